"""Clock times in words as a grammar (issue 22, item 6): minutes past/to an hour, an hour o'clock,
an hour with a part of the day, and a bare hour opening a span — read as one time equal to its
digit forms, in `must_include` matching and in the checker alike, wherever it stands."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check
from groundtest.text.matching import TextIndex, extract_values

HOURS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
MINUTES = {"five past": 5, "ten past": 10, "a quarter past": 15, "quarter past": 15, "twenty past": 20,
           "twenty-five past": 25, "half past": 30, "twenty-five to": -25, "twenty to": -20, "a quarter to": -15,
           "ten to": -10, "five to": -5, "": 0}
PARTS = {"": None, " in the morning": "am", " in the afternoon": "pm", " in the evening": "pm", " am": "am", " pm": "pm"}


@st.composite
def clock(draw) -> tuple[str, int, bool]:
    """(phrase, minutes after midnight, whether the half of the day is said)."""
    h = draw(st.integers(min_value=1, max_value=12))
    rel = draw(st.sampled_from(sorted(MINUTES)))
    part = draw(st.sampled_from(sorted(PARTS)))
    if PARTS[part] == "pm" and part.startswith(" in the") and h == 12:
        part = ""  # "twelve in the afternoon" is no way to say it
    words = HOURS[h - 1]
    phrase = f"{rel} {words}" if rel else (f"{words} o'clock" if draw(st.booleans()) or not part else words)
    phrase += part
    m = MINUTES[rel]
    hour = h if m >= 0 else h - 1 or 12
    minutes = (hour % 12) * 60 + (m % 60 if m >= 0 else 60 + m)
    if PARTS[part] == "pm":
        minutes += 720
    return phrase, minutes, PARTS[part] is not None


def _digits(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    return f"{(h % 12) or 12}:{m:02d}{'pm' if h >= 12 else 'am'}"


@settings(max_examples=300, deadline=None)
@given(clock(), st.sampled_from(["The desk opens at {}.", "Check in by {} on the day.", "{} is the latest time.",
                                 "Doors open at {}, so arrive early."]))
def test_a_clock_time_in_words_is_one_time(c, frame) -> None:  # type: ignore[no-untyped-def]
    phrase, minutes, said = c
    text = frame.format(phrase)
    times = [v for v in extract_values(text) if v.kind == "time"]
    assert len(times) == 1 and [v for v in extract_values(text) if v.kind == "number"] == [], (text, extract_values(text))
    got = int(times[0].amount)
    assert (got == minutes) if said else (got % 720 == minutes % 720), (text, times[0], minutes)
    # matching: the digit form of the same time is found; an hour later is not
    assert TextIndex(text).contains(_digits(minutes))
    assert not TextIndex(text).contains(_digits((minutes + 60) % 1440))


@settings(max_examples=150, deadline=None)
@given(clock(), st.integers(min_value=1, max_value=11))
def test_the_checker_reads_clock_words_both_ways(c, shift) -> None:  # type: ignore[no-untyped-def]
    phrase, minutes, _ = c
    context = [{"title": "hours.md", "text": f"The front desk opens at {_digits(minutes)} every day."}]
    ok = check(f"The front desk opens at {phrase} every day.", context, "When does the desk open?")
    assert ok.hallucination == "clean", (phrase, ok.findings)
    other = context = [{"title": "hours.md", "text": f"The front desk opens at {_digits((minutes + 60 * shift) % 1440)} every day."}]
    bad = check(f"The front desk opens at {phrase} every day.", other, "When does the desk open?")
    assert bad.hallucination == "hallucinated", (phrase, other, bad.findings)


def test_a_span_shares_its_half_of_the_day():
    [a, b] = [v for v in extract_values("Open from half past seven to half past nine in the evening.") if v.kind == "time"]
    assert (a.amount, b.amount) == (19 * 60 + 30, 21 * 60 + 30)
    [a, b] = [v for v in extract_values("Reception is open from eight until half past twelve.") if v.kind == "time"]
    assert (a.amount % 720, b.amount % 720) == (480, 30)


def test_a_time_said_without_am_or_pm_is_either_reading_in_the_checker():
    ctx = [{"title": "k.md", "text": "The kitchen is open from 7:30pm to 9:30pm."}]
    assert check("The kitchen is open from 7:30 to 9:30.", ctx, "When?").hallucination == "clean"
    assert check("The kitchen is open from 8:30 to 9:30.", ctx, "When?").hallucination == "hallucinated"


def test_minutes_spelled_with_any_spacing_are_read():
    """"a\\tquarter past twelve" (a tab, a no-break space) is the table's "a quarter" (it raised KeyError)."""
    for space in ("\t", "\u00a0", "  "):
        [t] = [v for v in extract_values(f"Doors open at a{space}quarter past twelve.") if v.kind == "time"]
        assert t.amount % 720 == 15
