"""Frames, round 7 (checker/frames.py): causes behind missed flips on the English dev sets. Each class is tried
both ways over generated variants: a correct neighbour that must stay clean and a wrong one (flipped) that must
still be caught."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


# (thing, figure, verb, group, extra): "There is a one-off {thing} of {figure}, which is {verb} for {group} …"
WAIVED = [("joining fee", "£25", "waived", "students", "with a valid student card"),
          ("booking fee", "£4", "refunded", "members", "who cancel in time"),
          ("registration charge", "€30", "waived", "pensioners", "with a bus pass"),
          ("cleaning deposit", "$50", "returned", "tenants", "who leave the flat clean")]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(WAIVED), st.sampled_from(["Unfortunately this", "This", "It"]))
def test_a_relative_clause_keeps_its_antecedent_and_a_pronoun_its_subject(row, opener):
    """Class: a non-restrictive relative clause ("a fee of £25, which is waived for students") says its verb of the
    noun phrase before the comma, and a claim whose subject is "this"/"it" says its verb of the subject of the
    sentence before it. Both operands were lost: the context part had no subject, the claim part only two words.
    The same polarity must stay clean; the other polarity must be caught."""
    thing, figure, verb, group, extra = row
    ctx = [{"title": "terms.md", "text": f"Membership costs {figure} a month. There is a one-off {thing} of {figure}, "
                                         f"which is {verb} for {group} {extra}. Drivers must be at least 21."}]
    lead = f"The one-off **{thing} is {figure}**."
    same = f"{lead} {opener} is {verb} for {group} {extra}."
    flipped = f"{lead} {opener} isn't {verb} for {group}, so you'll pay it when you sign up."
    assert "frame_polarity" not in rules(check(same, ctx)), same
    assert "frame_polarity" in rules(check(flipped, ctx)), flipped
    # the subject named in full flips too (the context's relative clause alone carries the operand)
    assert "frame_polarity" in rules(check(f"The {thing} is not {verb} for {group}.", ctx))
    assert "frame_polarity" not in rules(check(f"The {thing} is {verb} for {group}.", ctx))


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(WAIVED))
def test_a_pronoun_after_a_sentence_of_another_subject_is_not_given_it(row):
    """'it' stands for the sentence before's subject only: a person ("You must …") or an empty "there" is no
    antecedent, so a pleasantry after them is not read as a flip."""
    thing, figure, verb, group, extra = row
    ctx = [{"title": "terms.md", "text": f"There is a one-off {thing} of {figure}, which is {verb} for {group} {extra}."}]
    said = f"You must bring your card. It is {verb} for {group} {extra}, which is great."
    assert "frame_polarity" not in rules(check(said, ctx)), said


# (subject, verb, prep, kept, excluded): "{subject} {verb} only {prep} {kept}, not {prep} {excluded}."
EXCLUDED = [("The optional damage waiver", "covers", "", "accidental damage", "theft"),
            ("Items you pack yourself", "are covered", "for", "total loss", "breakage"),
            ("The travel pass", "is valid", "on", "weekday buses", "night trams"),
            ("Photography without flash", "is permitted", "in", "the permanent galleries", "the aquarium"),
            ("The student discount", "applies", "to", "evening classes", "private lessons")]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(EXCLUDED), st.sampled_from([" but not", ", not"]), st.sampled_from(["only ", ""]))
def test_an_elliptic_exclusion_is_flipped_when_the_excluded_thing_is_joined_to_the_verb(row, joint, only):
    """Class: an exclusion by ellipsis ('covers accidental damage but not theft', 'covered only for total loss, not
    for breakage'): the negated part has no words but the excluded thing, so a claim that joins that thing to the
    same verb and the kept thing ('covers accidental damage and also theft', 'covered for breakage as well as total
    loss') was read as no flip. Restating the exclusion, the kept thing alone, or the excluded thing in a clause of
    its own stays clean."""
    subject, verb, prep, kept, out = row
    p = f"{prep} " if prep else ""
    ctx = [{"title": "policy.md", "text": f"Prices start at £12 a day. {subject} {verb} {only}{p}{kept}{joint} {p}{out}. "
                                          f"Claims must be made within 7 days."}]
    clean = [f"{subject} {verb} {p}{kept} {joint.strip(', ')} {p}{out}.",
             f"{subject} {verb} {p}{kept}.",
             f"{subject} {verb} {p}{kept}, and {out} must be reported within 7 days."]
    for said in clean:
        assert "frame_polarity" not in rules(check(said, ctx)), said
    for wrong in (f"{subject} {verb} {p}**{kept}** and also {p}**{out}**.",
                  f"{subject} {verb} {p}{out} as well as {p}{kept}."):
        assert "frame_polarity" in rules(check(wrong, ctx)), wrong


def test_an_exclusion_the_context_lifts_elsewhere_is_no_flip():
    """The excluded thing said positively with the same verb elsewhere in the context (an add-on that covers it)
    is no exclusion to flip."""
    ctx = [{"title": "waiver.md", "text": "The basic waiver covers accidental damage but not theft. "
                                          "The premium waiver covers theft for an extra £2 a day."}]
    assert "frame_polarity" not in rules(check("The premium waiver covers accidental damage and also theft.", ctx))


# (thing, kept group, other group): "Membership includes {thing} for {kept} members only."
GROUPS = [("ECF Silver membership", "adult", "junior"),
          ("free towel hire", "senior", "student"),
          ("a locker", "adult", "child"),
          ("the newsletter", "student", "pensioner")]


# (what, price, period, noun): "{What} is {price} per {period} per {noun}."
PER_NOUN = [("Further labour", "£55", "hour", "roofer"),
            ("Extra time", "£30", "hour", "engineer"),
            ("Guided hikes", "€40", "day", "guide"),
            ("Overtime", "$65", "hour", "cleaner")]


