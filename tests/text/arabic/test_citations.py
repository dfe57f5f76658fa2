"""Arabic legal citations (groundtest.text.arabic.citations): keyed the same whatever the digits."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from groundtest.text.arabic.citations import extract, keys, source_markers


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


# --- article numbers written as ordinals, in parentheses or not
_ORD_F = ["", "الأولى", "الثانية", "الثالثة", "الرابعة", "الخامسة", "السادسة", "السابعة", "الثامنة", "التاسعة", "العاشرة"]
_ORD_M = ["", "الأول", "الثاني", "الثالث", "الرابع", "الخامس", "السادس", "السابع", "الثامن", "التاسع", "العاشر"]
_TENS_ORD = {2: "العشرون", 3: "الثلاثون", 4: "الأربعون", 5: "الخمسون", 6: "الستون", 7: "السبعون", 8: "الثمانون",
             9: "التسعون"}


def ordinal(n: int, feminine: bool = True) -> str:
    """The ordinal of 1 ≤ n ≤ 199 as Gulf statutes write article numbers ("السابعة بعد المائة")."""
    units = _ORD_F if feminine else _ORD_M
    h, rest = divmod(n, 100)
    t, u = divmod(rest, 10)
    one = "الحادية" if feminine else "الحادي"
    if rest == 0:
        words = ""
    elif rest <= 10:
        words = units[rest]
    elif rest < 20:
        words = f"{one if u == 1 else units[u]} {'عشرة' if feminine else 'عشر'}"
    else:
        words = f"{one if u == 1 else units[u]} و{_TENS_ORD[t]}" if u else _TENS_ORD[t]
    if h:
        return f"{words} بعد المائة" if words else "المائة"
    return words


@given(st.integers(1, 199), st.booleans(), st.booleans())
def test_ordinal_article_numbers(n, brackets, feminine):
    word = ordinal(n, feminine)
    kind, noun = ("article", "المادة") if feminine else ("item", "البند")
    text = f"تنص {noun} ({word}) على ذلك" if brackets else f"تنص {noun} {word} على ذلك"
    assert keys(text) == {f"{kind}:{n}"}, text


def test_a_lone_eleventh_is_no_ordinal():
    assert keys("المادة الحادية") == frozenset()


@given(st.sampled_from(["المصدر", "المرجع", "مصدر", "المصادر"]), st.sampled_from([": ", ":", " "]),
       st.sampled_from(["()", "[]"]), st.lists(st.sampled_from(["الوكالات.md", "رسوم-التوثيق.md", "2", "اللائحة"]),
                                               min_size=1, max_size=2, unique=True))
def test_an_arabic_source_marker_names_what_it_cites(word, sep, brackets, cited):
    sentence = f"تحدّث سنويًا بقرار من وزير العدل {brackets[0]}{word}{sep}{'، '.join(cited)}{brackets[1]}."
    assert [t for t, _, _ in source_markers(sentence)] == cited


@pytest.mark.parametrize("sentence", ["(انظر المادة 5)", "نص (عادي) هنا", "راجع المادة (٢٠) من اللائحة"])
def test_no_source_marker(sentence):
    assert source_markers(sentence) == []
