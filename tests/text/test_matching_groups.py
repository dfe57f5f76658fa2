"""A number with a plural "s" after "under-", "over-" or "the" names a group (text/matching.py ``_GROUP_BEFORE``):
"under-2s", "over-65s", "the 1990s" are ages or years, never seconds; "a 30s timeout" stays 30 seconds."""
from __future__ import annotations

import pytest

from groundtest import check
from groundtest.text.matching import extract_values


@pytest.mark.parametrize("n", [2, 5, 12, 16, 65])
@pytest.mark.parametrize("lead", ["under-", "over-", "the under ", "the over-", "Under-"])
def test_a_plural_age_band_is_a_number(n, lead):
    (v,) = extract_values(f"{lead}{n}s travel free")
    assert (v.kind, v.amount, v.unit) == ("number", float(n), None)


@pytest.mark.parametrize("text", ["a 30s timeout", "wait 5s", "it takes 45s"])
def test_seconds_stay_seconds(text):
    (v,) = extract_values(text)
    assert v.kind == "quantity" and v.unit == "minute"


@pytest.mark.parametrize("n", [2, 3, 12])
def test_an_age_band_against_the_context(n):
    ctx = [{"title": "o.md", "text": f"Children under {n} sail free of fare but pay port taxes."}]
    q = "Does my baby pay?"
    assert not [f for f in check(f"Port taxes are still due: under-{n}s still pay those.", ctx, q).findings if f.rule == "value"]
    assert [f for f in check(f"Port taxes are still due: under-{n + 3}s still pay those.", ctx, q).findings if f.rule == "value"]


@pytest.mark.parametrize("month", ["March", "June", "November"])
@pytest.mark.parametrize("days,join", [((5, 6, 7), "{}, {} or {}"), ((1, 2), "{} or {}"), ((10, 12), "between {} and {}"),
                                       ((3, 4, 5), "{}, {}, and {}")])
def test_the_days_of_a_list_ending_in_a_date_are_dates(month, days, join):
    """text.matching._days_of_listed_month: "5, 6 or 7 March" is three dates of March, not two numbers and a date."""
    text = "Booking on " + join.format(*[str(d) for d in days]) + f" {month} would be too soon."
    got = [v for v in extract_values(text) if v.amount is not None or v.kind == "date"]
    assert [v.kind for v in got] == ["date"] * len(days)
    assert [int(v.unit[-2:]) for v in got] == list(days)


@pytest.mark.parametrize("text", ["I have 3 dogs, 4 March", "30 or 31 April"])
def test_a_count_stays_as_read(text):
    """A count before a date is no day of it; no 31 April."""
    got = extract_values(text)
    assert not (len(got) > 1 and all(v.kind == "date" and (v.unit or "")[-3:-2] == "-" for v in got))


@pytest.mark.parametrize(("text", "ends"), [("from 12 to 19 April", ("--04-12", "--04-19")),
                                            ("24–26 December", ("--12-24", "--12-26")),
                                            ("12–13 April 2025", ("2025-04-12", "2025-04-13"))])
def test_a_ranges_first_end_is_a_date_of_its_month(text, ends):
    """A range of days that ends in a date opens on a day of the same month ("24–26 December": 24 December), as a
    list does (the fourteenth session: it was left a bare number, and "Sat 12 April" for "12–13 April 2025" failed)."""
    assert tuple(v.unit for v in extract_values(text)) == ends


@pytest.mark.parametrize("n,noun", [(4, "bedrooms"), (10, "drivers"), (6, "guests"), (3, "children")])
@pytest.mark.parametrize("bound", ["more", "fewer"])
def test_n_or_more_things_is_a_count_of_them(n, noun, bound):
    """text.matching._choose_unit: "4 or more bedrooms" counts bedrooms (a duration keeps its own reading)."""
    (v,) = extract_values(f"homes with {n} or {bound} {noun}")
    assert (v.kind, v.amount, v.unit) == ("quantity", float(n), noun[:-1] if noun != "children" else "child")
    assert extract_values(f"{n} or more days")[0].raw == str(n)  # a duration: not this grammar


@pytest.mark.parametrize("n,word", [(4, "four"), (3, "three"), (5, "five")])
def test_a_count_reworded_beside_its_bound(n, word):
    ctx = [{"title": "a.md", "text": f"An assessment costs £120 for homes with up to {n - 1} bedrooms and £150 for homes with {n} or more bedrooms."}]
    q = "How much is an assessment?"
    assert not [f for f in check(f"- **£150** for homes with {word} bedrooms or more", ctx, q).findings if f.rule == "value"]
    assert [f for f in check(f"- **£150** for homes with {n + 2} bedrooms or more", ctx, q).findings if f.rule == "value"]
