"""Changing a value into a different one of the same kind, written the same way (``21 days`` →
``14 days``, ``$0.25`` → ``$0.40``, ``March 5, 2024`` → ``March 11, 2024``, ``two-day`` →
``three-day``), that none of the given texts states.

The new value is one a person would plausibly misremember: round numbers (``30 minutes`` →
``15`` or ``45 minutes``, never ``29``; ``$12`` → ``$15``; ``21 days`` → ``14 days``; cents in
steps of five), an hour or two off for a time, the day before or after for a weekday."""
from __future__ import annotations

import random
import re
from typing import Sequence

from ..text.matching import TextIndex, Value, parse_value, same_value

_DIGITS = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![0-9])|\d+(?:\.\d+)?")
_NUMBER_WORDS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety "
    "hundred thousand million billion a and"
).split()
_LEADING_WORDS = re.compile(r"^(?:(?:" + "|".join(_NUMBER_WORDS) + r")(?![a-z])[\s-]*)+", re.I)
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def alter(value: Value, rng: random.Random, avoid: Sequence[TextIndex]) -> str | None:
    """A new way to write ``value`` with a different meaning, stated in none of ``avoid``; or None."""
    for raw, new in _candidates(value, rng):
        if new is None or same_value(new, value):
            continue
        if any(ix.contains(new) for ix in avoid):
            continue
        return raw
    return None


def _candidates(v: Value, rng: random.Random) -> list[tuple[str, Value | None]]:
    m = _DIGITS.search(v.raw)
    if m is None:
        return _word_candidates(v, rng)
    text = m.group()
    x = float(text.replace(",", ""))
    decimals = len(text.split(".")[1]) if "." in text else 0
    nums = _numbers(x, v, decimals, has_clock=bool(re.search(r"[ap]\.?\s?m\b|:", v.raw, re.I)))
    rng.shuffle(nums)
    scale = (v.amount / x) if (v.amount is not None and x and v.kind not in ("date", "time")) else 1.0
    out = []
    for n in nums:
        tail = v.raw[m.end():]
        if x == 1 and v.kind == "quantity":
            tail = re.sub(r"^( [A-Za-z]*[A-Za-rt-z])\b", r"\1s", tail)  # 1 point → 3 points
        raw = v.raw[: m.start()] + _fmt(n, decimals, "," in text) + tail
        out.append((raw, _as_value(v, raw, n * scale)))
    return out


def _as_value(v: Value, raw: str, amount: float) -> Value | None:
    """The new value's meaning; dates and times are re-read from their text (and must still parse)."""
    if v.kind in ("date", "time"):
        p = parse_value(raw)
        return p if p.kind == v.kind else None
    return Value(v.kind, amount, v.unit, raw)


def _numbers(x: float, v: Value, decimals: int, has_clock: bool) -> list[float]:
    """Plausible other numbers for ``x`` (the first number written in ``v``)."""
    if v.kind == "date" or (v.kind == "number" and decimals == 0 and 1900 <= x <= 2100):
        if x >= 1000:
            return [x + d for d in (-3, -2, -1, 1, 2, 3)]
        return [float(n) for n in range(1, 13 if x <= 12 else 29) if n != x]
    if v.kind == "time":  # an hour or a few off
        hours = range(1, 13) if re.search(r"[ap]\.?\s?m\b", v.raw, re.I) or not has_clock else range(6, 22)
        return [float(h) for h in hours if h != x and abs(h - x) <= 3]
    if decimals:
        step = 10 ** -decimals
        cands = {x * 2, x / 2, x + 1, x * 1.6, x + 5 * step * max(1, round(x / (50 * step)))}
        cents = decimals == 2  # money in cents: a remembered price is in steps of five cents
        return sorted({round(c, decimals) for c in cands if c > 0 and round(c, decimals) != x
                       and (not cents or round(c * 100) % 5 == 0)})
    n = int(x)
    if n < 10:  # small counts: one or two off, or double
        cands = {n + 1, n - 1, n + 2, n - 2, n * 2}
    else:  # larger ones are remembered round: never "29 minutes" for 30
        cands = {n + 5, n - 5, n + 10, n - 10, n * 2, n // 2 if n % 2 == 0 else n,
                 5 * (n // 5), 5 * (n // 5) + 5, 10 * (n // 10), 10 * (n // 10) + 10}
        cands = {c for c in cands if c % 5 == 0 or (v.unit == "day" and c % 7 == 0) or c in (12, 24, 48)}
        if v.unit == "day":  # durations in days come in weeks too: 21 days → 14 or 28
            cands |= {c for c in (7, 14, 28) if abs(c - n) <= max(7, n // 2)}
    if v.kind == "percent":
        cands = {c for c in cands | {n + 15, n - 15, n - 10} if c <= 100 and (n < 10 or c % 5 == 0)}
    return sorted(float(c) for c in cands if c > 1 and c != n)  # never 1: "1 books"


def _fmt(n: float, decimals: int, commas: bool) -> str:
    return f"{n:,.{decimals}f}" if commas else f"{n:.{decimals}f}"


def _word_candidates(v: Value, rng: random.Random) -> list[tuple[str, Value | None]]:
    """Values written in words (``twenty-one days``, ``Friday``): rewritten with digits."""
    if v.kind == "date" and v.unit and v.unit.startswith("weekday:"):  # the day before or after, first
        k = [d.lower() for d in _WEEKDAYS].index(v.unit.split(":", 1)[1])
        near = [_WEEKDAYS[(k + d) % 7] for d in (-1, 1)]
        far = [_WEEKDAYS[(k + d) % 7] for d in (-2, 2)]
        rng.shuffle(near)
        rng.shuffle(far)
        plural = v.raw.endswith("s") and v.raw.lower() != _WEEKDAYS[k].lower()
        styled = [(d + "s" if plural else d) for d in near + far]
        return [(d.lower() if v.raw.islower() else d, parse_value(d)) for d in styled]
    if v.amount is None or v.kind not in ("money", "percent", "quantity", "number"):
        return []
    if v.raw.lower() in ("twice", "once"):  # "twice" → "three times" / "once", in words as written
        words = ["once", "three times", "four times"]
        rng.shuffle(words)
        return [(w, parse_value(w) if w != "once" else Value("quantity", 1.0, "time", w)) for w in words]
    m = _LEADING_WORDS.match(v.raw)
    rest = v.raw[m.end():] if m else ""
    sep = "-" if m and m.group().endswith("-") else " "
    nums = _numbers(round(v.amount), v, 0, False)
    rng.shuffle(nums)
    out = []
    for n in nums:
        if v.kind == "percent":
            raw = f"{n:.0f}%"
        else:  # written in words as the original was: "two-day" → "three-day"
            word = _in_words(int(n))
            if word and m and m.group()[:1].isupper():
                word = word.capitalize()
            num = word or f"{n:.0f}"
            raw = f"{num}{sep}{rest}" if rest else num
        p = parse_value(raw)
        out.append((raw, p if p.kind == v.kind else None))
    return out


_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
         "sixteen seventeen eighteen nineteen").split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def _in_words(n: int) -> str | None:
    """``n`` in English words, for 0–99 (None beyond)."""
    if 0 <= n < 20:
        return _ONES[n]
    if 20 <= n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    return None
