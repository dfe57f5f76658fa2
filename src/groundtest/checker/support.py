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

from ..model import Finding
from . import atoms as A
from .config import CheckerConfig
from .context import ContextIndex, title_key
from .lexicon import content_words, fold, join_known, words

_CLAUSE = re.compile(r"[;:,] |(?<= )(?:and|but|while|whereas|although|though|so|plus|which|who|where|with|including) | - ")
_NEGATION = re.compile(r"\b(?:not|no|never|none|nor|without|lacks?|lacking|n't|cannot|neither|unavailable|doesn't|don't|isn't|aren't|wasn't|weren't|absent)\b", re.I)
_MEASURES = frozenset({"second", "minute", "hour", "day", "night", "week", "month", "year", "decade", "time",
                       "percent", "mile", "kilometre", "kilometer", "metre", "meter", "foot", "inch", "pound", "kg"})
_NEGATORS = frozenset("not no never none nor without lack lacks lacking cannot neither unavailable absent t".split())
_META_UNITS = frozenset({"word", "sentence", "paragraph", "bullet", "point", "step"})
_RATHER = re.compile(r"\b(?:rather than|instead of|other than|as opposed to|unlike)\s+(?:the\s+)?$", re.I)
_LIST_NUMBER = re.compile(r"^\s*\(?\d{1,2}[.)]\s")


@dataclass(slots=True)
class SentenceReport:
    """What was found in one sentence (findings plus the counts the guard and benchmark use)."""

    index: int
    findings: list[Finding] = field(default_factory=list)
    content: int = 0
    novel: list[str] = field(default_factory=list)
    pairs: int = 0
    apart: list[tuple[str, str]] = field(default_factory=list)

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

    @classmethod
    def of(cls, text: str, ctx: ContextIndex, pair_support: bool = True) -> "Hints":
        low = text.lower()
        tokens = set(words(fold(text)))
        return cls(
            where=ctx.where(tokens) if pair_support else None,
            brackets="[" in text or "【" in text,
            quotes='"' in text or "\u201c" in text,
            contacts="@" in text or "http" in low or "www." in low or bool(_PHONE_HINT.search(text)),
            legal=not tokens.isdisjoint(_LEGAL_WORDS),
            codes=bool(_CODE_HINT.search(text)),
            titles=any(t in low for t in ctx.title_names),
            strange=_strange(text, ctx),
        )


def _strange(text: str, ctx: ContextIndex) -> frozenset[str]:
    """Folded words of the response's capitalised words that the context lacks."""
    caps = A.capitalised(text)
    if not caps:
        return frozenset()
    known, vocab = ctx.vocab.words, ctx.vocab
    return frozenset(w for w in set(words(fold(" ".join(caps)))) if w not in known and not vocab.has(w))


_PHONE_HINT = re.compile(r"\d[\s.-]\d{3}")
_LEGAL_WORDS = frozenset("article art section sec law clause regulation rule schedule chapter v vs".split())
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
) -> SentenceReport:
    """Findings for one answering sentence. ``values`` are its values, with spans relative to
    the text the sentence starts at ``offset`` in; ``None`` extracts them when the sentence
    can state a value the context lacks (a digit run the context does not have, a number word,
    a clock time)."""
    rep = SentenceReport(index)
    out = rep.findings
    if ctx.empty:
        out.append(Finding("invented_fact", text, "critical", index, "the context is empty: an empty retrieval does not draft"))
        return rep
    mask = bytearray(len(text))
    if hints.titles:
        _titles(text, ctx, mask)
    if cfg.check_citations:
        if hints.brackets or cfg.require_citations:
            _citations(index, text, ctx, cfg, out, mask)
        if hints.legal:
            _legal(index, text, ctx, out, mask)
    if hints.contacts:
        _contacts(index, text, ctx, out, mask)
    if cfg.check_quotes and hints.quotes:
        _quotes(index, text, ctx, cfg, out, mask)
    tokens = words(fold(text))
    if cfg.check_values and (values or (values is None and _value_hint(tokens, text, ctx))):
        if values is None:
            values, offset = _extract(text), 0
        _values(index, text, values, offset, ctx, cfg, out, mask)
    masked = _apply(text, mask)
    if cfg.check_values and hints.codes:
        _codes(index, masked, ctx, cfg, out)
    if cfg.check_names and (hints.strange is None or not hints.strange.isdisjoint(tokens)):
        aliased = _names(index, masked, ctx, cfg, out, short)
        if aliased:
            for a, b in aliased:
                _mark(mask, a, b)
            masked = _apply(text, mask)
    folded = join_known(fold(masked), ctx.vocab)
    negative = bool(ctx.negated) and not _NEGATORS.isdisjoint(words(folded))
    if ctx.negated:
        _negated(index, folded, ctx, out, negative)
    if cfg.structured_lexical or not ctx.structured:
        _lexical(index, text, folded, ctx, cfg, rep, brief, negative, hints)
    return rep


