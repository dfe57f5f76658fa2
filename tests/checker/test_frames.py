"""Frames (checker/frames.py): claims as relations; a contradiction is critical even when every
word is in the context. Each class both ways, and as a property over the context's own pairs."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check

PRICES = [{"title": "vaccinations.md", "text": "At Oakfield Vets the annual booster costs £58 for dogs and £52 for cats."}]
PRINT = [{"title": "printing.md", "text": "Black-and-white A4 costs 10p per page and colour A4 costs 50p per page."}]
PETS = [{"title": "rooms.md", "text": "Pets are not allowed in the garden rooms. Pets are allowed in the courtyard rooms."}]


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@pytest.mark.parametrize(("answer", "bad"), [
    ("| Pet | Booster |\n|---|---|\n| Dog | £58 |\n| Cat | £52 |", False),
    ("| Pet | Booster |\n|---|---|\n| Dog | £52 |\n| Cat | £58 |", True),
    ("- **Black-and-white A4:** 10p per page\n- **Colour A4:** 50p per page", False),
    ("- **Black-and-white A4:** 50p per page\n- **Colour A4:** 10p per page", True),
    ("A cat booster is £52, while £58 is the price for a dog booster.", False),
])
def test_swapped_values(answer, bad):
    ctx = PRICES if "£" in answer else PRINT
    v = check(answer, ctx)
    assert ("frame_swap" in rules(v)) is bad, v


@pytest.mark.parametrize(("answer", "bad"), [
    ("Pets are allowed in the courtyard rooms.", False), ("Pets are not allowed in the garden rooms.", False),
    ("Pets are allowed in the garden rooms.", True), ("Pets are not allowed in the courtyard rooms.", True),
])
def test_polarity(answer, bad):
    assert ("frame_polarity" in rules(check(answer, PETS))) is bad


def test_a_prefix_negation_and_a_tick_in_a_table():
    ctx = [{"title": "p.md", "text": "Legal expenses cover is not included; it can be added for £29 a year. The deposit is non-refundable."}]
    assert check("| Feature | You get |\n|---|---|\n| Legal expenses cover | ✅ Included |", ctx).hallucination == "hallucinated"
    assert check("The deposit is refundable.", ctx).hallucination == "hallucinated"
    assert check("The deposit is non-refundable.", ctx).hallucination == "clean"


def test_a_correction_and_a_condition_are_no_flip():
    ctx = [{"title": "r.md", "text": "A block of 10 hours costs £340, paid upfront. If your bag does not arrive, report it at the desk."}]
    assert check("The 10-hour block is actually £340 (paid upfront), not £380.", ctx).hallucination == "clean"
    assert check("The 10-hour block is actually £380 (paid upfront).", ctx).hallucination == "hallucinated"
    assert check("Report it at the desk.", ctx).hallucination == "clean"


@pytest.mark.parametrize(("answer", "bad"), [
    ("Membership is £40 a quarter.", False), ("Membership is £40 a month.", True),
    ("The Team plan is $12 per user per month.", False), ("The Team plan is $12 per month.", True),
    ("Cover lasts up to 90 days per trip.", False), ("Cover lasts up to 90 days per year.", True),
])
def test_period_and_unit(answer, bad):
    ctx = [{"title": "f.md", "text": "Membership is £40 a quarter. The Team plan costs $12 per user per month. "
                                     "European cover lasts up to 90 days per trip."}]
    assert (check(answer, ctx).hallucination == "hallucinated") is bad, answer


@pytest.mark.parametrize(("answer", "bad"), [
    ("Late payments are charged at 3% above the Bank of England base rate.", False),
    ("Late payments are charged 3% interest.", True), ("Rooms are from £120 a night.", False), ("Rooms are £120 a night.", True),
    ("Refunds are paid within 10 working days.", False), ("Refunds are paid within 10 days.", True),
])
def test_a_qualifier_that_changes_the_value(answer, bad):
    ctx = [{"title": "f.md", "text": "Late payments are charged at 3% above the Bank of England base rate. "
                                     "Rooms are from £120 a night. Refunds are paid within 10 working days."}]
    assert (check(answer, ctx).hallucination == "hallucinated") is bad, answer


SUBJECTS = ["dogs", "cats", "rabbits", "ferrets"]


@settings(max_examples=40, deadline=None)
@given(st.permutations(range(4)), st.lists(st.integers(min_value=11, max_value=99), min_size=4, max_size=4, unique=True))
def test_swaps_as_a_property(order, prices):
    """Over any context of four parallel prices, the answer that keeps every pair is clean and
    one that swaps any two is hallucinated."""
    ctx = [{"title": "fees.md", "text": "Grooming costs " + ", ".join(f"£{p} for {s}" for p, s in zip(prices, SUBJECTS)) + "."}]
    table = "| Pet | Grooming |\n|---|---|\n"
    kept = table + "\n".join(f"| {s.capitalize()} | £{p} |" for p, s in zip(prices, SUBJECTS))
    assert check(kept, ctx).hallucination == "clean"
    swapped = list(prices)
    i, j = order[0], order[1]
    swapped[i], swapped[j] = swapped[j], swapped[i]
    bad = table + "\n".join(f"| {s.capitalize()} | £{p} |" for p, s in zip(swapped, SUBJECTS))
    assert check(bad, ctx).hallucination == "hallucinated"


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("allowed", "not allowed"), ("refundable", "non-refundable"), ("available", "not available"),
                        ("included", "not included")]), st.sampled_from(["the garden rooms", "weekend bookings", "the deposit"]))
def test_polarity_as_a_property(pair, subject):
    yes, no = pair
    ctx = [{"title": "f.md", "text": f"For {subject}, pets are {no}."}]
    assert check(f"For {subject}, pets are {no}.", ctx).hallucination == "clean"
    assert check(f"For {subject}, pets are {yes}.", ctx).hallucination == "hallucinated"


# ---- issue 22, precision: working multiplies a per-unit price out; a table's header says what it is per


CATER = [{"title": "menu.md", "text": "Three-course catering is £48 per person. The buffet is £32 per person."}]
TARIFF = [{"title": "tariffs.md", "text": "Pay-as-you-go charging costs 79p per kWh. VoltWay Plus members pay 62p per kWh."}]
STORE = [{"title": "units.md", "text": "Small units cost from £29 a week."}]


@pytest.mark.parametrize(("text", "want"), [
    ("Three-course catering: 80 × £48 = £3,840.", "clean"),
    ("Three-course catering is £48.", "hallucinated"),  # the per-person price stated as the price
    ("| Tariff | Price per kWh |\n|---|---|\n| Pay-as-you-go | 79p |\n| VoltWay Plus | 62p |", "tariff-clean"),
    ("| Tariff | Price per month |\n|---|---|\n| Pay-as-you-go | 79p |\n| VoltWay Plus | 62p |", "tariff-bad"),
    ("Small units cost **from £29 a week**.", "store-clean"),
    ("Small units cost **£29 a week**.", "store-bad"),
])
def test_per_unit_prices_in_working_tables_and_marks(text, want):
    ctx = TARIFF if want.startswith("tariff") else STORE if want.startswith("store") else CATER
    got = check(text, ctx).hallucination
    assert (got == "hallucinated") == want.endswith(("bad", "hallucinated"))


def test_a_day_and_time_swapped_together_is_a_frame_swap():
    ctx = [{"title": "classes.md", "text": "Yoga runs on Tuesdays at 7 pm in Studio 1. Spin runs on Thursdays at 6 pm in Studio 2."}]
    from groundtest.checker import CheckerConfig

    v = check("Yoga is on Thursdays at 6 pm in Studio 2.", ctx, None, CheckerConfig(check_binding=False))
    assert v.hallucination == "hallucinated" and v.findings[0].rule == "frame_swap"  # the frames alone catch it
    assert check("Yoga is on Thursdays at 6 pm in Studio 2.", ctx).hallucination == "hallucinated"
    assert check("Yoga is on Tuesdays at 7 pm in Studio 1.", ctx).hallucination == "clean"


@pytest.mark.parametrize(("thing", "verb"), [("Phone booths", "reserved"), ("Podcast studios", "booked"),
                                             ("Evening parking permits", "transferred")])
def test_a_flip_that_says_more_beside_the_negated_part(thing, verb):
    # (a subject of one word beside another part that shares the verb -- "Lockers … cannot be booked" /
    # "Meeting rooms can be booked" -- is not read as a flip: the frames need three shared words)
    ctx = [{"title": "rules.md", "text": f"{thing} at HubWorks cannot be {verb}. Meeting rooms can be booked in the members' app."}]
    said = "Meeting rooms can be booked in the members' app."
    flipped = check(f"{said} {thing} can be {verb} through the members' app too.", ctx)
    assert flipped.hallucination == "hallucinated" and flipped.findings[0].rule == "frame_polarity"
    assert check(f"{said} {thing} at HubWorks cannot be {verb}.", ctx).hallucination == "clean"


@pytest.mark.parametrize(("stated", "claimed"), [("lens", "pair"), ("condition", "policy year"), ("sheet", "page"),
                                                 ("instructor", "group")])
def test_a_price_per_another_noun_is_another_period(stated, claimed):
    ctx = [{"title": "prices.md", "text": f"Replacement items cost from £39 per {stated}. Delivery is free."}]
    said = "Delivery is free."
    bad = check(f"{said} Replacement items cost from £39 per {claimed}.", ctx)
    assert bad.hallucination == "hallucinated" and bad.findings[0].rule == "frame_period"
    assert stated in bad.findings[0].notes and "~" not in bad.findings[0].notes
    assert check(f"{said} Replacement items cost from £39 per {stated}.", ctx).hallucination == "clean"


@pytest.mark.parametrize("thing", ["vehicle", "child", "bag", "pet"])
def test_ordinals_name_the_subject_of_a_swap(thing):
    ctx = [{"title": "p.md", "text": f"Permits cost £90 a year for the first {thing}, £140 a year for a second {thing}."}]
    swapped = check(f"For two:\n\n- **First {thing}:** £140 a year\n- **Second {thing}:** £90 a year", ctx)
    assert swapped.hallucination == "hallucinated" and swapped.findings[0].rule == "frame_swap"
    assert check(f"For two:\n\n- **First {thing}:** £90 a year\n- **Second {thing}:** £140 a year", ctx).hallucination == "clean"


@settings(max_examples=40, deadline=None)
@given(a=st.sampled_from(["office", "café", "pool", "shop", "gym"]), b=st.sampled_from(["fuel berth", "sauna", "library", "spa"]),
       pair=st.sampled_from([(("8am", "6pm"), ("9am", "5pm")), (("£12", "£18"), ("£30", "£45")), (("15%", "20%"), ("25%", "35%"))]))
def test_two_subjects_values_swapped_in_one_sentence(a, b, pair):
    # (values of one kind: the office's hours given as the sauna's prices is another class, not read here)
    first, second = pair
    x, y = (f"{first[0]} to {first[1]}", f"{second[0]} to {second[1]}")
    ctx = [{"title": "hours.md", "text": f"The {a} is listed at {x} and the {b} is listed at {y}."}]
    assert check(f"The {a} is listed at {x}, and the {b} is listed at {y}.", ctx).hallucination == "clean"
    swapped = check(f"The {a} is listed at {y}, and the {b} is listed at {x}.", ctx)
    assert swapped.hallucination == "hallucinated" and swapped.findings[0].rule == "frame_swap"


@pytest.mark.parametrize("label", ["**Exam fees:**", "Exam fees:", "- **Exam fees**:"])
def test_a_labelled_bullet_flips_a_negated_clause_joined_by_and(label):
    ctx = [{"title": "fees.md", "text": "Exam entry fees are not included in term fees and are paid directly to the exam board. "
            "Lesson books are included in the term fee."}]
    said = "Lesson books are included in the term fee."
    flipped = check(f"{said}\n\n{label} also included in the term fee.", ctx)
    assert flipped.hallucination == "hallucinated" and any(f.rule == "frame_polarity" for f in flipped.findings)
    assert check(f"{said}\n\n{label} not included in the term fee.", ctx).hallucination != "hallucinated"


# ---- periods and units read as a grammar: counted periods, several per-phrases, "a unit", "each", a noun for a period

@pytest.mark.parametrize(("stated", "same", "other"), [
    ("£10 per 15 minutes", "£10 every 15 minutes", "£10 per half hour"),
    ("£10 per half hour", "£10 per 30 minutes", "£10 per hour"),
    ("£60 per 3 months", "£60 a quarter", "£60 a month"),
    ("£420 per metre of length overall (LOA) per year", "£420 per metre per year", "£420 per metre per month"),
    ("£7,500 per year", "£7,500 a year", "£7,500 per condition"),
    ("59p per kWh", "59p a unit", "59p per minute"),
    ("10% off every GreenCrate box", "10% off every box", "10% off every delivery"),
])
def test_periods_as_stated_compared_by_meaning(stated, same, other):
    ctx = [{"title": "fees.md", "text": f"Members of the club pay {stated}. Visits last 30 minutes."}]
    assert check(f"Members of the club pay {same}.", ctx).hallucination != "hallucinated", same
    bad = check(f"Members of the club pay {other}.", ctx)
    assert bad.hallucination == "hallucinated" and "frame_period" in rules(bad), other


def test_a_price_each_is_per_the_noun_counted_before_it():
    ctx = [{"title": "prints.md", "text": "A 20-page photobook costs £29.99, and extra pages cost £1.20 per sheet (2 pages). "
                                          "6x4 prints are 12p each."}]
    bad = check("| Item | Cost |\n|---|---|\n| 20-page photobook | £29.99 |\n| 10 extra pages (£1.20 each) | £12.00 |", ctx)
    assert bad.hallucination == "hallucinated" and "frame_period" in rules(bad)
    assert check("| Item | Cost |\n|---|---|\n| 20-page photobook | £29.99 |\n| 5 extra sheets (£1.20 each) | £6.00 |",
                 ctx).hallucination != "hallucinated"
    # "each" against no stated noun, or a known entity, is no other unit ("2 tickets (£14 each)" for "£14 per person")
    assert "frame_period" not in rules(check("100 prints (12p each) come to £12.", ctx))
    people = [{"title": "t.md", "text": "Exhibition tickets cost £14 per person."}]
    assert "frame_period" not in rules(check("Two exhibition tickets (£14 each) come to £28.", people))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["minute", "hour", "day", "week", "month"]), st.integers(min_value=2, max_value=40),
       st.sampled_from(["per", "every"]), st.sampled_from(["£", "$"]), st.integers(min_value=2, max_value=90))
def test_counted_periods_as_a_property(unit, n, word, cur, price):
    """A price per n units is the price per n units however it is written, and not per another count."""
    ctx = [{"title": "f.md", "text": f"The late fee is {cur}{price} per {n} {unit}s. Bookings last {n + 1} {unit}s."}]
    assert check(f"The late fee is {cur}{price} {word} {n} {unit}s.", ctx).hallucination != "hallucinated"
    other = check(f"The late fee is {cur}{price} {word} {n + 1} {unit}s.", ctx)
    assert other.hallucination == "hallucinated" and "frame_period" in rules(other)


# ---- swaps: whose words a frame has (the sentence's subject, the words before an aside), and what is no swap

def test_a_segment_without_a_subject_takes_the_sentences():
    ctx = [{"title": "b.md", "text": "Harbour View breakfast is served in the Garden Room from 7am to 10am on weekdays and "
                                     "7:30am to 11am at weekends."},
           {"title": "d.md", "text": "Standard delivery costs £2.99 and is free on orders over £40. Express delivery costs £6.99."}]
    assert check("On Saturday, breakfast is served in the Garden Room from 7:30am to 11am.", ctx).hallucination == "clean"
    assert check("Under £40, standard delivery costs £2.99.", ctx).hallucination != "hallucinated"
    bad = check("On weekdays, breakfast is served in the Garden Room from 7:30am to 11am, and at weekends from 7am to 10am.", ctx)
    assert bad.hallucination == "hallucinated"


def test_the_words_before_an_aside_are_the_values():
    ctx = [{"title": "pool.md", "text": "Riverside Pool: adult swim £5.20; concession swim (aged 60+, students and jobseekers) "
                                        "£3.60. A full plot (250 square metres) costs £96 per year; a half plot "
                                        "(125 square metres) costs £52 per year."}]
    assert check("With a concession you pay £3.60 per swim.", ctx).hallucination != "hallucinated"
    assert check("A half plot costs £52 per year.", ctx).hallucination == "clean"
    assert "frame_swap" in rules(check("A full plot costs £52 per year.", ctx))


@pytest.mark.parametrize("dash", [" – ", " - ", "–", " to "])
def test_a_range_dash_is_no_subtraction(dash):
    ctx = [{"title": "m.md", "text": "The marina office is open 8am to 6pm daily and the fuel berth is open 8:30am to 5pm."}]
    table = "| Facility | Hours |\n|---|---|\n"
    kept = check(f"{table}| Marina office | 8am{dash}6pm |\n| Fuel berth | 8:30am{dash}5pm |", ctx)
    assert kept.hallucination == "clean"
    swapped = check(f"{table}| Marina office | 8:30am{dash}5pm |\n| Fuel berth | 8am{dash}6pm |", ctx)
    assert swapped.hallucination == "hallucinated" and "frame_swap" in rules(swapped)


def test_a_value_worked_out_from_its_rival_is_no_swap():
    ctx = [{"title": "v.md", "text": "Extra driver: £10 per night. Dogs: £60 cleaning fee per hire. Off-peak Saturdays are "
                                     "£5,400 and Monday to Thursday weddings are £3,900. A deposit of £1,500 is deducted."}]
    assert "frame_swap" not in rules(check("| Item | Working | Cost |\n|---|---|---|\n| Extra driver | 6 nights × £10 | £60 |", ctx))
    assert "frame_swap" not in rules(check("| | Off-peak Saturday |\n|---|---|\n| Balance left after deposit | £3,900 |", ctx))


def test_words_the_claim_gives_both_values_tell_nothing():
    ctx = [{"title": "l.md", "text": "Entitlement rises by 1 day for each completed year of service, up to a maximum of 30 days."}]
    assert check("**Service increase:** +1 day per completed year of service (capped at 30 days)", ctx).hallucination != "hallucinated"


def test_a_rows_other_cells_are_not_its_values_words():
    ctx = [{"title": "p.md", "text": "Essentials: 10GB data, unlimited calls, £12 a month. Plus: 50GB data, unlimited calls, "
                                     "roaming at £2.50 a day, £18 a month."}]
    table = "| Plan | Data | Price |\n|---|---|---|\n"
    assert check(f"{table}| Essentials | 10GB | £12/month |\n| Plus | 50GB | £18/month |", ctx).hallucination == "clean"
    swapped = check(f"{table}| Essentials | 10GB | £18/month |\n| Plus | 50GB | £12/month |", ctx)
    assert swapped.hallucination == "hallucinated" and "frame_swap" in rules(swapped)


def test_a_qualifier_the_rival_alone_has_tells_the_swap():
    ctx = [{"title": "w.md", "text": "Couples may supply their own wine: corkage is £8 per bottle of wine and £12 per bottle of "
                                     "sparkling wine. Early repayment charges apply above this 10% allowance: 3% in year 1 "
                                     "and 2% in year 2."}]
    assert check("Corkage is £8 per bottle of wine and £12 per bottle of sparkling wine.", ctx).hallucination == "clean"
    assert "frame_swap" in rules(check("- Sparkling wine: **£8 per bottle**", ctx))
    assert "frame_swap" not in rules(check("You're in year 2, so the rate is 2%, applied above the allowance.", ctx))


# ---- weekdays and months are values a subject is tied to (the older claim rule `binding`, read as frames)

CLASSES = [{"title": "classes.md", "text": "Yoga runs on Tuesdays at 7 pm in Studio 1. Spin runs on Thursdays at 6 pm in Studio 2."}]
BINS = [{"title": "bins.md", "text": "General waste is collected every Monday. Recycling is collected every other Thursday. "
                                    "Garden waste collection costs $40 a year."}]
TEACHERS = [{"title": "t.md", "text": "Anna Morley teaches classical piano and exam preparation. She teaches on Mondays and "
                                      "Wednesdays. Tom Reyes teaches jazz and pop piano. He teaches on Tuesdays and Saturdays."}]
FEES = [{"title": "f.md", "text": "Subscriptions are due on 1 January. Members may instead pay in 10 monthly Direct Debits. "
                                  "Full members pay a bar levy of £100 a year; any unused balance is forfeited on 31 December."}]


@pytest.mark.parametrize(("answer", "ctx", "bad"), [
    ("Yoga is on Tuesdays, and spin is on Thursdays.", CLASSES, False),
    ("Yoga is on Thursdays, and spin is on Tuesdays.", CLASSES, True),
    ("General waste goes out every Monday, and recycling every other Thursday.", BINS, False),
    ("General waste goes out every other Thursday, and recycling is collected every Monday.", BINS, True),
    ("Anna Morley teaches classical piano and exam preparation on Mondays and Wednesdays.", TEACHERS, False),
    ("Anna Morley teaches classical piano and exam preparation on Tuesdays and Saturdays.", TEACHERS, True),
    ("Paying in full on 1 January avoids the Direct Debit charge.", FEES, False),
    ("Any unused bar balance is forfeited on 31 December.", FEES, False),
    ("Any unused bar balance is forfeited on 1 January.", FEES, True),
])
def test_a_weekday_or_month_tied_to_another_subject(answer, ctx, bad):
    v = check(answer, ctx)
    assert ("frame_swap" in rules(v)) is bad, v


def test_the_days_of_one_list_share_its_words_and_the_rule_is_a_knob():
    from groundtest.checker import CheckerConfig

    ctx = [{"title": "v.md", "text": "Nightly rates: low season (November to March) £75 per night, high season (July and "
                                     "August) £125 per night."}]
    assert check("August is high season, at £125 per night.", ctx).hallucination == "clean"
    assert "frame_swap" in rules(check("Yoga is on Thursdays, and spin is on Tuesdays.", CLASSES))
    off = check("Yoga is on Thursdays, and spin is on Tuesdays.", CLASSES, None, CheckerConfig(check_binding=False))
    assert "frame_swap" not in rules(off)


@settings(max_examples=40, deadline=None)
@given(st.permutations(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
       st.sampled_from([("paper", "glass", "garden waste"), ("yoga", "spin", "pilates"), ("chess club", "robotics club", "choir")]))
def test_weekday_swaps_as_a_property(days, subjects):
    """Over a context tying three subjects to three days, the answer that keeps them is clean and
    one that gives a subject another's day is a frame swap."""
    a, b, c = subjects
    ctx = [{"title": "days.md", "text": f"The {a} session is on {days[0]}s. The {b} session is on {days[1]}s. "
                                        f"The {c} session is on {days[2]}s."}]
    assert check(f"The {a} session is on {days[0]}s and the {b} session is on {days[1]}s.", ctx).hallucination == "clean"
    swapped = check(f"The {a} session is on {days[1]}s.", ctx)
    assert swapped.hallucination == "hallucinated" and "frame_swap" in rules(swapped)


