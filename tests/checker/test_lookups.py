"""Value lookups of the checker (groundtest.checker.lookups): counts, computed values, the user's
premise, durations by meaning and figures too large to compare."""
from __future__ import annotations

from groundtest.checker import CheckerConfig, check
from groundtest.model import Chunk


def v(text, context, query=None, config=None):
    return check(text, [{"title": "c.md", "text": context}], query, config)


def test_a_count_in_words_is_checked_when_the_context_counts_otherwise():
    ctx = "The bulky waste service collects up to three items for $35."
    assert v("It collects up to five items for $35.", ctx).hallucination == "hallucinated"
    assert v("It collects up to three items for $35.", ctx).hallucination == "clean"


def test_a_count_of_things_the_context_never_names_is_checked():
    ctx = "A pet deposit of $300 applies."
    assert [f.content for f in v("The $300 pet deposit can be paid in three monthly instalments.", ctx).findings] \
        == ["three monthly instalments"]


def test_a_count_of_what_the_response_itself_lists_is_not_a_figure():
    ctx = "The council met on Monday. It approved the budget. It rejected the bridge plan."
    assert all(f.rule != "value" for f in v("The council discussed two main topics on Monday.", ctx).findings)


def test_computed_values_are_checked_by_arithmetic():
    ctx = "The Team plan costs $12 per seat per month."
    q = "How much would 8 seats cost?"
    assert v("At $12 per seat, 8 seats come to $96 a month.", ctx, q).hallucination == "clean"
    assert v("At $12 per seat, 8 seats come to $90 a month.", ctx, q).hallucination == "hallucinated"
    assert v("At $12 per seat, 8 seats come to $96 a month.", ctx, q,
             CheckerConfig(check_arithmetic=False)).hallucination == "hallucinated"
    # small figures and years are not read as sums: they coincide too easily
    assert v("He had four children.", "He was married twice. He had 2 sons and 2 daughters.").hallucination != "clean"


def test_the_users_value_as_their_premise_is_not_asserted():
    ctx = "Employees in grades 1–4 have a one-month notice period. Grade 5 and above have a 12-week notice period."
    q = "What's the notice period for grade 6 staff?"
    assert v("At grade 6 you're in the grade 5 and above group, so your notice period is 12 weeks.", ctx, q).hallucination != "hallucinated"
    assert v("Grade 6 staff have a 12-week notice period.", ctx, q).hallucination == "hallucinated"


def test_a_duration_is_compared_by_meaning_not_by_digits_found_elsewhere():
    ctx = "The tablet plan includes 50 GB of data for $12 a month."
    assert v("The tablet plan is $12 a month, on a 12-month contract.", ctx).hallucination == "hallucinated"
    assert v("The tablet plan is $12 a month.", ctx).hallucination == "clean"


def test_a_figure_of_hundreds_of_digits_is_flagged_not_an_internal_error():
    assert check("The fee is " + "9" * 309 + ".", [Chunk("a", "[1]")]).hallucination == "hallucinated"
    assert check("It takes " + "9" * 400 + " days.", [Chunk("a", "It takes 3 days.")]).hallucination == "hallucinated"
