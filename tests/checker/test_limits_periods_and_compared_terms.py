"""THE LIMIT A VERDICT RESTATES, A PER-PHRASE THE CLAIM DENIES, -VES PLURALS, AND THE TERM A VALUE IS SET AGAINST
(thresholds.contradicted, frames._PER_DENIED, matching.F_PLURALS, frames._INSTEAD_AFTER).

"Plywood can only be cut up to 6mm, so 8mm is 2mm over the limit": the verdict is about the limit the sentence
restates (6mm), not another its words might bind (stainless steel's 2mm), and "over the limit" is a negative verdict;
"8mm is fine" is still caught. "£30 per hire (not per day)": the denied "per day" is not the price's period; "£30 per
day" is still caught. "Eight glaze shelves at £9 each" for "£9 per shelf". "Ready in 2 working days instead of the
standard 5": the words after "instead of" are the compared term's."""
from __future__ import annotations

import pytest

from groundtest import check
from groundtest.text.matching import extract_values
from tests.helpers import cli_scored


def _critical(v) -> list:
    return [(f.rule, f.content) for f in v.findings if f.severity == "critical"]


_CUTTING = [{"title": "materials.md", "text": "Beamline Laser Cutting materials: acrylic up to 10mm thick; plywood and MDF "
             "up to 6mm; mild steel up to 3mm; stainless steel up to 2mm."}]


@pytest.mark.parametrize("verdict", ["so 8mm is 2mm over the limit", "so 8mm is over the limit", "so 8mm is too thick",
                                     "so 8mm is above the maximum", "so 8mm is past that limit"])
def test_a_negative_verdict_on_the_restated_limit(verdict):
    v = check(f"Plywood can only be cut up to 6mm, {verdict}.", _CUTTING, "My design is 8mm plywood — can you cut it?")
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("verdict", ["so 8mm is fine", "so 8mm is OK"])
def test_a_positive_verdict_past_the_restated_limit_is_caught(verdict):
    v = check(f"Plywood can only be cut up to 6mm, {verdict}.", _CUTTING, "My design is 8mm plywood — can you cut it?")
    assert v.hallucination == "hallucinated", _critical(v)


_HIRE = [{"title": "drivers.md", "text": "An additional driver costs £30 per hire. Each hire includes 200 miles per day."}]


@pytest.mark.parametrize("claim, caught", [
    ("- **Additional drivers:** **£30 per hire** (not per day).", False),
    ("Additional drivers cost £30 per hire, not per day.", False),
    ("Additional drivers cost £30 per hire rather than per day.", False),
    ("Additional drivers cost £30 per day, not per hire.", True),
    ("Additional drivers cost £30 per day.", True)])
def test_a_denied_per_phrase_is_not_the_values(claim, caught):
    v = check(claim, _HIRE, "What do extra drivers cost?")
    assert (v.hallucination == "hallucinated") is caught, _critical(v)


@pytest.mark.parametrize("plural, singular", [("shelves", "shelf"), ("knives", "knife"), ("loaves", "loaf"),
                                              ("gloves", "glove"), ("sleeves", "sleeve"), ("halves", "half")])
def test_ves_plurals_as_units(plural, singular):
    (v,) = extract_values(f"8 {plural}")
    assert v.unit == singular


_KILN = [{"title": "kiln.md", "text": "A bisque firing costs £6 per shelf and a glaze firing costs £9 per shelf. A whole "
          "kiln (eight shelves) can be booked for £40 for a bisque load or £65 for a glaze load."}]


@pytest.mark.parametrize("claim, caught", [
    ("Eight glaze shelves at £9 each would be £72, so the £65 whole-kiln price saves you £7.", False),
    ("Eight bisque shelves at £6 each would be £48, so the £40 whole-kiln price saves you £8.", False),
    ("Eight glaze shelves at £6 each would be £48.", True)])
def test_a_price_per_shelf(claim, caught):
    v = check(claim, _KILN, "Should I book the whole kiln?")
    assert (v.hallucination == "hallucinated") is caught, _critical(v)


_TURNAROUND = [{"title": "turnaround.md", "text": "Standard turnaround is 5 working days from file approval. Express "
                "turnaround is 2 working days and adds 40% to the order price."}]


@pytest.mark.parametrize("claim, caught", [
    ("Your order would be ready in 2 working days instead of the standard 5.", False),
    ("Express orders are ready in 2 working days rather than the standard 5.", False),
    ("Express orders are ready in 2 working days compared with the standard 5.", False),
    ("Standard orders are ready in 2 working days instead of 5.", True)])
def test_the_term_a_value_is_set_against(claim, caught):
    v = check(claim, _TURNAROUND, "I need it express. When is it ready?")
    assert (v.hallucination == "hallucinated") is caught, _critical(v)


def test_score_reads_restated_limits_and_denied_periods(tmp_path):
    rows = [{"id": "over", "type": "answerable", "expect": "answer", "query": "Can you cut 8mm plywood?",
             "context": _CUTTING, "response": "Plywood can only be cut up to 6mm, so 8mm is 2mm over the limit."},
            {"id": "fine", "type": "answerable", "expect": "answer", "query": "Can you cut 8mm plywood?",
             "context": _CUTTING, "response": "Plywood can only be cut up to 6mm, so 8mm is fine."},
            {"id": "not_per_day", "type": "answerable", "expect": "answer", "query": "What do extra drivers cost?",
             "context": _HIRE, "response": "Additional drivers cost £30 per hire (not per day)."}]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"over": False, "fine": True, "not_per_day": False}
