"""THE PER-ONE GRAMMAR (text.arabic.frames._PER_ONE_NOUN): "ل" with a noun and "الواحد" after a figure ("٣ دنانير للخاتم
الواحد") states it per one of that noun, as "لكل خاتم" does. A price restated per another item's noun — the two items'
prices swapped — is stated per something the context never states it per (frame_period); restated per the same noun, in
either form, it agrees."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.frames import per_of
from groundtest.text.arabic.frames import _values as values
from tests.helpers import cli_scored

# (the item, its per-noun, its price)
ITEMS = [("تصغير الخاتم", "للخاتم الواحد", "لكل خاتم", "٣ دنانير"), ("لحام السلاسل", "للقطع الواحد", "لكل قطع", "ديناران"),
         ("تنظيف السجاد", "للمتر الواحد", "لكل متر", "٤ دنانير"), ("كي القمصان", "للقميص الواحد", "لكل قميص", "نصف دينار")]


def _ctx(a, b):
    return [f"قائمة الأسعار:\n- {a[0]}: {a[3]} {a[1]}.\n- {b[0]}: {b[3]} {b[1]}."]


@settings(max_examples=40, deadline=None)
@given(st.permutations(ITEMS))
def test_a_price_per_another_items_noun(items):
    a, b = items[0], items[1]
    ctx = _ctx(a, b)
    ok = check(f"{a[0]}: {a[3]} {a[2]}.", ctx, "كم السعر؟")
    assert ok.hallucination != "hallucinated", ok.findings
    ok = check(f"{a[0]}: {a[3]} {a[1]}.", ctx, "كم السعر؟")
    assert ok.hallucination != "hallucinated", ok.findings
    bad = check(f"{b[0]}: {a[3]} {b[1]}.", ctx, "كم السعر؟")
    assert bad.hallucination == "hallucinated", bad.findings


def test_per_one_reads_the_noun():
    text = "٣ دنانير للخاتم الواحد"
    assert [per_of(text, v) for v in values(text)] == [per_of("٣ دنانير لكل خاتم", v) for v in values("٣ دنانير لكل خاتم")]
    assert [per_of("٥٠ ريالًا للساعة الواحدة", v) for v in values("٥٠ ريالًا للساعة الواحدة")] == ["hour"]
    assert [per_of("٣ دنانير للخاتم", v) for v in values("٣ دنانير للخاتم")] == [None]  # "for the ring": no "one"


def test_score_reads_per_one(tmp_path):
    ctx = [{"title": "prices.md", "text": "- تصغير أو توسيع الخاتم: ٣ دنانير بحرينية للخاتم الواحد.\n- لحام السلاسل المقطوعة: ديناران بحرينيان للقطع الواحد."}]
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": "كم سعر اللحام؟", "context": ctx,
             "response": "لحام السلاسل المقطوعة: ديناران بحرينيان للقطع الواحد."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": "كم سعر اللحام؟", "context": ctx,
             "response": "لحام السلاسل المقطوعة: ٣ دنانير بحرينية للقطع الواحد."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
