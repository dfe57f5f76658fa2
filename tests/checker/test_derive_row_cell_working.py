"""Derivations (checker/derive.py, ``Ledger._row_product``): a table row whose count cell works the count out in writing
("| Mono | 3,400 − 3,000 = 400 | 1p | £4.00 |") multiplies the cell's result by the row's supported rate. The result
counts when the two figures before its "=" are grounded and give it by the sign between them; a wrong difference, or a
wrong product of a right one, is still a finding. Tried over generated usages, allowances, rates and signs."""
from __future__ import annotations
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.checker import check

HEAD = "| Type | Pages over | Rate | Cost |\n|---|---|---|---|\n"


def ctx_of(allow: int, rate: int) -> list:
    return [{"title": "plans.md", "text": f"Business plan £79 per month (up to {allow:,} mono pages included). Extra mono pages "
                                          f"cost {rate}p each. Minimum term is 36 months."}]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([(3400, 3000), (1250, 1000), (5600, 5000)]), st.sampled_from([1, 2, 6]),
       st.sampled_from(["\u2212", "-"]))
def test_a_count_worked_in_its_cell_multiplies_the_rate(usage, rate, sign):
    used, allow = usage
    over = used - allow
    q = f"We print about {used:,} mono pages a month. What would the extra pages cost?"
    row = f"| Mono | {used:,} {sign} {allow:,} = {over:,} | {rate}p | £{over * rate / 100:.2f} |"
    assert check(HEAD + row, ctx_of(allow, rate), q).hallucination != "hallucinated", row
    wrong_cost = f"| Mono | {used:,} {sign} {allow:,} = {over:,} | {rate}p | £{(over + 100) * rate / 100:.2f} |"
    assert check(HEAD + wrong_cost, ctx_of(allow, rate), q).hallucination == "hallucinated", wrong_cost
    wrong_count = f"| Mono | {used:,} {sign} {allow:,} = {over + 100:,} | {rate}p | £{(over + 100) * rate / 100:.2f} |"
    assert check(HEAD + wrong_count, ctx_of(allow, rate), q).hallucination == "hallucinated", wrong_count
