"""Frames (checker/frames.py): which subject a value binds to in a coordination, and which of a claim's words are its.

- a bracketed aside inside a sentence's subject ("Interim Service (oil and filter change, chain adjustment and safety
  check) £95 …") says what the subject is, not which: the subject is still short, and the values after it take it;
- a gapped conjunct ("£95 for bikes up to 600cc, £120 over 600cc") says the first value's words after it all over
  again, so "£120 for bikes over 600cc" is the Interim Service's;
- a claim's words that only the segment after its value's clause gives it, where that clause is whole ("you'd pay at
  least £80 for the visit — more if the rugs are large"), are another clause's, not the value's subject (a verbless
  fronted segment, "On day 14 after the bill date, a reminder is sent", takes the clause after it).
Each class is tried both ways: the value given to another subject is still a swap."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker import check


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


PRODUCTS = [("Interim Service", "Full Service"), ("Basic Valet", "Premium Valet"), ("Silver Plan", "Gold Plan")]
ASIDES = ["(oil and filter change, chain adjustment and safety check)", "(wash, vacuum and window polish)",
          "(two visits and a phone check)"]
THINGS = [("bikes", "600cc"), ("cars", "2000cc"), ("vans", "3500kg")]


def _ctx(first, second, aside, thing, limit, a, b, c, d):
    return [{"title": "prices.md", "text": f"Our prices: {first} {aside} £{a} for {thing} up to {limit}, £{b} over {limit}. "
                                           f"{second} £{c} up to {limit}, £{d} over {limit}. Collection costs £30."}]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PRODUCTS), st.sampled_from(ASIDES), st.sampled_from(THINGS),
       st.integers(min_value=40, max_value=90))
def test_a_gapped_conjunct_after_an_aside_keeps_its_subject(products, aside, thing, base):
    (first, second), (noun, limit) = products, thing
    a, b, c, d = base, base + 25, base + 100, base + 150
    ctx = _ctx(first, second, aside, noun, limit, a, b, c, d)
    for said in (f"The {first} is £{b} for {noun} over {limit}.", f"- {first} {aside}: £{b}",
                 f"| | {first} | {second} |\n|---|---|---|\n| Price (over {limit}) | £{b} | £{d} |"):
        assert "frame_swap" not in rules(check(said, ctx)), said
    # the value given to the other subject is still a swap, both ways
    assert "frame_swap" in rules(check(f"The {second} is £{b} for {noun} over {limit}.", ctx))
    assert "frame_swap" in rules(check(f"The {first} is £{d} for {noun} over {limit}.", ctx))


TAILS = [" — more if the {w} are large", ", with the {w} as an optional extra", " — the {w} are charged separately"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(TAILS), st.integers(min_value=60, max_value=95))
def test_a_whole_clauses_value_does_not_take_the_words_after_it(tail, minimum):
    ctx = [{"title": "prices.md", "text": f"Standard room £35; large room £50; hallway £20. Our minimum charge per visit is "
                                          f"£{minimum}. Rug cleaning starts from £25 per rug."}]
    said = f"You'd pay at least £{minimum} for the visit" + tail.format(w="rugs") + "."
    assert "frame_swap" not in rules(check(said, ctx)), said
    # the value in its own clause with another subject's words is still a swap
    assert "frame_swap" in rules(check(f"A large room is £{minimum}.", ctx))


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=15, max_value=28), st.sampled_from(["reminder", "warning letter", "notice"]))
def test_a_fronted_verbless_value_takes_the_clause_after_it(day, thing):
    """'On day 14 after the bill date, a reminder is sent' (the context: day 21) gives the reminder day 14: the clause
    after a verbless fronted segment is the value's, so a swap with the payment day is still caught."""
    ctx = [{"title": "billing.md", "text": f"Payment is due 14 days after the bill date. If a bill is unpaid, a {thing} is "
                                           f"sent on day {day} after the bill date."}]
    assert "frame_swap" in rules(check(f"1. On **day 14** after the bill date, a {thing} is sent.", ctx))
    assert "frame_swap" not in rules(check(f"1. On **day {day}** after the bill date, a {thing} is sent.", ctx))
