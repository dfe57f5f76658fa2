"""How fast can the offline checker get, and at what cost in quality? Evidence for issue 3's
speed target (≥ 5,000 RAGTruth cases per CPU-second on one core).

    python bench/speed_ceiling.py ../shared/bench/dev/ragtruth.jsonl [--cython] [--repeat 7]

Three measurements on the same cases, each the best of ``--repeat`` passes in cases per
CPU-second of one process (checking only, cases in memory, every pass starting with no
indexed context):

* **ablation** — the checker with families of rules switched off through ``CheckerConfig``
  (the co-occurrence of word pairs, then names, then every atom family), with the balanced
  accuracy each keeps: what a coarser checker would gain in speed and lose in quality;
* **floor** — a bare lexical checker (fold and tokenise the context into a set with stems,
  split the response, count each sentence's content words the context lacks, flag unknown
  digits), the least any checker of words must do per case in CPython;
* **cython** (``--cython``; needs ``pip install cython setuptools``) — the unchanged checker
  modules compiled by Cython into a temporary directory and run through ``bench/detect.py``.
"""
from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent))
import detect  # noqa: E402  (the benchmark's loader, metrics and checker call)

from groundtest.checker import CheckerConfig  # noqa: E402
from groundtest.checker.context import forget_contexts  # noqa: E402
from groundtest.checker.lexicon import NONCONTENT, fold, stem_key, words  # noqa: E402
from groundtest.model import Case  # noqa: E402

ABLATIONS: list[tuple[str, dict]] = [
    ("default", {}),
    ("no word pairs", {"pair_support": False}),
    ("no pairs, names", {"pair_support": False, "check_names": False}),
    ("words only", {"pair_support": False, "check_names": False, "check_values": False,
                    "check_quotes": False, "check_citations": False}),
]
COMPILED = ["checker/__init__.py", "checker/context.py", "checker/lexicon.py", "checker/support.py",
            "checker/lookups.py", "checker/atoms.py", "checker/aliases.py", "checker/claims.py", "text/__init__.py",
            "text/abstention.py", "text/matching.py", "text/analysis.py"]
_SENTENCE = re.compile(r"(?<=[.!?])\s+")


def best_rate(fn: Callable[[Case], object], cases: list[Case], repeat: int) -> tuple[list, float]:
    """Predictions and the best cases per CPU-second over ``repeat`` passes."""
    best, preds = float("inf"), []
    for _ in range(repeat):
        forget_contexts()
        t0 = time.process_time()
        preds = [fn(c) for c in cases]
        best = min(best, time.process_time() - t0)
    return preds, len(cases) / best


def floor_check(case: Case) -> bool:
    """The bare lexical checker: flagged when a sentence is mostly new words or states a new number."""
    vocab = set(words(fold("\n\n".join(c.text for c in case.context))))
    stems = set(map(stem_key, vocab))
    for s in _SENTENCE.split(case.response or ""):
        toks = words(fold(s))
        content = [w for w in toks if w not in NONCONTENT and len(w) > 1]
        novel = [w for w in content if w not in vocab and stem_key(w) not in stems]
        if content and len(novel) / len(content) > 0.5:
            return True
        if any(w.isdigit() and w not in vocab for w in toks):
            return True
    return False


def cython_rate(path: str, repeat: int) -> dict | None:
    """Build the checker modules with Cython in a temporary copy of ``src`` and run detect.py there."""
    try:
        import Cython  # noqa: F401
    except ImportError:
        print("--cython needs: pip install cython setuptools", file=sys.stderr)
        return None
    root = Path(__file__).resolve().parent.parent
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copytree(root / "src", Path(tmp) / "src")
        mods = [f"src/groundtest/{m}" for m in COMPILED]
        setup = (f"from setuptools import setup\nfrom Cython.Build import cythonize\n"
                 f"setup(ext_modules=cythonize({mods!r}, language_level=3, quiet=True,"
                 f" compiler_directives={{'annotation_typing': False}}), package_dir={{'': 'src'}})\n")
        (Path(tmp) / "setup_cy.py").write_text(setup)
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "setup_cy.py", "build_ext", "--inplace"], cwd=tmp, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        built = time.perf_counter() - t0
        env = {"PYTHONPATH": str(Path(tmp) / "src")}
        where = subprocess.run([sys.executable, "-c", "import groundtest.checker.support as m; print(m.__file__)"],
                               cwd=tmp, env=env, check=True, capture_output=True, text=True).stdout.strip()
        if not where.endswith(".so"):
            raise SystemExit(f"the compiled modules were not imported (got {where})")
        out = Path(tmp) / "figures.json"
        subprocess.run([sys.executable, str(root / "bench" / "detect.py"), str(Path(path).resolve()),
                        "--repeat", str(repeat), "--json", str(out)], cwd=tmp, check=True, env=env,
                       stdout=subprocess.DEVNULL)
        row = json.loads(out.read_text())[0]
        row["build_seconds"] = built
        return row


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", metavar="DATA.jsonl")
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--cython", action="store_true", help="also time the checker compiled by Cython")
    args = ap.parse_args(argv)
    cases, gold = detect.load(args.data)
    print(f"{Path(args.data).name}: {len(cases)} cases")
    print(f"{'checker':<34}{'bal.acc':>8}{'/cpu-s':>8}")
    for name, options in ABLATIONS:
        detect._init(CheckerConfig(**options))
        preds, rate = best_rate(detect.ours, cases, args.repeat)
        acc = detect.metrics([p != "clean" for p in preds], gold)["balanced_accuracy"]
        print(f"{name:<34}{acc:>8.3f}{rate:>8.0f}")
    preds, rate = best_rate(floor_check, cases, args.repeat)
    print(f"{'floor: bare lexical checker':<34}{detect.metrics(preds, gold)['balanced_accuracy']:>8.3f}{rate:>8.0f}")
    if args.cython:
        row = cython_rate(args.data, args.repeat)
        if row:
            print(f"{'default, compiled by Cython':<34}{row['balanced_accuracy']:>8.3f}{row['cases_per_cpu_s']:>8.0f}"
                  f"   (build {row['build_seconds']:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
