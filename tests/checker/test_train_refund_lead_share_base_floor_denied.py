"""Four Arabic readings of one kind of rule — a refund or exchange by how long before departure (checker.thresholds,
text.arabic.frames, text.arabic.behaviour):

- THE LEAD BEFORE AN EVENT: "حتى ساعة واحدة قبل موعد الانطلاق" bounds the time left before departure from below: three
  hours before is inside ("٣ ساعات أكثر من ساعة، إذن يمكنك الاستبدال مجانًا"), half an hour is not;
- THE ELIDED BASE OF A SHARE: "يُسترجع 90% من ثمن التذكرة إذا …، و50% إذا …": the second share is of the ticket's
  price too, so "تسترجع 50% من ثمن التذكرة" is said of its own clause, not of the 90% one (a share the context never
  gives stays caught);
- THE FLOOR SAID: a claim that calls its price a starting price in its own words anywhere ("149 درهمًا هو سعر الدرجة
  الثانية "ابتداءً من"") keeps the context's qualifier;
- THE DENIED AMOUNT: a table row giving a share to a subject the context denies any amount ("| بعد انطلاق القطار |
  ٥٠٪ |" over "ولا يُسترجع أي مبلغ بعد انطلاق القطار") is caught.
"""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_RULES = ("يمكن استبدال التذكرة مجانًا حتى ساعة واحدة قبل موعد الانطلاق عبر تطبيق ONCF Voyages أو في شبابيك المحطات. بعد "
          "هذا الأجل وحتى موعد الانطلاق، يتم الاستبدال مقابل رسم قدره 10 دراهم. يُسترجع 90% من ثمن التذكرة إذا تم الإلغاء قبل "
          "24 ساعة أو أكثر من الانطلاق، و50% إذا تم الإلغاء بين 24 ساعة وساعة واحدة قبل الانطلاق، ولا يُسترجع أي مبلغ بعد "
          "انطلاق القطار.")
_PRICES = ("أسعار قطار البراق بين طنجة والدار البيضاء: الدرجة الثانية ابتداءً من 149 درهمًا، والدرجة الأولى ابتداءً من 249 درهمًا. "
           "تتغير الأسعار حسب موعد الحجز.")


def _lead(hours: str, verdict: str) -> str:
    return (f"**توقيتك:** الانطلاق بعد **{hours}**.\n\n- الاستبدال مجاني حتى **ساعة واحدة** قبل الانطلاق.\n"
            f"- {hours} أكثر من ساعة، **إذن** {verdict} ✅")


@pytest.mark.parametrize("hours", ["٣ ساعات", "٥ ساعات", "ساعتين"])
def test_more_than_the_lead_before_departure_is_inside(hours):
    q = f"قطاري بعد {hours} وأريد تغيير موعده. هل الاستبدال مجاني؟"
    assert check(_lead(hours, "يمكنك الاستبدال **مجانًا** الآن"), _RULES, query=q).hallucination != "hallucinated"


@pytest.mark.parametrize("hours", ["٣ ساعات", "٥ ساعات"])
def test_the_opposite_conclusion_is_caught(hours):
    q = f"قطاري بعد {hours} وأريد تغيير موعده. هل الاستبدال مجاني؟"
    assert check(_lead(hours, "لا يمكنك الاستبدال مجانًا"), _RULES, query=q).hallucination == "hallucinated"


_CANCEL_Q = "قطاري بعد ٣ ساعات وأريد إلغاء التذكرة. كم أسترجع؟"


@pytest.mark.parametrize("share,ok", [("50%", True), ("٥٠٪", True), ("نصف", True), ("70%", False), ("٤٠٪", False)])
def test_a_share_of_the_elided_base(share, ok):
    r = ("- ٣ ساعات أقل من ٢٤ ساعة وأكثر من ساعة، أي أنك في شريحة الإلغاء بين 24 ساعة وساعة واحدة قبل الانطلاق.\n"
         f"- وبالتالي تسترجع **{share}** فقط من ثمن التذكرة.")
    assert (check(r, _RULES, query=_CANCEL_Q).hallucination != "hallucinated") is ok


@pytest.mark.parametrize("said", ['"ابتداءً من"', "ابتداءً من هذا المبلغ", "والأسعار تبدأ من هذا المبلغ"])
def test_a_starting_price_said_in_the_claims_words_passes(said):
    r = f"💡 لاحظ أن 149 درهمًا هو سعر الدرجة الثانية {said}، وتتغير الأسعار حسب موعد الحجز."
    assert check(r, _PRICES, query="كم سعر الدرجة الثانية في البراق؟").hallucination != "hallucinated"


def test_a_starting_price_stated_as_the_price_is_caught():
    r = "💡 سعر الدرجة الثانية هو 149 درهمًا، وتتغير الأسعار حسب موعد الحجز."
    assert check(r, _PRICES, query="كم سعر الدرجة الثانية في البراق؟").hallucination == "hallucinated"


def _table(after: str) -> str:
    return ("| توقيت الإلغاء | نسبة الاسترجاع |\n|---|---|\n| قبل ٢٤ ساعة أو أكثر من الانطلاق | ٩٠٪ |\n"
            f"| بين ٢٤ ساعة وساعة واحدة قبل الانطلاق | ٥٠٪ |\n| بعد انطلاق القطار | {after} |")


@pytest.mark.parametrize("after", ["٥٠٪", "٩٠٪", "٢٥٪"])
def test_a_share_the_context_denies_is_caught(after):
    assert check(_table(after), _RULES, query="هل أسترجع شيئًا إذا فاتني القطار؟").hallucination == "hallucinated"


@pytest.mark.parametrize("after", ["لا يُسترجع أي مبلغ", "٠٪ (لا شيء)"])
def test_the_denial_restated_passes(after):
    assert check(_table(after), _RULES, query="هل أسترجع شيئًا إذا فاتني القطار؟").hallucination != "hallucinated"


def test_score_reads_both(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": q, "context": [{"title": "c.md", "text": _RULES}],
             "response": r}
            for i, q, r in (("lead", "قطاري بعد ٣ ساعات. هل الاستبدال مجاني؟", _lead("٣ ساعات", "يمكنك الاستبدال **مجانًا** الآن")),
                            ("denied", "هل أسترجع شيئًا إذا فاتني القطار؟", _table("٥٠٪")))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"lead": False, "denied": True}
