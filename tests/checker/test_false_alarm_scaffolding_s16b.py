"""Classes of correct chat answers graded hallucinated in the tenth English dev set (issue 22 items 1, 2, 3 and 7), each
with the hallucinated neighbours that must still be caught. Builds on test_false_alarm_scaffolding_s16.py.

- advice to ask the organisation itself, after an empty retrieval, drafts nothing: the best place "to find out" is the
  role slot like "to ask"; the user's own act in it ("before you head over": the word after a subject is its verb, no
  person or place); the answer's caution leading it ("Rather than guess,") is no hedge of the world; a condition on the
  user led by a dash's conjunction ("— and if you can share their terms, I'd …") is a condition. A channel, a time or a
  fee of its own in the advice is still drafted;
- a table's column names the value's attribute: a row's subject word that a rival value of another attribute also has
  ("Transit wheelchairs cost £8 per day") is no swap where the rival's frame lacks the column's attribute ("Refundable
  deposit"); a swap across rows of the same attribute is still caught (frames._value_contradiction);
- a line's period adjective qualifies the noun the value is per ("Weekly | £22 per payslip" for "£22 per weekly
  payslip"); the other period's adjective, or another period, is still a changed period (frames._period_changed);
- the user's case marked as an example and put in the past ("So if, for example, you booked … at £150 (source: …) and
  cancelled a fortnight before, you'd get back …") supposes its time however far the clause runs, where what follows
  from it agrees with the context's bound of the same unit (derive._IF_EXAMPLE, Ledger._supposed_bound_judged); a time
  stated as the rule, or a consequence the bound contradicts, is still caught;
- the opening line's doer of what the documents say is done ("Here's how Riverside Health Trust supplies records" for
  "Records are supplied …") is the organisation the answer speaks for (support.organisation), and its shorter form
  ("the Trust") too; a second agent, or a doer of a verb the documents lack, is still a name the context lacks;
- an if-clause's own verb is its condition ("So if you get back on a Sunday, …"): the weekday it supposes is the user's
  (derive.Ledger.supposed_date, as _if_case reads money); another weekday or span in the consequence is still caught;
- counts of things the context states, with no money among them, before a price ("Family ticket (2 adults + 2
  children) = £48") name what the priced item is made of: no working of the price (derive.Ledger.miscalculated); a
  count the context lacks there, or a price with a wrong product, is still caught;
- the noun of a count the claim states beside a value, as the value's own sentence does ("fifty servings for two
  hundred and ninety-five pounds" for "£295 for 1 hour and 50 servings; extra servings are £2.50"), is that count's,
  not a rival's subject (frames._value_contradiction); the rival's own word ("extra") still swaps.
"""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check, load_cases, score

SORRY = "I'm sorry — I couldn't find anything about that in the documents available to me, so I can't tell you. "


# ---------------------------------------------------------------- ask the organisation itself, after an empty retrieval
@given(org=st.sampled_from(["the shop", "the guild", "the club", "the library", "the upholsterer", "the venue"]),
       form=st.sampled_from(["It would be worth checking with {o} itself before you head over.",
                             "It would be worth checking with {o} itself before you'll head there.",
                             "{O} itself would be the best place to find out their schedule.",
                             "{O} would be the right place to find out about opening times.",
                             "Rather than guess, I'd suggest checking directly with {o}, who'll be able to give you their "
                             "current timescales.",
                             "Please check with {o} directly — and if you can share their terms, I'd be happy to go "
                             "through them with you."]))
@settings(max_examples=60, deadline=None)
def test_advice_to_ask_them_after_an_empty_retrieval_drafts_nothing(org, form):
    response = SORRY + form.format(o=org, O=org[:1].upper() + org[1:])
    v = check(response, [], "When is it open?")
    assert v.hallucination != "hallucinated", (response, v.findings)


@given(org=st.sampled_from(["the shop", "the guild", "the club"]),
       form=st.sampled_from(["It would be worth checking with {o} itself before you head over — they open at 9am on Saturdays.",
                             "{O} itself would be the best place to find out their schedule: call 01632 960 123.",
                             "{O}'s WhatsApp line would be the best place to find out their schedule.",
                             "Rather than guess, I'd suggest checking directly with {o}, who usually opens on Sundays.",
                             "Please check with {o} on WhatsApp — and if you can share their terms, I'd be happy to go "
                             "through them with you.",
                             "It would be worth checking with {o} itself before you head over; entry is £5."]))
