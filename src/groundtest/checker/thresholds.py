"""Threshold reasoning: is the user inside or outside a limit the context states?

An answer often applies a limit of the context to the user's own figure ("at 9 months your
daughter can sail on a transatlantic crossing", "11 days since the move, so it should have settled
and booking for tomorrow is fine"). A *verdict sentence* is read as a small grammar::

    verdict   := user-figure … conclusion
    user-figure := a figure of the sentence the question states (an age, a date, a duration, a count,
                   an amount), not one the sentence marks as a limit ("the minimum age of 25")
    conclusion  := positive ("can", "qualifies", "meets", "is fine", "in time", "guaranteed", …)
                 | negative ("can't", "too young", "doesn't qualify", "falls short", "too late", …)

and the limit it is measured against is *bound by subject*: of the context's figures marked as a
limit (a floor: "at least 30", "16 or over", "wait 2 weeks", "after 18 months"; a ceiling: "up to
14 nights", "by 31 May", "no more than 4"), of the user figure's dimension (durations in days across
units, ages in years or months, dates by month and day), the one whose clause shares the most words
with the sentence's subject — the sentence without the clauses that restate a limit of their own
("… meets the minimum age of 25, so he'll be fine to drive the 1967 Mustang": the Mustang's
limit, not 25). A conclusion whose direction the arithmetic contradicts is a contradiction by
derivation (critical); a correct one is left alone, and so is a sentence whose limit cannot be bound
(no marked limit of its dimension, or two bound equally well).

Linear: each context sentence and each answer sentence is read once; the limits are capped at
:data:`MAX_LIMITS`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..text.arabic.normalise import has_arabic
from ..text.matching import DAYS_PER_UNIT
from .frames import values_of
from .doc import words_of
from .lexicon import NONCONTENT, stem_key

_YEAR = 365.25
#: the context limits read per response (the nearest-bound among them is taken)
MAX_LIMITS = 48


@dataclass(frozen=True)
class Limit:
    """One limit of the context: its figure, the side it bounds from, and its clause's words."""

    raw: str
    dim: str
    size: float
    side: str  # "floor" (the figure must reach it) or "ceiling" (must not pass it)
    clause: frozenset[str]
    sentence: frozenset[str]
    #: a limit that names a group ("juniors under 12 must be accompanied", "anglers over 65 pay £70"):
    #: what its clause says holds inside the group only — "restrict" (must, need, not …), "permit"
    #: (may, can, free …) "?" (neither: no conclusion can be drawn from it)
    group: str


_FLOOR_BEFORE = re.compile(
    r"\b(?:at\s+least|minimum(?:\s+[\w-]+){0,2}?(?:\s+(?:of|is))?|minimum\s+(?:age|height|weight|stay|term|order|spend|"
    r"notice|number)\s+for(?:\s+[\w-]+){1,3}?\s+(?:is|of)|min\.?|no\s+(?:less|fewer|younger|earlier)\s+than|"
    r"wait(?:\s+(?:for|at\s+least))?|after|once\s+(?:you(?:'ve|\s+have)\s+\w+\s+(?:for\s+)?)?|must\s+be(?:\s+aged)?|"
    r"(?<=\()(?:over|above|more\s+than))[\s*_]*$", re.I)
#: (a category named by its bound in brackets, "large room (over 16 m²)", "standard room (up to 16 m²)": the floor or
#: ceiling of that category, its clause the noun phrase the brackets follow: see :func:`_clause`)
_FLOOR_AFTER = re.compile(r"[\s*_]*(?:[-\w]+\s+)?(?:or|and)\s+(?:over|older|above|more|longer|later)\b|\+", re.I)
_CEILING_BEFORE = re.compile(
    r"\b(?:up\s+to|maximum(?:\s+[\w-]+){0,2}?(?:\s+(?:of|is))?|maximum\s+(?:age|height|weight|stay|term|group|number|"
    r"size)\s+for(?:\s+[\w-]+){1,3}?\s+(?:is|of)|max\.?|no\s+(?:more|later|older)\s+than|at\s+most|"
    r"limited\s+to|within(?:\s+(?:the|your|its|their|his|her)\s+(?:first|initial))?|(?:in|during)\s+(?:the|your|its|their)\s+(?:first|initial)|"
    r"(?:received|made|booked|registered|submitted|paid|entries|entered|applied|sent)\s+(?:by|before)|"
    r"by|on\s+or\s+before|no\s+later\s+than|until|under-?)[\s*_]*$", re.I)
