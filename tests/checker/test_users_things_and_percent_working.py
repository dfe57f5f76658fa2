"""The user's own things described by their article, and percentage points worked out as written (thirty-fifth session):
"The coat is 3 years old" after "I've got a £240 coat" is the user's (checker/lookups.py ``_their_thing``), and
"3 × 20% = 60%" is checked as written (checker/derive.py ``_expression``) — a wrong product stays wrong.

    THEIR-THING := (first person … "a" PRICE? NOUN) … ("The" | "This") NOUN ("is" | "was" | "cost") FIGURE
    POINTS      := COUNT "×" PERCENT "=" PERCENT | PERCENT ("+" | "−") PERCENT "=" PERCENT     (never PERCENT × PERCENT)
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check


def _critical(verdict) -> set:
    return {f.rule for f in verdict.findings if f.severity == "critical"}


_POLICY = [{"title": "damage-policy.md", "text": "Crisp Dry Cleaners' insurance pays the item's purchase price less 20% for "
                                                 "each full year since purchase, up to £500 per item."}]


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(["coat", "dress", "jacket", "suit"]), st.sampled_from([120, 240, 300]), st.integers(min_value=1, max_value=4),
       st.sampled_from(["I've got", "I have", "My partner and I have"]))
def test_the_users_thing_by_its_article_and_its_depreciation_worked_out(thing, price, years, lead):
    q = [{"role": "user", "content": f"{lead} a £{price} {thing} to clean at Crisp."},
         {"role": "assistant", "content": "Sure — what would you like to know?"},
         {"role": "user", "content": f"If it got damaged, what's the most they'd pay? The {thing} is {years} years old."}]
    share = 20 * years
    off = price * share // 100
    said = (f"### {thing.title()} (£{price}, {years} years old)\n- Depreciation: {years} × 20% = **{share}%**\n"
            f"- {share}% of £{price} = £{off}\n- Payout: £{price} − £{off} = **£{price - off}**")
    right = check(said, _POLICY, q)
    assert not ({"query_only", "value"} & _critical(right)), right.findings
    wrong = check(said.replace(f"= **{share}%**", f"= **{share + 10}%**"), _POLICY, q)
    assert "value" in _critical(wrong), wrong.findings


@settings(deadline=None, max_examples=30)
@given(st.integers(min_value=2, max_value=9), st.integers(min_value=1, max_value=4))
def test_percentage_points_added_as_written(a, b):
    ctx = [{"title": "rates.md", "text": f"The base discount is {5 * a}% and members get a further {5 * b}% on top."}]
    right = check(f"As a member: {5 * a}% + {5 * b}% = **{5 * (a + b)}%** off in all.", ctx)
    assert "value" not in _critical(right), right.findings
    wrong = check(f"As a member: {5 * a}% + {5 * b}% = **{5 * (a + b) + 1}%** off in all.", ctx)
    assert "value" in _critical(wrong), wrong.findings


@settings(deadline=None, max_examples=30)
@given(st.sampled_from([(180, 12), (240, 12), (150, 10)]), st.integers(min_value=2, max_value=4),
       st.sampled_from(["Sessions remaining", "Sessions left", "Still to use", "**Unused sessions**", "Left to attend"]))
def test_the_users_payment_under_a_label_and_what_remains(term, used, label):
    """ "I paid £180 for the term" restated as "Term fee: £180" is the user's payment, no rival of the context's "£20
    administration fee" (checker/lookups.py ``_labelled_as``); "Sessions remaining: 8" is 12 − 4 (THE GAP GRAMMAR's
    label before the figure); a wrong remainder stays wrong, and the user's figure given to the context's fee is adopted."""
    paid, sessions = term
    each = paid // sessions
    left = sessions - used
    ctx = [{"title": "refunds.md", "text": "Aqua Harmony refunds for medical reasons are calculated pro rata for the sessions not "
                                           "yet attended, minus a £20 administration fee. A doctor's note is required."}]
    q = f"I paid £{paid} for the term and I have to stop after {used} of the {sessions} sessions. How much will I get back?"
    said = ("- Term fee: **£{paid}** for **{sessions} sessions** → **£{each} per session**\n- Sessions attended: **{used}**\n"
            "- {label}: **{n}**\n- Pro-rata amount: {n} × £{each} = **£{p}**\n- Minus admin fee: £{p} − £20 = **£{r}**")
    right = check(said.format(paid=paid, sessions=sessions, each=each, used=used, label=label, n=left, p=left * each,
                              r=left * each - 20), ctx, q)
    assert not ({"adopted_premise", "value"} & _critical(right)), right.findings
    wrong = check(said.format(paid=paid, sessions=sessions, each=each, used=used, label=label, n=left - 1, p=(left - 1) * each,
                              r=(left - 1) * each - 20), ctx, q)
    assert "value" in _critical(wrong), wrong.findings
    adopted = check(f"The administration fee is **£{paid}**.", ctx, q)
    assert "adopted_premise" in _critical(adopted), adopted.findings
