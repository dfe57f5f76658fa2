"""Highlighting: offending spans in a response, support and values in the context (pure functions)."""
from __future__ import annotations

from groundtest.model import Case, Chunk, Finding, Result
from groundtest.review.highlight import Segment, Span, find_all, response_spans, segments, support_spans, value_spans
from groundtest.review.views import case_view


def test_find_all_ignores_case_quotes_and_spacing_but_matches_whole_values():
    text = "It’s $15 — not $150.  Call   Head Office or $15.00."
    assert [text[a:b] for a, b in find_all(text, "$15")] == ["$15", "$15"]
    assert [text[a:b] for a, b in find_all(text, "call head office")] == ["Call   Head Office"]
    assert [text[a:b] for a, b in find_all(text, "it's")] == ["It’s"]
    assert find_all(text, "   ") == []
    assert find_all("a-b", "-") == [(1, 2)]


def test_segments_cut_at_every_edge_and_carry_every_covering_mark():
    text = "The fee is $3 per card."
    segs = segments(text, [Span(0, 13, "support", "s"), Span(11, 13, "expected", "e")])
    assert segs == [
        Segment("The fee is ", ("support",), "s"),
        Segment("$3", ("support", "expected"), "s; e"),
        Segment(" per card.", ()),
    ]
    assert "".join(s.text for s in segs) == text
    assert segments(text, [Span(5, 99, "x")]) == [Segment(text)]  # out of range: ignored
    assert segments("", []) == []


def test_response_spans_place_findings_and_keep_the_unplaceable_apart():
    response = "Cards cost $5. Open on Sundays until 9pm."
    findings = [
        Finding("forbidden_value", "$5", "critical", 0, "forbidden"),
        Finding("missing_value", "$3", "critical", None, "not stated"),
        Finding("invented_fact", "a paraphrase the checker made", "moderate", 1, "no hours in context"),
        Finding("invented_fact", "nowhere", "moderate", None, ""),
    ]
    spans, unplaced = response_spans(response, findings)
    assert [(response[s.start:s.end], s.mark) for s in spans] == [
        ("$5", "critical"),
        ("Open on Sundays until 9pm.", "moderate"),  # not found verbatim: its sentence is marked
    ]
    assert spans[0].title == "critical forbidden_value: forbidden"
    assert [f.content for f in unplaced] == ["$3", "nowhere"]


def test_support_marks_the_context_sentence_the_answer_came_from_only():
    chunk = "Standard shipping costs $4.99. Express shipping costs $12 and arrives in 1 to 2 business days. We ship to Canada."
    spans = support_spans(chunk, "Express shipping is $12 and takes 1 to 2 business days.")
    assert [chunk[s.start:s.end] for s in spans] == ["Express shipping costs $12 and arrives in 1 to 2 business days."]
    assert support_spans(chunk, "I can't help with that.") == []
    assert support_spans(chunk, "") == []


def test_value_spans_mark_expected_and_forbidden_values():
    chunk = "Until 2023 the fee was $5. The fee is $3."
    got = [(chunk[s.start:s.end], s.mark) for s in value_spans(chunk, ["$3"], ["$5", "$7"])]
    assert got == [("$3", "expected"), ("$5", "conflict")]


def test_case_view_joins_result_and_case():
    case = Case("c1", "stale_context", "answer", [{"role": "user", "content": "Fee?"}, {"role": "assistant", "content": "Which?"}],
                [Chunk("old.md", "Until 2023 the card fee was $5.", "superseded"), Chunk("fees.md", "The card fee is $3."),
                 Chunk("other.md", "Nothing related.")],
                response="The card fee is $5.", must_include=[["$3"]], must_not_include=["$5"])
    result = Result("c1", "stale_context", "answer", False, True, False, ["$5"], ["$3"], "hallucinated",
                    [Finding("forbidden_value", "$5", "critical", 0, "forbidden"), Finding("missing_value", "$3")], None, {})
    v = case_view(result, case)
    assert v.has_case and v.verdicts == ["hallucinated"]
    assert v.turns == [("user", "Fee?"), ("assistant", "Which?")]
    assert [(s.text, s.marks) for s in v.response] == [("The card fee is ", ()), ("$5", ("critical",)), (".", ())]
    assert [f.content for f in v.unplaced] == ["$3"]
    assert [(c.title, c.status, c.relevant) for c in v.chunks] == [
        ("old.md", "superseded", True), ("fees.md", "current", True), ("other.md", "current", False)]
    old = {s.text: s.marks for s in v.chunks[0].segments}
    assert old["$5"] == ("conflict", "support")
    assert {s.text: s.marks for s in v.chunks[1].segments}["$3"] == ("expected", "support")


def test_case_view_without_the_case_keeps_the_findings():
    result = Result("c2", "answerable", "answer", True, False, True, [], [], "clean", [], None, {})
    v = case_view(result)
    assert not v.has_case and v.response == [] and v.chunks == []
    assert v.verdicts == ["over_refused"]
