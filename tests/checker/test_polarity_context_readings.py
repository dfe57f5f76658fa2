"""How a context sentence's polarity is read before a claim is compared with it.

- a "when" clause after a noun of time is what happens in that time, not a condition ("four weeks over
  Christmas when there are no collections" says there are none);
- a sentence opened by a pronoun ("They can be used in our cafés") is said of the sentence before's subject;
- a requirement for an outcome ("must be at least 61cm wide for a rail to be fitted") is not the outcome
  said: a claim that it cannot happen, the requirement unmet, is reasoning;
- a "non-" word the claim writes as the context does is theirs alike: the context's other negation must be
  what the claim flips;
- a negated clause with an exception ("do not need to be booked except for the garden lounge"): the claim
  that its thing is the only one is the exception restated.
Each class with right and wrong neighbours: the wrong ones stay flagged.
"""

from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker import frames


def _critical(response: str, context: str, query: str | None = None) -> list[str]:
    v = check(response, [{"title": "policy.md", "text": context}], query)
    return [f.rule for f in v.findings if f.severity == "critical"]


WHEN_TIME = [
    ("Collections are fortnightly, except for four weeks over Christmas when there are no collections.",
     "No collections for four weeks over Christmas.", "There are collections for four weeks over Christmas."),
    ("The pool is open daily, except for two weeks in August when there is no lifeguard on duty.",
     "There is no lifeguard on duty for two weeks in August.", "There is a lifeguard on duty for two weeks in August."),
    ("The ferry runs hourly, apart from three days at Easter when there are no sailings.",
     "There are no sailings for three days at Easter.", "There are sailings for three days at Easter."),
    ("Lessons run all year, except for the summer term when there are no evening classes.",
     "There are no evening classes in the summer term.", "There are evening classes in the summer term."),
]


@pytest.mark.parametrize("context,right,wrong", WHEN_TIME)
def test_a_when_clause_after_a_time_is_said(context, right, wrong):
    assert "frame_polarity" not in _critical(right, context)
    assert "frame_polarity" in _critical(wrong, context)


@pytest.mark.parametrize("text,condition", [
    ("If your bag does not arrive, report it at the desk.", "If your bag does not arrive,"),
    ("When the office is not staffed, use the drop box.", "When the office is not staffed,"),
    ("Call us when you are not sure which bin to use.", "when you are not sure which bin to use."),
    ("There are no collections for four weeks over Christmas when the depot is closed.", None),
    ("On Sundays when there is no service, use the drop box.", None),
])
def test_a_when_clause_is_a_condition_unless_it_follows_a_time(text, condition):
    m = frames._CONDITION.search(text)
    assert (m.group(0) if m else None) == condition


PRONOUN_LED = [
    ("Gift cards cannot be used to pay store card balances. They can be used in our restaurants and cafés.",
     "Gift cards can be used in the restaurants and cafés.", "Gift cards can be used to pay store card balances."),
    ("Dogs are not allowed in the café. They are welcome in the garden on a lead.",
     "Dogs are welcome in the garden on a lead.", "Dogs are allowed in the café."),
    ("Vouchers cannot be exchanged for cash. They can be used for any treatment at the spa.",
     "Vouchers can be used for any treatment at the spa.", "Vouchers can be exchanged for cash."),
]


@pytest.mark.parametrize("context,right,wrong", PRONOUN_LED)
def test_a_pronoun_led_sentence_speaks_of_the_subject_before(context, right, wrong):
    assert _critical(right, context) == []
    assert "frame_polarity" in _critical(wrong, context)


REQUIREMENTS = [
    ("Stairs must be at least 61cm wide for a rail to be fitted.", "Our stairs are 58cm wide.",
     "Stairs must be at least 61cm wide, so at 58cm a rail couldn't be fitted."),
    ("Riders must be at least 120cm tall to ride the coaster.", "My son is 110cm tall.",
     "Riders must be at least 120cm tall, so at 110cm your son wouldn't be able to ride the coaster."),
    ("Applicants must have lived in the borough for 3 years to qualify.", "I moved here 2 years ago.",
     "You need 3 years in the borough, so after 2 years you wouldn't qualify yet."),
]


@pytest.mark.parametrize("context,query,right", REQUIREMENTS)
def test_a_requirement_unmet_is_reasoned(context, query, right):
    assert "frame_polarity" not in _critical(right, context, query)


@pytest.mark.parametrize("claim,ctext,unmet", [
    ("a rail couldn't be fitted", "Stairs must be at least 61cm wide for a rail to be fitted.", True),
    ("you won't be able to ride", "Riders must be at least 120cm tall to ride.", True),
    ("rails cannot be fitted within 5 days", "Rails are fitted within 5 working days of the survey.", False),
    ("a rail is not fitted", "Stairs must be at least 61cm wide for a rail to be fitted.", False),
    ("pets can't stay", "Pets stay free of charge.", False),
])
def test_unmet_needs_a_requirement_and_a_modal_negation(claim, ctext, unmet):
    assert frames._unmet(claim, ctext) is unmet


def test_a_shared_non_word_is_no_flip_of_the_other_negation():
    context = "Bins that are overweight or contain non-garden waste will not be emptied."
    listed = "Other reasons a bin is left:\n- the bin being overweight\n- the bin containing **non-garden waste**"
    assert "frame_polarity" not in _critical(listed, context)
    assert "frame_polarity" in _critical("Bins containing non-garden waste will be emptied.", context)
    assert frames._flips_past_non("bins containing non-garden waste will be emptied", context,
                                  frozenset({"bin", "contain", "garden", "wast", "empti"}))
    assert not frames._flips_past_non("the bin containing non-garden waste", context,
                                      frozenset({"bin", "contain", "garden", "wast"}))
    assert frames._flips_past_non("the deposit is refundable", "The deposit is non-refundable.", frozenset({"deposit", "refundabl"}))


def test_the_exception_restated_is_no_flip():
    context = "Visits do not need to be booked except for the garden lounge, which can be reserved at reception."
    response = ("Five of you is over the room limit, so the garden lounge is best:\n"
                "- It's the only part of a visit that needs booking.\n- You can reserve it at reception.")
    assert "frame_polarity" not in _critical(response, context)
    assert "frame_polarity" in _critical("Visits need to be booked at reception.", context)


THRESHOLD_PRONOUN = [
    ("at 12 miles you'd be just outside that.", False), ("at 12 miles you're beyond the free delivery zone.", False),
    ("at 12 miles you're inside that.", True), ("at 12 miles you're within the free zone.", True),
]


@pytest.mark.parametrize("tail,flagged", THRESHOLD_PRONOUN)
def test_outside_the_limit_by_a_pronoun_or_a_zone(tail, flagged):
    context = "Delivery, set-up and collection are free within 10 miles; beyond that we charge £2 per mile each way."
    rules = _critical(f"Delivery is free within 10 miles, so {tail}", context, "We are about 12 miles away.")
    assert ("threshold" in rules) is flagged
    rules = _critical(f"Delivery is free within 10 miles, so {tail.replace('12', '8')}", context, "We are about 8 miles away.")
    assert ("threshold" in rules) is not flagged
