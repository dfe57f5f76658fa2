"""A port or airport named after its cue word (ميناء، مطار), also with the Maghrebi proclitic ف of "in"
("فميناء طنجة المتوسط"): a name the context must hold (groundtest.text.arabic.names.cued_names). Wrong
neighbours: the cue with its article (a common noun: "في المطار") names nothing; a name the context holds is
no finding."""
from __future__ import annotations

import groundtest
from hypothesis import given, settings, strategies as st

from groundtest.text.arabic.names import cued_names

PLACES = [("ميناء", "طنجة المتوسط"), ("مطار", "الملكة علياء"), ("ميناء", "جدة الإسلامي"), ("مطار", "محمد الخامس")]
CLITICS = ["", "ف", "ب", "و", "ل"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PLACES), st.sampled_from(CLITICS))
def test_a_port_or_airport_is_a_cued_name(place, clitic):
    cue, name = place
    found = cued_names(f"الجمارك كتوفر ليك ممرات خاصة {clitic}{cue} {name} فالصيف")
    assert any(n.startswith(name.split()[0]) for _, n, _, _ in found), found


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["في المطار", "فالميناء", "بالمطار"]))
def test_the_cue_with_its_article_names_nothing(phrase):
    assert cued_names(f"الموظف كيستناك {phrase} نهار الوصول") == []


@settings(max_examples=8, deadline=None)
@given(st.sampled_from(PLACES))
def test_a_place_the_context_lacks_is_flagged(place):
    cue, name = place
    ctx = "يستفيد مغاربة العالم من نظام القبول المؤقت لسيارتهم الخاصة لمدة 6 أشهر في السنة، دون أداء الرسوم الجمركية."
    wrong = f"وما تنساش بلي الجمارك كتوفر ليك ممرات خاصة ف{cue} {name} باش تدوز بالزربة."
    v = groundtest.check(wrong, [ctx])
    assert any(f.rule == "name" for f in v.findings), v.findings
    right_ctx = ctx + f" وتوفر الجمارك ممرات خاصة في {cue} {name} خلال الصيف."
    v2 = groundtest.check(wrong, [right_ctx])
    assert not any(f.rule == "name" for f in v2.findings), v2.findings
