"""Two Arabic figures the answer works out itself (checker.derive, text.arabic.numbers, text.arabic.behaviour):

- THE ARABIC TWICE: "ضعف" alone (no count before it) is twice another figure the answer shows: "١٨٠ دولاراً (ضعف
  العادية)" beside the context's 90 and 180, "العائلية تساوي ضعف الفردية (200 ريال)" after 400 — a bare riyal is any
  country's, so the context's "ريال قطري" is its currency. Where the two figures are not in that ratio, "ضعف" stays
  caught;
- THE SHARE-REMAINDER: a percentage after "الباقي" or "على الأقل" is 100% less a share the context states and the
  answer shows ("الباقي (70٪)" after "30٪ مقدماً"); another figure there (60٪) stays caught, and so does a complement
  of a share the context never states.
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

_BALLOON = ("باقات رحلات المنطاد – الأقصر\nالرحلة العادية: سلة تتسع حتى 20 راكباً، مدة الطيران نحو 45 دقيقة، السعر 90 دولاراً "
            "للفرد.\nرحلة كبار الزوار (VIP): سلة تتسع حتى 8 ركاب، مدة الطيران نحو 60 دقيقة، السعر {vip} دولاراً للفرد.")


def _table(vip: str) -> str:
    return ("إليك المقارنة:\n\n| البند | الرحلة العادية | رحلة VIP |\n|---|---|---|\n"
            f"| السعر للفرد | **٩٠ دولاراً** | **{vip} دولاراً** (ضعف العادية) |\n")


def test_twice_the_other_price_is_worked():
    ctx = [{"title": "balloon.md", "text": _BALLOON.format(vip="180")}]
    r = check(_table("١٨٠"), ctx, "ما الفرق بين الرحلة العادية ورحلة VIP؟")
    assert r.hallucination != "hallucinated", [(f.content, f.notes) for f in r.findings]


@pytest.mark.parametrize("vip", ["150", "200", "250"])
def test_twice_of_prices_in_another_ratio_is_caught(vip):
    ctx = [{"title": "balloon.md", "text": _BALLOON.format(vip=vip)}]
    r = check(_table(vip), ctx, "ما الفرق بين الرحلة العادية ورحلة VIP؟")
    assert r.hallucination == "hallucinated"
    assert any("ضعف" in f.content for f in r.findings if f.severity == "critical")


_MUSEUM = ("عضوية أصدقاء المتحف: العضوية الفردية ٢٠٠ ريال قطري سنوياً، والعضوية العائلية {family} ريال قطري سنوياً "
           "لشخصين بالغين وأطفالهما.")


def _family(family: str) -> str:
    return (f"- **السعر:** {family} ريال قطري سنوياً\n\n"
            "للمقارنة: العائلية تساوي ضعف الفردية (200 ريال) لكنها تغطي بالغَين وأطفالهما.")


def test_twice_with_a_bare_riyal():
    ctx = [{"title": "m.md", "text": _MUSEUM.format(family="٤٠٠")}]
    r = check(_family("400"), ctx, "كم العضوية العائلية؟")
    assert not any("ضعف" in f.content for f in r.findings if f.severity == "critical"), r.findings


def test_twice_with_a_bare_riyal_in_another_ratio_is_caught():
    ctx = [{"title": "m.md", "text": _MUSEUM.format(family="٥٠٠")}]
    r = check(_family("500"), ctx, "كم العضوية العائلية؟")
    assert any("ضعف" in f.content for f in r.findings if f.severity == "critical")


_TERMS = "شروط الدفع المحدّثة لموسم 2025: {first}٪ مقدماً بتحويل بنكي، والباقي عند تقديم بوليصة الشحن."


def _terms(first: int, rest: int) -> str:
    return (f"حسب شروط الدفع المحدّثة:\n\n- **الدفعة المقدمة:** **{first}٪** بتحويل بنكي\n"
            f"- **الباقي ({rest}٪):** عند تقديم **بوليصة الشحن**\n")


@settings(max_examples=8, deadline=None)
@given(st.integers(min_value=5, max_value=95).filter(lambda p: p != 50))
def test_the_rest_of_a_stated_share(first):
    ctx = [{"title": "t.md", "text": _TERMS.format(first=first)}]
    r = check(_terms(first, 100 - first), ctx, "كم الدفعة المقدمة؟")
    assert r.hallucination != "hallucinated", [(f.content, f.notes) for f in r.findings]


@pytest.mark.parametrize("first,rest", [(30, 60), (30, 80), (40, 70)])
def test_a_wrong_rest_is_caught(first, rest):
    ctx = [{"title": "t.md", "text": _TERMS.format(first=first)}]
    r = check(_terms(first, rest), ctx, "كم الدفعة المقدمة؟")
    assert r.hallucination == "hallucinated"


_REMOTE = "ويجوز للجهات تطبيق العمل عن بُعد يوم الجمعة بما لا يتجاوز {cap}% من الموظفين."


def _remote(cap: str, least: str) -> str:
    return (f"- يجوز للجهات تطبيق العمل عن بعد **يوم الجمعة** بشرط **ألا يتجاوز {cap}** من الموظفين.\n"
            f"- يعني على الأقل **{least}** من الموظفين يداومون حضوريًا.\n")


def test_at_least_the_rest_of_a_cap():
    r = check(_remote("٧٠٪", "٣٠٪"), [{"title": "r.md", "text": _REMOTE.format(cap=70)}], "هل نقدر نشتغل عن بعد؟")
    assert r.hallucination != "hallucinated", [(f.content, f.notes) for f in r.findings]


@pytest.mark.parametrize("least", ["٢٠٪", "٤٠٪"])
def test_at_least_a_wrong_rest_is_caught(least):
    r = check(_remote("٧٠٪", least), [{"title": "r.md", "text": _REMOTE.format(cap=70)}], "هل نقدر نشتغل عن بعد؟")
    assert r.hallucination == "hallucinated"


def test_the_rest_of_a_share_the_context_never_states_is_caught():
    # the answer says 60% where the context says 70%: its "rest" 40% is of a share the context never gives
    r = check(_remote("٦٠٪", "٤٠٪"), [{"title": "r.md", "text": _REMOTE.format(cap=70)}], "هل نقدر نشتغل عن بعد؟")
    assert any("٤٠٪" in f.content for f in r.findings if f.severity == "critical")


def test_twice_does_not_vouch_for_a_price_it_makes_up():
    # the first-class fare the context never gives: "ضعف" of the stated 2 must not vouch for the 4, nor the 4 for it
    ctx = [{"title": "f.md", "text": "أسعار خط شنّة–مصيرة: 2 ر.ع للراكب و8 ر.ع للسيارة."}]
    r = check("- نعم، تتوفر الدرجة الأولى على هذا الخط بسعر **4 ريالات عُمانية** للراكب، أي ضعف السعر العادي.",
              ctx, "وهل فيه درجة أولى على هالخط؟")
    assert r.hallucination == "hallucinated"
