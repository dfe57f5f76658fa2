"""``groundtest registry add | list | search`` through the CLI."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from groundtest.cli import main

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "registry"


@pytest.fixture()
def db(tmp_path: Path) -> Path:
    path = tmp_path / "reg.db"
    assert main(["registry", "add", str(FIXTURES), "--db", str(path)]) == 0
    return path


def test_add_reports_counts_and_is_idempotent(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    path = tmp_path / "sub" / "reg.db"
    assert main(["registry", "add", str(FIXTURES), "--db", str(path)]) == 0
    out, err = capsys.readouterr()
    assert out == f"{path}: 10 added, 0 updated, 0 unchanged (10 file(s), 26 article(s)/paragraph(s)); 10 source(s) in the registry\n"
    assert err == ""
    assert main(["registry", "add", str(FIXTURES), "--db", str(path)]) == 0
    assert capsys.readouterr().out.startswith(f"{path}: 0 added, 0 updated, 10 unchanged")


def test_list_table_and_json(db: Path, capsys: pytest.CaptureFixture[str]):
    capsys.readouterr()
    assert main(["registry", "list", "--db", str(db), "--jurisdiction", "difc"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split() == ["jurisdiction", "kind", "key", "title", "provisions"]
    assert out[1].split()[:2] == ["DIFC", "statute"] and "DIFC Employment Law" in out[1] and out[1].endswith("5")
    assert out[2].split()[:2] == ["DIFC", "case"] and "[2021] DIFC CFI 045" in out[2] and out[2].endswith("4")
    assert out[3:] == ["2 source(s)"]
    assert main(["registry", "list", "--db", str(db), "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 10 and {r["jurisdiction"] for r in rows} == {"ADGM", "DIFC", "EU", "KSA", "LB", "UK"}
    assert {"key": "[2021] UKSC 5", "jurisdiction": "UK", "kind": "case", "title": "Harlow Logistics Ltd v Pennant",
            "provisions": 2} in rows


def test_search(db: Path, capsys: pytest.CaptureFixture[str]):
    capsys.readouterr()
    assert main(["registry", "search", "end of service gratuity", "--db", str(db)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "ADGM  ADGM Employment Regulations 2019  (ADGM Employment Regulations 2019)"
    assert "[gratuity]" in out[1]
    assert out[-1] == "1 match(es)"
    assert main(["registry", "search", "notice", "--db", str(db), "--jurisdiction", "KSA", "--format", "json"]) == 0
    [hit] = json.loads(capsys.readouterr().out)
    assert (hit["key"], hit["jurisdiction"]) == ("Royal Decree No. M/51 dated 23/8/1426H", "KSA")
    assert main(["registry", "search", "zebra crossing", "--db", str(db)]) == 0
    assert capsys.readouterr().out == "0 match(es)\n"


def test_bad_input_exits_2_with_file_and_field(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    src = tmp_path / "src"
    src.mkdir()
    (src / "a.md").write_text("---\nkey: Law No. 1 of 2020\nkind: statute\n---\nText.\n")
    db = tmp_path / "r.db"
    assert main(["registry", "add", str(src), "--db", str(db)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (f"groundtest: error: {src / 'a.md'}: jurisdiction: missing: every source needs key, "
                   "jurisdiction and kind (front matter or sidecar)\n")
    assert not db.exists()
    assert main(["registry", "list", "--db", str(tmp_path / "none.db")]) == 2
    assert capsys.readouterr().err == (f"groundtest: error: no registry at {tmp_path / 'none.db'}: build one with "
                                       f"'groundtest registry add DIR --db {tmp_path / 'none.db'}'\n")
    assert main(["registry"]) == 2
    assert "the following arguments are required: ACTION" in capsys.readouterr().err
    assert main(["registry", "frobnicate"]) == 2
    assert "invalid choice: 'frobnicate'" in capsys.readouterr().err


def test_installed_entry_point(tmp_path: Path):
    exe = shutil.which("groundtest", path=str(Path(sys.executable).parent))
    if exe is None:
        pytest.skip("the groundtest console script is not installed in this environment")
    db = tmp_path / "reg.db"
    done = subprocess.run([exe, "registry", "add", str(FIXTURES), "--db", str(db)], capture_output=True, text=True)
    assert done.returncode == 0 and done.stderr == ""
    done = subprocess.run([exe, "registry", "search", "Pennant", "--db", str(db)], capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.startswith("UK  [2021] UKSC 5  (Harlow Logistics Ltd v Pennant)")


def _source(key: str, words: str) -> str:
    return f"---\nkey: {key}\njurisdiction: UK\nkind: statute\ntitle: {key}\n---\n## Section 1 - Words\n(1) {words}\n"


def test_add_stays_inside_the_folder_it_is_given(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    """Issue 23 item 8: a symbolic link out of DIR (a linked secret file, a linked folder) is not
    indexed, so ``registry search`` never prints it; a link inside DIR still is."""
    outside = tmp_path / "outside"
    (outside / "more").mkdir(parents=True)
    (outside / "secret.md").write_text(_source("Secret Act 2001", "hunter2 zebracorn password"), encoding="utf-8")
    (outside / "more" / "other.md").write_text(_source("Other Act 2002", "zebracorn elsewhere"), encoding="utf-8")
    root = tmp_path / "laws"
    root.mkdir()
    (root / "real.md").write_text(_source("Real Act 2003", "zebracorn notice periods"), encoding="utf-8")
    (root / "linked.md").symlink_to(outside / "secret.md")
    (root / "more").symlink_to(outside / "more", target_is_directory=True)
    (root / "sub").mkdir()
    (root / "sub" / "inner.md").write_text(_source("Inner Act 2004", "zebracorn inside"), encoding="utf-8")
    (root / "inner-link.md").symlink_to(root / "sub" / "inner.md")  # a link inside DIR still counts
    (root / "sub" / "inner.md").rename(root / "sub" / ".inner.md")  # (hidden: read only through the link)
    (root / "inner-link.md").unlink()
    (root / "inner-link.md").symlink_to(root / "sub" / ".inner.md")
    db = tmp_path / "reg.db"
    assert main(["registry", "add", str(root), "--db", str(db)]) == 0
    assert capsys.readouterr().out.startswith(f"{db}: 2 added")
    assert main(["registry", "search", "zebracorn", "--db", str(db)]) == 0
    found = capsys.readouterr().out
    assert "Real Act 2003" in found and "Inner Act 2004" in found
    assert "hunter2" not in found and "Secret Act" not in found and "Other Act" not in found
