"""Classes of correct chat answers that were graded hallucinated (issue 22 items 1, 2, 3 and 7; the ninth dev sets), each
with the hallucinated neighbours that must still be caught.

- a heading numbered by the answer's layout ("### 3️⃣ Fundraise") is a heading: its number is no figure and its word
  no name (blocks._ENUMERATOR);
- a gap statement that names what it leaves open ("the documents don't say how appointments are held — in person, by
  phone or by video —") claims none of them (claims._GAP_ASIDE, a list joined by "or"); a guess after it still counts;
- advice to ask them names who by their role in the advice ("they'd be the right person to ask", "the company itself
  would be the best place to get an accurate quote": scaffold.ROLE_SLOT) — a channel, a free thing or a time in it is
  still a claim;
- an elliptic offer ("Want help planning assessments for the rest of your team?") is an offer; an offer that names a
  way to reach them the context lacks is a claim (a channel), the user's own device is not;
- sympathy that makes the user's mishap ordinary ("It happens to all of us!") is a pleasantry (scaffold "reassurance");
  a clause that goes on to state a rule is not;
- the user's own things, supposed ("worth considering if you have a hall"), are no detail of the world
  (claims._users_case); the same things offered by the organisation are;
- "both" right after a list of two items counts them back; "both prices" points back to prices stated;
- a requirement inside an indirect question ("whether you'd need to renew it") is asked, not stated;
- an age's number is in years: "aged twelve to fifteen needs a parent" has no unit "needs" (text.matching._AGED);
- "the free zone" points back where the context includes delivery within a distance;
- a rule held above a threshold, said with the other polarity of a case the sentence places below it ("you're under
  the 13-hour threshold, so no second driver is needed"), is the rule applied (frames._other_side);
- a duration pairs with a duration, not with an age: "1 day: €42" under "Child prices" (frames._count_kind).
"""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check, load_cases, score


def _rules(v) -> set[str]:
    return {f.rule for f in v.findings if f.severity == "critical"}


# ---------------------------------------------------------------- numbered headings
CHARITY = [{"title": "charity.md", "text": "Runners pay a £50 registration fee and pledge to raise a minimum of £2,000. "
                                            "At least 50% of the pledge must be raised by 1 February."}]


@given(n=st.integers(1, 9), word=st.sampled_from(["Fundraise", "Register", "Train", "Prepare", "Celebrate"]),
       mark=st.sampled_from(["{n}\ufe0f\u20e3 ", "{n}. ", "{n}) "]))
@settings(max_examples=40, deadline=None)
def test_a_heading_numbered_by_the_layout_is_a_heading(n, word, mark):
    response = (f"Here's what's involved:\n\n### {mark.format(n=n)}{word}\n- Pledge to raise at least **£2,000**.\n"
                "- Half of your pledge must be in by **1 February**.")
    v = check(response, CHARITY, "What do I commit to?")
    assert v.hallucination != "hallucinated", (response, v.findings)


@pytest.mark.parametrize("heading", ["### 3\ufe0f\u20e3 Pay the £75 fee", "### 2. Pay the £75 fee", "**1) Raise £3,000**"])
def test_a_numbered_heading_that_states_something_is_still_read(heading):
    response = f"{heading}\n- Pledge to raise at least **£2,000**."
    v = check(response, CHARITY, "What do I commit to?")
    assert v.hallucination == "hallucinated", (response, v.findings)


# ---------------------------------------------------------------- a gap that lists what it leaves open
REFERRAL = [{"title": "referrals.md", "text": "A management referral with an occupational health nurse costs £95. The "
                                              "report is sent to the employer within 5 working days of the appointment."}]

OPTIONS = st.lists(st.sampled_from(["in person", "by phone", "by video", "by email", "online", "at home", "on site"]),
                   min_size=2, max_size=4, unique=True)


def _listed(opts: list[str]) -> str:
    return ", ".join(opts[:-1]) + " or " + opts[-1]


