"""A clause that lists figure-and-subject items joined by و and the figure ("يتقاضى الموثق ٢٠٠ ريال عن كل وكالة
و٣٠٠ ريال عن كل إقرار"): each item is a frame of its own, so a table row or a sentence giving one item the other's
figure is swapped (groundtest.text.arabic.frames.swapped). Right neighbours: each its own figure."""
from __future__ import annotations

from hypothesis import assume, given, settings, strategies as st

from groundtest.text.arabic.frames import swapped

_EASTERN = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
ITEMS = [("وكالة", "الوكالة", "إقرار", "الإقرار"), ("شهادة", "الشهادة", "عقد", "العقد"),
         ("صفحة", "الصفحة", "ملف", "الملف")]
UNITS = [("ريال", "ريال"), ("دينار", "دينار"), ("درهم", "درهم")]


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(ITEMS), st.sampled_from(UNITS), st.integers(5, 40), st.integers(5, 40), st.booleans())
def test_each_item_of_a_joined_list_is_its_own_frame(items, unit, a, b, eastern):
    assume(a != b)
    x, y = a * 10, b * 10
    d = (lambda n: str(n).translate(_EASTERN)) if eastern else str  # noqa: E731
    ctx = (f"وفقًا للمادة (٢٠) يتقاضى الموثق المرخص مقابلًا لا يتجاوز {d(x)} {unit[0]} عن كل {items[0]} "
           f"و{d(y)} {unit[0]} عن كل {items[2]}، ويجوز له تقديم الخدمة في مقر العميل.")
    # wrong: each row given the other item's figure
    assert swapped(f"| {items[1]} | {y} {unit[1]} |", ctx, {}) is not None
    assert swapped(f"| {items[3]} | {x} {unit[1]} |", ctx, {}) is not None
    # right: each its own
    assert swapped(f"| {items[1]} | {x} {unit[1]} |", ctx, {}) is None
    assert swapped(f"| {items[3]} | {y} {unit[1]} |", ctx, {}) is None


def test_a_figure_list_with_no_subjects_stays_one_frame() -> None:
    # "و" before a figure inside a range or a sum is no new item of another subject
    ctx = "رسوم التسجيل 200 ريال و50 ريالا للبطاقة، وتصدر البطاقة خلال يومين."
    assert swapped("رسوم التسجيل 200 ريال.", ctx, {}) is None


@settings(max_examples=40, deadline=None)
@given(st.integers(10, 40), st.integers(10, 40), st.sampled_from(["جنيه", "ريال", "درهم"]))
def test_a_later_item_shares_the_words_before_the_first_figure(a, b, unit):
    assume(a != b)
    x, y = a * 100, b * 100
    ctx = (f"تُحتسب كل ليلة إضافية بسعر {x} {unit} في الغرفة المزدوجة و{y} {unit} في الغرفة المفردة. "
           f"الترقية إلى غرفة مفردة تضيف 1,500 {unit} عن كل ليلة مشمولة في الباقة.")
    # right: the elliptic second item is a night's price too
    assert swapped(f"تُحتسب الليلة الثالثة ليلةً إضافية بسعر الغرفة المفردة ({y} {unit}).", ctx, {}) is None
    # wrong: a night in the suite at the double room's price
    ctx2 = f"تُحتسب كل ليلة إضافية بسعر {x} {unit} في الغرفة المزدوجة و{y} {unit} في الجناح الملكي الفاخر."
    assert swapped(f"تُحتسب الليلة الإضافية في الجناح الملكي الفاخر بسعر {x} {unit}.", ctx2, {}) is not None
    assert swapped(f"تُحتسب الليلة الإضافية في الجناح الملكي الفاخر بسعر {y} {unit}.", ctx2, {}) is None
