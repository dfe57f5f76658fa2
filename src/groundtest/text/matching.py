"""Value-aware matching (DESIGN §1): whole values, compared by meaning.

A *value* is anything number-like a text states: money (``$15``, ``25 cents``, ``USD 15``),
a percentage (``75%``, ``75 per cent``, ``three-quarters``), a quantity (``30 days``,
``30-day``, ``eight books``), a bare number (``1,200``, ``2019``), a date (``25 Dec 2026``,
``2026-12-25``, ``March 2025``, ``Friday``) or a time (``10am``, ``17:00``, ``noon``).
Anything else is a *phrase*, matched as whole words, case- and whitespace-insensitively.

Representation (:class:`Value`):

- ``money``: ``amount`` in major units, ``unit`` an ISO-4217-like code (``$`` = ``usd``,
  ``cents`` = 1/100 ``usd``, ``pence``/``50p`` = 1/100 ``gbp``, ``pounds`` = ``gbp``).
- ``percent``: ``amount`` in percent, ``unit`` None. Word fractions are percentages where
  they read as amounts: ``three-quarters``/``three quarters`` = 75, ``two-thirds`` ≈ 66.7,
  ``a third of``/``one-third`` ≈ 33.3, ``a quarter of`` = 25. ``half`` is 50 only where it
  is an amount: ``half of``/``half the``/``half your``/``half price``, ``by half``/``in half``,
  or ``half`` ending a clause ("we refund half."); ``half an hour``/``half-day`` are the
  quantities 0.5 hour / 0.5 day; "the second half", "halfway" are not values. A third is equal
  to any percentage that rounds to the same integer (33%, 33.3%).
- ``quantity``: ``amount`` and a lower-case ``unit`` from the words after the number: the
  head noun in the singular, with any modifiers before it (``12-month`` → month, ``8 books``
  → book, ``8 library books`` → library book, ``30 business days`` → business day;
  abbreviations ``hrs``/``mins``/``yrs``… are expanded). Units are never converted
  (``90 minutes`` ≠ ``1.5 hours``). A number used as a label (``level 2``, ``room 12``)
  takes no unit; the lone word ``one`` counts only before a currency, a percent sign or a
  unit of time ("one of", "no one", "one option" are not values); ``twice`` is 2 times.
- ``number``: a bare magnitude, ``unit`` None; ``"ordinal"`` for ``3rd``; ``"id:<text>"``
  (``amount`` None) for dotted/slashed codes such as ``1.2.3`` and ``24/7``. Years
  (``2019``) are bare numbers.
- ``date``: ``unit`` is ISO ``YYYY-MM-DD`` (``amount`` the proleptic ordinal), ``YYYY-MM``
  for month-year, ``--MM-DD`` for a day without a year, ``--MM`` for a capitalised month name
  alone, ``weekday:friday`` for weekdays (full names, plurals, and capitalised
  abbreviations such as ``Mon-Fri``), ``ambiguous:YYYY:AA/BB`` for ``03/04/2026`` (both
  fields ≤ 12 and different; it only equals the same digits). ``d/m/y`` with day > 12 and
  ``m/d/y`` with the second field > 12 are unambiguous. Two-digit years are 20yy below 70.
- ``time``: ``unit`` ``HH:MM`` on a 24-hour clock (``10am`` = ``10:00 am`` = ``10 a.m.`` =
  ``10:00``; ``5pm`` = ``17:00``; ``noon`` = ``12:00``), ``amount`` minutes after midnight.

Signs are ignored (magnitudes only). Matching rules (:meth:`TextIndex.find`): a requirement is
stated by a text value that :func:`same_value` equals it, and also

- a bare-number requirement (``1200``) by money or a quantity or a number of that magnitude,
  never by a percent, date or time (``12%`` does not state ``12``); a year requirement
  (``2019``) by a date in that year;
- a money requirement (``$15``) by a bare number of that amount (``the fee is 15``: the
  currency is merely omitted), never by a percent, a quantity or another currency;
- a month-year (``March 2025``) or day-month (``25 December``) requirement by a full date
  that falls on it.

- a quantity requirement by a more specific quantity with the same head (``8 books`` by
  ``8 library books``; but ``30 business days`` is not stated by ``30 days``).

A percent requirement is not stated by a bare number, nor a quantity by a bare number or a
different unit. Phrases containing values (``2 hours per day``) match literally or with each
value restated by meaning (``two hours per day``).

Dates are recognised with precompiled patterns rather than ``dateutil.parser``: the parser
costs ~25 µs a call (the whole budget of a 100-word response), reads ``03/04/2026`` as
4 March without a word, and in fuzzy mode turns "the fee is 15 on Friday" into a date. Number
words are converted with ``text2num`` (``text_to_num.text2num``), one run at a time, cached.
"""
from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from operator import attrgetter

from text_to_num import text2num

from ..legal import blank_pin_cites, fold_paired_numbers
from . import normalize, straighten
from .memo import active
from .arabic.normalise import SAME_LENGTH as _ARABIC_SAME_LENGTH, decimal_commas as _arabic_decimal_commas, find_phrase as find_arabic_phrase, has_arabic
from .arabic.normalise import thousands_points as _arabic_thousands_points

__all__ = ["Value", "parse_value", "extract_values", "same_value", "TextIndex"]


@dataclass(frozen=True, slots=True)
class Value:
    """One value: what it means (kind, amount, unit) and where it was written (raw, span)."""

    kind: str  # "money" | "percent" | "quantity" | "number" | "date" | "time" | "phrase"
    amount: float | None
    unit: str | None
    raw: str
    start: int = -1
    end: int = -1


def _value_factory():  # type: ignore[no-untyped-def]
    """A constructor for Value that skips the frozen dataclass __init__ (twice as fast)."""
    new = object.__new__
    setters = [getattr(Value, f).__set__ for f in ("kind", "amount", "unit", "raw", "start", "end")]
    s_kind, s_amount, s_unit, s_raw, s_start, s_end = setters

    def make(kind: str, amount: float | None, unit: str | None, raw: str, start: int, end: int) -> Value:
        v = new(Value)
        s_kind(v, kind)
        s_amount(v, amount)
        s_unit(v, unit)
        s_raw(v, raw)
        s_start(v, start)
        s_end(v, end)
        return v

    return make


_new_value = _value_factory()

# --------------------------------------------------------------------------- vocabulary

_SMALL = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90,
}
_SCALE_WORDS = {"hundred": 100, "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
_NUMBER_WORDS = frozenset(_SMALL) | frozenset(_SCALE_WORDS)
#: the number words up to ninety and their values ("seven": 7), for the checker's counts of words
SMALL_NUMBERS = _SMALL
#: the number words, for readers that look for a figure written in words before reading values
NUMBER_WORDS = _NUMBER_WORDS

_MONTHS = {
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
    "august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9,
    "sept": 9, "oct": 10, "nov": 11, "dec": 12,
}
_FULL_MONTHS = frozenset(k for k in _MONTHS if len(k) > 4 or k in ("june", "july"))
#: the weekdays in order (a weekday value's unit is "weekday:<name>"; the checker's calendar steps index them)
WEEKDAYS = _WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY_ABBR = {
    "mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday",
    "thu": "thursday", "thur": "thursday", "thurs": "thursday", "fri": "friday",
    "sat": "saturday", "sun": "sunday",
}
#: a weekday's abbreviations and the weekday each stands for ("thurs": "thursday"), read only capitalised before a mark
WEEKDAY_ABBR = _WEEKDAY_ABBR
_FRACTION_WORDS = {"half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4,
                   "fifth": 5, "fifths": 5, "tenth": 10, "tenths": 10}

_SYMBOLS = {"$": "usd", "€": "eur", "£": "gbp", "¥": "jpy", "₹": "inr"}
_DOLLAR_PREFIXES = {"us": "usd", "a": "aud", "au": "aud", "c": "cad", "ca": "cad",
                    "nz": "nzd", "s": "sgd", "hk": "hkd"}
_CODES = ("usd", "eur", "gbp", "aed", "jpy", "inr", "chf", "cad", "aud", "nzd", "sgd", "hkd",
          "cny", "sar", "zar", "sek", "nok", "dkk", "mxn", "brl", "pln", "rs", "dhs", "myr", "rm",
          # the Arab currencies' codes, an English answer's way of writing an Arabic source's ريال/دينار (issue 24)
          "omr", "qar", "kwd", "bhd", "jod", "egp", "tnd", "lbp", "iqd", "syp", "lyd", "dzd", "yer", "sdg")
_CODE_ALIAS = {"rs": "inr", "dhs": "aed", "rm": "myr"}
_DOLLAR_CODES = frozenset({"usd", "aud", "cad", "nzd", "sgd", "hkd"})
_MONEY_ABBR = {"k": 1e3, "m": 1e6, "mn": 1e6, "bn": 1e9}
_CURRENCY_WORDS = {
    "dollar": "usd", "dollars": "usd", "buck": "usd", "bucks": "usd", "euro": "eur",
    "euros": "eur", "pound": "gbp", "pounds": "gbp", "yen": "jpy", "rupee": "inr",
    "rupees": "inr", "dirham": "aed", "dirhams": "aed", "franc": "chf", "francs": "chf", "ringgit": "myr", "ringgits": "myr",
    "riyal": "riyal", "riyals": "riyal", "rial": "riyal", "rials": "riyal", "yuan": "cny", "cent": "usd", "cents": "usd",
    "pence": "gbp", "penny": "gbp", "pennies": "gbp", "quid": "gbp",
    "halala": "sar", "halalas": "sar", "piastre": "egp", "piastres": "egp",
    "millime": "tnd", "millimes": "tnd", "baisa": "omr", "baisas": "omr",
    "fils": "aed",  # a hundredth of the dirham, or a thousandth of a dinar (_fils_elsewhere; the Arabic فلس)
    "dinar": "dinar", "dinars": "dinar", "lira": "lira", "liras": "lira",  # any country's, as the Arabic دينار، ليرة
}
#: the parts of a currency: hundredths, and the thousandths of the Tunisian dinar and the Omani riyal
_MINOR_WORDS = {**dict.fromkeys(("cent", "cents", "pence", "penny", "pennies", "halala", "halalas", "piastre",
                                 "piastres", "fils"), 100.0), **dict.fromkeys(("millime", "millimes", "baisa", "baisas"), 1000.0)}
_DOLLAR_ADJ = {"us": "usd", "u.s.": "usd", "american": "usd", "canadian": "cad",
               "australian": "aud", "singapore": "sgd", "hong kong": "hkd", "new zealand": "nzd"}
#: THE NATIONAL-CURRENCY GRAMMAR: an Arab currency named in English with its country ("three thousand Kuwaiti dinars",
#: "25,000 Iraqi dinars", "15 Omani rials", "200 Saudi riyals", "50 Egyptian pounds"): money in that country's code, as
#: the Arabic "دينار كويتي" (text.arabic.numbers' _CURRENCY_ADJ), not a quantity of "kuwaiti dinar". Each adjective
#: with the currency nouns it names (a "Kuwaiti pound" is no currency: the plain noun's reading)
ARAB_CURRENCY_ADJ = {
    "dinar": {"kuwaiti": "kwd", "bahraini": "bhd", "jordanian": "jod", "iraqi": "iqd", "tunisian": "tnd", "libyan": "lyd",
              "algerian": "dzd"},
    "riyal": {"saudi": "sar", "omani": "omr", "qatari": "qar", "yemeni": "yer"},
    "aed": {"emirati": "aed", "uae": "aed", "moroccan": "mad"},
    "gbp": {"egyptian": "egp", "sudanese": "sdg", "lebanese": "lbp", "syrian": "syp"},
    "lira": {"lebanese": "lbp", "syrian": "syp"},
}

#: before "2s": the plural names a group ("under-2s", "the over 65s", "the 1990s", "16–17s": the range of two ages)
_GROUP_BEFORE = re.compile(r"(?:\bunder|\bover|\bthe|\baged)[\s-]$|(?<![\d.,:])\d{1,3}\s?[-\u2013\u2014]\s?$")

_UNIT_ALIAS = {
    "h": "hour", "hr": "hour", "hrs": "hour", "min": "minute", "mins": "minute",
    "sec": "second", "secs": "second", "s": "second", "yr": "year", "yrs": "year",
    "wk": "week", "wks": "week", "mo": "month", "mos": "month", "lb": "lb", "lbs": "lb",
    "times": "time", "people": "person", "persons": "person", "children": "child",
    "men": "man", "women": "woman", "feet": "foot", "days'": "day", "centuries": "century",
}
# Units that a lone "one" or a year-like number may take ("one day", "in 2019 days" is odd).
_MEASURES = frozenset({
    "second", "minute", "hour", "day", "night", "week", "fortnight", "month", "year", "decade", "century",
    "business", "working", "calendar", "weekday", "percent",
})
# Words that end the noun run after a number: "8 books at a time" → book; "level 2 can …" → none.
_STOP = frozenset("""
a an the and or but nor of per to at in on for from by with within without into onto over under
about after before until till since during between among than then as if so because while when
where which who whom whose that this these those it its you your yours we our us they their them
he his him she her i me my is are was were be been being am pm has have had do does did can could
will would shall should may might must not no yes also only just still even more less most least
each every any all both either neither other another some such very too up down out off via vs
plus minus ago here there now later earlier today tomorrow yesterday again back etc ie eg
instead either rather whereas though although however unless whether what how why
""".split()) | frozenset(_MONTHS) | frozenset(_WEEKDAYS) | _NUMBER_WORDS
# Words before a year that make it one: "in 2019 rates rose".
_YEAR_PREPOSITIONS = frozenset("in since by from until till before after of during for through around".split())
# Words before a number that make it a label, not an amount: "level 2", "room 12".
_LABELS = frozenset("""
level room page pages section step version chapter floor gate platform line number no item part
article rule clause table figure fig form grade phase option tier stage class unit building suite
route bus flight ext extension question case point appendix schedule annex exhibit release model
type size lane row seat door window terminal box dock bay track zone ward block lot issue
""".split())

# ------------------------------------------------------------------------------ patterns


def _trie(words: "Sequence[str] | frozenset[str] | Mapping[str, object]") -> str:
    """A regex alternation of ``words`` factored as a trie ("jan(?:uary)?|ju(?:ne|ly)…").

    sre tries alternatives one by one; sharing prefixes makes a failed match cost one test
    per character instead of one per word. Longer words are preferred (greedy).
    """
    tree: dict[str, dict] = {}
    for w in words:
        node = tree
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict[str, dict]) -> str:
        end = "" in node
        branches = [re.escape(ch) + build(sub) for ch, sub in sorted(node.items()) if ch]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        if end:
            return "(?:" + body + ")?" if len(branches) > 1 or len(body) > 1 else body + "?"
        return body

    return "(?:" + build(tree) + ")"


#: the adjectives a currency word may follow, as one trie (tried after every number: a plain alternation of them cost
#: the checker 4% on English text)
_ADJ_TRIE = _trie(sorted({"us", "u.s.", "american", "canadian", "australian", "singapore"}
                         | {a for v in ARAB_CURRENCY_ADJ.values() for a in v}))
_MONTH_RE = _trie(_MONTHS)
_CODE_RE = _trie(_CODES)
_NUMBER_RE = r"(?:\d{1,3}(?:,\d{3})+(?![0-9])|\d+)(?:\.\d+)?"
_W = _trie(_NUMBER_WORDS) + r"(?![a-z])"
_SCALE_RE = r"(?:\s+(?P<scale>thousand|million|billion|trillion)(?![a-z])|(?P<abbr>k|mn|bn|m)(?![a-z]))?"
#: what may follow "20 May" as a date: the end, punctuation, or a word that goes after a date, never a verb
_AFTER_MAY = re.compile(r"\s*(?:$|[.,;:!?)\]*_|/–—-]|(?:and|or|to|until|till|through|from|at|by|in|on|is|was|will|when|for|if|so|but|"
                        r"with|then|onwards?|deadline|date|only|each|every|this|next|last|now|today|tomorrow|yet|already|again|too|as|"
                        r"after|before|while|though|although|because|since|unless|once|morning|afternoon|evening|night|"
                        r"weekend|the|a|an|my|our|your|their|his|her|its|we|you|they|he|she)\b)")
