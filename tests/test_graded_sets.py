"""Graded answer sets asserted case by case (issue 22): the method's own examples, the public
probe set 2 (../shared/examples/assistant-probes-2.jsonl, 200 answers in 19 classes) and the
development halves of our blind sets, and the first sets' former held-out halves (tests/fixtures/verdict/). Every ``meta.want`` is asserted
with the default judge; the cases the checker still grades wrong are listed, with the rule their
``meta.why`` names, in tests/fixtures/verdict/known-misses.json and run as strict xfails (one that
starts passing fails the suite, so the list stays true). The held-out halves are not asserted:
they are for measuring (bench/verdict_eval.py)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from groundtest import load_cases, score

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "examples"
FIXTURES = ROOT / "tests" / "fixtures" / "verdict"
KNOWN = json.loads((FIXTURES / "known-misses.json").read_text(encoding="utf-8"))
FILES = {
    "seed-examples.jsonl": SHARED / "seed-examples.jsonl",
    "assistant-probes-2.jsonl": SHARED / "assistant-probes-2.jsonl",
    "blind-en-dev.jsonl": FIXTURES / "blind-en-dev.jsonl",
    "blind-ar-dev.jsonl": FIXTURES / "blind-ar-dev.jsonl",
    "blind-en-dev2.jsonl": FIXTURES / "blind-en-dev2.jsonl",
    "blind-ar-dev2.jsonl": FIXTURES / "blind-ar-dev2.jsonl",
    "blind2-en-dev.jsonl": FIXTURES / "blind2-en-dev.jsonl",
    "blind2-ar-dev.jsonl": FIXTURES / "blind2-ar-dev.jsonl",
    "blind2-en-dev2.jsonl": FIXTURES / "blind2-en-dev2.jsonl",
    "blind2-ar-dev2.jsonl": FIXTURES / "blind2-ar-dev2.jsonl",
    "blind3-en-dev.jsonl": FIXTURES / "blind3-en-dev.jsonl",
    "blind3-ar-dev.jsonl": FIXTURES / "blind3-ar-dev.jsonl",
    "blind3-en-dev2.jsonl": FIXTURES / "blind3-en-dev2.jsonl",
    "blind3-ar-dev2.jsonl": FIXTURES / "blind3-ar-dev2.jsonl",
    "blind4-en-dev.jsonl": FIXTURES / "blind4-en-dev.jsonl",
    "blind4-ar-dev.jsonl": FIXTURES / "blind4-ar-dev.jsonl",
    "blind4-en-dev2.jsonl": FIXTURES / "blind4-en-dev2.jsonl",
    "blind4-ar-dev2.jsonl": FIXTURES / "blind4-ar-dev2.jsonl",
    "blind5-en-dev.jsonl": FIXTURES / "blind5-en-dev.jsonl",
    "blind5-ar-dev.jsonl": FIXTURES / "blind5-ar-dev.jsonl",
    "blind5-en-dev2.jsonl": FIXTURES / "blind5-en-dev2.jsonl",
    "blind5-ar-dev2.jsonl": FIXTURES / "blind5-ar-dev2.jsonl",
    "blind6-en-dev.jsonl": FIXTURES / "blind6-en-dev.jsonl",
    "blind6-ar-dev.jsonl": FIXTURES / "blind6-ar-dev.jsonl",
    "blind6-en-dev2.jsonl": FIXTURES / "blind6-en-dev2.jsonl",
    "blind6-ar-dev2.jsonl": FIXTURES / "blind6-ar-dev2.jsonl",
    "blind7-en-dev.jsonl": FIXTURES / "blind7-en-dev.jsonl",
    "blind7-ar-dev.jsonl": FIXTURES / "blind7-ar-dev.jsonl",
    "blind7-en-dev2.jsonl": FIXTURES / "blind7-en-dev2.jsonl",
    "blind7-ar-dev2.jsonl": FIXTURES / "blind7-ar-dev2.jsonl",
    "blind8-en-dev.jsonl": FIXTURES / "blind8-en-dev.jsonl",
    "blind8-ar-dev.jsonl": FIXTURES / "blind8-ar-dev.jsonl",
    "blind8-en-dev2.jsonl": FIXTURES / "blind8-en-dev2.jsonl",
    "blind8-ar-dev2.jsonl": FIXTURES / "blind8-ar-dev2.jsonl",
    "blind9-en-dev.jsonl": FIXTURES / "blind9-en-dev.jsonl",
    "blind9-ar-dev.jsonl": FIXTURES / "blind9-ar-dev.jsonl",
    "blind9-en-dev2.jsonl": FIXTURES / "blind9-en-dev2.jsonl",
    "blind9-ar-dev2.jsonl": FIXTURES / "blind9-ar-dev2.jsonl",
    "blind10-en-dev.jsonl": FIXTURES / "blind10-en-dev.jsonl",
    "blind10-ar-dev.jsonl": FIXTURES / "blind10-ar-dev.jsonl",
    "blind10-en-dev2.jsonl": FIXTURES / "blind10-en-dev2.jsonl",
    "blind10-ar-dev2.jsonl": FIXTURES / "blind10-ar-dev2.jsonl",
    "blind11-en-dev.jsonl": FIXTURES / "blind11-en-dev.jsonl",
    "blind11-ar-dev.jsonl": FIXTURES / "blind11-ar-dev.jsonl",
    "blind11-en-dev2.jsonl": FIXTURES / "blind11-en-dev2.jsonl",
    "blind11-ar-dev2.jsonl": FIXTURES / "blind11-ar-dev2.jsonl",
    "blind12-en-dev.jsonl": FIXTURES / "blind12-en-dev.jsonl",
    "blind12-ar-dev.jsonl": FIXTURES / "blind12-ar-dev.jsonl",
    "blind12-en-dev2.jsonl": FIXTURES / "blind12-en-dev2.jsonl",
    "blind12-ar-dev2.jsonl": FIXTURES / "blind12-ar-dev2.jsonl",
    "blind13-en-dev.jsonl": FIXTURES / "blind13-en-dev.jsonl",
    "blind13-ar-dev.jsonl": FIXTURES / "blind13-ar-dev.jsonl",
    "blind13-en-dev2.jsonl": FIXTURES / "blind13-en-dev2.jsonl",
    "blind13-ar-dev2.jsonl": FIXTURES / "blind13-ar-dev2.jsonl",
    "blind14-en-dev.jsonl": FIXTURES / "blind14-en-dev.jsonl",
    "blind14-ar-dev.jsonl": FIXTURES / "blind14-ar-dev.jsonl",
    "blind14-en-dev2.jsonl": FIXTURES / "blind14-en-dev2.jsonl",
    "blind14-ar-dev2.jsonl": FIXTURES / "blind14-ar-dev2.jsonl",
    "blind15-en-dev.jsonl": FIXTURES / "blind15-en-dev.jsonl",
    "blind15-ar-dev.jsonl": FIXTURES / "blind15-ar-dev.jsonl",
    "blind15-en-dev2.jsonl": FIXTURES / "blind15-en-dev2.jsonl",
    "blind15-ar-dev2.jsonl": FIXTURES / "blind15-ar-dev2.jsonl",
    "blind16-en-dev.jsonl": FIXTURES / "blind16-en-dev.jsonl",
    "blind16-ar-dev.jsonl": FIXTURES / "blind16-ar-dev.jsonl",
    "blind16-en-dev2.jsonl": FIXTURES / "blind16-en-dev2.jsonl",
    "blind16-ar-dev2.jsonl": FIXTURES / "blind16-ar-dev2.jsonl",
    "blind17-en-dev.jsonl": FIXTURES / "blind17-en-dev.jsonl",
    "blind17-ar-dev.jsonl": FIXTURES / "blind17-ar-dev.jsonl",
    "blind17-en-dev2.jsonl": FIXTURES / "blind17-en-dev2.jsonl",
    "blind17-ar-dev2.jsonl": FIXTURES / "blind17-ar-dev2.jsonl",
    "blind18-en-dev.jsonl": FIXTURES / "blind18-en-dev.jsonl",
    "blind18-ar-dev.jsonl": FIXTURES / "blind18-ar-dev.jsonl",
    "blind18-en-dev2.jsonl": FIXTURES / "blind18-en-dev2.jsonl",
    "blind18-ar-dev2.jsonl": FIXTURES / "blind18-ar-dev2.jsonl",
    "blind19-en-dev.jsonl": FIXTURES / "blind19-en-dev.jsonl",
    "blind19-ar-dev.jsonl": FIXTURES / "blind19-ar-dev.jsonl",
    "blind19-en-dev2.jsonl": FIXTURES / "blind19-en-dev2.jsonl",
    "blind19-ar-dev2.jsonl": FIXTURES / "blind19-ar-dev2.jsonl",
    "blind20-en-dev.jsonl": FIXTURES / "blind20-en-dev.jsonl",
    "blind20-ar-dev.jsonl": FIXTURES / "blind20-ar-dev.jsonl",
    "blind20-en-dev2.jsonl": FIXTURES / "blind20-en-dev2.jsonl",
    "blind20-ar-dev2.jsonl": FIXTURES / "blind20-ar-dev2.jsonl",
    "blind21-en-dev.jsonl": FIXTURES / "blind21-en-dev.jsonl",
    "blind21-ar-dev.jsonl": FIXTURES / "blind21-ar-dev.jsonl",
    "blind21-en-dev2.jsonl": FIXTURES / "blind21-en-dev2.jsonl",
    "blind21-ar-dev2.jsonl": FIXTURES / "blind21-ar-dev2.jsonl",
    "blind22-en-dev.jsonl": FIXTURES / "blind22-en-dev.jsonl",
    "blind22-ar-dev.jsonl": FIXTURES / "blind22-ar-dev.jsonl",
    "blind22-en-dev2.jsonl": FIXTURES / "blind22-en-dev2.jsonl",
    "blind22-ar-dev2.jsonl": FIXTURES / "blind22-ar-dev2.jsonl",
    "blind23-en-dev.jsonl": FIXTURES / "blind23-en-dev.jsonl",
    "blind23-ar-dev.jsonl": FIXTURES / "blind23-ar-dev.jsonl",
    "blind23-en-dev2.jsonl": FIXTURES / "blind23-en-dev2.jsonl",
    "blind23-ar-dev2.jsonl": FIXTURES / "blind23-ar-dev2.jsonl",
    "blind24-en-dev.jsonl": FIXTURES / "blind24-en-dev.jsonl",
    "blind24-ar-dev.jsonl": FIXTURES / "blind24-ar-dev.jsonl",
    "blind24-en-dev2.jsonl": FIXTURES / "blind24-en-dev2.jsonl",
    "blind24-ar-dev2.jsonl": FIXTURES / "blind24-ar-dev2.jsonl",
    "blind25-en-dev.jsonl": FIXTURES / "blind25-en-dev.jsonl",
    "blind25-ar-dev.jsonl": FIXTURES / "blind25-ar-dev.jsonl",
    "blind25-en-dev2.jsonl": FIXTURES / "blind25-en-dev2.jsonl",
    "blind25-ar-dev2.jsonl": FIXTURES / "blind25-ar-dev2.jsonl",
    "blind26-en-dev.jsonl": FIXTURES / "blind26-en-dev.jsonl",
    "blind26-ar-dev.jsonl": FIXTURES / "blind26-ar-dev.jsonl",
    "blind26-en-dev2.jsonl": FIXTURES / "blind26-en-dev2.jsonl",
    "blind26-ar-dev2.jsonl": FIXTURES / "blind26-ar-dev2.jsonl",
    "blind27-en-dev.jsonl": FIXTURES / "blind27-en-dev.jsonl",
    "blind27-ar-dev.jsonl": FIXTURES / "blind27-ar-dev.jsonl",
    "blind27-en-dev2.jsonl": FIXTURES / "blind27-en-dev2.jsonl",
    "blind27-ar-dev2.jsonl": FIXTURES / "blind27-ar-dev2.jsonl",
    "blind28-en-dev.jsonl": FIXTURES / "blind28-en-dev.jsonl",
    "blind28-ar-dev.jsonl": FIXTURES / "blind28-ar-dev.jsonl",
    "blind28-en-dev2.jsonl": FIXTURES / "blind28-en-dev2.jsonl",
    "blind28-ar-dev2.jsonl": FIXTURES / "blind28-ar-dev2.jsonl",
    "blind29-en-dev.jsonl": FIXTURES / "blind29-en-dev.jsonl",
    "blind29-ar-dev.jsonl": FIXTURES / "blind29-ar-dev.jsonl",
    "blind29-en-dev2.jsonl": FIXTURES / "blind29-en-dev2.jsonl",
    "blind29-ar-dev2.jsonl": FIXTURES / "blind29-ar-dev2.jsonl",
    "blind30-en-dev.jsonl": FIXTURES / "blind30-en-dev.jsonl",
    "blind30-ar-dev.jsonl": FIXTURES / "blind30-ar-dev.jsonl",
    "blind30-en-dev2.jsonl": FIXTURES / "blind30-en-dev2.jsonl",
    "blind30-ar-dev2.jsonl": FIXTURES / "blind30-ar-dev2.jsonl",
    "blind31-en-dev.jsonl": FIXTURES / "blind31-en-dev.jsonl",
    "blind31-ar-dev.jsonl": FIXTURES / "blind31-ar-dev.jsonl",
    "blind31-en-dev2.jsonl": FIXTURES / "blind31-en-dev2.jsonl",
    "blind31-ar-dev2.jsonl": FIXTURES / "blind31-ar-dev2.jsonl",
    "blind32-en-dev.jsonl": FIXTURES / "blind32-en-dev.jsonl",
    "blind32-ar-dev.jsonl": FIXTURES / "blind32-ar-dev.jsonl",
    "blind32-en-dev2.jsonl": FIXTURES / "blind32-en-dev2.jsonl",
    "blind32-ar-dev2.jsonl": FIXTURES / "blind32-ar-dev2.jsonl",
    "blind33-en-dev.jsonl": FIXTURES / "blind33-en-dev.jsonl",
    "blind33-ar-dev.jsonl": FIXTURES / "blind33-ar-dev.jsonl",
    "blind33-en-dev2.jsonl": FIXTURES / "blind33-en-dev2.jsonl",
    "blind33-ar-dev2.jsonl": FIXTURES / "blind33-ar-dev2.jsonl",
    "blind34-en-dev.jsonl": FIXTURES / "blind34-en-dev.jsonl",
    "blind34-ar-dev.jsonl": FIXTURES / "blind34-ar-dev.jsonl",
    "blind34-en-dev2.jsonl": FIXTURES / "blind34-en-dev2.jsonl",
    "blind34-ar-dev2.jsonl": FIXTURES / "blind34-ar-dev2.jsonl",
    "blind35-en-dev.jsonl": FIXTURES / "blind35-en-dev.jsonl",
    "blind35-ar-dev.jsonl": FIXTURES / "blind35-ar-dev.jsonl",
    "blind35-en-dev2.jsonl": FIXTURES / "blind35-en-dev2.jsonl",
    "blind35-ar-dev2.jsonl": FIXTURES / "blind35-ar-dev2.jsonl",
    "blind36-en-dev.jsonl": FIXTURES / "blind36-en-dev.jsonl",
    "blind36-ar-dev.jsonl": FIXTURES / "blind36-ar-dev.jsonl",
    "blind36-en-dev2.jsonl": FIXTURES / "blind36-en-dev2.jsonl",
    "blind36-ar-dev2.jsonl": FIXTURES / "blind36-ar-dev2.jsonl",
    "blind37-en-dev.jsonl": FIXTURES / "blind37-en-dev.jsonl",
    "blind37-ar-dev.jsonl": FIXTURES / "blind37-ar-dev.jsonl",
}


def _params() -> list:
    out = []
    for name, path in FILES.items():
        if not path.is_file():
            continue
        known = KNOWN.get(name, {})
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                cid = json.loads(line)["id"]
                marks = [pytest.mark.xfail(reason=known[cid], strict=True)] if cid in known else []
                out.append(pytest.param(name, cid, marks=marks, id=f"{name}:{cid}"))
    return out


_RESULTS: dict[str, dict] = {}


def _results(name: str) -> dict:
    if name not in _RESULTS:
        path = FILES[name]
        _RESULTS[name] = {r.id: r for r in score(load_cases(path, require_response=True))}
    return _RESULTS[name]


@pytest.mark.parametrize(("name", "case_id"), _params() or [pytest.param("absent", "absent", marks=pytest.mark.skip(
    reason="the shared example files are absent (CI lays ../shared beside the clone)"))])
def test_graded_as_wanted(name, case_id):
    r = _results(name)[case_id]
    want = r.meta["want"]
    assert (r.hallucinated, r.over_refused) == (want["hallucinated"], want["over_refused"]), \
        f"{name}:{case_id} [{r.meta.get('class')}] {r.meta.get('why')} -- got: {r.reason()}"


def test_the_known_misses_name_cases_that_exist():
    for name, known in KNOWN.items():
        path = FILES[name]
        if path.is_file():
            ids = {json.loads(line)["id"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()}
            assert set(known) <= ids, name


def test_the_seed_examples_are_right_without_a_judge_too():
    """The method's examples not marked judge-dependent are right under --judge none as well."""
    path = FILES["seed-examples.jsonl"]
    if not path.is_file():
        pytest.skip("the shared example files are absent")
    cases = [c for c in load_cases(path, require_response=True) if not c.meta.get("judge_dependent")]
    assert cases
    for c, r in zip(cases, score(cases, judge="none")):
        want = c.meta["want"]
        assert (r.hallucinated, r.over_refused) == (want["hallucinated"], want["over_refused"]), c.id
