"""The ``openai`` judge: any OpenAI-compatible Chat Completions endpoint grades groundedness.

Works with OpenAI, Azure OpenAI (when ``AZURE_OPENAI_ENDPOINT`` is set), vLLM, Ollama,
llama.cpp and LM Studio through the official SDK (judges/client.py). Requests run
``concurrency`` at a time (the scorer's thread pool), are retried with backoff, and verdicts
are cached in SQLite. Every failure comes back as a judge error (the case fails closed).
"""
from __future__ import annotations

from typing import Any

from ..text.analysis import Analysis
from ..model import Case, Finding, JudgeResult
from ..text import normalize
from . import register
from .cache import CacheKey, JudgeCache, digest, open_cache
from .client import CallFailed, ChatClient, LLMConfig
from .prompt import PROMPT_VERSION, Graded, ReplyError, groundedness_messages, parse_groundedness

__all__ = ["CallFailed", "ChatClient", "LLMConfig", "OpenAIJudge"]


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
        return CacheKey(self.kind, self.config.model, PROMPT_VERSION, digest(self.chat.endpoint, case.query, ctx, response))

    def judge(self, case: Case, analysis: Analysis) -> JudgeResult:
        response = case.response or ""
        if not response.strip():
            return JudgeResult(self.name, score=5.0, label="clean", reason="empty response: no claims to check")
        key = self.key(case, response)
        stored = self.cache.get(key) if self.cache is not None else None
        if stored is not None:
            self.chat.usage.add(cache_hits=1)
            return self._result(Graded(stored["score"], stored["reason"], stored["unsupported_claims"]), analysis)
        try:
            graded = parse_groundedness(self.chat.complete(groundedness_messages(case, response)))
        except (CallFailed, ReplyError) as exc:
            return JudgeResult(self.name, error=f"{self.kind} judge: {self.chat.scrub(str(exc))}")
        if self.cache is not None:
            self.cache.put(key, graded.to_dict())
        return self._result(graded, analysis)

    def _result(self, g: Graded, analysis: Analysis) -> JudgeResult:
        severity = "critical" if g.label == "hallucinated" else "moderate"
        findings = [
            Finding("invented_fact", c, severity, _sentence_of(analysis, c), f"{self.name}: not supported by the context")
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
