"""Words for the checker: folding, content words, and a cheap morphological match.

Everything here is built for speed: the context is folded and tokenised with one regex
pass, and a response word is looked up first exactly, then by a few suffix-stripped stems
against the sorted context vocabulary (bisect), so no per-context-word Python work is done.
"""
from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left
from functools import lru_cache

from ..legal import PROSE_WORDS
from ..text import straighten
from ..text.arabic.behaviour import HEDGE_WORDS as _AR_HEDGE_WORDS, STOPWORDS as _AR_STOPWORDS
from ..text.arabic.normalise import fold_text as _ar_fold, has_arabic as _has_ar, stem_candidates as _ar_stems

WORD = re.compile(r"[^\W_]+")

STOPWORDS = frozenset(
    """
    a about above after again against all almost also although always am among an and another any anyone
    anything are around as at be became because become been before being below between both but by can
    cannot could did do does doing done down during each either else enough etc even ever every few for
    from further get gets got had has have having he her here hers herself him himself his how however i if
    in including into is it its itself just least less let like made make makes many may me might more
    most much must my myself near neither no nor not now of off often on once one only onto or other others
    our ours ourselves out over own per perhaps quite rather really same several shall she should since so
    some something still such than that the their theirs them themselves then there therefore these they
    this those though through thus to too toward towards under until up upon us use used uses using very
    unless via was we well were what whatever when where whereas whether which while who whom whose why will with
    within without would yet you your yours yourself yourselves s t also overall additionally furthermore
    moreover however including include includes included e.g i.e i'm it's that's there's they're we're you're
    don't doesn't didn't isn't aren't wasn't weren't can't won't wouldn't shouldn't couldn't hasn't haven't
    hadn't let's mr mrs ms dr said says say according based known called named new first
    don doesn didn isn aren wasn weren couldn wouldn shouldn hasn haven hadn ll ve re d m
    """.split()
)

#: words that say nothing checkable on their own (discourse, hedges, reporting verbs)
#: words that mark a guess ("usually", "I believe"): no content of their own (a sentence is not
#: unconfirmed for them), and the claim rule ``hedged`` (:mod:`.claims`) reads them
HEDGES = frozenset("usually normally typically generally probably likely often mostly believe think guess "
                   "suppose presumably".split())
HEDGES |= frozenset(p + _ar_fold(w) for w in _AR_HEDGE_WORDS.split() for p in ("", "و", "ف"))  # issue 24: Arabic hedges
LIGHT = frozenset(
    """
    article text document documents passage passages source sources context information details detail summary
    mentioned mentions mention stated states state notes note provided provides provide given describes
    described discusses discussed discuss highlights highlighted reports reported report explains explained
    also well overall specific specifically particular particularly various several certain generally
    important including include additional additionally however furthermore moreover thus therefore
    around approximately about nearly roughly currently recently way ways thing things lot lots kind
    yes okay sure answer question
    located offers offer offered offering offerings provides provided providing available availability
    options option variety range selection popular positive negative mixed experience experiences
    different type types kinds sort sorts
    customer customers patrons visitors guests rating ratings rated review reviews reviewer reviewers
    praised praise praising noted noting expressed expressing received receive features featuring
    highlight highlights highlighting known described describe describing mentions mentioning notes
    appears seems seem overall aspects aspect various numerous many several
    cost costs take takes taking took make makes making made get gets getting give gives giving allow allows
    allowed let lets need needs go goes going keep keeps come comes want wants help helps find finds
    current latest cover covers covered covering
    otherwise instead unfortunately fortunately luckily sadly honestly basically essentially
    believe think
    along alongside update updates updated apply applies applied applicable later earlier older newer
    just please able happy glad hope kindly know see refer page pages lists says shows morning afternoon evening
    dollar dollars euro euros pound pounds pence cent cents percent usd eur gbp
    """.split()
) | HEDGES | PROSE_WORDS  # legal prose: groundtest.legal

#: words a grounded answer uses for a context word it rephrases ("support runs Monday to Friday"
#: for "support is available Monday to Friday"): a response word counts as known when the context
#: has one of these
SYNONYMS: dict[str, tuple[str, ...]] = {}
for _group in (
    "run runs running operate operates operating open opens available",
    "buy buys bought purchase purchases purchased",
    "begin begins began start starts started commence commences",
    "end ends ended finish finishes finished close closes closed",
    "receive receives received get gets got obtain obtains",
    "assist assists assisted help helps helped support supports supported",
    "contact contacts contacted reach reached",
    "pay pays paid charge charges charged cost costs price prices priced",
    "refund refunds refunded reimburse reimbursed",
    "choose chooses chose select selects selected pick picks picked",
    "id ids identity identification",
    "need needs needed require requires required necessary mandatory compulsory obligatory",
    "fare fares ticket tickets",
    "trip trips journey journeys",
    "bill bills invoice invoices",
):
    _ws = _group.split()
    for _w in _ws:
        SYNONYMS[_w] = tuple(x for x in _ws if x != _w)
