"""Frames need the evidence a contradiction has (checker/frames.py): the user's own values, a
compound whose function word changes what it names, a period the answer states where it first
gives the price, and "per person" of the people the answer names. Each both ways."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import load_cases, score
from groundtest.checker import check

RESALE = [{"title": "resale.md", "text": "You can resell a ticket only through the official resale page, at face value, "
           "between 1 March and 30 June. Name changes cost £10 each and are possible until 11 July."}]


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("off", "peak"), ("non", "members"), ("non", "residents"), ("off", "season")]),
       st.lists(st.integers(min_value=3, max_value=60), min_size=2, max_size=2, unique=True))
def test_a_compound_with_a_function_word_names_another_thing(pair, prices):
    """'off-peak' is not 'peak' (nor 'non-members' 'members'): the answer that keeps each price with
    its compound is clean, the one that swaps them is hallucinated."""
    prefix, head = pair
    low, high = prices
    ctx = [{"title": "prices.md", "text": f"{prefix.capitalize()}-{head}: £{low}. {head.capitalize()}: £{high}."}]
    kept = f"| | {prefix.capitalize()}-{head} | {head.capitalize()} |\n|---|---|---|\n| Price | £{low} | £{high} |"
    assert "frame_swap" not in rules(check(kept, ctx))
    assert check(f"The {head} price is £{low}.", ctx).hallucination == "hallucinated"


FEES = [{"title": "fees.md", "text": "Follow-up session of 30 minutes £50. A block of 5 thirty-minute follow-ups costs £225 "
         "if paid in advance. Students get £5 off each follow-up session."}]


@pytest.mark.parametrize(("answer", "bad"), [
    ("Your follow-ups would then be £5 cheaper each.", False),  # "follow-ups" is "follow-up", not "ups"
    # each follow-up session: per session (the £250 shown as worked: "£250 − £225" alone was passed by a
    # spurious two-step, 30 minutes less (5 − £225))
    ("5 × £50 = £250; £250 − £225 = £25, which works out at £5 per session.", False),
    ("Students get £5 off per person.", True),
])
def test_a_plural_compound_and_a_compound_before_the_noun(answer, bad):
    v = check(answer, FEES)
    assert (v.hallucination == "hallucinated") is bad, v


DELIVERY = [{"title": "delivery.md", "text": "Room of Choice delivery costs £49 per order and includes carrying items "
             "to the room of your choice."}]


@pytest.mark.parametrize(("answer", "bad"), [
    ("Room of Choice delivery costs **£49 per order**. So to have your sofa carried up, you'd pay **£49**.", False),
    ("Room of Choice delivery costs £49 a month.", True),
    ("Room of Choice delivery costs **£49 per order**. It's £49 per item.", True),
])
def test_a_period_the_answer_states_where_it_gives_the_price(answer, bad):
    v = check(answer, DELIVERY)
    assert ("frame_period" in rules(v)) is bad, v


TOURS = [{"title": "tours.md", "text": "Behind-the-scenes tours cost £15 per member (£25 for non-members). "
          "Each person must sign in."}]
BOOKING = [{"title": "tours.md", "text": "Behind-the-scenes tours cost £15 per booking."}]
TOURS_BOOKING = [{"title": "tours.md", "text": "Behind-the-scenes tours cost £15 per booking (£25 for non-members). "
                  "Each person must sign in."}]


def test_per_person_says_the_people_the_answer_names():
    assert "frame_period" not in rules(check("- **Members:** £15 per person (non-members pay £25)", TOURS))
    assert "frame_period" in rules(check("- **Members:** £15 per person (non-members pay £25)", TOURS_BOOKING))
    assert check("Behind-the-scenes tours cost £15 per person.", BOOKING).hallucination == "hallucinated"  # no person


FESTIVAL = [
    {"title": "refunds-resale.md", "text": "Tickets are non-refundable unless the festival is cancelled. You can resell a "
     "ticket only through the official resale page, at face value, between 1 March and 30 June. Name changes cost £10 "
     "each and are possible until 11 July."},
    {"title": "tickets.md", "text": "The festival runs from Friday 18 July to Sunday 20 July. Weekend ticket: £189."}]
TURNS = [{"role": "user", "content": "I can't make the festival any more. Can I sell my ticket?"},
         {"role": "assistant", "content": "Yes — you can resell it through the official resale page at face value, up until 11 July."},
         {"role": "user", "content": "Great, it's 5 July today, so I'll list it this evening."}]
CORRECTION = ("Before you do — I'm sorry, I gave you the wrong date earlier.\n\n### Resale window\n"
              "- Tickets can be resold **only through the official resale page**, at **face value**, between "
              "**1 March and 30 June**.\n- {line}\n\nThe **11 July** date I mentioned actually belongs to **name changes**.")


@pytest.mark.parametrize(("line", "bad"), [
    ("Today is **5 July**, which means the resale window has **already closed**.", False),
    ("You can still resell it through the official resale page until **11 July**.", True),  # name changes' date
])
def test_the_users_own_date_in_a_correction_is_no_swap(tmp_path, line, bad):
    case = {"id": "t", "type": "answerable", "expect": "answer", "query": TURNS, "context": FESTIVAL,
            "response": CORRECTION.format(line=line)}
    path = tmp_path / "case.jsonl"
    path.write_text(json.dumps(case) + "\n", encoding="utf-8")
    r = next(iter(score(load_cases(path, require_response=True))))
    assert r.hallucinated is bad, r.reason()


CALL_OUTS = [{"title": "callout.md", "text": "The weekday call-out fee (Monday to Friday, 8am–6pm) is £65. Evening call-outs "
              "(6pm–10pm on weekdays) cost £95, and nights and weekends cost £140."}]
HOSTEL = [{"title": "checkin.md", "text": "Check-in is from 3pm to 10pm. If you will arrive after 10pm, tell us by 6pm on "
           "the day and we'll give you a door code."}]


@pytest.mark.parametrize(("answer", "ctx", "bad"), [
    ("| Band | When | Call-out fee |\n|---|---|---|\n| Evening | Weekdays, 6pm–10pm | £95 |", CALL_OUTS, False),
    ("An evening call-out costs £65.", CALL_OUTS, True),  # the weekday daytime fee
    ("1. **Let the hostel know by 6pm** on the day you're arriving.", HOSTEL, False),
    ("If you will arrive after 6pm, tell us by 10pm on the day.", HOSTEL, True),
])
def test_a_part_of_the_day_and_a_times_relation_word_tie_a_value(answer, ctx, bad):
    """'evening' says when a price holds (as 'weekday' does); 'by 6pm' relates the time as the context's
    'tell us by 6pm' does, not as 'arrive after 10pm'."""
    v = check(answer, ctx)
    assert (v.hallucination == "hallucinated") is bad, v


RETURNS = [{"title": "returns.md", "text": "Non-plant items can be returned within 28 days with a receipt if they're "
            "unused. Garden furniture and barbecues that have been assembled can't be returned unless they are faulty."}]
ZONES = [{"title": "rules.md", "text": "One person per trampoline at a time. No somersaults or flips outside the "
          "supervised Pro Zone, which is for ages 12 and over."}]
NOTICE = [{"title": "cancel.md", "text": "If a student doesn't attend without notice, the full fee is charged. If a tutor "
           "cancels, the lesson is not charged."}]


@pytest.mark.parametrize(("answer", "ctx", "bad"), [
    ("Assembled barbecues **can** be returned if they're faulty.", RETURNS, False),
    ("Garden furniture and barbecues that have been assembled can be returned if they're unused.", RETURNS, True),
    ("Garden furniture that has been assembled can be returned.", RETURNS, True),
    ("Flips and somersaults are only allowed in the Pro Zone.", ZONES, False),
    ("Flips and somersaults are allowed outside the Pro Zone.", ZONES, True),
    ("| Situation | Charge |\n|---|---|\n| Student doesn't attend and no notice given | Full fee |", NOTICE, False),
    ("If a student doesn't attend, the full fee is not charged.", NOTICE, True),
])
def test_an_exception_a_restriction_and_without_are_no_flip(answer, ctx, bad):
    assert ("frame_polarity" in rules(check(answer, ctx))) is bad


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["garden furniture", "opened software", "custom blinds", "made-to-measure curtains"]),
       st.sampled_from([("returned", "assembled"), ("refunded", "used"), ("exchanged", "altered")]),
       st.sampled_from(["faulty", "damaged on arrival", "recalled by the maker"]))
def test_an_exception_as_a_property(thing, verbs, condition):
    """'X that have been P can't be V unless C': 'X that have been P can be V if C' is the exception, clean
    of any flip; without the condition it is the other polarity."""
    verb, past = verbs
    ctx = [{"title": "policy.md", "text": f"Most items can be {verb} within 28 days. {thing.capitalize()} that have been "
            f"{past} can't be {verb} unless they are {condition}."}]
    said = f"{thing.capitalize()} that have been {past} can be {verb}"
    assert "frame_polarity" not in rules(check(f"{said} if they are {condition}.", ctx))
    assert "frame_polarity" in rules(check(f"{said}.", ctx))


CLIMB = [{"title": "membership.md", "text": "The Monthly Flex membership costs £52 per month. The Annual membership costs "
          "£540 paid up front and includes 2 guest passes. The Off-Peak membership covers entry before 4pm on weekdays."}]


@pytest.mark.parametrize(("answer", "bad"), [
    ("The Annual membership includes 2 guest passes.", False),
    ("The Annual membership includes 4 guest passes.", True),
    ("| Membership | Cost | What's included |\n|---|---|---|\n| Annual | £540 paid up front | **2 guest passes** |", False),
    ("| Membership | Cost | What's included |\n|---|---|---|\n| Annual | £540 paid up front | **4 guest passes** |", True),
])
def test_a_period_adjective_names_a_subject_and_a_rows_first_cell_is_its_subject(answer, bad):
    """'the Annual membership' is a subject (as 'per year' is not), and a row's first cell says whose a count is."""
    v = check(answer, CLIMB)
    assert ("frame_value" in rules(v)) is bad, v


