"""Settings of a run: budgets, refusal sentences, scoring options; from config files and flags."""
from __future__ import annotations

import difflib
import math
import tomllib
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from .errors import InputError, Problem
from .model import CASE_TYPES


@dataclass(slots=True)
class Budgets:
    """The gate: two rates with two budgets, zero bait hallucinations, optional per-type counts."""

    max_hallucination_rate: float = 0.02
    max_over_refusal_rate: float = 0.10
    max_bait_hallucinations: int = 0
    max_failures: dict[str, int] = field(default_factory=dict)
    max_incomplete_rate: float | None = None
    #: review load: the share of cases judged ``uncertain`` (off by default)
    max_uncertain_rate: float | None = None
    #: rate budgets that must be *under* their value ("< 1%"), not at most it: written
    #: ``max_hallucination_rate = "<0.01"``, or every rate with ``strict_budgets = true``
    strict: list[str] = field(default_factory=list)

    def exceeds(self, name: str, rate: float) -> bool:
        """Does ``rate`` break the rate budget ``name`` (``rate > budget``; ``rate >= budget`` when strict)?"""
        limit = getattr(self, name)
        if limit is None:
            return False
        return rate >= limit - 1e-12 if name in self.strict else rate > limit + 1e-12

    def bound(self, name: str) -> str:
        """``<`` for a strict budget, else ``≤``."""
        return "<" if name in self.strict else "≤"

    def to_dict(self) -> dict[str, Any]:
        strict = {"strict": list(self.strict)} if self.strict else {}
        return strict | {
            "max_hallucination_rate": self.max_hallucination_rate,
            "max_over_refusal_rate": self.max_over_refusal_rate,
            "max_bait_hallucinations": self.max_bait_hallucinations,
            "max_failures": dict(self.max_failures),
            "max_incomplete_rate": self.max_incomplete_rate,
            "max_uncertain_rate": self.max_uncertain_rate,
        }


@dataclass(slots=True)
class Settings:
    """Everything that changes how cases are scored and gated."""

    budgets: Budgets = field(default_factory=Budgets)
    refusals: list[str] = field(default_factory=list)
    #: refusal wordings added to the usual detection (``--also-refusal``), not pinned in its place
    refusals_extra: list[str] = field(default_factory=list)
    missing_counts_as: str = "hallucinated"  # or "incomplete"
    judge: str = "local"
    judge_errors: str = "fail"  # or "exclude"
    judge_options: dict[str, Any] = field(default_factory=dict)
    checker_config: str | None = None
    #: a source registry (``groundtest registry add``): every citation in every response is checked
    #: against it as ``audit --registry`` does, and its findings count toward the verdict
    registry: str | None = None
    #: jurisdiction policies (TOML) layered over the shipped ones, with ``registry``
    policies: str | None = None

    def judge_config(self) -> dict[str, Any]:
        """The options a judge is built with: ``judge_options``, plus the checker thresholds
        file for the ``local`` judge when ``checker_config`` is set."""
        if self.checker_config:
            return {**self.judge_options, "checker_config": self.checker_config}
        return self.judge_options


_SETTING_KEYS = {f.name for f in fields(Settings)} - {"budgets", "judge_options"}
_BUDGET_KEYS = {f.name for f in fields(Budgets)} - {"strict"}
#: the budgets that are rates (the ones a strict form "<0.01" applies to)
RATE_BUDGETS = ("max_hallucination_rate", "max_over_refusal_rate", "max_incomplete_rate", "max_uncertain_rate")
_ALL_KEYS = tuple(sorted(_SETTING_KEYS | _BUDGET_KEYS | {"judge_options", "budgets", "strict_budgets"}))


