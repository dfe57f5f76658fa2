"""THE SOURCE NAMED (text.arabic.frames._without_source, SOURCE_LEADS): a claim's lead-in naming where it reads its
rule ("بحسب اللائحة المحدثة الصادرة عام 1444هـ،") names a source, not a subject. The context's clause carrying that
source's title (a chunk opening "(اللائحة المحدَّثة الصادرة عام ١٤٤٤هـ) إذا تأخر … أكثر من 3 ساعات …") is then no
better fit for the claim's figure than the clause that states it, so the right figure passes the swapped-figure check
(frame_value); a figure of the other clause said of this one is still caught."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest import check
from groundtest.text.arabic.frames import swapped

_CTX = ("(اللائحة المحدَّثة الصادرة عام ١٤٤٤هـ) إذا تأخر إقلاع الرحلة أكثر من 3 ساعات يلتزم الناقل الجوي بتقديم وجبات "
        "ومشروبات مناسبة. وإذا تجاوز التأخير 6 ساعات يحق للمسافر الاختيار بين استرداد قيمة التذكرة أو إعادة الحجز، إضافة "
        "إلى تعويض قدره 750 ريالًا سعوديًا.")
LEADS = ["بحسب اللائحة **المحدثة الصادرة عام 1444هـ**، ", "وفقًا للائحة المحدثة الصادرة عام ١٤٤٤هـ، ",
         "طبقًا للائحة المحدثة الصادرة عام 1444هـ، ", ""]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(LEADS))
def test_the_source_named_is_no_subject(lead):
    good = f"{lead}إذا تجاوز التأخير 6 ساعات يستحق المسافر تعويضًا قدره 750 ريالًا."
    assert swapped(good, _CTX, {}) is None
    assert not any(f.rule == "frame_value" for f in check(good, _CTX).findings)
    bad = f"{lead}إذا تجاوز التأخير 3 ساعات يستحق المسافر تعويضًا قدره 750 ريالًا."
    assert check(bad, _CTX).hallucination == "hallucinated"
