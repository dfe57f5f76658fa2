"""No module binds a top-level name twice to unrelated values, and no class defines a method twice.

A second ``_JOINED = …`` further down a module silently replaces the first for every function that reads it at call
time, the functions written for the first included (this happened three times in the checker's history: ``_JOINED``,
``_PER_WORDS``, ``_ROUNDING``). A rebinding that transforms the name's own value (``STOPWORDS = STOPWORDS | …``,
``PASSES = PASSES[:2] + …``) is allowed: it reads the first binding on purpose."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

import groundtest

SOURCES = sorted(Path(groundtest.__file__).parent.rglob("*.py"))


def _rebindings(tree: "ast.Module | ast.ClassDef") -> list[tuple[str, int]]:
    bound: dict[str, int] = {}
    clashes = []
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            clashes += [(f"{node.name}.{n}", k) for n, k in _rebindings(node)]
        names: list[tuple[str, ast.AST | None]] = []
        if isinstance(node, ast.Assign):
            names = [(t.id, node.value) for t in node.targets if isinstance(t, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            names = [(node.target.id, node.value)]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [(node.name, None)]
        for name, value in names:
            reads_itself = value is not None and any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(value))
            if name in bound and not reads_itself:
                clashes.append((name, node.lineno))
            bound.setdefault(name, node.lineno)
    return clashes


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(Path(groundtest.__file__).parent)))
def test_no_top_level_name_is_bound_twice(path):
    assert _rebindings(ast.parse(path.read_text(encoding="utf-8"))) == []


def test_the_check_sees_a_clash():
    src = "import re\n_X = re.compile('a')\ndef f():\n    return _X\n_X = re.compile('b')\nS = {1}\nS = S | {2}\n"
    assert _rebindings(ast.parse(src)) == [("_X", 5)]
    src = "class L:\n    def _case(self):\n        pass\n    def _case(self, x):\n        pass\n"
    assert _rebindings(ast.parse(src)) == [("L._case", 4)]
