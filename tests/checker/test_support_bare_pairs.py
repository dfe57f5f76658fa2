"""A bare answer of one clause (one short sentence with no figure of its own, no clause joint) is one claim
made of its words: two of its words the context never puts in one sentence are a combination the context does
not make (an attribution swapped between the subjects the context names) -- unsupported, critical. The same
words in the combination the context makes stay clean; a second clause keeps the finding moderate."""
from __future__ import annotations

import pytest

from groundtest.checker import check

# (context sentences, the question, subjects with what the context ties to each)
WORLDS = [
    ("{a} founded the Larkspur Gallery in Leeds. {b} directed the Harbour Theatre in Hull.",
     "Who founded the Larkspur Gallery?",
     {"a": ("Mira Castell", "founded the Larkspur Gallery"), "b": ("Tomas Reyne", "directed the Harbour Theatre")}),
    ("{a} composed the score of Blue Meridian. {b} edited the film Salt Road.",
     "Who composed the score of Blue Meridian?",
     {"a": ("Ines Varga", "composed the score of Blue Meridian"), "b": ("Otto Brandl", "edited the film Salt Road")}),
    ("The Kestrel Cup was won by {a} in the final round. The trophy was presented by {b} at the ceremony.",
     "Who won the Kestrel Cup?",
     {"a": ("Dana Whitlow", "won the Kestrel Cup"), "b": ("Arjun Mehta", "presented the trophy")}),
]


def _ctx(world):
    text, _, who = world
    return [{"title": "source", "text": text.format(a=who["a"][0], b=who["b"][0])}]


@pytest.mark.parametrize("world", WORLDS)
@pytest.mark.parametrize("own", ["a", "b"])
def test_each_subject_with_its_own_predicate_is_clean(world, own):
    name, pred = world[2][own]
    verdict = check(f"{name} {pred}.", _ctx(world), world[1])
    assert verdict.hallucination != "hallucinated", verdict.findings


@pytest.mark.parametrize("world", WORLDS)
@pytest.mark.parametrize("own,other", [("a", "b"), ("b", "a")])
def test_a_subject_given_the_other_subjects_predicate_is_flagged(world, own, other):
    name = world[2][own][0]
    pred = world[2][other][1]
    verdict = check(f"{name} {pred}.", _ctx(world), world[1])
    assert verdict.hallucination == "hallucinated", verdict.findings
    assert any(f.rule == "apart_pairs" and f.severity == "critical" for f in verdict.findings)


@pytest.mark.parametrize("world", WORLDS)
def test_with_a_second_clause_the_pair_stays_moderate(world):
    a, b = world[2]["a"], world[2]["b"]
    verdict = check(f"{a[0]} {b[1]}; {b[0]} agreed.", _ctx(world), world[1])
    assert not any(f.rule == "apart_pairs" and f.severity == "critical" for f in verdict.findings)


def test_the_severity_is_configurable():
    world = WORLDS[0]
    name, pred = world[2]["a"][0], world[2]["b"][1]
    verdict = check(f"{name} {pred}.", _ctx(world), world[1], config={"bare_apart_severity": "moderate"})
    assert verdict.hallucination == "uncertain"


TEACHERS = [{"title": "t.md", "text": "Anna Morley teaches classical piano and exam preparation. She teaches on Mondays and "
                                      "Wednesdays. Tom Reyes teaches jazz and pop piano. He teaches on Tuesdays and Saturdays."}]


@pytest.mark.parametrize("days", ["Tuesdays and Saturdays", "Saturdays", "Tuesdays"])
def test_a_weekday_of_another_subject_is_left_to_the_frames(days):
    verdict = check(f"Anna Morley teaches classical piano and exam preparation on {days}.", TEACHERS)
    assert verdict.hallucination == "hallucinated"
    assert not any(f.rule == "apart_pairs" for f in verdict.findings), verdict.findings


INSURERS = [{"title": "insurance.md", "text": "We are recognised by Bupa, AXA Health and Vitality. If you're claiming through "
                                              "insurance, bring your authorisation code. We don't accept Aviva or WPA."}]


@pytest.mark.parametrize("answer", ["We are recognised by Bupa, AXA Health, Vitality and Aviva.",
                                    "We are recognised by Bupa and Aviva.", "We are recognised by Vitality, Aviva."])
def test_items_of_a_list_are_no_combination(answer):
    verdict = check(answer, INSURERS)
    assert not any(f.rule == "apart_pairs" and f.severity == "critical" for f in verdict.findings), verdict.findings
