"""Working said in words (checker/derive.py, issue 22 item 5):

- THE PRICE OF EACH: "N <things> at <price>" inside written working is a product ("3 nights at £85 plus the £20 cleaning
  fee comes to £275"; "2 adults at £63 and 3 children at £40 ="); a measure multiplied and then priced names the unit the
  price is of ("4 × half hour at £22 = £88"), it is no factor;
- THE REST OF A SPLIT PAYMENT: where the context pays a total in parts, one by its amount and the other as "the
  remainder" ("£700 on application and the remainder once the licence is approved"), the answer's figure in the
  remainder's place is the total less that part ("Total: £1,160, paid as £700 on application and £460 once approved").

A wrong result stays critical in each.
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check

STAY = [{"title": "cottage.md", "text": "Rooms are £85 a night. A cleaning fee of £20 applies to every stay."}]
TICKETS = [{"title": "prices.md", "text": "Adult tickets are £63 and child tickets are £40."}]
LABOUR = [{"title": "rates.md", "text": "Labour is charged at £22 per half hour."}]


def verdict(text, ctx, query=None):
    return check(text, ctx, query).hallucination


@settings(max_examples=40, deadline=None)
@given(n=st.integers(2, 9), noun=st.sampled_from(["nights", "nights' stay", "nights in the cottage"]),
       verb=st.sampled_from(["comes to", "makes", "="]), off=st.sampled_from([0, 10, -5]))
def test_count_at_price_plus_fee(n, noun, verb, off):
    total = n * 85 + 20 + off
    text = f"Your stay: {n} {noun} at £85 plus the £20 cleaning fee {verb} £{total} in total."
    got = verdict(text, STAY, f"How much for {n} nights?")
    assert (got == "hallucinated") == (off != 0), (text, got)


@pytest.mark.parametrize(("total", "want_flag"), [(246, False), (236, True), (206, True)])
def test_two_counts_at_two_prices(total, want_flag):
    text = f"For your group, 2 adults at £63 and 3 children at £40 comes to £{total}."
    got = verdict(text, TICKETS, "Tickets for 2 adults and 3 children?")
    assert (got == "hallucinated") == want_flag, got


@pytest.mark.parametrize(("total", "want_flag"), [(88, False), (44, True)])
def test_a_measure_priced_is_the_unit_not_a_factor(total, want_flag):
    got = verdict(f"Two hours of work is 4 × half hour at £22 = £{total}.", LABOUR, "Two hours?")
    assert (got == "hallucinated") == want_flag, got


HMO = [{"title": "fees.md", "text": "Licence fee: £1,100 for up to 5 occupants, plus £60 for each additional occupant. "
                                    "The fee is paid in two parts: £700 on application and the remainder once the licence "
                                    "is approved."}]
LEAD = "- Base fee: £1,100\n- One extra occupant: £60\n"


@pytest.mark.parametrize(("first", "rest", "want_flag"), [(700, 460, False), (700, 560, True), (600, 560, True), (700, 400, True)])
def test_rest_of_a_split_payment(first, rest, want_flag):
    text = LEAD + f"- **Total: £1,160**, paid as **£{first}** on application and **£{rest}** once approved"
    got = verdict(text, HMO, "What will it cost for 6 tenants?")
    assert (got == "hallucinated") == want_flag, got


def test_no_remainder_in_the_context_no_split():
    ctx = [{"title": "fees.md", "text": "Licence fee: £1,100 for up to 5 occupants, plus £60 for each additional occupant. "
                                        "£700 is paid on application."}]
    text = LEAD + "- **Total: £1,160**, paid as **£700** on application and **£460** once approved"
    assert verdict(text, ctx, "What will it cost for 6 tenants?") == "hallucinated"
