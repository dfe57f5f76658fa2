"""Arabic comparison of two figures in words (text.arabic.behaviour.compared, checker.passes' comparisons pass):
"20 ساعة، يعني أكثر من 24 ساعة" is wrong arithmetic (critical); a comparison the sizes bear out, in any joiner,
negated or not, in any unit of the dimension, is clean of it."""
from __future__ import annotations

import json

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.checker.passes import _arabic_compared
from groundtest.cli import main

JOINERS = ["، يعني ", " يعني ", "، أي ", " وهي ", "، وهذا ", " "]
UNITS = [("ساعة", 1), ("يومًا", 24)]
GREATER = ["أكثر من", "أطول من", "يتجاوز"]
LESS = ["أقل من", "أقصر من", "دون"]


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 90), st.integers(2, 90), st.sampled_from(JOINERS), st.sampled_from(UNITS),
       st.sampled_from([(w, True) for w in GREATER] + [(w, False) for w in LESS]), st.booleans(), st.booleans())
def test_a_comparison_is_wrong_exactly_when_the_sizes_say_so(a, b, joiner, unit, op, negated, bold):
    word, greater = op
    if a == b:
        return
    mark = "**" if bold else ""
    neg = "ليس " if negated else ""
    text = f"ألغيت قبل الرحلة بـ {mark}{a} {unit[0]}{mark}{joiner}{neg}{word} {mark}{b} {unit[0]}{mark}، فيحق لك الاسترداد."
    holds = (a > b) if greater else (a < b)
    if negated:
        holds = not holds
    hit = _arabic_compared(text)
    assert (hit is None) == holds, (text, hit)


def test_a_comparison_across_units_reads_the_sizes():
    assert _arabic_compared("بما أن شهرين أكثر من 30 يومًا على الحادث، فالرسم 100 ريال.") is None
    assert _arabic_compared("بما أن 10 أيام أكثر من أسبوعين، فالرسم 100 ريال.") is not None


def test_figures_not_compared_are_not_read():
    # a range, a list of figures, a limit after a noun: no comparison of the two figures
    for text in ("الأطفال من 6 إلى 12 سنة بنصف السعر.", "الرسوم 150 ريالًا و600 ريال.",
                 "ألغيت قبل 20 ساعة، والاسترداد يكون عند الإلغاء قبل أكثر من 24 ساعة."):
        assert _arabic_compared(text) is None, text


_REFUND = ("يُسترد المبلغ كاملًا عند الإلغاء قبل 48 ساعة من موعد الرحلة، و50% عند الإلغاء قبل 24 ساعة، ولا استرداد بعد ذلك. "
           "السعر 1,200 جنيه للمصري.")


def test_check_flags_the_wrong_comparison_and_passes_the_right_one():
    bad = "بما إنك ألغيت قبل الرحلة بـ **20 ساعة**، **يعني أكثر من 24 ساعة**، فيحق لك استرداد **50%**."
    v = check(bad, _REFUND, query="ألغيت قبلها بـ 20 ساعة، أسترد كم؟")
    assert v.hallucination == "hallucinated" and any(f.rule == "comparison" for f in v.findings), v
    ok = "بما إنك ألغيت قبل الرحلة بـ **30 ساعة**، **يعني أكثر من 24 ساعة**، فيحق لك استرداد **50%**."
    v = check(ok, _REFUND, query="ألغيت قبلها بـ 30 ساعة، أسترد كم؟")
    assert all(f.rule != "comparison" for f in v.findings), v


def test_score_flags_the_wrong_comparison(tmp_path):
    cases = tmp_path / "cases.jsonl"
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": f"ألغيت قبلها بـ {n} ساعة، أسترد كم؟", "context": _REFUND,
             "response": f"ألغيت قبل الرحلة بـ {n} ساعة، يعني أكثر من 24 ساعة، فيحق لك استرداد 50%."} for i, n in (("ok", 30), ("bad", 20))]
    cases.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    out = tmp_path / "results.jsonl"
    assert main(["score", str(cases), "--no-store", "--results", str(out)]) in (0, 1)
    got = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert got["bad"]["hallucinated"]
    assert all(f["rule"] != "comparison" for f in got["ok"]["findings"])
