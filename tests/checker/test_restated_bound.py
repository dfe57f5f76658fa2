"""THE RESTATED BOUND (checker/lookups.py ``_restated_bound``): a count under a bound that restates the context's
sentence — most of its content words — with another figure is a contradiction (``frame_value``), whether the figure is
found elsewhere in the context ("up to 3 months" lends "3") or a pair of other figures "derives" it ("in total": 3 + 1):
"Each handler may enter up to 4 dogs in total" / "Each handler may enter up to 3 dogs in total".

Not a contradiction: the context's own figure; the claim's figure stated in the rival's sentence with its noun elided
("a maximum of 8 children …, and 10 on the larger castles"); a new sentence that combines bounds ("between your card
and a group card you could have up to 26 packets"); working written out in the sentence.

Also here: working with the figure's unit between the figure and the operator ("4 سنوات × 4,000") is working
written out (``_WORKING``)."""
from __future__ import annotations

import pytest

from groundtest import score
from groundtest.checker import check
from groundtest.model import Case

DOGS = [{"title": "entry.md", "text": "Entry is £18 per dog for the Open class and £10 per dog for the Novice class. Each "
                                      "handler may enter up to 3 dogs in total. Members can freeze for up to 4 months."}]
KIDS = [{"title": "prices.md", "text": "A day pass costs £13 for adults and £9 for under-16s. Shoe hire is £4."},
        {"title": "rules.md", "text": "Every new climber must complete a free 15-minute induction on their first visit. "
                                      "Under-14s must be supervised by an inducted adult, with no more than 2 children per "
                                      "adult. Members can freeze their membership for up to 3 months a year at £5 per month."}]
BOUNDS = ["up to", "no more than", "at most", "a maximum of"]


@pytest.mark.parametrize("bound", BOUNDS)
@pytest.mark.parametrize("n", [4, 5, 6])
def test_another_count_under_the_restated_bound_is_flagged(bound, n):
    lead = "| Your total (1 + 1) | £28 |\n\n" if n == 4 else ""
    v = check(f"{lead}- Each handler may enter **{bound} {n} dogs** in total, so two is no problem.", DOGS, "Can I enter two?")
    assert v.hallucination == "hallucinated", v.findings


@pytest.mark.parametrize("bound", BOUNDS)
def test_the_contexts_own_count_passes(bound):
    v = check(f"Each handler may enter **{bound} 3 dogs** in total, so two is no problem.", DOGS, "Can I enter two?")
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize("n", [3, 4])
def test_a_figure_found_only_in_another_frame_is_no_support(n):
    v = check(f"- **Supervision:** children under 14 must be supervised by an inducted adult, with **up to {n} children per "
              "adult**, so you're fine on your own with two.", KIDS, "I want to bring my two kids bouldering.")
    assert v.hallucination == "hallucinated", v.findings
    assert any(f.rule == "frame_value" for f in v.findings), v.findings


def test_the_claims_figure_in_the_rivals_sentence_is_stated():
    ctx = [{"title": "safety.md", "text": "A maximum of 8 children may use the standard castle at once, and 10 on the "
                                          "larger castles."}]
    v = check("Up to **10 children** can use the larger castles at once.", ctx, "How many children?")
    assert v.hallucination != "hallucinated", v.findings


def test_a_new_sentence_combining_bounds_is_left_to_the_derivation():
    ctx = [{"title": "cards.md", "text": "Members can borrow up to 6 packets per season. Schools and community groups can "
                                         "register for a group card, which allows up to 20 packets per season."}]
    v = check("So between your own card and a group card for the club, you could have up to **26 packets** in a season.",
              ctx, "How many packets could we get?")
    assert not any(f.rule == "frame_value" for f in v.findings), v.findings


def test_through_score():
    cases = [Case(id=f"b{k}", type="answerable", expect="answer", query="Can I enter two dogs?", context=DOGS, response=r)
             for k, r in enumerate(["Each handler may enter up to 3 dogs in total, so two is fine.",
                                    "Each handler may enter up to 4 dogs in total, so two is fine."])]
    ok, bad = score(cases)
    assert not ok.hallucinated and bad.hallucinated
