"""General mechanisms found on the ninth blind development set (issue 22), each as a grammar with its right and
wrong neighbours: a contraction after a number is no unit; a wish clause is no claim; a quoted name the answer
supposes is its example; an arrow shows working; a lead-in's figure of the user's is the topic; n working days from a
day of no known year; a citation marker is no part of a claim's frame; a negation inside a relative clause restricts
the subject; "these" in the context points back to the list before it; "he's"/"she's" restates the user's figure."""
from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from groundtest import check, load_cases, score
from groundtest.text.matching import extract_values

def _critical(v) -> list:
    """The findings that make a verdict hallucinated (moderate ones go to a person: wording of the test's own may raise them)."""
    return [f for f in v.findings if f.severity == "critical"]


PRONOUNS = ["she", "he", "it", "they", "we", "you", "I"]
VERBS = ["'s", "'re", "'ll", "'d", "'ve", "'m", "\u2019s"]


@settings(max_examples=80, deadline=None, derandomize=True)
@given(n=st.integers(2, 99), pron=st.sampled_from(PRONOUNS), verb=st.sampled_from(VERBS))
def test_a_contraction_after_a_number_is_no_unit(n: int, pron: str, verb: str) -> None:
    values = extract_values(f"so at {n} {pron}{verb} eligible")
    assert [(v.kind, v.unit) for v in values] == [("number", None)]


@settings(max_examples=40, deadline=None, derandomize=True)
@given(n=st.integers(2, 40), noun=st.sampled_from(["children", "students", "days", "weeks"]))
def test_a_possessive_count_keeps_its_noun(n: int, noun: str) -> None:
    """The neighbour that must not change: "3 children's tickets", "2 days' notice" count their noun."""
    suffix = "'" if noun.endswith("s") and noun != "children" else "'s"
    values = extract_values(f"{n} {noun}{suffix} tickets")
    assert values and values[0].kind == "quantity" and values[0].amount is not None


def test_the_age_said_with_she_is_read_as_the_users_and_checked() -> None:
    ctx = ["The minimum age is 12; students aged 12 to 15 must be accompanied by a parent."]
    q = "Can my 13-year-old daughter do the course with me?"
    assert not _critical(check("The minimum age is 12, so at 13 she's eligible.", ctx, query=q))
    assert check("The minimum age is 14, so at 13 she's not eligible.", ctx, query=q).hallucination == "hallucinated"


CASTLE = ["All castles must be supervised by an adult at all times. Castles cannot be used in winds above 24 mph or in rain. "
          "A £50 refundable damage deposit is taken at booking."]


def _reminders(line: str) -> str:
    return ("A few friendly reminders for the big day:\n- An **adult must supervise** at all times.\n"
            f"- {line}\n- The **£50 damage deposit** is **refundable**.")


@settings(max_examples=30, deadline=None, derandomize=True)
@given(wish=st.sampled_from(["fingers crossed for sunshine!", "fingers crossed for a dry day!", "here's hoping for sunshine!",
                             "hope the sun shines for you!", "good luck with the weather!"]))
def test_a_wish_clause_after_a_fact_is_no_claim(wish: str) -> None:
    v = check(_reminders(f"The castle can't be used in **rain** or **winds above 24 mph** \u2014 {wish}"), CASTLE,
              query="We've booked for Saturday.")
    assert not _critical(v), v.findings


@settings(max_examples=20, deadline=None, derandomize=True)
@given(detail=st.sampled_from(["the £20 refund arrives on Friday!", "we'll text you the forecast on 07700 900123!",
                               "the deposit is refunded within 48 hours!"]))
def test_a_wish_clause_that_names_a_detail_is_still_checked(detail: str) -> None:
    v = check(_reminders(f"The castle can't be used in **rain** \u2014 fingers crossed, {detail}"), CASTLE,
              query="We've booked for Saturday.")
    assert v.hallucination != "clean", detail


BALLOONS = [{"title": "packages.md", "text": "Balloon arch (up to 3 metres) £220. Foil balloons and personalised lettering "
                                            "are extra, at £8 per letter."}]


@settings(max_examples=20, deadline=None, derandomize=True)
@given(lead=st.sampled_from(["say,", "for example,", "e.g.", "such as", "like"]), name=st.sampled_from(["AVA", "MIA", "LEO", "Noah"]))
def test_a_quoted_name_the_answer_supposes_is_its_example(lead: str, name: str) -> None:
    r = f'For an arch with, {lead} the name "{name}" in lettering, that would be £220 + (3 × £8) = £244.'
    assert not _critical(check(r, BALLOONS, query="How much is an arch with a name?"))


def test_a_quoted_name_stated_as_fact_is_still_a_name() -> None:
    r = 'Our designer "AVA" will set up the arch for £220.'
    v = check(r, BALLOONS, query="How much is an arch?")
    assert v.hallucination == "hallucinated" and any(f.rule == "name" for f in v.findings)


