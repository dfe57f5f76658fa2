"""The pytest example of docs/frameworks.md, run as written (in a subprocess, with a small
LangChain chain standing in for the team's ``my_app.chain``): it passes for a grounded chain and
fails, naming the budget, for one that invents an answer."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

DOC = Path(__file__).resolve().parents[2] / "docs" / "frameworks.md"

CHAIN = '''
from langchain_core.documents import Document
from langchain_core.runnables import RunnableLambda, RunnableParallel, RunnablePassthrough

DOCS = [Document(page_content="A replacement card costs $3.", metadata={"source": "fees.md"}),
        Document(page_content="The library opens at 9am on Saturdays.", metadata={"source": "hours.md"})]
INVENT = {invent}


def retrieve(q):
    words = set(q.lower().replace("?", "").split())
    return [max(DOCS, key=lambda d: len(words & set(d.page_content.lower().rstrip(".").split())))]


def answer(x):
    if "Sunday" in x["question"]:
        return "We open at 11am on Sundays." if INVENT else "I don't know: the documents don't cover Sundays."
    return x["context"][0].page_content


def build_chain():
    return (RunnableLambda(lambda x: x["question"])
            | RunnableParallel(context=RunnableLambda(retrieve), question=RunnablePassthrough())
            .assign(answer=RunnableLambda(answer)))
'''

CASES = [
    {"id": "fee", "type": "answerable", "expect": "answer", "query": "How much does a replacement card cost?",
     "context": [], "must_include": ["$3"]},
    {"id": "sunday", "type": "unanswerable", "expect": "abstain", "query": "When does the library open on Sunday?",
     "context": []},
]


def _example() -> str:
    text = DOC.read_text(encoding="utf-8")
    (block,) = [b for b in re.findall(r"```python\n(.*?)```", text, re.S) if b.startswith("# tests/test_grounded.py")]
    return block


def _project(tmp_path: Path, invent: bool) -> Path:
    (tmp_path / "my_app").mkdir()
    (tmp_path / "my_app" / "__init__.py").write_text("")
    (tmp_path / "my_app" / "chain.py").write_text(CHAIN.replace("{invent}", str(invent)))
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_grounded.py").write_text(_example())
    (tmp_path / "tests" / "cases.jsonl").write_text("".join(json.dumps(c) + "\n" for c in CASES))
    return tmp_path


def _pytest(root: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_grounded.py"],
                          cwd=root, capture_output=True, text=True, timeout=300,
                          env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin", "HOME": str(root)})


def test_the_docs_example_passes_for_a_grounded_chain(tmp_path):
    proc = _pytest(_project(tmp_path, invent=False))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "1 passed" in proc.stdout


def test_the_docs_example_fails_for_a_chain_that_invents(tmp_path):
    proc = _pytest(_project(tmp_path, invent=True))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "hallucination rate 50.0% (1/2) exceeds budget 2.0%" in proc.stdout
