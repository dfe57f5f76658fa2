"""A CITATION MARKER IS NO FIGURE OF A COMPARISON; A NUMBERED LABEL'S NEXT WORD IS NO NAME (passes.wrong_comparison,
frames.unmarked, atoms._NUMBERED_LABEL).

"Groups of 6 to 12 can book, so nine is well within range [1]" compares nine with the range, not with the marker's 1:
the marker is blanked before figures are read (a wrong comparison is still caught). "### Option 1: Pay as you go" is a
numbered label whose next word is capitalised as a sentence's first word is, also once the label's number is masked;
a name the context lacks after the label is still caught."""
from __future__ import annotations

import pytest

from groundtest import check
from groundtest.checker.atoms import names
from tests.helpers import cli_scored

_CTX = [{"title": "group-evenings.md", "text": "Ridgeway Gliding Club runs evenings for groups of 6 to 12 people. The "
         "price is £85 per person."}]


@pytest.mark.parametrize("sentence", ["Groups of **6 to 12** can book, so nine is well within range [1].",
                                      "Groups of 6 to 12 can book [1], so 9 is within that range [1].",
                                      "Groups of 6 to 12 can book, so your 10 is well within range [group-evenings.md]."])
def test_a_marker_is_no_figure_of_a_comparison(sentence):
    v = check(sentence, _CTX, "Our team of nine want to come. Can we?")
    assert not [f for f in v.findings if f.rule == "comparison"], [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("sentence", ["Groups of 6 to 12 can book, so 14 is well within range [1].",
                                      "Groups of 6 to 12 can book, so 4 is within range [1]."])
def test_a_wrong_comparison_beside_a_marker_is_caught(sentence):
    v = check(sentence, _CTX, "Can we come?")
    assert v.hallucination == "hallucinated", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("label", ["Option 1: Pay as you go", "Option  : Pay as you go", "Option   : Pay as you go",
                                   "### Option 2: Season ticket", "Step 3 – Book online"])
def test_a_numbered_labels_next_word_is_no_name(label):
    assert names(label) == []


def test_a_name_after_a_label_is_still_one():
    assert [a.text for a in names("Option 1: Pay at Tesco")] == ["Tesco"]


def test_score_reads_the_marker_and_the_label(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": "Our team of nine want to come. Can we?",
             "context": _CTX, "response": r}
            for i, r in (("ok", "### Option 1: Book as a group\nGroups of 6 to 12 can book, so nine is well within range [1]."),
                         ("bad", "Groups of 6 to 12 can book, so 14 is well within range [1]."))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"ok": False, "bad": True}
