"""Plain data of groundtest: cases in (DESIGN §1), verdicts and results out (DESIGN §2, §3)."""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, Iterable

CASE_TYPES = ("answerable", "unanswerable", "false_premise", "stale_context", "partial")
EXPECTS = ("answer", "abstain", "partial")
#: the ``expect`` values under which a case wants an answer (withholding it is over-refusal)
ANSWER_EXPECTS = ("answer", "partial")
FINDING_TYPES = (
    "fabricated_citation",
    "misquoted_source",
    "invented_fact",
    "wrong_jurisdiction_fact",
    "forbidden_value",
    "missing_value",
    "unexpected_answer",
)
SEVERITIES = ("critical", "moderate")
LABELS = ("clean", "hallucinated", "uncertain")


def expects_answer(expect: str) -> bool:
    """Whether a case with this ``expect`` wants an answer: the one test behind :attr:`Case.expects_answer`."""
    return expect in ANSWER_EXPECTS


def query_text(query: str | list[dict[str, Any]]) -> str:
    """The user's words of a query: the string itself, or every user turn of a chat joined."""
    if isinstance(query, str):
        return query
    return "\n".join(str(t.get("content", "")) for t in query if t.get("role", "user") == "user")


def earlier_turns(query: str | list[dict[str, Any]]) -> str:
    """The assistant turns of a chat query joined ("" for a string query): neither evidence nor claims of the answer,
    only what it may set right."""
    if isinstance(query, str):
        return ""
    return "\n".join(str(t.get("content", "")) for t in query if t.get("role") == "assistant")


@dataclass(slots=True)
class Chunk:
    """One retrieved passage. ``status`` is ``current`` or ``superseded``."""

    title: str
    text: str
    status: str = "current"

    def to_dict(self) -> dict[str, Any]:
        return {"title": self.title, "text": self.text, "status": self.status}


#: where a framework document's title may sit in its metadata, in this order
TITLE_KEYS = ("title", "source", "file_name", "filename", "file_path", "url", "id", "doc_id")
#: framework documents as dicts: (text key, metadata key) — LangChain, Haystack, LlamaIndex
DOCUMENT_KEYS = (("page_content", "metadata"), ("content", "meta"), ("text", "metadata"))


class DocumentError(ValueError):
    """A framework document whose title or status cannot make a chunk (the message names the field)."""


def _meta_title(meta: dict[str, Any], i: int) -> str:
    for key in TITLE_KEYS:
        v = meta.get(key)
        if isinstance(v, (str, int)) and not isinstance(v, bool) and str(v).strip():
            return str(v)
    return f"[{i + 1}]"


def _document_parts(item: Any) -> tuple[str, dict[str, Any], dict[str, Any]] | None:
    """``(text, metadata, top-level fields)`` of a framework document, or None when ``item`` is not one:
    a ``{page_content, metadata}`` / ``{content, meta}`` / ``{text, metadata?}`` dict, a LangChain or
    Haystack ``Document``, a LlamaIndex ``NodeWithScore`` or node."""
    if isinstance(item, dict):
        for text_key, meta_key in DOCUMENT_KEYS:
            if isinstance(item.get(text_key), str):
                meta = item.get(meta_key)
                return item[text_key], meta if isinstance(meta, dict) else {}, item
        return None
    node = getattr(item, "node", None)  # LlamaIndex NodeWithScore
    if node is not None and not isinstance(item, (str, bytes)):
        item = node
    for text_attr, meta_attr in (("page_content", "metadata"), ("content", "meta")):  # LangChain, Haystack
        text = getattr(item, text_attr, None)
        if isinstance(text, str):
            meta = getattr(item, meta_attr, None)
            return text, dict(meta) if isinstance(meta, dict) else {}, {}
    get_content = getattr(item, "get_content", None)  # a LlamaIndex node: its text, without the metadata
    if callable(get_content) and isinstance(getattr(item, "metadata", None), dict):
        text = get_content()
        if isinstance(text, str):
            return text, dict(item.metadata), {}
    return None


