"""Class: the organisation's own act stated beside supported facts ("the team does a final walk-round with you before
they leave so you can point out anything they've missed").

Grammar: in a context written in the organisation's voice ("We clear all debris …"), ``the team / the staff / the
studio`` + VERB is the speaker. Its PREDICATE (to the clause's end) is a claim: when it opens on a word the context lacks
and holds two new words at least, the organisation does something no chunk says — a new detail, critical beside a
supported answer, although "you" is in it as the object. When the predicate is the context's own act (its verb and
object, reworded or not), it stays clean.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check

SITE = [{"title": "site.md", "text": "We clear all old tiles, battens and debris from site at the end of every job. We use magnetic "
                                     "sweepers to pick up nails from drives and lawns. Gardens are protected with dust sheets."},
        {"title": "hours.md", "text": "Work takes place between 8am and 5pm."}]
ANSWER = "We clear all old tiles, battens and debris from site at the end of every job."


@pytest.mark.parametrize("kind", ["team", "staff"])
@pytest.mark.parametrize("act", [
    "does a final walk-round with you before they leave",
    "will photograph every roof slope for your records",
    "also leaves a printed maintenance guide behind",
    "will always hoover inside the loft afterwards",
])
@pytest.mark.parametrize("lead", ["Work runs between 8am and 5pm, and the {k} {a}.", "The {k} {a}, so you can relax."])
def test_a_new_act_of_the_organisation_is_a_claim(kind, act, lead):
    response = f"{ANSWER} " + lead.format(k=kind, a=act)
    v = check(response, SITE, "Will you clear up after the job?")
    assert v.hallucination == "hallucinated", (response, v.findings)


@pytest.mark.parametrize("kind", ["team", "staff"])
@pytest.mark.parametrize("act", [
    "clears all debris from site at the end of every job",
    "uses magnetic sweepers to pick up nails from your drive",
    "will protect your garden with dust sheets",
])
def test_the_contexts_own_act_by_the_organisation_stays_clean(kind, act):
    response = f"Work takes place between 8am and 5pm. Gardens are protected with dust sheets, and the {kind} {act}."
    v = check(response, SITE, "Will you clear up after the job?")
    assert v.hallucination != "hallucinated", (response, v.findings)
