"""What a claim's polarity is read from (thirty-fourth session, checker/frames.py ``_POLAR_LABEL``, ``_un_prefixed``,
``_PRESENTING``, ``_POLAR_STOP``, the rival of ``_chunk_swap`` taken off by a deduction, and checker/passes.py's heading
joined to its item once).

    LABEL      := INTERJECTION? NEGATED-LEAD ":" ITEM ("—" REASON)?      ITEM read with the lead's "no"
    RELATIVE   := NOUN ("that")? "you" ("don't" | "haven't") VERB          = the context's "un-VERB-ed" NOUN
    PRESENTING := "Here's" ("the" | "what" | "how") …                      no claim of the world
    REQUEST    := "Please" …                                               "please" is no word of what is asked
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check


def _polar(verdict) -> bool:
    return any(f.rule == "frame_polarity" and f.severity == "critical" for f in verdict.findings)


_FRIDGE = [{"title": "donations.md", "text": "The Hollins Community Fridge accepts unopened food within its use-by date, and "
                                             "fresh fruit and vegetables. We can't take opened food, alcohol or home-cooked "
                                             "meals."}]


@settings(deadline=None, max_examples=20)
@given(st.sampled_from(["Sorry, can't accept:", "❌ **Sorry, can't accept:**", "Unfortunately, we can't take:",
                        "**What we can't take:**", "What the fridge can't accept:"]))
def test_items_under_a_negated_lead_in_take_its_no(lead):
    right = check(f"Thanks for thinking of donating!\n\n{lead}\n- Opened food\n- Alcohol\n- Home-cooked meals", _FRIDGE)
    assert not _polar(right), right.findings
    # the same items under a lead-in that says yes
    wrong = check("Thanks for thinking of donating!\n\n**Yes, please:**\n- Alcohol\n- Home-cooked meals", _FRIDGE)
    assert _polar(wrong), wrong.findings


def test_a_negated_heading_over_an_item_with_its_reason():
    ctx = [{"title": "vouchers.md", "text": "Gift vouchers can be used towards ceremony fees in our Garden Room. Vouchers "
                                            "cannot be used for notice of marriage or civil partnership fees, which are set "
                                            "by law."}]
    right = check("## ❌ What it can't be used on\n- **Notice of marriage or civil partnership fees** — these are set by law",
                  ctx)
    assert not _polar(right), right.findings
    wrong = check("## ✅ What it can be used on\n- **Notice of marriage or civil partnership fees** — these are set by law",
                  ctx)
    assert wrong.hallucination != "clean", wrong.findings


@settings(deadline=None, max_examples=20)
@given(st.sampled_from([("use", "unused", "balance"), ("open", "unopened", "food"), ("claim", "unclaimed", "prize")]),
       st.sampled_from(["you don't", "you haven't"]))
def test_a_denied_relative_clause_is_the_contexts_un_adjective(verbs, denial):
    verb, adjective, noun = verbs
    ctx = [{"title": "terms.md", "text": f"Any {adjective} {noun} stays on the account until it expires."}]
    right = check(f"Any {noun} {denial} {verb} stays on the account until it expires.", ctx)
    assert not _polar(right), right.findings
    wrong = check(f"Any {adjective} {noun} does not stay on the account.", ctx)
    assert _polar(wrong), wrong.findings


@settings(deadline=None, max_examples=10)
@given(st.sampled_from(["Here's the parking picture for", "Here is what you need to know about", "Here's how it works at"]))
def test_an_answer_presenting_what_follows_claims_nothing(lead):
    ctx = [{"title": "parking.md", "text": "There is no parking at The Loaf Bread School itself. The nearest car park is on "
                                           "Mill Lane."}]
    right = check(f"{lead} The Loaf Bread School 🍞", ctx)
    assert not _polar(right), right.findings
    wrong = check("There is parking at The Loaf Bread School itself.", ctx)
    assert _polar(wrong), wrong.findings


def test_please_is_no_word_of_what_a_request_asks():
    ctx = [{"title": "parking.md", "text": "SkyEye Drone School flying field at Marsh Farm: free parking for students in the "
                                           "gravel area next to the training cabin, for up to 12 cars. Overflow parking is on "
                                           "the grass verge of the farm track when dry. Please do not block the farm gate, "
                                           "which must be kept clear for tractors at all times."}]
    right = check("If that's full, there's overflow parking on the grass verge of the farm track when it's dry. Please keep "
                  "the farm gate clear, as it's needed for tractors at all times 🚜", ctx)
    assert not _polar(right), right.findings
    wrong = check("Please block the farm gate when you park.", ctx)
    assert _polar(wrong), wrong.findings


@settings(deadline=None, max_examples=15)
@given(st.sampled_from([(48, 5), (36, 3), (60, 10)]))
def test_a_figure_taken_off_a_refund_is_not_the_refunds(prices):
    fee, admin = prices
    ctx = [{"title": "cancellations.md", "text": f"If a class is cancelled by us, you can choose a full refund or a credit worth "
                                                 f"110% of the class fee. If you cancel at least 72 hours before, you get a full "
                                                 f"refund minus a £{admin} admin fee; if you cancel within 72 hours, no refund "
                                                 f"is given."},
           {"title": "classes.md", "text": f"Car Maintenance Basics costs £{fee}."}]
    right = check(f"Sorry your class was cancelled! Since the cancellation was on our side, you can choose:\n\n"
                  f"- **Full refund:** £{fee}, or\n- **Credit:** 110% of the class fee → £{fee} × 1.1 = **£{fee * 1.1:.2f}**",
                  ctx, "You cancelled my Car Maintenance Basics class. If I take credit instead of a refund, how much will I get?")
    assert "frame_swap" not in {f.rule for f in right.findings}, right.findings
    # the admin fee's own words with the class fee are still a swap
    wrong = check(f"If you cancel at least 72 hours before, the admin fee is £{fee}.", ctx)
    assert wrong.hallucination == "hallucinated", wrong.findings


@settings(deadline=None, max_examples=10)
@given(st.sampled_from(["When you can switch back", "Where you can switch back", "How you can switch back"]))
def test_a_title_put_as_an_indirect_question_says_nothing(title):
    ctx = [{"title": "switching.md", "text": "Customers who had a meter fitted at their request can switch back within 24 months. "
                                             "If you move into a property that already has a meter, you cannot switch back."}]
    right = check(f"**{title}**\n- If the meter was fitted **at your request**, within **two years** of it being fitted.", ctx)
    assert not _polar(right), right.findings
    wrong = check("If you move into a property that already has a meter, you can switch back.", ctx)
    assert _polar(wrong), wrong.findings
