"""The run store: every ``score`` run in a local SQLite database (default ``.groundtest/groundtest.db``).

Schema changes are numbered migrations: plain functions ``mNNN_name(db)`` in :data:`MIGRATIONS`,
each applied once, in order, inside one transaction with its row in the ``migrations`` table,
when the store opens. To change the schema, add a function with the next number and append it
to the list; never edit one that has shipped (databases that applied it will not run it again)::

    def m005_notes(db: sqlite3.Connection) -> None:
        db.execute("ALTER TABLE runs ADD COLUMN note TEXT")

    MIGRATIONS: list[Migration] = [m001_initial, ..., m004_cases_key, m005_notes]
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import socket
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from .. import __version__
from ..errors import UsageError
from ..jsonin import loads
from ..masking import mask, safe_urls
from ..model import Result
from ..settings import Budgets, Settings
from ..summary import Summary, SummaryBuilder

DEFAULT_PATH = Path(".groundtest") / "groundtest.db"
Migration = Callable[[sqlite3.Connection], None]


def m001_initial(db: sqlite3.Connection) -> None:
    """Runs and their per-case results."""
    db.execute(
        """CREATE TABLE runs (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            created TEXT NOT NULL,
            status TEXT NOT NULL DEFAULT 'running',
            cases_path TEXT,
            cases_sha256 TEXT,
            judge TEXT,
            judge_config TEXT NOT NULL DEFAULT '{}',
            budgets TEXT NOT NULL DEFAULT '{}',
            settings TEXT NOT NULL DEFAULT '{}',
            summary TEXT
        )"""
    )
    db.execute(
        """CREATE TABLE results (
            run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            case_id TEXT NOT NULL,
            result TEXT NOT NULL,
            PRIMARY KEY (run_id, position)
        )"""
    )


def m002_repeat(db: sqlite3.Connection) -> None:
    """``score --repeat K``: the repeat count and the groundtest version of each run; case lookup."""
    db.execute("ALTER TABLE runs ADD COLUMN repeat INTEGER NOT NULL DEFAULT 1")
    db.execute("ALTER TABLE runs ADD COLUMN version TEXT")
    db.execute("CREATE INDEX results_case ON results (run_id, case_id)")


def m003_labels(db: sqlite3.Connection) -> None:
    """Labels people give in ``groundtest review``: one per source (``run:ID`` or ``file:PATH``) and case id."""
    db.execute(
        """CREATE TABLE labels (
            source TEXT NOT NULL,
            case_id TEXT NOT NULL,
            label TEXT NOT NULL CHECK (label IN ('clean', 'hallucinated', 'uncertain')),
            note TEXT NOT NULL DEFAULT '',
            labelled_at TEXT NOT NULL,
            PRIMARY KEY (source, case_id)
        )"""
    )


def m004_cases_key(db: sqlite3.Connection) -> None:
    """A digest of the case definitions without the responses (see :func:`cases_key`)."""
    db.execute("ALTER TABLE runs ADD COLUMN cases_key TEXT")


def m005_run_owner(db: sqlite3.Connection) -> None:
    """The process recording a run (pid and host), so a run whose process was killed is found."""
    db.execute("ALTER TABLE runs ADD COLUMN pid INTEGER")
    db.execute("ALTER TABLE runs ADD COLUMN host TEXT")


def m006_reviewed(db: sqlite3.Connection) -> None:
    """The finding type a reviewer picks with a hallucinated label, and the sources marked reviewed
    (every uncertain case labelled: ``labels export --reviewed``)."""
    db.execute("ALTER TABLE labels ADD COLUMN finding_type TEXT")
    db.execute("CREATE TABLE reviewed (source TEXT PRIMARY KEY, reviewed_at TEXT NOT NULL, labels INTEGER NOT NULL)")


#: every migration, in order; append new ones (the number in the name is the order)
MIGRATIONS: list[Migration] = [m001_initial, m002_repeat, m003_labels, m004_cases_key, m005_run_owner, m006_reviewed]

#: the fields that define a case; responses (and meta, where ``run`` notes its calls) are left out
_DEFINITION = ("id", "type", "expect", "query", "context", "must_include", "must_not_include", "tags")

_REF = re.compile(r"^(?:last(?:~(\d+))?|(\d+))$")
_SURROGATE = re.compile("[\ud800-\udfff]")
_SECRET = re.compile(r"key|secret|token|password|credential", re.IGNORECASE)


def is_run_ref(text: str) -> bool:
    """``last``, ``last~N`` or a run id (a number)."""
    return bool(_REF.match(text.strip()))


@dataclass(slots=True)
class RunInfo:
    """One stored run (the ``runs`` row, JSON columns decoded)."""

    id: int
    created: str
    status: str
    cases_path: str | None
    cases_sha256: str | None
    judge: str | None
    judge_config: dict[str, Any]
    budgets: dict[str, Any]
    settings: dict[str, Any]
    summary: dict[str, Any] | None
    repeat: int = 1
    version: str | None = None
    cases_key: str | None = None

    @property
    def passed(self) -> bool | None:
        return None if self.summary is None else bool(self.summary.get("passed"))

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id, "created": self.created, "status": self.status, "cases_path": self.cases_path,
            "cases_sha256": self.cases_sha256, "judge": self.judge, "judge_config": self.judge_config,
            "budgets": self.budgets, "settings": self.settings, "repeat": self.repeat,
            "version": self.version, "cases_key": self.cases_key, "summary": self.summary,
        }


class Store:
    """A run store on one SQLite file. Open with :meth:`open` (migrates); use as a context manager."""

    def __init__(self, db: sqlite3.Connection, path: Path):
        self.db = db
        self.path = path

    @classmethod
    def open(cls, path: str | Path = DEFAULT_PATH) -> "Store":
        """Open (creating it and its folder if needed) and bring the schema up to date."""
        p = Path(path)
        try:
            if p.is_dir():
                raise UsageError(f"store {p}: is a directory, not a database file")
            p.parent.mkdir(parents=True, exist_ok=True)
            created = not p.exists()
            db = sqlite3.connect(p, isolation_level=None, timeout=10.0)
        except OSError as exc:
            raise UsageError(f"store {p}: cannot open: {exc.strerror or exc}") from None
        store = cls(db, p)
        try:
            db.execute("PRAGMA foreign_keys = ON")
            db.execute("PRAGMA busy_timeout = 10000")
            with _creation_lock(p):  # two processes creating or migrating one store take turns
                _retry_locked(lambda: db.execute("PRAGMA journal_mode = WAL"))
                db.execute("PRAGMA synchronous = NORMAL")  # WAL: a crash loses at most the last batch, never corrupts
                _retry_locked(lambda: migrate(db))
                store.mark_interrupted()
        except sqlite3.DatabaseError as exc:
            db.close()
            if created:  # a store this call began (on a full disk, say) is not left behind empty
                with contextlib.suppress(OSError):
                    if p.stat().st_size == 0:
                        p.unlink()
                for suffix in (".lock", "-wal", "-shm"):
                    with contextlib.suppress(OSError):
                        p.with_name(p.name + suffix).unlink()
            if _disk_problem(exc):
                raise UsageError(f"store {p}: cannot write: {exc}") from None
            raise UsageError(f"store {p}: not a groundtest store ({exc})") from None
        return store

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- writing ---------------------------------------------------------------------------

    def start_run(self, cases_path: str | None, settings: Settings, repeat: int = 1) -> int:
        """Insert a run in status ``running``; returns its id."""
        cur = self.db.execute(
            "INSERT INTO runs (created, status, cases_path, judge, judge_config, budgets, settings, repeat, version, pid, host)"
            " VALUES (?, 'running', ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                datetime.now(timezone.utc).isoformat(timespec="seconds"),
                None if cases_path is None else str(Path(cases_path).resolve()),
                settings.judge if isinstance(settings.judge, str) else getattr(settings.judge, "name", None),
                _dumps(judge_config(settings)),
                _dumps(settings.budgets.to_dict()),
                _dumps(settings_dict(settings)),
                repeat,
                __version__,
                os.getpid(),
                socket.gethostname(),
            ),
        )
        assert cur.lastrowid is not None  # an INSERT sets it
        return int(cur.lastrowid)

    def mark_interrupted(self) -> list[int]:
        """Runs still ``running`` whose process (on this host) is gone become ``interrupted``: a
        SIGKILL leaves no chance to say so. Returns their ids."""
        host = socket.gethostname()
        gone = [int(r[0]) for r in self.db.execute("SELECT id, pid FROM runs WHERE status = 'running' AND host = ?", (host,))
                if r[1] is not None and not _alive(int(r[1]))]
        for run_id in gone:
            self.db.execute("UPDATE runs SET status = 'interrupted' WHERE id = ? AND status = 'running'", (run_id,))
        return gone

    def add_results(self, run_id: int, first_position: int, results: list[Result],
                    lines: "list[str | None] | None" = None) -> None:
        """Insert a batch of results (one transaction). ``lines``: each result's JSON line when
        the scorer has already made it (``outputs.json_line`` of ``to_dict()``), else None."""
        lines = lines or [None] * len(results)
        rows = [
            (run_id, first_position + i, mask(r.id), _row(r.to_dict()) if line is None else _line_row(line, r))
            for i, (r, line) in enumerate(zip(results, lines))
        ]
        with _transaction(self.db):
            self.db.executemany("INSERT INTO results (run_id, position, case_id, result) VALUES (?, ?, ?, ?)", rows)

    def finish_run(
        self, run_id: int, summary: Summary, sha256: str | None, status: str = "complete", key: str | None = None
    ) -> None:
        self.db.execute(
            "UPDATE runs SET status = ?, summary = ?, cases_sha256 = ?, cases_key = ? WHERE id = ?",
            (status, _dumps(summary.to_dict()), sha256, key, run_id),
        )

    def delete_run(self, run_id: int) -> None:
        with _transaction(self.db):
            self.db.execute("DELETE FROM results WHERE run_id = ?", (run_id,))
            self.db.execute("DELETE FROM runs WHERE id = ?", (run_id,))

    # -- reading ---------------------------------------------------------------------------

    def runs(self, limit: int | None = 20) -> list[RunInfo]:
        """Most recent runs first."""
        sql = "SELECT * FROM runs ORDER BY id DESC" + ("" if limit is None else " LIMIT ?")
        return [_run_info(row) for row in self._rows(sql, () if limit is None else (limit,))]

    def resolve(self, ref: str | int) -> int:
        """A run id from ``N``, ``last`` (the most recent complete run) or ``last~N`` (N before it)."""
        text = str(ref).strip()
        m = _REF.match(text)
        if not m:
            raise UsageError(f"not a run id: {text!r} (use a number, 'last' or 'last~N')")
        if m.group(2) is not None:
            run_id = int(m.group(2))
            if not self._rows("SELECT 1 FROM runs WHERE id = ?", (run_id,)):
                raise UsageError(f"no run {run_id} in store {self.path} (see: groundtest runs)")
            return run_id
        back = int(m.group(1) or 0)
        rows = self._rows("SELECT id FROM runs WHERE status = 'complete' ORDER BY id DESC LIMIT 1 OFFSET ?", (back,))
        if not rows:
            have = self._rows("SELECT COUNT(*) FROM runs WHERE status = 'complete'")[0][0]
            raise UsageError(f"{text}: store {self.path} has {have} complete run(s)")
        return int(rows[0][0])

    def run(self, ref: str | int) -> RunInfo:
        run_id = self.resolve(ref)
        return _run_info(self._rows("SELECT * FROM runs WHERE id = ?", (run_id,))[0])

    def results(self, run_id: int) -> Iterator[Result]:
        """The run's results in input order, streamed."""
        cur = self.db.execute("SELECT result FROM results WHERE run_id = ? ORDER BY position", (run_id,))
        for (text,) in cur:
            yield Result.from_dict(json.loads(text))

    def summary(self, run: RunInfo, keep_results: bool = False) -> tuple[Summary, list[Result] | None]:
        """Rebuild the run's :class:`Summary` from its stored results and budgets (what ``score`` printed)."""
        from .repeat import Instability

        builder = SummaryBuilder(budgets_from_dict(run.budgets), judge=run.judge)
        instability = Instability(run.repeat)
        kept: list[Result] | None = [] if keep_results else None
        for r in self.results(run.id):
            builder.add(r)
            instability.add(r)
            if kept is not None:
                kept.append(r)
        if run.summary and run.summary.get("usage"):
            builder.add_usage(run.summary["usage"])
        summary = builder.build()
        summary.warnings.extend(instability.warnings())
        return summary, kept

    def applied_migrations(self) -> list[str]:
        return [r[0] for r in self._rows("SELECT name FROM migrations ORDER BY id")]

    def _rows(self, sql: str, params: tuple = ()) -> list[sqlite3.Row]:
        cur = self.db.execute(sql, params)
        cur.row_factory = sqlite3.Row  # type: ignore[assignment]
        return cur.fetchall()


