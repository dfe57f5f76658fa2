"""Polarity in Arabic: a claim that restates a context clause whole, with the other polarity
("يمكن إلغاء التحويل الفوري بعد إرساله" where the context says "لا يمكن إلغاء التحويل الفوري بعد
إرساله").

A clause is negated when it holds a verbal negator (لا، لم، لن، ليس، ليست، لست, with و/ف) or a
prohibitive word (يمنع، ممنوع، يحظر، محظور، يتعذر). Its words are its content words (the Arabic
stopwords and light words left out) plus the words that change what a negation covers (قبل، بعد،
خلال، حتى، دون، فقط، إلا). Two words are one when their light stems meet
(:func:`.normalise.stem_candidates`).

A flip needs all of it: the context clause has at least three such words and the claim restates
every one of them (at least 85% of a clause longer than five), the claim's own words are mostly
the context clause's (60%), and no context clause of the claim's polarity is restated as well. A
paraphrase with its own negative word (يُمنع for لا يجوز) keeps its polarity.
"""
from __future__ import annotations

import re
from functools import lru_cache

from .behaviour import STOPWORDS
from .normalise import ARABIC_LETTER, fold_text, stem_candidates

__all__ = ["NEGATORS", "PROHIBITIVE", "KEPT", "clauses", "read", "flip"]

_L = ARABIC_LETTER
NEGATORS = "لا لم لن ليس ليست لست ولا فلا ولم فلم ولن فلن وليس وليست"
PROHIBITIVE = "يمنع تمنع ممنوع ممنوعة يحظر تحظر محظور محظورة يتعذر يستحيل مستحيل"
KEPT = "قبل بعد خلال حتى دون بدون فقط إلا"
_NEG = frozenset(fold_text(w) for w in NEGATORS.split())
_PROHIBIT = frozenset(fold_text(w) for w in PROHIBITIVE.split())
_KEPT = frozenset(fold_text(w) for w in KEPT.split())
_WORD = re.compile(rf"[{_L}]+")
_ALA, _BALA = fold_text("ألا"), fold_text("بألا")
_BEFORE_ALA = frozenset(fold_text(w) for w in "على وعلى بشرط شريطة يجب ينبغي يشترط".split())
_CLAUSE = re.compile(r"[.!?\n:;,،؛؟]+|\s+-\s+")


def clauses(text: str) -> list[str]:
    """The clauses of a text (split at sentence and clause punctuation)."""
    return [c for c in _CLAUSE.split(fold_text(text)) if c.strip()]


@lru_cache(maxsize=8192)
def read(clause: str) -> tuple[tuple[frozenset[str], ...], bool]:
    """(the stem sets of the clause's words, whether it is negated) of one folded clause."""
    ws = _WORD.findall(clause)
    neg = any(w in _NEG or w in _PROHIBIT or (w[:1] in "وف" and w[1:] in _PROHIBIT) for w in ws)
    # "ألا" (أن + لا) folds to "الا" like "إلا" (except): a negation after "على"، "بشرط"، "يجب"، or as "بألا"
    that_not = {k for k, w in enumerate(ws) if w == _BALA or (w == _ALA and k and ws[k - 1] in _BEFORE_ALA)}
    neg = neg or bool(that_not)
    words = [w for k, w in enumerate(ws) if w not in _NEG and w not in _PROHIBIT and len(w) > 1 and k not in that_not
             and (w in _KEPT or w not in STOPWORDS)]
    return tuple(dict.fromkeys(stem_candidates(w) for w in words)), neg


def _covered(a: tuple[frozenset[str], ...], b: tuple[frozenset[str], ...]) -> int:
    """How many words of ``a`` are words of ``b``."""
    return sum(1 for x in a if any(not x.isdisjoint(y) for y in b))


def flip(claim: str, context: list[str]) -> str | None:
    """The context clause the claim restates with the other polarity, or None. ``context``: the
    context's folded clauses (:func:`clauses`)."""
    mine, neg = read(fold_text(claim))
    if len(mine) < 3:
        return None
    best_same = 0.0
    best_other, other = 0.0, None
    for c in context:
        theirs, cneg = read(c)
        if len(theirs) < 3:
            continue
        whole = _covered(theirs, mine) / len(theirs)
        if whole < (1.0 if len(theirs) <= 5 else 0.85) and cneg != neg:
            continue
        if _covered(mine, theirs) / len(mine) < 0.6:
            continue
        if cneg == neg:
            best_same = max(best_same, whole)
        elif whole > best_other:
            best_other, other = whole, c
    if other is not None and best_other > best_same:
        return other
    return None


def context_clauses(text: str, memo: dict) -> list[str]:
    """The context's clauses with Arabic words, once per context (``memo``: the context's memo)."""
    hit = memo.get("arabic_clauses")
    if hit is None:
        hit = memo["arabic_clauses"] = [c for c in clauses(text) if _WORD.search(c)]
    return hit
