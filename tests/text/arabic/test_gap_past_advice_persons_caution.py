"""Three grammars of an Arabic answer that drafts nothing (text/arabic/behaviour.py), each a form the tables had only in
part:

- THE WANTING OF INFORMATION: the verb of being available negated in the past as in the present, with the writer as
  holder or "any information" ("لم تتوفر لدي أي معلومات"، "لم يتوافر لي"، "لم تتوفر أي معلومات") is a gap; the
  same verb of a thing of the world ("لم تتوفر الخدمة في الفرع") is a claim;
- THE ACT'S PERSON: the verbs of checking in the second person feminine or plural ("أقترح أن تسألي إدارة السبا"،
  "تواصلوا مع …") are referrals as the masculine are, and a second act joined by "وأن" ("…، وأن تستشيري طبيبتكِ أيضاً")
  is the same advice; a clause that goes on to a fact, or a channel, stays a claim;
- THE WRITER'S CAUTION: "حتى لا أعطيك رقماً غير دقيق قد يؤثر على قبول سيارتك، الأفضل أن تتحقق من …" — the writer's own
  purpose of not misleading may say what a wrong figure would do; a purpose of the user's ("حتى لا تتأخر") before a fact
  is no advice.

Through groundtest's checker: an empty retrieval answered with these is clean; one that drafts a fact beside them stays
hallucinated."""
from __future__ import annotations

import itertools

import pytest

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_referral, is_refusal

NEGATORS = ["لا", "لم"]
VERBS = ["تتوفر", "يتوفر", "تتوافر", "يتوافر"]
HOLDERS = ["لدي", "لي", "عندي", "أي معلومات"]


@pytest.mark.parametrize("neg,verb,holder", list(itertools.product(NEGATORS, VERBS, HOLDERS)))
def test_information_wanting_is_a_gap(neg, verb, holder):
    assert is_refusal(f"أعتذر منك، {neg} {verb} {holder} حول رسوم تجديد البطاقة الصحية في قطر.")


@pytest.mark.parametrize("sentence", ["لم تتوفر الخدمة في الفرع الشمالي.", "لم يتوفر المقعد في رحلة المساء.",
                                      "تتوفر لدي معلومات عن الرسوم: ٥٠ ريالًا.", "لم تتوفر المواقف يوم الجمعة."])
def test_a_thing_not_available_is_a_claim(sentence):
    assert not is_refusal(sentence)


OPENERS = ["أقترح أن", "أنصحك أن", "الأفضل أن", "يمكنك أن"]
ACTS = ["تسألي", "تتواصلي مع", "تتحققي من", "تراجعي", "تسألوا", "تتواصلوا مع", "تتأكدوا من"]


@pytest.mark.parametrize("opener,act", list(itertools.product(OPENERS, ACTS)))
def test_an_act_of_checking_in_any_person_is_a_referral(opener, act):
    assert is_referral(f"{opener} {act} إدارة السبا مباشرة قبل الحجز.")


@pytest.mark.parametrize("second", ["وأن تستشيري طبيبتكِ أيضاً", "وأن تستشير طبيبك أيضاً", "وأن تتواصلوا مع المدرب"])
def test_a_second_act_after_an_is_the_same_advice(second):
    assert is_referral(f"أقترح أن تسألي إدارة السبا مباشرة قبل الحجز، {second}.")


@pytest.mark.parametrize("sentence", [
    "أقترح أن تسألي إدارة السبا، وستحصلين على خصم عند الحجز.",   # goes on to a fact
    "أقترح أن تسألي إدارة السبا عبر تطبيق السبا.",               # a channel
    "أقترح أن تسألي إدارة السبا، وأن الدخول مجاني للحوامل.",      # "أن" before a fact, no act
    "سؤالي عن السبا مهم.",                                        # a noun, no act
])
def test_advice_neighbours_stay_claims(sentence):
    assert not is_referral(sentence)


CAUTIONS = ["حتى لا أعطيك رقماً غير دقيق قد يؤثر على قبول سيارتك،", "كي لا أضللك بمعلومة قديمة قد تكلفك رسوماً إضافية،",
            "عشان ما أعطيك معلومة غلط ممكن تأثر على حجزك،"]


@pytest.mark.parametrize("caution", CAUTIONS)
def test_the_writers_caution_before_advice(caution):
    assert is_referral(f"{caution} الأفضل أن تتحقق من الحلبة نفسها قبل التسجيل.")


@pytest.mark.parametrize("sentence", [
    "حتى لا تتأخر عن موعدك في الحلبة يوم السبت القادم مع أصدقائك، الأفضل أن تتحقق من الحلبة نفسها.",  # the user's purpose, long
    "حتى لا أعطيك رقماً غير دقيق قد يؤثر على قبول سيارتك، الحد الأقصى 95 ديسيبل.",                    # a fact after it
    "حتى لا أعطيك رقماً غير دقيق قد يؤثر على قبول سيارتك في الحلبة يوم السباق القادم هذا الشهر، الأفضل أن تتحقق.",  # too long
])
def test_caution_neighbours(sentence):
    assert not is_referral(sentence)


EMPTY = [
    ("كم رسوم تجديد البطاقة الصحية في قطر؟",
     "أعتذر منك، لم تتوفر لدي أي معلومات في المصادر الحالية حول رسوم تجديد البطاقة الصحية في قطر، ولا أرغب في ذكر رقم غير مؤكد."),
    ("هل يسمح السبا بدخول الحوامل لغرف البخار؟",
     "أعتذر، لا تتوفر لدي أي معلومات عن سياسة السبا.\n\nأقترح أن تسألي إدارة السبا مباشرة قبل الحجز، وأن تستشيري طبيبتكِ أيضاً."),
    ("ما حدود الضوضاء في الحلبة؟",
     "أعتذر، لا تتوفر لدي أي مستندات عن أيام الحلبة.\n\nحتى لا أعطيك رقماً غير دقيق قد يؤثر على قبول سيارتك، الأفضل أن تتحقق من "
     "الحلبة نفسها قبل التسجيل."),
]
DRAFTED = [
    ("كم رسوم تجديد البطاقة الصحية في قطر؟",
     "لم تتوفر لدي أي معلومات في المصادر، لكن الرسوم عادةً 100 ريال."),
    ("هل يسمح السبا بدخول الحوامل لغرف البخار؟",
     "أقترح أن تسألي إدارة السبا، وأن الدخول مسموح بعد الشهر الثالث."),
    ("ما حدود الضوضاء في الحلبة؟",
     "حتى لا أعطيك رقماً غير دقيق قد يؤثر على قبول سيارتك، الحد الأقصى 95 ديسيبل."),
]


@pytest.mark.parametrize("query,response", EMPTY)
def test_empty_retrieval_answered_with_these_is_clean(query, response):
    assert check(response, [], query).hallucination == "clean"


@pytest.mark.parametrize("query,response", DRAFTED)
def test_empty_retrieval_draft_beside_them_stays_hallucinated(query, response):
    assert check(response, [], query).hallucination == "hallucinated"
