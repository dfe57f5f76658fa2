"""Two things taken together signal a sum (checker/derive.py ``_ADD``, THE BOTH GRAMMAR).

Grammar: (for | borrow | book | buy | take | hire | get | order | rent | join)[-ing] [them] both | both together | the two
together — "So if you borrow both, you'll need £100 in deposits" (the £40 and £60 the answer shows). Wrong neighbours
stay flagged: a total the two do not add up to."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest import check
from tests.helpers import scored_hallucinated

VERBS = ["borrow", "book", "buy", "hire", "rent", "take"]


def _ctx(a: int, b: int) -> list[dict]:
    return [{"title": "tools.md", "text": f"Deposits are refundable and taken by card. Pressure washers: £{a} deposit. "
                                          f"Cement mixers: £{b} deposit, or we can deliver for £15."}]


def _text(a: int, b: int, verb: str, total: int) -> str:
    return (f"The pressure washer deposit is **£{a}** and the cement mixer deposit is **£{b}**. So if you {verb} both, "
            f"you'll need **£{total}** in deposits, taken by card and refunded when they come back.")


@settings(max_examples=60, deadline=None)
@given(a=st.integers(min_value=20, max_value=90), b=st.integers(min_value=20, max_value=90), verb=st.sampled_from(VERBS),
       slip=st.sampled_from([-7, 3, 11, 25]))
def test_both_is_their_sum(a, b, verb, slip):
    q = "What deposits do I need for the pressure washer and the cement mixer?"
    got = check(_text(a, b, verb, a + b), _ctx(a, b), q)
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]
    wrong = a + b + slip
    # (figures one step from the shown ones stay readable: another sum or difference, and twice one of them, which
    # "both" also says of one figure: "with both clocks added together", derive's _TWO_OF)
    if wrong not in (a, b, 15, a + 15, b + 15, a + b + 15, abs(a - b), abs(a - 15), abs(b - 15), 2 * a, 2 * b):
        assert check(_text(a, b, verb, wrong), _ctx(a, b), q).hallucination == "hallucinated"


def test_through_score(tmp_path):
    q = "What deposits do I need for the pressure washer and the cement mixer?"
    said = [_text(40, 60, "borrow", t) for t in (100, 110)]
    assert scored_hallucinated(tmp_path, said, _ctx(40, 60), q) == [False, True]


@settings(max_examples=40, deadline=None)
@given(n=st.integers(min_value=2, max_value=6), side=st.sampled_from(["either side", "each side", "on both sides"]),
       slip=st.sampled_from([1, 3]))
def test_a_span_either_side_is_twice_it(n, side, slip):
    """A span counted on both sides of a point ("3 hours either side of low tide") is a window of twice the span: derive's
    _TWO_OF counts the figure twice; another total stays flagged."""
    ctx = [{"title": "causeway.md", "text": f"The causeway is usually passable for about {n} hours {side} of low tide."}]
    right = f"It's passable for about **{n} hours {side} of low tide** — so a window of roughly **{2 * n} hours** in total."
    assert check(right, ctx, "How long is it open?").hallucination != "hallucinated", right
    total = 2 * n + slip
    if total in (3 * n, n * n, 4 * n):  # (a multiple of the one figure is read as its own product: derive's known looseness)
        return
    wrong = f"It's passable for about **{n} hours {side} of low tide** — so a window of roughly **{total} hours** in total."
    assert check(wrong, ctx, "How long is it open?").hallucination == "hallucinated", wrong
