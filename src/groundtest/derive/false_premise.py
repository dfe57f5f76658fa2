"""False premise: the question asserts something the context contradicts; ``expect: answer`` with
the correct value required (the answer should correct the premise, not adopt it).

Tried in order: (1) a value the query states and the context states too is changed
(``Can I borrow 8 books?`` → ``Can I borrow 12 books?``); (2) the sentence stating the answer's
value is restated with the value changed before the question (``I was told that the loan period
is 14 days. How long is the loan period?``); (3) a name the query shares with the context is
swapped for an invented one that exists nowhere in the corpus (the real name is then required).
"""
from __future__ import annotations

import random
import re

from ..model import Case
from ..text import split_sentences
from .common import NUMERIC, Corpus, in_range, key_value, make, query_text_of, with_query_text
from .values import alter

#: longest context sentence restated as a premise
MAX_PREMISE = 240
_NAME = re.compile(r"\b[A-Z][A-Za-z0-9]*[a-z0-9][A-Za-z0-9]*\b")
_NOT_NAMES = frozenset(
    "i monday tuesday wednesday thursday friday saturday sunday january february march april may june july "
    "august september october november december".split()
)
_ONSETS = "b d f g k l m n p r s t v z br dr gr kr tr st pl".split()
_VOWELS = "a e i o u ai ea".split()
_CODAS = "n r s l x".split()


def false_premise(case: Case, rng: random.Random, corpus: Corpus) -> Case | str:
    """A query contradicting the context, or why none can be made."""
    text = query_text_of(case.query)
    if text is None:
        return "no_user_turn"
    if not case.context:
        return "empty_context"
    for attempt in (_query_value, _premise, _name):
        made = attempt(case, text, rng, corpus)
        if made is not None:
            return made
    return "no_value_or_name_to_change"


def _query_value(case: Case, text: str, rng: random.Random, corpus: Corpus) -> Case | None:
    """A value the user states that the context states too, changed."""
    q = corpus.index(text)
    ctx = [corpus.index(c.text) for c in case.context]
    for v in q.values:
        if v.kind not in NUMERIC or in_range(q, v):
            continue
        hit = next((h for ix in ctx if (h := ix.find(v)) is not None), None)
        new = alter(v, rng, [*ctx, q]) if hit is not None else None
        if hit is not None and new is not None:
            changed = text[: v.start] + new + text[v.end:]
            return _made(case, changed, [hit.raw], how="query_value", was=v.raw, now=new)
    return None


def _premise(case: Case, text: str, rng: random.Random, corpus: Corpus) -> Case | None:
    """The sentence stating the answer's value, with the value changed, said before the question."""
    found = key_value(case, corpus)
    if found is None:
        return None
    g, i, v = found
    chunk = case.context[i].text
    sentence = next((s for s in split_sentences(chunk) if s.start <= v.start < s.end), None)
    if sentence is None or len(sentence.text) > MAX_PREMISE or v.end > sentence.end:
        return None
    new = alter(v, rng, [corpus.index(c.text) for c in case.context] + [corpus.index(text)])
    if new is None:
        return None
    said = chunk[sentence.start: v.start] + new + chunk[v.end: sentence.end]
    said = said.rstrip(" .!?;:")
    first = said.split(maxsplit=1)[0]
    if (first == "A" or (first[0].isupper() and first[1:].islower())) and not _is_name(first, chunk):
        said = said[0].lower() + said[1:]  # "The loan period ..." → "the loan period ..."
    return _made(case, f"I was told that {said}. {text}", case.must_include[g], how="premise", was=v.raw, now=new)


def _is_name(word: str, text: str) -> bool:
    """Capitalised somewhere other than at the start of a sentence: a name."""
    return re.search(rf"(?<=[a-z0-9,;:)] ){re.escape(word)}\b", text) is not None


def _name(case: Case, text: str, rng: random.Random, corpus: Corpus) -> Case | None:
    """A name of the context, used in the query (not at its start), swapped for an invented one."""
    context = "\n".join(c.text for c in case.context)
    for m in _NAME.finditer(text):
        word = m.group()
        if m.start() == 0 or re.search(r"[.!?]\s*$", text[: m.start()]) or word.lower() in _NOT_NAMES:
            continue
        if not re.search(rf"\b{re.escape(word)}\b", context):
            continue
        fake = _invent(rng, corpus.words)
        return _made(case, text[: m.start()] + fake + text[m.end():], [word], how="name", was=word, now=fake)
    return None


def _invent(rng: random.Random, taken: set[str]) -> str:
    """A pronounceable name that is no word of the corpus."""
    while True:
        n = rng.randint(2, 3)
        name = "".join(rng.choice(_ONSETS) + rng.choice(_VOWELS) for _ in range(n)) + rng.choice(_CODAS)
        if name not in taken:
            return name.capitalize()


def _made(case: Case, query_text: str, correct: list[str], **premise: str) -> Case:
    return make(case, "false_premise", type="false_premise", expect="answer",
                query=with_query_text(case.query, query_text), must_include=[list(correct)], premise=premise)
