"""A figure the answer itself writes as no percentage is no share of the context's (derive.Ledger._derive's
``shares``): "إذا كان تاريخ تجديدك يوم 20 من الشهر، فآخر موعد للإلغاء يوم 13" supposes the 20th and takes the
context's 7 days off it, even where the context also grants 20% of something. The right day is supported; a wrong
one stays flagged."""
from __future__ import annotations

from hypothesis import assume, given, settings, strategies as st

import groundtest


def _ctx(share: int, before: int):
    return [{"title": "الاشتراك.md", "text": f"اشتراك «وصل بلس» الشهري بـ ٤٩ ريالاً. يمنح المشترك خصماً بنسبة {share}٪ على "
                                               f"الشحن السريع فقط. يتجدد الاشتراك تلقائياً، ويمكن إلغاؤه من التطبيق قبل {before} "
                                               "أيام على الأقل من تاريخ التجديد."}]


@settings(max_examples=30, deadline=None)
@given(share=st.sampled_from([10, 15, 20, 25]), before=st.sampled_from([3, 5, 7]), day=st.integers(17, 28), same=st.booleans(),
       wrong=st.booleans())
def test_a_supposed_day_less_the_notice_is_supported(share, before, day, same, wrong):
    day = share if same and share >= 17 else day  # the supposed day may be the very figure of the context's share
    said = day - before + (2 if wrong else 0)
    # (a wrong day that is itself a product or a sum of the figures shown would be another working)
    assume(said not in {share, before, 49, before * before, 2 * before, 3 * before, 4 * before, day + before, share + before})
    resp = (f"1. الإلغاء يتم **من التطبيق**، **قبل {before} أيام على الأقل** من تاريخ التجديد.\n\n"
            f"مثال: إذا كان تاريخ تجديدك يوم {day} من الشهر، فآخر موعد للإلغاء هو يوم {said}.")
    v = groundtest.check(resp, _ctx(share, before), "كيف ألغي اشتراكي؟")
    flagged = [f for f in v.findings if f.rule == "value"]
    assert bool(flagged) == wrong, (resp, v.findings)
