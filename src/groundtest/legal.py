"""Legal drafting conventions the text layer and the checker read (no groundtest imports, so the
text layer, the checker and :mod:`groundtest.citations` can all use it without a circle).

- ``ninety (90) days`` is one value, written twice (:func:`fold_paired_numbers`);
- a paragraph pin cite (``at [5]``, ``para 12``, ``§ 3(b)``) is a place in a cited source, not a
  citation marker or a figure (:func:`is_pin_cite`, :func:`blank_pin_cites`);
- "the Court", "the Tribunal", "the Claimant" name a party or a forum by its role, not a fact to
  find in the context (:func:`is_role_word`);
- a quotation differs from its source only in case, punctuation, quotation marks and ellipses
  (:func:`quote_segments`, :func:`in_order`).
"""
from __future__ import annotations

import re

_UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen".split())}
_TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}
_SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000}
_WORD = "|".join(sorted([*_UNITS, *_TENS, *_SCALES], key=len, reverse=True))
#: the digits of "ninety (90)": a parenthesised number (lower-cased text)
_DIGITS = re.compile(r"\(\s*(\d{1,3}(?:,\d{3})+|\d+)\s*\)")
#: the number words right before it: "ninety ", "twenty-one ", "one hundred and twenty "
_WORDS_BEFORE = re.compile(rf"(?<![a-z])((?:{_WORD})(?:(?:\s+|-|\s+and\s+)(?:{_WORD}))*)\s*$")


def words_to_int(run: str) -> int | None:
    """``one hundred and twenty`` → 120; None when the run is not a well-formed English number."""
    total = current = 0
    seen = False
    for w in re.split(r"[\s-]+", run.strip()):
        if w == "and":
            continue
        if w in _UNITS:
            current += _UNITS[w]
        elif w in _TENS:
            current += _TENS[w]
        elif w in _SCALES:
            scale = _SCALES[w]
            if scale == 100:
                current = (current or 1) * 100
            else:
                total += (current or 1) * scale
                current = 0
        else:
            return None
        seen = True
    return total + current if seen else None


def fold_paired_numbers(low: str) -> str:
    """``low`` (lower-cased text) with each ``ninety (90)`` whose words and digits agree rewritten,
    length-preserved, as ``90`` followed by spaces, so a value reader sees one value that starts
    where the words start (``ninety (90) days`` → ``90          days``). A pair that disagrees
    (``twenty (15)``) is left as it is: both parts are then read, and checked, on their own."""
    if "(" not in low or ")" not in low:
        return low
    parts: list[str] = []
    pos = 0
    for m in _DIGITS.finditer(low):
        window = max(pos, m.start() - 80)
        w = _WORDS_BEFORE.search(low, window, m.start())
        if w is None:
            continue
        digits = m.group(1)
        if words_to_int(w.group(1)) != int(digits.replace(",", "")):
            continue
        parts.append(low[pos:w.start()])
        parts.append(digits.replace(",", "").ljust(m.end() - w.start()))
        pos = m.end()
    if not parts:
        return low
    parts.append(low[pos:])
    return "".join(parts)


# --- pin cites -------------------------------------------------------------------------------

#: pin cites in lower-cased text, each pattern starting with a literal (sre searches it fast):
#: "at [5]", "at [5]-[7]"; "para 12", "para. 12", "paras 12-14", "paragraph 3"; "§ 3(b)", "§§ 4-5"
_PINS = (
    ("[", re.compile(r"at(?<![a-z]at)\s+\[\d{1,4}\](?:\s*[-–]\s*\[\d{1,4}\])?")),
    ("para", re.compile(r"para(?<![a-z]para)(?:graph)?s?\.?\s*\d{1,4}(?:\s*[-–]\s*\d{1,4})?(?![\d])")),
    ("§", re.compile(r"§§?\s*\d{1,4}[a-z]?(?:\s?\([0-9a-z]{1,4}\))*(?:\s*[-–]\s*\d{1,4})?")),
)
#: a neutral citation's number just before a bracket: "[2022] DIFC CFI 071 [5]", "…071, [5]"
_AFTER_NEUTRAL = re.compile(r"\[(?:19|20)\d\d\]\s+[A-Z][A-Za-z]*(?:\s+[A-Z][A-Za-z]*){0,3}\s+\d{1,5}(?:\s*\([A-Za-z]+\))?\s*,?\s*$")


