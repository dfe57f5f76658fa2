"""Two Arabic grammars of working (text.arabic.behaviour):

- THE AGREEING-REMAINDER GRAMMAR: "what is left" agreeing with its noun ("الـ 50 فسيلة الباقية"، "الأيام المتبقية"،
  "الدفعتان الباقيتان") signals a difference, as "الباقي" does: 250 − 200 = 50;
- THE FURTHER-COUNT GRAMMAR: a count followed by "other / more" ("بعد ٤ أشهر أخرى ستكمل ١٢ شهرًا"، "يومين آخرين")
  is what is still to go: 12 − 8 = 4 — but "جهة أخرى"، "مرة أخرى" (no count before) are no working.

A correct worked figure passes; a wrong one in the same shape still fails."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest import check, score
from groundtest.model import Case
from groundtest.text.arabic.behaviour import shows_working, working_ops

_PALMS = ("دعم الفسائل النسيجية: تدعم الوزارة شراء فسائل النخيل النسيجية من الأصناف المعتمدة بمبلغ ريالين عمانيين للفسيلة "
          "الواحدة، بحد أقصى 200 فسيلة لكل مزارع في السنة. يُصرف دعم الفسائل بعد التحقق الميداني من زراعتها.")
_PALMS_Q = "أريد زراعة 250 فسيلة هذه السنة، فكم الدعم الكلي؟"
REMAINING = ["الباقية", "المتبقية", "الباقيه"]


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(REMAINING), st.sampled_from(["لن يشملها الدعم هذه السنة", "بدون دعم"]))
def test_an_agreeing_remainder_is_a_difference(word, tail):
    good = (f"الدعم بحد أقصى **200 فسيلة** لكل مزارع في السنة، فيُدعم منك 200 فسيلة فقط من أصل 250. "
            f"الـ **50 فسيلة** {word} {tail}.")
    v = check(good, _PALMS, query=_PALMS_Q)
    assert v.hallucination != "hallucinated", v
    # wrong neighbour: a remainder the figures do not give
    assert check(good.replace("**50 فسيلة**", "**70 فسيلة**"), _PALMS, query=_PALMS_Q).hallucination == "hallucinated"
    assert "-" in working_ops(f"الـ 50 فسيلة {word}")


_QIWA = ("يجوز للعامل الانتقال دون موافقة صاحب العمل الحالي أثناء سريان العقد بعد مضي 12 شهرًا على أول دخول له إلى المملكة "
         "بشرط تقديم إشعار قبل 90 يومًا.")
_QIWA_Q = "دخلت المملكة أول مرة قبل 8 أشهر. متى أستطيع الانتقال؟"
FURTHER = ["بعد **{n} أشهر** أخرى ستكمل 12 شهرًا", "تحتاج {n} أشهر أخرى حتى تكمل 12 شهرًا", "بعد {n} أشهر أُخر تكمل 12 شهرًا"]


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(FURTHER))
def test_a_further_count_is_what_is_still_to_go(shape):
    opener = "مضى على أول دخولك **8 أشهر** فقط، أي أقل من 12 شهرًا. "
    good = opener + shape.format(n=4) + "، وعندها يمكنك تقديم الإشعار قبل 90 يومًا."
    v = check(good, _QIWA, query=_QIWA_Q)
    assert v.hallucination != "hallucinated", v
    # wrong neighbour: a count still to go that the figures do not give
    assert check(opener + shape.format(n=5) + "، وعندها يمكنك تقديم الإشعار قبل 90 يومًا.", _QIWA,
                 query=_QIWA_Q).hallucination == "hallucinated"


def test_other_without_a_count_is_no_working():
    assert shows_working("بعد 4 أشهر أخرى ستكمل 12 شهرًا")
    assert shows_working("تحتاج يومين آخرين")
    for text in ("راجع جهة أخرى بعد 5 أشهر", "حاول مرة أخرى", "هل تحتاج إلى مساعدة أخرى؟"):
        assert not shows_working(text), text


def test_score_reads_both():
    ok, bad = score([
        Case(id="ok", type="answerable", expect="answer", query=_PALMS_Q, context=[{"title": "palms.md", "text": _PALMS}],
             response="يُدعم منك 200 فسيلة فقط من أصل 250، بمبلغ ريالين عمانيين للفسيلة. الـ **50 فسيلة** الباقية لن يشملها الدعم."),
        Case(id="bad", type="answerable", expect="answer", query=_PALMS_Q, context=[{"title": "palms.md", "text": _PALMS}],
             response="يُدعم منك 200 فسيلة فقط من أصل 250، بمبلغ ريالين عمانيين للفسيلة. الـ **80 فسيلة** الباقية لن يشملها الدعم."),
    ])
    assert not ok.hallucinated, ok.findings
    assert bad.hallucinated
