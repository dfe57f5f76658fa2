"""Precision rules of the verdict (issue 22): the user's own counts, duration words that do not
change a duration, percentages and months worked out, sums signalled by "would make it", working
kept in a sentence beside a superseded source, and extra clauses put as advice. Each class has a
passing and a failing example, through ``groundtest.check`` and ``groundtest score``; the grammar
classes are property-tested."""
from __future__ import annotations

import json
from datetime import date, timedelta

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from groundtest import check
from groundtest.cli import main
from groundtest.text.matching import extract_values

HOTEL = [{"title": "rates.md", "text": "Superior double room: €140 per night. City tax is €3 per person per night."}]
TEAM = [{"title": "team.md", "text": "The Team plan is $12 per user per month billed annually, or $15 billed monthly."}]
HIRE = [{"title": "hire.md", "text": "Full-day hire is £1,800. A 30% deposit is due on booking; the balance is due 6 weeks before."}]
CAR = [{"title": "car.md", "text": "The weekly rate is £210 for 7 days. Each extra day beyond 7 costs £35. "
        "A child seat is £30 per rental."}]
LICENCE = [{"title": "licence.md", "text": "Licences include 12 months of updates from the purchase date."}]
HOTEL_OUT = [{"title": "out.md", "text": "Check-out is by 11am. Late check-out until 1pm costs £25."}]
SHOP = [{"title": "shop.md", "text": "The shop sells bicycles and repairs tyres on weekdays. Late cancellations cost £5."}]


def verdict(text, ctx, query=None):
    return check(text, ctx, query).hallucination


def graded_as(got: str, want: str) -> bool:
    """``want`` is a verdict, or "not hallucinated" (clean or uncertain: a new plain word may send it to a person)."""
    return got != "hallucinated" if want == "not hallucinated" else got == want


@pytest.mark.parametrize(("text", "ctx", "query", "want"), [
    # the user's own counts, named with another noun
    ("City tax: 2 people × 3 nights × €3 = €18.", HOTEL, "Two adults, three nights — what's the city tax?", "clean"),
    ("The room is €140 per night. There are 4 people in your booking.", HOTEL, "Two adults, three nights?", "hallucinated"),
    ("For 8 users that is $96 a month.", TEAM, "We're a team of 8. What does it cost?", "clean"),
    ("The Team plan is $12 per user per month billed annually. With 9 users, annual billing is the one to pick.", TEAM,
     "We're a team of 8. What does it cost?", "hallucinated"),
    # a count of the user's is not a duration
    ("Three full years of service earn a bonus day.", TEAM, "I've had 3 users for a while.", "hallucinated"),
    # percentages worked out: the rest of a share, a share of an amount
    ("The deposit is 30% (£540) and the balance (70%) is £1,260.", HIRE, None, "clean"),
    ("The deposit is 30% (£540) and the balance (60%) is £1,260.", HIRE, None, "hallucinated"),
    ("The Team plan is $12 per user per month billed annually, or $15 billed monthly. "
     "Annual billing is $3 less, which is 20% off the $15.", TEAM, None, "clean"),
    ("The Team plan is $12 per user per month billed annually, or $15 billed monthly. "
     "Annual billing is $3 less, which is 25% off the $15.", TEAM, None, "hallucinated"),
    # a month of a year a stated period after a supported one
    ("Licences include 12 months of updates from the purchase date: from March 2025 until March 2026.", LICENCE,
     "I bought it in March 2025.", "clean"),
    ("Licences include 12 months of updates from the purchase date: from March 2025 until May 2026.", LICENCE,
     "I bought it in March 2025.", "hallucinated"),
    # a sum signalled by "would make it", from a total worked out before
    ("The first week is £210 and 2 extra days are 2 × £35 = £70, so £280 in total. "
     "A child seat is £30 per rental as well, which would make it £310.", CAR, "9 days?", "clean"),
    ("The first week is £210 and 2 extra days are 2 × £35 = £70, so £280 in total. "
     "A child seat is £30 per rental as well, which would make it £400.", CAR, "9 days?", "hallucinated"),
    # a duration between two clock times, with a word that does not change it
    ("Check-out is by 11am. Late check-out is until 1pm, two extra hours, and costs £25.", HOTEL_OUT, None, "clean"),
    ("Check-out is by 11am. Late check-out is until 1pm, three extra hours, and costs £25.", HOTEL_OUT, None, "hallucinated"),
    ("Late check-out costs £25: until 1pm instead of 11am, so 2 more hours.", HOTEL_OUT, None, "clean"),
])
def test_worked_and_restated_values(text, ctx, query, want):
    assert verdict(text, ctx, query) == want


