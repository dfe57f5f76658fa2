"""Verifying the citations of a response against a registry, with jurisdiction policies.

Per citation: **found** (by exact key, else by full-text search) → the cited article/section or
paragraph must exist and the proposition must be supported by its text (near-verbatim quotes,
the same numbers, enough content words) → else ``misquoted_source``. **Not found** →
``fabricated_citation``: critical when the citation is impossible (a court that did not sit that
year, number 0, a future year) or a policy says so (DIFC/ADGM judgments are public), or when two
weak signs agree (unknown parties and a court-year the registry has nothing from); otherwise
moderate (uncertain). A sentence that states numbers about a named jurisdiction with no source
→ ``wrong_jurisdiction_fact``, moderate. Findings use the rubric of DESIGN §2.
"""
from __future__ import annotations

import bisect
import datetime
import re
from dataclasses import dataclass, field

from ..model import Finding
from ..text import normalize, split_sentences
from .extract import Citation, extract
from .jurisdiction import COMPARATIVE, expected, mismatch_note, named
from .userdoc import user_figures
from .policies import Policies, default_policies
from .registry import Registry, SourceInfo
from .resolve import impossible, resolve, weak_signs
from .support import Scope, content_words, missing_numbers, numbers, quote_match, quotes, scope, verbatim, word_support

HEDGE = re.compile(
    r"\b(?:I'?m not (?:sure|certain)|I am not (?:sure|certain)|not certain|please (?:verify|check|confirm)|"
    r"(?:you should |we recommend you )?consult (?:a|an|your|local)|to my knowledge|I believe|it is possible that|may vary)\b",
    re.IGNORECASE,
)


#: the label of a provision or paragraph at its start ("## Article 62", "23."): not a number it states
_LABEL = re.compile(r"^(\s*#*\s*(?:Article|Art\.|Section|Sec\.|Regulation|Rule|§)?\s*)\[?\d{1,4}[A-Za-z]?[.\]]?(?=\s)")


@dataclass(frozen=True, slots=True)
class VerifyConfig:
    """Thresholds of citation verification."""

    support_min: float = 0.5  # share of a paraphrase's content words the source must contain
    quote_min: float = 1.0  # share of a quote's words found in order in the source (1.0: word for word, ellipses aside)
    min_words: int = 3  # fewer content words than this: no proposition to check
    reference_year: int | None = None  # "now", for future-year checks (default: today's year)


@dataclass(slots=True)
class CitationCheck:
    """The outcome for one citation: status, the source it resolved to, and its findings."""

    citation: Citation
    sentence: int
    status: str  # verified | misquoted | wrong_jurisdiction | fabricated | uncertain | unverifiable | in_context | ignored
    source: str | None = None
    findings: list[Finding] = field(default_factory=list)
    about: int | None = None  # the sentence whose proposition was checked (the one before, for a bare cite)

    def to_dict(self) -> dict:
        c = self.citation
        return {"text": c.raw, "kind": c.kind, "jurisdiction": c.jurisdiction, "key": c.keys[0] if c.keys else None,
                "status": self.status, "source": self.source, "sentence": self.sentence}


@dataclass(slots=True)
class Verification:
    """Every citation's outcome, all findings (rubric shape), and the sentences the registry confirmed."""

    checks: list[CitationCheck]
    findings: list[Finding]
    supported: frozenset[int]  # sentences whose every citation was found and whose proposition was supported


