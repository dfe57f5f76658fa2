"""How often a response's text is folded, tokenised and looked up on its way to a verdict (issue 22, item 8:
"a response's text visits lookups 14 times and fold 9 times").

    python bench/text_visits.py [FILE ...]      # default: the English and Arabic blind development sets

Runs ``groundtest.checker.check`` over each case under ``cProfile`` and prints, per response, the calls of the
text layer's fold/normalise/tokenise functions and of the functions of ``checker/lookups.py`` (the value,
name, citation and contact lookups), with the number of *distinct* lookups functions entered. Counts, not
time: they do not depend on the machine.
"""
from __future__ import annotations

import cProfile
import pstats
import sys
from pathlib import Path

from groundtest import load_cases
from groundtest.checker import check

ROOT = Path(__file__).resolve().parents[1]
FIX = ROOT / "tests" / "fixtures" / "verdict"
DEFAULT = [FIX / "blind5-en-dev.jsonl", FIX / "blind5-ar-dev.jsonl"]

#: (file suffix, function name): the text layer's folds, normalisers and tokenisers
TEXT = [("text/__init__.py", "normalize"), ("checker/lexicon.py", "fold"), ("checker/lexicon.py", "words"),
        ("text/arabic/normalise.py", "fold"), ("text/arabic/normalise.py", "fold_text"),
        ("text/arabic/normalise.py", "tokens"), ("text/arabic/behaviour.py", "_fold"),
        ("citations/support.py", "tokens")]


def main(argv: list[str]) -> int:
    files = [Path(a) for a in argv] or DEFAULT
    for path in files:
        cases = load_cases(path, require_response=True)
        prof = cProfile.Profile()
        prof.enable()
        for c in cases:
            check(c.response.text if hasattr(c.response, "text") else c.response, c.context, c.query_text)
        prof.disable()
        stats = pstats.Stats(prof).stats  # type: ignore[attr-defined]
        n = len(cases)
        print(f"{path.name}: {n} responses")
        for suffix, name in TEXT:
            calls = sum(v[1] for (f, _, fn), v in stats.items() if fn == name and f.replace("\\", "/").endswith(suffix))
            if calls:
                print(f"  {suffix}:{name:<10} {calls / n:8.1f} calls per response")
        look = {fn: v[1] for (f, _, fn), v in stats.items() if f.replace("\\", "/").endswith("checker/lookups.py")}
        print(f"  checker/lookups.py: {sum(look.values()) / n:8.1f} calls per response, "
              f"{len([k for k, v in look.items() if v])} distinct functions entered")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
