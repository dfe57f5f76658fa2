"""THE NOTHING-PREVENTS GRAMMAR (text.arabic.polarity.NOTHING_PREVENTS): a negator before what prevents ("لا يوجد ما
يمنع …"، "ليس هناك ما يمنع …"، "لا شيء يمنع …"، "لا مانع من …") is a permission, "يجوز …": over a context that says "لا
يجوز …" of the same thing it is the other polarity (frame_polarity), and it is no negation of its own."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.normalise import fold_text
from groundtest.text.arabic.polarity import read
from tests.helpers import cli_scored

PREVENTS = ["لا يوجد ما يمنع", "ليس هناك ما يمنع", "لا شيء يمنع", "لا مانع من", "ولا يوجد ما يمنع"]
# (the thing ruled on)
THINGS = ["الجمع بين البعثة ووظيفة بدوام كامل", "تأجيل القسط الأول إلى نهاية الفصل الدراسي",
          "تحويل الاشتراك إلى شخص آخر بعد التفعيل", "إدخال الحيوانات الأليفة إلى قاعة الانتظار"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PREVENTS), st.sampled_from(THINGS))
def test_nothing_prevents_is_a_permission(prevents, thing):
    words, neg = read(fold_text(f"{prevents} {thing}"))
    assert not neg
    assert any("يجوز" in w for w in words)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PREVENTS), st.sampled_from(THINGS))
def test_nothing_prevents_flips_a_prohibition(prevents, thing):
    ctx = [f"يلتزم المشترك بالأنظمة المعمول بها. لا يجوز {thing}. تُطبق الغرامات على المخالفين."]
    bad = check(f"{prevents} {thing}.", ctx, "هل يجوز ذلك؟")
    assert bad.hallucination == "hallucinated", bad.findings
    ok = check(f"لا يجوز {thing}.", ctx, "هل يجوز ذلك؟")
    assert ok.hallucination != "hallucinated", ok.findings


def test_a_prohibition_kept_is_no_flip():
    # "لا يجوز" and "يُمنع" keep their own negation: the grammar needs a negator before the preventing verb
    assert read(fold_text("يمنع الجمع بين البعثة والوظيفة"))[1]
    assert read(fold_text("لا يجوز الجمع بين البعثة والوظيفة"))[1]


def test_score_reads_nothing_prevents(tmp_path):
    ctx = [{"title": "obligations.md", "text": "يُنذر المبتعث إذا قل معدله عن ٢٫٠. لا يجوز الجمع بين البعثة ووظيفة بدوام كامل."}]
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": "هل يمكنني العمل؟", "context": ctx,
             "response": "لا يجوز الجمع بين البعثة ووظيفة بدوام كامل."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": "هل يمكنني العمل؟", "context": ctx,
             "response": "لا يوجد ما يمنع الجمع بين البعثة ووظيفة بدوام كامل."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
