"""How far to trust a judge: its verdicts against human labels on the same case ids.

Pure core: :func:`agreement` takes (human, judge) verdict pairs and returns the 3×3 confusion
matrix of labels and the agreement on the decision that fails a case — "hallucinated" or not:
accuracy, Cohen's kappa (the gate), precision and recall, balanced accuracy, and the cases
where that decision differs. Cohen's kappa over the three labels is reported beside it
(``clean`` against ``uncertain`` differs in label, not in verdict). :func:`read_labels` and :func:`read_verdicts` parse the two JSONL files
(human labels ``{id, label, note?}`` or ``{id, gold}``; results as DESIGN §3), reporting every
bad line as ``FILE:LINE: field: message``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator

from ..errors import InputError, Problem
from ..jsonin import BadJSON, loads
from ..masking import cut
from ..model import LABELS

#: display order of the labels (rows: human, columns: judge)
ORDER = ("clean", "uncertain", "hallucinated")


@dataclass(frozen=True, slots=True)
class Verdict:
    """One side's label for a case, with why (judge reason or human note)."""

    id: str
    label: str
    why: str = ""
    #: the checker rules of the verdict's critical findings (a results row's ``findings[].rule``)
    rules: tuple[str, ...] = ()


@dataclass(slots=True)
class Disagreement:
    id: str
    human: str
    judge: str
    note: str
    reason: str

    def to_dict(self) -> dict[str, str]:
        return {"id": self.id, "human": self.human, "judge": self.judge, "note": self.note, "reason": self.reason}


@dataclass(slots=True)
class Agreement:
    """Agreement of a judge with human labels over the ids both sides have."""

    n: int
    matrix: dict[str, dict[str, int]]
    accuracy: float | None
    kappa: float | None
    kappa_labels: float | None
    precision: float | None
    recall: float | None
    balanced_accuracy: float | None
    disagreements: list[Disagreement] = field(default_factory=list)
    label_differences: list[Disagreement] = field(default_factory=list)
    only_results: list[str] = field(default_factory=list)
    only_labels: list[str] = field(default_factory=list)
    excluded: list[str] = field(default_factory=list)
    #: per checker rule, its critical firings on the cases a person labelled hallucinated and clean (see rule_counts)
    rules: dict[str, dict[str, int]] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n, "matrix": self.matrix, "accuracy": self.accuracy, "kappa": self.kappa,
            "kappa_labels": self.kappa_labels,
            "hallucinated": {"precision": self.precision, "recall": self.recall},
            "balanced_accuracy": self.balanced_accuracy,
            "disagreements": [d.to_dict() for d in self.disagreements],
            "label_differences": [d.to_dict() for d in self.label_differences],
            "only_in_results": self.only_results, "only_in_labels": self.only_labels, "excluded": self.excluded,
            "rules": self.rules,
        }


def _ratio(a: float, b: float) -> float | None:
    return a / b if b else None


def kappa_of(matrix: dict[str, dict[str, int]]) -> float | None:
    """Cohen's kappa of a square confusion matrix; None when chance agreement is total (one label only)."""
    labels = list(matrix)
    n = sum(sum(row.values()) for row in matrix.values())
    if not n:
        return None
    observed = sum(matrix[k][k] for k in labels) / n
    expected = sum(sum(matrix[k].values()) * sum(matrix[r][k] for r in labels) for k in labels) / (n * n)
    return None if expected >= 1.0 else (observed - expected) / (1.0 - expected)


def binary_scores(pairs: Iterable[tuple[bool, bool]]) -> dict[str, float | None]:
    """Precision, recall, balanced accuracy and kappa of (human, judge) "hallucinated" flags."""
    tp = fp = fn = tn = 0
    for human, judge in pairs:
        tp += human and judge
        fp += judge and not human
        fn += human and not judge
        tn += not human and not judge
    recall, specificity = _ratio(tp, tp + fn), _ratio(tn, tn + fp)
    balanced = None if recall is None or specificity is None else (recall + specificity) / 2
    m = {"h": {"h": tp, "c": fn}, "c": {"h": fp, "c": tn}}
    return {"precision": _ratio(tp, tp + fp), "recall": recall, "balanced_accuracy": balanced,
            "kappa": kappa_of(m), "accuracy": _ratio(tp + tn, tp + fp + fn + tn)}


