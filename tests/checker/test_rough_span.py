"""THE ROUGH SPAN (thirty-seventh session, checker/derive.py ``_span_rounding``, ``_rough_span``): a span between two days
the answer names, said rough in its own unit, is worked from them — "from 16 June to 14 March, so roughly nine months",
"1 May to 8 June gives you just over five weeks" — and a span the rounding word does not allow is still caught.

    SPAN  := ROUGH NUMBER UNIT                   ROUGH: about | roughly | around | approximately | some     (|t − N| ≤ ½)
                                                        just over | a little over | slightly over            (N < t ≤ N + ½)
                                                        nearly | almost | just under                         (N − ½ ≤ t < N)
    ("more than", "less than", "within" state a rule's bound, never a rounding: "more than 14 days before the session")
    t := the days from the first day to the second, in UNIT (day, week, month, year; a month is a twelfth of a mean year)
"""
from __future__ import annotations

import math
from datetime import date, timedelta

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from groundtest import check

_MONTH_DAYS = 365.2425 / 12
_UNIT_DAYS = {"day": 1.0, "week": 7.0, "month": _MONTH_DAYS, "year": 365.2425}
_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
_ROUGH = {"near": ["about", "roughly", "around", "approximately"], "over": ["just over", "a little over", "slightly over"],
          "under": ["nearly", "almost", "just under"]}
_FRAMES = ["The permit runs from {a} to {b} — so {span} in all.",
           "From {a} to {b} is {span}.",
           "Entry closes on {a} and the final is on {b}, which gives you {span} to prepare."]


def _said(day: date, style: int) -> str:
    return [f"{day.day} {day:%B} {day.year}", f"{day:%B} {day.day}, {day.year}"][style]


def _figure(n: int, unit: str, words: bool) -> str:
    count = _WORDS[n] if words and n < len(_WORDS) else str(n)
    return f"{count} {unit}{'s' if n != 1 else ''}"


def _case(first: date, days: int, style: int, frame: str, rough: str, n: int, unit: str, words: bool):
    second = first + timedelta(days=days)
    a, b = _said(first, style), _said(second, style)
    ctx = [{"title": "dates.md", "text": f"The permit is valid from {a} to {b}. Permits cost £40."}]
    return check(frame.format(a=a, b=b, span=f"{rough} {_figure(n, unit, words)}"), ctx)


def _right(way: str, t: float) -> "int | None":
    """A figure the rounding word allows for the true span ``t`` (None: none this way)."""
    if way == "near":
        return round(t)
    if way == "over":
        return math.floor(t) if 0 < t - math.floor(t) <= 0.5 else None
    return math.ceil(t) if 0 < math.ceil(t) - t <= 0.5 else None  # (under)


def _wrong(way: str, t: float) -> int:
    """A figure the rounding word does not allow for ``t``: far on the other side."""
    if way in ("near", "under"):
        return math.ceil(t) + 2
    return math.floor(t) - 2 if t >= 3 else math.ceil(t) + 2


_DAYS_FOR = {"day": st.integers(12, 60), "week": st.integers(16, 120), "month": st.integers(45, 330),
             "year": st.integers(400, 1500)}


@st.composite
def _spans(draw):
    unit = draw(st.sampled_from(sorted(_DAYS_FOR)))
    days = draw(_DAYS_FOR[unit])
    way = draw(st.sampled_from(sorted(_ROUGH)))
    first = date(2026, 1, 1) + timedelta(days=draw(st.integers(0, 364)))
    return unit, days, way, draw(st.sampled_from(_ROUGH[way])), first, draw(st.integers(0, 1)), \
        draw(st.sampled_from(_FRAMES)), draw(st.booleans())


def _judged(drawn, pick):
    """The figure ``pick`` gives for the drawn span, said with its rounding word, and the verdict on it."""
    unit, days, way, rough, first, style, frame, words = drawn
    n = pick(way, days / _UNIT_DAYS[unit])
    assume(n is not None and n >= 1)
    assume(not (unit in ("day", "week") and n * _UNIT_DAYS[unit] in (days, days + 1)))  # (the exact count of days, which
    # the older rule reads whatever word is before it: "less than 12 days" of 12 days, "less than 4 weeks" of 28)
    return (frame, rough, n, unit, days), _case(first, days, style, frame, rough, n, unit, words)


@settings(deadline=None, max_examples=80)
@given(_spans())
def test_a_span_said_rough_between_two_named_days_is_worked_from_them(drawn):
    said, verdict = _judged(drawn, _right)
    assert verdict.hallucination != "hallucinated", (said, verdict.findings)


@settings(deadline=None, max_examples=80)
@given(_spans())
def test_a_span_the_rounding_word_does_not_allow_is_caught(drawn):
    said, verdict = _judged(drawn, _wrong)
    assert verdict.hallucination == "hallucinated", said


def test_a_rule_bound_is_no_rounding():
    ctx = [{"title": "dates.md", "text": "Entry closes on 1 May 2027; the final is on 8 June 2027. Refunds are given within 14 days."}]
    # 38 days apart: "within 30 days" is a bound the context does not give, not a rough span; "just over five weeks" is
    assert check("Entry closes on 1 May 2027 and the final is on 8 June 2027, so you're within 30 days of it.",
                 ctx).hallucination == "hallucinated"
    assert check("Entry closes on 1 May 2027 and the final is on 8 June 2027, so you have just over five weeks.",
                 ctx).hallucination != "hallucinated"


def test_an_arabic_span_said_rough():
    ctx = [{"title": "مواعيد.md", "text": "يبدأ الموسم في 16 يونيو 2026 وينتهي في 14 مارس 2027. رسوم التصريح 40 ريالًا."}]
    assert check("يمتد الموسم من 16 يونيو 2026 إلى 14 مارس 2027، أي حوالي تسعة أشهر.", ctx).hallucination != "hallucinated"
    assert check("يمتد الموسم من 16 يونيو 2026 إلى 14 مارس 2027، أي حوالي ستة أشهر.", ctx).hallucination == "hallucinated"