_CEILING_AFTER = re.compile(r"[\s*_]*(?:[-\w]+\s+)?(?:or|and)\s+(?:under|younger|below|less|fewer|earlier)\b", re.I)
#: a figure joined to the one before it as an alternative limit ("at least 6 months old …, or 12
#: months old for transatlantic crossings"): it bounds from the same side
_ALTERNATIVE = re.compile(r"(?:,|;)?\s*(?:or|and|but)\b[^.;]{0,30}$", re.I)
#: where a clause ends inside a sentence (a limit's words are its clause's)
_CLAUSE_END = re.compile(r";|,\s*(?:or|and|but|while|whereas|unless|except|so|which|because|since|meaning)\b|"
                         r"\s[\u2013\u2014-]\s|:\s|\(|\)")
_SENTENCE_END = re.compile(r"(?<=[.!?\u061f])\s+(?=[A-Z0-9*#(\"'\u0600-\u06ff-])|\n+")
#: the same markers in Arabic: a floor ("١٦ سنة فما فوق", "سنتين على الأقل", "لا يقل عن", "لمن بلغوا"),
#: a ceiling ("٣ أيام كحد أقصى", "فما دون", "لا يتجاوز", "حتى", "خلال")
_AR_FLOOR_AFTER = re.compile(r"[\s*_]*(?:ف?(?:ما|و)?\s*فوق|فأكثر|وأكثر|أو\s+أكثر|على\s+[أا]لأقل)", re.I)
_AR_FLOOR_BEFORE = re.compile(r"(?:لا\s+(?:ي|ت)قل\s+عن|[اأ]لحد\s+[اأ]لأدنى|حد\s+أدنى|بلغوا|بلغ|على\s+[أا]لأقل)[\s*_:]*$")
_AR_CEILING_AFTER = re.compile(r"[\s*_]*(?:فما\s+دون|فأقل|وأقل|أو\s+أقل|كحد\s+[أا]قصى|على\s+[أا]لأكثر)", re.I)
_AR_CEILING_BEFORE = re.compile(r"(?:لا\s+(?:ي|ت)(?:زيد|تجاوز|جاوز)\s+(?:عن)?|[اأ]لحد\s+[اأ]لأقصى|حد\s+أقصى|حتى|لغاية|خلال)[\s*_:]*$")
#: THE LEAD BEFORE AN EVENT: "حتى ساعة واحدة قبل موعد الانطلاق" (until one hour before departure) bounds how long
#: before the event one acts from below — three hours before is inside, half an hour is not — so "until" there marks
#: a floor on the time left ("خلال ٢٤ ساعة قبل الانطلاق", within the 24 hours before, stays a ceiling)
_AR_UNTIL_BEFORE = re.compile(r"(?:حتى|لغاية|إلى\s+غاية)[\s*_:]*$")
_AR_BEFORE_EVENT = re.compile(r"[\s*_]*(?:من\s+)?قبل(?=\s)")
#: the window a figure is counted in, restated by the verdict ("مسدّد عنك شهرين خلال آخر ٦ أشهر"): the rule's window,
#: not the user's figure (in the verdict only: the context's "صادرة خلال آخر ٣ أشهر" is no limit of the user's)
_AR_WINDOW_BEFORE = re.compile(r"خلال[\s*_]+(?:آخر|اخر|أول|اول)[\s*_]*$")
#: a condition in Arabic ("إذا لم ترد الشركة خلال ٣٠ يوماً"): the figure names the case
_AR_CASE = re.compile(r"(?:^|\s)[وف]?(?:إذا|اذا|لو|عند|في\s+حال)(?=\s)")
#: an Arabic age ("عمره ١٥ سنة", "لمن بلغوا ١٦ سنة", "سن ١٨")
_AR_AGE_BEFORE = re.compile(r"(?:عمر|سن|بلغ|بلوغ)\w*[\s*_]*(?:\S+[\s*_]+)?$")
#: an Arabic verdict: positive ("يمكنك", "بيقدر", "مسموح", "✅"), negative ("لا يمكن", "ما بيقدر", "❌")
_AR_POSITIVE = re.compile(r"(?:يمكن|تقدر|يقدر|بيقدر|بتقدر|مسموح|يحق|مؤهل|تستطيع|يستطيع|ينفع|\u2705)")
_AR_NEGATIVE = re.compile(r"(?:^|\s)[وف]?(?:لا|ما|مش|مو|غير|ليس|ليست|لن|لم|ممنوع|إذا|اذا|لو|بشرط|إلا)(?=\s)|\u274c|\u061f")

