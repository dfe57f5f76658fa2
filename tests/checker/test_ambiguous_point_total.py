"""THE AMBIGUOUS POINT (checker.derive._decimal_reading): a bare total written "10.750" is read as ten thousand seven
hundred and fifty (text.arabic.normalise.thousands_points), but under items written to a dinar's three places
("2.650", "3.600", "4.500") it is their sum, 10.75: the total's check takes the decimal reading too. A total the items
do not add up to, in either reading, is still caught."""
from __future__ import annotations

import pytest

from groundtest import check

_CTX = ("الشريحة الأولى: حتى 18 مترًا مكعبًا بمبلغ مقطوع قدره 2.650 دينار. الشريحة الثانية: من 19 إلى 36 مترًا مكعبًا "
        "بسعر 0.300 دينار للمتر. يُضاف بدل مياه محلاة قدره 0.150 دينار عن كل متر مكعب مستهلك.")
_TABLE = ("| البند | المبلغ (دينار) |\n|---|---|\n| الشريحة الأولى | 2.650 |\n| الشريحة الثانية (12 × 0.300) | 3.600 |\n"
          "| بدل مياه محلاة (30 × 0.150) | 4.500 |\n| **المجموع** | **{total}** |")


@pytest.mark.parametrize("total,ok", [("10.750", True), ("١٠٫٧٥٠", True), ("10.850", False), ("11.750", False)])
def test_the_total_in_either_reading(total, ok):
    v = check(_TABLE.format(total=total), _CTX, query="كم فاتورتي إذا استهلكت 30 مترًا مكعبًا؟")
    flagged = any(f.rule == "value" and f.severity == "critical" and total in (f.content or "") for f in v.findings)
    assert flagged is not ok, v.findings
