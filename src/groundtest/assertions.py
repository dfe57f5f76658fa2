"""``assert_grounded``: the hallucination rubric as an assertion, for people writing their own tests."""
from __future__ import annotations

from typing import Any, Iterable, Sequence

from .checker.context import as_chunks
from .model import Case, Result
from .settings import Settings


def _groups(values: Iterable[str | Sequence[str]]) -> list[list[str]]:
    return [[v] if isinstance(v, str) else list(v) for v in values]


def assert_grounded(
    response: str,
    context: Any,
    query: str | None = None,
    judge: Any = "local",
    *,
    expect: str = "answer",
    must_include: Iterable[str | Sequence[str]] = (),
    must_not_include: Iterable[str] = (),
    settings: Settings | None = None,
) -> Result:
    """Score one response against its context; raise ``AssertionError`` listing the findings
    unless the verdict is ``clean``. Returns the :class:`Result` when it is.

    ``context``: a string, or a list of strings / ``{title, text, status?}`` dicts / Chunks.
    ``judge``: a spec (``local``, ``none``, ``openai``…) or a judge object (reused, not closed).
    """
    __tracebackhide__ = True  # a failing assertion points at the caller's line, not at this frame
    from .text.abstention import make_detector
    from .judges import make_judge
    from .scoring import score_case

    if expect not in ("answer", "abstain", "partial"):
        raise ValueError(f"expect must be answer, abstain or partial, got {expect!r}")
    settings = settings or Settings()
    chunks, is_text = as_chunks(context), isinstance(context, str)
    case = Case(
        id="assert_grounded", type="answerable" if expect != "abstain" else "unanswerable", expect=expect,
        query=query or "", context=chunks, response=response, must_include=_groups(must_include),
        must_not_include=list(must_not_include), context_is_text=is_text,
    )
    owned = isinstance(judge, str)
    j = make_judge(judge, settings.judge_config()) if owned else judge
    try:
        result = score_case(case, j, settings, make_detector(settings.refusals))
    finally:
        if owned:
            j.close()
    if result.hallucination != "clean" or result.hallucinated:
        lines = [f"response is not grounded ({result.hallucination}): {result.reason()}"]
        lines += [f"  - {f.severity} {f.type}: {f.content!r}" + (f" ({f.notes})" if f.notes else "") for f in result.findings]
        raise AssertionError("\n".join(lines))
    return result