#: a bare number read as an age: "aged 16", "I'm 15", "turns 18", "16 or over", "27-year-old",
#: "at 15,", "my husband is 27 —", "must be at least 30 and", "under-18s"
_AGE_BEFORE = re.compile(r"(?:\b(?:aged?|ages|i['\u2019]?m|i\s+am|turns?|turning|age\s+(?:is|of|limit\s+(?:is|of))|at)|"
                         r"\b(?:under|over)-?|\b(?:younger|older)\s+than)[\s*_]*$", re.I)
_AGE_AFTER = re.compile(r"(?:[\s*_-]*(?:years?[\s-]+old|year-olds?|-?years?\b|s\b)|[\s*_]*(?:or|and)\s+(?:over|older|under|younger)\b|\+)", re.I)
_AGE_CLOSED = re.compile(r"(?:\bat|\b(?:is|are|'s|\u2019s|'re|\u2019re|must\s+be(?:\s+at\s+least)?|be\s+at\s+least))[\s*_]*$", re.I)
_AGE_END = re.compile(r"[\s*_]*(?:[,;:.!?\u2014\u2013)]|\s-\s|$|\s+(?:and|or|so|but)\b)", re.I)
_OLD_AFTER = re.compile(r"[\s*_-]*(?:old|of\s+age)\b", re.I)
_AGED_BEFORE = re.compile(r"\baged?[\s*_]*$", re.I)
#: a figure that names a group by its bound ("juniors under 12", "Under-18s", "anglers over 65"), not
#: a requirement set on the figure ("must be 16 or over", "is under 5")
_GROUP_BEFORE = re.compile(r"\b(?:under|over|below|above|younger\s+than|older\s+than)[-\s*_]*$", re.I)
_BE_BEFORE = re.compile(r"\b(?:be|is|are|being|was|were|must\s+be)\s+(?:aged\s+)?(?:\w+\s+)?"
                        r"(?:under|over|below|above|younger\s+than|older\s+than)[-\s*_]*$", re.I)
#: "pets aged 8 or over", "children 5 and under": a group by its age (not "must be aged 8 or over")
_AGED_GROUP = re.compile(r"\b(?<!be\s)(?:aged|age)[\s*_]*$", re.I)
#: a condition before the figure in its clause: the figure names the case the clause is about
_CASE = re.compile(r"\b(?:if|when|whenever|where|for\s+(?:anyone|those|people|customers|guests)\s+who)\b", re.I)
_RESTRICT = re.compile(r"\b(?:must|need|needs|required?|have\s+to|has\s+to|not|cannot|can['\u2019]t|only|accompanied|"
                       r"supervised|pay|pays|cost|costs|charged)\b", re.I)
_PERMIT = re.compile(r"\b(?:may|can|free|allowed|eligible|entitled|welcome)\b", re.I)
_UNIT_WORDS = frozenset(("day", "days", "week", "weeks", "month", "months", "year", "years", "old", "night", "nights",
                         "hour", "hours", "minute", "minutes", "aged", "age"))

_POSITIVE = re.compile(
    r"\b(?:can|could|qualif(?:y|ies|ied)|eligible|meets?|fine|ok(?:ay)?|in\s+time|allowed|guaranteed|settled|"
    r"enough|entitled|able\s+to|go\s+ahead|good\s+to\s+go|all\s+set|covered|count(?:s|ed)?\s+as|"
    # what the limit grants ("… and your rematch is free"); being inside the bound is :data:`_MEMBERSHIP`
    r"(?:is|are|'s|\u2019s)\s+free)\b", re.I)
_NEGATIVE = re.compile(
    r"\b(?:can(?:no|['\u2019])t|not|no|never|n['\u2019]t|too\s+(?:young|old|late|early|soon)|ineligible|unable|short\s+of|"
    r"falls?\s+short|miss(?:es|ed)?|yet|unless|if|whether|once|until|only\s+(?:if|when|once|after))\b|n['\u2019]t\b", re.I)
_NEGATIVE_VERDICT = re.compile(
    r"\b(?:can(?:no|['\u2019])t|won['\u2019]t\s+be\s+able|(?:isn|aren|doesn|don)['\u2019]t\s+(?:qualify|eligible|meet)|"
    r"too\s+(?:young|old|late|thick|long|heavy|big|large|wide|tall)|falls?\s+short|not\s+(?:yet\s+)?(?:eligible|old\s+enough|long\s+enough|in\s+time)"
    r"|(?:over|past|above|beyond|outside)\s+(?:the\s+|that\s+|its\s+|this\s+|your\s+)?(?:(?:free|delivery|catchment)\s+){0,2}"
    r"(?:limit|maximum|max|cap|allowance|zone|area|radius|range|window|period|band|threshold|distance)"
    # (the limit by a pronoun, ending the clause: "at 12 miles you'd be just outside that.")
    r"|(?:outside|beyond)\s+(?:that|it|this)(?=\s*(?:[.,;:!)\u2013\u2014-]|$))"
    r"|(?:longer|more|later|bigger|heavier|further|older|younger)\s+than\s+(?:is\s+|are\s+)?(?:allowed|permitted))\b", re.I)
