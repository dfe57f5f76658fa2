"""A price multiplied by a count the answer itself sets up (checker/lookups.py ``_written_count``,
checker/derive.py ``Ledger._multiplied``): a count written as a word ("two children", "three
sessions") is skipped as a stated figure, yet it is the multiplier of the price the sentence
works out; and a price times two counts ("for two of you over 7 days"). Each both ways: a wrong
product is still flagged."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
THINGS = [("child", "children", "Junior sessions cost {p} per child."),
          ("adult", "adults", "Day tickets are {p} per adult."),
          ("lesson", "lessons", "Each lesson costs {p}."),
          ("device", "devices", "Wi-Fi costs {p} per device.")]
FRAMES = ["At {p} each, {n} {things} would be **{t}**.",
          "{N} {things} at {p} each comes to {t}.",
          "So {n} {things} would cost {t} in all ({p} each).",
          "For {n} {things}, that's {t} at {p} each."]


def _value_flags(verdict) -> list:
    return [f for f in verdict.findings if f.severity == "critical" and f.rule == "value"]


def _money(x: int, cur: str) -> str:
    return f"{cur}{x}"


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(WORDS)), st.sampled_from(THINGS), st.sampled_from(FRAMES),
       st.integers(min_value=7, max_value=95), st.sampled_from(["£", "$", "€"]), st.integers(min_value=1, max_value=9))
def test_a_price_times_a_count_written_as_a_word(n, thing, frame, price, cur, off):
    _, things, ctx_text = thing
    ctx = [{"title": "prices.md", "text": ctx_text.format(p=_money(price, cur))}]
    p = _money(price, cur)

    def say(total: int) -> str:
        return frame.format(p=p, n=WORDS[n], N=WORDS[n].capitalize(), things=things, t=_money(total, cur))

    assert not _value_flags(check(say(n * price), ctx, "How much is it?"))
    wrong = n * price + off
    if wrong % price == 0 and wrong // price in WORDS:  # (another count's right product)
        wrong += 1
    assert _value_flags(check(say(wrong), ctx, "How much is it?"))


@pytest.mark.parametrize("people,days,rate", [(2, 7, 16), (3, 5, 12), (2, 10, 25), (4, 3, 9)])
def test_a_rate_per_person_per_day_times_people_and_days(people, days, rate):
    ctx = [{"title": "onboard.md", "text": f"Daily gratuities of ${rate} per person are added to onboard accounts."}]
    word = WORDS[people]
    right = f"Gratuities are ${rate} per person per day, so for {word} of you over {days} days, that's **${people * days * rate}**."
    assert not _value_flags(check(right, ctx, "What are the extra costs?"))
    wrong = right.replace(f"${people * days * rate}", f"${people * days * rate + rate // 2 + 1}")
    assert _value_flags(check(wrong, ctx, "What are the extra costs?"))


def test_a_count_of_priced_slots_beside_their_cost():
    ctx = [{"title": "hire.md", "text": "Board and wetsuit hire is £20 for 2 hours or £35 for a full day."}]
    q = "Can I hire a board?"
    assert not _value_flags(check("The full-day rate (£35) is better value than two 2-hour slots (£40).", ctx, q))
    assert not _value_flags(check("The full-day rate (£35) is better value than three 2-hour slots (£60).", ctx, q))
    assert _value_flags(check("The full-day rate (£35) is better value than two 2-hour slots (£45).", ctx, q))
    assert _value_flags(check("The full-day rate is £40.", ctx, q))  # the product is no rate the context states


PERIODS = {"year": 12, "month": 1}  # (months)
TIMES = {1: "once", 2: "twice", 3: "three times", 4: "four times", 6: "six times", 12: "twelve times"}


@pytest.mark.parametrize("n", [2, 3, 4, 6])
@pytest.mark.parametrize("per", ["a", "per", "each"])
def test_n_times_a_year_is_every_twelve_over_n_months(n, per):
    """lookups._as_often: a frequency and its interval are one figure, either way round."""
    every = 12 // n
    ctx = [{"title": "service.md", "text": f"All plans include a service every {every} months."}]
    assert not _value_flags(check(f"Servicing: {TIMES[n]} {per} year.", ctx, "How often?"))
    other = {2: 3, 3: 4, 4: 6, 6: 4}[n]
    assert _value_flags(check(f"Servicing: {TIMES[other]} {per} year.", ctx, "How often?"))
    ctx2 = [{"title": "service.md", "text": f"Bins are emptied {TIMES[n]} {per} year."}]
    assert not _value_flags(check(f"Bins are emptied every {every} months.", ctx2, "How often?"))
    assert _value_flags(check(f"Bins are emptied every {every} weeks.", ctx2, "How often?"))


@pytest.mark.parametrize("rate,off", [(12, 2), (15, 4), (9, 3), (20, 5)])
@pytest.mark.parametrize("thing", ["hourly table rate", "ticket", "class"])
def test_a_stated_discount_applied_to_a_stated_price(rate, off, thing):
    """derive._RELATION: "£2 off every hourly rate" is a difference the context states, applied to a price shown."""
    ctx = [{"title": "m.md", "text": f"Silver members get £{off} off every {thing}. Standard price: £{rate}."}]
    q = "What would I pay as a Silver member?"
    assert not _value_flags(check(f"At the standard £{rate}, Silver members pay **£{rate - off}**.", ctx, q))
    assert _value_flags(check(f"At the standard £{rate}, Silver members pay **£{rate - off - 1}**.", ctx, q))


@pytest.mark.parametrize("gap,rate,unit", [(55, 2, "hour"), (90, 4, "hour"), (100, 15, "day"), (39, 6, "week")])
def test_how_many_units_an_amount_buys_at_a_rate(gap, rate, unit):
    """derive.Ledger._how_many: an amount ÷ a rate per a unit, rounded only where the sentence says so."""
    ctx = [{"title": "m.md", "text": f"Gold costs £{gap} more a year than Silver and saves an extra £{rate} per {unit}."}]
    q = "When does Gold pay off?"
    n = gap / rate
    near = round(n)
    text = "Gold costs £{g} more and saves an extra £{r} a {u}, so it pays off after {a}{n} {u}s."
    assert not _value_flags(check(text.format(g=gap, r=rate, u=unit, a="about " if n != near else "", n=near), ctx, q))
    assert _value_flags(check(text.format(g=gap, r=rate, u=unit, a="about ", n=near + 3), ctx, q))
    if n != near:  # unrounded by the sentence: the exact quotient only
        assert _value_flags(check(text.format(g=gap, r=rate, u=unit, a="", n=near), ctx, q))


@pytest.mark.parametrize("fare", [40, 37, 52, 23])
@pytest.mark.parametrize("how,step,word", [("down", 0.05, "5p"), ("down", 0.10, "10p"), ("up", 0.05, "5p"), ("", 1.0, "pound")])
def test_a_discount_rounded_as_the_context_says_then_paid_less(fare, how, step, word):
    """derive.Ledger._rounded and ._paid_less: one third off, rounded to the nearest step the context names,
    and the fare less that discount; a discount rounded the other way, or a wrong remainder, is flagged."""
    import math

    rounding = f"rounded {how} to the nearest {word}".replace("  ", " ")
    ctx = [{"title": "cards.md", "text": f"The card gives one third off off-peak fares. Discounts are {rounding}."}]
    q = f"What would I pay on a £{fare} off-peak fare?"
    third = fare / 3
    k = third / step
    d = (math.floor(k + 1e-9) if how == "down" else math.ceil(k - 1e-9) if how == "up" else math.floor(k + 0.5)) * step

    def say(disc: float, paid: float) -> str:
        return (f"So for a **£{fare} off-peak fare**:\n- One third of £{fare} = £{third:.2f}\n"
                f"- {rounding.capitalize()}, the discount is **£{disc:.2f}**\n- **You'd pay £{paid:.2f}**")

    assert not _value_flags(check(say(d, fare - d), ctx, q))
    assert _value_flags(check(say(d, fare - d - 1), ctx, q))
    assert _value_flags(check(say(d + 0.5, fare - d - 0.5), ctx, q))


@pytest.mark.parametrize("rate,mins", [(0.5, 20), (0.25, 40), (1.5, 12), (2, 15)])
@pytest.mark.parametrize("noun,link", [("job", "with"), ("session", "with"), ("job", "needing"), ("booking", "of")])
def test_a_supposed_length_priced_at_a_rate(rate, mins, noun, link):
    """derive._SUPPOSED_LENGTH: "a job with 20 minutes of cutting would come to £10": the length is the supposition."""
    ctx = [{"title": "e.md", "text": f"Laser cutter use is charged at £{rate:.2f} per minute of cutting time."}]
    q = "How much does the laser cutter cost?"
    total = rate * mins
    text = f"So a {noun} {link} {mins} minutes of cutting would come to £{{:.2f}}."
    assert not _value_flags(check(text.format(total), ctx, q))
    assert _value_flags(check(text.format(total + 1), ctx, q))


@pytest.mark.parametrize("a,b", [(20, 15), (12, 30), (45, 5)])
def test_a_free_item_added_as_nothing(a, b):
    """lookups: "£20 + £15 + £0 = £35", the £0 the item the answer and the context call free."""
    ctx = [{"title": "i.md", "text": f"The laser induction costs £{a}, the woodshop induction costs £{b}, and the 3D printer induction is free."}]
    q = "Which inductions do I pay for?"
    head = f"| Induction | Cost |\n|---|---|\n| Laser | £{a} |\n| Woodshop | £{b} |\n| 3D printer | Free |\n\n"
    assert not _value_flags(check(head + f"Total: £{a} + £{b} + £0 = **£{a + b}**", ctx, q))
    assert _value_flags(check(head + f"Total: £{a} + £{b} + £0 = **£{a + b + 5}**", ctx, q))
    paid = [{"title": "i.md", "text": f"The laser induction costs £{a}, the woodshop induction costs £{b}, and the 3D printer induction costs £8."}]
    assert _value_flags(check(f"Total: £{a} + £{b} + £0 = **£{a + b}**", paid, q))  # nothing is free there


@pytest.mark.parametrize("price,pct", [(800, 25), (1200, 20), (640, 25)])
@pytest.mark.parametrize("heading", ["### Example", "**Worked example**", "### For example"])
def test_a_case_set_up_under_an_example_heading(price, pct, heading):
    """derive.Ledger.example: under an "Example" heading, "On a lot with a hammer price of £800:" is the case."""
    ctx = [{"title": "p.md", "text": f"A buyer's premium of {pct}% of the hammer price is charged on each lot."}]
    q = "How much is the premium?"
    text = f"{heading}\nOn a lot with a hammer price of £{price}:\n- Premium: {pct}% × £{price} = **£{{}}**"
    assert not _value_flags(check(text.format(price * pct // 100), ctx, q))
    assert _value_flags(check(text.format(price * pct // 100 + 10), ctx, q))
    assert _value_flags(check(f"### Prices\nOn a lot with a hammer price of £{price}, the premium is £{price * pct // 100 + 10}.", ctx, q))


@pytest.mark.parametrize("n,price", [(2, 40), (3, 25), (4, 12)])
@pytest.mark.parametrize("shape", ["| {n} adults | £{t} |", "- {n} adults: £{t}", "{n} adults — £{t}"])
def test_a_line_labelled_by_a_count_is_their_cost(n, price, shape):
    """derive._COUNT_LABEL: "| 2 adults | £80 |" for the user's £40 fare: the count labels the line, its cost multiplies."""
    ctx = [{"title": "t.md", "text": "Children aged 3 to 15 pay 50% of the adult fare."}]
    q = f"An adult fare is £{price}. There are {n} adults travelling. What will it cost?"
    head = "| Item | Cost |\n|---|---|\n" if shape.startswith("|") else ""
    assert not _value_flags(check(head + shape.format(n=n, t=n * price), ctx, q))
    assert _value_flags(check(head + shape.format(n=n, t=n * price + 5), ctx, q))


