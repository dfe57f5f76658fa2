"""Looking atoms up in the context: citations, legal citations, contacts, quotes, values,
identifiers, names and structured attributes. Each function appends its findings and marks
the characters it consumed, so the word-overlap check sees only what is left.
"""
from __future__ import annotations

import bisect
import dataclasses
import math
import re
from functools import lru_cache
from operator import itemgetter

from ..text.matching import _MONTHS as _MONTH_NAMES
from ..text.matching import _CODES as _CURRENCY_CODES
from ..text.matching import _EVERY_OTHER_UNIT
from ..text.party import NAMED_RELATION
from ..text.matching import (_UNIT_PHRASE_HINT, DAYS_PER_UNIT, DURATION_DIVISORS, IMPERIAL_UNITS, MEASURE_ALIAS, METRIC_UNITS, SMALL_NUMBERS,
                             WEEKDAY_ABBR, WEEKDAYS, metric_amounts, same_value)
from ..text.arabic.normalise import SAME_LENGTH as _ARABIC_SAME_LENGTH, has_arabic
from ..legal import in_order, quote_segments
from ..model import Finding
from . import atoms as A
from .kinds import EXCESS_WORDS
from .config import CheckerConfig
from .aliases import FIXED_HOLIDAYS, FORMS, TITLES, acronyms
from .blocks import is_heading
from .context import FIGURE, ContextIndex, marker_key
from .derive import _rate_unit, _rates  # the grammar of rates (what an amount is per)
from .derive import MAX_CONTEXT  # the context's figures a rewording is looked for among (a bound of the ledger's too)
from .derive import _ORDINALS  # the ordinal words, first … twelfth
from .doc import words_of
from .lexicon import NEGATORS, NONCONTENT, content_words, fold, join_known, stem_key, words
from .scaffold import ADVICE

_NEGATION = re.compile(r"\b(?:not|no|never|none|nor|without|lacks?|lacking|n't|cannot|neither|unavailable|doesn't|don't|isn't|aren't|wasn't|weren't|absent)\b", re.I)
_MEASURES = frozenset({"second", "minute", "hour", "day", "working day", "business day", "workday", "night", "week", "month", "year", "decade", "time",
                       "percent", "mile", "kilometre", "kilometer", "metre", "meter", "foot", "inch", "pound", "kg"})
_META_UNITS = frozenset({"word", "sentence", "paragraph", "bullet", "point", "step"})
_RATHER = re.compile(r"\b(?:rather than|instead of|other than|as opposed to|unlike)\s+(?:the\s+)?$", re.I)
_SELF_REFERENCE = re.compile(r"\b(?:step|steps|point|points|item|option|stage)\s+$", re.I)
_LIST_NUMBER = re.compile(r"^\s*\(?\d{1,2}[.)]\s")
#: a list's number opening a table cell (the bar, then marks), and the step's words after it
_CELL_OPEN = re.compile(r"\|[\s*_]*$")
_CELL_STEP = re.compile(r"\d{1,2}[.)][*_]*\s+[*_]*[^\W\d_]")
#: a count that refers back to the items just listed ("all three", "these four", "each of the five", "the two")
_BACK_TO_LIST = re.compile(r"\b(?:all|these|those|the|each\s+of\s+the|any\s+of\s+the|both\s+of\s+the)\s+(?:\*\*|__)?$", re.I)


def mark(mask: bytearray, start: int, end: int) -> None:
    mask[start:end] = b"\x01" * (end - start)


# ------------------------------------------------------------------ atoms
def titles(text: str, ctx: ContextIndex, mask: bytearray) -> None:
    """A chunk named in the sentence ("Passage 2 says") is a reference, not a claim."""
    low = text.lower()
    for t in ctx.title_names:
        k = low.find(t)
        while k >= 0:
            mark(mask, k, k + len(t))
            k = low.find(t, k + len(t))


def citations(i: int, text: str, ctx: ContextIndex, cfg: CheckerConfig, out: list[Finding], mask: bytearray) -> None:
    cited = False
    n = len(ctx.chunks)
    read = []
    for a in A.citations(text):
        read.append((a.start, a.end))
        mark(mask, a.start, a.end)
        key = marker_key(a.text)
        ok = key in ctx.titles or (key.isdigit() and 1 <= int(key) <= n) or f"[{key}]" in ctx.titles
        if ok:
            cited = True
        else:
            out.append(Finding("fabricated_citation", a.text, "critical", i, "cites a source that is not among the retrieved chunks", rule="citation"))
    if not text.isascii() and has_arabic(text):
        cited = _arabic_sources(i, text, ctx, out, mask, read) or cited
    if cfg.require_citations and not cited:
        out.append(Finding("invented_fact", text, "critical", i, "no citation of a retrieved source (citations are required)", rule="citation_required"))


def _arabic_sources(i: int, text: str, ctx: ContextIndex, out: list[Finding], mask: bytearray, read: list) -> bool:
    """An Arabic source marker ("(المصدر: marriage-grant-faq.md)"، "[المرجع: ٢]"; text.arabic.citations): what it
    cites is a retrieved chunk's title or number, or it is a fabricated citation (critical), as the English marker. A
    source named in words ("(المصدر: جدول الرسوم)") may describe a chunk rather than title it: only a file name or a
    number is held to the titles. ``read``: the spans of the markers the English reading took. Whether one of them
    cited a chunk."""
    from ..text.arabic.citations import source_markers

    cited = False
    n = len(ctx.chunks)
    for part, start, end in source_markers(text):
        if (start, end) in read:
            continue  # read as an English marker already ("[المرجع: ٢]")
        key = marker_key(part)
        if key in ctx.titles or (key.isdigit() and 1 <= int(key) <= n) or f"[{key}]" in ctx.titles:
            cited = True
        elif key.isdigit() or A.FILE_NAME.fullmatch(part.strip(" .")) is not None:
            out.append(Finding("fabricated_citation", part, "critical", i, "cites a source that is not among the retrieved chunks",
                               rule="citation"))
        else:
            continue
        mark(mask, start, end)
    return cited


def legal(i: int, text: str, ctx: ContextIndex, out: list[Finding], mask: bytearray) -> None:
    for a in A.legal(text):
        if any(mask[a.start:a.end]):
            continue
        key = A.legal_key(a.text)
        if f" {key} " not in ctx.legal and not (a.kind == "case" and key in ctx.legal) \
                and not (a.kind != "case" and arabic_context(ctx) and _cited_in_arabic(a.text, ctx)):
            out.append(Finding("fabricated_citation", a.text, "critical", i, "legal citation not found in the context", rule="legal_citation"))
        mark(mask, a.start, a.end)
    if not text.isascii() and has_arabic(text):  # issue 24: المادة (٦٢)، القانون رقم ٢ لسنة ٢٠١٩، م/٥١
        from ..text.arabic.behaviour import negated_before
        from ..text.arabic.citations import checkable, cited_in

        for c in checkable(text):
            if any(mask[c.start:c.end]):
                continue
            if not cited_in(c.key, _legal_keys(ctx)) and not negated_before(text[max(0, c.start - 30):c.start]):
                out.append(Finding("fabricated_citation", c.raw, "critical", i, "legal citation not found in the context", rule="legal_citation"))
            mark(mask, c.start, c.end)


def _legal_keys(ctx: ContextIndex) -> frozenset:
    """The context's citation keys in either language (text.arabic.citations), once per context."""
    hit = ctx.memo.get("legal_keys")
    if hit is None:
        from ..text.arabic.citations import context_keys

        hit = ctx.memo["legal_keys"] = context_keys(ctx.text + "\n" + "\n".join(c.title for c in ctx.chunks))
    return hit


def _cited_in_arabic(raw: str, ctx: ContextIndex) -> bool:
    """An English citation ("Article 62", "Law No. 2 of 2019") the Arabic context states in Arabic."""
    from ..text.arabic.citations import cited_in, context_keys

    mine = context_keys(raw)
    return bool(mine) and all(cited_in(k, _legal_keys(ctx)) for k in mine)


def contacts(i: int, text: str, ctx: ContextIndex, out: list[Finding], mask: bytearray) -> None:
    for a in A.contacts(text):
        if a.kind == "url":
            ok = _in_folded(A.url_key(a.text), ctx)
        elif a.kind == "email":
            ok = _in_folded(a.text.casefold(), ctx)
        else:
            ok = a.value in ctx.digits
        if not ok:
            out.append(Finding("invented_fact", a.text, "critical", i, f"{a.kind} not found in the context", rule="contact"))
        mark(mask, a.start, a.end)


def _in_folded(key: str, ctx: ContextIndex) -> bool:
    """``key in ctx.folded``, looked up among the context's distinct words (read once per
    context): a response of thousands of URLs against a long context scanned it once per URL
    (issue 23). A key without spaces occurs in the text only inside one of its words."""
    if not key or any(c.isspace() for c in key):
        return key in ctx.folded
    memo = ctx.memo.get("distinct_words")
    if memo is None:
        memo = ctx.memo["distinct_words"] = ("\n".join(dict.fromkeys(ctx.folded.split())), {})
    joined: str = memo[0]
    seen: dict[str, bool] = memo[1]
    hit = seen.get(key)
    if hit is None:
        hit = seen[key] = key in joined
    return hit


def quotes(i: int, text: str, ctx: ContextIndex, cfg: CheckerConfig, out: list[Finding], mask: bytearray) -> None:
    for a in A.quotes(text):
        toks = words_of(a.text)
        if len(toks) < 2:
            continue  # a quoted single word is a name or a term: checked as one
        ok = _verbatim(a.text, ctx) if cfg.quote_similarity >= 1 else _near_verbatim(toks, ctx, cfg.quote_similarity)
        if not ok and not _restates_query(toks, ctx):
            out.append(Finding("misquoted_source", a.text, "critical", i, "quoted text is not (near-)verbatim in the context", rule="quote"))
        mark(mask, a.start, a.end)


def _restates_query(toks: list[str], ctx: ContextIndex) -> bool:
    """A quoted question the user asked ("the answer to 'what does PSA mean?' is"): its content
    words are all the query's."""
    content = content_words(toks)
    return bool(content) and all(ctx.query_vocab.has(w) for w in content)


def _verbatim(quote: str, ctx: ContextIndex) -> bool:
    """Word for word in the context; only case, punctuation, quotation marks and ellipses differ (groundtest.legal)."""
    segs = [" ".join(words_of(s)) for s in quote_segments(quote)]
    return in_order([s for s in segs if s], ctx.flat)


def _near_verbatim(toks: list[str], ctx: ContextIndex, similarity: float) -> bool:
    joined = " ".join(toks)
    flat = ctx.flat
    if f" {joined} " in flat:
        return True
    n = 3 if len(toks) >= 3 else 2
    grams = [" ".join(toks[k:k + n]) for k in range(len(toks) - n + 1)]
    hits = sum(1 for g in grams if f" {g} " in flat)
    return bool(grams) and hits / len(grams) >= similarity


def values(i: int, text: str, values: list, off: int, ctx: ContextIndex, cfg: CheckerConfig, out: list[Finding],
           mask: bytearray, response: str = "", current: ContextIndex | None = None, ledger=None) -> None:
    """Findings for the values of one sentence; ``response`` is the whole response the sentence is
    in; ``current``: the context without superseded chunks, when ``ctx`` counts them."""
    sums: list = []  # (computed, operands) of the sentence, worked out on first need
    late: list = []  # values not found, checked for a derivation once the sentence's others are read
    counts: list = []  # counts written as words the sentence sets up ("two children"): multipliers, never flagged
    months: list[int] = []  # months the sentence supposes ("مثلًا إذا كانت رخصتك تنتهي في ديسمبر")

    def worked(v) -> bool:
        """``v`` is computed from stated values, or the question's operand of one (lazily: only
        for a value about to be flagged)."""
        if not cfg.check_arithmetic or len(values) < 2:
            return False
        if not sums:
            sums.append(_arithmetic(values, ctx))
        computed, operands = sums[0]
        return v in computed or v in operands

    for v in values:
        start, end = v.start - off, v.end - off
        if mask[start:end].count(1):
            continue  # inside a citation, a legal citation or a contact: checked as that
        mark(mask, start, end)
        if not text.isascii() and _worded_twin(v, values, text, off):
            continue  # "١٬٧٥٠٬٠٠٠ درهم (مليون وسبعمئة وخمسون ألفًا)": the figure before, read out; it carries the claim
        if _skip_value(v, text, start, ctx):
            if ledger is not None and _written_count(v):
                counts.append(v)  # "two children would be £56": the answer's own count, the multiplier of a price
            if ledger is not None and v.kind in ("quantity", "number") and (_value_in(v, ctx) or _FIRST_CELL.match(text[:start])):
                ledger.add(v)  # "three terms": a count the context states, an operand for "£1,200 × 3"
            elif ledger is not None and v.kind in ("quantity", "number"):
                if not ledger.example(v, text, start) and not ledger.supposed_date(v, text, start) \
                        and _supposed_ar(v, text, start):  # "for example, two adults": a
                    ledger.add(v)  # count supposed, an operand for "£33"; "لو كان عمره 9 سنين مثلًا"
            continue
        if ctx.earlier and _disowned_earlier(v, text, ctx.earlier):
            continue  # "I said 50 earlier, which isn't correct": the answer's earlier turn, set right (not asserted)
        if _frequency_elsewhere(v, text, start, ctx):
            late.append((_here(v, off), start, "frequency not found in the context (its count is another figure's)", "value"))
            continue
        if _value_in(v, ctx):
            bound = _restated_bound(v, text, start, ctx) if ledger is not None and v.kind != "money" else None
            if bound is not None:  # "up to 3 children per adult" where "3" is only the context's "up to 3 months"
                out.append(Finding("invented_fact", v.raw, "critical", i, f"the context's bound is {bound.raw!r}", rule="frame_value"))
                continue
            if ledger is not None:
                wrong = ledger.miscalculated(_here(v, off), text) or _rate_resized(v, text, end, ctx)
                if wrong is not None:  # "2 × £35 = £60" where the context's £60 is another price: wrong arithmetic
                    ledger.reject(v)
                    out.append(Finding("invented_fact", v.raw, "critical", i, wrong, rule="value"))
                    continue
                ledger.add(v)
                ledger.vouch_working(_here(v, off), text)  # "2 × 40 = 80" with the context's 80: its operands
                ledger.note_deduction(_here(v, off), text)  # "your £15 is knocked off": a price less it is paid
            other = None if current is None or _value_in(v, current) else _adopted(v, current)
            if other is not None:  # "A card costs $5. This may be out of date." beside a current $3
                out.append(Finding("invented_fact", v.raw, "critical", i,
                                   f"{v.kind} only in a superseded source; the current source says {other.raw!r}", rule="value"))
            continue
        if ctx.query and _asked_value(v, ctx) is not None:
            if _converted(v, values, off, text, ctx):
                continue  # "يوم ونص يعني 36 ساعة", "a day and a half, i.e. 36 hours": the user's figure in other units
            believed = _believed(v, ctx)
            # "Here's the breakdown for a venue 70 miles from Leeds 🎸": the user's own case, named as the topic of the
            # working below (a figure the user believes of the world stays a premise)
            topic = not believed and _TOPIC_LEAD.match(text) is not None
            if cfg.flag_adopted_premise and "?" not in text and not _negated_before(text, start) and not _attributed(text, start) \
                    and not _attributed_after(text, end):
                # the user's figure as the value of the thing the context gives another ("your £300 deposit", "the
                # minimum age of 14" where the context's deposit is £250, its minimum age 12): adopted, however it is
                # restated, unless the answer states the context's value too (compared, or corrected)
                named = _labelled_rival(text, _here(v, off), ctx, strict=not believed and _users_own(v, ctx, text, start))
                if named is not None and topic:
                    named = None  # (the user's own case, named as the lead-in's topic)
                if named is not None and _rate_denominator(named, ctx):
                    named = None  # "150 ريالًا لليوم الواحد": the day a rate is per, no rival of the user's "5 أيام"
                if named is not None and not _states(response or text, named):
                    out.append(Finding("invented_fact", v.raw, "critical", i,
                                       f"adopts the user's value {v.raw!r}; the context says {named.raw!r}", rule="adopted_premise"))
                    continue
            if (_premise(text, start, end) or _yours_column(text, start, response) or topic) \
                    and (not believed or _attributed(text, start)):
                if ledger is not None and not believed:
                    ledger.add(v)  # the user's own figure, an operand of what follows ("three times the limit")
                continue  # "at grade 6 you're …", "your 8 seats": the user's situation, restated as theirs
            # (a figure the user believes of the world stays a premise: "I know leave is 4 weeks" → "your 4 weeks")
            if cfg.flag_adopted_premise and not _negated_before(text, start) and not _attributed_after(text, end):
                # adopted: the context gives another value for the same subject and attribute (.frames);
                # without a frame to tell, any value of the kind and unit (the older reading)
                other = _rival(text, start, ctx) if ledger is not None else _adopted(v, ctx)
                if other is not None and not believed and ledger is not None and _users_own(v, ctx, text, start) \
                        and not _labelled_as(text, _here(v, off), other, ctx):
                    other = None  # "Term fee: £180" of the user's "I paid £180 for the term": their own payment, no
                    # rival of an "administration fee" that shares one word of its label (the label's every word needed)
                if other is None and believed:  # a figure the user believes of the world, where the context
                    other = _adopted(v, ctx)  # states its kind and unit otherwise: no frame needed to tell
                    if other is None and v.kind == "time" and has_arabic(text):
                        other = _believed_clock(v, ctx)  # "بما أن المحمية تفتح حتى 8 مساءً" over "حتى 6 مساءً"
                if other is None and believed and v.kind == "money" and not _FREE_WORDS.search(text):
                    free = _free_rival(v, ctx)  # "Given that the skatepark charges £3 entry" over "a free-to-use park"
                    if free is not None and not (ledger is not None and _worked_out(v, text, off, ledger)):
                        out.append(Finding("invented_fact", v.raw, "critical", i,
                                           f"adopts the user's value {v.raw!r}; the context says {free!r}", rule="adopted_premise"))
                        continue
                if other is not None and _rate_denominator(other, ctx):
                    other = None  # "1 point for every £1": the £1 is the rate's unit, no value the user's £150 rivals
                # compared with the context's value in the same sentence ("60 days is past the 30-day window")
                if other is not None and not _states(text if ledger is not None else (response or text), other) \
                        and not _set_against_band(v, text, ctx) \
                        and not (ledger is not None and _worked_out(v, text, off, ledger)) \
                        and not _compared_before(text, off, response, other) \
                        and not _compared_after(text, off, response, other):
                    out.append(Finding("invented_fact", v.raw, "critical", i, f"adopts the user's value {v.raw!r}; the context says {other.raw!r}", rule="adopted_premise"))
                    continue
                if other is not None:
                    continue  # compared with the context's own value ("60 days is past the 30-day window"): not asserted
            if _set_against(v, text, ctx):
                continue  # "Labour is only guaranteed for 3 months, so at 6 months it has run out": compared
            if (is_heading(text) or _LEAD_IN_END.search(text) or (not text.isascii() and _HEADING_END.search(text))) \
                    and (v.unit or "").rpartition(" ")[2] not in _DURATION_UNITS and _users_count(v, ctx):
                continue  # "### Laminating 10 A4 menus", "For **10 m²** of wall tiling:": a count of the question's,
                # naming the topic in a heading or the lead-in of the working below it (an Arabic bold line the splitter
                # cut from its opening marks, "السعر لشخصين**", is one too)
            if _in_row_label(text, start) and (_users_count(v, ctx) or _users_age(v, text, start, ctx)):
                continue  # "| Child (10 years old) | £7 |" for "a 10-year-old": the user's party, naming the row of
                # their bill (the row's own figures are checked as any others)
            if _HEADED.match(text, 0, start) and _HEADING_END.search(text):
                continue  # "**Four nights in a deluxe chalet**": the heading opens with the question's figure, the topic
            if not text.isascii() and (_denied_clause_ar(text, start) or _negated_ar(text, start)):
                continue  # "فلا يوجد تجديد كل خمس سنوات"، "دون ٤ سنوات، مو دون ٦": the user's figure, denied (the premise
                # corrected)
            if not worked(v) and not _users_own(v, ctx, text, start) and not (
                    v.kind == "quantity" and not believed and _DEFINITE_BEFORE.search(text, max(0, start - 12), start)):
                # "a $20 order earns 40 points": an operand, not a claim; "for the three days": the question's
                # count referred back to by its article (a rival the context states is caught above, as adopted;
                # never a sum or a figure the user believes of the world: "the £520 compensation" is adopted)
                late.append((_here(v, off), start, f"{v.kind} stated only in the question, not in the context", "query"))
            continue
        if ctx.has_superseded and _value_in(v, ctx.dated) and _users_count(v, ctx):
            if ledger is not None:  # "2 jumpers × £3" for the question's "2 of us": the user's count, an operand,
                ledger.add(v)  # not the superseded source's "£2 per jumper" stated as current
            continue
        if ctx.has_superseded and _value_in(v, ctx.dated):
            note = f"{v.kind} only in a superseded source, stated as current (not said to be out of date)"
            if ledger is not None and v.kind in ("quantity", "number"):
                late.append((_here(v, off), start, note, "value"))  # a count may be the working's own ("2 jumpers × £3 = £6")
                continue
        else:
            if ledger is None and worked(v):
                continue  # a simple product, sum or difference of stated values (without a ledger)
            if ledger is not None and (ledger.example(v, text, start) or ledger.supposed_date(v, text, start)
                                       or ledger.supposed(v, text, start) or ledger.hypothetical(v, text, start)
                                       or ledger.joined_to_supposed(v, text, start)):
                ledger.note_supposed(v, text, start)
                if v.kind == "quantity" and v.amount is not None and v.amount == int(v.amount) and (v.unit or "") not in ("minute", "day", "month"):
                    ledger.counted.add(v.amount)  # "for example, a choir borrowing 15 copies … 15 × £1.20": restated bare
                continue  # "on a £50 sale", "say your pet arrives on 20 June": a hypothetical the answer sets up, an operand
            if ledger is not None and not text.isascii() and _month_supposed_or_led(v, text, start, ctx, months):
                ledger.add(v)  # "مثلًا إذا كانت تنتهي في ديسمبر، تبدأ من سبتمبر": the month supposed, and the one
                continue  # the context's "قبل انتهائها بـ ٣ أشهر" leads to from it (calendar reasoning)
            if v.amount == 0 and v.kind == "money" and _zero_as_none(text, start, response or text):
                if ledger is not None:
                    ledger.add(v)
                continue  # "| Accommodation | £0 |" where the answer says "no accommodation charge applies": none, restated
            if v.amount == 0 and v.kind in ("number", "money") and _zero_is_free(text, ctx):
                continue  # "| الرضيعة | دون سنتين: مجانًا | ٠ |": nothing to pay, where the context says free
            if v.amount == 0 and v.kind == "money" and _ADDEND.search(text, max(0, start - 4), min(len(text), end + 4)) \
                    and _FREE_WORD.search(response or text) and _context_free_word(ctx):
                if ledger is not None:
                    ledger.add(v)  # "£20 + £15 + £0 = £35": the item the answer and the context call free, added as nothing
                continue
            if ledger is not None and _supposed_ar(v, text, start):
                ledger.add(v)  # "فلو زادت أمتعتك 4 كجم مثلًا": the writer's supposition, an operand
                continue
            if ledger is not None and v.kind == "quantity" and v.unit == "person" and not text.isascii() \
                    and _premise(text, start, end):
                ledger.add(v)  # "بما أنكم شخصان": the user's party, counted to them (their situation), an operand
                continue
            if v.kind == "number" and not text.isascii() and response and _enumerating_label_ar(text, start, v.raw, response):
                continue  # "(أخت ١)" … "(أخت ٢)": the answer's own items numbered, no figure (text.arabic.numbers._LABEL)
            if v.kind == "quantity" and v.unit == "time" and _SELF_COUNTED.search(text, max(0, start - 30), start):
                continue  # "so £250 appears twice": the answer counting its own figures, no fact of the world
            if ((fix := _CORRECTED.search(text, max(0, start - 16), start)) is not None and _corrects(fix.group(0), v, ctx)) \
                    or (not text.isascii() and _denied_ar(text, start)):
                continue  # "£340, not £380": the value corrected, not asserted
            if v.kind == "date" and not text.isascii() and _outside_range_denied_ar(v, text, start, ctx):
                continue  # "لا يعمل يومي الجمعة والسبت" over "من الأحد إلى الخميس": the range's complement, denied
            if not text.isascii() and _labelled_wrong_ar(text, start, end):
                continue  # "لو كان الخصم يشمل … كان المجموع 1,458 — بس هذا غير صحيح": a counterfactual called wrong
            if ledger is not None and v.kind in ("quantity", "number") and v.unit != "time" and \
                    ((ledger.items >= 2 and v.amount == ledger.items) or (ledger.columns >= 2 and v.amount == ledger.columns)
                     or (ledger.sections >= 2 and v.amount == ledger.sections)):
                continue  # "those two courses" before a table of two rows (or two columns), "two kinds of late charges:" over
                # two sections: the answer's own items, counted
            if v.kind in ("quantity", "number") and v.amount and _counts_things(v) \
                    and _BACK_TO_LIST.search(text, max(0, start - 16), start) \
                    and int(v.amount) in item_counts_above(response, text):
                continue  # "1. … 2. … 3. …" then "If you're comfortable with all three" ("you'd meet all three conditions",
                # "gather all four documents" after four nested under a step): the list above, counted back
            if v.kind in ("quantity", "number") and v.amount and (v.unit or "").rpartition(" ")[2] not in _DURATION_UNITS \
                    and v.unit != "time" and (_items_under(response, text) == v.amount
                                              or _sections_numbered(response, text, v.unit) == v.amount):  # ("twice" is how often, no count of items)
                if ledger is not None:
                    ledger.add(v)
                continue  # "I need to correct two things" … "### Corrections" 1. … 2. …: the list under its heading, counted
            # stated otherwise: rounded as the answer says ("within 90 days — about three months"), by a
            # frequency word ("quarterly"), by a named range ("at weekends": Saturday or Sunday), or a count of
            # the user's named with another noun ("2 people" for "Two adults"): supported, and an operand
            if (_APPROX_BEFORE.search(text, max(0, start - 24), start) and _approximately(v, ctx)) \
                    or _by_frequency_word(v, ctx) or _in_named_range(v, ctx, text) or _users_count(v, ctx) \
                    or _as_often(v, text, start, ctx) or _ratio_said(v, ctx) \
                    or _glossed(v, values, off, text, ctx) or _one_of(v, ctx) or _one_in_english(v, text, ctx) \
                    or _working_week(v, text, start, ctx) \
                    or _elided_noun(v, ctx) or _percent_as_factor(v, text, start, end, values, ctx) \
                    or _stated_dual(v, text, ctx, response) or _numbered_of_year(v, ctx) \
                    or _one_the_user_names(v, text, start, ctx) or _one_off_fee(v, text, start, ctx) \
                    or _best_of_majority(v, text, start) or _zero_said_so(v, text) or _holiday_dated(v, ctx) \
                    or _zero_of_free_row(v, text, ctx) or _occurrences(v, ctx) or _sequence_ordinal(v, text, start, ctx) \
                    or _one_compound(v, text, end, ctx) or _one_in_words(v, text, end, ctx) \
                    or _numbering_range(v, text, start, end) or _one_period_label(v, text, end, ctx) \
                    or _rate_period(v, text, start, ctx):
                if ledger is not None:
                    ledger.add(v)
                continue
            if _said_unmentioned(text, start):
                continue  # "The documents don't mention an email address or a 48-hour rule": the value is denied, not stated
            note = f"{v.kind} not found in the context"
            late.append((_here(v, off), start, note, "value"))
            continue
        out.append(Finding("invented_fact", v.raw, "critical", i, note, rule="value"))
    # derivations last: every supported figure of the sentence is an operand by then (.derive)
    if ledger is not None and len(values) < 4:
        wrong = ledger.window_misjudged(text, [_here(v, off) for v in values])
        if wrong is not None:  # "1 March … 10 May, so you're inside the eight-week window": the days are further apart
            out.append(Finding("invented_fact", text.strip(), "critical", i, wrong, rule="value"))
    if ledger is not None:
        ledger.pending = [v for v, _, _, _ in late] + counts
        ledger.written = {id(v) for v in ledger.pending if _written_count(v)}
        late.sort(key=lambda t: t[0].kind != "money")  # a price's working first: it vouches for its multiplier
    # a count restating the context's bound with another figure: a contradiction no derivation excuses (read once each)
    bounds = {id(t[0]): b for t in late if ledger is not None and t[3] != "query"
              and (b := _restated_bound(t[0], text, t[1], ctx)) is not None}
    # (a price the user believes of the world, where the context prices things, is no operand its working vouches for:
    # "4 بالغين × 1 ريال = 4 ريالات" of "بما أن التذكرة بريال واحد" adopts the premise; read once each)
    priced = {id(t[0]) for t in late if _premise_priced(t, ctx)} if ledger is not None else set()
    if ledger is not None and len(late) > 1:  # a later figure's working may vouch for an earlier one: two passes
        late = [t for t in late if id(t[0]) in bounds or id(t[0]) in priced or not ledger.derived(t[0], text)]
    for v, start, note, kind in late:
        bound = bounds.get(id(v))
        if bound is not None:
            out.append(Finding("invented_fact", v.raw, "critical", i, f"the context's bound is {bound.raw!r}", rule="frame_value"))
            continue
        if ledger is not None and id(v) not in priced and ledger.derived(v, text):
            continue
        if kind == "query":
            _said(i, v.raw, text, start, cfg, out, note, believed=_believed(v, ctx))
        else:
            if ledger is not None:
                ledger.reject(v)
                note = ledger.why.pop(id(v), note)  # a wrong derivation says what the figures give
            out.append(Finding("invented_fact", v.raw, "critical", i, note, rule="value"))


