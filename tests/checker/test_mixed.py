"""Mixed language (issue 24, item 6): an answer in one language over sources in another has its
values, dates and citations checked; its words cannot be, so a claim with no checkable atom is
``uncertain`` — never clean by default, never ``hallucinated`` for its language."""
from __future__ import annotations

import json

import groundtest
from groundtest.checker.mixed import context_languages, sentence_language
from groundtest.checker.context import index_context
from groundtest.cli import main

BIRTHS = [{"title": "الأحوال المدنية — تسجيل المواليد",
           "text": "يجب الإبلاغ عن المولود وتسجيله خلال ثلاثين يومًا من تاريخ الولادة، وتُستخرج شهادة الميلاد مجانًا."}]
POLICY = [{"title": "Remote work policy",
           "text": "Employees may work remotely up to 2 days per week after the first 90 days, with their manager's approval. "
                   "Under Article 12 of Law No. 5 of 2019, the employer pays a home-office allowance of SAR 150 per month."}]


def rules(v):
    return {(f.rule, f.severity) for f in v.findings}


def test_languages_by_script():
    assert context_languages(index_context(BIRTHS)) == {"ar"}
    assert context_languages(index_context(POLICY)) == {"en"}
    assert sentence_language("You have 30 days.") == "en"
    assert sentence_language("لديك ٣٠ يومًا (30 days).") == "ar"
    assert sentence_language("٣٠ — 30") is None


def test_english_answer_over_arabic_sources_checks_its_values():
    ok = groundtest.check("You must register the birth within 30 days of the date of birth.", BIRTHS)
    assert ok.hallucination == "uncertain"  # the figure is the context's (ثلاثين يومًا); the words cannot be checked
    assert not any(f.rule == "value" for f in ok.findings)
    bad = groundtest.check("You must register the birth within 60 days of the date of birth.", BIRTHS)
    assert bad.hallucination == "hallucinated"
    assert any(f.rule == "value" and f.content == "60 days" for f in bad.findings)


def test_arabic_answer_over_english_sources_checks_values_and_citations():
    ok = groundtest.check("يمكنك العمل عن بُعد حتى يومين أسبوعيًا بعد أول ٩٠ يومًا.", POLICY)
    assert ok.hallucination != "hallucinated"
    bad = groundtest.check("يمكنك العمل عن بُعد حتى ثلاثة أيام أسبوعيًا بعد أول ٩٠ يومًا.", POLICY)
    assert bad.hallucination == "hallucinated"
    assert any(f.rule == "value" for f in bad.findings)
    cited = groundtest.check("وفقًا للمادة 12 من القانون رقم 5 لسنة 2019 يدفع صاحب العمل بدلًا قدره 150 ريالًا شهريًا.", POLICY)
    assert cited.hallucination != "hallucinated", cited.findings
    wrong_year = groundtest.check("وفقًا للمادة 12 من القانون رقم 5 لسنة 2018 يدفع صاحب العمل بدلًا قدره 150 ريالًا شهريًا.", POLICY)
    assert wrong_year.hallucination == "hallucinated"


def test_a_claim_with_no_atom_in_another_language_is_uncertain_never_clean():
    v = groundtest.check("Employees need their manager's approval.", BIRTHS)
    assert v.hallucination == "uncertain"
    assert ("other_language", "moderate") in rules(v) or any(f.severity == "moderate" for f in v.findings)
    assert not any(f.severity == "critical" for f in v.findings)
    v = groundtest.check("يحتاج الموظف إلى موافقة مديره.", POLICY)
    assert v.hallucination == "uncertain"
    assert not any(f.severity == "critical" for f in v.findings)


def test_words_in_the_same_language_are_still_checked():
    v = groundtest.check("You must register the birth within 30 days. Late registration costs a fine at the embassy.",
                         [{"title": "Births", "text": "You must register the birth within 30 days of the date of birth."}])
    assert v.hallucination == "hallucinated"  # same language: the new clause is an extra claim, as before


def _score(tmp_path, capsys, cases):
    path = tmp_path / "cases.jsonl"
    path.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases), encoding="utf-8")
    results = tmp_path / "results.jsonl"
    code = main(["score", str(path), "--results", str(results), "--no-store", "--format", "json",
                 "--output", str(tmp_path / "report.json")])
    capsys.readouterr()
    return code, {r["id"]: r for r in map(json.loads, results.read_text(encoding="utf-8").splitlines())}


def test_score_cli_mixed_language(tmp_path, capsys):
    base = {"type": "answerable", "expect": "answer", "query": "How many days do I have to register a newborn?",
            "context": BIRTHS}
    code, rows = _score(tmp_path, capsys, [
        {**base, "id": "right", "response": "You have 30 days from the date of birth to register the newborn."},
        {**base, "id": "wrong", "response": "You have 45 days from the date of birth to register the newborn."},
    ])
    assert code == 1  # the wrong figure fails the gate
    assert rows["right"]["hallucination"] == "uncertain" and not rows["right"]["hallucinated"]
    assert rows["wrong"]["hallucinated"]
    assert any("45 days" in f["content"] for f in rows["wrong"]["findings"])


def test_a_foreign_word_the_context_has_is_checked_as_usual():
    ctx = [{"title": "الدفع", "text": "نقبل الدفع ببطاقات Visa و Mastercard في جميع الفروع، كما نقبل الدفع النقدي "
                                      "والتحويل البنكي عند استلام الطلب في المنزل أو في المكتب الرئيسي للشركة."}]
    assert context_languages(index_context(ctx)) == {"ar"}
    v = groundtest.check("نقبل بطاقات الدفع التالية:\n- Visa\n- Mastercard", ctx)
    assert v.hallucination == "clean", v.findings