def test_working_is_checked_beside_a_superseded_source():
    ctx = [{"title": "tax-2026.md", "text": "Band B: £1,647 a year. Single person discount: 25% off.", "status": "current"},
           {"title": "tax-2025.md", "text": "Band B: £1,569 a year.", "status": "superseded"},
           {"title": "pay.md", "text": "You can pay in 12 monthly instalments."}]
    head = "Your bill is £1,647 × 0.75 = £1,235.25. You can pay in 12 monthly instalments. "
    tail = " (The older 2025 figures are no longer current, so I've left them out.)"
    assert verdict(head + "Over 12 instalments that would be about £102.94 a month." + tail, ctx) == "clean"
    assert verdict(head + "Over 12 instalments that would be about £112.94 a month." + tail, ctx) == "hallucinated"


def test_extra_clause_as_advice_goes_to_a_person_and_as_a_fact_fails():
    said = "The shop repairs tyres on weekdays, and late cancellations cost £5"
    advice = check(f"{said}, so remember to plan ahead and avoid the rush.", SHOP)
    assert advice.hallucination == "uncertain"
    assert [f.rule for f in advice.findings] == ["extra_claim"] and advice.findings[0].severity == "moderate"
    fact = check(f"{said}, though the owner personally guarantees lifelong warranty coverage.", SHOP)
    assert fact.hallucination == "hallucinated" and fact.findings[0].rule == "extra_claim"


_NEUTRAL = st.sampled_from("extra additional more further full whole clear complete entire".split())
_UNITS = st.sampled_from(["hours", "days", "weeks", "months", "years", "minutes", "nights"])


@settings(max_examples=80, deadline=None)
@given(n=st.integers(2, 40), word=_NEUTRAL, unit=_UNITS)
def test_a_word_that_does_not_change_a_duration_is_dropped(n, word, unit):
    plain = [(v.kind, v.amount, v.unit) for v in extract_values(f"{n} {unit}")]
    assert [(v.kind, v.amount, v.unit) for v in extract_values(f"{n} {word} {unit}")] == plain


@settings(max_examples=40, deadline=None)
@given(n=st.integers(1, 12), kind=st.sampled_from(["working", "business"]))
def test_a_working_week_is_five_working_days(n, kind):
    weeks = [(v.amount, v.unit) for v in extract_values(f"{n} {kind} weeks")]
    assert weeks == [(5.0 * n, f"{kind} day")]
    assert [(v.amount, v.unit) for v in extract_values(f"{n} {kind} days")] == [(float(n), f"{kind} day")]


