"""Small value forms read as what they are (thirty-second session, checker/lookups.py ``_one_in_words``,
``_numbering_range``, ``_one_period_label``, ``month_in_run``; checker/derive.py's party supposed and "that's" as a
break of written working).

    ONE_IN_WORDS := "1" NOUN…        where the context writes "one" NOUN…       ("1 Saturday field morning")
    NUMBERING    := PLURAL "1" ("–" | "-" | " to ") N                         ("Follow-ups 1–5", "Weeks 1-4")
    PERIOD_LABEL := "One" PERIOD ":" PRICE   where the context prices per PERIOD ("**One day:** £6")
    MONTH_IN_RUN := a month inside the context's run, in a sentence naming an end of it
    PARTY        := "If there are" N "of you" … N "×" PRICE "=" TOTAL

Wrong neighbours stay flagged: another count ("2 Saturday field mornings"), another period ("One week: £6"), a span
stated of the world ("valid for one day"), a month outside the run, a month in a sentence of its own, a wrong total.
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

NOUNS = ["Saturday field morning", "taster evening", "induction session", "site visit", "Sunday workshop"]


def _values(verdict) -> list:
    return [f.content for f in verdict.findings if f.rule == "value"]


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(NOUNS), st.sampled_from(["4 Thursday evenings", "6 weekly classes", "3 online modules"]))
def test_a_digit_one_where_the_context_writes_one(noun, first):
    ctx = [{"title": "course.md", "text": f"The course runs over {first} plus one {noun}. It costs £75."}]
    assert _values(check(f"It runs over {first} plus 1 {noun}, and costs £75.", ctx)) == []
    assert any(v.startswith("2") for v in _values(check(f"It runs over {first} plus 2 {noun}s, and costs £75.", ctx)))


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(["Follow-ups", "Weeks", "Sessions", "Lessons", "Visits"]), st.sampled_from(["\u2013", "-", " to "]),
       st.sampled_from([3, 4, 5]))
def test_a_range_numbering_the_answers_items_from_one(noun, dash, n):
    ctx = [{"title": "prices.md", "text": f"Each of the first {n} sessions costs £52; the next one is half price."}]
    answer = f"| Item | Cost |\n|---|---|\n| {noun} 1{dash}{n} | {n} × £52 = £{n * 52} |\n"
    assert "1" not in _values(check(answer, ctx))


def test_a_one_not_opening_a_range_is_still_read():
    ctx = [{"title": "prices.md", "text": "Each of the first 5 sessions costs £52."}]
    assert any(v.startswith("1") for v in _values(check("Follow-ups cost £52 for 1 visit and £52 for 5.", ctx)))


@settings(deadline=None, max_examples=30)
@given(st.sampled_from([("day", "per day"), ("week", "a week"), ("night", "per night"), ("month", "monthly")]),
       st.sampled_from(["One", "1"]), st.booleans())
def test_one_period_as_the_label_of_its_price(period, one, bold):
    unit, said = period
    ctx = [{"title": "lockers.md", "text": f"Lockers are £6.00 {said}. A two-{unit} pass costs £10.00."}]
    label = f"**{one} {unit}:**" if bold else f"{one} {unit}:"
    assert _values(check(f"- {label} £6\n- Two {unit}s: £10 with the pass", ctx)) == []


def test_another_period_label_or_a_span_is_still_read():
    ctx = [{"title": "lockers.md", "text": "Lockers are £6.00 per day. A two-day pass costs £10.00."}]
    assert _values(check("- **One week:** £6\n- Both days: £10 with the pass", ctx)) == ["One week"]
    assert check("The pass is valid for one day.", [{"title": "p.md", "text": "Passes cost £6 per day."}]).hallucination \
        == "hallucinated"


RUNS = [("May", "September", "August"), ("April", "October", "June"), ("November", "March", "January"),
        ("June", "August", "July")]


def _turnout(lo: str, hi: str) -> list:
    return [{"title": "extras.md", "text": f"Field turnout is available {lo} to {hi} at an extra £8 per week."},
            {"title": "livery.md", "text": "DIY livery is £40 per week."}]


@settings(deadline=None, max_examples=20)
@given(st.sampled_from(RUNS))
def test_a_month_inside_the_run_the_sentence_names(run):
    lo, hi, inside = run
    ctx = _turnout(lo, hi)
    answer = f"DIY livery is £40 a week. Turnout runs {lo} to {hi}, so you could carry it on into {inside} if you wanted."
    assert check(answer, ctx).hallucination != "hallucinated"


@settings(deadline=None, max_examples=20)
@given(st.sampled_from(RUNS))
def test_a_month_the_sentence_gives_alone_is_still_read(run):
    lo, hi, inside = run
    ctx = _turnout(lo, hi)
    alone = f"DIY livery is £40 a week. They also run evening rides in {inside}."
    assert check(alone, ctx).hallucination == "hallucinated"


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(["four", "4", "three", "five"]), st.sampled_from(["that's", "it's", "which is"]))
def test_the_party_supposed_by_its_size(n, verb):
    # (not "…, add 4 × £2": "add" after the clause still joins the party's figure to the working — left)
    count = {"four": 4, "4": 4, "three": 3, "five": 5}[n]
    ctx = [{"title": "courts.md", "text": "Courts cost £8 per hour off-peak. Paddle hire is £2 per person per session."}]
    right = f"If there are {n} of you and everyone needs a paddle, {verb} {count} × £2 = £{count * 2}."
    wrong = f"If there are {n} of you and everyone needs a paddle, {verb} {count} × £2 = £{count * 2 + 3}."
    assert check(right, ctx).hallucination != "hallucinated"
    assert check(wrong, ctx).hallucination == "hallucinated"


@settings(deadline=None, max_examples=30)
@given(st.sampled_from([("fortnight", "per fortnight"), ("week", "every week"), ("month", "monthly"), ("term", "per term")]),
       st.sampled_from(["one half-day shift", "two sessions", "a visit"]))
def test_a_period_after_the_counted_thing_is_a_rate(period, thing):
    word, said = period
    ctx = [{"title": "volunteers.md", "text": f"Volunteers commit to {thing} {said} and a 30-minute induction."}]
    assert _values(check(f"You'd commit to **{thing} a {word}** and a **30-minute induction**.", ctx)) == []


@settings(deadline=None, max_examples=20)
@given(st.sampled_from(["lasts", "runs for", "takes", "is within"]))
def test_a_period_after_a_preposition_or_verb_is_a_span(verb):
    ctx = [{"title": "volunteers.md", "text": "Volunteers commit to one shift per fortnight and a 30-minute induction."}]
    assert _values(check(f"The trial {verb} a fortnight.", ctx)) == ["a fortnight"]


WALKS = [("1:30pm", 3, "4:30pm", "5pm", "half an hour", "45 minutes"), ("10am", 2, "12pm", "1pm", "an hour", "90 minutes"),
         ("2pm", 1, "3pm", "3:15pm", "15 minutes", "25 minutes")]


@settings(deadline=None, max_examples=20)
@given(st.sampled_from(WALKS))
def test_the_time_between_a_worked_out_time_and_a_stated_one(walk):
    start, hours, end, close, gap, wrong = walk
    ctx = [{"title": "walks.md", "text": f"Walks last {hours} hours and start at 9am and {start}."},
           {"title": "lockers.md", "text": f"Lockers are emptied at {close} when the centre closes."}]
    said = (f"The {start} walk lasts {hours} hours, so it finishes at about {end}. The lockers aren't emptied until "
            f"{close}. That leaves you roughly {{}} to collect your things.")
    assert _values(check(said.format(gap), ctx)) == []
    assert _values(check(said.format(wrong), ctx)) == [wrong]
