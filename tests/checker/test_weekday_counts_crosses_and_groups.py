"""Five readings of the twenty-eighth session, each a class with its wrong neighbours.

- A count of a weekday names the weekday ("the 20 Fridays" vouches for "every Friday"; never for another day, nor for
  another count).
- "1 May" after a preposition of time is the date whatever verb follows ("bought before 1 May get 10% off"); "items 7
  and 8 May apply" stays numbers.
- A cross on a bound negates it: "❌ Within 50 metres" under "not allowed within 50 metres" (a tick does not).
- "non-" after a preposition names a group ("$510 for non-members"), no negation of the clause.
- The user's own figure, restated, is an operand ("Your result: 0.03 mg/L … three times the 0.01 mg/L limit").
- THE UNIVERSAL NARROWED: "X is only required for food traders" where the context says "all traders need X".
"""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values


def _critical(v) -> list:
    return [f for f in v.findings if f.severity == "critical"]


# ---------------------------------------------------------------- a count of a weekday names the weekday
@pytest.mark.parametrize("day", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
@pytest.mark.parametrize("said", ["The market is on every {d}.", "It runs on {d} evenings.", "Come along on a {d}."])
def test_a_count_of_a_weekday_names_it(day, said):
    ctx = f"The market runs on the 20 {day}s from May to September."
    v = check(said.format(d=day), ctx)
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize("day,other", [("Friday", "Saturday"), ("Monday", "Tuesday"), ("Sunday", "Friday")])
def test_another_weekday_than_the_counted_one_stays_unsupported(day, other):
    v = check(f"The market is on every {other}.", f"The market runs on the 20 {day}s from May to September.")
    assert v.hallucination == "hallucinated"
    assert any(f.content == other for f in _critical(v)), v.findings


def test_another_count_of_the_weekday_stays_unsupported():
    v = check("The market runs on 12 Fridays.", "The market runs on the 20 Fridays from May to September.")
    assert v.hallucination == "hallucinated"


# ---------------------------------------------------------------- "before 1 May get …"
@pytest.mark.parametrize("prep", ["before", "after", "from", "on", "by", "until", "since"])
@pytest.mark.parametrize("verb", ["get", "pay", "receive", "need"])
def test_a_may_date_after_a_preposition_of_time_is_a_date(prep, verb):
    vals = extract_values(f"Tickets bought {prep} 1 May {verb} 10% off.")
    assert ("1 May", "date") in [(x.raw, x.kind) for x in vals]


@pytest.mark.parametrize("text", ["Items 7 and 8 May apply.", "Section 8 May apply to you.", "Rule 8 may be renewed."])
def test_a_modal_may_after_a_number_stays_a_number(text):
    assert all(x.kind != "date" for x in extract_values(text))


def test_the_may_date_vouches_for_the_answer():
    ctx = "Season tickets: adult £165. Tickets bought before 1 May get 10% off."
    assert check("Buy **before 1 May** for **10% off**.", ctx).hallucination == "clean"
    assert check("Buy **before 1 June** for **10% off**.", ctx).hallucination == "hallucinated"


# ---------------------------------------------------------------- a cross negates a bound
CUT = "Cutting is not allowed within 50 metres of a water channel or in the marked restoration zones."


@pytest.mark.parametrize("cross", ["❌", "✖", "✗", "🚫", "⛔"])
def test_a_cross_on_a_bound_negates_it(cross):
    v = check(f"## Where you can't cut\n- {cross} Within **50 metres** of a water channel", CUT)
    assert v.hallucination == "clean", v.findings


@pytest.mark.parametrize("said", ["- ✅ Within **50 metres** of a water channel", "- ❌ At least 50 metres from a water channel"])
def test_a_tick_or_a_crossed_minimum_stays_flipped(said):
    v = check(said, CUT)
    assert any(f.rule == "frame_qualifier" for f in _critical(v)), v.findings


# ---------------------------------------------------------------- "for non-members" names a group
CAMP = "The cost is $420 for members and $510 for non-members, including horse yards and meals for riders."


@pytest.mark.parametrize("prep", ["for", "to", "of"])
def test_a_non_word_after_a_preposition_is_a_group(prep):
    table = ("| | **Member** | **Non-member** |\n|---|---|---|\n| Camp fee | $420 | $510 |\n"
             "| Includes | Horse yards + meals for riders | Horse yards + meals for riders |")
    ctx = CAMP.replace("for non-members", f"{prep} non-members") if prep != "for" else CAMP
    v = check(table, ctx)
    assert not any(f.rule == "frame_polarity" for f in v.findings), v.findings


@pytest.mark.parametrize("said,ctx", [
    ("Tickets are refundable.", "Tickets are non-refundable."),
    ("Parking is not free for non-residents.", "Parking is free for non-residents."),
    ("Non-members pay $510, which does not include horse yards.", CAMP),
])
def test_a_negation_beside_a_group_word_still_flips(said, ctx):
    assert any(f.rule == "frame_polarity" for f in _critical(check(said, ctx)))


# ---------------------------------------------------------------- the user's own figure is an operand
ARSENIC_Q = "My well's arsenic result came back at 0.03 mg/L. Since the national limit is 0.05 mg/L, I'm fine, aren't I?"
ARSENIC = "The national drinking-water limit for arsenic is 0.01 mg/L."


def test_the_users_restated_figure_is_an_operand_of_a_ratio():
    said = ("- Your result: **0.03 mg/L**\n- National limit: **0.01 mg/L**\n"
            "- So your result is **three times the limit**, which means it is above it.")
    assert check(said, ARSENIC, ARSENIC_Q).hallucination == "clean"


@pytest.mark.parametrize("n", ["twice", "four times", "five times"])
def test_a_wrong_ratio_of_the_users_figure_stays_flagged(n):
    said = ("- Your result: **0.03 mg/L**\n- National limit: **0.01 mg/L**\n"
            f"- So your result is **{n} the limit**, which means it is above it.")
    assert check(said, ARSENIC, ARSENIC_Q).hallucination == "hallucinated"


# ---------------------------------------------------------------- THE UNIVERSAL NARROWED
TRADERS = ("Food traders need a food hygiene rating of 3 or above; all traders need public liability insurance of at "
           "least £5 million.")


@pytest.mark.parametrize("said", [
    "Public liability insurance of at least **£5 million** is only required for food traders, so you don't need it.",
    "Only food traders need public liability insurance.",
    "Public liability insurance is only needed for food traders.",
])
def test_what_all_need_given_to_some_only_is_flagged(said):
    v = check(said, TRADERS)
    assert any(f.rule == "frame_qualifier" for f in _critical(v)), v.findings


@pytest.mark.parametrize("said", [
    "Public liability insurance of at least £5 million is required for all traders, food or not.",
    "The food hygiene rating of 3 or above is only for food traders, so you don't need one.",
    "Public liability insurance of at least £5 million is needed by every trader.",
])
def test_what_all_need_said_of_all_or_a_real_restriction_passes(said):
    assert check(said, TRADERS).hallucination != "hallucinated"
