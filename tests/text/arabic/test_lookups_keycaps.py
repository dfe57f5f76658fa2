"""A keycap emoji numbering a list or a heading ("2️⃣ الاسترداد"، "### 1️⃣ قبل الشحن") is no figure
(lookups._KEYCAP in the value rule); the figures of the item it numbers are still checked."""
from __future__ import annotations

import pytest

import groundtest

CTX = [{"title": "الاسترداد.md", "text": "يُعاد المبلغ إلى وسيلة الدفع الأصلية خلال ٥ أيام عمل. "
        "ويمكن الإبلاغ عن العطل عبر الرقم 920005544."}]
KEYCAPS = ["1️⃣", "2️⃣", "3️⃣", "4⃣", "9️⃣"]
FORMS = ["**{k} الاسترداد**\nيُعاد المبلغ إلى وسيلة الدفع الأصلية خلال **{n} أيام عمل**.",
         "### {k} قبل الاسترداد\nيُعاد المبلغ خلال {n} أيام عمل.",
         "{k} The refund goes back to the original payment method within {n} working days."]


@pytest.mark.parametrize("k", KEYCAPS)
@pytest.mark.parametrize("form", FORMS)
def test_a_keycap_number_is_no_figure(k, form):
    v = groundtest.check(form.format(k=k, n=5), CTX, "كيف أسترجع فلوسي؟")
    assert not [f for f in v.findings if f.rule == "value"], v.findings


@pytest.mark.parametrize("k", KEYCAPS)
@pytest.mark.parametrize("form", FORMS)
def test_the_items_own_figure_is_still_checked(k, form):
    v = groundtest.check(form.format(k=k, n=7), CTX, "كيف أسترجع فلوسي؟")
    assert [f for f in v.findings if f.rule == "value"], v.findings


@pytest.mark.parametrize("n", [2, 3, 6])
def test_a_plain_digit_without_its_keycap_is_a_figure(n):
    v = groundtest.check(f"يُعاد المبلغ خلال 5 أيام عمل، ويمكنك الإبلاغ {n} مرات.", CTX, "كيف أسترجع فلوسي؟")
    assert [f for f in v.findings if f.rule == "value"], v.findings
