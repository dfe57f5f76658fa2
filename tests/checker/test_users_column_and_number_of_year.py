"""Two grammars of the value rule (checker.lookups):

- THE USER'S COLUMN: a figure of the question in a table row under a header cell that is the user's own ("وضعك"،
  "Your situation") is the user's case set beside the rule, restated as theirs ("| الوزن | 50 كغ على الأقل | 52 كغ |");
- THE NUMBER-OF-YEAR CITATION: "القرار الوزاري 27/2018" restates the context's "قرار … رقم (٢٧) لسنة ٢٠١٨".

The right form passes; a figure the user never gave in that column, or another number or year, is still caught."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_DONOR = ("تُطبَّق شروط قبول المتبرعين وفق قرار وزير الصحة العامة رقم (٢٧) لسنة ٢٠١٨ بشأن تنظيم خدمات نقل الدم: يجب ألا يقل "
          "وزن المتبرع عن ٥٠ كيلوغراماً، وأن يتراوح عمره بين ١٨ و٦٥ عاماً.")
_DONOR_Q = "وزني ٥٢ كيلو وعمري ١٩ سنة. أقدر أتبرع؟ وأبي أعرف الشروط هذي على أي قرار مبنية."


def _donor(header: str = "وضعك", weight: str = "52 كغ", decision: str = "27/2018") -> str:
    return (f"| الشرط | المطلوب | {header} |\n|---|---|---|\n| الوزن | 50 كيلوغراماً على الأقل | {weight} ✅ |\n"
            f"| العمر | من 18 إلى 65 عاماً | 19 سنة ✅ |\n\n- هذي الشروط مبنية على **القرار الوزاري {decision}**.")


@pytest.mark.parametrize("header", ["وضعك", "حالتك", "وضعك أنت"])
def test_the_users_column_holds_the_users_figures(header):
    assert check(_donor(header), _DONOR, query=_DONOR_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("weight", ["55 كغ", "48 كغ"])
def test_a_figure_the_user_never_gave_is_caught(weight):
    assert check(_donor(weight=weight), _DONOR, query=_DONOR_Q).hallucination == "hallucinated"


@pytest.mark.parametrize("decision", ["27/2018", "٢٧/٢٠١٨", "27 / 2018"])
def test_a_number_of_year_restates_the_citation(decision):
    assert check(_donor(decision=decision), _DONOR, query=_DONOR_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("decision", ["28/2018", "27/2019", "72/2018"])
def test_another_number_or_year_is_caught(decision):
    assert check(_donor(decision=decision), _DONOR, query=_DONOR_Q).hallucination == "hallucinated"


def test_english_your_column():
    ctx = "Donors must weigh at least 50 kg and be aged 18 to 65."
    q = "I weigh 52 kg and I'm 19. Can I donate?"
    table = "| Rule | Required | Your situation |\n|---|---|---|\n| Weight | at least 50 kg | {} |\n\nYou can donate."
    assert check(table.format("52 kg"), ctx, q).hallucination != "hallucinated"
    assert check(table.format("58 kg"), ctx, q).hallucination == "hallucinated"


def test_score_reads_both(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": _DONOR_Q,
             "context": [{"title": "donor-criteria.md", "text": _DONOR}], "response": r}
            for i, r in (("right", _donor()), ("wrong-weight", _donor(weight="55 كغ")), ("wrong-decision", _donor(decision="28/2018")))]
    got = cli_scored(tmp_path, rows, "hallucinated")
    assert got == {"right": False, "wrong-weight": True, "wrong-decision": True}
