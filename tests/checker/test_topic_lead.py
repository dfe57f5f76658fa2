"""A topic lead before a gap is not an echo (thirty-first session, checker/claims.py ``_TOPIC_LEAD``).

"As for a certificate — the lesson information doesn't mention one": the lead only names the topic the sentence's next
part speaks of, and that part states a gap; the lead's words are the question's, but nothing is claimed of them. The
same lead before an affirmation ("As for a certificate: you receive one at the end") is the question's gap filled with
its own words, the echo it always was (with the question's own word: the echo rule matches words, so "As for
certificates — yes" over a question of "a certificate", or a lead joined by a comma into one claim with its
affirmation, is not caught — known and left).
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

CTX = [{"title": "lessons.md", "text": "The Beginner lesson lasts two hours and costs £30. It covers windlass safety, paddle "
                                       "gear and working a single lock. Participants must be 16 or older."}]
Q = "How much is the beginner lesson, and do I get a certificate at the end?"
ANSWER = "The **Beginner lesson** is **£30** for two hours (you need to be 16 or over)."

LEADS = ["As for", "On", "Regarding", "About", "As to", "When it comes to", "In terms of", "On the question of",
         "As regards", "Concerning"]
TOPICS = ["a certificate", "the certificate", "certificates", "a certificate at the end"]
JOINTS = [" — ", ": ", ", "]
GAPS = ["the lesson information doesn't mention one, so I can't say whether you'd receive one.",
        "there's nothing in the details I have about one.",
        "the documents don't say either way, I'm afraid.",
        "I couldn't find anything on that in the lesson details."]
CLAIMS = ["you receive one at the end.", "yes, you'll get one when you finish.", "everyone gets one on completion."]


@settings(deadline=None, max_examples=60)
@given(st.sampled_from(LEADS), st.sampled_from(TOPICS), st.sampled_from(JOINTS), st.sampled_from(GAPS))
def test_a_lead_before_a_gap_is_no_claim(lead, topic, joint, gap):
    response = f"{ANSWER}\n\n{lead} {topic}{joint}{gap}"
    verdict = check(response, CTX, query=Q)
    assert "echo" not in {f.rule for f in verdict.findings}, response
    assert verdict.hallucination == "clean", (response, verdict.findings)


@settings(deadline=None, max_examples=40)
@given(st.sampled_from(LEADS), st.sampled_from([t for t in TOPICS if "certificates" not in t]), st.sampled_from(JOINTS[:2]),
       st.sampled_from(CLAIMS))
def test_a_lead_before_an_affirmation_is_still_the_questions_gap_filled(lead, topic, joint, claim):
    response = f"{ANSWER}\n\n{lead} {topic}{joint}{claim}"
    assert check(response, CTX, query=Q).hallucination != "clean", response
