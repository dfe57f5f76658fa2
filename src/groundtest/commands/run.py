"""``groundtest run CASES.jsonl --target URL | --target-cmd CMD -o ANSWERED.jsonl``: call the system
under test for every case and record its answers (resumable; exit 1 if any case errored)."""
from __future__ import annotations

import argparse
import json
import re
import sys

from ..errors import EXIT_GATE, EXIT_OK
from ..outputs import Progress, refuse_overwrite
from ..target import CallOptions, RunInterrupted, RunOutcome, Target, make_target, run_file
from ..target.retrieved import SEND
from ..target.targets import MAX_REPLY_BYTES
from ._options import _count, _positive, _seconds

HELP = "call the system under test for every case and record its answers"
#: errors listed in the table report
SHOWN_ERRORS = 20


def _timeout(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0 < v < float("inf"):
        raise argparse.ArgumentTypeError(f"must be more than 0 seconds, got {text!r}")
    return v


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("cases", metavar="CASES.jsonl")
    p.add_argument("-o", "--output", required=True, metavar="ANSWERED.jsonl",
                   help="the cases with responses; rerunning with the same file resumes")
    add_target_arguments(p)
    p.add_argument("--restart", action="store_true", help="ignore answers already in the output; call every case")
    p.add_argument("--format", choices=("table", "json"), default="table")


def add_target_arguments(p: argparse.ArgumentParser, calls: str = "") -> None:
    """The target and call flags (``score --target`` shares them; ``calls`` prefixes the call flags
    there, e.g. ``--target-timeout``, beside the judge's own ``--timeout``)."""
    t = p.add_argument_group("target (one of)")
    t.add_argument("--target", metavar="URL", help="POST {id, query, context} as JSON to this URL")
    t.add_argument("--target-cmd", metavar="CMD", help="run CMD per case with {id, query, context} JSON on stdin")
    t.add_argument("--response-path", metavar="PATH",
                   help="where the answer is in the JSON reply: dotted keys, digits index lists "
                        "(e.g. choices.0.message.content; default: response)")
    t.add_argument("--header", action="append", default=[], metavar="'NAME: VALUE'",
                   help="HTTP header (repeatable); ${VAR} in VALUE is read from the environment")
    t.add_argument("--context-path", metavar="PATH",
                   help="where the context the system retrieved is in the JSON reply (default: a top-level "
                        "'context' field when present); it replaces the case's context, kept as meta.reference_context")
    t.add_argument("--send", choices=SEND, default="all",
                   help="all: send {id, query, context}; query: send {id, query} and let the system retrieve")
    c = p.add_argument_group("calls")
    c.add_argument(f"--{calls}concurrency", dest="concurrency" if not calls else "target_concurrency",
                   type=_positive, default=4, metavar="N", help="calls in flight (default 4)")
    c.add_argument(f"--{calls}timeout", dest="timeout" if not calls else "target_timeout",
                   type=_timeout, default=30.0, metavar="S",
                   help="total deadline per call in seconds: connect, send and the whole reply (default 30)")
    c.add_argument(f"--{calls}retries", dest="retries" if not calls else "target_retries", type=_count, default=2,
                   metavar="N", help="retries on connection errors, 429, 5xx and failed commands (default 2)")
    c.add_argument(f"--{calls}backoff", dest="backoff" if not calls else "target_backoff", type=_seconds, default=0.5,
                   metavar="S", help="first retry delay, doubled each time (default 0.5)")
    c.add_argument(f"--{calls}max-reply-bytes", dest="max_reply_bytes" if not calls else "target_max_reply_bytes",
                   type=_positive, default=MAX_REPLY_BYTES, metavar="N",
                   help=f"the largest reply (or command output) read; a larger one is an error for that case "
                        f"(default {MAX_REPLY_BYTES:,})")


def target_from_args(args: argparse.Namespace, calls: str = "") -> tuple[Target, CallOptions]:
    """The target and call options :func:`add_target_arguments` parsed."""
    key = (lambda name: f"target_{name}") if calls else (lambda name: name)
    target = make_target(args.target, args.target_cmd, response_path=args.response_path, headers=args.header,
                         context_path=args.context_path, max_reply_bytes=getattr(args, key("max_reply_bytes")))
    opts = CallOptions(getattr(args, key("concurrency")), getattr(args, key("timeout")),
                       getattr(args, key("retries")), getattr(args, key("backoff")), args.send)
    return target, opts


def run(args: argparse.Namespace) -> int:
    refuse_overwrite([args.cases], {"--output": args.output})
    target, opts = target_from_args(args)
    progress = Progress("answering", every=20)
    try:
        outcome = run_file(args.cases, args.output, target, opts, resume=not args.restart,
                           on_done=lambda case: progress.tick())
    except RunInterrupted as exc:
        progress.done()
        o = exc.outcome
        print(f"groundtest: {o.answered + o.resumed} of {o.cases} case(s) answered, written to {o.output}; "
              "run the same command again to resume", file=sys.stderr)
        raise
    progress.done()
    print(json.dumps(outcome.to_dict(), indent=2) if args.format == "json" else _table(outcome))
    return EXIT_OK if outcome.complete else EXIT_GATE


def _clean(text: str) -> str:
    return re.sub(r"[\x00-\x1f\x7f-\x9f]+", " ", text)  # target text never drives the terminal


def _table(o: RunOutcome) -> str:
    done = o.answered + o.resumed
    line = f"wrote {o.output}: {o.cases} case(s), {done} answered"
    if o.resumed:
        line += f" ({o.resumed} kept from an earlier run)"
    if o.errors:
        line += f", {len(o.errors)} errored"
    lines = [line]
    for cid, err in o.errors[:SHOWN_ERRORS]:
        lines.append(f"  {_clean(cid)}: {_clean(err)}")
    if len(o.errors) > SHOWN_ERRORS:
        lines.append(f"  ... and {len(o.errors) - SHOWN_ERRORS} more (meta.run_error in the output)")
    if o.errors:
        lines.append("run the same command again to retry the errored cases")
    lines.extend(retrieval_lines(o.retrieval))
    return "\n".join(lines)


def retrieval_lines(stats: dict[str, dict[str, int]]) -> list[str]:
    """Per case type: how often the retrieved context differs from the case file's; apart, the
    replies that only echoed the context they were sent."""
    if not stats:
        return []
    n = sum(s["retrieved"] for s in stats.values())
    lines = [f"retrieved context: {n} case(s) answered from the context the system retrieved"] if n else []
    for ctype, s in stats.items():
        if not s["retrieved"]:
            continue
        if s["compared"]:
            lines.append(f"  {_clean(ctype)}: {s['differs']} of {s['compared']} differ from the case file's context")
        else:
            lines.append(f"  {_clean(ctype)}: {s['retrieved']} with no case-file context to compare")
    echoes = sum(s.get("echoed", 0) for s in stats.values())
    if echoes:
        per = ", ".join(f"{_clean(t)} {s['echoed']}" for t, s in stats.items() if s.get("echoed"))
        lines.append(f"echoed context: {echoes} case(s) returned the context they were sent ({per}); not counted "
                     "as retrieved — use --send query to test the system's own retrieval")
    return lines
