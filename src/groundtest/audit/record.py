"""An audit recorded in the run store like a ``score`` run (issue 26: audits are runs): each audited
output is a result whose type is its output type, so ``show``, ``runs`` and ``compare`` read it as
they read a score run (the same gate, the same flips table)."""
from __future__ import annotations

import hashlib
from typing import Any

from ..model import Finding, Result
from ..runs.recorder import Recorder
from ..settings import Budgets, Settings
from ..summary import SummaryBuilder
from .rows import AuditConfig

#: the judge name an audit run is stored under (``groundtest runs`` shows it)
AUDIT_JUDGE = "audit"


def audit_settings(config: AuditConfig) -> Settings:
    """What the store records of an audit: its target as the hallucination budget, per-type targets,
    sampling, the registry and the policies."""
    options: dict[str, Any] = {"targets": dict(config.targets), "sample": dict(config.sample),
                               "default_rate": config.default_rate}
    return Settings(budgets=Budgets(max_hallucination_rate=config.target, max_over_refusal_rate=1.0),
                    judge=AUDIT_JUDGE, judge_options=options, checker_config=config.checker_config,
                    registry=config.registry, policies=config.policies)


def as_result(row: dict[str, Any]) -> Result:
    """One audited output as a stored result: type = output type; no expectations, so it is
    expected to answer and never over-refuses."""
    key = hashlib.blake2b(f"audit\x00{row['id']}\x00{row['output_type']}".encode("utf-8", "surrogatepass"),
                          digest_size=8).hexdigest()
    return Result(id=str(row["id"]), type=str(row["output_type"]), expect="answer", abstained=False,
                  hallucinated=bool(row["hallucinated"]), over_refused=False, forbidden=[], missing=[],
                  hallucination=row["hallucination"], findings=[Finding.from_dict(f) for f in row["findings"]],
                  judge={"name": AUDIT_JUDGE, "citations": row.get("citations", [])}, meta=row.get("meta") or {},
                  case_key=key)


class AuditRecorder:
    """Streams audited outputs into the store (never losing the report to a store failure)."""

    def __init__(self, path: str | None, outputs: str, config: AuditConfig, required: bool = False):
        settings = audit_settings(config)
        self.recorder = Recorder(path, outputs, settings, required=required)
        self.builder = SummaryBuilder(settings.budgets, judge=AUDIT_JUDGE)

    def add(self, row: dict[str, Any]) -> None:
        r = as_result(row)
        self.builder.add(r)
        self.recorder.add(r)

    def finish(self, sha256: str | None) -> int | None:
        return self.recorder.finish(self.builder.build(), sha256)

    def discard(self) -> None:
        self.recorder.discard()

    @property
    def failed(self) -> bool:
        return self.recorder.failed
