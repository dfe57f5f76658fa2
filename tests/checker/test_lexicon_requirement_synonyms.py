"""The words of a requirement rephrase one another (checker/lexicon.SYNONYMS: need, needed, require, required, necessary,
mandatory, compulsory): "Calibration is normally needed every 2 years" over "Calibration is required every 2 years" says
nothing new, hedge or no hedge. A hedged claim with a new figure or a new thing stays a guess. (Left: "… and usually takes
about a week" beside a question's "last week" was flagged on the start tree only through "needed"; the week is read as the
question's, and nothing else flags it.)"""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "when.md", "text": "Calibration is required every 2 years, and after any repair to the tachograph system or a "
                                    "change to the vehicle's tyre size. A digital calibration costs £145 plus VAT."}]
Q = "Our lorry was calibrated 14 months ago but we fitted different-size tyres last week. Do we need to come in?"
TAIL = "\n- However, a calibration is also required after a **change to the vehicle's tyre size**.\n- Digital: £145 plus VAT."


@pytest.mark.parametrize("line", ["Calibration is normally needed **every 2 years**.",
                                  "Calibration is usually necessary **every 2 years**.",
                                  "Calibration is generally mandatory **every 2 years**."])
def test_a_requirement_rephrased(line):
    v = check(f"- {line}{TAIL}", CTX, Q)
    assert v.hallucination != "hallucinated", [(f.rule, f.content, f.notes) for f in v.findings]


@pytest.mark.parametrize("line", ["Calibration is normally needed **every 3 years**.",
                                  "Calibration is normally needed every 2 years, and usually takes about 3 hours.",
                                  "Calibration is normally needed every 2 years, and is usually done at the depot."])
def test_a_hedged_new_detail_is_a_guess(line):
    assert check(f"- {line}{TAIL}", CTX, Q).hallucination == "hallucinated"
