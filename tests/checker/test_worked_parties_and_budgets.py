"""Worked figures the derivations now reconstruct (thirty-fourth session, checker/derive.py ``_mixed_party``,
``_budget_split``, the supposition of an if-clause's time, "leave" as a difference, checker/lookups.py ``feed``, and
checker/blocks.py ``sections_after``).

    MIXED-PARTY := COUNT KIND ("and" | ",") COUNT KIND …  "would pay" TOTAL      TOTAL = Σ COUNT × the context's KIND price
    BUDGET      := "your" SUM … N UNITS "(leaves" REST ")"                   N = ⌊SUM / PRICE⌋, REST = SUM − N × PRICE
    SUPPOSED    := "if your" NOUN "is at" TIME "…" "by" TIME "on the" WEEKDAY  (the time supposed; the weekday worked out)
    SECTIONS    := "There are" COUNT "kinds of" NOUN ":" HEADING{COUNT}       (the answer's own sections, counted)
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check


def _rules(verdict) -> set:
    return {f.rule for f in verdict.findings if f.severity == "critical"}


@settings(deadline=None, max_examples=25)
@given(st.integers(min_value=1, max_value=4), st.integers(min_value=1, max_value=4),
       st.sampled_from([(28, 14), (12, 7), (35, 20), (9, 5)]), st.sampled_from(["two", "2"]))
def test_a_mixed_party_priced_by_kind(adults, children, prices, _form):
    adult, child = prices
    ctx = [{"title": "tickets.md", "text": f"A season ticket costs £{adult} for an adult and £{child} for a child aged 5-16."}]
    words = {1: "one", 2: "two", 3: "three", 4: "four"}
    party = f"{words[adults]} adult{'s' if adults > 1 else ''} and {words[children]} {'children' if children > 1 else 'child'}"
    total = adults * adult + children * child
    right = check(f"So a family of {party} would pay £{total} for the season.", ctx)
    assert "value" not in _rules(right), right.findings
    # a wrong total: off by one child's price less a pound (no sum of the counted prices)
    wrong = check(f"So a family of {party} would pay £{total + child - 1} for the season.", ctx)
    assert "value" in _rules(wrong), wrong.findings


def test_a_mixed_party_needs_each_kind_priced():
    ctx = [{"title": "tickets.md", "text": "A season ticket costs £28 for an adult."}]
    verdict = check("So a family of two adults and two children would pay £84 for the season.", ctx)
    assert "value" in _rules(verdict), verdict.findings


@settings(deadline=None, max_examples=25)
@given(st.sampled_from([60, 75, 100, 50]), st.sampled_from([22, 37, 15, 18]))
def test_what_a_budget_buys_and_leaves(budget, price):
    ctx = [{"title": "prices.md", "text": f"Net hire: £{price} per hour. Coaching is £45 per hour."}]
    q = f"The card says £{budget} on it. How much can I do with it?"
    n, rest = budget // price, budget % price
    head = f"| Option | Cost per hour | Hours from £{budget} |\n|---|---|---|\n"
    right = check(f"{head}| Net only | £{price} | {n} hours (leaves £{rest}) |", ctx, q)
    assert not {"value"} & _rules(right), right.findings
    # one hour more than it buys is no whole part of it
    over = check(f"{head}| Net only | £{price} | {n + 1} hours (leaves £{rest}) |", ctx, q)
    assert "value" in _rules(over), over.findings
    # what is left, two pounds off (no remainder of the division)
    short = check(f"{head}| Net only | £{price} | {n} hours (leaves £{rest + 2}) |", ctx, q)
    assert "value" in _rules(short), short.findings


@settings(deadline=None, max_examples=20)
@given(st.sampled_from(["3pm", "11am", "7:30pm", "2pm"]),
       st.sampled_from([("Saturday", "Wednesday", "Thursday"), ("Monday", "Friday", "Saturday"), ("Friday", "Tuesday", "Monday")]))
def test_an_if_clause_supposes_its_time(time, days):
    booked, deadline, wrong_day = days
    ctx = [{"title": "terms.md", "text": "Champagne afternoon tea bookings need 72 hours' notice for a full refund."}]
    right = check(f"For example, if your booking is at {time} on a {booked}, you'd need to cancel by {time} on the "
                  f"{deadline}.", ctx)
    assert "value" not in _rules(right), right.findings
    wrong = check(f"For example, if your booking is at {time} on a {booked}, you'd need to cancel by {time} on the "
                  f"{wrong_day}.", ctx)
    assert "value" in _rules(wrong), wrong.findings


def test_a_time_after_a_definite_fact_is_not_supposed():
    ctx = [{"title": "terms.md", "text": "Champagne afternoon tea bookings need 72 hours' notice for a full refund."}]
    verdict = check("If your booking is cancelled, the kitchen closes at 3pm.", ctx)
    assert "value" in _rules(verdict), verdict.findings


@settings(deadline=None, max_examples=20)
@given(st.sampled_from([(145, 100), (120, 50), (95, 40)]))
def test_what_a_voucher_would_leave(pair):
    price, voucher = pair
    ctx = [{"title": "weekend.md", "text": f"Foam Armour Weekend: Price £{price}, including materials."}]
    right = check(f"So, for example, a £{voucher} voucher on the weekend would leave £{price - voucher} to pay by card.", ctx)
    assert "value" not in _rules(right), right.findings
    wrong = check(f"So, for example, a £{voucher} voucher on the weekend would leave £{price - voucher + 10} to pay by card.", ctx)
    assert "value" in _rules(wrong), wrong.findings


@settings(deadline=None, max_examples=20)
@given(st.sampled_from([(95, 85), (120, 95), (60, 45)]))
def test_prices_restated_from_the_context_are_operands_after(pair):
    high, low = pair
    ctx = [{"title": "milk.md", "text": f"Glass-bottle milk costs {high}p per pint. Carton milk costs {low}p per pint."}]
    right = check(f"Glass is {high}p a pint. Cartons are {low}p a pint.\n\nSo cartons are {high - low}p a pint cheaper.", ctx)
    assert "value" not in _rules(right), right.findings
    wrong = check(f"Glass is {high}p a pint. Cartons are {low}p a pint.\n\nSo cartons are {high - low + 3}p a pint cheaper.", ctx)
    assert "value" in _rules(wrong), wrong.findings


@settings(deadline=None, max_examples=10)
@given(st.sampled_from(["kinds", "types", "sorts"]), st.sampled_from(["charges", "late fees"]))
def test_the_answers_own_sections_counted(noun, what):
    ctx = [{"title": "fees.md", "text": "A late amendment fee of £5 applies. Late collection costs £4 per bag per day."}]
    sections = ["## Late changes\n- **£5** late amendment fee", "## Late collection\n- **£4** per bag per day"]
    right = check(f"There are two {noun} of {what}:\n\n" + "\n\n".join(sections), ctx)
    assert "value" not in _rules(right), right.findings
    # a count the sections under it do not make (three over two, two over one)
    for wrong in (check(f"There are three {noun} of {what}:\n\n" + "\n\n".join(sections), ctx),
                  check(f"There are two {noun} of {what}:\n\n" + sections[0], ctx)):
        assert "value" in _rules(wrong), wrong.findings


@settings(deadline=None, max_examples=10)
@given(st.sampled_from([("142.50", 10, 14), ("95", 10, 9), ("64", 5, 12)]))
def test_a_count_left_is_no_budget_split_of_the_answers_own_amounts(figures):
    price, fee, coincidence = figures  # (the answer's price over the fee is the wrong count: only the user's sum is split)
    ctx = [{"title": "refunds.md", "text": f"A 7-day ticket is £{price}. Unused tickets can be refunded, minus a £{fee} "
                                           f"administration fee. Refunds are not given for tickets with fewer than 7 days left."}]
    wrong = check(f"The 7-day ticket is £{price}. Refunds are possible minus a **£{fee} admin fee**, but not with fewer than "
                  f"{coincidence} days left.", ctx)
    assert "value" in _rules(wrong), wrong.findings
    right = check(f"The 7-day ticket is £{price}. Refunds are possible minus a **£{fee} admin fee**, but not with fewer than "
                  f"7 days left.", ctx)
    assert "value" not in _rules(right), right.findings


def test_a_premise_the_user_believes_is_no_operand_of_right_working():
    ctx = [{"title": "tickets.md", "text": "Festival entry costs 50p per adult; children under 5 go free."}]
    q = "Since festival entry is £1 each, what do I pay for 4 adults?"
    wrong = check("- 4 adults × £1 = **£4**", ctx, q)
    assert wrong.hallucination == "hallucinated", wrong.findings
    right = check("- 4 adults × 50p = **£2**", ctx, q)
    assert right.hallucination == "clean", right.findings


def test_a_premise_the_user_believes_is_no_operand_in_arabic_either():
    ctx = [{"title": "khareef-tickets.md", "text": "تذكرة دخول مهرجان خريف ظفار بسعر 500 بيسة للبالغ، والأطفال دون 5 سنوات مجاناً."}]
    q = "بما أن تذكرة دخول مهرجان خريف ظفار بريال واحد، كم أدفع لعائلتي؟ نحن 4 بالغين وطفل عمره 3 سنوات."
    wrong = check("**الحسبة:**\n- 4 بالغين × 1 ريال = **4 ريالات عُمانية**\n- الطفل (3 سنوات): مجاناً لأنه دون 5 سنوات", ctx, q)
    assert wrong.hallucination == "hallucinated", wrong.findings


@settings(deadline=None, max_examples=15)
@given(st.sampled_from([(6, 15, "term"), (8, 20, "season"), (12, 25, "course")]),
       st.sampled_from(["Paid at start of {p}", "Paid at the start of the {p}", "Due at the beginning of the {p}"]))
def test_a_row_paid_at_the_start_of_a_period_sums_the_rates_per_it(figures, label):
    fee, deposit, period = figures
    ctx = [{"title": "kit.md", "text": f"The loan costs £{fee} per child per {period}, and a refundable deposit of £{deposit} per "
                                       f"child is taken at the start of each {period}."}]
    head = f"| Item | Per child |\n|---|---|\n| Loan fee (per {period}) | £{fee} |\n| Refundable deposit | £{deposit} |\n"
    right = check(head + f"| **{label.format(p=period)}** | **£{fee + deposit}** |", ctx)
    assert "value" not in _rules(right), right.findings
    wrong = check(head + f"| **{label.format(p=period)}** | **£{fee + deposit + 3}** |", ctx)
    assert "value" in _rules(wrong), wrong.findings


_WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]


@settings(deadline=None, max_examples=15)
@given(st.sampled_from(_WEEK), st.sampled_from([3, 4, 5]))
def test_working_days_counted_back_one_by_one(day, n):
    ctx = [{"title": "hire.md", "text": f"Hire must be requested at least {n} working days before the exam date."}]
    q = f"Her exam is on {day}. When must I request the cello?"
    k = _WEEK.index(day)
    back = [_WEEK[(k - j) % 5] for j in range(1, n + 1)]
    listed = ", ".join(f"{d} ({j})" for j, d in enumerate(back[:-1], 1)) + f" and the previous {back[-1]} ({n})"
    right = check(f"Counting back from a {day} exam: {listed} — so request it by that {back[-1]} before the exam.", ctx, q)
    assert "value" not in _rules(right), right.findings
    # a day off counted as a working day (any working day is some count from the stated one, back or forward: the
    # sentence's indexes 1…n reach every one; a weekend day none)
    wrong_list = listed.replace(f"{back[0]} (1)", "Sunday (1)")
    wrong = check(f"Counting back from a {day} exam: {wrong_list} — so request it by that {back[-1]} before the exam.", ctx, q)
    assert "value" in _rules(wrong), wrong.findings


@settings(deadline=None, max_examples=10)
@given(st.sampled_from([(9, 5, 24), (11, 7, 30), (13, 8, 40)]))  # (no two amounts shown differ by the child's price)
def test_a_saving_the_answer_works_out_is_no_swap(prices):
    adult, child, family = prices
    ctx = [{"title": "open-day.md", "text": f"Tickets: adult £{adult}, child (3-15) £{child}. A family ticket for 2 adults and up "
                                            f"to 3 children costs £{family}."}]
    total = 2 * adult + 3 * child
    head = (f"- 2 adults × £{adult} = £{2 * adult}\n- 3 children × £{child} = £{3 * child}\n- **Total: £{total}**\n\n"
            f"**Family ticket:** **£{family}**\n\n")
    right = check(head + f"**You'd save £{total - family}** by choosing the family ticket.", ctx)
    assert right.hallucination != "hallucinated", right.findings
    # a saving of the child's price, which no two amounts shown differ by: the context's figure given to the family
    wrong = check(head + f"**You'd save £{child}** by choosing the family ticket.", ctx)
    assert wrong.hallucination == "hallucinated", wrong.findings


@settings(deadline=None, max_examples=15)
@given(st.sampled_from([(140, 2, 8, 10), (95, 3, 6, 12), (60, 2, 5, 8)]), st.sampled_from([-10, 10, -5]))
def test_a_labelled_total_must_be_the_results_worked_out(figures, off):
    each, horses, rate, evenings = figures
    ctx = [{"title": "arena.md", "text": f"The arena season ticket costs £{each} per horse. Floodlit sessions are extra at "
                                         f"£{rate} per evening."}]
    q = f"For {horses} horses and about {evenings} floodlit evenings, what would that be in total?"
    a, b = horses * each, evenings * rate
    head = (f"**Season ticket**\n- {horses} horses × £{each} = **£{a}**\n\n**Floodlights**\n"
            f"- {evenings} evenings × £{rate} = **£{b}**\n\n")
    right = check(head + f"**Estimated total: £{a + b}**", ctx, q)
    assert "value" not in _rules(right), right.findings
    wrong = check(head + f"**Estimated total: £{a + b + off}**", ctx, q)
    assert "value" in _rules(wrong), wrong.findings


@settings(deadline=None, max_examples=10)
@given(st.sampled_from([("7 days", "72 hours"), ("5 days", "48 hours"), ("10 days", "72 hours")]))
def test_a_rules_bound_is_not_two_steps_of_anything(pair):
    wrong_span, right_span = pair
    ctx = [{"title": "cancellations.md", "text": f"Deposits are refundable if you cancel at least 21 days before the collection "
                                                f"date, or moved to a new date within 3 months. A 25% deposit secures a cake "
                                                f"serving 30. Cancellations within {right_span} of collection are charged in full."}]
    wrong = check(f"- Cancel within **{wrong_span}** of collection → you're charged the **full price** [2].", ctx)
    assert "value" in _rules(wrong), wrong.findings
    right = check(f"- Cancel within **{right_span}** of collection → you're charged the **full price** [2].", ctx)
    assert "value" not in _rules(right), right.findings


def test_a_wrong_total_the_arithmetic_search_could_reach_otherwise():
    # (blind34 e34a-multi_turn-04: 2 × £140 = £280 and 10 × £8 = £80 under "Estimated total: £350", which two steps of
    # the context's figures also make; the results worked out above are what a labelled total adds up)
    ctx = [{'title': 'arena.md', 'text': "Brookfield Equestrian's arena season ticket runs from 1 October to 31 March and costs £140 per horse for DIY liveries and £95 per horse for full liveries. It covers daytime use of the outdoor arena. Floodlit sessions are extra at £8 per evening, regardless of the number of horses using the arena at the time. Season tickets are not transferable between horses."}, {'title': 'booking.md', 'text': 'Floodlit sessions must be booked on the yard whiteboard by 4pm on the day. The arena closes at 9pm.'}]
    q = "OK, for both horses, and we'd want floodlights about 10 evenings over the winter. Roughly what would that be in total?"
    wrong = check("Here's a rough total for your two DIY livery horses 🐎\n\n**Season ticket (1 October – 31 March)**\n- DIY livery rate: **£140 per horse**\n- 2 horses × £140 = **£280**\n\n**Floodlights**\n- **£8 per evening**, whatever the number of horses in the arena\n- 10 evenings × £8 = **£80**\n\n**Estimated total: £350** 💡\n\n**Good to know**\n- Season tickets **can't be swapped between horses**, so each ticket stays with the horse it was bought for.\n- Book floodlit sessions on the **yard whiteboard by 4pm** on the day.\n- The arena **closes at 9pm**.\n\nWould you like me to compare it with paying per evening instead?", ctx, q)
    assert "value" in _rules(wrong), wrong.findings
    right = check("Here's a rough total for your two DIY livery horses 🐎\n\n**Season ticket (1 October – 31 March)**\n- DIY livery rate: **£140 per horse**\n- 2 horses × £140 = **£280**\n\n**Floodlights**\n- **£8 per evening**, whatever the number of horses in the arena\n- 10 evenings × £8 = **£80**\n\n**Estimated total: £360** 💡\n\n**Good to know**\n- Season tickets **can't be swapped between horses**, so each ticket stays with the horse it was bought for.\n- Book floodlit sessions on the **yard whiteboard by 4pm** on the day.\n- The arena **closes at 9pm**.\n\nWould you like me to compare it with paying per evening instead?", ctx, q)
    assert "value" not in _rules(right), right.findings


def test_a_wrong_bound_the_arithmetic_search_could_reach_otherwise():
    # (blind34 e34b-citation_markers-05: "within 7 days" for the context's 72 hours, which 21 − 25 + … makes)
    ctx = [{'title': 'custom-orders.md', 'text': 'Custom celebration cakes start at £90 for a two-tier cake serving 30. Three-tier cakes start at £160. A 25% deposit secures your date and must be paid within 3 days of receiving your quote, otherwise the date is released.'}, {'title': 'cancellations.md', 'text': 'Deposits are refundable if you cancel at least 21 days before the collection date. After that, deposits are non-refundable but can be transferred to a new date within 3 months. Cancellations within 72 hours of collection are charged in full.'}]
    wrong = check("Happy to explain! 🎂\n\n**Deposit**\n- A **25% deposit** secures your date [1].\n- It must be paid within **3 days** of getting your quote, or the date is released [1].\n- For example, a two-tier cake from £90 would mean a deposit of at least **£22.50**; a three-tier from £160 would be at least **£40** [1].\n\n**If the party is cancelled**\n- Cancel **at least 21 days** before collection → the deposit is **refunded** [2].\n- After that, the deposit **isn't refundable**, but you can move it to a new date within **3 months** [2].\n- Cancel within **7 days** of collection → you're charged the **full price** [2].\n\n[1] custom-orders.md · [2] cancellations.md\n\nWould you like help estimating a deposit for a specific size of cake?", ctx, "How much deposit do I need for a custom tiered cake, and can I get it back if the party's cancelled?")
    assert "value" in _rules(wrong), wrong.findings


@settings(deadline=None, max_examples=10)
@given(st.sampled_from([(3, 12, "truffles"), (4, 6, "cookies"), (2, 10, "prints")]))
def test_a_count_shared_between_the_party(figures):
    people, each, noun = figures
    ctx = [{"title": "expect.md", "text": f"Trial sessions last 90 minutes and you take home {each} {noun}."}]
    q = f"I booked the trial session for {people} people."
    right = check(f"With {people} of you, that's {people * each} {noun} between you!", ctx, q)
    assert "value" not in _rules(right), right.findings
    wrong = check(f"With {people} of you, that's {people * each + 2} {noun} between you!", ctx, q)
    assert "value" in _rules(wrong), wrong.findings
