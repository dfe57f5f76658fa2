"""An acronym of words the context (or the question) writes in lower case is their name (checker/context
ContextIndex._spelt_lower): "(as DPS)" for "the designated premises supervisor". Only runs of words of four letters or
more spell one, so an acronym the text does not spell ("DPO", "CDN" beside "can deliver next week") is a name not found."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "personal-licence.md", "text": "A personal licence costs £37 and is needed by the designated premises "
                                                "supervisor. Applicants must hold an accredited licensing qualification. "
                                                "We can deliver next week."}]
Q = "What do the licences cost?"


def _answer(row: str) -> str:
    return f"| Licence | Fee |\n|---|---|\n| {row} | £37 |\n\nYou'll also need an **accredited licensing qualification**."


@pytest.mark.parametrize("row", ["Personal licence (as DPS)", "Personal licence (DPS)", "Personal licence (ALQ holder)"])
def test_an_acronym_of_the_contexts_words(row):
    v = check(_answer(row), CTX, Q)
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("row", ["Personal licence (as DPO)", "Personal licence (via our CDN)", "Personal licence (as PLH)"])
def test_an_acronym_the_text_does_not_spell(row):
    assert check(_answer(row), CTX, Q).hallucination == "hallucinated"
