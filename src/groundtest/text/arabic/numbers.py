"""Arabic values: number words, duals, units, currencies, percentages, ranges, fractions.

:func:`extract` reads an Arabic (or mixed) text and returns :class:`groundtest.text.matching.Value`
objects with spans in the original text, the same kinds and units the English extractor gives,
so "ثلاثين يومًا", "٣٠ يومًا", "30 يومًا" and "30 days" are one value (``quantity`` 30 ``day``).

Grammar (read on the folded text of :mod:`.normalise`, so hamza seats, taa marbuta, tanween and
tatweel do not matter):

- number words in their case and gender forms: واحد/واحدة، اثنان/اثنين/اثنتان، ثلاث/ثلاثة …
  عشر/عشرة، the teens (أحد عشر، اثنا/اثني عشر، ثلاثة عشر …)، the tens (عشرون/عشرين … تسعون/تسعين)،
  the hundreds (مائة/مئة، مائتان/مئتين، ثلاثمائة/ثلاث مائة …)، ألف/ألفان/آلاف/ألفًا، مليون/ملايين،
  مليار — joined by و ("واحد وعشرين" = 21, "مائة وثمانين" = 180, "ثمانٍ وأربعين" = 48); a
  cardinal may carry the article ("السنوات الخمس") or one proclitic (و ب ل ف ك);
- digits (any of the three digit sets), with a scale word after them ("25 ألف");
- duals as amounts: يومان/يومين = 2 days، شهرين = 2 months، أسبوعين = 2 weeks، ساعتين، سنتين،
  ريالين، دينارين …; a currency followed by واحد is 1 ("دينار أردني واحد");
- units of time (يوم أيام يومًا، أسبوع، شهر أشهر، سنة سنوات عام، ساعة، دقيقة، ثانية) → the English
  units (``day`` … with the same duration folding: a week is 7 days, a year 12 months, an hour 60
  minutes); "أيام عمل" → ``working day``;
- currencies: ريال → ``riyal`` (any country's, + سعودي/عماني/قطري … → ``sar``/``omr``/``qar``)،
  ر.س/SAR → ``sar``، درهم/د.إ → ``aed``، جنيه → ``egp`` (جنيه إسترليني → ``gbp``)،
  دينار (+ أردني/كويتي/بحريني … → ``jod``/``kwd``/``bhd`` …; alone ``dinar``)، ليرة (+ لبنانية/
  سورية/تركية; alone ``lira``)، دولار → ``usd``، يورو → ``eur``؛ abbreviations د.أ ر.ع ر.ق د.ك د.ب
  ج.م ل.ل;
- percentages: ``%``/``٪``، "في المائة"، "بالمئة"؛
- fractions: نصف/ربع/ثلث/ثلثا before a unit are that part of it ("نصف شهر" = 0.5 month, "ربع
  ساعة" = 15 minutes); otherwise a percentage (نصف = 50, ربع = 25, ثلث ≈ 33.3, ثلثا ≈ 66.7);
- ranges "من 5 إلى 10 أيام"، "بين 3 و5 أيام": both ends take the unit;
- times: "10 صباحًا" = 10:00, "4 مساءً" = 16:00, "11:59 مساءً" = 23:59.

Dates are read by :mod:`.dates` and merged here. A number the grammar does not place (a plain
noun after it) is a bare ``number``, as in English.
"""
from __future__ import annotations

import re
from functools import lru_cache

from .normalise import ARABIC_LETTER, decimal_commas, fold, thousands_points, fold_text, to_original
from .ordinals import ORDINAL_RE, ORDINAL_WORDS, ordinal_value

__all__ = ["extract", "merge", "words_to_number", "is_number_word", "UNITS", "CURRENCIES"]

_L = ARABIC_LETTER
_NB = rf"(?<![{_L}])"   # no Arabic letter before
_NA = rf"(?![{_L}])"    # no Arabic letter after


def _f(words: str) -> list[str]:
    return [fold_text(w) for w in words.split()]


# ------------------------------------------------------------------ number words (folded)
_UNITS_W: dict[str, int] = {}
for _v, _ws in {
    1: "واحد واحدة واحدًا", 2: "اثنان اثنين اثنتان اثنتين اثنا اثني اثنتا اثنتي",
    3: "ثلاث ثلاثة ثلاثًا", 4: "أربع أربعة أربعًا", 5: "خمس خمسة خمسًا", 6: "ست ستة ستًا", 7: "سبع سبعة سبعًا",
    8: "ثمان ثماني ثمانية ثمانٍ", 9: "تسع تسعة تسعًا", 10: "عشر عشرة",
}.items():  # (the accusative with its tanween alif: "ستًا وثلاثين ساعة" is 36 hours)
    for _w in _f(_ws):
        _UNITS_W[_w] = _v
_TEEN_ONE = set(_f("أحد إحدى"))  # 1 only before عشر/عشرة
_TENS_W: dict[str, int] = {}
for _v, _ws in {20: "عشرون عشرين", 30: "ثلاثون ثلاثين", 40: "أربعون أربعين", 50: "خمسون خمسين",
                60: "ستون ستين", 70: "سبعون سبعين", 80: "ثمانون ثمانين", 90: "تسعون تسعين"}.items():
    for _w in _f(_ws):
        _TENS_W[_w] = _v
_HUNDRED = set(_f("مائة مئة مائه"))
_HUNDREDS_W: dict[str, int] = {}
for _w in _f("مائتان مائتين مئتان مئتين مائتا مائتي مئتا مئتي"):
    _HUNDREDS_W[_w] = 200
for _u, _v in (("ثلاث", 3), ("أربع", 4), ("خمس", 5), ("ست", 6), ("سبع", 7), ("ثمان", 8), ("ثماني", 8), ("تسع", 9)):
    for _h in ("مائة", "مئة"):
        _HUNDREDS_W[fold_text(_u + _h)] = _v * 100
#: the dialects' number words, as a table beside the standard ones: the words of their own (Moroccan جوج = 2, the
#: Levantine and Gulf تنين/ثنين = 2), and every standard word with its ث said ت (Egyptian, Levantine and Maghrebi
#: تلاتة، تمانية، تلاتين، اتنين، تلتمية — one sound change over the whole table, not a list of spellings)
DIALECT_NUMBER_WORDS = {2: "جوج تنين تنتين ثنين ثنتين"}
#: the dialects' ث → ت
DIALECT_SOUNDS = {"ث": "ت"}
for _v, _ws in DIALECT_NUMBER_WORDS.items():
    for _w in _f(_ws):
        _UNITS_W.setdefault(_w, _v)


def _dialect_forms(table: dict[str, int]) -> None:
    for _w, _n in list(table.items()):
        _d = _w
        for _a, _b in DIALECT_SOUNDS.items():
            _d = _d.replace(_a, _b)
        if _d != _w:
            table.setdefault(_d, _n)


for _table in (_UNITS_W, _TENS_W, _HUNDREDS_W):
    _dialect_forms(_table)
_THOUSAND = set(_f("ألف ألفًا آلاف"))
_THOUSAND_DUAL = set(_f("ألفان ألفين ألفا ألفي"))
_MILLION = set(_f("مليون مليونًا ملايين"))
_MILLION_DUAL = set(_f("مليونان مليونين مليوني"))
#: "ألفا ريال"، "مليونا درهم": the dual in construct, written as the accusative singular ("عشرون ألفًا")
_DUAL_CONSTRUCT = frozenset(_f("ألفا مليونا"))
_BILLION = set(_f("مليار مليارًا مليارات بليون"))
_SCALES = {**{w: 1e3 for w in _THOUSAND}, **{w: 1e6 for w in _MILLION}, **{w: 1e9 for w in _BILLION}}
#: THE UNCOUNTED THOUSANDS: a scale's plural needs its count before it ("ثلاثة آلاف"، "٥ ملايين"); alone, it is the
#: indefinite "thousands of", "millions of" ("عبر آلاف السنين"، "ملايين الزوار"، "بآلاف الريالات"), no figure (English
#: "thousands of years" is none either)
UNCOUNTED_SCALES = "آلاف ملايين مليارات"
_UNCOUNTED = frozenset(_f(UNCOUNTED_SCALES))
_TEN = set(_f("عشر عشرة"))
#: "ألف مبروك"، "ألف ألف شكر"، "ألف سلامة"، "بألف خير"، "ألف عافية": a thousand as a figure of speech before a
#: wish or a blessing, no number
_WISHES = set(_f("مبروك مبارك شكر شكرا سلامة سلامه تحية مرحبا هلا أهلا الحمد رحمة مليون خير عافية صحة"))

_NUMWORDS = (set(_UNITS_W) | _TEEN_ONE | set(_TENS_W) | _HUNDRED | set(_HUNDREDS_W) | set(_SCALES)
             | _THOUSAND_DUAL | _MILLION_DUAL)
# words that may start a run (a scale alone, "ألف", is 1000; "أحد" alone is "anyone"/Sunday)
_STARTERS = _NUMWORDS - _TEEN_ONE


def is_number_word(word: str) -> bool:
    """A folded word that is a number word in one of its case and gender forms (واحدة، ثلاث، عشرين …),
    maybe with و: a count, never part of a name."""
    return word in _NUMWORDS or (word[:1] == "و" and word[1:] in _NUMWORDS)


def _alt(words) -> str:
    return "(?:" + "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True)) + ")"


_NW = _alt(_NUMWORDS)
_NW_START = _alt(_STARTERS | _TEEN_ONE)
_NUMRUN = re.compile(
    rf"{_NB}(?P<pre>(?:[وبلفك]|ال|وال|بال|لل)??)(?P<run>{_NW_START}{_NA}(?:\s+(?:و\s*)?{_NW}{_NA}|\s+و{_NW}{_NA})*)"
)
_RUNWORD = re.compile(rf"(?:({_NW})|و\s*({_NW})){_NA}")  # "واحد" is a word before it is و + "احد"


def words_to_number(words: list[str]) -> int | None:
    """The value of folded Arabic number words (conjunctions already stripped), or None."""
    total = 0
    current = 0
    prev_unit = False
    seen = False
    for w in words:
        if w in _UNITS_W:
            v = _UNITS_W[w]
            if w in _TEN and prev_unit:  # "ثلاثة عشر" = 13
                current += 10
                prev_unit = False
                continue
            current += v
            prev_unit = v < 10
        elif w in _TEEN_ONE:
            current += 1
            prev_unit = True
        elif w in _TENS_W:
            current += _TENS_W[w]
            prev_unit = False
        elif w in _HUNDRED:
            current = current * 100 if 0 < current < 10 else current + 100
            prev_unit = False
        elif w in _HUNDREDS_W:
            current += _HUNDREDS_W[w]
            prev_unit = False
        elif w in _SCALES:
            total += (current or 1) * int(_SCALES[w])
            current = 0
            prev_unit = False
        elif w in _THOUSAND_DUAL:
            total += 2000
        elif w in _MILLION_DUAL:
            total += 2_000_000
        else:
            return None
        seen = True
    if not seen:
        return None
    return total + current


# ------------------------------------------------------------------ units, currencies (folded)
UNITS: dict[str, tuple[str, float]] = {}
for _unit, _ws, _dual in (
    ("day", "يوم يومًا أيام أيامًا", "يومان يومين"),
    ("week", "أسبوع أسبوعًا أسابيع", "أسبوعان أسبوعين"),
    ("month", "شهر شهرًا أشهر شهور", "شهران شهرين"),
    ("year", "سنة سنوات سنين عام عامًا أعوام", "سنتان سنتين عامان عامين"),
    ("hour", "ساعة ساعات", "ساعتان ساعتين"),
    ("minute", "دقيقة دقائق", "دقيقتان دقيقتين"),
    ("second", "ثانية ثوان ثواني", "ثانيتان ثانيتين"),
    ("time", "مرة مرات", "مرتان مرتين"),  # "مرتين" = twice (English "twice": 2 time)
):
    for _w in _f(_ws):
        UNITS[_w] = (_unit, 1.0)
    for _w in _f(_dual):
        UNITS[_w] = (_unit, 2.0)
#: units of measure after a number, as the English extractor names them ("30 كم/ساعة" is its "30 km/h", 30 km)
MEASURES: dict[str, str] = {}
for _unit, _ws in (
    ("km", "كم كيلومتر كيلومترات كيلومترًا كلم"),
    # "كيلو" alone is the colloquial kilogram ("30 كيلو"); "كيلو متر" (two words) is km (_KILO_METRE)
    ("kg", "كجم كغ كيلوغرام كيلوجرام كيلوغرامات كيلوجرامات كيلوغرامًا كيلوجرامًا كيلو كيلوات"),
    ("gb", "جيجابايت غيغابايت جيجا غيغا جيجابايتات"), ("mb", "ميجابايت ميغابايت ميجا ميغا"),
    # THE DATA RATE: the bit, not the byte ("١٠٠ ميغابت/ثانية" is the English "100 Mbps", read "mbp"; "١ جيجابت/ثانية"
    # "1 Gbps", "gbp" — a quantity, never the pound's code)
    ("mbp", "ميغابت ميجابت ميقابت"), ("gbp", "جيجابت غيغابت قيقابت"),
    ("meter", "متر أمتار مترًا"), ("cm", "سم سنتيمتر سنتيمترات سنتيمترًا"), ("mm", "ملم مم مليمتر ملليمتر مليمترًا"),
    ("liter", "لتر لترات لترًا"), ("gram", "غرام جرام غرامات جرامات غرامًا جرامًا"), ("mile", "ميل أميال"),
    ("ml", "مل ملل ملليلتر مليلتر ميليلتر ملليلترًا مليلترًا ملليلترات مليلترات"),  # the English extractor's "150 ml"
    ("person", "شخص أشخاص شخصًا فرد أفراد فردًا"),  # "حتى ٣ أشخاص" is the English "up to 3 people"
    # "٢٢ درجة مئوية" is "22°" ("degree", as the English extractor reads the sign): a temperature said in words
    ("degree", "درجة درجات"),
):
    for _w in _f(_ws):
        MEASURES[_w] = _unit
_KILO = fold_text("كيلو")
#: THE SQUARE METRE: a metre's adjective of area after it, in any case and agreement ("متراً مربعاً"، "متر مربع"،
#: "أمتار مربعة"): the measure is an area, the English "square metres" (an area worked out of two lengths is its product)
_SQUARE_AT = re.compile(r"\s+(?:" + "|".join(_f("مربع مربعًا مربعا مربعة مربعات")) + ")" + _NA)
_KILO_METRE = re.compile(r"\s*(?:" + "|".join(_f("متر مترًا مترات")) + ")" + _NA)
#: a measure's dual as an amount: "شخصان"/"شخصين" = 2 people ("30 درهمًا × شخصان × 3 ليالٍ")
MEASURE_DUALS: dict[str, str] = {w: "person" for w in _f("شخصان شخصين فردان فردين")}
#: the international unit, two words ("وحدة دولية"، "وحدات دولية"), as the English extractor's "IU"
_IU_AT = re.compile(r"\s*(?:" + "|".join(_f("وحدة وحدات")) + r")\s+(?:" + "|".join(_f("دولية دوليه")) + ")" + _NA)
#: a rate after the unit: "كم/ساعة", "كم/س", "كم في الساعة" (the English extractor keeps "km" of "km/h")
#: the cubic metre's symbol after a figure ("35 م³"، "20 م3"); a bare "م" is also مساءً (p.m.)
_CUBIC_AT = re.compile(r"[ \u00a0]?" + fold_text("م") + r"\s?[³3](?![0-9])")
_PER_HOUR = re.compile(r"\s*(?:/\s*(?:" + fold_text("ساعة") + "|" + fold_text("س") + r")|\s+" + fold_text("في الساعة") + ")" + _NA)
#: nouns after "أيام" that make it a kind of day: "أيام عمل" = working days
_DAY_KINDS = {fold_text("عمل"): "working day", fold_text("العمل"): "working day"}
_OF_WORKING = re.compile(r"[\s*_]+" + fold_text("من أيام") + r"\s+(?:ال)?" + fold_text("عمل") + _NA)
#: multiples: "ضعف" / "ضعفي" is twice (with a proclitic), "أضعاف" after a count is that many times
_TWICE = {p + fold_text(w): fold_text(w) for w in ("ضعف", "ضعفي", "ضعفا") for p in ("", "و", "ب", "ل", "ف", "بال", "ال")}
_TIMES_PLURAL = frozenset(_f("أضعاف"))


def says_times_plural(raw: str) -> bool:
    """THE ARABIC TIMES-PLURAL GRAMMAR: a figure read as "n times" by the plural "أضعاف" after its count ("تسع
    أضعاف", "٦ أضعاف"). The plural is itself the comparative ("as much as"): "تسع أضعاف مدة الدم الكامل" is nine
    times as long, where English needs "as"/"more" after "times"; so the figure is a ratio of two figures, never a
    value of its own."""
    words = fold_text(raw).replace("*", " ").split()
    return bool(words) and words[-1] in _TIMES_PLURAL


