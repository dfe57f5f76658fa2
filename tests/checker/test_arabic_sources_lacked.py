"""THE SOURCES LACKED (text.arabic.behaviour._GAPS): the writer says it has no document, or was given none, to answer
from — "ما عندي أي مستند متاح حاليًا يتناول …"، "ليس لدي أي وثائق عن …" (a holder and a source noun), "لم يتم تزويدي بأي
مستندات عن …"، "لم تُتح لي أي وثائق عن …"، "لم تصلني أي وثائق" (a verb of giving or reaching whose object is the writer).
The clause names a gap, no claim, even beside a decline after it in the same sentence. A third party's lack ("لم يتم
تزويد العميل بأي مستندات"، "لا تقدم الشركة أي مستندات"، "ما عندك أي مستند") is a statement of the world and stays one."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.abstention import make_detector
from groundtest.text.analysis import analyse

DET = make_detector([])

LACKED = [
    "ليس لدي أي مستند عن رسوم ديوا.",
    "لا أملك مستندات تتناول رسوم ديوا.",
    "للأسف، ما عندي أي مستند متاح حاليًا يتناول الإجازات الدراسية للموظفين.",
    "لم يتم تزويدي بأي مستندات عن رسوم ديوا.",
    "للأسف، لم تُتح لي أي وثائق عن سياسة الخطوط الملكية المغربية بشأن بطاريات الليثيوم.",
    "لم تصلني أي وثائق عن رسوم ديوا.",
    "لم يُقدَّم لي أي مستند عن رسوم ديوا.",
]
NOT_LACKED = [
    "لم يتم تزويد العميل بأي مستندات عن الرسوم.",
    "لا تقدم الشركة أي مستندات للعميل.",
    "لم تصلك أي وثائق من البنك.",
    "ما عندك أي مستند يثبت الدفع؟",
    "لا يقدم لك المكتب أي مستندات.",
]


@pytest.mark.parametrize("sentence", LACKED)
def test_the_writer_without_sources_names_a_gap(sentence):
    assert DET.is_refusal(sentence), sentence


@pytest.mark.parametrize("sentence", NOT_LACKED)
def test_a_third_partys_lack_is_no_gap(sentence):
    assert not DET.is_refusal(sentence), sentence


def test_the_gap_clause_before_a_decline_is_quiet():
    s = ("للأسف، لم يتم تزويدي بأي مستندات عن رسوم ديوا أو العدادات، لذا لا أستطيع إعطاءك رقمًا دقيقًا دون المخاطرة "
         "بمعلومة خاطئة.")
    a = analyse(s, DET)
    assert a.gap_clauses(0)[0][0] == 0, a.gap_clauses(0)


def test_a_guess_after_the_lack_is_still_an_answer():
    assert not DET.is_refusal("ليس لدي مستند، لكن عادةً الرسوم 50 درهمًا.")


@pytest.mark.parametrize("response", [
    "شكرًا لسؤالك! للأسف، لم يتم تزويدي بأي مستندات عن رسوم ديوا أو العدادات، لذا لا أستطيع إعطاءك رقمًا دقيقًا دون "
    "المخاطرة بمعلومة خاطئة. 🙏",
    "شكرًا على سؤالك 🙏\n\nللأسف، **ما عندي أي مستند** متاح حاليًا يتناول الإجازات الدراسية للموظفين، لذلك ما أقدر أعطيك "
    "إجابة دقيقة عن الاستحقاق أو المدة أو المرتب.",
])
def test_an_empty_retrieval_declined_is_clean(response):
    v = check(response, [], query="كم رسوم تركيب عداد ذكي جديد لدى ديوا؟")
    assert v.hallucination != "hallucinated", v


def test_a_drafted_answer_beside_the_lack_is_still_flagged():
    v = check("لم يتم تزويدي بأي مستندات عن رسوم ديوا، لكن الرسوم عادةً ٥٠٠ درهم.", [],
              query="كم رسوم تركيب عداد ذكي جديد لدى ديوا؟")
    assert v.hallucination == "hallucinated", v
