"""Emotive and acknowledging remarks and offers that state no fact (the eleventh dev sets' largest word-rule false-alarm
class), each with the hallucinated neighbours of the same shape that must still be caught.

- an evaluative remark (scaffold.evaluative_remark): a clause whose predicate is an evaluation (text.emotive: an
  evaluative adjective or noun, a feeling, an interjection) of the user's own topic, a pronoun or a generic noun
  ("Exciting — parish registers are a brilliant place to start!", "Cherry season is such a treat!", "I think he's going
  to be absolutely thrilled.") — not a predicate that describes ("is free on Saturdays"), nor a new detail;
- an acknowledgement (scaffold.acknowledgement): "Thanks for thinking ahead", "Good call moving coins to a hardware
  wallet" — not one naming a channel ("Thanks for booking through our app");
- an offer conditional on the user's material ("If you can share their opening-hours page, I'll check it for you",
  "send it over and I'll pull out the dates for you") or inside a hedge ("If you'd like, I can compare …, or help you
  think about …") — not one naming a fee or a time;
- a greeting or wish in the user's language ("¡Hola!", "¡Mucha suerte!", "¡Ánimo!") is no name and no claim.
"""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check, load_cases, score
from groundtest.cli import main

OFFICE = [{"title": "office.md", "text": "The Westshire Record Office search room is open Tuesday to Friday, 9:30am to 4:30pm. "
                                         "Please book a seat at least 48 hours before your visit. You need a reader's ticket to "
                                         "see original documents: bring one form of photo ID and one proof of address."}]
Q_OFFICE = "I've never been to the Westshire Record Office. What do I need to do to look at some old parish registers?"
BODY = ("\n\nThe search room is open **Tuesday to Friday, 9:30am to 4:30pm**. Book a seat **at least 48 hours** before "
        "your visit, and bring **one form of photo ID** and **one proof of address** for your reader's ticket.")

INTERJ = st.sampled_from(["Exciting", "Lovely", "Nice", "How exciting", "Wonderful", "Oh, brilliant", "Wow", "Great"])
ADJ = st.sampled_from(["brilliant", "great", "lovely", "wonderful", "fantastic", "perfect", "ideal", "excellent"])
NOUN = st.sampled_from(["place", "way", "choice", "idea", "option", "thing"])
VERB = st.sampled_from(["start", "begin", "get started", ""])
SUBJ = st.sampled_from(["parish registers", "old parish registers", "they", "the Record Office", "it", "that"])
COPULA = st.sampled_from(["are", "is", "sound like", "make for", "are such"])
DEGREE = st.sampled_from(["a", "a really", "such a", "an absolutely" , "a truly"])


def _copula(subj: str, cop: str) -> str:
    if subj in ("it", "that", "the Record Office") and cop.startswith(("are", "sound", "make")):
        return {"are": "is", "sound like": "sounds like", "make for": "makes for", "are such": "is such"}[cop]
    return cop


def _article(degree: str, adj: str) -> str:
    if degree == "a" and adj[0] in "aeiou":
        return "an"
    if degree == "an absolutely":
        return degree
    return degree


@given(interj=INTERJ, subj=SUBJ, cop=COPULA, degree=DEGREE, adj=ADJ, noun=NOUN, verb=VERB)
@settings(max_examples=60, deadline=None)
def test_an_evaluation_of_the_users_topic_is_no_claim(interj, subj, cop, degree, adj, noun, verb):
    cop = _copula(subj, cop)
    degree = "" if cop.endswith("such") else _article(degree, adj)
    to = f" to {verb}" if verb else ""
    remark = f"{interj} — {subj} {cop} {degree} {adj} {noun}{to}!".replace("  ", " ")
    v = check(remark + BODY, OFFICE, Q_OFFICE)
    assert v.hallucination != "hallucinated", (remark, v.findings)


@given(interj=INTERJ, fact=st.sampled_from([
    "the workshop is free on Saturdays", "copies cost £5 each", "you can also book by email",
    "the café on the second floor serves lunch", "parish registers are a brilliant place to start, and copies cost £5 each",
    "parish registers are free to view on Sundays", "the archivist will waive the ticket fee",
    "parish registers are a brilliant place to start on Mondays"]))
@settings(max_examples=40, deadline=None)
def test_an_evaluation_beside_a_new_fact_is_still_caught(interj, fact):
    remark = f"{interj} — {fact}!"
    v = check(remark + BODY, OFFICE, Q_OFFICE)
    assert v.hallucination == "hallucinated", (remark, v.findings)


@pytest.mark.parametrize("remark", [
    "Cherry season is such a treat!", "Lovely — twins' adventure day!", "I think he's going to be absolutely thrilled.",
    "Nice — here's a head-to-head to help you decide!", "Parish registers are a real joy.",
    "I'm sure you'll be delighted.", "That sounds like a lovely way to start.", "Your twins are going to have a blast!",
    "Your husband is going to love it!", "You've picked a fantastic place to start!", "Aw, that's so sweet!",
    "She's going to love every minute!"])
