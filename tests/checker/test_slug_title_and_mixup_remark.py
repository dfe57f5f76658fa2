"""Two Arabic words that state nothing (text.arabic.polarity, checker.claims):

- THE SLUG TITLE: a chunk titled as a file name ("التجديد-الإلكتروني-والغرامات") names the document; its words state
  nothing, so "فلا يُتاح لك التجديد الإلكتروني" is no other polarity of the title — a claim turning a clause of the
  text is still caught;
- THE USER'S MIX-UP: "وربما هذا سبب الخلط" — a hedge on where the user's confusion came from is politeness (the English
  pleasantry words "confusion", "mistake"), no guess of a fact; a hedged guess of a fact is still caught.
"""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_ONLINE = ("يمكن تجديد البطاقة إلكترونيًا عبر بوابة مصر الرقمية إذا لم يطرأ أي تغيير على بيانات المواطن، ويُضاف إلى رسوم "
           "الإصدار مبلغ ٢٥ جنيهًا مقابل التوصيل إلى المنزل. لا يُتاح التجديد الإلكتروني لمن تغيّرت حالته الاجتماعية أو مهنته، "
           "وفي هذه الحالة يجب الحضور شخصيًا إلى مكتب السجل المدني مع المستندات المؤيدة للتغيير.")
TITLES = ["التجديد-الإلكتروني-والغرامات.md", "التجديد-الإلكتروني-والغرامات", "التجديد_الإلكتروني"]
_Q = "هل يمكنني التجديد أونلاين؟"


def _online(last: str) -> str:
    return ("- يمكنك التجديد عبر **بوابة مصر الرقمية** بشرط ألا يكون قد طرأ أي تغيير على بياناتك.\n"
            "- يُضاف إلى رسوم الإصدار **٢٥ جنيهًا** مقابل التوصيل إلى المنزل.\n" f"- {last}")


@pytest.mark.parametrize("title", TITLES)
def test_a_denial_the_text_states_passes_beside_a_slug_title(title):
    r = _online("إذا تغيّرت حالتك الاجتماعية أو مهنتك، فلا يُتاح لك التجديد الإلكتروني، ويجب الحضور شخصيًا إلى مكتب "
                "السجل المدني ومعك المستندات المؤيدة للتغيير.")
    assert check(r, [{"title": title, "text": _ONLINE}], query=_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("title", TITLES)
def test_the_other_polarity_of_the_text_is_caught(title):
    r = _online("يُتاح التجديد الإلكتروني لمن تغيّرت حالته الاجتماعية أو مهنته.")
    assert check(r, [{"title": title, "text": _ONLINE}], query=_Q).hallucination == "hallucinated"


_TOPUP = ("أقل مبلغ للشحن 10 جنيهات، وأقصى مبلغ في العملية الواحدة 3,000 جنيه. عند نفاد الرصيد يتيح العداد رصيد طوارئ قدره "
          "20 جنيهًا يُخصم تلقائيًا من الشحنة التالية.")
_TOPUP_Q = "ما أقل مبلغ يمكنني شحنه في عداد الكارت؟ صديقي قال إنه شحن بأقل من ٢٠."


def _topup(remark: str) -> str:
    return ("- **أقل مبلغ للشحن هو ١٠ جنيهات** وليس ٢٠.\n"
            f"- أما مبلغ **٢٠ جنيهًا** فهو **رصيد الطوارئ** الذي يتيحه العداد عند نفاد الرصيد — {remark}\n"
            "- أقصى مبلغ في العملية الواحدة **٣٬٠٠٠ جنيه**.")


@pytest.mark.parametrize("remark", ["وربما هذا سبب الخلط.", "وربما هذا مصدر اللبس.", "وربما هذا سبب الالتباس."])
def test_a_hedge_on_the_users_mixup_passes(remark):
    assert check(_topup(remark), _TOPUP, query=_TOPUP_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("remark", ["وربما يُلغى الرصيد بعد ستة أشهر من عدم الاستخدام.", "وربما هذا سبب انقطاع الكهرباء المتكرر في الصيف."])
def test_a_hedged_guess_of_a_fact_is_caught(remark):
    assert check(_topup(remark), _TOPUP, query=_TOPUP_Q).hallucination == "hallucinated"


def test_score_reads_both(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": q, "context": c, "response": r}
            for i, q, c, r in (("slug", _Q, [{"title": TITLES[0], "text": _ONLINE}],
                                _online("إذا تغيّرت حالتك الاجتماعية أو مهنتك، فلا يُتاح لك التجديد الإلكتروني.")),
                               ("mixup", _TOPUP_Q, [{"title": "c.md", "text": _TOPUP}], _topup("وربما هذا سبب الخلط.")))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"slug": False, "mixup": False}
