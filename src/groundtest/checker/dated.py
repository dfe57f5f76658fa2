"""Sentences that say what they state may be out of date, and so may rest on a superseded chunk.

A superseded chunk is a source the system was given, but not for what holds now: a sentence
that states its content as current is not grounded by it ("A card costs $5."). A sentence that
says it reports an older version, or that it may be out of date, is ("An older version of the
fee list says a card costs $5; this may have changed."). The cue also covers the sentences next
to it ("A card costs $5. This may be out of date."), except one that says it states what holds
now ("Today a card costs $5.") and except a value the current chunks give otherwise (a current
$3 beside a superseded $5: the hedge does not make $5 the answer).
"""
from __future__ import annotations

import re

from ..text.sections import items_under
from .blocks import _ITEM_LINE

#: the answer marks what it states as old or possibly out of date (the hedges of ``derive``'s
#: ``stale_only`` cases among them)
DATED = re.compile(
    r"\b(?:out[ -]of[ -]date|outdated|superseded|no longer (?:current|valid|in effect|accurate|applies|apply)"
    r"|(?:an? |the )?(?:older|old|earlier|previous|prior|former|superseded|archived) (?:[*_]*[a-z0-9/-]+[*_]* ){0,2}"
    r"(?:version|copy|edition|revision|policy|document|schedule|list|notice|page|rules?|guidelines?|figures?|prices?|rates?|"
    r"fees?|amounts?|terms|limits?|charges?|costs?|tariffs?|allowances?|values?|materials?|information|leaflets?|brochures?|sources?"
    r"|details|plans?|conditions|arrangements?|scheme|tables?|timetables?|menus?)"
    r"(?: of (?:the|our|this|that|your|its) (?:[a-z-]+ ){0,2}?(?:list|schedule|policy|page|document|rules|guide"
    r"|handbook|notice|table|sheet|terms|fees|prices|rates))?"
    r"|previously|formerly|used to [a-z]{2,}|"
    # a value labelled by the period of the older version, in its possessive ("the autumn's 9:30am", "last term's
    # £40"): which version it comes from, named
    r"(?:the )?(?:autumn|spring|summer|winter|(?:last|previous|old|former) (?:year|term|season|month|week|timetable|schedule))(?:'s|’s)"
    r"(?= [*_]*[£$€]?\d)|(?:has|have|had) (?:since )?been (?:replaced|superseded|updated|changed|withdrawn)"
    r"|(?:was|were) (?:replaced|superseded|withdrawn)|(?:these|this|which|that|they|it) replaced"
    r"|(?:was|were) (?:only )?(?:valid|in effect|in force|charged|applied) (?:until|till|up to|before)"
    r"|(?:up|down) from (?:[^.;]|\.(?=\d)){0,40}\b(?:last|previous) (?:season|year|term|month|price|rate)"
    r"|(?:up|down|increased|risen|rose|fallen|fell|dropped|changed|moved) from (?:the |an? )?(?:older|old|earlier|previous|prior|former)\b"
    r"|(?:the |an? )(?:older|old|earlier|previous|prior|former) [*_]*[£$€]?\d[\d,.]*(?:p\b|%)?"
    r"|\b(?:last|previous) (?:season|year)'s (?:\(?(?:19|20)\d\d(?:[/–-]\d{2,4})?\)? )?(?:figures?|prices?|rates?|fees?|fares?)"
    # a value said to have held in a named year ("the £16.50 figure was the 2023 fare", "it was £4.50 under the 2023
    # fares") or a change since one ("both have gone up since the 2023 price list"): the past tense and the year
    r"|(?:was|were) (?:[£$€]?\d[\d,.]*p? )?(?:(?:the|under the|in the|for the|on the|according to the) )?"
    r"\(?(?:19|20)\d\d(?:[/–-]\d{2,4})?\)? (?:[a-z-]+ )?(?:figures?|prices?|rates?|fees?|fares?|tariffs?|charges?|costs?"
    r"|amounts?|list|terms|scheme|season|schedule)"
    r"|(?:gone|went|go|been) (?:up|down)(?: [a-z]+){0,2}? since (?:the )?(?:19|20)\d\d\b"
    r"|(?:risen|rose|increased|fallen|fell|dropped|changed|moved) since (?:the )?(?:19|20)\d\d\b"
    # the value a change moved from ("it went up from £8.50 when the new prices came in", "the rate has been cut from
    # 4.10% to 3.85%", "down from 12 weeks"): a change verb, then "from" and a figure — the figure it names is the old one
    # (looked ahead to, not taken into the cue: the cue's span is masked, and the figure must still be checked)
    r"|(?:(?:went|gone|goes|go|come|came|been|is|are|was|were|has|have|'s|'ve)\s+)?(?:up|down)\s*,?\s+from(?=\s+(?:just\s+|only\s+)?[*_]*[£$€]?\d)"
    r"|(?:increased|increases|raised|rose|risen|fallen|fell|dropped|reduced|cut|lowered|changed|moved|extended|shortened"
    r"|decreased|went)\s*,?\s+(?:[a-z]+\s+){0,2}?from(?=\s+(?:just\s+|only\s+)?[*_]*[£$€]?\d)"
    # the old value in brackets beside the new ("£4 (was £3)", "£7 (previously £5)")
    r"|(?<=\()(?:was|were|previously|formerly)(?=\s+[*_]*[£$€]?\d)"
    r"|(?:may|might|could) (?:have changed|have been updated|no longer|not (?:be )?(?:current|up[ -]to[ -]date|reflect))"
    r"|not be (?:current|up[ -]to[ -]date))\b",
    re.I,
)


