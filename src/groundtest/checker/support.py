"""Does one sentence have a home in the context? Atoms first, then content-word overlap.

:func:`check_sentence` returns the findings of one answering sentence. Atoms (values, names,
quotes, citation markers, legal citations, contacts) are looked up in the
:class:`~groundtest.checker.context.ContextIndex`; an absent atom is a critical finding. The
remaining content words are looked up too: a clause of new words attached to a supported
claim is an *extra clause* (critical); a sentence mostly of new words is *unconfirmed*
(moderate, or critical past the configured thresholds).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..model import Finding
from ..text.arabic.normalise import has_arabic
from ..text import clause_spans
from . import atoms as A
from . import lookups as L
from .config import CheckerConfig
from .aliases import FORMS
from .context import ContextIndex
from .dated import DATED
from .doc import words_of
from .lexicon import NONCONTENT, SYNONYMS, content_words, fold, join_known, words
from .scaffold import REASONING, detail_words

if TYPE_CHECKING:
    from .derive import Ledger

#: a hedged suggestion: "you may need to", "it might be worth", "consider consulting"
_HEDGE = re.compile(
    r"\b(?:you|they|one|customers|users|readers|visitors|diners|patrons)\s+(?:may|might|could|should)\s+(?:also\s+)?(?:need|want|wish|like)\s+to\b"
    r"|\bit\s+(?:may|might|could|would)\s+(?:also\s+)?be\s+(?:necessary|helpful|best|wise|worth|advisable|a\s+good\s+idea)\b"
    r"|\b(?:consider|try)\s+(?:consulting|contacting|seeking|asking|checking|exploring|other)\b",
    re.I,
)
_HEDGE_WORDS = frozenset("may might could should would consider try".split())
_GAP_WORDS = frozenset("not no unknown unclear unspecified t".split())


@dataclass(slots=True)
class SentenceReport:
    """What was found in one sentence (findings plus the counts the guard and benchmark use)."""

    index: int
    findings: list[Finding] = field(default_factory=list)
    content: int = 0
    novel: list[str] = field(default_factory=list)
    pairs: int = 0
    apart: list[tuple[str, str]] = field(default_factory=list)
    #: a hedged suggestion ("you may want to consult a locksmith"): advice, not a stated fact
    hedged: bool = False
    #: adjacent word pairs across a clause joint (not counted as pairs)
    cross: "frozenset[tuple[str, str]]" = frozenset()
    #: content words whose pairs are still to be checked (pairs are only needed by the
    #: response-level share, so they are counted only when it runs: :func:`count_pairs`)
    pending: "list[str] | None" = None
    #: a bare answer of one clause whose words the context never puts together (see _lexical): its apart_pairs
    #: finding is critical unless a later pass (claims, frames) judged the sentence otherwise
    bare_pair: bool = False

    @property
    def critical(self) -> bool:
        return any(f.severity == "critical" for f in self.findings)


@dataclass(frozen=True, slots=True)
class Hints:
    """Which atom families can occur at all in a response (one cheap scan, not one per sentence)."""

    brackets: bool = True
    quotes: bool = True
    contacts: bool = True
    legal: bool = True
    codes: bool = True
    titles: bool = True
    #: folded words of capitalised words the context lacks (None: not computed, check every sentence)
    strange: "frozenset[str] | None" = None
    #: word → context sentences it occurs in (bit mask), for the response's words
    where: "dict[str, int] | None" = None
    #: the whole response (a value the user gave, restated beside the context's own value of its
    #: kind, is compared, not adopted: :func:`~groundtest.checker.lookups.values`)
    response: str = ""
    #: the response is one sentence (a bare answer, when it is brief too)
    single: bool = False
    #: what the response may compute with (:class:`~groundtest.checker.derive.Ledger`), or None
    ledger: "Ledger | None" = None
    #: folded words of the name the response gives the organisation it speaks for (:func:`organisation`)
    org: frozenset[str] = frozenset()

    @classmethod
    def of(cls, text: str, ctx: ContextIndex, pair_support: bool = True) -> "Hints":
        """``pair_support``: look up the co-occurrence of the response's words now (a short
        response needs it per sentence; a longer one defers it, see :func:`count_pairs`)."""
        low = text.lower()
        folded = fold(text)
        tokens = set(words(folded))
        ascii = text.isascii()
        if folded.isascii():  # tokens are runs of [a-z0-9]: one mixes both where a letter touches a digit
            mixed = _MIXED.search(folded) is not None
            digits = mixed or _DIGIT.search(folded) is not None
        else:
            # a token that is neither all letters nor all digits mixes both (tokens are alphanumeric runs)
            mixed = any(not t.isalpha() and not t.isdigit() for t in tokens)
            digits = mixed or any(t.isdigit() for t in tokens)
        # on ASCII text ``folded`` is its lower case, where _MIXED is _CODE_HINT's test exactly
        codes = mixed and (ascii or bool(_CODE_HINT.search(text)))
        return cls(
            where=ctx.where(tokens - NONCONTENT) if pair_support else None,
            brackets="[" in text or "【" in text or "(" in text,  # ("(source: fees.md)": atoms.citations)
            quotes='"' in text or "\u201c" in text,
            contacts="@" in text or "http" in low or "www." in low or (digits and bool(
                (_PHONE_HINT_ASCII if ascii else _PHONE_HINT).search(text))),
            legal=not tokens.isdisjoint(A.LEGAL_WORDS),
            codes=codes,
            titles=any(t in low for t in ctx.title_names),
            strange=(strange := _strange(text, ctx)),
            response=text,
            org=organisation(text, strange, ctx) if strange and _TO_USER.search(text) else frozenset(),
        )


#: a capitalised name (its words, with "&", "and", "of" between them)
_NAME = r"([A-Z][\w'’-]*(?:\s+(?:&\s+|and\s+|of\s+)?[A-Z][\w'’-]*){0,3})"
#: the places a response names the organisation it speaks for: its possessive, after "check with / ask /
#: contact …" with no article, as the doer of what the documents say ("SoundWell gives you a 60-day
#: trial"), or between "the/all …" and a noun ("the Greenacre plant guarantee")
_ORG_VERBS = frozenset("""offers gives charges keeps will can cannot can't does doesn't has have provides delivers says lists
lets allows accepts asks requires runs also only may might would should don't won't covers refunds guarantees sends needs
wants recommends sets uses cancels closes opens emails texts contacts checks handles arranges welcomes""".split())
_ORG_ROLE = re.compile(
    rf"(?<![\w.])(?<!the )(?<!The )(?<!Dr\. )(?<!Mr\. )(?<!Mrs\. )(?<!Ms\. )(?<!Dr )(?<!Mr )(?<!Mrs )(?<!Ms ){_NAME}"
    rf"(?:['’]s\b|\s+[*_]{{0,2}}(?:{'|'.join(sorted(_ORG_VERBS))}|(?:is|are)\s+[*_]{{0,2}}(?:open|closed))\b)"
    rf"|\b(?:with|contact|ask|call|email|asking|contacting)\s+(?:the\s+)?{_NAME}(?=\s*(?:[.,;:!?)]|directly|first|before|about|for|if|and|or|to|—|-|$"
    rf"|(?:whether|what|how|when|which|who|where|exactly)\b))"
    rf"|\b(?i:the|all|our|every|any)\s+{_NAME}\s+([a-z]+)"
    rf"|(?:^|(?<=[.!?]\s)|(?<=\n))[\s*_#>•-]*At\s+{_NAME}(?=\s*[*_]{{0,2}},)")
#: the words a response calls the documents it answers from ("the ClearView documents don't say"): an organisation's
#: name before one of them is the source's owner, whatever the context's own words
_SOURCE_NOUNS = frozenset("documents document docs information info website site pages page notes guide policy policies "
                          "terms details records files".split())
#: the context's own statements made in the first person plural ("We are registered with Bupa"): a name put in
#: its place by the answer ("Align Spine Clinic is registered with Bupa") names the speaker, as "we" does
_WE = re.compile(r"\b(?:we|our|us)\b", re.I)
_DOER = re.compile(rf"(?<![\w.])(?<!the )(?<!The ){_NAME}\s+[*_]{{0,2}}([a-z]{{3,}}s)\b")
_ORG_IS = re.compile(rf"(?:^|(?<=[.!?]\s)|(?<=\n))[\s*_#>•-]*{_NAME}\s+(?:is|are)(?:n['’]t|\s+not)?\s+(?:also\s+|only\s+)?"
                     r"[*_]{0,2}([a-z]+)")
#: a name as the object of a verb the context gives "us" ("tell us at least 7 days before" → "tell Saltmarsh a week
#: or more before"; "email us" → "email Oakfield"): the answer names the speaker where the context says "us"
_AS_US = re.compile(rf"\b([a-z]{{3,}})\s+{_NAME}(?![\w'’])")
_US_VERB = re.compile(r"\b([a-z]{3,})\s+us\b", re.I)
#: "us" as the subject of a verb after a preposition ("within 14 days of us receiving the return", "before us confirming"):
#: the answer's name in the same frame ("of Kestrel receiving the return") is the speaker's, as "us" is
_US_FRAME = re.compile(r"\b([a-z]{2,})\s+us\s+([a-z]{3,}ing)\b", re.I)
_AS_US_FRAME = re.compile(rf"\b([a-z]{{2,}})\s+{_NAME}\s+[*_]{{0,2}}([a-z]{{3,}}ing)\b")


#: the answer's opening line (a greeting or lead-in, before its first line break)
_LEAD_IN = re.compile(r"[^\n]{1,200}")
#: in the opening line, the place it is at or for with no article, closing the line or its clause:
#: "Here's how court booking works at Elmfield 🎾", "Here's how to get your files to Inkwell 📁"
_LEAD_AT = re.compile(rf"\b(?:at|to|for|from|with)\s+{_NAME}(?=\s*(?:[^\w\s&'’-]|$|(?:costs?|is|are|charges|offers|opens|closes)\b))")


#: in any sentence, the organisation as the place of a thing the context names, priced or run there ("A 60-minute PGA
#: lesson at Fairway Flight costs £65"), or as the place of its people ("speak to the staff at Willowbank")
_THING_AT = re.compile(rf"\b([a-z]{{3,}})[*_]{{0,2}}\s+at\s+{_NAME}(?=\s+[*_]{{0,2}}(?:costs?|charges|runs|opens|closes|offers)\b)")
_PEOPLE_AT = re.compile(rf"\b(?:staff|team|people|reception|front\s+desk)\s+(?:at|of)\s+{_NAME}")
#: a chat answer speaks to its user (a bare factual answer, a summary, does not speak for an organisation); advice to
#: ask them speaks to the user too ("I'd suggest checking directly with GreenNest")
_TO_USER = re.compile(r"(?=[yacst])\b(?:you|your|you'\w+|ask|asking|tell|telling|contact|contacting|check(?:ing)?\s+(?:directly\s+)?with|"
                      r"(?:speak|speaking|talk|talking)\s+(?:to|with))\b", re.I)


def organisation(text: str, strange: "frozenset[str]", ctx: ContextIndex) -> frozenset[str]:
    """The name a chat answer gives the organisation whose documents it answers from ("SoundWell",
    "Eastmere Airport Parking"): an assistant speaks for its organisation, whose name the retrieved
    chunks need not repeat. It is the capitalised name, of words the context lacks, that the response
    uses most often in an organisation's place (its possessive, "check with X" or "ask X" with no article, "X
    offers/gives/will …", or before a noun of the context's own: "the Greenacre plant guarantee", "all
    ShiftIt vans"); one name only, so a second invented agent is still a name the context lacks.
    Its words; empty when there is none."""
    counts: dict[str, int] = {}
    found = [(m.group(1) or m.group(2) or m.group(3) or m.group(5), m.group(3) and m.group(4), m.start())
             for m in _ORG_ROLE.finditer(text)]
    lead = _LEAD_IN.match(text)
    if lead:  # the opening line's "for your stay at Fellside 🛏️": the place the whole answer speaks for
        found.extend((m.group(1), None, m.start()) for m in _LEAD_AT.finditer(lead.group(0)))
        # "Here's how Riverside Health Trust supplies records" for "Records are supplied …": the opening line's doer of
        # what the documents say is done, the organisation they speak for
        found.extend((m.group(1), None, m.start()) for m in _DOER.finditer(lead.group(0)) if ctx.vocab.has(m.group(2)))
    found.extend((m.group(2), None, m.start()) for m in _THING_AT.finditer(text) if ctx.vocab.has(m.group(1)))
    found.extend((m.group(1), None, m.start()) for m in _PEOPLE_AT.finditer(text))
    if we_voice(ctx):  # "Align Spine Clinic is registered with …" where the context says "We are registered with …"
        found.extend((m.group(1), None, m.start()) for m in _ORG_IS.finditer(text) if ctx.vocab.has(m.group(2)))
    if we_voice(ctx):  # "every lock KeyRight fits" where the context says "All locks we fit": the doer of what "we" do
        found.extend((m.group(1), None, m.start()) for m in _WE_DOER.finditer(text) if _we_do(m.group(2), ctx))
        found.extend((m.group(1), None, m.start()) for m in _WE_DOER_AUX.finditer(text)
                     if m.group(2).casefold() in _context_verbs(ctx, "we_verbs", _WE_VERB))
        found.extend((m.group(2), None, m.start()) for m in _AS_US.finditer(text) if _us_verb(m.group(1), ctx))
        found.extend((m.group(2), None, m.start()) for m in _AS_US_FRAME.finditer(text)
                     if (m.group(1).casefold(), m.group(3).casefold()) in _us_frames(ctx))
    if ctx.query:  # "HeatSafe **prioritises** vulnerable customers": the organisation the question names, as the
        # doer of a verb the context has ("are prioritised"); an organisation the question does not name needs _ORG_VERBS
        found.extend((m.group(1), None, m.start()) for m in _DOER.finditer(text)
                     if ctx.vocab.has(m.group(2)) and all(ctx.query_vocab.has(w) for w in words_of(m.group(1))))
    first: dict[str, int] = {}
    for name, after, at in found:
        if after and after not in _SOURCE_NOUNS and (not ctx.vocab.has(after) or after in _ORG_VERBS):
            continue  # "the Civic Centre help desk": a place, unless what follows is the documents' own thing
        if name.split()[0] in _NOT_NAMES:
            continue
        folded = words_of(name)
        if NONCONTENT.issuperset(folded):
            continue  # "Who can join", "Here's": a capitalised sentence opening, not a name
        key = " ".join(w for w in folded if w in strange and w not in NONCONTENT)
        if key:
            counts[key] = counts.get(key, 0) + 1
            first[key] = min(first.get(key, at), at)
    if not counts:
        return frozenset()
    best = max(counts, key=lambda k: (counts[k], -first[k]))  # the most named; of as many, the first named
    mine = set(best.split())
    # its longer and shorter forms are the same name ("Willowbank House" beside "Willowbank"), not a second agent
    return frozenset(w for k in counts if mine.issuperset(k.split()) or mine.issubset(k.split()) for w in k.split())


def we_voice(ctx: ContextIndex) -> bool:
    """The context speaks in the first person plural ("We will not tattoo anyone …"; once per context)."""
    we = ctx.memo.get("we_voice")
    if we is None:
        we = ctx.memo["we_voice"] = bool(_WE.search(ctx.text))
    return bool(we)


#: "we" and the verb the context gives it, past an adverb or auxiliary ("we fit", "we always attempt", "we do not accept")
_WE_VERB = re.compile(r"\bwe\s+(?:(?:always|never|also|only|usually|normally|will|can|do|don't|do\s+not|may|must|should|"
                      r"cannot|can't|won't|will\s+not)\s+){0,2}([a-z]{3,})\b", re.I)


#: the organisation named as the doer of a verb the context gives "we" ("every lock KeyRight fits"), after a clause's
#: conjunction too ("If Wayfarer cancels because of …" for "If we cancel because of …": the capitalised "If" is no part of
#: the name)
_WE_DOER = re.compile(rf"(?<![\w.])(?<!the )(?<!The )(?:(?:If|When|Once|Unless|Because|As|So|And|But|Since|While|Where)\s+)?{_NAME}\s+[*_]{{0,2}}(?:(?:always|also|never|only|usually|normally)\s+)?"
                      rf"([a-z]{{3,}}s)\b")


#: the same doer before an auxiliary and a bare verb ("if ClearView **can't get** access" for "if we can't get access")
_WE_DOER_AUX = re.compile(rf"(?<![\w.])(?<!the )(?<!The )(?:(?:If|When|Once|Unless|Because|As|So|And|But)\s+)?{_NAME}\s+[*_]{{0,2}}(?:always\s+|also\s+|never\s+|only\s+)?(?:can['’]t|cannot|can|"
                          rf"could|will|won['’]t|may|must|should|doesn['’]t|does\s+not|do\s+not|will\s+not|can\s+not)[*_]{{0,2}}\s+[*_]{{0,2}}([a-z]{{3,}})\b")


def _context_verbs(ctx: ContextIndex, key: str, pattern: "re.Pattern[str]") -> frozenset[str]:
    """The verbs ``pattern`` captures in the context, folded (read once per context, kept under ``key``)."""
    done = ctx.memo.get(key)
    if done is None:
        done = ctx.memo[key] = frozenset(m.group(1).casefold() for m in pattern.finditer(ctx.text))
    return done


def _we_do(verb: str, ctx: ContextIndex) -> bool:
    """The third-person verb is one the context says "we" do ("fits" for "we fit", "charges" for "we charge")."""
    done = _context_verbs(ctx, "we_verbs", _WE_VERB)
    v = verb.casefold()
    return v[:-1] in done or (v.endswith("es") and v[:-2] in done) or (v.endswith("ies") and v[:-3] + "y" in done)


def _us_frames(ctx: ContextIndex) -> frozenset[tuple[str, str]]:
    """The (preposition, -ing verb) pairs the context puts around "us" (:data:`_US_FRAME`), folded; once per context."""
    done = ctx.memo.get("us_frames")
    if done is None:
        done = ctx.memo["us_frames"] = frozenset((m.group(1).casefold(), m.group(2).casefold()) for m in _US_FRAME.finditer(ctx.text))
    return done


def _us_verb(verb: str, ctx: ContextIndex) -> bool:
    """The context puts "us" after ``verb`` ("tell us", "email us", "let us know")."""
    return verb.casefold() in _context_verbs(ctx, "us_verbs", _US_VERB)


def speaks_for(text: str, ctx: ContextIndex) -> frozenset[str]:
    """The words of the organisation ``text`` names in an organisation's place (:func:`organisation`)."""
    strange = _strange(text, ctx)
    return organisation(text, strange, ctx) if strange else frozenset()


