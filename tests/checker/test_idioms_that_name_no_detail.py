"""IDIOMS THAT NAME NO DETAIL (checker.scaffold.detail_words with SET_PHRASE_RE and _CHARGED_DEVICE, claims._OWNED_PHONE,
lookups._FORM_COMPOUND, _zero_said_so).

- "that's the right call", "your call", "a judgement call": a decision judged, no phone call.
- "if you need to charge a phone or work on board": a device charged, no fee and no channel.
- "your four-legged friend": a dog, not a count of legs (a count the context lacks is still caught).
- "| Your driveway | Not needed | £0 |": nothing due, the line's own "not needed" as a figure (a £0 fee in a line that
  says nothing is free, or that a permit is needed, is caught).
Each is caught when the same sentence names a real channel, fee or figure the context lacks."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_TRAIN = [{"title": "sleeper.md", "text": "Sleeper cabins have a washbasin and two berths. Tickets cost £120 and can be "
           "booked up to 12 weeks ahead."}]
_SKIP = [{"title": "permits.md", "text": "If the skip is placed on the road, a council permit is needed; the permit fee is "
          "£45. Skips on private driveways do not need a permit."}]
_DOGS = [{"title": "dogs.md", "text": "Dogs on short leads are allowed on the perimeter path only."}]


@pytest.mark.parametrize("sentence", ["Thanks for checking before you book — that's the right call!",
                                      "It's your call, of course.",
                                      "It's worth asking before you travel, especially if you need to charge a phone on board."])
def test_an_idiom_names_no_detail(sentence):
    v = check("Tickets cost £120 and can be booked up to 12 weeks ahead. " + sentence, _TRAIN, "Can I book a sleeper?")
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("sentence", ["Give the booking office a call to check.", "You can phone the station to book.",
                                      "There's a £5 charge to use the sockets."])
def test_a_real_channel_or_fee_is_still_caught(sentence):
    v = check("Tickets cost £120 and can be booked up to 12 weeks ahead. " + sentence, _TRAIN, "Can I book a sleeper?")
    assert v.hallucination == "hallucinated", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("answer,want", [
    ("| Skip location | Permit? | Fee |\n|---|---|---|\n| Your driveway | Not needed | £0 |\n| On the road | Needed | £45 |", False),
    ("| Skip location | Permit? | Fee |\n|---|---|---|\n| Your driveway | Needed | £0 |", True),
    ("The driveway permit costs £0.", True),
])
def test_nothing_due_as_a_figure(answer, want):
    v = check(answer, _SKIP, "How much is the skip permit?")
    assert (v.hallucination == "hallucinated") is want, [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("answer,want", [
    ("Dogs on short leads are allowed on the perimeter path. Your four-legged friend will love it!", False),
    ("Dogs on short leads are allowed on the perimeter path, up to 4 dogs per visitor.", True),
])
def test_a_form_compound_is_no_count(answer, want):
    v = check(answer, _DOGS, "Are dogs allowed?")
    assert (v.hallucination == "hallucinated") is want, [(f.rule, f.content) for f in v.findings]


def test_score_reads_the_idioms(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": "Can I book a sleeper?", "context": _TRAIN,
             "response": "Tickets cost £120. " + r} for i, r in (("idiom", "That's the right call!"),
                                                                 ("channel", "You can phone the station to book."))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"idiom": False, "channel": True}
