"""THE JOINED CLOCK HOUR (text.arabic.numbers._ORD_TIME): a clock hour written as an ordinal may carry the conjunction
"و"/"ف" as a figure does ("بين السابعة صباحاً والسابعة مساءً" is 07:00 and 19:00), so an answer restating the second
end as a figure ("بين ٧ صباحاً و٧ مساءً") is supported, while an invented end ("و٨ مساءً", "و٩ مساءً") is still caught."""
from __future__ import annotations

import json

import pytest

from groundtest import check
from groundtest.text.arabic.numbers import extract

_HOURS = ["الخامسة", "السادسة", "السابعة", "الثامنة", "التاسعة", "العاشرة"]


def _ctx(a: str, b: str) -> str:
    return f"يتم التوصيل من السبت إلى الخميس بين {a} صباحاً و{b} مساءً، ولا يتم التوصيل يوم الجمعة."


@pytest.mark.parametrize("i", range(len(_HOURS)))
def test_the_grammar_reads_the_joined_hour(i):
    times = [v.unit for v in extract(_ctx("السابعة", _HOURS[i])) if v.kind == "time"]
    assert times == ["07:00", f"{i + 17:02d}:00"]


@pytest.mark.parametrize("joiner", ["و", "ف"])
def test_an_ordinal_alone_is_still_no_hour(joiner):
    assert not [v for v in extract(f"جاء في المركز الرابع {joiner}الخامسة من المتسابقين") if v.kind == "time"]


def _flagged(answer: str, ctx: str) -> bool:
    v = check(answer, ctx)
    return any(f.rule == "value" and f.severity == "critical" for f in v.findings)


@pytest.mark.parametrize("i", range(len(_HOURS)))
@pytest.mark.parametrize("said,ok", [(0, True), (1, False), (2, False)])
def test_the_answer_restating_the_hours(i, said, ok):
    ctx = _ctx("السابعة", _HOURS[i])
    answer = f"يتم التوصيل من **السبت إلى الخميس** بين **٧ صباحاً و{5 + i + said} مساءً**."
    assert _flagged(answer, ctx) is not ok


def test_score_reads_the_joined_hour(tmp_path):
    from groundtest.cli import main

    ctx = [{"title": "delivery.md", "text": _ctx("السابعة", "السابعة")}]
    q = "متى يتم التوصيل؟"
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": q, "context": ctx,
             "response": f"يتم التوصيل بين **٧ صباحاً و{h} مساءً**."} for i, h in (("right", "٧"), ("wrong", "٩"))]
    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    out = tmp_path / "results.jsonl"
    assert main(["score", str(cases), "--no-store", "--results", str(out)]) in (0, 1)
    got = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert not got["right"]["hallucinated"]
    assert got["wrong"]["hallucinated"]
