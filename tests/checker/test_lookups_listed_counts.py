"""A count of the items the answer itself lists (checker/lookups.py ``_items_under``).

Grammar: … n NOUN … ⏎ [one heading line naming the list] ⏎ item₁ ⏎ … itemₙ — the count is the answer's own (the list
under it, past blank lines and one heading such as "### Corrections" or "**Changes:**"), not a fact of the sources.
Another count (n ± 1) than the list has stays flagged; a duration is never counted so ("two weeks" over two items)."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "office.md", "text": "The office handles renewals by appointment only. Payment is by card only; cash is not "
                                      "accepted. Bring your current photocard licence and proof of address."}]
ITEMS = ["No walk-ins: renewals are **by appointment only**.", "No cash: payment is **by card only**.",
         "Bring your **current photocard licence**.", "Bring **proof of address**."]
WORDS = {2: "two", 3: "three", 4: "four"}


def _answer(n_said: int, n_items: int, noun: str, heading: str | None, marker: str) -> str:
    lines = [f"Before you go, I need to mention {WORDS[n_said]} {noun} — sorry for the mix-up earlier!", ""]
    if heading:
        lines += [heading, ""]
    lines += [f"{k + 1}. {t}" if marker == "1." else f"- {t}" for k, t in enumerate(ITEMS[:n_items])]
    return "\n".join(lines)


@pytest.mark.parametrize("noun", ["things", "changes", "points"])
@pytest.mark.parametrize("heading", [None, "### ⚠️ Corrections", "**What to know:**"])
@pytest.mark.parametrize("marker", ["1.", "-"])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_a_count_of_the_list_under_it(noun, heading, marker, n):
    assert check(_answer(n, n, noun, heading, marker), CTX).hallucination != "hallucinated"


@pytest.mark.parametrize("noun", ["things", "changes"])
@pytest.mark.parametrize("heading", [None, "### ⚠️ Corrections"])
@pytest.mark.parametrize(("said", "listed"), [(3, 2), (2, 3), (4, 2)])
def test_another_count_than_the_list_stays_flagged(noun, heading, said, listed):
    assert check(_answer(said, listed, noun, heading, "1."), CTX).hallucination == "hallucinated"


def test_a_duration_is_not_a_count_of_items():
    text = "Renewals take two weeks.\n\n### Steps\n1. Book an appointment.\n2. Pay by card."
    assert check(text, CTX).hallucination == "hallucinated"
