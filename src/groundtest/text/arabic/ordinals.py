"""Arabic ordinal numbers, as statutes number their articles ("المادة الثالثة عشرة") and dates their
days ("الخامس عشر من رمضان"): feminine and masculine units, "الحادية" / "الحادي" before عشرة or a ten, the
teens (الثالثة عشرة = 13), the tens (العشرون / العشرين), a unit joined to a ten (الخامسة والعشرون = 25),
and "بعد المائة" (السابعة بعد المائة = 107). Read on folded text (:func:`.normalise.fold_text`).
"""
from __future__ import annotations

import re

from .normalise import ARABIC_LETTER, fold_text

__all__ = ["ORDINAL_RE", "ORDINAL_WORDS", "ordinal_value"]

_L = ARABIC_LETTER
_NA = rf"(?![{_L}])"

#: ordinals, feminine (المادة) and masculine (البند، اليوم): the units, "الحادية" / "الحادي" before
#: عشرة or a ten, the teens (الثالثة عشرة = 13), the tens (العشرون / العشرين), the units joined to a ten
#: (الخامسة والعشرون = 25), and "بعد المائة" (السابعة بعد المائة = 107) — the way Gulf statutes number them
_ORDINALS = {fold_text(w): i for i, w in enumerate(
    "الأولى الثانية الثالثة الرابعة الخامسة السادسة السابعة الثامنة التاسعة العاشرة".split(), start=1)}
_ORDINALS.update({fold_text(w): i for i, w in enumerate(
    "الأول الثاني الثالث الرابع الخامس السادس السابع الثامن التاسع العاشر".split(), start=1)})
_ORD_ONE = {fold_text("الحادية"): 1, fold_text("الحادي"): 1}
_ORD_TEN = {fold_text(w) for w in ("عشرة", "عشر")}
_ORD_TENS = {fold_text(w): 10 * i for i, ws in enumerate(
    ("العشرون العشرين", "الثلاثون الثلاثين", "الأربعون الأربعين", "الخمسون الخمسين", "الستون الستين",
     "السبعون السبعين", "الثمانون الثمانين", "التسعون التسعين"), start=2) for w in ws.split()}
_ORD_HUNDRED = {fold_text(w) for w in ("المائة", "المئة", "المائه")}


#: the words that start an ordinal (folded)
ORDINAL_WORDS = frozenset(_ORDINALS) | frozenset(_ORD_ONE) | frozenset(_ORD_TENS)


def _alt_words(words) -> str:
    return "(?:" + "|".join(map(re.escape, sorted(words, key=len, reverse=True))) + ")"


_ORD_U = _alt_words(set(_ORDINALS) | set(_ORD_ONE))
_ORD_T = _alt_words(_ORD_TENS)
ORDINAL_RE = (rf"(?:(?:{_ORD_U}(?:\s+{_alt_words(_ORD_TEN)}|\s+و\s*{_ORD_T})?|{_ORD_T})"
              rf"(?:\s+{fold_text('بعد')}\s+{_alt_words(_ORD_HUNDRED)})?|{_alt_words(_ORD_HUNDRED)}){_NA}")


def ordinal_value(phrase: str) -> int | None:
    """The number of a folded ordinal phrase of :data:`ORDINAL_RE` ("الثالثة عشرة" = 13), or None."""
    total, unit = 0, None
    for w in re.findall(rf"[{_L}]+", phrase):
        if w == fold_text("بعد"):
            continue
        w2 = w[1:] if w.startswith("و") and w[1:] in _ORD_TENS else w
        if w2 in _ORDINALS or w2 in _ORD_ONE:
            unit = _ORDINALS.get(w2) or _ORD_ONE[w2]
            total += unit
        elif w2 in _ORD_TEN and unit is not None and unit < 10:
            total += 10
        elif w2 in _ORD_TENS:
            total += _ORD_TENS[w2]
        elif w2 in _ORD_HUNDRED:
            total += 100
        else:
            return None
    if total == 1 and phrase.strip() in _ORD_ONE:
        return None  # "الحادية" alone is no ordinal
    return total or None


#: THE ORDINAL RANGE COUNTED: a run of places or items named by its first and last ordinal ("من الرابع إلى العاشر"،
#: "من المركز الرابع حتى العاشر"، "للمراكز من الخامس إلى الثامن") holds last − first + 1 of them, both ends counted
#: (English "4th to 10th: 7 places"); a noun may stand before either end, and إلى، الى، حتى، لغاية or a dash between
_ORD_RANGE = re.compile(
    rf"(?<![{_L}])[وف]?من\s+(?:[{_L}]+\s+)?(?P<a>{ORDINAL_RE})\s*(?:(?:الي|حتي|لغايه)\s+|[-–]\s*)(?:[{_L}]+\s+)?(?P<b>{ORDINAL_RE})")


def ordinal_range_counts(text: str) -> frozenset[int]:
    """How many each ordinal range of ``text`` holds, both ends counted (:data:`_ORD_RANGE`): "من الرابع إلى العاشر"
    gives 7; only ranges whose last end is past the first."""
    out = set()
    for m in _ORD_RANGE.finditer(fold_text(text)):
        a, b = ordinal_value(m.group("a")), ordinal_value(m.group("b"))
        if a is not None and b is not None and b > a:
            out.add(b - a + 1)
    return frozenset(out)