@settings(max_examples=40, deadline=None)
def test_advice_to_ask_them_naming_a_detail_of_its_own_still_drafts(org, form):
    response = SORRY + form.format(o=org, O=org[:1].upper() + org[1:])
    v = check(response, [], "When is it open?")
    assert v.hallucination == "hallucinated", (response, v.findings)


def test_the_word_after_a_subject_is_its_verb_only_there():
    from groundtest.checker.scaffold import names_nothing
    assert names_nothing("check with the shop before you head over")
    assert not names_nothing("have your details to hand when you call them")  # a way of reaching them, still a channel
    assert not names_nothing("check with the head of the shop")  # a person the context lacks
    assert not names_nothing("check with your head teacher before you call at the front desk")


def test_ask_them_after_an_empty_retrieval_through_score(tmp_path):
    base = {"type": "unanswerable", "expect": "abstain", "query": "Is the shop open on Sundays?", "context": []}
    good = SORRY + "It would be worth checking with the shop itself before you head over."
    bad = SORRY + "It would be worth checking with the shop itself before you head over — it opens at 10am on Sundays."
    path = tmp_path / "cases.jsonl"
    path.write_text("\n".join(json.dumps({**base, "id": k, "response": r}) for k, r in (("good", good), ("bad", bad))),
                    encoding="utf-8")
    got = {r.id: r for r in score(load_cases(path, require_response=True))}
    assert not got["good"].hallucinated and got["bad"].hallucinated


# ---------------------------------------------------------------- table rows: a column's attribute, a row's period
HIRE = [{"title": "prices.md", "text": "Wheelwell Mobility Hire: manual self-propelled wheelchairs cost £10 per day or £35 "
                                       "per week. Transit wheelchairs cost £8 per day or £30 per week. Mobility scooters "
                                       "cost £25 per day or £90 per week. A refundable deposit of £50 applies to "
                                       "wheelchairs and £150 to scooters."}]


@given(header=st.sampled_from(["Refundable deposit", "Deposit", "Deposit (refundable)"]),
       first=st.sampled_from(["Manual or transit wheelchair", "Transit wheelchair", "Manual wheelchair"]),
       second=st.sampled_from(["Mobility scooter", "Scooter"]))
@settings(max_examples=30, deadline=None)
def test_a_column_names_the_attribute_a_row_value_is_of(header, first, second):
    response = (f"Here's how the deposits compare:\n\n| Equipment | {header} |\n|---|---|\n| {first} | **£50** |\n"
                f"| {second} | **£150** |\n\nThe deposit comes back to you when the equipment is returned.")
    v = check(response, HIRE, "How much is the deposit?")
    assert v.hallucination != "hallucinated", (response, v.findings)


@given(header=st.sampled_from(["Refundable deposit", "Deposit"]),
       first=st.sampled_from(["Manual or transit wheelchair", "Transit wheelchair", "Manual wheelchair"]),
       second=st.sampled_from(["Mobility scooter", "Scooter"]))
@settings(max_examples=20, deadline=None)
def test_a_deposit_swapped_across_rows_is_still_a_swap(header, first, second):
    response = (f"Here's how the deposits compare:\n\n| Equipment | {header} |\n|---|---|\n| {first} | **£150** |\n"
                f"| {second} | **£50** |")
    v = check(response, HIRE, "How much is the deposit?")
    assert v.hallucination == "hallucinated", (response, v.findings)


MARGIN = [{"title": "margin.md", "text": "Upland Umbrella Services deducts a fixed margin of £22 per weekly payslip (£88 per "
                                         "monthly payslip) from your assignment income before tax."}]


@given(noun=st.sampled_from(["payslip"]), bold=st.booleans())
@settings(max_examples=10, deadline=None)
def test_a_rows_period_adjective_qualifies_the_noun_it_is_per(noun, bold):
    b = "**" if bold else ""
    response = (f"| Pay frequency | Upland margin |\n|---|---|\n| {b}Weekly{b} | £22 per {noun} |\n"
                f"| {b}Monthly{b} | £88 per {noun} |\n\nIt comes out before tax.")
    v = check(response, MARGIN, "What is the margin?")
    assert v.hallucination != "hallucinated", (response, v.findings)


