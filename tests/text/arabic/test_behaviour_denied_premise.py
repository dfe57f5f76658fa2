"""The user's figure denied by a negated existence or need in its clause (text.arabic.behaviour.denied_clause,
used by the value rule for a figure stated only in the question): "بما أن السجل لازم يتجدد كل ٥ سنوات" →
"فلا يوجد تجديد كل خمس سنوات" corrects the premise, it does not adopt it. The same figure asserted, or
a denial in another clause, stays flagged."""
from __future__ import annotations

import pytest

import groundtest
from groundtest.text.arabic.behaviour import denied_clause

DENIALS = ["فلا يوجد تجديد كل", "وما في تجديد كل", "ولم يعد هناك تجديد كل", "ولا يلزم التجديد كل", "فليس هناك أي تجديد كل"]
FIGURES = [("خمس سنوات", "٥ سنوات"), ("ثلاث سنوات", "٣ سنوات"), ("عشر سنوات", "١٠ سنوات")]
CTX = [{"title": "السجل.md", "text": "بموجب المرسوم الملكي لم يعد للسجل التجاري تاريخ انتهاء، ويلزم تأكيد البيانات سنوياً "
        "خلال ٣٠ يوماً من ذكرى القيد."}]


@pytest.mark.parametrize("denial", DENIALS)
@pytest.mark.parametrize(("said", "asked"), FIGURES)
def test_the_users_figure_denied_is_not_adopted(denial, said, asked):
    q = f"بما أن السجل التجاري لازم يتجدد كل {asked}، متى أجدد؟"
    resp = f"السجل التجاري لم يعد له تاريخ انتهاء، {denial} {said}. يلزم فقط تأكيد البيانات سنوياً خلال ٣٠ يوماً من ذكرى القيد."
    v = groundtest.check(resp, CTX, q)
    assert not [f for f in v.findings if f.rule == "value" and said in f.content], (resp, v.findings)


@pytest.mark.parametrize(("said", "asked"), FIGURES)
@pytest.mark.parametrize("form", ["يجب تجديد السجل كل {s}.", "لا يوجد رسوم، والتجديد كل {s}.", "التجديد لازم كل {s} ولا يوجد استثناء."])
def test_the_users_figure_asserted_stays_flagged(said, asked, form):
    q = f"بما أن السجل التجاري لازم يتجدد كل {asked}، متى أجدد؟"
    v = groundtest.check(form.format(s=said), CTX, q)
    assert v.hallucination == "hallucinated", v.findings


@pytest.mark.parametrize(("text", "fig", "want"), [
    ("فلا يوجد تجديد كل خمس سنوات", "خمس", True),
    ("ما في رسوم 50 ريال", "50", True),
    ("لا يوجد رسوم، والتجديد كل خمس سنوات", "خمس", False),
    ("لا يوجد تجديد للسجل في الوقت الحالي بالنسبة للسجلات القديمة كل خمس سنوات", "خمس", False),
])
def test_the_denial_reaches_three_words_within_its_clause(text, fig, want):
    assert denied_clause(text, text.index(fig)) is want
