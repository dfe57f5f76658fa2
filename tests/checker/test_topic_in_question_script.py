"""THE TOPIC IN THE QUESTION'S WORDS (checker.lookups._asked_in_other_script): an Arabic name the question states
("قانون التحكيم الإماراتي"), asked of a context with no Arabic at all (an English chunk on the Arbitration Law), is the
topic named in the question's language; the context cannot state it in that script, so an answer restating it ("بشأن
التحكيم") is no name stated only in the question (query_only). The question's figure stated as the rule is still caught."""
from __future__ import annotations

import json

import pytest

from groundtest import check

_EN = ("UAE Federal Law No. (6) of 2018 on Arbitration: absent an agreed deadline, the final award must be issued within "
       "6 months from the first hearing; the tribunal may extend this by up to 6 further months (Article 42).")
TOPICS = [("ما المواعيد الرئيسية في قانون التحكيم الإماراتي؟", "**تمديد هيئة التحكيم:**"),
          ("كم مهلة الحكم في التحكيم؟", "يجوز لهيئة التحكيم"),
          ("هل تمدد هيئة التحكيم المهلة؟", "نعم، تمديد هيئة التحكيم")]


@pytest.mark.parametrize("q,lead", TOPICS)
def test_the_questions_topic_in_its_words(q, lead):
    v = check(f"{lead} بما لا يزيد على **ستة أشهر أخرى**.", _EN, query=q)
    assert not any(f.rule == "query_only" for f in v.findings), v.findings
    assert v.hallucination != "hallucinated", v.findings


def test_the_questions_figure_is_still_caught():
    q = "سمعت أن هيئة التحكيم تمدد المهلة 9 أشهر، صحيح؟"
    v = check("نعم، تمديد هيئة التحكيم بما لا يزيد على 9 أشهر.", _EN, query=q)
    assert v.hallucination == "hallucinated", v.findings


def test_score_reads_the_topic(tmp_path):
    from groundtest.cli import main

    q, lead = TOPICS[0]
    rows = [{"id": "topic", "type": "answerable", "expect": "answer", "query": q,
             "context": [{"title": "uae-arbitration-law-en.md", "text": _EN}],
             "response": f"{lead} بما لا يزيد على **ستة أشهر أخرى**."}]
    cases = tmp_path / "cases.jsonl"
    cases.write_text(json.dumps(rows[0], ensure_ascii=False) + "\n", encoding="utf-8")
    out = tmp_path / "results.jsonl"
    assert main(["score", str(cases), "--no-store", "--results", str(out)]) in (0, 1)
    assert not json.loads(out.read_text(encoding="utf-8").splitlines()[0])["hallucinated"]
