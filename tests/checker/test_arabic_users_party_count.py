"""The user's party counted to them ("بما أنكم شخصان"، "لأنكما شخصان") is their situation, an operand of the working
after it (150 × 2 = 300), not a count of the world the context must state; a count of people stated as a rule, and a
result the count does not give, stay flagged."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check

_DIVE = ("رسوم التصريح الفردي 150 ريالًا لليوم الواحد، و600 ريال للتصريح الأسبوعي. يجب ألا يتجاوز عدد الغواصين "
         "6 غواصين لكل مرشد.")
_Q = "ناوي أغوص مع أخوي الأسبوع الجاي، كم الرسوم؟"


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(["بما أنكم", "وبما أنكم", "لأنكما", "كونكم"]), st.sampled_from([("شخصان", 2), ("ثلاثة أشخاص", 3)]))
def test_the_users_party_is_an_operand(lead, count):
    words, n = count
    head = "رسوم التصريح اليومي 150 ريال.\n\n"
    ok = f"{head}{lead} {words}، فالمجموع {150 * n} ريال لليوم الواحد."
    assert check(ok, _DIVE, query=_Q).hallucination != "hallucinated", check(ok, _DIVE, query=_Q)
    bad = f"{head}{lead} {words}، فالمجموع {150 * n + 50} ريال لليوم الواحد."
    assert check(bad, _DIVE, query=_Q).hallucination == "hallucinated"


def test_a_count_of_people_as_a_rule_is_still_checked():
    r = "رسوم التصريح اليومي 150 ريال.\n\nيُسمح بمرافقة شخصين فقط لكل مرشد."
    assert check(r, _DIVE, query=_Q).hallucination == "hallucinated"