def test_a_pronoun_stands_for_the_subject_before_it():
    said = "The jazz teacher is Tom Reyes.\n\n- He teaches jazz and pop piano.\n- He teaches on {}."
    assert check(said.format("Tuesdays and Saturdays"), TEACHERS).hallucination != "hallucinated"
    swapped = check(said.format("Mondays and Wednesdays"), TEACHERS)
    assert swapped.hallucination == "hallucinated" and "frame_swap" in rules(swapped)
    # "it" is too often no one's ("It's worth planning ahead …"): not read as a subject
    ctx = [{"title": "m.md", "text": "The tracker reverts to the Standard Variable Rate, currently 7.49%. Maximum loan to value: 85%."}]
    assert check("Maximum loan to value: 85%.\n\nIt's worth planning ahead so you're not left on the 7.49% rate.",
                 ctx).hallucination != "hallucinated"


# ---- a list item's heading is its subject; a list's label is its topic; a number that names a thing

SELLERS = [{"title": "fees.md", "text": "Tradely Basic sellers pay no monthly fee and a final value fee of 12.8% per sale. "
                                        "Pro sellers pay £25 per month and a final value fee of 9.5% per sale."}]


@pytest.mark.parametrize(("basic", "pro", "bad"), [("12.8%", "9.5%", False), ("9.5%", "12.8%", True)])
def test_a_list_items_heading_is_its_subject(basic, pro, bad):
    said = f"**Basic seller**\n- Final value fee: **{basic}** per sale\n\n**Pro seller**\n- Final value fee: **{pro}** per sale"
    v = check(said, SELLERS)
    assert ("frame_swap" in rules(v)) is bad, v