#: a verdict that says the user's figure is inside the bound itself ("so it falls within that early period"): read
#: against the bound even where the limit names a group (what holds outside the group is then beside the point)
_MEMBERSHIP = re.compile(r"\b(?:falls?\s+(?:within|inside)|(?:is|are|'s|\u2019s)\s+(?:still\s+)?(?:within|inside))\b", re.I)
#: a verdict about the user's case (a person or the thing asked about)
_ADDRESSED = re.compile(r"\b(?:you|your|you['\u2019](?:re|ll|ve)|she|he|they|we|she['\u2019]s|he['\u2019]s|they['\u2019]re|it['\u2019]s)\b", re.I)
#: a conditional or hedged verdict, a question: no conclusion is drawn
_HEDGE = re.compile(r"\b(?:if|unless|whether|once|when|until|might|may\s+not|confirm|depends?|worth\s+checking|as\s+long\s+as|provided|"
                    r"check(?:ing)?\s+(?:with|that|first|before|whether|if))\b|\?", re.I)


def _key(word: str) -> str:
    k = stem_key(stem_key(word))
    if len(k) > 5 and k.endswith("er"):
        k = k[:-2]
    return k[:-1] if len(k) > 3 and k.endswith("e") else k


def _content(text: str) -> frozenset[str]:
    return frozenset(_key(w) for w in words_of(text) if w not in NONCONTENT and w not in _UNIT_WORDS
                     and not w.isdigit() and len(w) > 2)


def measure(v, text: str) -> "tuple[str, float] | None":
    """A figure's dimension and size for a threshold: a duration in days (an age in years read as
    one), a date as its day of the year (or its ordinal with the year), a sum of money, a count."""
    if v.kind == "date":
        m = re.fullmatch(r"(\d{4})?-?-(\d\d)-(\d\d)", v.unit or "")
        if m is None:
            return None
        return "date", int(m.group(2)) * 31 + int(m.group(3))  # month and day: the year is not compared
    if v.amount is None:
        return None
    if v.kind == "quantity" and v.unit in DAYS_PER_UNIT:
        # an age ("9-month-old", "6 months old", "aged 12 years") is no length of time to wait or hold
        aged = _OLD_AFTER.match(text, v.end) or _AGED_BEFORE.search(text, max(0, v.start - 8), v.start) \
            or _AR_AGE_BEFORE.search(text, max(0, v.start - 24), v.start)
        return "age" if aged else "duration", v.amount * DAYS_PER_UNIT[v.unit]
    if v.kind == "money":
        return f"money:{v.unit}", v.amount
    if v.kind == "number" and v.amount == int(v.amount) and 1000 <= v.amount <= 2999:
        return None  # a year
    if v.kind == "number" and 0 < v.amount < 130 and _is_age(text, v) and not _MEASURE_AFTER.match(text, v.end):
        return "age", v.amount * _YEAR  # "at 27", "16 or over", "under-18s": an age
    if v.kind in ("number", "percent"):
        return v.kind, v.amount
    if v.kind == "quantity" and v.unit:
        return f"quantity:{v.unit.rpartition(' ')[2]}", v.amount
    return None


#: a unit of size after a bare figure ("over 16 m²", "up to 20 kg"): a measure, not an age
_MEASURE_AFTER = re.compile(r"[\s*_]*(?:m\u00b2|m2|sq\.?\s*(?:m|ft)|square|cm|mm|km|kg|g|ml|l|cc|litres?|liters?|metres?|meters?|"
                            r"miles?|feet|ft|inch(?:es)?|kwh|mph)(?![a-z])", re.I)


def _is_age(text: str, v) -> bool:
    lo = max(0, v.start - 24)
    return bool(_AGE_BEFORE.search(text, lo, v.start) or _AGE_AFTER.match(text, v.end)
                or _AGE_CLOSED.search(text, lo, v.start) and _AGE_END.match(text, v.end))


