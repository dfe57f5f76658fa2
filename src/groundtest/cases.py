"""Reading case files (DESIGN §1): streamed, every line validated, every problem reported.

``CaseReader`` yields valid cases one at a time and collects a :class:`Problem` for each bad
line (``FILE:LINE: field: problem``), so a run reads a large file once with flat memory and
still reports *all* errors at the end. Duplicate ids are found in the same single pass
(``_Duplicates``: id hashes and lines in arrays), so a pipe, a FIFO or ``-`` (standard input)
works like a file.
"""
from __future__ import annotations

import difflib
import hashlib
from array import array
from pathlib import Path
from typing import Any, Iterator, cast

from .errors import InputError, Problem
from .expectations import contradictions
from .infile import lines as read_lines, open_input
from .jsonin import BadJSON, loads
from .model import CASE_TYPES, EXPECTS, Case, Chunk, DocumentError, document_chunk

FIELDS = ("id", "type", "expect", "query", "context", "response", "must_include", "must_not_include", "tags", "meta")
REQUIRED = ("id", "type", "expect", "query", "context")
_FIELD_SET = frozenset(FIELDS)
_REQUIRED_SET = frozenset(REQUIRED)
CHUNK_FIELDS = ("title", "text", "status", "id", "url", "source", "score", "meta")
_CHUNK_FIELD_SET = frozenset(CHUNK_FIELDS)
STATUSES = ("current", "superseded")
#: keys that mark a framework's document (LangChain, Haystack, LlamaIndex), converted by model.document_chunk
_DOCUMENT_FIELDS = frozenset(("page_content", "content", "metadata"))
#: problems kept for the report; the rest are counted
MAX_PROBLEMS = 500


