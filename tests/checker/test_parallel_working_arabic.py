"""THE WORKING REPEATED AT ANOTHER RATE, in Arabic (checker.derive.Ledger._parallel): "2 × 3,200 = 6,400 ريال" (the
bare 3,200 the monthly rent the answer showed) keeps its count, 2; a later "لو اخترت محل الزاوية (4,500 ريال شهريًا)
سيكون التأمين 9,000 ريال" is the same working at the other rate, marked a rate by "شهريًا" (behaviour.RATE_AFTER). A
sum no count of the working gives is still caught."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_SHOPS = ("المحل العادي في السوق التراثي مساحته ٩ أمتار مربعة وإيجاره ٣٬٢٠٠ ريال قطري شهريًا، ومحل الزاوية مساحته ١٢ مترًا "
          "مربعًا وإيجاره ٤٬٥٠٠ ريال قطري شهريًا. يُدفع عند توقيع العقد تأمين يعادل إيجار شهرين، ويُعاد عند انتهاء العقد بعد "
          "خصم أي مستحقات.")
_Q = "كم مبلغ التأمين لمحل عادي في السوق؟"


def _shops(rate_mark: str, corner: str) -> str:
    return ("التأمين يعادل **إيجار شهرين**. للمحل العادي:\n- الإيجار الشهري: **3,200 ريال قطري**\n"
            "- التأمين: 2 × 3,200 = **6,400 ريال قطري**\n\n"
            f"وللعلم، لو اخترت محل الزاوية (4,500 ريال {rate_mark}) سيكون التأمين {corner} ريال.")


@pytest.mark.parametrize("rate_mark", ["شهريًا", "في الشهر", "للشهر"])
def test_the_working_at_the_other_rate_passes(rate_mark):
    assert check(_shops(rate_mark, "9,000"), _SHOPS, query=_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("corner", ["13,500", "9,500", "8,000"])
def test_a_sum_no_count_gives_is_caught(corner):
    assert check(_shops("شهريًا", corner), _SHOPS, query=_Q).hallucination == "hallucinated"


def test_score_reads_both(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": _Q, "context": [{"title": "c.md", "text": _SHOPS}],
             "response": r}
            for i, r in (("corner", _shops("شهريًا", "9,000")), ("corner-bad", _shops("شهريًا", "13,500")))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"corner": False, "corner-bad": True}
