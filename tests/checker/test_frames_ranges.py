"""Frames (checker/frames.py): value (``frame_value``) and a range. "للطفل من 3 إلى 11 سنة" states both ends of the
context's "من ٣ إلى ١١ سنة": the first end is not a value the context "gives otherwise" as the second end, which the claim
states beside it. Tried over generated ages and prices; an end moved to another subject's figure stays flagged."""
from __future__ import annotations
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.checker import check

_AR = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([(3, 11), (4, 12), (2, 10), (5, 14)]), st.sampled_from([(250, 175), (300, 200), (180, 120)]))
def test_a_range_states_both_its_ends(ages, prices):
    lo, hi = ages
    adult, child = prices
    ctx = [{"title": "safari.md", "text": (f"سفاري المساء: ٦ ساعات بسعر {adult} درهماً للبالغ و{child} درهماً للطفل من {lo} إلى {hi} سنة، "
                                           f"والأطفال دون {lo} سنوات مجاناً.").translate(_AR)},
           {"title": "addons.md", "text": "جولة الدراجة الرباعية ١٥٠ درهماً لمدة ٣٠ دقيقة، والحد الأدنى لعمر السائق ١٦ سنة."}]
    said = f"سفاري المساء: 6 ساعات، {adult} درهماً للبالغ و{child} درهماً للطفل من {lo} إلى {hi} سنة."
    assert "frame_value" not in {f.rule for f in check(said, ctx).findings}
    assert check(said.replace(f"إلى {hi} سنة", "إلى 16 سنة"), ctx).hallucination == "hallucinated"
