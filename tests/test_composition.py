"""What a case set is made of (``composition.py``): counts by type, expectation, bait and derivation,
and the warnings about a set that cannot test abstention or whose per-type rates jump."""
from __future__ import annotations

from groundtest.composition import Composition
from groundtest.model import Case, Chunk
from groundtest.settings import Budgets


def make(cid: str, type_: str = "answerable", expect: str = "answer", **kw: object) -> Case:
    return Case(cid, type_, expect, "q?", kw.pop("context", "The fee is $3."), **kw)  # type: ignore[arg-type]


def test_counts_lines_and_no_warnings_for_a_balanced_set() -> None:
    comp = Composition(Budgets(max_hallucination_rate=0.5))
    for i, t in enumerate(["answerable", "unanswerable", "false_premise", "stale_context", "partial"] * 2):
        expect = {"unanswerable": "abstain", "partial": "partial"}.get(t, "answer")  # a false premise is corrected: answer
        ctx = [Chunk("old", "The fee was $5.", "superseded"), Chunk("new", "The fee is $3.")] if t == "stale_context" else "x"
        comp.add(make(f"c{i}", t, expect, context=ctx, tags=["bait"] if i == 0 else [],
                      meta={"perturbation": "near_miss"} if i < 3 else {}))
    rep = comp.report()
    assert rep.lines == [
        "types: answerable 2 (20%), unanswerable 2 (20%), false_premise 2 (20%), stale_context 2 (20%), partial 2 (20%)",
        "expect: abstain 2, answer 6, partial 2",
        "bait: 1",
        "derived: 3 (30%); near misses 3 (30%); near_miss 3 (30%)",
    ]
    assert rep.warnings == []


def test_an_answer_only_set_is_warned_about() -> None:
    comp = Composition()
    for i in range(4):
        comp.add(make(f"a{i}"))
    comp.add(make("s", "stale_context"))
    w = comp.report().warnings
    assert w[0] == ("only 0 of 5 cases (0%) are unanswerable or false_premise; aim for at least a third, "
                    "or a model that never abstains scores well")
    assert "answerable: 4 case(s); one failure moves this type's rate by 25%, more than the 2% budget" in w
    assert "no cases of type: unanswerable, false_premise, partial" in w
    assert w[-1] == "stale_context case 's' has no superseded chunk"


def test_an_empty_set_reports_without_dividing_by_zero() -> None:
    rep = Composition().report()
    assert rep.lines[2] == "bait: 0" and rep.warnings == []
