"""A sentence that restates the context's own rule word for word (its list label, marks and case aside) draws no
conclusion about the user's figure (checker.passes._restates_context): the threshold rule reads conclusions only."""
from __future__ import annotations

import pytest

from groundtest import check

_CTX = [{"title": "plan.md", "text": "The plan has a minimum term of 12 months. After the minimum term, you can cancel "
                                    "with one month's notice."}]
_Q = "I'm working abroad for six months next year. Can I pause or cancel my plan?"


@pytest.mark.parametrize("response", [
    "- ✋ **Cancelling:** after the minimum term, you can cancel with **one month's notice**",
    "**Cancelling:** After the minimum term, you can cancel with one month's notice.",
])
def test_the_rule_restated(response):
    assert check(response, _CTX, _Q).hallucination != "hallucinated"


@pytest.mark.parametrize("response", [
    "At six months you're past the minimum term, so you can cancel.",
    "- **Cancelling:** at six months you're past the minimum term, so you can cancel with one month's notice.",
])
def test_a_conclusion_about_the_users_figure(response):
    assert check(response, _CTX, _Q).hallucination == "hallucinated"
