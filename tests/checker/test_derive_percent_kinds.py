"""A percentage step applies to money, or to another figure only where the sentence writes the percentage
(issue 22 item 5): a share the context states for a price ("a 25% deposit of the hire price") is no step on a
period, so "8 weeks" less 25% is not "6 weeks" unless the sentence says so. Each right figure with its wrong
neighbour, over several shares, periods and units."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

# (share %, period) where the share of the period is a whole number of the unit
# (not a period equal to the share: a figure the context states both as a percentage and as a period may be either;
# nor a share of one unit, "1 day", a figure too small to tell from a count)
PAIRS = [(p, n) for p in (10, 20, 25, 50) for n in range(4, 41) if n * p % 100 == 0 and n * p // 100 >= 2 and n != p]


def _bad(text: str, ctx: str, query: str | None = None) -> bool:
    return check(text, [{"title": "booking.md", "text": ctx}], query).hallucination == "hallucinated"


def _ctx(p: int, n: int, unit: str, thing: str) -> str:
    return (f"A deposit of {p}% of the {thing} is due at booking, and the balance is due {n} {unit} before departure. "
            f"Bookings made within {n} {unit} of departure must be paid in full at the time of booking.")


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PAIRS), st.sampled_from(["weeks", "days", "months"]), st.sampled_from(["hire price", "holiday cost", "fare"]))
def test_a_price_share_is_no_step_on_a_period(pair: tuple[int, int], unit: str, thing: str) -> None:
    p, n = pair
    ctx = _ctx(p, n, unit, thing)
    lead = f"1. **Deposit:** {p}% of the {thing}, paid when you book.\n2. **Balance:** due "
    assert not _bad(lead + f"**{n} {unit} before departure**.", ctx)
    # the period less (or plus, or times) the price's share: a changed period, flagged
    # and the share added to or taken from the period ("50%" and "20 days" give no "30 days")
    for wrong in {n - n * p // 100, n + n * p // 100, n * p // 100, n + p, abs(n - p)} - {n, p, 0}:
        assert _bad(lead + f"**{wrong} {unit} before departure**.", ctx), (p, n, unit, wrong)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(PAIRS), st.sampled_from(["hire price", "holiday cost", "fare"]))
def test_a_price_share_still_applies_to_money(pair: tuple[int, int], thing: str) -> None:
    p, n = pair
    price = 40 * n
    ctx = _ctx(p, n, "weeks", thing) + f" A week's hire costs £{price}."
    lead = f"- **Deposit:** {p}% of the {thing}, paid when you book.\n"
    ok = lead + f"- On a £{price} hire, that comes to **£{price * p // 100}** up front."
    assert not _bad(ok, ctx), ok
    assert _bad(lead + f"- On a £{price} hire, that comes to **£{price * p // 100 + 15}** up front.", ctx)
