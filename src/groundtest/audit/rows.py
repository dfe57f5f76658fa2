"""One production output: validation (``FILE:LINE: field: message``), sampling, and the pure
per-row audit ``audit_row(row, config) -> dict`` that the CLI and Spark share."""
from __future__ import annotations

import datetime
import difflib
import hashlib
import json
import os
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable

from ..cases import parse_chunks
from ..errors import Problem, UsageError
from ..model import Chunk, Verdict, label_of, query_text

FIELDS = ("id", "output_type", "query", "context", "response", "meta")
REQUIRED = ("id", "output_type", "query", "context", "response")

Checker = Callable[..., Verdict]


@dataclass(frozen=True)
class AuditConfig:
    """Everything that changes an audit. Picklable: the registry is a path, opened once per process."""

    target: float = 0.01
    targets: dict[str, float] = field(default_factory=dict)
    sample: dict[str, float] = field(default_factory=dict)
    default_rate: float = 1.0
    registry: str | None = None
    policies: str | None = None
    checker: Checker | None = None
    checker_config: str | None = None
    reference_year: int = field(default_factory=lambda: datetime.date.today().year)

    def target_for(self, output_type: str) -> float:
        return self.targets.get(output_type, self.target)

    def rate_for(self, output_type: str) -> float:
        return self.sample.get(output_type, self.default_rate)


def parse_rates(text: str, what: str = "--sample") -> tuple[dict[str, float], float | None]:
    """``research=1.0,chat=0.1`` → per-type rates; a bare ``0.5`` (or ``*=0.5``) is the default rate."""
    rates: dict[str, float] = {}
    default = None
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, sep, value = part.rpartition("=")
        try:
            rate = float(value.rstrip("%")) / (100 if value.endswith("%") else 1)
        except ValueError:
            raise UsageError(f"{what}: not a rate in {part!r}; expected TYPE=RATE, e.g. chat=0.1") from None
        if not 0 <= rate <= 1:
            raise UsageError(f"{what}: rate must be between 0 and 1, got {part!r}")
        if not sep or name.strip() in ("", "*"):
            default = rate
        else:
            rates[name.strip()] = rate
    return rates, default


def in_sample(row_id: str, rate: float) -> bool:
    """Deterministic sampling by id: the same ids are kept on every run, machine and engine;
    raising the rate keeps every id a lower rate kept."""
    if rate >= 1:
        return True
    if rate <= 0:
        return False
    h = int.from_bytes(hashlib.sha256(row_id.encode("utf-8")).digest()[:8], "big")
    return h / 2**64 < rate


# --- validation -----------------------------------------------------------------------------

def row_problems(obj: Any, line: int | None, file: str) -> list[Problem]:
    """Every problem of one parsed line (empty when the row is valid)."""
    out: list[Problem] = []

    def bad(fld: str | None, msg: str) -> None:
        out.append(Problem(file, line, fld, msg))

    if not isinstance(obj, dict):
        bad(None, f"expected a JSON object, got {type(obj).__name__}")
        return out
    for key in obj:
        if key not in FIELDS:
            close = difflib.get_close_matches(key, FIELDS, n=1, cutoff=0.6)
            bad(key, "unknown field" + (f"; did you mean {close[0]!r}?" if close else "") + " (free data belongs under 'meta')")
    for key in REQUIRED:
        if key not in obj:
            bad(key, "missing required field")
    for key in ("id", "output_type"):
        if key in obj and (not isinstance(obj[key], str) or not obj[key].strip()):
            bad(key, "must be a non-empty string")
    if "query" in obj and not _is_query(obj["query"]):
        bad("query", "must be a string or a list of {role, content} turns")
    if "context" in obj:
        _check_context(obj["context"], bad)
    if "response" in obj:
        _check_response(obj["response"], bad)
    if "meta" in obj and not isinstance(obj["meta"], dict):
        bad("meta", f"must be an object, got {type(obj['meta']).__name__}")
    return out


