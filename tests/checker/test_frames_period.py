"""Frames (checker/frames.py): the period or unit a value is stated *per* (``frame_period``) — a period named by
its occasion ("£35 per market day" restated "per market"), who a price is for added to the context's unit, a bare value
that drops no occasion, a zero with no period, a period adjective on the noun of a value, a per-person price in an
answer about one person, a per-noun beside a kept period. Each class is tried both ways over generated variants: a
clean answer that must stay clean and a neighbour with another period (or a dropped unit) that must still be caught."""
from __future__ import annotations
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.checker import check
from groundtest.checker.context import index_context
from groundtest.checker.frames import check as frame_check


OCCASIONS = ["session", "booking", "visit", "claim", "lesson", "appointment", "order", "trip"]


THINGS = ["deposit", "hire fee", "excess", "admin charge", "cleaning fee"]


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(OCCASIONS), st.sampled_from(THINGS), st.integers(min_value=2, max_value=400))
def test_a_bare_value_drops_no_occasion(occasion, thing, price):
    """'a £50 deposit for every booking': 'your £50 deposit' speaks of one booking, so it drops
    nothing; 'a month' for the same value is another period and is still caught."""
    ctx = [{"title": "terms.md", "text": f"The {thing} is £{price} per {occasion}."}]
    assert "frame_period" not in rules(check(f"Your **{thing}** is **£{price}**.", ctx))
    assert "frame_period" not in rules(check(f"- {thing.capitalize()}: **£{price}**", ctx))
    assert check(f"The {thing} is £{price} a month.", ctx).hallucination == "hallucinated"


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["user", "person", "kWh", "guest"]), st.integers(min_value=2, max_value=90))
def test_a_bare_value_still_drops_a_counted_unit(unit, price):
    """'$12 per user per month' read as '$12 per month' for the whole team is still another price."""
    ctx = [{"title": "plan.md", "text": f"The Team plan costs ${price} per {unit} per month, billed monthly."}]
    assert "frame_period" in rules(check(f"The Team plan costs ${price} per month, billed monthly.", ctx))


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(OCCASIONS), st.sampled_from(["at a time", "each time"]), st.integers(min_value=2, max_value=9))
def test_at_a_time_is_per_the_contexts_occasion(occasion, phrase, hours):
    """'for up to 3 hours per session' said as 'up to three hours at a time': the same period;
    'per year' is another and is still caught."""
    ctx = [{"title": "boats.md", "text": f"Boats can be booked for a maximum of {hours} hours per {occasion}."}]
    assert "frame_period" not in rules(check(f"You can book a boat for up to {hours} hours {phrase}.", ctx))
    assert "frame_period" in rules(check(f"You can book a boat for up to {hours} hours per year.", ctx))


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["claim", "month", "repair"]), st.sampled_from(["Gold", "Premier", "Complete"]))
def test_a_zero_has_no_period(per, plan):
    """'£0 per claim' said as 'no excess (£0)' or '£0 a year' is still nothing."""
    ctx = [{"title": "terms.md", "text": f"The excess is £0 per {per} on {plan} and £60 per {per} on Plus."}]
    assert "frame_period" not in rules(check(f"For comparison, **{plan}** has **no excess** (£0).", ctx))
    assert "frame_period" not in rules(check(f"On {plan} the excess is £0 a year.", ctx))
    assert check(f"On {plan} the excess is £60 per {per}.", ctx).hallucination == "hallucinated"


STALLS = ["pitch", "stall", "table", "stand", "bay"]


EVENTS = ["market", "fair", "show", "festival", "race"]


PRICES = st.integers(min_value=3, max_value=400)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(STALLS), st.sampled_from(EVENTS), PRICES, st.sampled_from(["sentence", "table", "bullet"]))
def test_a_period_named_by_its_occasion(thing, event, price, place):
    """'£35 per market day': the period is a day, of a market; 'per market' names the same unit by its modifier
    (in a sentence, a bullet, or a table whose header carries the per-phrase); 'per week' is another period."""
    ctx = [{"title": "fees.md", "text": f"A casual {thing} costs £{price} per {event} day. Electricity is £8 per {event} day."}]
    said = {"sentence": f"A casual {thing} is £{price} per {event}.",
            "bullet": f"- Casual {thing}: £{price} per {event}",
            "table": f"| Item | Price per {event} day |\n|---|---|\n| Casual {thing} | £{price} |\n| Electricity | £8 |"}[place]
    assert "frame_period" not in rules(check(said, ctx))
    assert "frame_period" not in rules(check(f"A casual {thing} is £{price} per day.", ctx))
    bad = check(f"A casual {thing} is £{price} per week.", ctx)
    assert bad.hallucination == "hallucinated" and "frame_period" in rules(bad)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Skate hire", "Shoe hire", "Locker hire", "Towel hire"]), st.sampled_from(["session", "visit"]),
       st.integers(min_value=10, max_value=400), st.sampled_from(["month", "year", "week"]))