_NUMBER_TRIGGERS = frozenset(
    "two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
    "eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion "
    "trillion half halves third thirds quarter quarters fifth fifths tenth tenths twice thrice dozen fortnight noon midnight "
    "percent cents pence clock past fortnightly alternate midday".split()
)
_DIGIT_CHAR = re.compile(r"[0-9]")
_DAYPART_WORDS = frozenset("am pm morning afternoon evening night".split())
_WEEKDAY_WORDS = frozenset(WEEKDAYS)
#: the months by their full names, folded (not "may", "march": words too)
_MONTH_WORDS = frozenset("january february april june july august september october november december".split())
_DAY_OF_MONTH_HINT = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)?(?:\*\*|__)?\s+(?:of\s+)?(?:January|February|April|June|July|August|"
                                r"September|October|November|December)\b|\b(?:January|February|April|June|July|August|September|"
                                r"October|November|December)\s+\d{1,2}\b", re.I)
#: "for up to a year", "within a day": a duration written with an article (text.matching's grammar)
_UNIT_WORDS = frozenset("second minute hour day week fortnight month year decade century centuries".split())
_JOINED = re.compile(r"[0-9][.,][0-9]")
_TIME_HINT = re.compile(r"\d\s?(?:[ap]\.?\s?m\b|:\d)", re.I)


def value_hint(tokens: list[str], text: str, ctx: ContextIndex) -> bool:
    """Could this sentence state a value the context lacks? (Cheap; no value parsing.)"""
    if any((t in _WEEKDAY_WORDS or t[-1:] == "s" and t[:-1] in _WEEKDAY_WORDS or t in WEEKDAY_ABBR)
           and t not in ctx.vocab.words and t.rstrip("s") not in ctx.vocab.words for t in tokens):
        return True  # a weekday the context does not name: checked as a date (a day worked out, or one of a range)
    if any(t in _MONTH_WORDS and t not in ctx.vocab.words for t in tokens) and _DAY_OF_MONTH_HINT.search(text):
        return True  # a day of a month the context does not name: checked as a date ("10 October" for a pass valid 4
        # months from 10 June), not left to the name rule (a month alone stays the name rule's)
    if not text.isascii() and has_arabic(text):  # issue 24: Arabic number words, units, dates
        from ..text.arabic.numbers import value_hint as arabic_hint

        if arabic_hint(text):
            return True
    if text.isascii() and _DIGIT_CHAR.search(text) is None:  # no digit token: only a number word can hint
        if "one" in tokens and not _DAYPART_WORDS.isdisjoint(tokens):
            return True  # "one in the afternoon", "one am": a clock time in words
        if "every" in tokens and ("other" in tokens or "second" in tokens):
            return True  # "every other Tuesday": a frequency (matching._EVERY_OTHER)
        return not _NUMBER_TRIGGERS.isdisjoint(tokens) or (
            not _UNIT_WORDS.isdisjoint(tokens) and _UNIT_PHRASE_HINT.search(text.lower()) is not None)
    known = ctx.vocab.words
    digits = False
    for t in tokens:
        if t[0].isdigit():
            digits = True
            if t not in known or (t.isdigit() and not ctx.whole_number(t) and re.search(rf"(?<![\d:.,-]){t}\s+[a-z]", text)):
                return True  # (a count the context writes only inside a clock time, "15 people" for "at 15:00", is not its own)
        elif t in _NUMBER_TRIGGERS:
            return True
    if digits and (ctx.joined_figures or _JOINED.search(text)) and not all(ctx.whole_number(n) for n in FIGURE.findall(text)):
        return True  # "200 people" when the context has only "1,200 people", "4 stars" beside "4.5"
    # money and percentages are always compared by meaning: "$5" is not "5 books". (A date whose
    # digits the context has elsewhere is not: checking every such date by meaning was measured
    # to cost RAGTruth 0.787 → 0.784 and FaithBench 0.625 → 0.615, through the value words it masks.)
    if not _UNIT_WORDS.isdisjoint(tokens) and _UNIT_PHRASE_HINT.search(text.lower()) is not None:
        return True  # "for up to a year": a duration written with an article
    if digits and any(t in _UNIT_WORDS or t[:-1] in _UNIT_WORDS for t in tokens):
        return True  # a duration is read with its unit: "1 hour" where the context's 1 is "1 day" or "1 and a half days"
    if digits and _METRIC_HINT.search(text):
        return True  # a measure is read with its unit: "12 cm" where the context's 12 is "12 mm"
    return digits and (bool(_TIME_HINT.search(text)) or any(c in text for c in "$€£¥₹%"))


#: a metric measure (text.matching.METRIC_UNITS) after a figure
_METRIC_HINT = re.compile(r"\d\s?(?:\*\*|__)?\s?(?:mm|cm|km|kg|mg|ml|cl|(?:milli|centi|kilo)?(?:metre|meter|gram|gramme|litre|liter)s?"
                          r"|feet|foot|ft|inch(?:es)?|yards?|miles?|mph|kph|stones?|lbs?|oz|ounces?|pints?|gallons?|acres?|hectares?)\b", re.I)


def _premise_priced(late: tuple, ctx: ContextIndex) -> bool:
    """A price stated only in the question, which the user believes of the world ("Since the ticket is £1 …") while the
    context prices things (in whatever unit): no working vouches for it, however right the product."""
    v, _, _, kind = late
    return kind == "query" and v.kind == "money" and _believed(v, ctx) \
        and any(c.kind == "money" and c.amount for c in ctx.values.values)  # (in any of its units: 500 بيسة for 1 ريال)


def _asked_value(v, ctx: ContextIndex):
    """The question's value ``v`` restates, or None: an amount of money restates only an amount of money ("£3 in coins" is
    no restatement of "3 of us", whatever the count's amount)."""
    asked = ctx.query_values.find(v)
    if asked is None or v.kind != "money" or asked.kind == "money":
        return asked
    return next((u for u in ctx.query_values.values if u.kind == "money" and u.amount == v.amount), None)


def feed(text: str, ctx: ContextIndex, ledger) -> None:
    """The figures of a sentence the value rules skip (every figure of it the context's): those the context states are
    operands of the working after it (:class:`.derive.Ledger`), nothing else is read. Amounts of money only (measured:
    feeding counts and periods too crowded the answer's own worked counts out of the capped operands, "12–15 hours a
    month" then restated unsupported); and the days it states, the ends of a span counted after it ("valid until
    **31 October**. From 20 September, that's 41 days")."""
    if text.isascii() and _MONEY_HINT.search(text) is None and _MONTH_NAMED.search(text) is None:
        return  # (no currency and no month in it: nothing to feed, and no values read — the skip stays cheap)
    for v in extract(text):
        if v.kind == "date" and ctx.values.find(v) is not None:
            ledger.said_day(v)
        elif v.kind == "money" and v.amount is not None and ctx.values.find(v) is not None:
            ledger.add(v)


#: a month's name after a day's figure ("31 October", "1st May"): a day a skipped sentence states
_MONTH_NAMED = re.compile(r"\d(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b", re.I)
#: a currency's mark in an ASCII sentence: a symbol, pence after a figure, or a currency's name or code
_MONEY_HINT = re.compile(r"[$]|\dp\b|\d\s+p\b|\b(?:pence|pounds?|dollars?|euros?|cents?|gbp|usd|eur|aed|sar|qar|omr|kwd|bhd|jod|egp)\b",
                         re.I)


def extract(text: str) -> list:
    from ..text.matching import extract_values

    return extract_values(text)


def codes(i: int, masked: str, ctx: ContextIndex, cfg: CheckerConfig, out: list[Finding]) -> None:
    for a in A.codes(masked):
        key = fold(a.text)
        if key in ctx.folded or key.replace("-", "") in ctx.vocab.words:
            continue
        measure = _SI_SYMBOL.fullmatch(a.text.strip())
        if measure is not None:  # "12V": a figure and a unit symbol, a measure ("12-volt", "12 volts"), no identifier
            if _measure_in(measure.group(1), measure.group(2), ctx):
                continue
            out.append(Finding("invented_fact", a.text, "critical", i, "measure not found in the context", rule="value"))
            continue
        if key in ctx.query_folded and not _BELIEF.search(ctx.query.replace("’", "'")):
            continue  # "your BA2 postcode", "booking ABC123": the user's own identifier, restated
        if key in ctx.query_folded:
            _said(i, a.text, masked, a.start, cfg, out, "identifier stated only in the question, not in the context")
        else:
            out.append(Finding("invented_fact", a.text, "critical", i, "identifier not found in the context", rule="identifier"))


#: a figure written against an SI unit's symbol: "12V", "240V", "13A", "2kW", "5000mAh", "50Hz", "60W"
_SI_SYMBOL = re.compile(r"(\d+(?:\.\d+)?)(V|W|A|kW|kWh|Wh|Hz|mAh|Ah|kV|MW)")
#: each symbol's words (the context may write "12-volt", "12 volts", "12 V")
_SI_WORDS = {"v": r"volts?", "w": r"watts?", "a": r"amps?|amperes?", "kw": r"kilowatts?", "kwh": r"kilowatt[\s-]hours?",
             "wh": r"watt[\s-]hours?", "hz": r"hertz", "mah": r"milliamp[\s-]hours?", "ah": r"amp[\s-]hours?",
             "kv": r"kilovolts?", "mw": r"megawatts?"}


def _measure_in(figure: str, symbol: str, ctx: ContextIndex) -> bool:
    """The context states ``figure`` in the unit ``symbol`` names, by its symbol or its word ("12V": "12-volt")."""
    sym = symbol.lower()
    memo = ctx.memo.setdefault("si_measures", {})
    hit = memo.get((figure, sym))
    if hit is None:  # (once per measure and context)
        pattern = rf"(?<![\d.]){re.escape(figure)}[\s-]?(?:{re.escape(sym)}|{_SI_WORDS[sym]})\b"
        hit = memo[(figure, sym)] = re.search(pattern, ctx.folded[:200000]) is not None
    return hit


def _said(i: int, raw: str, text: str, start: int, cfg: CheckerConfig, out: list[Finding], note: str,
          believed: bool = False) -> None:
    """An atom only the user stated: accepted, or a finding of the configured severity. ``believed``: the
    question gives it as what the user believes of the world, never as the user's own situation."""
    if cfg.query_atoms == "said" or _negated_before(text, start) or (
            _premise(text, start, start + len(raw)) and (not believed or _attributed(text, start))):
        return
    if ADVICE.search(text) or _SOURCE_TALK.search(text):
        return  # "for the DBS question, I'd recommend asking them directly", "the only information I have is from
        # Roadway Rentals' 2023 terms": the question's topic, in advice or in talk about the sources
    if not text.isascii() and _gap_named_ar(text, start, start + len(raw)):
        return  # "قائمة الأسعار لا تذكر خدمة التطريز بالزري": THE NAMED GAP, the question's name in the gap it names
    out.append(Finding("invented_fact", raw, cfg.query_atoms, i, note, rule="query_only"))


#: the user's own value restated as theirs: "you said 60 days", "your 6 seats", "at grade 6 you're …"
_YOURS_BEFORE = re.compile(r"\b(?:you\s+(?:said|mentioned|asked(?:\s+about)?|wrote|told\s+me|have|had)|as\s+you\s+(?:said|mentioned)"
                           r"|your|you'?ve)\b[^.;!?]{0,25}$"
                           # the user's figure supposed ("if it really is 31°C on the day", "if the forecast is right and it
                           # hits 31°C", "should it reach 31°C"): a condition on their situation, no value of the world's
                           r"|\b(?:if|should|assuming|supposing)\s+(?:it|that|this|the\s+[\w-]+)\s+(?:really\s+|actually\s+|does\s+|still\s+)?"
                           r"(?:is|was|turns\s+out\s+to\s+be|reaches|reach|hits|hit|gets\s+to|comes\s+to|stays\s+at)\s+(?:around\s+|about\s+)?$",
                           re.I)
_YOURS_AFTER = re.compile(r"^\W{0,3}(?:[\w-]+,?\s+){0,2}?(?:you'?re|you\s+are|you\s+were|you'?ll\s+be|you'?d\s+(?:be|fall|qualify|count|have|still|only)"
                          r"|you\s+(?:fall|qualify|count)"
                          # the one the user asks for, restated as theirs ("at 155 cm he's tall enough", "at 15 she'd qualify")
                          r"|(?:he|she|they)(?:'s|'re|'d|'ll\s+be|\s+is|\s+are|\s+was|\s+were|\s+would\s+be|\s+will\s+be)"
                          r"|(?:he|she|they)\s+(?:falls?|qualif(?:y|ies)|counts?|meets?))\b", re.I)


#: a definite article or demonstrative just before a figure: "for the three days", "those 2 hours" (the
#: question's figure referred back to, never a new claim about the world)
#: In Arabic the article is fused to the counted noun ("المجموع على المرتين"، "خلال الأيام الثلاثة"، Levantine/Gulf
#: "هالمرتين"): the article, after a proclitic maybe, right before the figure's own word
_DEFINITE_BEFORE = re.compile(r"\b(?:the|those|these)\s+(?:\*\*|__)?$|(?<![^\W\d_])(?:[وفبلك]?ال|لل|ها?ل)$", re.I)


#: the user speaking of their own situation ("I booked", "my order", "we're flying")
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'll|i'd|im|my|me|we|we're|we've|our|us|mine)\b", re.I)


#: a verb of knowing or thinking in a question, after its auxiliary ("what should I know", "do I understand it right"): the
#: user asks; the clause states no belief about the world
_ASKED_BELIEF = re.compile(r"\b(?:should|do|does|did|would|could|can|must|will|shall|might|may|need)\s+(i|we)\s+"
                           r"(?:know|understand|think|believe|assume|read)\b", re.I)
_BELIEF = re.compile(r"\b(?:i|we)\s+(?:know|knew|think|thought|heard|read|believe|understand|assume|was\s+told|were\s+told|"
                     r"saw|was\s+under\s+the\s+impression)\b|\bisn'?t\s+it\b|\bright\s*\?"
                     # what the organisation owes or its pages say, as the user believes it ("your policy says I'm
                     # owed £520"): a claim about the world, not the user's situation
                     r"|\b(?:your|the|their)\s+(?:\w+\s+)?(?:policy|policies|website|site|terms|rules|page|documents?|faq|"
                     r"contract|app|leaflet|brochure)\s+(?:says?|said|states?|stated|shows?|mentions?)\b"
                     r"|\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:owed|entitled\s+to|due)\b", re.I)
#: the same in Arabic: a first-person pronoun, possessive or verb ("أجري الأساسي ٤٠ ريالًا", "عملت ١٠ ساعات")
_FIRST_PERSON_AR = re.compile(r"(?:^|\s)(?:أنا|لدي|لديّ|عندي|أجري|راتبي|عملت|أعمل|أتقاضى|دفعت|اشتريت|حجزت|سافرت|أريد|نحن|لدينا)(?:\s|$)")


def _own_clause(query: str, k: int) -> "bool | None":
    """Whether the question's clause before position ``k`` speaks of the user's own situation:
    True (first person: "my order is", "I'm flying"), False (the user's belief about the world: "I
    know paternity leave is 4 weeks"), None (neither)."""
    left = query[max(0, k - 80):k]
    cut = max(left.rfind("."), left.rfind("?"), left.rfind("!"), left.rfind("؟"))
    clause = left[cut + 1:] if cut >= 0 else left
    straight = clause.replace("’", "'")
    if _ASKED_BELIEF.search(straight):  # "what should I know about claiming a hotel in …": a question, no belief held
        straight = _ASKED_BELIEF.sub(r" \1 ", straight)
    if _BELIEF.search(straight):
        return False
    if _FIRST_PERSON.search(straight) or _FIRST_PERSON_AR.search(clause):
        return True
    if not clause.isascii() and has_arabic(clause):  # issue 24: text.arabic.behaviour.FIRST_PERSON
        from ..text.arabic.behaviour import first_person

        return first_person(clause)
    return None


