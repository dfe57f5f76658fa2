"""``groundtest import TRACES --from otlp|langfuse -o OUT.jsonl [--as audit|cases]``: production traces in,
as audit rows or answerable cases (one per answer: query, retrieved context, response)."""
from __future__ import annotations

import argparse
import json
import re

from ..errors import EXIT_OK
from ..traces import READERS
from ..traces.importer import import_file
from ..traces.rows import KINDS, ImportReport

HELP = "turn OpenTelemetry (OpenInference) traces into audit rows or answerable cases"
SHOWN = 10


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("traces", metavar="TRACES",
                   help="an OTLP JSON file (one document, an array, or one per line), or a JSONL export of Langfuse observations")
    p.add_argument("--from", dest="source", choices=sorted(READERS), required=True, help="the file's format")
    p.add_argument("-o", "--output", required=True, metavar="OUT.jsonl", help="write the rows here")
    p.add_argument("--as", dest="kind", choices=KINDS, default="audit",
                   help="audit: rows for groundtest audit (default); cases: answerable cases for derive/run/score")
    p.add_argument("--output-type", metavar="NAME", help="audit rows' output_type (default: the answering span's name)")
    p.add_argument("--format", choices=("table", "json"), default="table")


def run(args: argparse.Namespace) -> int:
    report = import_file(args.traces, args.output, args.source, args.kind, args.output_type)
    print(json.dumps(report.to_dict(), indent=2) if args.format == "json" else _table(report))
    return EXIT_OK


def _clean(text: str) -> str:
    return re.sub(r"[\x00-\x1f\x7f-\x9f]+", " ", text)


def _table(r: ImportReport) -> str:
    what = "audit row(s)" if r.kind == "audit" else "answerable case(s)"
    lines = [f"wrote {r.output}: {r.written} {what} from {r.traces} trace(s), {r.spans} span(s)"]
    if r.dropped:
        lines.append(f"{len(r.dropped)} answer(s) not written:")
        lines += [f"  {_clean(i)}: {_clean(w)}" for i, w in r.dropped[:SHOWN]]
    if r.skipped:
        lines.append(f"{len(r.skipped)} trace(s) without an answer:")
        lines += [f"  {_clean(s.trace_id)}: {_clean(s.reason)}" for s in r.skipped[:SHOWN]]
    shown = min(len(r.dropped), SHOWN) + min(len(r.skipped), SHOWN)
    if len(r.dropped) + len(r.skipped) > shown:
        lines.append("  ... (--format json lists them all)")
    return "\n".join(lines)
