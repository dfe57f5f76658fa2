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

from ..text.matching import WEEKDAYS

#: at most this many shown operands and context figures take part (explicit caps: the search is combinatorial)
MAX_SHOWN = 16
MAX_CONTEXT = 48

#: the words that signal each operation (a derivation uses only the operations its sentence signals)
_ADD = re.compile(r"\b(?:rises?|rose|increases?|goes\s+up|go\s+up|go\s+to|goes\s+to|up\s+by|in\s+total|total|totals|totalling|totaling|altogether|in\s+all|comes?\s+to|came\s+to|adds?\s+up|plus|combined|"
                  r"sum|together|on\s+top|including|in\s+addition|extra|additional|and\s+a|as\s+well|makes?\s+it|brings?\s+(?:it|the\s+total|that)|"
                  r"all-in|all\s+in|sub-?total|takes?\s+(?:you|it|the\s+total)\s+to|grand\s+total|bringing|add|adds|adding|added)\b|\+", re.I)
_SUB = re.compile(r"\b(?:less|minus|after|leaves|leaving|left|saving|saves?|difference|off|discount|back|remaining|"
                  r"deduct\w*|take\s+away|cheaper|dearer|more|less|extra|over|under|short|between|inside|within|to\s+go|still|"
                  r"rise|rises|rose|increase|increased|up\s+from|down\s+from|drop|dropped|fall|fell|adds|added)\b|\s[-−–]\s", re.I)
_MUL = re.compile(r"\b(?:times|each|per|every|a\s+(?:night|day|week|month|year|person|head|item|hour|minute|mile)|"
                  r"multiplied|double|twice|triple|in\s+total|over\s+(?:the|a|your|\d)|for\s+(?:the|all|each)|price\s+of)\b|[×*]|\d\s?x\s?\d", re.I)
_DIV = re.compile(r"\b(?:per|each|divided|split|a\s+(?:night|day|week|month|year|person|head|item)|average|works?\s+out)\b|÷|\s/\s"
                  r"|[£$€]\s?\d[\d,.]*(?:\*\*|__)?\s+(?:a|an)\s+[a-z]+", re.I)
#: working shown: a sentence with one of these may compute with any earlier supported figure
_STRONG = re.compile(r"\b(?:in\s+total|total|altogether|in\s+all|comes?\s+to|came\s+to|adds?\s+up|works?\s+out|difference|"
                     r"more\s+(?:\w+\s+){0,3}than|less\s+(?:\w+\s+){0,3}than|cheaper|saving|saves?|making|which\s+makes|"
                     r"combined|short\s+of|left\s+over|to\s+spare|after\s+the\s+(?:second|third|next)|"
                     r"so\s+(?:that'?s|you'?d|you\s+would|it'?s)|(?:would|will|that'?d|it'?d)\s+(?:make|bring)|makes?\s+it|brings?\s+(?:it|the\s+total)|"
                     r"(?:that|this|it)\s+would\s+be|that'?d\s+be|would\s+come\s+to|"
                     r"so\s+you'?ll|so\s+you\s+will|so\s+you'?re|so\s+you\s+are|bringing|adds|all-in|all\s+in|sub-?total|takes?\s+(?:you|it|the\s+total)\s+to|grand\s+total)\b|[=×÷]|\s[+−]\s|\d\s*(?:more|less|cheaper|dearer|extra)\b", re.I)
#: the rest of a share, and one amount as a share of another (.Ledger._percent)
_REST = re.compile(r"\b(?:balance|remaining|remainder|rest|left|outstanding|pay|paying|pays|other|remain)\b", re.I)
_SHARE = re.compile(r"\b(?:off|saving|save|saves|cheaper|less|discount|of|which\s+is|that'?s|works?\s+out)\b", re.I)
_PER_TIME = re.compile(r"\b(?:per|a|an|each)\s+(minute|hour|day|night|week|month|year)\b", re.I)
#: a unit of time as the value grammar keeps it (canonical unit, how many of it make one)
_TIME_UNITS = {"minute": ("minute", 1.0), "hour": ("minute", 60.0), "day": ("day", 1.0), "night": ("day", 1.0),
               "week": ("day", 7.0), "month": ("month", 1.0), "year": ("month", 12.0)}
