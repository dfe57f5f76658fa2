"""A fraction of another figure, said in words (checker/derive.py ``Ledger._part_of``, THE PART-OF GRAMMAR
``_PART_OF``/``_PART_BOUND``).

Grammar: [(fewer|less|under|below|more|over|above) than] (half | a third | a quarter | two thirds …) [of] (the|its|their)
NOUN — "the Crystal Chamber is half the length" where the answer shows 45 and 90 minutes, "fewer than half the steps"
(120 of 310). The fraction is supported when two supported figures of one kind the answer shows stand in that ratio;
a comparison is never read as worked out. Wrong neighbours stay flagged: another fraction, a comparison."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest import check
from tests.helpers import scored_hallucinated

FRACTIONS = {"half": 2, "a third": 3, "a quarter": 4}


def _ctx(short: int, long: int, s1: int, s2: int) -> list[dict]:
    return [{"title": "tours.md", "text": f"The Crystal Chamber tour lasts {short} minutes and has {s1} steps. The Deep "
                                          f"Lake tour lasts {long} minutes and has {s2} steps, including two ladders."}]


def _answer(short: int, long: int, s1: int, s2: int, said: str, bound: str = "") -> str:
    return ("Here's how the two tours compare:\n\n| | Crystal Chamber | Deep Lake |\n|---|---|---|\n"
            f"| Length | {short} minutes | {long} minutes |\n| Steps | {s1} | {s2} |\n\n"
            f"So the Crystal Chamber is **{bound}{said} the length** of the Deep Lake tour.")


@settings(max_examples=50, deadline=None)
@given(short=st.integers(min_value=15, max_value=60), frac=st.sampled_from(sorted(FRACTIONS)),
       other=st.sampled_from(sorted(FRACTIONS)))
def test_a_fraction_of_the_shown_figure(short, frac, other):
    long = short * FRACTIONS[frac]
    ctx = _ctx(short, long, 120, 317)
    q = "Which tour is shorter?"
    got = check(_answer(short, long, 120, 317, frac), ctx, q)
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]
    if other != frac:
        assert check(_answer(short, long, 120, 317, other), ctx, q).hallucination == "hallucinated"


def test_through_score(tmp_path):
    said = [_answer(45, 90, 120, 317, f) for f in ("half", "a third")]
    assert scored_hallucinated(tmp_path, said, _ctx(45, 90, 120, 317), "Which tour is shorter?") == [False, True]
