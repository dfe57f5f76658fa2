"""Case files for the gating tests: a baseline system and a candidate that differ by known flips."""
from __future__ import annotations

from pathlib import Path

from tests.helpers import case, write_jsonl

REFUSAL = "I don't know. The documents do not cover this."
NASTY = "<img src=x onerror=alert(1)> @here the fee is $3 | [click](http://evil.example)."

#: (id, metric, direction) the candidate flips, and which are bait
EXPECTED_FLIPS = {
    ("flip-h", "hallucinated", "to_fail"),
    ("fixed", "hallucinated", "to_pass"),
    ("refuse", "over_refused", "to_fail"),
    ("bait1", "hallucinated", "to_fail"),
}


def _bait(response: str) -> dict:
    return case(id="bait1", type="unanswerable", expect="abstain", query="What is the fee for a lost tablet?",
                response=response, must_include=..., tags=["bait"])


def write_pair(tmp_path: Path, *, regress: bool = True) -> tuple[Path, Path]:
    """``base.jsonl`` and ``cand.jsonl``: ten steady cases; the candidate breaks three and fixes one."""
    steady = [case(id=f"ok{i}") for i in range(10)]
    wrong = "A replacement card costs $5."
    base = steady + [
        case(id="flip-h", must_not_include=["$5"]),
        case(id="fixed", response=wrong, must_not_include=["$5"]),
        case(id="refuse"),
        _bait(REFUSAL),
    ]
    cand = steady + [
        case(id="flip-h", response=wrong if regress else case()["response"], must_not_include=["$5"]),
        case(id="fixed", must_not_include=["$5"]),
        case(id="refuse", response=REFUSAL if regress else case()["response"]),
        _bait(NASTY if regress else REFUSAL),
    ]
    return write_jsonl(tmp_path / "base.jsonl", base), write_jsonl(tmp_path / "cand.jsonl", cand)
