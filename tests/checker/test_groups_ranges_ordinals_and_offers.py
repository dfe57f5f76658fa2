"""Value forms and chat scaffolding read as their grammar says (text/matching.py ``_GROUP_BEFORE``, ``_RANGE_BEFORE``;
checker/lookups.py :func:`_sequence_ordinal`; derive.py ``_GROUP_PLURAL``, ``_SUB``; frames.py :func:`labelled_rival`,
``_POLAR_SPLIT``; claims.py ``_AGAINST_RULE`` and the advice of an extra phrase; scaffold.py ``_CONDITION_GOES_ON``).

- "16–17s" is a range of two ages, not 16 to 17 seconds; "aged five to ten" and "from five to ten" are ranges, "at
  five to ten" a clock time (9:55).
- "week three" is the context's "third week" (any step noun, any ordinal): "week four" is not.
- An age group ("Under-19s") is the context's or invented: never "worked out" (20% of £95 is 19).
- The user's figure named by the context's noun inside working shown ("£50 − £20 deposit = £30" where the deposit is
  £10) is adopted; the context's own figure there is not.
- "… and **never uses poison**": a negated conjunct is a clause of its own, markdown or none.
- Advice put to the user, and the user's case measured against the rule ("wouldn't meet the rule"), name no fact.
- An empty retrieval's offer whose condition goes on ("If you have another question, or can share the cottage
  information, I'd love to help!") drafts nothing; a fact inside it is still a draft.
"""
from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from groundtest import check, load_cases, score
from groundtest.text.matching import extract_values

WORDS = "one two three four five six seven eight nine ten eleven twelve".split()
ORDINALS = "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split()


@given(st.integers(1, 17), st.sampled_from(["-", "\u2013"]), st.sampled_from(["", "the "]))
def test_a_range_of_ages_as_a_plural_is_two_ages(a, dash, the):
    b = a + 1
    vals = extract_values(f"{the}{a}{dash}{b}s may volunteer alongside a parent")
    assert [(v.kind, v.amount) for v in vals] == [("number", a), ("number", b)]


def test_seconds_stay_seconds():
    assert [(v.kind, v.unit) for v in extract_values("a 17s lap")] == [("quantity", "minute")]


@given(st.sampled_from(WORDS[:10]), st.sampled_from(["aged ", "ages ", "from ", "between ", "aged **"]))
def test_a_range_after_its_cue_is_no_clock_time(low, cue):
    vals = extract_values(f"children {cue}{low} to twelve")
    assert all(v.kind != "time" for v in vals), vals


@pytest.mark.parametrize("text", ["we open at five to ten", "doors close at twenty to eleven"])
def test_a_clock_time_in_words_stays_a_clock_time(text):
    assert [v.kind for v in extract_values(text)] == ["time"]


STEPS = ["week", "lesson", "session", "day", "term", "module"]


@given(st.integers(1, 12), st.sampled_from(STEPS), st.booleans(), st.booleans())
def test_a_numbered_step_is_the_contexts_ordinal(n, noun, digits, same):
    ctx = [{"title": "plan.md", "text": f"Uniform is required from the {ORDINALS[n - 1]} {noun} of the course; before that "
                                        f"comfortable clothes are fine."}]
    k = n if same else (n + 2) % 10 + 3  # (another step, three or more: "week two" for the first week is not read)
    said = str(k) if digits else WORDS[k - 1]
    v = check(f"Uniform is needed from {noun} {said} of the course.", ctx, query="When is uniform needed?")
    assert (v.hallucination == "hallucinated") == (not same), [(f.rule, f.notes) for f in v.findings]


RULES = [{"title": "safety-and-rules.md", "text": "Under-17s are not allowed to take the driver experience."},
         {"title": "price-guide.md", "text": "Driver experience: £95 per passenger. A group discount of 20% applies when "
                                             "you book 15 or more passengers."}]


@pytest.mark.parametrize("group,want", [("17", False), ("19", True), ("16", True)])
def test_an_age_group_is_never_worked_out(group, want):
    r = (f"- The driver experience is £95 per passenger, with 20% off for 15 or more.\n"
         f"- Under-{group}s aren't allowed to take the driver experience (source: safety-and-rules.md).")
    assert (check(r, RULES, query="What should I know?").hallucination == "hallucinated") == want


BOOK = [{"title": "booking.md", "text": "The course costs £50 per learner. Every booking needs a non-refundable deposit of "
                                       "£10, and the balance is due 5 working days before your course."}]


