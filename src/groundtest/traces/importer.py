"""``import_file``: read traces, join them into answers, write the rows atomically."""
from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

from ..errors import UsageError
from ..outputs import AtomicWriter
from . import READERS
from .join import records
from .rows import ImportReport, keep_reason, record_id, row_of


def import_file(path: str | Path, out: str | Path, fmt: str = "otlp", kind: str = "audit",
                output_type: str | None = None) -> ImportReport:
    """Read ``path`` (format ``fmt``), write one ``kind`` row per answer to ``out``."""
    src, dst = Path(path), Path(out)
    if dst.exists() and src.exists() and os.path.samefile(src, dst):
        raise UsageError(f"-o {out}: is the input file; an output never overwrites an input")
    if dst.is_dir():
        raise UsageError(f"-o {out}: is a directory")
    spans = READERS[fmt](src)
    found, skipped = records(spans)
    per_trace = Counter(r.trace_id for r in found)
    report = ImportReport(str(dst), kind, len(spans), len({s.trace_id for s in spans}), skipped=skipped)
    writer = AtomicWriter(dst)
    try:
        for r in found:
            rid = record_id(r, per_trace[r.trace_id] > 1)
            why = keep_reason(r, kind)
            if why:
                report.dropped.append((rid, why))
                continue
            writer.write_json_line(row_of(r, kind, rid, output_type, fmt))
            report.written += 1
        writer.commit()
    except BaseException:
        writer.discard()
        raise
    return report
