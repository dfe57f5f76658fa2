"""The hand-written library corpus the derivation tests run on (tests/fixtures/derive/corpus.jsonl)."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from groundtest.cases import load_cases
from groundtest.derive.common import Corpus
from groundtest.model import Case
from groundtest.scoring import score

CORPUS = Path(__file__).resolve().parents[1] / "fixtures" / "derive" / "corpus.jsonl"


@pytest.fixture(scope="session")
def cases() -> dict[str, Case]:
    return {c.id: c for c in load_cases(CORPUS)}


@pytest.fixture
def corpus(cases: dict[str, Case]) -> Corpus:
    return Corpus([c for c in cases.values() if c.type == "answerable"])


def verdict(case: Case, response: str, judge: str = "none") -> tuple[bool, bool]:
    """(hallucinated, over_refused) of ``case`` answered with ``response``, deterministic checks only
    (or with ``judge``)."""
    (result,) = score([replace(case, response=response)], judge=judge)
    return result.hallucinated, result.over_refused
