"""THE DUAL MONTH LEAD (text.arabic.dates.MONTH_LEADS): "خلال شهري يوليو وأغسطس" — the dual "the two months of" leads
the months named after it, as "شهر" leads one. Over such a context the months restated pass; a month it does not name,
in the same shape, is still a date the context lacks."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values
from tests.helpers import scored_hallucinated

MONTHS = [("يناير", 1), ("مارس", 3), ("أبريل", 4), ("يوليو", 7), ("أغسطس", 8), ("ديسمبر", 12)]


@pytest.mark.parametrize("a", MONTHS)
@pytest.mark.parametrize("b", MONTHS)
def test_the_two_months_are_read(a, b):
    if a == b:
        return
    vs = extract_values(f"تضاف جولة خلال شهري {a[0]} و{b[0]}.")
    assert [v.unit for v in vs if v.kind == "date"] == [f"--{a[1]:02d}", f"--{b[1]:02d}"]


def test_a_monthly_adjective_is_no_lead():
    assert [v.kind for v in extract_values("اشتراك شهري 50 درهم")] == ["money"]


CTX = ("مواعيد الجولات من السبت إلى الخميس: 9:00 و10:00 و11:00 و14:00، وتضاف جولة في الساعة 15:00 خلال شهري يوليو "
       "وأغسطس.")
Q = "متى مواعيد الجولات؟"


@pytest.mark.parametrize("month,ok", [("يوليو وأغسطس", True), ("يونيو ويوليو", False), ("أغسطس وسبتمبر", False)])
def test_the_months_restated(month, ok):
    v = check(f"المواعيد من السبت إلى الخميس في 9:00 و14:00 (مع جولة إضافية في 15:00 خلال {month}).", CTX, query=Q)
    assert (v.hallucination != "hallucinated") == ok, v


def test_through_score(tmp_path):
    ctx = [{"title": "الجولات.md", "text": CTX}]
    right = "المواعيد في 9:00 و14:00، مع جولة إضافية في 15:00 خلال يوليو وأغسطس."
    wrong = "المواعيد في 9:00 و14:00، مع جولة إضافية في 15:00 خلال يونيو ويوليو."
    assert scored_hallucinated(tmp_path, [right, wrong], ctx, Q) == [False, True]