_OF_AMOUNT = re.compile(r"\s*(?:\*\*|__)?\s*(?:off|of)\s+(?:the\s+|your\s+|a\s+|an\s+)?[£$€]\s?(\d[\d,]*(?:\.\d+)?)", re.I)
_PCT = re.compile(r"%|\bper\s*cent\b|\bpercent\b|\bof\b", re.I)
_EXAMPLE = re.compile(r"(?:\b(?:for\s+example|for\s+instance|e\.g\.|say|imagine|suppose|as\s+an\s+example)\b[^.;:]{0,30}"
                      r"|\bif\s+you\s+(?:\w+\s+){0,2}|\bon\s+an?\s+)$", re.I)
_ARTICLE = re.compile(r"(?:^|\b)(?:an?|on\s+an?|for\s+an?)\s*$", re.I)
_TRANSACTION = re.compile(r"\s*(?:[\w-]+\s+)?(?:order|sale|purchase|bill|spend|basket|transaction|booking|shop|invoice|"
                          r"payment|withdrawal|top-?up|transfer|claim|loan|balance)s?\b", re.I)
_PERIOD_NOUN = re.compile(r"\s*(?:month|year|week|trip|stay|holiday|visit|break|journey)\b", re.I)
_NEXT_DAY = re.compile(r"\b(?:following|next|day\s+after|day\s+before|previous|tomorrow|yesterday)\b", re.I)
_BEFORE_WORDS = re.compile(r"\b(?:ahead|before|earlier|prior|in\s+advance|within)\b")
_AFTER_WORDS = re.compile(r"\b(?:after|later|following|afterwards)\b")
_WEEKDAYS = WEEKDAYS
_SUMMABLE = ("money", "quantity", "number", "percent")


def _q(x: float) -> float:
    return round(x, 2)


