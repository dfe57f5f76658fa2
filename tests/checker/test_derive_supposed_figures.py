"""The supposition grammar (checker/derive.py ``Ledger.supposed``, ``_SUPPOSE_CUE``) and the count of the answer's
own items (checker/lookups.py ``items_above``).

A figure of any kind the answer supposes for a worked example ("So if you lost something on, say, 1 June", "e.g.
March journeys", "if your round trip is 10 miles a day", "say 2pm to 5pm", "a passenger at 18 stone would …", the
first cell of a row under "Some examples") is the writer's operand, not a claim; what it leads to is still derived
and checked ("you'd have until 30 August": 1 June + 90 days; "by 5 April": the 5th of the month after March; "| 6:25pm
| 25 | £15 |": 25 minutes past 6pm, three started blocks of 10 minutes at £5). A count word equal to the rows or
items the answer itself lists just above ("the cheapest of the three") is supported.

Each both ways: the wrong derivation, the fact stated as an example ("for example, the late fee is £15"), the bound
("for example, within 45 days") and the miscount ("of the four" under three rows) are still flagged.
"""
from __future__ import annotations

import json
import math
from datetime import date, timedelta

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from groundtest import check
from groundtest.cli import main

MONTHS = "January February March April May June July August September October November December".split()
COUNTS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def _flags(verdict) -> list:
    return [f for f in verdict.findings if f.severity == "critical" and f.rule == "value"]


def _ctx(text: str) -> list[dict]:
    return [{"title": "policy.md", "text": text}]


def _day(d: date) -> str:
    return f"{d.day} {MONTHS[d.month - 1]}"


def _clock(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    return f"{(h - 1) % 12 + 1}:{m:02d}pm" if m else f"{(h - 1) % 12 + 1}pm"


# ------------------------------------------------------------------ a supposed day, and the day it leads to

CUES = ["So if you lost something on, say, {d},", "Say you lost it on {d} —", "For example, if you lost it on {d},",
        "If, say, you lost it on {d},", "e.g. if you lost it on {d},"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CUES), st.sampled_from([14, 28, 30, 60, 90]), st.dates(date(2001, 1, 1), date(2001, 9, 30)),
       st.sampled_from([-5, 11, 17]))
def test_a_day_supposed_leads_to_a_deadline_checked(cue, n, lost, off):
    ctx = _ctx(f"Items can be reported as lost up to {n} days after the date of loss.")
    q = "How far back can I report an item as lost?"
    right = f"{cue.format(d=_day(lost))} you'd have until {_day(lost + timedelta(days=n))} to report it."
    assert not _flags(check(right, ctx, q)), right
    bad = lost + timedelta(days=n + off)
    # (a date whose day is a figure the context states, "14 February" beside "14 days", is not read by meaning — its
    # month name is flagged instead, by the name rule: lookups' documented limit, not this grammar's)
    assume(bad.day != n)
    wrong = right.replace(_day(lost + timedelta(days=n)), _day(bad))
    assert _flags(check(wrong, ctx, q)), wrong


def test_a_day_stated_without_a_supposition_is_still_a_claim():
    ctx = _ctx("Items can be reported as lost up to 90 days after the date of loss.")
    assert _flags(check("The office reopens on 1 June.", ctx, "When can I report?"))
    assert _flags(check("For example, the deadline is 30 August.", ctx, "When can I report?"))


# ------------------------------------------------------------------ a supposed month, and the day of the next one

@settings(max_examples=40, deadline=None)
@given(st.integers(0, 11), st.sampled_from([5, 10, 15, 28]), st.sampled_from(["e.g.", "for example,", "say"]))
def test_a_month_supposed_leads_to_the_day_of_the_following_month(m, n, cue):
    ctx = _ctx(f"Claims must be submitted on the monthly expenses form by the {n}th of the following month.")
    q = "When do I send my travel claim?"
    nxt = MONTHS[(m + 1) % 12]
    right = f"Submit it by the {n}th of the following month — {cue} {MONTHS[m]} journeys by {n} {nxt}."
    assert not _flags(check(right, ctx, q)), right
    for wrong_day in (f"{n} {MONTHS[(m + 2) % 12]}", f"{n + 3} {nxt}"):
        wrong = right.replace(f"{n} {nxt}", wrong_day)
        assert _flags(check(wrong, ctx, q)), wrong


# ------------------------------------------------------------------ a supposed quantity in an if-clause of the user's case

@settings(max_examples=40, deadline=None)
@given(st.integers(2, 40), st.sampled_from([("bicycle", 20), ("motorcycle", 24), ("car", 45)]),
       st.sampled_from(["**Example:** if your round trip is", "For example, if your daily journey is",
                        "Say your round trip is"]))
