"""THE CLOSING HOUR (thirty-sixth session, text/matching.py ``clock_phrases``): a bare hour word that closes a span after a
clock time is a clock time, in the opening's half of the day where it is later in it — never a count.

    SPAN  := OPEN JOINT CLOSE
    OPEN  := CLOCK_WORDS ("half past eight", "a quarter to seven") | DIGITS ("8:30", "8.30pm", "7pm")
    JOINT := "until" | "till" | "til" | "to" | "-" | "–"
    CLOSE := "one" … "twelve"            (not before a plural noun: "to eleven people" is a count)
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check
from groundtest.text.matching import extract_values

_HOURS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"]


def _critical(verdict) -> set:
    return {f.rule for f in verdict.findings if f.severity == "critical"}


@settings(deadline=None, max_examples=60)
@given(st.integers(min_value=6, max_value=8), st.integers(min_value=1, max_value=3), st.sampled_from(["until", "till", "to"]),
       st.sampled_from(["words", "digits", "digits-pm"]), st.sampled_from([-1, 1, 2]))
def test_an_hour_word_closing_an_evening_span(open_h, length, joint, form, off):
    close_h = min(open_h + length + 1, 11)  # (an evening span: 7:30pm to 10pm …)
    ctx = [{"title": "dance.md", "text": f"Guest passes cost £5. The social dance runs from {open_h}:30pm to {close_h}pm."}]
    opening = {"words": f"half past {_HOURS[open_h - 1]}", "digits": f"{open_h}:30", "digits-pm": f"{open_h}:30pm"}[form]
    said = "The social dance runs from **{o} {j} {c}** — plenty of time to dance."
    right = check(said.format(o=opening, j=joint, c=_HOURS[close_h - 1]), ctx)
    assert "value" not in _critical(right), right.findings
    other = close_h + off
    if other == open_h or not 1 <= other <= 11:
        other = close_h - 2
    wrong = check(said.format(o=opening, j=joint, c=_HOURS[other - 1]), ctx)
    assert "value" in _critical(wrong), wrong.findings


@given(st.sampled_from(_HOURS[4:]), st.sampled_from(["people", "guests", "children", "days"]))
def test_a_count_after_a_clock_time_is_no_hour(word, noun):
    values = extract_values(f"From 8:30 to {word} {noun} can join the class.")
    assert not [v for v in values if v.kind == "time" and v.raw == word], values


def test_twelve_closes_a_morning_span_at_noon_and_an_evening_one_at_midnight():
    noon = [v for v in extract_values("Open from 10am to twelve.") if v.raw == "twelve"]
    assert noon and noon[0].kind == "time" and noon[0].amount == 720.0, noon
    midnight = [v for v in extract_values("Open from 8pm to twelve.") if v.raw == "twelve"]
    assert midnight and midnight[0].kind == "time" and midnight[0].amount == 0.0, midnight


@given(st.sampled_from(_HOURS[1:6]), st.sampled_from(["and a half hours", "hours", "and a quarter hours"]))
def test_a_length_after_a_span_is_no_closing_hour(word, tail):
    values = extract_values(f"Club nights run 7:30pm to 10pm — {word} {tail} of radio.")
    assert not [v for v in values if v.kind == "time" and v.raw == word], values


@given(st.sampled_from([("four", "in the afternoon", 960.0), ("eleven", "at night", 1380.0), ("six", "in the evening", 1080.0)]))
def test_an_hour_a_phrase_reads_keeps_its_phrase(close):
    word, part, minutes = close
    values = extract_values(f"Open from nine in the morning until {word} {part}.")
    times = [v for v in values if v.kind == "time" and v.raw.startswith(word)]
    assert len(times) == 1 and times[0].amount == minutes and times[0].raw != word, values
