"""``groundtest validate CASES.jsonl``: check a case file and its composition; score nothing."""
from __future__ import annotations

import argparse
import sys

from ..cases import CaseReader
from ..composition import Composition
from ..errors import EXIT_OK

HELP = "check a case file and its composition, score nothing"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("cases", metavar="CASES.jsonl")


def run(args: argparse.Namespace) -> int:
    reader = CaseReader(args.cases)
    comp = Composition()
    for case in reader:
        comp.add(case)
    reader.raise_if_problems()
    report = comp.report()
    print(f"{args.cases}: {reader.count} valid case(s)")
    for line in report.lines:
        print(f"  {line}")
    for w in report.warnings:
        print(f"warning: {w}", file=sys.stderr)
    return EXIT_OK
