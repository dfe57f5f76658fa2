"""The days of a listed month are read the same way in a context's index as in an answer (text/matching.py
``TextIndex``, ``_days_of_listed_month``).

Grammar: DAY (, DAY)* (, | and | or | &) DAY MONTH — "closed on 24, 25 and 26 December": each bare day is a day of the
month the list ends in. The context's index once read the bare days as plain numbers wherever the text around them
held other dates ("open daily from 1 March to 31 October … closed on 24, 25 and 26 December and on 1 January"), so the
answer's restatement of them was flagged. Wrong neighbours stay flagged: a day the list does not hold (and no day is
supported for being a day of "open daily from 1 March": a daily recurrence without a count names no day, checker/
derive.py ``Ledger._recurring``)."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest import check
from tests.helpers import scored_hallucinated
from groundtest.text.matching import TextIndex, extract_values

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
JOINS = [", ", " and ", " or ", " & "]


def _ctx(days: list[int], month: str) -> str:
    listed = ", ".join(str(d) for d in days[:-1]) + f" and {days[-1]} {month}"
    return (f"Gwyn Caverns is open daily from 1 March to 31 October. We are closed on {listed} and on 1 January. "
            "Tours run from 11am to 3pm.")


@settings(max_examples=60, deadline=None)
@given(first=st.integers(min_value=1, max_value=24), n=st.integers(min_value=2, max_value=4),
       month=st.sampled_from(["November", "December", "January", "February"]), lead=st.booleans())
def test_the_listed_days_restated(first, n, month, lead):
    # (months outside the context's "open daily from 1 March to 31 October": a day inside that span is supported by it)
    days = list(range(first, first + n))
    ctx = [{"title": "open.md", "text": _ctx(days, month)}]
    listed = ", ".join(str(d) for d in days[:-1]) + f" and {days[-1]} {month}"
    opener = f"**{days[-1]} {month}** is one of the closure dates — " if lead else ""
    text = f"{opener}the caves are **closed on {listed}**, and also on **1 January**."
    got = check(text, ctx, "Are you open over the holidays?")
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]
    wrong = days[0] + n + 2  # a day the list does not hold
    bad = text.replace(f"closed on {days[0]}", f"closed on {wrong}", 1)
    assert check(bad, ctx, "Are you open over the holidays?").hallucination == "hallucinated"


def test_the_index_reads_as_the_extractor_reads():
    text = _ctx([24, 25, 26], "December")
    got = [(v.kind, v.unit) for v in TextIndex(text).values]
    assert got == [(v.kind, v.unit) for v in extract_values(text)]
    assert ("date", "--12-24") in got and ("date", "--12-25") in got


def test_through_score(tmp_path):
    ctx = [{"title": "open.md", "text": _ctx([24, 25, 26], "December")}]
    said = [f"Boxing Day (26 December) is a closure date: we are closed on {d}, 25 and 26 December." for d in (24, 19)]
    assert scored_hallucinated(tmp_path, said, ctx, "Open on Boxing Day?") == [False, True]


def test_open_daily_supports_no_particular_day():
    ctx = [{"title": "open.md", "text": _ctx([24, 25, 26], "December")}]
    for day in (5, 13, 19, 28):
        got = check(f"We are closed on {day} December.", ctx, "Open on Boxing Day?")
        assert got.hallucination == "hallucinated", day
    five = [{"title": "c.md", "text": "The course runs as five daily sessions starting on 3 June."}]
    assert check("The last session is on 7 June.", five, "When does it end?").hallucination != "hallucinated"
