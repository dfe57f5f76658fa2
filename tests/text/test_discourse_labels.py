"""A discourse label opening a line ("**In short:** …", "📌 Note: …", "**Heads-up:** …", "TL;DR: …") announces what
follows and states nothing: the sentence starts after it (:data:`groundtest.text._DISCOURSE_LABEL`), so its words are
never "new words" — while what follows it is judged as any claim. A content label ("**Fees:** £5") stays."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import Case, score
from groundtest.text import split_sentences

LABELS = ["In short", "Note", "Quick note", "Please note", "Tip", "Pro tip", "Heads-up", "Heads up", "Bottom line",
          "The bottom line", "Good news", "Important", "Reminder", "TL;DR", "In summary", "Quick answer", "Short answer",
          "Update", "Correction", "Key takeaway", "FYI", "Remember"]
FORMS = ["**{l}:** ", "**{l}**: ", "{l}: ", "📌 **{l}:** ", "- **{l}:** ", "💡 {l}: ", "__{l}:__ "]
CTX = ("Requests are answered within one calendar month of receipt. Complex requests can be extended by up to two "
       "further months, and we will tell you within the first month if so.")


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(LABELS), st.sampled_from(FORMS))
def test_the_label_is_not_part_of_the_sentence(label, form):
    [s] = split_sentences(form.format(l=label) + "expect a reply within a month.")
    assert s.text == "expect a reply within a month."


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Fees", "Deposit", "Opening hours", "Parking"]), st.sampled_from(FORMS))
def test_a_content_label_stays(label, form):
    [s] = split_sentences(form.format(l=label) + "£5 a day.")
    assert label in s.text


def _score(response: str):
    [r] = score([Case(id="d", type="answerable", expect="answer", query="How long will they take to answer my request?",
                      context=[CTX], response=response)])
    return r


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(LABELS), st.sampled_from(FORMS))
def test_a_supported_summary_after_any_label_is_clean(label, form):
    r = _score("They answer within **one calendar month** of receipt, or tell you within that month if they need up to "
               "two more months.\n\n" + form.format(l=label) + "expect a reply within a month.")
    assert not r.hallucinated, r.reason()


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(LABELS), st.sampled_from(FORMS), st.sampled_from(["within 14 days", "within six weeks",
                                                                          "by email from the DPO team"]))
def test_an_invented_detail_after_any_label_is_still_caught(label, form, wrong):
    r = _score("They answer within **one calendar month** of receipt.\n\n" + form.format(l=label)
               + f"expect a reply {wrong}.")
    assert r.hallucinated, r.reason()
