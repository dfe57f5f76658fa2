"""Whose "free" it is, when a pronoun says it (text.arabic.polarity.free_unsaid, _free_of):

- THE CONSEQUENCE'S SUBJECT: "إن كانت عطلتك يوم السبت فورشة سترة هي المتاحة لك، وهي مجانية" — the pronoun's noun
  opens the consequence of the condition (its ف taken off), not only the sentence;
- the context's "والدخول إليها مجاني": a preposition with the pronoun of the thing its sentence opens with ("ورشة سترة
  …"), which the claim must name whole.

The free thing named right passes; another (ورشة المحرق, which the context prices) is still "free" the context does
not say."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.polarity import free_unsaid
from tests.helpers import scored_hallucinated

CTX = ("ورشة المحرق متخصصة في بناء سفن «البوم» الكبيرة، وتستقبل الزوار أيام الأحد والثلاثاء والخميس، ورسوم الدخول ٣ "
       "دنانير بحرينية. ورشة سترة متخصصة في قوارب «الشوعي» الصغيرة للصيد، وتستقبل الزوار يوم السبت فقط، والدخول "
       "إليها مجاني.")
Q = "ما الفرق بين زيارة ورشة المحرق وورشة سترة؟"
DAYS = {"سترة": "السبت", "المحرق": "الأحد"}


@pytest.mark.parametrize("place", sorted(DAYS))
@pytest.mark.parametrize("pron", ["وهي", "فهي"])
@pytest.mark.parametrize("cond", ["إن", "إذا", "لو"])
def test_the_consequences_subject(place, pron, cond):
    t = f"{cond} كانت عطلتك يوم {DAYS[place]} فورشة {place} هي المتاحة لك، {pron} مجانية أيضًا"
    assert (free_unsaid(t, CTX) is None) == (place == "سترة"), t


@pytest.mark.parametrize("t,ok", [("ورشة سترة مجانية", True), ("الدخول إلى ورشة سترة مجاني", True),
                                  ("ورشة المحرق مجانية", False), ("زيارة ورشة المحرق مجانية", False)])
def test_the_contexts_pronoun_names_its_sentences_subject(t, ok):
    assert (free_unsaid(t, CTX) is None) == ok


def test_through_score(tmp_path):
    ctx = [{"title": "الورش.md", "text": CTX}]
    r = "### الخلاصة\nإن كانت عطلتك يوم {} فورشة {} هي المتاحة لك، وهي مجانية أيضًا 😊"
    assert scored_hallucinated(tmp_path, [r.format("السبت", "سترة"), r.format("الأحد", "المحرق")], ctx, Q) == [False, True]
    assert check(r.format("السبت", "سترة"), CTX, query=Q).hallucination != "hallucinated"
