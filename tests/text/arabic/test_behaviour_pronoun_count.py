"""The user's count in apposition to a second-person pronoun, with its conjunction ("وأنتم 6، يعني مناسب"،
"فأنتما اثنان"): the user's own figure restated (groundtest.text.arabic.behaviour.is_premise). Wrong
neighbours: a third person's count, or the count said as a rule of the world, stay claims."""
from __future__ import annotations

import groundtest
from hypothesis import given, settings, strategies as st

from groundtest.text.arabic.behaviour import is_premise

PRONOUNS = ["أنتم", "أنتما", "انتو", "كلكم"]
CONJ = ["", "و", "ف"]
THIRD = ["هم", "وهم", "فهم", "وهما"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PRONOUNS), st.sampled_from(CONJ), st.sampled_from(["، يعني مناسب.", " أشخاص فقط.", "، فالعدد مقبول."]))
def test_pronoun_with_conjunction_owns_the_count(pronoun, conj, after):
    assert is_premise(f"الغرف مخصصة لمجموعات من 4 إلى 8 أشخاص، {conj}{pronoun} ", after)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(THIRD), st.sampled_from(["، يعني مناسب.", " أشخاص فقط."]))
def test_a_third_persons_count_is_no_premise(pronoun, after):
    assert not is_premise(f"الغرف مخصصة لمجموعات من 4 إلى 8 أشخاص، {pronoun} ", after)


@settings(max_examples=12, deadline=None)
@given(st.integers(4, 8), st.sampled_from(CONJ), st.sampled_from(PRONOUNS[:3]))
def test_the_users_count_restated_in_a_whole_answer(n, conj, pronoun):
    ctx = "يمكن حجز غرف الدراسة الجماعية لمجموعات من ٤ إلى ٨ أشخاص لمدة ساعتين كحد أقصى في اليوم."
    query = f"نبي نحجز غرفة دراسة جماعية لـ {n} أشخاص. ممكن؟"
    right = f"غرف الدراسة الجماعية مخصصة لمجموعات من 4 إلى 8 أشخاص، {conj}{pronoun} {n}، يعني مناسب."
    notes = [f.notes for f in groundtest.check(right, [ctx], query=query).findings]
    assert not any("only in the question" in n for n in notes)
    # wrong neighbour: the user's count given as the rooms' size, a fact of the world the context does not state
    wrong = f"غرف الدراسة الجماعية مخصصة لمجموعات من {n} أشخاص فقط كحد أقصى."
    assert groundtest.check(wrong, [ctx], query=query).hallucination != "clean"
