"""Totals under a list or a table (checker/derive.py, ``Ledger._listed``): a figure labelled a total
is the sum of the line amounts listed directly above it. A correct total is supported even when it
takes three or more figures; a total they do not add up to is a wrong derivation (critical), even
when some other pair of the context's figures happens to give it (issue 22 item 5: the operations
the layout signals, not a search over pairs). Also the written forms the working uses: a fraction
written as one character ("12½ hours") and a run of weekdays as a count ("Monday to Friday": 5)."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check
from groundtest.text import split_sentences

VANS = [{"title": "rates.md", "text": "High season (July and August) costs £125 per night. A one-off preparation fee of £45 "
                                      "applies to every hire."},
        {"title": "extras.md", "text": "Bike rack: £25 per hire. Extra driver: £10 per night. Dogs: £60 cleaning fee per hire."}]
Q = "How much for 7 nights in August with a bike rack?"


def _bullets(total: int) -> str:
    return ("Here's how it adds up:\n\n- Van hire: 7 nights × £125 = **£875**\n- Preparation fee: **£45**\n"
            f"- Bike rack: **£25**\n\n**Total: £{total}**\n\nIf you need an extra driver it's £10 a night on top.")


def _table(total: int) -> str:
    return ("| Item | Cost |\n|---|---|\n| Van hire (7 nights × £125) | £875 |\n| Preparation fee | £45 |\n"
            f"| Bike rack | £25 |\n| **Total** | **£{total}** |")


def test_a_total_under_bullets_both_ways():
    assert check(_bullets(945), VANS, Q).hallucination != "hallucinated"
    got = check(_bullets(935), VANS, Q)  # 935 = 875 + the context's 60: a pair, but not what the list adds up to
    assert got.hallucination == "hallucinated"
    assert any("add up to £945" in f.notes for f in got.findings if f.severity == "critical")


def test_a_total_row_both_ways():
    assert check(_table(945), VANS, Q).hallucination != "hallucinated"
    assert check(_table(935), VANS, Q).hallucination == "hallucinated"


def test_an_unlabelled_sum_of_three_items_is_supported():
    """"Extras: £144" after three bullets it adds up (three figures: more than the two steps of a search)."""
    ctx = [{"title": "d.md", "text": "Room of Choice delivery is £49. Assembly is £35, or £60 for wardrobes."}]
    text = ("Your extras:\n\n- Room of Choice: £49\n- Wardrobe assembly: £60\n- Bedside table assembly: £35\n"
            "- Extras: £144")
    assert check(text, ctx).hallucination != "hallucinated"
    assert check(text.replace("£144", "£154"), ctx).hallucination == "hallucinated"


def test_a_column_of_worked_rows_and_a_rate_row():
    """A row's amount is its cell in the total's column, the result of the working written in it; a column of
    rates ("Price per kWh") is no bill and is not added up."""
    ctx = [{"title": "l.md", "text": "Fitting costs £30. Daily lenses are £29 a month; monthly lenses £18 a month."}]
    text = ("| | Daily | Monthly |\n|---|---|---|\n| Fitting | £30 | £30 |\n| Lenses, 12 months | 12 × £29 = £348 | "
            "12 × £18 = £216 |\n| **First-year total** | **£378** | **£246** |")
    assert check(text, ctx).hallucination != "hallucinated"
    assert check(text.replace("£246", "£256"), ctx).hallucination == "hallucinated"
    rates = [{"title": "t.md", "text": "Pay-as-you-go costs 79p per kWh. Plus costs 62p per kWh and £7.99 a month."}]
    text = ("| | PAYG | Plus |\n|---|---|---|\n| Price per kWh | 79p | 62p |\n| Energy (150 kWh) | £118.50 | £93.00 |\n"
            "| Membership | — | £7.99 |\n| **Total per month** | **£118.50** | **£100.99** |")
    assert check(text, rates, "I use 150 kWh a month.").hallucination != "hallucinated"


def test_a_subtotal_and_a_discount_row():
    ctx = [{"title": "p.md", "text": "A dorm bed is £29 a night; members get 10% off. Breakfast is £6.50."}]
    text = ("| Item | Cost |\n|---|---|\n| Beds (with member discount) | £156.60 |\n| Breakfasts | £39.00 |\n"
            "| **Total** | **£195.60** |")
    got = check(text, ctx, "Two of us, 3 nights, with breakfast; I'm a member.")
    assert not any("add up" in f.notes for f in got.findings)  # "discount" may say taken off or already taken: either sum
    sub = [{"title": "b.md", "text": "The medium box is £19.50 and the fruit add-on £6. Delivery is £2.50."}]
    text = ("- Medium box: £19.50\n- Fruit add-on: £6.00\n- Subtotal: £25.50\n- Delivery: £2.50\n\n**Total: £28.00**")
    assert check(text, sub).hallucination != "hallucinated"  # the subtotal stands for the items above it
    assert check(text.replace("£28.00", "£53.50"), sub).hallucination == "hallucinated"


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(min_value=5, max_value=900), min_size=2, max_size=5, unique=True), st.integers(min_value=1, max_value=40))
def test_a_total_as_a_property(amounts, off):
    """Any list of the context's prices: their sum is supported as the total; the sum off by any amount is not."""
    ctx = [{"title": "p.md", "text": " ".join(f"Item {k} costs £{a}." for k, a in enumerate(amounts))}]
    lines = "\n".join(f"- Item {k}: £{a}" for k, a in enumerate(amounts))
    total = sum(amounts)
    assert check(f"Your items:\n\n{lines}\n\n**Total: £{total:,}**", ctx).hallucination != "hallucinated"
    assert check(f"Your items:\n\n{lines}\n\n**Total: £{total + off:,}**", ctx).hallucination == "hallucinated"


