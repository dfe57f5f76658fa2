"""Words, values and names the answer rewords (thirty-fourth session): a duration's article behind markdown emphasis and
a count per dozen (text/matching.py), "don't incur a charge" as free (text/free.py), an acronym of plain words
(checker/aliases.py ``word_acronyms``), synonyms and reasoning words (checker/lexicon.py, checker/scaffold.py), the month
of a day the answer states (checker/lookups.py ``_dated_month``), and a money figure that is no count of the question's.

    LEAD-UNIT := ("for" | "lasts" | "takes" …) EMPHASIS? ("a" | "an") UNIT EMPHASIS?     ("valid for **a year**": 12 months)
    PER-DOZEN := ("per" | "every" | "each") "dozen" NOUN                                ("one per dozen pupils": 12 pupils)
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check
from groundtest.text.free import SAID, search_said
from groundtest.text.matching import extract_values


def _critical(verdict) -> set:
    return {f.rule for f in verdict.findings if f.severity == "critical"}


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(["valid for", "lasts", "takes", "for up to"]), st.sampled_from(["**", "*", "__"]),
       st.sampled_from([("a year", 12.0, "month"), ("an hour", 60.0, "minute"), ("a week", 7.0, "day"),
                        ("a fortnight", 14.0, "day"), ("a day", 1.0, "day")]))
def test_a_durations_article_behind_emphasis(lead, mark, unit):
    phrase, amount, canon = unit
    got = [(v.amount, v.unit) for v in extract_values(f"It {lead} {mark}{phrase}{mark} from the first stamp.")]
    assert (amount, canon) in got, got


def test_a_wrong_period_behind_emphasis_is_flagged():
    ctx = [{"title": "loyalty.md", "text": "Loyalty cards are valid for 2 years from the first stamp."}]
    wrong = check("Your card is valid for **a year** from your first stamp.", ctx)
    assert "value" in _critical(wrong), wrong.findings
    right = check("Your card is valid for **two years** from your first stamp.", ctx)
    assert "value" not in _critical(right), right.findings


@settings(deadline=None, max_examples=15)
@given(st.sampled_from(["per", "every", "each"]), st.sampled_from(["pupils", "children", "eggs"]))
def test_a_count_per_dozen(word, noun):
    got = [(v.amount, v.kind) for v in extract_values(f"One adult goes free {word} dozen {noun}.")]
    assert (12.0, "quantity") in got, got
    assert not [v for v in extract_values(f"Eggs are £3 {word} dozen.") if v.amount == 12.0]  # a price's unit, no count


@settings(deadline=None, max_examples=20)
@given(st.sampled_from(["don't", "do not", "doesn't", "does not", "won't"]), st.sampled_from(["incur", "attract", "carry"]),
       st.sampled_from(["a charge", "any fee", "a late fee", "charges"]))
def test_a_charge_not_incurred_is_free(denied, verb, charge):
    assert search_said(SAID, f"Broken needles {denied} {verb} {charge}.")
    assert not search_said(SAID, f"Broken needles {verb} {charge}.")


def test_free_for_a_charge_not_incurred():
    ctx = [{"title": "loans.md", "text": "Broken needles don't incur a charge, but a missing kit box is charged at £10."}]
    right = check("Broken needles are **free** (no charge).", ctx)
    assert right.hallucination == "clean", right.findings
    wrong = check("A missing kit box is **free** (no charge).", ctx)
    assert wrong.hallucination == "hallucinated", wrong.findings


@settings(deadline=None, max_examples=10)
@given(st.sampled_from(["an EV", "an EV car", "an EV or a plug-in"]))
def test_an_acronym_of_plain_words(vehicle):
    ctx = [{"title": "parking.md", "text": "Sleeper passengers can park at Inverlee station car park for £9 per night. "
                                           "Electric vehicle charging bays are available at £0.40 per kWh."}]
    right = check(f"If you drive {vehicle}, charging bays are available at 40p per kWh.", ctx)
    assert "name" not in _critical(right), right.findings
    wrong = check(f"If you drive {vehicle.replace('EV', 'HGV')}, charging bays are available at 40p per kWh.", ctx)
    assert "name" in _critical(wrong), wrong.findings


def test_the_month_of_a_day_the_answer_states():
    ctx = [{"title": "waitlist.md", "text": "The current estimated wait from joining the waitlist to your home survey is 6 "
                                            "weeks."}]
    q = "I joined the waitlist on 3 November. What date should I expect the survey?"
    right = check("3 November + 6 weeks (42 days) = **15 December**. So you'd expect it around mid-December.", ctx, q)
    assert "name" not in _critical(right), right.findings
    wrong = check("3 November + 6 weeks (42 days) = **15 December**. So you'd expect it around mid-January.", ctx, q)
    assert "name" in _critical(wrong), wrong.findings


def test_money_is_no_count_the_user_gave():
    ctx = [{"title": "lockers.md", "text": "Dice & Dine board game café has two sizes of locker by the entrance. Small lockers "
                                           "hold one bag and need a £1 coin, which is returned when you unlock. Large lockers "
                                           "hold up to three bags or coats and need a £2 coin, also returned."},
           {"title": "sessions.md", "text": "Table sessions: afternoon 12pm–4pm, evening 5pm–10pm. Table fee £6 per person."}]
    q = "There are 3 of us coming for the evening session on Saturday, each with a bag. Which size locker do we need?"
    verdict = check("Here's what would work for **3 people, each with a bag**:\n\n### Option 1 — one large locker\n- A **large "
                    "locker** holds **up to three bags or coats**, so all three bags fit in one.\n- It takes a **£2 coin**, "
                    "which you get back when you unlock it.\n\n### Option 2 — three small lockers\n- Each **small locker** "
                    "holds **one bag** and needs a **£1 coin**.\n- Three of them = **£3 in coins**, all returned.", ctx, q)
    assert "adopted_premise" not in _critical(verdict), verdict.findings


@settings(deadline=None, max_examples=6)
@given(st.sampled_from(["Return fares", "Fares", "Ticket prices"]))
def test_fares_are_tickets(heading):
    ctx = [{"title": "timetable.md", "text": "The Lynbeck Narrow Gauge Railway return journey from Lynbeck to Fell Head takes 90 "
                                             "minutes, including a 30-minute stop at Fell Head. Adult return tickets are "
                                             "£14.50; children aged 3–15 pay £7.25; under-3s travel free."}]
    verdict = check("The round trip to Fell Head and back takes **an hour and a half**, including a **half-hour** stop at "
                    f"Fell Head 🚂\n\n**{heading}**\n- Adults: **£14.50**\n- Children (3–15): **£7.25** — exactly half the "
                    "adult fare\n- Under-3s: **free**", ctx)
    assert "response_share" not in _critical(verdict), verdict.findings


def test_a_saving_compared_is_reasoning():
    ctx = [{"title": "prices.md", "text": "Flying trapeze classes last 75 minutes. A single class is £32; a pack of 5 classes "
                                          "is £145."}]
    right = check("- 5-class pack: **£145** — that's **£29 per class**, saving £15 compared with buying five singles", ctx)
    assert "extra_claim" not in _critical(right), right.findings
    # (£17: no difference of the figures shown; some other wrong savings, £13, £25, are differences of context figures
    # the arithmetic search still accepts)
    wrong = check("- 5-class pack: **£145** — that's **£29 per class**, saving £17 compared with buying five singles", ctx)
    assert wrong.hallucination == "hallucinated", wrong.findings


def test_working_of_a_unit_count_times_a_price_is_shown_working():
    ctx = [{"title": "rates-current.md", "status": "current",
            "text": "From January 2025 the scout hut hire rate is £18 per hour, and the booking deposit is £50, refundable "
                    "after the hire if the hut is left clean and undamaged. The hut is not available on Tuesday or Friday "
                    "evenings."}]
    verdict = check("For a 4-hour party at the current rates:\n\n| Item | Amount |\n|---|---|\n| Hire: 4 hours × £18 | **£72** |\n"
                    "| Deposit (refundable) | **£50** |\n| **Paid upfront in total** | **£122** |\n\nThe £50 deposit comes back "
                    "after the party as long as the hut is left **clean and undamaged**, so the actual cost is £72. 🎈", ctx,
                    "What will 4 hours cost, and how much is the deposit?")
    assert "response_share" not in _critical(verdict), verdict.findings


@settings(deadline=None, max_examples=15)
@given(st.sampled_from([("April", "October", "September"), ("May", "September", "August"), ("October", "March", "February")]),
       st.sampled_from(["–", " to ", "-"]))
def test_a_run_of_months_with_an_end_moved(run, dash):
    start, end, moved = run
    ctx = [{"title": "hire.md", "text": f"The course is available from {start} to {end} at £30 per horse per session, "
                                        f"sessions lasting up to two hours."}]
    right = check(f"Sessions up to 2 hours, open {start}{dash}{end}.", ctx)
    assert right.hallucination == "clean", right.findings
    wrong = check(f"Sessions up to 2 hours, open {start}{dash}{moved}.", ctx)
    assert wrong.hallucination == "hallucinated", wrong.findings
    inside = check(f"The course runs {start} to {end}, so you could still book in {moved}.", ctx)
    assert not {"value", "name"} & _critical(inside), inside.findings


@settings(deadline=None, max_examples=10)
@given(st.sampled_from([(20, 30, 60), (10, 14, 28), (45, 60, 90)]))
def test_the_users_figure_set_against_the_contexts_band(days):
    mine, low, high = days
    ctx = [{"title": "cancellation.md", "text": f"Cancellations more than {high} days before the start date receive a refund minus "
                                                f"a £250 fee. Between {high} and {low} days before, 50% is refunded. Less than "
                                                f"{low} days before, no refund is given."}]
    q = f"I'm cancelling {mine} days before it starts. Will I get anything back?"
    right = check(f"At {mine} days before the start you're inside the less-than-{low}-days band, so no refund is due.", ctx, q)
    assert "adopted_premise" not in _critical(right), right.findings
    believed = check(f"Yes — up to {mine} days before, you get a full refund minus the £250 fee.", ctx,
                     f"Since you give a full refund up to {mine} days before, will I get my money back?")
    assert "adopted_premise" in _critical(believed), believed.findings


def test_counting_is_a_word_of_the_working():
    from pathlib import Path

    from groundtest.cases import load_cases
    from groundtest.scoring import score

    case = next(c for c in load_cases(Path(__file__).parents[1] / "fixtures" / "verdict" / "blind33-en-dev.jsonl",
                                      require_response=True) if c.id == "e33a-multi-turn-05")
    assert not next(iter(score([case]))).hallucinated  # "Counting from 3 March, the free period runs up to 17 March."
    wrong = case.response.replace("**17 March**", "**18 March**")
    ctx = [{"title": c.title, "text": c.text} for c in case.context]
    assert "value" in _critical(check(wrong, ctx, "They emailed me on 3 March. If I collect it on 24 March, will I be "
                                                  "charged anything?")), wrong


@settings(deadline=None, max_examples=10)
@given(st.sampled_from(["Bring the voucher (printed or on your phone) when you collect the bike.",
                        "Show the voucher on your phone when you collect the bike.",
                        "Keep your phone charged, as the voucher is shown in the app when you collect the bike."]))
def test_the_users_phone_as_a_screen_is_no_channel(sentence):
    ctx = [{"title": "vouchers.md", "text": "Vouchers are redeemed in the app when you collect the bike. Bring the voucher code."}]
    right = check(sentence, ctx)
    assert "channel" not in _critical(right), right.findings
    wrong = check("You can also phone the shop to redeem the voucher.", ctx)
    assert "channel" in _critical(wrong), wrong.findings


@settings(deadline=None, max_examples=10)
@given(st.sampled_from(["£4 (was £3)", "£4 (previously £3)", "has risen, from £3 to £4", "has also gone up, from £3 to £4"]))
def test_an_old_value_said_as_the_old_one(said):
    ctx = [{"title": "old.md", "status": "superseded", "text": "Pier lockers cost £3 for up to 4 hours."},
           {"title": "new.md", "status": "current", "text": "New locker prices from April 2025: £4 for up to 4 hours."}]
    right = check(f"A locker for up to 4 hours {said}.", ctx)
    assert "value" not in _critical(right), right.findings
    stale = check("A locker for up to 4 hours is £3.", ctx)
    assert "value" in _critical(stale), stale.findings


@settings(deadline=None, max_examples=20)
@given(st.sampled_from([("quarter", "to", 1425), ("a quarter", "past", 15), ("half", "past", 30), ("ten", "to", 1430),
                        ("twenty-five", "to", 1415)]), st.sampled_from(["midnight", "noon", "midday"]))
def test_minutes_past_or_to_midnight_or_noon(minutes, hour):
    said, rel, at_midnight = minutes
    expected = at_midnight if hour == "midnight" else (at_midnight + 720) % 1440
    got = [(v.kind, v.amount) for v in extract_values(f"It wraps up at {said} {rel} {hour}.")]
    assert ("time", float(expected)) in got, got


def test_a_clock_time_to_midnight_checked():
    ctx = [{"title": "times.md", "text": "Moth nights begin at 8:30pm with a short talk. The event finishes at 11:45pm."}]
    assert check("It wraps up at **quarter to midnight**.", ctx).hallucination != "hallucinated"
    assert check("It wraps up at **quarter past midnight**.", ctx).hallucination == "hallucinated"
