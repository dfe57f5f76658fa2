"""The ``openai`` judge: any OpenAI-compatible Chat Completions endpoint grades groundedness.

Works with OpenAI, Azure OpenAI (when ``AZURE_OPENAI_ENDPOINT`` is set), vLLM, Ollama,
llama.cpp and LM Studio through the official SDK. Requests run ``concurrency`` at a time
(the scorer's thread pool), are retried here with backoff, and verdicts are cached in SQLite.
Every failure comes back as a judge error (the case fails closed); the key is never written.
"""
from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from typing import Any

from ..analysis import Analysis
from ..errors import MissingExtra, UsageError
from ..model import Case, Finding, JudgeResult
from ..text import normalize
from . import register
from .cache import CacheKey, JudgeCache, digest, open_cache
from .prompt import PROMPT_VERSION, Graded, ReplyError, groundedness_messages, parse_groundedness
from .retry import Backoff, retry_after, retryable_status, sleep

DEFAULT_MODEL = "gpt-4o-mini"
DEFAULT_API_VERSION = "2024-06-01"


@dataclass(slots=True)
class LLMConfig:
    """Connection and fault settings of a model judge (from ``Settings.judge_options``)."""

    model: str = DEFAULT_MODEL
    base_url: str | None = None
    api_key_env: str | None = None
    concurrency: int = 8
    timeout: float = 60.0
    max_retries: int = 3
    price_per_1k: float | None = None
    retry_base: float = 0.5
    retry_cap: float = 20.0

    @classmethod
    def from_options(cls, options: dict[str, Any]) -> "LLMConfig":
        c = cls()
        c.model = str(options.get("model") or os.environ.get("GROUNDTEST_MODEL") or DEFAULT_MODEL)
        c.base_url = options.get("base_url") or None
        c.api_key_env = options.get("api_key_env") or None
        c.concurrency = _number(options, "concurrency", c.concurrency, int, 1)
        c.timeout = _number(options, "timeout", c.timeout, float, 0.001)
        c.max_retries = _number(options, "max_retries", c.max_retries, int, 0)
        c.retry_base = _number(options, "retry_base", c.retry_base, float, 0.0)
        c.retry_cap = _number(options, "retry_cap", c.retry_cap, float, 0.0)
        if options.get("price_per_1k") is not None:
            c.price_per_1k = _number(options, "price_per_1k", 0.0, float, 0.0)
        return c


def _number(options: dict[str, Any], key: str, default: Any, kind: type, minimum: float) -> Any:
    value = options.get(key)
    if value is None:
        return default
    try:
        v = kind(value)
    except (TypeError, ValueError):
        raise UsageError(f"judge option {key}: not a number: {value!r}") from None
    if v < minimum:
        raise UsageError(f"judge option {key}: must be at least {minimum}, got {value!r}")
    return v


class Usage:
    """Token usage and request counts summed across threads."""

    KEYS = ("requests", "retries", "prompt_tokens", "completion_tokens", "cache_hits")

    def __init__(self, price_per_1k: float | None = None):
        self.price = price_per_1k
        self._lock = threading.Lock()
        self._n = dict.fromkeys(self.KEYS, 0)

    def add(self, **counts: int) -> None:
        with self._lock:
            for k, v in counts.items():
                self._n[k] += v

    def snapshot(self) -> dict[str, float]:
        with self._lock:
            d: dict[str, float] = dict(self._n)
        if self.price is not None:
            d["estimated_cost_usd"] = round((d["prompt_tokens"] + d["completion_tokens"]) / 1000 * self.price, 6)
        return d


class CallFailed(Exception):
    """A provider call that failed for good (after retries); the message is safe to show."""


class ChatClient:
    """One SDK client shared by all threads: retries, JSON-mode fallback, usage, interruption."""

    def __init__(self, config: LLMConfig):
        self.config = config
        self.usage = Usage(config.price_per_1k)
        self.stop = threading.Event()
        self.backoff = Backoff(config.retry_base, config.retry_cap)
        self._json_mode = True
        self._key, self._sdk, self.client = _make_client(config)

    def complete(self, messages: list[dict[str, str]]) -> str:
        """The reply text; raises :class:`CallFailed` after the last retry or on interruption."""
        attempt, json_mode = 0, self._json_mode
        while True:
            if self.stop.is_set():
                raise CallFailed("interrupted before the request was sent")
            try:
                text = self._once(messages, json_mode)
            except self._sdk.BadRequestError as exc:
                if json_mode:  # the server may not support JSON mode: ask once more without it
                    json_mode = False
                    continue
                raise CallFailed(self._describe(exc)) from None
            except self._sdk.APIStatusError as exc:
                if not retryable_status(exc.status_code):
                    raise CallFailed(self._describe(exc)) from None
                wait = retry_after(getattr(exc.response, "headers", None))
                self._wait_or_fail(exc, attempt, wait)
            except self._sdk.APIConnectionError as exc:  # includes timeouts
                self._wait_or_fail(exc, attempt, None)
            else:
                if not json_mode:  # plain mode worked where JSON mode was refused: keep to it
                    self._json_mode = False
                return text
            attempt += 1

    def _once(self, messages: list[dict[str, str]], json_mode: bool) -> str:
        body: dict[str, Any] = {"model": self.config.model, "messages": messages, "temperature": 0}
        if json_mode:
            body["response_format"] = {"type": "json_object"}
        self.usage.add(requests=1)
        # The SDK's documented low-level call (same auth, Azure routing, timeouts and error
        # classes as chat.completions.create) without its per-request type transforms: a
        # third of the client's CPU per request, which bounds throughput at high concurrency.
        data = self.client.post("/chat/completions", body=body, cast_to=object)
        return _content(data, self.usage)

    def _wait_or_fail(self, exc: Exception, attempt: int, wait: float | None) -> None:
        if attempt >= self.config.max_retries:
            raise CallFailed(f"{self._describe(exc)} (after {attempt + 1} attempt(s))") from None
        if sleep(self.stop, self.backoff.delay(attempt, wait)):
            raise CallFailed(f"interrupted while retrying: {self._describe(exc)}") from None
        self.usage.add(retries=1)

    def _describe(self, exc: Exception) -> str:
        status = getattr(exc, "status_code", None)
        name = "timeout" if isinstance(exc, self._sdk.APITimeoutError) else type(exc).__name__
        text = f"{name} (HTTP {status}): {exc}" if status else f"{name}: {exc}"
        return scrub(text, self._key)[:300]

    def close(self) -> None:
        try:
            self.client.close()
        except Exception:  # closing is best effort
            pass


