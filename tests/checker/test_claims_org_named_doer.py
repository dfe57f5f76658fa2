"""Class: the organisation named as the doer of what the context says "we" do, before an auxiliary ("If ClearView can't
get access on the day, they charge 50%" over "If we can't get access on the day, we charge 50%").

Principle (support._WE_DOER_AUX): an assistant speaks for the organisation whose documents it answers from; a
capitalised name the context lacks, used as the subject of "can't/will/may/must … VERB" where the context gives "we
… VERB", stands in the context's "we". A name doing what the context's "we" never does is still a new name.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "access.md", "text": "You don't need to be at home, but side gates must be left unlocked. If we can't get "
                                      "access on the day, we charge 50% of the clean. We will send a reminder the day "
                                      "before."}]


@pytest.mark.parametrize("name", ["ClearView", "BrightPane", "Sparkle Windows"])
@pytest.mark.parametrize("lead,aux,rest", [
    ("If ", "can't", "get access on the day, they charge 50% of the clean."),
    ("If ", "cannot", "get access on the day, they charge 50% of the clean."),
    ("", "will", "send a reminder the day before."),
])
def test_the_organisations_name_doing_what_we_do_is_the_speaker(name, lead, aux, rest):
    response = f"You don't need to be at home, but side gates must be left unlocked. {lead}{name} **{aux} {rest}"
    v = check(response.replace(f"**{aux} ", f"**{aux}** ", 1), CTX, "Do I need to be in for my clean?")
    assert v.hallucination != "hallucinated", (response, v.findings)


@pytest.mark.parametrize("name", ["ClearView", "BrightPane"])
def test_a_name_doing_what_we_never_do_is_still_new(name):
    response = ("You don't need to be at home, but side gates must be left unlocked. "
                f"{name} will refund you in full and {name} can phone Mr Patel on the day.")
    v = check(response, CTX, "Do I need to be in for my clean?")
    assert v.hallucination != "clean", (response, v.findings)
