"""The channel rule over Arabic claims (claims._arabic_channel, text.arabic.behaviour.CHANNEL_FORMS): a way to reach
the organisation — a text message, WhatsApp, e-mail, a phone line, a site/app/platform — that neither the context nor
the question names is a new fact, in any of its forms and with any proclitic; one the context names (in another form
of its kind, or in English), one denied just before it, and the user's own handset are not."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

import groundtest
from groundtest.text.arabic.behaviour import channels

CONTEXT = ("تصدر الشهادة خلال خمسة عشر يوم عمل من اكتمال الطلب ودفع رسوم التسجيل البالغة ٥٠٠ درهم. "
           "ويمكن متابعة حالة الطلب باستخدام رقم الطلب.")
SUPPORTED = "تصدر **الشهادة** خلال **15 يوم عمل** من اكتمال الطلب ودفع الرسوم (500 درهم)، ويمكنك متابعة حالة طلبك برقم الطلب."
#: a clause naming a channel of each kind, in several forms and with proclitics
INVENTED = {
    "sms": ["وستصلك أيضاً رسالة نصية فور صدور الشهادة", "وسنرسل لك رسالة قصيرة عند صدورها", "وتصلك الرسائل النصية بكل تحديث"],
    "whatsapp": ["ويمكنك أيضاً إرسال طلبك عبر واتساب", "وتابع طلبك بالواتساب", "وتواصل معنا على الواتس"],
    "email": ["وتصلك نسخة من الشهادة على بريدك الإلكتروني", "وسنرسل الشهادة بالبريد الإلكتروني", "وتصلك على الإيميل"],
    "phone": ["ويمكنك الاستفسار عبر الخط الساخن", "أو عبر مركز الاتصال", "ويمكنك المتابعة هاتفياً"],
    "online": ["ويمكنك متابعة الطلب عبر التطبيق", "وتابعه عبر بوابة الخدمات", "ويمكنك الدفع إلكترونياً"],
}
#: the same kind as the context may name it (another form of the kind)
NAMED = {
    "sms": "وتصل إشعارات الطلب برسالة نصية.", "whatsapp": "وللاستفسار راسلنا عبر واتساب.",
    "email": "وتصل الشهادة إلى البريد الإلكتروني المسجل.", "phone": "وللاستفسار اتصل بالهاتف.",
    "online": "ويمكن متابعة الطلب عبر المنصة الإلكترونية.",
}
CASES = [(kind, clause) for kind, clauses in INVENTED.items() for clause in clauses]


@pytest.mark.parametrize(("kind", "clause"), CASES)
def test_each_form_is_read_as_its_kind(kind, clause):
    assert kind in channels(clause)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CASES), st.booleans())
def test_a_channel_the_context_lacks_is_a_new_fact(case, named):
    kind, clause = case
    ctx = CONTEXT + (" " + NAMED[kind] if named else "")
    v = groundtest.check(f"{SUPPORTED}\n\n{clause}. هل تحتاج إلى مساعدة أخرى؟", [{"title": "وقف.md", "text": ctx}],
                         "متى تصدر الشهادة؟")
    channel = [f for f in v.findings if f.severity == "critical" and (f.rule == "channel" or "a channel" in f.notes)]
    if named:
        assert not channel, (clause, v.findings)
    else:  # (the new channel is flagged; a phrase like "الخط الساخن" may be flagged as a name first)
        assert v.hallucination == "hallucinated", (clause, v.findings)


@pytest.mark.parametrize("clause", ["ولا يوجد تطبيق لهذه الخدمة", "ولا تُقبل الطلبات عبر الواتساب", "دون الحاجة إلى البريد الإلكتروني"])
def test_a_channel_denied_is_none(clause):
    assert not channels(clause)


def test_the_users_own_handset_is_no_channel():
    assert not channels("احتفظ بنسخة من رقم الطلب على هاتفك")


def test_a_channel_the_english_context_names_is_known():
    ctx = [{"title": "waqf.md", "text": "The certificate is issued within 15 working days. You will get a text message (SMS) when it is ready."}]
    v = groundtest.check("تصدر الشهادة خلال 15 يوم عمل، وستصلك رسالة نصية عند جاهزيتها.", ctx, "When is it issued?")
    assert not [f for f in v.findings if f.rule == "channel"], v.findings
