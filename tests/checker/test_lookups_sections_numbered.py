"""A count of the sections the answer numbers after it (checker/lookups.py ``_sections_numbered``).

Grammar: … N NOUNs[:] on a line, then lines opening with a heading or label that numbers the noun in order — "so you
have two options:" … "**Option 1 — stay on Starter**" … "**Option 2 — move to Business**": the answer counts its own
sections. Wrong neighbours stay flagged: a count the numbered labels do not reach, or labels of another noun."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest import check
from tests.helpers import scored_hallucinated

WORDS = ["two", "three", "four", "five"]
CTX = [{"title": "plans.md", "text": "The Starter plan includes 10 GB of storage for £4 a month. Extra storage is £1 per "
                                     "5 GB a month. The Business plan includes 50 GB for £10 a month."}]
Q = "My site is 14 GB. What can I do?"
BODIES = ["- Extra storage is **£1 per 5 GB** a month.", "- The Business plan includes **50 GB** for **£10 a month**.",
          "- Starter includes **10 GB** for **£4 a month**.", "- Business has **50 GB** of storage."]


def _text(n: int, said: int, noun: str, style: str) -> str:
    parts = []
    for k in range(1, n + 1):
        label = {"bold": f"**{noun} {k} — a choice**", "head": f"### {noun} {k}: a choice",
                 "plain": f"{noun} {k}: a choice"}[style]
        parts.append(f"{label}\n{BODIES[(k - 1) % len(BODIES)]}")
    return f"Your site is over the Starter plan's 10 GB, so you have {WORDS[said - 2]} {noun.lower()}s:\n\n" + "\n\n".join(parts)


@settings(max_examples=50, deadline=None)
@given(n=st.integers(min_value=2, max_value=4), noun=st.sampled_from(["Option", "Route", "Choice"]),
       style=st.sampled_from(["bold", "head", "plain"]), other=st.integers(min_value=2, max_value=5))
def test_the_numbered_sections_counted(n, noun, style, other):
    got = check(_text(n, n, noun, style), CTX, Q)
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]
    if other != n and other not in (4, 5):  # (4 and 5: the context's own figures, "£4", "5 GB")
        assert check(_text(n, other, noun, style), CTX, Q).hallucination == "hallucinated"


def test_labels_of_another_noun_count_nothing():
    text = _text(3, 3, "Option", "bold").replace("you have three options", "you have three routes")
    assert check(text, CTX, Q).hallucination == "hallucinated"


def test_through_score(tmp_path):
    said = [_text(2, s, "Option", "bold") for s in (2, 3)]
    assert scored_hallucinated(tmp_path, said, CTX, Q) == [False, True]
