"""THE CHANGED FREQUENCY (text.arabic.frequency): "every N <period>" read as a length of time ("كل ستة أشهر" = 6 months,
"كل سنة" = 12 months, "كل أسبوعين" = 14 days), so that a rule restated with another frequency ("تُراجع الحالة كل سنة"
over "تُراجع الحالة كل ستة أشهر") is caught though "كل سنة" states no figure; the context's own frequency in any form
("كل ٦ أشهر"، "كل 6 شهور"), a frequency the claim denies ("مش كل شهر") or says in a negated clause, and a
frequency of a rule the context states no frequency for, pass. THE SCHEDULE (text.arabic.behaviour.is_referral): a
sentence of checking with a frequency ("تُراجع الحالة كل سنة"، "راجع الطبيب كل ستة أشهر") states how often — no referral."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_referral
from groundtest.text.arabic.frequency import frequencies, frequency_changed
from tests.helpers import cli_scored

# (the context's frequency phrase, its length, right restatements, wrong restatements)
FREQS = [("كل ستة أشهر", ("month", 6.0), ["كل ستة أشهر", "كل 6 أشهر", "كل ٦ شهور"], ["كل سنة", "كل شهر", "كل ثلاثة أشهر"]),
         ("كل ٣ أشهر", ("month", 3.0), ["كل ثلاثة أشهر", "كل 3 شهور"], ["كل شهر", "كل سنة", "كل شهرين"]),
         ("كل سنتين", ("month", 24.0), ["كل سنتين", "كل عامين", "كل 24 شهرًا"], ["كل سنة", "كل ثلاث سنوات"]),
         ("كل أسبوعين", ("day", 14.0), ["كل أسبوعين", "كل 14 يومًا"], ["كل أسبوع", "كل يوم", "كل ثلاثة أسابيع"])]
RULES = [("تُراجع حالة الأسرة", "بعد تقديم الطلب"), ("يُسمح بالانتقال إلى باقة أدنى مرة واحدة", "مقابل رسوم إدارية"),
         ("يخضع المكيف للصيانة الدورية", "على حساب الشركة")]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(FREQS), st.sampled_from(RULES), st.data())
def test_the_rule_restated_with_its_frequency_passes_and_another_is_caught(freq, rule, data):
    phrase, length, right, wrong = freq
    subject, tail = rule
    context = f"الخدمة متاحة للمقيمين. {subject} {phrase} {tail}. الرسوم محددة في الجدول."
    assert length in frequencies(context)
    assert frequency_changed(f"{subject} **{data.draw(st.sampled_from(right))}**.", context) is None
    assert frequency_changed(f"{subject} **{data.draw(st.sampled_from(wrong))}**.", context) is not None


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["مش كل شهر", "وليس كل شهر", "مو كل شهر"]))
def test_a_frequency_denied_is_no_claim(denied):
    context = "تعرفة المياه: تصدر الفاتورة مرة كل ثلاثة أشهر (دورة فوترة ربعية)."
    assert frequency_changed(f"الفاتورة بتصدر مرة كل ثلاثة أشهر، {denied}.", context) is None
    assert frequency_changed("فطبيعي إنك ما تستلم فاتورة كل شهر.", context) is None


def test_a_frequency_of_another_rule_is_not_compared():
    context = "تُراجع الحالة كل ستة أشهر. يُدفع الإيجار شهريًا."
    assert frequency_changed("يُدفع الإيجار كل شهر.", context) is None  # (no frequency of the rent's in "كل" form)
    assert frequency_changed("تُسلَّم البطاقات كل سنة.", context) is None  # (no word of the reviewed rule)


def test_a_frequency_in_advice_is_no_referral():
    assert not is_referral("تُراجع الحالة كل سنة.")
    assert not is_referral("راجع الطبيب كل ستة أشهر.")
    assert is_referral("يمكنك مراجعة الجهة المختصة.")


_CTX = [{"title": "monthly-aid.md", "text": "تُصرف المساعدات الشهرية للأسر المستحقة بمبلغ يتراوح بين ١٥٠ و٤٠٠ دينار كويتي، "
                                            "وتُراجع الحالة كل ستة أشهر. تستغرق دراسة الطلب ٣٠ يوم عمل."}]
_Q = "وش شروط المساعدة الشهرية؟"


def test_check_and_score(tmp_path):
    ok = check("- دراسة الطلب تستغرق **٣٠ يوم عمل**.\n- تُراجع الحالة **كل ستة أشهر**.", _CTX, _Q)
    assert ok.hallucination != "hallucinated", ok.findings
    bad = check("- دراسة الطلب تستغرق **٣٠ يوم عمل**.\n- تُراجع الحالة **كل سنة**.", _CTX, _Q)
    assert bad.hallucination == "hallucinated", bad.findings
    assert any(f.rule == "frame_period" for f in bad.findings)
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX,
             "response": "تُراجع الحالة كل 6 أشهر، ودراسة الطلب تستغرق ٣٠ يوم عمل."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX,
             "response": "تُراجع الحالة كل سنة، ودراسة الطلب تستغرق ٣٠ يوم عمل."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
