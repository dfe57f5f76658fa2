"""A duration said "continuous" or "consecutive" is that duration (`text.matching._NEUTRAL_DURATION_WORDS`), as the
Arabic reader leaves "متصلة"، "متتالية" out ("خمس سنوات متصلة" = 5 years): an English answer's "five continuous years"
is the Arabic context's "خمس سنوات متصلة", in either script. Another count stays another value, and "working" still
changes the unit."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values, same_value

_LEAVE = ("المادة (١٠٩): يستحق العامل إجازة سنوية لا تقل مدتها عن واحد وعشرين يومًا، تزاد إلى ثلاثين يومًا إذا أمضى "
          "العامل في خدمة صاحب العمل خمس سنوات متصلة.")
_Q = "How much annual leave do I get?"


def _one(text: str):
    got = [v for v in extract_values(text) if v.kind == "quantity"]
    assert len(got) == 1, got
    return got[0]


@pytest.mark.parametrize("a,b", [
    ("after five continuous years", "خمس سنوات متصلة"),
    ("after 5 consecutive years", "٥ سنوات"),
    ("for three consecutive months", "ثلاثة أشهر متتالية"),
    ("for 2 uninterrupted weeks", "14 days"),
])
def test_continuous_is_the_duration(a, b):
    assert same_value(_one(a), _one(b))


@pytest.mark.parametrize("a,b", [
    ("after six continuous years", "خمس سنوات متصلة"),
    ("10 working days", "10 days"),
])
def test_another_duration_is_not(a, b):
    assert not same_value(_one(a), _one(b))


def test_an_english_answer_over_the_arabic_context():
    ok = "After five continuous years with the same employer, the leave rises to at least 30 days."
    assert not [f for f in check(ok, _LEAVE, query=_Q).findings if f.severity == "critical"]
    bad = "After three continuous years with the same employer, the leave rises to at least 30 days."
    assert check(bad, _LEAVE, query=_Q).hallucination == "hallucinated"