#: a table's column headed as old ("2025 price (old)", "Previous fee", "Was", "Previously (2023)"): its rows report the
#: superseded values
_OLD_COLUMN = re.compile(r"\b(?:old|older|previous(?:ly)?|earlier|former(?:ly)?|prior|superseded|outdated|archived|was|"
                         r"until|last\s+(?:year|season|term))\b", re.I)
#: a column headed as what holds now ("Now", "Current fare", "التعرفة الحالية", "موسم ١٤٤٧هـ (حالي)")
_NOW_COLUMN = re.compile(r"\b(?:now|current|currently|today|latest|this\s+(?:year|season|term))\b|حالي|الحالي|حاليا|جديد|الجديد",
                         re.I)
#: a year a column is headed by ("2023", "2024/25", "1446هـ", "١٤٤٦هـ"), Arabic-Indic digits read as digits
_YEAR_CELL = re.compile(r"(?<!\d)(?:19|20|14)\d\d(?!\d)")
_INDIC = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")


def _periods_compared(header: "list[str]") -> bool:
    """A header that sets periods side by side: two value columns headed by different years ("| | 2023 | 2024 |",
    "| القاعة | موسم ١٤٤٦هـ (سابق) | موسم ١٤٤٧هـ (حالي) |"), or one headed as what holds now beside another value
    column ("| | Now | Previously (2023) |", "| التذكرة | التعرفة التجريبية (١٤٤٥هـ) | التعرفة الحالية |"): the row
    reports an older value beside the current one, each labelled by its column."""
    cols = [h.translate(_INDIC) for h in header[1:] if h.strip()]
    if len(cols) < 2:
        return False
    years = {y for h in cols for y in _YEAR_CELL.findall(h)}
    now = [h for h in cols if _NOW_COLUMN.search(h)]
    return len(years) >= 2 or (0 < len(now) < len(cols))


def dated_rows(blocks: "list[tuple[str, list[str]]]") -> frozenset[int]:
    """The table rows (``(kind, header cells)`` per sentence) under a header with a column headed as old, or one
    that sets periods side by side (:func:`_periods_compared`)."""
    return frozenset(k for k, (kind, header) in enumerate(blocks)
                     if kind == "row" and (any(_OLD_COLUMN.search(h) or (not h.isascii() and _arabic_dated(h)) for h in header)
                                           or _periods_compared(header)))


