"""Three Arabic value readings a chat answer writes in its own way (text.arabic.numbers, text.arabic.dates):

THE GULF LATIN CODES (numbers.LATIN_CODES): "16.500 BD"، "45 KD"، "5 JD"، "50 QR"، "100 SR"، "3 RO" in a text with Arabic
are money in the Bahraini, Kuwaiti, Jordanian dinar, the Qatari, Saudi riyal, the Omani rial — and a three-decimal
dinar's point is its decimal point ("16.500 BD" is 16.5), as before "دينار".

THE DATA RATE (numbers.MEASURES): "١٠٠ ميغابت/ثانية" is the English "100 Mbps", "١ جيجابت/ثانية" "1 Gbps" — a rate in
bits, not the byte's "جيجا".

THE EMPHASISED MONTH (dates._NAMED): "١٢ **ربيع الأول** ١٤٤٧هـ" is one date, the emphasis a space between its parts.

Right neighbours pass, a changed figure, currency or unit stays caught."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.numbers import LATIN_CODES, extract
from tests.helpers import cli_scored

_ARABIC_OF = {"bhd": "ديناراً بحرينياً", "kwd": "ديناراً كويتياً", "jod": "ديناراً أردنياً", "qar": "ريالاً قطرياً",
              "sar": "ريالاً سعودياً", "omr": "ريالاً عمانياً"}


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(LATIN_CODES)), st.integers(1, 900), st.sampled_from(["", "500", "250"]),
       st.sampled_from([lambda c: c.upper(), lambda c: c.upper() + "."]))
def test_a_gulf_latin_code_is_its_currency(code, whole, dec, spell):
    figure = f"{whole}.{dec}" if dec else str(whole)
    vals = [v for v in extract(f"المجموع ({figure} {spell(code)}) شامل الرسوم") if v.kind == "money"]
    # (a three-decimal dinar or rial keeps its point; the riyals counted in hundredths group thousands with it, as
    # "10.500 ريال قطري" does)
    amount = float(figure) if not dec or code in ("bd", "kd", "jd", "ro") or whole < 10 else float(figure.replace(".", ""))
    assert [(v.unit, v.amount) for v in vals] == [(LATIN_CODES[code], amount)]


def test_a_latin_word_is_no_code():
    assert not [v for v in extract("امسح 2 QRcode من التطبيق") if v.kind == "money"]


_BH = [{"title": "prices.md", "text": "تصغير الخاتم: ٣ دنانير بحرينية للخاتم الواحد. طلاء روديوم: ٥ دنانير بحرينية للقطعة. "
                                      "الخدمة المستعجلة متاحة بزيادة ٥٠٪ على السعر."}]


@pytest.mark.parametrize(("figure", "ok"), [("16.500 BD", True), ("16.5 BD", True), ("19.250 BD", False)])
def test_check_reads_the_code_of_a_worked_sum(figure, ok):
    resp = f"خاتمين: 2 × 3 = 6 دنانير، والطلاء 5 دنانير، المجموع 11 ديناراً. مع الاستعجال 50%: المجموع **{figure}**."
    got = check(resp, _BH, "كم المجموع مع الاستعجال؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings


_NET = [{"title": "zain.md", "text": "الباقة الأساسية: سرعة تصل إلى ١٠٠ ميغابت/ثانية، بسعر ١٠ دنانير. الباقة القصوى: سرعة تصل إلى "
                                     "١ جيجابت/ثانية، بسعر ٢٠ ديناراً. جميع الباقات ببيانات غير محدودة."}]


@pytest.mark.parametrize(("rate", "ok"), [("100 Mbps", True), ("١٠٠ ميغابت/ثانية", True), ("100 ميجابت في الثانية", True),
                                          ("200 Mbps", False), ("100 Gbps", False)])
def test_the_data_rate_in_bits(rate, ok):
    got = check(f"**الأساسية:** ١٠ دنانير – حتى {rate}.", _NET, "كم سرعة الباقة الأساسية؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["**", "__", "*"]), st.integers(1, 28))
def test_the_emphasised_month_is_one_date(mark, day):
    vals = extract(f"موعدك يوم {day} {mark}ربيع الأول{mark} ١٤٤٧هـ الساعة ٩:٣٠")
    plain = extract(f"موعدك يوم {day} ربيع الأول ١٤٤٧هـ الساعة ٩:٣٠")
    assert [(v.kind, v.unit) for v in vals if v.kind == "date"] == [(v.kind, v.unit) for v in plain if v.kind == "date"]
    assert not [v for v in vals if v.kind == "number"]


_COURT = [{"title": "case.md", "text": "موعد الجلسة الأولى: ١٤٤٧/٠٣/١٢هـ الساعة ٩:٣٠ صباحاً، وتُعقد الجلسة عن بُعد عبر ناجز."}]


def test_check_and_score_read_the_emphasised_date(tmp_path):
    ok = check("- **التاريخ:** ١٢ **ربيع الأول** ١٤٤٧هـ.", _COURT, "متى الجلسة؟")
    assert ok.hallucination != "hallucinated", ok.findings
    bad = check("- **التاريخ:** ١٢ **ربيع الآخر** ١٤٤٧هـ.", _COURT, "متى الجلسة؟")
    assert bad.hallucination == "hallucinated", bad.findings
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": "كم سرعة الباقة الأساسية؟", "context": _NET,
             "response": "الأساسية: ١٠ دنانير – حتى 100 Mbps."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": "كم سرعة الباقة الأساسية؟", "context": _NET,
             "response": "الأساسية: ١٠ دنانير – حتى 300 Mbps."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