#: capitalised words that open a sentence, not a name ("Yes, …", "It offers …")
_NOT_NAMES = frozenset("""Yes No It They We You I This That These Those There Here The A An If So And But Or Our Your
Their Its He She Each Every All Both Please Also Then Just Note Good Great Thanks Thank""".split())


def _strange(text: str, ctx: ContextIndex) -> frozenset[str]:
    """Folded words of the response's capitalised words that the context lacks."""
    caps = A.capitalised(text)
    quoted: list[str] = []
    if not text.isascii() and has_arabic(text):  # issue 24: Arabic names by the word before them
        from ..text.arabic.names import cued_names, quoted_at

        cued = cued_names(text)
        caps = set(caps) | {name for _, name, _, _ in cued}
        quoted = [name for _, name, a, _ in cued if quoted_at(text, a)]
    if not caps:
        return frozenset()
    known, vocab = ctx.vocab.words, ctx.vocab
    strange = {w for w in set(words_of(" ".join(caps))) if w not in known and not vocab.has(w)}
    strange.update(w for w in words_of(" ".join(quoted)) if not vocab.written(w))
    return frozenset(strange)


def _evidence(novel: "list[str]", text: str, ctx: ContextIndex) -> bool:
    """The claim rules' one evidence test (:func:`.claims.evidence`; imported here, where it is needed, as claims
    reads this module)."""
    from .claims import evidence

    return evidence(novel, text, ctx) is not None


