"""Frames (checker/frames.py): a line of the answer's own worked sum is per its item. The context prices per an
entity ("£5 per lot per day", "£9.50 per person"); an answer that lists one line per item ("Sideboard: £15 per day",
"| You | Printed set | £9.50 |") and adds those lines up in a sum that holds ("£25 in total (£15 + £5 + £5)", a
Total row equal to the rows' sum) states each figure per the item it counts, not per nothing. Tried over generated
prices, item nouns, counts and both layouts (a "+" chain with one figure per thing the sentence counts, a table with a
Total row). Wrong neighbours stay flagged: the same lines without a sum, with a sum that does not hold, and with a sum
of two charges for one timed stay (it counts no items: "a 2-hour visit would be £120 + £55 = £175")."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.checker.kinds import KINDS


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


def money(x: float) -> str:
    return f"£{x:,.2f}".replace(".00", "")


_ITEMS = st.sampled_from([("lot", "furniture", "small item", "Sideboard", "vase"),
                          ("lot", "large item", "small item", "Wardrobe", "lamp"),
                          ("crate", "heavy goods", "light goods", "Piano", "box")])
_PRICES = st.sampled_from([(15, 5), (12, 4), (20, 6), (18, 3.5)])


def _storage(per: str, big: str, small: str, hi: float, lo: float) -> list:
    return [{"title": "collection.md",
             "text": f"Purchased lots must be collected within 10 working days of the sale. After that, storage is charged at "
                     f"{money(lo)} per {per} per day for {small}s and {money(hi)} per {per} per day for {big}."}]


@settings(max_examples=40, deadline=None)
@given(_ITEMS, _PRICES, st.integers(min_value=2, max_value=4))
def test_lines_of_a_sum_that_holds_are_per_item(items, prices, n):
    per, big, small, big_item, small_item = items
    hi, lo = prices
    ctx = _storage(per, big, small, hi, lo)
    total = hi + n * lo
    chain = " + ".join([money(hi)] + [money(lo)] * n)
    said = (f"Storage is charged per day once the deadline passes:\n"
            f"- **{big_item}** ({big}): **{money(hi)} per day**\n"
            f"- **Each {small_item}** ({small}): **{money(lo)} per day**\n\n"
            f"That means every day you're late would cost **{money(total)}** in total for your {n + 1} {per}s ({chain}).")
    assert "frame_period" not in rules(check(said, ctx))
    # wrong neighbour: no sum anywhere, so the lines drop what the context prices per
    bare = f"Storage once the deadline passes:\n- **{big_item}** ({big}): **{money(hi)} per day**\n"
    assert "frame_period" in rules(check(bare, ctx))
    # wrong neighbour: two charges of one timed stay added up count no items ("a 2-day delay would be £15 + £5 = £20")
    timed = bare + f"\nSo a 2-day delay would be {money(hi)} + {money(lo)} = {money(hi + lo)}.\n"
    assert "frame_period" in rules(check(timed, ctx))
    # wrong neighbour: a sum that does not hold is no working of the lines
    wrong = said.replace(f"**{money(total)}**", f"**{money(total + 1)}**")
    assert "frame_period" in rules(check(wrong, ctx))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([9.5, 12, 7.25, 15]), st.sampled_from([3, 2.5, 4]),
       st.sampled_from([("Person", "You", "Your partner"), ("Guest", "Adult 1", "Adult 2"), ("Who", "Mum", "Dad")]),
       st.sampled_from(["Printed set of 4", "Photo set", "Set of prints"]))
def test_rows_above_a_total_row_that_holds_are_per_item(price, surcharge, people, item):
    head, a, b = people
    ctx = [{"title": "prices.md",
            "text": f"SnapID: a set of 4 printed passport photos costs {money(price)} per person. A digital photo code costs £7. "
                    f"Photos of babies under 1 year old carry a {money(surcharge)} surcharge on whichever product you choose."}]
    baby = price + surcharge
    total = 2 * price + baby

    def table(t: "float | None") -> str:
        return (f"Here's the total for your family's printed sets\n\n| {head} | Item | Price |\n|---|---|---|\n"
                f"| {a} | {item} | {money(price)} |\n| {b} | {item} | {money(price)} |\n"
                f"| Baby | {item} + under-1 surcharge | {money(price)} + {money(surcharge)} = {money(baby)} |\n"
                + (f"| **Total** | | **{money(t)}** |\n" if t is not None else ""))
    assert "frame_period" not in rules(check(table(total), ctx))
    # wrong neighbours: rows that no Total row adds up drop "per person" (the baby's own "price + surcharge" counts
    # no items) — unless the row's label names the one person it is for, by a kind of person ("Adult 1":
    # checker/kinds.py, the per-unit named where the claim stands); a Total row that is not the rows' sum is
    # still a wrong figure
    if a.split()[0].lower() not in KINDS["person"]:
        assert "frame_period" in rules(check(table(None), ctx))
    else:
        assert "frame_period" not in rules(check(table(None), ctx))
    assert check(table(total + 2), ctx).hallucination == "hallucinated"