def test_a_table_row_is_one_sentence():
    """End punctuation inside a table row ("incl.") does not cut the row: a row is one claim."""
    text = "| Yellow fever (incl. certificate) | 1 | £78 |\n| Typhoid | 1 | £45 |\nDone here. Fine."
    assert [s.text for s in split_sentences(text)] == [
        "| Yellow fever (incl. certificate) | 1 | £78 |", "| Typhoid | 1 | £45 |", "Done here.", "Fine."]


SESSIONS = [{"title": "s.md", "text": "Morning sessions run from 8:30am to 12:00pm, Monday to Friday."}]


@given(st.sampled_from([("½", 0.5), ("¼", 0.25), ("¾", 0.75)]), st.integers(min_value=2, max_value=9))
@settings(max_examples=30, deadline=None)
def test_a_fraction_written_as_one_character(frac, days):
    """"5 × 2.5 = 12½ hours": the working's result written with a fraction character is read at its value."""
    mark, part = frac
    ctx = [{"title": "c.md", "text": f"A {days}-day course runs 2{mark} hours each day."}]
    hours = days * (2 + part)
    whole, rest = int(hours), hours - int(hours)
    written = {0.0: "", 0.5: "½", 0.25: "¼", 0.75: "¾"}[rest]
    if whole < 1:
        return
    ok = f"Over {days} days: {days} × {2 + part} = {whole}{written} hours of lessons."
    assert check(ok, ctx).hallucination != "hallucinated"
    assert check(ok.replace(f"= {whole}{written}", f"= {whole + 1}{written}"), ctx).hallucination == "hallucinated"


def test_a_run_of_weekdays_is_a_count():
    ok = ("Mornings run 08:30 to 12:00, Monday to Friday — three and a half hours each day, or 17½ hours across the week.")
    assert check(ok, SESSIONS).hallucination != "hallucinated"
    assert check(ok.replace("17½", "21"), SESSIONS).hallucination == "hallucinated"


def test_a_total_of_bare_figures_under_a_currency_header():
    ctx = [{"title": "f.md", "text": "Service licence AED 12,500. Each extra visa is AED 2,000. Registration is AED 5,000."}]
    text = "| Item | Amount (AED) |\n|---|---|\n| Licence | 12,500 |\n| Extra visa | 2,000 |\n| Registration | 5,000 |\n| **Total** | **{}** |"
    assert check(text.format("19,500"), ctx).hallucination != "hallucinated"
    assert check(text.format("21,500"), ctx).hallucination == "hallucinated"


FEES = [{"title": "fees.md", "text": "Regular programme: £60 per credit hour for humanities and £85 for engineering. "
                                     "The parallel programme costs double the regular fee."}]
MARINA = [{"title": "berths.md", "text": "Visitor berths are £3.40 per metre per night. Multihulls are charged at 1.5 times "
                                         "the monohull rate."}]


def test_a_multiple_the_context_states_said_in_a_word():
    """"double the regular fee, i.e.:" over a list: each item is twice its regular fee when the context says double;
    the answer's own "double" where the context says 1.5 times vouches for nothing."""
    listed = "Parallel programme: double the regular fee, i.e.:\n- Humanities: £120\n- Engineering: £{}"
    assert check(listed.format(170), FEES).hallucination != "hallucinated"
    assert check(listed.format(175), FEES).hallucination == "hallucinated"
    wrong = "Visitor berths are £3.40 per metre per night. Multihulls pay double, so your rate is £6.80 per metre per night."
    assert check(wrong, MARINA).hallucination == "hallucinated"
    assert check(wrong.replace("double", "1.5 times").replace("£6.80", "£5.10"), MARINA).hallucination != "hallucinated"


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=1, max_value=9), st.integers(min_value=20, max_value=90), st.integers(min_value=1, max_value=5))
def test_a_count_in_a_row_as_a_property(n, price, off):
    """"| Engine registration | n | £p | £n×p |": the row's count is its working's; a count that does not give the
    row's total is not (the price and total supported, the count no figure of the context)."""
    ctx = [{"title": "f.md", "text": f"Engine registration costs £{price} per engine. Boat licences cost £{n * price}."}]
    head = "| Item | Count | Price | Total |\n|---|---|---|---|\n"
    assert check(head + f"| Engine registration | {n} | £{price} | £{n * price} |", ctx).hallucination != "hallucinated"
    assert check(head + f"| Engine registration | {n + off} | £{price} | £{n * price} |", ctx).hallucination == "hallucinated"


def test_a_total_line_that_multiplies_is_not_a_bill():
    """"Total for 2 adults: £50" under per-ticket prices multiplies: the sum of the list is not what it states,
    so it is not flagged as a wrong total (it is checked as any figure is)."""
    ctx = [{"title": "t.md", "text": "Adult tickets cost £20. Child tickets cost £10."}]
    text = "Prices:\n- Adult ticket: £20\n- Child ticket: £10\n\n**Total for 2 adults and 1 child: £50**"
    got = check(text, ctx, "We're 2 adults and 1 child.")
    assert not any("add up" in f.notes for f in got.findings)
