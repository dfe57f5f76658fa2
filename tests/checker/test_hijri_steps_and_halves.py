"""Two derivations of Arabic answers (checker.derive):

- THE HIJRI STEP: a Hijri date a period of months the context states before or after a date of the question, counted
  in Hijri months to the same day of the month ("ستة أشهر هجرية" before ١٥ ذو الحجة ١٤٤٧هـ is ١٥ جمادى الآخرة ١٤٤٧هـ),
  which Gregorian months miss by days;
- THE DUAL OF EQUAL PARTS: a sum the context has paid "على قسطين متساويين" / "على دفعتين" split in two, each part named
  ("١٬٢٥٠٬٠٠٠ ل.ل لكل قسط" of 2,500,000), as "ثلاثة أقساط" splits it in three.

The right date or part passes; a date a month off, or a part of another split, is still caught."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest import check
from groundtest.text.arabic.dates import hijri_to_gregorian
from tests.helpers import cli_scored

HIJRI = ["محرم", "صفر", "ربيع الأول", "ربيع الآخر", "جمادى الأولى", "جمادى الآخرة", "رجب", "شعبان", "رمضان", "شوال",
         "ذو القعدة", "ذو الحجة"]
_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
_RENEW = ("تُحتسب صلاحية الإقامة بالتاريخ الهجري. يجوز تجديد الإقامة قبل انتهائها بستة أشهر هجرية كحد أقصى، وتُعد الإقامة "
          "منتهية إذا لم تُجدَّد خلال ٣ أيام من تاريخ انتهائها.")


def _h(y: int, m: int, d: int) -> str:
    return f"{d} {HIJRI[m - 1]} {y}هـ".translate(_DIGITS)


def _back(y: int, m: int, months: int) -> tuple[int, int]:
    k = y * 12 + m - 1 - months
    return k // 12, k % 12 + 1


def _renewal(expiry: str, start: str) -> tuple[str, str]:
    q = f"إقامتي تنتهي في {expiry}. متى يمكنني التجديد؟"
    r = (f"- يجوز تجديد الإقامة قبل انتهائها بـ**ستة أشهر هجرية** كحد أقصى.\n"
         f"- إقامتك تنتهي في **{expiry}**، وبالرجوع ستة أشهر هجرية نصل إلى **{start}**.\n"
         "- يمكنك التجديد ابتداءً من ذلك التاريخ.")
    return q, r


@settings(max_examples=12, deadline=None)
@given(st.integers(1, 12), st.sampled_from([1, 10, 15, 25]), st.sampled_from([1446, 1447]))
def test_six_hijri_months_back_is_derived(m, d, y):
    y0, m0 = _back(y, m, 6)
    assert hijri_to_gregorian(y, m, d) is not None and hijri_to_gregorian(y0, m0, d) is not None
    q, r = _renewal(_h(y, m, d), _h(y0, m0, d))
    assert check(r, _RENEW, query=q).hallucination != "hallucinated"


@settings(max_examples=12, deadline=None)
@given(st.integers(1, 12), st.sampled_from([10, 15, 25]), st.sampled_from([5, 7]))
def test_a_hijri_date_of_another_step_is_caught(m, d, months):
    y = 1447
    y0, m0 = _back(y, m, months)
    q, r = _renewal(_h(y, m, d), _h(y0, m0, d))
    assert check(r, _RENEW, query=q).hallucination == "hallucinated"


_WATER = ("يبلغ رسم الاشتراك السنوي بالمياه للعيار الواحد ٢٬٥٠٠٬٠٠٠ ليرة لبنانية للوحدات السكنية. يُسدَّد الرسم {split}: "
          "الأول قبل نهاية شهر آذار، والآخر قبل نهاية شهر أيلول.")
_WATER_Q = "كم رسم الاشتراك السنوي ومتى أدفعه؟"
SPLITS = ["على قسطين متساويين", "على دفعتين متساويتين", "على قسطين"]


def _water(part: str) -> str:
    return (f"الرسم السنوي **٢٬٥٠٠٬٠٠٠ ليرة لبنانية**، يُقسم على **قسطين متساويين**، أي **{part} ل.ل** لكل قسط:\n\n"
            f"| القسط | المبلغ |\n|---|---|\n| الأول | {part} ل.ل |\n| الثاني | {part} ل.ل |")


@pytest.mark.parametrize("split", SPLITS)
def test_a_half_of_a_sum_paid_in_two_is_derived(split):
    assert check(_water("١٬٢٥٠٬٠٠٠"), _WATER.format(split=split), query=_WATER_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("split", SPLITS)
@pytest.mark.parametrize("part", ["٨٣٣٬٣٣٣", "١٬٥٠٠٬٠٠٠", "٦٢٥٬٠٠٠"])
def test_a_part_of_another_split_is_caught(split, part):
    assert check(_water(part), _WATER.format(split=split), query=_WATER_Q).hallucination == "hallucinated"


def test_no_dual_no_halving():
    ctx = "يبلغ رسم الاشتراك السنوي بالمياه ٢٬٥٠٠٬٠٠٠ ليرة لبنانية ويُسدَّد دفعة واحدة قبل نهاية شهر آذار."
    assert check(_water("١٬٢٥٠٬٠٠٠"), ctx, query=_WATER_Q).hallucination == "hallucinated"


def test_score_reads_both(tmp_path):
    y0, m0 = _back(1447, 12, 6)
    q, good = _renewal(_h(1447, 12, 15), _h(y0, m0, 15))
    _, bad = _renewal(_h(1447, 12, 15), _h(*_back(1447, 12, 5), 15))
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": qq, "context": [{"title": "c.md", "text": c}],
             "response": r}
            for i, qq, c, r in (("hijri", q, _RENEW, good), ("hijri-bad", q, _RENEW, bad),
                                ("half", _WATER_Q, _WATER.format(split=SPLITS[0]), _water("١٬٢٥٠٬٠٠٠")),
                                ("half-bad", _WATER_Q, _WATER.format(split=SPLITS[0]), _water("٨٣٣٬٣٣٣")))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"hijri": False, "hijri-bad": True, "half": False, "half-bad": True}
