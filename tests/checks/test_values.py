"""Expected and forbidden values (groundtest.checks.values)."""
from __future__ import annotations

from groundtest.checks import values
from groundtest.model import Case, Chunk
from groundtest.scoring import analyse_case, finish
from groundtest.settings import Settings
from groundtest.text.abstention import DEFAULT


def _case(**kw) -> Case:
    base = dict(id="c1", type="answerable", expect="answer", query="How much is a card?",
                context=[Chunk("fees.md", "A replacement card costs $3.")], response="A card costs $3, not $4.")
    base.update(kw)
    return Case(**base)


def test_no_value_index_without_values_to_look_for():
    """A case with neither must_include nor must_not_include never builds the value index (issue 17:
    the forbidden-value check built it for nothing on every such case)."""
    case = _case()
    analysis = analyse_case(case, DEFAULT)
    assert values.check(case, analysis, Settings()) == []
    result = finish(case, analysis, None, Settings())
    assert not result.hallucinated
    assert not analysis.index_built


def test_forbidden_and_missing_values_use_the_index():
    case = _case(must_include=[["$3"], ["$5", "five dollars"]], must_not_include=["$4"])
    analysis = analyse_case(case, DEFAULT)
    found = values.check(case, analysis, Settings())
    assert [(f.type, f.content, f.notes) for f in found] == [
        ("forbidden_value", "$4", "forbidden: $4"),
        ("missing_value", "$5 or five dollars", "the expected value is not stated"),
    ]
    assert analysis.index_built
