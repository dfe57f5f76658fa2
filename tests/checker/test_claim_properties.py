"""Invariants of the claim layer (issue 13), as property tests: joining or splitting sentences,
appending a faithful sentence, inserting a hedge, rewording a value and moving a value into a
chunk's title never make the verdict wrong in the directions the method forbids."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import score
from groundtest.checker import check
from groundtest.model import Case

RANK = {"clean": 0, "uncertain": 1, "hallucinated": 2}

CONTEXT = [
    {"title": "membership.md", "text": "Gold members pay $12 a month. Gold members can bring one guest per visit. "
                                       "Guests must sign a waiver at reception."},
    {"title": "classes.md", "text": "Yoga runs on Tuesdays at 7 pm in Studio 1. Spin runs on Thursdays at 6 pm in Studio 2. "
                                    "The induction takes 30 minutes."},
]
#: sentences every word and value of which the context states
SUPPORTED = [
    "Gold members pay $12 a month",
    "Gold members can bring one guest per visit",
    "Guests must sign a waiver at reception",
    "Yoga runs on Tuesdays at 7 pm in Studio 1",
    "Spin runs on Thursdays at 6 pm in Studio 2",
    "The induction takes 30 minutes",
]
#: claims the context does not support: invented values, names, a guess, a widening
UNSUPPORTED = [
    "the joining fee is $45",
    "Pilates runs on Fridays at 8 am in Studio 3",
    "parking costs $4 an hour",
    "you can pay with a contactless card at the kiosk",
    "towel hire is free for guests",
    "the pool usually opens at 5 am",
    "Dr Patel leads the Saturday bootcamp",
]
JOINERS = [". ", "; ", ", and ", " — "]
REFUSALS = ["I couldn't find anything about that in the documents.", "I'm sorry, the documents don't say.",
            "I don't know.", "The membership pages don't mention that."]


def verdict(text: str, context=CONTEXT, query: str | None = None) -> str:
    return check(text, context, query).hallucination


def sentence(s: str) -> str:
    return s[0].upper() + s[1:] + "."


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(SUPPORTED), st.sampled_from(UNSUPPORTED), st.sampled_from(JOINERS))
def test_joining_never_hides_a_critical_claim(good: str, bad: str, joiner: str):
    apart = f"{sentence(good)} {sentence(bad)}"
    assert verdict(apart) == "hallucinated", apart
    joined = good + joiner + (bad[0].upper() + bad[1:] if joiner == ". " else bad) + "."
    assert verdict(joined) == "hallucinated", joined


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(SUPPORTED), st.sampled_from(SUPPORTED), st.sampled_from(JOINERS))
def test_splitting_or_joining_supported_claims_creates_no_finding(a: str, b: str, joiner: str):
    for text in (f"{sentence(a)} {sentence(b)}", a + joiner + (b if joiner != ". " else b) + "."):
        assert verdict(text) != "hallucinated", text


def _abstains(response: str) -> bool:
    [r] = score([Case(id="p", type="unanswerable", expect="abstain", query="Is there a sauna?", context=CONTEXT,
                      response=response)])
    return r.abstained and not r.hallucinated


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(REFUSALS), st.sampled_from(SUPPORTED))
def test_a_faithful_sentence_beside_a_refusal_keeps_it_an_abstention(refusal: str, copy: str):
    assert _abstains(refusal)
    assert _abstains(f"{refusal} {sentence(copy)}"), f"{refusal} {sentence(copy)}"


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(REFUSALS), st.sampled_from(UNSUPPORTED))
def test_a_refusal_that_adds_an_unsupported_claim_does_not_abstain_cleanly(refusal: str, bad: str):
    assert not _abstains(f"{refusal} {sentence(bad)}"), f"{refusal} {sentence(bad)}"


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(SUPPORTED), st.sampled_from(UNSUPPORTED), st.sampled_from(SUPPORTED))
def test_appending_a_faithful_sentence_never_removes_a_finding(good: str, bad: str, copy: str):
    base = f"{sentence(good)} {sentence(bad)}"
    assert RANK[verdict(f"{base} {sentence(copy)}")] >= RANK[verdict(base)]


HEDGES = ["probably", "usually", "typically", "generally", "I believe", "in most cases,"]
GUESSES = ["the pool opens at 5 am", "guests pay $5 each", "the sauna is on the second floor",
           "Pilates runs on Fridays"]


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(SUPPORTED), st.sampled_from(GUESSES), st.sampled_from(HEDGES))
def test_a_hedge_never_makes_an_unsupported_claim_cleaner(good: str, guess: str, hedge: str):
    plain = f"{sentence(good)} {sentence(guess)}"
    hedged_guess = (f"{hedge} {guess}" if not hedge.endswith(",") else f"{hedge} {guess}")
    hedged = f"{sentence(good)} {sentence(hedged_guess)}"
    assert RANK[verdict(hedged)] >= RANK[verdict(plain)] == 2, hedged


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(SUPPORTED), st.sampled_from(["probably", "I believe", "typically"]))
def test_a_hedge_before_supported_content_changes_nothing(good: str, hedge: str):
    assert verdict(sentence(f"{hedge} {good[0].lower() + good[1:]}")) == verdict(sentence(good)) == "clean"


# value forms: (context value, accepted rewordings, a different value)
FORMS = [
    ("The induction takes 30 minutes.", ["The induction takes half an hour.", "The induction takes 0.5 hours.",
                                          "The induction takes thirty minutes."], "The induction takes 45 minutes."),
    ("Items are held for two weeks.", ["Items are held for 14 days.", "Items are held for a fortnight.",
                                        "Items are held for 2 weeks."], "Items are held for 3 weeks."),
    ("Refunds take 7–10 business days.", ["Refunds take 7 to 10 business days.", "Refunds take 7-10 business days.",
                                           "Refunds take between 7 and 10 business days."],
     "Refunds take 7 to 12 business days."),
    ("The deposit is $1,200.", ["The deposit is $1200.", "The deposit is 1,200 dollars.", "The deposit is USD 1,200."],
     "The deposit is $1,500."),
    ("Members can reserve up to a dozen items.", ["Members can reserve up to 12 items.",
                                                   "Members can reserve up to twelve items."],
     "Members can reserve up to 15 items."),
    ("The contract lasts 1 year.", ["The contract lasts 12 months.", "The contract lasts one year."],
     "The contract lasts 18 months."),
    ("Sessions start at noon.", ["Sessions start at 12:00 pm.", "Sessions start at 12 pm."], "Sessions start at 1 pm."),
    ("75% of the fee is refunded.", ["Three-quarters of the fee is refunded.", "75 percent of the fee is refunded."],
     "80% of the fee is refunded."),
]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(FORMS), st.data())
def test_rewording_a_value_never_changes_the_verdict_and_another_value_does(form, data):
    text, rewordings, other = form
    ctx = [{"title": "policy.md", "text": text}]
    reworded = data.draw(st.sampled_from(rewordings))
    assert verdict(text, ctx) == verdict(reworded, ctx) == "clean", reworded
    assert verdict(other, ctx) == "hallucinated", other


TITLED = [
    ("Year 10 English — Room E7", "Ms Okonkwo teaches Year 10 English on Mondays.", "Room E7",
     "Year 10 English is in Room E7."),
    ("Refunds – Gold members", "Refunds are issued within 5 days.", "Gold members",
     "Gold members get refunds within 5 days."),
    ("The 2024 syllabus", "The final exam is worth 60% of the grade.", "2024",
     "In the 2024 syllabus the final exam is worth 60%."),
]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(TITLED))
def test_moving_a_value_from_the_text_into_the_title_never_changes_the_verdict(item):
    title, text, value, response = item
    in_title = [{"title": title, "text": text}]
    in_text = [{"title": "notes.md", "text": f"{text} ({title}.)"}]
    assert verdict(response, in_title) == verdict(response, in_text) == "clean"
    assert verdict(response, [{"title": "notes.md", "text": text}]) != "clean"  # the value has no home without it
