"""``check()`` takes a chat as its query (the case format's list of turns), as the scorer does.

The scorer gives the checker a case's user turns (``Case.query_text``); ``check`` and ``guard``
called with the list of turns itself must give the same verdict, not a ``TypeError`` from the
context cache.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from groundtest import load_cases
from groundtest.checker import check, guard

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "verdict"


def _chat_cases():
    for name in ("blind20-en-dev.jsonl", "blind21-en-dev.jsonl", "blind21-ar-dev.jsonl"):
        for case in load_cases(str(FIX / name), require_response=True):
            if isinstance(case.query, list):
                yield case


CASES = list(_chat_cases())


def test_there_are_chat_cases():
    assert len(CASES) >= 10


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_check_with_turns_matches_the_scorer(case):
    chunks = [c.to_dict() for c in case.context]
    by_check = check(case.response, chunks, case.query)
    by_text = check(case.response, chunks, case.query_text)
    assert by_check.to_dict() == by_text.to_dict()


def test_assistant_turns_are_not_the_users_words():
    turns = [
        {"role": "user", "content": "How much is the locker?"},
        {"role": "assistant", "content": "It is £9 a month."},
        {"role": "user", "content": "And the key deposit?"},
    ]
    chunks = [{"title": "lockers.md", "text": "Lockers cost £6 a month. The key deposit is £10."}]
    # the earlier assistant turn's £9 is not evidence: restating it as fact is invented
    assert check("The locker is £9 a month and the key deposit is £10.", chunks, turns).hallucination == "hallucinated"
    assert check("The key deposit is £10.", chunks, turns).hallucination == "clean"
    # the guard takes the same turns
    kept = guard("The key deposit is £10.", chunks, turns)
    assert kept.response == "The key deposit is £10." and not kept.replaced
    json.dumps(check("The key deposit is £10.", chunks, turns).to_dict())
