"""A cued name stops at a preposition joined to a noun with the user's possessive ("رسوم خدمة المكتب لعائلتك"،
"بنك الأطلس بطلبك"): the user's own thing, no part of the name (groundtest.text.arabic.names.cued_names). Wrong
neighbours: a name that begins with ل or ب ("شركة لبنان للطيران"، "مطار لندن") and a name the context lacks
stay names."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.text.arabic.names import cued_names

CUES = [("خدمة", "المكتب"), ("بنك", "الأطلس"), ("شركة", "الواحة"), ("منصة", "أبشر")]
YOURS = ["لعائلتك", "لطلبك", "بطلبك", "لأولادك", "لحسابكم", "بملفكم"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CUES), st.sampled_from(YOURS))
def test_the_users_own_thing_ends_a_name(cue, yours):
    found = cued_names(f"رسوم {cue[0]} {cue[1]} {yours} هي 2,500 درهم")
    assert [n for _, n, _, _ in found] == [cue[1]]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("شركة", "لبنان للطيران", "لبنان"), ("مطار", "لندن هيثرو", "لندن هيثرو"),
                        ("بنك", "بيروت والبلاد العربية", "بيروت والبلاد العربية")]))
def test_a_name_that_begins_with_l_or_b_stays(case):
    cue, name, want = case
    found = cued_names(f"سافرت أمس عبر {cue} {name}.")
    assert [n for _, n, _, _ in found] == [want]
