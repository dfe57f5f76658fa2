"""A count before a fraction word that opens a hyphenated compound (text/matching.py, the number-word reader).

Grammar: COUNT := NUMBER-WORD ' ' (half|third|quarter|fifth|tenth) '-' NOUN …  — "three third-pint tasters" counts
tasters of a third of a pint, "two half-day sessions" counts sessions: the count is a number (3, 2), never the
product of the number and the fraction (three thirds = 100%, two halves = 100%). A fraction written as a whole word
group stays a share: "three quarters of the fee" (75%), "two-thirds" (66.7%), "three-quarter-length" (75%)."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values

NUMS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10}
FRACS = ["half", "third", "quarter", "fifth", "tenth"]
NOUNS = ["pint tasters", "day sessions", "hour slots", "page adverts", "finals", "term fees"]


@pytest.mark.parametrize("num", sorted(NUMS))
@pytest.mark.parametrize("frac", FRACS)
@pytest.mark.parametrize("noun", NOUNS[:3])
def test_a_count_before_a_compound_is_a_count(num, frac, noun):
    vs = extract_values(f"including {num} {frac}-{noun} for each guest")
    assert vs and vs[0].kind == "number" and vs[0].amount == NUMS[num], [(v.kind, v.amount, v.raw) for v in vs]
    assert all(v.kind != "percent" for v in vs)


@pytest.mark.parametrize(("phrase", "pct"), [
    ("three quarters of the fee", 75.0), ("two thirds of members", 200 / 3), ("a two-thirds majority", 200 / 3),
    ("three-quarter-length sleeves", 75.0), ("two fifths of the seats", 40.0),
])
def test_a_fraction_word_group_is_still_a_share(phrase, pct):
    vs = [v for v in extract_values(phrase) if v.kind == "percent"]
    assert vs and abs(vs[0].amount - pct) < 1e-6


def test_one_before_a_compound_is_no_figure():
    assert all(v.kind != "percent" for v in extract_values("one third-party claim a year"))


@pytest.mark.parametrize(("n", "word"), [(3, "three"), (5, "five"), (2, "two")])
def test_the_count_is_checked_as_a_count(n, word):
    """The context's "three third-pint tasters" is the count 3: restated it holds, and no 100% of three thirds
    supports a made-up percentage (a small count written as a word is not flagged by the checker either way)."""
    ctx = [{"title": "t.md", "text": f"The Standard Tour costs £16 per person, including {word} third-pint tasters."}]
    assert check(f"The tour is £16 per person and includes {word} tasters.", ctx).hallucination != "hallucinated"
    ctx100 = [{"title": "t.md", "text": "Tour A includes three third-pint tasters. Tour B includes two half-day visits."}]
    assert check("You get a 100% refund on Tour A.", ctx100).hallucination == "hallucinated"


# PARTS := NUMBER-WORD (halves|thirds|quarters|fifths|tenths) with NUMBER >= the parts of a whole: the parts counted
# ("four quarters" of a year, "two halves" of a season), a quantity of that part, never a share of 100% or more.
@pytest.mark.parametrize(("phrase", "n", "unit"), [
    ("four quarters", 4, "quarter"), ("five quarters", 5, "quarter"), ("two halves of the season", 2, "half"),
    ("three thirds", 3, "third"), ("ten tenths", 10, "tenth"), ("six fifths", 6, "fifth"), ("four-quarters", 4, "quarter"),
])
def test_parts_that_make_a_whole_are_counted(phrase, n, unit):
    vs = extract_values(phrase)
    assert vs[0].kind == "quantity" and vs[0].amount == n and vs[0].unit == unit, [(v.kind, v.amount, v.unit) for v in vs]


@pytest.mark.parametrize(("phrase", "pct"), [("three quarters", 75.0), ("two thirds", 200 / 3), ("four fifths", 80.0),
                                             ("nine tenths", 90.0)])
def test_parts_short_of_a_whole_stay_a_share(phrase, pct):
    vs = extract_values(phrase)
    assert vs[0].kind == "percent" and abs(vs[0].amount - pct) < 1e-6


@pytest.mark.parametrize(("q", "y"), [(36, 120), (40, 150), (25, 90)])
def test_four_quarters_is_the_quarterly_price_four_times(q, y):
    ctx = [{"title": "l.md", "text": f"Lockers can be rented by the quarter (£{q}) or by the year (£{y})."}]
    text = (f"You can rent a locker by the quarter (£{q}) or by the year (£{y}). "
            "On price alone, the annual option is cheaper than four quarters (£{y} vs £{t}).")
    assert check(text.format(y=y, t=4 * q), ctx).hallucination != "hallucinated"
    assert check(text.format(y=y, t=4 * q + 10), ctx).hallucination == "hallucinated"