#: THE DUAL OF A NAMED NOUN: an Arabic word in the dual (…ين/…ان, feminine …تين/…تان) whose singular the context
#: names and whose own form it does not ("سدرين وسط … بـ ٤٤٠" over "السدر … الوسط … بـ ٢٢٠"): two of the thing, an
#: operand of the working as a written "2" would be. A sound plural the context writes itself ("المتدربين") is none.
_DUAL_TOKEN = re.compile("[\u0621-\u064a]{5,}")
_CONTEXT_TOKEN = re.compile("[\u0621-\u064a]{3,}")
_DUAL_CLITICS = ("", "ال", "بال", "لل", "وال", "فال", "كال", "و", "ب", "ل", "ف", "وب", "ول")
#: (the dual read is indefinite, with at most a particle before it: a definite "الموظفين" or a participle's or a
#: nisba's "…ين" ("مسافرين"، "مصريين") is far likelier the sound plural of people)
_DUAL_PARTICLES = ("", "و", "ب", "ل", "ف", "وب", "ول")
_NUMBER_DUALS = frozenset(("اثنين", "اثنان", "الاثنين", "الاثنان", "ثمانين", "ثمان"))


def _dual_stems(word: str) -> list[str]:
    """The singulars ``word`` (folded) may be the dual of, each proclitic (and article) stripped."""
    out: list[str] = []
    for clitic in _DUAL_PARTICLES:
        if not word.startswith(clitic):
            continue
        w = word[len(clitic):]
        if w in _NUMBER_DUALS or len(w) < 5 or w.startswith(("ال", "م")) or w.endswith(("يين", "يان")):
            continue
        if w.endswith(("ين", "ان")) and not w.endswith(("تين", "تان")):
            out.append(w[:-2])  # "سدرين": سدر (the feminine in تين/تان: derive's own dual reader)
    return [s for s in out if len(s) >= 3]


def _bare_forms(word: str) -> list[str]:
    """``word`` (folded) and its forms without a proclitic or the article."""
    return [word[len(c):] for c in _DUAL_CLITICS if word.startswith(c) and len(word) - len(c) >= 3]


@lru_cache(maxsize=64)
def _named_words(context: str) -> frozenset[str]:
    """The words ``context`` writes (folded), each also without a proclitic or the article."""
    named: set[str] = set()
    for t in _CONTEXT_TOKEN.findall(fold_text(context)):
        named.update(_bare_forms(t))
    return frozenset(named)


def duals_of_named(text: str, context: str) -> list[str]:
    """The singulars (folded) of the words of ``text`` in the masculine dual (…ين/…ان) whose singular ``context``
    names and whose own form it does not write (THE DUAL OF A NAMED NOUN: "سدرين" of "السدر"; "المتدربين" where the
    context writes "المتدربين" is a plural, none)."""
    named = _named_words(context[:20000])
    out: list[str] = []
    for t in _DUAL_TOKEN.findall(fold_text(text)):
        if any(f in named for f in _bare_forms(t)):
            continue
        out += [s for s in _dual_stems(t) if s in named and s not in out]
    return out


def says_twice(raw: str) -> bool:
    """THE ARABIC TWICE GRAMMAR: "ضعف" (or its dual "ضعفي"، with a proclitic) alone, no count before it: "١٨٠ دولاراً
    (ضعف العادية)"، "العائلية تساوي ضعف الفردية" — twice another figure, a ratio of two figures the answer shows, as
    "تسع أضعاف" is (never a value of its own)."""
    words = fold_text(raw).replace("*", " ").split()
    return len(words) == 1 and words[0] in _TWICE
#: the dual in construct before its noun ("يومي عمل" = 2 working days; alone "يومي" is "daily")
_DAY_PAIR = fold_text("يومي")

CURRENCIES: dict[str, tuple[str, float]] = {}
for _code, _ws, _dual in (
    ("riyal", "ريال ريالًا ريالات", "ريالان ريالين"),
    ("aed", "درهم درهمًا دراهم", "درهمان درهمين"),
    ("egp", "جنيه جنيهًا جنيهات", "جنيهان جنيهين"),
    ("dinar", "دينار دينارًا دنانير", "ديناران دينارين"),
    ("lira", "ليرة ليرات", "ليرتان ليرتين"),
    ("usd", "دولار دولارًا دولارات", "دولاران دولارين"),
    ("eur", "يورو", ""),
    # the shekel, in its two spellings ("٢٢٠ شيكلاً"، "بـ ٤٠٠ شيكل"، "٣٠ شيقلاً"، "شواكل")
    ("ils", "شيكل شيكلًا شواكل شيقل شيقلًا شواقل", "شيكلان شيكلين شيقلان شيقلين"),
):
    for _w in _f(_ws):
        CURRENCIES[_w] = (_code, 1.0)
    for _w in _f(_dual):
        CURRENCIES[_w] = (_code, 2.0)
#: the parts of a currency: قرش (piastre) of the Egyptian pound and هللة (halala) of the Saudi riyal
#: are hundredths, as سنت (cent) of the US dollar ("٣٥ سنتًا أمريكيًا" = $0.35); مليم (millime) of the Tunisian
#: dinar and بيسة (baisa) of the Omani riyal thousandths (فلس is left out: a thousandth of the Kuwaiti dinar, a
#: hundredth of the dirham)
SUBUNITS: dict[str, tuple[str, float]] = {}
for _code, _ws, _share in (("egp", "قرش قرشًا قروش", 0.01), ("sar", "هللة هللات", 0.01),
                           ("tnd", "مليم مليمًا مليمات ملاليم", 0.001), ("omr", "بيسة بيسات", 0.001),
                           ("usd", "سنت سنتًا سنتات", 0.01)):
    for _w in _f(_ws):
        SUBUNITS[_w] = (_code, _share)
#: THE FILS: فلس is the part of two currencies, a hundredth of the dirham and a thousandth of a dinar (the Kuwaiti,
#: Bahraini, Jordanian, Iraqi), so it is read by its text's currency (:func:`_fils_of_text`): a hundredth of the dirham
#: ("23 فلسًا" = 0.23 درهم) unless the text's other sums are a dinar's and none a dirham's ("عشرة دنانير و750 فلسًا" =
#: 10.75 دنانير); ``matching.same_value`` lets one text's reading meet the other currency's sum
FILS = frozenset(_f("فلس فلسًا فلسات"))
FILS_DINARS = frozenset(("dinar", "kwd", "bhd", "jod", "iqd"))
for _w in FILS:
    SUBUNITS[_w] = ("aed", 0.01)
#: a nationality after the currency noun names the currency
_CURRENCY_ADJ = {
    "dinar": {"أردني": "jod", "كويتي": "kwd", "بحريني": "bhd", "عراقي": "iqd", "تونسي": "tnd",
              "ليبي": "lyd", "جزائري": "dzd", "أردنيًا": "jod", "كويتيًا": "kwd"},
    "lira": {"لبنانية": "lbp", "سورية": "syp", "تركية": "try", "لبنانيه": "lbp"},
    "riyal": {"سعودي": "sar", "عماني": "omr", "قطري": "qar", "يمني": "yer", "سعوديًا": "sar"},
    "egp": {"مصري": "egp", "إسترليني": "gbp", "استرليني": "gbp", "سوداني": "sdg"},
    "aed": {"إماراتي": "aed", "مغربي": "mad"},
    "usd": {"أمريكي": "usd", "أميركي": "usd", "كندي": "cad", "أسترالي": "aud"},
}
_CURRENCY_ADJ = {k: {fold_text(a): c for a, c in v.items()} for k, v in _CURRENCY_ADJ.items()}
#: the nationality in agreement with a plural or dual noun: "5 ريالات عُمانية"، "ريالان عمانيان"، "دنانير كويتية"
_ADJ_ENDINGS = ("ه", "ان", "ين", "ون", "ات")
_CURRENCY_ADJ = {k: {**{a + e: c for a, c in v.items() for e in _ADJ_ENDINGS if a.endswith("ي")}, **v}
                 for k, v in _CURRENCY_ADJ.items()}
#: a dinar, a lira or a riyal the text does not say whose: any country's ("50 ديناراً" after "30 ديناراً
#: كويتياً" is the Kuwaiti one the answer writes "٥٠ د.ك"; "١٢ ريالاً" the context's "12 ريالاً عُمانياً")
_GENERIC = {k: frozenset(_CURRENCY_ADJ[k].values()) for k in ("dinar", "lira", "riyal")}


def same_currency(a: str | None, b: str | None) -> bool:
    """Whether two currency codes can name one currency: equal, or a bare dinar/lira/riyal and a country's."""
    if a == b:
        return True
    return (a in _GENERIC and b in _GENERIC[a]) or (b in _GENERIC and a in _GENERIC[b])  # type: ignore[index]


#: THE BARE DIRHAM: "درهم" with no nationality and no sign is read as the Emirati dirham (the code ``aed``), but says no
#: country: it is the Moroccan one too where the other text names it ("130 درهمًا" for "130 درهمًا مغربيًا"), as a bare
#: dinar or riyal is any country's (:func:`same_currency`). The national dirhams stay apart ("درهم إماراتي" is no "درهم
#: مغربي").
DIRHAMS = frozenset(("aed", "mad"))
_DIRHAM_WORDS = frozenset(w for w, (c, _) in CURRENCIES.items() if c == "aed")


def bare_dirham(raw: str) -> bool:
    """Whether a sum read as ``aed`` names its dirham by the bare noun alone (:data:`_DIRHAM_WORDS`): no nationality
    after it, no sign or Latin code ("د.إ"، "AED")."""
    words = _WORD_AR.findall(fold_text(raw))
    return any(w in _DIRHAM_WORDS for w in words) and not any(w in _CURRENCY_ADJ["aed"] or w[:-1] in _CURRENCY_ADJ["aed"]
                                                           for w in words) \
        and not re.search(r"[A-Za-z.]", raw)


_WORD_AR = re.compile(rf"[{_L}]+")
_CURRENCY_ABBR = {
    "ر.س": "sar", "ر س": "sar", "د.إ": "aed", "د.أ": "jod", "د.ك": "kwd", "د.ب": "bhd", "ر.ع": "omr",
    "ر.ق": "qar", "ج.م": "egp", "ل.ل": "lbp", "ل.س": "syp", "د.ع": "iqd", "د.ت": "tnd",
    # the Maghreb's: the Algerian dinar written with and without its point ("6000 دج"، "د.ج"), the Moroccan dirham ("د.م")
    "د.ج": "dzd", "دج": "dzd", "د.م": "mad",
}
_CURRENCY_ABBR = {fold_text(k): v for k, v in _CURRENCY_ABBR.items()}
#: THE GULF LATIN CODES: the local Latin abbreviations an Arabic answer writes after a figure ("16.500 BD"، "45 KD"،
#: "5 JD"، "50 QR"، "100 SR"، "3 RO") — no ISO codes, so the English reader takes them for a unit word; in a text with
#: Arabic they are the Bahraini, Kuwaiti and Jordanian dinar, the Qatari and Saudi riyal and the Omani rial
LATIN_CODES = {"bd": "bhd", "kd": "kwd", "jd": "jod", "qr": "qar", "sr": "sar", "ro": "omr"}
_LATIN_CODE_AT = re.compile(r"[ \u00a0]?(?P<c>" + "|".join(LATIN_CODES) + r")\.?(?![a-z])")
#: THE CODE BEFORE: the Latin code written before the figure, as English does ("(BD 30)"، "KD 4"): that currency too
_LATIN_CODE_BEFORE = re.compile(r"(?<![a-z])(?P<c>" + "|".join(LATIN_CODES) + r")\.?[ \u00a0]?$")
_ONE_AFTER = set(_f("واحد واحدة واحدًا"))
_THE_ONE = set(_f("الواحد الواحدة"))

_PERCENT_WORDS = _f("المائة المئة")
_FRACTIONS = {fold_text("نصف"): 2, fold_text("ربع"): 4, fold_text("ثلث"): 3}
_TWO_THIRDS = set(_f("ثلثا ثلثي ثلثان ثلثين"))  # two thirds in its case forms ("الثلثين"، "ثلثان": THE DUAL FRACTION)

_HALF_AT = re.compile(r"\s+و\s?(?:نصفا|نصف|نص)" + _NA)  # "شهر ونص": the colloquial half; "ريالات ونصفًا" accusative
#: THE MEASURE AND A PART: a measure, a duration or a sum followed by "و" and a quarter or a third
#: ("ساعتان وربع" = 2.25 hours, "ساعة وثلث" = 80 minutes, "دينار وربع" = 1.25 dinars, "٣ كيلو وربع") adds that part of
#: its unit, as its half does (:data:`_HALF_AT`; English "and a quarter", ``matching._and_a_part``) — not when the part
#: heads a noun of its own ("٣ أيام وربع الرسوم": a quarter of the fees) or a unit after it ("ساعتان وربع ساعة" is read by
#: the fraction's own unit)
_PART_AT = re.compile(r"\s+و\s?(?P<p>ربعا|ربع|ثلث)" + _NA + rf"(?!\s*(?:ال|لل)[{_L}])")
_PARTS = {"ربعا": 0.25, "ربع": 0.25, "ثلث": 1 / 3}  # (not "ثلثا": two thirds, or a third's accusative)


#: THE PART OF A PERIOD: a fraction with the article before an ordinal ("النصف الأول من مايو" the first half of May,
#: "في الربع الأخير من السنة", "النصف الثاني من الشهر") names which part, not a share: no figure (and no day of the
#: month: :mod:`.dates` reads "الأول من مايو" after it as no date)
_PART_ORDINAL = re.compile(r"[\s*_]+(?:" + "|".join(sorted(ORDINAL_WORDS | {fold_text("الأخير"), fold_text("الاخير")}, key=len, reverse=True))
                           + ")" + _NA)


_OF_WORD = re.compile(rf"\s+من\s+(?:ال)?(?P<w>[{_L}]+)")
_PERIOD_NOUNS = frozenset(_f("عام موسم فصل سنه شهر اسبوع يوم ليل نهار صيف شتاء ربيع خريف"))


def _of_period(low: str, at: int) -> bool:
    """Does "من" and a period follow ``at`` (a unit of time, a season, a month's name: "من مايو"، "من السنة")?"""
    from . import dates

    m = _OF_WORD.match(low, at)
    return m is not None and (m.group("w") in UNITS or m.group("w") in _PERIOD_NOUNS or m.group("w") in dates._MONTH_WORDS)


def _part_at(low: str, at: int) -> tuple[float, int] | None:
    """The part of a unit added right after ``at`` ("ونصف", "وربع", "وثلث") and where it ends."""
    if (h := _HALF_AT.match(low, at)) is not None:
        return 0.5, h.end()
    if (q := _PART_AT.match(low, at)) is not None:
        n = _NEXT_WORD.match(low, q.end())
        if n is not None and (n.group("w") in UNITS or n.group("w") in CURRENCIES or n.group("w") in MEASURES):
            return None
        return _PARTS[q.group("p")], q.end()
    return None
#: THE FRACTION OF A SCALE: a fraction word right before a scale word ("نصف مليون ليرة" = 500,000 lira, "ربع مليون
#: درهم" = 250,000 dirhams, "نصف المليون" = 500,000) is that share of it, and a scale's half may repeat its scale with
#: the article ("مليونان ونصف المليون" = 2,500,000, as "مليون ونصف" is 1,500,000) — not a percentage and a separate
#: figure (the run pass, :func:`_scale_fraction`)
_SCALE_HALF_REPEAT = re.compile(r"\s+(?:ال)?(?:" + "|".join(map(re.escape, sorted(_THOUSAND | _MILLION, key=len, reverse=True)))
                                + ")" + _NA)
_FRACTION_BEFORE = re.compile(rf"(?<![{_L}])(?:[وبلفك])?(?P<f>" + "|".join(_FRACTIONS) + r")[\s*_]+$")
#: plural fraction nouns after a count: "ثلاثة أرباع" = 3/4
_PLURAL_FRACTIONS = {fold_text(w): d for w, d in (("أثلاث", 3), ("أرباع", 4), ("أخماس", 5), ("أسداس", 6),
                                                   ("أسباع", 7), ("أثمان", 8), ("أتساع", 9), ("أعشار", 10))}
#: clock hours as ordinals: "العاشرة صباحًا" = 10:00, "الحادية عشرة" = 11
_HOUR_ORDINALS = {fold_text(w): i for i, w in enumerate(
    "الواحدة الثانية الثالثة الرابعة الخامسة السادسة السابعة الثامنة التاسعة العاشرة".split(), start=1)}
