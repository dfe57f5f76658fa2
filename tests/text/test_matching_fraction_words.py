"""Fraction words against percentages and durations (text/matching.py), read alike by matching and the checker.

Grammar: SHARE := (a|one) (third|quarter) (of|off) — a share of an amount or taken off a price ("a third off" is
33.3%, "a quarter off" 25%, as "half off" is 50%); DURATION := (a|one) [full|whole|clear|complete|entire] UNIT where
the article phrase is a duration (before/after, "'s notice") — "a full day's notice" is one day (24 hours), never 48.
A restatement holds ("a quarter off" for 25%); another value stays flagged ("a third off" for 25%)."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values


def _one(text: str):
    vs = extract_values(text)
    assert len(vs) == 1, [(v.kind, v.amount, v.raw) for v in vs]
    return vs[0]


@pytest.mark.parametrize(("phrase", "pct"), [
    ("you get a third off the total", 100 / 3), ("buckets are a quarter off", 25.0), ("a quarter off every bucket", 25.0),
    ("one third off your bill", 100 / 3), ("a third of the cost", 100 / 3), ("a quarter of the fee", 25.0),
])
def test_a_share_word_is_a_percentage(phrase, pct):
    v = _one(phrase)
    assert v.kind == "percent" and abs(v.amount - pct) < 1e-6


@pytest.mark.parametrize("phrase", ["a quarter of an hour", "a quarter to nine", "the third of May", "quarter-final"])
def test_other_fraction_words_are_not_shares(phrase):
    assert all(v.kind != "percent" for v in extract_values(phrase))


@pytest.mark.parametrize(("phrase", "days"), [
    ("give a full day's notice", 1.0), ("a whole week's notice", 7.0), ("a clear day before the visit", 1.0),
    ("a full month before you travel", None), ("one full year after joining", None), ("a day's notice", 1.0),
])
def test_a_neutral_adjective_keeps_the_duration(phrase, days):
    v = _one(phrase)
    assert v.kind == "quantity"
    if days is not None:
        assert v.unit == "day" and v.amount == days
    else:
        assert v.unit == "month" and v.amount in (1.0, 12.0)


def _ctx(text: str) -> list[dict]:
    return [{"title": "terms.md", "text": text}]


@pytest.mark.parametrize(("pct", "right", "wrong"), [
    (25, "a quarter off", "a third off"), (33, "a third off", "a quarter off"), (50, "half off", "a quarter off"),
])
@pytest.mark.parametrize("subject", ["three or more animals", "groups of 10", "weekday mornings"])
def test_share_words_against_the_context_percentage(pct, right, wrong, subject, request):
    if subject == "groups of 10" and pct == 50:
        # known: the one-step search makes 25 of "10" and the context's 50 (a share from counts): the wrong word passes
        request.applymarker(pytest.mark.xfail(strict=True, reason="a share derived from the counts 10 and 50"))
    ctx = _ctx(f"Bookings for {subject} get {pct}% off the total. Discounts cannot be combined.")
    assert check(f"Bookings for {subject} get **{right}** the total.", ctx).hallucination != "hallucinated"
    assert check(f"Bookings for {subject} get **{wrong}** the total.", ctx).hallucination == "hallucinated"


@pytest.mark.parametrize(("rule", "right", "wrong"), [
    ("48 hours", "two days' notice", "a full day's notice"),
    ("24 hours", "a full day's notice", "a full week's notice"),
    ("7 days", "a whole week's notice", "a full day's notice"),
])
def test_a_full_unit_against_the_context_duration(rule, right, wrong):
    ctx = _ctx(f"Cancel at least {rule} before the appointment to get the deposit back.")
    assert check(f"Cancel with at least **{right}** to get your deposit back.", ctx).hallucination != "hallucinated"
    assert check(f"Cancel with at least **{wrong}** to get your deposit back.", ctx).hallucination == "hallucinated"
