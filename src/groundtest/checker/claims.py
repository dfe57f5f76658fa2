"""Claims: the clauses a sentence asserts, each supported (or not) on its own.

A sentence of a chat answer often carries more than one claim: "Claims are paid within 10
days, and we cover the courier both ways." The sentence-level rules of :mod:`.support` judge
the sentence's words together, so a second clause of new words rides along with a supported
first one. This module splits a sentence at its joints (``, and`` ``, which`` ``; `` `` — ``
``, so`` ``, plus`` ``although`` …: :data:`groundtest.text.CLAUSE_JOINT`, the one clause
splitter) and
holds each *assertion* to rules of its own (:data:`RULES`, each a small function):

- ``extra_claim``: a claim mostly of words the context lacks, beside a supported claim, is an
  extra clause (critical);
- ``scope``: a claim that widens what the context says ("in both papers", "free towel hire",
  "unlimited") with a scope word the place it rests on does not have (critical);

(A claim that ties a weekday or month to a subject the context ties to another — "Yoga is on
Thursdays" when yoga is on Tuesdays and spin on Thursdays — is the frames' swap, :mod:`.frames`,
read within the segments of sentences as figures are: this module's older ``binding`` rule, which
read words across whole sentences, flagged correct answers that named a month beside another
subject's word.)

A clause that declines or names a gap, a pleasantry, an out-of-date cue or a hedged suggestion
is not an assertion (its role is decided first, :func:`role`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Callable

from ..model import Finding
from .config import CheckerConfig
from .context import ContextIndex, sentence_counts
from .dated import DATED
from .lookups import arabic_context, month_in_run
from .support import _HEDGE as _SUGGESTION, _WE_DOER, _we_do, speaks_for, we_voice
from ..text import clause_spans
from ..text.free import PHRASE as FREE_PHRASE, SAID as FREE_SAID, search_said
from ..text.arabic.behaviour import CHANNEL_ENGLISH, channels as ar_channels, channels_named, is_correction_preamble, is_restatement, writer_of_itself
from ..text.arabic.normalise import has_arabic
from .doc import words_of
from .frames import _key as frame_key, values_of as frame_values
from .lexicon import HEDGES, NEGATORS, NONCONTENT, SYNONYMS, fold, stem_key
from .scaffold import (ADVICE, PLEASANTRY_HEAD, imperative, is_scaffolding, ADVICE_WORDS, asks_them, only_asks, presupposed_new, AR_CONDITION, CHANNEL_NOUNS, CHANNELS, CONDITION, LIMIT, MONEY_NOUNS, PRICED as _PRICED, REASONING, SCOPE, SET_PHRASE_RE, SOCIAL,
                       detail_words, free_only_in_compounds, stated_condition, DRAFTED_FOR_USER)
from .blocks import plain

#: words that widen a claim's scope: stated, the place the claim rests on must say them too
SCOPE_WORDS = frozenset("both free unlimited".split())

_PREPOSITIONS = frozenset("in on for at to from with by across".split())
_WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
_MONTHS = frozenset("january february march april may june july august september october november december".split())
#: weekdays and months: words of a value, not content (a claim that ties one to another subject is the
#: frames' swap, :mod:`.frames`, which reads them as it reads figures)
_DAY_OR_MONTH = _WEEKDAYS | {w + "s" for w in _WEEKDAYS} | (_MONTHS - {"may"})

#: a hedged suggestion or an offer: advice, not a claim about the world
_ADVICE = re.compile(
    r"\b(?:you|they)\s+(?:may|might|could|should)\s+(?:also\s+)?(?:want|wish|like|need)\s+to\b"
    r"|\b(?:let\s+me\s+know|feel\s+free|happy\s+to\s+help|hope\s+this\s+helps|do\s+bring|don'?t\s+forget)\b"
    r"|\b(?:it'?s|it\s+is|it\s+may\s+be|it\s+might\s+be)\s+worth\b|\b(?:double-?check|check\s+with|confirm\s+with)\b"
    r"|^\W*(?:so\s+)?(?:please\s+)?(?:do\s+)?(?:check|confirm|verify|contact|call|ask|double-check)\s+(?:the|with|your|them|us|before|that|if|whether)\b"
    # advice to ask them, hedged or not: "you could probably ask about showers when you arrive", "I'd ask the office"
    r"|\b(?:you|i|we)(?:'d|\s+could|\s+can|\s+might|\s+may|\s+should|\s+would)?\s+(?:\w+\s+)?"
    r"(?:ask|check\s+with|contact|confirm\s+with|speak\s+to|talk\s+to)\s+(?:the|them|your|their|about|whether|if|directly)\b"
    # a remark that a supported fact is useful to the user's planning: "(which is) handy to know when planning taxis"
    r"|^\W*(?:(?:which|that|this|it)\s*)?(?:'s\s+|is\s+|(?:may|might|could|would)\s+be\s+)?(?:really\s+|very\s+|especially\s+|particularly\s+)?"
    r"(?:handy|useful|helpful|good|worth)\s+(?:to\s+know|knowing|noting|bearing\s+in\s+mind|to\s+(?:bear|keep)\s+in\s+mind)"
    r"(?:\s+(?:when|if|for|before|while|as)\s+(?:you(?:'re|\s+are)?\s+)?(?:planning|booking|arranging|organising|organizing|deciding"
    r"|choosing|thinking|working|sorting|budgeting)\b[^.!?;]*)?\W*$",
    re.I,
)


@dataclass(slots=True)
class Claim:
    """One clause of a sentence: its text, its span in the sentence, its folded tokens, and
    (computed once, on first use) its content words and those the context lacks."""

    text: str
    start: int
    end: int
    tokens: tuple[str, ...]
    content: "list[str] | None" = None
    novel: "list[str] | None" = None
    #: the sentence's new words, when the sentence-level rules counted them already
    new: "frozenset[str] | None" = None
    #: the things the response itself counts two of ("you'd need two rooms"): its "both rooms" counts them
    paired: "frozenset[str]" = frozenset()


def _views(claim: Claim, ctx: ContextIndex) -> tuple[list[str], list[str]]:
    """The claim's content words and its new ones (not in the context, nor in the question)."""
    if claim.novel is None:
        content = _content(claim.tokens)
        claim.content = content
        if claim.new is not None:
            new = claim.new
            claim.novel = [w for w in content if w in new and w not in REASONING]
        else:
            query = ctx.query_vocab
            claim.novel = [w for w in content if w not in REASONING and not _known(w, ctx) and not query.has(w)]
    return claim.content, claim.novel  # type: ignore[return-value]


def split(text: str) -> list[Claim]:
    """The clauses of one sentence (:func:`~groundtest.text.clause_spans`), at least one claim."""
    out: list[Claim] = []
    for a, b in clause_spans(text):
        piece = text[a:b]
        lead = _LEAD.match(piece)
        body = piece[lead.end():] if lead else piece
        out.append(Claim(piece, a, b, tuple(words_of(body))))
    return out


#: a gap stated in the passive, which the refusal detector leaves to the sentence: "nothing is listed for Fridays"
_GAP = re.compile(r"\b(?:nothing|none)\s+(?:is|are|was|were)\s+(?:listed|mentioned|said|given|stated|shown|specified)\b"
                  r"|\bno\s+(?:\w+\s+){0,2}(?:is|are)\s+(?:listed|mentioned|given|stated|specified)\b"
                  r"|\bno\s+(?:[\w-]+\s+){0,2}(?:documents?|results?|sources?|files?|pages?|information|records?)\s+"
                  r"(?:came\s+back|(?:was|were)\s+(?:found|returned|retrieved|provided|shared))"
                  r"|\bnothing\s+(?:came\s+back|was\s+(?:found|returned|retrieved))\b"
                  r"|\b(?:it|they|this|that)\s+(?:does|do|did)(?:n'?t|\s+not)\s+(?:say|mention|specify|state|list|give)\b"
                  # the documents themselves as the subject ("the item list doesn't show a separate cylinder price", "the
                  # price page doesn't mention it"): what they say, not the world ("the policy doesn't cover floods" is)
                  r"|\b(?:the|their|your|this|that|these)\s+(?:[\w-]+\s+){0,2}?(?:list|lists|documents?|docs|pages?|information|info|"
                  r"details|notes|guide|brochure|table|leaflet|faq|website|site|price\s+list|terms|rules)\s+(?:does|do|did)(?:n['’]?t|\s+not)\s+"
                  r"(?:say|mention|specify|state|list|give|show|name|spell\s+out)\b", re.I)
#: an aside inside a gap statement that says how far the gap goes ("I don't have the opening hours — bank holiday or
#: otherwise — in the information available to me", "— weekends included —", "— including the café —"): a noun
#: phrase with no verb and no subject, read with the gap it interrupts (:func:`gap_aside`)
_GAP_ASIDE = re.compile(
    r"""^[\W_]*(?!(?:it|they|we|you|he|she|there|this|that|these|those|i)\b)(?:
        (?:(?:including|even|especially|let\s+alone|whether\s+(?:for|on|at|in)?|not\s+even)\s+)(?:[\w'-]+\s*){1,5}
      | (?:(?:for|on|at|in|during|by)\s+)?(?:[\w'-]+\s+){0,3}?[\w'-]+\s+(?:(?:or|and)\s+(?:otherwise|not|elsewhere|anything\s+else
            |any\s+other(?:\s+[\w'-]+)?|[\w'-]+(?:\s+[\w'-]+)?)|included|alike|either\s+way)
      # the alternatives the gap leaves open, a list joined by "or" ("how appointments are held — in person, by phone or by
      # video —", "— weekdays, weekends or bank holidays —"): each a phrase of at most four words, no verb
      | (?:(?:(?:for|on|at|in|during|by|via|through|over|with)\s+)?(?:[\w'-]+\s+){0,2}?[\w'-]+\s*,\s*){1,4}
            (?:(?:for|on|at|in|during|by|via|through|over|with)\s+)?(?:[\w'-]+\s+){0,2}?[\w'-]+,?\s+or\s+
            (?:(?:for|on|at|in|during|by|via|through|over|with)\s+)?(?:[\w'-]+\s+){0,2}?[\w'-]+
    )[\W_]*$""",
    re.I | re.X,
)


def gap_aside(text: str) -> bool:
    """An aside of a gap statement (:data:`_GAP_ASIDE`): it names the gap's scope, no figure, no claim."""
    return not any(ch.isdigit() for ch in text) and _GAP_ASIDE.match(text) is not None


#: a clause that reports what the user asked: "You asked about ear syringing", "as for your question about X"
_ECHO = re.compile(r"^\W*(?:you\s+(?:asked|mentioned|wanted\s+to\s+know|were\s+asking)\b|as\s+for\s+your\s+question\b"
                   r"|regarding\s+your\s+question\b)", re.I)
#: discourse markers that open a clause and say nothing ("Just so you know, …", "For reference, …")
_LEAD = re.compile(r"^\s*(?:(?:just\s+so\s+you\s+know|for\s+reference|also|however|plus|that\s+said|in\s+addition)\s*,?\s+)+", re.I)


def role(claim: Claim, detector) -> str:
    """``gap`` (declines or names a gap), ``filler``, ``cue`` (says it may be out of date),
    ``advice`` (a hedged suggestion or an offer) or ``assertion``."""
    text = claim.text
    if detector is not None and detector.is_refusal(text):
        return "gap"
    if detector is not None and detector.is_filler(text):
        return "filler"
    toks = claim.tokens
    if not _DATED_WORDS.isdisjoint(toks) and DATED.search(text):
        return "cue"
    if not _GAP_WORDS.isdisjoint(toks) and _GAP.search(text):
        return "gap"
    if not _ECHO_WORDS.isdisjoint(toks) and _ECHO.search(text):
        return "filler"
    if not _ADVICE_WORDS.isdisjoint(toks) and (_ADVICE.search(text) or _SUGGESTION.search(text)):
        return "advice"
    return "assertion"


def _content(tokens: tuple[str, ...]) -> list[str]:
    """Content words, without the words of values (units, number words: the value rules check those)."""
    return [w for w in tokens if w not in NONCONTENT and len(w) > 1 and not w[0].isdigit() and w not in VALUE_WORDS]


#: words that are part of a written value ("half an hour", "a dozen", "twelve noon")
VALUE_WORDS = frozenset("""second seconds minute minutes min mins hour hours hr hrs day days week weeks fortnight
fortnights month months year years decade decades dozen dozens half quarter quarters third thirds noon midnight am
pm percent per cent one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty
sixty hundred thousand million billion daily weekly monthly yearly annually""".split())


def _known(w: str, ctx: ContextIndex) -> bool:
    vocab = ctx.vocab
    if w in vocab.words or vocab.has(w):
        return True
    alts = SYNONYMS.get(w)
    return alts is not None and any(a in vocab.words for a in alts)


# ------------------------------------------------------------------------------ rules
def unsupported(claim: Claim, i: int, notes: str, *, rule: str) -> Finding:
    """The critical finding of a claim that has no home (its text without the joint around it)."""
    return Finding("invented_fact", claim.text.strip(" ,;:-\u2014\u2013"), "critical", i, notes, rule=rule)


#: (i, claim, others, ctx, cfg) -> Finding | None; hedged takes a sixth argument, gapped
Rule = Callable[..., "Finding | None"]


def _stale_cue_words(text: str) -> frozenset[str]:
    """The folded words of the Arabic out-of-date cues of ``text`` (text.arabic.behaviour.stale_cue_words)."""
    from ..text.arabic.behaviour import stale_cue_words

    return stale_cue_words(text)


def extra_claim(i: int, claim: Claim, others: list[Claim], ctx: ContextIndex, cfg: CheckerConfig) -> Finding | None:
    """A claim mostly of words the context lacks, beside a supported claim of the sentence."""
    if not others or not cfg.claim_novel_words:
        return None
    content, novel = _views(claim, ctx)
    refs = _back_references(claim.tokens)
    if refs:
        content = [w for w in content if w not in refs]
        novel = [w for w in novel if w not in refs]
    if novel and not claim.text.isascii():
        cue = _stale_cue_words(claim.text)  # "هذا السعر لم يعد ساريًا": the out-of-date cue's own words
        if cue:
            novel = [w for w in novel if w not in cue]
    if len(content) < 2 or not novel:
        return None
    if cfg.claim_local and 2 <= len(novel) < cfg.claim_novel_words and len(content) - len(novel) >= 2:
        novel = novel + _far(content, novel, ctx)  # words the context has only away from the claim's place
    if len(novel) < cfg.claim_novel_words or len(novel) / len(content) < cfg.claim_novel_share:
        return _few_with_detail(i, claim, others, novel, ctx, cfg)
    if not any(_supported(o, ctx, cfg) for o in others):
        return None
    f = unsupported(claim, i, f"extra clause not in the context: {', '.join(novel[:6])}", rule="extra_claim")
    found = evidence(novel, claim.text, ctx)
    if found is not None:
        return replace(f, notes=f"{f.notes} (naming {found})")
    if _plain_words_only(novel, claim, ctx, figured=True):
        # new plain words, no new channel, person, fee, condition, time, scope word or name ("so it's a
        # nice low-commitment way to try it out", "remember to cancel beforehand"): to a person
        # (severity by evidence)
        why = "advice or an example" if _ADVISING.match(claim.text) or imperative(claim.text, VALUE_WORDS) else "new plain words"
        return replace(f, severity="moderate", notes=f"{f.notes} ({why}, no new detail)")
    return f


#: the means of payment among the detail words (:data:`.scaffold.DETAIL`)
_WAYS = frozenset("cash card cheque paypal transfer transfers debit".split())


def _few_with_detail(i: int, claim: Claim, others: list[Claim], novel: "list[str]", ctx: ContextIndex,
                     cfg: CheckerConfig) -> Finding | None:
    """A claim of fewer new words than an extra clause needs, whose new words name a way to reach or pay the organisation
    the context lacks (a channel or a means of payment, :func:`evidence`), beside a supported claim ("half the price is paid
    in cash at the workshop", "you can also pay by card"): the way is the positive evidence (severity by evidence), however
    few its words. (A person or a place is not enough here: "no one on the desk" for the context's reception hours.)"""
    if len(novel) < 2 or (_WAYS.isdisjoint(novel) and not any(w in CHANNEL_NOUNS for w in novel)):
        return None
    found = evidence(novel, claim.text, ctx, names=False)
    if found is None or not found.startswith("a new detail") or not any(_supported(o, ctx, cfg) for o in others):
        return None
    if _WAYS.isdisjoint(words_of(found)) and not any(w in CHANNEL_NOUNS for w in words_of(found)):
        return None
    return unsupported(claim, i, f"extra clause not in the context: {', '.join(novel[:6])} (naming {found})", rule="extra_claim")


#: a claim that speaks to the user, as the writer, with a modal of possibility, or as a judgement
#: ("so you get an accurate quote", "I wouldn't want to guess", "could bring the total down", "a nice
#: low-commitment way to try it"): reasoning and advice around the facts, not a rule of the world
_PERSONAL = re.compile(r"\b(?:you|your|yours|yourself|you'\w+|i|i'\w+|me|my|we|we'\w+|us|our|could|might|may|would|possible|"
                       r"nice|handy|great|good|easy|easier|ideal|perfect|best|worth|useful|helpful|convenient|sensible|"
                       r"lovely|decent|fine|enough|plenty|probably|likely|perhaps|maybe|possibly|better|wise|smart|advisable|"
                       r"prudent|worthwhile)\b", re.I)


def _plain_words_only(novel: "list[str]", claim: Claim, ctx: ContextIndex, figured: bool = False) -> bool:
    """New words with no positive evidence (:func:`evidence`), in a claim put to the user, as advice, an
    example or a judgement, reassuring the user's feelings ("nobody needs to worry …") or (``figured``, an extra
    clause) framing figures the context states, which the value and frame rules check ("anything left on 31 December is
    lost"): at most moderate. (A claim of new plain words about the world with no figure — "part-time staff get a
    pro-rata allowance", "unused data rolls over" — stays critical.)"""
    return evidence(novel, claim.text, ctx) is None and (
        _PERSONAL.search(claim.text) is not None or _ADVISING.match(claim.text) is not None or _FEELING.search(claim.text) is not None
        or imperative(claim.text, VALUE_WORDS) or _AGAINST_RULE.search(claim.text) is not None
        or (figured and _restates_figures(claim, ctx)) or _RESTATED.match(claim.text) is not None
        or (not claim.text.isascii() and has_arabic(claim.text) and is_restatement(claim.text))
        or (not claim.text.isascii() and _arabic_personal(claim.text)))


