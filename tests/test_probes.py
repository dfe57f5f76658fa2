"""The public assistant probes (../shared/examples/assistant-probes.jsonl): 96 answers written the
way chat assistants phrase them, twelve classes of eight, graded from outside the project. Every
``meta.want`` is asserted with the default judge, and each class keeps its passing and failing cases."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from groundtest import load_cases, score

PROBES = Path(__file__).resolve().parents[1].parent / "shared" / "examples" / "assistant-probes.jsonl"


def _ids() -> list[str]:
    if not PROBES.is_file():
        return []
    return [json.loads(line)["id"] for line in PROBES.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.fixture(scope="module")
def results():
    if not PROBES.is_file():
        pytest.skip(f"the shared probe file is absent: {PROBES} (CI lays ../shared beside the clone)")
    cases = load_cases(PROBES, require_response=True)
    return {r.id: r for r in score(cases)}


@pytest.mark.parametrize("case_id", _ids() or ["absent"])
def test_probe_graded_as_wanted(results, case_id):
    r = results[case_id]
    want = r.meta["want"]
    assert (r.hallucinated, r.over_refused) == (want["hallucinated"], want["over_refused"]), \
        f"{case_id} [{r.meta['class']}] {r.meta['why']} -- got: {r.reason()}"


def test_every_class_has_a_passing_and_a_failing_probe(results):
    kinds = Counter((r.meta["class"], r.meta["want"]["hallucinated"] or r.meta["want"]["over_refused"]) for r in results.values())
    classes = {c for c, _ in kinds}
    assert len(classes) == 12
    assert all(kinds[(c, True)] and kinds[(c, False)] for c in classes)
