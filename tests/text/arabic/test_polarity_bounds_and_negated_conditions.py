"""Three grammars of text.arabic.polarity, each a negator that is not the clause's:

- THE BOUND GRAMMAR: a negator before a verb of comparison ("لا تقل عن 90 يومًا"، "ألا يتجاوز"، the spoken "ما يزيدش")
  states a bound on the figure, the same as "90 يومًا على الأقل": no negation of the clause;
- THE NEGATED-CONDITION GRAMMAR with "إن": "إن لم تفز يُعاد إليك الضمان"، "فإن لم تُستلم أُعيدت" — "أن" never takes "لم", so
  before "لم" it is the conditional, whose negator negates the condition only;
- THE RESUMED-RELATIVE GRAMMAR: "ما تنص عليه اللائحة" (what the regulation states): a preposition carrying the pronoun that
  returns to the "ما" makes it "what", no spoken negator.

A correct restatement passes; the same shape with the clause's polarity flipped, the bound turned the other way or an
invented figure is still caught."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest import check, score
from groundtest.model import Case
from groundtest.text.arabic.polarity import read, polar_clauses

_IQAMA = ("تأشيرة الخروج والعودة للمقيمين: رسوم التأشيرة المفردة 200 ريال لمدة شهرين. يُشترط أن تكون هوية المقيم سارية لمدة "
          "لا تقل عن 90 يومًا عند إصدار التأشيرة. يمكن إلغاء التأشيرة غير المستخدمة خلال مدة صلاحيتها، ولا تُسترد رسومها.")
_Q = "هل في شرط على الإقامة؟"
#: the floor said in its forms, each a restatement of "لا تقل عن 90 يومًا"
FLOORS = ["**90 يومًا على الأقل**", "90 يومًا كحد أدنى", "لمدة لا تقل عن 90 يومًا", "لمدة ألا تقل عن 90 يومًا",
          "90 يومًا فأكثر"]
OPENERS = ["لازم تكون هوية المقيم سارية", "يجب أن تكون هوية المقيم سارية", "يُشترط أن تكون هوية المقيم (الإقامة) سارية"]
TAILS = [" عند إصدار التأشيرة.", " عند إصدار التأشيرة 👍", " عند إصدار التأشيرة 🙂"]


def _verdict(response: str, context: str = _IQAMA, query: str = _Q) -> str:
    return check(response, context, query=query).hallucination


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(OPENERS), st.sampled_from(FLOORS), st.sampled_from(TAILS))
def test_a_floor_restates_a_negated_comparison(opener, floor, tail):
    good = f"{opener} {floor}{tail}"
    assert _verdict(good) != "hallucinated", check(good, _IQAMA, query=_Q)
    # wrong neighbours: the rule's polarity flipped, the floor turned into a ceiling, an invented figure
    assert _verdict(f"لا يُشترط أن تكون هوية المقيم سارية {floor}{tail}") == "hallucinated"
    assert _verdict(f"{opener} 90 يومًا على الأكثر{tail}") == "hallucinated"
    assert _verdict(f"{opener} {floor.replace('90', '60')}{tail}") == "hallucinated"


def test_the_bound_negator_is_not_the_clauses():
    for text in ("لمدة لا تقل عن 90 يومًا", "على ألا تقل المسافة عن كيلومتر واحد", "وألا تقل مدة الخدمة عن ٣ أشهر", "بغرامة لا تزيد على 100 دينار",
                 "بوزن إجمالي ما يزيدش عن 30 كيلو", "مدة ما تقلش عن 90 يوم", "في أجل لا يتجاوز 15 يومًا"):
        assert [read(c)[1] for c in polar_clauses(text)] == [False], text
    # a negator of the clause stays one: of a verb that compares nothing, before the comparison, or a plain "ما" negation
    for text in ("لا يُشترط أن تقل المدة عن 90 يومًا", "لا تُسترد الرسوم", "ما نقدر نرجع المبلغ", "لا يجوز التحويل"):
        assert any(read(c)[1] for c in polar_clauses(text)), text


_AUCTION = ("مبلغ ضمان دخول المزاد 2,000 ريال، ويُعاد لغير الفائزين خلال 5 أيام عمل من إغلاق المزاد. تبقى البطاقة في "
            "الجهاز 60 يومًا، فإن لم تُستلم أُعيدت إلى الأرشيف وتُستلم بعدها من مكاتب خدمة العملاء.")
CONDITIONS = ["إن لم تفز", "وإن لم تفز", "فإن لم تفز", "إذا لم تفز", "لو ما فزت"]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(CONDITIONS), st.sampled_from(["خمسة أيام عمل", "5 أيام عمل"]))
def test_a_negated_condition_does_not_negate_its_answer(cond, days):
    q = "متى يرجع الضمان؟"
    good = f"{cond} يُعاد إليك الضمان خلال **{days}** من إغلاق المزاد."
    assert _verdict(good, _AUCTION, q) != "hallucinated", check(good, _AUCTION, query=q)
    # wrong neighbours: the answer itself negated, an invented period
    assert _verdict(f"{cond} لا يُعاد إليك الضمان خلال {days} من إغلاق المزاد.", _AUCTION, q) == "hallucinated"
    assert _verdict(good.replace("خمسة", "عشرة").replace("5 ", "10 "), _AUCTION, q) == "hallucinated"


def test_a_negated_condition_in_the_context():
    q = "كم يوم تظل البطاقة في الجهاز؟"
    good = "تظل البطاقة في الجهاز 60 يومًا. إذا ما استلمتها ترجع للأرشيف، وتقدر تستلمها بعدين من **مكاتب خدمة العملاء**."
    assert _verdict(good, _AUCTION, q) != "hallucinated", check(good, _AUCTION, query=q)
    denied = "تظل البطاقة في الجهاز 60 يومًا. إذا ما استلمتها ترجع للأرشيف، ولا تُستلم بعدها من مكاتب خدمة العملاء."
    assert _verdict(denied, _AUCTION, q) == "hallucinated"
    assert _verdict(good.replace("60 يومًا", "90 يومًا"), _AUCTION, q) == "hallucinated"
    # "أن لا" (that … not) is no conditional: still a negation
    assert [read(c)[1] for c in polar_clauses("يجب أن لا تدفع الرسوم")] == [True]


_CAMP = ("لائحة-المخيمات-الربيعية.md: وفقًا للمادة (5) من اللائحة المنظِّمة للمخيمات الربيعية يبدأ موسم التخييم في 15 نوفمبر "
         "وينتهي في 15 مارس.")


def test_a_resumed_relative_ma_is_what():
    for text in ("إليك ما تنص عليه اللائحة المنظِّمة للمخيمات الربيعية", "هذا ما تحتاج إليه", "كل ما يترتب عليها"):
        assert [read(c)[1] for c in polar_clauses(text)] == [False], text
    for text in ("ما تنص اللائحة على ذلك", "ما تحتاج تصريح"):  # the spoken negator, with no returning pronoun
        assert any(read(c)[1] for c in polar_clauses(text)), text
    q = "متى يبدأ الموسم؟"
    good = "إليك ما تنص عليه اللائحة المنظِّمة للمخيمات الربيعية: يبدأ الموسم في **15 نوفمبر** وينتهي في 15 مارس."
    assert _verdict(good, _CAMP, q) != "hallucinated", check(good, _CAMP, query=q)
    assert _verdict(good.replace("15 نوفمبر", "1 نوفمبر"), _CAMP, q) == "hallucinated"


def test_score_reads_the_floor_and_the_condition():
    cases = [Case(id="floor", type="answerable", expect="answer", query=_Q, context=[{"title": "iqama.md", "text": _IQAMA}],
                  response="لازم تكون هوية المقيم سارية **90 يومًا على الأقل** وقت إصدار التأشيرة."),
             Case(id="flipped", type="answerable", expect="answer", query=_Q, context=[{"title": "iqama.md", "text": _IQAMA}],
                  response="لا يُشترط أن تكون هوية المقيم سارية 90 يومًا على الأقل وقت إصدار التأشيرة."),
             Case(id="condition", type="answerable", expect="answer", query="متى يرجع الضمان؟",
                  context=[{"title": "auction.md", "text": _AUCTION}],
                  response="إن لم تفز يُعاد إليك الضمان خلال **خمسة أيام عمل** من إغلاق المزاد.")]
    floor, flipped, condition = score(cases)
    assert not floor.hallucinated and not condition.hallucinated
    assert flipped.hallucinated


_LOAN = ("يحق للمستأجر إنهاء العقد بإشعار مدته شهران. ويجب ألا تتجاوز الأقساط الشهرية 40% من الدخل الشهري الصافي. "
         "ويُشترط أن تكون مدة الإقامة المتبقية لا تقل عن 90 يومًا عند التقديم.")


@pytest.mark.parametrize("said, turned", [
    ("الأقساط الشهرية لا تتجاوز 40% من الدخل الشهري الصافي.", False),
    ("يجب ألا تتجاوز الأقساط الشهرية 40% من الدخل الشهري الصافي.", False),
    ("الأقساط الشهرية تتجاوز 40% من الدخل الشهري الصافي.", True),
    ("يجوز أن تتجاوز الأقساط الشهرية 40% من الدخل الشهري الصافي.", True),
    ("يُشترط أن تكون مدة الإقامة المتبقية 90 يومًا على الأقل عند التقديم.", False),
    ("يُشترط أن تكون مدة الإقامة المتبقية تقل عن 90 يومًا عند التقديم.", True),
])
def test_a_bound_turned_the_other_way_is_still_a_flip(said, turned):
    v = check("يحق للمستأجر إنهاء العقد بإشعار مدته شهران.\n\n" + said, _LOAN)
    assert (v.hallucination == "hallucinated") == turned, v.findings
