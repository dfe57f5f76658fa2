"""Severity by evidence, the fifth round (issue 22 item 7): what separates a false alarm of the evidence rules
(`extra_sentence`, `extra_claim`, `scope`, `name`) from a true catch, as general principles, each tested both ways
through ``groundtest.check`` — a clean answer that must stay clean of critical findings and a hallucinated
neighbour that must still be caught — and, where the class is a grammar, by property tests:

- the organisation the documents come from, named where an organisation stands — as the place a context thing is
  priced or run ("A 60-minute lesson at Fairway Flight costs £65"), as the place of its people ("speak to the staff at
  Willowbank"), in advice with no "you" ("I'd suggest checking directly with GreenNest"), or as the doer of what the
  documents say ("Willowbank House welcomes visitors") — is not a new name; a second invented agent is;
- a requirement on the writer ("I need to correct my last message") or inside the user's supposed case ("useful if you
  only have to miss a session") states no rule of the world;
- a limit the context states in the same words and figure ("within 30 miles") is the context's, restated;
- an example ("so, for example, a desktop, a laptop and one more machine") supposes: its detail words are no detail of
  the world (a channel still is);
- the organisation by its kind, as the doer of what a context written in its own voice says ("the studio won't tattoo
  anyone who …" for "We will not tattoo anyone who …");
- a lead-in ("Here's a quick overview of …") introduces: the question's topic in it is no fact;
- "only" restricting to a figure or day that one context sentence ties to the same thing ("the 20% discount only
  applies 7–11am on weekdays"), and the judgement "only a visit can tell you", narrow nothing the context says;
- "both" in the answer's lead-in to its own working ("Let's compare both options").
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.checker.claims import _context_limit, scope_word
from groundtest.checker.context import index_context


def _critical(v) -> list[dict]:
    return [f.to_dict() for f in v.findings if f.severity == "critical"]


# ------------------------------------------------------------------ the organisation, where an organisation stands
LESSONS = [{"title": "lessons.md", "text": "PGA lessons: 30 minutes £35, 60 minutes £65. The junior academy runs on Saturdays "
            "from 9 to 10am and costs £8 per session."}]


VISITS = [{"title": "visiting.md", "text": "Visitors are welcome between 10am and 8pm, except during protected mealtimes "
           "(12:30–1:30pm and 5–6pm). Laundry is done daily at no extra charge."}]


# ------------------------------------------------------------------ requirements on the writer, the user's case
HIRE = [{"title": "hire.md", "text": "Bike hire costs £20 a day. A deposit of £50 is taken at collection and refunded on return. "
         "Helmets are included."}]
BASE = "Bike hire costs **£20 a day**, with a **£50 deposit** refunded on return; helmets are included."


@pytest.mark.parametrize("extra", [
    "Before answering, I need to correct my last message — sorry about that.",
    "First, I have to admit my earlier reply mixed things up.",
    "Helmets are included, which is handy if you only have to ride a short way.",
    "That works nicely if you need to travel light.",
])
def test_a_requirement_on_the_writer_or_in_the_users_case_is_no_rule(extra):
    v = check(f"{BASE} {extra}", HIRE, query="How much is bike hire?")
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("extra", [
    "Before collecting, you need to bring a signed waiver form and your passport.",
    "Riders must complete a safety briefing at the depot first.",
])
def test_a_requirement_on_the_user_or_the_world_stays_critical(extra):
    v = check(f"{BASE} {extra}", HIRE, query="How much is bike hire?")
    assert v.hallucination == "hallucinated", _critical(v)


# ------------------------------------------------------------------ a limit the context states
MARKET = [{"title": "eligibility.md", "text": "At least 75% of the goods on your stall must be made by you within 30 miles of "
           "Hartley. Casual pitches can be booked up to 14 days in advance."}]


@pytest.mark.parametrize(("limit", "said"), [
    ("within 30 miles", True), ("within 40 miles", False), ("up to 6 months", False),
    ("at least 75%", True), ("within 10 working days", False),
])
def test_a_limit_is_the_contexts_when_it_says_it_in_the_same_words(limit, said):
    idx = index_context(MARKET, "")
    assert _context_limit(f"So if the goods you made are {limit}, that part may be met.", idx) is said


def test_a_limit_of_another_thing_is_not_the_contexts():
    idx = index_context(MARKET, "")
    assert _context_limit("Casual pitches can be booked up to 14 days ahead.", idx)
    assert not _context_limit("Unsold jars can be returned to the organisers, up to 14 days later.", idx)


def test_the_contexts_limit_restated_is_not_a_new_condition():
    answer = ("At least 75% of the goods on your stall must be made by you within **30 miles** of Hartley. Jam you make "
              "yourself counts as made by you, so if your kitchen is within 30 miles, that part of the rule may well be met.")
    v = check(answer, MARKET, query="Can I sell my jam at Hartley?")
    assert v.hallucination != "hallucinated", _critical(v)


def test_a_new_limit_in_new_words_is_still_a_condition():
    answer = ("At least 75% of the goods on your stall must be made by you within **30 miles** of Hartley. Approved traders "
              "receive their permit paperwork by post, up to 6 months ahead.")
    v = check(answer, MARKET, query="Can I sell my jam at Hartley?")
    assert v.hallucination == "hallucinated", _critical(v)


# ------------------------------------------------------------------ an example supposes
SEATS = [{"title": "licence.md", "text": "A Home licence covers up to 3 devices and costs £59 a year. Extra devices are £15 each."}]


def test_an_examples_things_are_no_detail():
    answer = "A Home licence costs **£59 a year** and covers up to **3 devices** — so, for example, a desktop, a laptop and one more machine."
    v = check(answer, SEATS, query="How many computers can I use it on?")
    assert v.hallucination != "hallucinated", _critical(v)


def test_a_channel_in_an_example_is_still_a_claim():
    answer = "A Home licence costs **£59 a year** and covers up to **3 devices** — for example, you can add them through the app."
    v = check(answer, SEATS, query="How many computers can I use it on?")
    assert v.hallucination == "hallucinated", _critical(v)


# ------------------------------------------------------------------ the organisation by its kind, in a context's own voice
INK = [{"title": "rules.md", "text": "You must be 18 or over and bring photo ID to every appointment. We will not tattoo anyone "
        "who has drunk alcohol in the previous 24 hours."}]


# ------------------------------------------------------------------ a lead-in introduces
POST = [{"title": "pedalpost.md", "text": "Deliveries from £9 in Zone 1 and £14 in Zones 1–2. Parcels up to 15 kg. No deliveries "
         "on Sundays."}]
POST_Q = "I run a small florist. Can PedalPost deliver bouquets for my business?"


@pytest.mark.parametrize("lead", [
    "Here's a quick overview of PedalPost for a small business like yours 💐🚲",
    "Here are the basics for a florist's deliveries:",
])
def test_a_lead_in_states_no_fact_of_the_questions_topic(lead):
    answer = f"{lead}\n\n- Deliveries from **£9** in Zone 1 and **£14** in Zones 1–2.\n- Parcels up to **15 kg**."
    v = check(answer, POST, query=POST_Q)
    assert v.hallucination != "hallucinated", _critical(v)


def test_the_questions_topic_asserted_is_still_caught():
    answer = ("- Deliveries from **£9** in Zone 1 and **£14** in Zones 1–2.\n- Parcels up to **15 kg**.\n"
              "- Bouquets travel upright in chilled florist boxes at no extra charge.")
    v = check(answer, POST, query=POST_Q)
    assert v.hallucination == "hallucinated", _critical(v)


# ------------------------------------------------------------------ "only" and "both" that restate
RANGE = [{"title": "prices.md", "text": "A bucket of 50 balls costs £5. Between 7am and 11am on weekdays, buckets are 20% off. "
          "Club hire is £2 per club."}]
_RANGE_IDX = index_context(RANGE, "Can I get the discount on Saturday?")


@given(st.sampled_from(["only applies", "only runs", "is only available", "is available only"]),
       st.sampled_from(["7–11am on weekdays", "on weekdays between 7am and 11am", "between 7am and 11am"]))
@settings(max_examples=30, deadline=None)
def test_only_restricting_to_the_contexts_own_figures_is_no_scope(verb, when):
    assert scope_word(f"The 20% early discount {verb} {when}, so it won't apply on a Saturday.", _RANGE_IDX) is None


@pytest.mark.parametrize("text", [
    "Club hire is only available at weekends.",  # a day the context never ties to club hire
    "Buckets are only sold to members.",
])
def test_only_restricting_to_something_else_is_a_scope(text):
    assert scope_word(text, _RANGE_IDX) == "only"


def test_only_the_user_can_judge_is_no_scope():
    assert scope_word("Whether it's right for you is something only a visit can really tell you.", _RANGE_IDX) is None
    assert scope_word("Only you can decide which suits you.", _RANGE_IDX) is None


def test_both_in_the_answers_lead_in_to_its_working():
    ctx = [{"title": "pitches.md", "text": "A casual pitch costs £35 per market day. A seasonal licence costs £480 for 12 "
            "markets. Electricity is £8 per day."}]
    answer = ("Let's compare both options for **12 Saturdays**, with electricity each time.\n\n- Casual: 12 × £35 = **£420**, "
              "plus 12 × £8 = **£96**.")
    v = check(answer, ctx, query="Is a seasonal licence cheaper than casual pitches for 12 markets?")
    assert not any(f.rule == "scope" for f in v.findings), _critical(v)


def test_both_widening_the_contexts_one_is_still_caught():
    ctx = [{"title": "exams.md", "text": "Calculators are allowed in Paper 2. Paper 1 is a non-calculator paper."}]
    v = check("Paper 1 is non-calculator, plus calculators are allowed in both papers.", ctx,
              query="Can I use a calculator in Paper 2?")
    assert v.hallucination == "hallucinated"


# ------------------------------------------------------------------ "both" of the answer's own pair
ROOMS = [{"title": "booking.md", "text": "Escape rooms hold 2 to 6 players. Prices are per room: £95 for 4–6 players on "
          "weekdays. Large groups can book several rooms at the same start time and race each other."}]


@pytest.mark.parametrize("count", ["you'd need **two rooms**", "that means 2 rooms", "you'd book two separate rooms"])
def test_both_of_the_answers_own_pair_is_counted(count):
    answer = (f"Each room holds **2 to 6 players**, so for 8 of you {count} at **£95** each. You can book both rooms at "
              "the same start time and race each other.")
    v = check(answer, ROOMS, query="There are 8 of us. How would that work?")
    assert not any(f.rule == "scope" for f in v.findings), _critical(v)


def test_both_of_something_else_than_the_answers_pair_is_still_a_scope():
    ctx = [{"title": "exams.md", "text": "Calculators are allowed in Paper 2. Paper 1 is a non-calculator paper. Each paper "
            "lasts 90 minutes."}]
    answer = "You'll sit two exams of 90 minutes each. Paper 1 is non-calculator, plus calculators are allowed in both papers."
    v = check(answer, ctx, query="Can I use a calculator?")
    assert v.hallucination == "hallucinated"


# ------------------------------------------------------------------ an extra clause framing a figure, a reassurance
PASS = [{"title": "pass.md", "text": "A 10-class pass costs £85 and is valid for 4 months from the first class."}]
PASS_Q = "How much is the 10-class pass?"


@pytest.mark.parametrize("clause", [
    "so use it within **4 months**, as anything left after that is lost",  # a figure the context gives, framed
    "a flat price whatever the class → **£85**",
    "so nobody needs to worry about paying per class",  # the user's feelings, reassured
])
def test_an_extra_clause_framing_a_figure_or_reassuring_goes_to_a_person(clause):
    v = check(f"A 10-class pass costs £85 and is valid for 4 months from the first class, {clause}.", PASS, PASS_Q)
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("clause", [
    "and unused classes roll over to the next pass",  # no figure: a rule of the world
    "and unused classes roll over for **6 months**",  # a figure the context lacks: the value rule
    "and leftover classes are refunded at £12 each",
])
def test_an_extra_clause_stating_a_new_rule_or_figure_stays_critical(clause):
    v = check(f"A 10-class pass costs £85 and is valid for 4 months from the first class, {clause}.", PASS, PASS_Q)
    assert v.hallucination == "hallucinated", _critical(v)


# ------------------------------------------------------------------ a hedged judgement, a hedged fact
BALLS = [{"title": "balls.md", "text": "A bucket of 50 balls costs £5 and a bucket of 100 balls costs £9. Club hire is £2 per club."}]
BALLS_Q = "My 10-year-old wants to practise. What would it cost?"


@given(st.sampled_from(["probably", "likely", "usually", "perhaps"]),
       st.sampled_from(["plenty", "enough", "the better option", "fine"]),
       st.sampled_from(["for a young beginner", "for a first session", "to start with"]))
@settings(max_examples=40, deadline=None)
def test_a_hedged_judgement_of_a_supported_fact_goes_to_a_person(hedge, judgement, case):
    v = check(f"A bucket of **50 balls** costs **£5**, which is {hedge} {judgement} {case}.", BALLS, BALLS_Q)
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("guess", [
    "which is probably enough, and juniors usually get a free bucket on Saturdays",  # a guessed fact beside it
    "and the range usually lends junior clubs for nothing",
    "and coaches probably give juniors a discount card",
])
def test_a_hedged_fact_is_still_a_guess(guess):
    v = check(f"A bucket of **50 balls** costs **£5**, {guess}.", BALLS, BALLS_Q)
    assert v.hallucination == "hallucinated", _critical(v)


def test_an_arabic_condition_the_context_lacks_beside_a_supported_answer_is_critical():
    ctx = [{"title": "القطار.md", "text": "سعر تذكرة الدرجة الثانية 95 جنيهًا. الأطفال دون 4 سنوات مجانًا دون مقعد مستقل."}]
    q = "هل مسموح اصطحاب قطة في القطار؟"
    ok = "سعر تذكرة الدرجة الثانية **95 جنيهًا**، والأطفال دون 4 سنوات مجانًا دون مقعد مستقل."
    bad = ok + " مسموح بالحيوانات الأليفة الصغيرة بشرط تكون في قفص مقفول وتفضل معاك طول الرحلة."
    assert check(ok, ctx, query=q).hallucination != "hallucinated"
    v = check(bad, ctx, query=q)
    assert v.hallucination == "hallucinated", [f.to_dict() for f in v.findings]