def _as_asked(me: "tuple[str, float] | None", asked: set) -> "tuple[str, float] | None":
    """A length of time read as the age the question states ("our 9-month-old" … "at 9 months")."""
    if me is not None and me[0] == "duration" and ("age", me[1]) in asked:
        return "age", me[1]
    if me is not None and me[0] == "number" and ("age", me[1] * _YEAR) in asked:
        return "age", me[1] * _YEAR  # "at 18 your husband …", the question's "my husband is 18"
    return me


def _side(text: str, v, prev: "tuple | None") -> str | None:
    lo = max(0, v.start - 40)
    if _FLOOR_AFTER.match(text, v.end) or _AR_FLOOR_AFTER.match(text, v.end):
        return "floor"
    if _CEILING_AFTER.match(text, v.end) or _AR_CEILING_AFTER.match(text, v.end):
        return "ceiling"
    before = text[lo:v.start]
    if _AR_FLOOR_BEFORE.search(before):
        return "floor"
    if _AR_UNTIL_BEFORE.search(before) and _AR_BEFORE_EVENT.match(text, v.end):
        return "floor"  # "حتى ساعة واحدة قبل موعد الانطلاق": the time left before the event, at least this (THE LEAD)
    if _AR_CEILING_BEFORE.search(before):
        return "ceiling"
    fb, cb = _FLOOR_BEFORE.search(before), _CEILING_BEFORE.search(before)
    if fb and cb:
        return "floor" if fb.start() > cb.start() else "ceiling"
    if fb:
        return "floor"
    if cb:
        return "ceiling"
    if prev is not None and _ALTERNATIVE.search(text, prev[0].end, v.start) and "." not in text[prev[0].end:v.start]:
        return prev[1]
    return None


def _names_group(sent: str, v, start: int) -> bool:
    """Whether ``v`` names the group or case its clause speaks of ("juniors under 12 must …", "pets
    aged 8 or over pay …", "if you cancel after 14 days, a fee applies") rather than a requirement
    set on the figure ("must be 16 or over", "at least 30", "within 14 days")."""
    lo = max(0, v.start - 40)
    if _BE_BEFORE.search(sent, lo, v.start):
        return False
    if _GROUP_BEFORE.search(sent, max(0, v.start - 24), v.start):
        return True
    if (_FLOOR_AFTER.match(sent, v.end) or _CEILING_AFTER.match(sent, v.end)) and _AGED_GROUP.search(sent, lo, v.start):
        return True
    return _CASE.search(sent, start, v.start) is not None or _AR_CASE.search(sent, start, v.start) is not None


def _clause(text: str, at: int) -> tuple[int, int]:
    start = 0
    for m in _CLAUSE_END.finditer(text):
        if m.end() <= at:
            start = m.end()
        elif m.start() >= at:
            return _bracketed(text, start), m.start()
    return _bracketed(text, start), len(text)


#: the noun phrase a bracketed bound follows ("standard room (up to 16 m²)"): back to the last joint before it
_BEFORE_BRACKET = re.compile(r"[^;:,.()\n\u2013\u2014]{1,40}\($")


def _bracketed(text: str, start: int) -> int:
    """A clause that opens a bracket ("(up to 16 m²)") starts at the noun phrase the bracket follows: the bound is that
    category's ("standard room (up to 16 m²) £35": the standard room's ceiling)."""
    if start and text[start - 1] == "(":
        m = _BEFORE_BRACKET.search(text, max(0, start - 41), start)
        if m is not None:
            return m.start()
    return start


@lru_cache(maxsize=256)
def context_limits(text: str) -> tuple[Limit, ...]:
    """The context's figures marked as limits, each with its clause's and sentence's words."""
    out: list[Limit] = []
    for sent in _SENTENCE_END.split(text):
        prev: "tuple | None" = None
        sw = _content(sent)
        for v in values_of(sent):
            me = measure(v, sent)
            side = _side(sent, v, prev) if me is not None else None
            if me is not None and side is not None:
                a, b = _clause(sent, v.start)
                group = ""
                # (a bound in brackets after a category's name defines the category, "large room (over 16 m²)": the
                # figure is that category's iff it passes the bound, a requirement, not a group the clause speaks of)
                if "(" not in sent[a:v.start] and _names_group(sent, v, a):
                    r, p = _RESTRICT.search(sent, a, b), _PERMIT.search(sent, a, b)
                    group = "restrict" if r and not p else "permit" if p and not r else "?"
                out.append(Limit(v.raw, me[0], me[1], side, _content(sent[a:b]), sw, group))
                prev = (v, side)
                if len(out) >= MAX_LIMITS:
                    return tuple(out)
    return tuple(out)


