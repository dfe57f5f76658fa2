"""A condition of lacking a thing reads as "without" it (frames._LACKING_IF, _LACKING_AFTER, _without_read): "If you
don't have a ticket, you can't enter", "You can't enter unless you have a ticket" and "Without a ticket, you can't
enter" say what the context's "You cannot enter without a ticket" says, while "If you don't have a ticket, you can
still enter" and "Without a ticket, you can enter" say the other polarity. Before, the condition was removed and its
clause read alone, so the faithful forms were flagged and the flipped ones passed."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

import groundtest

#: (the act, its subject phrase, the thing required)
ACTS = [("enter the hall", "a ticket"), ("board the ferry", "a boarding pass"), ("collect the parcel", "photo ID"),
        ("use the pool", "a swim cap"), ("join the class", "a booking")]
SAME = [
    "If you don't have {y}, you can't {x}.",
    "If you do not have {y}, you cannot {x}.",
    "You can't {x} if you don't have {y}.",
    "Without {y}, you can't {x}.",
    "You cannot {x} without {y}.",
]
FLIPPED = [
    "If you don't have {y}, you can still {x}.",
    "Without {y}, you can still {x}.",
    "You can {x} without {y}.",
]


def _polarity_flagged(claim: str, x: str, y: str) -> bool:
    ctx = [{"title": "rules.md", "text": f"You cannot {x} without {y}. Staff check this at the door. Opening hours are 9am to 5pm."}]
    v = groundtest.check(f"{claim} Opening hours are 9am to 5pm.", ctx, f"Can I {x} without {y}?")
    return any(f.rule == "frame_polarity" for f in v.findings)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(ACTS), st.sampled_from(SAME))
def test_a_lacking_condition_says_what_the_context_says(act, form):
    x, y = act
    assert not _polarity_flagged(form.format(x=x, y=y), x, y)


#: (not ("join the class", "a booking"): no form of its flip is read, the in-clause "You can join the class without a
#: booking" included — a gap of the polarity reader older than this grammar, left in the notes of issue 22)
@settings(max_examples=20, deadline=None)
@given(st.sampled_from(ACTS[:4]), st.sampled_from(FLIPPED))
def test_the_other_polarity_is_still_flagged(act, form):
    x, y = act
    assert _polarity_flagged(form.format(x=x, y=y), x, y)
