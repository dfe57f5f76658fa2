"""A SQLite cache of model-judge verdicts: a rerun makes no requests, an interrupted run resumes.

A verdict is keyed by judge kind, model, prompt version and a sha256 of the server's base URL
and what was judged.
Only parsed verdicts are stored (never requests, headers or keys); each is committed as
soon as it is known, so Ctrl-C loses nothing already judged. Safe to share across threads.
"""
from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import UsageError
from ..masking import mask

DEFAULT_PATH = Path(".groundtest") / "cache.db"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS verdicts (
    kind TEXT NOT NULL,
    model TEXT NOT NULL,
    prompt_version TEXT NOT NULL,
    digest TEXT NOT NULL,
    value TEXT NOT NULL,
    created REAL NOT NULL,
    PRIMARY KEY (kind, model, prompt_version, digest)
) WITHOUT ROWID
"""


@dataclass(frozen=True, slots=True)
class CacheKey:
    kind: str
    model: str
    prompt_version: str
    digest: str


def digest(*parts: Any) -> str:
    """sha256 of the parts, each length-prefixed (strings as UTF-8, anything else as JSON)."""
    h = hashlib.sha256()
    for p in parts:
        data = (p if isinstance(p, str) else json.dumps(p, ensure_ascii=False, sort_keys=True)).encode("utf-8")
        h.update(b"%d:%c" % (len(data), 115 if isinstance(p, str) else 106))
        h.update(data)
    return h.hexdigest()


class JudgeCache:
    """Verdicts in one SQLite file (WAL mode; one connection guarded by a lock)."""

    def __init__(self, path: str | Path = DEFAULT_PATH):
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None, timeout=30)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute(_SCHEMA)
        except (sqlite3.Error, OSError) as exc:
            raise UsageError(f"--cache: cannot open judge cache {self.path}: {exc}") from None
        self._lock = threading.Lock()
        self.write_errors = 0

    def get(self, key: CacheKey) -> dict[str, Any] | None:
        """The stored verdict for ``key``, or None."""
        with self._lock:
            row = self._db.execute(
                "SELECT value FROM verdicts WHERE kind=? AND model=? AND prompt_version=? AND digest=?",
                (key.kind, key.model, key.prompt_version, key.digest),
            ).fetchone()
        return None if row is None else json.loads(row[0])

    def put(self, key: CacheKey, value: dict[str, Any]) -> None:
        """Store (or replace) the verdict for ``key``, committed at once. Best effort: a cache
        that cannot be written (disk full, locked too long) costs a request next time, not a case."""
        blob = mask(json.dumps(value, ensure_ascii=True, sort_keys=True))  # a reply may echo the key
        with self._lock:
            try:
                self._db.execute(
                    "INSERT OR REPLACE INTO verdicts VALUES (?, ?, ?, ?, ?, ?)",
                    (key.kind, key.model, key.prompt_version, key.digest, blob, time.time()),
                )
            except sqlite3.Error:
                self.write_errors += 1

    def __bool__(self) -> bool:  # an empty cache is still a cache
        return True

    def __len__(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT count(*) FROM verdicts").fetchone()[0])

    def close(self) -> None:
        with self._lock:
            self._db.close()


def open_cache(options: dict[str, Any]) -> JudgeCache | None:
    """The cache named by ``options`` (``cache``, ``no_cache``), or None when disabled."""
    if options.get("no_cache"):
        return None
    return JudgeCache(options.get("cache") or DEFAULT_PATH)
