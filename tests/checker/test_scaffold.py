"""Scaffolding (checker/scaffold.py): pleasantries, offers and advice are no claims; a new detail in them is.
A requirement on the writer or asked about is no condition (``stated_condition``), in English and Arabic; advice and
invitations beside an empty retrieval draft nothing, while a fact inside the advice is still a draft."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker.scaffold import is_scaffolding, stated_condition
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

CTX = [{"title": "day-pass.md", "text": "A HubWorks day pass costs £25 and includes Wi-Fi, tea and coffee. "
                                        "Day passes can be bought at reception."}]
ANSWER = "A HubWorks day pass costs £25 and includes Wi-Fi, tea and coffee."


@pytest.mark.parametrize("text", [
    "I'm sorry to hear you're in pain!", "Have a great trip! ✈️", "Is there anything else I can help with?",
    "Good luck with your exams!", "Wishing you and your family all the best!", "Thanks for sharing your predictions!",
    "How exciting — a big birthday coming up!", "That's a big change — good luck with the split!",
    "Would you like me to estimate a weekly total for both children?", "It's completely natural to feel nervous!",
    "I'd suggest checking with HubWorks directly about showers.", "Your contract or the HR team should be able to confirm this.",
    "Let me correct my earlier reply first — sorry for the confusion!", "The organisers would be the ones to ask.",
])
def test_scaffolding(text):
    assert is_scaffolding(text, {"hubworks", "showers"})  # the file's and the question's words


@pytest.mark.parametrize("text", [
    "You can also email the HOD by Friday.", "Good luck at Monday's interview!", "Ask the HOD on Monday.",
    "You can top up by bank transfer in the member app.", "Lord Black of London", "Would you like me to book the 9am slot?",
    "Parking costs £4 an hour.",
])
def test_a_new_detail_is_a_claim(text):
    assert not is_scaffolding(text, {"hubworks"})


@pytest.mark.parametrize("extra", ["Enjoy your visit! 😊", "Hope you have a productive day — feel free to ask if you'd like more details!",
                                   "I'd recommend checking with HubWorks before you sign up."])
def test_an_answer_with_scaffolding_is_clean(extra):
    assert check(f"{ANSWER} {extra}", CTX).hallucination == "clean"


@pytest.mark.parametrize("extra", ["You can also pay by bank transfer in the member app.", "Lockers cost £5 a day."])
def test_an_answer_with_a_new_detail_is_hallucinated(extra):
    assert check(f"{ANSWER} {extra}", CTX).hallucination == "hallucinated"


def test_new_plain_words_without_evidence_are_moderate_and_the_guard_drops_them():
    from groundtest.checker import guard

    text = f"{ANSWER} Everyone celebrated enthusiastically afterwards with cake."
    v = check(text, CTX)
    assert v.hallucination == "uncertain" and {f.rule for f in v.findings} == {"extra_sentence"}
    assert guard(text, CTX).response == ANSWER


def _critical(v) -> list[dict]:
    return [f.to_dict() for f in v.findings if f.severity == "critical"]


# ------------------------------------------------------------------ an empty retrieval: advice and invitations, no draft
def _decline(org: str) -> str:
    return f"Thanks for your question! Unfortunately, I don't have any information about {org}'s rules, so I can't tell you."


@pytest.mark.parametrize("advice", [
    "It's really worth getting the exact criteria from {org} itself before you apply.",
    "It's well worth getting the full details from {org} directly.",
    "I'd gently suggest asking {org} directly, as they'll be able to talk through the options available to you.",
    "I'd personally recommend getting confirmation from {org} before you book.",
    "Please do come back if there's anything else I can look into for you.",
    "Do come back any time!",
    "Feel free to pop back if anything else comes up.",
])
@pytest.mark.parametrize("org", ["Cowley Car Club", "Hartwell Fertility Centre"])
def test_advice_and_invitations_beside_an_empty_retrieval_draft_nothing(advice, org):
    answer = f"{_decline(org)}\n\n{advice.format(org=org)}"
    v = check(answer, [], query=f"How old do I need to be to join {org}?")
    assert not any(f.severity == "critical" for f in v.findings), _critical(v)


@pytest.mark.parametrize("claim", [
    "It's really worth getting the exact criteria from {org} itself, but members must be 21.",
    "I'd gently suggest asking {org} directly, as they usually allow it for over-18s.",
    "Please do come back on Monday, when the office reopens.",
    "Please do come back if you need anything else on Saturday.",
    "It's really worth getting the exact criteria by phone from {org} on 01865 555 123.",
])
def test_a_fact_inside_the_advice_is_still_a_draft(claim):
    org = "Cowley Car Club"
    answer = f"{_decline(org)}\n\n{claim.format(org=org)}"
    v = check(answer, [], query=f"How old do I need to be to join {org}?")
    assert any(f.severity == "critical" for f in v.findings), [f.to_dict() for f in v.findings]


@given(st.sampled_from(["I need to", "I have to", "I'll need to", "I just need to", "I first need to"]),
       st.sampled_from(["correct my last message", "fix an error in my earlier reply", "clarify what I said"]))
@settings(max_examples=30, deadline=None)
def test_the_writers_requirement_is_no_condition(need, task):
    assert stated_condition(["correct", "earlier", "reply", "clarify", "message", "fix"], f"Before answering, {need} {task}.") is None


@given(st.sampled_from(["you need to", "guests must", "you have to", "members need to", "you'll need to"]),
       st.sampled_from(["show a signed waiver", "bring a passport photo", "fill in a medical form"]))
@settings(max_examples=30, deadline=None)
def test_a_requirement_on_the_user_is_a_condition(need, task):
    novel = ["signed", "waiver", "passport", "photo", "medical", "form", "fill", "bring", "show"]
    assert stated_condition(novel, f"Before collecting, {need} {task}.") is not None


# ------------------------------------------------------------------ advice to ask them, about its own things
@pytest.mark.parametrize("tail", ["its hours", "our hours", "their hours", "the hours"])
def test_ask_them_about_their_own_things_is_scaffolding(tail):
    from groundtest.checker.scaffold import is_scaffolding

    assert is_scaffolding(f"The salon itself will be able to confirm {tail}.")
    assert not is_scaffolding(f"The salon itself will be able to confirm {tail} by email.")


# ------------------------------------------------------------------ Arabic conditions (issue 24)
@pytest.mark.parametrize("text", [
    "مسموح بالحيوانات الأليفة الصغيرة بشرط تكون في قفص مقفول.",
    "يمكنك الدخول طالما معك تذكرة ورقية.",
    "ويجب إحضار صورة شخصية حديثة.",
    "فلازم تحجز عبر المكتب الرئيسي.",
])
def test_an_arabic_condition_on_new_words_is_a_condition(text):
    from groundtest.checker.lexicon import fold, words

    assert stated_condition(list(words(fold(text))), text) is not None


@pytest.mark.parametrize("text", [
    "لكنها لا تتناول ما يجب فعله عند توقف التحديثات.",  # what must be done, asked about: a gap
    "لا يجب إحضار أي أوراق.",  # denied
    "مش لازم تحجز مسبقًا.",
])
def test_an_arabic_requirement_asked_about_or_denied_is_no_condition(text):
    from groundtest.checker.lexicon import fold, words

    assert stated_condition(list(words(fold(text))), text) is None