#: what goes before "May" the month named alone ("in May", "to May", "early May"), never before the verb
_BEFORE_MAY = re.compile(r"(?<![a-z])(?:in|by|until|till|through|from|to|since|during|before|after|of|early|late|mid|and|or|around|about|roughly|between|"
                         r"approximately|next|last|this|every|each)[\s-]+$"
                         # a list of months ("March, April, May and June")
                         r"|(?<![a-z])(?:january|february|march|april|june|july|august|september|october|november|december|jan|feb|"
                         r"mar|apr|jun|jul|aug|sep|sept|oct|nov|dec),\s+$")
#: what goes before "1 May" the date whatever follows it ("bought before 1 May get 10% off", "from 1 May apply"):
#: a preposition of time, never "item" or "and" ("items 7 and 8 May apply" stay numbers)
_BEFORE_DAY_MAY = re.compile(r"(?<![a-z])(?:on|by|until|till|through|from|since|before|after|between)\s+$")
# What may follow a number: "and a half", a scale, then %, a currency, a suffix or unit words.
_SUFFIX_RE = rf"""
    (?P<half>\s+and\s+a\s+half(?![a-z])|[½¼¾⅓⅔⅛]
      |\s+and\s+(?:a\s+quarter|three[\s-]quarters?)(?=\s+(?:minutes?|hours?|hrs?|days?|weeks?|months?|years?|miles?|km
                                                         |kilomet(?:re|er)s?|litres?|liters?|pints?|kilos?|kg|tonnes?)(?![a-z])))?
    {_SCALE_RE}
    (?:
        (?P<pct>\s?%|\s+(?:percent|per\s?cent|pct)(?![a-z]))
      | \s?(?P<code>{_CODE_RE})(?![a-z])
      | (?:\s+|-)(?:(?P<adj>{_ADJ_TRIE}|hong\s+kong|new\s+zealand)\s+)?
           (?P<cword>{_trie(_CURRENCY_WORDS)})(?![a-z])(?:\s+sterling)?
      | (?P<pence>p)(?![a-z])
      | (?P<ord>st|nd|rd|th)(?![a-z])
      | (?P<att>kg|km|cm|mm|mg|ml|gb|mb|kb|tb|lbs?|hrs?|mins?|secs?|g|l|h|s|x)(?![a-z])
      | (?:\s+|-)(?P<w1>[a-z][a-z']*)(?:\s+(?P<w2>[a-z][a-z']*))?(?:\s+(?P<w3>[a-z][a-z']*))?
    )?"""
#: the fractions written as one character after a whole number ("17½ weeks", "2¼ hours")
_VULGAR = {"½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3, "⅛": 0.125}
#: the minor part said after a major currency word ("two pounds fifty", "5 dollars 99"): a whole
#: number under 100, then no noun of its own
_MINOR_AFTER = re.compile(r"\s+(?:and\s+)?(?P<minor>\d{1,2}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
                          r"(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen|"
                          r"fifteen|sixteen|seventeen|eighteen|nineteen|five)(?![\w,:/%]|\.\d)"
                          r"(?:\s+(?:pence|p|cents?))?(?!\s+(?!(?:a|an|per|each|for|and|or|to|in|on|at|if|is|was|which|that|"
                          r"with|so|but|instead|then|total|altogether)\b)[a-z])")
_MAJOR_WORDS = frozenset(("pound", "pounds", "dollar", "dollars", "euro", "euros"))
_SUFFIX_GROUPS = ("half", "scale", "abbr", "pct", "code", "cword", "pence", "ord", "att", "w1")

#: the one-letter Arabic proclitics a figure may be written against ("و6:15", "ب7:30"): a word of their own
_AR_PROCLITICS = frozenset("وبلف")
_ANCHOR = re.compile(r"[0-9$€£¥₹]")  # a lone charset: sre scans for it in C
# Everything that can start at a digit or a currency symbol, in one match. The outer named
# group of each alternative closes last, so ``m.lastgroup`` says which one matched.
_DIGIT_AT = re.compile(
    rf"""
      (?P<ISO>(?P<iy>\d{{4}})(?P<isep>[-/.])(?P<im>\d{{1,2}})(?P=isep)(?P<id>\d{{1,2}})(?![0-9]))
    | (?P<NUMDATE>(?P<sa>\d{{1,2}})(?:(?P<ssep>[/.])(?P<sb>\d{{1,2}})(?P=ssep)(?P<sc>\d{{4}}|\d{{2}})
                                    |-(?P<hb>\d{{1,2}})-(?P<hc>\d{{4}}))(?![0-9]))
    | (?P<DMON>(?P<dd>\d{{1,2}})(?P<dord>st|nd|rd|th)?(?P<dof>[\s-]+of)?[\s-]+(?P<dmon>{_MONTH_RE})(?![a-z])
               (?:\.?,?[\s-]+(?P<dy>\d{{4}})(?![0-9]))?)
    | (?P<T12>(?P<h>\d{{1,2}})(?:[:.](?P<mi>\d{{2}}))?\s?
              (?:(?P<ap>[ap])(?:\.\s?m(?![a-z])\.?|\s?m(?![a-z]))|(?P<nm>noon|midnight)(?![a-z])))
    | (?P<T24>(?P<H>\d{{1,2}}):(?P<M>\d{{2}})(?![0-9:]))
    | (?P<CODE>\d+(?:\.\d+){{2,}}(?![0-9])|\d+(?:[/:]\d+)+(?![0-9]))
    | (?P<NUM>(?P<n>{_NUMBER_RE}){_SUFFIX_RE})
    | (?P<SYM>(?P<sym>[$€£¥₹])\s?(?P<sn>{_NUMBER_RE})
              (?:(?P<sabbr>k|mn|bn|m)(?![a-z])|\s+(?P<sscale>thousand|million|billion|trillion)(?![a-z]))?
              (?:\s?(?P<scode>{_CODE_RE})(?![a-z])|\s+(?P<sword>dollars?|euros?|pounds?|yen|rupees?|dirhams?|francs?)(?![a-z]))?)
    """,
    re.X,
)
#: a span of two years written with the second's last two digits ("2025–26", "2023-24", "2025/26")
_YEAR_RANGE = re.compile(r"((?:19|20)\d\d)\s?[-–—/]\s?(\d\d)(?![0-9]|[-/.:]\d)")
_YEAR_JOINS = frozenset("-–—/ ")
#: "pounds" of weight, not money: after a number of stones ("7 stone 12 pounds") or a word of weighing
_WEIGHT_BEFORE = re.compile(r"(?:\bstones?\s+(?:and\s+)?|\bweigh(?:s|ed|ing|t)?\s+(?:[a-z]+\s+){0,3})$")
_WEIGHT_AFTER = re.compile(r"\s*(?:in\s+weight|of\s+weight|heavy|heavier|lighter)\b")
_NUM_AT = re.compile(rf"(?P<NUM>(?P<n>{_NUMBER_RE}){_SUFFIX_RE})", re.X)
# The common case, cheaply: a number (maybe after a symbol) and up to three plain words. When
# anything else follows (a date or time continuation, letters, a month, a currency, a scale…)
# the full pattern above decides.
_WORDS_RE = r"(?:(?:\s+|-)(?P<w1>[a-z][a-z']*)(?:\s+(?P<w2>[a-z][a-z']*))?(?:\s+(?P<w3>[a-z][a-z']*))?)?"
_FAST_AT = re.compile(
    rf"(?P<sym>[$€£¥₹]\s?)?(?P<n>{_NUMBER_RE})(?P<cont>(?=[/.:-][0-9]|[½¼¾⅓⅔⅛]))?(?P<pct>\s?%)?(?P<att>[a-z])?{_WORDS_RE}"
)
_SUFFIX_AT = re.compile(_SUFFIX_RE, re.X)
#: a temperature's degree sign after a number ("60°C", "40 °F", "5º"): the unit "degree", as the word is read
_DEGREES_AT = re.compile(r"\s?[°º](?:\s?[cf](?![a-z]))?")
_CODE_NUM_AT = re.compile(rf"(?P<c>{_CODE_RE})\.?\s?(?P<n>{_NUMBER_RE}){_SCALE_RE}(?![0-9])")
#: the longest run of number words read as one number ("seven hundred and fifty-two million three
#: hundred and forty-five thousand six hundred and seventy-eight" is 14): a longer run is read in
#: pieces of at most this many words, so a run of thousands of "thirty" costs linear time (issue 23)
MAX_NUMBER_WORDS = 24
_NUMWORDS_AT = re.compile(
    rf"(?P<run>{_W}(?:(?:\s+|-)(?:(?<=hundred\s)and\s+|(?<=thousand\s)and\s+)?{_W}){{0,{MAX_NUMBER_WORDS - 1}}})"
    rf"(?:(?:\s+|-)(?P<frac>halves|half|thirds?|quarters?|fifths?|tenths?)(?![a-z]))?{_SUFFIX_RE}",
    re.X,
)
_NUMWORDS_FAST = re.compile(
    rf"(?P<run>{_W}(?:(?:\s+|-)(?:(?<=hundred\s)and\s+|(?<=thousand\s)and\s+)?{_W}){{0,{MAX_NUMBER_WORDS - 1}}})"
    rf"(?:(?:\s+|-)(?P<frac>halves|half|thirds?|quarters?|fifths?|tenths?)(?![a-z]))?(?P<pct>\s?%)?{_WORDS_RE}"
)
_MONTH_AT = re.compile(
    rf"(?P<mon>{_MONTH_RE})(?![a-z])\.?"
    r"(?:\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?(?![0-9a-z:]))?(?:\s*,?\s+(?P<y>\d{4})(?![0-9]))?"  # "3 , 2013": tokenised text
)
_WEEKDAY_ABBR_AT = re.compile(
    r"(?:Mon|Tues?|Wed|Thu(?:rs?)?|Fri|Sat|Sun)(?:\.|(?=[,/;:)–—-]|\s*(?:$|[|–—?!-])|\s+\d|\s+(?:to|and|&)\s))"
)
#: a word right after a count's fraction word, which the compound names ("two half days": days)
_HALF_COMPOUND_NOUN = re.compile(r"[ \t]+(?:\*\*|__)?[a-z]{3,}")
_HALF_AT = re.compile(
    r"half(?:(?P<amt>\s+(?:of|the|your|their|its|our|his|her|my|this|that|these|those|all|price|off)(?![a-z])"
    r"|-price|(?=\s*[.,;!?)]|\s*$))"
    r"|(?:\s+an?\s+|-|\s+)(?P<unit>hour|day|week|fortnight|month|year|decade|century|minute|term|semester)(?![a-z]))"
)
#: "a third of", a share taken off a price ("a third off", "a quarter off": 33.3%, 25%, as "half off" is 50%), and a
#: share of another's measure ("a third the length", "a quarter the price", "a fifth its size")
_FRACTION_AT = re.compile(r"(?:third|quarter|fifth|tenth)[\s*_]+(?:of|off|the|its|their)(?![a-z])")  # (marks between: "a quarter** of")
_FRACTION_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "seven": 7, "nine": 9}
_DURATION_UNIT = r"(?P<unit>second|minute|hour|day|week|fortnight|month|year|decade|century)"
_LONG_UNITS = {"decade": ("month", 120.0), "century": ("month", 1200.0)}
#: a duration written with an article or a fraction (see _Extractor._unit_phrases)
_UNIT_PHRASE = re.compile(
    r"(?<![a-z])(?:"
    r"(?:(?P<num>a|an|one|two|three|four|five|seven|nine)[\s-]+)?(?P<frac>halves|half|thirds?|quarters?|fifths?|tenths?)\s+of\s+(?P<art>an?)\s+"
    + _DURATION_UNIT +
    r"|(?<!half\s)(?<!half-)(?P<art3>an?|one)\s+(?:(?:full|whole|clear|complete|entire)\s+)?(?P<unit3>minute|hour|day|week|fortnight|month|year|decade|century)(?=\s+(?:before|after|ahead|in\s+advance|earlier|later|beforehand|prior))"
    r"|(?<!half\s)(?P<art5>an?|one)\s+(?:(?:full|whole|clear|complete|entire)\s+)?(?P<unit5>day|week|fortnight|month|year|decade|century)(?=['’]s\s)"  # "a week's hire", "a year's notice"
    r"|(?:(?P<lead>(?:within|for|in|after|only|just|takes?|took|lasts?|lasted|up\s+to|for\s+up\s+to|more\s+than|less\s+than|"
    r"is|are|was|were|be|been|"  # "the minimum period is a fortnight"
    r"at\s+least|at\s+most)(?:\s+(?:about|around|roughly|approximately|nearly|almost|just\s+over|just\s+under))?)\s+[*_]{0,2})?(?<!half\s)(?<!half-)(?P<art2>an?|one)\s+(?P<unit2>second|minute|hour|day|week|fortnight|month|year|decade|century)"
    r"(?P<half>\s+and\s+(?:a\s+half|a\s+quarter|three[\s-]quarters))?"
    r"|within\s+(?P<art4>the)\s+(?P<unit4>hour)"  # "within the hour": an hour at most (not "within the year": by its end)
    r")(?![a-z])")
#: what may follow "a second" the duration: the end of the clause or a word of the closed classes (a conjunction, a
#: preposition, an adverb of time: "wait a second or two", "for a second, then", "a second later"); any other word is the
#: noun the ordinal "second" describes ("for a second opinion", "within a second visit")
_AFTER_A_SECOND = re.compile(r"\s*(?:$|[^\w\s]|(?:or|and|to|before|after|later|earlier|longer|more|less|of|in|at|on|while|when"
                             r"|so|but|then|per|each|too|only|just|ago|or\s+two|if|until|till|for|from|with|as|by)\b)")
#: a minute of the hour written alone after a colon (":00 or :30", "at :15 and :45"): two digits, then no digit
_MINUTE_MARK = re.compile(r"([0-5]\d)(?![\d:]|[.,]\d)")
#: a part of one measure (THE MEASURE-PART GRAMMAR, the measures' side of :data:`_UNIT_PHRASE`): a decimal or a fraction
#: word of a|an <unit> — "0.8 of a tonne" (0.8 tonne), "half a kilo", "a quarter of a mile", "three-quarters of a litre"
#: (see _Extractor._measure_parts); the fraction alone is no percentage there
_MEASURE_PART_UNIT = (r"(?P<unit>tonne|kilogramme|kilogram|kilo|kg|gram|gramme|litre|liter|millilitre|metre|meter|kilometre"
                      r"|kilometer|km|mile|pint|gallon|foot|inch|yard|acre|hectare|ounce|pound|euro|dollar)")
#: the currencies a part of one may be said of ("a quarter of a pound" = £0.25; "… of a pound of cheese" is a weight,
#: left alone)
_PART_CURRENCY = {"pound": "gbp", "euro": "eur", "dollar": "usd"}
_MEASURE_PART = re.compile(
    r"(?<![\w.,])(?:(?P<dec>\d*\.\d+)\s+of|(?:(?P<num>a|an|one|two|three|four|five|seven|nine)[\s-]+)?"
    r"(?P<frac>halves|half|thirds?|quarters?|fifths?|tenths?)(?:\s+of)?)\s+an?\s+" + _MEASURE_PART_UNIT + r"(?![a-z])")