#: a digit touching a letter (written to start with the digit, so ``re`` skips to digits in C)
_MIXED = re.compile(r"[0-9](?:(?<=[a-z][0-9])|[a-z])")
_DIGIT = re.compile(r"[0-9]")
#: a sentence giving an address, a link or a number: its channel words ("email", "call") name them
_CONTACT = re.compile(r"@|https?:|www\.|\d[\d\s-]{6,}\d")
_NONCONTENT_OR_NEGATOR = NONCONTENT | L.NEGATORS
_PHONE_HINT = re.compile(r"\d[\s.-]\d{3}")
_PHONE_HINT_ASCII = re.compile(r"[0-9][\s.-][0-9]{3}")  # the same on ASCII text, skipping to digits faster
_CODE_HINT = re.compile(r"[A-Za-z]\d|\d[A-Za-z]")
ALL = Hints()


def check_sentence(
    index: int,
    text: str,
    values: list | None,
    ctx: ContextIndex,
    cfg: CheckerConfig,
    short: bool = False,
    brief: bool = False,
    hints: Hints = ALL,
    offset: int = 0,
    dated: bool = False,
    quiet: "list[tuple[int, int]] | tuple" = (),
    current: ContextIndex | None = None,
) -> SentenceReport:
    """Findings for one answering sentence. ``values`` are its values, with spans relative to
    the text the sentence starts at ``offset`` in; ``None`` extracts them when the sentence
    can state a value the context lacks (a digit run the context does not have, a number word,
    a clock time). ``dated``: the sentence may rest on superseded chunks (``ctx`` counts them)
    and its out-of-date cues are not claims. ``quiet``: spans of the sentence that state no claim
    (a clause naming a gap, :meth:`~groundtest.text.analysis.Analysis.gap_clauses`). ``current``: the
    context without its superseded chunks, when ``ctx`` counts them for a sentence next to an
    out-of-date cue (a value the current chunks give otherwise is still stale)."""
    rep = SentenceReport(index)
    out = rep.findings
    if ctx.empty:
        note = ("only superseded sources were retrieved, and the sentence does not say it may be out of date"
                if ctx.has_superseded else "the context is empty: an empty retrieval does not draft")
        out.append(Finding("invented_fact", text, "critical", index, note, rule="empty_context"))
        return rep
    mask = bytearray(len(text))
    if dated:  # checked against the superseded chunks too: "an older version says" is not a claim
        for m in DATED.finditer(text):
            L.mark(mask, m.start(), m.end())
    for a, b in quiet:
        L.mark(mask, a, b)
    if hints.titles:
        L.titles(text, ctx, mask)
    if cfg.check_citations:
        if hints.brackets or cfg.require_citations:
            L.citations(index, text, ctx, cfg, out, mask)
        if hints.legal:
            L.legal(index, text, ctx, out, mask)
    if hints.contacts:
        L.contacts(index, text, ctx, out, mask)
    if cfg.check_quotes and hints.quotes:
        L.quotes(index, text, ctx, cfg, out, mask)
    tokens = words_of(text)
    if cfg.check_values and (values or (values is None and L.value_hint(tokens, text, ctx))):
        if values is None:
            values, offset = L.extract(text), 0
        L.values(index, text, values, offset, ctx, cfg, out, mask, hints.response or text, current, hints.ledger)
    elif cfg.check_values and values is None and hints.ledger is not None and _DIGIT.search(text) is not None:
        # a sentence of figures the context has all of, read no further: its figures are still the operands of what
        # comes next ("Glass is 95p a pint. Cartons are 85p a pint." … "So cartons are 10p a pint cheaper")
        L.feed(text, ctx, hints.ledger)
    masked = _apply(text, mask)
    if cfg.check_values and hints.codes:
        L.codes(index, masked, ctx, cfg, out)
    if cfg.check_names and (hints.strange is None or not hints.strange.isdisjoint(tokens)):
        aliased = L.names(index, masked, ctx, cfg, out, short, hints.org, hints.response or "")
        if aliased:
            for a, b in aliased:
                L.mark(mask, a, b)
            masked = _apply(text, mask)
    if masked is text and "-" not in text:
        folded, ftokens = None, tokens  # nothing masked or joined: the tokens are those of the text
    else:
        folded = join_known(fold(masked), ctx.vocab)
        ftokens = words(folded)
    negative = bool(ctx.negated) and not L.NEGATORS.isdisjoint(ftokens)
    if ctx.negated and cfg.structured_attributes:
        folded = fold(text) if folded is None else folded
        L.negated(index, folded, ftokens, ctx, out, negative)
    if cfg.structured_lexical or not ctx.structured:
        # a bare answer: one short sentence with no value, figure, name or citation to check
        bare = (short or hints.single) and not values and not mask.count(1) and _DIGIT.search(text) is None
        _lexical(index, text, folded, ftokens, ctx, cfg, rep, brief, negative, hints, bare)
    return rep


