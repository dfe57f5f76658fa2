"""Agreement between judge verdicts and human labels (groundtest.calibrate), and the fit's search helpers."""
from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from groundtest.calibrate import (
    Verdict, agreement, binary_scores, compare, gate, judge_label, kappa_of, read_labels, read_verdicts, render_table,
)
from groundtest.checker import CheckerConfig
from groundtest.errors import InputError
from groundtest.calibrate.fit import fitted_fields, grid, split
from tests.helpers import write_jsonl


def _pairs(spec: list[tuple[str, str]]) -> list[tuple[Verdict, Verdict]]:
    return [(Verdict(f"c{i}", h, f"note {i}"), Verdict(f"c{i}", j, f"reason {i}")) for i, (h, j) in enumerate(spec)]


def test_kappa_textbook_example() -> None:
    # 50 items: both yes 20, A yes/B no 5, A no/B yes 10, both no 15 → p_o 0.7, p_e 0.5, kappa 0.4
    m = {"yes": {"yes": 20, "no": 5}, "no": {"yes": 10, "no": 15}}
    assert kappa_of(m) == pytest.approx(0.4)
    assert kappa_of({"a": {"a": 3, "b": 0}, "b": {"a": 0, "b": 0}}) is None  # one label: chance agreement is total
    assert kappa_of({"a": {"a": 0, "b": 0}, "b": {"a": 0, "b": 0}}) is None
    assert kappa_of({"a": {"a": 0, "b": 5}, "b": {"a": 5, "b": 0}}) == pytest.approx(-1.0)


def test_agreement_matrix_scores_and_disagreements() -> None:
    spec = [("hallucinated", "hallucinated")] * 6 + [("clean", "clean")] * 10 + [
        ("hallucinated", "clean"), ("hallucinated", "clean"), ("clean", "hallucinated"), ("uncertain", "hallucinated"),
        ("clean", "uncertain"), ("uncertain", "uncertain")]
    a = agreement(_pairs(spec))
    assert a.n == 22
    assert a.matrix == {
        "clean": {"clean": 10, "uncertain": 1, "hallucinated": 1},
        "uncertain": {"clean": 0, "uncertain": 1, "hallucinated": 1},
        "hallucinated": {"clean": 2, "uncertain": 0, "hallucinated": 6},
    }
    assert a.accuracy == pytest.approx(18 / 22)  # of the hallucinated-or-not decision
    # hallucinated: TP 6, FP 2 (a clean and an uncertain), FN 2
    assert a.precision == pytest.approx(6 / 8) and a.recall == pytest.approx(6 / 8)
    assert a.balanced_accuracy == pytest.approx((6 / 8 + 12 / 14) / 2)
    assert a.kappa == pytest.approx(136 / 224)  # p_o 396/484, p_e (8·8 + 14·14)/484
    rows = {"clean": 12, "uncertain": 2, "hallucinated": 8}
    cols = {"clean": 12, "uncertain": 2, "hallucinated": 8}
    pe = sum(rows[k] * cols[k] for k in rows) / 22**2
    assert a.kappa_labels == pytest.approx((17 / 22 - pe) / (1 - pe))
    assert [(d.id, d.human, d.judge, d.note, d.reason) for d in a.disagreements] == [
        ("c16", "hallucinated", "clean", "note 16", "reason 16"), ("c17", "hallucinated", "clean", "note 17", "reason 17"),
        ("c18", "clean", "hallucinated", "note 18", "reason 18"), ("c19", "uncertain", "hallucinated", "note 19", "reason 19")]
    assert [(d.id, d.human, d.judge) for d in a.label_differences] == [("c20", "clean", "uncertain")]


def test_binary_scores_undefined_parts() -> None:
    s = binary_scores([(False, False), (False, False)])
    assert s["precision"] is None and s["recall"] is None and s["balanced_accuracy"] is None and s["kappa"] is None
    assert s["accuracy"] == 1.0
    s = binary_scores([(True, True), (False, True)])
    assert s["precision"] == 0.5 and s["recall"] == 1.0 and s["balanced_accuracy"] == 0.5 and s["kappa"] == 0.0


def test_gate() -> None:
    perfect = agreement(_pairs([("clean", "clean"), ("hallucinated", "hallucinated")]))
    assert perfect.kappa == 1.0 and gate(perfect, 0.6) == []
    poor = agreement(_pairs([("clean", "clean"), ("hallucinated", "clean"), ("clean", "hallucinated"), ("hallucinated", "hallucinated")]))
    assert gate(poor, 0.6) == ["Cohen's kappa 0.000 is below --min-kappa 0.6"]
    assert gate(poor, -0.5) == []
    single = agreement(_pairs([("clean", "clean")] * 3))
    assert gate(single, 0.6) == ["Cohen's kappa is undefined on 3 case(s): both sides need hallucinated and other cases"]


def test_read_labels_both_formats(tmp_path: Path) -> None:
    p = tmp_path / "labels.jsonl"
    p.write_text("\ufeff" + "\n".join([
        json.dumps({"id": "a", "label": "hallucinated", "note": "invented fee", "run": "r1", "labelled_at": "2026-01-01"}),
        "",
        json.dumps({"id": "b", "gold": "clean", "gold_detail": {}, "source": "HaluEval", "query": "q"}),
        json.dumps({"id": 7, "label": "uncertain"}),
        json.dumps({"id": "a", "label": "hallucinated"}),  # the same label again (two exports): fine
    ]) + "\n", encoding="utf-8")
    labels = read_labels(p)
    assert labels == {"a": Verdict("a", "hallucinated", "invented fee"), "b": Verdict("b", "clean", ""),
                      "7": Verdict("7", "uncertain", "")}


