"""Changing a value into a different one of the same kind, written the same way (``21 days`` →
``14 days``, ``$0.25`` → ``$0.40``, ``March 5, 2024`` → ``March 11, 2024``), that none of the
given texts states."""
from __future__ import annotations

import random
import re
from typing import Sequence

from ..matching import TextIndex, Value, parse_value, same_value

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
    if v.kind == "time":
        hours = range(1, 13) if re.search(r"[ap]\.?\s?m\b", v.raw, re.I) or not has_clock else range(6, 22)
        return [float(h) for h in hours if h != x]
    if decimals:
        step = 10 ** -decimals
        cands = {x * 2, x / 2, x + 1, x * 1.6, x + 5 * step * max(1, round(x / (50 * step)))}
        return sorted({round(c, decimals) for c in cands if c > 0 and round(c, decimals) != x})
    n = int(x)
    cands = {n + 1, n - 1, n * 2, n * 3, n + 5, n + 10, 5 * (n // 5) + 5, 10 * (n // 10) + 10}
    if n % 2 == 0:
        cands.add(n // 2)
    if v.kind == "percent":
        cands = {c for c in cands | {n + 15, n - 15, n - 10} if c <= 100}
    return sorted(float(c) for c in cands if c > 1 and c != n)  # never 1: "1 books"


def _fmt(n: float, decimals: int, commas: bool) -> str:
    return f"{n:,.{decimals}f}" if commas else f"{n:.{decimals}f}"


def _word_candidates(v: Value, rng: random.Random) -> list[tuple[str, Value | None]]:
    """Values written in words (``twenty-one days``, ``Friday``): rewritten with digits."""
    if v.kind == "date" and v.unit and v.unit.startswith("weekday:"):
        days = [d for d in _WEEKDAYS if d.lower() != v.unit.split(":", 1)[1]]
        rng.shuffle(days)
        return [(d, parse_value(d)) for d in days]
    if v.amount is None or v.kind not in ("money", "percent", "quantity", "number"):
        return []
    m = _LEADING_WORDS.match(v.raw)
    rest = v.raw[m.end():] if m else ""
    sep = "-" if m and m.group().endswith("-") else " "
    nums = _numbers(round(v.amount), v, 0, False)
    rng.shuffle(nums)
    out = []
    for n in nums:
        if v.kind == "percent":
            raw = f"{n:.0f}%"
        else:
            raw = f"{n:.0f}{sep}{rest}" if rest else f"{n:.0f}"
        p = parse_value(raw)
        out.append((raw, p if p.kind == v.kind else None))
    return out
