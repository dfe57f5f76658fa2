"""The ``azure`` judge: Azure AI Evaluation's ``GroundednessEvaluator`` behind groundtest's protocol.

Needs ``pip install 'groundtest[azure]'``. The evaluator's 1–5 score is mapped with its
threshold (default 3, as in the SDK): ``score >= threshold`` → clean, below → hallucinated.
A missing, NaN, out-of-range or "not applicable" score, or any exception from the SDK, is a
judge error returned as data (the case fails closed). Verdicts go to the judge cache.

Connection (the SDK's two model configurations): ``AZURE_OPENAI_ENDPOINT`` (deployment from
``--model`` or ``AZURE_OPENAI_DEPLOYMENT``, key from ``AZURE_OPENAI_API_KEY`` or Entra ID,
``OPENAI_API_VERSION``), else an OpenAI-compatible ``--base-url`` / ``OPENAI_BASE_URL`` with
``OPENAI_API_KEY``. ``--api-key-env NAME`` names another variable. Keys are never written.
"""
from __future__ import annotations

import logging
import math
import os
import threading
from typing import Any, Callable, Mapping

from ..text.analysis import Analysis
from ..errors import MissingExtra, UsageError
from ..masking import cut
from ..model import Case, JudgeResult
from . import register
from .cache import CacheKey, JudgeCache, digest, open_cache

DEFAULT_MODEL = "gpt-4o-mini"
DEFAULT_THRESHOLD = 3.0
_KEY = "groundedness"


def map_output(output: Any, threshold: float = DEFAULT_THRESHOLD, name: str = "azure") -> JudgeResult:
    """Turn the evaluator's result dict into a :class:`JudgeResult` (pure; every SDK shape).

    Reads ``groundedness`` (or ``groundedness_score``, or the legacy ``gpt_groundedness``),
    ``groundedness_reason``, ``groundedness_result`` and ``groundedness_status``.
    """
    if not isinstance(output, Mapping):
        return JudgeResult(name, error=f"azure judge: unexpected evaluator output {type(output).__name__}")
    reason = str(output.get(f"{_KEY}_reason") or "")
    status, verdict = output.get(f"{_KEY}_status"), output.get(f"{_KEY}_result")
    if status == "skipped" or verdict == "not_applicable":
        return JudgeResult(name, error=f"azure judge: not applicable: {reason or 'evaluation skipped'}")
    score = next((output[k] for k in (_KEY, f"{_KEY}_score", f"gpt_{_KEY}") if output.get(k) is not None), None)
    if isinstance(score, bool) or not isinstance(score, (int, float)) or not math.isfinite(score):
        return JudgeResult(name, error=f"azure judge: no usable score ({score!r}, result {verdict!r})")
    if not 1 <= score <= 5:
        return JudgeResult(name, error=f"azure judge: score {score!r} is outside 1-5")
    label = "clean" if score >= threshold else "hallucinated"
    extra = {"threshold": threshold, "result": "pass" if label == "clean" else "fail"}
    return JudgeResult(name, score=float(score), label=label, reason=reason, extra=extra)


def tokens_of(output: Any) -> dict[str, int]:
    """Token counts from the evaluator's output (``groundedness_properties`` or flat keys)."""
    if not isinstance(output, Mapping):
        return {}
    props = output.get(f"{_KEY}_properties")
    src = props if isinstance(props, Mapping) else {}
    out: dict[str, int] = {}
    for k in ("prompt_tokens", "completion_tokens"):
        v = src.get(k, output.get(f"{_KEY}_{k}"))
        if isinstance(v, int) and not isinstance(v, bool):
            out[k] = v
    return out


def scrub(text: str, key: str | None) -> str:
    """``text`` with the API key masked."""
    return text.replace(key, "***") if key and len(key) >= 4 else text


def model_config(options: Mapping[str, Any]) -> tuple[dict[str, Any], str | None, str]:
    """The SDK model configuration, the key (to scrub from messages) and the model name."""
    base_url = options.get("base_url") or None
    endpoint = None if base_url else os.environ.get("AZURE_OPENAI_ENDPOINT")
    if endpoint:
        deployment = options.get("model") or os.environ.get("AZURE_OPENAI_DEPLOYMENT") or DEFAULT_MODEL
        key = os.environ.get(options.get("api_key_env") or "AZURE_OPENAI_API_KEY") or None
        cfg: dict[str, Any] = {"type": "azure_openai", "azure_endpoint": endpoint, "azure_deployment": str(deployment)}
        if key:
            cfg["api_key"] = key
        if os.environ.get("OPENAI_API_VERSION"):
            cfg["api_version"] = os.environ["OPENAI_API_VERSION"]
        return cfg, key, str(deployment)
    base_url = base_url or os.environ.get("OPENAI_BASE_URL")
    key_env = options.get("api_key_env") or "OPENAI_API_KEY"
    key = os.environ.get(key_env) or None
    if key is None and (options.get("api_key_env") or not base_url):
        raise UsageError(f"the azure judge needs AZURE_OPENAI_ENDPOINT, or an API key in {key_env}")
    model = str(options.get("model") or os.environ.get("GROUNDTEST_MODEL") or DEFAULT_MODEL)
    cfg = {"type": "openai", "model": model, "api_key": key or "no-key"}
    if base_url:
        cfg["base_url"] = base_url
    return cfg, key, model


