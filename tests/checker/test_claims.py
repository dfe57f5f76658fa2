"""The claim layer (groundtest.checker.claims): each rule of the registry with a claim it flags
and one it leaves alone, the roles that keep a clause from being a claim, and the issue's examples
of every class (issue 13), scored as a user scores them."""
from __future__ import annotations

import pytest

from groundtest import score
from groundtest.text.abstention import DEFAULT
from groundtest.checker import CheckerConfig, check
from groundtest.checker.claims import RULES, split, role
from groundtest.model import Case


def rules_of(text, context, query=None, config=None):
    return [f.rule for f in check(text, context, query, config).findings]


def graded(response, context, query="q?", expect="abstain", type=None, **kw):
    type = type or {"abstain": "unanswerable", "answer": "answerable", "partial": "partial"}[expect]
    [r] = score([Case(id="x", type=type, expect=expect, query=query, context=context, response=response, **kw)])
    return r


# ------------------------------------------------------------------ splitting and roles
def test_split_at_the_joints_chat_answers_use():
    text = "Claims are paid within 10 days, and we cover the courier both ways — plus you get a loan phone; thanks."
    assert [c.text.strip() for c in split(text)] == [
        "Claims are paid within 10 days", "we cover the courier both ways", "plus you get a loan phone", "thanks."]
    assert split(text)[2].tokens[0] == "you"  # "plus" opens the clause: not one of its words
    assert [c.text for c in split("Black and white printing is fine.")] == ["Black and white printing is fine."]
    # a discourse marker that opens a clause is not part of its words
    assert split("Just so you know, sessions run daily.")[0].tokens == ("sessions", "run", "daily")


@pytest.mark.parametrize(("clause", "want"), [
    ("I couldn't find that", "gap"),
    ("nothing is listed for Fridays at all", "gap"),
    ("it doesn't mention overseas delivery", "gap"),
    ("Happy to help if you'd like to compare plans!", "filler"),
    ("You asked about ear syringing", "filler"),
    ("that may be out of date", "cue"),
    ("please check the current rate before you arrive", "advice"),
    ("it may be necessary to seek further assistance", "advice"),
    ("towel hire is free for guests", "assertion"),
])
def test_roles(clause, want):
    [c] = split(clause)
    assert role(c, DEFAULT) == want


def test_every_rule_is_registered_by_id():
    assert list(RULES) == ["channel", "scope", "hedged", "echo", "extra_claim", "extra_phrase", "extended_list"]


# ------------------------------------------------------------------ one rule each, both ways
PRINT = [{"title": "printing.md", "text": "Black-and-white printing costs $0.10 per page. Colour printing costs $0.50 "
          "per page. Print jobs are released at the self-service kiosk next to the entrance."}]


def test_extra_claim():
    assert rules_of("Black-and-white printing is $0.10 per page, and you can pay for it at the self-service kiosk "
                    "with a contactless card.", PRINT) == ["extra_claim"]
    assert rules_of("Black-and-white printing is $0.10 per page, and colour printing is $0.50 per page.", PRINT) == []
    off = CheckerConfig(claim_novel_words=0, claim_local=False, short_critical_words=0)
    assert "extra_claim" not in rules_of("Black-and-white printing is $0.10 per page, and you can pay for it at the "
                                         "self-service kiosk with a contactless card.", PRINT, config=off)


def test_extra_claim_beside_another_sentence_is_a_knob():
    # off by default (measured: it flags paraphrase in news summaries); on, a sentence's only claim
    # of new words beside a supported sentence is an extra clause too
    text = ("Black-and-white printing costs $0.10 per page and colour printing costs $0.50 per page. "
            "You can pay for it at the self-service kiosk with a contactless card.")
    assert rules_of(text, PRINT) == []
    assert rules_of(text, PRINT, config=CheckerConfig(claim_beside_sentences=True)) == ["extra_claim"]


CLASSES = [{"title": "classes.md", "text": "Yoga runs on Tuesdays at 7 pm in Studio 1. Spin runs on Thursdays at 6 pm in Studio 2."}]


