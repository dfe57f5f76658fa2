"""Names an answer gives that the context need not hold (round 2 of the name rule's classes): the organisation the
context speaks for as "we", asked about ("ask X whether …"), owning the documents ("the X documents"), framing a
sentence ("At X, …"), and a numbered heading's capitalised first word. Each with its neighbour that is still caught."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check

WE = [{"title": "insurance.md", "text": "We are registered with Bupa and AXA Health. We do not bill other insurers directly, "
                                        "but we provide receipts you can claim with. Please give 24 hours' notice to cancel."}]
THEY = [{"title": "insurance.md", "text": "The practice is registered with Bupa and AXA Health. It does not bill other insurers "
                                          "directly, but receipts are provided that you can claim with. Please give 24 hours' "
                                          "notice to cancel."}]
Q = "Can I claim on my insurance?"

_ORGS = st.sampled_from(["Align Spine Clinic", "Lace & Lily", "ClearView", "Fairway Flight", "Northgate Physio",
                         "Brightwater Dental", "Oakfield"])


def _names(v):
    return [f for f in v.findings if f.rule in ("name", "query_only") and f.severity == "critical"]


PRICES = [{"title": "prices.md", "text": "A bucket of 50 balls costs £5 and a bucket of 100 balls costs £9. Accounts "
                                         "sending more than 50 buckets in a month get 10% off."}]


def test_a_new_fee_in_a_sentence_is_still_a_detail():
    v = check("A bucket of 100 balls costs £9. There is also a separate booking fee on weekends for all bays.", PRICES,
              "What's a bucket of 100 balls?")
    assert any(f.severity == "critical" for f in v.findings), v.findings


# ------------------------------------------------------------------ the question's own words, measured or named
SAIL = [{"title": "safety.md", "text": "Sailing is not permitted when the wind exceeds 25 knots. Safety boat cover is provided "
                                       "on Sunday mornings from May to September. Vulnerable members are prioritised."}]


CATS = [{"title": "rates.md", "text": "Deluxe chalets cost £21 per night for one cat. Standard chalets cost £16 per night."}]


# ------------------------------------------------------------------ advice's own words; scope idioms
SHOP = [{"title": "ordering.md", "text": "Made-to-order gowns take 16 to 20 weeks to arrive. A 50% deposit is due when you "
                                         "order. Rush orders carry a £150 fee. You can cancel within 14 days for a full "
                                         "refund."}]
QS = "My wedding is in 14 weeks. Can I order a gown from the boutique, and can I cancel?"


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["It's best to ask", "It's worth checking with", "I'd suggest contacting"]),
       st.sampled_from(["studio", "boutique", "shop", "atelier"]),
       st.sampled_from(["", " before booking an appointment", " before placing an order"]))
def test_advice_to_ask_the_organisation_names_no_new_place_or_time(lead, kind, when):
    v = check(f"Made-to-order gowns take 16 to 20 weeks to arrive, and a 50% deposit is due when you order. "
              f"{lead} the {kind}{when}.", SHOP, QS)
    assert not [f for f in v.findings if f.severity == "critical"], v.findings


def test_advice_that_brings_a_new_fee_is_still_a_detail():
    v = check("Made-to-order gowns take 16 to 20 weeks to arrive. It's best to ask the studio, as there is a separate "
              "consultation fee before booking.", [{"title": "o.md", "text": "Made-to-order gowns take 16 to 20 weeks "
                                                                              "to arrive."}], QS)
    assert any(f.severity == "critical" for f in v.findings), v.findings


@pytest.mark.parametrize("response", [
    "Gowns take 16 to 20 weeks, so it's worth asking whether they can meet your date at all.",
    "Made-to-order gowns take 16 to 20 weeks. Within 14 days of ordering, you can cancel and get all your money back.",
])
def test_scope_idioms_widen_nothing(response):
    v = check(response, SHOP, QS)
    assert not any(f.rule in ("scope", "extra_sentence") and f.severity == "critical" for f in v.findings), v.findings


def test_a_real_widening_beside_the_idioms_is_still_caught():
    v = check("Made-to-order gowns take 16 to 20 weeks. All rush orders are delivered free to every venue in the county.",
              SHOP, QS)
    assert v.hallucination == "hallucinated", v.findings


CHESS = [{"title": "league.md", "text": "League matches are played at a time control of 75 minutes per player plus 15 "
                                        "seconds per move. The day runs: practice, breakfast, yoga. Sessions cost £20."}]


@pytest.mark.parametrize("response", [
    "Each player has 75 minutes. With both clocks added together, that's two and a half hours before increments.",
    "The day runs practice → breakfast → free time → yoga.",
])
def test_a_sum_of_both_or_free_time_is_no_scope(response):
    v = check(response, CHESS, "How long is a league match?")
    assert not any(f.rule == "scope" for f in v.findings), v.findings


def test_a_free_thing_beside_free_time_is_still_caught():
    v = check("The day runs practice → breakfast → free time → yoga, with a free massage for every player.", CHESS,
              "How long is a league match?")
    assert any(f.rule == "scope" for f in v.findings), v.findings


# ------------------------------------------------------------------ a channel named as a verb; a sentence's frame
@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("is emailed", "by email"), ("is emailed", "in an email"), ("will be texted", "by text message"),
                        ("is phoned through", "by phone")]))
def test_a_channel_the_context_names_as_a_verb_is_its_own(pair):
    said, channel = pair
    ctx = [{"title": "a.md", "text": f"Your written report {said} within 5 working days. The visit costs £120."}]
    v = check(f"The visit costs £120. Within five working days you'll get a written report {channel}.", ctx,
              "What happens after the visit?")
    assert not any(f.rule == "channel" for f in v.findings), v.findings


def test_a_channel_the_context_never_names_is_still_caught():
    ctx = [{"title": "a.md", "text": "Your written report is posted within 5 working days. The visit costs £120."}]
    v = check("The visit costs £120. You'll get the written report through the app.", ctx, "What happens after the visit?")
    assert any(f.rule == "channel" for f in v.findings), v.findings


SALON = [{"title": "patch.md", "text": "A patch test is required 48 hours before any colour service. Patch tests are free."},
         {"title": "prices.md", "text": "Studio Nineteen prices: cut and blow-dry £48; men's cut £26."}]


@pytest.mark.parametrize("frame", ["At Studio Nineteen", "For Studio Nineteen clients", "With Studio Nineteen"])
def test_a_sentences_frame_is_not_the_subject_its_scope_word_is_measured_by(frame):
    v = check(f"Good news! {frame}, patch tests are **free**, so there's nothing to pay.", SALON, "Does the patch test cost £10?")
    assert not any(f.rule == "scope" for f in v.findings), v.findings


def test_a_scope_word_the_context_says_of_nothing_is_still_caught_after_a_frame():
    v = check("Good news! At Studio Nineteen, men's cuts are **free** on Mondays.", SALON, "How much is a men's cut?")
    assert v.hallucination == "hallucinated", v.findings


# ------------------------------------------------------------------ a hedge inside the gap it names
GARDEN = [{"title": "plots.md", "text": "Raised beds cost £15 a year. The waiting list is managed in order of application date."}]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["they **don't say**", "the documents don't mention", "I can't tell you"]),
       st.sampled_from(["usually", "typically", "normally", "generally"]))
def test_a_hedge_inside_the_unknown_named_is_no_guess(unsaid, hedge):
    v = check(f"Raised beds cost £15 a year. However, {unsaid} how long people {hedge} wait on the waiting list.", GARDEN,
              "How much is a raised bed, and how long is the waiting list?")
    assert not any(f.rule == "hedged" for f in v.findings), v.findings


def test_a_hedged_guess_after_the_gap_is_still_caught():
    v = check("Raised beds cost £15 a year. The documents don't say how long the list is, but people usually wait for "
              "a whole growing season before a bed comes up.", GARDEN,
              "How much is a raised bed, and how long is the waiting list?")
    assert any(f.rule == "hedged" and f.severity == "critical" for f in v.findings), v.findings
