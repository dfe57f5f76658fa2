"""The dialects' "must" (لازم، = يجب), "thing" (شي), "another" (تاني), "would like" (حابب), "nice" (طيب), "you'll enjoy"
(بتنبسط), "good" (منيح، مزيان) and bare "بس" (but / only) are function words (text/arabic/behaviour.DIALECT_TABLE,
BARE_LIGHT): a Levantine answer made of the context's facts in them is clean; a figure, a channel or a thing of its
own said with them is still read."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.behaviour import STOPWORDS
from groundtest.text.arabic.normalise import fold_text

CTX = [{"title": "activities.md", "text": "جولة مشي مع دليل محلي في وادي قنوبين: ٢٥ دولارًا للشخص وتستغرق نحو ٤ ساعات. "
                                          "عشاء منزلي بـ ١٥ دولارًا للشخص، ويُحجز قبل ٢٤ ساعة على الأقل."}]


@pytest.mark.parametrize("word", ["لازم", "ولازم", "شي", "بشي", "تاني", "حابب", "طيب", "بتنبسط", "منيح", "مزيان", "بس"])
def test_function_words(word):
    assert fold_text(word) in STOPWORDS


@pytest.mark.parametrize("word", ["لبس", "وبس", "عشاء", "دليل"])  # "لبس" dress; بس takes no proclitic here
def test_content_words_stay(word):
    assert fold_text(word) not in STOPWORDS


@pytest.mark.parametrize("clause", [
    "بس لازم تحجزه قبل ٢٤ ساعة على الأقل.",
    "وإذا حابب شي طيب، في عشاء منزلي بـ ١٥ دولار للشخص، بس لازم تحجزه قبل ٢٤ ساعة.",
    "بتنبسط إن شاء الله! الجولة مع دليل محلي ومدتها حوالي ٤ ساعات.",
])
def test_levantine_answer_is_clean(clause):
    v = check("الجولة بـ ٢٥ دولار للشخص. " + clause, CTX)
    assert v.hallucination == "clean", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("clause", [
    "بس لازم تدفع ٢٠ دولار تأمين.",                      # a figure of its own
    "بس لازم تحجز عبر الواتساب.",                         # a channel
    "بس لازم تحجزه قبل ٤٨ ساعة على الأقل.",               # a changed figure
])
def test_details_in_dialect_still_flagged(clause):
    assert check("الجولة بـ ٢٥ دولار للشخص. " + clause, CTX).hallucination == "hallucinated"