EXAM = [{"title": "exam-timetable.md", "text": "The Year 11 Maths mock exam is on 14 March at 9:00 am in the Sports Hall. "
         "Calculators are allowed in Paper 2 only."}]


def test_scope():
    assert rules_of("The mock is on 14 March at 9:00 am in the Sports Hall — plus calculators are allowed in both "
                    "papers.", EXAM) == ["scope"]
    assert rules_of("The mock is on 14 March at 9:00 am in the Sports Hall, and calculators are allowed in Paper 2 "
                    "only.", EXAM) == []
    # "both … and" lists two things; it widens nothing
    roadside = [{"title": "r.md", "text": "Roadside assistance covers breakdowns at home and on the road."}]
    assert rules_of("Roadside assistance covers breakdowns both at home and on the road.", roadside) == []


EXPENSES = [{"title": "expenses.md", "text": "Meals are reimbursed up to $30 a day with receipts."}]


def test_hedged():
    assert rules_of("The policy doesn't mention alcohol, although it's generally not reimbursed.", EXPENSES) == ["hedged"]
    assert rules_of("Meals are generally reimbursed up to $30 a day with receipts.", EXPENSES) == []
    assert rules_of("The policy doesn't mention alcohol, although it's generally not reimbursed.", EXPENSES,
                    config=CheckerConfig(check_hedges=False)) == []


WARRANTY = [{"title": "warranty.md", "text": "The warranty covers manufacturing defects for 2 years."}]


def test_echo():
    q = "Does the warranty cover water damage?"
    assert rules_of("Yes, water damage is covered.", WARRANTY, q) == ["echo"]
    assert rules_of("Water damage isn't mentioned; the warranty covers manufacturing defects for 2 years.", WARRANTY, q) == []
    assert rules_of("Yes, water damage is covered.", WARRANTY, q, config=CheckerConfig(check_echo=False)) == []


SHOP = [{"title": "shop.md", "text": "The shop sells bicycles and repairs tyres on weekdays."}]


def test_extra_phrase():
    assert rules_of("The shop sells bicycles on weekdays, including lifelong personal warranty coverage guarantees.",
                    SHOP) == ["extra_phrase"]
    assert rules_of("The shop sells bicycles on weekdays, including tyre repairs.", SHOP) == []


# ------------------------------------------------------------------ the examples, by class
LEAVE = [{"title": "leave-handbook.md", "text": "Staff get 25 days of annual leave a year. Sick leave is paid for up to 10 days."}]
FARES = [{"title": "fares.md", "text": "Adult fares are $3. Child fares are $1.50."}]


@pytest.mark.parametrize("response", [
    "I don't know. The leave handbook covers annual and sick leave, not sabbaticals.",
    "I don't know; the leave handbook covers annual and sick leave, not sabbaticals.",
])
def test_class1_a_refusal_that_explains_the_gap_abstains(response):
    r = graded(response, LEAVE, "How long is a sabbatical?")
    assert r.abstained and not r.hallucinated


def test_class1_the_explanation_is_still_checked():
    r = graded("I couldn't find that — the fares page lists adult and child fares but nothing about pets.", FARES,
               "Can I bring my dog?")
    assert r.abstained and not r.hallucinated
    r = graded("I couldn't find that. The page only lists adult fares, which are $4.", FARES, "Can I bring my dog?")
    assert r.hallucinated


@pytest.mark.parametrize(("response", "context"), [
    ("The timetable doesn't give the resit date — it's usually the second Friday.",
     [{"title": "timetable.md", "text": "Exams run from 2 June to 20 June in the Main Hall."}]),
    ("The policy doesn't mention alcohol, although it's generally not reimbursed.", EXPENSES),
    ("I can't see a fee for that; most branches charge $2.",
     [{"title": "branches.md", "text": "Branches are open 9 am to 5 pm on weekdays."}]),
    ("Not in the notes, but you could ask the registrar on Monday.",
     [{"title": "notes.md", "text": "The module is assessed by a 3,000-word essay due in week 10."}]),
])
def test_class2_a_gap_statement_does_not_hide_a_guess(response, context):
    assert graded(response, context, "When?").hallucinated


