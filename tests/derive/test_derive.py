from __future__ import annotations

import json
import random

import pytest

from groundtest.cases import CaseReader
from groundtest.derive import DEFAULT_MIX, HARD_TYPES, PERTURBATIONS, derive, parse_mix, report
from groundtest.derive.common import Corpus
from groundtest.errors import UsageError

EVERYTHING = {name: 1.0 for name in PERTURBATIONS}


def _dicts(cases):
    return [c.to_dict() for c in cases]


def test_each_source_is_followed_by_what_was_derived_from_it(cases):
    out, _ = derive(cases.values(), seed=0, mix=EVERYTHING, min_hard_share=0)
    ids = [c.id for c in out]
    assert len(ids) == len(set(ids))
    for i, c in enumerate(out):
        src = c.meta.get("derived_from")
        if src:
            assert c.meta["perturbation"] in PERTURBATIONS
            assert c.id == f"{src}~{c.meta['perturbation']}"
            assert src in ids[:i]  # after its source
            assert c.response is None
    originals = [c for c in out if "derived_from" not in c.meta]
    assert [c.id for c in originals] == list(cases)
    assert all(c.response is None for c in originals)  # run records answers anew
    assert next(c for c in out if c.id == "loan-period").must_include == [["21 days"]]


def test_skips_are_counted_per_perturbation_and_reason_exactly(cases):
    out, skipped = derive(cases.values(), seed=0, mix=EVERYTHING, min_hard_share=0)
    sources = [c for c in cases.values() if c.type == "answerable"]
    corpus = Corpus(sources)
    expected: dict[str, dict[str, int]] = {"source": {"not_answerable": 1}}
    made = 0
    for name, fn in PERTURBATIONS.items():
        for c in sources:
            r = fn(c, random.Random(f"0:{name}:{c.id}"), corpus)
            if isinstance(r, str):
                expected.setdefault(name, {})
                expected[name][r] = expected[name].get(r, 0) + 1
            else:
                made += 1
    assert skipped == expected
    assert len(out) == len(cases) + made
    assert skipped["near_miss"]["single_chunk"] == 2 and skipped["false_premise"] == {"no_value_or_name_to_change": 3}
    # (room-booking: the corpus has no other library to mix Westbrook up with, and no invented name is made)


def test_deterministic_for_a_seed_and_independent_of_file_order(cases):
    a, _ = derive(cases.values(), seed=7)
    b, _ = derive(cases.values(), seed=7)
    assert _dicts(a) == _dicts(b)
    c, _ = derive(reversed(list(cases.values())), seed=7)
    assert sorted(map(str, _dicts(c))) == sorted(map(str, _dicts(a)))
    others = [_dicts(derive(cases.values(), seed=s)[0]) for s in range(1, 6)]
    assert any(o != _dicts(a) for o in others)


def test_the_default_mix_keeps_a_third_hard(cases):
    out, skipped = derive(cases.values(), seed=0)
    hard = sum(c.type in HARD_TYPES for c in out)
    assert hard * 3 >= len(out)
    assert DEFAULT_MIX["near_miss"] == DEFAULT_MIX["false_premise"] == 1.0


def test_soft_cases_are_dropped_to_balance_and_counted(cases):
    full, _ = derive(cases.values(), seed=0, mix=EVERYTHING, originals=False, min_hard_share=0)
    kept, skipped = derive(cases.values(), seed=0, mix=EVERYTHING, originals=False, min_hard_share=0.5)
    hard = [c for c in full if c.type in HARD_TYPES]
    assert [c for c in kept if c.type in HARD_TYPES] == hard  # hard cases are never dropped
    assert len(kept) == 2 * len(hard)  # exactly half hard: no more dropped than needed
    dropped = {c.id for c in full} - {c.id for c in kept}
    counted = sum(r.get("mix_balance", 0) for r in skipped.values())
    assert counted == len(dropped) > 0


def test_no_hard_case_leaves_only_originals_and_says_why(cases):
    out, skipped = derive(cases.values(), seed=0, mix={"partial": 1})
    assert [c.id for c in out] == list(cases)
    assert skipped["partial"]["mix_balance"] > 0


def test_a_share_below_one_tries_a_seeded_subset(cases):
    half, _ = derive(cases.values(), seed=3, mix={"false_premise": 0.5}, originals=False, min_hard_share=0)
    full, _ = derive(cases.values(), seed=3, mix={"false_premise": 1}, originals=False, min_hard_share=0)
    assert {c.id for c in half} < {c.id for c in full}
    assert _dicts(half) == _dicts(derive(cases.values(), seed=3, mix={"false_premise": 0.5}, originals=False,
                                        min_hard_share=0)[0])


def test_derived_input_is_passed_through_not_derived_again(cases):
    first, _ = derive(cases.values(), seed=0, mix=EVERYTHING, min_hard_share=0)
    again, skipped = derive(first, seed=0, mix=EVERYTHING, min_hard_share=0)
    assert [c.id for c in again[: len(first)]] != []  # originals first
    assert skipped["source"]["already_derived"] == sum("derived_from" in c.meta for c in first)
    assert {c.id for c in first} <= {c.id for c in again}
    assert len({c.id for c in again}) == len(again)  # new ids never collide with old ones


def test_every_output_case_reads_back_valid(cases, tmp_path):
    out, _ = derive(cases.values(), seed=0, mix=EVERYTHING, min_hard_share=0)
    path = tmp_path / "derived.jsonl"
    path.write_text("".join(json.dumps(c.to_dict()) + "\n" for c in out))
    reader = CaseReader(path)
    back = list(reader)
    assert reader.problems == [] and _dicts(back) == _dicts(out)


def test_report_counts_types_perturbations_and_the_hard_share(cases):
    out, skipped = derive(cases.values(), seed=0, mix=EVERYTHING, min_hard_share=0)
    rep = report(out, skipped)
    assert rep["cases"] == len(out) and sum(rep["by_type"].values()) == len(out)
    assert sum(rep["by_perturbation"].values()) == sum("perturbation" in c.meta for c in out)
    assert rep["hard"] == rep["by_type"].get("unanswerable", 0) + rep["by_type"].get("false_premise", 0)
    assert rep["skipped"] is skipped


@pytest.mark.parametrize("text, want", [
    ("near_miss", {"near_miss": 1.0}),
    ("near_miss=0.5, partial=0", {"near_miss": 0.5, "partial": 0.0}),
])
def test_parse_mix(text, want):
    assert parse_mix(text) == want


@pytest.mark.parametrize("text, message", [
    ("nearmiss=1", "unknown perturbation 'nearmiss'"),
    ("near_miss=2", "between 0 and 1"),
    ("near_miss=x", "not a number"),
    ("", "name at least one"),
])
def test_parse_mix_errors(text, message):
    with pytest.raises(UsageError, match=message):
        parse_mix(text)
