"""The two-step search checks its second step on the first step's own value (thirty-sixth session, checker/derive.py
``Ledger._derive``): a first step's result is looked up by its rounding to the penny, and the second step is then worked
forward on the unrounded value — "5% of 5" is 0.25, and 0.25 × 120 is 30, so a "£30.35" that 30.35 ÷ 120 ≈ 0.2529 would
round onto is no working. (Before, every amount within half a penny × the last operand of a product passed.)

    x = (a ∘ b) ∘ c      accepted only where |((a ∘ b) ∘ c) − x| is within the half-penny (or the said rounding)
"""
from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from groundtest import check


def _critical(verdict) -> set:
    return {f.rule for f in verdict.findings if f.severity == "critical"}


@settings(deadline=None, max_examples=40)
@given(st.integers(min_value=2945, max_value=3055))
def test_a_product_near_a_rounded_step_is_no_working(pence):
    assume(abs(pence - 3000) > 4)  # (30.00 itself is 5% of 5 × 120: a true, if odd, working)
    ctx = [{"title": "studio.md", "text": "The studio charges £8 per 2 hours. Bookings are taken online."}]
    wrong = check(f"At £8 per 2 hours, a 5-hour hire would come to **£{pence / 100:.2f}**.", ctx)
    assert "value" in _critical(wrong), wrong.findings


@settings(deadline=None, max_examples=20)
@given(st.sampled_from([(4, 16), (6, 24), (10, 40)]))
def test_the_right_product_still_passes(hours_price):
    hours, price = hours_price
    ctx = [{"title": "studio.md", "text": "The studio charges £8 per 2 hours. Bookings are taken online."}]
    right = check(f"At £8 per 2 hours, a {hours}-hour hire would come to **£{price}**.", ctx)
    assert not _critical(right), right.findings



@settings(deadline=None, max_examples=30)
@given(st.sampled_from([100, 120, 150, 200, 250]), st.sampled_from([10, 20]), st.sampled_from([2, 3, 7]))
def test_a_share_of_a_count_of_the_same_things(confirmed, pct, off):
    """A share of a count of the same things is a step the context's percentage may take, whether or not the sentence
    writes it: "up to 10% more" of 120 guests is 12 guests (it had passed only by a coincidence of the rounded search,
    which the exact second step closed)."""
    ctx = [{"title": "numbers.md", "text": f"Final numbers must be confirmed 48 hours before the event. Numbers can rise "
                                           f"by up to {pct}% on the day, charged at the package price."}]
    q = f"We've confirmed {confirmed} guests. What if more turn up?"
    said = "With **{n} guests** confirmed, you could add up to **{m} guests** on the day."
    right = check(said.format(n=confirmed, m=confirmed * pct // 100), ctx, q)
    assert "value" not in _critical(right), right.findings
    wrong_count = confirmed * pct // 100 + off
    assume(wrong_count not in {48} | {confirmed * k // 100 for k in (5, 10, 15, 20, 25, 30, 40, 50)})
    wrong = check(said.format(n=confirmed, m=wrong_count), ctx, q)
    assert "value" in _critical(wrong), wrong.findings
