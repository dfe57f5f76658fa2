"""Partial: the question joined with a second ask the context does not cover, taken from another
case of the corpus whose answer values the context never states; ``expect: partial``."""
from __future__ import annotations

import random

from ..model import Case
from ..text import normalize
from .common import Corpus, flat, make, query_text_of, with_query_text

#: donors tried at random when the corpus is larger than this (all of them otherwise)
MAX_TRIES = 64
_LOWER_FIRST = frozenset(
    "how what when where who whom whose why which can could do does did is are was were will would "
    "should shall may might must have has".split()
)


def partial(case: Case, rng: random.Random, corpus: Corpus) -> Case | str:
    """The question plus an uncovered second ask; the second ask's values are forbidden."""
    text = query_text_of(case.query)
    if text is None:
        return "no_user_turn"
    if not case.must_include:
        return "no_must_include"
    pool = corpus.by_id
    n = len(pool)
    order = rng.sample(range(n), n) if n <= MAX_TRIES else [rng.randrange(n) for _ in range(MAX_TRIES)]
    donor = next((pool[k] for k in order if _uncovered(case, text, pool[k], corpus)), None)
    if donor is None:
        return "no_uncovered_second_ask"
    joined = join_questions(text, str(donor.query))
    return make(case, "partial", type="partial", expect="partial", query=with_query_text(case.query, joined),
                must_not_include=flat(donor.must_include), second_ask_from=donor.id)


def _uncovered(case: Case, text: str, donor: Case, corpus: Corpus) -> bool:
    """``donor`` asks something else, with answer values that neither this context nor either
    question states."""
    if donor.id == case.id or not donor.must_include or not isinstance(donor.query, str):
        return False
    if normalize(donor.query) == normalize(text):
        return False
    texts = [c.text for c in case.context] + [text, donor.query]
    return not any(corpus.index(t).contains(v) for t in texts for v in flat(donor.must_include))


def join_questions(first: str, second: str) -> str:
    """``How long is the loan? Also, can I renew online?``"""
    first, second = first.strip(), second.strip()
    if first[-1:] not in ".?!":
        first += "?"
    word = second.split(maxsplit=1)[0] if second else ""
    if word.lower() in _LOWER_FIRST and word[1:].islower():
        second = second[0].lower() + second[1:]
    return f"{first} Also, {second}"
