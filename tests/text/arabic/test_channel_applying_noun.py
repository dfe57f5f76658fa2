"""THE ACT OF APPLYING (text.arabic.behaviour.APPLIED_THINGS): «تطبيق» is the app (an "online" channel) and also the
verbal noun of «طبّق», to apply a rule. Followed by the thing applied ("تطبيق الحد الأدنى"، "بعد تطبيق الحدين"، "تطبيق ذلك")
or by «على» and what it is applied to ("### التطبيق على حالتكم"، "بالتطبيق على شيكك") it names no channel, so a worked
answer's heading is no invented app (channel). The app in the same shape — on a device ("حمّل التطبيق على هاتفك"), reached
through ("عبر تطبيق الضريبة"), or named ("تطبيق توكلنا") — is still a channel the context does not name."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from groundtest import check
from groundtest.text.arabic.behaviour import channels

_CTX = ("تُلزم المادة (٢٠) جهة التحكم بإشعار الجهة المختصة فور علمها بحادثة تسرب للبيانات الشخصية، على ألا يتجاوز ذلك "
        "٧٢ ساعة من علمها بالحادثة.")
_Q = "علمت شركتنا بتسرب بيانات. ما آخر موعد لإشعار الجهة المختصة؟"
_FACT = "يجب إشعار الجهة المختصة فور العلم بالحادثة، على ألا يتجاوز ذلك ٧٢ ساعة."

APPLYING = ["### التطبيق على حالتكم", "**التطبيق على حالتك:**", "وبالتطبيق على شركتكم:", "بعد تطبيق الحد الأقصى:",
            "عند تطبيق ذلك على حالتكم:", "تطبيق القاعدة:", "### ٢. التطبيق على وضعكم", "وعند تطبيق هذه المادة:"]
APP = ["ويمكنكم الإشعار عبر التطبيق مباشرة.", "حمّلوا التطبيق على هاتفكم لإرسال الإشعار.",
       "ويتم الإشعار عبر تطبيق الهيئة.", "ويمكن الإشعار من خلال التطبيق على الفور.", "ويمكنكم الإشعار عبر تطبيق القاعدة."]


@pytest.mark.parametrize("text", APPLYING)
def test_the_act_of_applying_names_no_channel(text):
    assert channels(text) == set()


@pytest.mark.parametrize("text", APP)
def test_the_app_is_a_channel(text):
    assert channels(text) == {"online"}


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(APPLYING), st.sampled_from(APP))
def test_a_worked_heading_passes_and_an_invented_app_is_caught(heading, app):
    good = f"{heading}\n- {_FACT}"
    v = check(good, _CTX, query=_Q)
    assert not any(f.rule == "channel" for f in v.findings), (good, v.findings)
    assert v.hallucination != "hallucinated", (good, v.findings)
    bad = check(f"{heading}\n- {_FACT} {app}", _CTX, query=_Q)
    assert bad.hallucination == "hallucinated"
    assert any(f.rule in ("channel", "name") for f in bad.findings), bad.findings  # (a named app: the name rule may say so first)


def test_score_reads_the_act_of_applying(tmp_path):
    from groundtest.cli import main

    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": _Q, "context": [{"title": "pdpl.md", "text": _CTX}],
             "response": f"### التطبيق على حالتكم\n- {_FACT}{tail}"}
            for i, tail in (("applying", ""), ("app", " ويمكنكم الإشعار عبر التطبيق مباشرة."))]
    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    out = tmp_path / "results.jsonl"
    assert main(["score", str(cases), "--no-store", "--results", str(out)]) in (0, 1)
    got = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert not got["applying"]["hallucinated"]
    assert got["app"]["hallucinated"]
