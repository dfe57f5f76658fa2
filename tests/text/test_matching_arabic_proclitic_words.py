"""A short Arabic number word read behind one proclitic letter (text/arabic/numbers.py): "كمية" is a quantity, not
ك + مية (100); "لست متأكدًا" is "I'm not sure", not ل + ست (6). Grammar: PROCLITIC(ب|ل|ف|ك) + NUMBER-WORD of at most
three letters, alone, with no unit or currency after it, is the whole word (no figure). Behind the same letters a
number word with its counted noun still counts ("بست ساعات"، "بمية ريال"، "لخمسة أشخاص"), as does a longer word alone
("زاد بخمسة") and any run after و ("وست ساعات")."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values


@pytest.mark.parametrize("text", ["هل تريد أن أحسب لك تكلفة كمية معينة؟", "كمية كبيرة من الزيت", "لست متأكدًا من ذلك",
                                  "كمية المياه المطلوبة", "أنا لست موظفًا"])
def test_the_whole_word_is_no_figure(text):
    assert all(v.kind != "number" for v in extract_values(text)), [(v.raw, v.amount) for v in extract_values(text)]


@pytest.mark.parametrize(("text", "kind", "amount"), [
    ("بست ساعات", "quantity", 360.0), ("بمية ريال", "money", 100.0), ("لخمسة أشخاص", "quantity", 5.0),
    ("فستة أشهر", "quantity", 6.0), ("زاد السعر بخمسة", "number", 5.0), ("وست ساعات", "quantity", 360.0),
    ("بسبع دنانير", "money", 7.0), ("لعشر سنوات", "quantity", 120.0),
])
def test_a_counted_word_behind_a_proclitic_still_counts(text, kind, amount):
    vs = extract_values(text)
    assert vs and vs[0].kind == kind and vs[0].amount == amount, [(v.raw, v.kind, v.amount) for v in vs]


@pytest.mark.parametrize("price", [19, 24, 95])
def test_an_offer_to_price_a_quantity_invents_no_hundred(price):
    ctx = [{"title": "v.md", "text": f"Chetoui oil costs TND {price} per litre."}]
    good = f"سعر زيت الشتوي {price} ديناراً تونسياً للتر. هل تريد أن أحسب لك تكلفة كمية معينة؟"
    assert check(good, ctx).hallucination != "hallucinated"
    bad = f"سعر زيت الشتوي {price + 7} ديناراً تونسياً للتر. هل تريد أن أحسب لك تكلفة كمية معينة؟"
    assert check(bad, ctx).hallucination == "hallucinated"
