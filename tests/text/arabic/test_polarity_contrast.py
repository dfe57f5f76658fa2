"""Arabic polarity: a contrast "X P-A لا P-B" ("تُقوَّم البضاعة بسعر السوق لا بسعر الشراء") asserts X P-A and denies
X P-B — the clause is no negation of X P-A, so a restatement (with the contrast or without it) keeps its polarity,
while the denied other ("تُقوَّم البضاعة بسعر الشراء") and a denial of the assertion are flips. An aside in brackets
is a clause of its own, and a denial of part of a clause the context restricts ("… على غير السعوديين فقط") is its
complement, no flip; a denial of part of an unrestricted clause still is."""
from __future__ import annotations

import json

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.cli import main
from groundtest.text.arabic.polarity import context_clauses, flip, polar_clauses as clauses, read

# (subject-verb, asserted phrase, denied phrase): the phrases open the same way (ب، في، ال-)
CONTRASTS = [("تُقوَّم البضاعة", "بسعر السوق يوم وجوب الزكاة", "بسعر الشراء"),
             ("تُحسب مكافأة نهاية الخدمة", "على أساس الأجر الأخير", "على متوسط رواتب السنة"),
             ("تُدفع رسوم التسجيل", "بالتحويل البنكي المباشر", "بالبطاقة الائتمانية"),
             ("يقبل المتجر في فروعه", "النقد والبطاقات البنكية", "الشيكات الشخصية")]
NEGATORS = ["لا", "وليس", "ليس"]


def _flip(claim: str, context: str) -> str | None:
    ctx = context_clauses(context, {})
    return next((o for p in clauses(claim) if (o := flip(p, ctx, claim)) is not None), None)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CONTRASTS), st.sampled_from(NEGATORS), st.sampled_from(["، ", " "]), st.sampled_from(["", "**"]))
def test_a_contrast_restated_keeps_its_polarity(contrast, neg, joint, mark):
    x, a, b = contrast
    context = f"{x} {a} {neg} {b}. مقدار الرسوم محدد في الجدول."
    # right neighbours: the whole contrast restated (its comma, its bold), the assertion alone
    assert _flip(f"{x} {mark}{a}{joint}{neg} {b}{mark}.", context) is None
    assert _flip(f"{x} {a}.", context) is None
    # wrong neighbours: the denied phrase asserted, the asserted one denied
    assert _flip(f"{x} {b}.", context) is not None
    assert _flip(f"لا {x} {a}.", context) is not None


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["لا يشمل الضمان الإطارات ولا البطاريات", "لا تُقبل الحجوزات لا بالهاتف ولا بالبريد"]))
def test_a_list_denied_is_no_contrast(clause):
    # a negated head: the لا after it goes on denying (one negated clause)
    assert clauses(clause) == clauses(clause)[:1]
    assert read(clauses(clause)[0])[1]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["لا زكاة فيها", "لا يجوز ذلك", "لا بد من الحجز"]))
def test_an_absolute_or_verbal_negation_after_content_is_no_contrast(tail):
    # "لا" before an indefinite noun, a verb or "بد" negates on its own: the clause is not split
    assert len(clauses(f"الأصول الثابتة المستخدمة في النشاط {tail}")) == 1


_VAT = "الرسوم الدراسية السنوية 14,000 ريال، وتُضاف ضريبة القيمة المضافة 15% على غير السعوديين فقط. يُسمح بالدفع بالتقسيط على ثلاث دفعات."


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["وبما أنكم سعوديون، فلا تُضاف", "لذلك لا تُضاف عليكم", "فلا تُضاف"]),
       st.sampled_from([" (تُضاف على غير السعوديين فقط)", ""]))
def test_a_denial_of_a_restricted_rule_is_its_complement(lead, aside):
    assert _flip(f"{lead} ضريبة القيمة المضافة{aside}.", _VAT) is None
    # wrong neighbours: the unrestricted clause denied in part, and the restricted rule denied whole
    assert _flip("لا يُسمح بالدفع بالتقسيط.", _VAT) is not None
    assert _flip("لا تُضاف ضريبة القيمة المضافة على غير السعوديين فقط.", _VAT) is not None


_ZAKAT = ("تجب الزكاة في عروض التجارة إذا بلغت قيمتها النصاب. تُقوَّم البضاعة بسعر السوق يوم وجوب الزكاة لا بسعر الشراء. "
          "مقدار الزكاة ربع العشر أي 2.5% من القيمة.")


def test_check_a_contrast_restated_is_clean_and_its_flip_is_not():
    ok = "البضاعة تُقوَّم **بسعر السوق يوم وجوب الزكاة، لا بسعر الشراء**. فالزكاة 2.5% من القيمة."
    assert check(ok, _ZAKAT).hallucination != "hallucinated", check(ok, _ZAKAT)
    bad = "تُقوَّم البضاعة بسعر الشراء يوم وجوب الزكاة. فالزكاة 2.5% من القيمة."
    assert check(bad, _ZAKAT).hallucination == "hallucinated", check(bad, _ZAKAT)


def test_score_reads_the_contrast(tmp_path):
    cases = tmp_path / "cases.jsonl"
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": "كيف تُقوَّم البضاعة؟", "context": _ZAKAT,
             "response": "تُقوَّم البضاعة بسعر السوق يوم وجوب الزكاة، لا بسعر الشراء."},
            {"id": "flip", "type": "answerable", "expect": "answer", "query": "كيف تُقوَّم البضاعة؟", "context": _ZAKAT,
             "response": "تُقوَّم البضاعة بسعر الشراء يوم وجوب الزكاة."}]
    cases.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    out = tmp_path / "results.jsonl"
    assert main(["score", str(cases), "--no-store", "--results", str(out)]) in (0, 1)
    got = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert not got["ok"]["hallucinated"]
    assert got["flip"]["hallucinated"]


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(["الممنوع", "والممنوع", "المحظور"]))
def test_the_forbidden_thing_named_with_its_article_is_a_denial(word):
    context = "تنطلق الجولات يوميًا الساعة 7:30 صباحًا و4 عصرًا، ولا توجد جولات صباح يوم الجمعة."
    assert read(clauses(f"{word} فقط جولات صباح الجمعة")[0])[1]
    assert _flip(f"الجمعة 4 عصرًا متاحة ({word} فقط جولات صباح الجمعة).", context) is None
    # wrong neighbour: the Friday morning tour asserted
    assert _flip("توجد جولات صباح يوم الجمعة.", context) is not None
