"""Frames (checker/frames.py): swap (``frame_swap``) and a comparison of two figures. "from £17 to £13 a clean" sets
the user's current price against the new one: the unit after the second figure ("a clean") says what both are per, so
it ties the first figure to no other subject of the context (the one the context happens to write "per clean" beside,
when it leaves the unit out of its parallel clause: "£14 per clean on the 4-weekly plan and £17 on the 8-weekly plan").
Tried over generated prices, units and verbs; the first figure given to the other subject is still a swap."""
from __future__ import annotations
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.checker import check


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=50, deadline=None)
@given(st.sampled_from([(14, 17), (21, 26), (9, 12), (30, 35)]), st.sampled_from([("clean", "a"), ("visit", "per"), ("wash", "each")]),
       st.sampled_from(["So switching would take you from £{old} to **£{new} {per} {u}** — £{d} less each time.",
                        "That brings you from £{old} down to £{new} {per} {u}.",
                        "Moving plans takes you from **£{old}** to £{new} {per} {u}."]))
def test_a_comparison_keeps_each_figure_with_its_own_subject(prices, unit, form):
    """The user's '£17' (the 8-weekly plan's, stated without its unit) against the new '£13 a clean': no swap. The same
    figure given to the 4-weekly plan ('On the 4-weekly plan a two-bed terrace is £17 a clean') still is one."""
    four, eight = prices
    u, per = unit
    ctx = [{"title": "plans.md", "text": f"ClearView offers a 4-weekly plan and an 8-weekly plan. For a two-bedroom terrace it is "
                                         f"£{four} per {u} on the 4-weekly plan and £{eight} on the 8-weekly plan. "
                                         "Frames and sills are wiped on every visit."},
           {"title": "billing.md", "text": f"Customers who pay by direct debit get £1 off every {u}."}]
    new = four - 1
    said = form.format(old=eight, new=new, per=per, u=u, d=eight - new)
    assert "frame_swap" not in rules(check(said, ctx))
    assert "frame_swap" in rules(check(f"On the 4-weekly plan a two-bed terrace is £{eight} {per} {u}.", ctx))
