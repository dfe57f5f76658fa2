"""THE PER-HEAD NOUN AN ARABIC CLAIM NAMES: the English per-noun ("adult", "child", "person" …) that an Arabic claim
names for its price, for a context that states the price per it ("KWD 12 per adult" restated "السعر للبالغ: اثنا عشر
دينارًا"، "| البالغ | 350 ريالاً |"، "35 درهمًا لكل طفل"، "20 دولاراً للشخص"). The claim keeps the per-noun when it names
one of its kind singly: the noun in the singular, with any proclitic (للبالغ، لكل طفل، الشخص)، or a category in the
definite plural (البالغون:، للأطفال). A group the claim counts — a number or a number word before the noun ("3 أطفال"،
"١٥ شخصًا")، a definite one after a plural ("البالغون الثلاثة")، a dual ("طفلان"، "لشخصين")، "all" or "both" before it ("لجميع الأطفال"، "كل الأشخاص"،
"كلا البالغين") — names the group's price, not each one's: it keeps nothing.

Read by :func:`groundtest.checker.frames._period_dropped` for an Arabic claim (its English per-nouns are read by
:func:`groundtest.checker.frames.unit_named`)."""
from __future__ import annotations

import re

from .normalise import fold_text
from .numbers import is_number_word

__all__ = ["PER_HEAD_NOUNS", "per_heads_named"]

#: each English per-noun's Arabic singulars, then (after "/") its plurals, named as a category only when definite
PER_HEAD_NOUNS = {
    "adult": "بالغ / بالغون بالغين كبار",
    "child": "طفل / أطفال صغار",
    "person": "شخص فرد نفر / أشخاص أفراد",
    "student": "طالب / طلاب طلبة",
    "senior": "مسن / مسنون مسنين",
    "guest": "ضيف / ضيوف",
    "passenger": "راكب / ركاب",
    "visitor": "زائر / زوار",
    "member": "عضو / أعضاء",
    "participant": "مشارك / مشاركون مشاركين",
}


def _table() -> tuple[dict[str, str], dict[str, str]]:
    singular: dict[str, str] = {}
    plural: dict[str, str] = {}
    for en, forms in PER_HEAD_NOUNS.items():
        one, _, many = forms.partition("/")
        singular.update((fold_text(w), en) for w in one.split())
        plural.update((fold_text(w), en) for w in many.split())
    return singular, plural


_SINGULAR, _PLURAL = _table()
#: the proclitics before a noun: a conjunction, then the article with a preposition or alone, or a preposition alone
#: ("وللبالغ"، "الطفل"، "لشخص")
_CONJUNCTIONS = ("", "و", "ف")
_ARTICLES = ("لل", "بال", "كال", "ال")
_LEADS = ("",) + _ARTICLES + ("ب", "ل", "ك")
#: the words before a definite plural that make it a whole counted group ("لجميع الأطفال"، "كل الأشخاص"، "كلا البالغين")
ALL_WORDS = "كل لكل بكل جميع لجميع بجميع وجميع كلا كلتا سائر لسائر"
_ALL = frozenset(fold_text(w) for w in ALL_WORDS.split())
#: a word of "one" is no group ("الشخص الواحد")
_ONE = frozenset(fold_text(w) for w in "واحد واحدة الواحد الواحدة".split())
_WORD = re.compile(r"[^\W_]+")
def _counted(word: str) -> bool:
    return word not in _ONE and (any(c.isdigit() for c in word) or is_number_word(word))


def _noun_of(word: str) -> tuple[str, bool] | None:
    """The English per-noun the folded ``word`` names and whether it is a definite plural, or None (a bounded number
    of proclitic readings)."""
    for conj in _CONJUNCTIONS:
        if not word.startswith(conj):
            continue
        rest = word[len(conj):]
        for lead in _LEADS:
            if not rest.startswith(lead):
                continue
            core = rest[len(lead):]
            if core in _SINGULAR:
                return _SINGULAR[core], False
            if lead in _ARTICLES and core in _PLURAL:
                return _PLURAL[core], True
    return None


def per_heads_named(text: str) -> frozenset[str]:
    """The English per-nouns (:data:`PER_HEAD_NOUNS`) the Arabic ``text`` names singly, or as a definite plural category
    not counted as a group: one pass over its words."""
    words = _WORD.findall(fold_text(text))
    out: set[str] = set()
    for k, w in enumerate(words):
        hit = _noun_of(w)
        if hit is None:
            continue
        en, plural = hit
        before = words[k - 1] if k else ""
        after = words[k + 1] if k + 1 < len(words) else ""
        if _counted(before) or (plural and after.startswith("ال") and _counted(after[2:])):
            continue  # "3 أطفال"، "١٥ شخصًا"، "البالغون الثلاثة": a group counted (a figure after a singular is its price:
            # "للبالغ: اثنا عشر دينارًا")
        if plural and before in _ALL:
            continue  # "لجميع الأطفال"، "كلا البالغين": all of a group, its price
        out.add(en)
    return frozenset(out)
