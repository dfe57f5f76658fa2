"""Each checker rule's critical findings on graded answer sets: on how many correct answers it fired
(false alarms) and on how many hallucinations (true catches), and on how many of each it was the only
critical rule (so switching its severity to moderate would move that case). The measure behind the
severity table in docs/checker.md: a rule earns `critical` by its precision on answers it was not
tuned on.

    python bench/rule_precision.py FILE ...          # graded JSONL files (meta.want)
    python bench/rule_precision.py                   # the development sets of bench/verdict_eval.py

Held-out files (``*heldout*``) are refused: they are measured once, with verdict_eval.py --heldout.
"""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from groundtest import load_cases, score

sys.path.insert(0, str(Path(__file__).parent))
from verdict_eval import DEV  # noqa: E402


def main(argv: list[str]) -> int:
    files = [Path(a) for a in argv if not a.startswith("--")] or [p for p in DEV if p.is_file()]
    if any("heldout" in p.name for p in files):
        print("rule_precision: held-out files are measured once, with verdict_eval.py --heldout", file=sys.stderr)
        return 2
    fa: Counter = Counter()
    sole_fa: Counter = Counter()
    tp: Counter = Counter()
    sole_tp: Counter = Counter()
    alarms = clean = 0
    for path in files:
        cases = load_cases(path, require_response=True)
        for c, r in zip(cases, score(cases)):
            rules = {f.rule or f.type for f in r.findings if f.severity == "critical"}
            if c.meta["want"]["hallucinated"]:
                tp.update(rules)
                if len(rules) == 1:
                    sole_tp.update(rules)
            else:
                clean += 1
                if r.hallucinated:
                    alarms += 1
                    fa.update(rules)
                    if len(rules) == 1:
                        sole_fa.update(rules)
    print(f"{len(files)} file(s): false alarms {alarms}/{clean}")
    print(f"{'rule':24s} {'on correct':>10s} {'only rule':>9s} {'on halluc.':>10s} {'only rule':>9s} {'precision':>9s}")
    for k in sorted(set(fa) | set(tp), key=lambda k: (-fa[k], -tp[k])):
        prec = tp[k] / (tp[k] + fa[k]) if tp[k] + fa[k] else 0.0
        print(f"{k:24s} {fa[k]:10d} {sole_fa[k]:9d} {tp[k]:10d} {sole_tp[k]:9d} {prec:9.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
