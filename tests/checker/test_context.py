"""ContextIndex._finds (checker/context.py): a figure's places in the context, looked up among the
context's runs of figure characters, are those a plain left-to-right ``str.find`` scan gives."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker.context import ContextIndex

_TEXT = st.text(alphabet="0123456789.,e+-a x\n", max_size=60)
_FIGURE = st.text(alphabet="0123456789.,e+-", min_size=1, max_size=6).filter(lambda w: any(c.isdigit() for c in w))


def _scan(low: str, word: str) -> list[int]:
    out, k = [], low.find(word)
    while k >= 0:
        out.append(k)
        k = low.find(word, k + len(word))
    return out


@settings(max_examples=400, deadline=None)
@given(_TEXT, _FIGURE)
def test_a_figures_places_are_those_of_a_scan(text, word):
    ctx = ContextIndex(text or "x")
    low = ctx.folded
    assert sorted(ctx._finds(low, word)) == sorted(_scan(low, word))


def test_runs_in_prose():
    ctx = ContextIndex("The fee rose from 1,200 to 1,250.50 in 2024-25; see e.g. the 3e+2 note, ref 12-e4.")
    low = ctx.folded
    for word in ("1,200", "1,250.50", "2024", "25", "3e+2", "12", "4", "0"):
        assert sorted(ctx._finds(low, word)) == sorted(_scan(low, word)), word
