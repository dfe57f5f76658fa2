"""Severity by evidence (issue 22 item 7, docs/checker.md): a sentence or clause of new words is critical only
with positive evidence of a fact, named in the finding — a detail the context lacks (a person, a place, a fee,
a day, a channel of a kind the context never names), a condition stated on new words, a scope word the context
does not say of the claim's words, or, asserted about the world, the question's own topic the context lacks.
Advice, remarks on the user's situation, reasoning and restatement are at most moderate."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from groundtest.checker import check
from groundtest.checker.claims import scope_word
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
    assert any(f.rule == "extra_sentence" and named in f.notes for f in v.findings), [f.to_dict() for f in v.findings]


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
