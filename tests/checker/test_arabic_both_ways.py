"""A journey counted both ways in Arabic ("ذهابًا وإيابًا"، "ذهاب وعودة"، "في الاتجاهين") doubles a one-way price (the
English "each way", "round trip" of derive._BOTH_WAYS): 80 for 40 one way is worked out; 90, or 80 without the
words, is not."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check

_CTX = ("النقل من مطار جربة جرجيس متاح بـ 40 دينارًا للسيارة في الاتجاه الواحد. معلوم الإقامة 3 دنانير للشخص البالغ "
        "في الليلة.")


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(["ذهابًا وإيابًا", "ذهاب وعودة", "في الاتجاهين", "الذهاب والعودة"]), st.sampled_from([" يعني", "،", " أي"]))
def test_both_ways_doubles_a_one_way_price(both, joint):
    head = "النقل من المطار متاح بـ 40 دينارًا للسيارة في الاتجاه الواحد"
    assert check(f"{head}{joint} {both} 80 دينارًا.", _CTX).hallucination != "hallucinated"
    assert check(f"{head}{joint} {both} 90 دينارًا.", _CTX).hallucination == "hallucinated"
    # wrong neighbour: the doubled figure with no word of both ways
    assert check(f"{head}، والمبيت 80 دينارًا.", _CTX).hallucination == "hallucinated"
