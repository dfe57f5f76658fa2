"""THE SAVING VERB (text.arabic.behaviour.WORKING["-"], read by checker.derive): the root و ف ر in every person and
tense — the perfect ("وفّرتوا 840 جنيهاً"، "وفرتم"، "وفرتِ"), the imperfect with the future or the dialect's prefix and
its endings ("توفّرون"، "بتوفروا"، "هتوفري"، "ستوفرين") — signals a difference, as "توفير" and "يوفر" did. A saving
that is not the difference of the shown totals stays flagged."""
from __future__ import annotations

import itertools

import pytest

from groundtest.checker import check

CONTEXT = [{"title": "g.md", "text": "ورشة البردي: السعر العادي 450 جنيهاً للشخص. للمجموعات من 10 أشخاص فأكثر يصبح "
                                      "السعر 380 جنيهاً للشخص."}]
VERBS = ["وفّرتوا", "وفرتم", "وفرتِ", "توفّرون", "بتوفروا", "هتوفري", "ستوفرين", "حتوفروا", "نوفر"]
LEADS = ["يعني ", "، ف", "، و"]


def _verdict(verb: str, lead: str, amount: str) -> str:
    answer = ("- 12 × 380 = **4,560 جنيهاً**\n"
              f"- بالسعر العادي كنتم هتدفعوا 12 × 450 = 5,400 جنيه{lead}{verb} **{amount} جنيهاً** 🎉")
    return check(answer, CONTEXT, "احنا ١٢ واحد من شركة، ناخد سعر المجموعات؟ والمجموع كام؟").hallucination


@pytest.mark.parametrize(("verb", "lead"), list(itertools.product(VERBS, LEADS)))
def test_the_saving_is_the_difference(verb, lead):
    assert _verdict(verb, lead, "840") != "hallucinated"


@pytest.mark.parametrize(("verb", "amount"), list(itertools.product(VERBS[:5], ["850", "940", "760"])))
def test_a_wrong_saving_stays_flagged(verb, amount):
    assert _verdict(verb, "يعني ", amount) == "hallucinated"
