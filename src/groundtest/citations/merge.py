"""The registry's findings merged with a judge's (``audit --registry`` and ``score --registry``):
the registry decides whether a cited source exists and says what the response claims; the
checker's own findings about the citations it examined, and about the sentences it confirmed,
give way to it."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..model import Chunk, Finding
from ..text import normalize

if TYPE_CHECKING:
    from .registry import SqliteRegistry

#: one read-only registry handle per process and path (opened on first use; never written)
_OPEN: dict[str, "SqliteRegistry"] = {}


def registry_at(path: str) -> "SqliteRegistry":
    from .registry import SqliteRegistry

    reg = _OPEN.get(path)
    if reg is None:
        reg = _OPEN[path] = SqliteRegistry.open(path)
    return reg


def verify_row(response: str, chunks: list[Chunk], query: str, checker_findings: list[Finding], *, registry: str,
               policies: str | None, reference_year: int | None) -> tuple[list[Finding], list[dict[str, Any]]]:
    """Merge the checker's findings with the registry's (at path ``registry``, with the ``policies``
    file and ``reference_year``); return findings and per-citation outcomes."""
    from . import VerifyConfig, load_policies, verify

    v = verify(response, registry_at(registry), query=query, context="\n\n".join(c.text for c in chunks),
               policies=load_policies(policies), config=VerifyConfig(reference_year=reference_year))
    examined = [ch.citation.raw for ch in v.checks if ch.status != "in_context"]
    kept = [f for f in checker_findings if not _superseded(f, examined, v.supported)]
    jurisdiction = [f for f in jurisdiction_findings(response, chunks, query, policies, v)
                    if not any(g.type == "wrong_jurisdiction_fact" and g.sentence == f.sentence for g in v.findings)]
    return kept + v.findings + jurisdiction, [ch.to_dict() for ch in v.checks]


def jurisdiction_findings(response: str, chunks: list[Chunk], query: str, policies: str | None,
                          verification: Any = None) -> list[Finding]:
    """Rules stated for another jurisdiction than their context chunk's (:mod:`.jurisdiction`);
    with a registry's ``verification``, the sentences it answered are left to it."""
    from .extract import extract
    from .jurisdiction import chunk_jurisdiction, from_chunks
    from .policies import load_policies
    from ..text import split_sentences

    pol = load_policies(policies)
    if not chunks or not any(chunk_jurisdiction(c, pol) for c in chunks) or not pol.mentions(response + "\n" + query):
        return []  # no chunk says whose law it is, or nobody names a jurisdiction: nothing to mismatch
    sentences = split_sentences(response)
    starts = [s.start for s in sentences]
    cited: dict[int, list[tuple[int, int]]] = {}
    import bisect

    for c in extract(response, pol):
        k = max(0, bisect.bisect_right(starts, c.span[0]) - 1)
        cited.setdefault(k, []).append(c.span)
    skip = frozenset(ch.sentence for ch in verification.checks if ch.status != "in_context") if verification else frozenset()
    return from_chunks(response, chunks, query, pol, cited, skip)


def _superseded(f: Finding, examined: list[str], supported: frozenset[int]) -> bool:
    """A checker finding the registry answers: within a citation it examined, or in a sentence it confirmed."""
    if f.type in ("missing_value", "forbidden_value"):
        return False  # a case's expectations are not the registry's to answer
    if f.sentence is not None and f.sentence in supported:
        return True
    words = set(_words(f.content)) - _LEAD
    if not words:
        return False
    for raw in examined:
        have = set(_words(raw))
        if words <= have or (f.type == "fabricated_citation" and have <= words):
            return True
    return False


_LEAD = frozenset({"in", "see", "under", "the", "of", "per", "at", "cf", "also", "and", "by"})


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", normalize(text))
