"""A verb-first part of a sentence borrows the nearest subject before it, not the sentence's first ("EPDM is the
cheaper option, while GRP costs more but comes with a longer guarantee and can take foot traffic": GRP takes foot
traffic); a part that opens with a subject of its own the grammar cannot bound lends nothing."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import Case, score

PAIRS = [("EPDM", "GRP", "can take foot traffic", "is not suitable for foot traffic"),
         ("The Basic plan", "The Plus plan", "includes free parking", "does not include parking"),
         ("The studio room", "The garden room", "allows pets", "does not allow pets")]
JOIN = [", while {b} costs more but comes with a longer guarantee and {v}",
        ", whereas {b} costs more and {v}",
        "; {b} costs more, but {v}"]


def _ctx(a, b, v, notv):
    return f"{a} costs less than {b}. {b} {v.split(' ', 1)[0]} {v.split(' ', 1)[1]}; {a} {notv}. {b} has a longer guarantee."


def _score(a, b, v, notv, response):
    [r] = score([Case(id="f", type="answerable", expect="answer", query=f"Which is better, {a} or {b}?",
                      context=[_ctx(a, b, v, notv)], response=response)])
    return r


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PAIRS), st.sampled_from(JOIN))
def test_the_verb_after_the_second_subject_is_the_second_subjects(pair, join):
    a, b, v, notv = pair
    r = _score(a, b, v, notv, f"{a} is the cheaper option" + join.format(b=b.lower() if b.startswith("The") else b, v=v) + ".")
    assert not any(f.rule == "frame_polarity" for f in r.findings), r.reason()


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(PAIRS))
def test_the_flipped_claim_of_the_first_subject_is_still_caught(pair):
    a, b, v, notv = pair
    r = _score(a, b, v, notv, f"{a} is the cheaper option and {v}.")
    assert r.hallucinated, r.reason()