def test_a_heading_of_the_answers_own_words_is_no_subject():
    ctx = [{"title": "w.md", "text": "General wards: visiting 11am–8pm. Protected mealtimes are 12pm–1pm and 5pm–6pm; no "
                                     "visiting during these times except for carers."}]
    said = "Not at 12:30, a protected mealtime.\n\n**Times you can visit today:**\n- **11am–12pm**\n- **1pm–5pm**\n- **6pm–8pm**"
    assert "frame_swap" not in rules(check(said, ctx))


def test_a_lists_label_is_its_topic_not_a_subject():
    ctx = [{"title": "p.md", "text": "Lumen Prints prices: 6x4 prints 12p each; 7x5 prints 25p each; A4 prints £2.50 each. "
                                     "Orders of 200 or more 6x4 prints are charged at 9p each."}]
    assert "frame_swap" not in rules(check("**Price**\n- 6x4 prints are 12p each, or 9p each if you order 200 or more.", ctx))


@pytest.mark.parametrize(("tom", "priya", "bad"), [("4425", "4410", False), ("4410", "4425", True)])
def test_a_number_that_names_a_thing_swaps(tom, priya, bad):
    ctx = [{"title": "hr.md", "text": "Payroll and expenses queries: Priya Shah, extension 4410. Annual leave and parental "
                                      "leave queries: Tom Reid, extension 4425."}]
    said = f"**For parental leave** — **Tom Reid**\n- Extension **{tom}**\n\n**For payroll** — **Priya Shah**\n- Extension **{priya}**"
    v = check(said, ctx)
    assert ("frame_swap" in rules(v)) is bad, v


