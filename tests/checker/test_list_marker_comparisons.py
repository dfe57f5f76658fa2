"""A numbered item's number is not a figure of the comparison on its line, and a bare figure set against a
count of a noun is that many of the noun.

"3. **No more than 6 penalty points:** you have **4**, which is under the limit ✅" had been read as
"4 is not under 3" (the item's number the limit): a correct answer flagged; and "- … you have **8**, which is
under the limit" had passed (a bare 8 was no count of points). The grammar: an item marker (none, "-", "*",
"n.", "n)") + a limit phrase over a counted noun + the user's figure, bare or with its noun + a comparison word;
the verdict follows the arithmetic, whatever the marker.
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

_NOUNS = ["penalty points", "guests", "bags", "sessions", "children"]
_LIMITS = ["No more than {k} {noun}", "A maximum of {k} {noun}", "Up to {k} {noun}"]
_MARKERS = ["", "- ", "* ", "3. ", "2) ", "1. "]
_OPS = {"under": lambda n, k: n < k, "within": lambda n, k: n <= k, "over": lambda n, k: n > k}


@settings(max_examples=150, derandomize=True, deadline=None)
@given(st.sampled_from(_NOUNS), st.sampled_from(_LIMITS), st.sampled_from(_MARKERS), st.sampled_from(sorted(_OPS)),
       st.integers(4, 9), st.integers(1, 12), st.booleans())
def test_the_verdict_follows_the_arithmetic_whatever_the_item_marker(noun: str, limit: str, marker: str, op: str,
                                                                     k: int, n: int, bare: bool) -> None:
    if n == k and op != "within":
        n = k + 1
    ctx = [f"Members can have {limit.lower().format(k=k, noun=noun)} at any one time."]
    q = f"I have {n} {noun}. Is that allowed?"
    figure = f"**{n}**" if bare else f"**{n} {noun}**"
    line = f"{marker}**{limit.format(k=k, noun=noun)}:** you have {figure}, which is {op} the limit ✅"
    response = f"Let's check the rule against your numbers:\n\n{line}\n"
    verdict = check(response, ctx, query=q)
    if _OPS[op](n, k):
        assert verdict.hallucination != "hallucinated", (response, verdict)
    else:
        assert verdict.hallucination == "hallucinated", (response, verdict)
        assert any(f.rule == "comparison" for f in verdict.findings)


@settings(max_examples=40, derandomize=True, deadline=None)
@given(st.integers(2, 5), st.integers(1, 4), st.sampled_from(["under-{a}s", "over-{a}s"]))
def test_an_age_band_glued_to_its_figure_is_no_count(age: int, n: int, band: str) -> None:
    """"two under-5s, within the limit of 2 children": the 5 of "under-5s" names the band, the count is "two"."""
    words = ["one", "two", "three", "four", "five"]
    ctx = [f"{band.format(a=age).capitalize()} travel free with a fare-paying adult, up to 2 children per adult."]
    line = f"Since you're bringing exactly {words[n - 1]} {band.format(a=age)}, you're within the limit of 2 children per adult."
    verdict = check(line, ctx, query=f"I have {words[n - 1]} {band.format(a=age)}.")
    if n <= 2:
        assert verdict.hallucination != "hallucinated", verdict
    # the wrong neighbour, the count with its noun: more children than the limit is caught
    wrong = f"Since you're bringing {words[n + 1] if n < 4 else 'five'} children, you're within the limit of 2 children per adult."
    assert check(wrong, ctx, query="How many children can I bring?").hallucination == "hallucinated"