@pytest.mark.parametrize("response,want", [
    ("1. 1 × £50 per learner = £50\n2. £50 − £20 deposit = **£30**", True),
    ("1. 1 × £50 per learner = £50\n2. £50 - £20 deposit = **£30**", True),
    ("The deposit is actually £10, not £20: £50 − £10 deposit = **£40**.", False),
    ("1. 1 × £50 per learner = £50\n2. £50 − £10 deposit = **£40**", False),
])
def test_the_users_figure_named_by_the_contexts_noun_in_working(response, want):
    v = check(response, BOOK, query="Since the deposit is £20, how much will the balance be?")
    assert (v.hallucination == "hallucinated") == want, [(f.rule, f.notes) for f in v.findings]


POISON = [{"title": "prices.md", "text": "Molecraft Pest Control: call-out and trapping costs £75. Traps are checked over "
                                        "a 2-week period. We use traditional traps only and never use poison."}]


@pytest.mark.parametrize("mark", ["", "**"])  # (not "__": the polarity rules read "__never" as no negator)
def test_a_negated_conjunct_is_its_own_clause(mark):
    said = f"- Molecraft uses {mark}traditional traps only{mark} and {mark}never uses poison{mark}.\n" \
           f"- Traps are checked over a **2-week period**."
    assert check(said, POISON, query="Do you use poison?").hallucination != "hallucinated"
    flipped = f"- Molecraft uses {mark}poison{mark} and {mark}never uses traditional traps{mark}.\n" \
              f"- Traps are checked over a **2-week period**."
    assert check(flipped, POISON, query="Do you use poison?").hallucination == "hallucinated"


ORCHARD = [{"title": "practical.md", "text": "Dogs are not allowed in the orchard, except assistance dogs. We take card "
                                            "payment only. Groups of 15 or more must book at least 48 hours ahead."}]


@pytest.mark.parametrize("judged", ["turning up unannounced wouldn't meet the rule", "turning up unannounced would break "
                                    "the booking rules", "booking ahead satisfies the requirement"])
def test_the_users_case_measured_against_the_rule_is_no_fact(judged):
    r = f"Groups of 15 or more must book at least 48 hours ahead, so with 20 people you'll need to book — {judged}."
    v = check(r, ORCHARD, query="We're a group of 20 — since you don't need to book, we'll just turn up, right?")
    assert v.hallucination != "hallucinated", [(f.rule, f.notes) for f in v.findings]


def test_a_channel_beside_the_judgement_is_still_a_fact():
    r = "Groups of 15 or more must book at least 48 hours ahead — turning up unannounced is fine on weekdays by phone."
    assert check(r, ORCHARD, query="Can we just turn up?").hallucination == "hallucinated"


ID = [{"title": "id-checks.md", "text": "If Northgate Energy needs ID, we'll ask for a copy of photo ID (passport or driving "
                                       "licence) and a recent utility bill. Send ID to dpo@northgate-energy.co.uk."}]


def test_a_phrase_of_advice_inside_advice_is_advice():
    r = "Send a copy of your passport and a recent utility bill to dpo@northgate-energy.co.uk.\n\n**Tip:** make sure " \
        "the copies are clear and readable to avoid any back-and-forth."
    assert check(r, ID, query="What ID do they need?").hallucination != "hallucinated"


@pytest.mark.parametrize("tail,want", [
    ("If you have another question, or can share the cottage information, I'd love to help!", "clean"),
    ("If you have another question, or would like me to look again later, I'd be happy to help.", "clean"),
    ("If you have another question, or can book by phone on weekdays, I'd love to help!", "hallucinated"),
    ("If you have another question, or the cottage has Wi-Fi, I'd love to help!", "hallucinated"),
])
def test_an_empty_retrievals_offer_whose_condition_goes_on(tail, want):
    r = "I'm sorry — I couldn't find any details about Keeper's Cottage in the documents available to me. 🏡\n\n" + tail
    assert check(r, [], query="Does Keeper's Cottage have Wi-Fi?").hallucination == want


def test_through_score(tmp_path):
    rows = [
        {"id": "deposit-adopted", "type": "false_premise", "expect": "answer", "query": "Since the deposit is £20, how "
         "much will the balance be?", "context": BOOK, "response": "£50 − £20 deposit = **£30**."},
        {"id": "deposit-corrected", "type": "false_premise", "expect": "answer", "query": "Since the deposit is £20, how "
         "much will the balance be?", "context": BOOK, "response": "The deposit is actually £10, not £20: £50 − £10 "
         "deposit = **£40**."},
        {"id": "empty-offer", "type": "unanswerable", "expect": "abstain", "query": "Does Keeper's Cottage have Wi-Fi?",
         "context": [], "response": "I'm sorry — I couldn't find any details about Keeper's Cottage. If you have another "
         "question, or can share the cottage information, I'd love to help!"},
    ]
    path = tmp_path / "cases.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    got = {r.id: r.hallucinated for r in score(load_cases(path))}
    assert got == {"deposit-adopted": True, "deposit-corrected": False, "empty-offer": False}
