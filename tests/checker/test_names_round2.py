"""Names an answer gives that the context need not hold (round 2 of the name rule's classes): the organisation the
context speaks for as "we", asked about ("ask X whether …"), owning the documents ("the X documents"), framing a
sentence ("At X, …"), and a numbered heading's capitalised first word. Each with its neighbour that is still caught."""
from __future__ import annotations

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


@settings(max_examples=25, deadline=None)
@given(_ORGS, st.sampled_from(["is registered with Bupa and AXA Health", "is registered with AXA Health too",
                               "is not registered with Vitality"]))
def test_the_name_put_where_the_context_says_we_is_the_speaker(org, said):
    """"We are registered with Bupa" → "Align Spine Clinic is registered with Bupa": the answer names the speaker."""
    v = check(f"Here's what the insurance page says.\n\n{org} {said}, but you'll get receipts you can claim with.", WE,
              "Can I claim my treatment on my Vitality insurance?")
    assert not _names(v), v.findings


def test_a_name_as_the_subject_where_the_context_has_no_we_is_still_checked():
    v = check("Align Spine Clinic is registered with Bupa and AXA Health, so you can claim.", THEY, Q)
    assert any(f.rule == "name" for f in v.findings), v.findings


def test_a_second_name_beside_the_speaker_is_still_checked():
    v = check("Align Spine Clinic is registered with Bupa and AXA Health. Align Spine Clinic is registered with "
              "Bupa too, and Dr Morrison will sign your receipts for you.", WE, Q)
    assert any(f.rule == "name" and "Morrison" in f.content for f in v.findings), v.findings


@settings(max_examples=30, deadline=None)
@given(_ORGS, st.sampled_from(["whether", "what", "how", "when", "which", "exactly"]),
       st.sampled_from(["it's worth asking", "you could ask", "I'd suggest contacting"]))
def test_the_organisation_asked_a_question_is_the_speaker(org, wh, lead):
    v = check(f"You'll get receipts to claim with, but as other insurers aren't billed directly, {lead} {org} {wh} "
              "they can help.", THEY, Q)
    assert not _names(v), v.findings


@settings(max_examples=25, deadline=None)
@given(_ORGS, st.sampled_from(["documents", "information", "website", "policy"]))
def test_the_owner_of_the_documents_is_the_speaker(org, noun):
    """"the ClearView documents don't say …": the name owns the source the answer reads."""
    v = check(f"Unfortunately the {org} {noun} don't say whether Vitality is accepted, so I can't tell you for certain. "
              "Receipts are provided that you can claim with.", THEY, Q)
    assert not any(f.rule == "name" for f in v.findings), v.findings


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["House", "Lodge", "Hall", "Court"]))
def test_a_sentence_framed_at_the_place_asked_about_is_the_speaker(kind):
    """"At Willowbank House, visitors are welcome …" where the user asked about "Willowbank"."""
    ctx = [{"title": "visits.md", "text": "Visitors are welcome between 10am and 8pm, except during protected mealtimes."}]
    v = check(f"Thank you for asking!\n\nAt Willowbank {kind}, visitors are welcome between **10am and 8pm**, except "
              "during protected mealtimes.", ctx, "What are the visiting hours at Willowbank?")
    assert not _names(v), v.findings


def test_a_place_after_at_inside_a_sentence_is_still_checked():
    ctx = [{"title": "visits.md", "text": "Visitors are welcome between 10am and 8pm, except during protected mealtimes."}]
    v = check("Happy to help!\n\nVisitors are welcome between 10am and 8pm. You can also park at Westbury Library, "
              "which is free for you.",
              ctx, "What are the visiting hours?")
    assert any(f.rule == "name" and "Westbury" in f.content for f in v.findings), v.findings


PRICES = [{"title": "prices.md", "text": "A bucket of 50 balls costs £5 and a bucket of 100 balls costs £9. Accounts "
                                         "sending more than 50 buckets in a month get 10% off."}]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Step", "Part", "Day", "Option", "Stage"]), st.sampled_from(["1", "2", "3", "B"]),
       st.sampled_from([" – ", " — ", " - ", ": "]), st.sampled_from(["Gross", "Volume", "Payment", "Monthly", "Final"]),
       st.sampled_from(["cost", "discount", "deadline", "total"]))
def test_a_numbered_headings_first_word_is_no_name(label, n, dash, word, noun):
    """"**Step 2 – Volume discount**": the heading's first word after its numbered label is capitalised as a
    sentence's is; a money noun in a heading where the context prices things is the topic of its amounts."""
    v = check(f"Here's the sum 📦\n\n**{label} {n}{dash}{word} {noun}**\n100 balls cost **£9** a bucket.\n\n"
              "**Summary**\nA bucket of 100 balls costs £9.", PRICES, "What's a bucket of 100 balls?")
    assert not [f for f in v.findings if f.severity == "critical"], v.findings


def test_a_name_after_a_numbered_label_is_still_a_name():
    v = check("**Step 2 – Riverside Golf Club**\nA bucket of 100 balls costs £9 there.", PRICES, "What's a bucket of 100 balls?")
    assert any(f.rule == "name" and "Riverside" in f.content for f in v.findings), v.findings


def test_a_name_after_a_dash_in_prose_is_still_a_name():
    v = check("A bucket of 100 balls costs £9 – Westbury Range charges £7 for the same.", PRICES,
              "What's a bucket of 100 balls?")
    assert any(f.rule == "name" and "Westbury" in f.content for f in v.findings), v.findings


def test_a_new_fee_in_a_sentence_is_still_a_detail():
    v = check("A bucket of 100 balls costs £9. There is also a separate booking fee on weekends for all bays.", PRICES,
              "What's a bucket of 100 balls?")
    assert any(f.severity == "critical" for f in v.findings), v.findings
