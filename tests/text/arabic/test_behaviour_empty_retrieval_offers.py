"""What an Arabic answer over an empty retrieval may say beside its abstention (text.arabic.behaviour): four grammars of
sentences that state nothing of the world —

THE WRITER'S THANKS: "أشكرك على رغبتك في التبرع ❤️" opens as a pleasantry (PLEASANTRY_OPENERS);
THE WRITER'S ABILITY TO HELP (_CAN_HELP): "ويمكنني أيضًا مساعدتك في ترتيب قائمة بالأسئلة" — "I can", an adverb maybe,
"help you";
THE USER'S SHARING: "إذا شاركتني دليل الخدمة أو لقطة من صفحتها، سأشرحها لك خطوة بخطوة" — an offer on the user's
sharing (OFFERS);
THE CHANNEL ITSELF (_ITSELF): a referral to the channel the user named, pointed back to by "itself" ("يمكنك التحقق من
ذلك لدى منصة قوى نفسها"، "الاطلاع … في منصة ناجز نفسها"): no new channel.

A value, a channel named without "itself", or a fact of the world beside them is still a claim, and over an empty
retrieval a drafted answer."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_filler, is_referral
from tests.helpers import cli_scored

_LEAD = "أعتذر، لم أجد في المستندات المتاحة لديّ أي معلومات عن ذلك، لذلك لا أستطيع تحديده. "


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["أشكرك", "نشكرك", "أشكركم"]), st.sampled_from(["على رغبتك في التبرع", "على سؤالك", "على ثقتك"]),
       st.sampled_from(["", " ❤️", " 🙏"]))
def test_thanks_is_a_pleasantry(thanks, what, emoji):
    assert is_filler(f"{thanks} {what}{emoji}")
    assert not is_filler(f"{thanks} {what}، والرسوم 50 ريالاً.")


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["يمكنني", "ويمكنني", "أستطيع", "بإمكاني"]), st.sampled_from(["", "أيضًا ", "كذلك "]),
       st.sampled_from(["مساعدتك", "أن أساعدك"]))
def test_the_writers_ability_to_help_is_an_offer(can, adverb, help_):
    assert is_filler(f"{can} {adverb}{help_} في ترتيب قائمة بالأسئلة التي تريد طرحها على الجهة المختصة.")
    assert not is_filler(f"{can} {adverb}{help_}، والرسوم تُدفع عبر تطبيق توكلنا.")


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["إذا شاركتني", "لو شاركتني", "إن شاركتني"]))
def test_an_offer_on_the_users_sharing(cond):
    assert is_filler(f"{cond} دليل الخدمة أو لقطة من صفحتها، سأشرحها لك خطوة بخطوة.")


@pytest.mark.parametrize(("sentence", "ok"), [
    ("يمكنك التحقق من ذلك لدى منصة قوى نفسها.", True),
    ("يمكنك الاطلاع على الخدمات المتاحة في منصة ناجز نفسها أو الاستفسار من المحكمة المختصة.", True),
    ("يمكنك التحقق من ذلك من التطبيق نفسه.", True),
    ("يمكنك التحقق من ذلك لدى منصة قوى.", False),  # a channel named, not pointed back to
    ("يمكنك التقديم عبر منصة أبشر نفسها خلال 3 أيام.", False),  # a figure
])
def test_the_channel_itself_is_a_referral(sentence, ok):
    assert is_referral(sentence) is ok


@pytest.mark.parametrize(("tail", "ok"), [
    ("يمكنك التحقق من ذلك لدى منصة قوى نفسها.", True),
    ("ويمكنني أيضًا مساعدتك في ترتيب قائمة بالأسئلة التي تريد طرحها على الجهة المختصة.", True),
    ("يستغرق النقل عادة 5 أيام عمل عبر منصة قوى.", False),
    ("يمكنك تقديم الطلب عبر تطبيق توكلنا.", False),
])
def test_check_over_an_empty_retrieval(tail, ok):
    got = check(_LEAD + tail, [], "كم يستغرق نقل الخدمات عبر قوى؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings


def test_score_over_an_empty_retrieval(tmp_path):
    rows = [{"id": "ok", "type": "unanswerable", "expect": "abstain", "query": "كيف أطلب نسخة من صك الحكم عن طريق ناجز؟",
             "context": [], "response": _LEAD + "يمكنك الاطلاع على الخدمات المتاحة في منصة ناجز نفسها أو الاستفسار من المحكمة المختصة."},
            {"id": "bad", "type": "unanswerable", "expect": "abstain", "query": "كيف أطلب نسخة من صك الحكم عن طريق ناجز؟",
             "context": [], "response": _LEAD + "تطلب النسخة من خدمة الصكوك في ناجز وتصلك خلال يومين."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
