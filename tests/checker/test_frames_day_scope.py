"""Frames (checker/frames.py, :func:`_day_times`, :func:`_day_time_swap`): the scope of days a time is given. The
context may give its times before the days ("by 1pm Monday to Friday and by 11am on Saturday", "11pm to 7am, Sunday to
Thursday") or after them; a range of days gives the times to every day from its first to its last (cyclic: "Sunday to
Thursday"); a scope word to the days it names ("every night", "daily", "weekdays"); a line that opens with its days as
a label ("- **Monday to Saturday:** order by 1pm") gives them the line's times. A claim that gives a time to a day the
context gives other times swaps them (``frame_swap``: "Monday to Saturday: by 1pm" when Saturday's cut-off is 11am); a
claim that gives it to a wider scope of days than the context, days the context gives no times at all, drops the
days' qualifier (``frame_qualifier``: "Quiet hours run 11pm to 7am every night" for "Sunday to Thursday"). The
context's own scope in any wording, any day inside it, and a scope narrowed by "except" stay clean."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest import check

DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
SUBJECTS = [("Quiet hours are", "Quiet hours run", "quiet hours"), ("The pool is open", "The pool opens", "pool"),
            ("Beginner lessons run", "Beginner lessons are", "lessons"), ("Same-day orders are taken", "Same-day orders close",
                                                                           "same-day orders")]
TIMES = [("11pm", "7am"), ("9am", "5pm"), ("6pm", "8pm"), ("10am", "1pm")]
WIDE = ["every day", "every night", "daily", "seven days a week"]


def frame_rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical" and f.rule in ("frame_swap", "frame_qualifier")}


def critical_days(v) -> list:
    """Critical findings on a weekday (a day inside the context's range is one it names)."""
    return [f for f in v.findings if f.severity == "critical" and f.content.rstrip("s") in DAYS]


def _context(subject: str, t: tuple, first: int, last: int, times_first: bool, extra: str = "") -> list[dict]:
    a, b = t
    days = f"{DAYS[first]} to {DAYS[last]}"
    line = f"{subject} {a} to {b}, {days}." if times_first else f"{subject} {days}, {a} to {b}."
    return [{"title": "rules.md", "text": f"{line}{extra} Guests must sign in at reception."}]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(SUBJECTS), st.sampled_from(TIMES), st.integers(0, 6), st.integers(2, 4), st.booleans(),
       st.sampled_from(WIDE), st.data())
def test_a_scope_of_days_kept_is_clean_and_widened_is_caught(subject, t, first, span, times_first, wide, data):
    last = (first + span) % 7
    ctx = _context(subject[0], t, first, last, times_first)
    a, b = t
    inside = DAYS[(first + data.draw(st.integers(0, span))) % 7]
    outside = DAYS[(last + 1) % 7]
    right = [f"{subject[1]} {a} to {b}, {DAYS[first]} to {DAYS[last]}.",
             f"- **{DAYS[first]} to {DAYS[last]}:** {subject[2]} {a}–{b}",
             f"{subject[1]} {a} to {b} from {DAYS[first]} to {DAYS[last]}.",
             f"On {inside}, {subject[2]} {a} to {b}."]
    for r in right:
        v = check(r, ctx)
        assert not frame_rules(v) and not critical_days(v), (r, ctx, v)
    # (a day the context never names is the value rule's, "date not found", before the frames read it: caught either way)
    for w in (f"{subject[1]} {a} to {b} {wide}.", f"{subject[1]} {a} to {b}, {DAYS[first]} to {outside}.", f"- **{DAYS[first]} to {outside}:** {subject[2]} {a}–{b}"):
        assert check(w, ctx).hallucination == "hallucinated", (w, ctx)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(TIMES), st.sampled_from(["11am", "noon", "3pm"]), st.integers(0, 2), st.booleans())
def test_a_time_given_to_a_day_the_context_gives_another_time_is_a_swap(t, other, first, label):
    # weekdays by one time, Saturday by another ("by 1pm Monday to Friday and by 11am on Saturday")
    a, _ = t
    if other == a:
        return
    ctx = [{"title": "delivery.md", "text": f"Same-day delivery on orders placed by {a} {DAYS[first]} to Friday and by "
                                            f"{other} on Saturday. We do not deliver on Sundays."}]
    say = (lambda days, tm: f"- **{days}:** order by **{tm}** for same-day delivery.") if label else \
        (lambda days, tm: f"Order by {tm} {days} for same-day delivery.")
    for r in (say(f"{DAYS[first]} to Friday", a), say("Saturday", other), say("Thursday", a)):
        assert not frame_rules(check(r, ctx)), (r, ctx)
    for w in (say(f"{DAYS[first]} to Saturday", a), say("Saturday", a), say("Friday", other)):
        assert "frame_swap" in frame_rules(check(w, ctx)), (w, ctx)


def test_the_scope_narrowed_by_except_and_a_context_that_says_daily_are_clean():
    ctx = [{"title": "pool.md", "text": "The pool is open 7am to 9pm daily. Lessons run 6pm to 8pm, Monday to Thursday."}]
    assert not frame_rules(check("The pool is open 7am to 9pm, Monday to Friday.", ctx))
    assert not frame_rules(check("The pool is open 7am to 9pm every day.", ctx))
    assert not frame_rules(check("Lessons run 6pm to 8pm every day except Friday.", ctx))
    # (Friday has the pool's times: the lessons' 6pm given to it is a swap; Sunday, no times at all, a scope widened)
    assert frame_rules(check("Lessons run 6pm to 8pm every day.", ctx))


def test_the_issue_cases_through_check_and_score(tmp_path):
    import json

    from groundtest import load_cases, score

    rules = [{"title": "house-rules.md", "text": "Overnight guests are allowed for up to 3 nights in any 14-day period. "
                                                 "Quiet hours are 11pm to 7am, Sunday to Thursday."}]
    bad = "Quiet hours run **11pm to 7am every night**, so on a Friday you'd need to keep the noise down from 11pm."
    good = "Quiet hours run **11pm to 7am, Sunday to Thursday**, so there are no quiet hours on a Friday night."
    q = "Are there quiet hours on Friday nights?"
    assert "frame_qualifier" in frame_rules(check(bad, rules, query=q))
    assert check(good, rules, query=q).hallucination != "hallucinated"
    path = tmp_path / "cases.jsonl"
    path.write_text("\n".join(json.dumps({"id": k, "type": "answerable", "expect": "answer",
                                          "query": q, "context": rules,
                                          "response": r}) for k, r in (("bad", bad), ("good", good))), encoding="utf-8")
    got = {r.id: r for r in score(load_cases(path, require_response=True))}
    assert got["bad"].hallucinated and not got["good"].hallucinated
