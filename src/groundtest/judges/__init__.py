"""Judges: one small protocol, one explicit registry of kinds.

A judge takes a case and its analysed response and returns a :class:`JudgeResult`
(a 1–5 score, a label, a reason, findings) or one carrying ``error``. Judges never raise
for a provider failure: the error is returned as data and the scorer fails the case closed.
"""
from __future__ import annotations

from typing import Any, Callable, Protocol, runtime_checkable

from ..text.analysis import Analysis
from ..errors import UsageError
from ..model import Case, JudgeResult


@runtime_checkable
class Judge(Protocol):
    """What every judge implements. ``concurrency`` > 1 lets the scorer run it in threads."""

    name: str
    concurrency: int

    def judge(self, case: Case, analysis: Analysis) -> JudgeResult: ...

    def close(self) -> None: ...


JudgeFactory = Callable[[dict[str, Any]], Judge]

#: name → factory(options) for every judge kind. Filled by :func:`register` in the modules
#: listed in ``_BUILTIN`` (imported on first use so optional extras stay optional).
JUDGES: dict[str, JudgeFactory] = {}

_BUILTIN = {
    "none": "groundtest.judges.none",
    "local": "groundtest.judges.local",
    "openai": "groundtest.judges.openai",
    "azure": "groundtest.judges.azure",
    "hf": "groundtest.judges.hf",
}


#: judge options that have no flag of their own, settable with ``--judge-option KEY=VALUE``
#: or in ``[tool.groundtest.judge_options]`` (docs/judges.md says what each means)
EXTRA_OPTIONS: dict[str, str] = {
    "azure_threshold": "azure: pass mark on the SDK's 1-5 groundedness score",
    "hf_threshold": "hf: minimum support probability",
    "hf_task": "hf: sequence or token",
    "hf_windows": "hf: context windows each sentence is scored against",
    "hf_max_length": "hf: tokens per premise-hypothesis pair",
    "hf_batch_size": "hf: pairs per forward pass",
    "hf_supported_label": "hf: the label meaning supported",
    "hf_hallucinated_label": "hf: the label meaning hallucinated",
    "hf_tokenizer": "hf: another tokenizer",
    "hf_trust_remote_code": "hf: allow a model's own code",
    "require_citations": "local: a sentence without a retrieved title is unsupported",
}


def register(name: str) -> Callable[[JudgeFactory], JudgeFactory]:
    """Class/factory decorator: ``@register("local")``."""

    def deco(factory: JudgeFactory) -> JudgeFactory:
        JUDGES[name] = factory
        return factory

    return deco


def available() -> list[str]:
    return sorted(_BUILTIN)


def make_judge(spec: "str | Judge | None", options: dict[str, Any] | None = None) -> Judge:
    """Build a judge from a spec: ``none``, ``local``, ``openai``, ``local+openai``, ``hf:MODEL``."""
    if spec is None:
        spec = "local"
    if not isinstance(spec, str):
        return spec
    options = dict(options or {})
    abstention = options.pop("abstention_judge", None)
    if abstention:  # a model decides refusals first (judges/abstention.py)
        from .abstention import with_abstention

        return with_abstention(make_judge(spec, options), abstention, options)
    if "+" in spec:
        from .combined import Combined

        return Combined([make_judge(part, options) for part in spec.split("+")])
    kind, _, arg = spec.partition(":")
    if arg:
        options["model_arg"] = arg
    if kind not in _BUILTIN:
        raise UsageError(f"unknown judge {spec!r}; choose one of: {', '.join(available())}")
    if kind not in JUDGES:
        import importlib

        try:
            importlib.import_module(_BUILTIN[kind])
        except ModuleNotFoundError as exc:  # the module for this kind is not built yet
            raise UsageError(f"judge {kind!r} is not available: {exc}") from None
    return JUDGES[kind](options)
