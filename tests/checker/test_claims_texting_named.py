"""A channel the context names in a phrase is named (checker/claims.py ``_contacts``): the context is read for texting
by the same grammar as the claim (``_TEXTING``), so "sent by text message" names the channel the answer's "by text"
or "we'll text you" names. A context that names only another way (email, the app), or a text of a document, does not."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX_TEXTING = ["Your 4-digit access code is sent by text message within 24 hours of payment.",
               "We text you your 4-digit access code within 24 hours of payment.",
               "A confirmation text with your 4-digit access code follows within 24 hours of payment.",
               "Your 4-digit access code arrives by text within 24 hours of payment."]
CLAIMS = ["Your 4-digit access code will arrive by text within 24 hours of payment.",
          "You'll get your 4-digit access code by text within 24 hours of payment.",
          "They'll send you a text message with your 4-digit access code within 24 hours of payment."]
CTX_OTHER = ["Your 4-digit access code is sent by email within 24 hours of payment.",
             "Your 4-digit access code appears in the app within 24 hours of payment.",
             "Your 4-digit access code is printed in the text of your booking confirmation within 24 hours of payment."]


def _rules(claim: str, ctx: str) -> list[str]:
    return [f.rule for f in check(claim, [{"title": "booking.md", "text": ctx}]).findings]


@pytest.mark.parametrize("ctx", CTX_TEXTING)
@pytest.mark.parametrize("claim", CLAIMS)
def test_texting_named_in_the_context_is_no_new_channel(ctx, claim):
    assert "channel" not in _rules(claim, ctx)


@pytest.mark.parametrize("ctx", CTX_OTHER)
@pytest.mark.parametrize("claim", CLAIMS)
def test_texting_where_the_context_names_another_way_is_a_new_channel(ctx, claim):
    assert "channel" in _rules(claim, ctx)
