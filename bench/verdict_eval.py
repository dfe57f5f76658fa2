"""The verdict on graded answer sets, per class: false alarms among the correct answers and misses
among the hallucinations (issue 22's measure).

    python bench/verdict_eval.py                 # the development sets: seed, probes 2, blind dev halves
    python bench/verdict_eval.py --heldout       # the held-out halves (measuring only: never tune on them)
    python bench/verdict_eval.py FILE ... [--judge none] [--show]
    python bench/verdict_eval.py --update-known  # rewrite tests/fixtures/verdict/known-misses.json (dev sets)
    python bench/verdict_eval.py --checker-config FILE [FILE ...]  # with a checker config (rule_severity …)

A case agrees when ``score`` gives both wanted flags (``meta.want``). A *false alarm* is a case
wanted clean and graded hallucinated; a *miss* is a case wanted hallucinated and graded not.
``uncertain`` is not hallucinated: it goes to a person (its share is printed).
"""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

from groundtest import load_cases, score
from groundtest.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "examples"
FIX = ROOT / "tests" / "fixtures" / "verdict"
DEV = [SHARED / "seed-examples.jsonl", SHARED / "assistant-probes.jsonl", SHARED / "acceptance.jsonl", SHARED / "assistant-probes-2.jsonl", FIX / "blind-en-dev.jsonl", FIX / "blind-ar-dev.jsonl",
       FIX / "blind-en-dev2.jsonl", FIX / "blind-ar-dev2.jsonl", FIX / "blind2-en-dev.jsonl", FIX / "blind2-ar-dev.jsonl",
       FIX / "blind2-en-dev2.jsonl", FIX / "blind2-ar-dev2.jsonl", FIX / "blind3-en-dev.jsonl", FIX / "blind3-ar-dev.jsonl",
       FIX / "blind3-en-dev2.jsonl", FIX / "blind3-ar-dev2.jsonl", FIX / "blind4-en-dev.jsonl", FIX / "blind4-ar-dev.jsonl",
       FIX / "blind4-en-dev2.jsonl", FIX / "blind4-ar-dev2.jsonl",
       FIX / "blind5-en-dev.jsonl", FIX / "blind5-ar-dev.jsonl", FIX / "blind5-en-dev2.jsonl", FIX / "blind5-ar-dev2.jsonl",
       FIX / "blind6-en-dev.jsonl", FIX / "blind6-ar-dev.jsonl", FIX / "blind6-en-dev2.jsonl", FIX / "blind6-ar-dev2.jsonl",
       FIX / "blind7-en-dev.jsonl", FIX / "blind7-ar-dev.jsonl", FIX / "blind7-en-dev2.jsonl", FIX / "blind7-ar-dev2.jsonl",
       FIX / "blind8-en-dev.jsonl", FIX / "blind8-ar-dev.jsonl", FIX / "blind8-en-dev2.jsonl", FIX / "blind8-ar-dev2.jsonl",
       FIX / "blind9-en-dev.jsonl", FIX / "blind9-ar-dev.jsonl", FIX / "blind9-en-dev2.jsonl", FIX / "blind9-ar-dev2.jsonl",
       FIX / "blind10-en-dev.jsonl", FIX / "blind10-ar-dev.jsonl", FIX / "blind10-en-dev2.jsonl", FIX / "blind10-ar-dev2.jsonl",
       FIX / "blind11-en-dev.jsonl", FIX / "blind11-ar-dev.jsonl", FIX / "blind11-en-dev2.jsonl", FIX / "blind11-ar-dev2.jsonl",
       FIX / "blind12-en-dev.jsonl", FIX / "blind12-ar-dev.jsonl", FIX / "blind12-en-dev2.jsonl", FIX / "blind12-ar-dev2.jsonl",
       FIX / "blind13-en-dev.jsonl", FIX / "blind13-ar-dev.jsonl", FIX / "blind13-en-dev2.jsonl", FIX / "blind13-ar-dev2.jsonl",
       FIX / "blind14-en-dev.jsonl", FIX / "blind14-ar-dev.jsonl", FIX / "blind14-en-dev2.jsonl", FIX / "blind14-ar-dev2.jsonl",
       FIX / "blind15-en-dev.jsonl", FIX / "blind15-ar-dev.jsonl",
       FIX / "blind15-en-dev2.jsonl", FIX / "blind15-ar-dev2.jsonl",
       FIX / "blind16-en-dev.jsonl", FIX / "blind16-ar-dev.jsonl",
       FIX / "blind16-en-dev2.jsonl", FIX / "blind16-ar-dev2.jsonl",
       FIX / "blind17-en-dev.jsonl", FIX / "blind17-ar-dev.jsonl",
       FIX / "blind17-en-dev2.jsonl", FIX / "blind17-ar-dev2.jsonl",
       FIX / "blind18-en-dev.jsonl", FIX / "blind18-ar-dev.jsonl",
       FIX / "blind18-en-dev2.jsonl", FIX / "blind18-ar-dev2.jsonl",
       FIX / "blind19-en-dev.jsonl", FIX / "blind19-ar-dev.jsonl",
       FIX / "blind19-en-dev2.jsonl", FIX / "blind19-ar-dev2.jsonl",
       FIX / "blind20-en-dev.jsonl", FIX / "blind20-ar-dev.jsonl",
       FIX / "blind20-en-dev2.jsonl", FIX / "blind20-ar-dev2.jsonl",
       FIX / "blind21-en-dev.jsonl", FIX / "blind21-ar-dev.jsonl",
       FIX / "blind21-en-dev2.jsonl", FIX / "blind21-ar-dev2.jsonl",
       FIX / "blind22-en-dev.jsonl", FIX / "blind22-ar-dev.jsonl",
       FIX / "blind22-en-dev2.jsonl", FIX / "blind22-ar-dev2.jsonl",
       FIX / "blind23-en-dev.jsonl", FIX / "blind23-ar-dev.jsonl",
       FIX / "blind23-en-dev2.jsonl", FIX / "blind23-ar-dev2.jsonl",
       FIX / "blind24-en-dev.jsonl", FIX / "blind24-ar-dev.jsonl",
       FIX / "blind24-en-dev2.jsonl", FIX / "blind24-ar-dev2.jsonl",
       FIX / "blind25-en-dev.jsonl", FIX / "blind25-ar-dev.jsonl",
       FIX / "blind25-en-dev2.jsonl", FIX / "blind25-ar-dev2.jsonl",
       FIX / "blind26-en-dev.jsonl", FIX / "blind26-ar-dev.jsonl",
       FIX / "blind26-en-dev2.jsonl", FIX / "blind26-ar-dev2.jsonl",
       FIX / "blind27-en-dev.jsonl", FIX / "blind27-ar-dev.jsonl",
       FIX / "blind27-en-dev2.jsonl", FIX / "blind27-ar-dev2.jsonl",
       FIX / "blind28-en-dev.jsonl", FIX / "blind28-ar-dev.jsonl",
       FIX / "blind28-en-dev2.jsonl", FIX / "blind28-ar-dev2.jsonl",
       FIX / "blind29-en-dev.jsonl", FIX / "blind29-ar-dev.jsonl",
       FIX / "blind29-en-dev2.jsonl", FIX / "blind29-ar-dev2.jsonl",
       FIX / "blind30-en-dev.jsonl", FIX / "blind30-ar-dev.jsonl",
       FIX / "blind30-en-dev2.jsonl", FIX / "blind30-ar-dev2.jsonl",
       FIX / "blind31-en-dev.jsonl", FIX / "blind31-ar-dev.jsonl",
       FIX / "blind31-en-dev2.jsonl", FIX / "blind31-ar-dev2.jsonl",
       FIX / "blind32-en-dev.jsonl", FIX / "blind32-ar-dev.jsonl",
       FIX / "blind32-en-dev2.jsonl", FIX / "blind32-ar-dev2.jsonl",
       FIX / "blind33-en-dev.jsonl", FIX / "blind33-ar-dev.jsonl",
       FIX / "blind33-en-dev2.jsonl", FIX / "blind33-ar-dev2.jsonl",
       FIX / "blind34-en-dev.jsonl", FIX / "blind34-ar-dev.jsonl",
       FIX / "blind34-en-dev2.jsonl", FIX / "blind34-ar-dev2.jsonl",
       FIX / "blind35-en-dev.jsonl", FIX / "blind35-ar-dev.jsonl",
       FIX / "blind35-en-dev2.jsonl", FIX / "blind35-ar-dev2.jsonl",
       FIX / "blind36-en-dev.jsonl", FIX / "blind36-ar-dev.jsonl",
       FIX / "blind36-en-dev2.jsonl", FIX / "blind36-ar-dev2.jsonl",
       FIX / "blind37-en-dev.jsonl", FIX / "blind37-ar-dev.jsonl"]
