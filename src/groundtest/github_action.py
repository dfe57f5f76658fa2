"""What the repository's ``action.yml`` runs: ``python -m groundtest.github_action CASES [budgets]``.

One scoring run (``groundtest score``, recorded in a run store), then the same run rendered three
more ways with ``groundtest show``: the HTML report, the JUnit file, and the Markdown summary
appended to ``$GITHUB_STEP_SUMMARY``. The exit code is ``score``'s — 0 within the budgets, 1 the
gate failed, 2 bad input — so the step fails on the gate. Every output is written even when the
gate fails (the report is what a reviewer opens). Nothing here is GitHub-only but the summary file.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Sequence

from .errors import EXIT_GATE, EXIT_OK


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m groundtest.github_action",
                                description="score a case file, write the HTML report, JUnit and the job summary, gate")
    p.add_argument("cases", metavar="CASES.jsonl")
    p.add_argument("--max-hallucination-rate", metavar="RATE", help="budget (default: the config's, else 0.02)")
    p.add_argument("--max-over-refusal-rate", metavar="RATE", help="budget (default: the config's, else 0.10)")
    p.add_argument("--judge", help="none, local (default), openai, …")
    p.add_argument("--config", metavar="FILE", help="a groundtest.toml / pyproject.toml with [tool.groundtest]")
    p.add_argument("--html", default="groundtest-report.html", metavar="FILE", help="the HTML report ('' for none)")
    p.add_argument("--junit", default="groundtest-junit.xml", metavar="FILE", help="the JUnit XML ('' for none)")
    p.add_argument("--summary", metavar="FILE",
                   help="append the Markdown report here (default: $GITHUB_STEP_SUMMARY when set; '' for none)")
    p.add_argument("--store", metavar="PATH", help="the run store (default: a temporary one)")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    from .cli import main as groundtest

    args = parser().parse_args(argv)
    summary = os.environ.get("GITHUB_STEP_SUMMARY", "") if args.summary is None else args.summary
    with tempfile.TemporaryDirectory(prefix="groundtest-action-") as tmp:
        store = args.store or str(Path(tmp) / "runs.db")
        score = ["score", args.cases, "--store", store, "--format", "table"]
        for flag in ("max_hallucination_rate", "max_over_refusal_rate", "judge", "config"):
            value = getattr(args, flag)
            if value:
                score += [f"--{flag.replace('_', '-')}", value]
        code = groundtest(score)
        if code not in (EXIT_OK, EXIT_GATE):  # bad input or a bug: score said why; nothing to render
            return code
        outputs = [("html", args.html), ("junit", args.junit)]
        if summary:
            outputs.append(("markdown", str(Path(tmp) / "summary.md")))
        for fmt, path in outputs:
            if path:
                rendered = groundtest(["show", "last", "--store", store, "--format", fmt, "-o", path])
                if rendered not in (EXIT_OK, EXIT_GATE):
                    return rendered
        if summary:
            with open(summary, "a", encoding="utf-8") as fh:
                fh.write((Path(tmp) / "summary.md").read_text(encoding="utf-8").rstrip("\n") + "\n\n")
    return code


if __name__ == "__main__":  # pragma: no cover - the action's entry point
    sys.exit(main())