@lru_cache(maxsize=256)
def _context_measures(context: str) -> frozenset:
    """The measures of the context's figures (read once per context)."""
    return frozenset(me for sent in _SENTENCE_END.split(context) for v in values_of(sent) if (me := measure(v, sent)) is not None)


#: the suffixes of a noun derived from a verb, as stems ("insurance" / "insured", "payment" / "paid"): a subject word
#: that ends in one binds a limit whose clause has the verb ("it's covered by that standard insurance" / "items are
#: insured … up to £5,000")
_DERIVED_STEMS = ("anc", "ance", "enc", "ence", "ment", "ation", "ion", "al")


def _derived(words: frozenset[str]) -> frozenset[str]:
    """``words`` and the root of each derived noun among them (``insuranc`` → ``insur``)."""
    roots = {w[:-len(x)] for w in words for x in _DERIVED_STEMS if w.endswith(x) and len(w) - len(x) >= 4}
    return words | roots if roots else words


def _bind(limits: "tuple[Limit, ...]", dim: str, subject: frozenset[str]) -> Limit | None:
    """The limit of ``dim`` whose clause (then sentence) shares most words with ``subject``; None
    when none shares a word or two are bound equally well."""
    subject = _derived(subject)
    scored = sorted(((len(lim.clause & subject), len(lim.sentence & subject)), k) for k, lim in enumerate(limits)
                    if lim.dim == dim)
    if not scored or scored[-1][0] == (0, 0) or scored[-1][0][0] + scored[-1][0][1] == 0:
        return None
    if len(scored) > 1 and scored[-2][0] == scored[-1][0]:
        best = {(limits[k].size, limits[k].side) for s, k in scored if s == scored[-1][0]}
        if len(best) > 1:
            return None
    return limits[scored[-1][1]]


#: a band: two figures of one dimension joined as a range ("between 12 and 20 miles", "5-10 km", "from 3 to 6 nights")
_BAND_JOINT = re.compile(r"^[\s*_]*(?:and|to|-|\u2013|\u2014)[\s*_]*$", re.I)
_BAND_OPEN = re.compile(r"\b(?:between|from)[\s*_]*$", re.I)


@dataclass(frozen=True)
class Band:
    """A figure (a price, a fee) the context states for a band of another dimension: "Between 12 and 20 miles there is
    a £10 travel fee" — (£10, miles, 12, 20)."""

    raw: str
    value: tuple
    dim: str
    low: float
    high: float


@lru_cache(maxsize=256)
def context_bands(text: str) -> tuple[Band, ...]:
    """The context's figures stated for a band, each with the band's ends (read once per context)."""
    out: list[Band] = []
    for sent in _SENTENCE_END.split(text):
        vals = [(v, measure(v, sent)) for v in values_of(sent)]
        for k in range(len(vals) - 1):
            (a, ma), (b, mb) = vals[k], vals[k + 1]
            if ma is None or mb is None or ma[0] != mb[0] or ma[0] in ("number", "percent") or ma[1] >= mb[1] \
                    or not _BAND_JOINT.match(sent[a.end:b.start]) or not _BAND_OPEN.search(sent, max(0, a.start - 12), a.start):
                continue
            lo, hi = _clause(sent, a.start)
            for v, mv in vals:
                if mv is not None and mv[0].startswith("money") and lo <= v.start < hi:
                    out.append(Band(v.raw, mv, ma[0], ma[1], mb[1]))
                    if len(out) >= MAX_LIMITS:
                        return tuple(out)
    return tuple(out)


def outside_band(sentence: str, query: str, context: str) -> "tuple[str, str, str] | None":
    """(user figure, "is outside the band of", the figure and its band) when the sentence gives the user's own figure
    (the question's) a figure the context states only for a band that figure lies outside ("At around 22 miles, you'd
    pay the £10 fee" for "Between 12 and 20 miles there is a £10 travel fee"); None otherwise (inside a band of that
    figure, hedged, negated, no band)."""
    if _HEDGE.search(sentence) or _NEGATIVE.search(sentence) or has_arabic(sentence):
        return None
    bands = context_bands(context)
    if not bands:
        return None
    asked = {me for v in values_of(query) if (me := measure(v, query)) is not None}
    vals = [(v, measure(v, sentence)) for v in values_of(sentence)]
    mine = [(v, me) for v, me in vals if me is not None and me in asked and not me[0].startswith("money")]
    if len(mine) != 1:
        return None
    v, (dim, size) = mine[0]
    for u, mu in vals:
        if mu is None or not mu[0].startswith("money"):
            continue
        of = [b for b in bands if b.value == mu and b.dim == dim]
        if of and not any(b.low <= size <= b.high for b in of):
            b = of[0]
            return v.raw, "is outside the band of", f"{b.raw} ({_figure(b.low)} to {_figure(b.high)})"
    return None


