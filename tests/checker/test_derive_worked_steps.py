"""Worked steps a chat answer writes (checker.derive.Ledger), each a grammar with a right and a wrong neighbour:

- a modal's "be" ends the labels before a working ("For 15 children, pizza and squash would be 15 × £5.50 =": the
  case's count joined to the working by "and" is no term);
- what a total costs net of a part that comes back or comes off ("the £95 deposit is refundable, so your actual cost
  is £1,080"), and a balance whose cue is the list item's label ("2. **Balance on the day** — … On £430 that's £380");
- what the user is "looking at": the parts together ("So you're looking at from £34 per m² fitted");
- a change by a sum the context states ("Prices rise by £10 if bought on site"): the column that applies it;
- how many units an amount buys at a price per one ("At £1 a share, £2,000 gets you 2,000 shares");
- the user's own listed things, counted ("your three" for "ages 5, 9 and 14");
- an area's symbol and its words ("per m²" for "per square metre").
"""
from __future__ import annotations

import pytest

from groundtest import check


def _verdict(response: str, context: str, query: str) -> str:
    return check(response, [{"title": "a.md", "text": context}], query).hallucination


_PIZZA = "Our pizza and squash package is £5.50 per child."


@pytest.mark.parametrize("response", [
    "### Example\nFor 15 children, pizza and squash would be 15 × £5.50 = £82.50.",
    "For 12 children, pizza and squash would be 12 × £5.50 = £66.",
    "For 20 children, the food and drink will be 20 × £5.50 = **£110**.",
])
def test_modal_be_starts_the_working(response):
    assert _verdict(response, _PIZZA, "Can we bring food?") != "hallucinated"


@pytest.mark.parametrize("response", [
    "### Example\nFor 15 children, pizza and squash would be 15 × £5.50 = £85.50.",
    "For 12 children, pizza and squash would be 12 × £5.50 = £68.",
    "For 20 children, the food and drink will be 20 × £5.50 = **£120**.",
])
def test_modal_be_wrong_working_still_caught(response):
    assert _verdict(response, _PIZZA, "Can we bring food?") == "hallucinated"


_STORE = ("Standard units cost £95 per month. A refundable deposit equal to one month's rent (£95) is taken at the start. "
          "Contents cover is £4.50 per month.")
_STORE_HEAD = "Rent for the year is 12 × £95 = £1,140, cover 12 × £4.50 = £54, and the deposit £95: **£1,289** in total. "


@pytest.mark.parametrize("tail", [
    "Of that, the £95 deposit is refundable, so your actual cost for the year is **£1,194**.",
    "The £95 deposit is refunded at the end, so your net cost is £1,194.",
    "Since the deposit comes off at the end, that's £1,194 out of pocket.",
])
def test_net_of_a_part_that_comes_back(tail):
    assert _verdict(_STORE_HEAD + tail, _STORE, "What's the first-year total?") != "hallucinated"


@pytest.mark.parametrize("tail", [
    "Of that, the £95 deposit is refundable, so your actual cost for the year is **£1,184**.",
    "The £95 deposit is refunded at the end, so your net cost is £1,204.",
])
def test_net_of_a_part_wrong(tail):
    assert _verdict(_STORE_HEAD + tail, _STORE, "What's the first-year total?") == "hallucinated"


_MAGIC = ("Close-up Magic costs £320 for 2 hours, each extra hour £110. A £50 deposit secures your date and is deducted "
          "from the final fee. The balance is paid on the day by bank transfer or cash.")


@pytest.mark.parametrize("amount,want_flag", [("£380", False), ("£390", True), ("£395", True)])
def test_balance_cued_by_the_items_label(amount, want_flag):
    response = ("The total for 3 hours is £320 + £110 = **£430**.\n\n"
                "1. **£50 deposit** to secure the date — this comes off the final fee.\n"
                f"2. **Balance on the day** — by bank transfer or in cash. On £430 that's **{amount}**.")
    assert (_verdict(response, _MAGIC, "We'd like magic for a 3-hour reception. What would it cost?") == "hallucinated") is want_flag