def _restates_figures(claim: Claim, ctx: ContextIndex) -> bool:
    """The claim states figures, each of them the context's own (its digits are the context's words): it restates them
    (not Arabic, whose figures the tokens do not read alike)."""
    if _DIGIT.search(claim.text) is None or not (claim.text.isascii() or not has_arabic(claim.text)):
        return False
    figures = [t for t in claim.tokens if t[:1].isdigit()]
    return bool(figures) and all(t in ctx.vocab.words for t in figures)


#: a figure in the claim: the claim states that figure (the value rules check it, the frames its subject, period and
#: qualifier), its new plain words frame it ("a flat fee, whatever the length → £30", "anything left on 31 December is lost")
_DIGIT = re.compile(r"\d")
#: the user's feelings, reassured ("nobody needs to worry about being in the wrong one", "no need to stress"): about the
#: user, not the world
#: a clause that says again what the clause before it said, in other words ("i.e. the time alone isn't enough", "in other
#: words, …", "أي أن مرور المدة وحده لا يكفي", "يعني …"): a restatement of the supported claim beside it, no fact of its
#: own unless it names one (:func:`evidence`: a detail, a condition, a scope word; figures are the value rules')
_RESTATED = re.compile(r"^[\W_]*(?:(?:i\.e\.?|that\s+is(?:\s+to\s+say)?|in\s+other\s+words|put\s+(?:another\s+way|simply))(?=[\s,:])"
                       r"|(?:[وف]?(?:أي|اي)\s+(?:أن|ان|أنّ)|[وف]?(?:يعني|بمعنى|بمعنى\s+آخر|بعبارة\s+أخرى)(?:\s+(?:أن|ان))?)(?=\s))", re.I)
#: the user's case measured against the context's rule ("turning up unannounced wouldn't meet the rule", "that would break
#: the booking conditions", "which satisfies the requirement"): a judgement of supported facts, no fact of its own
_AGAINST_RULE = re.compile(r"\b(?:meet|meets|met|meeting|satisfy|satisfies|satisfied|break|breaks|breaking|broke|comply\s+with|"
                           r"complies\s+with|fall\s+foul\s+of|falls\s+foul\s+of|go\s+against|goes\s+against)\s+(?:the|this|that|"
                           r"these|those|their|our|its|your)\s+(?:[\w-]+\s+)?(?:rule|rules|requirement|requirements|condition|"
                           r"conditions|criteria|criterion|policy|terms)\b", re.I)
_FEELING = re.compile(r"\b(?:worry|worried|worrying|stress|stressed|stressing|panic|fuss|nervous|anxious)\b", re.I)


def _arabic_personal(text: str) -> bool:
    """issue 24: an Arabic claim put to the user or in the writer's voice (text.arabic.behaviour.PERSONAL)."""
    from ..text.arabic.behaviour import personal

    return personal(text)


#: "room" and "space" in idioms of slack ("breathing room", "wiggle room", "elbow room"): no place
_ROOM_IDIOM = re.compile(r"\b(?:breathing|elbow|wiggle|wriggle|head)[\s-]+(?:room|space)\b", re.I)


def evidence(novel: "list[str]", text: str, ctx: ContextIndex, *, names: bool = True) -> str | None:
    """The positive evidence that these new words of ``text`` state a fact (docs/checker.md, severity by
    evidence), named — or None, when they are new plain words only (at most moderate):

    - a detail word the context lacks (:func:`.scaffold.detail_words`: a person, a place, a fee not beside its
      figure, a day or a time); a channel only when the context and the question name no way of its kind, in
      any of its words or addresses ("phone support" beside the context's phone number is the context's);
    - a condition or requirement stated on new words (:func:`.scaffold.stated_condition`);
    - a scope word the context does not say of the text's words (:func:`scope_word`);
    - (``names``) a word written as a name inside a run of words ("the Riverside team")."""
    advice = ADVICE.search(text) is not None
    example = _EXAMPLE.match(text) is not None
    asked = {w for m in _ASKED.finditer(text) for w in words_of(m.group(1) or m.group(2))} if advice else set()
    priced = None
    details = []
    theirs = _users_case(text)
    for w in detail_words(novel, text):
        if w in theirs and w not in CHANNELS and w not in MONEY_NOUNS:
            continue  # "worth considering if you have a hall or large room available": the user's own things, supposed
        if _channel_known(w, ctx) or (advice and w in ADVICE_WORDS) or _owned_device(w, text, ctx) or _agent_of_context(w, ctx):
            continue  # "phone support" beside the context's number; "follow the marina staff's instructions": the organisation's
        if w in asked and w not in CHANNELS and w not in MONEY_NOUNS:
            continue  # "it's best to ask the studio", "check with them before booking an appointment": who to ask, and when
        if example and w not in CHANNELS and w not in MONEY_NOUNS:
            continue  # "so, for example, a desktop, a laptop and one more machine": what the answer supposes, no detail of the world
        if w in _ORG_KIND and _org_acts(w, text, ctx):
            act = _new_act(w, text, novel)
            if act:  # "the team does a final walk-round with you before they leave": the speaker, doing what no chunk says
                details.append(f"an act of the {w}: {' '.join(act[:3])}")
            continue  # "the studio won't tattoo anyone who …" where the context says "we will not tattoo …": the speaker, by its kind
        if w in _BOOKED and _NO_BOOKING.search(text) and _UNBOOKED.search(ctx.flat):
            continue  # "no appointment needed" where the context says "walk-ins welcome": the same visit, unbooked
        if w in ("room", "space") and _ROOM_IDIOM.search(text):
            continue  # "an early start gives you more breathing room": time to spare, no room of the world
        if w == "free" and _counted_free(tuple(words_of(text))):
            continue  # "in effect one free swim": a count (a figure), no thing given free
        if w in _RELATIVE_DAYS and not _USER_NOW.isdisjoint(ctx.query_vocab.words):
            continue  # "the deadline is tomorrow (Monday)" after "It's Sunday evening": the user's own now, counted from
        if w in MONEY_NOUNS:
            if priced is None:
                priced = _prices(ctx)
            if (priced and (_referred(w, text) or _HEADING_LINE.match(text))) or _MONEY_DENIED.search(text):
                continue  # "the final price depends on what you choose" where the context prices things; "at no extra charge"
        details.append(w)
    if has_arabic(text):  # an Arabic way to reach the organisation (a text message, WhatsApp …) no source names
        details.extend(f"a channel ({kind})" for kind in _new_arabic_channels(text, ctx))
    if details:
        return f"a new detail: {', '.join(details[:3])}"
    cond = None if text.rstrip(" *_").endswith(":") else stated_condition(novel, text)
    if cond is not None and CONDITION.fullmatch(cond) is None and AR_CONDITION.fullmatch(cond) is None and _context_limit(text, ctx):
        cond = None  # "if your kitchen is within 30 miles" where the context says "within 30 miles of Hartley": its limit
    if cond is not None and _context_condition(text, cond, ctx):
        cond = None  # "as long as you complete the course before the expiry date" over "must be taken before your
        # current certificate expires": the context's own requirement, put to the user
    if cond is not None:  # (a lead-in's requirement, "You'll still need to meet the usual rules:", is its list's)
        return f"a condition: {cond.lower()}"
    wide = None if _ABOUT_DOCUMENTS.match(text) else scope_word(text, ctx)
    if wide is not None:
        return f"a scope word: {wide}"
    offered = _arranged(novel, text)
    if offered is not None:
        return f"an arrangement offered: {offered}"
    made = _existence(novel, text)
    if made is not None:
        return f"a thing said to exist: {made}"
    supposed = presupposed_new(text, novel)
    if supposed is not None:  # "do pop along to the association's annual honey show in September": the show exists if
        return f"a thing presupposed: {supposed}"  # the invitation is true

    if names:
        named = [w for w in novel if _named(w, text) and not month_in_run(w, ctx, None)]  # ("into August" over "May to
        # September": a month of the context's run, no name — a month the sentence gives alone is the name rule's)
        if named:
            return f"a name: {named[0]}"
    return None


#: the user's own situation, supposed: "if you have a hall", "when you've got a spare room", "if you're bringing a trailer"
#: (up to the clause's end)
_USERS_SUPPOSED = re.compile(r"\b(?:if|when|whenever|in\s+case)\s+you(?:['’]ve\s+got|\s+have\s+got|\s+(?:already\s+)?(?:have|own)"
                             r"|['’]re\s+(?:bringing|using|planning|hoping)|\s+are\s+(?:bringing|using|planning|hoping))\b"
                             r"(?P<what>[^.;:!?,()\u2013\u2014]*)", re.I)


def _users_case(text: str) -> frozenset[str]:
    """The words that name only the user's supposed situation (:data:`_USERS_SUPPOSED`): a hall, a trailer, a spare room
    the answer supposes the user has is theirs, no place or thing of the organisation's — unless the sentence names it
    outside the supposition too ("you can hire our hall if you have a group": the hall is offered)."""
    if "you" not in text.lower():
        return frozenset()
    spans = [(m.start("what"), m.end("what")) for m in _USERS_SUPPOSED.finditer(text)]
    if not spans:
        return frozenset()
    inside = {w for a, b in spans for w in words_of(text[a:b])}
    rest, k = [], 0
    for a, b in spans:
        rest.append(text[k:a])
        k = b
    rest.append(text[k:])
    return frozenset(inside - set(words_of(" ".join(rest))))


#: an arrangement the organisation can make, in the passive ("his transport can be set up as a standing booking", "the
#: sessions can be arranged on weekends"): what it offers, when new words say what it is
_ARRANGED = re.compile(r"\b(?:can|could|will|may|is\s+able\s+to)\s+(?:also\s+|usually\s+|easily\s+)?be\s+[*_]{0,2}(?:set\s+up|arranged|organi[sz]ed"
                       r"|scheduled|put\s+in\s+place|booked|made|provided|offered|converted|switched|transferred)\s+[*_]{0,2}"
                       r"(?:as|for|on|at|into|to|with)\s+(?P<what>[^.;:!?,\u2013\u2014]+)", re.I)


#: an existential sentence that introduces a thing ("there'll be a welcome hamper with local treats waiting", "there's also
#: a junior section that meets in the holidays", "there is a café on site"): the thing is asserted to exist; its noun
#: phrase runs to a function word, a clause or the end
_EXISTS = re.compile(r"\bthere(?:['’]s|\s+is|\s+are|['’]re|['’]ll\s+be|\s+will\s+be|\s+would\s+be|['’]d\s+be|\s+should\s+be)\s+"
                     r"(?:also\s+|usually\s+|always\s+|even\s+|often\s+|normally\s+)?(?:a|an|some|its\s+own|their\s+own)\s+"
                     r"((?:[\w'’-]+\s+){0,3}?[\w'’-]+)(?=\s+(?:that|which|who|with|for|at|on|in|where|waiting|available|to|and|or|during"
                     r"|from|near|by)\b|\s*(?:[.,;:!?)\u2013\u2014]|\s-\s|$))", re.I)
#: what may follow "there's a" without naming a thing of the world ("there's a lot to see", "there's a small catch",
#: "there's a good chance")
_NO_THING = frozenset("""thing things lot lots bit plenty way ways chance chances need reason reasons catch difference point few
couple number mix question questions issue issues problem problems matter deal note risk sense hint touch moment time while
perk perks twist bonus upside downside caveat wrinkle surprise trick tip tips benefit benefits advantage advantages option
options alternative alternatives extra extras workaround saving savings""".split())
#: (an evaluative noun announces a thing said next — "there's a nice perk for members!", "there's a twist!" — it names none)
#: the existence supposed, not asserted ("if there's a delay", "whether there's a fee")
_SUPPOSED_BEFORE = re.compile(r"\b(?:if|whether|when|unless|in\s+case|once|even\s+if)\s*$", re.I)


def _existence(novel: "list[str]", text: str) -> str | None:
    """The head noun of a thing an existential sentence introduces (:data:`_EXISTS`), when it is one of the new words and
    names a thing (not "a lot", "a catch": :data:`_NO_THING`) — or None. Not when the existence is supposed ("if there's
    a delay")."""
    if "there" not in text.lower():
        return None
    new = set(novel)
    for m in _EXISTS.finditer(text):
        if _SUPPOSED_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue
        head = words_of(m.group(1))
        if not head:
            continue
        noun = head[-1]
        if noun in new and noun not in _NO_THING and noun not in SOCIAL and noun not in NONCONTENT:
            return noun
    return None


def _arranged(novel: "list[str]", text: str) -> str | None:
    """The arrangement (:data:`_ARRANGED`) the text says can be made, when two or more of the new words say what it is —
    or None (the context's own arrangement, in its words, adds nothing)."""
    if "be" not in text:
        return None
    for m in _ARRANGED.finditer(text):
        what = [w for w in words_of(m.group("what")) if w in novel]
        if len(what) >= 2:
            return " ".join(what[:3])
    return None


#: a booking denied as a need ("no appointment needed", "without booking", "you don't need an appointment")
_BOOKED = frozenset("appointment appointments booking bookings".split())
_NO_BOOKING = re.compile(r"\b(?:no|without(?:\s+an?)?|don['’]?t\s+need\s+(?:an?|to\s+make\s+an?)|not\s+need\s+(?:an?)?)\s+"
                         r"(?:prior\s+|advance\s+)?(?:appointments?|bookings?|booking)\b(?!\s+fee)", re.I)
#: a context that says visits need no booking ("Walk-ins welcome", "drop in any time", "just turn up", "no need to book")
_UNBOOKED = re.compile(r"\bwalk[\s-]?ins?\b|\bdrop[\s-]in\b|\bdrop\s+in\b|\bjust\s+turn\s+up\b|\bno\s+need\s+to\s+book\b|"
                       r"\bno\s+(?:appointment|booking)\s+(?:is\s+)?(?:needed|necessary|required)\b|\bwithout\s+(?:an\s+)?appointment\b", re.I)
#: a claim put as an example ("so, for example, a desktop, a laptop and one more machine", "say, a crew of 3"): it supposes
_EXAMPLE = re.compile(r"[\W_]*(?:(?:so|and|but|or)\W+)?(?:for\s+example|for\s+instance|e\.g\.|say,)", re.I)
#: nouns for the organisation the documents come from, by its kind: in a context written in its own voice ("we will not
#: tattoo anyone …") "the studio won't tattoo anyone" names the speaker, no new place or person
_ORG_KIND = frozenset("studio team staff".split())
_ORG_ACTS = re.compile(r"\bthe\s+(studio|team|staff)\s+(?:will|won['’]?t|can|can['’]?t|cannot|does|doesn['’]?t|do|don['’]?t|"
                       r"is|isn['’]?t|are|aren['’]?t|has|have|may|might|would|wouldn['’]?t|should|also|only|never|always)\b", re.I)


def _org_acts(w: str, text: str, ctx: ContextIndex) -> bool:
    """``the <w>`` is the subject of a verb in ``text`` and the context speaks in the first person plural: the speaker."""
    return we_voice(ctx) and any(m.group(1).lower() == w for m in _ORG_ACTS.finditer(text))


#: the end of the predicate after the organisation's verb
_ACT_END = re.compile(r"[,;:.!?()\u2014\u2013]|\s(?:so|and|but|which|because)\s", re.I)


def _new_act(w: str, text: str, novel: "list[str]") -> list[str]:
    """The new words (two at least) of what ``the <w>`` does in ``text`` (its predicate, to the clause's end): an
    organisation's act the context does not state ("the team does a final walk-round with you", "the staff will
    carry your bags to the car"); empty when its act is the context's ("the team clears all debris")."""
    new = set(novel)
    for m in _ORG_ACTS.finditer(text):
        if m.group(1).lower() != w:
            continue
        end = _ACT_END.search(text, m.end())
        content = [t for t in words_of(text[m.end():end.start() if end else len(text)]) if t not in NONCONTENT and len(t) > 1]
        said = [t for t in content if t in new]
        if len(said) >= 2 and content[0] in new:
            return said  # (its first word, the verb or its object, new: "won't tattoo anyone who has been drinking" where the
            # context says "we will not tattoo anyone under the influence" is the context's act, reworded)
    return []


#: function words (for :func:`_context_limit`'s "another of the text's words": "made" is one, "that" is not)
_FUNCTION = frozenset("""that this these those with from your have will been were they them then than what when where which
there their also just only some more most very much well into over under about after before because since while would could
should might must does done being here""".split())


#: the words a context sentence states a requirement or a condition with
_REQUIRING = frozenset("must required requires need needs only unless provided before".split())
#: the words that bound a requirement in time (the context's "before your certificate expires" and the answer's "before the
#: expiry date" bound it alike)
_BOUND_WORDS = frozenset("before after within until".split())
#: where the condition's clause ends
_COND_END = re.compile(r"[.;:!?()\u2013\u2014]|,\s")


def _context_condition(text: str, cond: str, ctx: ContextIndex) -> bool:
    """The condition the text states on the user (:func:`.scaffold.stated_condition`: "as long as you complete the course
    before the expiry date") restates a requirement of one context sentence: its clause, addressed to "you", shares two
    words or more (by stem) with a sentence that requires something ("must be taken before your current certificate
    expires"), and those shared words are at least as many as its words the context lacks anywhere — the context's rule applied
    to the user's case, no new condition. (A condition on new things, "as long as you bring your passport to the course",
    shares one word.)"""
    low = text.lower()
    at = low.find(cond.lower())
    if at < 0:
        return False
    end = _COND_END.search(text, at + len(cond))
    clause = text[at + len(cond):end.start() if end else len(text)]
    toks = words_of(clause)
    if not toks or toks[0] not in ("you", "you're", "your", "you've", "you'll"):
        return False
    own = {w for w in toks if (len(w) > 3 and w.isalpha() and w not in _FUNCTION and w not in NONCONTENT) or w in _BOUND_WORDS}
    if len(own) < 2:
        return False
    where = ctx.where(own | _REQUIRING)
    rules = 0
    for w in _REQUIRING:
        rules |= where.get(w, 0)
    if not rules:
        return False
    shared = [w for w in own if where.get(w, 0) & rules]
    best = 0
    for w in shared:  # the sentence that holds the most of them
        bit = where[w] & rules
        best = max(best, sum(1 for x in shared if where[x] & bit))
    return best >= 2 and best >= sum(1 for w in own if not where.get(w))


def _context_limit(text: str, ctx: ContextIndex) -> bool:
    """The text's limit on a figure (:data:`.scaffold.LIMIT`: "within 30 miles", "up to 14 days") is in the context in the same
    words and figure: the context's own limit restated, no new condition."""
    m = LIMIT.search(text)
    if m is None:
        return False
    toks = words_of(text[m.start():m.end() + 40])
    n = len(words_of(m.group(0)))
    end = n + 1  # the limit's words and its figure, then the figure's unit ("30 miles", "10 working")
    if end < len(toks) and toks[end] not in NONCONTENT and toks[end].isalpha():
        end += 1
    if f" {' '.join(toks[:end])} " not in ctx.flat:
        return False
    # and said of the same thing: a context sentence with the figure holds another of the text's words ("made … within 30
    # miles"; not "booked up to 60 days ahead" for "carried over …, up to 60 days")
    figure = toks[n] if len(toks) > n else ""
    own = {w for w in words_of(text) if len(w) > 3 and w.isalpha() and w not in toks[:end] and w not in _FUNCTION}
    where = ctx.where(own | {figure})
    return any(where.get(w, 0) & where.get(figure, 0) for w in own)


