"""The passes after the sentence step: what the checker reads of the response as a whole.

The pipeline (docs/checker.md): response → blocks (:mod:`.blocks`) → sentences checked for their
atoms and words (:mod:`.support`, with :mod:`.scaffold` and :mod:`.derive`) → the passes below, in
the order of :data:`PASSES` → findings → verdict. Each pass is a small function of one
:class:`Reading` that returns the response's findings; each declares what it reads and whether it
applies, so the order and the conditions are written in one place, not spread through
``check_analysis``:

==================  ============================================  ===============================
pass                reads                                         applies when
==================  ============================================  ===============================
``claims``          the answering sentences' reports, claims      some sentence answers
``frames``          the claims, the context's frames, blocks      some sentence answers
``comparisons``     two figures compared (over / within / under)  some sentence answers
``arabic_polarity`` the claims (Arabic)                           the answer is not ASCII
``arabic_anchored`` the claims over Arabic (either language)       the answer or context not ASCII
``bare_pairs``      a bare answer's words the context keeps apart  such a report
``extra_sentence``  every report, the gap clauses                 more than one sentence
``response_share``  every report, the context's word pairs        nothing was found before
``mixed_language``  the findings, the languages of answer/context either text is not ASCII
==================  ============================================  ===============================

``comparisons`` also reads a verdict about the user's own figure against the limit the context binds
to the sentence's subject (:mod:`.thresholds`, rule ``threshold``): "at 9 months she can sail on a
transatlantic crossing" against "12 months old for transatlantic crossings".
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Callable

from ..model import Finding
from ..text.arabic.normalise import has_arabic
from ..text.matching import DAYS_PER_UNIT
from .claims import LISTED_PAIR, check_claims, evidence, gap_topics, pairs_counted
from .config import CheckerConfig
from .context import ContextIndex
from .blocks import Block, heading_above, row_claim
from .frames import Answer, check as frame_check, figures_of, heading_says, negated_heading, predicate_heading, pronoun_subject, subject_words, unmarked
from .doc import words_of
from .lexicon import NONCONTENT, words
from .lookups import arabic_context, items_above
from .scaffold import ADVICE, CHANNELS, PLEASANTRY_HEAD, SOCIAL, free_only_in_compounds, without_acts
from .support import SentenceReport, count_pairs, settle_bare_pairs
from .thresholds import contradicted

if TYPE_CHECKING:
    from ..text.analysis import Analysis


@dataclass
class Reading:
    """What the sentence step leaves for the passes (one response against one context)."""

    analysis: "Analysis"
    ctx: ContextIndex
    cfg: CheckerConfig
    sentences: list
    blocks: list[Block]
    reports: list[SentenceReport | None]
    #: each answering sentence's report, and the context it was checked against (the dated one near a caveat)
    claimed: list[tuple[SentenceReport, ContextIndex]]
    #: sentences with an out-of-date cue (not read as frames)
    cued: frozenset
    findings: list[Finding] = field(default_factory=list)


@dataclass(frozen=True)
class Pass:
    """One pass: its name, what it reads (for the docs and the table above), when it applies, and
    the function that returns the response's findings after it."""

    name: str
    reads: str
    applies: Callable[[Reading], bool]
    run: Callable[[Reading], list[Finding]]


def _claims_pass(r: Reading) -> list[Finding]:
    return _claims(r.claimed, r.sentences, r.cfg, r.analysis, r.findings)


def _frames_pass(r: Reading) -> list[Finding]:
    return _frames([(rep, c) for rep, c in r.claimed if rep.index not in r.cued], r.sentences, r.blocks, r.findings,
                   r.cfg.check_binding, r.analysis.text)


def _arabic_pass(r: Reading) -> list[Finding]:
    from ..text.arabic.polarity import forbidden_items

    banned = forbidden_items(r.analysis.text, [s.start for s in r.sentences]) if "\n" in r.analysis.text else frozenset()
    return _arabic_polarity(r.claimed, r.sentences, r.findings, r.ctx, r.cued, banned, r.blocks)


def _anchored_pass(r: Reading) -> list[Finding]:
    return _arabic_anchored(r.claimed, r.sentences, r.findings, r.ctx, r.cued)


def _extra_pass(r: Reading) -> list[Finding]:
    return _extra_sentences(r.reports, r.sentences, r.cfg, r.findings, r.ctx, r.analysis.gap_clauses)


def _bare_pass(r: Reading) -> list[Finding]:
    settle_bare_pairs(r.reports, r.cfg)
    return r.findings


def _share_pass(r: Reading) -> list[Finding]:
    count_pairs(r.reports, r.ctx)
    _response_level(r.reports, r.ctx, r.cfg, r.findings, r.analysis.text)
    return r.findings


def _mixed_pass(r: Reading) -> list[Finding]:
    from .mixed import cross_language

    return cross_language(r.findings, r.reports, [s.text for s in r.sentences], r.ctx)


#: the passes, in the order they run
PASSES: tuple[Pass, ...] = (
    Pass("claims", "answering sentences' reports; their claims and roles (.claims)",
         lambda r: bool(r.claimed), _claims_pass),
    Pass("frames", "claims not beside an out-of-date cue; the context's frames; table rows (.frames)",
         lambda r: bool(r.claimed), _frames_pass),
    Pass("arabic_polarity", "claims in Arabic (text.arabic.polarity)",
         lambda r: bool(r.claimed) and not r.analysis.text.isascii(), _arabic_pass),
    Pass("arabic_anchored", "claims over Arabic, either language (text.arabic.frames)",
         lambda r: bool(r.claimed) and not (r.ctx.text.isascii() and r.analysis.text.isascii()), _anchored_pass),
    Pass("bare_pairs", "the reports of a bare answer whose words the context never puts together (.support)",
         lambda r: any(rep is not None and rep.bare_pair for rep in r.reports), _bare_pass),
    Pass("extra_sentence", "every report; the clauses naming a gap",
         lambda r: bool(r.cfg.extra_sentence_novel_words) and len(r.reports) > 1 and not r.ctx.structured, _extra_pass),
    Pass("response_share", "every report; the context's word pairs",
         lambda r: bool(r.cfg.response_novel_share) and not r.findings, _share_pass),
    Pass("mixed_language", "the findings; the scripts of the answer and the context (.mixed)",
         lambda r: not (r.analysis.text.isascii() and r.ctx.text.isascii()), _mixed_pass),
)


def run(reading: Reading) -> list[Finding]:
    """Every pass that applies, in order; the response's findings after the last."""
    for p in PASSES:
        if p.applies(reading):
            reading.findings = p.run(reading)
    return reading.findings


