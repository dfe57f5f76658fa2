"""Rates times a measure, and rates put per another unit (checker/derive.py ``Ledger._at_time_rate``, ``_rates``).

The grammar: RATE := MONEY (per|a|an|each|every|/) [N] UNIT, UNIT a unit of time, mass, volume or length. An amount
the answer gives for a measure the sentence states is RATE × measure / (N × unit), in any unit of the dimension
("£20 per 15 minutes" → a 30-minute session £40); a rate put per another unit of the dimension is the same rate
scaled ("8p per gram" → £80 per kilo). A wrong product or a wrong conversion stays flagged (£8 per kilo is a hundredth
of it: the currency's minor unit is no scale word, see lookups ``_MINOR_UNIT``)."""
from __future__ import annotations

import pytest

from groundtest.checker import check


def _ctx(text: str) -> list[dict]:
    return [{"title": "prices.md", "text": text}]


def _flagged(text: str, ctx: str, query: str | None = None) -> bool:
    return check(text, _ctx(ctx), query).hallucination == "hallucinated"


# (rate as the context states it, the measure, the price it gives): several units, sizes and dimensions
PER_N = [
    ("£20 per 15 minutes", "a 45-minute session", 60.0),
    ("£20 per 15 minutes", "a two-hour session", 160.0),
    ("£12 per 30 minutes", "a 90-minute slot", 36.0),
    ("£3 per 10 minutes", "a 40-minute stay", 12.0),
    ("£8 per 2 hours", "a 5-hour hire", 20.0),
    ("£1.50 per 100 grams", "a 500 grams bag", 7.5),
    ("£4 per litre", "a 3 litres can", 12.0),
]


@pytest.mark.parametrize(("rate", "measure", "price"), PER_N)
def test_rate_times_a_measure_is_supported(rate, measure, price):
    ctx = f"The studio charges {rate}. Bookings are taken online."
    text = f"At {rate}, {measure} would come to **£{price:,.2f}**."
    assert not _flagged(text, ctx), text


@pytest.mark.parametrize(("rate", "measure", "price"), PER_N)
@pytest.mark.parametrize("wrong", [lambda p: p * 1.5 + 0.35, lambda p: p / 2 + 0.15, lambda p: p + 1])
def test_a_wrong_product_stays_flagged(rate, measure, price, wrong):
    # (odd amounts: a round wrong figure may be another sum of the figures shown, which the two-step derivations accept)
    ctx = f"The studio charges {rate}. Bookings are taken online."
    text = f"At {rate}, {measure} would come to **£{wrong(price):,.2f}**."
    assert _flagged(text, ctx), text


# (the context's rate, the same rate per another unit of its dimension, a wrong conversion of it)
CONVERTED = [
    ("8p per gram", "£80 per kilo", "£8 per kilo"),
    ("8p per gram", "£80 per kilogram", "£0.80 per kilogram"),
    ("5p per gram", "£50 a kg", "£5 a kg"),
    ("40p per minute", "£24 an hour", "£2.40 an hour"),
    ("£0.50 per minute", "£30 per hour", "£5 per hour"),
    ("£2 per 100 ml", "£20 per litre", "£2 per litre"),
]


@pytest.mark.parametrize(("rate", "right", "wrong"), CONVERTED)
def test_a_rate_converted_right_is_supported_and_wrong_is_flagged(rate, right, wrong):
    ctx = f"Materials are charged at {rate}. Every machine needs an induction first."
    assert not _flagged(f"Materials are charged at **{right}**.", ctx), right
    assert _flagged(f"Materials are charged at **{wrong}**.", ctx), wrong


@pytest.mark.parametrize(("minor", "major"), [("8p", "£8"), ("40p", "£40"), ("25 cents", "$25"), ("99p", "£99")])
def test_a_minor_unit_is_not_its_major_unit(minor, major):
    """Same digits, same currency, another scale: a scale word ("$1.6b" for "$1.6 billion") says the same figure,
    a minor unit never does (8p is a hundredth of £8)."""
    ctx = f"Printing is charged at {minor} per page."
    assert _flagged(f"Printing costs **{major} per page**.", ctx)
    assert not _flagged(f"Printing costs **{minor} per page**.", ctx)


def test_a_scale_word_is_still_the_same_figure():
    assert not _flagged("The fund raised $1.6bn.", "The fund raised $1.6 billion last year.")
