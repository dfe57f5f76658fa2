"""Value forms as a grammar (issue 22 item 6): a span of two years, pounds of weight, and a duration
written with an article after a word of rough size or bound. Each form is generated, not listed, and
each has a wrong neighbour that must stay different."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.text.matching import TextIndex, extract_values, same_value


def states(text: str, requirement: str) -> bool:
    return TextIndex(text).contains(requirement)


_NUMBER_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen"]


@settings(max_examples=60, deadline=None)
@given(st.integers(1950, 2090), st.sampled_from(["-", "–", "/", " - ", "—"]), st.sampled_from(["membership year", "season", "tax year", "academic year"]))
def test_a_span_of_two_years_is_one_value(year: int, join: str, noun: str) -> None:
    short = f"{(year + 1) % 100:02d}"
    vals = extract_values(f"Fees for the {year}{join}{short} {noun} are listed below.")
    spans = [v for v in vals if v.kind == "date" and (v.unit or "").startswith("years:")]
    assert [v.unit for v in spans] == [f"years:{year}-{year + 1}"]
    assert not any(v.kind == "quantity" for v in vals)  # never "26 membership" or 2025 months
    other = extract_values(f"For {year}{join}{short}.")
    assert same_value(spans[0], other[0])
    # neighbours: another span, and two numbers that are no span ("2025-27" is no run of one year)
    wrong = extract_values(f"For {year + 1}{join}{(year + 2) % 100:02d}.")
    assert not same_value(spans[0], wrong[0])
    skipped = extract_values(f"For {year}-{(year + 2) % 100:02d}.")
    assert not any((v.unit or "").startswith("years:") for v in skipped)


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 2060))
def test_an_iso_date_is_no_span_of_years(day: int) -> None:
    import datetime

    d = datetime.date(1950, 1, 1) + datetime.timedelta(days=day * 20)
    vals = extract_values(f"It is due on {d.isoformat()}.")
    assert [v.unit for v in vals] == [d.isoformat()]


@settings(max_examples=60, deadline=None)
@given(st.integers(5, 20), st.integers(1, 13), st.booleans(), st.sampled_from(["", "and "]))
def test_pounds_after_stones_weigh(stones: int, pounds: int, words: bool, joint: str) -> None:
    lb = _NUMBER_WORDS[pounds - 1] if words else str(pounds)
    vals = extract_values(f"You must weigh at least 50kg ({stones} stone {joint}{lb} pounds).")
    weights = [v for v in vals if v.unit == "lb"]
    assert [(v.kind, v.amount) for v in weights] == [("quantity", float(pounds))]
    assert not any(v.kind == "money" for v in vals)
    context = [v for v in extract_values(f"weigh at least 50kg ({stones} stone {pounds}lb)") if v.unit == "lb"]
    assert same_value(weights[0], context[0])
    # the wrong neighbour: another number of pounds
    wrong = [v for v in extract_values(f"weighs {pounds + 1} pounds") if v.unit == "lb"]
    assert wrong and not same_value(wrong[0], context[0])


@given(st.integers(1, 13), st.sampled_from(["costs", "a fee of", "pay"]))
def test_pounds_of_money_stay_money(n: int, lead: str) -> None:
    vals = extract_values(f"It {lead} {_NUMBER_WORDS[n - 1]} pounds.")
    assert [(v.kind, v.unit, v.amount) for v in vals] == [("money", "gbp", float(n))]


_LEADS = ["takes about", "takes around", "lasts roughly", "takes approximately", "lasts nearly", "takes almost", "more than",
          "less than", "at least", "at most", "takes", "within", "for about"]
#: a unit, and the same length written in another unit of its dimension
_UNITS = [("an hour", "sixty minutes"), ("an hour", "60 minutes"), ("a day", "24 hours"), ("a week", "seven days"),
          ("a week", "7 days"), ("a fortnight", "two weeks"), ("a year", "12 months"), ("a minute", "60 seconds"),
          ("a month", "one month")]
_WRONG = {"sixty minutes": "forty-five minutes", "60 minutes": "90 minutes", "24 hours": "48 hours", "seven days": "ten days",
          "7 days": "5 days", "two weeks": "three weeks", "12 months": "18 months", "60 seconds": "30 seconds", "one month": "two months"}


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(_LEADS), st.sampled_from(_UNITS))
def test_a_duration_with_an_article_after_a_word_of_size(lead: str, unit: tuple[str, str]) -> None:
    article, converted = unit
    context = f"A full appointment {lead} {article}."
    assert states(context, converted), (context, converted)
    assert not states(context, _WRONG[converted]), (context, _WRONG[converted])
