"""Arabic legal citations (groundtest.text.arabic.citations): keyed the same whatever the digits."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from groundtest.text.arabic.citations import extract, keys


@pytest.mark.parametrize(("text", "want"), [
    ("وفقًا للمادة 107 من نظام العمل", {"article:107", "name:نظام عمل"}),
    ("المادة (٦٢)", {"article:62"}),
    ("م 62", {"article:62"}),
    ("الفقرة (٢)", {"paragraph:2"}),
    ("المادة الثانية", {"article:2"}),
    ("القانون رقم (٢) لسنة ٢٠١٩", {"law:2/2019"}),
    ("المرسوم بقانون اتحادي رقم ٣٣ لسنة ٢٠٢١", {"decree-law:33/2021"}),
    ("صدر نظام العمل بالمرسوم الملكي رقم (م/51) وتاريخ 23/8/1426هـ.", {"royal-decree:m/51/1426"}),
])
def test_keys(text, want):
    assert keys(text) == want
    for c in extract(text):
        assert text[c.start:c.end] == c.raw


@given(st.integers(1, 300), st.booleans(), st.booleans())
def test_article_key_is_the_same_whatever_the_digits(n, arabic_digits, brackets):
    s = str(n).translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")) if arabic_digits else str(n)
    text = f"نصت المادة ({s}) على ذلك" if brackets else f"نصت المادة {s} على ذلك"
    assert keys(text) == {f"article:{n}"}
