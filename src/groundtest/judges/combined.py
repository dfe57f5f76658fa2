"""``A+B`` judges: run the first (offline) judge, call the next only when it can still matter.

``local+openai`` runs the offline checker on every case and asks the model only about
answering cases that neither the deterministic checks nor an earlier judge have already
failed. The result keeps every verdict under ``parts``; the worst label wins.
"""
from __future__ import annotations

from typing import Any, Iterable

from ..text.analysis import Analysis
from ..checks import run_checks
from ..checks.behaviour import abstained
from ..errors import GroundtestError
from ..model import Case, JudgeResult
from ..settings import Settings

_RANK = {None: 0, "clean": 1, "uncertain": 2, "hallucinated": 3}
#: missing values count as critical only under some settings: never skip a call because of them
_STRICT_ONLY = Settings(missing_counts_as="incomplete")


def merge_usage(judges: Iterable[Any]) -> dict[str, float]:
    """Sum the ``usage`` dicts of the judges that have one."""
    total: dict[str, float] = {}
    for j in judges:
        for k, v in (getattr(j, "usage", None) or {}).items():
            total[k] = total.get(k, 0) + v
    return total


class Combined:
    """Several judges in sequence; later ones only for cases still undecided."""

    def __init__(self, judges: list[Any]):
        if len(judges) < 2:
            raise ValueError("Combined needs at least two judges")
        self.parts = list(judges)
        self.name = "+".join(j.name for j in self.parts)
        self.concurrency = max(int(getattr(j, "concurrency", 1) or 1) for j in self.parts)
        self.offline = all(getattr(j, "offline", False) for j in self.parts)

    @property
    def usage(self) -> dict[str, float]:
        return merge_usage(self.parts)

    def judge(self, case: Case, analysis: Analysis) -> JudgeResult:
        done: list[JudgeResult] = []
        skipped: list[dict[str, str]] = []
        for j in self.parts:
            why = self.skip_reason(case, analysis, done[-1]) if done else None
            if why:
                skipped.extend({"name": p.name, "skipped": why} for p in self.parts[len(done):])
                break
            done.append(_run(j, case, analysis))
        return self._combine(done, skipped)

    def skip_reason(self, case: Case, analysis: Analysis, last: JudgeResult) -> str | None:
        """Why the next judge need not be asked, or None."""
        if last.failed:
            return f"{last.name} failed"
        if last.label == "hallucinated":
            return f"{last.name} already found the response hallucinated"
        if abstained(case, analysis):
            return "the response declines: nothing to check"
        if any(f.severity == "critical" for f in run_checks(case, analysis, _STRICT_ONLY)):
            return "the deterministic checks already failed the case"
        return None

    def _combine(self, done: list[JudgeResult], skipped: list[dict[str, str]]) -> JudgeResult:
        parts = [r.to_dict() for r in done] + skipped
        failed = next((r for r in done if r.failed), None)
        if failed is not None:
            return JudgeResult(self.name, error=f"{failed.name}: {failed.error}", extra={"parts": parts})
        scores = [r.score for r in done if r.score is not None]
        label = max((r.label for r in done), key=lambda lab: _RANK.get(lab, 0))
        reason = "; ".join(f"{r.name}: {r.reason}" for r in done if r.reason)
        findings = [f for r in done for f in r.findings]
        return JudgeResult(
            self.name,
            score=min(scores) if scores else None,
            label=label,
            reason=reason,
            findings=findings,
            extra={"parts": parts},
        )

    def interrupt(self) -> None:
        for j in self.parts:
            if hasattr(j, "interrupt"):
                j.interrupt()

    def close(self) -> None:
        for j in self.parts:
            j.close()


def _run(judge: Any, case: Case, analysis: Analysis) -> JudgeResult:
    if judge.name == "none":
        return JudgeResult("none", reason="deterministic checks only")
    try:
        return judge.judge(case, analysis)
    except GroundtestError:  # a setup error (e.g. judge unreachable) stops the run
        raise
    except Exception as exc:  # a judge must return errors as data; fail closed if one raises
        return JudgeResult(judge.name, error=f"{type(exc).__name__}: {exc}")
