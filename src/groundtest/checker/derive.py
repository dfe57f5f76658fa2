"""Derivations: a value the answer computes from the context's values (and the user's) is
checked by arithmetic, not guessed.

A chat answer works things out: "3 nights × £85 + the £20 cleaning fee = £275", "£1,200 less
the £150 deductible is £1,050", "8% of your £45 order is £3.60", "5 working days after
Thursday 5 March is Thursday 12 March", "14 March 2026 is a Saturday". Such a figure is not
in the context, yet it is supported when the arithmetic holds. Where the arithmetic cannot be
reconstructed the value stays what the value rules make it: unsupported.

What may be combined (:class:`Ledger`), so that a derivation is not a search over every pair
of figures:

- *operands shown*: the figures of the answer that are themselves supported (found in the
  context or the question, derived before, or a hypothetical the answer sets up: "on a £50
  sale"), and the question's figures;
- *the context's figures* (at most :data:`MAX_CONTEXT` of them);
- one step always has an operand shown; a second step needs a cue of working in the sentence
  ("total", "comes to", "=", "×", "+", "less", "after", "each", "per", "so"). An answer figure
  that is not itself supported is never an operand (a list of invented consecutive figures
  does not support itself: 5001 is not 5000 + 1 when 5000 is invented).

Calendar: the weekday of a stated date; a date n days, weeks or working days after (or
before) a supported date, n from the context or the question; the day after ("the
following day"). Work is bounded: at most :data:`MAX_SHOWN` shown operands, :data:`MAX_CONTEXT`
context figures, two steps; each check is a constant number of set lookups per operand.
"""
from __future__ import annotations

import math
import re
from datetime import date, timedelta

#: at most this many shown operands and context figures take part (explicit caps: the search is combinatorial)
MAX_SHOWN = 16
MAX_CONTEXT = 48

#: the words that signal each operation (a derivation uses only the operations its sentence signals)
_ADD = re.compile(r"\b(?:rises?|rose|increases?|goes\s+up|go\s+up|go\s+to|goes\s+to|up\s+by|in\s+total|total|totals|totalling|totaling|altogether|in\s+all|comes?\s+to|came\s+to|adds?\s+up|plus|combined|"
                  r"sum|together|on\s+top|including|in\s+addition|extra|additional|and\s+a)\b|\+", re.I)
_SUB = re.compile(r"\b(?:less|minus|after|leaves|leaving|left|saving|saves?|difference|off|discount|back|remaining|"
                  r"deduct\w*|take\s+away|cheaper|dearer|more|less|extra|over|under|short|between)\b|\s[-−–]\s", re.I)
_MUL = re.compile(r"\b(?:times|each|per|every|a\s+(?:night|day|week|month|year|person|head|item|hour|minute|mile)|"
                  r"multiplied|double|twice|triple|in\s+total|over\s+(?:the|a|your|\d)|for\s+(?:the|all|each)|price\s+of)\b|[×*]|\d\s?x\s?\d", re.I)
_DIV = re.compile(r"\b(?:per|each|divided|split|a\s+(?:night|day|week|month|year|person|head|item)|average|works?\s+out)\b|÷|\s/\s",
                  re.I)
#: working shown: a sentence with one of these may compute with any earlier supported figure
_STRONG = re.compile(r"\b(?:in\s+total|total|altogether|in\s+all|comes?\s+to|came\s+to|adds?\s+up|works?\s+out|difference|"
                     r"more\s+(?:\w+\s+){0,3}than|less\s+(?:\w+\s+){0,3}than|cheaper|saving|saves?|making|which\s+makes|"
                     r"combined|short\s+of|left\s+over|to\s+spare|after\s+the\s+(?:second|third|next)|"
                     r"so\s+(?:that'?s|you'?d|you\s+would|it'?s))\b|[=×÷]|\s[+−]\s|\d\s*(?:more|less|cheaper|dearer|extra)\b", re.I)
_PCT = re.compile(r"%|\bper\s*cent\b|\bpercent\b|\bof\b", re.I)
_EXAMPLE = re.compile(r"(?:\b(?:for\s+example|for\s+instance|e\.g\.|say|imagine|suppose|as\s+an\s+example)\b[^.;:]{0,30}"
                      r"|\bif\s+you\s+(?:\w+\s+){0,2}|\bon\s+an?\s+)$", re.I)
