"""The standard rate of a VAT the context names without its rate (checker/derive.py ``Ledger._standard_vat``): "£850
plus VAT" in a context priced in pounds is taxed at 20% (riyals ر.س 15%, dirhams 5%): a fact of the tax law, used like a
calendar constant. Grammar: the rate written as the tax's — "VAT (20%)", "VAT at 20%", "VAT of 20%", "20% VAT" — is
supported; an amount right after the tax ("£497.50, plus VAT → £597", "£1,050 + VAT = £1,260") is the amount shown with
the tax added (or the tax itself); a product or sum with the rate as its percentage step is working.
Wrong neighbours stay flagged: another rate ("VAT at 25%"), a wrong taxed amount, a rate where the context states its
own ("VAT at 5%"), a rate where the context names no VAT, and a rate asserted on its own ("The standard rate is 20%")."""
from __future__ import annotations

import pytest

from groundtest import check

FEES = [(850, "legal fee"), (995, "fixed fee"), (450, "supplement"), (1050, "sale fee"), (120, "survey fee")]


def _ctx(fee: int, noun: str, vat: str = "plus VAT") -> list[dict]:
    return [{"title": "fees.md", "text": f"Our {noun} is £{fee} {vat}. It covers all legal work up to completion. "
                                         "A bank transfer costs £40 for each transfer."}]


def _m(x: float) -> str:
    return f"£{x:,.2f}" if x != int(x) else f"£{int(x):,}"


FORMS = [
    "£{fee} + VAT (20%) = £{fee} + {tax} = **{gross}**.",
    "With VAT at 20%, £{fee} becomes **{gross}**.",
    "The {noun} is £{fee} plus VAT, so **{gross}** including VAT.",
    "£{fee} + VAT = **{gross}** in total.",
    "£{fee} + 20% VAT = {gross}.",
]


@pytest.mark.parametrize(("fee", "noun"), FEES)
@pytest.mark.parametrize("form", FORMS)
def test_the_standard_rate_and_the_taxed_amount(fee, noun, form):
    text = form.format(fee=fee, noun=noun, tax=_m(fee * 0.2), gross=_m(fee * 1.2))
    got = check(text, _ctx(fee, noun))
    assert got.hallucination != "hallucinated", (text, [(f.content, f.notes) for f in got.findings])


@pytest.mark.parametrize(("fee", "noun"), FEES)
@pytest.mark.parametrize("form", FORMS[:4])
def test_a_wrong_taxed_amount_is_flagged(fee, noun, form):
    text = form.format(fee=fee, noun=noun, tax=_m(fee * 0.2), gross=_m(fee * 1.25))
    assert check(text, _ctx(fee, noun)).hallucination == "hallucinated", text


@pytest.mark.parametrize(("fee", "noun"), FEES[:3])
def test_another_rate_is_flagged(fee, noun):
    assert check(f"£{fee} + VAT at 25% = {_m(fee * 1.25)}.", _ctx(fee, noun)).hallucination == "hallucinated"


@pytest.mark.parametrize(("fee", "noun"), FEES[:3])
def test_the_contexts_own_rate_wins(fee, noun):
    ctx = _ctx(fee, noun, "plus VAT at 5%")
    assert check(f"£{fee} + VAT at 5% = {_m(fee * 1.05)}.", ctx).hallucination != "hallucinated"
    assert check(f"£{fee} + VAT at 20% = {_m(fee * 1.2)}.", ctx).hallucination == "hallucinated"


@pytest.mark.parametrize(("fee", "noun"), FEES[:3])
def test_no_vat_named_no_rate(fee, noun):
    ctx = _ctx(fee, noun, "in total")
    assert check(f"£{fee} + VAT at 20% = {_m(fee * 1.2)}.", ctx).hallucination == "hallucinated"


def test_a_rate_asserted_on_its_own_is_flagged():
    assert check("The UK standard rate is 20%.", _ctx(850, "legal fee")).hallucination == "hallucinated"


def test_a_half_fee_then_the_tax():
    ctx = [{"title": "a.md", "text": "Our fixed fee for a freehold purchase is £995 plus VAT. If a transaction falls "
                                     "through before exchange, we charge 50% of our fixed fee, plus VAT."}]
    text = "1. **Half of our fixed fee:** £995 ÷ 2 = £497.50, plus VAT → **{g}** in total\n2. Any disbursements"
    assert check(text.format(g="£597"), ctx).hallucination != "hallucinated"
    assert check(text.format(g="£607"), ctx).hallucination == "hallucinated"


@pytest.mark.parametrize(("unit", "rate"), [("ر.س", 15), ("درهم", 5)])
def test_arabic_vat_by_currency(unit, rate):
    ctx = [{"title": "r.md", "text": f"رسوم الخدمة 1000 {unit} غير شاملة ضريبة القيمة المضافة."}]
    good = f"الرسوم 1000 {unit} + ضريبة القيمة المضافة ({rate}٪) = {1000 + 10 * rate} {unit}."
    assert check(good, ctx).hallucination != "hallucinated", good
    bad = f"الرسوم 1000 {unit} + ضريبة القيمة المضافة ({rate + 5}٪) = {1000 + 10 * (rate + 5)} {unit}."
    assert check(bad, ctx).hallucination == "hallucinated", bad