@pytest.mark.parametrize("base,extra", [(14, 6), (9, 6), (30, 12), (45, 7)])
@pytest.mark.parametrize("says", ["Express service adds £{e}.", "Express is £{e} extra per delivery.", "Express costs an extra £{e}."])
def test_a_surcharge_added_to_a_shown_price(base, extra, says):
    """derive.Ledger._relations: "adds £6", "£6 extra": a difference the context states, applied to a price shown."""
    ctx = [{"title": "p.md", "text": f"A Zone 1 to Zone 2 delivery costs £{base}. " + says.format(e=extra)}]
    q = "What does express cost?"
    head = "| Journey | Standard | Express |\n|---|---|---|\n"
    assert not _value_flags(check(head + f"| Zone 1 → Zone 2 | £{base} | £{base + extra} |", ctx, q))
    assert _value_flags(check(head + f"| Zone 1 → Zone 2 | £{base} | £{base + extra + 2} |", ctx, q))


@pytest.mark.parametrize("old,new", [(1050, 1150), (820, 890), (45, 52), (300, 275)])
def test_a_difference_said_higher_or_lower(old, new):
    """derive._SUB/_STRONG: "the 2026 price is £100 higher" than last year's: a difference of the two prices shown."""
    ctx = [{"title": "r-2025.md", "text": f"Retreat 2025: single room £{old}."},
           {"title": "r-2026.md", "text": f"Retreat 2026: single room £{new}. Prices include all meals."}]
    q = "What's the price of a single room?"
    word = "higher" if new > old else "lower"
    head = f"This year a single room is **£{new}**.\n\nFor comparison, the 2025 retreat had a single room at £{old}, so"
    assert not _value_flags(check(f"{head} the 2026 price is £{abs(new - old)} {word}.", ctx, q))
    assert _value_flags(check(f"{head} the 2026 price is £{abs(new - old) + 15} {word}.", ctx, q))