def _is_query(q: Any) -> bool:
    if isinstance(q, str):
        return True
    return isinstance(q, list) and all(
        isinstance(t, dict) and isinstance(t.get("role"), str) and isinstance(t.get("content"), str) for t in q
    )


def _check_context(ctx: Any, bad: Callable[[str | None, str], None]) -> None:
    if isinstance(ctx, str):
        return
    if not isinstance(ctx, list):
        bad("context", "must be a string or a list of {title, text} chunks")
        return
    for where, message in parse_chunks(ctx, "context")[1]:
        bad(where, message)


def _check_response(r: Any, bad: Callable[[str | None, str], None]) -> None:
    if isinstance(r, str):
        return
    if isinstance(r, dict) and isinstance(r.get("text"), str) and set(r) <= {"text", "answerable"}:
        if r.get("answerable") is not None and not isinstance(r["answerable"], bool):
            bad("response.answerable", "must be true or false")
        return
    bad("response", "must be a string or an object {text, answerable}")


# --- the per-row audit ----------------------------------------------------------------------

def _chunks(ctx: str | list) -> list[Chunk]:
    if isinstance(ctx, str):
        return [Chunk("context", ctx)] if ctx.strip() else []
    return parse_chunks(ctx, "context")[0]


def _default_checker() -> Checker:
    try:
        from ..checker import check
    except ImportError as exc:
        raise UsageError(f"the offline checker is not available ({exc}); pass a checker to AuditConfig") from None
    return check


def checker_config(path: str | None) -> Any:
    """The offline checker's thresholds from ``path`` (``None``: defaults), read again only when the file changes."""
    return _checker_config(path, _stamp(path))


def _stamp(path: str | None) -> tuple[int, int] | None:
    try:
        st = os.stat(path) if path else None
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size) if st else None


@lru_cache(maxsize=8)
def _checker_config(path: str | None, stamp: tuple[int, int] | None) -> Any:
    from ..checker.config import load_config

    return load_config(path)


def audit_row(row: dict[str, Any], config: AuditConfig) -> dict[str, Any]:
    """The audit of one valid output: the rubric verdict (DESIGN §2) from the offline checker,
    plus citation verification when ``config.registry`` is set. Pure and deterministic: the same
    row and config give the same JSON-serialisable dict on any machine."""
    response = row["response"]["text"] if isinstance(row["response"], dict) else row["response"]
    chunks = _chunks(row["context"])
    query = query_text(row["query"])
    if config.checker is None:
        verdict = _default_checker()(response, chunks, query=query, config=checker_config(config.checker_config))
    else:
        verdict = config.checker(response, chunks, query=query, config=config.checker_config)
    findings = list(verdict.findings)
    citations: list[dict[str, Any]] = []
    if config.registry:
        from .citations import verify_row

        findings, citations = verify_row(response, chunks, query, findings, registry=config.registry,
                                         policies=config.policies, reference_year=config.reference_year)
    else:  # a context chunk's rule stated for another jurisdiction (its title names it)
        from ..citations.merge import jurisdiction_findings

        findings += jurisdiction_findings(response, chunks, query, config.policies)
    findings.sort(key=lambda f: -1 if f.sentence is None else f.sentence)
    label = label_of(findings)
    return {
        "id": row["id"],
        "output_type": row["output_type"],
        "hallucination": label,
        "hallucinated": label == "hallucinated",
        "findings": [f.to_dict() for f in findings],
        "citations": citations,
        "meta": row.get("meta") or {},
    }


def queue_entry(row: dict[str, Any], result: dict[str, Any]) -> dict[str, Any]:
    """A review-queue line: the output as it was, with its verdict."""
    return {"id": row["id"], "output_type": row["output_type"], "query": row["query"], "context": row["context"],
            "response": row["response"], "hallucination": result["hallucination"], "findings": result["findings"],
            "meta": row.get("meta") or {}}


def dumps(obj: dict[str, Any]) -> str:
    """The one serialiser of per-row results (what ``--results`` writes, one per line)."""
    return json.dumps(obj, ensure_ascii=False)
