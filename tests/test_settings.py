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


# -- issue 23 items 6 and 7: every setting's type and range, through ``groundtest score``
BAD_SETTINGS = [
    ('refusals = "I cannot answer."', "refusals: expected a list of sentences"),
    ("max_hallucination_rate = true", "max_hallucination_rate: expected a number, got true/false"),
    ('max_hallucination_rate = "0.5"', "max_hallucination_rate: expected a number, got a string"),
    ("max_bait_hallucinations = inf", "max_bait_hallucinations: expected a finite number"),
    ("max_bait_hallucinations = -5", "max_bait_hallucinations: expected a whole number of 0 or more"),
    ("max_bait_hallucinations = 2.7", "max_bait_hallucinations: expected a whole number of 0 or more"),
    ("max_bait_hallucinations = true", "max_bait_hallucinations: expected a number, got true/false"),
    ("max_failures = {unanswerable = inf}", "max_failures: unanswerable: expected a finite number"),
    ("max_failures = {unanswerable = true}", "max_failures: unanswerable: expected a number"),
    ("missing_counts_as = 7", "missing_counts_as: expected one of 'hallucinated', 'incomplete', got a number"),
    ("judge_errors = []", "judge_errors: expected one of 'fail', 'exclude', got an array"),
    ("refusals = 5", "refusals: expected a list of sentences"),
    ("judge = 5", "judge: expected a non-empty string, got a number"),
    ("checker_config = 5", "checker_config: expected a non-empty string, got a number"),
    ('judge_options = "x"', "judge_options: expected a table of options, got a string"),
    ("budgets = 5", "budgets: expected a table of budgets"),
    ("max_uncertain_rate = nan", "max_uncertain_rate: expected a finite number"),
]


@pytest.mark.parametrize("line, message", BAD_SETTINGS)
def test_a_setting_of_the_wrong_type_is_exit_2_naming_file_and_key(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                    monkeypatch: pytest.MonkeyPatch, line: str, message: str) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text(f"[tool.groundtest]\n{line}\n", encoding="utf-8")
    cases = write_jsonl(tmp_path / "cases.jsonl", [case()])
    assert main(["score", str(cases), "--judge", "none"]) == 2
    err = capsys.readouterr().err
    assert f"pyproject.toml: {message}" in err, err
    assert "internal error" not in err and "Traceback" not in err and "did you mean" not in err


@pytest.mark.parametrize("text, message", [
    ("tool = 5\n", "tool: expected a table [tool], got a number"),
    ("[tool]\ngroundtest = 5\n", "tool.groundtest: expected one table [tool.groundtest], got a number"),
    ("[[tool.groundtest]]\njudge = 'none'\n", "tool.groundtest: expected one table [tool.groundtest], got an array of tables"),
])
def test_a_tool_table_of_the_wrong_shape_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                   monkeypatch: pytest.MonkeyPatch, text: str, message: str) -> None:
    monkeypatch.chdir(tmp_path)
    cases = write_jsonl(tmp_path / "cases.jsonl", [case()])
    for name in ("pyproject.toml", "groundtest.toml"):
        (tmp_path / name).write_text(text, encoding="utf-8")
        assert main(["score", str(cases), "--judge", "none"]) == 2
        err = capsys.readouterr().err
        assert f"{name}: {message}" in err and "internal error" not in err
        assert main(["score", str(cases), "--judge", "none", "--config", str(tmp_path / name)]) == 2
        assert f"{name}: {message}" in capsys.readouterr().err
        (tmp_path / name).unlink()


def test_well_typed_settings_still_apply(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text('[tool.groundtest]\nrefusals = ["I cannot answer."]\nmax_hallucination_rate = 1\n'
                                             "max_bait_hallucinations = 2.0\nmax_failures = {unanswerable = 3}\n", encoding="utf-8")
    s = load_settings(tmp_path)
    assert s.refusals == ["I cannot answer."] and s.budgets.max_hallucination_rate == 1.0
    assert s.budgets.max_bait_hallucinations == 2 and s.budgets.max_failures == {"unanswerable": 3}
