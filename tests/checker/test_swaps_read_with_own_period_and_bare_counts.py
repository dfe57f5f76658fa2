"""A VALUE SAID WITH ITS OWN PERIOD, AND A BARE COUNT OF A PAIRED CONDITION, ARE NO SWAP (frames._own_period,
frames._bare_alike).

"Registration: £40 to register, then £20 a year after that" for "Registration costs £40, with an annual fee of £20
each year after": the claim keeps the £20's own period ("a year"), which the rival £40 lacks. "The family membership
(3 or more in the same household) is £85 a month" for "family membership (3 or more members of the same household)
£85 a month": the claim's bare 3 is the context's "3 or more members", not the "3rd kyu" of another price. A price
given to another subject is still caught."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_LOTTERY = [{"title": "lotteries.md", "text": "Ashbourne District Council registers small society lotteries. "
             "Registration costs £40, with an annual fee of £20 each year after. The largest prize allowed is £25,000."}]


def _critical(v) -> list:
    return [(f.rule, f.content) for f in v.findings if f.severity == "critical"]


@pytest.mark.parametrize("period", ["a year", "per year", "each year", "annually", "every year"])
def test_the_values_own_period_keeps_it_its_own(period):
    v = check(f"### Registration cost\n- **£40** to register in the first place.\n- Then **£20 {period}** after that.",
              _LOTTERY, "How much does registration cost?")
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("claim", ["The largest prize allowed is £20 a year.", "The largest prize allowed is £40.",
                                   "Registration costs £25,000."])
def test_a_value_given_to_another_subject_is_caught(claim):
    v = check(claim, _LOTTERY, "How much does registration cost?")
    assert v.hallucination == "hallucinated", _critical(v)


_DOJO = [{"title": "fees.md", "text": "Kaizen Dojo fees: adults £38 a month; juniors aged 5 to 15 £28 a month; family "
          "membership (3 or more members of the same household) £85 a month. Grading fees are £20 up to and including "
          "4th kyu and £35 from 3rd kyu upward."}]


@pytest.mark.parametrize("claim", [
    "If another family member joined, the family membership (3 or more in the same household) would be £85 a month.",
    "The family membership (3 or more in the same household) is £85 a month.",
    "For 3 or more in one household, the family membership is £85 a month."])
def test_a_bare_count_of_the_paired_condition(claim):
    v = check(claim, _DOJO, "What are the fees?")
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("claim", ["The family membership (3 or more in the same household) is £38 a month.",
                                   "Juniors pay £85 a month."])
def test_another_price_for_the_family_is_caught(claim):
    v = check(claim, _DOJO, "What are the fees?")
    assert v.hallucination == "hallucinated", _critical(v)


def test_score_reads_the_own_period(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": "How much does registration cost?",
             "context": _LOTTERY, "response": r}
            for i, r in (("own", "Registration is £40, then £20 a year after that."),
                         ("prize", "The largest prize allowed is £20 a year."))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"own": False, "prize": True}


_CLUB = [{"title": "plans.md", "text": "Pay As You Go has no monthly fee and costs £6.50 per hour for a city car. "
          "Regular costs £9 a month, with city cars at £5.50 per hour. Frequent costs £25 a month."}]


@pytest.mark.parametrize("claim, caught", [
    ("On Regular, you also pay your usual £9 monthly fee.", False),
    ("On Regular you pay £9 a month.", False),
    ("Pay As You Go costs £9 a month.", True),
    ("On Regular, you also pay your usual £6.50 monthly fee.", True)])
def test_a_rival_of_another_period_in_another_sentence(claim, caught):
    v = check(claim, _CLUB, "I'm on Regular. What will the trip cost?")
    assert (v.hallucination == "hallucinated") is caught, _critical(v)