def test_class3_the_extra_clause_fails():
    claims = [{"title": "claims.md", "text": "Claims are paid within 10 days of approval. Send the device by courier."}]
    r = graded("Claims are paid within 10 days, and we cover the courier both ways.", claims, expect="answer",
               must_include=["10 days"])
    assert r.hallucinated
    assert not graded("Claims are paid within 10 days of approval.", claims, expect="answer", must_include=["10 days"]).hallucinated


def test_class4_support_is_local():
    shipping = [{"title": "members.md", "text": "Members get free returns on every order."},
                {"title": "shipping.md", "text": "Two-day shipping costs $8."}]
    r = graded("Members get free two-day shipping.", shipping, "Do members get free shipping?", expect="answer")
    assert r.hallucinated and r.findings[-1].rule == "scope"
    assert not graded("Members get free returns, and two-day shipping costs $8.", shipping, "Shipping?", expect="answer").hallucinated
    assert graded("Yoga is on Thursdays at 6 pm in Studio 2.", CLASSES, "When is yoga?", expect="answer").hallucinated
    assert not graded("Yoga is on Tuesdays at 7 pm in Studio 1.", CLASSES, "When is yoga?", expect="answer").hallucinated


def test_class5_the_users_words_are_not_evidence():
    assert graded("Yes, water damage is covered.", WARRANTY, "Does the warranty cover water damage?", expect="answer").hallucinated
    q = "Can I get a refund at 60 days?"
    refunds = [{"title": "refunds.md", "text": "Items can be returned within 30 days of delivery."}]
    assert not graded("You said 60 days: that is past the 30-day window, so no.", refunds, q, expect="answer").hallucinated


def test_class6_a_hedge_marks_a_guess():
    assert graded("It probably takes about 3 weeks.", WARRANTY, "How long does a repair take?", expect="answer").hallucinated
    assert not graded("I believe the warranty covers manufacturing defects for 2 years.", WARRANTY, expect="answer",
                      must_include=["2 years"]).hallucinated


@pytest.mark.parametrize(("response", "context", "value"), [
    ("The induction takes half an hour.", "The induction lasts 30 minutes.", "30 minutes"),
    ("Refunds take between 7 and 10 business days.", "Refunds take 7–10 business days.", "7–10 business days"),
    ("Items are held for a fortnight.", "Items are held for two weeks.", "14 days"),
    ("A $20 order earns 40 points.", "You earn 2 points per dollar spent.", "40 points"),
])
def test_class7_values_people_reword_are_the_same_value(response, context, value):
    r = graded(response, [{"title": "p.md", "text": context}], "How much?", expect="answer", must_include=[value])
    assert not r.hallucinated and not r.over_refused, r.reason()


def test_class8_titles_are_retrieved_text():
    syllabus = [{"title": "the 2024 syllabus", "text": "The final exam is worth 60% of the grade."}]
    assert not graded("In the 2024 syllabus, the final exam is worth 60%.", syllabus, expect="answer").hallucinated
    assert graded("In the 2023 syllabus, the final exam is worth 60%.", syllabus, expect="answer").hallucinated


@pytest.mark.parametrize("response", [
    "I'm afraid the documents I have don't cover holiday opening times, so I can't confirm them.",
    "I can't find any details about that in the documents I have access to.",
    "Based on the documents provided, there is no information on late fees.",
])
def test_class9_long_chat_refusals_are_refusals_and_over_refusals_when_the_answer_is_there(response):
    ctx = [{"title": "hours.md", "text": "Branches are open 9 am to 5 pm on weekdays."}]
    r = graded(response, ctx, "When are you open?", expect="answer", must_include=["9 am"])
    assert r.over_refused and not r.hallucinated


def test_class10_out_of_date_cues_are_not_extra_clauses():
    old = [{"title": "prices-2023.md", "status": "superseded", "text": "A family ticket costs $40."}]
    r = graded("A family ticket was $40 in the 2023 price list. That may be out of date, so check the current price list.",
               old, "How much is a family ticket?", expect="answer", type="stale_context", must_include=["$40"])
    assert not r.hallucinated
    both = old + [{"title": "prices.md", "text": "An adult ticket costs $15."}]
    r = graded("An adult ticket costs $15. The older price list gave a family ticket at $40, which may be out of date.",
               both, "How much are tickets?", expect="answer", type="stale_context", must_include=["$15"])
    assert not r.hallucinated


