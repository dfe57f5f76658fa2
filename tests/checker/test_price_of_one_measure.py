"""THE PRICE OF ONE MEASURE (text.arabic.behaviour.WORKING["/"]): a row or a sentence pricing the definite measure noun
("| سعر اللتر | ١٢ ريالًا | ١١ ريالًا |"، "أي أن اللتر يكلفك 9 ريالات") divides a package's price by its measure (84 ÷ 7,
330 ÷ 30, 1,620 ÷ 180), as "per litre" does in English. A price per litre no division of the figures gives is still
caught."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_MILK = ("الباقة الأسبوعية 7 لترات (لتر واحد يوميًا) بسعر 84 ريالًا. الباقة الشهرية 30 لترًا بسعر 330 ريالًا. التوصيل مجاني "
         "داخل الرياض للباقات الشهرية، و15 ريالًا للباقة الأسبوعية.")
_Q = "ما الفرق بين الباقة الأسبوعية والشهرية لحليب النوق من ناحية السعر؟"


def _table(week: str, month: str) -> str:
    return ("| | الباقة الأسبوعية | الباقة الشهرية |\n|---|---|---|\n| الكمية | ٧ لترات | ٣٠ لترًا |\n"
            f"| السعر | ٨٤ ريالًا | ٣٣٠ ريالًا |\n| سعر اللتر | {week} | {month} |\n| التوصيل داخل الرياض | ١٥ ريالًا | مجاني |")


@pytest.mark.parametrize("week,month", [("١٢ ريالًا", "١١ ريالًا"), ("12 ريالًا", "11 ريالًا")])
def test_the_price_of_a_litre_passes(week, month):
    assert check(_table(week, month), _MILK, query=_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("week,month", [("١٤ ريالًا", "١١ ريالًا"), ("١٢ ريالًا", "١٠ ريالات")])
def test_a_price_no_division_gives_is_caught(week, month):
    assert check(_table(week, month), _MILK, query=_Q).hallucination == "hallucinated"


def _sentence(price: str) -> str:
    return ("- الباقة الشهرية **30 لترًا** بسعر **330 ريالًا**، والتوصيل مجاني داخل الرياض.\n"
            f"- أي أن اللتر يكلفك {price} في الباقة الشهرية.")


@pytest.mark.parametrize("price,ok", [("11 ريالًا", True), ("13 ريالًا", False)])
def test_the_litre_costs_you(price, ok):
    assert (check(_sentence(price), _MILK, query=_Q).hallucination != "hallucinated") is ok


def test_score_reads_both(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": _Q, "context": [{"title": "c.md", "text": _MILK}],
             "response": r}
            for i, r in (("litre", _table("١٢ ريالًا", "١١ ريالًا")), ("litre-bad", _table("١٤ ريالًا", "١١ ريالًا")))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"litre": False, "litre-bad": True}