def migrate(db: sqlite3.Connection, migrations: list[Migration] | None = None) -> list[str]:
    """Apply every migration not yet recorded, in order; returns the names applied now."""
    db.execute("CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, applied TEXT NOT NULL)")
    done: list[str] = []
    for number, fn in _numbered(MIGRATIONS if migrations is None else migrations):
        with _transaction(db, immediate=True):
            if db.execute("SELECT 1 FROM migrations WHERE name = ?", (fn.__name__,)).fetchone():
                continue  # applied before (or by another process while we waited)
            fn(db)
            db.execute(
                "INSERT INTO migrations (id, name, applied) VALUES (?, ?, ?)",
                (number, fn.__name__, datetime.now(timezone.utc).isoformat(timespec="seconds")),
            )
            done.append(fn.__name__)
    return done


def _numbered(migrations: list[Migration]) -> list[tuple[int, Migration]]:
    out = []
    for fn in migrations:
        m = re.match(r"^m(\d+)_\w+$", fn.__name__)
        if not m:
            raise ValueError(f"migration {fn.__name__!r} must be named mNNN_description")
        out.append((int(m.group(1)), fn))
    numbers = [n for n, _ in out]
    if numbers != sorted(set(numbers)):
        raise ValueError(f"migration numbers must be unique and increasing: {numbers}")
    return out


