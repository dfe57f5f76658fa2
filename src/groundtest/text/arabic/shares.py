"""Issue 24: a percentage's base — what the share is *of* ("يغطي الضمان ٩٠٪ من تعرفته الرسمية").

The grammar::

    share := FIGURE ("%" | "٪" | "بالمئة" | "في المئة") "من" BASE
    BASE  := up to three words, to the first punctuation, digit or line end; its *keys* are its words without
             proclitics and article (و ف ب ل ال), cut to their first four letters (تعرفته, التعرفة → تعرف), less the
             words that only say "the amount of" (قيمة، سعر، مبلغ، تكلفة، إجمالي، كامل …)

A claim's share is said of another base when the same figure's every share in the context has a base, none shares
a key with the claim's, and the claim's base names something the context prices elsewhere (a key found in a context
sentence with a figure of its own): "90% من قيمة الباقة" over the context's "٩٠٪ من تعرفته الرسمية" and its
"الولادة الطبيعية ١٬٢٠٠ دولار … باقة". A base the context never names (a paraphrase) is left alone, and so is a
share the context states without a base.
"""

from __future__ import annotations

import re

from .normalise import ARABIC_LETTER, fold_text

_SHARE = re.compile(r"(\d+(?:[.,]\d+)?)\s*(?:%|٪|بالمئه|بالمائه|في\s+المئه|في\s+المائه)\s*(?:\*\*|__)?\s*من\s+"
                    r"((?:[" + ARABIC_LETTER + r"]+\s*){1,3})")
_WORD = re.compile("[" + ARABIC_LETTER + "]+")
#: words that only say "the amount of" what follows (a base said through them is the same base)
_AMOUNT_OF = frozenset(fold_text(w)[:4] for w in (
    "قيمة سعر أسعار ثمن مبلغ مبالغ تكلفة تكاليف كلفة إجمالي مجموع كامل كل أصل اجمالي رسوم فاتورة الذي التي هذه هذا".split()))
_PROCLITIC = re.compile(r"^(?:[وف]?(?:[بل]|ك)?(?:ال)?|لل)")
_SENTENCE = re.compile(r"(?<=[.!؟?\n])\s*|[،,؛]\s*")


def _key(word: str) -> str:
    w = _PROCLITIC.sub("", word) if len(word) > 4 else word
    return w[:4]


def _keys(base: str) -> set[str]:
    return {k for k in (_key(w) for w in _WORD.findall(base)) if len(k) >= 3 and k not in _AMOUNT_OF}


def _shares(text: str) -> list[tuple[float, set[str]]]:
    out = []
    for m in _SHARE.finditer(fold_text(text)):
        try:
            x = float(m.group(1).replace(",", "."))
        except ValueError:
            continue
        out.append((x, _keys(m.group(2))))
    return out


def _priced(context: str) -> set[str]:
    """The keys of the context's sentences (clauses) that hold a figure other than a percentage."""
    keys: set[str] = set()
    for part in _SENTENCE.split(fold_text(context)):
        if re.search(r"\d", re.sub(r"\d+(?:[.,]\d+)?\s*(?:%|٪)", "", part)):
            keys |= {_key(w) for w in _WORD.findall(part)}
    return keys


def base_changed(claim: str, context: str, memo: dict) -> tuple[str, str] | None:
    """(the claim's share, the context's base for it) when the claim states the share of another base, or None."""
    if "%" not in claim and "٪" not in claim and "مئ" not in claim and "مائ" not in claim:
        return None
    got = memo.get("arabic_shares")
    if got is None:
        got = memo["arabic_shares"] = (_shares(context), _priced(context))
    theirs_all, priced = got
    for x, mine in _shares(claim):
        theirs = [k for y, k in theirs_all if y == x]
        if not mine or not theirs or any(not k or k & mine for k in theirs):
            continue
        if mine & priced:
            return f"{x:g}%", " ".join(sorted(theirs[0]))
    return None
