"""Citation verification inside an audit: the registry decides whether a cited source exists and
says what the response claims; the checker's own citation findings give way to it. The merge
lives in :mod:`groundtest.citations.merge` (``score --registry`` uses it too)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..citations.merge import _superseded, registry_at, verify_row

if TYPE_CHECKING:
    from ..citations.registry import SqliteRegistry  # noqa: F401

__all__ = ["registry_at", "verify_row", "_superseded"]
