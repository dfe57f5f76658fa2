"""THE NEW YEAR CROSSED: a day given without its year, n days (n stated) after or before another day without its year,
where the count crosses the new year ("120 يومًا من 31 ديسمبر": 30 أبريل, or 29 أبريل when the year after is a leap
one) is the answer's calendar working, supported; a day a few days off is still flagged."""
from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given, settings, strategies as st

from groundtest.checker import check

_MONTHS = "يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر".split()


def _ar(d: date) -> str:
    return f"{d.day} {_MONTHS[d.month - 1]}"


def _case(base: date, n: int, said: date) -> str:
    ctx = [{"title": "rules.md", "text": f"يُقدَّم الإقرار خلال {n} يومًا من نهاية السنة المالية، وغرامة التأخر 1,000 ريال."}]
    q = f"سنتنا المالية تنتهي {_ar(base)}. متى آخر موعد لتقديم الإقرار؟"
    r = f"الإقرار يُقدَّم خلال {n} يومًا من نهاية السنة المالية، فآخر موعد هو {_ar(said)}."
    return check(r, ctx, query=q).hallucination


_BASES = st.sampled_from([date(2001, 12, 31), date(2001, 12, 20), date(2001, 11, 15), date(2001, 12, 1)])
_COUNTS = st.sampled_from([30, 45, 60, 90, 120])


@settings(max_examples=20, deadline=None)
@given(_BASES, _COUNTS)
def test_a_count_across_the_new_year_is_supported(base, n):
    end = base + timedelta(days=n)
    if end.year == base.year:
        return  # (within one year: no new year crossed)
    assert _case(base, n, end) != "hallucinated"


def test_the_leap_year_after_and_wrong_neighbours():
    assert _case(date(2001, 12, 31), 120, date(2002, 4, 29)) != "hallucinated"  # (2000 was a leap year: 31 Dec 1999 + 120)
    assert _case(date(2001, 12, 31), 120, date(2002, 5, 3)) == "hallucinated"
    assert _case(date(2001, 12, 20), 30, date(2002, 1, 25)) == "hallucinated"
