"""Paired-comparison statistics for ``compare``: exact McNemar test and Newcombe's paired interval.

No scipy: both are a few lines of exact arithmetic on the 2×2 table of paired outcomes.
"""
from __future__ import annotations

import math

from ..summary import wilson

#: above this many discordant pairs the binomial tail is summed in log space (exact sums of
#: big binomial coefficients get slow; the log-space sum agrees to ~1e-12)
_EXACT_LIMIT = 1000


def mcnemar_exact(to_fail: int, to_pass: int) -> float:
    """Two-sided exact McNemar p-value: binomial test of the discordant pairs against 1/2.

    ``p = min(1, 2 · P(X ≤ min(b, c)))`` with ``X ~ Binomial(b + c, 1/2)``; 1.0 when no pair flipped.
    """
    n = to_fail + to_pass
    if n == 0:
        return 1.0
    k = min(to_fail, to_pass)
    if n <= _EXACT_LIMIT:
        tail = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    else:
        logs = [_log_comb(n, i) - n * math.log(2) for i in range(k + 1)]
        top = max(logs)
        tail = math.exp(top) * sum(math.exp(x - top) for x in logs)
    return min(1.0, 2 * tail)


def _log_comb(n: int, k: int) -> float:
    return math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1)


def newcombe_paired(both: int, only_new: int, only_old: int, neither: int) -> tuple[float, float]:
    """95% interval for ``p_new − p_old`` from paired binary outcomes (Newcombe 1998, method 10).

    ``both``: positive on both sides; ``only_new``: positive only on the new side; ``only_old``:
    only on the old side; ``neither``. Combines the two Wilson score intervals with a correction
    for the correlation of the pairs (``phi``); without CC. ``(0, 0)`` when there are no pairs.
    """
    a, b, c, d = both, only_new, only_old, neither
    n = a + b + c + d
    if n == 0:
        return (0.0, 0.0)
    p1, p2 = (a + b) / n, (a + c) / n
    l1, u1 = wilson(a + b, n)
    l2, u2 = wilson(a + c, n)
    denom = (a + b) * (c + d) * (a + c) * (b + d)
    phi = 0.0 if denom == 0 else (a * d - b * c) / math.sqrt(denom)
    theta = p1 - p2
    delta = math.sqrt(max(0.0, (p1 - l1) ** 2 - 2 * phi * (p1 - l1) * (u2 - p2) + (u2 - p2) ** 2))
    eps = math.sqrt(max(0.0, (u1 - p1) ** 2 - 2 * phi * (u1 - p1) * (p2 - l2) + (p2 - l2) ** 2))
    return (max(-1.0, theta - delta), min(1.0, theta + eps))


def newcombe_unpaired(k_new: int, n_new: int, k_old: int, n_old: int) -> tuple[float, float]:
    """95% interval for ``p_new − p_old`` from two independent samples (Newcombe 1998, method 10
    for unpaired proportions: the two Wilson score intervals combined). ``(0, 0)`` when a side is empty."""
    if n_new == 0 or n_old == 0:
        return (0.0, 0.0)
    p1, p2 = k_new / n_new, k_old / n_old
    l1, u1 = wilson(k_new, n_new)
    l2, u2 = wilson(k_old, n_old)
    theta = p1 - p2
    return (max(-1.0, theta - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2)),
            min(1.0, theta + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)))
