"""bench/score_bench.py --vs-seed (issue 17) at a small size: both processes run on both files,
the seed re-implementation scores as the method's script does, and extra flags reach groundtest."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"
RAGTRUTH = BENCH.parents[1] / "shared" / "bench" / "dev" / "ragtruth.jsonl"


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_long_file_replicates_ragtruth_with_new_ids_and_no_label_fields(tmp_path: Path) -> None:
    if not RAGTRUTH.exists():
        pytest.skip(f"{RAGTRUTH} not present")
    sys.path.insert(0, str(BENCH))
    try:
        import score_bench
    finally:
        sys.path.remove(str(BENCH))
    n = score_bench.long_file(RAGTRUTH, 600, tmp_path / "long.jsonl")
    rows = _lines(tmp_path / "long.jsonl")
    assert n == len(rows) == 2 * len(_lines(RAGTRUTH))  # whole copies: 262 rows twice
    assert len({r["id"] for r in rows}) == n
    assert not any(k in r for r in rows for k in ("gold", "gold_detail", "source"))
    from groundtest.cases import load_cases

    assert len(load_cases(tmp_path / "long.jsonl", require_response=True)) == n  # a valid case file


def test_vs_seed_times_both_scorers_on_both_files(tmp_path: Path) -> None:
    if not RAGTRUTH.exists():
        pytest.skip(f"{RAGTRUTH} not present")
    keep = tmp_path / "out"
    proc = subprocess.run(
        [sys.executable, str(BENCH / "score_bench.py"), "--vs-seed", "--short-n", "200", "--long-n", "262",
         "--repeats", "1", "--keep", str(keep), "--gt-arg=--max-hallucination-rate", "--gt-arg=0.5"],
        capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = proc.stdout.splitlines()
    assert "--max-hallucination-rate 0.5" in out[1]
    rows = [line.split() for line in out[3:]]
    assert [r[-4] for r in rows] == ["200", "262"]  # cases of each file
    assert all(float(r[-1]) > 0 for r in rows)  # groundtest/seed
    # the extra flag reached groundtest; both wrote one result per case
    assert json.loads((keep / "short-200.summary.json").read_text())["budgets"]["max_hallucination_rate"] == 0.5
    seed = _lines(keep / "short-200.seed.jsonl")
    gt = _lines(keep / "short-200.results.jsonl")
    assert [s["id"] for s in seed] == [g["id"] for g in gt] == [f"case-{i}" for i in range(200)]
    # the seed's three regexes: "The documents don't say." refuses; "$fee" is stated; "$fee+1" is not
    by_type = {}
    for s, g in zip(seed, gt):
        by_type.setdefault(g["type"], []).append(s)
    assert all(s["refused"] and not s["hallucinated"] for s in by_type["unanswerable"])
    assert all(not s["refused"] and not s["hallucinated"] and not s["missing"] for s in by_type["answerable"])
    assert all(s["forbidden"] == [] for s in by_type["stale_context"])
    assert len(_lines(keep / "ragtruth-long.seed.jsonl")) == len(_lines(keep / "ragtruth-long.results.jsonl")) == 262
