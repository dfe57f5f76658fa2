"""Two out-of-date cues as grammars (checker.dated): the figure a change verb moves *from* ("it went up from £8.50 when
the new prices came in", "the rate was cut from 4.10% to 3.85%") is the old one, and the items of a list under a
heading that says it is old ("**Previous rates (from 1 March 2025)**", "Older 2023 charges:") report superseded values.
A superseded value stated as current, or an invented old value, is still caught."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import Case, score

OLD = "Adult tickets for the lighthouse tour cost £{old} and children's tickets £4."
NEW = "From 1 March 2024, adult tickets for the lighthouse tour cost £{new} and children's tickets £5."
PAIRS = [("8.50", "9.50"), ("12", "14"), ("7.25", "8")]
CHANGE = ["it went up from £{old} when the new prices came in", "it's gone up from £{old}", "it was raised from £{old}",
          "it increased from £{old} on 1 March 2024", "up from £{old} before March 2024", "it rose from £{old} to £{new}"]
HEAD = ["**Previous prices (before 1 March 2024)**", "### Older prices", "Old prices (before March 2024):", "**Earlier prices:**",
        "**Superseded price list**"]


def _score(old, new, response):
    [r] = score([Case(id="s", type="stale_context", expect="answer", query="How much is an adult ticket for the lighthouse tour?",
                      context=[{"title": "old.md", "text": OLD.format(old=old), "status": "superseded"},
                               {"title": "prices.md", "text": NEW.format(new=new), "status": "current"}],
                      response=response)])
    return r


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PAIRS), st.sampled_from(CHANGE))
def test_the_figure_a_change_moved_from_is_the_old_one(pair, change):
    old, new = pair
    r = _score(old, new, f"The current adult price is **£{new}** 🎟️ — {change.format(old=old, new=new)}.")
    assert not r.hallucinated, r.reason()


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(PAIRS), st.sampled_from(CHANGE))
def test_an_invented_old_figure_or_the_old_figure_as_current_is_still_caught(pair, change):
    old, new = pair
    wrong = f"{float(old) + 1.5:.2f}"
    r = _score(old, new, f"The current adult price is **£{new}** — {change.format(old=wrong, new=new)}.")
    assert r.hallucinated, r.reason()
    r = _score(old, new, f"An adult ticket costs **£{old}** and a child ticket £5.")
    assert r.hallucinated, r.reason()


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(PAIRS), st.sampled_from(HEAD))
def test_items_under_a_heading_that_says_it_is_old_report_the_old_values(pair, head):
    old, new = pair
    r = _score(old, new, f"Prices changed on 1 March 2024.\n\n{head}\n- Adult: £{old}\n- Child: £4\n\n"
                         f"**Current prices**\n- Adult: £{new}\n- Child: £5")
    assert not r.hallucinated, r.reason()


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(PAIRS), st.sampled_from(["**Current prices**", "### Prices", "Here are the prices:"]))
def test_items_under_a_heading_that_does_not_say_it_is_old_are_current(pair, head):
    old, new = pair
    r = _score(old, new, f"{head}\n- Adult: £{old}\n- Child: £4")
    assert r.hallucinated, r.reason()
