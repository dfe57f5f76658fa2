"""THE HAMZA AFTER ALIF (text.arabic.normalise.stem_candidates): a verbal noun ending in "اء" writes its hamza on the line
("انتهاء"، "إجراء"، "إعفاء") and on a seat before a pronoun ("لانتهائه"، "لإجرائه"، "إعفائه"): the two forms are one word,
so a claim restating "خلال الثلاثين يوماً السابقة لانتهائه" as "السابقة لانتهاء التصريح" is read against that clause (and
two periods swapped between it and "خلال ١٥ يوماً من تاريخ انتهاء التصريح" are caught)."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.normalise import fold_text, stem_candidates
from tests.helpers import cli_scored

NOUNS = ["انتهاء", "إجراء", "إعفاء", "إنشاء", "استيفاء", "إخلاء"]
PRONOUNS = ["ه", "ها", "هم"]
PROCLITICS = ["", "ل", "ب", "و"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(NOUNS), st.sampled_from(PRONOUNS), st.sampled_from(PROCLITICS))
def test_the_two_forms_meet(noun, pronoun, proclitic):
    seated = proclitic + noun[:-1] + "ئ" + pronoun
    assert stem_candidates(fold_text(noun)) & stem_candidates(fold_text(seated))


@pytest.mark.parametrize("a, b", [("سماء", "سمائي"), ("بقاء", "بقائه")])
def test_short_words_keep_their_stems(a, b):
    assert fold_text(a) in stem_candidates(fold_text(a))


CTX = ["يجوز لصاحب العمل تقديم طلب تجديد تصريح عمل العامل الأجنبي خلال الثلاثين يوماً السابقة لانتهائه. يُجدَّد التصريح "
       "لمدة سنة أو سنتين. إذا لم يُقدَّم طلب التجديد خلال ١٥ يوماً من تاريخ انتهاء التصريح، يُلغى التصريح."]


@pytest.mark.parametrize("days, ok", [("٣٠ يوماً", True), ("الثلاثين يوماً", True), ("١٥ يوماً", False)])
def test_the_period_before_expiry(days, ok):
    got = check(f"**قبل الانتهاء:** يمكنك التقديم خلال **{days}** السابقة لانتهاء التصريح.", CTX, "ما مهلة التقديم؟")
    assert (got.hallucination != "hallucinated") == ok, got.findings


def test_score_reads_the_seated_hamza(tmp_path):
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": "ما مهلة التقديم؟", "context": CTX,
             "response": "يمكنك التقديم خلال **٣٠ يوماً** السابقة لانتهاء التصريح."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": "ما مهلة التقديم؟", "context": CTX,
             "response": "يمكنك التقديم خلال **١٥ يوماً** السابقة لانتهاء التصريح."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