del _group, _ws, _w
# an extra charge is what a supplement or surcharge is (one way: "there's a small extra charge" for the context's "£10
# weekend supplement"; a "surcharge" the context never names is no "charge" of its)
for _w in ("charge", "charges"):
    SYNONYMS[_w] = SYNONYMS[_w] + ("supplement", "supplements", "surcharge", "surcharges")
# an area unit's symbol and its words ("£28 per m²" for "£28 per square metre": NFKD folds "²" to "2")
for _w in ("m2", "sqm", "km2", "ft2", "sqft"):
    SYNONYMS[_w] = ("square",)
SYNONYMS["square"] = ("m2", "sqm", "km2", "ft2", "sqft")
del _w

_PUNCT = re.compile("[\u2018\u2019\u201a\u201b\u2032\u201c\u201d\u201e\u201f\u2033\u2010-\u2015\u2212\u00a0\u2009\u202f\u2007]")


def _punct(m: "re.Match[str]") -> str:
    return straighten(m.group())


_COMBINING = re.compile(r"[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]")
_SUFFIXES = (
    "ational", "ations", "ation", "able", "ible", "ments", "ment", "ness", "ings", "ing", "ities", "ity", "ians", "ian",
    "ives", "ive", "ern", "ers", "er", "ed", "ies", "es", "ly", "al", "s", "e", "y", "n",
)


def fold(text: str) -> str:
    """Lower-case, straighten quotes and dashes, and strip accents (``Único`` → ``unico``).

    ASCII text keeps its length, so spans stay valid; that is the fast path.
    """
    text = text.lower()
    if text.isascii():
        return text
    if _has_ar(text):  # issue 24: Arabic spelling variants, diacritics, tatweel, digits
        text = _ar_fold(text)
    text = _PUNCT.sub(_punct, text)  # curly quotes, dashes, odd spaces → ASCII (few hits: faster than translate)
    if not text.isascii():
        text = _COMBINING.sub("", unicodedata.normalize("NFKD", text))
    return text


_NON_ASCII = re.compile(r"[^\x00-\x7f]+")
_ALNUM_ONLY = bytes(c if 48 <= c <= 57 or 97 <= c <= 122 else 32 for c in range(256))


def words(folded: str) -> list[str]:
    """Word tokens of folded text (apostrophes split: ``customer's`` → ``customer``, ``s``).

    ASCII text is tokenised with one ``bytes.translate`` and a split (3× a regex findall).
    """
    if folded.isascii():
        return folded.encode().translate(_ALNUM_ONLY).decode().split()
    odd = _NON_ASCII.findall(folded)
    if not any(ch.isalnum() for run in odd for ch in run):  # only symbols (€, •, ©): blank them, ASCII path
        return _NON_ASCII.sub(" ", folded).encode().translate(_ALNUM_ONLY).decode().split()
    return WORD.findall(folded)


# a match can only start where a word starts (inside a word the same continuation fails), so
# the lookbehind changes no match and saves re-reading every word from each of its letters
_HYPHENATED = re.compile(r"(?<![^\W_])[^\W_]+(?:-[^\W_]+)+")


_EDGE = re.compile(r"^\W+|\W+$")
_TOKEN_END = re.compile(r"\S*")


def compounds(folded: str) -> list[str]:
    """Hyphenated words written solid (``wi-fi`` → ``wifi``), so either spelling matches."""
    if "-" not in folded:
        return []
    return [_EDGE.sub("", t).replace("-", "") for t in _with_hyphen(folded)]


def _with_hyphen(text: str) -> list[str]:
    """The whitespace-separated tokens of ``text`` that hold a hyphen (found from the hyphens:
    a regex tried at every position is ten times slower on a long context)."""
    out = []
    k = text.find("-")
    while k >= 0:
        a = k
        while a > 0 and not text[a - 1].isspace():
            a -= 1
        tail = _TOKEN_END.match(text, k)
        assert tail is not None  # \S* always matches
        b = tail.end()
        out.append(text[a:b])
        k = text.find("-", b)
    return out


def join_known(folded: str, vocab: "Vocabulary") -> str:
    """Write a hyphenated word solid when the context has it solid (``Wi-Fi`` vs ``WiFi``)."""
    if "-" not in folded:
        return folded
    return _HYPHENATED.sub(lambda m: _solid_if_known(m.group(0), vocab), folded)


def _solid_if_known(word: str, vocab: "Vocabulary") -> str:
    solid = word.replace("-", "")
    return solid if solid in vocab.words else word


STOPWORDS = STOPWORDS | _AR_STOPWORDS  # issue 24
#: the negation words of a token list, one list for every rule (``t`` is the "n't" of "isn't", "won't":
#: the tokeniser splits at the apostrophe; "isn", "don" … are kept for the same reason)
NEGATORS = frozenset("""not no never none nothing nor neither cannot without lack lacks lacking unavailable absent
isn aren wasn weren doesn don didn t""".split())
NONCONTENT = STOPWORDS | LIGHT


def content_words(tokens: list[str]) -> list[str]:
    """The content words of a token list (see :func:`is_content`)."""
    return [w for w in tokens if w not in NONCONTENT and len(w) > 1 and not w.isdigit()]