def test_score_grades_the_users_count_and_an_invented_one(tmp_path, capsys):
    rows = [{"id": "own", "type": "answerable", "expect": "answer", "query": "Two adults, three nights: the city tax?",
             "context": HOTEL, "response": "City tax: 2 people × 3 nights × €3 = €18."},
            {"id": "invented", "type": "answerable", "expect": "answer", "query": "Two adults, three nights: the city tax?",
             "context": HOTEL, "response": "City tax: 2 people × 3 nights × €3 = €18, plus a €10 resort fee per stay."}]
    path = tmp_path / "cases.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    out = tmp_path / "results.jsonl"
    code = main(["score", str(path), "--results", str(out), "--no-store"])
    got = {r["id"]: r["hallucinated"] for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert got == {"own": False, "invented": True}
    assert code == 1  # one hallucination: the default zero budget fails the gate
    capsys.readouterr()


FEES = [{"title": "fees.md", "text": "A child seat is £30 per rental. Sat nav is £6 a day, capped at £42."}]
LEAVE = [{"title": "leave.md", "text": "Full-time staff get 25 days of annual leave plus bank holidays."}]


def test_a_money_noun_beside_a_checked_figure_is_no_new_detail():
    ok = check("A child seat is £30 per rental. So for the seat it is a flat fee, whatever the length: £30.", FEES)
    assert ok.hallucination != "hallucinated"
    bad = check("A child seat is £30 per rental. Members also get a discount on it, whatever the length.", FEES)
    assert bad.hallucination == "hallucinated"


def test_a_count_of_the_answers_own_list_is_supported():
    ctx = [{"title": "entry.md", "text": "Economics: AAB, including Mathematics. Psychology: ABB, with no specific subjects."}]
    table = "| Course | Offer |\n|---|---|\n| Economics | AAB |\n| Psychology | ABB |"
    assert verdict(f"Here's how those two courses compare:\n\n{table}", ctx, "Economics or Psychology?") == "clean"
    assert verdict(f"Here's how those three courses compare:\n\n{table}", ctx, "Economics or Psychology?") == "hallucinated"


@pytest.mark.parametrize(("advice", "want"), [
    ("Your HR team would be the best people to ask about longer breaks.", "clean"),
    ("The company's own system requirements would be the place to confirm Linux support.", "clean"),
    ("You can email the HR team by Friday to book a longer break.", "hallucinated"),
])
def test_advice_to_ask_the_organisation(advice, want):
    said = "Full-time staff get 25 days of annual leave plus bank holidays."
    assert verdict(f"{said} {advice}", LEAVE, "Do you offer career breaks? Does it run on Linux?") == want


@pytest.mark.parametrize("occasion", ["anniversary", "birthday", "holidays", "retirement"])
def test_a_wish_for_the_users_occasion_is_scaffolding(occasion):
    said = "Full-time staff get 25 days of annual leave plus bank holidays."
    assert verdict(f"{said} Happy {occasion}! 🎉", LEAVE, f"It's my {occasion} soon. How much leave do I get?") == "clean"
    assert verdict(f"{said} Happy {occasion} — you also get a free spa voucher from the company!", LEAVE,
                   f"It's my {occasion} soon. How much leave do I get?") == "hallucinated"


GAME = [{"title": "arrive.md", "text": "Please arrive 15 minutes before your game for the briefing."}]
BOATS = [{"title": "boats.md", "text": "Boats cost £150 for a full day (8 hours). All boats must be back by 5:30pm."}]


@pytest.mark.parametrize(("text", "ctx", "query", "want"), [
    # a clock time a stated duration before or after a supported one
    ("Please arrive 15 minutes before your game, so be there at 6:45pm.", GAME, "Our game starts at 7pm.", "clean"),
    ("Please arrive 15 minutes before your game, so be there at 6:30pm.", GAME, "Our game starts at 7pm.", "hallucinated"),
    ("Boats must be back by 5:30pm, so for the full 8 hours set off by 9:30am.", BOATS, None, "not hallucinated"),
    ("Boats must be back by 5:30pm, so for the full 8 hours set off by 8:30am.", BOATS, None, "hallucinated"),
    # the user's clock time written without am/pm, and the gap between it and theirs
    ("Please arrive 15 minutes before your game. At 7:12pm you'd be 12 minutes late for a 7pm game.", GAME,
     "The game is at 7pm and the train gets us there at 7:12.", "not hallucinated"),
    ("Please arrive 15 minutes before your game. At 7:12pm you'd be 17 minutes late for a 7pm game.", GAME,
     "The game is at 7pm and the train gets us there at 7:12.", "hallucinated"),
])
def test_clock_arithmetic(text, ctx, query, want):
    got = verdict(text, ctx, query)
    assert graded_as(got, want)


def test_a_bold_label_is_no_name():
    ctx = [{"title": "boats.md", "text": "All boats must be back by 5:30pm."}]
    assert verdict("Here is the plan.\n\n⏰ **Timing:** all boats must be back by **5:30pm**.", ctx) != "hallucinated"
    assert verdict("Here is the plan.\n\n⏰ **Timing:** all boats must be back by **5:30pm** at Kingsmere Quay.", ctx) == \
        "hallucinated"


def test_an_older_figure_named_as_replaced_is_not_stated_as_current():
    ctx = [{"title": "old.md", "text": "Weekend games cost £10 more per room.", "status": "superseded"},
           {"title": "new.md", "text": "Weekend games cost £15 more per room.", "status": "current"}]
    said = "Weekend games cost £15 more per room."
    assert verdict(f"{said} (You might see an older figure of £10 — that has been replaced.)", ctx) == "clean"
    assert verdict("Weekend games cost £10 more per room.", ctx) == "hallucinated"


MEMBERSHIP = [{"title": "m.md", "text": "5-day membership costs £1,050 a year. Paying by 10 direct debits adds a £45 charge."}]


@pytest.mark.parametrize(("working", "want"), [
    ("(£1,050 + £45) ÷ 10 = £109.50 a month", "clean"),
    ("(£1,050 + £45) ÷ 10 = £119.50 a month", "hallucinated"),
    ("£1,050 + £45 ÷ 10 = £1,054.50 a month", "clean"),  # precedence as written
    ("£1,050 + £45 ÷ 10 = £109.50 a month", "hallucinated"),
])
def test_working_with_brackets_is_evaluated_as_written(working, want):
    said = "5-day membership costs £1,050 a year. Paying by 10 direct debits adds a £45 charge"
    assert verdict(f"{said}, so {working}.", MEMBERSHIP) == want


@settings(max_examples=60, deadline=None)
@given(a=st.integers(10, 5000), b=st.integers(1, 500), n=st.integers(2, 12), wrong=st.booleans())
def test_bracketed_working_property(a, b, n, wrong):
    ctx = [{"title": "p.md", "text": f"The course costs £{a} and the kit costs £{b}."}]
    total = (a + b) / n + (7 if wrong else 0)
    assume(round(total, 2) not in (a, b, n))  # a wrong result that is one of the context's own figures is stated there
    text = f"The course costs £{a} and the kit costs £{b}. Over {n} payments: (£{a} + £{b}) ÷ {n} = £{total:.2f} each."
    assert (verdict(text, ctx, f"I'll pay in {n} payments.") == "hallucinated") == wrong


MOVES = [{"title": "m.md", "text": "Moves at weekends cost 15% more. Express delivery arrives the next working day if you order by 2pm."}]


@pytest.mark.parametrize(("text", "query", "want"), [
    ("Moves at weekends cost 15% more, so a Saturday or Sunday move costs 15% more.", None, "not hallucinated"),
    ("Moves at weekends cost 15% more, so a Friday move costs 15% more.", None, "hallucinated"),
    ("Express delivery arrives the next working day if you order by 2pm, so a Tuesday order arrives on Wednesday.",
     "I order on Tuesday.", "clean"),
    ("Express delivery arrives the next working day if you order by 2pm, so a Tuesday order arrives on Thursday.",
     "I order on Tuesday.", "hallucinated"),
])
def test_weekdays_named_by_a_range_or_the_next_day(text, query, want):
    got = verdict(text, MOVES, query)
    assert graded_as(got, want)


def test_an_older_limit_named_as_replaced():
    ctx = [{"title": "old.md", "text": "Cover is £20,000 per move.", "status": "superseded"},
           {"title": "new.md", "text": "Cover is £25,000 per move.", "status": "current"}]
    assert verdict("Cover is £25,000 per move. (This replaced the older limit of £20,000.)", ctx) == "clean"
    assert verdict("Cover is £25,000 per move, and £20,000 for items in storage.", ctx) == "hallucinated"


CLAIMS = [{"title": "claims.md", "text": "Claims must be submitted within 90 days of treatment. The excess is £99."}]


@pytest.mark.parametrize(("text", "want"), [
    ("Claims must be submitted within 90 days of treatment — about three months.", "clean"),
    ("Claims must be submitted within 90 days of treatment — about four months.", "hallucinated"),
    ("Claims must be submitted within 90 days of treatment — three months.", "hallucinated"),  # unhedged: not 90 days
    ("The excess is £99, so roughly £100.", "clean"),
    ("The excess is £99, so roughly £120.", "hallucinated"),
])
def test_a_value_said_to_be_approximate(text, want):
    assert verdict(text, CLAIMS) == want


@settings(max_examples=60, deadline=None)
@given(day=st.integers(1, 28), months=st.lists(st.sampled_from(
    ["January", "February", "March", "April", "June", "July", "August", "September", "October", "November", "December"]),
    min_size=2, max_size=4, unique=True))
def test_a_day_shared_by_the_months_listed_after_it(day, months):
    listed = ", ".join(months[1:-1])
    text = f"on the {day} of {months[0]}" + (f", {listed}" if listed else "") + f" and {months[-1]}"
    got = [v.unit for v in extract_values(text) if v.kind == "date"]
    assert len(got) == len(months) and all(u.endswith(f"-{day:02d}") for u in got)


def test_a_month_alone_is_stated_by_its_month_of_a_year():
    from groundtest.text.matching import TextIndex

    assert TextIndex("My policy renewed in April 2025.").find("April") is not None
    assert TextIndex("My policy renewed in April 2025.").find("May") is None


@pytest.mark.parametrize(("text", "ctx", "query", "want"), [
    # an empty retrieval: an apology, a gap, advice to ask the organisation by its full name
    ("I'm sorry — I wasn't able to find any information about freestyle park lessons, so I can't give you an answer. "
     "Alpine Peaks Ski School would be the best people to confirm the minimum age.", [],
     "What's the minimum age for Alpine Peaks' freestyle park lessons?", "clean"),
    ("I'm sorry — I wasn't able to find any information about freestyle park lessons. "
     "Alpine Peaks Ski School runs them for ages 8 and up.", [],
     "What's the minimum age for Alpine Peaks' freestyle park lessons?", "hallucinated"),
    ("That's a fair question, but I don't have any information about the Duo plan rules, so I can't say whether your "
     "sister could share it. Sorry I can't be more help — is there anything else you'd like me to look into?", [],
     "Can I share my Duo plan with my sister?", "clean"),
])
def test_a_decline_with_pleasantries_and_advice_drafts_nothing(text, ctx, query, want):
    assert verdict(text, ctx, query) == want


def test_the_questions_topic_named_in_advice_is_no_claim():
    ctx = [{"title": "about.md", "text": "Keys & Co have taught piano for over 15 years."}]
    q = "Do your teachers have DBS checks?"
    said = "Keys & Co have taught piano for over 15 years."
    assert verdict(f"{said} For the DBS question, I'd recommend asking Keys & Co directly.", ctx, q) == "clean"
    assert verdict(f"{said} All their teachers hold DBS checks.", ctx, q) == "hallucinated"


@pytest.mark.parametrize(("text", "query", "want"), [
    # a value of the user's supposed case ("if … after 6 months", "three weeks ago") restated
    ("Parts are guaranteed for 12 months, so a part that fails after 6 months is covered.",
     "If a part fails after 6 months, am I covered?", "clean"),
    ("Parts are guaranteed for 12 months, and labour for 6 months.",
     "If a part fails after 6 months, am I covered?", "hallucinated"),
])
def test_the_users_supposed_case(text, query, want):
    ctx = [{"title": "warranty.md", "text": "Parts fitted by us are guaranteed for 12 months."}]
    assert verdict(text, ctx, query) == want


def test_a_wish_naming_the_users_own_time_and_a_gap_put_as_unsupported():
    ctx = [{"title": "induction.md", "text": "Arrive 20 minutes before your induction."}]
    said = "Arrive 20 minutes before your induction."
    q = "It's my first time tomorrow! When should I arrive?"
    assert verdict(f"{said} Good luck tomorrow, and I'd love to hear how it goes.", ctx, q) == "clean"
    assert verdict(f"{said} Good luck tomorrow, and the café opens at 8am.", ctx, q) == "hallucinated"
    from groundtest.text.analysis import analyse
    from groundtest.checker import _detector

    a = analyse("So the documents don't support it being covered for free.", _detector(None))
    assert a.refusals or a.gap_clauses(0)


def test_a_price_up_from_last_seasons_is_not_stated_as_current():
    ctx = [{"title": "old.md", "text": "Berths cost £3.10 per metre per night.", "status": "superseded"},
           {"title": "new.md", "text": "Berths cost £3.40 per metre per night.", "status": "current"}]
    assert verdict("Berths cost £3.40 per metre per night (up from £3.10 last season).", ctx) == "clean"
    assert verdict("Berths cost £3.10 per metre per night.", ctx) == "hallucinated"


def test_the_users_own_identifier_and_advice_put_as_a_budget():
    ctx = [{"title": "areas.md", "text": "We deliver to BA postcodes on Tuesdays and Fridays. Varifocal lenses cost from £149."}]
    q = "I'm in Bath (BA2). When do you deliver?"
    said = "We deliver to BA postcodes on Tuesdays and Fridays"
    assert verdict(f"{said}, so BA2 gets Tuesday and Friday deliveries.", ctx, q) == "clean"
    assert verdict(f"{said}, so BA2 gets deliveries from depot DX9.", ctx, q) == "hallucinated"
    assert verdict(f"{said}. Varifocal lenses cost from £149, so if you go ahead with varifocals, budget for that on top.",
                   ctx, q) != "hallucinated"


SCHED = [{"title": "sched.md", "text": "Scheduled orders can be placed up to 4 days ahead."}]


@pytest.mark.parametrize(("text", "query", "want"), [
    ("Scheduled orders can be placed up to 4 days ahead, and Saturday is 5 days after Monday, so order on Tuesday.",
     "Can I order on Monday for Saturday?", "clean"),
    ("Scheduled orders can be placed up to 4 days ahead, and Saturday is 6 days after Monday, so order on Tuesday.",
     "Can I order on Monday for Saturday?", "hallucinated"),
    ("Scheduled orders can be placed up to 4 days ahead, so for Saturday you can order from Wednesday.",
     "Can I order on Monday for Saturday?", "hallucinated"),
])
def test_weekdays_worked_out(text, query, want):
    assert verdict(text, SCHED, query) == want


def test_a_delight_in_the_users_topic_and_a_claim_free_compound():
    ctx = [{"title": "photo.md", "text": "Photos without flash are allowed in the permanent galleries."}]
    said = "Photos without flash are allowed in the permanent galleries."
    q = "Can I take photos? My son loves the giant squid."
    assert verdict(f"Great question — the giant squid sounds amazing! {said}", ctx, q) == "clean"
    assert verdict(f"Great question — the giant squid is fed at noon! {said}", ctx, q) == "hallucinated"
    ncd = [{"title": "ncd.md", "text": "Drivers with 3 to 5 claim-free years get a 45% discount; 6 or more years get 60%."}]
    said = "Drivers with 3 to 5 claim-free years get a 45% discount."
    assert verdict(f"{said} If you stay claim-free until you reach 6 years, it goes up to 60%.", ncd) != "hallucinated"


@pytest.mark.parametrize(("word", "right", "wrong"), [("quarterly", "every three months", "every four months"),
                                                      ("fortnightly", "every 14 days", "every 10 days"),
                                                      ("annually", "every 12 months", "every 6 months")])
def test_a_period_named_by_a_frequency_word(word, right, wrong):
    ctx = [{"title": "billing.md", "text": f"Subscriptions are billed {word}. Orders close at noon on Sunday."}]
    said = "Orders close at noon on Sunday."
    assert verdict(f"{said} You're billed {right}.", ctx) != "hallucinated"
    assert verdict(f"{said} You're billed {wrong}.", ctx) == "hallucinated"


def test_a_weekday_worked_out_once_may_be_named_again_and_an_emoji_label_is_no_name():
    ctx = [{"title": "express.md", "text": "Express orders placed by 2pm arrive the next working day."}]
    q = "If I order at 1pm on a Tuesday, when will it arrive?"
    said = "Express orders placed by 2pm arrive the next working day, so a 1pm Tuesday order arrives on Wednesday."
    assert verdict(f"{said} Plan for Wednesday, then.", ctx, q) != "hallucinated"
    assert verdict(f"{said} Plan for Thursday, then.", ctx, q) == "hallucinated"
    van = [{"title": "van.md", "text": "Return the van by 10am on your last day."}]
    assert verdict("Here's what to do:\n\n1. **⏰ Timing:** return the van by **10am** on your last day.", van) != "hallucinated"


def test_a_pleasantry_about_the_users_own():
    ctx = [{"title": "camp.md", "text": "Camp runs from 9am to 4pm."}]
    q = "My son has ADHD. Is there one-to-one support?"
    base = "I'm afraid the documents don't mention one-to-one support."
    assert verdict(f"Thank you for asking — it's really important to get this right for your son. {base}", ctx, q) == "clean"


def test_what_the_user_believes_the_policy_says_is_no_situation_of_theirs():
    ctx = [{"title": "cancel.md", "text": "If we cancel your flight you can choose a full refund or rebooking at no extra cost."}]
    q = "You cancelled my flight, so your policy says I'm owed £520 compensation. How do I claim it?"
    said = "If we cancel your flight you can choose a full refund or rebooking at no extra cost."
    assert verdict(f"{said} Claim your £520 compensation on the Manage Booking page.", ctx, q) == "hallucinated"
    own = "My fare was £520. Can I get it back?"
    assert verdict(f"{said} You can choose a full refund of your £520 fare.", ctx, own) != "hallucinated"


def test_a_line_of_working_alone_is_checked_and_a_rows_own_number_is_a_label():
    ctx = [{"title": "move.md", "text": "Weekend moves carry a 15% surcharge. A 20% deposit confirms your date."}]
    said = "A 20% deposit confirms your date."
    q = "The move is £1,322.50 with the surcharge."
    assert verdict(f"{said}\n\n- £1,322.50 − £264.50 = **£1,058.00**", ctx, q) != "hallucinated"
    assert verdict(f"{said}\n\n- £1,322.50 − £264.50 = **£1,085.00**", ctx, q) == "hallucinated"
    from groundtest.text.abstention import DEFAULT

    assert DEFAULT.is_filler("😊") and DEFAULT.is_filler("---")
    assert not DEFAULT.is_filler("£1,322.50 − £264.50 = £1,058.00")
    tickets = [{"title": "t.md", "text": "Special exhibition tickets cost £14 for adults."}]
    table = "| Visits | Paying per visit |\n|---|---|\n| 1 | £28 |\n| 2 | £56 |"
    assert verdict(f"Tickets cost £14 for adults, so for the two of you:\n\n{table}", tickets, "Two adults?") != "hallucinated"


def test_a_caveat_about_the_whole_answer_covers_it_when_only_superseded_sources_came_back():
    ctx = [{"title": "young-2023.md", "text": "Drivers aged 21–24 pay a surcharge of £12 per day.", "status": "superseded"}]
    q = "I'm 22. What's the young driver surcharge at Roadway Rentals?"
    head = "The only information I have is from Roadway Rentals' 2023 terms, which say:\n\n- Drivers aged **21–24** pay a surcharge of **£12 per day**."
    tail = "At 22 you'd fall in that band. However, that document is marked as superseded, so these figures may no longer be current."
    assert verdict(f"{head}\n\n{tail}", ctx, q) == "clean"
    assert verdict(f"{head}\n\nAt 22 you'd fall in that band.", ctx, q) == "hallucinated"  # no caveat: stated as current


@pytest.mark.parametrize(("text", "want"), [
    ("Cover is 1% of what you declare. For example, if you declared £30,000 of belongings, that would cost £300.",
     "not hallucinated"),
    ("Cover is 1% of what you declare. For example, if you declared £30,000 of belongings, that would cost £350.", "hallucinated"),
])
def test_a_percentage_of_an_amount_shown(text, want):
    ctx = [{"title": "cover.md", "text": "Cover is 1% of what you declare."}]
    got = verdict(text, ctx)  # ("belongings" is a new word: at most uncertain)
    assert graded_as(got, want)


@pytest.mark.parametrize(("per", "price", "want"), [("minute", "20p", "clean"), ("minute", "25p", "hallucinated"),
                                                    ("hour", "£12", "clean"), ("hour", "£10", "hallucinated")])
def test_a_price_per_unit_of_time(per, price, want):
    ctx = [{"title": "classes.md", "text": "A drop-in class lasts 60 minutes and costs £12."}]
    text = f"A drop-in class lasts 60 minutes and costs £12.\n\n| | Drop-in |\n|---|---|\n| Cost per {per} | {price} |"
    assert verdict(text, ctx) == want


def test_the_figures_of_the_sentence_before_the_last_stay_operands():
    ctx = [{"title": "w.md", "text": "Weekend games cost £15 more than weekday games. Weekday games are £70 for 2–3 players.",
            "status": "current"}, {"title": "old.md", "text": "Weekend games cost £10 more.", "status": "superseded"}]
    head = "Weekday games are £70, and weekend games cost £15 more, so the weekend total is £85."
    mid = "(You might see an older figure of £10 — that has been replaced.)"
    assert verdict(f"{head} {mid} That's about £28.33 each.", ctx, "Price for 3 players at the weekend?") == "clean"
    assert verdict(f"{head} {mid} That's about £31.33 each.", ctx, "Price for 3 players at the weekend?") == "hallucinated"


def test_a_chat_answers_share_of_new_words_goes_to_a_person_unless_it_names_a_channel():
    ctx = [{"title": "vans.md", "text": "Return the van by 10am on your last day with a full tank. Empty the bins before return."}]
    said = "Return the van by 10am on your last day with a full tank. Empty the bins before return."
    chat = (f"{said} You'll want to top up at the station nearest the depot, set off early and give yourself a quick "
            "buffer, so the morning stays relaxed and nothing feels rushed for you.")
    assert check(chat, ctx).hallucination != "hallucinated"
    app = (f"{said} You'll want to use the VanGo app, which sends you a reminder the evening before and lets you book "
           "a quick slot, so the morning stays relaxed for you.")
    assert check(app, ctx).hallucination == "hallucinated"


# --- a value beside its equivalent in parentheses (language-neutral)

@given(st.integers(1, 24), st.booleans())
def test_a_value_glossed_by_the_contexts_figure(months, gloss_first):
    """"three months (90 days)": the answer's rounding beside the context's exact figure is supported;
    a rounding that is not that figure, or no gloss at all, is still checked."""
    days = months * 30
    ctx = [{"title": "meds.md", "text": f"Chronic medicines are dispensed for {days} days at a time."}]
    said = f"{days} days ({months} months)" if gloss_first else f"**{months} months** ({days} days)"
    assert verdict(f"Chronic medicines are dispensed for {said} at a time.", ctx) != "hallucinated"
    wrong = f"**{months + 2} months** ({days} days)"
    assert verdict(f"Chronic medicines are dispensed for {wrong} at a time.", ctx) == "hallucinated"
    assume(months != 1)
    assert verdict(f"Chronic medicines are dispensed for {months} months ({days + 60} days) at a time.", ctx) == "hallucinated"


# --- spans between stated days, sums with a thousands separator, a figure restated bare

@given(st.dates(date(2020, 1, 1), date(2030, 12, 31)), st.integers(2, 60), st.booleans())
@settings(max_examples=40, deadline=None)
def test_a_duration_between_two_stated_days(start, n, through):
    """"from 8 December 2025 to 4 January 2026 — 28 days": the span between two days the answer states,
    to the last day or through it; another count is not it."""
    end = start + timedelta(days=n)
    a, b = f"{start.day} {start:%B %Y}", f"{end.day} {end:%B %Y}"
    ctx = [{"title": "holiday.md", "text": f"The holiday runs from {a} to {b}."}]
    said = n + 1 if through else n
    assert verdict(f"The holiday runs from {a} to {b} — {said} days in all.", ctx) != "hallucinated"
    assume(str(n + 5) not in f"{a} {b}")  # a figure the context writes is its own business (the digits rule)
    assert verdict(f"The holiday runs from {a} to {b} — {n + 5} days in all.", ctx) == "hallucinated"


def test_months_between_two_days_without_a_year():
    ctx = [{"title": "ban.md", "text": "Shrimp fishing is banned from 1 September to 30 November each year."}]
    assert verdict("The ban runs from 1 September to 30 November: three months in all.", ctx) != "hallucinated"
    assert verdict("The ban runs from 1 September to 30 November: four months in all.", ctx) == "hallucinated"


def test_a_sum_with_a_thousands_separator_is_no_year():
    ctx = [{"title": "fees.md", "text": "The standard passport is 585 pounds; the express one is 1,200 pounds."}]
    q = "Two standard passports and one express: how much?"
    assert verdict("(585 × 2 = 1,170, + 1,200 = 2,370)", ctx, q) != "hallucinated"
    assert verdict("(585 × 2 = 1,170, + 1,200 = 2,470)", ctx, q) == "hallucinated"


def test_a_worked_figure_restated_without_its_unit():
    ctx = [{"title": "cover.md", "text": "The insured bears 10% of the repair cost, with a minimum of 100 dinars per accident."}]
    q = "My repair cost 600 dinars; how much do I pay?"
    assert verdict("10% of 600 dinars = 60 dinars. But 60 is below the minimum, so you pay 100 dinars.", ctx, q) != "hallucinated"
    assert verdict("10% of 600 dinars = 60 dinars. The insurer then refunds 70 of it.", ctx, q) == "hallucinated"


@given(st.integers(1, 30), st.integers(100, 5000))
@settings(max_examples=40, deadline=None)
def test_a_share_of_the_users_amount_written_out(pct, base):
    """"5% × 650 = 32.5": the working checked as written vouches for the question's amount."""
    ctx = [{"title": "rent.md", "text": f"On renewal the landlord may raise the rent by no more than {pct}% of the previous rent."}]
    q = f"The rent is {base} dollars. How much can the landlord raise it?"
    share = round(base * pct / 100, 2)
    assert verdict(f"{pct}% × {base} = **{share:g} dollars**.", ctx, q) != "hallucinated"
    assert verdict(f"{pct}% × {base} = **{share + 7:g} dollars**.", ctx, q) == "hallucinated"


@given(st.integers(2, 9), st.integers(10, 400))
@settings(max_examples=30, deadline=None)
def test_working_whose_result_the_context_states_vouches_for_its_operands(count, price):
    """"2 × 40 = 80" where the context gives 80: the count 2 is an operand of working that checks out."""
    ctx = [{"title": "fees.md", "text": f"A bundle of tickets costs {count * price} pounds."}]
    assert verdict(f"That is {count} × {price} = {count * price} pounds.", ctx) != "hallucinated"
    assert verdict(f"That is {count + 1} × {price} = {count * price} pounds.", ctx) == "hallucinated"


def test_a_share_of_with_of_and_english_dinars():
    ctx = [{"title": "fees.md", "text": "The service fee is 2.5% of the transaction, with a minimum of 10 dinars."}]
    q = "What is the fee on a 300 dinar transaction?"
    assert verdict("2.5% of 300 = 7.5 dinars, below the minimum, so the fee is 10 dinars.", ctx, q) != "hallucinated"
    assert verdict("2.5% of 300 = 8.5 dinars, below the minimum, so the fee is 10 dinars.", ctx, q) == "hallucinated"