_ARTICLE = re.compile(r"(?:^|\b)(?:an?|on\s+an?|for\s+an?)\s*$", re.I)
_TRANSACTION = re.compile(r"\s*(?:[\w-]+\s+)?(?:order|sale|purchase|bill|spend|basket|transaction|booking|shop|invoice|"
                          r"payment|withdrawal|top-?up|transfer|claim|loan|balance)s?\b", re.I)
_PERIOD_NOUN = re.compile(r"\s*(?:month|year|week|trip|stay|holiday|visit|break|journey)\b", re.I)
_NEXT_DAY = re.compile(r"\b(?:following|next|day\s+after|day\s+before|previous|tomorrow|yesterday)\b", re.I)
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_SUMMABLE = ("money", "quantity", "number", "percent")


def _q(x: float) -> float:
    return round(x, 2)


class Ledger:
    """What one response may compute with, filled in as its sentences are checked in order."""

    __slots__ = ("asked", "before", "last", "shown", "_context", "ctx", "dates", "_years", "_ctx_days", "cue", "pending",
                 "vouched", "vouched_at", "units", "_rates", "_unasked")

    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.asked: list[tuple[float, bool]] = []  # the question's figures (amount, is money)
        self.before: list[tuple[float, bool]] = []  # the answer's supported figures before this sentence
        self.last: list[tuple[float, bool]] = []  # the previous sentence's
        self.shown: list[tuple[float, bool]] = []  # this sentence's supported figures
        self.dates: list[int] = []  # ordinals of supported dates
        self._context: list[tuple[float, bool]] | None = None
        self._years: list[int] | None = None
        self._ctx_days: list[tuple[int, bool]] | None = None
        #: words that signal operations for the sentence from outside it (a table row's header cells)
        self.cue = ""
        #: the sentence's figures not found (a count or period shown as the multiplier of a price)
        self.pending: list = []
        #: ids of pending figures a derivation used as its multiplier
        #: (the objects are kept: an id alone could be reused by a later value once the vouched one is freed)
        self.vouched: dict[int, object] = {}
        #: (sentence head, start) of the operands of written-out working that checked out
        self.vouched_at: set[tuple[str, int]] = set()
        #: the unit word of each shown figure ("dollar", "night", "point"), for the context's rates
        self.units: dict[tuple, str] = {}
        self._rates: list | None = None
        #: the question's figures are read on first use (a response with no figure never needs them)
        self._unasked = bool(ctx.query)

    def _ask(self) -> None:
        """Read the question's figures, as the first operands (before any of the answer's)."""
        self._unasked = False
        for v in self.ctx.query_values.values:
            self.add(v)
        self.asked, self.shown = self.shown, []

    # -------------------------------------------------------------- operands
    def add(self, v) -> None:
        """A supported value of the answer (or the question): an operand from now on."""
        if self._unasked:
            self._ask()
        if v.kind == "date":
            o = self._ordinal(v)
            if o is not None:
                self.add_date(o)
            return
        if v.kind in _SUMMABLE and v.amount is not None and math.isfinite(v.amount) and len(self.shown) < MAX_SHOWN:
            for a in _amounts(v):  # a duration by its canonical amount and as written ("44 weeks": 308 days and 44)
                self.shown.append((a, v.kind == "money"))
                self.units[(a, v.kind == "money")] = _unit_word(v)

    def example(self, v, text: str, start: int) -> bool:
        """A figure the answer sets up as a hypothetical ("on a £50 sale", "say you spend £40"): an operand."""
        if self._unasked:
            self._ask()
        if v.kind == "quantity" and v.amount is not None:
            before, after = text[max(0, start - 12):start], text[start + len(v.raw):start + len(v.raw) + 20]
            noun = (v.unit or "").split(" ")[-1]
            if _ARTICLE.search(before) and _PERIOD_NOUN.match(after):
                self.add(v)  # "over a 30-day month", "a 10-day trip": a period the answer supposes
                return True
            if v.amount <= 10 and noun and self.ctx.query and (noun in self.ctx.query_vocab.words or
                                                              _singular(noun) in self.ctx.query_vocab.words):
                self.add(v)  # "1 toilet" for the user's "an old toilet": the user's own things, counted
                return True
            return False
        if v.kind not in ("money", "number") or v.amount is None:
            return False
        m = _EXAMPLE.search(text[max(0, start - 40):start])
        if m is None and v.kind == "money" and _ARTICLE.search(text[max(0, start - 8):start]) and \
                _TRANSACTION.match(text, start + len(v.raw)):
            self.add(v)  # "a $20 order", "on a £50 sale": a hypothetical amount of the user's kind, not a fee
            return True
        if m is None or (v.kind != "money" and m.group(0).lower().startswith("on")):
            return False
        self.add(v)
        return True

    def _context_figures(self) -> list[tuple[float, bool]]:
        if self._context is None:
            seen: dict[tuple, None] = {}
            for v in self.ctx.values.values:
                key = (v.amount, v.kind == "money")
                if v.kind in _SUMMABLE and v.amount is not None and math.isfinite(v.amount) and key not in seen:
                    seen[key] = None
                    if len(seen) >= MAX_CONTEXT:
                        break
            self._context = list(seen)
        return self._context

    # -------------------------------------------------------------- arithmetic
    def derived(self, v, text: str) -> bool:
        """``v`` is worked out from supported figures (one or two steps, see the module)."""
        if self._unasked:
            self._ask()
        if self.vouched.get(id(v)) is v or (text[:40], v.start) in self.vouched_at:
            return True  # the multiplier or an operand of working this sentence showed ("£198 over 12 months")
        text = f"{text} {self.cue}" if self.cue else text
        if v.kind == "date":
            return self._weekday(v, text) if (v.unit or "").startswith("weekday:") else self._date(v, text)
        if v.amount is None:
            return False
        if v.kind not in _SUMMABLE or not math.isfinite(v.amount):
            return False
        strong = _STRONG.search(text) is not None
        xs = [v.amount]  # the result in its canonical unit (a written number is an operand's alternative only)
        money, unit = v.kind == "money", _unit_word(v)
        if any(x == a and m == money and self.units.get((a, m)) == unit for x in xs for a, m in self.shown + self.before):
            self.add(v)
            return True  # the figure a derivation gave before, restated ("12 full days … 12 × £32")
        if v.kind == "number" and (not v.raw[:1].isdigit() or (1000 <= v.amount <= 2999 and v.amount == int(v.amount))):
            return False  # "Eighty-Eight", "2019": a year is no sum, a number word no working
        if v.kind in ("number", "quantity") and v.amount <= 10 and not strong and not (v.unit or "").startswith(("minute", "day")):
            return False  # "two", "3": too easily a sum of something, unless the working is shown ("30GB − 22GB = 8GB")
        if v.kind == "quantity" and (v.unit or "") == "minute" and self._between_times(v, text):
            return True
        # operands shown: this sentence's, the one before and the question's; the answer's earlier
        # figures too only where the sentence shows its working ("in total", "more than", "=")
        shown = list(dict.fromkeys(self.near(wide=strong) + self._cue_figures()))
        if self._per_every(v, text):
            return True
        worked = _expression(text, v)
        if worked is not None:  # the working is written out ("3 × £85 + £20 = £275"): it is checked as written
            if _near(worked[0], v.amount):
                self.vouched_at.update((text[:40], a) for a in worked[1])  # its operands are shown working
                self.add(v)
                return True
            return False
        return any(self._derive(v, x, text, strong, shown) for x in xs)

    def _derive(self, v, x: float, text: str, strong: bool, shown: list) -> bool:
        ops = _ops(text)
        if shown and self._by_rate(v, shown):
            return True
        if not ops or not shown:
            return False
        money = v.kind == "money"  # money needs money among its operands; any other figure none (dimensions)
        # conversion factors (a month to a year) only for money: durations are compared in one unit already
        pool = list(dict.fromkeys(shown + self._context_figures() + (_constants(text) if money else [])))
        shown_set = set(shown) | set(_constants(text))
        for a, am in shown:
            for b, bm in pool:
                if money and (am or bm) and not (am and bm):  # a price times a count: the count must be shown
                    if (b, bm) not in shown_set and not bm and "%" not in text:
                        continue
                    if _one(a, b, x, ops & {"*", "/", "%"}):
                        if "*" in ops:
                            self._vouch(x, pool)
                        self.add(v)
                        return True
                    continue
                if money and not (am and bm):
                    continue  # money from money: sums and differences of two amounts
                if money:
                    if _one(a, b, x, ops & {"+", "-"}):
                        self.add(v)
                        return True
                    continue
                if not (am or bm) and _one(a, b, x, ops):
                    if money and "*" in ops:
                        self._vouch(x, pool)
                    self.add(v)
                    return True
        if money and "*" in ops:  # a price times a count or period the sentence shows ("£16.50 a month … over 12 months")
            for u in self.pending:
                if u is not v and u.kind in ("quantity", "number") and u.amount and u.amount == int(u.amount):
                    n = u.amount / 30 if (u.unit or "") == "day" and u.amount % 30 == 0 else u.amount
                    for b, bm in pool:
                        if bm and (_near(b * u.amount, x) or _near(b * n, x)):
                            self.vouched[id(u)] = u
                            self.add(v)
                            return True
        if not strong:
            return False  # two steps only where the sentence shows its working
        # two steps: (a ∘ b) ∘ c = x, a shown: the first step's results (and whether money went in) in a
        # dict, the second step looked up by its inverse
        first: dict[float, bool] = {}
        for a, am in shown:
            for b, bm in pool:
                if a not in (0, 1) and b not in (0, 1) and (money or not (am or bm)):
                    for r in _results(a, b, ops):
                        q = _q(r)
                        first[q] = first.get(q, False) or am or bm
        inverse = []
        if "+" in ops:
            inverse.append(lambda c: x - c)
        if "-" in ops:
            inverse += [lambda c: x + c, lambda c: c - x]
        if "*" in ops:
            inverse.append(lambda c: x / c)
        if "/" in ops:
            inverse.append(lambda c: x * c)
        for c, cm in pool:
            if c in (0, 1):
                continue
            for inv in inverse:
                t = inv(c)
                if t != 0:
                    used = first.get(_q(t))
                    if used is not None and ((used or cm) if money else not cm):
                        self.add(v)
                        return True
        return False

    def _between_times(self, v, text: str) -> bool:
        """A duration that is the time between two clock times the sentence or the context states
        ("08:30 to 12:00 — three and a half hours"; "22:00 to 07:00 — nine hours", across midnight)."""
        from ..text.matching import extract_values

        times = [u.amount for u in extract_values(text) if u.kind == "time" and u.amount is not None]
        if len(times) < 2:
            times += [u.amount for u in self.ctx.values.values if u.kind == "time" and u.amount is not None][:MAX_CONTEXT]
        times = times[:MAX_CONTEXT]
        for a, b in zip(times, times[1:]):
            gap = (b - a) % 1440
            if gap and _near(gap, v.amount):
                self.add(v)
                return True
        return False

    def _per_every(self, v, text: str) -> bool:
        """"£5 for every £100", "5p in every pound": a percentage of the context's, put as a ratio."""
        if v.kind != "money":
            return False
        m = _EVERY.search(text)
        if m is None:
            return False
        from ..text.matching import extract_values

        vals = [u for u in extract_values(m.group(0)) if u.kind == "money" and u.amount]
        if len(vals) != 2:
            return False
        part, whole = vals[0].amount, vals[1].amount
        assert part is not None and whole is not None  # kept only with an amount
        ratio = 100 * part / whole
        if any(c.kind == "percent" and c.amount is not None and abs(c.amount - ratio) < 1e-6 for c in self.ctx.values.values):
            self.add(v)
            return True
        return False

    def _by_rate(self, v, shown) -> bool:
        """``v`` is a figure the answer shows times a rate the context states, the units agreeing:
        "2 points per dollar" × "$20" = "40 points" (the context's words signal the operation)."""
        if self._rates is None:
            self._rates = []
            text = self.ctx.text
            for c in self.ctx.values.values:
                if c.amount is None or c.kind not in ("money", "quantity", "number") or c.end < 0:
                    continue
                m = _RATE.match(text, c.end, min(len(text), c.end + 30))
                if m is not None and len(self._rates) < MAX_CONTEXT:  # "2 points per $1": per a unit of money
                    self._rates.append((c.amount, _unit_word(c), _singular(m.group(1).lower()) if m.group(1) else "dollar"))
        want = _unit_word(v)
        for amount, unit, per in self._rates:
            if unit != want:
                continue
            for a, am in shown:
                have = self.units.get((a, am), "")
                if (have == per or (am and per in _CURRENCY_WORDS)) and _near(a * amount, v.amount):
                    self.add(v)
                    return True
        return False

    def _cue_figures(self) -> list:
        """The figures of a table row's header ("Return (2 × single)", "12 months for the price of 10")."""
        if not self.cue:
            return []
        from ..text.matching import extract_values

        return [(u.amount, u.kind == "money") for u in extract_values(self.cue) if u.amount is not None][:MAX_SHOWN]

    def _vouch(self, x: float, pool: list) -> None:
        """The sentence's figures not found that are the count a price was multiplied by
        ("twelve monthly tickets would cost 12 × £312 = £3,744"): shown working, vouched for."""
        for u in self.pending:
            if u.kind in ("quantity", "number") and u.amount:
                for b, bm in pool:
                    if bm and _near(b * u.amount, x):
                        self.vouched[id(u)] = u
                        break

    def near(self, wide: bool = False) -> list[tuple[float, bool]]:
        """The shown operands a sentence may compute with: its own supported figures, the
        previous sentence's (all the answer's before it when ``wide``) and the question's (at
        most :data:`MAX_SHOWN`)."""
        if self._unasked:
            self._ask()
        before = self.before[::-1] if wide else self.last
        return list(dict.fromkeys(self.shown + before + self.asked))[:MAX_SHOWN]

    def next_sentence(self) -> None:
        """A sentence is done: its figures stay operands for the ones after it."""
        self.last = self.shown
        if self.shown:
            self.before = (self.before + self.shown)[-MAX_SHOWN:]
            self.shown = []

    # -------------------------------------------------------------- calendar
    def _weekday(self, v, text: str) -> bool:
        """A weekday written beside a date it is the weekday of ("Saturday 14 March 2026")."""
        unit = v.unit or ""
        if not unit.startswith("weekday:"):
            return False
        day = unit.split(":", 1)[1]
        from ..text.matching import extract_values

        for d in extract_values(text):
            if d.kind == "date" and abs(d.start - v.start) <= 40 or (d.kind == "date" and abs(d.start - v.end) <= 40):
                o = self._ordinal(d)
                if o is not None and _WEEKDAYS[date.fromordinal(o).weekday()] == day:
                    return True
        return False

    def _ordinal(self, d) -> int | None:
        if d.amount is not None:
            return int(d.amount)
        unit = d.unit or ""
        if unit.startswith("--") and len(unit) == 7:
            for y in self._year_hints():
                try:
                    return date(y, int(unit[2:4]), int(unit[5:7])).toordinal()
                except ValueError:
                    continue
        return None

    def _year_hints(self) -> list[int]:
        if self._years is None:
            years: dict[int, None] = {}
            for o in self.dates:
                years[date.fromordinal(o).year] = None
            for v in self.ctx.values.values:
                if v.kind == "date" and v.amount is not None:
                    years[date.fromordinal(int(v.amount)).year] = None
            self._years = list(years)[:3]
        return self._years

    def _days(self) -> list[tuple[int, bool]]:
        """Numbers of days the context and the question state (durations), each with whether it
        counts working days, for date steps."""
        if self._ctx_days is None:
            out: dict[tuple[int, bool], None] = {}
            vals = list(self.ctx.values.values) + (list(self.ctx.query_values.values) if self.ctx.query else [])
            for v in vals:
                if v.kind == "quantity" and v.amount is not None and (v.unit or "").endswith("day") and v.amount == int(v.amount):
                    out[(int(v.amount), (v.unit or "").startswith(("business", "working")))] = None
            self._ctx_days = list(out)[:MAX_CONTEXT]
        return self._ctx_days

    def _context_dates(self) -> list[int]:
        out: list[int] = []
        for c in self.ctx.values.values:
            if c.kind == "date" and c.amount is not None and len(out) < MAX_CONTEXT:
                out.append(int(c.amount))
        return out

    def _date(self, v, text: str) -> bool:
        """A date n days, weeks or working days after (or before) a supported date, n a count the
        context or the question states; or a day inside that window (the days counted one by one);
        or the day after ("the following day")."""
        x = self._ordinal(v)
        if x is None:
            return False
        if x in self.dates:
            return True  # a date supported before, restated ("on Sunday 15 March it is open 8am–4pm")
        bases = list(dict.fromkeys(self.dates[:MAX_SHOWN] + self._context_dates()))
        if not bases:
            return False
        steps = self._days()
        for b in bases:
            if abs(x - b) == 1 and _NEXT_DAY.search(text):
                self.add_date(x)
                return True
            for n, working in steps:
                if not working and abs(x - b) == n:
                    self.add_date(x)
                    return True
                if not working:
                    continue
                end = _working_days(b, n)
                if x == end:
                    self.add_date(x)
                    return True
                if b < x < end and date.fromordinal(x).weekday() < 5 and not re.search(rf"(?<![\d.]){n}(?![\d.])", text):
                    self.add_date(x)  # the working days counted one by one ("1. Friday 6 March … 5. Thursday 12 March")
                    return True
        return False

    def add_date(self, o: int) -> None:
        if self._unasked:
            self._ask()
        if len(self.dates) < MAX_SHOWN:
            self.dates.append(o)


