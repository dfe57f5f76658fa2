"""Arabic value frames (issue 24): a value said of the wrong subject.

A claim's value that the context states, but in another clause than the one the claim restates:
"بما أن العقد سكني، يجب على المؤجّر توجيه الإنذار … قبل شهرين" over a context whose clause about
the landlord's notice says "قبل ستة أشهر" and whose "شهران" belongs to non-residential leases. The
clause the claim restates is the context clause sharing most of its words (at least three, and two
more than the clause holding the value); when that clause holds another value of the same kind and
unit and not the claim's, the value is swapped. The English counterpart is :mod:`groundtest.checker.frames`.
"""
from __future__ import annotations

import re
from functools import lru_cache

from ...text.matching import TextIndex, same_value
from .behaviour import STOPWORDS
from .normalise import fold_text, stem_candidates
from .numbers import value_hint
from .polarity import _KEPT, _WORD, clauses

__all__ = ["swapped", "anchored"]

_UNIT_KINDS = ("quantity", "money", "percent")
_VALUE_CLAUSE = re.compile(r"[.!?\n;؛،؟]+|,\s")  # clause punctuation (not a thousands comma)


@lru_cache(maxsize=1024)
def _values(text: str) -> tuple:
    """The values of a claim sentence, once (both frame rules read them)."""
    return tuple(TextIndex(text).values)


def _words(text: str) -> list[frozenset[str]]:
    ws = [w for w in _WORD.findall(fold_text(text)) if len(w) > 1 and (w in _KEPT or w not in STOPWORDS)]
    return list(dict.fromkeys(stem_candidates(w) for w in ws))


def _overlap(a: list[frozenset[str]], b: list[frozenset[str]]) -> int:
    return sum(1 for x in a if any(not x.isdisjoint(y) for y in b))


def _context_frames(context: str, memo: dict) -> list[tuple[list[frozenset[str]], list]]:
    hit = memo.get("arabic_frames")
    if hit is None:
        hit = memo["arabic_frames"] = [(_words(c), [v for v in TextIndex(c).values if v.kind in _UNIT_KINDS])
                                       for c in clauses(context) if _WORD.search(c)]
    return hit


def swapped(claim: str, context: str, memo: dict) -> tuple[str, str] | None:
    """(the claim's value, the context's value for the clause it restates) when swapped, else None."""
    if not value_hint(claim):
        return None
    values = [v for v in _values(claim) if v.kind in _UNIT_KINDS and v.amount is not None]
    if not values:
        return None
    frames = _context_frames(context, memo)
    for v in values:
        # the claim's words: the whole sentence (a condition in another clause, "بما أنك أمضيت ست سنوات،
        # فإنك تستحق …", ties it to the context's clause that continues the first)
        mine = _words(claim.replace(v.raw, " "))
        if len(mine) < 3:
            continue
        holders = [k for k, (_, vs) in enumerate(frames) if any(same_value(v, x) for x in vs)]
        if not holders:
            continue  # not the context's value: the value rule's business
        scored = [(_overlap(mine, ws), k) for k, (ws, _) in enumerate(frames)]
        best, k = max(scored)
        held = max(s for s, j in scored if j in holders)
        if best < 3 or best < held + 2 or k in holders:
            continue
        rivals = [x for x in frames[k][1] if x.kind == v.kind and x.unit == v.unit and not same_value(v, x)]
        if len(rivals) == 1 and not any(same_value(rivals[0], x) for x in values):  # a list states both
            return v.raw, rivals[0].raw
    return None


def _anchor_eq(a, x) -> bool:
    """The same figure, a unit aside ("50 km/h" and "50 كم/ساعة", read as a bare 50)."""
    if same_value(a, x):
        return True
    return (a.amount is not None and a.amount == x.amount and (a.kind == "number" or x.kind == "number")
            and a.kind != "date" and x.kind != "date")


def anchored(claim: str, context: str, memo: dict) -> tuple[str, str] | None:
    """A value tied to the wrong figure, in any language pair: the claim states an anchor figure
    (found in the context) and a value of another kind or unit; every context clause holding the
    anchor gives that kind and unit another value, and none gives the claim's ("Speeding more than
    50 km/h: one month" over "شهرين … بأكثر من 50 كم/ساعة، ولمدة شهر واحد في حالة الوقوف").
    Returns (the claim's value, the context's) or None."""
    if not any(c.isdigit() for c in claim):
        return None  # an anchor is a figure
    values = [v for v in _values(claim) if v.amount is not None and v.kind in _UNIT_KINDS + ("number",)]
    if len(values) < 2:
        return None
    hit = memo.get("value_clauses")
    if hit is None:
        hit = memo["value_clauses"] = [vs for vs in (TextIndex(c).values for c in _VALUE_CLAUSE.split(context)) if vs]
    for b in values:
        if b.kind not in _UNIT_KINDS or not any(same_value(b, x) for vs in hit for x in vs):
            continue  # only a value the context states (else the value rule's business)
        for a in values:
            if a is b or (a.kind == b.kind and a.unit == b.unit):
                continue
            holders = [vs for vs in hit if any(_anchor_eq(a, x) for x in vs)]
            if not holders or any(any(same_value(b, x) for x in vs) for vs in holders):
                continue
            rivals = [[x for x in vs if x.kind == b.kind and x.unit == b.unit] for vs in holders]
            if all(len(r) == 1 for r in rivals) and not any(same_value(r[0], x) for r in rivals for x in values):
                return b.raw, rivals[0][0].raw
    return None