def _apply(text: str, mask: bytearray) -> str:
    """``text`` with every masked character replaced by a space (same length)."""
    a = mask.find(1)
    if a < 0:
        return text
    parts, pos, n = [], 0, len(mask)
    while a >= 0:
        b = mask.find(0, a)
        b = n if b < 0 else b
        parts += (text[pos:a], " " * (b - a))
        pos = b
        a = mask.find(1, b) if b < n else -1
    parts.append(text[pos:])
    return "".join(parts)


def _mark(mask: bytearray, start: int, end: int) -> None:
    mask[start:end] = b"\x01" * (end - start)


# ------------------------------------------------------------------ atoms
def _titles(text: str, ctx: ContextIndex, mask: bytearray) -> None:
    """A chunk named in the sentence ("Passage 2 says") is a reference, not a claim."""
    low = text.lower()
    for t in ctx.title_names:
        k = low.find(t)
        while k >= 0:
            _mark(mask, k, k + len(t))
            k = low.find(t, k + len(t))


def _citations(i: int, text: str, ctx: ContextIndex, cfg: CheckerConfig, out: list[Finding], mask: bytearray) -> None:
    cited = False
    n = len(ctx.chunks)
    for a in A.citations(text):
        _mark(mask, a.start, a.end)
        key = title_key(a.text)
        ok = key in ctx.titles or (key.isdigit() and 1 <= int(key) <= n) or f"[{key}]" in ctx.titles
        if ok:
            cited = True
        else:
            out.append(Finding("fabricated_citation", a.text, "critical", i, "cites a source that is not among the retrieved chunks"))
    if cfg.require_citations and not cited:
        out.append(Finding("invented_fact", text, "critical", i, "no citation of a retrieved source (citations are required)"))


def _legal(i: int, text: str, ctx: ContextIndex, out: list[Finding], mask: bytearray) -> None:
    for a in A.legal(text):
        if any(mask[a.start:a.end]):
            continue
        key = A.legal_key(a.text)
        if f" {key} " not in ctx.legal and not (a.kind == "case" and key in ctx.legal):
            out.append(Finding("fabricated_citation", a.text, "critical", i, "legal citation not found in the context"))
        _mark(mask, a.start, a.end)


def _contacts(i: int, text: str, ctx: ContextIndex, out: list[Finding], mask: bytearray) -> None:
    for a in A.contacts(text):
        if a.kind == "url":
            ok = A.url_key(a.text) in ctx.folded
        elif a.kind == "email":
            ok = a.text.casefold() in ctx.folded
        else:
            ok = a.value in ctx.digits
        if not ok:
            out.append(Finding("invented_fact", a.text, "critical", i, f"{a.kind} not found in the context"))
        _mark(mask, a.start, a.end)


def _quotes(i: int, text: str, ctx: ContextIndex, cfg: CheckerConfig, out: list[Finding], mask: bytearray) -> None:
    for a in A.quotes(text):
        toks = words(fold(a.text))
        if len(toks) < 2:
            continue  # a quoted single word is a name or a term: checked as one
        if not _near_verbatim(toks, ctx, cfg.quote_similarity) and " ".join(toks) not in " ".join(words(ctx.query_folded)):
            out.append(Finding("misquoted_source", a.text, "critical", i, "quoted text is not (near-)verbatim in the context"))
        _mark(mask, a.start, a.end)


