"""``[tool.groundtest]`` settings: where they are found, how each key is read, every bad key named, and a
typo in groundtest.toml or [tool.groundtest] gets a did-you-mean (through ``groundtest score``)."""
from __future__ import annotations

from pathlib import Path

import pytest

from groundtest.cli import main
from tests.helpers import case, write_jsonl
from groundtest.errors import InputError
from groundtest.settings import Budgets, Settings, find_config, load_settings, settings_from_mapping


def test_the_nearest_config_wins_and_groundtest_toml_before_pyproject(tmp_path: Path) -> None:
    deep = tmp_path / "a" / "b"
    deep.mkdir(parents=True)
    (tmp_path / "pyproject.toml").write_text('[tool.groundtest]\njudge = "none"\n')
    assert find_config(deep) == (tmp_path / "pyproject.toml", {"judge": "none"})
    (tmp_path / "a" / "pyproject.toml").write_text("[project]\nname = 'x'\n")  # no section: keep walking
    assert find_config(deep)[0] == tmp_path / "pyproject.toml"
    (tmp_path / "a" / "groundtest.toml").write_text("max_hallucination_rate = 0.05\n")  # bare table
    assert find_config(deep) == (tmp_path / "a" / "groundtest.toml", {"max_hallucination_rate": 0.05})
    assert load_settings(deep).budgets.max_hallucination_rate == 0.05


def test_no_config_gives_the_defaults(tmp_path: Path) -> None:
    s = load_settings(tmp_path)
    assert s == Settings() and s.budgets == Budgets()
    assert (s.budgets.max_hallucination_rate, s.budgets.max_over_refusal_rate, s.budgets.max_bait_hallucinations) == (0.02, 0.10, 0)


def test_keys_budgets_and_dashes() -> None:
    s = settings_from_mapping({"judge": "none", "refusals": ("I cannot say.",), "max-over-refusal-rate": 0.2,
                               "budgets": {"max_failures": {"unanswerable": 0}, "max-bait-hallucinations": 2}}, "g.toml")
    assert s.judge == "none" and s.refusals == ["I cannot say."]
    assert s.budgets.max_over_refusal_rate == 0.2 and s.budgets.max_failures == {"unanswerable": 0}
    assert s.budgets.max_bait_hallucinations == 2


def test_every_bad_key_is_named_with_its_file() -> None:
    with pytest.raises(InputError) as exc:
        settings_from_mapping({"max_hallucination_rate": 7, "colour": "red",
                               "budgets": {"max_failures": {"nonsense": 1}, "max_typo": 1}}, "g.toml")
    assert [str(p) for p in exc.value.problems] == [
        "g.toml: max_hallucination_rate: a rate between 0 and 1, got 7",
        "g.toml: colour: unknown setting",
        "g.toml: budgets.max_failures: unknown case type 'nonsense'",
        "g.toml: budgets.max_typo: unknown budget 'max_typo'",
    ]


def test_bad_toml_is_an_input_error_naming_the_file(tmp_path: Path) -> None:
    (tmp_path / "groundtest.toml").write_text("judge = \n")
    with pytest.raises(InputError, match=r"groundtest\.toml: not valid TOML"):
        load_settings(tmp_path)




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
