"""Corrections, deadlines and counts read as what they are (thirtieth session):

- "I think there might be a mix-up" opens a correction: no guess (checker/scaffold.py SOCIAL);
- "doesn't include free workshops", "free or otherwise": the free is denied, no widening (checker/claims.py);
- "No late fee is charged for payments received within 7 days": the bound is which payments, not flipped by the
  fee's "No" (checker/frames.py :data:`_REDUCED_RELATIVE`);
- a weekday a deadline falls on, N hours or days before a weekday the case names ("for a Saturday 7pm session, the
  last moment to join is Friday at 7pm") — checker/derive.py ``_BEFORE_WORDS``, ``_INSTANCE_NOUN``;
- the free one after a count ("Ten stamps earn a free lesson" → "your 11th lesson is on the house") — ``_next_free``.
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def test_a_mix_up_opens_a_correction():
    ctx = [{"title": "membership.md", "text": "Members get free parking, 10% off in the café and an invitation to the annual "
                                              "preview walk each May."},
           {"title": "workshops.md", "text": "Sculpture workshops cost £35 per person for members and non-members alike, "
                                             "and are booked online."}]
    q = "I read that membership includes free entry to the sculpture workshops. How do I book them?"
    tail = ("membership **doesn't include free workshops**. Sculpture workshops are **£35 per person for everyone**, members "
            "included, and you book them **online**.\n\nWhat membership does give you:\n- Free parking\n- 10% off in the café")
    for opener in ("I think there might be a mix-up", "I think there may be a misunderstanding"):
        assert check(f"{opener} — {tail}", ctx, query=q).hallucination == "clean", opener
    # a guess of a fact is still a guess
    assert check(f"I think there might be a members' discount in the summer — {tail}", ctx, query=q).hallucination != "clean"


@pytest.mark.parametrize("said,want", [
    ("Actually, Solent Blast **doesn't have its own car park**, free or otherwise.", "clean"),
    ("Solent Blast has its own free car park.", "hallucinated"),
])
def test_free_or_otherwise_denies_either_way(said, want):
    ctx = [{"title": "parking.md", "text": "Solent Blast RIB rides does not have its own car park. Guests should use the "
                                          "public Quay Street car park, which costs £1.50 per hour."}]
    assert check(said, ctx, query="As the RIB company has its own free car park, where is it?").hallucination == want


@settings(deadline=None)
@given(st.integers(3, 14), st.sampled_from(["days", "working days"]))
def test_a_bound_that_says_which_payments_is_not_flipped(n, unit):
    ctx = [{"title": "payments.md", "text": f"Memberships are paid on the 5th of each month. No late fee is charged for payments "
                                            f"received within {n} {unit} of the due date. Payments received after that incur "
                                            f"a £5 late fee."}]
    v = check(f"If your payment arrived **within {n} {unit}** of the due date, there's **no late fee**.", ctx)
    assert not any(f.rule == "frame_qualifier" for f in v.findings), [(f.rule, f.notes) for f in v.findings]
    v = check(f"Payments must arrive at least {n} {unit} before the due date to avoid a late fee.", ctx)
    assert any(f.rule == "frame_qualifier" for f in v.findings), [(f.rule, f.notes) for f in v.findings]


@settings(deadline=None)
@given(st.integers(0, 6), st.sampled_from([24, 48, 72]), st.sampled_from(["7pm", "2pm"]), st.booleans())
def test_the_weekday_of_a_deadline_before_the_case(event, hours, clock, asked):
    ctx = [{"title": "waitlist.md", "text": f"Players can join the waitlist for a sold-out session at the box office or by phone. "
                                            f"The waitlist closes "
                                            f"{hours} hours before the session starts. Sessions start at {clock}."}]
    right = DAYS[(event - hours // 24) % 7]
    wrong = DAYS[(event - hours // 24 - 1) % 7]
    if asked:  # the user names the day: the deadline's day is worked out from it
        q = f"OK, so if the session is {DAYS[event]} at {clock}, when's the last moment I can join?"
        said = f"So for a **{DAYS[event]} {clock}** session, the last moment to join is **{{}} at {clock}**."
    else:  # the answer supposes the day itself, for an example
        q = "How far ahead do I need to join the waitlist?"
        said = f"So for a {DAYS[event]} {clock} session, you'd need to join by {{}} {clock} at the latest."
    assert check(said.format(right), ctx, query=q).hallucination == "clean"
    assert check(said.format(wrong), ctx, query=q).hallucination == "hallucinated"


@pytest.mark.parametrize("count,word", [(10, "Ten"), (5, "Five"), (8, "8")])
def test_the_free_one_after_a_count(count, word):
    ctx = [{"title": "loyalty.md", "text": f"Every paid one-to-one lesson earns a stamp. {word} stamps earn a free 45-minute "
                                           f"one-to-one lesson."}]
    said = (f"You earn one stamp per paid one-to-one lesson, and **{word.lower()} stamps** earn a **free 45-minute one-to-one "
            "lesson** — so your {} lesson is free.")
    suffix = {1: "st", 2: "nd", 3: "rd"}.get((count + 1) % 10 if (count + 1) % 100 not in (11, 12, 13) else 0, "th")
    assert check(said.format(f"{count + 1}{suffix}"), ctx).hallucination == "clean"
    assert check(said.format(f"{count + 2}th"), ctx).hallucination == "hallucinated"