def _claims(claimed, sentences, cfg: CheckerConfig, analysis: "Analysis", findings: list[Finding]) -> list[Finding]:
    """Run the claim rules on every answering sentence not already unsupported; a claim's
    finding replaces the sentence's weaker ones."""
    supported = {r.index for r, _ in claimed if not r.findings}
    changed = False
    topics = _topics_before(analysis, claimed[0][1]) if claimed[0][1].query else None
    paired = pairs_counted(analysis.text) if "both" in analysis.text.lower() else frozenset()
    for rep, sctx in claimed:
        if sctx.empty or (rep.critical and any(f.rule != "unconfirmed" for f in rep.findings)):
            continue  # a critical atom finding stands; a sentence-level "could not confirm" gives way to its claim's
        s = sentences[rep.index]
        beside = bool(supported - {rep.index})
        # the sentence right after one that names a gap, in the same line or bullet: a hedged claim there is a guess
        after_gap = rep.index - 1 in analysis.refusals and "\n" not in analysis.text[sentences[rep.index - 1].end:s.start]
        here = paired
        if paired is not None and "both" in s.text.lower() and items_above(analysis.text, s.text) == 2:
            here = paired | LISTED_PAIR  # "Since both prices are "from" figures" under a list of two: the answer's own pair
        extra = check_claims(rep.index, s.text, sctx, cfg, analysis.detector, s.start, beside,
                             None if rep.pending is None and not rep.content else rep.novel,
                             topics[rep.index] if topics else frozenset(), after_gap=after_gap, paired=here)
        if extra:
            rep.findings[:] = extra
            changed = True
    return _regather(findings, [r for r, _ in claimed]) if changed else findings








def _topics_before(analysis: "Analysis", ctx: ContextIndex) -> list[frozenset[str]]:
    """For each sentence, what the gaps named in the sentences before it are about (:func:`.claims.gap_topics`
    of the declining sentences and of the clauses naming a gap), in one pass over the response."""
    out: list[frozenset[str]] = []
    seen: frozenset[str] = frozenset()
    refusals = analysis.refusals
    for i, s in enumerate(analysis.sentences):
        out.append(seen)
        if i in refusals:
            seen = seen | gap_topics(s.text, ctx)
        else:
            for a, b in analysis.gap_clauses(i):
                seen = seen | gap_topics(s.text[a:b], ctx)
    return out


def _evidence(rep: SentenceReport, text: str, ctx: ContextIndex, cut: bool = False) -> str | None:
    """The positive evidence that a sentence of new words states a fact (docs/checker.md, severity), named, or
    None (``cut``: the text has clauses blanked, and only its new words left in it count): a new detail, a condition on new words or a scope word the context does not say of its words
    (:func:`.claims.evidence`), or — in a sentence asserted about the world, not put to the user, in the writer's
    voice or as a possibility — a word only the user's question has: the answer fills the gap the question names
    with a fact ("Fresh flowers aren't permitted on the wards" when the context never mentions flowers)."""
    # "claim-free": the compound's own word, no fee waived
    novel = [w for w in rep.novel if w != "free"] if free_only_in_compounds(text) else rep.novel
    if cut:  # ``text`` is the sentence with clauses blanked (a gap named, a speech act): only the new words left in it
        left = set(words_of(text))
        novel = [w for w in novel if w in left]
    found = evidence(novel, text, ctx, names=False)
    if found is not None:
        return found
    if not ctx.query or _ADDRESSED.search(text) or any(c.isdigit() for c in text) or _exclaimed(text) or ADVICE.search(text) \
            or _lead_in(text) or _arabic_addressed(text):
        return None  # a sentence with figures reasons on them; one put to the user restates their situation; advice
        # ("so this is worth confirming with the market") recommends asking, it states no fact of the topic
    own = {w for m in _YOURS.findall(text) for w in words_of(m)}  # "your friend's figures": the user's own, restated
    # (a word the context has in another form — "motorway" for its "motorways" — is the context's)
    topic = [w for w in dict.fromkeys(words_of(text)) if w in ctx.query_vocab.words and w not in ctx.vocab.words
             and not ctx.vocab.has(w) and w not in NONCONTENT and w not in SOCIAL and w.isalpha() and w not in own]
    return f"the question's topic, which the context lacks: {', '.join(topic[:3])}" if topic else None


#: a sentence put to the user, in the writer's voice, or as a possibility ("you can grab the slot you want", "I'd
#: recommend …", "that should all work"): it reasons or advises on the user's situation, it asserts no fact of the world
#: ("your" alone does not: "the refund goes back to your original payment method" is a rule)
_ADDRESSED = re.compile(r"\b(?:you|yourself|you['\u2019]\w+|i|i['\u2019]\w+|me|my|we|we['\u2019]\w+|us|our|"
                        r"should|could|might|may|would)\b", re.I)
#: the user's own things, named as theirs ("your friend's figures", "your job details")
_YOURS = re.compile(r"\byour\s+((?:[\w'\u2019-]+\s+){0,2}[\w'\u2019-]+)", re.I)


#: a lead-in to what follows ("Here's a quick overview of PedalPost for a small business like yours 💐🚲", "Below are the
#: options"): it introduces, it states no fact of the question's topic
_LEAD_IN = re.compile(r"[\W_]*(?:here['’]?s|here\s+(?:is|are)|below\s+(?:is|are)|let['’]?s\s+(?:look|go|run|work|walk|break))\b", re.I)
#: a pleasantry clause a lead-in may follow ("Lovely question — here's the Zest loyalty scheme in a nutshell 🌱", "Great
#: news! Here's how it works"): words of pleasantry only, up to a dash, a colon or an exclamation
_PLEASANTRY_CLAUSE = re.compile(r"[\W_]*([^\W\d_][\w'’ -]{0,40}?)(?:\s[-\u2013\u2014]+\s|[!:]\s+|,\s+)(?=\S)", re.I)


def _lead_in(text: str) -> bool:
    """A lead-in (:data:`_LEAD_IN`), first or after a clause of pleasantry words only."""
    if _LEAD_IN.match(text):
        return True
    m = _PLEASANTRY_CLAUSE.match(text)
    if m is None or not all(w in SOCIAL or w in NONCONTENT for w in words_of(m.group(1))):
        return False
    return _LEAD_IN.match(text, m.end()) is not None


def _exclaimed(text: str) -> bool:
    """A sentence that opens as a pleasantry ("Thanks for asking — it's lovely that your son is keen to
    ride!"): the question's words in it are the user's situation, restated."""
    return PLEASANTRY_HEAD.match(text) is not None


#: a heading that joins several things ("Essential Fit + follow-up", "Standard vs Flex", "Gym or pool")
_SEVERAL = re.compile(r"\s\+\s|\s(?:vs\.?|versus|or)\s", re.I)


