"""Adversarial texts against the offline checker: time per case and growth per doubling.

    python bench/adversarial.py                       # every family at 1x, 2x, 4x, 8x
    python bench/adversarial.py --families figures5,thirty --sizes 1,2 --limit 60
    python bench/adversarial.py --response-kb 20 --context-kb 200   # the base sizes (the defaults)
    python bench/adversarial.py --calls      # Python function calls per case instead of seconds

Each family builds a response of about ``factor x response-kb`` KB and a context of about
``factor x context-kb`` KB (the adversarial pattern in the response, the context or both; the
rest is ordinary prose with figures) and times ``guard`` (the checker in front of users: it
analyses the response, indexes the context and checks every sentence). Printed per family:
seconds at each size and the ratio per doubling (2.0 is linear). The target (issue 23): every
family <= 1 s per case at the largest size and growth <= 2.3x per doubling. A case slower than
``--limit`` seconds is stopped (SIGALRM) and shown as ``>LIMIT``. ``--calls`` counts the Python
function calls of each case (cProfile) instead: work, not time, so its growth per doubling is
free of the noise of a shared machine.
"""
from __future__ import annotations

import argparse
import signal
import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from groundtest.checker import guard  # noqa: E402
from groundtest.checker.context import forget_contexts  # noqa: E402

PROSE = ("The office opens at 9am on weekdays and the fee for a replacement card is $3. Members get 12 free "
         "visits a year, and the library holds 4,500 books on its second floor. ")


def _fill(pattern: str, size: int) -> str:
    """``pattern`` repeated to about ``size`` characters."""
    return (pattern * (size // max(1, len(pattern)) + 1))[:size]


def _figures(width: int) -> Callable[[int], str]:
    def make(size: int) -> str:
        out, k, n = [], 10 ** (width - 1), 0
        while n < size:
            s = str(k)
            out.append(s)
            n += len(s) + 2
            k += 1
        return "The figures are " + ", ".join(out) + "."
    return make


def _tiny(size: int) -> str:
    out, n, k = [], 0, 0
    while n < size:
        s = f"It costs ${k % 97 + 5}. "
        out.append(s)
        n += len(s)
        k += 1
    return "".join(out)


#: family → (response builder, context builder); a builder takes a size in characters
FAMILIES: dict[str, tuple[Callable[[int], str], Callable[[int], str]]] = {
    "figures5": (_figures(5), lambda n: _fill(PROSE, n)),  # one sentence of five-digit figures
    "figures8": (_figures(8), lambda n: _fill(PROSE, n)),
    "usc": (lambda n: _fill("42 U.S.C. § 1983 ", n), lambda n: _fill(PROSE, n)),
    "thirty": (lambda n: "The fee is 31 dollars or thirty-one dollars, $45 in all.", lambda n: _fill("thirty ", n)),  # number-word runs in the context
    "thirty_response": (lambda n: _fill("thirty ", n), lambda n: _fill(PROSE, n)),
    "number_words": (lambda n: "It holds 123,456 books, about thirty thousand more than last year, for $5.",
                     lambda n: _fill("one hundred and twenty three thousand ", n)),
    "tiny_sentences": (_tiny, lambda n: _fill(PROSE, n)),
    "punctuation": (lambda n: _fill("Wait!?... ;: ,, -- ", n), lambda n: _fill(PROSE, n)),
    "dollar_dash": (lambda n: _fill("$$ -- $5-$6 — – $ ", n), lambda n: _fill(PROSE, n)),
    "brackets": (lambda n: _fill("[[(({{ ]] )) }} [1] (a) ", n), lambda n: _fill(PROSE, n)),
    "abbreviations": (lambda n: _fill("e.g. i.e. U.S. Dr. No. etc. vs. St. ", n), lambda n: _fill(PROSE, n)),
    "capitals": (lambda n: _fill("Alpha Bravo Charlie Delta Echo Foxtrot Golf Hotel ", n), lambda n: _fill(PROSE, n)),
    "citations": (lambda n: _fill("It costs $3 [1] [fees.md] 【2†source】 (Source 4) ", n), lambda n: _fill(PROSE, n)),
    "urls": (lambda n: _fill("See https://x.example/a?b=1&c=2 or www.y.example/p. ", n), lambda n: _fill(PROSE, n)),
    "rtl_combining": (lambda n: _fill("\u202eשלום עולם\u202c e\u0301\u0301\u0301 a\u0308\u0308 ", n), lambda n: _fill(PROSE, n)),
    "emoji": (lambda n: _fill("It costs $3 😀🎉 👍🏽 👨‍👩‍👧 ", n), lambda n: _fill(PROSE, n)),
}


class _Slow(Exception):
    pass


def _alarm(signum, frame):  # noqa: ANN001
    raise _Slow


def count_calls(response: str, context: str) -> int:
    import cProfile
    import pstats

    forget_contexts()
    prof = cProfile.Profile()
    prof.runcall(guard, response, context, "How much is it?")
    return int(pstats.Stats(prof).total_calls)


def time_case(response: str, context: str, limit: float) -> float | None:
    forget_contexts()
    signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, limit)
    t = time.perf_counter()
    try:
        guard(response, context, "How much is it?")
    except _Slow:
        return None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    return time.perf_counter() - t


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--families", default=",".join(FAMILIES))
    ap.add_argument("--sizes", default="1,2,4,8")
    ap.add_argument("--response-kb", type=float, default=20)
    ap.add_argument("--context-kb", type=float, default=200)
    ap.add_argument("--limit", type=float, default=120, help="seconds after which a case is stopped")
    ap.add_argument("--calls", action="store_true", help="count function calls per case instead of timing it")
    ap.add_argument("--repeat", type=int, default=1, help="time each case this many times and keep the fastest "
                                                         "(the machine is shared: the fastest is the least disturbed)")
    args = ap.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"{'family':<16}" + "".join(f"{f'{s}x':>11}" for s in sizes) + "   growth per doubling"
          + ("   (function calls)" if args.calls else "   (seconds)"))
    worst_time, worst_growth = 0.0, 0.0
    for name in args.families.split(","):
        make_response, make_context = FAMILIES[name]
        times: list[float | None] = []
        for s in sizes:
            r, c = make_response(int(s * args.response_kb * 1000)), make_context(int(s * args.context_kb * 1000))
            if args.calls:
                times.append(float(count_calls(r, c)))
                continue
            best = None
            for _ in range(args.repeat if not times or times[-1] is not None else 0):
                t = time_case(r, c, args.limit)
                if t is None:
                    best = None
                    break
                best = t if best is None else min(best, t)
            times.append(best)
        shown = "".join(f"{'>' + format(args.limit, 'g') if t is None else format(t, ',.0f' if args.calls else '.3f'):>11}"
                        for t in times)
        floor = 1000 if args.calls else 0.005
        ratios = [b / a for a, b in zip(times, times[1:]) if a is not None and b is not None and a > floor]
        print(f"{name:<16}{shown}   " + " ".join(f"{x:.2f}" for x in ratios), flush=True)
        worst_time = max(worst_time, *(args.limit if t is None else t for t in times))
        worst_growth = max([worst_growth, *ratios])
    what = f"most calls {worst_time:,.0f}" if args.calls else f"slowest case {worst_time:.3f} s"
    print(f"{what}; largest growth per doubling {worst_growth:.2f}x "
          f"(ratios over cases under {'1,000 calls' if args.calls else '5 ms'} are not counted)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