class _Ctx:
    """Everything one verification needs, built once."""

    def __init__(self, response: str, registry: Registry, policies: Policies, cfg: VerifyConfig, context: str, query: str):
        self.text, self.reg, self.pol, self.cfg = response, registry, policies, cfg
        self.sentences = split_sentences(response)
        self.starts = [s.start for s in self.sentences]
        self._said = (context, query)
        self._known: frozenset[str] | None = None
        self._user: frozenset[str] | None = None
        self._context_norm: str | None = None
        self.year = cfg.reference_year or datetime.date.today().year

    @property
    def context_norm(self) -> str:
        if self._context_norm is None:
            self._context_norm = normalize(self._said[0])
        return self._context_norm

    @property
    def known_numbers(self) -> frozenset[str]:
        """Numbers the context states (computed only when a sentence needs them); the user's
        (the query's) count only where a sentence attributes them to the user's document."""
        if self._known is None:
            self._known = frozenset(numbers(self._said[0]))
        return self._known

    @property
    def user_numbers(self) -> frozenset[str]:
        """Numbers the user's text (the query, a pasted clause) states."""
        if self._user is None:
            self._user = frozenset(numbers(self._said[1]))
        return self._user

    def sentence_of(self, pos: int) -> int:
        return max(0, bisect.bisect_right(self.starts, pos) - 1)


def verify(response: str, registry: Registry, *, query: str = "", context: str = "",
           policies: Policies | None = None, config: VerifyConfig | None = None) -> Verification:
    """Check every citation in ``response`` against ``registry``; ``context`` is what the system was given."""
    pol = policies or default_policies()
    ctx = _Ctx(response, registry, pol, config or VerifyConfig(), context, query)
    cites = extract(response, pol, hint=pol.jurisdiction_of(query))
    by_sentence: dict[int, list[Citation]] = {}
    for c in cites:
        by_sentence.setdefault(ctx.sentence_of(c.span[0]), []).append(c)
    checks = [_check(c, i, by_sentence, ctx) for i, group in by_sentence.items() for c in group]
    sources = {ch.source for ch in checks if ch.status == "verified" and ch.source}
    cited_numbers = frozenset(n for key in sorted(sources) for n in scope(registry.text(key) or "").nums)
    findings = [f for ch in checks for f in ch.findings] + _unsourced(ctx, by_sentence, cited_numbers)
    supported = {i for i in by_sentence if all(ch.status == "verified" for ch in checks if ch.sentence == i)}
    supported |= {ch.about for ch in checks if ch.status == "verified" and ch.sentence in supported and ch.about is not None}
    return Verification(checks, findings, frozenset(supported))


def _check(c: Citation, i: int, by_sentence: dict[int, list[Citation]], ctx: _Ctx) -> CitationCheck:
    if c.kind == "provision":
        return _unattached(c, i, ctx)
    info, status, note = resolve(c, ctx.reg, ctx.pol)
    if info is None:
        return _not_found(c, i, ctx)
    check = CitationCheck(c, i, "verified", info.key)
    if status == "found":
        wrong = _wrong_jurisdiction(i, info, by_sentence, ctx)
        if wrong is not None:
            check.status = "wrong_jurisdiction"
            check.findings.append(wrong)
            return check
    if status != "found":
        sev = "critical" if c.jurisdiction_from == "citation" or status == "renamed" else "moderate"
        ftype = "wrong_jurisdiction_fact" if status == "other_jurisdiction" else "misquoted_source"
        check.status = "wrong_jurisdiction" if status == "other_jurisdiction" else "misquoted"
        check.findings.append(Finding(ftype, c.raw, sev, i, note))
        if sev == "critical":
            return check
    _check_content(c, i, info, by_sentence, ctx, check)
    return check


def _wrong_jurisdiction(i: int, info: SourceInfo, by_sentence: dict[int, list[Citation]], ctx: _Ctx) -> Finding | None:
    """A source of one jurisdiction cited for a rule of another (the sentence's, else the question's)."""
    s = ctx.sentences[i]
    if COMPARATIVE.search(s.text):
        return None  # another jurisdiction's source used as such ("the DIFC Courts have followed …")
    spans = [(x.span[0] - s.start, x.span[1] - s.start) for x in by_sentence[i]]
    want = expected(named(s.text, spans, ctx.pol), ctx._said[1], ctx.pol)
    if not want or info.jurisdiction in want or info.jurisdiction not in ctx.pol.jurisdictions:
        return None
    return Finding("wrong_jurisdiction_fact", s.text.strip(), "critical", i,
                   mismatch_note(info.title, info.jurisdiction, want, ctx.pol))


# --- found: provision and proposition ----------------------------------------------------

