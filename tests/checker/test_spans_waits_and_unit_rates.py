"""SPANS, WAITS AND ONE-UNIT RATES (checker.derive, checker.frames):

- a span between two days where the later one is said first ("the trial is on 14 September, and she turns one on
  10 September, so she'll be 4 days past it") is their difference, as it is said the other way round;
- a span between two weekday times where the time is glossed after the day ("From Tuesday evening (say 7pm) to
  Friday at 10am is 63 hours");
- the wait until an age ("the minimum age is 10, so at 8 … he'll be eligible in two years");
- a duration of one unit that the context gives as what a price is per ("£36 for an hour"): "| Individual lesson,
  1 hour | £36 |" and "ten one-hour lessons at £36 each" give £36 to its own subject, not the block's "one-hour";
- a group named before a kind of ticket ("an adult ticket at £14") is the price's subject, not the unit it is per;
- a value the claim denies ("a half-hour booking isn't possible — you'd pay for the full hour (£220)") is paired with
  no other.

Each class passes with the right figure and is caught with a wrong one."""
from __future__ import annotations

import pytest

from groundtest import check


def _verdict(resp: str, ctx: "str | list[str]", q: str) -> str:
    docs = [ctx] if isinstance(ctx, str) else ctx
    return check(resp, [{"title": f"d{i}.md", "text": t} for i, t in enumerate(docs)], q).hallucination


_TRIAL = "The Fellside trial is held on Saturday 14 September. All dogs must be at least 12 months old on the day."


@pytest.mark.parametrize("later,earlier,days", [("14 September", "10 September", 4), ("30 June", "21 June", 9),
                                                 ("3 March", "1 March", 2), ("28 November", "14 November", 14)])
def test_a_span_with_the_later_day_said_first(later, earlier, days):
    ctx = f"The Fellside trial is held on Saturday {later}. All dogs must be at least 12 months old on the day."
    q = f"My dog turns one on {earlier}. Is she old enough?"
    ok = f"The trial is on {later}, and your dog turns one on {earlier}, so she'll be 12 months and {days} days old."
    bad = f"The trial is on {later}, and your dog turns one on {earlier}, so she'll be 12 months and {days + 3} days old."
    assert _verdict(ok, ctx, q) != "hallucinated"
    assert _verdict(bad, ctx, q) == "hallucinated"


_REFUND = "Cancellations made more than 72 hours before the tour get a full refund; between 24 and 72 hours, 50%."


@pytest.mark.parametrize("gloss,hours", [("evening (say 7pm)", 63), ("morning (say 9am)", 73), ("night (say 11pm)", 59)])
def test_a_span_between_weekday_times_glossed_after_the_day(gloss, hours):
    q = "Our tour is on Friday at 10am. If we cancel on Tuesday, do we get our money back?"
    assert _verdict(f"From Tuesday {gloss} to Friday at 10am is {hours} hours.", _REFUND, q) != "hallucinated"
    assert _verdict(f"From Tuesday {gloss} to Friday at 10am is {hours - 5} hours.", _REFUND, q) == "hallucinated"


@pytest.mark.parametrize("minimum,age", [(10, 8), (16, 13), (18, 17)])
def test_the_wait_until_an_age(minimum, age):
    words = {1: "one year", 2: "two years", 3: "three years", 4: "four years", 5: "five years", 6: "six years"}
    ctx = f"The minimum age for flying trapeze is {minimum}. Kids' classes cost £9 per session."
    q = f"My son is {age} and wants to do flying trapeze."
    wait = minimum - age
    say = "— he'll be eligible in {}."
    ok = f"The minimum age is {minimum}, so at {age} your son isn't old enough yet " + say.format(words[wait])
    bad = f"The minimum age is {minimum}, so at {age} your son isn't old enough yet " + say.format(words[wait + 2])
    assert _verdict(ok, ctx, q) != "hallucinated"
    assert _verdict(bad, ctx, q) == "hallucinated"


_PIPES = ("Glenmorven Piping School: individual lessons on the practice chanter cost £28 for 45 minutes or £36 for an hour. "
          "A block of 10 one-hour lessons is £320 if paid upfront.")


@pytest.mark.parametrize("row", ["| Individual lesson, 1 hour | £36 |", "| Individual lesson, one hour | £36 |",
                                 "| Individual lesson, 45 minutes | £28 |"])
def test_a_one_unit_duration_a_price_is_per(row):
    resp = f"| Option | Price |\n|---|---|\n{row}\n| Block of ten 1-hour lessons | £320 |"
    assert _verdict(resp, _PIPES, "What do lessons cost?") != "hallucinated"


@pytest.mark.parametrize("row", ["| Individual lesson, 1 hour | £28 |", "| Individual lesson, 1 hour | £30 |",
                                 "| Individual lesson, one hour | £28 |"])
def test_a_one_unit_duration_with_another_price_is_caught(row):
    resp = f"| Option | Price |\n|---|---|\n{row}\n| Block of ten 1-hour lessons | £320 |"
    assert _verdict(resp, _PIPES, "What do lessons cost?") == "hallucinated"


def test_one_unit_lessons_at_their_rate():
    q = "How much cheaper is the block than paying per hour?"
    assert _verdict("Ten single one-hour lessons at £36 each would be £360, so the block saves you £40.", _PIPES, q) \
        != "hallucinated"
    assert _verdict("Ten single one-hour lessons at £28 each would be £280, so the block costs you £40 more.", _PIPES, q) \
        == "hallucinated"


_TICKETS = "Tickets cost £14 for adults and £10 for children aged 2 to 15. Booking online adds a £1 fee per ticket."


@pytest.mark.parametrize("group,price,ok", [("an adult ticket", "£14", True), ("a child ticket", "£10", True),
                                            ("a child ticket", "£14", False), ("an adult ticket", "£10", False)])
def test_a_group_named_before_its_ticket(group, price, ok):
    resp = f"Their cousin is 16, which is above the child band, so they'll need {group} at {price}."
    got = _verdict(resp, _TICKETS, "My twins are 15 and their cousin is 16. What tickets do they need?")
    assert (got != "hallucinated") is ok


_BAND = ("The full Harbourside Silver Band (about 25 players) costs £650 for a performance of up to 2 hours. Each additional half hour is £120. Our brass quartet costs £220 per "
         "hour with a minimum booking of 1 hour.")


def test_a_denied_value_pairs_with_no_other():
    q = "Could we book the quartet for just half an hour?"
    assert _verdict("So a half-hour booking isn't possible — you'd be paying for the hour (£220) either way.", _BAND, q) \
        != "hallucinated"
    assert _verdict("So a half-hour booking is possible, at £220.", _BAND, q) == "hallucinated"
