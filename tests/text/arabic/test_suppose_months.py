"""Calendar reasoning from a stated lead time (text.arabic.suppose.supposed_month and
lookups._month_supposed_or_led): "يجوز التجديد قبل انتهائها بـ ٣ أشهر" → "مثلًا إذا كانت رخصتك تنتهي في
نهاية ديسمبر، تقدر تبدأ من نهاية سبتمبر". The month after an example cue is supposed; the month a
stated count of months leads to from it is worked out. A month the count does not reach, or months
without an example cue, stay flagged."""
from __future__ import annotations

import pytest

import groundtest
from groundtest.text.arabic.suppose import supposed_month

MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
COUNTS = {2: ("شهرين", "شهرين"), 3: ("٣ أشهر", "ثلاثة أشهر"), 6: ("٦ أشهر", "ستة أشهر")}
SUBJECTS = [("تجديد الرخصة", "رخصتك", "تنتهي"), ("تجديد جواز السفر", "جوازك", "ينتهي"),
            ("تجديد الإقامة", "إقامتك", "تنتهي")]
CUES = ["يعني مثلاً إذا كانت", "على سبيل المثال، لو كانت", "لنفترض أن"]


def _case(subject: int, n: int, end: int, said: int, cue: str):
    noun, yours, verb = SUBJECTS[subject]
    ctx = [{"title": "التجديد.md", "text": f"يجوز {noun} قبل انتهائها بـ {COUNTS[n][0]}، وتفرض غرامة بعد الانتهاء."}]
    resp = (f"يجوز {noun} **قبل الانتهاء ب{COUNTS[n][1]}**. {cue} {yours} {verb} في نهاية {MONTHS[end]}، "
            f"تقدر تبدأ التجديد من نهاية {MONTHS[said]}.")
    return resp, ctx


def _value_findings(resp, ctx):
    return [f for f in groundtest.check(resp, ctx, "متى أقدر أجدد؟").findings if f.rule == "value"]


@pytest.mark.parametrize("n", sorted(COUNTS))
@pytest.mark.parametrize("end", [0, 4, 11])
@pytest.mark.parametrize("subject", range(len(SUBJECTS)))
@pytest.mark.parametrize("cue", CUES[:2])
def test_the_month_a_lead_time_gives_is_worked_out(n, end, subject, cue):
    resp, ctx = _case(subject, n, end, (end - n) % 12, cue)
    assert not _value_findings(resp, ctx), resp


@pytest.mark.parametrize("n", sorted(COUNTS))
@pytest.mark.parametrize("end", [0, 4, 11])
@pytest.mark.parametrize("off", [1, 4])
def test_a_month_the_lead_time_does_not_give_stays_flagged(n, end, off):
    said = (end - n + off) % 12
    if (said - end) % 12 in {k % 12 for k in COUNTS if k == n} or (end - said) % 12 == n % 12:
        pytest.skip("the wrong month happens to be the right one")
    if MONTHS[said] == "مارس":
        said = (said + 3) % 12  # "مارس" alone is also "practised": text.arabic.dates reads it only beside a day
    resp, ctx = _case(0, n, end, said, CUES[0])
    assert _value_findings(resp, ctx), resp


def test_months_without_an_example_cue_stay_flagged():
    resp, ctx = _case(0, 3, 11, 8, "وإذا كانت")
    assert _value_findings(resp, ctx), resp


@pytest.mark.parametrize(("text", "want"), [
    ("مثلاً إذا كانت رخصتك تنتهي في نهاية ديسمبر", True),
    ("على سبيل المثال لو سافرت في مارس", True),
    ("لنفترض أنك وصلت في أول يونيو", True),
    ("إذا كانت رخصتك تنتهي في ديسمبر", False),  # a bare condition may state the rule's month
    ("مثلاً، تقدر تبدأ من نهاية سبتمبر", False),  # after a bound: the month the rule leads to
    ("مثلاً قبل ديسمبر", False),
    ("مثلاً إذا دفعت 50 ديناراً في ديسمبر", False),  # another figure between: the clause states, not supposes
])
def test_the_month_supposed(text, want):
    month = text.rsplit(" ", 1)[1]
    assert supposed_month(text, text.rindex(month)) is want
