"""THE RATE'S OWN UNIT (derive.Ledger._derive): an amount said per person ("عربون 50 جنيه للفرد"، "£50 per person") is no
price divided by a span the answer shows ("200 جنيه للفرد" over "نحو 4 ساعات": 200 ÷ 4 is a price per hour, not per
person) — the invented deposit stays flagged. A price per person times a span is still worked out ("3 ليالٍ × 150 = 450
ريالاً للشخص"), and so is a price per person split among people."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check

_BOAT = "المركب المشترك: سعر المقعد {price} جنيه للفرد، والأطفال دون ٦ سنوات مجاناً. تستغرق الرحلة نحو {hours} ساعات."
_STAY = "سعر الليلة في المخيم {price} ريالاً للشخص شاملة العشاء."


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([(200, 4), (300, 6), (240, 3), (150, 5)]), st.sampled_from(["للفرد", "للشخص", "لكل شخص"]))
def test_a_price_per_person_is_no_price_split_by_hours(case, per):
    price, hours = case
    said = f"**السعر:** {price} جنيه للفرد. **المدة:** حوالي {hours} ساعات."
    v = check(f"{said} ووقت الحجز بتدفع **عربون {price // hours} جنيه** {per} يتخصم من سعر المقعد.",
              _BOAT.format(price=price, hours=hours))
    assert v.hallucination == "hallucinated", v.findings


@settings(max_examples=12, deadline=None)
@given(st.sampled_from([150, 120, 90]), st.sampled_from([2, 3, 4]))
def test_a_price_per_person_times_nights_is_worked_out(price, nights):
    v = check(f"سعر الليلة {price} ريالاً للشخص. يعني {nights} ليالٍ × {price} = {nights * price} ريالاً للشخص.",
              _STAY.format(price=price))
    assert v.hallucination != "hallucinated", v.findings
