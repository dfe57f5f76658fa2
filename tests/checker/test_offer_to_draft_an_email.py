"""AN EMAIL THE ASSISTANT OFFERS TO WRITE (checker.scaffold.DRAFTED_FOR_USER, claims.channel, scaffold.detail_words).

"Want me to draft a short invite email for your colleagues?" offers a thing the assistant writes for the user to send
to their own people: no way of reaching the organisation, so no channel the context must name. An email to the
organisation ("draft an email to the club", "write to them") or a statement that the organisation takes email ("you
can also email the club") is still a channel the context lacks."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_CTX = [{"title": "groups.md", "text": "Groups secure their evening with a £100 deposit. The price is £85 per person."}]
_LEAD = "The deposit is £100 and the price is £85 per person. "


@pytest.mark.parametrize("offer", ["Want me to draft a short invite email for your colleagues?",
                                   "Would you like me to write a quick reminder email for your team?",
                                   "I can put together an invite email for your friends if that helps.",
                                   "Shall I draft an email you could send round the office?"])
def test_an_email_written_for_the_user_is_no_channel(offer):
    v = check(_LEAD + offer, _CTX, "How much is a group evening?")
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("offer", ["Want me to draft an email to the club?", "Shall I write an email to them for you?",
                                   "Want me to draft an invite email? You can also email the club to book.",
                                   "You can email the club to book."])
def test_an_email_to_the_organisation_is_still_a_channel(offer):
    v = check(_LEAD + offer, _CTX, "How much is a group evening?")
    assert v.hallucination == "hallucinated", [(f.rule, f.content) for f in v.findings]


def test_score_reads_the_drafted_email(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": "How much is a group evening?", "context": _CTX,
             "response": _LEAD + r} for i, r in (("offer", "Want me to draft a short invite email for your colleagues?"),
                                                 ("channel", "You can also email the club to book."))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"offer": False, "channel": True}