_HOUR_ORDINALS[fold_text("الحادية")] = 1
_AM = set(_f("صباحًا صباحا صباح ص فجرًا"))
_PM = set(_f("مساءً مساء مساءا ظهرًا عصرًا ليلًا م"))
#: the night's half of the day: its twelve is midnight ("12 ليلًا"، "الثانية عشرة ليلًا" = 00:00), not noon
_NIGHT = set(_f("ليلًا ليلا"))
#: THE NOON ADVERB: "ظهرًا" names the hours about noon, as "الظهر" does (:func:`_part_hour`'s noon): 11 and 12 keep their
#: hour ("١١ ظهرًا" = 11:00, "الثانية عشرة ظهرًا" = 12:00), 1–5 are after noon ("٢ ظهرًا" = 14:00); another hour is none
_NOON_ADVERB = set(_f("ظهرًا ظهرا ظهراً"))
#: THE CARDINAL CLOCK HOUR: the hour written as a cardinal word, the dialects' way ("الساعة عشرة مساءً"، "خمسة العصر"،
#: "الساعة احدعش الظهر"): 1–12 in words, read as a time only before a part of the day (an adverb of :data:`_AM`/:data:`_PM`
#: or a phrase of :data:`_DAY_PART`), which decides the half of the day as it does after a figure
CLOCK_WORDS = {**{w: _UNITS_W[w] for w in _f("واحدة واحد اثنين اثنتين اثنا اثني اثنتا اثنتي ثلاث ثلاثة أربع أربعة خمس خمسة ست ستة"
                                             " سبع سبعة ثمان ثماني ثمانية تسع تسعة عشر عشرة")},
               **{fold_text(w): 11 for w in ("احدعش", "حداش", "احدعشر")}, **{fold_text(w): 12 for w in ("اطنعش", "اتناش", "اثنعش")}}


def _noon_hour(h: int) -> int | None:
    """The 24-hour clock's hour for ``h`` said with :data:`_NOON_ADVERB`, or None."""
    return h if h in (11, 12) else (h + 12 if 1 <= h <= 5 else None)

_WORD = re.compile(rf"[{_L}]+")
_DIGITS = re.compile(r"(?<![0-9.,/:])(?P<n>\d{1,3}(?:,\d{3})+(?![0-9])|\d+)(?:\.(?P<dec>\d+))?(?![0-9]|[/:][0-9])")
_TIME = re.compile(r"(?<![0-9.,/:])(?P<h>\d{1,2})(?::(?P<mi>\d{2}))?(?![0-9/:])\s*(?P<ap>[" + _L + r"]+)")
_ABBR_AT = re.compile(r"\s*(?P<a>" + _alt(_CURRENCY_ABBR) + r")\.?" + _NA)
_PCT_AT = re.compile(r"\s?%|\s+(?:في\s+|ب)(?:" + "|".join(map(re.escape, _PERCENT_WORDS)) + ")" + _NA)
_SCALE_AT = re.compile(r"\s+(?P<s>" + _alt(_SCALES) + ")" + _NA)
_NEXT_WORD = re.compile(rf"\s*(?P<w>[{_L}]+)")
#: THE PERIODIC FRACTION: a fraction word before the adjective of a period ("ربع سنوي" quarterly, "نصف سنوية"
#: half-yearly, "ثلث سنوي" every four months, "نصف شهري" twice a month) names how often, not a share: that part of the
#: period, in months (the adjective's forms: سنوي/سنوية/سنويًا, شهري/شهرية/شهريًا); with the article it names a plan
#: ("الاشتراك الربع سنوي") and is no figure
PERIODIC = {fold_text("سنوي"): 12.0, fold_text("شهري"): 1.0}
#: (THE DEFINITE PLAN: the article on the adjective alone, "ربع السنوي"، "نصف السنوي" — the Egyptian and Gulf way of
#: naming the quarterly or half-yearly plan, as "الربع سنوي" is: a name, no share and no figure)
_PERIODIC = re.compile(r"[\s*_]*(?P<al>ال)?(?P<p>" + "|".join(PERIODIC) + rf")(?:ه|ا|ين|ان)?{_NA}")
#: THE DIALECT RANGE: "18 لـ24 شهر"، "أربعة لستة أسابيع" (Levantine, Gulf, Egyptian "from … to"): the ل of "to" between
#: the two ends, as إلى is — only between a bare first end and a second end with its unit (:func:`_ranges`)
_RANGE_GAP_F = re.compile(r"\s*(?:-|(?:الي|حتي|او|و|ل)(?=\s|\d|$))\s*")

try:  # the English extractor's value type and duration folding (one value model for both)
    from ..matching import Value, _DURATIONS
except ImportError:  # pragma: no cover - only if the text layer moves
    raise


def _value(kind: str, amount: float | None, unit: str | None, text: str, offsets, a: int, b: int) -> Value:
    if kind == "quantity" and unit in _DURATIONS:
        unit, factor = _DURATIONS[unit]
        amount = amount * factor  # type: ignore[operator]
    s, e = to_original(offsets, a, b)
    return Value(kind, amount, unit, text[s:e], s, e)


def _currency_at(low: str, p: int, word: str, wend: int) -> tuple[str, float, int]:
    code, amount = CURRENCIES[word]
    end = wend
    m = _NEXT_WORD.match(low, wend)
    if m is not None and code in _CURRENCY_ADJ:
        adj = m.group("w")
        if adj not in _CURRENCY_ADJ[code] and adj.endswith("ا"):
            adj = adj[:-1]  # the accusative "عمانيًا" (tanween alef)
        if adj in _CURRENCY_ADJ[code]:
            code = _CURRENCY_ADJ[code][adj]
            end = m.end()
    return code, amount, end


def _unit_after(low: str, at: int) -> tuple[str, int] | None:
    """The unit of time named by the singular noun right after ``at`` (bare or with the article:
    "ساعة", "الساعة") and where it ends; None when the next word is not one. A fraction before it
    is that part of one unit ("ربع الساعة" = 15 minutes, "ثلاثة أرباع ساعة" = 45 minutes)."""
    n = _NEXT_WORD.match(low, at)
    if n is None:
        return None
    w = n.group("w")
    core = w[2:] if w.startswith("ال") and w[2:] in UNITS else w
    if core in UNITS and UNITS[core][1] == 1.0 and core in _SINGULAR:
        return UNITS[core][0], n.end()
    return None


def _measure_after(low: str, at: int) -> tuple[str, int] | None:
    """THE FRACTION OF A MEASURE: the singular measure named right after ``at`` (bare or with the article: "كيلومتر",
    "الكيلو", "كيلو متر", "لتر") and where it ends; None when the next word is not one. A fraction before it is that part
    of one ("نصف كيلومتر" = 0.5 km, the context's "500 متر"; "ربع لتر"), as before a unit of time or a currency."""
    n = _NEXT_WORD.match(low, at)
    if n is None:
        return None
    w = n.group("w")
    core = w[2:] if w.startswith("ال") and (w[2:] in _ONE_MEASURES or w[2:] == _KILO) else w
    if core not in _ONE_MEASURES and core != _KILO:
        return None
    if core == _KILO and (k := _KILO_METRE.match(low, n.end())) is not None:
        return "km", k.end()  # "نصف كيلو متر"
    return MEASURES[core], n.end()


def _currency_after(low: str, at: int) -> tuple[str, float, int] | None:
    """The currency named right after ``at`` (singular, its country's adjective read): its code, its
    count (1, or 2 for a dual) and where it ends; None when the next word is not one. A fraction
    before it is that share of it ("نصف ريال عماني" = 0.5 OMR)."""
    n = _NEXT_WORD.match(low, at)
    if n is None or n.group("w") not in CURRENCIES:
        return None
    code, count, end = _currency_at(low, n.start("w"), n.group("w"), n.end())
    return code, count, end


#: the rarer fractions, written like a cardinal (خمس five / خُمس a fifth, سبع seven / سُبع a seventh, ثمن
#: price / ثُمن an eighth): a fraction only with its damma written on the first letter ("الخُمس" = 20%)
RARE_FRACTIONS = {fold_text(w): d for w, d in (("خمس", 5), ("سدس", 6), ("سبع", 7), ("ثمن", 8), ("تسع", 9), ("عشر", 10))}
_DAMMA = "\u064f"


#: THE DUAL FRACTION: a rare fraction's dual in its case forms, "خُمسا المبلغ" (construct, nominative), "خُمسي",
#: "خُمسان", "الخُمسين" (two fifths = 40%), "سُدسا التركة" (a third): with its damma, for without it "خمسا" is five and
#: "خمسين" fifty
_DUAL_ENDINGS = ("ان", "ين", "ا", "ي")
_TANWEEN_FATH = "\u064b"


def _rare_fraction(text: str, offsets, low: str, a: int, b: int) -> float | None:
    """The share of one the one word ``low[a:b]`` is when it is a rare fraction with its damma ("الخُمس" = 1/5،
    "بسُدس"), or its dual ("خُمسا" = 2/5: THE DUAL FRACTION), else None."""
    w = low[a:b]
    for pre in ("وال", "بال", "فال", "ال", "و", "ب", "ف", ""):
        if not w.startswith(pre):
            continue
        core = w[len(pre):]
        two = core not in RARE_FRACTIONS
        if two:
            end = next((e for e in _DUAL_ENDINGS if core.endswith(e) and core[:-len(e)] in RARE_FRACTIONS), None)
            if end is None:
                continue
            core = core[:-len(end)]
        s, e = to_original(offsets, a + len(pre), b)
        orig = text[s:e]
        if len(orig) > 1 and orig[1] == _DAMMA:  # (with the tanween, "خُمسًا" is one fifth in the accusative)
            return (2 if two and _TANWEEN_FATH not in orig else 1) / RARE_FRACTIONS[core]
        return None
    return None


def _after(low: str, text: str, offsets, start: int, end: int, amount: float, out: list, *, words: bool,
           scale: float = 0.0) -> int:
    """Read what follows a number ending at ``end`` and add its value; returns the new end.
    ``scale``: the scale word the number ended with ("مليون" in "مليون ونصف")."""
    m = _SCALE_AT.match(low, end)
    if m is not None:
        scale = _SCALES[m.group("s")]
        amount *= scale
        end = m.end()
    if scale and (h := _HALF_AT.match(low, end)) is not None:  # "مليون ونصف" = 1.5 million
        amount += scale / 2
        end = h.end()
        if (r := _SCALE_HALF_REPEAT.match(low, end)) is not None:  # "مليونان ونصف المليون" = 2.5 million
            end = r.end()
    m = _NEXT_WORD.match(low, end)
    if m is not None and m.group("w") in _TIMES_PLURAL:  # "ثلاثة أضعاف" = 3 times
        out.append(_value("quantity", amount, "time", text, offsets, start, m.end()))
        return m.end()
    if m is not None and m.group("w") in _PLURAL_FRACTIONS and amount < _PLURAL_FRACTIONS[m.group("w")]:
        part = amount / _PLURAL_FRACTIONS[m.group("w")]
        if (u := _unit_after(low, m.end())) is not None:  # "ثلاثة أرباع الساعة" = 45 minutes
            out.append(_value("quantity", part, u[0], text, offsets, start, u[1]))
            return u[1]
        out.append(_value("percent", 100 * amount / _PLURAL_FRACTIONS[m.group("w")], None, text, offsets, start, m.end()))
        return m.end()  # "ثلاثة أرباع" = 75%, "أربعة أخماس" = 80%
    m = _PCT_AT.match(low, end)
    if m is not None:
        out.append(_value("percent", amount, None, text, offsets, start, m.end()))
        return m.end()
    m = _ABBR_AT.match(low, end)
    if m is not None:
        code = _CURRENCY_ABBR[m.group("a")]
        if code in ("aed", "jod"):  # د.إ (dirham) and د.أ (Jordanian dinar) fold alike: read the hamza
            s, e = to_original(offsets, m.start("a"), m.end("a"))
            code = "jod" if "أ" in text[s:e] else "aed"
        out.append(_value("money", amount, code, text, offsets, start, m.end()))
        return m.end()
    if (lc := _LATIN_CODE_AT.match(low, end)) is not None:  # "16.500 BD": the Bahraini dinar
        out.append(_value("money", amount, LATIN_CODES[lc.group("c")], text, offsets, start, lc.end()))
        return lc.end()
    if (cu := _CUBIC_AT.match(low, end)) is not None:  # "15 م³" = 15 cubic metres (read as "مترًا مكعبًا" is: metres)
        out.append(_value("quantity", amount, "meter", text, offsets, start, cu.end()))
        return cu.end()
    if (iu := _IU_AT.match(low, end)) is not None:  # "٠٫٥ وحدة دولية/مل" = 0.5 IU (English "0.5 IU/ml")
        out.append(_value("quantity", amount, "iu", text, offsets, start, iu.end()))
        return iu.end()
    m = _NEXT_WORD.match(low, end)
    if m is not None:
        w = m.group("w")
        if w in CURRENCIES:
            code, _, cend = _currency_at(low, start, w, m.end())
            if (pa := _part_at(low, cend)) is not None:  # "٥٦٢ جنيهًا ونصف" = 562.5 pounds, "٣ دنانير وربع"
                amount, cend = amount + pa[0], pa[1]
            out.append(_value("money", amount, code, text, offsets, start, cend))
            return cend
        if w in MEASURES:  # "30 كم/ساعة" = 30 km
            mend = m.end()
            unit = MEASURES[w]
            if w == _KILO and (k := _KILO_METRE.match(low, mend)) is not None:
                unit, mend = "km", k.end()  # "5 كيلو متر"
            if (r := _PER_HOUR.match(low, mend)) is not None:
                mend = r.end()
            elif unit == "meter" and (sq := _SQUARE_AT.match(low, mend)) is not None:
                unit, mend = "square metre", sq.end()  # "١٦ متراً مربعاً" = 16 m² (the English "16 square metres")
            elif (pa := _part_at(low, mend)) is not None:  # "٣ كيلوغرامات ونصف" = 3.5 kg
                amount, mend = amount + pa[0], pa[1]
            out.append(_value("quantity", amount, unit, text, offsets, start, mend))
            return mend
        if w in SUBUNITS:  # "68 قرشًا" = 0.68 of the pound
            code, part = SUBUNITS[w]
            out.append(_value("money", round(amount * part, 6), code, text, offsets, start, m.end()))
            return m.end()
        if w in UNITS:
            unit = UNITS[w][0]
            uend = m.end()
            if unit == "day":
                m2 = _NEXT_WORD.match(low, uend)
                if m2 is not None and m2.group("w") in _DAY_KINDS:
                    unit, uend = _DAY_KINDS[m2.group("w")], m2.end()
            if (pa := _part_at(low, uend)) is not None:  # "3 ساعات ونصف" = 3.5 hours, "3 ساعات وربع" = 3.25
                amount, uend = amount + pa[0], pa[1]
            out.append(_value("quantity", amount, unit, text, offsets, start, uend))
            return uend
    out.append(_value("number", amount, None, text, offsets, start, end))
    return end


#: a clock hour as an ordinal: "العاشرة صباحًا", "الخامسة والنصف مساءً", "الساعة **التاسعة والربع** ليلًا",
#: "السابعة إلا ربعًا" (6:45); emphasis may part its words. Its part of the day may be left unsaid when
#: "الساعة" comes before it or a part of the hour after it ("في الخامسة والنصف"): then it is either half
#: of the day ("~05:30", as "الساعة 8"); an ordinal alone ("في الخامسة") may be any fifth thing. THE JOINED CLOCK
#: HOUR: the ordinal may carry the conjunction "و"/"ف" ("بين السابعة صباحاً **والسابعة مساءً**" = 07:00 and 19:00),
#: as a figure does ("و٧ مساءً").
_EMPH = r"[*_]{0,3}"
_ORD_TIME = re.compile(
    rf"{_NB}(?:(?P<clock>(?:[وبف]|لل)?{re.escape(fold_text('الساعة'))}\s+{_EMPH})|[وف](?=ال))?(?P<o>"
    + "|".join(map(re.escape, sorted(_HOUR_ORDINALS, key=len, reverse=True))) + rf")(?P<teen>\s+{re.escape(fold_text('عشرة'))})?{_NA}"
    rf"(?:\s+(?P<frac>و\s?(?:{_alt(_f('النصف نصف الربع ربع الثلث ثلث'))})|(?:{_alt(_f('إلا الا'))})\s+(?:{_alt(_f('ربع ربعا الربع ثلث ثلثا الثلث'))})){_NA})?"
    rf"(?:[\s*_]*(?P<ap>[{_L}]+))?"
)
_AGE_AFTER = re.compile(rf"[*_\s]*(?:{fold_text('من')}\s+)?(?:ال)?(?:{fold_text('عمر')}|{fold_text('سن')}){_NA}|[*_\s]*(?:{fold_text('من')}\s+)?(?:ال)?{fold_text('عمر')}")
#: minutes a part of the hour adds ("والنصف" 30, "والربع" 15, "والثلث" 20) or takes ("إلا ربعًا" −15)
_CLOCK_PARTS = {fold_text("نصف"): 30, fold_text("نص"): 30, fold_text("ربع"): 15, fold_text("ثلث"): 20}


def _clock_minutes(frac: str | None) -> int:
    if not frac:
        return 0
    ws = frac.replace("و", " ", 1).split() if frac.startswith("و") else frac.split()
    part = ws[-1].removeprefix("ال")
    part = part[:-1] if part.endswith("ا") and part[:-1] in _CLOCK_PARTS else part
    mins = _CLOCK_PARTS.get(part, 0)
    return -mins if not frac.startswith("و") else mins


#: midnight and noon: "منتصف الليل" = 00:00 (English "midnight"), "12 منتصف الليل" and "١٢:٠٠ منتصف الليل" too;
#: "منتصف النهار" / "الظهر" = 12:00
_MIDDAY = {fold_text("الليل"): 0, fold_text("النهار"): 720, fold_text("الظهر"): 720, fold_text("الظهيرة"): 720}
_MIDNIGHT = re.compile(rf"(?:(?<![0-9.,/:])(?P<h>12|0?0)(?::00)?\s*)?{_NB}{fold_text('منتصف')}\s+(?P<p>{_alt(_MIDDAY)}){_NA}")