def _frames(claimed, sentences, blocks, findings: list[Finding], calendar: bool = True, text: str = "") -> list[Finding]:
    """Contradictions (:mod:`.frames`): a claim whose words are the context's but whose value,
    period, qualifier or polarity is another's (``calendar``: a weekday or month too). A claim's
    subject may be a pronoun's (:func:`.frames.pronoun_subject`) or its list's heading
    (:func:`.blocks.heading_above`, in the response ``text``). Critical, even when every word has a home."""
    changed = False
    texts = [s.text for s in sentences]
    claimed = list(claimed)
    answer = Answer(texts, next((c.query for _, c in claimed if c.query), ""))  # (the user's question: who they ask for)
    for rep, sctx in claimed:
        if rep.critical or sctx.empty:
            continue
        s = sentences[rep.index]
        b = blocks[rep.index]
        heading = heading_above(text, s.start) if text else ""
        if heading and _SEVERAL.search(heading):
            heading = ""  # "**Option A — Essential Fit + follow-up**": a heading over a sum or a choice names several
            # things, each item its own ("- Essential Fit: £120", "- Follow-up adjustment: £45"), no subject of all
        subject = pronoun_subject(texts, rep.index) | (subject_words(heading, sctx) if heading else frozenset())
        row = b.kind == "row" and bool(b.header)
        f = frame_check(rep.index, s.text, sctx, row_claim(b) if row else None, calendar, subject,
                        " ".join(b.header) if row else "", answer)
        joined = f"{heading.rstrip().rstrip(':')}: {s.text}"  # (a lead-in's own colon once: "Sorry, can't accept:")
        if f is not None and f.rule == "frame_polarity" and heading and not row and negated_heading(heading, s.text) \
                and frame_check(rep.index, joined, sctx, None, calendar, subject, "", answer) is None:
            f = None  # "**Who it isn't suitable for**" over "- Anyone with back problems, as …": the item is what the
            # heading says no of; read with it (as a negated label's list is), it flips nothing
        if f is None and heading and not row and (heading_says(heading, s.text) or predicate_heading(heading, s.text)):
            f = frame_check(rep.index, joined, sctx, None, calendar, subject, "", answer)
            if f is not None and f.rule != "frame_polarity":
                f = None  # "**Who it is suitable for**" over "- Anyone with back problems, as …" ("**✅ Covered**" over
                # "- Dental treatment"): the item says what the heading says of it, whose polarity may be the other of the context's (its values are its own)
        if f is not None:
            rep.findings[:] = [replace(f, span=(s.start, s.end))]
            changed = True
    return _regather(findings, [r for r, _ in claimed]) if changed else findings


def _arabic_anchored(claimed, sentences, findings: list[Finding], current: ContextIndex | None = None,
                     cued: frozenset = frozenset()) -> list[Finding]:
    """A value the context ties to another figure than the one the claim ties it to, in a sentence
    or over a context with Arabic (either language of the pair): critical (.text.arabic.frames).

    THE CURRENT TIE: as :func:`_arabic_polarity` reads a value's subject, a tie is read against the current chunks
    (``current``) unless the sentence itself has an out-of-date cue (``cued``): "10 دنانير (حتى 100 ميغابت/ث)" is the
    current price of the 100-megabit plan, whatever a superseded price list tied to 100 megabits ("١٢ ديناراً")."""
    from ..text.arabic.frames import anchored, bound_flipped, bracketed, ceiling_dropped, cited_elsewhere, floor_dropped, over_cap, per_changed
    from ..text.arabic.normalise import has_arabic
    from ..text.arabic.persons import person_swapped
    from ..text.arabic.shares import base_changed

    # in order, the first that finds something: (the check, for an Arabic claim only, the finding's type and rule, its
    # note from what the check found: the claim's value, and the context's where there is one)
    checks = (
        (bracketed, False, "invented_fact", "frame_value",  # a fine of another bracket of the speed
         "the context gives {0!r} for another bracket; for this figure it says {1!r}"),
        (anchored, False, "invented_fact", "frame_value", "the context ties {0!r} to another figure; with this one it says {1!r}"),
        (floor_dropped, False, "invented_fact", "frame_qualifier",  # English frames' starting price
         "{0}: the context gives it as a starting price, the claim as the price"),
        (per_changed, True, "invented_fact", "frame_period", "{0}: the context states it per {1!r}, the claim per something else"),
        (over_cap, True, "invented_fact", "frame_qualifier", "{0} is above the maximum the context sets for it ({1!r})"),
        (bound_flipped, True, "invented_fact", "frame_qualifier",  # "48 ساعة كحد أقصى" over "48 ساعة على الأقل"
         "{0}: the context gives it as {1}, the claim as the other bound"),
        (ceiling_dropped, True, "invented_fact", "frame_qualifier",  # "غرامة قدرها 50,000" over "غرامة لا تزيد على 50,000"
         "{0}: the context gives it only as a ceiling ({1!r}), the claim as the fixed amount"),
        (base_changed, True, "invented_fact", "frame_qualifier",  # issue 24: "90% من قيمة الباقة" over "٩٠٪ من تعرفته"
         "{0} is said of another base; the context gives it of {1!r}"),
        (cited_elsewhere, True, "fabricated_citation", "legal_citation", "{0} is cited for a rule the context gives under {1!r}"),
        (person_swapped, True, "invented_fact", "frame_value",  # "الطالب: 30 درهمًا" over "students MAD 65, children … MAD 30"
         "the context gives {0!r} to another person ({1}), not to this one"),
    )
    changed = False
    for rep, sctx in claimed:
        s = sentences[rep.index]
        text = s.text
        if rep.critical or sctx.empty or not (has_arabic(text) or arabic_context(sctx)):
            continue
        frames_ctx = sctx if current is None or not current.has_superseded or rep.index in cued or current.empty else current
        for check, arabic_only, kind, rule, note in checks:
            if arabic_only and not has_arabic(text):
                continue
            hit = check(text, frames_ctx.text, frames_ctx.memo)
            if hit is None:
                continue
            found = (hit,) if isinstance(hit, str) else hit  # (floor_dropped gives the claim's value alone)
            rep.findings[:] = [Finding(kind, found[0], "critical", rep.index, note.format(*found), rule=rule, span=(s.start, s.end))]
            changed = True
            break
    return _regather(findings, [r for r, _ in claimed]) if changed else findings


