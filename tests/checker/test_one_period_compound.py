"""One of a thing whose name opens with a period (checker/lookups.py :func:`_one_compound`): "you need just one day
permit" over "A day permit costs £7 per boat" counts permits, it states no span of one day; where the context names no
such thing ("The permit lasts one day") the span is checked as any other."""
from __future__ import annotations

import pytest

from groundtest import check

PERMITS = [{"title": "permits.md", "text": "A day permit costs £7 per boat and a 7-day permit £25 per boat; an annual "
                                          "permit is £65. A week pass for the car park is £12."}]


@pytest.mark.parametrize("said", ["With all of you in one canoe, you need just **one day permit: £7**.",
                                  "You only need one day-permit, at £7 per boat.",
                                  "Buy one week pass for the car park (£12)."])
def test_one_of_a_period_named_thing(said):
    v = check(said, PERMITS, query="How much will the permit be?")
    assert v.hallucination != "hallucinated", [(f.rule, f.notes) for f in v.findings]


@pytest.mark.parametrize("said", ["The day permit lasts one day, then one month of access follows.",
                                  "You need one month pass at £7."])
def test_a_span_or_a_thing_the_context_lacks_is_checked(said):
    assert check(said, PERMITS, query="How much will the permit be?").hallucination == "hallucinated"