def _apply(text: str, mask: bytearray) -> str:
    """``text`` with every masked character replaced by a space (same length)."""
    a = mask.find(1)
    if a < 0:
        return text
    parts: list[str]
    parts, pos, n = [], 0, len(mask)
    while a >= 0:
        b = mask.find(0, a)
        b = n if b < 0 else b
        parts += (text[pos:a], " " * (b - a))
        pos = b
        a = mask.find(1, b) if b < n else -1
    parts.append(text[pos:])
    return "".join(parts)


# ------------------------------------------------------------------ lexical support
def _lexical(i: int, text: str, folded: str | None, tokens: list[str], ctx: ContextIndex, cfg: CheckerConfig,
             rep: SentenceReport, brief: bool, negative: bool = False, hints: Hints = ALL, bare: bool = False) -> None:
    """``bare``: the response is one short sentence with nothing else to check (no value, name,
    citation): its words are its claim, and a word the context lacks leaves it unsupported."""
    vocab, qvocab = ctx.vocab, ctx.query_vocab
    known = vocab.words
    skip = _NONCONTENT_OR_NEGATOR  # content_words without the negators, in one pass
    content = [w for w in tokens if w not in skip and len(w) > 1 and not w[0].isdigit()]
    qw = cfg.query_words if ctx.query else "novel"
    novel = [w for w in content if w not in known and w not in REASONING and not vocab.has(w) and not _synonym_known(w, vocab)]
    if novel and vocab.has("free"):
        novel = _free_said(novel, text)
    if novel and negative:  # "does not take reservations": stated as the context gives it
        neg = ctx.negated
        novel = [w for w in novel if "false" not in (neg.get(w), neg.get(w + "s"), neg.get(w[:-1]))]
    if novel and ctx.negated and not _GAP_WORDS.isdisjoint(tokens) and L._UNKNOWN_GAP.search(fold(text) if folded is None else folded):
        neg = ctx.negated  # "information about parking is not available": the gap the data has
        novel = [w for w in novel if "unknown" not in (neg.get(w), neg.get(w + "s"), neg.get(w[:-1]))]
    if novel and qw != "novel":
        echoed = [w for w in novel if qvocab.has(w)]
        if echoed:
            novel = [w for w in novel if w not in echoed]
            if qw == "neutral":
                content = [w for w in content if w not in echoed]
    rep.content, rep.novel = len(content), novel
    if cfg.pair_support and len(content) - len(novel) >= 2:
        rep.cross = _cross_pairs(text)  # word pairs across a clause joint are no combination the claim makes
        if brief:  # the short-response rule below needs them now
            _pairs(content, hints.where if hints.where is not None else ctx.where(set(content)), rep)
        else:
            rep.pending = content
    if any(f.severity == "critical" for f in rep.findings):
        return  # already unsupported: one critical finding per sentence is enough
    if not novel:
        if brief and len(rep.apart) >= cfg.short_apart_pairs and not rep.findings:
            a, b = rep.apart[0]
            # a bare answer of one clause (one short sentence, nothing else to check, no clause joint) is one
            # claim made of its words: two of them the context never puts in one sentence are a combination it
            # does not make ("Jackie Chan also voiced Lightning McQueen" where the voice is another actor's):
            # unsupported, as a word it lacks would be
            # (a weekday or a month is a value the frames tie to its subject: they judge that sentence)
            # (two items of a list, "Bupa, AXA Health, Vitality and Aviva", are two claims, not a combination)
            one = bare and not rep.cross and not _JOINT.search(text) and not (cfg.check_binding and _CALENDAR.search(text))
            combined: list[tuple[str, str]] = []
            if one:
                low = fold(text) if folded is None else folded
                combined = [(x, y) for x, y in rep.apart if not _coordinated(low, x, y)]
                if combined:
                    a, b = combined[0]
            rep.bare_pair = one and bool(combined)  # made critical after the claim and frame passes (settle_bare_pairs)
            rep.findings.append(Finding("invented_fact", text, cfg.apart_severity, i, f"{a!r} and {b!r} never occur together in the context", rule="apart_pairs"))
        return
    share = len(novel) / len(content)
    if cfg.critical_novel_words and len(content) >= cfg.min_content_words and len(novel) >= cfg.critical_novel_words and share >= cfg.critical_novel_share:
        rep.findings.append(Finding("invented_fact", text, "critical", i, f"unsupported by the context: {', '.join(novel[:6])}", rule="unsupported"))
        return
    rep.hedged = not _HEDGE_WORDS.isdisjoint(tokens) and bool(_HEDGE.search(text))
    if rep.hedged:
        pass  # advice is not an extra claim; it is still judged as unconfirmed below
    # an extra clause inside the sentence is found claim by claim (.claims.extra_claim), with roles
    if rep.hedged:
        return  # "you may need to consult a professional": a suggestion, not a claim to confirm
    if brief and len(novel) >= cfg.short_novel_words and not rep.findings:
        # critical for a bare answer of one sentence (docs/checker.md): beside another sentence, new
        # plain words are at most moderate (the extra-sentence rule decides with the evidence)
        severity = "critical" if cfg.short_critical_words and (
            (hints.single and (len(novel) >= cfg.short_critical_words or bare))
            or (detail_words(novel, text) and not _CONTACT.search(text) and _evidence(novel, text, ctx))) else cfg.unconfirmed_severity
        rep.findings.append(Finding("invented_fact", text, severity, i, f"could not confirm in the context: {', '.join(novel[:6])}", rule="unconfirmed"))
        return
    if len(content) >= cfg.min_content_words and len(novel) >= cfg.moderate_novel_words and share >= cfg.moderate_novel_share:
        rep.findings.append(Finding("invented_fact", text, cfg.unconfirmed_severity, i, f"could not confirm in the context: {', '.join(novel[:6])}", rule="unconfirmed"))


