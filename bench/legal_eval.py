"""Agreement of the legal gate with a blind graded legal set (issue 26's measure).

    python bench/legal_eval.py            # the held-out halves (audit outputs and eval cases)
    python bench/legal_eval.py --dev      # the development halves

The set (tests/fixtures/legal-blind/) was written and graded by a helper who had not read
``citations/``: a registry of 21 sources (DIFC, ADGM, UAE onshore, KSA, Lebanon; 6 in Arabic), 64
production outputs for ``audit`` and 34 eval cases for ``score --registry``, each graded in
``meta`` (clean, or one of fabricated_citation, misquoted_source, invented_fact,
wrong_jurisdiction_fact), split by sha256(id)[0] % 2 before anything was run. This runs the real
commands in a scratch folder (``registry add``, ``audit --registry``, ``score --registry``) and
counts agreement: the tool says hallucinated (a critical finding) exactly when the grading does;
``uncertain`` counts as not hallucinated and is reported beside it.
"""
from __future__ import annotations

import collections
import json
import sys
import tempfile
from pathlib import Path

from groundtest.cli import main as groundtest

SET = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "legal-blind"
TYPES = ("clean", "fabricated_citation", "misquoted_source", "invented_fact", "wrong_jurisdiction_fact")


def report(label: str, path: Path, kind: str) -> None:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    n = agree = unc = 0
    per: dict[str, list] = collections.defaultdict(lambda: [0, 0, 0])
    over = [0, 0]
    for r in rows:
        m = r["meta"]
        want = (m["want"] == "hallucinated") if kind == "audit" else m["want"]["hallucinated"]
        got = bool(r.get("hallucinated")) or r.get("hallucination") == "hallucinated"
        u = r.get("hallucination") == "uncertain"
        t = m.get("type") or "clean"
        n += 1
        agree += got == want
        unc += u
        per[t][0] += 1
        per[t][1] += got == want
        per[t][2] += u
        if kind == "cases":
            over[0] += 1
            over[1] += bool(r.get("over_refused")) == m["want"]["over_refused"]
    print(f"{label}: agreement {agree}/{n} ({100 * agree / n:.0f}%), uncertain {unc}")
    print("  " + ", ".join(f"{t} {per[t][1]}/{per[t][0]}" for t in TYPES if t in per))
    if kind == "cases":
        print(f"  over-refused agreement {over[1]}/{over[0]}")


def main(argv: list[str]) -> int:
    half = "dev" if "--dev" in argv else "heldout"
    with tempfile.TemporaryDirectory() as tmp:
        db, res_a, res_c = Path(tmp, "registry.db"), Path(tmp, "audit.jsonl"), Path(tmp, "cases.jsonl")
        quiet = ["--output", str(Path(tmp, "report.txt"))]
        groundtest(["registry", "add", str(SET / "sources"), "--db", str(db)])
        groundtest(["audit", str(SET / f"outputs-{half}.jsonl"), "--registry", str(db), "--results", str(res_a), "--no-store", *quiet])
        groundtest(["score", str(SET / f"cases-{half}.jsonl"), "--registry", str(db), "--results", str(res_c), "--no-store", *quiet])
        report(f"audit {half}", res_a, "audit")
        report(f"score --registry {half}", res_c, "cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
