"""Process workers for the offline work: batches out, results back in input order.

``score``, ``audit``, ``calibrate --fit`` and ``check``/``guard --batch`` spread their offline work
(parsing, validating, checking) over the machine's cores with :func:`ordered`: a bounded window of
batches in flight, so memory stays flat however large the input, and every batch's results
yielded in the order the batches were read, so the output is byte-identical to one process.

A task is a *factory* and its arguments, sent once to each worker, which builds the callable
that handles one batch (a judge, a settings object, a checker config: built once per worker, not
per batch). Workers ignore SIGINT: Ctrl-C reaches the main process, which stops sending, lets
each worker finish the batch in hand and returns what was finished (``KeyboardInterrupt``).

Model judges keep their own concurrency (threads against an API, one loaded model): only the
offline judges (``none``, ``local``) run in process workers.
"""
from __future__ import annotations

import multiprocessing
import os
import pickle
import signal
import sys
import threading
import time
from collections import deque
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from itertools import chain
from typing import Any, Callable, Iterable, Iterator, TypeVar

from .errors import GroundtestError, UsageError

T = TypeVar("T")
R = TypeVar("R")

#: batches in flight per worker: enough to keep every worker busy while the main process reads
#: and writes, few enough that memory stays flat
WINDOW = 3
#: a batch is cut at this many items or bytes of input, whichever comes first
BATCH_ITEMS = 256
BATCH_BYTES = 256 * 1024
#: with ``--workers auto``, an input of fewer lines than this is done in the main process:
#: starting workers would cost more than they save (the offline checker does ~1,500 cases a
#: second, the value checks of ``--judge none`` ~10,000)
AUTO_MIN_LINES = 2_000
AUTO_MIN_CHECKED = 200


def usable_cpus() -> int:
    """The CPUs this process may run on (its affinity mask, else the machine's count)."""
    if hasattr(os, "process_cpu_count"):  # Python 3.13+: affinity-aware
        return max(1, os.process_cpu_count() or 1)
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def parse_workers(text: str) -> int | None:
    """``--workers`` on the command line: ``auto`` (None) or a positive whole number."""
    if text.strip().lower() == "auto":
        return None
    try:
        n = int(text)
    except ValueError:
        raise UsageError(f"--workers: expected 'auto' or a whole number of processes, got {text!r}") from None
    if n < 1:
        raise UsageError(f"--workers: must be at least 1, got {text!r}")
    return n


def resolve(workers: int | None) -> int:
    """How many worker processes ``workers`` asks for: None (auto) is every usable CPU."""
    return usable_cpus() if workers is None else max(1, int(workers))


def offline(judge: Any) -> bool:
    """A judge whose work is pure Python on the case alone (``none``, ``local``, or both
    combined; no model judge, no abstention model), so each worker can rebuild it from settings."""
    return bool(getattr(judge, "offline", False))


def batches(items: Iterable[tuple[int, bytes]], max_items: int | None = None,
            max_bytes: int | None = None) -> Iterator[list[tuple[int, bytes]]]:
    """``(line, raw bytes)`` items cut into batches of at most ``max_items`` items / ``max_bytes``
    (default :data:`BATCH_ITEMS`, :data:`BATCH_BYTES`)."""
    max_items = max_items or BATCH_ITEMS
    max_bytes = max_bytes or BATCH_BYTES
    batch: list[tuple[int, bytes]] = []
    size = 0
    for item in items:
        batch.append(item)
        size += len(item[1])
        if len(batch) >= max_items or size >= max_bytes:
            yield batch
            batch, size = [], 0
    if batch:
        yield batch


def small(items: Iterator[T], lines: int = AUTO_MIN_LINES) -> tuple[list[T], bool]:
    """Read up to ``lines`` items ahead: ``(head, ended)`` — ended when the input had no more."""
    head: list[T] = []
    for item in items:
        head.append(item)
        if len(head) >= lines:
            return head, False
    return head, True


def fitted(items: Iterable[T], n: int, auto: bool, lines: int) -> tuple[int, Iterator[T]]:
    """How many processes for ``items``, and the items: under ``auto``, one when the input ends
    within ``lines`` items (read ahead, then given back in full)."""
    it = iter(items)
    if not auto or n <= 1:
        return n, it
    head, ended = small(it, lines)
    return (1 if ended else n), chain(head, it)


# --- the worker side -------------------------------------------------------------------------

_TASK: Callable[[Any], Any] | None = None


def _start(factory: Callable[..., Callable[[Any], Any]], args: tuple) -> None:
    global _TASK
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the main process's to handle
    _die_with_parent()
    _TASK = factory(*args)


