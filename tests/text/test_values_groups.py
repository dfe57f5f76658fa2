"""A number with a plural "s" after "under-", "over-" or "the" names a group (text/matching.py ``_GROUP_BEFORE``):
"under-2s", "over-65s", "the 1990s" are ages or years, never seconds; "a 30s timeout" stays 30 seconds."""
from __future__ import annotations

import pytest

from groundtest import check
from groundtest.text.matching import extract_values


@pytest.mark.parametrize("n", [2, 5, 12, 16, 65])
@pytest.mark.parametrize("lead", ["under-", "over-", "the under ", "the over-", "Under-"])
def test_a_plural_age_band_is_a_number(n, lead):
    (v,) = extract_values(f"{lead}{n}s travel free")
    assert (v.kind, v.amount, v.unit) == ("number", float(n), None)


@pytest.mark.parametrize("text", ["a 30s timeout", "wait 5s", "it takes 45s"])
def test_seconds_stay_seconds(text):
    (v,) = extract_values(text)
    assert v.kind == "quantity" and v.unit == "minute"


@pytest.mark.parametrize("n", [2, 3, 12])
def test_an_age_band_against_the_context(n):
    ctx = [{"title": "o.md", "text": f"Children under {n} sail free of fare but pay port taxes."}]
    q = "Does my baby pay?"
    assert not [f for f in check(f"Port taxes are still due: under-{n}s still pay those.", ctx, q).findings if f.rule == "value"]
    assert [f for f in check(f"Port taxes are still due: under-{n + 3}s still pay those.", ctx, q).findings if f.rule == "value"]
