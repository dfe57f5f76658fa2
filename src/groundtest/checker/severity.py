"""Severity by the team's choice: a checker config's ``rule_severity`` table demotes a rule's critical findings
to moderate (``uncertain``: to a person), promotes its moderate ones to critical, or turns the rule off.

    [checker.rule_severity]
    frame_swap = "moderate"       # a swap the frames read goes to review instead of failing the case
    extra_sentence = "off"

The default severities are the policy of docs/checker.md ("Severity by evidence"); a team whose answers trip a
rule it has measured as imprecise on its own cases (``bench/rule_precision.py`` on its graded answers) moves that
rule to review rather than switching the gate off. Reads the findings of one check (the verdict's and the
sentence reports', the same objects) and writes new ones; nothing else.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..model import Finding
    from .support import SentenceReport

#: every rule id the offline checker writes on a finding (``Finding.rule``), the one list of them
RULES: frozenset[str] = frozenset("""
    adopted_premise apart_pairs channel citation citation_required comparison contact echo empty_context
    extended_list extra_claim extra_phrase extra_sentence frame_period frame_polarity frame_qualifier frame_swap
    frame_unit frame_value gap_fill gap_guess hedged identifier legal_citation name negated_attribute
    other_language query_only quote response_share scope threshold unconfirmed unsupported value
""".split())

#: what a rule may be set to
LEVELS = ("critical", "moderate", "off")


def apply(findings: "list[Finding]", reports: "list[SentenceReport | None]", table: dict[str, str]) -> "list[Finding]":
    """The findings with each rule's severity as ``table`` sets it (``off``: dropped); the sentence reports'
    lists are rewritten in place to the same new findings, so the guard cuts what the verdict counts."""
    if not table:
        return findings
    new: dict[int, "Finding | None"] = {}

    def one(f: "Finding") -> "Finding | None":
        if id(f) not in new:
            level = table.get(f.rule or "")
            new[id(f)] = f if level is None or level == f.severity else None if level == "off" else replace(f, severity=level)
        return new[id(f)]

    out = [g for g in map(one, findings) if g is not None]
    for r in reports:
        if r is not None and r.findings:
            r.findings[:] = [g for g in map(one, r.findings) if g is not None]
    return out
