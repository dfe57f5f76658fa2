"""Declines and referrals an empty retrieval may say (thirty-fourth session, checker/scaffold.py ``ASK_THEM``: "the best
place to find", a tip for when they are asked, "Rather than guess and risk …", "any charges" asked about; text/abstention.py
"I still don't have …").

    REFERRAL := PARTY ("itself")? "would be the best place to" ("find" | "find out" | "ask" …) WHAT
              | PARTY … "should be able to tell you about" TOPIC ("and any" NOUN)?
              | WHY-LEAD? "I'd suggest checking directly with" PARTY ("— it may help to have" YOUR-THINGS …)?
              | PARTY "should have the details" ("— would you like" OFFER "?")?
    DECLINE  := "I" "still"? "don't have" ("any information about" | "anything on") TOPIC
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check


@settings(deadline=None, max_examples=20)
@given(st.sampled_from(["The Guide unit itself would be the best place to find the current cost and what it covers.",
                        "The cemetery or the organisation that looks after it should be able to tell you about parking and "
                        "any charges.",
                        "Rather than guess and risk giving you the wrong answer, I'd suggest checking directly with the "
                        "arcade — it may help to have your proof of purchase and the number of games you've used to hand "
                        "when you do.",
                        "I'm really sorry — I still don't have any information about parking at Greystone Cemetery, "
                        "including whether it's free on Sundays.",
                        "The centre you're interested in should have the details — would you like help with anything else "
                        "in the meantime?",
                        "I'm sorry, I don't have anything on parking at the cemetery."]))
def test_an_empty_retrieval_may_decline_and_refer(sentence):
    q = ("My mum's memorial bench is at Greystone Cemetery and I bought a 10-game arcade pass. What does membership of the "
         "Guide unit cost at the centre? Is parking free on Sundays? Can I get a refund on the games I haven't used?")
    verdict = check(f"I'm sorry — I don't have any documents about that. {sentence}", [], q)
    assert verdict.hallucination == "clean", verdict.findings


@settings(deadline=None, max_examples=10)
@given(st.sampled_from(["The Guide unit itself would be the best place to find the current cost — it's £35 a term.",
                        "I'd suggest checking directly with the arcade — it may help to bring the £5 voucher they posted you.",
                        "I'd suggest checking directly with the arcade — refunds usually take 5 days.",
                        "I still don't have the price list, but it's usually £4 on Sundays.",
                        "The centre should have the details — they charge £5 for it.",
                        "The centre should have the details — would you like me to draft an email to info@centre.com?"]))
def test_a_referral_that_drafts_a_fact_is_still_one(sentence):
    q = "What does membership of the Guide unit cost? Can I get a refund on the arcade games I haven't used?"
    verdict = check(f"I'm sorry — I don't have any documents about that. {sentence}", [], q)
    assert verdict.hallucination == "hallucinated", verdict.findings


def test_an_explained_refusal_that_says_it_has_nothing_on_the_topic():
    from pathlib import Path

    from groundtest.cases import load_cases
    from groundtest.scoring import score

    case = next(c for c in load_cases(Path(__file__).parents[1] / "fixtures" / "verdict" / "blind33-en-dev.jsonl",
                                      require_response=True) if c.id == "e33b-explained_refusal-08")
    result = next(iter(score([case])))
    assert result.hallucination == "clean", result.findings  # (it abstains: it says what the documents cover, not dogs)


@settings(deadline=None, max_examples=10)
@given(st.sampled_from(["as long as the group can agree on a new date", "as long as everyone can make it",
                        "provided you're all happy with the new date", "as long as you can agree on a new date"]))
def test_a_condition_on_the_users_own_party_is_no_rule(condition):
    ctx = [{"title": "changes.md", "text": "A booking can be moved to another date once, free of charge, if requested at least "
                                           "14 days before the original date."}]
    head = "You could move the booking to another date once, free of charge. That way nobody loses anything, "
    right = check(head + condition + ".", ctx)
    assert right.hallucination != "hallucinated", right.findings
    wrong = check(head + "as long as you pay the £20 admin fee.", ctx)
    assert wrong.hallucination == "hallucinated", wrong.findings


@settings(deadline=None, max_examples=10)
@given(st.sampled_from(["It's a really sensible thing to check before you go.", "That's a good question to ask.",
                        "The auction house will be able to confirm, and you might also want to look at whether your own home "
                        "contents insurance covers items taken out of the house."]))
def test_an_empty_retrieval_may_say_it_is_worth_checking(sentence):
    q = "Will my painting be insured at the valuation day?"
    verdict = check(f"I'm afraid I don't have any information about valuation days or insurance. {sentence}", [], q)
    assert verdict.hallucination == "clean", verdict.findings
    drafted = check("I'm afraid I don't have any information about valuation days. The auction house will be able to confirm, "
                    "and you might also want to look at whether your own insurance covers it — most policies do for £10.", [], q)
    assert drafted.hallucination == "hallucinated", drafted.findings