_SUPPOSED = re.compile(r"^\W*(?:if|when|once|suppose|supposing|say|in\s+case)\b|\bago\b", re.I)
#: a clause of the question about a thing by its definite article ("The coat is 3 years old")
_THE_THING = re.compile(r"^[\W_]*(?:the|this|that)\s+([a-z]{3,})\s+(?:is|was|are|were|has|had|cost|costs)\b", re.I)


def _their_thing(query: str, clause: str) -> bool:
    """THE USER'S THING: the clause describes, by its definite article, a thing the question gave the user before in the
    first person ("I've got a £240 coat and a £60 shirt … The coat is 3 years old"): its figures are the user's own.
    Linear in the question (one search)."""
    m = _THE_THING.match(clause)
    if m is None:
        return False
    noun = re.escape(m.group(1).lower())
    return re.search(rf"\b(?:i|i've|i'm|my|we|we've|our)\b[^.?!]{{0,60}}?\b{noun}s?\b", query.replace("’", "'"), re.I) is not None


def _clause_of(text: str, start: int, end: int) -> str:
    """The clause of ``text`` around a span (between sentence ends and commas)."""
    left = max(text.rfind(c, 0, start) for c in ".?!,;") + 1
    rights = [k for k in (text.find(c, end) for c in ".?!,;") if k >= 0]
    return text[left:min(rights) if rights else len(text)]


def _believed(v, ctx: ContextIndex) -> bool:
    """The question gives this figure as what the user believes of the world ("I know paternity leave here
    is 4 weeks", "your policy says I'm owed £520", "Since 45-minute lessons are $40, …"), not as the user's own
    situation: restated with "your" it is still the premise ("your 4 weeks of paternity leave")."""
    q = ctx.query_values.find(v)
    if q is None or q.start < 0:
        return False
    own = _own_clause(ctx.query, q.start)
    if own is not None:
        return not own
    left = ctx.query[max(0, q.start - 80):q.start]
    cut = max(left.rfind("."), left.rfind("?"), left.rfind("!"))
    return _SINCE.match(left[cut + 1:]) is not None


def _attributed(text: str, start: int) -> bool:
    """The figure said to be the user's words ("you mentioned 60 days", "as you said, …"): their belief,
    reported as theirs."""
    return _SAID_BY_YOU.search(text, max(0, start - 40), start) is not None


def _attributed_after(text: str, end: int) -> bool:
    """An Arabic figure followed by the user's word ("٢٠٠ ريال كما سمعت": text.arabic.behaviour.SAID_BY_YOU_AFTER)."""
    if text.isascii() or not 0 <= end <= len(text):
        return False
    from ..text.arabic.behaviour import said_by_you_after

    return said_by_you_after(text[end:])


_SAID_BY_YOU = re.compile(r"\b(?:you\s+(?:said|mentioned|asked(?:\s+about)?|wrote|told\s+me|quoted|heard|read|thought|"
                          r"were\s+told)|as\s+you\s+(?:said|mentioned))\b[^.;!?]{0,25}$", re.I)


#: a question that opens on its premise ("Since A3 copies are the same price as A4, …")
_SINCE = re.compile(r"\W*(?:since|given\s+that|seeing\s+as|as\s+far\s+as\s+i\s+know)\b", re.I)


def _in_row_label(text: str, start: int) -> bool:
    """Position ``start`` is in the first cell of a table row (the row's label)."""
    lead = len(text) - len(text.lstrip())
    if start < 0 or not text.startswith("|", lead):
        return False
    second = text.find("|", lead + 1)
    return second < 0 or start < second


#: an age's word right before its bare number ("aged 10", "age 10")
_AGED_BEFORE = re.compile(r"\bage[ds]?\s*[:(]?\s*$", re.I)


def _users_age(v, text: str, start: int, ctx: ContextIndex) -> bool:
    """A bare number said as an age ("aged 10") that is the question's age in years ("a 10-year-old")."""
    if v.kind != "number" or v.amount is None or not _AGED_BEFORE.search(text[max(0, start - 12):start]):
        return False
    return any(q.kind == "quantity" and q.unit == "month" and q.amount == v.amount * 12 for q in ctx.query_values.values)


#: the fixed-date holidays' names, longest first, as one pattern over folded text
_HOLIDAY_NAMES = re.compile(r"(?<![\w'])(?:" + "|".join(re.escape(h) for h in sorted(FIXED_HOLIDAYS, key=len, reverse=True))
                            + r")(?![\w'])")


def _holiday_dated(v, ctx: ContextIndex) -> bool:
    """A day of a month the context names by its fixed-date holiday ("26 December" for "on Boxing Day", "25 December" for
    "Christmas Day"; aliases.FIXED_HOLIDAYS): the same day, in other words."""
    if v.kind != "date" or not re.fullmatch(r"--\d\d-\d\d", v.unit or ""):
        return False
    days = ctx.memo.get("holiday-days")
    if days is None:
        days = ctx.memo["holiday-days"] = frozenset(
            FIXED_HOLIDAYS[m.group(0)] for m in _HOLIDAY_NAMES.finditer(ctx.folded.replace("\u2019", "'")))
    return (int(v.unit[5:7]), int(v.unit[2:4])) in days


def _users_own(v, ctx: ContextIndex, text: str = "", start: int = -1) -> bool:
    """The question states this value of the user's own situation ("my order is £45", "I'm
    flying on Thursday 5 March"): restating or computing with it is no claim about the world
    (adopting it where the context gives another value is caught before, as adopted_premise)."""
    q = ctx.query_values.find(v)
    if q is None or q.start < 0:
        return False
    query = ctx.query
    own = _own_clause(query, q.start)
    if own is not None:
        return own
    if v.kind in ("date", "time"):
        return True  # "Can she start in September 2026?": the user's own plan, not a belief about the world
    clause = _clause_of(query, q.start, q.end)
    if _their_thing(query, clause):
        return True  # "The coat is 3 years old" after "I've got a £240 coat": a thing of the user's, described
    if _SUPPOSED.search(clause) and start >= 0:
        # "if a part fails after 6 months", "a stain from three weeks ago": the user's case, supposed, restated
        # with its own words around it ("a part that fails after 6 months"), not given to another subject
        theirs = set(content_words(words_of(clause.replace(q.raw, " "))))
        around = text[max(0, start - 40):start + len(v.raw) + 40]
        return bool(theirs.intersection(content_words(words_of(around.replace(v.raw, " ")))))
    right = query[q.end:q.end + 40]
    stop = min([k for k in (right.find("."), right.find("?"), right.find(",")) if k >= 0] or [len(right)])
    return _FIRST_PERSON.search(right[:stop].replace("’", "'")) is not None


#: count nouns and durations: a count of the user's is restated with another noun ("6 tickets" for
#: "6 people"), never as a duration ("3 days" for "3 full years")
_DURATION_UNITS = frozenset(("minute", "day", "month", "hour", "second", "week", "year", "fortnight", "night"))


_APPROX_BEFORE = re.compile(r"\b(?:about|around|roughly|approximately|approx\.?|nearly|almost|just\s+(?:over|under)|some|"
                            r"close\s+to|more\s+or\s+less)\s*(?:\*\*|__)?\s*$|[~≈]\s*$", re.I)


def _approximately(v, ctx: ContextIndex) -> bool:
    """A value said to be approximate ("about three months", "roughly £30") within 5% of one the
    context or the question states, of the same kind (durations compared in days)."""
    if v.amount is None or v.kind not in ("money", "quantity", "percent"):
        return False
    vals = list(ctx.values.values) + (list(ctx.query_values.values) if ctx.query else [])
    return any(_about(v, u) for u in vals[:256])


def _span(u) -> tuple[float, float]:
    """The amounts ``u`` may mean: a duration in days, n whole calendar months as the fewest to the
    most days n months in a row hold (one: 28 to 31, so "a month" is four weeks said round; two: 59
    to 62, never 90; twelve: 365 or 366), else its amount."""
    if u.kind == "quantity" and u.unit == "month" and u.amount >= 1 and u.amount == int(u.amount):
        mid = u.amount * DAYS_PER_UNIT["month"]
        return mid - 2.5, mid + 1.5
    if u.kind == "quantity" and u.unit == "month" and u.amount >= 1 and u.amount * 2 == int(u.amount * 2):
        # a month and a half (and n and a half): the whole months as above, and half of a short or a long month
        mid = u.amount * DAYS_PER_UNIT["month"]
        return mid - 3.5, mid + 1.5
    if u.kind == "quantity" and u.unit in DAYS_PER_UNIT:
        x = u.amount * DAYS_PER_UNIT[u.unit]
        return x, x
    if u.kind == "quantity" and u.unit in _WORKING_UNITS and 0 < u.amount <= 366 and u.amount == int(u.amount):
        return _working_span(int(u.amount))
    return u.amount, u.amount


#: the units of a count of working days (a week of five of them, Monday to Friday)
_WORKING_UNITS = frozenset(("working day", "business day"))


def _working_span(n: int) -> tuple[float, float]:
    """The fewest and most calendar days ``n`` working days take, over the weekday they start on (7: nine days from a
    Monday, eleven from a Thursday): what "around one and a half weeks" may say of "7 working days"."""
    spans = []
    for first in range(7):
        days = done = 0
        while done < n:
            done += (first + days) % 7 < 5
            days += 1
        spans.append(days)
    return float(min(spans)), float(max(spans))


def _about(v, u) -> bool:
    """``v`` is within 5% of ``u``, of the same kind (durations compared in days, whole months as
    the days they may hold: _span)."""
    if u.kind != v.kind or u.amount is None or v.amount is None or v.kind not in ("money", "quantity", "percent"):
        return False
    if v.kind == "money" and u.unit != v.unit:
        return False
    if v.kind == "quantity" and u.unit in _WORKING_UNITS and v.unit == "day" and v.amount >= 7:
        pass  # "7 to 10 working days — around one and a half to two weeks": working days said in calendar weeks
    elif v.kind == "quantity" and (u.unit in DAYS_PER_UNIT) != (v.unit in DAYS_PER_UNIT) or (v.kind == "quantity" and v.unit not in DAYS_PER_UNIT
                                                                            and u.unit != v.unit):
        return False
    (xl, xh), (yl, yh) = _span(v), _span(u)
    if not (xh and yh):
        return False
    gap = max(xl, yl) - min(xh, yh)  # how far apart the two spans are (≤ 0: they overlap)
    return gap <= 0.05 * max(abs(xh), abs(yh))


#: between a value and its equivalent in parentheses: "three months (90 days)", "**ثلاثة أشهر** (تسعين يوماً)"
#: (the period's noun may stand between: "a month's notice (thirty days)", "two weeks of leave (14 days)")
#: or the rest of a short phrase: "a month before the wedding (four weeks)"
_GLOSS_GAP = re.compile(r"(?:['’]s|\s+of)?(?:[\s*_]+[a-z]+){0,3}[\s*_]*\(\s*[*_]*", re.I)


#: what counts one of a thing before its noun ("an additional night", "a block", "one 30-minute lesson", "each block")
_ONE_BEFORE = r"(?:a|an|one|another|each|every|per|single|a\s+single)\s+(?:[\w-]+\s+){0,2}?"


def _one_of(v, ctx: ContextIndex) -> bool:
    """A count of one of a thing ("1 block", "one more night") where the context counts one of it with
    an article or a word of one ("A block costs £96", "charged as an additional night"): the same count.
    Never another count ("2 blocks"), and never a duration the grammar reads by its unit ("1 day")."""
    if v.kind != "quantity" or v.amount != 1 or not v.unit or v.unit in ("minute", "day", "month"):
        return False
    noun = v.unit.rpartition(" ")[2]
    if not noun.isalpha() or noun not in ctx.vocab.words:
        return False
    memo = ctx.memo.setdefault("one_of", {})
    hit = memo.get(noun)
    if hit is None:
        hit = memo[noun] = re.search(rf"\b{_ONE_BEFORE}{re.escape(noun)}\b", ctx.text[:200000], re.I) is not None
    return hit


#: the noun right after a period that makes one word of it ("day permit", "week pass", "month ticket")
_PERIOD_NOUN_AFTER = re.compile(r"(?:-|[ \t]+)(?:\*\*|__)?([a-z]{3,})\b", re.I)
_PERIOD_WORDS = frozenset("day week month year night hour".split())


def _one_compound(v, text: str, end: int, ctx: ContextIndex) -> bool:
    """"one day permit" for the context's "A day permit costs £7": one of a thing whose name opens with a period (a day
    permit, a week pass, a year membership), not a span of one day — where the context names that thing."""
    if v.kind != "quantity" or v.amount != 1 or v.end < 0:
        return False
    said = v.raw.split()
    unit = said[-1].lower().rstrip("s") if said else ""
    if unit not in _PERIOD_WORDS:
        return False
    m = _PERIOD_NOUN_AFTER.match(text, end)
    if m is None or m.group(1).lower() in _NOT_COMPOUNDED:
        return False
    return re.compile(rf"\b{unit}[\s-]+{re.escape(m.group(1).lower())}s?\b").search(ctx.folded, 0, 200000) is not None


def _one_in_words(v, text: str, end: int, ctx: ContextIndex) -> bool:
    """"1 Saturday field morning" for the context's "plus one Saturday field morning": a digit one before the words the
    context counts with the word "one" (or "a single"), which the grammar reads as no figure there (a lone "one" is a
    value only before a unit of measure). The next word is the evidence, as written."""
    if not _digit_one(v):
        return False
    m = _NEXT_WORD.match(text, end)
    if m is None or m.group(1).lower() in _NOT_COMPOUNDED:
        return False
    return re.compile(rf"\b(?:one|a\s+single)\s+{re.escape(m.group(1).lower())}\b").search(ctx.folded, 0, 200000) is not None


#: the word after a figure (past bold marks)
_NEXT_WORD = re.compile(r"[\s*_]+([a-z]{3,})\b", re.I)


def _rate_period(v, text: str, start: int, ctx: ContextIndex) -> bool:
    """"one half-day shift a fortnight" for the context's "one half-day shift per fortnight": "a" and a period after the
    thing counted is what a rate is per, where the context states a rate per that period ("per", "a", "every", or its
    adjective, "fortnightly"); after a preposition ("for a fortnight", "within a week") it is a span, and is read."""
    said = v.raw.lower().split()
    if v.kind != "quantity" or len(said) != 2 or said[0] not in ("a", "an") or said[1] not in _RATE_PERIODS:
        return False
    before = _WORD_BEFORE.search(text, max(0, start - 30), start)
    if before is None or before.group(1).lower() in _SPAN_PREPOSITIONS:
        return False
    return _priced_per(said[1], _RATE_PERIODS[said[1]], ctx)


def _priced_per(period: str, adjective: str, ctx: ContextIndex) -> bool:
    """The context states something per ``period`` ("per day", "a day", "every day") or by its ``adjective`` (a pattern:
    "daily", "(?:yearly|annually)")."""
    return re.compile(rf"\b(?:per|a|an|each|every)\s+{period}\b|\b{adjective}\b").search(ctx.folded, 0, 200000) is not None


def _digit_one(v) -> bool:
    """A bare "1" written in digits (the answer's own figure one, read by the forms of one below)."""
    return v.kind == "number" and v.amount == 1 and v.raw.strip() == "1"


#: the periods a rate may be per, and the adjective of each
_RATE_PERIODS = {"day": "daily", "week": "weekly", "fortnight": "fortnightly", "month": "monthly", "year": "(?:yearly|annually)",
                 "night": "nightly", "term": "termly", "quarter": "quarterly"}
#: the word right before a figure (past marks)
_WORD_BEFORE = re.compile(r"([A-Za-z][\w'-]*)[\s*_]*$")
#: the words that make "a week" a span ("for a week", "within a fortnight", "in a month")
_SPAN_PREPOSITIONS = frozenset("for in within after before over about around than of under up to by until during take takes "
                               "took last lasts lasted least most".split())


def _one_period_label(v, text: str, end: int, ctx: ContextIndex) -> bool:
    """"- **One day:** £6" for the context's "£6.00 per day": one period as the label of the price for it, where the
    context prices something per that period ("per day", "a day", "daily"); a span stated of the world ("valid for one
    day") is no label and is still read."""
    said = v.raw.lower().split()  # (the grammar keeps a week as 7 days: the period as written)
    if v.kind != "quantity" or len(said) != 2 or said[0] not in ("one", "1") or said[1] not in _LABEL_PERIODS:
        return False
    if _PRICE_LABEL_AFTER.match(text, end) is None:
        return False
    return _priced_per(said[1], _LABEL_PERIODS[said[1]], ctx)


#: the periods a price may be labelled by, and the adjective of each
_LABEL_PERIODS = {"day": "daily", "week": "weekly", "month": "monthly", "year": "(?:yearly|annually|annual)", "night": "nightly",
                  "hour": "hourly", "session": "per-session"}
#: a label's colon, then a price ("One day:** £6", "1 week: €40"), or a table row's label cell, then its price cell
#: ("| 1 hour | £35 |")
_PRICE_LABEL_AFTER = re.compile(r"[\s*_]*(?::|\|)[\s*_]*(?:\+\s*)?[£$€]\s*\d")


def _numbering_range(v, text: str, start: int, end: int) -> bool:
    """"| Follow-ups 1–5 | 5 × £52 = £260 |", "Weeks 1-4": a range opening at one after the plural it numbers, the
    answer's own items counted from the first (the range's end, a count, is read as a figure of its own)."""
    if not _digit_one(v):
        return False
    return _RANGE_FROM_ONE.match(text, end) is not None and _PLURAL_BEFORE.search(text, max(0, start - 30), start) is not None


#: the rest of a range after its first figure ("–5", " to 5"), and the plural noun it numbers before it
_RANGE_FROM_ONE = re.compile(r"\s*(?:[-\u2013\u2014]|to)\s*\d")
_PLURAL_BEFORE = re.compile(r"\b[A-Za-z][a-z-]{2,}s[*_]*\s+$")


#: words after a period that make no compound with it ("one day before", "one week and …")
_NOT_COMPOUNDED = frozenset("and or before after ahead early earlier later from to in of per the a an for with".split())


def _one_off_fee(v, text: str, start: int, ctx: ContextIndex) -> bool:
    """An Arabic "(مرة واحدة)" labelling a fee the context gives no period (text.arabic.behaviour.one_off_fee)."""
    if v.kind != "quantity" or v.unit != "time" or v.amount != 1.0 or text.isascii():
        return False
    from ..text.arabic.behaviour import one_off_fee

    return one_off_fee(text[max(0, start - 60):start], ctx.text)


def _one_the_user_names(v, text: str, start: int, ctx: ContextIndex) -> bool:
    """A count of one ("1") in a row or list item whose label names a thing the question names one of ("Wardrobe: 1"
    for "a wardrobe, a bed frame …", "| Heritage | 2 | 1 | 1 |" for "one heritage packet"): the user's own count of it."""
    if not _digit_one(v) or not ctx.query:
        return False
    if text.lstrip().startswith("|"):
        label = text.lstrip().lstrip("|").split("|", 1)[0]
    else:
        m = _LABEL_COLON.search(text, 0, start)
        if m is None:
            return False
        label = m.group(1)
    words = [w for w in words_of(label) if len(w) > 2 and w not in NONCONTENT]
    low = ctx.query.lower()
    return any(re.search(rf"\b(?:an?|one|my|the|this|our|his|her)\s+(?:[\w-]+\s+){{0,2}}?{re.escape(w)}(?:s|es)?\b", low)
               for w in words[:6])


#: a list item's label right before its figure: "- Wardrobe: 1", "**Bed frame:** 1"
_LABEL_COLON = re.compile(r"([A-Za-z][\w' -]{1,40}?)[\s*_]*:[\s*_]*$")


#: "one of it" in English words the English grammar reads as no figure, for an Arabic answer over an English context
#: (issue 24, mixed language: "مرة واحدة" where the context says "charged once" or "a one-time fee", "طوال اليوم" where
#: it says "all day"): the value's (unit, amount) and the English words that say one of it
ONE_IN_ENGLISH = {("time", 1.0): r"(?:once|one[- ]time|one[- ]off)", ("day", 1.0): r"(?:all|whole|entire|a|one|per|each|every)\s+day",
                  ("month", 12.0): r"(?:all|whole|entire|a|one|per|each|every)\s+year",
                  ("day", 7.0): r"(?:all|whole|entire|a|one|per|each|every)\s+week"}
_ONE_IN_ENGLISH = {k: re.compile(rf"\b{w}\b", re.I) for k, w in ONE_IN_ENGLISH.items()}


def _one_in_english(v, text: str, ctx: ContextIndex) -> bool:
    """An Arabic claim's "one of it" (:data:`ONE_IN_ENGLISH`) where the context (an English chunk) says one of it in words,
    and states no other amount of the unit ("twice" is a rival: the claim's once stays unsupported)."""
    if v.kind != "quantity" or text.isascii():
        return False
    rx = _ONE_IN_ENGLISH.get((v.unit, v.amount))
    if (rx is None or rx.search(ctx.text[:200000]) is None) and not _one_period_ar(v, ctx):
        return False
    rivals = [c.amount for c in ctx.values.values if c.kind == "quantity" and c.unit == v.unit and c.amount != v.amount]
    if rivals and has_arabic(text):  # the other amounts told apart from the one ("| يومي | 100 درهم | يوم واحد |")
        from ..text.arabic.one_period import one_period_told
        return one_period_told(v.unit, v.amount, text, rivals)
    return not rivals


def _one_period_ar(v, ctx: ContextIndex) -> bool:
    """The Arabic context's one of the period in words (text.arabic.numbers.ONE_PERIOD: "اليومي"، "سنويًا"، "لمرة واحدة")."""
    if ctx.text.isascii():
        return False
    from ..text.arabic.numbers import says_one_period

    return says_one_period(v.unit, v.amount, ctx.text)


#: what joins a figure to the same figure in other units ("يوم ونص يعني 36 ساعة", "1.5 days, i.e. 36 hours", "(36 hours)")
_CONVERSION_GAP = re.compile(r"[\s*_]*(?:[(=:،,\-\u2013\u2014]|\b(?:i\.?e\.?|that\s+is|which\s+is)\b|(?<!\w)(?:يعني|أي|اي|يعنى)(?!\w))"
                             r"[\s*_(]*", re.I)


def _converted(v, values: list, off: int, text: str, ctx: ContextIndex) -> bool:
    """The user's figure, written right before ``v`` in other units and joined to it by "i.e." (يعني، أي, "=", a
    bracket): ``v`` converts the user's own figure, no value the answer gives the world."""
    for u in values:
        if u is v or u.start >= v.start or u.unit == v.unit or not _about(v, u) or ctx.query_values.find(u) is None:
            continue
        if _CONVERSION_GAP.fullmatch(text, u.end - off, v.start - off):
            return True
    return False


