"""'May' and 'can' of a meaning are no permission (checker/frames.py ``_LIST_OK``): "'Near the edge' may mean the
shoulder, so it will depend on the inspection" names a member of a list the context forbids ("We cannot repair a
puncture in the shoulder or sidewall") without allowing it; "a puncture in the shoulder can be repaired" allows it —
the wrong neighbour, still a contradiction. Through ``check`` and ``score``."""
from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import load_cases, score
from groundtest.checker import check

CTX = [{"title": "puncture.md", "text": "We cannot repair a puncture in the shoulder, sidewall or tread edge of a tyre; in "
        "those cases the tyre must be replaced. Puncture repairs cost £20 per tyre."}]
MEMBERS = ["shoulder", "sidewall"]
MEANING = ["may mean", "can mean", "might mean", "may refer to", "may indicate", "can suggest"]
PERMISSION = ["can be repaired", "may be repaired", "is fine to repair", "is allowed to be repaired"]


def polarity(v) -> bool:
    return any(f.rule == "frame_polarity" for f in v.findings)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(MEANING), st.sampled_from(MEMBERS))
def test_a_possibility_of_meaning_allows_nothing(verb, member):
    answer = f"A repair is £20. Near the edge {verb} the {member}, so it will depend on the inspection."
    assert not polarity(check(answer, CTX)), answer


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PERMISSION), st.sampled_from(MEMBERS))
def test_a_permission_for_a_forbidden_member_is_still_a_contradiction(verb, member):
    answer = f"A repair is £20. A puncture in the {member} {verb}."
    v = check(answer, CTX)
    assert v.hallucination == "hallucinated" and polarity(v), answer


def test_through_score(tmp_path):
    base = {"type": "answerable", "expect": "answer", "query": "I've got a nail near the edge of my tyre. Can you fix it?",
            "context": CTX}
    good = dict(base, id="meaning", response="A repair is **£20**. Near the edge may mean the shoulder, so it will depend on "
                                             "the inspection.")
    bad = dict(base, id="allowed", response="A repair is **£20**. A puncture in the shoulder can be repaired.")
    p = tmp_path / "cases.jsonl"
    p.write_text("\n".join(json.dumps(c) for c in (good, bad)) + "\n")
    results = {r.id: r for r in score(load_cases(p))}
    assert not results["meaning"].hallucinated
    assert results["allowed"].hallucinated
