"""A count that refers back to the list just above it (checker/lookups.py ``items_above``): "1. Snowplough turn /
2. Stop / 3. Use the drag lift" then "If you're comfortable with all three" counts the answer's own items. Grammar:
(all|these|those|the|each of the|any of the) N right after a list of N items (numbered or bulleted, blank lines
between allowed). Another count ("all four" after three items) is not the list's and stays flagged."""
from __future__ import annotations

import pytest

from groundtest import check

SKILLS = ["Snowplough turn", "Stop", "Use the drag lift", "Ride the button lift", "Parallel turn"]
NUMS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


def _ctx(n: int) -> list[dict]:
    return [{"title": "s.md", "text": "Practice sessions are for skiers who can confidently " + ", ".join(s.lower() for s in SKILLS[:n])
             + ". A 1-hour lift pass costs £14."}]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("bullet", ["{k}.", "-", "*"])
@pytest.mark.parametrize("lead", ["all {w}", "these {w}", "each of the {w}"])
def test_a_count_back_to_the_list(n, bullet, lead):
    items = "\n".join(f"{bullet.format(k=k)} {s}" for k, s in enumerate(SKILLS[:n], 1))
    text = (f"Practice sessions are for skiers who can confidently:\n{items}\n\nIf you're comfortable with "
            f"{lead.format(w=NUMS[n])}, you can book a practice session for £14.")
    got = check(text, _ctx(n))
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]
    wrong = text.replace(lead.format(w=NUMS[n]), lead.format(w=NUMS[n + 2]))
    assert check(wrong, _ctx(n)).hallucination == "hallucinated", wrong
