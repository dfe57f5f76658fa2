"""Does a source text support a proposition? Near-verbatim quotes, numbers, content words."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..text import normalize, straighten

_QUOTE = re.compile(r'"(?P<q>[^"\n]{8,}?)"')
_WORD = re.compile(r"[a-z][a-z']+")
_NUMBER = re.compile(r"(?<![\w/.])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w/])|(?<![\w/.])\d+(?:\.\d+)?(?![\w/])")
#: sub-provision markers at the start of a line: "(1)", "(a)"
_MARKER = re.compile(r"(?m)^\s*\(\w{1,4}\)")
STOPWORDS = frozenset(
    """a about above after again against all also am an and any are as at be because been before being below between
    both but by can could did do does doing down during each either few for from further had has have having he her here
    hers him his how i if in into is it its itself just may me might more most must my no nor not now of off on once
    only or other our ours out over own same shall she should so some such than that the their theirs them then there
    these they this those through to too under until up upon very was we were what when where which while who whom why
    will with within without would you your yours one two any every per whether whereas thereof therein hereby""".split()
)
#: words that frame a citation rather than state what the source says
FRAME = frozenset(
    """article articles section sections art sec law laws act regulation regulations rule rules provision provisions
    provides provided provide states stated state says said say according pursuant held holds hold ruled rules decided
    decide found finds court courts judgment judgement decision case cited cite cites see also accordingly thus therefore
    clause paragraph para code decree no number difc adgm ksa saudi uae uk eu lebanon lebanese arabia under""".split()
)


def stem(w: str) -> str:
    """A crude English stem: enough to match 'terminates'/'terminated'/'termination'."""
    w = w.strip("'-").removesuffix("'s")
    for suf in ("ations", "ation", "ments", "ment", "ings", "ing", "ies", "ied", "es", "ed", "ly", "s"):
        if w.endswith(suf) and len(w) - len(suf) >= 4:
            return w[: -len(suf)] + ("y" if suf in ("ies", "ied") else "")
    return w


def content_words(text: str) -> list[str]:
    """Stems of the words that carry meaning (no stopwords, no citation framing)."""
    return [stem(w) for w in _WORD.findall(normalize(text)) if w not in STOPWORDS and w not in FRAME and len(w) > 2]


def tokens(text: str) -> list[str]:
    return re.findall(r"\w+", normalize(text))


def quotes(text: str) -> list[str]:
    """Quoted passages of at least four words."""
    return [m.group("q").strip() for m in _QUOTE.finditer(straighten(text)) if len(m.group("q").split()) >= 4]


def _digits(text: str) -> str:
    try:
        from text_to_num import alpha2digit

        return alpha2digit(text, "en")
    except Exception:  # a parser hiccup must not fail verification; keep the text as written
        return text


def numbers(text: str) -> list[str]:
    """Numbers stated in ``text`` (words turned to digits; ``1,200`` → ``1200``; ``30.0`` → ``30``)."""
    out = []
    text = _MARKER.sub(" ", text)
    for m in _NUMBER.finditer(_digits(straighten(text))):
        v = m.group(0).replace(",", "")
        if "." in v:
            v = v.rstrip("0").rstrip(".")
        out.append(v)
    return out


@dataclass(frozen=True, slots=True)
class Scope:
    """A source text prepared once: its tokens, 3-gram positions, content stems and numbers."""

    text: str
    toks: tuple[str, ...]
    grams: dict[tuple[str, ...], tuple[int, ...]]
    stems: frozenset[str]
    nums: frozenset[str]


@lru_cache(maxsize=512)
def scope(text: str) -> Scope:
    toks = tuple(tokens(text))
    grams: dict[tuple[str, ...], list[int]] = {}
    for i in range(len(toks) - 2):
        grams.setdefault(toks[i:i + 3], []).append(i)
    return Scope(text, toks, {k: tuple(v) for k, v in grams.items()}, frozenset(content_words(text)), frozenset(numbers(text)))


def quote_match(quote: str, sc: Scope) -> float:
    """Share of the quote's words found in order in one window of the source (1.0 = verbatim)."""
    from difflib import SequenceMatcher

    q = tokens(quote)
    if not q or not sc.toks:
        return 0.0
    starts = {max(0, p - i) for i in range(len(q) - 2) for p in sc.grams.get(tuple(q[i:i + 3]), ())}
    best = 0.0
    for s in sorted(starts)[:50]:
        window = sc.toks[max(0, s - 3): s + len(q) + 3]
        sm = SequenceMatcher(None, q, window, autojunk=False)
        best = max(best, sum(b.size for b in sm.get_matching_blocks()) / len(q))
        if best >= 1.0:
            break
    return best


def verbatim(quote: str, sc: Scope) -> bool:
    """A quotation as its source has it: only case, punctuation, quotation marks and ellipses may
    differ (each part between ellipses is in the source word for word, in order)."""
    from ..legal import in_order, quote_segments

    segs = [" ".join(tokens(s)) for s in quote_segments(quote)]
    segs = [s for s in segs if s]
    return bool(segs) and in_order(segs, " " + " ".join(sc.toks) + " ")


def word_support(text: str, sc: Scope) -> tuple[float, list[str]]:
    """Share of the proposition's content words found in the source, and the missing ones."""
    words = list(dict.fromkeys(content_words(text)))
    if not words:
        return 1.0, []
    missing = [w for w in words if w not in sc.stems]
    return 1 - len(missing) / len(words), missing


def missing_numbers(text: str, sc: Scope) -> list[str]:
    return [n for n in dict.fromkeys(numbers(text)) if n not in sc.nums]
