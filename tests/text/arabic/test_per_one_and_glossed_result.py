"""Arabic rates: "per one unit" (لليوم الواحد، للساعة الواحدة، لكل يوم واحد) is the unit a rate is stated per, no
duration or count that the user's own figure rivals (English "per day"); and a bracketed gloss of a written result
("= 600 ريال للمجموعة (150 ريالًا لكل شخص)") is the derivations' to judge, not a context figure said per another unit.
A wrong gloss and a plain duration stay flagged."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.numbers import per_one

PER_ONE = ["لليوم الواحد", "للساعة الواحدة", "للشخص الواحد", "لكل يوم واحد", "لليلة الواحدة"]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(PER_ONE))
def test_per_one_unit_is_read_as_a_rate_unit(phrase):
    assert per_one(phrase)
    assert per_one(f"**{phrase}**")
    # wrong neighbours: one unit as a duration, a dual, a count
    assert not per_one(phrase.replace("لل", "ال", 1).replace("لكل ", ""))
    assert not per_one("يوم واحد")
    assert not per_one("لليومين")


_DIVE = "رسوم التصريح الفردي 150 ريالًا لليوم الواحد، و600 ريال للتصريح الأسبوعي. يُقدَّم الطلب قبل 48 ساعة على الأقل."
_Q = "أبغى تصريح لي ولثلاثة من ربعي بدل اليومي، نغوص {n} أيام. كم نوفر؟"


@settings(max_examples=10, deadline=None)
@given(st.integers(2, 6))
def test_the_users_days_times_a_daily_rate_are_not_adopted(n):
    r = f"150 ريال × {n} أيام = {150 * n} ريالًا للشخص."
    v = check(r, _DIVE, query=_Q.format(n=n))
    assert all(f.rule != "adopted_premise" for f in v.findings), v
    # wrong neighbour: a result the working does not give
    bad = f"150 ريال × {n} أيام = {150 * n + 50} ريالًا للشخص."
    assert check(bad, _DIVE, query=_Q.format(n=n)).hallucination == "hallucinated"


def test_a_gloss_of_a_written_result_is_derived_and_a_wrong_one_is_not():
    base = ("لأربعة أشخاص: 750 × 4 = 3,000 ريال، والأسبوعي 600 × 4 = 2,400 ريال.\n\n"
            "التوفير: 3,000 − 2,400 = 600 ريال للمجموعة ({x} ريالًا لكل شخص).")
    q = _Q.format(n=5)
    assert check(base.format(x=150), _DIVE, query=q).hallucination != "hallucinated"
    assert check(base.format(x=250), _DIVE, query=q).hallucination == "hallucinated"
