"""THE EXCEPTION GRAMMAR (thirty-fifth session, checker/frames.py ``_excepted_parts``): a context clause over a whole
scope with an exception says the clause, negated, of the exception — so the answer that says so is right, and the one
that says the clause of the exception is the flip.

    LINE      := SUBJECT AUX VERB SCOPE EXCEPT THING
    SCOPE     := ("any" | "every" | "all") NOUN | "daily"
    EXCEPT    := "except" ("on" | "for")? | "apart from" | "other than"
    RIGHT     := SUBJECT AUX-"n't" VERB "on" THING          ("Vouchers can't be used on bank holidays")
    WRONG     := SUBJECT AUX VERB "on" THING                ("Vouchers can be used on bank holidays")
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

_CLAUSES = [
    # (subject, positive verb phrase, negated verb phrase, scope noun phrase, thing)
    ("Laserzone vouchers", "can be used", "can't be used", "any day", "bank holidays"),
    ("Bikes", "can be taken", "can't be taken", "on all services", "weekday rush-hour trains"),
    ("The pool", "is open", "isn't open", "every day", "Mondays"),
    ("Guest passes", "are valid", "aren't valid", "on every route", "the heritage line"),
]


def _critical(verdict) -> set:
    return {f.rule for f in verdict.findings if f.severity == "critical"}


@settings(deadline=None, max_examples=40)
@given(st.sampled_from(_CLAUSES), st.sampled_from(["except", "apart from", "other than"]))
def test_the_exception_said_negated_is_right_and_said_plainly_is_a_flip(clause, word):
    subject, yes, no, scope, thing = clause
    ctx = [{"title": "rules.md", "text": f"{subject} {yes} {scope} {word} {thing}. Please ask at the desk if unsure."}]
    right = check(f"{subject} **{no} on {thing}** — every other time is fine.", ctx)
    assert "frame_polarity" not in _critical(right), right.findings
    wrong = check(f"Good news: {subject.lower() if subject.startswith('The') else subject} {yes} on {thing}.", ctx)
    assert "frame_polarity" in _critical(wrong), wrong.findings


@settings(deadline=None, max_examples=30)
@given(st.sampled_from([("in July and August", "(not in July and August)"), ("on bank holidays", "(but not on bank holidays)"),
                        ("during school holidays", "— though not during school holidays")]),
       st.sampled_from(["Monday to Friday", "on weekdays"]))
def test_the_thing_excepted_said_negated_is_no_flip(thing, days):
    """An exception with no scope word ("… Monday to Friday, except in July and August"): the thing excepted is a part
    of its own with the other polarity, so the answer's "(not in July and August)" restates it."""
    excepted, said = thing
    ctx = [{"title": "railcard.md", "text": f"A minimum fare of £12 applies to journeys starting between 4:30am and 10am "
                                            f"{days}, except {excepted}."}]
    right = check(f"The **£12 minimum fare** applies to journeys starting **4:30am–10am, {days}** {said}.", ctx)
    assert "frame_polarity" not in _critical(right), right.findings


@settings(deadline=None, max_examples=20)
@given(st.sampled_from([("Dogs", "assistance dogs"), ("Food", "baby food"), ("Bikes", "folding bikes")]),
       st.sampled_from(["are not permitted", "aren't allowed", "are not allowed inside"]))
def test_the_thing_excepted_from_a_denial_is_the_one_allowed(things, denied):
    """After a denial the thing excepted keeps its own (positive) reading: "Dogs are not permitted except assistance dogs"
    is said right as "No dogs, except assistance dogs"."""
    kind, allowed = things
    ctx = [{"title": "visiting.md", "text": f"The visitor centre is open Wednesday to Sunday. {kind} {denied} except {allowed}."}]
    right = check(f"Good to know when visiting:\n- Open **Wednesday–Sunday**\n- **No {kind.lower()}**, except {allowed}", ctx)
    assert "frame_polarity" not in _critical(right), right.findings


@settings(deadline=None, max_examples=30)
@given(st.permutations(["public sessions", "skate hire", "the Learn to Skate course"]),
       st.sampled_from([("private lessons", "the café"), ("group parties", "the shop")]))
def test_a_denial_after_a_listed_allowance_keeps_the_subject_and_verb(allowed, denied):
    """ "They can be used for A, B and C, but not for D or E": the denied phrase takes the subject and verb of the part
    that holds its preposition, even with the list's tail between (checker/frames.py ``_with_subject``)."""
    d1, d2 = denied
    listed = ", ".join(allowed[:-1]) + " and " + allowed[-1]
    ctx = [{"title": "vouchers.md", "text": f"Skating vouchers are valid for 12 months. They can be used for {listed}, but not "
                                            f"for {d1} or {d2}."}]
    wrong = check(f"Vouchers can be used for {d1}.", ctx)
    assert "frame_polarity" in _critical(wrong), wrong.findings
    right = check(f"Vouchers can't be used for {d1}.", ctx)
    assert "frame_polarity" not in _critical(right), right.findings
