"""THE WORKING COLUMN OF AN ARABIC TABLE: a cell of bare figures with a bracket ("| ١٦٠ + (٢ × ٤٥) | ٢٥٠ د.ب |"), one of
them a price the context states, is the working of the next cell's sum, the currency written once, in that cell; the
count it multiplies (the ٢) is the working's own. Checked as written: a wrong total stays a value not found, and a
cell none of whose figures is the context's price is no working of a price."""
from __future__ import annotations

from groundtest.checker import check

_CTX = [{"title": "track-days.md", "text": "Bahrain International Circuit track days: a single 20-minute session costs BHD 45. "
                                          "A bundle of 4 sessions costs BHD 160 and must be used on the same day."}]
_Q = "كم أرخص طريقة لست جلسات؟"
_HEAD = "| الخيار | الحساب | التكلفة |\n|---|---|---|\n"


def _verdict(row: str):
    return check(_HEAD + row, _CTX, _Q)


def test_the_bracketed_working_cell_gives_the_sum():
    v = _verdict("| باقة ٤ جلسات + جلستان منفردتان | ١٦٠ + (٢ × ٤٥) | **٢٥٠ د.ب** |")
    assert v.hallucination != "hallucinated", v.findings


def test_western_digits_too():
    v = _verdict("| باقة ٤ جلسات + جلستان منفردتان | 160 + (2 × 45) | **250 د.ب** |")
    assert v.hallucination != "hallucinated", v.findings


def test_a_wrong_total_is_still_flagged():
    v = _verdict("| باقة ٤ جلسات + جلستان منفردتان | ١٦٠ + (٢ × ٤٥) | **٢٦٠ د.ب** |")
    assert v.hallucination == "hallucinated"


def test_a_price_the_context_lacks_is_still_flagged():
    v = _verdict("| باقة ٤ جلسات + جلستان منفردتان | ١٦٠ + (٢ × ٥٥) | **٢٧٠ د.ب** |")
    assert v.hallucination == "hallucinated"