#: THE WORDED TWIN: a figure read out in words in brackets right after the same figure in digits ("١٬٧٥٠٬٠٠٠ درهم
#: (مليون وسبعمئة وخمسون ألفًا)"، "٥٠٠٬٠٠٠ ل.ل (نصف مليون ليرة)"): the same amount, no unit or the same unit — one
#: claim, checked once as the figure before it (supported, derived or not)
_TWIN_GAP = re.compile(r"[\s*_]*\(\s*[*_]*")


def _worded_twin(v, values: list, text: str, off: int) -> bool:
    """``v`` is :data:`_TWIN_GAP`-bracketed right after a value of the same amount (and unit, when it has one), and is
    written without digits."""
    if v.amount is None or v.start < 0 or any(c.isdigit() for c in v.raw):
        return False
    for u in values:
        if u is v or u.end < 0 or u.end > v.start or u.amount != v.amount or (v.unit is not None and v.unit != u.unit):
            continue
        if v.kind not in ("number", u.kind) or _TWIN_GAP.fullmatch(text, u.end - off, v.start - off) is None:
            continue
        return True
    return False


def _glossed(v, values: list, off: int, text: str, ctx: ContextIndex) -> bool:
    """A value written beside its equivalent in parentheses, the one the context states ("three
    months (90 days)", "90 days (three months)"): the rounding is the answer's, its figure the context's."""
    for u in values:
        if u is v or not _about(v, u):
            continue
        first, second = (v, u) if v.start < u.start else (u, v)
        if _GLOSS_GAP.fullmatch(text, first.end - off, second.start - off) and _value_in(u, ctx):
            return True
    return False


#: the period each frequency word names, as the value grammar keeps durations (months, days)
_FREQUENCY_WORDS = {"quarterly": (3.0, "month"), "fortnightly": (14.0, "day"), "annually": (12.0, "month"),
                    "yearly": (12.0, "month"), "annual": (12.0, "month"), "monthly": (1.0, "month"), "weekly": (7.0, "day"),
                    "daily": (1.0, "day"), "biannually": (6.0, "month"), "semiannually": (6.0, "month"),
                    "biannual": (6.0, "month"), "semiannual": (6.0, "month")}


#: a period the grammar has no number for, named with an article ("£5 a quarter", "each quarter"; not "a quarter of")
_PERIOD_NAMES = {"quarter": (3.0, "month")}
_PERIOD_NAMED = re.compile(r"\b(?:a|per|each|every|one|the|this|next|last)\s+(quarter)\b(?![\s*_]+of\b)")


#: "4-weekly", "two-weekly", "6-monthly", "3-yearly": every n units (a frequency written as one word)
_N_WEEKLY = re.compile(r"\b(\d{1,2}|two|three|four|five|six|eight|ten|twelve)[\s-](weekly|monthly|yearly|daily)\b")
_N_WEEKLY_UNIT = {"weekly": (7.0, "day"), "monthly": (1.0, "month"), "yearly": (12.0, "month"), "daily": (1.0, "day")}
_SMALL_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "eight": 8, "ten": 10, "twelve": 12}


def _context_intervals(ctx: ContextIndex) -> frozenset:
    """The intervals the context names by a frequency, as (amount, unit) in the units the value grammar keeps
    durations in: its frequency words ("quarterly": every 3 months), "<n>-weekly" words ("4-weekly": every 28
    days) and its "n times a period" ("four times a year": every 3 months). Read once per context."""
    hit = ctx.memo.get("intervals")
    if hit is None:
        words_ = ctx.vocab.words
        out = {period for w, period in _FREQUENCY_WORDS.items() if w in words_}
        for m in _N_WEEKLY.finditer(ctx.folded):
            n = float(_SMALL_COUNTS.get(m.group(1)) or m.group(1))
            size, unit = _N_WEEKLY_UNIT[m.group(2)]
            out.add((n * size, unit))
        for c in ctx.values.values[:4 * MAX_CONTEXT]:
            if c.kind == "quantity" and c.unit == "time" and c.amount and c.end >= 0:
                period = _times_per(ctx.text, c.end)
                if period is not None:
                    out.add((round(period[0] / c.amount, 6), period[1]))
        hit = ctx.memo["intervals"] = frozenset(out)
    return hit


#: an interval said in a span's sentence: a frequency word, or "every [other] [n] day/week/fortnight/month"
_INTERVAL_SAID = re.compile(r"\b(?:(quarterly|fortnightly|monthly|weekly|daily|annually|yearly)|every\s+(?:(other)\s+)?"
                            r"(?:(\d{1,2}|two|three|four|six|eight|ten|twelve)\s+)?(day|week|fortnight|month)s?)\b", re.I)
#: (how far a span's sentence is read each way for its interval: a sentence longer than that is read in part)
_SPAN_REACH = 300


def _occurrences(v, ctx: ContextIndex) -> bool:
    """THE OCCURRENCES OF A SPAN: a count that is how often a thing recurs over a span the context states with its
    interval in one sentence ("runs for 16 weeks with fortnightly check-ins": 8 check-ins; "lasts a year, with a
    newsletter sent monthly": 12) — the span divided by the interval, a whole number; never a span and an interval
    from different sentences."""
    if v.amount is None or v.amount < 2 or v.amount != int(v.amount) or v.kind not in ("number", "quantity") or (
            v.kind == "quantity" and ((v.unit or "").rpartition(" ")[2] in _DURATION_UNITS or v.unit == "time")):
        return False
    hit = ctx.memo.get("occurrences")
    if hit is None:
        out: set[float] = set()
        text = ctx.text[:200000]
        for span in ctx.values.values[:4 * MAX_CONTEXT]:
            if span.kind != "quantity" or not span.amount or span.end < 0 or span.unit not in ("day", "month") \
                    or span.end > len(text):
                continue
            lo, hi = max(0, span.start - _SPAN_REACH), min(len(text), span.end + _SPAN_REACH)
            a = max((m.end() for m in _SENTENCE_END.finditer(text, lo, span.start)), default=lo)
            b = _SENTENCE_END.search(text, span.end, hi)
            for m in _INTERVAL_SAID.finditer(text, a, b.start() if b is not None else hi):
                if m.start() < span.end and m.end() > span.start:
                    continue  # (the span itself: "a month")
                if m.group(1):
                    every = _FREQUENCY_WORDS.get(m.group(1).lower())
                else:
                    size, unit = _PERIOD_SIZE[m.group(4).lower()]
                    k = float(_SMALL_COUNTS.get((m.group(3) or "").lower()) or m.group(3) or 1) * (2 if m.group(2) else 1)
                    every = (size * k, unit)
                if every is None or every[1] != span.unit or span.amount <= every[0]:
                    continue
                n = span.amount / every[0]
                if abs(n - round(n)) < 1e-9:
                    out.add(float(round(n)))
        hit = ctx.memo["occurrences"] = frozenset(out)
    return v.amount in hit


_RATIO_NUM = r"(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)"
#: a ratio said in words or figures: "one staff member to four children", "one adult for every 4 children",
#: "1 adult per 4 children", "a 1:4 ratio"
_RATIO_SAID = re.compile(r"\b" + _RATIO_NUM + r"\s+(?:[a-z-]+\s+){0,3}?(?:to|for\s+every|per)\s+" + _RATIO_NUM + r"\b"
                         r"|\b(\d{1,3})\s?:\s?(\d{1,3})\b(?!\s?[ap]\.?m)")
_RATIO_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
                "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20}
_RATIO_VALUE = re.compile(r"id:(\d{1,3}):(\d{1,3})")
_RATIO_RAW = re.compile(r"(\d{1,3}):(\d{1,3})")


def _ratio_said(v, ctx: ContextIndex) -> bool:
    """A ratio written "1:4" where the context says it ("one staff member to four children", "1 adult per 4
    children", "a 1:4 ratio"); the context's ratios read once per context."""
    m = _RATIO_VALUE.fullmatch(v.unit or "") if v.kind == "number" else \
        _RATIO_RAW.fullmatch(v.raw.strip("*_ ")) if v.kind == "time" else None  # ("1:10" is read as a time too)
    if m is None:
        return False
    said = ctx.memo.get("ratios")
    if said is None:
        said = set()
        for r in _RATIO_SAID.finditer(ctx.folded):
            a, b = (r.group(1), r.group(2)) if r.group(1) else (r.group(3), r.group(4))
            said.add((_RATIO_WORDS.get(a) or int(a), _RATIO_WORDS.get(b) or int(b)))
        said = ctx.memo["ratios"] = frozenset(said)
    return (int(m.group(1)), int(m.group(2))) in said


def _by_frequency_word(v, ctx: ContextIndex) -> bool:
    """A period the context names by a frequency word ("quarterly" = every three months, "4-weekly" = every four
    weeks) or by a period's name ("£5 a quarter": three months)."""
    if v.kind != "quantity" or v.amount is None or v.unit not in ("month", "day"):
        return False
    words_ = ctx.vocab.words
    if (round(v.amount, 6), v.unit) in _context_intervals(ctx):
        return True
    if not any(period == (v.amount, v.unit) and w in words_ for w, period in _PERIOD_NAMES.items()):
        return False
    named = ctx.memo.get("named_periods")
    if named is None:  # read once per context
        named = ctx.memo["named_periods"] = frozenset(_PERIOD_NAMES[m.group(1)] for m in _PERIOD_NAMED.finditer(ctx.folded))
    return (v.amount, v.unit) in named


#: "twice a year", "three times per week": how often, the period each happens in (months or days, as kept)
_TIMES_PER = re.compile(r"\s*(?:\*\*|__)?\s*(?:a|an|per|each|every)\s+(year|month|week|fortnight|day|hour)\b", re.I)
_PERIOD_SIZE = {"year": (12.0, "month"), "month": (1.0, "month"), "week": (7.0, "day"), "fortnight": (14.0, "day"), "day": (1.0, "day"),
                "hour": (60.0, "minute")}


def _times_per(text: str, end: int) -> "tuple[float, str] | None":
    m = _TIMES_PER.match(text, end, min(len(text), end + 24))
    return _PERIOD_SIZE[m.group(1).lower()] if m else None


def _as_often(v, text: str, start: int, ctx: ContextIndex) -> bool:
    """A frequency and the interval it means, either way round: "twice a year" where the context says
    "every 6 months", "every 3 months" where it says "four times a year" (n times a period = every
    period ÷ n, in the unit the grammar keeps durations in)."""
    if v.amount is None or v.kind != "quantity" or not v.amount:
        return False
    if v.unit == "time":
        period = _times_per(text, start + len(v.raw))
        if period is None:
            return False
        if period == (7.0, "day") and v.amount in _listed_days(ctx):
            return True  # "training twice a week" where the classes run "on Mondays and Wednesdays": its listed days
        every = (period[0] / v.amount, period[1])
        if (round(every[0], 6), every[1]) in _context_intervals(ctx):
            return True  # "four times a year" where the context says "quarterly"
        # (a part of a day is kept in minutes: "twice a day" is every 720 minutes, the context's "every 12 hours")
        alt = (every[0] * 1440, "minute") if every[1] == "day" and every[0] < 1 else every
        return any(c.kind == "quantity" and c.amount is not None and (
            (c.unit == every[1] and abs(c.amount - every[0]) < 1e-9) or (c.unit == alt[1] and abs(c.amount - alt[0]) < 1e-6))
                   for c in ctx.values.values[:4 * MAX_CONTEXT])
    if v.unit not in ("month", "day"):
        return False
    for c in ctx.values.values[:4 * MAX_CONTEXT]:
        if c.kind == "quantity" and c.unit == "time" and c.amount and c.end >= 0:
            period = _times_per(ctx.text, c.end)
            if period is not None and period[1] == v.unit and abs(period[0] / c.amount - v.amount) < 1e-9:
                return True
    return False


#: weekdays listed together ("Mondays and Wednesdays", "Tuesday, Thursday and Saturday"): two to six, joined
_DAY_LIST = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?:(?:\s*,\s*|\s*&\s*|\s+(?:and|or)\s+|,\s+and\s+)"
                       r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b){1,5}", re.I)


def _listed_days(ctx: ContextIndex) -> "frozenset[float]":
    """How many weekdays the context lists together, in each of its lists ("Junior classes run on Mondays and
    Wednesdays": 2): a frequency a week of that count is the list's ("twice a week"), read once per context."""
    hit = ctx.memo.get("listed_days")
    if hit is None:
        hit = ctx.memo["listed_days"] = frozenset(
            float(len(set(re.findall(r"(mon|tues|wednes|thurs|fri|satur|sun)day", m.group(0).lower()))))
            for m in _DAY_LIST.finditer(ctx.text[:200000]))
    return hit


#: a line that says a thing costs nothing or is not needed ("| Your driveway | Not needed | £0 |", "no permit, so £0")
_NOTHING_DUE = re.compile(r"\bnot\s+(?:needed|required|payable|charged)\b|\bno\s+(?:charge|fee|cost|permit|deposit)\b|\bnone\b"
                          r"|\bfree\b|\bnothing\s+to\s+pay\b|\bn/a\b|\bwaived\b|\bincluded\b", re.I)


def _zero_said_so(v, text: str) -> bool:
    """An amount of nothing ("£0") in a line that says the thing costs nothing or is not needed: the line's own words
    restated as a figure (which the rules for those words check), no figure of the context's."""
    return v.kind == "money" and v.amount == 0 and _NOTHING_DUE.search(text) is not None


def _sentence_around(text: str, start: int, end: int) -> str:
    """The sentence of ``text`` that holds ``text[start:end]`` (looking back at most 300 characters for its start)."""
    s = max((k.end() for k in _SENTENCE_END.finditer(text, max(0, start - 300), start)), default=max(0, start - 300))
    e = _SENTENCE_END.search(text, end)
    return text[s:e.start() if e else len(text)]


def _zero_of_free_row(v, text: str, ctx: ContextIndex) -> bool:
    """"£0" in a table row whose label names a thing the context says is free, in a sentence holding every content word
    of the label ("| Hearing test (45 minutes) | £0 |" over "a full hearing test … is free for adults over 55"): the row's
    price of nothing, the context's "free" as a figure (whether it applies to the user is the frames' and the value
    rules' to judge elsewhere)."""
    if v.kind != "money" or v.amount != 0 or not text.lstrip().startswith("|"):
        return False
    cells = [c for c in text.split("|") if c.strip()]
    label = {stem_key(w) for w in content_words(words_of(re.sub(r"\([^()]*\)", " ", cells[0])))} if cells else set()
    if not label:
        return False
    for m in _FREE_WORD.finditer(ctx.text[:20000]):
        if label <= {stem_key(w) for w in content_words(words_of(_sentence_around(ctx.text, m.start(), m.end())))}:
            return True  # (every word of the label, its bracketed gloss aside, in the sentence that says free)
    return False


#: a match played as "best of" an odd number of games, legs or sets ("best of 3 legs", "best-of-five")
_BEST_OF = re.compile(r"\bbest[\s-]+of[\s-]+(?:\*\*|__)?(3|5|7|9|11|three|five|seven|nine|eleven)\b", re.I)


def _best_of_majority(v, text: str, start: int) -> bool:
    """The games that win a match played as best of n, after it in the sentence ("best of three legs — so the first
    player to win two legs takes the game"): a majority of n, n // 2 + 1, and no other count."""
    if v.kind not in ("quantity", "number") or v.amount is None or "best" not in text.lower():
        return False
    m = _BEST_OF.search(text, 0, start)
    if m is None:
        return False
    n = int(m.group(1)) if m.group(1).isdigit() else SMALL_NUMBERS[m.group(1).lower()]
    return v.amount == n // 2 + 1


def _frequency_elsewhere(v, text: str, start: int, ctx: ContextIndex) -> bool:
    """"four times a year" where the context's 4 is only "every 4 months" (or "4 days"): a frequency
    is how often, never a duration of its count; stated as often or as its interval, it is supported."""
    period = None if v.kind != "quantity" or v.unit != "time" or v.amount is None else _times_per(text, start + len(v.raw))
    if period is None:
        return False
    if _as_often(v, text, start, ctx) or _asked_as_often(v, period, ctx):
        return False
    return not any(c.kind in ("quantity", "number") and c.amount is not None and abs(c.amount - v.amount) < 1e-9
                   and c.unit not in DURATION_DIVISORS for c in ctx.values.values[:4 * MAX_CONTEXT])


def _asked_as_often(v, period: "tuple[float, str]", ctx: ContextIndex) -> bool:
    """The user's own frequency restated ("Twice a week for 16 weeks is 32 swims" after "I'll swim about twice a week"):
    the same count per the same period in the question (the user's figure, which the premise rules read)."""
    if not ctx.query:
        return False
    q = ctx.query_values.find(v)
    return q is not None and q.unit == "time" and q.end >= 0 and _times_per(ctx.query, q.end) == period


_WEEKEND = frozenset(("weekday:saturday", "weekday:sunday"))
_WORKDAYS = frozenset(f"weekday:{d}" for d in WEEKDAYS[:5])


def _in_named_range(v, ctx: ContextIndex, text: str = "") -> bool:
    """A weekday inside a range the context names by a word: Saturday or Sunday for "weekends",
    Monday to Friday for "weekdays" or "working days"; or by its ends, in a sentence with a word of the range's own
    line: Tuesday for "Quiet hours are 11pm to 7am, Sunday to Thursday" (:func:`.frames.ranged_days`)."""
    unit = v.unit or ""
    if v.kind == "date" and len(unit) == 4 and unit.startswith("--") and unit[2:].isdigit():
        return _in_month_run(int(unit[2:]), ctx) and not (text and _run_end_moved(int(unit[2:]), ctx, text))
    if v.kind != "date" or not unit.startswith("weekday:"):
        return False
    words_ = ctx.vocab.words
    if unit in _WEEKEND and ("weekend" in words_ or "weekends" in words_):
        return True
    if unit in _WORKDAYS and ("weekday" in words_ or "weekdays" in words_):
        return True
    from .frames import ranged_days  # a day inside a range the context states: "Tuesday" of "Monday to Thursday"

    # (not a day counted to: "working day 3 — Wednesday", "3 working days from Friday" are the derivations' to judge)
    return bool(text) and unit[8:] in WEEKDAYS and _COUNTED_DAYS.search(text) is None \
        and ranged_days(ctx, WEEKDAYS.index(unit[8:]), text)


#: days counted in a sentence ("working day 3", "3 working days", "two business days")
_COUNTED_DAYS = re.compile(r"\b(?:working|business)[\s-]+days?\b|\bday[\s*_]+\d", re.I)


_WORKING_WEEK = re.compile(r"\bmon(?:day)?\.?\s*(?:\*\*|__)?\s*(?:to|through|until|till|[-–—])\s*(?:\*\*|__)?\s*fri(?:day)?\b", re.I)


def _working_week(v, text: str, start: int, ctx: ContextIndex) -> bool:
    """"Counting working days (Monday to Friday)": the working week glossed by its two ends, where the
    context counts working days (a weekday named alone is still worked out or checked: "ready by Friday")."""
    if v.kind != "date" or (v.unit or "") not in ("weekday:monday", "weekday:friday"):
        return False
    if not any(m.start() <= start < m.end() for m in _WORKING_WEEK.finditer(text)):
        return False
    hit = ctx.memo.get("working_days")
    if hit is None:
        hit = ctx.memo["working_days"] = re.search(r"\b(?:working|business)[\s-]+days?\b", ctx.text[:200000], re.I) is not None
    return bool(hit)


#: between the two ends of a run of months ("April to June", "November–March", "from May through September")
_MONTH_RUN = re.compile(r"\s*(?:\*\*|__)?\s*(?:to|through|until|till|[-–—])\s*(?:\*\*|__)?\s*", re.I)


def month_in_run(word: str, ctx: ContextIndex, text: "str | None") -> bool:
    """A month's name (folded) inside a run of months the context names (:func:`_in_month_run`), in a sentence ``text``
    that names an end of that run too ("Turnout runs May to September, so you could carry it on into August and
    September"): the answer reasoning inside the context's run. Alone ("They run evening trips in July and August") a
    month is a date the sentence gives of its own, and stays read. (``text`` None: the run alone, for a clause whose
    sentence the name rule reads whole.)"""
    n = _MONTH_NAMES.get(word)
    if n is None or not _in_month_run(n, ctx):
        return False
    if text is None:
        return True
    runs = ctx.memo.get("month_runs", ())
    if _run_end_moved(n, ctx, text):
        return False
    said = set(words_of(text))  # (May the month, capitalised: "you may" is no end of a run)
    return any((n - lo) % 12 <= (hi - lo) % 12 and any(_FULL_MONTH[e] in said and (e != 5 or "May" in text) for e in (lo, hi))
               for lo, hi in runs)


def _run_end_moved(n: int, ctx: ContextIndex, text: str) -> bool:
    """The month ``n`` is an end of a run of months ``text`` writes ("open April–September") that is the context's run
    with that end moved ("April to October"): no month inside the context's run, but the run misstated."""
    runs = ctx.memo.get("month_runs", ())
    for m in _RANGE_OF_MONTHS.finditer(text):
        a, b = _MONTH_NAMES.get(m.group(1).lower()), _MONTH_NAMES.get(m.group(2).lower())
        if a is None or b is None or n not in (a, b):
            continue
        if any((a == lo) != (b == hi) for lo, hi in runs) and not any(a == lo and b == hi for lo, hi in runs):
            return True
    return False


#: a run of months the answer writes ("April–September", "May to October", "Oct through Mar")
_RANGE_OF_MONTHS = re.compile(r"\b([A-Za-z]{3,9})\.?\s*(?:to|–|—|-|until|till|through|thru)\s*([A-Za-z]{3,9})\b")
#: a month's number → its full name
_FULL_MONTH = {k: w for w, k in sorted(_MONTH_NAMES.items(), key=lambda t: len(t[0]))}  # (the longest name last)


def _in_month_run(month: int, ctx: ContextIndex) -> bool:
    """A month inside a run of months the context names ("mid season (April to June)": May; "November to
    March": January), the run read in the order written."""
    runs = ctx.memo.get("month_runs")
    if runs is None:
        runs = []
        vals = [u for u in ctx.values.values if u.kind == "date" and u.start >= 0][:256]
        for a, b in zip(vals, vals[1:]):
            ua, ub = a.unit or "", b.unit or ""
            if ua.startswith("--") and ub.startswith("--") and len(ua) in (4, 7) and len(ub) in (4, 7) \
                    and _MONTH_RUN.fullmatch(ctx.text, a.end, b.start):
                runs.append((int(ua[2:4]), int(ub[2:4])))
        for src in (ctx.folded, ctx.query_folded or ""):  # (and the question's: "from the start of March to the end of May")
            for m in _MONTH_WORD_RUN.finditer(src, 0, 200000):  # ("May to September": a "May" the grammar reads
                runs.append((_MONTH_NAMES[m.group(1)], _MONTH_NAMES[m.group(2)]))  # as no date alone, read by its run)
        ctx.memo["month_runs"] = runs
    return any((month - lo) % 12 <= (hi - lo) % 12 for lo, hi in runs)


