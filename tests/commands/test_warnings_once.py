"""Issue 25 item 5: a small-type warning is printed once — in the report, not again on stderr."""
from __future__ import annotations

import pytest

from groundtest.cli import main

EXAMPLE = "examples/support-assistant.jsonl"


@pytest.mark.parametrize("fmt", ["table", "markdown", "json"])
def test_score_prints_the_small_type_warning_once(capsys, fmt):
    assert main(["score", EXAMPLE, "--no-store", "--format", fmt]) == 1
    out, err = capsys.readouterr()
    assert (out + err).count("small types, where one case moves") == 1
    assert "small types" not in err


def test_validate_prints_each_small_type_warning_once(capsys):
    assert main(["validate", EXAMPLE]) == 0
    out, err = capsys.readouterr()
    assert (out + err).count("answerable: 12 case(s); one failure moves") == 1
