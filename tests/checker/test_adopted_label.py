"""The user's figure restated as the value of a thing the context gives another value (checker/lookups.py → frames.py
:func:`labelled_rival`, rule ``adopted_premise``): "your £300 deposit" where the context's deposit is £250, "just under
the minimum age of 14" where it is 12. The thing is named in a label's place — "the minimum age of 14", "the deposit is
£300", "Deposit: £300", "a £300 deposit" — and the context names its own value with the same noun phrase. However the
figure is restated ("your", "the", a label), it is adopted; the neighbours that correct it ("£250, not £300"), report
it as the user's ("you mentioned £300") or set it beside the context's value stay free of the rule, and a figure of the
user's that names another thing ("your £300 budget") is not the context's deposit."""
from __future__ import annotations

import json

from hypothesis import assume, given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest import check, load_cases, score

# (the context's sentence, the user's question, the claims that adopt, the neighbours that do not); {c} the context's
# value, {u} the user's
THINGS = [
    ("A £{c} deposit secures your room and is returned within 28 days of the end of your contract.",
     "My £{u} deposit comes back within 28 days of the end of my contract, right?",
     ["Your £{u} deposit is returned within 28 days of the end of your contract.",
      "Yes — the £{u} deposit is returned within 28 days of the end of your contract.",
      "- **Deposit:** £{u}, returned within 28 days of the end of your contract"],
     ["The deposit is £{c}, not £{u}, and it is returned within 28 days of the end of your contract.",
      "You mentioned £{u}, but the deposit is £{c}; it is returned within 28 days of the end of your contract.",
      "Your deposit is returned within 28 days of the end of your contract."]),
    ("The minimum age is {c}, and under-16s need a parental consent form.",
     "The minimum age is {u}, so my daughter has to wait, doesn't she?",
     ["Yes, I'm afraid so — she's just under the minimum age of {u}, so she'd need to wait.",
      "The minimum age is {u}, so she'll need to wait."],
     ["No — the minimum age is {c}, not {u}, and under-16s need a parental consent form.",
      "Under-16s need a parental consent form."]),
    ("A booking fee of £{c} is added to every order.",
     "There's a £{u} booking fee on each order, isn't there?",
     ["Yes, the booking fee of £{u} is added to every order.",
      "That's right: a £{u} booking fee is added to every order."],
     ["The booking fee is £{c} rather than £{u}, and it is added to every order.",
      "A booking fee is added to every order."]),
]


def _rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(THINGS), st.integers(8, 60), st.integers(1, 35))
def test_the_users_figure_given_to_the_contexts_thing_is_adopted(thing, c, delta):
    sentence, question, wrong, right = thing
    u = c + delta
    ctx = [{"title": "terms.md", "text": sentence.format(c=c) + " Payments are taken by card."}]
    q = question.format(u=u)
    assume(str(u) not in ctx[0]["text"])  # (a figure the context has elsewhere, "under-16s", is the context's)
    for w in wrong:
        text = w.format(u=u, c=c)
        assert "adopted_premise" in _rules(check(text, ctx, query=q)), (text, ctx, q)
    for r in right:
        text = r.format(u=u, c=c)
        assert "adopted_premise" not in _rules(check(text, ctx, query=q)), (text, ctx, q)


def test_the_users_own_figure_of_another_thing_is_not_the_contexts():
    ctx = [{"title": "terms.md", "text": "A £250 deposit secures your room. Rooms cost £165 per week."}]
    q = "I have a £300 budget for the first week. Is that enough?"
    v = check("Your £300 budget covers the £165 first week's rent.", ctx, query=q)
    assert "adopted_premise" not in _rules(v)


@settings(max_examples=30, deadline=None)
@given(st.integers(20, 99), st.integers(1, 19), st.sampled_from(["of £{t} or more", "over £{t}", "of at least £{t}"]))
def test_a_threshold_of_the_context_is_no_value_of_the_users_thing(t, short, bound):
    # "free on orders of £500 or more": a bound on orders; "your order is £450" is the user's order, set against it
    ctx = [{"title": "delivery.md", "text": f"Kerbside delivery costs £7 and is free on orders {bound.format(t=t * 10)}."}]
    mine = t * 10 - short
    q = f"My order comes to £{mine}. Is delivery free?"
    v = check(f"Your order is £{mine}, so kerbside delivery costs £7.", ctx, query=q)
    assert "adopted_premise" not in _rules(v), (ctx, q)


def test_the_issue_case_through_score(tmp_path):
    ctx = [{"title": "rent.md", "text": "A £250 deposit secures your room and is returned within 28 days of the end of your "
                                        "contract, minus any deductions for damage."}]
    q = "My £300 deposit comes back within 28 days of the end of my contract, right?"
    bad = "Yes, that's right ✈️ Your **£300 deposit** is returned within **28 days** of the end of your contract."
    good = "Just a small correction: the deposit is **£250** (not £300), and it is returned within **28 days** of the end of your contract."
    path = tmp_path / "cases.jsonl"
    path.write_text("\n".join(json.dumps({"id": k, "type": "false_premise", "expect": "answer", "query": q, "context": ctx,
                                          "response": r}) for k, r in (("bad", bad), ("good", good))), encoding="utf-8")
    got = {r.id: r for r in score(load_cases(path, require_response=True))}
    assert got["bad"].hallucinated and not got["good"].hallucinated