def _did_you_mean(name: str, options: tuple[str, ...]) -> str:
    close = difflib.get_close_matches(name, options, n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


def find_config(start: Path | None = None) -> tuple[Path, dict[str, Any]] | None:
    """The nearest ``groundtest.toml`` or ``pyproject.toml`` with ``[tool.groundtest]``, walking up."""
    here = (start or Path.cwd()).resolve()
    for d in (here, *here.parents):
        gt = d / "groundtest.toml"
        if gt.is_file():
            return gt, config_section(_read_toml(gt), gt)
        pp = d / "pyproject.toml"
        if pp.is_file():
            data = _read_toml(pp)
            tool = data.get("tool")
            if tool is not None and (not isinstance(tool, dict) or "groundtest" in tool):
                return pp, config_section(data, pp, pyproject=True)
    return None


def config_section(data: dict[str, Any], path: Path | str, pyproject: bool = False) -> dict[str, Any]:
    """The ``[tool.groundtest]`` table of a settings file (a ``groundtest.toml`` may also hold the
    settings at its top level); a ``tool`` or ``groundtest`` of another shape is a bad file (exit 2)."""
    tool = data.get("tool")
    if tool is None and not pyproject:
        return data
    if not isinstance(tool, dict):
        raise InputError(Problem(str(path), None, "tool", f"expected a table [tool], got {_shape(tool)}"))
    section = tool.get("groundtest")
    if section is None and not pyproject:
        return data
    if not isinstance(section, dict):
        raise InputError(Problem(str(path), None, "tool.groundtest",
                                 f"expected one table [tool.groundtest], got {_shape(section)}"))
    return section


def _shape(value: Any) -> str:
    if isinstance(value, list):
        return "an array of tables ([[...]])" if value and all(isinstance(v, dict) for v in value) else "an array"
    if isinstance(value, bool):
        return f"true/false ({str(value).lower()})"
    if isinstance(value, str):
        return f"a string ({value!r})"
    if isinstance(value, (int, float)):
        return f"a number ({value!r})"
    return type(value).__name__


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise InputError(Problem(str(path), None, None, f"not valid TOML: {exc}")) from None
    except OSError as exc:
        raise InputError(Problem(str(path), None, None, f"cannot read: {exc.strerror or exc}")) from None


#: settings with a fixed set of values
CHOICES = {"missing_counts_as": ("hallucinated", "incomplete"), "judge_errors": ("fail", "exclude")}


def settings_from_mapping(data: dict[str, Any], source: str) -> Settings:
    """Build settings from a ``[tool.groundtest]`` table, naming the file and key of any error.
    Every value's type and range is checked: a bool is not a number, a string is not a list."""
    s = Settings()
    problems: list[Problem] = []
    for key, value in data.items():
        k = key.replace("-", "_")
        try:
            if k in _BUDGET_KEYS:
                _set_budget(s.budgets, k, value)
            elif k in ("refusals", "refusals_extra"):
                if not isinstance(value, (list, tuple)) or not all(isinstance(r, str) for r in value):
                    raise TypeError(f"expected a list of sentences ({k} = [\"...\"]), got {_shape(value)}"
                                    if not isinstance(value, (list, tuple)) else "expected a list of strings")
                setattr(s, k, list(value))
            elif k == "strict_budgets":
                if not isinstance(value, bool):
                    raise TypeError(f"expected true or false, got {_shape(value)}")
                if value:
                    s.budgets.strict = list(RATE_BUDGETS)
            elif k in CHOICES:
                if value not in CHOICES[k] or not isinstance(value, str):
                    raise ValueError(f"expected one of {', '.join(map(repr, CHOICES[k]))}, got {_shape(value)}")
                setattr(s, k, value)
            elif k in ("judge", "checker_config", "registry", "policies"):
                if not isinstance(value, str) or not value.strip():
                    raise TypeError(f"expected a non-empty string, got {_shape(value)}")
                setattr(s, k, value)
            elif k == "judge_options":
                if not isinstance(value, dict):
                    raise TypeError(f"expected a table of options, got {_shape(value)}")
                s.judge_options = dict(value)
            elif k == "budgets":
                if not isinstance(value, dict):
                    raise TypeError(f"expected a table of budgets, got {_shape(value)}")
                for bk, bv in value.items():
                    try:
                        _set_budget(s.budgets, bk.replace("-", "_"), bv)
                    except (TypeError, ValueError) as exc:
                        problems.append(Problem(source, None, f"budgets.{bk}", str(exc)))
            else:
                problems.append(Problem(source, None, key, "unknown setting" + _did_you_mean(k, _ALL_KEYS)))
        except (TypeError, ValueError) as exc:
            problems.append(Problem(source, None, key, str(exc)))
    if problems:
        raise InputError(problems)
    return s


def _number(value: Any) -> float:
    """A finite number (an int or a float; not a bool, not a string)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"expected a number, got {_shape(value)}")
    if not math.isfinite(value):
        raise ValueError(f"expected a finite number, got {value!r}")
    return float(value)


def _count(value: Any) -> int:
    """A whole number of 0 or more (not a bool, not 2.7, not inf)."""
    x = _number(value)
    if x != int(x) or x < 0:
        raise ValueError(f"expected a whole number of 0 or more, got {value!r}")
    return int(x)


def _set_budget(b: Budgets, key: str, value: Any) -> None:
    if key not in _BUDGET_KEYS:
        raise ValueError(f"unknown budget {key!r}" + _did_you_mean(key, tuple(sorted(_BUDGET_KEYS))))
    if key == "max_failures":
        if not isinstance(value, dict):
            raise TypeError(f"expected a table of TYPE = N, got {_shape(value)}")
        bad = [t for t in value if t not in CASE_TYPES]
        if bad:
            raise ValueError(f"unknown case type {bad[0]!r}")
        counts = {}
        for t, n in value.items():
            try:
                counts[str(t)] = _count(n)
            except (TypeError, ValueError) as exc:
                raise type(exc)(f"{t}: {exc}") from None
        b.max_failures = counts
        return
    if key == "max_bait_hallucinations":
        b.max_bait_hallucinations = _count(value)
        return
    rate, strict = parse_rate(value)
    if strict and key not in b.strict:
        b.strict.append(key)
    setattr(b, key, rate)


def parse_rate(value: Any) -> tuple[float, bool]:
    """A rate budget: ``0.01``, ``"1%"``, or the strict form ``"<0.01"`` / ``"<1%"`` (must be under it)."""
    strict = False
    if isinstance(value, str):
        text = value.strip()
        strict = text.startswith("<")
        text = text.lstrip("<").strip()
        if not strict and not text.endswith("%"):  # "0.5" as a string is a number written wrongly
            raise TypeError(f"expected a number, got {_shape(value)} (a strict rate is written \"<0.01\")")
        try:
            rate = float(text.rstrip("%")) / (100 if text.endswith("%") else 1)
        except ValueError:
            raise ValueError(f"expected a rate (0.01, \"1%\") or a strict one (\"<0.01\"), got {value!r}") from None
        if not math.isfinite(rate):
            raise ValueError(f"expected a finite number, got {value!r}")
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        rate = _number(value)
    else:
        raise TypeError(f"expected a number, got {_shape(value)}")
    if not 0.0 <= rate <= 1.0:
        raise ValueError(f"a rate between 0 and 1, got {value!r}")
    return rate, strict


def load_settings(start: Path | None = None) -> Settings:
    """Settings from the nearest config file, or the defaults."""
    found = find_config(start)
    if found is None:
        return Settings()
    path, data = found
    return settings_from_mapping(data, str(path))