HELDOUT = [FIX / "blind37-en-heldout.jsonl", FIX / "blind37-ar-heldout.jsonl"]
KNOWN_FILES = ["assistant-probes-2.jsonl", "blind-en-dev.jsonl", "blind-ar-dev.jsonl", "blind-en-dev2.jsonl", "blind-ar-dev2.jsonl",
               "blind2-en-dev.jsonl", "blind2-ar-dev.jsonl", "blind2-en-dev2.jsonl", "blind2-ar-dev2.jsonl",
               "blind3-en-dev.jsonl", "blind3-ar-dev.jsonl", "blind3-en-dev2.jsonl", "blind3-ar-dev2.jsonl",
               "blind4-en-dev.jsonl", "blind4-ar-dev.jsonl", "blind4-en-dev2.jsonl", "blind4-ar-dev2.jsonl",
               "blind5-en-dev.jsonl", "blind5-ar-dev.jsonl", "blind5-en-dev2.jsonl", "blind5-ar-dev2.jsonl",
               "blind6-en-dev.jsonl", "blind6-ar-dev.jsonl", "blind6-en-dev2.jsonl", "blind6-ar-dev2.jsonl",
               "blind7-en-dev.jsonl", "blind7-ar-dev.jsonl", "blind7-en-dev2.jsonl", "blind7-ar-dev2.jsonl",
               "blind8-en-dev.jsonl", "blind8-ar-dev.jsonl", "blind8-en-dev2.jsonl", "blind8-ar-dev2.jsonl",
               "blind9-en-dev.jsonl", "blind9-ar-dev.jsonl", "blind9-en-dev2.jsonl", "blind9-ar-dev2.jsonl",
               "blind10-en-dev.jsonl", "blind10-ar-dev.jsonl", "blind10-en-dev2.jsonl", "blind10-ar-dev2.jsonl",
               "blind11-en-dev.jsonl", "blind11-ar-dev.jsonl", "blind11-en-dev2.jsonl", "blind11-ar-dev2.jsonl",
               "blind12-en-dev.jsonl", "blind12-ar-dev.jsonl", "blind12-en-dev2.jsonl", "blind12-ar-dev2.jsonl",
               "blind13-en-dev.jsonl", "blind13-ar-dev.jsonl", "blind13-en-dev2.jsonl", "blind13-ar-dev2.jsonl",
               "blind14-en-dev.jsonl", "blind14-ar-dev.jsonl", "blind14-en-dev2.jsonl", "blind14-ar-dev2.jsonl",
               "blind15-en-dev.jsonl", "blind15-ar-dev.jsonl", "blind15-en-dev2.jsonl", "blind15-ar-dev2.jsonl",
               "blind16-en-dev.jsonl", "blind16-ar-dev.jsonl", "blind16-en-dev2.jsonl", "blind16-ar-dev2.jsonl",
               "blind17-en-dev.jsonl", "blind17-ar-dev.jsonl", "blind17-en-dev2.jsonl", "blind17-ar-dev2.jsonl",
               "blind18-en-dev.jsonl", "blind18-ar-dev.jsonl", "blind18-en-dev2.jsonl", "blind18-ar-dev2.jsonl",
               "blind19-en-dev.jsonl", "blind19-ar-dev.jsonl", "blind19-en-dev2.jsonl", "blind19-ar-dev2.jsonl",
               "blind20-en-dev.jsonl", "blind20-ar-dev.jsonl", "blind20-en-dev2.jsonl", "blind20-ar-dev2.jsonl",
               "blind21-en-dev.jsonl", "blind21-ar-dev.jsonl", "blind21-en-dev2.jsonl", "blind21-ar-dev2.jsonl",
               "blind22-en-dev.jsonl", "blind22-ar-dev.jsonl", "blind22-en-dev2.jsonl", "blind22-ar-dev2.jsonl",
               "blind23-en-dev.jsonl", "blind23-ar-dev.jsonl", "blind23-en-dev2.jsonl", "blind23-ar-dev2.jsonl",
               "blind24-en-dev.jsonl", "blind24-ar-dev.jsonl", "blind24-en-dev2.jsonl", "blind24-ar-dev2.jsonl",
               "blind25-en-dev.jsonl", "blind25-ar-dev.jsonl", "blind25-en-dev2.jsonl", "blind25-ar-dev2.jsonl",
               "blind26-en-dev.jsonl", "blind26-ar-dev.jsonl", "blind26-en-dev2.jsonl", "blind26-ar-dev2.jsonl",
               "blind27-en-dev.jsonl", "blind27-ar-dev.jsonl", "blind27-en-dev2.jsonl", "blind27-ar-dev2.jsonl",
               "blind28-en-dev.jsonl", "blind28-ar-dev.jsonl", "blind28-en-dev2.jsonl", "blind28-ar-dev2.jsonl",
               "blind29-en-dev.jsonl", "blind29-ar-dev.jsonl", "blind29-en-dev2.jsonl", "blind29-ar-dev2.jsonl",
               "blind30-en-dev.jsonl", "blind30-ar-dev.jsonl", "blind30-en-dev2.jsonl", "blind30-ar-dev2.jsonl",
               "blind31-en-dev.jsonl", "blind31-ar-dev.jsonl", "blind31-en-dev2.jsonl", "blind31-ar-dev2.jsonl",
               "blind32-en-dev.jsonl", "blind32-ar-dev.jsonl", "blind32-en-dev2.jsonl", "blind32-ar-dev2.jsonl",
               "blind33-en-dev.jsonl", "blind33-ar-dev.jsonl", "blind33-en-dev2.jsonl", "blind33-ar-dev2.jsonl",
               "blind34-en-dev.jsonl", "blind34-ar-dev.jsonl", "blind34-en-dev2.jsonl", "blind34-ar-dev2.jsonl",
               "blind35-en-dev.jsonl", "blind35-ar-dev.jsonl", "blind35-en-dev2.jsonl", "blind35-ar-dev2.jsonl",
               "blind36-en-dev.jsonl", "blind36-ar-dev.jsonl", "blind36-en-dev2.jsonl", "blind36-ar-dev2.jsonl",
               "blind37-en-dev.jsonl", "blind37-ar-dev.jsonl"]