def _arabic_polarity(claimed, sentences, findings: list[Finding], current: ContextIndex | None = None,
                     cued: frozenset = frozenset(), banned: frozenset = frozenset(), blocks: "list[Block] | None" = None) -> list[Finding]:
    """An Arabic claim that restates a context clause whole with the other polarity: critical. A value said of
    another subject is read against the current chunks (``current``) unless the sentence itself has an out-of-date
    cue (``cued``): a sentence beside a caveat states what holds now ("رسوم التسجيل ٢٠٠ درهم، بالإضافة إلى ٥٠ درهمًا
    للتأمين" next to "في الموسم السابق كانت ١٥٠"), and the superseded chunk's clauses are no subjects of its. A list
    item under a forbidding heading (``banned``: text.arabic.polarity.forbidden_items) is read as the prohibition it
    stands for ("- إشعال النار والشواء على الرمل" under "### الممنوعات"); a table row under a header of subject columns
    (``blocks``) gives each value its column's subject (text.arabic.frames.column_swapped)."""
    from ..text.arabic.normalise import has_arabic
    from ..text.arabic.frames import column_swapped, swapped
    from ..text.arabic.frequency import frequency_changed
    from ..text.arabic.normalise import fold_text
    from ..text.arabic.polarity import allows, as_forbidden, context_clauses, flip, free_unsaid, kind_left_out, modal_flip, polar_clauses, row_clauses

    changed = False
    for rep, sctx in claimed:
        text = sentences[rep.index].text
        if rep.critical or sctx.empty or not has_arabic(text) or not arabic_context(sctx):
            continue
        if (w := free_unsaid(text, sctx.text)) is not None:  # the scope word "free", as English "free"
            rep.findings[:] = [Finding("invented_fact", text, "critical", rep.index,
                                       f"{w!r} (free): the context says nothing is free", rule="scope",
                                       span=(sentences[rep.index].start, sentences[rep.index].end))]
            changed = True
            continue
        frames_ctx = sctx if current is None or rep.index in cued or current.empty else current
        if (often := frequency_changed(text, frames_ctx.text)) is not None:  # "كل سنة" for "كل ستة أشهر"
            rep.findings[:] = [Finding("invented_fact", text, "critical", rep.index,
                                       f"{often[0]!r}: the context says how often otherwise ({often[1][:80]!r})", rule="frame_period",
                                       span=(sentences[rep.index].start, sentences[rep.index].end))]
            changed = True
            continue
        # (a sentence with an out-of-date cue sets an old figure beside the current one, as the English frames pass
        # leaves it unread: "بعض المصادر القديمة تذكر الإغلاق الساعة 6 مساءً، لكن المعتمد حالياً هو 5 مساءً" says
        # neither figure of another subject — the old one is the value rule's business)
        blk = blocks[rep.index] if blocks is not None and rep.index < len(blocks) else None
        pair = None
        if rep.index not in cued:
            if blk is not None and blk.kind == "row" and blk.header:
                pair = column_swapped(blk.cells, blk.header, frames_ctx.text, frames_ctx.memo)
            if pair is None:
                pair = swapped(text, frames_ctx.text, frames_ctx.memo)
        if pair is not None:  # a value said of the wrong subject
            rep.findings[:] = [Finding("invented_fact", pair[0], "critical", rep.index,
                                       f"the context gives {pair[0]!r} of another subject; of this one it says {pair[1]!r}",
                                       rule="frame_value", span=(sentences[rep.index].start, sentences[rep.index].end))]
            changed = True
            continue
        ctx_clauses = context_clauses(sctx.text, sctx.memo)
        said = as_forbidden(text) if rep.index in banned else text
        for part in [*(row_clauses(said, ctx_clauses) or polar_clauses(said)), None]:
            other = flip(part, ctx_clauses, said) if part is not None else (
                modal_flip(said, sctx.text) or kind_left_out(said, sctx.text))
            if other is not None and said is not text and not allows(fold_text(other)):
                other = None  # (a forbidden item is turned only by a clause that allows it outright)
            if other is not None:
                rep.findings[:] = [Finding("invented_fact", text, "critical", rep.index,
                                           f"the other polarity of the context's {other.strip()[:80]!r}", rule="frame_polarity",
                                           span=(sentences[rep.index].start, sentences[rep.index].end))]
                changed = True
                break
    return _regather(findings, [r for r, _ in claimed]) if changed else findings


def _known(ctx: ContextIndex):
    """The words of the context and the question (the checker's ``_Known``), once per context."""
    hit = ctx.memo.get("known_words")
    if hit is None:
        from . import _Known

        hit = ctx.memo["known_words"] = _Known(ctx)
    return hit


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
        # (evidence outside the gap clauses and the speech acts: "I'd be happy to help you price them up" offers, it names
        # no fee)
        etext = without_acts(_outside(text, quiet(r.index)), _known(sentences_ctx)) if beside else text
        found = _evidence(r, etext, sentences_ctx, etext != text) if beside else None
        if found is not None:
            r.findings[:] = [f for f in r.findings if f.severity == "critical"]
            r.findings.append(Finding("invented_fact", text, "critical", r.index,
                                      f"extra clause: a sentence of words not in the context beside a supported answer, "
                                      f"naming {found}: {', '.join(r.novel[:6])}", rule="extra_sentence"))
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


def _regather(findings: list[Finding], reps: list[SentenceReport]) -> list[Finding]:
    """The response's findings again after some of these sentence reports changed theirs: the
    reports' own and the others' (a declining sentence's), in sentence order."""
    mine = {r.index for r in reps}
    other = [f for f in findings if f.sentence not in mine]
    return sorted(other + [f for r in reps for f in r.findings], key=lambda f: f.sentence if f.sentence is not None else -1)


def _response_level(reports: list[SentenceReport | None], ctx: ContextIndex, cfg: CheckerConfig, findings: list[Finding],
                    text: str = "") -> None:
    """Too much of the response is new: could not confirm it as a whole (moderate)."""
    content = sum(r.content for r in reports if r)
    novel = [w for r in reports if r for w in r.novel]
    if novel and _SHOWN_WORKING.search(text):
        # an answer that works its figures out ("£8 vs £9", "£24 + £16 = £40"): the words of its comparison ("cheaper",
        # "saves", "separately") are the working's, no new matter of the world (each figure is checked where it is said)
        novel = [w for w in novel if w not in _COMPARING]
    if novel and not text.isascii() and has_arabic(text):  # issue 24: the working's own verbs ("بينزاد ١٠ دولار")
        from ..text.arabic.behaviour import correction_words, working_word

        novel = [w for w in novel if not working_word(w)]
        if novel and (said := correction_words(text)):  # "بس خلني أصحح معلومة صغيرة أول:": the writer's preamble
            novel = [w for w in novel if w not in said]
    pairs = sum(r.pairs for r in reports if r)
    apart = [p for r in reports if r for p in r.apart]
    limit = cfg.structured_novel_share if ctx.structured else cfg.response_novel_share
    if content < cfg.response_min_words or not (novel or apart):
        return
    w = cfg.pair_weight
    if (len(novel) + w * len(apart)) / (content + w * pairs) >= limit:
        shown = ", ".join(dict.fromkeys(novel[:12])) or ", ".join(f"{a}+{b}" for a, b in apart[:6])
        severity = cfg.response_share_severity
        if severity == "critical" and (_YOU.search(text) or _arabic_you(text)) and CHANNELS.isdisjoint(novel):
            # a chat answer to the user: its new words address and reason for them; with no new
            # channel among them (an app, a phone line, a website) that is not evidence of a fact (a new
            # fee, condition or time is judged where it is said, sentence by sentence)
            severity = "moderate"
        findings.append(Finding("invented_fact", shown, severity, None,
                                f"{len(novel)} of {content} content words are not in the context and "
                                f"{len(apart)} of {pairs} word pairs never occur together there", rule="response_share"))


