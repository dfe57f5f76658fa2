"""Frames (checker/frames.py): a figure the context writes bare in a coordination, its unit left to the value it is
coordinated with ("We treat patients up to the age of 50 for donor egg treatment and up to 45 for IVF using their own
eggs"), is that unit's value: the claim "treats patients up to the age of 45 for own-egg IVF" pairs 45 with its own
subject (clean); "up to the age of 45 for donor egg treatment" gives it the other subject (still flagged). Generated
over ages, subjects and wordings."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker.context import index_context
from groundtest.checker.frames import check as frame_check


def rule(text: str, ctx: list) -> str:
    f = frame_check(1, text, index_context(ctx, "Am I too old?"))
    return f.rule if f is not None else ""


@settings(max_examples=50, deadline=None)
@given(st.sampled_from([(50, 45), (55, 42), (60, 48)]),
       st.sampled_from([("donor egg treatment", "IVF using their own eggs", "own-egg IVF"),
                        ("the group programme", "one-to-one coaching sessions", "one-to-one coaching")]))
def test_a_bare_coordinated_figure_takes_its_partners_unit(ages, subjects):
    (a, b), (first, second, said) = ages, subjects
    ctx = [{"title": "eligibility.md", "text": f"We treat patients up to the age of {a} for {first} and up to {b} for {second}. "
                                               "All patients need a test taken within 12 months before starting."}]
    assert rule(f"- Hartwell treats patients **up to the age of {b}** for {said}.", ctx) == ""
    assert rule(f"Hartwell treats patients up to the age of {b} for {first}.", ctx) == "frame_value"
