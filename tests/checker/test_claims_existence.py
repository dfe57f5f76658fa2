"""An existential sentence asserts that a thing exists (checker/claims.py ``_EXISTS``, ``_existence``): "there'll be a
welcome hamper with local treats waiting for you", "there's also a junior section that meets in the holidays" beside a
supported answer names a thing the context lacks — positive evidence, critical. Not evidence: a thing the context names,
an existence supposed ("if there's a delay"), or denied ("there's no café"), and the nouns that announce what is said
next or name no thing ("there's a lot to see", "there's a nice perk for members!", "there's a twist!")."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "barn.md", "text": "Check-in at Kingfisher Barn is from 4pm and check-out is by 10am. The barn has a private hot tub "
        "and a log burner; the first basket of logs is free, then £8 per basket. A café is open in the courtyard at weekends."}]
ANSWER = "Check-in at Kingfisher Barn is from 4pm and check-out is by 10am. The barn has a private hot tub and a log burner."
THINGS = ["there'll be a welcome hamper with local treats waiting for you when you arrive",
          "there's also a games room that opens in the evenings",
          "there is also a heated indoor pool with a sauna",
          "there will be a bottle of fizz in the fridge",
          "there's an outdoor pizza oven by the patio"]
NOT_THINGS = ["there's a lot to explore nearby", "there's a nice perk for guests!", "there's a twist!",
              "there's a café in the courtyard at weekends",  # the context's own
              "if there's a power cut, the log burner keeps the barn warm",  # supposed
              "there's no café on Mondays"]  # denied, no article


@pytest.mark.parametrize("thing", THINGS)
@pytest.mark.parametrize("lead", ["And as it's a special occasion, ", "Good news: ", ""])
def test_a_new_thing_said_to_exist_is_a_claim(thing, lead):
    sentence = f"{lead}{thing}."
    v = check(f"{ANSWER} {sentence[0].upper()}{sentence[1:]}", CTX)
    assert v.hallucination == "hallucinated", v.findings


@pytest.mark.parametrize("text", NOT_THINGS)
def test_no_thing_named_is_no_evidence(text):
    v = check(f"{ANSWER} {text[0].upper()}{text[1:]}", CTX)
    assert not [f for f in v.findings if "said to exist" in f.notes], v.findings
