"""Contradictions the frames read as relations (issue 22, items 4 and 5), each both ways and with
property tests over the class's neighbours and its wrong neighbours:

- two spans of time in different units are rivals ("48 hours' notice" for "3 days' notice");
- two parallel sentences whose segments differ, where the claim's one deciding word is the rival
  sentence's subject ("the Weekender … 90-litre fridge");
- an approximation or an aim dropped ("5 hours" for "around 5 hours", "decides within 12 weeks" for
  "aims to decide within 12 weeks");
- calendar days turned into working days ("within 14 working days" for "within 14 days");
- a flat charge said per a period or a unit of measure ("£15 per mile" for "a £15 travel charge");
- a verdict on the user's figure against a limit whose clause has the verb of the claim's noun
  ("covered by the insurance" / "insured up to £5,000").
"""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import load_cases, score
from groundtest.checker import check
from groundtest.checker.kinds import APPROXIMATORS


def critical(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


# ---------------------------------------------------------------- spans in two units

NOTICE = [{"title": "booking.md", "text": "We need at least 3 days' notice for a standard booking. Cancellations made "
           "more than 48 hours before the clean are free; cancellations within 48 hours are charged at 50% of the "
           "booking price."}]


@pytest.mark.parametrize(("answer", "bad"), [
    ("- Standard bookings: at least **3 days'** notice\n- More than **48 hours** before the clean: **free**", False),
    ("- Standard bookings: at least **48 hours'** notice\n- More than **3 days** before the clean: **free**", True),
    ("Standard bookings need at least 48 hours' notice.", True),
    ("Cancelling more than two days (48 hours) before the clean is free.", False),  # one span, two units
])
def test_spans_in_two_units_are_rivals(answer, bad):
    v = check(answer, NOTICE)
    assert ("frame_swap" in critical(v)) is bad, v


@settings(max_examples=40, deadline=None)
@given(days=st.integers(min_value=2, max_value=5), hours=st.sampled_from([12, 24, 36, 48, 72]),
       subjects=st.sampled_from([("notice", "a standard booking", "cancellations made", "before the visit are free"),
                                 ("notice", "a group booking", "changes made", "before the session are free")]))
def test_span_swap_property(days, hours, subjects):
    """Any two spans of one order of size, one in days and one in hours, each tied to its subject: kept, clean;
    exchanged, a swap; the hours said again in days (the same span), no swap."""
    if abs(days * 24 - hours) < 1e-9 or max(days * 24, hours) / min(days * 24, hours) >= 4:
        return
    noun, first, second, tail = subjects
    ctx = [{"title": "rules.md", "text": f"We need at least {days} days' {noun} for {first}. "
            f"{second.capitalize()} more than {hours} hours {tail}."}]
    kept = f"You need at least {days} days' {noun} for {first}."
    swapped = f"You need at least {hours} hours' {noun} for {first}."
    assert "frame_swap" not in critical(check(kept, ctx))
    assert "frame_swap" in critical(check(swapped, ctx))
    if hours % 24 == 0:
        same = f"{second.capitalize()} more than {hours // 24} day{'s' if hours > 24 else ''} {tail}."
        assert "frame_swap" not in critical(check(same, ctx))


def test_spans_of_another_order_of_size_are_not_rivals():
    """"Allow up to 3 hours" beside a context's "5 days before": different things measured, no swap read."""
    ctx = [{"title": "prep.md", "text": "Stop taking antihistamines 5 days before a skin prick test. Please allow up to "
            "3 hours for your first appointment."}]
    assert "frame_swap" not in critical(check("| When | To do |\n|---|---|\n| Day of skin prick test | Allow up to 3 hours |", ctx))


# ---------------------------------------------------------------- parallel sentences, subjects differ

BUILDS = [{"title": "builds.md", "text": "The Weekender build costs from £18,500 and includes a rock-and-roll bed, a "
           "2-burner hob and a 40-litre fridge. The Explorer build costs from £32,000 and adds a fixed bed, a shower "
           "and a diesel heater, with a 90-litre fridge."}]


@pytest.mark.parametrize(("answer", "bad"), [
    ("| | Weekender | Explorer |\n|---|---|---|\n| Fridge | 40 litres | 90 litres |", False),
    ("| | Weekender | Explorer |\n|---|---|---|\n| Fridge | 90 litres | 40 litres |", True),
    ("The Weekender has a 40-litre fridge and the Explorer a 90-litre one.", False),
    ("The Weekender has a 90-litre fridge.", True),
])
def test_parallel_sentences_told_apart_by_their_subjects(answer, bad):
    v = check(answer, BUILDS)
    assert ("frame_swap" in critical(v)) is bad, v


@settings(max_examples=30, deadline=None)
@given(names=st.sampled_from([("Compact", "Grand"), ("Lite", "Pro"), ("Starter", "Family")]),
       sizes=st.lists(st.integers(min_value=20, max_value=200), min_size=2, max_size=2, unique=True),
       extra=st.sampled_from(["a heater", "a shower", "an awning"]))
def test_parallel_subject_swap_property(names, sizes, extra):
    a, b = names
    x, y = sizes
    ctx = [{"title": "models.md", "text": f"The {a} model costs from £900 and includes a bed and a {x}-litre tank. "
            f"The {b} model costs from £1,500 and adds {extra}, with a {y}-litre tank."}]
    assert "frame_swap" not in critical(check(f"The {a} has a {x}-litre tank and the {b} a {y}-litre tank.", ctx))
    assert "frame_swap" in critical(check(f"The {a} has a {y}-litre tank.", ctx))


def test_a_modifier_of_the_rival_sentence_decides_nothing():
    """"borough" in "… £2,900 for residents of the borough" is no subject: "£1,240 for non-residents" of the
    borough's plots stays the cremated remains plots' price."""
    ctx = [{"title": "fees.md", "text": "A full grave plot costs £1,450 for residents of the borough and £2,900 for "
            "non-residents. Cremated remains plots cost £620 for residents and £1,240 for non-residents."}]
    answer = "The fees are set by residency of the borough — £620 for residents and £1,240 for non-residents."
    assert "frame_swap" not in critical(check(answer, ctx))


# ---------------------------------------------------------------- an approximation or an aim dropped

DURATION = [{"title": "duration.md", "text": "A studio clean takes around 3 hours with a team of two. A two-bed "
             "takes around 5 hours with a team of two."}]
PROCESSING = [{"title": "processing.md", "text": "The council aims to decide complete applications within 12 weeks. "
               "If an inspection is needed, this may extend to 16 weeks."}]


@pytest.mark.parametrize(("answer", "ctx", "bad"), [
    ("- **Two-bed:** around **5 hours** with a team of two", DURATION, False),
    ("- **Two-bed:** **5 hours** with a team of two", DURATION, True),
    ("A two-bed clean takes roughly five hours.", DURATION, False),  # a reworded qualifier
    ("The council aims to decide complete applications within 12 weeks.", PROCESSING, False),
    ("The council should decide complete applications within 12 weeks.", PROCESSING, False),
    ("The council decides complete applications within 12 weeks.", PROCESSING, True),
])
def test_an_approximation_or_an_aim_is_part_of_the_value(answer, ctx, bad):
    v = check(answer, ctx)
    assert ("frame_qualifier" in critical(v)) is bad, v


@settings(max_examples=40, deadline=None)
@given(word=st.sampled_from([w for w in APPROXIMATORS if " " not in w and w not in ("some", "or")]),
       kept=st.sampled_from(["around", "about", "roughly", "approximately", "typically"]),
       n=st.integers(min_value=2, max_value=9),
       unit=st.sampled_from(["hours", "days", "weeks"]))
def test_approximation_property(word, kept, n, unit):
    """The context's figure said approximately: the claim that says it approximately (in any of the words)
    is clean of this rule; the same claim without the word is a contradiction."""
    ctx = [{"title": "times.md", "text": f"A full service takes {word} {n} {unit} at the workshop."}]
    assert "frame_qualifier" not in critical(check(f"A full service takes {kept} {n} {unit} at the workshop.", ctx))
    assert "frame_qualifier" in critical(check(f"A full service takes {n} {unit} at the workshop.", ctx))


def test_an_exact_figure_is_not_approximate():
    ctx = [{"title": "times.md", "text": "A full service takes 3 hours at the workshop."}]
    assert check("A full service takes 3 hours at the workshop.", ctx).hallucination == "clean"


# ---------------------------------------------------------------- calendar days said as working days

RESCHEDULE = [{"title": "cancellations.md", "text": "Visits missed because of frost or waterlogged ground are "
               "rescheduled within 14 days at no cost."}]


@pytest.mark.parametrize(("answer", "bad"), [
    ("Missed visits are rescheduled within 14 days, at no cost.", False),
    ("Missed visits are rescheduled within two weeks, at no cost.", False),
    ("Missed visits are rescheduled within 14 working days.", True),
    ("Missed visits are rescheduled within 14 business days.", True),
])
def test_calendar_days_are_not_working_days(answer, bad):
    v = check(answer, RESCHEDULE)
    assert ("frame_unit" in critical(v)) is bad, v


@settings(max_examples=30, deadline=None)
@given(n=st.integers(min_value=2, max_value=30), working=st.sampled_from(["working", "business"]))
def test_working_days_both_ways_property(n, working):
    days = [{"title": "a.md", "text": f"Refunds are paid within {n} days of the return."}]
    workdays = [{"title": "a.md", "text": f"Refunds are paid within {n} {working} days of the return."}]
    assert "frame_unit" not in critical(check(f"Refunds are paid within {n} days of the return.", days))
    assert "frame_unit" in critical(check(f"Refunds are paid within {n} {working} days of the return.", days))
    assert "frame_unit" not in critical(check(f"Refunds are paid within {n} {working} days of the return.", workdays))
    assert "frame_unit" in critical(check(f"Refunds are paid within {n} days of the return.", workdays))


# ---------------------------------------------------------------- a flat charge said per a unit

TRAVEL = [{"title": "advice.md", "text": "We cover postcodes within 25 miles of Harrogate; a £15 travel charge "
           "applies between 15 and 25 miles. A 1-hour lesson costs £30."}]


@pytest.mark.parametrize(("answer", "bad"), [
    ("Between 15 and 25 miles, a travel charge of £15 applies.", False),
    ("Between **15 and 25 miles**, a travel charge of **£15 per mile** applies.", True),
    ("Lessons cost £30 per hour.", False),  # the context's one hour, named
    ("Lessons cost £30 a month.", True),
])
def test_a_flat_charge_said_per_a_unit(answer, bad):
    v = check(answer, TRAVEL)
    assert ("frame_period" in critical(v)) is bad, v


@settings(max_examples=30, deadline=None)
@given(fee=st.integers(min_value=5, max_value=90), per=st.sampled_from(["mile", "hour", "day", "week", "month", "kg"]),
       thing=st.sampled_from(["call-out charge", "delivery charge", "setup fee"]))
def test_flat_charge_property(fee, per, thing):
    ctx = [{"title": "fees.md", "text": f"A £{fee} {thing} applies to every job."}]
    assert "frame_period" not in critical(check(f"There is a £{fee} {thing} on every job.", ctx))
    assert "frame_period" in critical(check(f"There is a {thing} of £{fee} per {per}.", ctx))
    per_ctx = [{"title": "fees.md", "text": f"A {thing} of £{fee} per {per} applies to every job."}]
    assert "frame_period" not in critical(check(f"There is a {thing} of £{fee} per {per}.", per_ctx))


# ---------------------------------------------------------------- a verdict on the user's figure

REPAIRS = [{"title": "repair-policy.md", "text": "We give a free written quote before any work starts. Items are "
            "insured while in our workshop up to £5,000 per item; items worth more need a specialist valuation "
            "first."}]


@pytest.mark.parametrize(("value", "answer", "bad"), [
    ("£6,000", "Your ring is valued at **£6,000**, so it's covered by that standard insurance.", True),
    ("£4,000", "Your ring is valued at **£4,000**, so it's covered by that standard insurance.", False),
    ("£6,000", "At £6,000 your ring isn't covered by the standard insurance; it needs a specialist valuation first.", False),
])
def test_a_verdict_binds_the_limit_by_a_derived_noun(value, answer, bad):
    v = check(answer, REPAIRS, query=f"My engagement ring is valued at {value}. Will it be insured while you repair it?")
    assert ("threshold" in critical(v)) is bad, v


@settings(max_examples=30, deadline=None)
@given(limit=st.integers(min_value=2, max_value=9), over=st.booleans(),
       pair=st.sampled_from([("insured", "insurance"), ("registered", "registration")]))
def test_derived_noun_verdict_property(limit, over, pair):
    verb, noun = pair
    ctx = [{"title": "p.md", "text": f"Items are {verb} while in our workshop up to £{limit},000 per item."}]
    mine = limit + 1 if over else limit - 1
    q = f"My item is valued at £{mine},000. Will it be {verb}?"
    v = check(f"Your item is valued at £{mine},000, so it's covered by the standard {noun}.", ctx, query=q)
    assert ("threshold" in critical(v)) is over, v


def test_score_catches_a_dropped_aim(tmp_path):
    """Through `groundtest score`: the dropped aim fails the case, the kept one passes."""
    lines = []
    for k, answer in enumerate(["The council aims to decide complete applications within 12 weeks.",
                                "The council decides complete applications within 12 weeks."]):
        lines.append(json.dumps({"id": f"c{k}", "type": "answerable", "expect": "answer",
                                 "query": "How long does the council take to decide?", "context": PROCESSING,
                                 "response": answer}))
    path = tmp_path / "cases.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    results = {r.id: r for r in score(load_cases(path, require_response=True))}
    assert not results["c0"].hallucinated
    assert results["c1"].hallucinated


# ---------------------------------------------------------------- a fraction of an amount, against a percentage

DEPOSIT = [{"title": "booking.md", "text": "A deposit of 20% of the booking price secures your date. For a two-bed "
            "clean at £240, the deposit is £48."}]


@pytest.mark.parametrize(("answer", "bad"), [
    ("To secure your date, you pay a **deposit of a fifth** of the booking price.", False),
    ("To secure your date, you pay a deposit of one fifth of the booking price.", False),
    ("To secure your date, you pay a **deposit of a quarter** of the booking price.", True),  # marks before "of"
    ("To secure your date, you pay a deposit of a quarter of the booking price.", True),
])
def test_a_fraction_of_an_amount_is_a_share(answer, bad):
    assert (check(answer, DEPOSIT).hallucination == "hallucinated") is bad


@settings(max_examples=30, deadline=None)
@given(frac=st.sampled_from([("a half", 50), ("a third", 100 / 3), ("a quarter", 25), ("a fifth", 20), ("a tenth", 10)]),
       pct=st.sampled_from([10, 20, 25, 50]), mark=st.sampled_from(["", "**"]))
def test_fraction_share_property(frac, pct, mark):
    """"a <fraction> of the price" is that share: it agrees with the context's percentage when equal, whatever marks
    stand between the fraction and "of", and is a value the context lacks otherwise."""
    words, share = frac
    ctx = [{"title": "t.md", "text": f"A deposit of {pct}% of the booking price secures your date."}]
    v = check(f"You pay a deposit of {mark}{words}{mark} of the booking price.", ctx)
    if words == "a half":
        return  # ("half" alone is read by its own grammar: not this one's)
    assert ("value" in critical(v)) is (abs(share - pct) > 0.01), v


# ---------------------------------------------------------------- a figure said to clear a limit it falls short of

HALL = [{"title": "safety.md", "text": "Indoor hire needs a ceiling height of at least 3.5 metres. All castles must be "
         "supervised by an adult at all times."}]


@settings(max_examples=30, deadline=None)
@given(height=st.sampled_from(["2.9", "3.2", "3.4", "3.6", "3.8", "4.1"]),
       verb=st.sampled_from(["clears", "meets", "reaches", "passes"]), negated=st.booleans())
def test_a_figure_said_to_clear_a_minimum_property(height, verb, negated):
    """"<figure>, which clears that minimum" (or meets, reaches, passes it; or does not) is checked against the
    floor the answer named before it: wrong when the figures say the opposite."""
    said = {"clears": "clear", "meets": "meet", "reaches": "reach", "passes": "pass"}[verb]
    phrase = f"doesn't {said}" if negated else f"comfortably {verb}"
    answer = (f"- Indoor hire needs a ceiling height of **at least 3.5 metres**.\n"
              f"- Your hall ceiling is **{height} metres**, which {phrase} that minimum.")
    v = check(answer, HALL, query=f"Our church hall ceiling is {height} metres high. Can we have the castle indoors?")
    clears = float(height) >= 3.5
    assert ("comparison" in critical(v)) is (clears == negated), v


# ---------------------------------------------------------------- a month of another document

PLEDGE = [{"title": "charity-places.md", "text": "Runners pay a £50 registration fee and pledge to raise a minimum of "
           "£2,000. At least 50% of the pledge must be raised by 1 February, and the rest by 31 May."},
          {"title": "runner-support.md", "text": "Every runner gets a free running vest. If you have to defer because of "
           "injury, tell us by 1 April and your place can be carried over to next year once."}]
TABLE = "| Deadline | What's due |\n|---|---|\n| **{a}** | Tell the charity if you need to defer because of injury |\n" \
        "| **{b}** | At least 50% of your pledge raised |"


@pytest.mark.parametrize(("a", "b", "bad"), [
    ("1 April", "1 February", False),
    ("1 February", "1 April", True),
])
def test_a_month_given_to_another_documents_subject(a, b, bad):
    """A date's rivals in other documents are their days and months too: the deferral deadline given the pledge's
    date is a swap (its words — defer, injury, tell — are the other document's)."""
    v = check(TABLE.format(a=a, b=b), PLEDGE)
    assert ("frame_swap" in critical(v)) is bad, v


@settings(max_examples=20, deadline=None)
@given(months=st.lists(st.sampled_from(["March", "April", "June", "September", "October"]), min_size=2, max_size=2,
                       unique=True), day=st.integers(min_value=1, max_value=28))
def test_month_swap_across_documents_property(months, day):
    m1, m2 = months
    ctx = [{"title": "fees.md", "text": f"The annual fee must be paid by {day} {m1}."},
           {"title": "kit.md", "text": f"If you have to change your kit size, tell us by {day} {m2} and your order can be "
            f"amended once."}]
    assert "frame_swap" not in critical(check(f"Tell us by {day} {m2} if you need to change your kit size.", ctx))
    assert "frame_swap" in critical(check(f"Tell us by {day} {m1} if you need to change your kit size.", ctx))


# ---------------------------------------------------------------- a list's heading named with a number

def test_a_heading_whose_number_is_a_name_gives_its_items_a_subject():
    from groundtest.checker.blocks import heading_above

    text = "I only have Level 2.\n\nAbout Level 2, for reference:\n- Runs over **2 days**\n"
    assert heading_above(text, text.index("Runs")) == "About Level 2, for reference"
    text = "Prices:\n\nAbout 2 days, then:\n- Runs over **2 days**\n"
    assert heading_above(text, text.index("Runs")) == ""  # a figure after a function word is one


# ---------------------------------------------------------------- a thing said to be included

TILING = [{"title": "pricing.md", "text": "Greystone Tiling charges £48 per square metre for wall tiling, labour only. "
           "There is a minimum charge of £350 for any job. Tea and coffee are provided for the tilers by the customer."}]


@pytest.mark.parametrize(("answer", "bad"), [
    ("- There's a **minimum charge of £350** for any job.\n- Adhesive and grout are included in the per-metre labour rate.",
     True),
    ("- There's a **minimum charge of £350** for any job.\n- Tea and coffee are included.", False),  # the context's things
    ("- There's a **minimum charge of £350** for any job.\n- If adhesive is included, it will say so on your quote.",
     False),  # supposed, not said
])
def test_a_thing_said_to_be_included(answer, bad):
    v = check(answer, TILING)
    assert ("scope" in critical(v)) is bad, v


@settings(max_examples=30, deadline=None)
@given(things=st.lists(st.sampled_from(["towels", "snacks", "parking", "insurance", "goggles", "lunch"]), min_size=1,
                       max_size=3, unique=True),
       verb=st.sampled_from(["are included", "are all included", "are provided", "are supplied"]))
def test_included_things_property(things, verb):
    """Things the context names, said to be included: not this rule's; a thing it never names among them: critical."""
    known = " and ".join(things)
    ctx = [{"title": "k.md", "text": f"Sessions cost £20. We provide {known} for every session."}]
    said = ", ".join(t.capitalize() if k == 0 else t for k, t in enumerate(things))
    assert "scope" not in critical(check(f"Sessions cost £20. {said} {verb}.", ctx))
    assert "scope" in critical(check(f"Sessions cost £20. {said} and wetsuits {verb}.", ctx))


# ---------------------------------------------------------------- a row tied to its sentence by another figure

COURSES = [{"title": "courses.md", "text": "Emergency First Aid at Work (EFAW) is 1 day and costs £95 per person. First "
            "Aid at Work (FAW) is 3 days, £260 per person. FAW Requalification is 2 days, £195. Paediatric First Aid is "
            "2 days, £150. All certificates are valid for 3 years."}]
COURSE_TABLE = "| Course | Length | Price per person |\n|---|---|---|\n| Emergency First Aid at Work (EFAW) | 1 day | £95 |\n" \
               "| Paediatric First Aid | {length} | £150 |"


@pytest.mark.parametrize(("length", "bad"), [("2 days", False), ("1 day", True)])
def test_a_row_tied_to_its_sentence_by_its_price(length, bad):
    """The row's £150 is said in one sentence only, of Paediatric First Aid, with 2 days: its "1 day" is another
    course's (three sentences away, beyond the reach of the rivals read around a value)."""
    v = check(COURSE_TABLE.format(length=length), COURSES)
    assert ("frame_swap" in critical(v)) is bad, v


@settings(max_examples=25, deadline=None)
@given(prices=st.lists(st.integers(min_value=50, max_value=400), min_size=4, max_size=4, unique=True),
       days=st.lists(st.integers(min_value=1, max_value=5), min_size=2, max_size=2, unique=True))
def test_costated_rival_property(prices, days):
    a, b, c, d = prices
    x, y = days
    ctx = [{"title": "c.md", "text": f"The Alpha course is {x} days and costs £{a}. The Beta course is 4 weeks, £{b}. "
            f"The Gamma course is 6 weeks, £{c}. The Delta course is {y} days, £{d}."}]
    row = "| Option | Length | Price |\n|---|---|---|\n| Delta course | {n} days | £{d} |"  # (two words of its own)
    assert "frame_swap" not in critical(check(row.format(n=y, d=d), ctx))
    assert "frame_swap" in critical(check(row.format(n=x, d=d), ctx))