@given(opts=OPTIONS)
@settings(max_examples=40, deadline=None)
def test_a_gap_names_what_it_leaves_open(opts):
    response = ("- **Nurse referral:** **£95**\n\n**Video appointments:** the documents don't say how appointments are "
                f"held — {_listed(opts)} — so I can't confirm that one.")
    v = check(response, REFERRAL, "What does a nurse referral cost, and can it be done by video?")
    assert v.hallucination != "hallucinated", (response, v.findings)


@given(opts=OPTIONS)
@settings(max_examples=20, deadline=None)
def test_a_guess_after_the_gap_is_still_caught(opts):
    response = ("- **Nurse referral:** **£95**\n\n**Video appointments:** the documents don't say how appointments are "
                f"held — {_listed(opts)} — but most referrals are usually done by video call on Fridays.")
    v = check(response, REFERRAL, "What does a nurse referral cost, and can it be done by video?")
    assert v.hallucination == "hallucinated", (response, v.findings)


def test_an_aside_with_a_verb_is_no_list_of_options():
    from groundtest.checker.claims import gap_aside

    assert gap_aside("in person, by phone or by video")
    assert gap_aside("weekdays, weekends or bank holidays")
    assert not gap_aside("you can call, email or visit")
    assert not gap_aside("it is £5, £6 or £7")


# ---------------------------------------------------------------- ask them, by their role
WORKWELL = [{"title": "services.md", "text": "WorkWell provides pre-employment screening, management referrals and "
                                             "night-worker assessments."},
            {"title": "booking.md", "text": "Services are booked through your WorkWell account manager."}]
Q_FLU = "Do you offer flu vaccinations for our staff?"
LEAD = ("I'm afraid the information I have doesn't mention **flu vaccinations**, so I can't confirm whether they're "
        "offered.\n\nServices are booked through your **WorkWell account manager**, so ")


@given(slot=st.sampled_from(["the right person", "the best person", "the best people", "the right team",
                             "the best place"]),
       verb=st.sampled_from(["to ask about vaccinations", "to check with", "to confirm whether it's offered"]),
       who=st.sampled_from(["they'd be", "they would be", "they're"]))
@settings(max_examples=40, deadline=None)
def test_the_role_slot_of_ask_them_names_no_one_new(slot, verb, who):
    response = LEAD + f"{who} {slot} {verb}. Anything else I can help with?"
    v = check(response, WORKWELL, Q_FLU)
    assert v.hallucination != "hallucinated", (response, v.findings)


@pytest.mark.parametrize("tail", ["to ask on WhatsApp", "to ask about the free vaccinations for all staff",
                                  "to ask — they usually offer them every October"])
def test_ask_them_with_a_detail_of_its_own_is_a_claim(tail):
    response = LEAD + f"they'd be the right person {tail}."
    v = check(response, WORKWELL, Q_FLU)
    assert v.hallucination == "hallucinated", (response, v.findings)


@pytest.mark.parametrize("thing", ["an accurate quote", "a quote", "the exact price", "the details"])
def test_the_best_place_to_get_a_quote_after_an_empty_retrieval_drafts_nothing(thing):
    response = ("I'm sorry — I couldn't find any information about **57-seat coaches** in the documents available to me, "
                "so I can't give you a figure.\n\nIf you can share the relevant price list, I'd be glad to work through it "
                f"with you. Otherwise, the coach company itself would be the best place to get {thing}. 🚌")
    v = check(response, [], "How much does it cost to hire a 57-seat coach?")
    assert v.hallucination != "hallucinated", (response, v.findings)


def test_the_best_place_with_a_channel_after_an_empty_retrieval_drafts():
    response = ("I'm sorry — I couldn't find any information about coaches, so I can't give you a figure. The coach "
                "company's WhatsApp line would be the best place to get an accurate quote.")
    v = check(response, [], "How much does it cost to hire a 57-seat coach?")
    assert v.hallucination == "hallucinated", v.findings


