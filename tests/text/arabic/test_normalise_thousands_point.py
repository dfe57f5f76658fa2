"""A point after one digit groups thousands before a currency counted in hundredths (normalise._THOUSANDS_POINT_ONE):
"2.000 درهم" is 2,000 (the Maghreb writes it so), whatever the digit set, the currency's case or country; before a
three-decimal currency (a dinar, an Omani or bare riyal) or no currency it stays a decimal point. Both sides of a
case are read alike: a context's "2.000 درهم" supports an answer's "٢٠٠٠ درهم" and not "٢٠ درهم"."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

import groundtest
from groundtest.text.matching import extract_values

_ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
HUNDREDTHS = [("درهم", "aed"), ("درهمًا", "aed"), ("درهماً إماراتياً", "aed"), ("دراهم مغربية", "mad"), ("جنيه", "egp"),
              ("جنيهًا مصريًا", "egp"), ("دولار", "usd"), ("يورو", "eur"), ("ريال سعودي", "sar"), ("ريالاً قطرياً", "qar")]
THOUSANDTHS = ["دينار", "دينارًا كويتيًا", "د.ك", "ريال عماني", "ر.ع", "ريال"]


def _money(text: str):
    return [(v.amount, v.unit) for v in extract_values(text) if v.kind == "money"]


@given(d=st.integers(1, 9), rest=st.integers(0, 999), cur=st.sampled_from(HUNDREDTHS), arabic=st.booleans())
def test_one_digit_point_three_digits_before_a_hundredths_currency_is_thousands(d, rest, cur, arabic):
    fig = f"{d}.{rest:03d}"
    fig = fig.translate(_ARABIC_DIGITS) if arabic else fig
    [(amount, unit)] = _money(f"الحد الأقصى {fig} {cur[0]} للمسافر.")
    assert amount == d * 1000 + rest and unit == cur[1]


@given(d=st.integers(1, 9), rest=st.integers(0, 999), cur=st.sampled_from(THOUSANDTHS))
def test_before_a_three_decimal_currency_the_point_stays_decimal(d, rest, cur):
    [(amount, _)] = _money(f"الرسم {d}.{rest:03d} {cur} فقط.")
    assert amount == pytest.approx(d + rest / 1000)


@pytest.mark.parametrize("text", ["المسافة 1.500 كم", "الوزن 2.250 كغ", "النسخة 3.100 من التطبيق"])
def test_without_a_currency_the_point_stays_decimal(text):
    assert all(v.amount is None or v.amount < 10 for v in extract_values(text))


@settings(max_examples=20, deadline=None)
@given(d=st.integers(1, 9), cur=st.sampled_from(["درهم", "جنيه", "دولار"]), right=st.booleans())
def test_a_context_grouped_by_a_point_supports_the_same_sum_and_not_another(d, cur, right):
    ctx = [{"title": "الإعفاءات.md", "text": f"تُعفى الهدايا التي لا تتجاوز قيمتها الإجمالية {d}.000 {cur} لكل مسافر بالغ."}]
    said = d * 1000 if right else d * 100
    resp = f"القيمة القصوى للهدايا المعفاة هي **{str(said).translate(_ARABIC_DIGITS)} {cur}** لكل مسافر بالغ."
    v = groundtest.check(resp, ctx, "ما القيمة القصوى للهدايا المعفاة؟")
    flagged = [f for f in v.findings if f.severity == "critical"]
    assert bool(flagged) != right, (resp, v.findings)
