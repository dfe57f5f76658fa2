"""Class: a scope word inside an idiom that says no scope (paraphrases of supported facts stay clean).

Grammar: (a) MANNER = "all at once" | "in one go" | "all in one payment": how a payment is made, no "all" of the
world; (b) PERMISSION = PERSON-SUBJECT (you're / you are / you'll be / she's / he's) … "free to" VERB: leave given
to a person, no thing given free; (c) PREDICATIVE = VERB-OF-GOING ("go", "travel", "get in", "stay") "free" + adverb:
what is free is the subject ("Children under 3 go free anyway"), not the adverb after it. Each is read as the
context's fact it rewords. Wrong neighbours stay flagged: a real "all"/"free" beside the idiom that the context does
not say, a thing free to use that the context prices, a subject the context never makes free.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check

PAY = [{"title": "payment.md", "text": "Payment is taken at the end of each appointment by card. Receipts are emailed after each appointment. "
                                       "Most insurers can be invoiced directly."}]


@pytest.mark.parametrize("idiom", ["rather than paid all at once", "rather than all in one go", "instead of in one go",
                                   "rather than all in one payment"])
@pytest.mark.parametrize("lead", ["Payment is taken by card at the end of each appointment, so the cost is spread across your visits {i}.",
                                  "You pay by card at the end of each appointment, so you're not paying {i}."])
def test_a_manner_idiom_is_no_scope(idiom, lead):
    v = check(lead.format(i=idiom), PAY)
    assert not any(f.severity == "critical" and "all" in f.notes for f in v.findings), v.findings


@pytest.mark.parametrize("claim", ["All insurers can be invoiced directly, rather than paid all at once.",
                                   "Payment is taken by card, and parking is free rather than paid all at once.",
                                   "Payment is taken by card in one go, and the first consultation is free.",
                                   "You pay everything in one go at your first visit, rather than after each appointment."])
def test_a_real_widening_beside_the_idiom_is_still_flagged(claim):
    v = check(claim, PAY)
    assert v.hallucination == "hallucinated", v.findings


LEASE = [{"title": "ending.md", "text": "The minimum term is 3 months, after which the lease rolls monthly. To end your lease, give 30 days' "
                                        "notice in the app. Collection from your home costs £35."}]


@pytest.mark.parametrize("subject", ["you're past it and", "you are then", "you'll be", "she's now"])
@pytest.mark.parametrize("act", ["end the lease", "give notice", "stop the lease"])
def test_permission_to_a_person_is_no_free_thing(subject, act):
    v = check(f"The minimum term is 3 months, so {subject} free to {act}.", LEASE)
    assert not any(f.rule == "scope" or "'free'" in f.notes for f in v.findings), v.findings


@pytest.mark.parametrize("claim", ["The minimum term is 3 months, and collection from your home is free.",
                                   "You're free to end the lease, and home collection is free to use after 3 months.",
                                   "After the minimum term of 3 months, you get free collection from your home."])
def test_a_priced_thing_called_free_is_still_flagged(claim):
    v = check(claim, LEASE)
    assert v.hallucination == "hallucinated", v.findings


ZOO = [{"title": "membership.md", "text": "Family Membership costs £189 a year and covers 2 adults and up to 3 children aged 3-15. "
                                          "Children under 3 are always free. Dogs are not allowed."}]


@pytest.mark.parametrize("verb", ["go free", "get in free", "travel free", "come free"])
@pytest.mark.parametrize("tail", ["anyway", "regardless", "too", "with you"])
def test_a_predicative_free_says_of_its_subject(verb, tail):
    v = check(f"Family Membership costs £189 a year. Children under 3 {verb} {tail}.", ZOO)
    assert not any("'free'" in f.notes and f.severity == "critical" for f in v.findings), v.findings


@pytest.mark.parametrize("claim", ["Family Membership costs £189 a year. Children under 3 go free, and you get free parking too.",
                                   "Family Membership costs £189 a year. Children under 3 go free with a free souvenir guidebook.",
                                   "Family Membership costs £189 a year. Children under 5 go free anyway."])
def test_a_thing_or_an_age_the_context_never_makes_free_is_flagged(claim):
    """(A subject the chunk never makes free — "Adult carers go free" — is not read yet: the scope rule reads the chunk
    of the claim's known words, which says "free" of children.)"""
    v = check(claim, ZOO)
    assert v.hallucination == "hallucinated", v.findings