def test_a_distance_supposed_multiplies_the_rate(miles, mode, cue):
    name, pence = mode
    ctx = _ctx(f"Mileage rates for jurors: {name} {pence}p per mile. Parking is reimbursed up to £12.50 a day.")
    q = "What's the mileage rate?"
    total = miles * pence / 100
    right = f"{cue} {miles} miles a day:\n- {miles} × {pence}p = **£{total:.2f}** a day"
    assert not _flags(check(right, ctx, q)), right
    wrong = right.replace(f"£{total:.2f}", f"£{total + 0.35:.2f}")
    assert _flags(check(wrong, ctx, q)), wrong


def test_a_fact_put_as_an_example_is_still_a_claim():
    ctx = _ctx("Mileage rates for jurors: bicycle 20p per mile. Claims must be made within 30 days.")
    q = "What can I claim?"
    for wrong in ("For example, the late fee is £15.", "For example, the parking allowance is £8 a day.",
                  "You need to claim within, for example, 45 days.", "For example, claims must be made within 45 days.",
                  "For example, the office closes at 5pm."):
        assert _flags(check(wrong, ctx, q)), wrong


# ------------------------------------------------------------------ a supposed range of times

@settings(max_examples=40, deadline=None)
@given(st.integers(11, 15), st.integers(1, 2), st.sampled_from(["say", "for example", "e.g."]))
def test_a_time_range_supposed_inside_the_rule(start, hours, cue):
    ctx = _ctx("Players aged 12 to 15 may play unaccompanied between 10am and 6pm but must have an adult after 6pm.")
    q = "Can my 13-year-old play on his own?"
    a, b = _clock(start * 60), _clock((start + hours) * 60)
    right = f"So the easiest option is a daytime session — {cue} {a} to {b} — which he could do on his own."
    assert not _flags(check(right, ctx, q)), right
    stated = f"Daytime sessions run {a} to {b}, which he could do on his own."
    assert _flags(check(stated, ctx, q)), stated


# ------------------------------------------------------------------ a case's own measure, then what it would do

@settings(max_examples=30, deadline=None)
@given(st.integers(18, 19), st.sampled_from([40, 60, 75]))
def test_a_case_measured_would_pay_the_rule(stone, fee):
    ctx = _ctx(f"Passengers weighing over 17 stone (108kg) must book a Comfort Seat at an additional £{fee}. "
               "The maximum passenger weight is 20 stone (127kg).")
    q = "What's the weight limit?"
    right = f"So, for example, a passenger at {stone} stone would book a Comfort Seat for £{fee} extra."
    assert not _flags(check(right, ctx, q)), right
    wrong = right.replace(f"£{fee} extra", f"£{fee + 15} extra")
    assert _flags(check(wrong, ctx, q)), wrong


# ------------------------------------------------------------------ a table of examples: the case, then what it gives

@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(1, 59), min_size=1, max_size=3, unique=True), st.sampled_from([5, 10, 15]),
       st.sampled_from(["**Some examples**", "### Examples", "**Example**"]))
def test_rows_of_examples_derive_minutes_late_and_the_charge(lates, block, heading):
    ctx = _ctx(f"Children collected after 6pm are charged £5 for each {block} minutes (or part of {block} minutes) "
               "that they are late.")
    q = "What happens if I'm late picking up?"
    rows = [(f"{_clock(18 * 60 + m)}", m, 5 * math.ceil(m / block)) for m in sorted(lates)]
    table = "| You arrive at | Minutes late | Charge |\n|---|---|---|\n"
    right = f"{heading}\n\n{table}" + "".join(f"| {t} | {m} | £{c} |\n" for t, m, c in rows)
    assert not _flags(check(right, ctx, q)), right
    t, m, c = rows[-1]
    # (minutes late that equal the block the context names, "15" beside "each 15 minutes", are the context's own
    # figure, read as stated: no wrong neighbour; the clean-clone CI drew 6:05pm with 15 minutes once)
    bads = ([f"| {t} | {m + 10} | £{c} |"] if m + 10 != block else []) + [f"| {t} | {m} | £{c + 5} |"]
    for bad in bads:
        wrong = f"{heading}\n\n{table}{bad}\n"  # (alone: a charge equal to the rows above it would be their total)
        assert _flags(check(wrong, ctx, q)), wrong


# ------------------------------------------------------------------ the answer's own items, counted back

TOYS = ["bouncers", "baby gyms", "activity mats", "sensory toys", "rattles", "play tunnels"]


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 5), st.sampled_from(["All {n} are suitable from birth.", "Each of the {n} is lent for two weeks.",
                                           "Any of these {n} can be borrowed today."]), st.booleans())
def test_a_count_of_the_items_above_is_the_answers_own(k, sentence, as_table):
    toys = TOYS[:k]
    ctx = _ctx(f"The baby range includes {', '.join(toys[:-1])} and {toys[-1]}. They are suitable from birth and are "
               "lent for two weeks at a time.")
    q = "Do you lend baby equipment?"
    above = "| Item | Age |\n|---|---|\n" + "".join(f"| {t.capitalize()} | from birth |\n" for t in toys) if as_table \
        else "".join(f"- {t.capitalize()}\n" for t in toys)
    right = f"{above}\n{sentence.format(n=COUNTS[k])}"
    assert not _flags(check(right, ctx, q)), right
    wrong = f"{above}\n{sentence.format(n=COUNTS[k + 1])}"
    assert _flags(check(wrong, ctx, q)), wrong