def agreement(triples: Iterable[tuple[Verdict, Verdict]]) -> Agreement:
    """Agreement over (human, judge) verdict pairs of the same case."""
    matrix = {h: {j: 0 for j in ORDER} for h in ORDER}
    flags: list[tuple[bool, bool]] = []
    verdict: list[Disagreement] = []
    label_only: list[Disagreement] = []
    humans: list[Verdict] = []
    judges: list[Verdict] = []
    for human, judge in triples:
        humans.append(human)
        judges.append(judge)
        matrix[human.label][judge.label] += 1
        flag = (human.label == "hallucinated", judge.label == "hallucinated")
        flags.append(flag)
        if human.label != judge.label:
            d = Disagreement(human.id, human.label, judge.label, human.why, judge.why)
            (verdict if flag[0] != flag[1] else label_only).append(d)
    b = binary_scores(flags)
    pairs = list(zip(humans, judges))
    return Agreement(
        n=len(flags), matrix=matrix, accuracy=b["accuracy"], kappa=b["kappa"], kappa_labels=kappa_of(matrix),
        precision=b["precision"], recall=b["recall"], balanced_accuracy=b["balanced_accuracy"],
        disagreements=verdict, label_differences=label_only, rules=rule_counts(pairs),
    )


def rule_counts(pairs: Iterable[tuple[Verdict, Verdict]]) -> dict[str, dict[str, int]]:
    """Per checker rule of the judge's critical findings: on how many cases a person labelled hallucinated it
    fired (``hallucinated``), on how many labelled clean (``clean``, its false alarms), and on how many clean ones it
    was the only critical rule (``only_on_clean``: the false alarms sending it to review would remove). The
    measure for a ``rule_severity`` table (docs/checker.md); cases labelled uncertain are left out."""
    out: dict[str, dict[str, int]] = {}
    for human, judge in pairs:
        if human.label == "uncertain":
            continue
        rules = set(judge.rules)
        for r in rules:
            row = out.setdefault(r, {"hallucinated": 0, "clean": 0, "only_on_clean": 0})
            row["hallucinated" if human.label == "hallucinated" else "clean"] += 1
            if human.label == "clean" and len(rules) == 1:
                row["only_on_clean"] += 1
    return dict(sorted(out.items(), key=lambda kv: (-kv[1]["clean"], kv[0])))


def compare(labels: dict[str, Verdict], verdicts: dict[str, Verdict], excluded: Iterable[str] = ()) -> Agreement:
    """Agreement on the ids both sides have (in the labels' order); the others are listed."""
    skip = set(excluded)
    a = agreement((labels[i], verdicts[i]) for i in labels if i in verdicts and i not in skip)
    a.only_labels = [i for i in labels if i not in verdicts]
    a.only_results = [i for i in verdicts if i not in labels and i not in skip]
    a.excluded = [i for i in verdicts if i in skip]
    return a


# ---------------------------------------------------------------------------------------------
# reading the two files


def _rows(path: Path, problems: list[Problem]) -> Iterator[tuple[int, dict[str, Any]]]:
    name = str(path)
    try:
        lines = path.read_text(encoding="utf-8-sig").splitlines()
    except FileNotFoundError:
        problems.append(Problem(name, None, None, "no such file"))
        return
    except (OSError, UnicodeDecodeError) as exc:
        problems.append(Problem(name, None, None, f"cannot read: {exc}"))
        return
    for lineno, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            row = loads(line)
        except BadJSON as exc:
            problems.append(Problem(name, lineno, None, str(exc)))
            continue
        if not isinstance(row, dict):
            problems.append(Problem(name, lineno, None, "expected a JSON object"))
            continue
        ident = row.get("id")
        if not isinstance(ident, (str, int)) or isinstance(ident, bool) or str(ident) == "":
            got = "nothing" if ident is None else f"{type(ident).__name__} {ident!r}"[:80]
            problems.append(Problem(name, lineno, "id", f"required: a non-empty string (or an integer), got {got}"))
            continue
        yield lineno, row


def _label_field(row: dict[str, Any]) -> tuple[str, Any]:
    return ("label", row["label"]) if "label" in row else ("gold", row.get("gold"))


def read_labels(path: str | Path) -> dict[str, Verdict]:
    """Human labels by id: ``{id, label: clean|hallucinated|uncertain, note?}`` or ``{id, gold}``."""
    p = Path(path)
    problems: list[Problem] = []
    out: dict[str, Verdict] = {}
    seen: dict[str, int] = {}
    for lineno, row in _rows(p, problems):
        key, value = _label_field(row)
        if value not in LABELS:
            problems.append(Problem(str(p), lineno, key, f"expected one of {', '.join(LABELS)}, got {value!r}"))
            continue
        ident = str(row["id"])
        if ident in out:  # the same label twice (labels exported from two runs) is fine; two labels are not
            if out[ident].label != value:
                problems.append(Problem(str(p), lineno, "id", f"{ident!r} is labelled {out[ident].label} on line {seen[ident]}"))
            continue
        seen[ident] = lineno
        note = row.get("note")
        out[ident] = Verdict(ident, value, note if isinstance(note, str) else "")
    if problems:
        raise InputError(problems)
    return out


def judge_label(row: dict[str, Any]) -> str | None:
    """The judge's verdict on a case from its result: hallucinated, else the rubric label."""
    if row.get("hallucinated") is True:
        return "hallucinated"
    label = row.get("hallucination")
    return label if label in LABELS else None