def _check_content(c: Citation, i: int, info: SourceInfo, by_sentence: dict[int, list[Citation]], ctx: _Ctx,
                   check: CitationCheck) -> None:
    text, where = _scope_text(c, info, ctx, check)
    if text is None:
        return
    prop, at = _proposition(i, by_sentence, ctx)
    if prop is None:
        return
    check.about = at
    sc = scope(text)
    theirs = user_figures(prop, ctx.user_numbers)  # the user's clause's own figures are not the source's
    bad = _quotes_wrong(prop, sc, ctx.cfg) or _numbers_wrong(prop, sc, where, theirs)
    if bad:
        check.status = "misquoted"
        elsewhere = _elsewhere(prop, info, text, ctx) if c.article or c.pin else None
        note = f"{bad[1]}; it matches {elsewhere} instead" if elsewhere else bad[1]
        check.findings.append(Finding("misquoted_source", bad[0], "critical", at, note))
        return
    share, missing = word_support(_strip_quotes(prop), sc)
    if share < ctx.cfg.support_min:
        check.status = "misquoted"
        check.findings.append(Finding("misquoted_source", prop.strip(), "moderate", at,
                                      f"{where} does not support this ({share:.0%} of its content words; missing: {', '.join(missing[:5])})"))


def _scope_text(c: Citation, info: SourceInfo, ctx: _Ctx, check: CitationCheck) -> tuple[str | None, str]:
    reg = ctx.reg
    if c.pin:
        para = reg.provision(info.key, f"para {int(c.pin)}")
        if para is None:
            return _wrong_provision(c, check, f"{info.key} has no paragraph [{c.pin}]")
        return _LABEL.sub(r"\1", para, count=1), f"paragraph [{c.pin}] of {info.key}"
    if not c.article:
        return reg.text(info.key), info.key
    base = re.match(r"\d+[A-Za-z]?", c.article)
    label = base.group(0).upper() if base else c.article
    name = f"{(c.provision or 'article').title()} {label}"
    text = reg.provision(info.key, label)
    if text is None:
        labels = reg.provision_labels(info.key)
        held = f"it holds {', '.join(labels[:8])}{'…' if len(labels) > 8 else ''}" if labels else "it has no provisions indexed"
        return _wrong_provision(c, check, f"{name} is not in {info.title} in the registry ({held})")
    for sub in re.findall(r"\(\w{1,4}\)", c.article):
        if sub not in text:
            return _wrong_provision(c, check, f"{name} of {info.title} has no sub-provision {sub}")
    return _LABEL.sub(r"\1", text, count=1), f"{name} of {info.title}"


def _wrong_provision(c: Citation, check: CitationCheck, note: str) -> tuple[None, str]:
    check.status = "misquoted"
    check.findings.append(Finding("misquoted_source", c.raw, "critical", check.sentence, note))
    return None, ""


def _proposition(i: int, by_sentence: dict[int, list[Citation]], ctx: _Ctx) -> tuple[str | None, int]:
    """The sentence without its citations; a bare "(Article 62)" sentence refers to the one before."""
    s = ctx.sentences[i]
    text = s.text
    for c in sorted(by_sentence[i], key=lambda c: -c.span[0]):
        a, b = c.span[0] - s.start, c.span[1] - s.start
        text = text[:a] + " " + text[b:]
    if len(content_words(text)) >= ctx.cfg.min_words:
        return text, i
    if i > 0 and i - 1 not in by_sentence and len(content_words(ctx.sentences[i - 1].text)) >= ctx.cfg.min_words:
        return ctx.sentences[i - 1].text, i - 1
    return None, i


def _elsewhere(prop: str, info: SourceInfo, cited: str, ctx: _Ctx) -> str | None:
    """The provision of the same source that does carry the quote and the numbers (a wrong pin cite)."""
    for label in ctx.reg.provision_labels(info.key):
        text = ctx.reg.provision(info.key, label)
        if not text or text == cited:
            continue
        sc = scope(text)
        if not _quotes_wrong(prop, sc, ctx.cfg) and not missing_numbers(_strip_quotes(prop), sc):
            head = text.splitlines()[0].lstrip("# ").strip()
            return f"paragraph [{label[5:]}]" if label.startswith("para") else (head[:70] if label in head else f"provision {label}")
    return None


