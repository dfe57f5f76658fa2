"""THE AGE ORDINAL (text.arabic.polarity._LIMIT_ORDINAL): an age limit said as an ordinal — "دون الرابعة" (under
four), "دون السادسة" (under six), "قبل سن العاشرة" — is the figure of a free thing's condition, as "دون 4 سنوات" is;
and the context's condition may follow its free word ("الدخول مجاني للأطفال دون ٦ سنوات"). The same age restated in
any of its forms passes; another age, in the same shape, is still "free" the context does not say."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.normalise import fold_text
from groundtest.text.arabic.polarity import _ordinal_ages
from tests.helpers import scored_hallucinated

ORD_F = {2: "الثانية", 3: "الثالثة", 4: "الرابعة", 5: "الخامسة", 6: "السادسة", 7: "السابعة", 8: "الثامنة",
         9: "التاسعة", 10: "العاشرة", 12: "الثانية عشرة"}
DIGITS = "٠١٢٣٤٥٦٧٨٩"


def _ar(n: int) -> str:
    return "".join(DIGITS[int(d)] for d in str(n))


def _ctx_before(n: int) -> str:  # the condition before the context's free word, said as an ordinal
    return (f"رحلة الغروب مدتها ساعتان وسعرها ١٢ دينارًا للبالغ و٦ دنانير للطفل، أما الأطفال دون {ORD_F[n]} فمجانًا. "
            "يجب الحضور قبل الإبحار بثلاثين دقيقة.")


def _ctx_after(n: int) -> str:  # the condition after the context's free word, in digits
    return (f"رسوم الزيارة ٣ دنانير للبالغ ودينار واحد للطالب، والدخول مجاني للأطفال دون {_ar(n)} سنوات. "
            "يجب ارتداء أحذية مغلقة داخل الورشة.")


Q = "كم أدفع لابني الصغير؟"


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(sorted(ORD_F)), st.sampled_from(sorted(ORD_F)), st.booleans())
def test_an_ordinal_age_is_the_conditions_figure(n, m, bold):
    b = "**" if bold else ""
    said = f"سعر رحلة الغروب للطفل ٦ دنانير، أما الأطفال {b}دون {ORD_F[m]}{b} فالرحلة لهم {b}مجانية{b}."
    v = check(said, _ctx_before(n), query=Q)
    assert any(f.rule == "scope" for f in v.findings) == (n != m), (n, m, v)
    assert (v.hallucination == "hallucinated") == (n != m), (n, m, v)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(sorted(ORD_F)), st.sampled_from(sorted(ORD_F)))
def test_a_limit_after_the_free_word_in_the_context(n, m):
    said = f"| الزائر | الرسوم |\n|---|---|\n| البالغ | 3 دنانير |\n| طفلك الصغير | مجانًا لأنه دون {ORD_F[m]} |"
    v = check(said, _ctx_after(n), query=Q)
    assert any(f.rule == "scope" for f in v.findings) == (n != m), (n, m, v)


def test_a_digit_limit_after_the_free_word_matches_a_digit_before_it():
    ctx = "٨ ريالات للبالغ، و٤ ريالات للطفل من ٤ إلى ١٢ سنة، ومجاناً لمن هم دون ٤ سنوات."
    assert check("- دون 4 سنوات: مجاناً.", ctx, query=Q).hallucination != "hallucinated"
    assert check("- دون 5 سنوات: مجاناً.", ctx, query=Q).hallucination == "hallucinated"


@pytest.mark.parametrize("text,ages", [
    ("بما انه دون الرابعة فدخوله", {"4"}), ("لأنه دون السادسة", {"6"}), ("قبل سن العاشرة", {"10"}),
    ("فوق الثانية عشرة", {"12"}), ("تحت عمر الخامسة", {"5"}),
    ("المادة الرابعة من القانون", set()), ("الدفعة الثانية", set()),  # an ordinal with no limit word is no age
])
def test_the_grammar(text, ages):
    assert _ordinal_ages(fold_text(text)) == ages


def test_through_score(tmp_path):
    ctx = [{"title": "الأسعار.md", "text": _ctx_before(4)}]
    right = "سعر رحلة الغروب ١٢ دينارًا للبالغ، أما الأطفال **دون الرابعة** فالرحلة لهم **مجانية**."
    wrong = "سعر رحلة الغروب ١٢ دينارًا للبالغ، أما الأطفال **دون السابعة** فالرحلة لهم **مجانية**."
    assert scored_hallucinated(tmp_path, [right, wrong], ctx, Q) == [False, True]
