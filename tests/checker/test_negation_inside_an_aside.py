"""A NEGATION IN AN ASIDE'S RELATIVE CLAUSE IS THE ASIDE'S (thirty-seventh session, checker/frames.py
``_ASIDE_RELATIVE_NEG``): in "Personal accidents, like slips and trips that are not caused by us, are covered" the "not"
restricts the examples, and the sentence says the accidents ARE covered — the other polarity of "It does not cover
personal accidents, such as slips and trips that are not caused by us" (missed before: the relative clause's "not" was
read as the sentence's). The sentence that keeps the context's "not" stays clean. A context sentence is also read
without its examples (", such as …"), so a short claim is weighed against its own words ("Personal accidents are covered").

    CLAIM := THING "," ("like" | "such as") EXAMPLES ("that" | "which") NEG VERB-PHRASE "," MAIN-VERB ["not"] PARTICIPLE
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

_THINGS = [("personal accidents", "slips and trips on the trail", "caused by us"),
           ("lost items", "phones and wallets left on the boat", "handed to the crew"),
           ("weather delays", "storms and high winds", "forecast in advance")]
_VERBS = [("cover", "covered"), ("refund", "refunded"), ("include", "included")]
_NEGS = ["are not", "aren't"]


@settings(deadline=None, max_examples=40)
@given(st.sampled_from(_THINGS), st.sampled_from(_VERBS), st.sampled_from(_NEGS), st.sampled_from(["like", "such as"]),
       st.sampled_from(["that", "which"]))
def test_the_main_verb_keeps_its_own_polarity(thing, verb, neg, like, rel):
    noun, examples, tail = thing
    ctx = [{"title": "policy.md", "text": f"Harbour Tours holds a policy that {verb[0]}s injuries caused by our negligence. "
                                          f"It does not {verb[0]} {noun}, such as {examples} that are not {tail}. "
                                          "Tickets cost £25."}]
    flipped = check(f"{noun.capitalize()}, {like} {examples} {rel} {neg} {tail}, are {verb[1]}.", ctx)
    assert flipped.hallucination == "hallucinated", (noun, verb, neg)
    kept = check(f"{noun.capitalize()}, {like} {examples} {rel} {neg} {tail}, are not {verb[1]}.", ctx)
    assert kept.hallucination != "hallucinated", kept.findings


@settings(deadline=None, max_examples=40)
@given(st.sampled_from(_THINGS), st.sampled_from(_VERBS), st.sampled_from(["such as", "for example", "including"]))
def test_a_short_claim_is_weighed_against_the_sentence_without_its_examples(thing, verb, like):
    # ("It does not cover personal accidents, such as slips and trips …": the examples no longer outweigh the short
    # claim "Personal accidents are covered", which flips the sentence they belong to)
    noun, examples, tail = thing
    ctx = [{"title": "policy.md", "text": f"Harbour Tours holds a policy that {verb[0]}s injuries caused by our negligence. "
                                          f"It does not {verb[0]} {noun}, {like} {examples} that are not {tail}. "
                                          "Tickets cost £25."}]
    assert check(f"{noun.capitalize()} are {verb[1]}.", ctx).hallucination == "hallucinated", (noun, verb)
    kept = check(f"{noun.capitalize()} are not {verb[1]}.", ctx)
    assert kept.hallucination != "hallucinated", kept.findings
