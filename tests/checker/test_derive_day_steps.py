"""A day of the month n days before or after a supposed one (checker/derive.py ``_calendar_count``,
``_DAY_WORD_NUMBER``, ``_BEFORE_WORDS``).

Grammar: STEP := DAY₀ (the 20th, "يوم 20": supposed or supported) … DEADLINE-WORD (by, last day, "آخر موعد") … DAY₁ —
DAY₁ = DAY₀ − n, n a number of days the context states (n days before); "after" words: DAY₀ + n. Wrong neighbours
(a day off by one or the other way) stay flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check


def _ord(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _ctx(n: int) -> list[dict]:
    return [{"title": "plan.md", "text": f"The subscription renews automatically and can be cancelled in the app at least "
                                         f"{n} days before the renewal date."}]


@pytest.mark.parametrize(("day", "n"), [(20, 7), (28, 7), (15, 3), (30, 14), (25, 10)])
def test_the_last_day_n_days_before_a_supposed_day(day, n):
    ok = f"For example, if you renew on the {_ord(day)}, you'd need to cancel by the {_ord(day - n)}."
    r = check(ok, _ctx(n), "How do I cancel?")
    assert not any(f.rule == "value" for f in r.findings), (ok, r.findings)
    for wrong in (day - n - 1, day + n):
        if 1 <= wrong <= 31:
            text = f"For example, if you renew on the {_ord(day)}, you'd need to cancel by the {_ord(wrong)}."
            assert check(text, _ctx(n), "How do I cancel?").hallucination == "hallucinated", text


@pytest.mark.parametrize(("day", "n"), [(20, 7), (28, 7), (15, 3)])
def test_arabic_day_numbers(day, n):
    q = "How do I cancel my subscription? هل يرجعون لي فلوس الشهر الحالي؟"
    ctx = [{"title": "اشتراك.md", "text": f"يتجدد الاشتراك تلقائياً، ويمكن إلغاؤه من التطبيق قبل {n} أيام على الأقل من تاريخ التجديد."}]
    ok = f"مثال: إذا كان تاريخ تجديدك يوم {day} من الشهر، فآخر موعد للإلغاء هو يوم {day - n}."
    assert not any(f.rule == "value" for f in check(ok, ctx, q).findings), ok
    wrong = f"مثال: إذا كان تاريخ تجديدك يوم {day} من الشهر، فآخر موعد للإلغاء هو يوم {day - n - 2}."
    assert any(f.rule == "value" for f in check(wrong, ctx, q).findings), wrong