@pytest.mark.parametrize("rows", ["| Weekly | £88 per payslip |\n| Monthly | £22 per payslip |",
                                  "| Weekly | £22 per month |\n| Monthly | £88 per week |"])
def test_a_period_swapped_across_rows_is_still_caught(rows):
    response = f"| Pay frequency | Upland margin |\n|---|---|\n{rows}\n\nIt comes out before tax."
    v = check(response, MARGIN, "What is the margin?")
    assert v.hallucination == "hallucinated", (response, v.findings)


SOLAR = [{"title": "warranty.md", "text": "Solar panels carry a 25-year performance warranty. Inverters carry a 10-year "
                                          "manufacturer warranty. Our installation workmanship is guaranteed for 5 years."}]


@pytest.mark.parametrize("row, bad", [("| Installation workmanship | **5 years** |", False),
                                      ("| Inverter | **10-year** manufacturer warranty |", False),
                                      ("| Installation workmanship | **10 years** |", True)])
def test_a_row_naming_none_of_the_values_subject_is_still_read(row, bad):
    response = f"| Component | Warranty |\n|---|---|\n| Solar panels | **25-year** performance warranty |\n{row}"
    v = check(response, SOLAR, "What warranties do you give?")
    assert (v.hallucination == "hallucinated") == bad, (response, v.findings)


# ---------------------------------------------------------------- the user's case supposed as an example
REFUND = [{"title": "policies.md", "text": "Cancel at least 7 days before the first session for a full refund less a £15 "
                                           "admin fee. There are no refunds after a course starts."},
          {"title": "workshops.md", "text": "Beginners' Italic costs £150."}]
Q_REFUND = "What's the refund policy if I can't make my course?"


@given(cue=st.sampled_from(["So if, for example, you", "If, say, you", "For example, if you", "If, for instance, you"]),
       booked=st.sampled_from(["booked Beginners' Italic at **£150** (source: workshops.md) and cancelled",
                               "booked it and cancelled", "had cancelled", "cancelled"]),
       time=st.sampled_from(["a fortnight", "two weeks", "10 days", "three weeks"]))
@settings(max_examples=40, deadline=None)
def test_a_time_the_user_is_supposed_to_act_at_is_theirs(cue, booked, time):
    response = (f"Cancel at least **7 days** before for a full refund less a **£15** fee. {cue} {booked} {time} before, "
                "you'd get a full refund less the £15 fee.")
    v = check(response, REFUND, Q_REFUND)
    assert v.hallucination != "hallucinated", (response, v.findings)


@given(case=st.sampled_from(["If, for example, you cancelled 3 days before, you'd get a full refund less the £15 fee.",
                             "If, for example, you booked it and cancelled a fortnight before, you wouldn't get any refund.",
                             "You can cancel up to a fortnight before the first session for a full refund.",
                             "For example, if you cancel a fortnight before you get a full refund less £15."]))
@settings(max_examples=10, deadline=None)
def test_a_supposed_time_the_bound_contradicts_or_a_rule_is_still_caught(case):
    v = check(case, REFUND, Q_REFUND)
    assert v.hallucination == "hallucinated", (case, v.findings)


# ---------------------------------------------------------------- the organisation named as the doer in the opening line
RECORDS = [{"title": "format.md", "text": "Records are supplied electronically through a secure download link, which stays "
                                          "valid for 14 days. X-ray images are supplied on a CD. A request for repeat "
                                          "copies within 6 months may be charged a fee of £10."}]


@given(org=st.sampled_from(["Riverside Health Trust", "Northgate Clinic", "Hollybank Surgery"]),
       lead=st.sampled_from(["Here's how {o} supplies records", "Good question! Here's how {o} supplies your records",
                             "This is how {o} supplies records"]))
@settings(max_examples=20, deadline=None)
def test_the_opening_lines_doer_of_the_documents_verb_is_the_organisation(org, lead):
    short = org.split()[-1]
    response = (lead.format(o=org) + ":\n\n- Sent via a secure download link, valid for 14 days.\n"
                f"- If you ask for repeat copies within six months, the {short} may charge a £10 fee.")
    v = check(response, RECORDS, "What format will my records come in?")
    assert v.hallucination != "hallucinated", (response, v.findings)


@pytest.mark.parametrize("response", [
    "Here's how Riverside Health Trust supplies records:\n\n- Sent via a secure download link, valid for 14 days.\n"
    "- X-ray images are supplied on a CD by Northgate Imaging.",
    "Here's how Riverside Health Trust bills patients:\n\n- Sent via a secure download link, valid for 14 days."])
