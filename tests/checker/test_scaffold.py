"""Scaffolding (checker/scaffold.py): pleasantries, offers and advice are no claims; a new detail in them is."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker.scaffold import is_scaffolding

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
