from __future__ import annotations

import random
from dataclasses import replace

from groundtest.derive.stale import HEDGES, SUFFIXES, stale_context, stale_only
from groundtest.text.matching import TextIndex, parse_value
from groundtest.model import Chunk

from .conftest import verdict

FEES = "Late returns cost $0.25 per day. A replacement card costs $3."


def test_a_superseded_copy_with_the_value_changed_sits_beside_the_current_chunk(cases, corpus):
    source = cases["late-fee"]
    made = stale_context(source, random.Random(0), corpus)
    old = made.meta["superseded_value"]
    assert parse_value(old).kind == "money" and old != "$0.25"
    copies = [c for c in made.context if c.status == "superseded"]
    assert len(copies) == 1
    copy = copies[0]
    assert copy.text == FEES.replace("$0.25", old)
    assert copy.title in {f"fees {s}.md" for s in SUFFIXES}
    current = [c for c in made.context if c.status == "current"]
    assert current == source.context  # nothing current changed, nothing dropped
    i, j = made.context.index(copy), made.context.index(source.context[0])
    assert abs(i - j) == 1  # next to the chunk it supersedes
    assert (made.id, made.type, made.expect) == ("late-fee~stale_context", "stale_context", "answer")
    assert made.must_include == [["$0.25"]] and made.must_not_include == [old]
    assert made.meta == {"derived_from": "late-fee", "perturbation": "stale_context", "current_value": "$0.25",
                         "superseded_value": old, "superseded_chunk": copy.title}


def test_only_the_superseded_version_requires_a_hedged_answer(cases, corpus):
    source = cases["late-fee"]
    made = stale_only(source, random.Random(0), corpus)
    old = made.meta["superseded_value"]
    assert [c.status for c in made.context] == ["superseded", "current"]
    assert made.context[0].text == FEES.replace("$0.25", old)
    assert made.context[1] == source.context[1]
    assert not any(TextIndex(c.text).contains("$0.25") for c in made.context)
    assert made.must_include == [[old], HEDGES]
    assert made.must_not_include == ["$0.25"]
    assert (made.type, made.expect, made.meta["perturbation"]) == ("stale_context", "answer", "stale_only")


def test_a_text_context_becomes_chunks(cases, corpus):
    made = stale_context(cases["printing"], random.Random(0), corpus)
    d = made.to_dict()
    assert isinstance(d["context"], list) and len(d["context"]) == 2
    assert {c["status"] for c in d["context"]} == {"current", "superseded"}


def test_cases_without_a_single_changeable_value_are_skipped(cases, corpus):
    rng = random.Random(0)
    for fn in (stale_context, stale_only):
        assert fn(cases["deposit-refund"], rng, corpus) == "no_value_to_change"  # a range
        assert fn(cases["room-booking"], rng, corpus) == "no_value_to_change"  # a phrase
        assert fn(cases["cafe"], rng, corpus) == "no_must_include"
        assert fn(cases["loan-everywhere"], rng, corpus) == "value_in_several_chunks"
        twice = replace(cases["late-fee"], context=[Chunk("fees.md", "Late returns cost $0.25 per day; yes, $0.25.")])
        assert fn(twice, rng, corpus) == "value_stated_twice"
    assert stale_only(cases["borrow-limit"], rng, corpus) == "answer_in_query"
    assert isinstance(stale_context(cases["borrow-limit"], rng, corpus).meta["superseded_value"], str)


def test_the_derived_cases_grade_stale_answers(cases, corpus):
    both = stale_context(cases["late-fee"], random.Random(0), corpus)
    old = both.meta["superseded_value"]
    assert verdict(both, "Late returns cost $0.25 per day.") == (False, False)
    assert verdict(both, f"Late returns cost {old} per day.") == (True, False)
    only = stale_only(cases["late-fee"], random.Random(0), corpus)
    old = only.meta["superseded_value"]
    assert verdict(only, f"Late returns cost {old} per day.") == (True, False)
    hedged = f"An older version of the fee list says late returns cost {old} per day; this may be out of date."
    assert verdict(only, hedged) == (False, False)
    assert verdict(only, "Late returns cost $0.25 per day, which may be out of date.") == (True, False)


def test_the_offline_checker_grades_stale_only_cases_as_derive_expects(cases, corpus):
    only = stale_only(cases["late-fee"], random.Random(0), corpus)
    old = only.meta["superseded_value"]
    for hedged in (f"An older version of the fee list says late returns cost {old} per day; this may be out of date.",
                   f"Late returns cost {old} per day. This may be out of date."):
        assert verdict(only, hedged, judge="local") == (False, False)
    assert verdict(only, f"Late returns cost {old} per day.", judge="local") == (True, False)
