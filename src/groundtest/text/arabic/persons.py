"""THE PERSON'S PRICE ACROSS LANGUAGES: an Arabic claim that gives one kind of person (an adult, a child, a student, a
senior, a resident, an infant, or the second or third of a row of them) a price or a share the English context gives
another kind of person ("- ابنك الطالب الجامعي: 30 درهمًا" over "adults MAD 130, students MAD 65, children 6–12 MAD
30"; "| الثاني | ١٥٪ |" over "10% off for the second child and 15% off for the third").

The context is cut into segments at its commas, semicolons, sentence ends and "and"; a segment that names one kind of
person (an ordinal before the noun it counts) ties that person to its figures. The claim names one kind of person and
states one sum or one share: it is swapped when the context ties the claim's figure to another person, and none of the
claim person's own segments holds it. Only an Arabic claim over a context with no Arabic is read (in one language the
frames of :mod:`.frames` read the words themselves). One pass over the context's segments, once per context.
"""
from __future__ import annotations

import re

from ..matching import TextIndex
from .normalise import fold_text, has_arabic

__all__ = ["PERSONS_AR", "PERSONS_EN", "person_swapped"]

#: the kinds of person a price is said of, in Arabic (folded words, before their proclitics) and in English
PERSONS_AR = {
    "adult": "بالغ بالغين بالغون بالغه",
    "child": "طفل اطفال طفله اطفالك طفلك الصغار صغار",
    "student": "طالب طلاب طالبه طلبه طالبات",
    "senior": "مسن مسنين مسنون متقاعد متقاعدين",
    "resident": "مقيم مقيمين مقيمون مقيمه",
    "infant": "رضيع رضع رضيعه",
    "first": "اول اولي",
    "second": "ثاني ثانيه",
    "third": "ثالث ثالثه",
    "fourth": "رابع رابعه",
}
PERSONS_EN = {
    "adult": "adult adults", "child": "child children kid kids", "student": "student students",
    "senior": "senior seniors elderly pensioner pensioners", "resident": "resident residents",
    "infant": "infant infants baby babies", "first": "first", "second": "second", "third": "third", "fourth": "fourth",
}
_ORDINALS = frozenset({"first", "second", "third", "fourth"})
_PROCLITICS = ("", "ال", "لل", "ل", "و", "وال", "ولل", "بال", "فال", "ب", "ف")
_AR = {p + fold_text(w): k for k, ws in PERSONS_AR.items() for w in ws.split() for p in _PROCLITICS}
_EN = {w: k for k, ws in PERSONS_EN.items() for w in ws.split()}
#: "كبار السن" (the elderly) is the senior, not the adult
_ELDERLY = re.compile(r"(?<![^\W\d_])(?:ل|ول|و)?(?:ال)?كبار\s+(?:ال)?سن(?![^\W\d_])")
_AR_WORD = re.compile(r"[^\W\d_]+")
_EN_WORD = re.compile(r"[a-z]+")
_SEGMENT = re.compile(r"[,;\n]|(?<!\d)[.:](?!\d)|\band\b|\bor\b", re.I)
_KINDS = ("money", "percent", "number")


def _one(keys: set[str]) -> str | None:
    """The one kind of person of a text's keys, an ordinal first (it counts the noun after it: "the second child")."""
    ordinals = keys & _ORDINALS
    keys = ordinals or keys
    return next(iter(keys)) if len(keys) == 1 else None


def _class(v) -> str:
    return "percent" if v.kind == "percent" else "sum"


def _ties(context: str, memo: dict) -> list[tuple[str, frozenset[tuple[str, float]]]]:
    """(the person, the figures of its segment) for each segment of the context naming one kind of person."""
    hit = memo.get("person_ties")
    if hit is None:
        hit = []
        for seg in _SEGMENT.split(context):
            person = _one({_EN[w] for w in _EN_WORD.findall(seg.lower()) if w in _EN})
            if person is None:
                continue
            figures = frozenset((_class(v), v.amount) for v in TextIndex(seg).values
                                if v.amount is not None and v.kind in _KINDS + ("quantity",))
            if figures:
                hit.append((person, figures))
        memo["person_ties"] = hit
    return hit


def person_swapped(claim: str, context: str, memo: dict) -> tuple[str, str] | None:
    """(the claim's figure, the person the context gives it to) when an Arabic claim gives its person another
    person's figure from an English context, else None."""
    if not has_arabic(claim) or has_arabic(context):
        return None
    folded = fold_text(claim)
    keys = {_AR[w] for w in _AR_WORD.findall(folded) if w in _AR}
    if _ELDERLY.search(folded):
        keys = (keys - {"adult"}) | {"senior"}
    person = _one(keys)
    if person is None:
        return None
    values = [v for v in TextIndex(claim).values if v.amount is not None and v.kind in ("money", "percent")]
    if len(values) != 1:
        return None
    v = values[0]
    figure = (_class(v), v.amount)
    ties = _ties(context, memo)
    own = [f for p, f in ties if p == person]
    if not own or any(figure in f for f in own):
        return None
    others = sorted({p for p, f in ties if p != person and figure in f})
    if len(others) != 1:
        return None
    return v.raw, others[0]
