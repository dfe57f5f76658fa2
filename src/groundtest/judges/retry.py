"""Retries for provider calls: exponential backoff with jitter, honouring ``Retry-After``."""
from __future__ import annotations

import random
import threading
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from datetime import datetime, timezone
from typing import Any, Mapping

#: HTTP statuses worth retrying: timeouts, conflicts, rate limits and server errors
RETRY_STATUSES = frozenset({408, 409, 429})


@dataclass(slots=True)
class Backoff:
    """Delay before retry ``attempt`` (0-based): ``min(cap, base * 2**attempt)`` scaled by a
    jitter in [0.5, 1]; a server's ``Retry-After`` wins, up to ``max_retry_after`` seconds."""

    base: float = 0.5
    cap: float = 20.0
    max_retry_after: float = 60.0
    rng: random.Random | None = None

    def delay(self, attempt: int, retry_after: float | None = None) -> float:
        if retry_after is not None:
            return min(max(0.0, retry_after), self.max_retry_after)
        jitter = (self.rng or random).uniform(0.5, 1.0)
        return min(self.cap, self.base * (2**attempt)) * jitter


def retryable_status(status: int) -> bool:
    return status in RETRY_STATUSES or status >= 500


def retry_after(headers: Mapping[str, str] | None, now: datetime | None = None) -> float | None:
    """Seconds to wait from ``retry-after-ms`` or ``Retry-After`` (seconds or an HTTP date)."""
    if not headers:
        return None
    ms = _get(headers, "retry-after-ms")
    if ms is not None:
        try:
            return float(ms) / 1000.0
        except ValueError:
            pass
    value = _get(headers, "retry-after")
    if value is None:
        return None
    try:
        return float(value)
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return max(0.0, (when - (now or datetime.now(timezone.utc))).total_seconds())


def _get(headers: Mapping[str, str] | Any, name: str) -> str | None:
    try:
        v = headers.get(name)
    except AttributeError:
        return None
    if v is None:
        for k, val in getattr(headers, "items", lambda: [])():
            if k.lower() == name:
                return val
    return v


def sleep(stop: threading.Event, seconds: float) -> bool:
    """Sleep unless ``stop`` is set; True when interrupted."""
    return stop.wait(seconds)
