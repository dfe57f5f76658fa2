"""What a named gap leaves open, asked, is no guess; a heading's closing mark is layout (checker/claims.py ``gap_guess``
with scaffold ``only_asks``; ``echo`` with ``_DECOR_TAIL``): "the documents don't say anything about parking — how many
spaces there are, or whether there's parking at all — so I can't confirm …" names the gap by questions, and a bold heading
"**Parking for both cars** ❓" restates the user's topic as a label, as "**Parking for both cars**" does. An assertion after
the gap on its topic, and a heading that says something of the topic, are still claims."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker.scaffold import only_asks

CTX = [{"title": "facilities.md", "text": "Both properties have Wi-Fi. Kingfisher Barn has a private hot tub. Both have an EV charger, "
        "charged at 30p per kWh."}]
Q = "Is there parking for two cars? And can we charge our electric car there?"
ANSWER = "Yes — Kingfisher Barn has an EV charger, charged at 30p per kWh."
MARKS = ["❓", "✅", "❌", "🚗", ":"]
ASKED = ["how many spaces there are, or whether there's parking at all",
         "whether there's parking at all, or how many cars fit",
         "what the parking arrangements are or whether spaces are reserved"]


@pytest.mark.parametrize("mark", MARKS)
@pytest.mark.parametrize("asked", ASKED)
def test_a_gap_named_by_questions_under_a_marked_heading_is_clean(mark, asked):
    response = (f"**EV charging** ✅\n{ANSWER}\n\n**Parking for both cars** {mark}\nI'm afraid the documents I have don't say anything "
                f"about parking — {asked} — so I can't confirm whether both cars will fit.")
    v = check(response, CTX, Q)
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize("asked", ASKED)
def test_the_questions_only_ask(asked):
    assert only_asks(asked)


@pytest.mark.parametrize("text", ["there are two spaces, or whether there's parking at all", "parking is free for two cars",
                                  "how many spaces there are, and the car park is gated"])
def test_an_assertion_among_them_is_not_only_asking(text):
    assert not only_asks(text)


@pytest.mark.parametrize("guess", ["but guests park free on the gravel drive beside the barn",
                                   "though the gravel drive fits two cars easily"])
def test_an_assertion_on_the_gap_topic_is_still_a_guess(guess):
    response = f"{ANSWER} The documents I have don't say anything about parking, {guess}."
    v = check(response, CTX, Q)
    assert v.hallucination == "hallucinated", v.findings
