"""The ``none`` judge: the deterministic checks alone decide; it adds no verdict or finding."""
from __future__ import annotations

from groundtest.judges import make_judge
from groundtest.judges.none import NoneJudge
from groundtest.model import Case
from groundtest.scoring import score


def test_registered_and_verdictless() -> None:
    judge = make_judge("none", {})
    assert isinstance(judge, NoneJudge) and judge.concurrency == 1
    out = judge.judge(Case("c", "answerable", "answer", "q?", "x", response="y"), None)  # type: ignore[arg-type]
    assert (out.name, out.score, out.label, out.failed) == ("none", None, None, False)


def test_an_invented_fact_passes_unless_a_check_catches_it() -> None:
    ctx = "The replacement card fee is $3."
    invents = Case("a", "answerable", "answer", "Fee?", ctx, response="It costs $3 and ships in 2 days.")
    forbidden = Case("b", "answerable", "answer", "Fee?", ctx, response="It costs $5.", must_not_include=["$5"])
    a, b = score([invents, forbidden], "none")
    assert not a.hallucinated and a.findings == [] and a.judge is None  # nothing of its own is recorded
    assert b.hallucinated and [f.type for f in b.findings] == ["forbidden_value"]
    [local] = score([invents], "local")
    assert local.hallucinated  # the same text the offline checker does catch
