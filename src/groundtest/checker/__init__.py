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

from ..model import Finding, Verdict, earlier_turns, query_text
from . import severity
from ..text.memo import scope
from .config import CheckerConfig, load_config
from .context import ContextIndex, index_context
from .dated import dated_items, dated_rows, dated_sentences, named_by_year
from .blocks import Block, items_after, layout, sections_after
from .claims import check_details
from .derive import Ledger
from .lexicon import content_words
from .drafts import states_world
from .scaffold import asking_lead, is_scaffolding
from .passes import Reading, run as run_passes
from .support import ALL, Hints, SentenceReport, check_sentence, count_pairs

if TYPE_CHECKING:
    from ..text.analysis import Analysis, RefusalDetector

__all__ = ["CheckerConfig", "CheckReport", "ContextIndex", "check", "check_analysis", "guard", "GuardResult", "index_context"]

#: "Sure! Here's the summary:" — about the response, not the world
_DIGIT = re.compile(r"[0-9\u0660-\u0669\u06f0-\u06f9]")
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
    query: "str | list[dict[str, Any]] | None" = None,
    config: "CheckerConfig | str | dict[str, Any] | None" = None,
    *,
    require_citations: bool | None = None,
    refusals: list[str] | None = None,
) -> Verdict:
    """The hallucination rubric (DESIGN §2) of ``response`` against the retrieved ``chunks``.

    ``chunks``: plain text, or a list of ``{title, text}`` dicts, strings or :class:`Chunk`.
    ``query``: the user's words (values and names stated there count as said): a string, or a
    chat as a list of ``{role, content}`` turns (the case format), of which the user turns count.
    ``config``: a :class:`CheckerConfig`, a path to one (TOML/JSON), or a mapping.
    """
    return check_report(response, chunks, query, config, require_citations=require_citations, refusals=refusals).verdict


def check_report(
    response: str,
    chunks: "str | Iterable[Any] | None",
    query: "str | list[dict[str, Any]] | None" = None,
    config: "CheckerConfig | str | dict[str, Any] | None" = None,
    *,
    require_citations: bool | None = None,
    refusals: list[str] | None = None,
    detector: "RefusalDetector | None" = None,
) -> CheckReport:
    """Like :func:`check`, with the per-sentence reports (used by the guard)."""
    from ..text.analysis import analyse

    cfg = load_config(config)
    earlier = ""
    if query is not None and not isinstance(query, str):
        earlier = earlier_turns(query)
        query = query_text(query)
    if require_citations is not None and require_citations != cfg.require_citations:
        cfg = replace(cfg, require_citations=require_citations)
    with scope():  # one reading of each text for the whole check (.doc), dropped after it
        analysis = analyse(response, detector or _detector(refusals))
        ctx = index_context(chunks, query, cfg.structured_attributes, earlier)
        return check_analysis(analysis, ctx, cfg)


_ITEM_HEAD = re.compile(r"\s*(?:[-*+•▪◦]|\d{1,2}[.)])\s+(?:\*\*|__)?\s*")


def _item_mark_end(text: str) -> int:
    """Where an item's text starts after its list mark ("1. ", "- **")."""
    m = _ITEM_HEAD.match(text)
    return m.end() if m is not None else 0


def _item_kinds(kinds: list[str], starts: list[int], text: str) -> list[str]:
    """The layout kinds with a text sentence that opens a line of a list ("- Bike rack: £25"; the splitter leaves
    the mark out) read as a bullet, and one that opens a table row ("| Yellow fever (incl.") as a row (one pass:
    each stretch of the text searched for its line breaks once)."""
    out = list(kinds)
    line, seen = 0, 0
    for k, (kind, start) in enumerate(zip(kinds, starts)):
        if kind != "text" or start <= 0 or start < seen:
            continue
        line, seen = max(line, text.rfind("\n", seen, start) + 1), start
        if _ITEM_HEAD.fullmatch(text, line, start) is not None:
            out[k] = "bullet"
        elif text.startswith("|", start):
            out[k] = "row"
    return out


def check_analysis(analysis: "Analysis", ctx: ContextIndex, cfg: CheckerConfig) -> CheckReport:
    """Check an analysed response against an indexed context.

    Each text the steps read (a sentence, a clause, a context line, the query) is folded and tokenised once
    for the check (:func:`.doc.doc`, in a :func:`groundtest.text.memo.scope`), and that memo is dropped after.
    """
    with scope():
        return _check_analysis(analysis, ctx, cfg)


