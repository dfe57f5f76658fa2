"""The user's figure set against a limit by a standing phrase is measured, not claimed (behaviour.is_premise with
behaviour._STANDING): "4 ليالٍ ضمن الحد الأقصى (7 ليالٍ متتالية)"، "٣ أيام تتجاوز المهلة" restate the question's own
figure, as a comparative after it does. A figure the question never gave, before the same phrase, stays flagged."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

import groundtest
from groundtest.text.arabic.behaviour import is_premise

STANDING = ["ضمن الحد الأقصى", "ضمن الحد المسموح", "داخل المهلة", "لا تتجاوز الحد", "تتجاوز الحد الأقصى", "أقل من الحد"]


@given(phrase=st.sampled_from(STANDING), n=st.integers(2, 9))
def test_a_figure_before_a_standing_phrase_is_measured(phrase, n):
    assert is_premise("- ", f" ليالٍ {phrase} (10 ليالٍ متتالية).")


@given(n=st.integers(2, 9))
def test_a_figure_before_other_words_is_not(n):
    assert not is_premise("- ", " ليالٍ في المخيم الشمالي مع وجبة العشاء.")


@settings(max_examples=25, deadline=None)
@given(nights=st.integers(2, 6), phrase=st.sampled_from(STANDING[:3]), invented=st.booleans())
def test_the_users_nights_within_the_limit(nights, phrase, invented):
    ctx = [{"title": "التصريح.md", "text": "رسم التصريح ٥ ريالات للخيمة عن كل ليلة، ولا تتجاوز مدة التصريح ٧ ليالٍ متتالية."}]
    said = 9 if invented else nights  # (no figure of the context or the question: 5 and 7 are the context's)
    resp = f"تذكير:\n- {said} ليالٍ {phrase} (7 ليالٍ متتالية)."
    v = groundtest.check(resp, ctx, f"بنخيم {'٢٣٤٥٦'[nights - 2]} ليالي، كم الرسم؟")
    flagged = [f for f in v.findings if f.severity == "critical"]
    assert bool(flagged) == invented, (resp, v.findings)