def _evaluator_factory(cfg: dict[str, Any], threshold: float, timeout: float | None) -> tuple[Callable[[], Any], str]:
    try:
        import azure.ai.evaluation as sdk
    except ImportError:
        raise MissingExtra("azure-ai-evaluation", "azure", "the azure judge") from None
    # The SDK logs each failed request, with a traceback and any key an error echoes, on stdout
    # (its prompty loggers read PF_LOGGING_LEVEL when created). groundtest reports the failure as
    # a judge error instead; set PF_LOGGING_LEVEL yourself to see the SDK's own log.
    os.environ.setdefault("PF_LOGGING_LEVEL", "CRITICAL")
    logging.getLogger("azure.ai.evaluation").setLevel(logging.CRITICAL)
    credential = None
    if cfg.get("type") == "azure_openai" and "api_key" not in cfg:
        from azure.identity import DefaultAzureCredential  # a dependency of azure-ai-evaluation

        credential = DefaultAzureCredential()

    def make() -> Any:
        ev = sdk.GroundednessEvaluator(cfg, threshold=threshold, credential=credential)
        if timeout and hasattr(ev, "_LLM_CALL_TIMEOUT"):  # per-request timeout; no public knob for it
            setattr(ev, "_LLM_CALL_TIMEOUT", timeout)
        return ev

    return make, f"azure-ai-evaluation/{getattr(sdk, '__version__', '?')}"


class AzureJudge:
    """Groundedness from ``azure.ai.evaluation.GroundednessEvaluator``; one evaluator per thread."""

    kind = "azure"

    def __init__(self, make_evaluator: Callable[[], Any], *, model: str, threshold: float = DEFAULT_THRESHOLD,
                 concurrency: int = 8, cache: JudgeCache | None = None, key: str | None = None,
                 version: str = "azure-ai-evaluation", name: str = "azure", endpoint: str = ""):
        self.name, self.model, self.threshold, self.version = name, model, threshold, version
        self.endpoint = endpoint  # part of the cache key, as for the openai judge
        self.concurrency = max(1, int(concurrency))
        self.cache = cache
        self._make, self._key = make_evaluator, key
        self._local = threading.local()
        self._lock = threading.Lock()
        self._usage = {"requests": 0, "prompt_tokens": 0, "completion_tokens": 0, "cache_hits": 0}
        self._stop = threading.Event()

    @property
    def usage(self) -> dict[str, int]:
        with self._lock:
            return dict(self._usage)

    def _count(self, **counts: int) -> None:
        with self._lock:
            for k, v in counts.items():
                self._usage[k] = self._usage.get(k, 0) + v

    def _evaluator(self) -> Any:
        ev = getattr(self._local, "ev", None)
        if ev is None:
            ev = self._local.ev = self._make()
        return ev

    def judge(self, case: Case, analysis: Analysis) -> JudgeResult:
        if not analysis.answering:
            return JudgeResult(self.name, label="clean", reason="no claims to check: the response declines or is empty")
        if not case.context_text.strip():
            return JudgeResult(self.name, score=1.0, label="hallucinated",
                               reason="the response makes claims but the context is empty")
        key = CacheKey(self.kind, self.model, self.version,
                       digest(self.endpoint, case.query_text, [[c.title, c.text, c.status] for c in case.context],
                              case.response or ""))
        stored = self.cache.get(key) if self.cache else None
        if stored is not None:
            self._count(cache_hits=1)
            return map_output(stored, self.threshold, self.name)
        if self._stop.is_set():
            return JudgeResult(self.name, error="azure judge: interrupted before the request was sent")
        output = self._call(case)
        if isinstance(output, JudgeResult):
            return output
        result = map_output(output, self.threshold, self.name)
        if self.cache and not result.failed:
            self.cache.put(key, {_KEY: result.score, f"{_KEY}_reason": result.reason})
        return result

    def _call(self, case: Case) -> Any:
        self._count(requests=1)
        query = case.query_text.strip()
        kwargs = {"response": case.response or "", "context": case.context_text}
        if query:
            kwargs["query"] = query
        try:
            output = self._evaluator()(**kwargs)
        except Exception as exc:  # the SDK raises for transport, parsing and validation failures alike
            return JudgeResult(self.name, error=cut(scrub(f"azure judge: {type(exc).__name__}: {exc}", self._key), 300))
        self._count(**tokens_of(output))
        return output

    def interrupt(self) -> None:
        """Ctrl-C: send nothing more."""
        self._stop.set()

    def close(self) -> None:
        if self.cache:
            self.cache.close()


@register("azure")
def _factory(options: dict[str, Any]) -> AzureJudge:
    cfg, key, model = model_config(options)
    threshold = _float(options, "azure_threshold", DEFAULT_THRESHOLD, 1.0, 5.0)
    timeout = _float(options, "timeout", 0.0, 0.0, math.inf) or None
    make, version = _evaluator_factory(cfg, threshold, timeout)
    try:
        make()  # validate the configuration now: a bad one is a usage error, not N judge errors
    except Exception as exc:
        raise UsageError(scrub(f"the azure judge cannot start: {exc}", key)) from None
    concurrency = int(_float(options, "concurrency", 8, 1, math.inf))
    endpoint = str(cfg.get("azure_endpoint") or cfg.get("base_url") or "https://api.openai.com/v1").rstrip("/")
    return AzureJudge(make, model=model, threshold=threshold, concurrency=concurrency,
                      cache=open_cache(options), key=key, version=version, endpoint=endpoint)


def _float(options: Mapping[str, Any], name: str, default: float, low: float, high: float) -> float:
    value = options.get(name)
    if value is None:
        return default
    try:
        v = float(value)
    except (TypeError, ValueError):
        raise UsageError(f"judge option {name}: not a number: {value!r}") from None
    if not low <= v <= high:
        raise UsageError(f"judge option {name}: must be between {low:g} and {high:g}, got {value!r}")
    return v
