"""THE CITATION AFTER ITS RULE (text.arabic.frames.trailing_citation): a context that closes each rule with its article in a
bracket ("… بما لا يزيد على 6 أشهر أخرى (المادة 42). ويُرفع طلب الإبطال خلال 30 يومًا (المادة 54).") labels the sentence
BEFORE each citation, so the article-for-another's-rule check (cited_elsewhere, legal_citation) reads article 54's
provision as the set-aside deadline, not the sentence after it. A claim citing the right article for a rule passes
whichever side the context writes its citations on; a claim citing the other article for the rule is still caught."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from groundtest import check
from groundtest.text.arabic.frames import cited_elsewhere, trailing_citation

# (the rule's words, its article, the other rule's words, its article)
RULES = [
    ("على هيئة التحكيم إصدار الحكم المنهي للخصومة خلال 6 أشهر من تاريخ عقد أول جلسة من جلسات التحكيم", "42",
     "يُرفع طلب إبطال حكم التحكيم خلال 30 يومًا من تاريخ إعلان الحكم لطالب البطلان", "54"),
    ("يجب تقديم الشيك المسحوب في المملكة والمستحق الوفاء فيها للوفاء خلال شهر واحد من تاريخ إصداره", "103",
     "يُعاقب بالسجن مدة لا تزيد على ثلاث سنوات كل من أصدر شيكًا ليس له مقابل وفاء قائم وقابل للتصرف فيه", "118"),
]
_AR = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def _trailing(a, na, b, nb):
    return f"{a} (المادة {na}). و{b} (المادة {nb}). وتستند هذه الأحكام إلى القانون."


def _leading(a, na, b, nb):
    return f"المادة ({na}): {a}. المادة ({nb}): {b}."


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(RULES), st.sampled_from([_trailing, _leading]), st.booleans(), st.booleans(),
       st.sampled_from(["وفق المادة ({n})، {r}.", "{r} (المادة {n}).", "بحسب **المادة ({n})**: {r}."]))
def test_the_right_article_passes_and_the_other_is_caught(rules, layout, first, arabic_digits, form):
    a, na, b, nb = rules
    context = layout(a, na, b, nb)
    rule, right, wrong = (a, na, nb) if first else (b, nb, na)
    digits = (lambda s: s.translate(_AR)) if arabic_digits else (lambda s: s)
    good = form.format(n=digits(right), r=rule)
    v = check(good, context)
    assert not any(f.rule == "legal_citation" for f in v.findings), (good, v.findings)
    bad = form.format(n=digits(wrong), r=rule)
    hit = check(bad, context)
    assert hit.hallucination == "hallucinated", (bad, hit.findings)  # (a frame check may say so first)
    assert cited_elsewhere(bad, context, {}) is not None, bad


@pytest.mark.parametrize("text,trailing", [
    ("مدة أطول (المادة 42). ويُرفع", True),
    ("لطالب البطلان (المادة ٥٤).", True),
    ("لطالب البطلان (المادة 54)", True),  # the context's end
    ("فيه (المادة ١١٨)؛ ويُعاقب", True),
    ("وفق المادة (54) يُرفع الطلب.", False),  # leading, bracketed number only
    ("المادة (54): يُرفع الطلب.", False),
    ("وفق المادة 54. ثم", False),  # running text, no bracket
    ("(المادة 54) يُرفع الطلب خلال 30 يومًا.", False),  # a bracketed heading before its rule
])
def test_the_grammar_alone(text, trailing):
    from groundtest.text.arabic.citations import extract

    c = next(c for c in extract(text) if c.key.startswith("article:"))
    assert trailing_citation(text, c.start, c.end) is trailing


def test_cited_elsewhere_reads_the_trailing_layout():
    a, na, b, nb = RULES[0]
    ctx = _trailing(a, na, b, nb)
    assert cited_elsewhere(f"وفق المادة ({nb})، {b}.", ctx, {}) is None
    assert cited_elsewhere(f"وفق المادة ({na})، {b}.", ctx, {}) is not None


def test_score_reads_the_trailing_layout(tmp_path):
    from groundtest.cli import main

    a, na, b, nb = RULES[0]
    ctx = [{"title": "award.md", "text": _trailing(a, na, b, nb)}]
    q = "خلال كم يومًا يجب رفع دعوى البطلان؟"
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": q, "context": ctx,
             "response": f"وفق **المادة ({n})**، {b}."} for i, n in (("right", nb), ("swapped", na))]
    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    out = tmp_path / "results.jsonl"
    assert main(["score", str(cases), "--no-store", "--results", str(out)]) in (0, 1)
    got = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert not got["right"]["hallucinated"]
    assert got["swapped"]["hallucinated"]
