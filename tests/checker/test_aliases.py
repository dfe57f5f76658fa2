"""Name aliases the checker accepts (checker/aliases.py): the written forms of a date (``states_date``) and a
fixed-date holiday named for it (``holiday_in``): "Boxing Day" where the context states 26 December is the date
reworded; for another date it is a name the context lacks."""
from __future__ import annotations
import pytest
from groundtest.checker import check
from groundtest.checker.aliases import holiday_in
from groundtest.checker.aliases import states_date


def _critical(v) -> list[dict]:
    return [f.to_dict() for f in v.findings if f.severity == "critical"]


# ------------------------------------------------------------------ fixed-date holidays, the date reworded
@pytest.mark.parametrize("day,month,written", [
    (26, 12, "26 December"), (26, 12, "December 26"), (25, 12, "25th December"), (1, 1, "1 Jan"),
    (31, 10, "31 October"), (17, 3, "March 17th"), (26, 12, "26/12"),
])
def test_states_date_reads_the_forms_of_a_date(day, month, written):
    assert states_date(f"Open on {written} only.", day, month)
    assert not states_date(f"Open on {written} only.", day + 1 if day < 28 else day - 1, month)


@pytest.mark.parametrize("name,date", [("Boxing Day", (26, 12)), ("Christmas Day", (25, 12)), ("New Year’s Eve", (31, 12)),
                                       ("St Patrick's Day", (17, 3)), ("Saint Patrick's Day", (17, 3)), ("Halloween", (31, 10))])
def test_holiday_in_names_the_date(name, date):
    hit = holiday_in(name)
    assert hit is not None and hit[1] == date


HOURS = "{club} holiday hours: closed on {closed}; open 2pm–10pm on {open_} and 1 January; normal hours on all other days."


@pytest.mark.parametrize("club", ["Cue Club", "Pocket Hall"])
@pytest.mark.parametrize("holiday,closed,open_,sentence", [
    ("Boxing Day", "25 December", "26 December", "**Boxing Day** has the same hours, 2pm to 10pm."),
    ("Christmas Day", "25 December", "26 December", "The club is **closed on Christmas Day**."),
    ("Christmas Eve", "24 December", "26 December", "The club is closed on Christmas Eve."),
    ("Boxing Day", "25 December", "December 26", "On Boxing Day it opens 2pm to 10pm."),
])
def test_a_holiday_on_the_contexts_date_is_the_date_reworded(club, holiday, closed, open_, sentence):
    ctx = [{"title": "holiday-hours.md", "text": HOURS.format(club=club, closed=closed, open_=open_)}]
    answer = f"Yes — {club} is open on 1 January from 2pm to 10pm. {sentence}"
    v = check(answer, ctx, query="Are you open on 1 January?")
    assert not any(f.rule == "name" for f in v.findings), _critical(v)


@pytest.mark.parametrize("sentence", [
    "**Boxing Day** has the same hours, 2pm to 10pm.",      # the context's open day is 27 December, not 26
    "The club is **closed on Christmas Day**.",             # the context's closed day is 24 December, not 25
    "On Halloween it opens 2pm to 10pm.",
])
def test_a_holiday_on_a_date_the_context_lacks_is_still_a_name(sentence):
    ctx = [{"title": "holiday-hours.md", "text": HOURS.format(club="Cue Club", closed="24 December", open_="27 December")}]
    answer = f"Yes — Cue Club is open on 1 January from 2pm to 10pm. {sentence}"
    v = check(answer, ctx, query="Are you open on 1 January?")
    assert v.hallucination == "hallucinated", [f.to_dict() for f in v.findings]
