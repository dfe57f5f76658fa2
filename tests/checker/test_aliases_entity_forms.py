"""A name the context gives in another word class or form is the same entity: a place by the adjective of its
people and back ("Chinese cities" / "in China"), an organisation with its legal or sporting form added or dropped
("Aberdeen FC" / "Aberdeen", "Initech Inc." / "Initech"). Another place's adjective, another club, or the form
with a word the context lacks is still a name not found."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker.aliases import DEMONYMS

PLACES = [("china", "Chinese"), ("japan", "Japanese"), ("jamaica", "Jamaican"), ("brazil", "Brazilian"),
          ("norway", "Norwegian")]


def _names(verdict):
    return [f.content for f in verdict.findings if f.rule == "name"]


@pytest.mark.parametrize("place,people", PLACES)
def test_the_adjective_of_a_place_the_context_names(place, people):
    ctx = [{"title": "t", "text": f"Protests over the plant have spread to several cities in {place.title()} this year."}]
    assert not _names(check(f"Protests have spread to several {people} cities.", ctx, "Summarize the document."))
    # and back: the context's adjective, the answer's place
    ctx2 = [{"title": "t", "text": f"Protests have spread to several {people} cities this year."}]
    assert not _names(check(f"Protests have spread to several cities in {place.title()}.", ctx2, "Summarize the document."))


@pytest.mark.parametrize("place,people", PLACES)
def test_another_places_adjective_is_still_a_name_not_found(place, people):
    other = next(p for q, p in PLACES if q != place)
    ctx = [{"title": "t", "text": f"Protests over the plant have spread to several cities in {place.title()} this year."}]
    assert _names(check(f"Protests have spread to several {other} cities.", ctx, "Summarize the document."))


@pytest.mark.parametrize("org,form", [("Aberdeen", "FC"), ("Initech", "Inc."), ("Hooli", "Ltd"), ("Dunmore", "AFC")])
def test_an_organisations_legal_or_sporting_form(org, form):
    ctx = [{"title": "t", "text": f"Paul Sheerin will join {org} as a coach after six years at Arbroath."}]
    assert not _names(check(f"Paul Sheerin joins {org} {form} as a coach.", ctx, "Summarize the document."))
    assert _names(check(f"Paul Sheerin joins Dundee {form} as a coach.", ctx, "Summarize the document."))
    assert _names(check(f"Paul Sheerin joins {org} Rovers {form} as a coach.", ctx, "Summarize the document."))


def test_the_table_reads_both_ways():
    assert all(DEMONYMS[DEMONYMS[k]] == k for k in DEMONYMS)