def test_an_age_or_a_count_is_compared_not_swapped():
    ctx = [{"title": "p.md", "text": "New Lifetime policies can be started up to the pet's 9th birthday. Pets aged 8 or over "
                                     "pay a 20% co-payment on each claim."}]
    assert "frame_swap" not in rules(check("So at 8, your cat is still eligible for Lifetime cover.", ctx))


def test_words_after_a_value_never_make_a_claim_the_rivals():
    ctx = [{"title": "b.md", "text": "Off-peak Saturdays are £5,400. A deposit of £1,500 secures your date and is deducted "
                                     "from the hire fee."}]
    assert "frame_swap" not in rules(check("| | November Saturday |\n|---|---|\n| Hire fee | £5,400 |", ctx))
    assert "frame_swap" in rules(check("The deposit is £5,400.", ctx))


# ---- a count or measure the context states otherwise in the claim's own frame

@pytest.mark.parametrize(("answer", "bad"), [
    ("Each student can reschedule up to 2 lessons per term.", False),
    ("Each student can reschedule up to 3 lessons per term.", True),
    ("Snow Cubs has a maximum of 6 children per instructor.", False),
    ("Snow Cubs has a maximum of 8 children per instructor.", True),
    ("In total, 3 lessons per term can be rescheduled by a student and the teacher together.", False),
])
def test_a_count_the_context_gives_otherwise(answer, bad):
    ctx = [{"title": "l.md", "text": "Each student may reschedule up to 2 lessons per term. Lessons start at 3pm. Groups have "
                                     "a maximum of 8 pupils. Snow Cubs has a maximum of 6 children per instructor."}]
    v = check(answer, ctx)
    assert ("frame_value" in rules(v)) is bad, v


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("guests", "per booking"), ("bags", "per passenger"), ("lessons", "per term"), ("tickets", "per order")]),
       st.integers(min_value=2, max_value=9), st.integers(min_value=1, max_value=7))