def _working_days(start: int, n: int) -> int:
    """The date ``n`` working days (Monday to Friday) after ``start``."""
    d = date.fromordinal(start)
    if d.weekday() >= 5:  # from a weekend day, count from the Friday before
        d -= timedelta(days=d.weekday() - 4)
    weeks, left = divmod(n, 5)
    d += timedelta(days=7 * weeks)
    while left > 0:  # at most four more days
        d += timedelta(days=1)
        if d.weekday() < 5:
            left -= 1
    return d.toordinal()


_EVERY = re.compile(r"[£$€]?\d[\d,.]*p?\s+(?:for|in|out\s+of|of)\s+every\s+[£$€]?\d[\d,.]*|[£$€]?\d[\d,.]*p?\s+in\s+every\s+(?:pound|dollar|euro)",
                    re.I)
_RATE = re.compile(r"\s*(?:per|a|an|each|for\s+every|every|for\s+each)\s+(?:[£$€]\s?1(?![\d.,])|([a-z]+))", re.I)
_CURRENCY_WORDS = frozenset("dollar pound euro pence penny cent dirham riyal rupee yen franc".split())


def _singular(w: str) -> str:
    return w[:-1] if w.endswith("s") and len(w) > 3 else w


def _unit_word(v) -> str:
    """The word a value is counted in: its currency for money, its unit's last word otherwise."""
    if v.kind == "money":
        return "money:" + (v.unit or "")
    if v.kind == "quantity" and v.unit:
        return _singular(v.unit.split(" ")[-1])
    return ""


