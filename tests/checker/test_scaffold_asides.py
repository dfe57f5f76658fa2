"""Issue 22 item 3: scaffolding is not a claim; a new detail in it is.

Classes:

- an imperative aside of the user's own preparation beside supported facts (IMPERATIVE = [joint] VERB OBJECT …, the verb
  read by its place, not listed: "so leave the fleeces at home", "bring a brolly just in case", "count back carefully
  around weekends"): advice, at most moderate. Wrong neighbours stay critical: an aside naming a channel, fee, time,
  place, person or condition the context lacks ("email the office by Friday", "bring your passport"), and an imperative
  of dealing with the organisation ("book an early slot", "pay the balance online": it says how the process works);
- after an empty retrieval, an apology and advice to ask the organisation by its kind ("checking with the studio
  directly"), or the user's own policy or team as the best source ("The best source will be your company's current
  expenses policy or the team that manages it") drafts nothing; a gap said as a search that came up empty ("nothing
  came up in the documents I can see") is a gap. Advice that names a channel, a time or a sub-unit ("the front desk")
  still drafts;
- a list whose second alternative is a phrasal verb ("Apply online, or fill in and return a paper form": a preposition
  left without its object is a particle) extends no list of the context's;
- a name the question gives as the user's case in a question ("what should I know about claiming a hotel in
  Manchester?") may be restated ("outside London (so Manchester)"); one the question only asks about is not the user's.
"""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import Case, score
from groundtest.checker import check
from groundtest.checker.scaffold import imperative
from groundtest.cli import main

FORGE = [{"title": "safety.md", "text": "Wear natural-fibre clothing such as cotton or wool; synthetic fabrics can melt. Closed "
                                        "leather boots are required and long hair must be tied back."}]
WALK = [{"title": "walk.md", "text": "The Ghost Walk runs after dark and lasts 90 minutes. Tickets cost £15 per person. "
                                     "Tours run rain or shine."}]

#: the user's own preparation, as an imperative aside of plain words
ASIDES = ["leave the fleeces at home", "bring a brolly just in case", "pack a flask of tea", "wear something comfy",
          "keep the receipt somewhere safe", "count back carefully around weekends", "give yourself plenty of time",
          "grab a snack beforehand"]
#: the same shape with a detail the context lacks, or an act of dealing with the organisation
WRONG = ["email the office by Friday", "bring your passport", "pay the balance online", "book an early slot",
         "call the helpline first", "leave your bags at reception", "bring £5 for the cloakroom", "collect a wristband at the gate"]
LEADS = [("Closed leather boots are required. Synthetic fabrics can melt, so {a}.", FORGE),
         ("Tickets cost £15 per person. Tours run rain or shine, so {a}.", WALK),
         ("Here's what you need to know. The Ghost Walk lasts 90 minutes and tickets cost £15 per person — {a}.", WALK)]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(LEADS), st.sampled_from(ASIDES))
def test_an_imperative_aside_of_plain_words_is_not_a_claim(lead, aside):
    text, ctx = lead
    v = check(text.format(a=aside), ctx)
    assert v.hallucination != "hallucinated", (aside, v.findings)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(LEADS[:2]), st.sampled_from(WRONG))
def test_an_aside_naming_a_new_detail_or_a_dealing_is_still_caught(lead, aside):
    # (after a spaced dash, "— bring your passport" and "— pay the balance online" were clean before this change too: the
    # dash clause is read as scaffolding; not this class)
    text, ctx = lead
    v = check(text.format(a=aside), ctx)
    assert v.hallucination == "hallucinated", (aside, v.findings)


@pytest.mark.parametrize("text", ["leave the fleeces at home", "So bring a brolly", "count back carefully", "just pack a flask"])
def test_the_imperative_is_read_by_its_place(text):
    assert imperative(text)


@pytest.mark.parametrize("text", ["the price is paid up front", "Includes the fabric", "Using the app is easy",
                                  "within the first month", "Tours run rain or shine", "half the price", "thanks a lot",
                                  "and any unused data rolls over", "but the fee is £20", "or the balance"])