#: working shown: an operator between figures, or two figures set against each other ("£8 vs £9"). A hyphen
#: between figures is a minus only spaced ("£40 - £34") or before an equals sign ("40-34=6"): unspaced it joins
#: a range or a compound ("the 2016-20 season", "30-45 minutes", "a 4-1 win"), which works nothing out
_SHOWN_WORKING = re.compile(r"\d\s*[×x*÷/+−=]\s*[£$€]?\d|\d\s*[a-z]{1,12}\s*[×÷]\s*[£$€]?\d|\d(?:\s+-\s*|\s*-\s+)[£$€]?\d|\d-[£$€]?\d[\d.,]*\s*="
                            r"|\d\s*(?:\*\*)?\s+(?:vs\.?|versus)\s+(?:\*\*)?[£$€]?\d", re.I)
#: the words of a comparison of figures
_COMPARING = frozenset("""vs versus cheaper dearer pricier costlier saves save saving savings separately individually
difference compared comparison upfront actual actually effective effectively overall net paid""".split())
# (what is paid upfront and what the actual, net or effective cost comes to: a total's two sides, worked out)


def _arabic_addressed(text: str) -> bool:
    """An Arabic sentence every clause of which is put to the user or advises them (``_ADDRESSED`` and ``ADVICE``'s
    counterpart: text.arabic.behaviour.addressed_clauses): "وبما أن دعواك ليست مستعجلة كما ذكرت، فالمهلة المتاحة لك …"
    (not "… فلا تقلق: الوكالات تبقى مفتوحة صباح يوم العيد", whose middle clause is of the branches)."""
    if text.isascii():
        return False
    from ..text.arabic.behaviour import addressed_clauses

    return has_arabic(text) and addressed_clauses(text)


def _arabic_you(text: str) -> bool:
    """An Arabic answer speaks to the user (text.arabic.behaviour.YOU; issue 24)."""
    if text.isascii():
        return False
    from ..text.arabic.behaviour import speaks_to_user
    from ..text.arabic.normalise import has_arabic

    return has_arabic(text) and speaks_to_user(text)


#: the response speaks to the user (a chat answer), not about the context (a summary)
_YOU = re.compile(r"\b(?:you|your|you'?re|you'?ll|you'?d|you'?ve)\b", re.I)


# ---------------------------------------------------------------- comparisons

#: "<value> is (well) over / within / under <value>": a comparison of two figures the sentence states
_COMPARE = re.compile(
    r"\W{0,6}(?:\*\*|__)?\s*(?:(?:it|that|this|which|you|they|he|she)(?:'s|'re|'d\s+be|'ll\s+be)\s+"
    r"|(?:(?:it|that|this|which|you|they|he|she)\s+)?"
    r"(?:is|are|was|be|would\s+be|will\s+be|'s|'re|falls?|sits?|comes?|stays?|remains?|counts?\s+as)\s*)"
    r"(?P<neg>not\s+|n't\s+)?(?:well\s+|comfortably\s+|still\s+|safely\s+|just\s+|only\s+|already\s+)*"
    r"(?P<op>over|above|more\s+than|longer\s+than|greater\s+than|higher\s+than|beyond|past|exceeds?|exceeding|"
    r"under|below|within|inside|less\s+than|shorter\s+than|fewer\s+than|lower\s+than)\b", re.I)
_GREATER = frozenset(("over", "above", "more than", "longer than", "greater than", "higher than", "beyond", "past", "exceed",
                      "exceeds", "exceeding"))
def _magnitude(v) -> "tuple[str, float] | None":
    """A figure's dimension and size, for comparing two of them (None: not comparable)."""
    if v.amount is None:
        return None
    if v.kind == "quantity" and v.unit in DAYS_PER_UNIT:
        return "duration", v.amount * DAYS_PER_UNIT[v.unit]
    if v.kind == "money":
        return f"money:{v.unit}", v.amount
    if v.kind == "number" and 1000 <= v.amount <= 2999 and v.amount == int(v.amount):
        return "year", v.amount  # "2029" is a year, not a count to compare with an age
    if v.kind in ("percent", "number"):
        return v.kind, v.amount
    if v.kind == "quantity" and v.unit:
        return f"quantity:{v.unit.rpartition(' ')[2]}", v.amount
    return None


#: a figure written bare: digits or one number word, nothing glued to it ("5s" of "under-5s" is an age band's name)
_BARE_FIGURE = re.compile(r"\d[\d,]*|[a-z]+", re.I)


def _counted_as(a, mb: "tuple[str, float] | None") -> "tuple[str, float] | None":
    """``a``'s dimension and size, a bare figure set against a count of a noun being that many of the noun ("No more
    than 6 penalty points: you have 4, which is under the limit": 4 penalty points); a duration, money, percentage or
    a figure with anything glued to it ("under-5s") keeps its own."""
    ma = _magnitude(a)
    if ma is not None and mb is not None and ma[0] == "number" and mb[0].startswith("quantity:") \
            and _BARE_FIGURE.fullmatch(a.raw) is not None:
        return mb[0], ma[1]
    return ma