def document_chunk(item: Any, i: int) -> Chunk | None:
    """The one conversion of a framework document to a :class:`Chunk` (None when ``item`` is not one).

    The text is the document's (``page_content``, ``content``, a node's ``get_content()``); the title
    a top-level ``title``, else the metadata's ``title``, ``source``, ``file_name`` … (:data:`TITLE_KEYS`),
    else ``[i+1]``; the status a top-level ``status``, else the metadata's ``status``, else ``current``.
    A status other than ``current``/``superseded`` is a :class:`DocumentError`, never silently current."""
    parts = _document_parts(item)
    if parts is None:
        return None
    text, meta, top = parts
    title = top["title"] if "title" in top else _meta_title(meta, i)
    if not isinstance(title, str):
        raise DocumentError(f"title must be a string, got {title!r}")
    where, status = ("status", top["status"]) if "status" in top else ("metadata.status", meta.get("status", "current"))
    if status not in ("current", "superseded"):
        raise DocumentError(f"{where} must be 'current' or 'superseded', got {status!r}")
    return Chunk(title, text, status)


def as_chunks(chunks: "str | Iterable[Any] | None") -> list[Chunk]:
    """Chunks from plain text, :class:`Chunk` objects, ``{title, text, status?}`` dicts, strings, or
    the frameworks' own documents (:func:`document_chunk`)."""
    if chunks is None:
        return []
    if isinstance(chunks, str):
        return [Chunk("context", chunks)] if chunks.strip() else []
    out: list[Chunk] = []
    for i, c in enumerate(chunks):
        if isinstance(c, Chunk):
            out.append(c)
        elif isinstance(c, str):
            out.append(Chunk(f"[{i + 1}]", c))
        elif isinstance(c, dict) and isinstance(c.get("text"), str) and "metadata" not in c:
            out.append(Chunk(str(c.get("title", f"[{i + 1}]")), c["text"], str(c.get("status", "current"))))
        else:
            try:
                doc = document_chunk(c, i)
            except DocumentError as exc:
                raise TypeError(f"context[{i}]: {exc}") from None
            if doc is None:
                raise TypeError(f"context[{i}]: expected a string, a Chunk, a {{title, text, status?}} dict or a "
                                f"framework document (LangChain, LlamaIndex, Haystack), got {c!r}")
            out.append(doc)
    return out


@dataclass(slots=True)
class Case:
    """One test case. ``must_include`` is normalised to any-of groups (a plain value is a group of one)."""

    id: str
    type: str
    expect: str
    query: str | list[dict[str, Any]]
    context: list[Chunk]
    response: str | None = None
    answerable: bool | None = None
    must_include: list[list[str]] = field(default_factory=list)
    must_not_include: list[str] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)
    context_is_text: bool = False
    response_is_object: bool = False

    def __post_init__(self) -> None:
        # built in code rather than read from a file: accept the file's shorthands too (a plain
        # value is a group of one; one forbidden value; context as text or {title, text} dicts)
        # (plain loops: this runs for every case the reader builds, which are normalised already)
        for g in self.must_include:
            if type(g) is not list:
                self.must_include = [[g] if isinstance(g, str) else list(g) for g in self.must_include]
                break
        if type(self.must_not_include) is str:
            self.must_not_include = [self.must_not_include]
        ctx = self.context
        if type(ctx) is str:
            self.context = as_chunks(ctx)
            self.context_is_text = True
            return
        for c in ctx:
            if type(c) is not Chunk:
                self.context = as_chunks(ctx)
                break

    @property
    def query_text(self) -> str:
        """The user's words: the string query, or every user turn of a chat joined."""
        return query_text(self.query)

    @property
    def earlier_text(self) -> str:
        """The earlier assistant turns of a chat query (see :func:`earlier_turns`)."""
        return earlier_turns(self.query)

    @property
    def context_text(self) -> str:
        return "\n\n".join(c.text for c in self.context)

    @property
    def is_bait(self) -> bool:
        return "bait" in self.tags

    @property
    def expects_answer(self) -> bool:
        """The case wants an answer (``expect`` is ``answer`` or ``partial``): an abstention over-refuses."""
        return expects_answer(self.expect)

    def to_dict(self) -> dict[str, Any]:
        """The case back in its file format (JSONL line)."""
        d: dict[str, Any] = {"id": self.id, "type": self.type, "expect": self.expect, "query": self.query}
        if self.context_is_text:
            d["context"] = self.context[0].text if self.context else ""
        else:
            d["context"] = [c.to_dict() for c in self.context]
        if self.response is not None:
            if self.response_is_object or self.answerable is not None:
                d["response"] = {"text": self.response, "answerable": self.answerable}
            else:
                d["response"] = self.response
        if self.must_include:
            d["must_include"] = [g[0] if len(g) == 1 else list(g) for g in self.must_include]
        if self.must_not_include:
            d["must_not_include"] = list(self.must_not_include)
        if self.tags:
            d["tags"] = list(self.tags)
        if self.meta:
            d["meta"] = self.meta
        return d