def test_the_explained_refusal_through_score(tmp_path):
    base = {"type": "unanswerable", "expect": "abstain", "query": Q_FLU, "context": WORKWELL}
    good = ("I'm afraid the information I have doesn't mention **flu vaccinations**, so I can't confirm whether they're "
            "offered.\n\nHere's what WorkWell's documents **do** list:\n- Pre-employment screening\n- Management referrals\n"
            "- Night-worker assessments\n\nServices are booked through your **WorkWell account manager**, so they'd be the "
            "right person to ask about vaccinations. Anything else I can help with?")
    bad = good.replace("so they'd be the right person to ask about vaccinations", "and they also run flu clinics every October")
    path = tmp_path / "cases.jsonl"
    path.write_text("\n".join(json.dumps({**base, "id": k, "response": r}) for k, r in (("good", good), ("bad", bad))),
                    encoding="utf-8")
    got = {r.id: r for r in score(load_cases(path, require_response=True))}
    assert not got["good"].hallucinated and got["bad"].hallucinated


# ---------------------------------------------------------------- offers and sympathy
NIGHT = [{"title": "cost.md", "text": "Night-worker assessments cost £45 each. Night workers must be offered an "
                                      "assessment at least once a year. Book by phone."}]


@given(head=st.sampled_from(["Want help", "Want some help", "Fancy a hand", "Need a hand", "Need help"]),
       act=st.sampled_from(["planning assessments for the rest of your team", "working out the total for your team",
                            "booking the rest of your staff in"]))
@settings(max_examples=30, deadline=None)
def test_an_elliptic_offer_is_an_offer(head, act):
    response = f"Each assessment costs **£45**.\n\n{head} {act}?"
    v = check(response, NIGHT, "How much is an assessment?")
    assert v.hallucination != "hallucinated", (response, v.findings)


@pytest.mark.parametrize("offer", ["Want help booking them through the app?", "Would you like me to book them by WhatsApp?",
                                   "Want help booking them by email?"])
def test_an_offer_that_names_a_new_channel_is_a_claim(offer):
    v = check(f"Each assessment costs **£45**. {offer}", NIGHT, "How much is an assessment?")
    assert v.hallucination == "hallucinated", (offer, v.findings)


def test_an_offer_over_the_users_own_device_or_the_contexts_channel_is_an_offer():
    for offer in ("Would you like a reminder list you can save on your phone?", "Want help booking them by phone?"):
        v = check(f"Each assessment costs **£45**. {offer}", NIGHT, "How much is an assessment?")
        assert v.hallucination != "hallucinated", (offer, v.findings)


FEES = [{"title": "retainers.md", "text": "Missed appointments without 24 hours' notice incur a £30 fee. Replacement "
                                          "removable retainers cost £150 per arch."}]


@given(s=st.sampled_from(["It happens to all of us!", "It happens to the best of us!", "That's easily done!",
                          "Don't worry — it happens to everyone!", "We've all been there!", "It's completely normal!"]))
@settings(max_examples=20, deadline=None)
def test_sympathy_that_makes_the_mishap_ordinary_is_no_claim(s):
    response = f"{s} Here's the policy:\n\n- If you miss an appointment **without 24 hours' notice**, there's a **£30 fee**."
    v = check(response, FEES, "What happens if I miss an appointment?")
    assert v.hallucination != "hallucinated", (response, v.findings)


def test_a_clause_that_goes_on_to_state_a_rule_is_no_sympathy():
    from groundtest.checker.scaffold import is_scaffolding

    assert is_scaffolding("It happens to all of us!")
    assert not is_scaffolding("It happens to all members after three missed sessions.")


# ---------------------------------------------------------------- the user's own things, supposed
CASTLES = [{"title": "safety.md", "text": "Castles cannot be used in winds above 24 mph or in rain. Indoor hire needs a "
                                          "ceiling height of at least 3.5 metres. All castles must be supervised by an adult."}]
HEAD = "Castles cannot be used in rain. **Indoor hire** is possible with a ceiling height of at least 3.5 metres — "


