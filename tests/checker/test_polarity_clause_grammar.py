"""THE POLARITY CLAUSE GRAMMAR (checker/frames.py): the parts a context sentence and a claim are read in for polarity.

- a verb-first part takes the subject of a first part whose verb is a lexical one ("A deposit of £25 secures each
  booking | and is non-refundable": the deposit is non-refundable) — :data:`_SUBJECT_LEXICAL`;
- a reason is a part of its own ("You don't need a partner, | as we rotate partners"; "Dogs are not allowed |
  because they stress the herd") — :data:`_POLAR_SPLIT`;
- a light verb after a requirement adds nothing ("you'll need to bring a partner" requires a partner) —
  :data:`_LIGHT_REQUIRED`;
- an amount before the noun it names ("the £25 deposit") is no value the part says — :data:`_PRICED_NOUN`;
- a closing contrast ("refundable, not non-refundable") names what the part denies — :data:`_CONTRAST_TAIL`;
- "exclude" negates as "avoid" does;
- the user's own thing is not the context's other thing ("your own telescope" / "hired park telescopes") —
  :func:`_own_against_other`.

Each flip is critical; its right restatement and its near neighbours are not.
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

#: (subject, lexical verb phrase, the negated predicate, the positive predicate)
LEXICAL = [
    ("A deposit of £25", "secures each booking", "non-refundable", "refundable"),
    ("The booking fee", "covers the admin", "non-refundable", "refundable"),
    ("A guest pass", "gives one day's entry", "non-transferable", "transferable"),
    ("The key deposit", "secures your locker", "non-refundable", "refundable"),
]


@settings(deadline=None)
@given(st.sampled_from(LEXICAL), st.sampled_from(["The", "Your", "Yes, the"]), st.booleans())
def test_a_conjoined_predicate_takes_the_lexical_verbs_subject(item, det, flipped):
    subject, vp, neg, pos = item
    noun = subject.split(" of ")[0].split(" ", 1)[1]
    ctx = [{"title": "terms.md", "text": f"{subject} {vp} and is {neg}. Please pay the balance a week before your visit."}]
    said = f"{det} {noun} is {pos if flipped else neg}."
    v = check(said, ctx)
    assert (v.hallucination == "hallucinated") == flipped, [(f.rule, f.notes) for f in v.findings]
    if flipped:
        assert v.findings[0].rule == "frame_polarity"


@settings(deadline=None)
@given(st.sampled_from(["as we rotate partners during class", "because we rotate partners during class",
                        "since the instructor pairs everyone up"]),
       st.sampled_from(["You need a partner.", "You'll need to bring a partner.", "You **do need to bring a partner**."]))
def test_a_reason_is_a_part_of_its_own(reason, said):
    ctx = [{"title": "drop-in.md", "text": f"Drop-in classes run every Thursday. You don't need a partner, {reason}."}]
    v = check(said, ctx)
    assert v.hallucination == "hallucinated", [(f.rule, f.notes) for f in v.findings]
    # with the words around it (a lead-in and a heading that make a new verb's finding moderate), the flip is critical
    v = check(f"Here's how it works at the studio:\n\n### Partners\n{said}", ctx, query="Do I need a partner?")
    assert any(f.rule == "frame_polarity" and f.severity == "critical" for f in v.findings), [(f.rule, f.notes) for f in v.findings]


@pytest.mark.parametrize("said", [
    "You don't need a partner.",
    "No partner needed — we rotate partners during class.",
    "You don't need a partner, as partners rotate during class.",
])
def test_the_restatement_is_clean(said):
    ctx = [{"title": "drop-in.md", "text": "Drop-in classes run every Thursday. You don't need a partner, as we rotate "
                                           "partners during class."}]
    assert check(said, ctx).hallucination == "clean"


def test_a_reason_after_the_claim_is_not_read_as_a_flip():
    # the reason of a restated negation ("because they stress the herd") is positive in both: no flip either way
    ctx = [{"title": "visiting.md", "text": "Dogs are not allowed on the farm because they stress the herd. Parking is free."}]
    said = "**Dogs:** sorry, dogs are **not allowed** on the farm, because they stress the herd."
    assert not any(f.rule == "frame_polarity" for f in check(said, ctx).findings)
    assert check("Dogs are allowed on the farm.", ctx).hallucination == "hallucinated"


@settings(deadline=None)
@given(st.sampled_from(["£25", "£40", "$30"]), st.sampled_from(["deposit", "key deposit", "booking fee"]))
def test_an_amount_naming_its_noun_keeps_the_flip_in_sight(amount, noun):
    ctx = [{"title": "terms.md", "text": f"A {noun} of {amount} is taken at booking and is non-refundable."}]
    assert check(f"The {amount} {noun} is refundable.", ctx).hallucination == "hallucinated"
    assert check(f"The {amount} {noun} is non-refundable.", ctx).hallucination == "clean"


def test_an_introduced_amount_is_still_a_value():
    # "with a €25 recovery fee": the indefinite amount is what the part says, read by the value rules, not a flip
    ctx = [{"title": "parking.md", "text": "Scooters left in a no-parking zone (red on the map) are removed by our team and "
                                           "a €25 recovery fee is charged to the last rider."}]
    said = "Scooters left in red no-parking zones are removed with a €25 recovery fee."
    assert check(said, ctx).hallucination == "clean"


def test_a_correction_tail_names_what_is_denied():
    ctx = [{"title": "safety.md", "text": "A £50 refundable damage deposit is taken at booking."}]
    q = "As the £50 damage deposit is non-refundable, is it worth getting insurance instead?"
    assert not any(f.rule == "frame_polarity" for f in check("Good news — the **£50 damage deposit is refundable**, not "
                                                            "non-refundable!", ctx, query=q).findings)
    assert check("The £50 damage deposit is non-refundable.", ctx, query=q).hallucination == "hallucinated"


@pytest.mark.parametrize("ctx_text", ["The card cannot be used for private guided walks.", "The card excludes private guided walks."])
def test_exclude_is_a_negation(ctx_text):
    ctx = [{"title": "loyalty.md", "text": f"One stamp per paid foraging course. {ctx_text}"}]
    said = "The terms only mention foraging courses (and exclude private guided walks)."
    assert not any(f.rule == "frame_polarity" for f in check(said, ctx).findings)
    assert check("The card can be used for private guided walks.", ctx).hallucination == "hallucinated"


@settings(deadline=None)
@given(st.sampled_from(["telescope", "camera", "bike"]), st.sampled_from(["your own", "their own", "visitors' own"]))
def test_the_users_own_thing_is_not_the_contexts_other(thing, own):
    ctx = [{"title": "cover.md", "text": f"The park holds public liability insurance of £5 million. It does not cover "
                                         f"visitors' own equipment, such as {thing}s, whether damaged by accident or theft. "
                                         f"Hired park {thing}s are covered by the park's own policy."}]
    v = check(f"Short answer: no — {own} {thing} isn't covered by the park's insurance.", ctx)
    assert v.hallucination == "clean", [(f.rule, f.notes) for f in v.findings]
    # the context's own thing said the other way is still a flip
    ctx2 = [{"title": "cover.md", "text": f"Your own {thing} is not covered by the park's policy. Hired ones are."}]
    assert check(f"Your own {thing} is covered by the park's policy.", ctx2).hallucination == "hallucinated"


@pytest.mark.parametrize("heading,item,says", [
    ("Who it is suitable for", "Anyone with back problems, as shearing means long periods bent over", True),
    ("What you can bring", "Glass bottles", True),
    ("Who it isn't suitable for", "Anyone with back problems", False),  # a negated heading is read by negated_heading
    ("Every nanny the agency puts forward has", "A DBS check", False),  # a lead-in, not a wh-heading
    ("What you can bring", "Bike hire is available at the desk", False),  # the item says something itself
])
def test_a_wh_heading_says_its_items(heading, item, says):
    from groundtest.checker import frames

    assert frames.heading_says(heading, item) is says


@pytest.mark.parametrize("said,flip", [
    ("The sound system is included in your hire, along with the barres, mats and small weights.", True),
    ("Your hire includes the barres and mats, along with the small weights.", False),
])
def test_an_addition_is_a_part_of_its_own(said, flip):
    ctx = [{"title": "studio-hire.md", "text": "Studio hire is £40 per hour. Hire includes barres, mats and small weights. Hire "
                                               "does not include use of the sound system unless it is booked as an add-on."}]
    v = check(said, ctx)
    assert any(f.rule == "frame_polarity" for f in v.findings) is flip, [(f.rule, f.notes) for f in v.findings]


def test_things_added_take_the_clauses_polarity():
    ctx = [{"title": "rules.md", "text": "Flammable liquids, gas bottles, food and anything living are not permitted in units."}]
    said = "**Gas bottles are not permitted** in units, along with flammable liquids, food and anything living."
    assert check(said, ctx).hallucination == "clean", [(f.rule, f.notes) for f in check(said, ctx).findings]
    assert check("Gas bottles are permitted in units, along with food.", ctx).hallucination == "hallucinated"
