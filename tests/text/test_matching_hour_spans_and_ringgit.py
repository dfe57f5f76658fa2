"""Opening hours on the 24-hour clock and the Malaysian ringgit (text/matching.py ``_HOUR_SPAN``, ``_CODES``).

"Tuesdays and Thursdays 16–20", "Saturdays 12–16", "the first Wednesday of each month, 17–20", "open daily 9-17": a span
of whole hours after a day or an opening word is two clock times, so "4pm–8pm" and "noon–4pm" restate it. Ages ("aged
4–12"), counts ("10-12 people") and spans with no end past noon ("9–11") stay numbers. "RM 25", "RM40", "25 ringgit" and
"MYR 25" are one amount of money.
"""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from groundtest import check
from groundtest.text.matching import extract_values

DAYS = ["Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays", "Sundays", "daily", "weekdays"]


@given(st.sampled_from(DAYS), st.integers(6, 20), st.integers(1, 6), st.sampled_from(["-", "\u2013", " \u2013 "]),
       st.sampled_from([".", "", ";", ","]))
def test_an_hour_span_after_a_day_is_two_clock_times(day, a, n, dash, end):
    b = min(a + n, 24)
    vals = [v for v in extract_values(f"Open {day} {a}{dash}{b}{end}") if v.kind != "date"]
    if b >= 13:
        assert [(v.kind, v.amount) for v in vals] == [("time", a * 60), ("time", b * 60 % 1440)]
    else:
        assert all(v.kind != "time" for v in vals)


@pytest.mark.parametrize("text", ["Children aged 4–12 pay £5", "Mondays 10-12 people", "Saturdays 14-18 years old",
                                  "Saturdays 12–16,5 kg"])
def test_ages_counts_and_measures_stay_what_they_are(text):
    assert all(v.kind != "time" for v in extract_values(text))


HOURS = [{"title": "opening.md", "text": "The bike kitchen is open Tuesdays and Thursdays 16–20 and Saturdays 12–16. A "
                                        "session for women runs on the first Wednesday of each month, 17–20."}]


@pytest.mark.parametrize("said,want", [
    ("Tuesdays and Thursdays **4pm–8pm**, Saturdays **noon–4pm**.", False),
    ("The women's session is on the first Wednesday of each month, 5pm to 8pm.", False),
    ("Tuesdays and Thursdays **4pm–9pm**, Saturdays **noon–4pm**.", True),
    ("Saturdays **10am–4pm**.", True),
])
def test_hours_restated_on_the_twelve_hour_clock(said, want):
    v = check(said, HOURS, query="When is it open?")
    assert (v.hallucination == "hallucinated") == want, [(f.rule, f.notes) for f in v.findings]


@pytest.mark.parametrize("text", ["RM 25", "RM25", "25 ringgit", "twenty-five ringgit", "MYR 25"])
def test_the_ringgit_in_its_forms(text):
    assert [(v.kind, v.amount, v.unit) for v in extract_values(text)] == [("money", 25.0, "myr")]


PARK = [{"title": "entry.md", "text": "Entry costs RM 25 for Malaysian adults and RM 40 for foreign adults. Lockers "
                                     "cost RM 5 per day."}]


@pytest.mark.parametrize("said,want", [("Malaysians pay **twenty-five ringgit**; foreign visitors **RM40**.", False),
                                       ("Lockers are **RM5 a day**.", False),
                                       ("Foreign visitors pay **RM45**.", True),
                                       ("Lockers are **five ringgit an hour**.", True)])
def test_ringgit_amounts_checked(said, want):
    v = check(said, PARK, query="What are the prices?")
    assert (v.hallucination == "hallucinated") == want, [(f.rule, f.notes) for f in v.findings]


CHILDREN = [{"title": "entry.md", "text": "Entry costs {c}25 for local adults and {c}40 for foreign adults. Children aged "
                                         "4–12 pay {c}15 (local) and {c}25 (foreign); under-4s are free."}]


@pytest.mark.parametrize("cur", ["RM ", "£", "€"])
@pytest.mark.parametrize("said,want", [("**Foreign visitors**\n- Adult: {c}40\n- Child (4–12): {c}25", False),
                                       ("**Local visitors**\n- Adult: {c}25\n- Child (4–12): {c}15", False),
                                       ("**Foreign visitors**\n- Adult: {c}25\n- Child (4–12): {c}40", True)])
def test_a_bracketed_conjunct_takes_the_subject(cur, said, want):
    ctx = [{"title": c["title"], "text": c["text"].format(c=cur)} for c in CHILDREN]
    v = check(said.format(c=cur), ctx, query="What do foreign visitors pay?")
    assert (v.hallucination == "hallucinated") == want, [(f.rule, f.notes) for f in v.findings]
