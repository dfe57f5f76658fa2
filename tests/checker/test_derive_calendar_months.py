"""Calendar steps of months and years (checker/derive.py, ``Ledger._month_periods``): a date a period in
months the context states after or before a supported date ("by the third anniversary", "3 years after",
"up to a month minus a day before"), with or without its year; a date off by any other amount stays
unsupported. And the grammar of "20 May": the month when written with its capital and no verb follows."""
from __future__ import annotations

from datetime import date

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from groundtest import check
from groundtest.checker.derive import _add_months
from groundtest.text.matching import extract_values

MOT = [{"title": "first-mot.md", "text": "A car needs its first MOT by the third anniversary of its registration, "
                                          "and then every year after that."}]
EARLY = [{"title": "booking.md", "text": "You can have your MOT up to a month minus a day before your current "
                                         "certificate runs out and keep the same renewal date."}]


def _d(d: date) -> str:
    return f"{d.day} {d.strftime('%B')} {d.year}"


def test_an_anniversary_both_ways():
    q = "My car was first registered on 14 March 2022. When does it need its first MOT?"
    assert check("Your car needs its first MOT by 14 March 2025.", MOT, q).hallucination != "hallucinated"
    assert check("Your car needs its first MOT by 14 March 2024.", MOT, q).hallucination == "hallucinated"
    assert check("Your car needs its first MOT by 14 April 2025.", MOT, q).hallucination == "hallucinated"


def test_a_month_minus_a_day_without_a_year():
    q = "My MOT certificate runs out on 20 May. What's the earliest I can get it tested?"
    rule = "You can have it up to a month minus a day before it runs out.\n"
    ok = rule + "- A month before: **20 April**\n- Minus a day, the earliest date is **21 April**."
    assert check(ok, EARLY, q).hallucination != "hallucinated"
    assert check(rule + "The earliest date is 21 April.", EARLY, q).hallucination != "hallucinated"
    assert check(rule + "The earliest date is 14 April.", EARLY, q).hallucination == "hallucinated"
    assert check(rule + "The earliest date is 22 April.", EARLY, q).hallucination == "hallucinated"
    assert check(rule + "The earliest date is 21 March.", EARLY, q).hallucination == "hallucinated"


@settings(max_examples=40, deadline=None)
@given(st.dates(min_value=date(2020, 1, 1), max_value=date(2030, 12, 28)), st.integers(min_value=1, max_value=5),
       st.integers(min_value=1, max_value=20))
def test_years_after_a_date_as_a_property(start, years, off):
    ctx = [{"title": "w.md", "text": f"The warranty lasts {years} years from the date of purchase."}]
    q = f"I bought it on {_d(start)}."
    end = _add_months(start, 12 * years)
    assert check(f"Your warranty runs until {_d(end)}.", ctx, q).hallucination != "hallucinated"
    wrong = date.fromordinal(end.toordinal() + off)
    assert check(f"Your warranty runs until {_d(wrong)}.", ctx, q).hallucination == "hallucinated"


@given(st.dates(min_value=date(2000, 1, 1), max_value=date(2040, 12, 31)), st.integers(min_value=-60, max_value=60))
def test_add_months_stays_in_its_month(d, n):
    got = _add_months(d, n)
    assert (got.year * 12 + got.month) - (d.year * 12 + d.month) == n
    assert got.day == d.day or got.day < d.day  # the month's last day when it has no such day


def test_may_as_a_month():
    for text, kind in [("runs out on 20 May.", "date"), ("Expiry: **20 May**", "date"), ("from 20 May to 3 June", "date"),
                       ("8 may be renewed", "number"), ("Item 8 May apply", "number")]:
        assert extract_values(text)[0].kind == kind, text


FEST = [{"title": "tickets.md", "text": "Meadowlark Festival 2025 runs from Friday 18 July to Sunday 20 July."}]


def test_a_year_the_sources_give_to_a_day_without_one():
    """"20 July 2025" is the context's "Sunday 20 July" when the context states 2025; another year, or a day it
    does not give, is not."""
    assert check("The festival runs Friday 18 July to Sunday 20 July 2025.", FEST).hallucination != "hallucinated"
    assert check("The festival runs until 20 July 2026.", FEST).hallucination == "hallucinated"
    assert check("The festival runs until 21 July 2025.", FEST).hallucination == "hallucinated"


@settings(max_examples=30, deadline=None)
@given(st.dates(min_value=date(2001, 1, 1), max_value=date(2039, 12, 31)), st.integers(min_value=1, max_value=3))
def test_a_year_the_sources_give_as_a_property(d, off):
    ctx = [{"title": "e.md", "text": f"The {d.year} show takes place on {d.day} {d.strftime('%B')}."}]
    assert check(f"The show is on {_d(d)}.", ctx).hallucination != "hallucinated"
    assume(not (d.month == 2 and d.day == 29))
    assert check(f"The show is on {_d(d.replace(year=d.year + off))}.", ctx).hallucination == "hallucinated"
