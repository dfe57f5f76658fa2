"""Metric conversions within one dimension (text/matching.py ``METRIC_UNITS``, ``same_value``, ``TextIndex.find``).

Grammar: QUANTITY := n UNIT, UNIT ∈ one dimension (length mm/cm/m/km, mass mg/g/kg/tonne, energy Wh/kWh/MWh/GWh and power kW/MW by symbol, volume ml/cl/l, each as a
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
         ("0.5 kilograms", "500 grams"), ("3 metres", "300 cm"), ("3.5 tonnes", "3,500 kg"),
         ("2,000 kg", "2 tonnes"), ("1,300 kWh", "1.3 MWh"), ("2.5 MWh", "2,500 kWh"), ("1.5 MW", "1,500 kW")]


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
                                      ("1 litre", "1 metre"), ("12 mm", "12 cm"),
                                      ("3.5 tonnes", "3.5 tons"), ("7 kW", "7 kWh"), ("1.3 MWh", "1.3 MW"),
                                      ("3 tonnes", "3 kg")])
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


CAUSEWAY = [{"title": "causeway.md", "text": "Cars may use the causeway, but vehicles over 3.5 tonnes are not permitted. "
                                             "Each solar block generates around 1,300 kWh a year."}]


@pytest.mark.parametrize(("said", "ok"), [("nothing heavier than **3,500 kg**", True), ("nothing over 3500 kilograms", True),
                                          ("nothing heavier than 3,500 tonnes", False), ("nothing over 35 tonnes", False),
                                          ("nothing heavier than 2,500 kg", False)])
def test_the_checker_reads_tonnes_as_kilograms(said, ok):
    r = check(f"Cars are fine, but {said}.", CAUSEWAY, "What vehicles can cross?")
    assert (r.hallucination != "hallucinated") is ok, (said, r.findings)


@pytest.mark.parametrize(("said", "ok"), [("about 1.3 MWh a year", True), ("about **1,300 kWh** a year", True),
                                          ("about 13 MWh a year", False), ("about 1.3 kWh a year", False)])
def test_the_checker_reads_megawatt_hours_as_kilowatt_hours(said, ok):
    r = check(f"Each block should generate {said}.", CAUSEWAY, "How much does a block generate?")
    assert (r.hallucination != "hallucinated") is ok, (said, r.findings)
