"""Did the response do what the case expects: answer, abstain, or answer part and name the gap?"""
from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..text.analysis import Analysis
from ..model import Case, Finding
from ..settings import Settings

if TYPE_CHECKING:
    from ..checker import CheckReport


def abstained(case: Case, analysis: Analysis) -> bool:
    """The response withheld the answer.

    The structured ``answerable`` flag decides when present. Otherwise a response abstains
    when it declines or names a gap *and* does not state the expected values (a response
    that names a gap but states every ``must_include`` value has answered); with no
    ``must_include`` it abstains when nothing but refusals and pleasantries is left, or else,
    where the case expects an answer, when it leads with its decline (:func:`_leads_with_decline`),
    and where it expects none, when its other sentences only restate the context (:func:`_only_explains`).
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
    if not analysis.answering and _declines_only(analysis):
        return True
    if case.expect == "partial" and analysis.answering:
        return False  # the covered part answered and the gap named: what a partial case expects, not a decline
    report = _report(case, analysis)
    if case.expects_answer:
        # where the context answers: "Yes — you're eligible! … The documents don't say whether the joining fee
        # applies" leads with the answer and names a side gap after it: it has answered; "I can't advise on claim
        # deadlines. Most firms expect claims within 14 days" leads with its decline: it has withheld the
        # context's answer, whatever it guesses after (the guess is a hallucination besides)
        return _leads_with_decline(analysis, report)
    # where it does not, what the response restates of the context is no answer, wherever it stands
    return _only_explains(report)


def _declines_only(analysis: Analysis) -> bool:
    """Every declining sentence only declines: none carries a claim beside its decline ("I can't
    see the date — it's usually the second Friday" does). Such a sentence goes to the checker,
    under ``--judge none`` too."""
    from ..checker.claims import role, split
    from ..checker.lexicon import content_words

    for i in analysis.refusals:
        text = analysis.sentences[i].text
        clauses = split(text)
        if len(clauses) < 2:
            continue
        for c in clauses:
            if content_words(list(c.tokens)) and role(c, analysis.detector) == "assertion":
                return False
    return True


def _report(case: Case, analysis: Analysis) -> "CheckReport":
    """The offline checker's report: the one the judge made when the judge is the checker, else made
    here (only for a declining response with other sentences)."""
    report = cast("CheckReport | None", analysis.memo.get("checker_report"))
    if report is None:
        from ..checker import check_analysis, index_context, load_config

        cfg = load_config(None)
        report = check_analysis(analysis, index_context(case.context, case.query_text, cfg.structured_attributes, case.earlier_text), cfg)
        analysis.memo["checker_report"] = report
    return report


def _leads_with_decline(analysis: Analysis, report: "CheckReport") -> bool:
    """The response's first sentence that says anything declines or names a gap (pleasantries, offers,
    advice and headings before it aside): "I couldn't find anything about fishing. The rules I have say …"
    leads with its decline; "Yes, you're eligible: … The documents don't say whether the fee applies"
    leads with its answer, and the gap it names after is a side one."""
    refusals = analysis.refusals
    for i in range(len(analysis.sentences)):
        if i in refusals:
            return True
        if report.sentences[i] is not None:
            return False  # a claim, or a gap clause with an answer beside it ("I couldn't find a price list, but the
            # membership page says Intermediate costs £690")
    return True


def _only_explains(report: "CheckReport") -> bool:
    """A decline whose other sentences only say what the context does cover is still a decline
    ("I don't know. The leave handbook covers annual and sick leave, not sabbaticals."): it
    abstains unless one of them makes a claim the context does not support (a guess, an
    invented value)."""
    return not any(f.severity == "critical" for f in report.verdict.findings)


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