#: round the clock: "على مدار الساعة" and "24/7" are 24 hours ("على مدار ٢٤ ساعة")
_ROUND_THE_CLOCK = re.compile(rf"{_NB}{fold_text('على مدار الساعة')}{_NA}|(?<![0-9/])24\s*/\s*7(?![0-9/])")


#: a part of the day written as a phrase after the hour, in the standard language and the dialects
#: (one grammar): ``HOUR [ديال|تاع|متاع|بتاع|تبع|في|من] [بعد [منتصف]] [بال|ال|لل]PART`` — "6 ديال الليل"
#: (Moroccan), "١١ الصبح"، "9 بالليل"، "4 العصر"، "2 بعد الظهر"، "الثانية بعد الظهر"، "٢ بعد منتصف الليل";
#: "من" only before the part in construct ("10 من صباح الجمعة"; "5 من العصر الحديث" is no hour).
#: The part decides the half of the day (:func:`_part_hour`).
_PART_WORDS = {**{fold_text(w): "am" for w in ("صبح", "صباح", "فجر")},
               **{fold_text(w): "noon" for w in ("ظهر", "ظهيرة")},
               **{fold_text(w): "pm" for w in ("عصر", "مغرب", "مسا", "مساء", "عشية", "عشا", "عشاء")},
               fold_text("ليل"): "night"}
_DAY_PART = re.compile(
    rf"[\s*_]*(?:(?:{_alt(_f('ديال تاع متاع بتاع تبع في'))})\s+(?=\S)|(?P<of>{fold_text('من')}\s+(?!ال)))?(?P<after>{fold_text('بعد')}\s+)?"
    rf"(?P<mid>{fold_text('منتصف')}\s+)?(?:بال|ال|لل)?(?P<p>{_alt(_PART_WORDS)}){_NA}")


_AFTER_HOUR = re.compile(rf"\d{{1,2}}\s+{fold_text('بعد')}\s+$")


def _part_hour(h: int, m: re.Match) -> int | None:
    """The hour of the 24-hour clock for the hour ``h`` (1–12) of a day-part phrase ``m`` (:data:`_DAY_PART`),
    or None: the morning keeps it (12 is midnight); after noon, the afternoon and the evening add 12; noon
    keeps 11 and 12 and adds 12 to 1–5; the night adds 12 to 6–11, makes 12 midnight and keeps 1–5 (the small
    hours); "بعد منتصف الليل" keeps it (12 is midnight); "منتصف" alone is midnight/noon itself (:data:`_MIDNIGHT`)."""
    if not 1 <= h <= 12:
        return None
    part = _PART_WORDS[m.group("p")]
    if m.group("mid"):
        return (h % 12) if (m.group("after") and part == "night") else None
    if part == "am":
        return 0 if h == 12 else h
    if part == "pm" or (part == "noon" and m.group("after")):
        return h if h == 12 else h + 12
    if part == "noon":
        return h if h >= 11 else (h + 12 if h <= 5 else None)
    return 0 if h == 12 else (h + 12 if h >= 6 else h)  # the night


def _times(low: str, text: str, offsets, out: list) -> list[tuple[int, int]]:
    spans = []
    for m in (_ROUND_THE_CLOCK.finditer(low) if "24" in low or fold_text("مدار") in low else ()):
        a = m.start() + (len(fold_text("على مدار ")) if not m.group().startswith("24") else 0)
        out.append(_value("quantity", 24.0, "hour", text, offsets, a, m.end()))
        spans.append((m.start(), m.end()))
    for m in (_MIDNIGHT.finditer(low) if fold_text("منتصف") in low else ()):
        if _AFTER_HOUR.search(low, max(0, m.start() - 12), m.start()):
            continue  # "٢ بعد منتصف الليل" is 02:00 (:data:`_DAY_PART`), not midnight
        t = _MIDDAY[m.group("p")]
        out.append(_value("time", float(t), f"{t // 60:02d}:00", text, offsets, m.start(), m.end()))
        spans.append((m.start(), m.end()))
    for m in _ORD_TIME.finditer(low):  # "العاشرة صباحًا", "الحادية عشرة ليلًا", "الثانية والنصف ظهرًا"
        ap = m.group("ap")
        said = ap is not None and (ap in _AM or ap in _PM) and ap != "م"
        part = None if said else _DAY_PART.match(low, m.end("frac") if m.group("frac") else m.end("teen") if m.group("teen") else m.end("o"))
        if part is not None:  # "الثانية بعد الظهر"، "السادسة ديال الليل"
            h0 = _HOUR_ORDINALS[m.group("o")] + (10 if m.group("teen") else 0)
            if not (m.group("o") == fold_text("الحادية") and not m.group("teen")) and (h24 := _part_hour(h0, part)) is not None:
                t = (h24 * 60 + _clock_minutes(m.group("frac"))) % 1440
                out.append(_value("time", float(t), f"{t // 60:02d}:{t % 60:02d}", text, offsets, m.start("o"), part.end()))
                spans.append((m.start(), part.end()))
                continue
        if not said and not (m.group("clock") or m.group("frac")) or _AGE_AFTER.match(low, m.end("frac") if m.group("frac") else m.end()):
            continue  # "في الخامسة": the fifth of anything; "في الخامسة والنصف من عمره": an age
        h = _HOUR_ORDINALS[m.group("o")] + (10 if m.group("teen") else 0)
        if h > 12 or (m.group("o") == fold_text("الحادية") and not m.group("teen")):
            continue
        t = (h * 60 + _clock_minutes(m.group("frac"))) % 720
        h, mi = divmod(t, 60)
        end = m.end() if said else (m.end("frac") if m.group("frac") else m.end("o") if not m.group("teen") else m.end("teen"))
        a = m.start("o")
        if not said:  # either half of the day, as "الساعة 8"
            h = h or 12
            out.append(_value("time", float(h * 60 + mi), f"~{h:02d}:{mi:02d}", text, offsets, a, end))
            spans.append((m.start(), end))
            continue
        if ap in _NIGHT and h == 12:
            h = 0  # "الثانية عشرة ليلًا" = 00:00
        elif ap in _NOON_ADVERB:  # "الثانية عشرة ظهرًا" = 12:00, "الحادية عشرة ظهرًا" = 11:00, "الثانية ظهرًا" = 14:00
            if (noon := _noon_hour(h or 12)) is None:
                continue
            h = noon
        elif ap in _PM:  # "الخامسة مساءً" = 17:00
            h += 12
        out.append(_value("time", float(h * 60 + mi), f"{h:02d}:{mi:02d}", text, offsets, a, end))
        spans.append((m.start(), end))
    for m in _TIME.finditer(low):
        if _taken(spans, m.start(), m.end()):
            continue
        ap = m.group("ap")
        if ap not in _AM and ap not in _PM:
            part = _DAY_PART.match(low, m.end("mi") if m.group("mi") else m.end("h"))
            h24 = _part_hour(int(m.group("h")), part) if part is not None else None
            mi = int(m.group("mi") or 0)
            if h24 is not None and mi <= 59:  # "6 ديال الليل"، "١١ الصبح"، "2 بعد الظهر"
                out.append(_value("time", float(h24 * 60 + mi), f"{h24:02d}:{mi:02d}", text, offsets, m.start(), part.end()))  # type: ignore[union-attr]
                spans.append((m.start(), part.end()))  # type: ignore[union-attr]
            continue
        h, mi = int(m.group("h")), int(m.group("mi") or 0)
        if h > 23 or mi > 59 or (ap == "م" and m.group("mi") is None):
            continue  # "2025م" is a Gregorian year, "4 م" too ambiguous without minutes
        if ap in _NOON_ADVERB:  # "١١ ظهرًا" = 11:00, "١ ظهرًا" = 13:00
            if (noon := _noon_hour(h)) is None:
                continue
            h = noon
        elif ap in _PM and h < 12:
            h += 12
        elif (ap in _AM or ap in _NIGHT) and h == 12:
            h = 0  # "12 صباحًا"، "12 ليلًا": midnight
        out.append(_value("time", float(h * 60 + mi), f"{h:02d}:{mi:02d}", text, offsets, m.start(), m.end()))
        spans.append((m.start(), m.end()))
    _word_hours(low, text, offsets, out, spans)
    _oclock(low, text, offsets, out, spans)
    return spans


_CLOCK_WORD = re.compile(rf"{_NB}(?:(?:[وبف]|لل)?{fold_text('الساعة')}\s+{_EMPH})?[وف]?(?P<w>{_alt(CLOCK_WORDS)})"
                         rf"(?:\s+(?P<teen>{_alt(_TEN)}))?{_NA}(?:\s+(?P<frac>و\s?(?:{_alt(_f('النصف نصف نص الربع ربع الثلث ثلث'))})){_NA})?")


def _word_hours(low: str, text: str, offsets, out: list, spans: list) -> None:
    """THE CARDINAL CLOCK HOUR (:data:`CLOCK_WORDS`): "الساعة عشرة مساءً" = 22:00, "خمسة العصر" = 17:00."""
    for m in _CLOCK_WORD.finditer(low):
        if _taken(spans, m.start(), m.end()):
            continue
        h = CLOCK_WORDS[m.group("w")]
        if m.group("teen"):
            if h > 2:
                continue  # "ثلاثة عشر": thirteen, no hour
            h += 10
        after = m.end()
        n = _NEXT_WORD.match(low, after)
        if n is not None and (n.group("w") in _AM or n.group("w") in _PM or n.group("w") in _NIGHT) and n.group("w") != "م":
            ap, end = n.group("w"), n.end()
            if ap in _NOON_ADVERB:
                h24 = _noon_hour(h)
            elif ap in _NIGHT and h == 12:
                h24 = 0
            elif ap in _PM:
                h24 = h if h == 12 else h + 12
            else:
                h24 = 0 if h == 12 else h
        else:
            part = _DAY_PART.match(low, after)
            if part is None:
                continue
            h24, end = _part_hour(h, part), part.end()
        if h24 is None:
            continue
        t = (h24 * 60 + _clock_minutes(m.group("frac"))) % 1440
        out.append(_value("time", float(t), f"{t // 60:02d}:{t % 60:02d}", text, offsets, m.start("w"), end))
        spans.append((m.start(), end))


#: "الساعة 8"، "عند الساعة ٨:٣٠": the hour of the clock with no part of the day, either half of it
#: (English "8 o'clock", unit "~08:00")
_OCLOCK = re.compile(rf"{_NB}(?:[وبف]|لل)?{fold_text('الساعة')}\s+(?P<h>\d{{1,2}})(?::(?P<mi>\d{{2}}))?(?![0-9:/]|[.,]\d)")


def _oclock(low: str, text: str, offsets, out: list, spans: list) -> None:
    for m in (_OCLOCK.finditer(low) if fold_text("الساعة") in low else ()):
        if _taken(spans, m.start("h"), m.end()):
            continue
        n = _NEXT_WORD.match(low, m.end())
        if n is not None and (n.group("w") in UNITS or n.group("w") in _AM or n.group("w") in _PM):
            continue  # "الساعة 8 ساعات", or a part of the day _TIME reads
        h, mi = int(m.group("h")), int(m.group("mi") or 0)
        if not 1 <= h <= 23 or mi > 59:
            continue
        out.append(_value("time", float(h * 60 + mi), f"{'~' if h <= 12 else ''}{h:02d}:{mi:02d}", text, offsets, m.start("h"), m.end()))
        spans.append((m.start("h"), m.end()))


def _taken(spans: list[tuple[int, int]], a: int, b: int) -> bool:
    return any(s < b and a < e for s, e in spans)


#: an age said by its ordinal or its tens in words after the noun of age ("عند إكمال سن الستين"، "سن الخامسة والخمسين
#: للأنثى"، "بلوغ سن الثامنة عشرة"، "عمر الحادية والعشرين"): N years, as "٥٥ سنة" is (the run pass would read the
#: tens alone: "الخامسة والخمسين" is 55, not 50)
AGE_NOUNS = "سن السن عمر العمر"
#: THE AGE REACHED BY ITS ORDINAL: a verb of completing or reaching (أتمّ، أكمل، بلغ، يتم، بلوغ …) before an ordinal, the
#: year left unsaid ("الإذن بزواج من أتمّ السادسة عشرة" is 16 years, "من بلغ الثامنة عشرة" 18): N years, as after the noun
AGE_VERBS = "أتم يتم تتم أتمت أكمل يكمل تكمل أكملت بلغ يبلغ تبلغ بلغت إتمام إكمال بلوغ"
_AGE_ORDINAL = re.compile(rf"{_NB}(?:[وفبل]|بال|لل|وال|وب|ول)?(?:{_alt(_f(AGE_NOUNS))})\s+(?P<o>{ORDINAL_RE})"
                          rf"|{_NB}(?:[وفبل]|ل|ب)?(?:{_alt(_f(AGE_VERBS))})\s+(?:{_alt(_f(AGE_NOUNS))}\s+)?(?P<o2>{ORDINAL_RE})")
#: the words one of which a text with an age in words holds (a substring test before the pattern)
_AGE_HINTS = tuple(dict.fromkeys([fold_text("سن"), fold_text("عمر")] + [fold_text(w) for w in AGE_VERBS.split()]))


def _ages(low: str, text: str, offsets, out: list) -> list[tuple[int, int]]:
    """The ages in words after the noun of age (:data:`_AGE_ORDINAL`), as quantities of years; their spans."""
    spans = []
    for m in _AGE_ORDINAL.finditer(low):
        g = "o" if m.group("o") else "o2"
        n = ordinal_value(m.group(g))
        if n is None or n < 2:
            continue
        out.append(_value("quantity", float(n), "year", text, offsets, m.start(g), m.end(g)))
        spans.append((m.start(g), m.end(g)))
    return spans


