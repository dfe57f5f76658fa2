"""An empty retrieval's scaffolding, three forms (checker/scaffold.py ``PLEASANTRY_HEAD``, ``ASK_LEADS``, ``ADVICE``;
text/abstention.py ``_OFFER_TO_READ``):

- SIGN-OFF := (clear|blue|calm|fair|smooth|tight|safe|warm|dry|bon|sunny) WORD "!" [emoji] — the whole sentence
  ("Clear skies! ✨", "Tight lines!"); with a detail after it ("Clear skies tonight after 9pm!") it is a claim;
- ADVICE  := "it's a good thing to check …, so I'd suggest asking the farm directly";
- OFFER   := "if you have X to hand, feel free to paste it in and I'll look for the answer [— and anything else that
  might help you plan your visit]" ("look for", "paste it in"); a detail or a guess after it is a claim.
An apology with these drafts nothing; each wrong neighbour drafts a fact and is flagged."""
from __future__ import annotations

import pytest

from groundtest import score
from groundtest.checker import check
from groundtest.model import Case

Q = "Are dogs allowed at Kallio Reindeer Farm?"
HEAD = "I'm sorry — I don't have any information from Kallio Reindeer Farm, so I can't tell you their policy on dogs. "
SIGN_OFFS = [f"{a} {b}!{e}" for a in ("Clear", "Calm", "Safe", "Tight", "Fair") for b in ("skies", "seas", "travels", "lines")
             for e in ("", " ✨")]
ADVICE = ["It's a good thing to check before you travel, so I'd suggest asking the farm directly.",
          "It's a good idea to check before you travel, so I'd suggest asking the farm directly.",
          "It is a good thing to confirm before you go, so I'd suggest asking the farm directly."]
OFFERS = ["If you have their visitor information to hand, feel free to paste it in and I'll look for the answer.",
          "If you have their visitor information to hand, feel free to paste it in and I'll look for the answer — and "
          "anything else that might help you plan your visit. 🦌",
          "If you have their leaflet, paste it in and I'll look through it with you."]
CLAIMS = ["Clear skies tonight after 9pm!", "Safe parking is free!",
          "If you have their visitor information to hand, feel free to paste it in and I'll look for the answer — and "
          "anything else, like the £5 entry fee.",
          "If you have their visitor information to hand, feel free to paste it in — dogs are usually welcome on leads.",
          "It's a good thing to check before you travel, so I'd suggest calling the farm on 01234 567890."]


@pytest.mark.parametrize("tail", SIGN_OFFS + ADVICE + OFFERS)
def test_an_apology_with_scaffolding_drafts_nothing(tail):
    v = check(HEAD + tail, [], Q)
    assert v.hallucination != "hallucinated", (tail, v.findings)


@pytest.mark.parametrize("tail", CLAIMS)
def test_a_detail_in_the_same_shape_is_drafted(tail):
    v = check(HEAD + tail, [], Q)
    assert v.hallucination == "hallucinated", (tail, v.findings)


def test_through_score():
    cases = [Case(id=f"e{k}", type="unanswerable", expect="abstain", query=Q, context=[], response=HEAD + t)
             for k, t in enumerate([OFFERS[1] + " Clear skies! ✨", CLAIMS[3]])]
    ok, bad = score(cases)
    assert not ok.hallucinated and bad.hallucinated