def test_a_second_agent_or_a_doer_of_another_verb_is_still_a_new_name(response):
    v = check(response, RECORDS, "What format will my records come in?")
    assert v.hallucination == "hallucinated", (response, v.findings)


# ---------------------------------------------------------------- a weekday an if-clause supposes
BUYBACK = [{"title": "buyback.md", "text": "Our Buy Back Guarantee costs £4.50 and lets you sell unused foreign banknotes back "
                                           "to us at the same rate you bought them, within 28 days of your return date."}]


@given(day=st.sampled_from(["Monday", "Wednesday", "Saturday", "Sunday"]),
       verb=st.sampled_from(["get back", "get home", "fly back", "return", "land"]),
       span=st.sampled_from(["four weeks", "28 days"]))
@settings(max_examples=30, deadline=None)
def test_the_weekday_an_if_clause_supposes_is_the_users(day, verb, span):
    response = f"So if you {verb} on a {day}, you've got until the {day} {span} later to sell back your notes."
    v = check(response, BUYBACK, "How long do I have after my holiday?")
    assert v.hallucination != "hallucinated", (response, v.findings)


@pytest.mark.parametrize("response", [
    "So if you get back on a Sunday, you've got until the Monday four weeks later to sell back your notes.",
    "So if you get back on a Sunday, you've got until the Sunday six weeks later to sell back your notes.",
    "You can sell back your notes on Sundays too."])
def test_a_weekday_or_span_the_context_lacks_in_the_consequence_is_still_caught(response):
    v = check(response, BUYBACK, "How long do I have after my holiday?")
    assert v.hallucination == "hallucinated", (response, v.findings)


# ---------------------------------------------------------------- a priced item's composition is no working
TOURS = [{"title": "tours.md", "text": "The Castle tour costs £18 for adults and £9 for children aged 5 to 15. A family "
                                       "ticket (2 adults and 2 children) for the Castle tour costs £48."}]
Q_TOURS = "We're 2 adults and 3 children. What's the cheapest way to book?"


@given(join=st.sampled_from([" + ", " and ", " & "]), label=st.sampled_from(["Family ticket", "Family pass", "Option B"]),
       sep=st.sampled_from([" = ", ": "]))
@settings(max_examples=20, deadline=None)
def test_a_priced_items_composition_is_no_working(join, label, sep):
    response = f"- {label} (2 adults{join}2 children){sep}£48\n- 1 extra child × £9 = £9\n- **Total: £57**"
    v = check(response, TOURS, Q_TOURS)
    assert v.hallucination != "hallucinated", (response, v.findings)


@pytest.mark.parametrize("response", ["- Family ticket (2 adults + 3 children) = £48\n- **Total: £48**",
                                      "- Family ticket (2 adults + 2 children) = £50\n- **Total: £50**",
                                      "- 2 adults × £18 = £40\n- 3 children × £9 = £27"])
def test_a_composition_the_context_lacks_or_a_wrong_product_is_still_caught(response):
    v = check(response, TOURS, Q_TOURS)
    assert v.hallucination == "hallucinated", (response, v.findings)


# ---------------------------------------------------------------- a count's noun beside a value is the count's
PARTY = [{"title": "packages.md", "text": "The Party Package costs £295 for 1 hour and 50 servings; extra servings are "
                                          "£2.50 each. Each extra hour is £120."}]


@given(price=st.sampled_from(["£295", "two hundred and ninety-five pounds", "295 pounds"]),
       count=st.sampled_from(["fifty", "50"]), lead=st.sampled_from(["An hour of service and", "One hour and", ""]))
@settings(max_examples=30, deadline=None)
def test_a_counts_noun_beside_a_value_is_the_counts(price, count, lead):
    response = f"- {lead} {count} servings for **{price}**.\n- Extra servings: **£2.50** each."
    v = check(response, PARTY, "What does the party package include?")
    assert v.hallucination != "hallucinated", (response, v.findings)


@pytest.mark.parametrize("response", ["- Extra servings: **two hundred and ninety-five pounds** each.",
                                      "- Fifty extra servings for **£295**."])
def test_a_value_given_the_rivals_own_word_still_swaps(response):
    v = check(response, PARTY, "What does the party package include?")
    assert v.hallucination == "hallucinated", (response, v.findings)