def _check_analysis(analysis: "Analysis", ctx: ContextIndex, cfg: CheckerConfig) -> CheckReport:
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
    cued: frozenset[int] = frozenset()
    near: frozenset[int] = frozenset()
    if ctx.has_superseded:
        cued, near = dated_sentences([s.text for s in sentences])
        cued = cued | named_by_year([s.text for s in sentences], ctx.old_years)  # ("the 2024 Open fee was £20")
        near = near - cued
        # the items of a list under a heading that says it is old ("**Previous rates**")
        under_old = dated_items(analysis.text, [s.start for s in sentences])
        cued, near = cued | under_old, near - under_old
    # with only superseded sources, a caveat about the answer as a whole ("these figures may no longer be
    # current") covers every sentence of it (read once, not once per sentence)
    whole = ctx.empty and any(_WHOLE_CAVEAT.search(sentences[k].text) for k in cued)
    vcfg = None
    claimed: list[tuple[SentenceReport, ContextIndex]] = []
    blocks = layout([s.text for s in sentences])
    if ctx.has_superseded:  # a table row under a column headed as old ("| 2025 price (old) |"): dated
        cued = cued | dated_rows([(b.kind, b.header) for b in blocks])
    kinds = _item_kinds([b.kind for b in blocks], [s.start for s in sentences], analysis.text)
    for k, kind in enumerate(kinds):  # a line of a list whose mark the splitter left out ("- Laptop") is a bullet
        if kind == "bullet" and blocks[k].kind == "text":
            blocks[k] = Block("bullet")
            if k and blocks[k - 1].kind == "text" and asking_lead(sentences[k - 1].text):
                blocks[k - 1] = Block("lead-in")  # … and an offer to draft questions just before it leads into them
    known = None
    ledger = hints.ledger
    text = analysis.text
    starts = [s.start <= 0 or "\n" in text[max(0, sentences[k - 1].end if k else 0):s.start]
              for k, s in enumerate(sentences)] if ledger is not None else []
    items = items_after(blocks, starts) if ledger is not None else None
    sections = sections_after(blocks, [s.text.rstrip(" *_").endswith(":") for s in sentences]) if ledger is not None else None
    nothing_retrieved = ctx.empty and not ctx.has_superseded  # (not even a superseded chunk)
    lead = ""  # the line that leads into the list being read
    asking = False  # … and whether it leads into questions for them (:func:`.scaffold.asking_lead`)
    for i, s in enumerate(sentences):
        if ledger is not None:
            ledger.next_sentence()
            ledger.enter(kinds[i], s.text, starts[i])
            ledger.cue = " ".join(blocks[i].header) if blocks[i].kind == "row" else ""
            ledger.header = tuple(blocks[i].header) if blocks[i].kind == "row" else ()
            # a list item, the multiple its lead-in says ("Parallel programme: double the regular fee, i.e.:")
            ledger.lead = lead if blocks[i].kind == "bullet" else ""
            ledger.items = items[i] if items is not None else 0
            ledger.sections = sections[i] if sections is not None else 0
            # a table right after it compares its columns ("how the two options compare:" over | | Standard | Flex |)
            ledger.columns = len(blocks[i + 1].cells) - 1 if i + 1 < len(blocks) and blocks[i + 1].kind == "header" else 0
        if blocks[i].kind != "bullet":
            lead = s.text if s.text.rstrip().endswith(":") else ""
        # a question listed under a lead-in to questions for them ("…draft an enquiry covering:" / "- **Group sizes** they
        # can accommodate"): asked, not said; with no figure in it, only a new channel or a free thing would be a claim
        asked = asking and blocks[i].kind == "bullet" and _DIGIT.search(s.text, _item_mark_end(s.text)) is None
        if s.text.rstrip().endswith(":") or blocks[i].kind == "heading":  # (a lead-in may itself be an item: "- Or I
            asking = asking_lead(s.text)  # can write a message asking:"; or a heading: "### Questions you might want to ask")
            asked = asked or (asking and _DIGIT.search(s.text) is None)  # the lead-in itself asks, and says nothing
        elif blocks[i].kind != "bullet":
            asking = False
        if i in fillers or asked or _META.match(s.text) or not blocks[i].claim:
            if (i in fillers or asked) and blocks[i].claim:  # an offer is no claim, but a new channel or a free thing in it is
                findings.extend(check_details(i, s.text, ctx, cfg, s.start))
            findings.extend(_citations(i, s.text, ctx, cfg))
            reports.append(None)
            continue
        if i not in refusals or nothing_retrieved:
            if known is None:
                known = _Known(ctx)
            # with nothing retrieved, a sentence whose every clause is the writer's, the user's or advice to ask, by its
            # clauses' grammar (.drafts), drafts nothing, whatever its words ("That's a really common worry"), whether
            # it declines or not
            if (i not in refusals and is_scaffolding(s.text, known)) \
                    or (nothing_retrieved and not states_world(s.text, known)):
                # a pleasantry, an offer, advice to check with them: no claim — but a source it cites must be retrieved
                # ("Good news — assistance dogs travel free (source: accessibility-charter.md)")
                findings.extend(_citations(i, s.text, ctx, cfg))
                reports.append(None)
                continue
        when = whole or i in cued or i in near
        # (its working is still checked: the ledger goes with it)
        sctx, shints = (ctx.dated, replace(ALL, ledger=ledger) if ledger is not None else ALL) if when else (ctx, hints)
        current = ctx if i in near else None  # a neighbour's value must not be one the current chunks give otherwise
        quiet = analysis.gap_clauses(i)  # clauses naming a gap: not claims
        # a decline is checked only for its values, unless it claims more beside its gap clause
        # ("I couldn't find the cheque rules, but express cards ship overnight")
        if i in refusals and known is None and quiet:
            known = _Known(ctx)
        if i in refusals and not (quiet and _claims_beside(s.text, quiet, analysis.detector, known)):
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
    # the passes over the response as a whole (.passes: claims, frames, extra sentences, the share of new words …)
    findings = run_passes(Reading(analysis, ctx, cfg, sentences, blocks, reports, claimed, cued, findings))
    if cfg.rule_severity:  # the team's severities (.severity): a rule to review, or off
        findings = severity.apply(findings, reports, cfg.rule_severity)
    return CheckReport(analysis, reports, Verdict.of(findings))