def _strip_quotes(text: str) -> str:
    return re.sub(r'"[^"\n]*"', " ", text.replace("\u201c", '"').replace("\u201d", '"'))


def _quotes_wrong(prop: str, sc: Scope, cfg: VerifyConfig) -> tuple[str, str] | None:
    for q in quotes(prop):
        if cfg.quote_min >= 1 and verbatim(q, sc):
            continue
        share = quote_match(q, sc)
        if share < cfg.quote_min or cfg.quote_min >= 1:
            return q, f"quoted text is not in the cited source ({share:.0%} of its words found in order)"
    return None


def _numbers_wrong(prop: str, sc: Scope, where: str, theirs: frozenset[str] = frozenset()) -> tuple[str, str] | None:
    missing = [n for n in missing_numbers(_strip_quotes(prop), sc) if n not in theirs]
    if missing:
        has = ", ".join(sorted(sc.nums, key=lambda n: (len(n), n))[:6]) or "no numbers"
        return missing[0], f"{where} does not state {', '.join(missing)} (it states {has})"
    return None


# --- not found ------------------------------------------------------------------------------

def _in_context(c: Citation, ctx: _Ctx) -> bool:
    return bool(ctx.context_norm) and normalize(c.raw) in ctx.context_norm


def _unattached(c: Citation, i: int, ctx: _Ctx) -> CitationCheck:
    if _in_context(c, ctx):
        return CitationCheck(c, i, "in_context")
    note = f"cites {c.raw} without naming the instrument; cannot check it against the registry"
    return CitationCheck(c, i, "unverifiable", None, [Finding("fabricated_citation", c.raw, "moderate", i, note)])


def _not_found(c: Citation, i: int, ctx: _Ctx) -> CitationCheck:
    if _in_context(c, ctx):
        return CitationCheck(c, i, "in_context")
    strong = impossible(c, ctx.pol, ctx.year)
    policy = ctx.pol.decide(c, found=False)
    weak = weak_signs(c, ctx.reg) if not strong else []
    verdict = "fabricated" if strong else (policy.verdict if policy else ("fabricated" if len(weak) >= 2 else "uncertain"))
    if verdict == "fabricated":
        note = strong[0] if strong else (policy.note if policy else "; ".join(weak))
        note = note or f"policy for {c.jurisdiction} {c.kind}s: not in the registry means fabricated"
        return CitationCheck(c, i, "fabricated", None, [Finding("fabricated_citation", c.raw, "critical", i, note)])
    if verdict == "ignore":
        return CitationCheck(c, i, "ignored")
    note = (policy.note if policy and policy.note else "not in the registry (exact key, then full-text search)")
    if weak:
        note += f"; {weak[0]}"
    return CitationCheck(c, i, "uncertain", None, [Finding("fabricated_citation", c.raw, "moderate", i, note)])


# --- unsourced facts about a jurisdiction -------------------------------------------------

def _unsourced(ctx: _Ctx, by_sentence: dict[int, list[Citation]], cited_numbers: frozenset[str]) -> list[Finding]:
    """Numbers stated about a named jurisdiction that neither the context nor a cited source holds."""
    out = []
    for i, s in enumerate(ctx.sentences):
        if i in by_sentence or HEDGE.search(s.text):
            continue
        named = ctx.pol.mentions(s.text)
        if not named:
            continue
        theirs = user_figures(s.text, ctx.user_numbers)
        nums = [n for n in dict.fromkeys(numbers(s.text)) if n not in ctx.known_numbers and n not in cited_numbers
                and n not in theirs]
        if nums:
            note = f"states {', '.join(nums)} as fact about {named[0][0]} with no source in the registry or the context"
            out.append(Finding("wrong_jurisdiction_fact", s.text, "moderate", i, note))
    return out
