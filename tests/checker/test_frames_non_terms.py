"""Frames (checker/frames.py): a "non-" word that names a group or a kind ("non-members", "non-residents", "non-marking
shoes") is a term, not the clause's negation. The clause's polarity is its verb's: "Non-members cannot audition" is
negated, "Non-members can audition" is not, and one flips the other. A "non-" word that is the predicate ("the deposit
is non-refundable", "Deposit: non-refundable") is still a negation. Each class is tried both ways over generated
variants: a correct neighbour that must stay clean and a flipped one that must still be caught."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.checker.frames import _negated


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


GROUPS = ["Non-members", "Non-residents", "Non-students", "Non-Members"]
VERBS = [("audition", "join as members on the day"), ("enter the draw", "buy a day pass at reception"),
         ("book the studio", "use the public sessions"), ("vote at the meeting", "attend as observers")]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(GROUPS), st.sampled_from(VERBS),
       st.sampled_from(["Yes! **{g} can {v}**, so you're welcome to come along.", "{g} can {v}.", "- {g} **can {v}** too."]))
def test_a_group_named_by_non_flips_with_its_verb(group, verb_alt, claim):
    """'Non-members cannot audition' / 'Non-members can audition': the subject's "non-" is no negation, the verb's
    "cannot" is; the claim that drops it is the other polarity. Restating it, or the alternative the context offers,
    stays clean."""
    v, alt = verb_alt
    ctx = [{"title": "rules.md", "text": f"Sessions are open to all paid-up members. {group} cannot {v}, but they may {alt}. "
                                         "Sessions start at 7pm on Tuesdays."}]
    assert "frame_polarity" in rules(check(claim.format(g=group, v=v), ctx))
    for good in (f"{group} cannot {v}.", f"Sadly {group.lower()} can't {v}, but they may {alt}.", f"{group} may {alt}."):
        assert "frame_polarity" not in rules(check(good, ctx)), good


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["refundable", "transferable", "negotiable"]), st.sampled_from(["deposit", "ticket", "booking fee"]))
def test_a_non_word_after_the_verb_is_still_a_negation(adj, thing):
    """'The deposit is non-refundable' is negated: its "non-" is the predicate's. Reading the subject's "non-" as a term
    leaves it so, and 'the deposit is refundable' is still its flip."""
    assert _negated(f"The {thing} is non-{adj}.")
    assert _negated(f"After 14 days the {thing} is non-{adj} because units are made to order.")
    assert _negated(f"{thing.capitalize()}: non-{adj}")
    ctx = [{"title": "terms.md", "text": f"The {thing} is non-{adj}. Balance is due 8 weeks before the start date."}]
    assert "frame_polarity" in rules(check(f"The {thing} is {adj}.", ctx))
    assert "frame_polarity" not in rules(check(f"The {thing} is non-{adj}.", ctx))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["Non-marking", "Non-slip", "Non-toxic"]), st.sampled_from(["shoes", "mats", "paints"]))
def test_a_non_word_describing_a_noun_is_a_term(adj, noun):
    """'Non-marking shoes must be worn on all courts' is no negation, and neither is the verbless list item
    'non-marking shoes on all courts' that restates it."""
    assert not _negated(f"{adj} {noun} must be worn on all courts.")
    assert not _negated(f"{adj.lower()} {noun} on all courts")
    ctx = [{"title": "rules.md", "text": f"{adj} {noun} must be used on all courts. Courts open at 8am."}]
    assert "frame_polarity" not in rules(check(f"- {adj.lower()} {noun} on all courts", ctx))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["flammable", "toxic", "slip"]), st.sampled_from(["netting", "paint", "matting"]))
def test_a_non_word_modifying_an_object_is_still_its_negation(adj, noun):
    """'Choose a non-flammable netting that is safe' (an object's modifier, after an imperative) says the same as the
    context's 'Choose a netting that is nonflammable and safe': both negations, no flip; the subject reading takes only
    a word opening its clause (at most a determiner before it)."""
    assert _negated(f"Choose a non-{adj} {noun} that is safe to use around light bulbs")
    ctx = [{"title": "guide.md", "text": f"Choose a {noun} that is non{adj} and safe to use around light bulbs."}]
    assert "frame_polarity" not in rules(check(f"Choose a non-{adj} {noun} that is safe to use around light bulbs.", ctx))