def _figure(x: float) -> str:
    return str(int(x)) if x == int(x) else str(x)


#: a limit that may come sooner ("close at midnight on 20 March, or sooner if the field of 80 riders fills")
_SOONER = re.compile(r",?\s*\bor\s+(?:sooner|earlier|before\s+then)\s+if\b[^.;]*", re.I)
#: a guarantee on the user's timing ("mid-March is fine", "you've got plenty of time", "you're safe")
_GUARANTEE = re.compile(r"\b(?:fine|plenty\s+of\s+time|safe|guaranteed|no\s+rush|good\s+to\s+go|all\s+set)\b", re.I)
#: the claim names the early close itself (its words, or a sell-out)
_EARLY_SAID = re.compile(r"\b(?:sooner|earlier|fill|fills|filled|full|sell|sells|sold|capacity|places|spaces|first[\s-]come)\b", re.I)


@lru_cache(maxsize=256)
def _sooner_limits(text: str) -> tuple:
    """The context's limits that may come sooner: (the limit's figure's measure, its raw text, the condition)."""
    out = []
    for sent in _SENTENCE_END.split(text):
        m = _SOONER.search(sent)
        if m is None:
            continue
        before = [v for v in values_of(sent) if v.end <= m.start()]
        if before and (me := measure(before[-1], sent)) is not None:
            out.append((me, before[-1].raw, m.group(0).strip(" ,")))
            if len(out) >= MAX_LIMITS:
                break
    return tuple(out)


def sooner_dropped(sentence: str, context: str) -> "tuple[str, str, str] | None":
    """(the limit, "may come sooner:", the condition) when the sentence restates a limit the context says may come sooner
    ("close at midnight on 20 March, or sooner if the field of 80 riders fills") and guarantees the user's timing by it
    ("… close at midnight on 20 March, so mid-March is fine — you've got plenty of time") without the condition."""
    if _GUARANTEE.search(sentence) is None or _HEDGE.search(sentence) or _EARLY_SAID.search(sentence):
        return None
    limits = _sooner_limits(context)
    if not limits:
        return None
    mine = {me for v in values_of(sentence) if (me := measure(v, sentence)) is not None}
    for me, raw, cond in limits:
        if me in mine:
            return raw, "may come sooner:", repr(cond)
    return None


