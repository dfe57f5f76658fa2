"""Arabic answers to an empty retrieval that draft nothing (issue 24, text/arabic/behaviour.py), read as the English
twins read them (checker/drafts.py, checker/scaffold.py):

- the sources not given *here* — the conversation, the message or the question in the writer's place ("لم تُرفق بالمحادثة
  أي معلومات عن …") — are a gap, as "لم تُرسل لي أي مستندات" is;
- a list item's number is the list's, no figure ("1. إذا زودتني …، سأستخرج لك المواعيد"، "٢) يمكنك التواصل مع …");
- advice said as the best way ("أفضل طريقة هي سؤال …"، "الخيار الأسلم هو التواصل مع …") is a referral;
- the writer's suggestion announced alone before a colon ("أقترح عليك:"), maybe after the writer's own purpose of not
  misleading ("حتى لا أعطيك معلومة قد تكون خاطئة، أقترح:"), is a lead-in.

Generated over the forms; their wrong neighbours (a service not given, a figure after the number, the best way that is
no act of asking or names a channel, advice with its content before the colon, a fact after the purpose) stay claims,
and an empty retrieval that drafts a fact beside them stays hallucinated."""
from __future__ import annotations

import itertools

import pytest

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_filler, is_referral, is_refusal

# -- the sources not given here ---------------------------------------------------------------------------------------
GIVEN = ["لم تُرفق", "لم يُرسل", "لم تُشارك", "لا يتاح", "لم يتم ترفق"]
HERE = ["بالمحادثة", "في المحادثة", "مع سؤالك", "بالرسالة", "هنا"]
LACKED = ["أي معلومات", "أي مستندات", "أي وثائق", "تفاصيل"]


@pytest.mark.parametrize("verb,here,what", list(itertools.product(GIVEN, HERE, LACKED)))
def test_not_given_here_is_a_gap(verb, here, what):
    assert is_refusal(f"للأسف، {verb} {here} {what} عن خدمات التأجير.")


@pytest.mark.parametrize("sentence", [
    "لا تقدم هنا أي خدمات للأطفال.",             # a service not offered: the world
    "لم تُرفق بالمحادثة صورة الفاتورة، لكن الرسوم عادةً ٥٠ ريالًا.",  # a guess after it
    "تُرفق بالمحادثة أي معلومات تطلبها.",          # not negated
])
def test_not_given_here_neighbours(sentence):
    assert not is_refusal(sentence)


# -- the list's number ------------------------------------------------------------------------------------------------
MARKS = ["1. ", "2) ", "١. ", "**3.** ", "10. "]
ACTS = ["يمكنك أيضاً التواصل مع المزرعة مباشرة لمعرفة أفضل وقت للزيارة.", "إذا زودتني بمعلومات المزرعة، سأستخرج لك المواعيد بدقة.",
        "يسعدني مساعدتك في التخطيط لزيارتك!"]


@pytest.mark.parametrize("mark,act", list(itertools.product(MARKS, ACTS)))
def test_numbered_act_is_no_figure(mark, act):
    assert is_filler(act) and is_filler(mark + act)


@pytest.mark.parametrize("mark,sentence", list(itertools.product(MARKS, [
    "يمكنك التواصل مع المزرعة خلال 3 أيام.",       # a figure after the number is the sentence's
    "يمكنك التواصل مع المزرعة عبر الرقم ٨٠٠١٢٣٤.",
    "يمكنك التواصل مع المزرعة عبر تطبيق المزرعة.",  # a channel
    "المزرعة تفتح يوميًا.",                          # a fact
])))
def test_numbered_claim_stays_a_claim(mark, sentence):
    assert not is_filler(mark + sentence) and not is_referral(mark + sentence)


# -- the best way -----------------------------------------------------------------------------------------------------
BEST = ["أفضل طريقة هي", "أسلم خيار هو", "الخيار الأسلم هو", "الطريقة الأضمن هي", "أسهل حل هو", "أفضل خطوة"]
ASKS = ["سؤال النُّزل مباشرة قبل الحجز.", "التواصل مع الإدارة.", "مراجعة البلدية.", "الاستفسار من المكتب مباشرة."]


@pytest.mark.parametrize("best,ask", list(itertools.product(BEST, ASKS)))
def test_best_way_to_ask_is_a_referral(best, ask):
    assert is_referral(f"{best} {ask}")


