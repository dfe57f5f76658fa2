"""Two Arabic differences of the question's time and the context's (checker.derive):

- THE DAY OF TOMORROW: "سأسافر بعد ٧ أيام" and "إذا أخذت اللقاح غدًا" leave "٦ أيام" between them (one fewer than the
  count, where the sentence or the question says tomorrow: behaviour.TOMORROW);
- THE COMING ONES: "خلال الساعتين القادمتين" — the hours still to come, three hours to departure less the one-hour
  limit — a difference, as "التاليتين" (the following two) is (behaviour.WORKING's "-").

The right difference passes; another count is still caught."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_VACCINE = ("يجب أخذ لقاح الحمى الصفراء قبل ١٠ أيام على الأقل من السفر، والشهادة صالحة مدى الحياة. رسوم إصدار الشهادة ٢ ر.ع.")
_VACCINE_Q = "سأسافر بعد ٧ أيام إلى بلد يشترط لقاح الحمى الصفراء. هل يكفي أن آخذ اللقاح غدًا؟"


def _vaccine(gap: str) -> str:
    return ("- الشرط: يجب أخذ لقاح الحمى الصفراء **قبل ١٠ أيام على الأقل** من السفر.\n"
            f"- إذا أخذت اللقاح غدًا، فسيكون الفاصل بينه وبين سفرك **{gap}** فقط (لأن سفرك بعد ٧ أيام من اليوم).\n"
            "- رسوم إصدار الشهادة **٢ ر.ع**، والشهادة **صالحة مدى الحياة**.")


@pytest.mark.parametrize("gap", ["٦ أيام", "6 أيام", "ستة أيام"])
def test_the_days_from_tomorrow_pass(gap):
    assert check(_vaccine(gap), _VACCINE, query=_VACCINE_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("gap", ["٥ أيام", "٨ أيام", "٤ أيام"])
def test_another_count_is_caught(gap):
    assert check(_vaccine(gap), _VACCINE, query=_VACCINE_Q).hallucination == "hallucinated"


def test_without_tomorrow_no_day_is_taken_off():
    q = "سأسافر بعد ٧ أيام إلى بلد يشترط لقاح الحمى الصفراء. هل يكفي أن آخذ اللقاح اليوم؟"
    r = _vaccine("٦ أيام").replace("غدًا", "اليوم")
    assert check(r, _VACCINE, query=q).hallucination == "hallucinated"


_TRAIN = "يمكن استبدال التذكرة مجانًا حتى ساعة واحدة قبل موعد الانطلاق. بعد هذا الأجل وحتى موعد الانطلاق، يتم الاستبدال مقابل رسم قدره 10 دراهم."
_TRAIN_Q = "قطاري بعد ٣ ساعات وأريد تغيير موعده. هل الاستبدال مجاني؟"


def _train(hours: str) -> str:
    return ("| الخيار | التكلفة عليك |\n|---|---|\n"
            f"| الاستبدال (خلال {hours} القادمتين) | بدون رسم |\n| الاستبدال في الساعة الأخيرة | 10 دراهم |")


def test_the_coming_hours_pass():
    assert check(_train("الساعتين"), _TRAIN, query=_TRAIN_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("hours", ["الأربع ساعات", "الخمس ساعات"])
def test_other_coming_hours_are_caught(hours):
    assert check(_train(hours), _TRAIN, query=_TRAIN_Q).hallucination == "hallucinated"


def test_score_reads_both(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": q, "context": [{"title": "c.md", "text": c}],
             "response": r}
            for i, q, c, r in (("tomorrow", _VACCINE_Q, _VACCINE, _vaccine("٦ أيام")),
                               ("tomorrow-bad", _VACCINE_Q, _VACCINE, _vaccine("٥ أيام")),
                               ("coming", _TRAIN_Q, _TRAIN, _train("الساعتين")))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"tomorrow": False, "tomorrow-bad": True, "coming": False}
