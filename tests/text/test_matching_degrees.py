"""A temperature's degree sign is the unit "degree" (text/matching.py ``_DEGREES_AT``): "60°C", "60 °C", "40ºF", "5°"
read as the words "sixty degrees" are, so a reworded temperature matches and another one is flagged.
Grammar: NUMBER [space] (°|º) [space] [C|F] — the unit degree; without the sign the number stays bare."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values

TEMPS = [(60, "sixty"), (40, "forty"), (30, "thirty"), (90, "ninety")]


@pytest.mark.parametrize("form", ["{n}°C", "{n} °C", "{n}ºF", "{n}°", "{n}° C"])
@pytest.mark.parametrize(("n", "_w"), TEMPS)
def test_the_degree_sign_is_the_unit(form, n, _w):
    vs = extract_values(f"Wash bedding at {form.format(n=n)} before the visit.")
    assert vs and vs[0].kind == "quantity" and vs[0].unit == "degree" and vs[0].amount == n


def test_a_bare_number_stays_bare():
    vs = extract_values("Room 60 is on the left.")
    assert vs and vs[0].kind == "number" and vs[0].unit is None


@pytest.mark.parametrize(("n", "word"), TEMPS)
def test_a_temperature_in_words_matches_the_sign(n, word):
    ctx = [{"title": "p.md", "text": f"Before a flea treatment, wash bedding at {n}°C and vacuum all floors."}]
    assert check(f"Wash all bedding at **{word} degrees** and vacuum all floors.", ctx).hallucination != "hallucinated"
    other = dict(TEMPS)[(n + 30) if (n + 30) in dict(TEMPS) else 30 if n != 30 else 60]
    assert check(f"Wash all bedding at **{other} degrees** and vacuum all floors.", ctx).hallucination == "hallucinated"
