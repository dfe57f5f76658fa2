"""THE DUAL FRACTION (text.arabic.numbers._rare_fraction, _TWO_THIRDS): a fraction's dual in its case forms is two of
that part — "خُمسا المبلغ" (construct, nominative), "خُمسي"، "خُمسان"، "الخُمسين" = 40%; "سُدسا" = a third; "الثلثين"،
"ثلثان" = two thirds — the rare fractions only with their damma (without it "خمسا" is five and "خمسين" fifty), and with
the tanween "خُمسًا" is one fifth in the accusative. Generated over the fractions, their dual endings and proclitics."""
from __future__ import annotations

import itertools

import pytest

from groundtest.text.arabic.numbers import extract

RARE = {"خُمس": 5, "سُدس": 6, "سُبع": 7, "ثُمن": 8, "تُسع": 9, "عُشر": 10}
ENDINGS = ["ا", "ي", "ان", "ين"]
PRE = ["", "ال", "و", "ب"]


def _percents(text):
    return [round(v.amount, 2) for v in extract(text) if v.kind == "percent"]


@pytest.mark.parametrize(("word", "end", "pre"), list(itertools.product(RARE, ENDINGS, PRE)))
def test_a_rare_fractions_dual_is_two_parts(word, end, pre):
    if pre == "ال" and end in ("ا", "ي"):
        pytest.skip("a construct dual takes no article")
    assert _percents(f"تدفع {pre}{word}{end} المبلغ عند الطلب") == [round(200 / RARE[word], 2)]


@pytest.mark.parametrize("word", RARE)
def test_the_singular_with_tanween_is_one_part(word):
    assert _percents(f"تدفع {word}ًا من المبلغ") == [round(100 / RARE[word], 2)]


@pytest.mark.parametrize("form", ["ثلثا", "ثلثي", "ثلثان", "ثلثين", "الثلثين", "والثلثان"])
def test_two_thirds_in_every_case(form):
    assert _percents(f"يستحق {form} المكافأة") == [66.67]


@pytest.mark.parametrize(("text", "value"), [
    ("خمسا وعشرين", 25.0), ("خمسين ريالًا", 50.0), ("الخمسين", 50.0), ("خمسا المبلغ", 5.0), ("سبعين يومًا", 70.0),
    ("عشرين", 20.0), ("ثمانين", 80.0), ("تسعين دقيقة", 90.0),
])
def test_without_the_damma_the_cardinals_stay(text, value):
    values = extract(text)
    assert values and values[0].kind != "percent" and values[0].amount == value


def test_a_dual_fraction_of_a_unit():
    (v,) = extract("خُمسا ساعة")
    assert (v.kind, v.unit, round(v.amount)) == ("quantity", "minute", 24)
