"""Near miss (``unanswerable``): remove the chunks that support the answer, keep their siblings so
retrieval still looks plausible; the answer's values become forbidden."""
from __future__ import annotations

import random

from ..model import Case
from .common import Corpus, flat, make, supporting


def near_miss(case: Case, rng: random.Random, corpus: Corpus) -> Case | str:
    """The case without its supporting chunks, ``expect: abstain``; or why it cannot be derived."""
    if case.context_is_text or len(case.context) < 2:
        return "single_chunk"
    if not case.must_include:
        return "no_must_include"
    support = supporting(case, corpus)
    if not support:
        return "answer_not_in_context"
    kept = [c for i, c in enumerate(case.context) if i not in support]
    if not kept:
        return "every_chunk_supports"
    removed = flat(case.must_include)
    query = corpus.index(case.query_text)
    if any(query.contains(v) for v in removed):
        return "answer_in_query"  # a refusal that repeats the question would state a forbidden value
    return make(case, "near_miss", type="unanswerable", expect="abstain", context=kept, must_include=[],
                must_not_include=removed, removed_chunks=[case.context[i].title for i in support])