#: a run of months by their full names, in folded text ("may to september", "april – june")
_MONTH_WORD_RUN = re.compile(r"\b(%s)\b[\s*_]*(?:to|through|until|till|[-\u2013\u2014])[\s*_]*"
                             r"(?:the\s+(?:end|start|beginning|middle|close)\s+of\s+)?(%s)\b" % (
    ("|".join(w for w in _MONTH_NAMES if len(w) > 3 or w == "may"),) * 2))
_SOURCE_TALK = re.compile(r"\b(?:the\s+)?(?:only\s+)?(?:information|documents?|details|terms|pages?|sources?)\s+(?:that\s+)?"
                          r"(?:i|we)\s+(?:have|found|can\s+see|was\s+given)\b", re.I)
_FIRST_CELL = re.compile(r"^\s*\|\s*(?:\*\*|__)?\s*$")
_MERIDIEM = re.compile(r"[ap]\.?\s?m\b|noon|midday|midnight", re.I)


#: a line that leads into what follows it: it ends in a colon (marks and emoji aside)
#: a lead-in naming the topic the answer works out ("Here's the breakdown for a venue 70 miles from Leeds", "Here's how it
#: works out for your 3 nights")
_TOPIC_LEAD = re.compile(r"[\W_]*(?:here['\u2019]?s|here\s+(?:is|are))\s+(?:the\s+|a\s+|how\s+|what\s+)?(?:[a-z-]+\s+){0,4}?"
                         r"(?:for|with|if|on)\s", re.I)
_LEAD_IN_END = re.compile(r":[\s*_\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F]*$")


def _users_count(v, ctx: ContextIndex) -> bool:
    """A count or age of the user's own, named with another noun: the question's "Two adults" is
    the answer's "2 people", "we're a team of 8" its "8 users", "my dog is 1" its "1 year old".
    Counts only (not money, percentages or dates), and not from a clause of the user's beliefs
    about the world ("I heard it's 3 days")."""
    if v.kind == "time" and v.amount is not None and ctx.query:
        # "the train gets us there at 7:12" is the answer's "7:12pm": a clock time the user wrote without am/pm
        return any(q.kind == "time" and q.amount is not None and q.amount % 720 == v.amount % 720
                   and not _MERIDIEM.search(q.raw) for q in ctx.query_values.values)
    if v.kind not in ("quantity", "number") or v.amount is None or not ctx.query:
        return False
    head = (v.unit or "").rpartition(" ")[2]
    timed = head in _DURATION_UNITS
    if not timed and v.amount == int(v.amount) and 2 <= v.amount <= 6 and int(v.amount) in _listed_in_query(ctx):
        return True  # "Two lovely machines!" for "I've got a manual Olivetti and an electric Brother typewriter"
    if not timed and v.amount == int(v.amount) and int(v.amount) in _party_in_query(ctx):
        return True  # "you're five" for "We're 2 adults and 3 kids": the party the question counts, in all
    if not timed and v.amount == int(v.amount) and 2 <= v.amount <= 12 and _names_people(v) \
            and int(v.amount) in _company_in_query(ctx):
        return True  # "four of you" for "I'm going with 3 mates", "the three of them" for "my twins … their cousin"
    written = {v.amount} | ({v.amount / d for d in DURATION_DIVISORS.get(v.unit, ())} if timed else set())
    for q in ctx.query_values.values:
        if q.kind not in ("quantity", "number") or q.amount is None or q.start < 0:
            continue
        qhead = (q.unit or "").rpartition(" ")[2]
        if q.kind == "quantity" and (qhead in _DURATION_UNITS) != timed:
            continue  # a count is not a duration
        if q.kind == "quantity" and timed and q.unit != v.unit:
            continue  # durations: the same dimension, by meaning (found before, if so)
        if q.amount in written and _own_clause(ctx.query, q.start) is not False:
            return True
    return False


#: THE USER'S LISTED THINGS: indefinite noun phrases joined in one clause of the question ("a manual Olivetti and an
#: electric Brother typewriter", "a dog, a cat and a rabbit"): the answer may count them ("two machines", "all three")
_LISTED_ONE = r"(?:an?|one)\s+[\w'-]+(?:\s+[\w'-]+){0,3}?"
_LISTED = re.compile(r"\b" + _LISTED_ONE + r"(?:\s*,\s*" + _LISTED_ONE + r")*\s*,?\s+and\s+" + _LISTED_ONE + r"\b", re.I)


#: THE USER'S PARTY: counts of people joined in one clause of the question ("2 adults and 3 kids", "two adults, a
#: teenager and two children"): the answer may give its total ("you're five", "5 riders")
_PEOPLE = (r"(?:adults?|kids?|children|child|teens?|teenagers?|seniors?|people|persons?|riders?|guests?|students?|infants?"
           r"|toddlers?|babies|baby|members?|grandparents?|parents?|under-\d+s?|over-\d+s?)")
_ONE_PARTY = (r"(?:\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[\w'-]+\s+){0,2}?" + _PEOPLE + r"\b")
_PARTY = re.compile(r"\b" + _ONE_PARTY + r"(?:(?:\s*,\s*|\s*,?\s+(?:and|plus|&)\s+)" + _ONE_PARTY + r")+", re.I)
_PARTY_COUNT = re.compile(r"\b(\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[\w'-]+\s+){0,2}?"
                          + _PEOPLE + r"\b", re.I)


def _party_in_query(ctx: ContextIndex) -> frozenset[int]:
    """The totals of the parties the question counts (:data:`_PARTY`), read once per context."""
    got = ctx.memo.get("query-party")
    if got is None:
        got = frozenset(sum(int(c) if c.isdigit() else SMALL_NUMBERS.get(c.lower(), 1) for c in _PARTY_COUNT.findall(m.group(0)))
                        for m in _PARTY.finditer((ctx.query or "")[:2000]))
        ctx.memo["query-party"] = got
    return got


#: THE USER'S COMPANY: the people the question names beside the user — "with 3 mates", "my partner", "my twins",
#: "their cousin", "two friends" — each counted (a relation named alone is one; twins two, triplets three); the
#: answer may count them with or without the user ("the four of you", "between two people", "the three of them")
_RELATION = NAMED_RELATION  # (text.party: one list of relations, the party's a superset)
_COMPANY = re.compile(r"\b(?:(?P<n>\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|a\s+couple\s+of)\s+(?:other\s+|of\s+my\s+)?"
                      r"(?:" + _RELATION + r")s\b|(?:my|our|his|her|their)\s+(?P<multi>twins|triplets|parents)\b"
                      r"|(?:my|our|his|her|their)\s+(?:\w+\s+)?(?P<one>" + _RELATION + r")\b(?!s))", re.I)
_MULTIPLES = {"twins": 2, "triplets": 3, "parents": 2}  # ("my parents": both of them)
_SELF = re.compile(r"\b(?:I|I'm|I've|I'll|I'd|me|my)\b")

def _names_people(v) -> bool:
    """A count that may be of people: bare ("four of you", "the three of them") or of a people noun ("2 people",
    "4 tickets")."""
    head = (v.unit or "").rpartition(" ")[2]
    return head in ("people", "person", "adult", "guest", "ticket", "pass") or v.kind == "number"


def _company_in_query(ctx: ContextIndex) -> frozenset[int]:
    """The counts of the user's company the question names (:data:`_COMPANY`): the companions, and with the user
    where the question speaks as "I" (read once per context; the last user turn and those before it alike)."""
    got = ctx.memo.get("query-company")
    if got is None:
        q = (ctx.query or "")[:2000]
        n = 0
        for m in _COMPANY.finditer(q):
            if m.group("n"):
                w = m.group("n").lower()
                n += 2 if w.startswith("a") else int(w) if w.isdigit() else SMALL_NUMBERS.get(w, 0)
            elif m.group("multi"):
                n += _MULTIPLES[m.group("multi").lower()]
            else:
                n += 1
        got = frozenset({n, n + 1} if n and _SELF.search(q) else {n} if n else ())
        ctx.memo["query-company"] = got
    return got


def _listed_in_query(ctx: ContextIndex) -> frozenset[int]:
    """The counts of the lists of indefinite things the question names (:data:`_LISTED`), read once per context."""
    got = ctx.memo.get("query-listed-counts")
    if got is None:
        got = frozenset(len(re.findall(r"\b(?:an?|one)\s", m.group(0), re.I)) for m in _LISTED.finditer((ctx.query or "")[:2000]))
        ctx.memo["query-listed-counts"] = got
    return got


_ADDEND = re.compile(r"[+=]\s*(?:\*\*|__)?\s*[£$€]\s?0(?:\.00)?\b|[£$€]\s?0(?:\.00)?(?:\*\*|__)?\s*[+=]")
from ..text.free import SAID as _FREE_WORD  # noqa: E402  (the one reading of "free": text.free)


def _context_free_word(ctx: ContextIndex) -> bool:
    """The context says something is free in :data:`_FREE_WORD`'s words (read once per context)."""
    hit = ctx.memo.get("free_word")
    if hit is None:
        hit = ctx.memo["free_word"] = _FREE_WORD.search(ctx.text) is not None
    return hit


#: a table row's label cell before a figure: "| Accommodation | £0 |", "| **Extra mileage** | £0 |"
_ROW_LABEL = re.compile(r"^\s*\|\s*(?:\*\*|__)?\s*([A-Za-z][A-Za-z' -]{0,40}?)\s*(?:\*\*|__)?\s*\|[^|]*$")


#: a figure of the answer's own, counted where it comes up: "£250 appears twice", "the 14 shows up three times"
_SELF_COUNTED = re.compile(r"[\d£$€%](?:\*\*|__)?\s+(?:appears?|occurs?|shows?\s+up|comes?\s+up|is\s+(?:mentioned|listed|used))"
                           r"\s+(?:\*\*|__)?$", re.I)


def _zero_as_none(text: str, start: int, response: str) -> bool:
    """A zero sum in a table row whose item the answer says nothing is charged for ("no accommodation
    charge applies", "there's no booking fee"): the answer's own "none", written as a figure (the "no"
    claim itself is checked where it is said). Never a zero for an item the answer does not say that of."""
    m = _ROW_LABEL.match(text[:start])
    if m is None:
        return False
    label = content_words(words_of(m.group(1)))
    return bool(label) and label[-1] in _said_none(response[:20000])


@lru_cache(maxsize=8)
def _said_none(response: str) -> frozenset[str]:
    """The words the answer says there is none of ("no accommodation charge": accommodation, charge; "parking
    is free": parking), read once per response (a table of many zero rows asks once)."""
    out: set[str] = set()
    for m in _NONE_OF.finditer(response):
        out.update(w.lower() for w in m.group(1).split())
    out.update(m.group(1).lower() for m in _FREE_OF.finditer(response))
    return frozenset(out)


#: "no [up to two words] NOUN", "NOUN is free / not charged"
_NONE_OF = re.compile(r"\bno\s+((?:[\w-]+\s+){0,2}[\w-]+)", re.I)
_FREE_OF = re.compile(r"\b([\w-]+)\s+(?:is|are)\s+(?:free|not\s+charged)\b", re.I)


def _zero_is_free(text: str, ctx: ContextIndex) -> bool:
    """A zero the sentence glosses as free ("مجانًا … ٠", "free: $0") where the context says something is free."""
    from ..text.arabic.polarity import says_free

    if not says_free(text):
        return False
    hit = ctx.memo.get("says_free")
    if hit is None:
        hit = ctx.memo["says_free"] = says_free(ctx.text)
    return hit


def _month_supposed_or_led(v, text: str, start: int, ctx: ContextIndex, months: list[int]) -> bool:
    """A month named alone that the Arabic answer supposes (text.arabic.suppose.supposed_month; kept in
    ``months``), or one a month count the context states leads to from a supposed month, either way
    ("قبل انتهائها بـ ٣ أشهر": December → September): calendar reasoning, not a stated fact. A month
    the context's counts do not reach ("ديسمبر" → "أكتوبر" with only "٣ أشهر") is not."""
    unit = v.unit or ""
    if v.kind != "date" or not (unit.startswith("--") and len(unit) == 4 and unit[2:4].isdigit()):
        return False
    month = int(unit[2:4])
    from ..text.arabic.suppose import supposed_month

    if not months and supposed_month(text, start):
        months.append(month)
        return True
    if not months:
        return False
    leads = {int(u.amount) % 12 for u in list(ctx.values.values)[:4 * MAX_CONTEXT]
             if u.kind == "quantity" and u.unit == "month" and u.amount and u.amount == int(u.amount)}
    leads.discard(0)
    return any((month - s) % 12 in leads or (s - month) % 12 in leads for s in months)


def _supposed_ar(v, text: str, start: int) -> bool:
    """An Arabic figure the answer supposes ("لو زادت أمتعتك 4 كجم مثلًا"): text.arabic.suppose (issue 24)."""
    if text.isascii() or not has_arabic(text[max(0, start - 60):start + len(v.raw) + 14]):
        return False
    from ..text.arabic.suppose import supposed

    return supposed(v.kind, v.raw, text, start)


def _premise(text: str, start: int, end: int) -> bool:
    """The user's value restated as the user's premise, not asserted as a fact of the world."""
    if not text.isascii() and has_arabic(text[max(0, start - 40):end + 30]):  # issue 24: "بما أنك أمضيت سنتين"
        from ..text.arabic.behaviour import is_premise

        if is_premise(text[max(0, start - 60):start], text[end:end + 40]):
            return True
    if _HEADING.match(text):
        return True  # "### Cost for 3 hours": the question's figure names the section that answers it
    if not text.isascii() and has_arabic(text[:120]):
        from ..text.arabic.behaviour import worked_heading

        if worked_heading(text):
            return True  # "### 💰 الرسوم لإيجار 60,000 درهم": the same, in Arabic (issue 24)
    return bool(_YOURS_BEFORE.search(text[max(0, start - 40):start]) or _YOURS_AFTER.match(text[end:end + 30]))


#: a Markdown heading that labels a section by what it works out for the user ("### Cost for 3 hours", "## Your 3 hours",
#: "#### For 3 hours"), not one that states a rule ("### Guaranteed for 6 months")
_HEADING = re.compile(r"\s{0,3}#{1,6}\s+[*_]*(?:(?:the\s+)?(?:cost|costs|price|prices|total|fee|fees|charge|charges|breakdown|"
                      r"parking|what|how|working|example)\b|your\b|for\b)", re.I)


def _numbered_of_year(v, ctx: ContextIndex) -> bool:
    """THE NUMBER-OF-YEAR CITATION: "27/2018" (a decision's number over its year) restates the context's "قرار … رقم (٢٧)
    لسنة ٢٠١٨" / "Decision No. 27 of 2018": both figures, in that tie; any other number or
    year is not it."""
    m = _NUMBER_OVER_YEAR.fullmatch(v.raw.strip().translate(_ASCII_DIGITS))
    if m is None:
        return False
    n, year = m.group(1), m.group(2)
    pat = re.compile(rf"(?:رقم|no\.?|number)\s*\(?\s*{n}\s*\)?\s*(?:لسنة|لسنه|لعام|of|/)\s*{year}(?!\d)", re.I)
    return pat.search(ctx.text.translate(_ASCII_DIGITS)) is not None


_NUMBER_OVER_YEAR = re.compile(r"(\d{1,4})\s*/\s*((?:19|20)\d\d)")
_ASCII_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")


def _yours_column(text: str, start: int, response: "str | None") -> bool:
    """THE USER'S COLUMN: a figure of the question in a table row, under a header cell that is the user's own ("وضعك"،
    "حالتك"، "عمرك", "Your situation", "You"): the user's case set beside the rule's, restated as theirs ("| الوزن |
    خمسون كيلوغراماً على الأقل | 52 كغ ✅ |" under "| الشرط | المطلوب | وضعك |")."""
    if not response or start < 0:
        return False
    lo = text.rfind("\n", 0, start) + 1
    hi = text.find("\n", start)
    row = text[lo:hi if hi >= 0 else len(text)]
    if not row.lstrip().startswith("|"):
        return False
    col = row.count("|", 0, start - lo)
    at = response.find(row)
    if at < 0:
        return False
    header = None
    for line in reversed(response[:at].split("\n")[:-1][-60:]):  # the table's lines above the row, its first the header
        if not line.lstrip().startswith("|"):
            break
        header = line
    if header is None or _TABLE_RULE.fullmatch(header.strip()):
        return False
    cells = header.split("|")
    if not 0 < col < len(cells):
        return False
    cell = cells[col]
    if not cell.isascii() and has_arabic(cell):
        from ..text.arabic.behaviour import is_premise

        return is_premise(cell, "")
    return _YOUR_CELL.search(cell) is not None


_YOUR_CELL = re.compile(r"\b(?:your|you|yours)\b", re.I)


def _negated_before(text: str, start: int) -> bool:
    """"not $1", "no Friday class", "rather than Daniel": a correction, not an assertion; "better
    than 50%": the user's figure compared, not adopted."""
    before = text[max(0, start - 24):start]
    if not before.isascii() and has_arabic(before):  # issue 24: "وليس 60 يومًا"، "بدلًا من 15 ريالًا"
        from ..text.arabic.behaviour import negated_before

        if negated_before(before) or _denied_clause_ar(text, start):
            return True  # (or denied by a negated existence: "ولا يوجد استثناء لمن فوق 18 سنة")
    if _NEGATION.search(before) or _RATHER.search(before) or _COMPARED.search(before):
        return True
    # a negated verb further back in the value's own clause ("LockerPoint doesn't hold parcels for a week"): the
    # verb phrase is denied, the user's figure with it (no clause mark, "and" or "but" between)
    clause = _CLAUSE_TAIL.search(text, max(0, start - 48), start)
    return clause is not None and _NEGATED_VERB.search(clause.group(0)) is not None


#: the sources said not to mention what follows, up to a value in the same clause ("The documents don't mention an email
#: address or a 48-hour rule", "the information I have doesn't say anything about a 10% discount"): the value named as
#: absent, a gap, no fact stated (not past a clause mark, "but", "though" or a hedge: "… don't mention a fee, but it's
#: usually £20" states one)
_UNMENTIONED = re.compile(
    r"\b(?:documents?|sources?|information|details|context|policy|policies|page|pages|guide|files?|it|they|i)\s+(?:i\s+have\s+)?"
    r"(?:don['’]t|doesn['’]t|do\s+not|does\s+not|didn['’]t|did\s+not|never|can['’]t\s+see|cannot\s+see|couldn['’]t\s+find"
    r"|could\s+not\s+find)\s+(?:mention|say|state|include|list|specify|give|show|cover|refer\s+to)(?:\s+anything\s+about)?"
    r"(?:(?!\b(?:but|though|although|however|yet|so|which|while|whereas|usually|typically|normally|probably|generally|likely)\b)"
    r"[^.;:!?()\n\u2013\u2014])*$", re.I)
#: "there's no 48-hour rule in the documents": the thing between "no" and the sources is named as absent
_NO_SUCH = re.compile(r"\bthere(?:['’]s|\s+is)\s+no\s+(?:mention\s+of\s+)?(?:an?\s+)?(?P<what>[^.,;:!?\n]{1,40}?)\s+(?:in|on)\s+"
                      r"(?:the|your|these|those|my)\s+(?:documents?|sources?|information|policy|page|files?)\b", re.I)


def _said_unmentioned(text: str, start: int) -> bool:
    """The value at ``start`` sits in a clause saying the sources do not mention it (:data:`_UNMENTIONED`,
    :data:`_NO_SUCH`)."""
    low = text.lower()
    if ("n't" in low or "n’t" in low or " not " in low or "never" in low or "find" in low) \
            and _UNMENTIONED.search(text, max(0, start - 120), start) is not None:
        return True
    return "there" in low and any(m.start("what") <= start < m.end("what") for m in _NO_SUCH.finditer(text))


#: the stretch of a clause just before a value (from its last clause mark)
_CLAUSE_TAIL = re.compile(r"(?:[^,;:.!?()\u2013\u2014](?!\s(?:and|but|or|so)\s))*$", re.I)
#: a negated auxiliary and its verb ("doesn't hold", "won't keep", "is not open", "can't store")
_NEGATED_VERB = re.compile(r"\b(?:doesn['’]t|don['’]t|didn['’]t|won['’]t|can['’]t|cannot|isn['’]t|aren['’]t|wasn['’]t|"
                           r"(?:does|do|did|will|can|is|are)\s+not)\s+(?:\w+\s+){0,8}$", re.I)


_DENIED_AFTER = re.compile(r"\W{0,3}\s*(?:is|are|was|were|does|do|did|has|have)?(?:n['’]t|\s+not|\s+never)\b", re.I)


def _denied_after(text: str, end: int) -> bool:
    """"Mexico isn't covered", "Sunday is not listed": the user's word, denied right after it."""
    return bool(_DENIED_AFTER.match(text, end, min(len(text), end + 24)))


#: the keycap that turns a digit into an emoji ("1️⃣", "#️⃣": U+FE0F then U+20E3, or U+20E3 alone)
_KEYCAP = re.compile("\ufe0f?\u20e3")


#: a number word in a compound adjective of form, no count ("your four-legged friend", "a two-legged race")
_FORM_COMPOUND = re.compile(r"(?:one|two|three|four|six|eight)-(?:legged|footed)$", re.I)


#: the context saying a thing runs at every hour of every day: what "24/7" says
_ROUND_THE_CLOCK = re.compile(r"\b24\s*(?:hours?|hrs?)\s*(?:a|per|each|every)\s+day\b|\b24/7\b|\b24\s*hours?,?\s*(?:a\s+day,?\s*)?"
                              r"(?:7|seven)\s+days\b|\b(?:a)?round[\s-]the[\s-]clock\b|\b24-hour\b", re.I)


#: the answer owning a figure as its own earlier word ("I said 50 earlier", "my previous answer gave …") …
_OWN_EARLIER = re.compile(r"\b(?:i|we)\s+(?:said|told\s+you|mentioned|gave|quoted|wrote|stated)\b|\b(?:my|the)\s+(?:earlier|"
                          r"previous|last|first)\s+(?:answer|reply|message|response|figure|number)\b", re.I)
#: … and disowning it
_DISOWNED = re.compile(r"\b(?:wrong|incorrect|mistaken|mistake|error|correction|apolog\w*|sorry)\b|\b(?:isn['\u2019]t|is\s+not|"
                       r"wasn['\u2019]t|was\s+not)\s+(?:right|correct|accurate)\b", re.I)


