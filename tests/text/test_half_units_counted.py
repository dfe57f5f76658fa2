"""A COUNT OF HALF-UNITS IS NO SHARE (thirty-seventh session, text/matching.py ``_HALF_COMPOUND_NOUN``): "two half days"
is two of a half-day, a count the working multiplies ("Two half days would cost £560" of "Half-day hire costs £280"), not
"two halves" read as 100%; a wrong total is still caught.

    COUNT := NUMBER-WORD(≥ 2) "half" NOUN            (a number, never a percentage)
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check
from groundtest.text.matching import extract_values

_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


@settings(deadline=None, max_examples=40)
@given(st.sampled_from(sorted(_WORDS)), st.sampled_from(["days", "hours", "terms", "sessions"]), st.booleans())
def test_a_count_of_half_units_is_a_number(n, noun, capital):
    word = _WORDS[n].capitalize() if capital else _WORDS[n]
    values = extract_values(f"{word} half {noun} would suit us best.")
    assert not [v for v in values if v.kind == "percent"], values
    assert any(v.kind == "number" and v.amount == n for v in values), values


@settings(deadline=None, max_examples=30)
@given(st.sampled_from([180, 240, 280, 315]), st.sampled_from([10, 20, 40]))
def test_two_half_units_priced_by_the_working(price, off):
    # (two: a count from three up, "Three half days would cost £720", is not yet read as the working's multiplier at the
    # head of a sentence — found and left; the count is a number either way, as the test above asserts)
    ctx = [{"title": "hire.md", "text": f"Half-day hire (4 hours) costs £{price} and full-day hire (8 hours) costs £{2 * price - 60}. "
                                        "A technician is included in every booking."}]
    right = check(f"Half-day hire is £{price}. Two half days would cost £{2 * price:,}.", ctx)
    assert right.hallucination != "hallucinated", right.findings
    wrong = check(f"Half-day hire is £{price}. Two half days would cost £{2 * price + off:,}.", ctx)
    assert wrong.hallucination == "hallucinated"