def test_changed_counts_as_a_property(thing, n, d):
    """The context's count in its frame is clean; another count whose figure the context has only
    elsewhere is a frame_value contradiction."""
    noun, per = thing
    m = n + d
    ctx = [{"title": "r.md", "text": f"Members may bring up to {n} {noun} {per}. The office opens at {m}pm."}]
    assert check(f"Members may bring up to {n} {noun} {per}.", ctx).hallucination == "clean"
    bad = check(f"Members may bring up to {m} {noun} {per}.", ctx)
    assert bad.hallucination == "hallucinated" and "frame_value" in rules(bad)


def test_the_users_own_count_is_no_changed_value():
    ctx = [{"title": "l.md", "text": "Each student may reschedule up to 2 lessons per term. Lessons start at 3pm."}]
    v = check("You have rescheduled 3 lessons per term already; each student may reschedule up to 2 lessons per term.",
              ctx, "I have rescheduled 3 lessons per term already. Is that allowed?")
    assert "frame_value" not in rules(v)


# ---- polarity: a part that opens with its verb has the sentence's subject; a condition is a part of its own

@pytest.mark.parametrize(("answer", "bad"), [
    ("Tooth whitening is not available on the NHS; home whitening costs £295.", False),
    ("Yes, tooth whitening is available on the NHS.", True),
    ("Vans may not be taken to music festivals.", False),
    ("Music festival: vans are allowed at music festivals as long as you give notice when booking.", True),
    ("Landlords can charge for fair wear and tear as long as they can show the carpet's age.", True),
])
def test_polarity_with_the_sentences_subject_and_a_condition_apart(answer, bad):
    ctx = [{"title": "r.md", "text": "Tooth whitening is a cosmetic treatment and is not available on the NHS. Home whitening "
                                     "costs £295. Vans may not be taken to music festivals. Taking a van to Europe is allowed "
                                     "with notice. Landlords cannot charge for fair wear and tear. Bookings need a carpet "
                                     "check: show the age of any damage when booking, for as long as you hire."}]
    v = check(f"Home whitening costs £295. {answer}", ctx)
    assert ("frame_polarity" in rules(v)) is bad, v


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Tooth whitening", "Late checkout", "Pet insurance", "Parking at the depot"]),
       st.sampled_from([("available", "not available"), ("included", "not included"), ("allowed", "not allowed")]),
       st.sampled_from(["on the NHS", "in the standard plan", "for weekend bookings"]))
