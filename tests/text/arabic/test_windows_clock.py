"""A clock-time window (issue 24, text.arabic.windows + derive.Ledger._arabic_clock_window): the context states a
window in minutes ("يُلغى الحجز إذا لم تصل خلال ١٠ دقائق من الموعد"), the question names two clock times (the
appointment and the arrival), and the answer judges the user to be inside the window. The judgement is wrong when
the two times are further apart than the window (5:00 to 5:15 is past 10 minutes), right when they are not; a
sentence that says the user is outside, or only states the rule under a condition, is no such judgement."""
from __future__ import annotations

import pytest

import groundtest
from groundtest.text.arabic.windows import judged_inside

# (context's sentence with {n} the window, the noun the answer calls it)
RULES = [
    ("يمكن حجز شاحن سريع عبر التطبيق، ويُلغى الحجز تلقائياً إذا لم تصل خلال {n} من الموعد.", "المهلة"),
    ("يُحتفظ بموعد العيادة لمدة {n} بعد الوقت المحدد، ثم يُعطى لمريض آخر.", "فترة السماح"),
    ("تنتظر الحافلة المدرسية الطلاب {n} عند كل محطة ثم تغادر.", "وقت الانتظار"),
]
# (the window as the context writes it, in minutes, as the answer writes it)
WINDOWS = [("١٠ دقائق", 10, "10 دقائق"), ("ربع ساعة", 15, "ربع ساعة"), ("٢٠ دقيقة", 20, "20 دقيقة")]
# (appointment, arrival, minutes apart) as the question writes them, and as the answer restates them
TIMES = [("٥:٠٠ العصر", "٥:١٥", "5:00", "5:15", 15), ("9:50 الصبح", "10:05", "9:50", "10:05", 15),
         ("الساعة 7:30 مساءً", "7:42", "7:30", "7:42", 12), ("٣:٠٠", "٣:٢٥", "3:00", "3:25", 25),
         ("11:55", "12:04", "11:55", "12:04", 9)]
JUDGED = ["فأنت **ما زلت ضمن {w}** وسيبقى حجزك محفوظاً ✅", "يعني أنت لسه داخل {w}.",
          "لذلك ستكون ضمن {w} بإذن الله."]


def check(rule, window, noun, times, judged):
    ctx_w, _, ans_w = window
    a_q, b_q, a, b, _ = times
    ctx = [{"title": "القواعد.md", "text": rule.format(n=ctx_w)}]
    q = f"موعدي {a_q} بس بوصل {b_q} بسبب الزحمة. بيبقى الموعد؟"
    answer = f"موعدك {a}، و{noun} {ans_w}، وبما أنك ستصل الساعة {b}، {judged.format(w=noun)}"
    return groundtest.check(answer, ctx, q)


def window_findings(verdict):
    return [f for f in verdict.findings if "judged inside" in (f.notes or "")]


@pytest.mark.parametrize("rule,noun", RULES)
@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("times", TIMES)
@pytest.mark.parametrize("judged", JUDGED)
def test_inside_judgement_is_checked_against_the_questions_times(rule, noun, window, times, judged):
    v = check(rule, window, noun, times, judged)
    late = times[4] > window[1]
    assert bool(window_findings(v)) == late, (times, window, v.findings)
    if late:
        assert any(f.severity == "critical" for f in window_findings(v)), v.findings


@pytest.mark.parametrize("rule,noun", RULES)
@pytest.mark.parametrize("times", TIMES)
@pytest.mark.parametrize("outside", ["للأسف **تجاوزت {w}** وسيُلغى الحجز.", "فأنت لست ضمن {w}.",
                                     "إذا وصلت خلال {w} يبقى الحجز.", "فأنت خارج {w} للأسف."])
def test_an_outside_or_conditional_sentence_is_no_inside_judgement(rule, noun, times, outside):
    v = check(rule, WINDOWS[0], noun, times, outside)
    assert not window_findings(v), v.findings


@pytest.mark.parametrize("text", ["فأنت ما زلت ضمن المهلة", "يعني أنت داخل الوقت المسموح", "لا تزال خلال فترة السماح",
                                  "وبالتالي أنت في حدود المهلة", "لسه ضمن المهلة"])
def test_grammar_inside(text):
    assert judged_inside(text)


@pytest.mark.parametrize("text", ["ضمن المهلة", "إذا وصلت خلال المهلة يبقى الحجز", "فأنت لست ضمن المهلة",
                                  "لقد تجاوزت المهلة، فأنت خارج الوقت", "لن تكون ضمن المهلة", "يعني أنت متأخر عن المهلة",
                                  "فأنت ما زلت ضمن المهلة لو وصلت قبل 5:10"])
def test_grammar_not_a_plain_inside_judgement(text):
    assert not judged_inside(text)
