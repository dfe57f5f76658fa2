"""THE FIGURE STATED TWICE (checker.derive.Ledger._stated_twice): a context that states a period at two places ("خلال
٣٠ يومًا من تاريخ استلامه، ويجوز تمديد هذه المدة ٣٠ يومًا إضافية") gives two periods, so an Arabic answer's sum of them
("أي أن الحد الأقصى مع التمديد ستون يومًا") is working, not a doubling read off one figure. A wrong sum is still caught,
and a period the context states once is still not doubled unsaid."""
from __future__ import annotations

import pytest

from groundtest import check

_TWICE = ("وعلى جهة التحكم الاستجابة لطلب صاحب البيانات خلال ٣٠ يومًا من تاريخ استلامه، ويجوز لها تمديد هذه المدة ٣٠ يومًا "
          "إضافية إذا تطلب تنفيذ الطلب جهدًا غير متوقع.")
_ONCE = "وعلى جهة التحكم الاستجابة لطلب صاحب البيانات خلال ٣٠ يومًا من تاريخ استلامه."
_LEAD = "يجب الرد خلال ثلاثين يومًا، ويجوز تمديدها ثلاثين يومًا إضافية؛ "


@pytest.mark.parametrize("total,ok", [("ستون يومًا", True), ("60 يومًا", True), ("٦٠ يومًا", True),
                                      ("تسعون يومًا", False), ("70 يومًا", False)])
def test_the_sum_of_two_stated_periods(total, ok):
    v = check(f"{_LEAD}أي أن الحد الأقصى مع التمديد {total}.", _TWICE)
    flagged = any(f.rule == "value" and f.severity == "critical" for f in v.findings)
    assert flagged is not ok, v.findings


def test_a_period_stated_once_is_not_doubled_unsaid():
    v = check("يجب الرد خلال ثلاثين يومًا، أي أن الحد الأقصى مع التمديد ستون يومًا.", _ONCE)
    assert any(f.rule == "value" and f.severity == "critical" for f in v.findings), v.findings
