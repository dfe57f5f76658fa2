"""A sentence put to the user (groundtest.text.arabic.behaviour): the dialects' requests to tell ("بس احكوا"،
"قولولي"، "خبروني", with a particle before them) close an offer; advice to check after "otherwise" ("وإلا
الأفضل تتثبت من الجهة المختصة") is a referral. Wrong neighbours: a clause of another subject beside the request,
a referral that goes on to state a figure, stay claims."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.text.arabic.behaviour import addressed_clauses, is_referral

OFFERS = ["إذا حابين أقارن لكم بكلفة ليلة إقامة", "إذا بدك أحسبلك الكلفة", "لو حابب أرتب لك الجدول"]
LEADS = ["", "بس ", "فقط ", "بعدين ", "و"]
REQUESTS = ["احكوا", "احكيلي", "قولولي", "خبروني", "قلي", "أخبروني", "احكي لي"]
FACTS = ["المتحف يفتح الساعة 9 صباحاً", "والرسوم 30 ديناراً", "الحجز مجاني للأطفال"]


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(OFFERS), st.sampled_from(LEADS), st.sampled_from(REQUESTS), st.sampled_from(["", "🌅 "]))
def test_a_request_to_tell_closes_an_offer(offer, lead, request, emoji):
    assert addressed_clauses(f"{emoji}{offer}، {lead}{request}.")


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(LEADS), st.sampled_from(REQUESTS), st.sampled_from(FACTS))
def test_a_fact_beside_a_request_stays_a_claim(lead, request, fact):
    assert not addressed_clauses(f"{lead}{request}، {fact}.")


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["وإلا ", "والا ", ""]), st.sampled_from(["الأفضل", "من الأفضل", "يستحسن", "أنصحك"]),
       st.sampled_from(["تتثبت", "تتأكد", "تتواصل", "التثبت"]),
       st.sampled_from(["من الجهة المختصة بالفحص الفني", "مع مركز الفحص", "من الوكالة"]))
def test_advice_to_check_after_otherwise_is_a_referral(lead, opener, act, whom):
    assert is_referral(f"{lead}{opener} {act} {whom}.")
    # wrong neighbours: the advice goes on to a figure, or no advice at all
    assert not is_referral(f"{lead}{opener} {act} {whom}، فالرسوم 30 ديناراً.")
    assert not is_referral(f"{lead}الرسوم تكون 30 دينار في {whom}.")
