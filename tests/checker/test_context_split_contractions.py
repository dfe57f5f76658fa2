"""A tokenised context splits a negative contraction off its verb ("he does n't want", "ca n't", "wo n't", Penn
Treebank style): a quote of the words as written ("doesn't want", "can't", "won't") is verbatim; a quote that
changes a word, or drops the negation, is still not."""
from __future__ import annotations

import pytest

from groundtest.checker import check

QUOTES = [  # (the context's tokenised clause, the same clause as written, a changed clause)
    ("he does n't want to be near me", "he doesn't want to be near me", "he doesn't want to be near us"),
    ("he ca n't hide the fact he does n't want the belt", "he can't hide the fact he doesn't want the belt",
     "he can't hide the fact he does want the belt"),
    ("we wo n't stop until the title is ours", "we won't stop until the title is ours", "we will stop until the title is ours"),
    ("they did n't expect the crowd to stay", "they didn't expect the crowd to stay", "they didn't expect the crowd to leave"),
]


def _ctx(clause):
    return [{"title": "t", "text": f"the champion spoke to reporters on friday . ' {clause} , ' mcgregor said . "
                                   "the fight is in las vegas on july 11 ."}]


def _quote_findings(verdict):
    return [f for f in verdict.findings if f.rule == "quote"]


@pytest.mark.parametrize("tokenised,written,changed", QUOTES)
def test_the_clause_as_written_is_verbatim(tokenised, written, changed):
    verdict = check(f'McGregor said "{written}".', _ctx(tokenised), "Summarize the document.")
    assert not _quote_findings(verdict), verdict.findings


@pytest.mark.parametrize("tokenised,written,changed", QUOTES)
def test_a_changed_clause_is_still_misquoted(tokenised, written, changed):
    verdict = check(f'McGregor said "{changed}".', _ctx(tokenised), "Summarize the document.")
    assert _quote_findings(verdict), verdict.findings