def is_pin_cite(text: str, start: int, end: int) -> bool:
    """Is the bracket ``text[start:end]`` (``[5]``) a paragraph pin cite ("at [5]", or right after
    a neutral citation) rather than a citation marker?"""
    inner = text[start + 1:end - 1].strip()
    if not re.fullmatch(r"\d{1,4}(?:\s*[-–]\s*\d{1,4})?", inner):
        return False
    before = text[max(0, start - 120):start]
    return bool(re.search(r"\bat\s*$", before, re.IGNORECASE) or _AFTER_NEUTRAL.search(before))


def blank_pin_cites(low: str) -> str:
    """``low`` with every pin cite (``at [5]``, ``para 12``, ``§ 3(b)``) replaced by spaces (same length):
    its number is a place in a source, not a figure the text states."""
    for trigger, pattern in _PINS:
        if trigger in low:
            low = pattern.sub(_blank, low)
    return low


def _blank(m: re.Match[str]) -> str:
    return " " * (m.end() - m.start())


# --- roles ----------------------------------------------------------------------------------

ROLES = frozenset(
    """court courts tribunal tribunals judge judges registrar arbitrator arbitrators panel chamber bench board committee
    claimant claimants respondent respondents defendant defendants appellant appellants applicant applicants plaintiff
    plaintiffs petitioner petitioners claimant's respondent's defendant's appellant's applicant's plaintiff's court's
    tribunal's parties party employer employee employer's employee's lessor lessee landlord tenant buyer seller
    contractor subcontractor licensor licensee""".split())


#: words of legal prose that state nothing to find in a source: the forum and the parties by their
#: role, the reporting verbs of a holding, the words of a pin cite (the checker reads them as light words)
PROSE_WORDS = frozenset(
    """court courts tribunal tribunals claimant claimants respondent respondents defendant defendants appellant
    appellants applicant applicants plaintiff plaintiffs petitioner petitioners held holds hold ruled para paras
    paragraph paragraphs""".split())


def is_role_word(text: str, start: int, end: int) -> bool:
    """Is the capitalised word ``text[start:end]`` a role ("the Court", "the Claimant"), not a name?
    It is when "the" comes right before it and no "of …" makes it a name ("the Court of Appeal")."""
    word = text[start:end].casefold().replace("’", "'")
    if word not in ROLES:
        return False
    if not re.search(r"\bthe\s+$", text[max(0, start - 8):start], re.IGNORECASE):
        return False
    return not re.match(r"\s+of\s+(?:the\s+)?[A-Z]", text[end:end + 40])


# --- quotations -----------------------------------------------------------------------------

_ELLIPSIS = re.compile(r"\s*(?:\[\s*(?:\.\s*){3}\]|\[\s*…\s*\]|(?:\.\s*){3}|…)\s*")
_ALTERED_LETTER = re.compile(r"\[(\w)\]")


def quote_segments(quote: str) -> list[str]:
    """The parts of a quotation between its ellipses (``[t]he`` read as ``the``)."""
    return [s for s in _ELLIPSIS.split(_ALTERED_LETTER.sub(r"\1", quote)) if s.strip()]


def in_order(segments: list[str], flat: str) -> bool:
    """Are the token runs ``segments`` (each words joined by one space) all in ``flat`` (the source's
    words joined by single spaces, padded with a space at each end), in this order?"""
    pos = 0
    for seg in segments:
        k = flat.find(f" {seg} ", pos)
        if k < 0:
            return False
        pos = k + len(seg) + 1
    return True
