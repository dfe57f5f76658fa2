"""A text message the context counts ("We send one text reminder when your item is ready", "another text") names texting
as "a text reminder" does (checker/claims._TEXTING): the answer's "A text when the item was ready" is that channel. A
channel the context never names is still a new one."""
from __future__ import annotations

import pytest

from groundtest.checker import check

Q = "I'm away until mid-August. Will you remind me to collect my shoes?"


@pytest.mark.parametrize("ctx_text", ["We send one text reminder when your item is ready and another at 60 days.",
                                      "We send a text reminder when your item is ready and another at 60 days."])
def test_the_contexts_text(ctx_text):
    ctx = [{"title": "collection.md", "text": ctx_text}]
    v = check("### Reminders you'll get\n- A text when the item was ready\n- Another at **60 days**", ctx, Q)
    assert v.hallucination != "hallucinated", [(f.rule, f.content, f.notes) for f in v.findings]


@pytest.mark.parametrize("line", ["- An email when the item was ready", "- A WhatsApp message when the item was ready"])
def test_another_channel_is_new(line):
    ctx = [{"title": "collection.md", "text": "We send one text reminder when your item is ready and another at 60 days."}]
    assert check(f"### Reminders you'll get\n{line}\n- Another at **60 days**", ctx, Q).hallucination == "hallucinated"
