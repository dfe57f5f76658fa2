"""Clock times an Arabic context states, read as the answer restates them:

- THE MORNING START: a range whose second end is at or after noon ("ظهرًا"، "مساءً") and could not share that half of
  the day with its start ("من ١٠ إلى ١٢ ظهرًا"، "من ٩ إلى ٥ مساءً") starts in the morning: "10 صباحًا" and "9 صباحًا"
  are the context's, "10 مساءً" and a morning hour it does not name are not (text.arabic.numbers._ranged_times);
- a clock time written against a one-letter proclitic ("صيفًا و6:15 شتاءً") is a time (text.matching)."""
from __future__ import annotations

import pytest

import groundtest
from groundtest.text.matching import extract_values


def value_findings(response, context):
    v = groundtest.check(response, [{"title": "a.md", "text": context}], "متى؟")
    return [f for f in v.findings if f.rule == "value" and f.severity == "critical"]


@pytest.mark.parametrize(("start", "end", "mark"), [(10, 12, "ظهراً"), (11, 1, "ظهراً"), (9, 5, "مساءً"), (8, 4, "عصراً")])
def test_the_start_of_an_afternoon_range_is_in_the_morning(start, end, mark):
    ind = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
    ctx = f"تُقام الورشة كل سبت من {str(start).translate(ind)} إلى {str(end).translate(ind)} {mark}."
    assert not value_findings(f"الموعد: كل سبت من الساعة {start} صباحاً.", ctx)
    assert value_findings(f"الموعد: كل سبت من الساعة {start} مساءً.", ctx)  # the wrong half of the day
    assert value_findings(f"الموعد: كل سبت من الساعة {start - 1} صباحاً.", ctx)  # another hour


def test_an_evening_range_keeps_its_evening_start():
    ctx = "تنطلق الجولة من ٥ إلى ٧:٣٠ مساءً."
    assert not value_findings("تنطلق الجولة الساعة 5 مساءً.", ctx)
    assert value_findings("تنطلق الجولة الساعة 5 صباحاً.", ctx)


@pytest.mark.parametrize("proclitic", ["و", "ب", "ف", "ل"])
def test_a_time_against_a_proclitic_is_a_time(proclitic):
    got = [(v.kind, v.amount) for v in extract_values(f"تنطلق الساعة 5:30 صيفاً {proclitic}6:15 شتاءً")]
    assert ("time", 375.0) in got


SUNRISE = "رحلة الشروق تستغرق ساعة وتكلف 250 جنيهاً، وتنطلق الساعة 5:30 صباحاً صيفاً و6:15 شتاءً."


def test_the_winter_time_restated():
    assert not value_findings("رحلة الشروق بتطلع **5:30 الصبح صيفاً** و**6:15 شتاءً**.", SUNRISE)
    assert value_findings("رحلة الشروق بتطلع **5:30 الصبح صيفاً** و**6:45 شتاءً**.", SUNRISE)