def test_a_verb_first_part_keeps_its_subject_as_a_property(subject, pair, where):
    yes, no = pair
    ctx = [{"title": "f.md", "text": f"{subject} is a popular extra and is {no} {where}."}]
    assert check(f"{subject} is {no} {where}.", ctx).hallucination != "hallucinated"
    flipped = check(f"{subject} is {yes} {where}.", ctx)
    assert flipped.hallucination == "hallucinated" and "frame_polarity" in rules(flipped)


# ---- labelled lines: what the context's "Label: …" lines say of one subject alone

PASSES = [{"title": "passes.md", "text": "DevSummit pass types. Standard pass (£495): all talks on both days and lunch. "
                                         "VIP pass (£795): all talks, lunch, reserved seating, and the speakers' dinner. "
                                         "Online pass (£120): live streams and recordings for 90 days."}]


@pytest.mark.parametrize(("answer", "bad"), [
    ("- **Standard (£495):** all talks on both days and lunch\n- **VIP (£795):** all talks, lunch, reserved seating", False),
    ("- **Standard (£495):** all talks on both days, lunch and reserved seating\n- **VIP (£795):** all talks, lunch", True),
    ("The speakers' dinner is included in the VIP pass, though Standard pass holders do get reserved seating.", True),
    ("Reserved seating comes only with the VIP pass, not the Standard pass.", False),
    ("Unlike the Standard pass, the VIP pass adds reserved seating and the speakers' dinner.", False),
])
def test_a_labelled_lines_own_words_given_to_another_subject(answer, bad):
    v = check(f"The Online pass has live streams and recordings.\n\n{answer}", PASSES)
    assert ("frame_swap" in rules(v)) is bad, v


def test_a_tables_columns_are_no_claim_but_may_name_the_subjects():
    ctx = [{"title": "o.md", "text": "Economics: AAB, including Mathematics. Psychology: ABB, with no specific subjects required."}]
    table = "| Course | Typical offer | Required subjects |\n|---|---|---|\n"
    assert check(f"{table}| Economics | AAB | Must include Mathematics |\n| Psychology | ABB | None |", ctx).hallucination == "clean"
    assert "frame_swap" in rules(check(f"{table}| Economics | ABB | Must include Mathematics |\n| Psychology | AAB | None |", ctx))
    rooms = [{"title": "r.md", "text": "Classic Double: city view, shower only. Deluxe Double: sea view, bath and separate shower."}]
    table = "| | Classic Double | Deluxe Double |\n|---|---|---|\n"
    assert check(f"{table}| View | City | Sea |\n| Bathroom | Shower only | Bath and separate shower |", rooms).hallucination == "clean"
    assert "frame_swap" in rules(check(f"{table}| View | City | Sea |\n| Bathroom | Bath and separate shower | Shower only |", rooms))


@settings(max_examples=40, deadline=None)
@given(st.permutations(range(3)))
def test_labelled_lines_as_a_property(order):
    """Three labelled lines, each with two words of its own: an answer giving each label its own words
    is clean, one giving a label another line's words is a frame swap."""
    labels = ["Bronze plan", "Silver plan", "Gold plan"]
    own = ["garden maintenance", "window cleaning", "gutter repairs"]
    ctx = [{"title": "plans.md", "text": " ".join(f"{lab}: includes {o}." for lab, o in zip(labels, own))}]
    assert check(f"The {labels[0]} includes {own[0]}.", ctx).hallucination == "clean"
    i, j = order[0], order[1]
    bad = check(f"The {labels[i]} includes {own[j]}.", ctx)
    assert bad.hallucination == "hallucinated" and "frame_swap" in rules(bad)


# ---- a restriction in words widened: "only", a threshold on a noun

RESTRICTED = [{"title": "r.md", "text": "We accept card payments only. Only the Market Square branch offers a private consultation "
                                        "room for blood pressure checks. The High Street branch opens on Sundays. Plus members "
                                        "get free delivery on orders over £25. Fliers may bring a member-only guest."}]


@pytest.mark.parametrize(("answer", "bad"), [
    ("The clinic accepts card payments only.", False),
    ("The clinic accepts cash and card payments.", True),
    ("For a blood pressure check, go to Market Square: it offers a private consultation room.", False),
    ("High Street is also the branch with the private consultation room for blood pressure checks.", True),
    ("High Street doesn't offer a private consultation room.", False),
    ("Plus members get free delivery on orders over £25.", False),
    ("Plus members get free delivery on all their orders.", True),
])
def test_a_restriction_in_words_widened(answer, bad):
    from groundtest.checker import frames
    from groundtest.checker.context import ContextIndex

    f = frames.check(0, answer, ContextIndex(RESTRICTED))
    assert (f is not None and f.rule == "frame_qualifier") is bad, f


