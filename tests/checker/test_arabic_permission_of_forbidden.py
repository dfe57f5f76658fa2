"""THE PERMISSION OF THE FORBIDDEN (text.arabic.polarity.permission_of_forbidden): a thing the answer says needs
permission ("استخدام الطائرات المسيّرة يحتاج إلى إذن مسبق") is allowed with it — the other polarity of a context that
forbids it outright ("لا يُسمح إطلاقًا باستخدام الطائرات المسيّرة"). What the context itself puts under permission
("التصوير التجاري يحتاج إلى إذن مسبق"), the prohibition restated, or a need denied, is not flagged."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.polarity import permission_of_forbidden
from tests.helpers import scored_hallucinated

CTX = ("يُسمح بالتصوير الفوتوغرافي والفيديو للاستخدام الشخصي داخل الورشة. لا يُسمح إطلاقًا باستخدام الطائرات المسيّرة "
       "(الدرون) في الورشة أو فوقها. أما التصوير التجاري أو الإعلاني فيحتاج إلى إذن مسبق من إدارة الورشة.")
Q = "هل أقدر أصور هناك؟ عندي كاميرا ودرون صغير."
NEED = ["يحتاج إلى", "يتطلب", "يحتاج لـ", "بحاجة إلى", "مشروط بـ"]
PERMIT = ["إذن مسبق", "تصريح مسبق", "موافقة مسبقة"]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(NEED), st.sampled_from(PERMIT), st.booleans())
def test_the_forbidden_said_to_need_permission_is_flagged(need, permit, bold):
    b = "**" if bold else ""
    r = f"- استخدام الطائرات المسيّرة {need} {b}{permit} من إدارة الورشة{b}."
    assert permission_of_forbidden(r, CTX) is not None
    v = check(r, CTX, query=Q)
    assert v.hallucination == "hallucinated", v


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(NEED), st.sampled_from(PERMIT))
def test_what_the_context_puts_under_permission_is_not(need, permit):
    r = f"- التصوير التجاري أو الإعلاني {need} {permit} من إدارة الورشة."
    assert permission_of_forbidden(r, CTX) is None
    assert all(f.rule != "frame_polarity" for f in check(r, CTX, query=Q).findings)


@pytest.mark.parametrize("r", [
    "- استخدام الطائرات المسيّرة ممنوع تمامًا، ولا يحتاج الأمر إلى إذن لأنه غير مسموح أصلًا.",
    "- لا يُسمح إطلاقًا باستخدام الطائرات المسيّرة في الورشة أو فوقها.",
    "- التصوير الشخصي لا يحتاج إلى إذن.",
])
def test_the_prohibition_kept_or_a_need_denied_is_not(r):
    assert permission_of_forbidden(r, CTX) is None


def test_through_score(tmp_path):
    ctx = [{"title": "قواعد-الزيارة.md", "text": CTX}]
    wrong = "- استخدام الطائرات المسيّرة يحتاج إلى **إذن مسبق من إدارة الورشة**، فتأكد من الحصول عليه."
    right = "- استخدام الطائرات المسيّرة **غير مسموح إطلاقًا** في الورشة أو فوقها."
    assert scored_hallucinated(tmp_path, [right, wrong], ctx, Q) == [False, True]
