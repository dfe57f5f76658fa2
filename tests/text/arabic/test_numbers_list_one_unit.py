"""THE LIST'S ONE UNIT (text.arabic.numbers._ranges, read from the last figure back): every figure of a list joined by
أو/و takes the unit said once after the last ("لمدة ٣ أو ٦ أو ٩ أشهر" is 3, 6 and 9 months; "٥ أو ١٠ أو ٢٠ دينارًا"
three amounts), as a range's first end takes its second's. Through the checker: a shorter list over the context's list
passes; a figure the context's list lacks, or another unit, is still caught."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest import check
from groundtest.text.arabic.numbers import extract
from tests.helpers import cli_scored

UNITS = {"أشهر": ("month", 1.0), "شهرًا": ("month", 1.0), "أيام": ("day", 1.0), "أسابيع": ("day", 7.0),
         "دنانير": ("dinar", 1.0), "ريالات": ("riyal", 1.0)}
JOINTS = [" أو ", " و", " أو "]
DIGITS = {"٣": 3, "٦": 6, "٩": 9, "4": 4, "5": 5, "8": 8}


@settings(max_examples=80, deadline=None)
@given(st.lists(st.sampled_from(sorted(DIGITS)), min_size=2, max_size=4, unique=True), st.sampled_from(sorted(UNITS)),
       st.sampled_from(JOINTS))
def test_every_figure_of_the_list_takes_the_unit(figures, noun, joint):
    unit, size = UNITS[noun]
    text = f"يمكن التجديد لمدة {joint.join(figures)} {noun} حسب الطلب."
    got = [(v.amount, v.unit) for v in extract(text)]
    assert got == [(DIGITS[f] * size, unit) for f in figures]


_RENEW = [{"title": "التجديد.md", "text": "رسوم تجديد هوية مقيم ٦٥٠ ريالًا للسنة. يمكن التجديد لمدة ٣ أو ٦ أو ٩ أو ١٢ شهرًا."}]
_Q = "كم مدة التجديد؟"


@settings(max_examples=20, deadline=None)
@given(st.lists(st.sampled_from(["٣", "٦", "٩"]), min_size=2, max_size=3, unique=True), st.sampled_from(["أشهر", "شهور"]))
def test_a_shorter_list_passes(figures, noun):
    got = check(f"يمكنك التجديد لمدة {' أو '.join(figures)} {noun} إن أردت، والرسوم ٦٥٠ ريالًا للسنة.", _RENEW, _Q)
    assert got.hallucination != "hallucinated", got.findings


@pytest.mark.parametrize("wrong", [
    "يمكنك التجديد لمدة ٣ أو ٤ أو ٩ أشهر إن أردت.",  # a figure the context's list lacks
    "يمكنك التجديد لمدة ٣ أو ٦ أو ٩ سنوات إن أردت.",  # another unit
    "يمكنك التجديد لمدة ٣ أو ٦ أشهر إن أردت، والرسوم ٦٠٠ ريال للسنة.",  # a wrong fee beside the right list
])
def test_wrong_neighbours_are_caught(wrong):
    got = check(wrong, _RENEW, _Q)
    assert got.hallucination == "hallucinated", got.findings


def test_score_reads_the_lists_unit(tmp_path):
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": _Q, "context": _RENEW,
             "response": "💡 يمكنك التجديد أيضًا لمدة ٣ أو ٦ أو ٩ أشهر إن أردت."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": _Q, "context": _RENEW,
             "response": "💡 يمكنك التجديد أيضًا لمدة ٢ أو ٦ أو ٩ أشهر إن أردت."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
