"""Names an answer gives that the context need not hold, and the user's own figures (checker/lookups.py ``names``,
the ``name`` and ``query_only`` rules, with the speaker read by checker/claims.py and support.py): the organisation the
context speaks for as "we" (named as the doer of what "we" do, asked about, owning the documents, framing a sentence
"At X, …", by its kind, at the place a context thing is priced), a numbered heading's capitalised first word or a
connective opening a heading, the user's figure or month measured by the rule just stated. Each with its neighbour that
is still caught: a second agent, a name with a new word, the user's figure given to the rule as a fact."""
from __future__ import annotations
import pytest
from groundtest.checker import check
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st


def _critical(v) -> list[dict]:
    return [f.to_dict() for f in v.findings if f.severity == "critical"]


# ------------------------------------------------------------------ the speaker, as the doer of what "we" do
LOCKS = [
    {"title": "prices.md", "text": "Anti-snap euro cylinder: £95 fitted. Key cutting: standard keys £6 each."},
    {"title": "guarantee.md", "text": "All locks we fit carry a 12-month guarantee on parts and labour. We accept card and "
     "bank transfer; we always attempt non-destructive entry first."},
]


@pytest.mark.parametrize("name", ["KeyRight", "Lockwell", "Secure Homes"])
@pytest.mark.parametrize("sentence", [
    "Every lock {name} fits comes with a **12-month guarantee** on parts and labour.",
    "{name} accepts card and bank transfer.",
    "{name} always attempts non-destructive entry first.",
])
def test_the_organisation_doing_what_we_do_is_the_speaker(name, sentence):
    answer = f"An anti-snap cylinder is **£95** fitted, and you can pay by card. {sentence.format(name=name)}"
    v = check(answer, LOCKS, query="How much is an anti-snap cylinder, and is there a guarantee?")
    assert not any(f.rule == "name" for f in v.findings), _critical(v)


def test_a_second_agent_beside_the_speaker_is_still_a_name():
    answer = ("An anti-snap cylinder is **£95** fitted. Every lock KeyRight fits comes with a **12-month guarantee**, "
              "and the work is signed off by Martin Kowalski.")
    v = check(answer, LOCKS, query="How much is an anti-snap cylinder, and is there a guarantee?")
    assert any(f.rule == "name" and "Kowalski" in f.content for f in v.findings), _critical(v)


def test_a_second_name_doing_what_the_context_never_says_we_do_is_still_a_name():
    answer = ("An anti-snap cylinder is **£95** fitted, and you can pay by card. Every lock KeyRight fits has a 12-month "
              "guarantee, and Lockwell installs smart doorbells too.")
    v = check(answer, LOCKS, query="How much is an anti-snap cylinder?")
    assert any(f.rule == "name" and f.content == "Lockwell" for f in v.findings), _critical(v)


# ------------------------------------------------------------------ a capitalised connective opening a heading is no name
AUCTION = [{"title": "premium.md", "text": "A buyer's premium of 25% of the hammer price is charged. VAT is charged on the "
            "premium at the standard rate. The Premium bidder scheme costs £50 a year."}]


@pytest.mark.parametrize("heading", ["**Plus VAT on the premium:**", "**Minus the premium:**", "**Including VAT:**"])
def test_a_connective_opening_a_heading_is_no_name(heading):
    answer = (f"The buyer's premium is **25%** of the hammer price.\n\n{heading} VAT is charged at the standard rate on the "
              "premium, not on the hammer price.")
    v = check(answer, AUCTION, query="What do I owe on a lot?")
    assert not any(f.rule == "name" for f in v.findings), _critical(v)


@pytest.mark.parametrize("sentence", ["The Premium Plus bidder scheme adds free storage.", "You could join Plus Rewards for cashback."])
def test_a_name_with_a_new_word_after_or_without_context_words_is_still_a_name(sentence):
    answer = f"The buyer's premium is **25%** of the hammer price. {sentence}"
    v = check(answer, AUCTION, query="What do I owe on a lot?")
    assert v.hallucination == "hallucinated", [f.to_dict() for f in v.findings]


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


