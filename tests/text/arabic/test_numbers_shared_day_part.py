"""THE SHARED DAY PART (text.arabic.numbers._ranged_times): a clock range whose part of the day is written once, after
its second end — "من ٥ إلى ٧:٣٠ مساءً"، "5:00 – 7:30 م"، "من ٩ إلى ١١:٣٠ صباحًا" — has its first end in that part of
the day (17:00, 09:00), as English "from 5 to 7:30pm" does. The right range restated passes (and the session's length
worked out from it); another start, in the same shape, is still a time the context does not give."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values
from tests.helpers import scored_hallucinated


def _times(t: str) -> list[str]:
    return [v.unit or "" for v in extract_values(t) if v.kind == "time"]


@pytest.mark.parametrize("text,units", [
    ("من ٥ إلى ٧:٣٠ مساءً", ["17:00", "19:30"]), ("5:00 – 7:30 م", ["17:00", "19:30"]),
    ("من 5 حتى 7 مساءً", ["17:00", "19:00"]), ("بين 2 و 4 مساءً", ["14:00", "16:00"]),
    ("من ٩ إلى ١١:٣٠ صباحًا", ["09:00", "11:30"]), ("9:00 – 11:30 ص", ["09:00", "11:30"]),
    ("من 8 إلى 3 مساءً", ["08:00", "15:00"]),  # (8 to 3pm: the first end is a morning hour, THE MORNING START)
    ("من ٤ عصرًا حتى ١١ ليلًا", ["16:00", "23:00"]),
])
def test_the_grammar(text, units):
    assert _times(text) == units


CTX = ("فرع تلمسان: يقدم دورات الخزف التقليدي، والجلسات مسائية من ٥ إلى ٧:٣٠ مساءً أيام الأحد والثلاثاء. "
       "فرع وهران: يقدم دورات الخزف الحديث، والجلسات صباحية من ٩ إلى ١١:٣٠ صباحًا أيام السبت والاثنين.")
Q = "ما الفرق بين ورشة وهران وورشة تلمسان من حيث الأوقات؟"


@pytest.mark.parametrize("start,ok", [("5:00", True), ("6:00", False), ("4:30", False)])
def test_a_range_restated(start, ok):
    r = f"| | فرع تلمسان | فرع وهران |\n|---|---|---|\n| الأوقات | مسائية: {start} – 7:30 م | صباحية: 9:00 – 11:30 ص |"
    v = check(r, CTX, query=Q)
    assert (v.hallucination != "hallucinated") == ok, v


def test_through_score(tmp_path):
    ctx = [{"title": "الفروع.md", "text": CTX}]
    right = "- تلمسان: مسائية من **5:00 – 7:30 م**.\n- وهران: صباحية من **9:00 – 11:30 ص**."
    wrong = "- تلمسان: مسائية من **6:00 – 7:30 م**.\n- وهران: صباحية من **9:00 – 11:30 ص**."
    assert scored_hallucinated(tmp_path, [right, wrong], ctx, Q) == [False, True]
