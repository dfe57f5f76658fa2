"""THE EMOJI STOP in Arabic polarity (text.arabic.polarity._CLAUSE): an emoji between two clauses of one line ends
the first, as a full stop would — "ما تحتاجون تجيبون شي 👍 السنارات متوفرة على القارب بدون رسوم": the dialect negation
of the first clause does not reach the second. A negation inside the same clause as the context's positive is still
the other polarity."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.polarity import polar_clauses
from tests.helpers import scored_hallucinated

CTX = ("رحلة الصيد الليلية تنطلق الساعة ٩ مساءً. لا يلزم إحضار معدات الصيد، فالسنارات والطُعم متوفرة على متن القارب "
       "دون رسوم إضافية. السعر ٣٠ دينارًا كويتيًا للشخص.")
Q = "لازم نجيب سنارات؟"
EMOJI = ["👍", "🎣", "✅", "😊", "☺️"]


@pytest.mark.parametrize("emoji", EMOJI)
def test_a_negation_before_an_emoji_stays_in_its_clause(emoji):
    r = f"- **ما تحتاجون تجيبون شي** {emoji} السنارات والطُعم متوفرة على القارب **بدون رسوم إضافية**."
    assert len(polar_clauses(r)) >= 2
    v = check(r, CTX, query=Q)
    assert all(f.rule != "frame_polarity" for f in v.findings), v


@pytest.mark.parametrize("emoji", EMOJI)
def test_the_other_polarity_in_one_clause_is_still_caught(emoji):
    for r in (f"- السنارات والطُعم ليست متوفرة على متن القارب دون رسوم إضافية {emoji} جيبوا معكم.",
              f"- **يلزم إحضار معدات الصيد** {emoji} السنارات على القارب."):
        v = check(r, CTX, query=Q)
        assert v.hallucination == "hallucinated", (r, v)


def test_through_score(tmp_path):
    ctx = [{"title": "رحلة-الصيد.md", "text": CTX}]
    right = "- **ما يلزمكم إحضار شي** 👍 السنارات والطُعم متوفرة على القارب **بدون رسوم إضافية**."
    wrong = "- **يلزم إحضار معدات الصيد** 👍 السنارات والطُعم متوفرة على القارب **بدون رسوم إضافية**."
    assert scored_hallucinated(tmp_path, [right, wrong], ctx, Q) == [False, True]
