"""Arabic folding for matching, with an offset map back to the original text.

Two foldings:

- :data:`SAME_LENGTH` (a ``str.translate`` table) maps one character to one character, so spans
  in the folded text are spans in the original: the alef forms (أ إ آ ٱ → ا), alef maqsura
  (ى → ي), taa marbuta (ة → ه), the hamza seats (ؤ → و, ئ → ي), Persian yeh/keheh (ی → ي,
  ک → ك), Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits (→ 0–9), the Arabic decimal
  and thousands separators (٫ → ``.``, ٬ → ``,``), the Arabic comma, semicolon, question mark and
  percent sign (، → ``,``, ؛ → ``;``, ؟ → ``?``, ٪ → ``%``).
- :func:`fold` also removes what has no letter of its own: the diacritics (تشكيل: fathatan …
  sukun, the dagger alef, Quranic marks), tatweel (ـ) and the bidi marks (ALM, LRM, RLM,
  ZWJ/ZWNJ); it returns the folded text and, when anything was removed, an offset map
  (``offsets[i]`` is the index in the original of folded character ``i``; one extra entry for
  the end).

Taa marbuta → ha is safe for matching because both sides are folded the same way; it merges a
feminine ending with the pronoun "his" (مدرسة/مدرسه), which a grounded answer over the same
source does not confuse. The folding is lossy by design: never show the folded text, map spans
back with :func:`to_original`.
"""
from __future__ import annotations

import re
from functools import lru_cache

from ..memo import once

__all__ = ["SAME_LENGTH", "decimal_commas", "thousands_points", "REMOVED", "fold", "fold_text", "to_original", "has_arabic", "tokens",
           "ARABIC_LETTER"]

_MAP = {
    "أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ى": "ي", "ة": "ه", "ؤ": "و", "ئ": "ي",
    "ی": "ي", "ک": "ك", "ٮ": "ب", "ڤ": "ف",
    "٫": ".", "٬": ",", "،": ",", "؛": ";", "؟": "?", "٪": "%", "۔": ".",
}
for _i in range(10):
    _MAP[chr(0x0660 + _i)] = str(_i)
    _MAP[chr(0x06F0 + _i)] = str(_i)
SAME_LENGTH = str.maketrans(_MAP)

#: characters with no letter of their own: diacritics, tatweel, Quranic marks, bidi/joiner marks
REMOVED = frozenset(
    [chr(c) for c in range(0x064B, 0x0660)] + ["\u0670", "\u0640"]
    + [chr(c) for c in range(0x06D6, 0x06EE) if c not in (0x06E5, 0x06E6)]
    + ["\u061C", "\u200E", "\u200F", "\u200C", "\u200D"]
)
_REMOVE_RE = re.compile("[" + "".join(sorted(REMOVED)) + "]+")
_FULL = str.maketrans({**_MAP, **{c: None for c in REMOVED}})

_ARABIC = re.compile("[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]")
#: an Arabic letter (not a digit or punctuation mark)
ARABIC_LETTER = "\u0621-\u063a\u0641-\u064a\u0671-\u06d3\u06fa-\u06ff"


_EURO = re.compile(r"(?<![\d.,])(\d{1,3}(?:\.\d{3})+),(\d{1,2})(?![\d,.])")
_DEC_COMMA = re.compile(r"(?<![\d.,])(\d+),(\d{1,2})(?![\d,])")
_ZERO_COMMA = re.compile(r"(?<![\d.,])0,(?=\d+(?![\d,]))")  # no thousands group starts with 0: "0,250"


_THOUSANDS_POINT = re.compile(r"(?<![\d.,])(?:\d{2,3}\.\d{3}|\d{1,3}(?:\.\d{3}){2,})(?![\d.,])"
                              r"(?!\s*(?:دينار|دنانير|د\.|ر\.ع|ريال\s+عماني|ريالا\s+عمانيا|(?:bd|kd|jd|ro|bhd|kwd|jod|omr|tnd)(?![a-z])))")


def decimal_commas(text: str) -> str:
    """The decimal comma of Arabic prose in Western digits, as a point, same length: "4,5%" is
    4.5% and "1.500,00 درهم" is 1,500.00 (the Maghreb and Levant write them so); a comma before
    three digits stays a thousands separator ("10,000"), unless a lone 0 stands before it ("0,250
    دينار" is a quarter of a dinar)."""
    if "," not in text:
        return text
    text = _ZERO_COMMA.sub("0.", text)
    text = _EURO.sub(lambda m: m.group(1).replace(".", ",") + "." + m.group(2), text)
    return _DEC_COMMA.sub(lambda m: m.group(1) + "." + m.group(2), text)