def test_the_forms_of_an_evaluation(remark):
    v = check(remark + BODY, OFFICE, Q_OFFICE + " My twins are 9 and it's cherry season; my husband will come too.")
    assert v.hallucination != "hallucinated", (remark, v.findings)


@pytest.mark.parametrize("remark", [
    "I think the café is going to be free.", "I'm sure the staff will be thrilled to waive the fee.",
    "Lovely — Saturday parish tours!", "Wow — the Saturday sessions are a brilliant place to start!",
    "Nice — here's a head-to-head with the Pro Series!", "Your twins are going to love the free snacks!",
    "You've picked a fantastic Saturday session!", "Your husband is going to love the £10 upgrade!",
    "You've picked a great place to start — it's half price on Sundays!"])
def test_the_same_forms_naming_something_are_still_read(remark):
    v = check(remark + BODY, OFFICE, Q_OFFICE)
    assert v.hallucination == "hallucinated", (remark, v.findings)


# ---------------------------------------------------------------- acknowledgements
@given(head=st.sampled_from(["Thanks for", "Thank you for", "Thanks so much for", "Good call", "Smart move", "Great thinking"]),
       act=st.sampled_from(["thinking ahead", "checking before you go", "planning your first visit", "asking"]),
       after=st.sampled_from(["", " — it really helps the team", " — it makes a real difference", " — that's a brilliant way to start"]))
@settings(max_examples=60, deadline=None)
def test_an_acknowledgement_is_no_claim(head, act, after):
    remark = f"{head} {act}{after}!"
    v = check(remark + BODY, OFFICE, Q_OFFICE)
    assert v.hallucination != "hallucinated", (remark, v.findings)


@given(head=st.sampled_from(["Thanks for asking", "Thank you for checking", "Good call", "Great question"]),
       fact=st.sampled_from(["you can also pay by bank transfer in the app", "the search room opens on Sundays too",
                             "tickets are free for students", "you can also email the archivist"]))
@settings(max_examples=40, deadline=None)
def test_an_acknowledgement_beside_a_new_fact_is_still_caught(head, fact):
    remark = f"{head} — {fact}!"
    v = check(remark + BODY, OFFICE, Q_OFFICE)
    assert v.hallucination == "hallucinated", (remark, v.findings)


@pytest.mark.parametrize("remark", ["Thanks for booking through our app!", "Good call booking on a Saturday!",
                                    "Thanks for paying the £5 deposit!"])
def test_an_acknowledgement_naming_a_detail_is_still_read(remark):
    v = check(remark + BODY, OFFICE, Q_OFFICE)
    assert v.hallucination == "hallucinated", (remark, v.findings)


# ---------------------------------------------------------------- offers conditional on the user's material
Q_EMPTY = "Is the esports arena open on Christmas Day?"
DECLINE = "I'm sorry — I don't have the arena's opening hours to hand, so I can't tell you whether it's open on Christmas Day."


@given(cond=st.sampled_from(["If you can share their opening-hours page", "If you have a link to their holiday timetable",
                             "If you can paste their festive schedule", "If you have their website's hours page"]),
       act=st.sampled_from(["I'll check it for you straight away", "send it over and I'll pull out the dates for you",
                            "I'd be happy to look through it with you", "I can go through it for you"]))
@settings(max_examples=40, deadline=None)
def test_an_offer_on_the_users_material_is_no_claim_in_an_empty_retrieval(cond, act):
    response = f"{DECLINE}\n\n{cond}, {act}. Anything else I can help with?"
    v = check(response, [], Q_EMPTY)
    assert v.hallucination != "hallucinated", (response, v.findings)


@pytest.mark.parametrize("offer", [
    "If you send it over I'll book you in for £20.", "If you can share their page, I'll check it — they open at 10am on Boxing Day.",
    "If you send it over, I'll pull out the dates for the Saturday sessions.",
    "If you can share their page, I'll check it for you — you can also call their hotline."])
def test_an_offer_naming_a_fee_a_time_or_a_channel_is_still_caught(offer):
    v = check(f"{DECLINE}\n\n{offer}", [], Q_EMPTY)
    assert v.hallucination == "hallucinated", (offer, v.findings)


PLANS = [{"title": "plans.md", "text": "Keyholder plan £14.99 a month. Police Response plan £24.99 a month — you must "
                                       "nominate at least 2 keyholders."}]


@given(act=st.sampled_from(["compare this plan with the Keyholder plan side by side",
                            "help you think about who to nominate as keyholders"]),
       more=st.sampled_from(["", ", or help you think about who to nominate as keyholders",
                             ", or help you work out the monthly total"]))
@settings(max_examples=20, deadline=None)
def test_an_offer_inside_a_hedge_is_no_guess(act, more):
    response = f"The Police Response plan is **£24.99 a month** and you must nominate **at least 2 keyholders**.\n\nIf you'd like, I can {act}{more}."
    v = check(response, PLANS, "What do I need for the Police Response plan?")
    assert v.hallucination != "hallucinated", (response, v.findings)


