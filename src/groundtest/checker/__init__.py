"""The offline grounding checker: every sentence of a response needs a home in the context.

>>> from groundtest.checker import check
>>> check("The loan period is 21 days, and you can renew twice online.",
...       [{"title": "rules.md", "text": "The loan period is 21 days."}]).hallucination
'hallucinated'

No model, no network: the context is indexed once (:class:`ContextIndex`), each answering
sentence is checked for its atoms and its content words (:mod:`.support`), and the
findings make the rubric verdict of DESIGN §2.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Iterable

from ..model import Finding, Verdict
from .config import CheckerConfig, load_config
from .context import ContextIndex, index_context
from .claims import check_claims
from .dated import dated_sentences
from .blocks import items_after, layout, row_claim
from .derive import Ledger
from .frames import check as frame_check
from .lexicon import NONCONTENT, content_words, fold, words
from .scaffold import detail_words, is_scaffolding
from .scaffold import SCOPE as _SCOPE
from .support import ALL, Hints, SentenceReport, check_sentence, count_pairs

if TYPE_CHECKING:
    from ..text.analysis import Analysis, RefusalDetector

__all__ = ["CheckerConfig", "CheckReport", "ContextIndex", "check", "check_analysis", "guard", "GuardResult", "index_context"]

#: "Sure! Here's the summary:" — about the response, not the world
_META = re.compile(
    r"^(?:(?:sure|certainly|of course|okay|ok|absolutely)\b[!,.]?\s*)?(?:here(?:'s| is| are)|below (?:is|are)|the following (?:is|are))\b[^.!?]{0,80}"
    r"\b(?:summary|overview|answer|response|list|steps|points|description|information)\b[^.!?]{0,40}[:.!]?\s*$"
    r"|^(?:sure|certainly|of course|okay|ok|absolutely)[!,.]?\s*$",
    re.I,
)

#: a response of one sentence with at most this many words is a short answer (a bare phrase)
SHORT_WORDS = 5


@dataclass(slots=True)
class CheckReport:
    """The verdict plus the per-sentence reports (``None`` for refusals and pleasantries)."""

    analysis: "Analysis"
    sentences: list[SentenceReport | None]
    verdict: Verdict


def _detector(refusals: list[str] | None) -> "RefusalDetector":
    from ..text.abstention import make_detector

    return make_detector(list(refusals or []))


def check(
    response: str,
    chunks: "str | Iterable[Any] | None",
    query: str | None = None,
    config: "CheckerConfig | str | dict[str, Any] | None" = None,
    *,
    require_citations: bool | None = None,
    refusals: list[str] | None = None,
) -> Verdict:
    """The hallucination rubric (DESIGN §2) of ``response`` against the retrieved ``chunks``.

    ``chunks``: plain text, or a list of ``{title, text}`` dicts, strings or :class:`Chunk`.
    ``query``: the user's words (values and names stated there count as said).
    ``config``: a :class:`CheckerConfig`, a path to one (TOML/JSON), or a mapping.
    """
    return check_report(response, chunks, query, config, require_citations=require_citations, refusals=refusals).verdict


def check_report(
    response: str,
    chunks: "str | Iterable[Any] | None",
    query: str | None = None,
    config: "CheckerConfig | str | dict[str, Any] | None" = None,
    *,
    require_citations: bool | None = None,
    refusals: list[str] | None = None,
    detector: "RefusalDetector | None" = None,
) -> CheckReport:
    """Like :func:`check`, with the per-sentence reports (used by the guard)."""
    from ..text.analysis import analyse

    cfg = load_config(config)
    if require_citations is not None and require_citations != cfg.require_citations:
        cfg = replace(cfg, require_citations=require_citations)
    analysis = analyse(response, detector or _detector(refusals))
    ctx = index_context(chunks, query, cfg.structured_attributes)
    return check_analysis(analysis, ctx, cfg)


def check_analysis(analysis: "Analysis", ctx: ContextIndex, cfg: CheckerConfig) -> CheckReport:
    """Check an analysed response against an indexed context."""
    sentences = analysis.sentences
    # values: reuse the response's value index when it is built already (the scorer's checks
    # build it); otherwise each sentence extracts its own values only when it may state one
    by_sentence = _values_by_sentence(analysis) if cfg.check_values and analysis.index_built else None
    # a bare phrase ("St. Olaf College", "Labour."): its first word is a name too; a short
    # sentence ("See the page for details.") is a sentence, whose first word is only capitalised
    short = len(sentences) == 1 and len(sentences[0].text.split()) <= SHORT_WORDS and (
        sentences[0].text.rstrip()[-1:] not in ".!?" or len(sentences[0].text.split()) == 1)
    limit = cfg.short_response_words  # split no further than the limit: the count is only compared with it
    brief = len(analysis.text.split(None, limit) if isinstance(limit, int) and limit >= 0 else analysis.text.split()) <= limit
    hints = Hints.of(analysis.text, ctx, cfg.pair_support and brief)
    if len(sentences) == 1:
        hints = replace(hints, single=True)
    if cfg.check_values and cfg.check_arithmetic and not ctx.empty:
        hints = replace(hints, ledger=Ledger(ctx))
    reports: list[SentenceReport | None] = []
    findings: list[Finding] = []
    refusals, fillers = analysis.refusals, analysis.fillers
    # a sentence that says it may be out of date may rest on a superseded chunk (see .dated)
    cued, near = dated_sentences([s.text for s in sentences]) if ctx.has_superseded else (frozenset(), frozenset())
    vcfg = None
    claimed: list[tuple[SentenceReport, ContextIndex]] = []
    blocks = layout([s.text for s in sentences])
    known = None
    ledger = hints.ledger
    text = analysis.text
    items = items_after(blocks, [s.start <= 0 or "\n" in text[max(0, sentences[k - 1].end if k else 0):s.start]
                                 for k, s in enumerate(sentences)]) if ledger is not None else None
    for i, s in enumerate(sentences):
        if ledger is not None:
            ledger.next_sentence()
            ledger.cue = " ".join(blocks[i].header) if blocks[i].kind == "row" else ""
            ledger.items = items[i] if items is not None else 0
        if i in fillers or _META.match(s.text) or not blocks[i].claim:
            reports.append(None)
            continue
        if i not in refusals:
            if known is None:
                known = _Known(ctx)
            if is_scaffolding(s.text, known):
                reports.append(None)  # a pleasantry, an offer, advice to check with them: no claim
                continue
        when = i in cued or i in near
        # (its working is still checked: the ledger goes with it)
        sctx, shints = (ctx.dated, replace(ALL, ledger=ledger) if ledger is not None else ALL) if when else (ctx, hints)
        current = ctx if i in near else None  # a neighbour's value must not be one the current chunks give otherwise
        quiet = analysis.gap_clauses(i)  # clauses naming a gap: not claims
        # a decline is checked only for its values, unless it claims more beside its gap clause
        # ("I couldn't find the cheque rules, but express cards ship overnight")
        if i in refusals and not (quiet and _claims_beside(s.text, quiet, analysis.detector)):
            if by_sentence is None or by_sentence.get(i):  # a decline that still states a value is checked for it
                vcfg = vcfg or _declining(cfg)
                vals = None if by_sentence is None else by_sentence[i]
                rep = (check_sentence(i, s.text, vals, sctx, vcfg, hints=shints, offset=s.start, dated=when, current=current)
                       if not sctx.empty else SentenceReport(i))
                findings.extend(rep.findings)
            reports.append(None)
            continue
        rep = check_sentence(i, s.text, None if by_sentence is None else by_sentence.get(i, []), sctx, cfg, short, brief,
                             shints, s.start, when, quiet, current)
        claimed.append((rep, sctx))
        if sctx is not ctx:
            count_pairs([rep], sctx)  # its word pairs, against the sources it may rest on
        reports.append(rep)
        findings.extend(rep.findings)
    if claimed:  # each claim of a sentence on its own (see .claims)
        findings = _claims(claimed, sentences, cfg, analysis, findings)
        findings = _frames([(r, c) for r, c in claimed if r.index not in cued], sentences, blocks, findings)
        if not analysis.text.isascii():  # issue 24: a flipped polarity in Arabic (text.arabic.polarity)
            findings = _arabic_polarity(claimed, sentences, findings)
        if not ctx.text.isascii() or not analysis.text.isascii():  # issue 24: a value tied to the wrong figure
            findings = _arabic_anchored(claimed, sentences, findings)
    if cfg.extra_sentence_novel_words and len(reports) > 1 and not ctx.structured:  # data is verbalised in new words
        findings = _extra_sentences(reports, sentences, cfg, findings, ctx, analysis.gap_clauses)
    if cfg.response_novel_share and not findings:
        count_pairs(reports, ctx)
        _response_level(reports, ctx, cfg, findings, analysis.text)
    if not (analysis.text.isascii() and ctx.text.isascii()):  # issue 24: an answer in another language (.mixed)
        from .mixed import cross_language

        findings = cross_language(findings, reports, [s.text for s in sentences], ctx)
    return CheckReport(analysis, reports, Verdict.of(findings))


def _claims(claimed, sentences, cfg: CheckerConfig, analysis: "Analysis", findings: list[Finding]) -> list[Finding]:
    """Run the claim rules on every answering sentence not already unsupported; a claim's
    finding replaces the sentence's weaker ones."""
    supported = {r.index for r, _ in claimed if not r.findings}
    changed = False
    for rep, sctx in claimed:
        if sctx.empty or (rep.critical and any(f.rule != "unconfirmed" for f in rep.findings)):
            continue  # a critical atom finding stands; a sentence-level "could not confirm" gives way to its claim's
        s = sentences[rep.index]
        beside = bool(supported - {rep.index})
        extra = check_claims(rep.index, s.text, sctx, cfg, analysis.detector, s.start, beside,
                             None if rep.pending is None and not rep.content else rep.novel)
        if extra:
            rep.findings[:] = extra
            changed = True
    return _regather(findings, [r for r, _ in claimed]) if changed else findings




