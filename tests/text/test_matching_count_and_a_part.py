"""A count of a unit and a part of one more (text/matching.py ``_COUNT_AND_A_PART``, ``_Extractor._count_and_a_part``).

Grammar: COUNT (digits or a word, 1–12) UNIT-plural and (a half | a quarter | three-quarters | three quarters) — "two
hours and a half" = 150 minutes, "3 days and a quarter", "four years and three-quarters". It was read as its first
words ("two hours"), so a right restatement of "150 minutes" was flagged and a wrong "2 hours" passed as the same
value. Wrong neighbours: the whole count without its part is another value."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest import check
from tests.helpers import scored_hallucinated
from groundtest.text.matching import extract_values

WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
PARTS = {"a half": 0.5, "a quarter": 0.25, "three-quarters": 0.75, "three quarters": 0.75}
MINUTES = {"minutes": 1 / 60, "hours": 60.0}


@settings(max_examples=80, deadline=None)
@given(n=st.integers(min_value=2, max_value=12), words=st.booleans(), part=st.sampled_from(sorted(PARTS)),
       unit=st.sampled_from(["hours", "days", "weeks", "months", "years"]))
def test_the_count_and_its_part(n, words, part, unit):
    count = WORDS[n - 1] if words else str(n)
    text = f"It takes {count} {unit} and {part}."
    got = [v for v in extract_values(text) if v.kind == "quantity"]
    assert len(got) == 1 and got[0].raw == f"{count} {unit} and {part}", [(v.raw, v.amount) for v in got]
    whole = [v for v in extract_values(f"It takes {count} {unit}.") if v.kind == "quantity"][0]
    assert abs(got[0].amount - whole.amount * (n + PARTS[part]) / n) < 1e-6


@settings(max_examples=30, deadline=None)
@given(n=st.integers(min_value=2, max_value=6), words=st.booleans())
def test_against_the_context(n, words):
    count = WORDS[n - 1] if words else str(n)
    ctx = [{"title": "tours.md", "text": f"The Deep Lake tour lasts {n * 60 + 30} minutes and has 310 steps."}]
    text = f"The Deep Lake tour lasts {count} hours and a half, with 310 steps."
    got = check(text, ctx, "How long is the Deep Lake tour?")
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]
    bad = [{"title": "tours.md", "text": f"The Deep Lake tour lasts {n * 60} minutes and has 310 steps."}]
    assert check(text, bad, "How long is the Deep Lake tour?").hallucination == "hallucinated"


def test_a_half_day_after_it_is_another_thing():
    assert [v.raw for v in extract_values("two hours and a half-day pass")] != ["two hours and a half"]


def test_through_score(tmp_path):
    ctx = [{"title": "tours.md", "text": "The Deep Lake tour lasts 150 minutes and has 310 steps."}]
    said = [f"It lasts {d}." for d in ("two hours and a half", "three hours and a half")]
    assert scored_hallucinated(tmp_path, said, ctx, "How long is it?") == [False, True]
