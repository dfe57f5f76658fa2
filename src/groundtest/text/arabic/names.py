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

from .behaviour import STOPWORDS, is_applying
from .normalise import ARABIC_LETTER, find_phrase, fold, fold_text, has_arabic, to_original
from .numbers import is_number_word

__all__ = ["CUES", "DESCRIPTORS", "cued_names", "name_in", "quoted_at", "bare", "language", "skeleton", "spelled_in"]

_L = ARABIC_LETTER

#: words that introduce a name (people's titles, institutions, platforms and channels)
CUES = """
السيد السيدة الأستاذ الأستاذة الدكتور الدكتورة المهندس المهندسة الشيخ المحامي القاضي
شركة مؤسسة هيئة وزارة محكمة منصة تطبيق بوابة موقع مصرف بنك جامعة مستشفى مركز مكتب دائرة بلدية مجلس
قناة برنامج خدمة الرقم رقم الخط الساخن
ميناء مطار
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


#: THE PARTY TO ASK: the organisations a referral may send the user to, the act right before them or with its
#: preposition between ("أنصحك بالاستفسار من شركة الطيران"، "التواصل مع مستشفى …"، "التوجه إلى هيئة …"): the party
#: to ask, no claim (the English reading: a name in advice is the party to ask) — not a channel (منصة، تطبيق، الرقم …)
#: nor a person by title, which are details to check wherever they are said
_PARTIES = _INSTITUTIONS | frozenset(fold_text(w) for w in "شركة مصرف بنك جامعة مستشفى ميناء مطار".split())
_TO_PARTY = frozenset(fold_text(w) for w in "من مع لدى إلى الى عند".split())


def _asked_party(toks: list, i: int) -> bool:
    """The cue at ``toks[i]`` opens the party a referral act before it asks (:data:`_PARTIES`)."""
    if i and _referred(toks[i - 1].group()):
        return True
    return i > 1 and toks[i - 1].group() in _TO_PARTY and _referred(toks[i - 2].group())


#: THE ACT'S NOUN WITH ITS ARTICLE: the acts of referring without the article ("سؤال"، "مراجعة"، "الاستفسار" → "استفسار"),
#: so the verbal noun after a preposition with the article ("أنصحك بالسؤال عند مركز الزوار"، "بالمراجعة لدى"، "وبالاستفسار
#: من") is the act as its bare form is
_REFER_BARE = frozenset(x[2:] if x.startswith("ال") else x for x in _REFER)


def _referred(w: str) -> bool:
    if w in _REFER or (w[:1] in "وفبل" and w[1:] in _REFER):
        return True
    core = w[1:] if w[:1] in "وف" and len(w) > 4 else w
    core = core[1:] if core[:1] in "بل" and core[1:3] == "ال" else core
    return core.startswith("ال") and core[2:] in _REFER_BARE


def _ends_name(w: str) -> bool:
    """A word no name goes on with: an adverb, a common adjective ("خدمة إلكترونية"), a verb in the
    future ("الدكتور المختص سيراجع طلبك"), a purpose "لل…/لا…/لت…" ("وزارة الداخلية للاستفسار"), or a
    number word (a count: "خدمة لقاح واحدة")."""
    return (w in _ADVERBS or w in _DESCRIPTOR_FORMS or (len(w) > 4 and w.startswith(("لل", "لا", "لت", "سي", "ست", "سن")))
            # … or a word after و that opens a preposition's phrase (:data:`JOINED_PHRASES`: "من مركز الزوار ولمدة
            # ساعتين"، "وللاستفسار"): the sentence goes on, as after a purpose "لل…"; not a noun joined to the name
            # ("وزارة الثقافة والشباب") nor a name of its own ("السيد وليام")
            or (w[:1] == "و" and (w[1:] in _JOINED_PHRASES or (len(w) > 5 and w.startswith("ولل"))))
            or is_number_word(w)  # "خدمة لقاح واحدة"، "منصتين اثنتين": a count of the thing, no name
            or _users_own(w))


#: THE JOINED PHRASE: after و, a preposition's phrase that goes on past the name ("ولمدة ساعتين"، "ولحين الموعد")
JOINED_PHRASES = "لمدة لحين لغاية لذلك لهذا لكل لمن"
_JOINED_PHRASES = frozenset(fold_text(w) for w in JOINED_PHRASES.split())


def _users_own(w: str) -> bool:
    """A preposition and a noun with the user's possessive ("رسوم خدمة المكتب لعائلتك"، "بطلبك"): the user's own
    thing, no part of a proper name."""
    from .behaviour import _possessive

    return len(w) > 4 and w[0] in "لب" and _possessive(w[1:])


#: THE ANY-OF: a quantifier before a cue word makes it a kind ("كل شركة اتصالات"، "أي مستشفى"، "لأي بنك"), no name
ANY_OF = "كل لكل بكل وكل أي لأي بأي وأي أية جميع بعض"
_ANY_OF = frozenset(fold_text(w) for w in ANY_OF.split())
#: the titles a proper name follows after the article ("جامعة الملك سعود"، "جامعة الأميرة نورة"، "مستشفى الأمير نايف")
NAME_TITLES = "الملك الملكة الأمير الأميرة الشيخ الشيخة السلطان الإمام الرئيس"
_NAME_TITLES = frozenset(fold_text(w) for w in NAME_TITLES.split())
_TANWEEN_FATH = re.compile("(?:\u064b\u0627|\u0627\u064b|\u064b)$")
_IMPERFECT = re.compile(rf"^[يتن][{_L}]{{3,}}$")


def _past_name(text: str, offsets, last: "re.Match[str]", u: "re.Match[str]") -> bool:
    """Whether the word ``u`` after the name's word ``last`` is past the name (THE NAME'S END): an indefinite accusative
    (tanween, "اجعل تطبيق نفاذ مفتوحًا": how it is, no part of it), or a verb in the imperfect after a definite word
    ("وزارة التجارة تمنح المستهلك": the name has ended and its predicate begins — not after a title, "الأمير نايف")."""
    a, b = to_original(offsets, u.start(), u.end())
    if _TANWEEN_FATH.search(text[a:b]):
        return True
    prev = last.group()
    return prev.startswith(("ال", "لل")) and prev not in _NAME_TITLES and _IMPERFECT.match(u.group()) is not None


def cued_names(text: str, max_words: int = 3) -> list[tuple[str, str, int, int]]:
    """(cue, name, start, end) for each cued name in ``text`` (name = the words after the cue up to
    ``max_words``, stopping at a function word or punctuation; a number after الرقم/رقم is the name)."""
    low, offsets = fold(text)
    low = low.lower()
    out = []
    toks = list(_WORD.finditer(low))
    party_until = -1
    for i, t in enumerate(toks):
        w = t.group()
        # (with a proclitic: و، ب، ل, and the Maghrebi ف of "in": "فميناء طنجة المتوسط")
        cue = w if w in _CUES else (w[1:] if w[:1] in "وبلف" and w[1:] in _CUES else None)
        if cue is None:
            continue
        if i <= party_until:
            continue  # a cue inside the party's own name ("مكتب خدمة العملاء")
        if i and toks[i - 1].group() in _ANY_OF and not _BREAK.search(low[toks[i - 1].end():t.start()]):
            continue  # THE ANY-OF: "لدى كل شركة اتصالات"، "أي بنك": a kind, no one's name
        if cue in _PARTIES and _asked_party(toks, i):
            # "مراجعة وزارة الداخلية"، "الاستفسار من شركة الطيران": the party to ask, no claim (a channel is still checked)
            party_until = i
            while party_until + 1 < len(toks) and party_until - i < max_words and toks[party_until + 1].group() not in _STOP \
                    and not _BREAK.search(low[toks[party_until].end():toks[party_until + 1].start()]):
                party_until += 1
            continue
        if is_applying(low, t.start(), t.end()):
            continue  # "تطبيق القاعدة"، "التطبيق على حالتكم": the act of applying a rule, no app's name
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
            if name_toks and cue not in _NUMBER_CUES and _past_name(text, offsets, name_toks[-1], u):
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




#: a Latin abbreviation in brackets right after Arabic words: "معدل النسبة السنوي (APR)"، "الإنترنت اللاسلكي (Wi-Fi)"،
#: "الشريحة الإلكترونية (eSIM)" (:func:`abbreviation`)
_GLOSS = re.compile(rf"(?P<term>(?:[{_L}]+\s+){{1,3}}[{_L}]+)[\s*_]*\(\s*(?P<acr>[A-Za-z][A-Za-z.&-]{{1,9}})\s*\)")


def abbreviation(name: str) -> str | None:
    """THE LATIN ABBREVIATION: ``name`` without its dots and hyphens when it is an abbreviation — two to eight letters,
    at least half of them capitals ("APR", "Wi-Fi", "eSIM", "PhD"); not a word or a brand ("Starlink", "iPhone")."""
    key = name.replace(".", "").replace("-", "")
    if not (2 <= len(key) <= 8 and key.replace("&", "").isalpha() and key.isascii()):
        return None
    return key if 2 * sum(c.isupper() for c in key) >= len(key) else None


def glossed(name: str, text: str, context: str) -> bool:
    """Whether the Latin abbreviation ``name`` (:func:`abbreviation`) stands in brackets right after an Arabic term the context states
    whole ("معدل النسبة السنوي (APR)" over "… (معدل النسبة السنوي من ٥٫٣٢٪)"): the term's abbreviation, as
    English "Annual Percentage Rate (APR)" spells itself out — it names the context's own thing. The last two
    to four words of the term must stand together in the context."""
    key = abbreviation(name)
    if key is None:
        return False
    for m in _GLOSS.finditer(text):
        if abbreviation(m.group("acr")) != key:
            continue
        words = _WORD.findall(fold_text(m.group("term")))
        for n in (4, 3, 2):
            if len(words) >= n and any(find_phrase(context, " ".join([first] + words[-n + 1:])) is not None
                                       for first in _conjunct_dropped(words[-n])):  # "والإنترنت اللاسلكي (Wi-Fi)"
                return True
    return False


def _conjunct_dropped(word: str) -> set[str]:
    """A folded word, and without its conjunction or preposition before the article ("والانترنت" → "الانترنت")."""
    return {word, word[1:]} if word[:1] in "وفب" and word[1:3] == "ال" else {word}


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


# ------------------------------------------------------------------ a name in the other script
#: the consonant classes a name keeps across scripts ("Al Boraq" / "البراق": l b r k): each Arabic letter
#: and each Latin letter or digraph to its class; vowels, long-vowel letters, hamza, ع and ة are dropped
_AR_CLASS = {"ب": "b", "ت": "t", "ث": "t", "ج": "j", "ح": "h", "خ": "k", "د": "d", "ذ": "d", "ر": "r", "ز": "z", "س": "s",
             "ش": "s", "ص": "s", "ض": "d", "ط": "t", "ظ": "z", "غ": "g", "ف": "f", "ق": "k", "ك": "k", "ل": "l", "م": "m",
             "ن": "n", "ه": "h", "پ": "b", "چ": "j", "ڤ": "f", "گ": "j"}
_LATIN_DIGRAPHS = (("sh", "s"), ("kh", "k"), ("th", "t"), ("dh", "d"), ("gh", "g"), ("ch", "s"), ("ph", "f"), ("ou", ""))
_LATIN_CLASS = {"b": "b", "p": "b", "t": "t", "j": "j", "g": "j", "h": "h", "d": "d", "r": "r", "z": "z", "s": "s",
                "f": "f", "v": "f", "q": "k", "k": "k", "c": "k", "x": "ks", "l": "l", "m": "m", "n": "n"}
#: the shortest skeleton compared (an Arabic root is three consonants: three match too much by chance)
MIN_SKELETON = 4
_LATIN_WORD = re.compile(r"[A-Za-z]+")


def _word_skeleton(word: str, article: bool) -> str:
    """One word's consonant classes; without the article (ال، Al/El) when ``article`` is False; a final
    h dropped (ة folds to ه; "Jeddah" ends in the h it writes for it)."""
    out: list[str] = []
    if has_arabic(word):
        w = fold_text(word)
        if not article and w.startswith("ال") and len(w) > 3:
            w = w[2:]
        for ch in w:
            c = _AR_CLASS.get(ch)
            if c and (not out or out[-1] != c):
                out.append(c)
    else:
        low = word.lower()
        if not article and low in ("al", "el"):
            return ""
        for a, b in _LATIN_DIGRAPHS:
            low = low.replace(a, b)
        for ch in low:
            for x in _LATIN_CLASS.get(ch, ""):
                if not out or out[-1] != x:
                    out.append(x)
    if len(out) > 1 and out[-1] == "h":
        out.pop()
    return "".join(out)


def _words_of(text: str) -> list[str]:
    return [w for w in (_WORD.findall(text) if has_arabic(text) else _LATIN_WORD.findall(text)) if not w.isdigit()]


def skeleton(text: str, article: bool = True) -> str:
    """The consonant skeleton of a name in either script (doubled letters once; with or without the
    article)."""
    return "".join(_word_skeleton(w, article) for w in _words_of(text))


def _context_skeletons(context: str, memo: dict, arabic: bool) -> frozenset[str]:
    """The skeletons of the context's runs of one to three words in one script (with and without the
    article), once per context."""
    key = "skeletons_ar" if arabic else "skeletons_latin"
    hit = memo.get(key)
    if hit is None:
        ws = [w for w in (_WORD.findall(context) if arabic else _LATIN_WORD.findall(context)) if not w.isdigit()]
        out: set[str] = set()
        for article in (True, False):
            sk = [_word_skeleton(w, article) for w in ws]
            out.update(s for n in (1, 2, 3) for k in range(len(sk) - n + 1)
                       for s in ("".join(sk[k:k + n]),) if len(s) >= MIN_SKELETON)
        hit = memo[key] = frozenset(out)
    return hit


def spelled_in(name: str, context: str, memo: dict) -> bool:
    """The name is the context's, written in the other script ("Al Boraq" over "قطارات البراق",
    "ديليفرو" over "Deliveroo"): its consonant skeleton is a run of the context's words'. What this
    cannot see: a transliteration that drops or adds a consonant (Mohammed / محمد is fine; Jeddah /
    جدة is d-j: fine; but Riyadh "r-y-d" loses its ي, which both sides drop)."""
    arabic_name = has_arabic(name)
    if arabic_name == has_arabic(context) and arabic_name:
        return False  # the same script: matched as written elsewhere
    theirs = _context_skeletons(context, memo, not arabic_name)
    return any(len(s) >= MIN_SKELETON and s in theirs for s in {skeleton(name), skeleton(name, article=False)})
