"""The source registry: authoritative texts looked up by citation key, by full-text search, and by
article/section. :class:`Registry` is the protocol (an HTTP registry can implement it later);
:class:`SqliteRegistry` keeps sources in one SQLite file with an FTS5 index."""
from __future__ import annotations

import json
import re
import sqlite3
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Protocol, runtime_checkable

from ..errors import GroundtestError, UsageError

DEFAULT_DB = ".groundtest/registry.db"
SCHEMA_VERSION = 1


@dataclass(frozen=True, slots=True)
class SourceInfo:
    """A registry entry without its text."""

    key: str
    jurisdiction: str
    kind: str
    title: str
    court: str | None = None
    year: int | None = None
    number: str | None = None
    neutral_key: str | None = None


@dataclass(slots=True)
class Source:
    """One authoritative text to index: metadata, full text, and its provisions by label."""

    key: str
    jurisdiction: str
    kind: str
    title: str
    text: str
    aliases: tuple[str, ...] = ()
    lookup_keys: tuple[str, ...] = ()
    provisions: dict[str, str] = field(default_factory=dict)
    court: str | None = None
    year: int | None = None
    number: str | None = None
    neutral_key: str | None = None
    path: str = ""
    meta: dict = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Hit:
    """One full-text search result; ``score`` is bm25 (lower is better)."""

    source: SourceInfo
    score: float
    snippet: str


@runtime_checkable
class Registry(Protocol):
    """What verification needs from a registry of sources."""

    def lookup(self, key: str) -> list[SourceInfo]:
        """Sources with this canonical key (``law:2:2019``, ``case:DIFC CFI:2021:45``), any jurisdiction."""
        ...

    def search(self, query: str, *, jurisdiction: str | None = None, fields: str = "all",
               phrase: bool = False, limit: int = 5) -> list[Hit]:
        """Full-text search; ``fields``: ``all`` or ``title`` (titles and aliases)."""
        ...

    def text(self, key: str) -> str | None:
        """The whole text of a source."""
        ...

    def provision(self, key: str, label: str) -> str | None:
        """The text of one article/section (``"62"``) or judgment paragraph (``"para 23"``)."""
        ...

    def provision_labels(self, key: str) -> list[str]:
        ...

    def court_years(self, court: str) -> frozenset[int]:
        """Years in which the registry holds judgments of ``court``."""
        ...


def require_fts5() -> None:
    """Raise a clear error when this Python's SQLite lacks FTS5."""
    try:
        con = sqlite3.connect(":memory:")
        con.execute("CREATE VIRTUAL TABLE t USING fts5(x)")
        con.close()
    except sqlite3.OperationalError:
        raise GroundtestError(
            f"this Python's SQLite ({sqlite3.sqlite_version}) was built without FTS5, which the registry needs; "
            "use a Python whose sqlite3 has FTS5 (python.org and most distributions do)"
        ) from None


_SCHEMA = """
CREATE TABLE IF NOT EXISTS sources (
  id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, jurisdiction TEXT NOT NULL, kind TEXT NOT NULL,
  title TEXT NOT NULL, court TEXT, year INTEGER, number TEXT, neutral_key TEXT,
  aliases TEXT NOT NULL, path TEXT, meta TEXT NOT NULL, text TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS keys (
  key TEXT NOT NULL, source_id INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
  PRIMARY KEY (key, source_id));
CREATE TABLE IF NOT EXISTS provisions (
  source_id INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE, label TEXT NOT NULL,
  position INTEGER NOT NULL, text TEXT NOT NULL, PRIMARY KEY (source_id, label));
CREATE INDEX IF NOT EXISTS sources_court ON sources(court, year);
CREATE VIRTUAL TABLE IF NOT EXISTS sources_fts USING fts5(title, aliases, body, tokenize='unicode61 remove_diacritics 2');
"""
_INFO = "s.key, s.jurisdiction, s.kind, s.title, s.court, s.year, s.number, s.neutral_key"


def fts_query(text: str, phrase: bool = False, fields: str = "all") -> str | None:
    """An FTS5 query from free text: every word, quoted (no operator injection)."""
    words = re.findall(r"\w+", text)
    if not words:
        return None
    q = '"' + " ".join(words) + '"' if phrase else " ".join(f'"{w}"' for w in words)
    return f"{{title aliases}} : ({q})" if fields == "title" else q