def _near_verbatim(toks: list[str], ctx: ContextIndex, similarity: float) -> bool:
    joined = " ".join(toks)
    flat = ctx.flat
    if f" {joined} " in flat:
        return True
    n = 3 if len(toks) >= 3 else 2
    grams = [" ".join(toks[k:k + n]) for k in range(len(toks) - n + 1)]
    hits = sum(1 for g in grams if f" {g} " in flat)
    return bool(grams) and hits / len(grams) >= similarity


def _values(i: int, text: str, values: list, off: int, ctx: ContextIndex, cfg: CheckerConfig, out: list[Finding], mask: bytearray) -> None:
    for v in values:
        start, end = v.start - off, v.end - off
        if mask[start:end].count(1):
            continue  # inside a citation, a legal citation or a contact: checked as that
        _mark(mask, start, end)
        if _skip_value(v, text, start) or _value_in(v, ctx):
            continue
        if ctx.query and ctx.query_values.find(v) is not None:
            if cfg.flag_adopted_premise and not _negated_before(text, start):
                other = _adopted(v, ctx)
                if other is not None:
                    out.append(Finding("invented_fact", v.raw, "critical", i, f"adopts the user's value {v.raw!r}; the context says {other.raw!r}"))
                    continue
            _said(i, v.raw, text, start, cfg, out, f"{v.kind} stated only in the question, not in the context")
            continue
        out.append(Finding("invented_fact", v.raw, "critical", i, f"{v.kind} not found in the context"))


_NUMBER_TRIGGERS = frozenset(
    "two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
    "eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion "
    "trillion half halves third thirds quarter quarters fifth fifths tenth tenths twice thrice dozen noon midnight "
    "percent cents pence".split()
)
_TIME_HINT = re.compile(r"\d\s?(?:[ap]\.?\s?m\b|:\d)", re.I)


def _value_hint(tokens: list[str], text: str, ctx: ContextIndex) -> bool:
    """Could this sentence state a value the context lacks? (Cheap; no value parsing.)"""
    known = ctx.vocab.words
    digits = False
    for t in tokens:
        if t[0].isdigit():
            digits = True
            if t not in known:
                return True
        elif t in _NUMBER_TRIGGERS:
            return True
    return digits and bool(_TIME_HINT.search(text))


def _extract(text: str) -> list:
    from ..matching import extract_values

    return extract_values(text)


def _codes(i: int, masked: str, ctx: ContextIndex, cfg: CheckerConfig, out: list[Finding]) -> None:
    for a in A.codes(masked):
        key = fold(a.text)
        if key in ctx.folded or key.replace("-", "") in ctx.vocab.words:
            continue
        if key in ctx.query_folded:
            _said(i, a.text, masked, a.start, cfg, out, "identifier stated only in the question, not in the context")
        else:
            out.append(Finding("invented_fact", a.text, "critical", i, "identifier not found in the context"))


def _said(i: int, raw: str, text: str, start: int, cfg: CheckerConfig, out: list[Finding], note: str) -> None:
    """An atom only the user stated: accepted, or a finding of the configured severity."""
    if cfg.query_atoms == "said" or _negated_before(text, start):
        return
    out.append(Finding("invented_fact", raw, cfg.query_atoms, i, note))


def _negated_before(text: str, start: int) -> bool:
    """"not $1", "no Friday class", "rather than Daniel": a correction, not an assertion."""
    return bool(_NEGATION.search(text[max(0, start - 24):start]) or _RATHER.search(text[max(0, start - 24):start]))


def _skip_value(v, text: str, start: int) -> bool:
    if v.kind == "number" and v.unit is None and v.amount is not None and v.amount <= 2 and not v.raw[:1].isdigit():
        return True  # "one", "two": counting words, not checkable figures
    if v.kind == "quantity" and v.unit in _META_UNITS:
        return True  # "in 97 words": about the response itself
    if v.kind == "quantity" and not v.raw[:1].isdigit() and v.amount is not None and v.amount <= 10 and v.unit not in _MEASURES:
        return True  # "two films", "three subjects": a count of things named, not a stated figure
    if v.kind == "number" and start <= 3 and _LIST_NUMBER.match(text):
        return True  # list numbering "1. ..."
    return v.kind == "number" and v.unit == "ordinal" and v.amount is not None and v.amount <= 3


