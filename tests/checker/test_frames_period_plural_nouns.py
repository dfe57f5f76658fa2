"""Frames (checker/frames.py): a price "each for printed copies" is per copy. A plural in "-ies" reads as its
singular in "-y" ("copies", "entries", "batteries"), as the value layer reads it, so "£20 per copy" keeps the context's
unit; a noun in "-ie" keeps its "e" ("movies": movie). Tried over generated nouns and forms; another period ("per month")
or the other item's price is still a finding."""
from __future__ import annotations
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.checker import check

NOUNS = [("copy", "copies", "printed"), ("entry", "entries", "late"), ("battery", "batteries", "spare"),
         ("delivery", "deliveries", "weekend"), ("movie", "movies", "new"), ("cookie", "cookies", "iced")]


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(NOUNS), st.sampled_from([(20, 15), (9, 6), (35, 25)]),
       st.sampled_from(["{Adj} {plural} are £{price} per {one}.", "- **{Adj} {plural}:** £{price} a {one}",
                        "It's £{price} per {one} for {adj} {plural}."]))
def test_a_price_each_for_plural_nouns_is_per_the_singular(noun, prices, form):
    one, plural, adj = noun
    price, other = prices
    ctx = [{"title": "fees.md", "text": f"Westbridge charges £{other} each for standard {plural} and £{price} each for {adj} "
                                        f"{plural}. Orders are processed within 5 working days."}]
    said = form.format(Adj=adj.capitalize(), adj=adj, plural=plural, one=one, price=price)
    v = check(said, ctx, f"How much are {adj} {plural}?")
    assert "frame_period" not in rules(v), said
    assert v.hallucination != "hallucinated", said
    assert "frame_period" in rules(check(f"{adj.capitalize()} {plural} are £{price} per month.", ctx))


def test_the_other_items_price_is_still_a_swap():
    ctx = [{"title": "fees.md", "text": "Transcripts cost £15 each for electronic copies and £20 each for printed copies."}]
    assert check("Electronic copies are £20 per copy.", ctx, "How much?").hallucination == "hallucinated"