def _disowned_earlier(v, text: str, earlier: str) -> bool:
    """A figure of an earlier assistant turn that the sentence owns as the answer's own earlier word and disowns ("I
    said 50 earlier, which isn't correct for any event"): the correction's old value, set aside, not asserted."""
    if v.amount is None or _OWN_EARLIER.search(text) is None or _DISOWNED.search(text) is None:
        return False
    digits = re.sub(r"[^\d.]", "", v.raw)
    return bool(digits) and re.search(rf"(?<![\d.]){re.escape(digits)}(?![\d])", earlier.replace(",", "")) is not None


def _skip_value(v, text: str, start: int, ctx: ContextIndex | None = None) -> bool:
    if v.unit == "id:24/7" and ctx is not None and _ROUND_THE_CLOCK.search(ctx.text) is not None:
        return True  # "24/7" for the context's "24 hours a day" (or "round the clock"): the same, reworded
    if v.kind == "quantity" and _FORM_COMPOUND.match(v.raw) and (ctx is None or not ctx.vocab.has(v.raw.split("-")[1].lower())):
        return True  # "I understand you'd like to bring your four-legged friend along": a dog, not a count of legs
    if v.kind == "number" and _KEYCAP.match(text, start + len(v.raw)):
        return True  # "2️⃣ الاسترداد", "### 1️⃣ قبل الشحن": a keycap emoji numbering a list or heading, no figure
    if v.kind == "percent" and v.amount == 100 and _CERTAINTY.match(text, start + len(v.raw)):
        return True  # "I'm not 100% sure": how sure the writer is, not a stated figure
    if v.kind == "number" and v.unit is None and v.amount is not None and v.amount <= 2 and not v.raw[:1].isdigit():
        return True  # "one", "two": counting words, not checkable figures
    if v.kind == "quantity" and v.unit in _META_UNITS and ctx is not None and not ctx.vocab.has(v.unit):
        return True  # "in 97 words": about the response itself (unless the context counts them: "3 points")
    if v.kind == "quantity" and not v.raw[:1].isdigit() and v.amount is not None and v.amount <= 10 and v.unit not in _MEASURES:
        # "two films", "three subjects": a count of things the response names, not a stated
        # figure -- unless the context counts those things otherwise ("five items" where it
        # says "three items") or never names them ("three monthly instalments")
        if ctx is None:
            return True
        named = _names_unit(v, ctx)
        if named and _counted_otherwise(v, ctx) is not None:  # (the context's values only when it names them)
            return False
        unit = (v.unit or "").split()
        if unit and (unit[0] in _ENUMERATING or (unit[-1] in _PARTS and not ctx.vocab.has(unit[-1]))):
            return True  # "two different films", "three main topics": the response counts what it lists (what the context
            # never counts: "three simple steps" against its "four steps" is its figure)
        return named or _count_word_in(v, ctx)
    if v.kind == "number" and start <= 3 and _LIST_NUMBER.match(text):
        return True  # list numbering "1. ..."
    if v.kind == "number" and _CELL_STEP.match(text, start) and _CELL_OPEN.search(text, max(0, start - 24), start):
        return True  # a step's number opening a table cell: "| 1. Submit the application form | — |", "| 2. In-lab … |"
    if v.kind == "number" and v.amount is not None and v.amount <= 20 and (
            ((_LABEL_BEFORE.search(text, max(0, start - 20), start) or (
                not text.isascii() and _AR_LABEL_BEFORE.search(text, max(0, start - 20), start)))
             and _LABEL_AFTER.match(text, start + len(v.raw)))
            or (_CELL_LABEL_BEFORE.search(text, max(0, start - 20), start) and _CELL_END.match(text, start + len(v.raw)))
            or (_CELL_LABEL_PAREN.search(text, max(0, start - 20), start) and _PAREN_CELL_END.match(text, start + len(v.raw)))):
        return True  # "Suitcase 1:", "**Option 2** —", "| Rental property 2 |", "| بالغ (2) |": the answer's own label
    if v.kind == "number" and v.amount is not None and v.amount <= 31 and _FIRST_CELL.match(text[:start]) \
            and _CELL_END.match(text, start + len(v.raw)):
        return True  # "| 1 | £28 | £65 |": the row's own label, a case the table works through
    if v.kind == "number" and _SELF_REFERENCE.search(text, max(0, start - 12), start):
        return True  # "repeat step 4", "see point 2": the response's own list
    return v.kind == "number" and v.unit == "ordinal" and v.amount is not None and v.amount <= 3


_SUMMABLE = ("money", "quantity", "number")


def _written_count(v) -> bool:
    """"two children", "three nights", "for two of you": a whole count of 2 to 10 written as a word (the
    checker skips it as a stated figure), which the sentence may multiply a price by (.derive: pending)."""
    return v.kind in ("quantity", "number") and not v.raw[:1].isdigit() and v.amount is not None \
        and 2 <= v.amount <= 10 and v.amount == int(v.amount)


#: arithmetic's caps (issue 23: one crafted sentence of thousands of figures must not stall the
#: checker): a figure may be computed from the sentence's figures at most this many places
#: before or after it, the question's first figures and the context's first figures
NEIGHBOURS, MAX_ASKED, MAX_STATED = 3, 10, 40
_OPERATIONS = 4  # b = x - a, a - x, a + x, x / a: one sorted-list search each


def _arithmetic(values: list, ctx: ContextIndex) -> tuple[set, set]:
    """The values of a sentence that are a simple product, sum or difference of two stated values
    (the context's, the question's or the sentence's own), and the question's values used as
    their operands (restated as the user's premise: "a $20 order").

    Bounded work: each figure of the sentence tries at most ``2 * NEIGHBOURS + MAX_ASKED``
    operands, each by ``_OPERATIONS`` binary searches of the context's first ``MAX_STATED``
    figures, so a sentence costs time linear in its figures. An operand of the sentence's own
    that no source states is only multiplied: a figure is not computed from other invented
    figures of the answer by a sum or difference (a list "5000, 5001, 5002" is no working; "a $20
    order earns 40 points" at 2 points a dollar is)."""
    own = [v for v in values if v.kind in _SUMMABLE and v.amount is not None and math.isfinite(v.amount)]
    asked = _asked(ctx)
    if len(own) + len(asked) < 2:
        return set(), set()  # nothing shown to compute with (the context's values are then not read at all)
    stated = _stated(ctx)
    if not stated:
        return set(), set()
    computed: set = set()
    used: set[float] = set()
    supported: dict[int, bool] = {}

    def stated_here(k: int) -> bool:
        if k not in supported:
            o = own[k]
            supported[k] = _value_in(o, ctx) or bool(ctx.query) and ctx.query_values.find(o) is not None
        return supported[k]

    for k, v in enumerate(own):
        # a computed figure is written in digits, above ten and not a year ("twice", "four
        # children", "until 2019" are too easily a sum of something: measured on FaithBench)
        if not v.raw[:1].isdigit() and v.kind != "money" or v.amount <= 10 or (v.kind == "number" and 1000 <= v.amount <= 2999):
            continue
        if _value_in(v, ctx):
            continue
        # one operand is the sentence's own or the question's (the working is shown: "at $12 a
        # seat, 8 seats come to $96"), the other the context's: a coincidence among the many
        # figures of a long context is no computation (measured: FaithBench 0.644 → 0.631 otherwise)
        near = [j for j in range(max(0, k - NEIGHBOURS), min(len(own), k + NEIGHBOURS + 1)) if j != k]
        # an operand of the sentence's own that no source states (a hypothetical "$20 order") may
        # only be multiplied ("earns 40 points" at 2 a dollar): a sum or difference is symmetric
        # (5001 = 5000 + 1 and 5000 = 5001 - 1), so two invented figures would vouch for each other
        shown = [(own[j].amount, not stated_here(j)) for j in near] + [(a, False) for a in asked]
        for a, product_only in shown:
            b = _operand(a, v.amount, stated, product_only)
            if b is not None:
                computed.add(v)
                used.update((a, b))
                break
    operands = {o for o in own if o.amount in used} if used else set()
    return computed, operands


def _summable(vs, n: int) -> list[float]:
    """The amounts of the first ``n`` values that can be added or multiplied."""
    out = []
    for v in vs:
        if v.kind in _SUMMABLE and v.amount is not None and math.isfinite(v.amount):
            out.append(v.amount)
            if len(out) == n:
                break
    return out


def _asked(ctx: ContextIndex) -> list[float]:
    """The question's first figures (read once per context, not once per sentence)."""
    if not ctx.query:
        return []
    memo = ctx.memo
    if "arithmetic_asked" not in memo:
        memo["arithmetic_asked"] = _summable(ctx.query_values.values, MAX_ASKED)
    return memo["arithmetic_asked"]


def _stated(ctx: ContextIndex) -> list[tuple[float, int]]:
    """The context's first figures sorted, each with its place in the context (which breaks ties
    as reading them in order did); read once per context, not once per sentence (a response of
    thousands of sentences against a long context)."""
    memo = ctx.memo
    if "arithmetic_stated" not in memo:
        memo["arithmetic_stated"] = sorted((b, i) for i, b in enumerate(_summable(ctx.values.values, MAX_STATED)))
    return memo["arithmetic_stated"]


def _operand(a: float, x: float, stated: list[tuple[float, int]], product_only: bool = False) -> float | None:
    """The context figure ``b`` (the first in the context's order) with ``a * b``, ``a + b`` or
    ``|a - b|`` equal to ``x`` (``product_only``: ``a * b``, ``b`` not 1), or None: a few binary
    searches of the sorted figures."""
    if not a:
        return None
    tol = 2e-6 * max(1.0, abs(x))  # twice _near's tolerance: the search is wide, _near decides
    windows = [] if product_only else [(t - tol, t + tol) for t in (x - a, a - x, a + x)]
    q, r = (x - tol) / a, (x + tol) / a
    windows.append((min(q, r), max(q, r)))
    best = None
    for lo, hi in windows:
        k = bisect.bisect_left(stated, (lo,))
        while k < len(stated) and stated[k][0] <= hi:
            b, i = stated[k]
            k += 1
            if not b or (best is not None and i >= best[1]):
                continue
            if _near(a * b, x) and not (product_only and b == 1) or not product_only and (_near(a + b, x) or _near(abs(a - b), x)):
                best = (b, i)
    return None if best is None else best[0]


