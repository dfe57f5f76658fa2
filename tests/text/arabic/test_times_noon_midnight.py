"""Arabic clock times keep their half of the day: "12 ليلًا" and "12 صباحًا" are midnight (00:00), "١٢ ظهرًا" noon;
an Arabic time with its day part is never read as the other half (the English "7:30" is either), so noon over a
context's midnight is not found there, and midnight restated in any form is."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.matching import extract_values

_FERRY = "تعمل العبرات من الساعة 5 صباحًا حتى منتصف الليل يوميًا. أجرة الرحلة الواحدة درهم واحد تُدفع نقدًا."


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(["12 ليلًا", "١٢ ليلاً", "12 صباحًا"]))
def test_twelve_at_night_is_midnight(said):
    assert [(v.amount, v.unit) for v in extract_values(f"حتى الساعة {said}") if v.kind == "time"] == [(0.0, "00:00")]
    assert check(f"العبرات تعمل يوميًا من الساعة 5 صباحًا حتى الساعة {said}.", _FERRY).hallucination != "hallucinated"


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(["١٢ ظهرًا", "12 ظهرًا", "١٢ ظهراً"]))
def test_noon_is_not_the_contexts_midnight(said):
    v = check(f"العبرات تشتغل يوميًا من **الساعة ٥ فجرًا** حتى **الساعة {said}**.", _FERRY)
    assert v.hallucination == "hallucinated", v
    # right neighbour: a time of either half ("الساعة 5") keeps both readings
    assert check("العبرات تشتغل يوميًا من الساعة 5 حتى منتصف الليل.", _FERRY).hallucination != "hallucinated"
