"""Frames (checker/frames.py, ``frame_polarity``): a clause whose subject is a pronoun ("It's **not included** in the
cycle fee" under a "Medication" heading) says what some subject of the context says: when a part of the context with the
same polarity holds the clause's first content word ("Medication is not included"), the pronoun may stand for that
part's subject, and the other polarity said of another subject ("one session is included in the cycle fee") is no
flip. A clause with a subject of its own is still read against its subject."""
from __future__ import annotations
import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.checker import check

CTX = [{"title": "fees.md", "text": "{A} is not {verb} and typically costs £1,000. Patients must attend a counselling session; "
                                    "one session is {verb} in the cycle fee."}]


def ctx_of(a: str, verb: str) -> list:
    return [{"title": c["title"], "text": c["text"].format(A=a, verb=verb)} for c in CTX]


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Medication", "Storage", "Travel"]), st.sampled_from(["included", "covered"]),
       st.sampled_from(["### {A}\n- It's **not {verb}** in the cycle fee.", "**{A}:** it is not {verb} in the cycle fee.",
                        "{A}? That one isn't part of the package. It's not {verb} in the cycle fee."]))
def test_a_pronoun_subject_agrees_with_the_part_of_its_polarity(a, verb, form):
    said = form.format(A=a, verb=verb)
    assert "frame_polarity" not in rules(check(said, ctx_of(a, verb), f"Is {a.lower()} {verb}?")), said


@pytest.mark.parametrize("said", ["One session is not included in the cycle fee.", "Medication is included in the cycle fee."])
def test_a_named_subject_is_still_flipped(said):
    assert check(said, ctx_of("Medication", "included"), "What is included?").hallucination == "hallucinated"


@pytest.mark.xfail(strict=True, reason="known gap: the pronoun's antecedent (the heading) is not resolved, so a pronoun "
                                       "flip of the counselling session is read as saying what medication's part says")
def test_a_pronoun_flip_under_the_other_heading():
    said = "### Counselling\n- It's **not included** in the cycle fee."
    assert check(said, ctx_of("Medication", "included"), "Is counselling included?").hallucination == "hallucinated"
