"""THE FEAST'S DAY (text.arabic.dates.FEAST_DAYS, feast_day; checker.derive._feast_day): the Hijri day a named feast
falls on is a fact of the calendar, as "a week has 7 days" is: "عيد الفطر في ١ شوال" beside an answer's deadline is no
date the context must state. Another day said of the feast ("عيد الفطر في ٢ شوال"), or the feast's day said of
another feast, is still a date not found."""
from __future__ import annotations

import pytest

from groundtest import check

_CTX = "يحق لمن سُجِّلت عليه مخالفة مرورية الاعتراض عليها خلال ٣٠ يومًا من تاريخ تسجيلها عبر منصة أبشر."
_LEAD = "يحق لك الاعتراض خلال ٣٠ يومًا من تاريخ تسجيل المخالفة. "
RIGHT = ["عيد الفطر في ١ شوال، فلا تؤجل الاعتراض.", "وعيد الأضحى يوافق **10 ذو الحجة**، فقدّم اعتراضك قبله.",
         "يوم عرفة ٩ ذو الحجة، فلا تؤجل.", "علمًا بأن رأس السنة الهجرية في 1 محرم."]
WRONG = ["عيد الفطر في ٢ شوال، فلا تؤجل الاعتراض.", "وعيد الأضحى يوافق **9 ذو الحجة**، فقدّم اعتراضك قبله.",
         "يوم عرفة ١٠ ذو الحجة، فلا تؤجل.", "علمًا بأن الاعتراض يُقبل حتى ١ شوال."]


@pytest.mark.parametrize("said", RIGHT)
def test_the_feasts_day_passes(said):
    v = check(_LEAD + said, _CTX)
    assert not any(f.rule == "value" and f.severity == "critical" for f in v.findings), v.findings


@pytest.mark.parametrize("said", WRONG)
def test_another_day_is_caught(said):
    v = check(_LEAD + said, _CTX)
    assert any(f.rule == "value" and f.severity == "critical" for f in v.findings), v.findings