def wrong_comparison(text: str, earlier: "list | None" = None, far_texts: "frozenset[str] | None" = None
                     ) -> "tuple[str, str, str] | None":
    """The first comparison of two figures in ``text`` whose direction the figures contradict
    ("10 days is over the 2-week minimum"): (left, operator, right) as written, or None. The right
    side may be a limit named before ("The minimum is two weeks, and 10 days is over that minimum":
    ``earlier``, the values of the sentences before, nearest last). Its citation markers are no figures ("so nine is
    well within range [1]")."""
    text = unmarked(text)
    vals = [v for v in figures_of(text) if _magnitude(v) is not None][:16]
    for k, a in enumerate(vals):
        m = _COMPARE.match(text, a.end)
        if m is None:
            continue
        b = next((v for v in vals[k + 1:] if 0 <= v.start - m.end() <= 40 and not _margin(text, m.end(), v)), None)
        if b is None and _THAT_LIMIT.match(text, m.end()) and not _RESULT_BEFORE.search(text, 0, a.start):
            # "the minimum is two weeks, and 10 days is over that minimum" (not "… = £5,000 is above the allowance",
            # the part above it)
            b = bound_limit(text, m.end(), a, [e if isinstance(e, tuple) else (None, e) for e in (earlier or [])]
                            + [(text, v) for v in vals[:k]], lambda e: far_texts is not None and e[0] in far_texts)
        if b is None:
            continue
        mb = _magnitude(b)
        ma = _counted_as(a, mb)
        if ma is None or mb is None or ma[0] != mb[0] or ma[1] == mb[1]:
            continue
        op = " ".join(m.group("op").lower().split())
        c = _range_end(text, b, vals)
        mc = _magnitude(c) if c is not None else None
        if c is not None and mc is not None and mc[0] == mb[0] and mc[1] > mb[1]:
            # "inside the 17–65 age range": between its ends; "over" a range is past its top, "under" below its bottom
            if op in ("within", "inside"):
                holds = mb[1] <= ma[1] <= mc[1]
            else:
                holds = ma[1] > mc[1] if op in _GREATER else ma[1] < mb[1]
            right = f"{b.raw}–{c.raw}"
        else:
            holds = (ma[1] > mb[1]) if op in _GREATER else (ma[1] < mb[1] or op in ("within", "inside") and ma[1] <= mb[1])
            right = b.raw
        if m.group("neg"):
            holds = not holds
        if not holds:
            return a.raw, op, right
    return _standing(text, vals)


#: THE MARGIN OF A COMPARISON: a figure by which the one side passes the other ("you're within that with 2 days to spare",
#: "over the limit by 3kg", "under it, with £40 left"), not the side compared with
_MARGIN_BEFORE = re.compile(r"\b(?:with|by)\s+(?:just\s+|only\s+|about\s+|around\s+|roughly\s+)?(?:\*\*|__)?\s*$", re.I)
_MARGIN_AFTER = re.compile(r"(?:\*\*|__)?\s*(?:to\s+spare|left(?:\s+over)?|remaining|in\s+hand|still\s+to\s+go)\b", re.I)


def _margin(text: str, lo: int, v) -> bool:
    """The figure ``v``, after a comparison ending at ``lo``, is its margin (:data:`_MARGIN_BEFORE`, :data:`_MARGIN_AFTER`)."""
    return _MARGIN_BEFORE.search(text, lo, v.start) is not None or _MARGIN_AFTER.match(text, v.end) is not None


#: what joins the two ends of a range ("17–65", "17 to 65", "£10 - £15")
_RANGE_JOIN = re.compile(r"(?:\*\*|__)?\s*(?:-|\u2013|\u2014|to|and)\s*(?:\*\*|__)?\s*$", re.I)


def _range_end(text: str, b, vals: list):
    """The figure that closes a range opened by ``b`` ("the 17–65 age range": 65), or None."""
    return next((v for v in vals if v.start > b.end and v.start - b.end <= 8 and _RANGE_JOIN.match(text[b.end:v.start])), None)


#: "you're still within the limit", "it's over the maximum": the user's figure stated before, set
#: against a limit
_STANDING = re.compile(
    r"\b(?:you|it|they|he|she|that|this)(?:'re|'s|'ll\s+be|'d\s+be|\s+are|\s+is|\s+will\s+be|\s+would\s+be)\s+"
    r"(?P<neg>not\s+)?(?:still\s+|well\s+|comfortably\s+|safely\s+|just\s+|already\s+)*"
    r"(?P<op>within|inside|under|below|over|above|past|beyond)\s+(?:the|that|this|your|its)\s+(?:\w+\s+)?"
    r"(?:limit|maximum|minimum|threshold|cap|window|allowance|deadline)\b", re.I)
#: what marks a figure as the limit ("up to 4 years", "a maximum of 8", "at least 18", "the 30-day window")
_LIMIT_BEFORE = re.compile(r"\b(?:up\s+to|(?:maximum|minimum|limit)(?:\s+(?:of|is))?|max\.?|at\s+least|no\s+more\s+than|"
                           r"limited\s+to|within)[\s*_]*$", re.I)


def _standing(text: str, vals: list) -> "tuple[str, str, str] | None":
    """A situation set against a limit in words ("you've been on it for four and a half years, so
    you're still within the limit", the limit "up to 4 years" stated before it in the sentence): the
    user's figure is the one nearest before the comparison, the limit the one the sentence marks as a
    limit ("up to", "a maximum of", "the maximum is", "at least"); (figure, operator, limit) when
    they contradict."""
    m = _STANDING.search(text)
    if m is None:
        return None
    before = [v for v in vals if v.end <= m.start()]
    limits = [v for v in before if _LIMIT_BEFORE.search(text, max(0, v.start - 24), v.start)]
    for a in reversed(before):
        ma = _magnitude(a)
        if a in limits or ma is None:
            continue
        b, mb = next(((v, mv) for v in limits if (mv := _magnitude(v)) is not None and mv[0] == ma[0]), (None, None))
        if b is None or mb is None:
            continue
        op = m.group("op").lower()
        if ma[1] == mb[1]:
            return None
        holds = (ma[1] > mb[1]) if op in _GREATER else (ma[1] < mb[1] or op in ("within", "inside") and ma[1] <= mb[1])
        if m.group("neg"):
            holds = not holds
        return None if holds else (a.raw, op, b.raw)
    return None


#: "you meet the licence requirement", "which doesn't satisfy the minimum": a figure said to meet a limit
_MEETS = re.compile(r"\b(?P<neg>(?:do|does|did|would|will)(?:\s+not|n['\u2019]t)\s+)?(?:meets?|satisf(?:y|ies)|fulfil+s?|"
                    r"clears?|reach(?:es)?|pass(?:es)?)\s+"
                    r"(?:the|that|this|your|its|their)\s+(?:[\w-]+\s+){0,2}?(?:requirements?|minimum|criteri(?:on|a)|"
                    r"threshold)\b", re.I)
#: a limit that a figure meets from above ("at least 2 years", "a minimum of 18"); any other limit is met from below
_FLOOR_LIMIT = re.compile(r"\b(?:at\s+least|minimum)", re.I)


