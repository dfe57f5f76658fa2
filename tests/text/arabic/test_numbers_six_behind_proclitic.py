""""ستة" behind ل or ب (text.arabic.numbers._SIX_BEHIND): a short number word behind one proclitic letter is read as a
number only before a unit or a currency ("لست متأكدًا" is "I am not sure"), but "six" with its taa marbuta is no other
word — "تتسع لستة ركاب" is six riders, as "لسبعة ركاب" is seven. "لست" without it stays no number."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.numbers import extract


@pytest.mark.parametrize("text", ["تتسع لستة ركاب كحد أقصى", "تكفي بستة مقاعد", "لستة مشاركين فقط"])
def test_six_behind_a_proclitic_is_six(text):
    assert [v.amount for v in extract(text)] == [6.0]


@pytest.mark.parametrize("text", ["لست متأكدًا من الموعد", "لست ركاب الحافلة", "لستُ مسؤولًا عن ذلك", "كمية المنتج"])
def test_the_short_whole_words_stay_no_number(text):
    assert extract(text) == []


CONTEXT = [{"title": "j.md", "text": "جولة نصف يوم (٤ ساعات) بسعر ٤٠ دينارًا للسيارة الواحدة تتسع لستة ركاب كحد أقصى."}]


@pytest.mark.parametrize(("riders", "ok"), [("ستة ركاب", True), ("6 ركاب", True), ("سبعة ركاب", False), ("8 ركاب", False)])
def test_end_to_end(riders, ok):
    got = check(f"السيارة تتسع حتى **{riders}**.", CONTEXT, "كم شخص تتسع السيارة؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
