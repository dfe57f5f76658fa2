"""text.free: one grammar of "this costs nothing", used by every rule that reads "free" (claims' scope rule,
lookups' £0, the Arabic polarity reader). Generated from parts, with wrong neighbours that must stay flagged."""
from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.free import PHRASE, SAID, says_free

#: ways a context says a thing costs nothing ({thing} is the subject)
SAYINGS = [
    "{Thing} is free.",
    "{Thing} is free of charge.",
    "There is no charge for {thing}.",
    "There is no extra cost for {thing}.",
    "{Thing} is provided at no extra cost.",
    "{Thing} comes at no cost to members.",
    "{Thing} is offered without any charge.",
    "{Thing} costs nothing.",
    "Members pay nothing for {thing}.",
    "The centre does not charge for {thing}.",
    "The centre doesn't charge for {thing}.",
    "You are not charged for {thing}.",
    "{Thing} is complimentary.",
    "The fee for {thing} is waived.",
    "{Thing} is included in the booking price.",
    "Prices include {thing}.",
]
#: ways a context gives the thing a price (the answer's "free" has no home there)
PRICED = ["{Thing} costs £{n}.", "There is a £{n} charge for {thing}.", "{Thing} is charged at £{n}.",
          "No more than {n} people; {thing} costs £{n}.", "{Thing} is £{n} per session, not included in membership."]
THINGS = ["advice", "parking", "the first consultation", "delivery", "towel hire", "the induction session", "locker use"]


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


@pytest.mark.parametrize("saying", SAYINGS)
def test_each_saying_reads_as_free(saying):
    assert says_free(saying.format(thing="parking", Thing="Parking"))


@pytest.mark.parametrize("text", ["gluten-free options are available", "a free-standing unit", "Each request costs £4.50",
                                  "no more than 15 kg; delivery costs £14", "There is a £5 charge", "no later than 5 days"])
def test_wrong_neighbours_do_not_read_as_free(text):
    assert not says_free(text)


def test_phrase_leaves_the_bare_word_to_its_caller():
    assert SAID.search("parking is free") and not PHRASE.search("parking is free")
    assert PHRASE.search("parking is free of charge")


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(SAYINGS), st.sampled_from(THINGS), st.sampled_from(["{Thing} is free.", "Yes, {thing} is free! 🎉",
                                                                             "- **{Thing}:** free"]))
def test_a_free_claim_over_any_saying_is_clean(saying, thing, claim):
    ctx = "Welcome to Brookfield Leisure. " + saying.format(thing=thing, Thing=_cap(thing)) + " Sessions run daily from 7am to 9pm."
    v = check(claim.format(thing=thing, Thing=_cap(thing)) + "\nSessions run daily from 7am to 9pm.", [{"title": "fees.md", "text": ctx}])
    assert not [f for f in v.findings if f.severity == "critical"], v.findings


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PRICED), st.sampled_from(THINGS), st.integers(2, 60))
def test_a_free_claim_over_a_price_is_flagged(priced, thing, n):
    ctx = "Welcome to Brookfield Leisure. " + priced.format(thing=thing, Thing=_cap(thing), n=n) + " Sessions run daily from 7am to 9pm."
    v = check(f"{_cap(thing)} is free. Sessions run daily from 7am to 9pm.", [{"title": "fees.md", "text": ctx}])
    assert v.hallucination == "hallucinated", (ctx, v.findings)


@pytest.mark.parametrize("context,claim", [
    ("الاستشارة الأولى دون رسوم، والجلسات التالية بـ 200 ريال.", "الاستشارة الأولى مجانية."),
    ("يُعفى الأعضاء من رسوم التسجيل.", "التسجيل مجاني للأعضاء."),
])
def test_arabic_free_in_other_words(context, claim):
    v = check(claim, [{"title": "fees.md", "text": context}])
    assert v.hallucination != "hallucinated", v.findings


def test_all_sayings_distinct_and_generated():
    # the grammar's parts, crossed: each pair of saying and thing gives a different sentence
    sentences = {s.format(thing=t, Thing=_cap(t)) for s, t in itertools.product(SAYINGS, THINGS)}
    assert len(sentences) == len(SAYINGS) * len(THINGS)


@pytest.mark.parametrize("thing", ["Advice", "Delivery", "Parking"])
def test_a_free_claim_is_no_pleasantry(thing):
    # "free" was a social word (for "feel free", a set phrase read apart): "Delivery is free." read as scaffolding
    # whenever its subject was a known word, so a free claim over a price was never checked
    v = check(f"{thing} is free. Sessions run daily from 7am to 9pm.",
              [{"title": "fees.md", "text": f"{thing} costs £2. Sessions run daily from 7am to 9pm."}])
    assert v.hallucination == "hallucinated"