def _unmet(text: str, vals: list, earlier: "list[tuple[str, list]]") -> "tuple[str, str, str] | None":
    """A figure said to meet a limit it falls short of ("You passed 18 months ago … so you meet the
    licence requirement", the context's "held … for at least 2 years" stated in the sentence or the
    two before): the user's figure is the nearest before the phrase that is no limit, the limit the
    nearest figure marked as one (:data:`_LIMIT_BEFORE`) of its dimension; (figure, "at least" or
    "at most", limit)."""
    m = _MEETS.search(text)
    if m is None:
        return None
    def limits_of(t: str, vs: list) -> list:
        return [(v, bool(_FLOOR_LIMIT.search(t, max(0, v.start - 24), v.start))) for v in vs
                if _LIMIT_BEFORE.search(t, max(0, v.start - 24), v.start)]
    here = limits_of(text, vals)
    marked = {id(v) for v, _ in here}
    before = [v for v in vals if v.end <= m.start() and id(v) not in marked]
    if not before:
        return None
    a = before[-1]
    ma = _magnitude(a)
    if ma is None:
        return None
    pool = [lim for t, vs in earlier for lim in limits_of(t, vs)] + [lim for lim in here if lim[0].end <= m.start()]
    for b, floor in reversed(pool):
        mb = _magnitude(b)
        if mb is None or mb[0] != ma[0]:
            continue
        holds = ma[1] >= mb[1] if floor else ma[1] <= mb[1]
        if m.group("neg"):
            holds = not holds
        return None if holds else (a.raw, "at least" if floor else "at most", b.raw)
    return None


_COMPARATOR_HINT = re.compile(r"\b(?:over|above|more|longer|greater|higher|beyond|past|exceed\w*|under|below|within|inside|"
                              r"less|shorter|fewer|lower|meets?|satisf(?:y|ies)|fulfil+s?|clears?|reach(?:es)?|pass(?:es)?)\b", re.I)
_RESULT_BEFORE = re.compile(r"=\s*(?:\*\*|__)?\s*$")
#: the side a figure is marked as a limit from: a floor ("at least 16", "16 or over", "a minimum of 16"),
#: a ceiling ("up to 14", "14 or under", "a maximum of 14", "no more than 14")
_FLOOR_BEFORE = re.compile(r"\b(?:at\s+least|minimum(?:\s+\w+)?(?:\s+(?:of|is))?|min\.?|no\s+(?:less|fewer|younger)\s+than)[\s*_]*$", re.I)
_FLOOR_AFTER = re.compile(r"[\s*_]*(?:[-\w]+\s+)?(?:or|and)\s+(?:over|older|above|more|longer)\b|\+", re.I)
_CEILING_BEFORE = re.compile(r"\b(?:up\s+to|maximum(?:\s+\w+)?(?:\s+(?:of|is))?|max\.?|no\s+(?:more|later|older)\s+than|"
                             r"at\s+most|limited\s+to|within)[\s*_]*$", re.I)
_CEILING_AFTER = re.compile(r"[\s*_]*(?:[-\w]+\s+)?(?:or|and)\s+(?:under|younger|below|less|fewer)\b", re.I)
#: the subject a limit named in words is of ("the minimum age for the regular courses": regular courses)
_LIMIT_OF = re.compile(r"\s*(?:that|the|this|your|its)\s+(?:\w+\s+)?(?P<kind>minimum|maximum|limit|threshold|cap|window|"
                       r"allowance|deadline)\b(?:\s+\w+)?(?:\s+(?:for|on|of)\s+(?:the\s+|a\s+|an\s+|your\s+)?"
                       r"(?P<subject>[\w\s-]{3,40}?))?(?=[,.;:!?)]|\s+(?:so|and|but|which|because)\b|$)", re.I)


def limit_side(text: str, v) -> str | None:
    """The side ``v`` is marked as a limit from in ``text``: "floor", "ceiling" or None (no marker)."""
    lo = max(0, v.start - 28)
    if _FLOOR_BEFORE.search(text, lo, v.start) or _FLOOR_AFTER.match(text, v.end):
        return "floor"
    if _CEILING_BEFORE.search(text, lo, v.start) or _CEILING_AFTER.match(text, v.end):
        return "ceiling"
    return None


def bound_limit(text: str, at: int, a, pool: "list[tuple[str | None, object]]",
                far: "Callable[[tuple], bool]" = lambda e: False):
    """The limit "that minimum" / "the maximum for X" (named in words at ``at``) refers to, for the
    user's figure ``a``: the nearest figure of ``a``'s dimension in ``pool`` ((sentence, value)
    pairs, nearest last) marked as a limit of the named side (a minimum: a floor, a maximum: a
    ceiling); with a subject ("the minimum age for the regular courses"), one whose sentence names
    it. When the pool marks no figure as a limit the nearest figure of the dimension (the limit is
    the one the sentences name); when it marks some but none of the side or subject, None (the
    limit cannot be bound: nothing is compared). ``far``: the pool's entries only a marked limit may
    be taken from (the sentences beyond the two before)."""
    same = [(t, v) for t, v in pool if (mv := _magnitude(v)) is not None and (ma := _counted_as(a, mv)) is not None
            and ma[0] == mv[0]]
    m = _LIMIT_OF.match(text, at)
    subject = set(words(m.group("subject"))) - NONCONTENT if m and m.group("subject") else set()
    if subject:  # the limit of the thing the sentence names, not any figure of its dimension
        same = [(t, v) for t, v in same if t is not None and subject & set(words(t))]
    marked = [(t, v, side) for t, v in same if t is not None and (side := limit_side(t, v)) is not None]
    if not marked:
        return same[-1][1] if same and not far(same[-1]) else None
    kind = m.group("kind").lower() if m else ""
    want = "floor" if kind == "minimum" else "ceiling" if kind in ("maximum", "cap", "allowance", "deadline") else None
    fit = [(t, v) for t, v, side in marked if want is None or side == want]
    return fit[-1][1] if fit else None
_THAT_LIMIT = re.compile(r"\s*(?:that|the|this|your|its)\s+(?:\w+\s+)?(?:minimum|maximum|limit|threshold|cap|window|"
                         r"allowance|deadline)\b"
                         # (or the limit as a pronoun, before the margin: "you're within that with 2 days to spare")
                         r"|\s*(?:that|it)(?=\s*,?\s*(?:with|by)\s)", re.I)


