"""The ``local`` judge: the offline checker behind the judge protocol, default of ``score``."""
from __future__ import annotations

import json

from groundtest import Settings, score
from groundtest.cli import main
from groundtest.judges import make_judge
from groundtest.model import Case, Chunk

from ..helpers import case as case_row, write_jsonl

CTX = [Chunk("lending-rules.md", "Members may borrow up to 8 books at a time. The loan period is 21 days.")]


def make_case(response: str, **kw) -> Case:
    return Case(id="c", type="answerable", expect="answer", query="How long is the loan period?", context=CTX,
                response=response, **kw)


def judged(response: str, options=None):
    j = make_judge("local", options)
    [r] = score([make_case(response)], j)
    return r


def test_clean_scores_5():
    r = judged("The loan period is 21 days.")
    assert r.judge == {"name": "local", "score": 5.0, "label": "clean",
                       "reason": "every answering sentence is supported by the context"}
    assert not r.hallucinated and r.hallucination == "clean"


def test_one_bad_sentence_scores_2_and_two_score_1():
    r = judged("The loan period is 21 days and you can renew 3 times.")
    assert r.judge["score"] == 2.0 and r.judge["label"] == "hallucinated" and r.hallucinated
    assert r.findings[0].content == "3 times" and r.findings[0].type == "invented_fact"
    r = judged("The loan period is 14 days. Ask Daniel to renew it [faq.md].")
    assert r.judge["score"] == 1.0 and r.hallucinated
    assert {f.type for f in r.findings} == {"invented_fact", "fabricated_citation"}


def test_uncertain_scores_3_and_does_not_fail_the_case():
    long_ctx = [Chunk("a.md", "The committee reviewed the annual budget and approved the library renovation plan after "
                      "a long discussion about costs, staffing, timelines and the opening of the new reading hall.")]
    c = Case(id="u", type="answerable", expect="answer", query="What did the committee do?", context=long_ctx,
             response="The committee happily reviewed the annual budget and eagerly approved the renovation plan in "
                      "the end. Everyone celebrated enthusiastically afterwards with cake.")
    [r] = score([c], "local")
    assert r.judge["score"] == 3.0 and r.judge["label"] == "uncertain"
    assert r.hallucination == "uncertain" and not r.hallucinated


def test_local_is_the_default_judge():
    [r] = score([make_case("The loan period is 21 days, renewable online.")])
    assert r.judge["name"] == "local"


def test_checker_config_option_is_read(tmp_path):
    cfg = tmp_path / "checker.toml"
    cfg.write_text("[checker]\nquery_atoms = 'moderate'\n")
    c = Case(id="q", type="answerable", expect="answer", query="Can Priya borrow 8 books?", context=CTX,
             response="Members such as Priya may borrow up to 8 books at a time.")
    [default] = score([c], "local")
    [strict] = score([c], make_judge("local", {"checker_config": str(cfg)}))
    # by default a name only the user gave, asserted as fact, is unsupported; the file relaxes it
    assert default.hallucination == "hallucinated" and default.hallucinated
    assert strict.hallucination == "uncertain" and not strict.hallucinated


def test_settings_checker_config_reaches_the_judge_through_score(tmp_path, capsys):
    cfg = tmp_path / "checker.json"
    cfg.write_text(json.dumps({"query_atoms": "said"}))
    row = case_row(query="Can Priya get a replacement card?", response="A replacement card for Priya is $3.",
                   must_include=["$3"])
    cases = write_jsonl(tmp_path / "cases.jsonl", [row])
    assert main(["score", str(cases), "--format", "json"]) == 1  # the user's name asserted as fact: unsupported
    out = json.loads(capsys.readouterr().out)
    assert out["by_type"]["answerable"]["hallucinated"] == 1 and out["passed"] is False
    assert main(["score", str(cases), "--format", "json", "--checker-config", str(cfg)]) == 0
    capsys.readouterr()


def test_bad_checker_config_is_exit_2(tmp_path, capsys):
    cfg = tmp_path / "checker.toml"
    cfg.write_text("nonsense = 1\n")
    cases = write_jsonl(tmp_path / "cases.jsonl", [case_row()])
    assert main(["score", str(cases), "--checker-config", str(cfg)]) == 2
    err = capsys.readouterr().err
    assert f"{cfg}: nonsense: unknown checker setting" in err and "Traceback" not in err


def test_settings_object_with_judge_options():
    s = Settings(judge_options={"checker_config": {"query_atoms": "critical"}})
    c = Case(id="q", type="answerable", expect="answer", query="Can Priya borrow 8 books?", context=CTX,
             response="Members such as Priya may borrow up to 8 books at a time.")
    [r] = score([c], settings=s)
    assert r.hallucinated
