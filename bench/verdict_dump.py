"""Every verdict of the offline checker on labelled files, for diffing a checker change.

    python bench/verdict_dump.py before.jsonl [DATA.jsonl ...]    # default: ../shared/bench/dev/*.jsonl
    (change the checker)
    python bench/verdict_dump.py after.jsonl && cmp before.jsonl after.jsonl

One line per case and mode: the file, the mode (contexts shared as the scorer shares them,
``cold`` indexed afresh, or ``guard``), the id, the verdict with its findings, and each
sentence's counts (content words, new words, word pairs, pairs apart, hedged). A change that
should alter no prediction must leave the file byte-identical.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import detect  # noqa: E402  (the benchmark's loader)

from groundtest.text.abstention import make_detector  # noqa: E402
from groundtest.text.analysis import analyse  # noqa: E402
from groundtest.checker import CheckerConfig, ContextIndex, check_analysis, guard, index_context  # noqa: E402
from groundtest.checker.context import forget_contexts  # noqa: E402

DEV = Path(__file__).resolve().parents[2] / "shared" / "bench" / "dev"


def dump(out_path: str, files: list[str]) -> int:
    cfg, det = CheckerConfig(), make_detector([])
    with open(out_path, "w", encoding="utf-8") as out:
        for path in files:
            name = Path(path).stem
            cases, _ = detect.load(path)
            for mode in ("shared", "cold"):
                forget_contexts()
                for c in cases:
                    ctx = ContextIndex(c.context, c.query_text) if mode == "cold" else index_context(c.context, c.query_text)
                    rep = check_analysis(analyse(c.response or "", det), ctx, cfg)
                    counts = [None if r is None else [r.index, r.content, r.novel, r.pairs, r.apart, r.hedged]
                              for r in rep.sentences]
                    out.write(json.dumps([name, mode, c.id, rep.verdict.to_dict(), counts]) + "\n")
            forget_contexts()
            for c in cases:
                out.write(json.dumps([name, "guard", c.id, guard(c.response or "", c.context, c.query_text).to_dict()]) + "\n")
    return 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    sys.exit(dump(sys.argv[1], sys.argv[2:] or sorted(str(p) for p in DEV.glob("*.jsonl"))))
