"""Sentences that say a value is old (checker/dated.py): the grammar of the cue reads through Markdown emphasis
and a year or a word between ("the older **2023 terms**", "the old 2025 price", "older 2024 plan details"), "up
from the earlier £750", and a table column headed as what held before ("2025 price (old)"). A superseded value
stated as current, without such a cue, is still critical."""
from __future__ import annotations

import pytest

from groundtest import check

CTX = [{"title": "deposit-2023.md", "status": "superseded", "text": "A refundable security deposit of £750 is taken 7 days before collection."},
       {"title": "deposit-2025.md", "text": "A refundable security deposit of £1,000 is taken 7 days before collection."}]


@pytest.mark.parametrize("text", [
    "The deposit is **£1,000**, refundable (this has gone up from the earlier £750).",
    "The deposit is £1,000. Under the older **2023 terms** it was £750.",
    "The deposit is £1,000; the old 2023 deposit of £750 no longer applies.",
    "The deposit is £1,000 (older 2023 policy details said £750).",
])
def test_a_value_said_to_be_old(text):
    assert check(text, CTX).hallucination != "hallucinated"


@pytest.mark.parametrize("text", [
    "The deposit is £750, taken 7 days before collection.",
    "The deposit is **£750**, and it goes up from there for larger vans.",
])
def test_a_superseded_value_stated_as_current(text):
    assert check(text, CTX).hallucination == "hallucinated"


def test_a_column_of_old_values():
    table = "| Item | 2023 amount (old) | Current amount |\n|---|---|---|\n| Deposit | £750 | **£1,000** |"
    assert check(table, CTX).hallucination != "hallucinated"
    plain = "| Item | Amount |\n|---|---|\n| Deposit | £750 |"
    assert check(plain, CTX).hallucination == "hallucinated"
