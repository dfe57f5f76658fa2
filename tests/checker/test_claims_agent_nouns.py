"""Class: the organisation's own person named by the agent noun of its own service ("Having those with you will help the
adviser look at your situation properly" where the context offers advice).

Principle (claims._agent_of_context): a person word that is the agent noun (-er/-or/-ist/-ar) of a word the context has —
as written, with an "e" or "y", or through the s/c alternation ("advise"/"advice") — is no new person: at most plain new
words (uncertain), not a new detail. A person the context's words do not form ("a nurse", "a coordinator" beside "advice") still is.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker.claims import _agent_of_context
from groundtest.checker.context import index_context

CTX = [{"title": "help.md", "text": "Harbourside Citizens Advice offers free, confidential advice. Drop-in sessions run on "
                                    "Tuesday and Thursday, 10am to 1pm. Please call at reception when you arrive. For "
                                    "housing issues, bring your tenancy agreement and any notices from your landlord."}]
SUPPORTED = "For housing issues, bring your tenancy agreement and any notices from your landlord."


@pytest.mark.parametrize("who", ["adviser", "advisor", "receptionist"])
@pytest.mark.parametrize("purpose", ["will help the {w} look at your situation properly",
                                     "means the {w} can see everything straight away",
                                     "lets the {w} understand your case quickly"])
def test_the_agent_of_the_contexts_service_is_no_new_person(who, purpose):
    response = f"{SUPPORTED} Having those with you " + purpose.format(w=who) + "."
    v = check(response, CTX, "What should I bring?")
    assert v.hallucination != "hallucinated", (response, v.findings)


@pytest.mark.parametrize("who,new", [("adviser", False), ("advisor", False), ("receptionist", False),
                                     ("nurse", True), ("doctor", True), ("coordinator", True)])
def test_the_evidence_of_a_new_person(who, new):
    from groundtest.checker.claims import evidence

    ctx = index_context(CTX, "What should I bring?")
    text = f"Having those with you will help the {who} look at your situation properly."
    found = evidence([who, "look", "properly"], text, ctx)
    assert (found is not None) is new, (who, found)


@pytest.mark.parametrize("word,ctx_text,expected", [
    ("adviser", "We give free advice.", True),
    ("pharmacist", "Ask at the pharmacy.", True),
    ("supervisor", "Staff supervise the pool.", True),
    ("instructor", "Lessons are taught in groups.", False),
    ("cleaner", "Windows are cleaned monthly.", False),  # "cleaned" is a form the stem lookup does not undo
    ("phone", "Call us.", False),
])
def test_agent_noun_forms(word, ctx_text, expected):
    assert _agent_of_context(word, index_context([{"title": "t", "text": ctx_text}])) is expected