#: one digit (not 0: "0.065 درهم" is a decimal), a point and three digits before a currency whose part is a hundredth (the dirham, the pound,
#: the lira, the dollar, the euro, the Saudi and Qatari riyal): no such sum is written to three decimals, so
#: the point groups thousands ("2.000 درهم" = 2,000, "١.٢٥٠ جنيه" = 1,250); before a three-decimal currency
#: (a dinar, a bare or Omani riyal: "2.500 د.ك", "1.250 ريال عماني") or no currency ("1.500 كم") it stays a point
_MARKS = "[\u064b-\u0652]*"
_THOUSANDS_POINT_ONE = re.compile(
    r"(?<![\d.,])(?![0٠۰])\d\.\d{3}(?![\d.,])(?=[\s*_]*(?:درهم|دراهم|جنيه|جنيهات|لير[ةه]|ليرات|دولار|يورو|ج\.م|ر\.س|ر\.ق"
    r"|ريال" + _MARKS + r"(?:ا" + _MARKS + r")?\s+(?:سعودي|قطري))" + _MARKS + r"(?:ا" + _MARKS + r")?"
    r"(?![\u0621-\u063a\u0641-\u064a]))")


def thousands_points(text: str) -> str:
    """A point as the thousands separator of Arabic prose, as a comma, same length: "10.000 درهم"
    is 10,000 — when two or three digits stand before it (or there are two groups) and no
    three-decimal currency follows (the dinar and the rial count fils and baisa: "2.500 د.ك"); with
    one digit before it, only before a currency counted in hundredths (:data:`_THOUSANDS_POINT_ONE`)."""
    if "." not in text:
        return text
    text = _THOUSANDS_POINT.sub(lambda m: m.group(0).replace(".", ","), text)
    return _THOUSANDS_POINT_ONE.sub(lambda m: m.group(0).replace(".", ","), text)


def has_arabic(text: str) -> bool:
    """Whether ``text`` holds an Arabic character (letter, digit or mark)."""
    return not text.isascii() and _ARABIC.search(text) is not None


def fold(text: str) -> tuple[str, list[int] | None]:
    """The matching form of ``text`` and its offset map (None when lengths are equal).

    Inside a check (:func:`groundtest.text.memo.scope`) a text is folded once: its callers share the one
    reading (the offset map is only read, by :func:`to_original`)."""
    return once(_fold, text)


def _fold(text: str) -> tuple[str, list[int] | None]:
    if text.isascii():
        return text, None
    if _REMOVE_RE.search(text) is None:
        return text.translate(SAME_LENGTH), None
    offsets: list[int] = []
    out: list[str] = []
    pos = 0
    for m in _REMOVE_RE.finditer(text):  # kept runs between the removed marks, a run at a time
        a = m.start()
        if a > pos:
            out.append(text[pos:a])
            offsets.extend(range(pos, a))
        pos = m.end()
    out.append(text[pos:])
    offsets.extend(range(pos, len(text) + 1))
    return "".join(out).translate(SAME_LENGTH), offsets


fold.__wrapped__ = _fold  # type: ignore[attr-defined]  # (the reading itself: bench/text_visits.py counts its calls)


_ABD = re.compile("(?<![\u0621-\u064a])عبد\\s+(?=ال)")


@lru_cache(maxsize=8192)
def fold_text(text: str) -> str:
    """The matching form of ``text`` alone (no offsets), lower-cased; a theophoric name is
    written solid ("عبد الله" → "عبدالله", as it is often spelt)."""
    out = text.translate(_FULL).lower()
    return _ABD.sub("عبد", out) if "عبد" in out else out


def to_original(offsets: list[int] | None, start: int, end: int) -> tuple[int, int]:
    """A span of the folded text as a span of the original; marks after the last letter (a
    tanween, a shadda) stay inside it."""
    if offsets is None:
        return start, end
    last = len(offsets) - 1
    a = offsets[min(start, last)]
    b = offsets[min(end, last)]
    return a, max(a, b)


_TOKEN = re.compile(r"[^\W_]+")


def tokens(folded: str) -> list[tuple[str, int, int]]:
    """Word tokens of folded text with their spans (letters and digits; punctuation splits)."""
    return [(m.group(), m.start(), m.end()) for m in _TOKEN.finditer(folded)]


_WS = re.compile(r"\s+")


@lru_cache(maxsize=4096)
def _phrase_re(phrase: str) -> re.Pattern[str] | None:
    parts = _WS.split(fold_text(phrase).strip(" .,;:!?"))
    parts = [p for p in parts if p]
    if not parts:
        return None
    body = r"\s+".join(re.escape(p) for p in parts)
    return re.compile(rf"(?<![^\W_])(?:[وبفلك](?=[{ARABIC_LETTER}]))?{body}(?![^\W_])")


