"""A frequency is counted in times (checker/lookups.py ``_value_in_context``; the answer's own counts of items).

Grammar: FREQUENCY := (once|twice|n times) [a PERIOD] — stated only by a frequency of that count (by meaning), never
by a count of another noun the context has ("two-bedroom", "2 panels") and never by the number of the answer's own
list items or table columns. Neighbours: the context's own frequency reworded ("twice" for "two times") stays supported."""
from __future__ import annotations

import pytest

from groundtest.checker import check

WORDS = {1: "once", 2: "twice", 3: "three times", 4: "four times"}


def _ctx(n: int, noun: str) -> list[dict]:
    return [{"title": "extras.md", "text": f"Conservatory roof cleaning costs from £40, depending on size. "
                                           f"A {WORDS_N[n]}-{noun} house costs £14 per clean."}]


WORDS_N = {2: "two", 3: "three", 4: "four"}


@pytest.mark.parametrize(("n", "noun"), [(2, "bedroom"), (3, "bedroom"), (2, "storey"), (4, "bedroom")])
def test_a_frequency_is_never_a_count_of_another_noun(n, noun):
    text = f"### How often\n- You can book it up to **{WORDS[n]} a year**.\n- It costs **from £40**.\n"
    r = check(text, _ctx(n, noun), "What does conservatory roof cleaning cost, and how often can I have it done?")
    assert any(f.content == WORDS[n] for f in r.findings), r.findings


@pytest.mark.parametrize(("said", "stated"), [("twice a year", "two times a year"), ("three times a year", "3 times a year"),
                                              ("twice a year", "twice a year")])
def test_the_contexts_own_frequency_reworded(said, stated):
    ctx = [{"title": "extras.md", "text": f"Conservatory roof cleaning costs from £40 and can be booked {stated}."}]
    text = f"### How often\n- You can book it up to **{said}**.\n- It costs **from £40**.\n"
    r = check(text, ctx, "What does conservatory roof cleaning cost, and how often can I have it done?")
    assert not any(f.rule == "value" for f in r.findings), r.findings


DEPOSIT = [{"title": "prices.md", "text": "We take a refundable security deposit of £250 at pick-up. "
                                          "You can reduce the excess to £250 by adding Excess Cover."}]


@pytest.mark.parametrize(("verb", "n"), [("appears", 2), ("shows up", 2), ("comes up", 3), ("is mentioned", 2)])
def test_the_answer_counting_its_own_figure(verb, n):
    text = f"So the coincidence is that **£250** {verb} {WORDS[n]}: it's the deposit, and the reduced excess."
    r = check(text, DEPOSIT, "What's the difference between the deposit and the excess?")
    assert not any(f.rule == "value" for f in r.findings), r.findings


@pytest.mark.parametrize("n", [2, 3])
def test_a_frequency_of_the_world_is_still_checked(n):
    text = f"The **£250** deposit is taken {WORDS[n]} per hire."
    r = check(text, DEPOSIT, "What's the difference between the deposit and the excess?")
    assert any(f.rule == "value" for f in r.findings), r.findings