class Ledger:
    """What one response may compute with, filled in as its sentences are checked in order."""

    __slots__ = ("asked", "before", "last", "shown", "_context", "ctx", "dates", "_years", "_ctx_days", "cue", "pending",
                 "vouched", "vouched_at", "vouched_amounts", "units", "_rates", "items", "clock", "days_said", "weekdays", "_unasked", "_stated_values")

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
        #: how many list items or table rows follow this sentence (what "with four devices:" counts)
        self.items = 0
        #: clock times the answer worked out (operands from then on)
        self.clock: list[float] = []
        #: the days the answer stated, in order (a day without its year in a common year): the ends of a span
        self.days_said: list[date] = []
        #: weekdays supported or worked out so far ("weekday:wednesday")
        self.weekdays: set[str] = set()
        #: the sentence's figures not found (a count or period shown as the multiplier of a price)
        self.pending: list = []
        #: ids of pending figures a derivation used as its multiplier
        #: (the objects are kept: an id alone could be reused by a later value once the vouched one is freed)
        self.vouched: dict[int, object] = {}
        #: (sentence head, start) of the operands of written-out working that checked out
        self.vouched_at: set[tuple[str, int]] = set()
        self.vouched_amounts: set[tuple[str, float]] = set()
        #: the unit word of each shown figure ("dollar", "night", "point"), for the context's rates
        self.units: dict[tuple, str] = {}
        self._rates: list | None = None
        #: the question's figures are read on first use (a response with no figure never needs them)
        self._unasked = bool(ctx.query)
        self._stated_values: tuple | None = None

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
        if v.kind == "time":
            if v.amount is not None and len(self.clock) < MAX_SHOWN:
                self.clock.append(v.amount)
            return
        if v.kind == "date" and (v.unit or "").startswith("weekday:"):
            self.weekdays.add(v.unit)
            return
        if v.kind == "date":
            o = self._ordinal(v)
            if o is not None:
                self.add_date(o)
            d = _day_of(v)
            if d is not None:
                self.days_said = (self.days_said + [d])[-MAX_SHOWN:]
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
        if self.vouched.get(id(v)) is v or (text[:40], v.start) in self.vouched_at or (
                v.kind in ("quantity", "number") and (text[:40], v.amount) in self.vouched_amounts):
            return True  # the multiplier or an operand of working this sentence showed ("£198 over 12 months")
        text = f"{text} {self.cue}" if self.cue else text
        if v.kind == "date":
            if (v.unit or "").startswith("weekday:"):
                if self._weekday(v, text):
                    self.weekdays.add(v.unit or "")
                    return True
                return False
            return self._date(v, text)
        if v.amount is None:
            return False
        if v.kind == "time":
            return v.amount in self.clock or self._clock(v)
        if v.kind not in _SUMMABLE or not math.isfinite(v.amount):
            return False
        strong = _STRONG.search(text) is not None or (not text.isascii() and _arabic_working(text))
        xs = [v.amount]  # the result in its canonical unit (a written number is an operand's alternative only)
        money, unit = v.kind == "money", _unit_word(v)
        if any(x == a and m == money and self.units.get((a, m)) == unit for x in xs for a, m in self.shown + self.before):
            self.add(v)
            return True  # the figure a derivation gave before, restated ("12 full days … 12 × £32")
        if v.kind == "number" and v.unit is None and v.raw[:1].isdigit() and any(x == a for x in xs for a, _ in self.before):
            self.add(v)
            return True  # restated bare, its unit left off ("10% of 600 = 60 dinars. But 60 is below the minimum")
        if v.kind == "number" and (not v.raw[:1].isdigit() or (1000 <= v.amount <= 2999 and v.amount == int(v.amount)
                                                                and not _GROUPED.search(v.raw))):
            return False  # "Eighty-Eight", "2019": a year is no sum, a number word no working ("1,170" is no year)
        if self._between_dates(v, text):
            self.add(v)
            return True
        if v.kind in ("number", "quantity") and v.amount <= 10 and not strong and not (v.unit or "").startswith(("minute", "day")):
            return False  # "two", "3": too easily a sum of something, unless the working is shown ("30GB − 22GB = 8GB")
        if v.kind == "quantity" and (v.unit or "") == "minute" and self._between_times(v, text):
            return True
        if self._between_weekdays(v, text):
            self.add(v)
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
                # and the count it multiplies, written out before ("twelve monthly tickets would cost 12 × £312")
                self.vouched_amounts.update((text[:40], a) for a in worked[2])
                self.add(v)
                return True
            return False
        if v.kind == "percent" and self._percent(v, text, shown):
            return True
        return any(self._derive(v, x, text, strong, shown) for x in xs)

    def _percent(self, v, text: str, shown: list) -> bool:
        """A percentage worked out from the context's: the rest of a stated share ("a 30% deposit
        … the balance (70%)", "25% off, so you'd pay three-quarters"), or one amount as a share of
        another ("$3 of $15 is 20%", "£12 off £60 is 20% off")."""
        x = v.amount
        if _REST.search(text):
            for a, am in shown + self._context_figures():
                if not am and 0 < a < 100 and _near(100 - a, x):
                    self.add(v)
                    return True
        if not _SHARE.search(text):
            return False
        money = [a for a, am in list(dict.fromkeys(shown + self._context_figures())) if am and a > 0][:MAX_SHOWN]
        named = _OF_AMOUNT.match(text, v.end) if 0 <= v.end <= len(text) else None
        bases = [float(named.group(1).replace(",", ""))] if named else money  # "20% off the $15": of that one
        for a in money:
            for b in bases:
                if a != b and (_near(100 * a / b, x) or (a < b and _near(100 * (b - a) / b, x))):
                    self.add(v)
                    return True
        return False

    def _derive(self, v, x: float, text: str, strong: bool, shown: list) -> bool:
        ops = _ops(text)
        if v.kind == "money" and (self._percent_of(x, shown) or self._per_time(x, text, shown)):
            self.add(v)
            return True
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

    def _percent_of(self, x: float, shown: list) -> bool:
        """An amount the answer shows times a percentage the context states (1% too: "1% of the
        £30,000 you declare is £300"), or that amount with it added or taken off."""
        pcts = [u.amount for u in self.ctx.values.values if u.kind == "percent" and u.amount][:MAX_CONTEXT]
        for a, am in shown:
            if not am:
                continue
            for p in pcts:
                part = a * p / 100
                if _near(part, x) or _near(a + part, x) or _near(a - part, x):
                    return True
        return False

    def _per_time(self, x: float, text: str, shown: list) -> bool:
        """A price per the unit of time the sentence names ("cost per minute: 20p" for £12 a 60-minute
        class): an amount the answer shows divided by a duration the context states, in that unit."""
        m = _PER_TIME.search(f"{text} {self.cue}")
        if m is None:
            return False
        unit, factor = _TIME_UNITS[m.group(1).lower()]
        spans = [u.amount / factor for u in self.ctx.values.values
                 if u.kind == "quantity" and u.unit == unit and u.amount][:MAX_CONTEXT]
        return any(am and d and _near(a / d, x) for a, am in shown for d in spans)

    def vouch_working(self, v, text: str) -> None:
        """``v`` is supported (the context states it): the working written out before it, when it
        checks out, vouches for its operands ("2 × 40 = 80" where the context gives 80)."""
        if v.kind not in _SUMMABLE or v.amount is None or v.start < 0 or "=" not in text[:v.start]:
            return
        worked = _expression(text, v)
        if worked is not None and _near(worked[0], v.amount):
            self.vouched_at.update((text[:40], a) for a in worked[1])
            self.vouched_amounts.update((text[:40], a) for a in worked[2])

    def _between_dates(self, v, text: str) -> bool:
        """A duration that is the span between two days stated one after the other, in the sentence
        or just before it ("from 1 September to 30 November — three months", "8 December 2025 to 4
        January 2026: 28 days", "15 Ramadan, 14 days after the 1st"), counted to the last day or through it."""
        if v.kind != "quantity" or v.amount is None or v.unit not in ("day", "month"):
            return False
        from ..text.matching import extract_values

        own = [d for d in (_day_of(u) for u in extract_values(text) if u.kind == "date") if d is not None][:MAX_SHOWN]
        days = own if len(own) >= 2 else self.days_said[-2:] + [d for d in own if d not in self.days_said[-2:]]
        for a, b in zip(days, days[1:]):
            if b < a and a.year == b.year == _COMMON_YEAR:  # "1 November to 31 January": into the next year
                b = b.replace(year=_COMMON_YEAR + 1)
            if _spans(min(a, b), max(a, b), v.amount, v.unit):
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
            gaps = ((b - a) % 1440, (a - b) % 1440)  # "from 11am until 1pm", "until 1pm instead of 11am"
            if any(gap and _near(gap, v.amount) for gap in gaps):
                self.add(v)
                return True
        # the sentence's time against the question's or the context's ("arriving at 7:12pm would be 12
        # minutes after" a 7pm start the user gave)
        own = times[:2]
        for a in own:
            for b in self._times():
                if b != a and (_near(abs(a - b), v.amount) or _near(1440 - abs(a - b), v.amount)):
                    self.add(v)
                    return True
        return False

    def _stated(self) -> tuple:
        """The question's values, then the context's (read once per response)."""
        if self._stated_values is None:
            self._stated_values = tuple(self.ctx.query_values.values if self.ctx.query else ()) + tuple(self.ctx.values.values)
        return self._stated_values

    def _times(self) -> list[float]:
        """The clock times of the question, the context and the answer so far (at most MAX_CONTEXT)."""
        vals = self._stated()
        out = [u.amount for u in vals if u.kind == "time" and u.amount is not None][:MAX_CONTEXT]
        return list(dict.fromkeys(out + self.clock))[:MAX_CONTEXT]

    def _clock(self, v) -> bool:
        """A clock time a stated duration before or after a supported one ("arrive 15 minutes before
        a 7pm game": 6:45pm; "back by 5:30pm" with "a full day (8 hours)": set off by 9:30am)."""
        if v.amount is None:
            return False
        spans: dict[float, None] = {}
        vals = self._stated()
        for u in vals[:4 * MAX_CONTEXT]:
            if u.kind == "quantity" and u.unit == "minute" and u.amount and u.amount < 1440:
                spans[u.amount] = None
        for a in self._times():
            for d in list(spans)[:MAX_CONTEXT]:
                if _near((a + d) % 1440, v.amount) or _near((a - d) % 1440, v.amount):
                    self.clock.append(v.amount)
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
        before = self.before[::-1] if wide or self.cue else self.last  # a table row: the rows above it too
        return list(dict.fromkeys(self.shown + before + self.asked))[:MAX_SHOWN]

    def next_sentence(self) -> None:
        """A sentence is done: its figures stay operands for the next one, with up to four of those
        kept from before it ("Weekend total: £85. (An older figure was £10.) That's about £28.33
        each"); a sentence with no figure leaves the operands as they were."""
        if self.shown:
            self.last = self.shown + [x for x in self.last if x not in self.shown][:4]
            self.before = (self.before + self.shown)[-MAX_SHOWN:]
            self.shown = []

    # -------------------------------------------------------------- calendar
    def _weekday(self, v, text: str) -> bool:
        """A weekday written beside a date it is the weekday of ("Saturday 14 March 2026")."""
        unit = v.unit or ""
        if not unit.startswith("weekday:"):
            return False
        if unit in self.weekdays:
            return True  # a day worked out (or supported) before, named again
        day = unit.split(":", 1)[1]
        from ..text.matching import extract_values

        own = extract_values(text)
        for d in own:
            if d.kind == "date" and abs(d.start - v.start) <= 40 or (d.kind == "date" and abs(d.start - v.end) <= 40):
                o = self._ordinal(d)
                if o is not None and _WEEKDAYS[date.fromordinal(o).weekday()] == day:
                    return True
        # a weekday n days before or after a weekday the sentence, the question or the answer so far states,
        # n a number of days the context or the question states ("up to 4 days ahead … for Saturday: Tuesday")
        k = _WEEKDAYS.index(day)
        stated = self._weekdays(own)
        steps = {n for n, working in self._days() if not working and 0 < n < 7}
        low = text.lower()
        ahead = _BEFORE_WORDS.search(low) is not None  # "4 days ahead" of Saturday: Tuesday
        later = _AFTER_WORDS.search(low) is not None
        if any((ahead and (s - k) % 7 in steps) or (later and (k - s) % 7 in steps) for s in stated):
            return True
        if _NEXT_DAY.search(text):  # "ordered on Tuesday … next-working-day (Wednesday)": the day after a stated day
            before = {_WEEKDAYS[(k - 1) % 7]} | ({"friday"} if k == 0 and "working" in low else set())
            if any((u.unit or "").startswith("weekday:") and u.unit.split(":", 1)[1] in before
                   for u in self._stated()[:4 * MAX_CONTEXT]):
                return True
        return False

    def _weekdays(self, own: list) -> list[int]:
        """The weekdays the sentence (its values, ``own``) and the question state (indexes into _WEEKDAYS)."""
        vals = own + (list(self.ctx.query_values.values) if self.ctx.query else [])
        return list(dict.fromkeys(_WEEKDAYS.index((u.unit or "").split(":", 1)[1]) for u in vals[:MAX_CONTEXT]
                                  if u.kind == "date" and (u.unit or "").startswith("weekday:")))

    def _between_weekdays(self, v, text: str) -> bool:
        """A number of days between two weekdays the sentence names ("Saturday is 5 days after Monday")."""
        if v.kind != "quantity" or v.unit != "day" or v.amount is None or not 0 < v.amount < 7:
            return False
        from ..text.matching import extract_values

        days = [(u.start, _WEEKDAYS.index((u.unit or "").split(":", 1)[1])) for u in extract_values(text)
                if u.kind == "date" and (u.unit or "").startswith("weekday:")]
        left = [d for p, d in days if p < v.start and v.start - p <= 40]
        right = [d for p, d in days if p > v.start and p - v.start <= 40]
        if not left or not right:
            return False  # the two days around the number ("Saturday is 5 days after Monday")
        a, b = left[-1], right[0]
        return a != b and v.amount in ((a - b) % 7, (b - a) % 7)

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
            return self._month(v)
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

    def _month(self, v) -> bool:
        """A month of a year n months or years after (or before) a supported month, n a period the
        context or the question states: bought in March 2025 with "12 months of updates" runs
        until March 2026."""
        unit = v.unit or ""
        if not re.fullmatch(r"\d{4}-\d{2}", unit):
            return False
        x = int(unit[:4]) * 12 + int(unit[5:]) - 1
        bases: dict[int, None] = {}
        for o in self.dates[:MAX_SHOWN]:
            d = date.fromordinal(o)
            bases[d.year * 12 + d.month - 1] = None
        steps: dict[int, None] = {}
        vals = list(self.ctx.values.values) + (list(self.ctx.query_values.values) if self.ctx.query else [])
        for u in vals[:4 * MAX_CONTEXT]:
            if u.kind == "date" and re.fullmatch(r"\d{4}-\d{2}", u.unit or ""):
                bases[int(u.unit[:4]) * 12 + int(u.unit[5:]) - 1] = None
            elif u.kind == "date" and u.amount is not None:
                d = date.fromordinal(int(u.amount))
                bases[d.year * 12 + d.month - 1] = None
            elif u.kind == "quantity" and u.unit == "month" and u.amount and u.amount == int(u.amount):
                steps[int(u.amount)] = None
        return any(abs(x - b) in steps for b in list(bases)[:MAX_CONTEXT])

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


