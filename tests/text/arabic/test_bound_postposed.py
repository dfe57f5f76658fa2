"""THE POSTPOSED BOUND (text.arabic.frames.bound_of, _postposed): a bound said after its figure ("100 درهم حدًا أدنى
و1,000 درهم حدًا أقصى", the accusative "حدًا أدنى" as "كحد أدنى") is that figure's; it is not the bound of the next
figure, which its own words after it bound. So the restated pair passes the bound-turned check (frame_qualifier), and a
bound turned the other way ("1,000 درهم حدًا أدنى" over the context's maximum) is still caught."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest import check
from groundtest.text.arabic.frames import bound_of
from groundtest.text.matching import extract_values

_CTX = ("يلتزم المؤجر بتسجيل عقد الإيجار خلال 30 يومًا من تاريخ بدء العقد. وتُحتسب رسوم التسجيل للعقود السكنية بنسبة 1% "
        "من قيمة الإيجار السنوي، بحد أدنى 100 درهم وحد أقصى 1,000 درهم.")
LOW = ["حدًا أدنى", "كحد أدنى", "بحد أدنى", "على الأقل"]
HIGH = ["حدًا أقصى", "كحد أقصى", "بحد أقصى", "على الأكثر"]


def _bounds(text):
    return [bound_of(text, v) for v in extract_values(text) if v.kind == "money"]


@pytest.mark.parametrize("low", LOW)
@pytest.mark.parametrize("high", HIGH)
def test_each_figure_keeps_its_own_bound(low, high):
    assert _bounds(f"الرسوم 1% من الإيجار السنوي (100 درهم {low} و1,000 درهم {high}).") == ["min", "max"]
    assert _bounds(f"الرسوم 1% من الإيجار السنوي (1,000 درهم {high} و100 درهم {low}).") == ["max", "min"]


def test_a_bound_before_after_a_coordination_stays():
    assert _bounds("بحد أدنى 100 درهم وحد أقصى 1,000 درهم") == ["min", "max"]
    assert _bounds("المبلغ لا يقل عن 500 ريال ولا يزيد على 900 ريال") == ["min", "max"]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(LOW), st.sampled_from(HIGH))
def test_the_pair_passes_and_a_turned_bound_is_caught(low, high):
    good = check(f"رسوم التسجيل: 1% من الإيجار السنوي (100 درهم {low} و1,000 درهم {high}).", _CTX)
    assert not any(f.rule == "frame_qualifier" for f in good.findings), good.findings
    bad = check(f"رسوم التسجيل: 1% من الإيجار السنوي، و1,000 درهم {low}.", _CTX)
    assert bad.hallucination == "hallucinated", bad.findings
