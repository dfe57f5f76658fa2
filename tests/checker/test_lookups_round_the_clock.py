"""Values (checker/lookups.py): "24/7" is the context's "24 hours a day", "24 hours, 7 days a week", "round the clock" or
"24-hour" reworded, so it needs no figure of its own there; over a context that gives the thing opening hours instead
("8am to 8pm") it is still a value the context lacks."""
from __future__ import annotations
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.checker import check

SAID = ["**Emergency line (24/7)**\n- Blocked toilets\n- £70 for the first hour", "The emergency line runs **24/7** and the first hour is £70.",
        "You can call the emergency line 24/7; the first hour of labour is £70."]


def values(v) -> list:
    return [f.content for f in v.findings if f.severity == "critical" and f.rule == "value"]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["24 hours a day", "24 hours a day, 7 days a week", "round the clock", "around the clock",
                        "24 hours, seven days a week"]), st.sampled_from(SAID))
def test_24_7_rewords_round_the_clock(phrase, said):
    ctx = [{"title": "services.md", "text": f"Our emergency line is staffed {phrase}. Labour is £70 for the first hour."}]
    assert "24/7" not in values(check(said, ctx, "Is there an emergency line?")), (phrase, said)


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(SAID))
def test_24_7_over_opening_hours_is_still_unsupported(said):
    ctx = [{"title": "services.md", "text": "Our emergency line is staffed from 8am to 8pm. Labour is £70 for the first hour."}]
    assert "24/7" in values(check(said, ctx, "Is there an emergency line?"))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["two working days'", "two business days'", "two workdays'", "three working days'"]))
def test_a_count_of_working_days_is_a_measure_not_a_count_of_things(days):
    """A count of working days written in words is a span the context must state, even where it names a "day" ("24
    hours a day"): "48 hours' notice" is no "two working days'" (a weekend may fall between)."""
    ctx = [{"title": "planned.md", "text": "Clearbrook gives at least 48 hours' written notice before planned work."},
           {"title": "emergency.md", "text": "Emergency line: 0800 316 4400, 24 hours a day."}]
    v = check(f"- **At least {days} written notice** before your supply is interrupted", ctx, "How much notice?")
    assert v.hallucination == "hallucinated"