def _near(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-6 * max(1.0, abs(b))


def _other_figure_only(v, ctx: ContextIndex) -> bool:
    """A duration whose digits the context has only as another kind of value ("a 12-month
    contract" where the context's 12 is "$12"): compared by meaning, not by its digits."""
    near = ctx.values_near(_DIGITS.findall(v.raw))
    if near is None:
        return False
    ways = (round(v.amount, 6), *[round(v.amount / d, 6) for d in DURATION_DIVISORS[v.unit]])
    # a bare figure may be the duration in another unit; a duration of the same unit must be the same amount
    # ("1 and a half weeks" is not the context's "1 and a half days")
    return not any((c.kind == "number" and round(c.amount, 6) in ways) or (c.kind == "quantity" and c.unit == v.unit
                                                                          and round(c.amount, 6) == ways[0])
                   for c in near.values if c.amount is not None)


def _other_size_only(v, ctx: ContextIndex) -> bool:
    """A metric measure whose digits the context has only as another size ("12 cm" where the context's 12 is
    "12 mm") or another kind of value: compared by meaning (12 mm = 1.2 cm), not by its digits."""
    near = ctx.values_near(_DIGITS.findall(v.raw))
    if near is None:
        return False
    amount = round(v.amount, 6)
    return not any((c.kind == "number" and round(c.amount, 6) == amount) or same_value(c, v)
                   or (c.kind == "quantity" and round(c.amount, 6) == amount and (
                       MEASURE_ALIAS.get(c.unit or "", c.unit) == MEASURE_ALIAS.get(v.unit or "", v.unit)
                       or (c.unit not in METRIC_UNITS and c.unit not in IMPERIAL_UNITS)))
                   for c in near.values if c.amount is not None)



#: words of a count of what the response itself lists or discusses
_ENUMERATING = frozenset("different separate main unrelated distinct key major related other several various".split())
_PARTS = frozenset("topic topics subject subjects piece pieces part parts section sections story stories point points "
                   "theme themes aspect aspects issue issues idea ideas event events "
                   # the steps of the answer's own list ("that's it — three simple steps"), unless the context counts them
                   "step steps stage stages tip tips".split())


def _count_word_in(v, ctx: ContextIndex) -> bool:
    """The context states the count itself somewhere ("two", "2")."""
    n = int(v.amount)
    return n == v.amount and (str(n) in ctx.vocab.words or _WORDS.get(n, "") in ctx.vocab.words)


def _names_unit(v, ctx: ContextIndex) -> bool:
    """The context names the things counted ("instalments" in "three monthly instalments")."""
    return all(ctx.vocab.has(w) for w in words_of(v.unit or "") if len(w) > 2)


def _counted_otherwise(v, ctx: ContextIndex):
    """A count of the same things in the context with another amount, or None (read from the
    context around the things' name, not from all its values)."""
    head = (v.unit or "").rpartition(" ")[2]
    near = ctx.values_near([head[:-1] if head.endswith("s") and len(head) > 3 else head], 40) if head else ctx.values
    if near is None:
        return None
    for c in near.values:
        if c.kind == "quantity" and c.unit == v.unit and c.amount is not None and round(c.amount, 6) != round(v.amount, 6):
            return c
    return None


_DIGITS = re.compile(r"\d+")
_COMPARED = re.compile(r"\b(?:better|worse|more|less|fewer|higher|lower|longer|shorter|cheaper|dearer)\s+than\s+(?:the\s+|your\s+)?$"
                       r"|\b(?:compared\s+(?:with|to)|versus|vs\.?)\s+(?:the\s+|your\s+)?$", re.I)
_CORRECTED = re.compile(r"(?:,|\(|\s[-\u2013\u2014])\s*(?:and\s+)?(?:not|rather\s+than|instead\s+of)\s+(?:the\s+)?(?:[\w+]+\s+){0,3}$", re.I)
_INSTEAD = re.compile(r"\b(?:rather|instead)\b", re.I)


def _corrects(said: str, v, ctx: ContextIndex) -> bool:
    """The words before ``v`` (:data:`_CORRECTED`) set it aside: "not £380" always; "rather than £85", "instead of
    £40" only for a figure the question gives (the user's premise or an earlier turn's, put right). Otherwise the
    figure after "rather than" is the compared term, asserted: "£77.50 per follow-up, rather than £85 each" states
    what a follow-up costs."""
    if not _INSTEAD.search(said):
        return True
    return any(q.kind == v.kind and q.amount == v.amount for q in ctx.query_values.values)


_CELL_LABEL_BEFORE = re.compile(r"[A-Za-z]{3,}\s$")
_CELL_END = re.compile(r"(?:\s*\([^()|\n]{1,40}\))?\s*(?:\*\*|__)?\s*\|")  # (a gloss in brackets: "| Part 1 (on application) |")
#: a cell's label numbered in brackets, in either script ("| Adult (1) |"، "| بالغ (2) |": the first, the second adult)
_CELL_LABEL_PAREN = re.compile(r"(?:[A-Za-z]{3,}|[\u0621-\u064a]{3,})\s?\($")
_PAREN_CELL_END = re.compile(r"\)\s*(?:\*\*|__)?\s*\|")
_LABEL_BEFORE = re.compile(r"(?:^|[*\s(|])[A-Z][a-z]+\s$")
#: an Arabic label has no capital: a noun with the article ("الخطوة ١:"، "**الخيار 2** –"، "| الطفل 1 |"; issue 24)
_AR_LABEL_BEFORE = re.compile(r"(?:^|[*\s(|#])ال[\u0621-\u064a]{3,}\s$")
_LABEL_AFTER = re.compile(r"(?:\s*\([^()|\n]{1,40}\))?\s*(?:\*\*|__)?\s*(?:[:)|\u2013\u2014]|-\s)")  # ("**Option 2 (cheapest):**")
_CERTAINTY = re.compile(r"\s+(?:sure|certain|confident|positive|clear|correct|accurate|right|honest|agree)\b", re.I)


_ITEM = re.compile(r"^\s*(?:[-*•+]|\d{1,2}[.)])\s+\S")
_HEADING_LINE = re.compile(r"^\s*(?:#{1,6}\s+\S.*|(?:\*\*|__)[^*_]{1,60}(?:\*\*|__)\s*:?)\s*$")


#: a table's line and its rule under the header ("|---|---|")
_TABLE_LINE = re.compile(r"^\s*\|.*\|\s*$")
_TABLE_RULE = re.compile(r"^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*(?::?-{3,}:?\s*)?$")


def items_above(response: str, text: str) -> int:
    """How many list items (or table rows, under their header) end directly above the sentence's line in the response (past blank lines): what "all
    three", "these four", "both of them" count back to ("1. Snowplough turn / 2. Stop / 3. Use the drag lift" …
    "If you're comfortable with all three"); 0 where the sentence is not found or no list ends above it. Reads at most
    the 40 lines before it (linear in them)."""
    return _lists_above(response, text)[0]


def _counts_things(v) -> bool:
    """A whole count of things (a bare "three", "three conditions", "4 documents"), not a length of time, a frequency
    ("twice") or a measure: what a list above can be counted back as."""
    if v.amount != int(v.amount) or v.amount < 2:
        return False
    unit = (v.unit or "").rpartition(" ")[2]
    return v.unit is None or (v.kind == "quantity" and unit.isalpha() and len(unit) > 3 and unit not in _MEASURES)


def item_counts_above(response: str, text: str) -> frozenset[int]:
    """Every count the list directly above the sentence's line can be counted back as: all its items, and the items of
    each run at one depth (the four documents nested under step 2 of four steps: "gather all four documents"; the three
    checks of a checklist: "you'd meet all three conditions")."""
    return _lists_above(response, text)[1]


def _lists_above(response: str, text: str) -> "tuple[int, frozenset[int]]":
    if not response or not text:
        return 0, frozenset()
    at = response.find(text.strip()[:60])
    if at <= 0:
        return 0, frozenset()
    n, rows = 0, 0
    runs: dict[int, int] = {}  # indent → items of the run being read at that depth (read backwards)
    counts: set[int] = set()
    for line in reversed(response[:response.rfind("\n", 0, at) + 1].rstrip("\n").rsplit("\n", 40)[-40:]):
        if not line.strip():
            if n or rows:
                break
            continue
        if not rows and _ITEM.match(line):
            n += 1
            depth = len(line) - len(line.lstrip())
            for d in [d for d in runs if d > depth]:  # a shallower item closes the runs nested under it
                counts.add(runs.pop(d))
            runs[depth] = runs.get(depth, 0) + 1
            continue
        if not n and _TABLE_LINE.match(line):
            if _TABLE_RULE.match(line):
                return rows, frozenset({rows})  # the rows under the header: the table's items (its header names the columns)
            rows += 1
            continue
        break
    counts.update(runs.values())
    total = n or rows
    return total, frozenset(counts | {total}) if total else frozenset()


def _items_under(response: str, text: str) -> int:
    """How many list items follow the sentence's line in the response, past blank lines and at most one heading line
    that names the list ("I need to correct two things" … "### ⚠️ Corrections" / "1. …" / "2. …"); 0 where the
    sentence is not found or no list follows. Reads at most the 40 lines after it (linear in them)."""
    n, headings = 0, 0
    for line in _lines_after(response, text, 40):
        if not line.strip():
            continue
        if _ITEM.match(line):
            n += 1
            continue
        if n == 0 and headings == 0 and _HEADING_LINE.match(line):
            headings += 1
            continue
        if n and line.startswith((" ", "\t")):
            continue  # an item's continuation line
        break
    return n


def _lines_after(response: str, text: str, most: int) -> list[str]:
    """The lines of the response after the sentence's line, at most ``most`` of them; none where the sentence is not
    found or ends the response."""
    if not response or not text:
        return []
    at = response.find(text.strip()[:60])
    eol = response.find("\n", at) if at >= 0 else -1
    return response[eol + 1:].split("\n", most)[:most] if eol >= 0 else []


#: a heading or label that numbers a section by the answer's own noun ("**Option 1 — stay on Starter**", "### Step 2:")
_NUMBERED_LABEL = re.compile(r"^\s*(?:#{1,6}\s+|[-*]\s+)?(?:\*\*|__)?\s*(?P<noun>[A-Za-z]+)\s+(?P<k>\d{1,2})\b")


#: a heading numbered by itself ("### 1. Pause", "**2) Cancel**"): a section of the answer's own, the k-th
_NUMBERED_HEADING = re.compile(r"^\s*(?:#{1,6}\s+(?:\*\*|__)?|\*\*|__)\s*(?P<k>\d{1,2})[.)]\s+\S")


def _sections_numbered(response: str, text: str, unit: "str | None") -> int:
    """How many sections after the sentence's line the answer numbers with the noun it counts ("you have two options:"
    … "**Option 1 — …**" … "**Option 2 — …**"): labels 1, 2, … in order, at the start of their lines; 0 where none.
    Reads at most the 80 lines after it (linear in them)."""
    if not unit or not unit.isalpha():
        return 0
    nxt, headed = 1, 1
    for line in _lines_after(response, text, 80):
        m = _NUMBERED_LABEL.match(line)
        if m and m.group("noun").lower().rstrip("s") == unit.rstrip("s") and int(m.group("k")) == nxt:
            nxt += 1
        elif (h := _NUMBERED_HEADING.match(line)) is not None and int(h.group("k")) == headed:
            headed += 1  # "### 1. Pause" … "### 2. Cancel": sections numbered by heading, the sentence's noun their kind
    return max(nxt, headed) - 1


def _rate_resized(v, text: str, end: int, ctx: ContextIndex) -> "str | None":
    """The context's rate restated per another amount of its measure ("£2 per litre" for "£2 per 100 ml", "£8 per
    kilo" for "£8 per 100 grams"; periods of time are the frames' to read): the amount is the context's, but every rate the context gives that amount is per another
    size of the same dimension (the grammar of derive ``_rates``); a rate the context also gives per the answer's
    size, or an amount the context states as no rate, is not read here."""
    if v.kind != "money" or not v.amount or end < 0:
        return None
    per = _rate_unit(text, end)
    if per is None or per[0] in ("minute", "day", "month"):
        return None  # (a rate per another period of time is the frames' reading: frame_period)
    theirs = [(dim, size) for a, dim, size in _rates(ctx.text)[:4 * MAX_CONTEXT] if abs(a - v.amount) < 1e-9]
    if not theirs or per in theirs or any(dim != per[0] for dim, _ in theirs):
        return None
    return f"{v.raw} is the context's rate per another amount of its measure"


def _value_in(v, ctx: ContextIndex) -> bool:
    """The context states ``v`` (its digits or words as written, or its meaning): answered once per
    context for a value as written (the answer depends on the value's kind, amount, unit and raw)."""
    memo = ctx.memo.get("value_in")
    if memo is None:
        memo = ctx.memo["value_in"] = {}
    key = (v.kind, v.amount, v.unit, v.raw)
    hit = memo.get(key)
    if hit is None:
        hit = memo[key] = _value_in_context(v, ctx)
    return hit


def _value_in_context(v, ctx: ContextIndex) -> bool:
    if not v.raw.isascii() and has_arabic(v.raw) and ctx.values.find(v) is not None:  # issue 24: by meaning
        return True
    if not has_arabic(v.raw) and arabic_context(ctx) and ctx.values.find(v) is not None:  # "30 days" over "ثلاثين يومًا"
        return True  # (and "22°", its sign no ASCII, over "٢٢ درجة مئوية")
    if v.kind == "time":  # the context's clock times, in every format matching reads and "17:0"
        if v.amount is None:
            return False
        t = int(v.amount)
        # a time said without its half of the day ("7:30", "half past seven") is either reading
        # (an Arabic time's half of the day is its unit's: "١٢ ظهرًا" is noon, never midnight; "الساعة 8" is "~08:00")
        either = (v.unit or "")[:1] == "~" or (_DAYPART.search(v.raw) is None and 60 <= t < 780 and any(c.isdigit() for c in v.raw)
                                              and not has_arabic(v.raw))
        if t in (0, 1439) and (t == 1439 or "midnight" in v.raw.lower()) and 1439 - t in ctx.times:
            return True  # a deadline at midnight is one at 11:59pm (matching._MIDNIGHTS)
        return t in ctx.times or (either and (t + 720) % 1440 in ctx.times)
    known = ctx.vocab.words
    raw = v.raw if v.raw.isascii() else v.raw.translate(_ARABIC_SAME_LENGTH)  # "٤٠ يومًا": its digits are 40 (issue 24)
    runs = _DIGITS.findall(raw)  # fast paths: the digits, or the words, are in the context as written
    if runs and v.kind not in ("money", "percent", "date") and all(ctx.whole_number(n) for n in FIGURE.findall(raw)) \
            and not (v.kind == "quantity" and v.unit in DURATION_DIVISORS and _other_figure_only(v, ctx)) \
            and not (v.kind == "quantity" and (v.unit in METRIC_UNITS or v.unit in IMPERIAL_UNITS) and _other_size_only(v, ctx)):
        return True
    toks = words_of(raw) if not runs else []
    if not runs and all(w in known for w in toks) and (len(toks) == 1 or f" {' '.join(toks)} " in ctx.flat):
        return True  # its words as written, in their order ("half a day" is not in "a day and a half")
    if v.kind == "number" and v.amount is not None and v.amount == int(v.amount) and str(int(v.amount)) in known:
        return True
    near = ctx.values_near(_spellings(v, runs))  # by meaning, in the context around its possible spellings
    if near is None:
        return False
    if near.find(v) is not None:
        return True
    money_digits, amounts = _facts(near, ctx)
    minor = _MINOR_UNIT.search(v.raw) is not None
    if v.kind == "money" and any(d == tuple(runs) and _currency_as(v.unit, u) and m == minor for d, u, m in money_digits):
        return True  # "$1.6b" and "$1.6 billion": the same figure, a scale written differently (in its currency);
        # never a currency's minor unit for its major one ("8p per gram" is not "£8": a hundredth of it)
    if v.amount is None or v.kind not in ("number", "quantity"):
        return False  # money, percentages, dates: by meaning only
    if v.kind == "quantity" and v.unit in DURATION_DIVISORS and any(
            c.kind == "quantity" and c.amount is not None and round(c.amount, 6) == round(v.amount, 6)
            and (c.unit in DURATION_DIVISORS or c.unit == "time") for c in near.values):
        return False  # "half a minute" is not "half a day", "two months" not "twice": a duration's amount is read with
        # its unit (by meaning, above), never as another duration's or a frequency's (a count of another noun, "8 books"
        # for "8 days", is left to the frames: checker/frames.py)
    if v.kind == "quantity" and v.unit in IMPERIAL_UNITS:  # "seventy miles an hour" for "70 mph": one unit two ways
        return any(c.kind == "quantity" and c.amount is not None and round(c.amount, 6) == round(v.amount, 6)
                   and MEASURE_ALIAS.get(c.unit or "", c.unit) == MEASURE_ALIAS.get(v.unit or "", v.unit) for c in near.values)
    if v.kind == "quantity" and (v.unit in METRIC_UNITS or v.unit in IMPERIAL_UNITS or v.unit == "time"):
        return False  # "12 cm" is not "12 mm", "480 feet" not "480 metres", "twice" not "two-bedroom": a measure's or a frequency's amount is read
        # with its unit, never as a count of another noun
    kinds = ("money", "quantity", "number") if v.kind == "number" else ("quantity",)
    # a bare figure matches any amount of that size; "3 customers" matches "3 reviews" (same count, other noun)
    return any((k, round(v.amount, 6)) in amounts for k in kinds)


#: a clock time that says its half of the day (am/pm, a daypart, noon, a 24-hour hour)
_DAYPART = re.compile(r"[ap]\.?\s?m\b|noon|midday|midnight|morning|afternoon|evening|night|[01]\d:|2[0-3]:", re.I)


def arabic_context(ctx: ContextIndex) -> bool:
    """The context has Arabic text (its values are then read by meaning, issue 24); once per context."""
    hit = ctx.memo.get("arabic")
    if hit is None:
        hit = ctx.memo["arabic"] = has_arabic(ctx.text)
    return hit


def _currency_code_of(name: str, ctx: ContextIndex) -> bool:
    """``name`` is the code of a currency the context's money is in ("OMR" where the context says
    "٥ ريالات عمانية", "JOD" for "ديناراً أردنياً", "SAR" for "ريال" or "ر.س"): a unit written
    another way, never a name. The code of another currency ("SAR" beside only Omani rials) is not."""
    code = name.strip().lower()
    if code not in _CURRENCY_CODES and code not in _ARAB_CODES:
        return False
    money = [v for v in list(ctx.values.values)[:4 * MAX_CONTEXT] if v.kind == "money"]
    if any(_currency_as(code, v.unit) for v in money):
        return True
    # "(MAD 129)" beside the context's bare "129 درهمًا": a bare dirham says no country (text.arabic.numbers.DIRHAMS)
    from ..text.arabic.numbers import DIRHAMS, bare_dirham

    return code in DIRHAMS and any(v.unit in DIRHAMS and bare_dirham(v.raw) for v in money)


#: the Arab currencies' Latin codes the Arabic reader knows beside the English reader's (the Moroccan dirham's "MAD")
_ARAB_CODES = frozenset(("mad",))


def _currency_as(a: str | None, b: str | None) -> bool:
    """The same currency, or a bare dinar, lira or riyal and a country's (text.arabic.numbers.same_currency)."""
    if a == b:
        return True
    from ..text.arabic.numbers import same_currency

    return same_currency(a, b)


#: an amount written in a currency's minor unit ("8p", "40 pence", "25c", "99 cents"): a hundredth of the major one
_MINOR_UNIT = re.compile(r"\d\s*(?:p|c|pence|penny|cents?)\b|\b(?:pence|penny|cents?)\b", re.I)


def _facts(near, ctx: ContextIndex) -> tuple[set, set]:
    """The digits of the money values of a context's value index, and the (kind, amount) of all
    its values: read once per index (the whole context's, when it is built, was read again for
    every figure of the response: their product, issue 23)."""
    memo = ctx.memo.setdefault("value_facts", {})
    hit = memo.get(id(near))
    if hit is not None and hit[0] is near:
        return hit[1]
    values = near.values
    facts = ({(tuple(_DIGITS.findall(c.raw)), c.unit, _MINOR_UNIT.search(c.raw) is not None) for c in values if c.kind == "money"},
             {(c.kind, round(c.amount, 6)) for c in values if c.amount is not None})
    memo[id(near)] = (near, facts)
    return facts


_WORDS = dict(enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen".split()))
_WORDS.update({20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy", 80: "eighty",
               90: "ninety", 100: "hundred", 1000: "thousand"})


#: durations written in words with no number: "half an hour", "a quarter of an hour", "a fortnight"
_DURATION_WORDS = {("minute", 30.0): ("half",), ("minute", 15.0): ("quarter",), ("day", 14.0): ("fortnight",),
                   ("month", 6.0): ("half",)}


#: the units of a duration's dimension with their length in the unit the grammar keeps it in (text.matching)
_ONE_OF_UNIT = {"minute": (("minute", 1.0), ("hour", 60.0), ("day", 1440.0), ("week", 10080.0), ("fortnight", 20160.0)), "day": (("day", 1.0), ("week", 7.0), ("fortnight", 14.0)),
                "month": (("month", 1.0), ("year", 12.0), ("decade", 120.0), ("century", 1200.0))}


#: the frequencies of every second unit, as matching reads them: 14 days, 2 days, 2 months, 24 months
_EVERY_SECOND = frozenset(_EVERY_OTHER_UNIT.values())


def _spellings(v, runs: list[str]) -> list[str]:
    """Strings one of which the context must contain to state ``v`` (digits, words, scaled forms)."""
    out = list(runs)
    a = v.amount
    if a is not None and v.kind != "date":
        xs = [a, a * 100, a / 1e3, a / 1e6, a / 1e9]  # 0.25 → "25" cents; 1500000 → "1.5" million
        if v.kind == "quantity" and v.unit in DURATION_DIVISORS:  # 30 minutes: "0.5" hours, "half" an hour
            xs += [a / d for d in DURATION_DIVISORS[v.unit]]
        xs += metric_amounts(v)  # 1.2 cm: "12" mm
        if v.kind == "quantity" and v.unit == "day":  # two days: "48" hours
            xs.append(a * 24)
        elif v.kind == "quantity" and v.unit == "minute" and a >= 1440:  # 2,880 minutes (48 hours): "2" days
            xs.append(a / 1440)
            out += _DURATION_WORDS.get((v.unit, a), ())
        for x in xs:
            if x >= 1 or x == a:
                out += [f"{x:g}", f"{x:,.0f}" if x == int(x) else f"{x:,g}"]
            if x == int(x) and int(x) in _WORDS:
                out.append(_WORDS[int(x)])
            elif x == int(x) and 20 < x < 100:
                out.append(_WORDS[int(x) // 10 * 10])  # 45: "forty-five", "forty five" (the tens word begins it)
            elif x == int(x) and 100 < x < 1_000_000:
                out.append(_WORDS[100] if x < 1000 else _WORDS[1000])  # 295: "two hundred and ninety-five"
        if a == 12:
            out.append("dozen")
        if v.kind == "quantity" and v.unit == "time" and a in (1, 2, 3):  # "two times": "twice" (a frequency's own words)
            out.append(("once", "twice", "thrice")[int(a) - 1])
        if v.kind == "quantity":  # one of a unit, said with its article ("a fortnight" for 14 days, "a decade" for 120 months)
            out += [w for w, f in _ONE_OF_UNIT.get(v.unit, ()) if a == f]
            if (v.unit, a) in _EVERY_SECOND:  # every 14 days: "every other Tuesday", "alternate weeks" (matching._EVERY_OTHER)
                out += ["other", "second", "alternate", "fortnightly"]
        if v.kind == "quantity" and any(x != int(x) for x in xs if x < 100):
            out += ["half", "third", "quarter"]  # half a day, two-thirds of an hour, a year and a half
        if v.kind == "quantity" and v.unit in DURATION_DIVISORS:  # 90 minutes: "1 hour 30 minutes" (a compound duration
            out += [f"{int(x)}" for x in xs[5:] if 1 <= x < 100 and x != int(x)]  # is written from its whole units)
        if v.kind == "percent":
            out += ["half", "third", "quarter", "fifth", "tenth"]
            if a != int(a):  # "a third" (33.33…) is said "33%" too (matching: a third equals a percentage it rounds to)
                out.append(f"{round(a)}")
    if v.kind == "date" or not out:  # "Tuesdays" vs "Tuesday", "March" vs "Mar"
        out += [w[:3] for w in words_of(v.raw) if len(w) >= 3 and not w.isdigit()]
    return [x for x in dict.fromkeys(out) if x]


def _worked_out(v, text: str, off: int, ledger) -> bool:
    """The user's figure reached again by the answer's own working ("100 free miles a day, not 200 …
    2 × 100 = 200 free miles in total"), or restated once worked out ("Free allowance: 200 miles"):
    the context's figures computed, not the user's premise adopted. Only working written out in the
    sentence or a figure the answer derived before counts (never the question's own figure as an operand)."""
    here = _here(v, off)
    if _WORKING.search(text) is None and not any(a == v.amount and not m for a, m in ledger.before + ledger.shown):
        return False
    return ledger.derived(here, text)


#: a heading's opening before its first figure (marks, a number sign, an emoji), and the close of a bold heading
#: line as the sentence splitter leaves it ("Four nights in a deluxe chalet**") or of a Markdown heading
_HEADED = re.compile(r"[\s#*_>\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F]*$")
_HEADING_END = re.compile(r"^\s*#{1,6}\s[^\n]{1,80}$|^[^.!?\n]{1,80}(?:\*\*|__)\s*:?\s*$")
#: the rule's figure pointed back to and measured against ("28 knots is above that limit", "over the maximum")
_POINTED_RULE = re.compile(r"\b(?:above|below|over|under|exceeds?|within|beyond|past|(?:more|less|higher|lower|longer|shorter)"
                           r"\s+than)\s+(?:that|the|this|their|its|our)\s+(?:[\w-]+\s+)?(?:limit|maximum|minimum|cap|"
                           r"threshold|cut-?off|ceiling|allowance|window|deadline|max|min)\b", re.I)


def _set_against(v, text: str, ctx: ContextIndex) -> bool:
    """The user's figure set against the context's value of its kind and unit in the same sentence, with
    the words of a conclusion ("Labour is only guaranteed for 3 months, so at 6 months the labour guarantee has
    run out"): the user's case measured by the rule, not the rule given the user's figure."""
    if _CONCLUDES.search(text) is None and _POINTED_RULE.search(text) is None:
        return False
    if _POINTED_RULE.search(text) and any(c.kind == v.kind and c.unit == v.unit and c.amount != v.amount
                                          for c in ctx.values.values):
        return True  # "A forecast of 28 knots is above that limit": measured by the rule the answer has just stated
    from ..text.matching import TextIndex

    index = None
    for c in ctx.values.values:
        if c.kind == v.kind and c.unit == v.unit and c.amount != v.amount:
            index = index or TextIndex(text)
            if index.find(c) is not None:
                return True
    return False


#: the words of a conclusion drawn by comparing two figures
_CONCLUDES = re.compile(r"\b(?:so|which|that\s+means|this\s+means|inside|outside|within|past|beyond|exceeds?|"
                        r"(?:more|less|longer|shorter|fewer|later|earlier)\s+than|run\s+out|expired?|over|under)\b", re.I)


def _compared_before(text: str, off: int, response: str, other) -> bool:
    """A sentence that reasons from the one before ("… free for orders of £500 or more. So with an £800
    sofa, kerbside delivery is free"): the user's figure set against the context's value the answer
    has just stated, in the same paragraph, is compared, not adopted."""
    if not response or _REASONING_OPENING.match(text) is None:
        return False
    if not response.startswith(text, off):  # values read from the sentence alone: its place found (rare path)
        off = response.find(text)
        if off <= 0:
            return False
    left = response[max(0, off - 300):off]
    left = left[left.rfind("\n\n") + 1:]
    return _states(left, other)


def _compared_after(text: str, off: int, response: str, other) -> bool:
    """A heading that names the user's item by their figure ("**١. الطفل الأكبر (١٤ سنة، متمدرس):**", "### Your
    14-year-old:") and a paragraph under it that states the context's value ("تُصرف حتى سن ١٢ سنة، وتُمدَّد إلى ١٨ …"):
    the figure is the topic the answer sets against the context's, not adopted. The paragraph is the text under the
    heading up to the next blank line."""
    if not response or not (is_heading(text) or _LABEL_END.search(text)) or _SUPPOSING_HEAD.match(text):
        return False  # (a heading that supposes, "لو كانت القيمة 800 دينار:", is the supposition's business)
    if not response.startswith(text, off):
        off = response.find(text)
        if off < 0:
            return False
    after = response[off + len(text):off + len(text) + 600].lstrip("\n")
    cut = after.find("\n\n")
    return _states(after if cut < 0 else after[:cut], other)


#: a label closing its line ("… (١٤ سنة، متمدرس):**", "For your son:")
_LABEL_END = re.compile(r":[\s*_]*$")
#: a heading that opens with a condition: a supposition, not the user's item named
_SUPPOSING_HEAD = re.compile(r"[\W_]*(?:if|suppose|say|لو|إذا|اذا|إن|مثلا|مثلًا|لنفترض)(?![^\W\d_])", re.I)


#: a sentence that draws a conclusion from the one before
_REASONING_OPENING = re.compile(r"\W{0,3}(?:so|that\s+means|this\s+means|which\s+means|therefore|in\s+your\s+case|for\s+you)\b", re.I)


#: working written out: an operator between figures ("2 × 100", "350 − 200", "150 x £0.25")
_WORKING = re.compile(r"\d\s*[×x*÷/+−]\s*[£$€]?\d|\d\s+[-–]\s+[£$€]?\d"
                      # … or with the figure's unit between ("4 سنوات × 4,000", "3 nights × £85")
                      r"|\d(?:\s*[^\W\d_]+){1,2}\s*[×÷]\s*[£$€]?\d")


def _set_against_band(v, text: str, ctx: ContextIndex) -> bool:
    """The sentence states another figure of the context of the kind and unit of the user's ``v`` ("at 20 days before
    the start you're inside the **less-than-30-days** band" where the context's bands are 60 and 30 days): the user's
    figure placed against the context's, whichever rival the frames picked."""
    from ..text.matching import extract_values

    return _BAND_WORDS.search(text) is not None and any(
        u.kind == v.kind and u.unit == v.unit and u.amount != v.amount and ctx.values.find(u) is not None
        for u in extract_values(text)[:16])


#: the words that place a figure in a band of the context's ("inside the less-than-30-days band", "falls outside the
#: window", "past the threshold")
_BAND_WORDS = re.compile(r"\b(?:band|bracket|window|tier|inside|outside|beyond|threshold)\b", re.I)


def _states(text: str, value) -> bool:
    """Whether ``text`` states ``value`` ("At 60 days you were past the 30-day window" compares
    the user's 60 days with the context's 30: it does not adopt them)."""
    from ..text.matching import TextIndex

    index = TextIndex(text)
    return index.find(value) is not None or _bound_stated(text, index, value)


#: "more than" or "less than" right before a figure (Arabic: text.arabic.behaviour.bound_before)
_BOUND_BEFORE = re.compile(r"\b(?:more\s+than|less\s+than|over|under|above|below|fewer\s+than)\s*(?:\*\*|__)?\s*$", re.I)
_LEADING_FIGURE = re.compile(r"\s*([0-9]+(?:\.[0-9]+)?)")


def _bound_stated(text: str, index, value) -> bool:
    """The context's figure stated bare as the bound the answer measures against ("بما إنك منتسب من 10 سنين (أكتر من
    5)" for the context's "أكثر من 5 سنوات"; "10 years (more than 5)"): the figure, with no unit, after "more than" or
    "less than"."""
    from ..text.arabic.normalise import fold_text

    m = _LEADING_FIGURE.match(fold_text(value.raw))
    if m is None or value.kind == "date":
        return False
    figure = float(m.group(1))
    for u in index.values:
        if u.kind != "number" or u.unit is not None or u.amount != figure or u.start < 0:
            continue
        before = text[max(0, u.start - 16):u.start]
        if _BOUND_BEFORE.search(before) or (not before.isascii() and _ar_bound_before(before)):
            return True
    return False


def _ar_bound_before(before: str) -> bool:
    from ..text.arabic.behaviour import bound_before

    return bound_before(before)


#: the word standing for a count's noun named before it ("two sick passengers, and fifteen others")
_ELIDED = frozenset({"other", "others"})


#: THE FACTOR GRAMMAR: a bare decimal multiplied by ("£190 × 0.2", "0.15 * £62", "£850 x 1.2")
_TIMES_BEFORE = re.compile(r"(?:[×*]|\bx)\s*$")
_TIMES_AFTER = re.compile(r"\s*(?:[×*]|x\b)")


def _percent_as_factor(v, text: str, start: int, end: int, values: list, ctx: ContextIndex) -> bool:
    """A percentage written as the factor it multiplies by (:data:`_TIMES_BEFORE`): "20% bonded-pair discount (£190 ×
    0.2)", "£62 × 0.15" for 15% off, "× 0.8" for what is paid after 20% off, "× 1.2" for 20% added. The percentage is
    the context's or the sentence's own (which is checked as itself); never a factor of no stated percentage."""
    if v.kind != "number" or v.amount is None or not 0 < v.amount < 2 or v.amount == 1 or not any(c.isdigit() for c in v.raw):
        return False
    if _TIMES_BEFORE.search(text, max(0, start - 3), start) is None and _TIMES_AFTER.match(text, end) is None:
        return False
    x = v.amount * 100
    pcts = [u.amount for u in values if u.kind == "percent" and u.amount] + \
        [u.amount for u in ctx.values.values[:MAX_FACTOR_SCAN] if u.kind == "percent" and u.amount]
    return any(abs(p - x) < 1e-6 or abs(100 + p - x) < 1e-6 or abs(100 - p - x) < 1e-6 for p in pcts)


MAX_FACTOR_SCAN = 512  # (the context's values looked at for its percentages: linear, bounded)


def _elided_noun(v, ctx: ContextIndex) -> bool:
    """A count whose noun is left out ("fifteen others", its noun named before it): the context's count of that
    figure, of whatever noun ("Fifteen passengers were examined"), is its support."""
    if v.kind != "quantity" or v.unit not in _ELIDED or v.amount is None:
        return False
    return ctx.values.find(dataclasses.replace(v, kind="number", unit=None)) is not None


def _stated_dual(v, text: str, ctx: ContextIndex, response: "str | None") -> bool:
    """A bare 2 for a count the Arabic context states by a noun's dual alone ("حتى تأشيرتي إقامة" → "| المكتب المرن
    | حتى 2 |" under "التأشيرات"; "وجلستي تدليك" → "٢ × ٩٠ دقيقة" after "جلستا تدليك"): the answer names that noun
    (text.arabic.numbers.dual_stems, names_stem). A figure with a unit, or any other amount, is never one."""
    if v.kind != "number" or v.unit or v.amount != 2 or not v.raw.strip().isdigit() or text.isascii() or not has_arabic(ctx.text):
        return False
    from ..text.arabic.numbers import dual_stems, names_stem

    return names_stem(dual_stems(ctx.text), response or text)


def _here(v, off: int):
    """The value with its span within the sentence (the derivations read the sentence's text at it;
    values extracted from the whole response carry absolute spans)."""
    return v if not off else dataclasses.replace(v, start=v.start - off, end=v.end - off)


def _labelled_rival(text: str, v, ctx: ContextIndex, strict: bool = False):
    from .frames import labelled_rival

    return labelled_rival(text, v, ctx, strict)


#: a bound on a count ("up to", "no more than", "at most", "a maximum of", "at least", "a minimum of")
_COUNT_BOUND = re.compile(r"\b(?:up\s+to|no\s+more\s+than|not\s+more\s+than|at\s+most|a\s+maximum\s+of|maximum\s+of|max\.?|"
                          r"at\s+least|no\s+fewer\s+than|no\s+less\s+than|a\s+minimum\s+of|minimum\s+of|min\.?)"
                          r"[\s*_]*$", re.I)
_BOUND_LEAD = _COUNT_BOUND.pattern[:-len("[\\s*_]*$")] + "[\\s*_]*"


def _restated_bound(v, text: str, start: int, ctx: ContextIndex):
    """THE RESTATED BOUND: a count under a bound ("each handler may enter up to 4 dogs in total", "with up to 3
    children per adult") where the context bounds the same frame's count otherwise ("up to 3 dogs in total", "no more
    than 2 children per adult"): the context's value (a contradiction), which no pair of other figures "derives" (3 + 1
    under "in total"); None when the sentence shows its working, the value has no bound before it, or no context frame
    rivals it (.frames.rival)."""
    if v.kind not in ("quantity", "number") or v.amount is None or (v.unit or "") in ("minute", "day", "month", "ordinal"):
        return None
    if _COUNT_BOUND.search(text, max(0, start - 24), start) is None or _WORKING.search(text):
        return None
    if not EXCESS_WORDS.isdisjoint(v.raw.lower().split()):
        return None  # "up to 50 extra drinks beyond one per guest": an excess over another figure, worked out, no bound
    other = _rival(text, start, ctx)
    if other is None or other.amount == v.amount:
        return None
    bounded = re.search(_BOUND_LEAD + re.escape(other.raw), ctx.text, re.I)
    if bounded is None:
        return None
    # the claim restates the context's sentence: most of its content words, and not the claim's own figure beside
    # the rival ("A maximum of 8 children … and 10 on the larger castles": 10 is stated, its noun elided)
    a = max(ctx.text.rfind(".", 0, bounded.start()), ctx.text.rfind("\n", 0, bounded.start())) + 1
    b = min((k for k in (ctx.text.find(".", bounded.end()), ctx.text.find("\n", bounded.end())) if k >= 0), default=len(ctx.text))
    sentence = ctx.text[a:b]
    if re.search(rf"(?<![\d.,]){int(v.amount) if v.amount == int(v.amount) else v.amount:g}(?![\d.,]\d)", sentence):
        return None
    theirs = set(content_words(words_of(sentence)))
    mine = set(content_words(words_of(text)))
    return other if theirs and len(theirs & mine) * 3 >= 2 * len(theirs) else None


def _rival(text: str, start: int, ctx: ContextIndex):
    from .frames import rival

    return rival(text, start, ctx)


def _labelled_as(text: str, v, other, ctx: ContextIndex) -> bool:
    """The claim's label for ``v`` (frames._label) is all said in the context sentence of ``other`` (no label: True)."""
    from .frames import label_said_of

    return label_said_of(text, v, other, ctx)


#: the unit a rate is stated per ("1 point for every £1", "50p per £1", "$2 a $1 spent")
_PER_BEFORE = re.compile(r"\b(?:per|for\s+every|for\s+each|every|each|a|an)\s*(?:\*\*|__)?\s*$", re.I)


def _rate_denominator(c, ctx: ContextIndex) -> bool:
    """A context amount of one unit that a rate is stated per ("1 point for every £1"): the rate's unit of measure,
    not a value of any subject (never the rival of an amount the user states: "I plan to spend £150")."""
    if c.amount == 1 and not c.raw.isascii() and _per_one_ar(c.raw):
        return True  # "150 ريالًا لليوم الواحد": the per is the value's own proclitic
    return c.amount == 1 and c.start >= 0 and _PER_BEFORE.search(ctx.text, max(0, c.start - 16), c.start) is not None


def _enumerating_label_ar(text: str, start: int, raw: str, response: str) -> bool:
    """An Arabic noun numbered 1, 2, … through the answer (text.arabic.numbers.enumerating_label)."""
    from ..text.arabic.numbers import enumerating_label

    return enumerating_label(text, start, raw, response)


def _gap_named_ar(text: str, start: int, end: int) -> bool:
    """The name at ``start``–``end`` of an Arabic sentence is what the sources are said not to mention
    (text.arabic.behaviour.unmentioned: "لا تذكر خدمة التطريز بالزري"، "خدمة صف السيارات، فلا تذكرها المستندات")."""
    from ..text.arabic.behaviour import unmentioned

    return unmentioned(text, start, end)


def _per_one_ar(raw: str) -> bool:
    """An Arabic "per one unit" (text.arabic.numbers.PER_ONE: "لليوم الواحد"، "للساعة الواحدة"، "للشخص الواحد")."""
    from ..text.arabic.numbers import per_one

    return per_one(raw)


#: a numbered step of a sequence, its number after its noun ("week three", "lesson 2", "Day 5", "session four")
_SEQUENCE_BEFORE = re.compile(r"\b(week|day|lesson|session|term|round|stage|level|step|phase|module|class|visit|night|month|"
                              r"year|heat|leg)[\s*_]+$", re.I)


def _sequence_ordinal(v, text: str, start: int, ctx: ContextIndex) -> bool:
    """"from week three of term" for the context's "from the third week of term": the number of a step of a sequence,
    written after its noun, is the ordinal the context writes before the same noun ("the third week", "the 3rd week")."""
    if v.kind != "number" or v.unit is not None or v.amount is None or not 1 <= v.amount <= 12 or v.amount != int(v.amount):
        return False
    m = _SEQUENCE_BEFORE.search(text, max(0, start - 12), start)
    if m is None:
        return False
    n = int(v.amount)
    noun = m.group(1).lower()
    said = re.compile(rf"\b(?:{_ORDINAL_WORD[n]}|{n}(?:st|nd|rd|th))\s+{noun}s?\b").search(ctx.folded, 0, 50000)
    return said is not None


_ORDINAL_WORD = {k: w for w, k in _ORDINALS.items()}  # 3 → "third" (derive._ORDINALS read the other way)


def _believed_clock(v, ctx: ContextIndex):
    """THE BELIEVED CLOCK: a clock time the user believes of the world ("بما أن المحمية تفتح حتى 8 مساءً"), not in the
    context, while the context states its own clock times ("من 8 صباحاً حتى 6 مساءً"): the context's first time in the
    same half of the day (else its first), the rival the answer's restating of the user's time is set against (a time
    keeps its clock as its unit, so :func:`_adopted` never pairs two times)."""
    times = [c for c in ctx.values.values if c.kind == "time" and c.amount is not None]
    if v.amount is None or not times:
        return None
    return next((c for c in times if (c.amount >= 720) == (v.amount >= 720)), times[0])


#: a thing said to cost nothing ("free of charge", "a free-to-use public park", "at no cost", "no charge")
_FREE_WORDS = re.compile(r"\b(?:free(?![\s-]+(?:up|from|of\s+(?!charge)|to\s+(?!use|enter|attend|join|visit)))|no\s+(?:charge|fee|cost)"
                        r"|at\s+no\s+(?:extra\s+|additional\s+)?(?:cost|charge)|without\s+charge|complimentary)\b", re.I)
_SENTENCE_END = re.compile(r"[.!?;\n]")


def _free_rival(v, ctx: ContextIndex) -> "str | None":
    """THE BELIEVED PRICE OF A FREE THING: a price the user believes of the world ("I understand the measuring visit is
    £30", "Given that the skatepark charges £3 entry") where the context says the thing it prices is free ("a surveyor
    visits to measure, free of charge", "a free-to-use public park") and prices nothing in that sentence: the context's
    words for it, the rival the answer's restating of the price is set against. The thing is the same when the
    query's clause and the context's sentence share a content word (by stem)."""
    q = ctx.query_values.find(v)
    if q is None or q.start < 0 or not ctx.query:
        return None
    query = ctx.query
    a = max((m.end() for m in _SENTENCE_END.finditer(query, 0, q.start)), default=0)
    b = _SENTENCE_END.search(query, q.end)
    asked = {stem_key(w) for w in content_words(words(fold(query[a:b.start() if b else len(query)])))}
    text = ctx.text
    for m in _FREE_WORDS.finditer(text[:20000]):
        sentence = _sentence_around(text, m.start(), m.end())
        if any(c.isdigit() for c in sentence) and _MONEY_SIGN.search(sentence):
            continue  # "free for under-5s, £3 for adults": the sentence prices something too
        if asked & {stem_key(w) for w in content_words(words(fold(sentence)))}:
            return m.group()
    return None


_MONEY_SIGN = re.compile(r"[£$€¥₹]|\b(?:usd|eur|gbp|aed|sar|pounds?|dollars?|euros?)\b", re.I)


def _adopted(v, ctx: ContextIndex):
    """A context value of the same kind and unit as ``v`` (the user's value is then contradicted)."""
    for c in ctx.values.values:
        if c.kind == v.kind and c.unit == v.unit:
            return c
    return None


def names(i: int, masked: str, ctx: ContextIndex, cfg: CheckerConfig, out: list[Finding], short: bool,
          org: frozenset[str] = frozenset(), response: str = "") -> list[tuple[int, int]]:
    """Findings for absent names; returns the spans of names found by alias (``CA`` = California).
    ``org``: the words of the name the response gives its own organisation (support.organisation)."""
    aliased = []
    for start, end, missing in _name_groups(masked, ctx, short):
        name = masked[start:end]
        if not missing or _other_script(name, ctx):
            continue
        if ctx.has_alias(name) or _defined_here(name, masked) or (org and org.issuperset(missing)) \
                or (not masked.isascii() and _glossed_ar(name, masked, ctx.text)):  # "معدل النسبة السنوي (APR)"
            aliased.append((start, end))  # (or the organisation the answer speaks for, named as the answer names it)
            continue
        if _CORRECTED.search(masked, max(0, start - 40), start):
            continue  # "(not CPI + 3.9%)": an earlier turn's name, corrected
        if _currency_code_of(name, ctx):
            continue  # "(OMR 5)" beside "خمسة ريالات عمانية": a currency's code is its unit, not a name
        if all(ctx.query_vocab.has(w) for w in missing):
            if _named_as_users(missing, ctx):
                continue  # "I'm going to Spain": the user's own destination, restated
            if _date_measured(missing, masked, start, ctx):
                continue  # "from May to September …, so July itself isn't the issue": the user's month, measured
            if _in_users_date(missing, masked, start, end, ctx):
                continue  # "**Her age on 1 September**": the month of a date the question states, the date restated
            if _asked_in_other_script(name, ctx):
                continue  # "بشأن التحكيم" over "Law No. (6) of 2018 on Arbitration": the question's topic, in its words
            if not _denied_after(masked, end):
                _said(i, name, masked, start, cfg, out, "name stated only in the question, not in the context")
        elif _CALENDAR.issuperset(missing) and _USERS_SUPPOSED.search(masked, max(0, start - 80), start) is not None:
            continue  # "If you want it up from early December, …": a month or a weekday inside the user's supposed case, the
            # user's own date (a date the answer states, "deliveries start in early December", is still found)
        elif response and _CALENDAR.issuperset(missing) and all(_dated_month(w, response) for w in missing):
            continue  # "3 November + 6 weeks = **15 December** … around mid-December": the month of a date the answer
            # states with its day (that date is checked as a value; its month restated names nothing new)
        elif all(month_in_run(w, ctx, masked) for w in missing):
            continue  # "you could carry it on into August" over "available May to September": a month of the run the
            # context names (a month outside it, "into October", is still no name of the context's)
        elif not _supposed_name(masked, start, end):
            out.append(Finding("invented_fact", name, "critical", i, "name not found in the context", rule="name"))
    return aliased


def _dated_month(word: str, response: str) -> bool:
    """The response states a day of the month ``word`` names ("15 December", "December 15th")."""
    if word.lower() not in _MONTH_WORDS:
        return False
    return re.search(rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{word}\b|\b{word}\s+\d{{1,2}}(?:st|nd|rd|th)?\b", response, re.I) is not None


#: the words that set up the writer's own example ("with, say, the name "AVA" in lettering", "for example "SMITH"")
_SUPPOSING = re.compile(r"(?:\b(?:say|for\s+example|for\s+instance|such\s+as|like|imagine|suppose)\b|\be\.g\.)[^;:!?\n]{0,30}$", re.I)
_QUOTES = "\"'\u201c\u201d\u2018\u2019"


#: the user's case supposed, up to the end of its clause ("If you want it up from early December", "when you're back in
#: June"): a date in it is the user's, no date of the organisation's
_USERS_SUPPOSED = re.compile(r"\b(?:if|when|whenever|in\s+case|once)\s+(?:you|you['’](?:re|ve|d|ll)|your\s+[\w-]+)\b[^.;:!?,()\u2013\u2014]*$",
                             re.I)


def _supposed_name(text: str, start: int, end: int) -> bool:
    """A name in quotes that the answer sets up as its own example ("for an arch with, say, the name "AVA" in lettering"):
    the writer's supposition of what the user might choose, no name of the world."""
    return start > 0 and text[start - 1] in _QUOTES and text[end:end + 1] in _QUOTES \
        and _SUPPOSING.search(text, max(0, start - 48), start - 1) is not None


_CALENDAR = frozenset(_MONTH_NAMES) | frozenset(WEEKDAYS)
#: a conclusion drawn in so many words (not a preposition of a range: "within", "over")
_SO = re.compile(r"\b(?:so|therefore|(?:that|this|which)\s+means|meaning)\b", re.I)


def _date_measured(missing: list[str], masked: str, start: int, ctx: ContextIndex) -> bool:
    """The question's month or weekday, after a conclusion drawn in a sentence that names the context's own
    months or weekdays before it ("Sunday mornings from May to September do have cover, so July itself isn't
    the issue"): the user's date measured by the rule, not given to it ("cover runs from May to July" is)."""
    if not _CALENDAR.issuperset(missing):
        return False
    said = [m for m in _SO.finditer(masked, 0, start)]
    if not said:
        return False
    before = words_of(masked[:said[-1].start()])
    return any(w in _CALENDAR and w in ctx.vocab.words for w in before)


def _in_users_date(missing: list[str], masked: str, start: int, end: int, ctx: ContextIndex) -> bool:
    """The month (or weekday) is part of a date written in full that the question states ("on 1 September"
    for the user's "starting on 1 September"): a date, which the value rules judge, not a name."""
    if not _CALENDAR.issuperset(missing) or not ctx.query:
        return False
    from ..text.matching import extract_values

    lo = max(0, start - 24)
    for v in extract_values(masked[lo:end + 24]):
        if v.kind == "date" and v.start + lo <= start and v.end + lo >= end and v.raw.strip().lower() not in missing \
                and ctx.query_values.find(v) is not None:
            return True
    return False


def _other_script(name: str, ctx: ContextIndex) -> bool:
    """issue 24, mixed language: the name is the context's, written in the other script ("Al Boraq"
    over "قطارات البراق"; text.arabic.names.spelled_in)."""
    mixed = ctx.memo.get("arabic_context")
    if mixed is None:
        mixed = ctx.memo["arabic_context"] = has_arabic(ctx.text)
    if mixed == has_arabic(name) or not (mixed or has_arabic(name)):
        return False
    from ..text.arabic.names import spelled_in

    return spelled_in(name, ctx.text, ctx.memo)


def _asked_in_other_script(name: str, ctx: ContextIndex) -> bool:
    """THE TOPIC IN THE QUESTION'S WORDS (issue 24, mixed language): an Arabic name the question states, over a context
    with no Arabic at all ("قانون التحكيم الإماراتي" asked of an English chunk on the Arbitration Law), is the topic
    named in the question's language: a context in the other script cannot state it, so the answer restating it claims
    nothing of the context's. (A name of the question's that the answer gives a figure or a rule is still checked by
    those rules.)"""
    mixed = ctx.memo.get("arabic_context")
    if mixed is None:
        mixed = ctx.memo["arabic_context"] = has_arabic(ctx.text)
    return not mixed and has_arabic(name)


def _named_as_users(missing: list[str], ctx: ContextIndex) -> bool:
    """The question names these words in a clause about the user's own situation ("I'm
    travelling to Spain and New York next month")."""
    query = ctx.query
    low = query.lower()
    for w in missing:
        k = low.find(w)
        if k < 0 or not _own_clause(query, k):
            return False
    return True


def _denied_ar(text: str, start: int) -> bool:
    """An Arabic denial right before the value ("… 80 دينارًا، وليست 90"): text.arabic.behaviour.negated_before."""
    from ..text.arabic.behaviour import negated_before

    return negated_before(text[max(0, start - 24):start])


def _outside_range_denied_ar(v, text: str, start: int, ctx: ContextIndex) -> bool:
    """A weekday or month said to have none, outside the context's range of its kind
    (text.arabic.dates.outside_range_denied)."""
    from ..text.arabic.dates import outside_range_denied

    return outside_range_denied(v.unit or "", text, start, ctx.text, ctx.memo)


def _denied_clause_ar(text: str, start: int) -> bool:
    """The question's figure denied by a negated existence in its clause (text.arabic.behaviour.denied_clause)."""
    from ..text.arabic.behaviour import denied_clause

    return denied_clause(text, start)


def _negated_ar(text: str, start: int) -> bool:
    """The question's figure denied right before it (text.arabic.behaviour.negated_before: "مو دون ٦"، "وليس 60 يومًا")."""
    from ..text.arabic.behaviour import negated_before

    return negated_before(text[max(0, start - 24):start])


def _labelled_wrong_ar(text: str, start: int, end: int) -> bool:
    """A counterfactual's figure the Arabic answer calls wrong (text.arabic.behaviour.labelled_wrong)."""
    from ..text.arabic.behaviour import labelled_wrong

    return labelled_wrong(text, start, end)


def _glossed_ar(name: str, text: str, context: str) -> bool:
    """A Latin acronym in brackets after an Arabic term the context states (text.arabic.names.glossed)."""
    from ..text.arabic.names import glossed

    return glossed(name, text, context)


def _defined_here(name: str, text: str) -> bool:
    """An acronym the sentence spells out itself ("Children's Health Insurance Program (CHIP)"):
    its expansion is checked as a name of its own."""
    key = name.replace(".", "")
    if not (key.isupper() and 2 <= len(key) <= 8 and key.isalpha()):
        return False
    within, spelled = _parenthesised(text)
    return name in within and key.casefold() in spelled


@lru_cache(maxsize=8)
def _parenthesised(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """What the sentence puts in parentheses, and its acronyms: read once per sentence, not once
    per name in it (a sentence of thousands of "U.S." read itself once per name: issue 23)."""
    return frozenset(_IN_PARENS.findall(text)), frozenset(acronyms(text))


_IN_PARENS = re.compile(r"\(([^()]*)\)")


_JOINERS = frozenset({"", "-", "of", "de", "la", "van", "von", "the", "&", "del", "da", "du", "al"})


#: an acronym with a plural "s" ("IPs", "APIs", "SSDs"): the letters, then a lower-case s
_ACRONYM_PLURAL = re.compile(r"\b([A-Z]{2,})s\b")


def _acronym_plural(w: str, name: str, vocab) -> bool:
    """``w`` is the plural of an acronym the context has ("Dedicated IPs" over "Dedicated IP addresses")."""
    return w.endswith("s") and vocab.has(w[:-1]) and any(m.group(1).casefold() == w[:-1] for m in _ACRONYM_PLURAL.finditer(name))


def _name_groups(masked: str, ctx: ContextIndex, short: bool) -> list[tuple[int, int, list[str]]]:
    """Runs of adjacent capitalised words, each with its words that the context lacks."""
    spans: list[list[int]] = []
    for a in A.names(masked, short):
        if spans and masked[spans[-1][1]:a.start].strip().casefold() in _JOINERS:
            spans[-1][1] = a.end
        else:
            spans.append([a.start, a.end])
    quoted: list[list[int]] = []
    if not masked.isascii() and has_arabic(masked):  # issue 24: Arabic names by the word before them
        from ..text.arabic.names import cued_names, quoted_at
        for _, _, start, end in cued_names(masked):
            if not any(s < end and start < e for s, e in spans):
                (quoted if quoted_at(masked, start) else spans).append([start, end])
    vocab = ctx.vocab
    groups = [
        (start, end, [w for w in words(join_known(fold(masked[start:end]), vocab))
                      if len(w) > 1 and not vocab.has(w) and w not in _JOINERS and w not in ctx.negated and w not in TITLES
                      and FORMS.get(w) not in vocab.words and not _acronym_plural(w, masked[start:end], vocab)])
        for start, end in spans
    ]
    if quoted:  # a quoted Arabic name is matched as written, not by its light stem
        groups += [(start, end, [w for w in words_of(masked[start:end]) if len(w) > 1 and not vocab.written(w)])
                   for start, end in quoted]
        groups.sort()
    return groups


def negated(i: int, folded: str, tokens: list[str], ctx: ContextIndex, out: list[Finding], negative: bool) -> None:
    """An attribute the structured context gives as false or null, asserted by the sentence.

    "false" attributes may be denied ("does not take reservations"); the denial must be in
    the same clause. "null" ones are unknown: stating them either way is unsupported.
    """
    neg = ctx.negated
    keys = neg.keys()
    if keys.isdisjoint(tokens) and keys.isdisjoint(map(_CHOP, tokens)):  # the loop below finds nothing (in C)
        return
    for w in tokens:
        why = neg.get(w) or neg.get(w[:-1])
        if why is None:
            continue
        if why == "false" and negative and _denied(folded, w):
            continue
        if why == "unknown" and _UNKNOWN_GAP.search(folded):
            continue  # "information about parking is not available": the gap, stated as the data gives it
        out.append(Finding("invented_fact", w, "critical", i, f"the context gives {w!r} as {why}", rule="negated_attribute"))
        return


_CHOP = itemgetter(slice(None, -1))  # w → w[:-1]
_UNKNOWN_GAP = re.compile(
    r"\b(?:(?:is|are|was|were)\s+not\s+(?:available|specified|mentioned|stated|provided|listed|known|clear|given)"
    r"|(?:does|do|did)(?:\s+not|n't)\s+(?:specify|mention|say|state|indicate|list)|no\s+(?:information|details|data|mention)"
    r"|unknown|unclear|unspecified|not\s+(?:specified|mentioned|provided|listed))\b")
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
            return not NEGATORS.isdisjoint(words(folded[start:m.start()]))
    return not NEGATORS.isdisjoint(words(folded[start:]))