def test_class11_common_words_of_a_faithful_answer_are_no_reason_to_doubt_it():
    ctx = [{"title": "app.md", "text": "Install the latest version of the app. The new rules start at 10 am."}]
    assert check("Please update to the latest version of the app; the new rules apply from 10 am.", ctx).hallucination == "clean"
    r = graded("I can't answer that.", ctx, expect="abstain", answerable=False)
    assert r.abstained and r.hallucination == "clean"


def test_findings_name_the_claim_and_its_span():
    text = "Black-and-white printing is $0.10 per page, and you can pay for it at the self-service kiosk with a contactless card."
    [f] = check(text, PRINT).findings
    a, b = f.span
    assert text[a:b].strip() == "you can pay for it at the self-service kiosk with a contactless card."
    assert f.to_dict()["rule"] == "extra_claim" and f.to_dict()["span"] == [a, b]


# ------------------------------------------------------------------ severity by evidence (issue 22, item 7)
PASS = [{"title": "pass.md", "text": "A 10-class pass costs £85 and is valid for 4 months from the first class."}]


def _severity_of(rule, response, context=PASS, query="How much is the 10-class pass?"):
    return [f.severity for f in check(response, context, query).findings if f.rule == rule]


@pytest.mark.parametrize("clause", [
    "which is a nice low-commitment way to try it out",
    "so you can pace yourself through the term",
    "and it could work out cheaper for you",
    "so I'd keep the receipt handy",
])
def test_an_extra_clause_of_plain_words_to_the_user_goes_to_a_person(clause):
    """New plain words put to the user, as the writer, as a possibility or a judgement: moderate
    (uncertain), never the gate's critical."""
    response = f"A 10-class pass costs £85 and is valid for 4 months from the first class, {clause}."
    v = check(response, PASS, "How much is the 10-class pass?")
    assert v.hallucination != "hallucinated", v.findings
    assert all(f.severity == "moderate" for f in v.findings)


@pytest.mark.parametrize("clause", [
    "and unused classes roll over to the next pass",  # a rule of the world, in plain words
    "and part-time members get a pro-rata allowance",
    "as long as you book through the front desk",  # a condition and a place
    "and the Riverside team hands out starter kits",  # a name
])
def test_an_extra_clause_that_states_a_fact_stays_critical(clause):
    response = f"A 10-class pass costs £85 and is valid for 4 months from the first class, {clause}."
    v = check(response, PASS, "How much is the 10-class pass?")
    assert v.hallucination == "hallucinated", v.findings


def test_an_echo_of_the_question_is_critical_only_as_the_answer_to_it():
    warranty = [{"title": "warranty.md", "text": "The warranty covers manufacturing defects for 2 years."}]
    q = "Does the warranty cover water damage?"
    assert check("Yes, water damage is covered.", warranty, q).hallucination == "hallucinated"
    # the user's own words restated in a list of what they asked about: to a person
    v = check("The warranty covers manufacturing defects for 2 years.\n\n✅ Manufacturing defects\n❓ Water damage", warranty, q)
    assert v.hallucination != "hallucinated", v.findings


CHANNELS = [("by email", "emails"), ("in the app", "app"), ("on the website", "website"), ("through the portal", "portal"),
            ("by phone", "phone line"), ("on WhatsApp", "WhatsApp"), ("by SMS", "SMS")]


@pytest.mark.parametrize(("said", "context_word"), CHANNELS)
@pytest.mark.parametrize("how", ["{a}, and you can also pause it {said}.", "{a}. You can pause it {said}.",
                                 "{a} — pausing is possible {said} too."])
