"""THE FRACTION OF A SCALE (text.arabic.numbers): a fraction word right before a scale word is that share of it
("نصف مليون ليرة" = 500,000 lira, "ربع مليون درهم" = 250,000, "نصف المليون" = 500,000), and a scale's dual takes its
half as the singular does ("مليونان ونصف المليون ليرة" = 2,500,000 as "مليون ونصف" = 1,500,000) — never a percentage
beside a separate figure. Through the checker: a figure restated in words passes; an invented one in the same words
is still caught."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest import check
from groundtest.text.arabic.numbers import extract
from tests.helpers import cli_scored

FRACTIONS = {"نصف": 2, "ربع": 4}
SCALES = {"مليون": 1e6, "المليون": 1e6, "ألف": 1e3}
CURRENCIES = {"ليرة": "lira", "درهم": "aed", "ريال": "riyal", "": None}
PROCLITICS = ["", "ب", "و"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(FRACTIONS)), st.sampled_from(sorted(SCALES)), st.sampled_from(sorted(CURRENCIES)),
       st.sampled_from(PROCLITICS))
def test_a_fraction_of_a_scale_is_that_share_of_it(frac, scale, cur, pre):
    got = [v for v in extract(f"دفعت {pre}{frac} {scale} {cur}".strip()) if v.kind != "date"]
    assert len(got) == 1, got
    assert got[0].amount == SCALES[scale] / FRACTIONS[frac]
    assert got[0].kind == ("money" if cur else "number")
    assert got[0].kind != "percent"


@pytest.mark.parametrize("dual,scale", [("مليونان", 1e6), ("مليونين", 1e6), ("ألفان", 1e3), ("ألفين", 1e3)])
@pytest.mark.parametrize("repeat", ["", " المليون", " الألف"])
def test_a_dual_scale_takes_its_half(dual, scale, repeat):
    got = extract(f"{dual} ونصف{repeat} ليرة")
    assert [(v.kind, v.amount) for v in got] == [("money", 2.5 * scale)]


@pytest.mark.parametrize("text", ["نصف ساعة", "نصف ريال", "نصف الرسوم", "منتصف مليون"])
def test_other_fractions_are_unchanged(text):
    got = extract(text)
    assert all(v.amount not in (5e5, 2.5e5) for v in got)


_WATER = ("يبلغ رسم الاشتراك السنوي بالمياه للعيار الواحد ٢٬٥٠٠٬٠٠٠ ليرة لبنانية للوحدات السكنية. رسم نقل الاشتراك إلى اسم "
          "مالك جديد ٥٠٠٬٠٠٠ ليرة لبنانية.")
_WATER_Q = "كم رسم الاشتراك السنوي ورسم نقل الاشتراك؟"


def _water(annual_words: str, transfer_words: str) -> str:
    return (f"- الرسم السنوي: **٢٬٥٠٠٬٠٠٠ ليرة لبنانية** ({annual_words}).\n"
            f"- رسم نقل الاشتراك: **٥٠٠٬٠٠٠ ل.ل** ({transfer_words}).")


@pytest.mark.parametrize("annual,transfer", [("مليونان ونصف المليون ليرة", "نصف مليون ليرة"),
                                             ("مليونان ونصف مليون ليرة", "نصف المليون"),
                                             ("مليونان ونصف", "نصف مليون")])
def test_figures_restated_in_words_pass(annual, transfer):
    assert check(_water(annual, transfer), _WATER, query=_WATER_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("annual,transfer", [("ثلاثة ملايين ونصف المليون ليرة", "نصف مليون ليرة"),
                                             ("مليونان ونصف المليون ليرة", "ربع مليون ليرة"),
                                             ("مليونان ونصف المليون ليرة", "ثلاثة أرباع مليون ليرة")])
def test_an_invented_figure_in_words_is_caught(annual, transfer):
    assert check(_water(annual, transfer), _WATER, query=_WATER_Q).hallucination == "hallucinated"


def test_score_reads_both(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": _WATER_Q,
             "context": [{"title": "water.md", "text": _WATER}], "response": r}
            for i, r in (("words", _water("مليونان ونصف المليون ليرة", "نصف مليون ليرة")),
                         ("words-bad", _water("مليونان ونصف المليون ليرة", "ربع مليون ليرة")))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"words": False, "words-bad": True}
