"""A gap named with the negation fused to its word, in the dialects ("المستندات اللي عندي مفيهاش أي معلومة عن
الواي فاي"، "فمقدرش أأكدلك"): a decline (groundtest.text.arabic.behaviour.is_refusal), seen by the cue gate
(might_refuse) too. Wrong neighbours: the same fused words said of a thing of the world ("الغرفة مفيهاش واي فاي"،
"مقدرش أنام") are no gap."""
from __future__ import annotations

import groundtest
from hypothesis import given, settings, strategies as st

from groundtest.text.arabic.behaviour import is_refusal, might_refuse

SOURCES = ["المستندات اللي عندي", "الملف", "الوثائق", "المستند"]
FUSED = ["مفيهاش", "مافيهاش", "مفيهوش", "مفيهش"]
TOPICS = ["الواي فاي", "مواعيد الزيارة", "رسوم الموقف"]
UNABLE = ["مقدرش", "فمقدرش", "ومقدرش", "منقدرش", "مانجمش"]
TELL = ["أأكدلك", "أحددلك", "نعطيك", "نأكدلك"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(SOURCES), st.sampled_from(FUSED), st.sampled_from(TOPICS), st.sampled_from(["", "**", "للأسف "]))
def test_a_source_with_nothing_in_it_is_a_gap(source, fused, topic, lead):
    s = f"{lead}{source} {fused} أي معلومة عن {topic}."
    assert might_refuse(s) and is_refusal(s)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(UNABLE), st.sampled_from(TELL))
def test_a_fused_inability_to_tell_is_a_gap(unable, tell):
    s = f"{unable} {tell} ده."
    assert might_refuse(s) and is_refusal(s)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["الغرفة", "الشقة", "العربية"]), st.sampled_from(FUSED), st.sampled_from(["واي فاي", "تكييف"]))
def test_fused_words_of_the_world_are_no_gap(thing, fused, what):
    assert not is_refusal(f"{thing} {fused} {what}.")
    assert not is_refusal("مقدرش أنام من الدوشة.")


def test_the_gap_clause_is_quiet_beside_an_answer() -> None:
    ctx = ("يبدأ تقديم الطلاب القدامى من 1 أغسطس حتى 20 أغسطس 2025، وتظهر النتائج خلال أسبوعين. "
           "يُمنع استخدام الأجهزة الكهربائية في الغرف.")
    resp = ("التقديم للطلاب القدامى من 1 أغسطس لحد 20 أغسطس 2025، والنتايج بتظهر خلال أسبوعين. "
            "للأسف المستندات اللي عندي مفيهاش أي معلومة عن الواي فاي أو الإنترنت في الأوض، فمقدرش أأكدلك.")
    v = groundtest.check(resp, [ctx], query="إمتى التقديم للطلاب القدامى؟ وهل في واي فاي في الأوض؟")
    assert not any(f.rule == "extra_sentence" and f.severity == "critical" for f in v.findings), v.findings
