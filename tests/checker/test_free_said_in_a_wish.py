"""A wish or a welcome that says a thing is free ("Welcome to the pool — your first month of membership is free!")
is a claim, not a pleasantry; a thing said free whose head noun the context never names is critical ('free': month
is nowhere in the context). A meeting at or a reminder of an event ("see you at the yard's spring open day", "don't
forget the club's open day") presupposes it, as "enjoy the free hot chocolate" does."""

from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker.claims import _free_subject_head
from groundtest.checker.scaffold import _FREE_SAID, presupposed_word

CLUB = [{"title": "membership.md", "text": "Membership is £180 per season for seniors and £120 for juniors. New members can "
                                          "attend 3 free taster sessions before joining. Parking at the pool is free."}]
Q = "Can I try water polo before joining?"
BASE = "New members can try three free taster sessions before joining. "


def _critical(response):
    return [(f.rule, f.notes) for f in check(response, CLUB, Q).findings if f.severity == "critical"]


@pytest.mark.parametrize("wish", [
    "Welcome to the pool — and as a thank-you for joining, your first month of membership is free!",
    "Welcome aboard — your kit bag is free for new members!",
    "Enjoy it — and the first match ticket is completely free!",
])
def test_a_free_thing_the_context_lacks_in_a_wish_is_critical(wish):
    assert any(rule == "scope" for rule, _ in _critical(BASE + wish))


@pytest.mark.parametrize("wish", [
    "Welcome to the club — and parking at the pool is free!",
    "Enjoy your free taster sessions!",
    "Welcome — the taster sessions are free, so there's nothing to lose!",
])
def test_a_free_thing_the_context_says_is_free_is_fine(wish):
    assert _critical(BASE + wish) == []


@pytest.mark.parametrize("text,head", [
    ("your first month of membership is free", "month"),
    ("the parking at the pool is free", "parking"),
    ("Entry for under-5s is completely free", "entry"),
    ("the plans listed are Free (5 GB)", None),  # a plan's name, capitalised
    ("you're free to leave", None),
    ("it is free", None),
])
def test_free_subject_head(text, head):
    assert _free_subject_head(text) == head


def test_free_said_grammar():
    assert _FREE_SAID.search("your first month is free!")
    assert _FREE_SAID.search("a drink on the house")
    assert not _FREE_SAID.search("feel free to ask")
    assert not _FREE_SAID.search("you're free to go")


def test_an_event_met_at_or_remembered_is_presupposed():
    from groundtest.checker import _Known
    from groundtest.checker.context import index_context
    known = _Known(index_context(CLUB, Q))
    assert presupposed_word("see you at the club's spring open day in March!", known) is not None
    assert presupposed_word("don't forget the club's open day each May", known) is not None
    assert presupposed_word("see you at the pool!", known) is None


def test_a_noun_made_of_the_contexts_verb_is_known():
    ctx = [{"title": "t.md", "text": "Once we tell you your turntable is ready, we store it free for 30 days; after that we "
                                     "charge £5 per week."}]
    v = check("Storage is **free for 30 days** once you're told it's ready.", ctx, "How long can you keep it?")
    assert [f.rule for f in v.findings if f.severity == "critical"] == []
