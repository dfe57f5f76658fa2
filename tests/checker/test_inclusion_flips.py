"""THE INCLUSION GRAMMAR: a thing the answer says is in the price ("Council tax is included in your mooring fee",
"Scaffolding is **included in the price**") that the context charges on top ("Residents are responsible for council tax
on their berth", "scaffolding, which we hire at cost and add to your invoice", "charged separately", "costs extra",
"not included") is the other polarity (frames._inclusion_flip, frame_polarity, critical). A thing the context itself
says is included, a negated claim, or a thing the context does not name are left alone."""
from __future__ import annotations

import itertools

import pytest

from groundtest import check

_CHARGED = ["Residents are responsible for {t} on their berth.", "{T} is charged separately.", "{T} costs extra.",
            "{T} is not included in the fee.", "Where needed, {t} is hired at cost and added to your invoice.",
            "{T} is payable separately."]
_CLAIMED = ["{T} is included in your mooring fee.", "**{T}** is included in the price, so there's nothing extra to pay.",
            "{T} is covered by the fee.", "Good news: {t} is already included in the quote."]
_THINGS = ["council tax", "scaffolding", "electricity", "insurance"]


@pytest.mark.parametrize("ctx_form,claim_form,thing", list(itertools.product(_CHARGED, _CLAIMED, _THINGS[:2])))
def test_included_where_the_context_charges_on_top_is_a_flip(ctx_form, claim_form, thing):
    ctx = [{"title": "fees.md", "text": "Moorings cost £85 per metre per year. " + ctx_form.format(t=thing, T=thing.capitalize())}]
    v = check(claim_form.format(t=thing, T=thing.capitalize()), ctx, "What will I pay beyond the mooring fee?")
    assert v.hallucination == "hallucinated", [(f.rule, f.content) for f in v.findings]
    if "nothing extra" not in claim_form and "Good news" not in claim_form:  # (those two are caught first by their words)
        assert any(f.rule == "frame_polarity" and f.severity == "critical" for f in v.findings)


@pytest.mark.parametrize("claim_form,thing", list(itertools.product(_CLAIMED, _THINGS)))
def test_included_where_the_context_says_included_is_right(claim_form, thing):
    ctx = [{"title": "fees.md", "text": f"Moorings cost £85 per metre per year. {thing.capitalize()} is included in the fee."}]
    v = check(claim_form.format(t=thing, T=thing.capitalize()), ctx, "What will I pay beyond the mooring fee?")
    assert not any(f.rule == "frame_polarity" for f in v.findings)


@pytest.mark.parametrize("claim", ["Council tax is not included in your mooring fee.",
                                   "Council tax isn't covered by the fee, so budget for it separately.",
                                   "Council tax isn't included in your mooring fee.", "Council tax is never included.",
                                   "Council tax is non-included and billed by the council.",
                                   "Electricity is included in your mooring fee."])  # electricity: the context does not charge it
def test_a_negated_claim_or_another_thing_is_left_alone(claim):
    ctx = [{"title": "fees.md", "text": "Moorings cost £85 per metre per year. Residents are responsible for council tax."}]
    v = check(claim, ctx, "What will I pay beyond the mooring fee?")
    assert not any(f.rule == "frame_polarity" for f in v.findings)
