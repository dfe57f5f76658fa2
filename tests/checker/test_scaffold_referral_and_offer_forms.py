"""REFERRALS AND OFFERS, MORE OF THEIR GRAMMAR (checker.scaffold.ASK_THEM, text.abstention._OFFER_TO_READ): after an
empty retrieval a polite answer sends the user to the organisation and offers to read what they may share. Forms
the grammar now reads:

- the answer the organisation gives, by how good it is: "DotWorks would be able to give you an accurate timescale";
- the thing asked for, by its quality: "The club itself would be the best source for the current fee";
- the kind of question as the reason: "Since it's a safety question, it's definitely one to confirm with Crux Cave";
- an offer that lists what it will pick out ("the costs, dates and anything else you'd like to know"), sets a second
  thing off by dashes ("the likely turnaround — and the cost — for your document"), or ends by sending the user to the
  organisation instead ("— or the school itself will be able to confirm").

Each is no claim; the same shapes carrying a figure, a weekday, a channel or a thing offered ("a discount") are."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_APOLOGY = "I'm sorry — I don't have any information about {org}'s {topic} available to me, so I can't tell you that."

_REFERRALS = [
    "{org} would be able to give you an accurate timescale.",
    "{org} should be able to give you a firm answer.",
    "{org} itself would be the best source for the current fee.",
    "The club itself would be the best source for the exact price.",
    "Since it's a safety question, it's definitely one to confirm with {org} directly before your child goes along.",
    "As this is a legal matter, it's one to check with {org} first.",
    "Since it's a tricky question, it's worth checking with {org} directly.",
]
_OFFERS = [
    "If you can share a course leaflet or a page from their website, I'd be very happy to go through it with you and "
    "pick out the costs, dates and anything else you'd like to know.",
    "If you have their price list or terms of service, feel free to share them here and I'll happily work out the likely "
    "turnaround — and the cost — for your document.",
    "If you can share the fee sheet or terms, I'd be glad to go through them with you — or {org} itself will be able to confirm.",
    "If you can paste their rules here, I'll look through them with you — or the club will be able to advise.",
]
#: the same shapes with a detail of their own: a thing offered, a figure, a weekday, a channel
_DRAFTS = [
    "{org} would be able to give you a discount.",
    "{org} would be able to give you an accurate timescale of about 3 weeks.",
    "{org} itself would be the best source for the current email address.",
    "Since it's a members-only session, it's one to confirm with {org}.",
    "The club would be the best source for the current fee, which is usually £40.",
    "If you can share the fee sheet, I'd be glad to go through it with you — or {org} will be able to confirm on Saturday.",
    "If you can share the leaflet, I'll pick out the costs, dates and anything else — they charge £5 a class.",
    "If you have their price list, feel free to share it here and I'll work out the turnaround — and the cost — for your "
    "document; it's normally 10 working days.",
]
_ORGS = [("DotWorks", "transcription service"), ("Crux Cave", "climbing wall"), ("Elmfield Bridge Club", "courses")]


def _answer(sentence: str, org: str, topic: str) -> str:
    return _APOLOGY.format(org=org, topic=topic) + "\n\n" + sentence.format(org=org) + "\n\nAnything else I can help with?"


@pytest.mark.parametrize("org,topic", _ORGS)
@pytest.mark.parametrize("sentence", _REFERRALS + _OFFERS)
def test_a_referral_or_an_offer_after_an_empty_retrieval_drafts_nothing(sentence, org, topic):
    v = check(_answer(sentence, org, topic), [], f"What does {org} charge, and how long does it take?")
    assert v.hallucination == "clean", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("org,topic", _ORGS)
@pytest.mark.parametrize("sentence", _DRAFTS)
def test_the_same_shapes_with_a_detail_of_their_own_draft(sentence, org, topic):
    v = check(_answer(sentence, org, topic), [], f"What does {org} charge, and how long does it take?")
    assert v.hallucination == "hallucinated"


def test_score_reads_the_referral_forms(tmp_path):
    q = "How long does DotWorks take to transcribe a 50-page document?"
    rows = [{"id": i, "type": "unanswerable", "expect": "abstain", "query": q, "context": [], "response": r}
            for i, r in (("referral", _answer(_REFERRALS[0], "DotWorks", "turnaround")),
                         ("offer", _answer(_OFFERS[1], "DotWorks", "turnaround")),
                         ("draft", _answer(_DRAFTS[1], "DotWorks", "turnaround")))]
    got = cli_scored(tmp_path, rows, "hallucinated")
    assert got == {"referral": False, "offer": False, "draft": True}
