"""THE MODAL'S PERSONS (text.arabic.polarity.modal_flip): "can" with the person it is said of — "يمكنكم قطف الثمار"،
"ويمكنه"، "بإمكانكم"، "تستطيعون" — is the same predicate as the bare "يمكن", so a claim that permits with it what the
context forbids ("لا يُسمح للزوار بقطف الثمار بأنفسهم") is the other polarity. Two guards: a negator in an earlier clause
is not the modal's ("ولا الطاولات، ويمكن إضافتها" is a positive "can"), and a conditioned denial restating the context
rule's own exception ("لا يمكن تجديد الكتاب إذا كان محجوزًا" over "ويمكن تجديد الإعارة … ما لم يكن الكتاب محجوزًا") is
no flip."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.polarity import modal_flip

_FARM = ("جولة مزارع تبوك تستغرق ٣ ساعات وتشمل زيارة بساتين العنب والزيتون. لا يُسمح للزوار بقطف الثمار بأنفسهم "
         "لأسباب تتعلق بسلامة المحاصيل، لكن يمكنهم شراء المنتجات الطازجة من متجر المزرعة.")
_HALL = "لا تشمل الأسعار تأجير الأواني الفضية ولا الطاولات، ويمكن إضافتها بطلب منفصل."
_LIBRARY = ("يستعير حامل البطاقة حتى ١٠ كتب في المرة الواحدة لمدة ٢١ يوماً، ويمكن تجديد الإعارة مرتين عبر الموقع أو "
            "التطبيق ما لم يكن الكتاب محجوزاً لعضو آخر.")


@pytest.mark.parametrize(("claim", "context", "flipped"), [
    ("نعم، يمكنكم قطف الثمار بأنفسكم خلال الجولة.", _FARM, True),
    ("وبإمكانكم قطف الثمار بأنفسكم خلال الجولة.", _FARM, True),
    ("لا يمكنكم قطف الثمار بأنفسكم خلال الجولة.", _FARM, False),
    ("ويمكنكم شراء المنتجات الطازجة من متجر المزرعة.", _FARM, False),
    ("لا يمكنكم شراء المنتجات الطازجة من متجر المزرعة.", _FARM, True),
    ("لا، السعر لا يشمل تأجير الأواني الفضية ولا الطاولات، لكن يمكنك إضافتها بطلب منفصل.", _HALL, False),
    ("لا يمكن تجديد الكتاب إذا كان محجوزاً لعضو آخر.", _LIBRARY, False),
    ("لا يمكن تجديد الإعارة عبر الموقع أو التطبيق.", _LIBRARY, True),
])
def test_modal_flip(claim, context, flipped):
    assert (modal_flip(claim, context) is not None) is flipped


@pytest.mark.parametrize(("response", "ok"), [
    ("يمكنكم شراء المنتجات الطازجة من متجر المزرعة، لكن لا يُسمح بقطف الثمار بأنفسكم.", True),
    ("نعم، يمكنكم قطف الثمار بأنفسكم خلال الجولة في بساتين العنب والزيتون.", False),
])
def test_check(response, ok):
    got = check(response, _FARM, "هل نقدر نقطف الفواكه بنفسنا؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
