"""The margin left inside a window the answer worked out: "60 days from 1 March brings you to 30 April. Signing
on 20 April is inside the window — by about ten days" is the span between a day the sentence states and the day the
answer worked out before (issue 22 item 5: a duration between two days, one of them derived). Right margins over
several starts, windows and units, and the wrong margins beside them, flagged."""
from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]


def _day(d: date) -> str:
    return f"{d.day} {d.strftime('%B')}"


def _bad(text: str, window: int, query: str) -> bool:
    ctx = [{"title": "quotes.md", "text": f"Quotes are free and include a survey visit lasting about an hour. Quotes are valid for {window} days."},
           {"title": "terms.md", "text": "We take a 25% deposit when you order; the balance is due within 7 days of completion."}]
    return check(text, ctx, query).hallucination == "hallucinated"


@settings(max_examples=30, deadline=None)
@given(st.dates(date(2025, 1, 1), date(2025, 9, 30)), st.sampled_from([30, 45, 60, 90]), st.integers(3, 18),
       st.booleans())
def test_a_margin_inside_a_worked_out_window(start: date, window: int, margin: int, words: bool) -> None:
    end = start + timedelta(days=window)
    sign = end - timedelta(days=margin)
    query = f"I got my quote on {_day(start)}. Is it still valid if I sign on {_day(sign)}?"
    lead = (f"Quotes are valid for **{window} days**. Counting from **{_day(start)}**, {window} days brings you to "
            f"**{_day(end)}**. Signing on **{_day(sign)}** would be inside the {window}-day window — by ")
    # (not "by about": within its rounding, the % step of two bare figures still gives a coincidence, 7 - 7% of 30 ≈ 5)

    def said(k: int) -> str:
        return lead + (f"{WORDS[k]} days." if words else f"{k} days.")

    assert not _bad(said(margin), window, query), said(margin)
    for wrong in (margin + 2, margin - 2):
        # (7 days: a period the context states; and the % step of two bare figures, a known coincidence left alone:
        # "30% of 30 days" is 9, "7 less 7% of 30" is 4.9)
        pct = {f * g / 100 + s * f for f in (window, 7) for g in (window, 7) for s in (-1, 0, 1)} | \
            {g + s * f * g / 100 for f in (window, 7) for g in (window, 7) for s in (-1, 1)}
        # (nor the days from the quote to the signing, window - margin: a true span of two days the answer states)
        if wrong not in (window, margin, 7, window - 7, window + 7, window - margin) and wrong > 2 and float(wrong) not in pct:
            assert _bad(said(wrong), window, query), said(wrong)
