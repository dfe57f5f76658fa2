"""THE CASE UNDER THE LIMIT (text.arabic.polarity._under_limit): the context makes something free up to a bound
("بعمر ١٢ سنة فما دون مجانًا"، "دون ٦ سنوات") and the answer's figure is the user's case inside it ("| الابن (11) |
مجانًا |"): the free is the context's. A figure over the bound (13 over "١٢ فما دون", 6 over "دون ٦") is no case of it
and stays flagged."""
from __future__ import annotations

import pytest

import groundtest

RACE = ("يدخل الأطفال بعمر ١٢ سنة فما دون مجانًا في الدخول العام عند مرافقة بالغ يحمل تذكرة مدفوعة. "
        "تذكرة البالغ ٤٠ ديناراً.")
UNDER = "يدخل الأطفال دون ٦ سنوات مجانًا. تذكرة البالغ ٤٠ ديناراً."
UNTIL = "يدخل الأطفال حتى ٤ سنوات مجانًا. تذكرة البالغ ٤٠ ديناراً."


def free_flagged(response, context):
    v = groundtest.check(response, [{"title": "a.md", "text": context}], "هل يدخل ابني مجانًا؟")
    return [f for f in v.findings if f.rule == "scope"]


@pytest.mark.parametrize(("context", "age", "free"), [
    (RACE, 11, True), (RACE, 12, True), (RACE, 5, True), (RACE, 13, False), (RACE, 15, False),
    (UNDER, 5, True), (UNDER, 3, True), (UNDER, 7, False), (UNTIL, 4, True), (UNTIL, 3, True), (UNTIL, 5, False),
])
def test_a_table_row_of_the_users_child(context, age, free):
    table = f"| الشخص | التذكرة |\n|---|---|\n| أنت | 40 دينارًا |\n| الابن ({age}) | مجانًا |"
    assert (not free_flagged(table, context)) is free


def test_a_limit_of_the_claims_own_is_not_rescued_by_the_users_case():
    # the claim's own limit (14) is not the context's (12): the child's 11 inside the context's limit does not clear it
    from groundtest.text.arabic.polarity import free_unsaid

    assert free_unsaid("| الابن (11) | مجانًا (دون 14 سنة) |", RACE) is not None
    assert free_unsaid("| الابن (11) | مجانًا |", RACE) is None
