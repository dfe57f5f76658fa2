"""Class: an enumeration that extends a list of the context's ("drug allergy assessment for penicillin and aspirin"
where the context assesses penicillin only).

Grammar: CLAIM = … A ("," | "and" | "or") B …, where the context names A in a sentence with (two of) the claim's other
words and names B nowhere (in no form of its stem), nor does the question. B is a new item: critical. Not an item
(clean): a generalising word ("and other drugs"), an open end of a range ("fifteen nights or longer"), a weekday or month
(the user's dates), a money word over the context's figures ("invoicing and discounts" over "10% off"), a word of the
question, a word the context has in another form.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check

CLINIC = [{"title": "services.md", "text": "The Westfield Allergy Clinic offers skin prick testing for food and pollen allergies, oral "
                                           "food challenges, and drug allergy assessment for penicillin. Clinics run on weekdays."}]
SHOP = [{"title": "repairs.md", "text": "The workshop repairs road bikes and mountain bikes. A standard service costs £45 and takes "
                                        "two working days."}]


@pytest.mark.parametrize("ctx,claim", [
    (CLINIC, "The clinic offers drug allergy assessment for penicillin and {b}."),
    (CLINIC, "Skin prick testing covers food, pollen and {b}."),
    (CLINIC, "There is drug allergy assessment for penicillin or {b}."),
    (SHOP, "The workshop repairs road bikes, mountain bikes and {b}."),
])
@pytest.mark.parametrize("b", ["aspirin", "ibuprofen", "latex", "tandems"])
def test_an_item_the_context_never_names_extends_its_list(ctx, claim, b):
    v = check("Here is what the information covers. " + claim.format(b=b), ctx)
    assert v.hallucination == "hallucinated", (claim.format(b=b), v.findings)


@pytest.mark.parametrize("ctx,claim,query", [
    (CLINIC, "The clinic offers drug allergy assessment for penicillin and other drugs.", None),
    (CLINIC, "Skin prick testing covers food and pollen allergies.", None),
    (CLINIC, "The clinic offers drug allergy assessment for penicillin and amoxicillin.", "Do you test for penicillin and amoxicillin?"),
    (SHOP, "The workshop repairs road bikes and mountain bikes, and a standard service costs £45.", None),
    (SHOP, "A standard service costs £45 and takes two working days or longer.", None),
    (SHOP, "The workshop repairs road bikes on Monday or Tuesday.", None),
])
def test_the_contexts_list_or_no_item_stays_clean(ctx, claim, query):
    v = check(claim, ctx, query)
    assert not any(f.rule == "extended_list" for f in v.findings), v.findings


def test_a_money_word_over_the_contexts_figures_is_no_new_item():
    ctx = [{"title": "accounts.md", "text": "Business accounts are invoiced monthly. Accounts sending more than 50 deliveries in a "
                                            "month get 10% off that month's invoice."}]
    v = check("Business accounts get monthly invoicing and discounts.", ctx)
    assert not any(f.rule == "extended_list" for f in v.findings), v.findings


@pytest.mark.parametrize("claim", [
    "The workshop repairs road bikes and serves local riders every weekend.",
    "The workshop repairs road bikes and mountain bikes and delivers them back by van.",
    "The workshop repairs road bikes quickly and easily.",
    "The workshop repairs road bikes and mountain bikes, and offers other services and facilities.",
    "A standard service costs £45, and the workshop repairs road bikes and electric cargo bikes.",
])
def test_a_predicate_or_a_category_after_and_is_no_item(claim):
    # (also "the investigation and potential charges": an adjective before its noun; a shared head, "food, pollen and latex
    # allergies", is therefore not read either)
    """"and serves …", "and delivers them": a second predicate (other rules read its words), no item of the list."""
    v = check(claim, SHOP)
    assert not any(f.rule == "extended_list" for f in v.findings), v.findings
