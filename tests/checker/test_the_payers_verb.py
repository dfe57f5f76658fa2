"""The verb of paying is no subject (thirty-sixth session, checker/frames.py ``_PAY_VERB``): "cars pay £4 each", "your
friend would pay the standard £7.80" — "pay" said of whoever pays — gives the value to no rival whose own sentence also
has the verb ("Minibuses pay £10"). The claim's subject still decides: a value given to the rival's subject is a swap.

    PAYER_PAYS := (PRONOUN | MODAL | "to" | PLURAL_NOUN) ("also" | "still" | "only" | "just")? "pay"
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check


def _critical(verdict) -> set:
    return {f.rule for f in verdict.findings if f.severity == "critical"}


@settings(deadline=None, max_examples=30)
@given(st.sampled_from([(4, 10), (5, 12), (3, 8), (6, 15)]), st.sampled_from(["Minibuses", "Coaches"]),
       st.sampled_from(["cars pay £{n} each", "you'd pay £{n} per car", "each car would pay £{n}"]))
def test_a_payer_paying_its_own_price(prices, big, said):
    car, other = prices
    ctx = [{"title": "parking.md", "text": f"Parking at Frostmoor Farm is £{car} per car for the day. {big} pay £{other}. "
                                           f"The car park opens 30 minutes before the farm."}]
    right = check(f"The **£{other}** charge at **Frostmoor** is for **{big.lower()}** — {said.format(n=car)} for the day.", ctx)
    assert "frame_swap" not in _critical(right), right.findings
    wrong = check(f"Parking is £{other} per car for the day.", ctx)
    assert "frame_swap" in _critical(wrong), wrong.findings


@settings(deadline=None, max_examples=30)
@given(st.sampled_from([("4.50", "7.80", "6.20"), ("3.20", "6.40", "5.10"), ("5", "9", "7")]),
       st.sampled_from(["your friend would pay", "you'd both pay", "she'd still pay"]))
def test_the_standard_price_paid_on_a_day_the_discount_misses(prices, payer):
    low, standard, member = prices
    ctx = [{"title": "aquafit.md", "text": f"Aquafit sessions last 45 minutes and run on Monday at 7pm and Saturday at 9am. "
                                           f"Prices: £{member} for members, £{standard} for non-members. Over-60s pay £{low} "
                                           f"at off-peak times (before 4pm on weekdays)."}]
    right = check(f"A **Saturday** session isn't a weekday, so {payer} the standard **£{standard}** too.", ctx)
    assert "frame_swap" not in _critical(right), right.findings