def evaluate(path: Path, judge: str | None, show: bool, settings: Settings | None = None) -> dict:
    cases = load_cases(path, require_response=True)
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0, 0, 0])  # agree, n, alarms, clean-n, misses, bad-n
    wrong: dict[str, str] = {}
    uncertain = 0
    for c, r in zip(cases, score(cases, judge=judge, settings=settings)):
        w = c.meta["want"]
        ok = (r.hallucinated, r.over_refused) == (w["hallucinated"], w["over_refused"])
        row = per[c.meta.get("class", "all")]
        row[0] += ok
        row[1] += 1
        uncertain += r.hallucination == "uncertain"
        if w["hallucinated"]:
            row[5] += 1
            row[4] += not r.hallucinated
        else:
            row[3] += 1
            row[2] += r.hallucinated
        if not ok:
            kind = "missed" if w["hallucinated"] else ("false alarm" if r.hallucinated else "refusal misread")
            wrong[c.id] = f"{kind}: {c.meta.get('why', '')}"
            if show:
                print(f"    {c.id} [{c.meta.get('class')}] {kind}: {c.meta.get('why', '')}\n      got: {r.reason()}")
    tot = [sum(r[k] for r in per.values()) for k in range(6)]
    print(f"{path.name}: {tot[0]}/{tot[1]} agree; false alarms {tot[2]}/{tot[3]} ({_pct(tot[2], tot[3])}) of the correct answers; "
          f"misses {tot[4]}/{tot[5]} ({_pct(tot[4], tot[5])}) of the hallucinations; uncertain {uncertain}")
    print("  " + ", ".join(f"{k} {v[0]}/{v[1]} (fa {v[2]}/{v[3]}, miss {v[4]}/{v[5]})" for k, v in per.items()))
    return wrong


def _pct(a: int, b: int) -> str:
    return f"{100 * a / b:.1f}%" if b else "-"


def main(argv: list[str]) -> int:
    judge = None
    if "--judge" in argv:
        judge = argv[argv.index("--judge") + 1]
    settings = None
    config = argv[argv.index("--checker-config") + 1] if "--checker-config" in argv else None
    if config is not None:
        settings = Settings(checker_config=config)
    files = [Path(a) for a in argv if not a.startswith("--") and a not in (judge, config)]
    if not files:
        files = HELDOUT if "--heldout" in argv else DEV
    known = {}
    for path in files:
        if path.is_file():
            known[path.name] = evaluate(path, judge, "--show" in argv, settings)
    if "--update-known" in argv and config is None:
        out = {name: known[name] for name in KNOWN_FILES if name in known}
        (FIX / "known-misses.json").write_text(json.dumps(out, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"wrote {FIX / 'known-misses.json'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