@given(judge=st.sampled_from(["worth considering", "worth thinking about", "a good option"]),
       cond=st.sampled_from(["if you have", "if you've got", "when you have"]),
       place=st.sampled_from(["a hall or large room available", "a church hall nearby", "a big garage or barn"]))
@settings(max_examples=30, deadline=None)
def test_the_users_supposed_things_are_no_detail(judge, cond, place):
    v = check(HEAD + f"{judge} {cond} {place}.", CASTLES, "Can the kids use the castle in the rain?")
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize("tail", ["we can also rent you a hall if you have a large group.",
                                  "our staff will set it up in the hall on Saturdays if you have one."])
def test_the_same_things_offered_by_them_are_claims(tail):
    v = check(HEAD + tail, CASTLES, "Can the kids use the castle in the rain?")
    assert v.hallucination == "hallucinated", (tail, v.findings)


# ---------------------------------------------------------------- both, whether, ages, the free zone
BUILDS = [{"title": "builds.md", "text": "Weekender build from £18,500; Explorer build from £32,000."},
          {"title": "payments.md", "text": "A 20% deposit reserves your build slot."}]


def test_both_after_a_list_of_two_counts_them_back():
    response = ("So the **20% deposit** would be:\n- **Explorer:** 20% of £32,000 = **£6,400**\n- **Weekender:** 20% of "
                "£18,500 = **£3,700**\n\nSince both prices are \"from\" figures, the final deposit depends on your spec.")
    v = check(response, BUILDS, "As the Explorer build is £18,500, what's the 20% deposit?")
    assert v.hallucination != "hallucinated", v.findings


def test_both_widened_to_a_thing_the_context_does_not_say_is_still_caught():
    response = ("So the **20% deposit** would be:\n- **Explorer:** 20% of £32,000 = **£6,400**\n- **Weekender:** 20% of "
                "£18,500 = **£3,700**\n\nBoth builds include free solar panels.")
    v = check(response, BUILDS, "What's the 20% deposit?")
    assert v.hallucination == "hallucinated", v.findings


def test_a_requirement_asked_about_is_not_stated():
    ctx = [{"title": "plot.md", "text": "The exclusive right of burial lasts 75 years and can be renewed. A full grave plot "
                                        "costs £1,450."}]
    good = ("The right of burial actually lasts **75 years**, not 50. It **can be renewed**.\n\nWhether you'd need to renew it "
            "during your lifetime depends on your own circumstances, but with 75 years it's a long period.")
    assert check(good, ctx, "Since the right only lasts 50 years, will we have to renew it?").hallucination != "hallucinated"
    bad = good.replace("Whether you'd need to renew it during your lifetime depends on your own circumstances, but with 75 "
                       "years it's a long period.", "Renewal is only possible as long as the plot holder applies in person "
                       "at the cemetery office.")
    assert bad != good
    assert check(bad, ctx, "Since the right only lasts 50 years, will we have to renew it?").hallucination == "hallucinated"


@given(lo=st.integers(5, 14), span=st.integers(1, 5), verb=st.sampled_from(["needs", "gets", "pays"]))
@settings(max_examples=30, deadline=None)
def test_an_age_has_no_unit_after_it(lo, span, verb):
    from groundtest.text.matching import extract_values

    hi = lo + span
    vals = extract_values(f"Anyone aged {lo} to {hi} {verb} a parent on the course.")
    assert all(v.unit is None for v in vals if v.kind in ("number", "quantity")), vals


def test_an_age_in_months_keeps_its_unit():
    from groundtest.text.matching import extract_values

    units = {v.unit for v in extract_values("children aged 6 months to 2 years")}
    assert units == {"month"}


def test_spelled_out_ages_are_the_contexts():
    ctx = [{"title": "course.md", "text": "The minimum age is 12; students aged 12 to 15 must be accompanied by a parent "
                                          "or guardian."}]
    good = "- **Minimum age:** twelve. Anyone aged twelve to fifteen needs a parent or guardian on the same course."
    assert check(good, ctx, "What's the minimum age?").hallucination != "hallucinated"
    bad = "- **Minimum age:** ten. Anyone aged ten to fifteen needs a parent or guardian on the same course."
    assert check(bad, ctx, "What's the minimum age?").hallucination == "hallucinated"