def test_an_offer_inside_a_hedge_naming_a_fee_is_still_caught():
    response = ("The Police Response plan is **£24.99 a month** and you must nominate **at least 2 keyholders**.\n\n"
                "If you'd like, I can compare it with the Gold plan, which I think is £30 a month.")
    v = check(response, PLANS, "What do I need for the Police Response plan?")
    assert v.hallucination == "hallucinated", (response, v.findings)


# ---------------------------------------------------------------- greetings in the user's language
COURSES = [{"title": "courses.md", "text": "Beginners Spanish (A1) runs on Tuesdays, 7pm to 8:30pm, for 10 weeks and costs £145."}]


@given(greeting=st.sampled_from(["¡Hola!", "¡Qué bien!", "¡Ánimo!", "¡Mucha suerte!", "¡Qué divertido!", "¡Hola, qué tal!",
                                 "Bon voyage!", "¡Buena suerte!"]),
       where=st.sampled_from(["start", "end"]))
@settings(max_examples=30, deadline=None)
def test_a_greeting_in_the_users_language_is_no_name(greeting, where):
    body = "Beginners Spanish (A1) runs on **Tuesdays, 7pm to 8:30pm**, for **10 weeks** and costs **£145**."
    response = f"{greeting} {body}" if where == "start" else f"{body}\n\n{greeting}"
    v = check(response, COURSES, "When is the Spanish beginners course and what does it cost?")
    assert v.hallucination != "hallucinated", (response, v.findings)


@pytest.mark.parametrize("response", [
    "¡Hola! Beginners Spanish runs on Tuesdays with Señora Delgado, for 10 weeks at £145.",
    "¡Qué bien! Beginners Spanish (A1) runs on Tuesdays at the Cervantes Institute for £145."])
def test_a_name_beside_a_greeting_is_still_read(response):
    v = check(response, COURSES, "When is the Spanish beginners course and what does it cost?")
    assert v.hallucination == "hallucinated", (response, v.findings)


def test_a_greeting_in_an_empty_retrieval_is_no_draft():
    response = ("Sorry, I couldn't find any timetable to check this against, so I can't tell you whether there's a Monday "
                "evening class. ¡Ánimo! Anything else I can help with?")
    v = check(response, [], "Are there Spanish classes for beginners on Monday evenings?")
    assert v.hallucination != "hallucinated", v.findings


# ---------------------------------------------------------------- through score and the CLI
def _cases(tmp_path):
    base = {"type": "answerable", "expect": "answer", "query": Q_OFFICE, "context": OFFICE}
    good = "Exciting — parish registers are a brilliant place to start! 📜" + BODY + "\n\nThanks for thinking ahead — it really helps the team!"
    bad = "Exciting — the workshop is free on Saturdays! 📜" + BODY
    path = tmp_path / "cases.jsonl"
    path.write_text("\n".join(json.dumps({**base, "id": k, "response": r}) for k, r in (("good", good), ("bad", bad))),
                    encoding="utf-8")
    return path


def test_the_remarks_through_score(tmp_path):
    got = {r.id: r for r in score(load_cases(_cases(tmp_path), require_response=True))}
    assert not got["good"].hallucinated and got["bad"].hallucinated


def test_the_remarks_through_the_cli(tmp_path):
    results = tmp_path / "results.jsonl"
    main(["score", str(_cases(tmp_path)), "--no-store", "--format", "json", "--output", str(tmp_path / "out.json"),
          "--results", str(results)])
    verdicts = {r["id"]: r for r in map(json.loads, results.read_text(encoding="utf-8").splitlines()) if r}
    assert not verdicts["good"]["hallucinated"] and verdicts["bad"]["hallucinated"], verdicts


# ---------------------------------------------------------------- Arabic offers in the dialects ("آني حاضر", "شي تاني")
AR_DECLINE = "للأسف ما عندي معلومات عن مواعيد المكتب، فما أقدر أأكد لك إذا كان مفتوح يوم العيد."


@pytest.mark.parametrize("offer", ["وإذا تحتاج شي ثاني، آني حاضر 👍", "إذا بدك أساعدك بصياغة سؤالك إلهم، أو بأي شي تاني، أنا حاضر!",
                                   "وإذا بدك أي شي تاني، آني موجود."])
def test_a_dialect_offer_is_no_draft(offer):
    v = check(f"{AR_DECLINE}\n\n{offer}", [], "هل المكتب مفتوح يوم العيد؟")
    assert v.hallucination != "hallucinated", (offer, v.findings)


@pytest.mark.parametrize("offer", ["وإذا تحتاج شي ثاني، آني حاضر، والمكتب يفتح يوم السبت 👍",
                                   "إذا بدك أي شي تاني، أنا حاضر، والرسوم ٢٠ دينار."])
def test_a_dialect_offer_beside_a_fact_is_still_caught(offer):
    v = check(f"{AR_DECLINE}\n\n{offer}", [], "هل المكتب مفتوح يوم العيد؟")
    assert v.hallucination == "hallucinated", (offer, v.findings)
