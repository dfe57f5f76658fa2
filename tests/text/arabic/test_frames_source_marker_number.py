"""THE SOURCE MARKER'S NUMBER (text.arabic.frames._values): a bracketed run of numbers after a claim ("[2]"، "[١]"،
"[1، 2]"، "[1][2]") cites a source; it is no figure of the claim's, so it ties the claim's value to nothing ("| بطاقة
المنشأة | 1,200 درهم | [2] |" over a context whose "2" goes with another price). The claim's own figures are read as
before: a price the context does not give is still flagged."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.frames import _values as values

MARKERS = ("[1]", "[2]", "[٢]", "[1, 2]", "[1][2]")
CTX = ["The Flexi-Desk licence costs AED 12,500 per year and includes up to 2 residence visa allocations.",
       "An establishment card is required before any visa application and costs AED 1,200 per year."]
ROWS = ("| بطاقة المنشأة (سنوياً) | {p} | {m} |", "- بطاقة المنشأة سنوياً: {p} {m}", "تكلف بطاقة المنشأة {p} سنوياً {m}.")


def test_the_marker_is_no_value():
    for m in MARKERS:
        assert [v.raw for v in values(f"| بطاقة المنشأة | 1,200 درهم | {m} |")] == ["1,200 درهم"]
    assert [v.raw for v in values("| بطاقة المنشأة | 1,200 درهم | [1، 2] |")] == ["1,200 درهم"]
    assert [v.raw for v in values("الحد [3 أيام]")] == ["3 أيام"]  # (a bracketed figure with its unit stays one)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(MARKERS), st.sampled_from(ROWS), st.sampled_from(["1,200 درهم", "AED 1,200", "١٬٢٠٠ درهم"]))
def test_a_row_with_its_source_marker(marker, row, price):
    ok = check(row.format(p=price, m=marker), CTX, "كم تكلفة بطاقة المنشأة؟")
    assert ok.hallucination != "hallucinated", ok.findings
    bad = check(row.format(p="1,500 درهم", m=marker), CTX, "كم تكلفة بطاقة المنشأة؟")
    assert bad.hallucination == "hallucinated", bad.findings