def _expression(text: str, v) -> "tuple[float, list[int], list[float]] | None":
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
        at = starts[-1] if starts else 0
        while left.count(")", at) > left.count("(", at) and at > 0:  # "(£1,050 + £45) ÷ 10 =": back to its "("
            at = left.rfind("(", 0, at) if "(" in left[:at] else 0
        expr = left[at:]
    from ..text.matching import extract_values

    vals = [u for u in extract_values(expr) if u.amount is not None and u.kind in _SUMMABLE]
    j = len(vals) - 1  # the working is the last chain of figures joined by operators ("…charge, so £1,050 + £45 ÷ 10 =")
    while j > 0 and (any(rx.search(expr[vals[j - 1].end:vals[j].start].replace("(", " ").replace(")", " ")) for rx, _ in _OPS)
                     or (j == 1 and len(vals) == 2 and vals[0].kind == "percent" and _OF.fullmatch(expr, vals[0].end, vals[1].start))):
        j -= 1
    if j > 0:
        cut = vals[j].start
        while cut > 0 and expr[cut - 1] in "( *_":
            cut -= 1
        expr = expr[cut:]
        vals = [u for u in extract_values(expr) if u.amount is not None and u.kind in _SUMMABLE]
    if len(vals) < 2:
        return None
    tail = expr[vals[-1].end:]
    if any(rx.search(tail) for rx, _ in _OPS[:2]) or re.search(r"[+−]|\s-\s", tail):
        return None  # "£45 + £3 + the delivery fee": an operand in words, not checked as written
    if "(" in expr or ")" in expr:
        total = _bracketed(expr, vals)
        if total is None or v.kind == "percent" or any(u.kind == "percent" for u in vals):
            return None
        offset = text.find(expr) if eq is None else text.rfind(expr, 0, v.start)
        return total, [offset + u.start for u in vals] if offset >= 0 else [], [a for u in vals for a in _amounts(u)]
    nums: list[float] = []
    ops: list[str] = []
    for k, u in enumerate(vals):
        amounts = _amounts(u)
        nums.append(amounts[-1])  # as written ("3 weeks" is 3 in "3 weeks × £80")
        if k:
            gap = expr[vals[k - 1].end:u.start]
            op = next((o for rx, o in _OPS if rx.search(gap)), None)
            if op is None and len(vals) == 2 and vals[0].kind == "percent" and _OF.fullmatch(gap):
                op = "*"  # "2.5% of 300 =", "٢٫٥٪ من ٣٠٠ ="
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
    if len(vals) == 2 and ops == ["*"] and v.kind != "percent" and sum(u.kind == "percent" for u in vals) == 1:
        total = nums[0] * nums[1] / 100  # "5% × 650 = 32.5": a share of an amount, written out
    elif v.kind == "percent" or any(u.kind == "percent" for u in vals):
        return None  # "12.8% of £50 + 30p": the percentage's reading needs the words, left to the search
    offset = text.find(expr) if eq is None else text.rfind(expr, 0, v.start)
    return total, [offset + u.start for u in vals] if offset >= 0 else [], [a for u in vals for a in _amounts(u)]


_PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2}


def _bracketed(expr: str, vals: list) -> float | None:
    """Working with brackets, as written ("(£1,050 + £45) ÷ 10"): tokens read from the gaps between
    the values, evaluated with the usual precedence (shunting-yard; linear in the tokens)."""
    toks: list = []
    pos = 0
    for k, u in enumerate(vals):
        gap = expr[pos:u.start]
        if k:
            op = next((o for rx, o in _OPS if rx.search(gap.replace("(", " ").replace(")", " "))), None)
            if op is None:
                return None
            toks += [")"] * gap.count(")") + [op] + ["("] * gap.count("(")
        else:
            toks += ["("] * gap.count("(")
        toks.append(_amounts(u)[-1])
        pos = u.end
    toks += [")"] * expr[pos:].count(")")
    out: list[float] = []
    stack: list[str] = []

    def apply() -> bool:
        op = stack.pop()
        if len(out) < 2 or op == "(":
            return False
        b, a = out.pop(), out.pop()
        if op == "/" and b == 0:
            return False
        out.append(a + b if op == "+" else a - b if op == "-" else a * b if op == "*" else a / b)
        return True

    for t in toks:
        if isinstance(t, float):
            out.append(t)
        elif t == "(":
            stack.append(t)
        elif t == ")":
            while stack and stack[-1] != "(":
                if not apply():
                    return None
            if not stack:
                return None
            stack.pop()
        else:
            while stack and stack[-1] != "(" and _PRECEDENCE[stack[-1]] >= _PRECEDENCE[t]:
                if not apply():
                    return None
            stack.append(t)
    while stack:
        if stack[-1] == "(" or not apply():
            return None
    return out[0] if len(out) == 1 else None


