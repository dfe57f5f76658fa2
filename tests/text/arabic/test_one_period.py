"""THE ONE PERIOD TOLD APART (text.arabic.one_period): "يوم واحد" / "شهر واحد" where the context states a thing per that
period in words ("التصريح اليومي"، "الاشتراك الشهري") and another amount of the unit for another offer ("الأسبوعي (٧ أيام)"،
"الثلاثي (ثلاثة أشهر)"): supported when the claim names the period's own adjective alone or states the other amount
beside it; still flagged when it names another period's adjective, tells nothing apart, or states a wrong amount."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.one_period import one_period_told

# (the context, the one period, its adjective forms, another period's adjective, the rival amount in words, its unit/amount)
OFFERS = [
    ("رسوم التصريح اليومي ١٠٠ درهم للغواص، والتصريح الأسبوعي ٤٠٠ درهم (٧ أيام متتالية).",
     "يوم واحد", ["يومي", "اليومي", "التصريح اليومي", "يوميًا"], "أسبوعي", "7 أيام متتالية", ("day", 1.0, [7.0])),
    ("الاشتراك الشهري بـ ٣٥٠ درهمًا ويشمل ٨ زيارات، والاشتراك الثلاثي (ثلاثة أشهر) بـ ٩٠٠ درهم.",
     "شهر واحد", ["شهري", "الشهري", "الاشتراك الشهري", "للاشتراك الشهري"], "سنوي", "ثلاثة أشهر", ("month", 1.0, [3.0])),
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(OFFERS), st.data())
def test_the_one_period_told_apart(offer, data):
    ctx, one, adjectives, _other, rival, _ = offer
    adjective = data.draw(st.sampled_from(adjectives))
    claim = data.draw(st.sampled_from([f"| {adjective} | {one} |", f"- **{adjective}:** المدة {one}.",
                                       f"| المدة | {one} | {rival} |"]))
    got = check(claim, [ctx], "ما الفرق بين الخيارين؟")
    assert got.hallucination != "hallucinated", (claim, got.findings)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(OFFERS), st.data())
def test_nothing_told_apart_is_still_flagged(offer, data):
    ctx, one, adjectives, other, _rival, _ = offer
    claim = data.draw(st.sampled_from([f"| {other} | {one} |", f"| {adjectives[0]} و{other} | {one} |",
                                       f"المدة {one}.", f"| {adjectives[0]} | {one.replace('واحد', 'ونصف')} |"]))
    got = check(claim, [ctx], "ما الفرق بين الخيارين؟")
    assert got.hallucination == "hallucinated", (claim, got.findings)


def test_the_grammar():
    assert one_period_told("day", 1.0, "| يومي | 100 درهم | يوم واحد |", [7.0])
    assert one_period_told("day", 1.0, "| المدة | يوم واحد | 7 أيام |", [7.0])
    assert not one_period_told("day", 1.0, "| أسبوعي | 400 درهم | يوم واحد |", [7.0])
    assert not one_period_told("day", 1.0, "| يومي وأسبوعي | يوم واحد |", [7.0])
    assert not one_period_told("day", 1.0, "| المدة | يوم واحد | 5 أيام |", [7.0])
    assert not one_period_told("day", 2.0, "| يومي | يومان |", [7.0])
