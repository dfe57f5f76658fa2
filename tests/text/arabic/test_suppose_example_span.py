"""THE EXAMPLE'S SPAN (suppose.supposed): a noun of duration right before the figure ("لمدة"، "بمدة") is the rule's bound
in a bare condition ("إذا استمر الغياب لمدة 15 يومًا") but the length of the case in a clause an example word opens
("**مثال:** إذا كانت إقامتك لمدة سنتين: 2 × 100 = 200"): supposed there. The other bounds (قبل، خلال، بحد …) stay the
rule's even in an example, and without an example word the span stays a bound."""
from __future__ import annotations

import itertools

import pytest

from groundtest.checker import check
from groundtest.text.arabic.suppose import supposed

EXAMPLES = ["**مثال:** ", "مثال عملي: ", "مثلًا ", "على سبيل المثال، ", "كمثال: "]
CASES = ["إذا كانت إقامتك لمدة", "لو حجزت لمدة", "إذا اشتركت بمدة", "لو كانت إقامتك الجديدة لمدة"]
FIGS = ["سنتين", "3 سنوات", "ثلاثة أشهر", "٥ ليالٍ"]


@pytest.mark.parametrize(("lead", "case", "fig"), list(itertools.product(EXAMPLES, CASES, FIGS)))
def test_a_span_in_an_example_is_supposed(lead, case, fig):
    text = f"{lead}{case} {fig}: تحسب الرسوم عن كل سنة."
    if lead == "على سبيل المثال، ":
        text = text.replace("، ", " ", 1)  # the phrase in the clause itself
    assert supposed("quantity", fig, text, text.index(fig))


@pytest.mark.parametrize(("case", "fig"), list(itertools.product(CASES, FIGS)))
def test_a_span_without_an_example_word_is_the_rules(case, fig):
    text = f"{case} {fig}: تحسب الرسوم عن كل سنة."
    assert not supposed("quantity", fig, text, text.index(fig))


@pytest.mark.parametrize(("lead", "bound"), list(itertools.product(EXAMPLES[:3], ["قبل", "خلال", "بحد أقصى", "حتى"])))
def test_other_bounds_stay_the_rules_in_an_example(lead, bound):
    text = f"{lead}إذا ألغيت {bound} 48 ساعة تسترد المبلغ."
    assert not supposed("quantity", "48 ساعة", text, text.index("48 ساعة"))


CONTEXT = ("رسوم تجديد البطاقة للمقيمين ١٠٠ درهم عن كل سنة من مدة الإقامة، وتُضاف رسوم خدمة إلكترونية قدرها ٤٠ درهمًا "
           "على كل طلب.")


@pytest.mark.parametrize(("total", "ok"), [("240", True), ("260", False)])
def test_the_worked_example_is_checked(total, ok):
    answer = ("- رسوم التجديد: ١٠٠ درهم عن كل سنة، و٤٠ درهمًا رسوم خدمة.\n"
              f"**مثال:** إذا كانت إقامتك الجديدة لمدة سنتين: 2 × 100 = 200 درهم، ثم 200 + 40 = **{total} درهمًا** إجمالًا.")
    got = check(answer, [{"title": "a.md", "text": CONTEXT}], "كم رسوم تجديد الهوية؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
