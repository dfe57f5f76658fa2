"""THE MONEY'S PART (text.arabic.numbers: FILS, _RIYAL_PART, _ONE_BEFORE_PART, part_count; matching._fils_elsewhere):

- فلس is a hundredth of the dirham and a thousandth of a dinar, read by its text's currency: "23 فلسًا" = 0.23 درهم,
  "عشرة دنانير و750 فلسًا" = 10.75 دنانير; one text's fils meets the other's dinar ("200 فلس" / "0.2 دينار بحريني"),
  and the English "200 fils" is the same sum;
- the Qatari riyal's dirham is its hundredth: "ريال وستون درهمًا" = 1.60 riyals; a bare singular currency noun before
  "و + part" is one of it ("دينار و500 فلس" = 1.5);
- "سبعة ريالات ونصفًا" (the accusative half) = 7.5;
- a sum said in a part alone is also its count as written, for working in bare figures ("٣ × ١٥٠ = ٤٥٠ فلسًا");
- "0.065 درهم" keeps its decimal point (no thousands group starts with 0).

Right neighbours pass; a wrong conversion ("0.65 درهم" for 6.5 fils, "ريال وخمسون درهمًا" for 1.60) is still caught."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from groundtest import check
from groundtest.text.matching import extract_values


def _money(text: str):
    return [(round(v.amount, 6), v.unit) for v in extract_values(text) if v.kind == "money"]


@pytest.mark.parametrize("text,amount,unit", [
    ("بسعر 23 فلسًا لكل كيلوواط ساعة", 0.23, "aed"),
    ("تُضاف تعرفة الوقود بقيمة 6.5 فلس", 0.065, "aed"),
    ("عشرة دنانير و750 فلسًا", 10.75, "dinar"),
    ("دينار و500 فلس", 1.5, "dinar"),
    ("3 دراهم و25 فلسًا", 3.25, "aed"),
    ("ريال وستون درهمًا", 1.6, "qar"),
    ("7 ريالات و50 درهمًا", 7.5, "qar"),
    ("سبعة ريالات ونصفًا", 7.5, "riyal"),
    ("0.065 درهم", 0.065, "aed"),
    ("٠٫٠٦٥ درهم", 0.065, "aed"),
    ("a fee of 200 fils per transaction", 2.0, "aed"),
])
def test_the_reading(text, amount, unit):
    assert (amount, unit) in _money(text), _money(text)


def test_the_fils_of_a_dinar_text():
    assert (0.5, "bhd") in _money("الرسم 500 فلس، والحد اليومي 2 دينار بحريني")
    assert (2.0, "aed") not in _money("الرسم 500 فلس، والحد اليومي 2 دينار بحريني")
    # a whole and a part of different currencies stay two sums
    assert _money("50 ريالًا و200 درهم") == [(50.0, "riyal"), (200.0, "aed")]


_DEWA = ("من 0 إلى 2,000 كيلوواط ساعة بسعر 23 فلسًا لكل كيلوواط ساعة، ومن 2,001 إلى 4,000 كيلوواط ساعة بسعر 28 فلسًا. "
         "تُضاف تعرفة الوقود بقيمة 6.5 فلس لكل كيلوواط ساعة على كامل الاستهلاك.")
RIGHT = ["سعر الشريحة الأولى 0.23 درهم لكل كيلوواط ساعة.", "تعرفة الوقود 0.065 درهم لكل كيلوواط ساعة.",
         "الشريحة الثانية بسعر 0.28 درهم لكل كيلوواط ساعة.", "سعر الشريحة الأولى 23 فلسًا لكل كيلوواط ساعة."]
WRONG = ["سعر الشريحة الأولى 2.3 درهم لكل كيلوواط ساعة.", "تعرفة الوقود 0.65 درهم لكل كيلوواط ساعة.",
         "الشريحة الثانية بسعر 0.38 درهم لكل كيلوواط ساعة.", "سعر الشريحة الأولى 25 فلسًا لكل كيلوواط ساعة."]


@settings(max_examples=20, deadline=None)
@given(st.integers(0, len(RIGHT) - 1))
def test_fils_rewritten_in_dirhams(k):
    assert check(RIGHT[k], _DEWA).hallucination != "hallucinated", check(RIGHT[k], _DEWA).findings
    assert check(WRONG[k], _DEWA).hallucination == "hallucinated"


_KARWA = "Karwa standard taxis start with a flag-down fare of QAR 4, then QAR 1.20 per kilometre; from the airport QAR 1.60 per kilometre."


@pytest.mark.parametrize("said,ok", [("ريال وعشرون درهمًا", True), ("ريال وخمسون درهمًا", False), ("ريالان وعشرون درهمًا", False)])
def test_the_riyals_dirham(said, ok):
    v = check(f"سعر الكيلومتر في السيارات العادية **{said}**.", _KARWA)
    assert (v.hallucination != "hallucinated") is ok, v.findings


_PARKING = ("تعرفة قدرها 200 فلس للساعة الأولى، و150 فلسًا لكل ساعة إضافية، بحد أقصى 1.500 دينار في اليوم.")


@pytest.mark.parametrize("digits", [str.maketrans("", ""), str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")])
def test_working_in_bare_figures_gives_the_part(digits):
    good = "الساعات الإضافية: 3 × 150 = 450 فلسًا، مع الساعة الأولى 200 فلس.".translate(digits)
    bad = "الساعات الإضافية: 3 × 150 = 550 فلسًا، مع الساعة الأولى 200 فلس.".translate(digits)
    assert not any(f.rule == "value" and f.severity == "critical" for f in check(good, _PARKING).findings)
    assert any(f.rule == "value" and f.severity == "critical" for f in check(bad, _PARKING).findings)


def test_score_reads_fils_over_an_english_context(tmp_path):
    from groundtest.cli import main

    ctx = [{"title": "fees-en.md", "text": "An instant transfer through Fawri+ carries a fee of 200 fils per transaction; "
                                          "transfers are limited to BHD 1,000 per day."}]
    q = "كم رسم فوري+؟"
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": q, "context": ctx, "response": r}
            for i, r in (("right", "رسم التحويل عبر فوري+ هو **200 فلس** لكل عملية."),
                         ("wrong", "رسم التحويل عبر فوري+ هو **300 فلس** لكل عملية."))]
    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    out = tmp_path / "results.jsonl"
    assert main(["score", str(cases), "--no-store", "--results", str(out)]) in (0, 1)
    got = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert not got["right"]["hallucinated"]
    assert got["wrong"]["hallucinated"]
