"""CLOCK FORMS, FREQUENCIES, TABLE SUMS AND MARGINS (text.matching, checker.derive, checker.frames, checker.lookups):

- a time said without its half of the day ("quarter past one", "ten o'clock", "8:15") a stated duration after a
  stated time is that time in either half ("about 45 minutes" after 12:30pm; two hours after an 8pm booking);
- a deadline at midnight is one at 11:59pm, either way round;
- "every other week|day|month|<weekday>", "every second …", "alternate …" and "fortnightly" are frequencies of every
  14 days (2 days, 2 months) — "every other Tuesday (so once a fortnight)" — and a wrong restatement is caught;
- a day of a weekday range the context states ("Thursday to Sunday") when the sentence spells the range out ("any
  Thursday, Friday, Saturday or Sunday");
- a sentence right under a table that sums its one column of amounts ("That's £5,000 across the top three");
- a duration that is a margin from a limit ("five minutes past that window", "ten minutes late") is judged as a
  difference, not as the limit's own value;
- a price the context states per person, restated bare to a user who asks for themselves alone ("I'm a complete
  beginner") in an answer that counts no people; asked by a couple, or by no one in particular, the dropped "per
  person" is still caught."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored


def _verdict(resp: str, ctx: str, q: str = "?") -> str:
    return check(resp, [{"title": "doc.md", "text": ctx}], q).hallucination


_RECITAL = "Lunchtime recitals are held every Wednesday at 12:30pm and last about 45 minutes. Tickets are £12."
_TABLE = "Tables are held for 15 minutes after the booking time. Tables are limited to two hours on Fridays."


@pytest.mark.parametrize("said,ok", [("quarter past one", True), ("1:15", True), ("a quarter past one", True),
                                     ("half past one", False), ("quarter to one", False), ("2:15", False)])
def test_a_time_without_its_half_of_the_day_after_a_duration(said, ok):
    resp = f"Recitals start at 12:30pm and last about 45 minutes, so you'd finish at roughly {said}."
    assert (_verdict(resp, _RECITAL, "When do recitals finish?") != "hallucinated") is ok


@pytest.mark.parametrize("arrive,leave,ok", [("quarter past eight", "ten o'clock", True), ("quarter past eight", "10 o'clock", True),
                                              ("half past eight", "ten o'clock", False),
                                              ("quarter past eight", "eleven o'clock", False)])
def test_clock_words_under_a_booking(arrive, leave, ok):
    resp = f"So if you book for 8pm, aim to arrive by {arrive}, and plan to wrap up around {leave}."
    assert (_verdict(resp, _TABLE, "I booked for 8pm on Friday. When do I need to arrive?") != "hallucinated") is ok


@pytest.mark.parametrize("resp,ctx,ok", [
    ("You can skip a delivery up until midnight on the Monday.", "You can skip a delivery up to Monday 11:59pm.", True),
    ("You can skip up until just before midnight on Monday (11:59pm).", "You can skip a delivery up to Monday 11:59pm.", True),
    ("You can skip a delivery up until 11:59pm on Monday.", "You can skip a delivery up to midnight on Monday.", True),
    ("You can skip a delivery up until 11pm on the Monday.", "You can skip a delivery up to Monday 11:59pm.", False),
    ("You can skip a delivery up until midday on Monday.", "You can skip a delivery up to Monday 11:59pm.", False),
])
def test_midnight_and_one_minute_before(resp, ctx, ok):
    assert (_verdict(resp, ctx, "When can I skip?") != "hallucinated") is ok


@pytest.mark.parametrize("stated", ["every other Tuesday", "every second Tuesday", "alternate Tuesdays", "fortnightly",
                                    "every other week", "every two weeks"])
@pytest.mark.parametrize("said,ok", [("once a fortnight", True), ("every 14 days", True), ("fortnightly", True),
                                     ("every two weeks", True), ("every 10 days", False), ("every three weeks", False)])
def test_every_other_is_every_fourteen_days(stated, said, ok):
    ctx = f"Harrowfield Council collects household glass {stated}, using the green 55-litre box."
    resp = f"Your glass is collected {stated} — so {said}."
    assert (_verdict(resp, ctx, "How often is glass collected?") != "hallucinated") is ok


@pytest.mark.parametrize("said,ctx_said,ok", [("every other day", "every 2 days", True), ("every other month", "every 2 months", True),
                                              ("every other day", "every 3 days", False)])
def test_every_other_day_and_month(said, ctx_said, ok):
    ctx = f"The filters are cleaned {ctx_said}."
    assert (_verdict(f"The filters are cleaned {said}.", ctx, "How often?") != "hallucinated") is ok


_TOURS = "Tours run at 11am and 2pm, Thursday to Sunday, from April to October. The tour costs £18 per adult."


@pytest.mark.parametrize("days,ok", [("Thursday, Friday, Saturday or Sunday", True), ("Friday, Saturday or Sunday", True),
                                     ("Thursday, Friday, Saturday or Monday", False), ("Tuesday, Wednesday or Thursday", False)])
def test_a_weekday_range_spelled_out(days, ok):
    resp = f"So a Tuesday isn't possible, but you could go for any {days} that month instead."
    assert (_verdict(resp, _TOURS, "Can we do the tour on a Tuesday in June?") != "hallucinated") is ok


_PRIZES = "Prizes: £3,000 for first place, £1,500 for second and £500 for third."


@pytest.mark.parametrize("total,ok", [("£5,000", True), ("£5000", True), ("£5,500", False), ("£5,200", False)])
def test_a_sentence_under_a_table_sums_its_column(total, ok):
    resp = ("| Place | Prize |\n|---|---|\n| 🥇 First | £3,000 |\n| 🥈 Second | £1,500 |\n| 🥉 Third | £500 |\n\n"
            f"That's **{total}** in prize money across the top three.")
    assert (_verdict(resp, _PRIZES, "What are the prizes?") != "hallucinated") is ok


_HOLD = ("Skyline Terrace takes table reservations for groups of 2 to 8 people. Tables are held for 15 minutes after the "
         "booking time and may then be released.")


@pytest.mark.parametrize("margin,ok", [("five minutes past that window", True), ("5 minutes past the hold period", True),
                                       ("five minutes late", True), ("ten minutes past that window", False)])
def test_a_margin_from_a_limit(margin, ok):
    resp = ("- For an 8pm booking, the table is held until 8:15pm.\n"
            f"- Arriving at 8:20pm puts you {margin}, so the table may be released by the time you arrive.")
    assert (_verdict(resp, _HOLD, "Our table is booked for 8pm but we won't get there until 8:20.") != "hallucinated") is ok


_DANCE = ("Beginner courses at Starlight run for 8 weeks, with one 75-minute class a week, and cost £96 per person. "
          "Improver courses run for 10 weeks and cost £120 per person. Drop-in classes are £14 each.")


@pytest.mark.parametrize("resp,ok", [
    ("| Option | Price |\n|---|---|\n| Beginner course | £96 |\n| Drop-in class | £14 per class |", True),
    ("Beginner course (8 weeks of 75-minute classes): **£96**", True),
    ("For the two of you, the beginner course is **£96**.", False),
    ("Beginner course (8 weeks of 75-minute classes): **£90**", False),
])
def test_a_per_person_price_for_a_user_asking_alone(resp, ok):
    q = "I'm a complete beginner and don't have a partner. How much are the courses?"
    assert (_verdict(resp, _DANCE, q) != "hallucinated") is ok


@pytest.mark.parametrize("q", ["How much are the courses?", "My wife and I are beginners. How much are the courses?",
                               "We're two beginners. How much are the courses?"])
def test_a_per_person_price_dropped_where_the_user_may_be_more_than_one(q):
    assert _verdict("Beginner course (8 weeks of 75-minute classes): **£96**", _DANCE, q) == "hallucinated"


def test_score_reads_the_forms(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": "How often is glass collected?",
             "context": [{"title": "glass.md", "text": "The council collects household glass every other Tuesday."}],
             "response": r} for i, r in (("right", "Glass goes out every other Tuesday — once a fortnight."),
                                         ("wrong", "Glass goes out every other Tuesday — once every three weeks."))]
    got = cli_scored(tmp_path, rows, "hallucinated")
    assert got == {"right": False, "wrong": True}


_TOWER = ("Tours start at 11:00, 13:00 and 15:00, Monday to Saturday. Each tour lasts about 50 minutes and takes a maximum "
          "of 12 people.")


@pytest.mark.parametrize("size,ok", [("12", True), ("15", False), ("13", False), ("11", False)])
def test_the_hour_of_a_clock_time_is_no_figure_of_its_own(size, ok):
    """"15 people" is not in "at 15:00": the hour and minutes of a clock time are not the context's figures
    (context.ContextIndex.whole_number, lookups.value_hint)."""
    resp = (f"| | Details |\n|---|---|\n| **Start times** | 11:00, 13:00 and 15:00 |\n"
            f"| **Group size** | Maximum {size} people per tour |")
    assert (_verdict(resp, _TOWER, "How big are the groups?") != "hallucinated") is ok


_GLASS = ("Harrowfield Borough Council collects household glass every other Tuesday, using the green 55-litre box. Put your "
          "box at the kerb by 7am on collection day.")


@pytest.mark.parametrize("said,ok", [("fortnightly", True), ("once a fortnight", True), ("every 14 days", True),
                                     ("every 10 days", False), ("every three weeks", False)])
def test_a_frequency_under_a_label_asking_how_often(said, ok):
    """"**How often:** fortnightly" over "every other Tuesday": the context's frequency found by its own words
    (lookups._spellings), and the label's "often" no hedge (claims._ASKED_LABEL)."""
    resp = f"- **How often:** {said}, on a Tuesday.\n- **Which box:** the green one (55 litres)."
    assert (_verdict(resp, _GLASS, "How often is glass collected?") != "hallucinated") is ok
