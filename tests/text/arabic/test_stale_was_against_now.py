"""The figure a thing was, set against now or before (text.arabic.behaviour.NOW_WORDS, BEFORE_THAT): "كان 400 جنيه، لكن
السعر الحالي 600"، "(كانت الرحلة الواحدة 15 جنيهاً قبل ذلك)" say the old figure is out of date, as a verb of change
does; so does a past period with a clause of which ("السنة اللي فاتت"، "الموسم الذي مضى"). A bare past ("كانت الرسوم 8
ريالات"), a now-word with no past figure ("السعر الحالي 600") and a period still to come ("السنة اللي جاية") are no cue,
and the old figure stated as current is still flagged."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_stale_cue

_CTX = [{"title": "ramadan-1445.md", "text": "رحلة الإفطار في رمضان ١٤٤٥هـ: السعر 400 جنيه مصري للمركب.", "status": "superseded"},
        {"title": "ramadan-1446.md", "text": "رحلة الإفطار في رمضان ١٤٤٦هـ: السعر 600 جنيه مصري للمركب، وتشمل وجبة إفطار.",
         "status": "current"}]
_Q = "بكام رحلة الإفطار في رمضان؟"

_COPULA = st.sampled_from(["كان", "كانت", "وكان"])
_SUBJECT = st.sampled_from(["السعر", "سعر الرحلة", "الرحلة الواحدة", ""])
_NOW = st.sampled_from(["لكن السعر الحالي", "والآن", "وهلق صار", "لكن حالياً", "ودلوقتي"])
_BEFORE = st.sampled_from(["قبل ذلك", "قبلها", "قبل كده", "من قبل"])


@settings(max_examples=25, deadline=None)
@given(_COPULA, _SUBJECT, _NOW)
def test_was_against_now_is_out_of_date(copula, subject, now):
    s = f"{copula} {subject} 400 جنيه، {now} 600 جنيه."
    assert is_stale_cue(s)


@settings(max_examples=20, deadline=None)
@given(_COPULA, _SUBJECT, _BEFORE)
def test_was_before_in_brackets_is_out_of_date(copula, subject, before):
    assert is_stale_cue(f"وهذه الأسعار سارية منذ 1 مارس 2025 ({copula} {subject} 15 جنيهاً {before}).")


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["السنة", "الموسم", "العام", "سعر السنة"]), st.sampled_from(["اللي", "التي", "الذي", "الي"]),
       st.sampled_from(["فاتت", "فات", "مضت", "مضى", "راحت"]))
def test_past_period_with_a_clause_of_which(period, rel, verb):
    assert is_stale_cue(f"{period} {rel} {verb} 400 جنيه.")


def test_no_cue_neighbours():
    assert not is_stale_cue("كانت الرسوم 8 ريالات.")
    assert not is_stale_cue("كان السعر 8 ريالات للطفل ويشمل الغداء.")
    assert not is_stale_cue("السعر الحالي 600 جنيه.")
    assert not is_stale_cue("السنة اللي جاية 600 جنيه.")


def test_the_old_figure_named_as_old_is_clean_and_stated_as_current_is_flagged():
    right = "سعر رحلة الإفطار 600 جنيه مصري للمركب. سعر السنة اللي فاتت (١٤٤٥هـ) كان 400 جنيه، لكن السعر الحالي 600."
    assert check(right, _CTX, query=_Q).hallucination != "hallucinated"
    right2 = "سعر رحلة الإفطار 600 جنيه مصري للمركب (كانت الرحلة 400 جنيه قبل ذلك)."
    assert check(right2, _CTX, query=_Q).hallucination != "hallucinated"
    wrong = "سعر رحلة الإفطار 400 جنيه مصري للمركب."
    assert check(wrong, _CTX, query=_Q).hallucination == "hallucinated"
