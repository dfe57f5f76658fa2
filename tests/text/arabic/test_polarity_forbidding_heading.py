"""THE FORBIDDING HEADING: the list items under a heading that names what is not allowed ("### الممنوعات"، "**ممنوع:**")
name the forbidden thing alone: each is read as the prohibition it stands for, so it restates the context's "يُمنع …"
and is no flip of it; an item under it that the context allows is still turned, as is the same item under a heading of
what is allowed, and a heading that names both gives no polarity."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.polarity import as_forbidden, forbidden_items

_CTX = ("يُسمح بإحضار الطعام والمشروبات غير الكحولية إلى شاطئ صور الرملي. يُمنع إشعال النار والشواء على الرمل، "
        "ويُمنع استخدام الزجاج على الشاطئ.")
_Q = "بقدر جيب أكلي معي على شط صور؟ وشو ممنوع؟"
_HEADS = st.sampled_from(["### الممنوعات", "**الممنوعات:**", "ممنوع على الشاطئ:", "## المحظورات", "**ممنوع:**"])
_MARKS = st.sampled_from(["- ", "- 🔥 ", "* ", "1. "])


def _answer(head: str, mark: str, item: str) -> str:
    return f"أهلين! مسموح تجيب أكلك ومشروباتك غير الكحولية.\n\n{head}\n{mark}**إشعال النار والشواء** على الرمل.\n{item}"


@settings(max_examples=25, deadline=None)
@given(_HEADS, _MARKS)
def test_items_under_a_forbidding_heading_are_prohibitions(head, mark):
    text = _answer(head, mark, "- استخدام الزجاج على الشاطئ.")
    assert check(text, [{"title": "rules.md", "text": _CTX}], query=_Q).hallucination != "hallucinated"


@settings(max_examples=15, deadline=None)
@given(_HEADS, _MARKS)
def test_an_allowed_thing_listed_as_forbidden_is_still_turned(head, mark):
    text = f"{head}\n{mark}إحضار الطعام والمشروبات غير الكحولية إلى شاطئ صور الرملي."
    assert check(text, [{"title": "rules.md", "text": _CTX}], query=_Q).hallucination == "hallucinated"


def test_other_headings_give_no_polarity():
    assert forbidden_items("### المسموح والممنوع\n- الشواء على الرمل.", [0, 21]) == frozenset()
    assert forbidden_items("### المسموح\n- الشواء على الرمل.", [0, 12]) == frozenset()
    # a paragraph ends the heading's list
    assert forbidden_items("### الممنوعات\nالشواء ممتع.\n- الزجاج.", [0, 14, 27]) == frozenset()
    assert forbidden_items("### الممنوعات\n- الزجاج.", [0, 14]) == frozenset({1})
    # an item with its own polarity keeps it
    assert as_forbidden("- لا يُسمح بالزجاج.") == "- لا يُسمح بالزجاج."
    assert as_forbidden("- 🔥 **الشواء**") == "- 🔥 **ممنوع الشواء**"


@settings(max_examples=10, deadline=None)
@given(_HEADS, _MARKS)
def test_a_list_fragment_of_the_context_is_no_allowance(head, mark):
    ctx = "يُمنع إدخال الطعام والمشروبات من الخارج، والمظلات الكبيرة، والطائرات بدون طيار. يُسمح بإدخال زجاجة ماء فارغة."
    text = f"{head}\n{mark}المظلات الكبيرة.\n- الطائرات بدون طيار."
    assert check(text, [{"title": "gates.md", "text": ctx}], query="شو الممنوع؟").hallucination != "hallucinated"
    # wrong neighbour: the allowed bottle listed as forbidden
    wrong = f"{head}\n{mark}زجاجة ماء فارغة."
    assert check(wrong, [{"title": "gates.md", "text": ctx}], query="شو الممنوع؟").hallucination == "hallucinated"
