"""Agreement of the default judge with graded case files, per class (issue 13).

    python bench/claims_eval.py [FILE ...] [--show]

Defaults: ../shared/examples/assistant-probes.jsonl, ../shared/examples/acceptance.jsonl and
tests/fixtures/claims/cases.jsonl. Each case carries ``meta.want`` ({hallucinated, over_refused})
and, for the probes and the claim cases, ``meta.class``. A case agrees when ``score`` with the
default judge gives both wanted flags. Run it with ``PYTHONPATH=<an older src>`` for the figures
of an older checker on the same files. ``--show`` lists the disagreements with ``meta.why``.
"""
from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

from groundtest import load_cases, score

ROOT = Path(__file__).resolve().parents[1]
DEFAULTS = [ROOT.parent / "shared" / "examples" / "assistant-probes.jsonl",
            ROOT.parent / "shared" / "examples" / "acceptance.jsonl",
            ROOT / "tests" / "fixtures" / "claims" / "cases.jsonl"]


def main(argv: list[str]) -> int:
    files = [Path(a) for a in argv if not a.startswith("--")] or DEFAULTS
    for path in files:
        cases = load_cases(path, require_response=True)
        per: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        wrong = []
        for case, r in zip(cases, score(cases)):
            want = case.meta["want"]
            ok = (r.hallucinated, r.over_refused) == (want["hallucinated"], want["over_refused"])
            cls = case.meta.get("class", "all")
            per[cls][0] += ok
            per[cls][1] += 1
            if not ok:
                wrong.append((case.id, cls, case.meta.get("why", "")))
        total = sum(a for a, _ in per.values()), sum(n for _, n in per.values())
        print(f"{path.name}: {total[0]}/{total[1]}")
        if len(per) > 1:
            print("  " + ", ".join(f"{c} {a}/{n}" for c, (a, n) in per.items()))
        if "--show" in argv:
            for cid, cls, why in wrong:
                print(f"    {cid} [{cls}] {why}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
