"""Frames (checker/frames.py, :func:`_range_end_changed`): a range one of whose ends is the context's and the other an
end the context never states, where the context gives that range, in the claim's words, another end ("dogs must be on
a lead from 1 March to 31 August" for "from 1 March to 31 July"; "the café is open 9am to 6pm" for "9am to 4pm"): the
range moved (``frame_value``), even when the moved end's digits are the context's elsewhere and its month is the
user's ("mid-August"). The context's own range in any wording, and the user's own period, stay clean."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest import check

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November"]
RULES = [("Dogs must be on a lead", "keep your dog on a lead"), ("The upper car park is closed", "park in the lower car park"),
         ("Canoe hire runs", "book a canoe")]


def moved(v) -> bool:
    """A critical finding that the end moved (or, where the moved end is a month the context gives another rule, that
    the end is that rule's: ``frame_swap``)."""
    return any(f.rule in ("frame_value", "frame_swap") and f.severity == "critical" for f in v.findings)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(RULES), st.integers(0, 6), st.integers(2, 3), st.sampled_from([1, 2, -1]), st.booleans())
def test_a_date_range_end_moved_is_caught_and_kept_is_clean(rule, first, span, shift, asked):
    subject, advice = rule
    end = first + span
    other = end + shift
    if other <= first or other >= len(MONTHS) or other == end:
        return
    start_day = f"1 {MONTHS[first]}"
    ctx = [{"title": "rules.md", "text": f"{subject} from {start_day} to 30 {MONTHS[end]} to protect nesting birds. "
                                         f"A permit is needed between 1 March and 30 {MONTHS[other]}. Take all litter home."}]
    q = f"We're visiting in mid-{MONTHS[other]}. What do we need to know?" if asked else "What are the seasonal rules?"
    right = f"{subject} from **{start_day} to 30 {MONTHS[end]}** to protect nesting birds, so plan around that."
    wrong = f"{subject} from **{start_day} to 30 {MONTHS[other]}** to protect nesting birds, so {advice} then."
    assert not moved(check(right, ctx, query=q)), (right, ctx)
    assert check(wrong, ctx, query=q).hallucination == "hallucinated", (wrong, ctx)
    assert moved(check(wrong, ctx, query=q)) or not asked, (wrong, ctx, q)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("9am", "4pm", "6pm"), ("8am", "5pm", "7pm"), ("10am", "3pm", "1pm")]))
def test_a_time_range_end_moved_is_caught(times):
    start, end, other = times
    ctx = [{"title": "cafe.md", "text": f"The café is open {start} to {end} every day. The shop closes at {other} on Fridays."}]
    assert not moved(check(f"The café is open {start}–{end}, so you can drop in after your swim.", ctx))
    assert moved(check(f"The café is open {start}–{other}, so you can drop in after your swim.", ctx))


def test_the_users_own_period_is_theirs():
    ctx = [{"title": "rules.md", "text": "Dogs must be on a lead from 1 March to 31 July. A permit is needed between 1 March "
                                         "and 30 September."}]
    q = "We're staying from 1 March to 31 August. Do we need a permit?"
    assert not moved(check("You're staying from 1 March to 31 August, so yes, you'll need a permit.", ctx, query=q))


def test_an_end_written_without_its_half_of_the_day_is_the_contexts():
    ctx = [{"title": "events.md", "text": "'After Dark' evenings run on the first Thursday of every month from 6:30pm to 9pm. "
                                          "They are for adults only (18+)."}]
    assert not moved(check("The After Dark evenings (first Thursday of each month, 6:30–9pm) are adults-only (18+).", ctx))
