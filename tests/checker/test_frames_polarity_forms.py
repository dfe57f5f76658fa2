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


PLACES_FOR = [("main play frame", "under-4s zone", "play"), ("climbing wall", "family area", "climb"),
              ("big slide", "toddler corner", "slide")]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(PLACES_FOR), st.sampled_from(["she'd", "he'd", "they'd"]))
def test_without_is_a_negation_of_its_object(place_zone, who):
    """'without X' is 'not with X': "On the main play frame, though, she'd need to play without you" says the adult is
    not on the frame — the polarity of 'Adults are not allowed on the main play frame'. Allowing adults there is still
    its other polarity."""
    place, zone, verb = place_zone
    ctx = [{"title": "play-rules.md", "text": "Socks must be worn in the soft play area. "
                                              f"Adults are not allowed on the {place}, except in the {zone}. Parties run on Saturdays."}]
    good = f"On the **{place}**, though, {who} need to {verb} without you."
    assert not polar(good, ctx), good
    for bad in (f"On the {place}, adults can {verb} with her.", f"Adults are allowed on the {place}."):
        assert polar(bad, ctx), bad


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("park", "permit"), ("enter", "ticket"), ("board", "boarding pass"), ("fish", "licence")]))
def test_a_negator_and_without_cancel(act_doc):
    """'You cannot park without a permit' is a requirement (two negations in one clause: none): 'you can park without a
    permit' is its other polarity, 'you can park with a permit' is not."""
    act, doc = act_doc
    ctx = [{"title": "rules.md", "text": f"You cannot {act} without a {doc}. A {doc} costs £20 a year."}]
    assert _negated(f"You can {act} without a {doc}.")
    assert not _negated(f"You cannot {act} without a {doc}.")
    assert polar(f"You can {act} without a {doc}.", ctx)
    assert not polar(f"You can {act} with a {doc}.", ctx)
    assert not polar(f"Without a {doc} you can't {act}.", ctx)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("Photography", "flash"), ("Entry", "a wristband"), ("Swimming", "a lifeguard")]),
       st.sampled_from(["is permitted", "is allowed", "is fine"]))
def test_without_in_the_subject_restricts_it(subject_obj, verb):
    """'Photography without flash is permitted in the galleries': the "without" stands in the subject, after its noun,
    and restricts it (as a "non-" term there does); the clause is not negated. After the verb, or opening the clause,
    it is a negation."""
    subject, obj = subject_obj
    assert not _negated(f"{subject} without {obj} {verb} in the galleries.")
    assert _negated(f"{subject} {verb} in the galleries without {obj}.")
    # fronted before a positive clause it reads as it does after the verb ("Without flash, photography is permitted" is
    # "photography is permitted without flash"; test_frames_lacking_condition)
    assert _negated(f"Without {obj}, {subject.lower()} {verb} in the galleries.")


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("Weekend ticket", "camping", "£159"), ("Day pass", "parking", "£12"), ("Family room", "breakfast", "£95")]))
def test_a_without_phrase_both_sides_write_is_no_flip(row):
    """A "without X" both sides write is theirs alike: the context's label 'Weekend ticket without camping' (no verb: a
    negation) and the claim's subject 'the weekend ticket without camping is the cheapest' (a restriction) say the same
    thing; a claim that reads the phrase positively ('… can include camping') is still the other polarity."""
    thing, extra, price = row
    ctx = [{"title": "tickets.md", "text": f"{thing} without {extra}\nAll three days, {price}. Friday day tickets are not sold."}]
    good = f"So the **{thing.lower()} without {extra}** is the cheapest way to get all three days."
    assert not polar(good, ctx), good
    bad = f"So the {thing.lower()} with {extra} is the cheapest way to get all three days."
    assert polar(bad, ctx), bad


LISTS = [("service charge", "cover", "covers", ["council tax", "contents insurance", "electricity", "personal care"],
          ["buildings insurance", "gardening", "window cleaning"]),
         ("day ticket", "include", "includes", ["parking", "locker hire", "guided tours"], ["entry", "the museum shop discount", "audio guides"]),
         ("membership fee", "cover", "covers", ["court hire", "coaching", "racket restringing"], ["the gym", "the pool", "the sauna"])]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(LISTS), st.integers(0, 2), st.integers(0, 2))
def test_a_negated_list_is_negated_of_each_member(row, i, j):
    """'The service charge does not cover council tax, contents insurance, electricity or personal care' says of each
    member that it is not covered: 'the service charge covers contents insurance' is its other polarity however long
    the list. A member of the context's positive list ('covers buildings insurance, gardening and window cleaning') is
    no flip, and neither is the negated member restated."""
    thing, verb, verbs, out, kept = row
    ctx = [{"title": "cover.md", "text": f"The {thing} {verbs} {', '.join(kept[:-1])} and {kept[-1]}. It is reviewed annually."},
           {"title": "exclusions.md", "text": f"The {thing} does not {verb} {', '.join(out[:-1])} or {out[-1]}. "
                                              "Residents arrange these themselves."}]
    member = out[1:][i % len(out[1:])]  # (a member after the first: the first stands with the verb)
    assert polar(f"The {thing} {verbs} {member}.", ctx)
    assert not polar(f"The {thing} doesn't {verb} {member}.", ctx)
    assert not polar(f"The {thing} {verbs} {kept[j]}.", ctx)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("it", "you are liable for the full cost of repairs"), ("one", "you'll need to pay on the day"),
                        ("a permit", "you can't park in the residents' bays")]))
def test_a_fronted_without_is_a_condition(row):
    """A fronted 'Without X' reads as the clause's own 'without X' and as 'if you don't have X' does (both are rewritten
    to it, test_frames_lacking_condition): with a negated clause the two cancel ('Without a permit, you can't park' is
    'you need a permit to park', as 'you cannot park without a permit' is); before a positive clause it is one negation
    ('without it you are liable …' as 'you are liable … without it'); either way the same sentence with 'If you don't
    have X' is no flip of it."""
    obj, rest = row
    negated_rest = "n't" in rest
    for said in (f"Without {obj}, {rest}.", f"Without {obj} {rest}.", f"without {obj} {rest}."):
        assert _negated(said) == (not negated_rest), said
    ctx = [{"title": "rules.md", "text": f"Please read the rules. Without {obj} {rest}. Ask at reception for details."}]
    assert not polar(f"Without {obj}, {rest}.", ctx)
    if not negated_rest:
        assert not polar(f"If you don't have {obj}, {rest}.", ctx)