_PERIOD_WORDS = {"12": ("month", "year", "annual", "monthly"), "52": ("week", "year", "annual", "weekly"),
                 "7": ("day", "week", "daily", "weekly"), "365": ("day", "year", "daily", "annual"),
                 "24": ("hour", "day", "hourly", "daily"), "60": ("minute", "hour", "minutes", "hourly")}


_EQUALS_BEFORE = re.compile(r"(?:=|equals|comes\s+to|makes)\s*(?:\*\*|__)?\s*(?:about\s+|around\s+)?$", re.I)
_PAREN_AFTER = re.compile(r"\s*(?:\*\*|__)?\s*\(([^()]*[×x*+÷/−-][^()]*)\)")
_EXPR_START = re.compile(r"[:(\[;→]|\*\*(?=\s*\d)|\s[-\u2013\u2014]\s|^")
_OPS = ((re.compile(r"×|\bx\b|\s\*\s|\btimes\b|\bmultiplied\s+by\b", re.I), "*"),
        (re.compile(r"÷|/|\bdivided\s+by\b", re.I), "/"),
        (re.compile(r"\+|\bplus\b|\band\b", re.I), "+"),
        (re.compile(r"−|(?<![a-z])-(?![a-z])|\bminus\b|\bless\b", re.I), "-"))


