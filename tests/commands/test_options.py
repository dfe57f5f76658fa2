"""The shared flag types of ``commands/_options.py``: one ``share`` for ``guard`` and ``calibrate``."""
from __future__ import annotations

import argparse
import math
from pathlib import Path

import pytest

from groundtest.cli import main
from groundtest.commands._options import share


@pytest.mark.parametrize("text,value", [("0", 0.0), ("0.25", 0.25), ("1", 1.0), ("1.0", 1.0)])
def test_a_share_is_from_0_to_1(text: str, value: float) -> None:
    assert share(text) == value


@pytest.mark.parametrize("text,message", [
    ("x", "not a number: 'x'"), ("-0.1", "a share between 0 and 1, got '-0.1'"),
    ("1.5", "a share between 0 and 1, got '1.5'"), ("nan", "a share between 0 and 1, got 'nan'"),
])
def test_anything_else_is_refused_by_name(text: str, message: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError) as exc:
        share(text)
    assert str(exc.value) == message


def test_without_one_1_itself_is_refused_and_just_below_it_is_not() -> None:
    assert share("0.999", one=False) == 0.999 and share("0", one=False) == 0.0
    with pytest.raises(argparse.ArgumentTypeError, match=r"^a share between 0 and 1 \(1 not included\), got '1'$"):
        share("1", one=False)
    assert math.isclose(share("1e-3", one=False), 0.001)


def test_guard_takes_1_and_calibrate_holdout_does_not(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ctx, resp = tmp_path / "c.txt", tmp_path / "r.txt"
    ctx.write_text("The loan period is 21 days.")
    resp.write_text("The loan period is 21 days. You can renew 3 times online.")
    assert main(["guard", "--context", str(ctx), "--response", str(resp), "--max-critical-share", "1"]) == 0
    assert '"replaced": false' in capsys.readouterr().out  # 1: never replace the whole answer
    assert main(["calibrate", "l.jsonl", "--fit", "c.jsonl", "--write-config", "x.toml", "--holdout", "1"]) == 2
    assert "argument --holdout: a share between 0 and 1 (1 not included), got '1'" in capsys.readouterr().err
