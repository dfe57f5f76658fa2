"""THE NATIONAL-CURRENCY GRAMMAR (text.matching.ARAB_CURRENCY_ADJ): an Arab currency named in English with its country
("three thousand Kuwaiti dinars", "25,000 Iraqi dinars", "15 Omani rials", "200 Saudi riyals", "50 Egyptian pounds") is
money in that country's code, as the Arabic "دينار كويتي" is — not a quantity of "kuwaiti dinar" that no context states.
An English answer restating an Arabic source's figure in these words passes; an invented figure, or another country's
currency, in the same shape still fails."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest import check, score
from groundtest.model import Case
from groundtest.text.matching import extract_values

CURRENCIES = [("Kuwaiti dinars", "kwd", "د.ك"), ("Bahraini dinars", "bhd", "دينار بحريني"),
              ("Jordanian dinars", "jod", "دينار أردني"), ("Iraqi dinars", "iqd", "دينار عراقي"),
              ("Omani rials", "omr", "ريال عماني"), ("Saudi riyals", "sar", "ريال سعودي"),
              ("Qatari riyals", "qar", "ريال قطري"), ("Egyptian pounds", "egp", "جنيه مصري"),
              ("UAE dirhams", "aed", "درهم إماراتي")]
AMOUNTS = [("3,000", 3000.0), ("three thousand", 3000.0), ("25,000", 25000.0), ("15", 15.0), ("two hundred", 200.0)]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CURRENCIES), st.sampled_from(AMOUNTS))
def test_a_national_currency_is_money_in_its_code(currency, amount):
    words, code, _ = currency
    said, value = amount
    got = [(v.kind, v.amount, v.unit) for v in extract_values(f"The fee is {said} {words}.")]
    assert got == [("money", value, code)], got
    # wrong neighbours: an adjective that names no currency, a noun that is no currency
    assert [v.kind for v in extract_values(f"{said} Saudi students")] != ["money"]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(CURRENCIES))
def test_an_english_answer_over_an_arabic_source(currency):
    words, _, arabic = currency
    ctx = f"الحد الأقصى للتحويل اليومي عبر التطبيق 3,000 {arabic}، ولا حد للتحويل من الفرع مع المستندات المطلوبة."
    q = "What is the app's daily transfer limit?"
    good = f"The app's daily transfer limit is **three thousand {words}**; there's no limit at the branch with the documents."
    v = check(good, ctx, query=q)
    assert v.hallucination != "hallucinated", v
    assert check(good.replace("three thousand", "five thousand"), ctx, query=q).hallucination == "hallucinated"


def test_score_reads_the_national_currency():
    ctx = [{"title": "fees.md", "text": "رسوم إصدار البطاقة للمرة الأولى 25,000 دينار عراقي، وللتجديد 15,000 دينار عراقي."}]
    q = "How much is the card the first time?"
    ok, bad = score([
        Case(id="ok", type="answerable", expect="answer", query=q, context=ctx, response="First time: **25,000 Iraqi dinars**."),
        Case(id="bad", type="answerable", expect="answer", query=q, context=ctx, response="First time: **35,000 Iraqi dinars**."),
    ])
    assert not ok.hallucinated, ok.findings
    assert bad.hallucinated


def test_another_countrys_currency_still_fails():
    ctx = "الحد الأقصى للتحويل اليومي عبر التطبيق 3,000 د.ك، ولا حد للتحويل من الفرع مع المستندات المطلوبة."
    said = "The app's daily transfer limit is **three thousand {}**; there's no limit at the branch with the documents."
    assert check(said.format("Kuwaiti dinars"), ctx, query="limit?").hallucination != "hallucinated"
    for other in ("Saudi riyals", "Egyptian pounds", "Bahraini dinars"):
        assert check(said.format(other), ctx, query="limit?").hallucination == "hallucinated", other
