"""THE FIGURE COMPARED TO: the threshold a comparison measures the user's figure against ("٩ أيام أقل من ١٥ يومًا، لذلك
لا ينطبق عليك حق الفسخ") is said of no subject of the sentence's own: not read as the 7-day right's value; the same
figure said of the wrong right, and a threshold the context does not give, are still flagged."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check

_CTX = [{"title": "delivery.md", "text": "إذا تأخر موفر الخدمة في تسليم المنتج أكثر من 15 يومًا عن الموعد المتفق عليه، جاز للمستهلك فسخ العقد. "
         "وتنص المادة الثالثة عشرة على حق المستهلك في فسخ العقد خلال 7 أيام من تاريخ الاستلام ما لم يستخدم المنتج."}]
_Q = "وصل الطلب متأخرًا ٩ أيام. يحق لي أفسخ العقد بسبب التأخير؟"
_LEAD = "يحق لك الفسخ بسبب التأخير إذا تأخر التسليم أكثر من 15 يومًا عن الموعد المتفق عليه. "


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(["أقل", "**أقل**", "أصغر"]), st.sampled_from(["٩ أيام", "9 أيام"]))
def test_the_threshold_compared_to(less, days):
    right = _LEAD + f"التأخير عندك {days} فقط، و{days} {less} من ١٥ يومًا، لذلك لا ينطبق عليك حق الفسخ بسبب التأخير."
    assert check(right, _CTX, query=_Q).hallucination != "hallucinated"
    wrong = _LEAD + f"التأخير عندك {days} فقط، و{days} {less} من ٢٠ يومًا، لذلك لا ينطبق عليك حق الفسخ بسبب التأخير."
    assert check(wrong, _CTX, query=_Q).hallucination == "hallucinated"


def test_the_figure_said_of_the_wrong_right_is_still_swapped():
    wrong = _LEAD + "ويحق لك فسخ العقد خلال 15 يومًا من تاريخ الاستلام ما لم تستخدم المنتج."
    assert check(wrong, _CTX, query=_Q).hallucination == "hallucinated"
