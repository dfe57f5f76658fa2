"""THE SUBJECT COLUMNS: a comparison table whose header names a subject above each value column (its first cell empty or
a word of "item") gives each cell's value its column's subject: the right values are clean, the two columns' values
swapped are flagged; a table of attribute columns ("| الدورة | المدة | السعر |") is not read this way."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.frames import column_swapped

_KINDS = [("العائلية", 35), ("الذهبية", 50), ("الفردية", 20)]
_CTX = ("أنواع العضوية في نادي الجيوكاشينغ بمسقط: " + " ".join(f"العضوية {k} {p} ريالاً عُمانياً سنوياً." for k, p in _KINDS)
        + " وتشمل العضوية الذهبية رحلات الصحراء المتقدمة.")
_Q = "ما الفرق بين العضويات في نادي الجيوكاشينغ؟"


def _table(lead: str, cols: list[tuple[str, int]]) -> str:
    head = f"| {lead} | " + " | ".join(f"**{k}**" for k, _ in cols) + " |"
    rule = "|" + "---|" * (len(cols) + 1)
    row = "| السعر السنوي | " + " | ".join(f"{p} ريالاً" for _, p in cols) + " |"
    return f"إليك المقارنة:\n\n{head}\n{rule}\n{row}\n"


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["", "الميزة", "وجه المقارنة"]), st.permutations(range(3)), st.sampled_from([2, 3]))
def test_each_column_keeps_its_subjects_value(lead, order, n):
    cols = [_KINDS[i] for i in order[:n]]
    assert check(_table(lead, cols), [{"title": "memberships.md", "text": _CTX}], query=_Q).hallucination != "hallucinated"
    swapped = [(cols[0][0], cols[1][1]), (cols[1][0], cols[0][1])] + cols[2:]
    assert check(_table(lead, swapped), [{"title": "memberships.md", "text": _CTX}], query=_Q).hallucination == "hallucinated"


def test_attribute_columns_are_not_read():
    ctx = "دورة المستوى الأول (يومان) بـ 220 ديناراً، ودورة المستوى الثاني (3 أيام) بـ 320 ديناراً."
    assert column_swapped(["المستوى الأول", "يومان", "220 ديناراً"], ["الدورة", "المدة", "السعر"], ctx, {}) is None
    assert column_swapped(["المستوى الأول", "يومان", "320 ديناراً"], ["الدورة", "المدة", "السعر"], ctx, {}) is None


def test_a_header_of_attributes_is_not_read():
    ctx = "يتقاضى المشغّل أجرة وكالة بنسبة 25% من الاشتراكات المدفوعة، ويدير الاستثمار مضاربةً مقابل 30% من أرباح الاستثمار."
    header = ["البند", "النسبة", "تُحسب من"]
    assert column_swapped(["أجرة الوكالة", "ربع الاشتراكات (25٪)", "الاشتراكات المدفوعة"], header, ctx, {}) is None
    assert column_swapped(["حصة المضاربة", "30 في المائة", "أرباح الاستثمار"], header, ctx, {}) is None


def test_the_subject_named_before_a_colon_in_its_own_sentence():
    ctx = ("المخيم البدوي التقليدي: خيام من شعر الماعز بحمامات مشتركة، ٣٥ دينارًا أردنيًا للشخص في الليلة. "
           "خيام الفقاعة (المريخ): قباب شفافة بحمام خاص، ١٢٠ دينارًا للخيمة في الليلة. "
           "ركوب الجمال عند الغروب متاح لنزلاء المخيم البدوي بسعر ١٥ دينارًا للشخص.")
    header = ["", "المخيم البدوي", "خيمة الفقاعة (المريخ)"]
    assert column_swapped(["السعر", "35 دينارًا للشخص في الليلة", "120 دينارًا للخيمة في الليلة"], header, ctx, {}) is None
    assert column_swapped(["السعر", "120 دينارًا للشخص في الليلة", "35 دينارًا للخيمة في الليلة"], header, ctx, {}) is not None