#: a heading line (a Markdown heading, or a short bold line with no sentence's end, as the splitter leaves it:
#: "Step 2 – Volume discount**", "## Late fees"): it names a topic of the answer, it asserts no detail. A money
#: noun there, where the context prices things ("Volume discount" over "10% off"), is the context's amounts' topic
_HEADING_LINE = re.compile(r"\s*#{1,6}\s|[^.!?\n]{1,80}(?<![.!?])(?:\*\*|__)\s*:?\s*$"
                           # a lead-in to the list under it ("Buying individually at current prices:"): its money noun
                           # names the figures its items give (each checked itself), as a heading's does
                           r"|[^.!?\n:]{1,80}(?<![.!?]):[\s*_]*$")
#: in advice, the one the user is told to ask ("ask the studio", "confirming with the market": the organisation, by
#: its kind) and the step the asking comes before ("before booking an appointment"): no new place, person or time
_ASKED = re.compile(r"\b(?:ask|asking|contact|contacting|call|calling|(?:check|checking|confirm|confirming)\s+with|"
                    r"(?:speak|speaking|talk|talking)\s+to)\s+(?:the|your)\s+([a-z]+)\b"
                    r"|\b(?:before|when|until)\s+(\w+ing(?:\s+(?:(?:a|an|the|your|any)\s+)?\w+)?)", re.I)
_ALL_BACK = re.compile(r"(?:of\s+)?(?:your|the|their|my)\s+(?:money|payment|deposit)\s+back\b")
#: a sentence's opening frame, the place or party it is said of ("At Studio Nineteen, …", "For HeatSafe members, …")
_FRAME = re.compile(r"[\W_]*(?:at|for|with|in)\s+[^,.;:!?]{1,40},", re.I)
_AT_ALL = re.compile(r"\bat\s+all\b", re.I)
_SUMMED = re.compile(r"\bboth\b(?:\s+[\w'’-]+){0,4}?\s+(?:added\s+together|together|combined|in\s+total|summed)\b", re.I)
_FREE_TIME = re.compile(r"\bfree\s+(?:time|moments?|evenings?|afternoons?|mornings?)\b(?!\s+(?:pass|ticket|entry|session|class))", re.I)
_FREE = re.compile(r"(?<![\w-])free\b", re.I)
#: "free" that names no price: a place or date open, as a condition ("if it's free on your dates", "as long as the
#: court's free", "provided the room is still free") or put to a day ("free on the 14th"); or a conclusion drawn from the
#: answer's own figures ("effectively one session free", "in effect free", "as good as free")
_FREE_NOT_PRICE = re.compile(
    r"\b(?:if|as\s+long\s+as|provided(?:\s+that)?|so\s+long\s+as|assuming|when|once)\s+(?:[\w'’-]+\s+){0,3}?"
    r"[\w-]+(?:\s+(?:is|are)|['’](?:s|re))\s+(?:still\s+)?(?:\*\*|__)?free\b(?!\s+(?:of|to|for\b|entry|admission|delivery|parking))"
    r"|\b(?:is|['’]s|are|['’]re)\s+(?:still\s+)?free\s+(?=on\s+(?:your|the|that|those)\s+(?:dates?|day|days|evening|night|morning|afternoon)\b)"
    r"|\b(?:effectively|essentially|in\s+effect|practically|virtually|as\s+good\s+as)\s+(?:(?!free\b)[\w'’-]+\s+){0,3}?free\b",
    re.I)
#: days named from the user's now: a time only against it
_RELATIVE_DAYS = frozenset("today tonight tomorrow yesterday".split())
#: a question that tells the user's now (a weekday, "today", "now"): the relative days of the answer count from it
_USER_NOW = _RELATIVE_DAYS | _WEEKDAYS | frozenset("now".split())


def _referred(noun: str, text: str) -> bool:
    """The money noun is referred to, not introduced: "the final price", "its cost", "that fee" (a definite word
    before it, up to two words back), where "a discount", "an extra charge", "another fee" bring in a new one."""
    toks = words_of(text)
    for k, w in enumerate(toks):
        if w == noun:
            before = toks[max(0, k - 3):k]
            if not _REFERRING.isdisjoint(before) and _INTRODUCING.isdisjoint(before):
                continue
            return False
    return True


#: determiners that point back to things said ("the final price", "both prices", "each fee"): a definite word or a
#: quantifier over the things just named
_REFERRING = frozenset("the this that these those your its their both each either".split())
#: words that bring in a thing not said before ("a fee", "an extra charge", "another discount")
_INTRODUCING = frozenset("a an another extra additional some separate further".split())


def _prices(ctx: ContextIndex) -> bool:
    """The context states an amount of money (once per context): its "price", "fee" or "cost" is one of them."""
    hit = ctx.memo.get("prices")
    if hit is None:
        hit = ctx.memo["prices"] = _PRICED.search(ctx.text) is not None
    return bool(hit)


def _channel_known(w: str, ctx: ContextIndex) -> bool:
    """A channel word whose kind the context or the question names, in another of its words or by an address
    (the context's phone number for "phone support"); not a channel word: False."""
    same = CHANNEL_NOUNS.get(w)
    if same is None:
        return False
    known, asked, shown = ctx.vocab.words, ctx.query_vocab.words, _contacts(ctx)
    return any(x in known or x in asked or x in shown for x in same) or _channel_verbed(same, known)


def _channel_verbed(same: "frozenset[str]", known) -> bool:
    """The context names the channel as a verb ("your report is emailed", "we'll have texted you", "phoned"):
    "by email" is then its own way."""
    return any(x + "ed" in known or x + "d" in known or (x.endswith("s") and x[:-1] + "ed" in known)
               for x in same if x.isalpha() and len(x) > 3)


#: a money noun denied: no fee named ("at no extra charge", "free of charge", "without any fee")
_MONEY_DENIED = re.compile(r"\b(?:no|without|free\s+of|nothing)\s+(?:\w+\s+){0,2}?(?:fee|fees|charge|charges|cost|costs|price)\b", re.I)
#: a sentence that reports what the documents say ("The documents only set the cap for peak periods", "The information I
#: have only covers …"): its scope word measures the documents, as a gap statement does, not the world
_ABOUT_DOCUMENTS = re.compile(r"[\W_]*(?:the|these|those|my|our|your)\s+(?:documents?|sources?|information|notes|files?|pages?|"
                              r"details|terms|policy|policies|price\s+list|guide|faq)\b", re.I)
#: a scope word inside a compound ("weekend-only", "claim-free", "all-inclusive"): the compound's own word
_SCOPE_COMPOUND = re.compile(r"\w-(?:free|only)\b|\b(?:all|free)-\w", re.I)
#: what a floating "all" follows ("that should all work", "you're all set", "we all"): a pronoun or an auxiliary
_FLOAT_HOSTS = frozenset("""it they we you them us these those that this re ll ve be been is are was were should will would
can could may might must do did s""".split())


#: what "only" restricts, when it is a figure, a day or a month ("only applies 7–11am", "only on Saturdays", "only for 2 weeks")
_ONLY_FIGURE = re.compile(r"(?:(?:applies|apply|available|valid|runs|run|open|opens|on|at|for|from|between|until|in|after|before|"
                          r"during|up|to)\s+){0,2}(?:\d|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|"
                          r"weekends?|january|february|march|april|june|july|august|september|october|november|december)\b)")
_DAY_WORDS = _DAY_OR_MONTH | frozenset("weekday weekdays weekend weekends".split())


def _restriction_said(toks: "tuple[str, ...]", k: int, ctx: ContextIndex) -> bool:
    """The figures or days "only" restricts to (the tokens after it) share a context sentence with another figure or known
    word of the text: the context states that restriction of the same thing."""
    rest = {t for t in toks[k + 1:k + 6] if t[:1].isdigit() or t in _DAY_WORDS}
    others = {t for t in toks[:k] + toks[k + 6:] if t not in rest and (t[:1].isdigit() or t in _DAY_WORDS
              or (t not in NONCONTENT and len(t) > 2 and t not in SCOPE and t in ctx.vocab.words))}
    if not rest or not others:
        return False
    where = ctx.where(rest | others)
    return any(where.get(r, 0) & where.get(o, 0) for r in rest for o in others)


#: only the user's own trial can decide ("something only a visit can really tell you", "only you can decide")
_ONLY_JUDGE = re.compile(r"\bonly\s+(?:you|a|an|the|your)\s+(?:[\w-]+\s+){0,2}?(?:can|could|will)\s+(?:really\s+|truly\s+)?"
                         r"(?:tell|say|decide|judge|know)\b", re.I)
#: the user's case supposed before a word ("if you", "when you're"), in folded tokens
_USERS_CASE_TOKENS = re.compile(r"\b(?:if|when|whenever)\s+you(?:\s+re)?(?:\s+\w+)?$")


def scope_word(text: str, ctx: ContextIndex) -> str | None:
    """A scope word ("all", "every", "free", "unlimited", "always", "never", "only") that widens or narrows what
    the text says, and that the context does not say of the text's own words — or None. Not a scope: a compound's
    word ("weekend-only"), a frequency or a duration ("every three months", "all day"), a floating "all" ("that
    should all work"), a scope denied ("it isn't free"), one inside advice or a set phrase ("it's always sensible
    to", "feel free"). The context's own: a context sentence says it with (two of) the text's known content words
    ("the centre is 18+ only after 8pm")."""
    if SCOPE.isdisjoint(words_of(text)):
        return None
    plain = SET_PHRASE_RE.sub(" ", ADVICE.sub(" ", _SCOPE_COMPOUND.sub(" ", text)))
    toks = tuple(words_of(plain))
    known: "list[str] | None" = None
    for k, w in enumerate(toks):
        if w not in SCOPE:
            continue
        nxt = toks[k + 1] if k + 1 < len(toks) else ""
        if w in ("every", "all") and (nxt in VALUE_WORDS or nxt[:1].isdigit()):
            continue  # "every three months", "all day": a frequency or a duration (a value)
        if w == "only" and _ONLY_FIGURE.match(" ".join(toks[k + 1:k + 4])) and _restriction_said(toks, k, ctx):
            continue  # "the 20% discount only applies 7–11am on weekdays" where one context sentence ties 20% to 7am–11am on
            # weekdays: the context's own restriction, restated
        if w == "only" and _ONLY_JUDGE.search(plain):
            continue  # "something only a visit can really tell you", "only you can decide": a judgement left to the user
        if w == "only" and (nxt[:1].isdigit() or nxt in _COUNTS) and ctx.query and ctx.query_vocab.has(nxt) \
                and not _known(nxt, ctx):
            continue  # "her second jab was only 5 days ago" after "had her second jab 5 days ago": the user's own figure,
            # weighed against the rule (a figure the context states is the context's scope: "only 5 places")
        if w == "only" and _USERS_CASE_TOKENS.search(" ".join(toks[max(0, k - 6):k])):
            continue  # "useful if you only have to miss a session": the user's case supposed, no scope of the world
        if w == "free" and k and (toks[k - 1] in _COUNTS or toks[k - 1].isdigit()):
            continue  # "10 free minutes": a count of free units, a figure
        if w == "both" and nxt and _counted_two(nxt, ctx):
            continue  # "a packed lunch (both days)" over "runs 9am–5pm over two days": the two the context counts
        if w == "all" and k and toks[k - 1] in _FLOAT_HOSTS:
            continue  # "that should all work": the pronoun's own things, pointed back to
        if w == "all" and k and toks[k - 1] == "at":
            continue  # "at all": an intensifier
        if w == "all" and _ALL_BACK.match(" ".join(toks[k + 1:k + 5])) and ctx.vocab.has("full"):
            continue  # "get all your money back" where the context gives a full refund: the same refund, worded
        if _scope_denied(toks, k):
            continue  # "it isn't free": a scope denied widens nothing (not "materials you haven't used are always
            # refunded": that negation is the relative clause's)
        if known is None:
            known = [t for t in dict.fromkeys(_content(toks)) if t not in SCOPE and _known(t, ctx)]
        if known:
            where = ctx.where({w, *known})
            said = where.get(w, 0)
            if said and sum(1 for t in known if where.get(t, 0) & said) >= min(2, len(known)):
                continue  # the context says it of the same words
        return w
    return None


def _counted_two(noun: str, ctx: ContextIndex) -> bool:
    """The context counts two of the noun ("over two days", "2 sessions"): "both days" names those two."""
    return re.search(rf"\b(?:two|2)\s+(?:[a-z-]+\s+)?{re.escape(noun)}\b", ctx.folded[:200000]) is not None


#: what "both" may count of the conversation's own: the two points asked ("confirm both points") — and the user's pair
_BOTH_DISCOURSE = frozenset("points questions things details issues parts options queries".split())
_TWO_ASKED = re.compile(r"\b(?:2|two|both|pair|twins|couple)\b", re.I)
_FIGURE = re.compile(r"\d+(?:[.,]\d+)?")


def _both_asked(toks, ctx: ContextIndex, text: str) -> bool:
    """"both" of the conversation's own two: the points the user asked ("would be the ones to confirm both points"), or
    the user's pair where the question counts two and the claim works it out ("£9 each, so £18 a night for both" of "my
    2 rabbits": two figures in it; "£9 a night covers both" is a price of one given to the pair): "both" last, or before
    "of"."""
    for k, w in enumerate(toks):
        if w != "both":
            continue
        nxt = toks[k + 1] if k + 1 < len(toks) else ""
        if nxt in _BOTH_DISCOURSE:
            return True
        if nxt in ("", "of") and ctx.query and _TWO_ASKED.search(ctx.query) and len(_FIGURE.findall(text)) >= 2:
            return True
    return False


def _both_counted(toks, ctx: ContextIndex) -> bool:
    """"both" before a noun the context counts two of (:func:`_counted_two`)."""
    return any(w == "both" and k + 1 < len(toks) and _counted_two(toks[k + 1], ctx) for k, w in enumerate(toks))


def _named(word: str, text: str) -> bool:
    """The word is written with a capital inside a run of words (a name: "the Riverside team"),
    not as a sentence's, a bullet's or a label's first word. A script without capitals (Arabic) has
    no such sign (issue 24: its names are read by text.arabic.names)."""
    if not word.isascii() and word[:1].upper() == word[:1].lower():
        return False
    cap = word[:1].upper() + word[1:]
    at = text.find(cap)
    while at >= 0:
        before = text[:at].rstrip(" *_")
        if before and (before[-1].isalnum() or before[-1] == ",") and not before.endswith(" I"):
            return True
        at = text.find(cap, at + 1)
    return False


#: a claim put as advice or as an example, not as a fact ("remember to …", "pick an early slot")
_ADVISING = re.compile(r"\W*(?:(?:so|and|but|just|also|then|or)\W+)*(?:remember|pick|choose|try|make\s+sure|be\s+sure|consider|"
                       r"don'?t\s+forget|keep\s+in\s+mind|bear\s+in\s+mind|plan|aim|for\s+example|for\s+instance|e\.g\.|say|"
                       r"budget|allow|expect|factor\s+in|if\s+you\s+(?:go\s+ahead|decide|choose|want|need|prefer))\b", re.I)


def _far(content: list[str], novel: list[str], ctx: ContextIndex) -> list[str]:
    """The claim's words the context has only as a synonym, and only away from the sentence that
    holds most of its words ("pay at the kiosk" where the kiosk sentence says nothing of paying
    and "costs" is elsewhere): support is local. (Counting the context's own words far from that
    sentence too was measured: it flags the paraphrase of news summaries, RAGTruth 0.787 → 0.781.)"""
    where = ctx.where(set(content) - set(novel))
    masks = [where[w] for w in content if w in where]
    if len(masks) < 2:
        return []
    best = _best_sentence(masks)
    place = best
    far = []
    for w in content:
        if w not in where and w not in novel:  # known only as a synonym: find the synonym's place
            alts = [a for a in SYNONYMS.get(w, ()) if a in ctx.vocab.words]
            spots = ctx.where(set(alts))
            if alts and spots and not any(m & place for m in spots.values()):
                far.append(w)
    return far


def _back_references(tokens: tuple[str, ...]) -> set[str]:
    """Nouns the claim points back to ("share that slot", "the same form"): said before, not new."""
    out = set()
    for k in range(len(tokens) - 1):
        if k == 0 and tokens[k] == "that":
            continue  # "(and says) that part-time staff get …": a clause's "that", not a pointer
        if tokens[k] in ("that", "this", "these", "those", "same"):
            out.add(tokens[k + 1])
    return out


#: stands for a supported sentence elsewhere in the response
_SUPPORTED = Claim("", 0, 0, ())


def _supported(claim: Claim, ctx: ContextIndex, cfg: CheckerConfig) -> bool:
    if claim is _SUPPORTED:
        return True
    content = _content(claim.tokens)
    if not content:
        return False
    novel = sum(1 for w in content if not _known(w, ctx))
    return novel / len(content) <= cfg.supported_novel_share


#: the words a negation reaches a scope word across ("isn't always", "is not completely free", "there isn't any free
#: parking", "doesn't come free"): auxiliaries, degree adverbs, determiners and the linking verbs of a predicative
#: "free", and prepositions ("it's a no on both", "not available to all") — a content verb between ("materials you
#: haven't used are always refunded") ends its reach
_DENIAL_BRIDGE = frozenset("""be is are was were been being am quite completely entirely totally really necessarily
always all that so actually strictly the a an any your their its our much very come comes go goes get gets stay stays
travel travels ride rides on for of in at to with include includes offer offers give gives cover covers mean means
provide provides""".split())  # ("doesn't include free workshops": the free denied)


def _scope_denied(toks: "tuple[str, ...]", k: int) -> bool:
    """The scope word at ``k`` is denied: a negator within three words before it, nothing but
    :data:`_DENIAL_BRIDGE` words between ("it isn't free", "not always"; "don't miss the free cake stall" denies the
    missing, and "you haven't used are always refunded" the using)."""
    for j in range(k - 1, max(-1, k - 4), -1):
        if toks[j] in _NEGATORS:
            return True
        if toks[j] not in _DENIAL_BRIDGE:
            return False
    return False


