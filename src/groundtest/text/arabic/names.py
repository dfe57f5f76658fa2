"""Arabic names without capitals (issue 24, item 5): a name, institution, platform or channel is
found by the word before it (السيد، الدكتور، شركة، مؤسسة، هيئة، وزارة، محكمة، منصة، تطبيق، بوابة،
الرقم …), and the words that follow it up to a function word, a value or punctuation.

:func:`cued_names` returns (cue, name, start, end) with spans in the original text; a checker asks
whether the context holds the name (folded: :func:`name_in`). What this cannot see: a name with no
cue word before it ("تواصل مع ودّي"), a cue word used as a common noun ("شركة تأمين" = an
insurance company, not a name: only a following word absent from the context makes it suspect),
and transliterated Latin names written in Arabic letters with a different spelling in the context
(ديليفرو / دليفرو).
"""
from __future__ import annotations

import re

from .behaviour import STOPWORDS
from .normalise import ARABIC_LETTER, fold, fold_text, to_original
from .numbers import is_number_word

__all__ = ["CUES", "DESCRIPTORS", "cued_names", "name_in", "quoted_at", "bare", "language"]

_L = ARABIC_LETTER

#: words that introduce a name (people's titles, institutions, platforms and channels)
CUES = """
السيد السيدة الأستاذ الأستاذة الدكتور الدكتورة المهندس المهندسة الشيخ المحامي القاضي
شركة مؤسسة هيئة وزارة محكمة منصة تطبيق بوابة موقع مصرف بنك جامعة مستشفى مركز مكتب دائرة بلدية مجلس
قناة برنامج خدمة الرقم رقم الخط الساخن
"""
_CUES = frozenset(fold_text(w) for w in CUES.split())
_STOP = STOPWORDS | frozenset(fold_text(w) for w in """
الذي التي الذين في على عن من إلى مع أو و ثم لكن خلال بعد قبل عند حيث كما لأن لان ضمن عبر بشرط إذا
""".split())
_WORD = re.compile(rf"[{_L}0-9]+")
_QUOTED = re.compile(rf"\s*[*_]*\s*[«\"“](?P<name>[{_L}0-9][{_L}0-9 ]{{0,40}}?)\s*[»\"”]")
_BREAK = re.compile(r"[.,;:!?()\[\]{}«»\"'*|\n،؛؟]")


#: adverbs that follow a name ("تواصل مع بنك الأطلس مباشرةً")
_ADVERBS = frozenset(fold_text(w) for w in "مباشرة مباشرةً فورا حاليا أيضا فقط شخصيا إلكترونيا هاتفيا عادة".split())
#: common adjectives after a cue word used as a common noun ("خدمة إلكترونية سريعة"، "منصة حكومية رسمية"،
#: "الدكتور المختص"): a description, not a name; with or without the article, in either gender
DESCRIPTORS = """
إلكتروني حكومي رسمي سريع مجاني خاص عام جديد آخر أخرى ثاني تاني إضافي معتمد مختص مناسب قريب رئيسي محلي وطني مركزي
ذكي آمن موحد مخصص متخصص معني مسؤول مباشر متاح متوفر أقرب أفضل مختلف متعدد قديم حالي تابع فرعي دولي عالمي وحيد
"""
_DESCRIPTOR_FORMS = frozenset(f for w in DESCRIPTORS.split() for b in (fold_text(w),)
                              for f in (b, b + "ه", b + "ا", "ال" + b, "ال" + b + "ه"))


#: institutions a referral may name ("الأفضل مراجعة وزارة الداخلية"), and the acts of referring
_INSTITUTIONS = frozenset(fold_text(w) for w in "وزارة هيئة محكمة بلدية مكتب مركز دائرة مجلس مؤسسة جهة".split())
_REFER = frozenset(fold_text(w) for w in """مراجعة مراجعه التواصل تواصل الاتصال اتصل الاستفسار استفسر سؤال اسأل
التوجه توجه زيارة زر راجع تراجع""".split())


def _referred(w: str) -> bool:
    return w in _REFER or (w[:1] in "وفبل" and w[1:] in _REFER) or (w.startswith(("بال", "وال")) and w[3:] in {x[2:] for x in _REFER if x.startswith("ال")})


