"""THE RECKONED-DAYS GRAMMAR (checker.frames._days_reckoned): a count of days the answer reckons with — the user's own
days ("you bought it 10 days ago"، "اشتريته قبل 10 أيام"، "ومرّت 10 أيام"), or the days left of a context span by another
count of days in the same sentence ("استلمتها قبل 3 أيام، فما زال أمامك 4 أيام" beside the context's 7 days) — is no
span of the context's, even where the context happens to state that figure of working days elsewhere ("يُعاد المبلغ خلال
10 أيام عمل"). A span of the context's said in days where it counts working days is still caught (frame_unit), and an
invented count of days left still fails."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest import check, score
from groundtest.model import Case

_PERFUME = ("سياسة الإرجاع والاستبدال: يمكن إرجاع المنتجات خلال 7 أيام من تاريخ الشراء إذا كانت العبوة مغلقة مع إبراز الفاتورة. "
            "يمكن الاستبدال خلال 14 يومًا بالشروط نفسها. يُعاد المبلغ بوسيلة الدفع نفسها خلال 10 أيام عمل.")
_SHOP = ("مدة التوصيل داخل المملكة من 2 إلى 4 أيام عمل. يمكن إرجاع البخور خلال 7 أيام من الاستلام إذا كانت العبوة غير "
         "مفتوحة.")


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["نعم تقدر، ", "أكيد، ", ""]), st.sampled_from(["يعني باقي لك", "فيتبقى لك", "فيبقى لك", "فباقي لك", "أي أمامك", "فأمامك"]))
def test_the_users_days_and_the_days_left(opener, left):
    q = "اشتريت عطر قبل 10 أيام وما فتحناه. أقدر أبدله؟"
    good = (f"{opener}الاستبدال مسموح خلال **14 يومًا** من الشراء، وأنت اشتريته قبل **10 أيام**، {left} **4 أيام**. "
            "الإرجاع متاح خلال **7 أيام** فقط، ومرّت 10 أيام، فالخيار المتاح الآن هو الاستبدال.")
    v = check(good, _PERFUME, query=q)
    assert not any(f.rule == "frame_unit" for f in v.findings), v
    assert v.hallucination != "hallucinated", v
    # wrong neighbours: the context's refund span said in days, an invented count left
    bad = check("يُعاد المبلغ بوسيلة الدفع نفسها خلال **10 أيام**.", _PERFUME, query=q)
    assert any(f.rule == "frame_unit" for f in bad.findings), bad
    assert check(good.replace("**4 أيام**", "**9 أيام**"), _PERFUME, query=q).hallucination == "hallucinated"


def test_days_left_of_a_span_beside_working_days_elsewhere():
    q = "علبة بخور لم أفتحها، استلمتها قبل 3 أيام. هل أستطيع إرجاعها؟"
    good = ("نعم، يمكن إرجاعها لأن البخور يُقبل إرجاعه خلال **سبعة أيام** من الاستلام إذا كانت العبوة غير مفتوحة. "
            "وبما أنك استلمتها قبل 3 أيام، فما زال أمامك 4 أيام ضمن المهلة.")
    v = check(good, _SHOP, query=q)
    assert v.hallucination != "hallucinated", v
    # the context's own span in days, where it counts working days: still a unit dropped
    bad = check("مدة التوصيل داخل المملكة من 2 إلى 4 أيام.", _SHOP, query=q)
    assert any(f.rule == "frame_unit" for f in bad.findings), bad


_EN = ("Returns are accepted within 14 days of purchase if unopened. Refunds reach your card within 10 working days.")


def test_english_the_users_days_and_score():
    q = "I bought it 10 days ago and haven't opened it. Can I still return it?"
    good = "Yes: returns are accepted within **14 days** of purchase, and you bought it 10 days ago, so you have 4 days left."
    bad = "Yes, and the refund reaches your card within 10 days."
    ok, wrong = score([Case(id="ok", type="answerable", expect="answer", query=q, context=[{"title": "p.md", "text": _EN}],
                            response=good),
                       Case(id="bad", type="answerable", expect="answer", query=q, context=[{"title": "p.md", "text": _EN}],
                            response=bad)])
    assert not ok.hallucinated, ok.findings
    assert wrong.hallucinated and any(f.rule == "frame_unit" for f in wrong.findings), wrong.findings