#: a table row whose first cell labels it as old ("| 2024/25 (old) |", "| Previous rate |", "| Last year |", "| Last week |"); an age is
#: no such label ("| Adolescent Manners (5–12 months old) |", "| 3-year-old |")
_OLD_ROW = re.compile(r"^\s*\|\s*[^|\n]*?\b(?:(?<!-)(?<!months )(?<!month )(?<!years )(?<!year )(?<!weeks )(?<!week )(?<!days )old|older|previous|earlier|former|prior|superseded|outdated|archived|last\s+(?:year|week|month|term|season|quarter|time))\b"
                      r"[^|\n]*\|", re.I)


#: Markdown emphasis, read through ("the older **2023 terms**")
_MARKS = re.compile(r"\*\*|__")


#: the sentence states what holds now
NOW = re.compile(r"\b(?:now|today|currently|at present|presently|these days|at the moment|as of (?:now|today))\b", re.I)


def dated_sentences(texts: list[str]) -> tuple[frozenset[int], frozenset[int]]:
    """The sentences that may draw on a superseded chunk: those with a :data:`DATED` cue, and
    their neighbours that do not say they state what holds now."""
    cued = frozenset(i for i, t in enumerate(texts) if DATED.search(_MARKS.sub("", t)) or (not t.isascii() and _arabic_dated(t)))
    # (a table row is no prose neighbour of a hedge: it is dated by its own label or its header, .dated_rows; as a
    # neighbour it would have its older column read against the current chunks: "| Standard room | £35 | £30 |" above
    # "So both have gone up since the 2023 price list")
    near = frozenset(k for i in cued for k in (i - 1, i + 1)
                     if 0 <= k < len(texts) and k not in cued and not NOW.search(texts[k])
                     and not texts[k].lstrip().startswith("|"))
    # a table row labelled as old in its own first cell ("| 2024/25 (old) | £27,295 | £2,274 |"): that row only (its
    # neighbours are other rows, the current one among them: "| 2025/26 (current) | …")
    rows = frozenset(i for i, t in enumerate(texts) if _OLD_ROW.match(_MARKS.sub("", t)))
    return cued | rows, near - rows


#: a year, as a word
_YEAR = re.compile(r"(?<![\d,.])(?:19|20)\d\d(?![\d,])")


def old_years(current: str, superseded: str) -> frozenset[str]:
    """The years the superseded chunks name and the current ones never do ("2024 festival: hook-ups cost $30" beside
    "2025 festival: … $35"): the older version's own label."""
    return frozenset(_YEAR.findall(superseded)) - frozenset(_YEAR.findall(current))


def named_by_year(texts: list[str], years: frozenset[str]) -> frozenset[int]:
    """The sentences that name the older version by its year (:func:`old_years`): "The $30 a day figure was from the
    2024 festival", "(The 2024 Open fee was £20, so it's gone up by a fiver.)", "unlike in 2024, when you could book on
    arrival" — what they state of it reports the superseded chunk, as a :data:`DATED` cue does."""
    if not years:
        return frozenset()
    return frozenset(i for i, t in enumerate(texts) if any(y in years for y in _YEAR.findall(t)))


def _arabic_dated(text: str) -> bool:
    """The Arabic cues (issue 24): "بعد أن كان"، "قد لا يكون محدثًا"، "سابقًا" (text.arabic.behaviour.STALE_CUES)."""
    from ..text.arabic.behaviour import is_stale_cue
    from ..text.arabic.normalise import has_arabic

    return has_arabic(text) and is_stale_cue(text)




def dated_items(text: str, starts: "list[int]") -> frozenset[int]:
    """The sentences on the list lines under a heading that says it is old ("**Previous rates (from 1 March 2025)**"
    over "- 4.10% AER with annual interest"; "Older 2023 charges:"): they report the superseded values, as the rows
    under a column headed as old do (:func:`dated_rows`). One pass over the lines and the sentence starts
    (:func:`..text.sections.items_under`)."""
    return items_under(text, starts, _old_heading, _ITEM_LINE)


def _old_heading(line: str) -> bool:
    """A heading line that says it is old, in English or Arabic."""
    return bool(DATED.search(_MARKS.sub("", line))) or (not line.isascii() and _arabic_dated(line))

