"""The pre-commit hook (``.pre-commit-hooks.yaml``) with the real ``pre-commit`` package: ``pre-commit
try-repo`` installs this checkout into pre-commit's own environment and runs ``groundtest validate``
on the case files of a throwaway git repository. Needs git and pip's index (pre-commit installs the
hook's environment); takes about half a minute."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
GOOD = {"id": "fee", "type": "answerable", "expect": "answer", "query": "How much is a replacement card?",
        "context": [{"title": "fees.md", "text": "A replacement card costs $3."}], "must_include": ["$3"]}


def _git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True)


@pytest.fixture(scope="module")
def hook_run(tmp_path_factory):
    if shutil.which("git") is None:
        pytest.fail("git is needed to test the pre-commit hook")
    if not (REPO / ".git").exists():
        pytest.skip("not a git checkout (an sdist): pre-commit try-repo needs the repository")
    home = tmp_path_factory.mktemp("pre-commit-home")

    def run(files: dict[str, str]) -> subprocess.CompletedProcess:
        work = tmp_path_factory.mktemp("project")
        for name, text in files.items():
            (work / name).parent.mkdir(parents=True, exist_ok=True)
            (work / name).write_text(text)
        _git(work, "init", "-q")
        _git(work, "add", ".")
        _git(work, "-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "cases")
        env = {**os.environ, "PRE_COMMIT_HOME": str(home)}
        return subprocess.run([sys.executable, "-m", "pre_commit", "try-repo", str(REPO), "groundtest-validate",
                               "--all-files"], cwd=work, env=env, capture_output=True, text=True, timeout=600)

    return run


def test_the_hook_fails_a_bad_case_file_naming_the_line_and_field(hook_run):
    done = hook_run({"tests/cases.jsonl": json.dumps(GOOD) + "\n",
                     "tests/more.jsonl": json.dumps({"id": "x", "type": "answerable"}) + "\n",
                     "notes.txt": "not a case file\n"})
    out = done.stdout + done.stderr
    assert done.returncode == 1, out
    assert "groundtest validate" in out and "Failed" in out
    assert "tests/more.jsonl:1: expect: missing required field" in out
    assert "tests/cases.jsonl: 1 valid case(s)" in out  # both files checked, in one call


def test_the_hook_passes_good_case_files(hook_run):
    done = hook_run({"cases.jsonl": json.dumps(GOOD) + "\n"})
    assert done.returncode == 0, done.stdout + done.stderr
    assert "groundtest validate" in done.stdout and "Passed" in done.stdout
