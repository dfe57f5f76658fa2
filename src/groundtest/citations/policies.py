"""Jurisdiction data and policies: which names mean which jurisdiction, which courts sat when,
and what a citation missing from the registry means there. Shipped as
``groundtest/data/jurisdictions.toml``; a user file of the same shape is layered on top."""
from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Protocol

from ..errors import InputError, Problem

class CitationParts(Protocol):
    """The parts of a citation that policies and registry keys read; :class:`~.extract.Citation`
    has them (a protocol, so that this module and :mod:`.keys` need not import :mod:`.extract`)."""

    @property
    def kind(self) -> str: ...
    @property
    def jurisdiction(self) -> str | None: ...
    @property
    def instrument(self) -> str | None: ...
    @property
    def number(self) -> str | None: ...
    @property
    def year(self) -> int | None: ...
    @property
    def pin(self) -> str | None: ...
    @property
    def parties(self) -> tuple[str, ...]: ...
    @property
    def court(self) -> str | None: ...
    @property
    def title(self) -> str | None: ...
    @property
    def neutral(self) -> bool: ...


KINDS = ("case", "statute", "regulation", "title", "*")
WHENS = ("not_found", "found", "always")
VERDICTS = ("fabricated", "uncertain", "ignore")
SPECIFIC_PARTS = ("parties", "number", "year", "court", "pin")


@dataclass(frozen=True, slots=True)
class Court:
    code: str
    start: int | None = None
    end: int | None = None

    def sat_in(self, year: int) -> bool:
        return (self.start is None or year >= self.start) and (self.end is None or year <= self.end)


@dataclass(frozen=True, slots=True)
class Jurisdiction:
    id: str
    name: str
    aliases: tuple[str, ...]
    courts: tuple[Court, ...] = ()


@dataclass(frozen=True, slots=True)
class Policy:
    """One rule: jurisdiction, citation kind, condition, verdict."""

    jurisdiction: str
    kind: str
    verdict: str
    when: str = "not_found"
    min_specificity: int = 0
    year_after: int | None = None
    year_before: int | None = None
    note: str = ""
    #: the parts that must all be cited for the policy to apply (``requires = ["number", "year"]``)
    requires: tuple[str, ...] = ()
    #: the parts ``min_specificity`` counts (default: every one of SPECIFIC_PARTS)
    parts: tuple[str, ...] = SPECIFIC_PARTS

    def matches(self, c: CitationParts, found: bool) -> bool:
        if self.jurisdiction not in ("*", c.jurisdiction) or self.kind not in ("*", c.kind):
            return False
        if (self.when == "not_found" and found) or (self.when == "found" and not found):
            return False
        if specificity(c, self.parts) < self.min_specificity:
            return False
        if self.requires and specificity(c, self.requires) < len(self.requires):
            return False
        if self.year_after is not None and (c.year is None or c.year <= self.year_after):
            return False
        return not (self.year_before is not None and (c.year is None or c.year >= self.year_before))


def specificity(c: CitationParts, parts: tuple[str, ...] = SPECIFIC_PARTS) -> int:
    """How many of ``parts`` a citation states (by default: parties, number, year, court, pin cite)."""
    return sum(1 for p in parts if getattr(c, p))


def norm_court(code: str) -> str:
    return " ".join(code.upper().split())


@dataclass(frozen=True)
class Policies:
    """Jurisdictions and ordered policies; :meth:`decide` returns the first policy that matches."""

    jurisdictions: dict[str, Jurisdiction]
    policies: tuple[Policy, ...]
    _names: re.Pattern[str] = field(repr=False, compare=False, default=re.compile(r"(?!)"))
    _ids: dict[str, str] = field(repr=False, compare=False, default_factory=dict)
    _courts: dict[str, tuple[str, Court]] = field(repr=False, compare=False, default_factory=dict)

    @classmethod
    def build(cls, jurisdictions: dict[str, Jurisdiction], policies: list[Policy]) -> "Policies":
        ids = {a: j.id for j in jurisdictions.values() for a in (j.id, *j.aliases)}
        courts = {norm_court(c.code): (j.id, c) for j in jurisdictions.values() for c in j.courts}
        names = sorted({*ids, *(c.code for j in jurisdictions.values() for c in j.courts)}, key=len, reverse=True)
        pattern = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(n) for n in names) + r")(?![\w-])") if names else re.compile(r"(?!)")
        for n in names:
            ids.setdefault(n, courts.get(norm_court(n), ("",))[0])
        return cls(dict(jurisdictions), tuple(policies), pattern, ids, courts)

    def mentions(self, text: str) -> list[tuple[str, int, int]]:
        """Every jurisdiction named in ``text``: ``(id, start, end)``."""
        return [(self._ids[m.group(0)], m.start(), m.end()) for m in self._names.finditer(text) if self._ids.get(m.group(0))]

    def jurisdiction_of(self, text: str) -> str | None:
        found = self.mentions(text)
        return found[0][0] if found else None

    def court(self, code: str) -> tuple[str, Court] | None:
        """The jurisdiction and court of a neutral-citation court code (``DIFC CFI``, ``EWCA Civ``)."""
        key = norm_court(code)
        hit = self._courts.get(key)
        while hit is None and " " in key:  # "EWHC (CH)" → "EWHC"
            key = key.rsplit(" ", 1)[0]
            hit = self._courts.get(key)
        return hit

    def decide(self, c: CitationParts, found: bool = False) -> Policy | None:
        return next((p for p in self.policies if p.matches(c, found)), None)