#: a word that only makes "free" stronger ("completely free", "totally free of charge")
_INTENSIFIERS = frozenset({"completely", "totally", "entirely", "absolutely", "fully", "100"})


def _free_said(novel: list[str], text: str) -> list[str]:
    """The words of a phrase that says a thing costs nothing ("free of charge", "at no extra cost", "costs
    nothing", "completely free") are the context's "free" said again, not new words (text.free's grammar)."""
    from ..text.free import PHRASE, SAID

    if SAID.search(text) is None:
        return novel
    said = {w for m in PHRASE.finditer(text) for w in words(fold(m.group()))}
    # ("complimentary", "waived" stay: a word that says free of a thing is the claim, "a complimentary hamper")
    return [w for w in novel if (w not in said or w in _FREE_HEADS) and w not in _INTENSIFIERS]


_FREE_HEADS = frozenset({"complimentary", "waived", "included", "includes", "include"})


#: a clause joint the clause reader does not split at: a semicolon, the Arabic comma and semicolon ("…
#: القحطاني، ووكيلة الكلية …": a second claim begins)
_JOINT = re.compile(r"[;،؛]")
#: a weekday or a month (not "may")
_CALENDAR = re.compile(r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|january|february|march|april|june|july|august"
                       r"|september|october|november|december)\b", re.I)


