"""An Arabic figure stated as the other bound (checker.passes' arabic_anchored pass, text.arabic.frames.bound_flipped):
"قبل موعد الغوص بـ 48 ساعة كحد أقصى" over the context's "قبل موعد الغوص بـ 48 ساعة على الأقل" is critical
(frame_qualifier); the same bound restated, in any of its words, or the figure unbounded, is not."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check

_DIVE = ("رسوم التصريح الفردي 150 ريالًا لليوم الواحد. يُقدَّم الطلب عبر منصة «غوص السعودية» قبل موعد الغوص بـ 48 ساعة "
         "على الأقل. الحد الأقصى لعمق الغوص الترفيهي 30 مترًا.")
_Q = "متى لازم أقدم طلب تصريح الغوص؟"
MIN_WORDS = ["على الأقل", "كحد أدنى", "أو أكثر"]
MAX_WORDS = ["كحد أقصى", "على الأكثر", "أو أقل"]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(MIN_WORDS), st.sampled_from(MAX_WORDS), st.booleans())
def test_the_other_bound_is_flagged_and_the_same_is_not(same, other, bold):
    mark = "**" if bold else ""
    r = "لازم تقدّم الطلب عبر منصة «غوص السعودية» قبل موعد الغوص بـ {}48 ساعة {}{}."
    v = check(r.format(mark, other, mark), _DIVE, query=_Q)
    assert v.hallucination == "hallucinated" and any(f.rule == "frame_qualifier" for f in v.findings), v
    for ok in (r.format(mark, same, mark), r.format(mark, "", mark).replace(" .", ".")):
        v = check(ok, _DIVE, query=_Q)
        assert all(f.rule != "frame_qualifier" for f in v.findings), (ok, v)


def test_a_maximum_restated_as_a_maximum_is_clean():
    v = check("الحد الأقصى لعمق الغوص الترفيهي 30 مترًا.", _DIVE, query="كم أقصى عمق؟")
    assert v.hallucination != "hallucinated", v
    v = check("عمق الغوص الترفيهي 30 مترًا على الأقل.", _DIVE, query="كم أقصى عمق؟")
    assert v.hallucination == "hallucinated", v


def test_until_n_before_an_event_is_at_least_n_before_it():
    from groundtest.checker.frames import values_of
    from groundtest.text.arabic.frames import bound_of

    for t in ("يمكن تحويل التذكرة حتى 24 ساعة قبل المباراة", "لغاية 24 ساعة من قبل المباراة",
              "الإلغاء من يومين وحتى 24 ساعة قبل القيام"):
        assert [bound_of(t, v) for v in values_of(t)][-1] == "min", t
    # wrong neighbours: "until" without an event after it is a maximum, and a bare "وأقصى" is one too
    t = "الإقامة حتى 30 يومًا"
    assert [bound_of(t, v) for v in values_of(t)] == ["max"]
    t = "بحد أدنى 500 درهم وأقصى 30,000 درهم"
    assert [bound_of(t, v) for v in values_of(t)] == ["min", "max"]
    ctx = "يمكن تحويل التذكرة إلى شخص آخر عبر التطبيق حتى 24 ساعة قبل المباراة، ولمرة واحدة فقط."
    q = "هل أقدر أحول التذكرة؟"
    assert check("يجب أن يتم التحويل قبل 24 ساعة على الأقل من المباراة.", ctx, query=q).hallucination != "hallucinated"
    assert check("يجب أن يتم التحويل خلال 24 ساعة كحد أقصى قبل المباراة.", ctx, query=q).hallucination == "hallucinated"
