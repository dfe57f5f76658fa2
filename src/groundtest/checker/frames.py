"""Frames: claims and context sentences read as relations, and contradiction as a finding.

A frame is one value in its place: the subject and attribute words around it (the segment
of its sentence between joints), the period or unit it is stated *per* ("£40 a quarter", "$12
per user per month"), its qualifier ("from £12", "3% above base rate") and the polarity of
its segment. The context is read into frames once (memoised on its index); each answering
claim is read the same way and compared:

- ``swapped``: the claim's value is the context's, but the claim's words go with *another*
  value of the same kind ("Dog £52" where the file says dogs £58 and cats £52) — critical,
  even though every word is in the context;
- ``polarity``: the claim says what a context sentence says, with the other polarity ("pets
  are allowed" / "pets are not allowed"; "refundable" / "non-refundable"; a ✅ cell for "not
  included") — critical;
- ``period``: the claim's value is stated per another period or unit than every place the
  context states it ("£40 a month" for "£40 a quarter"; "per year" for "per trip") or drops an
  entity it is per ("$12 per month" for "$12 per user per month") — critical;
- ``qualifier``: the claim drops a qualifier that changes the value ("3%" for "3% above the
  base rate", "£12" for "from £12") — critical.

Input: a claim's text (a sentence, or a table row read with its header) and the context
index. Output: at most one :class:`~groundtest.model.Finding`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..model import Finding
from ..text.arabic.normalise import has_arabic
from ..text.free import CHARGED_FOR, NO_CHARGE, PREDICATE, PRICE_KEYS, SAID as FREE_SAID, search_said
from ..text.matching import F_PLURALS, IE_PLURALS, NUMBER_WORDS
from .context import sentence_counts
from .doc import doc, words_of
from .kinds import AIMS, APPROXIMATORS, EXCESS_WORDS, GROUP_COUNT, HEDGES, IRREGULAR, KINDS, MEASURES, PER_ABBREVIATIONS
from .lexicon import NONCONTENT, STOPWORDS, fold, stem_key, words

from ..text.matching import WEEKDAY_ABBR, WEEKDAYS

if TYPE_CHECKING:
    from collections.abc import Iterator

    from ..text.matching import Value

#: where a sentence's segments part: punctuation joints and coordinating words (not the "or" / "and" of a threshold,
#: "groups of 3 or more booking together get 10% off", "aged 65 and over": part of its value's phrase, not a coordinator)
#: (each pattern here that is searched along a text opens with a look-ahead at the characters its
#: matches can start with: the same matches, two or three times faster on prose)
_JOINT = re.compile(r"(?=[;()\[\]|+,:\n]|\s[-\u2013\u2014]|\b[aobw])(?:[;()\[\]|+]|[,:](?!\d)|\s[-\u2013\u2014]\s|\n|(?<!\d\s)(?<!%\s)\b(?:and|or)\b|\b(?:and|or)\b(?!\s*[£$€\d])(?!\s+(?:more|less|fewer|over|above|under|longer|shorter|older|younger)\b)|\b(?:but|while|whereas)\b)", re.I)
_SENT = re.compile(r"(?=\s)(?:(?<=[.!?])\s+|(?<=[.!?][\"\u201d'\u2019])\s+|\n+)")
#: "non-refundable", "nonflammable": a negation written as a prefix
_NON = re.compile(r"\bnon-?(?=[a-z]{3,})", re.I)
#: (a bound's own "no"/"not" is no polarity: "no more than two cylinders" is "up to two", "not later than 5pm" is "by 5pm")
_NEG = re.compile(r"(?=[nc\u274c\u2716\u2717])(?:\b(?:not|no)\b(?!\s+(?:more|less|fewer|later|earlier|longer|shorter|greater|higher|lower|"
                  r"sooner|older|younger|bigger|larger|smaller|heavier|wider)\s+than\b)|\b(?:never|cannot|none|nothing|neither|nor|non)\b|n['\u2019]t\b|\u274c|\u2716|\u2717)", re.I)
_DIGIT = re.compile(r"\d")
_NUMBERISH = NUMBER_WORDS | frozenset("half quarter third dozen fortnight percent".split())
#: period and entity nouns a value can be stated per
PERIODS = {"day": "day", "daily": "day", "days": "day", "week": "week", "weekly": "week", "weeks": "week",
           "fortnight": "fortnight", "month": "month", "monthly": "month", "months": "month", "quarter": "quarter",
           "quarterly": "quarter", "year": "year", "yearly": "year", "annually": "year", "annual": "year", "annum": "year",
           "years": "year", "hour": "hour", "hourly": "hour", "hours": "hour", "minute": "minute", "minutes": "minute",
           "night": "night", "nights": "night", "term": "term", "semester": "semester", "session": "session",
           "trip": "trip", "journey": "trip", "visit": "visit", "booking": "booking", "reservation": "booking",
           "transaction": "transaction", "order": "order", "item": "item", "bag": "bag", "person": "person",
           "people": "person", "head": "person", "adult": "adult", "child": "child", "user": "user", "seat": "seat",
           "guest": "guest", "pet": "pet", "vehicle": "vehicle", "car": "vehicle", "room": "room", "ticket": "ticket",
           "passenger": "passenger", "member": "member", "household": "household", "policy": "policy",
           "claim": "claim", "device": "device", "line": "line", "class": "class", "lesson": "lesson", "mile": "mile",
           "km": "km", "kg": "kg", "kilo": "kg", "kilogram": "kg", "kilogramme": "kg",
           "litre": "litre", "liter": "litre", "page": "page", "copy": "copy", "load": "load", "kwh": "kwh", "unit": "unit"}
_TIME_PERIODS = frozenset("day week fortnight month quarter year hour minute night term semester".split())
#: the per-units that are occasions: one event of the thing priced or limited ("£50 deposit for every
#: booking", "skate hire £3 per session", "£60 excess per claim"). A claim about the thing itself ("your
#: £50 deposit", "Skate hire: £3") speaks of one occasion, so a bare value drops none of them; and "at a
#: time" / "each time" (``~occasion``) is per whichever occasion the context names. (Counted things and
#: people, "per user", "per kWh", "per person", do change the total when dropped.)
OCCASIONS = frozenset("session trip visit booking transaction order claim lesson class load repair appointment".split())
#: the per-units a claim about the one thing itself states without dropping them: the occasions, and the
#: general count nouns ("assembly £35 per item" / "Bedside table assembly: £35": the claim names the one item)
ONE_OF = OCCASIONS | frozenset("item piece article".split())
#: ``per``-words: after a value, these introduce what the value is per
_PER = re.compile(r"^\s*(?:(?:[a-z-]+\s+|of\s+[a-z-]+(?:\s+[a-z-]+){0,2}\s+)?(?:(?:per|each|every|for\s+each|for\s+every)\b|/)|(?:[a-z]+\s+)?(?:a|an)\b)\s*([a-z]+)"
                  r"(?:\s+(?:(?:per|a|an|each|every)\b|/)\s*([a-z]+))?", re.I)  # (a word's first letter is no article: "per household application")
_NEXT_WORD = re.compile(r"\s+([a-z]+)", re.I)
#: the rest of a hyphenated compound after its first word, and the word after it ("-up session")
_COMPOUND_REST = re.compile(r"-([a-z]+)\b(?:\s+([a-z]+))?", re.I)
_EXPLICIT_PER = re.compile(r"\b(?:per|each|every)\s+[a-z]", re.I)
#: further per-phrases after the first ("per metre of length overall (LOA) per year")
_PER_MORE = re.compile(r"\bper\s+([a-z]+)(?:\s+([a-z]+))?", re.I)
#: a per-phrase denied right before it: "(not per day)", "rather than per person", "instead of per night"
_PER_DENIED = re.compile(r"(?:\bnot|\brather\s+than|\binstead\s+of|\bnever)\s*$", re.I)
#: where a value's per-phrases end: the next figure, or the end of its clause
_PER_STOP = re.compile(r"[\d£$€;.,!?\n]")
#: a counted period: "per 15 minutes", "every half hour", "a quarter of an hour"
_PER_COUNTED = re.compile(r"^\s*(?:[a-z-]+\s+)?(?:per|every|each|for\s+each|for\s+every|an?)\s+"
                          r"(\d+(?:\.\d+)?|half\s+(?:an?\s+)?|quarter\s+(?:of\s+)?(?:an?\s+)?|"
                          r"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)\s*"
                          r"(minutes?|mins?|hours?|hrs?|days?|weeks?|fortnights?|months?|years?)\b", re.I)
#: what a value for the whole of something is stated for ("£2.50 for your stay"): one per-unit of its own
#: ("~stay"), which "per night" is not
ONE_OFF = frozenset("stay visit trip booking holiday hire rental".split())
_PER_WHOLE = re.compile(r"^\s*(?:[a-z-]+\s+)?for\s+(?:the|your|each|every|one|a)?\s*(?:whole|entire|full)?\s*([a-z]+)\b", re.I)
#: a value stated per occasion ("up to 6 months at a time", "£5 each time", "per occasion")
_AT_A_TIME = re.compile(r"^[\s*_]*(?:at\s+a\s+time|at\s+any\s+one\s+time|each\s+time|every\s+time|per\s+occasion)\b", re.I)
#: a per-phrase after a coordinator is another alternative's ("switch to every 4 weeks or every 12 weeks")
_ALTERNATIVE = re.compile(r"^\s*(?:or|and|nor|to|than|vs\.?|versus)\s+(?:per|every|each)\b", re.I)
_PER_CLOSED = re.compile(r"\b(each|per|every)(?:\*\*|__|\*|_)", re.I)
#: Markdown emphasis marks anywhere in a value's per-phrase
_MARKS = re.compile(r"\*\*|__|(?<![\w*])[*_`]|[*_`](?![\w*])")
#: a distributive "each" after a value: "£1.20 each", "£16 apiece", "£16 each is £64", "£16 each comes to £64", "£16 each,
#: so …": per one of whatever its subject counts (read by :func:`_distributive`), where "each" before a noun is per that
#: noun ("£3 each session", "£5 each way")
_EACH_AFTER = re.compile(r"^(?:\*\*|__|\*|_)?\s*(?:each|apiece|a\s+piece)\b(\*\*|__|\*|_)?(?:\s+([a-z]+))?", re.I)
#: the words after "each" that open a per-phrase of its own ("£16 each per month": per month)
_EACH_PER = frozenset("per a an every each".split())


def _distributive(after: str) -> bool:
    """The value is priced distributively: "each" (or "apiece") not followed by a noun. The word after it is no
    noun when it is a function word ("each for four adults", "each, so …", "each is £64"), a verb of a clause
    ("each comes to", "each come to", "each costs"), or a third-person "-s" form, which "each" as a
    determiner never takes (it counts one: "each adult", never "each adults"): "each works out at £64"."""
    m = _EACH_AFTER.match(after)
    if m is None:
        return False
    nxt = (m.group(2) or "").lower()
    if not nxt or m.group(1):  # ("**9p each** instead of 12p": a mark closing after "each" ends its phrase)
        return True
    if nxt in _EACH_PER:
        return False
    return (nxt in STOPWORDS or nxt in _SEGMENT_VERBS or nxt in _CLAUSE_VERBS or nxt in _EACH_JOINTS
            or (len(nxt) > 3 and nxt.endswith("s") and not nxt.endswith(("ss", "us", "is", "as", "ies"))))


#: verbs (besides :data:`_SEGMENT_VERBS`) that open the clause after a distributive "each": "each totals", "each adds up",
#: "each works out", "each making £64"
_CLAUSE_VERBS = frozenset("""total totals totalling totaling add adds adding make making work works working
bring brings bringing give giving come coming cost costing""".split())
#: the joints that add or take another charge after a distributive "each" ("£65 each plus the FCDO fee", "£12 each
#: including VAT"): no noun it is per
_EACH_JOINTS = frozenset("plus minus including excluding inclusive exclusive inc incl excl".split())
#: words after "per" that are no unit ("per cent", "per the policy"), or the first word of a
#: unit whose head is a period ("per calendar month")
_NOT_UNITS = frozenset("""cent centum the our your their its this that these those calendar working business school
financial academic policy full whole""".split())
_PER_ADJ = re.compile(r"^\s*(daily|weekly|monthly|quarterly|yearly|annually|hourly|nightly)\b", re.I)
#: qualifiers that make a value relative or a lower bound
_RELATIVE_AFTER = re.compile(r"^\s*(?:above|over|below|under|on\s+top\s+of|plus|more\s+than|less\s+than)\s+(?:the\s+)?([a-z]+)"
                             # a share taken off an amount written out ("a third off £190"): relative to that amount
                             r"|^[\s*_]*off[\s*_]+([£$€]\s?\d[\d,.]*)", re.I)
#: the words that say a value is added to another: the claim that says one keeps a relative value relative
_ADDITIVE = frozenset("surcharge surcharges supplement supplements extra additional add-on top-up uplift".split())
#: a percentage added to a named rate before it ("the CPI rate of inflation plus 3.9%", "RPI + 2%", "base rate (BoE) plus
#: 1.5%"): relative to that rate (money after "plus" is another charge, "£200 for the course plus £20": not read)
_RELATIVE_BEFORE = re.compile(r"\b([a-z]{2,})\)?[\s*_]*(?:plus|\+)[\s*_]*$", re.I)
#: (an aside in brackets may come between: "from £38 (age 3–4) to £56 (adult)" is a range; so may the item each end is
#: the price of, "from £100 for Band A to £1,905 for Band E": each end that item's price, not a starting one)
_RANGE_AFTER = re.compile(r"^\s*(?:(?:\([^()]{0,40}\)\s*)?(?:to|-|\u2013|\u2014|and)|for\s+(?!up\b)[^,;.()£$€]{1,30}?\s+(?:to|\u2013|\u2014))"
                          r"\s*[£$€\d]", re.I)
#: a claim that says the value is a lower bound in words of its own, anywhere in it ("£65 is the starting point",
#: "the minimum", "£65 or more", "£65+"), or names the qualifier it explains ("the 'from' matters")
_FLOOR_SAID = re.compile(r"\b(?:start(?:s|ing)?|minimum|lowest|least|upwards?|base\s+price|or\s+(?:more|above|higher)|"
                         r"and\s+up(?:wards)?)\b|[\d]\s*\+|[\"'\u2018\u201c]from[\"'\u2019\u201d]", re.I)
#: a response's own word that its prices are starting prices (said once, of the prices it works with)
_FLOOR_ANSWER = re.compile(r"\bstarting\s+(?:prices?|rates?|costs?|fees?)\b|[\"'\u2018\u201c]from[\"'\u2019\u201d]|"
                           r"\b(?:prices?|costs?|rates?|fees?)\s+(?:start|begin)\b|\bminimum\s+(?:prices?|costs?)\b|"
                           r"\bfrom[\s-]+prices?\b", re.I)
_FLOOR_BEFORE = re.compile(r"\b(?:from|start(?:s|ing)?\s+(?:at|from))\s*(?:\*\*|__|\*|_)?\s*$", re.I)


@dataclass(slots=True)
class Frame:
    value: Value  # matching.Value
    stems: frozenset
    pers: frozenset
    relative: str  # the word a value is relative to ("base"), or ""
    floor: bool  # stated as a lower bound ("from £12")
    neg: bool
    sentence: int
    chunk: int
    #: keys of the other values stated in the same segment ("10,000 to 12,000 words": a range)
    near: frozenset = frozenset()
    #: the label before the sentence's colon ("Lumen Prints prices: …")
    lead: frozenset = frozenset()
    #: the words only the segment after the value gives it ("£1,500 secures your date | and is deducted
    #: from the hire fee"): maybe its subject, maybe another's object (they never make a claim the rival's)
    tail: frozenset = frozenset()
    #: what a duration counts from ("within 28 days of receiving all evidence": "receiving all evidence")
    anchor: str = ""
    #: the word that relates a time or a day to its event ("tell us by 6pm", "if you arrive after 10pm")
    prep: str = ""
    #: the direction of a bound on a quantity: "min" ("at least 14 days before arrival", "3 nights or more"),
    #: "max" ("within 14 days", "no more than 15 kg"), or ""
    bound: str = ""
    #: the words a gapped conjunct takes from the first value of its coordination ("£95 for bikes up to 600cc, £120
    #: over 600cc": "bike" for £120): shared by the conjuncts, so they tell neither from the other's rivals
    gap: frozenset = frozenset()
    #: the value is the unit a rate is counted per ("1 point for every £1 spent", "£5 per 100 points"): a divisor, no
    #: amount a subject has
    rate_unit: bool = False
    #: the word that makes the value approximate or an aim ("around 5 hours", "aims to decide … within 12 weeks"), or ""
    approx: str = ""
    #: money stated as a ceiling ("fined up to £80", "a penalty of up to £500")
    ceiling: bool = False


def _key(v) -> tuple | None:
    if v.amount is None:
        if v.kind == "date" and v.unit and v.unit.startswith("--"):
            return (v.kind, v.unit[:4])  # a day of a month is read as its month ("the first of April", "1 April")
        return (v.kind, v.unit) if v.kind == "date" and v.unit else None
    unit = v.unit if v.kind == "money" else (v.unit if v.kind == "quantity" else None)
    amount = v.amount * 12 if v.kind == "quantity" and (unit or "").startswith("dozen ") else v.amount  # "two dozen sessions"
    return (v.kind, _dim(unit) if v.kind == "quantity" else unit, round(amount, 4))


def _dim(unit: "str | None") -> str:
    u = unit or ""
    if u.startswith(("working", "business")):
        return "workday"
    return u.split(" ")[-1]


#: the words a frame leaves out: the lexicon's non-content words, less the parts of the day, which say when a
#: value holds ("evening call-outs cost £95", "weekday afternoon"), as a weekday does
FRAME_STOP = NONCONTENT - frozenset("morning afternoon evening".split())


def _stems(text: str, stop: frozenset = FRAME_STOP) -> frozenset:
    d = doc(text)  # (read once per check)
    folded = d.folded
    toks: "list[str] | tuple[str, ...]" = d.words
    named: frozenset = frozenset()
    if stop is FRAME_STOP and not _PER_NOUNS.isdisjoint(toks):
        # a per-unit noun that names a thing rather than what a value is per ("member price", "Child ticket", "the
        # adult rate": the subject or attribute the value is of): a frame word like its plural ("members"), which the
        # frame keeps; only after a per-word or a count ("£5 per member", "a member", "2 adult") is it the unit
        # (or after "a"/"an" with the thing it is a kind of after it: "an adult ticket", "a child place")
        named = frozenset(stem_key(_IRREGULAR.get(w, w)) for n, w in enumerate(toks)
                          if w in _PER_NOUNS and (n == 0 or (toks[n - 1] not in _PER_UNIT_WORDS and not toks[n - 1][-1:].isdigit()
                                                            and toks[n - 1] not in NUMBER_WORDS)
                                                  or (toks[n - 1] in ("a", "an") and n + 1 < len(toks) and toks[n + 1] in _PRICED_KINDS)))
    if "-" in folded and stop is FRAME_STOP:
        # (the frames' words only: polarity reads "non-refundable" as "not refundable", by its parts)
        # (the plural of a left-out word is left out: "ups" of "follow-ups", "ins" of "check-ins")
        toks = [w for w in toks if not (w[-1:] == "s" and len(w) <= 5 and w[:-1] in stop)]
        for whole, instead in _compounds(folded):
            for part in instead:  # "off-peak" is no "peak": the compound in its parts' place
                if part in toks:
                    toks.remove(part)
            toks.append(whole)
    return _word_stems(toks, stop) | named if named else _word_stems(toks, stop)


#: the per-units of :data:`PERIODS` that are people ("member", "child", "adult"), and the words that make one the unit a
#: value is per ("per member", "each child", "a guest", "one adult") (a thing, "family ticket", "Garden Room", stays out:
#: a kind of the thing priced more often than whose price it is)
_PER_NOUNS = frozenset("person adult child user guest passenger member".split())
_PER_UNIT_WORDS = frozenset("per each every a an one".split())
#: the things a per-unit noun names a kind of when it stands before them ("an adult ticket", "a member rate")
_PRICED_KINDS = frozenset("ticket rate price fare pass place fee band membership entry admission".split())


#: a hyphenated compound of two words ("off-peak", "follow-ups", "non-members", "check-in")
_COMPOUND = re.compile(r"\b([a-z]{2,})-([a-z]{2,})\b")


def _compounds(folded: str) -> "list[tuple[str, tuple]]":
    """The compounds of a folded text one of whose parts is a function word ("off-peak", "follow-ups",
    "check-in", "non-members"), each as one word: the function word, which a frame leaves out, changes
    what the compound names ("check-out" is not "check-in"), and a plural ("follow-ups") is its
    singular's ("follow-up"). With the word it stands for: a function word first turns its head into
    another thing ("off-peak" is not "peak", "non-members" not "members"), one after it names a kind
    of its head ("a follow-up" is a follow-up session: both stay)."""
    out: "list[tuple[str, tuple]]" = []
    for m in _COMPOUND.finditer(folded):
        a, b = m.group(1), m.group(2)
        if a in _PREFIXES or a in STOPWORDS:
            out.append((a + b, (a, b)))
        elif b in STOPWORDS or (b.endswith("s") and b[:-1] in STOPWORDS):
            out.append((a + (b[:-1] if b not in STOPWORDS else b), ()))
    return out


_PREFIXES = frozenset("non pre post anti".split())


#: stop set → word → its stem key, or "" for a word a frame leaves out (a word is judged once, not
#: once per segment it occurs in; a few stop sets, bounded like lexicon's stem keys)
_WORD_STEM: dict[frozenset, dict[str, str]] = {}


def _word_stems(tokens: "list[str] | tuple[str, ...]", stop: frozenset = FRAME_STOP) -> frozenset:
    """:func:`_stems` of already folded and tokenised words."""
    memo = _WORD_STEM.get(stop)
    if memo is None:
        memo = {} if len(_WORD_STEM) >= 8 else _WORD_STEM.setdefault(stop, {})
    get = memo.get
    out = {get(w) for w in tokens}  # every word judged before (the usual case): one lookup each
    if None not in out:
        out.discard("")
        return frozenset(out)
    out = set()
    for w in tokens:
        k = memo.get(w)
        if k is None:
            said = w
            w = _IRREGULAR.get(w, w)  # "women" is "woman", "children" "child": one word, whichever number
            # ordinals name a subject ("the first vehicle", "a second vehicle"); a period or entity noun is left out
            # as written ("per child"), its plural kept whichever its form ("adults", "children": a subject)
            k = (stem_key(w) if (w not in stop or w in _ORDINALS) and len(w) > 1 and w.isalpha()
                 and (said not in PERIODS or said in _PERIOD_NAMES or (stop is not FRAME_STOP and said in _POLAR_THINGS))
                 and not _NUMBER_WORD.match(w) else "")
            # (a frame leaves out the units a value is stated per; polarity keeps the things among them — "still need a
            # ticket", "no pet is allowed" — and leaves out only the periods)
            if len(memo) < 200_000:
                memo[w] = k
        if k:
            out.add(k)
    return frozenset(out)


#: the per-units that are things or people (not periods, not occasions such as a booking or a visit): polarity reads
#: them as words ("under-4s still need a ticket", "no pet is allowed in the rooms")
_POLAR_THINGS = frozenset("ticket bag pet vehicle car room seat device adult child guest passenger member user".split())


#: English plurals (and possessive-free forms) no suffix rule reaches: read as their singular, so "as a woman"
#: is the subject of "women every 16 weeks" and "Child's cut" of "children under 12"
_IRREGULAR = IRREGULAR


#: period adjectives that name a subject ("the Annual membership", "a weekly pass"): a frame's words, where
#: the period nouns ("per month", "a year") are not
_PERIOD_NAMES = frozenset("annual monthly weekly daily yearly quarterly nightly hourly".split())
_ORDINALS = frozenset("first second third fourth fifth sixth seventh eighth ninth tenth".split())


_NUMBER_WORD = re.compile(r"^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|"
                          r"hundred|thousand|half|quarter|third|gbp|usd|eur|aed|sar|pence|cents?|pounds?|dollars?|euros?|percent)$")


def _pers(after: str) -> frozenset:
    """What the value just before ``after`` is stated per: each period or noun of its per-phrases
    ("per metre of length overall (LOA) per year": metre and year), up to the next figure or the end
    of its clause; a counted period as its length ("per 15 minutes", "per half hour": 30 minutes)."""
    # ("**59p** a unit", "**£5 off** each follow-up"; a mark closing right after "each" ends the phrase: "**9p
    # each** instead of 12p")
    after = after[:90]
    if "*" in after or "_" in after or "`" in after:  # (both patterns match only at these marks)
        after = _MARKS.sub("", _PER_CLOSED.sub(r"\1.", after))
    out = set()
    if _distributive(after):
        return frozenset()  # "£16 each comes to £64": per one of its subject's (read by the caller), not "per come"
    if _ALTERNATIVE.match(after):
        return frozenset()  # "every 4 weeks or every 12 weeks": another value's phrase, not this one's period
    if _AT_A_TIME.match(after):
        return frozenset({"~occasion"})  # "pause for up to 6 months at a time": per occasion, not per year
    counted = _PER_COUNTED.match(after)
    if counted:
        out.add(_counted_period(counted.group(1), counted.group(2)))
    stop = _PER_STOP.search(after, counted.end() if counted else 0)
    window = after[:stop.start() if stop else 60]
    m = None if counted else _PER.match(window)
    if m:
        explicit = _EXPLICIT_PER.search(m.group(0)) is not None  # "per lens", "each pair": any noun; "a …": the known ones
        nxt = None if m.group(2) or not explicit else _NEXT_WORD.match(window, m.end(1))
        compound = _COMPOUND_REST.match(window, m.end(1))
        if compound is not None and not m.group(2):
            # "each follow-up session": a compound modifies the noun after it, which the value is per
            # (or, with none after it, the compound: "per add-on")
            # (both named, "~followup session": "per session" and "each follow-up" say it, "per person" does not)
            head = (compound.group(2) or "").lower()
            whole = (m.group(1) + compound.group(1)).lower()
            if explicit and len(whole) > 3:
                out.add("~" + whole + (" " + PERIODS.get(head, _singular(head)) if head and head not in STOPWORDS else ""))
        else:
            _add_per(out, m.group(1), nxt.group(1) if nxt else None, explicit)
        if m.group(2):  # "per user per month"
            _add_per(out, m.group(2), None, True)
        for more in _PER_MORE.finditer(window, m.end()):  # "per metre of length overall (LOA) per year"
            if _PER_DENIED.search(window, 0, more.start()):
                continue  # "£30 per hire (not per day)": the per-phrase the claim denies is not the value's
            _add_per(out, more.group(1), more.group(2), True)
    m = _PER_ADJ.match(after[:20])
    if m:
        out.add(PERIODS[m.group(1).lower()])
    if not out:
        m = _PER_WHOLE.match(window)
        if m and m.group(1).lower() in ONE_OFF:
            out.add("~" + m.group(1).lower())
    return frozenset(out)


def _add_per(out: set, first: str, second: "str | None", explicit: bool) -> None:
    """One per-phrase's unit: a period or a known entity ("per person"), the known noun of two ("every
    completed year"), or another noun ("~lens", "~greencrate box": compared by its words)."""
    low = first.lower()
    nxt = second.lower() if second else ""
    if low in PERIODS:
        out.add(PERIODS[low])
        if explicit and nxt and nxt.isalpha() and len(nxt) > 3 and nxt not in STOPWORDS and nxt not in _NOT_UNITS \
                and nxt not in PERIODS and not _verb_form(nxt):
            out.add("~" + PERIODS[low] + " " + _singular(nxt))  # "per household application": the application too
    elif nxt in PERIODS and low not in STOPWORDS:
        out.add(PERIODS[nxt])
        if low not in _NOT_UNITS and low not in PERIODS and low.isalpha():
            # "per market day": a period named by the occasion it is of; "per market" names that occasion
            # by its modifier (the same unit, where "per week" is another)
            out.add("~" + _singular(low) + " " + PERIODS[nxt])
    elif explicit and len(low) > 2 and low not in STOPWORDS and low not in _NOT_UNITS:
        # another noun: compared with another stated unit only ("per pair" for "per lens"), never
        # read as dropped (the claim may name it otherwise); marked "~", with the noun after it
        # when there is one ("every GreenCrate box")
        noun = [_singular(low)]
        if nxt and len(nxt) > 2 and nxt not in STOPWORDS and nxt not in _NOT_UNITS and not _verb_form(nxt):
            noun.append(_singular(nxt))
        out.add("~" + " ".join(noun))


def _verb_form(word: str) -> bool:
    """A participle after a per-noun ("per person travelling", "per item returned"), not a noun of its own: "-ed", or
    "-ing" on a stem of three letters or more ("ring", "wing", "thing" are nouns)."""
    return word.endswith("ed") or (word.endswith("ing") and len(word) > 5)


def _singular(word: str) -> str:
    if word in F_PLURALS:
        return F_PLURALS[word]  # "per shelf" for "£6 a shelf" beside "eight shelves"
    if len(word) > 4 and word.endswith("ies") and word not in IE_PLURALS and word not in _NO_SINGULAR:
        return word[:-3] + "y"  # "£20 per copy" for "£20 each for printed copies" (as the value layer's singular reads it)
    if word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith(("ss", "us", "is")) and word not in _NO_SINGULAR else word


#: words in -s that are no plural of a word one letter shorter ("means", "news", "lens")
_NO_SINGULAR = frozenset("means news lens series species whereas has was does goes always perhaps".split())


def _counted_period(count: str, unit: str) -> str:
    """A period of a count of units, by its length: "15 minutes", "half hour" = "30 minutes", "60
    minutes" = "hour", "3 months" = "quarter"."""
    c = count.lower().strip()
    n = 0.5 if c.startswith("half") else 0.25 if c.startswith("quarter") else _COUNT_WORDS.get(c) or float(c)
    u = unit.lower().rstrip("s")
    u = {"min": "minute", "hr": "hour"}.get(u, u)
    if u in ("month", "year"):
        months = n * (12 if u == "year" else 1)
        return _MONTH_NAMES.get(months, f"{months:g} months")
    minutes = n * _MINUTES[u]
    return _MINUTE_NAMES.get(minutes, f"{minutes:g} minutes")


_COUNT_WORDS = {"two": 2.0, "three": 3.0, "four": 4.0, "five": 5.0, "six": 6.0, "seven": 7.0, "eight": 8.0, "nine": 9.0,
                "ten": 10.0, "eleven": 11.0, "twelve": 12.0, "fifteen": 15.0, "twenty": 20.0, "thirty": 30.0}
_MINUTES = {"minute": 1, "hour": 60, "day": 1440, "week": 10080, "fortnight": 20160}
_MINUTE_NAMES: dict[float, str] = {1: "minute", 60: "hour", 1440: "day", 10080: "week", 20160: "fortnight"}
_MONTH_NAMES: dict[float, str] = {1: "month", 3: "quarter", 12: "year"}


def _is_time(per: str) -> bool:
    """A period of time (a named one, or a counted one: "15 minutes", "18 months")."""
    return per in _TIME_PERIODS or per[:1].isdigit()


def _per_words(per: str) -> frozenset:
    return frozenset(per.lstrip("~@").split())


#: the per-units that each count one person admitted: "per person", "a head", "per ticket", "per place", "per seat"
_ADMISSION = frozenset("person ticket place seat".split())


#: the stems of the words that name a period of time ("monthly", "a year", "annual"): a value's qualifier
_PERIOD_STEMS = frozenset(_word_stems("month months monthly year years yearly annual annually week weeks weekly day days "
                                      "daily hour hours hourly night nights nightly quarter quarterly".split()))


def _denied_of(r: "Frame", frames) -> frozenset:
    """The words the rival's own line says no of ("Pay As You Go has no monthly fee and costs £6.50 per hour": monthly,
    fee): what the rival lacks names nothing of the rival's (a claim's "monthly fee" is another subject's)."""
    if not isinstance(frames, _ContextFrames):
        return frozenset()
    return _det_negated(frames.lines[r.sentence][1])


def _bare_alike(k, other) -> bool:
    """Two keys of one figure, where the claim's is written bare ("(3 or more in the same household)" for the context's
    "3 or more members"): the same key, or a bare number and a count of the same amount."""
    if k == other:
        return True
    return k is not None and other is not None and k[0] == "number" and other[0] in ("number", "quantity") and k[2] == other[2]


def _own_period(f: "Frame", r: "Frame", same: list) -> bool:
    """The claim's value carries a period of time ("£20 a year") that every place stating the value states too and
    the rival's place does not: the claim restates the value's own frame (THE OWN PERIOD, for the swap rule)."""
    mine = [p for p in f.pers if _is_time(p)]
    if not mine or not same:
        return False
    if not all(any(_same_per(p, q) for p in mine for q in x.pers) for x in same):
        return False
    return not any(_same_per(p, q) for p in mine for q in r.pers)


def _same_per(p: str, q: str) -> bool:
    """Two per-units say the same: equal, "a unit" for any unit that is not a period ("59p a unit"
    for "59p per kWh"), or nouns sharing a word ("every box" for "every GreenCrate box")."""
    if p == q:
        return True
    if (p == "@" or q == "@") and not (_is_time(p) or _is_time(q)):
        return True  # "£16 each" with no counted noun named: per one of whatever is counted, which any stated unit names
    if p.lstrip("~") in _ADMISSION and q.lstrip("~") in _ADMISSION:
        return True  # "£16 per ticket" for "£16 per person": one admission, counted by the person or by what admits them
    if (p == "~occasion" and q.lstrip("~") in OCCASIONS) or (q == "~occasion" and p.lstrip("~") in OCCASIONS):
        return True  # "three hours at a time" for "3 hours per session"
    if p == "unit" or q == "unit":
        return not (_is_time(p) or _is_time(q))
    if _is_time(p) or _is_time(q):
        return False
    return not _per_words(p).isdisjoint(_per_words(q))


def _each_noun(before: str) -> str:
    """The counted noun a price "each" is per ("10 extra pages (£1.20 each)": page), read from the
    few words before the value: the last plural noun there, or ""."""
    toks = words_of(before[-60:])[-5:]
    for j in range(len(toks) - 1, -1, -1):
        w = toks[j]
        if w.endswith("s") and len(w) > 3 and w.isalpha() and w not in STOPWORDS and w not in _NOT_EACH:
            if j and (toks[j - 1].isdigit() or toks[j - 1] in NUMBER_WORDS) and _singular(w) in PERIODS:
                continue  # "lessons are 45 minutes long and cost £25 each": a length measured, not what is counted
            if _singular(w) in _PRICE_NOUNS:
                # "Rug prices start at £25 each": the plural names the values themselves, and what they are each of
                # is the noun that modifies it ("rug"), else none named
                mod = toks[j - 1] if j else ""
                return mod if mod.isalpha() and len(mod) > 2 and mod not in STOPWORDS else ""
            return _singular(w)
    return ""


#: nouns that name a value itself, not what it is per ("prices", "fees": a price is no price's)
_PRICE_NOUNS = frozenset("price cost fee rate charge fare tariff amount sum total figure".split())


#: the stems of the words that name an amount of money as such, nouns and verbs ("fee", "price", "costs", "charged"):
#: the attribute of every price, which tells no subject from another
_PRICE_STEMS = frozenset(stem_key(w) for w in """price prices priced cost costs costing fee fees rate rates charge charges
charged charging fare fares tariff amount sum""".split())
#: "pay" said as the user's verb ("which you pay regardless", "you'll still pay"): a price's verb, no plan's name ("Pay As
#: You Go")
#: (or any payer's: "cars pay £4 each", "adults pay £60", "your friend would pay £7.80", "non-members pay £160": the verb
#: of paying, said of whoever pays, no subject of the rival's "Minibuses pay £10")
_PAY_VERB = re.compile(r"\b(?:(?:you|we|they|i|he|she|it)(?:['\u2019](?:ll|d))?|which\s+you|would|will|could|should|to|"
                       r"[a-z][a-z-]*s)\s+"
                       r"(?:(?:also|still|only|just|both|all|each|then|usually|normally)\s+)*pay\b", re.I)
_PAY = frozenset({stem_key("pay")})


#: plural-looking words before a price that are not what it is per
_NOT_EACH = frozenset("""pass costs pays charges applies includes gets takes is was has does goes comes runs offers
gives plus less minus""".split())


def _segments(sentence: str) -> list[tuple[int, int]]:
    """Segments of a sentence between joints; a segment with no value joins the next one."""
    cuts = [0]
    for m in _JOINT.finditer(sentence):
        cuts.append(m.start())
    cuts.append(len(sentence))
    return [(a, b) for a, b in zip(cuts, cuts[1:]) if b > a]


#: at most this many values of one sentence are read into frames (a cap: a sentence of thousands of
#: figures is a list, not a set of claims to compare one by one)
MAX_SENTENCE_VALUES = 64


@lru_cache(maxsize=4096)
def values_of(text: str) -> tuple:
    """The values of a sentence or line that have a frame key (every value with an amount), read
    once per text (the frames, the comparisons and the context's lines share the reading)."""
    from ..text.matching import extract_values

    return tuple(v for v in extract_values(text) if _key(v) is not None)


@lru_cache(maxsize=4096)
def figures_of(text: str) -> tuple:
    """:func:`values_of` without an item's number in its list ("2. **Rent collection** – 14% + VAT", "3. **No more
    than 6 points:** you have 4, under the limit"): no figure of the line's (it would take the item's label for its
    own words, leaving the figure none, or become the limit a comparison is read against)."""
    out = values_of(text)
    if out and out[0].kind == "number" and _LIST_MARKER.match(text, 0, out[0].end + 2) is not None:
        return out[1:]
    return out


@lru_cache(maxsize=4096)
def frame_values(text: str) -> tuple:
    """The values a frame is read for: :func:`figures_of`, with a day numbered in a count ("on day 21
    after the bill date") read as the count of days it is ("21 days after the bill date")."""
    out = figures_of(text)
    low = text.lower()
    if "day" in low:
        out = tuple(replace(v, kind="quantity", unit="day") if v.kind == "number" and _DAY_NUMBER.search(
            text, max(0, v.start - 8), v.start) else v for v in out)
    if "age" in low:  # "minimum age 12", "Minimum age: 15": an age, a count of years (read in months, as the value
        # reader reads "aged 15" and "12 years")
        out = tuple(replace(v, kind="quantity", unit="month", amount=v.amount * 12) if v.kind == "number" and _AGE_NUMBER.search(
            text, max(0, v.start - 12), v.start) else v for v in out)
    return out


#: a list item's number opening a line ("2. ", "3) ")
_LIST_MARKER = re.compile(r"^[\s>*_#]*\d{1,2}[.)](?=\s)")
_DAY_NUMBER = re.compile(r"\bday[\s*_]*$", re.I)
_AGE_NUMBER = re.compile(r"\bage[\s*_:]*(?:of[\s*_]+)?$", re.I)
#: a fraction written as one character ("⅓", "½"): a figure of its segment, which the value reader does not read
_GLYPH = re.compile(r"[\u00bc-\u00be\u2150-\u215e]")


#: a segment that opens a relative clause on the segment before it (", which lasts 2 hours"), not one on a whole clause
#: that draws its consequence (", which means …", ", which comes to £30")
#: a segment that lists examples of what the segment before it names ("…, including Friday and Saturday shows")
_LIST_OF_OPENS = re.compile(r"[,\s(]*(?:including|such\s+as|e\.g\.|for\s+example|like)\s", re.I)
_WHICH_OPENS = re.compile(r"[,\s]*(?:which|who)\s+(?!means?\b|meant\b|makes?\b|made\b|works?\s+out\b|comes?\s+to\b|brings?\b|"
                          r"adds?\s+up\b|gives?\s+(?:you|us|them)\b|is\s+(?:why|how|what)\b)", re.I)


#: a segment that opens a verb phrase joined to the clause before it, with no subject of its own ("and must be used
#: within 4 months", ", and lasts 2 hours", "but can be moved once")
_VP_CONJUNCT = re.compile(r"[,\s]*(?:and|but)\s+(?:also\s+)?(?:must|can|cannot|may|should|will|is|are|has|have|costs?|includes?|"
                          r"runs?|lasts?|gives?|covers?|needs?|requires?)\b", re.I)


#: a value that measures a difference ("which is 4 days short of that notice", "which is £5 more than …")
_COMPARED_AFTER = re.compile(r"[\s*_]*(?:short|more|less|fewer|longer|shorter|cheaper|dearer|over|under|earlier|later|extra|"
                             r"above|below|beyond|past)\b", re.I)


def read(text: str, sentence: int = 0, chunk: int = 0, subject: frozenset = frozenset()) -> list[Frame]:
    """The frames of one sentence: one per value, with the words of its segment (and of the
    sentence's subject, for a segment that has none of its own: :func:`_heads`; ``subject``: the
    words a pronoun opening the sentence stands for, given to every frame)."""
    values = list(frame_values(text))[:MAX_SENTENCE_VALUES]
    if not values:
        return []
    segs = _segments(text)
    neg_all = _NEG.search(text) is not None
    out: list[Frame] = []
    # the words of each value: its own segment, plus the segments before it that hold no value
    owners: list[int] = []
    k = 0
    for v in values:
        while k < len(segs) - 1 and segs[k][1] <= v.start:
            k += 1
        owners.append(k)
    taken = set(owners)
    if _GLYPH.search(text):  # a segment stating a figure the values lack ("Adults ⅓ off, children 60% off") is its own
        taken.update(k for k, (a, b) in enumerate(segs) if _GLYPH.search(text, a, b))
    colon = text.find(":")
    lead = _stems(text[:colon]) if 0 < colon < values[0].start else frozenset()
    # (a figure inside a bracketed aside of the subject, "Interim Service (two visits and a phone check) £95 …", is the
    # aside's: the sentence's first value, whose subject its conjuncts take, is the first one outside brackets)
    at = next((j for j, v in enumerate(values) if text.count("(", 0, v.start) <= text.count(")", 0, v.start)), 0) \
        if "(" in text else 0
    head, heirs = _heads(text, values, segs, owners, at)
    gapped: "frozenset | None" = None  # the words after the first value, for its gapped conjuncts (read once)
    seg_stems: dict[tuple[int, int], frozenset] = {}  # a segment's words, read once for all its values
    keys = [_key(u) for u in values]  # (each value's key, read once: a value's neighbours are the others in its segment)
    # the segments that open a verb phrase joined to the clause before them (:data:`_VP_CONJUNCT`), read once
    conjuncts = [k for k in range(1, len(segs)) if _VP_CONJUNCT.match(text, segs[k][0]) is not None]
    listed: list[int] = []  # the frames that continue a list of days, months or times (each shares the one before's words)
    for v, k in zip(values, owners):
        a = _before_aside(text, segs, taken, k, v.start)
        j = k - 1
        while a == segs[k][0] and j >= 0 and j not in taken and k - j <= 2:
            a = segs[j][0]
            j -= 1
        if a != segs[k][0] and text[a:a + 1] == ")":  # "Junior Coders (ages 7–10): 12pm to 2pm": the words before the
            a = _before_aside(text, segs, taken, j + 1, v.start)  # aside are the value's, past the figures inside it
        b = segs[k][1]
        tail_at = b
        if k + 1 < len(segs) and k + 1 not in taken and text[segs[k + 1][0]] != ";" \
                and not _ASIDE_WITH_VALUE.match(text, segs[k + 1][0]):  # "for 30 days on the Free | and Plus plans": the words after
            b = segs[k + 1][1]                        # a value may be its subject too (ambiguous: shared)
        seg = text[a:b]
        before = text[max(0, v.start - 30):v.start]
        after = text[v.end:v.end + 90]
        rel = _RELATIVE_AFTER.match(after) or (_RELATIVE_BEFORE.search(before) if v.kind == "percent" else None)
        floor = bool(_FLOOR_BEFORE.search(before)) and not _RANGE_AFTER.match(after)
        near = frozenset(keys[j] for j, u in enumerate(values) if u is not v and a <= u.start < b)
        stems = seg_stems.get((a, b))
        if stems is None:
            stems = seg_stems[(a, b)] = _stems(seg)
        if out and ((_calendar(v) and _calendar(out[-1].value)) or (v.kind == out[-1].value.kind == "time" and _TIMES_LISTED.match(
                text, out[-1].value.end, v.start) and not _BETWEEN.search(text, max(0, out[-1].value.start - 12), out[-1].value.start))) \
                and _LISTED.match(text, out[-1].value.end, v.start):
            stems = stems | out[-1].stems  # "high season (July and August)": a list of days or months shares its words;
            # so does a list of times of day ("trips leave from Marina Pier at 9am and 2pm daily": the pier is 2pm's too)
            listed.append(len(out))
        if not stems and k and _NAMED_THEN.match(text, segs[k][0]) and all(
                _calendar(u) for u, o in zip(values, owners) if o == k - 1):
            # "Thursday is New Material Night — £8, doors 7:30pm": the figure after the dash is the thing the segment
            # before it names (its only value a day, which ties the thing to the day, no figure of its own)
            stems = _stems(text[segs[k - 1][0]:segs[k][1]])
        if k and a == segs[k][0] and _WHICH_OPENS.match(text, a) is not None and _COMPARED_AFTER.match(text, v.end) is None:
            # "… for the wooden family sledge hire, which lasts 2 hours": a relative clause's value is its antecedent's,
            # whose words the segment before it holds
            stems = stems | _stems(text[segs[k - 1][0]:segs[k - 1][1]])
        if k and a == segs[k][0] and _LIST_OF_OPENS.match(text, a) is not None:
            # "… plus £3 off every additional ticket, including Friday and Saturday shows": the examples a segment lists
            # are of what the segment before names, for whom the sentence's subject says ("Members")
            pa, pb = segs[k - 1]
            before_seg = seg_stems.get((pa, pb))
            if before_seg is None:
                before_seg = seg_stems[(pa, pb)] = _stems(text[pa:pb])
            stems = stems | before_seg | head
        if k in conjuncts and a == segs[k][0]:
            # "The 6-session ticket costs £264 | and must be used within 4 months": a verb phrase joined to the clause
            # before it, whose subject (and the figures that name it, "6-session") it takes
            pa, pb = segs[k - 1]
            stems = stems | _stems(text[pa:pb])
            near = near | frozenset(keys[j] for j, u in enumerate(values) if u is not v and pa <= u.start < pb)
        pers = _pers(after)
        if not pers and v.kind == "money":
            ab = _PER_ABBREV.match(after)
            if ab is not None:  # "£25 pp", "(£90 pppn)", "£950 pcm": the per-phrase the abbreviation stands for
                pers = frozenset(PER_ABBREVIATIONS[ab.group(1).lower()])
        adj = _PERIOD_OF.search(before) if not any(_is_time(p) for p in pers) else None
        if adj is not None:  # "Daily gratuities of $16 per person": the period the noun before the value is said per
            pers = pers | {PERIODS.get(adj.group(1).lower(), "night")}  # (the one adjective PERIODS lacks: "nightly")
        if not pers and _distributive(after):  # "10 extra pages (£1.20 each)": per page; "£16 each is £64": per one
            noun = _each_noun(text[max(0, v.start - 60):v.start])  # of what its subject counts ("@": of what it does not name)
            pers = frozenset({"@" + noun})
        if k in heirs and not stems and gapped is None:
            # a gapped conjunct ("£95 for bikes up to 600cc, £120 over 600cc"): a segment with no content word of its
            # own, only a value and its bound, says the first value's words after it ("for bikes") all over again
            gapped = _stems(text[values[at].end:segs[owners[at]][1]])
        gap = gapped if k in heirs and not stems and gapped is not None else frozenset()
        whole = stems | lead | subject | (head if k in heirs else frozenset()) | gap | _aside_subject(text, segs, taken, k, v.start)
        tail = whole - _stems(text[a:tail_at]) - lead - subject - head if b > tail_at else frozenset()
        off = _OFF_BASE.match(after)
        if off is not None:  # "£2 off every hourly rate": the rate is what the value is taken off, another figure's
            tail = tail | (_stems(off.group(1)) & whole)
        anchor = _ANCHOR_AFTER.match(after) if v.kind == "quantity" and _dim(v.unit) in _DURATIONS else None
        prep = _PREP_BEFORE.search(before) if v.kind in ("time", "date") else None
        out.append(Frame(v, whole, pers, next((g for g in rel.groups() if g), "").lower() if rel else "",
                         floor, neg_all and _NEG.search(seg) is not None, sentence, chunk, near, lead, tail,
                         anchor.group(1) if anchor else "", prep.group(1).lower() if prep else "",
                         _bound(text[max(0, v.start - 120):v.start], after) if v.kind == "quantity" else "", gap,
                         _RATE_UNIT_BEFORE.search(before) is not None, _approximate(text, a, v),
                         v.kind == "money" and _UP_TO_BEFORE.search(before) is not None))
    for j in reversed(listed):  # … and the words after the list's last member are every member's: "any Thursday or Sunday
        out[j - 1].stems = out[j - 1].stems | out[j].stems  # show" is a Thursday show too (from the last back to the first)
    for k in conjuncts:  # … and the clause's own figures have the verb phrase's as neighbours ("6-session … £264" beside
        pa, pb = segs[k - 1]  # "4 months"): one subject, both ways
        joined = frozenset(keys[j] for j, u in enumerate(values) if segs[k][0] <= u.start < segs[k][1])
        if joined:
            for f, o in zip(out, owners):
                if o == k - 1 and pa <= f.value.start < pb:
                    f.near = f.near | (joined - {_key(f.value)})
    return out


#: "up to" right before a figure ("fined up to £80", "up to **£500**")
_UP_TO_BEFORE = re.compile(r"\bup\s+to[\s*_]*[£$€]?[\s*_]*$", re.I)


#: a segment that opens with a dash or a colon straight before its figure ("— £8", ": £10"): what it states is what the
#: segment before it named
_NAMED_THEN = re.compile(r"\s*[\u2013\u2014:-]\s*(?:\*\*|__)?\s*(?:[£$€¥₹]|\d)")
#: a bracketed aside that states a figure of its own ("£62 for a weekday test (evenings, weekends and bank holidays are
#: £75)"): its words are that figure's, not the words after the value before it
_ASIDE_WITH_VALUE = re.compile(r"\([^()]*?(?:\d|[£$€])[^()]*\)")


#: an abbreviated per-phrase right after an amount of money ("£25 pp", "£25pp)", "£90 p.p.", "£950 pcm"):
#: :data:`.kinds.PER_ABBREVIATIONS`, longest first, as a whole word
_PER_ABBREV = re.compile(r"^(?:\*\*|__|\*|_)?\s*(%s)(?![\w/])" % "|".join(
    re.escape(a) for a in sorted(PER_ABBREVIATIONS, key=len, reverse=True)), re.I)
#: what puts a value as the unit a rate is per: "for every £1 spent", "per 100 points", "each 10 km"
_RATE_UNIT_BEFORE = re.compile(r"\b(?:every|each|per|for\s+every|for\s+each)[\s*_]*$", re.I)


#: a period adjective on the noun a value is "of" ("daily gratuities of $16", "an annual fee of £40", "monthly payments
#: of £20"): the value is stated per that period
_PERIOD_OF = re.compile(r"(?=[dwmqyanh])\b(daily|weekly|monthly|quarterly|yearly|annual|nightly|hourly)[\s*_]+[a-z-]+(?:\s+[a-z-]+)?"
                        r"\s+of[\s*_]*[£$€]?[\s*_]*$", re.I)


#: what a discount is taken off ("£2 off every hourly rate", "a third off adult fares"): the base, which is another
#: value's subject (not "10% off for students", "off on weekdays": who or when the discount is for)
_OFF_BASE = re.compile(r"^[\s*_]*off[\s*_]+(?!(?:for|when|if|on|at|in|with|during|until|from|to|before|after|if)\b)"
                       r"((?:(?:the|every|all|any|each|your|our|a|an)\s+)?[a-z][a-z' -]{0,40}?)(?=[\s*_]*(?:[,;.:()\n]|\b(?:and|or|but|for|when|if|on|at|in|with|during|until|from|before|after|if)\b|$))", re.I)


#: the word right before a time or a day that says how the event relates to it
_PREP_BEFORE = re.compile(r"\b(by|before|until|till|after|from|since)[\s*_]*$", re.I)
#: what a duration counts from: "within 28 days of receiving all evidence", "10 days after vaccination"
_ANCHOR_AFTER = re.compile(r"^[\s*_']*(?:of|after|from|following)\s+((?:the|your|a|an|its|their|being)?\s*[a-z][\w' -]{2,50}?)"
                           r"(?=[\s*_]*(?:[,.;:()\n]|\b(?:and|or|but|if|unless|so|which)\b|$))", re.I)
_DURATIONS = frozenset("minute day workday week month year".split())
#: what joins the days or months of one list ("Tuesdays and Saturdays", "July, August or September")
#: times of day listed, not a range's ends ("at 9am and 2pm", "9am, 1pm or 5pm"; not "between 4pm and 7pm", "9am to 5pm")
_TIMES_LISTED = re.compile(r"[\s,*_]*(?:(?:and|or|&)[\s*_]*)?$", re.I)
_BETWEEN = re.compile(r"\bbetween\s*(?:\*\*|__)?\s*$", re.I)
_LISTED = re.compile(r"[\s,*_]*(?:(?:and|or|&|to|through|until|-|\u2013)[\s*_]*)?$", re.I)
#: verbs that open a segment with no subject of its own ("… £2.99 and is free over £40", "… and costs from £9.50")
_SEGMENT_VERBS = frozenset("""is are was were be been has have had can cannot could must will would may might should
does do did cost costs pay pays run runs open opens offer offers include includes get gets take takes give gives cover
covers carry carries come comes hold holds seat seats start starts apply applies""".split())
_JOINT_WORDS = frozenset("and or but while whereas plus then".split())
#: a sentence's subject is read only when it is short (a long opening is a clause of its own)
MAX_HEAD_WORDS = 6


def _heads(text: str, values: list, segs: list, owners: list[int], at: int = 0) -> "tuple[frozenset, set[int]]":
    """The sentence's subject (the words before its first value) and the segments that take it:
    those after the first value's segment, up to a ";", that have no subject of their own (no word
    before their value but joints and stop words, or a verb first: "Standard delivery costs £2.99
    and is free on orders over £40"; "breakfast is served from 7am to 10am on weekdays and 7:30am
    to 11am at weekends"), until a segment that names its own ("and the fuel berth is open …")."""
    values, owners = values[at:], owners[at:]  # (from the first value outside a bracketed aside: see read)
    first = owners[0]
    if len(set(owners)) < 2:
        return frozenset(), set()
    pre = text[:values[0].start]
    clause = pre[max(pre.rfind(";"), pre.rfind(":")) + 1:]  # (after a label's colon: "Service prices: Interim Service £95")
    # an aside in brackets inside the subject says what the subject is ("Interim Service (oil and filter change, chain
    # adjustment and safety check) £95 …, £120 over 600cc"), not which: the subject is the words outside it
    bare = _PAREN_ASIDE.sub(" ", clause)
    head = _stems(bare)
    if len(head) > MAX_HEAD_WORDS and len(values) > 1 and _FINITE.search(text, values[0].end, values[1].start) is not None:
        # a first value inside the subject, its verb after it ("The annual service charge at Orchard Green Retirement
        # Village for 2024/25 is £4,380 … and £5,620 …"): the subject's head is the noun phrase before its first
        # preposition, which its modifiers (the value among them) follow
        m = _HEAD_PREP.search(clause)
        head = _stems(clause[:m.start()]) if m is not None else head
    if not head or len(head) > MAX_HEAD_WORDS:
        return frozenset(), set()
    if bare != clause:
        head = _stems(clause)  # (the aside's words are the subject's all the same: its heirs take them too)
    heirs: set[int] = set()
    starts: dict[int, "Value"] = {}
    for v, k in zip(values, owners):
        starts.setdefault(k, v)
    for k in sorted(starts):
        if k == first:
            continue
        if ";" in text[segs[first][0]:segs[k][0] + 1]:
            break  # a clause of its own
        v = starts[k]
        toks = [w for w in words_of(text[segs[k][0]:v.start]) if w not in _JOINT_WORDS]
        if toks and toks[0] not in _SEGMENT_VERBS and any(w not in NONCONTENT and w.isalpha() for w in toks):
            break  # a subject of its own before the value
        nxt = next((w for w in words_of(text[v.end:v.end + 40]) if w not in PERIODS and w not in _CALENDAR_WORDS), "")
        if nxt.isalpha() and nxt not in NONCONTENT and nxt not in _SEGMENT_VERBS and not text[v.end:v.end + 3].lstrip().startswith("("):
            break  # or right after it ("so the £7.99 monthly fee pays for itself"; not a bracketed qualifier, "£15
            # (Malaysian) and £25 (foreign)": the conjunct takes the subject, its bracket says which of it)
        heirs.add(k)
    return head, heirs


#: a bracketed aside inside a sentence's subject
_PAREN_ASIDE = re.compile(r"\([^()]*\)")


#: the preposition that opens a subject's first modifier ("the annual charge | at Orchard Green for 2024/25")
_HEAD_PREP = re.compile(r"\s(?:at|for|in|on|of|from|with|by|during|within|under|over|to)\s", re.I)


#: a segment that opens an aside set off by commas after a subject ("A traditional funeral, which adds …, costs")
_ASIDE_OPEN = re.compile(r"^[\s,(\u2013\u2014-]*(?:which|who|whose|with|without|including|where|when|that|plus|excluding)\b", re.I)


def _aside_subject(text: str, segs: list, taken: set, k: int, start: int) -> frozenset:
    """The sentence's opening noun phrase, for a value whose segment opens with its verb after an aside:
    "A traditional funeral, which adds a hearse procession and one limousine, costs £4,800" is the
    traditional funeral's price (not the limousine's alone). Only when no segment before the value holds a
    value, the second segment opens the aside ("which", "with", …), and the opening is short."""
    if k < 2 or any(j in taken for j in range(k)) or not _ASIDE_OPEN.match(text[segs[1][0]:segs[1][1]]):
        return frozenset()
    toks = [w for w in words_of(text[segs[k][0]:start]) if w not in _JOINT_WORDS]
    if not toks or toks[0] not in _SEGMENT_VERBS:
        return frozenset()
    head = _stems(text[segs[0][0]:segs[0][1]])
    return head if 0 < len(head) <= MAX_HEAD_WORDS else frozenset()


_NEXT_ITEM = re.compile(r"[\s*_]*(?:,|or\b|and\b|&|/)", re.I)
_ASIDE_END = re.compile(r"^\)[\s:*_]*(?:(?:is|are|was|were|costs?|can\s+be|will\s+be)\s+)?(?:[a-z]+\s+){0,3}[\s*_]*$", re.I)


def _before_aside(text: str, segs: list, taken: set, k: int, start: int) -> int:
    """Where the words of a value in segment ``k`` start: for a value right after a parenthesis
    ("concession swim (aged 60+, students) £3.60"), at the words before the aside when no value
    owns them; else at its segment."""
    a = segs[k][0]
    if text[a:a + 1] != ")" or not _ASIDE_END.match(text[a:start]):
        return a
    opened = text.rfind("(", 0, a)
    if _NEXT_ITEM.match(text, a + 1, start):
        return a  # "Full (£1,450) or 5-day (£1,050)": a word joining a next item after the aside starts another subject
    for m, (x, _) in enumerate(segs):
        if x == opened:  # "(" is a joint: its segment starts there, and the one before holds the words
            if m and m - 1 in taken:
                # (unless a value of the value's own kind is there: its words are that value's; a figure of another kind,
                # "5-day membership (Monday to Friday) £1,050", modifies the subject the value is of)
                kind = next((v.kind for v in frame_values(text) if v.start == start), None)
                lo, hi = segs[m - 1]
                if any(lo <= v.start < hi and v.kind == kind for v in frame_values(text)):
                    return a
            return segs[m - 1][0] if m else a
    return a


def _context_lines(ctx) -> list[tuple[int, str]]:
    """The context's current sentences with their chunk (split once, memoised)."""
    lines = ctx.memo.get("frame_lines")
    if lines is None:
        lines = [(ci, s) for ci, c in enumerate(ctx.chunks) if c.status != "superseded"
                 for s in _SENT.split(c.text) if s.strip()]
        ctx.memo["frame_lines"] = lines
    return lines


def _in_context(v, ctx) -> bool:
    """The figure occurs in the context at all (else no frame of the context can hold it, and the value rules judge
    it): its digits, by one substring test on the context without separators, or its amount among the amounts the
    context's values have (a figure the context writes in words: "2 working days" over "two days", "£295" over
    "two hundred and ninety-five pounds" — the frames must read these too)."""
    days = _other_days(v, ctx)
    num = _NUMBER.search(v.raw.translate(_WESTERN_DIGITS) if days else v.raw)
    if num is None:
        return True
    memo = "frame_western_digits" if days else "frame_digits"
    flat = ctx.memo.get(memo)
    if flat is None:
        flat = ctx.memo[memo] = (ctx.text.translate(_WESTERN_DIGITS) if days else ctx.text).replace(",", "")
    if num.group(0).replace(",", "") in flat:
        return True
    if not v.raw.isascii() and has_arabic(v.raw):
        return False  # (an Arabic figure or unit: the Arabic frames bind subjects too loosely to read one the context
        # writes otherwise — measured: +5 false alarms over the Arabic sets for 5 misses caught)
    amounts = ctx.memo.get("frame_amounts")
    if amounts is None:
        amounts = ctx.memo["frame_amounts"] = frozenset() if not ctx.text.isascii() and has_arabic(ctx.text) else \
            frozenset(u.amount for u in ctx.values.values if u.amount is not None)  # (not over an Arabic context: see above)
    return v.amount is not None and v.amount in amounts


_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")
#: THE DAYS IN EITHER SCRIPT: a count of days in Arabic-Indic (or Persian) digits read as the Western ones where the
#: context states that count only in the other kind of day, so "قبل ٥ أيام" is the figure of the context's "قبل 5 أيام
#: عمل" and the unit rule reads the working days dropped (or added). Only there: every Arabic figure so read — measured
#: over the dev sets — caught 13 more misses for 14 more false alarms, the Arabic frames binding a value's subject too
#: loosely; every count of days, one more false alarm of a swapped subject


def _other_days(v, ctx) -> bool:
    """``v`` counts days or working days, and the context states its amount only in the other kind of day."""
    if v.kind != "quantity" or v.amount is None or (mine := _dim(v.unit)) not in ("day", "workday"):
        return False
    kinds = {_dim(u.unit) for u in ctx.values.values if u.kind == "quantity" and u.amount == v.amount}
    return kinds & {"day", "workday"} == {"day", "workday"} - {mine}


_WESTERN_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹٬٫", "01234567890123456789,.")


def context_frames(ctx) -> "tuple[list[Frame], dict]":
    """The context's frames and their index by value key, read once per context (memoised on
    its index). All of them: what a claim is compared with must not depend on which claims (of
    this or an earlier response sharing the context) came first."""
    memo = ctx.memo.get("frames")
    if memo is None:
        frames: list[Frame] = _frames_of(ctx).all()
        by: dict = {}
        for f in frames:
            by.setdefault(_key(f.value), []).append(f)
        memo = ctx.memo["frames"] = (frames, by)
    return memo


class _ContextFrames:
    """The context's frames, each line read when a claim needs it (the lines stating a claim's
    value and the lines around them) and memoised. What a line reads depends on the line alone,
    never on which claims came first, so every answer equals that of the whole reading
    (:func:`context_frames`): ``get`` is its index by value key, ``near`` its frames around
    some lines, in the same order. Which lines state which value key is read once per context
    from the lines' values (each line's values are extracted anyway)."""

    __slots__ = ("lines", "keys", "_read", "_by", "_all", "_dims", "_calendar", "words")

    def __init__(self, ctx) -> None:
        self.lines = _context_lines(ctx)
        keys: dict = {}
        for k, (_, line) in enumerate(self.lines):
            for v in frame_values(line)[:MAX_SENTENCE_VALUES]:
                at = keys.setdefault(_key(v), [])
                if not at or at[-1] != k:
                    at.append(k)
        self.keys = keys  # value key → the lines holding it, in order
        self._dims: "dict | None" = None
        self._calendar: dict = {}
        self._read: dict[int, list[Frame]] = {}
        self._by: dict = {}
        self._all: "list[Frame] | None" = None
        #: each document's words (chunk → stems), read when a claim is compared across documents
        self.words: "dict[int, frozenset] | None" = None

    def __bool__(self) -> bool:
        return bool(self.keys)

    def of_unit(self, kind: str, unit) -> list:
        """The value keys of one kind and unit ("quantity", "pass"), indexed once."""
        if self._dims is None:
            dims: dict = {}
            calendar: dict = {}
            for key in self.keys:
                if key is not None and len(key) == 3:
                    dims.setdefault(key[:2], []).append(key)
                elif key is not None and len(key) == 2 and key[0] == "date" and key[1]:
                    calendar.setdefault(key[1][:2], []).append(key)
            self._dims = dims
            self._calendar = calendar
        return self._dims.get((kind, unit), [])

    def of_calendar(self, prefix: str) -> list:
        """The keys of the context's weekdays ("we") or months ("--"): a day or a month's rivals in other documents
        (indexed once, with the other keys by kind and unit)."""
        self.of_unit("", None)
        return self._calendar.get(prefix, [])

    def line(self, k: int) -> list[Frame]:
        out = self._read.get(k)
        if out is None:
            out = self._read[k] = read_line(self.lines, k)
        return out

    def get(self, key, default=None):
        """The frames stating this value key, in context order (``by.get``)."""
        out = self._by.get(key)
        if out is None:
            at = self.keys.get(key)
            if not at:
                return default
            out = self._by[key] = [f for k in at for f in self.line(k) if _key(f.value) == key]
        return out

    def near(self, places, reach: int = 2) -> list[Frame]:
        """The frames of the lines within ``reach`` lines of these, in context order."""
        n = len(self.lines)
        return [f for k in sorted({k for p in places for k in range(max(0, p - reach), min(n, p + reach + 1))})
                for f in self.line(k)]

    def all(self) -> list[Frame]:
        if self._all is None:
            self._all = [f for k in range(len(self.lines)) for f in self.line(k)]
        return self._all


def read_line(lines: "list[tuple[int, str]]", k: int) -> list[Frame]:
    """The frames of the context's line ``k``, with the subject a pronoun opening it stands for
    (:func:`pronoun_subject`, within its chunk)."""
    ci, text = lines[k]
    start = k
    while start and lines[start - 1][0] == ci and k - start < _PRONOUN_REACH:
        start -= 1
    return read(text, k, ci, pronoun_subject([t for _, t in lines[start:k + 1]], k - start))


def subject_words(text: str, ctx) -> frozenset:
    """The words of a subject given from outside a claim (a list's heading), as frames read them: a
    heading of the context's own words ("Basic seller"), not one of the answer's ("Times you can
    visit today", which heads figures it worked out)."""
    toks = [w for w in words_of(text) if w.isalpha() and len(w) > 1 and w not in NONCONTENT]
    if not toks or not all(ctx.vocab.has(w) for w in toks) or _NOT_A_SUBJECT.match(text):
        return frozenset()
    st = _word_stems(toks)
    return st if len(st) <= MAX_HEAD_WORDS else frozenset()


#: a heading that names a condition or a question ("If a payment is late", "How to book"), not a subject
_NOT_A_SUBJECT = re.compile(r"^\W*(?:if|when|whenever|once|before|after|while|how|what|why|where|who|which|to)\b", re.I)
#: how many sentences back a pronoun's subject is looked for
_PRONOUN_REACH = 3


def pronoun_subject(texts: "list[str]", k: int) -> frozenset:
    """The words a pronoun opening sentence ``k`` stands for ("She teaches on Mondays" after "Anna
    Morley teaches classical piano"): the opening words (up to a joint or figure) of the nearest
    sentence before it that does not open with a pronoun itself, when they are few; else none."""
    if not _PRONOUN.match(texts[k]):
        return frozenset()
    for j in range(k - 1, max(-1, k - 1 - _PRONOUN_REACH), -1):
        if not _PRONOUN.match(texts[j]):
            opening = _stems(_OPENING.match(texts[j]).group(0))  # type: ignore[union-attr]
            return opening if len(opening) <= MAX_HEAD_WORDS else frozenset()
    return frozenset()


#: a sentence whose subject is a personal pronoun ("it" is too often no one's: "it's worth …"), and a
#: sentence's opening words (up to its first joint or figure)
_PRONOUN = re.compile(r"^[\W_]*(?:he|she|they|his|her|their)\b(?!\s*(?:'|\u2019)?(?:re|s|ll|d)?\s+(?:worth|possible|likely|best)\b)", re.I)
_OPENING = re.compile(r"[^;:,()\[\]|\d\n\u2013\u2014]*?(?=\s(?:and|or|but|while|whereas)\b|[;:,()\[\]|\d\n\u2013\u2014]|$)", re.I)


def _frames_of(ctx) -> _ContextFrames:
    memo = ctx.memo.get("frames-lazy")
    if memo is None:
        memo = ctx.memo["frames-lazy"] = _ContextFrames(ctx)
    return memo


def context_sentences(ctx, negated_only: bool = False) -> "tuple[list[tuple[frozenset, bool, str, frozenset]], dict[str, list[int]]]":
    """The context's segments read for polarity: (stems, negated, text, negation scope), and stem
    → segments holding it (a claim is compared only with the segments that share its words),
    memoised. ``negated_only``: only the segments of sentences with a negation word (what a
    positive claim can flip against; the whole index is built only when a flip is in sight)."""
    key = "polar-neg" if negated_only else "polar"
    memo = ctx.memo.get(key)
    if memo is None:
        segs: list[tuple[frozenset, bool, str, frozenset]] = []
        index: dict[str, list[int]] = {}
        lines = _context_lines(ctx)
        read = ctx.memo.get("polar-lines")
        if read is None:
            read = ctx.memo["polar-lines"] = [None] * len(lines)  # line → its segments, read once for both indexes
        for n, (_, s) in enumerate(lines):
            if negated_only and not _holds(s, _NEG_HINT, _NEG_HINT_KEYS) and CHARGED_FOR.search(s) is None \
                    and _EXCEPT_SCOPE.search(s) is None:
                continue  # (a charge for a thing reads as "not free for": _free_read; an exception, as its negation)
            parts = read[n]
            if parts is None:
                parts = read[n] = _polar_parts(s)
                if n and lines[n - 1][0] == lines[n][0] and _PRONOUN_LED.match(s) is not None:
                    parts = read[n] = _with_previous_subject(parts, lines[n - 1][1])
                if _EXAMPLES_ASIDE.search(s) is not None:
                    # "It does not cover personal accidents, such as slips and trips …": the sentence without its examples
                    # is a part too, so a short claim of it ("Personal accidents are covered") is weighed against its own
                    # words, not the examples' as well (only a negated part, read so within a negated one: a positive part's
                    # examples, "Others may qualify after a desk assessment, for example people who cannot walk 50
                    # metres", stay with it, as a negated claim's relative clause, "people who don't qualify", is read
                    # as the claim's own negation)
                    bare = _polar_parts(_EXAMPLES_ASIDE.sub("", s))
                    parts = read[n] = parts + [p for p in bare if p not in parts and p[1]
                                               and any(q[1] and p[0] <= q[0] for q in parts)]
            for seg in parts:
                st, neg = seg[0], seg[1]
                if negated_only and not neg:
                    continue
                for w in st:
                    index.setdefault(w, []).append(len(segs))
                if neg:
                    index.setdefault(_ANY_NEG, []).append(len(segs))
                segs.append(seg)
        memo = ctx.memo[key] = (segs, index)
    return memo


#: the examples a sentence gives of a thing, as an aside up to its next stop (", such as slips and trips on the trail …")
_EXAMPLES_ASIDE = re.compile(r",?\s*\(?\b(?:such\s+as|for\s+example|for\s+instance|e\.g\.|including)\s[^.;:()\u2014\u2013]*\)?", re.I)
#: a context sentence whose subject is a pronoun for the sentence before's ("Gift cards cannot be used to pay store card
#: balances. They can be used in our restaurants and cafés.")
_PRONOUN_LED = re.compile(r"[\s*_]*(?:they|it|these|this)\s+(?:can(?:not|['\u2019]t)?|may|must|will|won['\u2019]t|are|is|"
                          r"aren['\u2019]t|isn['\u2019]t|do|don['\u2019]t|does|doesn['\u2019]t|should|have|has|also|only)\b", re.I)


def _with_previous_subject(parts: "list[tuple[frozenset, bool, str, frozenset]]", before: str
                           ) -> "list[tuple[frozenset, bool, str, frozenset]]":
    """The segments of a line led by a pronoun, given the subject's stems of the sentence before (its noun phrase before
    its first verb): "They can be used in our restaurants" says it of gift cards, as the sentence before
    does its "cannot", so a claim naming them is read against both alike."""
    subject = _subject_of(before)
    if not subject:
        return parts
    return [(st | subject, neg, text, scope) for st, neg, text, scope in parts]


#: the words a claim that a thing is free says it with: not the thing's own
_FREE_CLAIM_WORDS = frozenset("free charge charges cost costs nothing completely totally entirely also too always "
                              "absolutely fully still".split())
_MONEY_FIGURE = re.compile(r"[£$€]\s?\d|\d\s?(?:p|pence|dollars?|pounds?|euros?)\b", re.I)


def _priced_said_free(part: str, ctx) -> str | None:
    """THE PRICED THING SAID FREE (a miss class): the claim says a thing is free ("Registering a new boat is free") where
    a context sentence holding every one of the claim's words prices it ("Registering a new boat costs £40 a year") and
    no context sentence holding them says it is free. The context's sentence, or None. Every claim word must be in the
    priced sentence: a case the claim adds ("free for members", "free on Mondays") is not this rule's to judge."""
    if PREDICATE.search(part) is None or _CONDITION.search(part) is not None or "includ" in part.lower():
        return None
    mine = {stem_key(w) for w in words_of(part) if w.isalpha() and w not in STOPWORDS and w not in _FREE_CLAIM_WORDS and len(w) > 2}
    if len(mine) < 2:
        return None
    priced = None
    for _, line in _context_lines(ctx):
        theirs = {stem_key(w) for w in words_of(line)}
        if not mine <= theirs:
            continue
        # (the clause of the line that holds the claim's words, where a contrast joins two: "Broken needles don't incur a
        # charge, but a missing kit box is charged at £10" says free of the needles only)
        own = next((c for c in _BUT_SPLIT.split(line) if mine <= {stem_key(w) for w in words_of(c)}), line)
        if PRICE_KEYS.search(line) and _free_read(line) != line or search_said(FREE_SAID, own):
            return None  # the context says it (or something with all its words) is free, in any words ("don't incur a
            # charge": text.free)
        if priced is None and _MONEY_FIGURE.search(line):
            priced = line
    return priced


#: a contrast joining two clauses of a line (", but", "; whereas")
_BUT_SPLIT = re.compile(r",?\s+but\s+|;\s*|,\s+whereas\s+|,\s+while\s+", re.I)
#: a charge said to be none in a claim ("there's no minimum charge", "with no booking fee", "no call-out charge"): up to
#: three words that name which charge, then the charge's noun
_NO_CHARGE_CLAIM = re.compile(r"\bno\s+((?:[a-z][\w-]*\s+){1,3}?)(charge|fee|deposit|surcharge|supplement)s?\b", re.I)
#: the context naming a charge: up to four words before the charge's noun
_CHARGE_NAMED = re.compile(r"((?:[A-Za-z][\w-]*\s+){1,4}?)(charge|fee|deposit|surcharge|supplement)s?\b", re.I)
_CHARGE_WAIVED = re.compile(r"\b(?:no|not|never|waived?|free|none|nil)\b", re.I)
#: a charge the context levies on some only, or not always ("applies to", "waived for", "except", "if", "only")
_CHARGE_SCOPED = re.compile(r"\b(?:appl(?:y|ies)\s+(?:only\s+)?to|only|waiv\w*|exempt\w*|except\w*|unless|if|when|free|refund\w*)\b", re.I)


def _charge_denied(part: str, ctx) -> str | None:
    """THE PRICED CHARGE DENIED (a miss class; the twin of :func:`_priced_said_free`): the claim says there is no charge
    of a kind ("with no minimum charge, one knife is fine", "there's no call-out charge") where a context sentence names
    that charge, by every word the claim names it with, beside an amount of money ("Minimum call-out charge £20") and no
    context sentence naming it says it is none, waived or free. A claim with a condition ("no booking fee if you book
    online") is not this rule's to judge. The context's sentence, or None."""
    m = _NO_CHARGE_CLAIM.search(part)
    if m is None or _CONDITION.search(part) is not None:
        return None
    head = m.group(2).lower()
    mine = {stem_key(w) for w in re.split(r"[\s-]+", m.group(1).lower()) if w.isalpha() and w not in STOPWORDS and len(w) > 2}
    if not mine:
        return None
    priced = None
    for _, line in _context_lines(ctx):
        if head not in line.lower():
            continue
        for n in _CHARGE_NAMED.finditer(line):
            if n.group(2).lower() != head:
                continue
            theirs = {stem_key(w) for w in re.split(r"[\s-]+", n.group(1).lower()) if w.isalpha()}
            if not mine <= theirs:
                continue
            if _CHARGE_WAIVED.search(n.group(1)) or _CHARGE_WAIVED.search(line, n.end(), min(len(line), n.end() + 40)):
                return None  # "no booking fee", "the booking fee is waived": the context says it is none too
            if _CHARGE_SCOPED.search(line):
                return None  # "A joining fee of £500 applies to Full members and is waived for Juniors": charged to some
            if priced is None and _MONEY_FIGURE.search(line, n.end(), min(len(line), n.end() + 40)):
                priced = line
    return priced


def _free_read(part: str) -> str:
    """THE PRICE OF NOTHING, read for polarity as the one word "free": the part with its price of nothing read as
    "free" (text.free ``NO_CHARGE``) and a charge for a thing as "not free for" (``CHARGED_FOR``); the part itself
    when it says neither. A context and an answer say a thing costs nothing in either polarity's words — "there is no
    charge for updating boat details" (a negation) / "updating your boat details is free" (none) — so both read as
    "free", the one restating the other, and "isn't free" or a charge asserted for the thing flips either."""
    if PRICE_KEYS.search(part) is None:
        return part
    out = NO_CHARGE.sub("free", part)
    out = CHARGED_FOR.sub("not free for", out)
    return part if out == part else out


def _polar_parts(line: str) -> "list[tuple[frozenset, bool, str, frozenset]]":
    """One context line's segments of two or more words, read for polarity: (stems, negated,
    text, negation scope)."""
    out: "list[tuple[frozenset, bool, str, frozenset]]" = []
    # a part's negator or "non" is one of its line's (the splits fall between word and non-word
    # characters): a line with none has no negated part
    some = _may_negate(line) or CHARGED_FOR.search(line) is not None  # (a charge for a thing reads as "not free for")
    excepted = _excepts(line)
    if excepted and ("apart from" in line or "other than" in line or "excluding" in line):
        # (every word of THE EXCEPTION GRAMMAR a joint, as "except" is: the scope's clause is read without the thing)
        line = "".join(_except_joint(line))
    read = line
    if "except" in line and _EXCEPT_WORD.search(line):
        # the thing excepted is a part of its own with the other polarity ("… Monday to Friday, except in July and
        # August": "not in July and August", as the answer may say it); after a denial it is the one allowed ("Dogs are
        # not permitted except assistance dogs"), as read
        read = _EXCEPT_WORD.sub(lambda m: m.group(0) if _DENIED_BEFORE.search(line, 0, m.start()) else "except not", line)
        some = some or read is not line
    for part in _with_referents(_with_subject(_polar_clauses(_relative_subject(_EXAMPLES.sub(" ", read) if "(" in read else read)))):
        part = _free_read(_bound_unnegated(part))
        # (a condition bounds what the part says, it is not said: "glasses must not be worn in photos unless you cannot
        # remove them for medical reasons" says "glasses must not be worn in photos", which a flip restates without
        # the condition's words; a restated condition is read by _same_bounds, from the part's text)
        said = _CONDITION.sub(_boundary, part) if _CONDITION.search(part) else part
        st = _required(said, _permission(_stems(said, _POLAR_STOP)))
        if len(st) < 2 and said is not part:  # (the same text reads the same)
            st = _required(part, _permission(_stems(part, _POLAR_STOP)))
        if len(st) >= 2:
            if not some or not _may_negate(part):
                out.append((st, False, part, frozenset()))
                if "," in part:
                    out.extend(_each_member(st, said, part, False))
                continue
            plain = _plain(part)
            m = _NEG.search(plain)
            out.append((st, m is not None, part, _scope_at(plain, m) if m is not None else frozenset()))
            placed = _contrast_place(part) if m is not None and _CONTRAST_NOT.search(plain, 0, m.start()) else None
            if placed is not None:  # "Guests ride in the brake van or the first carriage, not on the footplate": the
                out.append(placed)  # place denied of the same subject and verb, a part of its own beside the whole
            if "," in part and (m is None or (_VERBAL_NEG.match(m.group(0)) is not None
                                             and _CONTRAST_NOT.search(plain, 0, m.start()) is None)):
                # (", not cancelled" sets its tail against what comes before: a contrast, no negated list)
                # (a negation of the verb, "does not cover A, B or C", holds for each member; a determiner's, "have no
                # ads, stream at 320kbps and allow unlimited skips", for its own noun phrase only)
                out.extend(_each_member(st, said, part, m is not None))
            if "non" in part.lower():
                out.extend(_attributed_non(part))
    if excepted:
        out.extend(_excepted_parts(line, out))
    return out


def _except_joint(line: str) -> "Iterator[str]":
    """The line with the word of each exception :data:`_EXCEPT_SCOPE` reads written "except" (a joint of
    :data:`_POLAR_SPLIT`): "open every day apart from Mondays" is read as "open every day except Mondays"."""
    at = 0
    for m in _EXCEPT_SCOPE.finditer(line):
        yield line[at:m.end("scope")]
        yield " except "
        at = m.start("x")
    yield line[at:]


#: a denial in the clause before an exception (its thing is then the one allowed)
_DENIED_BEFORE = re.compile(r"\b(?:not|no|never|cannot|nor|none|nothing)\b|n['\u2019]t\b(?![^.;:]*[.;:])", re.I)
#: an exception's word before the thing excepted (not a condition's: "except if", "except where")
_EXCEPT_WORD = re.compile(r"\bexcept\b(?!\s+(?:if|when|where|that|those|as|by|with|under)\b)", re.I)
#: THE EXCEPTION GRAMMAR: a clause over a whole scope, then the scope's exception ("can be used any day except bank
#: holidays", "open every day apart from Mondays", "runs daily except on Christmas Day"): the clause says the other
#: polarity of the exception
_EXCEPT_SCOPE = re.compile(r"\b(?P<scope>(?:any|every|all|each)\s+(?:other\s+)?[a-z]+|daily|always|year-round|all\s+year(?:\s+round)?)"
                           r"[\s*_]*,?[\s*_]+(?:except|apart\s+from|other\s+than|excluding)[\s*_]+(?:on|for|at|in|during)?[\s*_]*"
                           r"(?P<x>[^,;.:()]{2,60}?)[\s*_]*(?=$|[,;.:()]|\s(?:and|but|or|when|if|unless)\s)", re.I)


def _excepts(text: str) -> bool:
    """The text excepts a thing from a whole scope (:data:`_EXCEPT_SCOPE`; its words looked for first, cheaply)."""
    return ("except" in text or "apart from" in text or "other than" in text or "excluding" in text) \
        and _EXCEPT_SCOPE.search(text) is not None


def _excepted_parts(line: str, parts: "list[tuple[frozenset, bool, str, frozenset]]"
                    ) -> "list[tuple[frozenset, bool, str, frozenset]]":
    """The exception's own segments (THE EXCEPTION GRAMMAR, :data:`_EXCEPT_SCOPE`): for each scope the line excepts a
    thing from, the positive segment that ends in the scope says the clause, negated, of the thing ("Laserzone vouchers
    can be used any day" + "bank holidays": "Laserzone vouchers can not be used bank holidays"). At most one per
    segment; linear in the line."""
    out: "list[tuple[frozenset, bool, str, frozenset]]" = []
    for m in _EXCEPT_SCOPE.finditer(line):
        scope = m.group("scope").lower()
        for _, neg, text, _ in parts:
            at = text.lower().rfind(scope)
            if neg or at < 0 or text[at + len(scope):].strip(" *_,"):
                continue  # the positive segment that ends in the scope
            head = text[:at]
            sv = _SUBJECT_VERB.match(head)
            if sv is None:
                break  # (a clause whose verb the grammar cannot find says nothing it can negate)
            said = " ".join(f"{head[:sv.end()]} not{head[sv.end():]} {m.group('x')}".split())
            st = _required(said, _permission(_stems(said, _POLAR_STOP)))
            plain = _plain(said)
            n = _NEG.search(plain)
            if len(st) >= 2 and n is not None:
                out.append((st, True, said, _scope_at(plain, n)))
            break
    return out


#: THE PLACE CONTRASTED: a clause, then ", not" and a prepositional phrase ("Guests ride in the brake van or the first
#: carriage, not on the footplate"; "Bikes are stored in the shed, not in the hallway"): the phrase is set against the
#: clause's own, from its first preposition — the subject and verb before it say the phrase with the other polarity
_PLACE_PREPOSITIONS = r"(?:in|on|at|by|from|into|onto|inside|outside|via|through|under|over|during)"
_PLACE_DENIED = re.compile(r"^(?P<main>.*?\w)[\s*_]*,[\s*_]*(?:but[\s*_]+)?not[\s*_]+(?P<tail>" + _PLACE_PREPOSITIONS
                           + r"\s+[^,;:.!?]{2,60}?)[\s*_.!]*$", re.I | re.S)
_FIRST_PREPOSITION = re.compile(r"\s" + _PLACE_PREPOSITIONS + r"\s", re.I)


def _contrast_place(part: str) -> "tuple[frozenset, bool, str, frozenset] | None":
    """The place denied by THE PLACE CONTRASTED (:data:`_PLACE_DENIED`), or None: the clause's words before its first
    preposition with the denied phrase (negated, the phrase its scope). (The clause as said is not a part of its own:
    read beside the whole, it would hold "You can keep your bike in your room or in the secure bike store" as said.)"""
    m = _PLACE_DENIED.match(part)
    if m is None:
        return None
    main, tail = m.group("main"), m.group("tail")
    cut = _FIRST_PREPOSITION.search(main)
    if cut is None or len(_stems(main[:cut.start()], _POLAR_STOP)) < 2:
        return None  # (a subject and a verb before the place: "Guests ride")
    denied = f"{main[:cut.start()]} not {tail}"
    held, scope = _stems(denied, _POLAR_STOP), _stems(tail, _POLAR_STOP)
    if len(held) < 3 or not scope:
        return None
    return held, True, denied, scope


#: what makes a "not" right after it a contrast ("rescheduled, not cancelled", "in the garden rooms but not …")
_CONTRAST_NOT = re.compile(r"(?:,|\bbut|\band)\s*$", re.I)
#: a negator of a verb (not a determiner's "no", a prefix's "non", a preposition's "not with")
_VERBAL_NEG = re.compile(r"(?:not|never|cannot|n['\u2019]t)$", re.I)
#: the most content words a list member has ("the 24-hour emergency call system")
_MEMBER_WORDS = 4


def _each_member(st: frozenset, said: str, part: str, neg: bool) -> "list[tuple[frozenset, bool, str, frozenset]]":
    """A part that lists three things or more ("The service charge does not cover council tax, contents insurance,
    electricity within your apartment or personal care"; "… covers buildings insurance, the emergency call system,
    gardening and window cleaning") says its verb of each: one part per member after the first, of the part's
    polarity, its words the part's less the other members' ("… does not cover … contents insurance"), so a claim of
    one member is measured against that member's part, not the whole list's words (both polarities alike: a positive
    list read whole beside a negated one read per member would tip the balance). ``said``: the part without its
    conditions, whose words ``st`` are (a condition is no member: "renewed online or in any branch, unless another
    member has reserved them")."""
    pieces = [p for p in _LIST_JOINT.split(said) if p.strip()]
    clause: frozenset = frozenset()
    for j in range(1, len(pieces)):
        if _CLAUSE_AFTER_LIST.match(pieces[j]):
            # "don't use gel, oil or hair spray, as they stop the electrodes sticking": a piece opening a clause of its
            # own (a reason, a relative, a condition) ends the list; it is no member, and no part of what the list says
            clause = _stems(" ".join(pieces[j:]), _POLAR_STOP) & st
            pieces = pieces[:j]
            break
    if len(pieces) < 3 or len(pieces) > _POSTINGS:
        return []
    members = []
    for p in pieces[1:]:
        p = _LIST_TAIL.split(p, 1)[0] if p is pieces[-1] else p
        toks = [w for w in words_of(p) if w.isalpha() and w not in STOPWORDS]
        if not toks or len(toks) > _MEMBER_WORDS:
            return []  # a member is a short noun phrase
        members.append(_stems(p, _POLAR_STOP) & st)
    base = st - frozenset().union(*members) - clause
    # (a member's part has the member for its scope: a flip of it must name the member, "tiling isn't included in a
    # standard fit" is no flip of "a standard fit includes removal, fitting and worktops")
    return [(base | mem, neg, part, mem) for mem in members if mem and len(base | mem) >= 3]


#: an adjective's endings: a "non-" word ending so before a noun describes it ("non-refundable fee", "non-toxic paint")
_ADJECTIVE_END = re.compile(r"(?:able|ible|al|ive|ic|ous|ing|ed|ant|ent|ary|ful)$")
_NON_ATTRIBUTE = re.compile(r"\bnon-?([a-z]{3,})[\s*_]+([a-z]{3,})(?:[\s*_]+([a-z]{3,}))?", re.I)


def _attributed_non(part: str) -> "list[tuple[frozenset, bool, str, frozenset]]":
    """What a "non-" adjective before its noun says of the noun, as a negated part of its own ("A non-refundable booking
    fee secures your date" says the booking fee is not refundable, whatever the clause's verb says): the adjective's
    stem, the noun's (one word or two), negated, the adjective its scope. A "non-" noun ("non-members pay more")
    names a group and says nothing of the next word."""
    out = []
    for m in _NON_ATTRIBUTE.finditer(part):
        adj = m.group(1).lower()
        if _ADJECTIVE_END.search(adj) is None:
            continue
        nouns = [w.lower() for w in m.groups()[1:] if w is not None]
        if nouns[0] in STOPWORDS or nouns[0] in _CLAUSE_WORDS:
            continue  # (a verb or a function word after it: the adjective is a predicate, its part negated already)
        said = _stems(adj, _POLAR_STOP)
        # (the noun is one word or two, "deposit secures" or "booking fee": both readings are parts; its text the phrase
        # itself, what the claim is shown, and no clause of the part's)
        seen: set = set()
        for k in range(1, len(nouns) + 1):
            st = said | _stems(" ".join(nouns[:k]), _POLAR_STOP)
            if said and len(st) >= 2 and st not in seen and (k == 1 or nouns[k - 1] not in STOPWORDS):
                seen.add(st)
                out.append((st, True, m.group(0), said))
    return out


_NEG_HINT = re.compile(r"(?=[nc\u274cpfbdwe])(?:\b(?:not|no|never|cannot|none|nothing|neither|nor|non|without)\b|n['\u2019]t\b|\bnon-?[a-z]|\u274c"
                       r"|\b(?:prohibited|forbidden|banned|barred|disallowed|exclud(?:e|es|ed|ing))\b)", re.I)


#: the joints of a reason ("because …", ", as we …", ", since …": not the "as" of a comparison, a role or a manner) and
#: of an addition (", along with …"), each a part of its own (:data:`_POLAR_SPLIT`, :data:`_REASON_JOINT`, :data:`_ADDITION`)
_BECAUSE_JOINT = r",?[\s*_]*\bbecause\s+(?!of\b)(?=[a-z])"
_AS_JOINT = (r",[\s*_]*(?:as|since)\s+(?!(?:well|long|soon|much|many|far|good|part|of|per|a|an|needed|required|described|"
             r"shown|listed|above|below|follows|usual|normal|standard|such|if|though|with|in|on|for|from|to|and|or|"
             r"mentioned|noted|stated|explained|set|agreed|expected|possible|planned|before|after|then|ever|always|"
             r"you\s+(?:wish|like|prefer|please|go)|one|two|early|late)\b)(?=[a-z]+\b)")
_ADDITION_JOINT = r",[\s*_]*(?:along\s+with|as\s+well\s+as|together\s+with)\b"
_POLAR_SPLIT = re.compile(r"(?=[;:(),]|\s[-\u2013\u2014]|\b[bwseap])(?:[;:()]|\s[-\u2013\u2014]\s|\bbut\b|\bwhereas\b|\bwhile\b|\bso\b|,\s*(?:which|and|so|but|in\s+which\s+case)\b|\bexcept\b"
                          r"|\band\s+(?=[*_]*(?:no|not|never|there|it|they|you|we|the|a|an|are|is|must|can|will|may|should)\b)"
                          r"|,[\s*_]*(?:even\s+)?(?:though|although)\b(?![\s*_]*[,.;:!?])|\balthough\b(?![\s*_]*[,.;:!?])"
                          r"|\bas\s+long\s+as\b|\bprovided\b(?=[\s*_]+(?:that|you|your|the|a|an|it|they|we|he|she|all|each|every|any|"
                          r"there|this|these|those|both|no)\b)(?<!\bnot\sprovided)(?<!\bbe\sprovided)(?<!\bis\sprovided)"
                          r"(?<!\bare\sprovided)(?<!\bwas\sprovided)(?<!\bwere\sprovided)(?<!\bbeen\sprovided)"
                          r"|" + _BECAUSE_JOINT + "|" + _ADDITION_JOINT + "|" + _AS_JOINT + ")")
# (a condition is a part of its own: "allowed as long as you …" — "provided" a condition's joint only before its clause,
# not as the participle: "boots are not provided", "provided by the club"; so is a reason, its polarity its own: "You don't need a
# partner, | as we rotate partners during class", "Dogs are not allowed on the farm | because they stress the herd"; and
# an addition, which says nothing of the clause's own thing: "the sound system is included in your hire, | along with the
# barres"; set off by its comma: "covered for breakage as well as total loss" is one claim of two things)
#: "and" opening a clause with a subject and verb of its own ("No experience is needed and training is given on your
#: first shift"): its polarity is its own (split only after a clause whose verb came before: "cats and dogs are …" is one)
_CLAUSE_AND = re.compile(r"\band\s+(?=[a-z]+(?:\s+[a-z]+)?\s+(?:is|are|was|were|will|can|must|may)\b)", re.I)


def _polar_clauses(text: str) -> "list[str]":
    """A line's parts read for polarity: split at its clause joints (:data:`_POLAR_SPLIT`), and each part once more at
    an "and" that opens a clause of its own after one whose verb it follows."""
    out: "list[str]" = []
    for part in _POLAR_SPLIT.split(text):
        m = _CLAUSE_AND.search(part) if part and " and " in part else None
        if m is not None and _FINITE.search(part, 0, m.start()) is not None:
            out.extend((part[:m.start()], part[m.end():]))
        else:
            out.append(part)
    return out


# (a concessive clause is a clause of its own, its negation its own: "made without nuts, though the site isn't nut-free";
# "though" set off by commas, "On the main frame, though, she'd …", is an adverb of the clause it stands in)
#: a part that opens with its verb ("… and is not available on the NHS"): its subject is the sentence's first part's
_VERB_FIRST = re.compile(r"^[\W_]*(?:(?:and|but|or)\s+)?(?:is|are|was|were|can(?:not)?|could|must|may|might|will|would|should|does|do|"
                         r"did|has|have)(?:n['\u2019]t)?\b", re.I)
_SUBJECT_VERB = re.compile(r"^(.*?)(?=[iawcmsdh])\b(?:(?:is|are|was|were|could|must|might|would|should|does|do|did|has|have)(?:n['\u2019]t)?"
                           r"|can(?:not|['\u2019]t)?|won['\u2019]t|will|may)\b", re.I)  # (with its contracted negation: "isn't", "can't")


#: a first part whose verb is a lexical one, said of a determiner's noun phrase and taking an object ("A deposit of £25
#: secures each booking | and is non-refundable"): that noun phrase is the subject a verb-first part after it takes
_SUBJECT_LEXICAL = re.compile(r"^[\s*_]*((?:a|an|the|each|every|your|our|this|that)\s+(?:[\w£$€.,'\u2019-]+\s+){0,4}?)"
                              r"[a-z]{3,}[^s\W]s\s+(?:a|an|the|each|every|any|all|your|our|their|its|one|[£$€\d])", re.I)


def _with_subject(parts: "list[str]") -> "list[str]":
    """The parts of a sentence, each that opens with its verb given the nearest subject before it ("Tooth
    whitening is a cosmetic treatment | and is not available on the NHS": "Tooth whitening … is not
    available on the NHS"), when that subject is a few words; after a part with a subject of its own
    that the grammar cannot bound ("while GRP costs more"), none."""
    if len(parts) < 2:
        return parts
    m = _SUBJECT_VERB.match(parts[0]) or _SUBJECT_LEXICAL.match(parts[0])
    subject = m.group(1).strip() if m else ""
    if not subject or len(subject.split()) > 5:
        return parts
    out = [parts[0]]
    for p in parts[1:]:
        pp = _NOT_PP.match(p)
        # (the part before that holds the preposition with its subject and verb: the last, or one before a list's tail,
        # "They can be used for public sessions, | skate hire and the Learn to Skate course, | but not for …")
        before = next((b for b in out[::-1][:3] if b.rfind(f" {pp.group(1).lower()} ") > 0
                       and _SUBJECT_VERB.match(b[:b.rfind(f" {pp.group(1).lower()} ")])), out[-1]) if pp is not None else out[-1]
        cut = before.rfind(f" {pp.group(1).lower()} ") if pp is not None else -1
        if pp is not None and cut > 0 and _SUBJECT_VERB.match(before[:cut]):
            # "Guest passes are valid on normal timetable trains | but not on Gala Days": the negated phrase takes the
            # part before's subject and verb, up to its own preposition ("Guest passes are valid not on Gala Days")
            head = before[:cut].strip()
            items = [w for w in re.split(r",\s*|\s+(?:or|and|nor)\s+", p[pp.end():].strip()) if w.strip()]
            # (each thing of a list on its own: "… not on Gala Days or the Santa Specials")
            out.extend(f"{head} not {pp.group(1)} {w.strip()}" for w in items[:MAX_GLOSSES])
            continue
        if subject and (_VERB_FIRST.match(p) or _NOT_FIRST.match(p)):
            out.append(f"{subject} {p.strip()}")
            continue
        out.append(p)
        # a part with a subject of its own ("… while the sauna is £5 | and is not open on Sundays", "… while GRP costs
        # more | but comes with … | and can take foot traffic"): the verb-first parts after it are its, not the first
        # part's — the nearest subject before a verb is its subject; one the grammar cannot bound (no auxiliary after
        # it) lends nothing
        own = _SUBJECT_VERB.match(p)
        if own is not None and 0 < len(own.group(1).split()) <= 5 and _OWN_SUBJECT.match(own.group(1)):
            subject = own.group(1).strip()
        elif _OWN_SUBJECT.match(p):
            subject = ""
    return out


#: two prepositional phrases joined after one predicate ("They're valid on normal timetable trains and on Gala Days"):
#: the predicate, the first phrase, the joint and the second phrase's preposition
_PP_CONJUNCT = re.compile(r"^(.*?\b(?:is|are|was|were|['\u2019]re|['\u2019]s)\s+(?:\*\*|__)?[a-z]+(?:\*\*|__)?\s+)"
                          r"((?:on|in|at|for|during)\s.+?)\s*,?\s+(?:and|or)\s+((?:on|in|at|for|during)\s.+)$", re.I)


def _pp_conjuncts(part: str) -> "list[str]":
    """A claim part whose predicate takes two prepositional phrases, read as one part for each ("They're valid on
    normal timetable trains and on Gala Days": "They're valid on Gala Days" is a claim of its own); any other part
    whole."""
    m = _PP_CONJUNCT.match(part) if " and " in part or " or " in part else None
    if m is None:
        return [part]
    return [f"{m.group(1)}{m.group(2)}", f"{m.group(1)}{m.group(3)}"]


#: a part that is a negated prepositional phrase ("but not on Gala Days", "not in the café"): its verb is the part before's
_NOT_PP = re.compile(r"^[\W_]*(?:(?:and|but|or|though|yet)\s+)?not\s+(on|in|at|for|during|with|from|to|after|before|by)\s", re.I)
#: a part that opens with a subject of its own: a name (a capitalised word) or a determiner's noun phrase
_OWN_SUBJECT = re.compile(r"^[\s*_]*(?:[A-Z][\w'’-]*|(?:the|a|an|this|that|these|those|your|our|their|its|his|her|my|each|every)\s+\w)")


def _with_referents(parts: "list[str]") -> "list[str]":
    """The parts of a context line, each that points back with "these", "those" or "them" to a list the part before it
    names ("It doesn't include plastering, tiling, flooring or moving gas; we can quote for these separately") given
    that list's words after it ("… quote for these separately (plastering, tiling, flooring or moving gas)"): the
    members are what it says of them, so a claim of them ("tiling is quoted separately") restates that part."""
    out = list(parts)
    for k in range(1, len(out)):
        if _POINTS_BACK.search(out[k]) is None:
            continue
        pieces = [p for p in _LIST_JOINT.split(out[k - 1]) if p.strip()]
        if len(pieces) >= 3:
            listed = _LIST_TAIL.split(" ".join(pieces[1:]), 1)[0]
            first = [w for w in words_of(pieces[0]) if w.isalpha() and w not in STOPWORDS][-1:]
            out[k] = f"{out[k]} ({' '.join(first)} {listed})"
    return out


#: a demonstrative or pronoun object pointing back to things named before ("quote for these", "collect them")
_POINTS_BACK = re.compile(r"\b(?:these|those|them)\b(?!\s+[a-z]+s\b)", re.I)  # (not a determiner: "in those cases the tyre
# must be replaced" says what happens in them, nothing of the members)


def _relative_subject(text: str) -> str:
    """A non-restrictive relative clause set off by a comma ("There is a one-off joining fee of £25, which is
    waived for students"): its subject is the noun phrase that ends the clause before it ("a one-off joining
    fee"), which the relative pronoun stands for; that phrase (up to four words, its figures left out) is
    written after the pronoun, so the part the split leaves ("… is waived for students") keeps its subject."""
    if "," not in text or _RELATIVE_OPEN.search(text) is None:
        return text
    out, last = [], 0
    for m in _RELATIVE_OPEN.finditer(text):
        before = text[:m.start()]
        clause = before[max(before.rfind(c) for c in ".;:,(\n") + 1:]
        head = _TRAILING_NP.search(_FIGURE_TAIL.sub("", clause.rstrip(" *_")))
        if head is None:
            continue
        out.append(text[last:m.end()] + head.group(1).strip() + " ")
        last = m.end()
    return "".join(out) + text[last:] if out else text


#: a part that opens a relative clause on what precedes it ("which is waived …", "which are not refundable")
_RELATIVE_OPEN = re.compile(r",[\s*_]*(?:which|who)\s+(?=(?:is|are|was|were|can|cannot|will|must|may|does|do|has|have)\b)", re.I)
#: a trailing figure phrase of a noun phrase ("a joining fee of £25"): not part of its head
_FIGURE_TAIL = re.compile(r"\s+(?:of|at|for|from)\s+[^\s]*\d[^\s]*(?:\s+[a-z]+)?\s*$|\s+[^\s]*\d[^\s]*\s*$", re.I)
#: the noun phrase a part ends with: up to four words after its last verb or preposition
_TRAILING_NP = re.compile(r"(?:^|\b(?:is|are|was|were|has|have|offers?|charges?|costs?|there\s+is|there\s+are|a|an|the)\s+)"
                          r"((?:[A-Za-z][\w'-]*\s+){0,3}[A-Za-z][\w'-]*)[\s*_]*$", re.I)


#: an aside of examples in brackets ("Snub-nosed breeds (such as pugs and French bulldogs) are only accepted …"): the
#: clause goes on past it, so it parts nothing (its subject stays with its verb)
_EXAMPLES = re.compile(r"[\s*_]*\((?:such\s+as|e\.g\.?|eg|including|like|for\s+example)\b[^()]*\)[\s*_]*", re.I)


#: an elliptic negated part ("Gloves are recommended | but not required"): its subject is the sentence's too
_NOT_FIRST = re.compile(r"^[\W_]*(?:(?:and|but|or|though|yet)\s+)?not\s+(?:always\s+)?[a-z]{4,}\s*[.!;]?\s*$", re.I)
#: a noun of time a "when" clause can describe ("four weeks over Christmas when there are no collections"): the clause
#: says what happens in that time — it is no condition, and a negation in it is the sentence's
_TIME_WHEN = "".join(f"(?<!\\b{w}\\s)" for w in ("days", "weeks", "months", "years", "hours", "times", "periods", "dates",
                                                 "nights", "weekends", "holidays", "Christmas", "Easter", "day", "week",
                                                 "month", "year", "period", "date", "night", "weekend", "holiday", "season",
                                                 "seasons", "evenings", "mornings", "January", "February", "March",
                                                 "April", "May", "June", "July", "August", "September", "October",
                                                 "November", "December", "Mondays", "Tuesdays", "Wednesdays", "Thursdays",
                                                 "Fridays", "Saturdays", "Sundays", "term", "terms"))
#: a conditional clause: its negation is the condition's, not the claim's ("if your bag does not arrive, report it")
#: a condition clause: from its word to the comma that closes it, or — where no comma does ("Once an eSIM is installed
#: it cannot be refunded") — to the main clause's subject pronoun and its verb, which opens the main clause (never the
#: condition's own subject, the word right after its opener: "unless you cannot remove them, …")
_CONDITION = re.compile(r"(?=[iuwo])\b(?:if|unless|(?=when\b)" + _TIME_WHEN + r"when|where|whether|once|until)\b(?:\s+[^,;\s]+)?[^,;]*?"
                        r"(?:,|$|(?=\s(?:it|they|you|we|he|she|this|these|those|there)\s+(?:can(?:not|['\u2019]t)?|will|won['\u2019]t|must"
                        r"|may|is|isn['\u2019]t|are|aren['\u2019]t|does|doesn['\u2019]t|do|don['\u2019]t|has|have|should|shouldn['\u2019]t"
                        r"|need|needs|would|wouldn['\u2019]t)\b))", re.I)
_GAP_TALK = re.compile(r"(?=[iwdn])(?:\b(?:i|we)\s+(?:couldn'?t|can'?t|could\s+not|cannot|didn'?t|did\s+not|am\s+not|'m\s+not|don'?t|do\s+not)\b"
                       r"|\b(?:doesn'?t|does\s+not|don'?t|do\s+not|didn'?t)\s+(?:say|mention|list|specify|state|cover|give|show)\b"
                       r"|\bno\s+(?:information|details?|mention|record)\b|\bnot\s+(?:mentioned|listed|specified|stated|covered)\b)", re.I)
#: a correction of a value ("£340, not £380"; "rather than 45 days") and "No. 2" (a number sign): no polarity; a "not"
#: after an auxiliary negates its verb ("Trial traders do not pay the £250 pitch deposit", "you will not get the £50 back")
_CORRECTION = re.compile(r"(?=[nri])(?:(?<!\bdo\s)(?<!\bdoes\s)(?<!\bdid\s)(?<!\bcan\s)(?<!\bwill\s)(?<!\bmust\s)(?<!\bshould\s)"
                         r"(?<!\bwould\s)(?<!\bcould\s)(?<!\bmay\s)(?<!\bmight\s)(?<!\bshall\s)\b(?:not|rather\s+than|instead\s+of)\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+){0,2}?[£$€]?\d[^\s,;.]*|\bno\.\s*\d)", re.I)


#: an amount that names the thing it stands before ("the £25 deposit", "your $40 booking fee"): the noun is the subject,
#: the amount no value the part says of it (after "a", "with a €25 recovery fee", the amount is what the part says)
_PRICED_NOUN = re.compile(r"\b(the|your|this|that|our)[\s*_]+[£$€]\s?\d[\d,]*(?:\.\d\d)?[\s*_]+(?=[a-z]{3,})", re.I)


#: a part's closing contrast, what it is not ("… is refundable, not non-refundable!")
_CONTRAST_TAIL = re.compile(r",[\s*_]*not[\s*_]+(?:the\s+|a\s+|an\s+)?[\w-]+(?:\s+[\w-]+){0,2}[\s*_!.]*$", re.I)


#: a key no stem can be: the segments that are negated
_ANY_NEG = " neg"
#: at most this many segments are compared per word (a word in more is too common to tell them apart)
_POSTINGS = 256
_POLAR_STOP = (STOPWORDS - frozenset("include includes included including use used uses using made make makes get gets got "
                                      "allowed".split())) | frozenset("yes sure non please kindly".split())
# ("please", "kindly": a request's politeness, no word of what it asks — "Please keep the farm gate clear" shares with
# "Please do not block the farm gate" only the gate)


#: (a price of nothing, "included at no charge", "for no extra cost", is the context's "free of charge": no negation)
_NOT_NEGATION = re.compile(r"(?=[nafwd])(?:\bnot\s+(?:only|just|merely|least|to\s+mention|necessarily)\b|\bno\s+(?:doubt|matter)\b"
                           # a negated verb of omission, which asks for the thing ("Don't forget to bring your own
                           # machine", "never fail to sign in", "do not neglect to"): two negations, none
                           r"|\b(?:do[\s*_]+not|don['\u2019]t|never|not)[\s*_]+(?:forget|fail|neglect|omit)(?:s|ting)?[\s*_]+(?:to\b)?"
                           r"|(?:\b(?:at|for|with)[\s*_]+|(?<=[,(\u2013\u2014]\s)|(?<=[,(\u2013\u2014]))no[\s*_]+(?:(?:extra|additional)[\s*_]+)?(?:charge|cost|fee)s?\b)", re.I)
#: (a price of nothing, "with no fee", or appended to a clause, "cancel any time, no fee", "(no charge)", "— no extra cost": a
#: zero amount of the clause's, not its negation)


#: words that say a thing may be had or done: one word for polarity ("walk-ins are welcome" / "walk-ins
#: aren't available")
PERMISSION = frozenset("allowed permitted welcome available accepted".split())
#: words that say a thing may not be had or done: a permission negated in one word ("candles are prohibited" is
#: "candles are not allowed" is "no candles"); read as "not allowed", its stem as the permission's
PROHIBITION = frozenset("prohibited forbidden banned barred disallowed".split())
_PERMIT_STEMS = frozenset(stem_key(w) for w in PERMISSION | PROHIBITION)
#: a prohibition word, with a negator of its own before it ("is not prohibited", "isn't banned": allowed)
_PROHIBITED = re.compile(r"(?=[nprfbd])(?:\b(?:not|never)[\s*_]+(?:be[\s*_]+)?|n['\u2019]t[\s*_]+(?:be[\s*_]+)?)?"
                         r"\b(?:%s)\b" % "|".join(sorted(PROHIBITION)), re.I)


def _prohibition_read(m: "re.Match[str]") -> str:
    return " allowed" if m.group(0)[:1].lower() in "n'\u2019" else " not allowed"  # (no prohibition word opens with these)


def _permission(st: frozenset) -> frozenset:
    return (st - _PERMIT_STEMS) | {"~ok"} if not st.isdisjoint(_PERMIT_STEMS) else st


#: words that say a thing is required: one word for polarity ("must be booked in advance" / "there's no
#: need to book in advance"; "a helmet is compulsory" / "a helmet isn't required")
REQUIREMENT = frozenset("must need needs needed required require requires necessary compulsory mandatory should".split())
_REQUIRE_STEMS = frozenset(stem_key(w) for w in REQUIREMENT)
_REQUIRE = re.compile(r"(?=[mnrchsbo])\b(?:%s|ha(?:ve|s)\s+to|needn['\u2019]t|mustn['\u2019]t|shouldn['\u2019]t"
                      # (a thing required by saying it is the only way: "collection is by appointment only")
                      r"|by\s+(?:prior\s+)?appointment\s+only|only\s+by\s+(?:prior\s+)?appointment)\b" % "|".join(sorted(REQUIREMENT)), re.I)


def _required(part: str, st: frozenset) -> frozenset:
    """The part's stems, its requirement word (:data:`REQUIREMENT`, "have to") read as one: "~must", and the light verb
    after it left out (:data:`_LIGHT_REQUIRED`: "you'll need to bring a partner" requires what "you don't need a
    partner" does not)."""
    if (bidden := _BIDDEN.match(part)) is not None:
        return (st - {stem_key(bidden.group(1).lower())}) | {"~must"}  # "Bring your own sewing machine": required
    if _REQUIRE.search(part) is None:
        return st
    light = frozenset(stem_key(m.group(1).lower()) for m in _LIGHT_REQUIRED.finditer(part))
    return (st - _REQUIRE_STEMS - light) | {"~must"}


#: a part that bids the reader bring or carry a thing ("Bring your own sewing machine"): a requirement of the thing, as
#: "you need to bring your own sewing machine" is
_BIDDEN = re.compile(r"^[\s*_\-\u2022]*(?:please\s+|always\s+)?(bring|carry|have|show|take)[\s*_]+(?=(?:a|an|the|your|their|own|some|one)\b)", re.I)
#: a light verb after a requirement, whose object is what is required ("need to bring a partner", "must have a
#: ticket", "have to show your ID"): the requirement is of the thing, the verb adds nothing to it
_LIGHT_REQUIRED = re.compile(r"\b(?:must|need(?:s|ed)?\s+to|ha(?:ve|s)\s+to|required\s+to)[\s*_]+(?:also\s+)?"
                             r"(bring|have|get|carry|show|provide|take)[\s*_]+(?=(?:a|an|the|your|their|his|her|our|own|some|one)\b)", re.I)


#: a condition of not having a thing ("If you don't have a ticket,", "if you haven't got one", "unless you have a
#: ticket", "if you have no ID"): a fronted "without X", read as the context's "cannot enter without a ticket" is
#: (:func:`_without_read`), not removed as a condition whose clause then reads as the other polarity
_LACKING = (
    r"(?:(?:if|when)\s+(?:you|they|he|she|we|your\s+\w+)\s+(?:do\s+not|does\s+not|did\s+not|don['\u2019]?t|"
    r"doesn['\u2019]?t|didn['\u2019]?t|haven['\u2019]?t|hasn['\u2019]?t)\s+(?:got\s+|have\s+|has\s+|bring\s+|carry\s+|show\s+)?"
    r"(?:got\s+)?|(?:if|when)\s+(?:you|they|he|she|we|your\s+\w+)\s+(?:have|has)\s+(?=no\b)no\s+|unless\s+(?:you|they|he|she|we)\s+"
    r"(?:have|has|bring|carry|show)\s+(?:got\s+)?)((?:(?:a|an|the|any|your|one|some)\s+)?[\w-]+(?:\s+[\w-]+){0,2}?)")
_LACKING_IF = re.compile(r"^([\s*_]*)" + _LACKING + r"(?=\s*,)", re.I)


#: the same condition after its clause ("you can't enter if you don't have a ticket", "… unless you have a ticket"):
#: an in-clause "without X"
_LACKING_AFTER = re.compile(r",?\s+" + _LACKING + r"(?=\s*(?:[.;!?]|$))", re.I)


#: verbs whose meaning is a negation of doing: "avoid X", "skip X", "refrain from X", "steer clear of X", "stay away
#: from X", "abstain from X", "do without X" say "no X" ("skip gel, oil and hair spray" / "don't use gel, oil or hair
#: spray"; "avoid caffeine after noon" / "no caffeine after noon"); "exclude X" too ("the terms exclude private walks" /
#: "the card cannot be used for private walks"); "a skip", "the skip" (a noun) are not
_AVOID_WORDS = (r"(?<!\ba\s)(?<!\bthe\s)\b(?:avoid(?:s|ed|ing)?|skip(?:s|ped|ping)?|(?:refrain|abstain)(?:s|ed|ing)?\s+from|"
                r"steer(?:s|ed|ing)?\s+clear\s+of|stay(?:s|ed|ing)?\s+away\s+from|do(?:es|ing)?\s+without|exclud(?:e|es|ed|ing))\b")
_AVOID = re.compile(r"(?=[asrde])" + _AVOID_WORDS, re.I)


def _avoid_read(m: "re.Match[str]") -> str:
    return "no"


def _plain(part: str) -> str:
    if (lack := _LACKING_IF.match(part)) is not None:
        part = f"{lack.group(1)}Without {lack.group(2)}{part[lack.end():]}"
    elif (lack := _LACKING_AFTER.search(part)) is not None:
        part = f"{part[:lack.start()]} without {lack.group(1)}{part[lack.end():]}"
    if _CROSSES.search(part) is not None:
        part = _agreeing_marks(part)
    if _PROHIBITED.search(part) is not None:  # "prohibited" is "not allowed": one negation, its scope the permission's
        part = _PROHIBITED.sub(_prohibition_read, part)
    if _AVOID.search(part) is not None:  # "skip gel" is "no gel": one negation, its scope the object's
        part = _AVOID.sub(_avoid_read, part)
    # (a condition removed leaves its clause boundary: the comma that closed it also closes a negation before it,
    # "must not be worn unless you cannot remove them, in which case you need a letter": "in which case …" is no
    # part of what "must not" negates; and a negation inside the subject's relative clause, "tickets you cannot
    # use can be donated", restricts the subject, not the sentence)
    plain = _NOT_NEGATION.sub(" ", _CONDITION.sub(_boundary, _RELATIVE_NEG.sub(_unnegated, _CORRECTION.sub(
        " ", _NON.sub("non ", _non_subject(part))))))
    if _holds(plain, _ASIDE_RELATIVE_NEG, _RELATIVE_KEYS):
        # "Personal accidents — like slips and trips that aren't caused by Hilltop — are covered": a negation in a relative
        # clause that an aside closes before the main verb restricts the aside's noun, not the sentence
        plain = _ASIDE_RELATIVE_NEG.sub(lambda m: m.group(0)[:m.start("neg") - m.start()] + " " * len(m.group("neg")), plain)
    return _without_read(plain) if _WITHOUT_WORD.search(plain) is not None else plain


_WITHOUT_WORD = re.compile(r"\bwithout\b", re.I)
_FRONTED_WITHOUT = re.compile(r"^[\s*_]*without\b", re.I)
_CLAUSE_PIECES = re.compile(r"([.,;:!?\"\u201c\u201d]|\s[-\u2013\u2014]+\s)")


def _without_read(plain: str) -> str:
    """"without X" is "not with X", a negation of X's presence ("she'd play without you": you are not on it; "made
    without nuts"); with another negator in its clause the two cancel ("you cannot enter without a ticket": you enter
    with one, a requirement, no negation), so each clause reads with one negation at most."""
    out: list[str] = []
    pieces = _CLAUSE_PIECES.split(plain)  # (clauses at even places, their separators between)
    for j, piece in enumerate(pieces):
        m = _WITHOUT_WORD.search(piece)
        if m is not None and j % 2 == 0 and _FRONTED_WITHOUT.match(piece):
            # a fronted "Without X" is the clause's condition ("without one, you'll need to pay on the day" is "if you
            # don't have one, you'll need to pay …"; "without it you are liable …"): no negation of its own; with the
            # clause negated the two cancel as they do in one clause ("without a ticket, you can't enter" / "you cannot
            # enter without a ticket")
            if _NEG.search(piece) is not None:
                piece = _NEG.sub(_cancelled, _WITHOUT_WORD.sub("with", piece))
            elif j + 2 < len(pieces) and pieces[j + 1] == "," and _NEG.search(pieces[j + 2]) is not None:
                piece = _WITHOUT_WORD.sub("with", piece)
                pieces[j + 2] = _NEG.sub(_cancelled, pieces[j + 2])
            else:  # "Without a ticket, you can still enter" is "you can enter not with a ticket", as in one clause
                piece = _WITHOUT_WORD.sub("not with", piece)
            out.append(piece)
            continue
        if m is not None:
            verb = _FINITE.search(piece)
            if verb is not None and m.start() < verb.start() and piece[:m.start()].strip(" *_"):
                pass  # in the subject, after its noun ("Photography without flash is permitted …"): the subject's
                # restriction, as a "non-" term or a relative clause there is, not the clause's negation
            elif _NEG.search(piece) is not None:
                piece = _WITHOUT_WORD.sub("with", _NEG.sub(_cancelled, piece))
            else:
                piece = _WITHOUT_WORD.sub("not with", piece)
        out.append(piece)
    return "".join(out)


def _cancelled(m: "re.Match[str]") -> str:
    w = m.group(0)
    return "can" if w.lower() == "cannot" else " "


#: a clause's first finite verb (what a "non-" word before it is the subject of)
_FINITE = re.compile(r"(?=[iawcmsdhnpg])\b(?:is|are|was|were|can(?:not|['\u2019]t)?|could|must|may|might|will|would|should|does|do|did|"
                     r"has|have|need|needs|pay|pays|get|gets)\b", re.I)
_NON_WORD = re.compile(r"\bnon-?(?=([a-z]{3,})(?:[\s*_]+([a-z]+))?)", re.I)


_SENTENCE_BREAK = re.compile(r"[.!?:]")
_SUBJECT_DETERMINERS = frozenset("the all any most some many".split())


#: a preposition (and a determiner) right before a "non-" word: the word names a group or a kind ("for non-members",
#: "to all non-residents", "of non-food items")
_PREP_NON = re.compile(r"\b(?:for|to|of|by|from|among|between|with)\s+(?:(?:all|any|the|our|your|other)\s+)?$", re.I)


def _non_subject(part: str) -> str:
    """A "non-" word that names a group or a kind is a term of its own, not the clause's negation: in the subject, before
    the clause's first verb ("Non-members cannot audition", "non-residents pay more": the negation is the verb's), or,
    in a part without a verb, before the noun it describes ("non-marking shoes on all courts"). Its prefix is left
    out (the stems never held it: "non" is a stop word), so the polarity is read from the verb alone. A "non-" word
    after the verb ("the deposit is non-refundable") or ending a verbless part ("Deposit: non-refundable") stays a
    negation of what it says."""
    if _NEG_OR_NON.search(part) is None:
        return part
    verb = _FINITE.search(part)
    out, last = [], 0
    for m in _NON_WORD.finditer(part):
        if verb is not None:  # (the subject's head: at most a determiner before it in its sentence, "All non-members
            # may", "Yes! **Non-members can"; "Choose a non-flammable netting that is …" is an object's modifier)
            lead = _SENTENCE_BREAK.split(part[:m.start()])[-1]
            before = [w for w in words_of(lead) if w.isalpha()]
            term = m.start() < verb.start() and (not before or (len(before) == 1 and before[0] in _SUBJECT_DETERMINERS))
        else:
            term = m.group(2) is not None and m.group(2).lower() not in STOPWORDS
        if not term and _PREP_NON.search(part, max(0, m.start() - 24), m.start()) is not None:
            term = True  # "$510 for non-members", "open to non-residents": a group a preposition takes, no negation
        if term:
            out.append(part[last:m.start()])
            last = m.end()
    return "".join(out) + part[last:] if out else part


#: a cross marker ("❌ Not allowed", "✖ Candles are prohibited"), and the words that already say no without a negator
_CROSSES = re.compile("[\u274c\u2716\u2717]")
_SAYS_NO = re.compile(r"(?=[pfbbnd])\b(?:prohibited|forbidden|banned|barred|disallowed|not\s+(?:allowed|permitted))\b", re.I)


def _agreeing_marks(part: str) -> str:
    """A cross on a part that already says no ("❌ Candles are **prohibited throughout the building**", "❌ **Not allowed
    in the Main Hall**") marks the item as one of the answer's no's: it agrees with the words and adds no negation of
    its own (no double negation). A cross on a part that says nothing negative ("❌ Red wine in the Print Room") is its
    negation and stays."""
    rest = _CROSSES.sub(" ", part)
    if _SAYS_NO.search(rest) is not None or _NEG.search(rest) is not None:
        return rest
    return part


def _boundary(m: "re.Match[str]") -> str:
    return " , " if m.group(0).endswith(",") else " "


#: a relative clause on the subject that holds a negation, before the sentence's own verb ("Tickets you cannot use can
#: be donated", "Items that are not collected will be disposed of", "bags which don't fit must be checked")
_RELATIVE_NEG = re.compile(r"^([\W_]*(?:[A-Za-z][\w'-]*[*_]*\s+){1,4}?"
                           # (not a generic head whose clause is the predicate: "the things that can't be stored are food …")
                           r"(?<!\bthings\s)(?<!\bitems\s)(?<!\bones\s)(?<!\bstuff\s)(?<!\bthing\s)(?<!\bitem\s)"
                           r"(?:that|which|who|you|we|they)\s+)"
                           r"((?:cannot|can['\u2019]t|do\s+not|don['\u2019]t|does\s+not|doesn['\u2019]t|did\s+not|didn['\u2019]t|"
                           r"are\s+not|aren['\u2019]t|is\s+not|isn['\u2019]t|won['\u2019]t|will\s+not))"
                           r"((?:\s+[a-z]+){1,6}?\s+[*_]*(?:can|will|must|may|should|get|gets|go|goes|is|are|was|were|has|have|cannot|"
                           r"can['\u2019]t|isn['\u2019]t|aren['\u2019]t|won['\u2019]t)\b)", re.I)


#: a substring of every ASCII match of _ASIDE_RELATIVE_NEG (its relative pronoun)
_RELATIVE_KEYS = ("that", "which", "who")
#: a negator right after a relative pronoun, in a clause an aside's comma, dash or bracket closes within a few words before
#: the main verb ("… that aren't caused by Hilltop — are covered", "…, which are not refundable, are listed below")
_ASIDE_RELATIVE_NEG = re.compile(
    r"\b(?:that|which|who)\s+(?P<neg>cannot|can['\u2019]t|do\s+not|don['\u2019]t|does\s+not|doesn['\u2019]t|are\s+not|"
    r"aren['\u2019]t|is\s+not|isn['\u2019]t|were\s+not|weren['\u2019]t|was\s+not|wasn['\u2019]t)"
    r"(?=(?:\s+[*_]*[\w'-]+[*_]*){1,6}?\s*(?:,|\s[\u2014\u2013-]|\))\s*[*_]*\s*(?:are|is|were|was|will|can|must|may|should|"
    r"gets?|remain|stay)\b)", re.I)


def _unnegated(m: "re.Match[str]") -> str:
    return m.group(1) + " " * len(m.group(2)) + m.group(3)


def _negated(part: str) -> bool:
    return _may_negate(part) and _NEG.search(_plain(part)) is not None


def _may_negate(part: str) -> bool:
    """Whether :func:`_plain` can leave a negator in ``part``: only if it has one already or a
    "non" prefix (its other rewrites blank a span bounded by non-word characters, which makes
    no new negator), so most parts skip its four rewrites."""
    return _holds(part, _NEG_OR_NON, _NEG_OR_NON_KEYS)


def _holds(text: str, pattern: "re.Pattern[str]", keys: "tuple[str, ...]") -> bool:
    """``pattern.search(text) is not None``, where every match of the (case-blind) pattern in ASCII text holds one of
    ``keys`` (lower case): an ASCII text holding none is ruled out by substring tests, not a regex tried at each position."""
    if text.isascii():
        low = text.lower()
        if not any(k in low for k in keys):
            return False
    return pattern.search(text) is not None


#: a substring of every ASCII match of _NEG_HINT ("no" of not, none, nothing, nor, non, cannot), and of _NEG_OR_NON (with
#: the avoid words of _AVOID_WORDS; "do without" holds "without")
_NEG_KEYS = ("no", "never", "neither", "without", "n't", "prohibited", "forbidden", "banned", "barred", "disallowed")
#: … and of _NEG_HINT, which also reads "exclude"
_NEG_HINT_KEYS = (*_NEG_KEYS, "exclud")
_NEG_OR_NON_KEYS = (*_NEG_HINT_KEYS, "avoid", "skip", "refrain", "abstain", "steer", "stay")


#: _NEG or _NON in one search
_NEG_OR_NON = re.compile(r"(?=[nc\u274c\u2716\u2717pfbdwasre])(?:\b(?:not|no|never|cannot|none|nothing|neither|nor|non|without)\b|n['\u2019]t\b"
                         r"|" + _AVOID_WORDS +
                         r"|\u274c|\u2716|\u2717|\bnon-?(?=[a-z]{3,})|\b(?:prohibited|forbidden|banned|barred|disallowed)\b)", re.I)


_SCOPE_END = re.compile(r"[.,;:!?\"\u201c\u201d]|\s[-\u2013\u2014]+\s")


def _scope(part: str) -> frozenset:
    """The stems a negation in this part applies to: the words after the negator, to the end of its clause."""
    plain = _plain(part)
    m = _NEG.search(plain)
    if not m:
        return frozenset()
    return _scope_at(plain, m)


def _scope_at(plain: str, m: "re.Match[str]") -> frozenset:
    """:func:`_scope` from the part's plain text and its first negator."""
    if m.group(0).lower() == "non":  # "non-cancerous": the prefix negates its own word only
        nxt = _NEXT_LETTERS.match(plain, m.end())
        return _permission(_stems(nxt.group(1), _POLAR_STOP)) if nxt else frozenset()
    end = _SCOPE_END.search(plain, m.end())
    # (a negator's own requirement word is in its scope: "no need to book", "needn't book")
    start = m.end()
    if m.group(0)[:2].lower() in ("n'", "n\u2019"):
        w = _LAST_LETTERS.search(plain, 0, m.start())
        start = w.start() if w and w.group(0).lower() in ("need", "must") else start
    scoped = plain[start:end.start() if end else len(plain)]
    return _required(scoped, _permission(_stems(scoped, _POLAR_STOP)))


_NEXT_LETTERS = re.compile(r"\s*([^\W\d_]+)")
_LAST_LETTERS = re.compile(r"[a-z]+$", re.I)


def _near_some_sentence(part: str, st: frozenset, ctx, toks: "list[str] | None" = None) -> bool:
    """Some context sentence holds three quarters of the claim's words (a cheap test on the
    context's word → sentence bit masks, which the checker builds anyway). ``toks``: the part's
    words less the polarity stop words, when the caller has them."""
    if toks is None:
        toks = [w for w in words_of(part) if w not in _POLAR_STOP and len(w) > 1 and w.isalpha()]
    if not toks:
        return False
    known = ctx.vocab.words
    # (a word the context holds in a derived form counts: "collect" / "collection"; the requirement or permission read
    # as one marker is no word of the sentence: "by appointment only" / "you need an appointment")
    derived = [w + x for w in toks if w not in known for x in _DERIVED if w + x in known][:8]
    masks = list(ctx.where(set(toks) | set(derived)).values())
    need = max(2, int(0.75 * len(st - _MARKERS)))
    if len(masks) < need:
        return False
    return max(sentence_counts(masks).values()) >= need


def _flip_in_sight(st: frozenset, segs: list, index: dict) -> bool:
    """Some negated segment shares enough of the claim's words to be its flip."""
    counts: dict[int, int] = {}
    for w in st:
        for k in index.get(w, ())[:_POSTINGS]:
            counts[k] = counts.get(k, 0) + 1
    for k, common in counts.items():
        cst = segs[k][0]
        if (common >= 3 or (common == 2 and len(cst) == 2)) and min(common / len(st), common / len(cst) + 0.25) >= 0.75:
            return True
        if common >= 3 and common >= len(cst) - 1:
            return True  # the claim holds (nearly) all of a negated part, and says more beside it
        if common == len(cst) == 2 and _clause_negated(segs[k][2]):
            return True  # … all of a negated clause of two words ("boots are not provided")
    return False


def _finding(i: int, text: str, notes: str, rule: str) -> Finding:
    return Finding("invented_fact", text.strip(" ,;:-|"), "critical", i, notes, rule=rule)


def check(i: int, text: str, ctx, claim_text: "str | None" = None, calendar: bool = True,
          subject: frozenset = frozenset(), header: str = "", answer: "Answer | None" = None) -> Finding | None:
    """The first contradiction of one claim (``claim_text``: a table row read with its header, whose
    cells are ``header``; ``calendar``: weekdays and months are read as values too,
    CheckerConfig.check_binding; ``subject``: what a pronoun opening the claim, or its list's
    heading, stands for; ``answer``: the whole response, read once, where it states a value per
    something)."""
    if ctx.empty:
        return None
    said = claim_text or text
    bare = unmarked(said)
    if bare is not said:  # read without its citation markers; the finding quotes the claim as written
        hit = check(i, bare, ctx, None, calendar, subject, header, answer) if claim_text is None else \
            check(i, text, ctx, bare, calendar, subject, header, answer)
        if hit is not None and (k := bare.find(hit.content)) >= 0:
            hit = replace(hit, content=said[k:k + len(hit.content)])
        return hit
    toks = words_of(said)
    if _DIGIT.search(said) or not _NUMBERISH.isdisjoint(toks) or (calendar and not _CALENDAR_WORDS.isdisjoint(toks)) \
            or (has_arabic(said) and values_of(said)):
        # (a claim whose figures the context lacks has no frame to compare: not read; an Arabic claim whose figures
        # are all words — "خلال خمسة أيام"، "يومين" — is read as one in digits is: the Arabic number words are no
        # English NUMBER_WORDS)
        mine = [f for f in read(said, subject=subject) if (calendar or not _calendar(f.value)) and _in_context(f.value, ctx)
                and not _users_own(f.value, ctx)] if any(
            _in_context(v, ctx) for v in values_of(said)[:MAX_SENTENCE_VALUES]) else []
        if mine and any(f.value.kind == "number" for f in mine):
            mine = [_count_of_named_noun(f, said, toks, ctx) for f in mine]
        if mine and claim_text is not None and " ; " in said:
            mine = _row_subject(said, mine, subject)
        if mine:
            frames = _frames_of(ctx)  # read lazily: the lines a claim's values need
            here = _Claimed(said, claim_text is not None)
            here.keys = frozenset(_key(f.value) for f in mine)
            here.frames = mine
            here.vocab = ctx.vocab
            here.answer = answer
            here.header = _stems(header) if header else frozenset()
            if header:
                here.header_units = frozenset(PERIODS.get(w) or _singular(w) for w in words_of(header))
            # (a table with an empty corner cell is keyed by its header row too, "| | Essential | Advanced |": its
            # header cells are subjects, not attributes)
            here.attrs = here.header if header and not header[:1].isspace() else frozenset()
            if ctx.query:
                here.asked = frozenset(_key(f.value) for f in mine if ctx.query_values.find(f.value) is not None)
            for f in mine[:MAX_CLAIM_FRAMES] if frames else ():
                hit = _value_contradiction(i, said, f, frames, frames, here)
                if hit is not None:
                    return hit
            for f in mine[:MAX_CLAIM_FRAMES] if frames and claim_text is not None else ():
                hit = _costated_rival(i, said, f, frames, here)
                if hit is not None:
                    return hit
    return _pair_swap(i, said, ctx) or (_day_time_swap(i, said, ctx) if calendar else None) or _condition_swap(i, said, ctx) or _label_swap(i, said, ctx, header) \
        or _qualifier_lost(i, said, ctx) or _universal_narrowed(i, said, ctx) or _deduction_lost(i, said, ctx, answer) \
        or _existence_flip(i, said, ctx) or _exception_flip(i, said, ctx) or _polarity(i, _demonstrative_resolved(said, answer.sentences[i - 1] if answer is not None and 0 < i <= len(
            answer.sentences) else ""), ctx) or _modality_changed(i, said, ctx) or _antonym(i, said, ctx) or _count_changed(i, said, ctx, calendar, subject) \
        or _predicate_flip(i, said, ctx, answer.sentences[i - 1] if answer is not None and 0 < i <= len(answer.sentences) else "") \
        or _range_end_changed(i, said, ctx) or _ordinal_changed(i, said, ctx) or _inclusion_flip(i, said, ctx) \
        or _frequency_changed(i, said, ctx)


# ---------------------------------------------------------------- THE INCLUSION GRAMMAR: included / charged on top
#: a thing said to be in the price: "X is included in your mooring fee", "X is covered by the price", "X comes at no
#: extra cost", "there's nothing extra to pay", "won't appear as a separate line"
_INCLUDED = re.compile(r"\b(?P<subj>(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?:is|are|'s|comes?|will\s+be)\s+(?:already\s+|all\s+)?(?:included|covered|built)"
                       r"\s+(?:in|by|into)\s+(?:the|your|its|our)\s+(?:[\w-]+\s+)?(?:fee|price|cost|rate|quote|charge|total)s?\b", re.I)
#: a thing charged on top of the price: "which we hire at cost and add to your invoice", "residents are responsible for
#: council tax", "X is charged separately", "X costs extra", "X is not included"
_CHARGED = re.compile(r"\b(?:add(?:ed|s)?\s+(?:it\s+|them\s+)?to\s+(?:your|the)\s+(?:invoice|bill|total|account)|charged\s+(?:separately|extra|on\s+top)"
                      r"|(?:at|for\s+an?)\s+(?:extra|additional)\s+(?:cost|charge|fee)|costs?\s+extra|(?:is|are)\s+not\s+included|excluded?"
                      r"|(?:is|are)\s+responsible\s+for|pay(?:able)?\s+separately|billed\s+separately|hire\s+at\s+cost)\b", re.I)
_INCLUDED_CTX = re.compile(r"\b(?<!not\s)(?<!n't\s)(?:included|includes?|including|covered|covers|at\s+no\s+(?:extra\s+)?(?:cost|charge)|free\s+of\s+charge)\b", re.I)


def _inclusion_flip(i: int, text: str, ctx) -> Finding | None:
    """A thing the claim says is in the price ("Council tax is included in your mooring fee", "Scaffolding is included in
    the price") that the context charges on top, in a sentence that names the thing and says nothing of it included
    ("Residents are responsible for council tax on their berth", "…scaffolding, which we hire at cost and add to your
    invoice"): the other polarity (critical). The thing: the content words before the verb, all of them in that sentence."""
    if "includ" not in text and "cover" not in text and "built" not in text:
        return None
    plain = text.replace("**", "").replace("__", "")  # (read through emphasis: "**Council tax** is included")
    m = _INCLUDED.search(plain)
    if m is None or _NEG_HINT.search(plain, max(0, m.start("subj")), m.end()):  # ("isn't included", "not covered")
        return None
    thing = frozenset(w for w in _stems(m.group("subj")) if w not in _INCLUSION_FREE)
    if not thing:
        return None
    for _, line in _context_lines(ctx)[:_POSTINGS]:
        charged = _CHARGED.search(line)
        if charged is not None and not _INCLUDED_CTX.search(line) and thing <= _stems(line):
            return _finding(i, text, f"{m.group('subj').strip()!r} included: the context charges it on top "
                                     f"({charged.group(0)!r})", "frame_polarity")
    return None


#: words of a subject that name no thing of their own ("it", "that", "everything")
_INCLUSION_FREE = frozenset("it that this everything all which".split())


#: an ordinal and the noun it counts ("the second week of term", "the 3rd instalment", "your first visit")
_ORDINAL_NOUN = re.compile(r"\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|"
                           r"\d{1,2}(?:st|nd|rd|th))[\s*_]+([a-z]{3,})\b", re.I)
_ORDINAL_NUMBER = {w: k for k, w in enumerate(
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split(), 1)}
#: how many content words a claim must share with the context sentence whose ordinal it changes (it restates it)
ORDINAL_SHARED = 3


def _ordinals(text: str) -> "list[tuple[int, str, re.Match[str]]]":
    """The ordinals of a text with the noun each counts: (position, noun stem, match)."""
    out = []
    for m in _ORDINAL_NOUN.finditer(text):
        w = m.group(1).lower()
        n = _ORDINAL_NUMBER.get(w) or int(re.sub(r"\D", "", w))
        out.append((n, stem_key(m.group(2).lower()), m))
    return out


# ---------------------------------------------------------------- THE FREQUENCY GRAMMAR: how often a thing is done
#: a unit of a frequency, in days
_FREQ_UNITS = {"day": 1.0, "week": 7.0, "fortnight": 14.0, "month": 30.0, "quarter": 91.0, "year": 365.0, "term": 91.0}
_FREQ_ADVERBS = {"daily": 1.0, "weekly": 7.0, "fortnightly": 14.0, "monthly": 30.0, "quarterly": 91.0, "annually": 365.0,
                 "yearly": 365.0}
_FREQ_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "six": 6, "other": 2, "second": 2, "third": 3}
_FREQ_TIMES = {"once": 1, "twice": 2, "three times": 3, "four times": 4}
#: a frequency: "every week", "every two weeks", "every other day", "weekly", "once a month", "twice a week"
_FREQUENCY = re.compile(r"\b(?:every\s+(?:(?P<n>\d{1,2}|one|two|three|four|six|other|second|third)\s+)?(?P<u>day|week|fortnight|month"
                        r"|quarter|year|term)s?|(?P<adv>daily|weekly|fortnightly|monthly|quarterly|annually|yearly)"
                        r"|(?P<t>once|twice|three\s+times|four\s+times)\s+(?:a|per|each|every)\s+(?P<u2>day|week|fortnight|month|quarter|year"
                        r"|term))\b", re.I)
#: the verb a frequency says how often of: the word right before it ("weighed every week", "are cleaned weekly")
_FREQ_VERB = re.compile(r"([A-Za-z]{3,})(?:\s+(?:at\s+least|about|around|roughly))?\s*$")


def _period_of(m: "re.Match[str]") -> float:
    """A frequency's period in days ("every two weeks": 14; "twice a week": 3.5)."""
    if m.group("adv"):
        return _FREQ_ADVERBS[m.group("adv").lower()]
    if m.group("u2"):
        return _FREQ_UNITS[m.group("u2").lower()] / _FREQ_TIMES[" ".join(m.group("t").lower().split())]
    n = (m.group("n") or "").lower()
    return _FREQ_UNITS[m.group("u").lower()] * (int(n) if n.isdigit() else _FREQ_COUNTS.get(n, 1))


def _same_period(a: float, b: float) -> bool:
    """Two periods in days that are one ("every three months" 90, "quarterly" 91; "every 12 months" 360, "annually"
    365): within 2% of each other."""
    return abs(a - b) <= 0.02 * max(a, b)


def _frequencies(text: str) -> "list[tuple[str, float, str]]":
    """(stem of the verb before it, period in days, the frequency's words) of each frequency of ``text``."""
    out = []
    for m in _FREQUENCY.finditer(text):
        v = _FREQ_VERB.search(text, max(0, m.start() - 40), m.start())
        if v is not None and v.group(1).lower() not in STOPWORDS:
            out.append((stem_key(v.group(1).lower()), _period_of(m), m.group(0)))
    return out


def _frequency_changed(i: int, said: str, ctx) -> Finding | None:
    """THE FREQUENCY CHANGED: the claim says how often a thing is done ("weighed every fortnight") where the context says
    it of the same verb with another period ("are weighed every week") and names the claim's period nowhere
    (``frame_period``).
    Forms of one period are one ("weekly" = "every week" = "once a week"; "every two weeks" = "fortnightly")."""
    if _FREQUENCY.search(said) is None:
        return None
    memo = ctx.memo.get("frame_frequencies")
    if memo is None:  # (read once per context: verb stem → the periods it is said with, and every period it names)
        theirs: "dict[str, set[float]]" = {}
        for _, line in _context_lines(ctx):
            for verb, period, _phrase in _frequencies(line):
                theirs.setdefault(verb, set()).add(period)
        named = {_period_of(m) for m in _FREQUENCY.finditer(ctx.text)}
        memo = ctx.memo["frame_frequencies"] = (theirs, named)
    theirs, named = memo
    if not theirs:
        return None
    for verb, period, phrase in _frequencies(said):
        periods = theirs.get(verb)
        if periods and not any(_same_period(p, period) for p in periods) and not any(_same_period(p, period) for p in named):
            # (a period the context names of anything is left to the frames that bind it to its subject: "the Rookie
            # Cup … runs every month" over "The Rookie Cup is a monthly tournament. The Pro Series runs quarterly")
            if ctx.query and _FREQUENCY.search(ctx.query) and any(_same_period(p, period) for _, p, _ in _frequencies(ctx.query)):
                continue  # the user's own frequency, restated
            other = min(periods, key=lambda p: abs(p - period))
            return _finding(i, said, f"{phrase}: the context says it every {other:g} days", "frame_period")
    return None


def _ordinal_changed(i: int, said: str, ctx) -> Finding | None:
    """An ordinal the claim gives a thing the context counts with another one, in a claim that restates the context's
    sentence ("Enrolment closes at the end of the third week of term" for "Enrolment closes at the end of the second
    week of term"): the claim's position of the noun is none the context gives it (nor the question), and the sentence
    stating the other shares the claim's words (three at least, and every content word of the claim but two)."""
    low = said.lower()
    if not any(w in low for w in ("first", "second", "third", "th ", "fifth", "twelfth", "st ", "nd ", "rd ")):
        return None
    mine = _ordinals(said)
    if not mine:
        return None
    found = ctx.memo.get("frame_ordinals")
    if found is None:
        found = ctx.memo["frame_ordinals"] = [(n, noun, line) for _, line in _context_lines(ctx)
                                              for n, noun, _ in _ordinals(line)]
    if not found:
        return None
    asked = _ordinals(ctx.query) if ctx.query else []
    st = _stems(said) - _ORDINAL_STEMS
    for n, noun, m in mine:
        if any(x == n and y == noun for x, y, _ in found) or any(x == n and y == noun for x, y, _ in asked):
            continue  # the context (or the user) gives the thing that position
        if any(y == noun and x != n and any(a == x and b == noun for a, b, _ in found) for x, y, _ in mine):
            continue  # the claim states the context's position too, and reasons from it ("worn from the second session
            # onwards, so his own shirt is fine for his first session")
        own = re.compile(rf"\b{re.escape(m.group(1))}\b", re.I)
        for x, y, line in found:
            if y != noun or own.search(line):
                continue  # (the line gives the claim's position too, its noun elided: "seventh best … and eighth by …")
            common = st & (_stems(line) - _ORDINAL_STEMS)
            if len(common) >= ORDINAL_SHARED and len(st - common) <= 2:
                return _finding(i, said, f"{m.group(0)}: the context gives the {noun} another position "
                                f"({line.strip()[:80]!r})", "frame_value")
    return None


_ORDINAL_STEMS = frozenset(stem_key(w) for w in _ORDINAL_NUMBER)


def unmarked(text: str) -> str:
    """The claim without its citation markers ("[2]", "[retainers.md]", "(source: fees.md)"), blanked in place (offsets
    kept): a marker names where the claim comes from (the citation rules check it); its number is no figure of the claim
    and its file name no word of the claim's frame."""
    if "[" not in text and "\u3010" not in text and "(" not in text:
        return text
    from .atoms import citations

    spans = {(a.start, a.end) for a in citations(text)}
    for a, b in spans:
        text = text[:a] + " " * (b - a) + text[b:]
    return text


def _demonstrative_resolved(said: str, before: str) -> str:
    """A claim whose subject is "this", "that" or "it" ("Unfortunately this isn't waived for students" after "The
    one-off joining fee is £25"), read with the subject of the sentence before it in that pronoun's place: the
    noun phrase before that sentence's verb, when it is a few words and no pronoun itself."""
    same = _SAME_APPLIES.match(said) if before else None
    if same is not None:  # "The same applies to anyone with an active eating disorder." after "it isn't suitable during
        # pregnancy": the sentence before, said of them too (its polarity the claim's)
        head = _PREDICATE_HEAD.match(before)
        return f"{head.group(1) if head is not None else before.rstrip(' .!;:')} for {same.group(1).strip()}"
    m = _DEMONSTRATIVE.match(said) if before else None
    if m is None:
        return said
    s = _SUBJECT_VERB.match(before)
    if s is None:
        return said
    subject = _SUBJECT_MARKS.sub(" ", s.group(1)).strip()
    n = len(subject.split())
    if not 1 <= n <= 5 or _DEMONSTRATIVE.match(subject + " is") or not subject[:1].isalpha() or ":" in subject \
            or subject.split()[0].lower() in _NO_ANTECEDENT:
        return said
    return said[:m.start(1)] + subject + said[m.end(1):]


#: the sentence before up to its predicate, its complement left for the others to fill ("it isn't suitable | during
#: pregnancy")
_PREDICATE_HEAD = re.compile(r"^(.*?\b(?:is|are|isn['’]t|aren['’]t|not|can|cannot|can['’]t|must|mustn['’]t|won['’]t|"
                             r"will|don['’]t|doesn['’]t|need|needs)\b[^,.;:]*?)\s+(?:during|for|to|in|on|at|with|by|if)\b", re.I)
#: a claim that says the sentence before holds of others too ("The same applies to anyone with …", "The same goes for …")
_SAME_APPLIES = re.compile(r"^[\W_]*(?:(?:and|also)\s+)?(?:the\s+)?same\s+(?:applies|goes|is\s+true|holds)\s+(?:to|for)\s+"
                           r"([^.!?;:]{3,80}?)[\s*_]*[.!]?[\s*_]*$", re.I)
_SUBJECT_MARKS = re.compile(r"[*_#>`]+|^[\W_]*(?:\d{1,2}[.)]\s+)?")
#: subjects no pronoun stands for (a person spoken to or of, or an empty "there")
_NO_ANTECEDENT = frozenset("you we i they he she there here it this that these those what which who everyone anyone".split())
#: a claim opening with a demonstrative or "it" as its subject, before its verb (an adverb may come first)
_DEMONSTRATIVE = re.compile(r"^[\W_]*(?:(?:unfortunately|sadly|also|however|and|but|so|yes|no|still)[,\s]+)?(this|that|it)\s+"
                            r"(?=(?:is|isn['\u2019]t|was|wasn['\u2019]t|can|cannot|can['\u2019]t|does|doesn['\u2019]t|will|won['\u2019]t|"
                            r"has|hasn['\u2019]t|must|may)\b)", re.I)


def _count_changed(i: int, said: str, ctx, calendar: bool, subject: frozenset) -> Finding | None:
    """A count of a thing whose figure the context never writes, where the context counts that thing otherwise in the
    claim's own frame ("a mini-season lets you choose any 8 concerts" for "a mini-season of any 6 concerts"): the
    frame-value rule, for a figure no context frame holds (read only for a claim with such a count)."""
    if not _DIGIT.search(said) or ctx.query and _DIGIT.search(ctx.query):
        return None  # (the user's own figures are theirs to reason with)
    counts = [v for v in values_of(said)[:MAX_SENTENCE_VALUES] if v.kind == "quantity" and v.unit and v.raw[:1].isdigit()
              and not _in_context(v, ctx)]
    if not counts:
        return None
    frames = _frames_of(ctx)
    if not frames:
        return None
    here = _Claimed(said)
    said_frames = read(said, subject=subject)  # (read once: the counts and the claim's keys)
    mine = [f for f in said_frames if f.value in counts]
    here.keys = frozenset(_key(f.value) for f in said_frames if _in_context(f.value, ctx))
    for f in mine:
        hit = _value_changed(i, said, f, frames, here)
        if hit is not None:
            return hit
    return None


def _count_of_named_noun(f: "Frame", said: str, toks: "list[str]", ctx) -> "Frame":
    """A bare count whose noun the claim names elsewhere — a table's header ("| Transactions included |" over "Up to 200 a
    month"), a label — read as the count of that noun where the context counts that noun with that figure ("up to 200
    transactions a month"): its frame is then compared with the context's (a swap of counts between two rows is seen)."""
    v = f.value
    if v.kind != "number" or v.amount is None:
        return f
    counted: "dict[float, list[str]] | None" = ctx.memo.get("frame-counted-nouns")
    if counted is None:  # (the context's counts of a one-word noun, by amount: read once per context)
        read: dict[float, list[str]] = {}
        for c in list(ctx.values.values)[:256]:
            if c.kind == "quantity" and c.amount is not None and c.unit and " " not in c.unit and c.unit.isalpha() \
                    and c.unit not in _DURATIONS:
                read.setdefault(c.amount, []).append(c.unit)
        counted = ctx.memo["frame-counted-nouns"] = read
    words = set(toks)
    for unit in counted.get(v.amount, ()):
        if unit in words or unit + "s" in words or unit + "es" in words:
            if v.end >= 0 and re.match(r"[\s+*_]*(?:or\s+more\s+)?" + unit + r"(?:e?s)?\b", said[v.end:], re.I):
                return f  # "10+ titles": the noun is the figure's own, written after it (not a noun named elsewhere)
            return replace(f, value=replace(v, kind="quantity", unit=unit))
    return f


def _row_subject(said: str, mine: "list[Frame]", subject: frozenset) -> "list[Frame]":
    """A table row read with its header ("Every 4 weeks Cases per year 13 ; Every 4 weeks Approx. yearly cost
    £897"): a value of the row's first cell (the prefix every part repeats) is told by that cell's words, not by
    another column's header ("Cases per year" describes the 13, not the "4 weeks" the row is about)."""
    parts = said.split(" ; ")
    first = parts[0]
    n = min(len(p) for p in parts)
    end = next((j for j in range(n) if any(p[j] != first[j] for p in parts[1:])), n)
    end = first.rfind(" ", 0, end + 1)  # (the common prefix, cut back to a whole word)
    if end <= 0:
        return mine
    own = _stems(first[:end]) | subject
    # (a figure of the row's first cell read with the next cell's header word as its unit, "Child, age 9 | Skate hire":
    # "9 Skate", straddles the cells: no value of the row)
    bounds, at = [], 0
    for p in parts:
        bounds.append(at + end)
        at += len(p) + 3
    return [replace(f, stems=own) if f.value.end <= end else f for f in mine
            if not any(f.value.start < b < f.value.end for b in bounds)]


#: the words that bound a quantity, by direction: right before it ("at least 14 days", "within 30 days", "no more than
#: 15 kg"), or right after it ("3 nights or more", "2 hours or less")
#: (limits, not thresholds: "more than" / "less than" split cases, and a claim may state the other case: "with less than
#: 48 hours' notice the lesson is charged" beside "cancel at least 48 hours before")
_MIN_BEFORE = re.compile(r"\b(?:at\s+least|no\s+less\s+than|not\s+less\s+than|no\s+fewer\s+than|a\s+minimum\s+of|"
                         r"minimum(?:\s+of)?)[\s*_]*$", re.I)
_MAX_BEFORE = re.compile(r"\b(?:within(?:\s+the)?(?:\s+(?:first|last|next))?|up\s+to|at\s+most|no\s+more\s+than|not\s+more\s+than|"
                         r"a\s+maximum\s+of|maximum(?:\s+of)?)[\s*_]*$", re.I)
_MIN_AFTER = re.compile(r"^[\s*_]*or\s+(?:more|longer|over|above)\b", re.I)
_MAX_AFTER = re.compile(r"^[\s*_]*or\s+(?:less|fewer|shorter|under|below)\b", re.I)
#: a span counted back from an event ("… 14 days before arrival", "48 hours in advance"): "up to" it is a lower bound
#: on the span ("cancel up to 48 hours before" = at least 48 hours before)
_BEFORE_EVENT = re.compile(r"^[\s*_]*(?:\w+\s+)?(?:before|prior\s+to|ahead|in\s+advance|beforehand)\b", re.I)


#: "of" right before "up to": the noun before is what lasts up to the span ("a trial of up to 30 minutes")
_OF_UP_TO = re.compile(r"[a-z]\s+of\s+up$", re.I)
#: a booking verb before "up to": what the bound limits is how far ahead a booking opens (a maximum lead)
_WINDOW_OPENS = re.compile(r"\b(?:book|booked|reserve|reserved|pre-?book(?:ed)?)(?:\s+(?:a|an|your|the|tables?|courts?|"
                           r"slots?|sessions?|classes|class|lessons?|rooms?|pitch(?:es)?|in|online|ahead))*\s+up\s+to[\s*_]*$", re.I)


#: THE NEGATED BOUND: a prohibition before a bound on a quantity, in its clause, flips the bound's direction ("must not be
#: planted within 3 metres" = at least 3 metres away; "may not stay longer than 2 hours" is "up to 2 hours"; "no
#: vehicles within 5 metres"; "not within 3 metres of a driveway or within 5 metres": the clause's bounds all); never a
#: negator the bound's own phrase carries ("no more than", "not less than")
_NEGATOR = re.compile(r"\b(?:must|may|should|shall|can|will)\s+(?:not|never)\b|\b(?:mustn|shouldn|can|won)['’]t\b|\bcannot\b"
                      r"|\bnot\s+(?:be\s+)?(?:allowed|permitted)\b|^\W*(?:no|not|never)\b"
                      r"|[\u274c\u2716\u2717\u26d4\U0001f6ab]", re.I)  # (a prohibition of the act; a cross: "❌ Within 50 metres")
#: a clause that sets a condition or a relative ("if not used within 5 days", "items not collected within 30 days",
#: "if they can't decide within 8 weeks"): its negation is the case's, no flip of the rule's bound
_CONDITION_IN = re.compile(r"\b(?:if|unless|when|whenever|once|who|which|that|until)\b", re.I)
_OWN_NEGATOR = re.compile(r"\b(?:not|no)\s+$", re.I)
#: the bounds whose "no"/"not" is their own ("no more than", "not less than"); "not within 3 metres" is a negated bound
_COMPARATIVE = re.compile(r"(?:more|less|fewer|longer|shorter)\b", re.I)
_BOUND_WORDS = re.compile(r"\b(?:within(?:\s+the)?(?:\s+(?:first|last|next))?|up\s+to|at\s+(?:most|least)|more\s+than|"
                          r"less\s+than|fewer\s+than|longer\s+than|shorter\s+than|over|under|above|below)[\s*_]*$", re.I)
_FLIP = {"min": "max", "max": "min"}


def _bound(before: str, after: str) -> str:
    """The direction of a bound on the quantity between ``before`` and ``after``: "min", "max" or "" (flipped where
    the clause negates the bound: THE NEGATED BOUND)."""
    got = _bound_direction(before, after)
    words = _BOUND_WORDS.search(before) if got else None
    if words is not None and not (_OWN_NEGATOR.search(before, 0, words.start()) and _COMPARATIVE.match(words.group(0))):
        clause = re.split(r"[.;:!?,\n—–]", before[max(0, words.start() - 100):words.start()])[-1]
        if _NEGATOR.search(clause) and not _CONDITION_IN.search(clause) and not _REDUCED_RELATIVE.search(clause):
            got = _FLIP[got[:3]] + got[3:]
    return got


#: the bound's phrase modifies another noun than the negated one, by a participle ("No late fee is charged for payments
#: received within 7 days"): it says which payments, as a relative clause does — no flip of the bound ("no vehicles
#: parked within 5 metres" has no preposition before its noun: the negated noun's own bound, flipped)
_REDUCED_RELATIVE = re.compile(r"\b(?:for|on|to|of|with)\s+(?:any\s+|all\s+|the\s+|your\s+)?[a-z]+\s+"
                               r"(?:[a-z]+ed|paid|made|sent|done|given|brought|bought|taken)[\s*_]*$", re.I)


def _bound_direction(before: str, after: str) -> str:
    if _MIN_BEFORE.search(before) or _MIN_AFTER.match(after):
        return "min"
    m = _MAX_BEFORE.search(before)
    if m is not None:
        if m.group(0).lower().startswith("up"):  # (marked "~": read from "up to", whose direction its event word sets)
            # ("cancel free up to 48 hours before": a deadline, at least 48 hours ahead; "book up to 7 days ahead": a
            # window that opens 7 days ahead, at most)
            if _BEFORE_EVENT.match(after) and not _WINDOW_OPENS.search(before):
                return "min~"
            # ("a free trial of up to 30 minutes", "sessions of up to 2 hours": the longest the thing lasts, "~d")
            return "max~d" if _OF_UP_TO.search(before, 0, m.start() + 2) else "max~"
        return "max"
    return "max" if _MAX_AFTER.match(after) else ""


def _bound_flipped(i: int, text: str, f: Frame, same: list) -> Finding | None:
    """The claim bounds the quantity the other way from the context place that says the same of it ("within 14 days
    of arrival" for "at least 14 days before arrival"): the context frame of the value with a bound that shares most
    of the claim's words (two at least) bounds it the other way, and no frame of it that says it as the claim does
    (or unbounded) shares as many."""
    if not f.bound:
        return None
    best_other, best_same, other = 1, 0, None
    for x in same:
        common = len(f.stems & x.stems)
        if x.bound and x.bound[:3] != f.bound[:3] and not (x.bound[3:] and f.bound[3:]):
            # (both "up to N": the same words, the event word placed elsewhere — "| Book ahead | Up to 7 days |" for
            # "book up to 7 days ahead" — is no other bound)
            if common > best_other:
                best_other, other = common, x
        else:
            best_same = max(best_same, common)
    if other is None or best_same >= best_other:
        return None
    word = {"min": "a minimum", "max": "a maximum"}
    return _finding(i, text, f"{f.value.raw}: the context gives it as {word[other.bound[:3]]}, the claim as {word[f.bound[:3]]}",
                    "frame_qualifier")


#: the words that keep a limit on a span in a claim's own words ("up to", "a maximum of", "can", "about"): the longest a
#: thing lasts is kept by these (:data:`_SPAN_LIMIT_SAID`); a limit on a deadline by a deadline's words too (:data:`_LIMIT_SAID`)
_SPAN_LIMIT_WORDS = (r"up\s+to|at\s+(?:the\s+)?(?:most|least)|maximum|max|minimum|min|as\s+(?:much|many|long)\s+as|"
                     r"no\s+(?:more|less)\s+than|not\s+more\s+than|within|or\s+(?:less|fewer|more|longer)|limit|longest|around|"
                     r"about|roughly|over|under|more\s+than|less\s+than|longer\s+than|beyond|exceed\w*|can|could|may")
#: a claim's own word that the value is a limit or a threshold, anywhere in it ("up to", "at least", "a maximum of", "as
#: early as", "within", "over 45 minutes", "about"), or that it is a deadline the reader may act by ("you can cancel",
#: "the refund deadline", "notice"): a reworded limit, a comparison, an approximation or a deadline keeps it
_LIMIT_SAID = re.compile(r"(?=[uamnwlorbcdfegt])\b(?:" + _SPAN_LIMIT_WORDS +
                         r"|at\s+(?:the\s+)?(?:latest|earliest)|as\s+(?:early|late)\s+as|no\s+(?:later|earlier)\s+than"
                         r"|or\s+(?:earlier|sooner)|latest|earliest|by|until|deadline|cut-?off|notice|free|refund\w*|cancel\w*|change"
                         r"|amend\w*)\b", re.I)


#: the same words of a limit, without a deadline's (the longest a thing lasts is kept by "up to", "max", "can", not by
#: "free" or "cancel": "The free trial runs for 30 minutes" drops the "up to" of "a free trial of up to 30 minutes")
_SPAN_LIMIT_SAID = re.compile(r"(?=[uamnwlorc])\b(?:" + _SPAN_LIMIT_WORDS + r")\b", re.I)
#: an approximator right before a figure ("around **5 hours**", "about £40"); an aim or a habit in the figure's clause
#: before it ("aims to decide complete applications within 12 weeks"): :data:`.kinds.APPROXIMATORS`, :data:`.kinds.AIMS`
_APPROX_BEFORE = re.compile(r"\b(%s)[\s*_]*[~≈]?[\s*_]*[£$€]?[\s*_]*$" % "|".join(
    re.escape(w).replace(r"\ ", r"\s+") for w in APPROXIMATORS), re.I)
_AIM_BEFORE = re.compile(r"\b(%s)\b" % "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in AIMS), re.I)
_APPROX_AFTER = re.compile(r"^[\s*_]*(?:or\s+so|-?ish)\b", re.I)
#: (an approximator before the figure may be followed by an article: "around an hour", "an estimated 2 days")
#: a claim's own word that keeps the figure approximate or an aim, anywhere in it (:data:`.kinds.HEDGES`, "~", "≈")
_HEDGE_SAID = re.compile(r"[~≈]|\b(?:%s)\b" % "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in HEDGES), re.I)


def _approximate(text: str, a: int, v) -> str:
    """The word that says the figure ``v`` (its words from ``a``) is approximate or an aim, or ""."""
    m = _APPROX_BEFORE.search(text, max(0, v.start - 24), v.start) or _APPROX_AFTER.match(text[v.end:v.end + 12])
    if m is None:
        m = _AIM_BEFORE.search(text, a, v.start)
        if m is not None and v.kind == "money" and m.group(0).lower().endswith("to") \
                and _PRICE_OF_ACT.search(text, max(m.end(), v.start - 40), v.start) is not None:
            m = None  # "We will try to move late guests to a later slot for a £35 rebooking fee": the aim is the act's;
            # the price it comes for is the price, no aim
    return m.group(0).strip(" *_").lower() if m is not None else ""


#: what makes a figure the price an act comes for ("for a £35 fee", "at a cost of £10", "costing £5")
_PRICE_OF_ACT = re.compile(r"\b(?:for|at|costing|charging)[\s*_]+(?:(?:an?|the)[\s*_]+)?(?:(?:[a-z-]+[\s*_]+)?(?:cost|fee|charge|price)"
                           r"[\s*_]+of[\s*_]+)?$", re.I)  # ("for a rebooking fee of £35")


def _approximation_dropped(i: int, text: str, f: Frame, same: list) -> Finding | None:
    """The claim states flat what the context states only approximately or as an aim: "A two-bed takes 5 hours" for "A
    two-bed takes around 5 hours", "The council decides complete applications within 12 weeks" for "The council aims to
    decide complete applications within 12 weeks". Every place of the context that states the value says it so, the
    claim shares two words at least with the closest, and says no approximation, aim or possibility of its own anywhere
    (a reworded qualifier keeps it: "roughly", "should", "up to", "typically")."""
    if f.approx or not same or not all(x.approx for x in same) or _HEDGE_SAID.search(text):
        return None
    mine = f.stems | _stems(text)  # (the claim's words: "**Two-bed:** **5 hours**", whose label is a figure of its own)
    best = max(same, key=lambda x: len(mine & x.stems))
    if len(mine & best.stems) < 2:
        return None
    return _finding(i, text, f"{f.value.raw}: the context gives it as {best.approx!r} it, the claim as the figure itself",
                    "frame_qualifier")


#: what a ceiling on money bounds, that the claim must not state flat: a fine or a penalty ("you can be fined up to £80")
_PENAL = frozenset(map(stem_key, "fine fined fines penalty penalties".split()))
#: a claim's own word for a ceiling ("up to", "as much as", "a maximum of")
_CEILING_SAID = re.compile(r"\bas\s+(?:much|high)\s+as\b|\bup\s+to\b|\bat\s+most\b|\bno\s+more\s+than\b|\bnot\s+(?:more|over)\b|"
                           r"\bcapped\b|\bceiling\b|\bmaximum\b|\bmax\b|\blimit\b|\bexceed", re.I)


def _ceiling_dropped(i: int, text: str, f: Frame, same: list) -> Finding | None:
    """THE CEILING OF A FINE DROPPED: a fine or penalty the context gives only as a ceiling ("you can be fined up to £80")
    that the claim states as the amount ("You can be fined £80"). Every place of the context that states the value says
    "up to" it, of a fine or a penalty (:data:`_PENAL`), the claim shares two words at least with the closest place, one
    of them the fine's, and says no ceiling of its own anywhere (:data:`_CEILING_SAID`). (Measured wider — any charge,
    deposit or refund "up to" — it flagged twenty correct answers on the development sets for three hallucinations: the
    graders let "up to £200 refund" be said as a £200 refund; a fine they do not.)"""
    if f.value.kind != "money" or f.ceiling or not same or not all(x.ceiling for x in same) or _CEILING_SAID.search(text):
        return None
    best = max(same, key=lambda x: len(f.stems & x.stems))
    if len(f.stems & best.stems) < 2 or not (f.stems & best.stems) & _PENAL:
        return None
    return _finding(i, text, f"{f.value.raw}: the context gives it as a ceiling ('up to'), the claim as the amount", "frame_qualifier")


def _limit_dropped(i: int, text: str, f: Frame, same: list) -> Finding | None:
    """The claim states as the value what the context gives only as a limit on a span before an event: "you arrive 1 hour
    before your appointment" for "journeys are planned so that you arrive up to 1 hour before" (the context's every
    place of the duration says "up to" it, before its event; the claim says it flat). The claim must share the context
    place's words (two at least) and say no limit, comparison or deadline word of its own anywhere (a reworded limit,
    "over 45 minutes", "you can cancel 12 hours before": each keeps what the context says). A count ("up to three
    children") or a window that opens ahead ("book up to 7 days ahead": any day within it is one) is not read."""
    if not same or f.bound or f.value.kind != "quantity" or _dim(f.value.unit) not in _DURATIONS:
        return None
    lasts = all(x.bound == "max~d" or x.bound == "max~" and _DURATIVE & x.stems for x in same)
    if (_SPAN_LIMIT_SAID if lasts else _LIMIT_SAID).search(text):
        return None  # (how long a thing lasts: a deadline's words — "free", "cancel", "by" — keep no limit of it)
    if not lasts and not all(x.bound == "min~" for x in same):
        return None  # (or the longest a state lasts, "Eyebrow tint lasts up to 6 weeks", said as how long it lasts; or
        # a thing's length, "a free trial of up to 30 minutes")
    best = max(same, key=lambda x: len(f.stems & x.stems))
    if len(f.stems & best.stems) < 2:
        return None
    return _finding(i, text, f"{f.value.raw}: the context gives it as a limit ('up to'), the claim as the value", "frame_qualifier")


#: the verbs of how long a state or a thing goes on (their "up to" is the longest, not a window ahead: "book up to 7 days
#: ahead" is no such limit), as frame stems
_DURATIVE = frozenset(("last", "lasts", "take", "takes", "stay", "stays", "remain", "remains", "keep", "keeps"))


def _users_own(v, ctx) -> bool:
    """A value the user states ("it's 5 July today") that the context never states as such: the
    user's, restated or reasoned with, never one of the context's to swap or re-period (a date is
    read for swaps by its month, so "5 July" would otherwise stand for the context's "11 July")."""
    return bool(ctx.query) and ctx.query_values.find(v) is not None and ctx.values.find(v) is None


# ---------------------------------------------------------------- value pairs: "30 minutes £50 or 45 minutes £65"

#: kinds of value read in pairs (a length and its price, a weight and its fee)
_PAIRED = frozenset("money percent quantity".split())
#: what may stand between the two values of a pair: marks and spaces only (context) …
_TIGHT_GAP = re.compile(r"^[\s*_:()|\u2013\u2014-]{1,6}$")
#: … or a few words without a figure (a claim: "30 minutes costs £65", "30 minutes ; Price £65")
_LOOSE_GAP = re.compile(r"^[^\d£$€.!?\n]{1,30}$")


def _pairs(ctx) -> "tuple[dict, dict, set]":
    """The context's value pairs, memoised: (by first, by second, loose). Tight pairs are two values
    of different kinds side by side with only marks between ("30 minutes £50"), in order, indexed by
    each value's key (→ the other's key and raw text); loose pairs, two values of different kinds with a
    few words and no figure between, either order."""
    memo = ctx.memo.get("frame_pairs")
    if memo is None:
        first: dict = {}
        second: dict = {}
        loose: set = set()
        for _, line in _context_lines(ctx):
            vs = [v for v in values_of(line)[:MAX_SENTENCE_VALUES] if v.kind in _PAIRED and _key(v) is not None]
            for u, w in zip(vs, vs[1:]):
                if u.kind == w.kind or w.start < u.end:
                    continue
                gap = line[u.end:w.start]
                a, b = _key(u), _key(w)
                if _LOOSE_GAP.match(gap):
                    loose.update(((a, b), (b, a)))
                if _TIGHT_GAP.match(gap):
                    first.setdefault(a, []).append((b, w.raw))
                    second.setdefault(b, []).append((a, u.raw))
        memo = ctx.memo["frame_pairs"] = (first, second, loose)
    return memo


def _pair_swap(i: int, text: str, ctx) -> Finding | None:
    """Two values the claim pairs ("30 minutes | £65") that the context pairs each with another ("30
    minutes £50 or 45 minutes £65") and never with each other: a swap of their partners."""
    vs = [v for v in values_of(text)[:MAX_SENTENCE_VALUES] if v.kind in _PAIRED and _key(v) is not None]
    if len(vs) < 2:
        return None
    first, second, loose = _pairs(ctx)
    if not first:
        return None
    for u, w in zip(vs, vs[1:]):
        if u.kind == w.kind or w.start < u.end or not _LOOSE_GAP.match(text[u.end:w.start]) or "،" in text[u.end:w.start]:
            continue  # (an Arabic comma ends a pair: "300 ريال لخمس سنوات، و600 SAR لعشر سنوات")
        a, b = _key(u), _key(w)
        if a is None or b is None or (a, b) in loose:
            continue
        theirs = [raw for y, raw in first.get(a, ()) if y[0] == b[0]]
        ours = [raw for x, raw in second.get(b, ()) if x[0] == a[0]]
        if theirs and ours:
            return _finding(i, text, f"{u.raw} with {w.raw}: the context gives {u.raw} with {theirs[0]} "
                            f"and {w.raw} with {ours[0]}", "frame_swap")
    return None


#: between a weekday and the times it is given ("Saturdays 10am–6pm", "Sunday: from 10am", "Monday to Friday, by 1pm")
_DAY_TIME_GAP = re.compile(r"^[\s*_:()|,\u2013\u2014-]{1,8}(?:(?:from|by|at|until|till)[\s*_]+)?$", re.I)
#: between times and the weekdays they are given after them ("by 1pm Monday to Friday", "11pm to 7am, Sunday to Thursday",
#: "by 11am on Saturday", "9am–5pm every weekday")
_TIME_DAY_GAP = re.compile(r"^[\s*_,()\u2013\u2014-]{1,8}(?:(?:on|every|each)[\s*_]+)?$", re.I)
_TIME_RANGE = re.compile(r"^[\s*_]*(?:-|\u2013|\u2014|to|until|till)[\s*_]*$", re.I)
#: between the weekdays of one list or range ("Saturdays and Sundays", "Monday to Friday")
_DAY_LIST = re.compile(r"^[\s*_,]*(?:and|or|&|to|through|thru|until|till|-|\u2013|\u2014)?[\s*_]*$", re.I)
#: the gap of a range of weekdays ("Monday to Friday", "Sun–Thu"): every day from the first to the last
_DAY_RANGE = re.compile(r"\b(?:to|through|thru|until|till)\b|[-\u2013\u2014]", re.I)
#: words that name a set of weekdays without naming a day: every day of the week, the working week, the weekend (a
#: scope of days, as a range is: "11pm to 7am every night" gives the times to Friday too)
DAY_SCOPES = (
    (re.compile(r"\b(?:every|each)\s+(?:single\s+)?(?:day|night|evening|morning)\b|\b(?:daily|nightly)\b|"
                r"\b(?:7|seven)\s+days\s+a\s+week\b|\ball\s+week(?:\s+long)?\b", re.I), frozenset(range(7))),
    (re.compile(r"\b(?:every\s+)?weekdays?\b", re.I), frozenset(range(5))),
    (re.compile(r"\b(?:every\s+)?weekends?\b", re.I), frozenset((5, 6))),
)
#: a scope of days narrowed after it ("every day except Sunday", "daily apart from bank holidays"): not the whole scope
#: a line that may name days: a weekday, "daily", "nightly", "weekends" (a cheap test before the days are read)
_DAYISH = re.compile(r"day|dai|night|week", re.I)
_SCOPE_NARROWED = re.compile(r"[\s*_,(]*(?:except|apart\s+from|other\s+than|excluding|besides|but\s+not|bar)\b", re.I)
#: a line that opens with its days as a label ("- **Monday to Saturday:** order by 1pm", "Sundays: 10am–4pm"): the times
#: of the line are the label's
_LABEL_OPEN = re.compile(r"^[\s>*_#|+-]*(?:\d{1,2}[.)][\s*_]*)?(?:on[\s*_]+)?$", re.I)
_LABEL_CLOSE = re.compile(r"[\s*_]*:")


def _weekday(v) -> bool:
    return v.kind == "date" and (v.unit or "").startswith("weekday:")


def _day_index(v) -> int:
    return WEEKDAYS.index((v.unit or "")[8:])


def _day_items(text: str) -> "list[tuple[int, int, str, Any]]":
    """The weekdays, the words of a scope of days and the times of a line, in order: (start, end, "day", set of weekday
    indices) or (start, end, "time", the time value)."""
    items: list = []
    for v in values_of(text)[:MAX_SENTENCE_VALUES]:
        if _weekday(v):
            items.append((v.start, v.end, "day", frozenset((_day_index(v),))))
        elif v.kind == "time":
            items.append((v.start, v.end, "time", v))
    if _DAYISH.search(text) is not None:
        for pattern, days in DAY_SCOPES:
            for m in pattern.finditer(text):
                if _SCOPE_NARROWED.match(text, m.end()) is None and not any(a < m.end() and m.start() < b for a, b, _, _ in items):
                    items.append((m.start(), m.end(), "day", days))
        items.sort(key=lambda x: x[0])
    return items


def _day_groups(text: str) -> list:
    """The runs of a line's weekdays and times: [kind, start, end, weekday indices or [time values], a scope word's]
    (a list of days joined, a range of them read whole, two times of a range together)."""
    items = _day_items(text)
    groups: list = []  # [kind, start, end, days | times]
    for a, b, kind, x in items:
        last = groups[-1] if groups else None
        if last is not None and last[0] == kind == "day" and len(x) == 1 and len(last[3]) <= 7 \
                and _DAY_LIST.match(text[last[2]:a]) and not (len(last[3]) > 1 and last[4]):
            gap = text[last[2]:a]
            if _DAY_RANGE.search(gap) and len(last[3]) == 1:  # "Monday to Friday": every day between
                first, end = next(iter(last[3])), next(iter(x))
                last[3] = frozenset((first + k) % 7 for k in range((end - first) % 7 + 1))
            else:
                last[3] = last[3] | x
            last[2] = b
            continue
        if last is not None and last[0] == kind == "time" and len(last[3]) == 1 and _TIME_RANGE.match(text[last[2]:a]):
            last[3].append(x)
            last[2] = b
            continue
        groups.append([kind, a, b, x if kind == "day" else [x], kind == "day" and len(x) > 1])
    return groups


def _day_times(text: str) -> "list[tuple[frozenset, list]]":
    """The weekdays of a line and the times given to them: (weekday indices, [time values]) per group. The days may
    come first ("Saturdays 10am–6pm, Sundays 10am–4pm" → ({Sat}, [10am, 6pm]), ({Sun}, [10am, 4pm]); "- **Sunday:** no
    deliveries, **Saturday:** order by 11am", the days a label of its line) or after the times ("by 1pm Monday to Friday
    and by 11am on Saturday"; "11pm to 7am, Sunday to Thursday"); a list of days shares its times ("Saturdays and Sundays
    10am–4pm"), a range gives them to every day from its first to its last ("Monday to Friday", "Sun–Thu", cyclic), and a
    scope word to the days it names ("every night", "daily", "weekdays", "at weekends")."""
    groups = _day_groups(text)
    out: list = []
    bound: set = set()
    for j, g in enumerate(groups):
        if j in bound or g[0] != "day":
            continue
        nxt = groups[j + 1] if j + 1 < len(groups) else None
        prev = groups[j - 1] if j > 0 else None
        if nxt is not None and nxt[0] == "time" and (_DAY_TIME_GAP.match(text[g[2]:nxt[1]]) or (
                _LABEL_OPEN.match(text[text.rfind("\n", 0, g[1]) + 1:g[1]]) and _LABEL_CLOSE.match(text, g[2])
                and "\n" not in text[g[2]:nxt[1]])):
            out.append((g[3], nxt[3]))
            bound.update((j, j + 1))
        elif prev is not None and prev[0] == "time" and j - 1 not in bound and _TIME_DAY_GAP.match(text[prev[2]:g[1]]):
            out.append((g[3], prev[3]))
            bound.update((j - 1, j))
    return out


def ranged_days(ctx, day: int, text: str) -> bool:
    """Whether ``day`` (a weekday's index) is inside a range of days the context states ("Monday to Thursday": Tuesday
    and Wednesday too; "Sun–Thu") on a line that shares a word with ``text`` (the range is that rule's: "Vehicles run
    Monday to Saturday" names no Wednesday to phone by): a day of a stated range is a day the context names."""
    hit = ctx.memo.get("frame_ranged_days")
    if hit is None:
        hit = []
        for _, line in _context_lines(ctx):
            if _DAYISH.search(line) is not None or "\u2013" in line or "-" in line:
                days = frozenset(d for g in _day_groups(line) if g[0] == "day" and len(g[3]) > 2 and not g[4] for d in g[3])
                if days:
                    hit.append((days, _stems(line) - _CALENDAR))
        ctx.memo["frame_ranged_days"] = hit
    if not hit:
        return False
    words = _stems(text) - _CALENDAR
    if any(day in days and words & line for days, line in hit):
        return True
    # (or a sentence that names two more days of the same range, the range spelled out: "any Thursday, Friday, Saturday
    # or Sunday" for "Tours run Thursday to Sunday")
    named = {WEEKDAYS.index(m.group(1).lower()) for m in _WEEKDAY_NAME.finditer(text)} \
        | {WEEKDAYS.index(WEEKDAY_ABBR[m.group(1).lower()]) for m in _WEEKDAY_ABBR_NAME.finditer(text)}
    named.discard(day)
    if any(day in days and len(named & days) >= 2 for days, _ in hit):
        return True
    # (or a day outside the range, said to be closed, in a sentence that names the range's own days: "Tuesday to
    # Saturday, 9:30am to 5pm (so closed Sundays and Mondays)")
    return _CLOSED.search(text) is not None and any(day not in days and len(named & days) >= 2 for days, _ in hit)


#: a day said to be closed: "closed", "shut", "not open", "no sessions"; or one to avoid ("open Tuesday to Sunday, so
#: avoid Mondays")
_CLOSED = re.compile(r"\b(?:closed|shut|avoid|not\s+open|isn['\u2019]t\s+open|aren['\u2019]t\s+open|no\s+(?:sessions|tours|classes|visits"
                     r"|opening))\b", re.I)


_WEEKDAY_NAME = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b", re.I)
#: a weekday abbreviated, capitalised as a name ("Tue–Sun", "Mon & Fri"; not "the sun")
_WEEKDAY_ABBR_NAME = re.compile(r"\b(Mon|Tues?|Wed|Thu(?:rs?)?|Fri|Sat|Sun)\b")


def _day_time_swap(i: int, text: str, ctx) -> Finding | None:
    """A time the claim gives one weekday that the context gives another, and never that one ("Saturday: 10am–4pm" for
    "Saturdays 10am–6pm, Sundays 10am–4pm"; "Monday to Saturday: order by 1pm" for "by 1pm Monday to Friday and by 11am
    on Saturday"): the two days' times swapped. Only weekdays the context gives times to, and times it gives some other
    weekday (a time of its own, or one no day is given, is the value rules' business). And a time the context gives to
    some days only, which the claim gives to a wider scope of days the context gives no times at all, in words of the
    same line ("Quiet hours run 11pm to 7am every night" for "Quiet hours are 11pm to 7am, Sunday to Thursday"): the
    days' qualifier dropped."""
    claimed = _day_times(text) if _DAYISH.search(text) is not None else []
    if not claimed:
        return None
    memo = ctx.memo.get("frame_day_times")
    if memo is None:
        by_day: dict = {}
        by_time: dict = {}
        lines: dict = {}  # a time → [(the days the line gives it, the line's words)]
        for _, line in _context_lines(ctx):
            if _DAYISH.search(line) is None:
                continue
            words = None
            for days, times in _day_times(line):
                words = words if words is not None else _stems(line)
                for t in times:
                    by_time.setdefault(_key(t), set()).update(days)
                    lines.setdefault(_key(t), []).append((days, words))
                    for d in days:
                        by_day.setdefault(d, set()).add(_key(t))
        memo = ctx.memo["frame_day_times"] = (by_day, by_time, lines)
    by_day, by_time, lines = memo
    words = None
    for days, times in claimed:
        for d in sorted(days):
            given = by_day.get(d)
            if not given:
                continue
            for t in times:
                others = by_time.get(_key(t), set()) - {d}
                if _key(t) not in given and others:
                    words = words if words is not None else _stems(text) - _CALENDAR
                    if words and not any(w & words for _, w in lines.get(_key(t), ())):
                        continue  # (the time of another rule, in other words: "the pool opens at 7am" is no lesson's; a
                        # bare line of a day and its times, "- Saturday: 10am–4pm", has no words of its own to tell)
                    return _finding(i, text, f"{t.raw} with {WEEKDAYS[d].title()}: the context gives {t.raw} to another "
                                    f"day, and {WEEKDAYS[d].title()} other times", "frame_swap")
    for days, times in claimed:
        keys = [_key(t) for t in times]
        if not all(k in by_time for k in keys):
            continue
        if any(t.start >= 0 and _BY_TIME.search(text, max(0, t.start - 8), t.start) for t in times):
            continue  # "that means by 8pm on Saturday" for a match at 8pm on Tuesday and 72 hours' notice: a deadline worked
            # out at the same clock time days before (the derivations check its day), no time the context gives the day
        unsaid = [d for d in sorted(days) if not by_day.get(d)]
        if not unsaid:
            continue
        if len(days) == 7 and _EACH_OF_ITS_DAYS.search(text) is not None and _WEEKDAY_NAME.search(text) is None \
                and all(k in ks for ks in by_day.values() for k in keys):
            continue  # "The festival runs until 8pm each day" over "Plant Fest runs Saturday and Sunday, 10am to 8pm": each
            # of the days it runs, every one of which the context gives the time (the days it names no time are no days of
            # it); "every night", "daily" or a weekday named ("… every night, so on a Friday …") still claim them all
        words = words if words is not None else _stems(text) - _CALENDAR
        # (the context lines that give these times, in words the claim shares: the same rule)
        scopes = [ds for k in keys for ds, w in lines.get(k, ()) if w & words]
        if scopes and all(unsaid[0] not in ds for ds in scopes) and all(d not in by_time[k] for k in keys for d in unsaid):
            return _finding(i, text, f"{times[0].raw} on {WEEKDAYS[unsaid[0]].title()}: the context gives {times[0].raw} "
                            f"to other days only, and {WEEKDAYS[unsaid[0]].title()} no times", "frame_qualifier")
    return None


#: "each day" (not "every day", "daily"): each of the days the thing happens
_EACH_OF_ITS_DAYS = re.compile(r"\beach\s+(?:single\s+)?day\b", re.I)
#: a time named as a deadline ("by 8pm", "by **8pm")
_BY_TIME = re.compile(r"\bby\s+(?:\*\*|__)?$", re.I)


def _count_kind(k) -> tuple:
    """A frame key's kind for pairing: a count is a count with or without its noun ("3 bedrooms", "4 or more
    bedrooms" read as the number 4); a duration is a duration ("1 day" pairs with no age "6" of "child (6–15)"); other kinds
    by kind and unit."""
    if k[0] == "quantity" and _dim(k[1]) in _DURATIONS:
        return ("duration",)
    return ("count",) if k[0] in ("number", "quantity") else k[:2]


#: a count joined to the thing it counts, naming it ("6-session", "10-visit", "two-person"), not a measure ("2-hour")
_COUNT_NAMES = re.compile(r"^(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)-"
                          r"(?!(?:second|minute|hour|day|night|week|fortnight|month|year|term|mile|metre|meter|km|foot|inch|kg)s?\b)"
                          r"[a-z]{3,}$", re.I)


def _condition_swap(i: int, text: str, ctx) -> Finding | None:
    """A claim that states exactly two of the context's values, of two kinds ("a home with up to three bedrooms …
    costs £150"), where the context states each beside another of the other's kind in its own segment ("£120 for
    homes with up to 3 bedrooms and £150 for homes with 4 or more bedrooms") and never the two together: the
    claim gives the value the other condition's partner (a swap of the pairs)."""
    vs = [v for v in values_of(text)[:MAX_SENTENCE_VALUES] if _in_context(v, ctx) and not _users_own(v, ctx)]
    if len(vs) != 2 or _count_kind(_key(vs[0])) == _count_kind(_key(vs[1])) or _operand(text, vs[0]) or _operand(text, vs[1]):
        return None
    if any(_DENIED_AFTER.match(text, v.end) for v in vs):
        return None  # one of them denied ("a half-hour booking isn't possible — you'd be paying for the full hour (£220)"):
        # the claim pairs nothing with it (the polarity rule reads the denial)
    if not any(v.kind in ("money", "percent") for v in vs) and not any(_COUNT_NAMES.match(v.raw) for v in vs):
        return None  # (a price or a rate and the condition it is for; or a count that names the thing, "the 6-session
        # ticket … within 6 months" beside "6-session … 4 months" and "10-session … 6 months")
    frames, by = context_frames(ctx)
    a, b = _key(vs[0]), _key(vs[1])
    mine, theirs = by.get(a) or (), by.get(b) or ()
    if not mine or not theirs:
        return None

    def partners(own: "list[Frame]", other_key) -> "list | None":
        found = []
        for x in own:
            alike = [k for k in x.near if _count_kind(k) == _count_kind(other_key)]
            if not alike or any(_bare_alike(other_key, k) for k in alike):
                return None  # the context states them together, or states this value with no partner of that kind
            found += alike
        return found

    pa, pb = partners(mine, b), partners(theirs, a)
    if not pa or not pb:
        return None
    def raw(k) -> str:
        return next((x.value.raw for x in by.get(k) or ()), "another figure")

    return _finding(i, text, f"{vs[0].raw} with {vs[1].raw}: the context gives {vs[0].raw} with {raw(pa[0])} "
                    f"and {vs[1].raw} with {raw(pb[0])}", "frame_swap")


# ---------------------------------------------------------------- labelled lines: what belongs to whom

#: a context line that names its subject before a colon: "Economy Flex: free changes …", "VIP pass (£795): …"
_LABELLED = re.compile(r"^[\W_]*([A-Z][\w&'\u2019 -]{0,40}?)(?:\s*\([^)]*\))?\s*:\s+\S")
#: where a claim's parts part for the label rule (a bullet's own label stays with its part)
_LABEL_PARTS = re.compile(r";|\s[-\u2013\u2014]\s|\s\|\s|,\s*(?:and|but|while|whereas)\b|\b(?:but|while|whereas|though|although)\b", re.I)
#: a part that sets two subjects side by side, or moves from one to another, is no claim about one
_CONTRAST = re.compile(r"\b(?:unlike|instead|rather|compared|upgrad\w*|switch\w*|versus|vs)\b", re.I)
_CODE = re.compile(r"\b[A-Z]{2,4}\b")
_FIRST_PERSON = re.compile(r"(?=[wou])\b(?:we|our|us|we['\u2019](?:re|ll|ve|d))\b", re.I)


@dataclass(slots=True)
class _Labelled:
    """The context's labelled lines: for each, the words that name it alone, and each word (not a
    label's) that only one line of the context has, with that line."""

    names: list  # per labelled line: its distinct label stems
    owner: dict  # stem → the labelled line holding it, for stems only that line of the context has
    lines: list  # per labelled line: its label as written
    named: dict  # distinct label stem → the labelled line it names
    #: per labelled line: it opens its document (its label may name the document's subject, the speaker: "SnapID
    #: Passport Photos: …"), and it speaks in the first person ("Our acceptance guarantee: … a photo we took")
    opens: list = field(default_factory=list)
    speaks: list = field(default_factory=list)
    chunks: list = field(default_factory=list)  # per labelled line: its document


def _labelled(ctx) -> "_Labelled | None":
    memo = ctx.memo.get("frame_labels", False)
    if memo is not False:
        return memo
    lines = _context_lines(ctx)
    found = []
    for k, (ci, text) in enumerate(lines):
        m = _LABELLED.match(text) if ":" in text else None  # (a label ends at a colon)
        if m is not None and len(m.group(1).split()) <= 4:
            found.append((k, ci, m.group(1).strip(), _stems(m.group(1)), _stems(text[m.end() - 1:])))
    out = None
    if len(found) >= 2:
        opens = [k == 0 or lines[k - 1][0] != ci for k, ci, *_ in found]
        speaks = [_FIRST_PERSON.search(lines[k][1]) is not None for k, *_ in found]
        counts: dict = {}
        for _, text in lines:
            for w in _stems(text):
                counts[w] = counts.get(w, 0) + 1
        label_stems: dict = {}
        for *_, lab, _body in found:
            for w in lab:
                label_stems[w] = label_stems.get(w, 0) + 1
        names = [frozenset(w for w in lab if label_stems[w] == 1) for *_, lab, _body in found]
        owner = {w: n for n, (*_, lab, body) in enumerate(found) for w in body - lab
                 if counts.get(w) == 1 and w not in label_stems}
        out = _Labelled(names, owner, [name for _, _, name, _, _ in found],
                        {w: n for n, name in enumerate(names) for w in name}, opens, speaks,
                        [ci for _, ci, *_ in found])
    ctx.memo["frame_labels"] = out
    return out


def _label_swap(i: int, text: str, ctx, header: str = "") -> Finding | None:
    """A claim that gives one labelled subject what the context's line of another says alone ("Flex also
    adds full refunds up to 24 hours before departure" where only "Business: … full refunds up to 24
    hours before departure"; "Standard pass holders do get reserved seating" where only the VIP pass line
    has it): the part names one line's label and no other's, and holds two words (or one code, "ABB")
    that only another labelled line of the context has."""
    lab = _labelled(ctx)
    if lab is None or "?" in text:
        return None
    # a table's column names are no claim ("Required subjects"), unless they name a subject ("| | Classic Double |")
    columns = frozenset(w for w in _stems(header) if w not in lab.named)
    for part in _LABEL_PARTS.split(text):
        st = _stems(part) - columns
        named = sorted({n for w in st if (n := lab.named.get(w)) is not None and lab.names[n] <= st})
        if len(named) != 1 or _CONTRAST.search(part) or _negated(part) or _NONE_CELL.search(part):
            continue  # (a cell of none, "Giant breeds | Bath & brush only | —", says the subject lacks it)
        others: dict = {}
        for w in st:
            n = lab.owner.get(w)
            if n is not None and n != named[0]:
                others.setdefault(n, []).append(w)
        for n, ws in others.items():
            code = any(_stems(c) & set(ws) for c in _CODE.findall(part))
            if lab.opens[named[0]] and lab.speaks[n] and lab.chunks[n] != lab.chunks[named[0]]:
                continue  # a document's opening label names its speaker, whom another line's "we" is: "a photo SnapID
                # took" for "Our acceptance guarantee: … a photo we took" gives the guarantee to no other subject
            if (len(ws) >= 2 or code) and not (lab.names[n] & st):
                return _finding(i, part, f"{', '.join(sorted(ws))}: the context says it of {lab.lines[n]}, "
                                f"not of {lab.lines[named[0]]}", "frame_swap")
    return None


# ---------------------------------------------------------------- an attribute turned to its opposite

#: pairs of words that say the opposite of each other about the same thing (data, not rules)
ANTONYMS = (("older", "younger"), ("oldest", "youngest"), ("minimum", "maximum"), ("higher", "lower"),
            ("highest", "lowest"), ("earlier", "later"), ("earliest", "latest"), ("first", "last"), ("upper", "lower"),
            ("inbound", "outbound"), ("indoor", "outdoor"), ("indoors", "outdoors"), ("weekday", "weekend"),
            ("weekdays", "weekends"), ("larger", "smaller"), ("largest", "smallest"), ("longer", "shorter"),
            ("longest", "shortest"), ("increase", "decrease"), ("increases", "decreases"), ("heavier", "lighter"))
_OPPOSITE = {a: b for x, y in ANTONYMS for a, b in ((x, y), (y, x))}
#: a claim sentence restates a context sentence when it shares this many of its words (and this share)
ANTONYM_SHARED = 4
ANTONYM_SHARE = 0.6


def _opposites(ctx) -> "dict[str, list[frozenset]]":
    """Each antonym word of the context → the stems of the context sentences that use it (and not its
    opposite), read once per context."""
    memo = ctx.memo.get("frame_opposites")
    if memo is None:
        memo = {}
        for _, line in _context_lines(ctx):
            toks = set(words_of(line))
            for w in toks & _OPPOSITE.keys():
                if _OPPOSITE[w] not in toks:
                    memo.setdefault(w, []).append(_stems(line))
        ctx.memo["frame_opposites"] = memo
    return memo


def _antonym(i: int, text: str, ctx) -> Finding | None:
    """A claim that restates a context sentence with one attribute turned to its opposite ("it goes on
    the younger child's fees" for "applied to the older child's fees when two children attend"): most
    of the sentence's words (:data:`ANTONYM_SHARED`, :data:`ANTONYM_SHARE`), the opposite word, and
    not the context's own."""
    toks = set(words_of(text))
    said = toks & _OPPOSITE.keys()
    if not said or "?" in text:
        return None
    opposites = _opposites(ctx)
    st = _stems(text)
    for w in said:
        other = _OPPOSITE[w]
        if other in toks:
            continue  # both said: a comparison, not a flip
        pair = _stems(f"{w} {other}")
        # (a context sentence that says the claim's own word and shares as much with it is the one the claim
        # restates: "on weekdays, off-peak returns are not valid on trains departing London …" is the
        # weekday sentence, not a flip of "off-peak returns are valid on any train at weekends")
        own = max((len((st & line) - pair) for line in opposites.get(w, ())[:_POSTINGS]), default=0)
        for line in opposites.get(other, ())[:_POSTINGS]:
            shared = (st & line) - pair
            if len(shared) >= ANTONYM_SHARED and len(shared) >= ANTONYM_SHARE * len(line - pair) and len(shared) > own:
                return _finding(i, text, f"{w!r}: the context says {other!r} of it", "frame_polarity")
    return None


# ---------------------------------------------------------------- qualifiers in words: "only", a threshold

#: "only" as a restriction ("card payments only", "Only the Market Square branch offers …"), not "not only",
#: "only if", "only after" (a condition or a time: the polarity rule's and the value rules')
_ONLY = re.compile(r"(?<!not\s)(?<![-\w])only\b(?!-)(?!\s+(?:if|when|after|before|until|once|since|to\b))", re.I)
#: a restriction the claim keeps ("only", "just", "exclusively", "alone")
_KEPT = re.compile(r"\b(?:only|just|solely|exclusively|alone|except|but\s+not)\b", re.I)
#: a threshold on a noun: "on orders over £25", "for bookings of more than 10 nights"
_THRESHOLD = re.compile(r"\b([a-z]{3,})\s+(?:over|above|under|below|of\s+at\s+least|of\s+more\s+than|worth\s+(?:over|more\s+than))"
                        r"\s+[£$€]?\d", re.I)
_EVERY = re.compile(r"\b(?:all|any|every)\s+(?:(?:of\s+)?(?:your|the|our)\s+)?(?:[a-z]+\s+)?([a-z]{3,})\b", re.I)
_COORDINATED = re.compile(r"\b([a-z]{3,})\s+(?:and|or|&)\s+([a-z]{3,})\b", re.I)


@dataclass(slots=True)
class _Restricted:
    """A context part that restricts what it says: to some subjects ("only" and the words it restricts
    to) or to a threshold on a noun ("on orders over £25")."""

    to: frozenset  # the words the part restricts to ("card"; "market square branch"; "order")
    said: frozenset  # the part's other words (what is said of them)
    text: str
    threshold: bool
    #: the words restricted to name a subject ("Only the Market Square branch …")
    named: bool = False


def _restrictions(ctx) -> "tuple[list[_Restricted], dict[str, list[int]]]":
    """The context's restrictions, and each word → the restrictions that say it (a claim is compared
    only with those sharing its words), read once per context."""
    memo = ctx.memo.get("frame_restricted")
    if memo is not None:
        return memo
    out: list[_Restricted] = []
    for _, line in _context_lines(ctx):
        if "only" not in line.lower() and not (_DIGIT.search(line) and _THRESHOLD.search(line)):  # (a threshold has a figure)
            continue
        for part in _POLAR_SPLIT.split(line):
            m = _ONLY.search(part)
            t = _THRESHOLD.search(part) if _DIGIT.search(part) else None
            if m is None and t is None:
                continue  # (neither a restriction nor a threshold: its words are not read)
            st = _stems(part, _POLAR_STOP)
            if m is not None and not _negated(part):
                ends = _ONLY_ENDS.match(part, m.end()) is not None  # "card payments only", "term-time only (…)"
                name = None if ends else _ONLY_NAME.match(part, m.end())  # "Only the Market Square branch offers"
                if ends:
                    to = _stems(" ".join(words_of(part[:m.start()])[-2:]))
                elif name is not None:
                    to = _stems(name.group(1))
                else:
                    to = frozenset()  # "only revealed … after", "only one theory": no restriction to a subject read
                if to and st - to:
                    out.append(_Restricted(to, st - to, part.strip(), False, name is not None))
            if t is not None:
                noun = _stems(t.group(1))
                if noun and len(st - noun) >= 2:
                    out.append(_Restricted(noun, st - noun - _stems(part[t.end():]), part.strip(), True, False))
    index: dict[str, list[int]] = {}
    for n, r in enumerate(out):
        for w in r.said | r.to:
            index.setdefault(w, []).append(n)
    memo = ctx.memo["frame_restricted"] = (out, index)
    return memo


def _qualifier_lost(i: int, text: str, ctx) -> Finding | None:
    """A claim that widens what the context restricts: "Wayfarer accepts cash and card payments" for "We
    accept card payments only" (another item beside the one the context allows), "High Street is also
    the branch with the private consultation room" for "Only the Market Square branch offers a private
    consultation room" (another subject the context names), "free delivery on all your orders" for
    "free delivery on orders over £25" (the threshold dropped)."""
    rules, index = _restrictions(ctx)
    if not rules or "?" in text:
        return None
    parts = [p for cell in text.split(" ; ") if not _NONE_CELL.search(cell) for c in _opening_clause(cell)
             for p in _POLAR_SPLIT.split(c)]
    for part in parts:  # (a table row's part whose cell says no, "—", says nothing of it)
        if _KEPT.search(part) or _negated(part):
            continue
        st = _stems(part, _POLAR_STOP)
        for r in [rules[k] for k in sorted({k for w in st for k in index.get(w, ())[:_POSTINGS]})]:
            said = st & r.said
            if r.threshold:  # "free delivery on all your orders" for "… on orders over £25"
                every = _EVERY.search(part)
                if len(said) >= 2 and every is not None and _stems(every.group(1)) & r.to and not _DIGIT.search(part):
                    return _finding(i, part, f"the context says it only of {r.text[:80]!r}", "frame_qualifier")
                continue
            if r.to <= st and said and len(said | r.to) >= 3:  # the item restricted to, and another beside it ("cash and card")
                whole = r.to | r.said
                for m in _COORDINATED.finditer(part):
                    a, b = _stems(m.group(1)), _stems(m.group(2))
                    other = (a - whole) if b & whole else (b - whole) if a & whole else frozenset()
                    if other and not ctx.vocab.has(m.group(1 if a == other else 2).lower()):
                        return _finding(i, part, f"the context says only {r.text[:80]!r}", "frame_qualifier")
            elif len(said) >= max(2, (len(r.said) + 1) // 2) and _other_people(st, r, ctx):
                # a thing the context gives one group only, given to another group it names ("Membership includes ECF
                # Silver for adult members only" / "junior membership includes ECF Silver")
                return _finding(i, part, f"the context says it only of {r.text[:80]!r}", "frame_qualifier")
            elif r.named and len(said) >= max(2, (len(r.said) + 1) // 2) and not (r.to & st) and _names_other(part, r, ctx):
                return _finding(i, part, f"the context says only {r.text[:80]!r}", "frame_qualifier")
            elif not r.named and not (r.to & st) and len(said) >= max(2, (len(r.said) + 1) // 2):
                # the case the context restricts to dropped and another added ("can be paused for up to 3 months,
                # including if you're relocating" for "can be paused for up to 3 months for medical reasons only")
                wide = _WIDEN.search(part)
                if wide is not None and (wide.group(0).lower().startswith("for") or any(
                        w.isalpha() and w not in NONCONTENT and not ctx.vocab.has(w) for w in words_of(wide.group(1)))):
                    return _finding(i, part, f"the context says only {r.text[:80]!r}", "frame_qualifier")
    return None


#: THE UNIVERSAL NARROWED: a context part that says a thing of every member of a group ("all traders need public
#: liability insurance", "every member must attend an induction"): ALL, then the group (its last word the head noun),
#: then the verb of what all of them need, must do, pay or get
_ALL_OF_GROUP = re.compile(r"\b(?:all|every)\s+((?:[a-z-]+\s+)?[a-z]{3,})\s+(?:need|needs|must|have\s+to|has\s+to|are\s+required|"
                           r"is\s+required|pay|pays|get|gets|receive|receives|require|requires)\b", re.I)
#: a claim that gives it to a part of that group only: "… is only required for food traders", "only for food traders",
#: "only food traders need it" (ONLY, an optional verb of need, a preposition, the narrower group)
_ONLY_GROUP = re.compile(r"\bonly\s+(?:(?:required|needed|necessary|compulsory|mandatory|applies|apply|relevant)\s+)?"
                         r"(?:(?:for|to)\s+)?((?:[a-z-]+\s+){0,2}[a-z]{3,})(?=\s*(?:[,.;:!?)*_]|$|\s+(?:need|needs|must|have|has|are|pay|get)\b))", re.I)


def _universals(ctx) -> "list[tuple[frozenset, frozenset, str]]":
    """The context's parts that say a thing of ALL of a group (:data:`_ALL_OF_GROUP`): the group's head noun, the
    part's other words, the part (read once per context)."""
    memo = ctx.memo.get("frame_universals")
    if memo is not None:
        return memo
    out = []
    for _, line in _context_lines(ctx):
        low = line.lower()
        if "all " not in low and "every " not in low:
            continue
        for part in _POLAR_SPLIT.split(line):
            m = _ALL_OF_GROUP.search(part)
            if m is None or _negated(part):
                continue
            head = _stems(words_of(m.group(1))[-1])
            said = _stems(part, _POLAR_STOP) - _stems(m.group(1))
            if head and len(said) >= 2:
                out.append((head, said, part.strip()))
    ctx.memo["frame_universals"] = out
    return out


def _universal_narrowed(i: int, text: str, ctx) -> Finding | None:
    """THE UNIVERSAL NARROWED: the claim gives to a narrower group only what the context says of all of the group
    ("Public liability insurance … is only required for food traders" for "all traders need public liability insurance
    of at least £5 million"): the claim's ONLY names the group's head noun with a word more ("food traders"), and the
    claim shares two words at least with what the context part says of all of them."""
    if "only" not in text.lower() or "?" in text:
        return None
    rules = _universals(ctx)
    if not rules:
        return None
    for part in _POLAR_SPLIT.split(text):
        m = _ONLY_GROUP.search(part)
        if m is None or _negated(part):
            continue
        group = words_of(m.group(1))
        narrow = _stems(" ".join(group))
        st = _stems(part, _POLAR_STOP) - narrow
        for head, said, whole in rules:
            if head <= _stems(group[-1]) and narrow - head and len(st & said) >= 2:
                return _finding(i, part, f"the context says it of all of them: {whole[:80]!r}", "frame_qualifier")
    return None


def _opening_clause(text: str) -> "list[str]":
    """A sentence that opens with a clause of reason ("Since junior membership includes ECF Silver, your son won't
    need to register"): that clause and the rest, each a claim of its own (the main clause's negation is not the
    reason's)."""
    m = _REASON_OPENING.match(text)
    return [text[:m.end()], text[m.end():]] if m is not None else [text]


#: an opening clause of reason, up to the comma that closes it
_REASON_OPENING = re.compile(r"^[\W_]*(?:since|because|as|given\s+that|seeing\s+(?:as|that))\s+[^,;:.!?\n]{8,120}?,", re.I)


#: a claim that widens a case: "including if you're relocating", "even if you move", "also for holidays" (not the
#: discourse "also": "it's also worth remembering", "there's also a fee")
_WIDEN = re.compile(r"\b(?:(?:including|even|also)\s+(?:if|when|for|during|while)|as\s+well\s+as|for\s+any\s+reason)\b(.*)$", re.I)


#: a deduction attached to what a context clause gives ("refunded in full …, minus a £3 admin charge", "less a 10%
#: handling fee", "after deducting a £25 fee"): the figure taken off
_DEDUCT = re.compile(r"(?=[mladn])\b(?:minus|less(?!\s+than)|after\s+deducting|deducting|net\s+of)\s+(?:an?\s+|the\s+|any\s+)?"
                     r"(?:[a-z]+\s+){0,2}?[£$€]?\d[\d,.]*%?", re.I)
#: a claim that names a deduction in words of its own ("minus", "less the fee", "after the charge is taken")
_DEDUCT_SAID = re.compile(r"(?=[mldntwkr])\b(?:minus|less(?!\s+than)|deduct\w*|net\s+of|taken\s+off|withh[eo]ld\w*|kept|retain\w*)\b", re.I)


def _deductions(ctx) -> list:
    """The context's clauses that carry a deduction, memoised: (the clause's words, the keys of the figures taken
    off, the deduction's text)."""
    memo = ctx.memo.get("frame_deductions")
    if memo is None:
        memo = []
        for _, line in _context_lines(ctx):
            if not _DIGIT.search(line):
                continue
            for m in _DEDUCT.finditer(line):
                start = line.rfind(";", 0, m.start()) + 1
                clause = _stems(line[start:m.start()], _POLAR_STOP)
                keys = frozenset(_key(v) for v in values_of(m.group(0)))
                if len(clause) >= 3 and keys:
                    end = _SCOPE_END.search(line, m.end())
                    memo.append((clause, keys, line[m.start():end.start() if end else len(line)],
                                 frozenset(_key(v) for v in values_of(line[start:m.start()]))))
        ctx.memo["frame_deductions"] = memo
    return memo


def _deduction_lost(i: int, text: str, ctx, answer: "Answer | None") -> Finding | None:
    """A claim that restates a context clause carrying a deduction ("Flexi fares can be refunded in full up to 24
    hours before departure, minus a £3 admin charge") without it, when neither the claim nor anywhere in the answer
    names the deduction or its figure ("Flexi fares can be refunded **in full** up to 24 hours before departure"):
    the amount the claim gives is not the context's (critical)."""
    found = _deductions(ctx)  # (memoised: most contexts carry none, and the claim is not read)
    if not found or "?" in text or _negated(text) or _DEDUCT_SAID.search(text):
        return None
    st = _stems(text, _POLAR_STOP)
    said = {_key(v) for v in values_of(text)}
    for clause, keys, deduction, figures in found:
        common = len(st & clause)
        if common < 3 or common * 4 < len(clause) * 3 or keys & said:
            continue
        if said and not said & figures:
            continue  # the claim's figures are none of the clause's ("Full refund within 14 days if research hasn't
            # started" beside "once research has started, unused hours are refunded at £14 per hour minus a £20 admin
            # charge"): it restates another clause, not this one less its deduction
        if answer is not None and (keys & answer.keys() or any(_DEDUCT_SAID.search(t) for t in answer.sentences)):
            continue  # the answer names the deduction somewhere
        return _finding(i, text, f"the context gives it {deduction.strip()!r}, which the claim drops", "frame_qualifier")
    return None


#: people words that name no group of their own (every adult, junior or student is a member, a person, a user)
_ANY_PEOPLE = frozenset(stem_key(w) for w in "person member user guest visitor passenger".split())


def _other_people(st: frozenset, r: _Restricted, ctx) -> bool:
    """The restriction keeps a group of people ("for adult members only": adult) and the claim names another group
    the context names too ("junior"), and not the one kept."""
    kept = (r.to | r.said) & _PEOPLE - _ANY_PEOPLE
    if not kept or kept & st:
        return False
    return any(ctx.vocab.has(w) for w in st & _PEOPLE - _ANY_PEOPLE - kept)


def _names_other(part: str, r: _Restricted, ctx) -> bool:
    """The part names a subject of the context's own other than the one the restriction keeps (a name
    in capitals the context has: "High Street")."""
    for m in _NAME.finditer(part):
        st = _stems(m.group(0))
        if st and not (st & r.to) and all(ctx.vocab.has(w) for w in words_of(m.group(0))):
            return True
    return False


_NAME = re.compile(r"\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+\b")
_ONLY_NAME = re.compile(r"\s+(?:the\s+)?((?:[A-Z][\w'-]*\s+){1,3})")
#: "only" ending its phrase ("card payments only.", "term-time only (38 weeks a year)")
_ONLY_ENDS = re.compile(r"\s*(?:[.,;:()\[\]!?]|$)")
#: a table cell that says no ("—", "❌", "No", "None", "n/a") at the end of a row's part
_NONE_CELL = re.compile(r"(?:[-\u2013\u2014\u274c\u2716\u2717]|\b(?:no|none|n/a)\b)[\s*_]*$", re.I)


#: at most this many of a claim's values are compared with the context's frames (a cap: one sentence
#: of thousands of figures is read once, not once per figure)
MAX_CLAIM_FRAMES = 32


#: words that name one person, and words that name a group, in an answer (is its per-person price one person's?)
_ONE_PERSON = frozenset("she he her him his herself himself".split())
_GROUP = frozenset("everyone family families children kids adults people persons guests we us our".split())
#: a count of people, or "both" said of people ("you both", "both of you"; "Both run 9.30am–4pm", "they both run" may be
#: of two courses)
_GROUP_COUNT = re.compile(r"\b(?:\d+|two|three|four|five|six)\s+(?:of\s+(?:you|us)|people|persons|adults|children|kids|guests)\b"
                          r"|\b(?:you|we)(?:\s+(?:can|could|will|would|may|might|should|are|were|must)|['\u2019](?:ll|re|d))?\s+both\b"
                          r"|\byou\s+two\b|\bboth\s+of\s+(?:you|us)\b", re.I)


_WORKING_SIGN = re.compile(r"[+×=÷]|\s[x*/]\s")
#: the user speaking of themselves, and of others with them
_ME = frozenset("i me my myself".split())
_OTHERS = _GROUP | frozenset("""wife husband friend friends son sons daughter daughters kid child group team
colleagues mum mom dad parents couple""".split())


def _alone(query: str) -> bool:
    """The user's question speaks of themselves ("I", "my") and of no one with them ("we", "my partner", "2 people")."""
    toks = set(words_of(query))
    return bool(toks & _ME) and not toks & _OTHERS and _GROUP_COUNT.search(query) is None


#: ONE THING OF THE USER'S, named in the question: "my tortoise", "our old boiler", "my son" — the noun after "my"/"our"
#: (and at most one adjective); not "my two dogs" (a count), nor a plural
_OWNED = re.compile(r"\b(?:my|our)\s+(?:(?:new|old|little|pet|young|elderly|only|own)\s+)?([a-z]+)\b", re.I)
#: words after "my" that are no thing of the user's ("my question", "my own")
_NOT_OWNED = frozenset("question questions own first second last next booking order account name".split())
_COUNTED_BEFORE = re.compile(r"\b(?:two|three|four|five|six|both|several|all|[2-9]|\d{2,})\s+(?:[a-z]+\s+)?$", re.I)


#: a thing the question names one of ("What does a standard pitch cost", "for one guest"): the noun and the words before
#: it, up to three after the article
_ONE_NAMED = re.compile(r"\b(?:a|an|one)\s+((?:[a-z]+\s+){0,2}[a-z]+)\b", re.I)


#: a price the question gives for each one ("£18 each", "£12 per person", "£9 a head")
_EACH_PRICE = re.compile(r"[£$€]\s?(\d[\d,]*(?:\.\d+)?)\s*(?:each|per\s+(?:person|head)|a\s+head|pp)\b", re.I)


def _owned(query: str) -> frozenset[str]:
    """The things the user names one of as theirs (:data:`_OWNED`) or asks about one of (:data:`_ONE_NAMED`: "What does
    a standard pitch cost"), none of them also in the plural or counted."""
    if not query:
        return frozenset()
    toks = set(words_of(query))
    one = {m.group(1).lower() for m in _OWNED.finditer(query)
           if not _COUNTED_BEFORE.search(query, max(0, m.start() - 20), m.start())}
    one |= {w.lower() for m in _ONE_NAMED.finditer(query) for w in m.group(1).split()}
    return frozenset(w for w in one if not w.endswith("s") and w + "s" not in toks and w + "es" not in toks
                     and w not in _GROUP and w not in _NOT_OWNED)


class Answer:
    """The whole response as the frames rules need it, read once per response: what each of its
    values is stated per, anywhere in it, and its words."""

    __slots__ = ("sentences", "_pers", "_words", "_keys", "_items", "asker_alone", "owned", "asked_each")

    def __init__(self, sentences: "list[str]", query: str = "") -> None:
        self.sentences = sentences
        #: the user asks for themselves alone ("I'm a complete beginner and don't have a partner")
        self.asker_alone = _alone(query) if query else False
        #: the things the user names one of as theirs ("my tortoise"): a price per one of them is theirs, said whole
        self.owned = _owned(query)
        #: the amounts the user gives as each one's price ("3 people at £18 each"): "the £18" is then per person already
        self.asked_each = frozenset(float(m.group(1).replace(",", "")) for m in _EACH_PRICE.finditer(query)) if query else frozenset()
        self._pers: dict | None = None
        self._words: set[str] | None = None
        self._keys: set | None = None
        self._items: set | None = None

    def itemised(self, key) -> bool:
        """The response adds the value ``key`` up, as one term of a sum of its own that holds: a chain of figures
        joined by "+", one per thing the sentence counts, whose sum the same sentence states ("£25 in total for your
        three lots (£15 + £5 + £5)"; not "a 2-hour visit would be £120 + £55 = £175", two charges of one visit), or a table row above a
        Total row that is the sum of the rows' last figures ("| You | … | £9.50 |" … "| Total | | £31.50 |"). Each
        term is the price of one item the answer counts (a lot, a person): the line stating it is per its item."""
        if self._items is None:
            self._items = _summed_terms(self.sentences)
        return key in self._items

    def pers(self, key) -> frozenset:
        """Everything the response states the value ``key`` per (in any of its sentences)."""
        if self._pers is None:
            by: dict = {}
            for t in self.sentences:
                if _DIGIT.search(t):
                    for f in read(t):
                        if f.pers:
                            by.setdefault(_key(f.value), set()).update(f.pers)
            self._pers = by
        return frozenset(self._pers.get(key, ()))

    def says_floor(self) -> bool:
        """The response says, in words of its own, that the prices it works with are starting prices ("using the
        starting prices", "because the cat price is a 'from' price", "prices start at"): its per-item lines keep the
        qualifier it stated once ("First cat: £520" in the working that follows)."""
        return any(_FLOOR_ANSWER.search(t) for t in self.sentences)

    def keys(self) -> set:
        """The frame keys of every value the response states."""
        if self._keys is None:
            self._keys = {_key(v) for t in self.sentences if _DIGIT.search(t) for v in values_of(t)}
        return self._keys

    def about_one(self) -> bool:
        """The response is about one person: it names one by "she" or "he" and no group of people ("you both", "each
        of you", "the children", "your family", "2 people")."""
        if self._words is None:
            self._words = {w for t in self.sentences for w in words_of(t)}
        return bool(self._words & _ONE_PERSON) and not self._words & _GROUP and not any(
            _GROUP_COUNT.search(t) for t in self.sentences)

    def counts_no_one(self) -> bool:
        """The user asks for themselves alone and the response names no group of people and no count of them ("you
        both", "2 people", "the children")."""
        if not self.asker_alone:
            return False
        if self._words is None:
            self._words = {w for t in self.sentences for w in words_of(t)}
        return not self._words & _GROUP and not any(_GROUP_COUNT.search(t) for t in self.sentences)

    def names_with(self, key, per: str) -> bool:
        """A sentence of the response that states the value ``key`` names the thing ``per`` ("Household applications
        are capped at $2,500" before "so your reimbursement would be $2,500": the cap per household, said once)."""
        return any(_DIGIT.search(t) and not _WORKING_SIGN.search(t) and any(_key(v) == key for v in values_of(t))
                   and unit_named(words_of(t), per) for t in self.sentences)  # (not an operand of working: "£120 + £55
        # = £175 if one roofer attends" prices one roofer's hour, no cap said per roofer)

    def mentions(self, per: str) -> bool:
        """The response names the thing ``per`` ("per bowler": "bowlers"; "per member": "Members:")."""
        if self._words is None:
            self._words = {w for t in self.sentences for w in words_of(t)}
        return _mentions(self._words, per) or any(
            w in self._words or w + "s" in self._words for w in _per_words(per))


#: a plus sign between two figures of a chain, with markdown emphasis around it
_PLUS = re.compile(r"[\s*_]*\+[\s*_]*$")
#: a table row's line that sums the rows above it
_TOTAL_ROW = re.compile(r"^\s*\|[\s*_]*(?:grand\s+|sub)?total\b", re.I)


def _close(a: float, b: float) -> bool:
    return abs(a - b) < 0.005


def _summed_terms(sentences: "list[str]") -> set:
    """The keys of the money figures the response adds up in a sum that holds (see :meth:`Answer.itemised`); one pass
    over the sentences, each figure read once."""
    out: set = set()
    rows: list = []  # the money figures of each table row since the last row that is not one
    for t in sentences:
        if "\u00a3" not in t and "$" not in t and "\u20ac" not in t:
            if not t.lstrip().startswith("|"):
                rows = []
            continue
        vals = values_of(t)
        money = [v for v in vals if v.kind == "money" and v.amount is not None]
        # the things the sentence counts ("your three lots", "3 people"; not "a 2-hour visit"): a chain adds one
        # figure per thing counted
        counts = {int(v.amount) for v in vals if v.kind == "quantity" and v.amount and v.unit and v.unit.isalpha()
                  and not _is_time(v.unit) and not _is_time(_singular(v.unit))}
        # a chain "£15 + £5 + £5": its sum stated in the same sentence, as another figure of it
        chain: list = []
        for v in money + [None]:
            if v is not None and chain and _PLUS.match(t[chain[-1].end:v.start]):
                chain.append(v)
                continue
            if len(chain) > 1 and len(chain) in counts:
                total = sum(x.amount for x in chain)
                if any(_close(total, u.amount) for u in money if u not in chain):
                    out.update(_key(x) for x in chain)
            chain = [v] if v is not None else []
        if not t.lstrip().startswith("|"):
            rows = []
            continue
        if _TOTAL_ROW.match(t):
            if money and len(rows) > 1 and _close(sum(r[-1].amount for r in rows), money[-1].amount):
                out.update(_key(x) for r in rows for x in r)
            rows = []
        elif money:
            rows.append(money)
    return out


class _Claimed:
    """The claim's words and stems, read once for all its frames."""

    __slots__ = ("text", "_words", "_stems", "keys", "frames", "row", "asked", "vocab", "answer", "header", "attrs",
                 "header_units")

    def __init__(self, text: str, row: bool = False) -> None:
        self.text = text
        #: a table row read with its header (its cells' parts joined by " ; ")
        self.row = row
        #: the claim's frames whose values the context states
        self.frames: list[Frame] = []
        #: the keys of the claim's values the user's question states
        self.asked: frozenset = frozenset()
        #: the context's words (lexicon.Vocabulary), when the claim is read against a context
        self.vocab = None
        #: the keys of the claim's values the context states (a claim stating the rival's value too swaps both)
        self.keys: frozenset = frozenset()
        #: the whole response (None when the claim is read alone)
        self.answer: Answer | None = None
        #: the words of a table row's header cells (none for a sentence)
        self.header: frozenset = frozenset()
        #: the header's words when they name attributes (a table whose corner cell names its first column)
        self.attrs: frozenset = frozenset()
        #: the periods and units a table row's header names ("| Item | Price per week |": week)
        self.header_units: frozenset = frozenset()
        self._words: set[str] | None = None
        self._stems: frozenset | None = None

    @property
    def words(self) -> set[str]:
        if self._words is None:
            self._words = set(words_of(self.text))
        return self._words

    @property
    def stems(self) -> frozenset:
        if self._stems is None:
            self._stems = _stems(self.text)
        return self._stems

    def around(self, at: int) -> frozenset:
        """The claim's words around a value: the whole claim, or for a table row read with its header
        the cell's part ("Plus Price £12/month" of "Plus Data 50GB ; … ; Plus Price £12/month")."""
        if not self.row:
            return self.stems
        a = self.text.rfind(" ; ", 0, at)
        b = self.text.find(" ; ", at)
        return _stems(self.text[a + 1 if a >= 0 else 0:b if b >= 0 else len(self.text)])

    def frame_stems(self, key) -> frozenset:
        """The words the claim gives one of its values (none when it does not state it)."""
        if key not in self.keys:
            return frozenset()
        return frozenset().union(*(f.stems for f in self.frames if _key(f.value) == key)) - _CALENDAR


_DAY_LABEL = re.compile(r"\bday\s*$", re.I)  # "Day 2": the second day counted, an index


#: how many words a claim's frame of the user's count of days shares with the context's working-day frame of the same
#: figure for it to restate that span (and not reckon with the user's days)
RECKONED_SHARED = 2


def _days_reckoned(text: str, v, here: "_Claimed", by: "dict | _ContextFrames") -> bool:
    """THE RECKONED-DAYS GRAMMAR: a count of days the claim reckons with, not a span of the context's restated — the
    user's own days ("you bought it 10 days ago", "اشتريته قبل 10 أيام"، "ومرّت 10 أيام": the figure the question states
    in days), or the days left or gone over of a context span by another count of days in the same sentence ("استلمتها
    قبل 3 أيام، فما زال أمامك 4 أيام" beside the context's 7 days: 3 + 4; "14 days … 10 days ago … 4 days left").
    Such a figure the context happens to state of working days elsewhere ("10 أيام عمل" for the refund) is no unit
    dropped. A span of the context's said in days where it counts working days, with no such reckoning, still is."""
    key = _key(v)
    if key is None or v.amount is None:
        return False
    if key in here.asked:
        # (the user's figure, unless the claim gives it the context's working-day frame: "يُعاد المبلغ … خلال 10 أيام"
        # beside a question's "قبل 10 أيام" restates the refund's span)
        mine = next((f.stems for f in here.frames if f.value is v), frozenset()) - _CALENDAR
        rivals = by.get(("quantity", "workday", key[2])) or ()
        return all(len(mine & r.stems) < RECKONED_SHARED for r in rivals)
    for u in values_of(text):
        if u is v or u.start == v.start or u.kind != "quantity" or u.amount is None or _dim(u.unit) != "day":
            continue
        for total in (v.amount + u.amount, u.amount - v.amount):
            if total > 0 and by.get(("quantity", "day", round(total, 4))):
                return True
    return False


#: a capitalised word after a value: the value opens a name ("the Half-day Forge", "the Two-person Forge Day")
_NAME_AFTER = re.compile(r"[ \t]+[A-Z][a-z]")
#: a sentence's end or a line's marks before a word: a capital there opens the sentence, not a name
_OPENS_SENTENCE = re.compile(r"(?:^|[.!?:\n]|^[ \t]*[-*+|]|\|)[\W_]*$")


#: a word right after a hyphenated size ("half-day sledge hire", "a two-hour session"): the size modifies it
_MODIFIER_AFTER = re.compile(r"[ \t]+[a-z]")


def _size_modifier(x: Frame, frames: "_ContextFrames", same: "list[Frame]") -> bool:
    """The context value is a hyphenated size modifying a noun ("£20 for the half-day sledge hire, which lasts 4 hours")
    whose relative clause states the claim's value: it names the thing whose value the clause gives, no rival of it."""
    if x.value.kind != "quantity" or "-" not in x.value.raw:
        return False
    line = frames.lines[x.sentence][1]
    return _MODIFIER_AFTER.match(line, x.value.end) is not None and any(
        y.sentence == x.sentence and y.value.start > x.value.end
        and _RELATIVE_TO.fullmatch(line, x.value.end, y.value.start) is not None for y in same)


#: from a noun's modifier to the value its relative clause states ("… sledge hire, which lasts ")
_RELATIVE_TO = re.compile(r"[^;.,()]*,\s*(?:which|who)\s+[^;.,()]*")


def _named_value(text: str, v, same: "list[Frame]", frames: "_ContextFrames") -> bool:
    """The value is (part of) a name, not a value of a subject: the claim writes it with a capital inside its sentence,
    and every place of the context stating it writes it so too, opening a name ("the Half-day Forge (4 hours, £130)",
    read "the Half-day, Full-day and Two-person Forge Days"): a product called by its length, no length of another's."""
    raw = v.raw
    if not raw[:1].isupper() or _OPENS_SENTENCE.search(text, max(0, v.start - 12), v.start) is not None:
        return False
    for x in same:
        line = frames.lines[x.sentence][1]
        start = x.value.start
        if not x.value.raw[:1].isupper() or _OPENS_SENTENCE.search(line, max(0, start - 12), start) is not None \
                or _NAME_AFTER.match(line, x.value.end) is None:
            return False
    return True


#: an age named before its bare figure ("the minimum age is 6", "Age limit: 12"), for swaps only: unlike
#: :data:`_AGE_NUMBER` (which makes "minimum age 12" a count of months in :func:`frame_values`), the figure keeps its
#: kind, so the context's "… and 8 for the Snake Encounter", with no "age" before it, stays its rival
_AGE_BEFORE = re.compile(r"\bage[sd]?(?:\s+limit)?(?:\s+is|\s+of|\s*[:|])?[\s*_|:]*(?:\d{1,2}[\s*_|]*(?:to|and|[-\u2013])?[\s*_|]*)*$",
                         re.I)  # ("ages 8 to 12": both ends are ages)


_AGE_STEMS = frozenset(("age", "ages", "aged", "old", "year", "suitabl", "suitable", "open"))


def _age_value(v, text: str) -> bool:
    """A bare figure that is an age by its label (an age is a subject's value, swapped as a price is)."""
    return v.kind == "number" and v.unit is None and v.amount is not None and 0 < v.amount < 120 \
        and _AGE_BEFORE.search(text, max(0, v.start - 40), v.start) is not None


#: THE LEFT-OUT THING: what a claim says its value is without ("without the lunches", "if you skipped the lunches",
#: "excluding the deposit", "not counting the hire"): a thing the value leaves out is not its subject
_LEFT_OUT = re.compile(r"\b(?:without|excluding|exclusive\s+of|minus|skip|skips|skipped|skipping|drop|dropped|dropping|avoid|avoids|"
                       r"avoiding|leave\s+out|leaving\s+out|left\s+out|not\s+counting|not\s+including|before)\s+(?:the\s+|any\s+|your\s+)?"
                       r"((?:[a-z-]+\s+){0,2}?[a-z-]+?)(?=[\s*_]*(?:[,;.:)]|$|\s(?:it|that|you|and|or|the|would|is|are)\b))", re.I)


def _left_out(text: str) -> frozenset:
    """The stems of what a claim says its value leaves out (:data:`_LEFT_OUT`) and says nowhere else; linear in the
    claim."""
    if not _LEFT_OUT.search(text):
        return frozenset()
    out = frozenset().union(*(_stems(m.group(1)) for m in _LEFT_OUT.finditer(text)))
    return out - _stems(_LEFT_OUT.sub(" ", text))


def _value_contradiction(i: int, text: str, f: Frame, frames: "list[Frame] | _ContextFrames", by: "dict | _ContextFrames",
                         here: "_Claimed | None" = None) -> Finding | None:
    here = here or _Claimed(text)
    key = _key(f.value)
    assert key is not None  # frames are read only for values with a key
    swappable = f.value.kind in _SWAPPABLE or _calendar(f.value) or _identifier(f.value, text) or _age_value(f.value, text)
    if not swappable and not f.pers:
        return None  # a count or a date stated per nothing: only the period rule reads these, and it needs a period
    same = by.get(key)
    if not same:
        v = f.value
        if v.kind == "quantity" and (v.unit or "") == "day" and by.get(("quantity", "workday", key[2])) and \
                not _DAY_LABEL.search(text, max(0, v.start - 8), max(0, v.start)) and \
                not (here.answer is not None and ("quantity", "workday", key[2]) in here.answer.keys()) and \
                not _days_reckoned(text, v, here, by):
            # ("Day 2: Thursday" counts, not a span; "the 7-day point" after the answer's own "7 working days" is
            # its shorthand; the user's own days and the days left of a span are no span of the context's)
            return _finding(i, text, f"{v.raw}: the context counts working days, not days", "frame_unit")
        if v.kind == "quantity" and key[1] == "workday" and by.get(("quantity", "day", key[2])):
            # (no place states the working days: ``same`` is empty) the other way: "rescheduled within 14 working days" for "rescheduled within 14 days" (a span of calendar
            # days the claim stretches over weekends and holidays)
            return _finding(i, text, f"{v.raw}: the context counts calendar days, not working days", "frame_unit")
        return _value_changed(i, text, f, by, here)  # else not the context's value: the value rules judge it
    raw = f.value.raw
    if isinstance(by, _ContextFrames) and _named_value(text, f.value, same, by):
        return None  # "the Half-day, Full-day and Two-person Forge Days" over "the Half-day Forge (4 hours, £130)": a name
    # period or unit: stated per something no place of the context states it per (not of a difference worked out,
    # "NOK 350 more per night than the farmhouse room": the derivations judge it, whatever else the context prices 350)
    difference = f.value.kind in ("money", "percent") and (
        _DIFFERENCE_AFTER.match(text, f.value.end) is not None
        or _SAVING_BEFORE.search(text, max(0, f.value.start - 24), f.value.start) is not None)
    hit = None if difference else _period_changed(i, text, f, same, here) or _period_added(i, text, f, same, frames, here) \
        or _group_made_each(i, text, f, same, frames)
    if hit is not None:
        return hit
    words_here = here.words
    # an operand or the result of working shown ("80 guests × £48 = £3,840", "ten times that"): the per-unit
    # price is multiplied out, and the derivations judge it
    operand = _operand(text, f.value) or _TIMES.search(text) is not None \
        or _COUNTED.search(text[:f.value.start]) is not None \
        or _worked_row(text, f.value) or _share_row(text, f.value) \
        or (here.answer is not None and f.value.kind == "money" and here.answer.itemised(key)) or difference
    # ("1 toilet (bathroom fitting): £4": a count, priced; a term of a sum the answer works elsewhere, "£25 in total
    # (£15 + £5 + £5)": the line stating it is per its item; a row of the answer's own per-item working ("3-year-old | £3.50/hour | 1 hour | £3.50"): the row is per its item, the rate its operand
    hit = None if f.value.kind != "money" or operand else _period_dropped(i, text, f, same, words_here, here.answer,
                                                                                            here.vocab)
    if hit is not None:
        return hit
    # a qualifier that changes the value (not for an operand of working shown: "4.75% + 1.24% = 5.99%")
    if f.value.kind in ("percent", "money") and not operand and all(x.relative for x in same) and not f.relative:
        rel = same[0].relative
        if rel not in words_here and stem_key(rel) not in {stem_key(w) for w in words_here} and not (words_here & _ADDITIVE):
            # ("Late surcharge: £6" of "an extra £6 on top of the standard £18 fee": a surcharge is the extra)
            return _finding(i, text, f"{raw}: the context states it relative ({rel} …), the claim as absolute", "frame_qualifier")
    if f.value.kind == "money" and all(x.floor for x in same) and not f.floor and not operand \
            and not _FLOOR_SAID.search(text) and not (here.answer is not None and here.answer.says_floor()) \
            and not _IF_SUPPOSED.search(text, max(0, f.value.start - 70), f.value.start):
        return _finding(i, text, f"{raw}: the context gives it as a starting price, the claim as the price", "frame_qualifier")
    hit = _anchor_moved(i, text, f, same, here) or (None if operand else _bound_flipped(i, text, f, same) or
                                                    _limit_dropped(i, text, f, same) or _ceiling_dropped(i, text, f, same) or
                                                    _approximation_dropped(i, text, f, same))
    if hit is not None:
        return hit
    # swapped: the claim's words go with another value of the same kind
    # (a table row's column headers name the attribute every row shares: they tell no row's subject from another's)
    left_out = _left_out(text)  # ("If you skipped the lunches, it would just be £150": the lunch is no subject of it)
    if _age_value(f.value, text):  # ("Suitable for ages 8 and 9": "age" is what the value is, no subject of it)
        left_out = left_out | _AGE_STEMS
    mine = f.stems - _CALENDAR - here.attrs - left_out
    if len(mine) < 1:
        return None
    # the whole claim: a word of the value's own frame anywhere in it ("concession … £3.60"); weekdays
    # and months are values of their own, not subjects ("yoga … Thursdays at 6 pm" swaps both)
    said_words = here.around(f.value.start) - _CALENDAR - here.attrs - left_out
    chunks = {x.chunk for x in same}
    if not swappable or _operand(text, f.value):
        return None  # an operand of working shown ("£45 + £3 + the delivery fee"): the derivations judge it
    if f.value.kind == "money" and _TOTAL_LABEL.match(text):
        return None  # a total's line ("Total with check | Standard £90 | Express £110"): its label names the terms summed,
        # whose subjects are other figures' (the check's £25); the derivations judge the sum, not a binding
    if f.value.kind in ("money", "percent") and _DIFFERENCE_AFTER.match(text, f.value.end):
        return None  # a difference worked out ("£6 cheaper than the full kit", "£55 more than Silver"): what follows
        # "than" is the other term of the comparison, whose subject is another figure's; the derivations judge it
    if f.value.kind == "money" and _SAVING_BEFORE.search(text, max(0, f.value.start - 24), f.value.start) \
            and here.answer is not None and _difference_shown(f.value.amount, here.answer):
        return None  # a saving worked out ("You'd save £9 by choosing the family ticket" where an adult ticket is £9): a
        # difference, which the derivations judge, given to no subject of the context's same figure
    if f.value.kind == "money" and _SHARE_BEFORE.search(text, max(0, f.value.start - 45), f.value.start):
        return None  # a share worked out ("Deposit (20%): £850", "a 20% deposit would be £850"): the percentage
        # applied, which the derivations judge, not a figure given to the subject of the context's same figure
    if f.neg and _DENIED.search(text[max(0, f.value.start - 60):f.value.end + 60]):
        return None  # the claim denies the value of its subject ("a two-night stay won't work for that weekend",
        # "the weekend minimum isn't 2 nights"): no value given to another subject (the polarity rule reads a denial)
    if not text.isascii() and has_arabic(text) and _denied_ar(text, f.value.start):
        return None  # "سعرها 70 درهماً وليس 25 درهماً": the figure the Arabic answer denies right before it is given to
        # no subject (the user's premise corrected; the figure it asserts instead is read as any other)
    if key in here.asked and _RELATED.search(text):
        return None  # the user's own figure placed against the context's ("a 6pm collection would be an hour after
        # riders finish"): reasoning with it, which binds it to no subject of the context
    places = {x.sentence for x in same}
    around = frames.near(places) if isinstance(frames, _ContextFrames) else frames  # the lines within two of a place
    rivals = [x for x in around if x.chunk in chunks and x.value.kind == f.value.kind and _key(x.value) != key
              and _comparable(x.value, f.value, spans=True) and any(abs(x.sentence - p) <= 2 for p in places)
              and not (x.sentence in places and isinstance(frames, _ContextFrames) and _size_modifier(x, frames, same))]
    # (spans of another order of size are rivals only where the claim restates the rival's own sentence: three words of
    # its frame, two of them before the rival, none of the value's own — "the download link stays valid for 6 months" for
    # "a download link, which stays valid for 14 days" beside "repeat copies within 6 months"; not the event a span
    # counts to, "5 days before a skin prick test")
    far = [x for x in (frames.near(places, _FAR_REACH) if isinstance(frames, _ContextFrames) else around)
           if x.chunk in chunks and x.value.kind == "quantity" == f.value.kind and _key(x.value) != key
           and x.sentence not in places
           and _dim(x.value.unit) != _dim(f.value.unit) and _dim(x.value.unit) in _SPAN_MINUTES
           and _dim(f.value.unit) in _SPAN_MINUTES and not _comparable(x.value, f.value, spans=True)] \
        if f.value.kind == "quantity" and not _operand(text, f.value) else []
    if far:
        same_all = frozenset().union(*(x.stems for x in same))
        own = _akin((f.stems | here.around(f.value.start)) - _CALENDAR - here.attrs, same_all)  # (the whole claim's words:
        # a row's value is read with its first cell's, "| Day of skin prick test | Allow up to 3 hours |")
        for r in far:
            theirs = (f.stems & r.stems) - same_all - r.tail
            if len(theirs) >= 3 and not own - r.stems and isinstance(frames, _ContextFrames) \
                    and len(theirs & _clause_before(frames.lines[r.sentence][1], r.value.start)) >= 2 and not _worked_from(f.value, r.value, here, around, r.near):
                return _finding(i, text, f"{raw} goes with another subject in the context; "
                                f"{', '.join(sorted(theirs))} goes with {r.value.raw}", "frame_swap")
    if not rivals:
        return _chunk_swap(i, text, f, frames, same, here) if isinstance(frames, _ContextFrames) else None
    same_words = frozenset().union(*(x.stems for x in same)) - _CALENDAR
    gap_words = frozenset().union(*(x.gap for x in same))  # (a gapped conjunct's borrowed words: no subject of its own)
    # the words of the whole context sentences that state the claim's value: a claim sharing one
    # of them that the rival's own segment lacks is not the rival's ("service fee … capped at £3")
    places_words = frozenset().union(*(w for k, w in _sentence_words(
        frames.near(places, 0) if isinstance(frames, _ContextFrames) else frames) if k in places))
    if isinstance(frames, _ContextFrames):
        # (a place that opens "It costs …" goes on about what the sentence before it names: "The Guild runs a two-day
        # Introduction to Dry Stone Walling … It costs £160, or £130 for Guild members")
        places_words = places_words | frozenset().union(*(
            _stems(frames.lines[p - 1][1]) for p in places
            if p and frames.lines[p - 1][0] == frames.lines[p][0] and _IT_OPENS.match(frames.lines[p][1])))
    # (a value whose words are all its rival's too, in one sentence, is told apart by the rival's own words; unless
    # a figure of another kind that the context states beside the value, and the claim states too, ties the claim
    # to the value's own place: "3% in year 1 and 2% in year 2" … "you're in year 2, so the rate is 2%")
    costated = any(k[0] != key[0] for x in same for k in x.near & here.keys)
    # (those figures of another kind: "runs for eight weeks on Thursdays" where only the value's own place says Thursdays)
    tied = frozenset(k for x in same for k in x.near & here.keys if k[0] != key[0])
    # (the tying figures' own nouns: "£160 for ten classes" beside the context's "A 10-class pass costs £160" — "classes"
    # names the count, no word of the rival sentence's subject, "… silks classes … cost £18")
    tied_units = frozenset(stem_key(k[1]) for k in tied if k[0] == "quantity" and k[1] and k[1].isalpha())
    # the claim's words that only the segment after its value's gives it, where the value's own clause is whole (a
    # finite verb of its own: "you'd pay at least £80 for the visit — more if the rugs are large", "the headline
    # figure is £245, with the valve check as an extra"): another clause's, not the value's subject (a verbless
    # segment, "On day 14 after the bill date, a reminder is sent", takes its predicate from the clause after it)
    counted = {k[2] for k in here.keys if k[0] in ("number", "quantity") and k != key}  # the claim's counts
    tail_off = _change_unit(text, f.value) | (f.tail if f.tail and _FINITE.search(_own_clause(text, f.value)) else frozenset())
    tail_off = tail_off | _currency_words(text)  # ("النسبة 10% أي 8,000 درهم": the dirham is the sum's, no subject)
    per_one = _ONE_OF.get((f.value.unit or "", f.value.amount or 0.0)) if f.value.kind == "quantity" else None
    pay_verb = _PAY if _PAY_VERB.search(text) else frozenset()
    # the words of the other term a value is set against ("ready in 2 working days instead of the standard 5"): the
    # compared term's, not the value's subject
    inst = _INSTEAD_AFTER.match(text, f.value.end)
    compared_off: frozenset = frozenset()
    if inst is not None:
        close = _CLAUSE_END.search(text, inst.end())
        compared_off = _word_stems(words_of(text[inst.end():close.start() if close is not None else len(text)]))
    elif (back := _INSTEAD_BEFORE.search(text, max(0, f.value.start - 40), f.value.start)) is not None:
        # the value is the compared term ("each session works out at £35 instead of £40", "£77.50 per follow-up,
        # rather than £85 each"): the words before the contrast, back to the sentence's start, are the other term's
        opened = max((m.end() for m in _SENTENCE_STOP.finditer(text, 0, back.start())), default=0)
        compared_off = _word_stems(words_of(text[opened:back.start()]))
    def own_priced() -> bool:
        """A price word in a line stating the value ("Regular costs £9 a month": its verb), read as written."""
        return isinstance(frames, _ContextFrames) and any(
            stem_key(w) in _PRICE_STEMS for p in places for w in words_of(frames.lines[p][1]))

    # the words of the claim's own period ("your usual £9 monthly fee" for "Regular costs £9 a month"), where every place
    # stating the value states that period: the value's qualifier, no subject word of a rival's ("no monthly fee")
    own_period_words = _PERIOD_STEMS if any(_is_time(p) for p in f.pers) and same and all(
        any(_same_per(p, q) for p in f.pers if _is_time(p) for q in x.pers) for x in same) else frozenset()
    for r in rivals:
        if _key(r.value) in f.near:
            continue  # the claim states that value too, beside this one (a range, a pair)
        if per_one and any(per_one in x.pers for x in around if x.sentence == r.sentence and x.chunk == r.chunk):
            continue  # the rival's own sentence states the claim's one unit as what a price is per ("| Individual lesson,
            # 1 hour | £36 |" for "individual lessons cost £28 for 45 minutes or £36 for an hour"): the claim's duration
            # is that place's, not only the other place's that states it as a duration
        if any(_key(r.value) in x.near and x.sentence == r.sentence and x.chunk == r.chunk for x in same):
            continue  # the rival is the other end of the value's own range in the context ("from 12pm to 2pm"): one
            # subject's, whatever words the claim gives it ("Senior Coders: two hours (midday till 2pm)")
        if f.rate_unit and r.rate_unit and not any(x.rate_unit for x in same) and r.sentence in places \
                and _pers_agree(f.pers, r.pers):
            return _finding(i, text, f"{raw}: the context counts the rate per {r.value.raw}, and gives {raw} as an amount "
                            f"of its own", "frame_swap")  # ("one stamp for every £5" for "one stamp for every £10 spent;
            # 10 stamps earn a £5 voucher": the voucher's amount made the divisor)
        if not f.rate_unit and not r.rate_unit and all(x.rate_unit for x in same) and r.sentence in places \
                and _pers_agree(f.pers, r.pers) and (mine & r.stems) - same_words:
            return _finding(i, text, f"{raw}: the context counts the rate per {raw}; {', '.join(sorted((mine & r.stems) - same_words))} "
                            f"goes with {r.value.raw}", "frame_swap")  # ("ten stamps earn a £10 voucher" for "one stamp for
            # every £10 spent; 10 stamps earn a £5 voucher": the divisor made the voucher's amount)
        if f.rate_unit and not r.rate_unit and all(x.rate_unit for x in same):
            continue  # the value is what a rate is counted per, in the claim as in every place stating it ("one stamp
            # for every £10 you spend" for "one stamp for every £10 spent; 10 stamps earn a £5 voucher"): a divisor in
            # its own role, no amount of the rival's subject (given as an amount, "a £10 voucher", it is read)
        if r.sentence in places and _own_period(f, r, same):
            continue  # the claim keeps the period the value's own place states and the rival beside it in that sentence
            # lacks ("Then £20 a year after that" for "Registration costs £40, with an annual fee of £20 each year
            # after"): the value's own subject, said with its own qualifier, not the rival's (a rival of another
            # sentence, "The largest prize allowed is £25,000", is still read)
        if f.prep and r.prep != f.prep and all(x.prep == f.prep for x in same):
            continue  # the claim relates the time to its event as the value's own place does, not as the rival's:
            # "let the hostel know by 6pm on the day you're arriving" for "if you arrive after 10pm, tell us by 6pm"
        # (words the claim gives the rival's value too tell nothing: "Service increase: +1 day per year (capped
        # at 30 days)" ties "service" to both)
        theirs = (mine & r.stems) - same_words - here.frame_stems(_key(r.value)) - _topic(r, frames) - r.tail \
            - _costated_words(r, key, around, here) - tail_off - gap_words - own_period_words - _denied_of(r, frames) - pay_verb - compared_off  # (what the value's conjunct borrows is its own:
        # "420-litre roof box £12 per day or £55 per week" gives the roof box £55 too)
        if theirs & _ONE_UNIT.keys() and all(x.pers for x in same):
            # "ten one-hour lessons at £36 each" for "£36 for an hour" beside "a block of 10 one-hour lessons is £320": the
            # value is a price per that one unit wherever the context states it, and the claim's "one-hour" says the unit
            theirs = theirs - frozenset(w for w in theirs & _ONE_UNIT.keys() if all(_ONE_UNIT[w] in x.pers for x in same))
        if theirs and counted:
            # "fifty servings for £295" for "£295 for 1 hour and 50 servings; extra servings are £2.50": the noun of a
            # count the claim states with the value, as the value's own sentence does, is that count's, not the rival's
            theirs = theirs - frozenset(w for x in around if x.sentence in places and x is not r and x.value.kind == "quantity"
                                        and x.value.amount in counted and x.value.unit for w in _word_stems(words_of(x.value.raw)))
        if theirs and isinstance(frames, _ContextFrames):
            # a subject the value's own line names with a gloss in brackets ("التأمين ضد التعطل عن العمل (ساند) 0.75%",
            # "Jobseeker's Allowance (JSA) £90"): the words before the bracket and in it are one name, the value's own,
            # whichever of them the claim puts in brackets ("ساند (التعطل عن العمل) | 0.75%")
            theirs = theirs - frozenset(w for p in places for n in _glossed(frames.lines[p][1]) if n & same_words for w in n)
        named = _NAMED_BY.match(text, f.value.end)
        if theirs and named is not None and isinstance(frames, _ContextFrames):
            # "the 0% plan": the noun right after the value is what the value names, the kind of thing it is; where the
            # rival's line says that noun of the value's own word ("A 10% deposit is required for finance plans", the
            # value's "0% finance"), it covers the value's kind, not the rival's subject
            kind = _word_stems([named.group(1).lower()])
            theirs = theirs - (kind & _heads_of(frames.lines[r.sentence][1], same_words))
        # the whole claim's words count for the value's own subject, unless the claim states the rival's value
        # too (then its other part is the rival's: "the office is open 8:30am to 5pm, and the fuel berth 8am to 6pm")
        said_here = said_words if _key(r.value) not in here.keys else frozenset()
        ours = _akin(mine | said_here, same_words | places_words) - r.stems - gap_words
        if theirs and ours and ours <= _PEOPLE and r.sentence not in places and isinstance(frames, _ContextFrames) \
                and (theirs - places_words) & _clause_before(frames.lines[r.sentence][1], r.value.start):
            ours = frozenset()  # the words it shares with the value's own place only say who pays ("member price"), while
            # it names the rival sentence's own subject ("Craft Certificate course, member price: £130" for "It costs
            # £160, or £130 for Guild members" beside "The Craft Certificate course costs £420")
        # (the value's own frame says something the rival's lacks, or both are in one sentence and the claim
        # carries the rival's own qualifier: "£8 per bottle of wine and £12 per bottle of sparkling wine")
        # (or the value's own sentence says something the rival lacks, and the claim has a word of the rival's
        # that its own sentence lacks: "Basic seller … 9.5%" where "Pro sellers pay £25 … and a fee of 9.5%")
        apart = r.sentence not in places and bool(theirs - places_words) and bool(places_words - r.stems)
        own = same_words - r.stems
        if theirs <= _PEOPLE and own and own <= here.stems | here.header and not _people(same_words | places_words):
            continue  # a value the context states for everyone holds for each group of people: "Child | Skate hire £3"
            # for "Skate hire costs £3 per session" beside "£6 for children" gives the child no other's price (the
            # claim names the value's own subject, and the value's own place names no group: not "non-members")
        if theirs and not ours and here.attrs & same_words - r.stems and mine & same_words and r.sentence not in places:
            continue  # the table's column names the value's own attribute, which the rival's frame lacks, and the row
            # names the value's own subject ("| Manual or transit wheelchair | £50 |" under "Refundable deposit", for "a
            # deposit of £50 applies to wheelchairs", the rival "Transit wheelchairs cost £8 per day"): the rival is
            # another attribute of the row's subject, not another subject's value (a row naming none of the value's
            # own subject, "Installation workmanship | 10 years" for an inverter's "10-year warranty", is still read)
        if theirs and tied and not tied & r.near and r.sentence not in places and isinstance(frames, _ContextFrames) \
                and not (theirs - tied_units) & _opening_words(frames.lines[r.sentence][1]):
            continue  # a figure of another kind the claim states beside the value ties it to the value's own place,
            # whose rival states another ("The course runs for eight weeks on Thursdays" for "Copperplate runs for eight
            # weeks on Thursdays" beside "Italic, a six-week course on Tuesdays"), unless the claim names the rival
            # sentence's own subject ("The Italic course runs for eight weeks on Thursdays")
        if theirs and theirs <= _PRICE_STEMS and f.value.kind == "money" and ((same_words | places_words) & _PRICE_STEMS
                                                                            or own_priced()):
            continue  # only a word that names a price ("Fee: £420" where "the course costs £420" and "the assessment
            # fee of £75"): the attribute every amount of money has, which the value's own place says too (its verb,
            # "costs"), no subject of the rival's
        if theirs & _PEOPLE and ours and ours & _PEOPLE and r.sentence in places and _group_given_other(text, f, r, same_words):
            return _finding(i, text, f"{raw} goes with another group in the context; "
                            f"{', '.join(sorted(theirs & _PEOPLE))} goes with {r.value.raw}", "frame_swap")
        if theirs and not ours and ((same_words - r.stems) or (same_words and r.sentence in places and not costated) or apart) \
                and (theirs - _HAPPENING or not mine - _HAPPENING - r.stems) \
                and not _worked_from(f.value, r.value, here, around, r.near):
            return _finding(i, text, f"{raw} goes with another subject in the context; "
                            f"{', '.join(sorted(theirs))} goes with {r.value.raw}", "frame_swap")
        if not theirs and same_words and r.sentence not in places and isinstance(frames, _ContextFrames) and (
                r.stems == same_words or (mine & same_words and mine & same_words == mine & r.stems)):
            # parallel sentences whose values' own words are the same ("The Baby Room is for …; sessions last up to 1
            # hour" / "The Playroom is for …; sessions last up to 2 hours"): what tells the values apart is the rest of
            # their sentences (the subject before the ";"), and a claim that gives the value a word only the rival's
            # sentence has, and none only its own has, gives it to the rival's subject; so too where the segments differ
            # but not in any word the claim says ("… includes … a 40-litre fridge" / "… adds … a diesel heater, with a
            # 90-litre fridge": the claim's "fridge" is in both, so "Weekender" decides)
            rival_words = frozenset().union(*(w for k, w in _sentence_words(frames.near({r.sentence}, 0)) if k == r.sentence))
            # (a place with no subject of its own, "Each extra hour is £120.", has the one of the sentence before it:
            # "The Wedding Package costs £495 …", which the rival's, "Party Package … extra servings are £2.50", is not)
            alien = (mine & rival_words) - places_words - _inherited(frames, places)
            if r.stems != same_words:  # (segments that differ: the word that decides must be the rival sentence's subject,
                # its words before its first figure — "The Weekender build costs from £18,500 …" —, not a modifier
                # elsewhere in it, "… £2,900 for residents of the borough")
                alien = alien & _opening_words(frames.lines[r.sentence][1])
            if alien and not (mine & places_words) - rival_words and not _worked_from(f.value, r.value, here, around, r.near):
                return _finding(i, text, f"{raw} goes with another subject in the context; "
                                f"{', '.join(sorted(alien))} goes with {r.value.raw}", "frame_swap")
    return _chunk_swap(i, text, f, frames, same, here) if isinstance(frames, _ContextFrames) else None


#: the stems of the verbs that say only that a thing takes place ("Daytime visits run every day, 9am–5pm" beside "release
#: walks run … at 5:30pm"): no subject of the rival's on their own where the claim names a subject of its own the rival
#: lacks ("daytime visits"; "On Sunday it's open 10am–4pm" names none, and its weekday is read)
_HAPPENING = frozenset(("run", "last", "open", "start", "operat", "happen"))  # ("take", "hold", "held": stop words already)


def _group_given_other(text: str, f, r, same_words: frozenset) -> bool:
    """The value's own clause names the group of people the rival's segment gives its value, and not the value's own
    group ("which is above the child band, so they'll need an adult ticket at £10" for "£14 for adults and £10 for
    children"): the claim's other group word, in another clause, is its reasoning, the value is given to this one."""
    clause = _stems(_own_clause(text, f.value)) & _PEOPLE
    return bool(clause & (r.stems - same_words)) and not clause & same_words


#: a compound of "one" and a unit ("one-hour", as its frame word) → the unit a price may be stated per
_ONE_UNIT = {"one" + u: u for u in "minute hour day night week month year session lesson class visit".split()}
#: one of a unit as its value reads it (unit, amount) → the unit's word, as a frame's per-units name it
_ONE_OF = {("minute", 1.0): "minute", ("minute", 60.0): "hour", ("day", 1.0): "day", ("day", 7.0): "week",
           ("month", 1.0): "month", ("month", 12.0): "year", ("night", 1.0): "night", ("session", 1.0): "session"}


#: a name with its gloss in brackets: up to four words, then a bracket of words with no figure ("التأمين ضد التعطل عن
#: العمل (ساند)", "Jobseeker's Allowance (JSA)")
_GLOSS = re.compile(r"((?:[^\W\d_][\w'’-]*\s+){1,4})\(\s*([^()\d]{1,40}?)\s*\)")
#: the most glossed names read on one line
MAX_GLOSSES = 8


@lru_cache(maxsize=1024)
def _glossed(line: str) -> tuple[frozenset, ...]:
    """The names a line gives with a gloss in brackets (:data:`_GLOSS`), each as the stems of its words and its gloss's."""
    if "(" not in line:
        return ()
    return tuple(_stems(m.group(1)) | _stems(m.group(2)) for m in list(_GLOSS.finditer(line))[:MAX_GLOSSES])


def _clause_before(line: str, start: int) -> frozenset:
    """The words of a line's clause before one of its values ("The five-day Craft Certificate course costs" of "… costs
    £420; the assessment fee of £75 …"): its subject and verb."""
    return _stems(line[max(line.rfind(";", 0, start), line.rfind(":", 0, start)) + 1:start])


#: a sentence that opens on "it" and a verb of its value ("It costs £160", "It runs for six weeks")
_IT_OPENS = re.compile(r"^[\W_]*(?:it|this)[\s*_]+(?:costs?|is|was|runs?|lasts?|takes?|opens?|closes?|starts?)\b", re.I)


#: a context sentence that opens on what is added to the thing before it ("Each extra hour is £120.", "Additional guests
#: pay £10", "Further nights cost £50"): no subject of its own, it goes on about the subject of the sentence before it
_ELLIPTIC = re.compile(r"^[\W_]*(?:(?:each|every|any|an?)[\s*_]+)?(?:extra|additional|further|another)\b", re.I)


def _inherited(frames: "_ContextFrames", places: set) -> frozenset:
    """The subject words the value's places take from the sentence before them in their document, for a place that
    opens on what is added to it (:data:`_ELLIPTIC`: "The Wedding Package costs £495 for 2 hours. Each extra hour is £120.": the
    £120 is the Wedding Package's)."""
    out: frozenset = frozenset()
    for p in places:
        if p and frames.lines[p - 1][0] == frames.lines[p][0] and _ELLIPTIC.match(frames.lines[p][1]):
            out = out | _opening_words(frames.lines[p - 1][1])
    return out


#: how many sentences from the value's own a span of another order of size is looked for as its rival (in its document)
_FAR_REACH = 4


def _opening_words(line: str) -> frozenset:
    """The words of a sentence before its first figure or joint (its subject and verb: "The Weekender build costs")."""
    vs = values_of(line)
    end = vs[0].start if vs else len(line)
    m = _JOINT.search(line, 0, end)
    return _stems(line[:m.start() if m is not None else end])


def _costated_rival(i: int, text: str, f: Frame, frames: "_ContextFrames", here: "_Claimed") -> Finding | None:
    """A table row whose other figure ties it to one context sentence, which gives this figure's kind another value:
    "| Paediatric First Aid | 1 day | £150 |" where the context says "Paediatric First Aid is 2 days, £150" and "1 day"
    only of another course. The anchoring figure is of another kind (not a bare number), stated in one sentence only,
    which holds exactly one figure of this one's kind and never this figure; the row's words in that sentence are two at
    least, a word of the row's subject (its first cell) among those only that sentence has, and none of them is a word of
    the sentences that state this figure but not of the anchoring one."""
    key = _key(f.value)
    same = frames.get(key) or []
    if not same or not _SWAPPABLE & {f.value.kind} and not _calendar(f.value):
        return None
    places = {x.sentence for x in same}
    mine = here.stems - _CALENDAR - here.attrs
    # (the row's subject: the words every cell's part has — its first cell — which must be what ties it to the sentence)
    parts = text.split(" ; ")
    subject = frozenset.intersection(*(_stems(p) for p in parts)) - here.attrs if len(parts) > 1 else frozenset()
    for g in here.frames:
        gk = _key(g.value)
        if g is f or gk is None or g.value.kind == f.value.kind or g.value.kind == "number":
            continue  # (a bare number — a size, a code — is no figure of the subject's to tie it by)
        anchors = frames.get(gk) or []
        lines = {x.sentence for x in anchors}
        if len(lines) != 1:
            continue
        line = next(iter(lines))
        if line in places:
            continue
        rivals = [x for x in frames.line(line) if x.value.kind == f.value.kind and _comparable(x.value, f.value, spans=True)]
        if len(rivals) != 1 or _key(rivals[0].value) in here.keys:
            continue
        anchor_words = frozenset().union(*(w for k, w in _sentence_words(frames.near({line}, 0)) if k == line))
        own_words = frozenset().union(*(w for k, w in _sentence_words(frames.near(places, 0)) if k in places))
        shared = (mine & anchor_words) - own_words
        if len(mine & anchor_words) >= 2 and shared & subject and not (mine & own_words) - anchor_words:
            return _finding(i, text, f"{f.value.raw}: the context gives {rivals[0].value.raw} with {g.value.raw} for "
                            f"{', '.join(sorted(shared))}", "frame_swap")
    return None


@lru_cache(maxsize=1024)
def _currency_words(text: str) -> frozenset:
    """The stems of the currency words of the claim's sums ("8,000 درهم"، "15 dollars"): part of a sum, never a
    subject word the claim gives a value."""
    from ..text.matching import extract_values

    return frozenset().union(*(_stems(re.sub(r"[\d.,٠-٩٫٬]", " ", v.raw)) for v in extract_values(text)
                               if v.kind == "money" and not v.raw[-1:].isdigit()))


def _own_clause(text: str, v) -> str:
    """The words of the value's own clause up to it and its unit: from the last joint before it."""
    start = max((m.end() for m in _CLAUSE_OPEN.finditer(text, 0, v.start)), default=0)
    return text[start:v.end + 12]


_CLAUSE_OPEN = re.compile(r"[,;:()\n\u2013\u2014]|[.!?]\s")


#: a line labelled as a total ("Total with check …", "**Grand total:** …", "Subtotal (2 rooms) …")
_TOTAL_LABEL = re.compile(r"^[\W_]*(?:grand\s+|sub-?|your\s+|the\s+)?totals?\b", re.I)


#: the words that name a group of people a value may be stated for ("£6 for children", "seniors pay £4")
_PEOPLE = frozenset(stem_key(w) for w in """person adult child guest passenger member user senior student concession
infant teen teenager junior pensioner visitor""".split())


#: a percentage, then the figure it comes to: "Deposit (20%): £850", "20% deposit = £850", "the 20% deposit is £690"
_SHARE_BEFORE = re.compile(r"\d%\)?[^\d£$€%.;\n]{0,30}?(?::|=|\bis|\bwould\s+be|\bcomes?\s+to|\bworks?\s+out\s+(?:at|to))"
                           r"[\s*_]*$", re.I)


#: a comparative after a value, then "than": the value is the difference between two others
#: a value set against another term right after it: "instead of", "rather than", "compared with", "versus"
_INSTEAD_AFTER = re.compile(r"[\s*_]*(?:instead\s+of|rather\s+than|compared\s+(?:with|to)|versus|vs\.?)\s", re.I)
_CLAUSE_END = re.compile(r"[.;,!?\n]|\s[-\u2013\u2014]\s")
_SENTENCE_STOP = re.compile(r"[.;!?](?=\s)|\n")  # (never the point of "£77.50")
#: the contrast right before a value ("… instead of £40", "rather than **£85** each"): the value is the compared term
_INSTEAD_BEFORE = re.compile(r"\b(?:instead\s+of|rather\s+than|compared\s+(?:with|to)|versus|vs\.?)[\s*_]*(?:the\s+|a\s+)?"
                             r"(?:(?:usual|standard|normal|regular|full|old|previous|single|drop-in)\s+)?(?:price\s+of\s+)?[\s*_]*$", re.I)
#: a saving, a difference worked out ("so weekly saves £2 a week", "a saving of £4", "you'd save £3 per visit"): the
#: derivations judge it, whatever period the context prices the same figure per
_SAVING_BEFORE = re.compile(r"\b(?:saves?|saving(?:\s+of)?|saved)(?:[\s*_]+(?:you|yourself|them|us))?(?:[\s*_]+(?:another|an\s+extra|a\s+further))?[\s*_]*$", re.I)
_DIFFERENCE_AFTER = re.compile(r"[\s*_]*(?:a\s+(?:month|year|week|day|night)\s+)?(?:cheaper|dearer|more|less|higher|lower|extra)"
                               r"(?:[\s*_]+(?:a|per|each)\s+(?:month|year|week|day|night|person|head|adult|child|ticket))?"
                               r"[\s*_]+than\b", re.I)


#: a verbal negation near a value: the claim denies it ("won't work", "isn't", "doesn't apply", "not enough")
#: the denying auxiliaries (shared by :data:`_DENIED` and :data:`_DENIED_AFTER`)
_DENYING = (r"won['\u2019]t|wouldn['\u2019]t|isn['\u2019]t|aren['\u2019]t|can['\u2019]t|cannot|is\s+not|are\s+not|will\s+not"
            r"|would\s+not")
_DENIED = re.compile(rf"\b(?:{_DENYING}|doesn['\u2019]t|don['\u2019]t|does\s+not|do\s+not|not\s+enough)\b", re.I)


#: a denial right after a value and its noun ("a half-hour booking isn't possible", "2 nights won't work")
_DENIED_AFTER = re.compile(rf"(?:[\s*_-]+[a-z]+){{0,2}}?[\s*_]+(?:{_DENYING})\b", re.I)


def _denied_ar(text: str, start: int) -> bool:
    """An Arabic denial right before the value ("وليس 25 درهماً"، "مش سنتين": text.arabic.behaviour.negated_before)."""
    from ..text.arabic.behaviour import negated_before

    return negated_before(text[max(0, start - 24):start])


#: the noun right after a value, as its head ("the 0% plan", "a £9 ticket")
_NAMED_BY = re.compile(r"[\s*_]*([a-z]{3,})\b", re.I)


def _heads_of(line: str, modifiers: frozenset) -> frozenset:
    """The words a line puts right after one of ``modifiers`` ("finance plans" after "finance")."""
    out: set[str] = set()
    prev = ""
    for w in words_of(line):
        k = _word_stems([w])
        if not k:
            continue  # (a left-out word breaks no compound: "the", "per")
        if prev in modifiers:
            out.update(k)
        prev = next(iter(k))
    return frozenset(out)


#: derivational suffixes: a noun of a verb ("renewal" of "renew", "payment" of "pay"), one word's frame either way
_DERIVED = ("al", "ment", "ion", "ation", "ance", "ence")


_MARKERS = frozenset(("~must", "~ok"))


def _context_forms(st: frozenset, index: dict) -> frozenset:
    """The claim's stems, each the context does not hold put in the derived form it does hold ("collect" as
    "collection", "renewal" as "renew": :data:`_DERIVED`), when there is one."""
    missing = [w for w in st if w not in index and w[0] != "~"]
    if not missing:
        return st
    out = set(st)
    for w in missing:
        alt = _derived_form(w, index)
        if alt is not None:
            out.discard(w)
            out.add(alt)
    return frozenset(out)


def _derived_form(w: str, have) -> "str | None":
    """The form of the stem ``w`` (four letters or more) that ``have`` holds with or without one of :data:`_DERIVED`'s
    endings ("renew" / "renewal", "collection" / "collect"), or None."""
    if len(w) < 4:
        return None
    return next((w + x for x in _DERIVED if w + x in have), None) or next(
        (w[:-len(x)] for x in _DERIVED if w.endswith(x) and len(w) - len(x) >= 4 and w[:-len(x)] in have), None)


def _akin(said: frozenset, theirs: frozenset) -> frozenset:
    """The words of ``said`` that ``theirs`` holds, or holds in a derived form ("renew" / "renewal": "existing
    subscribers renew between 1 March and 15 April" says what "season ticket renewals open on 1 March" says)."""
    out = set(said & theirs)
    for w in said - theirs:
        if len(w) >= 4 and (_derived_form(w, theirs) is not None
                            or (w.endswith("er") and w[:-2] + "ration" in theirs)  # "register" / "registration"
                            or (w.endswith("ration") and w[:-6] + "er" in theirs)):
            out.add(w)
    return frozenset(out)


def _people(stems: frozenset) -> bool:
    """Some word names a group of people, or a compound of one ("nonmember", "schoolchild")."""
    return any(w in _PEOPLE or any(w.endswith(p) for p in _PEOPLE if len(p) > 3) for w in stems)


def _costated_words(r: Frame, key, around, here: "_Claimed") -> frozenset:
    """The words of the rival's sentence that belong to the other end of a change the claim states ("brings the excess
    down from £1,000 to £250" where "adding Excess Cover for £15 reduces the excess to £250"): the claim owes them to
    that value, not to the rival."""
    change = _CHANGE.search(here.text)
    if change is None:
        return frozenset()
    ends = {_key(v) for v in values_of(change.group(0))}
    others = {k for k in here.keys - {key, _key(r.value)} if k[:2] == key[:2] and k in ends}
    if key not in ends or not others:
        return frozenset()
    return frozenset().union(*(x.stems for x in around if x.sentence == r.sentence and x.chunk == r.chunk
                               and _key(x.value) in others))


#: a change from one figure to another of its kind: "down from £1,000 to £250", "cuts it from 30% to 20%" (a change
#: joins two statements of the context; a range, "open from 9am to 5pm", is one)
_CHANGE = re.compile(r"\b(?:down|up|reduc\w*|cut\w*|lower\w*|rais\w*|increas\w*|decreas\w*|drop\w*|fall\w*|ris\w*|"
                     r"goes|went|moves?)\s+(?:\w+\s+){0,3}?from\s+[*_]*[£$€]?\d[^\s*_]*[*_]*\s+to\s+[*_]*[£$€]?\d[^\s*_]*", re.I)


#: a comparison of two figures and the unit after its second ("from £17 to £13 a clean", "from £40 down to £35 per month")
_FROM_TO = re.compile(r"\bfrom\s+[*_]*[£$€]?\d[\d.,]*[*_]*\s+(?:down\s+|up\s+)?to\s+[*_]*[£$€]?\d[\d.,]*[*_]*\s*"
                      r"(?:a|an|per|each|every)\s+([a-z]+)", re.I)


def _change_unit(text: str, v) -> frozenset:
    """The unit after the second figure of a comparison that holds the value ("from £17 to £13 a clean": clean): it says
    what both figures are per, the first's as much as the second's, and ties the first to no subject of its own."""
    if "from" not in text:
        return frozenset()
    for m in _FROM_TO.finditer(text):
        if m.start() <= v.start < m.start(1):
            return _word_stems([m.group(1).lower()])
    return frozenset()


#: words that place one figure against another rather than give it to a subject
_RELATED = re.compile(r"\b(?:after|before|outside|beyond|later\s+than|earlier\s+than|past|exceeds?|above|below|"
                      r"more\s+than|less\s+than|falls?|inside|within)\b", re.I)

#: at most this many rival value keys of another document are compared with one claim's value
_CHUNK_RIVALS = 64


def _chunk_swap(i: int, text: str, f: Frame, frames: "_ContextFrames", same: list, here: "_Claimed") -> Finding | None:
    """The claim's value is another document's, given to this one's subject ("Toddler grip socks:
    £2.50 a pair" where toddler-time.md says "Toddler grip socks cost £2 a pair" and jump-sessions.md
    "grip socks … cost £2.50 a pair"): a value of the same kind in a document that never states the
    claim's value, whose frame holds a word of the claim that no document stating the value has, and
    every word of the claim's frame those documents lack, while every word the claim shares with the
    value's own frames is the rival's too."""
    key = _key(f.value)
    assert key is not None
    chunks = {x.chunk for x in same}
    mine = f.stems - _CALENDAR
    said = here.around(f.value.start) - _CALENDAR
    same_words = frozenset().union(*(x.stems for x in same)) - _CALENDAR
    if not mine or (said & same_words) - mine:
        return None  # (the claim's other words are the value's own: not the rival's)
    known = None
    place_words: "frozenset | None" = None
    everywhere = {c for c, _ in frames.lines}
    # (a weekday's or a month's rivals are the context's other weekdays or months: "1 February" for "1 April")
    keys = frames.of_unit(key[0], key[1]) if len(key) == 3 else frames.of_calendar(key[1][:2]) if _calendar(f.value) else []
    for k in [k for k in keys if k != key][:_CHUNK_RIVALS]:
        for r in frames.get(k) or ():
            if r.chunk in chunks or not _comparable(r.value, f.value) or k in here.keys or not _pers_agree(f.pers, r.pers) \
                    or not any(_pers_agree(x.pers, r.pers) for x in same):
                continue  # (like for like: the rival stated per what the value is, in its own documents and the claim)
            theirs = (mine & r.stems) - same_words - _topic(r, frames) - r.tail
            rline = frames.lines[r.sentence][1] if theirs and r.value.start >= 0 else ""
            cut = _DEDUCT.search(rline, max(0, r.value.start - 40), r.value.end) if rline else None
            if cut is not None and cut.start() < r.value.start:
                stop = min((k for k in (rline.find(c, r.value.end) for c in ";,.") if k >= 0), default=len(rline))
                theirs &= _stems(rline[cut.start():stop])  # "a full refund minus a £5 admin fee": the figure taken off is the
                # fee's, not the refund's it is taken from (what the refund is, "£48", is no swap with it)
            if not theirs or (mine & same_words) - r.stems or len(mine & r.stems) < 2:
                continue  # (the rival's frame shares two words with the claim's at least: one word, "full", is no subject)
            if place_words is None:
                places = {x.sentence for x in same}
                place_words = frozenset().union(*(w for k, w in _sentence_words(frames.near(places, 0)) if k in places))
            if (mine & place_words) - r.stems - theirs:
                continue  # the claim names what the value's own sentence says beside it, which the rival lacks ("Your
                # postal vote application … The deadline is 5pm, 11 working days before polling day" for "Postal vote
                # applications must reach the office by 5pm, 11 working days before polling day", whose segment holds
                # no subject of its own, beside proxy.md's "The deadline for a proxy application is … 6 working days")
            if known is None:
                known = _chunk_words(frames, chunks)
            alien = sorted(w for w in theirs - known if w + "er" not in known and w + "r" not in known)  # (a word the
            # documents hold as its agent noun is theirs too: "season hire" where rules.md says "Season hirers pay £1,150")
            # (every word of the claim's frame that the value's documents lack is the rival's: "late returns are
            # charged a further full day (another £38)" holds words of a sentence beside the rival, not the rival's)
            # (a word of requirement is no subject: "if you need to defer" says the rival's "if you have to defer")
            lacked = mine - known - _REQUIRE_STEMS
            if alien and (lacked <= r.stems or (len(alien) >= 2 and lacked & _chunk_words(frames, everywhere) <= r.stems)) \
                    and not _worked_from(f.value, r.value, here, []):
                # (a word no document has, "the deadline can be extended by up to three further months", is the
                # answer's own: it ties the claim to no document, where two words of the rival's tie it to the rival)
                return _finding(i, text, f"{f.value.raw} is another document's value; {', '.join(alien)} goes with "
                                f"{r.value.raw}", "frame_swap")
    return None


def _chunk_words(frames: "_ContextFrames", chunks: set) -> frozenset:
    """The words of the context's documents ``chunks`` (each document's read once)."""
    if frames.words is None:
        by: dict[int, set] = {}
        for c, t in frames.lines:
            by.setdefault(c, set()).update(_stems(t))
        frames.words = {c: frozenset(w) for c, w in by.items()}
    return frozenset().union(*(frames.words.get(c, frozenset()) for c in chunks))


#: a figure set against another ("Ten days is more than seven", "12 kg is over the 10 kg limit", "5 weeks is within
#: the 8"): a comparison, then a figure in digits or words
_COMPARED_WITH = re.compile(r"[\s*_]*(?:is|are|'s|\u2019s|was|would\s+be)\s+(?:well\s+|just\s+|still\s+|comfortably\s+|safely\s+)?"
                            r"(?:more|less|longer|shorter|fewer|greater|over|under|past|beyond|within|inside|outside|above|below)"
                            r"(?:\s+than)?\s+(?:the\s+|your\s+|its\s+)?[*_]*(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven"
                            r"|twelve|fourteen|fifteen|twenty|thirty)\b", re.I)


def _value_changed(i: int, text: str, f: Frame, by: "dict | _ContextFrames", here: "_Claimed") -> Finding | None:
    """A count or measure the context states otherwise in the claim's own frame ("4 guest passes" for
    the Annual membership's "2 guest passes"; "8 children per instructor" for "6 children per
    instructor"; a "20 kg" checked bag for "23 kg"), whose figure the context has only elsewhere ("4pm",
    "8 pupils", "20 cm"): the rival of the same unit and per-unit whose words the claim's frame holds
    (two at least, and half of the rival's), when the claim shows no working."""
    v = f.value
    if v.kind != "quantity" or not v.unit or not v.raw.isascii() or _key(v) in here.asked or _operand(text, v) \
            or _WORKED.search(text) or not _WORKING.isdisjoint(here.words) or _IN_ALL.search(text):
        return None  # (a figure of the user's is theirs to state; Arabic is read by text.arabic.frames; a total said "in
        # all" — "3 laps in each of three cars — 9 laps in all" — the derivations judge)
    if _MARGIN_AFTER.match(text, v.end) or (not EXCESS_WORDS.isdisjoint(v.raw.lower().split()) and _dim(v.unit) not in _DURATIONS):
        return None  # a margin from a limit ("five minutes past that window", "two days late"): a difference the
        # derivations judge, not the limit's own value; so is an excess over another figure ("50 extra drinks beyond one
        # per guest") — but a span said with "more", "extend for ten more days", is the extension's own length, and is read
    if _COMPARED_WITH.match(text, v.end):
        return None  # "Ten days is more than seven, so …": the user's figure set against the limit, which the
        # threshold rules judge (thresholds.contradicted), not a rival value of the limit's frame
    key = _key(v)
    assert key is not None
    mine = f.stems - _CALENDAR - _stems(v.raw)  # (the value's own words are not its frame's: "two sick passengers")
    # (a table row's subject is its first cell: one word of it, not of the header, says whose the rival is: "| Annual |
    # … | 4 guest passes |" for "the Annual membership … includes 2 guest passes")
    subject = mine - here.header if here.row and here.header else frozenset()
    per_entity = any(not _is_time(p) and p[0] != "@" for p in f.pers)
    best, hit = None, 1
    keys = by.of_unit("quantity", key[1]) if isinstance(by, _ContextFrames) else [
        k for k in by if k is not None and len(k) == 3 and k[:2] == ("quantity", key[1])]
    for k in keys[:_POSTINGS]:  # the context's values of the claim's unit
        if k == key:
            continue
        for x in by.get(k) or ():
            theirs = x.stems - _stems(x.value.raw)
            # (a count stated per the same thing the rival's is per — "10 paddlers per guide" for "8 paddlers per
            # guide" — is that measure: its per-unit names the frame as a second word does)
            common = len(mine & theirs) + (1 if subject & theirs else 0) + (1 if per_entity and _pers_agree(f.pers, x.pers) else 0)
            if common > hit and common * 2 >= len(theirs) and _pers_agree(f.pers, x.pers) and _key(x.value) not in here.keys \
                    and k not in f.near:  # (the rival the claim states beside the value: the other end of its range)
                best, hit = x, common
    if best is None:
        return None
    # the same figure written bare in the context, its unit left to the value it is coordinated with ("up to the age of
    # 50 for donor eggs and up to 45 for IVF using their own eggs"): the claim's value is that one when its words go with
    # it at least as well as with the rival
    figure = _NUMBER.search(v.raw)
    for x in by.get(("number", None, float(figure.group(0).replace(",", "")))) or () if figure is not None else ():
        if len(mine & (x.stems - _stems(x.value.raw))) >= hit:
            return None
    shared = sorted(mine & (best.stems - _stems(best.value.raw)))
    return _finding(i, text, f"{v.raw}: the context gives {best.value.raw} for {', '.join(shared)}", "frame_value")


#: after a duration, the limit it is a margin from: "five minutes past that window", "ten minutes late", "two days
#: short of the deadline", "an hour inside the cut-off"
#: a total said without "total" ("9 laps in all", "all told", "overall")
_IN_ALL = re.compile(r"\b(?:in\s+all|all\s+told|overall)\b", re.I)
_MARGIN_AFTER = re.compile(r"[\s*_]*(?:late|early|too\s+(?:late|early)"
                           # a difference said by its comparative ("20 minutes longer", "2 kg lighter than the Classic")
                           r"|longer|shorter|later|earlier|sooner|more|less|fewer|bigger|smaller|larger|heavier|lighter|further|farther"
                           r"|older|younger|faster|slower|wider|narrower|taller|thicker|thinner|warmer|cooler|colder|hotter|deeper"
                           r"|(?:past|beyond|over|outside|inside|short\s+of|before|after)"
                           r"[\s*_]+(?:that|the|this|your)[\s*_]+(?:[a-z-]+[\s*_]+)?(?:window|deadline|cut-?off|limit|mark|hold"
                           r"(?:\s+period)?|grace\s+period))\b", re.I)


def _pers_agree(p: frozenset, q: frozenset) -> bool:
    """Two values stated per the same things (or both per nothing)."""
    return len(p) == len(q) and all(any(_same_per(a, b) for b in q) for a in p)


def _topic(r: Frame, frames) -> frozenset:
    """The label words of a list of values of one kind ("Lumen Prints prices: 6x4 prints 12p each; 7x5
    prints 25p each; A4 prints £2.50 each"): the list's topic, not any one value's subject (a label
    over values of several kinds, "Essentials: 10GB data, £12 a month", is their subject)."""
    if not r.lead:
        return frozenset()
    line = frames.line(r.sentence) if isinstance(frames, _ContextFrames) else [x for x in frames if x.sentence == r.sentence]
    listed = sum(1 for x in line if x.value.kind == r.value.kind and _comparable(x.value, r.value))
    if listed < 2 and isinstance(frames, _ContextFrames) and (r.sentence == 0 or frames.lines[r.sentence - 1][0] != r.chunk):
        # a document that opens with its label ("LifeLine Training courses: EFAW is 1 day … FAW is 3 days … Paediatric First
        # Aid is 2 days"): the label heads the sentences that go on listing values of the kind, not the first one only
        k = r.sentence + 1
        while listed < 2 and k < len(frames.lines) and k <= r.sentence + _LABEL_REACH and frames.lines[k][0] == r.chunk:
            line_k = frames.line(k)
            if any(x.lead for x in line_k):
                break  # a sentence with a label of its own ("Plus: 50GB data, £18 a month") is its own subject's
            listed += sum(1 for x in line_k if x.value.kind == r.value.kind and _comparable(x.value, r.value))
            k += 1
    return r.lead if listed >= 2 else frozenset()


#: how many sentences after a document's opening label still list under it
_LABEL_REACH = 6


def _anchor_moved(i: int, text: str, f: Frame, same: list, here: "_Claimed") -> Finding | None:
    """A duration counted from another event than every place of the context counts it from ("within
    28 days of the dispute being raised" for "within 28 days of receiving all evidence"): the claim's
    event shares no word with the context's, and its words are all the context's own (a paraphrase in
    words of the answer's own is not read)."""
    if not f.anchor or not all(x.anchor for x in same) or here.vocab is None:
        return None
    mine = _roots(f.anchor)
    if len(mine) < 2 or any(mine & _roots(x.anchor) for x in same):
        return None  # (one word of its own, "of agreement", may say the context's "of both parties agreeing")
    if not all(here.vocab.has(w) for w in words_of(f.anchor) if w.isalpha() and w not in NONCONTENT):
        return None
    return _finding(i, text, f"{f.value.raw} from {f.anchor.strip()!r}: the context counts it from "
                    f"{same[0].anchor.strip()!r}", "frame_qualifier")


def _roots(text: str) -> frozenset:
    """The content words of a phrase by their first five letters ("agreement", "agreeing": "agree")."""
    return frozenset(w[:5] for w in words_of(text) if w.isalpha() and len(w) > 3 and w not in NONCONTENT)


#: the per-units that count people: "per person" says them all when the answer names which people
PERSONS = frozenset("person adult child guest passenger member user".split())
#: kinds of person a per-person price holds for, each
_PERSON_KINDS = PERSONS | frozenset("student senior pensioner visitor participant attendee diner rider player teen teenager "
                                    "junior customer client patient delegate".split())


#: the per-units that name whoever takes part, of no one kind ("per participant", "per head"): "per person" says them
_GENERIC_PERSON = frozenset("participant attendee individual head entrant pax".split())
#: a value's per-phrase, up to four words ("per guest day pass", "each extra session")
_PER_PHRASE_WORDS = re.compile(r"[\s*_]*(?:per|each|a|an|every)\s+((?:(?!(?:per|a|an|each|every)\b)[a-z][\w-]*\s+){0,3}"
                               r"(?!(?:per|a|an|each|every)\b)[a-z][\w-]*)\b(?![\s*_]*(?:per|a|an|each|every)\s)", re.I)


def _person_like(per: str, answer: "Answer") -> bool:
    """A per-unit that "per person" may say, in this answer: people of a kind ("member", or a noun of the
    context's own, "~bowler") that the answer names."""
    return not _is_time(per) and (per in PERSONS or per[0] == "~") and answer.mentions(per)


#: a period → the stems of the adjectives that name it ("month": "monthly")
_PERIOD_ADJ_STEMS = {per: frozenset(stem_key(a) for a in _PERIOD_NAMES if PERIODS.get(a) == per) for per in set(PERIODS.values())}


def _period_changed(i: int, text: str, f: Frame, same: list, here: "_Claimed | None" = None) -> Finding | None:
    """The claim states the value per another period or unit than every place of the context: "£40 a
    month" for "£40 a quarter", "£10 per half hour" for "£10 per 15 minutes", "£7,500 per condition"
    for "£7,500 per year" (a noun for the period); "@" units ("£1.20 each" after "pages") only against a
    noun the context names ("per sheet")."""
    if not f.pers or not all(x.pers for x in same) or f.value.amount == 0:
        return None  # (a zero is zero per any period: "£0 a month" for "£0 per claim" changes nothing)
    stated = [q for x in same for q in x.pers]
    changed = [p for p in f.pers if not any(_same_per(p, q) for q in stated)
               and (p[0] != "@" or all(q[0] == "~" for q in stated))]
    if changed and all(_is_time(q) for q in stated) and all(p[0] == "~" and not _is_time(p[1:]) for p in changed):
        adjs = {PERIODS[w] for w in words_of(text) if w in _PERIOD_NAMES}
        if adjs and set(stated) <= adjs and all(stem_key(p[1:]) in x.stems for p in changed for x in same):
            changed = []  # "Weekly | £22 per payslip" for "£22 per weekly payslip": the line's period adjective
            # qualifies the noun it is per, as the context's does (its own period, said of the same noun)
    if changed and any(_is_time(p) for p in changed):
        # "£85 a month per tenant" for "the monthly bills contribution is £85 per tenant": the period the context's own
        # adjective gives the thing the value is of (a place stated per no period, not negated)
        named = {per for x in same if not x.neg and not any(_is_time(q) for q in x.pers)
                 for per, adjs in _PERIOD_ADJ_STEMS.items() if adjs & x.stems}
        changed = [p for p in changed if not (_is_time(p) and p in named)]
    if changed and stated and f.value.end >= 0:
        phrase = _PER_PHRASE_WORDS.match(text, f.value.end)
        head = _singular(words_of(phrase.group(1))[-1]) if phrase is not None and words_of(phrase.group(1)) else ""
        if head and all((q.lstrip("~@").split() or [""])[-1] == head for q in stated):
            changed = []  # "£18 per guest day pass" for "guest day passes cost £18 each": the per-phrase's compound
            # ends in the noun the context states it per (its head), whatever the words before it
    if changed == ["person"] and all(q.lstrip("~@") in _GENERIC_PERSON for q in stated):
        changed = []  # "£6 per person" for "£6 per participant": whoever takes part is a person, of no one kind
    answer = here.answer if here is not None else None
    if changed == ["person"] and answer is not None and any(_person_like(q, answer) for q in stated):
        changed = []  # "Members: £15 per person" for "£15 per member": per person of the people the answer names
    if "person" in stated:
        changed = [p for p in changed if p.lstrip("~@") not in _PERSON_KINDS]  # "£25 per adult" for "£25 per person": a
        # price per person is per person of every kind (the other way, "per person" for "per member", is read above)
    if changed and not any(_is_time(p) for p in changed) and any(
            x.pers and all(any(_same_per(q, p) for p in f.pers) for q in x.pers) for x in same):
        changed = []  # "£3 per session per person" for "£3 per session": the claim keeps every unit a place of the
        # context states the value per, and adds who it is per (a detail the context lacks, not another period)
    if changed and all(p[0] == "@" for p in changed) and _worked_row(text, f.value):
        changed = []  # "Component blood tests | 2 | £140 each | £280": "each" is per the row's item, which the row counts
    timed = any(_is_time(p) for p in f.pers)
    if changed and any(_is_time(p) or not any(_is_time(q) for q in x.pers) or not timed for p in changed for x in same):
        want = sorted(q for q in set(stated) if not (q[0] == "~" and " " in q and q.split()[-1] in stated))  # (not "day, market day")
        return _finding(i, text, f"{f.value.raw} per {', '.join(p.lstrip('~@') for p in changed)}: the context states it per "
                        f"{', '.join(p.lstrip('~@') for p in want)}", "frame_period")
    return None


def _period_added(i: int, text: str, f: Frame, same: list, frames, here: "_Claimed") -> Finding | None:
    """A flat amount the claim states per a period or a unit of measure: "a travel charge of £15 per mile" for "a £15
    travel charge applies between 15 and 25 miles", "£40 a month" for "a one-off £40 fee". Every place of the context
    states the amount per nothing; none of their sentences names that unit but as a count of it ("a 1-hour lesson", "a
    day pass", "the termly fee … a 12-week term" say what the amount is per; "between 15 and 25 miles" counts miles);
    no price beside it is stated per that unit (a sibling's period: "Individual £62 a year … Concessions pay £48"); and
    the claim's per-phrase is not a difference ("£2.50 a day cheaper") nor a table header's ("| Price per week |")."""
    if f.value.kind != "money" or not f.pers or any(x.pers for x in same) or not f.value.amount \
            or not isinstance(frames, _ContextFrames) or _TIMES.search(text) or _operand(text, f.value) \
            or _DIFFERENCE_AFTER.match(text, f.value.end):
        return None
    added = [p for p in f.pers if (p in _TIME_PERIODS or p in MEASURES) and p not in here.header_units]
    if not added:
        return None
    places = {x.sentence for x in same}
    if any(p in x.pers for x in frames.near(places, 2) for p in added):
        return None
    spans = [_span_of_one(frames.lines[x.sentence][1], x.value.end) for x in same if x.value.end >= 0]
    if spans and all(p in added for p in spans):
        return None  # "£285 a year" for "£285 for 12 months": the span the context's price covers is one of the claim's
        # period ("for 12 months", "for 7 days", "for one week"); "£165 a month" for "£165 for 6 months" is still read
    for k in places:
        line = frames.lines[k][1]
        for m in _WORD_FINDER.finditer(line):
            w = m.group(0).lower()
            unit = PERIODS.get(w) or _singular(w)
            if unit in added and not _COUNT_BEFORE.search(line, max(0, m.start() - 12), m.start()):
                return None  # the unit named, not counted (or counted once, "a single 1-hour lesson"): what it is per
    return _finding(i, text, f"{f.value.raw} per {', '.join(added)}: the context states it once, per nothing", "frame_period")


#: the span a price covers, said right after it ("£285 for 12 months", "AED 90 for seven days"): its count and unit
_SPAN_COVERED = re.compile(r"[\s*_]*(?:\([^)]{0,30}\)[\s*_]*)?(?:for|covering|valid\s+for)[\s*_]+(a|an|one|1|2|two|3|three|7|seven|"
                           r"12|twelve|24|twenty-four|52|fifty-two|60|sixty|365)[\s-]+(hours?|minutes?|days?|weeks?|months?)\b", re.I)
#: (a count, a unit) that is one whole period ("12 months": a year)
_ONE_OF_PERIOD = {("12", "month"): "year", ("twelve", "month"): "year", ("52", "week"): "year",
                  ("fifty-two", "week"): "year", ("365", "day"): "year", ("7", "day"): "week", ("seven", "day"): "week",
                  ("2", "week"): "fortnight", ("two", "week"): "fortnight", ("3", "month"): "quarter",
                  ("three", "month"): "quarter", ("24", "hour"): "day", ("twenty-four", "hour"): "day", ("60", "minute"): "hour",
                  ("sixty", "minute"): "hour"}


def _span_of_one(line: str, end: int) -> str:
    """The whole period the span after a price covers ("£285 for 12 months": "year"; "for one week": "week"), or ""."""
    m = _SPAN_COVERED.match(line, end)
    if m is None:
        return ""
    count, unit = m.group(1).lower(), m.group(2).lower().rstrip("s")
    if count in ("a", "an", "one", "1"):
        return unit
    return _ONE_OF_PERIOD.get((count, unit), "")


#: an if-clause of the user's case up to the figure it supposes ("if the quote came in at £550", "If your fixed quote came in
#: at the guide price of £750"): a price supposed for a worked example, no claim of what it is
_IF_SUPPOSED = re.compile(r"\bif\s+(?:your|the)\s+[^.;:!?,]{0,60}?\b(?:is|are|was|were|came|comes|come|turns?\s+out)\b[^.;:!?,]{0,30}$",
                          re.I)
#: a relative clause that denies its noun's verb ("any balance you don't use", "tickets that haven't been used")
_DONT_VERB = re.compile(r"\b(?:(?:that|which)\s+)?(?:you|they|we|i)\s+(?:don['\u2019]t|do\s+not|didn['\u2019]t|did\s+not|haven['\u2019]t"
                        r"|have\s+not)\s+([a-z]{3,})\b|\b(?:that|which)\s+(?:haven['\u2019]t|have\s+not|hasn['\u2019]t|has\s+not)\s+been\s+"
                        r"([a-z]{3,})\b", re.I)
#: irregular participles a "un-" adjective is made from ("pay": "unpaid")
_UN_IRREGULAR = {"pay": "unpaid", "spend": "unspent", "sell": "unsold", "take": "untaken"}


def _un_prefixed(part: str, vocab) -> str:
    """The part with a denied relative clause said as the context's "un-" adjective ("Any balance you don't use stays on
    the card" for "any unused balance stays"): the thing is the unused one, no negation of what is said of it."""
    if "n" not in part:
        return part
    for m in _DONT_VERB.finditer(part):
        verb = (m.group(1) or m.group(2) or "").lower()
        stem = verb[:-2] if verb.endswith("ed") else verb
        for word in (_UN_IRREGULAR.get(verb, ""), "un" + verb, "un" + stem + "ed", "un" + stem + "d", "un" + verb + "ed", "un" + verb + "d"):
            if word and word in vocab.words:
                return f"{part[:m.start()]}{word}{part[m.end():]}"
    return part


#: a title put as an indirect question of time, place or manner ("When you can switch back", "Where you can park"): it
#: names what the lines under it say, and says nothing itself
_WH_TITLE = re.compile(r"^[\W_]*(?:when|where|how|whether)\s+(?:you|we|they|it|it['\u2019]s|i)\b", re.I)  # (not "Who it is
# suitable for", "What you can bring": their items are the things the title says yes or no of, read with it)
#: the answer presenting what follows ("Here's the parking picture for …", "Here is what you need to know", "Below is a
#: summary"), up to the end of its part: no claim of its own
_PRESENTING = re.compile(r"^[\W_]*(?:here(?:['\u2019]s|\s+is|\s+are)|below\s+(?:is|are))\s+(?:the|a|an|what|how|your|some)\b"
                         r"(?![^.!?]*\b(?:not|no|never|n['\u2019]t|cannot)\b)", re.I)
#: the price the user themselves pays ("the trip would cost you £34.20", "you'd pay £38"; not "- For you: £10", a line
#: labelled as theirs, which the per-adult rule still reads: :data:`_YOU_LABEL`)
_YOU_PAY = re.compile(r"\bcosts?\s+you\b|\byou(?:['\u2019]d|\s+would|\s+will|['\u2019]ll)?\s+(?:only\s+)?pay\b", re.I)
def _difference_shown(amount: "float | None", answer: "Answer") -> bool:
    """Two amounts of money the answer states differ by ``amount`` (the saving it works out: "Total: £33" and "£24" for
    "You'd save £9"); at most 16 amounts are paired (constant work)."""
    if not amount:
        return False
    shown = list(dict.fromkeys(u.amount for t in answer.sentences for u in values_of(t)
                               if u.kind == "money" and u.amount))[:16]
    return any(abs(a - b - amount) < 0.005 for a in shown for b in shown)


#: a line labelled as the user's ("You: £15", "- **For you:** £15", "Yourself –")
_YOU_LABEL = re.compile(r"^[\s*_\-\u2022]*(?:for\s+)?(?:you|yourself|me|myself)(?:\s+\(\w+\))?[\s*_]*[:\u2013\u2014-]", re.I)
#: "each" said of a price: after it ("£19.50 each") or as its table column's header ("Price each")
_EACH_SAID = re.compile(r"\beach\b", re.I)
#: a price given for a group counted ("£340 for two people", "£90 for 4 adults"): the group's, not each one's
_FOR_GROUP = re.compile(r"[\s*_]*for[\s*_]+(?:two|three|four|five|six|[2-9]|\d{2})[\s*_]+(?:people|persons|adults|guests|"
                        r"children|players|participants|students)\b", re.I)


def _group_made_each(i: int, text: str, f: Frame, same: list, frames) -> Finding | None:
    """A price the context gives for a group it counts, which the claim states per person ("Couples' Days cost £340
    for two people" / "£340 per person"): every place of the context states it for the group, none per anything."""
    if f.value.kind != "money" or not isinstance(frames, _ContextFrames) or any(x.pers for x in same) \
            or not any(p in _PERSON_KINDS or p in PERSONS for p in f.pers) or _operand(text, f.value):
        return None
    if all(_FOR_GROUP.match(frames.lines[x.sentence][1], x.value.end) for x in same):
        return _finding(i, text, f"{f.value.raw} per person: the context gives it for the group "
                        f"({frames.lines[same[0].sentence][1].strip()[:80]!r})", "frame_period")
    return None


#: a word of a line, and a count right before one ("25 miles", "12-week", "two hours")
_WORD_FINDER = re.compile(r"[A-Za-z]+")
_COUNT_BEFORE = re.compile(r"(?:(?<![\d.,])(?:[2-9]|\d{2,})|\d[.,]\d+|\b(?:two|three|four|five|six|seven|eight|nine|ten|"
                           r"twelve|twenty|thirty|several|many))[\s-]*$", re.I)


def _period_dropped(i: int, text: str, f: Frame, same: list, words_here: set, answer: "Answer | None" = None,
                    vocab=None) -> Finding | None:
    """A price the context states per an entity ("$12 per user per month") that the claim states
    without it, and names nowhere (neither in the claim nor where the answer states that price: "costs
    £49 per order … so you'd pay £49" applies the price to the user's one order). The claim names the
    entity by its noun or a kind of it, in either number ("Second dog: £25" for "£25 for each additional
    pet"; "Children aged 10–15 … at £40" for "£40 per child"), but not as a group it counts ("Both dogs:
    £25", "your two children … £40": the group's price) — :func:`unit_named`."""
    # a noun the context states the price per beside a period ("£55 per hour per roofer"): dropped when the claim
    # keeps the period ("£55 per hour") and names the noun nowhere (the claim restates that frame, less the noun)
    kept_period = any(_is_time(p) for p in f.pers)

    def entity(p: str) -> bool:
        return not _is_time(p) and (p[0] not in "~@" or (kept_period and p[0] == "~" and " " not in p and p[1:].isalpha()
                                                          and p[1:] not in _OCCASION_WORDS and p[1:] not in OCCASIONS
                                                          and vocab is not None and (p[1:] in vocab.words or p[1:] + "s" in vocab.words)))

    if f.value.amount == 0:
        return None  # "no excess (£0)": nothing per claim is nothing at all

    if any(not _is_time(p) for p in f.pers):
        return None  # the claim states a unit of its own ("£14 each", "59p a unit"): the period rule compares it
    if _RATE_NAMED.match(text, f.value.end) or _RATE_OF.search(text, max(0, f.value.start - 20), f.value.start):
        return None  # the claim names the value a rate ("the 45p rate applies", "at a rate of 45p"): the context's rate,
        # per what the context states it per, not an amount charged once
    named = words_of(text)
    if not text.isascii() and has_arabic(text):  # (an Arabic claim's per-head noun, "للبالغ"، "لكل طفل", as its English one)
        from ..text.arabic.per_nouns import per_heads_named
        named += sorted(per_heads_named(text))
    dropped = [p for x in same for p in x.pers if entity(p) and not any(_same_per(p, q) for q in f.pers)
               and not unit_named(named, p)]
    if dropped and answer is not None:
        elsewhere = answer.pers(_key(f.value))
        dropped = [p for p in dropped if not any(_same_per(p, q) or (q == "person" and _person_like(p, answer))
                                                 for q in elsewhere)]
    if dropped and answer is not None:
        dropped = [p for p in dropped if not answer.names_with(_key(f.value), p)]
    if dropped and all(p in ("adult", "person") for p in dropped) and _YOU_LABEL.match(text):
        dropped = []  # "- You: £15" of "£15 per adult": the user's own price, an adult's, labelled as theirs
    if dropped == ["person"] and _EACH_SAID.search(text):
        dropped = []  # "| 4 without cards | Price each £19.50 |", "£19.50 each": each one's price, per person as the
        # context's (a price per adult or per child said "each" is still read: which one is the swap rules')
    if dropped and all(p in PERSONS or p == "person" for p in dropped) and (
            (answer is not None and (f.value.amount in answer.asked_each or answer.about_one()))
            or ((set(named) & _ONE_PERSON or _YOU_PAY.search(text)) and not set(named) & _GROUP and not _GROUP_COUNT.search(text))):
        dropped = []  # one person's price: the user's own "£18 each" said back ("that way the £18 isn't wasted"), an answer
        # about one person ("she can join …": "A group lesson is £38"), or a claim that names one and no group ("it's £7
        # for her visit" of "£7 per guest", "the trip would cost you £34.20")
    if dropped == ["person"] and answer is not None and answer.counts_no_one():
        dropped = []  # an answer that counts no people at all ("Beginner course (8 weeks): £96" for "£96 per person"): the
        # price one pays, with no group it could be taken for
    if dropped and answer is not None and answer.owned:
        dropped = [p for p in dropped if p.lstrip("~@") not in answer.owned]  # "£12 per week" for "£12 per week per
        # tortoise" when the user asks about "my tortoise": the price of their one, per week
    if dropped and len(dropped) == sum(1 for x in same for p in x.pers if entity(p)) and all(
            any(entity(p) for p in x.pers) for x in same) and any(p not in ONE_OF for p in dropped):
        lost = next(p for p in dropped if p not in ONE_OF)
        return _finding(i, text, f"{f.value.raw}: the context states it per {lost.lstrip('~')}, which the claim drops", "frame_period")
    return None


#: a value named as a rate, by the noun after it ("the **45p** rate", "the £14 hourly rate") or before it ("at a rate of
#: 45p", "the rate is 45p")
_RATE_NAMED = re.compile(r"[\s*_]*(?:[a-z]+[\s*_]+)?(?:rate|tariff)s?\b", re.I)
_RATE_OF = re.compile(r"\b(?:rate|tariff)[\s*_]+(?:of|is|was|will\s+be|stays|remains)[\s*_:]*[£$€]?[\s*_]*$|\brate[\s*_]*:[\s*_]*[£$€]?[\s*_]*$", re.I)


#: per-nouns that name an occasion of the service, not a counted thing ("per visit", "per call-out")
_OCCASION_WORDS = frozenset("occasion visit session booking order trip call job lesson class use".split())


def _singular_of(word: str) -> str:
    """A noun's singular, irregular plurals ("children") and "-ies" ("puppies") too."""
    return _IRREGULAR[word] if word in _IRREGULAR else _singular(word)


#: the words that may come between a group count and its noun ("both of your dogs", "all the children")
_GROUP_FILLER = frozenset("of the your my our their his her these those".split())


def unit_named(tokens: "list[str] | tuple[str, ...]", per: str) -> bool:
    """The folded ``tokens`` name the per-unit ``per`` (a :data:`PERIODS` unit, or "~noun"): its noun, a
    word :data:`PERIODS` reads as it ("people" for person), or a kind of it (:data:`.kinds.KINDS`: "dog" for
    pet), singular or plural — each occurrence not counted as a group of more than one ("both dogs",
    "your two children", "all 3 kids": :data:`.kinds.GROUP_COUNT`)."""
    unit = per.lstrip("~@")
    head = unit.split()[-1] if unit else ""
    if not head:
        return False
    kinds = KINDS.get(head, frozenset())
    for k, w in enumerate(tokens):
        one = _singular_of(w)
        if not (one == head or w == head or PERIODS.get(w) == head or PERIODS.get(one) == head or one in kinds):
            continue
        j = k - 1
        while j >= 0 and k - j <= 3 and tokens[j] in _GROUP_FILLER:
            j -= 1
        before = tokens[j] if j >= 0 else ""
        if w != one and (before in GROUP_COUNT or (before.isdigit() and before != "1")):
            continue  # "both dogs", "your two children": a group counted, whose price is not each one's
        return True
    return False


def _noun_named(words_here: set, noun: str) -> bool:
    """The claim names the noun, singular or plural."""
    return noun in words_here or noun + "s" in words_here or noun + "es" in words_here


def _operand(text: str, v) -> bool:
    """The value is an operand of working shown ("£62 − £6.20", "80 × £48 = …"); a dash between two
    values that rise ("8:30am – 5pm", "£10 - £15") is a range, not a subtraction."""
    for m in _OPERAND.finditer(text, max(0, v.start - 4), v.end + 4):
        if m.group(0).strip() in ("-", "\u2013") and _ranged(text, v, m):
            continue
        if m.group(0) == "+" and m.start() >= v.end and _PLUS_WORD.match(text, m.end()):
            continue  # "14% + VAT", "£45 + postage": a charge named beside the value, no term of a sum worked
        if m.group(0) == "=" and m.start() >= v.end and _FIGURE_AFTER.match(text, m.end()) is None:
            continue  # "10 stamps = a free hot drink": what the count earns, in words, no result worked out
        if m.group(0).strip() in ("-", "\u2013", "\u2212") and (
                _FIGURE_BEFORE.search(text, max(0, m.start() - 12), m.start()) is None if m.end() <= v.start
                else _FIGURE_AFTER.match(text, m.end()) is None):
            continue  # "**Rent collection** – 14% + VAT": a dash after a label, no minus (a minus has a figure each side)
        return True
    return False


#: a figure right before an operator, or right after it (the other operand of a minus)
_FIGURE_BEFORE = re.compile(r"[\d%)][\s*_]*(?:[a-z]{1,3}[\s*_]*)?$", re.I)
_FIGURE_AFTER = re.compile(r"[\s*_]*[£$€(]?[\s*_]*\d")
#: a word (no figure) after a "+": "+ VAT", "+ booking fee"
_PLUS_WORD = re.compile(r"[\s*_]*[A-Za-z]{2,}")


def _ranged(text: str, v, dash: "re.Match[str]") -> bool:
    others = values_of(text)
    if dash.start() >= v.end:  # "v – u"
        u = next((u for u in others if u.start >= dash.end() and u.start - dash.end() <= 4), None)
        low, high = v, u
    else:  # "u – v"
        u = next((u for u in others if u.end <= dash.start() and dash.start() - u.end <= 4), None)
        low, high = u, v
    if low is None or high is None or low.kind != high.kind:
        return False
    return low.kind == "time" or (low.amount is not None and high.amount is not None and low.amount < high.amount)


def _worked_from(v, r, here: "_Claimed", around: list, near: frozenset = frozenset()) -> bool:
    """The claim's value is worked out from the rival's, not swapped with it: the rival times or over
    a count the claim states ("6 nights × £10 … £60"), or another stated value plus or less it
    ("£5,400 less the £1,500 deposit: £3,900"); or a quantity the claim supposes, priced at the rate the context
    states per the rival ("£20 per 15 minutes" … "a 30-minute session would be £40": 30 = 2 × 15, £40 = 2 × £20;
    ``near``: the keys the context states beside the rival)."""
    a, b = v.amount, r.amount
    if a is None or b is None or not b:
        return False
    if v.kind == "quantity" and r.kind == "quantity" and near and _dim(v.unit) == _dim(r.unit):
        rates = [k[2] for k in near if k[0] == "money" and k[2]]
        if rates and any(abs(u.amount - m * a / b) < 0.005 for u in values_of(here.text)
                         if u.kind == "money" and u.amount for m in rates):
            return True
    counts = [u.amount for u in values_of(here.text) if u.amount and u.kind in ("number", "quantity") and u.amount != a]
    if any(abs(a - b * n) < 0.005 or abs(a * n - b) < 0.005 for n in counts):
        return True
    others = [u.amount for u in values_of(here.text) if u.kind == v.kind and u.amount is not None]
    if not _WORKING.isdisjoint(here.words):  # "balance left after deposit": the other operand may be the context's
        others += [u.value.amount for u in around if u.value.kind == v.kind and u.value.amount is not None]
    return any(abs(c - b - a) < 0.005 or abs(c + b - a) < 0.005 for c in others if c not in (a, b))


#: the cells of a table row as the reader renders them ("Item Price £140 ; Item Subtotal £280"), or as written
_CELLS = re.compile(r"\s;\s|\|")
_COUNT = re.compile(r"\d+(?:\.\d+)?")


def _worked_row(text: str, v) -> bool:
    """A table row that works with the value: the value times a count the row states is another value of the row, in a
    cell of its own ("Component blood tests | 2 | £140 each | £280", "3-year-old | £3.50/hour | 1 hour | £3.50"). The
    row is the answer's own per-item line: its rate is an operand, per the row's item."""
    a = v.amount
    if not a or v.kind != "money" or len(_CELLS.findall(text)) < 2:
        return False
    row = values_of(text)
    counts = set()
    for u in row:
        if u.kind in ("number", "quantity") and u.start != v.start:
            m = _COUNT.match(u.raw.replace(",", ""))
            if m and "-" not in u.raw:  # (not an age, "3-year-old")
                counts.add(float(m.group(0)))
    return any(u.kind == v.kind and u.amount is not None and u.start != v.start and any(abs(a * n - u.amount) < 0.005 for n in counts)
               for u in row)


def _share_row(text: str, v) -> bool:
    """A table row whose label names a percentage and whose cell holds money ("| Online surcharge (3%) | — | £15 |",
    "| Buyer's premium (20%) | £100 |"): the amount is that share of a figure the answer works with, worked out in the
    row (the derivations judge it), not a price of the context's restated."""
    if v.kind != "money" or v.start < 0:
        return False
    if text.lstrip().startswith("|"):
        a = text.find("|")
        b = text.find("|", a + 1)
    else:  # a row read as a claim, its header cells joined in ("Online surcharge (3%) Online £15"; rows parted by " ; ")
        a = text.rfind(" ; ", 0, v.start) + 1
        b = v.start
    return a < b <= v.start and any(u.kind == "percent" and a <= u.start < b and _PCT_GLOSS.match(text, max(0, u.start - 1))
                                     for u in values_of(text))


#: a percentage glossing the label before it, in brackets ("Buyer's premium (20%)")
_PCT_GLOSS = re.compile(r"\(\s*\d+(?:\.\d+)?\s*%\s*\)")


#: words that say a figure is worked out from others (a sum or what is left)
_WORKING = frozenset("""left after less minus remaining remains balance total totals saving saves difference plus
combined altogether including excluding""".split())


_OPERAND = re.compile(r"[+×÷=]|\s[-−–*]\s|\d\s?x\s?[£$€\d]")
_COUNTED = re.compile(r"(?:^|[\s(|*_-])\d{1,3}\s+[a-z]{3,}(?:\s+[a-z]{3,})?\s*(?:\([^)]*\))?\s*(?:\*\*|__)?\s*[:=\u2013\u2014-]", re.I)
_TIMES = re.compile(r"(?=[×÷=tmd])(?:[×÷=]|\b(?:times|multiplied\s+by|divided\s+by)\b)", re.I)
#: working shown: a product or quotient, or "=" before a figure ("2 × 40 = 80", "= £275"); an "=" that equates a count
#: with what it earns ("10 stamps = a free hot drink") is a statement of the count, no working
_WORKED = re.compile(r"(?=[×÷=tmd])(?:[×÷]|=[\s*_]*[(£$€]?[\s*_]*\d|\b(?:times|multiplied\s+by|divided\s+by)\b)", re.I)
_CALENDAR_WORDS = frozenset(WEEKDAYS) | frozenset(d + "s" for d in WEEKDAYS) | frozenset("""january february march april
june july august september october november december""".split())
_CALENDAR = frozenset(stem_key(w) for w in """monday tuesday wednesday thursday friday saturday sunday mondays tuesdays
wednesdays thursdays fridays saturdays sundays january february march april may june july august september october
november december""".split())
#: kinds of value a swap is read for (section numbers, years, counts and dates are too often shared)
_SWAPPABLE = frozenset("money percent quantity time".split())


def rival(text: str, start: int, ctx):
    """The context's value that a claim's value at ``start`` (in ``text``) contradicts: a value of
    the same kind in a context frame sharing the claim frame's subject and attribute words (at
    least two, and half of them), when no context frame states the claim's own value. None when
    there is none (the value is then the value rules' business)."""
    if ctx.empty:
        return None
    frames, by = context_frames(ctx)
    if not frames:
        return None
    for f in read(text):
        if f.value.start != start:
            continue
        if by.get(_key(f.value)) or f.value.kind not in _SWAPPABLE or len(f.stems) < 2:
            return None
        best, hit = None, 1
        for x in frames:
            if x.value.kind != f.value.kind or not _comparable(x.value, f.value) or x.rate_unit:
                continue  # (a rate's unit, "1 point for every £1 spent", is no amount the user's figure could stand for)
            common = len(f.stems & x.stems) + len(f.pers & x.pers)  # "daily charge" and "per day": one period
            if common > hit and common * 3 >= len(f.stems):
                best, hit = x, common
        return best.value if best is not None else None
    return None


#: the noun phrase a value is the value of, named before it: "the minimum age of 14", "a deposit of £300", "the minimum
#: age is 12", "Deposit: £250" (up to two words before "of", a copula or a colon; what the value is, not a bound on it)
_NAMED_BEFORE = re.compile(r"(?:^|[^\w'-])([a-z][\w'-]*)(?:[\s*_]+([a-z][\w'-]*))?[\s*_]*(?:of|is|are|was|were|will\s+be|"
                           r"would\s+be|stands\s+at|:)[\s*_]*(?:(?:only|just|now|currently|actually|still)[\s*_]+)?[\s*_]*$", re.I)
#: the noun an amount is put before: "a £250 deposit", "your £300 security deposit", "a 10% surcharge"
_NAMED_AFTER = re.compile(r"[\s*_]*(?:-[\s*_]*)?([a-z][\w'-]*)", re.I)
#: an article or possessive right before an amount: the amount modifies the noun after it ("a £250 deposit")
_DETERMINER_BEFORE = re.compile(r"\b(?:a|an|the|your|my|our|their|its|this|that)[\s*_]*$|[\d*_)]\s*[\u2212+\u2013-]\s*$", re.I)
#: (or an operator of working shown: "£50 − £20 deposit = £30", the amount taken off named by the noun after it)
_LABEL_KINDS = frozenset("money percent number quantity".split())


def _label(text: str, v) -> frozenset:
    """The stems of the noun phrase that names what ``v`` is the value of, in a label's place (:data:`_NAMED_BEFORE`;
    after an amount, :data:`_NAMED_AFTER`): its last word its head, or empty. A stop word ends the phrase."""
    before = text[max(0, v.start - 60):v.start]
    m = _NAMED_BEFORE.search(before)
    if m is not None:
        words = [w for w in (m.group(1), m.group(2)) if w]
        if words and words[-1].lower() not in FRAME_STOP:
            return frozenset(stem_key(w.lower()) for w in words if w.lower() not in FRAME_STOP)
        return frozenset()
    if v.kind in ("money", "percent") and _DETERMINER_BEFORE.search(before) is not None:
        a = _NAMED_AFTER.match(text, v.end)
        if a is not None and a.group(1).lower() not in FRAME_STOP and a.group(1).lower() not in _PER_WORDS:
            return frozenset((stem_key(a.group(1).lower()),))
    return frozenset()


#: words after an amount that say what it is per or how it changes, not what it is ("£5 per day", "£5 off", "10% more")
_PER_WORDS = frozenset("per each a an every off more less extra discount plus".split())


_THRESHOLD_AROUND = re.compile(r"\b(?:over|under|above|below|at\s+least|at\s+most|up\s+to|more\s+than|less\s+than|fewer\s+than|"
                               r"from|within|minimum\s+of|maximum\s+of)[\s*_]*(?:[£$€][\s*_]*)?$", re.I)
_THRESHOLD_PAST = re.compile(r"[\s*_]*(?:\+|or\s+(?:more|less|fewer|over|above|under|below|higher|lower)\b|and\s+(?:over|above|up)\b)", re.I)


def _context_labels(ctx) -> "list[tuple[frozenset, Any]]":
    """The context's values that a label names (:func:`_label`), with the label (read once)."""
    hit = ctx.memo.get("frame_value_labels")
    if hit is None:
        text = ctx.text
        hit = []
        for c in list(ctx.values.values)[:4 * MAX_SENTENCE_VALUES]:
            if c.kind in _LABEL_KINDS and c.start >= 0 and text[c.start:c.end] == c.raw \
                    and _THRESHOLD_AROUND.search(text[max(0, c.start - 24):c.start]) is None \
                    and _THRESHOLD_PAST.match(text, c.end) is None:
                # (a threshold, "free on orders of £500 or more", "over 18s", is a bound on the thing, not its value)
                lab = _label(text, c)
                if lab:
                    hit.append((lab, c))
        ctx.memo["frame_value_labels"] = hit
    return hit


def labelled_rival(text: str, v, ctx, strict: bool = False):
    """The context's value of the thing the claim names its value the value of ("the minimum age of 14" where the
    context says "the minimum age is 12"; "your £300 deposit" for "a £250 deposit"): the same head noun, the context's
    words of that noun all the claim's, a value of the same kind. None when no such value or the label is not read.
    ``strict``: only a label that holds all of the context's words (the user's own figure — "I paid £180 for the term"
    restated as "Term fee: £180" — is no rival of an "administration fee" that shares one word of its label)."""
    if v.kind not in _LABEL_KINDS or ctx.empty:
        return None
    mine = _label(text, v)
    if not mine:
        return None
    labels = _context_labels(ctx)
    for lab, c in labels:
        if lab <= mine and _comparable(c, v) and c.amount != v.amount and len(lab) >= min(2, len(mine)):
            return c
    # the claim names it with fewer of the context's words ("£50 − £20 deposit" for "a non-refundable deposit of £10"):
    # the context's one value so named, when no other value of the kind carries those words
    named = [c for lab, c in labels if mine <= lab and _comparable(c, v)] if not strict else []
    if named and all(c.amount == named[0].amount for c in named) and named[0].amount != v.amount:
        return named[0]
    return None


def label_said_of(text: str, v, other, ctx) -> bool:
    """Every stem of the label the claim names ``v`` by (:func:`_label`) is in the context frame of ``other``, or the
    two are stated per the same period ("The $1 daily charge" of the context's "$0.25 per day"); True where the claim
    names no label."""
    mine = _label(text, v)
    if not mine:
        return True
    frames, _ = context_frames(ctx)
    pers = next((f.pers for f in read(text) if f.value.start == v.start), frozenset())
    return any(x.value is other and (mine <= x.stems or bool(pers & x.pers)) for x in frames)


def _sentence_words(frames: list[Frame]) -> list[tuple[int, frozenset]]:
    """Each context sentence's words, gathered from its frames."""
    out: dict[int, frozenset] = {}
    for x in frames:
        out[x.sentence] = out.get(x.sentence, frozenset()) | x.stems
    return list(out.items())


def _mentions(words_here: set, per: str) -> bool:
    return any(PERIODS.get(w) == per or (w.endswith("s") and PERIODS.get(w[:-1]) == per) for w in words_here)


def _id_like(v) -> bool:
    return v.amount is not None and v.amount >= 100 and v.amount == int(v.amount) and not 1900 <= v.amount <= 2100


def _identifier(v, text: str) -> bool:
    """A number that names a thing rather than counts ("extension 4410", "room 214"): three digits or
    more, no year, after a label word (an age, a count or a threshold is compared, not swapped)."""
    if v.kind != "number" or not _id_like(v):
        return False
    m = _LABEL_BEFORE.search(text, max(0, v.start - 30), v.start)
    return m is not None and m.group(1).lower() not in STOPWORDS and not _THRESHOLD_AFTER.match(text, v.end)


_LABEL_BEFORE = re.compile(r"\b([a-z]{3,})[\s*_:#]*$", re.I)
_THRESHOLD_AFTER = re.compile(r"\s*(?:\+|or\s+(?:more|over|above|fewer|less|under))", re.I)


def _calendar(v) -> bool:
    """A weekday or a day of a month ("Mondays", "1 January", "December"): a value a subject is tied
    to, read for swaps as figures are ("yoga is on Tuesdays, spin on Thursdays")."""
    return v.kind == "date" and bool(v.unit) and (v.unit.startswith("weekday:") or v.unit.startswith("--"))


def _comparable(a, b, spans: bool = False) -> bool:
    """Two values of one kind and unit (``spans``: durations in two units of time are comparable too, as rivals)."""
    if a.kind != b.kind:
        return False
    if a.kind == "date":
        return _calendar(a) and _calendar(b) and a.unit[:2] == b.unit[:2]  # weekday with weekday, month with month
    if a.kind == "number":
        return _id_like(a) == _id_like(b)  # an extension with an extension, not with an age
    if a.kind == "money":
        return a.unit == b.unit
    if a.kind == "quantity":
        da, db = _dim(a.unit), _dim(b.unit)
        if spans and da != db and da in _SPAN_MINUTES and db in _SPAN_MINUTES:
            # durations in two units of time ("48 hours" against "3 days"): rivals unless they are one span, or spans of
            # another order of size ("half an hour" and "4 weeks" measure different things, no swap of one for the other)
            x, y = a.amount * _SPAN_MINUTES[da], b.amount * _SPAN_MINUTES[db]
            return abs(x - y) > 1e-6 * max(1.0, x) and 0 < min(x, y) and max(x, y) / min(x, y) < SPAN_RATIO
        return da == db
    return True


#: the units of a span of time, in minutes (a month and a year as their calendar lengths, for telling two spans apart
#: only): a duration in one is a rival of a duration in another ("48 hours' notice" for "3 days' notice")
_SPAN_MINUTES = {**_MINUTES, "month": 43200, "year": 525600}
#: two spans in different units are rivals when the longer is less than this many times the shorter
SPAN_RATIO = 4


#: an exception to a negation ("can't be returned unless they are faulty"), a condition ("if they're
#: faulty"), a restriction ("only allowed in the Pro Zone") and its complement ("no flips outside the Pro
#: Zone"), and "without" ("without notice": "no notice")
_UNLESS = re.compile(r"\b(?:unless|except\s+(?:if|when|where|for)?)\b([^,;.:()]*)", re.I)
_IF = re.compile(r"\b(?:if|when|whenever|provided(?:\s+that)?|as\s+long\s+as|so\s+long\s+as)\b([^,;.:()]*)", re.I)
_ONLY_IN = re.compile(r"\bonly\b(?:\s+(?:be|been|is|are|allowed|permitted|available|possible|accepted|used|done))*"
                      r"\s+(?:in|at|on|inside|within|for|with|from|to|by)\b([^,;.:()]*)", re.I)
_OUTSIDE = re.compile(r"\b(?:outside(?:\s+of)?|except\s+(?:in|at|on|for)|other\s+than|apart\s+from|anywhere\s+but|beyond)\b"
                      r"([^,;.:()]*)", re.I)
_WITHOUT = re.compile(r"\bwithout\b([^,;.:()]*)", re.I)
_NO_WORD = re.compile(r"\b(?:no|not|never|n['\u2019]t)\s+(?:(?:any|a|an|the|prior|advance)\s+)?([a-z]+)", re.I)


_AFTER_BOUND = re.compile(r"\b(?:after|from|once|beyond|later\s+than)\b([^,;.:()]*)", re.I)
_BEFORE_BOUND = re.compile(r"\b(?:before|until|till|by|up\s+to|no\s+later\s+than|earlier\s+than)\b([^,;.:()]*)", re.I)


def _bound_words(pattern: "re.Pattern[str]", text: str) -> frozenset:
    """The words of a time bound's object, its figures kept ("after 1 May": 1)."""
    return frozenset(w for m in pattern.finditer(text) for w in words_of(m.group(1)) if w not in _POLAR_STOP)


def _clause_words(pattern: "re.Pattern[str]", text: str) -> frozenset:
    return frozenset().union(*(_stems(m.group(1), _POLAR_STOP) for m in pattern.finditer(text)))


def _same_bounds(part: str, ctext: str, neg: bool) -> bool:
    """A claim part and a context part of the other polarity that say the same thing, read by their
    bounds: a negation with an exception and the positive under that condition ("barbecues that have
    been assembled can't be returned unless they are faulty" / "assembled barbecues can be returned if
    they're faulty"); a restriction and the negation of its complement ("flips are only allowed in the
    Pro Zone" / "no flips outside the Pro Zone"); "without" and "no" of one thing ("no notice given" /
    "doesn't attend without notice")."""
    yes, no = (ctext, part) if neg else (part, ctext)
    bounds = ((_UNLESS, no, _IF, yes), (_OUTSIDE, no, _ONLY_IN, yes))
    for neg_pat, neg_text, pos_pat, pos_text in bounds:
        a = _clause_words(neg_pat, neg_text)
        if a and a & _clause_words(pos_pat, pos_text):
            return True
    # a time bound and its complement: "cannot be posted after 1 May" / "can be posted before 1 May", "no bookings
    # before 9am" / "bookings open from 9am"
    for neg_pat, pos_pat in ((_AFTER_BOUND, _BEFORE_BOUND), (_BEFORE_BOUND, _AFTER_BOUND)):
        a = _bound_words(neg_pat, no)
        if a and a & _bound_words(pos_pat, yes):
            return True
    without = _clause_words(_WITHOUT, yes)
    return bool(without) and bool(without & frozenset().union(*(_stems(m.group(1), _POLAR_STOP) for m in _NO_WORD.finditer(no))))


#: a threshold a rule holds above ("Hires over 13 hours require a second driver", "orders above £50") or below ("under-5s",
#: "less than 2 hours"): its figure, and which side
_ABOVE = re.compile(r"\b(?:over|above|more\s+than|longer\s+than|greater\s+than|exceeding|beyond|in\s+excess\s+of)\s+(?:the\s+)?[£$€]?\d", re.I)
_BELOW = re.compile(r"\b(?:under|below|less\s+than|fewer\s+than|shorter\s+than|within|inside|up\s+to|no\s+more\s+than)\s+(?:the\s+)?[£$€]?\d"
                    r"|\b(?:under|below|within|inside)\s+(?:the|that|this|your)\s+(?:[\w-]+\s+){0,2}?(?:threshold|limit|cap|maximum|minimum)\b", re.I)


def _other_side(ctext: str, text: str, cneg: bool, neg: bool) -> bool:
    """A rule the context holds on one side of a threshold, and the claim's sentence the other polarity on the other side:
    "Hires over 13 hours require a second driver" / "your hire is 12 hours, under the 13-hour threshold, so no second driver
    is needed" — the rule applied to a case outside it, no flip. The context's part names the threshold; the claim's
    sentence places the case on the other side of it (the figures themselves are the comparison rule's to check)."""
    if cneg == neg:
        return False
    if _ABOVE.search(ctext) is not None:
        return _BELOW.search(text) is not None and _ABOVE.search(text) is None
    if _BELOW.search(ctext) is not None:
        return _ABOVE.search(text) is not None and _BELOW.search(text) is None
    return False


#: a context part that states a requirement for an outcome ("Stairs must be at least 61cm wide for a rail to be
#: fitted", "You must have lived here for 3 years to qualify", "available only if you book online"): it says what the
#: outcome needs, not that it happens
_REQUIRED_FOR = re.compile(r"\b(?:must|needs?\s+to|ha(?:s|ve)\s+to|required|at\s+least|minimum|no\s+(?:more|less|fewer)\s+than|at\s+most)\b"
                           r"[^.;]*?\b(?:(?:in\s+order\s+)?for\s+(?:[\w'-]+\s+){0,4}?to|(?:in\s+order\s+)?to\s+(?:qualify|be\s+eligible|"
                           r"apply|enter|join|take\s+part|use|ride|book|register|be\s+\w+ed))\b"
                           r"|\bonly\s+(?:if|when|once|where)\b|\bprovided\s+(?:that\s+)?\w", re.I)
#: an outcome said not to happen as a consequence ("a rail couldn't be fitted", "you wouldn't qualify", "you won't be
#: able to ride")
_MODAL_NOT = re.compile(r"\b(?:can(?:no|['\u2019])t|couldn['\u2019]t|could\s+not|won['\u2019]t|wouldn['\u2019]t|would\s+not|"
                        r"will\s+not|(?:isn['\u2019]t|aren['\u2019]t|not)\s+(?:be\s+)?(?:able|eligible|possible))\b", re.I)


def _unmet(part: str, ctext: str) -> bool:
    """A negated claim part that says a requirement's outcome will not happen ("on your measurement, a Liftwell rail
    couldn't be fitted") against the positive context part stating what the outcome requires ("Stairs must be at least
    61cm wide for a Liftwell rail to be fitted"): the condition unmet, reasoned — no other polarity of what it says."""
    return _MODAL_NOT.search(part) is not None and _REQUIRED_FOR.search(ctext) is not None


#: an Arabic letter (a claim in Arabic: its polarity is text.arabic.polarity's)
_ARABIC_LETTER = re.compile("[\u0621-\u064a]")
_POLAR_LABEL = re.compile(r"^[\W_]*?(?:\*\*|__)?(?:(?:sorry|unfortunately|sadly|alas|apologies)\s*[,!\u2014\u2013-]\s*)?"
                          r"([A-Za-z][\w' -]{0,40}?)(?:\*\*|__)?\s*:(?:\*\*|__)?\s*", re.I)


#: a negated gerund ("Not licensing a property:", "Never paying on time:"): a condition the label names, whose list is
#: what follows from it, not what the label says no of
_NEGATED_GERUND = re.compile(r"\b(?:not|never|no\s+longer)\s+[a-z]+ing\b", re.I)


#: a label that announces what follows rather than naming its subject ("One thing to note:", "Please note:", "Good news:")
_DISCOURSE_LABEL = re.compile(r"\b(?:note|notes|noting|remember|reminder|tip|tips|important|heads\s+up|good\s+news|bad\s+news|"
                              r"in\s+short|in\s+summary|summary|bottom\s+line|short\s+answer|answer|update|correction)\b", re.I)


#: a claim part that goes on with the clause before it, conceding ("— even after a seal and pressure test"); a reason
#: ("because …", "since …") says its own polarity
_GOES_ON = re.compile(r"[\s*_]*even\s+(?:after|if|when|with|though|where|on|for|during)\b", re.I)


#: an addition's joint in a claim, and a reason's (:data:`_POLAR_SPLIT`'s own)
_ADDITION = re.compile(_ADDITION_JOINT)
_REASON_JOINT = re.compile(_BECAUSE_JOINT + "|" + _AS_JOINT)


def _polarity(i: int, text: str, ctx) -> Finding | None:
    """The claim says what a context segment says, with the other polarity."""
    if "?" in text or _ARABIC_LETTER.search(text) is not None:
        return None  # (an Arabic claim's negators, and its context's, are read by text.arabic.polarity: these are English)
    if _excepts(text):
        text = _EXCEPT_SCOPE.sub(lambda m: m.group("scope"), text)  # "… at every stop except Fellside School": the
        # claim's own exception is no positive part of its own (THE EXCEPTION GRAMMAR reads it as the context's is read)
    label = _POLAR_LABEL.match(text)
    if label is not None and _NEG.search(label.group(1)) and len(label.group(1).split()) <= 7 \
            and not _NEGATED_GERUND.search(label.group(1)) \
            and not _DISCOURSE_LABEL.search(label.group(1)) and _verbless(words_of(_ITEM_CLAUSE.split(text[label.end():].strip(), 1)[0])):
        # a negated label over a list of things ("**Items they can't take:** asbestos, gas bottles and clinical
        # waste"): the list is what the label says no of, read as one clause ("Items they can't take asbestos, …")
        text = f"{label.group(1)} {text[label.end():]}"
        label = None
    if label is not None and (_NEG.search(label.group(1)) or len(label.group(1).split()) > 5 or _DISCOURSE_LABEL.search(label.group(1))):
        label = None  # "I'm afraid that's not quite right:" is a sentence, not a label; "One thing to note:" announces one
    if label is not None:  # "**Exam fees:** also included in the term fee": the label is the subject of what follows
        parts = [f"{label.group(1)} {p}" for p in _polar_clauses(text[label.end():]) if p.strip()]
    else:
        parts = _with_subject([p for p in _polar_clauses(_relative_subject(_EXAMPLES.sub(" ", text) if "(" in text else text)) if p.strip()])
        parts = [q for p in parts for q in _pp_conjuncts(p)]
        if len(parts) == 2 and _REASON_JOINT.search(text) is not None and _verbless(words_of(parts[0])):
            parts.append(" ".join(parts))  # an item and its reason, read apart and together: "Anyone with back problems,
            # as shearing means long periods bent over" under "Who it is suitable for" flips the context's reasoned
            # "not suitable for anyone with back problems, because shearing involves long periods bent over" whole
    polar = None
    vocab = ctx.vocab
    before_neg = False
    added = _ADDITION.search(text) is not None
    for n, part in enumerate(parts):
        if added and n and _verbless(words_of(part)):
            continue  # "gas bottles are not permitted in units, | along with flammable liquids, food …": the things added
            # take the clause's own polarity, which the clause before says (read alone, the list says nothing)
        if _PRESENTING.match(part) or (_WH_TITLE.match(part) and "," not in part.rstrip(" ,;.*_")):
            continue  # "Here's the parking picture for The Loaf Bread School": the answer presenting what follows, no
            # claim of the world with a polarity; nor is a heading put as an indirect question ("**When you can switch
            # back**", over "If you moved into a property that already had a meter, you can't")
        part = _bound_unnegated(_un_prefixed(part, vocab))
        # (each part's negation, talk of the documents and condition read once: the rules below share them)
        neg, was_neg = _negated(part), before_neg
        before_neg = neg
        if was_neg and _GOES_ON.match(part):
            continue  # "doesn't cover water damage — even after a seal and pressure test, because …": the part goes on
            # with the negated clause before it, whose polarity it carries (read alone it says nothing positive)
        gap = _GAP_TALK.search(part) is not None
        plain = not neg and not gap  # a positive part about the world
        free = plain and _CONDITION.search(part) is None  # … and unconditioned
        if free and _MAY.search(part):
            other = _universal_flip(part, ctx)  # (the thing and the permission are the evidence)
            if other is not None:
                return _finding(i, part, f"the context forbids it everywhere: {other.strip()[:80]!r}", "frame_polarity")
        if not gap and "old" in part:  # (not only a plain part: "… can ride a sledge without an adult" holds a negator)
            barred, outside = _age_group_flip(part, ctx)  # (the age, the group's bound and the verb are the evidence)
            if barred is not None:
                return _finding(i, part, f"the context bars that age: {barred.strip()[:80]!r}", "frame_polarity")
            if outside:
                continue  # "your 2-year-old is allowed to attend" beside "Over-3s are not allowed to attend": not of the group
        if plain and _LIST_NAMES.search(part):
            hit = _joined_to_a_list(part, ctx)  # (the names are the evidence: the part's other words may be new)
            if hit is not None:
                return _finding(i, part, f"the context says {hit[0]!r} is not: {hit[1].strip()[:80]!r}", "frame_polarity")
        if free and _LIST_OK.search(part):
            kept_out = _listed_as_not(part, ctx)  # (the member and the permission are the evidence)
            if kept_out is not None:
                return _finding(i, part, f"the context lists it as not allowed: {kept_out.strip()[:80]!r}", "frame_polarity")
            hit = _joined_to_allowed(part, ctx)
            if hit is not None:
                return _finding(i, part, f"the context says {hit[0]!r} is not: {hit[1].strip()[:80]!r}", "frame_polarity")
        if plain or (neg and not gap):  # (", not rescheduled" negates the part: the contrast is read, not the negation)
            kept_out = _exclusion_joined(part, ctx)  # (the verb, the kept thing and the excluded one are the evidence)
            if kept_out is not None:
                return _finding(i, part, f"the context excludes it: {kept_out.strip()[:80]!r}", "frame_polarity")
        if free and _CONTRAST_SAID.search(part) is None:  # ("rescheduled rather than cancelled" negates its tail, as the
            # context's "rescheduled, not cancelled" does: the contrast turn above reads the two)
            held = _negated_clause_held(part, ctx)  # (the clause, word for word, is the evidence: the rest may be new)
            if held is not None:
                return _finding(i, part, f"the other polarity of the context's {held.strip()[:80]!r}", "frame_polarity")
        if gap or (_DIGIT.search(part) and _DIGIT.search(_AGE_GROUP.sub(" ", _CORRECTION.sub(" ", _PRICED_NOUN.sub(r"\1 ", part))))):
            continue  # "I couldn't find …", "it doesn't say …": about the documents, not the world (a correction holds a
            # figure; a group named by its age, "under-18s", "over-65s", is no figure)
        if free and "free" in part.lower():
            priced = _priced_said_free(part, ctx)
            if priced is not None:
                return _finding(i, part, f"the context prices it: {priced.strip()[:80]!r}", "frame_polarity")
        if neg and " no " in f" {part.lower()} ":
            priced = _charge_denied(part, ctx)
            if priced is not None:
                return _finding(i, part, f"the context charges it: {priced.strip()[:80]!r}", "frame_polarity")
        rp = _free_read(_CONTRAST_TAIL.sub("", part))  # (the price of nothing read as "free", as the context's parts
        # are; a correction's tail, "refundable, not non-refundable", names what the part denies: no negation of it)
        rneg = neg if rp is part else _negated(rp)
        toks = [w for w in words_of(rp) if w not in _POLAR_STOP and len(w) > 1 and w.isalpha()]
        speaker = _speaker(rp, ctx)
        if speaker:  # "Paws & Suds can groom dogs in season" for "We cannot groom dogs that are in season": the name the
            # claim gives the context's "we" is its speaker, a word the context never writes
            toks = [w for w in toks if w not in speaker]
        light = {m.group(1).lower() for m in _LIGHT_REQUIRED.finditer(rp)}
        if light:
            toks = [w for w in toks if w not in light]  # ("need to bring a partner": the verb is no new word of a flip)
        if len(toks) < 2 or sum(1 for w in toks if w not in vocab.words and not vocab.has(w) and w not in REQUIREMENT) * 4 > len(toks):
            continue  # a flip reuses the context's words: a part a quarter of whose words are new is none (a
            # requirement word is one of the context's: "no need to" for "must")
        st = _required(rp, _permission(_word_stems(toks, _POLAR_STOP)))  # (toks: the part's words less the stop words)
        if len(st) < 2:
            continue
        if not rneg:  # a positive claim can only flip against a negated segment: look there first
            nsegs, nindex = context_sentences(ctx, negated_only=True)
            if not nsegs or not _flip_in_sight(st, nsegs, nindex):
                continue
        if not _near_some_sentence(rp, st, ctx, toks):
            continue  # no context sentence holds most of the claim's words: nothing to flip against
        polar, index = context_sentences(ctx)
        st = _context_forms(st, index)  # ("collect your kit" / "kit collection": the context's derived form)
        best_same = best_other = 0.0
        other_text = ""
        counts: dict[int, int] = {}
        for w in st:
            for k in index.get(w, ())[:_POSTINGS]:
                counts[k] = counts.get(k, 0) + 1
        mine = _scope(rp) if rneg else frozenset()
        subject = frozenset() if speaker else _subject_of(rp)
        named = not rneg and _verbless(words_of(rp))  # a heading or a table cell naming a thing asserts nothing of it
        crossed = rneg and _crossed_item(rp)  # "❌ Certified translations": the cross denies what the list's lead-in says
        head = _pronoun_head(rp, toks)  # "It's not included in the cycle fee": its subject is the answer's, not read here
        own = _own_subject(rp)  # "your own telescope": no flip of another thing's part (:func:`_other_subject`)
        extended = ""  # a negated part the claim holds whole, scope and all, with the other polarity
        for k, common in counts.items():
            cst, cneg, ctext, cscope = polar[k]
            if named and cneg and st <= _det_negated(ctext):
                continue  # "**Materials fee**" / "(not the materials fee)": the label names what the context says no of
            if crossed and not cneg and _verbless(words_of(ctext)):
                continue  # "❌ Certified translations" / "Certified translation: £45 per page": the context's label names
                # the thing and says nothing of it that the cross could deny (its price is no "yes" to the lead-in)
            if cneg and not rneg and common == len(cst) >= 3 and cscope - _MODALS and cscope <= st \
                    and not _same_bounds(rp, ctext, rneg) and not _same_marked(rp, ctext) and not _contrasted(rp, cscope):
                extended = extended or ctext
            if head and cneg == rneg and head in cst:
                best_same = 1.0  # a pronoun may stand for this part's subject, which says the same
                # ("It's not included" under "Medication", for "Medication is not included" beside "one session is
                # included in the cycle fee": which of the two the pronoun means is the answer's, not the part's)
            if common < 3 and not (common == 2 and len(cst) == 2):
                continue  # a short context part ("no appointment is needed") counts when the claim holds all of it
            if len(st) < 3 and st != cst:
                continue  # a claim of two words ("the deposit is refundable") only against the same two
            if "~must" in st and "~must" in cst and any(stem_key(w) in st and stem_key(w) not in cst and w not in REQUIREMENT
                                                        and vocab.has(w) for w in toks):  # (a word of the claim's own stems)
                continue  # a requirement flips only what the context requires of the claim's subject: "no need for
                # whites on the hard courts" (a context word the part lacks) is no flip of "white clothing is
                # required on the grass courts"
            score = min(common / len(st), common / len(cst) + 0.25)
            if cneg != rneg and common >= 3 and common >= len(cst) - 1:
                score = max(score, 0.75)  # the claim holds all of a context part, and says more beside it
                # ("you can reserve a phone booth through the members' app" / "phone booths cannot be reserved")
            elif cneg and not rneg and not named and common == len(cst) == 2 and _clause_negated(ctext) \
                    and _NEG.search(rp) is None:  # (no negator anywhere in the claim, a condition's included)
                score = max(score, 0.75)  # … a negated part of two words, whole ("Safety boots are provided by Liftwise"
                # / "as boots are not provided")
            if cneg == rneg or _same_bounds(rp, ctext, rneg) or _same_marked(rp, ctext) or _other_side(ctext, text, cneg, rneg) \
                    or (cneg and not rneg and _contrasted(rp, cscope)):
                best_same = max(best_same, score)
            elif score > best_other and ((st & cscope) if cneg else (cst & mine) and (not cscope or st & cscope)) \
                    and (not subject or subject & cst) and not (rneg and not cneg and _unmet(rp, ctext)) \
                    and not (cneg and not _flips_past_non(rp, ctext, st)) and not _sibling_subject(rp, ctext, ctx) \
                    and not (own and _other_subject(ctext)):
                # (a flip says the other polarity of the same subject: "VAT is not charged on the hammer price" flips no
                # "Harrowgate & Finch charges a premium of 25% of the hammer price", whose subject is another)
                best_other, other_text = score, ctext
        if best_other >= 0.75 and best_other > best_same + 0.1:
            return _finding(i, part, f"the other polarity of the context's {other_text.strip()[:80]!r}", "frame_polarity")
        if extended and not _scope_said(extended, polar, counts):
            # the claim restates a positive part and carries the negated part's scope into it ("well-behaved dogs on
            # leads are welcome, both on court and on the clubhouse terrace" / "dogs are not allowed on court, but …
            # welcome on the clubhouse terrace"): no positive part of the context says it of that scope
            return _finding(i, part, f"the other polarity of the context's {extended.strip()[:80]!r}", "frame_polarity")
    return None


def _clause_negated(ctext: str) -> bool:
    """A context part negated as a clause, its verb negated ("boots are not provided", "pets aren't allowed"), not a thing
    denied by a determiner ("but no rink time", "no setup charge"), whose subject is the sentence's other thing."""
    return _VERB_NEGATED.search(ctext) is not None


#: a negated verb: an auxiliary or a copula with "not" or "n't", or "never"/"cannot"
_VERB_NEGATED = re.compile(r"\b(?:(?:is|are|was|were|be|been|do|does|did|will|would|can|could|may|might|must|shall|should|has|have|had)"
                           r"[\s*_]+not|(?:is|are|was|were|do|does|did|wo|would|ca|could|must|should|has|have|had)n['\u2019]t"
                           r"|cannot|never)\b", re.I)


def _crossed_item(part: str) -> bool:
    """A CROSSED ITEM: a part that names a thing (no verb) and is negated by a cross mark only ("❌ Certified
    translations", "✖ **Winch** launches"): the cross denies of the thing what the list's lead-in or heading says, not
    the thing itself ("No certified translations", a determiner's denial, is no crossed item)."""
    return _CROSSES.search(part) is not None and _NEG.search(_CROSSES.sub(" ", _plain(part))) is None \
        and _verbless(words_of(part))


def _own_subject(part: str) -> bool:
    """THE OWN THING: the part's subject is the user's own thing ("your own telescope isn't covered"), which a context
    part whose subject is a thing named otherwise (:func:`_other_subject`: "Hired park telescopes are covered by the
    park's own policy") does not say: two things, whose polarities are their own."""
    m = _SUBJECT_VERB.match(_plain(part))
    return m is not None and _YOUR_OWN.search(m.group(1)) is not None


def _other_subject(ctext: str) -> bool:
    """The context part's subject is a thing named without "own" (:func:`_own_subject`)."""
    theirs = _SUBJECT_VERB.match(_plain(ctext))
    return theirs is not None and _YOUR_OWN.search(theirs.group(1)) is None and "own" not in theirs.group(1).lower().split()


#: a possessive's own thing ("your own telescope", "their own kit")
_YOUR_OWN = re.compile(r"\b(?:your|their|his|her|my|our|visitors['\u2019]?|guests['\u2019]?)\s+own\b", re.I)


def _sibling_subject(part: str, ctext: str, ctx) -> bool:
    """THE SIBLING SUBJECT: the context sentence sets two subjects side by side, one part each ("Keyholder call-outs are
    included on the 24/7 plan; on Basic they cost £35 each"), and the claim part names the other part's subject, which
    the part it would flip lacks, while lacking a word of that part's own ("On the Basic plan, keyholder call-outs
    aren't included"): it speaks of the sibling's subject, and flips nothing. Words are compared as written (a figure's
    digits count: "24/7")."""
    line = next((s for _, s in _context_lines(ctx) if ctext in s), None)
    if line is None or line.strip() == ctext.strip():
        return False
    line = line[line.find(":") + 1:] if ":" in line[:line.find(ctext)] else line  # (a lead-in names no sibling)
    clauses = [c for c in _SIBLING_JOINT.split(line) if c.strip()]
    if len(clauses) < 2:
        return False
    mine = frozenset(w for w in words_of(part) if w not in _POLAR_STOP and len(w) > 1)
    theirs = frozenset(w for w in words_of(ctext) if w not in _POLAR_STOP and len(w) > 1)
    sibling = frozenset().union(*(words_of(c) for c in clauses if ctext.strip() not in c and c.strip() not in ctext)) - theirs
    return bool((mine - theirs) & sibling) and bool(theirs - mine)


#: where a sentence sets one subject's clause beside another's ("… on the 24/7 plan; on Basic they cost £35 each",
#: "free for residents, while visitors pay £3")
_SIBLING_JOINT = re.compile(r";|,?\s+\b(?:while|whereas|but)\b", re.I)


#: a group of people named by an age ("under-18s", "over 65s", "18+", "the 16-17s")
_AGE_GROUP = re.compile(r"\b(?:under|over)[\s-]?\d{1,2}s\b|\b\d{1,2}\+|\b\d{1,2}-\d{1,2}s\b", re.I)


#: a negated side of a bound: "doesn't dip below", "must not fall under", "never goes over" — the other side, said
#: positively ("stays above", "stays below")
_NOT_PAST = re.compile(r"\b(?:do(?:es)?n['\u2019]t|do(?:es)?\s+not|won['\u2019]t|will\s+not|must\s*n['\u2019]?o?t|must\s+not|can(?:no|['\u2019])t"
                       r"|never|should\s*n['\u2019]t|should\s+not)\s+(?:(?:dip|fall|drop|go|slip|sink|rise|climb|get|be)\s+)?"
                       r"(below|under|above|over)\b", re.I)


def _bound_unnegated(part: str) -> str:
    """The part with a negated side of a bound put as the other side (:data:`_NOT_PAST`): "your pay doesn't dip below
    the minimum wage" says "your pay stays above the minimum wage"."""
    if "below" not in part and "under" not in part and "above" not in part and "over" not in part:
        return part
    return _NOT_PAST.sub(lambda m: "stays " + ("above" if m.group(1).lower() in ("below", "under") else "below"), part)


def _non_words(text: str) -> frozenset:
    """The words a "non-" prefix stands on ("non-refundable", "nonmembers": refundable, members)."""
    return frozenset(m.group(1).lower() for m in _NON_WORD.finditer(text))


_NON_WHOLE = re.compile(r"\bnon-?([a-z]{3,})\b", re.I)


def _same_marked(part: str, ctext: str) -> bool:
    """A claim part and a context part of two polarities that write the same "non-" word (or the same "without X") and,
    that word set aside, the same polarity: the word is one of theirs alike, whatever it negates ("secures your date, non-refundable" / "a
    non-refundable booking fee secures your date": a predicate in one, an attribute in the other, the same fee's).
    "The deposit is refundable" writes none, and still flips "the deposit is non-refundable"; "non-members can
    audition" is still the other polarity of "non-members cannot audition" (set aside, "can" and "cannot" differ)."""
    shared = _non_words(part) & _non_words(ctext)
    without = _without_objects(part) & _without_objects(ctext) if "without" in part.lower() else frozenset()
    if not shared and not without:
        return False

    def bare(text: str) -> str:
        text = _NON_WHOLE.sub(lambda m: " " if m.group(1).lower() in shared else m.group(0), text) if shared else text
        return _WITHOUT_OBJECT.sub(lambda m: " " if m.group(1).lower() in without else m.group(0), text) if without else text

    return _negated(bare(part)) == _negated(bare(ctext))


def _flips_past_non(part: str, ctext: str, st: frozenset) -> bool:
    """Whether a positive claim part can flip a negated context part once the "non-" words both write are set aside (they
    are theirs alike: "the bin containing **non-garden waste**" / "Bins that … contain non-garden waste will not be
    emptied"): the context part's other negation must remain, and the claim must hold some of what it negates (here
    "emptied", which the claim does not say). True where no "non-" word is shared."""
    shared = _non_words(part) & _non_words(ctext)
    if not shared:
        return True
    bare = _NON_WHOLE.sub(lambda m: " " if m.group(1).lower() in shared else m.group(0), ctext)
    return _negated(bare) and bool(st & _scope(bare))


#: "without" and its object's head ("without flash", "without a ticket"): a phrase both sides write is theirs alike,
#: read in the subject as its restriction on one side and as a negation on the other (a label, a table row)
_WITHOUT_OBJECT = re.compile(r"\bwithout[\s*_]+(?:(?:a|an|the|any|your)[\s*_]+)?([a-z]{3,})\b", re.I)


def _without_objects(text: str) -> frozenset:
    return frozenset(m.group(1).lower() for m in _WITHOUT_OBJECT.finditer(text))


#: a negation that is a determiner of a noun phrase: "no joining fee", "not the materials fee", "not any deposit"
_DET_NEG = re.compile(r"(?=[n])\b(?:no|not\s+(?:the|a|an|any))\s+((?:[\w'-]+\s*){1,4})", re.I)
#: words that make a part a clause (a verb, "there is"): without one, a part only names a thing
_CLAUSE_WORDS = _SEGMENT_VERBS | frozenset("there it's there's isn't aren't doesn't don't".split())


#: a heading that is a clause missing its object, opened by a wh-word ("Who it is suitable for", "What you can bring")
_WH_HEADING = re.compile(r"^[\s*_#]*(?:who|what|where|when|which)\b(?=.*\b(?:is|are|can|may|will|must|should|do|does)\b)", re.I)


def heading_says(heading: str, item: str) -> bool:
    """A heading that says something of the items under it, as a clause missing its object ("Who it is suitable for",
    "What's included", "Where you can park") over an item that names a thing before any verb ("Anyone with back
    problems, as …"): the item is read with the heading, its polarity the heading's."""
    if _NEG.search(heading) is not None or len(heading.split()) > 8 or _WH_HEADING.match(heading) is None:
        return False
    return _names_a_thing(item)


def predicate_heading(heading: str, item: str) -> bool:
    """A heading or lead-in that is the predicate of the items under it (:data:`_PREDICATE_HEADING`: "✅ Covered",
    "What's included", "Your plan covers", "The fee includes") over an item that names a thing before any verb ("Dental
    treatment"): the item is read with it, as a clause ("Covered: dental treatment"), whose polarity is the heading's."""
    if _NEG.search(heading) is not None or len(heading.split()) > 6 or _PREDICATE_HEADING.match(heading) is None:
        return False
    return _names_a_thing(item)


#: a predicate with no object, as a heading ("Covered", "Included in the price", "What's covered", "Allowed") or a lead-in
#: clause that names its subject ("Your plan covers", "The ticket includes", "It also covers")
_PREDICATE_HEADING = re.compile(
    r"^[\W_]*(?:(?:what['\u2019]?s|what\s+is|what\s+are|items?|things?)\s+)?(?:also\s+)?(?:covered|included|allowed|permitted|"
    r"accepted|provided|refundable|eligible)\b[^:]*$"
    r"|^[\W_]*(?:(?:your|the|this|our|it|each|every)\s+)?(?:[a-z-]+\s+){0,2}?(?:also\s+)?(?:covers|includes|allows|accepts|"
    r"provides)[\W_]*$", re.I)


def negated_heading(heading: str, item: str) -> bool:
    """A heading that says no of the items under it ("Who it isn't suitable for", "Not included", "What you can't
    bring") over an item that names a thing before any verb ("Anyone with back problems, as shearing means …"): the
    item is read with the heading, as a negated label's list is (:func:`_polarity`)."""
    if _NEG.search(heading) is None or _NEGATED_GERUND.search(heading) or len(heading.split()) > 8:
        return False
    return _names_a_thing(item)


def _names_a_thing(item: str) -> bool:
    """A list item that names a thing before any verb: its first clause (up to :data:`_ITEM_CLAUSE`) is verbless, so a
    heading over it (:func:`heading_says`, :func:`predicate_heading`, :func:`negated_heading`) says what is said of it."""
    return _verbless(words_of(_ITEM_CLAUSE.split(item.strip(), 1)[0]))


#: where an item's first clause ends: a comma, a dash, a colon, a bracket
_ITEM_CLAUSE = re.compile(r"[,;:(\u2013\u2014]|\s-\s")


def _verbless(toks: "list[str]") -> bool:
    """Whether a part's words name a thing without saying anything of it: no verb of :data:`_CLAUSE_WORDS`, no
    permission or requirement word ("Joining fee (first year only)", "**2. Materials fee**")."""
    return not any(w in _CLAUSE_WORDS or w in PERMISSION or w in REQUIREMENT for w in toks)


def _det_negated(ctext: str) -> frozenset:
    """The stems of the noun phrases a context part negates by a determiner ("Members under 18 pay … and no joining
    fee": join, fee), up to the phrase's end (a verb, a preposition, punctuation)."""
    out: set = set()
    for m in _DET_NEG.finditer(ctext):
        for w in words_of(m.group(1)):
            if w in _CLAUSE_WORDS or w in STOPWORDS or not w.isalpha():
                break
            out.add(stem_key(w))
    return frozenset(out)


#: a claim part that allows a thing: a permission word, "fine"/"ok", or a tick
_LIST_OK = re.compile(r"(?=[cmapwfo\u2705\u2714])(?:\b(?:can|may)\b(?!\s+(?:well\s+|also\s+|still\s+)?(?:need|have\s+to|want|wish|prefer|like|"
                      r"mean|means|refer|indicate|suggest|imply|signal|depend|vary|seem|sound|look)\b)"
                      r"|\b(?:allowed|permitted|welcome|accepted|fine|ok(?:ay)?)\b|\u2705|\u2714)", re.I)
#: ("you may need to arrange for someone else to collect her prescription": a possibility of a need, not a permission;
#: "'near the edge' may mean the shoulder", "it can depend on the inspection": a possibility of a meaning, no permission)
#: where the last member of a list ends: a phrase of place or time after it
_LIST_TAIL = re.compile(r"\s+(?:at|in|on|inside|within|from|to|for|during|anywhere|unless|except)\b", re.I)
#: what opens a clause after a list, not a member of it
_CLAUSE_AFTER_LIST = re.compile(r"^\s*(?:as|because|since|so|which|who|whose|where|when|while|if|unless|although|though|"
                                r"otherwise|then|but|they|it|you|we|this|that)\b", re.I)
#: a list's joints: commas, "and", "or"
_LIST_JOINT = re.compile(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", re.I)


def _list_members(ctext: str) -> "tuple[frozenset, str] | None":
    """A negated context part that lists three things or more after its verb ("You must not store food, plants,
    animals, flammable liquids, gas bottles or firearms"): the members' head words (stems), or None."""
    pieces = [p for p in _LIST_JOINT.split(ctext) if p.strip()]
    if len(pieces) < 3:
        return None
    if not _negated(pieces[0]):
        # the negation is the members' only if it is said of them all: a verb's before the list ("must not store food,
        # plants …") or a predicate's after it ("food, plants and animals are not allowed"); a determiner's "no" in a
        # member of its own ("costs £6.99 a month, or £75 a year …, with no excess") negates that member alone
        last = _NEG.search(_plain(pieces[-1]))
        if last is None or _VERBAL_NEG.match(last.group(0)) is None:
            return None
    heads = set()
    for p in pieces:
        p = _LIST_TAIL.split(p, 1)[0] if p is pieces[-1] else p  # "… or firearms at StoreSafe": the member ends there
        toks = [w for w in words_of(p) if w.isalpha() and w not in STOPWORDS]
        if not toks or (p is not pieces[0] and len(toks) > 3):
            return None  # a member is a short noun phrase
        heads.add(stem_key(_singular(toks[-1])))
    return frozenset(heads), ctext


def _from_negator(text: str) -> str:
    """A part negated by "without" alone, from that word on ("…, without losing your befriender" negates what follows
    it); any other part whole (a verb's negation holds the list before it too: "outside food and drink may not be …")."""
    if _NEG.search(text) is not None:
        return text
    m = _WITHOUT_WORD.search(text)
    return text if m is None else text[m.start():]


def _listed_as_not(part: str, ctx) -> "str | None":
    """A claim part that allows one member of a list the context forbids ("Houseplants: ✅ fine to store" / "You
    must not store food, plants, animals …"), naming it by its head word or as a compound ending in it
    ("houseplants"), when no positive context part names that member: the negated part's text, or None."""
    lists = ctx.memo.get("polar-lists")
    if lists is None:
        polar, _ = context_sentences(ctx, negated_only=True)
        # (the members a negation holds stand after it: "Calls can be paused for up to 4 weeks, for example during a
        # hospital stay, without losing your befriender" negates no weeks and no stay)
        lists = []
        for _cst, cneg, ctext, _sc in polar:
            m = _list_members(_from_negator(ctext)) if cneg else None
            if m is not None:
                lists.append((m[0], ctext))  # (the members read from the negator on; the whole part is the evidence)
        ctx.memo["polar-lists"] = lists
    if not lists:
        return None
    mine = [_singular(w) for w in words_of(part) if w.isalpha() and len(w) > 2 and w not in STOPWORDS]
    for heads, ctext in lists:
        for w in mine:
            k = stem_key(w)
            hit = k if k in heads else next((h for h in heads if len(h) >= 4 and w.endswith(h) and len(w) - len(h) >= 3), None)
            if hit is None:
                continue
            polar, index = context_sentences(ctx)
            if any(not polar[q][1] for q in index.get(hit, ())[:_POSTINGS]):
                return None  # the context says it of that member positively too
            return ctext
    return None


def _clause_stems(text: str) -> "list[str]":
    """A part's content words in order, by stem, its negation words left out ("LifeFlow does not pay donors":
    lifeflow, pay, donor)."""
    return [stem_key(w) for w in words_of(_NEG.sub(" ", text)) if w not in _POLAR_STOP and len(w) > 2 and w.isalpha()]


#: how many content words a negated clause held whole must have (fewer: the two-word parts the polarity rule reads)
_HELD_MIN, _HELD_MAX = 3, 6


def _negated_clause_held(part: str, ctx) -> "str | None":
    """A positive claim part that holds a negated context part's content words whole, in order and together
    ("LifeFlow **does** pay donors a small amount for their time" / "LifeFlow does not pay donors"): the context's
    clause said with the other polarity, whatever the claim adds around it. The negated part's text, or None."""
    clauses: "dict[str, list[tuple[list[str], str]]] | None" = ctx.memo.get("polar-held")
    if clauses is None:  # (read once per context: the negated parts of three to six content words, by first word)
        polar, _ = context_sentences(ctx, negated_only=True)
        clauses = {}
        ctx.memo["polar-held"] = clauses
        for _cst, cneg, ctext, _scope in polar:
            seq = _clause_stems(ctext)
            if cneg and _HELD_MIN <= len(seq) <= _HELD_MAX:
                clauses.setdefault(seq[0], []).append((seq, ctext))
    if not clauses:
        return None
    mine = _clause_stems(part)
    for j, w in enumerate(mine):
        for seq, ctext in clauses.get(w, ()):
            if mine[j:j + len(seq)] == seq and not _same_bounds(part, ctext, False) and not _same_marked(part, ctext) \
                    and not _held_positive(seq, ctext, ctx) and not _the_exception(part, ctext, ctx):
                return ctext
    return None


#: a claim that it speaks of the one thing excepted ("It's the only part of a visit that needs booking")
_ONLY_ONE = re.compile(r"\b(?:only|except|apart\s+from|other\s+than|the\s+one\s+(?:thing|part|exception))\b", re.I)
#: the exception a negated clause goes on to make ("Visits do not need to be booked except for the garden lounge")
_EXCEPTION_NEXT = re.compile(r"[\s,]*(?:except|apart\s+from|other\s+than|save\s+for|with\s+the\s+exception\s+of)\b", re.I)


def _the_exception(part: str, negated: str, ctx) -> bool:
    """A claim part that says its thing is the one the negated context clause excepts ("[the garden lounge] is the only
    part of a visit that needs booking" / "Visits do not need to be booked except for the garden lounge"): the
    exception restated, not the clause flipped. (Looked for only when a clause is held, in the lines holding it.)"""
    if _ONLY_ONE.search(part) is None:
        return False
    clause = negated.strip()
    for _, line in _context_lines(ctx):
        at = line.find(clause)
        if at >= 0 and _EXCEPTION_NEXT.match(line, at + len(clause)) is not None:
            return True
    return False


def _held_positive(seq: "list[str]", negated: str, ctx) -> bool:
    """A positive context part holds the clause too, word for word ("Bridal Makeup with trial £325; Bridal Makeup without
    trial £240"): the claim may be restating that one, not flipping the other (the parts holding its first stem, capped)."""
    polar, index = context_sentences(ctx)
    for k in index.get(stem_key(seq[0]), index.get(seq[0], ()))[:_POSTINGS]:
        st, cneg, ctext, _sc = polar[k]
        if cneg or ctext == negated or _may_negate(ctext):
            continue  # (the negated part itself, read as its subject's term too: "A £400 non-refundable fee secures …")
        theirs = _clause_stems(ctext)
        if any(theirs[q:q + len(seq)] == seq for q in range(len(theirs) - len(seq) + 1)):
            return True
    return False


#: the polarity parts' modal tokens (the permission and requirement words read as one)
_MODALS = frozenset({"~ok", "~must"})


def _scope_said(negated: str, polar: list, counts: dict) -> bool:
    """Some positive context part among the claim's candidates holds the negated part's words, scope and
    subject (the context says the thing positively of that scope too)."""
    whole: frozenset = next((st_ for st_, ng, tx, _ in (polar[k] for k in counts) if tx == negated), frozenset()) - _MODALS
    return any(not ng and whole <= st_ for st_, ng, _, _ in (polar[k] for k in counts))


#: what sets a phrase off before a clause's subject, and a word of a name
_SUBJECT_BREAK = re.compile(r"[,:;(\u2013\u2014]")
_NAME_WORD = re.compile(r"[A-Za-z][\w'-]*")


def _speaker(part: str, ctx) -> frozenset:
    """The words of a claim's subject that name the context's speaker: a capitalised name the context never writes,
    before the clause's verb, where the context speaks as "we" ("Paws & Suds can groom …" / "We cannot groom …")."""
    m = _SUBJECT_VERB.match(part)
    if m is None:
        return frozenset()
    subject = _SUBJECT_BREAK.split(m.group(1))[-1].strip(" *_")
    names = _NAME_WORD.findall(subject)
    if not names or len(names) > 4 or not all(w[0].isupper() for w in names if len(w) > 1) \
            or any(ctx.vocab.has(w.lower()) for w in names) or _FIRST_PERSON.search(ctx.text) is None:
        return frozenset()
    return frozenset(words_of(subject))


def _pronoun_head(part: str, toks: "list[str]") -> str:
    """The stem of the first content word of a clause whose subject is a pronoun ("It's not included in …": includ),
    or "" for a clause with a subject of its own."""
    first = words_of(_plain(part)[:24])[:1]
    if not first or first[0].split("'")[0].split("\u2019")[0] not in _PRONOUN_SUBJECTS or not toks:
        return ""
    return next(iter(_word_stems(toks[:1], _POLAR_STOP)), "")


def _subject_of(part: str) -> frozenset:
    """The words of a clause's subject: the noun phrase right before its first finite verb, after any phrase set off
    by a comma or colon ("at Harrowgate & Finch, VAT is not charged …": "VAT"); none for a pronoun or a long opening."""
    m = _SUBJECT_VERB.match(_plain(part))
    if m is None:
        return frozenset()
    subject = _SUBJECT_BREAK.split(m.group(1))[-1]
    if len(subject.split()) > 4:
        return frozenset()
    return _stems(subject, _POLAR_STOP) - _MODALS


#: a permission in a claim part ("you can keep glass bottles at your tent", "glass is fine in the campsite")
_MAY = re.compile(r"(?=[cmapwfo])(?:\b(?:can|may)\b(?!\s+(?:well\s+|also\s+|still\s+)?(?:need|have\s+to|want|wish|prefer|like)\b)"
                  r"|\b(?:allowed|permitted|welcome|fine\s+to|ok(?:ay)?\s+to)\b)", re.I)
#: a negation over every place or time ("not allowed anywhere on site", "never permitted", "at any time")
_UNIVERSAL = re.compile(r"(?=[aui])\b(?:anywhere|at\s+all|at\s+any\s+time|under\s+any|in\s+any\s+(?:area|part|circumstances))\b", re.I)


#: one person by age, allowed to do a thing ("your 5-year-old can attend", "my 15-year-old is allowed to take")
_AGED_ONE_MAY = re.compile(r"\b(\d{1,2})[- ](?:year|yr)[- ]old\b[\s*_]+(?:(?:can|may|is\s+(?:allowed|able|welcome|permitted)\s+to|"
                           r"will\s+be\s+(?:able|allowed|fine|welcome)\s+to)[\s*_]+)(?:also\s+|still\s+|go\s+ahead\s+and\s+)?([a-z]{3,})", re.I)
#: a group by age barred from a thing ("Under-6s are not allowed to attend", "Over-70s cannot ride")
_GROUP_BARRED = re.compile(r"\b(under|over)[- ](\d{1,2})s\s+(?:are\s+not|aren['\u2019]t|cannot|can['\u2019]t|may\s+not|must\s+not)"
                           r"\s+(?:(?:allowed|permitted|able)\s+to\s+)?([a-z]{3,})[^.;\n]*", re.I)


def _age_group_flip(part: str, ctx) -> "tuple[str | None, bool]":
    """AN AGE INSIDE A BARRED GROUP: the claim lets one person of an age do a thing ("As long as you're with them, your
    5-year-old can attend the deep-sky sessions") that the context bars a group holding that age from ("Under-6s are not
    allowed to attend the deep-sky sessions"): (the context's sentence, False); (None, True) where every group barred
    from the same thing leaves the age out (the person is no member: no flip of the group's bar); else (None, False).
    The thing must be the same: the verb by stem and the rest of the context's clause all in the claim."""
    m = _AGED_ONE_MAY.search(part)
    if m is None:
        return None, False
    age, verb = int(m.group(1)), stem_key(m.group(2).lower())
    mine = _word_stems(words_of(part[m.end(2):]))
    outside = False
    for under, bound, barred_verb, thing, said in _barred_groups(ctx):
        if barred_verb != verb or not thing <= mine:
            continue
        if age < bound if under else age > bound:
            return said, False
        outside = True
    return None, outside


def _barred_groups(ctx) -> "list[tuple[bool, int, str, frozenset, str]]":
    """The context's groups barred by age (:data:`_GROUP_BARRED`), read once per context: (under, bound, the verb's
    stem, the stems of the thing barred, the sentence)."""
    memo = ctx.memo.get("barred-groups")
    if memo is None:
        memo = ctx.memo["barred-groups"] = [
            (g.group(1).lower() == "under", int(g.group(2)), stem_key(g.group(3).lower()),
             _word_stems([w for w in words_of(g.group(0)[g.end(3) - g.start():]) if w not in NONCONTENT]), g.group(0))
            for g in _GROUP_BARRED.finditer(ctx.text, 0, 50000)]
    return memo


def _universal_flip(part: str, ctx) -> "str | None":
    """A permission for a thing the context forbids everywhere ("you can keep glass bottles at your tent in the
    campsite" / "glass is not allowed anywhere on site"): the negated context part whose subject (its words
    outside the negation's scope) the claim part holds whole, or None."""
    universal = ctx.memo.get("polar-universal")
    if universal is None:  # (read once per context: the few parts that forbid a thing everywhere)
        polar, _ = context_sentences(ctx, negated_only=True)
        universal = ctx.memo["polar-universal"] = [
            (cst - cscope - _MODALS, ctext) for cst, cneg, ctext, cscope in polar
            if cneg and "~ok" in cscope and _UNIVERSAL.search(ctext) and 0 < len(cst - cscope - _MODALS) <= 3]
        # (the negation must forbid the thing, "not allowed anywhere": "you can cancel at any time with no fee" forbids none)
    if not universal:
        return None
    said = _permission(_stems(part, _POLAR_STOP))
    return next((ctext for subject, ctext in universal if subject <= said), None)


#: a list of three names or more: a claim read for a name joined to a list it is kept out of
_NAME_JOINT = r"(?:[\s*_]*[,;/&][\s*_]*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)"
_LIST_NAMES = re.compile(r"[A-Z][A-Za-z]+" + _NAME_JOINT + r"[A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?" + _NAME_JOINT + r"[A-Z]")
#: (names in a list are parted by a list's joint, a comma or "and"/"or": capitalised words side by side are one name,
#: "Includes Full Service" a label and a name, no list)
#: a name in a list: a capitalised word not opening its part ("Bupa, AXA Health, Vitality and Aviva")
_LIST_NAME = re.compile(r"(?<=[\s,(*_])([A-Z][A-Za-z]+|[A-Z]{2,})\b")


def _joined_to_a_list(part: str, ctx) -> "tuple[str, str] | None":
    """A positive claim that lists a name the context lists in a negated part beside two or more names the
    context lists in a positive part ("recognised by Bupa, AXA Health, Vitality and Aviva" / "we are
    recognised by Bupa, AXA Health and Vitality … we don't accept Aviva or WPA"): (the name, the negated part)."""
    names = {stem_key(m.group(1).lower()): m.group(1) for m in _LIST_NAME.finditer(part)}
    if len(names) < 3:
        return None
    # only a name some negated segment holds can be kept out of the list: the negated segments' index (small,
    # read for the polarity rule already) decides that before the whole context is read for polarity
    _, negated = context_sentences(ctx, negated_only=True)
    if not any(w in negated for w in names):
        return None
    polar, index = context_sentences(ctx)
    counts: dict[int, int] = {}
    for w in names:
        for k in index.get(w, ())[:_POSTINGS]:
            counts[k] = counts.get(k, 0) + 1
    for k in counts:
        cst, cneg, ctext, _ = polar[k]
        if cneg or len(cst & names.keys()) < 2:
            continue
        for x in names.keys() - cst:
            for j in index.get(x, ())[:_POSTINGS]:
                nst, nneg, ntext, nscope = polar[j]
                if nneg and x in nscope and not (nst & cst & names.keys()) and not any(
                        not polar[q][1] and x in polar[q][0] for q in index.get(x, ())[:_POSTINGS]):
                    return names[x], ntext
    return None


def _joined_to_allowed(part: str, ctx) -> "tuple[str, str] | None":
    """A positive claim allowing a list of things ("Jeans, tracksuit bottoms or waterproof trousers are all fine") that
    joins a thing the context negates ("Jeans are not permitted on the slope") to two or more things a positive part
    of the context allows ("Waterproof trousers or tracksuit bottoms are fine"), when no positive part says it of that
    thing: (the thing, the negated part). :func:`_joined_to_a_list` read for a list of common nouns: each member a
    short noun phrase, named by its head."""
    pieces = [p for p in _LIST_JOINT.split(part) if p.strip()]
    if len(pieces) < 3:
        return None
    heads: dict[str, str] = {}
    for p in pieces:
        p = _MEMBER_END.split(p, 1)[0]
        toks = [w for w in words_of(p) if w.isalpha() and w not in STOPWORDS]
        if not toks or len(toks) > 3:
            continue
        heads[stem_key(_singular(toks[-1]))] = toks[-1]
    if len(heads) < 3:
        return None
    _, negated = context_sentences(ctx, negated_only=True)
    if not any(w in negated for w in heads):
        return None
    polar, index = context_sentences(ctx)
    for k in {k for w in heads for k in index.get(w, ())[:_POSTINGS]}:
        cst, cneg, ctext, _ = polar[k]
        if cneg or len(cst & heads.keys()) < 2 or _LIST_OK.search(ctext) is None:
            continue
        for x in heads.keys() - cst:
            for j in index.get(x, ())[:_POSTINGS]:
                nst, nneg, ntext, nscope = polar[j]
                if nneg and x in nst and not (nst & cst & heads.keys()) and not any(
                        not polar[q][1] and x in polar[q][0] for q in index.get(x, ())[:_POSTINGS]):
                    return heads[x], ntext
    return None


#: where a list's last member ends in a claim: its verb or a joint ("… waterproof trousers are all fine")
_MEMBER_END = re.compile(r"\s+(?:are|is|were|was|can|may|will|would|should|all|both|each|at|in|on|for|to|from|with)\b|"
                         r"\s[-\u2013\u2014]\s", re.I)


#: an exclusion by ellipsis: a verb, what it applies to, and what it does not ("covers accidental damage but not theft",
#: "are covered only for total loss, not for breakage", "is permitted in the galleries but not in the café")
_EXCLUSION = re.compile(r"\b(?!(?:and|or|but|nor|the|are|was|were|been|being|only|also|then|than|that|this|which|who)\b)([a-z]{3,})\s+(?:only\s+)?(?:(for|in|on|at|to|with|by)\s+)?((?:[a-z][\w'-]*\s+){0,2}[a-z][\w'-]*)"
                        r"\s*(?:,\s*|\s+)(?:but\s+)?not\s+(?:(?:for|in|on|at|to|with|by)\s+)?(?:the\s+|any\s+)?"
                        r"((?:[a-z][\w'-]*\s+){0,2}?[a-z][\w'-]*)\s*(?=[.,;:!?)]|$)", re.I)
#: the auxiliaries a verbal "not" follows ("has not started", "will not be refunded")
_AUXILIARIES = frozenset("""is are was were be been has have had do does did will would can could shall should may might
must""".split())
#: the "not" of an exclusion, as :data:`_EXCLUSION` reads it (a space or a comma before it, a space after it)
_NOT_WORD = re.compile(r"[\s,]not\s", re.I)
#: what may follow the excluded thing in a claim that names it as a subject of its own ("… and theft must be reported")
_OWN_CLAUSE = re.compile(r"^[\s*_]*(?:must|is|are|was|were|has|have|should|will|can|may|needs?|requires?)\b", re.I)
#: how many words may stand between the verb and the excluded thing in a claim that joins it to the verb
_EXCLUSION_REACH = 10


def _exclusions(ctx) -> "list[tuple[str, frozenset, frozenset, str]]":
    """The context's exclusions by ellipsis (:data:`_EXCLUSION`): (verb stem, kept stems, excluded stems, text),
    read once per context; an excluded thing the context also says positively with that verb is left out."""
    memo = ctx.memo.get("polar-exclusions")
    if memo is None:
        memo = []
        for _, line in _context_lines(ctx):
            if "not" not in line.lower() or _NOT_WORD.search(line) is None:
                continue  # (an exclusion writes "not" after a space or comma and before a space: not "another", "cannot")
            for m in _EXCLUSION.finditer(line):
                verb = stem_key(m.group(1).lower())
                kept = _stems(m.group(3), _POLAR_STOP)
                out = _stems(m.group(4), _POLAR_STOP)
                if m.group(1).lower() in STOPWORDS or not kept or not out or kept & out:
                    continue
                if m.group(3).split()[-1].lower() in _AUXILIARIES:
                    continue  # "if research has not started": a verb negated, no thing left out by ellipsis
                memo.append((verb, kept, out, m.group(0)))
        if memo:
            polar, index = context_sentences(ctx)
            memo = [e for e in memo if not any(not polar[k][1] and e[0] in polar[k][0] and e[2] <= polar[k][0]
                                               for w in e[2] for k in index.get(w, ())[:_POSTINGS])]
        ctx.memo["polar-exclusions"] = memo
    return memo


def _exclusion_joined(part: str, ctx) -> "str | None":
    """A positive claim part that joins the excluded thing to the verb and the thing the context keeps ("It covers
    accidental damage and also theft" / "covers accidental damage but not theft"; "covered for breakage as well as
    total loss" / "covered only for total loss, not for breakage"): the exclusion's text, or None. The excluded
    thing must follow the verb closely and not open a clause of its own ("… and theft must be reported")."""
    found = _exclusions(ctx)
    if not found:
        return None
    toks = words_of(part)
    keys = [stem_key(w) if w.isalpha() else "" for w in toks]
    have = set(keys)
    for verb, kept, out, text in found:
        if verb not in have or not kept <= have or not out <= have:
            continue
        v = keys.index(verb)
        turned = _contrast_turn(toks, keys, v, kept, out)
        if turned is not None:
            if turned:
                continue  # "rescheduled rather than cancelled": the claim keeps out what the context keeps out
            return text  # "cancelled rather than rescheduled", "cancelled, not rescheduled": the two turned round
        spots = [j for j, k in enumerate(keys) if k in out and j > v]
        if not spots or spots[-1] - v > _EXCLUSION_REACH:
            continue
        last = toks[spots[-1]]
        tail = re.search(r"\b%s\b(.*)$" % re.escape(last), fold(part))
        if tail is not None and _OWN_CLAUSE.match(tail.group(1)):
            continue
        return text
    return None



#: the words that set what follows them against what comes before, as tokens ("rescheduled rather than cancelled",
#: "instead of", ", not", "but not", "except", "other than", "as opposed to"; "t" is the tokenised "n't")
_CONTRAST_WORDS = {("rather", "than"), ("instead", "of"), ("other", "than"), ("apart", "from"), ("opposed", "to"),
                   ("not",), ("except",), ("t",)}
#: the contrasts among them that negate what follows without a negator of their own (:func:`_contrasted`)
_CONTRAST_SAID = re.compile(r"\b(?:rather\s+than|instead\s+of|as\s+opposed\s+to)\b", re.I)


def _contrasted(part: str, scope: frozenset) -> bool:
    """The claim negates by contrast what the context negates: every word of the context's negation scope comes after the
    claim's "rather than" / "instead of" ("rescheduled rather than cancelled" / "rescheduled, not cancelled")."""
    m = _CONTRAST_SAID.search(part)
    if m is None or not scope:
        return False
    return scope <= {stem_key(w) for w in words_of(part[m.end():])}


def _contrast_turn(toks: list[str], keys: list[str], v: int, kept: frozenset, out: frozenset) -> "bool | None":
    """Where a claim part sets one thing against another after the verb (THE CONTRAST TURN, :data:`_CONTRAST_WORDS`): True when
    the kept words come before the contrast and the excluded after it (the context's own order, "rescheduled rather than
    cancelled"), False when the two are turned round ("cancelled rather than rescheduled", "cancelled, not rescheduled"),
    None when the part has no contrast between them."""
    m = next((j for j in range(v, len(toks)) if (toks[j],) in _CONTRAST_WORDS or tuple(toks[j:j + 2]) in _CONTRAST_WORDS), -1)
    if m < 0:
        return None
    at_kept = [j for j, k in enumerate(keys) if k in kept and j >= v]
    at_out = [j for j, k in enumerate(keys) if k in out and j > v]
    if not at_kept or not at_out:
        return None
    if max(at_kept) < m < min(at_out):
        return True
    if max(at_out) < m < min(at_kept):
        return False
    return None


#: existence denied in the context: "there is no lift", "there are no changing rooms", "there isn't any parking", "the
#: studio has no lift", "we do not have a car park" (group 1: up to three words of the noun phrase, group 2: the rest of
#: its clause, what the denial is restricted to)
_NO_THERE = re.compile(r"(?=[thwdo])\b(?:there\s+(?:is|are|was|were|will\s+be)\s+no|there\s+(?:is|are)\s+not\s+(?:a|an|any)|"
                       r"there\s+(?:isn['\u2019]t|aren['\u2019]t)\s+(?:a|an|any)|(?:has|have)\s+no|"
                       r"(?:does|do)(?:\s+not|n['\u2019]t)\s+have\s+(?:a|an|any))\s+"
                       r"((?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\b([^.;:!?\n]*)", re.I)
#: existence asserted in a claim: "there's a lift", "there is also a car park", "there are changing rooms", "the studio
#: has a lift" (group 1: the noun phrase's words)
_THERE_IS = re.compile(r"(?=[th])\b(?:there(?:['\u2019]s|\s+is|\s+are|\s+will\s+be)|has|have)[\s*_]+(?:(?:also|still|even)[\s*_]+)?"
                       r"(?:(?:a|an|one|some|plenty\s+of)[\s*_]+)?((?:[a-z][\w-]*[\s*_]+){0,2}?[a-z][\w-]*)\b", re.I)
#: where a noun phrase ends: a preposition, relative word or verb after its head ("no lift to the first floor")
_PHRASE_END = frozenset("""to for at in on of from with by near inside outside which that who you we they can will is are
    was were available provided offered here there on-site onsite""".split())
_NOT_THINGS = frozenset("""need reason way point time problem limit charge fee cost difference change chance guarantee
    minimum maximum restriction requirement""".split())
_EXIST_SKIP = re.compile(r"(?=[iwu])\b(?:if|whether|unless|when)\b", re.I)


def _head(phrase: str) -> str:
    """A noun phrase's head: its last word before a preposition or a verb ("on-site parking" → parking)."""
    ws = [w for w in words_of(phrase) if w.isalpha() or "-" in w]
    kept: list[str] = []
    for w in ws:
        if w in _PHRASE_END and kept:
            break
        kept.append(w)
    return stem_key(kept[-1]) if kept else ""


def _denied_things(ctx) -> "dict[str, frozenset]":
    """The things whose only mention in the context is a denial of their existence: head stem → the content stems of
    what the denial is restricted to ("there is no charge for the first visit": first, visit; "there is no lift": none),
    read once per context. A thing the context also mentions otherwise ("no lift in the east wing … the lift in the
    west wing") is left out: which of them a claim means is not read here."""
    memo = ctx.memo.get("frame-denied-things")
    if memo is not None:
        return memo
    found: dict[str, frozenset] = {}
    spans = 0
    for m in _NO_THERE.finditer(ctx.text):
        head = _head(m.group(1))
        if not head or head in _NOT_THINGS or len(head) < 3:
            continue
        rest = m.group(2)
        cut = _JOINT.search(rest)
        restricted = _stems(rest[:cut.start()] if cut else rest, _POLAR_STOP)
        found[head] = found.get(head, frozenset()) | restricted
        spans += 1
    if found:
        mentions: dict[str, int] = {}
        for w in words(ctx.folded):
            k = stem_key(w)
            if k in found:
                mentions[k] = mentions.get(k, 0) + 1
        denials: dict[str, int] = {}
        for m in _NO_THERE.finditer(ctx.text):
            h = _head(m.group(1))
            denials[h] = denials.get(h, 0) + 1
        found = {h: r for h, r in found.items() if mentions.get(h, 0) <= denials.get(h, 0)}
    ctx.memo["frame-denied-things"] = found
    return found


def _existence_flip(i: int, text: str, ctx) -> Finding | None:
    """A claim that asserts a thing exists ("there's a lift you can use to reach it") where the context's only word of
    it denies it ("there is no lift"): the other polarity of an existence, critical even though every word is the
    context's. A denial restricted to a case ("there is no charge for the first visit") is flipped only by a claim that
    names that case; a negated, conditioned or questioned claim asserts nothing."""
    if "?" in text:
        return None
    denied = _denied_things(ctx)
    for part in _POLAR_SPLIT.split(text) if denied else ():
        for m in _THERE_IS.finditer(part):
            head = _head(m.group(1).replace("*", " ").replace("_", " "))
            restricted = denied.get(head)
            if restricted is None:
                continue
            clause = part[:m.end()]
            if _negated(clause) or _EXIST_SKIP.search(clause) or _GAP_TALK.search(part):
                continue
            if restricted - _stems(text, _POLAR_STOP):
                continue  # "there's a charge after the first year" for "there is no charge for the first visit"
            return _finding(i, part, f"the context says there is none: no {m.group(1).strip(' *_')!r}", "frame_polarity")
    compounds = _denied_compounds(ctx)
    if compounds and not _GAP_TALK.search(text):
        low = fold(text.replace("**", "").replace("__", ""))
        if _OTHER_CASE_SAID.search(low):
            return None
        for phrase in compounds:
            at = low.find(phrase)
            while at >= 0:
                end = at + len(phrase)
                if (at == 0 or not low[at - 1].isalnum()) and (end == len(low) or not low[end].isalnum()):
                    clause = low[max(0, low.rfind(",", 0, at) + 1, low.rfind(";", 0, at) + 1):end]
                    if (_EXISTS_AFTER.match(low, end) or _EXISTS_BEFORE.search(low, max(0, at - 30), at)) \
                            and not _negated(clause):
                        return _finding(i, text, f"the context says there is none: no {phrase!r}", "frame_polarity")
                at = low.find(phrase, end)
    return None


#: THE EXCEPTION FLIP: a permission the context keeps for one kind ("only senior crews may go out") claimed for another
#: kind of the same thing ("junior crews can also go out"), or a ban the context extends to a case ("Dogs are not allowed
#: on site, even in cars") lifted for that case ("your dog can stay in your car"); a negated claim asserts nothing
_ONLY_KIND = re.compile(r"\bonly\s+((?:[a-z][a-z-]*\s+){1,2}?)([a-z]{3,}s)\s+(?:may|can|are\s+(?:allowed|permitted)\s+to)\s+(?:be\s+)?([a-z]{2,})",
                        re.I)
_EVEN_CASE = re.compile(r"\b([a-z]{3,}s)\s+(?:are|is)\s+not\s+(?:allowed|permitted)\b[^.;:!?\n]{0,60}?,\s*even\s+(?:in|on|at|inside)\s+"
                        r"(?:the\s+|their\s+|your\s+)?([a-z]{3,})", re.I)
_PERMIT = r"(?:can|may|could|is\s+(?:allowed|permitted|welcome)\s+to|are\s+(?:allowed|permitted|welcome)\s+to)"
_PERMITTED = re.compile(r"\b" + _PERMIT + r"\b")
_BANNED_ONE = re.compile(r"\b(?:it|they|he|she)\b")  # (the banned thing, by its pronoun)
_OWNERS = frozenset(("your", "my", "our", "their", "the"))


def _exceptions(ctx) -> "tuple[list, list]":
    """The context's kept permissions (modifiers, verb stem, the claim pattern of another kind's permission) and
    extended bans (thing, case, the case's and the thing's patterns), each pattern compiled once per context."""
    memo = ctx.memo.get("frame-exceptions")
    if memo is None:
        only = []
        for m in list(_ONLY_KIND.finditer(ctx.text))[:16]:
            head = _singular(m.group(2).lower())
            said = re.compile(r"\b((?:[a-z][a-z-]*\s+){1,2}?)" + re.escape(head) + r"s?\s+" + _PERMIT
                              + r"\s+(?:also\s+|still\s+)?([a-z]{2,})")
            only.append((frozenset(words_of(m.group(1))) - STOPWORDS, head, stem_key(m.group(3).lower()), said))
        even = []
        for m in list(_EVEN_CASE.finditer(ctx.text))[:16]:
            thing, case = _singular(m.group(1).lower()), _singular(m.group(2).lower())
            even.append((thing, case, re.compile(r"\b" + re.escape(case) + r"s?\b"), re.compile(r"\b" + re.escape(thing) + r"s?\b")))
        memo = ctx.memo["frame-exceptions"] = (only, even)
    return memo


def _exception_flip(i: int, text: str, ctx) -> Finding | None:
    """THE EXCEPTION FLIP (:data:`_ONLY_KIND`, :data:`_EVEN_CASE`): the claim permits what the context keeps for another
    kind, or lifts the case a ban is extended to."""
    only, even = _exceptions(ctx)
    if not only and not even:
        return None
    for part in _POLAR_SPLIT.split(text):
        if _negated(part) or "?" in part:
            continue
        low = part.lower().replace("**", "").replace("__", "")
        for mods, head, verb, said_re in only:
            for m in said_re.finditer(low):
                said = frozenset(words_of(m.group(1))) - STOPWORDS - _OWNERS
                if said and not (said & mods) and stem_key(m.group(2)) == verb:
                    return _finding(i, part, f"the context keeps it for {' '.join(sorted(mods))} {head}s only", "frame_polarity")
        for thing, case, case_re, thing_re in even:
            if case_re.search(low) and _PERMITTED.search(low) and (thing_re.search(low) or _BANNED_ONE.search(low)):
                return _finding(i, part, f"the context bans {thing}s even in the {case}", "frame_polarity")
    return None


#: THE EXISTENCE FLIP OF A NAMED THING: the context denies a thing named by two words or three ("no cancellation fee",
#: "there is no replacement visit", "no upfront cost") and names it nowhere else; a claim asserts it exists — "there's a
#: replacement visit the following week", "a cancellation fee does apply", "you'll pay an upfront cost" — in a clause of
#: its own with no negator (a condition on the claim does not unsay it: "a cancellation fee does apply if you leave").
#: Two words name the thing closely enough that its head alone ("fee", "visit", which _NOT_THINGS and other mentions
#: keep out of the head rule above) is not what is read
_NO_COMPOUND = re.compile(r"\bno\s+((?:[a-z][a-z-]+\s+){1,2}[a-z][a-z-]+)", re.I)
_EXISTS_BEFORE = re.compile(r"(?:\bthere(?:['’]s|\s+is|\s+are|\s+will\s+be|\s+would\s+be|['’]ll\s+be)\s+(?:also\s+|still\s+)?|"
                            r"\b(?:pay|pays|paying|charged?|charges|get|incur|add|adds|added)\s+)(?:an?|the|some)\s+$", re.I)
_EXISTS_AFTER = re.compile(r"[\s*_]+(?:also\s+|still\s+)?(?:does\s+|will\s+|would\s+|may\s+)?(?:apply|applies|"
                           r"(?:be|is|are)\s+(?:charged|payable|due|added|made|offered|provided|arranged|scheduled|available)|"
                           r"exists?|takes?\s+place)\b", re.I)


#: the other case of a denial, named after it or in the claim ("; beyond that we add £15", "except", "only if you're
#: more than 10 miles away"): the thing exists in that case
_OTHER_CASE_WORDS = r"beyond|except|unless|otherwise|apart\s+from|outside|only\s+(?:if|when|where|for|on|after|once)|more\s+than"
_OTHER_CASE = re.compile(r"\b(?:" + _OTHER_CASE_WORDS + r"|over|above|after\s+that|but)\b", re.I)
#: (in the claim, the case named, or the ban itself; a "but" there is the claim's own contrast)
_OTHER_CASE_SAID = re.compile(r"\b(?:" + _OTHER_CASE_WORDS + r"|ban|banned)\b", re.I)
#: a denial's sentence that opens with its case ("Where the pavement is narrower than 1.5 metres, no permanent fixings …")
_DENIAL_CASE_FIRST = re.compile(r"\s*(?:where|if|when|whenever|unless|for|on|during|in)\b", re.I)


def _denied_compounds(ctx) -> "list[str]":
    """The context's things of two or three words denied by "no" (:data:`_NO_COMPOUND`, up to a stop word or a verb)
    that it mentions nowhere else, folded (read once per context)."""
    memo = ctx.memo.get("frame-denied-compounds")
    if memo is not None:
        return memo
    out: list[str] = []
    for m in _NO_COMPOUND.finditer(ctx.text):
        opening = ctx.text[max(0, ctx.text.rfind(".", 0, m.start()) + 1, ctx.text.rfind("\n", 0, m.start()) + 1):m.start()]
        if _OTHER_CASE.search(ctx.text, m.end(), m.end() + 80) or _DENIAL_CASE_FIRST.match(opening):
            continue  # "jobs within 10 miles have no travel charge; beyond that we add £15", "Where the pavement is narrower
            # than 1.5 metres, no permanent fixings are allowed": a denial for one case only
        ws: list[str] = []
        for w in words_of(m.group(1)):
            if w in STOPWORDS or w in _CLAUSE_WORDS or w in _PHRASE_END or not w.isalpha():
                break
            ws.append(w)
        phrase = " ".join(ws)
        if len(ws) >= 2 and phrase not in out:
            out.append(phrase)
    folded = ctx.folded
    out = [p for p in out if folded.count(p) <= len(re.findall(r"\bno\s+" + re.escape(p), folded))][:64]
    ctx.memo["frame-denied-compounds"] = out
    return out


#: modality strength: advice ("we recommend a refresher", "we advise", "is optional", "ideally") against obligation ("is
#: required", "must", "has to", "mandatory"); "should" is advice a claim may not harden into an obligation; "need to" is
#: an obligation a claim may not make of explicit advice
_ADVICE = re.compile(r"(?=[raseopi])\b(?:recommend(?:s|ed|ation)?|advis(?:e|es|ed|able)|suggest(?:s|ed)?|encourag(?:e|es|ed)|"
                     r"optional|preferabl[ey]|ideally)\b", re.I)
_SHOULD = re.compile(r"(?=[s])\bshould\b", re.I)
_OBLIGE = re.compile(r"(?=[rmhco])\b(?:requir(?:e|es|ed|ement)|must|ha(?:ve|s)\s+to|mandatory|compulsory|obligatory)\b", re.I)
_NEED_TO = re.compile(r"(?=[nw])\b(?:needs?\s+to|will\s+need|['\u2019]ll\s+need)\b", re.I)
_MODAL_WORDS = frozenset(stem_key(w) for w in """recommend recommends recommended recommendation advise advises advised
    advisable suggest suggests suggested encourage encourages encouraged optional preferably preferable ideally should
    require requires required requirement must mandatory compulsory obligatory need needs""".split())
MODAL_SHARED = 2
MODAL_SHARE = 0.6
#: _ADVICE, _SHOULD or _OBLIGE in one search
_MODAL_ANY = re.compile("|".join(f"(?:{p.pattern})" for p in (_ADVICE, _SHOULD, _OBLIGE)), re.I)
#: an aside in brackets ("a refresher session (£65) is recommended"): no boundary between a modality and what it is of
_ASIDE = re.compile(r"\([^()\n]{0,60}\)")


def _modal_parts(ctx) -> list:
    """The context's parts that say a modality, unnegated: (content stems less the modal words, "advice" | "should" |
    "oblige", text), read once per context."""
    memo = ctx.memo.get("frame-modal-parts")
    if memo is not None:
        return memo
    out = []
    for _, line in _context_lines(ctx):
        if _MODAL_ANY.search(line) is None:  # (no advice, "should" or obligation: one search, not three)
            continue
        for part in _POLAR_SPLIT.split(_ASIDE.sub(" ", line)):
            kind = "oblige" if _OBLIGE.search(part) else "advice" if _ADVICE.search(part) else \
                "should" if _SHOULD.search(part) else ""
            if not kind or _negated(part):
                continue
            st = _stems(part, _POLAR_STOP) - _MODAL_WORDS
            if len(st) >= MODAL_SHARED:
                out.append((st, kind, part.strip()))
    ctx.memo["frame-modal-parts"] = out
    return out


def _modality_changed(i: int, text: str, ctx) -> Finding | None:
    """A claim that states what the context advises as an obligation ("Blue Reef requires a refresher session" for "we
    recommend a refresher session"; "you must tie long hair back" for "long hair should be tied back"), or what it
    requires as mere advice ("a helmet is recommended" for "helmets must be worn"): the modality changed, critical. The
    claim's part must hold most of the context part's words, and no context part of the claim's own strength may say
    them too ("we recommend booking … you must book for groups": both are the context's)."""
    if "?" in text:
        return None
    parts = _modal_parts(ctx)
    if not parts:
        return None
    for part in _POLAR_SPLIT.split(_ASIDE.sub(" ", text)):
        oblige = _OBLIGE.search(part) is not None
        need = not oblige and _NEED_TO.search(part) is not None
        advice = not oblige and not need and _ADVICE.search(part) is not None
        if not (oblige or need or advice) or _negated(part) or _GAP_TALK.search(part) or _CONDITION.search(part) and advice:
            continue
        st = _stems(part, _POLAR_STOP) - _MODAL_WORDS
        if len(st) < MODAL_SHARED:
            continue
        other = ""
        same = False
        for cst, kind, ctext in parts:
            common = len(st & cst)
            if common < MODAL_SHARED or common < MODAL_SHARE * len(cst):
                continue
            if advice:
                if kind == "oblige":
                    other = other or ctext
                else:
                    same = True
            elif kind == "advice" or (kind == "should" and oblige):
                other = other or ctext
            else:
                same = True
        if other and not same:
            said = "an obligation" if not advice else "advice"
            return _finding(i, part, f"the context's {other[:80]!r} is {'advice' if not advice else 'an obligation'}, "
                                     f"the claim makes it {said}", "frame_qualifier")
    return None


#: the predicates of permission and requirement, read as a frame (subject, predicate, polarity): a modal passive, what
#: may or may not be done to the subject ("can be posted" / "cannot be posted", "may not be transferred", "won't be
#: refunded"), its verb the predicate; and the one-word permissions and requirements after a copula ("are not allowed",
#: "are fine", "is compulsory" / "is optional")
_MODAL_PASSIVE = re.compile(
    r"(?=[cmwai])\b(?:(?P<neg>cannot|can['\u2019]t|can\s+not|may\s+not|must\s+not|mustn['\u2019]t|will\s+not|won['\u2019]t|"
    r"could\s+not|couldn['\u2019]t|(?:is|are)\s+not\s+(?:allowed|permitted)\s+to)|(?P<pos>can|may|could|will|(?:is|are)\s+"
    r"(?:allowed|permitted)\s+to))[\s*_]+(?:(?:also|still|easily|usually|normally|then|always|generally)[\s*_]+)?be[\s*_]+"
    r"(?P<verb>[a-z]{3,}(?:ed|en|wn|nt|pt|lt|st|ld))\b", re.I)
_PREDICATE_ADJ = re.compile(
    r"(?=[ia'\u2019])(?:\b(?:is|are)|(?<=\w)['\u2019](?:s|re))(?P<neg1>n['\u2019]t)?[\s*_]+(?P<neg2>not[\s*_]+)?"
    r"(?:(?:also|still|always|generally|totally|perfectly|absolutely|completely|entirely|strictly)[\s*_]+)?(?:\*\*|__)?"
    r"(?P<word>allowed|permitted|welcome|fine|ok|okay|accepted|prohibited|forbidden|banned|barred|compulsory|mandatory|"
    r"required|obligatory|optional|needed|necessary)\b", re.I)
#: the one-word predicates by what they say: may ("~ok") or must ("~must"), and whether they say it or its opposite
PREDICATE_WORDS = {
    **{w: ("~ok", True) for w in "allowed permitted welcome fine ok okay accepted".split()},
    **{w: ("~ok", False) for w in "prohibited forbidden banned barred".split()},
    **{w: ("~must", True) for w in "compulsory mandatory required obligatory needed necessary".split()},
    "optional": ("~must", False),
}
#: what ends the clause a predicate's subject is in, looking back from the predicate
_CLAUSE_BACK = re.compile(r"[.;:!?\n(\u2013\u2014]|,(?=[^,]*$)|\b(?:and|but|so|or|because|since|as)\s+(?=\S+\s+\S+)", re.I)
#: a fronted condition before the subject ("If you can't make it to the desk, it can be posted")
_FRONTED = re.compile(r"^[\W_]*(?:if|when|once|unless|as\s+long\s+as|provided)\b[^,]*,", re.I)
#: the verb that ends a subject noun phrase (the subject is the words before the clause's first verb)
_SUBJECT_END = re.compile(r"\b(?:is|are|was|were|has|have|had|do|does|did|can|cannot|can't|could|may|might|must|will|won't|would|"
                          r"should|need|needs|get|gets|go|goes|come|comes)\b|['\u2019](?:s|re)\b", re.I)
_OPENERS = frozenset("so and but also yes no however unfortunately then please just note sadly still plus".split())
#: the words that end a subject's head noun and open its modifiers ("inline skates with their brake pads removed")
_MODIFIER_OPEN = frozenset("with without that which who whose in on at for of from under over aged above below".split())
_PRONOUN_SUBJECTS = frozenset("it they this that these those".split())
#: an exception or condition in the predicate's clause ("cannot be posted unless …", "only if"): no plain polarity
_EXCEPTED = re.compile(r"\b(?:unless|except|if|when|whenever|provided|without|apart\s+from|other\s+than|only|once|until)\b", re.I)
#: a qualifier after the predicate that bounds it: a time, a figure, a condition ("cannot be transferred after 1 May")
_BOUNDING = re.compile(r"\d|\b(?:after|before|until|till|within|during|between|outside|from|once|by|unless|except|if|when|"
                       r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekends?|weekdays?|january|february|march|"
                       r"april|may|june|july|august|september|october|november|december)\b", re.I)
#: the end of a predicate's clause, looking on ("… are welcome (dogs aren't allowed on court)": the aside is another's)
_CLAUSE_CLOSE = re.compile(r"[.;!?(\n]|\s[-\u2013\u2014]\s|,?\s+(?:but|whereas|while|although|though)\b", re.I)
#: who a permission or requirement is for ("compulsory for under-12s")
_FOR_SCOPE = re.compile(r"^[^.;!?\n]*?\bfor\s+([^,.;:!?\n()]{1,40})", re.I)
#: "X are fine, including ones with the pads removed": the predicate said of the included kind too
_INCLUDING = re.compile(r"^[^.;!?\n]{0,40}?,?\s*\b(?:including|even)\s+(?:(?:ones|those|any|items)\s+)?((?:with|without|that|which)\b"
                        r"[^,.;:!?\n]{1,60})", re.I)
#: a clause that reports, asks or names a gap ("whether it can be posted", "check if they're allowed"): no claim of it
_EMBEDDED = re.compile(r"\b(?:whether|ask|asking|check|confirm|sure|say|says|mention|mentions|clear|know|if)\b", re.I)


@dataclass(slots=True, frozen=True)
class _Predicate:
    key: str  # the verb's stem (a modal passive) or "~ok" / "~must"
    yes: bool  # the polarity: may / must (True), may not / need not (False)
    head: str  # the subject's head noun, stemmed
    subject: frozenset  # the subject's stems (its modifiers with it)
    scope: frozenset  # who it is for ("for under-12s"), its words
    bound: frozenset  # the words of a qualifier after the predicate that bounds it ("after 1 May"), or empty
    excepted: bool  # an exception or condition in its clause
    clause: frozenset  # the stems of its whole clause
    place: frozenset  # the words after the predicate ("on court", "on the clubhouse terrace")


def _tokens(text: str) -> frozenset:
    return frozenset(w for w in words_of(text) if w not in FRAME_STOP)


def _subject_words(text: str) -> frozenset:
    """A subject's stems, with its figures ("7-day passes": 7, which tells them from "annual passes")."""
    return _stems(text, _POLAR_STOP) | frozenset(w for w in words_of(text) if not w.isalpha() and any(c.isdigit() for c in w))


def _predicates(text: str, before: str = "", any_kind: bool = False) -> "list[_Predicate]":
    """The permission and requirement predicates of one sentence (``before``: the sentence before it, whose subject a
    pronoun subject stands for — of a modal passive, "it can be posted", or with ``any_kind`` (a context's sentence
    after its chunk's sentence before), of an adjective too: "Dogs are not allowed in the café. They are welcome in
    the garden")."""
    out: list[_Predicate] = []
    hits = [(m, "passive") for m in _MODAL_PASSIVE.finditer(text)] + [(m, "adj") for m in _PREDICATE_ADJ.finditer(text)]
    for m, kind in hits:
        if kind == "passive":
            key, yes = stem_key(m.group("verb").lower()), m.group("neg") is None
        else:
            key, yes = PREDICATE_WORDS[m.group("word").lower()]
            if m.group("neg1") or m.group("neg2"):
                yes = not yes
        lead = text[:m.start()]
        cuts = list(_CLAUSE_BACK.finditer(lead))
        start = cuts[-1].end() if cuts else 0
        clause_lead = lead[start:]
        fronted = _FRONTED.match(clause_lead)
        if fronted is not None:
            clause_lead = clause_lead[fronted.end():]
        if _EMBEDDED.search(clause_lead) or _GAP_TALK.search(clause_lead):
            continue
        verb = _SUBJECT_END.search(clause_lead)
        subject_text = clause_lead[:verb.start()] if verb is not None else clause_lead
        words = [w for w in words_of(subject_text) if w.isalpha()]
        while words and words[0] in _OPENERS:
            words.pop(0)
        if not words or len(words) > 8:
            continue
        if len(words) == 1 and words[0] in _PRONOUN_SUBJECTS:
            if (kind != "passive" and not any_kind) or not before:
                continue
            s = _SUBJECT_VERB.match(before)
            if s is None:
                continue
            subject_text = _SUBJECT_MARKS.sub(" ", s.group(1)).strip()
            words = [w for w in words_of(subject_text) if w.isalpha()]
            if not 1 <= len(words) <= 5 or words[0] in _NO_ANTECEDENT:
                continue
        head_words = []
        for w in words:
            if w in _MODIFIER_OPEN:
                break
            head_words.append(w)
        content = [w for w in head_words if w not in FRAME_STOP]
        if not content:
            continue
        rest = text[m.end():]
        end = _SCOPE_END.search(rest)
        after = rest[:end.start()] if end is not None else rest
        subject = _subject_words(subject_text)
        inc = _INCLUDING.match(rest)
        if inc is not None:  # "fine to bring, including ones with the brake pads removed": said of those too
            subject = subject | _subject_words(inc.group(1))
        scope = _FOR_SCOPE.match(after)
        close = _CLAUSE_CLOSE.search(text, m.end())
        clause_end = close.start() if close is not None else -1
        out.append(_Predicate(key, yes, stem_key(_IRREGULAR.get(content[-1], content[-1])), subject,
                              _tokens(scope.group(1)) if scope else frozenset(),
                              _tokens(rest_after) if _BOUNDING.search(rest_after := after[scope.end():] if scope else after)
                              else frozenset(),
                              _EXCEPTED.search(text[start:clause_end if clause_end > 0 else len(text)]) is not None,
                              _subject_words(text[start:clause_end if clause_end > 0 else len(text)]), _subject_words(after)))
    return out


def _context_predicates(ctx) -> "list[_Predicate]":
    hit = ctx.memo.get("frame_predicates")
    if hit is None:
        hit = []
        lines = _context_lines(ctx)
        for n, (ci, line) in enumerate(lines):
            if _PREDICATE_HINT.search(line) is not None:
                before = lines[n - 1][1] if n and lines[n - 1][0] == ci else ""
                hit.extend(_predicates(line, before, any_kind=True))
        ctx.memo["frame_predicates"] = hit
    return hit


_PREDICATE_HINT = re.compile(r"\bbe\s+[a-z]|allowed|permitted|welcome|fine|ok|accepted|prohibited|forbidden|banned|barred|"
                             r"compulsory|mandatory|required|obligatory|optional|needed|necessary", re.I)


def _predicate_flip(i: int, text: str, ctx, before: str = "") -> Finding | None:
    """A permission or requirement the context states of a subject, said with the other polarity (``frame_polarity``):
    "it can be posted to you" (after "Your merchandise bundle is collected at the VIP desk") for "Merchandise … cannot be
    posted"; "inline skates are fine to bring, including ones with the brake pads removed" for "inline skates with their
    brake pads removed are not allowed"; "helmets are optional for under-12s" for "compulsory for under-12s". The same
    head noun, every word of the context's subject and of whom it is for in the claim, and neither an exception nor a
    bounding qualifier ("after 1 May") the claim does not repeat."""
    if "?" in text or _PREDICATE_HINT.search(text) is None or _ARABIC_LETTER.search(text) is not None:
        return None
    mine = _predicates(text, before)
    if not mine:
        return None
    theirs = _context_predicates(ctx)
    words = _tokens(text)
    for p in mine:
        said = p.subject | p.clause | words
        for c in theirs:
            if c.key != p.key or c.yes == p.yes or c.excepted or c.head not in p.subject:
                continue  # (the claim's condition is its own: "if you miss the desk, it can be posted" is still posted;
                # the context's head among the claim's subject words, "your exclusive merchandise bundle" for
                # "merchandise", is the same thing)
            if c.bound or not c.subject <= said or not c.scope <= (p.scope | words):
                continue  # (a bounded predicate, "cannot be transferred after 1 May", is the other polarity inside
                # its bound only: "can be transferred until 1 May" agrees)
            if not c.place <= (p.clause | p.subject) and any(d.key == c.key and d.head == c.head and d.yes != c.yes for d in theirs):
                continue  # the context says both of the thing, each of its own place or case ("dogs are not allowed
                # on court, but … welcome on the clubhouse terrace"): the claim says which, by the place's words
            what = "may" if c.key == "~ok" else "must" if c.key == "~must" else c.key
            return _finding(i, text, f"the context says the other polarity of {what!r} of {c.head!r}", "frame_polarity")
    return None


#: between the two ends of a range ("from 1 March to 31 July", "9am–5pm", "between £10 and £15")
_RANGE_GAP = re.compile(r"^[\s*_]*(?:to|until|till|through|and|[-\u2013\u2014])[\s*_]*$", re.I)


def _range_end_changed(i: int, said: str, ctx) -> Finding | None:
    """A range whose one end is the context's and whose other end the context never states, where the context gives
    that end's range, in the claim's words, another other end ("dogs must be on a lead from 1 March to 31 August" for
    "from 1 March to 31 July"): the range moved (``frame_value``). Not a figure of the user's (their own period)."""
    vs = [v for v in values_of(said)[:MAX_SENTENCE_VALUES] if _key(v) is not None]
    pairs = [(a, b) for a, b in zip(vs, vs[1:]) if a.kind == b.kind and _comparable(a, b) and _RANGE_GAP.match(said[a.end:b.start])]
    if not pairs:
        return None
    frames = _frames_of(ctx)
    if not frames:
        return None
    claimed = None
    for a, b in pairs:
        for kept, moved in ((a, b), (b, a)):
            if frames.get(_key(moved)) or not frames.get(_key(kept)) or ctx.values.find(moved) is not None \
                    or (ctx.query and ctx.query_values.find(moved) is not None):
                continue
            if claimed is None:
                claimed = {_key(f.value): f.stems for f in read(said)}
            mine = claimed.get(_key(kept), frozenset()) - _CALENDAR
            for x in frames.get(_key(kept)) or ():
                ends = [k for k in x.near if k is not None and k[0] == moved.kind and k != _key(moved) and k != _key(kept)]
                if len(ends) == 1 and len(mine & (x.stems - _CALENDAR)) >= 2:
                    other = next((y.value.raw for y in frames.get(ends[0]) or () if y.sentence == x.sentence), "")
                    figure, theirs = _NUMBER.search(moved.raw), _NUMBER.search(other)
                    if moved.kind == "time" and figure is not None and theirs is not None and figure.group(0) == theirs.group(0):
                        continue  # the context's own end, its half of the day left to the range's other end ("6:30–9pm"
                        # for "from 6:30pm to 9pm")
                    return _finding(i, said, f"{moved.raw}: the context's range from {kept.raw} ends at {other or 'another figure'}",
                                    "frame_value")
    return None
