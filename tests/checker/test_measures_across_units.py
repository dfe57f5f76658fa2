"""MEASURES ACROSS UNITS: a part of one measure ("0.8 of a tonne", "half a kilo", "three-quarters of a litre"), a rate
applied to an amount in another unit of its dimension ("£180 per tonne … 800kg is worth £144"), a rate lead ("prices
this week, per tonne: copper £5,900; lead £1,250") and a "Per kg" column, and a step between two measures in different
units ("800kg" and "1 tonne": "more than 200kg" to go over) — text.matching._MEASURE_PART, derive._rates,
derive.Ledger._metric_step. The same shapes with the arithmetic wrong are caught."""
from __future__ import annotations

import itertools

import pytest

from groundtest import check
from groundtest.text.matching import extract_values

_FRACTIONS = {"half": 0.5, "a half": 0.5, "a third": 1 / 3, "two thirds": 2 / 3, "two-thirds": 2 / 3, "a quarter": 0.25,
              "three quarters": 0.75, "three-quarters": 0.75, "a fifth": 0.2, "a tenth": 0.1}
_UNITS = ("tonne", "kilo", "litre", "metre", "mile", "pint", "gallon", "kilometre")


@pytest.mark.parametrize("frac,unit", list(itertools.product(_FRACTIONS, _UNITS)))
def test_a_fraction_of_a_measure_is_that_part_of_its_unit(frac, unit):
    for text in (f"{frac} of a {unit}", f"about {frac} of a {unit} each"):
        got = [(v.kind, round(v.amount, 6), v.unit) for v in extract_values(text)]
        assert got == [("quantity", round(_FRACTIONS[frac], 6), unit)], text
    if frac == "half":
        got = [(v.kind, v.amount, v.unit) for v in extract_values(f"half a {unit}")]
        assert got == [("quantity", 0.5, unit)]


@pytest.mark.parametrize("dec", ["0.8", "0.25", ".5", "1.5"])
@pytest.mark.parametrize("unit", _UNITS)
def test_a_decimal_of_a_measure(dec, unit):
    got = [(v.kind, v.amount, v.unit) for v in extract_values(f"that is {dec} of a {unit}")]
    assert got == [("quantity", float(dec), unit)]


@pytest.mark.parametrize("text,want", [
    ("a quarter of a pound (25p)", [("money", 0.25, "gbp"), ("money", 0.25, "gbp")]),
    ("half a euro", [("money", 0.5, "eur")]),
    ("half a pound of cheese", []),                     # a weight in pounds: not money, not read
    ("half a dozen eggs", [("quantity", 6.0, "egg")]),  # half a dozen is six, not twelve
    ("half a dozen", [("number", 6.0, None)]),
    ("a dozen eggs", [("quantity", 12.0, "egg")]),
    ("half an hour", [("quantity", 30.0, "minute")]),  # the durations keep their own grammar
])
def test_parts_of_a_currency_and_of_a_dozen(text, want):
    assert [(v.kind, v.amount, v.unit) for v in extract_values(text)] == want


_COLLECT = [{"title": "collections.md", "text": "Free collection for loads over 1 tonne within 20 miles of the yard. "
                                                "Collections under 1 tonne cost £45."},
            {"title": "prices.md", "text": "Northgate Metals prices this week, per tonne: mixed copper £5,200; lead £1,250; "
                                           "steel and light iron £180. Prices change weekly."}]
_Q = "I've got about 800kg of steel. Will you collect it for free, and what is it worth?"


@pytest.mark.parametrize("answer,ok", [
    ("Steel is **£180 per tonne** this week, so 800kg (0.8 of a tonne) is worth about **£144**.", True),
    ("Steel is **£180 per tonne** this week, so 800kg (0.8 of a tonne) is worth about **£164**.", False),
    ("If you can add **more than 200kg** of scrap to the load, it would go **over 1 tonne** and collection would be free.", True),
    ("If you can add **more than 300kg** of scrap to the load, it would go **over 1 tonne** and collection would be free.", False),
    ("| Metal | Per tonne | Per kg |\n|---|---|---|\n| Mixed copper | £5,200 | **£5.20** |\n| Lead | £1,250 | **£1.25** |\n"
     "| Steel and light iron | £180 | **18p** |", True),
    ("| Metal | Per tonne | Per kg |\n|---|---|---|\n| Mixed copper | £5,200 | **£52** |\n| Lead | £1,250 | **£1.25** |", False),
    ("So **10kg of mixed copper** would be worth about **£52**, while **10kg of steel** would be about **£1.80**.", True),
    ("So **10kg of mixed copper** would be worth about **£520**.", False),
])
def test_rates_and_steps_across_units(answer, ok):
    v = check(answer, _COLLECT, _Q)
    assert (v.hallucination != "hallucinated") is ok, [(f.rule, f.content) for f in v.findings]


def test_a_lead_gives_its_unit_only_to_its_own_sentence():
    # the lead's unit ends with its sentence: "£40" after it is no rate per tonne, so £0.04 per kg is not derived
    ctx = [{"title": "p.md", "text": "Prices per tonne: lead £1,250. A skip costs £40."}]
    v = check("A skip would be **£0.04 per kg**.", ctx, "How much is a skip?")
    assert v.hallucination == "hallucinated"


# ------------------------------------------------------------------ a kilo is a kg as a price's unit (frames.PERIODS)
_FRUIT = [{"title": "p.md", "text": "Pick your own: strawberries £5 per kg, raspberries £6 per kg this season."}]


@pytest.mark.parametrize("answer,ok", [
    ("Raspberries are **£6 a kilo** this season.", True),
    ("Raspberries are **£6 per kilogram** this season.", True),
    ("Raspberries are **£6 per kg** this season.", True),
    ("Raspberries are **£6 a punnet** this season.", False),
    ("Raspberries are **£6 per litre** this season.", False),
])
def test_a_price_per_kilo_is_per_kg(answer, ok):
    v = check(answer, _FRUIT, "How much are raspberries?")
    assert (v.hallucination != "hallucinated") is ok, [(f.rule, f.content) for f in v.findings]


# ------------------------------------------------------------------ THE MINUTE MARK (text.matching._MINUTE_MARK)
@pytest.mark.parametrize("mm", [5, 10, 15, 20, 30, 45, 59])
def test_a_minute_mark_is_minutes_past_the_hour(mm):
    got = [(v.kind, v.amount, v.unit) for v in extract_values(f"sessions start at :{mm:02d} past each hour")]
    assert got == [("quantity", float(mm), "minute")]


@pytest.mark.parametrize("text,want", [
    ("| Start times | :00 or :30, 9am–7:30pm |", [("quantity", 30.0, "minute"), ("time", 540.0, "09:00"), ("time", 1170.0, "19:30")]),
    ("at 10:30", [("time", 630.0, "~10:30")]),       # a clock time keeps its hour (either half: no am/pm)
    ("Note: 30 days", [("quantity", 30.0, "day")]),  # a colon then a space: no mark
])
def test_on_the_hour_is_no_amount_and_clock_times_stay(text, want):
    assert [(v.kind, v.amount, v.unit) for v in extract_values(text)] == want


def test_minute_marks_read_against_the_context():
    ctx = [{"title": "booking.md", "text": "Float sessions start on the hour and on the half hour, between 9:00 and 19:30."}]
    ok = check("| Start times | :00 or :30, 9am–7:30pm |", ctx, "When do sessions start?")
    bad = check("| Start times | :00 or :45, 9am–7:30pm |", ctx, "When do sessions start?")
    assert ok.hallucination != "hallucinated" and bad.hallucination == "hallucinated"
