"""Frames (checker/frames.py): period (``frame_period``) of a table row the answer works out itself. A row that states a
rate, a count and their product ("3-year-old | £3.50/hour | 1 hour | £3.50", "Component blood tests | 2 | £140 each |
£280") is the answer's own per-item line: the row is per its item (the child, the panel), so the rate neither drops
the context's "per child" nor changes its "per panel". Tried over generated rates, counts and items; the same rate
stated per nothing in a sentence, per another period in a row, or the wrong product stay flagged."""
from __future__ import annotations
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.checker import check


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


def _money(x: float) -> str:
    return f"£{x:.2f}" if x != int(x) else f"£{int(x)}"


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([3.5, 4.25, 6.0, 2.75]), st.integers(min_value=1, max_value=3), st.integers(min_value=1, max_value=3),
       st.sampled_from([("Child", "3-year-old", "5-year-old"), ("Child", "Your son", "Your daughter"), ("Child", "Older child", "Baby")]),
       st.sampled_from(["{r}/hour", "{r} an hour", "{r} per hour"]))
def test_a_worked_row_is_per_its_item(rate, n1, n2, people, per):
    """Rows of rate × hours = cost, one per child, for '£3.50 per child per hour': no dropped 'per child'. The rate
    stated per hour in a sentence of its own still drops it; a row per day still changes the period."""
    head, a, b = people
    ctx = [{"title": "creche.md", "text": f"Crèche sessions cost {_money(rate)} per child per hour for members and £9 per child "
                                          "per hour for non-members. Children aged 6 months to 7 years may attend. Each child may stay for a maximum of 3 hours per visit."}]
    hours = lambda n: f"{n} hour{'s' if n > 1 else ''}"  # noqa: E731
    table = (f"| {head} | Rate | Time | Cost |\n|---|---|---|---|\n"
             f"| {a} | {per.format(r=_money(rate))} | {hours(n1)} | {_money(rate * n1)} |\n"
             f"| {b} | {per.format(r=_money(rate))} | {hours(n2)} | {_money(rate * n2)} |")
    assert "frame_period" not in rules(check(table, ctx))
    assert "frame_period" in rules(check(f"Sessions cost {_money(rate)} per hour.", ctx))
    per_day = table.replace("/hour", "/day").replace(" an hour", " a day").replace(" per hour", " per day").replace(" hour", " day")
    assert check(per_day, ctx).hallucination == "hallucinated"


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([140, 95, 60, 35]), st.integers(min_value=2, max_value=5),
       st.sampled_from([("Component blood tests", "panel"), ("Window cleans", "visit"), ("Guided walks", "group")]))
def test_each_in_a_worked_row_is_per_the_rows_item(price, n, item_per):
    """'Component blood tests | 2 | £140 each | £280' for '£140 per panel': 'each' is per the row's counted item. Stated
    per another noun in a sentence ('£140 per test') or per a period in the row, it is still another unit."""
    item, per = item_per
    ctx = [{"title": "fees.md", "text": f"Private fees: initial consultation £220; {item.lower()} £{price} per {per}; follow-up "
                                        "consultation £150. All prices include VAT."}]
    row = (f"| Item | Quantity | Price | Subtotal |\n|---|---|---|---|\n| Initial consultation | 1 | £220 | £220 |\n"
           f"| {item} | {n} | £{price} each | £{price * n} |")
    assert "frame_period" not in rules(check(row, ctx))
    assert "frame_period" in rules(check(row.replace(" each ", " per month "), ctx))
    assert check(f"{item} cost £{price} per person.", ctx).hallucination == "hallucinated"
