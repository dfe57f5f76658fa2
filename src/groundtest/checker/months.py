"""Calendar reasoning at the grain of a month (issue 22 item 5): what an answer may say of months and
month ends when it works from stated dates and stated durations. Pure functions over (month, day)
pairs, used by :class:`.derive.Ledger`; no search over every pair of figures:

- a month named alone is supported when a supported date falls in it ("Counting from 1 March: March
  has 31 days"), when it lies between two supported dates the sentence itself names ("from 1 June to
  1 September … 31 in July"), or when it is a supported date or month moved by a period the sources
  state ("at least nine months before a June wedding: the previous September"; "eight weeks before a
  June wedding: in April" — any day of June less 56 days falls in April or May);
- the number of days of a month, written beside it ("30 in June", "March has 31 days"), is a fact of
  the calendar (February: 28 or 29);
- counting month by month: the last (or first) day of a month that is a supported day moved by a
  number of days the sentence itself writes ("Counting from 1 March … 30 days takes you to 31
  March"; the number of days is checked as a figure of its own, and a day inside a month is not
  reached this way: "15 days … until 18 November" for 15 working days stays unsupported);
- the first day of a month after a supported last day of the month before (and the converse): the count carried
  over the month's end ("… to 31 May = 8 days, and from 1 June to 5 June = 5 days");
- the day before a date the sentence puts after "before" ("cancel before 29 May — i.e. by 28 May")
  and the day after one it puts after "after" ("after 3 June, so from 4 June") say the same bound.

A wrong month, a wrong month length or a wrong day stays unsupported: the tests generate both.
"""
from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Iterable

#: a (month, day) pair; day None for a month named alone
Anchor = tuple[int, "int | None"]

#: a year of each kind (a day without its year is counted in both: either kind of February)
_YEARS = (2001, 2000)
#: a month's length written beside it: "30 in June", "31 days in July", "June has 30 days", "June (30 days)"
_LENGTH_BEFORE_MONTH = re.compile(r"\s*(?:days?\s+)?(?:in|of)\s+(?:\*\*|__)?$", re.I)
_MONTH_HAS = re.compile(r"^(?:\*\*|__)?\s*(?:has|had|having|with|\(|:)\s*(?:only\s+)?(?:\*\*|__)?$", re.I)
#: the bound a date is the edge of: "before 29 May", "after 3 June" (the date right after the word)
#: a month's length right after it: ": 31 days", " has 30 days", " (28 days)"
_LENGTH_AFTER = re.compile(r"(?:\*\*|__)?\s*(?:has|had|with|\(|:|[-–—]|=)\s*(?:only\s+)?(?:\*\*|__)?\s*(\d\d)\s+days\b", re.I)
_BEFORE_DATE = re.compile(r"\b(?:before|prior\s+to|ahead\s+of)\s+(?:\*\*|__)?\s*(?:the\s+)?(?:\w+day,?\s+)?$", re.I)
_AFTER_DATE = re.compile(r"\b(?:after|following)\s+(?:\*\*|__)?\s*(?:the\s+)?(?:\w+day,?\s+)?$", re.I)


def month_length(month: int) -> tuple[int, ...]:
    """The lengths a month may have (February: 28 or 29)."""
    lengths = set()
    for y in _YEARS:
        nxt = date(y + (month == 12), month % 12 + 1, 1)
        lengths.add((nxt - timedelta(days=1)).day)
    return tuple(sorted(lengths))


def stepped(day: "tuple[int, int]", anchors: Iterable["tuple[int, int | None]"], steps: Iterable[int]) -> bool:
    """``day`` (month, day) is a supported day moved on or back by a number of days the sentence itself
    writes ("30 days takes you to 31 March" from 1 March; either kind of year)."""
    ns = [n for n in steps if 0 < n <= 3660][:16]
    for m, d in anchors:
        if d is None:
            continue
        for y in _YEARS:
            try:
                here, there = date(y, day[0], day[1]), date(y, m, d)
            except ValueError:
                continue
            gap = abs((here - there).days)
            gaps = {gap, 365 + (y == 2000) - gap}  # across the new year too
            if any(n in gaps for n in ns):
                return True
    return False


def in_month(month: int, anchors: Iterable[Anchor]) -> bool:
    """A supported date (or month) falls in ``month``."""
    return any(m == month for m, _ in anchors)


