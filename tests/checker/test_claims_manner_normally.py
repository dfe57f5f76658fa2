""""normally" as a manner adverb is no hedge (checker/claims.py ``_MANNER``): after the verb it modifies, at the end of its
clause or before a preposition ("you can eat normally before your test", "drive normally again", "breathe normally during
the scan") it says how one does a thing, as usual; the sentence hedge before a verb or after a copula ("the lab normally
opens at 7am", "results are normally back in 2 days") still marks a guess."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker.claims import _manner_only

CTX = [{"title": "fasting.md", "text": "An HbA1c test does not need fasting. A lipid profile needs a 10 to 12 hour fast; water is fine."}]
Q = "Do I need to fast before my HbA1c test?"
VERBS = ["eat", "drink", "eat and drink", "carry on", "have breakfast"]
TAILS = [" before your test.", " beforehand.", ".", " on the morning of the test.", " until the test."]


@pytest.mark.parametrize("verb", VERBS)
@pytest.mark.parametrize("tail", TAILS)
def test_manner_normally_is_no_guess(verb, tail):
    text = f"An HbA1c doesn't need fasting, so you can {verb} normally{tail}"
    assert _manner_only(text)
    v = check(text, CTX, Q)
    assert "hedged" not in [f.rule for f in v.findings], v.findings


@pytest.mark.parametrize("text", [
    "It normally takes 5 days.", "Results are normally back in 2 days.", "Normally, the shop opens at 9.",
    "It's normally the 1st of the month.", "They're normally back by noon.",
    "The clinic normally opens at 9am.", "They'll normally ring you the day before.", "The team normally replies within 2 days.",
])
def test_the_sentence_hedge_stays_a_hedge(text):
    assert not _manner_only(text)


@pytest.mark.parametrize("guess", ["The lab normally opens at 7am for fasting tests.",
                                   "Results normally come back by text the next morning.",
                                   "You can eat normally, and the nurse normally gives you a free biscuit afterwards."])
def test_a_hedged_guess_beside_it_is_still_flagged(guess):
    v = check(f"An HbA1c doesn't need fasting. {guess}", CTX, Q)
    assert v.hallucination == "hallucinated", v.findings
