"""THE DAY OUTSIDE THE RANGE, DENIED (text.arabic.dates.outside_range_denied): a weekday or a month the answer says
there is none of, outside the range of its kind the context states ("يعمل من الأحد إلى الخميس فقط" → "لا يعمل
يومي الجمعة والسبت"; "من أكتوبر إلى أبريل" → "ولا في الأشهر من مايو إلى سبتمبر") is the range's complement, read
off the context. The same day affirmed, a day inside the range, "لا … إلا" (only then) and a day the context names
elsewhere stay flagged."""
from __future__ import annotations

import pytest

import groundtest
from groundtest.text.arabic.dates import outside_range_denied

DAYS = ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"]
MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]


def date_findings(response, context):
    v = groundtest.check(response, [{"title": "a.md", "text": context}], "متى يعمل؟")
    return [f for f in v.findings if f.rule == "value" and f.severity == "critical"]


@pytest.mark.parametrize(("lo", "hi"), [(0, 4), (6, 4), (1, 5), (6, 3)])
def test_a_day_outside_the_weekday_range_denied(lo, hi):
    ctx = f"خط ماسبيرو: الرحلة ٢٠ دقيقة، ويعمل من {DAYS[lo]} إلى {DAYS[hi]} فقط."
    inside = {(lo + k) % 7 for k in range((hi - lo) % 7 + 1)}
    units = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    for d in range(7):
        claim = f"الخط لا يعمل يوم {DAYS[d]}."
        assert outside_range_denied(f"weekday:{units[d]}", claim, claim.index(DAYS[d]), ctx, {}) is (d not in inside)
        if d not in inside:
            denied = date_findings(claim, ctx)
            assert not denied, DAYS[d]
            assert date_findings(f"الخط يعمل يوم {DAYS[d]} أيضاً.", ctx), DAYS[d]  # the day affirmed
            assert date_findings(f"الخط لا يعمل إلا يوم {DAYS[d]}.", ctx), DAYS[d]  # "only then" affirms it


def test_the_complement_in_an_aside():
    ctx = "تستقبل الورشة الزوار من السبت إلى الخميس من ٨ صباحاً حتى ١٢ ظهراً."
    assert not date_findings("الزيارة من السبت إلى الخميس (أي أن الجمعة ليست من أيام الاستقبال).", ctx)
    assert date_findings("الزيارة من السبت إلى الخميس، وكذلك الجمعة.", ctx)


@pytest.mark.parametrize("month", range(12))
def test_a_month_outside_the_season_denied(month):
    ctx = "تُقام العروض أيام الخميس فقط خلال الفترة من أكتوبر إلى أبريل."
    inside = month >= 9 or month <= 3
    denied = date_findings(f"أي أن العروض لا تُقام في شهر {MONTHS[month]}.", ctx)
    if not inside:
        assert not denied
        assert date_findings(f"تُقام العروض أيضاً في شهر {MONTHS[month]}.", ctx)


def test_a_day_the_context_names_elsewhere_is_not_read_off_the_range():
    ctx = "يعمل المكتب من الأحد إلى الخميس، ويوم الجمعة بمواعيد خاصة."
    claim = "المكتب لا يعمل يوم الجمعة."
    assert not outside_range_denied("weekday:friday", claim, claim.index("الجمعة"), ctx, {})  # the context's own Friday
    claim = "المكتب لا يعمل يوم السبت."
    assert outside_range_denied("weekday:saturday", claim, claim.index("السبت"), ctx, {})
    assert date_findings(claim, ctx) == []


def test_no_range_no_complement():
    ctx = "يعمل المكتب أيام الأحد والاثنين والخميس."
    assert date_findings("المكتب لا يعمل يوم الجمعة.", ctx)