def _constants(text: str) -> list:
    """Conversion factors within a dimension the sentence's words name both ends of ("£4 a month
    (£48 a year)": 12): operands like the context's figures."""
    low = text.lower()
    out = []
    for k, (a, b, c, d) in _PERIOD_WORDS.items():
        if (a in low or c in low) and (b in low or d in low):
            out.append((float(k), False))
    if not text.isascii():  # issue 24: the Arabic period words (text.arabic.behaviour.PERIODS)
        from ..text.arabic.behaviour import period_constants

        out += [(k, False) for k in period_constants(text)]
    return out


#: the year a day without its year is counted in (a common year: spans between such days are the same in any)
_COMMON_YEAR = 2001


def _day_of(v) -> date | None:
    """The day a date value names: its own, or for a day without its year ("--09-01") that day of a common year."""
    if v.amount is not None:
        return date.fromordinal(int(v.amount))
    unit = v.unit or ""
    if unit.startswith("--") and len(unit) == 7:
        try:
            return date(_COMMON_YEAR, int(unit[2:4]), int(unit[5:7]))
        except ValueError:
            return None
    return None


def _spans(a: date, b: date, amount: float, unit: str) -> bool:
    """``amount`` days or months is the span from ``a`` to ``b``, to the last day or through it."""
    if unit == "day":
        n = (b - a).days
        return n > 0 and amount in (n, n + 1)
    if amount != int(amount):
        return False
    for end in (b, b + timedelta(days=1)):
        months = (end.year - a.year) * 12 + end.month - a.month
        if end.day == a.day and months > 0 and months == amount:
            return True
    return False


_OF = re.compile(r"\s*(?:of|من)\s*", re.I)
_GROUPED = re.compile(r"\d[,\u066c]\d{3}")  # a thousands separator: "1,170" / "١٬١٧٠" is a sum, never a year
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
    if not text.isascii():  # issue 24: Arabic words of working (text.arabic.behaviour.WORKING)
        from ..text.arabic.behaviour import working_ops

        out.update(working_ops(text))
    return frozenset(out)


def _arabic_working(text: str) -> bool:
    from ..text.arabic.behaviour import shows_working

    return shows_working(text)


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
    return abs(r - x) <= max(0.005, 1e-6 * abs(x)) + 1e-9  # a half-penny either way rounds to the penny