#: an out-of-date caveat about the answer as a whole ("these figures may no longer be current", "that document is
#: marked as superseded"): with only superseded sources it covers every sentence, not only its neighbours
_WHOLE_CAVEAT = re.compile(r"\b(?:these|those|the\s+above|all\s+(?:of\s+)?(?:these|this|the))\s+(?:figures?|prices?|rates?|fees?|"
                           r"details|terms|amounts?|numbers|information)\b|\b(?:that|this|the)\s+(?:document|source|page|policy)\s+"
                           r"(?:is|was)\s+(?:marked|labelled|labeled)\b", re.I)
#: the attribute words "how much" asks for: advice to ask them "about its price" asks what the user asked ("how much
#: is it?"), it names no fee of its own
_PRICE_WORDS = frozenset("price prices cost costs charge charges pricing".split())
_HOW_MUCH = re.compile(r"\bhow much\b|\bwhat (?:does|do|would|will) (?:it|that|this|they) cost\b")


class _Known:
    """The words of the context and of the question, or a form of one ("parking" for the question's "park"):
    a name the user gave is theirs."""

    __slots__ = ("a", "b", "asked")

    def __init__(self, ctx: ContextIndex):
        self.a, self.b = ctx.vocab, ctx.query_vocab
        #: the attribute the question asks for in its own interrogative ("how much is it?" asks its price)
        self.asked = _PRICE_WORDS if _HOW_MUCH.search(ctx.query_folded) else frozenset()

    def __contains__(self, w: str) -> bool:
        return w in self.a.words or w in self.b.words or self.a.has(w) or self.b.has(w) or w in self.asked

    def said(self, w: str) -> bool:
        """The question has the word (the user's own figure or name)."""
        return w in self.b.words or self.b.has(w)


def _claims_beside(text: str, quiet: list[tuple[int, int]], detector, known: "_Known | None" = None) -> bool:
    """Whether ``text`` says more than its gap clauses: a clause outside them that asserts
    something (not a pleasantry, an apology, an echo of the question or an offer: :func:`.claims.role`)."""
    from .claims import gap_aside, split, role

    gaps = set(quiet)
    after_gap = False
    for c in split(text):
        if (c.start, c.end) in gaps or not content_words(list(c.tokens)):
            after_gap = (c.start, c.end) in gaps or after_gap
            continue
        if after_gap and gap_aside(c.text):
            continue  # "I don't have the opening hours — bank holiday or otherwise — …": the gap's scope
        after_gap = False
        if role(c, detector) == "assertion" and not is_scaffolding(c.text.strip(" ,;:-\u2014\u2013"), known):
            return True  # ("That's a fair question, but I don't have …": a pleasantry beside the gap, no claim)
    return False


def _declining(cfg: CheckerConfig) -> CheckerConfig:
    """The config for a sentence that declines or names a gap: only its values and citations
    are checked (a decline that still states an invented value is hallucinated)."""
    never = 10**6
    return replace(cfg, check_names=False, query_atoms="said", require_citations=False, structured_attributes=False,
                   pair_support=False, min_content_words=never, critical_novel_words=never, moderate_novel_words=never,
                   clause_novel_words=never, short_novel_words=never)


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


def _citations(i: int, text: str, ctx: ContextIndex, cfg: CheckerConfig) -> list[Finding]:
    """The fabricated citations of a sentence that is otherwise no claim: a marker citing a source that was not
    retrieved is critical wherever it stands (lookups.citations)."""
    if not cfg.check_citations or not ("(" in text or "[" in text or "【" in text):
        return []
    from . import lookups

    out: list[Finding] = []
    lookups.citations(i, text, ctx, replace(cfg, require_citations=False), out, bytearray(len(text)))
    return out


from .guard import GuardResult, guard  # noqa: E402  (guard builds on check_report)