def _rejected(toks: "tuple[str, ...]", k: int) -> bool:
    """The word at ``k`` is inside the alternative a contrast rejects, within three words after its marker ("10% off
    rather than a free place", "instead of a free one"): the rejected alternative is not asserted."""
    before = toks[max(0, k - 5):k]
    for a, b in (("rather", "than"), ("instead", "of")):
        for j in range(len(before) - 1):
            if before[j] == a and before[j + 1] == b and len(before) - (j + 2) <= 3:
                return True
    return False


#: a thing said to be included, as its clause's subject ("Adhesive and grout are included in the per-metre labour rate",
#: "Tea, coffee and a hot lunch are all included on the day"): given with what is paid for, as "free" gives it; the
#: subject runs from the clause's start (not a supposition: "if parking is included") to the copula
_INCLUDED = re.compile(r"^[\W_]*(?!(?:if|whether|unless|when|once|check|ask)\b)(?P<what>[A-Za-z][\w'-]*(?:[\s,&]+(?:and\s+|or\s+)?"
                       r"(?:an?\s+|the\s+|some\s+)?[A-Za-z][\w'-]*){0,7}?)[\s*_]+(?:are|is|will\s+be|come)[\s*_]+"
                       r"(?:all[\s*_]+|also[\s*_]+|always[\s*_]+)?[*_]*(?:included|provided|supplied|thrown\s+in)\b", re.I)
_THING_JOINT = re.compile(r"\s*(?:,|&|\band\b|\bor\b)\s*", re.I)


def _included_things(text: str) -> list[str]:
    """The head nouns of the things a clause says are included (:data:`_INCLUDED`): each conjunct's last word."""
    m = _INCLUDED.match(text)
    if m is None:
        return []
    heads = []
    for part in _THING_JOINT.split(m.group("what")):
        ws = [w for w in words_of(part) if w.isalpha()]
        if ws and ws[-1] not in NONCONTENT:
            heads.append(ws[-1])
    return heads


def _included_new(claim: Claim, ctx: ContextIndex) -> str | None:
    """A thing the claim says is included that the context (and the question) never names: its head noun, or None."""
    if "included" not in claim.tokens and "provided" not in claim.tokens and "supplied" not in claim.tokens \
            and "thrown" not in claim.tokens:
        return None
    for head in _included_things(plain(claim.text)):
        if not (_known(head, ctx) or ctx.query_vocab.has(head)):
            return head
    return None


def scope(i: int, claim: Claim, others: list[Claim], ctx: ContextIndex, cfg: CheckerConfig) -> Finding | None:
    """A scope word ("both", "free", "unlimited") the place the claim rests on does not say; a thing said to be included
    that the context never names (as a thing given free)."""
    toks = claim.tokens
    if cfg.check_scope:
        new = _included_new(claim, ctx)
        if new is not None:
            return unsupported(claim, i, f"'included': {new} is nowhere in the context", rule="scope")
    if "complimentary" in toks:  # "the complimentary foot soak": a thing given free, as "free" says
        toks = tuple("free" if t == "complimentary" else t for t in toks)
    said = set(SCOPE_WORDS.intersection(toks))
    if not said or not cfg.check_scope:
        return None
    for k, w in enumerate(toks):
        plural_next = toks[k + 1:k + 2] and len(toks[k + 1]) > 2 and toks[k + 1].endswith("s")
        if w == "both" and ("and" in toks[k + 1:k + 6] or k == 0 or not (toks[k - 1] in _PREPOSITIONS or plural_next)):
            # "both at home and on the road": two things listed; "they are both used": a pair the
            # context names; "in both papers", "the courier both ways": a widening to check
            said.discard("both")
        elif w == "every" and toks[k + 1:k + 2] and toks[k + 1] in VALUE_WORDS:
            said.discard("every")  # "every day" = "daily": a frequency (a value), not a scope
    if "free" in said and free_only_in_compounds(claim.text):
        said.discard("free")  # "claim-free", "interest-free": the compound's own word, not a widening
    if "free" in said and _FREE_OR_GIVEN.search(SET_PHRASE_RE.sub(" ", claim.text)) is None:
        said.discard("free")  # "feel free", "you're past it and free to end the lease": an offer or a permission, no price
    if "free" in said and _counted_free(toks):
        said.discard("free")  # "10 free minutes + 50 charged minutes", "one free swim": a count, which the value rules check
    if "free" in said and 0 < len(_FREE.findall(claim.text)) == len(_FREE_NOT_PRICE.findall(claim.text)):
        said.discard("free")  # "if it's free on your dates", "as long as the court's free": free as open, a condition;
        # "effectively one session free": a conclusion drawn from the figures, which the value rules check
    if "all" in said and _AT_ALL.search(claim.text):
        said.discard("all")  # "whether they can meet your date at all": an intensifier, no widening
    if "both" in said and _SUMMED.search(claim.text):
        said.discard("both")  # "with both clocks added together, that's 2½ hours": a sum of two, the working's count
    if "free" in said and _FREE_TIME.search(claim.text) and len(_FREE.findall(claim.text)) == len(_FREE_TIME.findall(claim.text)):
        said.discard("free")  # "breakfast → free time → yoga": time of one's own, no price
    if "both" in said and (_users_pair(claim, ctx) or _answers_pair(claim)):
        said.discard("both")  # "for both children" when the user brings two, "both rooms" after "you'd need two rooms": counted
    pair = _pair_before(claim, toks, others) if "both" in said else None
    if not said:
        return None
    if any(_scope_denied(toks, k) or _rejected(toks, k) or tuple(toks[k + 1:k + 3]) == ("or", "otherwise")
           for k, w in enumerate(toks) if w in said):  # ("… doesn't have its own car park, free or otherwise": either way)
        return None  # "it isn't free", "10% off rather than a free place": a scope denied or rejected is no widening (the user's word is no evidence either way) — but
        # "don't miss the free cake stall" denies the missing, not the free: the thing is asserted
    if "free" in said and (head := _free_subject_head(claim.text)) is not None \
            and not (_known(head, ctx) or ctx.query_vocab.has(head) or _derived_known(head, ctx)):
        # "your first month of membership is free" where the context never names a month of it: the thing said free
        # is none of the context's (its head noun, before "of", "for", …)
        return unsupported(claim, i, f"'free': {head} is nowhere in the context", rule="scope")
    things = _free_things(toks) if "free" in said else []
    for thing in things:
        if not (_known(thing[-1], ctx) or _known("".join(thing[-2:]), ctx) or ctx.query_vocab.has(thing[-1])
                or _derived_known(thing[-1], ctx)) \
                and not _free_beside(thing, ctx) and not _free_named_before(toks, thing, ctx):  # ("Wi-Fi" is "WiFi")
            # "free packing boxes", "a free roll of tape": something given free that the context never names (its head noun)
            return unsupported(claim, i, f"'free': {' '.join(thing)} is nowhere in the context", rule="scope")
    if things and all(_free_beside(t, ctx, every=True) or _free_named_before(toks, t, ctx) for t in things):
        said.discard("free")  # "free delivery" where the context says "free delivery on orders over £40": the context's own
        if not said:
            return None
    content = [w for w in _content(toks) if w not in SCOPE_WORDS and _known(w, ctx)]
    frame = _FRAME.match(claim.text)
    if frame:  # "At Studio Nineteen, patch tests are free": the frame names where, the subject follows it
        framed = set(words_of(frame.group(0)))
        content = [w for w in content if w not in framed] or content
    if not content:
        return None
    if we_voice(ctx):
        # "Homenest collects the furniture free" where the context says "We collect …": the organisation's name is the
        # "we" every chunk speaks as, no part of one of them
        doers = {w.casefold() for m in _WE_DOER.finditer(claim.text) if _we_do(m.group(2), ctx) for w in words_of(m.group(1))}
        content = [w for w in content if w not in doers] or content
    # the place the claim rests on: the chunks that hold its subject (its first two known words)
    chunks = ctx.chunk_stems
    keys = [k for k in (stem_key(w) for w in content) if any(k in c for c in chunks)][:2]
    if not keys:
        return None  # its words are in the context only as variants: no place to point at
    home = [c for c in chunks if all(k in c for k in keys)]
    if not home:  # its first words are in different chunks: a chunk that says the scope word with two of its words
        stems = {stem_key(w) for w in content}
        home = [c for c in chunks if len(stems.intersection(c)) >= min(2, len(stems))
                and any(stem_key(w) in c if w != "free" else _free_in([c], ctx) for w in said)]  # (free in any words)
    if not home:  # its subject's words are in different chunks: no one place says the scope word with them
        w = sorted(said)[0]
        return unsupported(claim, i, f"{w!r}: the claim's words come from different parts of the context, "
                           f"none of which says it of them", rule="scope")
    if pair is not None and _said_together(pair, ctx):
        said.discard("both")  # "if you have Bupa or AXA cover, Stepwell is registered with both": the two just named, and
        # the place the claim rests on names them both ("registered with Bupa and AXA Health")
        if not said:
            return None
    for w in sorted(said):
        key = stem_key(w)
        if w == "free" and FREE_PHRASE.search(ctx.flat) and any(all(stem_key(x) in c for x in pair) for c in home for pair in _FREE_PAIRS):
            continue  # "at no extra cost", "free of charge", "complimentary": the context's free
        if w == "free" and _first_allowance(toks) and _CHARGED_AFTER.search(ctx.flat):
            continue  # "the first 10 minutes are free" where the context charges "beyond the first 10 minutes": its free
        if w == "free" and _free_span_said(toks, claim.text, ctx):
            continue  # "holds your watch free for ninety days", "past the free period", "the first 30 minutes … are free"
            # where the context charges from the end of that time on ("for 90 days … After that, a storage fee of £5 per
            # month applies") or says its first span is free ("the first 30 minutes of parking are free"): its free
        if w == "free" and not things and not _free_in(home, ctx) and _free_in(_sharing(content, ctx.chunk_stems, 2), ctx):
            continue  # "12 Classic teas (£174) delivered within 5 miles would travel free" where another chunk says "Delivery
            # is free on orders over £150 within 5 miles": the place that says free shares two of the claim's words (the
            # subject's first words point at the price's chunk; the free is the delivery's). Only a predicate "free": a
            # free thing named ("free express delivery") is read against the kind the context says is free
        if w == "both" and (_both_counted(toks, ctx) or _both_asked(toks, ctx, " ".join(c.text for c in [*others, claim]))):
            continue  # "a packed lunch (both days)" over "runs 9am–5pm over two days": the two the context counts; "£18 a
            # night for both" of the user's "my 2 rabbits", "confirm both points": the user's two
        if w == "unlimited" and _unlimited_in(home, ctx):
            continue  # "donated prizes are unlimited" where the context says "Donated prizes are not limited"
        if (not any(key in c for c in home) if w != "free" else not _free_in(home, ctx)):  # (free in any words: text.free)
            return unsupported(claim, i, f"{w!r}: the part of the context this rests on does not say it", rule="scope")
    return None


#: what may follow a "both" that stands for a pair named before it ("registered with both", "both of them", "both, but …")
_BOTH_ENDS = frozenset("but so though although which too of as and".split())
#: two things joined, the last such pair of a clause ("Bupa or AXA Health", "the pool and the gym")
_PAIR_JOINED = re.compile(r"([\w'’-]+)[*_]*\s+(?:or|and)\s+(?:the\s+|a\s+|an\s+|your\s+)?[*_]*([\w'’-]+)", re.I)


def _pair_before(claim: Claim, toks: "tuple[str, ...]", earlier: list[Claim]) -> "tuple[str, str] | None":
    """The two things a pronoun "both" stands for (no noun after it: "… is registered with both"): the last pair the
    claim before its "both", or else an earlier clause of the sentence, joins with "or"/"and", folded — or None."""
    at = [k for k, w in enumerate(toks) if w == "both"]
    if not at or any(k + 1 < len(toks) and toks[k + 1] not in _BOTH_ENDS for k in at):
        return None
    first = re.search(r"\bboth\b", claim.text, re.I)
    for text in [claim.text[:first.start() if first else 0], *(c.text for c in reversed(earlier))]:
        found = list(_PAIR_JOINED.finditer(text))
        if found:
            x, y = (words_of(g)[:1] for g in found[-1].groups())
            return (x[0], y[0]) if x and y and x[0] not in NONCONTENT and y[0] not in NONCONTENT else None
    return None


def _said_together(pair: "tuple[str, str]", ctx: ContextIndex) -> bool:
    """One sentence of the context names both members of the pair."""
    where = ctx.where(set(pair))
    return bool(where.get(pair[0], 0) & where.get(pair[1], 0))


def _sharing(content: "list[str]", chunks: "list[set[str]]", n: int) -> "list[set[str]]":
    """The chunks (their stems) that hold at least ``n`` of the content words' stems."""
    stems = {stem_key(w) for w in content}
    return [c for c in chunks if len(stems.intersection(c)) >= n] if len(stems) >= n else []


#: "unlimited" said in other words: "not limited", "no limit", "without (any) limit", "no cap"
_UNLIMITED_SAID = re.compile(r"\b(?:not|never)\s+(?:be\s+)?(?:limited|capped)\b|\bno\s+(?:upper\s+)?(?:limit|cap|maximum)\b"
                             r"|\bwithout\s+(?:any\s+)?(?:limit|cap)\b|\bunlimited\b|\bnot\s+subject\s+to\s+(?:any|a|the)\s+(?:limit|cap)", re.I)


def _unlimited_in(home: "list[set[str]]", ctx: ContextIndex) -> bool:
    """One of these chunks says a thing has no limit, in any of :data:`_UNLIMITED_SAID`'s words."""
    texts = _current_texts(ctx)
    if texts is None:
        return False
    ids = {id(h) for h in home}
    return any(id(st) in ids and _UNLIMITED_SAID.search(t) is not None for t, st in zip(texts, ctx.chunk_stems))


def _current_texts(ctx: ContextIndex) -> "list[str] | None":
    """The current chunks' texts, in the order of :attr:`ContextIndex.chunk_stems`; None where the two do not align.
    Read once per context."""
    if "current_texts" not in ctx.memo:
        texts = [c.text for c in ctx.chunks if c.status != "superseded"]
        ctx.memo["current_texts"] = texts if len(texts) == len(ctx.chunk_stems) else None
    return ctx.memo["current_texts"]


def _free_in(home: "list[set[str]]", ctx: ContextIndex) -> bool:
    """One of these chunks (their stems, of :attr:`ContextIndex.chunk_stems`) says "free" as a word of its own, not only
    inside a compound ("allergen-free", "interest-free"), or says it in a phrase ("at no extra cost")."""
    stems = ctx.chunk_stems
    says = ctx.memo.get("chunk_free")  # each current chunk says free, read once per context (None: no alignment)
    if "chunk_free" not in ctx.memo:
        texts = _current_texts(ctx)
        says = ctx.memo["chunk_free"] = None if texts is None else [search_said(FREE_SAID, t) for t in texts]
    if says is None:
        return True  # (no alignment to read by: as before)
    ids = {id(h) for h in home}
    return any(id(st) in ids and free for free, st in zip(says, stems))


#: a claim put as the answer to a yes/no question
_AFFIRMED = re.compile(r"\W*(?:yes|yep|yeah|absolutely|of\s+course|certainly|definitely)\b", re.I)
#: a clause that is only an affirmation ("Yes" before "— bring the running shoes …")
_BARE_YES = re.compile(r"[\W_]*(?:yes|yep|yeah|absolutely|of\s+course|certainly|definitely)[\W_]*", re.I)
def _free_beside(thing: list[str], ctx: ContextIndex, every: bool = False) -> bool:
    """A context sentence says "free" beside a word of the thing ("Luggage can be stored free of
    charge" for "free luggage storage"); ``every``: beside all of its words ("free standard delivery" for
    "free standard delivery on orders over £40", not "free express delivery")."""
    where = ctx.where({"free", "complimentary", *thing})
    free = where.get("free", 0) | where.get("complimentary", 0)  # ("complimentary tea and coffee" says free)
    if every:
        for w in thing:
            free &= where.get(w, 0)
        return bool(free)
    return bool(free) and any(where.get(w, 0) & free for w in thing)


_COUNTS = frozenset("one two three four five six seven eight nine ten eleven twelve".split())


def _counted_free(toks: "tuple[str, ...]") -> bool:
    """Every "free" of the claim follows a count ("10 free minutes", "one free swim"): a number of free units is a
    figure (the value and derivation rules check it), not a thing given free."""
    at = [k for k, w in enumerate(toks) if w == "free"]
    return bool(at) and all(k and (toks[k - 1] in _COUNTS or toks[k - 1].isdigit()) for k in at)


#: a pair the user brings: the question counts two ("my two kids", "both eyes", "a pair of …")
_PAIR = re.compile(r"\b(?:both|two|pair|couple|twins)\b"
                   # or sets two things against each other ("the difference between stalls and circle", "X vs Y",
                   # "compare the monthly and annual plans"): the answer's "both" is of the two it was asked to compare
                   r"|\b(?:between|compare|comparing)\s+(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,3}?\s+(?:and|with|to)\s+(?:the\s+)?[\w'’-]+"
                   r"|\w\s+(?:vs\.?|versus)\s+\w", re.I)
#: a pair of people ("for both of you"), or working shown ("2 × (£13 + £2.50) = £31")
_PAIR_OF_US = re.compile(r"\bboth\s+of\s+(?:you|us|them)\b|\d\s*[×x*+=]\s*[\d(£$€]|=", re.I)


def _users_pair(claim: Claim, ctx: ContextIndex) -> bool:
    """The claim's "both" counts the user's pair, not the context's things: the question counts two ("Taking my two
    kids …" → "for both children"; "LASIK for both eyes"), the pair is people ("for both of you"), the claim works
    a sum on it ("2 × (£13 + £2.50) = £31"), or it leads into what follows ("Here's how both things work.").
    ("Calculators are allowed in both papers" — the context's pair, asked of one — is a widening to check.)"""
    return bool(ctx.query and _PAIR.search(ctx.query)) or _PAIR_OF_US.search(claim.text) is not None \
        or _HERE.match(claim.text) is not None or _LETS.match(claim.text) is not None


def _answers_pair(claim: Claim) -> bool:
    """Every "both" of the claim is of a thing the response itself counts two of ("Since each room holds 2 to 6 players,
    you'd need two rooms … You can book both rooms at the same start time"): the answer's own pair, counted in its working."""
    toks = claim.tokens
    at = [k for k, w in enumerate(toks) if w == "both"]
    if claim.paired and LISTED_PAIR <= claim.paired and at:
        return True  # the sentence follows a list of two items: "both" counts them back ("Since both prices are "from" figures")
    return bool(claim.paired) and bool(at) and all(
        any(t in claim.paired for t in toks[k + 1:k + 3]) for k in at)


#: the mark (no word) that a claim's sentence comes right after a list of exactly two items (passes._claims): its "both"
#: is the answer's own pair
LISTED_PAIR = frozenset((" two listed",))