_COMPOUND_FREE = re.compile(r"\w-free\b", re.I)


def _evidence(rep: SentenceReport, text: str, ctx: ContextIndex) -> bool:
    """Positive evidence that a sentence of new words states a fact (docs/checker.md, severity):
    a new detail word (a channel, person, fee, condition, time), a word only the user's question
    has (the answer fills the gap the question names), or a scope word with the new words."""
    novel = rep.novel if not _COMPOUND_FREE.search(text) or re.search(r"(?<![\w-])free\b", text, re.I) else \
        [w for w in rep.novel if w != "free"]  # "claim-free": the compound's own word, no fee waived
    if detail_words(novel, text):
        return True
    toks = set(words(fold(text)))
    if ctx.query and not any(c.isdigit() for c in text) and any(
            w in ctx.query_vocab.words and w not in ctx.vocab.words and w not in NONCONTENT and w.isalpha() for w in toks):
        return True  # the question's topic the context lacks, answered (a sentence with figures reasons on them instead)
    return not _SCOPE.isdisjoint(words(fold(_COMPOUND_FREE.sub(" ", text))))  # "claim-free" widens nothing


def _frames(claimed, sentences, blocks, findings: list[Finding]) -> list[Finding]:
    """Contradictions (:mod:`.frames`): a claim whose words are the context's but whose value,
    period, qualifier or polarity is another's. Critical, even when every word has a home."""
    changed = False
    for rep, sctx in claimed:
        if rep.critical or sctx.empty:
            continue
        s = sentences[rep.index]
        b = blocks[rep.index]
        f = frame_check(rep.index, s.text, sctx, row_claim(b) if b.kind == "row" and b.header else None)
        if f is not None:
            rep.findings[:] = [replace(f, span=(s.start, s.end))]
            changed = True
    return _regather(findings, [r for r, _ in claimed]) if changed else findings