class _transaction:
    """BEGIN … COMMIT (ROLLBACK on error) on an autocommit connection."""

    def __init__(self, db: sqlite3.Connection, immediate: bool = False):
        self.db, self.begin = db, "BEGIN IMMEDIATE" if immediate else "BEGIN"

    def __enter__(self) -> None:
        self.db.execute(self.begin)

    def __exit__(self, exc_type: object, *rest: object) -> None:
        self.db.execute("ROLLBACK" if exc_type else "COMMIT")


def _disk_problem(exc: sqlite3.DatabaseError) -> bool:
    """A full disk, a read-only or vanished file: the machine's problem, not a foreign file."""
    code = getattr(exc, "sqlite_errorname", "") or ""
    text = str(exc).lower()
    return code.startswith(("SQLITE_FULL", "SQLITE_READONLY", "SQLITE_IOERR", "SQLITE_CANTOPEN")) or any(
        w in text for w in ("disk is full", "readonly", "read-only", "disk i/o", "unable to open"))


class _creation_lock:
    """An exclusive ``flock`` on ``STORE.lock`` (a sibling file; never the database itself, whose
    POSIX locks belong to SQLite) held while the store is created and migrated."""

    def __init__(self, path: Path):
        self.path = path.with_name(path.name + ".lock")
        self.fd: int | None = None

    def __enter__(self) -> None:
        try:
            import fcntl

            self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            fcntl.flock(self.fd, fcntl.LOCK_EX)  # waits for the other process's migration
        except (ImportError, OSError):  # no flock or a read-only folder: SQLite's busy timeout alone
            if self.fd is not None:
                os.close(self.fd)
            self.fd = None

    def __exit__(self, *exc: object) -> None:
        if self.fd is not None:
            os.close(self.fd)  # releases the lock