class SqliteRegistry:
    """A registry in one SQLite file. Opened lazily (so it can be pickled to worker processes);
    read-only unless ``writable``."""

    def __init__(self, path: str | Path = DEFAULT_DB, *, writable: bool = False):
        self.path = Path(path)
        self.writable = writable
        self._con: sqlite3.Connection | None = None

    @classmethod
    def open(cls, path: str | Path = DEFAULT_DB) -> "SqliteRegistry":
        """An existing registry, checked; raise :class:`UsageError` if there is none at ``path``."""
        reg = cls(path)
        if not reg.path.is_file():
            raise UsageError(f"no registry at {path}: build one with 'groundtest registry add DIR --db {path}'")
        reg.con  # noqa: B018 - open and check now
        return reg

    @classmethod
    def create(cls, path: str | Path = DEFAULT_DB) -> "SqliteRegistry":
        """Open for writing, creating the file and schema if needed."""
        reg = cls(path, writable=True)
        reg.path.parent.mkdir(parents=True, exist_ok=True)
        reg.con  # noqa: B018
        return reg

    def __getstate__(self) -> dict:
        return {"path": self.path, "writable": self.writable, "_con": None}

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)

    @property
    def con(self) -> sqlite3.Connection:
        if self._con is None:
            require_fts5()
            try:
                if self.writable:
                    con = sqlite3.connect(self.path, check_same_thread=False)
                    tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
                    if tables and "sources" not in tables:  # never write into another tool's database
                        con.close()
                        raise sqlite3.DatabaseError("it holds other tables")
                    con.executescript(_SCHEMA)
                    con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                else:
                    con = sqlite3.connect(self.path.resolve().as_uri() + "?mode=ro", uri=True, check_same_thread=False)
                con.execute("PRAGMA foreign_keys = ON")
                version = con.execute("PRAGMA user_version").fetchone()[0]
                con.execute("SELECT 1 FROM sources LIMIT 1")
            except sqlite3.DatabaseError as exc:
                raise UsageError(f"{self.path}: not a groundtest registry ({exc})") from None
            if version != SCHEMA_VERSION:
                raise UsageError(f"{self.path}: registry schema {version}, this groundtest reads {SCHEMA_VERSION}")
            self._con = con
        return self._con

    def close(self) -> None:
        if self._con is not None:
            self._con.close()
            self._con = None

    # --- writing ---------------------------------------------------------------------------
    def put(self, src: Source) -> str:
        """Insert or replace one source (by key); returns ``added``, ``updated`` or ``unchanged``."""
        con = self.con
        old = con.execute("SELECT id, text, meta, title, aliases FROM sources WHERE key = ?", (src.key,)).fetchone()
        meta = json.dumps(src.meta, sort_keys=True, ensure_ascii=False)
        aliases = json.dumps(list(src.aliases), ensure_ascii=False)
        if old and (old[1], old[2], old[3], old[4]) == (src.text, meta, src.title, aliases):
            return "unchanged"
        if old:
            con.execute("DELETE FROM sources_fts WHERE rowid = ?", (old[0],))
            con.execute("DELETE FROM sources WHERE id = ?", (old[0],))
        cur = con.execute(
            "INSERT INTO sources (key, jurisdiction, kind, title, court, year, number, neutral_key, aliases, path, meta, text)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (src.key, src.jurisdiction, src.kind, src.title, src.court, src.year, src.number, src.neutral_key,
             aliases, src.path, meta, src.text),
        )
        sid = cur.lastrowid
        con.executemany("INSERT OR IGNORE INTO keys VALUES (?, ?)", [(k, sid) for k in src.lookup_keys])
        con.executemany("INSERT INTO provisions VALUES (?, ?, ?, ?)",
                        [(sid, label, i, text) for i, (label, text) in enumerate(src.provisions.items())])
        con.execute("INSERT INTO sources_fts (rowid, title, aliases, body) VALUES (?,?,?,?)",
                    (sid, src.title, " ; ".join(src.aliases), src.text))
        return "updated" if old else "added"

    def put_all(self, sources: Iterable[Source]) -> dict[str, int]:
        """Store sources in one transaction; counts of added/updated/unchanged."""
        counts = {"added": 0, "updated": 0, "unchanged": 0}
        with self.con:
            for s in sources:
                counts[self.put(s)] += 1
        self._clear_caches()
        return counts

    def _clear_caches(self) -> None:
        for name in ("lookup", "text", "provision", "provision_labels", "court_years"):
            getattr(self, f"_{name}").cache_clear()

    # --- reading ---------------------------------------------------------------------------
    def lookup(self, key: str) -> list[SourceInfo]:
        return self._lookup(key)

    @lru_cache(maxsize=4096)  # noqa: B019 - the registry lives as long as its process
    def _lookup(self, key: str) -> list[SourceInfo]:
        rows = self.con.execute(
            f"SELECT {_INFO} FROM keys k JOIN sources s ON s.id = k.source_id WHERE k.key = ? ORDER BY s.key", (key,)
        ).fetchall()
        return [SourceInfo(*r) for r in rows]

    def search(self, query: str, *, jurisdiction: str | None = None, fields: str = "all",
               phrase: bool = False, limit: int = 5) -> list[Hit]:
        q = fts_query(query, phrase, fields)
        if q is None:
            return []
        sql = (f"SELECT {_INFO}, bm25(sources_fts, 10.0, 10.0, 1.0) AS rank, snippet(sources_fts, 2, '[', ']', '…', 12)"
               " FROM sources_fts JOIN sources s ON s.id = sources_fts.rowid WHERE sources_fts MATCH ?")
        args: list = [q]
        if jurisdiction:
            sql += " AND s.jurisdiction = ?"
            args.append(jurisdiction.upper())
        sql += " ORDER BY rank, s.key LIMIT ?"
        args.append(limit)
        return [Hit(SourceInfo(*r[:8]), round(r[8], 6), r[9]) for r in self.con.execute(sql, args)]

    def text(self, key: str) -> str | None:
        return self._text(key)

    @lru_cache(maxsize=256)  # noqa: B019
    def _text(self, key: str) -> str | None:
        row = self.con.execute("SELECT text FROM sources WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def provision(self, key: str, label: str) -> str | None:
        return self._provision(key, label)

    @lru_cache(maxsize=4096)  # noqa: B019
    def _provision(self, key: str, label: str) -> str | None:
        row = self.con.execute(
            "SELECT p.text FROM provisions p JOIN sources s ON s.id = p.source_id WHERE s.key = ? AND p.label = ?",
            (key, label),
        ).fetchone()
        return row[0] if row else None

    def provision_labels(self, key: str) -> list[str]:
        return self._provision_labels(key)

    @lru_cache(maxsize=256)  # noqa: B019
    def _provision_labels(self, key: str) -> list[str]:
        rows = self.con.execute(
            "SELECT p.label FROM provisions p JOIN sources s ON s.id = p.source_id WHERE s.key = ? ORDER BY p.position",
            (key,),
        )
        return [r[0] for r in rows]

    def court_years(self, court: str) -> frozenset[int]:
        return self._court_years(" ".join(court.upper().split()))

    @lru_cache(maxsize=256)  # noqa: B019
    def _court_years(self, court: str) -> frozenset[int]:
        rows = self.con.execute("SELECT DISTINCT year FROM sources WHERE court = ? AND year IS NOT NULL", (court,))
        return frozenset(r[0] for r in rows)

    def sources(self, jurisdiction: str | None = None) -> list[tuple[SourceInfo, int]]:
        """Every source with its number of provisions, ordered by jurisdiction and key."""
        sql = (f"SELECT {_INFO}, (SELECT COUNT(*) FROM provisions p WHERE p.source_id = s.id) FROM sources s")
        args: tuple = ()
        if jurisdiction:
            sql += " WHERE s.jurisdiction = ?"
            args = (jurisdiction.upper(),)
        rows = self.con.execute(sql + " ORDER BY s.jurisdiction, s.key", args)
        return [(SourceInfo(*r[:8]), r[8]) for r in rows]
