"""THE PERCENTAGE'S PERIOD (text.arabic.frames.per_changed, _past_base): a rate in percent the context states per a
period ("غرامة تأخير بنسبة 0.4% عن كل أسبوع تأخير") restated per another period ("0.4% عن كل شهر تأخير") is the rate
changed (frame_period) — also with the share's base between the figure and its period ("0.4% من الضريبة غير المسددة عن
كل شهر"). Restated per the same period, or with no period at all, it agrees."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.frames import _values as values
from groundtest.text.arabic.frames import per_of
from tests.helpers import cli_scored

# (the period key, its phrases)
PERIODS = [("week", ["عن كل أسبوع تأخير", "أسبوعياً"]), ("month", ["عن كل شهر تأخير", "شهرياً"]),
           ("year", ["عن كل سنة", "سنوياً"]), ("day", ["عن كل يوم تأخير", "يومياً"])]
RATES = ["0.4%", "1.5%", "٢٪", "5%"]
BASES = ["", "من الضريبة غير المسددة ", "من المبلغ المستحق "]


@settings(max_examples=60, deadline=None)
@given(st.permutations(PERIODS), st.sampled_from(RATES), st.sampled_from(BASES), st.data())
def test_a_rate_per_another_period(periods, rate, base, data):
    (_, theirs), (_, other) = periods[0], periods[1]
    ctx = [f"إذا لم يسدد المكلف الضريبة في موعدها تُستوفى غرامة تأخير بنسبة {rate} {theirs[0]} على الضريبة غير المسددة."]
    same = data.draw(st.sampled_from(theirs))
    ok = check(f"تُستوفى غرامة تأخير بنسبة {rate} {base}{same} على الضريبة غير المسددة.", ctx, "كم غرامة التأخير؟")
    assert ok.hallucination != "hallucinated", ok.findings
    bad = check(f"تُستوفى غرامة تأخير بنسبة {rate} {base}{data.draw(st.sampled_from(other))} على الضريبة غير المسددة.", ctx,
                "كم غرامة التأخير؟")
    assert bad.hallucination == "hallucinated", bad.findings


def test_the_base_before_the_period():
    t = "0.4% من الضريبة غير المسددة عن كل شهر تأخير"
    assert [per_of(t, v) for v in values(t)] == ["month"]
    t = "خصم 10% من قيمة الفاتورة"
    assert [per_of(t, v) for v in values(t)] == [None]


def test_score_reads_the_rates_period(tmp_path):
    ctx = [{"title": "penalties.md", "text": "وتُستوفى غرامة تأخير بنسبة 0.4% عن كل أسبوع تأخير على الضريبة غير المسددة."}]
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": "كم غرامة التأخير؟", "context": ctx,
             "response": "غرامة التأخير 0.4% من الضريبة غير المسددة عن كل أسبوع تأخير."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": "كم غرامة التأخير؟", "context": ctx,
             "response": "غرامة التأخير 0.4% من الضريبة غير المسددة عن كل شهر تأخير."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
