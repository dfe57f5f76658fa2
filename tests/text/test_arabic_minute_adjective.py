"""دقيقة is a minute after a word of duration that says "for" (لمدة، على مدى، طول) and the adjective "precise" after a
bare مدة, with which it agrees ("لا أستطيع إعطاءك مدة دقيقة": no exact length) — issue 24, found on the ninth Arabic
development set (a9-guess-after-gap-05)."""
from __future__ import annotations

import pytest

from groundtest import check
from groundtest.text.matching import extract_values


@pytest.mark.parametrize("lead", ["لمدة", "على مدى", "طول"])
def test_after_for_it_is_a_minute(lead: str) -> None:
    values = extract_values(f"يستمر الفحص {lead} دقيقة.")
    assert [(v.kind, v.unit, v.amount) for v in values] == [("quantity", "minute", 1.0)]


@pytest.mark.parametrize("before", ["لا أستطيع إعطاءك مدة دقيقة", "ليس لدي مدة دقيقة لذلك", "لم يحدد المستند مدة دقيقة"])
def test_after_a_bare_mudda_it_is_the_adjective(before: str) -> None:
    assert extract_values(before + ".") == []


@pytest.mark.parametrize("unit", ["سنة", "ساعة", "شهر"])
def test_the_other_units_after_mudda_stay_one_of_them(unit: str) -> None:
    assert len(extract_values(f"مدة {unit}")) == 1


def test_a_gap_that_says_no_exact_length_is_no_invented_minute() -> None:
    ctx = ["يتم التسجيل عبر المنصة بعد دفع رسوم قدرها ٥٠ ريالًا."]
    r = "- **مدة إنجاز التسجيل:** لم يرد في المستند ما يحدد عدد الأيام، لذلك لا أستطيع إعطاءك مدة دقيقة."
    v = check(r, ctx, query="كم يستغرق التسجيل؟")
    assert not any(f.rule == "value" for f in v.findings)
