"""Calling a target for many cases: threads, per-request timeout, retries with backoff,
errors recorded per case (``meta.run_error``) and never fatal for the run."""
from __future__ import annotations

import queue
import random
import threading
from dataclasses import dataclass, replace
from typing import Any, Callable, Iterator, Sequence

from ..model import Case
from .retrieved import echoed, payload_for, record
from .targets import Answer, FunctionTarget, Target, TargetError

#: longest wait between two attempts, whatever Retry-After says
MAX_DELAY = 30.0


@dataclass(slots=True)
class CallOptions:
    """How to call: threads, per-request timeout (seconds), retries and the first backoff delay."""

    concurrency: int = 4
    timeout: float = 30.0
    retries: int = 2
    backoff: float = 0.5
    #: ``all`` sends ``{id, query, context}``; ``query`` sends ``{id, query}`` (the target retrieves)
    send: str = "all"


def payload_of(case: Case, send: str = "all") -> dict[str, Any]:
    """What the target receives: ``{id, query, context}`` exactly as in the case file (``{id, query}``
    with ``send="query"``)."""
    return payload_for(case, send)


def call_with_retries(target: Target, payload: dict[str, Any], opts: CallOptions,
                      stop: threading.Event | None = None) -> Answer:
    """One call, retried with exponential backoff (or the server's Retry-After) when retryable."""
    stop = stop or threading.Event()
    for attempt in range(opts.retries + 1):
        try:
            return target.call(payload, opts.timeout)
        except TargetError as exc:
            if not exc.retryable or attempt == opts.retries or stop.is_set():
                if attempt:
                    raise TargetError(f"{exc} (after {attempt + 1} attempts)") from None
                raise
            delay = exc.retry_after if exc.retry_after is not None else opts.backoff * 2**attempt
            if stop.wait(min(delay, MAX_DELAY) * random.uniform(1.0, 1.25)):
                raise
    raise AssertionError("unreachable")


def answered(case: Case, answer: Answer, send: str = "all") -> Case:
    """The case with the target's answer recorded (and any earlier run error cleared)."""
    meta = {k: v for k, v in case.meta.items() if k not in ("run_error", "sent", "echoed")}
    if send != "all":
        meta["sent"] = send  # resume keeps an answer only for the same --send
    out = replace(case, response=answer.text, answerable=answer.answerable,
                  response_is_object=answer.answerable is not None, meta=meta)
    if answer.context is None:
        return out
    if send == "all" and echoed(case, answer.context):  # it handed back what it was sent: not retrieval
        return replace(out, meta={**meta, "echoed": True})
    return record(out, answer.context)


def errored(case: Case, message: str) -> Case:
    """The case without a response and with ``meta.run_error`` saying why."""
    return replace(case, response=None, answerable=None, response_is_object=False,
                   meta={**case.meta, "run_error": message})


def iter_answers(cases: Sequence[Case], target: Target, opts: CallOptions,
                 stop: threading.Event | None = None) -> Iterator[tuple[int, Case]]:
    """Yield ``(index, case)`` as calls finish (completion order) on ``opts.concurrency`` threads.
    Setting ``stop`` (or leaving the loop) stops new calls; threads are daemons and never block exit."""
    stop = stop or threading.Event()
    jobs: queue.SimpleQueue = queue.SimpleQueue()
    results: queue.SimpleQueue = queue.SimpleQueue()
    for item in enumerate(cases):
        jobs.put(item)

    def worker() -> None:
        while not stop.is_set():
            try:
                i, case = jobs.get_nowait()
            except queue.Empty:
                return
            try:
                out = answered(case, call_with_retries(target, payload_of(case, opts.send), opts, stop), opts.send)
            except TargetError as exc:
                out = errored(case, str(exc))
            except BaseException as exc:  # a bug in a target must not lose the run
                out = errored(case, f"internal error: {type(exc).__name__}: {exc}")
            results.put((i, out))

    n = max(1, min(opts.concurrency, len(cases)))
    threads = [threading.Thread(target=worker, daemon=True, name="groundtest-run") for _ in range(n)]
    for t in threads:
        t.start()
    remaining = len(cases)
    try:
        while remaining:
            try:
                item = results.get(timeout=0.2)  # a short wait keeps Ctrl-C prompt
            except queue.Empty:
                if not any(t.is_alive() for t in threads) and results.empty():
                    return  # stopped from outside
                continue
            remaining -= 1
            yield item
    finally:
        stop.set()


def as_target(target: Target | Callable[[dict[str, Any]], Any]) -> Target:
    """A :class:`Target` as is; a plain function wrapped in :class:`FunctionTarget`."""
    return target if hasattr(target, "call") else FunctionTarget(target)  # type: ignore[return-value,arg-type]


def run_cases(cases: Sequence[Case], target: Target | Callable[[dict[str, Any]], Any], *,
              concurrency: int = 4, timeout: float = 30.0, retries: int = 2, backoff: float = 0.5,
              send: str = "all") -> list[Case]:
    """Call ``target`` (a :class:`Target` or a plain function) for every case; return the cases in
    input order with ``response`` filled, or with ``meta.run_error`` where the call failed."""
    tgt = as_target(target)
    out: list[Case] = list(cases)
    try:
        for i, case in iter_answers(cases, tgt, CallOptions(concurrency, timeout, retries, backoff, send)):
            out[i] = case
    finally:
        tgt.close()
    return out
