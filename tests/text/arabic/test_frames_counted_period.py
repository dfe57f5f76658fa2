"""THE COUNTED PERIOD IN ANY SPELLING (text.arabic.frames._counted_per): a "كل" period counted in digits of either
script, in words, as a dual or as a fraction is one period, whichever way it is written ("لكل نصف ساعة" is "لكل ٣٠
دقيقة"، "كل ثلاثة أشهر" is "كل 3 أشهر"، "عن كل أسبوعين" is "عن كل ١٤ يومًا"). A price restated per the same period in
another spelling agrees; restated per another length of period it is still stated per something the context never states
it per (frame_period). "لكلٍّ من" (each of the things named) states no unit at all."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.frames import _values as values
from groundtest.text.arabic.frames import per_of

# one period each, in its spellings: digits (Arabic-Indic and Latin), words, dual, fraction
PERIODS = [
    ("نصف ساعة", "٣٠ دقيقة", "30 دقيقة", "ثلاثين دقيقة"),
    ("ربع ساعة", "١٥ دقيقة", "15 دقيقة", "خمس عشرة دقيقة"),
    ("ساعتين", "١٢٠ دقيقة", "2 ساعة"),
    ("ساعة ونصف", "٩٠ دقيقة", "90 دقيقة"),
    ("ثلاثة أشهر", "٣ أشهر", "3 أشهر", "ثلاث شهور"),
    ("شهرين", "٢ شهر"),
    ("أسبوعين", "١٤ يومًا", "14 يوما"),
    ("ثلاثة أيام", "٣ أيام", "3 أيام"),
    ("سنتين", "٢٤ شهرًا"),
]
LEADS = ("لكل", "عن كل", "كل")


def _key(text: str) -> str | None:
    return per_of(text, values(text)[0])


def test_every_spelling_of_a_period_is_one_key():
    keys = []
    for forms in PERIODS:
        got = {_key(f"٥٠ درهمًا {lead} {form}") for form in forms for lead in LEADS}
        assert len(got) == 1 and None not in got, (forms, got)
        keys.append(got.pop())
    assert len(set(keys)) == len(PERIODS), keys  # and no two periods share one


def test_each_of_is_no_unit():
    assert _key("١٦٬٠٠٠ ريال لكلٍّ من المستويين الثاني والثالث") is None
    assert _key("16,000 ريال لكل من المستويين") is None
    assert _key("١٢٠ ريالًا لكل طفل") is not None  # (a noun after "كل" is still what it is per)


def _ctx(price: str, lead: str, form: str) -> list[str]:
    return [f"يُحتسب على التأخر في استلام الطفل {price} {lead} {form}. رسم التسجيل ٥٠٠ درهم يدفع مرة واحدة."]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(range(len(PERIODS))), st.data())
def test_a_price_per_the_same_period_in_another_spelling(k, data):
    forms = PERIODS[k]
    theirs, mine = data.draw(st.sampled_from(forms)), data.draw(st.sampled_from(forms))
    lead_a, lead_b = data.draw(st.sampled_from(LEADS)), data.draw(st.sampled_from(LEADS))
    price = data.draw(st.sampled_from(["٥٠ درهمًا", "50 درهماً"]))
    ctx = _ctx("٥٠ درهمًا", lead_a, theirs)
    ok = check(f"التأخر في استلام الطفل يُحتسب عليه {price} {lead_b} {mine}.", ctx, "كم رسم التأخير؟")
    assert ok.hallucination != "hallucinated", ok.findings
    other = PERIODS[(k + 1) % len(PERIODS)]
    wrong = data.draw(st.sampled_from(other))
    bad = check(f"التأخر في استلام الطفل يُحتسب عليه {price} {lead_b} {wrong}.", ctx, "كم رسم التأخير؟")
    assert bad.hallucination == "hallucinated", bad.findings


def test_each_of_the_levels_against_a_price_per_child():
    ctx = ["الرسوم الدراسية السنوية 14,000 ريال للمستوى الأول و16,000 ريال لكلٍّ من المستويين الثاني والثالث."]
    ok = check("الحسبة بناءً على رسوم 16,000 ريال لكل طفل في المستوى الثاني.", ctx, "كم الرسوم؟")
    assert ok.hallucination != "hallucinated", ok.findings
    bad = check("الحسبة بناءً على رسوم 18,000 ريال لكل طفل في المستوى الثاني.", ctx, "كم الرسوم؟")
    assert bad.hallucination == "hallucinated", bad.findings
