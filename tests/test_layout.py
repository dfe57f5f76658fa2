"""The package's shape (HACKING.md, "Layout"): subsystems in their folders, imports one way.

The import graph counts every ``import`` of a groundtest module in the source — at the top, inside
functions, and under ``TYPE_CHECKING`` — because a circle of any of them ties the modules together.
"""
from __future__ import annotations

import ast
import importlib
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "groundtest"
#: the offline checker and text layer are being reshaped apart (their own issue); circles there are theirs
ELSEWHERE = ("groundtest.checker", "groundtest.checks", "groundtest.text")


def _name(path: Path) -> str:
    parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph() -> dict[str, set[str]]:
    """module → the groundtest modules it imports (the root package itself left out: every module
    may read ``groundtest.__version__``)."""
    mods = {_name(p): p for p in SRC.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in mods.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    base = ".".join(up + ([node.module] if node.module else []))
                found.update(f"{base}.{a.name}" if f"{base}.{a.name}" in mods else base for a in node.names)
        graph[name] = {m for m in found if m in mods and m not in (name, "groundtest")}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_the_circle_finder_finds_a_circle() -> None:
    g = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(g) == [["a", "b", "c"]] and circles({"a": {"b"}, "b": set()}) == []


def test_no_import_circles_outside_the_checker() -> None:
    mine = [c for c in circles(import_graph()) if not all(m.startswith(ELSEWHERE) for m in c)]
    assert mine == []


def test_the_graph_sees_lazy_and_type_checking_imports() -> None:
    g = import_graph()
    assert "groundtest.runs.repeat" in g["groundtest.runs.store"]  # imported inside a method
    assert "groundtest.citations.registry" in g["groundtest.audit.citations"]  # under TYPE_CHECKING too
    assert "groundtest.audit.rows" not in g["groundtest.audit.citations"]
    assert "groundtest.citations.extract" not in g["groundtest.citations.keys"] | g["groundtest.citations.policies"]


def test_the_subsystems_live_in_their_folders() -> None:
    root = {p.stem for p in SRC.glob("*.py")}
    moved = {"compare", "compare_report", "sides", "stats", "calibrate", "fit", "store", "recorder", "repeat"}
    assert root & moved == set()
    for pkg, mods in {"compare": ("core", "report", "sides", "stats", "matrix", "matrix_report"), "calibrate": ("core", "fit"),
                      "runs": ("store", "recorder", "repeat")}.items():
        assert {p.stem for p in (SRC / pkg).glob("*.py")} == {"__init__", *mods}


#: the layers of HACKING.md's "Layout", top first; a module not named is in the core (layer 1)
LAYERS = {"cli": 5, "pytest_plugin": 5, "github_action": 5, "commands": 4,
          **dict.fromkeys(("compare", "calibrate", "audit", "derive", "target", "traces", "spark", "review",
                           "reports", "runner"), 3),
          "runs": 2, "model": 0, "errors": 0, "settings": 0}


def layer(module: str) -> int:
    return LAYERS.get(module.split(".")[1] if "." in module else "", 1)


def test_lower_parts_never_import_higher_ones() -> None:
    g = import_graph()
    assert layer("groundtest.runs.store") == 2 and layer("groundtest.scoring") == 1 and layer("groundtest.cli") == 5
    upward = sorted(f"{m} -> {t}" for m, ts in g.items() for t in ts if layer(t) > layer(m))
    assert upward == []


def test_the_old_public_paths_still_import() -> None:
    compare = importlib.import_module("groundtest.compare")
    core = importlib.import_module("groundtest.compare.core")
    assert compare.compare is core.compare and compare.Comparison is core.Comparison
    calibrate = importlib.import_module("groundtest.calibrate")
    assert calibrate.read_labels is importlib.import_module("groundtest.calibrate.core").read_labels
    assert set(calibrate.__all__) <= set(dir(calibrate)) and set(compare.__all__) <= set(dir(compare))


# --- the repository root and HACKING.md's layout (issue 25, item 10) ------------------------------

REPO = SRC.parents[1]
HACKING = (REPO / "HACKING.md").read_text(encoding="utf-8")
#: what may sit at the root without being committed (HACKING.md says so; .gitignore keeps them out)
UNCOMMITTED = {".venv", ".groundtest", ".pytest_cache", ".hypothesis", ".mypy_cache", ".ruff_cache", "build", "dist", "tmp",
               "test-artifacts", "__pycache__"}


def _block(tag: str) -> str:
    start = HACKING.index(f"```{tag}\n") + len(tag) + 4
    return HACKING[start:HACKING.index("```", start)]


def root_names() -> set[str]:
    """The root's entries HACKING.md names (its ```root block), folders without their slash."""
    return {n.rstrip("/") for n in _block("root").split()}


def test_the_root_holds_only_what_hacking_names() -> None:
    found = {p.name for p in REPO.iterdir()} - UNCOMMITTED
    found = {n for n in found if not n.endswith(".egg-info")}
    stray = sorted(found - root_names())
    assert stray == [], f"not named in HACKING.md's root list (a stray file? add it there if it belongs): {stray}"
    gitignore = (REPO / ".gitignore").read_text(encoding="utf-8")
    assert all(f"{n}/" in gitignore for n in UNCOMMITTED - {"__pycache__"} if n not in ("tmp",)), "keep .gitignore in step"


def test_the_root_check_catches_a_stray_file(tmp_path, monkeypatch) -> None:
    stray = REPO / "--help"
    assert not stray.exists()
    stray.write_text("{}")
    try:
        assert "--help" in {p.name for p in REPO.iterdir()} - root_names()
    finally:
        stray.unlink()


def _layout_entries() -> set[str]:
    """The package-root modules and folders HACKING.md's layout names (lines indented by two spaces)."""
    names: set[str] = set()
    start = HACKING.index("```\nsrc/groundtest/\n") + 4
    for line in HACKING[start:HACKING.index("```", start)].splitlines()[1:]:
        if line.startswith("  ") and not line.startswith("   "):
            head = line[2:].split("  ")[0]
            names |= {n.strip().split("/")[0] for n in head.split(",") if n.strip()}
    return names


def test_hacking_layout_names_what_the_package_root_holds() -> None:
    named = _layout_entries()
    present = {p.name.removesuffix(".py") for p in SRC.iterdir() if p.suffix == ".py" or (p / "__init__.py").exists()}
    present |= {p.name for p in SRC.iterdir() if p.is_dir() and p.name in ("templates", "data")}
    named_stems = {n.removesuffix(".py") for n in named}
    assert sorted(named_stems - present) == [], "HACKING.md lists what is not at the package root"
    assert sorted(present - named_stems - {"__init__"}) == [], "the package root holds what HACKING.md does not list"


def test_one_name_for_a_module_and_a_package() -> None:
    """No ``X.py`` beside an ``X/`` or ``Xs/`` package (``targets.py`` beside ``target/`` was two names for one thing)."""
    modules = {p.stem for p in SRC.glob("*.py")}
    packages = {p.name for p in SRC.iterdir() if (p / "__init__.py").exists()}
    clashes = sorted(m for m in modules if m in packages or m.rstrip("s") in packages or f"{m}s" in packages)
    assert clashes == []
    target = importlib.import_module("groundtest.target")
    assert callable(target.langchain) and callable(target.llamaindex) and callable(target.haystack)