#: a count of a unit and a part of one more ("two hours and a half" = 150 minutes, "3 days and a quarter"): the count in
#: digits or words, a plural unit, then the part (see _Extractor._count_and_a_part)
_COUNT_AND_A_PART = re.compile(r"(?<![a-z\d.,])(?P<n>\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+"
                               r"(?P<unit>seconds|minutes|hours|days|weeks|months|years)\s+and\s+"
                               r"(?P<part>a\s+half|a\s+quarter|three[\s-]quarters)(?![a-z-])")
#: a frequency of every second unit or weekday: "every other week", "every second Tuesday", "alternate days",
#: "fortnightly" (not "biweekly", which may mean twice a week)
_EVERY_OTHER = re.compile(r"(?<![\w-])(?:(?P<every>every\s+(?:other|second|alternate)|alternate)\s+(?P<unit>day|week|month|year|monday"
                          r"|tuesday|wednesday|thursday|friday|saturday|sunday)s?|fortnightly|(?P<each>every|each)\s+fortnight)(?![\w-])")
_EVERY_OTHER_UNIT = {"day": ("day", 2.0), "week": ("day", 14.0), "month": ("month", 2.0), "year": ("month", 24.0)}
#: a length of one unit said as an adjective ("an hour-long session", "a day-long course", "week-long trips"): one of
#: the unit ("two-hour-long" is read from its count)
_UNIT_LONG = re.compile(r"(?<![\w-])(?P<unit>minute|hour|day|week|fortnight|month|year)-long(?![\w-])")
_COMPOUND_UNITS = frozenset(("minute", "day", "month"))


def _and_a_part(said: str) -> float:
    """The part "and a half", "and a quarter", "and three-quarter(s)" adds, after a unit ("an hour and a quarter" = 75
    minutes, "two hours and a half") or after a whole number before its unit ("two and three-quarter hours" = 2.75
    hours: THE COUNT-AND-PART GRAMMAR)."""
    low = said.lower()
    return 0.75 if "three" in low else 0.25 if "quarter" in low else 0.5
#: a price right before "for a …" ("£62 for an hour", "20 dollars for a day"): what follows is its period
_PRICE_BEFORE = re.compile(r"(?:[£$€¥₹]\s?\d[\d,.]*|\d[\d,.]*\s?(?:[a-z]{3}|dollars?|pounds?|euros?|p))\s*(?:\*\*|__)?\s*$")
#: a digit hour before a daypart or o'clock ("8 o'clock", "7 in the evening"): clock_phrases reads it
#: an hour in figures before a clock phrase ("10 o'clock", "7 in the evening"): ``\b(?:1[0-2]|[1-9])\s+…`` opened with
#: its digit (the word boundary a lookbehind after it), so sre scans for the digit in C
_CLOCK_DIGIT = re.compile(r"[1-9](?<!\w[1-9])(?:(?<=1)[0-2])?\s+(?:o['’]?\s?clock|in\s+the\s+(?:morning|afternoon|evening)|at\s+night)"
                          r"|\d\s+(?:(?:minutes|mins)\s+)?past\s+[1-9]|\d\s+(?:minutes|mins)\s+to\s+[1-9]")
_COMPOUND_GAP = re.compile(r"\s*(?:and\s+)?")
_RANKS = (("second", 0), ("sec", 0), ("minute", 1), ("min", 1), ("hour", 2), ("hr", 2), ("day", 3), ("week", 4),
          ("fortnight", 5), ("month", 6), ("year", 7))
#: hours and minutes written compactly ("2h45", "2h 45m", "1h30min"): one duration
_HOURS_MINUTES = re.compile(r"(?<![\w.,])(?P<h>\d{1,2})\s?h\s?(?P<m>[0-5]\d)(?:\s?m(?:ins?|inutes?)?)?(?![\w:])", re.I)


def _unit_rank(raw: str) -> int:
    """The rank of the largest unit word written in a duration ("16 hours" > "40 minutes")."""
    low = raw.lower()
    best = -1
    for word, rank in _RANKS:
        if word in low:
            best = max(best, rank)
    return best


_A_UNIT = re.compile(r"^(?:an?|one)\s+(second|minute|hour|day|week|fortnight|month|year|decade|century)$")
_UNIT_AFTER_ARTICLE = r"\s+(?:(?:full|whole|clear|complete|entire)\s+)?(?:second|minute|hour|day|week|fortnight|month|year|decade|century)(?![a-z])"
#: ``(?<![a-z])(?:an?|one)<unit>|within the hour``, each alternative opening with its literal first letter (the
#: article's lookbehind moved after that letter): sre then scans for the letters a, o, w in C instead of trying the
#: pattern at every position
_UNIT_PHRASE_HINT = re.compile(r"a(?<![a-z]a)n?" + _UNIT_AFTER_ARTICLE + r"|o(?<![a-z]o)ne" + _UNIT_AFTER_ARTICLE
                               + r"|within\s+the\s+hour\b")
_PREV_A = re.compile(r"(?<![a-z])(?P<a>a|one)[\s-]+\Z")
#: a count's base said per its unit ("one per dozen pupils", "for every dozen"): the unit counted once
_PREV_PER = re.compile(r"(?<![a-z])(?:per|every|each)\s+\Z")
_PREV_HALF_BLOCK = re.compile(r"(?<![a-z])(?:the|first|second|other|latter|former|a|one|and)\s+\Z")
_PREV_BY_IN = re.compile(r"(?<![a-z])(?:by|in)\s+\Z")
_DOLLAR_PREFIX_BEFORE = re.compile(r"(?<![a-z])(?P<p>us|au|ca|nz|hk|a|c|s)\s?\Z")
_RANGE_GAP = re.compile(r"\s*(?:[-\u2013\u2014]|to|or|and|until|till|til)\s*")
_BETWEEN_BEFORE = re.compile(r"(?<![a-z])(?:between|from)\s+\Z")
#: durations are kept in one unit per dimension, so "half an hour" = "30 minutes" = "0.5 hours",
#: "a fortnight" = "two weeks" = "14 days" and "1 year" = "12 months"
_DURATIONS = {"hour": ("minute", 60.0), "second": ("minute", 1 / 60), "week": ("day", 7.0),
              "fortnight": ("day", 14.0), "year": ("month", 12.0), **_LONG_UNITS}
#: a duration's length in days, by the unit the grammar keeps it in (for comparing one across units:
#: "90 days" and "about three months", "10 days" and "the 2-week minimum")
DAYS_PER_UNIT = {"minute": 1 / 1440, "day": 1.0, "month": 365.25 / 12}
#: a duration kept in minutes, days or months was perhaps written in hours, seconds, weeks,
#: fortnights or years: the divisors that give those written amounts back ("1.5" is in "1.5 hours")
DURATION_DIVISORS: dict[str | None, tuple[float, ...]] = {canon: tuple(f for c, f in _DURATIONS.values() if c == canon)
                     for canon in dict.fromkeys(c for c, _ in _DURATIONS.values())}
#: words between a number and a duration that do not change it: "two extra hours" is 2 hours,
#: "3 full years" 3 years ("10 working days" is not 10 days: "working" is kept)
_NEUTRAL_DURATION_WORDS = frozenset("extra additional more further full whole clear complete entire calendar "
                                    "solid spare free".split())
_DURATION_HEADS = frozenset(("second", "minute", "hour", "day", "night", "week", "fortnight", "month", "year"))
_WORKING = frozenset(("working", "business"))
_MORE = frozenset(("more", "further"))


def _plain_duration(unit: str, amount: float) -> tuple[str, float]:
    """A duration's unit without the words that do not change it, and a working week as five
    working days ("two working weeks" = "10 working days")."""
    *mods, head = unit.split(" ")
    if head not in _DURATION_HEADS:
        return unit, amount
    kept = [m for m in mods if m not in _NEUTRAL_DURATION_WORDS]
    if head == "week" and len(kept) == 1 and kept[0] in _WORKING:
        return f"{kept[0]} day", amount * 5
    return " ".join((*kept, head)), amount


_DOZEN_AT = re.compile(r"dozen(?![a-z])" + r"(?:(?:\s+|-)(?P<w1>[a-z][a-z']*)(?:\s+(?P<w2>[a-z][a-z']*))?(?:\s+(?P<w3>[a-z][a-z']*))?)?")
_QUARTER_HOUR_AT = re.compile(r"quarter\s+(?:of\s+)?an\s+hour(?![a-z])")

# Words that start a word-anchored value; found with one bytes split and a set intersection.
_WORD_TRIGGERS = frozenset(
    w.encode()
    for w in (*_NUMBER_WORDS, *_MONTHS, *_WEEKDAYS, *(d + "s" for d in _WEEKDAYS), *_WEEKDAY_ABBR,
              *_CODES, "half", "third", "quarter", "fifth", "tenth", "twice", "thrice", "noon", "midday", "midnight", "dozen", "fortnight")
)
_LETTERS_ONLY = bytes(c if 97 <= c <= 122 else 32 for c in range(256))
# The literal comes first so that sre uses its fast substring search.
_WORD_FINDERS = {
    w: re.compile(rf"{w.decode()}(?![a-z])(?<![a-z]{w.decode()})") for w in _WORD_TRIGGERS
}


# ----------------------------------------------------------------------------- helpers

def _lower(text: str) -> str:
    """Lower-case, straightened text with exactly the same length (spans stay valid)."""
    s = text if text.isascii() else straighten(text).translate(_ARABIC_SAME_LENGTH)  # Arabic digits, alef … (issue 24)
    if not text.isascii() and ("," in s or "." in s) and has_arabic(s):
        s = _arabic_thousands_points(_arabic_decimal_commas(s))  # "4,5%" is 4.5%, "10.000" 10,000 (issue 24)
    low = s.lower()
    if len(low) != len(s):  # e.g. "İ" lower-cases to two code points
        low = "".join(c if len(c.lower()) != 1 else c.lower() for c in s)
    return low


def _num(s: str) -> float:
    return float(s.replace(",", "")) if "," in s else float(s)


#: plurals in -ves of nouns in -f/-fe ("shelves", "knives"); other -ves plurals ("gloves", "drives") drop their "s"
F_PLURALS = {"shelves": "shelf", "knives": "knife", "halves": "half", "leaves": "leaf", "loaves": "loaf", "calves": "calf",
             "wolves": "wolf", "lives": "life", "wives": "wife", "scarves": "scarf", "hooves": "hoof", "thieves": "thief",
             "selves": "self", "sheaves": "sheaf", "elves": "elf", "midwives": "midwife", "housewives": "housewife"}
#: plurals in -ies of nouns in -ie ("movies", "cookies"), which drop their "s"; other -ies plurals end in -y ("copies")
IE_PLURALS = frozenset("movies cookies calories zombies rookies brownies smoothies selfies goalies hoodies freebies pies ties "
                       "lies dies birdies budgies nighties beanies newbies techies foodies bookies aunties genies "
                       "prairies lingeries sorties veggies walkies talkies".split())


def _singular(word: str) -> str:
    w = word.strip("'")
    if w.endswith("'s"):
        w = w[:-2]
    if w in _UNIT_ALIAS:
        return _UNIT_ALIAS[w]
    if w in F_PLURALS:
        return F_PLURALS[w]
    if len(w) > 4 and w.endswith("ies") and w not in IE_PLURALS:
        return w[:-3] + "y"
    if len(w) > 4 and w.endswith(("ches", "shes", "xes", "sses")):
        return w[:-2]
    if len(w) > 2 and w[-1] == "s" and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


def _is_plural(word: str) -> bool:
    w = word.strip("'")
    return (len(w) > 2 and w[-1] == "s" and not w.endswith(("ss", "us", "is", "wards")) and w not in _ADVERBS_IN_S) \
        or w in _IRREGULAR_PLURALS


#: words that end in "s" and are no plural noun ("1 hour afterwards", "for 2 days always"; the "-wards" family by its end;
#: "was", "this", "unless" … are stop words, which end the scan for a head noun before this is asked: _choose_unit)
_ADVERBS_IN_S = frozenset({"always", "perhaps", "sometimes", "nowadays", "besides", "thus", "hers", "ours", "theirs"})


_IRREGULAR_PLURALS = frozenset({"people", "children", "men", "women", "feet"})


def _year2(y: str) -> int:
    n = int(y)
    return n if len(y) == 4 else (2000 + n if n < 70 else 1900 + n)


def _full_date(y: int, m: int, d: int, raw: str, start: int, end: int) -> Value | None:
    try:
        dt = date(y, m, d)
    except ValueError:
        return None
    return Value("date", float(dt.toordinal()), dt.isoformat(), raw, start, end)


def _day_month(month: int, day: int, raw: str, start: int, end: int) -> Value | None:
    try:
        date(2000, month, day)  # a leap year: 29 February is a valid day-month
    except ValueError:
        return None
    return Value("date", None, f"--{month:02d}-{day:02d}", raw, start, end)


@lru_cache(maxsize=4096)
def _words_to_number(run: str) -> tuple[int, int, int] | None:
    """(value, words used, words) for the longest prefix of a number-word run text2num accepts."""
    words = [w for w in run.replace("-", " ").split() if w != "and"][:MAX_NUMBER_WORDS + 1]  # (+1: "a hundred")
    for k in range(len(words), 0, -1):  # at most MAX_NUMBER_WORDS + 1 tries of as many words
        try:
            return text2num(" ".join(words[:k]), "en"), k, len(words)
        except ValueError:
            continue
    return None


_SCALE_PREFIXES = tuple(_SCALE_WORDS)


def _close(a: float, b: float) -> bool:
    return a == b or math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)


def _third_like(x: float) -> bool:
    """33.33…, 66.66…: a percentage only a word fraction produces."""
    return abs(x * 3 - round(x * 3)) < 1e-6 and abs(x - round(x)) > 1e-6


def _pct_equal(a: float, b: float) -> bool:
    if _close(a, b):
        return True
    if _third_like(a) or _third_like(b):
        return round(a) == round(b)
    return False


# --------------------------------------------------------------------------- extraction

