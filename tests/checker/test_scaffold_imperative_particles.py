"""An imperative of the user's own preparation read by its place (checker/scaffold.IMPERATIVE): a bare verb and a particle
("so set aside some time", "put aside a morning") is advice, as "so leave the fleeces at home" is — moderate, to a person.
A new figure, day or channel inside the advice is still a claim."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "dents.md", "text": "Most single dents take 45 minutes to 2 hours. All repairs carry a 12-month guarantee."}]
LEAD = "Most single dents take **45 minutes to 2 hours**, so "
TAIL = " Every repair has a **12-month guarantee**."


@pytest.mark.parametrize("advice", ["set aside some time.", "set aside plenty of time.", "put aside a morning.",
                                    "set aside the afternoon."])
def test_advice_with_a_particle_is_no_claim(advice):
    v = check(LEAD + advice + TAIL, CTX, "How long does it take?")
    assert v.hallucination != "hallucinated", [(f.rule, f.content, f.severity) for f in v.findings]


@pytest.mark.parametrize("advice", ["set aside some time on a Saturday.", "set aside £20 for parking.",
                                    "set aside time to call the workshop by phone."])
def test_a_detail_inside_the_advice_is_a_claim(advice):
    assert check(LEAD + advice + TAIL, CTX, "How long does it take?").hallucination == "hallucinated"