def settle_bare_pairs(reports: "list[SentenceReport | None]", cfg: CheckerConfig) -> None:
    """After the claim and frame passes: a bare answer's combination the context never makes, when nothing more
    specific was found in it (a swapped value, a flipped polarity), is unsupported (``bare_apart_severity``)."""
    for rep in reports:
        if rep is not None and rep.bare_pair and rep.findings and all(f.rule == "apart_pairs" for f in rep.findings):
            for f in rep.findings:
                f.severity = cfg.bare_apart_severity


def _coordinated(low: str, a: str, b: str) -> bool:
    """Whether the words ``a`` and ``b`` of a folded sentence are joined by a list's comma or a coordinator ("vitality
    and aviva", "bupa, axa"), or cannot be found in order (then they are not read as one combination either)."""
    m = re.search(rf"\b{re.escape(a)}\b(.*?)\b{re.escape(b)}\b", low)
    return m is None or bool(_COORDINATOR.search(m.group(1)))


_COORDINATOR = re.compile(r",|&|\b(?:and|or|nor)\b")


def _synonym_known(word: str, vocab) -> bool:
    """The context has a word this one rephrases ("runs" for "available") or abbreviates ("oct")."""
    alts = SYNONYMS.get(word)
    if alts is not None and any(a in vocab.words for a in alts):
        return True
    return FORMS.get(word) in vocab.words