def extract(text: str) -> list[Value]:
    """The Arabic-read values of ``text`` (digits followed by Arabic words, number words, duals,
    fractions, Arabic dates and times), spans in ``text``; sorted by position."""
    from . import dates

    low, offsets = fold(text)
    low = thousands_points(decimal_commas(low.lower()))  # "4,5%" is 4.5%, "10.000" 10,000 (same length)
    out: list[Value] = []
    taken: list[tuple[int, int]] = []
    for v, a, b in dates.extract_folded(low):
        s, e = to_original(offsets, a, b)
        out.append(Value(v.kind, v.amount, v.unit, text[s:e], s, e))
        taken.append((a, b))
    taken += _times(low, text, offsets, out)
    if any(h in low for h in _AGE_HINTS):
        taken += _ages(low, text, offsets, out)
    m: re.Match[str] | None
    for m in _DIGITS.finditer(low):
        a = m.start()
        if _taken(taken, a, m.end()):
            continue
        if a and low[a - 1].isalnum() and not _WORD.match(low, a - 1):
            continue  # inside an identifier ("A4")
        amount = float(m.group("n").replace(",", "") + ("." + m.group("dec") if m.group("dec") else ""))
        if a and low[a - 1] == "%" and (a < 2 or not low[a - 2].isdigit()) and _PCT_AT.match(low, m.end()) is None:
            # "٪١٥": the sign before the figure, as a right-to-left text typed in visual order may put it
            out.append(_value("percent", amount, None, text, offsets, a - 1, m.end()))
            taken.append((a - 1, m.end()))
            continue
        stop = m.end()
        if a and low[a - 1] == "(" and low[stop:stop + 1] == ")" and (n := _NEXT_WORD.match(low, stop + 1)) is not None \
                and (n.group("w") in UNITS or n.group("w") in CURRENCIES or n.group("w") in MEASURES):
            stop += 1  # THE BRACKETED FIGURE: "خلال (٣٠) يوم عمل"، "غرامة (٥٠٠) درهم" (the legal style): the figure and its unit
        n_out = len(out)
        end = _after(low, text, offsets, a, stop, amount, out, words=False)
        if end and len(out) == n_out + 1 and out[-1].kind == "number" \
                and (lb := _LATIN_CODE_BEFORE.search(low, max(0, a - 5), a)) is not None:
            out[-1] = _value("money", amount, LATIN_CODES[lb.group("c")], text, offsets, lb.start("c"), end)
            a = lb.start("c")
        if end:
            taken.append((a, end))
    words = [(w.group(), w.start()) for w in _WORD.finditer(low)]
    run_end = -1
    for w, at in words:  # a run can only start at a word that is (a proclitic and) a number word
        if at < run_end or w not in _RUN_STARTS:
            continue
        m = _NUMRUN.match(low, at)
        if m is None:
            continue
        a, b = m.start("run"), m.end("run")
        parts = list(_RUNWORD.finditer(low, a, b))
        cut = _joined_cut(parts)
        if cut:  # "ثمانية واثني عشر" is 8 and 12: the run ends before the و
            b = parts[cut].start()
            while b > a and low[b - 1].isspace():
                b -= 1
            parts = parts[:cut]
        run_end = b
        if _taken(taken, a, b):
            continue
        ws = [_part(w, k)[0] for k, w in enumerate(parts)]
        pre = m.group("pre")
        if len(parts) == 1 and (d := _rare_fraction(text, offsets, low, m.start(), b)) is not None:
            a1 = m.start() + len(pre.removesuffix("ال")) if pre.endswith("ال") else a
            if (u := _unit_after(low, b)) is not None:  # "سُدس ساعة" = 10 minutes
                out.append(_value("quantity", d, u[0], text, offsets, a1, u[1]))
                taken.append((a1, u[1]))
            elif (c := _currency_after(low, b)) is not None:
                out.append(_value("money", c[1] * d, c[0], text, offsets, a1, c[2]))
                taken.append((a1, c[2]))
            else:  # "خصم الخُمس" = 20%, "خُمسا المبلغ" = 40%
                out.append(_value("percent", 100 * d, None, text, offsets, a1, b))
                taken.append((a1, b))
            continue
        if len(ws) == 1 and ws[0] in _SCALES and pre in ("", "ال") \
                and (fr := _FRACTION_BEFORE.search(low, max(0, m.start() - 12), m.start())) is not None:
            # "نصف مليون ليرة" = 500,000 lira, "ربع المليون" = 250,000 (THE FRACTION OF A SCALE)
            end = _after(low, text, offsets, fr.start("f"), b, _SCALES[ws[0]] / _FRACTIONS[fr.group("f")], out, words=True)
            taken.append((fr.start("f"), end))
            continue
        if pre.endswith("ال") and ws and (ws[0] in _SCALES or (len(ws) == 1 and ws[0] in _HUNDRED)):
            continue  # "الألف" (the thousand) as a noun; "في المائة" (per cent)
        if len(ws) == 1 and (ws[0] in _TEEN_ONE or ws[0] in _UNCOUNTED):
            continue  # (a lone plural scale: :data:`UNCOUNTED_SCALES`)
        if ws[0] in _TEN and (p := _WORD_BEFORE.search(low, max(0, a - 24), a)) is not None and p.group(1) in ORDINAL_WORDS:
            continue  # "الحادي عشر"، "الخامسة عشرة": an ordinal's ten, no number
        if pre == "وال" and len(ws) == 1 and ws[0] in _TENS_W \
                and (p := _WORD_BEFORE.search(low, max(0, m.start() - 24), m.start())) is not None and p.group(1) in ORDINAL_WORDS:
            continue  # THE COMPOUND ORDINAL: "اليوم الخامس والعشرون"، "الحادية والثلاثين": a unit ordinal joined to its
            # ten with the article, one ordinal (text.arabic.ordinals), no cardinal twenty
        if len(ws) == 1 and ws[0] in _DUAL_CONSTRUCT and (n := _NEXT_WORD.match(low, b)) is not None \
                and (n.group("w") in CURRENCIES or n.group("w") in UNITS):
            value2 = 2 * int(_SCALES[ws[0]])  # "ألفا ريال"، "مليونا درهم": the dual in construct before its noun
            end = _after(low, text, offsets, a, b, float(value2), out, words=True)
            taken.append((a, end))
            continue
        if all(w in _THOUSAND for w in ws) and (n := _NEXT_WORD.match(low, b)) is not None \
                and n.group("w").removeprefix("و") in _WISHES:
            continue  # "ألف ألف مبروك": a wish
        value = words_to_number(ws)
        if value is None:
            continue
        if len(ws) == 1 and len(pre) == 1 and pre != "و" and len(ws[0]) <= 3 and pre + ws[0] not in _SIX_BEHIND \
                and ((n := _NEXT_WORD.match(low, b)) is None or (n.group("w") not in UNITS and n.group("w") not in CURRENCIES)):
            continue  # "لست متأكدًا" (I'm not), "كمية" (a quantity): a short number word read behind one proclitic
            # letter, with nothing counted after it, is the whole word ("بست ساعات"، "بمية ريال" still count)
        if value == 1 and len(ws) == 1:  # a lone "واحد" counts only before a unit or a currency (as "one")
            n = _NEXT_WORD.match(low, b)
            if n is None or (n.group("w") not in UNITS and n.group("w") not in CURRENCIES):
                continue
        if pre.endswith("ال") and (u := _unit_before(low, m.start("pre"))) is not None and value > 1:
            out.append(_value("quantity", float(value), u[0], text, offsets, u[1], b))  # "السنوات الخمس" = 5 years
            taken.append((u[1], b))
            continue
        end = _after(low, text, offsets, a, b, float(value), out, words=True, scale=_scale_of(ws[-1]))
        if end:
            taken.append((a, end))
    forms = _WORD_FORMS
    for w, a in words:  # duals and currencies with واحد, fractions
        core = forms.get(w)
        if core is None:
            if (d := _rare_fraction(text, offsets, low, a, a + len(w))) is not None and not _taken(taken, a, a + len(w)):
                b = a + len(w)  # "سُدس ساعة" = 10 minutes, "ثُمن المبلغ" = 12.5% (خُمس, سُبع, تُسع: the run pass)
                if (u := _unit_after(low, b)) is not None:
                    out.append(_value("quantity", d, u[0], text, offsets, a, b := u[1]))
                elif (c := _currency_after(low, b)) is not None:
                    out.append(_value("money", c[1] * d, c[0], text, offsets, a, b := c[2]))
                else:
                    out.append(_value("percent", 100 * d, None, text, offsets, a, b))
                taken.append((a, b))
            elif w in _TWICE and not _taken(taken, a, a + len(w)):  # "ضعف الرسوم" = twice (English "twice")
                out.append(_value("quantity", 2.0, "time", text, offsets, a + len(w) - len(_TWICE[w]), a + len(w)))
                taken.append((a, a + len(w)))
            elif w == _DAY_PAIR and (n := _NEXT_WORD.match(low, a + len(w))) is not None and n.group("w") in _DAY_KINDS:
                out.append(_value("quantity", 2.0, _DAY_KINDS[n.group("w")], text, offsets, a, n.end()))  # "يومي عمل"
                taken.append((a, n.end()))
            continue
        b = a + len(w)
        if _taken(taken, a, b):
            continue
        a2 = b - len(core)
        if core in UNITS and (pa := _part_at(low, b)) is not None:  # "ساعة ونصف", "يومين ونصف", "ساعتان وربع"
            out.append(_value("quantity", UNITS[core][1] + pa[0], UNITS[core][0], text, offsets, a2, pa[1]))
            taken.append((a2, pa[1]))
        elif core in UNITS and UNITS[core][1] == 2.0 and w.startswith("ال") and _POINTED_PAIR.search(low, max(0, a - 12), a):
            continue  # "في أحد هذين اليومين": the pair just named, pointed back to (:data:`_POINTED_PAIR`), no figure
        elif core in UNITS and UNITS[core][1] == 2.0:
            unit, end = UNITS[core][0], b
            if unit == "day" and (k := _OF_WORKING.match(low, b)) is not None:
                unit, end = "working day", k.end()  # "يومين من أيام العمل" = 2 working days
            elif unit == "day" and (k := _NEXT_WORD.match(low, b)) is not None and k.group("w") in _DAY_KINDS:
                unit, end = _DAY_KINDS[k.group("w")], k.end()  # "يومين عمل" (the dual before its kind) = 2 working days
            out.append(_value("quantity", 2.0, unit, text, offsets, a2, end))
            taken.append((a2, end))
        elif core in UNITS and w[:len(w) - len(core)].endswith(("ال", "لل")) and UNITS[core][0] != "hour" \
                and (n := _NEXT_WORD.match(low, b)) is not None and n.group("w") in _THE_ONE:
            # the definite noun with the definite "one" ("في المرة الواحدة"، "اليوم الواحد"): one of it, as
            # "مرة واحدة" (not "الساعة الواحدة": a clock time)
            a1 = a + len(w) - len(core) - 2
            out.append(_value("quantity", 1.0, UNITS[core][0], text, offsets, a1, n.end()))
            taken.append((a1, n.end()))
        elif core in UNITS and (one := _one_after(low, b, core)) is not None:
            out.append(_value("quantity", 1.0, UNITS[core][0], text, offsets, a2, one))  # "يوم واحد", "يوم تجربة مجاني واحد"
            taken.append((a2, one))
        elif core in _DURATION_ONE and (one := _one_by_lead(low, a, b, w, core)) is not None:
            out.append(_value("quantity", 1.0, UNITS[core][0], text, offsets, a2 if not w.startswith("ال") else a + len(w) - len(core) - 2, one))
            taken.append((a, one))  # "لمدة سنة"، "خلال أسبوع"، "طول السنة": one of it (English "a year")
        elif core in _ONE_MEASURES:
            if (pa := _part_at(low, b)) is not None:  # "كيلوغرام ونصف" = 1.5 kg, "كيلو وربع" = 1.25 kg
                out.append(_value("quantity", 1 + pa[0], MEASURES[core], text, offsets, a2, pa[1]))
                taken.append((a2, pa[1]))
            elif (one := _one_after(low, b, core)) is not None:  # "لتر واحد" = 1 litre
                out.append(_value("quantity", 1.0, MEASURES[core], text, offsets, a2, one))
                taken.append((a2, one))
        elif core in MEASURE_DUALS:
            out.append(_value("quantity", 2.0, MEASURE_DUALS[core], text, offsets, a2, b))
            taken.append((a2, b))
        elif core in CURRENCIES:
            code, amount, cend = _currency_at(low, a2, core, b)
            if amount == 2.0:  # "دينارين"; with its half after it, "بدينارين ونصف" = 2.5 dinars (as "ساعتين ونصف")
                more = _part_at(low, cend)
                out.append(_value("money", 2 + more[0] if more else 2.0, code, text, offsets, a2, more[1] if more else cend))
                taken.append((a2, more[1] if more else cend))
                continue
            if (pa := _part_at(low, cend)) is not None:  # "بريال ونصف" = 1.5 riyals, "دينار ونص", "دينار وربع"
                out.append(_value("money", 1 + pa[0], code, text, offsets, a2, pa[1]))
                taken.append((a2, pa[1]))
                continue
            n = _NEXT_WORD.match(low, cend)
            if n is not None and n.group("w") in _ONE_AFTER:
                out.append(_value("money", 1.0, code, text, offsets, a2, n.end()))
                taken.append((a2, n.end()))
        elif core in _FRACTIONS or core in _TWO_THIRDS or (core.startswith("ال") and core[2:] in _FRACTIONS):
            base = core[2:] if core.startswith("ال") else core
            part = 2 / 3 if base in _TWO_THIRDS else 1 / _FRACTIONS[base]
            n = _NEXT_WORD.match(low, b)
            if (w.startswith(("ال", "وال", "بال", "فال", "لل")) or core.startswith("ال")) \
                    and (po := _PART_ORDINAL.match(low, b)) is not None and _of_period(low, po.end()):
                taken.append((a2, b))  # "النصف الأول من مايو": a part of a period, counted (THE PART OF A PERIOD)
            elif (p := _PCT_AT.match(low, b)) is not None and not core.startswith("ال"):
                out.append(_value("percent", 100 * part / 100, None, text, offsets, a2, p.end()))  # "نصف في المائة" = 0.5%
                taken.append((a2, p.end()))
            elif (f := _PERIODIC.match(low, b)) is not None:  # "ربع سنوي" = every 3 months (PERIODIC)
                if not core.startswith("ال") and not w[:len(w) - len(core)].endswith(("ال", "لل")) and not f.group("al"):
                    # ("الاشتراك الربع سنوي": a plan's name, no figure)
                    out.append(_value("quantity", part * PERIODIC[f.group("p")], "month", text, offsets, a2, f.end()))
                taken.append((a2, f.end()))
            elif (u := _unit_after(low, b)) is not None:  # "ربع ساعة", "نصف الشهر"
                out.append(_value("quantity", part, u[0], text, offsets, a2, u[1]))
                taken.append((a2, u[1]))
            elif (c := _currency_after(low, b)) is not None:  # "نصف ريال" = 0.5 of a riyal, "ربع دينار"
                out.append(_value("money", part * c[1], c[0], text, offsets, a2, c[2]))
                taken.append((a2, c[2]))
            elif (ms := _measure_after(low, b)) is not None:  # "نصف كيلومتر" = 0.5 km = 500 m, "ربع لتر"
                out.append(_value("quantity", part, ms[0], text, offsets, a2, ms[1]))
                taken.append((a2, ms[1]))
            else:
                out.append(_value("percent", 100 * part, None, text, offsets, a2, b))
                taken.append((a2, b))
    if "×" in low:
        _dual_operands(low, text, offsets, out, taken)
    if fold_text("بين") in low or fold_text("من") in low:
        _range_one(low, text, offsets, out, taken)
    out.sort(key=lambda v: v.start)
    _ranges(text, out)
    values = _elided_currency(text, _money_parts(text, _fils_of_text(_compounds(text, out))))
    if _ASKED_HINT.search(low):
        values = [v for v in values if not (v.kind == "number" and _YOUR_ASKING.search(fold_text(text[max(0, v.start - 24):v.start])))]
    if "(" in text:
        values = [v for v in values if not _days_glossed(text, v)]
    return values


#: THE DAYS NAMED: a count of days glossed right after it, in parentheses, by that many weekday names ("في يومين مختلفين
#: (الأحد والخميس)"، "ثلاثة أيام في الأسبوع (السبت والاثنين والأربعاء)"): the days are the weekdays, checked as such —
#: the count is no figure of its own (a count the list does not match, "ثلاثة أيام (الأحد والخميس)", still is)
DAYS_GLOSS_WORDS = 3
_DAYS_GLOSS = re.compile(rf"^(?:\s*[*_]*\s*[{_L}]+){{0,{DAYS_GLOSS_WORDS}}}?[\s*_]*\((?P<in>[^()\n]{{1,80}})\)")


def _weekday(word: str) -> bool:
    """Whether the folded ``word`` is a weekday's name, with the article (الأحد … السبت)."""
    from . import dates

    return word in dates.WEEKDAYS


def _days_glossed(text: str, v: Value) -> bool:
    """The value is a count of days that the parenthesis right after it lists by as many weekday names (THE DAYS NAMED)."""
    if v.kind != "quantity" or v.unit != "day" or v.amount not in (2.0, 3.0, 4.0, 5.0, 6.0, 7.0):
        return False
    m = _DAYS_GLOSS.match(fold_text(text[v.end:v.end + 120]))
    if m is None:
        return False
    names = [w.removeprefix("و") for w in re.findall(rf"[{_L}]+", m.group("in"))]
    if not names or any(not _weekday(w) for w in names):
        return False
    return len(set(names)) == v.amount


#: THE COUNT OF THE USER'S QUESTIONS: a number after a noun of asking with "your" ("أسئلتك الثلاثة"، "على استفساراتكم
#: الأربعة") counts what the user asked, no figure of the sources (not "نقاطك": loyalty points are a figure)
_ASKED_HINT = re.compile("|".join(_f("اسئلت استفسارات تساؤلات")))
_YOUR_ASKING = re.compile(rf"{_NB}(?:[وبلف]|عل?ي\s+)?(?:{_alt(_f('أسئلت استفسارات تساؤلات'))})(?:ك|كم|كما|كي)[\s*_]+(?:ال)?$")


#: THE BARE SINGULAR RANGE END: a range that opens on a bare singular unit noun, its second end a count of the same
#: unit ("تتراوح بين سنة وثلاث سنوات"، "من شهر إلى ستة أشهر"، "بين يوم وثلاثة أيام"): the first end is one of the unit
#: (English "between one and three years")
_RANGE_ONE = re.compile(rf"{_NB}(?:بين|من)\s+(?P<w>[{_L}]+)\s+(?:و\s*|(?:الي|حتي)\s+|ل)(?=[{_L}0-9])")


def _range_one(low: str, text: str, offsets, out: list, taken: list) -> None:
    """The bare singular first ends of ranges (:data:`_RANGE_ONE`), as one of their unit, where a count of the same
    unit is the second end."""
    for m in _RANGE_ONE.finditer(low):
        w = m.group("w")
        if w not in UNITS or w not in _SINGULAR or UNITS[w][1] != 1.0 or _taken(taken, m.start("w"), m.end("w")):
            continue
        one = _value("quantity", 1.0, UNITS[w][0], text, offsets, m.start("w"), m.end("w"))
        at = to_original(offsets, m.end(), m.end())[0]
        if any(v.kind == "quantity" and v.unit == one.unit and v.start == at and (v.amount or 0) > (one.amount or 0) for v in out):
            out.append(one)
            taken.append((m.start("w"), m.end("w")))


#: THE ENUMERATING LABEL: one noun numbered 1, 2, … through the text ("نقش يدين (أخت ١)" … "(أخت ٢)"، "الخيار 1" …
#: "الخيار 2") names which one, no figure of the world — when the numbers run from 1 without a gap, each at most 9, the
#: noun no unit, measure or currency (a count of days, "يوم ١ … يوم ٣", stays a figure); a single "أخت ٣" stays one
_LABEL = re.compile(rf"(?<![{_L}])(?P<noun>(?:ال)?[{_L}]{{2,}})[\s*_]+(?P<n>[1-9])(?!\d|[.,:/٫٬]\d)(?=[\s*_]*(?:[)|،,:;\n.]|$))")


