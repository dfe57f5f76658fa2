"""THE EQUIVALENT DATE (text.arabic.dates.glossed_equivalent, checker.derive): a Gregorian date glossed as a Hijri date's
equivalent ("١٣ شعبان ١٤٣٣هـ، الموافق ٣ يوليو ٢٠١٢م") is a conversion: the right Umm al-Qura day passes, and a wrong one
stays a date not found — even when it lies a period the context states (a month, three months) from the Hijri day, which
would otherwise read as a step counted from it."""
from __future__ import annotations

from datetime import date

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.dates import glossed_equivalent, hijri_to_gregorian
from tests.helpers import cli_scored

MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
HIJRI = ["محرم", "صفر", "ربيع الأول", "ربيع الآخر", "جمادى الأولى", "جمادى الآخرة", "رجب", "شعبان", "رمضان", "شوال",
         "ذو القعدة", "ذو الحجة"]
LEADS = ["الموافق", "ويوافق", "الموافق لـ", "ما يقابله"]
CTX_TAIL = "يجب تقديم الشيك للوفاء خلال شهر واحد من تاريخ إصداره، أما الشيك المسحوب خارج المملكة فيُقدَّم خلال ثلاثة أشهر."


def _g(d: date) -> str:
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}م"


@settings(max_examples=40, deadline=None)
@given(st.integers(1420, 1446), st.integers(1, 12), st.integers(1, 28), st.sampled_from(LEADS), st.sampled_from([1, 3]))
def test_a_conversion_is_the_same_day(y, m, d, lead, months):
    g = hijri_to_gregorian(y, m, d)
    assert g is not None
    ctx = [f"صدر النظام بالمرسوم الملكي رقم (م/٥٣) وتاريخ {d}/{m}/{y}هـ، ويُعمل به من تاريخ نشره. {CTX_TAIL}"]
    ok = check(f"صدر النظام وتاريخ {d} {HIJRI[m - 1]} {y}هـ، {lead} {_g(g)}.", ctx, "متى صدر النظام؟")
    assert ok.hallucination != "hallucinated", ok.findings
    # a month (or three) earlier: the context's own period, no conversion
    k = g.month - 1 - months
    wrong = date(g.year + k // 12, k % 12 + 1, min(g.day, 28))
    bad = check(f"صدر النظام وتاريخ {d} {HIJRI[m - 1]} {y}هـ، {lead} {_g(wrong)}.", ctx, "متى صدر النظام؟")
    assert bad.hallucination == "hallucinated", bad.findings


def test_the_gloss_words():
    text = "وتاريخ ١٣ شعبان ١٤٣٣هـ، الموافق ٣ يوليو ٢٠١٢م"
    assert glossed_equivalent(text, text.index("٣ يوليو"))
    text = "وتاريخ ١٣ شعبان ١٤٣٣هـ، وبعد شهر ٣ يوليو ٢٠١٢م"
    assert not glossed_equivalent(text, text.index("٣ يوليو"))


def test_score_reads_the_equivalent_date(tmp_path):
    ctx = [{"title": "enforcement.md", "text": f"نظام التنفيذ الصادر بالمرسوم الملكي رقم (م/٥٣) وتاريخ ١٣/٨/١٤٣٣هـ. {CTX_TAIL}"}]
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": "متى صدر نظام التنفيذ؟", "context": ctx,
             "response": "صدر نظام التنفيذ بالمرسوم الملكي رقم (م/53) وتاريخ 13 شعبان 1433هـ، الموافق 3 يوليو 2012م."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": "متى صدر نظام التنفيذ؟", "context": ctx,
             "response": "صدر نظام التنفيذ بالمرسوم الملكي رقم (م/53) وتاريخ 13 شعبان 1433هـ، الموافق 3 يونيو 2012م."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
