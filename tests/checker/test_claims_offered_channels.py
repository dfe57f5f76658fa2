"""Class: the organisation's way or act named inside a polite sentence (an offer, a reassurance, a tip).

Grammar: SENTENCE = [USER-CASE ","] AGENT-ACT, where USER-CASE is a subordinate clause about the user's case
("if your licence hasn't arrived", "once you're not busy"), and AGENT-ACT names a way to reach or use the
organisation (an app, an online chat, a phone call it makes to the user). The way is a claim: critical when neither
the context nor the question names it, clean when it does. A negation inside USER-CASE belongs to that clause; it
does not deny the way ("If it hasn't turned up, track it in the app" asserts the app). A negation in AGENT-ACT still
denies it ("there's no app"). A chat with a person ("a quick chat with your tutor") is no channel, and "application"
(a form submitted) is no app.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check

ANSWER = "Your {thing} should arrive within {n} weeks."


def _ctx(thing: str, n: int, extra: str = "") -> list[dict]:
    return [{"title": f"{thing}-applications.md", "text": f"Your {thing} should arrive within {n} weeks. You can apply online or by post. {extra}"}]


USER_CASES = [
    "If your {thing} hasn't turned up after {n} weeks, ",
    "If your {thing} has not arrived by then, ",
    "When you don't hear anything within {n} weeks, ",
    "Once you're no longer waiting on the post, ",
]
AGENT_ACTS = [
    ("you can track it using the {thing} tracker app.", "app"),
    ("you can check on it through the online chat in your account.", "chat"),
    ("the team will give you a quick call to confirm the date.", "call"),
    ("they'll ring you the evening before it is sent.", "call"),
    ("you can ask about it via live chat.", "chat"),
]
THINGS = [("licence", 3), ("passport", 6), ("permit", 2)]


@pytest.mark.parametrize("lead", USER_CASES)
@pytest.mark.parametrize("act,way", AGENT_ACTS)
@pytest.mark.parametrize("thing,n", THINGS)
def test_a_new_way_after_a_user_case_is_a_claim(lead, act, way, thing, n):
    response = ANSWER.format(thing=thing, n=n) + " " + (lead + act).format(thing=thing, n=n)
    v = check(response, _ctx(thing, n))
    assert v.hallucination == "hallucinated", (response, v.findings)
    assert any(f.rule == "channel" and way in f.notes for f in v.findings), v.findings


@pytest.mark.parametrize("act,way,said", [
    ("you can track it using the {thing} tracker app.", "app", "Progress can be tracked in our app."),
    ("you can check on it through the online chat in your account.", "chat", "Our online chat is open 9am to 5pm."),
    ("the team will give you a quick call to confirm the date.", "call", "We will call you to confirm the date."),
    ("they'll ring you the evening before it is sent.", "call", "Call us on 0161 496 0000 with any questions."),
])
@pytest.mark.parametrize("thing,n", THINGS)
def test_the_contexts_own_way_stays_clean(act, way, said, thing, n):
    response = ANSWER.format(thing=thing, n=n) + " " + ("If it hasn't turned up after {n} weeks, " + act).format(thing=thing, n=n)
    v = check(response, _ctx(thing, n, said))
    assert not any(f.rule == "channel" for f in v.findings), v.findings


@pytest.mark.parametrize("denial", [
    "There's no {thing} tracker app, so you can't follow it online.",
    "It can't be tracked by app, phone or post.",
    "They won't give you a call about it.",
])
@pytest.mark.parametrize("thing,n", THINGS)
def test_a_way_denied_in_its_own_clause_is_no_new_way(denial, thing, n):
    response = ANSWER.format(thing=thing, n=n) + " " + denial.format(thing=thing)
    v = check(response, _ctx(thing, n))
    assert not any(f.rule == "channel" and ("app" in f.notes or "call" in f.notes) for f in v.findings), v.findings


@pytest.mark.parametrize("talk", [
    "It's worth having a quick chat with your instructor about it.",
    "Keep a copy of your {thing} application for reference.",
    "Your {thing} application is checked before it is sent.",
])
@pytest.mark.parametrize("thing,n", THINGS)
def test_a_talk_or_an_application_is_no_channel(talk, thing, n):
    response = ANSWER.format(thing=thing, n=n) + " " + talk.format(thing=thing)
    v = check(response, _ctx(thing, n))
    assert not any(f.rule == "channel" for f in v.findings), v.findings


def test_application_in_the_context_is_no_app():
    """A file titled "manual-application.md" names no app: the answer's new app is still new."""
    ctx = [{"title": "manual-application.md", "text": "You must apply for your full licence within 2 years. You can apply online or by post."}]
    v = check("You must apply within 2 years. If it hasn't arrived, you can track it in the licence tracker app.", ctx)
    assert any(f.rule == "channel" and "app" in f.notes for f in v.findings), v.findings
