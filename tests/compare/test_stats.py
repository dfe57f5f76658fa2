"""The paired statistics of ``compare/stats.py``: beyond the published values in test_core.py, the
log-space tail for many discordant pairs and the edges of both functions."""
from __future__ import annotations

import math
from fractions import Fraction

import pytest

from groundtest.compare import stats
from groundtest.compare.stats import mcnemar_exact, newcombe_paired


def _exact(b: int, c: int) -> float:
    n, k = b + c, min(b, c)
    return float(min(Fraction(1), 2 * Fraction(sum(math.comb(n, i) for i in range(k + 1)), 2**n)))


@pytest.mark.parametrize("b,c", [(600, 520), (700, 701), (1500, 1400), (10, 1200)])
def test_the_log_space_tail_agrees_with_exact_arithmetic(b: int, c: int) -> None:
    assert b + c > stats._EXACT_LIMIT
    assert math.isclose(mcnemar_exact(b, c), _exact(b, c), rel_tol=1e-9, abs_tol=1e-300)


def test_mcnemar_edges() -> None:
    assert mcnemar_exact(0, 0) == 1.0 and mcnemar_exact(3, 3) == 1.0  # capped at 1
    assert mcnemar_exact(5, 0) == mcnemar_exact(0, 5) == 2 / 32  # symmetric
    assert mcnemar_exact(20, 0) < 1e-5


def test_newcombe_edges() -> None:
    assert newcombe_paired(0, 0, 0, 0) == (0.0, 0.0)
    low, high = newcombe_paired(0, 0, 0, 50)  # nothing positive on either side
    assert low < 0.0 < high and high < 0.1
    low, high = newcombe_paired(0, 40, 0, 0)  # every case flipped to positive
    assert high == 1.0 and 0.8 < low < 1.0
