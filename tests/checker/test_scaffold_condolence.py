"""Condolences are scaffolding, in English and Arabic (checker/scaffold.py "condolence", text/arabic/behaviour.py
PLEASANTRY_OPENERS): an answer about an estate, a funeral or bereavement leave opens with sympathy, which states no
fact. Generated over the grammar's parts; the wrong neighbours — a fact, a channel or a figure said beside the
condolence, or a noun phrase that only starts like one — stay flagged."""
from __future__ import annotations

import itertools

import pytest

from groundtest.checker import check

CTX = [{"title": "estate.md", "text": "The estate must be registered within 30 days of the death. The registration fee is 5 rials."}]
FACT = " The registration fee is 5 rials."

HEADS = ["My condolences", "Our condolences", "My deepest condolences", "Please accept my sincere condolences",
         "Please accept our heartfelt sympathy", "My sympathies", "Our sincerest condolences"]
TAILS = ["", " to you and your family", " for your loss", " on the loss of your father", " at this difficult time",
         " to you and your whole family at this sad time"]
OTHERS = ["Our thoughts are with you at this difficult time", "My thoughts are with your family", "May she rest in peace",
          "May your mother rest in peace"]


@pytest.mark.parametrize("sentence", [h + t for h, t in itertools.product(HEADS, TAILS)] + OTHERS)
def test_condolence_states_nothing(sentence):
    v = check(sentence + "." + FACT, CTX)
    assert v.hallucination == "clean", [(f.rule, f.content) for f in v.findings]


def test_a_condition_beside_a_condolence_is_not_clean():
    # (only uncertain, as the same sentence is without the condolence: "waived for bereaved families" is read as new
    # plain words, not yet as a condition contradicting the context's fee)
    assert check("My condolences — the registration fee is waived for bereaved families." + FACT, CTX).hallucination != "clean"


@pytest.mark.parametrize("response", [
    "Our condolence payment is 200 rials." + FACT,                                       # a noun phrase, not a wish
    "My condolences to you and your family; the office also offers free bereavement counselling." + FACT,
    "My deepest condolences. The registration fee is 15 rials.",                          # a wrong figure after it
    "May she rest in peace. You can also register the estate through the court's mobile app." + FACT,
])
def test_facts_beside_condolences_still_flagged(response):
    assert check(response, CTX).hallucination == "hallucinated"


AR_CTX = [{"title": "tarika.md", "text": "يجب تسجيل التركة خلال ٣٠ يومًا من الوفاة. رسوم التسجيل ٥ ريالات."}]
AR_FACT = " رسوم التسجيل ٥ ريالات."
AR_FORMS = ["أحسن الله عزاءكم", "أحسن الله عزاءك", "عظم الله أجركم", "أعظم الله أجركم", "رحمه الله", "رحمها الله",
            "الله يرحمه", "البقاء لله", "إنا لله وإنا إليه راجعون", "خالص التعازي", "رحم الله فقيدكم", "جبر الله مصابكم",
            "الله يصبركم", "عظم الله أجركم، ورحم الله فقيدكم"]


@pytest.mark.parametrize("wish", AR_FORMS)
def test_arabic_condolence_states_nothing(wish):
    v = check(wish + "." + AR_FACT, AR_CTX)
    assert v.hallucination == "clean", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("wish", ["أحسن الله عزاءكم", "خالص التعازي", "بالتوفيق", "شكرا لتواصلك"])
def test_arabic_wish_with_a_new_channel_is_a_claim(wish):
    """A wish followed by a clause naming a channel the sources lack ("…، ويمكنك التسجيل عبر تطبيق واتساب"): the
    channel rule reads Arabic wishes and offers too (it read only English ones)."""
    v = check(f"{wish}، ويمكنك التسجيل عبر تطبيق واتساب." + AR_FACT, AR_CTX)
    assert v.hallucination == "hallucinated" and any(f.rule == "channel" for f in v.findings)


def test_arabic_condolence_with_a_wrong_figure():
    assert check("أحسن الله عزاءكم، رسوم التسجيل ١٠ ريالات.", AR_CTX).hallucination == "hallucinated"
