"""Blocks: the Markdown layout of a chat answer (checker/blocks.py)."""
from __future__ import annotations

from groundtest.checker import check
from groundtest.checker.blocks import cells, layout, row_claim

TABLE = ["Here's a quick side-by-side comparison:", "| Feature | Classic | Gold |", "|---|---|---|",
         "| Annual fee | None | £95 |", "### Extras", "- Lounge access on Gold", "**Opening hours:**"]


def test_each_line_gets_its_kind():
    kinds = [b.kind for b in layout(TABLE)]
    assert kinds == ["lead-in", "header", "rule", "row", "heading", "bullet", "heading"]
    assert [b.claim for b in layout(TABLE)] == [False, False, False, True, False, True, False]


def test_a_row_keeps_its_cells_and_its_header():
    row = layout(TABLE)[3]
    assert row.cells == ["Annual fee", "None", "£95"] and row.header == ["Feature", "Classic", "Gold"]
    assert row_claim(row) == "Annual fee Classic None ; Annual fee Gold £95"


def test_a_two_column_tables_value_header_is_an_attribute_of_every_row():
    rows = layout(["| Pet | Booster price |", "|---|---|", "| 🐶 Dog | £58 |"])
    assert row_claim(rows[2]) == "Dog £58"


def test_marks_and_emoji_are_not_cell_text():
    assert cells("| **Dog** 🐶 | `£58` |") == ["Dog", "£58"]


def test_a_heading_or_lead_in_with_a_figure_is_a_claim():
    blocks = layout(["## Prices (valid until 31 December 2025)", "The fees from 1 May are:", "- £5"])
    assert [b.kind for b in blocks] == ["text", "text", "bullet"]


def test_a_heading_of_the_questions_words_is_no_echo_and_a_dated_heading_is_checked():
    ctx = [{"title": "borrowing.md", "text": "Books can be borrowed for 3 weeks."}]
    q = "How long are loan periods?"
    assert check("### Loan periods\n- Books: 3 weeks", ctx, q).hallucination == "clean"
    assert check("### Loan periods (valid until 31 December 2025)\n- Books: 3 weeks", ctx, q).hallucination == "hallucinated"


def test_items_after_counts_the_list_or_rows_that_follow():
    from groundtest.checker.blocks import items_after, layout

    lines = ["So with four devices:", "- Work desktop", "- Laptop", "It is fine.", "- Home PC", "- Tablet", "Done."]
    starts = [True, True, True, False, True, True, True]  # "It is fine." goes on the laptop's line
    assert items_after(layout(lines), starts) == [4, 3, 2, 2, 1, 0, 0]
    table = ["Compare:", "| Plan | Price |", "|---|---|", "| A | £1 |", "| B | £2 |", "After."]
    assert items_after(layout(table), [True] * 6)[0] == 2
