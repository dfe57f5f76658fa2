"""A month named alone before a month of a year, in a list or a range (text/matching.py ``_months_of_listed_year``).

Grammar: MONTH ((, | and | or | – | to | through | until) MONTH)* … MONTH YEAR — "between March and September 2026" is March
2026 and September 2026; "December to February 2027" puts December in 2026 (a month later in the year than the one
after it is in the year before). An answer that works out "18 months from September 2024 is March 2026" and then says
"between March and September 2026" restates its own month; a wrong month in the same place stays flagged."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest import check
from tests.helpers import scored_hallucinated
from groundtest.text.matching import extract_values

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
JOINS = [" and ", " to ", "–", " through ", " or "]


@settings(max_examples=80, deadline=None)
@given(a=st.integers(min_value=1, max_value=12), b=st.integers(min_value=1, max_value=12),
       year=st.integers(min_value=2000, max_value=2040), join=st.sampled_from(JOINS))
def test_the_month_takes_the_year_after_it(a, b, year, join):
    got = [v for v in extract_values(f"between {MONTHS[a - 1]}{join}{MONTHS[b - 1]} {year}") if v.kind == "date"]
    first = year if a <= b else year - 1
    assert [v.unit for v in got] == [f"{first:04d}-{a:02d}", f"{year:04d}-{b:02d}"]


CTX = [{"title": "tank.md", "text": "We recommend emptying a septic tank at least once every 12 months for a household of "
                                    "four or more, and every 18 to 24 months for smaller households."}]


@settings(max_examples=30, deadline=None)
@given(start=st.integers(min_value=1, max_value=12), year=st.integers(min_value=2020, max_value=2030),
       off=st.sampled_from([-3, -2, 7, 9]))
def test_the_answers_own_month_restated(start, year, off):
    q = f"There are three of us and the tank was last emptied in {MONTHS[start - 1]} {year}. When should we book the next one?"
    k18, k24 = start - 1 + 18, start - 1 + 24
    m18, y18, m24, y24 = k18 % 12 + 1, year + k18 // 12, k24 % 12 + 1, year + k24 // 12
    text = (f"Counting from {MONTHS[start - 1]} {year}, 18 months takes you to {MONTHS[m18 - 1]} {y18} and 24 months to "
            f"{MONTHS[m24 - 1]} {y24}. So the next empty should fall between {MONTHS[m18 - 1]} and {MONTHS[m24 - 1]} {y24}.")
    got = check(text, CTX, q)
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]
    wrong = (m18 - 1 + off) % 12 + 1  # a month outside the 18-to-24-month window
    bad = text.replace(f"between {MONTHS[m18 - 1]} and", f"between {MONTHS[wrong - 1]} and")
    assert check(bad, CTX, q).hallucination == "hallucinated"


def test_through_score(tmp_path):
    q = "There are three of us and the tank was last emptied in September 2024. When should we book the next one?"
    base = ("Counting from September 2024, 18 months takes you to March 2026 and 24 months to September 2026. So the next "
            "empty should fall between {m} and September 2026.")
    assert scored_hallucinated(tmp_path, [base.format(m=m) for m in ("March", "January")], CTX, q) == [False, True]
