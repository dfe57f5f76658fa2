"""Settings files: a typo in groundtest.toml or [tool.groundtest] gets a did-you-mean (through ``groundtest score``)."""
from __future__ import annotations

from pathlib import Path

import pytest

from groundtest.cli import main
from tests.helpers import case, write_jsonl


@pytest.mark.parametrize(("file", "text", "message"), [
    ("groundtest.toml", "max_hallucinaton_rate = 0.01\n",
     "groundtest.toml: max_hallucinaton_rate: unknown setting; did you mean 'max_hallucination_rate'?"),
    ("pyproject.toml", "[tool.groundtest]\nrefusal = ['No.']\n",
     "pyproject.toml: refusal: unknown setting; did you mean 'refusals'?"),
    ("groundtest.toml", "max-over-refusl-rate = 0.1\n",
     "groundtest.toml: max-over-refusl-rate: unknown setting; did you mean 'max_over_refusal_rate'?"),
    ("groundtest.toml", "[budgets]\nmax_uncertan_rate = 0.1\n",
     "groundtest.toml: budgets.max_uncertan_rate: unknown budget 'max_uncertan_rate'; did you mean 'max_uncertain_rate'?"),
    ("groundtest.toml", "colour = 'red'\n", "groundtest.toml: colour: unknown setting\n"),
])
def test_unknown_keys_get_a_did_you_mean(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                                         file: str, text: str, message: str) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / file).write_text(text)
    cases = write_jsonl(tmp_path / "c.jsonl", [case()])
    assert main(["score", str(cases), "--no-store"]) == 2
    err = capsys.readouterr().err
    assert message in err, err
