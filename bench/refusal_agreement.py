"""Agreement of groundtest's default abstention detector with other projects' refusal labels.

Reads ``../shared/bench/refusal/refusal_peer.jsonl`` (beside the repository) (or the path given as the first
argument): assistant outputs labelled refusal / not refusal by the test suites of promptfoo,
garak and llm-guard. Mixed lines (a refusal followed by the content anyway) are skipped. Each
text is split into sentences and called a refusal when any sentence is one.

    python bench/refusal_agreement.py [PATH] [--show]

Prints n, agreement, precision and recall (refusal = positive); ``--show`` lists the
disagreements. Their notion of refusal (mostly safety refusals) is not exactly groundtest's
notion of abstention, so this is a second opinion, not ground truth.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from groundtest.text.abstention import DEFAULT
from groundtest.text import split_sentences

DEFAULT_PATH = Path(__file__).resolve().parents[1].parent / "shared" / "bench" / "refusal" / "refusal_peer.jsonl"


def load(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as fh:
        return [row for row in map(json.loads, fh) if not row.get("mixed")]


def is_refusal(text: str) -> bool:
    return any(DEFAULT.is_refusal(s.text) for s in split_sentences(text))


def agreement(rows: list[dict]) -> dict[str, float]:
    tp = fp = fn = tn = 0
    for row in rows:
        got, want = is_refusal(row["text"]), bool(row["refusal"])
        tp += got and want
        fp += got and not want
        fn += want and not got
        tn += not got and not want
    n = tp + fp + fn + tn
    return {
        "n": n,
        "agreement": (tp + tn) / n if n else 0.0,
        "precision": tp / (tp + fp) if tp + fp else 0.0,
        "recall": tp / (tp + fn) if tp + fn else 0.0,
    }


def main(argv: list[str]) -> int:
    args = [a for a in argv if not a.startswith("--")]
    path = Path(args[0]) if args else DEFAULT_PATH
    if not path.exists():
        print(f"{path}: not found", file=sys.stderr)
        return 2
    rows = load(path)
    if "--show" in argv:
        for row in rows:
            got = is_refusal(row["text"])
            if got != bool(row["refusal"]):
                label = "missed refusal" if row["refusal"] else "false refusal"
                print(f"{label:15s} {row['text'][:160]!r}  [{row['source'].split('@')[0]}]")
    stats = agreement(rows)
    print(f"n={stats['n']} agreement={stats['agreement']:.3f} "
          f"precision={stats['precision']:.3f} recall={stats['recall']:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