# ------------------------------------------------------------------ the question's own words, measured or named
SAIL = [{"title": "safety.md", "text": "Sailing is not permitted when the wind exceeds 25 knots. Safety boat cover is provided "
                                       "on Sunday mornings from May to September. Vulnerable members are prioritised."}]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["28", "30", "32"]), st.sampled_from(["above that limit", "over the limit", "beyond this maximum",
                                                             "more than the safety limit"]))
def test_the_users_figure_measured_by_the_rule_just_stated_is_no_claim(knots, compared):
    v = check(f"Sailing is not permitted when the wind exceeds 25 knots. A forecast of {knots} knots is {compared}, so "
              "you can't go out.", SAIL, f"The forecast says {knots} knots. Can we go out?")
    assert not any(f.rule == "query_only" for f in v.findings), v.findings


def test_the_users_figure_given_to_the_rule_is_still_the_question_only():
    v = check("Sailing is not permitted when the wind exceeds 28 knots, so you can go out today.", SAIL,
              "The forecast says 28 knots. Can we go out?")
    assert v.hallucination == "hallucinated", v.findings


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["July", "June", "August"]), st.sampled_from(["so", "which means", "so that"]))
def test_the_users_month_measured_by_the_contexts_range_is_no_claim(month, so):
    v = check(f"Safety boat cover is provided on Sunday mornings from May to September, {so} {month} itself isn't "
              "the issue.", SAIL, f"It's a Sunday morning in {month}. Can we go out?")
    assert not any(f.rule == "query_only" for f in v.findings), v.findings


@pytest.mark.parametrize("response", [
    "Safety boat cover is provided on Sunday mornings from May to October.",
    "Safety boat cover is provided on Sunday mornings in October too.",
])
def test_the_users_month_given_to_the_rule_is_still_checked(response):
    v = check(response, SAIL, "It's a Sunday morning in October. Can we go out?")
    assert any(f.rule == "query_only" and "October" in f.content for f in v.findings), v.findings


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["HeatSafe", "Westmere", "Bluewave Club"]), st.sampled_from(["**prioritises**", "prioritises"]))
def test_the_organisation_the_question_names_as_the_doer_of_the_contexts_verb(org, verb):
    v = check(f"Happy to help!\n\nIf anyone in your household is vulnerable, {org} {verb} vulnerable members, so do "
              "mention it.", SAIL, f"When will {org} send a safety boat?")
    assert not any(f.rule in ("name", "query_only") for f in v.findings), v.findings


def test_an_organisation_the_question_does_not_name_as_a_doer_is_still_checked():
    v = check("Happy to help!\n\nIf you are vulnerable, Harbourside Trust prioritises vulnerable members, so mention it.",
              SAIL, "When will the club send a safety boat?")
    assert any(f.rule == "name" and "Harbourside" in f.content for f in v.findings), v.findings


CATS = [{"title": "rates.md", "text": "Deluxe chalets cost £21 per night for one cat. Standard chalets cost £16 per night."}]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["Four nights", "4 nights", "Three nights", "Two weeks"]), st.sampled_from(["**{}**", "### {}"]))
def test_a_heading_opening_with_the_questions_figure_names_the_topic(figure, mark):
    heading = mark.format(f"{figure} in a deluxe chalet")
    v = check(f"Happy to help! 🐱\n\n{heading}\n- Deluxe chalets are **£21 per night** for one cat.", CATS,
              f"What would {figure.lower()} in a deluxe chalet cost for one cat?")
    assert not any(f.rule == "query_only" for f in v.findings), v.findings


def test_the_questions_figure_inside_a_sentence_is_still_checked():
    v = check("Happy to help!\n\nDeluxe chalets are £21 per night, and stays are capped at four nights per cat.", CATS,
              "What would four nights in a deluxe chalet cost for one cat?")
    assert any(f.rule == "query_only" for f in v.findings), v.findings


# ------------------------------------------------------------------ the organisation, where an organisation stands
LESSONS = [{"title": "lessons.md", "text": "PGA lessons: 30 minutes £35, 60 minutes £65. The junior academy runs on Saturdays "
            "from 9 to 10am and costs £8 per session."}]


