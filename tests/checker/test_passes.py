"""The passes after the sentence step (checker/passes.py): one registry, in order, each applying
only where its condition holds."""
from __future__ import annotations

from dataclasses import replace

import pytest
import groundtest

from groundtest.checker import check, passes
from groundtest.model import Finding


def test_the_registry_runs_in_the_documented_order():
    names = [p.name for p in passes.PASSES]
    assert names == ["claims", "frames", "comparisons", "arabic_polarity", "arabic_anchored", "bare_pairs", "extra_sentence",
                     "response_share", "mixed_language"]
    doc = passes.__doc__ or ""
    assert all(f"``{n}``" in doc for n in names)  # the module's table names every pass


def test_a_pass_runs_only_where_it_applies(monkeypatch):
    seen: list[str] = []

    def spy(p):
        def run(r):
            seen.append(p.name)
            return p.run(r)
        return replace(p, run=run)

    monkeypatch.setattr(passes, "PASSES", tuple(spy(p) for p in passes.PASSES))
    ctx = [{"title": "a.md", "text": "The pool opens at 7am."}]
    check("The pool opens at 7am. It closes at 9pm.", ctx)
    assert seen[:2] == ["claims", "frames"] and "arabic_polarity" not in seen and "mixed_language" not in seen
    seen.clear()
    check("يفتح المسبح الساعة 7 صباحًا.", ctx)  # an Arabic answer over an English context
    assert "arabic_polarity" in seen and "mixed_language" in seen


def test_a_pass_can_change_the_verdict_and_the_others_see_its_findings(monkeypatch):
    def invent(r):
        return r.findings + [Finding("invented_fact", "x", "critical", 0, "test pass", rule="test")]

    extra = passes.Pass("test", "nothing", lambda r: True, invent)
    monkeypatch.setattr(passes, "PASSES", (extra,) + passes.PASSES)
    v = check("The pool opens at 7am.", [{"title": "a.md", "text": "The pool opens at 7am."}])
    assert v.hallucination == "hallucinated" and v.findings[0].rule == "test"


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from groundtest.checker.passes import wrong_comparison  # noqa: E402

_OPS = {"over": True, "above": True, "more than": True, "longer than": True, "past": True,
        "under": False, "below": False, "less than": False, "within": False, "shorter than": False}


@settings(max_examples=150, deadline=None)
@given(a=st.integers(1, 60), b=st.integers(1, 60), op=st.sampled_from(sorted(_OPS)),
       unit=st.sampled_from(["days", "weeks", "months"]), lead=st.sampled_from(["", "At ", "So "]),
       verb=st.sampled_from(["is", "would be", "is still", "is well"]))
def test_a_comparison_of_two_figures_is_checked_both_ways(a, b, op, unit, lead, verb):
    text = f"{lead}{a} {unit} {verb} {op} the {b}-{unit[:-1]} limit."
    greater = _OPS[op]
    holds = a > b if greater else (a <= b if op == "within" else a < b)
    if a == b:
        return  # equal figures: neither "over" nor "under" is contradicted by them
    assert (wrong_comparison(text) is None) == holds, text


@pytest.mark.parametrize(("text", "query", "want"), [
    ("The minimum let is two weeks, and 10 days is over that minimum, so you're fine.", "I need it for 10 days.", "hallucinated"),
    ("The minimum let is two weeks, and 16 days is over that minimum, so you're fine.", "I need it for 16 days.", "clean"),
    ("At 4.5 years, it's still within the 4-year limit.", "My car is 4.5 years old.", "hallucinated"),
    ("At 3 years, it's still within the 4-year limit.", "My car is 3 years old.", "clean"),
])
def test_a_wrong_comparison_is_critical_through_check(text, query, want):
    ctx = [{"title": "rules.md", "text": "The minimum let is 2 weeks. Cover lasts for a 4-year limit."}]
    v = check(text, ctx, query)
    assert (v.hallucination == "hallucinated") == (want == "hallucinated")
    if want == "hallucinated":
        assert any(f.rule == "comparison" for f in v.findings)


def test_the_part_above_a_limit_and_a_period_are_no_comparisons():
    assert wrong_comparison("£20,000 − £15,000 = £5,000 is above the allowance.", []) is None
    assert wrong_comparison("The jury deliberated for more than 35 hours over seven days.") is None
    assert wrong_comparison("Children under 12 are exempt.") is None


RIDING = [{"title": "lessons.md", "text": "Riders must be at least 5 years old. Lessons last 45 minutes and cost £32."}]
RIDING_Q = "My son is 6 and really keen to ride — can he join your lessons?"


@pytest.mark.parametrize("opening", ["Thanks for asking — it's lovely that your son is keen to ride!",
                                     "Great that you're looking into lessons for your son!",
                                     "Good thinking — checking the age rules before booking your son's lessons is wise."])
def test_a_pleasantry_that_restates_the_users_situation_is_no_extra_fact(opening):
    v = check(f"{opening} Riders must be at least 5 years old, so at 6 he can join. Lessons last 45 minutes and cost £32.",
              RIDING, RIDING_Q)
    assert v.hallucination != "hallucinated", v.findings


@settings(max_examples=80, deadline=None)
@given(a=st.integers(1, 12), b=st.integers(1, 12), op=st.sampled_from(["within", "under", "over", "past"]),
       marker=st.sampled_from(["up to", "a maximum of", "at least"]), unit=st.sampled_from(["years", "months"]))
