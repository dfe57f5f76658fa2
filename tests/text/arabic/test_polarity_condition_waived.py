"""THE CONDITION WAIVED (text.arabic.polarity._condition_waived): the context allows an act only with a condition
("لا يجوز للمدين … التصرف في أمواله … إلا بإذن من المحكمة"، "بشرط إبلاغ الفندق") and the answer does it "without"
it ("دون حاجة إلى إذن المحكمة"، "بدون إذن"، "دون إبلاغ"): the other polarity. The condition kept ("إلا بإذن"), or the
act denied without it ("لا يجوز … دون إذن"), is the context's rule."""
from __future__ import annotations

import pytest

import groundtest

COURT = "ولا يجوز للمدين خلال الإجراءات التصرف في أمواله خارج نطاق النشاط المعتاد إلا بإذن من المحكمة."
HOTEL = "يمكن تغيير موعد الحجز مرة واحدة بشرط إبلاغ الفندق قبل 72 ساعة."


def critical(response, context):
    v = groundtest.check(response, [{"title": "a.md", "text": context}], "هل يجوز؟")
    return [f for f in v.findings if f.severity == "critical"]


@pytest.mark.parametrize("without", ["بدون إذن المحكمة", "دون إذن من المحكمة", "من غير إذن المحكمة"])
def test_the_courts_permission_waived(without):
    assert critical(f"يجوز للمدين خلال الإجراءات التصرف في أمواله خارج نطاق النشاط المعتاد {without}.", COURT)


@pytest.mark.parametrize("kept", ["لا يجوز للمدين خلال الإجراءات التصرف في أمواله خارج نطاق النشاط المعتاد دون إذن المحكمة.",
                                  "لا يجوز للمدين خلال الإجراءات التصرف في أمواله خارج نطاق النشاط المعتاد إلا بإذن من المحكمة."])
def test_the_courts_permission_kept(kept):
    assert not critical(kept, COURT)


def test_the_notice_waived_and_kept():
    assert critical("يمكنك تغيير موعد الحجز مرة واحدة دون إبلاغ الفندق.", HOTEL)
    assert not critical("يمكنك تغيير موعد الحجز مرة واحدة بشرط إبلاغ الفندق قبل 72 ساعة.", HOTEL)