@pytest.mark.parametrize("name", ["Fairway Flight", "Riverbend Golf", "Oakley Links"])
@pytest.mark.parametrize("verb", ["costs", "charges"])
def test_the_place_a_context_thing_is_priced_is_the_organisation(name, verb):
    answer = (f"Great question! A **60-minute PGA lesson** at {name} {verb} **£65**. A 30-minute lesson is **£35**. "
              "Whatever you choose, enjoy it!")
    v = check(answer, LESSONS, query="How much is a 60-minute lesson?")
    assert v.hallucination != "hallucinated", _critical(v)


def test_a_second_agent_beside_the_organisation_is_still_a_name():
    answer = ("A **60-minute PGA lesson** at Fairway Flight costs **£65**. A 30-minute lesson is **£35**, "
              "and lessons are taught by Martin Kowalski.")
    v = check(answer, LESSONS, query="How much is a 60-minute lesson?")
    assert v.hallucination == "hallucinated"
    assert any(f.rule == "name" and "Kowalski" in f.content for f in v.findings), _critical(v)


def test_a_place_priced_without_a_context_thing_is_still_a_name():
    answer = "A 60-minute PGA lesson is £65. Lessons are held at Harbour Park, by the lake."
    v = check(answer, LESSONS, query="How much is a 60-minute lesson?")
    assert v.hallucination == "hallucinated"


VISITS = [{"title": "visiting.md", "text": "Visitors are welcome between 10am and 8pm, except during protected mealtimes "
           "(12:30–1:30pm and 5–6pm). Laundry is done daily at no extra charge."}]


@pytest.mark.parametrize("close", [
    "Do speak to the staff at Willowbank if you have any questions while she's there.",
    "The team at Willowbank will be glad to help you with anything else.",
])
def test_the_organisations_people_name_it(close):
    answer = f"Willowbank House welcomes visitors from **10am until 8pm**, except at mealtimes (12:30–1:30pm and 5–6pm). {close}"
    v = check(answer, VISITS, query="Can I visit my wife every day?")
    assert v.hallucination != "hallucinated", _critical(v)


def test_advice_to_ask_them_with_no_you_names_the_organisation():
    ctx = [{"title": "booking.md", "text": "Assessments are available Monday to Saturday, 8am to 6pm. You can rebook free of "
            "charge up to 48 hours before the visit; later changes cost £25."}]
    answer = ("GreenNest's booking information covers its availability (Monday to Saturday, 8am to 6pm), but I'd suggest "
              "checking directly with GreenNest about anything else.")
    v = check(answer, ctx, query="When can the assessment be?")
    assert not any(f.rule == "name" for f in v.findings), _critical(v)


# ------------------------------------------------------------------ the organisation by its kind, in a context's own voice
INK = [{"title": "rules.md", "text": "You must be 18 or over and bring photo ID to every appointment. We will not tattoo anyone "
        "who has drunk alcohol in the previous 24 hours."}]


@pytest.mark.parametrize("kind", ["studio", "team"])
def test_the_organisation_by_its_kind_is_the_speaker(kind):
    answer = (f"Bring **photo ID** to every appointment; you must be **18 or over**. Avoid alcohol for **24 hours** "
              f"beforehand — the {kind} won't tattoo anyone who has been drinking in that time.")
    v = check(answer, INK, query="What do I need for my appointment?")
    assert v.hallucination != "hallucinated", _critical(v)


def test_the_organisation_by_its_kind_giving_something_new_is_still_caught():
    answer = ("Bring **photo ID** to every appointment; you must be **18 or over**. The studio also gives every client a "
              "complimentary aftercare balm on the day.")
    v = check(answer, INK, query="What do I need for my appointment?")
    assert v.hallucination == "hallucinated", _critical(v)


