"""Severity by evidence, the sixth round (blind5-en-dev): classes of false alarm of the non-value rules, each tested
both ways through ``groundtest.check`` — a clean answer that must stay clean of critical findings, and a wrong
neighbour that must still be caught:

- a hedge word that describes the user (their habits asked about, "whether you usually travel together", "how often
  you'd drive"; their own expectation, "cheaper than you think") is no guess of the writer's; a hedge outside that
  clause still marks one;
- a hedged judgement of the context's own figures with an intensifier ("usually far cheaper than cancelling") is an
  opinion (at most uncertain), as "usually cheaper" already was;
- a fixed-date holiday named where the context states its date ("Boxing Day" for 26 December) is the date
  reworded; for another date it is a name the context lacks;
- the organisation named as the doer of what a first-person context says "we" do ("every lock KeyRight fits" for
  "All locks we fit") is the speaker; a second agent is still a name.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check


def _critical(v) -> list[dict]:
    return [f.to_dict() for f in v.findings if f.severity == "critical"]


# ------------------------------------------------------------------ hedges that describe the user
CARDS = [{"title": "cards.md", "text": "The Senior Card costs £30 a year and is personal to the named holder. A Joint Senior "
          "Card (£60 a year) covers two named people aged 60+ travelling together, each getting one third off."}]


@pytest.mark.parametrize("clause", [
    "so it depends whether you usually travel together or separately.",
    "so it comes down to whether you normally make trips as a pair.",
    "so it's worth thinking about how often you travel with your partner.",
    "so tell me how often you'd be travelling together and I can compare.",
    "so the joint card may be cheaper than you think!",
    "so it could work out better than you might expect.",
])
def test_a_hedge_describing_the_user_is_no_guess(clause):
    answer = ("A Joint Senior Card is **£60 a year** for two named people aged 60+ travelling together. "
              f"That's the same as two Senior Cards at £30 each, {clause}")
    v = check(answer, CARDS, query="Can my wife use my Senior Card?")
    assert not any(f.rule == "hedged" and f.severity == "critical" for f in v.findings), _critical(v)


@pytest.mark.parametrize("guess", [
    "Couples usually get an extra 10% off on Saturdays, whether you travel together or not.",
    "It's usually renewed automatically in March, however often you travel.",
    "Cards are probably posted within two weeks, whether you usually travel together or separately.",
])
def test_a_hedged_new_fact_beside_the_users_habit_is_still_a_guess(guess):
    answer = f"A Joint Senior Card is **£60 a year** for two named people aged 60+ travelling together. {guess}"
    v = check(answer, CARDS, query="Can my wife use my Senior Card?")
    assert v.hallucination == "hallucinated", [f.to_dict() for f in v.findings]


# ------------------------------------------------------------------ a hedged judgement with an intensifier
CRUISE = [{"title": "cancellation.md", "text": "Cancellation more than 90 days before departure: loss of deposit. The deposit "
           "is $600 per person. Name changes are permitted up to 30 days before sailing for a fee of $75 per name."}]


@pytest.mark.parametrize("judgement", [
    "That's usually far cheaper than cancelling, which costs at least your deposit.",
    "That's probably much cheaper than cancelling, which costs at least the deposit.",
    "That's generally a lot better than cancelling, which loses the deposit.",
])
def test_a_hedged_comparison_of_the_contexts_figures_is_an_opinion(judgement):
    answer = f"Name changes are allowed up to **30 days before sailing** for **$75 per name**. {judgement}"
    v = check(answer, CRUISE, query="Can I change the name on my booking?")
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("guess", [
    "Name changes are usually far cheaper on Tuesdays, when the office waives the fee.",
    "The fee is usually refunded by the captain at embarkation.",
])
def test_a_hedged_new_fact_with_an_intensifier_is_still_flagged(guess):
    answer = f"Name changes are allowed up to **30 days before sailing** for **$75 per name**. {guess}"
    v = check(answer, CRUISE, query="Can I change the name on my booking?")
    assert v.hallucination == "hallucinated", [f.to_dict() for f in v.findings]


HOURS = "{club} holiday hours: closed on {closed}; open 2pm–10pm on {open_} and 1 January; normal hours on all other days."


# ------------------------------------------------------------------ the speaker, as the doer of what "we" do
LOCKS = [
    {"title": "prices.md", "text": "Anti-snap euro cylinder: £95 fitted. Key cutting: standard keys £6 each."},
    {"title": "guarantee.md", "text": "All locks we fit carry a 12-month guarantee on parts and labour. We accept card and "
     "bank transfer; we always attempt non-destructive entry first."},
]


# ------------------------------------------------------------------ an empty retrieval: advice and invitations, no draft
def _decline(org: str) -> str:
    return f"Thanks for your question! Unfortunately, I don't have any information about {org}'s rules, so I can't tell you."


# ------------------------------------------------------------------ a lead-in's money noun names its list's figures
TICKETS = [{"title": "tickets.md", "text": "Dome shows: adults £12, children aged 4–15 £8. A family ticket (2 adults and 2 "
            "children) is £34."}]


@pytest.mark.parametrize("lead", ["Buying individually at current prices:", "Paying separately at the current prices:",
                                  "Bought one by one, the cost would be:"])
def test_a_lead_in_names_the_figures_of_its_list(lead):
    answer = (f"A **family ticket** is **£34**.\n\n{lead}\n- 2 adults × £12 = £24\n- 2 children × £8 = £16\n- **Total: £40**\n\n"
              "So the family ticket saves you **£6**.")
    v = check(answer, TICKETS, query="How much is a family ticket?")
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("lead", ["Members also get a 10% discount at the café:", "A card surcharge applies at the box office:"])
def test_a_lead_in_with_a_new_figure_or_fee_is_still_checked(lead):
    answer = (f"A **family ticket** is **£34**.\n\n{lead}\n- 2 adults × £12 = £24\n- 2 children × £8 = £16\n- **Total: £40**")
    v = check(answer, TICKETS, query="How much is a family ticket?")
    assert v.hallucination == "hallucinated", [f.to_dict() for f in v.findings]


# ------------------------------------------------------------------ the user's own phone is no channel
REPAIRS = [{"title": "repair-prices.md", "text": "Battery replacement: £59 for all iPhone models, £69 for Samsung models."},
           {"title": "turnaround.md", "text": "Most battery repairs are completed within 1 hour if the part is in stock."}]


@pytest.mark.parametrize("sentence", [
    "So in the best case you'd pay **£59** and walk out with your phone about an hour later.",
    "You can leave your phone with us and it should be ready within the hour.",
    "So your phone could be back in your hands in about an hour.",
])
def test_the_users_handset_is_no_channel(sentence):
    answer = f"A battery replacement for any iPhone is **£59**, usually done within 1 hour if the part is in stock. {sentence}"
    v = check(answer, REPAIRS, query="How much is an iPhone battery, and can it be done while I wait?")
    assert not any(f.rule in ("channel", "extra_sentence") and f.severity == "critical" for f in v.findings), _critical(v)


@pytest.mark.parametrize("sentence", [
    "You can also book the repair by phone.",
    "We'll call your phone when it's ready.",
    "You can book it on your phone through our app.",
])
def test_a_way_of_reaching_them_is_still_a_channel(sentence):
    answer = f"A battery replacement for any iPhone is **£59**, usually done within 1 hour if the part is in stock. {sentence}"
    v = check(answer, REPAIRS, query="How much is an iPhone battery, and can it be done while I wait?")
    assert v.hallucination == "hallucinated", [f.to_dict() for f in v.findings]


# ------------------------------------------------------------------ "both" of the pair the question compares
SEASON = [{"title": "season-tickets.md", "text": "Full season tickets (12 concerts) cost £300 in the stalls and £216 in the "
           "circle. A mini-season of any 6 concerts costs £165 in the stalls and £120 in the circle."}]


@pytest.mark.parametrize("query", [
    "What's the difference in price between stalls and circle for the full season and the mini-season?",
    "Can you compare the stalls and circle prices for the full and mini seasons?",
    "Stalls vs circle: which season ticket is better value?",
])
def test_both_of_the_pair_the_question_compares(query):
    answer = ("Full season: £300 ÷ 12 = **£25** (stalls) or £216 ÷ 12 = **£18** (circle). Mini-season: £165 ÷ 6 = **£27.50** "
              "(stalls) or £120 ÷ 6 = **£20** (circle). So the full season is the better value per concert in both seating areas.")
    v = check(answer, SEASON, query=query)
    assert not any(f.rule == "scope" for f in v.findings), _critical(v)


def test_both_of_a_pair_no_one_compared_is_still_a_scope():
    ctx = [{"title": "exams.md", "text": "Calculators are allowed in Paper 2. Paper 1 is non-calculator."}]
    v = check("Calculators are allowed in both papers.", ctx, query="Can I use a calculator in Paper 2?")
    assert any(f.rule == "scope" for f in v.findings), [f.to_dict() for f in v.findings]


# ------------------------------------------------------------------ the words of an answer's own comparison of figures
def test_comparison_words_of_shown_working_are_not_new_matter():
    answer = ("| Ticket | Price |\n|---|---|\n| Adult | £12 |\n| Child (ages 4–15) | £8 |\n| Family | £34 |\n\n"
              "A child ticket is **£4 cheaper** than an adult (£8 vs £12). 2 adults + 2 children separately would be "
              "£24 + £16 = **£40**, so the family ticket saves **£6**.")
    v = check(answer, TICKETS, query="What's the difference between adult and child prices?")
    assert not any(f.rule == "response_share" and f.severity == "critical" for f in v.findings), _critical(v)


# ------------------------------------------------------------------ the rule applied to the user's case, its figure worked
PUPPY = [{"title": "health.md", "text": "Puppies can have their first groom from 12 weeks old, at least one week after their "
          "second vaccination. Please bring proof of vaccination on your first visit."}]


@pytest.mark.parametrize("days,more", [(5, 2), (3, 4), (6, 1)])
@pytest.mark.parametrize("who", ["she", "he", "your pup"])
def test_a_worked_wait_for_the_users_case_is_no_new_condition(days, more, who):
    q = f"My puppy is 13 weeks old and had her second jab {days} days ago. Can she come in for her first groom?"
    answer = ("Puppies can have their **first groom from 12 weeks old**, at least **one week after their second vaccination**. "
              f"At 13 weeks she meets the age rule, but her second jab was only **{days} days ago** — so {who} needs to wait "
              f"**{more} more days** before reaching the one-week mark. Please bring proof of vaccination.")
    v = check(answer, PUPPY, query=q)
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("tail", [
    "so she needs to wear a muzzle for her first groom.",
    "so she needs to wait 2 more days and bring a vet's letter signed by the practice manager.",
])
def test_a_new_requirement_in_the_conclusion_is_still_a_condition(tail):
    q = "My puppy is 13 weeks old and had her second jab 5 days ago. Can she come in for her first groom?"
    answer = ("Puppies can have their **first groom from 12 weeks old**, at least **one week after their second vaccination**. "
              f"At 13 weeks she meets the age rule, but her second jab was only **5 days ago** — {tail}")
    v = check(answer, PUPPY, query=q)
    assert v.hallucination == "hallucinated", [f.to_dict() for f in v.findings]


@pytest.mark.parametrize("figure", ["5 days", "3 weeks", "two days"])
def test_only_before_the_users_own_figure_is_no_scope_and_before_another_is(figure):
    from groundtest.checker.claims import scope_word
    from groundtest.checker.context import index_context

    text = f"Her second jab was only {figure} ago."
    mine = index_context(PUPPY, query=f"She had her second jab {figure} ago. Can she come in?")
    other = index_context(PUPPY, query="Can she come in for her first groom?")
    assert scope_word(text, mine) is None
    assert scope_word(text, other) == "only"


# ------------------------------------------------------------------ a capitalised connective opening a heading is no name
AUCTION = [{"title": "premium.md", "text": "A buyer's premium of 25% of the hammer price is charged. VAT is charged on the "
            "premium at the standard rate. The Premium bidder scheme costs £50 a year."}]


# ------------------------------------------------------------------ a text message, named by what it is for
GROOM = [{"title": "booking.md", "text": "Appointments can be booked online or by phone. New clients pay a £10 deposit. Cancel "
          "at least 48 hours before the appointment to get the deposit back."}]


@pytest.mark.parametrize("sentence", [
    "To cancel, just reply **CANCEL** to your booking confirmation text.",
    "You'll get a reminder text the day before.",
    "Just reply to the text we send and it's cancelled.",
])
def test_a_text_message_is_a_channel(sentence):
    answer = f"New clients pay a **£10 deposit**. Cancel at least **48 hours before** to get it back. {sentence}"
    v = check(answer, GROOM, query="Will I lose my deposit if I cancel?")
    assert any(f.rule == "channel" for f in v.findings), [f.to_dict() for f in v.findings]


@pytest.mark.parametrize("sentence", [
    "The full text of the booking terms is on the booking page.",
    "That's what the text of the deposit rule says.",
])
def test_the_text_of_a_document_is_no_channel(sentence):
    answer = f"New clients pay a **£10 deposit**. Cancel at least **48 hours before** to get it back. {sentence}"
    v = check(answer, GROOM, query="Will I lose my deposit if I cancel?")
    assert not any(f.rule == "channel" for f in v.findings), _critical(v)


# ------------------------------------------------------------------ "I'd expect …" after a gap: a guess on its topic
ZOO = [{"title": "visitor-rules.md", "text": "Greenfield Zoo visitor rules: no feeding the animals; no balls or frisbees; dogs "
        "are not permitted except assistance dogs."}]
GAP = "I'm sorry, I can't find anything about drones in the information I have, so I can't say whether they're allowed."


@pytest.mark.parametrize("guess", [
    "I'd expect they'd treat it like balls and frisbees and not allow it.",
    "I would imagine it's banned like balls and frisbees.",
    "my guess is they'd treat it like frisbees and refuse it.",
    "chances are it counts as a ball game and isn't permitted.",
])
def test_an_expectation_about_the_gaps_topic_is_a_guess(guess):
    answer = f"{GAP}\n\nThe rules say no balls or frisbees. It's best to ask Greenfield Zoo before bringing a drone — {guess}"
    v = check(answer, ZOO, query="Can I bring my drone to the zoo?")
    assert any(f.rule == "hedged" and f.severity == "critical" for f in v.findings), [f.to_dict() for f in v.findings]


@pytest.mark.parametrize("tail", [
    "I'd expect they can tell you.",          # a hedge on advice to ask them: no guess of a rule
    "I'd imagine the zoo itself will be able to confirm.",
    "they'll be able to tell you.",
])
def test_advice_to_ask_after_a_gap_is_no_guess(tail):
    answer = f"{GAP}\n\nThe rules say no balls or frisbees. It's best to ask Greenfield Zoo before bringing a drone — {tail}"
    v = check(answer, ZOO, query="Can I bring my drone to the zoo?")
    assert not any(f.rule == "hedged" and f.severity == "critical" for f in v.findings), _critical(v)


# ------------------------------------------------------------------ a hedged generalisation on the question's own topic
HEDGE_CTX = [{"title": "season.md", "text": "Oakhill avoids heavy cutting and hedge reduction during bird nesting season, March "
              "to August, unless a pre-work survey confirms no active nests. Light trimming can be done year round. A nesting "
              "survey costs £40."}]
HEDGE_Q = "It's May and I want a big conifer hedge cut right back. Can you do it now?"


@pytest.mark.parametrize("guess", [
    "Conifer hedges are seldom chosen by nesting birds, so the **£40 survey** will very likely come back clear.",
    "Conifers are rarely picked by nesting birds in a big hedge, so the survey is likely to come back clear.",
    "Big conifer hedges probably won't hold nests, so the survey should come back clear.",
])
def test_a_hedged_generalisation_on_the_questions_topic_is_a_guess(guess):
    answer = ("May is inside the **nesting season (March to August)**, so heavy cutting waits unless a **pre-work survey** "
              f"finds no active nests. That survey costs **£40**. {guess}")
    v = check(answer, HEDGE_CTX, query=HEDGE_Q)
    assert v.hallucination == "hallucinated", [f.to_dict() for f in v.findings]


@pytest.mark.parametrize("sentence", [
    "If your conifer hedge is usually trimmed in spring, a light trim now is fine.",
    "You'll probably need the **£40 survey** first, since May is in the nesting season.",
])
def test_a_hedge_on_the_users_case_or_the_contexts_rule_is_no_guess(sentence):
    answer = ("May is inside the **nesting season (March to August)**, so heavy cutting waits unless a **pre-work survey** "
              f"finds no active nests. Light trimming can be done year round. {sentence}")
    v = check(answer, HEDGE_CTX, query=HEDGE_Q)
    assert not any(f.rule == "hedged" and f.severity == "critical" for f in v.findings), _critical(v)


# ------------------------------------------------------------------ the documents as the subject of a gap
KIT = [{"title": "kit-hire.md", "text": "Full kit hire (BCD, regulator, wetsuit, mask, fins, cylinder with air fill) is £35 per "
        "day. Individual items: BCD £12, regulator £12, wetsuit £8, mask and fins £5."}]


@pytest.mark.parametrize("gap", [
    "the item list doesn't show a separate cylinder price",
    "the price list does not give a cylinder price",
    "their hire page doesn't mention a cylinder charge",
])
def test_the_documents_not_saying_is_a_gap_not_a_claim(gap):
    answer = ("Hired item by item without the wetsuit: BCD £12 + regulator £12 + mask and fins £5 = **£29**. One thing to watch: "
              f"the full kit includes the cylinder, and {gap}, so it's worth confirming how the cylinder is charged.")
    v = check(answer, KIT, query="If I bring my own wetsuit, is it cheaper?")
    assert not any(f.rule == "extra_claim" for f in v.findings), _critical(v)


@pytest.mark.parametrize("claim", [
    "the hire terms don't cover damage to the cylinder, which costs £90 to replace",
    "the cylinder isn't included when you hire items individually and costs £15 a day",
])
def test_a_claim_of_what_is_not_covered_is_still_a_claim(claim):
    answer = ("Hired item by item without the wetsuit: BCD £12 + regulator £12 + mask and fins £5 = **£29**. One thing to watch: "
              f"{claim}.")
    v = check(answer, KIT, query="If I bring my own wetsuit, is it cheaper?")
    assert v.hallucination == "hallucinated", [f.to_dict() for f in v.findings]
