"""The pure core: cases in, results out (DESIGN §3)."""
from __future__ import annotations

from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from itertools import islice
from typing import Iterable, Iterator

from .text.abstention import make_detector
from .text.analysis import Analysis, RefusalDetector, analyse
from .checks import run_checks
from .checks.behaviour import abstained as _abstained
from .checks.values import forbidden_requirement
from .errors import GroundtestError
from .judges import Judge, make_judge
from .model import Case, Finding, JudgeResult, Result, case_key, label_of
from .settings import Settings
from . import workers as _workers


def _judge_findings(jr: JudgeResult) -> list[Finding]:
    """The judge's findings, plus one standing for its label when it gave none."""
    findings = list(jr.findings)
    note = f"judge {jr.name} scored {jr.score}"
    if jr.label == "hallucinated" and not any(f.severity == "critical" for f in findings):
        findings.append(Finding("invented_fact", jr.reason or "unsupported content", "critical", None, note))
    elif jr.label == "uncertain" and not findings:
        findings.append(Finding("invented_fact", jr.reason or "could not confirm", "moderate", None, note))
    return findings


def analyse_case(case: Case, detector: RefusalDetector) -> Analysis:
    """Analyse the case's recorded response (an absent response is an empty one)."""
    return analyse(case.response or "", detector, case.answerable)


def finish(case: Case, analysis: Analysis, judged: JudgeResult | None, settings: Settings) -> Result:
    """Combine deterministic findings and the judge's verdict into the case's result."""
    findings = run_checks(case, analysis, settings)
    judge_error = judged is not None and judged.failed
    if judged is not None and not judge_error:
        findings.extend(_judge_findings(judged))
    if settings.registry and case.response:  # the legal gate: the registry's findings count (score --registry)
        from .citations.merge import verify_row

        findings, _ = verify_row(case.response, case.context, case.query_text, findings, registry=settings.registry,
                                 policies=settings.policies, reference_year=None)
    abst = _abstained(case, analysis)
    excluded = judge_error and settings.judge_errors == "exclude"
    critical = any(f.severity == "critical" for f in findings)
    missing = [f.content for f in findings if f.type == "missing_value"]
    return Result(
        id=case.id,
        type=case.type,
        expect=case.expect,
        abstained=abst,
        hallucinated=critical or (judge_error and not excluded),
        over_refused=case.expects_answer and abst,
        forbidden=[forbidden_requirement(f) for f in findings if f.type == "forbidden_value"],
        missing=missing,
        hallucination="hallucinated" if judge_error and not excluded else label_of(findings),
        findings=findings,
        judge=None if judged is None else judged.to_dict(),
        meta=case.meta,
        tags=case.tags,
        incomplete=settings.missing_counts_as == "incomplete" and bool(missing),
        judge_error=judge_error,
        excluded=excluded,
        case_key=case_key(case),
    )


def _run_judge(judge: Judge, case: Case, analysis: Analysis) -> JudgeResult | None:
    if judge.name == "none":
        return None
    try:
        return judge.judge(case, analysis)
    except GroundtestError:  # a setup error (e.g. judge unreachable): stop the run, exit 2
        raise
    except Exception as exc:  # a judge must return errors as data; fail closed if one raises
        return JudgeResult(name=judge.name, error=f"{type(exc).__name__}: {exc}")


def score_case(case: Case, judge: Judge, settings: Settings, detector: RefusalDetector) -> Result:
    """Score one case."""
    analysis = analyse_case(case, detector)
    return finish(case, analysis, _run_judge(judge, case, analysis), settings)


def score(
    cases: Iterable[Case],
    judge: "Judge | str | None" = None,
    settings: Settings | None = None,
    *,
    workers: int | None = 1,
) -> Iterator[Result]:
    """Score cases lazily, in input order. ``judge`` defaults to ``settings.judge`` (``local``).

    Judges with ``concurrency`` > 1 run in a thread pool with a bounded window, so memory
    stays flat however many cases stream through. ``workers``: processes for an offline judge
    given by name (``none``, ``local``; None = every usable CPU, one for a few cases); the
    results are the same, in the same order.
    """
    settings = settings or Settings()
    spec = judge if judge is not None else settings.judge
    owned = not hasattr(judge, "judge")
    j = make_judge(spec, settings.judge_config())  # a bad judge option fails here, not in a worker
    if workers != 1 and isinstance(spec, str) and _workers.offline(j):
        n, cases = _workers.fitted(cases, _workers.resolve(workers), workers is None,
                                   _workers.AUTO_MIN_LINES if spec == "none" else _workers.AUTO_MIN_CHECKED)
        if n > 1:
            j.close()
            yield from _score_on_workers(cases, spec, settings, n)
            return
    detector = make_detector(settings.refusals, settings.refusals_extra)
    try:
        n = max(1, int(getattr(j, "concurrency", 1) or 1))
        if n == 1:
            for case in cases:
                yield score_case(case, j, settings, detector)
            return
        yield from _score_concurrent(cases, j, settings, detector, n)
    finally:
        if owned:
            j.close()


class CaseScorer:
    """A worker's task: score a batch of cases with an offline judge built from its name."""

    def __init__(self, settings: Settings, spec: str):
        self.settings = settings
        self.judge = make_judge(spec, settings.judge_config())
        self.detector = make_detector(settings.refusals, settings.refusals_extra)

    def one(self, case: Case) -> Result:
        return score_case(case, self.judge, self.settings, self.detector)

    def __call__(self, batch: list[Case]) -> list[Result]:
        return [self.one(case) for case in batch]


def _score_on_workers(cases: Iterable[Case], spec: str, settings: Settings, n: int) -> Iterator[Result]:
    it = iter(cases)
    chunks = iter(lambda: list(islice(it, 64)), [])
    for done in _workers.ordered(CaseScorer, (settings, spec), chunks, n):
        yield from done


def _score_concurrent(
    cases: Iterable[Case], judge: Judge, settings: Settings, detector: RefusalDetector, n: int
) -> Iterator[Result]:
    window: deque[Future[Result]] = deque()
    pool = ThreadPoolExecutor(max_workers=n, thread_name_prefix="groundtest-judge")
    try:
        for case in cases:
            window.append(pool.submit(score_case, case, judge, settings, detector))
            if len(window) >= n * 4:
                yield window.popleft().result()
        while window:
            yield window.popleft().result()
    except BaseException:  # Ctrl-C or an abandoned run: let the judge stop retrying and sending
        if hasattr(judge, "interrupt"):
            judge.interrupt()
        raise
    finally:
        for f in window:
            f.cancel()
        pool.shutdown(wait=True, cancel_futures=True)
