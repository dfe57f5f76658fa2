"""The channel forms (text/arabic/behaviour.CHANNEL_FORMS) are whole words in either script: the English forms are no
channel inside another word ("app" in "happens", "approved", "applications"; "sms" in a longer word), so an English
context that never names a channel does not seem to name one (which would let an Arabic answer's new app pass)."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.behaviour import channels_named


@pytest.mark.parametrize("text,kinds", [
    ("What happens if you wait?", set()), ("Approved applications are mailed.", set()), ("It is important.", set()),
    ("Apply through the app.", {"online"}), ("Use the portal.", {"online"}), ("Message us on WhatsApp.", {"whatsapp"}),
    ("We send an SMS.", {"sms"}), ("يمكنك الدفع بالتطبيق", {"online"}), ("عبر الواتساب", {"whatsapp"}), ("تطبيقنا", set()),
])
def test_channel_forms_are_whole_words(text, kinds):
    assert channels_named(text) == kinds


def test_arabic_answer_with_an_app_over_an_english_context_that_happens_to_say_happens():
    ctx = [{"title": "renewal.md", "text": "Renewal happens at the licensing office. Approved applications are posted within 7 days."}]
    r = "يتم التجديد في مكتب الترخيص، ويمكنك أيضًا التقديم عبر التطبيق."
    assert check(r, ctx).hallucination != "clean"