class _Extractor:
    """One pass over a text: digit-anchored values, then word-anchored ones."""

    __slots__ = ("text", "low", "out")

    def __init__(self, text: str, low: str) -> None:
        self.text = text
        self.low = blank_pin_cites(fold_paired_numbers(low))  # "ninety (90)" one value; "at [5]", "para 12" none
        self.out: list[Value] = []

    def run(self) -> list[Value]:
        low = self.low
        search = _ANCHOR.search
        n = len(low)
        pos = 0
        while (m := search(low, pos)) is not None:
            p = m.start()
            end = self._at_anchor(p)
            if end > p:
                pos = end
            else:  # not a value: skip the rest of this run of digits
                pos = p + 1
                while pos < n and (low[pos].isdigit() or (low[pos] in ".," and pos + 1 < n and low[pos + 1].isdigit())):
                    pos += 1
        out = self.out
        digit_values = len(out)
        hits = _WORD_TRIGGERS.intersection(low.encode("ascii", "replace").translate(_LETTERS_ONLY).split())
        if hits:
            self._words(hits)
            if len(out) > digit_values and digit_values:
                out = _resolve_overlaps(out)
        if ("a" in low or "the hour" in low) and _UNIT_PHRASE_HINT.search(low):
            out = self._unit_phrases(out)
        if (" a " in low or " an " in low) and _MEASURE_PART.search(low):
            out = self._measure_parts(out)
        if (" and a " in low or " and three" in low) and _COUNT_AND_A_PART.search(low):
            out = self._count_and_a_part(out)
        if "-long" in low:
            out = self._unit_long(out)
        if ("other" in low or "second" in low or "alternate" in low or "fortnight" in low) and _EVERY_OTHER.search(low):
            out = self._every_other(out)
        if hits or _CLOCK_DIGIT.search(low):
            out = self._clock_phrases(out)
        if "h" in low and _HOURS_MINUTES.search(low):
            out = self._hours_minutes(out)
        if len(out) > 1 and _HOUR_SPAN.search(low):
            out = self._hour_spans(out)
        if len(out) > 1:
            out = self._compound_durations(out)
            _propagate_ranges(low, out)
            _distribute_days(low, out)
        if has_arabic(self.text):  # Arabic number words, units, dates, Arabic-Indic digits ("٣٥$": folded ASCII; issue 24)
            from .arabic.numbers import merge
            out = merge(self.text, out)
        if out and ("$" in low or "€" in low or "£" in low):
            _postfix_symbols(self.text, out)
        return out

    def _clock_phrases(self, out: list[Value]) -> list[Value]:
        """Clock times in words (:func:`clock_phrases`): a phrase replaces the numbers read inside it."""
        found = clock_phrases(self.low)
        if not found:
            return out
        return _replaced(out, [_new_value("time", float(mins), ("~" if vague else "") + f"{mins // 60:02d}:{mins % 60:02d}",
                                          self.text[a:b], a, b) for a, b, mins, vague in found])

    def _hour_spans(self, out: list[Value]) -> list[Value]:
        """Opening hours as a span of whole hours on the 24-hour clock ("Tuesdays 16–20", "open daily 9-17"): two
        clock times, replacing the numbers read there."""
        found = []
        for m in _HOUR_SPAN.finditer(self.low):
            a, b = int(m.group("a")), int(m.group("b"))
            if a < b <= 24 and (a >= 13 or b >= 13):  # (one end past noon: "12–16", not "4–12" of ages or "9–11")
                found += [_new_value("time", float(a * 60), f"{a:02d}:00", self.text[m.start("a"):m.end("a")], m.start("a"), m.end("a")),
                          _new_value("time", float(b * 60 % 1440), f"{b % 24:02d}:00", self.text[m.start("b"):m.end("b")],
                                     m.start("b"), m.end("b"))]
        return _replaced(out, found) if found else out

    def _hours_minutes(self, out: list[Value]) -> list[Value]:
        """Hours and minutes written compactly (:data:`_HOURS_MINUTES`, "2h45" = 165 minutes): one duration, replacing
        the values read inside it."""
        return _replaced(out, [_new_value("quantity", float(int(m.group("h")) * 60 + int(m.group("m"))), "minute",
                                          self.text[m.start():m.end()], m.start(), m.end())
                               for m in _HOURS_MINUTES.finditer(self.low)])

    def _compound_durations(self, out: list[Value]) -> list[Value]:
        """"16 hours 40 minutes", "2 years and 6 months", "1 week 3 days": one duration (their sum),
        a larger unit then a smaller one of the same dimension."""
        merged: list[Value] = []
        for v in out:
            prev = merged[-1] if merged else None
            if (prev is not None and v.kind == prev.kind == "quantity" and v.unit == prev.unit and v.unit in _COMPOUND_UNITS
                    and prev.amount is not None and v.amount is not None and prev.amount > v.amount
                    and _COMPOUND_GAP.fullmatch(self.low, prev.end, v.start) and _unit_rank(prev.raw) > _unit_rank(v.raw)):
                merged[-1] = _new_value("quantity", prev.amount + v.amount, v.unit, self.text[prev.start:v.end], prev.start, v.end)
                continue
            merged.append(v)
        return merged

    def _unit_phrases(self, out: list[Value]) -> list[Value]:
        """Durations written with an article or a fraction (one grammar, not a list):
        ``<fraction> of a|an <unit>`` ("three-quarters of an hour" = 45 minutes, "a third of a
        year" = 4 months), ``a|an|one <unit> and a half`` ("a year and a half" = 18 months), and
        ``a|an <unit>`` after a word that introduces a duration ("within a day" = 24 hours). A
        phrase replaces the values read inside it (the fraction read as a percentage)."""
        low = self.low
        added: list[Value] = []
        for m in _UNIT_PHRASE.finditer(low):
            if m.group("frac"):  # "three-quarters of an hour", "a third of a year"
                num = m.group("num")
                n = float(_FRACTION_COUNTS.get(num, 1)) if num else 1.0
                base, unit = n / _FRACTION_WORDS[m.group("frac")], m.group("unit")
                start = m.start("num") if num else m.start("frac")
            elif m.group("half") or m.group("lead"):  # "an hour and a half", "within a day"
                if (m.group("lead") or "").startswith("for") and _PRICE_BEFORE.search(low, max(0, m.start() - 24), m.start()):
                    continue  # "£62 for an hour": a price's period (a rate), not a duration
                if m.group("unit2") == "second" and not m.group("half") and not _AFTER_A_SECOND.match(low, m.end()):
                    continue  # "for a second opinion", "within a second visit": the ordinal before its noun, no duration
                base, unit = 1.0 + (_and_a_part(m.group("half")) if m.group("half") else 0.0), m.group("unit2")
                start = m.start("art2")
            elif m.group("unit3"):  # "a month before the event": a duration before or after something
                base, unit = 1.0, m.group("unit3")
                start = m.start("art3")
            elif m.group("unit4"):  # "within the hour"
                base, unit = 1.0, m.group("unit4")
                start = m.start("art4")
            elif m.group("unit5"):  # "a week's ski hire": a duration, said as whose
                base, unit = 1.0, m.group("unit5")
                start = m.start("art5")
            else:
                continue  # "£5 a day": a rate, not a duration
            end = m.end()
            u, factor = _LONG_UNITS.get(unit) or _DURATIONS.get(unit, (unit, 1.0))
            added.append(_new_value("quantity", base * factor, u, self.text[start:end], start, end))
        return _replaced(out, added)

    def _measure_parts(self, out: list[Value]) -> list[Value]:
        """A part of one measure (:data:`_MEASURE_PART`): "0.8 of a tonne" is 0.8 tonne, "half a kilo" 0.5 kilo, "a
        quarter of a mile" 0.25 mile, "a quarter of a pound" £0.25. The phrase replaces the values read inside it (the decimal read as a bare number,
        the fraction as a percentage)."""
        added: list[Value] = []
        for m in _MEASURE_PART.finditer(self.low):
            if m.group("dec"):
                amount, start = float(m.group("dec")), m.start("dec")
            else:
                num = m.group("num")
                n = float(_FRACTION_COUNTS.get(num, 1)) if num else 1.0
                amount, start = n / _FRACTION_WORDS[m.group("frac")], m.start("num") if num else m.start("frac")
            unit = m.group("unit")
            if unit in _PART_CURRENCY:
                if self.low.startswith(" of ", m.end()):
                    continue  # "half a pound of cheese": a weight in pounds (not read)
                added.append(_new_value("money", amount, _PART_CURRENCY[unit], self.text[start:m.end()], start, m.end()))
                continue
            added.append(_new_value("quantity", amount, unit, self.text[start:m.end()], start, m.end()))
        return _replaced(out, added)

    def _unit_long(self, out: list[Value]) -> list[Value]:
        """A length of one unit said as an adjective (:data:`_UNIT_LONG`): "an hour-long session" is 60 minutes."""
        added: list[Value] = []
        for m in _UNIT_LONG.finditer(self.low):
            if any(v.start <= m.start() < v.end for v in out):
                continue  # ("two-hour-long": its count read it)
            u, factor = _DURATIONS.get(m.group("unit"), (m.group("unit"), 1.0))
            added.append(_new_value("quantity", factor, u, self.text[m.start():m.end()], m.start(), m.end()))
        return _replaced(out, added)  # (none overlaps a value read: those were skipped)

    def _every_other(self, out: list[Value]) -> list[Value]:
        """A frequency of every second unit (:data:`_EVERY_OTHER`): "every other week", "fortnightly" and "every other
        Tuesday" are every 14 days ("once a fortnight"), "every other day" every 2 days, "every other month" every 2
        months; "every fortnight" is every 14 days too. A weekday keeps its own value: the frequency is read from "every
        other" alone."""
        added: list[Value] = []
        for m in _EVERY_OTHER.finditer(self.low):
            if m.group("every") is None and m.group("each") is None and any(v.start <= m.start() < v.end or (
                    v.end <= m.start() and not self.low[v.end:m.start()].strip()) for v in out):
                continue  # "five fortnightly sessions": the count's adjective, not a frequency said of its own
            unit = m.group("unit") or "week"
            if unit in _EVERY_OTHER_UNIT:
                u, n = _EVERY_OTHER_UNIT[unit]
                start, end = m.start(), m.end()
            else:  # a weekday: every other one is every second week
                (u, n), start, end = ("day", 14.0), m.start(), m.end("every")
            added.append(_new_value("quantity", n, u, self.text[start:end], start, end))
        return _replaced(out, added)

    def _count_and_a_part(self, out: list[Value]) -> list[Value]:
        """A count of a unit and a part of one more (:data:`_COUNT_AND_A_PART`): "two hours and a half" is 150
        minutes, not the two hours its first words say; the phrase replaces the values read inside it."""
        added: list[Value] = []
        for m in _COUNT_AND_A_PART.finditer(self.low):
            n = m.group("n")
            count = float(n) if n[0].isdigit() else float(_SMALL[n])
            part = _and_a_part(m.group("part"))
            unit = m.group("unit")[:-1]
            u, factor = _DURATIONS.get(unit, (unit, 1.0))
            added.append(_new_value("quantity", (count + part) * factor, u, self.text[m.start():m.end()], m.start(), m.end()))
        return _replaced(out, added)

    def _add(self, kind: str, amount: float | None, unit: str | None, start: int, end: int) -> int:
        if kind == "quantity" and unit is not None and " " in unit and amount is not None:
            unit, amount = _plain_duration(unit, amount)
        if amount is not None and not math.isfinite(amount):
            amount = None  # "9" * 309 digits: a figure too large to compare, kept by its digits only
        elif kind == "quantity" and unit in _DURATIONS:  # one unit per dimension
            unit, factor = _DURATIONS[unit]
            assert amount is not None
            amount = amount * factor
        self.out.append(_new_value(kind, amount, unit, self.text[start:end], start, end))
        return end

    # -- digit anchored --------------------------------------------------------------
    def _at_anchor(self, p: int) -> int:
        low = self.low
        if len(low) > p + 6 and low[p + 4] in _YEAR_JOINS and (y := _YEAR_RANGE.match(low, p)) is not None \
                and (p == 0 or not low[p - 1].isalnum()) and (int(y.group(1)) + 1) % 100 == int(y.group(2)):
            first = int(y.group(1))  # "the 2025–26 membership year": one span of two years, not 2025 and "26 year"
            return self._add("date", None, f"years:{first}-{first + 1}", p, y.end())
        if p and (low[p - 1].isalnum() or low[p - 1] == "_"):
            if low[p - 1] in _AR_PROCLITICS and (p == 1 or not low[p - 2].isalnum()) \
                    and (m := _DIGIT_AT.match(low, p)) is not None and m.lastgroup == "T24":
                return self._time(p, m)  # "صيفًا و6:15 شتاءً": an Arabic و/ب/ل/ف before a clock time is a word of its own
            if low[p] == "$":  # "US$15", "A$20"
                mp = _DOLLAR_PREFIX_BEFORE.search(low, max(0, p - 3), p)
                m = _DIGIT_AT.match(low, p)
                if mp is not None and m is not None and m.lastgroup == "SYM":
                    return self._symbol(mp.start(), m, _DOLLAR_PREFIXES[mp.group("p")])
            return p  # inside an identifier: "A4", "mp3", "v2", "usd15" (read from "usd")
        if p and low[p - 1] == ":" and (p == 1 or not low[p - 2].isdigit()) and (mm := _MINUTE_MARK.match(low, p)) is not None:
            # THE MINUTE MARK: ":30", ":15" past each hour (no hour before the colon) is that many minutes; ":00" is on
            # the hour, no amount
            n = int(mm.group(1))
            return mm.end() if n == 0 else self._add("quantity", float(n), "minute", p - 1, mm.end())
        m = _FAST_AT.match(low, p)
        if m is None:
            return p
        sym, cont, pct, att, w1 = m.group("sym", "cont", "pct", "att", "w1")
        if cont is None and att is None and (w1 is None or (w1 not in _SPECIAL_NEXT and not (
                w1 == "per" and m.group("w2") == "cent"))):
            amount = _num(m.group("n"))
            end = m.end("n")
            if sym:
                return self._add("money", amount, _SYMBOLS[sym[0]], p, end)
            if pct:
                return self._add("percent", amount, None, p, m.end("pct"))
            if w1:
                chosen = self._unit(p, end, amount, m)
                if chosen is not None:
                    return self._add("quantity", amount, chosen[0], p, chosen[1])
            elif (dm := _DEGREES_AT.match(low, end)) is not None:
                return self._add("quantity", amount, "degree", p, dm.end())  # "60°C", "40 ºF": as "sixty degrees"
            return self._add("number", amount, None, p, end)
        return self._at_anchor_full(p)

    def _at_anchor_full(self, p: int) -> int:
        low = self.low
        m = _DIGIT_AT.match(low, p)
        if m is None:
            return p
        kind = m.lastgroup
        if kind == "NUM":
            return self._number(p, m.end("n"), _num(m.group("n")), m)
        if kind == "SYM":
            return self._symbol(p, m, _SYMBOLS[m.group("sym")])
        end = 0
        if kind == "ISO":
            end = self._push(_full_date(int(m.group("iy")), int(m.group("im")), int(m.group("id")),
                                        self.text[p:m.end()], p, m.end()))
        elif kind == "NUMDATE":
            end = self._numeric_date(p, m)
        elif kind == "DMON":
            end = self._day_month_year(p, m)
        elif kind == "T12" or kind == "T24":
            end = self._time(p, m)
        elif kind == "CODE":
            end = self._add("number", None, "id:" + m.group(), p, m.end())
        if end:
            return end
        if kind in ("ISO", "NUMDATE", "T24"):  # "31/02/2026", "25:61": an identifier, not a value
            return self._add("number", None, "id:" + m.group(), p, m.end())
        m = _NUM_AT.match(low, p)  # "8 may be renewed", "13pm": read it as a number
        return self._number(p, m.end("n"), _num(m.group("n")), m) if m is not None else p

    def _push(self, v: Value | None) -> int:
        if v is None:
            return 0
        self.out.append(v)
        return v.end

    def _numeric_date(self, p: int, m: re.Match[str]) -> int:
        a, b = int(m.group("sa")), int(m.group("sb") or m.group("hb"))
        y = _year2(m.group("sc") or m.group("hc"))
        end = m.end()
        raw = self.text[p:end]
        if a > 12 and b <= 12:
            return self._push(_full_date(y, b, a, raw, p, end))
        if b > 12 and a <= 12 or a == b:
            return self._push(_full_date(y, a, b, raw, p, end))
        if a and b and a <= 12 and b <= 12:  # 03/04/2026: equal only to itself
            return self._push(Value("date", None, f"ambiguous:{y:04d}:{a:02d}/{b:02d}", raw, p, end))
        return 0

    def _day_month_year(self, p: int, m: re.Match[str]) -> int:
        mon, year = m.group("dmon"), m.group("dy")
        if mon == "may" and not (year or m.group("dord") or m.group("dof") or self._may_month(m)):
            return 0  # "8 may be renewed"
        end = m.end()
        if year:
            return self._push(_full_date(int(year), _MONTHS[mon], int(m.group("dd")), self.text[p:end], p, end))
        return self._push(_day_month(_MONTHS[mon], int(m.group("dd")), self.text[p:end], p, end))

    def _may_month(self, m: re.Match[str]) -> bool:
        """"20 May" is the month when it is written with its capital and what follows is no verb: the text's end,
        punctuation, or a word that may follow a date ("runs out on 20 May.", "from 20 May to 3 June", "20 May is
        the deadline"); "8 may be renewed", "item 8 May apply" stay numbers."""
        at = m.start("dmon")
        if self.text[at:at + 1] != "M":
            return False
        return _AFTER_MAY.match(self.text, m.end()) is not None \
            or _BEFORE_DAY_MAY.search(self.low, max(0, m.start() - 10), m.start()) is not None

    def _time(self, p: int, m: re.Match[str]) -> int:
        if m.lastgroup == "T24":
            h, mi = int(m.group("H")), int(m.group("M"))
            if h > 23 or mi > 59:
                return 0
            if 1 <= h <= 11 and not m.group("H").startswith("0"):
                # "a 10:30 finish", "back by 7:20": an hour of 1 to 11 without its half of the day or a 24-hour
                # clock's leading zero is either half ("10:30" is 10.30am or 10.30pm), as "half past ten" is
                return self._add("time", float((h % 12) * 60 + mi), f"~{h % 12:02d}:{mi:02d}", p, m.end())
        else:
            h, mi = int(m.group("h")), int(m.group("mi") or 0)
            if mi > 59:
                return 0
            noon = m.group("nm")
            if noon:
                if h != 12 or mi:
                    return 0
                h = 12 if noon == "noon" else 0
            elif not 1 <= h <= 12:
                return 0
            else:
                h = h % 12 + (12 if m.group("ap") == "p" else 0)
        return self._add("time", float(h * 60 + mi), f"{h:02d}:{mi:02d}", p, m.end())

    def _symbol(self, start: int, m: re.Match[str], cur: str) -> int:
        """``$15``, ``€1.2 million``, ``$5k``, ``$15 USD``, ``US$15``."""
        amount = _num(m.group("sn"))
        abbr, scale, code, word = m.group("sabbr", "sscale", "scode", "sword")
        if abbr:
            amount *= _MONEY_ABBR[abbr]
        elif scale:
            amount *= _SCALE_WORDS[scale]
        end = m.end()
        if code and code in _DOLLAR_CODES and m.group("sym") == "$":
            cur = code  # "$15 AUD"
        elif (code and code != cur) or (word and _CURRENCY_WORDS[word] != cur):
            end = m.end("sabbr") if abbr else m.end("sscale") if scale else m.end("sn")  # "€15 usd"?
        return self._add("money", amount, cur, start, end)

    def _number(self, start: int, num_end: int, amount: float, m: re.Match[str], *,
                lone_one: bool = False) -> int:
        """A number and what follows it (scale, %, currency, suffix, unit words).

        Returns the end of the recorded value, or ``start`` when nothing was recorded.
        """
        half, scale, abbr, pct, code, cword, pence, ord_, att, w1 = m.group(*_SUFFIX_GROUPS)
        end = num_end
        if half:
            amount += _VULGAR.get(half) or _and_a_part(half)  # "and a half", "17½", "two and three-quarter hours"
            end = m.end("half")
            lone_one = False
        if scale:
            amount *= _SCALE_WORDS[scale]
            end = m.end("scale")
            lone_one = False
        if pct and not abbr:
            return self._add("percent", amount, None, start, m.end())
        if code or cword:
            if abbr:
                amount *= _MONEY_ABBR[abbr]
            if code:
                unit = _CODE_ALIAS.get(code, code)
            elif cword in ("pound", "pounds") and (_WEIGHT_BEFORE.search(self.low, max(0, start - 40), start)
                                                   or _WEIGHT_AFTER.match(self.low, m.end())):
                return self._add("quantity", amount, "lb", start, m.end())  # "seven stone twelve pounds": 12lb
            else:
                unit = _CURRENCY_WORDS[cword]
                adj = m.group("adj")
                if adj and cword in ("dollar", "dollars", "cent", "cents"):
                    unit = _DOLLAR_ADJ.get(" ".join(adj.split()), "usd")
                elif adj and (national := ARAB_CURRENCY_ADJ.get(unit, {}).get(adj)) is not None:
                    unit = national
                if cword in _MINOR_WORDS:
                    amount /= _MINOR_WORDS[cword]
                elif cword in _MAJOR_WORDS and amount == int(amount) and (mm := _MINOR_AFTER.match(self.low, m.end())):
                    raw = mm.group("minor")  # "two pounds fifty" = £2.50
                    minor = int(raw) if raw.isdigit() else (_words_to_number(raw) or (0,))[0]
                    return self._add("money", amount + minor / 100, unit, start, mm.end())
            return self._add("money", amount, unit, start, m.end())
        if lone_one:  # "one" is a value only before a unit of measure ("one day")
            chosen = self._unit(start, end, amount, m, measure_only=True) if w1 else None
            if chosen is None:
                return start
            return self._add("quantity", amount, chosen[0], start, chosen[1])
        if abbr:
            if abbr == "m":
                return self._add("quantity", amount, "m", start, m.end("abbr"))
            amount *= _MONEY_ABBR[abbr]
            end = m.end("abbr")
        elif pence:
            return self._add("money", amount / 100, "gbp", start, m.end())
        elif ord_:
            return self._add("number", amount, "ordinal", start, m.end())
        elif att == "s" and _GROUP_BEFORE.search(self.low, max(0, start - 8), start):
            return self._add("number", amount, None, start, m.end())  # "under-2s", "over-65s": a group of ages, never seconds
        elif att:
            return self._add("quantity", amount, _UNIT_ALIAS.get(att, att), start, m.end())
        if w1 and w1 in _CURRENCY_WORDS and self.low[m.start("w1") - 1] == "-":  # "a fifteen-hundred-pound deposit", "the 50-dirham fee"
            cur = _CURRENCY_WORDS[w1]
            return self._add("money", amount / _MINOR_WORDS.get(w1, 1), cur, start, m.end("w1"))
        if w1 == "dozen" and (md := _DOZEN_AT.match(self.low, m.start("w1"))) is not None:
            amount *= 12  # "two dozen sessions" = 24 sessions
            if (money := self._dozen_money(amount, start, md)) is not None:
                return money
            chosen = self._unit(start, end, amount, md) if md.group("w1") else None
            if chosen is not None:
                return self._add("quantity", amount, chosen[0], start, chosen[1])
            return self._add("number", amount, None, start, m.start("w1") + 5)
        if w1:
            chosen = self._unit(start, end, amount, m)
            if chosen is not None:
                return self._add("quantity", amount, chosen[0], start, chosen[1])
        elif end < len(self.low) and self.low[end].isalpha():
            return start  # "2fa": an identifier, not a number
        if (dm := _DEGREES_AT.match(self.low, end)) is not None:
            return self._add("quantity", amount, "degree", start, dm.end())  # "60°C", "40 ºF": as "sixty degrees"
        return self._add("number", amount, None, start, end)

    def _unit(self, start: int, num_end: int, amount: float, m: re.Match[str], *,
              measure_only: bool = False) -> tuple[str, int] | None:
        """The unit among up to three words after a number and its end, or None (bare)."""
        low = self.low
        w1, w2, w3 = m.group("w1", "w2", "w3")
        chosen = _choose_unit(w1, w2, w3, low[m.start("w1") - 1] == "-")
        if chosen is None:
            return None
        unit, k = chosen
        if measure_only and unit.rpartition(" ")[2] not in _MEASURES:
            return None  # "one option"
        if unit.rpartition(" ")[2] not in _MEASURES and _AGED.search(low, max(0, start - 32), start) is not None:
            return None  # "anyone aged twelve to fifteen needs a parent": an age, in years; the word after it is no unit"
        if start > 1 and low[start - 1] == " ":
            prev = low[low.rfind(" ", start - 16 if start > 16 else 0, start - 1) + 1:start - 1]
            if prev in _LABELS or prev.rstrip(".#:") in _LABELS:
                return None  # "level 2 rooms"
            if prev in _YEAR_PREPOSITIONS and 1900 <= amount <= 2100 and amount == int(amount) \
                    and "," not in low[start:num_end] and unit.rpartition(" ")[2] not in _MEASURES:
                return None  # "in 2019 rates rose"
        return unit, m.end(_W_NAMES[k])

    # -- word anchored ---------------------------------------------------------------
    def _words(self, hits: set[bytes] | frozenset[bytes]) -> None:
        low = self.low
        positions: list[tuple[int, str]] = []
        for w in hits:
            word = w.decode()
            positions.extend((mm.start(), word) for mm in _WORD_FINDERS[w].finditer(low))
        if len(positions) > 1:
            positions.sort()
        done = 0
        for p, word in positions:
            if p >= done:
                end = self._word_at(p, word)
                if end > p:
                    done = end

    def _word_at(self, p: int, word: str) -> int:
        low = self.low
        if word in _NUMBER_WORDS:
            return self._number_words(p)
        if word in _MONTHS:
            return self._month(p, word)
        if word in _CODE_SET:
            m = _CODE_NUM_AT.match(low, p)
            if m is None:
                return p
            amount = _num(m.group("n"))
            scale, abbr = m.group("scale", "abbr")
            amount *= _SCALE_WORDS[scale] if scale else _MONEY_ABBR[abbr] if abbr else 1
            return self._add("money", amount, _CODE_ALIAS.get(word, word), p, m.end())
        if word in _WEEKDAY_ABBR:
            text = self.text if self.text.isascii() else straighten(self.text)
            if _WEEKDAY_ABBR_AT.match(text, p) is None:
                return p
            return self._add("date", None, "weekday:" + _WEEKDAY_ABBR[word], p, p + len(word))
        if word[-1] == "s" and word[:-1] in _WEEKDAY_SET:
            return self._add("date", None, "weekday:" + word[:-1], p, p + len(word))
        if word in _WEEKDAY_SET:
            return self._add("date", None, "weekday:" + word, p, p + len(word))
        if word == "noon" or word == "midday":
            return self._add("time", 720.0, "12:00", p, p + len(word))
        if word == "midnight":
            return self._add("time", 0.0, "00:00", p, p + 8)
        if word == "twice" or word == "thrice":
            return self._add("quantity", 2.0 if word == "twice" else 3.0, "time", p, p + len(word))
        if word == "half":
            return self._half(p)
        if word == "dozen" or word == "fortnight":
            return self._a_unit(p, word)
        if word == "quarter" and (mq := _QUARTER_HOUR_AT.match(low, p)) is not None:
            mp = _PREV_A.search(low, max(0, p - 5), p)  # "a quarter of an hour" = 15 minutes, not 25%
            if mp is not None:
                return self._add("quantity", 15.0, "minute", mp.start(), mq.end())
        # "a third of", "a quarter of", "a fifth of" ("one third" is read from "one")
        if _FRACTION_AT.match(low, p) is None:
            return p
        mp = _PREV_A.search(low, max(0, p - 5), p)
        if mp is None or mp.group("a") != "a":
            return p
        return self._add("percent", 100 / _FRACTION_WORDS[word], None, mp.start(), p + len(word))

    def _a_unit(self, p: int, word: str) -> int:
        """"a dozen items" = 12 items, "a fortnight" = 14 days ("two dozen" is read from "two")."""
        mp = _PREV_A.search(self.low, max(0, p - 5), p)
        if mp is None and word == "dozen":
            mp = _PREV_PER.search(self.low, max(0, p - 6), p)  # "one per dozen pupils": a dozen, the ratio's base
        if mp is None:
            return p
        start = mp.start() if mp.re is _PREV_A else p
        if word == "fortnight":
            return self._add("quantity", 14.0, "day", start, p + len(word))
        m = _DOZEN_AT.match(self.low, p)
        assert m is not None
        n = 12.0
        if self.low.endswith(("half ", "half-"), max(0, start - 5), start):
            n, start = 6.0, start - 5  # "half a dozen eggs" = 6 eggs
        if (money := self._dozen_money(n, start, m)) is not None:
            return money
        if m.group("w1"):
            chosen = self._unit(start, p + len(word), n, m)
            if chosen is not None:
                return self._add("quantity", n, chosen[0], start, chosen[1])
        if mp.re is _PREV_PER:
            return p  # "£3 per dozen": the price's unit, no count of anything
        return self._add("number", n, None, start, p + len(word))

    def _dozen_money(self, amount: float, start: int, m: re.Match[str]) -> int | None:
        """"a dozen pounds" = £12, "two dozen euros" = €24, "a dozen pence" = £0.12: a dozen of a currency's word
        is money (the end of the value), else None."""
        w1 = m.group("w1")
        if w1 is None or w1 not in _CURRENCY_WORDS:
            return None
        return self._add("money", amount / _MINOR_WORDS.get(w1, 1), _CURRENCY_WORDS[w1], start, m.end("w1"))

    def _half(self, p: int) -> int:
        low = self.low
        m = _HALF_AT.match(low, p)
        if m is None:
            return p
        if m.group("unit"):
            return self._add("quantity", 0.5, m.group("unit"), p, m.end())
        before = low[max(0, p - 10):p]
        if _PREV_HALF_BLOCK.search(before):  # "the second half", "one and a half"
            return p
        if m.group("amt") is None and m.end() == p + 4 and not _PREV_BY_IN.search(before):
            # "half" ending a clause is an amount after a verb ("we refund half."), not "it is half."
            prev = before.split()
            if not prev or prev[-1] in _STOP:
                return p
        return self._add("percent", 50.0, None, p, p + 4)

    def _month(self, p: int, word: str) -> int:
        m = _MONTH_AT.match(self.low, p)
        if m is None:
            return p
        capital = self.text[p].isupper()
        if word == "may" and not capital:
            return p  # the modal verb
        month = _MONTHS[word]
        d, y = m.group("d", "y")
        end = m.end()
        if d and y:
            return self._push(_full_date(int(y), month, int(d), self.text[p:end], p, end)) or p
        if d:
            end = m.end("d")
            return self._push(_day_month(month, int(d), self.text[p:end], p, end)) or p
        if y:
            return self._add("date", None, f"{int(y):04d}-{month:02d}", p, end)
        if capital and word in _FULL_MONTHS and word != "may":
            return self._add("date", None, f"--{month:02d}", p, p + len(word))
        if capital and word == "may" and _BEFORE_MAY.search(self.low, max(0, p - 12), p) \
                and _AFTER_MAY.match(self.text, p + 3) is not None:
            return self._add("date", None, "--05", p, p + 3)  # "in May,", "from March to May.": the month, not the verb
        return p

    def _number_words(self, p: int) -> int:
        low = self.low
        m = _NUMWORDS_FAST.match(low, p)
        if m is None:
            return p
        w1 = m.group("w1")
        if m.group("pct") or (w1 is not None and (w1 in _SPECIAL_NEXT or (w1 == "per" and m.group("w2") == "cent"))):
            m = _NUMWORDS_AT.match(low, p)
            assert m is not None
        run = m.group("run")
        start = p
        if run.startswith(_SCALE_PREFIXES):  # "a hundred books"; a bare "hundred" is no amount
            if p < 2 or low[p - 2:p] != "a " or (p > 2 and low[p - 3].isalpha()):
                return p
            start = p - 2
            run = "one " + run
        parsed = _words_to_number(run)
        if parsed is None:
            return p
        value, used, total = parsed
        if used == total:
            frac = m.group("frac")
            if frac and frac[-1] != "s" and low.startswith("-", m.end("frac")) and m.end("frac") + 1 < len(low) \
                    and low[m.end("frac") + 1].isalpha() and low[m.start("frac") - 1].isspace():
                # "three third-pint tasters", "two half-day sessions", "four quarter-hour slots": the fraction opens a
                # compound the count counts (three tasters of a third of a pint each), never three thirds (100%)
                return p if run == "one" else self._add("number", float(value), None, start, m.end("run"))
            if frac == "half" and value >= 2 and _HALF_COMPOUND_NOUN.match(low, m.end("frac")):
                # "two half days", "three half hours": as many half-units as the count says (a half said of two or more
                # is no share: "two halves" would be), never 100% or 150%
                return self._add("number", float(value), None, start, m.end("run"))
            if frac and frac[-1] == "s" and value >= _FRACTION_WORDS[frac] and not (
                    "pct" in m.re.groupindex and m.group("pct")):
                # "four quarters", "two halves", "three thirds": as many parts as make a whole or more count the parts
                # (four quarter-year periods), never a share of 100% or more
                return self._add("quantity", float(value), frac[:-1] if frac != "halves" else "half", start, m.end("frac"))
            if frac and not (value == 1 and frac[-1] == "s"):  # "three-quarters", not "one quarters"
                return self._add("percent", 100 * value / _FRACTION_WORDS[frac], None, start, m.end("frac"))
            if m.re is _NUMWORDS_FAST:
                if w1 is not None:
                    chosen = self._unit(start, m.end("run"), float(value), m, measure_only=run == "one")
                    if chosen is not None:
                        return self._add("quantity", float(value), chosen[0], start, chosen[1])
                if run == "one":
                    return p
                return self._add("number", float(value), None, start, m.end("run"))
            return self._number(start, m.end("run"), float(value), m, lone_one=run == "one")
        # Only a prefix is one number ("twenty twenty-six"): the rest is read from its own hit.
        tokens = list(_NUMBER_WORD_RE.finditer(low, p, m.end("run")))
        end = tokens[used - (start != p) - 1].end()
        suffix = _SUFFIX_AT.match(low, end)
        assert suffix is not None
        return self._number(start, end, float(value), suffix,
                            lone_one=value == 1 and used == 1)


