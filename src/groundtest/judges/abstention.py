"""``--abstention-judge openai``: a model decides which sentences decline or name a gap.

For systems whose refusals vary too much for patterns and that expose no ``answerable``
flag. The model's decision replaces the pattern detector's for the case (the structured flag
still wins); it is cached like any verdict and fails closed: an unusable reply is a judge
error on the case.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..text.analysis import Analysis
from ..model import Case, JudgeResult
from .cache import CacheKey, JudgeCache, digest, open_cache
from .combined import merge_usage
from .client import CallFailed, ChatClient, LLMConfig
from .prompt import ABSTENTION_PROMPT_VERSION, ReplyError, abstention_messages, parse_abstention

KINDS = ("openai",)


@dataclass(slots=True)
class Declines:
    """The model's decision: does the response decline, and which sentences state an answer."""

    declines: bool
    answering: list[int]
    reason: str

    def to_dict(self) -> dict[str, Any]:
        return {"declines": self.declines, "answering": list(self.answering), "reason": self.reason}


class ModelAbstention:
    """Asks a Chat Completions model whether (and where) a response declines."""

    kind = "openai-abstention"

    def __init__(self, config: LLMConfig, cache: JudgeCache | None = None):
        self.config = config
        self.cache = cache
        self.chat = ChatClient(config)

    @property
    def usage(self) -> dict[str, float]:
        return self.chat.usage.snapshot()

    def decide(self, case: Case, sentences: list[str]) -> Declines:
        """Raises :class:`CallFailed` or :class:`ReplyError` when there is no usable answer."""
        key = CacheKey(self.kind, self.config.model, ABSTENTION_PROMPT_VERSION, digest(self.chat.endpoint, case.query, sentences))
        stored = self.cache.get(key) if self.cache is not None else None
        if stored is not None:
            self.chat.usage.add(cache_hits=1)
            return Declines(stored["declines"], stored["answering"], stored["reason"])
        reply = self.chat.complete(abstention_messages(case, sentences))
        decision = Declines(*parse_abstention(reply, len(sentences)))
        if self.cache is not None:
            self.cache.put(key, decision.to_dict())
        return decision

    def close(self) -> None:
        self.chat.close()
        if self.cache is not None:
            self.cache.close()


class WithAbstention:
    """Wraps a judge: the model marks declining sentences in the analysis, then the judge runs."""

    def __init__(self, inner: Any, model: ModelAbstention):
        self.inner = inner
        self.model = model
        self.name = inner.name if inner.name != "none" else "abstention"
        self.concurrency = max(int(getattr(inner, "concurrency", 1) or 1), model.config.concurrency)

    @property
    def usage(self) -> dict[str, float]:
        return merge_usage([self.inner, self.model])

    def judge(self, case: Case, analysis: Analysis) -> JudgeResult:
        decided: dict[str, Any] | None = None
        if analysis.answerable_flag is None and analysis.sentences:
            try:
                d = self.model.decide(case, [s.text for s in analysis.sentences])
            except (CallFailed, ReplyError) as exc:
                return JudgeResult(self.name, error=f"abstention judge: {self.model.chat.scrub(str(exc))}")
            apply(analysis, d)
            decided = d.to_dict()
        if self.inner.name == "none":
            result = JudgeResult(self.name, reason="deterministic checks only")
        else:
            result = self.inner.judge(case, analysis)
        if decided is not None:
            result.extra = {**(result.extra or {}), "abstention": decided}
        return result

    def interrupt(self) -> None:
        self.model.chat.stop.set()
        if hasattr(self.inner, "interrupt"):
            self.inner.interrupt()

    def close(self) -> None:
        try:
            self.inner.close()
        finally:
            self.model.close()


def apply(analysis: Analysis, d: Declines) -> None:
    """Replace the pattern detector's refusals with the model's decision: when the response
    declines, every sentence that states no answer is a refusal; otherwise none is."""
    n = len(analysis.sentences)
    refusals = frozenset(set(range(n)) - set(d.answering)) if d.declines else frozenset()
    analysis.set_refusals(refusals, d.declines)


def with_abstention(inner: Any, kind: str, options: dict[str, Any]) -> WithAbstention:
    """``inner`` wrapped with the abstention judge named ``kind`` (only ``openai`` so far)."""
    from ..errors import UsageError

    if kind not in KINDS:
        raise UsageError(f"unknown abstention judge {kind!r}; choose one of: {', '.join(KINDS)}")
    cache = open_cache(options)
    try:
        return WithAbstention(inner, ModelAbstention(LLMConfig.from_options(options), cache))
    except BaseException:
        if cache is not None:
            cache.close()
        raise
