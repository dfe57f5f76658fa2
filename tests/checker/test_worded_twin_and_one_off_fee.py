"""Two Arabic labels that are no figures of their own (checker.lookups):

- THE WORDED TWIN: a figure read out in words in brackets right after the same figure in digits ("١٬٧٥٠٬٠٠٠ درهم
  (مليون وسبعمئة وخمسون ألفًا)") is one claim, checked as the figure before it — a worked-out sum's reading passes,
  a reading of another amount, or an invented figure read out, is still caught;
- THE ONE-OFF FEE: "(مرة واحدة)" in brackets after a fee named by its noun ("رسوم التوصيل (مرة واحدة)") labels it paid
  once, where no context sentence naming that fee gives it a period; over a fee the context charges monthly it stays
  a claim, and is caught.
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest import check
from tests.helpers import cli_scored

_GOLDEN = "المستثمر العقاري: عقار أو أكثر بقيمة إجمالية لا تقل عن 2 مليون درهم، ويجوز أن يكون العقار مرهونًا لدى بنوك محلية محددة."
_GOLDEN_Q = "أملك شقتين قيمتهما ٨٥٠ ألف درهم و٩٠٠ ألف درهم. هل أستوفي شرط المستثمر العقاري؟"
# (the sum in digits, its reading in words) — the reading is of the sum, or of another amount
RIGHT = [("١٬٧٥٠٬٠٠٠", "مليون وسبعمئة وخمسون ألفًا"), ("١٬٧٥٠٬٠٠٠", "مليون وسبعمائة وخمسون ألف درهم"),
         ("1,750,000", "مليون وسبعمئة وخمسون ألفًا")]
WRONG = [("١٬٧٥٠٬٠٠٠", "مليون وثمانمئة ألف"), ("١٬٧٥٠٬٠٠٠", "مليون وسبعمئة ألف"), ("١٬٨٥٠٬٠٠٠", "مليون وثمانمئة وخمسون ألفًا")]


def _golden(digits: str, words: str) -> str:
    return (f"- ٨٥٠٬٠٠٠ + ٩٠٠٬٠٠٠ = **{digits} درهم** ({words}).\n"
            "- الحد الأدنى المطلوب: ٢ مليون درهم، فلا تستوفي الشرط بعد.")


@pytest.mark.parametrize("digits,words", RIGHT)
def test_a_sum_read_out_in_words_passes(digits, words):
    assert check(_golden(digits, words), _GOLDEN, query=_GOLDEN_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("digits,words", WRONG)
def test_a_reading_of_another_amount_is_caught(digits, words):
    assert check(_golden(digits, words), _GOLDEN, query=_GOLDEN_Q).hallucination == "hallucinated"


_SEWER = ("تُستوفى رسوم توصيل المباني بشبكة الصرف الصحي: ١٥٠ دينارًا بحرينيًا لكل وحدة سكنية، و٤٠٠ دينار بحريني لكل وحدة "
          "تجارية. تُستوفى رسوم صرف صحي شهرية نسبتها ٢٥٪ من قيمة فاتورة المياه للوحدات التجارية.")
_SEWER_Q = "كم رسوم توصيل محل تجاري بالصرف الصحي، وهل هناك رسوم شهرية؟"
EMPHASIS = ["", "**"]


def _sewer(fee: str, em: str) -> str:
    return (f"{em}رسوم {fee} (مرة واحدة):{em}\n- **٤٠٠ دينار بحريني** لكل وحدة تجارية.\n\n"
            "**الرسوم الشهرية:**\n- **٢٥٪** من قيمة فاتورة المياه.")


@settings(max_examples=4, deadline=None)
@given(st.sampled_from(["التوصيل", "توصيل"]), st.sampled_from(EMPHASIS))
def test_a_one_off_label_on_a_fee_without_period_passes(fee, em):
    assert check(_sewer(fee, em), _SEWER, query=_SEWER_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("em", EMPHASIS)
def test_a_one_off_label_on_a_monthly_fee_is_caught(em):
    r = (f"{em}رسوم الصرف (مرة واحدة):{em}\n- **٢٥٪** من قيمة فاتورة المياه.\n\n"
         "**رسوم التوصيل:** ٤٠٠ دينار بحريني لكل وحدة تجارية.")
    assert check(r, _SEWER, query=_SEWER_Q).hallucination == "hallucinated"


def test_once_said_of_something_else_is_still_a_figure():
    r = "رسوم التوصيل ٤٠٠ دينار بحريني لكل وحدة تجارية، ويمكن تقسيطها مرة واحدة."
    assert check(r, _SEWER, query=_SEWER_Q).hallucination == "hallucinated"


def test_score_reads_both(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": q, "context": [{"title": "c.md", "text": c}],
             "response": r}
            for i, q, c, r in (("twin", _GOLDEN_Q, _GOLDEN, _golden(*RIGHT[0])),
                               ("twin-bad", _GOLDEN_Q, _GOLDEN, _golden(*WRONG[0])),
                               ("once", _SEWER_Q, _SEWER, _sewer("التوصيل", "**")))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"twin": False, "twin-bad": True, "once": False}
