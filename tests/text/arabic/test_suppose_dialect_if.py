"""The Maghrebi "if" (suppose._dialect_if): إلا / إيلا / يلا before a form of the copula كان opens a condition, as
لو and إذا do, so the figure it sets up is the writer's example ("إلا كانت عندك هدايا بقيمة ١٬٨٠٠ درهم"). After a
negation, or before any other word, إلا is the standard "except"/"only" and the figure stays a claim."""
from __future__ import annotations

from hypothesis import given, strategies as st

from groundtest.text.arabic.suppose import supposed

IFS = ["إلا", "الا", "إيلا", "ايلا", "يلا", "وإلا"]
COPULAS = ["كان", "كانت", "كنتي", "كنت", "كانو"]
FIGS = ["١٬٨٠٠ درهم", "500 درهم", "3 ليالي", "٢٠ كيلو"]


@given(st.sampled_from(IFS), st.sampled_from(COPULAS), st.sampled_from(FIGS))
def test_the_maghrebi_if_before_the_copula_supposes(cue, cop, fig):
    text = f"📌 مثال {cue} {cop} عندك هدايا بقيمة {fig}، راها داخلة فالإعفاء."
    text = text.replace("📌 مثال ", "")
    assert supposed("money", fig, text, text.index(fig))


@given(st.sampled_from(["ما عليك", "لا يُقبل", "ما كاين"]), st.sampled_from(COPULAS), st.sampled_from(FIGS))
def test_after_a_negation_it_is_except(neg, cop, fig):
    text = f"{neg} إلا {cop} المبلغ {fig} نقداً."
    assert not supposed("money", fig, text, text.index(fig))


@given(st.sampled_from(["تدفع", "دفعت", "أن تدفع", "الرسم"]), st.sampled_from(FIGS))
def test_before_another_word_it_is_not_a_condition(word, fig):
    text = f"إلا {word} {fig} عند الوصول."
    assert not supposed("money", fig, text, text.index(fig))