def carried_over(day: "tuple[int, int]", anchors: Iterable[Anchor]) -> bool:
    """``day`` opens a month whose previous month's last day is supported, or closes a month whose next month's first
    day is: a count carried over the month's end ("من ٢٣ أيار إلى ٣١ أيار = ٨ أيام، ومن ١ حزيران إلى ٥ حزيران"). Any
    other day of the month is not reached this way."""
    month, d = day
    days = {a for a in anchors if a[1] is not None}
    if d == 1:
        before = 12 if month == 1 else month - 1
        return any((before, n) in days for n in month_length(before))
    if d in month_length(month):
        return (1 if month == 12 else month + 1, 1) in days
    return False


def between(month: int, ends: Iterable[Anchor]) -> bool:
    """``month`` lies between two of the dates ``ends``, taken in the order written ("from 1 November to
    31 March": through the new year), a span of less than a year."""
    ms = list(dict.fromkeys(m for m, _ in ends))[:8]
    for k, lo in enumerate(ms):
        for hi in ms[k + 1:]:
            span = (hi - lo) % 12
            if span and (month - lo) % 12 <= span:
                return True
    return False


def shifted(month: int, anchors: Iterable[Anchor], days: Iterable[int], months: Iterable[int],
            signs: tuple[int, ...] = (1, -1)) -> bool:
    """``month`` is a supported date or month moved on (sign 1) or back (−1) by a stated period: ``months``
    whole months, or ``days`` days (a month named alone: any of its days)."""
    ms = [n for n in months if 0 < n <= 120]
    ds = [n for n in days if 0 < n <= 3660]
    for m, d in anchors:
        if any((m - 1 + s * n) % 12 + 1 == month for n in ms for s in signs):
            return True
        if not ds:
            continue
        for y in _YEARS:
            first = date(y, m, d) if d else date(y, m, 1)
            last = first if d else date(y + (m == 12), m % 12 + 1, 1) - timedelta(days=1)
            for n in ds:
                for s in signs:
                    a, b = sorted((first + timedelta(days=s * n), last + timedelta(days=s * n)))
                    # the months a run of days from a to b touches
                    k = a.year * 12 + a.month - 1
                    while k <= b.year * 12 + b.month - 1:
                        if k % 12 + 1 == month:
                            return True
                        k += 1
    return False


def length_after(text: str, end: int, month: int) -> bool:
    """The month ending at ``end`` is followed by its own length ("August: 31 days", "August has **31 days**",
    "February (28 days)"): the month named as a step of a count of days, calendar talk."""
    m = _LENGTH_AFTER.match(text, end)
    return m is not None and int(m.group(1)) in month_length(month)


def inside(month: int, ends: Iterable[Anchor]) -> bool:
    """``month`` lies strictly inside the shorter run of months between two of the days ``ends`` (20 July and 1
    September, in either order, hold August), a run of at most half a year."""
    ms = list(dict.fromkeys(m for m, d in ends if d is not None))[:8]
    for a in ms:
        for b in ms:
            span = (b - a) % 12
            if 1 < span <= 6 and 0 < (month - a) % 12 < span:
                return True
    return False


def length_beside(text: str, start: int, end: int, amount: float, months: list[tuple[int, int, int]]) -> bool:
    """A number of days at ``start:end`` that is the length of a month written beside it ("30 in June",
    "June has 30 days"); ``months`` are the sentence's month names (month, start, end)."""
    if amount != int(amount) or not 28 <= amount <= 31:
        return False
    for m, s, e in months:
        if s >= end and s - end <= 12 and _LENGTH_BEFORE_MONTH.search(text[end:s]) is not None \
                and int(amount) in month_length(m):
            return True
        if e <= start and start - e <= 12 and _MONTH_HAS.match(text[e:start]) is not None and int(amount) in month_length(m):
            return True
    return False


def edge_of(text: str, start: int, day: "tuple[int, int]", dates: list[tuple[tuple[int, int], int, int]]) -> bool:
    """The day ``day`` (month, day) is the day before a date the sentence puts after "before", or the day
    after one it puts after "after" ("before 29 May — i.e. by 28 May"); ``dates`` are the sentence's
    days (month, day) with their spans, each a date the caller has found supported."""
    for (m, d), s, _ in dates:
        if s == start:
            continue
        for y in _YEARS:
            try:
                there, here = date(y, m, d), date(y, day[0], day[1])
            except ValueError:
                continue
            if here == there - timedelta(days=1) and _BEFORE_DATE.search(text[max(0, s - 32):s]):
                return True
            if here == there + timedelta(days=1) and _AFTER_DATE.search(text[max(0, s - 32):s]):
                return True
    return False
