"""Frames (text/arabic/polarity.py, read by the polarity rule): the spoken negator "ما" before an imperfect verb ("ما
تحتاج تصريح" for "فلا يحتاج إلى تصريح") is a negation, so the restatement keeps the context's polarity; the relative
"ما" ("ما تتناوله المستندات"، "كل ما تحتاجه") is none. Tried over generated subjects and verbs; the positive
restatement of the negated clause is still the other polarity."""
from __future__ import annotations
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.checker import check
from groundtest.text.arabic.polarity import read
from groundtest.text.arabic.normalise import fold_text


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("التخييم على الشواطئ العامة", "تصريح"), ("الدخول إلى الحديقة", "حجز مسبق"), ("الصيد في البحيرة", "رخصة")]),
       st.sampled_from(["{s} ما يحتاج {o}.", "و{s} ما تحتاج {o}.", "{s}: ما يحتاج {o} 👍"]))
def test_spoken_ma_negates_an_imperfect_verb(subject_object, form):
    s, o = subject_object
    ctx = [{"title": "rules.md", "text": f"أما {s} فلا يحتاج إلى {o}. ويفتح الموقع يوميًا من الساعة 8 صباحًا."}]
    assert "frame_polarity" not in rules(check(form.format(s=s, o=o), ctx))
    assert read(fold_text(form.format(s=s, o=o)))[1]
    assert not read(fold_text(f"{s} يحتاج {o}."))[1]
    assert "frame_polarity" in rules(check(f"{s} يحتاج إلى {o}.", ctx))  # the flip is still the other polarity


def test_relative_ma_is_no_negation():
    for clause in ("ما تتناوله المستندات هو الباقات المشتركة", "كل ما تحتاجه هو بطاقة الهوية", "ما يلي من الرسوم",
                   "ما يصل إلى 20 يومًا", "ما أستطيع قوله إن الخدمة تعمل يوميًا"):
        assert not read(fold_text(clause))[1], clause
