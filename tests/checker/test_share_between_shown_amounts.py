"""THE SHARE BETWEEN TWO SHOWN AMOUNTS (checker.derive.Ledger._shown_share): an Arabic fraction of an amount in a
sentence with no amount of its own ("أي أن العقد في المحكمة يوفّر عليك نصف المبلغ") is one amount the answer shows as a
share of a larger one it shows, or the saving between them. The right fraction passes; a wrong one is still caught,
and a fraction of two amounts the answer never shows is not read off the context."""
from __future__ import annotations

import json

import pytest

from groundtest import check

_FRACTIONS = {"نصف": 50.0, "ربع": 25.0, "ثلث": 100 / 3}
#: (in court, outside it, the fraction the lower one is of the higher)
_PAIRS = [(25, 50, "نصف"), (20, 80, "ربع"), (30, 90, "ثلث"), (40, 80, "نصف"), (15, 60, "ربع")]


def _ctx(a: int, b: int) -> str:
    return (f"يجب توثيق العقد لدى المأذون أو في المحكمة الشرعية. رسم توثيق العقد {a} ديناراً أردنياً إذا جرى في "
            f"المحكمة، و{b} ديناراً إذا جرى خارجها.")


def _answer(a: int, b: int, frac: str) -> str:
    return (f"- إذا جرى العقد **خارج المحكمة**: **{b} ديناراً أردنياً**.\n- إذا جرى **في المحكمة الشرعية**: "
            f"**{a} ديناراً**.\n\nأي أن العقد في المحكمة يكلّفك {frac} المبلغ.")


def _flagged(answer: str, ctx: str) -> bool:
    v = check(answer, ctx)
    return any(f.rule == "value" and f.severity == "critical" for f in v.findings)


@pytest.mark.parametrize("a,b,right", _PAIRS)
@pytest.mark.parametrize("frac", sorted(_FRACTIONS))
def test_the_fraction_between_the_answers_amounts(a, b, right, frac):
    assert _flagged(_answer(a, b, frac), _ctx(a, b)) is (frac != right)


def test_the_saving_between_them():
    ans = ("- خارج المحكمة: **٥٠ ديناراً**.\n- في المحكمة: **٢٥ ديناراً**.\n\n"
           "أي أن العقد في المحكمة يوفّر عليك نصف المبلغ.")
    assert not _flagged(ans, _ctx(25, 50))


def test_no_share_of_amounts_the_answer_does_not_show():
    assert _flagged("أي أن العقد في المحكمة يكلّفك نصف المبلغ.", _ctx(25, 50))


def test_score_reads_the_share(tmp_path):
    from groundtest.cli import main

    ctx = [{"title": "marriage.md", "text": _ctx(25, 50)}]
    q = "كم رسم توثيق عقد الزواج إذا أتى المأذون إلى البيت؟"
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": q, "context": ctx,
             "response": _answer(25, 50, f)} for i, f in (("right", "نصف"), ("wrong", "ربع"))]
    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    out = tmp_path / "results.jsonl"
    assert main(["score", str(cases), "--no-store", "--results", str(out)]) in (0, 1)
    got = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert not got["right"]["hallucinated"]
    assert got["wrong"]["hallucinated"]
