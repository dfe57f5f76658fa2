"""Flaky judges: ``score --repeat K`` judges each case K times and measures per-case agreement.

Each repeat is a whole score of the case (deterministic checks + judge). A case's *verdict* in
one repeat is ``(hallucinated, over_refused, incomplete, hallucination label)``. The result
kept is the most common verdict (a tie goes to the failing one, so noise never passes a case
silently); ``agreement`` is the share of repeats that gave that verdict, and a case whose
verdict changed across repeats is ``unstable``.
"""
from __future__ import annotations

from collections import Counter
from itertools import chain, islice, repeat
from typing import Iterable, Iterator

from ..model import Case, Result
from ..scoring import score
from ..settings import Settings

#: unstable cases listed by name in the report (all are counted)
MAX_LISTED = 25


def verdict(r: Result) -> tuple[bool, bool, bool, str]:
    return (r.hallucinated, r.over_refused, r.incomplete, r.hallucination)


def _badness(v: tuple[bool, bool, bool, str]) -> tuple[int, int, int, int]:
    return (v[0], v[1], v[2], v[3] == "uncertain")


def combine(results: list[Result]) -> Result:
    """One result from K repeats of the same case, with ``agreement`` and ``unstable`` set."""
    counts = Counter(verdict(r) for r in results)
    top = max(counts.values())
    chosen = max((v for v, c in counts.items() if c == top), key=_badness)
    result = next(r for r in results if verdict(r) == chosen)
    result.agreement = round(top / len(results), 4)
    result.unstable = len(counts) > 1
    return result


def score_repeated(
    cases: Iterable[Case], judge: object = None, settings: Settings | None = None, k: int = 3
) -> Iterator[Result]:
    """Like :func:`groundtest.scoring.score`, judging every case ``k`` times (judge concurrency kept)."""
    if k < 1:
        raise ValueError("k must be at least 1")
    stream = score(chain.from_iterable(repeat(c, k) for c in cases), judge, settings)  # type: ignore[arg-type]
    while True:
        group = list(islice(stream, k))
        if not group:
            return
        yield combine(group)


class Instability:
    """Counts unstable cases as results stream past and words the report lines about them."""

    def __init__(self, k: int = 1):
        self.k = k
        self.n = 0
        self.agreement_sum = 0.0
        self.unstable: list[tuple[str, float]] = []
        self.unstable_total = 0

    def add(self, r: Result) -> None:
        if r.agreement is None:
            return
        self.n += 1
        self.agreement_sum += r.agreement
        if r.unstable:
            self.unstable_total += 1
            if len(self.unstable) < MAX_LISTED:
                self.unstable.append((r.id, r.agreement))

    def warnings(self) -> list[str]:
        """Report lines (added to the summary's warnings, so every format shows them)."""
        if not self.n:
            return []
        mean = self.agreement_sum / self.n
        out = [
            f"repeat {self.k}: mean per-case agreement {mean:.1%}; "
            f"{self.unstable_total} unstable case(s) (verdict changed across repeats)"
        ]
        out += [f"unstable: {cid} (agreement {a:.0%})" for cid, a in self.unstable]
        if self.unstable_total > len(self.unstable):
            out.append(f"unstable: ... and {self.unstable_total - len(self.unstable)} more (see --results)")
        return out


def uncached(settings: Settings) -> Settings:
    """Settings for a repeated run: the judge cache is off, or every repeat would get the first verdict."""
    settings.judge_options["no_cache"] = True
    return settings