def _ends_name(w: str) -> bool:
    """A word no name goes on with: an adverb, a common adjective ("خدمة إلكترونية"), a verb in the
    future ("الدكتور المختص سيراجع طلبك"), a purpose "لل…/لا…/لت…" ("وزارة الداخلية للاستفسار"), or a
    number word (a count: "خدمة لقاح واحدة")."""
    return (w in _ADVERBS or w in _DESCRIPTOR_FORMS or (len(w) > 4 and w.startswith(("لل", "لا", "لت", "سي", "ست", "سن")))
            or is_number_word(w))  # "خدمة لقاح واحدة"، "منصتين اثنتين": a count of the thing, no name


def cued_names(text: str, max_words: int = 3) -> list[tuple[str, str, int, int]]:
    """(cue, name, start, end) for each cued name in ``text`` (name = the words after the cue up to
    ``max_words``, stopping at a function word or punctuation; a number after الرقم/رقم is the name)."""
    low, offsets = fold(text)
    low = low.lower()
    out = []
    toks = list(_WORD.finditer(low))
    for i, t in enumerate(toks):
        w = t.group()
        cue = w if w in _CUES else (w[1:] if w[:1] in "وبل" and w[1:] in _CUES else None)
        if cue is None:
            continue
        if cue in _INSTITUTIONS and i and _referred(toks[i - 1].group()):
            continue  # "مراجعة وزارة الداخلية": advice to ask an institution, no claim (a channel is still checked)
        q = _QUOTED.match(low, t.end())
        if q is not None:  # "منصة **«بحري»**": the quoted name after its cue, emphasis and all
            a, b = to_original(offsets, q.start("name"), q.end("name"))
            out.append((cue, text[a:b], a, b))
            continue
        name_toks: list[re.Match[str]] = []
        for u in toks[i + 1:i + 1 + max_words]:
            gap = low[(name_toks[-1] if name_toks else t).end():u.start()]
            if _BREAK.search(gap) or u.group() in _STOP or (_ends_name(u.group()) and cue not in _NUMBER_CUES):
                break
            name_toks.append(u)
            if u.group().isdigit():
                break
        if cue in _NUMBER_CUES:  # "الرقم 19911" names a line; "الرقم الصحيح ٣٠" is "the right figure"
            name_toks = [u for u in name_toks if u.group().isdigit() and len(u.group()) >= 3]
        if not name_toks:
            continue
        a, b = to_original(offsets, name_toks[0].start(), name_toks[-1].end())
        out.append((cue, text[a:b], a, b))
    return out


#: cues that name a number (a phone line), not a word
_NUMBER_CUES = frozenset(fold_text(w) for w in ("الرقم", "رقم"))
_OPENING = re.compile(r"[«\"“][\s*_]*$")
_PROCLITICS = ("وبال", "وال", "بال", "لل", "ال", "و", "ب", "ل", "ف", "ك")


def quoted_at(text: str, start: int) -> bool:
    """Whether the name starting at ``start`` is written in quotes ("تطبيق «جوازك»"): a proper name,
    matched by its written form, not by its light stem."""
    return _OPENING.search(text, max(0, start - 6), start) is not None


def bare(word: str) -> str:
    """A folded Arabic word without its proclitic group (و ب ل ف ك ال …), its suffixes kept."""
    for p in _PROCLITICS:
        if word.startswith(p) and len(word) - len(p) >= 3:
            return word[len(p):]
    return word




def name_in(name: str, context_folded: str) -> bool:
    """Whether every word of ``name`` (folded, article dropped) is written in the folded context."""
    words = [w[2:] if w.startswith("ال") and len(w) > 4 else w for w in _WORD.findall(fold_text(name))]
    return all(w in context_folded for w in words)


def language(text: str) -> str:
    """"ar", "en" or "mixed" by the share of Arabic letters among all letters (≥ 0.8 / ≤ 0.2)."""
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return "en"
    share = sum(1 for c in letters if "\u0600" <= c <= "\u06ff") / len(letters)
    return "ar" if share >= 0.8 else "en" if share <= 0.2 else "mixed"