MILES = ["Prices include delivery within 10 miles of our depot; beyond that we charge £1.50 per mile each way."]


@settings(max_examples=40, deadline=None, derandomize=True)
@given(far=st.integers(11, 40), arrow=st.sampled_from(["\u2192", "=>", "\u21d2"]))
def test_an_arrow_shows_working(far: int, arrow: str) -> None:
    q = f"We're {far} miles from your depot. What's the delivery charge?"
    beyond = far - 10
    good = f"You're {far} miles away {arrow} {beyond} miles beyond the included 10 miles."
    assert not _critical(check(good, MILES, query=q))
    # (a known weakness, left alone: the derivations' share step takes any two figures, so a wrong difference that
    # happens to be a − a·b/100 of the sentence's figures passes — 10 less 10% of 10 is 9 — as it does after "so
    # that's"; restricting the step to a written percentage cost nine false alarms on the development sets, whose real
    # operations it had been standing in for: bench/RESULTS.md, ninth session)
    figures = (float(far), 10.0)
    share = {round(a - a * b / 100, 2) for a in figures for b in figures} | {round(a + a * b / 100, 2) for a in figures for b in figures}
    assume(float(beyond + 1) not in share and beyond + 1 != 10)  # (10 is the context's own figure: a binding question)
    bad = f"You're {far} miles away {arrow} {beyond + 1} miles beyond the included 10 miles."
    assert check(bad, MILES, query=q).hallucination == "hallucinated"


TILES = ["Wall tiling is £48 per square metre, labour only. Minimum charge £350."]


@settings(max_examples=20, deadline=None, derandomize=True)
@given(area=st.integers(8, 30))
def test_the_users_figure_in_a_lead_in_is_the_topic(area: int) -> None:
    q = f"What will a {area}m\u00b2 wall cost all in?"
    r = f"For **{area} m\u00b2** of wall tiling:\n- Labour: {area} \u00d7 £48 = **£{area * 48}**"
    assert not _critical(check(r, TILES, query=q))
    wrong = f"For **{area} m\u00b2** of wall tiling:\n- Labour: {area} \u00d7 £48 = **£{area * 48 + 10}**"
    assert check(wrong, TILES, query=q).hallucination == "hallucinated"


NOTICE = ["Customers must give 5 working days' notice before the scaffold is taken down. Working days exclude weekends "
          "and bank holidays."]


@settings(max_examples=30, deadline=None, derandomize=True)
@given(day=st.integers(12, 28), month=st.sampled_from(["March", "June", "September", "November"]))
def test_working_days_back_from_a_day_of_no_year(day: int, month: str) -> None:
    q = f"I need the scaffold down by {day} {month}. When do I have to give notice?"
    right = f"Give notice by **{day - 7} {month}** at the latest (five working days earlier)."
    assert not _critical(check(right, NOTICE, query=q))
    wrong = f"Give notice by **{day - 5} {month}** at the latest (five working days earlier)."
    assert check(wrong, NOTICE, query=q).hallucination == "hallucinated"


RETAINERS = [
    {"title": "fees.md", "text": "Our 0% finance plan spreads the cost over up to 24 months after a 20% deposit."},
    {"title": "retainers.md", "text": "Retainer checks are free for the first 12 months after your braces come off, then £45 per visit."},
]


@settings(max_examples=20, deadline=None, derandomize=True)
@given(marker=st.sampled_from(["", " [2]", " [retainers.md]", " (source: retainers.md)", " [Source: retainers.md]"]),
       bold=st.booleans())
def test_a_citation_marker_is_no_part_of_the_claims_frame(marker: str, bold: bool) -> None:
    b = "**" if bold else ""
    q = "How much are retainer checks after my braces come off?"
    wrong = f"- Retainer checks are {b}free for the first 24 months{b} after your braces come off{marker}."
    v = check(wrong, RETAINERS, query=q)
    assert v.hallucination == "hallucinated" and any(f.rule == "frame_swap" for f in v.findings)
    assert all(marker.strip() in f.content for f in v.findings if f.rule == "frame_swap")  # quoted as written
    right = f"- Retainer checks are {b}free for the first 12 months{b} after your braces come off{marker}."
    assert not _critical(check(right, RETAINERS, query=q))


COVER = ["SafeHandset covers accidental damage and theft. Cosmetic damage that doesn't affect the phone working is not covered."]


@settings(max_examples=20, deadline=None, derandomize=True)
@given(rel=st.sampled_from(["that doesn't affect how the phone works", "that does not affect the phone working",
                            "which doesn't affect the phone working"]))
def test_a_negated_relative_clause_restricts_the_subject(rel: str) -> None:
    flipped = f"Cosmetic damage {rel} is covered."
    assert check(flipped, COVER, query="Is a scratch covered?").hallucination == "hallucinated"
    kept = f"Cosmetic damage {rel} isn't covered."
    assert not _critical(check(kept, COVER, query="Is a scratch covered?"))