def count_pairs(reports: "list[SentenceReport | None]", ctx: ContextIndex) -> None:
    """Count the deferred word pairs of these reports, with one co-occurrence lookup."""
    todo = [r for r in reports if r is not None and r.pending]
    if not todo:
        return
    where = ctx.where({w for r in todo for w in r.pending or ()})
    for r in todo:
        assert r.pending is not None
        _pairs(r.pending, where, r)
        r.pending = None


def _cross_pairs(text: str) -> frozenset[tuple[str, str]]:
    """The (last word, first word) pairs of adjacent clauses of a sentence (:func:`~groundtest.text.clause_spans`)."""
    spans = clause_spans(text)
    if len(spans) < 2:
        return frozenset()
    out = set()
    prev_last = None
    for a, b in spans:
        toks = content_words(words_of(text[a:b]))
        if toks:
            if prev_last is not None:
                out.add((prev_last, toks[0]))
            prev_last = toks[-1]
    return frozenset(out)


def _pairs(content: list[str], where: dict[str, int], rep: SentenceReport) -> None:
    """Adjacent known content words that share no sentence of the context: a combination the
    context does not make ("Tomlinson is a married singer" when the singer is someone else)."""
    known = [w for w in content if w in where]
    prev = None
    cross = rep.cross
    for w in known:
        if prev is not None and w != prev and not (cross and (prev, w) in cross):
            rep.pairs += 1
            if not where[prev] & where[w]:
                rep.apart.append((prev, w))
        prev = w
