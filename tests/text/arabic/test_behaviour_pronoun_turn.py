"""THE PRONOUN ON THE TURN (text.arabic.behaviour.TURNS): a gap sentence that goes on after "but" carrying its subject
("لا تذكر المستندات … عن المواقف، لكنها في العادة تكون مجانية") answers after all — it is no refusal, and its guess
is checked (flagged). A gap sentence that ends at the gap is still a refusal."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_refusal

_CTX = ("حفل افتتاح موسم الرياض يوم الأحد ٢٠ ربيع الآخر ١٤٤٧هـ. تُفتح البوابات الساعة ٦ مساءً ويبدأ العرض الساعة ٨:٣٠ مساءً. "
        "أسعار المقاعد تبدأ من ٣٠٠ ريال، والمنطقة الذهبية ١٬٢٠٠ ريال.")


@pytest.mark.parametrize(("sentence", "refusal"), [
    ("لا تذكر المستندات المتاحة لديّ معلومات عن المواقف، لكنها في العادة تكون مجانية.", False),
    ("لا تذكر المستندات المتاحة لديّ معلومات عن المواقف، ولكنه متاح غالبًا قرب البوابات.", False),
    ("لا تذكر المستندات المتاحة لديّ معلومات عن المواقف.", True),
    ("لا تذكر المستندات المتاحة لديّ معلومات عن المواقف، لكن يمكنك السؤال عند الوصول.", False),
])
def test_is_refusal(sentence, refusal):
    assert is_refusal(sentence) is refusal


@pytest.mark.parametrize(("response", "ok"), [
    ("يُقام الحفل يوم الأحد ٢٠ ربيع الآخر ١٤٤٧هـ، وتُفتح البوابات الساعة ٦ مساءً.\n\n"
     "**المواقف:** لا تذكر المستندات المتاحة لديّ معلومات عن المواقف، لكنها في العادة تكون مجانية في فعاليات الموسم.", False),
    ("يُقام الحفل يوم الأحد ٢٠ ربيع الآخر ١٤٤٧هـ، وتُفتح البوابات الساعة ٦ مساءً.\n\n"
     "**المواقف:** لا تذكر المستندات المتاحة لديّ معلومات عن المواقف.", True),
])
def test_check(response, ok):
    got = check(response, _CTX, "متى حفل الافتتاح؟ وهل المواقف مجانية؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
