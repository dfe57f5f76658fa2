"""THE USER'S COMPANY, SECTIONS NUMBERED BY HEADING, AND A COUNT RESTATED AS A PART (lookups._company_in_query,
lookups._NUMBERED_HEADING, derive._RESTATED_COUNT).

"Here's everything for a Saturday show with four of you" for "I'm going with 3 mates" counts the user's company with
the user; "the three of them" for "my twins … their cousin" counts it without; "between two people" for "can I share
it with my partner" is the user and the partner. Another count is caught. "You have two options" over "### 1. Pause" /
"### 2. Cancel" counts the answer's own numbered sections. "On three separate days … use three of your six guest
visits" restates the supposed count as a part of another."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_SHOWS = [{"title": "tickets.md", "text": "Friday and Saturday shows: tickets £18 in advance, £22 on the door."}]


def _critical(v) -> list:
    return [(f.rule, f.content) for f in v.findings if f.severity == "critical"]


@pytest.mark.parametrize("query, count", [
    ("I'm going with 3 mates. How much are tickets?", "four of you"),
    ("I'm going with three friends. How much are tickets?", "four of you"),
    ("I'm going with two colleagues. How much are tickets?", "three of you"),
    ("I'm taking my partner. How much are tickets?", "two of you"),
    ("I'm bringing my wife and my two sons. How much are tickets?", "four of you"),
    ("My twins and their cousin want to go. How much are tickets?", "three of them"),
    ("My daughter and her friend want to go. How much are tickets?", "two of them"),
])
def test_the_users_company_is_counted(query, count):
    v = check(f"Here's what a Saturday show costs for the {count}.", _SHOWS, query)
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("query, count", [
    ("I'm going with 3 mates. How much are tickets?", "six of you"),
    ("I'm taking my partner. How much are tickets?", "four of you"),
    ("My twins and their cousin want to go. How much are tickets?", "five of them"),
    ("How much are tickets?", "four of you"),
])
def test_another_count_of_the_company_is_caught(query, count):
    v = check(f"Here's what a Saturday show costs for the {count}.", _SHOWS, query)
    assert v.hallucination == "hallucinated", _critical(v)


_BOXES = [{"title": "subscriptions.md", "text": "You can pause your subscription for up to 3 months at a time, or cancel "
           "anytime before the 1st of the month to stop the next box."}]
_OPTIONS = ("No problem — you have {n} options 🌿\n\n### 1. Pause\n- You can pause for up to three months at a time.\n\n"
            "### 2. Cancel\n- You can cancel anytime before the 1st of the month.\n{more}")


@pytest.mark.parametrize("n, more", [("two", ""), ("three", "\n### 3. Skip\n- Pausing for up to three months skips those boxes.\n"),
                                     ("2", "")])
def test_options_counted_by_their_numbered_headings(n, more):
    v = check(_OPTIONS.format(n=n, more=more), _BOXES, "Can I skip a box?")
    assert v.hallucination != "hallucinated", _critical(v)


def test_a_count_the_headings_do_not_number_is_caught():
    v = check(_OPTIONS.format(n="two", more="").replace("### 1. Pause", "### 2. Pause"), _BOXES, "Can I skip a box?")
    assert v.hallucination == "hallucinated", _critical(v)


_GUESTS = [{"title": "guests.md", "text": "Members may bring a guest up to 6 times a season; each guest pays a green "
            "fee of £8 per day."}]


@pytest.mark.parametrize("n, part, caught", [("three", "three", False), ("two", "two", False), ("three", "four", True),
                                             ("two", "three", True)])
def test_a_supposed_count_restated_as_a_part(n, part, caught):
    v = check(f"For example, bringing one friend on {n} separate days would use {part} of your six guest visits.",
              _GUESTS, "Can I bring friends?")
    assert (v.hallucination == "hallucinated") is caught, _critical(v)


def test_score_counts_the_company(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": "I'm going with 3 mates. How much?",
             "context": _SHOWS, "response": r}
            for i, r in (("four", "For the four of you, advance tickets are £18 each."),
                         ("six", "For the six of you, advance tickets are £18 each."))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"four": False, "six": True}
