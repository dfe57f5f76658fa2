"""Does severity by a rule's measured precision generalise?  A study, not a gate.

    python bench/severity_study.py --train-src OLD_SRC --train FILE... --test-src SRC --test FILE...

Each tree grades sets it had not been tuned on (run in a subprocess with ``PYTHONPATH=<tree>``), so a rule's
precision is measured on unseen answers. On the training run, each rule's precision of its critical findings
(hallucinated cases among those it fired on, add-one smoothed) is measured; for each threshold, the rules below
it are demoted (their critical findings no longer make a case hallucinated) and the false alarms and misses
are printed on the training run and on the test run (another tree, other writers' answers). Held-out files
are refused.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import defaultdict

CHILD = r"""
import json, sys
from pathlib import Path
from groundtest import load_cases, score
for f in sys.argv[1:]:
    cs = load_cases(Path(f), require_response=True)
    for c, r in zip(cs, score(cs)):
        print(json.dumps({"set": Path(f).name, "want": c.meta["want"]["hallucinated"],
                          "crit": sorted({x.rule or x.type for x in r.findings if x.severity == "critical"})}))
"""


def grade(src: str, files: list[str]) -> list[dict]:
    if any("heldout" in f for f in files):
        raise SystemExit("bench/severity_study.py: held-out files are for measuring once, not for studies")
    out = subprocess.run([sys.executable, "-c", CHILD, *files], env=dict(os.environ, PYTHONPATH=src),
                         capture_output=True, text=True, check=True).stdout
    return [json.loads(line) for line in out.splitlines()]


def rates(rows: list[dict], demoted: set[str]) -> str:
    fa = sum(1 for r in rows if not r["want"] and set(r["crit"]) - demoted)
    clean = sum(1 for r in rows if not r["want"])
    miss = sum(1 for r in rows if r["want"] and not set(r["crit"]) - demoted)
    bad = len(rows) - clean
    return f"false alarms {fa}/{clean} ({100 * fa / max(clean, 1):.1f}%), misses {miss}/{bad} ({100 * miss / max(bad, 1):.1f}%)"


def main(argv: list[str]) -> int:
    opts: dict[str, list[str]] = defaultdict(list)
    key = None
    for a in argv:
        if a.startswith("--"):
            key = a[2:]
        elif key:
            opts[key].append(a)
    if not (opts["train-src"] and opts["train"] and opts["test-src"] and opts["test"]):
        print(__doc__, file=sys.stderr)
        return 2
    train = grade(opts["train-src"][0], opts["train"])
    test = grade(opts["test-src"][0], opts["test"])
    fired: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for r in train:
        for k in r["crit"]:
            fired[k][r["want"]] += 1
    precision = {k: (n1 + 1) / (n0 + n1 + 2) for k, (n0, n1) in fired.items()}
    print("rule precision on the training run: " + ", ".join(f"{k} {p:.2f} ({fired[k][0]}/{fired[k][1]})" for k, p in sorted(precision.items(), key=lambda kv: kv[1])))
    for thr in (0.0, 0.4, 0.5, 0.55, 0.6, 0.65):
        demoted = {k for k, p in precision.items() if p < thr}
        print(f"demote below {thr:.2f}: {', '.join(sorted(demoted)) or '(none)'}")
        print(f"  train: {rates(train, demoted)}")
        for lang in sorted({r['set'].split('-')[1] for r in test}):
            print(f"  test {lang}: {rates([r for r in test if r['set'].split('-')[1] == lang], demoted)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
