"""Frames (checker/frames.py, ``frame_polarity``): where a negation stops.

- "No experience is needed and training is given on your first shift": an "and" that opens a clause with a subject and
  verb of its own, after a clause whose verb came before it, splits the line; the second clause is positive, so "training
  is given on your first shift" restates it. The flip of either clause is still one.
- "Calls can be paused for up to 4 weeks, for example during a hospital stay, without losing your befriender": a part
  negated by "without" alone negates what follows it, not a list before it ("weeks", "stay"); a verb's negation still
  holds the list before it ("Outside food and drink may not be brought …").
- "doesn't cover water damage — even after a seal and pressure test": a part opening "even after / even if …" goes on
  with the negated clause before it and is not read alone as positive. A reason ("since second resits are free") is
  still read on its own."""
from __future__ import annotations
import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.checker import check


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("experience", "needed", "training", "given", "on your first shift"),
                        ("deposit", "taken", "payment", "collected", "on the day of the visit")]),
       st.sampled_from(["- **no {a} {av}** — **{b}** is {bv} {tail}", "No {a} is {av}, and {b} is {bv} {tail}.",
                        "{B} is {bv} {tail} (and no {a} is {av})."]))
def test_a_clause_after_and_keeps_its_own_polarity(words, form):
    a, av, b, bv, tail = words
    ctx = [{"title": "info.md", "text": f"We run sessions once a week. No {a} is {av} and {b} is {bv} {tail}."}]
    said = form.format(a=a, av=av, b=b, B=b.capitalize(), bv=bv, tail=tail)
    assert "frame_polarity" not in rules(check(said, ctx, "How does it work?")), said
    assert "frame_polarity" in rules(check(f"{b.capitalize()} is not {bv} {tail}.", ctx, "How does it work?"))
    assert "frame_polarity" in rules(check(f"{a.capitalize()} is {av}, and {b} is {bv} {tail}.", ctx, "How does it work?"))


def test_a_clause_after_a_negated_requirement():
    # (was a known gap: "provided" was read as a condition's joint, cutting the clause "equipment is provided at …" in
    # two; since the thirty-second session it is a joint only before its clause)
    ctx = [{"title": "info.md", "text": "No booking is required and equipment is provided at the start of each session."}]
    assert "frame_polarity" in rules(check("Equipment is not provided at the start of each session.", ctx, "How?"))


@pytest.mark.parametrize("said", ["Calls can be **paused for up to four weeks** — for example during a hospital stay — "
                                  "without your neighbour losing their befriender.",
                                  "You can pause calls for up to 4 weeks (say, for a hospital stay) and keep your befriender."])
def test_without_negates_only_what_follows_it(said):
    ctx = [{"title": "calls.md", "text": "Calls last up to 30 minutes. Calls can be paused for up to 4 weeks, for example during a "
                                         "hospital stay, without losing your befriender."}]
    assert "frame_polarity" not in rules(check(said, ctx, "Can calls be paused?"))


def test_a_verbs_negation_still_holds_the_list_before_it():
    ctx = [{"title": "food.md", "text": "Outside food, drink and sweets may not be brought into the arena. Squash is sold at the bar."}]
    assert "frame_polarity" in rules(check("You can bring sweets into the arena.", ctx, "Can we bring sweets?"))
    ctx = [{"title": "store.md", "text": "You must not store food, plants, animals, paint or gas bottles in the unit."}]
    assert "frame_polarity" in rules(check("You can store paint in the unit.", ctx, "Can I store paint?"))


@pytest.mark.parametrize("even", ["even after a seal and pressure test", "even if a seal and pressure test was done"])
def test_even_goes_on_with_the_negated_clause(even):
    ctx = [{"title": "guarantee.md", "text": "Our 12-month battery guarantee covers the battery running flat early. It does not "
                                             "cover water damage, even after a seal and pressure test, because water "
                                             "resistance can be affected by knocks and wear."}]
    said = f"The guarantee **doesn't cover water damage — {even}**, because water resistance can be affected by knocks and wear."
    assert "frame_polarity" not in rules(check(said, ctx, "Is water damage covered?"))
    assert "frame_polarity" in rules(check("It covers water damage, even after a seal and pressure test.", ctx, "Is it covered?"))


def test_a_reason_is_still_read_on_its_own():
    ctx = [{"title": "fees.md", "text": "A first resit is free. A second resit, if permitted by the exam board, costs £95 per module."}]
    said = "Yes — if you don't pass in August, you can take the resit again, and since second resits are **free**, it won't cost you anything."
    assert check(said, ctx, "Since second resits are free, can I resit again?").hallucination == "hallucinated"
