"""Working read where it is written (thirty-sixth session, checker/derive.py): a line labelled by a count is its cost
whatever sign ends the label (``_COUNT_LABEL``: "- 3 adults = £66", "- 3 adults → £66" as "- 3 adults: £66"), and a table
cell opens the working written in it (``_EXPR_START``: "| 28+ days before | The £25 fee minus a £3 admin charge = £22 |"
— the label cell's "28" is no operand).

    LINE := "-" COUNT NOUN (":" | "|" | "–" | "=" | "→") AMOUNT
    CELL := "|" LABEL "|" WORKING "=" AMOUNT "|"
"""
from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from groundtest import check

_COUNTS = {2: "2", 3: "3", 4: "4", 5: "5"}


def _critical(verdict) -> set:
    return {f.rule for f in verdict.findings if f.severity == "critical"}


@settings(deadline=None, max_examples=40)
@given(st.sampled_from([18, 22, 25, 31]), st.sampled_from([9, 12, 14]), st.sampled_from(["=", "→", ":"]),
       st.lists(st.integers(min_value=2, max_value=5), min_size=2, max_size=3, unique=True), st.sampled_from([2, 3, 4]))
def test_a_list_of_counts_and_their_costs(adult, child, sign, counts, slip):
    ctx = [{"title": "trips.md", "text": f"Seal Trips run from Morston Quay. Adult tickets cost £{adult} and child "
                                         f"tickets cost £{child}. Gift cards cover tickets only."}]
    q = "I have a £100 gift card. How many adult places can I book?"
    lines = "\n".join(f"- {n} adults {sign} £{n * adult}" for n in counts)
    right = check(f"Here's how far £100 goes on adult tickets at £{adult} each:\n\n{lines}", ctx, q)
    assert not _critical(right), right.findings
    wrong_total = counts[0] * adult + slip
    assume(all(wrong_total != k * p for k in range(1, 7) for p in (adult, child)))
    assume(all(wrong_total != k * adult + j * child for k in range(0, 6) for j in range(0, 6)))
    wrong = check(f"Here's how far £100 goes on adult tickets at £{adult} each:\n\n- {counts[0]} adults {sign} £{wrong_total}", ctx, q)
    assert "value" in _critical(wrong), wrong.findings


@settings(deadline=None, max_examples=40)
@given(st.sampled_from([25, 30, 40, 60]), st.sampled_from([3, 5, 8]), st.sampled_from([28, 14, 21]),
       st.sampled_from([1, 2, 4]))
def test_working_written_in_a_table_cell(fee, admin, days, slip):
    ctx = [{"title": "cancellations.md", "text": f"Cancellations made {days} days or more before the event receive a full "
                                                 f"refund of the £{fee} entry fee minus a £{admin} admin charge."}]
    row = "| When you cancel | What you get back |\n|---|---|\n| {d}+ days before | The £{f} fee minus a £{a} admin charge = **£{t}** |"
    right = check(row.format(d=days, f=fee, a=admin, t=fee - admin), ctx)
    assert not _critical(right), right.findings
    wrong = check(row.format(d=days, f=fee, a=admin, t=fee - admin - slip), ctx)
    assert "value" in _critical(wrong), wrong.findings