@lru_cache(maxsize=16384)
def _choose_unit(w1: str, w2: str | None, w3: str | None, hyphen: bool) -> tuple[str, int] | None:
    """(unit, index of its head word) for the words after a number, or None.

    A hyphen binds the first word ("30-day"); otherwise the first plural word is the head noun
    ("8 library books" → "library book", "30 business days" → "business day"), else the first
    word ("a 30 day window" → "day"). The head is singular; modifiers are kept as written.
    """
    words = (w1, w2, w3)
    if (w1 in _MORE or w1 in _NEUTRAL_DURATION_WORDS) and w2 is not None and _singular(w2) in _DURATION_HEADS:
        return _singular(w2), 1  # "2 more hours", "two further weeks", "1 extra day": the duration (.._plain_duration)
    if w1 == "or" and w2 in _OR_BOUND and w3 is not None and _is_plural(w3) and w3.isalpha() and w3 not in _STOP \
            and _singular(w3) not in _DURATION_HEADS:
        # "4 or more bedrooms", "10 or fewer guests": the count of that noun, bounded (a duration keeps its own
        # grammar: "14 or more days" is read with its bound where durations are compared)
        return _singular(w3), 2
    if _bare_word(w1) in _STOP:
        return None  # "at 13 she's eligible", "at 18 they're adults": a pronoun with its verb, no unit
    k = 0
    if not hyphen:
        for i, w in enumerate(words):
            if w is None or _bare_word(w) in _STOP:
                break
            if _is_plural(w):
                k = i
                break
    unit = _singular(words[k])  # type: ignore[arg-type]
    if len(unit) < 2 or not unit.isalpha():
        return None
    if k:  # keep the modifiers: "30 business days" is "business day", which also states "day"
        modifiers = [w.strip("'").removesuffix("'s") for w in words[:k]]  # type: ignore[union-attr]
        if all(m.isalpha() for m in modifiers):
            unit = " ".join((*modifiers, unit))
    return unit, k