WINE = [{"title": "plans.md", "text": "Discovery costs £69 per delivery. Cases arrive every 8 weeks by default, and you "
         "can switch to every 4 weeks or every 12 weeks."}]
GLASSES = [{"title": "glasses.md", "text": "Glasses are usually ready within 7 to 10 working days of ordering."}]


def test_an_alternatives_per_phrase_is_not_the_values_and_a_shorthand_of_the_answers_own_count():
    assert "frame_period" not in rules(check("You can switch to every 4 weeks instead of every 8 weeks.", WINE))
    assert "frame_period" in rules(check("Discovery costs £69 per week.", WINE))
    said = ("Glasses are usually ready within **7 to 10 working days**. Your holiday falls after the 7-day point "
            "but before the 10-day point.")
    assert "frame_unit" not in rules(check(said, GLASSES))
    assert "frame_unit" in rules(check("Glasses are usually ready within 7 to 10 days.", GLASSES))


COURTS = [{"title": "dress-code.md", "text": "Non-marking tennis shoes must be worn on all courts. Any tennis clothing is "
           "fine on the hard courts. Dogs are not allowed on court, but well-behaved dogs on leads are welcome on the "
           "clubhouse terrace."}]
INSURERS = [{"title": "insurance.md", "text": "We are recognised by Bupa, AXA Health and Vitality. If you're claiming "
             "through insurance, bring your authorisation code. We don't accept Aviva or WPA."}]


