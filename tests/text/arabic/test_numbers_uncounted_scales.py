"""THE UNCOUNTED THOUSANDS (text.arabic.numbers.UNCOUNTED_SCALES): a scale's plural needs its count before it ("ثلاثة
آلاف"، "٥ ملايين"); alone it is the indefinite "thousands of", "millions of" ("عبر آلاف السنين"، "ملايين الزوار"،
"بآلاف الريالات"), no figure — as English "thousands of years" is none. A counted scale stays its figure, and through the
checker a counted thousand the context lacks, or a wrong fee beside the figure of speech, is still caught."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest import check
from groundtest.text.arabic.numbers import extract
from tests.helpers import cli_scored

PLURALS = {"آلاف": 1e3, "ملايين": 1e6, "مليارات": 1e9}
PROCLITICS = ["", "ب", "و", "ل"]
AFTER = ["السنين", "الزوار", "الريالات", "من الناس", "الكيلومترات"]
COUNTS = {"ثلاثة": 3, "خمسة": 5, "عشرة": 10, "٥": 5, "7": 7}


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(PLURALS)), st.sampled_from(PROCLITICS), st.sampled_from(AFTER))
def test_the_uncounted_plural_is_no_figure(scale, pre, after):
    assert extract(f"يزور الموقع {pre}{scale} {after} كل عام.") == []


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(PLURALS)), st.sampled_from(sorted(COUNTS)), st.sampled_from(["ريال", "زائر", ""]))
def test_a_counted_plural_keeps_its_figure(scale, count, noun):
    got = [v.amount for v in extract(f"بلغ العدد {count} {scale} {noun}".strip() + ".")]
    assert COUNTS[count] * PLURALS[scale] in got


_PERMIT = [{"title": "تصاريح.md",
            "text": "تتطلب زيارة موقع جبة للنقوش الصخرية تصريحًا مسبقًا عبر بوابة هيئة التراث. رسوم التصريح ٥٠ ريالًا للفرد."}]
_Q = "كيف أحصل على تصريح لزيارة جبة؟"


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(sorted(PLURALS)), st.sampled_from(["السنين", "الأعوام"]))
def test_the_figure_of_speech_passes(scale, years):
    got = check(f"قدّم الطلب عبر بوابة هيئة التراث، والرسوم ٥٠ ريالًا للفرد. استمتع برحلة عبر {scale} {years} من التاريخ!",
                _PERMIT, _Q)
    assert got.hallucination != "hallucinated", got.findings


@pytest.mark.parametrize("wrong", [
    "قدّم الطلب عبر بوابة هيئة التراث، والرسوم ٦٠ ريالًا للفرد. استمتع برحلة عبر آلاف السنين من التاريخ!",  # a wrong fee
    "قدّم الطلب عبر بوابة هيئة التراث، والرسوم ثلاثة آلاف ريال للفرد.",  # a counted thousand the context lacks
    "قدّم الطلب عبر بوابة هيئة التراث، والرسوم ٥ آلاف ريال للفرد.",
])
def test_wrong_neighbours_are_caught(wrong):
    got = check(wrong, _PERMIT, _Q)
    assert got.hallucination == "hallucinated", got.findings


def test_score_reads_the_uncounted_plural(tmp_path):
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": _Q, "context": _PERMIT,
             "response": "قدّم الطلب عبر بوابة هيئة التراث، والرسوم ٥٠ ريالًا للفرد. استمتع برحلة عبر آلاف السنين من التاريخ!"},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": _Q, "context": _PERMIT,
             "response": "قدّم الطلب عبر بوابة هيئة التراث، والرسوم عشرة آلاف ريال للفرد."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
