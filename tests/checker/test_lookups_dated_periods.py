"""An older value labelled by the period it held in (checker/dated.py): a superseded chunk's figure is no claim of what
holds now where the answer says when it held.

Grammar (tables): HEADER := | label | COL | COL … | where two value columns are headed by different years ("2023",
"2024/25", "1446هـ", "١٤٤٦هـ"), or one is headed as what holds now ("Now", "Current fare", "الحالية", "(حالي)") beside
another: each row reports the older value beside the current one (``_periods_compared``). A table with one value
column headed current ("| Ticket | Current fare |") dates nothing.
Grammar (prose): PAST := (was|were) [VALUE] [the|under the|in the|for the] YEAR [word] PRICE-NOUN ("the £16.50 figure
was the 2023 fare", "it was £4.50 under the 2023 fares"); last year's (YEAR) PRICE-NOUN; CHANGE since [the] YEAR
("both have gone up since the 2023 price list"). A table row is no prose neighbour of such a sentence.
Wrong neighbours stay flagged: the superseded value stated as current in prose, or in a one-column current table."""
from __future__ import annotations

import pytest

from groundtest.checker import check

YEARS = [("2023", "2024"), ("2022/23", "2023/24"), ("2021", "2025")]
ITEMS = [("day ticket", "£4.50", "£4.80"), ("7-day pass", "£16.50", "£18"), ("annual pass", "£550", "£590")]


def _ctx(old_year: str, new_year: str) -> list[dict]:
    return [
        {"title": f"fares-{old_year.replace('/', '-')}.md", "status": "superseded",
         "text": f"City Bus fares for {old_year}: " + "; ".join(f"{n} {o}" for n, o, _ in ITEMS) + "."},
        {"title": f"fares-{new_year.replace('/', '-')}.md", "status": "current",
         "text": f"City Bus fares for {new_year}: " + "; ".join(f"{n} {c}" for n, _, c in ITEMS) + "."},
    ]


def _table(head_old: str, head_new: str, new_first: bool) -> str:
    cols = (head_new, head_old) if new_first else (head_old, head_new)
    rows = [f"| {n.capitalize()} | {c if new_first else o} | {o if new_first else c} |" for n, o, c in ITEMS]
    return f"Here are the fares:\n\n| Ticket | {cols[0]} | {cols[1]} |\n|---|---|---|\n" + "\n".join(rows)


@pytest.mark.parametrize(("old", "new"), YEARS)
@pytest.mark.parametrize("new_first", [True, False])
@pytest.mark.parametrize("heads", [("{old}", "{new}"), ("Previously ({old})", "Now"), ("{old} fare", "Current fare"),
                                   ("Then", "Today"), ("Last year", "This year")])
def test_columns_that_compare_periods_date_the_rows(old, new, new_first, heads):
    ho, hn = heads[0].format(old=old), heads[1].format(new=new)
    got = check(_table(ho, hn, new_first), _ctx(old, new))
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]


@pytest.mark.parametrize(("old", "new"), YEARS)
def test_a_single_current_column_dates_nothing(old, new):
    text = "| Ticket | Current fare |\n|---|---|\n| Day ticket | £4.50 |\n| 7-day pass | £18 |"
    assert check(text, _ctx(old, new)).hallucination == "hallucinated"


def test_arabic_headers_compare_seasons():
    ctx = [{"title": "أسعار-1446هـ.md", "status": "superseded", "text": "أسعار موسم 1446هـ: قاعة اللؤلؤة 55,000 ريال لليلة، وقاعة الياسمين 32,000 ريال."},
           {"title": "أسعار-1447هـ.md", "status": "current", "text": "أسعار موسم 1447هـ: قاعة اللؤلؤة 60,000 ريال لليلة، وقاعة الياسمين 35,000 ريال."}]
    for a, b in (("موسم ١٤٤٦هـ", "موسم ١٤٤٧هـ"), ("التعرفة السابقة", "التعرفة الحالية"), ("موسم ١٤٤٦هـ", "السعر الحالي")):
        text = f"| القاعة | {a} | {b} |\n|---|---|---|\n| اللؤلؤة | ٥٥٬٠٠٠ | ٦٠٬٠٠٠ |\n| الياسمين | ٣٢٬٠٠٠ | ٣٥٬٠٠٠ |"
        assert check(text, ctx).hallucination != "hallucinated", (a, b)
    one = "| القاعة | السعر |\n|---|---|\n| اللؤلؤة | ٥٥٬٠٠٠ |"
    assert check(one, ctx).hallucination == "hallucinated"


@pytest.mark.parametrize(("old", "new"), YEARS)
@pytest.mark.parametrize("k", range(len(ITEMS)))
@pytest.mark.parametrize("form", [
    "The {item} is {cur} now; the {prev} figure was the {old} fare.",
    "The {item} is {cur} (it was {prev} under the {old} fares).",
    "The {item} is {cur}; {prev} was last year's ({old}) price.",
])
def test_a_value_said_to_have_held_in_a_year(old, new, k, form):
    item, prev, cur = ITEMS[k]
    text = form.format(item=item, cur=cur, prev=prev, old=old)
    assert check(text, _ctx(old, new)).hallucination != "hallucinated", text


@pytest.mark.parametrize(("old", "new"), YEARS)
@pytest.mark.parametrize("form", ["The day ticket is £4.50.", "The day ticket was introduced in {new} and costs £4.50.",
                                  "A day ticket costs £4.50 under the {new} fares."])
def test_the_old_value_stated_as_current_is_flagged(old, new, form):
    assert check(form.format(new=new), _ctx(old, new)).hallucination == "hallucinated"


def test_a_change_since_a_year_beside_its_table():
    """The change since the older list is a difference of the two columns; a wrong one is flagged."""
    ctx = _ctx("2023", "2024")
    text = ("| | Now | Previously (2023) |\n|---|---|---|\n| Day ticket | **£4.80** | £4.50 |\n"
            "| Annual pass | **£590** | £550 |\n\nSo both have gone up since the 2023 price list — the annual pass by "
            "£40 and a day ticket by {d}.")
    assert check(text.format(d="30p"), ctx).hallucination != "hallucinated"
    assert check(text.format(d="£0.30"), ctx).hallucination != "hallucinated"
    assert check(text.format(d="£0.40"), ctx).hallucination == "hallucinated"