#: the things a response counts two of ("two rooms", "2 separate bookings", "a pair of tickets"), in its folded words
_TWO_OF = re.compile(r"\b(?:two|2|pair\s+of)\s+(?:[a-z]+\s+)?([a-z]{3,}s)\b")


def pairs_counted(text: str) -> frozenset[str]:
    """The plural nouns a response counts two of (:data:`_TWO_OF`), for :func:`_answers_pair` (once per response)."""
    return frozenset(m.group(1) for m in _TWO_OF.finditer(fold(text))) if "2" in text or "two" in text.lower() or "pair" in text.lower() else frozenset()


#: "the free …": a free thing referred back to by another name ("you're past the free period", "the free service")
_DEFINITE = frozenset("the this that these those your its their".split())


#: verbs whose denial asserts their object ("don't miss the free cake stall", "don't forget the free map")
_LITOTES = frozenset("miss forget overlook".split())
#: the generic names a free thing is referred back by ("the free period", "the free one", "the free option")
_FREE_REFERENTS = frozenset("""period service option options one ones offer allowance place places spot spots session sessions
trial time version plan tier slot slots entry admission cancellation cancellations change changes amount hours minutes days
programme programmes program programs scheme schemes
weeks months
zone zones area radius distance range miles kilometres limit limits threshold cutoff""".split())
#: (the last row: a stretch of space the context makes free, "the free zone" for "delivery included within 10 miles", or the
#: bound of what it makes free, "the free age limit" for "under-5s travel free")


def _free_named_before(toks: "tuple[str, ...]", thing: list[str], ctx: ContextIndex) -> bool:
    """The claim points back with "the free …" to something the context says is free (it says "free" or "no charge"
    somewhere): the context's free thing under another name, not a new one given ("a free coffee")."""
    k = toks.index(thing[0]) if thing[0] in toks else -1
    if k < 2 or toks[k - 1] != "free" or toks[k - 2] not in _DEFINITE:
        return False
    if not any(w in _FREE_REFERENTS or _known(w, ctx) or ctx.query_vocab.has(w) for w in thing):
        return False  # "enjoy the free hot chocolate", "don't miss the free cake stall": a definite article does not make a
        # thing the context never names its own; only a generic name ("the free period") or a word of its points back
    if any(w in _SPAN_REFERENTS for w in thing) and _free_spans(ctx):
        return True  # "past the free period" where the context charges once a span ends ("After that, a fee applies")
    return "free" in ctx.vocab.words or FREE_PHRASE.search(ctx.flat) is not None


#: the generic names of a span of free time ("the free period", "the free days")
_SPAN_REFERENTS = frozenset("period time allowance days weeks months hours minutes".split())


#: what "free" says of the place or the service itself, not a thing given ("free admission", "free entry")
_FREE_OF_WHAT = frozenset("admission admissions entry entrance access use usage charge cost costs".split())
#: sentence adverbs after a predicative "free" ("Under-16s are free anyway", "Check-ups: free anyway", "it's free
#: regardless"): they say how the clause stands, not what is given free
_FREE_ADVERBS = frozenset("anyway anyhow regardless already altogether entirely nonetheless nevertheless".split())


def _free_things(toks: "tuple[str, ...]") -> list[list[str]]:
    """The content words of what each "free" qualifies ("free packing boxes", "a free roll of packing
    tape": up to three words after it, through one "of"; not the "free" of "feel free")."""
    things = []
    for k, t in enumerate(toks):
        if t != "free" or (k and toks[k - 1] in _FREE_PREDICATE):
            continue  # "feel free"; "children under 3 go free anyway", "under-5s travel free": free says of its subject
        out: list[str] = []
        for w in toks[k + 1:k + 5]:
            if w == "of" and out:
                out = []  # "a free roll of tape": the thing is the tape
                continue
            if w in NONCONTENT or w in _PREPOSITIONS or not w.isalpha() or w in _FREE_ADVERBS:
                break
            if w not in REASONING:  # "the free allowance": a word of the reasoning, not a thing
                out.append(w)
        if out and out[-1] not in _FREE_OF_WHAT:
            things.append(out[:3])
    return things


#: the verbs before a predicative "free" ("go free", "travel free", "get in free"): what is free is the subject, not the
#: words after it ("anyway", "with an adult"); "feel free" is an offer
_FREE_PREDICATE = frozenset("feel go goes going went travel travels travelling ride rides eat eats stay stays enter enters "
                            "in come comes".split())


#: "free" or "complimentary" as a word of its own
_FREE_OR_GIVEN = re.compile(r"(?<![\w-])(?:free|complimentary)\b", re.I)


#: how a context says "free" without the word
_FREE_PAIRS = (("no", "cost"), ("no", "charge"), ("complimentary",), ("without", "charge"), ("included", "price"))
#: the same, as a phrase: "no" and "costs" apart ("no more than 15 kg … delivery costs £14") say nothing is free
def _first_allowance(toks: "tuple[str, ...]") -> bool:
    """The claim names a first allowance of a value ("the first 10 minutes", "the first hour"), not a first thing."""
    return any(t == "first" and k + 1 < len(toks) and (toks[k + 1][:1].isdigit() or toks[k + 1] in VALUE_WORDS)
               for k, t in enumerate(toks))


#: a charge that starts after a first allowance ("waiting time beyond the first 10 minutes is charged"): the first is free
_CHARGED_AFTER = re.compile(r" (?:beyond|after|over) the first ")
#: a charge that starts when a stated span ends ("After that, a storage fee of £5 per month applies", "after 90 days we
#: charge £5 a month", "beyond 2 hours, parking costs £3"): the span before it is free
_CHARGED_LATER = re.compile(r"\b(?:after|beyond|once)\s+(?:that|this|then|those|these|\d+\s+[a-z]+|the\s+first\s+[\w ]{1,20}?)"
                            r"[,\s][^.;!?]{0,60}?\b(?:fees?|charges?|charged|costs?|pay|payable)\b", re.I)
#: a context sentence that says its first span of something is free ("the first 30 minutes of parking are free")
_FIRST_FREE = re.compile(r"\bthe\s+first\s+(?:\d+|[a-z]+)\s+(?:[a-z]+\s+){0,4}?(?:are|is)\s+free\b", re.I)


def _free_allowance(toks: "tuple[str, ...]") -> bool:
    """The claim's "free" is of a span of time, not of a thing: "free for ninety days", "free for up to 10 minutes",
    "90 days free", "the free period", or a first allowance ("the first 30 minutes … are free")."""
    if _first_allowance(toks):
        return True
    for k, t in enumerate(toks):
        if t != "free":
            continue
        nxt = toks[k + 1:k + 4]
        if nxt[:1] == ("period",) or nxt[:1] == ("periods",):
            return True
        if nxt[:1] in (("for",), ("during",)) and any(x[:1].isdigit() or x in VALUE_WORDS for x in nxt[1:]):
            return True
        if k and toks[k - 1] in _SPAN_UNITS:
            return True
    return False


def _free_spans(ctx: ContextIndex) -> frozenset:
    """The spans of time the context makes free (the frame keys of their durations, read once per context): the span
    a charge starts after — the figure the charge names ("after 90 days we charge"), or the durations of the sentence
    before ("for 90 days … After that, a storage fee … applies") — and a first span it says is free ("the first 30
    minutes of parking are free")."""
    spans = ctx.memo.get("free_spans")
    if spans is None:
        text = ctx.text
        keys: set = set()
        for m in [*_CHARGED_LATER.finditer(text), *_FIRST_FREE.finditer(text)]:
            found = _durations(m.group(0))
            if not found:  # "After that": the span of the sentence before
                start = max(text.rfind(". ", 0, m.start()), text.rfind("\n", 0, m.start()))
                before = max(text.rfind(". ", 0, start), text.rfind("\n", 0, start)) if start > 0 else -1
                found = _durations(text[before + 1:max(start, 0)] if start > 0 else "")
            keys |= found
        spans = ctx.memo["free_spans"] = frozenset(keys)
    return spans


def _durations(text: str) -> frozenset:
    """The frame keys of the durations a text states ("ninety days" and "90 days" alike)."""
    return frozenset(frame_key(v) for v in frame_values(text) if v.kind == "quantity" and v.unit in _SPAN_KEYS)


#: the units a duration's key is in (the value reader's)
_SPAN_KEYS = frozenset("minute hour day week month year".split())


def _free_span_said(toks: "tuple[str, ...]", text: str, ctx: ContextIndex) -> bool:
    """The claim's "free" is of a span of time (:func:`_free_allowance`) that the context makes free: the claim's
    duration is one of the context's free spans (:func:`_free_spans`), or it names none ("the free period")."""
    if not _free_allowance(toks):
        return False
    spans = _free_spans(ctx)
    if not spans:
        return False
    mine = _durations(text)
    return not mine or bool(mine & spans)


#: the period words a span of free time is counted in ("90 days free")
_SPAN_UNITS = frozenset("minutes hours days weeks months minute hour day week month".split())


def _best_sentence(masks: list[int]) -> int:
    """The bit of the context sentence holding most of these words (ties: all of them)."""
    counts = sentence_counts(masks)
    top = max(counts.values())
    best = 0
    for bit, n in counts.items():
        if n == top:
            best |= bit
    return best


_CHANNEL_KEYS = frozenset({"email", "emails", "e-mail", "app", "apps", "website", "portal", "phone", "telephone",
                           "hotline", "helpline", "whatsapp", "chatbot", "sms"})


#: the user's own handset, named as a thing they hold ("walk out with your phone", "leave your phone with us"), not
#: reached through: no "on/by/via/to/over" or calling verb before it
_OWNED_PHONE = re.compile(r"(?<!\bon\s)(?<!\bby\s)(?<!\bvia\s)(?<!\bto\s)(?<!\bover\s)(?<!\bcall\s)(?<!\bring\s)(?<!\btext\s)"
                          r"(?<!\bthrough\s)\b(?:your|my|his|her|their)\s+(?:own\s+)?(?:tele)?phone\b(?!\s+(?:number|line|call))"
                          # a phone as a thing that is charged or plugged in ("if you need to charge a phone on board")
                          r"|\b(?:charge|charging|charged|plug\s+in|recharge|recharging|top\s+up\s+the\s+battery\s+of)\s+"
                          r"(?:a|your|my|the|their)\s+(?:mobile\s+)?phones?\b", re.I)


def _owned_device(w: str, text: str, ctx: ContextIndex) -> bool:
    """A phone that is the user's device, where the context's own subject is phones as things ("iPhone 13", "smartphone",
    "device"): the handset being repaired or insured, no way of contacting the organisation; or one that is charged
    ("charge a phone or work on board"): a thing with a battery, wherever."""
    if w in ("phone", "telephone") and _DEVICE_PHONE.search(text):
        return True  # "(printed or on your phone)", "keeping your phone charged": the screen or battery of the user's own
    if w not in ("phone", "telephone") or (m := _OWNED_PHONE.search(text)) is None:
        return False
    if not m.group(0).lower().startswith(("your", "my", "his", "her", "their")):
        return True  # (charged: a device, whatever the context is about)
    hit = ctx.memo.get("phone_things")
    if hit is None:
        hit = ctx.memo["phone_things"] = any(v.endswith(("phone", "phones")) and v not in ("phone", "phones") or v in _DEVICES for v in ctx.vocab.words)
    return bool(hit)


_DEVICES = frozenset("device devices handset handsets".split())
#: the user's phone as a screen or a battery ("show it on your phone", "printed or on your phone", "keep your phone
#: charged", "if your phone's battery dies"): a device, no way of reaching anyone
_DEVICE_PHONE = re.compile(r"\b(?:printed\s+or\s+|shown?\s+|show\s+it\s+|display(?:ed)?\s+)?on\s+(?:your|my|their)\s+(?:mobile\s+)?phone"
                           r"(?:\s+screen)?\b(?!\s+(?:number|line|call))|\b(?:your|my|their)\s+(?:mobile\s+)?phone(?:['\u2019]s)?\s+"
                           r"(?:charged|battery|dies|died|screen)\b"
                           # a way to pay at the till ("have a card or phone ready", "pay by card or phone"): the user's device
                           r"|\b(?:card|cash)\s+or\s+(?:your\s+)?(?:mobile\s+)?phone\b|\bphone\s+or\s+card\b", re.I)

#: the suffixes of an agent noun ("adviser", "supervisor", "receptionist"), longest first
_AGENT_SUFFIXES = ("ists", "ist", "ers", "ors", "er", "or", "ar")


def _agent_of_context(w: str, ctx: ContextIndex) -> bool:
    """A person word (:data:`.scaffold.DETAIL`) that is the agent noun of a word the context has: "the adviser" where the
    context offers advice, "the receptionist" at its reception, "a supervisor" where it supervises — the organisation's
    own person for its own service, no new one. The base is tried as written, with an "e", and with the s/c alternation of
    English nouns and verbs ("advise"/"advice", "license"/"licence")."""
    if w in CHANNELS or w in MONEY_NOUNS:
        return False
    vocab = ctx.vocab
    for suffix in _AGENT_SUFFIXES:
        if not w.endswith(suffix) or len(w) - len(suffix) < 4:
            continue
        base = w[:-len(suffix)]
        forms = [base, base + "e", base + "y"]  # "advis-e", "pharmac-y" (pharmacist)
        if base.endswith("s"):
            forms.append(base[:-1] + "ce")  # advise → advice
        if any(f in vocab.words for f in forms):
            return True
    return False


def channel(i: int, claim: Claim, others: list[Claim], ctx: ContextIndex, cfg: CheckerConfig) -> Finding | None:
    """A way to reach or use the organisation (email, an app, a website, a phone line, WhatsApp) that
    neither the context nor the question names, in any of its words: a new channel is a new fact,
    however few the claim's other new words ("you can also pause it in the app")."""
    named = [w for w in claim.tokens if w in _CHANNEL_KEYS]
    if "text" in claim.tokens and _TEXTING.search(claim.text):
        named.append("sms")  # "we'll send you a text message", "text you a reminder"
    if "chat" in claim.tokens and _CHATTING.search(claim.text):
        named.append("chat")  # "through the online chat", "use live chat": a way in, not a talk with someone
    if not _CALL_WORDS.isdisjoint(claim.tokens) and _CALLED.search(claim.text) and not _calls_known(ctx):
        named.append("call")  # "the team will give her a quick call the evening before": the organisation phones the user
    if not named and has_arabic(claim.text):
        return _arabic_channel(i, claim, ctx)
    if not named or (claim.text.isascii() and arabic_context(ctx)):
        return None  # (an English answer over Arabic sources: its channel words cannot be compared, issue 24)
    known, asked = ctx.vocab.words, ctx.query_vocab.words
    shown = _contacts(ctx)
    for w in named:
        same = CHANNEL_NOUNS.get(w, frozenset((w,)))
        if any(x in known or x in asked or x in shown for x in same) or (w in claim.tokens and _denied(claim.tokens, w, claim.text)) \
                or _channel_verbed(same, known) or _owned_device(w, claim.text, ctx) \
                or (w in ("email", "e-mail", "emails") and DRAFTED_FOR_USER.search(claim.text)):
            continue
        return unsupported(claim, i, f"a channel the context does not name: {w}", rule="channel")
    return None


def _arabic_channel(i: int, claim: Claim, ctx: ContextIndex) -> Finding | None:
    """The same rule over an Arabic claim (issue 24): a kind of channel (a text message, WhatsApp, e-mail, a phone
    line, a site/app/platform — ``text.arabic.behaviour.CHANNEL_FORMS``) that neither the context nor the question
    names, in Arabic or in English, is a new fact ("وستصلك رسالة نصية فور صدور الشهادة" over a context that offers
    tracking on the website)."""
    new = _new_arabic_channels(claim.text, ctx)
    return unsupported(claim, i, f"a channel the context does not name: {new[0]}", rule="channel") if new else None


def _new_arabic_channels(text: str, ctx: ContextIndex) -> list[str]:
    """The kinds of channel an Arabic text names that neither the context nor the question names, in Arabic or English."""
    said = ar_channels(text)
    if not said:
        return []
    known = ctx.memo.get("ar_channels")
    if known is None:
        known = ctx.memo["ar_channels"] = channels_named(ctx.text) | channels_named(ctx.query or "")
    return [kind for kind in sorted(said - known)
            if not any(w in ctx.vocab.words or w in ctx.query_vocab.words
                       for k in CHANNEL_ENGLISH[kind] for w in CHANNEL_NOUNS.get(k, frozenset((k,))))]


#: a chat as a channel (a chat window or service), not a talk ("have a quick chat with your tutor")
_CHATTING = re.compile(r"\b(?:online|live|web|in-app|instant)\s+chat\b|\bchat\s+(?:service|function|feature|window|box|"
                       r"support|team|line|option|button)\b|\b(?:via|through|over|by|on|using)\s+(?:the\s+|our\s+|their\s+)?chat\b", re.I)
_CALL_WORDS = frozenset("call calls ring phone phones".split())
#: the organisation (or someone of it) phoning the user: "will give you a call", "they'll ring her the day before",
#: "you'll get a call from the team" — an act of the organisation the context must state (not the user calling them:
#: "call them to check" asks the user to, which the advice rules read)
_CALLED = re.compile(r"\b(?:give|gives|giving|make|makes)\s+(?:you|her|him|them|the\s+\w+)\s+(?:a\s+|an\s+)?(?:[\w-]+\s+){0,2}?"
                     r"(?:call|ring|phone\s+call)\b|\b(?:will|['’]ll|would|['’]d|to|may|might|usually|also)\s+(?:also\s+|usually\s+)?"
                     r"(?:call|ring|phone)\s+(?:you|her|him|them)\b|\b(?:you|she|he|they)(?:['’]ll|\s+will|\s+should|\s+may)\s+"
                     r"(?:also\s+)?(?:get|receive)\s+(?:a\s+)?(?:[\w-]+\s+)?(?:call|phone\s+call)\b", re.I)
#: the context's own words for phoning (a call from them, a ring, a phone number)
_CALL_KNOWN = frozenset("call calls called calling ring rings rang phone phones phoned telephone telephoned".split())


def _calls_known(ctx: ContextIndex) -> bool:
    """The context (or the question) names phoning, in a word or by a number: a call is its own way."""
    hit = ctx.memo.get("calls_known")
    if hit is None:
        hit = ctx.memo["calls_known"] = (not _CALL_KNOWN.isdisjoint(ctx.vocab.words) or not _CALL_KNOWN.isdisjoint(ctx.query_vocab.words)
                                         or "phone" in _contacts(ctx))
    return bool(hit)