def _retry_locked(fn: Callable[[], Any], tries: int = 50) -> Any:
    """``fn()``, retried while SQLite says the database is locked (changing the journal mode of a
    database another connection is opening does not wait on the busy timeout)."""
    import time

    for attempt in range(tries):
        try:
            return fn()
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) and "busy" not in str(exc) or attempt == tries - 1:
                raise
            time.sleep(0.05 + 0.01 * attempt)
    return None


def _alive(pid: int) -> bool:
    """Whether process ``pid`` exists (on this host)."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # it exists, under another user
        return True
    except OSError:
        return True
    return True


def file_sha256(path: str | Path) -> str | None:
    """sha256 of a file's bytes (as recorded with a run), or None if it cannot be read."""
    h = hashlib.sha256()
    try:
        with Path(path).open("rb") as fh:
            for block in iter(lambda: fh.read(1 << 20), b""):
                h.update(block)
    except OSError:
        return None
    return h.hexdigest()


def definition_digest(obj: Any) -> bytes | None:
    """One case's part of :func:`cases_key`: sha256 of its definition (a parsed line; None if
    the line is not an object)."""
    if not isinstance(obj, dict):
        return None
    return hashlib.sha256(_dumps({k: obj[k] for k in _DEFINITION if k in obj}).encode()).digest()


