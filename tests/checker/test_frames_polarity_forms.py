"""Frames (checker/frames.py): one polarity written in several forms. A prohibition word ("prohibited", "forbidden",
"banned") is a permission negated in one word, the polarity of "not allowed" and of "no X"; a concessive clause
("…, though the site isn't nut-free") is a clause of its own, its negation no negation of the clause before it; a
"non-" adjective before its noun ("a non-refundable booking fee secures your date") says the noun is not so, the same
polarity as the predicate ("booking fee: secures your date, non-refundable"). Each class is tried over generated
neighbours both ways: restatements in another form stay clean, and the other polarity is still caught."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.checker.frames import _negated


def polar(answer: str, ctx) -> bool:
    return any(f.rule == "frame_polarity" and f.severity == "critical" for f in check(answer, ctx).findings)


THINGS = [("Candles and confetti", "candles or confetti"), ("Glass bottles and barbecues", "glass bottles or barbecues"),
          ("Drones and fireworks", "drones or fireworks"), ("Sparklers and balloons", "sparklers or balloons")]
PLACES = ["throughout the building", "on the campsite", "in the main hall", "inside the venue"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(THINGS), st.sampled_from(PLACES), st.sampled_from(["prohibited", "forbidden", "banned"]))
def test_a_prohibition_is_a_negated_permission(things, place, word):
    """'Candles and confetti are prohibited throughout the building': 'No candles or confetti throughout the building',
    'X aren't allowed …' and 'X are not permitted …' say the same; 'X are allowed …' and 'you can bring X …' are its
    other polarity."""
    both, either = things
    ctx = [{"title": "house-rules.md", "text": "Hirers must use one of the three approved caterers. "
                                               f"{both} are {word} {place}. Amplified music must end by 11pm."}]
    for good in (f"- **No {either}** {place}.", f"{both} aren't allowed {place}.", f"{both} are not permitted {place}.",
                 f"Please note {both.lower()} are {word} {place}."):
        assert not polar(good, ctx), good
    for bad in (f"{both} are allowed {place}.", f"You can use {both.lower()} {place}."):
        assert polar(bad, ctx), bad


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["prohibited", "forbidden", "banned", "disallowed"]), st.sampled_from(["Smoking", "Dogs", "Cycling"]))
def test_a_negated_prohibition_allows(word, thing):
    """'is prohibited' is negated; 'is not prohibited', 'isn't banned' allow (one negation of a negation), and a part
    without any prohibition or negator is not negated."""
    assert _negated(f"{thing} is {word} on the terrace.")
    assert _negated(f"❌ {thing} is {word} on the terrace.")  # (the cross agrees with the word: one negation)
    assert not _negated(f"{thing} is not {word} on the terrace.")
    assert not _negated(f"{thing} isn't {word} on the terrace.")
    assert not _negated(f"{thing} is allowed on the terrace.")


FREE = [("Our party food", "nuts", "nut"), ("All our cakes", "gluten", "gluten"), ("The kitchen's meals", "dairy", "dairy"),
        ("Every dish on the menu", "sesame", "sesame")]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(FREE), st.sampled_from(["though", "although", "even though"]))
def test_a_concessive_clause_keeps_its_own_negation(item, conj):
    """'Our party food is made without nuts, but we are not a nut-free site' / '… made without nuts, though the site
    isn't nut-free': the concessive clause's "isn't" negates the site, not the food. Saying the site is nut-free, or that
    the food is made with nuts, is still the other polarity."""
    food, what, adj = item
    ctx = [{"title": "food.md", "text": f"Hot food and squash are included in both packages. {food} is made without {what}, "
                                        f"but we are not a {adj}-free site. Tea and coffee are not included."}]
    good = f"{food} is **made without {what}**, {conj} the site isn't {adj}-free."
    assert not polar(good, ctx), good
    bad = f"{food} is made without {what}, {conj} the site is {adj}-free."
    assert polar(bad, ctx), bad


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["refundable", "transferable", "negotiable"]), st.sampled_from(["booking fee", "deposit", "reservation fee"]),
       st.sampled_from(["£400", "£150", "£75"]))
def test_a_non_adjective_before_its_noun_says_the_noun_is_not_so(adj, noun, price):
    """'A £400 non-refundable booking fee secures your date': the fee is not refundable. The table cell 'Booking fee
    (secures your date, non-refundable)' and 'the booking fee is non-refundable' say the same; 'the booking fee is
    refundable' is the other polarity (the attribute read as what it says of its noun)."""
    ctx = [{"title": "terms.md", "text": f"A {price} non-{adj} {noun} secures your date and is deducted from the package "
                                         "price. The remaining balance is due 30 days before the wedding."}]
    for good in (f"| {noun.capitalize()} (secures your date, non-{adj}) | {price} | At booking |",
                 f"{noun.capitalize()}: secures your date, non-{adj}.", f"The {noun} is non-{adj}.",
                 f"A non-{adj} {noun} of {price} secures your date."):
        assert not polar(good, ctx), good
    for bad in (f"The {noun} is {adj}.", f"A {adj} {noun} of {price} secures your date."):
        assert polar(bad, ctx), bad
