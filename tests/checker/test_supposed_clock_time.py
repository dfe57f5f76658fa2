"""THE SUPPOSED CLOCK TIME (thirty-seventh session, checker/derive.py ``_TIME_CASE``, ``_TIME_NAMES_BEFORE/AFTER``): where
the context gives no clock time, an event's time the answer supposes is its operand, and the time it leads to is worked
from the context's length — "if the class starts at 7pm, you'd need to be there by 7:20pm" (latecomers may join up to
20 minutes after the start); "so for a 2pm session aim for 1:45pm" (arrive 15 minutes before).

    CASE := ("if" | "say" | "suppose") ("the" | "your") NOUN ("starts" | "begins" | "is") "at" TIME
          | ("for" | "with" | "on") ("a" | "an" | "your") TIME NOUN
    LEADS := TIME ± LENGTH      (the context's length, in the direction its words give)

A time the context states is never supposed over ("Sessions start at 10am" … "if the session starts at 11am").
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

_NOUNS = ["class", "session", "lesson", "tour", "workshop"]
_CASES = ["So if the {noun} starts at {t}, {lead}", "Say your {noun} is at {t} — {lead}",
          "If the {noun} begins at {t}, {lead}", "So for a {t} {noun}, {lead}"]
# (the context's sentence, its length in minutes, the sign it goes from the start, how the answer says where it leads)
_RULES = [("Latecomers can join up to {d} minutes after the start; after that the place is forfeited.", +1,
           "you'd need to be there by {u}."),
          ("Please arrive {d} minutes before your {noun} to check in.", -1, "aim to arrive at {u}."),
          ("The changing rooms open {d} minutes before each {noun}.", -1, "the changing rooms open at {u}.")]


def _clock(minutes: int, style: int) -> str:
    h, m = divmod(minutes % 1440, 60)
    half = "am" if h < 12 else "pm"
    h12 = h % 12 or 12
    if style == 1:
        return f"{h:02d}:{m:02d}"
    return f"{h12}{half}" if m == 0 else f"{h12}:{m:02d}{half}"


@st.composite
def _drawn(draw):
    start = draw(st.integers(9, 20)) * 60 + draw(st.sampled_from([0, 30]))
    return (start, draw(st.sampled_from([10, 15, 20, 30])), draw(st.sampled_from(_RULES)), draw(st.sampled_from(_CASES)),
            draw(st.sampled_from(_NOUNS)), draw(st.integers(0, 1)), draw(st.sampled_from([-1, 1])))


def _answer(start: int, led: int, rule, case: str, noun: str, style: int) -> str:
    lead = rule[2].format(u=_clock(led, style))
    return (f"Good question! {case.format(noun=noun, t=_clock(start, style), lead=lead)} "
            f"Let me know if there's anything else I can help with.")


@settings(deadline=None, max_examples=80)
@given(_drawn())
def test_the_time_a_supposed_start_leads_to_is_worked(drawn):
    start, d, rule, case, noun, style, _ = drawn
    ctx = [{"title": "times.md", "text": rule[0].format(d=d, noun=noun) + " Sessions cost £14."}]
    verdict = check(_answer(start, start + rule[1] * d, rule, case, noun, style), ctx)
    assert verdict.hallucination != "hallucinated", (case, start, d, verdict.findings)


@settings(deadline=None, max_examples=80)
@given(_drawn())
def test_a_time_the_length_does_not_lead_to_is_caught(drawn):
    start, d, rule, case, noun, style, sign = drawn
    ctx = [{"title": "times.md", "text": rule[0].format(d=d, noun=noun) + " Sessions cost £14."}]
    led = start + rule[1] * d + sign * 5  # (five minutes off: no length of the context, nor the start itself)
    verdict = check(_answer(start, led, rule, case, noun, style), ctx)
    assert verdict.hallucination == "hallucinated", (case, start, d, led)


def test_no_time_is_supposed_over_a_time_the_context_states():
    ctx = [{"title": "times.md", "text": "Sessions start at 10am. Please arrive 15 minutes before your session."}]
    assert check("So if the session starts at 11am, aim to arrive at 10:45am.", ctx).hallucination == "hallucinated"
    assert check("The session starts at 10am, so aim to arrive at 9:45am.", ctx).hallucination != "hallucinated"
