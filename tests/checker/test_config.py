"""CheckerConfig: every threshold in one file, TOML or JSON, with located errors."""
from __future__ import annotations

import json

import pytest

from groundtest.checker import CheckerConfig, check, load_config
from groundtest.errors import InputError


def test_dump_and_load_round_trip_toml_and_json(tmp_path):
    cfg = CheckerConfig(moderate_novel_share=0.6, clause_novel_words=3, query_atoms="critical", require_citations=True)
    for name in ("c.toml", "c.json"):
        path = tmp_path / name
        cfg.dump(path)
        assert CheckerConfig.load(path) == cfg
    assert "[checker]" in (tmp_path / "c.toml").read_text()
    assert json.loads((tmp_path / "c.json").read_text())["query_atoms"] == "critical"


def test_a_flat_table_without_section_is_accepted(tmp_path):
    path = tmp_path / "flat.toml"
    path.write_text("short_response_words = 10\nquery_words = 'novel'\n")
    cfg = load_config(str(path))
    assert cfg.short_response_words == 10 and cfg.query_words == "novel"


@pytest.mark.parametrize("body,field,message", [
    ("bogus = 1\n", "bogus", "unknown checker setting"),
    ("moderate_novel_share = 3\n", "moderate_novel_share", "between 0 and 1"),
    ("clause_novel_words = 'two'\n", "clause_novel_words", "whole number"),
    ("require_citations = 1\n", "require_citations", "true or false"),
    ("query_atoms = 'maybe'\n", "query_atoms", "expected one of"),
])
def test_bad_settings_name_the_file_and_key(tmp_path, body, field, message):
    path = tmp_path / "bad.toml"
    path.write_text(body)
    with pytest.raises(InputError) as exc:
        CheckerConfig.load(path)
    text = str(exc.value)
    assert text.startswith(f"{path}: {field}: ") and message in text


def test_unreadable_and_invalid_files(tmp_path):
    with pytest.raises(InputError, match="no such file"):
        CheckerConfig.load(tmp_path / "missing.toml")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(InputError, match="not valid JSON"):
        CheckerConfig.load(bad)


def test_config_changes_the_verdict():
    chunks = [{"title": "a", "text": "The library lends books to members."}]
    response = "The library lends books to members and rents bicycles."
    assert check(response, chunks).hallucination != "clean"
    loose = CheckerConfig(short_response_words=0, moderate_novel_share=1.0, moderate_novel_words=99, clause_novel_words=99)
    assert check(response, chunks, config=loose).hallucination == "clean"


def test_unconfirmed_severity_turns_uncertain_into_hallucinated():
    chunks = [{"title": "a", "text": "The library lends books to members."}]
    response = "The library lends books to members and rents bicycles."
    # by default a bare one-sentence answer with a word the context lacks is unsupported
    assert check(response, chunks).hallucination == "hallucinated"
    assert check(response, chunks, config=CheckerConfig(short_critical_words=0)).hallucination == "uncertain"
    strict = CheckerConfig(short_critical_words=0, unconfirmed_severity="critical")
    v = check(response, chunks, config=strict)
    assert v.hallucination == "hallucinated" and v.findings[0].severity == "critical"


def test_check_rejects_a_chunk_without_text() -> None:
    import pytest

    import groundtest

    with pytest.raises(TypeError, match=r"context\[1\]"):
        groundtest.check("The fee is $3.", [{"title": "fees.md", "text": "The fee is $3."}, {"title": "empty"}])
