"""THE DENIED BOUND (text.arabic.behaviour.DENIAL_TAIL, lookups' question-only figures): a figure of the user's that the
answer denies right before it with its bound ("الدخول المجاني للأطفال دون 4 سنوات فقط، مو دون 6"، "وليس قبل 10 أيام"،
"مش فوق 60") is the premise corrected, not stated: neither adopted nor "stated only in the question". The same figure
said with its bound and no denial is still the user's premise adopted."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check

_ZOO = "الدخول مجاني للأطفال دون {free} سنوات، وتذكرة الطفل ٦٠ ريالاً، وتذكرة البالغ ١٢٠ ريالاً."
_ASK = "هل الدخول مجاني للأطفال دون {said} سنوات؟ عندي ولد عمره {said} سنين."
_DENIALS = ["مو", "مش", "وليس", "لا", "مب"]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from([(4, 6), (3, 5), (5, 7)]), st.sampled_from(_DENIALS))
def test_the_users_bound_denied_is_corrected(ages, denial):
    free, said = ages
    ctx, ask = _ZOO.format(free=free), _ASK.format(said=said)
    right = check(f"الدخول المجاني للأطفال **دون {free} سنوات** فقط، {denial} دون {said}.", ctx, query=ask)
    assert right.hallucination != "hallucinated", right.findings
    wrong = check(f"الدخول المجاني للأطفال **دون {said} سنوات**، فولدك يدخل مجاناً.", ctx, query=ask)
    assert wrong.hallucination == "hallucinated", wrong.findings
