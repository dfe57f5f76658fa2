"""Backoff delays and Retry-After parsing."""
from __future__ import annotations

import random
import threading
from datetime import datetime, timezone

from groundtest.judges.retry import Backoff, retry_after, retryable_status, sleep


def test_retry_after_forms() -> None:
    now = datetime(2026, 1, 1, 12, 0, 0, tzinfo=timezone.utc)
    assert retry_after({"retry-after": "3"}) == 3.0
    assert retry_after({"Retry-After": "1.5"}) == 1.5
    assert retry_after({"retry-after-ms": "250", "retry-after": "9"}) == 0.25
    assert retry_after({"retry-after": "Thu, 01 Jan 2026 12:00:07 GMT"}, now) == 7.0
    assert retry_after({"retry-after": "Thu, 01 Jan 2026 11:00:00 GMT"}, now) == 0.0
    assert retry_after({"retry-after": "soon"}) is None
    assert retry_after({}) is None and retry_after(None) is None


def test_backoff_grows_with_jitter_and_caps_and_honours_the_server() -> None:
    b = Backoff(base=0.5, cap=4.0, max_retry_after=60.0, rng=random.Random(7))
    for attempt, full in [(0, 0.5), (1, 1.0), (2, 2.0), (3, 4.0), (6, 4.0)]:
        d = b.delay(attempt)
        assert full * 0.5 <= d <= full
    assert b.delay(0, retry_after=12.0) == 12.0
    assert b.delay(0, retry_after=600.0) == 60.0


def test_retryable_statuses() -> None:
    assert [s for s in (400, 401, 403, 404, 408, 409, 422, 429, 500, 502, 503) if retryable_status(s)] == [
        408, 409, 429, 500, 502, 503]


def test_sleep_returns_early_when_stopped() -> None:
    stop = threading.Event()
    threading.Timer(0.05, stop.set).start()
    assert sleep(stop, 5.0) is True
    assert sleep(threading.Event(), 0.01) is False
