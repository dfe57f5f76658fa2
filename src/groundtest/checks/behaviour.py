"""Did the response do what the case expects: answer, abstain, or answer part and name the gap?"""
from __future__ import annotations

from ..analysis import Analysis
from ..model import Case, Finding
from ..settings import Settings


def abstained(case: Case, analysis: Analysis) -> bool:
    """The response withheld the answer.

    The structured ``answerable`` flag decides when present. Otherwise a response abstains
    when it declines or names a gap *and* does not state the expected values (a response
    that names a gap but states every ``must_include`` value has answered); with no
    ``must_include`` it abstains when nothing but refusals and pleasantries is left.
    """
    memo = analysis.memo.get("abstained")
    if memo is None:
        memo = analysis.memo["abstained"] = _abstained(case, analysis)
    return bool(memo)


def _abstained(case: Case, analysis: Analysis) -> bool:
    if analysis.answerable_flag is not None:
        return not analysis.answerable_flag
    if not analysis.declines:
        return False
    if case.must_include:
        index = analysis.index
        return not all(index.contains_any(group) for group in case.must_include)
    return not analysis.answering


def check(case: Case, analysis: Analysis, settings: Settings) -> list[Finding]:
    """``unexpected_answer`` when the case expects abstention and the response answered."""
    if case.expect != "abstain" or abstained(case, analysis):
        return []
    answering = analysis.answering
    first = answering[0] if answering else 0
    content = analysis.sentences[first].text if analysis.sentences else analysis.text
    return [
        Finding(
            "unexpected_answer",
            content,
            "critical",
            first,
            "the case expects abstention: the context does not answer this question",
        )
    ]
