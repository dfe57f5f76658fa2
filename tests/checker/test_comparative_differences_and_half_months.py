"""A DIFFERENCE SAID BY ITS COMPARATIVE, THE MINIMUM AGE "FOR" A THING, AND A MONTH AND A HALF (derive._SUB,
frames._MARGIN_AFTER, derive._AGE_LIMIT_BEFORE, lookups._span).

"It's 20 minutes longer" under a table of 60 and 40 minutes is their difference ("longer", "shorter", "heavier", …
signal it as "less" and "more" do), not the context's figure of another subject; another difference is caught (a
difference of ten or less still needs its working shown, as any small figure does). "At
14, your daughter is two years under that minimum" for "The minimum age for the cold process workshop is 16". "Up to a
month and a half (six weeks)" glosses the context's six weeks."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored


def _critical(v) -> list:
    return [(f.rule, f.content) for f in v.findings if f.severity == "critical"]


_PAIRS = [("60 minutes", "40 minutes", "20 minutes", "longer", "lasts"),
          ("30 kg", "18 kg", "12 kg", "heavier", "weighs"),
          ("45 minutes", "30 minutes", "15 minutes", "longer", "lasts"),
          ("45 cm", "30 cm", "15 cm", "wider", "measures")]


@pytest.mark.parametrize("a, b, diff, comparative, verb", _PAIRS)
def test_a_difference_by_its_comparative(a, b, diff, comparative, verb):
    ctx = [{"title": "items.md", "text": f"The Classic {verb} {a} and costs £70. The Compact {verb} {b} and costs £55."}]
    v = check(f"The Classic {verb} {a} and the Compact {b}, so the Classic is {diff} {comparative}.", ctx, "Which is bigger?")
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("a, b, diff, comparative, verb", _PAIRS)
def test_another_difference_is_caught(a, b, diff, comparative, verb):
    ctx = [{"title": "items.md", "text": f"The Classic {verb} {a} and costs £70. The Compact {verb} {b} and costs £55."}]
    n, unit = diff.split()
    wrong = f"{int(n) + 5} {unit}"
    v = check(f"The Classic {verb} {a} and the Compact {b}, so the Classic is {wrong} {comparative}.", ctx, "Which?")
    assert v.hallucination == "hallucinated", _critical(v)


def test_a_comparative_under_a_table_is_no_value_of_another_subject():
    ctx = [{"title": "fees.md", "text": "An initial consultation and treatment lasts 60 minutes and costs £70. Follow-up "
            "treatments last 40 minutes and cost £55."}]
    table = ("| | Initial | Follow-up |\n|---|---|---|\n| Length | 60 minutes | 40 minutes |\n| Price | £70 | £55 |\n\n"
             "### What's different about the first visit?\n- It's **{d} longer**, because it combines a consultation "
             "with treatment.")
    assert check(table.format(d="20 minutes"), ctx, "What's the difference?").hallucination != "hallucinated"
    assert check(table.format(d="25 minutes"), ctx, "What's the difference?").hallucination == "hallucinated"


_SOAP = [{"title": "workshops.md", "text": "Cold process soap workshop: 3 hours, £65 per person. The minimum age for the "
          "cold process workshop is 16, because it uses lye."}]


@pytest.mark.parametrize("age, gap, caught", [(14, "two years", False), (15, "one year", False), (13, "three years", False),
                                              (14, "three years", True), (15, "two years", True)])
def test_the_gap_to_the_minimum_age_for_a_thing(age, gap, caught):
    v = check(f"At {age}, your daughter is {gap} under that minimum.", _SOAP,
              f"My daughter is {age}. Could she do the cold process workshop?")
    assert (v.hallucination == "hallucinated") is caught, _critical(v)


_REPAIRS = [{"title": "repairs.md", "text": "Vintage direct-drive turntables can take up to 6 weeks when parts have to be "
             "sourced."}]


@pytest.mark.parametrize("claim, caught", [
    ("Vintage turntables: up to a month and a half (six weeks) if parts need to be sourced.", False),
    ("Vintage turntables take up to six weeks (a month and a half).", False),
    ("Vintage turntables take up to two months (six weeks).", True),
    ("Vintage turntables take up to two and a half months (six weeks).", True)])
def test_a_month_and_a_half_glossed(claim, caught):
    v = check(claim, _REPAIRS, "How long do repairs take?")
    assert (v.hallucination == "hallucinated") is caught, _critical(v)


def test_score_reads_comparatives(tmp_path):
    ctx = [{"title": "items.md", "text": "The Classic lasts 60 minutes. The Compact lasts 40 minutes."}]
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": "Which is longer?", "context": ctx, "response": r}
            for i, r in (("right", "The Classic lasts 60 minutes and the Compact 40 minutes, so the Classic is 20 minutes longer."),
                         ("wrong", "The Classic lasts 60 minutes and the Compact 40 minutes, so the Classic is 30 minutes longer."))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"right": False, "wrong": True}