def test_a_restriction_widened_through_check():
    said = "The High Street branch opens on Sundays. Plus members get free delivery on orders over £25."
    assert check(said, RESTRICTED).hallucination == "clean"
    bad = check("The High Street branch opens on Sundays. Plus members get free delivery on all their orders.", RESTRICTED)
    assert bad.hallucination == "hallucinated" and "frame_qualifier" in rules(bad)


def test_only_as_an_adverb_or_in_a_compound_restricts_nothing():
    ctx = [{"title": "n.md", "text": "Investigators only revealed they had recovered phones after Bild and Paris Match published "
                                     "reports. Members get a member-only preview evening."}]
    assert "frame_qualifier" not in rules(check("Bild and Paris Match published reports, and investigators recovered phones.", ctx))
    assert "frame_qualifier" not in rules(check("Members get a preview evening and a guest pass.", ctx))


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("card", "cash"), ("debit card", "cheque"), ("bank transfer", "PayPal")]),
       st.sampled_from(["payments", "deposits"]))
def test_an_item_beside_the_one_allowed_as_a_property(pair, what):
    ok, other = pair
    from groundtest.checker import frames
    from groundtest.checker.context import ContextIndex

    ctx = ContextIndex([{"title": "p.md", "text": f"We accept {ok} {what} only. The office is in Leeds."}])
    assert frames.check(0, f"The office accepts {ok} {what} only.", ctx) is None
    widened = frames.check(0, f"The office accepts {other} and {ok} {what}.", ctx)
    assert widened is not None and widened.rule == "frame_qualifier"


@pytest.mark.parametrize(("kingfisher", "bad"), [("6", False), ("10", True)])
def test_a_bold_name_leading_into_a_list_is_its_subject(kingfisher, bad):
    ctx = [{"title": "b.md", "text": "Our electric Kingfisher boats seat up to 6 people and cost £45 per hour. Our petrol Heron "
                                     "boats seat up to 10 people and cost £65 per hour."}]
    said = f"For your group you'll need the **Kingfisher** ⛵\n\n- **Seats:** up to {kingfisher} people\n- **Price:** £45 per hour"
    v = check(said, ctx)
    assert ("frame_swap" in rules(v)) is bad, v
    # a bold name leading into the list, its items the right subject's: no swap ("access" is the other's word)
    ctx = [{"title": "s.md", "text": "StoreSafe Northgate is open for access from 6am to 10pm daily. StoreSafe Riverside is open "
                                     "from 7am to 8pm daily and is fully climate-controlled."}]
    assert check("**StoreSafe Riverside** sounds like the one for you.\n\n- Fully climate-controlled.\n"
                 "- Access hours are **7am to 8pm daily**.", ctx).hallucination != "hallucinated"


# ---- an attribute turned to its opposite ("older" / "younger")

SIBLING = [{"title": "fees.md", "text": "A sibling discount of 10% is applied to the older child's fees when two children "
                                        "attend. A full day costs £62."}]


@pytest.mark.parametrize(("answer", "bad"), [
    ("When two children attend, a 10% sibling discount is applied to the older child's fees.", False),
    ("When two children attend, a 10% sibling discount is applied to the younger child's fees.", True),
    ("The 10% sibling discount goes on the older child's fees, not the younger child's.", False),
])
def test_an_attribute_turned_to_its_opposite(answer, bad):
    v = check(f"A full day costs £62. {answer}", SIBLING)
    assert ("frame_polarity" in rules(v)) is bad, v


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("older", "younger"), ("minimum", "maximum"), ("earliest", "latest"), ("first", "last"),
                        ("weekday", "weekend")]), st.booleans())
def test_antonyms_as_a_property(pair, flip):
    said, other = pair if not flip else pair[::-1]
    ctx = [{"title": "r.md", "text": f"The {said} booking rate applies to members of the sailing club every season. "
                                     f"Visitors pay the standard rate; the word {other} appears in the notes."}]
    lead = "Visitors pay the standard rate. "
    assert check(f"{lead}The {said} booking rate applies to members of the sailing club every season.", ctx).hallucination == "clean"
    bad = check(f"{lead}The {other} booking rate applies to members of the sailing club every season.", ctx)
    assert bad.hallucination == "hallucinated" and "frame_polarity" in rules(bad)


# ---- a day numbered in a count; what a duration counts from

def test_a_numbered_day_is_the_count_of_days():
    ctx = [{"title": "b.md", "text": "Payment is due 14 days after the bill date. If a bill is unpaid, a reminder is sent on "
                                     "day 21 after the bill date."}]
    assert check("Payment is due 14 days after the bill date. On day 21 after the bill date, a reminder is sent.",
                 ctx).hallucination == "clean"
    swapped = check("Payment is due 14 days after the bill date. On day 14 after the bill date, a reminder is sent.", ctx)
    assert swapped.hallucination == "hallucinated" and "frame_swap" in rules(swapped)


EVENTS = [{"title": "d.md", "text": "Once a dispute is raised, each party must submit its evidence within 14 days of being asked. "
                                    "A decision is usually issued within 28 days of receiving all evidence. SecureLet pays within "
                                    "10 days of both parties agreeing."}]


@pytest.mark.parametrize(("answer", "bad"), [
    ("A decision is issued within 28 days of receiving all the evidence.", False),
    ("A decision is issued within 28 days of the dispute being raised.", True),
    ("SecureLet pays within 10 days of agreement.", False),  # one word of its own: may say the same event
    ("SecureLet pays within 10 days of both parties agreeing.", False),
])
def test_what_a_duration_counts_from(answer, bad):
    v = check(f"Each party must submit its evidence within 14 days of being asked. {answer}", EVENTS)
    assert ("frame_qualifier" in rules(v)) is bad, v


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["the move", "the booking date", "the final invoice"]), st.sampled_from(["claims", "complaints"]),
       st.integers(min_value=2, max_value=60))