@pytest.mark.parametrize("best,rest", list(itertools.product(BEST, [
    "الحجز المسبق.",                              # no act of asking: advice of the world
    "الحجز عبر التطبيق.",
    "التواصل عبر تطبيق النزل.",                   # a channel
    "سؤال النزل، فهم يقدمون خصمًا للطلاب.",      # a fact after it
    "سؤال النزل قبل 3 أيام.",                     # a figure
])))
def test_best_way_neighbours(best, rest):
    assert not is_referral(f"{best} {rest}")


def test_best_time_is_no_referral():
    assert not is_referral("أفضل وقت للزيارة هو الربيع.") and not is_filler("أفضل وقت للزيارة هو الربيع.")


# -- the advice's lead ------------------------------------------------------------------------------------------------
LEADS = ["أقترح", "أقترح عليك", "نقترح عليكم", "أنصحك بما يلي", "نصيحتي لك", "أوصي بالتالي"]
PURPOSES = ["", "حتى لا أعطيك معلومة قد تكون خاطئة، ", "كي لا أخمن، ", "عشان ما أضللك، "]


@pytest.mark.parametrize("purpose,lead", list(itertools.product(PURPOSES, LEADS)))
def test_advice_lead_is_a_lead_in(purpose, lead):
    assert is_filler(f"{purpose}{lead}:")


@pytest.mark.parametrize("purpose,sentence", list(itertools.product(PURPOSES, [
    "أنصحك بالتسجيل مبكرًا.",                      # advice with its content: not a bare lead
    "أقترح الحجز مبكرًا لأن الأماكن تمتلئ بسرعة:",  # a reason of the world before the colon
    "أقترح عليك.",                                  # no colon: nothing follows it
])))
def test_advice_with_content_is_no_lead(purpose, sentence):
    assert not is_filler(purpose + sentence)


@pytest.mark.parametrize("sentence", ["حتى لا أخمن، المتحف يفتح صباحًا:", "حتى لا أخمن، الرسوم 50 ريالًا:"])
def test_fact_after_purpose_is_no_lead(sentence):
    assert not is_filler(sentence)


# -- whole answers to an empty retrieval -------------------------------------------------------------------------------
CLEAN = [
    ("هل يوجد واي فاي في النُّزل؟", "أعتذر 🙏 ليست لديّ أي معلومات حالياً عن توفر الإنترنت في النُّزل، فلا أستطيع تأكيد ذلك.\n\n"
     "أفضل طريقة هي سؤال النُّزل مباشرة قبل الحجز."),
    ("ما الفئات العمرية المسموح بها؟", "لم أجد أي معلومات في المصادر المتاحة لي عن الفئات العمرية.\n\nأقترح عليك:\n"
     "- مراجعة اللجنة المنظمة مباشرة للتأكد من الشروط المعتمدة."),
    ("متى موسم الإزهار في المزرعة؟", "للأسف، لم تصلني أي مستندات عن المزرعة.\n\n**ما يمكنني فعله:**\n"
     "1. إذا زودتني بمعلومات المزرعة، سأستخرج لك المواعيد بدقة.\n2. يمكنك أيضاً التواصل مع المزرعة مباشرة لمعرفة أفضل وقت للزيارة."),
    ("هل تؤجرون سيارات دفع رباعي؟", "للأسف، لم تُرفق بالمحادثة أي معلومات عن خدمات التأجير، لذا لا أعرف إن كانت السيارات "
     "متاحة، ولا أستطيع تأكيد ذلك."),
]
DRAFTED = [
    ("هل يوجد واي فاي في النُّزل؟", "أفضل طريقة هي سؤال النُّزل مباشرة قبل الحجز. الواي فاي عادةً مجاني في الغرف."),
    ("متى موسم الإزهار في المزرعة؟", "أقترح عليك:\n1. يمكنك التواصل مع المزرعة عبر تطبيقها.\n2. الإزهار يبدأ عادةً في شهر مايو."),
    ("هل تؤجرون سيارات دفع رباعي؟", "لم تُرفق بالمحادثة أي معلومات، لكن بشكل عام تتوفر السيارات بسعر ٣٠٠ ريال لليوم."),
]


@pytest.mark.parametrize("query,response", CLEAN)
def test_empty_retrieval_advice_is_clean(query, response):
    assert check(response, [], query).hallucination == "clean"


@pytest.mark.parametrize("query,response", DRAFTED)
def test_empty_retrieval_draft_stays_hallucinated(query, response):
    assert check(response, [], query).hallucination == "hallucinated"
