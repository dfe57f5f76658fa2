"""Four small grammars of Arabic working (text.arabic.behaviour.working_ops, period_constants), each the Arabic of an
English cue derive already reads:

- THE DIVIDING ROOT (ق-س-م): "لو تقاسمتم المبلغ"، "قسمناها"، "بتقسموها على ١٤"، "بالتقسيم" signal a division (English
  "split", "divided"); the noun قسم ("القسم"، "قسم الطوارئ") does not;
- THE PRICE OF ONE: a sum of money then ل + a definite noun ("أي ٢٤٠ جنيهاً للجلسة") is a rate, a quotient or a factor
  (English "£240 a session", "per");
- THE COUNT OF PERIODS PAID FOR: "لـ١٢ شهر"، "لمدة ثلاث ليال" is a rate times a count (English "for 12 months"); a
  bare ل before a number word names a term ("مؤشر بيبور لثلاثة أشهر"), no count;
- THE SAVING VERB with whom it saves for ("بيوفرلك ٦٠ دولاراً"): a difference, as "يوفر" is;
- THE TWO ADDRESSED: the dual "you" ("لكما"، "كلاكما") is a party of two (English "for you both").

The right working is supported; a wrong result stays flagged (the grammar signals the operation, the arithmetic must
still hold).
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

import groundtest
from groundtest.text.arabic.behaviour import period_constants, working_ops


@pytest.mark.parametrize("text", ["لو تقاسمتم المبلغ فنصيب كل واحد 70 درهماً.", "قسمناها بالتساوي: 70 درهماً لكل واحد.",
                                  "لو بتقسموها على 14 بيطلع 78 جنيه.", "يتقاسمون الفاتورة فيدفع كل منهم 50.",
                                  "بالتقسيم على خمسة يكون 70 درهماً.", "وتقاسموا التكلفة: 70 درهماً للواحد."])
def test_the_dividing_root_signals_a_division(text):
    assert "/" in working_ops(text)


@pytest.mark.parametrize("text", ["راجع قسم الطوارئ في المستشفى 70.", "اذهب إلى القسم المختص بالرسوم.",
                                  "في قسمه 20 موظفاً.", "أقسام المتحف خمسة."])
def test_the_noun_of_the_root_signals_nothing(text):
    assert "/" not in working_ops(text)


@pytest.mark.parametrize("text", ["باقة ٥ جلسات: ١٢٠٠ جنيه، أي ٢٤٠ جنيهاً للجلسة.", "١٢٠ درهماً للشخص = ٢٤٠ درهماً",
                                  "أي 35 ديناراً لليلة."])
def test_a_price_of_one_is_a_rate(text):
    assert {"*", "/"} <= working_ops(text)


@pytest.mark.parametrize("text", ["عمر الطفل ٥ سنوات للتسجيل.", "٢٤٠ جنيهاً", "المسافة 5 كم للمدخل."])
def test_no_money_before_the_noun_is_no_rate(text):
    assert "/" not in working_ops(text)


@pytest.mark.parametrize("text", ["لو دفعت شهري لـ١٢ شهر بيصير ١٨٠ دولاراً.", "لمدة ثلاث ليال تدفع 300.",
                                  "على مدى ستة أشهر يصير المبلغ 90."])
def test_a_count_of_periods_paid_for_is_a_factor(text):
    assert "*" in working_ops(text)


@pytest.mark.parametrize("text", ["لمدة طويلة كان السعر 15.", "الشهر الماضي كان 15.",
                                  "فإن مؤشر بيبور لثلاثة أشهر يبلغ حاليًا نحو 5.8٪."])
def test_a_period_without_a_count_is_no_factor(text):
    assert "*" not in working_ops(text)


@pytest.mark.parametrize("verb", ["بيوفرلك", "يوفرلك", "وفرتلكم", "توفرلكم"])
def test_the_saving_verb_with_its_beneficiary_is_a_difference(verb):
    assert "-" in working_ops(f"فالسنوي {verb} ٦٠ دولاراً.")


@pytest.mark.parametrize("text", ["٢٤٠ درهماً لكما", "لكما أنتما الاثنين", "السعر عليكما ٢٤٠"])
def test_the_dual_you_is_two(text):
    assert 2.0 in period_constants(text)


@pytest.mark.parametrize("text", ["٢٤٠ درهماً لكم", "لك ولعائلتك", "السعر عليك ٢٤٠"])
def test_the_singular_or_plural_you_is_not_two(text):
    assert 2.0 not in period_constants(text)


def _critical(resp: str, ctx: list, query: str) -> list:
    return [f for f in groundtest.check(resp, ctx, query).findings if f.severity == "critical"]


@settings(max_examples=20, deadline=None)
@given(price=st.sampled_from([300, 350, 400, 600]), people=st.sampled_from([2, 4, 5]), wrong=st.booleans())
def test_a_split_share_is_checked(price, people, wrong):
    ctx = [{"title": "رحلات.md", "text": f"سعر القارب الخاص {price} درهم للرحلة ويتسع حتى 6 أشخاص."}]
    share = price // people + (3 if wrong else 0) if price % people == 0 else None
    if share is None:
        return
    resp = f"سعر القارب الخاص **{price} درهم** للرحلة. لو تقاسمتم المبلغ فتكلفة الشخص الواحد {share} درهماً."
    assert bool(_critical(resp, ctx, f"كم سعر القارب لنا {people} أشخاص؟")) == wrong


@settings(max_examples=20, deadline=None)
@given(n=st.sampled_from([4, 5, 10]), each=st.sampled_from([60, 240, 250]), wrong=st.booleans())
def test_a_package_price_per_session_is_checked(n, each, wrong):
    total = n * each
    counted = {4: "الأربع", 5: "الخمس", 10: "العشر"}[n]
    ctx = [{"title": "باقات.md", "text": f"الجلسة الواحدة ٥٠٠ جنيه. باقة الجلسات {counted} سعرها {total} جنيه."}]
    said = each + (17 if wrong else 0)
    resp = f"- **باقة {n} جلسات:** {total} جنيه، أي {said} جنيهاً للجلسة."
    assert bool(_critical(resp, ctx, "كم سعر الجلسات؟")) == wrong


@settings(max_examples=20, deadline=None)
@given(monthly=st.sampled_from([15, 20, 25]), wrong=st.booleans())
def test_a_year_paid_monthly_and_its_saving_are_checked(monthly, wrong):
    yearly = monthly * 12 - 60
    ctx = [{"title": "نادي.md", "text": f"الاشتراك الشهري {monthly} دولاراً، والاشتراك السنوي {yearly} دولاراً."}]
    said = monthly * 12 + (10 if wrong else 0)
    resp = (f"- السعر السنوي: **{yearly} دولاراً**.\n"
            f"- للمقارنة: لو دفعت شهري لـ١٢ شهر بيصير {said} دولاراً، فالسنوي بيوفرلك {said - yearly} دولاراً.")
    assert bool(_critical(resp, ctx, "كم الاشتراك السنوي؟")) == wrong


@settings(max_examples=20, deadline=None)
@given(price=st.sampled_from([90, 120, 150]), wrong=st.booleans())
def test_a_price_for_the_two_addressed_is_checked(price, wrong):
    ctx = [{"title": "جولات.md", "text": f"الجولة الطويلة سعرها {price} درهماً للشخص، وجولة الغروب الخاصة لشخصين سعرها 500 درهم."}]
    said = 2 * price + (30 if wrong else 0)
    resp = f"| الخيار | السعر |\n|---|---|\n| الجولة الطويلة | {price} درهماً للشخص = {said} درهماً لكما |\n| جولة الغروب | 500 درهم |"
    assert bool(_critical(resp, ctx, "أبي أفاجئ زوجتي بجولة، كم السعر؟")) == wrong
