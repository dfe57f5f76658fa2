"""Arabic polarity (groundtest.text.arabic.polarity.read): a negated condition ("وإذا لم تستوفِ الوثائق الشروط
قد تُعاد …") is no negation of its clause; the spoken negator ما before the indicative ب-imperfect ("ما بتنرد"،
"ما بيقدر") is one. Wrong neighbours (the consequence itself negated, "أن لا", a relative ما) keep their reading."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.text.arabic.polarity import clauses, context_clauses, flip, read

CONDITIONALS = ["إذا لم", "وإذا لم", "فإذا لم", "لو لم", "ولو لم", "إذا لا"]
CONDITIONS = ["تستوف الوثائق الشروط", "تدفع الرسوم في الموعد", "يحضر صاحب الطلب بنفسه"]
OUTCOMES = [("تعاد القطط إلى بلد المنشأ على نفقة المالك", "لا تعاد القطط إلى بلد المنشأ على نفقة المالك"),
            ("يلغى الحجز تلقائياً بعد ثلاثة أيام", "لا يلغى الحجز تلقائياً بعد ثلاثة أيام")]


def _neg(text: str) -> bool:
    return read(clauses(text)[0])[1]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CONDITIONALS), st.sampled_from(CONDITIONS), st.sampled_from(OUTCOMES))
def test_a_negated_condition_is_no_negation_of_its_clause(cond, condition, outcome):
    pos, neg = outcome
    assert not _neg(f"{cond} {condition} {pos}")
    # wrong neighbour: the consequence itself negated stays negated
    assert _neg(f"{cond} {condition} {neg}")
    # and the flip reads it: the context's positive outcome, restated under the negated condition, is no flip
    ctx = context_clauses(f"{pos} إذا لم {condition}.", {})
    assert flip(clauses(f"{cond} {condition} {pos}")[0], ctx) is None
    assert flip(clauses(neg)[0], ctx) is not None


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["بتنرد", "بيقدر يرجعها", "بنقدر نرجعها", "بترجع", "بيتم استرجاعها"]),
       st.sampled_from(["بطاقات الهدايا", "الكتب الإلكترونية المحملة"]))
def test_spoken_ma_before_the_b_imperfect_negates(verb, subject):
    assert _neg(f"{subject} ما {verb}")
    assert not _neg(f"{subject} {verb}")
    # wrong neighbours: "أن لا" negates; a relative ما before a fixed phrase of measure does not
    assert _neg(f"يجب أن لا {verb[1:]} {subject}")
    assert not _neg(f"{subject} تكلف ما يصل إلى عشرة دنانير")
