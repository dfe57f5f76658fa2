"""A count of days stated as working days is a changed unit, both ways.

"The balance is taken 7 days before the trek" stated as "7 working days before" (a longer wait) had passed: only
"working days" stated as plain days was read as a changed unit. The grammar: n (digits or words) + day unit
(days, calendar days) in the context; the claim states the same n with a working-day unit (working days, business
days) or with the plain unit, in prose or a bold bullet. The plain unit agrees; the working one is a finding.
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check, load_cases, score

_WORDS = {2: "two", 3: "three", 5: "five", 7: "seven", 10: "ten", 14: "fourteen"}


def _num(n: int, words: bool) -> str:
    return _WORDS[n] if words else str(n)


@settings(max_examples=80, derandomize=True, deadline=None)
@given(st.sampled_from(sorted(_WORDS)), st.booleans(), st.booleans(), st.sampled_from(["working", "business"]),
       st.sampled_from(["The balance is taken {x} before your trek.", "- **Balance:** taken **{x}** before your trek."]),
       st.sampled_from(["days", "calendar days"]))
def test_working_days_for_days_is_a_changed_unit(n: int, words_ctx: bool, words_ans: bool, kind: str, shape: str,
                                                 ctx_unit: str) -> None:
    ctx = [f"A deposit of 30% is taken when you book; the balance is taken {_num(n, words_ctx)} {ctx_unit} before the trek."]
    plain = check(shape.format(x=f"{_num(n, words_ans)} days"), ctx)
    assert plain.hallucination != "hallucinated", plain
    changed = check(shape.format(x=f"{_num(n, words_ans)} {kind} days"), ctx)
    assert changed.hallucination == "hallucinated", changed
    assert any(f.rule == "frame_unit" for f in changed.findings)


@settings(max_examples=30, derandomize=True, deadline=None)
@given(st.sampled_from(sorted(_WORDS)), st.sampled_from(["working", "business"]))
def test_working_days_stated_as_working_days_agree(n: int, kind: str) -> None:
    ctx = [f"Refunds are paid within {n} {kind} days of the return."]
    assert check(f"You'll be refunded within {n} {kind} days of the return.", ctx).hallucination == "clean"


def test_through_score(tmp_path) -> None:
    ctx = [{"title": "bookings.md", "text": "A deposit of 30% is taken when you book; the balance is taken 7 days before the trek."}]
    import json
    rows = [{"id": f"c{k}", "type": "answerable", "expect": "answer", "query": "When is the balance taken?",
             "context": ctx, "response": r} for k, r in enumerate(["The balance is taken 7 days before your trek.",
                                                                   "The balance is taken 7 working days before your trek."])]
    path = tmp_path / "cases.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    right, wrong = score(load_cases(path))
    assert not right.hallucinated and wrong.hallucinated
