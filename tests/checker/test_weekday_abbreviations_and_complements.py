"""WEEKDAYS ABBREVIATED AND A DAY TO AVOID (text.matching._WEEKDAY_ABBR_AT, checker.frames.ranged_days, lookups.value_hint).

A chat answer's table writes weekdays short: "Mon–Fri", "Tue & Thu", each before a dash, an ampersand or a cell's
pipe. Each is the weekday it abbreviates, checked as that date ("Mon–Fri" for the context's "weekdays"); a day the
context does not give ("Mon–Sat" over "weekdays") is still caught. A day outside a range the context states, said to
be one to avoid in a sentence naming the range ("open Tuesday to Sunday, so avoid Mondays"), is the range's
complement; the same day said to be open is caught. A plural weekday ("Mondays") is read as a date, not a name."""
from __future__ import annotations

import pytest

from groundtest import check
from groundtest.text.matching import extract_values
from tests.helpers import cli_scored

_LIDO = [{"title": "lido.md", "text": "Early-bird lane sessions run 6:30am to 8:00am on weekdays and cost season ticket "
          "holders £3 extra. Evening sessions run on Tuesdays and Thursdays from 7pm to 8:30pm."}]
_FARM = [{"title": "farm.md", "text": "The picking fields are open 9am to 5pm, Tuesday to Sunday."}]


@pytest.mark.parametrize("cell,days", [
    ("| Early-bird | Mon–Fri | 6:30–8am |", ["monday", "friday"]),
    ("| Evening | Tue & Thu | 7–8:30pm |", ["tuesday", "thursday"]),
    ("| Evening | Tue & Thu |", ["tuesday", "thursday"]),
    ("open Mon — Fri", ["monday", "friday"]),
    ("open Mon - Fri", ["monday", "friday"]),
    ("Is it open on Wed?", ["wednesday"]),
    ("| Sat | Sun |", ["saturday", "sunday"]),
])
def test_an_abbreviated_weekday_before_a_dash_pipe_or_mark_is_that_day(cell, days):
    got = [v.unit for v in extract_values(cell) if v.kind == "date"]
    assert got == [f"weekday:{d}" for d in days]


@pytest.mark.parametrize("text", ["The sun is out today.", "We sat down | then left", "Sun cream is a must."])
def test_the_same_letters_as_words_are_no_weekday(text):
    assert not [v for v in extract_values(text) if v.kind == "date"]


@pytest.mark.parametrize("table,want", [
    ("| Early-bird | Mon–Fri | 6:30–8am | +£3 |\n| Evening | Tue & Thu | 7–8:30pm | Included |", False),
    ("| Early-bird | Mon–Sat | 6:30–8am | +£3 |\n| Evening | Tue & Thu | 7–8:30pm | Included |", True),
    ("| Early-bird | Mon–Fri | 6:30–8am | +£3 |\n| Evening | Tue & Sat | 7–8:30pm | Included |", True),
])
def test_a_table_of_abbreviated_days_is_checked_as_dates(table, want):
    v = check("| Session | Days | Time | Extra |\n|---|---|---|---|\n" + table, _LIDO, "When are the early and evening swims?")
    assert (v.hallucination == "hallucinated") is want, [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("sentence", ["The fields are open Tuesday to Sunday, so avoid Mondays.",
                                      "The fields are open Tuesday to Sunday, so avoid Monday.",
                                      "Picking runs Tuesday to Sunday — avoid Mondays, when the fields are shut."])
def test_the_day_outside_the_range_to_avoid_is_its_complement(sentence):
    v = check(sentence, _FARM, "What days can we come?")
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("sentence", ["The fields are open Tuesday to Sunday, and also on Mondays.",
                                      "You can pick on Mondays too.", "Avoid Mondays."])
def test_the_same_day_said_open_or_alone_is_caught(sentence):
    v = check(sentence, _FARM, "What days can we come?")
    assert v.hallucination == "hallucinated", [(f.rule, f.content) for f in v.findings]


def test_score_reads_abbreviated_days(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": "When are the early swims?", "context": _LIDO,
             "response": f"| Session | Days |\n|---|---|\n| Early-bird | {d} |"} for i, d in (("ok", "Mon–Fri"), ("bad", "Mon–Sat"))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"ok": False, "bad": True}
