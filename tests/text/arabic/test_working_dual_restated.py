"""THE DUAL RESTATED AS ITS FIGURE (text.arabic.numbers.restates_dual): a noun the answer counts two by its dual alone
("شخصان"، "طفلان"، "جلستان"، "باقتا عائلة") and then the bare figure 2 as a factor of its working ("(٤٥٠ × ٢)"،
"(2 × 100)"): the answer's own count restated, no figure of the world. A 2 with no dual before it, a 2 beside no
multiplication sign, or another figure stays a figure to check. And a short Arabic table row vouches the operands of
the working it shows ("| الكشف العام | 2 × 150 | 300 ريال |"), whatever cue the sentence before left."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.numbers import restates_dual


def _at(text: str, figure: str) -> tuple[int, int]:
    k = text.rindex(figure)
    return k, k + len(figure)


@pytest.mark.parametrize("text", ["شخصان في غرفة مزدوجة = (٤٥٠ × ٢)", "| طفلان (2 × 100) |",
                                  "| باقة ٤ جلسات + جلستان منفردتان | ١٦٠ + (٢ × ٤٥)", "وللطفلين: 2 × 100",
                                  "| باقتا عائلة | ٢ × ٣٩٩"])
def test_the_dual_restated_as_a_factor(text):
    figure = "٢" if "٢" in text else "2"
    assert restates_dual(text, *_at(text, figure))


@pytest.mark.parametrize("text", ["| طفل (2 × 100) |", "في مكان آخر (٤٥٠ × ٢)", "شخصان في غرفة، والمدة ٢ ساعة",
                                  "| الفئة الأولى | 2 × 100 |"])
def test_no_dual_or_no_factor_is_none(text):
    figure = "٢" if "٢" in text else "2"
    assert not restates_dual(text, *_at(text, figure))


_CTX = [{"title": "cnam.md", "text": "CNAM sets an annual ceiling for ordinary care of TND 200 for the insured person, plus TND 100 "
                                    "for each dependant (spouse and children), with a family ceiling of no more than TND 600."}]
_TABLE = "| الفرد | المبلغ |\n|---|---|\n| أنت (المضمون) | 200 دينار |\n| زوجتك | 100 دينار |\n"


def test_through_the_checker():
    v = check(_TABLE + "| طفلان (2 × 100) | 200 دينار |\n| **المجموع** | **500 دينار** |", _CTX, "كم سقف عائلتي؟")
    assert v.hallucination != "hallucinated", v.findings
    # the dual's count times a price the context lacks
    v = check(_TABLE + "| طفلان (2 × 150) | 300 دينار |\n| **المجموع** | **600 دينار** |", _CTX, "كم سقف عائلتي؟")
    assert v.hallucination == "hallucinated"


_VET = [{"title": "prices.md", "text": "عيادة «قطط» البيطرية في جدة: الكشف العام ١٥٠ ريالاً. التطعيم الثلاثي ١٢٠ ريالاً للجرعة، "
                                       "وتطعيم السعار ٩٠ ريالاً. باقة القطة الصغيرة: جرعتان من التطعيم الثلاثي + تطعيم السعار + "
                                       "كشفان، بسعر ٥٠٠ ريال."}]
_HEAD = "| البند | الحساب | المبلغ |\n|---|---|---|\n"


def test_a_short_row_vouches_its_working():
    v = check(_HEAD + "| الكشف العام | 2 × 150 | 300 ريال |", _VET, "كم أوفر بالباقة؟")
    assert v.hallucination != "hallucinated", v.findings
    v = check(_HEAD + "| الكشف العام | 2 × 150 | 350 ريال |", _VET, "كم أوفر بالباقة؟")
    assert v.hallucination == "hallucinated"
