"""A worked example's case, measured by its figure (checker/derive.py ``Ledger.hypothetical``, ``_INSTANCE_OPEN``).

Grammar: CASE := ("So" | "") OPEN FIGURE NOUN ", " CONSEQUENCE
                 | "a" NOUN PARTICIPLE ["for" | "at"] FIGURE CONSEQUENCE
                 | "if you" VERB-PHRASE ("at" TIME | "on" DATE) ", you" MODAL CONSEQUENCE
OPEN := "for a" | "on a" | "with a"; CONSEQUENCE := MODAL … FIGURE' where FIGURE' is worked out from FIGURE and the
context's rule (a commission taken off a price, a notice period before a clock time, a count of days or working
days before or after a day or a date). The case's figure is the writer's operand; FIGURE' is checked. Wrong
neighbours — FIGURE' computed wrong, the organisation's charge as the case ("for a £10 fee"), a bound ("for
orders over £50"), a case with no consequence ("for a £300 membership you get parking") — stay flagged.
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check
from tests.helpers import scored_hallucinated

COMMISSION = [{"title": "auction.md", "text": "The society takes 10% commission from the seller on each lot sold. "
                                               "Unsold lots are returned free of charge."}]
NOTICE = [{"title": "classes.md", "text": "Cancel at least 12 hours before a class to keep your credit. "
                                          "Late cancellations lose the credit."}]
ORDERS = [{"title": "orders.md", "text": "Special orders must be placed at least 14 days before collection."}]
PARTS = [{"title": "service.md", "text": "Parts must arrive at least two working days before the service."}]
READY = [{"title": "duvets.md", "text": "Duvets take longer to dry, so they are ready the next working day."}]

OPENS = ["for a", "on a", "with a"]
LOT_NOUNS = ["lot", "stamp lot", "single lot", "box lot"]
PARTICIPLES = ["selling for", "sold for", "going for", "priced at"]
MODALS = ["you'd receive", "you would get", "you'd be paid", "you'd take home"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


def _flagged(text: str, context: list, query: str = "How does it work?") -> bool:
    return check(text, context, query).hallucination == "hallucinated"


def _clock(minutes: int) -> str:
    h, m = divmod(minutes % 1440, 60)
    half = "am" if h < 12 else "pm"
    h = h % 12 or 12
    return f"{h}{half}" if m == 0 else f"{h}:{m:02d}{half}"


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(OPENS), st.sampled_from(LOT_NOUNS), st.integers(2, 60), st.sampled_from(MODALS))
def test_an_opened_instance_and_its_right_consequence(opening, noun, tens, modal):
    price = tens * 10
    text = f"So {opening} £{price} {noun}, {modal} £{price * 0.9:g}."
    assert not _flagged(text, COMMISSION), text
    wrong = f"So {opening} £{price} {noun}, {modal} £{price * 0.8:g}."
    assert _flagged(wrong, COMMISSION), wrong


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(LOT_NOUNS), st.sampled_from(PARTICIPLES), st.integers(2, 60))
def test_an_instance_with_its_participle(noun, participle, tens):
    price = tens * 10
    text = f"So a {noun} {participle} £{price} would give you £{price * 0.9:g}."
    assert not _flagged(text, COMMISSION), text
    wrong = f"So a {noun} {participle} £{price} would give you £{price * 0.85:g}."
    assert _flagged(wrong, COMMISSION), wrong


@settings(max_examples=30, deadline=None)
@given(st.integers(13 * 60, 23 * 60).map(lambda m: m - m % 15))
def test_a_class_time_and_the_notice_before_it(start):
    text = f"So for a {_clock(start)} class, you'd need to cancel by {_clock(start - 720)} that day."
    assert not _flagged(text, NOTICE), text
    wrong = f"So for a {_clock(start)} class, you'd need to cancel by {_clock(start - 600)} that day."
    assert _flagged(wrong, NOTICE), wrong


@settings(max_examples=30, deadline=None)
@given(st.integers(9 * 60, 20 * 60).map(lambda m: m - m % 5))
def test_a_time_in_an_if_clause(start):
    ctx = [{"title": "delivery.md", "text": "The driver texts you 30 minutes before arrival."}]
    text = f"So if you get the text at {_clock(start)}, you can expect the driver at about {_clock(start + 30)}."
    assert not _flagged(text, ctx), text
    wrong = f"So if you get the text at {_clock(start)}, you can expect the driver at about {_clock(start + 60)}."
    assert _flagged(wrong, ctx), wrong


@settings(max_examples=30, deadline=None)
@given(st.integers(15, 28), st.sampled_from(MONTHS))
def test_a_date_in_an_if_clause_and_the_days_before_it(day, month):
    text = f"So if you want to collect on {day} {month}, you'd need to order by {day - 14} {month}."
    assert not _flagged(text, ORDERS), text
    wrong = f"So if you want to collect on {day} {month}, you'd need to order by {day - 10} {month}."
    assert _flagged(wrong, ORDERS), wrong


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(WEEKDAYS[2:5]))
def test_a_weekday_instance_and_the_working_days_before_it(day):
    k = WEEKDAYS.index(day)
    text = f"So for a {day} service, the parts would need to arrive by {WEEKDAYS[k - 2]}."
    assert not _flagged(text, PARTS), text
    wrong = f"So for a {day} service, the parts would need to arrive by {WEEKDAYS[k - 1]}."
    assert _flagged(wrong, PARTS), wrong


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(WEEKDAYS[:4]))
def test_the_next_working_day_after_a_supposed_day(day):
    k = WEEKDAYS.index(day)
    text = f"So if you drop one off on a {day}, you could collect it on {WEEKDAYS[k + 1]}."
    assert not _flagged(text, READY), text
    wrong = f"So if you drop one off on a {day}, you could collect it on {WEEKDAYS[k + 2]}."
    assert _flagged(wrong, READY), wrong


def test_what_is_never_a_supposed_case():
    # the organisation's charge, a bound, and a case with no consequence state the world's figures: checked
    assert _flagged("So for a £10 fee, you'd get your lot back the same day.", COMMISSION)
    assert _flagged("So for lots over £50, you'd pay 10% commission.", COMMISSION)
    assert _flagged("So for a £300 lot you get free collection.", COMMISSION)


def test_through_score(tmp_path):
    right = "If a lot sells, the society takes **10% commission** — so a lot selling for £50 would give you £45."
    wrong = "If a lot sells, the society takes **10% commission** — so a lot selling for £50 would give you £40."
    assert scored_hallucinated(tmp_path, [right, wrong], COMMISSION, "How does selling work?") == [False, True]
