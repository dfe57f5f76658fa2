"""Fixtures shared by the judge tests."""
from __future__ import annotations

from typing import Iterator

import pytest

from tests.judges.fake_server import FakeChat


@pytest.fixture
def fake() -> Iterator[FakeChat]:
    """A real Chat Completions server on 127.0.0.1 with scripted behaviours (fake_server.py)."""
    with FakeChat() as server:
        yield server