def test_anchors_as_a_property(event, thing, n):
    ctx = [{"title": "c.md", "text": f"All {thing} must be made within {n} days of {event}. Quotes are issued after a home survey."}]
    assert check(f"All {thing} must be made within {n} days of {event}.", ctx).hallucination == "clean"
    moved = check(f"All {thing} must be made within {n} days of the home survey.", ctx)
    assert moved.hallucination == "hallucinated" and "frame_qualifier" in rules(moved)


@pytest.mark.parametrize(("answer", "bad"), [
    ("Walk-ins are welcome for the flu service.", False),
    ("Walk-ins are available for the flu service.", False),
    ("Walk-ins aren't available for the flu service.", True),
    ("Walk-ins are not accepted for the flu service.", True),
])
def test_words_of_permission_are_one_for_polarity(answer, bad):
    ctx = [{"title": "f.md", "text": "Greenleaf flu vaccinations: walk-ins are welcome and no appointment is needed. The flu "
                                     "service costs £16."}]
    v = check(f"The flu service costs £16. {answer}", ctx)
    assert ("frame_polarity" in rules(v)) is bad, v


# ---- requirements: "must be booked" / "no need to book" (a requirement word is one word for polarity)

EVENINGS = [{"title": "events.md", "text": "Late evenings run on the first Thursday of every month from 6:30pm to 9pm. "
                                           "They are free for members but must be booked in advance. Tours cost £15."}]


@pytest.mark.parametrize(("answer", "bad"), [
    ("Late evenings are free for members, but they must be booked in advance.", False),
    ("Late evenings are free for members and need to be booked in advance.", False),
    ("Late evenings are free for members, and there's no need to book in advance.", True),
    ("They're free for members, and you don't have to book in advance.", True),
])
def test_a_requirement_flipped(answer, bad):
    v = check(answer, EVENINGS, "Do late evenings need booking?")
    assert ("frame_polarity" in rules(v)) is bad, v


def test_a_requirement_of_another_subject_is_no_flip():
    ctx = [{"title": "dress.md", "text": "White clothing is required on the grass courts only; any tennis clothing is fine "
                                         "on the hard courts."}]
    v = check("Hard courts: no need for white clothing.", ctx, "Do I need whites on the hard courts?")
    assert "frame_polarity" not in rules(v), v


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["Workshops", "Guided walks", "Tasting sessions"]),
       st.sampled_from([("must be booked in advance", "don't need to be booked in advance"),
                        ("must be paid for on arrival", "do not need to be paid for on arrival"),
                        ("require a signed waiver", "don't require a signed waiver")]))
def test_requirement_flips_as_a_property(subject, pair):
    must, needless = pair
    ctx = [{"title": "f.md", "text": f"{subject} run every Saturday. {subject} {must}. Parking costs £4."}]
    assert check(f"{subject} {must}.", ctx).hallucination != "hallucinated"
    assert "frame_polarity" in rules(check(f"{subject} run every Saturday, and they {needless}.", ctx))


# ---- periods: a price for the whole stay, a time allowance per a period after its noun

@pytest.mark.parametrize(("answer", "bad"), [
    ("You can hire a towel for £2.50 for your stay.", False),
    ("You can hire a towel for £2.50 per night.", True),
    ("Membership includes 24 hours of studio time per month.", False),
    ("Membership includes 24 hours of studio time per week.", True),
])
def test_period_for_the_stay_and_after_a_noun(answer, bad):
    ctx = [{"title": "h.md", "text": "Beds cost £24 per night. Towels can be hired for £2.50 for your stay. Membership "
                                     "costs £85 per month and includes 24 hours of studio time per month."}]
    v = check(answer, ctx)
    assert ("frame_period" in rules(v)) is bad, v


# ---- swaps: another document's value; a pair's partners exchanged

SOCKS = [{"title": "toddler.md", "text": "Toddler Time costs £8 per child. Toddler grip socks cost £2 a pair."},
         {"title": "jump.md", "text": "Open jump costs £13 per jumper. Bounce grip socks are compulsory and cost £2.50 a pair."}]


@pytest.mark.parametrize(("answer", "bad"), [
    ("Toddler grip socks cost £2 a pair, and Bounce grip socks cost £2.50 a pair.", False),
    ("Grip socks for open jump cost £2.50 a pair.", False),
    ("Toddler grip socks: £2.50 a pair.", True),
])
def test_another_documents_value(answer, bad):
    v = check(answer, SOCKS)
    assert ("frame_swap" in rules(v)) is bad, v


FOLLOW = [{"title": "fees.md", "text": "Fees: initial assessment (60 minutes) £70; follow-up session of 30 minutes £50 "
                                       "or 45 minutes £65; sports massage (45 minutes) £45."}]


@pytest.mark.parametrize(("answer", "bad"), [
    ("| Length | Price |\n|---|---|\n| 30 minutes | £50 |\n| 45 minutes | £65 |", False),
    ("A follow-up of 45 minutes costs £65.", False),
    ("| Length | Price |\n|---|---|\n| 30 minutes | £65 |\n| 45 minutes | £50 |", True),
    ("A follow-up of 30 minutes costs £65.", True),
])
def test_a_pairs_partners_swapped(answer, bad):
    v = check(answer, FOLLOW)
    assert ("frame_swap" in rules(v)) is bad, v


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([(20, 40), (30, 45), (30, 60), (45, 90)]),
       st.sampled_from([(35, 50), (50, 65), (60, 85)]))
def test_pair_swaps_as_a_property(lengths, prices):
    (m1, m2), (p1, p2) = lengths, prices
    ctx = [{"title": "p.md", "text": f"A lesson of {m1} minutes £{p1} or {m2} minutes £{p2}. Parking is free."}]
    assert "frame_swap" not in rules(check(f"A lesson of {m2} minutes costs £{p2}.", ctx))
    assert "frame_swap" in rules(check(f"A lesson of {m1} minutes costs £{p2}.", ctx))
