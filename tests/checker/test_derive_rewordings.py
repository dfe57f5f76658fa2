"""Values the answer rewords or works out from a span (checker/derive.py, text/matching.py): an amount of money
written as a compound adjective ("a fifteen-hundred-pound deposit"), hours between a time today and one tomorrow,
a range put roughly in a coarser unit ("5 to 8 working days" ≈ "about one to two working weeks"), and a count that
only a superseded source happens to state, vouched for by the working it multiplies. Each both ways."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check
from groundtest.text.matching import extract_values

NUMBER_WORDS = {5: "five", 20: "twenty", 50: "fifty", 100: "hundred", 1500: "fifteen-hundred"}
CURRENCIES = {"pound": "gbp", "dollar": "usd", "euro": "eur", "dirham": "aed"}


@given(st.sampled_from(sorted(NUMBER_WORDS)), st.sampled_from(sorted(CURRENCIES)), st.booleans())
def test_a_compound_amount_is_money(n, word, digits):
    written = str(n) if digits else NUMBER_WORDS[n]
    if written == "hundred":
        written = "one-hundred"
    (v,) = [u for u in extract_values(f"a {written}-{word} deposit") if u.amount is not None]
    assert (v.kind, v.amount, v.unit) == ("money", float(n), CURRENCIES[word])


def test_a_compound_amount_against_the_context():
    ctx = [{"title": "c.md", "text": "A non-refundable deposit of £1,500 secures your date."}]
    assert check("You'd lose only the fifteen-hundred-pound deposit.", ctx).hallucination != "hallucinated"
    assert check("You'd lose only the twelve-hundred-pound deposit.", ctx).hallucination == "hallucinated"
    assert extract_values("a 30-day window")[0].kind == "quantity"  # a unit that is no currency stays a quantity


JUMP = [{"title": "changes.md", "text": "You can move your booking free of charge up to 48 hours before your session. "
                                        "Within 48 hours, changes cost £3 per jumper."}]


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=23), st.integers(min_value=0, max_value=23))
def test_hours_from_today_to_tomorrow(h1, h2):
    def t(h: int) -> str:
        return f"{(h % 12) or 12}{'am' if h < 12 else 'pm'}"

    right = 24 - h1 + h2
    q = f"Our session is tomorrow at {t(h2)} and it's {t(h1)} now."
    text = "Moving is free up to 48 hours before your session. From {} today to {} tomorrow is {} hours, so changes cost £3 per jumper."
    assert not _value_flags(check(text.format(t(h1), t(h2), right), JUMP, q))
    wrong = right + 3 if right + 3 != 48 else right + 5  # (48 hours is the context's own figure)
    assert _value_flags(check(text.format(t(h1), t(h2), wrong), JUMP, q))


def _value_flags(verdict) -> list:
    return [f for f in verdict.findings if f.severity == "critical" and f.rule == "value"]


def test_a_count_in_working_though_a_superseded_source_states_it():
    ctx = [{"title": "changes-2022.md", "status": "superseded", "text": "Within 24 hours, changes cost £2 per jumper."}] + JUMP
    q = "There are 2 of us jumping. What does it cost to move?"
    assert check("2 jumpers × £3 = **£6** to move it.", ctx, q).hallucination != "hallucinated"
    assert check("It costs £2 per jumper to move it.", ctx, q).hallucination == "hallucinated"  # the superseded price


FIT = [{"title": "fit.md", "text": "A standard kitchen fit usually takes 5 to 8 working days."}]


@pytest.mark.parametrize(("text", "bad"), [
    ("The fit takes about one to two working weeks.", False),
    ("The fit takes roughly 2 working weeks.", False),
    ("The fit takes about three to four working weeks.", True),
    ("The fit takes two working weeks.", True),  # not said to be rough: 10 working days is not 5 to 8
])
def test_a_range_put_roughly_in_weeks(text, bad):
    assert (check(text, FIT).hallucination == "hallucinated") is bad


LICENCE = [{"title": "l.md", "text": "Each licence can be activated on up to 3 devices at once."}]
GYM = [{"title": "m.md", "text": "Standard costs £34 per month with a 12-month minimum term. Flex costs £45 per month "
                                 "and can be cancelled at any time with 30 days' notice."}]


def test_the_answer_counts_its_own_list():
    """"with four devices:" over a list of four ("- Laptop"; the splitter leaves the mark out, the line is still a
    bullet), "the two options compare:" over a table of two compared columns; a count its list does not have is not."""
    q = "Can I activate it on my work desktop, my laptop, my home PC and my tablet?"
    listed = "It works on up to 3 devices at once. So with {} devices:\n- Work desktop\n- Laptop\n- Home PC\n- Tablet: one over the limit."
    assert check(listed.format("four"), LICENCE, q).hallucination != "hallucinated"
    assert check(listed.format("five"), LICENCE, q).hallucination == "hallucinated"
    table = "Here's how the {} options compare:\n\n| | Standard | Flex |\n|---|---|---|\n| Monthly price | £34 | £45 |\n"
    assert check(table.format("two"), GYM).hallucination != "hallucinated"
    assert check(table.format("three"), GYM).hallucination == "hallucinated"


def test_within_the_hour():
    """"within the hour" is an hour at most: it matches "within 60 minutes" and not "within 2 hours"."""
    v = [u for u in extract_values("We aim to reach you within the hour.") if u.kind == "quantity"]
    assert [(u.amount, u.unit) for u in v] == [(60.0, "minute")]
    assert extract_values("Buses leave on the hour.") == [] or all(u.kind != "quantity" for u in extract_values("Buses leave on the hour."))
    two = [{"title": "r.md", "text": "For emergencies we aim to reach you within 2 hours, 24/7."}]
    one = [{"title": "r.md", "text": "For emergencies we aim to reach you within 60 minutes, 24/7."}]
    assert check("For emergencies they aim to reach you within the hour.", two).hallucination == "hallucinated"
    assert check("For emergencies they aim to reach you within the hour.", one).hallucination != "hallucinated"