def find_phrase(text: str, phrase: str) -> tuple[int, int] | None:
    """Where ``phrase`` is written in ``text`` as whole words, both folded (diacritics, tatweel
    and spelling variants ignored; one proclitic و ب ف ل ك allowed); a span of ``text``."""
    pattern = _phrase_re(phrase)
    if pattern is None:
        return None
    low, offsets = fold(text)
    m = pattern.search(low.lower())
    if m is None:
        return None
    return to_original(offsets, m.start(), m.end())


#: proclitics and enclitics of the light stemmer (longest first)
PREFIXES = ("وبال", "وكال", "فبال", "وال", "بال", "كال", "فال", "لل", "ال", "و", "ف", "ب", "ك", "ل", "س")
SUFFIXES = ("كما", "هما", "تين", "تان", "ها", "هم", "هن", "كم", "كن", "نا", "ات", "ون", "ين", "ان", "يه",
            "ته", "تي", "ه", "ي", "ك", "ا")


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light stem of one folded Arabic word: at most one proclitic group and one suffix,
    keeping at least three letters (التوفيق → توفيق، بالمستندات → مستند، ومكافأته → مكافا)."""
    w = word
    for p in PREFIXES:
        if w.startswith(p) and len(w) - len(p) >= 3:
            w = w[len(p):]
            break
    for s in SUFFIXES:
        if w.endswith(s) and len(w) - len(s) >= 3:
            w = w[: -len(s)]
            break
    return w


#: proclitic groups for :func:`stem_candidates` (conjunction, preposition, article; the future
#: س and the imperfect prefixes ي ت ن ا are tried only before a verb-like rest of 4+ letters)
_PRE = ("", "و", "ف", "ب", "ك", "ل", "ال", "وال", "فال", "بال", "كال", "لل", "وبال", "فبال", "وكال", "ولل", "فلل",
        "وب", "فب", "ول", "فل", "وك")
_VERB_PRE = ("ي", "ت", "ن", "ا", "سي", "ست", "سن")
#: suffixes: pronouns (ه ها هم هما هن ك كم كما كن ي نا), plurals and duals (ات ون ين ان تان تين),
#: the nisba يه, and a pronoun after a plural or a taa marbuta (اته تها تك …)
_SUF = ("", "ه", "ها", "هم", "هما", "هن", "ك", "كم", "كما", "كن", "ي", "نا", "ات", "ون", "ين", "ان", "تان", "تين",
        "يه", "يا", "ا", "اته", "اتها", "اتهم", "اتك", "اتكم", "اتي", "اتنا", "وا",
        "ت", "تم", "تما", "ته", "تها", "تهم", "تك", "تكم")  # past-tense persons (امضيت / امضي)
_PRONOUN = ("ه", "ها", "هم", "هما", "هن", "ك", "كم", "كما", "كن", "ي", "نا")


@lru_cache(maxsize=65536)
def stem_candidates(word: str) -> frozenset[str]:
    """Every light stem of one folded Arabic word: each proclitic group it may start with and
    each suffix it may end with, taken off (the word itself included), keeping at least three
    letters. A pronoun after a taa marbuta restores it (موافقتك → موافقه، اسرتك → اسره). Two
    words are one word when their candidate sets meet (سفرك / السفر، وثائقك / وثائقه)."""
    out = {word}
    n = len(word)
    for p in _PRE:
        if not word.startswith(p) or n - len(p) < 3:
            continue
        rest = word[len(p):]
        _suffixes(rest, out)
        if len(rest) >= 4:
            for v in _VERB_PRE:
                if rest.startswith(v) and len(rest) - len(v) >= 3:
                    verb: set[str] = set()
                    _suffixes(rest[len(v):], verb)
                    out |= verb
                    if v in _IMPERFECT:  # the imperfect's three-letter root, the key its participle meets
                        out.update(_VERBAL + c for c in verb if len(c) == 3)
    out |= {_DIALECT_NOUNS[c] for c in out if c in _DIALECT_NOUNS}
    if n >= 5 and word[-1] == "ش" and (bare := _NEGATED_PRESENT.match(word)) is not None:
        out |= stem_candidates(bare.group(1))  # "يشملش"، "بيشملش"، "كيحتاجش" of "ما … ش": the verb's stems too
    return frozenset(out)


#: THE CIRCUMFIXED VERB: the dialects' negated present closes on ش ("ما يشملش"، "ما بيشملش"، "ما كيحتاجش"): its stems
#: are the verb's without the ش and the present's ب، ك or كا (text.arabic.polarity reads the negation itself)
_NEGATED_PRESENT = re.compile(r"^(?:[وف]?(?:كا|ك|ب))?([يتن][^\W\d_]{3,})ش$")


#: the dialects' everyday nouns and their standard words (one key: the standard word's own stem), so that
#: the user's "شنطة" is the context's "حقيبة" ("شنطة ظهرك" over "يُسمح بحقيبة واحدة"); only unambiguous pairs
#: ("عربية" is a car in Egypt and "Arabic" everywhere: left out)
DIALECT_NOUNS = {"شنطة": "حقيبة", "شنطه": "حقيبه", "شنط": "حقائب", "جوال": "هاتف", "موبايل": "هاتف", "فلوس": "نقود",
                 "مصاري": "نقود", "دكتور": "طبيب", "دكتورة": "طبيبة", "ترويقة": "فطور", "ترويقه": "فطور"}
_DIALECT_NOUNS = {fold_text(k): fold_text(v) for k, v in DIALECT_NOUNS.items()}


#: the key a passive participle and its verb's imperfect share ("~شمل": مشمولة / يشمل)
_VERBAL = "~"
_IMPERFECT = frozenset(("ي", "ت", "ن", "سي", "ست", "سن"))


def _suffixes(rest: str, out: set[str]) -> None:
    m = len(rest)
    for s in _SUF:
        if s and not rest.endswith(s):
            continue
        core = rest[: m - len(s)] if s else rest
        if len(core) < 3:
            continue
        out.add(core)
        if s in _PRONOUN and core.endswith("ت") and len(core) >= 4:
            out.add(core[:-1] + "ه")  # a taa marbuta before a pronoun is written ت
            out.add(core[:-1])
        if core.endswith("ه") and len(core) >= 4:
            out.add(core[:-1])  # the feminine ending: خدمه / خدم
        if (core.endswith("اء") or (s in _PRONOUN and core.endswith("اي"))) and len(core) >= 5:
            out.add(core[:-1])  # THE HAMZA AFTER ALIF: on its line at the word's end, on a seat (ئ, folded ي) before a
            # pronoun, so "انتهاء" meets "لانتهائه" (انتهايه) and "انتهائها" (انتهايها) at انتها
        if len(core) == 5 and core[0] == "ا" and core[3] == "ا" and core[4] == "ء":
            out.add(core[1:3] + "ي")  # THE DEFECTIVE VERBAL NOUN OF FORM IV (إفعاء): its root with the weak ي the
            # imperfect writes, so "الإلغاء" meets "يُلغى" (لغي) and "الإعفاء" "يُعفى", as "الإرسال" meets "يرسل" at رسل
        for c in (core, core[:-1] if core.endswith("ه") else ""):
            if len(c) == 5 and c[0] == "م" and c[3] == "و" and c[1] not in "او" and c[2] not in "او":
                # the passive participle مفعول meets its verb's imperfect (مشمول / يشمل، مسموح / يسمح) at a key of
                # its own: not the bare root, which a broken plural also gives (مرسوم decree / رسوم fees)
                out.add(_VERBAL + c[1:3] + c[4])
        if len(core) >= 5:  # derived forms meet at one key: انسحاب / ينسحب / منسحب → نسحب
            c = core[:-2] + core[-1] if core[-2] == "ا" else core
            if c[0] in "ما" and len(c) >= 5 and (c[1] in "نتس" or c[2] == "ت"):  # forms V–X (منفعل، مفتعل، مستفعل)
                c = c[1:]
            if c != core and len(c) >= 4:
                out.add(c)
        r = _broken(core)
        if r is not None:
            out.add(r)


def _broken(w: str) -> str | None:
    """The three letters of a broken plural and of its singular's pattern, so they meet: فعول
    (رسوم، شروط، حقوق → رسم، شرط، حقق), أفعال (أسعار، أطفال → سعر، طفل), فعائل / فعيلة (وثائق، وثيقة
    → وثق). Only these templates: a three-letter key is a root, and roots are shared widely."""
    n = len(w)
    if n == 4 and w[2] == "و" and w[1] != "ا":
        return w[0] + w[1] + w[3]  # فعول
    if n == 5 and w[0] == "ا" and w[3] == "ا":
        return w[1] + w[2] + w[4]  # أفعال
    if n == 5 and w[2] == "ا" and w[3] == "ي":
        return w[0] + w[1] + w[4]  # فعائل
    if n == 4 and w[2] == "ي" and w[3] != "ه":
        return w[0] + w[1] + w[3]  # فعيل (the singular of فعائل after its ending is taken off)
    return None