def test_the_cheapest_of_the_three_rows():
    ctx = _ctx("Our standard loan costs 12.9% APR. The Family loan costs 26.8% APR. The savings-secured loan costs 6.9% APR.")
    table = ("| Loan | Rate |\n|---|---|\n| Standard | 12.9% |\n| Family loan | 26.8% |\n| Savings-secured | 6.9% |\n\n")
    assert not _flags(check(table + "So the Family loan is the most expensive of the three.", ctx, "Which is cheapest?"))
    assert _flags(check(table + "So the savings-secured loan is the cheapest of the four.", ctx, "Which is cheapest?"))


# ------------------------------------------------------------------ through the CLI

def test_score_reads_a_supposed_day_and_its_wrong_neighbour(tmp_path):
    ctx = _ctx("Items can be reported as lost up to 90 days after the date of loss.")
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": "How far back can I report?", "context": ctx,
             "response": "So if you lost something on, say, 1 June, you'd have until 30 August to report it."},
            {"id": "wrong", "type": "answerable", "expect": "answer", "query": "How far back can I report?", "context": ctx,
             "response": "So if you lost something on, say, 1 June, you'd have until 15 August to report it."}]
    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    out = tmp_path / "results.jsonl"
    assert main(["score", str(cases), "--no-store", "--results", str(out)]) in (0, 1)
    got = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert not got["ok"]["hallucinated"]
    assert got["wrong"]["hallucinated"]


@pytest.mark.parametrize("text", ["For example, within 45 days.", "e.g. by 9 April at the latest"])
def test_a_bound_is_never_supposed(text):
    ctx = _ctx("Claims must be made within 30 days, by the 5th of the following month.")
    assert _flags(check(text, ctx, "When must I claim?")), text


# ------------------------------------------------------------------ a wish in the if-clause is its condition

WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()


@pytest.mark.parametrize("hours", [24, 48, 72])
@pytest.mark.parametrize("day", range(3, 6))  # (Thursday to Saturday: no step back over the closed Sunday)
@pytest.mark.parametrize("wish", ["you'd like them fitted on", "you would prefer a visit on", "you'd rather come in on"])
def test_a_day_wished_for_leads_back_to_the_day_to_book(hours, day, wish):
    ctx = _ctx(f"Bookings need at least {hours} hours' notice. We are open Monday to Saturday 8am–6pm.")
    q = "How much notice do you need?"
    text = f"Give at least {hours} hours' notice — so if {wish} {WEEKDAYS[day]}, book by {{}} at the same time of day."
    assert not _flags(check(text.format(WEEKDAYS[day - hours // 24]), ctx, q))
    if hours > 24:  # (too late: a day short of the notice; an earlier day would still give at least the notice)
        assert _flags(check(text.format(WEEKDAYS[day - hours // 24 + 1]), ctx, q))


# ------------------------------------------------------------------ an example's opening if-clause: its span supposed

@pytest.mark.parametrize("first", range(0, 6))
@pytest.mark.parametrize("heading", ["### Example", "**Example**", "**Some examples**"])
def test_an_example_opens_with_the_users_span(first, heading):
    ctx = _ctx("Seasonal tyre storage costs £40 per season (up to 6 months) for a set of four. Please give us 7 days' notice.")
    q = "Can you store my winter tyres?"
    case = f"If you store them from {MONTHS[first]} to {MONTHS[first + 5]}, that fits within one season, so you'd pay "
    assert not _flags(check(f"{heading}\n{case}**£40**.", ctx, q))
    assert _flags(check(f"{heading}\n{case}**£45**.", ctx, q))
    assert _flags(check(case + "**£40**.", ctx, q))  # (no example's heading: the months are claims)
    assert _flags(check(f"{heading}\nIf you cancel within 10 days, you'd pay **£40**.", ctx, q))  # (a bound, the rule's)


# ------------------------------------------------------------------ options offered, closed by the example's cue

@pytest.mark.parametrize("a", range(0, 6))
@pytest.mark.parametrize("cue", ["for example", "for instance", "say"])
def test_options_offered_for_example_are_supposed(a, cue):
    ctx = _ctx("Outside July and August there is a minimum stay of 2 nights for stays that include a Friday or Saturday.")
    q = "What is the minimum stay?"
    pair = f"{WEEKDAYS[a]} + {WEEKDAYS[a + 1]}"
    assert not _flags(check(f"A single night wouldn't meet it. You could make it {pair}, {cue}.", ctx, q))
    if "Friday" not in pair and "Saturday" not in pair:
        assert _flags(check(f"A single night wouldn't meet it. Stays run {pair}.", ctx, q))  # (stated: a claim)
    assert _flags(check(f"You could pay £15, {cue}.", ctx, q))  # (a price offered is no option of the user's)
    assert _flags(check(f"The minimum stay is 3 nights, {cue}.", ctx, q))  # (a rule, not an option)
