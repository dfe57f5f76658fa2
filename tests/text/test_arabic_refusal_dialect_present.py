"""The dialects' present with b- after a negator names a gap as the standard present does ("المعلومات يلي عندي ما
بتذكر …"، "الملف مش بيقول …"), and Levantine "ما فيني قلك" is the writer's inability (text/arabic/behaviour.py).
Generated over the sources, negators and verbs; the affirmative, another verb after "ما فيني", and a guess after the
gap stay answers."""
from __future__ import annotations

import itertools

import pytest

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_refusal

SOURCES = ["المستندات", "المعلومات يلي عندي", "الملف", "النص المتوفر"]
NEGATORS = ["ما", "مش", "مو"]
VERBS = ["بتذكر", "بيذكر", "بتقول", "بيقول", "بتحدد", "بتوضح"]


@pytest.mark.parametrize("src,neg,verb", list(itertools.product(SOURCES, NEGATORS, VERBS)))
def test_negated_b_present_is_a_gap(src, neg, verb):
    assert is_refusal(f"{src} {neg} {verb} موعد التسليم.")


@pytest.mark.parametrize("sentence", ["ما فيني قلك السعر بالضبط.", "ما فيني أكدلك الموعد.", "مش فيني حددلك المبلغ.",
                                      "بصراحة ما رح اقدر قلك إذا مغطى."])
def test_levantine_inability(sentence):
    assert is_refusal(sentence)


@pytest.mark.parametrize("sentence", [
    "المستندات بتذكر إنو الرسوم ٥٠ دولار.",            # affirmative: an answer
    "الملف بيقول إنو التسليم خلال أسبوع.",
    "ما فيني تخلص اليوم بالعيادة، لازم ترجع بكرة.",    # another verb after ما فيني: no inability to tell
    "المستندات ما بتذكر موعد التسليم، بس غالبًا بيكون خلال أسبوع.",  # a guess after the gap
])
def test_not_refusals(sentence):
    assert not is_refusal(sentence)


def test_lebanese_partial_refusal_is_clean():
    ctx = [{"title": "nssf.md", "text": "يغطي الضمان ٩٠٪ من كلفة الاستشفاء و٨٠٪ من كلفة الأدوية بعد تقديم الوصفة."}]
    q = "الضمان بيغطي تقويم الأسنان؟"
    r = "بصراحة، المعلومات يلي عندي **ما بتذكر علاج أو تقويم الأسنان** أبدًا، فما فيني قلك إذا مغطى أو بأي نسبة."
    assert check(r, ctx, q).hallucination == "clean"
