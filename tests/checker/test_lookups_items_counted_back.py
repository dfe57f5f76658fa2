"""A count of things that counts back the answer's own list (checker/lookups.py ``item_counts_above``,
``_counts_things``).

Grammar: a list (bullets or numbered steps, possibly with a list nested under one step) ends directly above the
sentence's line; the sentence counts it back with (all|these|those|the|each of the) N [NOUN] — "you'd meet all three
conditions", "gather all four documents" where the four are nested under step 2 of four steps. N may be any depth's
run of items or the list's total. Wrong neighbours stay flagged: a count no run of the list has, a length of time
("all three days"), and a count with no list above it."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest import check
from tests.helpers import scored_hallucinated
from groundtest.checker.lookups import item_counts_above

Q = "I'm 23 and passed my driving test 18 months ago, with no points. Can I join?"
WORDS = ["two", "three", "four", "five", "six", "seven"]
THINGS = ["vehicle registration", "county health permit", "fire-safety certificate", "insurance certificate",
          "proof of address", "photo ID", "bank statement"]
CTX_TMPL = ("Apply online at the City's licensing portal. Upload your {docs}. Pay the fee by card when you submit. "
            "Applications take up to 15 business days to process.")


def _docs(k: int) -> str:
    return ", ".join(THINGS[:k - 1]) + " and " + THINGS[k - 1]


def _nested(k: int, n: int) -> str:
    subs = "\n".join(f"   - {t}" for t in THINGS[:k])
    return ("Here's how to apply:\n\n1. **Go to the City's licensing portal.**\n2. **Upload your documents:**\n"
            f"{subs}\n3. **Pay the fee by card** when you submit.\n4. **Wait** — it can take up to 15 business days.\n\n"
            f"**Tip:** gather all {WORDS[n - 2]} documents before you start, so you can upload them in one go.")


@settings(max_examples=40, deadline=None)
@given(k=st.integers(min_value=2, max_value=7), other=st.integers(min_value=2, max_value=7))
def test_a_nested_run_counted_back(k, other):
    ctx = [{"title": "apply.md", "text": CTX_TMPL.format(docs=_docs(k))}]
    got = check(_nested(k, k), ctx, "How do I apply?")
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]
    if other not in (k, 4, k + 4):  # (4: the steps; k + 4: every item of the list)
        assert check(_nested(k, other), ctx, "How do I apply?").hallucination == "hallucinated"


def _checklist(n_items: int, said: int, noun: str) -> tuple[str, list]:
    rules = ["Age 21+: you're 23 ✅", "No more than 6 penalty points: you have none ✅",
             "Full licence for at least 2 years: you've had yours for 18 months ❌", "A UK address: you have one ✅",
             "A credit check: passed ✅"][:n_items]
    ctx = [{"title": "join.md", "text": "To join you must be aged 21 or over and have held a full driving licence for at "
                                        "least 2 years, with no more than 6 penalty points. Members need a UK address "
                                        "and must pass a credit check."}]
    body = "\n".join(f"- **{r}**" for r in rules)
    text = (f"Not quite yet, I'm afraid.\n\n**Checking each requirement:**\n{body}\n\nOnce you've held your licence for "
            f"2 years, you'd meet all {WORDS[said - 2]} {noun} and could apply.")
    return text, ctx


@settings(max_examples=30, deadline=None)
@given(n=st.integers(min_value=2, max_value=5), noun=st.sampled_from(["conditions", "requirements", "rules", "criteria"]),
       other=st.integers(min_value=2, max_value=7))
def test_a_checklist_counted_back(n, noun, other):
    text, ctx = _checklist(n, n, noun)
    got = check(text, ctx, Q)
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]
    if other != n and other not in (2, 6):  # (2 and 6: the context's own figures, "2 years", "6 penalty points")
        bad, _ = _checklist(n, other, noun)
        assert check(bad, ctx, Q).hallucination == "hallucinated"


def test_a_length_of_time_is_not_a_count_of_items():
    text, ctx = _checklist(3, 3, "conditions")
    bad = text.replace("all three conditions", "all three days")
    assert check(bad, ctx, Q).hallucination == "hallucinated"


def test_no_list_above_means_no_count():
    ctx = [{"title": "apply.md", "text": CTX_TMPL.format(docs=_docs(4))}]
    text = "Upload your documents and pay by card. Gather all four documents before you start."
    assert item_counts_above(text, "Gather all four documents before you start.") == frozenset()
    bad = "Upload your documents and pay by card. Gather all five documents before you start."
    assert check(bad, ctx, "How do I apply?").hallucination == "hallucinated"


def test_the_runs_of_a_nested_list():
    text = _nested(3, 3)
    assert item_counts_above(text, "gather all three documents before you start") == frozenset({3, 4, 7})


def test_through_score(tmp_path):
    ctx = [{"title": "apply.md", "text": CTX_TMPL.format(docs=_docs(4))}]
    said = [_nested(4, n) for n in (4, 6)]
    assert scored_hallucinated(tmp_path, said, ctx, "How do I apply?") == [False, True]
