"""Arabic legal citations of Gulf and Levant legislation, keyed the same whatever the digits.

Recognised (on the folded text, so أ/ا، ة/ه، tanween, tatweel and the digit sets do not matter):

- articles and paragraphs: المادة (٦٢) / المادة 62 / م 62 / م. 62 / للمادة 62 → ``article:62``;
  الفقرة (٢) / البند 3 → ``paragraph:2`` / ``item:3``; المادة الثانية / المادة (الرابعة) / المادة
  الثالثة عشرة / المادة الخامسة والعشرون / المادة السابعة بعد المائة (ordinal words, :func:`ordinal_value`)
  → ``article:2`` …;
- instruments with a number and a year: القانون رقم (٢) لسنة ٢٠١٩ → ``law:2/2019``; المرسوم
  بقانون اتحادي رقم ٣٣ لسنة ٢٠٢١ → ``decree-law:33/2021``; المرسوم رقم … → ``decree:…``;
  القرار الوزاري رقم … → ``decision:…``; the royal decree المرسوم الملكي رقم م/٥١ وتاريخ
  ٢٣/٨/١٤٢٦هـ → ``royal-decree:m/51`` (its date read as a Hijri date by :mod:`.dates`);
- named instruments: نظام العمل، نظام التأمينات الاجتماعية، اللائحة التنفيذية (لنظام …)، قانون
  العمل، قانون حماية المستهلك … → ``name:<folded words>``.

:func:`extract` returns :class:`Citation` objects (key, span in the original text);
:func:`keys` the set of keys, so an answer's citations can be checked against the context's.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .normalise import ARABIC_LETTER, fold, fold_text, to_original
from .ordinals import ORDINAL_RE as _ORD_RE, ordinal_value

__all__ = ["Citation", "extract", "keys", "source_markers", "SOURCE_WORDS"]

_L = ARABIC_LETTER
_NB, _NA = rf"(?<![{_L}])", rf"(?![{_L}])"


@dataclass(frozen=True, slots=True)
class Citation:
    key: str
    raw: str
    start: int
    end: int


def _f(s: str) -> str:
    return re.escape(fold_text(s)).replace(r"\ ", r"\s+")


_NUM = r"\(?\s*(?P<n>\d+)(?:\s*\))?"
_PRE = r"(?:[وبلف]|ول|وب|وفق|بموجب\s+)?"

_INSTRUMENTS = [  # longest first: (pattern, key prefix)
    (_f("المرسوم بقانون اتحادي") + "|" + _f("مرسوم بقانون اتحادي") + "|" + _f("المرسوم بقانون") + "|" + _f("مرسوم بقانون"), "decree-law"),
    (_f("المرسوم الملكي") + "|" + _f("مرسوم ملكي"), "royal-decree"),
    (_f("المرسوم الاشتراعي") + "|" + _f("المرسوم التشريعي"), "legislative-decree"),
    (_f("المرسوم") + "|" + _f("مرسوم"), "decree"),
    (_f("القانون الاتحادي") + "|" + _f("قانون اتحادي") + "|" + _f("القانون") + "|" + _f("قانون"), "law"),
    (_f("القرار الوزاري") + "|" + _f("قرار وزاري") + "|" + _f("قرار مجلس الوزراء") + "|" + _f("القرار") + "|" + _f("قرار"), "decision"),
    (_f("النظام") + "|" + _f("نظام"), "regulation"),
    (_f("التعميم") + "|" + _f("تعميم"), "circular"),
]
_INSTRUMENT = re.compile(
    rf"{_NB}(?:[وبلف]|لل)?(?:{'|'.join(f'(?P<k{i}>{p})' for i, (p, _) in enumerate(_INSTRUMENTS))})"
    rf"(?:\s+(?![وبلف]?(?:ال)?(?:{_f('مرسوم')}|{_f('قانون')}|{_f('قرار')}|{_f('نظام')}))[{_L}]+){{0,4}}?\s+{_f('رقم')}\s*\(?\s*(?P<code>(?:م\s*/\s*)?\d+)(?:\s*\))?"
    rf"(?:\s*(?:{_f('لسنة')}|{_f('لعام')}|{_f('سنة')}|/)\s*(?P<y>\d{{4}})(?:\s*(?:ه|م){_NA})?)?"
    rf"(?:\s*و?\s*{_f('تاريخ')}\s*\d{{1,2}}\s*/\s*\d{{1,2}}\s*/\s*(?P<dy>\d{{4}})(?:\s*(?:ه|م){_NA})?)?"
)
_ARTICLE = re.compile(
    rf"{_NB}{_PRE}(?:(?:ال|ل)?(?P<kind>{_f('مادة')}|{_f('مواد')}|{_f('فقرة')}|{_f('بند')})\s*{_NUM}"
    rf"|(?P<m>م)\.?\s*(?P<mn>\d+)(?![0-9/])"
    rf"|(?:ال|ل)?(?P<okind>{_f('مادة')}|{_f('فقرة')}|{_f('بند')})\s*(?P<lp>\(\s*)?(?P<ord>{_ORD_RE})(?(lp)\s*\)))"
)
_NAMED = re.compile(
    rf"{_NB}(?:[وبلف]|لل)?(?P<name>(?:ال)?(?:{_f('لائحة التنفيذية')}|{_f('لائحه التنفيذيه')}|{_f('نظام')}|{_f('قانون')})"
    rf"(?:\s+(?!{_f('رقم')}{_NA})(?:ال)?[{_L}]+){{1,3}})"
)
_KIND = {fold_text("مادة"): "article", fold_text("مواد"): "article", fold_text("فقرة"): "paragraph",
         fold_text("بند"): "item"}
_STOP_NAME = {fold_text(w) for w in "في من على عن إلى الى التي الذي رقم لسنة وتاريخ الصادر".split()}


def extract(text: str) -> list[Citation]:
    """The Arabic legal citations of ``text`` with their keys and spans in ``text``."""
    low, offsets = fold(text)
    low = low.lower()
    out: list[Citation] = []
    taken: list[tuple[int, int]] = []

    def add(key: str, a: int, b: int) -> None:
        s, e = to_original(offsets, a, b)
        out.append(Citation(key, text[s:e], s, e))
        taken.append((a, b))

    for m in _INSTRUMENT.finditer(low):
        prefix = next(_INSTRUMENTS[i][1] for i in range(len(_INSTRUMENTS)) if m.group(f"k{i}"))
        code = re.sub(r"\s+", "", m.group("code")).replace("م/", "m/")
        year = m.group("y") or m.group("dy")
        key = f"{prefix}:{code}" + (f"/{year}" if year else "")
        add(key, m.start(), m.end())
    for m in _ARTICLE.finditer(low):
        if any(s < m.end() and m.start() < e for s, e in taken):
            continue
        if m.group("kind"):
            add(f"{_KIND[m.group('kind')]}:{int(m.group('n'))}", m.start(), m.end())
        elif m.group("m"):
            add(f"article:{int(m.group('mn'))}", m.start(), m.end())
        elif (n := ordinal_value(m.group("ord"))) is not None:  # "المادة الثالثة عشرة", "المادة (الرابعة)"
            add(f"{_KIND[m.group('okind')]}:{n}", m.start(), m.end())
    for m in _NAMED.finditer(low):
        if any(s < m.end() and m.start() < e for s, e in taken):
            continue
        ws = m.group("name").split()
        kept = []
        for w in ws:
            if w in _STOP_NAME:
                break
            kept.append(w[2:] if w.startswith("ال") and len(w) > 4 else w)
        if len(kept) >= 2:
            add("name:" + " ".join(kept), m.start(), m.start() + len(" ".join(ws[:len(kept)])) + (m.start("name") - m.start()))
    out.sort(key=lambda c: c.start)
    return out


def keys(text: str) -> frozenset[str]:
    """The citation keys of ``text`` (for comparing an answer's citations with the context's)."""
    return frozenset(c.key for c in extract(text))


# ------------------------------------------------------------------ for groundtest.citations
#: the English instrument names of groundtest.citations (so "القانون رقم ٢ لسنة ٢٠١٩" and "Law No. 2
#: of 2019" have the same registry key, ``law:2:2019``)
_INSTRUMENT_NAMES = {"law": "Law", "decree-law": "Decree-Law", "royal-decree": "Royal Decree",
                     "legislative-decree": "Legislative Decree", "decree": "Decree", "decision": "Resolution",
                     "regulation": "Regulation", "circular": "Circular"}
_CASE = re.compile(
    rf"{_NB}(?:[وبلف]|لل)?(?:ال)?(?:{_f('قضية')}|{_f('دعوى')}|{_f('حكم')}|{_f('طعن')})\s+{_f('رقم')}\s*\(?\s*(?P<n>\d+)\s*\)?"
    rf"\s*(?:(?:{_f('لسنة')}|{_f('لعام')}|/)\s*(?P<y>\d{{4}}))?(?:\s*(?:ه|م){_NA})?"
)
_OF_GAP = re.compile(rf"\s*(?:{_f('من')}|{_f('في')}|,)?\s*")


def parts(text: str) -> list[tuple[int, int, dict]]:
    """The Arabic citations of ``text`` as (start, end, fields of groundtest.citations.Citation):
    instruments with English instrument names, numbers and years; articles joined to the instrument
    that follows them ("المادة 62 من القانون رقم 2 لسنة 2019"); named instruments as titles; case
    numbers ("القضية رقم 4512 لسنة 1441")."""
    low, offsets = fold(text)
    low = low.lower()
    out: list[tuple[int, int, dict]] = []
    cites = extract(text)
    for m in _CASE.finditer(low):
        if any(c.start < to_original(offsets, m.start(), m.end())[1] and to_original(offsets, m.start(), m.end())[0] < c.end
               for c in cites):
            continue
        s, e = to_original(offsets, m.start(), m.end())
        out.append((s, e, {"kind": "case", "instrument": "case", "number": m.group("n"),
                           "year": int(m.group("y")) if m.group("y") else None}))
    fields: list[tuple[int, int, dict]] = []
    for c in cites:
        kind, _, rest = c.key.partition(":")
        if kind in ("article", "paragraph", "item"):
            f: dict = {"kind": "provision", "article": rest, "provision": "article" if kind == "article" else "paragraph"}
        elif kind == "name":
            f = {"kind": "title", "instrument": rest, "title": rest}
        else:
            num, _, year = rest.partition("/") if not rest.startswith("m/") else (rest.split("/", 2)[0] + "/" + rest.split("/", 2)[1], "", rest.split("/", 2)[2] if rest.count("/") > 1 else "")
            inst = _INSTRUMENT_NAMES[kind]
            folded_raw = fold_text(c.raw)
            if kind == "decree-law" and fold_text("اتحادي") in folded_raw:
                inst = "Federal Decree-Law"
            elif kind == "decision" and fold_text("وزاري") in folded_raw:
                inst = "Ministerial Resolution"
            elif kind == "decision" and fold_text("مجلس الوزراء") in folded_raw:
                inst = "Cabinet Resolution"
            f = {"kind": "regulation" if kind == "regulation" else "statute", "instrument": inst,
                 "number": num.upper(), "year": int(year) if year else None}
        fields.append((c.start, c.end, f))
    # the royal decree's date: "… رقم م/51 وتاريخ 23/8/1426هـ" gives its (Hijri) year
    for i, (s, e, f) in enumerate(fields):
        if f.get("instrument") and f.get("number") and f.get("year") is None:
            d = re.match(r"\s*(?:و)?\s*" + _f("تاريخ") + r"\s*\d{1,2}\s*/\s*\d{1,2}\s*/\s*(\d{4})", fold_text(text[e:e + 40]))
            if d is not None:
                f["year"] = int(d.group(1))
    i = 0
    while i < len(fields):
        s, e, f = fields[i]
        if f["kind"] == "provision" and i + 1 < len(fields) and fields[i + 1][2]["kind"] in ("statute", "regulation", "title"):
            s2, e2, g = fields[i + 1]
            if _OF_GAP.fullmatch(fold_text(text[e:s2])):
                out.append((s, e2, {**g, "article": f["article"], "provision": f["provision"]}))
                i += 2
                continue
        out.append((s, e, f))
        i += 1
    out.sort(key=lambda t: t[0])
    return out


_HEADING = re.compile(rf"^\s*(?:#{{1,6}}\s*)?(?:ال)?(?:{_f('مادة')})\s*(?:\(?\s*(?P<num>\d{{1,4}})\s*\)?|\(?\s*(?P<ord>{_ORD_RE})\s*\)?)(?P<rest>.*)$")


class _Heading:
    """A heading match with the ``num``/``rest`` groups of the English heading pattern."""

    __slots__ = ("_num", "_rest")

    def __init__(self, num: str, rest: str) -> None:
        self._num, self._rest = num, rest

    def group(self, name: str) -> str:
        return self._num if name == "num" else self._rest


def heading(line: str) -> _Heading | None:
    """An Arabic article heading of a source text (``## المادة (٦٢)``, ``المادة الثانية``): its
    article number (ASCII digits) and the rest of the line; None for any other line."""
    low = fold_text(line)
    m = _HEADING.match(low)
    if m is None:
        return None
    num = m.group("num") or str(ordinal_value(m.group("ord")) or "")
    if not num:
        return None
    return _Heading(str(int(num)), m.group("rest"))


# ------------------------------------------------------------------ for the checker's legal rule
#: folded words that may open an Arabic citation (the checker's cheap gate), with their proclitics
HINT_WORDS = frozenset(p + fold_text(w) for w in "مادة المادة مواد المواد رقم م".split()
                       for p in ("", "و", "ب", "ل", "ف", "وب", "ول", "لل", "بال", "وال"))
#: the keys the checker compares: articles and numbered instruments (a named instrument, a
#: paragraph or an item may be the context's in other words: not checked)
_CHECKED = ("article:", "law:", "decree-law:", "royal-decree:", "legislative-decree:", "decree:", "decision:",
            "regulation:", "circular:")
_EN_ARTICLE = re.compile(r"\b(?:article|art\.?)\s*\(?(\d+)\)?", re.I)
_EN_INSTRUMENT = re.compile(
    r"\b(?:law|decree|decree-law|resolution|decision|regulation|circular|order)\s+no\.?\s*\(?((?:m\s*/\s*)?\d+)\)?"
    r"(?:\s*(?:of|/|for(?:\s+the\s+year)?)\s*(\d{4}))?", re.I)


def checkable(text: str) -> list[Citation]:
    """The citations of an Arabic sentence the checker looks up: articles and numbered instruments."""
    return [c for c in extract(text) if c.key.startswith(_CHECKED)]


def context_keys(text: str) -> frozenset[str]:
    """The keys the context states, in Arabic ("المادة (٦٢)"، "القانون رقم ٢ لسنة ٢٠١٩") or in
    English ("Article 62", "Law No. 2 of 2019"), for :func:`cited_in`."""
    out = set(keys(text))
    for m in _EN_ARTICLE.finditer(text):
        out.add(f"article:{int(m.group(1))}")
    for m in _EN_INSTRUMENT.finditer(text):
        code = re.sub(r"\s+", "", m.group(1)).lower()
        out.add(f"instrument:{code}" + (f"/{m.group(2)}" if m.group(2) else ""))
    return frozenset(out)


def cited_in(key: str, have: frozenset[str]) -> bool:
    """Whether a citation key is among the context's: an article by its number; an instrument by
    its number and year, whatever it is called ("المرسوم بقانون رقم 33 لسنة 2021" is the
    context's "Federal Decree-Law No. 33 of 2021"); a year left out matches any year."""
    if key in have:
        return True
    kind, _, rest = key.partition(":")
    if kind == "article":
        return False
    num, _, year = rest.rpartition("/") if rest.count("/") > (1 if rest.startswith("m/") else 0) else (rest, "", "")
    for k in have:
        if k.startswith("article:") or k.startswith("name:"):
            continue
        r = k.partition(":")[2]
        n, _, y = r.rpartition("/") if r.count("/") > (1 if r.startswith("m/") else 0) else (r, "", "")
        if n == num and (not year or not y or y == year):
            return True
    return False


#: source markers in Arabic prose: "(المصدر: الموثقون-المرخصون.md)"، "[المرجع: الرسوم]"، "(مصدر ٢)" (not "انظر"/"راجع": they lead to an article) —
#: the marker word, a colon or a space, then what it cites (one or more, joined by ، , و)
SOURCE_WORDS = "المصدر المصادر مصدر المرجع المراجع مرجع"
_SOURCE_MARK = re.compile(
    r"[(\[【]\s*(?:" + "|".join(sorted(SOURCE_WORDS.split(), key=len, reverse=True)) + r")\s*[:：]?\s*(?P<body>[^()\[\]【】\n]{1,120})[)\]】]")
_SOURCE_SPLIT = re.compile(r"\s*(?:[,،;؛]|\s+و(?=\S))\s*")


def source_markers(sentence: str) -> list[tuple[str, int, int]]:
    """The sources an Arabic citation marker names ("(المصدر: رسوم-التوثيق.md)" → "رسوم-التوثيق.md"): (what it
    cites, the marker's start, end), one per item; the English ``checker.atoms.citations``' counterpart
    (which reads square brackets and English marker words only)."""
    out = []
    for m in _SOURCE_MARK.finditer(sentence):
        for part in _SOURCE_SPLIT.split(m.group("body").strip()):
            if part.strip():
                out.append((part.strip(), m.start(), m.end()))
    return out
