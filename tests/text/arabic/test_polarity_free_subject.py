"""The thing a claim says is free (groundtest.text.arabic.polarity.free_unsaid): after a pronoun subject ("…، وهي
مجانية") it is the noun that opens the sentence
(left: the context's free thing is read from the words before its "مجاني", across a full stop too). Wrong
neighbours: another thing said free through the pronoun stays flagged."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.text.arabic.polarity import free_unsaid

FREE_THINGS = [("مواقف السيارات الرسمية", "المواقف الرسمية"), ("خدمة الواي فاي", "الواي فاي"),
               ("موقف الدراجات", "موقف الدراجات")]
OTHER_THINGS = [("الأطعمة من الخارج", "الأطعمة من الخارج"), ("الأعلام الكبيرة", "الأعلام الكبيرة"),
                ("المظلات الشمسية", "المظلات الشمسية")]
PRONOUNS = ["وهي", "فهي", "وهو", "هي"]


def _ctx(free: str, other: str, hours: int) -> str:
    return (f"تفتح البوابات قبل {hours} ساعات من صافرة البداية. يُمنع إدخال {other}. "
            f"{free} مجانية وتفتح قبل {hours + 1} ساعات من المباراة.")


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(FREE_THINGS), st.sampled_from(OTHER_THINGS), st.sampled_from(PRONOUNS), st.integers(2, 5))
def test_a_pronoun_subject_names_the_sentences_noun(free, other, pronoun, hours):
    ctx = _ctx(free[0], other[0], hours)
    right = f"{free[1]} تفتح قبل {hours + 1} ساعات من المباراة، {pronoun} مجانية."
    assert free_unsaid(right, ctx) is None
    # wrong neighbour: the gates said free through the same pronoun
    wrong = f"البوابات تفتح قبل {hours} ساعات من صافرة البداية، {pronoun} مجانية."
    assert free_unsaid(wrong, ctx) is not None
