"""Threshold reasoning: a limit named in words ("you're under the minimum age for the regular
courses") is bound to the figure of its side (a minimum: a floor such as "16 or over", "at least 16")
and of the subject it names, not to any figure of the same unit said before (a range of another
class, "12- to 15-year-olds may join the family classes")."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.checker.frames import values_of
from groundtest.checker.passes import wrong_comparison

_SUBJECTS = [("regular courses", "family classes"), ("adult sessions", "junior taster days"),
             ("evening league", "youth squad"), ("open water swims", "pool lessons")]
_FLOORS = ["{n} or over", "at least {n}", "{n} or older", "a minimum of {n}"]


def _pool(*texts: str) -> list:
    return [(t, v) for t in texts for v in values_of(t)]


@settings(max_examples=120, deadline=None)
@given(age=st.integers(8, 40), floor=st.integers(10, 30), lo=st.integers(5, 9), span=st.integers(2, 6),
       subj=st.sampled_from(_SUBJECTS), marker=st.sampled_from(_FLOORS), order=st.booleans(),
       op=st.sampled_from(["under", "below"]))
def test_the_minimum_of_a_named_subject_is_its_floor_not_another_range(age, floor, lo, span, subj, marker, order, op):
    mine, other = subj
    rule = f"People on the {mine} must be {marker.format(n=floor)}."
    band = f"{lo}- to {lo + span}-year-olds may attend the {other} with a paying adult."
    pool = _pool(*((band, rule) if order else (rule, band)))
    text = f"At {age}, you're {op} the minimum age for the {mine}, so you can't book yourself on."
    hit = wrong_comparison(text, pool)
    if age == floor:
        return
    # right: under the floor; wrong neighbour: at or over it (the other class's range is never the limit)
    assert (hit is None) == (age < floor), (text, pool, hit)
    if hit is not None:
        assert hit[2] == str(floor)


@settings(max_examples=60, deadline=None)
@given(age=st.integers(8, 40), floor=st.integers(10, 30), subj=st.sampled_from(_SUBJECTS))
def test_a_minimum_for_a_subject_no_sentence_names_is_not_bound(age, floor, subj):
    mine, other = subj
    pool = _pool(f"People on the {other} must be at least {floor}.")
    assert wrong_comparison(f"At {age}, you're under the minimum age for the {mine}, so you can't book.", pool) is None


@settings(max_examples=60, deadline=None)
@given(n=st.integers(2, 30), cap=st.integers(2, 30), floor=st.integers(1, 30))
def test_a_maximum_is_bound_to_the_ceiling_not_the_floor(n, cap, floor):
    pool = _pool(f"Groups need at least {floor} people.", f"Groups are limited to {cap} people.")
    text = f"With {n} people, you're under the maximum, so you can book."
    if n == cap or cap == floor:
        return
    assert (wrong_comparison(text, pool) is None) == (n < cap), text


COOKERY = [{"title": "rules.md", "text": "Students must be 16 or over; 12- to 15-year-olds may attend the Saturday family "
            "classes with a paying adult."},
           {"title": "courses.md", "text": "One-day courses run 10am to 4pm and cost £145."}]


def _answer(age: int) -> str:
    return ("Here's how the age rules apply to you.\n\n### The age rules\n- Students on the regular courses must be "
            "**16 or over**.\n- **12- to 15-year-olds** may attend the **Saturday family classes**, with a **paying "
            f"adult**.\n\n### What that means for you\n- At **{age}**, you're under the minimum age for the regular "
            "courses, so you **can't book yourself onto a one-day course**.")


def test_through_check_the_right_limit_is_clean_and_a_wrong_conclusion_flagged():
    ok = check(_answer(15), COOKERY, "I'm 15. Can I book a one-day course?")
    assert not any(f.rule == "comparison" for f in ok.findings), ok.findings
    bad = check(_answer(17), COOKERY, "I'm 17. Can I book a one-day course?")
    assert any(f.rule == "comparison" for f in bad.findings), bad.findings
