"""THE CIRCUMFIX NEGATION (text.arabic.polarity._circumfixed) and the fused "there is no" (SPOKEN_NEGATORS): the
dialects' "ما … ش" around a verb — plain, with the present's ب (Egyptian, Levantine) or ك (Moroccan) — negates its
clause, and the verb inside it is the context's verb ("ما بيشملش البطارية" restates "لا يشمل … البطارية"); "ماكو"،
"مافي"، "مافيش"، "مفيش" are "لا يوجد". A negated rule restated so keeps its polarity; a rule of the context's denied so is
a flip. A verb whose own last letter is ش ("يعيش") is no circumfix; a circumfix after a condition's opener (إذا، لو،
the Maghrebi "كان" opening the clause) negates the condition, not the clause ("إذا لم …" is read so too)."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.normalise import fold_text
from groundtest.text.arabic.polarity import _circumfixed, context_clauses, flip, polar_clauses, read

# (the context's rule asserted, the same rule negated, the claim with {v} for the dialect's negated verb, its forms)
RULES = [
    ("يشمل الضمان البطارية لمدة سنة.", "لا يشمل الضمان البطارية.", "الضمان {v} البطارية.",
     ("ما يشملش", "ما بيشملش", "ما كيشملش", "**ما بيشملش**")),
    ("تتطلب الأدوية المصنفة إذناً مسبقاً من وزارة الصحة.", "لا تتطلب الأدوية المصنفة إذناً مسبقاً من وزارة الصحة.",
     "الأدوية المصنفة {v} إذن مسبق من وزارة الصحة.", ("ما تتطلبش", "ما بتتطلبش", "ما كتتطلبش")),
    ("يقبل مكتب الخدمة الدفع النقدي.", "لا يقبل مكتب الخدمة الدفع النقدي.", "مكتب الخدمة {v} الدفع النقدي.",
     ("ما يقبلش", "ما بيقبلش", "ما كيقبلش")),
    ("توجد رسوم إضافية على الحجز المسبق.", "لا توجد رسوم إضافية على الحجز المسبق.", "{v} رسوم إضافية على الحجز المسبق.",
     ("ماكو", "مافي", "مافيش", "مفيش")),
]


def test_the_circumfix_is_read_off_its_verb():
    assert read(fold_text("الضمان ما بيشملش البطارية")) == read(fold_text("الضمان لا يشمل البطارية"))
    assert read(fold_text("الضمان ما كيشملش البطارية"))[1]
    assert _circumfixed(["ما", "يعيش"]) == {}  # (the root's own ش)
    assert _circumfixed(["ما", "بيشملش"]) == {1: "يشمل"}
    assert not read(fold_text("الضمان بيشمل البطارية"))[1]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(RULES), st.data())
def test_a_negated_rule_restated_with_the_circumfix(rule, data):
    asserted, negated, claim, forms = rule
    v = data.draw(st.sampled_from(forms))
    said = claim.format(v=v)
    ok = check(said, [negated], "هل هذا صحيح؟")
    assert ok.hallucination != "hallucinated", ok.findings
    bad = check(said, [asserted], "هل هذا صحيح؟")
    assert bad.hallucination == "hallucinated", bad.findings


def test_a_circumfix_after_a_condition_negates_the_condition():
    ctx = ["إذا لم تُخلص الفاتورة بعد 30 يوماً من انتهاء الأجل يوجه إنذار كتابي، وبعد 10 أيام يقطع الماء."]
    for opener in ("كان", "إذا", "لو"):
        said = f"{opener} الفاتورة ما تخلّصتش بعد 30 يوم من انتهاء الأجل، يجيك إنذار كتابي."
        assert not read(fold_text(f"{opener} الفاتورة ما تخلصتش بعد 30 يوم"))[1]
        ok = check(said, ctx, "شنوة يصير كان ما خلصتش؟")
        assert ok.hallucination != "hallucinated", ok.findings
    assert read(fold_text("الفاتورة كان ما تخلصتش"))[1]  # ("كان" inside the clause: "was", the clause negated)


def test_a_bound_said_with_the_circumfix_stays_a_bound():
    # ("ما يقلش"، "ما يزيدش": the bound grammar's verbs, a limit on the figure, no negation of the clause)
    ctx = ["يُشترط في المترشح الحر ألا يقل سنه عن 20 سنة في غرة جانفي 2026."]
    assert _circumfixed(["ما", "يقلش"]) == {}
    said = "المترشح الحر يلزم ما يقلش سنو على 20 سنة في غرة جانفي 2026."
    assert not read(fold_text(said))[1]
    theirs = context_clauses(ctx[0], {})
    assert all(flip(p, theirs, said) is None for p in polar_clauses(said))
