"""THE WANTING OF INFORMATION with the verb of existence: "لا توجد لديّ أي معلومات عن …"، "لا يوجد لدينا تفاصيل" decline as
"لا تتوفر لدي أي معلومات" does; the verb with a holder and anything but information ("لا يوجد لدي حجز باسمك"، "لا توجد لدي
رسوم إضافية") is no decline."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.text.arabic.behaviour import is_refusal


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["لا", "ولا"]), st.sampled_from(["توجد", "يوجد"]), st.sampled_from(["لدي", "لديّ", "لدينا", "عندي"]),
       st.sampled_from(["أي معلومات", "معلومات", "تفاصيل", "أي تفاصيل", "بيانات"]))
def test_no_information_with_me_declines(neg, verb, holder, what):
    assert is_refusal(f"للأسف، {neg} {verb} {holder} {what} في المستندات المتاحة عن مواعيد القلعة.")


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(["توجد", "يوجد"]), st.sampled_from(["حجز باسمك", "رسوم إضافية", "أي رسوم على الأطفال"]))
def test_other_things_with_me_are_no_decline(verb, what):
    assert not is_refusal(f"لا {verb} لدي {what}.")
