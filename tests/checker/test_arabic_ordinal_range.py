"""THE ORDINAL RANGE (text.arabic.ordinals.ordinal_range_counts): "من الرابع إلى العاشر" holds 10 − 4 + 1 = 7 places, so
"(7 مراكز)" beside it is counted, not invented; and "حتى" before an ordinal ends the range ("ومن المركز الرابع حتى العاشر
٢٠ ألف درهم لكل مركز", text.arabic.frames._RANGE_END) — it bounds no sum, so 7 × 20,000 = 140,000 is no sum above a
cap. Another count is still a number the context does not give, and "حتى ٢٠ ألف درهم" is still a maximum."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.frames import bound_of
from groundtest.text.arabic.ordinals import ordinal_range_counts
from groundtest.text.matching import TextIndex
from tests.helpers import scored_hallucinated

CTX = [{"title": "الجوائز.md", "text": "جوائز الشوط: المركز الأول ٢٠٠ ألف درهم، والمركز الثاني ١٠٠ ألف درهم، والمركز الثالث ٧٠ ألف "
                                        "درهم، ومن المركز الرابع حتى العاشر ٢٠ ألف درهم لكل مركز."}]
Q = "كم جوائز الشوط؟"


@pytest.mark.parametrize("text,counts", [("للمراكز من الرابع إلى العاشر (7 مراكز)", {7}), ("ومن المركز الرابع حتى العاشر", {7}),
                                         ("من الأول الى الثالث", {3}), ("من الخامس إلى الرابع", set())])
def test_the_range_counted(text, counts):
    assert ordinal_range_counts(text) == counts


@pytest.mark.parametrize("text,bound", [("ومن المركز الرابع حتى العاشر ٢٠ ألف درهم لكل مركز.", None),
                                        ("الغرامة حتى ٢٠ ألف درهم.", "max")])
def test_until_an_ordinal_bounds_no_sum(text, bound):
    assert [bound_of(text, v) for v in TextIndex(text).values if v.kind == "money"] == [bound]


R = ("| المركز | الجائزة |\n|---|---|\n| الأول | 200,000 درهم |\n| الرابع – العاشر | 20,000 درهم لكل مركز |\n\n"
     "💡 للعلم: مجموع الجوائز النقدية للمراكز من الرابع إلى العاشر ({} مراكز) = **{} درهم**.")


@pytest.mark.parametrize("n,total,ok", [(7, "140,000", True), (6, "140,000", False), (5, "140,000", False),
                                        (7, "160,000", False)])
def test_the_places_and_their_total(n, total, ok):
    v = check(R.format(n, total), CTX, query=Q)
    assert (v.hallucination != "hallucinated") == ok, v


def test_through_score(tmp_path):
    assert scored_hallucinated(tmp_path, [R.format(7, "140,000"), R.format(6, "140,000")], CTX, Q) == [False, True]
