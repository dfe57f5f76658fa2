"""THE CODE BEFORE (text.arabic.numbers._LATIN_CODE_BEFORE): in Arabic text a Latin currency code may stand before the
figure, as English writes it ("(BD 30)"، "KD 4.500") — the same money as "30 BD", not a bare 30 beside a name "BD". A
code inside a longer Latin word ("ABD 30") is none, and a wrong sum with the code is still flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values

_CTX = ("رسوم التسجيل 50 دينارًا تُدفع مرة واحدة عند القبول ولا تُسترد. ويُحمَّل الطالب رسوم خدمات طلابية قدرها 30 "
        "دينارًا عن كل فصل دراسي.")


@pytest.mark.parametrize(("text", "want"), [
    ("الرسوم BD 30 للفصل", [("money", 30.0, "bhd")]),
    ("الرسوم KD 4.500", [("money", 4.5, "kwd")]),
    ("الرسوم 30 BD للفصل", [("money", 30.0, "bhd")]),
    ("البند ABD 30", [("number", 30.0, None)]),
])
def test_extract(text, want):
    assert [(v.kind, v.amount, v.unit) for v in extract_values(text)] == want


@pytest.mark.parametrize(("response", "ok"), [
    ("- **رسوم الخدمات الطلابية:** ثلاثون دينارًا بحرينيًا (BD 30) عن كل فصل.\n"
     "- **رسوم التسجيل:** خمسون دينارًا، تُدفع مرة واحدة فقط عند القبول.", True),
    ("- **رسوم الخدمات الطلابية:** ثلاثون دينارًا بحرينيًا (BD 35) عن كل فصل.\n"
     "- **رسوم التسجيل:** خمسون دينارًا، تُدفع مرة واحدة فقط عند القبول.", False),
])
def test_check(response, ok):
    got = check(response, _CTX, "كم رسوم الخدمات والتسجيل؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
