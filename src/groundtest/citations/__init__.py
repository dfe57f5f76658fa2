"""Legal citations: extraction, a source registry (SQLite + FTS5), verification, jurisdiction policies.

>>> from groundtest.citations import extract
>>> [c.keys[0] for c in extract("See Article 62 of DIFC Law No. 2 of 2019 and [2019] UKSC 5.")]
['law:2:2019', 'case:UKSC:2019:5']
"""
from __future__ import annotations

from .extract import Citation, extract
from .policies import Policies, Policy, default_policies, load_policies
from .registry import DEFAULT_DB, Hit, Registry, Source, SourceInfo, SqliteRegistry
from .verify import CitationCheck, Verification, VerifyConfig, verify

__all__ = [
    "DEFAULT_DB",
    "Citation",
    "CitationCheck",
    "Hit",
    "Policies",
    "Policy",
    "Registry",
    "Source",
    "SourceInfo",
    "SqliteRegistry",
    "Verification",
    "VerifyConfig",
    "default_policies",
    "extract",
    "load_policies",
    "verify",
]
