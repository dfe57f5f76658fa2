"""THE SPOKEN NEGATORS (text.arabic.polarity.SPOKEN_NEGATORS): the dialects' "not" — Egyptian and Levantine "مش", Gulf
"مو"/"موب"/"مب" — negates a clause as the standard "ليس"/"غير"/"لا" do. A restatement of a negated rule in the dialect
("صور الأشعة مش مشمولة" over "صور الأشعة غير مشمولة") keeps its polarity; the rule asserted without the negator, or a
rule of the context's denied in the dialect ("الاستشارة مو مجانية" over "الاستشارة مجانية"), is a flip. A figure the
negator denies beside the one asserted ("500 درهم، مو 600") is a value set right, no negation of the clause."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.polarity import context_clauses, flip, polar_clauses as clauses, read
from tests.helpers import cli_scored

SPOKEN = ["مش", "مو", "موب", "مب", "ومش", "ومو"]
# (subject, predicate the context negates with غير/لا, its figure clause)
RULES = [("صور الأشعة", "مشمولة", "وتكلف 25 دينارا"),
         ("الإقامة الفندقية", "مشمولة", "وتكلف 300 ريال"),
         ("الدفع بالبطاقة", "متاح", "ويضاف رسم 5 دنانير"),
         ("الحجز المسبق", "مطلوب", "والدخول بالدور")]


def _flip(claim: str, context: str) -> str | None:
    ctx = context_clauses(context, {})
    return next((o for p in clauses(claim) if (o := flip(p, ctx, claim)) is not None), None)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(RULES), st.sampled_from(SPOKEN), st.sampled_from(["", "**"]))
def test_a_negated_rule_restated_in_the_dialect_keeps_its_polarity(rule, neg, mark):
    subject, pred, rest = rule
    context = f"السعر الأساسي محدد في الجدول، لكن {subject} غير {pred} {rest}."
    assert read(clauses(f"{subject} {neg} {pred}")[0])[1]
    assert _flip(f"{subject} {neg} {mark}{pred}{mark} {rest}.", context) is None
    # wrong neighbour: the rule asserted
    assert _flip(f"{subject} {pred} {rest}.", context) is not None


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(RULES), st.sampled_from(SPOKEN))
def test_a_positive_rule_denied_in_the_dialect_is_a_flip(rule, neg):
    subject, pred, rest = rule
    context = f"السعر الأساسي محدد في الجدول، و{subject} {pred} {rest}."
    assert _flip(f"{subject} {pred} {rest}.", context) is None
    assert _flip(f"{subject} {neg} {pred} {rest}.", context) is not None


_CTX = [{"title": "prices.md", "text": "الاستشارة الأولى مجانية. صور الأشعة غير مشمولة وتكلف ٢٥ ديناراً. "
                                       "المراجعات الدورية مشمولة في السعر."}]


def test_check_reads_the_spoken_negator_both_ways():
    ok = check("صور الأشعة مش مشمولة وسعرها **25 ديناراً**.", _CTX, "قديش الأشعة؟")
    assert ok.hallucination != "hallucinated", ok.findings
    bad = check("صور الأشعة مشمولة وتكلف **25 ديناراً**.", _CTX, "قديش الأشعة؟")
    assert bad.hallucination == "hallucinated", bad.findings


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(["مو", "مش", "ومش"]))
def test_a_figure_set_right_by_the_spoken_negator_is_no_denial_of_the_clause(neg):
    context = "تُفرض غرامة تأخير قدرها ٥٠٠ درهم عن كل شهر تأخير."
    assert _flip(f"الغرامة 500 درهم عن كل شهر تأخير، {neg} 600.", context) is None


def test_score_reads_the_spoken_negator(tmp_path):
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": "الأشعة مشمولة؟", "context": _CTX,
             "response": "لا، صور الأشعة مش مشمولة، وتكلف 25 ديناراً."},
            {"id": "flip", "type": "answerable", "expect": "answer", "query": "المراجعات بفلوس؟", "context": _CTX,
             "response": "المراجعات الدورية مو مشمولة في السعر."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["flip"]["hallucinated"]
