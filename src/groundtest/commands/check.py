"""``groundtest check --context FILE --response FILE|-``: the rubric verdict on one response, as JSON."""
from __future__ import annotations

import argparse
import json

from ..errors import EXIT_GATE, EXIT_OK
from ._options import add_response_arguments, batch_mode

HELP = "the hallucination verdict on one response against its context, as JSON (offline)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    add_response_arguments(p)
    p.add_argument("--query", metavar="TEXT", help="the user's question (values and names in it count as said)")
    p.add_argument("--require-citations", action="store_true", help="every answering sentence must cite a retrieved title")
    p.add_argument("--checker-config", metavar="FILE", help="checker thresholds (TOML or JSON, from calibrate --fit)")
    p.add_argument("--config", dest="checker_config", help=argparse.SUPPRESS)  # the old name, kept working
    p.add_argument("--fail-on-uncertain", action="store_true",
                   help="exit 1 on an uncertain verdict too (default: 1 only when hallucinated)")
    p.add_argument("--refusal", action="append", metavar="TEXT", help="pin an exact refusal sentence (repeatable)")


def run(args: argparse.Namespace) -> int:
    from ..checker import check, load_config
    from ..checker.inputs import read_context, read_response

    config = load_config(args.checker_config)
    if batch_mode(args):
        from ..checker.batch import BatchOptions, run_batch

        outcome = run_batch(args.batch, BatchOptions("check", config, args.query, args.require_citations or None,
                                                     tuple(args.refusal or ())), args.output, args.workers)
        failed = outcome.hallucinated or (args.fail_on_uncertain and outcome.uncertain)
        return EXIT_GATE if failed else EXIT_OK
    chunks = read_context(args.context)
    response = read_response(args.response)
    verdict = check(response, chunks, args.query, config, require_citations=args.require_citations or None,
                    refusals=args.refusal)
    print(json.dumps(verdict.to_dict(), ensure_ascii=False, indent=2))
    failed = verdict.hallucination == "hallucinated" or (args.fail_on_uncertain and verdict.hallucination == "uncertain")
    return EXIT_GATE if failed else EXIT_OK