def test_a_situation_against_a_limit_in_words(a, b, op, marker, unit):
    """"… for up to 4 years, and you've had it for 5 years, so you're still within the limit": the
    user's figure (the one nearest before) against the figure the sentence marks as the limit."""
    text = f"Cover lasts {marker} {b} {unit}, and you've had it for {a} {unit}, so you're still {op} the limit."
    if a == b:
        return
    holds = a > b if op in ("over", "past") else a < b
    assert (wrong_comparison(text) is None) == holds, text
    # no figure marked as the limit: nothing to compare
    assert wrong_comparison(f"You've had it for {a} {unit} and {b} {unit}, so you're {op} the limit.") is None


def test_a_situation_against_a_limit_through_check():
    ctx = [{"title": "p.md", "text": "Student costs $5.99 a month and can be used for up to 4 years."}]
    said = "Student can be used for up to 4 years, and you've been on it for {}, so you're still within the limit."
    assert "comparison" in {f.rule for f in check(said.format("four and a half years"), ctx, "I've had it 4.5 years.").findings}
    assert check(said.format("three years"), ctx, "I've had it three years.").hallucination != "hallucinated"


# ---- a figure said to meet a limit ("you meet the licence requirement") against the limit stated before

DRIVERS = [{"title": "drivers.md", "text": "Drivers must have held a full licence for at least 2 years. Vans can be hired "
                                           "for up to 14 days."}]


@pytest.mark.parametrize(("answer", "query", "bad"), [
    ("You need to have held a licence for at least 2 years. You passed 18 months ago, so you meet the licence requirement.",
     "I passed my test 18 months ago.", True),
    ("You need to have held a licence for at least 2 years. You passed 3 years ago, so you meet the licence requirement.",
     "I passed my test 3 years ago.", False),
    ("You need to have held a licence for at least 2 years. You passed 18 months ago, so you don't meet the licence "
     "requirement.", "I passed my test 18 months ago.", False),
])
def test_a_figure_said_to_meet_a_limit(answer, query, bad):
    v = check(answer, DRIVERS, query)
    assert any(f.rule == "comparison" for f in v.findings) is bad, v


@settings(max_examples=60, deadline=None)
@given(a=st.integers(1, 40), b=st.integers(1, 40), floor=st.booleans(), neg=st.booleans())
def test_meeting_a_limit_as_a_property(a, b, floor, neg):
    limit = "at least" if floor else "up to"
    text = f"The rule is {limit} {b} days. You have {a} days, so you {'do not ' if neg else ''}meet the requirement."
    holds = (a >= b) if floor else (a <= b)
    hit = passes._unmet(text.split(". ", 1)[1], [v for v in passes.figures_of(text.split(". ", 1)[1])],
                        [(text.split(". ", 1)[0], list(passes.figures_of(text.split(". ", 1)[0])))])
    assert (hit is None) == (holds != neg), text


def _critical(v) -> list[str]:
    return [f.rule for f in v.findings if f.severity == "critical"]


PARKING_LIMIT = [{"title": "t", "text": "لا يجوز الوقوف في المواقف قصيرة المدة لأكثر من ساعتين متواصلتين، وتُحرَّر مخالفة قدرها "
                                        "10 دنانير عند التجاوز."}]


_LEAD = "الحد الأقصى للوقوف المتواصل **ساعتان**. "


def test_within_a_limit_the_figures_contradict():
    def q(stay):
        return f"أوقفت سيارتي {stay} أمام المجمع. هل تجاوزت الحد؟"
    ok = groundtest.check(_LEAD + "بما أن مدة وقوفك ساعة ونصف، **فأنت ضمن الحد المسموح**.", PARKING_LIMIT,
                          query=q("ساعة ونصف"))
    assert "comparison" not in _critical(ok), ok.findings
    bad = groundtest.check(_LEAD + "بما أن مدة وقوفك ساعتان ونصف، **فأنت ضمن الحد المسموح**.", PARKING_LIMIT,
                           query=q("ساعتين ونصف"))
    assert "comparison" in _critical(bad)
    over = groundtest.check(_LEAD + "بما أن مدة وقوفك ثلاث ساعات، فقد تجاوزت الحد المسموح.", PARKING_LIMIT,
                            query=q("ثلاث ساعات"))
    assert "comparison" not in _critical(over), over.findings


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 9), st.booleans())
def test_standing_against_a_limit(minutes_tens, within):
    from groundtest.checker.passes import _arabic_standing
    stay = 60 + minutes_tens * 10  # 70 … 150 minutes against a 120-minute limit
    side = "فأنت ضمن الحد المسموح" if within else "فقد تجاوزت الحد المسموح"
    hit = _arabic_standing(f"بما أن مدة وقوفك {stay} دقيقة، {side}.", ["الحد الأقصى للوقوف 120 دقيقة."])
    wrong = (stay > 120) if within else (stay < 120)  # the limit itself: either reading
    assert (hit is not None) == wrong


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=10, max_value=40), st.integers(min_value=45, max_value=80), st.integers(min_value=1, max_value=99),
       st.sampled_from(["–", "-", " to "]), st.sampled_from(["inside", "within"]))
def test_a_figure_inside_a_range_is_between_its_ends(low, high, age, dash, op):
    """'At 19 you're inside the 17–65 age range' holds when 17 <= 19 <= 65 (not 'inside 17'); outside
    the ends it is still a wrong comparison."""
    from groundtest.checker.passes import wrong_comparison

    hit = wrong_comparison(f"At {age} you're comfortably {op} the **{low}**{dash}**{high}** age range.")
    assert (hit is None) is (low <= age <= high), hit
