"""checks/behaviour.py: what a case expects the response to do."""
from __future__ import annotations

import pytest


def test_a_partial_case_that_answers_the_covered_part_and_names_the_gap_has_answered():
    from groundtest import Case, score

    ctx = [{"title": "m.md", "text": "Mail handling is an add-on for £30 per month."}]
    both = Case(id="p", type="partial", expect="partial", query="Do you offer mail handling and parking?", context=ctx,
                response="Mail handling is an add-on for £30 per month. I couldn't find anything about parking.")
    only_gap = Case(id="q", type="partial", expect="partial", query="Do you offer mail handling and parking?", context=ctx,
                    response="I'm sorry, I couldn't find anything about that in the documents.")
    r_both, r_gap = score([both, only_gap])
    assert (r_both.abstained, r_both.over_refused, r_both.hallucinated) == (False, False, False)
    assert r_gap.abstained and r_gap.over_refused


_CLUB = [{"title": "membership.md", "text": "Country membership is for people living 50 miles or more from the club. "
                                            "It costs £720 a year and is limited to 24 rounds a year. A joining fee of £500 "
                                            "applies to Full members."}]


def _answer_case(response: str, expect: str = "answer"):
    from groundtest import Case, score

    [r] = score([Case(id="c", type="answerable" if expect == "answer" else "unanswerable", expect=expect,
                      query="Am I eligible for Country membership, and how many rounds do I get?", context=_CLUB,
                      response=response)])
    return r


def test_an_answer_that_names_a_side_gap_after_it_has_answered():
    r = _answer_case("Yes — Country membership is for people living 50 miles or more from the club. It costs £720 a year "
                     "and is limited to 24 rounds a year. The documents don't say whether the joining fee applies to "
                     "Country membership.")
    assert (r.abstained, r.over_refused, r.hallucinated) == (False, False, False)


def test_a_decline_that_leads_and_then_restates_the_context_has_withheld_the_answer():
    r = _answer_case("I'm sorry, I can't confirm your eligibility from the documents I have. They say Country membership "
                     "costs £720 a year.")
    assert r.abstained and r.over_refused and not r.hallucinated
    r = _answer_case("Thanks for asking! I don't want to give you an answer that might not be accurate. "
                     "I'd recommend checking with the club directly.")
    assert r.abstained and r.over_refused and not r.hallucinated


def test_where_the_context_does_not_answer_a_restatement_before_the_gap_is_still_an_abstention():
    r = _answer_case("Country membership costs £720 a year and is limited to 24 rounds a year. The documents don't say "
                     "whether there is a waiting list.", expect="abstain")
    assert r.abstained and not r.hallucinated


def test_a_decline_that_leads_and_then_guesses_has_withheld_the_answer_and_hallucinated():
    r = _answer_case("I'm sorry, I can't advise on round limits. Most clubs like this one usually allow around 30 rounds, "
                     "but don't rely on that.")
    assert r.abstained and r.over_refused and r.hallucinated


_FEES = [{"title": "m.md", "text": "Intermediate membership (ages 18 to 29) costs £690 a year. A joining fee of £500 applies "
                                   "to Full members and is waived for Intermediate members."}]


@pytest.mark.parametrize("response", [
    "I'm not sure, but according to the documents, Intermediate membership is £690 a year and the joining fee is waived.",
    "I can't be 100% sure the fees haven't changed, but the documents I have say Intermediate membership costs £690 a year.",
    "I may be wrong, but I believe it's £690 a year according to the documents, and the joining fee is waived.",
    "I couldn't find a separate price list, but the membership document says Intermediate costs £690 a year.",
    "I'd double-check the exact amount with the club, as fees can change, but according to the documents I have: "
    "Intermediate membership costs £690 a year.",
])
def test_a_hedged_answer_that_gives_the_contexts_figures_is_no_refusal(response):
    from groundtest import Case, score

    [r] = score([Case(id="h", type="answerable", expect="answer", query="How much is Intermediate membership?",
                      context=_FEES, response=response)])
    assert not r.over_refused and not r.hallucinated, r.reason()


def test_a_hedge_with_a_guess_after_a_decline_is_still_a_refusal_and_a_hallucination():
    from groundtest import Case, score

    [r] = score([Case(id="h", type="answerable", expect="answer", query="How much is Intermediate membership?",
                      context=_FEES, response="I'm sorry, the documents don't mention Intermediate prices. "
                                              "It's probably around £400 a year.")])
    assert r.over_refused and r.hallucinated, r.reason()
