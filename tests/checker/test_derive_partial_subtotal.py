"""A subtotal that sums only the last items above it (checker/derive.py ``_subtotalled``, ``Ledger._items_total``).

Grammar: rows ITEM₁ … ITEMₙ, then a row labelled as a subtotal ("Parts subtotal (£24 + £38)") whose amount is the sum of
the last k ≥ 2 items: it stands for those k only, and the items before them stay items of the bill ("| Standard
Service | £65 |" above the parts). Where no run of the last items sums to it, it stands for every item above (the bill
so far). Wrong neighbours stay flagged: a total the rows do not add up to."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest import check
from tests.helpers import scored_hallucinated


def _ctx(service: int, pct: int) -> list[dict]:
    return [{"title": "service.md", "text": f"Standard Service: £{service}. Parts are charged separately. Customers who "
                                            f"buy parts with a service get {pct}% off the parts price."}]


def _table(service: int, a: int, b: int, pct: int, total: float) -> str:
    sub = a + b
    off = round(sub * pct / 100, 2)
    return ("Here's the sum for your service:\n\n| Item | Price |\n|---|---|\n"
            f"| Standard Service | £{service:.2f} |\n| Chain | £{a:.2f} |\n| Cassette | £{b:.2f} |\n"
            f"| Parts subtotal (£{a} + £{b}) | £{sub:.2f} |\n| {pct}% off parts | − £{off:.2f} |\n"
            f"| **Total** | **£{total:.2f}** |")


@settings(max_examples=50, deadline=None)
@given(service=st.integers(min_value=40, max_value=120), a=st.integers(min_value=10, max_value=60),
       b=st.integers(min_value=10, max_value=60), pct=st.sampled_from([10, 15, 20, 25]),
       slip=st.sampled_from([-5.0, -2.35, 3.15, 5.0, 7.4, 10.0]))
def test_a_subtotal_of_the_last_items(service, a, b, pct, slip):
    q = f"I need a chain (£{a}) and a cassette (£{b}) with a standard service. What's the total?"
    total = round(service + (a + b) * (1 - pct / 100), 2)
    got = check(_table(service, a, b, pct, total), _ctx(service, pct), q)
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]
    bad = _table(service, a, b, pct, total + slip)
    assert check(bad, _ctx(service, pct), q).hallucination == "hallucinated"


def test_through_score(tmp_path):
    q = "I need a chain (£24) and a cassette (£38) with a standard service. What's the total?"
    said = [_table(65, 24, 38, 15, t) for t in (117.70, 127.70)]
    assert scored_hallucinated(tmp_path, said, _ctx(65, 15), q) == [False, True]
