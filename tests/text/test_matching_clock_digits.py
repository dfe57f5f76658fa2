"""Clock times with their minutes in digits, bare 12-hour clocks, and "-s" words that are no plural (text.matching):

- "20 past 7", "5 past 11", "10 minutes to 8": minutes 1–59 past (or, with "minutes", to) an hour are that time,
  either half of the day ("20 past 7" is 7:20pm as much as 7:20am); "5 to 7" with no "minutes" stays two counts (a
  range: "ages 5 to 7", "5 to 8 working days");
- a bare "10:30" (an hour of 1 to 11, no am/pm, no 24-hour leading zero) is either half: "a 10:30 finish" restates
  "ends at about 10.30pm"; "09:30", "19:00" and "12:00" (noon) keep their one half;
- a word in "-s" that is no noun ("afterwards", "towards", "always") is never the head of a unit: "1 hour afterwards"
  is one hour, while "3 day passes" stays a count of day passes."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check
from groundtest.text.matching import extract_values, same_value


def _one(text: str):
    vals = extract_values(text)
    assert len(vals) == 1, vals
    return vals[0]


@settings(max_examples=150, deadline=None)
@given(m=st.integers(1, 59), h=st.integers(1, 12), minutes=st.booleans(), pm=st.booleans())
def test_minutes_past_an_hour_in_digits(m, h, minutes, pm):
    v = _one(f"be there by {m} {'minutes ' if minutes else ''}past {h} please")
    assert v.kind == "time"
    other = _one(f"by {h}:{m:02d}{'pm' if pm else 'am'} please")
    assert same_value(v, other)
    wrong = _one(f"by {h}:{(m % 59) + 1:02d}{'pm' if pm else 'am'} please")
    assert not same_value(v, wrong)


@settings(max_examples=100, deadline=None)
@given(m=st.integers(1, 59), h=st.integers(1, 12))
def test_minutes_to_an_hour_in_digits(m, h):
    v = _one(f"by {m} minutes to {h} please")
    want = ((h - 1) or 12) * 60 + 60 - m
    assert v.kind == "time" and v.amount is not None and v.amount % 720 == want % 720


def test_a_range_of_counts_stays_counts():
    assert [v.kind for v in extract_values("for ages 5 to 7")] == ["number", "number"]
    assert all(v.unit == "working day" for v in extract_values("5 to 8 working days"))


@settings(max_examples=100, deadline=None)
@given(h=st.integers(1, 11), m=st.integers(0, 59), pm=st.booleans())
def test_a_bare_twelve_hour_clock_is_either_half(h, m, pm):
    bare = _one(f"after a {h}:{m:02d} finish")
    said = _one(f"ends at {h}.{m:02d}{'pm' if pm else 'am'}")
    assert same_value(bare, said)
    assert not same_value(bare, _one(f"ends at {h % 12 + 1}.{m:02d}{'pm' if pm else 'am'}"))


def test_a_twenty_four_hour_clock_keeps_its_half():
    assert not same_value(_one("at 09:30"), _one("at 9.30pm"))
    assert same_value(_one("at 09:30"), _one("at 9.30am"))
    assert not same_value(_one("at 19:00"), _one("at 7am"))
    assert same_value(_one("at 12:00"), _one("at noon")) and not same_value(_one("at 12:00"), _one("at midnight"))


def test_words_in_s_that_are_no_plural_noun():
    for text in ("for 1 hour afterwards", "for 1 hour always", "1 hour towards the end"):
        v = _one(text)
        assert (v.kind, v.amount, v.unit) == ("quantity", 60.0, "minute")
    assert _one("3 day passes").unit == "day pass"


_LATE = "Latecomers cannot be admitted after 7.20pm. Performances start at 7pm. The evening ends at about 10.30pm."


def _verdict(resp: str, ctx: str = _LATE) -> str:
    return check(resp, [{"title": "rules.md", "text": ctx}], "When is the latest I can arrive?").hallucination


def test_in_the_checker():
    assert _verdict("Latecomers can't be admitted after 20 past 7 (7:20pm).") != "hallucinated"
    assert _verdict("Latecomers can't be admitted after 25 past 7.") == "hallucinated"
    assert _verdict("It ends at about 10:30.") != "hallucinated"
    assert _verdict("It ends at about 11:30.") == "hallucinated"
    party = "Parties include a private party room for 1 hour afterwards."
    assert _verdict("It includes a private party room for an hour afterwards.", party) != "hallucinated"
    assert _verdict("It includes a private party room for two hours afterwards.", party) == "hallucinated"
