"""THE FREQUENCY GRAMMAR: how often a thing is done, in each of its forms — "every week", "weekly", "once a week",
"every 7 days"; "every two weeks", "fortnightly", "every fortnight", "every other week"; "twice a week" — read as one
period in days. A claim that says a verb of the context with another period, one the context names nowhere, is a
changed period (frame_period); any form of the context's own period is the same."""

from __future__ import annotations

import itertools

import pytest

from groundtest.checker import check
from groundtest.checker.frames import _FREQUENCY, _period_of, _same_period

FORMS = {
    1.0: ["every day", "daily", "once a day"],
    7.0: ["every week", "weekly", "once a week", "every 1 week"],
    14.0: ["every fortnight", "fortnightly", "every two weeks", "every other week", "every 2 weeks"],
    30.0: ["every month", "monthly", "once a month"],
    91.0: ["every quarter", "quarterly", "once a quarter", "every term", "every three months"],
    365.0: ["every year", "annually", "yearly", "once a year", "every 12 months"],
    3.5: ["twice a week", "twice per week"],
}


@pytest.mark.parametrize("period,form", [(p, f) for p, fs in FORMS.items() for f in fs])
def test_each_form_is_its_period(period, form):
    m = _FREQUENCY.search(f"they are weighed {form}")
    assert m is not None and _same_period(_period_of(m), period)


CONTEXT = "Tortoises are kept in fridges at 5°C and are weighed {ctx}. Fridges are cleaned every day."
PAIRS = [(a, b) for a, b in itertools.product(FORMS, repeat=2) if a != b and not {a, b} & {1.0}]


@pytest.mark.parametrize("ctx_period,claim_period", PAIRS)
def test_another_period_is_changed_and_any_form_of_the_same_is_not(ctx_period, claim_period):
    for ctx_form in FORMS[ctx_period][:2]:
        ctx = [{"title": "boarding.md", "text": CONTEXT.format(ctx=ctx_form)}]
        for form in FORMS[ctx_period]:
            v = check(f"He'll be kept in a fridge at 5°C and weighed {form}.", ctx)
            assert "frame_period" not in [f.rule for f in v.findings], (ctx_form, form)
        form = FORMS[claim_period][0]
        v = check(f"He'll be kept in a fridge at 5°C and weighed {form}.", ctx)
        # (frame_period, or the value rules first: "twice a week" counts a figure the context lacks)
        assert {"frame_period", "value"} & {f.rule for f in v.findings if f.severity == "critical"}, (ctx_form, form)


def test_a_period_the_context_names_of_something_else_is_left_to_the_frames():
    ctx = [{"title": "t.md", "text": "The Rookie Cup is a monthly tournament. The Pro Series runs quarterly."}]
    v = check("The Rookie Cup runs every month.", ctx)
    assert "frame_period" not in [f.rule for f in v.findings]


def test_the_users_own_frequency_is_theirs():
    ctx = [{"title": "t.md", "text": "Lawns are mowed every week from April to October."}]
    v = check("If you'd like it mowed every fortnight instead, that's your call.", ctx, "Can you mow every fortnight?")
    assert "frame_period" not in [f.rule for f in v.findings]
