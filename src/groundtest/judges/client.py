"""A Chat Completions client for model judges: one SDK client shared by all threads.

Built on the official ``openai`` SDK (``OpenAI``, or ``AzureOpenAI`` when
``AZURE_OPENAI_ENDPOINT`` is set) with the SDK's own retries off: retries happen here, with
backoff and jitter on timeouts, connection errors, 429 (honouring ``Retry-After``) and 5xx, so
they are counted and stop at once on Ctrl-C. The API key is read from the environment, kept
in memory only, and masked in every error message.
"""
from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from typing import Any

from ..errors import MissingExtra, UsageError
from ..masking import cut, register_url, register_var
from .deadline import deadline, install
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
        c.model = str(options.get("model") or DEFAULT_MODEL)
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


#: when the first this-many calls all fail for transport or auth reasons, the judge is unreachable
UNREACHABLE_AFTER = 5
_SETUP_STATUS = (401, 403, 404)


class JudgeUnreachable(UsageError):
    """The first calls of a run all failed to connect or were refused (401/403/404): a setup error
    (wrong URL, key or model), not a result, so the run stops with exit 2 instead of scoring
    every case hallucinated."""


class ChatClient:
    """One SDK client shared by all threads: retries, JSON-mode fallback, usage, interruption."""

    def __init__(self, config: LLMConfig):
        self.config = config
        self.usage = Usage(config.price_per_1k)
        self.stop = threading.Event()
        self.backoff = Backoff(config.retry_base, config.retry_cap)
        self._json_mode = True
        self._key, self._sdk, self.client = _make_client(config)
        self._health = threading.Lock()
        self._settled = False  # a call has come back (or failed for a reason other than setup)
        self._setup_failures = 0
        self.unreachable: str | None = None

    @property
    def endpoint(self) -> str:
        """The server's base URL as the SDK resolved it (part of every cache key: two servers
        serving different weights under one model name must not share verdicts)."""
        return str(self.client.base_url).rstrip("/")

    def complete(self, messages: list[dict[str, str]]) -> str:
        """The reply text; raises :class:`CallFailed` after the last retry or on interruption, and
        :class:`JudgeUnreachable` once the first calls of the run have all failed to reach the server."""
        if self.unreachable:
            raise JudgeUnreachable(self.unreachable)
        try:
            text = self._complete(messages)
        except CallFailed as exc:
            self._settle(getattr(exc, "setup", False), str(exc))
            raise
        self._settle(False, "")
        return text

    def _settle(self, setup: bool, why: str) -> None:
        with self._health:
            if self._settled or self.unreachable:
                return
            if not setup:
                self._settled = True
                return
            self._setup_failures += 1
            if self._setup_failures >= UNREACHABLE_AFTER:
                self.unreachable = (
                    f"judge unreachable: the first {UNREACHABLE_AFTER} calls to {self.endpoint} all failed "
                    f"({why}); check the judge's base URL, API key and model"
                )
                self.stop.set()  # calls in flight stop retrying
        if self.unreachable:
            raise JudgeUnreachable(self.unreachable)

    def _complete(self, messages: list[dict[str, str]]) -> str:
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
                    raise _failed(self._describe(exc), exc.status_code in _SETUP_STATUS) from None
                wait = retry_after(getattr(exc.response, "headers", None))
                self._wait_or_fail(exc, attempt, wait)
            except self._sdk.APIConnectionError as exc:  # includes timeouts
                self._wait_or_fail(exc, attempt, None)
            except self._sdk.OpenAIError as exc:  # e.g. a reply the SDK cannot read
                raise CallFailed(self._describe(exc)) from None
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
        with deadline(self.config.timeout):  # --timeout is the whole request, not each read (judges/deadline.py)
            data = self.client.post("/chat/completions", body=body, cast_to=object)
        return _content(data, self.usage)

    def _wait_or_fail(self, exc: Exception, attempt: int, wait: float | None) -> None:
        if attempt >= self.config.max_retries:
            setup = isinstance(exc, self._sdk.APIConnectionError) and not isinstance(exc, self._sdk.APITimeoutError)
            raise _failed(f"{self._describe(exc)} (after {attempt + 1} attempt(s))", setup) from None
        if sleep(self.stop, self.backoff.delay(attempt, wait)):
            raise CallFailed(f"interrupted while retrying: {self._describe(exc)}") from None
        self.usage.add(retries=1)

    def scrub(self, text: str) -> str:
        """``text`` with the API key masked."""
        return scrub(text, self._key)

    def _describe(self, exc: Exception) -> str:
        status = getattr(exc, "status_code", None)
        name = "timeout" if isinstance(exc, self._sdk.APITimeoutError) else type(exc).__name__
        if isinstance(exc, self._sdk.APIConnectionError):  # say where, and why when known
            cause = exc.__cause__
            text = f"{name} calling {self.client.base_url}: {exc}"
            text += f" ({type(cause).__name__}: {cause})" if cause and str(cause) else ""
        else:
            text = f"{name} (HTTP {status}): {exc}" if status else f"{name}: {exc}"
        return cut(scrub(text, self._key), 300)

    def close(self) -> None:
        try:
            self.client.close()
        except Exception:  # closing is best effort
            pass


def _failed(message: str, setup: bool) -> CallFailed:
    """A :class:`CallFailed`; ``setup`` marks transport or auth failures (connection refused, 401/403/404)."""
    exc = CallFailed(message)
    exc.setup = setup  # type: ignore[attr-defined]
    return exc


def _content(data: Any, usage: Usage) -> str:
    """The assistant text of a Chat Completions reply (empty when there is none)."""
    if not isinstance(data, dict):
        return ""
    u = data.get("usage")
    if isinstance(u, dict):
        try:
            usage.add(prompt_tokens=int(u.get("prompt_tokens") or 0), completion_tokens=int(u.get("completion_tokens") or 0))
        except (TypeError, ValueError):  # a server that reports usage oddly still gets judged
            pass
    choices = data.get("choices")
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        return ""
    message = choices[0].get("message")
    content = message.get("content") if isinstance(message, dict) else None
    return content if isinstance(content, str) else ""


def scrub(text: str, key: str | None) -> str:
    """``text`` with every occurrence of the key masked."""
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
    register_var(key_env)
    local = not azure and (config.base_url or os.environ.get("OPENAI_BASE_URL"))  # may need no key
    if key is None and (config.api_key_env or not local):
        raise UsageError(f"the openai judge needs an API key: set the environment variable {key_env}")
    client: Any
    try:
        if azure:
            api_version = os.environ.get("OPENAI_API_VERSION") or DEFAULT_API_VERSION
            client = openai.AzureOpenAI(azure_endpoint=azure, api_key=key, api_version=api_version,
                                        max_retries=0, timeout=config.timeout)
        else:
            base = config.base_url or os.environ.get("OPENAI_BASE_URL") or None
            register_url(base)  # a password or key in the URL is masked wherever an error quotes it
            client = openai.OpenAI(base_url=base, api_key=key or "no-key", max_retries=0, timeout=config.timeout)
    except Exception as exc:  # e.g. a malformed URL: a usage problem, not a crash
        raise UsageError(f"the openai judge cannot start: {scrub(str(exc), key)}") from None
    install(getattr(client, "_client", None))
    return key, openai, client
