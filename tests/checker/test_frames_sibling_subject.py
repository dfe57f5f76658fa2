"""THE SIBLING SUBJECT (checker/frames._sibling_subject): a context sentence that sets two subjects side by side, a part
each ("Keyholder call-outs are included on the 24/7 plan; on Basic they cost £35 each"), is not flipped by a claim about
the other subject ("On the Basic plan, keyholder call-outs aren't included"); a claim that negates a part of its own
subject is still the other polarity."""
from __future__ import annotations

import pytest

from groundtest.checker import check

PLANS = [{"title": "plans.md", "text": "Basic plan £29 per month; 24/7 plan £59 per month. Keyholder call-outs are included "
                                      "on the 24/7 plan; on Basic they cost £35 each."}]
PETS = [{"title": "pets.md", "text": "Pets are allowed in the main house; in the garden rooms they are not."}]
PARKING = [{"title": "parking.md", "text": "Parking is free for residents, while visitors pay £3 an hour."}]
FLU = [{"title": "flu.md", "text": "Greenleaf Pharmacy flu vaccinations: walk-ins are welcome and no appointment is needed. "
                                   "The service is not available to under-18s. Vaccination is free on the NHS for people "
                                   "aged 65 and over; everyone else pays £16."}]


@pytest.mark.parametrize(("text", "ctx"), [
    ("On the **Basic** plan, keyholder call-outs **aren't included** — they cost **£35 each**.", PLANS),
    ("On Basic, keyholder call-outs are not included; they cost £35 each.", PLANS),
    ("For visitors, parking isn't free: it's £3 an hour.", PARKING),
])
def test_a_claim_about_the_sibling_subject_flips_nothing(text, ctx):
    v = check(text, ctx, "What does it include?")
    assert v.hallucination != "hallucinated", [(f.rule, f.notes) for f in v.findings]


@pytest.mark.parametrize(("text", "ctx"), [
    ("Keyholder call-outs are not included on any plan.", PLANS),
    ("Pets aren't allowed in the main house.", PETS),
    ("Parking isn't free for residents.", PARKING),
])
def test_a_claim_against_its_own_subject_is_flipped(text, ctx):
    assert check(text, ctx, "What does it include?").hallucination == "hallucinated"


def test_a_lead_in_names_no_sibling():
    """"Greenleaf Pharmacy flu vaccinations: walk-ins are welcome …": the words before the colon are the sentence's
    topic, no sibling subject; "walk-ins aren't available for the flu service" is the other polarity."""
    text = ("Easy one!\n\n- **Booking:** you'll need to **book an appointment** first — walk-ins aren't available for the "
            "flu service.\n- **Cost for you:** as you're 45 (under 65), the jab costs **£16**.\n- It's **free on the NHS** "
            "for people **65 and over**, and the service **isn't available for under-18s**.")
    v = check(text, FLU, "I'm 45 — do I need to book for a flu jab at Greenleaf, and how much is it?")
    assert v.hallucination == "hallucinated"


@pytest.mark.xfail(strict=True, reason="known gap: a flip whose subject's qualifier is a figure ('the 24/7 plan') is not "
                   "read as a flip (the polarity reader compares letter words only; not investigated further)")
def test_a_flip_of_a_figure_named_plan_known_gap():
    assert check("Keyholder call-outs aren't included on the 24/7 plan.", PLANS, "?").hallucination == "hallucinated"