def contradicted(sentence: str, query: str, context: str) -> "tuple[str, str, str] | None":
    """(user figure, "reaches" / "does not reach" / "is within" / "is outside", limit) when the
    sentence's conclusion about the user's figure is the opposite of what the bound limit gives;
    None otherwise (right, unbound, hedged, or no verdict)."""
    if not any(measure(v, query) is not None for v in values_of(query)):
        # no figure of the user's to conclude about: of the readings below, only a limit that may come sooner is read
        # without one (a band and a bound limit both need the question's figure)
        return sooner_dropped(sentence, context)
    band = outside_band(sentence, query, context) or sooner_dropped(sentence, context)
    if band is not None:
        return band
    arabic = has_arabic(sentence)
    if arabic:
        if _AR_POSITIVE.search(sentence) is None or _AR_NEGATIVE.search(sentence):
            return None  # only a plain positive verdict is read in Arabic
    elif _HEDGE.search(sentence) or _POSITIVE.search(sentence) is None and _NEGATIVE_VERDICT.search(sentence) is None \
            and _MEMBERSHIP.search(sentence) is None:
        return None
    limits = context_limits(context)
    if not limits:
        return None
    asked = {me for v in values_of(query) if (me := measure(v, query)) is not None}
    vals = [(v, _as_asked(measure(v, sentence), asked)) for v in values_of(sentence)]
    # the clauses that restate a limit of their own ("the minimum age of 25"; "at least 6 months old
    # on embarkation day"): their words are the limit's, not the subject's
    # (a figure the question words with a limit's marker of its own, "has ended after 9 weeks", restated with it, is
    # still the user's figure: the marker is the user's event, not a limit)
    marked = {me for v in values_of(query) if (me := measure(v, query)) is not None and _side(query, v, None) is not None}
    own = [_clause(sentence, v.start) for v, me in vals if me is not None and me not in marked and _side(sentence, v, None) is not None]
    mine = [(v, me) for v, me in vals if me is not None and me in asked and (me in marked or _side(sentence, v, None) is None)]
    if arabic:  # the Arabic reading keeps to measures (an age, a length of time, a date, a sum), not bare counts
        windows = {me for v, me in vals if me is not None and _AR_WINDOW_BEFORE.search(sentence, max(0, v.start - 16), v.start)}
        mine = [(v, me) for v, me in mine if (me[0] in ("age", "duration", "date") or me[0].startswith("money"))
                and me not in windows]
        if windows:  # the window the verdict restates is not the limit its figure is measured against
            limits = tuple(lim for lim in limits if (lim.dim, lim.size) not in windows)
    rest = "".join(" " if any(s <= k < e for s, e in own) else ch for k, ch in enumerate(sentence))
    subject = _content(rest)
    if not mine and len(asked) == 1 and not arabic and _ADDRESSED.search(sentence):
        # the verdict leaves the user's figure unsaid ("she's all set to start", the question's "3 days
        # ago"): the question's one figure — a measure (an age, a length of time, a date, a sum), not a
        # bare count, whose subject the question alone names — against a limit the subject binds closely
        dim, size = next(iter(asked))
        # (another figure of its dimension in the sentence may be the user's, restated: none is read; but a figure the
        # context states, not the question's, is the context's fact beside the verdict, "because the hire period is 12
        # months …, you'd still meet the fixed-term condition": the user's figure is still the question's)
        stated = _context_measures(context)
        if dim in ("number", "percent") or any(me is not None and me[0] == dim and me not in stated for _, me in vals):
            return None
        lim = _bind(limits, dim, subject)
        if lim is None or len(lim.clause & subject) < 2:
            return None
        raw = next(v.raw for v in values_of(query) if measure(v, query) == (dim, size))
    elif len(mine) == 1:
        v, (dim, size) = mine[0]
        raw = v.raw
        lim = _bind(limits, dim, subject)
        restated = {me for u, me in vals if me is not None and me[0] == dim and _side(sentence, u, None) is not None}
        if restated and (lim is None or (lim.dim, lim.size) not in restated
                         and len((lim.clause | lim.sentence) & _derived(subject)) < 2):
            # the limit the sentence restates, with its own subject ("Plywood can only be cut up to 6mm, so 8mm is too
            # thick"): the whole sentence binds it, and the rest binds another by one word at most ("thick", acrylic's
            # "up to 10mm thick") — the verdict is about the restated one (a restated limit of another subject, "at
            # least 6 months … for most voyages" where the rest names the transatlantic crossing's 12, is still read)
            whole = _bind(limits, dim, _content(sentence))
            if whole is not None and (whole.dim, whole.size) in restated and not (lim is None and whole.group):
                lim = whole  # (a group's limit, "under 12s must be accompanied", is read only where the rest binds it)
        if dim == "number":  # the user's bare count, and the sentence restates a limit of counted things ("all 10 of you
            # can go on the Kittiwake, which carries up to 10 passengers"): the verdict is about that limit, not a bare
            # one of another subject's ("the Puffin, which carries up to 6")
            counted = [lm for lm in limits if lm.dim.startswith("quantity:") and any(
                me == (lm.dim, lm.size) and _side(sentence, u, None) == lm.side for u, me in vals)]
            if counted:
                lim = counted[0]
    else:
        return None
    if lim is None or lim.size == size:
        return None
    negative = not arabic and _NEGATIVE_VERDICT.search(sentence) is not None
    # (membership read against the bound only where the sentence names no other figure of the dimension — a range it
    # restates, "£10,000 is within the £300–£15,000 range", is the bound it means — but the user's own, glossed)
    member = not negative and _MEMBERSHIP.search(sentence) is not None and not any(
        me is not None and me[0] == dim and abs(me[1] - size) > 0.1 * max(abs(size), 1e-9) for _, me in vals)
    if not negative and not member and not arabic and _POSITIVE.search(sentence) is None:
        return None  # "£10,000 is within the £300–£15,000 range": inside the range it restates, no verdict on another bound
    if lim.group and not member:
        inside = size > lim.size if lim.side == "floor" else size < lim.size
        if not inside or lim.group == "?":
            return None  # outside the group its clause is silent: no conclusion follows from it
        passes = lim.group == "permit"
    else:
        passes = size > lim.size if lim.side == "floor" else size < lim.size
    if not negative and not arabic and _NEGATIVE.search(sentence):
        return None  # a negation beside a positive word: no clear conclusion
    if passes == (not negative):
        return None
    verb = ("reaches" if negative else "does not reach") if lim.side == "floor" else \
        ("is within" if negative else "is past")
    return raw, verb, lim.raw