#: the words that make the number after them an age ("aged 12", "ages 12 to 15", "aged twelve to"): its unit is years
_AGED = re.compile(r"\bage[sd]\s+(?:[a-z0-9]+\s*(?:to|and|-|\u2013)\s*)?$")


#: a contraction's verb ("she's", "they're", "you'll", "we've", "I'd", "I'm"): its word is the pronoun
_CONTRACTION = re.compile(r"['\u2019](?:s|re|ll|ve|d|m)$")


def _bare_word(w: str) -> str:
    """A word without its quotes and without a contraction's verb (a possessive goes too: "week's" is "week")."""
    w = w.strip("'")
    return _CONTRACTION.sub("", w) if "'" in w or "\u2019" in w else w


_OR_BOUND = frozenset(("more", "fewer", "less", "over", "above", "under", "below"))
_W_NAMES = ("w1", "w2", "w3")
# Words after a number that need the full pattern (dates, times, money, scales, "and a half").
_SPECIAL_NEXT = frozenset(
    {*_MONTHS, "of", "a", "p", "am", "pm", "noon", "midnight", *_SCALE_WORDS, "percent", "pct",
     *_CURRENCY_WORDS, *_CODES, "us", "u", "american", "canadian", "australian", "singapore", "hong",
     "new", "and", "dozen", *(a for v in ARAB_CURRENCY_ADJ.values() for a in v)}
)
_NUMBER_WORD_RE = re.compile(_W)
_CODE_SET = frozenset(_CODES)
_WEEKDAY_SET = frozenset(_WEEKDAYS)


def _replaced(out: list[Value], added: list[Value]) -> list[Value]:
    """``out`` with the values a phrase read as a whole replaces (each overlapping one of ``added``) taken out and the
    phrases put in, in order of position (``out`` itself where nothing was added)."""
    if not added:
        return out
    keep = [v for v in out if not any(a.start <= v.start < a.end or v.start <= a.start < v.end for a in added)]
    return sorted(keep + added, key=lambda v: v.start)


def _resolve_overlaps(values: list[Value]) -> list[Value]:
    """Sort by position; of overlapping values keep the earlier (then longer) one."""
    values.sort(key=_START)
    out: list[Value] = []
    last_end = -1
    for v in values:
        if v.start >= last_end:
            out.append(v)
            last_end = v.end
        elif v.start == out[-1].start and v.end > last_end:
            out[-1] = v
            last_end = v.end
    return out


_START = attrgetter("start")


#: a currency symbol written after a bare figure ("95$"، "2,400 $", as right-to-left text and many writers put it);
#: not one that opens the next figure ("5 $10")
_SYMBOL_AFTER = re.compile(r"[ \u00a0]?(?P<s>[$€£])(?![\d٠-٩])")


def _postfix_symbols(text: str, out: list[Value]) -> None:
    """Bare figures with a currency symbol right after them, read as that money, in place (any script: a table
    cell "| 300 $ |" and its row read alike)."""
    for k, v in enumerate(out):
        if v.kind != "number" or v.amount is None or v.end < 0:
            continue
        m = _SYMBOL_AFTER.match(text, v.end)
        nxt = out[k + 1] if k + 1 < len(out) else None  # (values are in order: only the next may hold the symbol)
        if m is not None and not (nxt is not None and nxt.start <= m.start("s") < nxt.end):  # ("1 $ 1": the second's "$ 1")
            out[k] = _new_value("money", v.amount, _SYMBOLS[m.group("s")], text[v.start:m.end()], v.start, m.end())


def _propagate_ranges(low: str, values: list[Value]) -> None:
    """``8-10 books``, ``2 or 3 days``, ``10-15%``, ``$10-15``: both ends share the unit."""
    for i in range(len(values) - 1):
        a, b = values[i], values[i + 1]
        if b.start - a.end > (7 if b.kind == "time" else 5) or not _RANGE_GAP.fullmatch(low, a.end, b.start):
            continue  # ("nine until midday": an opening hour before a closing time)
        if low[a.end:b.start].strip() in ("until", "till", "til") and b.kind != "time":
            continue  # ("from 8 until 10 days" is no range of days)
        if "and" in low[a.end:b.start] and not _BETWEEN_BEFORE.search(low, max(0, a.start - 9), a.start):
            continue  # "between 7 and 10 days" is a range; "3 and 4 rooms" is not read as one
        if a.kind == "number" and a.unit is None and b.kind == "time" and b.amount is not None and a.amount is not None \
                and a.amount == int(a.amount) and 1 <= a.amount <= 12 and not (b.unit or "").startswith("~") \
                and not re.search(r"\b(?:or|and)\b", low[a.end:b.start]):
            # "6–9pm", "9 to 11am": the opening hour takes the closing one's half of the day when earlier in it
            h = int(a.amount) % 12
            minutes = h * 60 + (720 if b.amount >= 720 and h * 60 < b.amount - 720 else 0)
            values[i] = Value("time", float(minutes), f"{minutes // 60:02d}:{minutes % 60:02d}", a.raw, a.start, a.end)
        elif a.kind == "number" and a.unit is None and b.kind in ("quantity", "percent") and b.amount is not None:
            n = _written_number(b.raw) if b.kind == "quantity" else None  # "21–22 weeks": 21 weeks (147 days)
            factor = b.amount / n if n else 1.0
            values[i] = Value(b.kind, None if a.amount is None else a.amount * factor, b.unit, a.raw, a.start, a.end)
        elif (a.kind == "money" and b.kind == "number" and b.unit is None and low[a.start] in _SYMBOLS
              and "or" not in low[a.end:b.start]):
            values[i + 1] = Value("money", b.amount, a.unit, b.raw, b.start, b.end)


_LEAD_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?(?![\d½¼¾⅓⅔⅛])")
def _written_number(raw: str) -> float | None:
    """The number as written at the start of a value's text ("22" of "22 weeks", 12 of "twelve weeks")."""
    m = _LEAD_NUMBER.match(raw)
    if m is not None:
        return _num(m.group())
    got = _words_to_number(" ".join(raw.lower().split()[:4]))
    return float(got[0]) if got is not None else None


_LIST_GAP = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+)$")


def _distribute_days(low: str, out: list[Value]) -> None:
    """A day of the month shared by the months listed after it: "the 1st of January, April, July
    and October" is 1 January, 1 April, 1 July and 1 October (in place; linear)."""
    day = None
    for k, v in enumerate(out):
        unit = v.unit or ""
        if v.kind != "date" or not unit.startswith("--"):
            day = None
            continue
        if len(unit) == 7:  # --MM-DD
            day = unit[5:]
            continue
        if day is not None and len(unit) == 4 and _LIST_GAP.fullmatch(low[out[k - 1].end:v.start]):
            out[k] = _new_value("date", None, f"{unit}-{day}", v.raw, v.start, v.end)
        else:
            day = None


def extract_values(text: str) -> list[Value]:
    """Every number-like value in ``text`` (see the module docstring), in order, with spans."""
    out = _read(text)
    if len(out) > 1 and any(v.kind == "date" for v in out):
        _days_of_listed_month(text, out)
        _months_of_listed_year(text, out)
    return out


def _read(text: str) -> list[Value]:
    """The extractor's values of ``text``: inside a check (:func:`.memo.scope`) the text is read once, and each
    call still gets values of its own, as a fresh reading gives (the checker's ledger tells values apart by
    identity, and a caller may change its list)."""
    memo = active()
    if memo is None:
        return _Extractor(text, _lower(text)).run()
    seen = memo.kinds.get(_read)
    if seen is None:
        seen = memo.kinds[_read] = {}
    got = seen.get(text)
    if got is None:  # the first reading: its values are the caller's, a snapshot is kept
        out = _Extractor(text, _lower(text)).run()
        seen[text] = tuple(out)
        return out
    return [_new_value(v.kind, v.amount, v.unit, v.raw, v.start, v.end) for v in got]  # type: ignore[attr-defined]


#: between the days of a list that ends in a date ("5, 6 or 7 March", "between 5 and 7 March")
_DAY_JOIN = re.compile(r"\s*(?:,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+|\s*&\s*|\s*[-\u2013\u2014]\s*|\s+to\s+)\s*$")


def _days_of_listed_month(text: str, out: list[Value]) -> None:
    """The bare day numbers of a list or range that ends in a date are days of its month (and year): "5, 6 or 7 March"
    is 5 March, 6 March and 7 March, not the numbers 5 and 6; "12–13 April 2025" and "Saturday 12 and Sunday 13 April
    2025" name 12 April 2025 (each day's weekday read past) (in place)."""
    for k in range(len(out) - 1, 0, -1):
        d = out[k]
        if d.kind != "date" or not d.unit or len(d.unit) not in (7, 10) or d.unit[-3] != "-" or not d.raw[:1].isdigit():
            continue
        right = d.start
        j = k - 1
        while j >= 0:
            n = out[j]
            if n.kind == "date" and (n.unit or "").startswith("weekday:") and n.end >= 0 and j > 0 \
                    and not text[n.end:right].strip(" *_,"):
                right = n.start  # "… and Sunday 13 April": the day's weekday, read past (kept as it is)
                j -= 1
                continue
            if n.kind != "number" or n.amount is None or not (1 <= n.amount <= 31) or n.amount != int(n.amount) \
                    or n.unit not in (None, "ordinal") or n.end < 0 or not _DAY_JOIN.fullmatch(text, n.end, right) \
                    or not n.raw[:1].isdigit():
                break
            unit = f"{d.unit[:-2]}{int(n.amount):02d}"
            amount = None
            if d.amount is not None and len(unit) == 10:
                try:
                    amount = float(date(int(unit[:4]), int(unit[5:7]), int(unit[8:])).toordinal())
                except ValueError:
                    break
            if len(unit) == 7 and int(n.amount) > (29 if unit[2:4] == "02" else 30 if unit[2:4] in ("04", "06", "09", "11") else 31):
                break
            out[j] = _new_value("date", amount, unit, n.raw, n.start, n.end)
            right = n.start
            j -= 1


#: between the months of a list or range that ends in a month of a year ("March and September 2026", "March–May 2025")
_MONTH_JOIN = re.compile(r"\s*(?:,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+|\s*[-\u2013\u2014]\s*|\s+(?:to|through|until|till)\s+)\s*$")


def _months_of_listed_year(text: str, out: list[Value]) -> None:
    """A month named alone before a month of a year, in a list or a range, is a month of that year ("between March and
    September 2026" is March 2026; "December to February 2027" is December 2026: a month later in the year than the
    one after it is in the year before) (in place)."""
    for k in range(len(out) - 1, 0, -1):
        d = out[k]
        if d.kind != "date" or not d.unit or len(d.unit) != 7 or d.unit[4] != "-" or not d.unit[:4].isdigit():
            continue
        year, after = int(d.unit[:4]), int(d.unit[5:7])
        right = d.start
        j = k - 1
        while j >= 0:
            n = out[j]
            if n.kind != "date" or not n.unit or len(n.unit) != 4 or not n.unit.startswith("--") or not n.unit[2:].isdigit() \
                    or n.end < 0 or not _MONTH_JOIN.fullmatch(text, n.end, right):
                break
            month = int(n.unit[2:])
            year = year if month <= after else year - 1
            out[j] = _new_value("date", None, f"{year:04d}-{month:02d}", n.raw, n.start, n.end)
            right, after = n.start, month
            j -= 1


# ---------------------------------------------------------------------------- clock times in words

_HOUR_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
               "ten": 10, "eleven": 11, "twelve": 12}
_MINUTE_WORDS = {"five": 5, "ten": 10, "a quarter": 15, "quarter": 15, "twenty": 20, "twenty-five": 25, "twenty five": 25,
                 "half": 30}
_HOUR_RE = r"(?P<h>one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|1[0-2]|[1-9])"
#: when in the day an hour is ("in the morning", "at night", "pm")
_DAYPART_RE = (r"(?:\s+(?P<part>in\s+the\s+morning|in\s+the\s+afternoon|in\s+the\s+evening|at\s+night|"
               r"a\.m\.|p\.m\.|am|pm))?")
