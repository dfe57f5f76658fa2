"""Issue 23 item 2: the checker's combinatorial searches are capped, asserted by counting work (not by
timing), through ``groundtest guard``. Arithmetic tries only the figures near a computed one, each by a
few binary searches; a number-word run is read in pieces of at most ``MAX_NUMBER_WORDS`` words; and a
figure is never "computed" from other invented figures of the answer (5001 = 5000 + 1)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from groundtest.checker import lookups
from groundtest.checker.context import forget_contexts
from groundtest.cli import main
from groundtest.text import matching

CONTEXT = ("The office opens at 9am on weekdays and the fee for a replacement card is $3. Members get 12 free visits "
           "a year, 1 guest per visit, and the library holds 4,500 books on its second floor. ")


def _guard(tmp_path: Path, response: str, context: str, capsys: pytest.CaptureFixture[str]) -> dict:
    forget_contexts()
    (tmp_path / "c.txt").write_text(context, encoding="utf-8")
    (tmp_path / "r.txt").write_text(response, encoding="utf-8")
    assert main(["guard", "--context", str(tmp_path / "c.txt"), "--response", str(tmp_path / "r.txt"),
                 "--query", "How many books are there?"]) == 0
    return json.loads(capsys.readouterr().out)


def test_arithmetic_work_grows_linearly_with_the_figures_of_a_sentence(tmp_path, capsys, monkeypatch):
    calls = {"near": 0}
    real = lookups._near

    def counting(a: float, b: float) -> bool:
        calls["near"] += 1
        return real(a, b)

    monkeypatch.setattr(lookups, "_near", counting)
    work = []
    for n in (100, 200, 400):
        calls["near"] = 0
        figures = ", ".join(str(10_000 + 7 * k) for k in range(n))  # invented, 7 apart: none a sum of its neighbours
        out = _guard(tmp_path, f"The codes are {figures}.", CONTEXT * 4, capsys)
        assert out["cut"], "invented figures are cut"
        work.append(calls["near"])
    # every figure tries at most 2 * NEIGHBOURS + MAX_ASKED operands, each with a few comparisons (the
    # context's figures are few and apart); all pairs of figures would be n * n * MAX_STATED
    per_figure = (2 * lookups.NEIGHBOURS + lookups.MAX_ASKED) * lookups._OPERATIONS * 3
    for n, w in zip((100, 200, 400), work):
        assert w <= n * per_figure, (n, w)
    assert work[2] <= 2.2 * work[1] + 50 and work[1] <= 2.2 * work[0] + 50, work


def test_a_number_word_run_is_read_in_capped_pieces(tmp_path, capsys, monkeypatch):
    seen: list[int] = []
    real = matching.text2num

    def counting(text: str, lang: str):
        seen.append(len(text.split()))
        return real(text, lang)

    monkeypatch.setattr(matching, "text2num", counting)
    matching._words_to_number.cache_clear()
    words = 600
    _guard(tmp_path, "The fee is 31 dollars, $45 in all.", "thirty " * words + CONTEXT, capsys)
    matching.extract_values("thirty " * words + CONTEXT)  # the context's values read whole (as the value index reads them)
    cap = matching.MAX_NUMBER_WORDS + 1
    assert seen and max(seen) <= cap  # no try reads more than a capped run
    assert len(seen) <= cap * cap  # and equal runs are parsed once (every prefix of a 600-word run: 180,000 tries)


def test_invented_consecutive_figures_are_not_computed_from_each_other(tmp_path, capsys):
    """Each of 5001, 5002, 5003 is its neighbour ± 1 (and the context states 1): that is no working."""
    out = _guard(tmp_path, "The branch codes are 5001, 5002, 5003 and 5004.", CONTEXT, capsys)
    flagged = {f["content"] for c in out["cut"] for f in c["findings"]}
    assert {"5001", "5002", "5003", "5004"} <= flagged
    # a real working is still accepted: 12 visits (the context's) + 3 = 15, with the 12 stated here
    out = _guard(tmp_path, "You get 12 free visits and 3 more with a pass, 15 in all.", CONTEXT, capsys)
    assert all(f["content"] != "15" for c in out["cut"] for f in c["findings"])
