"""THE SUPPOSED DAY OF THE MONTH (thirty-seventh session, checker/derive.py ``Ledger.supposed_date``,
``Ledger._calendar_count``): a day named by its ordinal alone that the answer supposes for the user's case ("if you pay
on the 10th", "say your order arrived on the 3rd") is its operand, and a day counted on from it by a span the context
gives is worked ("… you'd have until the 17th", the context's 14 days; "until the 3rd of the following month").

    CASE   := CUE WORD{0,6} "on the" ORDINAL                 CUE: if | say | suppose | for example | e.g.
    WORKED := ORDINAL'  where ORDINAL' = ORDINAL + SPAN      (≤ 31; "of the following month": ORDINAL + SPAN − L, L ∈ 28…31)
"""
from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from groundtest import check


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


_CUES = ["If you {verb} on the {day}", "Say you {verb} on the {day}", "For example, if you {verb} on the {day}",
         "Suppose you {verb} on the {day}"]
_VERBS = ["borrow a mat", "take the loan out", "collect it", "pick up the kit"]
_CTX = ("Members may borrow a mat for {span} days at a time. A refundable deposit of £45 is taken. Late returns after the "
        "due day forfeit the deposit.")


def _answer(cue: str, verb: str, day: int, said: int, nxt: bool) -> str:
    case = cue.format(verb=verb, day=_ordinal(day))
    tail = " of the following month" if nxt else ""
    return (f"Mats are lent for a set number of days and a **£45 deposit** is taken. {case}, it would be due back on the "
            f"{_ordinal(said)}{tail}. Anything else I can help with?")


@settings(deadline=None, max_examples=60)
@given(st.sampled_from(_CUES), st.sampled_from(_VERBS), st.integers(1, 28), st.sampled_from([7, 10, 14, 21]))
def test_a_day_counted_on_from_the_supposed_one_is_worked(cue, verb, day, span):
    ctx = [{"title": "loans.md", "text": _CTX.format(span=span)}]
    said = day + span
    nxt = said > 28
    if nxt:
        said -= 30  # (a 30-day month)
        assume(said >= 1)
    verdict = check(_answer(cue, verb, day, said, nxt), ctx)
    assert verdict.hallucination != "hallucinated", (cue, day, span, said, verdict.findings)


@settings(deadline=None, max_examples=60)
@given(st.sampled_from(_CUES), st.sampled_from(_VERBS), st.integers(1, 16), st.sampled_from([7, 10, 14]),
       st.sampled_from([2, 3, 5]))
def test_a_day_the_span_does_not_reach_is_caught(cue, verb, day, span, off):
    ctx = [{"title": "loans.md", "text": _CTX.format(span=span)}]
    said = day + span + off
    assume(said <= 31)
    verdict = check(_answer(cue, verb, day, said, False), ctx)  # (the deposit is £45, past any day: a day equal to a
    # figure of the context passes as that figure, as any number does)
    assert verdict.hallucination == "hallucinated", (cue, day, span, said)


def test_a_bound_or_a_consequence_is_no_supposition():
    ctx = [{"title": "fees.md", "text": "Fees are due on the 1st of each month. A late fee of £25 is added if payment is "
                                        "not received by the 7th."}]
    # the 10th is the answer's own bound ("by the 10th"), and the day in a consequence is a claim: both need a home
    assert check("You must pay by the 10th to avoid the £25 late fee.", ctx).hallucination == "hallucinated"
    assert check("If you pay late you'll be charged £25 on the 10th.", ctx).hallucination == "hallucinated"
    assert check("If you pay on the 10th, a late fee of £25 is added, as payment was not received by the 7th.",
                 ctx).hallucination != "hallucinated"
    assert check("Say you pay on the 10th: payment is not received by the 7th, so a late fee of £25 is added.",
                 ctx).hallucination != "hallucinated"
