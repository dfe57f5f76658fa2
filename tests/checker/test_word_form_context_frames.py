"""A context that writes its figures in words is read like one that writes digits: by the value rules and by
the frames.

Before, "£45" over "forty-five pounds" was "money not found" (the context was searched only for the words of
exact entries — "forty" but never "forty-five"), and the frames skipped every figure whose digits the context
does not write, so a period changed ("per group" → "per walker") or two prices swapped over a context in words
passed. The grammar: an amount 21–999 written in words (hyphenated or not, with "and"), as money or a duration,
in a context of two priced items; the answer states it in digits with the right or the wrong item and period.
"""
from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from groundtest import check

_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n: int, hyphen: bool = True) -> str:
    """n (1–999) in English words: "two hundred and ninety-five"."""
    out = []
    if n >= 100:
        out.append(f"{_ONES[n // 100]} hundred")
        n %= 100
        if n:
            out.append("and")
    if 10 <= n < 20:
        out.append(_TEENS[n - 10])
    elif n >= 20:
        out.append(_TENS[n // 10] + (("-" if hyphen else " ") + _ONES[n % 10] if n % 10 else ""))
    elif n:
        out.append(_ONES[n])
    return " ".join(out)


def _ctx(a: int, b: int, hyphen: bool) -> list[str]:
    return [f"The Classic Trek costs {words(a, hyphen)} pounds per walker. "
            f"The Summit Trek costs {words(b, hyphen)} pounds per group."]


_AMOUNTS = st.integers(21, 999).filter(lambda n: n % 10 != 0)


@settings(max_examples=80, derandomize=True, deadline=None)
@given(_AMOUNTS, _AMOUNTS, st.booleans())
def test_digits_over_words_agree_and_a_wrong_figure_does_not(a: int, b: int, hyphen: bool) -> None:
    assume(abs(a - b) > 1)
    ctx = _ctx(a, b, hyphen)
    right = f"Happy to help! The Classic Trek costs £{a} per walker and the Summit Trek costs £{b} per group."
    assert check(right, ctx).hallucination == "clean"
    wrong = f"Happy to help! The Classic Trek costs £{a + 1} per walker."
    assert check(wrong, ctx).hallucination == "hallucinated"


@settings(max_examples=80, derandomize=True, deadline=None)
@given(_AMOUNTS, _AMOUNTS, st.booleans())
def test_a_changed_period_or_a_swap_over_words_is_caught(a: int, b: int, hyphen: bool) -> None:
    assume(a != b)
    ctx = _ctx(a, b, hyphen)
    period = check(f"Happy to help! The Summit Trek costs £{b} per walker. Enjoy!", ctx)
    assert period.hallucination == "hallucinated", period
    assert all(f.rule.startswith("frame") for f in period.findings), period  # the frames' reading, not "not found"
    swap = check(f"Happy to help! The Classic Trek costs £{b} per walker and the Summit Trek costs £{a} per group.", ctx)
    assert swap.hallucination == "hallucinated", swap
    assert all(f.rule.startswith("frame") for f in swap.findings), swap