def _jurisdictions(data: Any, source: str, problems: list[Problem]) -> dict[str, Jurisdiction]:
    out: dict[str, Jurisdiction] = {}
    if not isinstance(data, dict):
        problems.append(Problem(source, None, "jurisdiction", "must be a table of [jurisdiction.ID] tables"))
        return out
    for jid, t in data.items():
        where = f"jurisdiction.{jid}"
        if not isinstance(t, dict):
            problems.append(Problem(source, None, where, "must be a table"))
            continue
        aliases = t.get("aliases", [])
        if not isinstance(aliases, list) or not all(isinstance(a, str) and a.strip() for a in aliases):
            problems.append(Problem(source, None, f"{where}.aliases", "must be a list of names"))
            aliases = []
        courts = []
        for i, c in enumerate(t.get("courts", [])):
            ok = isinstance(c, dict) and isinstance(c.get("code"), str) and all(
                isinstance(c.get(k), (int, type(None))) for k in ("from", "until")
            )
            if not ok:
                problems.append(Problem(source, None, f"{where}.courts[{i}]", "must be {code = \"...\", from = YEAR, until = YEAR?}"))
                continue
            courts.append(Court(c["code"], c.get("from"), c.get("until")))
        out[jid.upper()] = Jurisdiction(jid.upper(), str(t.get("name", jid)), tuple(aliases), tuple(courts))
    return out


def _policies(data: Any, source: str, problems: list[Problem]) -> list[Policy]:
    out: list[Policy] = []
    if not isinstance(data, list):
        problems.append(Problem(source, None, "policy", "must be an array of [[policy]] tables"))
        return out
    allowed = {"jurisdiction", "kind", "when", "verdict", "note", "min_specificity", "year_after", "year_before",
               "requires", "parts"}
    for i, t in enumerate(data):
        where = f"policy[{i}]"
        before = len(problems)
        if not isinstance(t, dict):
            problems.append(Problem(source, None, where, "must be a table"))
            continue
        for k in t:
            if k not in allowed:
                problems.append(Problem(source, None, f"{where}.{k}", f"unknown key; expected one of {', '.join(sorted(allowed))}"))
        for k, options in (("kind", KINDS), ("when", WHENS), ("verdict", VERDICTS)):
            v = t.get(k, "not_found" if k == "when" else None)
            if v not in options:
                problems.append(Problem(source, None, f"{where}.{k}", f"must be one of {', '.join(options)}, got {v!r}"))
        if not isinstance(t.get("jurisdiction"), str):
            problems.append(Problem(source, None, f"{where}.jurisdiction", "missing: a jurisdiction ID or \"*\""))
        for k in ("min_specificity", "year_after", "year_before"):
            if k in t and not isinstance(t[k], int):
                problems.append(Problem(source, None, f"{where}.{k}", "must be a whole number"))
        for k in ("requires", "parts"):
            v = t.get(k, [])
            if not isinstance(v, list) or not all(p in SPECIFIC_PARTS for p in v):
                problems.append(Problem(source, None, f"{where}.{k}",
                                        f"must be a list of parts from {', '.join(SPECIFIC_PARTS)}, got {v!r}"))
        if len(problems) == before:
            out.append(Policy(t["jurisdiction"].upper(), t["kind"], t["verdict"], t.get("when", "not_found"),
                              t.get("min_specificity", 0), t.get("year_after"), t.get("year_before"), str(t.get("note", "")),
                              tuple(t.get("requires", ())), tuple(t.get("parts", SPECIFIC_PARTS))))
    return out


def _read(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise InputError(Problem(str(path), None, None, "no such file")) from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise InputError(Problem(str(path), None, None, f"not valid TOML: {exc}")) from None


def parse_policies(data: dict[str, Any], source: str, base: Policies | None = None) -> Policies:
    """Policies from a parsed TOML mapping, layered over ``base`` (its policies come after these)."""
    problems: list[Problem] = []
    for k in data:
        if k not in ("jurisdiction", "policy", "replace"):
            problems.append(Problem(source, None, k, "unknown key; expected [jurisdiction.ID], [[policy]] or replace"))
    juris = _jurisdictions(data.get("jurisdiction", {}), source, problems)
    pols = _policies(data.get("policy", []), source, problems)
    if problems:
        raise InputError(problems)
    if base is not None:
        juris = {**base.jurisdictions, **juris}
        if not data.get("replace"):
            pols = pols + list(base.policies)
    return Policies.build(juris, pols)


@lru_cache(maxsize=1)
def default_policies() -> Policies:
    """The shipped jurisdictions and policies."""
    text = resources.files("groundtest").joinpath("data/jurisdictions.toml").read_text(encoding="utf-8")
    return parse_policies(tomllib.loads(text), "groundtest/data/jurisdictions.toml")


def load_policies(path: str | None = None) -> Policies:
    """The shipped policies, with the user file at ``path`` (if given) layered on top; cached until it changes."""
    if path is None:
        return default_policies()
    try:
        st = os.stat(path)
        stamp: tuple[int, int] | None = (st.st_mtime_ns, st.st_size)
    except OSError:
        stamp = None
    return _load_policies(str(path), stamp)


@lru_cache(maxsize=8)
def _load_policies(path: str, stamp: tuple[int, int] | None) -> Policies:
    return parse_policies(_read(Path(path)), path, default_policies())
