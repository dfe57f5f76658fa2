"""Arabic light stemming: groundtest's own table (text/arabic/normalise.stem) against
Tashaphyne (GPL, measured only; not a dependency), on speed and on the Arabic probes.

    python bench/arabic_stem.py [FILE]   # default ../shared/examples/assistant-probes-2.jsonl

Coverage: the share of the response words of the *correct* Arabic answers (meta.want
hallucinated false) whose stem is among the stems of their context and question, i.e. how
many honest words a stem-level lookup would confirm (higher is better); spill: the same share
for the hallucinated answers (words a stemmer merges too eagerly show up here too).
"""
from __future__ import annotations

import json
import re
import sys
import time
from pathlib import Path

from groundtest.text.arabic.normalise import fold_text, stem

ROOT = Path(__file__).resolve().parents[1]
WORD = re.compile(r"[\u0621-\u064a]+")


def main(argv: list[str]) -> int:
    path = Path(argv[0]) if argv else ROOT.parent / "shared" / "examples" / "assistant-probes-2.jsonl"
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    rows = [r for r in rows if r.get("meta", {}).get("class", "arabic") == "arabic" and WORD.search(r["response"])]
    stemmers = {"own table": stem}
    try:
        from tashaphyne.stemming import ArabicLightStemmer
        light = ArabicLightStemmer()
        stemmers["tashaphyne"] = light.light_stem
    except ImportError:
        print("tashaphyne not installed: own table only")
    words = [w for r in rows for w in WORD.findall(fold_text(r["response"] + " " + " ".join(c["text"] for c in r["context"])))]
    for name, fn in stemmers.items():
        getattr(fn, "cache_clear", lambda: None)()
        t = time.process_time()
        for w in words:
            fn(w)
        dt = time.process_time() - t
        stats = {}
        for want in (False, True):
            hit = tot = 0
            for r in rows:
                if r["meta"]["want"]["hallucinated"] != want:
                    continue
                src = fold_text(" ".join(c["text"] for c in r["context"]) + " " + r["query"])
                known = {fn(w) for w in WORD.findall(src)}
                for w in WORD.findall(fold_text(r["response"])):
                    tot += 1
                    hit += fn(w) in known
            stats[want] = (hit, tot)
        (h, n), (h2, n2) = stats[False], stats[True]
        print(f"{name:11s} {len(words)} words in {dt*1000:.0f} ms CPU ({len(words)/max(dt,1e-9):,.0f} words/s, own table's cache cleared first); "
              f"coverage on correct answers {h}/{n} = {h/max(n,1):.3f}; on hallucinated {h2}/{n2} = {h2/max(n2,1):.3f}; "
              f"التوفيق → {fn(fold_text('التوفيق'))}, بالمستندات → {fn(fold_text('بالمستندات'))}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