def test_a_channel_the_context_lacks_is_critical_and_one_it_names_is_not(said, context_word, how):
    """A new way to reach the organisation is a new fact however short the clause (the mission's
    "you can also email the office"); the same channel named by the context, in any of its words, is not."""
    a = "A 10-class pass costs £85 and is valid for 4 months from the first class"
    response = how.format(a=a, said=said)
    v = check(response, PASS, "How much is the 10-class pass?")
    # (a capitalised channel, "WhatsApp", may be caught first as a name the context lacks)
    assert v.hallucination == "hallucinated" and any(f.rule in ("channel", "name") for f in v.findings), (response, v.findings)
    named = [{"title": "pass.md", "text": PASS[0]["text"] + f" Passes can be paused through our {context_word}."}]
    assert not any(f.rule == "channel" for f in check(response, named, "How much is the 10-class pass?").findings)
    denied = a + f", but it can't be paused {said}."
    assert not any(f.rule == "channel" for f in check(denied, PASS, "How much is the 10-class pass?").findings)


@pytest.mark.parametrize("said", ["We'll also send you a text message when it's ready.", "They'll text you a reminder the evening before.",
                                  "You'll get a reminder by text."])
def test_a_text_message_is_a_channel(said):
    response = "A 10-class pass costs £85 and is valid for 4 months from the first class. " + said
    assert any(f.rule == "channel" for f in check(response, PASS, "How much is the pass?").findings)
    # a document's text is no channel
    assert not any(f.rule == "channel" for f in check(
        "A 10-class pass costs £85 and is valid for 4 months from the first class, as the text of the pass says.",
        PASS, "How much is the pass?").findings)


MOVE = [{"title": "move.md", "text": "Swiftmove offers a free home survey. Our full packing service is charged at £45 per crew member "
                                    "per hour. Luggage can be stored free of charge at the depot on moving day."}]


@pytest.mark.parametrize(("thing", "fails"), [
    ("free packing boxes", True),  # the boxes are nowhere; "packing" is, but never said free
    ("a free roll of packing tape", True),
    ("a free home survey", False),  # the context's own
    ("free luggage storage at the depot", False),  # "stored free of charge": the same thing, another form
])
def test_something_given_free_must_be_the_contexts(thing, fails):
    for response in (f"Swiftmove's packing service is £45 per crew member per hour. Swiftmove will also give you {thing}.",
                     f"Swiftmove's packing service is £45 per crew member per hour. Feel free to ask them for {thing} too!"):
        v = check(response, MOVE, "What does Swiftmove offer?")
        assert any(f.rule == "scope" and f.severity == "critical" for f in v.findings) is fails, (response, v.findings)


GAP = [{"title": "marina.md", "text": "Visitor berths are £3.40 per metre per night. The office is open 8am to 6pm daily."}]


@pytest.mark.parametrize("guess", ["Most marinas include showers in the visitor fee, so you'll very likely have access.",
                                   "Usually they're included in the berth fee.", "They're probably open to every visitor."])
def test_a_hedged_sentence_right_after_a_gap_is_a_guess(guess):
    gap = "The documents don't mention shower facilities."
    v = check(f"Visitor berths are £3.40 per metre per night.\n\n- {gap} {guess}", GAP, "Are there showers?")
    assert v.hallucination == "hallucinated" and any(f.rule == "hedged" for f in v.findings), v.findings
    # the same hedge on its own line after the gap, about the context's own fact, is no guess
    ok = check(f"- {gap}\n- The office is usually open 8am to 6pm daily.", GAP, "Are there showers?")
    assert not any(f.rule == "hedged" for f in ok.findings), ok.findings


@pytest.mark.parametrize("joint", ["لذا", "لذلك", "لكن", "ولكن", "بينما", "إلا أن", "غير أن", "ثم", "لكنّ"])
def test_an_arabic_comma_joint_parts_the_claims(joint):
    from groundtest.checker.claims import split

    parts = [c.text for c in split(f"الرسوم ٥٠ ريالًا، {joint} التوصيل مجاني للطلبات الكبيرة.")]
    assert parts == ["الرسوم ٥٠ ريالًا", "التوصيل مجاني للطلبات الكبيرة."], parts


def test_a_comma_without_a_joint_word_keeps_the_clause():
    from groundtest.checker.claims import split

    assert len(split("الرسوم ٥٠ ريالًا، والتوصيل مجاني.")) == 1