def test_score_grades_the_organisation_at_its_place_and_a_second_agent(tmp_path, capsys):
    """Through ``groundtest score`` (the case format): the organisation where it stands passes the gate, a second invented
    agent beside it fails it."""
    import json

    from groundtest.cli import main

    q = "How much is a 60-minute lesson?"
    rows = [{"id": "org", "type": "answerable", "expect": "answer", "query": q, "context": LESSONS,
             "response": "A **60-minute PGA lesson** at Fairway Flight costs **£65**. If you'd like a shorter one, a "
                         "30-minute lesson is **£35**."},
            {"id": "agent", "type": "answerable", "expect": "answer", "query": q, "context": LESSONS,
             "response": "A **60-minute PGA lesson** at Fairway Flight costs **£65**, and lessons are taught by Martin Kowalski."}]
    path = tmp_path / "cases.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    out = tmp_path / "results.jsonl"
    code = main(["score", str(path), "--results", str(out), "--no-store"])
    got = {r["id"]: r["hallucinated"] for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert got == {"org": False, "agent": True}
    assert code == 1
    capsys.readouterr()


# ------------------------------------------------------------------ the speaker put where the context says "us", or
# as the subject of what "we" are, through markdown; the organisation advised to be asked, with its article
NOTICE = [{"title": "dietary-needs.md", "text": "We can adapt most courses for gluten-free diets if you tell us at least "
           "7 days before the class. Please email us your booking reference. We are closed on Mondays."}]
NOTICE_Q = "How much notice do you need for a gluten-free course?"


@settings(max_examples=30, deadline=None)
@given(_ORGS, st.sampled_from([
    "Most courses can be adapted if you tell {org} **a week or more** before your class.",
    "Just tell {org} at least 7 days before the class.",
    "Please email {org} your booking reference.",
    "{org} is **closed on Mondays**, so you will need another day.",
    "Sorry, {org} is closed on Mondays if you were hoping to come then.",
]))
def test_the_name_put_where_the_context_says_us_is_the_speaker(org, sentence):
    v = check("Gluten-free adaptations need **7 days'** notice. " + sentence.format(org=org), NOTICE, NOTICE_Q)
    assert not _names(v), v.findings


@pytest.mark.parametrize("sentence", [
    "Just tell Saltmarsh at least 7 days before the class, and Chef Marco Bellini will adapt it.",  # a second agent
    "You can also phone Saltmarsh Kitchen on the day.",  # a verb the context never gives "us"
])
def test_a_name_where_the_context_has_no_us_for_it_is_still_checked(sentence):
    v = check("Gluten-free adaptations need **7 days'** notice. " + sentence, NOTICE, NOTICE_Q)
    assert _names(v), v.findings


def test_a_name_put_as_us_where_the_context_has_no_we_is_still_checked():
    ctx = [{"title": "dietary-needs.md", "text": "Courses can be adapted for gluten-free diets with 7 days' notice to the "
            "school office."}]
    v = check("Just tell Saltmarsh at least 7 days before the class.", ctx, NOTICE_Q)
    assert _names(v), v.findings


RUN = [{"title": "event-day.md", "text": "The run starts at 10:30am on Sunday 14 July at Riverside Park. Bag drop costs £2."}]


@pytest.mark.parametrize("org", ["Meadow Trust", "Riverside Runners", "Harbour Club"])
@pytest.mark.parametrize("lead", ["it may be worth carrying your own drink or checking with the {org} before the day",
                                  "you could ask the {org} whether there will be any",
                                  "I'd suggest contacting the {org} first"])
def test_the_organisation_advised_to_be_asked_with_its_article_is_the_speaker(org, lead):
    answer = ("The run starts at **10:30am** at Riverside Park.\n\n- The event-day information **doesn't mention water "
              f"stations**, so I can't say.\n- If that's important to you, {lead.format(org=org)}.")
    v = check(answer, RUN, "When does the run start, and are there water stations?")
    assert not _names(v), v.findings


def test_a_second_organisation_beside_the_one_asked_is_still_checked():
    answer = ("The run starts at **10:30am** at Riverside Park. It may be worth checking with the Meadow Trust before the "
              "day, and the Harbour Club hands out free water at the finish.")
    v = check(answer, RUN, "When does the run start, and are there water stations?")
    assert v.hallucination == "hallucinated", v.findings
