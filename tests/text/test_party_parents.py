"""Parents are two (text.party and checker.lookups._COMPANY): "you and your parents" is a party of three, "my parents and
two siblings" four guests; so "all four can come" counts the user's company. A count the question does not give is
still a figure to find. (Left: "5 guests" passes — the question speaks as "I", so the company is read with the user too,
4 or 5; guests exclude the user, which that reading does not tell.)"""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.party import party_counts


@pytest.mark.parametrize(("text", "n"), [("£90 for you and your parents", 3), ("for you, your parents and your sister", 4),
                                         ("for your parents and you", 3), ("for you and your two siblings", 3)])
def test_parents_count_two(text, n):
    assert n in party_counts(text)


CTX = [{"title": "ceremonies.md", "text": "Each new citizen may bring up to 2 guests to a group ceremony. Private ceremonies "
                                          "can be arranged for £175 on weekdays, with up to 10 guests."}]
Q = "I'd like my parents and two siblings there. Which ceremony should I book?"


@pytest.mark.parametrize("n", ["4 guests", "four"])
def test_the_users_guests_counted(n):
    text = f"A **private ceremony** allows up to **10 guests**, so your {n} can all come; a group ceremony allows only 2."
    v = check(text, CTX, Q)
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings if f.severity == "critical"]


@pytest.mark.parametrize("n", ["three", "6 guests", "seven"])
def test_another_count_is_flagged(n):
    text = f"A **private ceremony** allows up to **10 guests**, so your {n} can all come; a group ceremony allows only 2."
    assert check(text, CTX, Q).hallucination == "hallucinated"