def test_read_labels_reports_every_bad_line(tmp_path: Path) -> None:
    p = write_jsonl(tmp_path / "labels.jsonl", [
        {"id": "a", "label": "clean"},
        "{not json",
        {"label": "clean"},
        {"id": "b", "label": "wrong"},
        {"id": "c", "gold": None},
        ["a list"],
        {"id": "a", "label": "hallucinated"},
    ])
    with pytest.raises(InputError) as exc:
        read_labels(p)
    assert [str(x) for x in exc.value.problems] == [
        f"{p}:2: not valid JSON: Expecting property name enclosed in double quotes (column 2)",
        f"{p}:3: id: required: a non-empty string (or an integer), got nothing",
        f"{p}:4: label: expected one of clean, hallucinated, uncertain, got 'wrong'",
        f"{p}:5: gold: expected one of clean, hallucinated, uncertain, got None",
        f"{p}:6: expected a JSON object",
        f"{p}:7: id: 'a' is labelled clean on line 1",
    ]
    with pytest.raises(InputError, match="no such file"):
        read_labels(tmp_path / "absent.jsonl")


def _result(ident: str, hallucination: str, hallucinated: bool, **kw: object) -> dict[str, object]:
    return {"id": ident, "type": "answerable", "expect": "answer", "abstained": False, "hallucinated": hallucinated,
            "over_refused": False, "forbidden": [], "missing": [], "hallucination": hallucination, "findings": [],
            "judge": {"name": "local", "score": 5.0, "label": hallucination, "reason": "ok"}, "meta": {}, **kw}


def test_judge_label_prefers_the_case_verdict() -> None:
    assert judge_label(_result("x", "clean", True)) == "hallucinated"  # e.g. a missing must_include value
    assert judge_label(_result("x", "uncertain", False)) == "uncertain"
    assert judge_label(_result("x", "clean", False)) == "clean"
    assert judge_label({"id": "x"}) is None


def test_read_verdicts_and_compare(tmp_path: Path) -> None:
    finding = {"type": "invented_fact", "content": "ships free", "severity": "critical", "sentence": 0, "notes": ""}
    res = write_jsonl(tmp_path / "results.jsonl", [
        _result("a", "hallucinated", True, findings=[finding]),
        _result("b", "clean", False),
        _result("c", "clean", False, judge={"name": "openai", "error": "timeout"}, judge_error=True, excluded=True),
        _result("only-res", "clean", False),
    ])
    verdicts, excluded = read_verdicts(res)
    assert verdicts["a"] == Verdict("a", "hallucinated", "invented_fact: ships free")
    assert verdicts["c"].why == "judge error: timeout" and excluded == ["c"]
    labels = {"a": Verdict("a", "clean", "fine"), "b": Verdict("b", "clean"), "c": Verdict("c", "clean"),
              "only-lab": Verdict("only-lab", "hallucinated")}
    a = compare(labels, verdicts, excluded)
    assert a.n == 2 and a.only_labels == ["only-lab"] and a.only_results == ["only-res"] and a.excluded == ["c"]
    text = render_table(a, 0.6, gate(a, 0.6))
    assert "  a: human clean, judge hallucinated - invented_fact: ships free; note: fine\n" in text
    assert "cases compared     2 (1 only in results, 1 only in labels, 1 excluded)\n" in text
    assert "only in results (1): only-res\nonly in labels (1): only-lab\nexcluded (judge error) (1): c\n" in text
    assert text.endswith("FAILED: Cohen's kappa 0.000 is below --min-kappa 0.6\n")  # humans: one label; judge: two


def test_read_verdicts_problems(tmp_path: Path) -> None:
    res = write_jsonl(tmp_path / "results.jsonl", [_result("a", "clean", False), _result("a", "clean", False),
                                                   {"id": "b", "hallucination": "maybe"}])
    with pytest.raises(InputError) as exc:
        read_verdicts(res)
    assert [str(x) for x in exc.value.problems] == [
        f"{res}:2: id: duplicate id 'a' (first on line 1)",
        f"{res}:3: hallucination: expected one of clean, hallucinated, uncertain, got 'maybe'",
    ]


def test_fit_search_space() -> None:
    cfg = CheckerConfig()
    names = fitted_fields(cfg)
    assert "critical_novel_share" in names and "min_content_words" in names
    assert "max_critical_share" not in names  # the guard's cut-off never changes a verdict
    assert not any(isinstance(getattr(cfg, n), (bool, str)) for n in names)
    assert grid(0.99)[-2:] == [0.99, 1.0] and grid(0.99)[0] == 0.0 and len(grid(0.5)) == 21
    assert grid(3) == list(range(1, 9)) and grid(12)[-1] == 12 and grid(0) == list(range(9))
    assert all(not math.isnan(x) for x in grid(0.75))


def test_holdout_split_is_deterministic() -> None:
    from groundtest.calibrate.fit import Prepared

    cases = [Prepared(f"id-{i}", i % 2 == 0, None, None, False) for i in range(200)]  # type: ignore[arg-type]
    fit1, held1 = split(cases, 0.3)
    fit2, held2 = split(list(reversed(cases)), 0.3)
    assert {c.id for c in held1} == {c.id for c in held2} and len(fit1) + len(held1) == 200
    assert 40 <= len(held1) <= 80
    assert split(cases, 0.0) == (cases, [])
