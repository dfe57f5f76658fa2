"""A figure against an SI unit's symbol is a measure, not an identifier (checker/lookups.py ``codes``, ``_SI_SYMBOL``).

Grammar: MEASURE := n SYMBOL (V, W, A, kW, kWh, Hz, mAh …) — stated by the context's "n SYMBOL", "n-WORD" or "n WORDs"
("12V" = "12-volt" = "12 volts"). Wrong neighbours: another figure (24V for 12-volt) or another unit (13A for 13 volts,
2kW for 2 watts) stay flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check


def _ctx(text: str) -> list[dict]:
    return [{"title": "power.md", "text": f"Boats have {text} power from the engine batteries. Phones can be charged in the saloon."}]


def _flagged(answer: str, ctx_text: str) -> bool:
    return check(answer, _ctx(ctx_text), "What power is there on board?").hallucination == "hallucinated"


@pytest.mark.parametrize(("said", "ctx_text"), [("12V", "12-volt"), ("12V", "12 volt"), ("240V", "240 volts"),
                                                ("13A", "13-amp"), ("2kW", "2 kilowatts"), ("60W", "60-watt"),
                                                ("50Hz", "50 hertz"), ("12V", "12V")])
def test_a_symbol_states_the_contexts_measure(said, ctx_text):
    answer = f"Boats run on **{said}** power from the engine batteries."
    assert not _flagged(answer, ctx_text), (said, ctx_text)


@pytest.mark.parametrize(("said", "ctx_text"), [("24V", "12-volt"), ("13A", "13 volts"), ("2kW", "2 watts"),
                                                ("120V", "12 volt"), ("60W", "6-watt")])
def test_another_figure_or_unit_stays_flagged(said, ctx_text):
    answer = f"Boats run on **{said}** power from the engine batteries."
    assert _flagged(answer, ctx_text), (said, ctx_text)
