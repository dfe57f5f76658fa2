"""Processes opening one new run store at the same moment (issue 15): every one must be recorded.

    .venv/bin/python bench/store_concurrency.py [ROUNDS] [PROCESSES]

Each round forks PROCESSES workers that wait on a barrier, then all open the same fresh store
and start a run. Prints how many opens failed (before issue 15: about 1 in 300, "database is
locked"; the store is now created and migrated under a lock with retries). Exits 1 on a failure.
"""
from __future__ import annotations

import multiprocessing as mp
import os
import sys
import tempfile


def work(path: str, barrier, q) -> None:  # type: ignore[no-untyped-def]
    from groundtest.settings import Settings
    from groundtest.runs.store import Store

    barrier.wait()
    try:
        with Store.open(path) as s:
            s.start_run(None, Settings())
        q.put(None)
    except Exception as exc:  # noqa: BLE001 - counted, that is the measurement
        q.put(repr(exc))


def main() -> int:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    mp.set_start_method("fork")
    d = tempfile.mkdtemp()
    fails: list[str] = []
    for r in range(rounds):
        path = os.path.join(d, f"s{r}.db")
        barrier, q = mp.Barrier(n), mp.Queue()
        procs = [mp.Process(target=work, args=(path, barrier, q)) for _ in range(n)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        fails += [e for e in (q.get() for _ in procs) if e]
    print(f"{rounds * n} concurrent opens of {rounds} new stores: {len(fails)} failed", *fails[:3], sep="\n")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