def _arabic_anchored(claimed, sentences, findings: list[Finding]) -> list[Finding]:
    """A value the context ties to another figure than the one the claim ties it to, in a sentence
    or over a context with Arabic (either language of the pair): critical (.text.arabic.frames)."""
    from ..text.arabic.frames import anchored
    from ..text.arabic.normalise import has_arabic

    changed = False
    for rep, sctx in claimed:
        text = sentences[rep.index].text
        if rep.critical or sctx.empty or not (has_arabic(text) or has_arabic(sctx.text)):
            continue
        if (pair := anchored(text, sctx.text, sctx.memo)) is not None:
            rep.findings[:] = [Finding("invented_fact", pair[0], "critical", rep.index,
                                       f"the context ties {pair[0]!r} to another figure; with this one it says {pair[1]!r}",
                                       rule="frame_value", span=(sentences[rep.index].start, sentences[rep.index].end))]
            changed = True
    return _regather(findings, [r for r, _ in claimed]) if changed else findings


def _arabic_polarity(claimed, sentences, findings: list[Finding]) -> list[Finding]:
    """An Arabic claim that restates a context clause whole with the other polarity: critical."""
    from ..text.arabic.normalise import has_arabic
    from ..text.arabic.frames import swapped
    from ..text.arabic.polarity import clauses, context_clauses, flip, free_unsaid, modal_flip

    changed = False
    for rep, sctx in claimed:
        text = sentences[rep.index].text
        if rep.critical or sctx.empty or not has_arabic(text) or not has_arabic(sctx.text):
            continue
        if (w := free_unsaid(text, sctx.text)) is not None:  # the scope word "free", as English "free"
            rep.findings[:] = [Finding("invented_fact", text, "critical", rep.index,
                                       f"{w!r} (free): the context says nothing is free", rule="scope",
                                       span=(sentences[rep.index].start, sentences[rep.index].end))]
            changed = True
            continue
        if (pair := swapped(text, sctx.text, sctx.memo)) is not None:  # a value said of the wrong subject
            rep.findings[:] = [Finding("invented_fact", pair[0], "critical", rep.index,
                                       f"the context gives {pair[0]!r} of another subject; of this one it says {pair[1]!r}",
                                       rule="frame_value", span=(sentences[rep.index].start, sentences[rep.index].end))]
            changed = True
            continue
        ctx_clauses = context_clauses(sctx.text, sctx.memo)
        for part in [*clauses(text), None]:
            other = flip(part, ctx_clauses) if part is not None else modal_flip(text, sctx.text)
            if other is not None:
                rep.findings[:] = [Finding("invented_fact", text, "critical", rep.index,
                                           f"the other polarity of the context's {other.strip()[:80]!r}", rule="frame_polarity",
                                           span=(sentences[rep.index].start, sentences[rep.index].end))]
                changed = True
                break
    return _regather(findings, [r for r, _ in claimed]) if changed else findings