#: "text" as a channel (a text message, texting someone), not a document's text
_TEXTING = re.compile(r"\btext\s+(?:message|messages|alert|alerts|you|them|me|us|him|her)\b|\bby\s+text\b|"
                      r"\b(?:a|an|one|another)\s+(?:\w+\s+)?text\s+(?:reminder|to\s+say|when|the\s+evening|the\s+day|before)\b|"
                      # a message sent to the user's phone, named by what it is for ("your booking confirmation text", "a
                      # reminder text"), or one to reply to ("reply CANCEL to the text"): a text of a document is neither
                      r"\b(?:confirmation|reminder|booking|verification|welcome|appointment|delivery)\s+texts?\b|"
                      r"\brepl(?:y|ying)\s+(?:[*_\w]+\s+){0,3}?to\s+(?:the|your|our|a|an|this|that)\s+(?:[*_\w-]+\s+){0,2}?texts?\b", re.I)
_EMAIL_AT = re.compile(r"\w@\w")
_URL_AT = re.compile(r"https?://|www\.|\w\.(?:com|org|net|gov|edu|co\.uk|io)\b")
_PHONE_AT = re.compile(r"\+?\d[\d ()-]{6,}\d")


def _contacts(ctx: ContextIndex) -> frozenset[str]:
    """The channels the context shows by an address rather than a word (an email address, a URL, a
    phone number), and those it names in the phrases the claim's own channels are read by (:data:`_TEXTING`:
    "sent by text message" names texting as the answer's "by text" does); once per context."""
    hit = ctx.memo.get("contacts")
    if hit is None:
        t = ctx.text + " " + ctx.query
        hit = ctx.memo["contacts"] = frozenset(
            [*(["email"] if _EMAIL_AT.search(t) else []), *(["website"] if _URL_AT.search(t) else []),
             *(["phone"] if _PHONE_AT.search(t) else []), *(["sms"] if _TEXTING.search(t) else [])])
    return hit


def _denied(toks: "tuple[str, ...]", w: str, text: str = "") -> bool:
    """The claim negates before the word, outside a subordinate clause ("there's no app", "it can't be paused by
    phone", "no card, phone or app"); a negation inside a clause of the user's case before it ("If your licence hasn't
    turned up, you can track it in the app") or before a semicolon or dash is that clause's: the app is asserted."""
    if text:
        m = re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text, re.I)
        if m is not None:
            before = _SUBORDINATE.sub(" ", _AFTER_JOINT.sub("", text[:m.start()]))
            return not _NEGATORS.isdisjoint(words_of(before))
    return not _NEGATORS.isdisjoint(toks[:toks.index(w)])


#: everything up to the last semicolon, colon or dash: another clause
_AFTER_JOINT = re.compile(r"^.*(?:[;:\u2014\u2013]|\s-\s)", re.S)
#: a subordinate clause closed by a comma ("if it hasn't arrived,", "once you're not busy,"): its negation is its own
_SUBORDINATE = re.compile(r"\b(?:if|when|whenever|once|unless|until|since|because|although|though|while|in\s+case)\b[^,]*,", re.I)




#: phrases that mark a guess as the words of lexicon.HEDGES do: before content the context does not
#: support, a hallucination ("it's usually the second Friday"); before supported content, nothing
_HEDGE_PHRASES = re.compile(r"\b(?:i(?:['’]d|\s+would)\s+(?:expect|imagine|assume|suspect|bet)|i\s+(?:suspect|imagine|expect)\s+(?:that\s+)?"
                            r"(?:they|it|you|the|this|that|there)|my\s+(?:guess|hunch|expectation)\s+is|chances\s+are|"
                            r"in\s+most\s+cases|rarely|seldom|hardly\s+ever|(?<!at\s)most\s+(?:people|(?!of\b)[a-z]{3,}s\b)|as\s+a\s+rule|tends?\s+to|"
                            # "on most cruise lines", "at most UK airports": a generalisation over others of the kind (not a
                            # superlative, "the most popular classes", "our most expensive rooms")
                            r"(?<!\bthe\s)(?<!\bour\s)(?<!\btheir\s)(?<!\bits\s)(?<!\byour\s)(?<!\bat\s)most\s+(?!of\b)(?![a-z]+(?:est|ly)\b)[a-z]{3,}\s+(?:[a-z]+\s+)?[a-z]{3,}s\b|"
                            # a guess put as near-certainty ("it's almost certainly excluded", "most likely", "in all likelihood")
                            r"(?:almost|near(?:ly)?|virtually|pretty\s+much)\s+certainly|most\s+likely|in\s+all\s+likelihood|odds\s+are|"
                            r"(?:almost|nearly)\s+always|more\s+often\s+than\s+not|you\s+should\s+(?:be|still\s+be)\s+"
                            r"(?:covered|fine|ok|okay|eligible|entitled|allowed|able))\b", re.I)


#: a label that asks what its line answers: "**How often:**", "How long:", "When usually:" — its hedge-like word is the
#: question's, not a guess
_ASKED_LABEL = re.compile(r"^[\W_]*(how\s+(?:often|usually|long|much|many|soon)|when)[\s*_]*:", re.I)
#: how often the user does a thing, inside the user's own supposed case ("if you're riding most days", "when you swim
#: most mornings"): the user's frequency, no quantifier of the writer's over the world
_USERS_FREQUENCY = re.compile(r"\b(?:if|when|whenever|as|since)\s+you(?:['\u2019]re|\s+are|['\u2019]ll|\s+will)?\s+(?:[\w-]+\s+){0,3}?"
                              r"(?:most|many|some|several)\s+(?:days|weeks|weekends|mornings|evenings|nights|afternoons|times|"
                              r"months|sessions)\b", re.I)
#: a hedge inside a condition on the user's own habits or thoughts ("if you mostly train …", "when you usually travel", "if
#: you think you'll need to cancel")
_USER_HABIT = re.compile(r"\b(?:if|when|whenever|as|whether)\s+you(?:'re|\s+are)?\s+(?:\w+\s+){0,2}?(?:usually|normally|typically|"
                         r"generally|mostly|often|probably|likely|think|believe|suppose|expect|guess)\b"
                         # the user's habit asked about ("how often you'd drive", "how often you travel"): a question to them
                         r"|\bhow\s+(?:often|frequently)\s+(?:you|you'd|you'll|you're)\b"
                         # the habit of the user's own thing ("if your hedge is usually trimmed in spring")
                         r"|\b(?:if|when|whenever|whether)\s+your\s+(?:[\w-]+\s+){1,3}?(?:is\s+|are\s+|gets?\s+|was\s+)?"
                         r"(?:usually|normally|typically|generally|mostly|often)\b"
                         # the user's own expectation measured against ("it's cheaper than you think", "quicker than you
                         # might expect"): what the user thinks, not a guess of the writer's
                         r"|\bthan\s+you(?:'d)?\s+(?:might\s+|may\s+|would\s+|probably\s+)?(?:think|expect|imagine|fear|guess|assume)\b",
                         re.I)

#: the documents said not to tell something, and the question it leaves ("they don't say how long …", "the terms
#: don't mention whether …", "I can't tell you when …"): a hedge after it is inside the unknown it names
_UNSAID = re.compile(r"(?:\bnot|n['’]t)\s+(?:\w+\s+)?(?:say|says|said|mention|mentions|specify|specifies|state|states|tell|"
                     r"list|show|cover|know|confirm)\b[^.;!?]{0,80}?\b(?:how|whether|what|when|if|who|which|where)\b", re.I)

_CLAUSE_BREAK = re.compile(r"[,;:—–]|\b(?:but|though|although|however|so|and\s+(?:they|it|people|most))\b", re.I)


def _inside_unsaid(text: str, start: int, hedge: str) -> bool:
    """The hedge word comes after the unknown named, in the same clause (no "but", comma or dash between)."""
    m = re.search(rf"\b{re.escape(hedge)}\b", text[start:], re.I)
    return m is not None and _CLAUSE_BREAK.search(text, start, start + m.start()) is None


#: "normally" as a manner adverb: after the verb it modifies, at the end of its clause or before a preposition or a
#: conjunction ("eat normally before your test", "you can drive normally again", "carry on normally, but …") — how
#: something is done, as usual — not the sentence hedge before a verb or after a copula ("it normally takes", "results
#: are normally back", "normally, the shop opens")
_MANNER = re.compile(r"(?<!['’])\b(?!(?:is|are|was|were|be|been|being|am|will|would|can|could|should|shall|may|might|must|do|does|did|it|they|"
                     r"we|you|he|she|i|this|that|there|which|who|and|but|or|so|not|also|still|now|then)\b)[a-z]+[*_]{0,2}\s+normally\b"
                     r"(?=[*_]{0,2}\s*(?:$|[.,;:!?)\u2013\u2014]|\s(?:again|before|after|until|till|up|and|or|but|as|on|in|at|during|while"
                     r"|when|for|from|with|without|throughout|afterwards|beforehand)\b))", re.I)
_NORMALLY = re.compile(r"\bnormally\b", re.I)


#: "likely" as the adjective of a noun after a determiner ("your likely daily usage", "the likely cost"), never the
#: writer's hedge ("you'll likely need"); every "likely" of a text
_ATTRIBUTIVE_LIKELY = re.compile(r"\b(?:your|the|their|his|her|our|its|my|a|an)\s+(?:most\s+)?likely\s+(?!to\b|that\b)[a-z]", re.I)
_LIKELY = re.compile(r"\blikely\b", re.I)


_THINK = re.compile(r"\bthink\b", re.I)
#: "think" of someone not the writer: the object of a helping verb ("help you think", "let them think it over") or a
#: second or third person's ("if you think", "she might think")
_OTHERS_THINK = re.compile(r"\b(?:help|helping|helps|let|make)\s+(?:you|them|her|him|everyone|the\s+\w+)\s+(?:to\s+)?think\b"
                           r"|\b(?:you|she|he|they)\s+(?:to\s+|might\s+|may\s+|could\s+|still\s+|really\s+|also\s+)?think\b", re.I)  # ("kind of you to think")


def _manner_only(text: str) -> bool:
    """Every "normally" of the text is a manner adverb (:data:`_MANNER`), none a hedge."""
    return len(_NORMALLY.findall(text)) == len(_MANNER.findall(text))


#: a word every hedge phrase holds
_PHRASE_WORDS = frozenset("most rule tend tends always often should expect imagine assume suspect bet guess hunch expectation "
                          "chances rarely seldom ever certainly likelihood odds".split())


_SUPPOSE = re.compile(r"\bsuppose\b", re.I)
#: "suppose" opening a worked example's case ("Suppose you pay on the 10th", "so suppose a member books …"), which the
#: writer's own "I suppose" ("I suppose it's open on Sundays") is not
_SUPPOSE_CASE = re.compile(r"(?<![Ii]\s)(?<!\bwe\s)\bsuppose\s+(?:that\s+)?(?:you|your|we|a|an|the|it|they|someone)\b", re.I)


def hedged(i: int, claim: Claim, others: list[Claim], ctx: ContextIndex, cfg: CheckerConfig,
           gapped: bool = False) -> Finding | None:
    """A hedge-marked guess: a hedge word before content words the context lacks, or any hedged
    claim in a sentence that has just named a gap ("… although it's generally not reimbursed")."""
    if not cfg.check_hedges:
        return None
    hedge = HEDGES.intersection(claim.tokens)
    if "normally" in hedge and _manner_only(claim.text):
        hedge = hedge - {"normally"}  # "you can eat normally before your test": how one eats, no guess
    if "likely" in hedge and len(_LIKELY.findall(claim.text)) == len(_ATTRIBUTIVE_LIKELY.findall(claim.text)):
        hedge = hedge - {"likely"}  # "check your likely daily usage": the user's expected amount, an adjective, no guess
    if "think" in hedge and len(_THINK.findall(claim.text)) == len(_OTHERS_THINK.findall(claim.text)):
        hedge = hedge - {"think"}  # "or help you think about a first project", "if you think it's worth it": another's
        # thinking, which the writer helps or supposes, no guess of the writer's
    if "suppose" in hedge and len(_SUPPOSE.findall(claim.text)) == len(_SUPPOSE_CASE.findall(claim.text)):
        hedge = hedge - {"suppose"}  # "Suppose you borrow a mat on the 10th, …": a worked example's case, no guess
    asked = _ASKED_LABEL.match(claim.text) if hedge else None
    if asked is not None:  # ("**How often:** fortnightly": a label asking how often, answered by the value after it; no guess)
        hedge = hedge - set(words_of(asked.group(1)))
    if not hedge and (_PHRASE_WORDS.isdisjoint(claim.tokens) or not _HEDGE_PHRASES.search(claim.text)):
        return None
    if hedge and _USER_HABIT.search(claim.text) and HEDGES.isdisjoint(words_of(_USER_HABIT.sub(" ", claim.text))):
        return None  # "if you usually train at weekends": the user's habit, not the writer's guess (a hedge outside it
        # still marks one: "it's usually shut on Sundays, whether you book or not")
    unsaid = _UNSAID.search(claim.text) if hedge else None
    if unsaid is not None and all(_inside_unsaid(claim.text, unsaid.end(), h) for h in hedge):
        return None  # "they don't say how long the list is or how long people usually wait": the gap named, no guess
    phrase = _HEDGE_PHRASES.search(claim.text)
    if phrase and not hedge and any(m.start() <= phrase.start() and phrase.end() <= m.end()
                                    for m in _USERS_FREQUENCY.finditer(claim.text)):
        return None  # "So if you're riding most days, the 7-day pass is better value": how often the user rides, supposed
    if phrase and not hedge and asks_them(claim.text[phrase.end():].lstrip(" ,")):
        return None  # "I'd expect they can tell you": the hedge is on advice to ask them, no guess of the world
    own = set(words_of(phrase.group(0))) if phrase else set()
    content, novel = _views(claim, ctx)
    content = [w for w in content if w not in HEDGES and w not in own]
    novel = [w for w in novel if w not in HEDGES and w not in own and w not in SOCIAL]
    if novel and not claim.text.isascii():
        from ..text.arabic.behaviour import mixup_words

        mix = mixup_words(claim.text)  # "وربما هذا سبب الخلط": the user's mix-up, a word of sympathy (SOCIAL's "confusion")
        if mix:
            novel = [w for w in novel if w not in mix]
    # a quantifier the context itself gives ("most courses" over "We can adapt most courses"): the context's scope
    # copied, no guess of the writer's — its claim is checked as any other, without the question's topic counted as new
    quoted = phrase is not None and not hedge and " ".join(words_of(phrase.group(0))) in ctx.folded
    if ctx.query and not quoted and (claim.text.isascii() or not has_arabic(claim.text)) and not _ADDRESSED_USER.search(claim.text):  # a hedged generalisation about the question's own topic, which the
        # context lacks ("Conifer hedges are rarely used by nesting birds" for "I want a conifer hedge cut"): the gap filled
        novel += [w for w in content if w not in novel and w not in own and ctx.query_vocab.has(w) and not _known(w, ctx)]  # ("is probably where the confusion
    # comes from": a hedge on the words of sympathy and pleasantry is politeness, no guess of a fact)
    if not novel and not gapped:
        return None
    if not gapped and hedge and _hedged_as_context(hedge, novel, claim.text, ctx):
        return None  # "the course usually runs 8:30am to 4:30pm" over "usually 8:30am to 4:30pm": the context's own guess
    if not gapped and len(novel) / max(1, len(content)) < cfg.hedge_novel_share:
        return None  # a hedge before (mostly) supported content changes nothing
    said = ", ".join(sorted(hedge)) or (phrase.group(0) if phrase else "")  # no hedge word: the phrase let it through
    if not novel and not hedge.isdisjoint(ctx.vocab.words):
        return None  # "they usually arrive within 5 working days": the context's own hedge
    if not novel:
        return unsupported(claim, i, f"a guess ({said}) beside a gap the context leaves", rule="hedged")
    f = unsupported(claim, i, f"a guess ({said}): not in the context: {', '.join(novel[:6])}", rule="hedged")
    if not gapped and not claim.text.isascii() and has_arabic(claim.text) and writer_of_itself(novel) \
            and evidence(novel, claim.text, ctx) is None:
        # "وده غالبًا الرقم اللي اتلخبط معايا" (that's probably the figure I mixed up): the writer guessing about its own
        # earlier answer, no fact of the world (no detail, condition, scope word or name among its words): to a person
        return replace(f, severity="moderate", notes=f"{f.notes} (the writer of itself, no new detail)")
    if not gapped and _JUDGED.search(claim.text) and evidence(novel, claim.text, ctx) is None:
        # "(50 balls for £5,) which is probably plenty for a young beginner": a hedged judgement of a supported fact for the
        # user's case, no guessed fact (no detail, condition, scope or name among its words): to a person
        return replace(f, severity="moderate", notes=f"{f.notes} (a hedged judgement, no new detail)")
    return f


#: how far from the context's own hedge word its hedged figures may stand ("usually 8:30am to 4:30pm")
_HEDGE_REACH = 60


def _hedged_as_context(hedge: "frozenset[str] | set[str]", novel: "list[str]", text: str, ctx: ContextIndex) -> bool:
    """The claim copies a hedge of the context's onto the figures the context hedges: every hedge word is the
    context's, the claim states figures and each is found within :data:`_HEDGE_REACH` characters of that hedge word in
    the context, and its new words are plain ones (no detail, condition, scope word or name: :func:`evidence`). "The
    course usually runs 8:30am to 4:30pm" over "The course is one day, usually 8:30am to 4:30pm" restates; "usually
    runs 9am to 5pm" (figures the hedge does not carry) or "usually includes a free lunch" (a new detail) do not."""
    if not hedge <= ctx.vocab.words or not _DIGIT.search(text):
        return False
    from ..text.matching import extract_values

    values = extract_values(text)
    if not values:
        return False
    spellings = sorted(hedge)
    if has_arabic(text):  # an Arabic hedge is matched folded ("عاده"): the context writes it "عادةً"
        from ..text.arabic.normalise import find_phrase

        spellings += [ctx.text[s:e] for h in hedge if (span := find_phrase(ctx.text, h)) is not None for s, e in (span,)]
    near = ctx.values_near(spellings, reach=_HEDGE_REACH)
    if near is None or not all(near.contains(v) for v in values):
        return False
    return evidence(novel, text, ctx) is None


#: a claim put to the user or about them ("you usually", "your hedge"): the question's words there are the user's own case
_ADDRESSED_USER = re.compile(r"\b(?:you|your|you['’]\w+|yours|yourself)\b", re.I)