def is_content(word: str) -> bool:
    """A word that carries a checkable meaning: not a stopword or light word, not a bare number."""
    return len(word) > 1 and word not in STOPWORDS and word not in LIGHT and not word.isdigit()


@lru_cache(maxsize=1 << 16)
def stems(word: str) -> tuple[str, ...]:
    """Candidate stems of ``word`` (longest first), each at least four letters."""
    out = []
    for suf in _SUFFIXES:
        if word.endswith(suf) and len(word) - len(suf) >= 4:
            out.append(word[: -len(suf)])
    if len(word) >= 6 and not out:
        out.append(word[:-1])
    return tuple(out)


class Vocabulary:
    """The words of a text, for exact and stem-prefix lookup."""

    __slots__ = ("words", "_sorted", "_cache", "_folded", "_solid", "_ar", "_bare")

    def __init__(self, tokens: "list[str] | set[str]", folded: str = ""):
        self.words = set(tokens)
        self._sorted: list[str] | None = None
        self._cache: dict[str, bool] = {}
        self._folded = folded
        self._solid: set[str] | None = None
        self._ar: set[str] | None = None
        self._bare: set[str] | None = None

    def written(self, word: str) -> bool:
        """An Arabic ``word`` written in the text as it stands, up to its proclitics (a quoted name:
        لـ«مصلحة …» is «مصلحة …», but «جوازك» is not «الجواز»)."""
        if word in self.words:
            return True
        from ..text.arabic.names import bare

        if self._bare is None:
            self._bare = {bare(w) for w in self.words}
        return bare(word) in self._bare

    def solid(self, word: str) -> bool:
        """``word`` is written with hyphens in the text (``takeout`` vs ``take-out``)."""
        if self._solid is None:
            self._solid = set(compounds(self._folded))
        return word in self._solid

    def __contains__(self, word: str) -> bool:
        return word in self.words

    def has(self, word: str) -> bool:
        """``word`` or a morphological variant of it is in the text."""
        if word in self.words:
            return True
        hit = self._cache.get(word)
        if hit is None:
            hit = self._cache[word] = self._by_stem(word)
        return hit

    def _by_stem(self, word: str) -> bool:
        if "\u0621" <= word[:1] <= "\u064a":  # issue 24: Arabic words by their light stem
            if self._ar is None:
                self._ar = {c for w in self.words if "\u0621" <= w[:1] <= "\u064a" for c in _ar_stems(w)}
            return not self._ar.isdisjoint(_ar_stems(word))
        solid = self._solid
        if solid is None:
            solid = self._solid = set(compounds(self._folded))
        if word in solid:  # :meth:`solid`, inlined
            return True
        size = len(word)
        if size < 4 and (word + "s" in self.words or word + "es" in self.words):
            return True  # "bar" for "bars", "tax" for "taxes": too short for the prefix rule below
        vocab = self._sorted
        if vocab is None:
            vocab = self._sorted = sorted(self.words)
        n = len(vocab)
        if size >= 4:  # "renew" → "renewal", "book" → "booked"
            reach = size + (4 if size >= 5 else 3)
            i = bisect_left(vocab, word)
            while i < n and vocab[i].startswith(word):
                if len(vocab[i]) <= reach:
                    return True
                i += 1
        for stem in stems(word):
            i = bisect_left(vocab, stem)
            if i < n and vocab[i].startswith(stem):
                return True
        return word.endswith("s") and _singular_in(word, self.words)  # "days" for "day", "boxes" for "box"


def _singular_in(word: str, words: "set[str]") -> bool:
    """The plural ``word`` of a short word of ``words`` (the stem rules above keep stems of four letters and more):
    "days" for "day", "fees" for "fee", "boxes" for "box", "cities" for "city" — never a word of two letters
    ("is", "us", "as" are not plurals)."""
    if len(word) < 4:
        return False
    if word[:-1] in words:
        return True
    if word.endswith("es") and word[:-2] in words and word[-3] in "sxzh":
        return True
    return word.endswith("ies") and word[:-3] + "y" in words


_STEM_KEYS: dict[str, str] = {}


def stem_key(word: str) -> str:
    """One crude stem per word, for grouping inflections (``returned``, ``returns`` → ``return``;
    ``delivery``, ``deliveries`` → ``deliver``). Cached in a plain dict."""
    key = _STEM_KEYS.get(word)
    if key is not None:
        return key
    w = word
    n = len(w)
    if n > 4 and w.endswith("ies"):
        w = w[:-3] + "y"
    elif n > 5 and w.endswith("ing"):
        w = w[:-3]
    elif n > 6 and w.endswith("eed"):
        w = w[:-1]  # "guaranteed", "refereed": the "-ee" verb's own stem ("guarantee"), not "guarant"
    elif n > 4 and w.endswith("ed"):
        w = w[:-2]
    elif n > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    if len(w) > 4 and w[-1] in "ey":
        w = w[:-1]
    if len(_STEM_KEYS) < 200_000:
        _STEM_KEYS[word] = w
    return w
