"""Round 7, values: arithmetic the answer writes out is checked as written even where its result is a
figure the context states of something else (checker/derive.py ``Ledger.miscalculated``): "two half plots
would be 2 × £35 = £60" is wrong although the context's full plot costs £60. Right working with the same
figures passes; working that goes on after the figure ("= €1 + 25 × €0.25") is no result; "≈" is not checked
this way. Each both ways."""
from __future__ import annotations

import pytest

from groundtest import check


def _value_flags(verdict) -> list:
    return [f for f in verdict.findings if f.severity == "critical" and f.rule == "value"]


PLOTS = ("Elm Street rents full plots for £{full} a year and half plots for £{half} a year. "
         "Raised beds cost £{bed} a year. Rent is due by 31 January.")


@pytest.mark.parametrize("full,half,bed,noun", [(60, 35, 15, "half plot"), (90, 40, 20, "half plot"),
                                                (120, 70, 25, "small plot")])
def test_written_working_to_another_context_figure(full, half, bed, noun):
    ctx = [{"title": "plots.md", "text": PLOTS.format(full=full, half=half, bed=bed).replace("half plots", noun + "s")}]
    q = f"Is it cheaper to rent two {noun}s or one full plot?"
    right = f"Each {noun} is **£{half} a year**, so two would be 2 × £{half} = **£{2 * half} a year**."
    wrong = f"Each {noun} is **£{half} a year**, so two would be 2 × £{half} = **£{full} a year**."
    assert not _value_flags(check(right, ctx, q))
    flags = _value_flags(check(wrong, ctx, q))
    assert flags and any(f"£{full}" in f.content for f in flags), flags
    # a product of supported prices that truly gives the context's figure stays clean ("2 × £30 = £60")
    if full % 2 == 0:
        ctx2 = [{"title": "plots.md", "text": PLOTS.format(full=full, half=full // 2, bed=bed)}]
        ok = f"Each half plot is **£{full // 2} a year**, so two would be 2 × £{full // 2} = **£{full} a year**."
        assert not _value_flags(check(ok, ctx2, "Is it cheaper to rent two half plots or one full plot?"))


@pytest.mark.parametrize("a,b,c", [(12, 5, 3), (8, 4, 2), (25, 10, 4)])
def test_a_sum_written_out_to_a_context_figure(a, b, c):
    total = a * c + b
    ctx = [{"title": "prices.md", "text": f"Tickets cost £{a} each. Parking is £{b} per car. A family pass costs £{total + 7}."}]
    q = f"How much for {c} tickets and parking?"
    assert not _value_flags(check(f"{c} × £{a} + £{b} = **£{total}** in total.", ctx, q))
    assert _value_flags(check(f"{c} × £{a} + £{b} = **£{total + 7}** in total.", ctx, q))


def test_working_that_goes_on_is_no_result():
    ctx = [{"title": "p.md", "text": "Unlocking costs €1 and riding costs €0.25 per minute. The Monthly Pass costs €39."}]
    q = "How much is a 25-minute ride?"
    text = "A 25-minute ride = €1 + 25 × €0.25 = **€7.25**."
    assert not _value_flags(check(text, ctx, q))
    assert _value_flags(check("A 25-minute ride = €1 + 25 × €0.25 = **€39**.", ctx, q))


# ---------------------------------------------------------------- a share granted from a count, applied below it
GATED = [
    ("Groups of {n} or more drivers get {p}% off.", "The Grand Prix package is £{price} per driver.", "driver", "drivers"),
    ("Stays of {n} or more nights get {p}% off.", "A double room costs £{price} per night.", "night", "nights"),
    ("Bookings of at least {n} tickets get a {p}% discount.", "Tickets cost £{price} each.", "ticket", "tickets"),
]


@pytest.mark.parametrize("gate,price_line,one,many", GATED)
@pytest.mark.parametrize("n,p,price", [(10, 10, 65), (6, 20, 40), (5, 15, 80)])
def test_a_share_applied_below_its_count(gate, price_line, one, many, n, p, price):
    ctx = [{"title": "terms.md", "text": f"{price_line.format(price=price)} {gate.format(n=n, p=p)}"}]
    q = "What's the total with the discount?"

    def answer(k: int, net: bool) -> str:
        gross = k * price
        off = gross * p / 100
        lines = [f"- {k} {many} × £{price} = **£{gross}**"]
        if net:
            lines += [f"- Discount of {p}%: −£{off:g}", f"- **Total: £{gross - off:g}**"]
        else:
            lines += [f"- **Total: £{gross}**"]
        return "\n".join(lines)

    below, enough = n - 2, n + 1
    flags = _value_flags(check(answer(below, True), ctx, q))
    assert flags, answer(below, True)  # the share the context gives only from n, taken off for fewer
    assert not _value_flags(check(answer(enough, True), ctx, q))  # enough of them: the share is theirs
    assert not _value_flags(check(answer(n, True), ctx, q))  # exactly the least count ("n or more", "at least n")
    assert not _value_flags(check(answer(below, False), ctx, q))  # below it and no share taken: right
    # the answer counting both ("with 8 drivers … with 10 drivers it would be …") is not held to the smaller
    both = answer(below, False) + f"\n\nWith {enough} {many} you'd get {p}% off: {enough} × £{price} = £{enough * price}, " \
                                  f"less £{enough * price * p / 100:g} = **£{enough * price * (100 - p) / 100:g}**."
    assert not _value_flags(check(both, ctx, q))


@pytest.mark.parametrize("word,k", [("eight", 8), ("seven", 7)])
def test_a_share_applied_below_its_count_in_words(word, k):
    ctx = [{"title": "t.md", "text": "The package is £50 per driver. Groups of more than 9 drivers get 10% off."}]
    text = f"For {word} drivers that's {k} × £50 = £{k * 50}, and with the group discount you pay **£{k * 45}**."
    assert _value_flags(check(text, ctx, "How much for us?"))
    ok = f"For {word} drivers that's {k} × £50 = **£{k * 50}**; the group discount starts above 9 drivers."
    assert not _value_flags(check(ok, ctx, "How much for us?"))


# ---------------------------------------------------------------- "<a unit> and a <part>": a duration (text/matching.py)
@pytest.mark.parametrize("said,minutes", [("an hour and a quarter", 75), ("an hour and a half", 90),
                                          ("an hour and three-quarters", 105), ("an hour and three quarters", 105)])
@pytest.mark.parametrize("frame", ["Parties include {ctx} minutes on the ice and a party room.",
                                   "Each lesson lasts {ctx} minutes; the first is free."])
def test_a_unit_and_a_part_is_a_duration(said, minutes, frame):
    from groundtest.text.matching import extract_values

    got = [(v.kind, v.amount, v.unit) for v in extract_values(f"It lasts **{said}** in all.")]
    assert got == [("quantity", float(minutes), "minute")], got
    q = "How long is it?"
    ans = f"It's **{said[0].upper() + said[1:]}** in total."
    assert not _value_flags(check(ans, [{"title": "a.md", "text": frame.format(ctx=minutes)}], q))
    for other in (minutes - 15, minutes + 15, 60):
        assert _value_flags(check(ans, [{"title": "a.md", "text": frame.format(ctx=other)}], q)), (said, other)


@pytest.mark.parametrize("said,months,wrong", [("a year and a quarter", 15, 12), ("a year and a half", 18, 15)])
def test_a_year_and_a_part(said, months, wrong):
    q = "How long is the warranty?"
    ans = f"The warranty runs for {said}."
    assert not _value_flags(check(ans, [{"title": "w.md", "text": f"The warranty lasts {months} months from delivery."}], q))
    assert _value_flags(check(ans, [{"title": "w.md", "text": f"The warranty lasts {wrong} months from delivery."}], q))


# ---------------------------------------------------------------- "so you're inside the N-week window": checked
def _judged(verdict) -> list:
    return [f for f in verdict.findings if f.severity == "critical" and "window" in (f.notes or "")]


@pytest.mark.parametrize("rule,window,start,inside,outside", [
    ("Finished pieces must be collected within 8 weeks of the ready email.", "eight-week", "1 March", "20 April", "10 May"),
    ("Returns are accepted within 30 days of delivery.", "30-day", "3 June", "28 June", "20 July"),
    ("Claims must be made within 14 days of the trip.", "14-day", "20 December", "30 December", "15 January"),
    ("You can switch plans within 2 months of joining.", "2-month", "1 February", "25 March", "10 May"),
])
def test_inside_a_window_between_two_days_of_the_question(rule, window, start, inside, outside):
    ctx = [{"title": "r.md", "text": rule}]

    def ask(end: str) -> str:
        return f"It started on {start} and I'll be back on {end}. Am I still in time?"

    def answer(end: str) -> str:
        return f"You're back on **{end}**, so you're inside the {window} window ✅"
    assert not _judged(check(answer(inside), ctx, ask(inside)))
    assert _judged(check(answer(outside), ctx, ask(outside)))
    # the other verdict is not judged here; nor a window the sentence does not say the case is inside
    assert not _judged(check(f"You're back on **{outside}**, so you're outside the {window} window.", ctx, ask(outside)))
    assert not _judged(check(f"You're back on **{outside}**; note there is a {window} window.", ctx, ask(outside)))


@pytest.mark.parametrize("first,second,hours,wrong", [
    ("Tuesday afternoon", "Friday morning", 72, 48),
    ("Monday evening", "Wednesday morning", 48, 12),
    ("Thursday", "Sunday", 96, 36),
])
def test_inside_an_hours_window_between_two_weekdays(first, second, hours, wrong):
    q = f"It was delivered on {first} and it's now {second}. Can I still report it?"
    ans = "That's still within the {h}-hour window, so you can report it today ✅"
    ok_ctx = [{"title": "h.md", "text": f"Problems must be reported within {hours} hours of delivery."}]
    bad_ctx = [{"title": "h.md", "text": f"Problems must be reported within {wrong} hours of delivery."}]
    assert not _judged(check(ans.format(h=hours), ok_ctx, q))
    assert _judged(check(ans.format(h=wrong), bad_ctx, q))


# ---------------------------------------------------------------- a rate charged only after a free allowance
GRACES = [
    "An idle fee of {r}p per minute starts {n} minutes after your charging session finishes and is capped at £20 per session.",
    "Parking costs {r}p per minute after the first {n} minutes; the maximum stay is 4 hours.",
    "Overstay is charged at {r}p per minute, but the first {n} minutes are free.",
]


@pytest.mark.parametrize("rule", GRACES)
@pytest.mark.parametrize("r,n,d", [(40, 10, 40), (20, 15, 45), (50, 5, 25)])
def test_a_rate_after_its_free_allowance(rule, r, n, d):
    ctx = [{"title": "fees.md", "text": rule.format(r=r, n=n)}]
    q = f"I stayed {d} minutes. How much will I pay?"

    def pounds(x: float) -> str:
        return f"£{x / 100:.2f}"
    whole = f"- {d} minutes × {r}p = **{pounds(d * r)}**"
    right = f"- The first {n} minutes are free, so {d - n} minutes are charged: {d - n} minutes × {r}p = **{pounds((d - n) * r)}**"
    assert _value_flags(check(whole, ctx, q)), whole  # the allowance dropped: the whole stay charged
    assert not _value_flags(check(right, ctx, q)), right
    bare = f"- {d - n} minutes × {r}p = **{pounds((d - n) * r)}**"  # the chargeable minutes, worked out: not the whole stay
    assert not _value_flags(check(bare, ctx, q)), bare
    # a stay within the allowance charged nothing, and a rate with no allowance charged in full, stay clean
    plain = [{"title": "fees.md", "text": f"Overstay is charged at {r}p per minute."}]
    assert not _value_flags(check(whole, plain, q))