_KEY_ENCODER = json.JSONEncoder(ensure_ascii=False, sort_keys=True, check_circular=False)


def case_key(case: "Case") -> str:
    """Fingerprint of a case's definition (id, type, expect, query, context, expectations, tags), its
    response and meta aside: two results of the same case answered by different systems share it,
    and ``compare`` refuses to pair results whose fingerprints differ. 16 hex digits of BLAKE2b
    over the fields joined with separators no text field is expected to hold (no JSON encoding:
    this runs once per scored case)."""
    q = case.query if isinstance(case.query, str) else _KEY_ENCODER.encode(case.query)
    parts = [case.id, case.type, case.expect, q]
    for c in case.context:
        parts += (c.title, c.text, c.status)
    parts.append("\x1e".join("\x1f".join(g) for g in case.must_include))
    parts.append("\x1f".join(case.must_not_include))
    parts.append("\x1f".join(case.tags))
    return hashlib.blake2b("\x00".join(parts).encode("utf-8", "surrogatepass"), digest_size=8).hexdigest()


@dataclass(slots=True)
class Finding:
    """One typed problem in a response (DESIGN §2)."""

    type: str
    content: str
    severity: str = "critical"
    sentence: int | None = None
    notes: str = ""
    #: the id of the checker rule that made it (``extra_claim``, ``scope``, ``frame_swap``, …), when one did
    rule: str | None = None
    #: the claim's span in the response (start, end), when the finding is about one clause
    span: tuple[int, int] | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "type": self.type,
            "content": self.content,
            "severity": self.severity,
            "sentence": self.sentence,
            "notes": self.notes,
        }
        if self.rule is not None:
            d["rule"] = self.rule
        if self.span is not None:
            d["span"] = list(self.span)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Finding":
        span = d.get("span")
        return cls(d["type"], d.get("content", ""), d.get("severity", "critical"), d.get("sentence"), d.get("notes", ""),
                   d.get("rule"), tuple(span) if isinstance(span, list) and len(span) == 2 else None)


def label_of(findings: list[Finding]) -> str:
    """The rubric label: any critical finding → hallucinated; only moderate → uncertain; none → clean."""
    label = "clean"
    for f in findings:
        if f.severity == "critical":
            return "hallucinated"
        label = "uncertain"
    return label


@dataclass(slots=True)
class Verdict:
    """The hallucination rubric on one response (DESIGN §2)."""

    hallucination: str
    findings: list[Finding]

    @classmethod
    def of(cls, findings: list[Finding]) -> "Verdict":
        return cls(label_of(findings), list(findings))

    def to_dict(self) -> dict[str, Any]:
        return {"hallucination": self.hallucination, "findings": [f.to_dict() for f in self.findings]}


@dataclass(slots=True)
class JudgeResult:
    """What a judge returns for one response: a 1–5 score, a label, a reason and findings — or an error."""

    name: str
    score: float | None = None
    label: str | None = None
    reason: str = ""
    findings: list[Finding] = field(default_factory=list)
    error: str | None = None
    usage: dict[str, int] | None = None
    extra: dict[str, Any] | None = None

    @property
    def failed(self) -> bool:
        return self.error is not None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"name": self.name, "score": self.score, "label": self.label, "reason": self.reason}
        if self.error is not None:
            d["error"] = self.error
        if self.extra:
            d.update(self.extra)
        return d


