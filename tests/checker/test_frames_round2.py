"""Frames, round 2 (checker/frames.py): a dropped or changed period and a swapped subject need the
evidence a contradiction has. Each class is tried both ways over generated variants: a clean answer
that must stay clean and a hallucinated neighbour that must still be caught."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check

OCCASIONS = ["session", "booking", "visit", "claim", "lesson", "appointment", "order", "trip"]
THINGS = ["deposit", "hire fee", "excess", "admin charge", "cleaning fee"]


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("men", "women", "man", "woman")]),
       st.lists(st.integers(min_value=2, max_value=30), min_size=2, max_size=2, unique=True))
def test_an_irregular_plural_is_its_singular(nouns, weeks):
    """'as a woman … every 16 weeks' for 'men every 12 weeks and women every 16 weeks' is the women's
    interval; the women's figure for the men is still a swap. (Left: the men's figure said of a woman
    is read as hers, because her word is in the sentence that states it, gapped.)"""
    one_pl, other_pl, one, other = nouns
    a, b = weeks
    ctx = [{"title": "intervals.md", "text": f"{one_pl.capitalize()} can give blood every {a} weeks and {other_pl} every {b} weeks."}]
    assert "frame_swap" not in rules(check(f"As a {other}, you can give blood every {b} weeks.", ctx))
    assert check(f"{one_pl.capitalize()} can give blood every {b} weeks.", ctx).hallucination == "hallucinated"


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("basic", "premium"), ("simple", "traditional"), ("standard", "deluxe")]),
       st.sampled_from(["which adds a private room and one extra visit", "with a private room and one extra visit",
                        "including a private room and one extra visit"]),
       st.lists(st.integers(min_value=100, max_value=5000), min_size=2, max_size=2, unique=True))
def test_a_subject_before_an_aside_owns_the_value_after_it(kinds, aside, prices):
    """'A premium package, which adds …, costs £4,800': the premium package's price, not the aside's
    alone; the basic package's price for the premium one is still a swap."""
    one, two = kinds
    a, b = prices
    ctx = [{"title": "packages.md", "text": f"A {one} package costs £{a}. A {two} package, {aside}, costs £{b}."}]
    assert "frame_swap" not in rules(check(f"**{two.capitalize()} package — £{b}**", ctx))
    assert check(f"The {two} package costs £{a}.", ctx).hallucination == "hallucinated"


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("6pm", "5pm"), ("7pm", "5pm"), ("6pm", "4pm")]),
       st.sampled_from(["an hour after riders finish", "after the riders finish for the day", "later than riders work"]))
def test_the_users_figure_placed_against_the_contexts_is_no_swap(times, relation):
    """The user's '6pm' set against the riders' hours ('a 6pm collection would be after riders finish') is
    reasoning, not the riders' time; the riders said to finish at the user's time is still a swap."""
    asked, _ = times
    ctx = [{"title": "hours.md", "text": "Riders operate Monday to Friday 7am to 8pm and Saturday 9am to 5pm. "
            f"Same-day bookings must be placed by {asked} on weekdays."}]
    query = f"Can you collect a parcel at {asked} this Saturday?"
    clean = check(f"A {asked} collection would be {relation}, so it falls outside the Saturday hours.", ctx, query=query)
    assert "frame_swap" not in rules(clean)
    assert check(f"On Saturday riders operate 9am to {asked}.", ctx, query=query).hallucination == "hallucinated"


AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=1, max_value=9), st.integers(min_value=100, max_value=900).filter(lambda n: n % 10),
       st.integers(min_value=11, max_value=40))
def test_an_arabic_decimal_is_one_figure(whole, frac, free):
    """'٠٫٧٥٠ دينار' is one figure (0.750), not '0' and '750': a claim restating each fee with the
    free-delivery threshold keeps them; the threshold said of the fee is still another value."""
    fee = f"{whole}.{frac}"
    ar = fee.translate(AR_DIGITS).replace(".", "٫")
    ctx = [{"title": "delivery.md", "text": f"خدمة التوصيل: رسوم التوصيل {ar} دينار كويتي داخل محافظتي العاصمة وحولي، "
            f"و{ar}٠ دينار لباقي المحافظات. التوصيل مجاني للطلبات التي تزيد قيمتها على {str(free).translate(AR_DIGITS)} دنانير."}]
    kept = check(f"**الرسوم:** {fee} دينار في العاصمة وحولي، و{fee}0 دينار لبقية المحافظات، ومجانًا إذا تجاوز الطلب {free} دنانير.", ctx)
    assert "frame_value" not in rules(kept), kept


@pytest.mark.parametrize("fraction", ["الربع", "النصف"])
def test_a_fraction_before_a_period_adjective_is_no_anchor(fraction):
    """'الاشتراك الربع سنوي' is the quarterly subscription, not the figure 'a quarter' to tie a price to."""
    ctx = [{"title": "prices.md", "text": f"الاشتراك الشهري ٣٥٠ ريالًا، والاشتراك {fraction} سنوي ٩٠٠ ريال. "
            "الحصص الجماعية مشمولة في الاشتراك السنوي فقط، وسعر الحصة الواحدة لغيرهم ٤٠ ريالًا."}]
    v = check(f"أما إن اخترت الشهري أو {fraction} سنوي فتدفع 40 ريالًا عن كل حصة.", ctx)
    assert "frame_value" not in rules(v), v


