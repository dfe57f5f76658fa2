"""Metric conversions within one dimension (text/matching.py ``METRIC_UNITS``, ``same_value``, ``TextIndex.find``).

Grammar: QUANTITY := n UNIT, UNIT ∈ one dimension (length mm/cm/m/km, mass mg/g/kg, volume ml/cl/l, each as a
symbol or a word, British or American spelling); n UNIT₁ = m UNIT₂ iff n × size(UNIT₁) = m × size(UNIT₂).
Wrong neighbours: the amount kept but the unit changed (12 mm vs 12 cm), the factor slipped (1.2 cm vs 0.12 cm),
another dimension (12 mm vs 12 mg) stay unequal; and in the checker the converted figure is supported while a
slipped one is flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import TextIndex, parse_value, same_value

#: (context's form, the same amount in another unit of its dimension)
EQUAL = [("12 mm", "1.2 cm"), ("12 millimetres", "1.2 centimetres"), ("1,500 metres", "1.5 km"),
         ("1.5 kilometres", "1500 meters"), ("250 ml", "0.25 litres"), ("2 litres", "2000 ml"),
         ("2 kg", "2,000 grams"), ("500 mg", "0.5 grams"), ("30 centimeters", "300 mm"), ("75 cl", "750 ml"),
         ("0.5 kilograms", "500 grams"), ("3 metres", "300 cm")]


@pytest.mark.parametrize(("a", "b"), EQUAL)
def test_same_amount_in_another_unit_of_the_dimension(a, b):
    assert same_value(parse_value(a), parse_value(b))
    assert same_value(parse_value(b), parse_value(a))
    assert TextIndex(f"It measures {a} in all.").find(b) is not None


def _slipped(b: str) -> list[str]:
    v = parse_value(b)
    n, unit = v.amount, v.raw.split()[-1]
    return [f"{n * 10:g} {unit}", f"{n / 10:g} {unit}"]


@pytest.mark.parametrize(("a", "b"), EQUAL)
def test_a_factor_slipped_is_another_amount(a, b):
    idx = TextIndex(f"It measures {a} in all.")
    for wrong in _slipped(b):
        assert idx.find(wrong) is None, wrong
        assert not same_value(parse_value(a), parse_value(wrong))


@pytest.mark.parametrize(("a", "b"), [("12 mm", "12 mg"), ("12 mm", "12 ml"), ("2 kg", "2 km"), ("250 ml", "250 mg"),
                                      ("1 litre", "1 metre"), ("12 mm", "12 cm")])
def test_never_across_dimensions_or_units_by_amount_alone(a, b):
    assert not same_value(parse_value(a), parse_value(b))
    assert TextIndex(f"It is {a}.").find(b) is None


CHIP = [{"title": "about.md", "text": "Each microchip is about the size of a grain of rice — roughly 12 mm long. "
                                      "A scanner reads it from about 5 to 10 cm away."}]


@pytest.mark.parametrize(("said", "ok"), [("roughly **1.2 cm** long", True), ("roughly 1.2 centimetres long", True),
                                          ("about 0.012 metres long", True), ("roughly **12 cm** long", False),
                                          ("roughly 0.12 cm long", False), ("roughly 2.1 cm long", False)])
def test_the_checker_reads_a_conversion_as_the_contexts_figure(said, ok):
    r = check(f"The chip is the size of a grain of rice, {said}.", CHIP, "How big is the chip?")
    assert (r.hallucination != "hallucinated") is ok, (said, r.findings)