@pytest.mark.parametrize(("answer", "ctx", "bad"), [
    ("Well-behaved dogs on leads are welcome on the clubhouse terrace.", COURTS, False),
    ("Yes — **well-behaved dogs on leads are welcome**, both **on court** and on the **clubhouse terrace**.", COURTS, True),
    ("Well-behaved dogs on leads are welcome on the clubhouse terrace, but not on court.", COURTS, False),
    ("We are recognised by Bupa, AXA Health and Vitality.", INSURERS, False),
    ("We are recognised by Bupa, AXA Health, Vitality and Aviva.", INSURERS, True),
])
def test_a_positive_claim_carrying_a_negated_scope_or_name(answer, ctx, bad):
    """A claim that restates a positive part and carries into it the scope ('on court') or the name ('Aviva')
    the context negates is the other polarity of that part, though it agrees with the positive one."""
    assert ("frame_polarity" in rules(check(answer, ctx))) is bad


@settings(max_examples=25, deadline=None)
@given(st.permutations(["Bupa", "Vitality", "Cigna", "Allianz", "Aviva"]))
def test_a_name_joined_to_a_list_as_a_property(names):
    """Any two lists of insurers: the positive list restated is clean; one of the negated names joined to it is
    the other polarity."""
    yes, no = names[:3], names[3:]
    ctx = [{"title": "insurance.md", "text": f"We are recognised by {yes[0]}, {yes[1]} and {yes[2]}. Bring your "
            f"authorisation code. We don't accept {no[0]} or {no[1]}."}]
    assert "frame_polarity" not in rules(check(f"We are recognised by {yes[0]}, {yes[1]} and {yes[2]}.", ctx))
    assert "frame_polarity" in rules(check(f"We are recognised by {yes[0]}, {yes[1]}, {yes[2]} and {no[1]}.", ctx))


