"""Two grammars of percentages worked out (checker.derive):

- THE SHARE TOTAL: a percentage on a line labelled a total ("| **المجموع** | **13%** | **8%** |", "| **Total** | 13% |")
  is the sum of the percentages in its column above (12% + 1%, 7% + 1%);
- THE SHARE OF A WHOLE: "حصتك 150 من 350 (حوالي ٤٣٪)" / "150 out of 350 (about 43%)" — the percentage is 100·a/b,
  rounded to the unit it is written in.

The right sum or share passes; a wrong one in the same place is still caught."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest import check
from tests.helpers import cli_scored

_SIO = ("نسب اشتراكات التأمين الاجتماعي للعامل البحريني في القطاع الخاص: ٧٪ يتحملها العامل و١٢٪ يتحملها صاحب العمل من "
        "الأجر الشهري، إضافة إلى اشتراك التأمين ضد التعطل بنسبة ١٪ على كل من العامل وصاحب العمل.")
_SIO_Q = "كم نسبة التأمين اللي أدفعها أنا وكم يدفع الموظف؟"
TOTAL_WORDS = ["المجموع", "الإجمالي"]


def _sio(label: str, mine: str, theirs: str) -> str:
    return ("| البند | صاحب العمل (أنت) | العامل |\n|---|---|---|\n| التأمين الاجتماعي | 12% | 7% |\n"
            f"| التأمين ضد التعطل | 1% | 1% |\n| **{label}** | **{mine}** | **{theirs}** |\n\nبالتوفيق!")


@settings(max_examples=6, deadline=None)
@given(st.sampled_from(TOTAL_WORDS))
def test_a_total_row_of_shares_is_their_sum(label):
    assert check(_sio(label, "13%", "8%"), _SIO, query=_SIO_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("mine,theirs", [("14%", "8%"), ("13%", "9%"), ("18%", "8%")])
def test_a_total_row_the_shares_do_not_add_to_is_caught(mine, theirs):
    assert check(_sio("المجموع", mine, theirs), _SIO, query=_SIO_Q).hallucination == "hallucinated"


_PRESS = ("رسوم العصر ٨ دولارات أميركية لكل ١٠٠ كيلوغرام، بحد أدنى ٢٠٠ كيلوغرام للدفعة الواحدة. يجوز لمزارعَين أو أكثر جمع "
          "زيتونهم في دفعة واحدة مشتركة، ويُقسم الزيت بينهم بنسبة أوزان الزيتون.")
_PRESS_Q = "عندي ١٥٠ كيلو بس من شجراتي، وجاري عنده ٢٠٠. شو الحل؟"


def _press(mine: str, theirs: str) -> str:
    return ("- المجموع: 150 + 200 = **350 كغ**.\n"
            f"- الزيت بيتقسم بينكم بنسبة أوزان الزيتون، يعني حصتك 150 من 350 (حوالي {mine}) وحصة جارك 200 من 350 (حوالي {theirs}).")


@pytest.mark.parametrize("mine,theirs", [("٤٣٪", "٥٧٪"), ("43%", "57%"), ("42.9%", "57.1%")])
def test_a_share_of_a_whole_is_its_ratio(mine, theirs):
    assert check(_press(mine, theirs), _PRESS, query=_PRESS_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("mine,theirs", [("٤٠٪", "٦٠٪"), ("45%", "57%"), ("43%", "60%")])
def test_a_share_the_figures_do_not_give_is_caught(mine, theirs):
    assert check(_press(mine, theirs), _PRESS, query=_PRESS_Q).hallucination == "hallucinated"


def test_score_reads_both(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": q, "context": [{"title": "c.md", "text": c}],
             "response": r}
            for i, q, c, r in (("total", _SIO_Q, _SIO, _sio("المجموع", "13%", "8%")),
                               ("total-bad", _SIO_Q, _SIO, _sio("المجموع", "14%", "8%")),
                               ("share", _PRESS_Q, _PRESS, _press("٤٣٪", "٥٧٪")),
                               ("share-bad", _PRESS_Q, _PRESS, _press("٤٠٪", "٦٠٪")))]
    got = cli_scored(tmp_path, rows, "hallucinated")
    assert got == {"total": False, "total-bad": True, "share": False, "share-bad": True}
