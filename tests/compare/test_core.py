"""The pure comparison: pairing, flips, rates with intervals, exact McNemar, and the gate."""
from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from groundtest.compare import Limits, Side, compare
from groundtest.model import Result
from groundtest.compare.stats import mcnemar_exact, newcombe_paired


def res(cid: str, ctype: str = "answerable", *, h: bool = False, o: bool = False, expect: str = "answer",
        tags: tuple[str, ...] = (), unstable: bool = False, excluded: bool = False) -> Result:
    return Result(
        id=cid, type=ctype, expect=expect, abstained=o, hallucinated=h, over_refused=o, forbidden=[], missing=[],
        hallucination="hallucinated" if h else "clean", findings=[], judge=None, meta={}, tags=list(tags),
        excluded=excluded, agreement=None if not unstable else 0.67, unstable=unstable,
    )


def flips(c) -> set[tuple[str, str, str]]:
    return {(f.id, f.metric, f.direction) for f in c.flips}


def test_known_flips_are_found_exactly() -> None:
    base = [res(f"a{i}") for i in range(20)] + [res("h1", h=True), res("u1", "unanswerable", expect="abstain"),
                                                 res("r1", o=True), res("gone")]
    cand = [res(f"a{i}") for i in range(20)] + [res("h1"), res("u1", "unanswerable", expect="abstain", h=True),
                                                 res("r1"), res("new")]
    cand[3] = res("a3", o=True)
    c = compare(base, cand)
    assert flips(c) == {("h1", "hallucinated", "to_pass"), ("u1", "hallucinated", "to_fail"),
                        ("r1", "over_refused", "to_pass"), ("a3", "over_refused", "to_fail")}
    assert c.only_baseline == ["gone"] and c.only_candidate == ["new"] and c.paired == 23
    assert c.by_type["unanswerable"].hallucinated_to_fail == 1
    assert c.by_type["answerable"].hallucinated_to_pass == 1
    assert c.by_type["answerable"].over_refused_to_fail == 1 and c.by_type["answerable"].over_refused_to_pass == 1
    h = c.hallucination
    assert (h.n, h.to_fail, h.to_pass, h.baseline, h.candidate, h.change) == (23, 1, 1, 1 / 23, 1 / 23, 0.0)
    assert c.over_refusal.n == 22  # the abstain case is not in the over-refusal denominator
    assert any("1 case(s) only in the baseline and 1 only in the candidate" in w for w in c.warnings)


def test_rate_gate_is_a_strict_limit_on_the_rise() -> None:
    base = [res(f"c{i}") for i in range(200)]
    one = [res(f"c{i}", h=i < 1) for i in range(200)]
    two = [res(f"c{i}", h=i < 2) for i in range(200)]
    assert compare(base, one).passed  # +0.5 points is not more than the 0.5-point default
    c = compare(base, two)
    assert not c.passed and list(c.gate_failures) == ["hallucination_rate"]
    assert c.failures[0].startswith("hallucination rate rose +1.00 points (0.0% → 1.0%, 2 case(s) flipped")
    assert compare(base, two, Limits(max_regression=0.01)).passed


def test_over_refusal_gate_and_improvements_pass() -> None:
    base = [res(f"c{i}") for i in range(100)]
    assert compare(base, [res(f"c{i}", o=i < 2) for i in range(100)]).passed
    c = compare(base, [res(f"c{i}", o=i < 3) for i in range(100)])
    assert list(c.gate_failures) == ["over_refusal_rate"]
    worse_base = [res(f"c{i}", h=i < 10, o=i >= 90) for i in range(100)]
    assert compare(worse_base, base).passed  # fewer failures is never a regression


def test_any_bait_flip_fails_even_within_the_rate_limit() -> None:
    base = [res(f"c{i}", tags=("bait",) if i == 7 else ()) for i in range(1000)]
    cand = [res(f"c{i}", h=i == 7, tags=("bait",) if i == 7 else ()) for i in range(1000)]
    c = compare(base, cand)
    assert c.hallucination.change == 0.001 and list(c.gate_failures) == ["bait"]
    assert c.gate_failures["bait"] == "1 bait case(s) flipped to hallucinated: c7"


def test_unstable_flips_are_listed_apart_and_not_rate_gated() -> None:
    base = [res(f"c{i}") for i in range(100)]
    cand = [res(f"c{i}", h=i < 5, unstable=i < 5) for i in range(100)]
    c = compare(base, cand)
    assert c.flips == [] and [f.id for f in c.unstable_flips] == ["c0", "c1", "c2", "c3", "c4"]
    assert c.hallucination.change == 0.05 and c.hallucination.gated_change == 0.0 and c.passed
    assert c.by_type["answerable"].unstable_flips == 5
    assert any("5 flip(s) on unstable cases" in w for w in c.warnings)
    # bait has zero tolerance: an unstable bait flip still fails
    cand[0] = res("c0", h=True, unstable=True, tags=("bait",))
    assert list(compare(base, cand).gate_failures) == ["bait"]


