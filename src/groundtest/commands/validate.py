"""``groundtest validate CASES.jsonl [MORE.jsonl …]``: check case files and their composition; score nothing.

Several files (as pre-commit passes them) are each checked and reported; every file's problems are
listed before the exit (2 when any file has one)."""
from __future__ import annotations

import argparse
import sys

from ..cases import CaseReader
from ..composition import Composition
from ..errors import EXIT_OK, InputError, Problem

HELP = "check a case file and its composition, score nothing"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("cases", metavar="CASES.jsonl", nargs="+")


def run(args: argparse.Namespace) -> int:
    problems: list[Problem] = []
    for path in args.cases:
        try:
            _validate(path, prefix="" if len(args.cases) == 1 else f"{path}: ")
        except InputError as exc:
            problems.extend(exc.problems)
    if problems:
        raise InputError(problems)
    return EXIT_OK


def _validate(path: str, prefix: str) -> None:
    reader = CaseReader(path)
    comp = Composition()
    for case in reader:
        comp.add(case)
    reader.raise_if_problems()
    report = comp.report()
    print(f"{path}: {reader.count} valid case(s)")
    for line in report.lines:
        print(f"  {line}")
    for w in report.warnings:
        print(f"warning: {prefix}{w}", file=sys.stderr)