_DIGITS = re.compile(r"\d+")


def _value_in(v, ctx: ContextIndex) -> bool:
    if v.kind == "time":
        return (v.amount is not None and int(v.amount) in ctx.times) or ctx.values.find(v) is not None
    known = ctx.vocab.words
    runs = _DIGITS.findall(v.raw)  # fast paths: the digits, or the words, are in the context as written
    if runs and all(r in known for r in runs):
        return True
    if not runs and all(w in known for w in words(fold(v.raw))):
        return True
    if v.kind == "number" and v.amount is not None and v.amount == int(v.amount) and str(int(v.amount)) in known:
        return True
    if ctx.values.find(v) is not None:
        return True
    if v.kind == "number" and v.amount is not None:
        return round(v.amount, 6) in ctx.amounts  # a bare figure: any amount of that size
    if v.kind in ("quantity", "money") and v.amount is not None:
        return round(v.amount, 6) in ctx.measured  # "3 customers" vs "3 reviews": same count, other noun
    return False


def _adopted(v, ctx: ContextIndex):
    """A context value of the same kind and unit as ``v`` (the user's value is then contradicted)."""
    for c in ctx.values.values:
        if c.kind == v.kind and c.unit == v.unit:
            return c
    return None


def _names(i: int, masked: str, ctx: ContextIndex, cfg: CheckerConfig, out: list[Finding], short: bool) -> list[tuple[int, int]]:
    """Findings for absent names; returns the spans of names found by alias (``CA`` = California)."""
    aliased = []
    for start, end, missing in _name_groups(masked, ctx, short):
        name = masked[start:end]
        if not missing:
            continue
        if ctx.has_alias(name):
            aliased.append((start, end))
            continue
        if all(ctx.query_vocab.has(w) for w in missing):
            _said(i, name, masked, start, cfg, out, "name stated only in the question, not in the context")
        else:
            out.append(Finding("invented_fact", name, "critical", i, "name not found in the context"))
    return aliased


_JOINERS = frozenset({"", "-", "of", "de", "la", "van", "von", "the", "&", "del", "da", "du", "al"})


def _name_groups(masked: str, ctx: ContextIndex, short: bool) -> list[tuple[int, int, list[str]]]:
    """Runs of adjacent capitalised words, each with its words that the context lacks."""
    spans: list[list[int]] = []
    for a in A.names(masked, short):
        if spans and masked[spans[-1][1]:a.start].strip().casefold() in _JOINERS:
            spans[-1][1] = a.end
        else:
            spans.append([a.start, a.end])
    vocab = ctx.vocab
    return [
        (start, end, [w for w in words(join_known(fold(masked[start:end]), vocab))
                      if not vocab.has(w) and w not in _JOINERS and w not in ctx.negated])
        for start, end in spans
    ]


def _negated(i: int, folded: str, ctx: ContextIndex, out: list[Finding], negative: bool) -> None:
    """An attribute the structured context gives as false or null, asserted by the sentence.

    "false" attributes may be denied ("does not take reservations"); the denial must be in
    the same clause. "null" ones are unknown: stating them either way is unsupported.
    """
    neg = ctx.negated
    for w in words(folded):
        why = neg.get(w) or neg.get(w[:-1])
        if why is None:
            continue
        if why == "false" and negative and _denied(folded, w):
            continue
        out.append(Finding("invented_fact", w, "critical", i, f"the context gives {w!r} as {why}"))
        return


_CLAUSE_BREAK = re.compile(r"[;:()]|\b(?:but|although|though|while|whereas|however|yet)\b")


def _denied(folded: str, word: str) -> bool:
    """A negator in the clause holding the word ("no valet, garage or lot", "reservations are not accepted")."""
    k = folded.find(word)
    if k < 0:
        return True
    start = 0
    for m in _CLAUSE_BREAK.finditer(folded):
        if m.end() <= k:
            start = m.end()
        else:
            return not _NEGATORS.isdisjoint(words(folded[start:m.start()]))
    return not _NEGATORS.isdisjoint(words(folded[start:]))


