"""THE DASH JOINT (text.DASH_JOINT, read by text.arabic.polarity's clauses) and THE NEARER SAME RULE (modal_flip): a
spaced em dash ends a clause, so a negation on one side ("لا تنسونها"، "مو من 12 الظهر") does not turn the clause on the
other; and a claim that restates a context rule with its own modal polarity is not the flip of another context rule
with the other polarity that shares fewer of its words — while a clause said the other way is still caught."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.polarity import clauses, flip, modal_flip, polar_clauses

_BIKES = ("استئجار الدراجات في الممشى: ١٠ ريالات لأول ٣٠ دقيقة. الدفع عبر التطبيق فقط. الخوذة مجانية ومتوفرة في كل محطة.")
STATED = ["الخوذة مجانية ومتوفرة في كل محطة", "**الخوذة مجانية** وموجودة في كل محطة"]
AFTER = ["لا تنسونها!", "لا تنسَ ذلك.", "ما تنسونها!", "لا تنسوا الخوذة!"]
DASHES = [" — ", " —", "— ", " – "]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(STATED), st.sampled_from(AFTER), st.sampled_from(DASHES))
def test_a_negation_past_the_dash_keeps_the_clause_before(stated, after, dash):
    r = f"🪖 {stated}{dash}{after}"
    assert len(polar_clauses(r)) >= 2, polar_clauses(r)
    assert _flipped(r, _BIKES) is None
    assert "frame_polarity" not in _rules(r, _BIKES)
    # wrong neighbour: the clause before the dash said the other way
    bad = f"🪖 الخوذة غير مجانية في أي محطة{dash}{after}"
    assert check(bad, _BIKES).hallucination == "hallucinated", check(bad, _BIKES)


def _flipped(response: str, context: str) -> str | None:
    ctx = clauses(context)
    return next((o for p in polar_clauses(response) if (o := flip(p, ctx, response)) is not None), None)


def _rules(response: str, context: str) -> set[str]:
    return {f.rule for f in check(response, context).findings}


_DATES = ("يقتصر البيع في بسطات السوق على التمور المنتجة محليًا. لا يُسمح ببيع التمور المستوردة، ولا بيع المنتجات غير الغذائية. "
          "يُسمح ببيع منتجات التمور المصنّعة محليًا مثل الدبس والمعمول بشرط وجود بطاقة بيان عربية.")
SAME = ["لا يُسمح ببيع التمور المستوردة في بسطات السوق", "للأسف، لا يُسمح ببيع التمور المستوردة في البسطات",
        "لا يسمح ببيع التمور المستوردة"]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(SAME), st.sampled_from(["", " — البيع مقتصر على التمور المنتجة محليًا"]))
def test_the_nearer_same_rule_is_the_one_restated(same, tail):
    assert modal_flip(same + tail, _DATES) is None
    assert "frame_polarity" not in _rules(same + tail + ".", _DATES)
    # wrong neighbours: the same rule said the other way, the other rule denied
    assert modal_flip("يُسمح ببيع التمور المستوردة في بسطات السوق", _DATES) is not None
    assert modal_flip("لا يُسمح ببيع منتجات التمور المصنّعة محليًا مثل الدبس", _DATES) is not None
