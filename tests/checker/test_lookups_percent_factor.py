"""A percentage written as the factor it multiplies by (checker/lookups.py ``_percent_as_factor``, THE FACTOR GRAMMAR
``_TIMES_BEFORE``/``_TIMES_AFTER``).

Grammar: AMOUNT (× | * | x) FACTOR, or FACTOR (× | * | x) AMOUNT, FACTOR a bare decimal that is p/100 (the share taken
off or charged), 1 − p/100 (what is paid after p% off) or 1 + p/100 (p% added), p a percentage the context or the
sentence states — "20% bonded-pair discount (£190 × 0.2)", "£62 × 0.15", "£190 × 0.8", "£850 × 1.2". Wrong neighbours
stay flagged: a factor of no stated percentage, and a decimal not multiplied by."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest import check
from tests.helpers import scored_hallucinated

PCTS = [5, 10, 15, 20, 25, 30, 40, 50]


def _ctx(p: int) -> list[dict]:
    return [{"title": "fees.md", "text": f"Adoption fees: cats £95, dogs £195. Bonded pairs of cats are adopted together at a "
                                         f"{p}% discount on the combined fee."}]


def _dec(x: float) -> str:
    return f"{x:.2f}".rstrip("0").rstrip(".")


@settings(max_examples=60, deadline=None)
@given(p=st.sampled_from(PCTS), form=st.sampled_from(["off", "paid", "swap"]))
def test_the_factor_of_a_stated_percentage(p, form):
    base = 190
    if form == "off":
        text = f"| {p}% bonded-pair discount (£{base} × {_dec(p / 100)}) | − £{_dec(base * p / 100)} |"
    elif form == "paid":
        text = f"With the {p}% discount you pay £{base} × {_dec(1 - p / 100)} for the pair."
    else:
        text = f"The {p}% discount is {_dec(p / 100)} × £{base} off the pair's combined fee."
    got = check(text, _ctx(p), "How much for two cats?")
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]


@settings(max_examples=40, deadline=None)
@given(p=st.sampled_from(PCTS), q=st.sampled_from([33, 37, 45, 60]))
def test_a_factor_of_no_stated_percentage_is_flagged(p, q):
    # (0.12 is left out: the derivation search finds it from the context's own figures beside 25% and more, a
    # looseness of derive's ratio steps, not of this grammar)
    text = f"With the discount you pay £190 × {_dec(q / 100)} for the pair."
    if q in (p, 100 - p):
        return
    assert check(text, _ctx(p), "How much for two cats?").hallucination == "hallucinated"


def test_a_decimal_not_multiplied_by_is_flagged():
    assert check("The pair's discount rate is 0.2 per visit.", _ctx(20), "How much?").hallucination == "hallucinated"


def test_through_score(tmp_path):
    said = [f"The 20% bonded-pair discount is £190 × {f} off the pair." for f in ("0.2", "0.35")]
    assert scored_hallucinated(tmp_path, said, _ctx(20), "How much for two cats?") == [False, True]