def _expression(text: str, v) -> "tuple[float, list[int]] | None":
    """The value of the working written just before ``= v`` ("3 nights × £85 + the £20 cleaning
    fee = £275"), operators taking their usual precedence; None when there is no such working."""
    if v.start < 0:
        return None
    head = text[:v.start]
    eq = _EQUALS_BEFORE.search(head)
    if eq is None:
        after = _PAREN_AFTER.match(text, v.end)  # "£55.80 (£62 − £6.20)": the working in brackets after it
        if after is None:
            return None
        expr = after.group(1)
    else:
        left = head[:eq.start()]
        starts = [m.end() for m in _EXPR_START.finditer(left)]
        expr = left[starts[-1] if starts else 0:]
    from ..text.matching import extract_values

    vals = [u for u in extract_values(expr) if u.amount is not None and u.kind in _SUMMABLE]
    if len(vals) < 2:
        return None
    tail = expr[vals[-1].end:]
    if any(rx.search(tail) for rx, _ in _OPS[:2]) or re.search(r"[+−]|\s-\s", tail):
        return None  # "£45 + £3 + the delivery fee": an operand in words, not checked as written
    nums: list[float] = []
    ops: list[str] = []
    for k, u in enumerate(vals):
        amounts = _amounts(u)
        nums.append(amounts[-1])  # as written ("3 weeks" is 3 in "3 weeks × £80")
        if k:
            gap = expr[vals[k - 1].end:u.start]
            op = next((o for rx, o in _OPS if rx.search(gap)), None)
            if op is None:
                return None
            ops.append(op)
    # × and ÷ first, then + and −
    acc = [nums[0]]
    pending: list[str] = []
    for op, n in zip(ops, nums[1:]):
        if op == "*":
            acc[-1] *= n
        elif op == "/":
            if n == 0:
                return None
            acc[-1] /= n
        else:
            pending.append(op)
            acc.append(n)
    total = acc[0]
    for op, n in zip(pending, acc[1:]):
        total = total + n if op == "+" else total - n
    if v.kind == "percent" or any(u.kind == "percent" for u in vals):
        return None  # "12.8% of £50 + 30p": the percentage's reading needs the words, left to the search
    offset = text.find(expr) if eq is None else text.rfind(expr, 0, v.start)
    return total, [offset + u.start for u in vals] if offset >= 0 else []