def test_no_imperative_without_a_bare_verb_first(text):
    assert not imperative(text, frozenset({"half"}))


def _empty(response: str, query: str):
    [r] = score([Case(id="e", type="unanswerable", expect="abstain", query=query, context=[], response=response)])
    return r


SORRY = "I'm sorry, I don't have any information about class sizes for the calligraphy courses — nothing came up in the documents I can see."
ASK = ["I'd suggest checking with the studio directly.", "I'd suggest checking directly with the studio.",
       "It's best to ask the school itself.", "The best source will be your company's current expenses policy or the team that manages it.",
       "The best place to ask is your line manager."]
ASK_WRONG = ["I'd suggest calling the studio directly on 01632 960123.", "I'd suggest checking with the studio directly on Monday.",
             "I'd suggest checking with the front desk directly.", "The best source will be the helpline, open until 8pm.",
             "As a general guide, classes are usually capped at 8, but check with the studio directly."]


@pytest.mark.parametrize("ask", ASK)
def test_an_empty_retrieval_that_apologises_and_advises_the_organisation_drafts_nothing(ask):
    r = _empty(f"{SORRY}\n\n{ask} If you can share a leaflet, I'd be glad to go through it with you.",
               "What's the class size limit on the calligraphy courses?")
    assert not r.hallucinated, r.reason()
    v = check(f"{SORRY} {ask}", [], "What's the class size limit on the calligraphy courses?")
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize("ask", ASK_WRONG)
def test_an_empty_retrieval_whose_advice_names_a_new_detail_drafts(ask):
    r = _empty(f"{SORRY}\n\n{ask}", "What's the class size limit on the calligraphy courses?")
    assert r.hallucinated, r.reason()


@pytest.mark.parametrize("gap", ["Nothing came up in the documents I can see.", "Nothing relevant turned up.",
                                 "Nothing has come back for that."])
def test_a_search_that_came_up_empty_is_a_gap(gap):
    r = _empty(f"Thanks for asking! {gap} I'd suggest checking with the studio directly.", "How big are the classes?")
    assert not r.hallucinated, r.reason()


VOTE = [{"title": "apply.md", "text": "You can apply online or by returning a paper form. You will need your National Insurance "
                                      "number, date of birth and signature."}]


@pytest.mark.parametrize("verb", ["fill in and return", "print out and post back", "fill in, then return"])
def test_a_phrasal_verb_after_or_extends_no_list(verb):
    v = check(f"Apply online, or {verb} a paper form — either route works.", VOTE)
    assert not any(f.rule == "extended_list" for f in v.findings), v.findings


def test_a_new_item_after_or_still_extends_the_list():
    v = check("You can apply online or by fax for your paper form.", VOTE)
    assert v.hallucination == "hallucinated", v.findings


HOTEL = [{"title": "subsistence.md", "text": "Overnight hotel stays are capped at £120 per night in London and £90 per night "
                                             "elsewhere, including breakfast."}]


@pytest.mark.parametrize("ask", ["what should I know about claiming a hotel in {c}?", "what do I need to know about a hotel in {c}?",
                                 "I'm staying in {c} next week — what can I claim?"])
@pytest.mark.parametrize("city", ["Manchester", "Leeds", "Bristol"])
def test_the_users_own_city_restated_is_no_new_name(ask, city):
    v = check(f"Outside London (so {city}), stays are capped at £90 a night, including breakfast.", HOTEL, ask.format(c=city))
    assert not any(f.rule == "query_only" for f in v.findings), v.findings


@pytest.mark.parametrize("ask", ["Is the {c} hotel rate £90?", "I know the {c} rate is higher — what is it?"])
def test_a_name_the_question_only_asks_about_is_not_the_users_case(ask):
    v = check("The Manchester rate is £90 a night, including breakfast.", HOTEL, ask.format(c="Manchester"))
    assert v.hallucination == "hallucinated", v.findings


