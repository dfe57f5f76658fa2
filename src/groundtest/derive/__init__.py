"""Deriving cases from answerable ones by perturbation (``groundtest derive``).

Each perturbation is a pure function ``(case, rng, corpus) -> derived Case | skip reason``:
``near_miss`` (unanswerable), ``false_premise``, ``stale_context``, ``stale_only``, ``partial``.
:func:`derive` applies a *mix* — for each perturbation, the share of source cases it is tried on
(1 = every case) — with one ``random.Random`` per (seed, perturbation, case), so a case's
derivations depend only on the seed, the case and the corpus, never on file order. Afterwards,
derived cases that are neither unanswerable nor false-premise are dropped (seeded) until at least
``min_hard_share`` of the output is, counted as skipped with reason ``mix_balance``.
"""
from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import replace
from typing import Callable, Iterable, Mapping

from ..errors import UsageError
from ..model import CASE_TYPES, Case
from .common import Corpus
from .false_premise import false_premise
from .near_miss import near_miss
from .partial import partial
from .stale import stale_context, stale_only

Perturbation = Callable[[Case, random.Random, Corpus], "Case | str"]

#: every perturbation, in output order
PERTURBATIONS: dict[str, Perturbation] = {
    "near_miss": near_miss,
    "false_premise": false_premise,
    "stale_context": stale_context,
    "stale_only": stale_only,
    "partial": partial,
}
#: share of source cases each perturbation is tried on, by default
DEFAULT_MIX: dict[str, float] = {"near_miss": 1.0, "false_premise": 1.0, "stale_context": 0.5,
                                 "stale_only": 0.25, "partial": 0.5}
#: the case types a model that never abstains or never questions a premise fails
HARD_TYPES = frozenset({"unanswerable", "false_premise"})
SOURCE = "source"  # skip-count key for source cases not derived from at all

__all__ = ["DEFAULT_MIX", "HARD_TYPES", "PERTURBATIONS", "Corpus", "derive", "parse_mix", "report"]


def parse_mix(text: str) -> dict[str, float]:
    """``near_miss=1,partial=0.5`` (a bare name means 1); perturbations not named are off."""
    mix: dict[str, float] = {}
    for item in filter(None, (s.strip() for s in text.split(","))):
        name, sep, rate = item.partition("=")
        name = name.strip()
        if name not in PERTURBATIONS:
            raise UsageError(f"--mix: unknown perturbation {name!r}; expected any of {', '.join(PERTURBATIONS)}")
        try:
            value = float(rate) if sep else 1.0
        except ValueError:
            raise UsageError(f"--mix: {name}: not a number: {rate!r}") from None
        if not 0 <= value <= 1:
            raise UsageError(f"--mix: {name}: a share of source cases between 0 and 1, got {rate}")
        mix[name] = value
    if not mix:
        raise UsageError("--mix: name at least one perturbation, e.g. near_miss=1,false_premise=1")
    return mix


def _rng(seed: int, *parts: str) -> random.Random:
    return random.Random(":".join([str(seed), *parts]))  # str seeds are hashed with SHA-512: stable


def derive(cases: Iterable[Case], seed: int = 0, mix: Mapping[str, float] | None = None, *,
           originals: bool = True, min_hard_share: float = 1 / 3) -> tuple[list[Case], dict[str, dict[str, int]]]:
    """Derive cases from the answerable ones. Returns the output cases (each source's original
    first when ``originals``, then its derived cases) and skip counts
    ``{perturbation: {reason: n}}`` (``source`` for cases not derived from at all)."""
    cases = list(cases)
    mix = dict(DEFAULT_MIX if mix is None else mix)
    sources = [c for c in cases if c.type == "answerable" and not c.meta.get("perturbation")]
    corpus = Corpus(sources)
    skipped: dict[str, Counter] = {}
    taken = {c.id for c in cases}
    out: list[Case] = []
    made_here: set[str] = set()
    for case in cases:
        if originals:
            out.append(_original(case))
        if case.type != "answerable" or case.meta.get("perturbation"):
            why = "already_derived" if case.meta.get("perturbation") else "not_answerable"
            skipped.setdefault(SOURCE, Counter())[why] += 1
            continue
        for name, fn in PERTURBATIONS.items():
            rate = mix.get(name, 0.0)
            if rate <= 0 or (rate < 1 and _rng(seed, "pick", name, case.id).random() >= rate):
                continue
            made = fn(case, _rng(seed, name, case.id), corpus)
            if isinstance(made, str):
                skipped.setdefault(name, Counter())[made] += 1
                continue
            out.append(_unique(made, taken))
            made_here.add(out[-1].id)
    out = _balance(out, made_here, seed, min_hard_share, skipped)
    return out, {k: dict(sorted(skipped[k].items())) for k in [*PERTURBATIONS, SOURCE] if k in skipped}


def _original(case: Case) -> Case:
    """A source case as it goes to the output: its recorded response dropped (``run`` records anew)."""
    return replace(case, response=None, answerable=None, response_is_object=False)


def _unique(case: Case, taken: set[str]) -> Case:
    cid, k = case.id, 2
    while cid in taken:
        cid, k = f"{case.id}~{k}", k + 1
    taken.add(cid)
    if cid != case.id:
        case.id = cid
    return case


def _balance(out: list[Case], made: set[str], seed: int, share: float, skipped: dict[str, Counter]) -> list[Case]:
    """Drop derived cases that are not hard (seeded order) until ``share`` of the output is hard."""
    hard = sum(c.type in HARD_TYPES for c in out)
    if share <= 0 or hard >= share * len(out):
        return out
    need = math.ceil(len(out) - hard / share - 1e-9)
    soft = [c for c in out if c.type not in HARD_TYPES and c.id in made]
    soft.sort(key=lambda c: _rng(seed, "balance", c.id).random())
    drop = {id(c) for c in soft[:need]}
    for c in soft[:need]:
        skipped.setdefault(str(c.meta["perturbation"]), Counter())["mix_balance"] += 1
    return [c for c in out if id(c) not in drop]


def report(out: list[Case], skipped: dict[str, dict[str, int]]) -> dict:
    """What a derivation produced: counts by type and perturbation, the hard share, skips."""
    by_type = Counter(c.type for c in out)
    by_pert = Counter(str(c.meta["perturbation"]) for c in out if c.meta.get("perturbation"))
    hard = sum(by_type[t] for t in HARD_TYPES)
    return {
        "cases": len(out),
        "by_type": {t: by_type[t] for t in CASE_TYPES if by_type[t]},
        "by_perturbation": {p: by_pert[p] for p in PERTURBATIONS if by_pert[p]},
        "hard": hard,
        "hard_share": round(hard / len(out), 4) if out else 0.0,
        "skipped": skipped,
    }