def _constants(text: str) -> list:
    """Conversion factors within a dimension the sentence's words name both ends of ("£4 a month
    (£48 a year)": 12): operands like the context's figures."""
    low = text.lower()
    out = []
    for k, (a, b, c, d) in _PERIOD_WORDS.items():
        if (a in low or c in low) and (b in low or d in low):
            out.append((float(k), False))
    return out


_WRITTEN = re.compile(r"\d[\d,]*(?:\.\d+)?")


def _amounts(v) -> list[float]:
    """A figure's amount, and for a duration also the number as written ("44 weeks": 308 and 44)."""
    out = [v.amount]
    if v.kind == "quantity" and v.unit in ("minute", "day", "month"):
        m = _WRITTEN.search(v.raw)
        if m is not None:
            try:
                w = float(m.group(0).replace(",", ""))
            except ValueError:
                w = None
            if w is not None and w != v.amount:
                out.append(w)
    return out


def _ops(text: str) -> frozenset:
    """The operations the sentence's words signal."""
    out = {"%"}  # a percentage operand signals its own operation ("a 10% discount" on "£62" is £6.20)
    if _ADD.search(text):
        out.add("+")
    if _SUB.search(text):
        out.add("-")
    if _MUL.search(text):
        out.add("*")
    if _DIV.search(text):
        out.add("/")
    if _PCT.search(text):
        out.add("%")
    return frozenset(out)


def _results(a: float, b: float, ops: frozenset) -> list[float]:
    out = []
    if "+" in ops:
        out.append(a + b)
    if "-" in ops:
        out += [a - b, b - a]
    if "*" in ops:
        out.append(a * b)
    if "%" in ops:
        out += [a * b / 100, a + a * b / 100, a - a * b / 100, b + a * b / 100, b - a * b / 100]
    if "/" in ops:
        if b:
            out.append(a / b)
        if a:
            out.append(b / a)
    return out


def _one(a: float, b: float, x: float, ops: frozenset) -> bool:
    if a in (0, 1) or b in (0, 1):
        return False  # ×1, +1: no working shown
    return any(_near(r, x) for r in _results(a, b, ops))


def _near(r: float, x: float) -> bool:
    return abs(r - x) <= max(0.005, 1e-6 * abs(x))
