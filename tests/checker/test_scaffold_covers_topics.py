"""Class: a sentence saying only what the retrieved documents cover ("I can see that the documents I have cover access
arrangements, pausing plans and cancellation notice in general terms") — a statement about the source, not an answer;
beside a decline, the response still declines.

Grammar (scaffold._COVERS): [I can see that] the documents|information|notes [I have] [only] cover|mention|include|talk
about TOPIC (, TOPIC)* [and TOPIC] [in general terms]. Each TOPIC must be named by a word of the context or the question;
a topic the file lacks, a figure, or a clause after a colon is not this form.
"""
from __future__ import annotations

import pytest

from groundtest.checker.scaffold import is_scaffolding

KNOWN = {"access", "paused", "plans", "cancelled", "notice", "refunds", "deposit"}


@pytest.mark.parametrize("lead", ["I can see that the documents I have", "The information I have", "From what I can see, the notes",
                                  "The documents available to me"])
@pytest.mark.parametrize("verb", ["cover", "mention", "only cover", "talk about"])
@pytest.mark.parametrize("topics", ["**access arrangements**, **pausing plans** and **cancellation notice**",
                                    "refunds and the deposit", "access, plans or notice periods"])
@pytest.mark.parametrize("tail", ["", " in general terms"])
def test_what_the_documents_cover_is_no_claim(lead, verb, topics, tail):
    sentence = f"{lead} {verb} {topics}{tail}."
    assert is_scaffolding(sentence, KNOWN), sentence


@pytest.mark.parametrize("sentence", [
    "The documents I have cover parking permits and resident badges.",     # topics the file lacks
    "The documents I have cover pausing plans: you can pause for up to 3 months.",  # an answer after a colon
    "The information I have covers a 3-month pause.",                      # a figure
    "The plans cover access and notice.",                                  # the plans, not the documents
])
def test_other_sentences_are_not_this_form(sentence):
    assert not is_scaffolding(sentence, KNOWN), sentence


CTX = [{"title": "access.md", "text": "Plans can be paused for up to 3 months at a time and cancelled at any time with 2 weeks' "
                                      "notice. Side gates must be left unlocked so we can get access."}]


def test_a_decline_beside_it_is_still_a_decline():
    """Without the form, the coverage sentence is read as the answer and the decline after it as a side gap."""
    from groundtest import score
    from groundtest.model import Case

    response = ("I can see that the documents I have cover **access arrangements**, **pausing plans** and **cancellation "
                "notice** in general terms. However, I'm not able to confirm what applies to your particular plan, so I "
                "can't say whether a two-month pause would be possible for you.")
    case = Case(id="c1", type="answerable", expect="answer", query="I'm going abroad for two months. Can I pause my plan while I'm away?", context=CTX,
                response=response)
    (r,) = list(score([case]))
    assert r.abstained and r.over_refused, r.to_dict()  # (its "two-month" is the value rules' business, not read here)