#: a clock time in words: "half past seven", "a quarter to nine", "twenty-five past six", "eight o'clock",
#: "eleven in the morning", "eight am" (a grammar: minutes past/to an hour, an hour o'clock, an hour and a daypart)
_CLOCK = re.compile(
    r"(?<![\w-])(?:(?:(?P<m>a\s+quarter|quarter|half|twenty[- ]five|twenty|ten|five)\s+(?P<rel>past|to)"
    # minutes in digits: "20 past 7", "10 minutes to 8" ("5 to 7" alone is a range of counts: no clock)
    r"|(?P<dm>[1-5]?\d)\s+(?:(?:minutes|mins)\s+(?P<drel>past|to)|(?P<dpast>past)))\s+" + _HOUR_RE
    + r"(?![\w:]|\.\d)" + _DAYPART_RE
    + r"|" + _HOUR_RE.replace("?P<h>", "?P<h2>") + r"\s+o['’]?\s?clock" + _DAYPART_RE.replace("?P<part>", "?P<part2>")
    + r"|" + _HOUR_RE.replace("?P<h>", "?P<h3>").replace("|1[0-2]|[1-9]", "")
    + r"\s+(?P<part3>in\s+the\s+morning|in\s+the\s+afternoon|in\s+the\s+evening|at\s+night|a\.m\.|p\.m\.|am|pm)"
    # minutes past or to midnight or noon ("quarter to midnight": 23:45, "half past noon": 12:30)
    r"|(?P<m4>a\s+quarter|quarter|half|twenty[- ]five|twenty|ten|five)\s+(?P<rel4>past|to)\s+(?P<h4>midnight|noon|midday))(?![\w])")
_CLOCK_HINT = re.compile(r"\b(?:past|to|o['’]?\s?clock|morning|afternoon|evening|night|am|pm|a\.m\.|p\.m\.)\b")
#: opening hours on the 24-hour clock, whole hours after a day or an opening word ("Tuesdays and Thursdays 16–20",
#: "Saturdays 12–16", "open daily 10-18"): what the figures are is told by where they stand
_HOUR_SPAN = re.compile(r"\b(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|"
                        r"sat|sun)s?|daily|weekdays|weekends|open|hours)"
                        r"(?:[\s,]+(?:of|each|every|the|first|second|third|fourth|last|month|week|only)){0,5}[\s:,]+(?P<a>[012]?\d)\s?[-\u2013]\s?(?P<b>[012]?\d)(?![\d:%]|[.,]\d|\s*(?:years?|yrs?|people|%|km|kg|m)\b)")
#: before "five to ten": the words open a range (of ages, of hours), not a clock time
_RANGE_BEFORE = re.compile(r"\b(?:aged|ages|age|between|from)[\s*_]+$")
#: a bare hour word that opens or closes a span with a clock time ("from eight until half past twelve")
_BARE_HOUR_BEFORE = re.compile(r"(?<![\w-])(?:from\s+|between\s+)?(?P<h>one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
                               r"\s+(?:until|till|til|to|and|-|–)\s+$")


#: … or closes one after a clock time ("from half past eight until eleven"; "8:30pm to eleven")
_BARE_HOUR_AFTER = re.compile(r"(?:\s*(?:\*\*|__)?\s*(?:until|till|til|to)\s+|[-–])(?:\*\*|__)?"
                              r"(?P<h>one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?![\w-])"
                              # (never a length: "two and a half hours", "four hours", "eleven-minute")
                              r"(?!\s+(?:and\s+an?\s+(?:half|quarter)|hours?|hrs?|minutes?|mins?|days?|weeks?|months?|years?)\b)")
#: a clock time in figures a bare hour may close a span after ("8:30", "8.30pm", "7pm")
_CLOSING_DIGIT_CLOCK = re.compile(r"(?<![\d:.])(?:(?P<h>1[0-2]|0?[1-9])[:.](?P<m>[0-5]\d)|(?P<h2>1[0-2]|[1-9])(?=\s?(?:am|pm|a\.m\.|p\.m\.)))"
                                  r"(?:\s?(?P<p>am|pm|a\.m\.|p\.m\.))?(?![\d\w])")


def _digit_minutes(m: re.Match) -> int:
    """Minutes after midnight of a clock time in figures (:data:`_CLOSING_DIGIT_CLOCK`), on the 12-hour clock where no
    half of the day is said."""
    h = int(m.group("h") or m.group("h2"))
    mi = int(m.group("m") or 0)
    pm = (m.group("p") or "").startswith("p")
    return (h % 12 + (12 if pm else 0)) * 60 + mi


def clock_phrases(low: str) -> list[tuple[int, int, int, bool]]:
    """Clock times written in words in lower-cased ``low``: (start, end, minutes after midnight, whether
    the half of the day is unknown). "half past seven" is 7:30 or 19:30; "half past seven in the evening"
    is 19:30; "twelve at night" is midnight. A bare hour word is a time when it opens a span whose other
    end is one ("from eight until half past twelve")."""
    if _CLOCK_HINT.search(low) is None and _CLOSING_DIGIT_CLOCK.search(low) is None:
        return []
    out: list[tuple[int, int, int, bool]] = []
    for m in _CLOCK.finditer(low):
        if m.group("h4"):  # "quarter to midnight", "half past noon": the minutes from the named hour, its half of the day known
            base = 0 if m.group("h4") == "midnight" else 720
            mi = _MINUTE_WORDS[" ".join(m.group("m4").split())]
            out.append((m.start(), m.end(), (base + (mi if m.group("rel4") == "past" else -mi)) % 1440, False))
            continue
        said = " ".join(m.group("m").split()) if m.group("m") else ""  # "a  quarter": one space, as the table has it
        rel = m.group("rel") or m.group("drel") or m.group("dpast")
        if m.group("dm") and not 0 < int(m.group("dm")) < 60:
            continue
        if said == "half" and rel == "to":
            continue  # "one and a half to two weeks": a range of a count (half is only ever "past" an hour in English)
        if rel == "to" and said not in ("a quarter", "quarter", "half") and not m.group("part") and \
                (_COUNTED_AFTER.match(low, m.end()) or _RANGE_BEFORE.search(low, max(0, m.start() - 12), m.start())):
            continue  # "five to eight working days", "ten to twelve weeks", "aged five to ten", "from five to ten": a range,
            # not 7:55 or 9:55
        hour = m.group("h") or m.group("h2") or m.group("h3")
        h = _HOUR_WORDS.get(hour) or int(hour)
        part = m.group("part") or m.group("part2") or m.group("part3")
        mi = 0
        if said or m.group("dm"):
            mi = _MINUTE_WORDS[said] if said else int(m.group("dm"))
            if rel == "to":
                h, mi = (h - 1) or 12, 60 - mi
        out.append((m.start(), m.end(), *_daypart(h, mi, part)))
    phrases = list(out)
    for k, (a, _, minutes, vague) in enumerate(phrases):
        b = _BARE_HOUR_BEFORE.search(low, max(0, a - 30), a)
        # (the phrases are in order and apart: a bare hour just before this one can lie only inside the one before it)
        if b is not None and not (k and phrases[k - 1][0] <= b.start() < phrases[k - 1][1]):
            h = _HOUR_WORDS[b.group("h")]
            # the opening hour takes the closing one's half of the day when it is earlier in it
            pm = not vague and minutes >= 720 and (h % 12) * 60 < minutes - 720
            out.append((b.start("h"), b.end("h"), (h % 12 + (12 if pm else 0)) * 60, vague))
    # THE CLOSING HOUR: a bare hour word that closes a span after a clock time ("from half past eight until eleven", "from
    # 8:30pm to eleven"): a time, in the opening's half of the day where it is later in it (never a count: "to eleven people")
    ends = [(b, minutes, vague) for _, b, minutes, vague in phrases] + [
        (m.end(), _digit_minutes(m), m.group("p") is None) for m in _CLOSING_DIGIT_CLOCK.finditer(low)]
    for e, minutes, vague in ends:
        c = _BARE_HOUR_AFTER.match(low, e)
        if c is not None and not _COUNTED_AFTER.match(low, c.end()) and not any(a <= c.start("h") < b for a, b, _, _ in phrases):
            # (an hour a phrase already reads, "until four in the afternoon", is that phrase's)
            h = _HOUR_WORDS[c.group("h")]
            pm = not vague and minutes >= 720 and (h % 12) * 60 > minutes - 720
            closing = (0 if not vague and minutes >= 720 else 720) if h == 12 else (h % 12 + (12 if pm else 0)) * 60
            out.append((c.start("h"), c.end("h"), closing, vague))  # ("from 10am to twelve": noon; "8pm to twelve": midnight)
    out.sort()
    for k in range(len(out) - 1):  # "half past seven to half past nine in the evening": the span shares its half of the day
        a, e, minutes, vague = out[k]
        nxt, _, later, later_vague = out[k + 1]
        if vague and not later_vague and _SPAN_JOINT.fullmatch(low, e, nxt):
            out[k] = (a, e, minutes % 720 + (720 if later >= 720 and minutes % 720 < later - 720 else 0), False)
    return out


_SPAN_JOINT = re.compile(r"\s*(?:until|till|til|to|and|-|–)\s*")
#: what follows a range of counts rather than a clock time: a kind of day or a plural noun ("days", "weeks", "guests")
_COUNTED_AFTER = re.compile(r"\s+(?:more\s+|extra\s+|full\s+|whole\s+)?(?:working|business|calendar|people|children|"
                            # the plurals without an -s and the units written short ("five to seven feet", "ten to twelve kg")
                            r"feet|men|women|teeth|geese|mice|per\s+cent|percent|kg|km|cm|mm|ft|lbs?|year[\s-]olds?|"
                            # a length's unit after one ("45 minutes to 1 hour", "20 minutes to one hour"): a range of lengths
                            r"(?:hour|hr|day|week|fortnight|month|year|night|minute|min)\b|"
                            r"(?!(?:this|its|has|was|does|is|as|us|yes|plus|less|thus|unless|always|perhaps)\b)[a-z]{2,}s\b)")


def _daypart(h: int, mi: int, part: str | None) -> tuple[int, bool]:
    """Minutes after midnight of ``h``:``mi`` said with ``part`` of the day, and whether the half of the
    day is still unknown."""
    if not part:
        return (h % 12) * 60 + mi, True
    pm = part.startswith(("p", "in the afternoon", "in the evening")) or (part == "at night" and h != 12 and h >= 6)
    if part == "at night" and h == 12:
        return mi, False  # twelve at night: midnight
    return (h % 12 + (12 if pm else 0)) * 60 + mi, False


# ---------------------------------------------------------------------------- comparing

def same_value(a: Value, b: Value) -> bool:
    """Equal by meaning (symmetric and strict: no bare-number leniency, see TextIndex.find)."""
    if a.kind != b.kind:
        return False
    if a.kind == "phrase":
        return normalize(a.raw) == normalize(b.raw)
    if a.kind == "time" and (a.unit or "")[:1] == "~" or b.kind == "time" and (b.unit or "")[:1] == "~":
        # a clock time said without its half of the day ("half past seven") is either
        return a.amount is not None and b.amount is not None and a.amount % 720 == b.amount % 720
    if a.kind in ("date", "time"):
        return a.unit == b.unit
    if a.unit != b.unit:
        if a.kind == "money" and (_CENTS.search(a.raw) and b.unit in _CENT_CURRENCIES or
                                  _CENTS.search(b.raw) and a.unit in _CENT_CURRENCIES):
            # "25 cents" says no currency: a hundredth of the dollar's or the euro's alike
            return a.amount is not None and b.amount is not None and _close(a.amount, b.amount)
        if a.kind == "money" and a.amount is not None and b.amount is not None and (
                (fils := _fils_elsewhere(a, b)) is not None or (fils := _fils_elsewhere(b, a)) is not None):
            return _close(*fils)  # "500 فلس" in a text with no dinar, "0.5 دينار" in the other: a thousandth of it
        if a.kind == "money" and {a.unit, b.unit} == {"aed", "mad"}:
            from .arabic.numbers import bare_dirham  # "130 درهمًا" and "130 درهمًا مغربيًا": a bare dirham says no country

            return bare_dirham((a if a.unit == "aed" else b).raw) and a.amount is not None and b.amount is not None \
                and _close(a.amount, b.amount)
        if a.kind == "money" and (a.unit in _BARE_CURRENCIES or b.unit in _BARE_CURRENCIES):
            from .arabic.numbers import same_currency  # a bare dinar/lira and a country's (issue 24)

            return same_currency(a.unit, b.unit) and a.amount is not None and b.amount is not None \
                and _close(a.amount, b.amount)
        # "two days" = "48 hours": days and minutes are one dimension (a day is 1,440 minutes; months
        # and years are another, never converted to days)
        if _same_metric(a, b):
            return True  # "12 mm" = "1.2 cm"
        fa, fb = _MINUTES.get(a.unit or ""), _MINUTES.get(b.unit or "")
        return (a.kind == "quantity" and fa is not None and fb is not None and a.amount is not None
                and b.amount is not None and _close(a.amount * fa, b.amount * fb))
    if a.amount is None or b.amount is None:
        return a.amount is None and b.amount is None and (a.unit is not None or normalize(a.raw) == normalize(b.raw))
    if a.kind == "percent":
        return _pct_equal(a.amount, b.amount)
    return _close(a.amount, b.amount)


def _fils_elsewhere(f: Value, o: Value) -> "tuple[float, float] | None":
    """THE FILS (text.arabic.numbers.FILS) read by one text as the dirham's and the other's sum a dinar's, or the
    reverse: the two amounts in the other's currency, or None when ``f`` is no such fils."""
    if "فل" not in f.raw and "fils" not in f.raw.lower():
        return None
    from .arabic.numbers import DIRHAMS, FILS_DINARS, is_fils, same_currency

    if f.amount is None or o.amount is None or not is_fils(f):
        return None
    if f.unit == "aed" and o.unit in FILS_DINARS:
        return f.amount / 10, o.amount
    if f.unit in FILS_DINARS and o.unit in DIRHAMS and not same_currency(f.unit, o.unit):
        return f.amount * 10, o.amount
    return None


#: the currencies divided into cents, and a sum said in cents alone (no symbol, code or country)
_CENT_CURRENCIES = frozenset(("usd", "eur", "aud", "cad", "nzd", "sgd", "hkd"))
_CENTS = re.compile(r"^[\d.,]+\s*cents?$|^[a-z -]+\s+cents?$", re.I)

#: the currencies a text may leave without a country ("riyals": Saudi, Omani, Qatari …; issue 24)
_BARE_CURRENCIES = frozenset(("dinar", "lira", "riyal"))

#: minutes per canonical duration unit of the day-and-minute dimension
_MINUTES = {"minute": 1.0, "day": 1440.0}

