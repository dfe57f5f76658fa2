"""An old value said as what a thing was before the change just named ("وكانت قبل ذلك 195 درهمًا"، "كان قبلها 30
يومًا") is said to be out of date, as "سابقًا" is; the same value stated as current, or "قبل ذلك" as a plain time
("قبل ذلك يجب تسجيل العقد"), is not."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_stale_cue

_CTX = [{"title": "ejari-fees-2024.md", "text": "Ejari registration fee: AED 195 at authorised typing centres.", "status": "superseded"},
        {"title": "ejari-fees-2025.md", "text": "Ejari registration fee: AED 220 at authorised typing centres, effective 1 January 2025.",
         "status": "current"}]


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(["وكانت قبل ذلك", "كانت قبلها", "وقبل ذلك كانت", "وكان قبل ذلك"]))
def test_what_it_was_before_is_out_of_date(cue):
    r = f"رسوم تسجيل إيجاري حاليًا 220 درهمًا اعتبارًا من 1 يناير 2025 ({cue} 195 درهمًا)."
    assert is_stale_cue(r)
    assert check(r, _CTX, query="كم رسوم تسجيل إيجاري الحين؟").hallucination != "hallucinated"
    # wrong neighbours: the old value as current; "before that" as a plain time
    assert check("رسوم تسجيل إيجاري حاليًا 195 درهمًا.", _CTX, query="كم رسوم تسجيل إيجاري الحين؟").hallucination == "hallucinated"
    assert not is_stale_cue("قبل ذلك يجب تسجيل العقد.")