def test_hash_warning_excluded_pairs_and_type_changes() -> None:
    base = [res("a"), res("b"), res("c")]
    cand = [res("a"), res("b", excluded=True), res("c", "partial", expect="partial")]
    c = compare(base, cand, baseline_side=Side("x", "aa" * 32), candidate_side=Side("y", "bb" * 32))
    assert c.paired == 2 and c.excluded == 1
    assert c.warnings[0] == "the case files differ (sha256 aaaaaaaaaaaa vs bbbbbbbbbbbb): flips may come from edited cases"
    assert "1 paired case(s) changed type or expect between the runs" in c.warnings
    same = compare(base, base, baseline_side=Side("x", "aa" * 32), candidate_side=Side("y", "aa" * 32))
    assert same.warnings == [] and same.passed
    # with the definition digests at hand, different files (different responses) are expected
    keyed = compare(base, base, baseline_side=Side("x", "aa" * 32, key="k1" * 32), candidate_side=Side("y", "bb" * 32, key="k1" * 32))
    assert keyed.warnings == []
    edited = compare(base, base, baseline_side=Side("x", key="k1" * 32), candidate_side=Side("y", key="k2" * 32))
    assert edited.warnings == ["the case definitions differ (responses aside; sha256 k1k1k1k1k1k1 vs k2k2k2k2k2k2): "
                               "flips may come from edited cases"]


def test_comparison_json_shape() -> None:
    d = compare([res("a"), res("b")], [res("a", h=True), res("b")], Limits(0.9, 0.9)).to_dict()
    assert d["passed"] is True and d["paired"] == 2
    hr = d["hallucination_rate"]
    assert (hr["baseline"], hr["candidate"], hr["change"], hr["to_fail"], hr["mcnemar_p"]) == (0.0, 0.5, 0.5, 1, 1.0)
    assert hr["change_ci95"][0] < 0.5 < hr["change_ci95"][1]
    assert d["flips"] == [{"id": "a", "type": "answerable", "metric": "hallucinated", "direction": "to_fail",
                           "bait": False, "unstable": False, "reason": "passed"}]


def test_mcnemar_exact_values() -> None:
    assert mcnemar_exact(0, 0) == 1.0
    assert mcnemar_exact(12, 2) == pytest.approx(2 * (1 + 14 + 91) / 2**14, rel=1e-12)
    assert mcnemar_exact(5, 0) == 2 / 32
    assert mcnemar_exact(3, 3) == 1.0  # capped at 1
    # the log-space sum used beyond 1000 discordant pairs agrees with the exact sum
    exact = 2 * sum(math.comb(1200, i) for i in range(561)) / 2**1200
    assert mcnemar_exact(639, 560) == pytest.approx(mcnemar_exact(560, 639))
    assert mcnemar_exact(640, 560) == pytest.approx(exact, rel=1e-9)


def test_newcombe_paired_matches_the_published_example() -> None:
    # Newcombe (1998), Statistics in Medicine 17:2635, example a = 36, b = 12, c = 2, d = 0: 0.0569 to 0.3404
    lo, hi = newcombe_paired(36, 12, 2, 0)
    assert (round(lo, 4), round(hi, 4)) == (0.0569, 0.3404)
    assert newcombe_paired(0, 0, 0, 0) == (0.0, 0.0)
    assert newcombe_paired(0, 0, 0, 50)[0] < 0 < newcombe_paired(0, 0, 0, 50)[1]


@given(st.integers(0, 60), st.integers(0, 60), st.integers(0, 60), st.integers(0, 60))
def test_newcombe_interval_holds_the_estimate_and_mirrors(a: int, b: int, c: int, d: int) -> None:
    n = a + b + c + d
    lo, hi = newcombe_paired(a, b, c, d)
    if n:
        theta = (b - c) / n
        assert -1 <= lo <= theta + 1e-12 and theta - 1e-12 <= hi <= 1
        mlo, mhi = newcombe_paired(a, c, b, d)
        assert (mlo, mhi) == pytest.approx((-hi, -lo), abs=1e-12)
    assert 0 < mcnemar_exact(b, c) <= 1 and mcnemar_exact(b, c) == mcnemar_exact(c, b)
