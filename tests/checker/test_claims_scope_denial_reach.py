"""How far a negation denies a scope word (checker/claims.py ``_scope_denied``): across auxiliaries, degree adverbs,
determiners and linking verbs ("it isn't free", "is not always free", "there isn't any free parking", "doesn't come
free"), not across a content verb of another clause ("parcels you haven't collected are stored free", "materials you
haven't used are always refunded": the negation is the relative clause's, the scope is asserted). Through ``check``,
``scope_word`` and ``score``."""
from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import load_cases, score
from groundtest.checker import check
from groundtest.checker.claims import scope_word
from groundtest.checker.context import index_context

CTX = [{"title": "parcels.md", "text": "Parcels are held for 72 hours. After collection, storage is charged at £2 a day."}]
DENIED = ["Storage isn't free", "Storage is not completely free", "There isn't any free storage", "Storage doesn't come free",
          "Storage is never free"]
ASSERTED = ["Parcels you haven't collected are stored free", "Parcels that aren't collected get free storage",
            "Anything you didn't collect is stored free"]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(DENIED))
def test_a_denied_scope_widens_nothing(said):
    assert "scope" not in {f.rule for f in check(f"Parcels are held for 72 hours. {said}.", CTX).findings}


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(ASSERTED))
def test_a_negation_of_another_clause_does_not_deny_the_scope(said):
    v = check(f"Parcels are held for 72 hours. {said}.", CTX)
    assert v.hallucination == "hallucinated", v  # (by the scope rule, or as a bare sentence of a new word)


def test_scope_word_as_evidence():
    ctx = index_context([{"title": "refunds.md", "text": "If you withdraw before the first class you receive a full refund. "
                          "Pottery carries a £40 fee for clay and materials."}], "What do I get back?")
    assert scope_word("because materials you haven't used are always refunded", ctx) == "always"
    assert scope_word("materials are not always refunded", ctx) is None


def test_through_score(tmp_path):
    base = {"type": "answerable", "expect": "answer", "query": "How long do you hold parcels?", "context": CTX}
    # (a denied "free" beside a charge is still a new word to the sentence rule in a short answer: the passing case
    # states the charge without it)
    good = dict(base, id="denied", response="Parcels are held for **72 hours**. After collection, storage is charged at "
                                             "**£2 a day**.")
    bad = dict(base, id="asserted", response="Parcels are held for **72 hours**. After collection, storage is charged at "
                                              "**£2 a day**, so parcels you haven't collected are stored free.")
    p = tmp_path / "cases.jsonl"
    p.write_text("\n".join(json.dumps(c) for c in (good, bad)) + "\n")
    results = {r.id: r for r in score(load_cases(p))}
    assert not results["denied"].hallucinated
    assert results["asserted"].hallucinated
