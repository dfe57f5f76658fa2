"""``groundtest guard --context FILE --response FILE|-``: the response without its unsupported sentences."""
from __future__ import annotations

import argparse
import json

from ..errors import EXIT_OK
from ._options import add_response_arguments, batch_mode, share

HELP = "drop unsupported sentences from a response, or replace it with a refusal; prints JSON"
EPILOG = ("In front of users the guard drops every sentence with a critical finding and also a sentence of new "
          "words beside a supported answer that names no new detail (a moderate extra_sentence finding): "
          "over-dropping is safer than a fake fee. score's gate counts only critical findings "
          "(docs/checker.md, severity by evidence).")


def add_arguments(p: argparse.ArgumentParser) -> None:
    add_response_arguments(p)
    p.add_argument("--query", metavar="TEXT", help="the user's question")
    p.add_argument("--refusal", metavar="TEXT", help="what to answer instead when the whole response is replaced")
    p.add_argument("--max-critical-share", type=share, metavar="X",
                   help="replace the whole answer when more than this share of its sentences is unsupported (default 0.5)")
    p.add_argument("--drop-uncertain", action="store_true", help="also drop sentences that could not be confirmed")
    p.add_argument("--checker-config", metavar="FILE", help="checker thresholds (TOML or JSON, from calibrate --fit)")
    p.add_argument("--config", dest="checker_config", help=argparse.SUPPRESS)  # the old name, kept working


def run(args: argparse.Namespace) -> int:
    from ..checker import guard, load_config
    from ..checker.guard import DEFAULT_REFUSAL
    from ..checker.inputs import read_context, read_response

    config = load_config(args.checker_config)
    if batch_mode(args):
        from ..checker.batch import BatchOptions, run_batch

        run_batch(args.batch, BatchOptions("guard", config, args.query, refusal=args.refusal,
                                           max_critical_share=args.max_critical_share, drop_uncertain=args.drop_uncertain),
                  args.output, args.workers)
        return EXIT_OK
    chunks = read_context(args.context)
    response = read_response(args.response)
    result = guard(response, chunks, args.query, refusal=args.refusal or DEFAULT_REFUSAL,
                   max_critical_share=args.max_critical_share, drop_uncertain=args.drop_uncertain, config=config)
    print(json.dumps(result.to_dict(), ensure_ascii=False, indent=2))
    return EXIT_OK