DELIVERY = [{"title": "prices.md", "text": "Prices include delivery, set-up and collection within 10 miles of our depot; "
                                           "beyond that we charge £1.50 per mile each way."}]


@pytest.mark.parametrize("noun", ["zone", "area", "radius", "distance", "limit"])
def test_the_free_zone_points_back_to_the_included_delivery(noun):
    v = check(f"You're 16 miles away, so 16 − 10 = **6 miles** beyond the free {noun}.", DELIVERY, "I'm 16 miles away.")
    assert "scope" not in _rules(v), v.findings


def test_a_free_zone_the_context_never_makes_free_is_still_a_widening():
    ctx = [{"title": "prices.md", "text": "We charge £1.50 per mile each way for delivery."}]
    v = check("You're 6 miles into the free zone.", ctx, "I'm 6 miles away.")
    assert v.hallucination == "hallucinated", v.findings


# ---------------------------------------------------------------- the rule applied on the other side of its threshold
COACH = [{"title": "day-hire.md", "text": "A 49-seat executive coach costs £695 for up to 10 hours. Each extra hour is £55. "
                                          "Hires over 13 hours require a second driver, charged at £180."}]


@given(h=st.integers(10, 12), under=st.sampled_from(["under the 13-hour threshold", "below the 13-hour limit",
                                                     "under 13 hours"]))
@settings(max_examples=20, deadline=None)
def test_no_requirement_below_the_threshold_is_the_rule_applied(h, under):
    v = check(f"Since your hire is **{h} hours**, you're {under}, so **no second driver** is needed.", COACH,
              f"We need a coach for {h} hours.")
    assert "frame_polarity" not in _rules(v), v.findings


def test_no_requirement_above_the_threshold_is_still_a_flip():
    v = check("Since your hire is **14 hours**, you're over the 13-hour threshold, so **no second driver** is needed.", COACH,
              "We need a coach for 14 hours.")
    assert v.hallucination == "hallucinated", v.findings


# ---------------------------------------------------------------- a duration pairs with a duration
def test_a_duration_under_a_heading_pairs_with_no_age():
    ctx = [{"title": "lift-passes.md", "text": "Alpenglow lift passes: 1-day adult €58, child (6–15) €42; 6-day adult €295, "
                                               "child €215."}]
    response = "Your 7-year-old falls into the **child (6–15)** category.\n\n### Child prices\n- **1 day:** €42\n- **6 days:** €215"
    v = check(response, ctx, "My 7-year-old won't need a paid pass, correct?")
    assert "frame_swap" not in _rules(v), v.findings


# ---------------------------------------------------------------- a month in the user's supposed case; a label's gloss
TREES = [{"title": "varieties.md", "text": "Nordmann Fir lasts around 5 weeks indoors. Norway Spruce lasts around 2 weeks "
                                           "indoors. A 6ft Nordmann costs £65."}]


@given(month=st.sampled_from(["December", "November", "early December", "mid-November"]),
       case=st.sampled_from(["If you want it up from", "If you're putting it up in", "When you decorate in"]))
@settings(max_examples=20, deadline=None)
def test_a_month_in_the_users_supposed_case_is_theirs(month, case):
    response = f"The Nordmann lasts **around 5 weeks** indoors.\n\n{case} {month}, the Nordmann is the safer bet! Anything else?"
    v = check(response, TREES, "What's the difference between your trees?")
    assert v.hallucination != "hallucinated", (response, v.findings)


@pytest.mark.parametrize("tail", ["Deliveries start in early December.", "If you order now, deliveries start in early December."])
def test_a_month_the_answer_states_is_still_checked(tail):
    v = check(f"The Nordmann lasts **around 5 weeks** indoors. {tail}", TREES, "What's the difference between your trees?")
    assert v.hallucination == "hallucinated", (tail, v.findings)