def test_who_a_price_is_for_added_to_the_contexts_unit(item, occasion, price, period):
    """'£3 per session per person' for '£3 per session': the claim keeps the unit the context states and says who
    it is per (a detail, no other period). Replacing the unit ('per person' alone) or adding a period is a change."""
    ctx = [{"title": "prices.md", "text": f"Entry is £9 per person. {item} costs £{price} per {occasion}."}]
    assert "frame_period" not in rules(check(f"{item} is £{price} per {occasion} per person.", ctx))
    assert "frame_period" not in rules(check(f"- **{item}** is **£{price} per {occasion}** per person.", ctx))
    assert "frame_period" in rules(check(f"{item} is £{price} per person.", ctx))
    assert "frame_period" in rules(check(f"{item} is £{price} per {occasion} per {period}.", ctx))


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Assembly", "Fitting", "Engraving", "Gift wrapping"]), st.sampled_from(["item", "piece"]),
       st.sampled_from([("Wardrobe", "Bedside table"), ("Sofa", "Armchair"), ("Desk", "Bookcase")]),
       st.sampled_from(["table", "colon", "sentence"]))
def test_a_price_per_item_stated_for_one_named_item(service, unit, names, place):
    """'£35 per item, or £60 per item for wardrobes': 'Wardrobe assembly: £60' names the one item it is for (a
    general count noun, like an occasion, is no entity a bare price drops); a price per user dropped still is."""
    big, small = names
    ctx = [{"title": "services.md", "text": f"{service} costs £35 per {unit}, or £60 per {unit} for a {big.lower()}. "
                                            "Storage costs £5 per user per month."}]
    said = {"table": f"| Item | {service} price |\n|---|---|\n| {big} | £60 |\n| {small} | £35 |",
            "colon": f"- {big} {service.lower()}: £60\n- {small} {service.lower()}: £35",
            "sentence": f"{service} for the {big.lower()} is £60 and for the {small.lower()} £35."}[place]
    assert "frame_period" not in rules(check(said, ctx))
    assert "frame_period" in rules(check("Storage costs £5 a month.", ctx))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("Daily", "day", "week"), ("Nightly", "night", "week"), ("Monthly", "month", "year")]),
       st.sampled_from(["gratuities", "service charges", "cleaning fees"]), st.integers(min_value=5, max_value=90))
def test_a_period_adjective_on_the_noun_of_a_value_is_its_period(period, noun, price):
    """'Daily gratuities of $16 per person': the value is per person per day (the adjective on the noun it is 'of'),
    so '$16 per person per day' changes nothing; 'per person per week' is another period."""
    adj, unit, other = period
    ctx = [{"title": "o.md", "text": f"{adj} {noun} of ${price} per person (${price + 4} for suite guests) are added to accounts."}]
    assert "frame_period" not in rules(check(f"{noun.capitalize()} are listed as **${price} per person per {unit}**.", ctx))
    assert "frame_period" in rules(check(f"{noun.capitalize()} are ${price} per person per {other}.", ctx))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("Group lessons", "A group lesson"), ("Taster sessions", "A taster session"),
                        ("Guided walks", "A guided walk")]),
       st.integers(min_value=10, max_value=90), st.sampled_from([("she", "her"), ("he", "him")]))
def test_a_per_person_price_in_an_answer_about_one_person_is_that_persons(item, price, pronoun):
    """'Group lessons: £38 per person' and an answer about one person ('she can join …'): '£38 for 2 hours' is her
    price, per person. The same sentence in an answer about a family or two people drops who the price is per."""
    plural, single = item
    subj, obj = pronoun
    ctx = [{"title": "l.md", "text": f"{plural}: £{price} per person, 2 hours. Under-16s need a signed consent form."}]
    one = f"Yes, {subj} can join! Because {subj}'s under 16, {subj} needs a signed consent form.\n\n{single} is **£{price}** for **2 hours**."
    assert "frame_period" not in rules(check(one, ctx))
    family = f"Yes, your family can join! The children need a signed consent form.\n\n{single} is **£{price}** for **2 hours**."
    assert "frame_period" in rules(check(family, ctx))
    both = f"Yes, you can both join, and {obj} too.\n\n{single} is **£{price}** for **2 hours**."
    assert "frame_period" in rules(check(both, ctx))


# (what, price, period, noun): "{What} is {price} per {period} per {noun}."
PER_NOUN = [("Further labour", "£55", "hour", "roofer"),
            ("Extra time", "£30", "hour", "engineer"),
            ("Guided hikes", "€40", "day", "guide"),
            ("Overtime", "$65", "hour", "cleaner")]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(PER_NOUN), st.sampled_from(["**{w}: {p} per {t}**.", "{w} is {p} per {t}.", "- {w}: **{p}** per {t}"]))
def test_a_per_noun_beside_a_kept_period_is_dropped(row, wrong):
    """Class: a price stated per a period and per a noun of the context's own ('£55 per hour per roofer'). A claim
    that keeps the period and names the noun nowhere ('£55 per hour') drops the qualifier (the price holds for one
    roofer only). Naming the noun in either order, or as 'for each roofer', stays clean; a per-phrase of the
    service's occasion ('per visit') is not a counted noun."""
    what, price, period, noun = row
    text = f"The call-out charge is £120. {what} is {price} per {period} per {noun}. We aim to attend within 4 hours."
    index = index_context([{"title": "rates.md", "text": text}])

    def rule(said):
        found = frame_check(0, said, index)
        return found.rule if found is not None else None

    said = wrong.format(w=what, p=price, t=period)
    assert rule(said) == "frame_period", said
    for fine in (f"{what} is {price} per {period} per {noun}.", f"{what} is {price} per {noun} per {period}.",
                 f"{what} is {price} per {period} for each {noun}.", f"{what}: {price} per {period} for every {noun} on site."):
        assert rule(fine) is None, fine
    visit = index_context([{"title": "rates.md", "text": f"{what} is {price} per {period} per visit."}])
    assert frame_check(0, f"{what} is {price} per {period}.", visit) is None
