"""Two readings of an Arabic answer's figures (text.arabic.behaviour):

- labelled_wrong: a counterfactual's outcome the answer itself calls wrong ("لو كان الخصم يشمل الكهرباء
  كما ذكرت، كان بيصير المجموع 1,458 — بس هذا غير صحيح") is not asserted; without the label, or a
  wrong-label on a figure no counterfactual supposes, the figure is still checked;
- working_ops with _PERIOD_PRICE: a period's price in construct with a count of periods ("إيجار شهرين
  (240 ديناراً)") signals a product, so 120 a month × 2 is worked out; a wrong product stays flagged.
"""
from __future__ import annotations

import pytest

import groundtest
from groundtest.text.arabic.behaviour import labelled_wrong, working_ops

OPENERS = ["لو كان الخصم يشمل الكهرباء والماء كما ذكرت، كان بيصير المجموع", "ولو كانت الرسوم على كلامك، كان المجموع",
           "فلو كان الحساب زي ما قلت، بيكون المبلغ"]
LABELS = ["— بس هذا غير صحيح حسب العقد.", "، وهذا خطأ.", "، وده غلط.", "— لكن هذا مو صحيح."]
FIGURES = ["1,458", "2,300 ريال", "٩٥٠ ديناراً"]


def _at(text, fig):
    i = text.index(fig)
    return i, i + len(fig)


@pytest.mark.parametrize("opener", OPENERS)
@pytest.mark.parametrize("label", LABELS)
@pytest.mark.parametrize("fig", FIGURES)
def test_a_counterfactual_called_wrong_is_not_asserted(opener, label, fig):
    text = f"📌 {opener} {fig} {label}"
    assert labelled_wrong(text, *_at(text, fig))


@pytest.mark.parametrize("fig", FIGURES)
@pytest.mark.parametrize("text", [
    "{opener} {fig}.",  # no label: the counterfactual's working is still checked
    "المجموع {fig} {label}",  # a label without a counterfactual: a plain statement
    "{opener} {fig}، والمبلغ الصحيح أقل بكثير من هذا الرقم الذي ذكرته لك {label}",  # the label far after
])
def test_without_both_the_figure_is_checked(fig, text):
    t = text.format(opener=OPENERS[0], fig=fig, label=LABELS[0])
    assert not labelled_wrong(t, *_at(t, fig))


MARINA = [{"title": "أسعار.md", "text": "القوارب من ٣١ إلى ٥٠ قدماً ١٢٠ ديناراً شهرياً. تُضاف ١٥ ديناراً شهرياً للكهرباء. "
           "ويحصل المستأجر على خصم ١٠٪ على الإيجار فقط. ويُطلب تأمين يعادل إيجار شهرين."}]


def test_through_the_checker_the_labelled_counterfactual_passes_and_a_bare_one_does_not():
    q = "بما إن الخصم يشمل الكهرباء، كم بدفع؟"
    ok = groundtest.check("الإيجار 120 ديناراً شهرياً والخصم على الإيجار فقط. لو كان الخصم يشمل الكهرباء كما ذكرت، "
                          "كان بيصير المجموع 1,458 — بس هذا غير صحيح.", MARINA, q)
    assert not [f for f in ok.findings if f.rule == "value" and "1,458" in f.content], ok.findings
    bad = groundtest.check("الإيجار 120 ديناراً شهرياً. المجموع السنوي 1,458 ديناراً.", MARINA, q)
    assert [f for f in bad.findings if f.rule == "value"], bad.findings


PRICES = [("إيجار", "شهرين", 2, "ديناراً شهرياً"), ("أجرة", "ثلاثة أيام", 3, "ديناراً لليوم"),
          ("رسوم", "سنتين", 2, "ديناراً سنوياً"), ("اشتراك", "ستة أشهر", 6, "ديناراً شهرياً")]


@pytest.mark.parametrize(("noun", "count", "n", "per"), PRICES)
def test_a_periods_price_times_a_count_signals_a_product(noun, count, n, per):
    assert "*" in working_ops(f"والتأمين يعادل {noun} {count} (240 ديناراً).")


@pytest.mark.parametrize("text", ["والتأمين يعادل إيجار المرسى (240 ديناراً).", "الإيجار الشهري 120 ديناراً."])
def test_no_count_after_the_price_no_product(text):
    assert "*" not in working_ops(text)


@pytest.mark.parametrize(("noun", "count", "n", "per"), PRICES)
@pytest.mark.parametrize("rate", [40, 75, 120])
def test_the_deposit_of_n_periods_is_worked_out_and_a_wrong_one_flagged(noun, count, n, per, rate):
    ctx = [{"title": "أسعار.md", "text": f"السعر {rate} {per}. ويُطلب تأمين يعادل {noun} {count} يُسترد عند انتهاء العقد."}]
    ok = groundtest.check(f"السعر {rate} {per}. والتأمين يعادل {noun} {count} ({rate * n} ديناراً) ويُسترد لاحقاً.", ctx, "كم التأمين؟")
    assert not [f for f in ok.findings if f.rule == "value"], ok.findings
    bad = groundtest.check(f"السعر {rate} {per}. والتأمين يعادل {noun} {count} ({rate * (n + 1)} ديناراً) ويُسترد لاحقاً.", ctx, "كم التأمين؟")
    assert [f for f in bad.findings if f.rule == "value"], bad.findings