#: a hedge on a judgement ("probably plenty", "likely the cheaper option", "usually enough"): an opinion, not a fact
_JUDGED = re.compile(r"\b(?:probably|likely|possibly|perhaps|maybe|usually|generally|normally)\s+"
                     # the judgement's copula, denied or not ("it probably isn't worth it for the savings alone")
                     r"(?:(?:is|are|isn['’]t|aren['’]t|not|won['’]t\s+be|wouldn['’]t\s+be|would\s+be|will\s+be)\s+)?"
                     r"(?:be\s+|the\s+|a\s+|your\s+|more\s+"
                     r"than\s+)?(?:(?:far|much|a\s+lot|a\s+bit|slightly|considerably|significantly|even|still|quite)\s+)?(?:plenty|enough|fine|ideal|perfect|best|better|cheaper|cheapest|sensible|suitable|right|worth|"
                     r"good|great|easier|easiest|simpler|simplest|safer|safest|quicker|quickest|sufficient|adequate)\b"
                     # the user's case set against a limit in figures ("the cable run will very likely be well under 10
                     # metres", "probably comfortably within the 5-mile zone"): the comparison rule checks the figures
                     # the user's timing judged ("next weekend is likely too late", "probably in time")
                     # (THE DEGREE GRAMMAR: "too" before any adjective, any adjective before "enough": "probably too slow for a
                     # wedding in a few days", "likely not long enough", "perhaps a bit too tight")
                     r"|\b(?:probably|likely|possibly|perhaps|maybe)\s+(?:(?:be|is|are|not|isn['’]t|aren['’]t|won['’]t\s+be)\s+)?"
                     r"(?:(?:far|much|a\s+bit|a\s+little|slightly|just|way)\s+)?(?:too\s+[a-z]+"
                     r"|in\s+time|on\s+time|(?:not\s+)?[a-z]+\s+enough)\b"
                     r"|\b(?:probably|likely|possibly|perhaps|maybe)\s+(?:be\s+|fall\s+|come\s+(?:in\s+)?|stay\s+)?(?:(?:well|comfortably|safely"
                     r"|just|easily|far)\s+)?(?:under|below|within|inside|over|above|beyond|less\s+than|more\s+than)\s+(?:the\s+|your\s+)?"
                     r"[£$€]?\d", re.I)


#: a pronoun that carries the topic of the clause before ("ask the zoo before bringing a drone — I'd expect they'd not allow
#: it"): a hedged claim with one, after a clause on a gap's topic, guesses about that topic
_REFERS_BACK = re.compile(r"\b(?:it|its|it['’]s|they|them|their|this|that|these|those|one)\b", re.I)


def gap_topics(text: str, ctx: ContextIndex) -> frozenset[str]:
    """What a gap statement says the context lacks: its words that the question asks about and the context
    does not have, as stems ("I couldn't find anything about fishing" for "Can we fish from the boats?")."""
    if not ctx.query:
        return frozenset()
    query = ctx.query_vocab
    return frozenset(stem_key(w) for w in _content(tuple(words_of(text)))
                     if len(w) > 2 and w not in HEDGES and query.has(w) and not _known(w, ctx))


def _on_topic(claim: Claim, topics: frozenset[str]) -> bool:
    """The claim speaks of a gap's topic (one of its words has a topic's stem)."""
    return bool(topics) and any(stem_key(w) in topics for w in _content(claim.tokens))


#: a clause in the first person: the assistant speaking of its answer
_SELF = re.compile(r"^\W*(?:(?:and|but|so|as)\s+)?(?:i|we)(?:'d|'m|'ll|'ve|'re)?\b", re.I)


#: a clause whose subject is a pronoun, not reporting what the documents say ("but they're available at …", "it
#: costs …"; not "but they do list …", which speaks of the documents), asserting, not supposing ("these can vary"):
#: after a gap clause, it speaks of the gap's topic
_TOPIC_PRONOUN = re.compile(r"^[\W_]*(?:(?:but|and|so|though|however|although)[\W_]+)?(?:they|it|these|those)(?:['’](?:re|s)|\s+(?:are|is|"
                            r"do|does|come|comes|cost|costs|work|works))\b(?![^.;!?]*\b(?:list|lists|listed|say|says|said|"
                            r"mention|mentions|mentioned|cover|covers|covered|show|shows|state|states|stated|give|gives|include|"
                            r"includes|specify|specifies|detail|details)\b)", re.I)


def gap_guess(i: int, claim: Claim, topics: frozenset[str], ctx: ContextIndex, pointed: bool = False) -> Finding | None:
    """A claim that, after a clause of its sentence names a gap (about ``topics``, :func:`gap_topics`), states
    what that gap is about anyway ("the information I have doesn't cover switching mid-month, but you can
    switch at any time and the price is pro-rated"; ``pointed``: its subject a pronoun standing for the gap's
    topic, "…doesn't list toric lenses separately, but they're available at the same £15 price"): by the
    response's own word the context does not say it (critical)."""
    if _SELF.match(claim.text):
        return None  # "I'd hate to give you a time that turns out wrong": about the answer, not the world
    if only_asks(claim.text):
        return None  # "— how many spaces there are, or whether there's parking at all —": what the gap leaves open, asked
    if not pointed and not _on_topic(claim, topics):
        return None
    _, novel = _views(claim, ctx)
    novel = [w for w in novel if stem_key(w) not in topics]
    if not novel and pointed:
        novel = [w for w in _content(claim.tokens) if w not in REASONING][:6]  # ("but they cost the same as the monthly
        # lenses": the context's words, said of the topic it lacks — the guess is the attribution itself)
    if not novel:
        return None  # "…, but switching is mentioned nowhere else": nothing said of it beyond the gap
    return unsupported(claim, i, f"a claim about what the response says the context leaves out "
                       f"({', '.join(sorted(topics)[:3])}): {', '.join(novel[:6])}", rule="gap_guess")


#: a clause that says a thing exists, and the thing's noun phrase: "there's a small customer car park (in Cooper's
#: Yard)", "there are public toilets (at the jetty)" — up to four words, to a preposition, a relative or the clause's end
_SAID_TO_EXIST = re.compile(r"\bthere(?:['’]s|\s+is|\s+are|\s+will\s+be)\s+(?:(?:a|an|some|several|also|plenty\s+of)\s+)*"
                            r"(?P<thing>(?:[\w'’-]+\s+){0,3}?[\w'’-]+)(?=\s+(?:in|at|on|for|with|to|of|which|that|so|and|but|near|by"
                            r"|just|right|inside|outside|beside|next|where|available|nearby|serving|selling|you|after|before|until|during|from"
                            r"|between|when|while|each|per|every|if|as|than|too|here|there|today|now|behind|opposite|across|around|round|along"
                            r"|under|above|below|within|off|over|beneath|alongside)\b|\s*[,.;:!?\u2013\u2014*(]|\s+-\s|\s*$)",
                            re.I)
#: a negation or a supposition in the clause: no existence asserted ("there's no mention of parking", "if there's a café")
_NOT_ASSERTED = re.compile(r"\b(?:no|not|never|if|whether|unless|any|cannot)\b|n['’]t\b", re.I)
#: the things an answer names in the question's words while it restates the context's terms (a price's "discount", "a
#: small extra charge"; "plenty of time", "room for ten payments"): no thing of the world of its own
_RESTATED_THINGS = MONEY_NOUNS | frozenset("""discounts offer offers deal deals saving savings refund refunds time times
room space way chance need option options choice choices limit rule rules difference""".split())


#: a thing said to be free as a predicate: "your first month of membership is free", "parking is also free"
_SAID_FREE = re.compile(r"(?P<np>(?:[\w'’-]+\s+){0,5}?[\w'’-]+)\s+(?:is|are|will\s+be)\s+(?:completely\s+|totally\s+|also\s+"
                        r"|absolutely\s+|entirely\s+)?(?-i:free)\b(?!\s+(?:to|of|from|when|if|until)\b)", re.I)  # ("Free": a plan's name)
_NP_BREAK = frozenset("of for at in on with during from to after before per by".split())
_NP_LEAD = frozenset("your the a an our their its his her my this that these those and so but then also plus".split())


#: suffixes that make a noun of a verb or a noun ("storage" of "store", "parking" of "park", "membership" of "member")
_DERIVING = ("age", "ing", "ment", "ship", "ation", "ance", "ence", "ion", "al")


def _derived_known(w: str, ctx: ContextIndex) -> bool:
    """The word is a noun made of a word the context has ("Storage is free for 30 days" over "we store it free for 30
    days")."""
    for suffix in _DERIVING:
        base = w[:-len(suffix)]
        if w.endswith(suffix) and len(base) >= 3 and (_known(base, ctx) or _known(base + "e", ctx)):
            return True
    return False


def _free_subject_head(text: str) -> "str | None":
    """The head noun of what a claim says is free ("your first month of membership is free": month), or None: the last word
    before the subject's first preposition, after its determiners (no head for a pronoun or a figure)."""
    m = _SAID_FREE.search(plain(text))
    if m is None:
        return None
    words = list(words_of(m.group("np")))
    cut = next((k for k, w in enumerate(words) if w in _NP_BREAK), len(words))
    words = [w for w in words[:cut] if w not in _NP_LEAD]
    if not words or not words[-1].isalpha() or len(words[-1]) < 3 or words[-1] in NONCONTENT:
        return None
    return words[-1]


def asked_filled(i: int, claim: Claim, ctx: ContextIndex) -> Finding | None:
    """THE ASKED THING SAID TO EXIST: a claim that there is a thing the question asks about, where the context never
    names it ("Is there parking at the studio?" → "There's a small customer car park in Cooper's Yard"; "Is there a toilet
    on the boat?" → "there are public toilets at the jetty"), described with a word of the answer's own (the thing the
    question names, given a place or a kind). The context is silent on what the user asked: the answer fills that gap
    with a fact (critical). A negated or supposed existence ("there's no mention of parking", "if there's a café") is
    no such claim; nor a price, a time or a room the answer restates in the question's words ("there's a discount for a
    week-long hire", "there's plenty of time")."""
    if not ctx.query or _NOT_ASSERTED.search(claim.text) is not None or has_arabic(claim.text):
        return None
    m = _SAID_TO_EXIST.search(plain(claim.text))
    if m is None or _SELF.match(claim.text) or only_asks(claim.text):
        return None
    query = ctx.query_vocab
    head = [w for w in words_of(m.group("thing")) if w.isalpha()][-1:]  # (the thing's head noun: "small customer car park")
    asked = {stem_key(w) for w in head if len(w) > 3 and query.has(w) and not _known(w, ctx) and w not in NONCONTENT
             and w not in SOCIAL and w not in _RESTATED_THINGS}
    if not asked:
        return None
    _, novel = _views(claim, ctx)
    more = [w for w in novel if stem_key(w) not in asked and w not in HEDGES and len(w) > 2 and w not in _RESTATED_THINGS]
    if not more:
        return None
    return unsupported(claim, i, f"says a thing the question asks about and the context never names exists "
                       f"({', '.join(sorted(asked)[:3])}): {', '.join(more[:6])}", rule="gap_guess")


#: a conjunction written with a content word ("as long as", "so long as", "as soon as", "as far as", "as well as", "in
#: case"): the words join clauses, they say nothing of length, speed, distance or cases
_CONJUNCTION_IDIOM = re.compile(r"\b(?:as|so)\s+long\s+as\b|\bas\s+(?:soon|far|well|much)\s+as\b|\bin\s+case\b", re.I)
#: the marks after a heading's text: emoji, symbols, spaces, a colon
_DECOR_TAIL = re.compile(r"[\s:\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F]+$")


#: a topic lead: the thing the next part of the sentence speaks of, named after "as for", "on", "regarding" … and
#: nothing else ("As for a certificate — the lesson information doesn't mention one", "On Plymouth: …", "When it comes
#: to parking, …"): it says nothing of the thing; the part it opens does
_TOPIC_LEAD = re.compile(r"[\W_]*(?:(?:and|but|now|then)\s+)?(?:as\s+(?:for|to|regards)|on|about|regarding|concerning|re"
                         r"|with\s+regard\s+to|when\s+it\s+comes\s+to|in\s+terms\s+of"
                         r"|on\s+the\s+(?:question|subject|topic|matter)\s+of)\s+(?:[\w'\u2019-]+\s+){0,4}[\w'\u2019-]+[\W_]*",
                         re.I)
#: the lead's own words ("regarding", "when it comes to", "in terms of"): they name no thing
_TOPIC_LEAD_WORDS = frozenset("regarding concerning regards regard comes terms question subject topic matter".split())


def echo(i: int, claim: Claim, others: list[Claim], ctx: ContextIndex, cfg: CheckerConfig) -> Finding | None:
    """A claim made only of the user's words ("Does the warranty cover water damage?" → "Yes,
    water damage is covered."): the question is no source, so the claim has no home."""
    if not cfg.check_echo or not ctx.query:
        return None
    lead = _TOPIC_LEAD.fullmatch(claim.text) is not None
    if lead and any(o.start >= claim.end and not _NEGATORS.isdisjoint(o.tokens) for o in others):
        return None  # "As for a certificate — the lesson information doesn't mention one": the lead names the topic
        # of a gap the sentence goes on to state ("As for a certificate: you get one" is the echo it was)
    if not _query_only(claim.tokens, ctx) or not _NEGATORS.isdisjoint(claim.tokens):
        return None  # no word of the user's alone; or "so Mexico isn't covered": the premise denied
    if any(ch.isdigit() for ch in claim.text):
        return None  # a figure is there: the value rules judge it ("For 3 books: 3 × £1 = £3")
    content = [w for w in _content(claim.tokens) if w not in HEDGES and w not in _DAY_OR_MONTH]
    if lead:
        content = [w for w in content if w not in _TOPIC_LEAD_WORDS]  # ("Regarding a certificate: you get one")
    if content and _CONJUNCTION_IDIOM.search(claim.text) is not None:
        joints = [w for m in _CONJUNCTION_IDIOM.finditer(claim.text) for w in words_of(m.group(0))]
        content = [w for w in content if claim.tokens.count(w) > joints.count(w)]  # ("as long as you use them all": a
        # conjunction's word, no echo of "How long")
    if not content:
        return None
    affirmed = claim.text.isascii() and (_AFFIRMED.match(claim.text) is not None or any(
        o.end <= claim.start and _BARE_YES.fullmatch(o.text) for o in others))
    label = _DECOR_TAIL.sub("", claim.text)  # (a heading's closing mark: "Parking for two cars** ❓", "EV charging** ✅")
    if not affirmed and "**" in label and (len(label.split()) <= 4 or label.rstrip(" :").endswith("**") and len(label.split()) <= 8):
        return None  # a bold label or heading ("💐 Flowers**", "When you can drop it off**"): the answer's layout
    if all(w in JUDGEMENT for w in content if not _known(w, ctx)) or _HERE.match(claim.text):
        return None  # "you're eligible!", "this is the cheaper option": a judgement on supported facts; "Here's …": a lead-in
    query = ctx.query_vocab
    plain = claim.text.lower().replace("**", " ").replace("__", " ")
    own = _YOUR.findall(plain) + _PREMISE.findall(plain)
    if own and all(w in {x for o in own for x in words_of(o)} for w in content if query.has(w) and not _known(w, ctx)):
        return None  # "your 9-year-old", "if weekdays are hard for you": the user's own, restated as theirs
    if _EMPHATIC.search(claim.text) and claim.text.isascii():
        topic = [w for w in content if query.has(w) and not _known(w, ctx) and w not in JUDGEMENT and w not in _PARTICLES]
        if topic and not own:
            # "Bridgeway does offer home visits", "ClearView does fit doors": the question's thing, which the context
            # never names, affirmed with emphasis: the question's gap filled
            return unsupported(claim, i, f"the question's topic affirmed, which the context lacks: {', '.join(topic[:4])}",
                               rule="echo")
    if affirmed:
        topic = [w for w in content if query.has(w) and not _known(w, ctx) and w not in JUDGEMENT and w not in _PARTICLES]
        if topic:  # the organisation asked, named as the doer ("Absolutely — Meadowbank welcomes viewings"), is who, not what
            org = speaks_for(claim.text, ctx)
            topic = [w for w in topic if w not in org]
        new = claim.new if claim.new is not None else frozenset(_views(claim, ctx)[1])
        added = sorted(w for w in new if w not in SOCIAL and w not in JUDGEMENT and w not in HEDGES and not query.has(w))
        if topic and len(added) >= 2:  # (the user's own thing too: "Yes, bring your running shoes and some loose clothing")
            # "Yes, there's a small shop at the school selling the knives used in class" (asked "do you sell knives?"),
            # "Yes — bring the running shoes you train in most, plus a pair of shorts": the question answered yes on a
            # topic the context never names, with details of the answer's own: the question's gap filled
            return unsupported(claim, i, f"the question's topic answered yes, which the context lacks: {', '.join(topic[:3])}; "
                               f"with {', '.join(added[:4])}", rule="echo")
    if all(query.has(w) and not _known(w, ctx) for w in content):
        org = speaks_for(claim.text, ctx) if others else frozenset()
        if org and org.issuperset(content):
            return None  # "Yes, Spokesworth can help: they build bikes …": the organisation asked about, as the
            # doer, and nothing else, beside another claim of the sentence (alone, the bare affirmation is an echo)
        f = unsupported(claim, i, f"only the question says it: {', '.join(content[:6])}", rule="echo")
        if evidence(content, claim.text, ctx) is not None or _AFFIRMED.match(claim.text):
            return f  # "Yes, water damage is covered.": the question's gap filled with its own words
        return replace(f, severity="moderate")  # "✅ Laptop", "that includes smart jeans": to a person
    return None


#: an affirmation by emphatic "do" ("they do offer", "it does include", "ClearView does fit doors"): the claim insists it is so
_EMPHATIC = re.compile(r"\b(?:do|does|did)\s+(?:also\s+|indeed\s+|still\s+)?(?:offer|offers|provide|include|fit|cover|allow|"
                       r"accept|take|sell|run|have|deliver|stock|do)\b(?!\s+(?:you|we|i|they)\b)", re.I)
#: a phrasal verb's particle ("take away" for the context's "removed"): the verb reworded, no thing of the question
_PARTICLES = frozenset("away out off back up down over round around along through about".split())
_NEGATORS = NEGATORS  # one list (lexicon.NEGATORS), shared with the value and word rules
#: words that judge supported facts rather than state new ones (an echo of them is no claim)
JUDGEMENT = REASONING | frozenset("""cheaper cheapest dearer better best worse worst suitable sensible possible fine ok okay
right ideal good bad fit fits fitting eligible ineligible affordable worthwhile quicker quickest faster fastest slower
longer shorter simpler easier easiest option options choice choices""".split())
_HERE = re.compile(r"[\W_]*(?:here'?s|here\s+is|here\s+are|below\s+is|below\s+are)\b", re.I)
#: the answer's lead-in to its own working ("Let's compare both options for 12 Saturdays", "Let me work through both")
_LETS = re.compile(r"[\W_]*(?:let['’]?s|let\s+me|let\s+us)\s+(?:\w+\s+){0,2}?(?:compare|look|work|check|go|run|break|add|see|walk)\b", re.I)
#: the user's own things, named as theirs ("your 6-year-old", "your flowers")
_YOUR = re.compile(r"\byour\s+((?:[\w-]+\s+){0,2}[\w-]+)")
#: the user's case, put as the condition of the answer ("… is an option if weekdays are hard for you", "since you're
#: travelling with a dog"): what the question said, restated as theirs, not asserted
_PREMISE = re.compile(r"\b(?:if|since|given\s+that|now\s+that|seeing\s+as)\s+([^.!?;,]*?\b(?:you|your|you're|you've)\b[^.!?;,]*)")


