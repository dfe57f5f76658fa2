"""Frames (checker/frames.py): what a value's neighbours make of it.

- a range with a bracketed aside between its ends ("from £38 (age 3–4) to £56 (adult sizes)") is a range, not a
  starting price (as "from £38 to £56" without the aside is): restating it as "from £38 to £56" drops no qualifier;
- a list item's number ("2. **Rent collection** – 14% + VAT") is no figure of the item: the label stays the value's;
- a dash after a label ("Rent collection – 14%") and a "+" before a word ("14% + VAT") are no operators of working
  (a minus has a figure on each side; a sum, a figure after its "+"), so a value swapped between labelled items is
  still read and caught, and the right one stays clean."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker import check


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=20, max_value=40), st.integers(min_value=5, max_value=30),
       st.sampled_from(["age 3–4", "small sizes", "child sizes"]), st.sampled_from(["blazers", "coats", "jumpers"]))
def test_a_range_with_an_aside_is_no_starting_price(low, span, aside, thing):
    ctx = [{"title": "prices.md", "text": f"Crested {thing} cost from £{low} ({aside}) to £{low + span} (adult sizes). "
                                          "The shop opens at 9am."}]
    assert "frame_qualifier" not in rules(check(f"- Crested {thing} (from £{low} to £{low + span})", ctx))
    assert "frame_qualifier" not in rules(check(f"Crested {thing} cost from £{low} ({aside}) to £{low + span}.", ctx))


SERVICES = [("Tenant-find", "Rent collection", "Fully managed"), ("Bronze", "Silver", "Gold"),
            ("Basic care", "Standard care", "Premium care")]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(SERVICES), st.integers(min_value=5, max_value=9), st.sampled_from(["–", "-", ":"]),
       st.sampled_from(["+ VAT", "plus VAT", "+ VAT of the monthly rent"]), st.booleans())
def test_labelled_list_items_keep_their_values(names, base, dash, vat, numbered):
    a, b, c = names
    pa, pb, pc = base, base + 3, base + 7
    ctx = [{"title": "services.md", "text": f"{a}: {pa}% plus VAT of the annual rent, charged once. {b}: {pb}% plus VAT of "
                                            f"the monthly rent. {c}: {pc}% plus VAT of the monthly rent."}]

    def item(k, name, p):
        return (f"{k}. " if numbered else "- ") + f"**{name}** {dash} {p}% {vat}."
    right = "\n".join([item(1, a, pa), item(2, b, pb), item(3, c, pc)])
    swapped = "\n".join([item(1, a, pa), item(2, b, pc), item(3, c, pb)])
    assert "frame_swap" not in rules(check(right, ctx)), right
    assert "frame_swap" in rules(check(swapped, ctx)), swapped


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=50, max_value=80), st.integers(min_value=90, max_value=130), st.integers(min_value=15, max_value=30),
       st.sampled_from(["check", "review", "translation"]))
def test_a_total_rows_label_names_its_terms(standard, express, extra, thing):
    """'Total with check | £90 | £110' (the check free with Express): the total's label names the terms summed, so the
    Express total is no swap with the check's price; a row giving the standard service the Express price is still one."""
    ctx = [{"title": "services.md", "text": f"Standard service costs £{standard} per application. Express service costs "
                                            f"£{express}. Our document {thing} costs £{extra} per application and is free "
                                            f"with Express."}]
    table = (f"| | Standard | Express |\n|---|---|---|\n| Service fee | £{standard} | £{express} |\n"
             f"| Document {thing} | +£{extra} | included |\n| Total with {thing} | £{standard + extra} | £{express} |")
    assert "frame_swap" not in rules(check(table, ctx)), table
    assert "frame_swap" in rules(check(f"| | Price |\n|---|---|\n| Standard service | £{express} |", ctx))
