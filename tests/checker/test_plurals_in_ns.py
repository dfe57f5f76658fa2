"""A PLURAL IN -NS IS A PLURAL: "sessions", "lessons", "options", "loans" name one "session", "lesson" … (frames._singular
kept every word in -ns whole, so "Extra sessions cost £90 each" was per "sessions", and "£90 per extra session" read as
another unit). Words in -s that are no plural ("means", "news", "lens") stay whole."""
from __future__ import annotations

import pytest

from groundtest import check
from groundtest.checker.frames import _each_noun, _singular

_NS = ["session", "lesson", "option", "loan", "plan", "coin", "bin", "question", "pension", "person", "station", "token",
       "garden", "kitchen", "screen", "pattern", "design", "machine", "line", "zone"]


@pytest.mark.parametrize("noun", _NS)
def test_a_plural_in_ns_or_es_is_its_noun(noun):
    assert _singular(noun + "s") == noun
    assert _each_noun(f"Extra {noun}s cost ") == noun


@pytest.mark.parametrize("word", ["means", "news", "lens", "series"])
def test_words_in_s_that_are_no_plural(word):
    assert _singular(word) == word


_CTX = [{"title": "training.md", "text": "New accounts get 2 free barista training sessions. Extra sessions cost £90 each. "
                                         "Extra lessons cost £40 each."}]


@pytest.mark.parametrize("answer,ok", [
    ("After the two free ones, it's **£90** per extra session.", True),
    ("Extra lessons are **£40 per lesson**.", True),
    ("Extra lessons are **£40 per hour**.", False),
    ("After the two free ones, it's **£90** per month.", False),
])
def test_a_price_each_is_per_the_singular_noun(answer, ok):
    v = check(answer, _CTX, "How much are extra training sessions and lessons?")
    assert (v.hallucination != "hallucinated") is ok, [(f.rule, f.content) for f in v.findings]


# ------------------------------------------------------------------ THE YEAR OF PAYMENTS (derive._year_of_payments)
_MEMBERSHIP = [{"title": "membership.md", "text": "Membership costs £25 a month or £250 a year."}]


@pytest.mark.parametrize("count,adj,ok", [("twelve", "monthly", True), ("12", "monthly", True), ("52", "weekly", True),
                                          ("four", "quarterly", True), ("ten", "monthly", False), ("13", "monthly", False),
                                          ("50", "weekly", False)])
def test_a_year_counted_in_its_periods(count, adj, ok):
    answer = f"**£250 per annum** works out cheaper than {count} {adj} payments."
    v = check(answer, _MEMBERSHIP, "What does membership cost?")
    assert (v.hallucination != "hallucinated") is ok, [(f.rule, f.content) for f in v.findings]


def test_a_year_of_payments_needs_the_year_named():
    v = check("You would make twelve monthly payments of £25.", _MEMBERSHIP, "What does membership cost?")
    assert v.hallucination == "hallucinated"