_CARPET = ("Plushline wool carpets start from £28 per square metre, supplied only. Fitting is £6 per square metre, "
           "including gripper rods.")


@pytest.mark.parametrize("amount,want_flag", [("£34", False), ("£36", True), ("£30", True)])
def test_looking_at_the_parts_together(amount, want_flag):
    response = f"- Wool carpet: **from £28 per m²**\n- Fitting: **£6 per m²**\n- So you're looking at **from {amount} per m²** fitted."
    assert (_verdict(response, _CARPET, "What price?") == "hallucinated") is want_flag


def test_area_symbol_is_its_words():
    assert _verdict("Wool carpet costs from £28 per m², supplied only.", _CARPET, "What price?") == "clean"
    assert _verdict("Wool carpet costs from £28 per m², fitted.", _CARPET, "What price?") != "clean"


_LOCKERS = ("Lockers: Standard £45.00 for the weekend; Large £65.00; Charging locker £60.00. Prices rise by £10 if "
            "bought on site.")


@pytest.mark.parametrize("row,want_flag", [("| Large | £65 | £75 |", False), ("| Large | £65 | £85 |", True),
                                           ("| Large | £65 | £70 |", True)])
def test_a_stated_rise_applied_in_its_column(row, want_flag):
    response = f"| Locker | Advance | On site |\n|---|---|---|\n| Standard | £45 | £55 |\n{row}\n"
    assert (_verdict(response, _LOCKERS, "What are the prices?") == "hallucinated") is want_flag


def test_a_stated_fall_applied():
    ctx = "Tickets are £20. The price drops by £5 after 6pm."
    assert _verdict("Tickets are £20, or £15 after 6pm.", ctx, "How much are tickets?") != "hallucinated"
    assert _verdict("Tickets are £20, or £12 after 6pm.", ctx, "How much are tickets?") == "hallucinated"


_SHARES = "Shares cost £1 each; the minimum investment is £100. Tickets are £4 each."


@pytest.mark.parametrize("response", ["At £1 a share, £2,000 gets you **2,000 shares**.",
                                      "At £4 per ticket, your £60 buys 15 tickets."])
def test_how_many_an_amount_buys(response):
    assert _verdict(response, _SHARES, "If I put in £2,000 or £60, what would I get?") != "hallucinated"


@pytest.mark.parametrize("response", ["At £1 a share, £2,000 gets you 2,500 shares.",
                                      "At £4 per ticket, your £60 buys 16 tickets."])
def test_how_many_wrong(response):
    assert _verdict(response, _SHARES, "If I put in £2,000 or £60, what would I get?") == "hallucinated"


_TUBING = "Weekday sessions cost $32 for adults (13 and over) and $24 for children aged 6 to 12."


@pytest.mark.parametrize("query,response", [
    ("How much for the kids (ages 5, 9 and 14)?", "Here's what applies to your three:\n\n- Your 14-year-old pays $32."),
    ("How much for Amy, Ben and Cal?", "For all three, weekday sessions cost $32 for adults."),
    ("Can my two (aged 7 and 10) come?", "Yes — for your two, children aged 6 to 12 pay $24."),
])
def test_the_users_list_counted(query, response):
    assert _verdict(response, _TUBING, query) != "hallucinated"


@pytest.mark.parametrize("query,response", [
    ("How much for the kids (ages 5, 9 and 14)?", "Here's what applies to your four:\n\n- Your 14-year-old pays $32."),
    ("How much for Amy and Ben?", "For all three, weekday sessions cost $32 for adults."),
    ("How much for the kids?", "Here's what applies to your three:\n\n- Adults pay $32."),
])
def test_the_users_list_miscounted(query, response):
    assert _verdict(response, _TUBING, query) == "hallucinated"
