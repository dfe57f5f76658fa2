"""Age bands swapped between two things (thirty-fifth session, checker/frames.py ``_AGE_BEFORE``): "ages 8 to 12" names
two ages, both ends, so a band given to the other thing is a swap, as a price would be.

    BAND := ("ages" | "aged" | "age") LOW ("to" | "–" | "-" | "and") HIGH
    SWAP := THING-A … BAND-of-B
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

_THINGS = [("Explorer Pack", "Naturalist Pack"), ("Minnows class", "Sharks class"), ("Bronze course", "Silver course")]


def _critical(verdict) -> set:
    return {f.rule for f in verdict.findings if f.severity == "critical"}


@settings(deadline=None, max_examples=40)
@given(st.sampled_from(_THINGS), st.sampled_from([(4, 7, 8, 12), (5, 8, 9, 13), (3, 6, 7, 11)]),
       st.sampled_from(["ages", "aged"]), st.sampled_from(["to", "–"]),
       st.sampled_from(["The {a} is for {w} {b}.", "**{a} — {w} {b}**\n- Magnifier", "- **{a}:** {w} {b}"]))
def test_an_age_band_given_to_the_other_thing_is_a_swap(things, bands, word, joint, form):
    a, b = things
    lo1, hi1, lo2, hi2 = bands
    ctx = [{"title": "packs.md", "text": f"The {a}, for ages {lo1} to {hi1}, includes a magnifier and a spotting card. The {b}, "
                                         f"for ages {lo2} to {hi2}, includes binoculars and a field notebook."}]
    right = check(form.format(a=a, w=word, b=f"{lo1} {joint} {hi1}"), ctx)
    assert "frame_swap" not in _critical(right), right.findings
    wrong = check(form.format(a=a, w=word, b=f"{lo2} {joint} {hi2}"), ctx)
    assert "frame_swap" in _critical(wrong), wrong.findings


def test_an_items_age_band_under_its_lead_in_is_no_swap():
    """ "you can join the Bubblemaker pool experience: - Suitable for ages 8 and 9" where the context's other age is the
    minimum of another course: "age" is what the value is, no subject to swap it by."""
    ctx = [{"title": "open-water.md", "text": "Minimum age for the Open Water course is 10. Children aged 8 and 9 can join our "
                                              "Bubblemaker pool experience instead, which costs £40 and takes 2 hours."}]
    q = "I'm 9 so I should be old enough for the Open Water course since the minimum is 8. When can I start?"
    said = ("The minimum age for the **Open Water course is 10**, not 8.\n\n**Good news though!** At 9 you can join the "
            "**Bubblemaker pool experience**:\n- Suitable for ages **8 and 9**\n- Takes **2 hours**\n- Costs **£40**")
    assert "frame_swap" not in _critical(check(said, ctx, q))
