"""A count of the things the user lists (checker/lookups.py ``_listed_in_query``, THE USER'S LISTED THINGS).

Grammar: QUESTION := … ONE ("," ONE)* ","? "and" ONE …, ONE := ("a" | "an" | "one") WORD{1,4}; the answer's count of
N (2 ≤ N ≤ 6) things — "Two lovely machines!", "all three of them" — counts the N the user names: the user's own
situation, restated. Another count ("three machines" for two listed) stays flagged.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check
from tests.helpers import scored_hallucinated

CTX = [{"title": "service.md", "text": "A standard service for a manual typewriter costs £75. Servicing an electric typewriter "
                                       "starts at £110. Turnaround is three to four weeks."}]
ITEMS = ["a manual Olivetti", "an electric Brother typewriter", "a portable Hermes", "an old Imperial"]
WORDS = {2: "Two", 3: "Three", 4: "Four"}


def _query(n: int) -> str:
    listed = ITEMS[:n]
    return "I've got " + ", ".join(listed[:-1]) + " and " + listed[-1] + ". What would servicing cost?"


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("noun", ["machines", "typewriters", "lovely machines"])
def test_the_users_things_counted(n, noun):
    text = f"{WORDS[n]} {noun}! A manual service is **£75** and an electric one starts at **£110**."
    assert check(text, CTX, _query(n)).hallucination != "hallucinated", (text, _query(n))


@pytest.mark.parametrize("n", [2, 3])
def test_another_count_stays_flagged(n):
    right = f"For your {n} machines, a manual service is **£75** each."
    assert check(right, CTX, _query(n)).hallucination != "hallucinated", right
    wrong = f"For your {n + 2} machines, a manual service is **£75** each."
    assert check(wrong, CTX, _query(n)).hallucination == "hallucinated", (wrong, _query(n))


def test_through_score(tmp_path):
    right = "For your 2 machines: a manual service is **£75** and an electric one starts at **£110**."
    wrong = "For your 4 machines: a manual service is **£75** and an electric one starts at **£110**."
    assert scored_hallucinated(tmp_path, [right, wrong], CTX, _query(2)) == [False, True]