def _outside(text: str, spans) -> str:
    """The text without these spans (the clauses naming a gap)."""
    for a, b in sorted(spans or (), reverse=True):
        text = text[:a] + " " + text[b:]
    return text


def _extra_sentences(reports: list[SentenceReport | None], sentences, cfg: CheckerConfig, findings: list[Finding],
                     sentences_ctx: ContextIndex, quiet=lambda i: ()) -> list[Finding]:
    """A sentence (nearly) all of new words attached to a supported answer is an extra clause:
    critical ("You have 30 days to return it. You can also drop returns at any post office for
    free."). With no supported sentence beside it, it is only unconfirmed (moderate)."""
    extra = [r for r in reports if r is not None and r.content and not r.critical and not r.hedged
             and len(r.novel) >= cfg.extra_sentence_novel_words
             and len(r.novel) / r.content >= cfg.extra_sentence_novel_share]
    if not extra:
        return findings
    supported = [r.index for r in reports if r is not None and not r.findings and r.content >= cfg.min_content_words
                 and len(r.novel) / r.content <= cfg.supported_novel_share]
    changed = False
    for r in extra:
        text = sentences[r.index].text
        beside = any(k != r.index for k in supported)
        if beside and _evidence(r, _outside(text, quiet(r.index)), sentences_ctx):
            r.findings[:] = [f for f in r.findings if f.severity == "critical"]
            r.findings.append(Finding("invented_fact", text, "critical", r.index,
                                      f"extra clause: a sentence of words not in the context beside a supported answer: {', '.join(r.novel[:6])}", rule="extra_sentence"))
            changed = True
        elif beside and not r.critical:  # new words, no new detail: to a person (guard drops it)
            r.findings[:] = [f for f in r.findings if f.rule != "unconfirmed"]
            r.findings.append(Finding("invented_fact", text, "moderate", r.index,
                                      f"a sentence of words not in the context beside a supported answer, with no new detail "
                                      f"(value, name, channel, condition): {', '.join(r.novel[:6])}", rule="extra_sentence"))
            changed = True
        elif not r.findings:
            r.findings.append(Finding("invented_fact", text, cfg.unconfirmed_severity, r.index,
                                      f"could not confirm in the context: {', '.join(r.novel[:6])}", rule="unconfirmed"))
            changed = True
    return _regather(findings, [r for r in reports if r is not None]) if changed else findings


