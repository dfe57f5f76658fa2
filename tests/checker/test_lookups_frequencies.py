"""Frequencies as one grammar (issue 22, item 6; checker/lookups.py `_context_intervals`): how often a thing
happens, written as a frequency word ("quarterly"), an n-weekly word ("4-weekly", "six-monthly"), "n times a
period" or "every n units", is one interval; an answer that states the context's interval in another of these
forms is not a new value, and another interval is. Generated from parts, with the wrong neighbours."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check

#: interval (amount, unit kept by the grammar: days or months) -> ways a context names it
CONTEXT_FORMS = {
    (7, "day"): ["weekly", "1-weekly"], (14, "day"): ["fortnightly", "2-weekly", "two-weekly"],
    (28, "day"): ["4-weekly", "four-weekly"], (56, "day"): ["8-weekly", "eight-weekly"],
    (1, "month"): ["monthly"], (3, "month"): ["quarterly"], (6, "month"): ["6-monthly", "six-monthly", "biannual"],
    (12, "month"): ["annual", "yearly"],
}
WORDS = {2: "two", 3: "three", 4: "four", 6: "six", 8: "eight", 12: "twelve"}


def _every(amount: int, unit: str) -> list[str]:
    """Ways an answer says the interval: every n weeks/days/months, n times a year/month."""
    out = []
    if unit == "day" and amount % 7 == 0:
        n = amount // 7
        out += [f"every {n} weeks", f"every {WORDS.get(n, n)} weeks"] if n > 1 else []
    if unit == "month" and amount > 1:
        out += [f"every {amount} months", f"every {WORDS.get(amount, amount)} months"]
        if 12 % amount == 0 and 12 // amount > 1:
            k = 12 // amount
            out.append({2: "twice a year"}.get(k, f"{WORDS.get(k, k)} times a year"))
    return out


PAIRS = [(ctx_word, said, interval) for interval, words in CONTEXT_FORMS.items() for ctx_word in words
         for said in _every(*interval)]
assert len(PAIRS) > 20  # the grammar crossed, not a list of examples


def _case(ctx_word: str, said: str):
    context = f"The {ctx_word} cleaning plan costs £18 per visit. Frames and sills are wiped on every visit."
    answer = f"On that plan a visit comes {said}, at £18 per visit. Frames and sills are wiped on every visit."
    return check(answer, [context])


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(PAIRS))
def test_the_same_interval_in_another_form_is_no_new_value(pair):
    ctx_word, said, _ = pair
    v = _case(ctx_word, said)
    assert not [f for f in v.findings if f.rule == "value"], (ctx_word, said, v.findings)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(PAIRS), st.sampled_from(sorted(CONTEXT_FORMS)))
def test_another_interval_is_flagged(pair, other):
    ctx_word, _, interval = pair
    if other == interval or not _every(*other):
        return
    said = _every(*other)[0]
    v = _case(ctx_word, said)
    assert v.hallucination == "hallucinated", (ctx_word, said, v.findings)