LICENCE = [{"title": "fees.md", "text": "The fee is £750 per property, paid in two parts: £300 when you apply and £450 once "
                                        "the licence is granted."}]


@given(label=st.sampled_from(["Part", "Payment", "Stage", "Instalment"]),
       gloss=st.sampled_from(["on application", "once granted", "up front"]))
@settings(max_examples=20, deadline=None)
def test_a_numbered_label_with_a_gloss_is_the_answers_own(label, gloss):
    response = f"| | Details |\n|---|---|\n| {label} 1 ({gloss}) | £300 |\n| {label} 2 (later) | £450 |"
    v = check(response, LICENCE, "What does a licence cost?")
    assert v.hallucination != "hallucinated", (response, v.findings)


def test_a_figure_in_the_gloss_or_the_cell_is_still_checked():
    for response in ("| | Details |\n|---|---|\n| Part 1 (on application) | £350 |",
                     "| | Details |\n|---|---|\n| Payments (3 instalments) | £250 each |"):
        assert check(response, LICENCE, "What does a licence cost?").hallucination == "hallucinated", response


# ---------------------------------------------------------------- the context's requirement, put to the user as a condition
COURSES = [{"title": "courses.md", "text": "LifeLine Training courses: FAW Requalification is 2 days, £195, and must be taken "
                                           "before your current certificate expires. All certificates are valid for 3 years."},
           {"title": "groups.md", "text": "Learners must attend 100% of the course hours to pass."}]
BASE = ("Yes — you can still do it.\n\n- The **FAW Requalification** must be taken **before your current certificate "
        "expires**.\n- Your certificate expires **next month**, so it hasn't expired yet, which means you're still eligible — ")


@given(cond=st.sampled_from(["as long as", "provided", "so long as"]),
       verb=st.sampled_from(["complete the course", "finish the course", "take the course"]),
       when=st.sampled_from(["before the expiry date", "before it expires", "before your certificate expires"]))
@settings(max_examples=30, deadline=None)
def test_the_contexts_requirement_put_as_a_condition_is_no_new_condition(cond, verb, when):
    response = BASE + f"{cond} you {verb} {when}.\n\n- **2 days**, **£195**"
    v = check(response, COURSES, "My FAW certificate expires next month. Can I still do the requalification course?")
    assert v.hallucination != "hallucinated", (response, v.findings)


def test_context_condition_needs_the_requirements_words():
    from groundtest.checker.claims import _context_condition
    from groundtest.checker.context import index_context

    ctx = index_context(COURSES, "Can I requalify?")
    assert _context_condition("as long as you complete the course before the expiry date.", "as long as", ctx)
    assert not _context_condition("as long as you bring your passport and a utility bill to the first session.", "as long as", ctx)
    assert not _context_condition("as long as you book through the partner gym before the expiry date.", "as long as", ctx)
    assert not _context_condition("as long as the trainer signs it off before the expiry date.", "as long as", ctx)


def test_a_new_condition_put_to_the_user_is_still_a_claim():
    response = BASE + "as long as you bring your passport and a utility bill to the first session.\n\n- **2 days**, **£195**"
    v = check(response, COURSES, "My FAW certificate expires next month. Can I still do the requalification course?")
    assert v.hallucination == "hallucinated", v.findings


# ---------------------------------------------------------------- a hedged comparison of the user's case with a limit
CHARGER = [{"title": "standard-install.md", "text": "Standard installation (£899) includes up to 10 metres of cable from the "
                                                    "consumer unit to the charger. Extra cable is £18 per metre."}]
Q_CABLE = "My consumer unit is in the garage and my car parks right outside it — will the standard install cover the cable?"


@given(hedge=st.sampled_from(["very likely be", "probably be", "likely come in", "probably stay"]),
       how=st.sampled_from(["well under", "comfortably under", "under", "below"]))
