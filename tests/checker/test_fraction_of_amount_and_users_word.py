"""Two readings of an Arabic comparison with the user's wrong figure (checker.derive, checker.lookups):

- THE FRACTION OF AN AMOUNT: a fraction word before a noun of amount ("أي نصف المبلغ الصحيح"، "ربع القيمة") says one
  figure the answer shows is that share of another (4,800 of 9,600 is half): a share worked out, never a rate of its own;
- THE USER'S WORD AFTER THE FIGURE: "لو كان المبلغ ٢٠٠ ريال كما سمعت" reports the user's figure as what they heard,
  after the answer corrected it — no adoption of it.

The right comparison passes; a wrong share, or the user's figure adopted without the attribution, is still caught."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest import check
from tests.helpers import cli_scored

_FEES = ("رسوم إصدار أو تجديد الإقامة للعامل ٦٥٠ ريالًا عن كل سنة. يُضاف المقابل المالي للمرافقين بواقع ٤٠٠ ريال شهريًا عن "
         "كل مرافق، ويُدفع مقدمًا عن كامل مدة الإقامة.")
_FEES_Q = "سمعت أن المقابل المالي للمرافقين ٢٠٠ ريال شهريًا. كم سأدفع عن زوجتي وابني لسنة كاملة؟"
SAID = ["كما سمعت", "كما ذكرت", "كما قلت"]
AMOUNT_NOUNS = ["المبلغ الصحيح", "المبلغ", "القيمة الصحيحة", "الإجمالي الصحيح"]


def _fees(said: str, fraction: str, noun: str) -> str:
    return ("المقابل المالي للمرافقين هو **٤٠٠ ريال شهريًا عن كل مرافق**، وليس ٢٠٠ ريال.\n\n"
            "- ٤٠٠ ريال × ٢ مرافق = **٨٠٠ ريال شهريًا**.\n- ٨٠٠ × ١٢ شهرًا = **٩٬٦٠٠ ريال** للسنة.\n\n"
            f"**وللمقارنة:** لو كان المبلغ ٢٠٠ ريال {said} لكان الإجمالي ٤٬٨٠٠ ريال فقط، أي {fraction} {noun}.")


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(SAID), st.sampled_from(AMOUNT_NOUNS))
def test_the_users_figure_reported_and_its_share_pass(said, noun):
    assert check(_fees(said, "نصف", noun), _FEES, query=_FEES_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("fraction", ["ربع", "ثلث"])
@pytest.mark.parametrize("noun", AMOUNT_NOUNS[:2])
def test_a_share_the_figures_do_not_give_is_caught(fraction, noun):
    assert check(_fees("كما سمعت", fraction, noun), _FEES, query=_FEES_Q).hallucination == "hallucinated"


def test_the_users_figure_adopted_is_caught():
    r = "المقابل المالي للمرافقين **٢٠٠ ريال شهريًا** عن كل مرافق، ويُدفع مقدمًا عن كامل مدة الإقامة."
    assert check(r, _FEES, query=_FEES_Q).hallucination == "hallucinated"


def test_score_reads_both(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": _FEES_Q,
             "context": [{"title": "fees.md", "text": _FEES}], "response": r}
            for i, r in (("half", _fees("كما سمعت", "نصف", "المبلغ الصحيح")),
                         ("quarter", _fees("كما سمعت", "ربع", "المبلغ الصحيح")))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"half": False, "quarter": True}