# ------------------------------------------------------------------ lexical support
def _lexical(i: int, text: str, folded: str, ctx: ContextIndex, cfg: CheckerConfig, rep: SentenceReport, brief: bool,
             negative: bool = False, hints: Hints = ALL) -> None:
    vocab, qvocab = ctx.vocab, ctx.query_vocab
    content = [w for w in content_words(words(folded)) if w not in _NEGATORS]
    qw = cfg.query_words if ctx.query else "novel"
    novel = [w for w in content if not vocab.has(w)]
    if novel and negative:  # "does not take reservations": stated as the context gives it
        neg = ctx.negated
        novel = [w for w in novel if "false" not in (neg.get(w), neg.get(w + "s"), neg.get(w[:-1]))]
    if novel and qw != "novel":
        echoed = [w for w in novel if qvocab.has(w)]
        if echoed:
            novel = [w for w in novel if w not in echoed]
            if qw == "neutral":
                content = [w for w in content if w not in echoed]
    rep.content, rep.novel = len(content), novel
    if cfg.pair_support and len(content) - len(novel) >= 2:
        _pairs(content, hints.where if hints.where is not None else ctx.where(set(content)), rep)
    if any(f.severity == "critical" for f in rep.findings):
        return  # already unsupported: one critical finding per sentence is enough
    if not novel:
        if brief and len(rep.apart) >= cfg.short_apart_pairs and not rep.findings:
            a, b = rep.apart[0]
            rep.findings.append(Finding("invented_fact", text, "moderate", i, f"{a!r} and {b!r} never occur together in the context"))
        return
    share = len(novel) / len(content)
    if cfg.critical_novel_words and len(content) >= cfg.min_content_words and len(novel) >= cfg.critical_novel_words and share >= cfg.critical_novel_share:
        rep.findings.append(Finding("invented_fact", text, "critical", i, f"unsupported by the context: {', '.join(novel[:6])}"))
        return
    if len(content) >= cfg.min_content_words and len(novel) >= cfg.clause_novel_words and len(content) > len(novel):
        clause = _extra_clause(folded, text, set(novel), len(content), cfg)
        if clause is not None:
            rep.findings.append(Finding("invented_fact", clause[0], "critical", i, f"extra clause not in the context: {', '.join(clause[1][:6])}"))
            return
    if brief and len(novel) >= cfg.short_novel_words and not rep.findings:
        rep.findings.append(Finding("invented_fact", text, "moderate", i, f"could not confirm in the context: {', '.join(novel[:6])}"))
        return
    if len(content) >= cfg.min_content_words and len(novel) >= cfg.moderate_novel_words and share >= cfg.moderate_novel_share:
        rep.findings.append(Finding("invented_fact", text, "moderate", i, f"could not confirm in the context: {', '.join(novel[:6])}"))


def _pairs(content: list[str], where: dict[str, int], rep: SentenceReport) -> None:
    """Adjacent known content words that share no sentence of the context: a combination the
    context does not make ("Tomlinson is a married singer" when the singer is someone else)."""
    known = [w for w in content if w in where]
    prev = None
    for w in known:
        if prev is not None and w != prev:
            rep.pairs += 1
            if not where[prev] & where[w]:
                rep.apart.append((prev, w))
        prev = w


def _extra_clause(folded: str, text: str, novel: set[str], total: int, cfg: CheckerConfig) -> tuple[str, list[str]] | None:
    """A clause whose content words are (nearly) all absent, beside supported ones."""
    spans, pos = [], 0
    for m in _CLAUSE.finditer(folded):
        spans.append((pos, m.start()))
        pos = m.end()
    spans.append((pos, len(folded)))
    for start, end in spans:
        piece = folded[start:end]
        content = content_words(words(piece))
        new = [w for w in content if w in novel]
        if len(new) >= cfg.clause_novel_words and len(new) / len(content) >= cfg.clause_novel_share and len(content) < total:
            raw = text[start:end] if len(text) == len(folded) else piece
            return raw.strip(" ,;:-"), new
    return None
