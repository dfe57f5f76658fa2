"""ROUGH RATIOS, A DOZEN OF A CURRENCY, AND THE LABELS BEFORE WRITTEN WORKING (derive._times_as, matching._dozen_money,
derive._CHAIN_BREAK).

"An aerotow is just over three times the price" of a £12 winch launch and a £38 aerotow is the ratio (3.17) rounded to
a whole number, on the side "just over" says; "about four times" is another ratio and is caught. "A dozen pounds" is
£12 ("a dozen quid", "two dozen euros", "a dozen pence" likewise); a dozen of anything else stays a count. "A one-year
membership plus one exchange comes to £149 + £189 = £338": the working starts after the verb; the labels' own figures
("one-year", "one exchange") are no operands of it, and a wrong total is still caught."""
from __future__ import annotations

import pytest

from groundtest import check
from groundtest.text.matching import extract_values
from tests.helpers import cli_scored

_CLUB = [{"title": "launches.md", "text": "A winch launch costs £12. An aerotow to 2,000 feet costs £38. A hangar "
          "costs £300 a year."}]
_LEAD = "An aerotow costs thirty-eight pounds. A winch launch is {w}, so an aerotow is {r} the price."


def _critical(v) -> list:
    return [(f.rule, f.content) for f in v.findings if f.severity == "critical"]


@pytest.mark.parametrize("winch", ["£12", "a dozen pounds", "a dozen quid", "twelve pounds", "12 quid"])
@pytest.mark.parametrize("ratio", ["just over three times", "roughly three times", "about three times",
                                   "around three times"])
def test_a_rough_ratio_of_two_shown_prices_is_worked_out(winch, ratio):
    v = check(_LEAD.format(w=winch, r=ratio), _CLUB)
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("ratio", ["about four times", "just under three times", "just over four times",
                                   "three times", "roughly five times", "nearly three times", "almost four times"])
def test_another_ratio_is_caught(ratio):
    v = check(_LEAD.format(w="£12", r=ratio), _CLUB)
    assert v.hallucination == "hallucinated", _critical(v)


@pytest.mark.parametrize("text, kind, amount, unit", [
    ("a dozen pounds", "money", 12.0, "gbp"), ("two dozen euros", "money", 24.0, "eur"),
    ("a dozen pence", "money", 0.12, "gbp"), ("a dozen quid", "money", 12.0, "gbp"),
    ("three dozen dollars", "money", 36.0, "usd"), ("a dozen eggs", "quantity", 12.0, "egg"),
    ("two dozen sessions", "quantity", 24.0, "session"), ("fifteen quid", "money", 15.0, "gbp")])
def test_a_dozen_of_a_currency_is_money(text, kind, amount, unit):
    (v,) = extract_values(f"It is {text}.")
    assert (v.kind, round(v.amount, 4), v.unit) == (kind, amount, unit)


@pytest.mark.parametrize("price, caught", [("a dozen pounds", False), ("a dozen quid", False),
                                           ("two dozen pounds", True), ("a dozen euros", True)])
def test_a_dozen_pounds_is_checked_as_the_price(price, caught):
    v = check(f"A winch launch costs {price}.", _CLUB)
    assert (v.hallucination == "hallucinated") is caught, _critical(v)


_FEES = [{"title": "fees.md", "text": "Membership costs £149 for one year or £379 for three years. The exchange "
          "fee is £189 per confirmed week for a domestic exchange."}]


@pytest.mark.parametrize("lead", ["A one-year membership plus one domestic exchange comes to",
                                  "A one-year membership plus one exchange costs",
                                  "One year of membership and one exchange is",
                                  "A one-year membership plus one exchange totals"])
def test_the_labels_before_the_working_are_no_operands(lead):
    v = check(f"{lead} £149 + £189 = £338.", _FEES)
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("total", ["£348", "£339", "£528"])
def test_a_wrong_total_after_labels_is_caught(total):
    v = check(f"A one-year membership plus one domestic exchange comes to £149 + £189 = {total}.", _FEES)
    assert v.hallucination == "hallucinated", _critical(v)


def test_score_reads_rough_ratios_and_dozens(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": "How much is an aerotow?", "context": _CLUB,
             "response": r}
            for i, r in (("rough", _LEAD.format(w="a dozen pounds", r="just over three times")),
                         ("wrong", _LEAD.format(w="a dozen pounds", r="about four times")),
                         ("sum", "A winch plus an aerotow comes to £12 + £38 = £50."),
                         ("bad_sum", "A winch plus an aerotow comes to £12 + £38 = £56."))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"rough": False, "wrong": True, "sum": False, "bad_sum": True}