@lru_cache(maxsize=64)
def label_runs(text: str) -> frozenset[str]:
    """The (folded) nouns :data:`_LABEL` numbers 1, 2, … without a gap through ``text`` (one pass: linear)."""
    runs: dict[str, set[int]] = {}
    for m in _LABEL.finditer(fold_text(text)):
        noun = m.group("noun")
        if noun in UNITS or noun in MEASURES or noun in CURRENCIES or is_number_word(noun):
            continue
        runs.setdefault(noun, set()).add(int(m.group("n")))
    return frozenset(k for k, ns in runs.items() if len(ns) >= 2 and sorted(ns) == list(range(1, len(ns) + 1)))


_NOUN_BEFORE = re.compile(rf"(?<![{_L}])([{_L}]{{2,}})[\s*_]+$")


def enumerating_label(text: str, start: int, raw: str, whole: str) -> bool:
    """Whether the bare number ``raw`` at ``start`` of ``text`` numbers one of a run of its noun through the whole
    answer ``whole`` (:data:`_LABEL`: "(أخت ١)" where "(أخت ٢)" follows)."""
    if not raw.strip().isdigit() or len(raw.strip()) != 1:
        return False
    m = _NOUN_BEFORE.search(text, max(0, start - 30), start)
    return m is not None and fold_text(m.group(1)) in label_runs(whole)


#: THE DUAL OPERAND: a dual count noun written beside a multiplication sign is the factor 2 of the working ("8 أسابيع ×
#: حصتان أسبوعيًا = 16 حصة"، "× شخصين"، "طفلتان × 6 دنانير"): the feminine dual (تان/تين), the nominative dual (ان), and
#: the oblique ين of a short stem (شخصين، طفلين; not a plural of agents: "× المشاركين" has the article, "موظفين" a long
#: stem). Indefinite only, next to "×" (its marks between): a dual elsewhere is a noun ("الرحلتين"), no figure.
_DUAL_WORD = rf"(?!ال)[{_L}]{{2,}}(?:تان|تين|ان|ين){_NA}"
_DUAL_OPERAND = re.compile(rf"×[\s*_]*(?P<a>{_DUAL_WORD})|(?<![{_L}])(?P<b>{_DUAL_WORD})[\s*_]*(?:[{_L}]+[\s*_]+)?×")


_COUNTED = re.compile(r"\d[\s*_]*$")
#: the duals of periods that are no units of the value grammar (a night): a length of stay, never a bare factor 2
PERIOD_DUALS = "ليلتين ليلتان ليلتي"
_PERIOD_DUALS = frozenset(fold_text(w) for w in PERIOD_DUALS.split())


def _dual_operands(low: str, text: str, offsets, out: list, taken: list) -> None:
    """The duals of :data:`_DUAL_OPERAND` in folded ``low``: each the number 2 (linear: one pass of the regex)."""
    for m in _DUAL_OPERAND.finditer(low):
        g = "a" if m.group("a") else "b"
        a, b = m.span(g)
        w = m.group(g)
        if _taken(taken, a, b) or (w.endswith("ين") and not w.endswith("تين") and len(w) > 6):
            continue
        if w.endswith("ان") and not w.endswith("تان") and (len(w) < 5 or (len(w) == 5 and w[0] == "ا")):
            continue  # ("كان"، "مكان" is no dual: a dual's stem has three letters at least; "أسنان"، "أوزان" are plurals)
        if w in UNITS or w in _PERIOD_DUALS:
            continue  # "× ليلتين": a period, how long (a rate per night and per person is the rate rules')
        if _COUNTED.search(low, max(0, a - 8), a):
            continue  # "٣ أسنان ×"، "3 × 2 بالغين": the noun a figure counts, not a factor of its own
        out.append(_value("number", 2.0, None, text, offsets, a, b))
        taken.append((a, b))


#: a bare figure coordinated with a sum of money just before it ("75 جنيهًا في الأولى أو 47.5 في التانية"،
#: "١٥٠ درهمًا للكبار و٧٥ للصغار"): the currency is said once and elided after و/أو (a few words between,
#: no other figure, no sentence end); the bare figure is a sum of the same currency
_COORD_GAP = re.compile(rf"^[^0-9.!?؟;؛:()\n]{{0,28}}(?<![{_L}])(?:او|و)\s*$")


#: a bare figure given as the result of working on sums of one currency: after "=" ("لأن 1% = 1.5" of a
#: 150-dinar transfer) or a word of difference ("بزيادة ١٠٬٠٠٠"، "بفارق 64") in the sentence of those sums
_RESULT_BEFORE = re.compile(rf"(?:=|(?<![{_L}])(?:ب|و)?(?:زياده|فارق|فرق|نقص)(?:\s+(?:قدره|مقداره|بمقدار))?)\s*[*_]*\s*$")
_SENTENCE_END = re.compile(r"[.!?؟\n]")


def _elided_currency(text: str, values: list[Value]) -> list[Value]:
    out = list(values)
    for k in range(1, len(out)):
        v, prev = out[k], out[k - 1]
        if v.kind != "number" or v.unit is not None or v.amount is None or not any(c.isdigit() for c in v.raw):
            continue
        if prev.kind == "money" and v.start >= prev.end and _COORD_GAP.match(fold_text(text[prev.end:v.start])) is not None:
            out[k] = Value("money", v.amount, prev.unit, v.raw, v.start, v.end)
            continue
        if _RESULT_BEFORE.search(fold_text(text[max(0, v.start - 24):v.start])) is None:
            continue
        ends = [m.end() for m in _SENTENCE_END.finditer(text, 0, v.start)]
        begin = ends[-1] if ends else 0
        units = {u.unit for u in out[:k] if u.kind == "money" and u.start >= begin}
        if len(units) == 1:  # the sentence's sums are of one currency: the result is of it too
            out[k] = Value("money", v.amount, units.pop(), v.raw, v.start, v.end)
    return out


def is_fils(v: Value) -> bool:
    """Whether ``v`` is a sum said in fils (:data:`FILS`)."""
    if v.kind != "money":
        return False
    if v.raw.lower().rstrip(" *_").endswith("fils"):
        return True  # the English "200 fils"
    ws = _WORD.findall(fold_text(v.raw))
    return bool(ws) and ws[-1] in FILS


def _fils_of_text(values: list[Value]) -> list[Value]:
    """THE FILS (:data:`FILS`) of a text whose other sums are a dinar's (and none a dirham's): thousandths of that
    dinar, not hundredths of the dirham."""
    if not any(v.kind == "money" for v in values):
        return values
    own = [v for v in values if v.kind == "money" and not is_fils(v)]
    dinars = {v.unit for v in own if v.unit in FILS_DINARS}
    if not dinars or any(v.unit in DIRHAMS for v in own):
        return values
    unit = next(iter(dinars)) if len(dinars) == 1 else "dinar"
    return [Value("money", round(v.amount / 10, 6), unit, v.raw, v.start, v.end)
            if is_fils(v) and v.amount is not None else v for v in values]


#: "و" between a currency's amount and its part ("22 ريالاً و500 بيسة"، "5 جنيهات و50 قرشًا")
_PART_JOINT = re.compile(r"[\s*_]*و\s*[*_]*")
#: THE RIYAL'S DIRHAM: the Qatari riyal counts a hundred dirhams, so a dirham sum joined to riyals is their part
#: ("ريال وستون درهمًا" = 1.60 riyals, "7 ريالات و50 درهمًا" = 7.50), as the Emirati dirham is never a riyal's
_RIYAL_PART = {"riyal": "qar", "qar": "qar"}
_DIRHAM_NOUNS = frozenset(_f("درهم درهمًا دراهم"))
#: a bare singular currency noun right before the part's و: one of it ("ريال وعشرون درهمًا"، "دينار و500 فلس")
_ONE_BEFORE_PART = re.compile(rf"{_NB}(?P<w>{_alt(_f('ريال دينار درهم جنيه'))})[\s*_]*و\s*[*_]*$")


def _part_of(whole_unit: str | None, v: Value) -> tuple[float, str] | None:
    """The share of one ``whole_unit`` the money ``v`` is, said as its part, and the whole's code; or None: a part
    word of the same currency below one (:data:`SUBUNITS`, :data:`FILS`), or dirhams under a hundred of a riyal
    (:data:`_RIYAL_PART`)."""
    ws = _WORD.findall(fold_text(v.raw))
    if v.kind != "money" or v.amount is None or not ws or whole_unit is None:
        return None
    amount, unit = v.amount, v.unit
    if ws[-1] in FILS and unit == "aed" and whole_unit in FILS_DINARS:
        amount, unit = round(amount / 10, 6), whole_unit  # the fils of the dinar before it: a thousandth
    if ws[-1] in SUBUNITS and 0 < amount < 1 and same_currency(whole_unit, unit):
        return amount, ((unit or whole_unit) if whole_unit in _GENERIC else whole_unit)
    if ws[-1] in _DIRHAM_NOUNS and whole_unit in _RIYAL_PART and v.unit == "aed" and 0 < v.amount < 100 \
            and v.amount == int(v.amount):
        return v.amount / 100, _RIYAL_PART[whole_unit]
    return None


def _money_parts(text: str, values: list[Value]) -> list[Value]:
    """A sum of money said in its unit and its part, joined by و: one amount ("22 ريالاً و500 بيسة" =
    22.5 Omani riyals, "5 جنيهات و50 قرشًا" = 5.5 pounds, "10 ريالات و25 هللة" = 10.25 riyals), as
    "1 hour and 30 minutes" is one duration. The part must be less than one of the unit and of the same
    currency (a bare riyal or dinar takes the part's country)."""
    out: list[Value] = []
    for v in values:
        prev = out[-1] if out else None
        if (prev is not None and prev.kind == v.kind == "money" and prev.amount is not None and v.amount is not None
                and prev.amount == int(prev.amount) and _PART_JOINT.fullmatch(text, prev.end, v.start)
                and (part := _part_of(prev.unit, v)) is not None):
            out[-1] = Value("money", round(prev.amount + part[0], 6), part[1], text[prev.start:v.end], prev.start, v.end)
            continue
        if v.kind == "money" and v.start > 0 and (prev is None or prev.end <= v.start - 4):
            # "ريال وستون درهمًا": one of the bare currency noun before the part
            low, offs = fold(text[max(0, v.start - 24):v.start])
            if (m := _ONE_BEFORE_PART.search(low)) is not None:
                code = CURRENCIES[m.group("w")][0]
                if (part := _part_of(code, v)) is not None:
                    a = max(0, v.start - 24) + to_original(offs, m.start("w"), m.end("w"))[0]
                    out.append(Value("money", round(1 + part[0], 6), part[1], text[a:v.end], a, v.end))
                    continue
        out.append(v)
    return out


#: a singular unit of time after a word of duration is one of it, as English "a year", "within a week":
#: "لمدة سنة"، "على مدى شهر"؛ with the article only after طول / طوال ("طول السنة" = 12 months); not before a
#: figure or a definite word ("لمدة سنة 2019"). Not after a bound or a point in time ("خلال شهر" within,
#: "أكثر من شهر"، "بعد شهر", "قبل يوم"): a limit or an offset, not a stated length (measured: reading "خلال شهر" as
#: 1 month also matches an English "within one month", which takes away the only critical finding of a case
#: whose real error, a bound flipped across languages, is not seen: blind2-ar-dev a2-mixed_language-08)
#: (and an age: "عمرها سنة" is one year old, as "لمدة سنة" is one year)
DURATION_LEADS = "لمدة مدة مدته مدتها طول طوال عمره عمرها عمري عمرك عمركم عمرهم عمرهما بعمر"
#: THE VERB OF LASTING: a verb that says how long a thing takes, in its persons and the dual ("ويستغرق ساعة تقريبًا"،
#: "تستغرق الرحلة يومًا"، "يدوم أسبوعًا") is a word of duration too (English "takes an hour", "lasts a week"); with
#: و/ف before it, and markup between it and its noun ("ومدتها **ساعة**")
DURATION_LEADS += " يستغرق تستغرق يستغرقان تستغرقان تستغرقين يدوم تدوم يدومان تدومان"
_DURATION_ONE = frozenset(_f("يوم أسبوع شهر سنة عام ساعة دقيقة"))
#: a bound between the word of duration and its unit ("لمدة لا تقل عن سنة"، "مدتها لا تتجاوز شهر"، "لمدة أقصاها أسبوع"):
#: still one of it, bounded (English "for at least a year" is a year too); only after a word of duration, so a bare
#: "أكثر من شهر" stays a limit
DURATION_BOUNDS = "لا تقل عن | لا يقل عن | لا تزيد على | لا تزيد عن | لا يزيد على | لا يزيد عن | لا تتجاوز | لا يتجاوز | أقصاها | أقصاه | أدناها | أدناه"
_DURATION_BOUND = "(?:" + "|".join(re.escape(fold_text(b.strip())).replace(r"\ ", r"\s+")
                                    for b in sorted(DURATION_BOUNDS.split("|"), key=len, reverse=True)) + ")"
_DURATION_LEAD = re.compile(rf"(?:(?<![{_L}])[وف]?(?:{_alt(_f(DURATION_LEADS))})|{fold_text('على مدى')})[\s*_]*\s[\s*_]*"
                            rf"(?:{_DURATION_BOUND}\s+)?$")
#: THE LASTING SENTENCE: the verb of lasting, then what lasts (up to :data:`LASTING_SUBJECT_WORDS` words) and maybe a word
#: of approximation, before the singular unit ("وتستغرق الرحلة بالسيارة قرابة ساعة"، "يستغرق الفحص حوالي يوم"): one of
#: it, as after the verb directly (English "the drive takes about an hour"); not before a figure or a definite word
LASTING_VERBS = "يستغرق تستغرق يستغرقان تستغرقان يدوم تدوم يدومان تدومان"
LASTING_APPROXIMATELY = "قرابة حوالي نحو تقريبا زهاء"
LASTING_SUBJECT_WORDS = 3
#: (a word of a bound or a point is no subject: "تستغرق أكثر من ساعة"، "تستغرق خلال يوم" stay limits, no length)
LASTING_NOT_SUBJECT = "من عن على خلال بعد قبل أكثر أقل حتى إلى أقصى أدنى لا ما"
_LASTING_SUBJECT = rf"(?!(?:{_alt(_f(LASTING_NOT_SUBJECT))})(?![{_L}]))[{_L}]+"
_LASTING_LEAD = re.compile(rf"(?<![{_L}])[وف]?(?:{_alt(_f(LASTING_VERBS))})(?:\s+{_LASTING_SUBJECT}){{0,{LASTING_SUBJECT_WORDS}}}?"
                           rf"[\s*_]+(?:(?:{_alt(_f(LASTING_APPROXIMATELY))})[\s*_]+)?$")
_WHOLE_LEAD = re.compile(rf"(?<![{_L}])(?:{fold_text('طول')}|{fold_text('طوال')})\s+$")
_WHOLE = frozenset(_f("كاملة كامل كاملًا كاملا كاملة"))
_MINUTE = fold_text("دقيقة")
#: THE MONTH BEFORE ITS NAME: "شهر" before a month's name, Hijri or Gregorian ("طوال شهر شوال"، "لمدة شهر رمضان"،
#: "طوال شهر **مايو**"), is the month named (English "the month of June"), not one month's length: a duration lead
#: before it counts nothing. A month's length stays one ("لمدة شهر"، "طوال شهر كامل"، "لمدة شهر من تاريخه").
MONTH_BEFORE_ITS_NAME = "شهر"
_MONTH_UNIT = fold_text(MONTH_BEFORE_ITS_NAME)


@lru_cache(maxsize=1)
def _month_name_at():  # type: ignore[no-untyped-def]
    from . import dates

    return re.compile(rf"[\s*_]+(?:{dates._MONTH_RE})(?![{_L}])")


def _names_month(low: str, at: int) -> bool:
    """Does a month's name follow ``at`` (past spaces and markup) in the folded ``low``?"""
    return _month_name_at().match(low, at) is not None


#: a word of duration that says "for" (لمدة، على مدى، طول): after it دقيقة is a minute; after a bare مدة it agrees with
#: مدة as an adjective ("مدة دقيقة", an exact length)
_FOR_LEAD = re.compile(rf"(?:(?<![{_L}]){fold_text('لمدة')}|{fold_text('على مدى')}|(?<![{_L}]){fold_text('طول')}|(?<![{_L}]){fold_text('طوال')})\s+$")


#: THE ROUNDED FIGURE: a word of approximation right before a figure ("نحو ٦٫٧ ريال"، "حوالي 133 ريالاً"، "تقريبًا 78.6
#: جنيه"، "بحوالي ٥٠ ديناراً") or "تقريبًا" after it, past its unit and a per-phrase of up to :data:`ROUGHLY_GAP` words
#: ("14,667 دج للشخص تقريبًا"، "١٣٣ ريالاً تقريبًا"): the figure is said to be rounded (English "about £52": the
#: derivations then allow half its last written unit)
ROUGHLY_BEFORE = "نحو | حوالي | حوالى | تقريبا | قرابة | زهاء | ما يقارب | بحدود | في حدود"
ROUGHLY_AFTER = "تقريبا"
ROUGHLY_GAP = 3
_ROUGHLY_BEFORE = re.compile(rf"(?<![{_L}])[وفب]?(?:" + "|".join(sorted(
    (fold_text(w.strip()).replace(" ", r"\s+") for w in ROUGHLY_BEFORE.split("|")), key=len, reverse=True)) + r")[\s*_]*$")
