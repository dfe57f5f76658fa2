"""Whole years between two ages the answer compares (checker/derive.py ``Ledger._age_gap``).

Grammar: GAP := AGE₁ … AGE₂ … n years + a word of comparison ("younger", "short of", "too young … to wait",
"أصغر ب") — n = |AGE₂ − AGE₁|, both ages shown in the sentence or the one before (bare or in years). Wrong
neighbours: another n, or the same n with no comparison named, stay flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check

WORDS = "zero one two three four five six seven eight nine ten eleven twelve".split()


def _ctx(minimum: int) -> list[dict]:
    return [{"title": "extras.md", "text": f"The quad bike tour costs £150 for 30 minutes, and the minimum driver age is {minimum}."}]


@pytest.mark.parametrize(("age", "minimum"), [(14, 16), (12, 16), (15, 18), (10, 13), (17, 21)])
def test_years_short_of_a_minimum_age(age, minimum):
    q = f"My son is {age} — can he drive the quad bike?"
    n = minimum - age
    for text in (f"Your son is {age}, so he is **{WORDS[n]} years younger** than the minimum age of {minimum}.",
                 f"At {age} he is {WORDS[n]} years short of the minimum age of {minimum}.",
                 f"At {age} he is too young: the minimum age is {minimum}, so he has {n} more years to wait."):
        r = check(text, _ctx(minimum), q)
        assert not any(f.rule == "value" for f in r.findings), (text, r.findings)


@pytest.mark.parametrize(("age", "minimum"), [(14, 16), (12, 16), (15, 18)])
def test_another_gap_stays_flagged(age, minimum):
    q = f"My son is {age} — can he drive the quad bike?"
    n = minimum - age
    text = f"Your son is {age}, so he is **{WORDS[n + 1]} years younger** than the minimum age of {minimum}."
    assert check(text, _ctx(minimum), q).hallucination == "hallucinated", text


def test_arabic_younger_by():
    ctx = [{"title": "الإضافات.md", "text": "جولة الدراجة الرباعية ١٥٠ درهماً لمدة ٣٠ دقيقة، والحد الأدنى لعمر السائق ١٦ سنة."}]
    q = "My son is 14 — he can drive the quad bike on his own, right?"
    ok = "الحد الأدنى لعمر السائق هو 16 سنة. ابنك عمره 14 سنة، أي أنه **أصغر بسنتين** من الحد المطلوب."
    assert not any(f.rule == "value" for f in check(ok, ctx, q).findings)
    wrong = "الحد الأدنى لعمر السائق هو 16 سنة. ابنك عمره 14 سنة، أي أنه **أصغر بثلاث سنوات** من الحد المطلوب."
    assert check(wrong, ctx, q).hallucination == "hallucinated"
