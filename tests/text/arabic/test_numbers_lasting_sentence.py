"""THE LASTING SENTENCE (text.arabic.numbers.LASTING_VERBS): the verb of lasting, what lasts and maybe a word of
approximation before a singular unit ("وتستغرق الرحلة بالسيارة قرابة ساعة"، "يستغرق الفحص حوالي يوم") is one of the unit,
as "تستغرق ساعة" is; so "ستين دقيقة" restates it and "ساعتين" does not. A bound or a point between ("تستغرق الرحلة أكثر من
ساعة"، "تستغرق الرحلة من المطار ساعة") or a definite word or figure after the unit ("يوم الجمعة") is no length."""
from __future__ import annotations

import pytest

import groundtest
from groundtest.text.matching import extract_values


def _q(text: str):
    return [(v.amount, v.unit) for v in extract_values(text) if v.kind == "quantity"]


@pytest.mark.parametrize("text,want", [
    ("وتستغرق الرحلة بالسيارة قرابة ساعة.", (60.0, "minute")),
    ("يستغرق الفحص حوالي يوم.", (1.0, "day")),
    ("تستغرق الرحلة في العادة ساعة.", (60.0, "minute")),
    ("ويدوم العرض نحو ساعة.", (60.0, "minute")),
])
def test_the_verb_of_lasting_with_its_subject_is_one_of_the_unit(text, want):
    assert _q(text) == [want]


@pytest.mark.parametrize("text", ["تستغرق الرحلة أكثر من ساعة.", "تستغرق الرحلة من المطار ساعة.", "تستغرق الرحلة يوم الجمعة.",
                                  "يستغرق الفحص خلال يوم.", "الرحلة بالسيارة قرابة ساعة."])
def test_a_bound_a_point_or_no_verb_is_no_length(text):
    assert _q(text) == []


_CTX = [{"title": "directions.md", "text": "يبعد المنتجع عن عمّان نحو ٦٠ كيلومترًا، وتستغرق الرحلة بالسيارة قرابة ساعة."}]


@pytest.mark.parametrize("said,wrong", [("ستين دقيقة", False), ("ساعة", False), ("ساعتين", True), ("تسعين دقيقة", True)])
def test_a_length_restated_in_other_units(said, wrong):
    v = groundtest.check(f"🚗 من عمّان: المسافة نحو 60 كم، وتستغرق الرحلة بالسيارة **{said}** تقريبًا.", _CTX, "كم تستغرق الرحلة من عمّان؟")
    assert bool([f for f in v.findings if f.severity == "critical"]) == wrong, v.findings
