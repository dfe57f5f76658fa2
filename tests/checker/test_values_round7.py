"""Round 7, values: arithmetic the answer writes out is checked as written even where its result is a
figure the context states of something else (checker/derive.py ``Ledger.miscalculated``): "two half plots
would be 2 × £35 = £60" is wrong although the context's full plot costs £60. Right working with the same
figures passes; working that goes on after the figure ("= €1 + 25 × €0.25") is no result; "≈" is not checked
this way. Each both ways."""
from __future__ import annotations

import pytest

from groundtest import check


def _value_flags(verdict) -> list:
    return [f for f in verdict.findings if f.severity == "critical" and f.rule == "value"]


PLOTS = ("Elm Street rents full plots for £{full} a year and half plots for £{half} a year. "
         "Raised beds cost £{bed} a year. Rent is due by 31 January.")


@pytest.mark.parametrize("full,half,bed,noun", [(60, 35, 15, "half plot"), (90, 40, 20, "half plot"),
                                                (120, 70, 25, "small plot")])
def test_written_working_to_another_context_figure(full, half, bed, noun):
    ctx = [{"title": "plots.md", "text": PLOTS.format(full=full, half=half, bed=bed).replace("half plots", noun + "s")}]
    q = f"Is it cheaper to rent two {noun}s or one full plot?"
    right = f"Each {noun} is **£{half} a year**, so two would be 2 × £{half} = **£{2 * half} a year**."
    wrong = f"Each {noun} is **£{half} a year**, so two would be 2 × £{half} = **£{full} a year**."
    assert not _value_flags(check(right, ctx, q))
    flags = _value_flags(check(wrong, ctx, q))
    assert flags and any(f"£{full}" in f.content for f in flags), flags
    # a product of supported prices that truly gives the context's figure stays clean ("2 × £30 = £60")
    if full % 2 == 0:
        ctx2 = [{"title": "plots.md", "text": PLOTS.format(full=full, half=full // 2, bed=bed)}]
        ok = f"Each half plot is **£{full // 2} a year**, so two would be 2 × £{full // 2} = **£{full} a year**."
        assert not _value_flags(check(ok, ctx2, "Is it cheaper to rent two half plots or one full plot?"))


@pytest.mark.parametrize("a,b,c", [(12, 5, 3), (8, 4, 2), (25, 10, 4)])
def test_a_sum_written_out_to_a_context_figure(a, b, c):
    total = a * c + b
    ctx = [{"title": "prices.md", "text": f"Tickets cost £{a} each. Parking is £{b} per car. A family pass costs £{total + 7}."}]
    q = f"How much for {c} tickets and parking?"
    assert not _value_flags(check(f"{c} × £{a} + £{b} = **£{total}** in total.", ctx, q))
    assert _value_flags(check(f"{c} × £{a} + £{b} = **£{total + 7}** in total.", ctx, q))


def test_working_that_goes_on_is_no_result():
    ctx = [{"title": "p.md", "text": "Unlocking costs €1 and riding costs €0.25 per minute. The Monthly Pass costs €39."}]
    q = "How much is a 25-minute ride?"
    text = "A 25-minute ride = €1 + 25 × €0.25 = **€7.25**."
    assert not _value_flags(check(text, ctx, q))
    assert _value_flags(check("A 25-minute ride = €1 + 25 × €0.25 = **€39**.", ctx, q))
