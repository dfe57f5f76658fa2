"""Calendar reasoning at the grain of a month (checker/months.py through derive.Ledger): a month named
alone from a supported date, between two the sentence names or moved by a stated period; a month's
length beside it; a month's end reached by counting; the day at the edge of "before"/"after" a date.
Each has its wrong neighbour (another month, another length, another day), generated."""
from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check
from groundtest.checker import months as M

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def _bad(text: str, ctx, q: str) -> bool:
    return check(text, ctx, q).hallucination == "hallucinated"


# -------------------------------------------------------------- pure functions


@given(st.integers(1, 12))
def test_month_lengths(month: int) -> None:
    assert LENGTHS[month - 1] in M.month_length(month)
    assert (29 in M.month_length(month)) == (month == 2)
    assert not any(n in M.month_length(month) for n in (27, 32))


@given(st.integers(1, 12), st.integers(1, 11), st.integers(0, 11))
def test_between_two_months(a: int, span: int, k: int) -> None:
    b = (a - 1 + span) % 12 + 1
    inside = (a - 1 + min(k, span)) % 12 + 1
    assert M.between(inside, [(a, 1), (b, 1)])
    if span < 11:
        outside = (a - 1 + span + 1) % 12 + 1
        assert not M.between(outside, [(a, 1), (b, 1)])


@given(st.integers(1, 12), st.integers(1, 11))
def test_shifted_by_months(base: int, n: int) -> None:
    later, earlier = (base - 1 + n) % 12 + 1, (base - 1 - n) % 12 + 1
    assert M.shifted(later, [(base, None)], [], [n]) and M.shifted(earlier, [(base, None)], [], [n])
    others = {m for m in range(1, 13)} - {later, earlier}
    assert not any(M.shifted(m, [(base, None)], [], [n]) for m in others)


@settings(max_examples=80, deadline=None)
@given(st.dates(date(2001, 1, 1), date(2001, 12, 31)), st.integers(1, 120))
def test_shifted_by_days(day: date, n: int) -> None:
    back, on = day - timedelta(days=n), day + timedelta(days=n)
    assert M.shifted(back.month, [(day.month, day.day)], [n], [])
    assert M.shifted(on.month, [(day.month, day.day)], [n], [])
    leap = date(2000, day.month, day.day)  # (a day without its year: either kind of year)
    far = {m for m in range(1, 13)} - {back.month, on.month, (leap - timedelta(days=n)).month, (leap + timedelta(days=n)).month}
    assert not any(M.shifted(m, [(day.month, day.day)], [n], []) for m in far)


# -------------------------------------------------------------- through check

DOGS = [{"title": "courses.md", "text": "Happy Paws Puppy Foundation is a 6-week course for puppies aged 8 to 20 weeks and costs "
                                         "£120. Classes last 1 hour, once a week."}]


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 8), st.integers(2, 4))
def test_months_between_two_dates_of_the_question(first: int, span: int) -> None:
    last = first + span
    q = f"My puppy was born on 1 {MONTHS[first - 1]}. Could she join a course starting on 1 {MONTHS[last - 1]}?"
    days = (date(2001, last, 1) - date(2001, first, 1)).days
    parts = ", ".join(f"{LENGTHS[m - 1]} in {MONTHS[m - 1]}" for m in range(first, last))
    ok = f"From 1 {MONTHS[first - 1]} to 1 {MONTHS[last - 1]} is {days} days ({parts})."
    assert not _bad(ok, DOGS, q), ok
    wrong_month = MONTHS[(last + 1) % 12]  # a month outside the span
    assert _bad(ok.replace(f"in {MONTHS[first]}", f"in {wrong_month}"), DOGS, q)


def test_a_wrong_month_length_is_caught() -> None:
    q = "My puppy was born on 1 June. Could she join a course starting on 1 September?"
    ok = "From 1 June to 1 September is 92 days (30 in June, 31 in July, 31 in August)."
    assert not _bad(ok, DOGS, q)
    assert _bad(ok.replace("30 in June", "33 in June"), DOGS, q)


GOWNS = [{"title": "ordering.md", "text": "Made-to-order gowns take 16 to 20 weeks to arrive, and we recommend ordering at "
                                           "least 9 months before the wedding."},
         {"title": "alterations.md", "text": "Allow for 3 fittings, the first about 8 weeks before the wedding."}]