_ROUGHLY_AFTER = re.compile(rf"^[\s*_]*(?:[{_L}]+[\s*_]+){{0,{ROUGHLY_GAP}}}?{fold_text(ROUGHLY_AFTER)}(?![{_L}])")


def said_roughly(text: str, v) -> bool:
    """The amount of money ``v`` of ``text`` is said to be rounded (:data:`ROUGHLY_BEFORE`, :data:`ROUGHLY_AFTER`) and is
    written as a rounded quotient is: with a fraction ("٦٫٧") or of three figures at least ("١٣٣"، "14,667"). A small
    whole amount ("حوالي ٢٥ درهماً"، "في حدود ٥٠") or a share ("حوالي 2%") is a guess's round figure as often: no slack."""
    start, end = v.start, v.end
    if v.kind != "money" or not v.amount or start < 0 or end < start or (v.amount < 100 and v.amount == int(v.amount)):
        return False
    return _ROUGHLY_BEFORE.search(fold_text(text[max(0, start - 24):start])) is not None \
        or _ROUGHLY_AFTER.match(fold_text(text[end:end + 48])) is not None


def span_said_roughly(text: str, start: int, end: int) -> bool:
    """The figure at ``start:end`` of ``text`` (a period of any size: "تقريباً **8 أسابيع**"، "نحو ثلاثة أشهر") is said to
    be rough (:data:`ROUGHLY_BEFORE`, :data:`ROUGHLY_AFTER`): a period put in another unit of the calendar is rounded
    (derive's CONVERTED PERIOD; a month is 28 to 31 days), whatever its size — unlike money (:func:`said_roughly`)."""
    if start < 0 or end < start:
        return False
    return _ROUGHLY_BEFORE.search(fold_text(text[max(0, start - 24):start])) is not None \
        or _ROUGHLY_AFTER.match(fold_text(text[end:end + 48])) is not None


#: THE OFFSET OF ONE: a singular unit of time as the size of an offset from a named point is one of it — right after
#: قبل/بعد and followed by من and the point ("آخر دخول قبل ساعة من الإغلاق"، "بعد يوم من الاستلام"), or with ب after
#: قبل/بعد and the point ("قبل المناسبة بيوم"، "بعد الموعد بساعة"), as English "an hour before closing", "a day
#: before the event". A bare "قبل يوم" or "بعد شهر" (no point named) stays what it was: no figure
_OFFSET_WORDS = _alt(_f("قبل بعد"))
_OFFSET_LEAD = re.compile(rf"(?<![{_L}])[وف]?(?:{_OFFSET_WORDS})\s+$")
_OFFSET_FROM = re.compile(rf"\s+(?:{_alt(_f('من'))})\s+[{_L}]")
_OFFSET_POINT = re.compile(rf"(?<![{_L}])[وف]?(?:{_OFFSET_WORDS})(?:\s+[{_L}]+){{1,3}}\s+$")


def _one_by_offset(low: str, a: int, b: int, w: str, core: str) -> int | None:
    """Where "one <unit>" said as the size of an offset (:data:`_OFFSET_LEAD`) ends, or None."""
    if w == core and _OFFSET_LEAD.search(low, max(0, a - 8), a) and _OFFSET_FROM.match(low, b):
        return b
    if w == "ب" + core and _OFFSET_POINT.search(low, max(0, a - 40), a):
        return b
    return None


#: THE POINTED PAIR: a dual demonstrative before a definite dual of a unit ("في أحد هذين اليومين"، "خلال هاتين
#: الساعتين") points back at two things the text has just named (the Monday and the Thursday it listed): no figure
#: of its own, as English "on either of those days" is none
POINTING_DUALS = "هذين هذان هاتين هاتان ذينك هذينك"
_POINTED_PAIR = re.compile(rf"(?<![{_L}])[وفب]?(?:{_alt(_f(POINTING_DUALS))})\s+$")


def _one_by_lead(low: str, a: int, b: int, w: str, core: str) -> int | None:
    """Where "one <unit>" said by a word of duration before the unit noun ``w`` (at ``a``) ends, or None."""
    if (one := _one_by_offset(low, a, b, w, core)) is not None:
        return one
    if w != core and not (w == "ال" + core and _WHOLE_LEAD.search(low, max(0, a - 8), a)):
        return None
    if w == core and _DURATION_LEAD.search(low, max(0, a - 28), a) is None and _LASTING_LEAD.search(low, max(0, a - 80), a) is None:
        return None
    n = _NEXT_WORD.match(low, b)
    if core == _MINUTE and _FOR_LEAD.search(low, max(0, a - 12), a) is None and not (n is not None and n.group("w") in _WHOLE):
        return None  # "لا أستطيع إعطاءك مدة دقيقة": after a bare مدة, دقيقة is the adjective "precise", no minute
        # ("مدة دقيقة كاملة" is a whole minute)
    if re.match(r"\s*[0-9]", low[b:b + 4]) or (n is not None and n.group("w").startswith("ال") and w == core):
        return None  # "سنة 2019"، "بعد يوم الجمعة"
    if core == _MONTH_UNIT and _names_month(low, b):
        return None  # "طوال شهر شوال": the month's name, no length (:data:`MONTH_BEFORE_ITS_NAME`)
    if n is not None and n.group("w") in _WHOLE:
        return n.end()  # "سنة كاملة"
    return b


#: "يوم تجربة مجاني واحد": a singular unit noun, up to this many words of its own (an adjective, a noun
#: in construct), then واحد — one of it
ONE_AFTER_GAP = 2
#: the singular unit nouns that may be counted by a later واحد, or stand for one of themselves before
#: "و + a smaller part" ("مترًا وعشرين سنتيمترًا" = 120 cm, "ساعة وربع" is read as a fraction)
SINGULAR_UNITS = _f("يوم يومًا أسبوع أسبوعًا شهر شهرًا سنة عام عامًا ساعة دقيقة متر مترًا كيلومتر كيلومترًا "
                    "كيلوغرام كيلوغرامًا كيلوجرام كيلوجرامًا لتر لترًا غرام غرامًا")
_SINGULAR = frozenset(SINGULAR_UNITS)


def _one_after(low: str, b: int, core: str) -> int | None:
    """The end of the واحد that counts the unit noun ending at ``b`` (None: none does). Between
    them only its own words: no number word, no و-joined word (a new phrase), no punctuation."""
    at = b
    for k in range(ONE_AFTER_GAP + 1):
        n = _NEXT_WORD.match(low, at)
        if n is None or (k and core not in _SINGULAR) or low[at:n.start("w")].strip():
            return None
        w = n.group("w")
        if w in _ONE_AFTER:
            return n.end()
        if w in _NUMWORDS or w in UNITS or w in CURRENCIES or w.startswith("و"):
            return None
        at = n.end()
    return None


#: the size of a unit in its dimension's smallest unit the grammar keeps: a compound measure ("ساعتين
#: وثلاثين دقيقة" = 150 minutes, "سنة وثلاثة أشهر" = 15 months, "مترًا وعشرين سنتيمترًا" = 120 cm)
#: adds its parts in the smaller unit
UNIT_SIZES: dict[str, tuple[str, float]] = {
    "minute": ("time", 1.0), "day": ("time", 1440.0), "month": ("calendar", 1.0),
    "mm": ("length", 0.1), "cm": ("length", 1.0), "meter": ("length", 100.0), "km": ("length", 100000.0),
    "gram": ("mass", 1.0), "kg": ("mass", 1000.0),
}
_JOINT_BEFORE = re.compile(rf"(?:^|(?<=[^{_L}]))(?P<w>[{_L}]+)\s+و\s*$")


def _word_size(w: str) -> tuple[str, float] | None:
    """A unit noun's size in its dimension's smallest unit the grammar keeps ("ساعة", "ساعتين",
    "ساعات": 60 minutes), whatever its number; None for any other word."""
    if w in UNITS:
        unit, factor = UNITS[w][0], 1.0
        if unit in _DURATIONS:
            unit, factor = _DURATIONS[unit]
    elif w in MEASURES:
        unit, factor = MEASURES[w], 1.0
    else:
        return None
    if unit not in UNIT_SIZES:
        return None
    dim, size = UNIT_SIZES[unit]
    return dim, size * factor


def _compounds(text: str, values: list[Value]) -> list[Value]:
    """Join a measure's parts said with و, the larger unit first: a quantity (or a bare singular unit
    noun, one of it) and a quantity in a smaller unit of the same dimension right after "و"."""
    out: list[Value] = []
    for v in values:
        if v.kind != "quantity" or v.unit not in UNIT_SIZES or v.start < 2 or v.amount is None:
            out.append(v)
            continue
        small = _word_size(_WORD.findall(fold_text(v.raw))[-1]) if _WORD.search(fold_text(v.raw)) else None
        window_start = max(0, v.start - 40)
        low, offs = fold(text[window_start:v.start])
        m = _JOINT_BEFORE.search(low)
        big = _word_size(m.group("w")) if m is not None else None
        if m is None or small is None or big is None or big[0] != small[0] or big[1] <= small[1]:
            out.append(v)
            continue
        w_start, w_end = (window_start + x for x in to_original(offs, m.start("w"), m.end("w")))
        prev = out[-1] if out else None
        base = UNIT_SIZES[v.unit][1]
        if prev is not None and prev.end == w_end and prev.kind == "quantity" and prev.amount is not None \
                and prev.unit in UNIT_SIZES and UNIT_SIZES[prev.unit][0] == big[0]:
            out.pop()
            first, start = prev.amount * UNIT_SIZES[prev.unit][1], prev.start
        elif m.group("w") in _SINGULAR:
            first, start = big[1], w_start
        else:
            out.append(v)
            continue
        out.append(Value("quantity", (first + v.amount * base) / base, v.unit, text[start:v.end], start, v.end))
    return [_and_one(text, v) for v in out]


#: "أسبوعين ويوم": a measure, "و", then a bare singular noun of a smaller unit (one of it); not when
#: a digit, a definite word ("ويوم الجمعة") or a number word follows the noun (a date, a name, a count)
_AND_ONE = re.compile(rf"\s+و\s?(?P<w>[{_L}]+)(?![{_L}])(?!\s*(?:[0-9٠-٩۰-۹]|ال))")


def _and_one(text: str, v: Value) -> Value:
    """A measure with one of a smaller unit after it ("أسبوعين ويوم" = 15 days, "سنة وشهر" = 13
    months, "ساعة ودقيقة"): the sum, in the smaller unit."""
    if v.kind != "quantity" or v.unit not in UNIT_SIZES or v.amount is None:
        return v
    m = _AND_ONE.match(text, v.end)
    if m is None:
        return v
    w = fold_text(m.group("w"))
    if w not in _SINGULAR or w not in UNITS:
        return v
    small = _word_size(w)
    dim, base = UNIT_SIZES[v.unit]
    words = _WORD.findall(fold_text(v.raw))
    big = _word_size(words[-1]) if words else None
    if small is None or big is None or small[0] != dim or big[0] != dim or small[1] >= big[1]:
        return v  # "يومين ويوم": not a smaller unit
    unit = next((u for u, (d, size) in UNIT_SIZES.items() if d == dim and size == small[1]), None)
    if unit is None:
        return v
    if (n := _NEXT_WORD.match(fold_text(text[m.end():m.end() + 30]))) is not None and (
            n.group("w") in _NUMWORDS or n.group("w") in _ONE_AFTER):
        return v  # "سنة وشهر واحد" is read by the واحد rule; a number word after: another count
    return Value("quantity", (v.amount * base + small[1]) / small[1], unit, text[v.start:m.end()], v.start, m.end())


def _order(w: str) -> int:
    """The rank of a number word in a compound: units 1, ten 2, tens 3, hundreds 4, scales 5–7."""
    if w in _TEN:
        return 2
    if w in _UNITS_W or w in _TEEN_ONE:
        return 1
    if w in _TENS_W:
        return 3
    if w in _HUNDRED or w in _HUNDREDS_W:
        return 4
    if w in _THOUSAND or w in _THOUSAND_DUAL:
        return 5
    if w in _MILLION or w in _MILLION_DUAL:
        return 6
    return 7


def _joined_cut(parts: list) -> int:
    """Where a run of number words stops being one number (0: it is one). Joined by و, a
    compound goes from a hundred or a scale to a smaller part ("مائة وخمسة"، "ألف وعشرون"), or from
    a unit to its tens ("خمسة وعشرون"); any other و joins two numbers ("ثمانية واثني عشر" = 8 and
    12, "عشرة وثلاثة", "ثلاثين وأربعين"). Without و, a tens word never continues a compound: "الرحلة
    الواحدة عشرون طنًا" is "the single shipment, 20 tonnes", not 21 (twenty-one is "واحد وعشرون")."""
    prev = 0
    for k, p in enumerate(parts):
        w, joined = _part(p, k)
        o = _order(w)
        if k and not joined and o == 3:
            return k
        if joined and not ((prev >= 4 and o < prev) or (prev == 1 and o == 3)):
            return k
        prev = o if joined or not k or o > prev else prev
    return 0


_ONE_JOINED = fold_text("واحد")


def _part(p: "re.Match[str]", k: int) -> tuple[str, bool]:
    """A run word and whether و joins it to the one before ("وأحد عشر" folds to "واحد عشر": after
    another number word it is و + أحد, not "واحد")."""
    if p.group(1) == _ONE_JOINED and k:
        return _ONE_JOINED[1:], True
    return (p.group(1), False) if p.group(1) else (p.group(2), True)


_WORD_BEFORE = re.compile(rf"([{_L}]+)\s+$")


def _scale_of(word: str) -> float:
    """The scale a run's last word names, its dual too ("مليونان ونصف" is 2.5 million, as "مليون ونصف" 1.5)."""
    if word in _THOUSAND_DUAL:
        return 1e3
    if word in _MILLION_DUAL:
        return 1e6
    return _SCALES.get(word, 0.0)


def _unit_before(low: str, at: int) -> tuple[str, int] | None:
    """The unit of a plural unit noun with the article right before ``at`` ("السنوات" in "السنوات
    الخمس", where the cardinal follows its noun and takes the article too, "للساعات" in "للساعات الثلاث"; "أيام" in
    "أيام المهرجان الثلاثة", a noun in construct before one definite word), and where it starts.""" 
    m = _WORD_BEFORE.search(low, max(0, at - 24), at)
    if m is None:
        return None
    w = m.group(1)
    # (with the article merged into a ل before it: "للساعات الثلاث الأولى"، "وللسنوات الخمس" — THE MERGED ARTICLE)
    core = w[2:] if w.startswith(("ال", "لل")) else w[3:] if w.startswith(("وال", "بال", "فال", "ولل", "فلل")) else None
    if core is not None and (core not in UNITS or core in _SINGULAR) and (m0 := _WORD_BEFORE.search(low, max(0, m.start() - 24), m.start())) is not None:
        # THE CONSTRUCT BETWEEN: the plural noun in construct before a definite word, the cardinal after both ("عن أيام
        # المهرجان الثلاثة" = 3 days, "سنوات الخدمة الخمس"): the noun has no article of its own (a proclitic at most)
        w0 = m0.group(1)
        c0 = w0 if w0 in UNITS else w0[1:] if w0[:1] in _CONSTRUCT_PROCLITICS and w0[1:] in UNITS else None
        if c0 is not None and UNITS[c0][1] == 1.0 and not c0.startswith("ال"):
            return UNITS[c0][0], m0.start(1) + len(w0) - len(c0)
    if core is None or core not in UNITS or UNITS[core][1] != 1.0 or core in _SINGULAR:
        return None  # (a singular noun takes no cardinal after it: "الأسبوع السبعة" counts no weeks)
    return UNITS[core][0], m.start(1) + (len(w) - len(core) - 2)


#: the one-letter proclitics a noun in construct may carry ("لأيام المهرجان الثلاثة"، "وسنوات الخدمة الخمس")
_CONSTRUCT_PROCLITICS = frozenset("وبلفك")


#: "six" with its taa marbuta behind ل or ب ("تتسع لستة ركاب"، "بستة أشخاص") is no other word (not "لست", I am not)
_SIX_BEHIND = frozenset(fold_text(w) for w in ("لستة", "بستة"))
#: the words a run of number words can start with (with an article or a proclitic)
#: (a conjunction may stand before a preposition: "ولمرة واحدة"، "وبخمسة أيام"، "فلثلاث ليالٍ")
_RUN_STARTS = frozenset(p + w for w in (_STARTERS | _TEEN_ONE)
                        for p in ("", "و", "ب", "ل", "ف", "ك", "ال", "وال", "بال", "لل", "وب", "ول", "فب", "فل"))