def _arabic_standing(text: str, before: list[str]) -> "tuple[str, str, str] | None":
    """An Arabic sentence that sets the user's figure against a limit in words ("بما أن مدة وقوفك
    ساعتان ونصف، فأنت ضمن الحد المسموح"; text.arabic.behaviour.STANDING_*): the figure is the one
    nearest before the words, the limit a figure of the same dimension in a sentence (this one, before
    the figure, or one of the two before) that names a limit (الحد الأقصى، كحد أقصى …); (figure,
    side, limit) when they contradict."""
    from ..text.arabic.behaviour import limit_figure_next, names_a_limit, standing

    hit = standing(text)
    if hit is None:
        return None
    side, at = hit
    mine = [v for v in figures_of(text) if v.end <= at and _magnitude(v) is not None]
    if not mine:
        return None
    a = mine[-1]
    ma = _magnitude(a)
    if len(mine) >= 2 and limit_figure_next(text[mine[-2].end:a.start]):
        # THE LIMIT NAMED BEFORE ITS FIGURE: "وزنها ٩ كغ، والحد الأقصى المسموح ١٥ كغ، فهي ضمن الحد": the nearest figure is
        # the limit, the user's the one before it
        return _against(mine[-2], a, side)
    pools = [[v for v in figures_of(b)] for b in before[-2:] if names_a_limit(b)][::-1]
    if names_a_limit(text[:a.start]):
        pools.insert(0, mine[:-1])
    for pool in pools:
        b = next((v for v in reversed(pool) if (mv := _magnitude(v)) is not None and ma is not None and mv[0] == ma[0]), None)
        if b is None or ma is None:
            continue
        return _against(a, b, side)
    return None


def _against(a, b, side: str) -> "tuple[str, str, str] | None":
    """The figure ``a`` said to be ``side`` ("over"/"within") of the limit ``b``: (figure, side, limit) when their sizes
    say otherwise; None when it holds, when they are equal, or when they are not of one dimension."""
    ma, mb = _magnitude(a), _magnitude(b)
    if ma is None or mb is None or ma[0] != mb[0] or ma[1] == mb[1]:
        return None
    holds = ma[1] > mb[1] if side == "over" else ma[1] < mb[1]
    return None if holds else (a.raw, side, b.raw)


def _arabic_compared(text: str) -> "tuple[str, str, str] | None":
    """Two figures of one dimension an Arabic sentence compares in words ("20 ساعة، يعني أكثر من 24 ساعة";
    text.arabic.behaviour.COMPARE_*) whose sizes say the opposite: (first, side, second), else None."""
    from ..text.arabic.behaviour import compared

    vals = [v for v in figures_of(text) if _magnitude(v) is not None][:16]
    for k, a in enumerate(vals[:-1]):
        hit = compared(text, a.end)
        if hit is None:
            continue
        side, neg, at = hit
        b = vals[k + 1]
        if b.start != at:
            continue
        ma, mb = _magnitude(a), _magnitude(b)
        if ma is None or mb is None or ma[0] != mb[0] or ma[1] == mb[1]:
            continue
        holds = (ma[1] > mb[1]) if side == "over" else (ma[1] < mb[1])
        if holds == neg:
            return a.raw, side, b.raw
    return None


#: how many sentences before a comparison its limit named in words ("under the minimum age") is
#: looked for in: a figure marked as a limit in any of them, an unmarked one in the two nearest
_LIMIT_REACH = 5


#: a list item's label before what it says ("- ✋ **Cancelling:** after the minimum term, …")
_RESTATED_LABEL = re.compile(r"^[\W_]*(?:[\w'’-]+\s+){0,3}?[\w'’-]+\s*(?:\*\*|__)?\s*:\s*")


def _restates_context(text: str, ctx: ContextIndex) -> bool:
    """The sentence says, word for word, a sentence of the context (its label, marks and case aside): "✋ **Cancelling:**
    after the minimum term, you can cancel with **one month's notice**" is the context's rule restated, no conclusion
    drawn about the user's figure. Five words at least."""
    said = " ".join(words_of(_RESTATED_LABEL.sub("", text, count=1)))
    if len(said.split()) < 5:
        return False
    whole = ctx.memo.get("restated-words")
    if whole is None:
        whole = ctx.memo["restated-words"] = f" {' '.join(words_of(ctx.text))} "
    return f" {said} " in whole


def _threshold(rep: SentenceReport, s, ctx: ContextIndex) -> bool:
    """A conclusion about the user's own figure that the limit the context binds to the sentence's
    subject contradicts (:mod:`.thresholds`): the sentence's findings become that one (critical). A sentence that
    restates the context's own sentence draws no conclusion (:func:`_restates_context`)."""
    crossed = contradicted(s.text, ctx.query, ctx.text)
    if crossed is None or _restates_context(s.text, ctx):  # (read only where a conclusion is found: rare)
        return False
    rep.findings[:] = [Finding("invented_fact", s.text.strip(), "critical", rep.index,
                               f"{crossed[0]} {crossed[1]} {crossed[2]}, the limit the context sets for it: the conclusion "
                               "is the opposite", rule="threshold", span=(s.start, s.end))]
    return True


def _comparisons_pass(r: Reading) -> list[Finding]:
    changed = False
    for rep, _ in r.claimed:
        if rep.critical:
            continue
        s = r.sentences[rep.index]
        if not s.text.isascii() and has_arabic(s.text):  # issue 24: the Arabic standing grammar
            hit = _arabic_standing(s.text, [r.sentences[k].text for k in range(max(0, rep.index - 2), rep.index)]) \
                or _arabic_compared(s.text)
            if hit is not None:
                rep.findings[:] = [Finding("invented_fact", s.text.strip(), "critical", rep.index,
                                           f"{hit[0]} is not {hit[1]} {hit[2]}: the figures say otherwise", rule="comparison",
                                           span=(s.start, s.end))]
                changed = True
                continue
        if _COMPARATOR_HINT.search(s.text) is None:  # no comparison word: no values read again (most sentences)
            changed = _threshold(rep, s, r.ctx) or changed
            continue
        named = _THAT_LIMIT.search(s.text)
        back = range(max(0, rep.index - _LIMIT_REACH), rep.index)
        earlier = [(r.sentences[k].text, v) for k in back for v in figures_of(r.sentences[k].text)] if named else []
        hit = wrong_comparison(s.text, earlier, frozenset(r.sentences[k].text for k in back[:-2]) - {
            r.sentences[k].text for k in back[-2:]})
        if hit is None and _MEETS.search(s.text):
            hit = _unmet(s.text, [v for v in figures_of(s.text) if _magnitude(v) is not None][:16],
                         [(t, list(figures_of(t))[:16]) for t in (r.sentences[k].text for k in range(max(0, rep.index - 2), rep.index))])
        if hit is None and _threshold(rep, s, r.ctx):
            changed = True
            continue
        if hit is not None:
            rep.findings[:] = [Finding("invented_fact", s.text.strip(), "critical", rep.index,
                                       f"{hit[0]} is not {hit[1]} {hit[2]}: the figures say otherwise", rule="comparison",
                                       span=(s.start, s.end))]
            changed = True
    return _regather(r.findings, [rep for rep, _ in r.claimed]) if changed else r.findings


PASSES = PASSES[:2] + (Pass("comparisons", "answering sentences comparing two of their figures (over / within / under)",
                            lambda r: bool(r.claimed), _comparisons_pass),) + PASSES[2:]
