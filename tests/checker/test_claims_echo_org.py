"""An affirmation that names the organisation the user asked about as its doer ("Absolutely — Meadowbank welcomes
viewings") answers about what the context says, not about the organisation: the organisation's name is who, not the
question's topic (checker/claims.py ``echo``, with support ``speaks_for``). A topic of the question the context lacks,
affirmed with new words, is still an echo."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "new-liveries.md", "text": "Prospective liveries are welcome to view the yard by appointment. A trial month is "
        "available on all livery types."}]
ORGS = ["Meadowbank", "Hollins Farm", "Brackenridge"]


@pytest.mark.parametrize("org", ORGS)
@pytest.mark.parametrize("verb", ["welcomes viewings", "welcomes visits"])
def test_the_organisation_as_doer_is_no_echo(org, verb):
    q = f"I'm thinking of moving my gelding to {org}. Can I look round first?"
    v = check(f"Absolutely — {org} {verb}, and there's a safety net if things don't work out. You can view the yard by "
              "appointment, and a trial month is available on all livery types.", CTX, q)
    assert "echo" not in [f.rule for f in v.findings], v.findings


@pytest.mark.parametrize("org", ORGS)
def test_the_question_topic_affirmed_with_new_words_is_an_echo(org):
    q = f"I'm thinking of moving my gelding to {org}. Is there an indoor arena?"
    v = check(f"Yes — {org} has an indoor arena with floodlights and a rubber surface. You can view the yard by appointment.", CTX, q)
    assert v.hallucination == "hallucinated", v.findings
