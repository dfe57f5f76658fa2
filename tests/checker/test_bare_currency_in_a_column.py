"""THE BARE CURRENCY IN A COLUMN (checker.derive._line_amount): a bare dinar written in words in a table's rows ("|
طفلك ذو العاشرة | دينار واحد |") beside a row in the country's dinar ("| أنت (بالغ) | 3 د.ب |") is one currency: the
total under the table ("المجموع: 4 دنانير بحرينية") is their sum. A total the rows do not add to is still caught."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_VISIT = ("تُنظَّم زيارات ورشة بناء السفن التقليدية في المحرق أيام الأحد والثلاثاء والخميس. رسوم الزيارة ٣ دنانير بحرينية "
          "للبالغ ودينار واحد للطالب، والدخول مجاني للأطفال دون ٦ سنوات.")
_Q = "أريد زيارة ورشة بناء السفن مع أطفالي (٥ و١٠ سنوات). كم الرسوم؟"


def _visit(one: str, total: str) -> str:
    return ("### الرسوم\n| الزائر | الرسوم |\n|---|---|\n| أنت (بالغ) | 3 د.ب |\n"
            f"| طفلك ذو العاشرة | {one} إن كان طالبًا |\n| طفلك ذو الخمس سنوات | مجانًا لأنه دون السادسة |\n\n"
            f"المجموع: **{total}** إذا كان ابن العاشرة يُحتسب طالبًا.")


@pytest.mark.parametrize("one", ["دينار واحد", "دينار بحريني واحد", "1 د.ب"])
@pytest.mark.parametrize("total", ["4 دنانير بحرينية", "4 د.ب", "أربعة دنانير بحرينية"])
def test_a_total_of_bare_and_national_dinars_passes(one, total):
    assert check(_visit(one, total), _VISIT, query=_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("one", ["دينار واحد", "1 د.ب"])
@pytest.mark.parametrize("total", ["5 دنانير بحرينية", "7 د.ب", "2 د.ب"])
def test_a_total_the_rows_do_not_give_is_caught(one, total):
    assert check(_visit(one, total), _VISIT, query=_Q).hallucination == "hallucinated"


def test_score_reads_both(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": _Q, "context": [{"title": "c.md", "text": _VISIT}],
             "response": r}
            for i, r in (("sum", _visit("دينار واحد", "4 دنانير بحرينية")), ("sum-bad", _visit("دينار واحد", "5 دنانير بحرينية")))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"sum": False, "sum-bad": True}
