"""The checker's speed on Arabic cases against English cases of the probe set (issue 24's target:
Arabic within 2× of English in cases per CPU-second).

    python bench/arabic_speed.py [ROUNDS]

Scores the 20 Arabic cases of ../shared/examples/assistant-probes-2.jsonl and 20 English cases
of the same file (the first 20 of the other classes) ROUNDS times (default 5) with the default
judge, in this process, and prints cases per CPU-second and characters per CPU-second for each.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

from groundtest import load_cases, score

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str]) -> int:
    rounds = int(argv[0]) if argv else 5
    cases = load_cases(ROOT.parent / "shared" / "examples" / "assistant-probes-2.jsonl", require_response=True)
    sets = {"arabic": [c for c in cases if c.meta.get("class") == "arabic"],
            "english": [c for c in cases if c.meta.get("class") != "arabic"][:20]}
    rates = {}
    for name, cs in sets.items():
        chars = sum(len(c.response) + sum(len(ch.text) for ch in c.context) for c in cs)
        list(score(cs))  # warm caches and imports
        t = time.process_time()
        for _ in range(rounds):
            list(score(cs))
        dt = (time.process_time() - t) / rounds
        rates[name] = len(cs) / dt
        print(f"{name:8s} {len(cs)} cases, {chars} chars: {len(cs) / dt:,.0f} cases/CPU-s, {chars / dt / 1e3:,.0f} kchar/CPU-s")
    print(f"English/Arabic cases per CPU-second: {rates['english'] / rates['arabic']:.2f}×")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
