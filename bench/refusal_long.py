"""Agreement of the refusal detector with hand-labelled refusals in the wordings of long chat
answers (tests/fixtures/claims/refusals.jsonl: ``{text, refusal, why}``, written for issue 13 by a
test author who had not seen the detector): refusals that explain what the documents do cover,
"I'm afraid the documents I have don't cover …", and answers that merely contain "no", "not",
"cannot" or "information".

    python bench/refusal_long.py [PATH] [--show]

A text is called a refusal when the response declines (:attr:`groundtest.text.analysis.Analysis.declines`:
a sentence, or a clause of one, declines or names a gap). Prints n, agreement, precision, recall.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from groundtest.text.abstention import DEFAULT
from groundtest.text.analysis import analyse

DEFAULT_PATH = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "claims" / "refusals.jsonl"


def main(argv: list[str]) -> int:
    args = [a for a in argv if not a.startswith("--")]
    path = Path(args[0]) if args else DEFAULT_PATH
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    tp = tn = fp = fn = 0
    for row in rows:
        said = analyse(row["text"], DEFAULT).declines
        want = bool(row["refusal"])
        tp += said and want
        tn += not said and not want
        fp += said and not want
        fn += not said and want
        if "--show" in argv and said != want:
            print(f"{'missed' if want else 'false '}: {row['text'][:140]}")
    n = len(rows)
    print(f"n={n} agreement={(tp + tn) / n:.3f} precision={tp / max(1, tp + fp):.3f} recall={tp / max(1, tp + fn):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
