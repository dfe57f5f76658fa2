"""Two workings an Arabic answer writes out (checker.derive):

- THE SENTENCE'S OWN PERIOD: "لو طُبقت القاعدة القديمة (ثلاثة أشهر) لما أمكنك التجديد قبل ١٥ رمضان ١٤٤٧هـ" — a date a
  period of months this sentence names before the question's date (the period itself checked as a value): derived;
  a date another step away is still caught;
- THE ROW'S COUNT AFTER ITS PRICE: "| الثالثة | ١٠ ر.ق | ١ | ١٠ ر.ق |" under "| السعر للتذكرة | العدد | المجموع |": the
  count is the row's working (price × count = total), as when it comes before the price; a count the total does not
  give is still caught.
"""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_OLD = "يجوز تجديد الإقامة قبل انتهائها بثلاثة أشهر هجرية كحد أقصى."
_NEW = "اعتبارًا من ١ محرم ١٤٤٧هـ، يجوز تجديد الإقامة قبل انتهائها بستة أشهر هجرية كحد أقصى. وتُحتسب صلاحية الإقامة بالتاريخ الهجري."
_CTX = [{"title": "old.md", "text": _OLD, "status": "superseded"}, {"title": "new.md", "text": _NEW, "status": "current"}]
_Q = "إقامتي تنتهي في ١٥ ذو الحجة ١٤٤٧هـ، ونحن الآن في ٢٠ جمادى الآخرة ١٤٤٧هـ. هل أستطيع التجديد الآن؟"


def _renew(old_date: str) -> str:
    return ("**القاعدة الحالية:** اعتبارًا من **١ محرم ١٤٤٧هـ**، يجوز تجديد الإقامة قبل انتهائها بـ**ستة أشهر هجرية** كحد أقصى.\n\n"
            "- تاريخ انتهاء إقامتك: **١٥ ذو الحجة ١٤٤٧هـ**.\n- ستة أشهر هجرية قبله: **١٥ جمادى الآخرة ١٤٤٧هـ**.\n\n"
            "**إذن:** ✅ نعم، يمكنك التجديد الآن وفق القاعدة الحالية.\n\n"
            f"> للعلم: لو طُبقت القاعدة القديمة (ثلاثة أشهر) لما أمكنك التجديد قبل {old_date}، لكنها لم تعد سارية.")


def test_a_date_the_sentences_own_period_steps_to_passes():
    assert check(_renew("١٥ رمضان ١٤٤٧هـ"), _CTX, query=_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("old_date", ["١٥ شعبان ١٤٤٧هـ", "١٥ شوال ١٤٤٧هـ", "١٠ رمضان ١٤٤٧هـ"])
def test_a_date_of_another_step_is_caught(old_date):
    assert check(_renew(old_date), _CTX, query=_Q).hallucination == "hallucinated"


_TICKETS = ("تُطرح تذاكر المباريات في ثلاث فئات: الفئة الأولى ٥٠ ريالًا قطريًا، والفئة الثانية ٣٠ ريالًا قطريًا، والفئة الثالثة "
            "١٠ ريالات قطرية. الحد الأقصى ٦ تذاكر للمباراة الواحدة لكل حساب.")
_TICKETS_Q = "أريد تذكرتين من الفئة الثانية وتذكرة من الفئة الثالثة. كم المجموع؟"


def _tickets(count: str, total: str) -> str:
    return ("| الفئة | السعر للتذكرة | العدد | المجموع |\n|---|---|---|---|\n| الثانية | ٣٠ ر.ق | ٢ | ٦٠ ر.ق |\n"
            f"| الثالثة | ١٠ ر.ق | {count} | {total} ر.ق |\n| **الإجمالي** | | **٣** | **٧٠ ريالًا قطريًا** |")


def test_a_count_after_its_price_passes():
    assert check(_tickets("١", "١٠"), _TICKETS, query=_TICKETS_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("count,total", [("٤", "١٠"), ("١", "١٥")])
def test_a_count_the_total_does_not_give_is_caught(count, total):
    assert check(_tickets(count, total), _TICKETS, query=_TICKETS_Q).hallucination == "hallucinated"


def test_score_reads_both(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": q, "context": c, "response": r}
            for i, q, c, r in (("period", _Q, _CTX, _renew("١٥ رمضان ١٤٤٧هـ")), ("period-bad", _Q, _CTX, _renew("١٥ شعبان ١٤٤٧هـ")),
                               ("count", _TICKETS_Q, [{"title": "t.md", "text": _TICKETS}], _tickets("١", "١٠")))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"period": False, "period-bad": True, "count": False}