def _did_you_mean(name: str, options: tuple[str, ...]) -> str:
    close = difflib.get_close_matches(name, options, n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


class _Duplicates:
    """Duplicate ids found in the one pass over a file, with flat memory: 12 bytes per id (its
    hash and line) plus a 4 MB bitmap of hashes seen; an id whose bit was already set is kept as
    a candidate, and candidates whose hash occurred on an earlier line are the duplicates."""

    BITS = 1 << 25

    def __init__(self) -> None:
        self.hashes = array("q")
        self.lines = array("q")
        self.seen = bytearray(self.BITS // 8)
        self.candidates: list[tuple[int, str, int]] = []  # (hash, id, line)

    def add(self, cid: str, line: int) -> None:
        h = hash(cid)
        bit = h % self.BITS
        if self.seen[bit >> 3] & (1 << (bit & 7)):
            self.candidates.append((h, cid, line))
        else:
            self.seen[bit >> 3] |= 1 << (bit & 7)
        self.hashes.append(h)
        self.lines.append(line)

    def found(self) -> list[tuple[int, str, int]]:
        """``(line, id, first line)`` of every later occurrence of an id, in file order."""
        if not self.candidates:
            return []
        wanted = {h for h, _, _ in self.candidates}
        first: dict[int, int] = {}
        for h, line in zip(self.hashes, self.lines):
            if h in wanted and h not in first:
                first[h] = line
        return [(line, cid, first[h]) for h, cid, line in self.candidates if first[h] < line]


def parse_chunks(items: list[Any], prefix: str) -> tuple[list[Chunk], list[tuple[str, str]]]:
    """The chunks of a context list (``{title, text, status?}`` objects, strings, or a framework's
    ``{page_content, metadata}`` / ``{content, meta}`` documents) and a
    ``(field, message)`` for every problem, fields named ``PREFIX[i].key``. Shared by case files,
    ``check``/``guard`` context files and audit rows, so all three accept the same chunks."""
    chunks: list[Chunk] = []
    problems: list[tuple[str, str]] = []
    for i, c in enumerate(items):
        where = f"{prefix}[{i}]"
        if isinstance(c, str):
            chunks.append(Chunk(f"[{i + 1}]", c))
            continue
        if not isinstance(c, dict):
            problems.append((where, "must be an object {title, text, status?} or a string"))
            continue
        if not c.keys() <= _CHUNK_FIELD_SET:  # (the common chunk: no per-key loop)
            if _DOCUMENT_FIELDS & c.keys():  # a framework's document: {page_content, metadata}, {content, meta}
                try:
                    doc = document_chunk(c, i)
                except DocumentError as exc:
                    problems.append((where, str(exc)))
                    continue
                if doc is not None:
                    chunks.append(doc)
                    continue
            for key in c:
                if key not in CHUNK_FIELDS:
                    problems.append((f"{where}.{key}", f"unknown chunk field{_did_you_mean(key, CHUNK_FIELDS)}"))
        text, status = c.get("text"), c.get("status", "current")
        title = c["title"] if "title" in c else f"[{i + 1}]"
        if type(text) is str and type(title) is str and (status == "current" or status == "superseded"):
            chunks.append(Chunk(title, text, status))  # the common chunk, valid: the checks below in one test
            continue
        ok = True
        if not isinstance(text, str):
            problems.append((f"{where}.text", "missing or not a string"))
            ok = False
        if not isinstance(title, str):
            problems.append((f"{where}.title", "must be a string"))
            ok = False
        if status not in STATUSES:
            problems.append((f"{where}.status", f"must be 'current' or 'superseded', got {status!r}"))
            ok = False
        if ok and isinstance(text, str) and isinstance(title, str):
            chunks.append(Chunk(title, text, status))
    return chunks, problems


class CaseReader:
    """Iterate the valid cases of a JSONL file; ``problems`` holds what was wrong.

    ``require_response``: a case without ``response`` is a problem (for ``score``).
    ``allow_fields``: extra top-level fields to accept and ignore (e.g. labels in bench data).
    """

    def __init__(self, path: str | Path, *, require_response: bool = False, allow_fields: tuple[str, ...] = ()):
        self.path = Path(path)
        self.name = str(path)
        self.require_response = require_response
        self.allow_fields = allow_fields
        self.problems: list[Problem] = []
        self.problem_count = 0
        self.lines = 0
        self.count = 0
        self.sha256 = hashlib.sha256()
        self.unreadable = False
        self.bom = False
        self.last_object: Any = None  # the JSON object :meth:`parse` read last (for the run store's key)

    def _problem(self, line: int | None, field: str | None, message: str) -> None:
        self.problem_count += 1
        if len(self.problems) < MAX_PROBLEMS:
            self.problems.append(Problem(self.name, line, field, message))

    def __iter__(self) -> Iterator[Case]:
        dups = _Duplicates()
        for lineno, raw in self.raw_lines():
            case = self.parse(raw, lineno)
            if case is not None:
                self.accept(case.id, lineno, dups)
                yield case
        self.finish(dups)

    def raw_lines(self) -> Iterator[tuple[int, bytes]]:
        """The file's non-blank lines as ``(line number, bytes)``, hashing every byte read (the
        first half of :meth:`__iter__`; process workers parse the lines elsewhere)."""
        try:
            fh = open_input(self.name, "case file")
        except InputError as exc:
            for p in exc.problems:
                self._problem(None, None, p.message)
            self.unreadable = True
            return
        with fh:
            for lineno, raw in read_lines(fh, self.name):
                self.lines = lineno
                self.sha256.update(raw)
                if lineno == 1 and raw.startswith(b"\xef\xbb\xbf"):
                    raw = raw[3:]
                    self.bom = True
                if raw and not raw.isspace():  # (raw.strip() without copying the line)
                    yield lineno, raw

    def parse(self, raw: bytes, lineno: int) -> Case | None:
        """One line's case, or None with its problems recorded."""
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            self._problem(lineno, None, f"not valid UTF-8 (byte 0x{raw[exc.start]:02x} at column {exc.start + 1})")
            return None
        try:
            obj = loads(text)
        except BadJSON as exc:
            self._problem(lineno, None, str(exc))
            return None
        self.last_object = obj
        return self._case(obj, lineno)

    def accept(self, case_id: str, lineno: int, dups: _Duplicates) -> None:
        """Count a valid case (its id checked for duplicates at :meth:`finish`)."""
        dups.add(case_id, lineno)
        self.count += 1

    def finish(self, dups: _Duplicates) -> None:
        """The whole-file problems, once every line is read: an empty file, duplicate ids."""
        if self.unreadable:
            return
        if self.lines == 0 or (self.count == 0 and self.problem_count == 0):
            self._problem(None, None, "file is empty: no cases")
        for line, cid, first in dups.found():
            self._problem(line, "id", f"duplicate id {cid!r} (first on line {first})")

    def _case(self, obj: Any, line: int) -> Case | None:
        """Validate one parsed line; record problems and return None if it is bad."""
        if not isinstance(obj, dict):
            self._problem(line, None, f"expected a JSON object, got {type(obj).__name__}")
            return None
        before = self.problem_count
        keys = obj.keys()
        if not keys <= _FIELD_SET:
            for key in obj:  # file order, so messages are stable
                if key not in _FIELD_SET and key not in self.allow_fields:
                    hint = _did_you_mean(key, FIELDS)
                    self._problem(line, key, f"unknown field{hint} (free data belongs under 'meta')")
        if not keys >= _REQUIRED_SET:
            for key in REQUIRED:
                if key not in obj:
                    self._problem(line, key, "missing required field")
        cid = obj.get("id")
        if "id" in obj and (not isinstance(cid, str) or not cid.strip()):
            self._problem(line, "id", "must be a non-empty string")
        ctype, expect = obj.get("type"), obj.get("expect")
        if "type" in obj and ctype not in CASE_TYPES:
            self._problem(line, "type", f"unknown type {ctype!r}; expected one of {', '.join(CASE_TYPES)}")
        if "expect" in obj and expect not in EXPECTS:
            self._problem(line, "expect", f"unknown expect {expect!r}; expected one of {', '.join(EXPECTS)}")
        query = obj.get("query")
        if "query" in obj and not (type(query) is str and query and not query.isspace()):  # a plain query: valid
            self._check_query(query, line)
        chunks, is_text = self._context(obj.get("context"), line) if "context" in obj else ([], False)
        response, answerable, is_obj = self._response(obj, line)
        # (an absent list is an empty one, without the call)
        must = self._must_include(obj["must_include"], line) if "must_include" in obj else []
        must_not = self._strings(obj["must_not_include"], line, "must_not_include") if "must_not_include" in obj else []
        tags = self._strings(obj["tags"], line, "tags") if "tags" in obj else []
        meta = obj.get("meta", {})
        if not isinstance(meta, dict):
            self._problem(line, "meta", f"must be an object, got {type(meta).__name__}")
        if expect == "abstain" and must:
            self._problem(line, "must_include", "must be empty when expect is 'abstain' (nothing should be stated)")
        elif self.problem_count == before:
            for where, message in contradictions(ctype, expect, must, must_not):  # groundtest.expectations
                self._problem(line, where, message)
        if self.problem_count > before:
            return None
        return Case(  # (every field validated above: a problem returned None)
            id=cast(str, cid),
            type=cast(str, ctype),
            expect=cast(str, expect),
            query=cast("str | list[dict[str, Any]]", query),
            context=chunks,
            response=response,
            answerable=answerable,
            must_include=must,
            must_not_include=must_not,
            tags=tags,
            meta=meta,
            context_is_text=is_text,
            response_is_object=is_obj,
        )

    def _check_query(self, query: Any, line: int) -> None:
        if isinstance(query, str):
            if not query.strip():
                self._problem(line, "query", "must not be empty")
            return
        if isinstance(query, list) and query:
            for i, turn in enumerate(query):
                if not isinstance(turn, dict) or not isinstance(turn.get("content"), str) or not isinstance(turn.get("role"), str):
                    self._problem(line, f"query[{i}]", "each turn must be an object {role, content} of strings")
                    return
            return
        self._problem(line, "query", "must be a string or a non-empty list of {role, content} turns")

    def _context(self, ctx: Any, line: int) -> tuple[list[Chunk], bool]:
        if isinstance(ctx, str):
            return ([Chunk("context", ctx)] if ctx.strip() else []), True
        if not isinstance(ctx, list):
            self._problem(line, "context", "must be a string or a list of {title, text, status?} chunks")
            return [], False
        chunks, problems = parse_chunks(ctx, "context")
        for where, message in problems:
            self._problem(line, where, message)
        return chunks, False

    def _response(self, obj: dict[str, Any], line: int) -> tuple[str | None, bool | None, bool]:
        if "response" not in obj or obj["response"] is None:
            if self.require_response:
                self._problem(line, "response", "missing: record the system's answers first (groundtest run)")
            return None, None, False
        r = obj["response"]
        if isinstance(r, str):
            return r, None, False
        if isinstance(r, dict):
            text, flag = r.get("text", ""), r.get("answerable")
            for key in r:
                if key not in ("text", "answerable"):
                    self._problem(line, f"response.{key}", f"unknown field{_did_you_mean(key, ('text', 'answerable'))}")
            if not isinstance(text, str):
                self._problem(line, "response.text", "must be a string")
                text = ""
            if flag is not None and not isinstance(flag, bool):
                self._problem(line, "response.answerable", "must be true or false")
                flag = None
            return text, flag, True
        self._problem(line, "response", "must be a string or an object {text, answerable}")
        return None, None, False

    def _strings(self, value: Any, line: int, field: str) -> list[str]:
        if not isinstance(value, list):
            self._problem(line, field, f"must be a list of strings, got {type(value).__name__}")
            return []
        out = []
        for i, v in enumerate(value):
            if not isinstance(v, str) or not v.strip():
                self._problem(line, f"{field}[{i}]", "must be a non-empty string")
            else:
                out.append(v)
        return out

    def _must_include(self, value: Any, line: int) -> list[list[str]]:
        if not isinstance(value, list):
            self._problem(line, "must_include", f"must be a list, got {type(value).__name__}")
            return []
        groups: list[list[str]] = []
        for i, v in enumerate(value):
            if isinstance(v, str) and v.strip():
                groups.append([v])
            elif isinstance(v, list) and v and all(isinstance(x, str) and x.strip() for x in v):
                groups.append(list(v))
            else:
                self._problem(line, f"must_include[{i}]", "must be a non-empty string or a non-empty list of strings (any-of)")
        return groups

    def raise_if_problems(self) -> None:
        """Raise :class:`InputError` listing every problem found so far."""
        if self.problem_count:
            problems = list(self.problems)
            if self.problem_count > len(problems):
                problems.append(Problem(self.name, None, None, f"... and {self.problem_count - len(problems)} more problem(s)"))
            raise InputError(problems)


def case_from_dict(
    obj: Any, line: int | None = None, *, file: str = "<input>", require_response: bool = False
) -> tuple[Case | None, list[Problem]]:
    """Validate one parsed case with :class:`CaseReader`'s rules: the case (None if bad) and its problems.

    For engines that read the rows themselves (Spark); duplicate ids are theirs to find.
    """
    reader = CaseReader(file, require_response=require_response)
    case = reader._case(obj, line)  # type: ignore[arg-type]
    return case, reader.problems


def load_cases(path: str | Path, *, require_response: bool = False) -> list[Case]:
    """Read and validate a whole case file; raise :class:`InputError` listing every problem."""
    reader = CaseReader(path, require_response=require_response)
    cases = list(reader)
    reader.raise_if_problems()
    return cases


def iter_cases(path: str | Path, **kw: Any) -> Iterator[Case]:
    """Stream valid cases, then raise :class:`InputError` if any line was bad."""
    reader = CaseReader(path, **kw)
    yield from reader
    reader.raise_if_problems()
