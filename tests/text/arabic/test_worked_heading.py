"""THE WORKED HEADING (text.arabic.behaviour.worked_heading): a Markdown heading that labels a section by what it works
out for the user ("### 💰 الرسوم لإيجار 60,000 درهم") names the question's figure as its topic, as English "### Cost for
3 hours" does: neither a figure stated only in the question nor a fee above the context's cap. A heading that states
the figure as the fee ("### الرسوم 60,000 درهم"), an invented rent, and a wrong worked fee are still caught."""
from __future__ import annotations

import json

import pytest

from groundtest import check
from groundtest.text.arabic.behaviour import worked_heading

_CTX = ("يلتزم المؤجر بتسجيل عقد الإيجار خلال 30 يومًا من تاريخ بدء العقد. وتُحتسب رسوم التسجيل للعقود السكنية بنسبة 1% "
        "من قيمة الإيجار السنوي، بحد أدنى 100 درهم وحد أقصى 1,000 درهم.")
_Q = "المالك سافر ولم يوثق العقد. كم الرسوم لإيجار {rent} درهم؟"
_HEADS = ["### 💰 الرسوم لإيجار {rent} درهم", "## التكلفة لإيجار {rent} درهم", "### **الرسوم لـ {rent} درهم**"]


@pytest.mark.parametrize("head,ok", [("### 💰 الرسوم لإيجار 60,000 درهم", True), ("## التكلفة لـ 3 ساعات", True),
                                     ("### الرسوم 60,000 درهم", False), ("### مضمونة لمدة 6 أشهر", False),
                                     ("الرسوم لإيجار 60,000 درهم", False)])
def test_the_grammar(head, ok):
    assert worked_heading(head) is ok


def _critical(answer: str, rent: str) -> list:
    v = check(answer, _CTX, query=_Q.format(rent=rent))
    return [f for f in v.findings if f.severity == "critical"]


def _answer(head: str, rent: str, fee: str) -> str:
    return (f"{head.format(rent=rent)}\n- رسوم تسجيل العقود السكنية **1% من قيمة الإيجار السنوي**.\n"
            f"- {rent} × 1% = **{fee} درهم**، وهي ضمن الحدين.")


@pytest.mark.parametrize("head", _HEADS)
@pytest.mark.parametrize("rent,fee", [("60,000", "600"), ("45,000", "450"), ("80,000", "800")])
def test_the_users_rent_as_the_topic(head, rent, fee):
    assert not _critical(_answer(head, rent, fee), rent)


@pytest.mark.parametrize("head", _HEADS)
@pytest.mark.parametrize("rent,fee", [("60,000", "700"), ("45,000", "4,500")])
def test_a_wrong_fee_is_still_caught(head, rent, fee):
    assert _critical(_answer(head, rent, fee), rent)


@pytest.mark.parametrize("head", _HEADS)
def test_an_invented_rent_is_still_caught(head):
    assert _critical(f"{head.format(rent='90,000')}\n- رسوم تسجيل العقود السكنية 1% من قيمة الإيجار السنوي.", "60,000")


def test_the_figure_stated_as_the_fee_is_still_caught():
    assert _critical("### الرسوم 60,000 درهم\n- رسوم تسجيل العقود السكنية 1% من قيمة الإيجار السنوي.", "60,000")


def test_score_reads_the_worked_heading(tmp_path):
    from groundtest.cli import main

    ctx = [{"title": "tawtheeq.md", "text": _CTX}]
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": _Q.format(rent="60,000"), "context": ctx,
             "response": _answer(_HEADS[0], "60,000", fee)} for i, fee in (("right", "600"), ("wrong", "6,000"))]
    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    out = tmp_path / "results.jsonl"
    assert main(["score", str(cases), "--no-store", "--results", str(out)]) in (0, 1)
    got = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert not got["right"]["hallucinated"]
    assert got["wrong"]["hallucinated"]