KITCHEN = ["A standard fit includes fitting the new units and worktops. It doesn't include plastering, tiling, flooring or "
           "moving gas or electrical points; we can quote for these separately."]


@settings(max_examples=20, deadline=None, derandomize=True)
@given(items=st.sampled_from(["plastering, flooring and moving gas or electrical points", "tiling and flooring",
                              "plastering, tiling and flooring"]))
def test_these_points_back_to_the_list_before_it(items: str) -> None:
    said = f"Tiling isn't included in a standard fit \u2014 along with {items}, it's quoted separately."
    assert not _critical(check(said, KITCHEN, query="Is tiling included?"))
    flipped = f"A standard fit includes {items}."
    assert check(flipped, KITCHEN, query="Is tiling included?").hallucination == "hallucinated"


def test_through_score_a_marked_swap_is_counted(tmp_path) -> None:
    import json

    path = tmp_path / "cases.jsonl"
    case = {"id": "marked-swap", "type": "answerable", "expect": "answer", "query": "Retainer checks?", "context": RETAINERS,
            "response": "Retainer checks are free for the first 24 months after your braces come off [retainers.md]."}
    path.write_text(json.dumps(case) + "\n", encoding="utf-8")
    (r,) = list(score(load_cases(path, require_response=True)))
    assert r.hallucinated


BROWS = ["Threaded brows usually stay tidy for 3 to 5 weeks. Eyebrow tint lasts up to 6 weeks. You can book up to 7 days ahead."]


@settings(max_examples=30, deadline=None, derandomize=True)
@given(said=st.sampled_from(["up to 6 weeks", "around 6 weeks", "as long as 6 weeks", "six weeks at most", "about six weeks"]),
       bold=st.booleans())
def test_the_longest_a_state_lasts_keeps_its_limit(said: str, bold: bool) -> None:
    b = "**" if bold else ""
    q = "How long does the tint last?"
    assert not _critical(check(f"An {b}eyebrow tint{b} lasts {b}{said}{b}.", BROWS, query=q))
    flat = check(f"An {b}eyebrow tint{b} lasts {b}6 weeks{b}.", BROWS, query=q)
    assert any(f.rule == "frame_qualifier" for f in flat.findings)
    # a window that opens ahead is no such limit: any day within it is one
    assert not _critical(check("You can book 7 days ahead.", BROWS, query="How far ahead can I book?"))


STORE = ["You must not store food, plants, animals, flammable liquids, gas bottles or firearms at StoreSafe. Tyres are accepted."]


@settings(max_examples=20, deadline=None, derandomize=True)
@given(head=st.sampled_from(["things", "items"]), verb=st.sampled_from(["can't", "cannot", "must not"]))
def test_a_generic_heads_relative_clause_is_the_predicate(head: str, verb: str) -> None:
    """"The other things that can't be stored are food and firearms" says food and firearms can't be stored (the
    relative clause of a generic head is what the sentence says), unlike "cosmetic damage that doesn't affect …"."""
    said = f"The other {head} that {verb} be stored are food, animals, flammable liquids and firearms."
    assert not any(f.rule == "frame_polarity" for f in check(said, STORE, query="Can I store tyres?").findings)
    flipped = "The other things that can be stored are food, animals, flammable liquids and firearms."
    assert any(f.rule == "frame_polarity" for f in check(flipped, STORE, query="Can I store tyres?").findings)


GOLF = ["We are open daily 10am to 9pm. Large groups should book ahead and get 15% off. Dogs are not allowed on the course."]


@settings(max_examples=20, deadline=None, derandomize=True)
@given(flip=st.sampled_from(["don't need to book ahead", "do not need to book ahead", "needn't book ahead",
                             "don't have to book ahead"]))
def test_should_is_a_requirement_whose_denial_is_a_flip(flip: str) -> None:
    q = "We're a large group. Do we need to book?"
    assert any(f.rule == "frame_polarity" for f in check(f"Large groups {flip}.", GOLF, query=q).findings)
    assert not _critical(check("Large groups should book ahead.", GOLF, query=q))
    assert not _critical(check("Large groups need to book ahead.", GOLF, query=q))


@settings(max_examples=20, deadline=None, derandomize=True)
@given(lead=st.sampled_from(["", "One thing to note: ", "Please note: ", "Note: "]), bold=st.booleans())
def test_a_discourse_label_and_marks_leave_the_clause_to_be_read(lead: str, bold: bool) -> None:
    b = "**" if bold else ""
    flipped = f"{lead}{b}cosmetic damage{b} that doesn't affect how the phone works {b}is{b} covered."
    assert any(f.rule == "frame_polarity" for f in check(flipped, COVER, query="Is a scratch covered?").findings)
    kept = f"{lead}{b}cosmetic damage{b} that doesn't affect how the phone works {b}isn't{b} covered."
    assert not any(f.rule == "frame_polarity" for f in check(kept, COVER, query="Is a scratch covered?").findings)
