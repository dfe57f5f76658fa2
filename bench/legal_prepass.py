"""Cost of the legal pre-pass in value extraction (issue 26): ``ninety (90) days`` folded to one
value and pin cites blanked (groundtest.legal) before ``text.matching`` reads values.

    python bench/legal_prepass.py            # µs per text with and without the pre-pass

Texts: the responses and contexts of examples/support-assistant.jsonl (no legal drafting: the
common case, where the pre-pass only checks its triggers) and synthetic legal paragraphs (paired
numbers, pin cites, section signs). Each set is timed with the pre-pass and with it replaced by
the identity, in one process, interleaved, best of 7.
"""
from __future__ import annotations

import json
import random
import time
from pathlib import Path

from groundtest import legal
from groundtest.text import matching

ROOT = Path(__file__).resolve().parents[1]
WORDS = ["fifteen (15)", "thirty (30)", "ninety (90)", "one hundred and twenty (120)", "twenty-one (21)", "seven (7)"]


def legal_texts(n: int) -> list[str]:
    rng = random.Random(7)
    out = []
    for _ in range(n):
        out.append(f"Under Article {rng.randint(1, 99)}(2) of DIFC Law No. 2 of 2019, the employer must give {rng.choice(WORDS)} "
                   f"days' notice; see [2022] DIFC CFI {rng.randint(1, 99):03d} at [{rng.randint(1, 40)}], para "
                   f"{rng.randint(1, 40)} and § {rng.randint(1, 9)}(b). The fee is AED {rng.randint(100, 9000):,} and the "
                   f"Tribunal held the claim of {rng.choice(WORDS)} hours was late [1].")
    return out


def support_texts() -> list[str]:
    rows = [json.loads(line) for line in (ROOT / "examples" / "support-assistant.jsonl").read_text().splitlines()]
    return [r.get("response", "") + " " + json.dumps(r.get("context", "")) for r in rows] * 100


def once(texts: list[str]) -> float:
    t = time.perf_counter()
    for x in texts:
        matching.extract_values(x)
    return (time.perf_counter() - t) * 1e6 / len(texts)


def main() -> None:
    sets = {"support (no legal drafting)": support_texts(), "legal paragraphs": legal_texts(3000)}
    fold, blank = matching.fold_paired_numbers, matching.blank_pin_cites
    for name, texts in sets.items():
        once(texts)  # warm up
        with_pass, without = [], []
        for _ in range(7):  # interleaved, best of 7 each: a shared machine's noise hits both alike
            with_pass.append(once(texts))
            matching.fold_paired_numbers = matching.blank_pin_cites = lambda s: s  # type: ignore[assignment]
            try:
                without.append(once(texts))
            finally:
                matching.fold_paired_numbers, matching.blank_pin_cites = fold, blank
        a, b = min(with_pass), min(without)
        print(f"{name}: {len(texts)} texts, extract_values {a:.1f} µs/text with the pre-pass, "
              f"{b:.1f} without ({(a / b - 1) * 100:+.1f}%)")
    assert legal is not None


if __name__ == "__main__":
    main()