def _query_only(tokens: "list[str] | tuple[str, ...]", ctx: ContextIndex) -> bool:
    """Some content word of these is the user's and not the context's."""
    qwords, known = ctx.query_vocab.words, ctx.vocab.words
    return any(w in qwords and w not in known and w not in NONCONTENT for w in tokens)


#: inside a claim, where a phrase of its own may start ("…, including free parking", "… with a
#: contactless card", "… who …"): a phrase of new words only is an extra clause too
_PHRASE = re.compile(r"[;:,] |(?<= )(?:and|but|while|whereas|although|though|so|plus|which|who|where|with|including) | - ")


def extra_phrase(i: int, claim: Claim, others: list[Claim], ctx: ContextIndex, cfg: CheckerConfig) -> Finding | None:
    """A phrase of the claim whose content words (at least ``clause_novel_words``) are all new,
    beside supported words of the sentence."""
    if not cfg.clause_novel_words:
        return None
    text = claim.text
    total, new_words = _views(claim, ctx)
    if len(total) < max(cfg.min_content_words, cfg.clause_novel_words + 1) or len(new_words) < cfg.clause_novel_words:
        return None
    if len(new_words) == len(total):
        return None  # a claim of new words only is judged whole (unconfirmed), not as an attached phrase
    pos = 0
    for m in [*_PHRASE.finditer(text), None]:
        end = len(text) if m is None else m.start()
        piece = text[pos:end]
        pos = len(text) if m is None else m.end()
        content = _content(tuple(words_of(piece)))
        if len(content) < cfg.clause_novel_words:
            continue
        if not piece.isascii() and has_arabic(piece) and is_correction_preamble(piece):
            continue  # "بس خلني أصحح معلومة صغيرة أول: …": the writer announces the correction; what follows is checked
        new = [w for w in content if not _known(w, ctx) and not ctx.query_vocab.has(w)]
        if len(new) >= cfg.clause_novel_words and len(new) / len(content) >= cfg.clause_novel_share:
            f = Finding("invented_fact", piece.strip(" ,;:-"), "critical", i,
                        f"extra clause not in the context: {', '.join(new[:6])}", rule="extra_phrase")
            if _plain_words_only(new, Claim(piece, 0, len(piece), tuple(words_of(piece))), ctx) \
                    or _plain_words_only(new, claim, ctx):  # "make sure the copies are clear and readable to avoid any
                # back-and-forth": the phrase of advice put to the user is advice too
                return replace(f, severity="moderate", notes=f"{f.notes} (new plain words, no new detail)")
            return f
    return None


#: two coordinated words ("penicillin and aspirin", "food, pollen or latex"): the last joined to the one before it
_JOINED = re.compile(r"\b([A-Za-z][\w'-]*)[*_]*\s*,?\s+(?:and|or|&)\s+[*_]*([A-Za-z][\w-]*)\b(?!\s*[-'’])")
#: words after a conjunction that open a clause or generalise, not a further item ("and more", "and other drugs")
_NOT_ITEM = frozenset("""other others more similar related anything everything something any all so then also even
still just only the a an your their its our this that these those there here""".split()) | _DAY_OR_MONTH | frozenset(
    # an open end of a range ("fifteen nights or longer", "aged 65 and over"): a bound, which the value rules read
    "longer shorter over above under below less fewer older younger later earlier higher lower bigger smaller".split())


_ITEM_TAILS = frozenset("of only too each both either".split())
#: what follows a preposition left without its object ("fill in and return", "sign on, then …"): a phrasal verb's particle
_STRANDED = re.compile(r"[*_]*(?:\s*[,;:.!?)]|\s*$|\s+(?:and|or|then|but)\b)", re.I)
#: category nouns: "activities and events", "services and facilities" name a kind, no specific new item
_CATEGORY = frozenset("""events activities services facilities features options programs programmes things items resources
initiatives opportunities experiences amenities products offerings""".split())


def extended_list(i: int, claim: Claim, others: list[Claim], ctx: ContextIndex, cfg: CheckerConfig) -> Finding | None:
    """An enumeration that extends the context's list: "A and B" where the context names A beside the claim's other
    words and B nowhere, nor the question ("drug allergy assessment for penicillin and aspirin" where the context
    assesses penicillin only). The added item is a new fact: critical. Not an item: a word of the question, a
    generalising word ("and other drugs"), a word the context has in any form, a pair whose first item is new too."""
    if ctx.structured or not claim.text.isascii() or " and " not in claim.text and " or " not in claim.text and "&" not in claim.text:
        return None
    content = [w for w in _content(claim.tokens) if _known(w, ctx)]
    for m in _JOINED.finditer(claim.text):
        a, b = fold(m.group(1)), fold(m.group(2))
        if len(b) < 4 or not b.isalpha() or b in _NOT_ITEM or b in NONCONTENT or b in SOCIAL or b in REASONING \
                or b in VALUE_WORDS or b in HEDGES or a in NONCONTENT or a in VALUE_WORDS or len(a) < 3:
            continue
        if not _known(a, ctx) or _known(b, ctx) or ctx.query_vocab.has(b) or b in ctx.folded or ctx.where({b}):
            continue  # (a word of the context's stem is the context's: "discounts" beside "discounted")
        if (b in MONEY_NOUNS or b[:-1] in MONEY_NOUNS) and _prices(ctx):
            continue  # "invoicing and discounts" over "10% off the invoice": a money word naming the context's figures
        if b.endswith(("ed", "ing", "ly")) or b in _CATEGORY:
            continue  # "started work and ignited …", "fast and easily": a verb or an adverb, another clause, no item
        after = claim.text[m.end():].lstrip(" *_")
        nxt = fold(after.split(None, 1)[0].strip(".,;:!?)*_")) if after else ""
        rest = [w for w in content if w != a]
        where = ctx.where({a, *rest})
        home = where.get(a, 0)
        if not home or sum(1 for w in rest if where.get(w, 0) & home) < 2:
            continue  # the context's A stands with none of the claim's other words: no list of the context's to extend
        if nxt in _PREPOSITIONS and _STRANDED.match(after, len(after.split(None, 1)[0])):
            continue  # "or fill in and return a paper form": a preposition with no object is a verb's particle, B a verb
        if after and after[0] not in ".,;:!?)\n" and nxt not in _PREPOSITIONS and nxt not in _ITEM_TAILS:
            continue  # "offices and serves customers", "the investigation and potential charges": B opens a predicate or
            # modifies a noun after it, no last item of a list (an item read here ends at a mark or a preposition; a shared
            # head, "food, pollen and latex allergies", is not read: an adjective before a noun looks the same)
        return unsupported(claim, i, f"a list of the context's extended: {m.group(1)} and {m.group(2)} (the context names "
                           f"only {m.group(1)})", rule="extended_list")
    return None


#: words without one of which the role pattern beside it cannot match (tested before searching)
_DATED_WORDS = frozenset("""date outdated superseded longer older old earlier previous prior former archived
previously formerly used changed updated current""".split())
_GAP_WORDS = frozenset("nothing none no not doesn don didn doesnt dont didnt".split())
_ECHO_WORDS = frozenset("asked mentioned wanted asking question".split())
_ADVICE_WORDS = frozenset("""may might could should would let feel happy hope bring forget worth check confirm verify
contact call ask please consider try handy useful helpful""".split())

#: words some claim rule reads even when every word of the sentence is in the context
_MAY_CLAIM = SCOPE_WORDS | _CHANNEL_KEYS | {"text"} | HEDGES | frozenset(
    "not no nothing none never cannot can't don't doesn't isn't aren't couldn't unable sorry t".split())


_LIST_JOINS = frozenset(("and", "or"))

#: the rules whose finding stands in an offer or a suggestion too: a new detail is a claim wherever it is said
_DETAIL_RULES = frozenset(("channel", "scope"))
#: a word the ask-them grammar needs (:func:`.scaffold.asks_them`), looked for before the grammar is run
_ASK_GATE = frozenset("ask asking check checking contact confirm get speak talk".split())

#: every claim rule, by id, in the order they run (the first finding wins)
RULES: dict[str, Rule] = {"channel": channel, "scope": scope, "hedged": hedged, "echo": echo,
                          "extra_claim": extra_claim, "extra_phrase": extra_phrase, "extended_list": extended_list}


def check_details(i: int, text: str, ctx: ContextIndex, cfg: CheckerConfig, offset: int = 0) -> list[Finding]:
    """The rules of a new detail (:data:`_DETAIL_RULES`) on a sentence read as an offer or a filler
    ("Feel free to ask them for free packing boxes too!"): a new channel or a free thing is a claim
    wherever it is said."""
    toks = words_of(text)
    if ctx.empty or ctx.structured or (_CHANNEL_KEYS.isdisjoint(toks) and "free" not in toks and "complimentary" not in toks and "text" not in toks
                                                  and "chat" not in toks and _CALL_WORDS.isdisjoint(toks)
                                                  and (text.isascii() or not has_arabic(text))):
        return []  # (an Arabic wish or offer goes on: its channel words are Arabic, "خالص التعازي، ويمكنك التسجيل عبر واتساب")
    for c in split(text):
        for name in _DETAIL_RULES:
            f = RULES[name](i, c, [], ctx, cfg)
            if f is not None:
                return [replace(f, span=(offset + c.start, offset + c.end))]
    return []


#: a clause put to the user, in the writer's voice, or as a possibility ("they'd be the ones to ask", "you may find"): no
#: fact of the world asserted
_ADDRESSED = re.compile(r"\b(?:you|your|yours|yourself|you['’]\w+|i|i['’]\w+|me|my|we|we['’]\w+|us|our|"
                        r"should|could|might|may|would|can)\b", re.I)

#: the joint of a contrast ("…, but", "— though", "; however,"): what follows a gap clause through it says what the gap
#: leaves out anyway
_BUT = re.compile(r"[\W_]*(?:but|though|although|however|yet|still|that\s+said)\b", re.I)


def _gap_fill(i: int, k: int, c: Claim, text: str, claims: list[Claim], role_of, topics: frozenset[str], ctx: ContextIndex,
              cfg: CheckerConfig) -> Finding | None:
    """A plain assertion (no hedge word) that fills a gap the response has just named: it follows, through a contrast,
    a clause of its own sentence naming a gap ("The documents don't go into detail here, but old furniture in good
    condition goes to local charities and the rest is recycled") and is mostly words the context lacks, asserted of the
    world. By the response's own word the context does not say it: critical, as a hedged guess there is
    (:func:`hedged`). A reason for declining ("I can't advise on that — decisions are made by the university"), advice,
    a clause put to the user or in the writer's voice, and claims of few new words are not read here."""
    if k == 0 or not cfg.claim_novel_words or ctx.structured or _SELF.match(c.text):
        return None
    new = c.new
    if new is not None and len(new) < cfg.claim_novel_words:
        return None  # the sentence has too few new words for any claim of it to fill a gap
    if not c.text.isascii() or _ADDRESSED.search(c.text) or ADVICE.search(c.text) or asks_them(c.text):
        return None  # put to the user or in the writer's voice, a possibility, or advice to ask them: no fact of the world
    if role_of(k - 1) != "gap" or not _BUT.match(text[claims[k - 1].end:c.start] + c.text):
        return None  # "I can't advise on that — admissions decisions are made by the university": why it declines
    content, novel = _views(c, ctx)
    novel = [w for w in novel if stem_key(w) not in topics and w not in HEDGES]
    if len(novel) < cfg.claim_novel_words or len(novel) / max(1, len(content)) < cfg.claim_novel_share:
        return None
    if role_of(k) != "assertion":
        return None
    return unsupported(c, i, f"a claim filling the gap the response names: {', '.join(novel[:6])}", rule="gap_fill")


def check_claims(i: int, text: str, ctx: ContextIndex, cfg: CheckerConfig, detector, offset: int = 0,
                 beside: bool = False, novel: "list[str] | None" = None, topics: frozenset[str] = frozenset(),
                 after_gap: bool = False, paired: "frozenset[str]" = frozenset()) -> list[Finding]:
    """Findings of the claims of one answering sentence (at most one: a sentence is unsupported
    once); each names its claim's span in the response (the sentence starts at ``offset``).
    ``beside``: another sentence of the response is supported (a claim of new words is then an
    extra clause even when it is the sentence's only one). ``novel``: the sentence's words the
    context lacks, when the sentence-level rules counted them (an empty list skips the claims of
    a sentence with no word that a claim rule reads). ``topics``: what the gaps the response named before
    this sentence are about (:func:`gap_topics`): a hedged claim on one is a guess after a gap."""
    if ctx.empty:
        return []
    # fewer new words than the extra-clause rules need (a clause attached to another needs two, a
    # phrase of new words four): only a bound value, a scope word, a hedge, an echo of the
    # question or a gap can still make a finding
    elsewhere = [_SUPPORTED] if beside and cfg.claim_beside_sentences else []  # a supported sentence beside
    attached = len(clause_spans(text)) > 1 or bool(elsewhere)  # a claim here can be attached to a supported one
    if novel is not None and not after_gap and len(novel) < (min(2, cfg.claim_novel_words or 2) if attached else cfg.clause_novel_words or 2):
        toks = words_of(text)
        if not _MAY_CLAIM.intersection(toks) and not (ctx.query and (_query_only(toks, ctx) or _SAID_TO_EXIST.search(text))) \
                and not (novel and _LIST_JOINS.intersection(toks)) and not (novel and has_arabic(text) and ar_channels(text)):
            return []  # every word has a home and nothing to bind, widen, hedge, echo or decline: no rule can fire
    claims = split(text)
    if novel is not None:  # the sentence's new words, counted once by the sentence-level rules
        new = frozenset(novel)
        for c in claims:
            c.new = new
    if paired:
        for c in claims:
            c.paired = paired
    roles: dict[int, str] = {}

    def role_of(k: int) -> str:  # roles are worked out only for claims a rule would flag
        r = roles.get(k)
        if r is None:
            r = role(claims[k], detector)
            if r == "assertion" and k and gap_aside(claims[k].text) and role_of(k - 1) == "gap":
                r = "gap"  # "the documents don't say how appointments are held — in person, by phone or by video —": what the
                # gap leaves open, named with it (a verb or a figure makes it a claim: "— but they're by video")
            elif r == "assertion" and k and not _ASK_GATE.isdisjoint(claims[k].tokens) and asks_them(claims[k].text):
                r = "advice"  # "Services are booked through your account manager, so they'd be the right person to ask": who
                # to ask, after the fact that names them (a channel or a free thing in it is still read: _DETAIL_RULES)
            elif r == "assertion" and k and PLEASANTRY_HEAD.match(claims[k].text) and is_scaffolding(claims[k].text):
                r = "filler"  # a wish after a fact ("… winds above 24 mph — fingers crossed for sunshine!"): no claim
                # (a sentence's first clause keeps its role: "Happy beekeeping — and do pop along to …" anchors what follows)
            roles[k] = r
        return r

    gaps: frozenset[str] = frozenset()  # what the gap clauses read so far are about
    read = 0
    for k, c in enumerate(claims):
        earlier = claims[:k]
        for name, rule in RULES.items():
            if ctx.structured and name != "extra_phrase":
                continue  # data is put in words of the response's own: only a phrase of new words only counts
            if name == "hedged":
                f = rule(i, c, earlier, ctx, cfg, False)
                if (f is None or f.severity != "critical") and (HEDGES.intersection(c.tokens) or not _PHRASE_WORDS.isdisjoint(c.tokens)) \
                        and (after_gap or any(role_of(j) == "gap" for j in range(len(claims)) if j != k) or _on_topic(c, topics)
                             or (_REFERS_BACK.search(c.text) is not None and any(_on_topic(e, topics) for e in earlier))):
                    f = rule(i, c, earlier, ctx, cfg, True) or f  # a hedged claim beside a gap, right after one, or on a gap
                    # named before, is a guess (a hedged judgement there too: "Cardboard isn't on either list … Small
                    # amounts of plain brown cardboard are generally fine": the gap filled, not a judgement of a fact)
            elif name == "echo":  # the sentence's other claims, after it too ("Yes, X can help: they build …")
                f = rule(i, c, earlier + claims[k + 1:], ctx, cfg)
            else:
                f = rule(i, c, earlier or elsewhere, ctx, cfg)
            if f is None:
                continue
            if role_of(k) != "assertion" and not (name in _DETAIL_RULES and role_of(k) in ("filler", "advice")):
                continue  # (an offer or a suggestion that names a new channel or a free thing is a claim)
            if name == "extra_claim":
                # an extra clause is one attached to an asserted claim before it (a sentence's first
                # claim is held to the sentence-level rules, unless another sentence is supported)
                others = [o for j, o in enumerate(earlier) if role_of(j) == "assertion"]
                if len(others) != len(earlier):
                    f = rule(i, c, others or elsewhere, ctx, cfg)
            if f is not None:
                return [replace(f, span=(offset + c.start, offset + c.end))]
        if (f := _gap_fill(i, k, c, text, claims, role_of, topics, ctx, cfg)) is not None:
            return [replace(f, span=(offset + c.start, offset + c.end))]
        if role_of(k) == "assertion" and not ctx.structured and (f := asked_filled(i, c, ctx)) is not None:
            return [replace(f, span=(offset + c.start, offset + c.end))]
        # (a clause right after a gap clause whose subject is a pronoun stands for the gap's topic: "doesn't list toric
        # lenses separately, but they're available at the same £15 monthly price")
        pointed = bool(k) and role_of(k - 1) == "gap" and _TOPIC_PRONOUN.match(c.text) is not None
        if k and ctx.query and (pointed or _query_only(c.tokens, ctx)):  # a word of the question the context lacks: a gap's topic?
            while read < k:  # the topics of the gap clauses before it, each clause read once
                if role_of(read) == "gap":
                    gaps |= gap_topics(claims[read].text, ctx)
                read += 1
            if gaps and role_of(k) == "assertion" and (f := gap_guess(i, c, gaps, ctx, pointed)) is not None:
                return [replace(f, span=(offset + c.start, offset + c.end))]
    return []