#: the metric units of one dimension, by their size in its smallest unit: "12 mm" = "1.2 cm",
#: "1,500 metres" = "1.5 km", "250 ml" = "0.25 litres" (a conversion within a dimension is a rewording;
#: across dimensions — "12 mm" and "12 mg" — or by another factor — "12 mm" and "12 cm" — it is not)
METRIC_UNITS: dict[str, tuple[str, float]] = {
    **dict.fromkeys(("mm", "millimetre", "millimeter"), ("length", 1.0)),
    **dict.fromkeys(("cm", "centimetre", "centimeter"), ("length", 10.0)),
    **dict.fromkeys(("metre", "meter"), ("length", 1e3)),
    **dict.fromkeys(("km", "kilometre", "kilometer"), ("length", 1e6)),
    **dict.fromkeys(("mg", "milligram"), ("mass", 1.0)),
    **dict.fromkeys(("gram", "gramme"), ("mass", 1e3)),
    **dict.fromkeys(("kg", "kilogram", "kilogramme", "kilo"), ("mass", 1e6)),
    **dict.fromkeys(("tonne", "metric ton"), ("mass", 1e9)),  # "3.5 tonnes" = "3,500 kg" ("ton" alone is not metric)
    # energy and power by their symbols only: the words ("kilowatt-hours") are read as the power unit
    **dict.fromkeys(("wh",), ("energy", 1.0)),
    **dict.fromkeys(("kwh",), ("energy", 1e3)),
    **dict.fromkeys(("mwh",), ("energy", 1e6)),
    **dict.fromkeys(("gwh",), ("energy", 1e9)),
    **dict.fromkeys(("kw",), ("power", 1e3)),
    **dict.fromkeys(("mw",), ("power", 1e6)),
    **dict.fromkeys(("ml", "millilitre", "milliliter"), ("volume", 1.0)),
    **dict.fromkeys(("cl", "centilitre", "centiliter"), ("volume", 10.0)),
    **dict.fromkeys(("litre", "liter"), ("volume", 1e3)),
}
#: measures outside the metric table, each read with its unit as a metric one is ("480 feet" is not "480 metres", "50 km"
#: not "50 miles"): a measure's digits are never the same measure in another unit
IMPERIAL_UNITS = frozenset("foot inch yard mile mph kph stone lb oz ounce pint gallon acre hectare".split())
#: one unit written two ways ("50 mph" and "50 miles per hour")
MEASURE_ALIAS = {"mph": "mile", "kph": "km"}
#: the sizes of each metric dimension's units (one per size)
_METRIC_SIZES: dict[str, tuple[float, ...]] = {
    dim: tuple(sorted({f for d, f in METRIC_UNITS.values() if d == dim})) for dim in {d for d, _ in METRIC_UNITS.values()}}


def metric_amounts(v: Value) -> tuple[float, ...]:
    """The amounts ``v`` (a metric quantity) has in its dimension's other units ("1.2 cm": 12 mm,
    0.012 m, …); empty for any other value."""
    m = METRIC_UNITS.get(v.unit or "") if v.kind == "quantity" and v.amount is not None else None
    if m is None:
        return ()
    dim, size = m
    return tuple(round(v.amount * size / f, 9) for f in _METRIC_SIZES[dim] if f != size)  # type: ignore[operator]


def _same_metric(a: Value, b: Value) -> bool:
    ma, mb = METRIC_UNITS.get(a.unit or ""), METRIC_UNITS.get(b.unit or "")
    return (a.kind == "quantity" and ma is not None and mb is not None and ma[0] == mb[0] and a.amount is not None
            and b.amount is not None and _close(a.amount * ma[1], b.amount * mb[1]))


def _is_year(v: Value) -> bool:
    return v.amount is not None and v.amount == int(v.amount) and 1000 <= v.amount <= 2999


#: the two ways a day's last moment is written: midnight (00:00) and one minute before it (23:59, "11:59pm")
_MIDNIGHTS = {"00:00", "23:59"}


def _satisfies(req: Value, v: Value) -> bool:
    """Does the text value ``v`` state the requirement ``req``?"""
    if same_value(req, v):
        return True
    rk, vk = req.kind, v.kind
    if rk == vk == "time" and {req.unit, v.unit} == _MIDNIGHTS and ("midnight" in req.raw.lower() or "midnight" in v.raw.lower()):
        return True  # a deadline at midnight is one at 11:59pm ("skip up to just before midnight" for "up to 11:59pm")
    if rk == "number" and req.unit is None and req.amount is not None:
        if vk in ("money", "quantity") or (vk == "number" and v.unit in (None, "ordinal")):
            if v.amount is None:
                return False
            if _close(req.amount, v.amount):
                return True
            return vk == "quantity" and any(_close(req.amount, v.amount / d) for d in DURATION_DIVISORS.get(v.unit, ()))
        if vk == "date" and _is_year(req) and v.unit and v.unit[:4] == f"{int(req.amount):04d}":
            return True
        return False
    if rk == "quantity":  # "8 library books" states "8 books", not the other way round
        return (vk == "quantity" and v.unit is not None and v.unit.endswith(" " + req.unit)  # type: ignore[operator]
                and _close(req.amount, v.amount))  # type: ignore[arg-type]
    if rk == "money":
        return vk == "number" and v.unit is None and v.amount is not None and _close(req.amount, v.amount)  # type: ignore[arg-type]
    if rk == "date" and vk == "date" and req.unit and v.unit and req.unit.startswith("hijri:"):
        from .arabic.dates import hijri_stated_by  # "١٥ رمضان" by "15 رمضان 1446هـ" or its Gregorian day (issue 24)

        return hijri_stated_by(req.unit, v.unit)
    if rk == "date" and vk == "date" and req.unit and v.unit and len(req.unit) == 4 and req.unit.startswith("--") \
            and len(v.unit) == 7 and v.unit[4] == "-":
        if v.unit.startswith("--"):  # "July" is stated by "1 July" (--07-01), never "January" by its day 01
            return v.unit[2:4] == req.unit[2:]
        return v.unit[5:] == req.unit[2:]  # "April" is stated by "April 2025"
    if rk == "date" and vk == "date" and req.unit and v.unit and len(v.unit) == 10 and v.unit[4] == "-":
        ru = req.unit
        if ru.startswith("--"):  # --MM-DD or --MM
            return v.unit[4:].startswith(ru[1:])
        if len(ru) == 7 and ru[4] == "-":  # YYYY-MM
            return v.unit.startswith(ru + "-")
    return False


# ------------------------------------------------------------------------------ parsing

@lru_cache(maxsize=8192)
def parse_value(s: str) -> Value:
    """One ``must_include``/``must_not_include`` entry as a value; anything else is a phrase."""
    stripped = s.strip()
    low = _lower(stripped)
    whole = _A_UNIT.match(low)
    if whole is not None:  # "a day", "an hour" as a whole required value: one of the unit
        u, factor = _DURATIONS.get(whole.group(1), (whole.group(1), 1.0))
        return Value("quantity", factor, u, stripped)
    values = _Extractor(stripped, low).run()
    if len(values) == 1:
        v = values[0]
        rest = _LEAD_ARTICLE.sub("", low[:v.start]) + " " + low[v.end:]
        if not _ALNUM.search(rest):  # ("a half-day": the article is no other word)
            return Value(v.kind, v.amount, v.unit, stripped)
    return Value("phrase", None, None, normalize(stripped).strip(" .,;:!?"))


_LEAD_ARTICLE = re.compile(r"^\s*an?\s+$")
_ALNUM = re.compile(r"[a-z0-9\u0621-\u064a]")  # Arabic words left over make a phrase too (issue 24)
_TOKENS = re.compile(r"[a-z0-9]+")


@lru_cache(maxsize=8192)
def _phrase_pattern(raw: str) -> re.Pattern[str] | None:
    """Whole-word, whitespace-insensitive pattern for a normalised phrase.

    The first word comes first as a literal (the word-boundary test follows it as a
    look-behind), so sre can use its fast substring search.
    """
    parts = _lower(raw).split()
    if not parts:
        return None
    first = re.escape(parts[0])
    body = first
    if parts[0][0].isalnum():
        body += rf"(?<![a-z0-9]{first})" if len(parts[0]) < 200 else ""
    if len(parts) > 1:
        body += r"\s+" + r"\s+".join(re.escape(w) for w in parts[1:])
    if parts[-1][-1].isalnum():
        body += r"(?![a-z0-9])"
    return re.compile(body)


@dataclass(frozen=True, slots=True)
class _Composite:
    """A phrase with values in it: literal word runs around each value."""

    literals: tuple[tuple[str, ...], ...]  # len(values) + 1 runs of word tokens
    values: tuple[Value, ...]


@lru_cache(maxsize=8192)
def _composite(raw: str) -> _Composite | None:
    low = _lower(raw)
    values = _Extractor(raw, low).run()
    if not values:
        return None
    literals = []
    pos = 0
    for v in values:
        literals.append(tuple(_TOKENS.findall(low, pos, v.start)))
        pos = v.end
    literals.append(tuple(_TOKENS.findall(low, pos)))
    for j in range(1, len(literals) - 1):
        literals[j] = _between(literals[j])
        if literals[j] == _RANGE and literals[j - 1][-1:] in (("between",), ("from",)):
            literals[j - 1] = literals[j - 1][:-1]  # "between 7 and 10 days" = "7–10 days"
    return _Composite(tuple(literals), tuple(values))


#: what joins the two ends of a range: "7–10", "7 to 10", "between 7 and 10" are one range
_RANGE = ("-",)


def _between(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """The words between two values, with a range's joining word (none, "to", "and") read as one."""
    if not tokens or tokens == ("to",) or tokens == ("and",):
        return _RANGE
    return tokens


# -------------------------------------------------------------------------------- index

#: the words before a bare number that make it an age ("ages 8–15", "aged 12", "age of 16")
_AGE_BEFORE = re.compile(r"\b(?:ages?|aged)\s+(?:of\s+)?(?:\d{1,3}\s*(?:[–—-]|to)\s*)?$")


class TextIndex:
    """A text analysed once (its values and lower-cased form) and queried many times."""

    __slots__ = ("text", "values", "_low", "_norm", "_by_amount", "_by_unit", "_found")

    def __init__(self, text: str) -> None:
        self.text = text
        self._low = _lower(text)
        self.values: list[Value] = extract_values(text)  # (once per check: a sentence, a clause, a context line; the days of a listed month read as the extractor reads them)
        self._norm: str | None = None
        self._by_amount: dict[float, list[Value]] | None = None
        self._by_unit: dict[str, list[Value]] = {}

    @property
    def norm(self) -> str:
        """The normalised text (groundtest.text.normalize)."""
        if self._norm is None:
            self._norm = normalize(self.text)
        return self._norm

    def _candidates(self, req: Value) -> list[Value]:
        by_amount = self._by_amount
        if by_amount is None:
            by_amount = self._by_amount = {}
            by_unit = self._by_unit
            for v in self.values:
                if v.amount is not None and v.kind not in ("date", "time"):
                    key = round(v.amount) if v.kind == "percent" else round(v.amount, 6)
                    by_amount.setdefault(key, []).append(v)
                    if v.kind == "quantity" and v.unit in DURATION_DIVISORS:  # "1.5" in "1.5 hours" (90 minutes)
                        for d in DURATION_DIVISORS[v.unit]:
                            by_amount.setdefault(round(v.amount / d, 6), []).append(v)
                    if v.kind == "money" and ("فل" in v.raw or "fils" in v.raw):  # the fils read as the other currency's part (_fils_elsewhere)
                        for x in (v.amount * 10, v.amount / 10):
                            by_amount.setdefault(round(x, 6), []).append(v)
                    if v.kind == "quantity" and v.unit in _WEEKDAYS:  # "the 20 Fridays" names the weekday too ("every Friday")
                        by_unit.setdefault("date", []).append(_new_value("date", None, "weekday:" + v.unit, v.raw, v.start, v.end))
                elif v.kind in ("date", "time") or v.unit:
                    by_unit.setdefault(v.kind, []).append(v)
        if req.kind in ("date", "time") or req.amount is None:
            return self._by_unit.get(req.kind, [])
        if req.kind == "percent":
            return by_amount.get(round(req.amount), [])
        found = by_amount.get(round(req.amount, 6), [])
        if req.kind == "quantity" and req.unit in _MINUTES:  # the same duration in the other unit
            other = 1440.0 if req.unit == "minute" else 1 / 1440.0
            found = found + by_amount.get(round(req.amount / other, 6), [])
        if req.kind == "quantity" and req.unit in METRIC_UNITS:  # the same length, mass or volume in another unit
            for x in metric_amounts(req):
                found = found + by_amount.get(round(x, 6), [])
        if req.kind == "number" and _is_year(req):
            return found + self._by_unit.get("date", [])
        if req.kind == "money" and ("فل" in req.raw or "fils" in req.raw):
            found = found + by_amount.get(round(req.amount * 10, 6), []) + by_amount.get(round(req.amount / 10, 6), [])
        return found

    def find(self, value: str | Value) -> Value | None:
        """The first place ``value`` is stated in the text, or None."""
        req = parse_value(value) if isinstance(value, str) else value
        if req.kind == "phrase":
            return self._find_phrase(req.raw)
        # the answer for a value of this meaning, once per index: a response stating "$12" a
        # thousand times against a context with a thousand other 12s compared every pair (issue 23)
        key = (req.kind, req.amount, req.unit, req.raw)  # the raw too: matching reads it beyond the meaning (Arabic, pairs)
        found: dict[tuple, Value | None] | None = getattr(self, "_found", None)
        if found is None:
            found = {}
            self._found = found
        elif key in found:
            return found[key]
        hit = next((v for v in self._candidates(req) if _satisfies(req, v) and not (
            req.kind == "money" and v.kind == "number" and self._an_age(v))), None)
        found[key] = hit
        return hit

    def _an_age(self, v: Value) -> bool:
        """A bare number that is an age ("ages 8–15", "aged 12"): never an amount of money said without its currency."""
        low = self._low
        return len(low) == len(self.text) and v.start >= 0 and _AGE_BEFORE.search(low, max(0, v.start - 20), v.start) is not None

    def contains(self, value: str | Value) -> bool:
        """Whether ``value`` is stated in the text."""
        return self.find(value) is not None

    def contains_any(self, group: Sequence[str]) -> bool:
        """Whether any value of ``group`` (a ``must_include`` any-of list) is stated."""
        if isinstance(group, str):
            return self.contains(group)
        return any(self.find(g) is not None for g in group)

    def _find_phrase(self, raw: str) -> Value | None:
        pattern = _phrase_pattern(raw)
        if pattern is None:
            return None
        m = pattern.search(self._low)
        if m is not None:
            return Value("phrase", None, None, self.text[m.start():m.end()], m.start(), m.end())
        if not self._low.isascii() and has_arabic(raw) and (span := find_arabic_phrase(self.text, raw)):  # issue 24
            return Value("phrase", None, None, self.text[span[0]:span[1]], *span)
        comp = _composite(raw)
        if comp is None:
            return None
        return self._find_composite(comp)

    def _find_composite(self, comp: _Composite) -> Value | None:
        """Values restated by meaning, in order, with the same words around and between them."""
        low, values = self._low, self.values
        k = len(comp.values)
        head, tail = comp.literals[0], comp.literals[-1]
        for i in range(len(values) - k + 1):
            if not all(_satisfies(comp.values[j], values[i + j]) for j in range(k)):
                continue
            if any(_between(tuple(_TOKENS.findall(low, values[i + j - 1].end, values[i + j].start))) != comp.literals[j]
                   for j in range(1, k)):
                continue
            start, end = values[i].start, values[i + k - 1].end
            if head:
                m = _literal_pattern(head, before=True).search(low, 0, start)
                if m is None:
                    continue
                start = m.start()
            if tail:
                m = _literal_pattern(tail, before=False).match(low, end)
                if m is None:
                    continue
                end = m.end()
            return Value("phrase", None, None, self.text[start:end], start, end)
        return None


@lru_cache(maxsize=1024)
def _literal_pattern(tokens: tuple[str, ...], *, before: bool) -> re.Pattern[str]:
    """Word tokens separated by anything but letters and digits; anchored at the value."""
    body = r"[^a-z0-9]+".join(map(re.escape, tokens))
    if before:
        return re.compile(r"(?<![a-z0-9])" + body + r"[^a-z0-9]*\Z")
    return re.compile(r"[^a-z0-9]*" + body + r"(?![a-z0-9])")
