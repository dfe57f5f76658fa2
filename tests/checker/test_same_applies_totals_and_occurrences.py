"""Three readings of the twenty-eighth session, each a class with its wrong neighbours.

- "The same applies to X" says the sentence before of X too: its polarity is that sentence's ("it isn't suitable during
  pregnancy. The same applies to anyone with an active eating disorder").
- A total said "in all" (or "all told", "overall") is working the derivations judge, no rival count of the frame.
- THE OCCURRENCES OF A SPAN: a count that is the span divided by the interval the context gives in the same sentence
  ("runs for 16 weeks with fortnightly check-ins": 8; "lasts a year, with a newsletter sent monthly": 12).
"""
from __future__ import annotations

import pytest

from groundtest.checker import check

PROGRAMME = ("The FreshStart programme is free. It is not suitable during pregnancy or for anyone with an active eating "
             "disorder; the team will signpost you to other support instead.")


@pytest.mark.parametrize("same", ["The same applies to", "The same goes for", "Same goes for", "And the same is true for"])
def test_the_same_applies_takes_the_sentence_befores_polarity(same):
    said = f"I'm sorry to say it **isn't suitable during pregnancy**. {same} anyone with an active eating disorder."
    v = check(said, PROGRAMME)
    assert not any(f.rule == "frame_polarity" for f in v.findings), v.findings


@pytest.mark.parametrize("same", ["The same applies to", "The same goes for"])
def test_the_same_applies_after_a_flipped_sentence_stays_flipped(same):
    v = check(f"It is suitable for anyone with diabetes. {same} anyone with an active eating disorder.", PROGRAMME)
    assert any(f.rule == "frame_polarity" for f in v.findings if f.severity == "critical"), v.findings


LAPS = ("The Supercar Triple experience gives you 3 laps in each of three cars — a Ferrari, a Lamborghini and a McLaren — "
        "for £199. The Single Supercar experience is 6 laps in one car of your choice for £129.")
ROW = ("| Experience | What you get | Price |\n|---|---|---|\n"
       "| **Supercar Triple** | 3 laps in each of a Ferrari, a Lamborghini and a McLaren — {n} laps {total} | £199 |")


@pytest.mark.parametrize("total", ["in all", "all told", "overall"])
def test_a_total_said_in_all_is_no_rival_count(total):
    v = check(ROW.format(n=9, total=total), LAPS)
    assert not any(f.rule == "frame_value" for f in v.findings), v.findings


def test_a_total_in_all_that_nothing_makes_stays_flagged():
    assert check(ROW.format(n=10, total="in all"), LAPS).hallucination == "hallucinated"


@pytest.mark.parametrize("ctx,said", [
    ("FreshStart runs for 16 weeks with fortnightly one-to-one check-ins.", "Check-ins every fortnight — that's 8 over the programme."),
    ("The course runs for 12 weeks with a class every fortnight.", "That's 6 classes in total."),
    ("Membership lasts a year, with a newsletter sent monthly.", "You'll get 12 newsletters."),
    ("Treatment lasts 10 weeks, with a session every other week.", "So you'll have 5 sessions."),
    ("The plan runs for 6 months with a visit every 2 months.", "That's 3 visits."),
    ("The trial lasts 21 days with a check every week.", "That's 3 checks."),
])
def test_a_count_of_occurrences_over_a_span_is_worked_out(ctx, said):
    assert check(said, ctx).hallucination != "hallucinated"


@pytest.mark.parametrize("ctx,said", [
    ("FreshStart runs for 16 weeks with fortnightly one-to-one check-ins.", "That's 9 check-ins over the programme."),
    ("The course runs for 12 weeks with a class every fortnight.", "That's 4 classes in total."),
    ("Membership lasts a year, with a newsletter sent monthly.", "You'll get 6 newsletters."),
    ("The course runs for 12 weeks. A class is held every fortnight.", "That's 6 classes in total."),
    ("The plan runs for 6 months with a visit every 2 weeks.", "That's about 13 visits."),
])
def test_a_wrong_count_or_one_from_two_sentences_stays_flagged(ctx, said):
    assert check(said, ctx).hallucination == "hallucinated"
