"""A MEASURE IS READ WITH ITS UNIT, IMPERIAL TOO (checker.lookups.IMPERIAL_UNITS, _other_size_only, _METRIC_HINT,
_YOURS_AFTER).

"climbs 480 feet" over the context's "climbing 480 metres" is a changed unit, caught as "12 cm" over "12 mm" is; so are
yards, miles for kilometres and the reverse. The same measure in the same unit passes, and "seventy miles an hour" is
the context's "70 mph" (one unit written two ways). The user's own distance restated as where they are ("At about 15
miles outside Bath, you're within that range") stays theirs."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_CTX = [{"title": "ride.md", "text": "The ride takes about 7 minutes each way, climbing 480 metres. Operations are "
         "suspended when wind speeds exceed 70 mph. The line is 2 miles long."}]
_CALLOUT = [{"title": "callout.md", "text": "We cover Bristol and Bath with no call-out fee. Outside those cities, up to "
             "25 miles away, a £15 call-out fee applies."}]


@pytest.mark.parametrize("sentence", ["The ride climbs 480 metres.", "The ride climbs **480 metres** each way.",
                                      "Winds above seventy miles an hour stop it.", "Winds above 70 mph stop it.",
                                      "The line is 2 miles long."])
def test_the_same_measure_in_its_unit_passes(sentence):
    v = check(sentence, _CTX, "How high does it go?")
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("sentence", ["The ride climbs 480 feet.", "The ride climbs **480 feet** each way.",
                                      "It climbs 480 yards.", "The line is 2 km long.", "Winds above 70 km/h stop it."])
def test_a_changed_unit_is_caught(sentence):
    v = check(sentence, _CTX, "How high does it go?")
    assert v.hallucination == "hallucinated", [(f.rule, f.content) for f in v.findings]


def test_the_users_distance_restated_as_theirs():
    v = check("At about 15 miles outside Bath, you're within that range, so the £15 fee would apply.", _CALLOUT,
              "I'm about 15 miles outside Bath. Is there a call-out fee?")
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings]


def test_score_reads_the_unit(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": "How high does it go?", "context": _CTX,
             "response": f"The ride climbs 480 {u}."} for i, u in (("metres", "metres"), ("feet", "feet"))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"metres": False, "feet": True}
