"""THE ELECTRONIC ACT (text.arabic.behaviour.ELECTRONIC_ACTS): a verbal noun of applying, booking, paying or registering
with the adjective "electronic" after it, definite or not ("التقديم الإلكتروني"، "عند الحجز الإلكتروني"، "دفع
إلكتروني"، "الخدمات الإلكترونية"), names the online channel, as "إلكترونياً" does (English "online application"). The
adjective alone does not: "البريد الإلكتروني" is e-mail. Through the checker: an answer's "قدّموا إلكترونياً" over a
context's "التقديم الإلكتروني" passes; over a context that names only e-mail it is still an unnamed channel, and a wrong
fee beside it is still caught."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import channels
from tests.helpers import cli_scored

ACTS = {"تقديم": "إلكتروني", "حجز": "إلكتروني", "دفع": "إلكتروني", "سداد": "إلكتروني", "تسجيل": "إلكتروني",
        "طلب": "إلكتروني", "خدمات": "إلكترونية", "خدمة": "إلكترونية"}
LEADS = ["عند", "عبر", "من خلال", "يتم", ""]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(ACTS)), st.booleans(), st.sampled_from(LEADS), st.sampled_from(["", "و", "ب"]))
def test_the_electronic_act_names_online(act, definite, lead, pre):
    art = "ال" if definite else ""
    text = f"الرسوم ١٠٠ درهم {lead} {pre}{art}{act} {art}{ACTS[act]} فقط."
    assert "online" in channels(text)


@pytest.mark.parametrize("text", ["راسلونا على البريد الإلكتروني.", "أرسل طلبك إلى بريدك الإلكتروني.",
                                  "الشريحة الإلكترونية متاحة.", "السجائر الإلكترونية ممنوعة."])
def test_the_adjective_alone_names_no_online_channel(text):
    assert "online" not in channels(text)


_ONLINE = [{"title": "الهوية.md", "text": "تجديد الهوية للأطفال: الرسوم ١٠٠ درهم لمدة ٥ سنوات. يلزم تحميل صورة شخصية حديثة "
                                        "عند التقديم الإلكتروني. تُضاف رسوم خدمة ٤٠ درهماً عند التقديم عبر مراكز الطباعة."}]
_EMAIL_ONLY = [{"title": "الهوية.md", "text": "تجديد الهوية للأطفال: الرسوم ١٠٠ درهم لمدة ٥ سنوات. تُضاف رسوم خدمة ٤٠ درهماً عند "
                                            "التقديم عبر مراكز الطباعة. للاستفسار راسلونا على البريد الإلكتروني."}]
_Q = "كم رسوم تجديد الهوية؟"


@pytest.mark.parametrize("adverb", ["إلكترونياً", "إلكترونيا"])
def test_the_answers_online_act_passes_over_the_contexts(adverb):
    got = check(f"فلو قدمتوا {adverb}، توفرون ٤٠ درهماً رسوم الخدمة.", _ONLINE, _Q)
    assert got.hallucination != "hallucinated", got.findings


@pytest.mark.parametrize(("answer", "ctx"), [
    ("فلو قدمتوا إلكترونياً، توفرون ٤٠ درهماً رسوم الخدمة.", _EMAIL_ONLY),  # the context names e-mail only
    ("فلو قدمتوا إلكترونياً، توفرون ٥٠ درهماً رسوم الخدمة.", _ONLINE),  # a wrong fee beside the channel
])
def test_wrong_neighbours_are_caught(answer, ctx):
    got = check(answer, ctx, _Q)
    assert got.hallucination == "hallucinated", got.findings


def test_score_reads_the_electronic_act(tmp_path):
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": _Q, "context": _ONLINE,
             "response": "الرسوم ١٠٠ درهم لمدة ٥ سنوات. فلو قدمتوا إلكترونياً، توفرون ٤٠ درهماً رسوم الخدمة."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": _Q, "context": _EMAIL_ONLY,
             "response": "الرسوم ١٠٠ درهم لمدة ٥ سنوات. فلو قدمتوا إلكترونياً، توفرون ٤٠ درهماً رسوم الخدمة."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