@dataclass(slots=True)
class Result:
    """The outcome of one case (DESIGN §3)."""

    id: str
    type: str
    expect: str
    abstained: bool
    hallucinated: bool
    over_refused: bool
    forbidden: list[str]
    missing: list[str]
    hallucination: str
    findings: list[Finding]
    judge: dict[str, Any] | None
    meta: dict[str, Any]
    tags: list[str] = field(default_factory=list)
    incomplete: bool = False
    judge_error: bool = False
    excluded: bool = False
    #: ``score --repeat K``: share of repeats agreeing with the kept verdict (None when not repeated)
    agreement: float | None = None
    unstable: bool = False
    #: fingerprint of the case's definition, responses and meta aside (:func:`case_key`); None in
    #: results written before groundtest recorded it
    case_key: str | None = None

    @property
    def is_bait(self) -> bool:
        return "bait" in self.tags

    @property
    def passed(self) -> bool:
        return not (self.hallucinated or self.over_refused or self.incomplete)

    @property
    def expects_answer(self) -> bool:
        """Its case wants an answer (as :attr:`Case.expects_answer`)."""
        return expects_answer(self.expect)

    def reason(self) -> str:
        """One line saying why the case failed (or ``passed``)."""
        parts: list[str] = []
        if self.judge_error:
            parts.append(f"judge error: {(self.judge or {}).get('error', 'unknown')}")
        for f in self.findings:
            if f.severity == "critical":
                parts.append(f"{f.type}: {f.content!r}" + (f" ({f.notes})" if f.notes else ""))
        if self.over_refused:
            parts.append("over-refused: withheld the expected answer")
        if self.incomplete and not parts:
            parts.append("incomplete: missing " + ", ".join(self.missing))
        if not parts and self.hallucination == "uncertain":
            parts.append("uncertain: " + "; ".join(f.content for f in self.findings[:3]))
        return "; ".join(parts) or "passed"

    def to_dict(self) -> dict[str, Any]:
        d = self._base_dict()
        if self.agreement is not None:  # only repeated runs carry these keys
            d["agreement"] = self.agreement
            d["unstable"] = self.unstable
        if self.case_key is not None:
            d["case_key"] = self.case_key
        return d

    def _base_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "type": self.type,
            "expect": self.expect,
            "abstained": self.abstained,
            "hallucinated": self.hallucinated,
            "over_refused": self.over_refused,
            "forbidden": list(self.forbidden),
            "missing": list(self.missing),
            "hallucination": self.hallucination,
            "findings": [f.to_dict() for f in self.findings],
            "judge": self.judge,
            "meta": self.meta,
            "tags": list(self.tags),
            "incomplete": self.incomplete,
            "judge_error": self.judge_error,
            "excluded": self.excluded,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Result":
        return cls(
            id=str(d["id"]),
            type=d["type"],
            expect=d["expect"],
            abstained=bool(d.get("abstained", False)),
            hallucinated=bool(d.get("hallucinated", False)),
            over_refused=bool(d.get("over_refused", False)),
            forbidden=list(d.get("forbidden") or []),
            missing=list(d.get("missing") or []),
            hallucination=d.get("hallucination", "clean"),
            findings=[Finding.from_dict(f) for f in d.get("findings") or []],
            judge=d.get("judge"),
            meta=d.get("meta") or {},
            tags=list(d.get("tags") or []),
            incomplete=bool(d.get("incomplete", False)),
            judge_error=bool(d.get("judge_error", False)),
            excluded=bool(d.get("excluded", False)),
            agreement=None if d.get("agreement") is None else float(d["agreement"]),
            unstable=bool(d.get("unstable", False)),
            case_key=d["case_key"] if isinstance(d.get("case_key"), str) else None,
        )
