"""The runtime guard: unsupported sentences dropped, or the whole answer replaced."""
from __future__ import annotations

import pytest

from groundtest import guard
from groundtest.checker.guard import DEFAULT_REFUSAL

CHUNKS = [{"title": "lending-rules.md", "text": "Members may borrow up to 8 books at a time. The loan period is 21 days. "
           "Late returns cost $0.25 per day."}]


def test_supported_answer_passes_untouched():
    text = "The loan period is 21 days.\n\nLate returns cost $0.25 per day."
    r = guard(text, CHUNKS)
    assert r.response == text and not r.replaced and r.cut == []


def test_unsupported_sentence_is_dropped_and_reported():
    r = guard("The loan period is 21 days. You can renew 3 times online. Late returns cost $0.25 per day.", CHUNKS)
    assert not r.replaced
    assert r.response == "The loan period is 21 days. Late returns cost $0.25 per day."
    assert [c["sentence"] for c in r.cut] == ["You can renew 3 times online."]
    assert r.cut[0]["reason"] == "quantity not found in the context"
    assert r.cut[0]["findings"][0]["content"] == "3 times"


def test_mostly_unsupported_answer_is_replaced():
    r = guard("You can renew 3 times online. Ask Daniel at the desk. The loan period is 21 days.", CHUNKS,
              refusal="Sorry, I can't answer that.")
    assert r.replaced and r.response == "Sorry, I can't answer that."
    assert len(r.cut) == 2


def test_threshold_controls_replacement():
    text = "The loan period is 21 days. You can renew 3 times online."
    assert not guard(text, CHUNKS).replaced  # 1 of 2 sentences: not more than half
    assert guard(text, CHUNKS, max_critical_share=0.4).replaced
    with pytest.raises(ValueError):
        guard(text, CHUNKS, max_critical_share=1.5)


def test_empty_retrieval_is_replaced_by_the_refusal():
    r = guard("Yes, light snacks are allowed in the study rooms.", [])
    assert r.replaced and r.response == DEFAULT_REFUSAL
    assert "empty" in r.cut[0]["reason"]


def test_refusals_pass_through():
    r = guard("I couldn't find that in the documents.", [])
    assert not r.replaced and r.response == "I couldn't find that in the documents."


def test_drop_uncertain_also_drops_unconfirmed_sentences():
    chunks = [{"title": "a", "text": "The committee reviewed the annual budget and approved the renovation plan after "
               "a long discussion about costs, staffing, timelines and the opening of the new reading hall."}]
    # the first sentence is only partly supported, so the second is unconfirmed (moderate), not an extra clause
    text = ("The committee happily reviewed the annual budget and eagerly approved the renovation plan in the end. "
            "Everyone celebrated enthusiastically afterwards with cake.")
    assert guard(text, chunks).response == text
    kept = guard(text, chunks, drop_uncertain=True)
    assert kept.response.startswith("The committee happily reviewed") and "celebrated" not in kept.response


def test_extra_sentence_beside_a_supported_one_is_dropped():
    chunks = [{"title": "a", "text": "The committee reviewed the annual budget and approved the renovation plan after "
               "a long discussion about costs, staffing, timelines and the opening of the new reading hall."}]
    text = ("The committee reviewed the annual budget and approved the renovation plan after a long discussion. "
            "Everyone celebrated enthusiastically afterwards with cake.")
    r = guard(text, chunks)
    assert r.response == "The committee reviewed the annual budget and approved the renovation plan after a long discussion."


def test_guard_is_deterministic():
    text = "The loan period is 21 days. You can renew 3 times online."
    assert guard(text, CHUNKS).to_dict() == guard(text, CHUNKS).to_dict()


def test_only_superseded_sources_keep_an_answer_that_says_it_may_be_out_of_date():
    old = [{"title": "fees-2024.md", "status": "superseded", "text": "The replacement card fee is $5."}]
    hedged = "An older version of the fee list says a replacement card costs $5; this may be out of date."
    r = guard(hedged, old)
    assert (r.response, r.replaced, r.cut) == (hedged, False, [])
    r = guard("A replacement card costs $5.", old)
    assert r.replaced and r.response == DEFAULT_REFUSAL
    assert r.cut[0]["reason"].startswith("only superseded sources were retrieved")


def test_only_the_clause_that_failed_is_cut_when_it_was_attached_to_supported_ones():
    chunks = [{"title": "printing.md", "text": "Black-and-white printing costs $0.10 per page. Colour printing costs "
               "$0.50 per page. Print jobs are released at the self-service kiosk next to the entrance."}]
    text = ("Black-and-white printing is $0.10 per page, and you can pay for it at the self-service kiosk with a "
            "contactless card. Colour is $0.50 per page.")
    r = guard(text, chunks)
    assert not r.replaced
    assert r.response == "Black-and-white printing is $0.10 per page. Colour is $0.50 per page."
    assert r.cut[0]["clause"] == "you can pay for it at the self-service kiosk with a contactless card."
    assert r.cut[0]["findings"][0]["rule"] == "extra_claim"
    # a sentence whose only claim fails goes whole, as before
    r = guard("The loan period is 21 days. You can renew 3 times online.", [{"title": "r", "text": "The loan period is 21 days."}])
    assert r.response == "The loan period is 21 days." and "clause" not in r.cut[0]