@pytest.mark.parametrize("fee,charge,n", [(690, 45, 10), (1050, 30, 12), (480, 20, 10)])
def test_a_charge_the_context_says_a_plan_carries(fee, charge, n):
    """derive._ADDS_BEFORE: "instalments, which carries a £45 administration charge": added to the shown fee, then spread."""
    ctx = [{"title": "p.md", "text": f"Intermediate membership is £{fee} a year. Members may instead pay in {n} monthly "
                                     f"Direct Debit instalments, which carries a £{charge} administration charge."}]
    q = "How much is membership?"
    total = fee + charge
    text = (f"Membership is £{fee} a year, or you can pay in {n} monthly Direct Debits with a £{charge} admin charge. "
            f"So you'd pay £{fee} (or £{{}} if you spread it monthly).")
    assert not _value_flags(check(text.format(total), ctx, q))
    assert _value_flags(check(text.format(total + 10), ctx, q))


@pytest.mark.parametrize("payg,member,fee", [(79, 62, 7.99), (59, 45, 7.0), (80, 60, 10.0)])
def test_how_many_units_a_fee_buys_at_a_saving_per_unit(payg, member, fee):
    """derive.Ledger._how_many, any unit: "17p per kWh, so the £7.99 fee pays for itself after roughly 47 kWh"."""
    ctx = [{"title": "t.md", "text": f"Pay-as-you-go: {payg}p per kWh. Members pay {member}p per kWh. Membership costs £{fee:.2f} per month."}]
    q = "Is membership worth it?"
    saving = payg - member
    n = fee * 100 / saving
    text = (f"The saving is {payg}p − {member}p = {saving}p per kWh, so the £{fee:.2f} monthly fee pays for itself after "
            f"roughly **{{}} kWh** a month.")
    assert not _value_flags(check(text.format(round(n)), ctx, q))
    assert _value_flags(check(text.format(round(n) + 7), ctx, q))