@settings(max_examples=24, deadline=None)
@given(st.integers(1, 12))
def test_a_month_moved_by_a_stated_period(wedding: int) -> None:
    q = f"I'm getting married next {MONTHS[wedding - 1]}. When should I order the gown?"
    order = MONTHS[(wedding - 1 - 9) % 12]
    ok = f"Ordering at least nine months ahead of your wedding in {MONTHS[wedding - 1]} means ordering by around {order}."
    assert not _bad(ok, GOWNS, q), ok
    wrong = MONTHS[(wedding - 1 - 5) % 12]
    assert _bad(ok.replace(f"around {order}", f"around {wrong}"), GOWNS, q)


STAYS = [{"title": "cancellations.md", "text": "If you cancel a planned stay more than 14 days before arrival, the deposit is "
                                                "refunded in full."}]


@settings(max_examples=30, deadline=None)
@given(st.dates(date(2001, 1, 20), date(2001, 12, 31)))
def test_the_day_before_a_before_date(arrival: date) -> None:
    q = f"My dad arrives on {arrival.day} {MONTHS[arrival.month - 1]}. Until when can I cancel with a full refund?"
    edge = arrival - timedelta(days=14)
    by = edge - timedelta(days=1)
    ok = (f"For an arrival on {arrival.day} {MONTHS[arrival.month - 1]}, 14 days before is {edge.day} {MONTHS[edge.month - 1]}, "
          f"so cancel before {edge.day} {MONTHS[edge.month - 1]} — i.e. by {by.day} {MONTHS[by.month - 1]}.")
    assert not _bad(ok, STAYS, q), ok
    wrong = edge - timedelta(days=3)
    assert _bad(ok.replace(f"by {by.day} {MONTHS[by.month - 1]}", f"by {wrong.day} {MONTHS[wrong.month - 1]}"), STAYS, q)


QUOTES = [{"title": "quotes.md", "text": "Quotes are valid for 60 days."}]


def test_counting_month_by_month() -> None:
    q = "I got my quote on 1 March and want to sign on 20 April. Is it still valid?"
    ok = ("Counting from 1 March: March has 31 days, so 30 days takes you to 31 March, and another 30 days brings you "
          "to 30 April. Signing on 20 April is inside the 60-day window.")
    assert not _bad(ok, QUOTES, q)
    assert _bad(ok.replace("takes you to 31 March", "takes you to 25 March"), QUOTES, q)
    # a month's end is not a deadline of its own: "by 31 March" for a stated 21 March stays wrong
    market = [{"title": "applications.md", "text": "Applications open on 1 January. Decisions are emailed by 21 March."}]
    assert _bad("Decisions are emailed by 31 March.", market, "When are decisions out?")


def test_the_users_month_restated_in_a_heading_is_no_name() -> None:
    q = "My puppy was born on 1 June. Could she join a Puppy Foundation course starting on 1 September?"
    ok = "**Her age on 1 September**\nFrom 1 June to 1 September is 92 days, just over 13 weeks: inside the 8 to 20 weeks."
    res = check(ok, DOGS, q)
    assert not any(f.rule == "query_only" and "September" in f.content for f in res.findings)


VANS = [{"title": "rates.md", "text": "Roamer Vans nightly rates: low season (November to March) £75 per night, mid season "
                                       "(April to June) £95 per night."}]


@settings(max_examples=24, deadline=None)
@given(st.integers(1, 12))
def test_a_month_inside_a_run_the_context_names(month: int) -> None:
    inside = month in (11, 12, 1, 2, 3, 4, 5, 6)
    text = f"For **a stay in {MONTHS[month - 1]}** the rate is £95 or £75 a night, by season."
    assert _bad(text, VANS, "What would a stay cost?") != inside, text


def test_a_month_is_stated_by_a_day_of_it_only() -> None:
    from groundtest.text.matching import TextIndex, extract_values

    index = TextIndex("My puppy was born on 1 July.")
    assert index.find(extract_values("in July")[0]) is not None
    assert index.find(extract_values("in January")[0]) is None  # (never by the day's number: 1 July is no January)