def _die_with_parent() -> None:
    """End this worker when the process that started it ends, even by SIGKILL: an orphan would
    hold the files the main process had open (its results temporary and that file's lock)."""
    parent = os.getppid()
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        except (OSError, AttributeError):  # no prctl: the watch below still ends it
            pass
    if os.getppid() != parent:  # it ended before the line above
        os._exit(1)

    def watch() -> None:
        while True:
            time.sleep(0.5)
            if os.getppid() != parent:
                os._exit(1)

    threading.Thread(target=watch, name="groundtest-parent-watch", daemon=True).start()


def _run(batch: Any) -> tuple[bool, Any]:
    """One batch: ``(True, result)``, or ``(False, exception)`` made safe to send back."""
    try:
        assert _TASK is not None, "worker not started"
        return True, _TASK(batch)
    except BaseException as exc:  # sent back and raised in the main process
        return False, _portable(exc)


def _portable(exc: BaseException) -> BaseException:
    """``exc`` if it survives pickling whole, else a RuntimeError carrying its type, text and traceback."""
    try:
        back = pickle.loads(pickle.dumps(exc))
        if type(back) is type(exc) and str(back) == str(exc):
            return exc
    except Exception:
        pass
    import traceback

    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    if isinstance(exc, GroundtestError):
        return UsageError(str(exc))
    return RuntimeError(f"in a worker process: {type(exc).__name__}: {exc}\n{text}")


# --- the main side ---------------------------------------------------------------------------

def _context() -> multiprocessing.context.BaseContext:
    """``fork`` where it is safe (Linux, one thread: workers start in milliseconds with every
    module already imported), else ``forkserver``, else ``spawn`` (macOS, Windows)."""
    methods = multiprocessing.get_all_start_methods()
    if sys.platform.startswith("linux") and "fork" in methods and threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    if "forkserver" in methods and sys.platform != "darwin":
        return multiprocessing.get_context("forkserver")
    return multiprocessing.get_context("spawn")


def ordered(factory: Callable[..., Callable[[T], R]], args: tuple, work: Iterable[T], workers: int,
            window: int = WINDOW) -> Iterator[R]:
    """``factory(*args)(batch)`` for every batch of ``work``, in order, on ``workers`` processes
    (in this process when ``workers`` is 1). At most ``workers * window`` batches are in flight.

    An exception raised by a batch is raised here, after the batches before it were yielded.
    Ctrl-C (``KeyboardInterrupt``) stops sending, waits for the batches in hand, yields them and
    re-raises.
    """
    if workers <= 1:
        task = factory(*args)
        for batch in work:
            yield task(batch)
        return
    with Pool(factory, args, workers) as pool:
        yield from pool.map(work, window)


class Pool:
    """Worker processes that keep their task between calls of :meth:`map` (``calibrate --fit``
    maps every round's candidates through the same workers, each prepared once)."""

    def __init__(self, factory: Callable[..., Callable[[Any], Any]], args: tuple, workers: int):
        self.workers = workers
        self.executor = ProcessPoolExecutor(max_workers=workers, mp_context=_context(), initializer=_start,
                                            initargs=(factory, args))

    def __enter__(self) -> "Pool":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.executor.shutdown(wait=True, cancel_futures=True)

    def map(self, work: Iterable[Any], window: int = WINDOW) -> Iterator[Any]:
        """The task's result for every batch of ``work``, in order (see :func:`ordered`)."""
        pending: deque[Future] = deque()
        try:
            for batch in work:
                pending.append(self.executor.submit(_run, batch))
                if len(pending) >= self.workers * window:
                    yield _first(pending)
            while pending:
                yield _first(pending)
        except KeyboardInterrupt:
            # keep what is finished: batches not started are dropped, the ones in hand (workers
            # ignore SIGINT) are waited for, and all done before the first dropped one are yielded
            for f in pending:
                f.cancel()
            while pending and not pending[0].cancelled():
                yield _first(pending)
            raise
        except BrokenProcessPool:
            raise RuntimeError("a worker process died (killed, or out of memory); "
                               "rerun with --workers 1 to see why") from None
        finally:
            for f in pending:
                f.cancel()


def _first(pending: deque[Future]) -> Any:
    """The first batch's result, removed from ``pending`` only once it is in hand: an interrupt
    while waiting for it leaves it there, to be waited for again (it was lost, leaving a gap in
    the results kept)."""
    value = _take(pending[0])
    pending.popleft()
    return value


def _take(future: Future) -> Any:
    ok, value = future.result()
    if not ok:
        raise value
    return value
