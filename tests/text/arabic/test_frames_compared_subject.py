"""THE COMPARED SUBJECT (text.arabic.frames.COMPARING_WORDS): the words right after a word of comparison ("ضعف بسطة
الحرف"، "أغلى من بسطة الحرف"، "مقارنةً ببسطة الحرف"، "بدلاً من بسطة الحرف") name the other subject the claim's is measured
against, never the claim's own; a figure right after them ("ضعف الفردية (200 ريال)") is said of that other subject. So
a value said of one subject and compared to another is no swap — while the same value given to the compared subject's
rival, or a value put before the comparison that the context gives the other subject, still is."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.text.arabic.frames import swapped

_STALLS = ("تنقسم البسطات إلى فئتين: بسطات الأطعمة وإيجارها {a:,} ريال للموسم، ويُشترط لها شهادة صحية. "
           "وبسطات الحرف اليدوية وإيجارها {b:,} ريال للموسم ولا يُشترط لها شهادة صحية.")
_COMPARED = ["يعني ضعف بسطة الحرف", "أي أغلى من بسطة الحرف", "مقارنةً ببسطة الحرف اليدوية", "بدلاً من بسطة الحرف"]
_MEMBERS = "عضوية المتحف: العضوية الفردية {b} ريال قطري سنوياً، والعضوية العائلية {a} ريال قطري سنوياً لشخصين بالغين وأطفالهما."


@settings(max_examples=25, deadline=None)
@given(st.sampled_from([3000, 2500, 4000]), st.sampled_from(_COMPARED))
def test_the_subject_compared_to_is_not_the_claims(b, compared):
    ctx = _STALLS.format(a=2 * b, b=b)
    assert swapped(f"الإيجار: **{2 * b:,} ريال** للموسم، {compared}.", ctx, {}) is None
    # the hallucinated neighbour: the food stall given the crafts' rent, compared as before
    assert swapped(f"إيجار بسطة الأطعمة: **{b:,} ريال** للموسم، {compared}.", ctx, {}) is not None


@settings(max_examples=12, deadline=None)
@given(st.sampled_from([200, 150, 350]), st.sampled_from(["ضعف", "أغلى من", "مقابل"]))
def test_a_figure_after_the_compared_subject_is_that_subjects(b, word):
    ctx = _MEMBERS.format(a=2 * b, b=b)
    assert swapped(f"للمقارنة: العائلية تساوي {word} الفردية ({b} ريال) لكنها تغطي بالغَين وأطفالهما.", ctx, {}) is None
    # the same figure said of the family membership itself, the comparison after it
    assert swapped(f"للمقارنة: العائلية تساوي {b} ريال، {word} الفردية، لكنها تغطي بالغَين وأطفالهما.", ctx, {}) is not None
