"""Four readings of the thirty-second session:

- A DISTRIBUTIVE "EACH" BEFORE A JOINT (checker/frames.py ``_EACH_JOINTS``): "£65 each plus the FCDO fee" is per one of
  what its subject counts; "plus" is no noun it is per. "£65 a month plus the FCDO fee" still changes the period.
- THE PRICE OF AN AIMED ACT (``_PRICE_OF_ACT``): "We will try to move late guests to a later slot for a £35 rebooking
  fee" aims at the move, not the fee; "We aim to keep the fee to £35" still makes the fee an aim.
- A SAVING (``_SAVING_BEFORE``): "so weekly saves £2 a week per child" is a difference worked out, not the context's
  "£2 per day" restated per week; "Lockers cost £2 a week per child" still changes the period.
- ON NONE OF THE LISTS (text/abstention.py): "Cardboard isn't on either list in the documents I have" names a gap, so a
  hedged judgement after it ("Small amounts … are generally fine") fills the gap (checker/claims.py: the guess rule
  reread beside a gap, even when alone it is a moderate judgement); "isn't on the accepted list" says what a list says.
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check


def _rules(verdict) -> set:
    return {f.rule for f in verdict.findings}


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(["plus", "including", "excluding", "plus"]), st.sampled_from(["the FCDO fee", "VAT", "postage"]),
       st.sampled_from(["document", "page", "certificate"]))
def test_each_before_a_joint_is_per_the_counted_thing(joint, other, noun):
    ctx = [{"title": "fees.md", "text": f"Apostille arrangement is £65 per {noun}, {joint} {other}."}]
    verdict = check(f"If any of the {noun}s need an apostille, that's **£65 each {joint} {other}**.", ctx)
    assert "frame_period" not in _rules(verdict), verdict.findings
    changed = check(f"An apostille is £65 a month {joint} {other}.", ctx)
    assert "frame_period" in _rules(changed), changed.findings


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(["try to", "aim to", "endeavour to", "hope to"]),
       st.sampled_from(["for a £35 rebooking fee", "for a rebooking fee of £35", "charging a £35 rebooking fee"]))
def test_the_price_an_aimed_act_comes_for_is_no_aim(aim, priced):
    ctx = [{"title": "check-in.md", "text": f"Guests arriving late cannot fly on that slot. We will {aim} move late guests to "
                                           f"a later slot that day {priced} per person."}]
    verdict = check("That costs a **£35 rebooking fee per person**.", ctx)
    assert "frame_qualifier" not in _rules(verdict), verdict.findings


def test_a_fee_the_context_aims_at_is_still_an_aim():
    ctx = [{"title": "fees.md", "text": "We aim to keep the rebooking fee to £35 per person."}]
    assert "frame_qualifier" in _rules(check("The rebooking fee is £35 per person.", ctx))


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(["saves", "saving", "you'd save", "a saving of"]), st.sampled_from(["a week", "per week"]))
def test_a_saving_is_a_difference_not_a_period(word, period):
    ctx = [{"title": "lockers.md", "text": "Lockers cost £2 per day or £8 per week (Monday to Friday). Each child needs "
                                          "their own locker."}]
    answer = (f"A week's locker is **£8**, while paying daily for five days would be 5 × £2 = **£10** — so weekly is "
              f"{word} £2 {period} per child.").replace("is saves", "saves").replace("is you'd save", "you'd save")
    assert "frame_period" not in _rules(check(answer, ctx))
    assert "frame_period" in _rules(check(f"Lockers cost £2 {period} per child.", ctx))


GAPS = ["Cardboard isn't on either list in the documents I have.", "Cardboard isn't on either list.",
        "Cardboard is not in any of the lists I can see.", "Cardboard isn't listed in the documents I have."]
BIN_CTX = [{"title": "accepted.md", "text": "Accepted in garden waste bins: grass, leaves, hedge trimmings and small "
                                           "branches up to 10cm thick. Not accepted: food waste, soil, turf, animal bedding."}]


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(GAPS), st.sampled_from(["generally fine", "usually fine", "probably okay"]))
def test_a_hedged_judgement_after_a_gap_fills_it(gap, judged):
    answer = f"{gap} Small amounts of plain brown cardboard are {judged} as they compost down."
    verdict = check(answer, BIN_CTX, query="Can I put cardboard in the brown bin?")
    assert verdict.hallucination == "hallucinated", verdict.findings


@settings(deadline=None, max_examples=20)
@given(st.sampled_from(GAPS))
def test_the_gap_with_advice_is_clean(gap):
    verdict = check(f"{gap} You may want to ask the council.", BIN_CTX, query="Can I put cardboard in the brown bin?")
    assert verdict.hallucination == "clean", verdict.findings


def test_a_named_list_is_no_gap():
    verdict = check("Cardboard isn't on the accepted list.", BIN_CTX, query="Can I put cardboard in the brown bin?")
    assert verdict.hallucination != "clean"
