"""The ceiling of a fine dropped (issue 22): "you can be fined up to £80" said as "You can be fined £80".

A fine or penalty the context gives only "up to" an amount is stated flat: the lost qualifier changes the value
(critical). The ceiling reworded ("up to", "as much as", "a maximum of") is kept; a charge, deposit or refund "up to" an
amount is not read here (measured: the graders let those be said flat)."""
from __future__ import annotations

import pytest

from groundtest import check

AMOUNTS = ["£80", "£1,000", "$250"]


def _ctx(amount: str) -> list[dict]:
    return [{"title": "rules.md", "text": f"If you do not register when asked to, you can be fined up to {amount}. "
                                          "Registering online takes about 5 minutes."}]


@pytest.mark.parametrize("amount", AMOUNTS)
@pytest.mark.parametrize("said", ["You can be fined {a} for not registering when asked.",
                                  "If you don't register when asked to, you'll be fined **{a}**."])
def test_a_fine_said_flat_is_caught(amount: str, said: str) -> None:
    v = check(said.format(a=amount), _ctx(amount), "What happens if I don't register?")
    assert v.hallucination == "hallucinated"


@pytest.mark.parametrize("amount", AMOUNTS)
@pytest.mark.parametrize("said", ["You can be fined up to {a} for not registering when asked.",
                                  "You could be fined as much as {a} if you don't register when asked.",
                                  "Not registering when asked can mean a fine of up to **{a}**."])
def test_the_ceiling_reworded_is_kept(amount: str, said: str) -> None:
    v = check(said.format(a=amount), _ctx(amount), "What happens if I don't register?")
    assert not [f for f in v.findings if f.rule == "frame_qualifier"], [(f.rule, f.notes) for f in v.findings]


@pytest.mark.parametrize("amount", AMOUNTS)
def test_a_refund_up_to_is_not_read_here(amount: str) -> None:
    ctx = [{"title": "refunds.md", "text": f"Cancelled tours are refunded up to {amount} per booking within 14 days."}]
    v = check(f"Cancelled tours are refunded {amount} per booking within 14 days.", ctx, "Do I get a refund?")
    assert not [f for f in v.findings if f.rule == "frame_qualifier"]
