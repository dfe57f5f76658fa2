"""Limits bound to what the sentence names, and "each day" of an event (thirty-second session, checker/thresholds.py
``_FLOOR_BEFORE``/``_CEILING_BEFORE`` "minimum age for the trek is 12", the counted limit restated; checker/frames.py
the day-times rule).

    LIMIT     := ("Minimum" | "Maximum") KIND "for" THING "is" N        (a limit of its own, bound to THING)
    RESTATED  := "all" N "of you can go on" THING ", which carries up to" N NOUN
    EACH_DAY  := SUBJ "runs until" TIME "each day"    over   SUBJ "runs" DAY "and" DAY "," TIME "to" TIME
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker.thresholds import contradicted
from groundtest import check

TREKS = [("handling lesson", 8, "full fell trek", "trek", 12, 10), ("taster ride", 6, "hack", "hack", 14, 11),
         ("junior session", 7, "advanced course", "course", 16, 13)]


@settings(deadline=None, max_examples=20)
@given(st.sampled_from(TREKS))
def test_a_minimum_for_a_thing_binds_to_it(t):
    short, low, long_, noun, high, age = t
    ctx = (f"The farm offers a 45-minute {short} for £25, minimum age {low}. The {long_} lasts 3 hours. Minimum age for the "
           f"{noun} is {high}.")
    q = f"Since my {age}-year-old can do the {long_}, should we book the {short} first?"
    right = f"Just a heads-up: your {age}-year-old **can't do the {long_} yet**, the minimum age for the {noun} is **{high}**."
    wrong = f"Yes, your {age}-year-old can do the {long_}."
    assert contradicted(right, q, ctx) is None
    assert contradicted(wrong, q, ctx) == (f"{age}-year", "does not reach", str(high))


@settings(deadline=None, max_examples=20)
@given(st.sampled_from([("Kittiwake", 10, "Puffin", 6), ("Osprey", 12, "Tern", 8), ("Heron", 9, "Wren", 4)]))
def test_a_counted_limit_the_sentence_restates(boats):
    big, n, small, m = boats
    ctx = f"Private charters use the {big}, which carries up to {n} passengers, or the {small}, which carries up to {m}."
    q = f"Can all {n} of us fit on one boat?"
    assert contradicted(f"Yes — all {n} of you can go together on the **{big}**, which carries **up to {n} passengers**.",
                        q, ctx) is None
    assert contradicted(f"Yes — all {n} of you can go together on the **{small}**.", q, ctx) is not None


@settings(deadline=None, max_examples=20)
@given(st.sampled_from([("Saturday and Sunday", "8pm"), ("Friday to Sunday", "6pm"), ("Saturday", "5pm")]),
       st.sampled_from(["each day", "each single day"]))
def test_each_day_of_an_event_is_each_of_its_days(run, each):
    days, close = run
    ctx = [{"title": "site.md", "text": f"Plant Fest runs {days}, 10am to {close}."},
           {"title": "lockers.md", "text": "Lockers are £6.00 per day."}]
    verdict = check(f"Lockers are £6 a day, and the festival runs until {close} {each}.", ctx)
    assert "frame_qualifier" not in {f.rule for f in verdict.findings}, verdict.findings


def test_every_day_over_days_with_other_times_is_still_read():
    ctx = [{"title": "hours.md", "text": "The shop opens Monday to Friday 9am to 5pm, and Saturday 10am to 4pm."}]
    assert check("The shop is open until 5pm every day.", ctx).hallucination == "hallucinated"


def test_every_night_over_a_rule_for_some_days_is_still_read():
    ctx = [{"title": "rules.md", "text": "Overnight guests must be signed in at reception. Quiet hours are 11pm to 7am, "
                                         "Sunday to Thursday."}]
    for said in ("Quiet hours run **11pm to 7am every night**, so on a Friday you'd need to keep the noise down from 11pm.",
                 "Quiet hours run 11pm to 7am every night."):
        assert "frame_qualifier" in {f.rule for f in check(said, ctx).findings}, said
