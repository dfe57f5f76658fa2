"""The weekday of a date given without its year, in a year the context names on its own (checker/derive.py
``Ledger._weekdays_of_date``, ``Ledger._bare_years``, THE BARE-YEAR GRAMMAR ``_BARE_YEAR``).

Grammar: the context names a year by itself ("BuildTech Expo 2025 runs …", "the 2026 season", "in 2024") and gives a
day without one ("Build-up takes place on 13 October"); the answer writes the weekday beside that day ("**Monday
13 October**"). The right weekday for the named year is the answer's calendar reasoning; any other weekday is a
fact the context does not give. A four-digit figure that is an amount or a measure ("£2,025", "2025 m²") is no year."""
from __future__ import annotations

from datetime import date

from hypothesis import given, settings, strategies as st

from groundtest import check
from tests.helpers import scored_hallucinated
from groundtest.checker.derive import _BARE_YEAR

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
OPENERS = ["The {y} Harbour Fair runs for three days.", "Our {y} season opens soon.", "Dates for {y} are below.",
           "In {y} the show moves to Hall 4."]


def _ctx(opener: str, y: int, d: date) -> list[dict]:
    return [{"title": "dates.md", "text": f"{opener.format(y=y)} Set-up takes place on {d.day} {MONTHS[d.month - 1]} "
                                          "from 8am to 8pm. Exhibitor badges are needed to enter the hall."}]


@settings(max_examples=60, deadline=None)
@given(day=st.dates(min_value=date(1990, 1, 1), max_value=date(2045, 12, 31)), opener=st.sampled_from(OPENERS),
       shift=st.integers(min_value=1, max_value=6))
def test_the_weekday_of_the_named_year_is_reasoning_and_another_is_caught(day, opener, shift):
    ctx = _ctx(opener, day.year, day)
    right = DAYS[day.weekday()]
    text = (f"Set-up is on **{right} {day.day} {MONTHS[day.month - 1]}**, from 8am to 8pm. You'll need your "
            "exhibitor badges to get into the hall. Good luck with the stand!")
    got = check(text, ctx, "When is set-up?")
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]
    wrong = DAYS[(day.weekday() + shift) % 7]
    bad = text.replace(f"{right} {day.day}", f"{wrong} {day.day}")
    assert check(bad, ctx, "When is set-up?").hallucination == "hallucinated"


def test_an_amount_or_a_measure_is_no_year():
    for text in ("a fee of £2,025", "a stand of 2025 m²", "at 20:25", "2025.5 points", "ref #2025"):
        assert _BARE_YEAR.search(text) is None, text
    for text in ("BuildTech Expo 2025 runs", "the 2026 season", "in 1999,", "(2031)"):
        assert _BARE_YEAR.search(text) is not None, text


def test_through_score(tmp_path):
    ctx = _ctx(OPENERS[0], 2025, date(2025, 10, 13))  # (a Monday)
    said = [f"Set-up is on {wd} 13 October, from 8am to 8pm." for wd in ("Monday", "Friday")]
    assert scored_hallucinated(tmp_path, said, ctx, "When is set-up?") == [False, True]


def test_a_bare_year_places_no_date_a_step_counts_from():
    """A founding year ("founded in 1987", when 2 March was a Monday and 6 March a Friday) names a weekday at most:
    seven working days after Monday 2 March is never Friday 6 March."""
    ctx = [{"title": "shop.md", "text": "Full soles take seven working days. Half soles take five working days. We are "
                                        "open Monday to Saturday; Saturdays do not count as working days for repair "
                                        "timings. Cobble & Stitch is a family business founded in 1987."}]
    q = "If I drop my shoes off for a full resole on Monday 2 March, when will they be ready?"
    bad = ("A full resole takes seven working days. Dropping off on Monday 2 March, your shoes should be ready by "
           "Friday 6 March.")
    assert check(bad, ctx, q).hallucination == "hallucinated"
