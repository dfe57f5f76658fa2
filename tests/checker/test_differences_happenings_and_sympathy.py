"""Three readings of the twenty-eighth session, each a class with its wrong neighbours.

- A difference worked out is no price per something ("NOK 350 more per night than the farmhouse room" where the
  context also prices a workshop at NOK 350 per person): the derivations judge it, not the period rule.
- A verb that only says a thing takes place ("run", "open", "start", "last", "take place") is no subject of another
  value's ("Daytime visits run every day, 9am–5pm" beside "release walks run … at 5:30pm").
- Sympathy: "I'm so sorry (to hear that)" acknowledges, and "that must be upsetting to come across" evaluates (a verb
  of meeting the thing: come across, find, see, hear, discover, read, deal with); the same shape with a detail is read.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker.scaffold import evaluative_remark

ROOMS = ("The garden cabin costs NOK 1,450 per night for two people and a farmhouse room NOK 1,100 per night for two. "
         "A tea-picking workshop is offered for NOK 350 per person.")


@pytest.mark.parametrize("per", ["per night", "a night", "each night"])
@pytest.mark.parametrize("word", ["more", "dearer", "extra"])
def test_a_difference_per_period_is_no_period_claim(per, word):
    v = check(f"So the cabin is **NOK 350 {word} {per}** than the farmhouse room.", ROOMS)
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize("said", ["The workshop is NOK 350 per night.", "The workshop costs NOK 350."])
def test_the_same_figure_given_another_period_stays_flagged(said):
    v = check(said, ROOMS)
    assert any(f.rule == "frame_period" for f in v.findings if f.severity == "critical"), v.findings


def test_a_wrong_difference_stays_flagged():
    assert check("So the cabin is **NOK 300 more per night** than the farmhouse room.", ROOMS).hallucination == "hallucinated"


HATCHERY = ("The Hatchery is open to visitors daily from 9am to 5pm. Evening hatchling release walks run from August to "
            "November at 5:30pm and cost USD 25 per person.")


@pytest.mark.parametrize("verb", ["run", "take place", "happen", "open"])
def test_a_verb_of_taking_place_is_no_rivals_subject(verb):
    v = check(f"- **Daytime visits** {verb} **every day, 9am–5pm**.", HATCHERY)
    assert not any(f.rule == "frame_swap" for f in v.findings), v.findings


@pytest.mark.parametrize("said", ["- **Release walks** run **every day, 9am–5pm**.", "- Release walks start at 9am.",
                                  "- The hatchery is open at 5:30pm."])
def test_a_subject_given_anothers_time_stays_a_swap(said):
    assert any(f.rule == "frame_swap" for f in check(said, HATCHERY).findings)


KNOWN = {"hedgehog", "garden", "form"}


@pytest.mark.parametrize("sorry", ["I'm so sorry", "I'm really sorry", "I am sorry", "I'm so sorry to hear that"])
@pytest.mark.parametrize("feeling", ["upsetting", "frustrating", "stressful", "worrying"])
@pytest.mark.parametrize("meet", ["to come across", "to find", "to deal with", "to hear", "to discover", ""])
def test_sympathy_is_no_claim(sorry, feeling, meet):
    said = f"{sorry} — that must be {feeling} {meet}".strip() + "."
    assert evaluative_remark(said, KNOWN), said


@pytest.mark.parametrize("said", [
    "I'm sorry, but I can't find that.",
    "I'm sorry — the form must be sent by Friday.",
    "That must be upsetting to come across at 9pm.",
    "I'm so sorry — that must be upsetting to find in your shed.",
    "That must be upsetting to deal with the council.",
])
def test_sympathy_with_a_detail_is_read(said):
    assert not evaluative_remark(said, KNOWN)


def test_sympathy_beside_a_supported_answer_is_clean():
    said = "I'm so sorry — that must be upsetting to come across. The helpline is open 9am to 9pm every day."
    assert check(said, "Call our helpline, open 9am to 9pm every day.").hallucination == "clean"