class KeySorter:
    """The digests of :func:`cases_key`, sorted on disk by SQLite (a temporary database), so
    memory stays flat at any size; fed line by line (by the scoring pass, or a second read)."""

    def __init__(self) -> None:
        self.db = sqlite3.connect("")
        self.db.execute("PRAGMA cache_size = -2048")
        self.db.execute("CREATE TABLE d (digest BLOB)")

    def add_many(self, digests: Iterable[bytes]) -> None:
        self.db.executemany("INSERT INTO d VALUES (?)", ((d,) for d in digests))

    def key(self) -> str:
        h = hashlib.sha256()
        for (digest,) in self.db.execute("SELECT digest FROM d ORDER BY digest"):
            h.update(digest)
        return h.hexdigest()

    def close(self) -> None:
        self.db.close()


def cases_key(path: str | Path) -> str | None:
    """sha256 of a case set's definitions, responses aside and in any order: two runs of the same
    cases answered by different systems share it. None if the file cannot be read."""
    def digests(fh: Any) -> Iterator[bytes]:
        for raw in fh:
            try:
                obj = loads(raw)
            except ValueError:  # BadJSON, UnicodeDecodeError
                continue
            d = definition_digest(obj)
            if d is not None:
                yield d

    sort = KeySorter()
    try:
        with Path(path).open("rb") as fh:
            sort.add_many(digests(fh))
        return sort.key()
    except (OSError, sqlite3.Error):
        return None
    finally:
        sort.close()


def _dumps(obj: Any) -> str:
    return _safe(mask(json.dumps(obj, ensure_ascii=False, sort_keys=True)), obj, True)


def _row(obj: Any) -> str:
    return _safe(mask(json.dumps(obj, ensure_ascii=False)), obj, False)


def _line_row(line: str, r: Result) -> str:
    """:func:`_row` of ``r.to_dict()`` from the JSON line already made of it (the same text)."""
    text = mask(line)
    return _safe(text, r.to_dict(), False) if _SURROGATE.search(text) else text


def _safe(text: str, obj: Any, sort_keys: bool) -> str:
    """SQLite stores UTF-8: a lone surrogate (in a judge's reply, say) is kept as its JSON escape."""
    if _SURROGATE.search(text):
        return mask(json.dumps(obj, ensure_ascii=True, sort_keys=sort_keys))
    return text


def _redact(obj: Any) -> Any:
    """Drop anything that looks like a credential before it is written to disk."""
    if isinstance(obj, dict):
        return {k: ("<redacted>" if _SECRET.search(str(k)) else _redact(v)) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_redact(v) for v in obj]
    if isinstance(obj, str):
        return safe_urls(obj)  # a base URL is stored without user:password@ and with its query values masked
    return obj if isinstance(obj, (int, float, bool, type(None))) else str(obj)


def judge_config(settings: Settings) -> dict[str, Any]:
    """The judge spec and options as recorded with a run (credentials redacted)."""
    return {"judge": str(settings.judge), "options": _redact(dict(settings.judge_options))}


def settings_dict(settings: Settings) -> dict[str, Any]:
    extra = {"refusals_extra": list(settings.refusals_extra)} if settings.refusals_extra else {}
    extra |= {k: getattr(settings, k) for k in ("registry", "policies") if getattr(settings, k)}
    return extra | {
        "refusals": list(settings.refusals),
        "missing_counts_as": settings.missing_counts_as,
        "judge_errors": settings.judge_errors,
        "checker_config": settings.checker_config,
    }


def budgets_from_dict(d: dict[str, Any]) -> Budgets:
    b = Budgets()
    for k, v in d.items():
        if hasattr(b, k):
            setattr(b, k, dict(v) if k == "max_failures" else v)
    return b


def _run_info(row: sqlite3.Row) -> RunInfo:
    keys = row.keys()
    return RunInfo(
        id=row["id"],
        created=row["created"],
        status=row["status"],
        cases_path=row["cases_path"],
        cases_sha256=row["cases_sha256"],
        judge=row["judge"],
        judge_config=json.loads(row["judge_config"] or "{}"),
        budgets=json.loads(row["budgets"] or "{}"),
        settings=json.loads(row["settings"] or "{}"),
        summary=json.loads(row["summary"]) if row["summary"] else None,
        repeat=row["repeat"] if "repeat" in keys else 1,
        version=row["version"] if "version" in keys else None,
        cases_key=row["cases_key"] if "cases_key" in keys else None,
    )
