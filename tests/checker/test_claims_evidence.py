"""Severity by evidence (issue 22 item 7, docs/checker.md): a sentence or clause of new words is critical only
with positive evidence of a fact, named in the finding — a detail the context lacks (a person, a place, a fee,
a day, a channel of a kind the context never names), a condition stated on new words, a scope word the context
does not say of the claim's words, or, asserted about the world, the question's own topic the context lacks.
Advice, remarks on the user's situation, reasoning and restatement are at most moderate.

Each class is tested both ways through ``groundtest.check`` — a clean answer that must stay clean of critical
findings and a wrong neighbour that must still be caught — and, where the class is a grammar, by property tests:
- a hedge word that describes the user ("whether you usually travel together", "cheaper than you think") is no
  guess of the writer's, and a hedged judgement of the context's own figures with an intensifier is an opinion; a
  hedged new fact, a hedged generalisation on the question's topic or an expectation after a gap is still a guess;
- a gap filled through a contrast ("the documents don't go into detail here, but <a new fact>") states, by the
  response's own word, what the context does not say, while the documents' not saying is a gap, not a claim;
- "free" is the context's only where its phrase says it ("at no extra cost", "no charge"), not by "no" and "cost"
  apart; an offer of a free thing the context prices is a claim;
- the question's thing the context never names, affirmed with an emphatic "do", fills the question's gap;
- the scope words ("only", "both", idioms), channels (the user's own handset, a text message, a channel named as a
  verb), conditions (a worked wait for the user's case, a requirement on the writer), a lead-in's money noun, the
  words of an answer's own comparison, examples and advice's own words."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st, settings

from groundtest.checker import check
from groundtest.checker.claims import scope_word, _context_limit
from groundtest.checker.context import index_context
from groundtest.checker.scaffold import stated_condition

CTX = [{"title": "lanes.md", "text": "Lanes can be booked up to 60 days ahead. Changes are free up to 24 hours before your slot. "
        "Please arrive 15 minutes early; unclaimed lanes are released after 10 minutes. Support line: 0330 555 0100, 8am to 8pm."},
       {"title": "prices.md", "text": "A lane costs £30 per hour at peak times. A 20% discount applies to bookings of 5 or more lanes. "
        "Shoe hire is £2 per person."}]
ANSWER = "A lane costs £30 per hour at peak times, and shoe hire is £2 per person."
QUERY = "My friend says a lane is £25. Can I book one for my son's birthday party on Thursday, and can we bring balloons?"


@pytest.mark.parametrize("extra", [
    "A quick tip: set a reminder a few weeks before the party so you can grab the slot you want.",  # advice
    "Your friend's figure is from an older price list — things have changed a little!",  # the user's own, restated
    "I'm afraid Thursday evenings would be busy — the deadline for changes is a day before.",  # reasoning, the writer's voice
    "Phone support is available on 0330 555 0100.",  # the context's phone line, in another word
    "Good news — that should all work out nicely!",  # a floating "all"
    "So you won't need to keep the whole evening clear.",  # a requirement denied adds no condition
    "Everyone in that lane was a beginner once.",  # a place pointed back to
])
def test_new_words_without_evidence_are_not_critical(extra):
    v = check(f"{ANSWER} {extra}", CTX, query=QUERY)
    assert v.hallucination != "hallucinated", [f.to_dict() for f in v.findings]


@pytest.mark.parametrize(("extra", "named"), [
    ("Don't forget to bring your photo ID — you'll need it to collect your shoes.", "a new detail: id"),
    ("Birthday parties get a complimentary cake from the café team.", "a new detail: complimentary"),
    ("Bowlers keep their points as long as they keep bowling regularly.", "a condition: as long as"),
    ("Every birthday guest receives a souvenir photograph.", "a scope word: every"),
    ("Balloons aren't permitted in the lanes for safety reasons.", "the question's topic"),  # the gap filled, as a rule
])
def test_a_named_detail_stays_critical(extra, named):
    v = check(f"{ANSWER} {extra}", CTX, query=QUERY)
    assert v.hallucination == "hallucinated"
    # (a thing given "complimentary" is read by the scope rule as "free" is: the claim rule names it first)
    assert any(f.rule == "extra_sentence" and named in f.notes or named == "a new detail: complimentary" and f.rule == "scope"
               for f in v.findings), [f.to_dict() for f in v.findings]


def test_the_refund_rule_put_in_the_users_words_is_still_a_rule():
    ctx = [{"title": "returns.md", "text": "Online orders can be returned at any of our stores within 30 days."}]
    v = check("Yes, you can return online orders at any of our stores within 30 days. The refund goes back to your "
              "original payment method rather than as cash.", ctx,
              query="Can I return an online order in store, and will I get a cash refund?")
    assert v.hallucination == "hallucinated"


_IDX = index_context(CTX, QUERY)


@pytest.mark.parametrize(("text", "word"), [
    ("Every birthday guest receives a photograph.", "every"),
    ("Shoes are only sold at weekends.", "only"),
    ("Parties always get the corner lanes.", "always"),
])
def test_scope_word_names_a_widening(text, word):
    assert scope_word(text, _IDX) == word


@pytest.mark.parametrize("text", [
    "That should all work.", "You're all set.",  # floating "all"
    "You'd be £20 better off every three months.", "It's open all day.",  # a frequency, a duration
    "A weekend-only schedule fits.", "A claim-free year counts.",  # a compound's word
    "It's always sensible to follow the signs.",  # inside advice
    "Feel free to ask.",  # a set phrase
    "Shoe hire isn't free.",  # denied
    "Changes are free up to 24 hours before.",  # the context says it of the same words
])
def test_scope_word_is_not_a_widening(text):
    assert scope_word(text, _IDX) is None


_HEADS = ["as long as", "provided", "unless", "you'll need to", "you must", "you have to", "it's required to"]
_DENIALS = ["you won't need to", "there's no need to", "nobody needs to", "you don't have to", "you needn't"]
_TAILS = ["collect the wristband", "show a membership badge", "register the booking online"]


@given(st.sampled_from(_HEADS), st.sampled_from(_TAILS))
def test_a_condition_on_new_words_is_named(head, tail):
    novel = [w for w in tail.split() if w != "the" and w != "a"]
    assert stated_condition(novel, f"Lanes are held {head} {tail}.") is not None


@given(st.sampled_from(_DENIALS), st.sampled_from(_TAILS))
def test_a_requirement_denied_is_no_condition(denial, tail):
    novel = [w for w in tail.split() if w != "the" and w != "a"]
    assert stated_condition(novel, f"So {denial} {tail}.") is None


@given(st.sampled_from(_HEADS))
def test_a_condition_on_the_contexts_words_restates_it(head):
    # only the condition's own and reasoning words are new: "(unless the discount applies)"
    assert stated_condition(["applies"], f"That's £60 in total ({head} the discount applies).") is None


# ---------------------------------------------------------------------------------------- the scope rule
POOL = [{"title": "pool.md", "text": "Swimming lessons cost £8 per child. Lockers need a £1 coin. "
         "Free swim sessions run on Sunday mornings for members."},
        {"title": "cafe.md", "text": "The pool café sells hot drinks and snacks."},
        {"title": "exams.md", "text": "Paper 1 is on Monday. Paper 2 is on Wednesday, and calculators are allowed in Paper 2 only."}]


@pytest.mark.parametrize(("answer", "query"), [
    ("Lessons cost £8 per child, so for both children 2 × £8 = £16.", "I have two kids. What do lessons cost?"),
    ("Lessons cost £8 per child, so that's £16 for both of you.", "What would lessons cost for me and my sister?"),
    ("Lessons cost £8 per child, which covers both children.", "Can my twins both do lessons? What is the price?"),
    ("Here's how both things work. Lessons cost £8 per child.", "What do lessons cost, and where do I find a locker?"),
])
def test_both_of_the_users_pair_is_no_widening(answer, query):
    v = check(answer, POOL, query=query)
    assert not any(f.rule == "scope" for f in v.findings), [f.to_dict() for f in v.findings]


def test_both_of_the_contexts_pair_asked_of_one_is_still_a_widening():
    v = check("Paper 2 is on Wednesday — plus calculators are allowed in both papers.", POOL, query="When is Paper 2?")
    assert v.hallucination == "hallucinated" and any(f.rule == "scope" for f in v.findings)


@pytest.mark.parametrize("answer", [
    "Members can come to the free swim sessions on Sunday mornings.",  # said free beside its thing
    "Lessons cost £8 per child, so they aren't part of the free programme.",  # "the free …": pointed back to
])
def test_the_contexts_free_is_no_widening(answer):
    v = check(answer, POOL, query="Are lessons free?")
    assert not any(f.rule == "scope" for f in v.findings), [f.to_dict() for f in v.findings]


@pytest.mark.parametrize("answer", [
    "Lessons cost £8 per child, and every swimmer gets a free towel.",  # a thing the context never names
    "Lessons cost £8 per child, and the café gives a free hot drink to members.",  # a thing it names, never free
])
def test_a_new_free_thing_is_still_a_widening(answer):
    v = check(answer, POOL, query="What do lessons cost?")
    assert v.hallucination == "hallucinated" and any(f.rule == "scope" for f in v.findings), [f.to_dict() for f in v.findings]


def test_free_said_of_one_kind_is_not_the_free_of_another():
    ctx = [{"title": "perks.md", "text": "Gold members get a 5% birthday voucher."},
           {"title": "post.md", "text": "Courier post costs $7 and arrives next day. Orders over $60 go free by second-class post."}]
    clean = check("Gold members get a 5% birthday voucher, and orders over $60 go by free second-class post.", ctx,
                  query="What do Gold members get?")
    assert not any(f.rule == "scope" for f in clean.findings), [f.to_dict() for f in clean.findings]
    v = check("Gold members get a 5% birthday voucher and free courier post on orders over $60.", ctx, query="What do Gold members get?")
    assert v.hallucination == "hallucinated", [f.to_dict() for f in v.findings]


@pytest.mark.parametrize("extra", [
    "It's always sensible to follow any signs or instructions from the lane staff on the night.",  # advice: their staff
    "The final price depends on which extras you choose.",  # the context prices things: "the price" is one of them
])
def test_advice_and_the_contexts_prices_are_not_new_details(extra):
    v = check(f"{ANSWER} {extra}", CTX, query=QUERY)
    assert v.hallucination != "hallucinated", [f.to_dict() for f in v.findings]


def test_a_new_person_or_a_fee_where_the_context_prices_nothing_stays_critical():
    v = check(f"{ANSWER} The manager can arrange a birthday banner for the lane.", CTX, query=QUERY)
    assert v.hallucination == "hallucinated" and any("a new detail: manager" in f.notes for f in v.findings)
    free = [{"title": "lanes.md", "text": "Lanes can be booked up to 60 days ahead. Bowling shoes are provided with each lane."}]
    answer = "Lanes can be booked up to 60 days ahead, and bowling shoes are provided with each lane."
    for extra in ("A small fee applies when renting extra balls separately.", "The final price depends on which extras you choose."):
        v = check(f"{answer} {extra}", free, query="How far ahead can I book a lane?")
        assert v.hallucination == "hallucinated", [f.to_dict() for f in v.findings]


def test_a_report_of_the_documents_measures_them_not_the_world():
    from groundtest.checker.claims import evidence

    assert evidence(["set", "cap", "periods"], "The documents only set the cap for peak periods.", _IDX) is None
    assert evidence(["members"], "Lanes are only released to members.", _IDX) == "a scope word: only"


def test_a_lead_ins_requirement_is_its_lists():
    from groundtest.checker.claims import evidence

    assert evidence(["meet", "usual", "rules"], "You'll still need to meet the usual party rules:", _IDX) is None
    assert evidence(["meet", "usual", "rules"], "You'll still need to meet the usual party rules.", _IDX) == "a condition: need to"


def test_a_count_of_free_units_is_a_figure_not_a_thing_given():
    ctx = [{"title": "swim.md", "text": "A single swim costs £5.20. A 10-swim card costs £46.80. Sessions last 45 minutes."}]
    clean = check("A 10-swim card costs £46.80 against £5.20 a swim. Saving: £5.20 off over 10 swims — in effect one "
                  "free swim.", ctx, query="Is the 10-swim card worth it?")
    assert clean.hallucination != "hallucinated", [f.to_dict() for f in clean.findings]
    v = check("A 10-swim card costs £46.80, and card holders get 3 free guest passes a month.", ctx, query="Is the card worth it?")
    assert v.hallucination == "hallucinated", [f.to_dict() for f in v.findings]


def test_relative_days_count_from_the_users_now():
    ctx = [{"title": "skips.md", "text": "Skips can be made until 11:59pm on the Monday before your delivery day. "
            "Boxes are delivered on Thursdays."}]
    answer = ("Skips can be made until 11:59pm on the Monday before your delivery day. Your box comes on Thursday, so the "
              "cut-off is tomorrow (Monday) at 11:59pm — and as it's Sunday evening now, you've got about a day left.")
    v = check(answer, ctx, query="It's Sunday evening and my box comes on Thursday. Can I still skip?")
    assert v.hallucination != "hallucinated", [f.to_dict() for f in v.findings]
    v = check("Skips can be made until 11:59pm on the Monday before your delivery day. A courier collects returned "
              "boxes tomorrow morning from the depot.", ctx, query="Can I still skip this week?")
    assert v.hallucination == "hallucinated", [f.to_dict() for f in v.findings]


def test_a_short_answers_detail_is_judged_by_the_same_evidence():
    priced = [{"title": "p.md", "text": "Varifocals start from £149. Thinner lenses add £30 per pair."}]
    plain = [{"title": "p.md", "text": "Varifocals are made to order. Thinner lenses are available."}]
    assert check("Varifocals start from £149. The final price depends on the lenses.", priced,
                 query="How much are varifocals?").hallucination == "uncertain"
    assert check("Varifocals are made to order. The final price depends on the lenses.", plain,
                 query="How much are varifocals?").hallucination == "hallucinated"


@pytest.mark.parametrize(("text", "novel", "named"), [
    ("The final price depends on which extras you choose.", ["final", "price", "depends"], None),  # referred to
    ("Its cost varies with the extras.", ["cost", "varies"], None),
    ("Parties also carry a separate booking fee for each guest.", ["carry", "separate", "fee"], "a new detail: fee"),  # brought in
    ("Members get an extra discount on weekday games.", ["extra", "discount", "weekday"], "a new detail: discount, weekday"),
])
def test_a_money_noun_introduced_is_a_new_fee_one_referred_to_is_the_contexts(text, novel, named):
    from groundtest.checker.claims import evidence

    assert evidence(novel, text, _IDX) == named


def test_a_hedge_on_words_of_sympathy_is_politeness_a_hedge_on_a_fact_a_guess():
    ctx = [{"title": "hire.md", "text": "Drivers must be aged 23 to 75. The older rule allowed drivers from 21."}]
    polite = check("Drivers must be aged 23 to 75. The older rule allowed drivers from 21, which is probably where the "
                   "confusion comes from.", ctx, query="My friend says 21-year-olds can hire. Can I hire at 22?")
    assert not any(f.rule == "hedged" for f in polite.findings), [f.to_dict() for f in polite.findings]
    guess = check("Drivers must be aged 23 to 75, and young drivers probably pay a small surcharge.", ctx,
                  query="Can I hire at 22?")
    assert guess.hallucination == "hallucinated", [f.to_dict() for f in guess.findings]


@given(st.sampled_from(["up to 6 months", "within 10 working days", "at least 2 years", "no later than 5 days",
                        "a maximum of three visits"]))
def test_a_limit_on_new_words_is_a_condition(limit):
    text = f"Unused credit can be carried over to another visit, {limit}."
    found = stated_condition(["unused", "credit", "carried"], text)
    assert found is not None and limit.startswith(found)
    assert stated_condition(["comfortably"], f"So you're comfortably {limit} — that works.") is None  # reasoning words only


def test_an_invented_limit_beside_a_supported_answer_is_critical():
    v = check(f"{ANSWER} Unused games can be carried over to a later visit, up to 60 days.", CTX, query=QUERY)
    assert v.hallucination == "hallucinated" and any("a condition: up to" in f.notes for f in v.findings), \
        [f.to_dict() for f in v.findings]


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


# ------------------------------------------------------------------ a gap filled through a contrast
REMOVALS = [{"title": "removals.md", "text": "Furniture removal costs £30 per item, up to a maximum of 3 items per delivery. "
             "Items must be disassembled and ready near the door. Mattresses must be bagged for hygiene reasons."}]


REMOVALS_Q = "How much do you charge to take away old furniture, and what happens to it afterwards?"


@pytest.mark.parametrize("sentence", [
    "The documents don't go into detail here, but old furniture in good condition is passed on to local charities "
    "and the rest is recycled.",
    "That isn't covered in the information I have, but collected sofas are donated to homeless shelters across the county.",
    "The documents don't say, though unwanted wardrobes get shredded at a licensed waste depot.",
    "There's nothing about this in the documents; however, every collected armchair is resold through partner charity shops.",
])
def test_a_new_fact_after_a_gap_clause_is_critical(sentence):
    response = f"Removal costs **£30 per item**, up to **3 items** per delivery. {sentence}"
    v = check(response, REMOVALS, REMOVALS_Q)
    assert _critical(v), sentence


@pytest.mark.parametrize("sentence", [
    "The documents don't go into detail here, but it's worth asking the removals team what happens to it.",
    "That isn't covered in the information I have, but you could ask them when you book.",
    "I can't advise on what happens afterwards — that's decided by the removals team, so they'd be best to ask.",
    "The documents don't say what happens to it, but items must be disassembled and ready near the door.",
    "The documents don't go into detail here, but I'd be happy to help with anything else.",
])
def test_a_gap_clause_beside_advice_a_reason_or_the_context_stays_clean(sentence):
    response = f"Removal costs **£30 per item**, up to **3 items** per delivery. {sentence}"
    v = check(response, REMOVALS, REMOVALS_Q)
    assert not _critical(v), (sentence, _critical(v))


# ------------------------------------------------------------------ "free" is said as a phrase, not by "no" and "cost" apart
COURIER = [
    {"title": "pricing.md", "text": "Same-day courier prices within Zone 1 start from £9 per delivery; a Zone 1 to Zone 2 "
     "delivery costs £14. Parcels must weigh no more than 15 kg. Waiting time beyond the first 10 minutes is charged at "
     "£1 per minute. Personal customers pay by card when booking."},
    {"title": "accounts.md", "text": "Personal customers pay by card when booking. Business accounts are invoiced monthly for their deliveries."},
]


@pytest.mark.parametrize("claim", [
    "Zone 1 deliveries are free for personal customers.",
    "Your first delivery is free when you pay by card.",
    "Delivery is free for personal customers paying by card.",
    "For personal customers, the first delivery is free.",
    "Business accounts get their first delivery free each month.",
])
def test_free_that_no_context_phrase_says_is_critical(claim):
    response = f"Personal customers pay **by card when booking**, and a Zone 1 to Zone 2 delivery costs **£14**. {claim}"
    v = check(response, COURIER, "How do I pay for a delivery?")
    assert _critical(v), claim


@pytest.mark.parametrize("claim", [
    "The first 10 minutes of waiting are free; after that it's £1 per minute.",
    "Waiting time: the first 10 minutes are free.",
])
def test_the_first_allowance_the_context_charges_beyond_is_free(claim):
    response = (f"Prices within Zone 1 start from **£9** per delivery, and a Zone 1 to Zone 2 delivery costs **£14**. "
                f"Personal customers pay by card when booking. {claim}")
    v = check(response, COURIER, "What does waiting cost?")
    assert not _critical(v), (claim, _critical(v))


def test_the_context_phrase_no_charge_still_makes_free_the_contexts():
    chunks = [{"title": "pricing.md", "text": "Delivery within Zone 1 costs £14 and personal customers pay by card when "
               "booking. Parcel tracking is included at no extra charge."}]
    v = check("Delivery within Zone 1 costs **£14**, and personal customers pay by card when booking, so you'll settle "
              "it up front. As for tracking: parcel tracking is free, so you can follow the delivery.", chunks,
              "What does tracking cost?")
    assert not _critical(v), _critical(v)


# ------------------------------------------------------------------ an offer of a free thing; a compound's "free" is no free
BOXES = [
    {"title": "plans.md", "text": "Plans per week: 2 people, 3 recipes £39.99; 2 people, 4 recipes £49.99. Delivery is free on "
     "every plan. New customers get 50% off their first box."},
    {"title": "menu.md", "text": "There are 25 recipes each week. Add-ons: desserts £4.50 each and a breakfast bundle for "
     "£9.99. Our kitchens handle all 14 major allergens, so we can't guarantee any recipe is allergen-free."},
]


BOXES_ANSWER = "The **2 people, 4 recipes** plan is **£49.99 a week**, and new customers get **50% off their first box**. "


@pytest.mark.parametrize("offer", [
    "Would you like me to add a free dessert to your first box too?",
    "Shall I add a free breakfast bundle to your order?",
    "Would you like me to include a free dessert with every box?",
    "Do you want me to add free desserts for the first month?",
])
def test_an_offer_of_a_free_thing_the_context_prices_is_critical(offer):
    v = check(BOXES_ANSWER + offer, BOXES, "How much is my first box on the 2 people, 4 recipes plan?")
    assert _critical(v), offer


@pytest.mark.parametrize("offer", [
    "Would you like me to add a dessert to your first box too?",
    "Shall I work out the price with a breakfast bundle added?",
    "Would you like me to check which recipes are vegetarian?",
    "Feel free to ask if you'd like me to compare the plans!",
    "Would you like to know more about free delivery?",
])
def test_an_offer_without_a_new_free_thing_stays_clean(offer):
    v = check(BOXES_ANSWER + offer, BOXES, "How much is my first box on the 2 people, 4 recipes plan?")
    assert not _critical(v), (offer, _critical(v))


# ------------------------------------------------------------------ the question's thing affirmed with an emphatic "do"
WINDOWS = [{"title": "installation.md", "text": "Fitting usually takes place four to six weeks after the survey. Most houses "
            "are fitted in one to two days. Old frames are removed and recycled at no extra cost. The survey is free and "
            "takes about an hour. ClearView fits uPVC and aluminium windows and offers secondary glazing."}]


WINDOWS_ANSWER = "Fitting usually takes place **four to six weeks** after the survey, and most houses take **one to two days**. "


@pytest.mark.parametrize("query, claim", [
    ("Do you also fit composite doors?", "ClearView does fit composite doors, quoted during the same survey visit."),
    ("Can you do conservatories?", "They do offer conservatories as part of the same installation."),
    ("Do you sell roof lanterns too?", "ClearView does also sell roof lanterns, fitted by the same team."),
    ("Do you cover the Isle of Wight?", "ClearView does cover the Isle of Wight for installations."),
])
def test_the_questions_thing_affirmed_emphatically_is_critical(query, claim):
    v = check(WINDOWS_ANSWER + claim, WINDOWS, query)
    assert _critical(v), claim


@pytest.mark.parametrize("query, claim", [
    ("Do you also do secondary glazing?", "ClearView does offer secondary glazing as well as new windows."),
    ("Do you fit aluminium windows?", "Yes, ClearView does fit aluminium windows as well as uPVC ones."),
    ("Do you take away my old frames?", "They do take away old frames, and recycle them at no extra cost."),
    ("Do you fit composite doors?", "Do you want me to list what the survey covers instead?"),
])
def test_the_contexts_thing_affirmed_emphatically_stays_clean(query, claim):
    v = check(WINDOWS_ANSWER + claim, WINDOWS, query)
    assert not _critical(v), (claim, _critical(v))


PRICES = [{"title": "prices.md", "text": "A bucket of 50 balls costs £5 and a bucket of 100 balls costs £9. Accounts "
                                         "sending more than 50 buckets in a month get 10% off."}]


def test_a_new_fee_in_a_sentence_is_still_a_detail():
    v = check("A bucket of 100 balls costs £9. There is also a separate booking fee on weekends for all bays.", PRICES,
              "What's a bucket of 100 balls?")
    assert any(f.severity == "critical" for f in v.findings), v.findings


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


# ------------------------------------------------------------------ requirements on the writer, the user's case
HIRE = [{"title": "hire.md", "text": "Bike hire costs £20 a day. A deposit of £50 is taken at collection and refunded on return. "
         "Helmets are included."}]


BASE = "Bike hire costs **£20 a day**, with a **£50 deposit** refunded on return; helmets are included."


@pytest.mark.parametrize("extra", [
    "Before answering, I need to correct my last message — sorry about that.",
    "First, I have to admit my earlier reply mixed things up.",
    "Helmets are included, which is handy if you only have to ride a short way.",
    "That works nicely if you need to travel light.",
])
def test_a_requirement_on_the_writer_or_in_the_users_case_is_no_rule(extra):
    v = check(f"{BASE} {extra}", HIRE, query="How much is bike hire?")
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("extra", [
    "Before collecting, you need to bring a signed waiver form and your passport.",
    "Riders must complete a safety briefing at the depot first.",
])
def test_a_requirement_on_the_user_or_the_world_stays_critical(extra):
    v = check(f"{BASE} {extra}", HIRE, query="How much is bike hire?")
    assert v.hallucination == "hallucinated", _critical(v)


# ------------------------------------------------------------------ a limit the context states
MARKET = [{"title": "eligibility.md", "text": "At least 75% of the goods on your stall must be made by you within 30 miles of "
           "Hartley. Casual pitches can be booked up to 14 days in advance."}]


@pytest.mark.parametrize(("limit", "said"), [
    ("within 30 miles", True), ("within 40 miles", False), ("up to 6 months", False),
    ("at least 75%", True), ("within 10 working days", False),
])
def test_a_limit_is_the_contexts_when_it_says_it_in_the_same_words(limit, said):
    idx = index_context(MARKET, "")
    assert _context_limit(f"So if the goods you made are {limit}, that part may be met.", idx) is said


def test_a_limit_of_another_thing_is_not_the_contexts():
    idx = index_context(MARKET, "")
    assert _context_limit("Casual pitches can be booked up to 14 days ahead.", idx)
    assert not _context_limit("Unsold jars can be returned to the organisers, up to 14 days later.", idx)


def test_the_contexts_limit_restated_is_not_a_new_condition():
    answer = ("At least 75% of the goods on your stall must be made by you within **30 miles** of Hartley. Jam you make "
              "yourself counts as made by you, so if your kitchen is within 30 miles, that part of the rule may well be met.")
    v = check(answer, MARKET, query="Can I sell my jam at Hartley?")
    assert v.hallucination != "hallucinated", _critical(v)


def test_a_new_limit_in_new_words_is_still_a_condition():
    answer = ("At least 75% of the goods on your stall must be made by you within **30 miles** of Hartley. Approved traders "
              "receive their permit paperwork by post, up to 6 months ahead.")
    v = check(answer, MARKET, query="Can I sell my jam at Hartley?")
    assert v.hallucination == "hallucinated", _critical(v)


# ------------------------------------------------------------------ an example supposes
SEATS = [{"title": "licence.md", "text": "A Home licence covers up to 3 devices and costs £59 a year. Extra devices are £15 each."}]


def test_an_examples_things_are_no_detail():
    answer = "A Home licence costs **£59 a year** and covers up to **3 devices** — so, for example, a desktop, a laptop and one more machine."
    v = check(answer, SEATS, query="How many computers can I use it on?")
    assert v.hallucination != "hallucinated", _critical(v)


def test_a_channel_in_an_example_is_still_a_claim():
    answer = "A Home licence costs **£59 a year** and covers up to **3 devices** — for example, you can add them through the app."
    v = check(answer, SEATS, query="How many computers can I use it on?")
    assert v.hallucination == "hallucinated", _critical(v)


# ------------------------------------------------------------------ a lead-in introduces
POST = [{"title": "pedalpost.md", "text": "Deliveries from £9 in Zone 1 and £14 in Zones 1–2. Parcels up to 15 kg. No deliveries "
         "on Sundays."}]


POST_Q = "I run a small florist. Can PedalPost deliver bouquets for my business?"


@pytest.mark.parametrize("lead", [
    "Here's a quick overview of PedalPost for a small business like yours 💐🚲",
    "Here are the basics for a florist's deliveries:",
])
def test_a_lead_in_states_no_fact_of_the_questions_topic(lead):
    answer = f"{lead}\n\n- Deliveries from **£9** in Zone 1 and **£14** in Zones 1–2.\n- Parcels up to **15 kg**."
    v = check(answer, POST, query=POST_Q)
    assert v.hallucination != "hallucinated", _critical(v)


def test_the_questions_topic_asserted_is_still_caught():
    answer = ("- Deliveries from **£9** in Zone 1 and **£14** in Zones 1–2.\n- Parcels up to **15 kg**.\n"
              "- Bouquets travel upright in chilled florist boxes at no extra charge.")
    v = check(answer, POST, query=POST_Q)
    assert v.hallucination == "hallucinated", _critical(v)


# ------------------------------------------------------------------ "only" and "both" that restate
RANGE = [{"title": "prices.md", "text": "A bucket of 50 balls costs £5. Between 7am and 11am on weekdays, buckets are 20% off. "
          "Club hire is £2 per club."}]


_RANGE_IDX = index_context(RANGE, "Can I get the discount on Saturday?")


@given(st.sampled_from(["only applies", "only runs", "is only available", "is available only"]),
       st.sampled_from(["7–11am on weekdays", "on weekdays between 7am and 11am", "between 7am and 11am"]))
@settings(max_examples=30, deadline=None)
def test_only_restricting_to_the_contexts_own_figures_is_no_scope(verb, when):
    assert scope_word(f"The 20% early discount {verb} {when}, so it won't apply on a Saturday.", _RANGE_IDX) is None


@pytest.mark.parametrize("text", [
    "Club hire is only available at weekends.",  # a day the context never ties to club hire
    "Buckets are only sold to members.",
])
def test_only_restricting_to_something_else_is_a_scope(text):
    assert scope_word(text, _RANGE_IDX) == "only"


def test_only_the_user_can_judge_is_no_scope():
    assert scope_word("Whether it's right for you is something only a visit can really tell you.", _RANGE_IDX) is None
    assert scope_word("Only you can decide which suits you.", _RANGE_IDX) is None


def test_both_in_the_answers_lead_in_to_its_working():
    ctx = [{"title": "pitches.md", "text": "A casual pitch costs £35 per market day. A seasonal licence costs £480 for 12 "
            "markets. Electricity is £8 per day."}]
    answer = ("Let's compare both options for **12 Saturdays**, with electricity each time.\n\n- Casual: 12 × £35 = **£420**, "
              "plus 12 × £8 = **£96**.")
    v = check(answer, ctx, query="Is a seasonal licence cheaper than casual pitches for 12 markets?")
    assert not any(f.rule == "scope" for f in v.findings), _critical(v)


def test_both_widening_the_contexts_one_is_still_caught():
    ctx = [{"title": "exams.md", "text": "Calculators are allowed in Paper 2. Paper 1 is a non-calculator paper."}]
    v = check("Paper 1 is non-calculator, plus calculators are allowed in both papers.", ctx,
              query="Can I use a calculator in Paper 2?")
    assert v.hallucination == "hallucinated"


# ------------------------------------------------------------------ "both" of the answer's own pair
ROOMS = [{"title": "booking.md", "text": "Escape rooms hold 2 to 6 players. Prices are per room: £95 for 4–6 players on "
          "weekdays. Large groups can book several rooms at the same start time and race each other."}]


@pytest.mark.parametrize("count", ["you'd need **two rooms**", "that means 2 rooms", "you'd book two separate rooms"])
def test_both_of_the_answers_own_pair_is_counted(count):
    answer = (f"Each room holds **2 to 6 players**, so for 8 of you {count} at **£95** each. You can book both rooms at "
              "the same start time and race each other.")
    v = check(answer, ROOMS, query="There are 8 of us. How would that work?")
    assert not any(f.rule == "scope" for f in v.findings), _critical(v)


def test_both_of_something_else_than_the_answers_pair_is_still_a_scope():
    ctx = [{"title": "exams.md", "text": "Calculators are allowed in Paper 2. Paper 1 is a non-calculator paper. Each paper "
            "lasts 90 minutes."}]
    answer = "You'll sit two exams of 90 minutes each. Paper 1 is non-calculator, plus calculators are allowed in both papers."
    v = check(answer, ctx, query="Can I use a calculator?")
    assert v.hallucination == "hallucinated"


# ------------------------------------------------------------------ an extra clause framing a figure, a reassurance
PASS = [{"title": "pass.md", "text": "A 10-class pass costs £85 and is valid for 4 months from the first class."}]


PASS_Q = "How much is the 10-class pass?"


@pytest.mark.parametrize("clause", [
    "so use it within **4 months**, as anything left after that is lost",  # a figure the context gives, framed
    "a flat price whatever the class → **£85**",
    "so nobody needs to worry about paying per class",  # the user's feelings, reassured
])
def test_an_extra_clause_framing_a_figure_or_reassuring_goes_to_a_person(clause):
    v = check(f"A 10-class pass costs £85 and is valid for 4 months from the first class, {clause}.", PASS, PASS_Q)
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("clause", [
    "and unused classes roll over to the next pass",  # no figure: a rule of the world
    "and unused classes roll over for **6 months**",  # a figure the context lacks: the value rule
    "and leftover classes are refunded at £12 each",
])
def test_an_extra_clause_stating_a_new_rule_or_figure_stays_critical(clause):
    v = check(f"A 10-class pass costs £85 and is valid for 4 months from the first class, {clause}.", PASS, PASS_Q)
    assert v.hallucination == "hallucinated", _critical(v)


# ------------------------------------------------------------------ a hedged judgement, a hedged fact
BALLS = [{"title": "balls.md", "text": "A bucket of 50 balls costs £5 and a bucket of 100 balls costs £9. Club hire is £2 per club."}]


BALLS_Q = "My 10-year-old wants to practise. What would it cost?"


@given(st.sampled_from(["probably", "likely", "usually", "perhaps"]),
       st.sampled_from(["plenty", "enough", "the better option", "fine"]),
       st.sampled_from(["for a young beginner", "for a first session", "to start with"]))
@settings(max_examples=40, deadline=None)
def test_a_hedged_judgement_of_a_supported_fact_goes_to_a_person(hedge, judgement, case):
    v = check(f"A bucket of **50 balls** costs **£5**, which is {hedge} {judgement} {case}.", BALLS, BALLS_Q)
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("guess", [
    "which is probably enough, and juniors usually get a free bucket on Saturdays",  # a guessed fact beside it
    "and the range usually lends junior clubs for nothing",
    "and coaches probably give juniors a discount card",
])
def test_a_hedged_fact_is_still_a_guess(guess):
    v = check(f"A bucket of **50 balls** costs **£5**, {guess}.", BALLS, BALLS_Q)
    assert v.hallucination == "hallucinated", _critical(v)


def test_an_arabic_condition_the_context_lacks_beside_a_supported_answer_is_critical():
    ctx = [{"title": "القطار.md", "text": "سعر تذكرة الدرجة الثانية 95 جنيهًا. الأطفال دون 4 سنوات مجانًا دون مقعد مستقل."}]
    q = "هل مسموح اصطحاب قطة في القطار؟"
    ok = "سعر تذكرة الدرجة الثانية **95 جنيهًا**، والأطفال دون 4 سنوات مجانًا دون مقعد مستقل."
    bad = ok + " مسموح بالحيوانات الأليفة الصغيرة بشرط تكون في قفص مقفول وتفضل معاك طول الرحلة."
    assert check(ok, ctx, query=q).hallucination != "hallucinated"
    v = check(bad, ctx, query=q)
    assert v.hallucination == "hallucinated", [f.to_dict() for f in v.findings]
