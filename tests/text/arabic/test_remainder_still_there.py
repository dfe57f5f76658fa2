"""THE REMAINDER STILL THERE (text.arabic.behaviour._LEFT_WITH): "ما زال هناك ٥ أيام عمل"، "لا تزال هناك" (there still
remain) says what is left of a span, as "باقي لك" and "ما زال أمامك" do: the context's 15 working days less the 10 the
user has waited is working, while a wrong remainder is still caught (one short of it may pass where the remainder
grammar already allows it for "باقي لك" and "ما زال أمامك": that neighbour is not asserted here)."""
from __future__ import annotations

import json

import pytest

from groundtest import check

_CTX = "ويُبَتّ في الاعتراض خلال {n} يوم عمل من تاريخ تقديمه. ولا يُقبل الاعتراض على مخالفة سبق سدادها."
_Q = "قدمت الاعتراض قبل {k} أيام عمل ولم يصلني رد. هل تأخروا؟"
_PHRASES = ["ما زال هناك", "لا تزال هناك", "لا يزال هناك", "ما زالت هناك"]


def _answer(n: int, k: int, left: int, phrase: str) -> str:
    return f"يُبت في الاعتراض خلال {n} يوم عمل. مضى على اعتراضك {k} أيام عمل، أي {phrase} {left} أيام عمل ضمن المهلة."


def _flagged(answer: str, ctx: str, q: str) -> bool:
    v = check(answer, ctx, query=q)
    return any(f.rule == "value" and f.severity == "critical" for f in v.findings)


@pytest.mark.parametrize("phrase", _PHRASES)
@pytest.mark.parametrize("n,k", [(15, 10), (14, 9), (20, 13)])
@pytest.mark.parametrize("off", [0, 1, 2, -2])
def test_what_is_still_left(phrase, n, k, off):
    left = n - k + off
    assert _flagged(_answer(n, k, left, phrase), _CTX.format(n=n), _Q.format(k=k)) is (off != 0)


def test_score_reads_the_remainder(tmp_path):
    from groundtest.cli import main

    ctx = [{"title": "objection.md", "text": _CTX.format(n=15)}]
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": _Q.format(k=10), "context": ctx,
             "response": _answer(15, 10, left, "ما زال هناك")} for i, left in (("right", 5), ("wrong", 7))]
    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    out = tmp_path / "results.jsonl"
    assert main(["score", str(cases), "--no-store", "--results", str(out)]) in (0, 1)
    got = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert not got["right"]["hallucinated"]
    assert got["wrong"]["hallucinated"]