class _Known:
    """The words of the context and of the question (a name the user gave is theirs)."""

    __slots__ = ("a", "b")

    def __init__(self, ctx: ContextIndex):
        self.a, self.b = ctx.vocab, ctx.query_vocab

    def __contains__(self, w: str) -> bool:
        return w in self.a.words or w in self.b.words or self.a.has(w)


def _regather(findings: list[Finding], reps: list[SentenceReport]) -> list[Finding]:
    """The response's findings again after some of these sentence reports changed theirs: the
    reports' own and the others' (a declining sentence's), in sentence order."""
    mine = {r.index for r in reps}
    other = [f for f in findings if f.sentence not in mine]
    return sorted(other + [f for r in reps for f in r.findings], key=lambda f: f.sentence if f.sentence is not None else -1)


def _claims_beside(text: str, quiet: list[tuple[int, int]], detector) -> bool:
    """Whether ``text`` says more than its gap clauses: a clause outside them that asserts
    something (not a pleasantry, an apology, an echo of the question or an offer: :func:`.claims.role`)."""
    from .claims import split, role

    gaps = set(quiet)
    for c in split(text):
        if (c.start, c.end) in gaps or not content_words(list(c.tokens)):
            continue
        if role(c, detector) == "assertion" and not is_scaffolding(c.text.strip(" ,;:-\u2014\u2013")):
            return True  # ("That's a fair question, but I don't have …": a pleasantry beside the gap, no claim)
    return False


def _declining(cfg: CheckerConfig) -> CheckerConfig:
    """The config for a sentence that declines or names a gap: only its values and citations
    are checked (a decline that still states an invented value is hallucinated)."""
    never = 10**6
    return replace(cfg, check_names=False, query_atoms="said", require_citations=False, structured_attributes=False,
                   pair_support=False, min_content_words=never, critical_novel_words=never, moderate_novel_words=never,
                   clause_novel_words=never, short_novel_words=never)


def _response_level(reports: list[SentenceReport | None], ctx: ContextIndex, cfg: CheckerConfig, findings: list[Finding],
                    text: str = "") -> None:
    """Too much of the response is new: could not confirm it as a whole (moderate)."""
    content = sum(r.content for r in reports if r)
    novel = [w for r in reports if r for w in r.novel]
    pairs = sum(r.pairs for r in reports if r)
    apart = [p for r in reports if r for p in r.apart]
    limit = cfg.structured_novel_share if ctx.structured else cfg.response_novel_share
    if content < cfg.response_min_words or not (novel or apart):
        return
    w = cfg.pair_weight
    if (len(novel) + w * len(apart)) / (content + w * pairs) >= limit:
        shown = ", ".join(dict.fromkeys(novel[:12])) or ", ".join(f"{a}+{b}" for a, b in apart[:6])
        severity = cfg.response_share_severity
        if severity == "critical" and (_YOU.search(text) or _arabic_you(text)) and not detail_words(novel, text):
            # a chat answer to the user: its new words address and reason for them; with no new
            # detail among them (a channel, a fee, a condition, a time) that is not evidence of a fact
            severity = "moderate"
        findings.append(Finding("invented_fact", shown, severity, None,
                                f"{len(novel)} of {content} content words are not in the context and "
                                f"{len(apart)} of {pairs} word pairs never occur together there", rule="response_share"))


def _arabic_you(text: str) -> bool:
    """An Arabic answer speaks to the user (text.arabic.behaviour.YOU; issue 24)."""
    if text.isascii():
        return False
    from ..text.arabic.behaviour import addresses_user
    from ..text.arabic.normalise import has_arabic

    return has_arabic(text) and addresses_user(text)


#: the response speaks to the user (a chat answer), not about the context (a summary)
_YOU = re.compile(r"\b(?:you|your|you'?re|you'?ll|you'?d|you'?ve)\b", re.I)


def _values_by_sentence(analysis: "Analysis") -> dict[int, list]:
    """The response's values grouped by the sentence they fall in (spans stay absolute)."""
    out: dict[int, list] = {}
    sentences = analysis.sentences
    values = analysis.index.values
    if not values:
        return out
    k = 0
    for v in values:
        while k < len(sentences) and sentences[k].end <= v.start:
            k += 1
        if k == len(sentences):
            break
        s = sentences[k]
        if v.start >= s.start and v.end <= s.end:
            out.setdefault(k, []).append(v)
    return out


from .guard import GuardResult, guard  # noqa: E402  (guard builds on check_report)
