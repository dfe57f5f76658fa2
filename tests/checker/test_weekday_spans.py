"""Weekdays and durations the user's own words fix: a day between two days the question states, in its
order ("off on Friday, collecting on Monday": Saturday, Sunday); a weekday named in counting working days
(Monday to Friday); "a week's hire" is seven days. Days outside the span, and other lengths, stay unsupported."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check
from groundtest.text.matching import extract_values

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
CATTERY = [{"title": "rates.md", "text": "Whiskerwood charges £16 per night. Nights are charged by calendar night."}]


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 6), st.integers(2, 5), st.integers(1, 4))
def test_a_day_between_the_users_two_days(first: int, span: int, k: int) -> None:
    last = (first + span) % 7
    q = f"I'm dropping my cat off on {DAYS[first]} and collecting her on {DAYS[last]}. How much?"
    inside = DAYS[(first + min(k, span - 1)) % 7]
    assert check(f"Whiskerwood charges by calendar night: the {inside} night counts.", CATTERY, q).hallucination != "hallucinated"
    outside = DAYS[(last + 1) % 7] if span < 5 else DAYS[(first - 1) % 7]
    assert check(f"Whiskerwood charges by calendar night: the {outside} night counts.", CATTERY, q).hallucination == "hallucinated"


REPORT = [{"title": "assessment.md", "text": "Your written report is emailed within 5 working days."}]


@given(st.sampled_from(["Monday to Friday", "Mon–Fri", "Monday - Friday", "Monday through Friday"]))
def test_the_working_week_glossed_by_its_ends(run: str) -> None:
    q = "If my visit is on a Monday, when do I get the report?"
    text = f"Counting working days ({run}), five working days after a Monday visit takes you to the following Monday."
    assert check(text, REPORT, q).hallucination != "hallucinated", text
    # a weekday named alone is still worked out: five working days after Monday is no Friday
    assert check("Five working days after a Monday visit takes you to the Friday.", REPORT, q).hallucination == "hallucinated"


@given(st.sampled_from([("week", 7.0, "day"), ("month", 1.0, "month"), ("year", 12.0, "month"), ("fortnight", 14.0, "day"),
                        ("day", 1.0, "day")]), st.sampled_from(["'s", "’s"]))
def test_a_duration_said_as_whose(unit: tuple[str, float, str], mark: str) -> None:
    word, amount, canon = unit
    vals = extract_values(f"How much would a {word}{mark} hire be?")
    assert [(v.kind, v.amount, v.unit) for v in vals] == [("quantity", amount, canon)]
    assert extract_values(f"The {word}{mark} end.") == []  # (no article: no count)


@given(st.sampled_from(["notice", "cover", "leave"]), st.sampled_from([("a month", "thirty days", True), ("a month", "sixty days", False),
                                                                         ("two months", "thirty days", False)]))
def test_a_period_glossed_beside_its_noun(noun: str, case: tuple[str, str, bool]) -> None:
    period, gloss, ok = case
    ctx = [{"title": "a.md", "text": f"You can cancel at any time with 30 days' {noun}."}]
    possessive = f"{period}'s" if period.startswith("a ") else f"{period}'"
    text = f"You can cancel as long as you give {possessive} {noun} ({gloss})."
    assert (check(text, ctx).hallucination != "hallucinated") == ok, text
