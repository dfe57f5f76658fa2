"""Words for the checker (groundtest.checker.lexicon): stopwords and folding."""
from __future__ import annotations
import pytest


@pytest.mark.parametrize("word", ["اللي", "انتو", "إنتو", "يعني", "اكتر", "عشان", "هيك", "كده", "دلوقتي", "الحين", "واللي"])
def test_dialect_function_words_are_stopwords(word):
    from groundtest.checker.lexicon import STOPWORDS
    from groundtest.text.arabic.normalise import fold_text

    assert fold_text(word) in STOPWORDS
