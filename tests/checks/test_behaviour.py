"""checks/behaviour.py: what a case expects the response to do."""
from __future__ import annotations



def test_a_partial_case_that_answers_the_covered_part_and_names_the_gap_has_answered():
    from groundtest import Case, score

    ctx = [{"title": "m.md", "text": "Mail handling is an add-on for £30 per month."}]
    both = Case(id="p", type="partial", expect="partial", query="Do you offer mail handling and parking?", context=ctx,
                response="Mail handling is an add-on for £30 per month. I couldn't find anything about parking.")
    only_gap = Case(id="q", type="partial", expect="partial", query="Do you offer mail handling and parking?", context=ctx,
                    response="I'm sorry, I couldn't find anything about that in the documents.")
    r_both, r_gap = score([both, only_gap])
    assert (r_both.abstained, r_both.over_refused, r_both.hallucinated) == (False, False, False)
    assert r_gap.abstained and r_gap.over_refused
