"""The span between two months of a year the answer names one after the other (derive._months_apart): "من مارس 2019
إلى نوفمبر 2025 = 6 سنوات و8 أشهر" is worked, not invented — month to month, in any month names (Gregorian or
Levantine), digits of either script, years and months or months alone, and in English as well. A span off by some
months, or between months the sentence does not name, stays flagged."""
from __future__ import annotations

from hypothesis import assume, given, settings, strategies as st

import groundtest

GREGORIAN = "يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر".split()
LEVANTINE = ["كانون الثاني", "شباط", "آذار", "نيسان", "أيار", "حزيران", "تموز", "آب", "أيلول", "تشرين الأول", "تشرين الثاني",
             "كانون الأول"]
ENGLISH = "January February March April May June July August September October November December".split()
_AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
CTX = [{"title": "التأخير.md", "text": "إذا مضى على انتهاء الرخصة أكثر من 5 سنوات يلزم إعادة اختبار القيادة. غرامة التأخير 5 دنانير."}]
CTX_EN = [{"title": "late.md", "text": "If the licence expired more than 5 years ago, a driving test is required. Late fee 5 BD."}]


def _span(months: int) -> str:
    y, m = divmod(months, 12)
    if not m:
        return f"{y} سنوات"
    return f"{y} سنوات و{m} أشهر" if y else f"{m} أشهر"


@settings(max_examples=30, deadline=None)
@given(start=st.integers(2015 * 12, 2022 * 12), span=st.integers(13, 100), names=st.sampled_from([GREGORIAN, LEVANTINE]),
       arabic_digits=st.booleans(), off=st.sampled_from([0, 0, 2, -3, 5]))
def test_the_span_between_two_named_months(start, span, names, arabic_digits, off):
    assume(3 <= (span + off) % 12 <= 10 and span + off > 12)  # "N سنوات وM أشهر", M a plural count
    end = start + span
    a = f"{names[start % 12]} {start // 12}"
    b = f"{names[end % 12]} {end // 12}"
    if arabic_digits:
        a, b = a.translate(_AR_DIGITS), b.translate(_AR_DIGITS)
    resp = f"من {a} إلى {b} = **{_span(span + off)}**."
    v = groundtest.check(resp, CTX, f"رخصتي انتهت في {a} والحين {b}. شنو اللازم؟")
    flagged = [f for f in v.findings if f.rule == "value"]
    assert bool(flagged) == (off != 0), (resp, v.findings)


@settings(max_examples=15, deadline=None)
@given(start=st.integers(2015 * 12, 2022 * 12), span=st.integers(13, 100), off=st.sampled_from([0, 4]))
def test_the_same_in_english(start, span, off):
    assume(2 <= (span + off) % 12 <= 10)
    end = start + span
    a, b = f"{ENGLISH[start % 12]} {start // 12}", f"{ENGLISH[end % 12]} {end // 12}"
    y, m = divmod(span + off, 12)
    resp = f"From {a} to {b} = **{y} years and {m} months**."
    v = groundtest.check(resp, CTX_EN, f"My licence expired in {a} and now it is {b}. What do I need?")
    flagged = [f for f in v.findings if f.rule == "value"]
    assert bool(flagged) == (off != 0), (resp, v.findings)
