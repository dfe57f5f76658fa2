"""Errors and the exit codes they map to (DESIGN §4): 0 passed, 1 gate failed, 2 bad input or usage."""
from __future__ import annotations

from dataclasses import dataclass

EXIT_OK = 0
EXIT_GATE = 1
EXIT_INPUT = 2


@dataclass(frozen=True, slots=True)
class Problem:
    """One located input problem: rendered as ``FILE:LINE: field: message``."""

    file: str
    line: int | None
    field: str | None
    message: str

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        return f"{where}: {self.field}: {self.message}" if self.field else f"{where}: {self.message}"


class GroundtestError(Exception):
    """Base of every error groundtest reports without a traceback."""

    exit_code = EXIT_INPUT


class UsageError(GroundtestError):
    """The command line or a setting is wrong."""


class InputError(GroundtestError):
    """One or more problems in an input file; ``problems`` lists all of them."""

    def __init__(self, problems: list[Problem] | Problem | str):
        if isinstance(problems, str):
            self.problems: list[Problem] = []
            super().__init__(problems)
            return
        if isinstance(problems, Problem):
            problems = [problems]
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


class MissingExtra(GroundtestError):
    """An optional dependency is not installed."""

    def __init__(self, module: str, extra: str, what: str):
        super().__init__(
            f"{what} needs the '{module}' package: pip install 'groundtest[{extra}]'"
        )
