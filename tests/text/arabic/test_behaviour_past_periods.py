"""A value said of a past period ("في الموسم الماضي كانت البوابات تفتح قبل ساعتين"، "خلال السنة السابقة") or
with a change said done ("لكن هذا تغيّر") is said to be out of date (groundtest.text.arabic.behaviour.is_stale_cue).
Wrong neighbours: the superseded value stated as current, and a change only foreseen ("قد تتغير"), are no cue."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.text.arabic.behaviour import is_stale_cue

PERIODS = ["الموسم", "السنة", "العام", "الدورة", "التعريفة"]
PAST = ["الماضي", "السابق", "المنصرم", "الفائت"]
CHANGED = ["لكن هذا تغيّر", "وتبدّلت الآن", "بس اتغيرت"]


def _agree(period: str, past: str) -> str:
    fem = period in ("السنة", "الدورة", "التعريفة")
    return past + ("ة" if fem else "")


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PERIODS), st.sampled_from(PAST), st.sampled_from(["في ", "خلال ", ""]), st.integers(2, 9))
def test_a_value_of_a_past_period_is_out_of_date(period, past, prep, n):
    assert is_stale_cue(f"{prep}{period} {_agree(period, past)} كانت البوابات تفتح قبل {n} ساعات.")


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(CHANGED), st.integers(2, 9))
def test_a_change_said_done_is_out_of_date(changed, n):
    assert is_stale_cue(f"كانت البوابات تفتح قبل {n} ساعات، {changed}.")


@settings(max_examples=20, deadline=None)
@given(st.integers(2, 9), st.sampled_from(["قد تتغير الأسعار لاحقاً", "الأسعار عرضة للتغيير", "في الموسم القادم"]))
def test_no_past_no_cue(n, tail):
    assert not is_stale_cue(f"البوابات تفتح قبل {n} ساعات، {tail}.")


def test_the_cue_is_the_sentences_own() -> None:
    # wrong neighbours: the past value stated plainly, or beside a present period, carries no cue
    assert not is_stale_cue("تفتح البوابات قبل ساعتين من صافرة البداية.")
    assert not is_stale_cue("في الموسم الحالي تفتح البوابات قبل ساعتين.")
    assert not is_stale_cue("السنة الدراسية تبدأ في سبتمبر.")
