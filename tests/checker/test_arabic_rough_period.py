"""THE CONVERTED PERIOD IN ARABIC (derive.Ledger._converted, text.arabic.numbers.span_said_roughly): a period the answer
shows put in another unit of the calendar and said to be rough ("شهران، يعني تقريباً 8 أسابيع"، "أي نحو 60 يوماً"، "حوالي
90 يوماً") is the same period where a month of 28 to 31 days makes it so, within half its last written unit. A figure no
month length gives stays flagged, as does the conversion said as exact of a period it only approaches."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest.checker import check

_LEASE = "الإيجار ٤٥٠٠ ريال شهرياً. الحد الأدنى لمدة العقد {months}."
_MONTHS = {2: "شهران", 3: "ثلاثة أشهر", 4: "أربعة أشهر"}
_ROUGH = ["يعني تقريباً {x}", "أي نحو {x}", "يعني حوالي {x}", "أي {x} تقريباً", "يعني **تقريباً {x}**"]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(sorted(_MONTHS)), st.sampled_from(_ROUGH), st.booleans())
def test_a_rough_period_in_another_unit(n, rough, weeks):
    ctx = _LEASE.format(months=_MONTHS[n])
    x = f"{4 * n} أسابيع" if weeks else f"{30 * n} يوماً"
    right = check(f"الحد الأدنى لمدة العقد {_MONTHS[n]}، {rough.format(x=x)}.", ctx)
    assert right.hallucination != "hallucinated", right.findings
    far = f"{6 * n} أسابيع" if weeks else f"{45 * n} يوماً"  # half again as long: no month is that long
    wrong = check(f"الحد الأدنى لمدة العقد {_MONTHS[n]}، {rough.format(x=far)}.", ctx)
    assert wrong.hallucination == "hallucinated", wrong.findings


@pytest.mark.parametrize("said", ["يعني 8 أسابيع", "أي 8 أسابيع بالضبط"])
def test_not_said_to_be_rough_stays_flagged(said):
    v = check(f"الحد الأدنى لمدة العقد شهران، {said}.", _LEASE.format(months="شهران"))
    assert v.hallucination == "hallucinated", v.findings
