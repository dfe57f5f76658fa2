"""A scope widened (polarity._only_widened): the claim says "all the N" ("في جميع الشواحن"، "لكل الرحلات") where the
context restricts the same N by فقط ("في الشواحن السريعة فقط") and never says all of them — the English "free for all"
over "members only". The restriction restated, a context that itself says all, or the claim denying all, is no flip."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

import groundtest
from groundtest.text.arabic.normalise import fold_text
from groundtest.text.arabic.polarity import _only_widened, clauses

NOUNS = [("الشواحن", "السريعة", "تُحتسب رسوم إشغال قدرها ريال واحد عن كل دقيقة بعد ١٥ دقيقة من اكتمال الشحن"),
         ("الرحلات", "الداخلية", "يُسمح بحقيبة إضافية مجانية"),
         ("الفروع", "الرئيسية", "تتوفر خدمة استلام الطلبات"),
         ("المحطات", "الكبيرة", "يتوفر مقهى ومصلى")]
ALL = ["جميع", "كل", "كافة"]


def _ctx(k: int, wording: str) -> str:
    noun, adj, rule = NOUNS[k]
    return f"{rule}، وذلك في {noun} {adj} فقط." if wording == "after" else f"{rule}، وذلك فقط في {noun} {adj}."


@given(k=st.integers(0, 3), all_word=st.sampled_from(ALL), wording=st.sampled_from(["after", "before"]))
def test_all_of_a_noun_the_context_restricts_is_a_widening(k, all_word, wording):
    noun, _, rule = NOUNS[k]
    assert _only_widened(fold_text(f"{rule} في {all_word} {noun}"), clauses(_ctx(k, wording))) is not None


@given(k=st.integers(0, 3), all_word=st.sampled_from(ALL))
def test_the_restriction_restated_or_said_by_the_context_is_none(k, all_word):
    noun, adj, rule = NOUNS[k]
    assert _only_widened(fold_text(f"{rule} في {noun} {adj} فقط"), clauses(_ctx(k, "after"))) is None
    said_all = f"{rule} في {all_word} {noun}. ويوجد موقف في {noun} {adj} فقط."
    assert _only_widened(fold_text(f"{rule} في {all_word} {noun}"), clauses(said_all)) is None


@settings(max_examples=25, deadline=None)
@given(k=st.integers(0, 3), all_word=st.sampled_from(ALL), widened=st.booleans())
def test_a_widened_scope_is_flagged_and_the_context_one_is_not(k, all_word, widened):
    noun, adj, rule = NOUNS[k]
    ctx = [{"title": "الشروط.md", "text": _ctx(k, "after")}]
    where = f"في {all_word} {noun}" if widened else f"في {noun} {adj} فقط"
    resp = f"- {rule}، **{where}**."
    v = groundtest.check(resp, ctx, "ما الشروط؟")
    flagged = [f for f in v.findings if f.severity == "critical"]
    assert bool(flagged) == widened, (resp, v.findings)
