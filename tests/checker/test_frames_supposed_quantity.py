"""Frames (checker/frames.py): a quantity the answer supposes, priced at a rate the context states per another
quantity of its dimension, is the answer's own working, not another subject's value. "£20 per 15 minutes" beside
"a 30-minute sports massage costs £38": "a 30-minute pre-event session would be £40" works the rate out (30 = 2 × 15,
£40 = 2 × £20); it does not give the pre-event massage the sports massage's duration. Tried over generated rates,
multiples, units and phrasings; wrong neighbours stay flagged: a price that is not the rate times the multiple, and
the other service's own price given to the supposed quantity."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker import check


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([(15, "minutes", "minute"), (10, "minutes", "minute"), (20, "minutes", "minute")]),
       st.sampled_from([2, 3, 4]), st.sampled_from([20, 12, 25]),
       st.sampled_from([("massage", "Pre-event massage", "local races"), ("coaching", "Pitch-side coaching", "club matches")]),
       st.sampled_from(["So, for example, a {q}-{u} {what} session would be **£{p}**.",
                        "That means a {q}-{u} session of {what} at one of the {where} comes to £{p}."]))
def test_a_supposed_quantity_priced_at_the_rate_is_working(step, k, rate, service, form):
    n, plural, unit = step
    what, name, where = service
    q = n * k
    base = q
    other = 38 if rate * k != 38 else 39
    ctx = [{"title": "prices.md",
            "text": f"At Kinetic a {base}-minute sports {what} costs £{other}, and a {base + 30}-minute session costs £{other + 24}. "
                    f"{name} is available at {where} for £{rate} per {n} {plural}."}]
    what = name.lower()  # the rate's own service ("pre-event massage"), so the other's price is a swap

    def said_at(p: int) -> str:
        return form.format(q=q, u=unit, what=what, where=where, p=p)
    said = said_at(rate * k)
    v = check(said, ctx)
    assert "frame_swap" not in rules(v), v.findings
    # wrong neighbours: a price that is not the rate times the multiple; the sports massage's own price
    assert check(said_at(rate * k + 5), ctx).hallucination == "hallucinated"
    assert check(said_at(other), ctx).hallucination == "hallucinated"
