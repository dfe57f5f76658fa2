"""THE BARE PRICE IN A WORKING COLUMN (`checker.derive._cell_working`): a table row's working written in bare figures
("| الطفلان | ٢ × ٧ | ١٢ ديناراً |"), one of them a price the context states, is the working of the money in the next
cell, so a wrong product is caught as in "| 2 × £7 | £12 |"; a right one, and a label's bare counts beside a price the
context states whole ("| العائلة (2 + 2) | 170 درهماً |"), stay clean."""
from __future__ import annotations

import pytest

from groundtest.checker import check

_OYSTER = ("جولة مزرعة المحار: التذكرة للبالغين 12 ديناراً بحرينياً، وللأطفال من 6 إلى 12 سنة 7 دنانير. "
           "فتح محارة للبحث عن لؤلؤة 5 دنانير للمحارة الواحدة.")
_FARM = "Farm tour: adults £12, children (6-12) £7. Opening an oyster to look for a pearl costs £5 per oyster."
_CINEMA = "تذكرة الفرد 60 درهماً للبالغ و40 درهماً للطفل، وباقة العائلة (بالغان وطفلان) 170 درهماً."
_Q = "كم المجموع؟"
_HEAD = "| البند | الحساب | المبلغ |\n|---|---|---|\n"
_EN_HEAD = "| Item | Working | Amount |\n|---|---|---|\n"


@pytest.mark.parametrize("ctx,answer", [
    (_OYSTER, _HEAD + "| البالغون | ٣ × ١٢ | ٣٦ ديناراً |\n| الطفلان | ٢ × ٧ | ١٢ ديناراً |\n| فتح المحار | ٤ × ٥ | ٢٠ ديناراً |"),
    (_OYSTER, _HEAD + "| البالغون | 3 × 12 | 36 ديناراً |\n| فتح محارة | 1 × 5 | 7 دنانير |"),
    (_OYSTER, _HEAD + "| طفل واحد | ١ × ٧ | ١٢ ديناراً |"),
    (_FARM, _EN_HEAD + "| Adults | 2 × 12 | £24 |\n| One child | 1 × 7 | £12 |"),
])
def test_a_wrong_product_of_a_bare_price_is_caught(ctx, answer):
    v = check(answer, ctx, query=_Q)
    assert any("working written before it" in f.notes for f in v.findings), v.findings
    assert v.hallucination == "hallucinated"


@pytest.mark.parametrize("ctx,answer", [
    (_OYSTER, _HEAD + "| البالغون | ٣ × ١٢ | ٣٦ ديناراً |\n| الطفلان | ٢ × ٧ | ١٤ ديناراً |\n| فتح المحار | ٤ × ٥ | ٢٠ ديناراً |"),
    (_FARM, _EN_HEAD + "| Adults | 2 × 12 | £24 |\n| Children | 3 × 7 | £21 |"),
    (_CINEMA, "| الخيار | المبلغ |\n|---|---|\n| باقة العائلة (2 + 2) | 170 درهماً |\n| التذاكر الفردية | 200 درهم |"),
])
def test_a_right_product_or_a_label_stays_clean(ctx, answer):
    v = check(answer, ctx, query=_Q)
    assert not any("working written before it" in f.notes for f in v.findings), v.findings