@settings(max_examples=30, deadline=None)
def test_a_hedged_comparison_with_the_contexts_limit_is_a_judgement(hedge, how):
    response = ("The standard installation includes **up to 10 metres of cable**.\n\nSince your consumer unit is in the garage "
                f"and the car parks right outside, the cable run will {hedge} {how} 10 metres.")
    v = check(response, CHARGER, Q_CABLE)
    assert v.hallucination != "hallucinated", (response, v.findings)


@pytest.mark.parametrize("tail", ["the cable run will very likely be well under 10 metres, and our electrician usually fits a free "
                                  "isolator switch.", "the cable is probably armoured and usually run through the wall by our "
                                  "electrician."])
def test_a_hedged_guess_beside_it_is_still_a_guess(tail):
    response = f"The standard installation includes **up to 10 metres of cable**. Since your consumer unit is in the garage, {tail}"
    assert check(response, CHARGER, Q_CABLE).hallucination == "hallucinated"


# ---------------------------------------------------------------- what a fact makes possible; the topic an offer names
LOCKERS = [{"title": "collecting.md", "text": "Parcels are held for 72 hours. Lockers at railway stations are available 24 "
                                              "hours a day; lockers inside shops follow the shop's opening hours."}]


@given(what=st.sampled_from(["late-night pickups", "early-morning collections", "late collections"]))
@settings(max_examples=10, deadline=None)
def test_what_a_supported_fact_makes_possible_is_at_most_uncertain(what):
    response = f"- Lockers at **railway stations** are open **24 hours a day**, so {what} are possible there."
    v = check(response, LOCKERS, "Can I collect my parcel late?")
    assert v.hallucination != "hallucinated", (response, v.findings)


def test_a_possibility_with_a_detail_is_still_a_claim():
    response = "- Lockers at **railway stations** are open **24 hours a day**, so pickups are possible there for a £2 fee."
    assert check(response, LOCKERS, "Can I collect my parcel late?").hallucination == "hallucinated"


CERT = [{"title": "materials.md", "text": "Certificates of attendance are issued to learners who attend at least 80% of "
                                          "classes. The standard fee is £120 per term."}]


@given(act=st.sampled_from(["help you check", "go through", "look into", "walk you through"]),
       topic=st.sampled_from(["the fees or the refund rules", "the refund rules", "the cancellation terms",
                              "the deposit and refund policy"]))
@settings(max_examples=20, deadline=None)
def test_the_topic_an_offer_names_is_not_said_to_exist(act, topic):
    response = f"You get a certificate if you attend **at least 80%** of classes. If you'd like, I can also {act} {topic}. 😊"
    v = check(response, CERT, "Do I get a certificate?")
    assert v.hallucination != "hallucinated", (response, v.findings)


@pytest.mark.parametrize("offer", ["I can also help you check the refund rules on our WhatsApp channel.",
                                   "I can also help you book the free taster session."])
def test_an_offer_with_a_channel_or_a_free_thing_is_still_a_claim(offer):
    v = check(f"You get a certificate if you attend **at least 80%** of classes. If you'd like, {offer}", CERT,
              "Do I get a certificate?")
    assert v.hallucination == "hallucinated", (offer, v.findings)


@pytest.mark.parametrize("judged", ["is likely too late", "is probably too early", "will likely be in time",
                                    "is probably soon enough"])
def test_a_hedged_judgement_of_the_users_timing_is_no_guess(judged):
    response = (f"- Parcels are held for **72 hours**.\n\nSo if your parcel arrived on Monday, Friday {judged}, depending on "
                "when it was delivered.")
    v = check(response, LOCKERS, "My parcel arrived on Monday. Can I collect it on Friday?")
    assert "hedged" not in _rules(v), (judged, v.findings)


def test_a_hedged_fact_beside_the_timing_is_still_a_guess():
    response = "- Parcels are held for **72 hours**.\n\nFriday is likely too late, and lockers usually send a reminder text."
    v = check(response, LOCKERS, "My parcel arrived on Monday. Can I collect it on Friday?")
    assert v.hallucination == "hallucinated", v.findings
