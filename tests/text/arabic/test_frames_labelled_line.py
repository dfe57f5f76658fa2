"""THE LABELLED LINE (text.arabic.frames._label_swapped): a list line or a sentence "label: value" ("- **الرجال:** من
9 صباحًا إلى 2 بعد الظهر"، "تمر الخلاص: ريالان للكيلو") is a row of two cells, its label the subject, read as a
table row's subject cell is: the value the context gives another subject, where it gives the label's subject another,
is swapped. A range is matched end for end. Not read: a label of the answer's working ("مجموع الرسوم:"), of the
user's own ("تذكرتك:"), or a place in the answer's own list ("القط الثاني:"), a sentence after the colon ("الشحن: بما أن طلبك يزيد على 20 ريالاً، …"), a label of a cost
noun alone ("السعر:"), and "لغير X" names those other than X, as in the context. A line whose value is double, triple,
four times or half the label's own figure is the answer's working over it ("ضعف رسوم البرنامج العادي، أي:")."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.text.arabic.frames import _context_frames, _label_swapped, _values, swapped

SUBJECTS = ["تمر الخلاص", "تمر الفرض", "تمر السكري", "تقصير البنطلون", "تنظيف الساعة", "تصغير الخاتم"]
PRICES = [3, 5, 7, 11, 13, 17]  # (no one a small multiple of another: THE LINE WORKED FROM ITS OWN)
FORMS = ["- **{}:** {} درهمًا للقطعة.", "{}: {} درهمًا", "1. {}: **{} درهمًا**"]


@settings(max_examples=80, deadline=None)
@given(st.lists(st.sampled_from(SUBJECTS), min_size=2, max_size=2, unique=True),
       st.lists(st.sampled_from(PRICES), min_size=2, max_size=2, unique=True), st.sampled_from(FORMS))
def test_the_label_takes_its_own_value(subjects, prices, form):
    (a, b), (p, q) = subjects, prices
    context = f"قائمة الأسعار في المحل: {a} بسعر {p} درهمًا للقطعة، و{b} بسعر {q} درهمًا للقطعة. الدفع نقدًا فقط."
    assert swapped(form.format(a, p), context, {}) is None
    assert swapped(form.format(b, q), context, {}) is None
    got = swapped(form.format(a, q), context, {})
    assert got is not None and got[1].startswith(str(p)), got
    # (not read as a label's: the answer's total, the user's own, a sentence after the colon)
    for claim in (form.format("مجموع " + a, q), form.format("طلبك", q), form.format(a + " الثاني", q),
                  f"{a}: بما أن طلبك يزيد على {q} درهمًا، فالتوصيل مجاني."):
        assert _label_swapped(claim, [v for v in _values(claim) if v.kind == "money"], _context_frames(context, {})) is None


def test_a_range_is_matched_end_for_end():
    context = ("مواعيد الحمام التقليدي: للنساء من الساعة ٩ صباحًا إلى ٢ بعد الظهر، وللرجال من ٣ بعد الظهر إلى ١٠ ليلًا. "
               "يوم الجمعة مخصص للنساء طوال اليوم من ٩ صباحًا إلى ٦ مساءً.")
    assert swapped("- **الرجال:** من 9 صباحًا إلى 2 بعد الظهر.", context, {}) == ("9 صباحًا", "3 بعد الظهر")
    assert swapped("- **النساء:** من 9 صباحًا إلى 2 بعد الظهر.", context, {}) is None
    assert swapped("- **الرجال:** من 3 بعد الظهر إلى 10 ليلًا.", context, {}) is None


def test_a_line_worked_from_its_own_figure():
    context = ("رسوم الساعة المعتمدة لطلبة البرنامج العادي: 60 دينارًا أردنيًا لكليات العلوم الإنسانية، و85 دينارًا لكليات "
               "الهندسة، و120 دينارًا لكلية الطب.")
    assert swapped("- العلوم الإنسانية: 120 دينارًا", context, {}) is None  # double its own 60
    assert swapped("- العلوم الإنسانية: 85 دينارًا", context, {}) == ("85 دينارًا", "60 دينارا اردنيا")


def test_the_other_than_and_the_cost_noun():
    context = "رسم الدخول للأردنيين: 0.5 دينار. لغير الأردنيين: 3 دنانير. الجمعة: يفتح الموقع من 10:00 صباحاً."
    assert swapped("- لغير الأردنيين: **ثلاثة دنانير**.", context, {}) is None
    assert swapped("- للأردنيين: **ثلاثة دنانير**.", context, {}) is not None
    fares = "تبدأ الأجرة بفتح العداد بمبلغ 4 ريالات، ثم 1.20 ريال لكل كيلومتر. أما السيارات العائلية فيُحتسب الكيلومتر فيها بسعر 1.60 ريال."
    assert swapped("- سعر الكيلومتر: **1.20 ريال**.", fares, {}) is None