SITE = [{"title": "site-rules.md", "text": "Campsites open at 10am on Friday. Glass is not allowed anywhere on site. Each "
         "adult camper can bring up to 18 cans for use in the campsite only; drinks can't be taken into the arena. "
         "You can cancel at any time with no cancellation fee."}]


@pytest.mark.parametrize(("answer", "bad"), [
    ("Glass isn't allowed anywhere on site, so bring cans instead.", False),
    ("You can bring up to 18 cans for use in the campsite.", False),
    ("Glass isn't allowed in the arena, but glass is allowed in the campsite.", True),
    ("Each adult camper can bring glass for use in the campsite.", True),
    ("You can cancel at any time with no cancellation fee.", False),  # a negation that forbids nothing
])
def test_a_permission_for_what_the_context_forbids_everywhere(answer, bad):
    assert ("frame_polarity" in rules(check(answer, SITE))) is bad


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["glass bottles", "fireworks", "drones", "disposable barbecues", "generators"]),
       st.sampled_from(["the campsite", "the car park", "the family field"]),
       st.sampled_from(["allowed", "permitted"]))
def test_a_universal_negation_as_a_property(thing, place, word):
    """'X are not allowed anywhere on site': X 'allowed' or 'can be brought' in any one place is the other
    polarity; X 'not allowed' there is the context's."""
    ctx = [{"title": "rules.md", "text": f"{thing.capitalize()} are not {word} anywhere on site. Tents may be pitched in "
            f"{place}."}]
    assert "frame_polarity" in rules(check(f"{thing.capitalize()} are {word} in {place}.", ctx))
    assert "frame_polarity" not in rules(check(f"{thing.capitalize()} are not {word} in {place}.", ctx))


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=2, max_value=11), st.sampled_from(["weeks", "months"]),
       st.sampled_from(["per year", "a year", "every year", "per month"]),
       st.sampled_from(["at a time", "each time"]))
def test_a_value_per_occasion_is_not_per_a_period(n, unit, period, occasion):
    """'up to 6 months at a time' is per occasion: 'per year' is another period; the same occasion, or none, is not."""
    ctx = [{"title": "pause.md", "text": f"You can skip a delivery or pause online. You can pause for up to {n} {unit} "
            f"{occasion}."}]
    assert "frame_period" in rules(check(f"You can pause for up to {n} {unit} {period}.", ctx))
    assert "frame_period" not in rules(check(f"You can pause for up to {n} {unit} {occasion}.", ctx))
    assert "frame_period" not in rules(check(f"You can pause for up to {n} {unit}.", ctx))


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["Gloves", "Helmets", "Body protectors", "Knee pads"]),
       st.sampled_from([("recommended", "required"), ("encouraged", "compulsory"), ("advised", "mandatory")]))
def test_an_elliptic_negated_part_takes_the_sentences_subject(thing, pair):
    """'Gloves are recommended but not required': 'not required' is the gloves'; 'gloves are required' flips it."""
    first, neg = pair
    ctx = [{"title": "kit.md", "text": f"Every rider must wear a riding hat. {thing} are {first} but not {neg}. Jewellery "
            "must be removed before riding."}]
    assert "frame_polarity" in rules(check(f"{thing} are {neg}.", ctx))
    assert "frame_polarity" not in rules(check(f"{thing} are not {neg}, though they are {first}.", ctx))
    assert "frame_polarity" not in rules(check(f"{thing} are {first} but not {neg}.", ctx))
