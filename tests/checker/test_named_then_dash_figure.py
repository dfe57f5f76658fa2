"""A FIGURE AFTER A DASH IS THE THING NAMED BEFORE IT (checker.frames.read, _NAMED_THEN).

"Thursday is New Material Night — £8, doors 7:30pm" gives £8 to New Material Night: the segment after the dash has no
words of its own, and the segment before it names the thing (its only value a day, which ties the thing to the day).
So "the Improv Jam costs £8" over "Sunday is the Improv Jam — £10" takes Thursday's price (a swap, caught, in a
sentence, a heading's bullets or a table row), while each night's own price passes."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_CTX = [{"title": "lineup.md", "text": "The Laughing Cellar weekly line-up: Thursday is New Material Night — £8, doors "
         "7:30pm, show starts 8pm. Friday is Headliner Night — £18, doors 7pm, show 8pm. Sunday is the Improv Jam — £10, "
         "doors 6:30pm, show starts 7pm."}]
_COLON = [{"title": "days.md", "text": "Saturday is Family Day: £5 entry, under-5s free. Sunday is Collectors' Day: £9 "
           "entry."}]
_Q = "What's on on Thursdays and Sundays, and how much are tickets?"


@pytest.mark.parametrize("answer", ["The Improv Jam on Sunday costs £10.", "New Material Night costs £8.",
                                    "## Sunday — Improv Jam\n- **Tickets:** £10\n- **Doors:** 6:30pm",
                                    "| Night | Price |\n|---|---|\n| New Material Night | £8 |\n| Improv Jam | £10 |"])
def test_each_nights_own_price_passes(answer):
    v = check(answer, _CTX, _Q)
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("answer", ["The Improv Jam on Sunday costs £8.", "Sunday: Improv Jam, £8.",
                                    "## Sunday — Improv Jam\n- **Tickets:** £8\n- **Doors:** 6:30pm",
                                    "| Night | Price |\n|---|---|\n| New Material Night | £8 |\n| Improv Jam | £8 |",
                                    "New Material Night costs £10."])
def test_another_nights_price_is_a_swap(answer):
    v = check(answer, _CTX, _Q)
    assert v.hallucination == "hallucinated", [(f.rule, f.content) for f in v.findings]
    assert any(f.rule == "frame_swap" for f in v.findings)


@pytest.mark.parametrize("answer,want", [("Collectors' Day entry is £9.", False), ("Collectors' Day entry is £5.", True),
                                         ("Family Day entry is £5.", False), ("Family Day entry is £9.", True)])
def test_the_same_after_a_colon(answer, want):
    v = check(answer, _COLON, "How much is entry at the weekend?")
    assert (v.hallucination == "hallucinated") is want, [(f.rule, f.content) for f in v.findings]


def test_score_reads_the_dash(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX, "response": r}
            for i, r in (("own", "The Improv Jam on Sunday costs £10."), ("swap", "The Improv Jam on Sunday costs £8."))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"own": False, "swap": True}
