"""The checker never raises on odd input and always returns a well-formed verdict."""
from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from groundtest.checker import check, guard
from groundtest.model import FINDING_TYPES, LABELS, SEVERITIES

text = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=300)
chunk = st.fixed_dictionaries({"title": st.text(max_size=20), "text": text})


@settings(max_examples=150, deadline=None)
@given(response=text, chunks=st.lists(chunk, max_size=3), query=st.one_of(st.none(), text))
def test_any_input_gives_a_valid_verdict(response, chunks, query):
    v = check(response, chunks, query)
    assert v.hallucination in LABELS
    for f in v.findings:
        assert f.type in FINDING_TYPES and f.severity in SEVERITIES
        assert f.sentence is None or isinstance(f.sentence, int)
    g = guard(response, chunks, query)
    assert isinstance(g.response, str) and isinstance(g.replaced, bool)


@settings(max_examples=60, deadline=None)
@given(words=st.lists(st.sampled_from("the loan period is 21 days members may borrow up to 8 books".split()), min_size=1, max_size=12))
@example(words="members borrow 21 loan books".split())  # found by hypothesis: read rightly as 21 books
@example(words="members 21 to 21 borrow books".split())
@example(words="members may borrow up to 8 books the loan period is 21 days".split())
def test_responses_made_of_the_context_are_never_hallucinated(words):
    """The context's words, in any order, are no hallucination -- unless they put a figure beside the
    other figure's noun ("21 books members borrow"), a contradiction the frames read (checker/frames.py), or,
    in a bare answer of one clause with no figure, join words of the two context sentences ("loan members"):
    a combination the context never makes (support.settle_bare_pairs)."""
    context = "Members may borrow up to 8 books. The loan period is 21 days."
    response = " ".join(words) + "."
    v = check(response, context)
    if v.hallucination == "hallucinated":
        rules = {f.rule for f in v.findings if f.severity == "critical"}
        if rules == {"apart_pairs"}:
            assert not any(c.isdigit() for c in response), v
            return
        assert rules <= {"frame_value", "frame_swap"}, v
        assert _misplaced(response), v


def _misplaced(response: str) -> bool:
    """A figure that may be read with the other figure's noun: 21 not followed by its "days" in a response
    that speaks of books or borrowing ("members borrow 21 loan books"), or 8 not followed by its "books"
    in one that speaks of days, a loan or a period."""
    toks = re.findall(r"\w+", response)
    for k, t in enumerate(toks):
        nxt = toks[k + 1] if k + 1 < len(toks) else ""
        if t == "21" and nxt not in ("day", "days") and re.search(r"\b(?:books?|borrow)\b", response):
            return True
        if t == "8" and nxt not in ("book", "books") and re.search(r"\b(?:days?|loan|period)\b", response):
            return True
    return False


def test_json_like_structured_context_edge_cases():
    for ctx in ("{", "[1, 2, 3]", "[" * 5000 + "]" * 5000, '{"a": null}', '[{"title": "t", "text": "{\\"x\\": false}"}]', "{" * 500):
        assert check("It has x.", ctx).hallucination in LABELS


def test_a_recently_indexed_context_is_reused_with_identical_verdicts():
    from groundtest.checker import check, index_context
    from groundtest.checker.context import forget_contexts

    chunks = [{"title": "rules.md", "text": "The loan period is 21 days. Late returns cost $0.25 per day."}]
    forget_contexts()
    a = index_context(chunks, "How long?")
    assert index_context([dict(c) for c in chunks], "How long?") is a  # same chunks and query: one index
    assert index_context(chunks, "Something else?") is not a  # the query is part of the index
    assert index_context([{"title": "rules.md", "text": "The loan period is 14 days."}], "How long?") is not a
    for text in ("The loan period is 21 days.", "The loan period is 14 days.", "You can renew twice online."):
        forget_contexts()
        cold = check(text, chunks, "How long?")
        assert check(text, chunks, "How long?") == cold  # warm
