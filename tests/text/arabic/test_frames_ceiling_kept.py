"""THE CEILING KEPT (text.arabic.frames._kept_ceiling): a claim whose figure is governed by the context's negated verb of
comparison, however many words stand between ("بشرط ألّا يزيد الرصيد المتراكم على ١٢٠ يومًا"), keeps the ceiling: it is
no fixed amount for the dropped-ceiling grammar (frames.ceiling_dropped). The figure stated as the fixed amount ("رصيدك
المتراكم ١٢٠ يومًا") or as the other bound ("ألا يقل الرصيد المتراكم عن ١٢٠ يومًا") is still caught."""
from __future__ import annotations

import pytest

from groundtest.checker import check

_CTX = ("وفق المادة (41) من مرسوم نظام الخدمة المدنية، يستحق الموظف إجازة دورية بمرتب كامل مدتها 35 يومًا في السنة، ولا "
        "يستحقها إلا بعد قضاء 6 أشهر متصلة في الخدمة. ويجوز للموظف أن يضم ما لم يستنفده من رصيد إجازاته الدورية، على ألا "
        "يزيد الرصيد المتراكم على 120 يومًا.")
_LEAD = "بحسب المادة (41) من مرسوم نظام الخدمة المدنية، الإجازة الدورية 35 يومًا في السنة بمرتب كامل.\n\n"


@pytest.mark.parametrize(("tail", "ok"), [
    ("يجوز ضم ما لم تستنفده، بشرط ألّا يزيد الرصيد المتراكم على **١٢٠ يومًا**.", True),
    ("يجوز ضم الرصيد غير المستنفد على ألا يزيد الرصيد المتراكم على مئة وعشرين يومًا.", True),
    ("يجوز ضم ما لم تستنفده، ويصبح الرصيد المتراكم **١٢٠ يومًا** في كل الأحوال.", False),  # the fixed amount
    ("يجوز ضم ما لم تستنفده، بشرط ألّا يزيد الرصيد المتراكم على **٩٠ يومًا**.", False),  # another figure
])
def test_the_ceiling_kept(tail, ok):
    got = check(_LEAD + tail, _CTX, "كم مدة الإجازة الدورية السنوية للموظف في الخدمة المدنية؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
