"""Frames, round 5 (checker/frames.py): what a frame's period and subject are, when a claim only restates or
explains the context's qualifier, and when two frames are the same relation. Each class is tried both ways
over generated variants (nouns, values, periods, placement): a clean answer that must stay clean and a
hallucinated neighbour that must still be caught."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check

THINGS = ["pitch", "stall", "table", "stand", "bay"]
EVENTS = ["market", "fair", "show", "festival", "race"]
PRICES = st.integers(min_value=3, max_value=400)


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Cases", "Boxes", "Parcels"]), st.sampled_from([(8, 4), (6, 3), (10, 5)]), PRICES)
def test_a_rows_subject_cell_is_told_by_its_own_words(noun, weeks, price):
    """A table row's first cell is its subject: another column's header ('Cases per year') describes that column's
    value, not the subject's ('Every 4 weeks'), so it cannot make the subject another's. A value in a cell is still
    read with the row's subject: the wrong figure for a row is a swap."""
    usual, other = weeks
    ctx = [{"title": "plans.md", "text": f"{noun} arrive every {usual} weeks by default, and you can switch to every {other} "
                                         f"weeks. Each delivery costs £{price}."}]
    table = (f"| Frequency | {noun} per year | Yearly cost |\n|---|---|---|\n"
             f"| Every {usual} weeks | {52 // usual} | £{price * (52 // usual)} |\n"
             f"| Every {other} weeks | {52 // other} | £{price * (52 // other)} |")
    assert "frame_swap" not in rules(check(table, ctx))


def test_a_rows_cell_keeps_the_rows_subject():
    ctx = [{"title": "warranty.md", "text": "Solar panels carry a 25-year performance warranty. Inverters carry a 10-year "
                                            "manufacturer warranty. Our installation workmanship is guaranteed for 5 years."}]
    good = "| Component | Warranty | Source |\n|---|---|---|\n| Inverter | 10 years | warranty.md |\n| Installation workmanship | 5 years | warranty.md |"
    bad = "| Component | Warranty | Source |\n|---|---|---|\n| Inverter | 10 years | warranty.md |\n| Installation workmanship | 10 years | warranty.md |"
    assert check(good, ctx).hallucination != "hallucinated"
    assert check(bad, ctx).hallucination == "hallucinated"


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("Full", "7-day"), ("Standard", "7-day")]), st.sampled_from([("5-day", "Monday to Friday"),
                                                                                      ("3-day", "Friday to Sunday")]),
       st.sampled_from(["Intermediate", "Junior", "Country"]))
def test_a_figure_modifying_a_list_items_subject_before_an_aside(first, second, third):
    """'5-day membership (Monday to Friday) £1,050; Intermediate (ages 18 to 29) £690': the words before the aside
    are the value's subject even when a figure of another kind ('5-day') modifies them; a ';' ends the item, so the
    next item's words are not its. The two prices given their right subjects stay clean; swapped, they are caught."""
    a, a_days = first
    b_days, b_span = second
    ctx = [{"title": "fees.md", "text": f"Annual subscriptions: {a} {a_days} membership £1,450; {b_days} membership "
                                        f"({b_span}) £1,050; {third} (ages 18 to 29) £690; Junior (under 18) £150."}]
    assert check(f"Once you turn 30 you'd fall outside the {third} band, and the next options would be {a} (£1,450) or "
                 f"{b_days} (£1,050) membership.", ctx).hallucination != "hallucinated"
    assert check(f"The {b_days} membership is £1,050 a year.", ctx).hallucination != "hallucinated"
    assert check(f"The {third} rate is £1,050 a year.", ctx).hallucination == "hallucinated"
    assert check(f"{b_days} membership is £690 a year.", ctx).hallucination == "hallucinated"


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([(1000, 250, 15), (500, 100, 9), (1200, 300, 20)]), st.sampled_from(["down", "lowers it"]))
def test_a_change_from_one_figure_to_another(figures, verb):
    """'brings your excess down from £1,000 to £250' joins two statements of the context (the excess, and the
    cover that reduces it to £250): the cover's words belong to the £250 end, not to the £1,000. A range within one
    statement ('from 7:30am to 11am') is one relation and is still read for swaps (test_frames)."""
    high, low, fee = figures
    ctx = [{"title": "cover.md", "text": f"Basic insurance is included, with an excess of £{high:,}. You can reduce the excess "
                                         f"to £{low} by adding Excess Cover for £{fee} per day."}]
    phrase = "down from" if verb == "down" else "lowers it from"
    said = f"### Adding Excess Cover\n- Excess Cover is £{fee} per day.\n- It brings your excess {phrase} £{high:,} to £{low}." \
        if verb == "down" else f"### Adding Excess Cover\n- Excess Cover is £{fee} per day.\n- It {phrase} £{high:,} to £{low}."
    assert "frame_swap" not in rules(check(said, ctx))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("homes", "bedrooms"), ("groups", "people"), ("boats", "metres"), ("orders", "items")]),
       st.sampled_from([(120, 150), (45, 60), (300, 420)]), st.sampled_from([(3, 4), (5, 6), (10, 11)]),
       st.sampled_from(["{who} with up to {n} {what} pay £{p}.", "For {who} with up to {n} {what}, the price is £{p}.",
                        "- Up to {n} {what}: £{p}"]))
def test_a_price_given_the_other_conditions_partner(nouns, prices, counts, form):
    """'£120 for homes with up to 3 bedrooms and £150 for homes with 4 or more bedrooms': a claim pairing the
    3 with £150 gives the price the other condition's partner (critical); the right pairs stay clean, and a claim
    whose two figures the context states together is no swap."""
    who, what = nouns
    low, high = prices
    small, big = counts
    ctx = [{"title": "prices.md", "text": f"An assessment costs £{low} for {who} with up to {small} {what} and £{high} for {who} "
                                          f"with {big} or more {what}. The visit takes 60 to 90 minutes."}]
    assert check(form.format(who=who.capitalize(), n=small, what=what, p=low), ctx).hallucination != "hallucinated"
    bad = check(form.format(who=who.capitalize(), n=small, what=what, p=high), ctx)
    assert bad.hallucination == "hallucinated" and "frame_swap" in rules(bad)
    assert check(f"{who.capitalize()} with {big} or more {what} pay £{high}.", ctx).hallucination != "hallucinated"
    assert "frame_swap" not in rules(check(f"The £{low} visit takes 60 to 90 minutes.", ctx))