def read_verdicts(path: str | Path) -> tuple[dict[str, Verdict], list[str]]:
    """Verdicts by id from a results file, and the ids whose judge error was excluded."""
    p = Path(path)
    problems: list[Problem] = []
    out: dict[str, Verdict] = {}
    excluded: list[str] = []
    seen: dict[str, int] = {}
    for lineno, row in _rows(p, problems):
        label = judge_label(row)
        if label is None:
            problems.append(Problem(str(p), lineno, "hallucination", f"expected one of {', '.join(LABELS)}, got {row.get('hallucination')!r}"))
            continue
        ident = str(row["id"])
        if ident in out:
            problems.append(Problem(str(p), lineno, "id", f"duplicate id {ident!r} (first on line {seen[ident]})"))
            continue
        out[ident] = Verdict(ident, label, _why(row), _rules(row))
        seen[ident] = lineno
        if row.get("excluded"):
            excluded.append(ident)
    if problems:
        raise InputError(problems)
    return out, excluded


def _rules(row: dict[str, Any]) -> tuple[str, ...]:
    """The rule ids of a results row's critical findings, once each, in their order."""
    found = row.get("findings")
    if not isinstance(found, list):
        return ()
    return tuple(dict.fromkeys(str(f["rule"]) for f in found
                               if isinstance(f, dict) and f.get("severity") == "critical" and isinstance(f.get("rule"), str)))


def _why(row: dict[str, Any]) -> str:
    judge: dict[str, Any] = row["judge"] if isinstance(row.get("judge"), dict) else {}
    if judge.get("error"):
        return f"judge error: {judge['error']}"
    crit = [f for f in row.get("findings") or [] if isinstance(f, dict) and f.get("severity") == "critical"]
    if crit:
        return f"{crit[0].get('type')}: {crit[0].get('content', '')}"
    return str(judge.get("reason") or "")


# ---------------------------------------------------------------------------------------------
# the gate and the report


def gate(a: Agreement, min_kappa: float) -> list[str]:
    """Why the judge is not trusted enough (empty: it is)."""
    if a.kappa is None:
        return [f"Cohen's kappa is undefined on {a.n} case(s): both sides need hallucinated and other cases"]
    if a.kappa < min_kappa:
        return [f"Cohen's kappa {a.kappa:.3f} is below --min-kappa {min_kappa:g}"]
    return []


def _f(v: float | None) -> str:
    return "n/a" if v is None else f"{v:.3f}"


def render_table(a: Agreement, min_kappa: float, failures: list[str]) -> str:
    """The agreement as a plain-text report."""
    lines = [f"cases compared     {a.n}"]
    if a.only_results or a.only_labels or a.excluded:
        lines[0] += f" ({len(a.only_results)} only in results, {len(a.only_labels)} only in labels, {len(a.excluded)} excluded)"
    lines.append("human \\ judge      " + "".join(f"{j:>14}" for j in ORDER))
    for h in ORDER:
        lines.append(f"{h:<19}" + "".join(f"{a.matrix[h][j]:>14}" for j in ORDER))
    lines += [
        "hallucinated or not:",
        f"  accuracy         {_f(a.accuracy)}",
        f"  cohen's kappa    {_f(a.kappa)} (min {min_kappa:g})",
        f"  precision        {_f(a.precision)}, recall {_f(a.recall)}",
        f"  balanced acc.    {_f(a.balanced_accuracy)}",
        f"kappa (3 labels)   {_f(a.kappa_labels)}",
    ]
    for title, items in (("disagreements", a.disagreements), ("same verdict, other label", a.label_differences)):
        if items:
            lines.append(f"{title} ({len(items)})")
            for d in items:
                why = cut(" ".join("; ".join(x for x in (d.reason, f"note: {d.note}" if d.note else "") if x).split()), 200)
                lines.append(f"  {d.id}: human {d.human}, judge {d.judge}" + (f" - {why}" if why else ""))
    if a.rules:
        lines.append("checker rules (critical findings on cases labelled hallucinated / clean; clean where it was the only one)")
        for rule, c in a.rules.items():
            lines.append(f"  {rule:<18} {c['hallucinated']:>5} / {c['clean']:<5} {c['only_on_clean']:>5} alone")
        weak = [r for r, c in a.rules.items() if c["clean"] >= max(2, c["hallucinated"])]
        if weak:
            lines.append("  on at least as many clean cases as hallucinated ones here (and 2 or more): " + ", ".join(weak)
                         + " (a checker config's [checker.rule_severity] can send them to review: docs/checker.md)")
    for title, ids in (("only in results", a.only_results), ("only in labels", a.only_labels),
                       ("excluded (judge error)", a.excluded)):
        if ids:
            lines.append(f"{title} ({len(ids)}): " + ", ".join(ids[:20]) + (" ..." if len(ids) > 20 else ""))
    lines.append("FAILED: " + "; ".join(failures) if failures else "PASSED")
    return "\n".join(lines) + "\n"
