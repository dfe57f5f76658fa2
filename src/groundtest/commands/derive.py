"""``groundtest derive ANSWERABLE.jsonl -o DERIVED.jsonl``: perturb answerable cases into
unanswerable, false-premise, stale and partial ones."""
from __future__ import annotations

import argparse
import json
import sys

from ..cases import load_cases
from ..derive import DEFAULT_MIX, derive, parse_mix, report
from ..errors import EXIT_OK
from ..outputs import AtomicWriter, refuse_overwrite
from ._options import _rate

HELP = "derive unanswerable, false-premise, stale and partial cases from answerable ones"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("cases", metavar="ANSWERABLE.jsonl")
    p.add_argument("-o", "--output", required=True, metavar="DERIVED.jsonl", help="write the case set here")
    p.add_argument("--seed", type=int, default=0, help="same seed, same input → same output (default 0)")
    default = ",".join(f"{k}={v:g}" for k, v in DEFAULT_MIX.items())
    p.add_argument("--mix", metavar="NAME=SHARE,...",
                   help=f"share of source cases each perturbation is tried on; unnamed ones are off (default {default})")
    p.add_argument("--no-originals", action="store_true", help="write only the derived cases")
    p.add_argument("--min-hard-share", type=_rate, default=1 / 3, metavar="RATE",
                   help="drop derived stale/partial cases until this share is unanswerable or false_premise (default 1/3)")
    p.add_argument("--format", choices=("table", "json"), default="table")


def run(args: argparse.Namespace) -> int:
    refuse_overwrite([args.cases], {"--output": args.output})
    mix = parse_mix(args.mix) if args.mix is not None else None
    cases = load_cases(args.cases)
    out, skipped = derive(cases, args.seed, mix, originals=not args.no_originals, min_hard_share=args.min_hard_share)
    writer = AtomicWriter(args.output)
    try:
        for case in out:
            writer.write_json_line(case.to_dict())
        writer.commit()
    except BaseException:
        writer.discard()
        raise
    rep = {"output": args.output, "seed": args.seed, **report(out, skipped)}
    print(json.dumps(rep, indent=2) if args.format == "json" else _table(rep))
    if rep["hard_share"] < 1 / 3:
        print(f"warning: only {rep['hard']} of {rep['cases']} cases ({rep['hard_share']:.0%}) are unanswerable or "
              "false_premise; aim for at least a third", file=sys.stderr)
    return EXIT_OK


def _table(rep: dict) -> str:
    lines = [f"wrote {rep['output']}: {rep['cases']} case(s)",
             "  types: " + (", ".join(f"{t} {n}" for t, n in rep["by_type"].items()) or "none"),
             "  derived: " + (", ".join(f"{p} {n}" for p, n in rep["by_perturbation"].items()) or "none"),
             f"  unanswerable or false_premise: {rep['hard']} ({rep['hard_share']:.0%})"]
    if rep["skipped"]:
        lines.append("skipped:")
        for name, reasons in rep["skipped"].items():
            lines.append(f"  {name}: " + ", ".join(f"{r} {n}" for r, n in reasons.items()))
    return "\n".join(lines)
