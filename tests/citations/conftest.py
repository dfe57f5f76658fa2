"""A registry built once from tests/fixtures/registry (made-up statutes and judgments)."""
from __future__ import annotations

from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "registry"


@pytest.fixture(scope="session")
def registry_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from groundtest.citations.ingest import read_directory
    from groundtest.citations.registry import SqliteRegistry

    path = tmp_path_factory.mktemp("registry") / "registry.db"
    reg = SqliteRegistry.create(path)
    reg.put_all(read_directory(FIXTURES))
    reg.close()
    return path


@pytest.fixture()
def registry(registry_path: Path):
    from groundtest.citations.registry import SqliteRegistry

    reg = SqliteRegistry.open(registry_path)
    yield reg
    reg.close()
