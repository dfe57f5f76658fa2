"""THE SHARE OF EACH and THE RATE PER A PERIOD WITH "في" (text.arabic.behaviour.working_ops): "نصيب" (one's share: "لو
كنتم ستة، فنصيب الشخص ٥٠ ر.ق.") and an amount "في اليوم / في الشهر / في الليلة" ("١٥٠ ريالاً لثلاثة أيام، أي ٥٠ ريالاً
في اليوم") signal a quotient, as "يوميًا" and "للشخص" do: the whole over the count is worked out, not invented. A share
or a rate that is not the quotient is still a figure the context does not give."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import working_ops

AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
COUNTS = {2: "اثنين", 3: "ثلاثة", 4: "أربعة", 5: "خمسة", 6: "ستة", 10: "عشرة"}
SHARES = ("فنصيب الشخص", "فنصيب الفرد", "يكون نصيب كل واحد", "فنصيبك")
CURRENCIES = [("ريال", "ريالاً"), ("درهم", "درهماً"), ("دينار", "ديناراً"), ("جنيه", "جنيهاً")]
PERIODS = [("أيام", "في اليوم"), ("ليالٍ", "في الليلة"), ("أشهر", "في الشهر"), ("أسابيع", "في الأسبوع")]


def _n(k: int, arabic: bool) -> str:
    return str(k).translate(AR_DIGITS) if arabic else str(k)


def test_the_words_signal_a_quotient():
    assert "/" in working_ops("لو كنتم ستة، فنصيب الشخص ٥٠ ر.ق.")
    assert "/" in working_ops("أي ٥٠ ريالاً في اليوم.")
    assert "/" in working_ops("أي نحو 6.7 ريال في الليلة")
    assert "/" not in working_ops("يفتح المتحف في الساعة ٩ صباحًا")  # (no amount before: a time of day, no rate)
    assert "/" not in working_ops("الرسوم ٥٠ ريالاً")


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(COUNTS)), st.sampled_from(SHARES), st.sampled_from(CURRENCIES), st.booleans(), st.booleans(),
       st.integers(1, 9))
def test_a_share_of_a_whole(count, share, currency, arabic, in_words, per):
    whole = count * per * 10
    ctx = [f"استئجار الكبينة {_n(whole, arabic)} {currency[1]} لمدة أقصاها ٦ ساعات."]
    said = COUNTS[count] if in_words else _n(count, arabic)
    q = "كم ندفع؟"
    ok = check(f"الكبينة بـ {_n(whole, arabic)} {currency[1]}. لو كنتم {said}، {share} {_n(per * 10, arabic)} {currency[1]}.",
               ctx, q)
    assert ok.hallucination != "hallucinated", ok.findings
    bad = check(f"الكبينة بـ {_n(whole, arabic)} {currency[1]}. لو كنتم {said}، {share} {_n(per * 10 + 7, arabic)} {currency[1]}.",
                ctx, q)
    assert bad.hallucination == "hallucinated", bad.findings


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([2, 3, 4, 5, 6]), st.sampled_from(PERIODS), st.sampled_from(CURRENCIES), st.booleans(), st.integers(2, 9))
def test_a_rate_per_a_period_with_fi(count, period, currency, arabic, per):
    whole = count * per * 10
    ctx = [f"تصريح {_n(count, arabic)} {period[0]}: {_n(whole, arabic)} {currency[1]}."]
    q = "كم سعر التصريح؟"
    ok = check(f"التصريح لـ {_n(count, arabic)} {period[0]} بـ {_n(whole, arabic)} {currency[1]}، أي {_n(per * 10, arabic)} "
               f"{currency[1]} {period[1]}.", ctx, q)
    assert ok.hallucination != "hallucinated", ok.findings
    bad = check(f"التصريح لـ {_n(count, arabic)} {period[0]} بـ {_n(whole, arabic)} {currency[1]}، أي {_n(per * 10 + 7, arabic)} "
                f"{currency[1]} {period[1]}.", ctx, q)
    assert bad.hallucination == "hallucinated", bad.findings
