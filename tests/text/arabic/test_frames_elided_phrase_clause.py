"""THE ELIDED CLAUSE OF WHOM (text.arabic.frames._elided_heads): a context clause that opens with و and a ل-phrase of
whom right before its figure, no verb of its own ("… لطلبة البكالوريوس البحرينيين 40 دينارًا بحرينيًا، ولغير
البحرينيين 80 دينارًا"، "… للمقيمين ٥ دنانير، وللعمالة المنزلية ٢ دينار") takes its subject from the clause before it, that clause's own
ل-phrase left out, so the claim that restates it with its own phrase ("لغير البحريني: ثمانون دينارًا") is that
clause's, not a swap. The value said of the other phrase stays swapped ("لغير X" is not said of X)."""
from __future__ import annotations

import pytest

from groundtest.text.arabic.frames import swapped

FEES = ("العام الأكاديمي 2025/2026: رسوم الساعة المعتمدة لطلبة البكالوريوس البحرينيين 40 دينارًا بحرينيًا، "
        "ولغير البحرينيين 80 دينارًا. رسوم التسجيل 50 دينارًا تُدفع مرة واحدة عند القبول.")
CARD = ("رسوم تجديد البطاقة المدنية للمقيمين ٥ دنانير عن كل سنة صلاحية، وللعمالة المنزلية ٢ دينار عن كل سنة صلاحية. "
        "تُسلم البطاقات عبر أجهزة التوزيع الآلي.")


@pytest.mark.parametrize("claim", [
    "سعر الساعة المعتمدة لغير البحريني: **ثمانون دينارًا بحرينيًا**.",
    "رسوم الساعة المعتمدة لغير البحرينيين 80 دينارًا.",
])
def test_the_other_phrase_takes_the_clause_before(claim):
    assert swapped(claim, FEES, {}) is None


@pytest.mark.parametrize("claim", [
    "رسوم الساعة المعتمدة لطلبة البكالوريوس البحرينيين 80 دينارًا بحرينيًا.",
    "سعر الساعة المعتمدة للطالب البحريني: 80 دينارًا بحرينيًا.",
])
def test_the_value_said_of_the_first_phrase_stays_swapped(claim):
    assert swapped(claim, FEES, {}) is not None


@pytest.mark.parametrize("claim", ["- **العمالة المنزلية:** رسوم تجديد البطاقة ٢ دينار عن كل سنة صلاحية.",
                                   "رسوم تجديد البطاقة المدنية للعمالة المنزلية 2 دينار عن كل سنة."])
def test_the_second_party(claim):
    assert swapped(claim, CARD, {}) is None


def test_the_first_party_with_the_second_partys_fee_stays_swapped():
    assert swapped("رسوم تجديد البطاقة المدنية للمقيمين ٢ دينار عن كل سنة صلاحية.", CARD, {}) is not None


BOATS = ("ورشة صيانة المراكب الخشبية: القلفطة الكاملة للمركب حتى 8 أمتار تكلف 450 دولاراً، وللمركب من 8 إلى 12 متراً "
         "700 دولار. الدهان بزيت الكتان 15 دولاراً للمتر الطولي.")


@pytest.mark.parametrize("bound", ["من 8 إلى 12 متراً", "فوق 8 أمتار", "بين 8 و12 متراً"])
def test_a_phrase_with_a_range_of_its_own_is_no_elided_phrase(bound):
    # (the phrase's own figure is its range, not the clause's value: the claim that restates the range with 700 is right)
    ctx = BOATS.replace("من 8 إلى 12 متراً", bound)
    assert swapped(f"مركبك 10 أمتار، أي ضمن فئة **{bound}**، فالتكلفة **700 دولار**.", ctx, {}) is None


def test_the_first_range_given_the_second_price_stays_swapped():
    assert swapped("القلفطة الكاملة للمركب حتى 8 أمتار تكلف 700 دولار.", BOATS, {}) is not None