#: the words the word pass reads (units, currencies, fractions, with a proclitic) → the bare word
_WORD_FORMS: dict[str, str] = {}
#: the singular measure nouns read as one of themselves when a later واحد counts them ("لتر واحد"،
#: "ولتراً واحداً"، "كيلوغرام واحد") or a half follows ("كيلوغرام ونصف" = 1.5 kg), as "يوم واحد"، "ساعة ونصف"
#: (not a person: "لشخص واحد" says who, as English "for one person", no figure)
_ONE_MEASURES = frozenset(w for w in MEASURES if w in _SINGULAR)
for _core in (*UNITS, *CURRENCIES, *_FRACTIONS, *_TWO_THIRDS, *MEASURE_DUALS, *_ONE_MEASURES):
    _WORD_FORMS.setdefault(_core, _core)
    for _pre in ("وال", "بال", "فال", "ولل", "لل", "ال", "وب", "ول", "فب", "فل", "و", "ب", "ل", "ف"):
        if len(_core) > 2:
            _WORD_FORMS.setdefault(_pre + _core, _core)


def _ranges(text: str, values: list[Value]) -> None:
    """"من 5 إلى 10 أيام"، "بين 3 و5 أيام"، "10-15%": the first end takes the second's unit. THE LIST'S ONE UNIT:
    read from the last figure back, so every figure of a list joined by أو/و takes the unit said once after the last
    ("لمدة ٣ أو ٦ أو ٩ أشهر" is 3, 6 and 9 months; "٥ أو ١٠ أو ٢٠ دينارًا" three amounts of money)."""
    for i in range(len(values) - 2, -1, -1):
        a, b = values[i], values[i + 1]
        gap = fold_text(text[a.end:b.start])
        if b.raw[:1] in "ول" and not gap.endswith(b.raw[0]):
            gap += b.raw[0]  # "ثلاثة وأحد عشر"، "أربعة لستة أسابيع": the second end's run took the و or ل
        if b.start - a.end > 7 or not _RANGE_GAP_F.fullmatch(gap):
            continue
        if a.kind == "number" and a.unit is None and b.kind in ("quantity", "percent", "money") and b.amount is not None:
            amount = a.amount
            if b.kind == "quantity" and b.unit in ("minute", "day", "month"):  # undo nothing: b is folded already
                amount = _rescale(a, b)
            values[i] = Value(b.kind, amount, b.unit, a.raw, a.start, a.end)
        elif a.kind == b.kind == "quantity" and a.unit and b.unit and b.unit.endswith(" " + a.unit):
            # the second end's kind of the unit covers the first: "من يومين إلى أربعة أيام عمل" counts working days
            values[i] = Value(a.kind, a.amount, b.unit, a.raw, a.start, a.end)


def _rescale(a: Value, b: Value) -> float | None:
    """The first end of a range in the second end's folded unit ("1 إلى 2 أسابيع" → 7–14 days)."""
    if a.amount is None or b.amount is None:
        return a.amount
    raw_b = _leading_amount(b.raw)
    if raw_b is None or raw_b == 0:
        return a.amount
    return a.amount * (b.amount / raw_b)


@lru_cache(maxsize=1024)
def leading_amount(raw: str) -> float | None:
    """The figure a value's text opens with, as written (digits, a run of number words or a dual's 2): "٣ أشهر" → 3, not
    the 90 days it folds to."""
    return _leading_amount(raw)


@lru_cache(maxsize=1024)
def _leading_amount(raw: str) -> float | None:
    low, _ = fold(raw)
    m = re.match(r"\s*(\d+(?:\.\d+)?)", low.replace(",", ""))
    if m is not None:
        return float(m.group(1))
    run = _NUMRUN.match(low)
    if run is not None:
        return words_to_number([w.group(1) or w.group(2) for w in _RUNWORD.finditer(low, run.start("run"), run.end("run"))])
    w = _WORD.match(low)
    if w is not None and w.group() in UNITS:
        return UNITS[w.group()][1]
    return None


def part_count(v: Value) -> float | None:
    """THE PART COUNTED AS WRITTEN: a sum said in a currency's part alone ("٤٥٠ فلسًا"، "75 هللة": :data:`SUBUNITS`,
    :data:`FILS`) is also the count written, so working in bare figures gives it ("٣ × ١٥٠ = ٤٥٠ فلسًا", as "24 × 1.5
    = 36 hours" gives the hours); None for any other sum (or one joined to its whole: "10 دنانير و750 فلسًا")."""
    if v.kind != "money" or v.raw.isascii():
        return None
    ws = _WORD.findall(fold_text(v.raw))
    if len(ws) != 1 or ws[0] not in SUBUNITS:
        return None
    return _leading_amount(v.raw)


def merge(text: str, values: list[Value]) -> list[Value]:
    """The English extractor's ``values`` of ``text`` with the Arabic ones: an Arabic value
    replaces the English values it overlaps (it read more of the text)."""
    arabic = extract(text)
    if not arabic:
        return values
    # THE MEASURED CODE: a bare Arabic number inside an English value that has its measure ("830 درهمًا (AED 830)",
    # "(QAR 6,400)", "(OMR 585)": the code is the English reader's) is that value's figure, the English reading kept
    arabic = [a for a in arabic if not (a.kind == "number" and a.unit is None and any(
        v.kind != "number" and v.start <= a.start and a.end <= v.end and (v.start, v.end) != (a.start, a.end) for v in values))]
    kept = [v for v in values if not any(v.start < a.end and a.start < v.end for a in arabic)]
    out = kept + arabic
    out.sort(key=lambda v: (v.start, -v.end))
    return _ranged_times(text, out) if any(v.kind == "time" for v in out) else out


#: THE SHARED DAY PART: a clock range whose part of the day is written once, after its second end ("من ٥ إلى ٧:٣٠
#: مساءً"، "5:00 – 7:30 م"، "من 9 حتى 11:30 صباحًا"): the first end is in that part of the day too (17:00, not 5 or
#: 05:00), as English "from 5 to 7:30pm" reads. Only a first end of 1–12 with no part of its own, an afternoon first end
#: not after the second, and a range word or dash between the two.
_RANGE_GAP = re.compile(r"^[\s*_]*(?:الي|الى|إلى|حتى|حتي|لغاية|لغايه|ل|و|-|–|—|~)[\s*_]*$")
_AM_MARK = re.compile(r"(?:صباحا|صباحًا|صباحاً|صباح|ص|am|a\.m\.)\s*$", re.I)
_PM_MARK = re.compile(r"(?:مساء|مساءً|مساءا|م|pm|p\.m\.|عصر|عصرا|عصرًا|ليلا|ليلًا)\s*$", re.I)
#: the second end said at or after noon: "ظهرًا" as well as the evening's marks ("من ١٠ إلى ١٢ ظهرًا")
_NOON_MARK = re.compile(r"(?:ظهرا|ظهرًا|ظهراً|ظهر|عصراً)\s*$")


def _ranged_times(text: str, values: list[Value]) -> list[Value]:
    """``values`` with the first ends of :data:`_RANGE_GAP` ranges put in their second end's part of the day (one
    pass over the values: linear)."""
    from ..matching import Value

    out = list(values)
    for k in range(len(out) - 1):
        a, b = out[k], out[k + 1]
        if b.kind != "time" or b.amount is None or (b.unit or "").startswith("~") or a.amount is None:
            continue
        if a.kind == "number" and a.raw.strip().isdigit() and 1 <= a.amount <= 12:
            minutes = a.amount * 60
        elif a.kind == "time" and a.amount < 13 * 60 and re.fullmatch(r"\s*\d{1,2}:\d{2}\s*", a.raw) is not None:
            # (a bare "5:00" is either half of the day, "~05:00", until its range's second end says which)
            minutes = a.amount
        else:
            continue
        if _RANGE_GAP.match(text[a.end:b.start]) is None:
            continue
        if _PM_MARK.search(b.raw) is not None and b.amount >= 12 * 60 and minutes < 12 * 60 \
                and minutes + 12 * 60 <= b.amount:
            minutes += 12 * 60  # "من ٥ إلى ٧:٣٠ مساءً": 17:00
        elif (_PM_MARK.search(b.raw) is not None or _NOON_MARK.search(b.raw) is not None) and b.amount >= 12 * 60 \
                and minutes < b.amount < minutes + 12 * 60 and (a.kind == "number" or (a.unit or "").startswith("~")):
            pass  # "من ١٠ إلى ١٢ ظهرًا"، "من ٩ إلى ٥ مساءً": an afternoon end its start cannot share (it would come after
            # it): the start is in the morning, 10:00 and 09:00
        elif not (_AM_MARK.search(b.raw) is not None and b.amount < 12 * 60 and minutes <= b.amount
                  and (a.kind == "number" or (a.unit or "").startswith("~"))):
            continue  # (a morning range keeps its hour, read as a clock time: "من ٩ إلى ١١:٣٠ صباحًا")
        out[k] = Value("time", float(minutes), f"{int(minutes) // 60:02d}:{int(minutes) % 60:02d}", a.raw, a.start, a.end)
    return out


def _hint_words() -> frozenset[str]:
    from . import dates

    return (frozenset(_RUN_STARTS) | frozenset(_WORD_FORMS) | frozenset(_PERCENT_WORDS) | dates._MONTH_WORDS | frozenset(_TWICE)
            | frozenset(dates.WEEKDAYS) | frozenset(_HOUR_ORDINALS) | frozenset(RARE_FRACTIONS) | {fold_text("منتصف"), fold_text("مدار")})


_HINT_WORDS = _hint_words()


def value_hint(text: str) -> bool:
    """Could this Arabic sentence state a value? A digit of any script, or a number word, a
    unit, a currency, a fraction or a percent word (with its proclitic)."""
    low = fold_text(text)
    if any(c.isdigit() for c in low):
        return True
    return not _HINT_WORDS.isdisjoint(_WORD.findall(low))


#: THE ONE PERIOD: one of a period ("في اليوم الواحد"، "يوم واحد"، "سنة واحدة"، "مرة واحدة") where the context states a thing
#: per that period in words — its adjective or adverb ("الحد الأقصى اليومي"، "سنويًا"، "الرسوم الشهرية"), "كل" or a
#: preposition with the period ("عن كل سنة"، "في اليوم"، "للشهر") — or says once ("لمرة واحدة"): the same one, with no
#: figure written (the Arabic counterpart of the English context's "per day", "once": checker.lookups.ONE_IN_ENGLISH)
ONE_PERIOD = {("day", 1.0): "يوميا | يومي | يومية | اليومي | اليومية | في اليوم | لليوم | كل يوم",
              ("day", 7.0): "أسبوعيا | أسبوعي | أسبوعية | الأسبوعي | الأسبوعية | في الأسبوع | للأسبوع | كل أسبوع",
              ("month", 1.0): "شهريا | شهري | شهرية | الشهري | الشهرية | في الشهر | للشهر | كل شهر",
              ("month", 12.0): "سنويا | سنوي | سنوية | السنوي | السنوية | في السنة | للسنة | كل سنة | كل عام | في العام",
              # (a charge "for the whole" of a thing is paid once: "300 دج للشخص عن كامل الرحلة" is "تُدفع مرة واحدة")
              ("time", 1.0): "مرة واحدة | لمرة واحدة | عن كامل | لكامل"}
_ONE_PERIOD = {k: re.compile(rf"{_NB}[وفبل]?(?:{'|'.join(re.escape(fold_text(w.strip())).replace(chr(92) + ' ', r'[ ]+') for w in v.split('|'))}){_NA}")
               for k, v in ONE_PERIOD.items()}


def says_one_period(unit: str | None, amount: float | None, context: str) -> bool:
    """Whether an Arabic ``context`` states something per the period of one (``unit``, ``amount``) in words
    (:data:`ONE_PERIOD`)."""
    rx = _ONE_PERIOD.get((unit or "", amount or 0.0))
    return rx is not None and rx.search(fold_text(context[:200000])) is not None


#: "per one unit": the proclitic ل of "per" with the unit's article, and "one" after it ("لليوم الواحد"، "للساعة
#: الواحدة"، "للشخص الواحد"، "لكل يوم واحد"): the unit a rate is stated per, no duration or count of anything
PER_ONE = "لل | لكل"
_PER_ONE = re.compile(r"^[\s*_]*(?:" + "|".join(fold_text(w.strip()) for w in PER_ONE.split("|")) + r")\s*[^\W\d_]{2,}\s+(?:ال)?واحد[ةه]?[\s*_]*$")


def per_one(raw: str) -> bool:
    """Whether ``raw`` (a value's text) is "per one unit" (:data:`PER_ONE`)."""
    return _PER_ONE.match(fold_text(raw)) is not None


#: THE STATED-DUAL COUNT: a noun counted as two by its feminine dual, no figure written ("تشمل حتى تأشيرتي إقامة"،
#: "٦ جلسات حمام وجلستي تدليك"، "حصتان أسبوعيًا"): the dual of a noun in ة (تان/تين), or its construct (تا/تي)
#: before an indefinite noun. Indefinite only ("الرحلتين" names two things known, counts none), a stem of three
#: letters at least ("فستان"، "بستان"، "روتين" are no duals), no unit of the value grammar (those are values already:
#: "ساعتين"، "سنتين"). Words that only look like a dual are listed (:data:`NOT_DUALS`).
NOT_DUALS = "بروتين كيراتين بنطلون بستان فستان سلطان شيطان"
_NOT_DUALS = frozenset(_f(NOT_DUALS))
_STATED_DUAL = re.compile(rf"(?<![{_L}])[وفبل]?(?!ال)(?P<w>(?P<s>[{_L}]{{3,}}?)ت(?:ان|ين))(?![{_L}])"
                          rf"|(?<![{_L}])[وفبل]?(?!ال)(?P<cw>(?P<c>[{_L}]{{3,}}?)ت(?:ا|ي))[\s*_]+(?!ال)[{_L}]{{3,}}")


@lru_cache(maxsize=64)
def dual_stems(text: str) -> frozenset[str]:
    """The folded stems of the nouns ``text`` counts as two by their dual alone (:data:`_STATED_DUAL`): "تاشير" of
    "حتى تأشيرتي إقامة", "جلس" of "وجلستي تدليك" (one pass of the regex: linear)."""
    out = set()
    for m in _STATED_DUAL.finditer(fold_text(text)):
        word, stem = (m.group("w"), m.group("s")) if m.group("w") else (m.group("cw"), m.group("c"))
        if word not in _NOT_DUALS and word not in UNITS:
            out.add(stem)
    return frozenset(out)


def names_stem(stems: "frozenset[str]", text: str) -> bool:
    """``text`` names one of the nouns of ``stems`` in any number: singular (ة), plural (ات) or dual, with its article
    and a proclitic ("التأشيرات"، "تأشيرة"، "جلستا")."""
    if not stems:
        return False
    alt = "|".join(re.escape(s) for s in sorted(stems, key=len, reverse=True))
    pat = re.compile(rf"(?<![{_L}])(?:[وفبل]|لل)?(?:ال)?(?:{alt})(?:ه|ات|تان|تين|تا|تي)(?![{_L}])")
    return pat.search(fold_text(text)) is not None


#: THE DUAL RESTATED AS ITS FIGURE: the count nouns whose masculine dual (…ان/…ين) counts what a working then multiplies
#: by 2 ("شخصان … (٤٥٠ × ٢)"، "| طفلان (2 × 100) |"); a closed table, since a word in ان is seldom a dual ("مكان"،
#: "عنوان"، "رمضان"). The feminine duals (…تان/…تين، the construct …تا/…تي) are read by :data:`_STATED_DUAL`.
COUNT_DUAL_NOUNS = "شخص طفل ولد ابن بالغ راكب زائر طالب مسافر لاعب اشتراك مقعد سرير كرسي كتاب جهاز فرد"
_COUNT_DUALS = frozenset(d for w in _f(COUNT_DUAL_NOUNS) for d in (w + "ان", w + "ين"))
_COUNT_DUAL_CLITICS = ("", "و", "ف", "ب", "ل", "لل", "ال", "بال", "وال", "ولل", "فلل", "ول", "وب")
#: the figure 2 as a factor: "× ٢"، "٢ ×" (the sign right beside it)
_TWO_FACTOR = re.compile(r"(?:[×*]\s*(?:\*\*)?\s*$)")
_TWO_FACTOR_AFTER = re.compile(r"\s*(?:\*\*)?\s*[×*]")


def restates_dual(text: str, start: int, end: int) -> bool:
    """THE DUAL RESTATED AS ITS FIGURE: the bare figure 2 at ``text[start:end]`` is a factor of written working (a
    multiplication sign beside it) after a noun of the same sentence counted two by its dual alone ("شخصان في غرفة
    مزدوجة لليلتين = (٤٥٠ × ٢)"، "| طفلان (2 × 100) |"، "جلستان منفردتان | ١٦٠ + (٢ × ٤٥)"): the answer's own count,
    restated. A 2 with no dual before it, or no sign beside it, is none (one pass over the sentence before it: linear)."""
    if start < 0 or not (_TWO_FACTOR.search(text, max(0, start - 6), start) or _TWO_FACTOR_AFTER.match(text, end)):
        return False
    before = fold_text(text[max(0, start - 200):start])
    for m in _STATED_DUAL.finditer(before):
        word = m.group("w") or m.group("cw")
        if word not in _NOT_DUALS and word not in UNITS:
            return True
    return any(t[len(c):] in _COUNT_DUALS for t in re.findall(rf"[{_L}]+", before) for c in _COUNT_DUAL_CLITICS if t.startswith(c))