def _content(data: Any, usage: Usage) -> str:
    """The assistant text of a Chat Completions reply (empty when there is none)."""
    if not isinstance(data, dict):
        return ""
    u = data.get("usage")
    if isinstance(u, dict):
        usage.add(prompt_tokens=int(u.get("prompt_tokens") or 0), completion_tokens=int(u.get("completion_tokens") or 0))
    choices = data.get("choices")
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        return ""
    message = choices[0].get("message")
    content = message.get("content") if isinstance(message, dict) else None
    return content if isinstance(content, str) else ""


def scrub(text: str, key: str | None) -> str:
    """``text`` with every occurrence of the key (and its long pieces) masked."""
    if key and len(key) >= 4:
        text = text.replace(key, "***")
    return text


def _make_client(config: LLMConfig) -> tuple[str | None, Any, Any]:
    try:
        import openai
    except ImportError:
        raise MissingExtra("openai", "openai", "the openai judge") from None
    azure = os.environ.get("AZURE_OPENAI_ENDPOINT") if not config.base_url else None
    key_env = config.api_key_env or ("AZURE_OPENAI_API_KEY" if azure else "OPENAI_API_KEY")
    key = os.environ.get(key_env) or None
    if key is None and (config.api_key_env or not (config.base_url or os.environ.get("OPENAI_BASE_URL"))):
        raise UsageError(f"the openai judge needs an API key: set the environment variable {key_env}")
    common = {"max_retries": 0, "timeout": config.timeout}
    if azure:
        api_version = os.environ.get("OPENAI_API_VERSION") or DEFAULT_API_VERSION
        client = openai.AzureOpenAI(azure_endpoint=azure, api_key=key, api_version=api_version, **common)
    else:
        base = config.base_url or os.environ.get("OPENAI_BASE_URL") or None
        client = openai.OpenAI(base_url=base, api_key=key or "no-key", **common)
    return key, openai, client


class OpenAIJudge:
    """Groundedness 1–5 from a Chat Completions model (4–5 clean, 3 uncertain, 1–2 hallucinated)."""

    kind = "openai"

    def __init__(self, config: LLMConfig, cache: JudgeCache | None = None, name: str = "openai"):
        self.name = name
        self.config = config
        self.concurrency = config.concurrency
        self.cache = cache
        self.chat = ChatClient(config)

    @property
    def usage(self) -> dict[str, float]:
        return self.chat.usage.snapshot()

    def key(self, case: Case, response: str) -> CacheKey:
        ctx = [[c.title, c.text, c.status] for c in case.context]
        return CacheKey(self.kind, self.config.model, PROMPT_VERSION, digest(case.query, ctx, response))

    def judge(self, case: Case, analysis: Analysis) -> JudgeResult:
        response = case.response or ""
        if not response.strip():
            return JudgeResult(self.name, score=5, label="clean", reason="empty response: no claims to check")
        key = self.key(case, response)
        stored = self.cache.get(key) if self.cache is not None else None
        if stored is not None:
            self.chat.usage.add(cache_hits=1)
            return self._result(Graded(stored["score"], stored["reason"], stored["unsupported_claims"]), analysis)
        try:
            graded = parse_groundedness(self.chat.complete(groundedness_messages(case, response)))
        except (CallFailed, ReplyError) as exc:
            return JudgeResult(self.name, error=f"{self.kind} judge: {scrub(str(exc), self.chat._key)}")
        if self.cache is not None:
            self.cache.put(key, graded.to_dict())
        return self._result(graded, analysis)

    def _result(self, g: Graded, analysis: Analysis) -> JudgeResult:
        severity = "critical" if g.label == "hallucinated" else "moderate"
        findings = [
            Finding("invented_fact", c, severity, _sentence_of(analysis, c), f"not supported by the context ({self.name})")
            for c in g.unsupported_claims
        ]
        extra = {"model": self.config.model, "unsupported_claims": list(g.unsupported_claims)}
        return JudgeResult(self.name, score=float(g.score), label=g.label, reason=g.reason, findings=findings, extra=extra)

    def interrupt(self) -> None:
        """Stop retrying and sending: called by the scorer on Ctrl-C."""
        self.chat.stop.set()

    def close(self) -> None:
        self.chat.close()
        if self.cache is not None:
            self.cache.close()


def _sentence_of(analysis: Analysis, claim: str) -> int | None:
    want = normalize(claim)
    for i, s in enumerate(analysis.sentences):
        have = normalize(s.text)
        if want and (want in have or (len(have) >= 12 and have in want)):
            return i
    return None


@register("openai")
def _factory(options: dict[str, Any]) -> OpenAIJudge:
    config = LLMConfig.from_options(options)
    cache = open_cache(options)
    try:
        return OpenAIJudge(config, cache)
    except BaseException:
        if cache is not None:
            cache.close()
        raise
