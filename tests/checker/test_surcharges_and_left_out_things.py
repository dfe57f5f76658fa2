"""A value said of what it adds, and a value said without a thing (thirty-fifth session, checker/frames.py): a claim that
names the extra ("Late surcharge: £6") keeps the context's relative value relative; a thing the claim says its value
leaves out ("without the lunches", "excluding the deposit") is not the value's subject, so no swap.

    ADDITIVE  := ("surcharge" | "supplement" | "extra" | "additional" | "add-on" | "top-up" | "uplift") … VALUE
    LEFT-OUT  := ("without" | "excluding" | "skipped" | "not counting" …) "the"? THING ", it would" … VALUE
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check


def _critical(verdict) -> set:
    return {f.rule for f in verdict.findings if f.severity == "critical"}


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(["surcharge", "supplement", "extra", "additional fee"]), st.integers(min_value=3, max_value=9))
def test_a_claim_that_names_the_extra_keeps_it_relative(word, extra):
    ctx = [{"title": "late-entries.md", "text": f"Late entries are accepted until 10 May for an extra £{extra} on top of the "
                                                f"standard £18 fee, subject to availability."}]
    right = check(f"Late entries are accepted until **10 May**.\n\n- Standard fee: **£18**\n- Late {word}: **£{extra}**", ctx)
    assert "frame_qualifier" not in _critical(right), right.findings
    wrong = check(f"Late entries are accepted until **10 May**.\n\n- Late entry fee: **£{extra}**", ctx)
    assert "frame_qualifier" in _critical(wrong), wrong.findings


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(["Without the lunches", "If you skipped the lunches", "Excluding the lunches", "Not counting the lunches",
                        "If you would rather avoid the lunches"]),
       st.sampled_from([(84, 150), (90, 160), (75, 140)]))
def test_a_thing_the_value_leaves_out_is_not_its_subject(lead, prices):
    each, pair = prices
    ctx = [{"title": "lessons.md", "text": f"The course costs £{each} per person, or £{pair} for two people booking together. "
                                           f"An optional lunch in the Orangery is £16.50 per person per lesson."}]
    q = "How much would a full term cost for two people, plus lunch each time?"
    right = check(f"{lead}, it would just be **£{pair}**.", ctx, q)
    assert "frame_swap" not in _critical(right), right.findings
    wrong = check(f"The lunches would be **£{pair}**.", ctx, q)
    assert "frame_swap" in _critical(wrong), wrong.findings


@settings(deadline=None, max_examples=20)
@given(st.sampled_from(["supplement", "surcharge"]), st.sampled_from(["a small extra charge", "an extra charge", "a charge"]),
       st.integers(min_value=5, max_value=15))
def test_a_supplement_said_as_an_extra_charge(word, said, amount):
    """ "there's a small extra charge" for the context's "£10 weekend supplement" (checker/lexicon.py SYNONYMS: a
    supplement or surcharge is a charge); a channel the context lacks, said the same way, still drafts."""
    ctx = [{"title": "voucher-terms.md", "text": f"Vouchers can be redeemed on weeknight sessions only (Monday to Thursday). "
                                                f"Saturday sessions can be booked with a voucher on payment of a £{amount} "
                                                f"weekend {word} per person."}]
    q = "Can I use my stargazing voucher on a Saturday night?"
    right = check(f"Yes — but there's {said} 🌌\n\nSaturday sessions can be booked with your voucher if you pay the "
                  f"**£{amount} weekend {word}** per person.", ctx, q)
    assert right.hallucination != "hallucinated", right.findings
    wrong = check(f"Yes — but there's {said}, payable by phone on 0161 496 0000 🌌\n\nSaturday sessions can be booked with "
                  f"your voucher if you pay the **£{amount} weekend {word}** per person.", ctx, q)
    assert wrong.hallucination == "hallucinated", wrong.findings


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(["transfer", "booking", "withdrawal", "top-up", "payment"]),
       st.sampled_from(["fee", "charge", "surcharge"]), st.integers(min_value=2, max_value=9))
def test_a_fee_named_after_a_transaction_is_a_fee_stated(noun, fee, amount):
    """ "there's a £5 transfer fee" states a fee (invented here: the context names none), where "on a £50 sale" supposes
    an amount (checker/derive.py ``_TRANSACTION``: the charge named after the noun is no transaction)."""
    ctx = [{"title": "gift-cards.md", "text": "Gift cards are valid for 18 months and can be used for any trek. Unused cards can "
                                              "be transferred to another person by emailing the booking team."}]
    wrong = check(f"You can pass the card on by emailing the booking team — and there's a £{amount} {noun} {fee}.", ctx)
    assert "value" in _critical(wrong), wrong.findings