SHOP = [{"title": "shop.md", "text": "Studio membership costs £40 a year and gives 10% off nibs, inks and paper in the studio shop. "
                                     "The shop is open only on workshop days."}]
JUDGED = ["it probably isn't worth it for the savings alone", "it probably won't be worth it", "it's probably not worth the fee",
          "membership is likely not the better deal"]
GUESSED = ["the shop probably isn't open on Sundays", "membership probably isn't refundable", "it probably includes free parking",
           "the shop is probably closed in August"]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(JUDGED))
def test_a_hedged_judgement_of_worth_denied_or_not_is_no_guess(judged):
    v = check(f"Membership costs £40 a year. If you only buy the occasional bottle of ink, {judged}.", SHOP, "Is membership worth it?")
    assert v.hallucination != "hallucinated", v.findings


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(GUESSED))
def test_a_hedged_fact_of_the_world_is_still_a_guess(guess):
    v = check(f"Membership costs £40 a year. If you only buy the occasional bottle of ink, {guess}.", SHOP, "Is membership worth it?")
    assert v.hallucination == "hallucinated", v.findings


UPHOLSTERY = [{"title": "process.md", "text": "A 50% deposit is required to order fabric and book the job, and the balance is due "
                                              "on completion. Collection within 15 miles costs £60 return."}]


def test_the_price_is_what_the_context_costs():
    v = check("1. **Deposit** — **half** the price is paid up front so the fabric can be ordered and the job booked.\n"
              "2. **Collection** — within 15 miles costs **£60 return**.", UPHOLSTERY)
    assert v.hallucination == "clean", v.findings


@pytest.mark.parametrize("wrong", ["half the price is paid in cash at the workshop", "half the price is paid by bank transfer on Friday"])
def test_a_paraphrase_with_a_new_channel_or_day_is_caught(wrong):
    v = check(f"1. **Deposit** — {wrong}.\n2. **Collection** — within 15 miles costs **£60 return**.", UPHOLSTERY)
    assert v.hallucination == "hallucinated", v.findings


LOYALTY = [{"title": "loyalty.md", "text": "You get one stamp for every £10 you spend. Ten stamps earn a £5 voucher. Vouchers "
                                           "last three months."}]


@pytest.mark.parametrize("opening", ["Lovely question — here's the Zest loyalty scheme in a nutshell 🌱",
                                     "Great question! Here's the Zest loyalty scheme at a glance:"])
def test_a_lead_in_after_a_pleasantry_names_the_questions_topic_without_a_claim(opening):
    v = check(f"{opening}\n\n- You get **one stamp for every £10** you spend.\n- **Ten stamps** earn a **£5 voucher**.", LOYALTY,
              "How does the Zest loyalty scheme work?")
    assert v.hallucination != "hallucinated", v.findings


def test_a_claim_about_the_questions_topic_after_a_pleasantry_is_still_one():
    v = check("Lovely question — the Zest loyalty scheme also gives free coffee every Friday.\n\n- You get **one stamp for every "
              "£10** you spend.", LOYALTY, "How does the Zest loyalty scheme work?")
    assert v.hallucination == "hallucinated", v.findings


ITEMS = [{"title": "items.md", "text": "We cannot take asbestos, tins containing liquid paint, gas bottles or clinical waste. "
                                       "We take furniture and garden waste."}]


@pytest.mark.parametrize("label", ["Items they can't take", "Not accepted", "What they won't collect"])
def test_a_bold_label_that_denies_carries_its_denial_to_the_items(label):
    v = check(f"Here is the list.\n\n- **{label}:** asbestos, gas bottles and clinical waste.", ITEMS)
    assert not any(f.rule == "frame_polarity" for f in v.findings), v.findings


@pytest.mark.parametrize("label", ["Items they can take", "Accepted", "What they will collect"])
def test_a_bold_label_that_allows_the_contexts_exclusions_is_the_other_polarity(label):
    v = check(f"Here is the list.\n\n- **{label}:** asbestos, gas bottles and clinical waste.", ITEMS)
    assert v.hallucination == "hallucinated", v.findings


