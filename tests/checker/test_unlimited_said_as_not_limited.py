""""UNLIMITED" SAID AS "NOT LIMITED" (checker.claims._UNLIMITED_SAID, context._NOT_LIMITED).

"donated prizes are unlimited" restates the context's "Donated prizes are not limited" (or "no limit", "without any
limit"): the scope word has its home, and the word is the context's. Where the context says no such thing, "unlimited"
is still a widening the context does not say."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_SAID = "No more than £500 of the proceeds can be spent on buying prizes. Donated prizes are {}."


@pytest.mark.parametrize("said", ["not limited", "not capped", "without any limit"])
def test_unlimited_restates_not_limited(said):
    ctx = [{"title": "raffle.md", "text": _SAID.format(said)}]
    v = check("In short: donated prizes are unlimited.", ctx, "Do donated prizes count towards the limit?")
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("said", ["listed on the ticket", "limited to £100"])
def test_unlimited_the_context_does_not_say_is_caught(said):
    ctx = [{"title": "raffle.md", "text": _SAID.format(said)}]
    v = check("In short: donated prizes are unlimited.", ctx, "Do donated prizes count towards the limit?")
    assert v.hallucination == "hallucinated", [(f.rule, f.content) for f in v.findings]


def test_score_reads_not_limited(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": "Do donated prizes count?",
             "context": [{"title": "raffle.md", "text": _SAID.format(s)}], "response": "Donated prizes are unlimited."}
            for i, s in (("said", "not limited"), ("unsaid", "listed on the ticket"))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"said": False, "unsaid": True}
