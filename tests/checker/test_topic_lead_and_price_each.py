"""The user's own figure named as the topic of a lead-in, a per-person price said "each" or on the user's own line, the
days and nights of the question's span (thirty-third session, checker/lookups.py ``_TOPIC_LEAD``, checker/frames.py
``_EACH_SAID``/``_YOU_LABEL``, checker/derive.py ``_ordinal_in_span`` and the nights of ``_between_dates``).

    TOPIC_LEAD := "Here's" ("the" | "how") WORDS{0,4} ("for" | "with" | "if" | "on") … USER-FIGURE …   (no premise adopted)
    EACH       := "|" COUNT PEOPLE "|" "Price each" PRICE "|" …      over   PRICE "per person"
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check


@settings(deadline=None, max_examples=20)
@given(st.sampled_from(["Here's the breakdown for", "Here's how it works out for", "Here is the cost for", "Here's the total with"]),
       st.integers(min_value=40, max_value=120))
def test_the_users_own_figure_named_as_the_topic(lead, miles):
    ctx = [{"title": "terms.md", "text": "The fee is £1,200 for two sets. Travel is charged at 60p per mile for every mile "
                                         "beyond 30 miles from Leeds."}]
    q = f"Our venue is {miles} miles from Leeds. What would the total be?"
    verdict = check(f"{lead} a venue {miles} miles from Leeds 🎸\n\n1. **Fee:** £1,200", ctx, q)
    assert "adopted_premise" not in {f.rule for f in verdict.findings}, verdict.findings


def test_a_figure_the_user_believes_stays_a_premise_in_a_lead_in():
    ctx = [{"title": "terms.md", "text": "Travel is charged at 60p per mile for every mile beyond 30 miles from Leeds."}]
    q = "Since travel is free up to 70 miles from Leeds, what would the total be?"
    verdict = check("Here's the breakdown for travel free up to 70 miles from Leeds.", ctx, q)
    assert "adopted_premise" in {f.rule for f in verdict.findings}, verdict.findings


@settings(deadline=None, max_examples=20)
@given(st.sampled_from(["Diners", "Guests", "People"]), st.integers(min_value=2, max_value=9),
       st.sampled_from([("19.50", "set menu"), ("12", "workshop"), ("35", "tasting")]))
def test_a_per_person_price_said_each(who, n, item):
    price, thing = item
    ctx = [{"title": "menu.md", "text": f"The {thing} is £{price} per person. Drinks are extra."}]
    q = f"How much for {n} of us?"
    total = f"{n * float(price):.2f}"
    each = check(f"| {who} | Price each | Subtotal |\n|---|---|---|\n| {n} of you | £{price} | £{total} |", ctx, q)
    assert "frame_period" not in {f.rule for f in each.findings}, each.findings
    bare = check(f"| {who} | Price | Subtotal |\n|---|---|---|\n| {n} of you | £{price} | £{total} |", ctx, q)
    assert "frame_period" in {f.rule for f in bare.findings}, bare.findings


@settings(deadline=None, max_examples=20)
@given(st.sampled_from(["- You: £{a}", "- **You:** £{a}", "- For you: £{a}", "- Yourself – £{a}"]),
       st.sampled_from([(15, 10), (22, 12), (40, 25)]))
def test_the_users_own_line_of_a_per_adult_price(line, prices):
    adult, child = prices
    ctx = [{"title": "trial.md", "text": f"The trial costs £{adult} per adult and £{child} per child aged 8–15."}]
    q = "I want to bring my two nieces. What would it cost for the three of us?"
    right = check(f"**Cost for three**\n{line.format(a=adult)}\n- Two nieces: 2 × £{child} = £{2 * child}", ctx, q)
    assert "frame_period" not in {f.rule for f in right.findings}, right.findings
    wrong = check(f"**Cost for three**\n{line.format(a=child)}\n- Two nieces: 2 × £{child} = £{2 * child}", ctx, q)
    assert "frame_period" in {f.rule for f in wrong.findings}, wrong.findings


@settings(deadline=None, max_examples=20)
@given(st.integers(min_value=1, max_value=24), st.integers(min_value=2, max_value=4),
       st.sampled_from(["March", "July", "October"]))
def test_the_days_of_the_questions_span_named_by_their_ordinals(first, nights, month):
    # SPAN := "from" D1 "to" D2 MONTH (the question's) … "(the" ORD ("," ORD)* "and" ORD ")"  with D1 <= ORD <= D2
    last = first + nights
    ctx = [{"title": "guests.md", "text": "Guest passes cost £6 per night. Guests can stay a maximum of 5 consecutive nights."}]
    q = f"My brother is visiting from {first} to {last} {month}. How much will his passes be?"

    def ordinal(d: int) -> str:
        return f"{d}{'th' if 10 <= d % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"

    days = [ordinal(d) for d in range(first, last)]
    listed = ", ".join(days[:-1]) + f" and {days[-1]}"
    verdict = check(f"From {first} to {last} {month} is {nights} nights (the {listed}).", ctx, q)
    assert not any(f.rule == "value" for f in verdict.findings), verdict.findings
    past = ordinal(last + 2 if last + 2 not in (5, 6) else last + 4)  # (not a figure the context states)
    wrong = check(f"From {first} to {last} {month} is {nights} nights (the {', '.join(days[1:])} and {past}).", ctx, q)
    assert any(f.rule == "value" and f.content == past for f in wrong.findings), wrong.findings
    # NIGHTS := "from" D1 "to" D2 "is" (D2 - D1) "nights" (the last day not counted: one more is wrong)
    more = check(f"From {first} to {last} {month} is {nights + 1} nights.", ctx, q)
    assert any(f.rule == "value" and f.content == f"{nights + 1} nights" for f in more.findings) or nights + 1 == 5, more.findings


@settings(deadline=None, max_examples=20)
@given(st.sampled_from([("days", "over two days"), ("sessions", "in 2 sessions"), ("evenings", "on two evenings")]),
       st.sampled_from(["A packed lunch (both {n})", "Bring a packed lunch for both {n}."]))
def test_both_of_the_two_the_context_counts(noun, line):
    # BOTH := "both" NOUN  over  ("two" | "2") NOUN in the context: the two it counts, no scope widened
    n, said = noun
    ctx = [{"title": "kit.md", "text": "Please bring waterproof trousers and a packed lunch."},
           {"title": "course.md", "text": f"The course runs 9am–5pm {said}."}]
    verdict = check(f"**Bring your own:**\n- {line.format(n=n)}", ctx, "Do I need to bring anything?")
    assert "scope" not in {f.rule for f in verdict.findings}, verdict.findings
    three = [ctx[0], {"title": "course.md", "text": f"The course runs 9am–5pm {said.replace('two', 'three').replace('2', '3')}."}]
    verdict = check(f"**Bring your own:**\n- {line.format(n=n)}", three, "Do I need to bring anything?")
    assert "scope" in {f.rule for f in verdict.findings}, verdict.findings