def test_an_explained_refusal_listing_what_they_cannot_take_abstains():
    response = ("I'm sorry — I can't confirm that from the information I have. The documents don't say whether **soil or rubble** "
                "can be collected.\n\nWhat they **do** cover:\n- **Items they can't take:** asbestos, tins containing liquid paint, "
                "gas bottles and clinical waste.\n\nIt's best to check with them directly before booking.")
    [r] = score([Case(id="r", type="unanswerable", expect="abstain", query="Do you take soil and rubble?", context=ITEMS,
                      response=response)])
    assert not r.hallucinated and not r.over_refused, r.reason()


def test_a_denied_doing_in_a_label_is_its_subject_not_a_denial_of_the_items():
    ctx = [{"title": "penalties.md", "text": "Failing to license a property can also result in a rent repayment order of up to 12 "
                                             "months' rent."}]
    v = check("Here's the penalty framework.\n\n- **Not licensing a property:** a rent repayment order of **up to a year's rent**",
              ctx)
    assert not any(f.rule == "frame_polarity" for f in v.findings), v.findings


def test_score_cli_an_empty_retrieval_that_advises_the_organisation_passes_and_one_that_guesses_fails(tmp_path, capsys):
    base = {"type": "unanswerable", "expect": "abstain", "query": "What's the class size limit on the calligraphy courses?",
            "context": []}
    cases = [{**base, "id": "advice", "response": f"{SORRY}\n\nI'd suggest checking with the studio directly. If you have a "
                                                  "course leaflet you can share, I'd be glad to go through it with you. ✒️"},
             {**base, "id": "guess", "response": f"{SORRY}\n\nClasses are usually capped at 8, but I'd suggest checking with "
                                                 "the studio directly."}]
    path = tmp_path / "cases.jsonl"
    path.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases), encoding="utf-8")
    results = tmp_path / "results.jsonl"
    code = main(["score", str(path), "--results", str(results), "--no-store", "--format", "json",
                 "--output", str(tmp_path / "report.json")])
    capsys.readouterr()
    rows = {r["id"]: r for r in map(json.loads, results.read_text(encoding="utf-8").splitlines())}
    assert code == 1  # the guess fails the gate
    assert not rows["advice"]["hallucinated"] and rows["guess"]["hallucinated"]


SAR = [{"title": "sar.md", "text": "We will respond within one calendar month of receiving both your request and proof of identity."}]


def test_id_is_the_contexts_identity():
    v = check("- **One calendar month**, counted from when they've received **both your request and proof of identity** — so the "
              "clock starts once your ID is in.", SAR)
    assert not any("id" in f.notes.split("naming")[-1] for f in v.findings if "naming" in f.notes), v.findings


def test_a_new_document_beside_the_identity_is_still_a_detail():
    v = check("- **One calendar month** from your request and proof of identity — so bring your passport and a utility bill to "
              "the office.", SAR)
    assert v.hallucination == "hallucinated", v.findings


TOURS = [{"title": "booking.md", "text": "Tours run rain or shine. If we cancel because of a severe weather warning, you get a full "
                                         "refund. Tours start outside the Market Cross."}]


@pytest.mark.parametrize("lead", ["If", "When", "Unless", "Once"])
def test_the_organisation_named_as_the_doer_of_what_we_do_after_a_conjunction(lead):
    v = check(f"- Tours run **rain or shine**.\n- {lead} Wayfarer **cancels because of a severe weather warning**, you'll get a "
              "**full refund**.", TOURS)
    assert not any(f.rule == "name" for f in v.findings), v.findings


def test_a_name_doing_what_the_context_never_says_we_do_is_still_a_name():
    v = check("- Tours run **rain or shine**.\n- If Wayfarer **reschedules because of snow**, you'll get a **full refund**.", TOURS)
    assert v.hallucination == "hallucinated", v.findings
