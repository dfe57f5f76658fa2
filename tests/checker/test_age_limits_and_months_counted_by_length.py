"""THE GAP TO THE CONTEXT'S AGE LIMIT, A MONTH COUNTED BY ITS LENGTH, ONE DAY COUNTED ALONE, AND THE AMOUNT A CAPPED
SHARE BREAKS EVEN AT (derive._age_limits, months.length_after / months.inside, derive._one_day, derive._REACH).

"You're 13, so you're one year too young" where the context says trial flyers "must be at least 14": the gap between
the user's age and the context's limit (THE AGE LIMIT GRAMMAR: "at least 14", "17 or over", "aged 16+", "the minimum
age is 18"); another gap is caught. "From 20 July to 1 September: 20–31 July 11 days, August: 31 days, 1 September: 1
day" names August by its length, inside the question's run of months; a month outside it, or a wrong length, is caught.
"The point where 0.25% a year equals £120 (£48,000)": the amount whose share is the shown amount."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored


def _critical(v) -> list:
    return [(f.rule, f.content) for f in v.findings if f.severity == "critical"]


_LIMITS = {
    "at least 14": 14, "14 or over": 14, "aged 14 or older": 14, "14+": 14, "the minimum age is 14": 14,
    "aged 16 and over": 16, "17 or older": 17}


@pytest.mark.parametrize("limit", list(_LIMITS))
@pytest.mark.parametrize("age_gap", [1, 2, 3])
def test_the_gap_to_the_age_limit_is_worked_out(limit, age_gap):
    need = _LIMITS[limit]
    age = need - age_gap
    words = {1: "one year", 2: "two years", 3: "three years"}[age_gap]
    ctx = [{"title": "rules.md", "text": f"Trial flyers must be {limit} to fly. Each flight costs £75."}]
    v = check(f"At {age} you are {words} too young, so you can't fly yet.", ctx, f"I am {age}. Can I fly?")
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("limit", list(_LIMITS))
def test_another_gap_to_the_age_limit_is_caught(limit):
    age = _LIMITS[limit] - 1
    ctx = [{"title": "rules.md", "text": f"Trial flyers must be {limit} to fly. Each flight costs £75."}]
    v = check(f"At {age} you are three years too young, so you can't fly yet.", ctx, f"I am {age}. Can I fly?")
    assert v.hallucination == "hallucinated", _critical(v)


_DEPOSIT = [{"title": "deposits.md", "text": "Deposit your week at least 60 days before its start date to receive "
             "full trading power."}]
_WHEN = "My week starts on 1 September. I'm depositing it on 20 July. Will I get full trading power?"


@pytest.mark.parametrize("line", ["- August: **31 days**", "- August: 31 days", "August has 31 days.",
                                  "- August (31 days)", "- 1 September: 1 day", "- 1 September: **1 day**"])
def test_a_month_inside_the_count_is_named_by_its_length(line):
    v = check(line, _DEPOSIT, _WHEN)
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("line", ["- August: 30 days", "- October: 31 days", "- June: 30 days", "- 2 September: 1 day",
                                  "- 1 September: 2 days"])
def test_a_month_outside_the_count_or_a_wrong_length_is_caught(line):
    v = check(line, _DEPOSIT, _WHEN)
    assert v.hallucination == "hallucinated", _critical(v)


@pytest.mark.parametrize("months, length, inside", [
    ("1 March to 20 May", "April: 30 days", True), ("20 May to 1 March", "April: 30 days", True),
    ("10 November to 5 February", "December: 31 days", True), ("10 November to 5 February", "January: 31 days", True),
    ("1 March to 20 May", "June: 30 days", False), ("10 November to 5 February", "March: 31 days", False)])
def test_months_inside_a_span_by_grammar(months, length, inside):
    start, _, end = months.partition(" to ")
    v = check(f"- {length}", _DEPOSIT, f"My week starts on {end}. I'm depositing it on {start}. Is that early enough?")
    assert (v.hallucination != "hallucinated") is inside, _critical(v)


_PLATFORM = [{"title": "fees.md", "text": "The platform fee is 0.25% a year of your account value, charged monthly "
              "and capped at £10 a month."}]


@pytest.mark.parametrize("base, caught", [("£48,000", False), ("£48000", False), ("£40,000", True), ("£4,800", True)])
def test_the_amount_a_capped_share_breaks_even_at(base, caught):
    v = check("The cap is £10 a month, or £120 a year. So above the point where 0.25% a year equals £120 "
              f"({base}), you pay the flat £10.", _PLATFORM, "My account is worth £60,000. What is my fee?")
    assert (v.hallucination == "hallucinated") is caught, _critical(v)


def test_score_reads_age_limits_and_month_counts(tmp_path):
    ctx = [{"title": "rules.md", "text": "Trial flyers must be at least 14 to fly."}]
    rows = [{"id": "gap", "type": "answerable", "expect": "answer", "query": "I'm 13. Can I fly?", "context": ctx,
             "response": "Not yet — at 13 you're one year too young."},
            {"id": "bad_gap", "type": "answerable", "expect": "answer", "query": "I'm 13. Can I fly?", "context": ctx,
             "response": "Not yet — at 13 you're two years too young."},
            {"id": "month", "type": "answerable", "expect": "answer", "query": _WHEN, "context": _DEPOSIT,
             "response": "Counting: 20 July → 31 July: 11 days; August: 31 days; 1 September: 1 day. That's 43 days."},
            {"id": "bad_month", "type": "answerable", "expect": "answer", "query": _WHEN, "context": _DEPOSIT,
             "response": "Counting: 20 July → 31 July: 11 days; October: 31 days; 1 September: 1 day. That's 43 days."}]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"gap": False, "bad_gap": True, "month": False, "bad_month": True}
