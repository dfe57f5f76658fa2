"""What an operand may be (checker/derive.py ``_derive``, ``_ops``; text/matching.py ``TextIndex._an_age``).

Principles, each with its neighbours and its wrong neighbours:
- a count with its unit ("12 minutes", "2 hours", "3 nights") is never the percentage of a % step: "£30 for 2 hours"
  gives no £36 as 30 + 120% (the real working, £30 + a £6 extra, is read where the sentence adds);
- a sentence opening "(So) with a/the X," adds X's price to the case ("So with a wetsuit, your two hours would be £36");
- a bare number that is an age ("ages 8–15", "aged 12") is never an amount of money said without its currency."""
from __future__ import annotations

import pytest

from groundtest.checker import check


def _ctx(text: str) -> list[dict]:
    return [{"title": "prices.md", "text": text}]


def _flagged(text: str, ctx: list[dict], query: str | None = None) -> bool:
    return check(text, ctx, query).hallucination == "hallucinated"


@pytest.mark.parametrize(("base", "hours", "extra", "item"), [
    (30, 2, 6, "wetsuit"), (45, 4, 8, "dry bag"), (18, 1, 5, "helmet"), (62, 3, 12, "roof rack"),
])
def test_an_extra_added_with_a_with_clause(base, hours, extra, item):
    ctx = _ctx(f"Board hire is £{base} for {hours} hours. A {item} is £{extra} extra.")
    assert not _flagged(f"Hire for {hours} hours is £{base}. So with a {item}, your hire would be **£{base + extra}**.", ctx)
    assert _flagged(f"Hire for {hours} hours is £{base}. So with a {item}, your hire would be **£{base + extra + 3}**.", ctx)


@pytest.mark.parametrize(("price", "count", "unit", "wrong"), [
    (25, 12, "minutes", 15.0), (25, 12, "minutes", 9.0), (30, 2, "hours", 36.0), (40, 5, "nights", 42.0),
])
def test_a_count_with_its_unit_is_no_percentage(price, count, unit, wrong):
    """``wrong`` is the count read as a percentage of the price (12 ± 12% of £25, 120 minutes as 120% of £30, £40 + 5%
    of it): no reading of the sentence gives it (a percentage the sentence states still applies: 10% of £50 is £5)."""
    ctx = _ctx(f"A long session costs £{price}. Junior sessions cost £20 for {count} {unit}. Groups of 10 or more get 10% off.")
    text = (f"Junior sessions cost **£20 for {count} {unit}**. Packages start from **£{wrong:g} per child**, and groups of "
            f"**10 or more** get **10% off**.")
    assert _flagged(text, ctx), text


@pytest.mark.parametrize("phrase", ["Junior sessions (ages 8–15) cost £20.", "Open to children aged 15 and under.",
                                    "Riders aged 12 to 15 need a helmet.", "For ages 15 and over only."])
def test_an_age_is_no_amount_of_money(phrase):
    ctx = _ctx(phrase + " Birthday packages include a trophy for the winner.")
    assert _flagged("Birthday packages start from **£15 per child**.", ctx)


def test_a_bare_price_in_a_table_is_still_money():
    ctx = _ctx("| Session | Price (£) |\n|---|---|\n| Junior | 15 |")
    assert not _flagged("A junior session is **£15**.", ctx)
