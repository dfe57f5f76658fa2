"""A CROSSED ITEM and A NEGATED CLAUSE OF TWO WORDS (thirty-second session, checker/frames.py ``_crossed_item``,
``_clause_negated``, ``_POLAR_SPLIT``'s "provided").

A cross on an item that only names a thing ("- ❌ Certified translations" under "the discount doesn't apply to:")
denies what the list's lead-in says; a context label naming the same thing ("Certified translation: £45 per page")
says nothing the cross could deny, so it is no flip. A determiner's denial ("- No certified translations") is no
crossed item and is still read against the label.

"boots are not provided" is a negated clause of two content words: a claim that holds both, positively and with no
negator anywhere ("Safety boots are provided by Liftwise"), flips it. "provided" is a condition's joint only before its
clause ("provided you arrive early"), never the participle ("are not provided", "provided by the club"). A thing a
determiner denies ("… but no rink time") is another subject's, and a claim with a negator in a condition ("If the
seat can't confirm its history") is no positive claim.

    ITEM   := "- " CROSS THING                      CONTEXT := THING ": " PRICE "."   (no flip)
    FLIP   := SUBJ "are provided" TAIL              CONTEXT := "…, as" SUBJ "are not provided."
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

THINGS = ["Certified translation", "Winch launch", "Sworn translation", "Express valet", "Deep clean"]
CROSSES = ["\u274c", "\u2716", "\u2717"]


def _rules(verdict) -> set:
    return {f.rule for f in verdict.findings}


@settings(deadline=None, max_examples=40)
@given(st.sampled_from(THINGS), st.sampled_from(CROSSES), st.sampled_from(["", "**"]))
def test_a_crossed_item_is_no_flip_of_a_label(thing, cross, mark):
    ctx = [{"title": "prices.md", "text": f"Standard service: £20. {thing}: £45 per item. The discount does not apply to "
                                          f"{thing.lower()}s."}]
    verdict = check(f"Your card gives **10% off standard service**, but the discount **doesn't apply** to:\n\n"
                    f"- {cross} {mark}{thing}s{mark}\n", ctx)
    assert "frame_polarity" not in _rules(verdict), verdict.findings


@settings(deadline=None, max_examples=20)
@given(st.sampled_from(THINGS))
def test_a_determiners_denial_is_still_read_against_the_label(thing):
    ctx = [{"title": "prices.md", "text": f"Standard service: £20. {thing}: £45 per item."}]
    verdict = check(f"- No {thing.lower()}s", ctx)
    assert verdict.hallucination == "hallucinated" and "frame_polarity" in _rules(verdict), verdict.findings


SUBJECTS = [("Safety boots", "boots"), ("Riding helmets", "helmets"), ("Bath towels", "towels"), ("Wetsuits", "wetsuits"),
            ("Safety goggles", "goggles")]


def _supplied_ctx(said, noun):
    return [{"title": "trial.md", "text": "Liftwise offers a free 1-hour trial session for complete novices; no previous "
                                          f"experience is needed. Trialists must wear their own {said.lower()}, as {noun} "
                                          "are not provided."}]


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(SUBJECTS), st.sampled_from([" by Liftwise", "", " for the trial session"]), st.booleans())
def test_a_negated_clause_of_two_words_said_positively_is_a_flip(subject, tail, bold):
    said, noun = subject
    core = f"**{said} are provided**" if bold else f"{said} are provided"
    answer = f"It's a **free 1-hour** session, and no previous experience is needed.\n\n- {core}{tail}."
    verdict = check(answer, _supplied_ctx(said, noun))
    assert "frame_polarity" in _rules(verdict), verdict.findings


@settings(deadline=None, max_examples=20)
@given(st.sampled_from(SUBJECTS))
def test_the_negation_restated_is_no_flip(subject):
    said, noun = subject
    answer = f"It's a **free 1-hour** session, and no previous experience is needed.\n\n- {said} are not provided."
    verdict = check(answer, _supplied_ctx(said, noun))
    assert "frame_polarity" not in _rules(verdict), verdict.findings


def test_provided_as_a_condition_still_splits_and_as_a_participle_does_not():
    from groundtest.checker.frames import _polar_clauses

    assert len(_polar_clauses("Parking is free, provided you arrive before 9am")) == 2
    assert len(_polar_clauses("Dogs are welcome provided they are on a lead")) == 2
    assert _polar_clauses("as boots are not provided.") == ["as boots are not provided."]
    assert len(_polar_clauses("Boots are provided by the club")) == 1


def test_a_thing_a_determiner_denies_is_no_subject_to_flip():
    ctx = [{"title": "membership.md", "text": "Full membership costs £145 per season and includes unlimited rink time at "
                                              "off-peak times. Social membership costs £40 per season and gives access to "
                                              "the bar but no rink time."}]
    answer = ("- **Full membership — £145:** unlimited rink time at off-peak times.\n- **Social membership — £40:** the "
              "bar, but no rink time.\n\nPeak times are evenings, so Full membership's unlimited rink time applies outside "
              "those hours.")
    assert "frame_polarity" not in _rules(check(answer, ctx))


def test_a_negator_in_a_condition_is_no_positive_claim():
    ctx = [{"title": "checks.md", "text": "Our fitters check every seat. Second-hand seats can be checked, but we cannot "
                                          "confirm their history."}]
    answer = "- If the seat is second-hand, they can check it but **can't confirm its history**."
    assert "frame_polarity" not in _rules(check(answer, ctx))
