"""The duration grammar as a property (issue 22, item 6): every written form of a duration —
a fraction of a unit ("three-quarters of an hour"), half a unit ("half an hour", "half-day"),
a unit and a half ("a year and a half"), a number and a half ("two and a half days"), digits
and number words — read as ONE value equal to its amount in any other unit of its dimension,
wherever it stands in a sentence (the words around it must not change it: "closes half an hour
before departure" once read "an hour before")."""
from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.text.matching import TextIndex, extract_values, parse_value, same_value

# unit -> (dimension's base unit, size in it)
UNITS = {"minute": ("minute", 1), "hour": ("minute", 60), "day": ("minute", 1440), "week": ("minute", 10080),
         "fortnight": ("minute", 20160), "month": ("month", 1), "year": ("month", 12), "decade": ("month", 120),
         "century": ("month", 1200)}
PLURAL = {"century": "centuries"}
ARTICLE = {"hour": "an"}
NUM_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 7: "seven", 9: "nine"}
FRACTIONS = {2: ("half", "halves"), 3: ("third", "thirds"), 4: ("quarter", "quarters")}


def _art(unit: str) -> str:
    return ARTICLE.get(unit, "a")


@st.composite
def durations(draw) -> tuple[str, Fraction, str]:
    """(phrase, amount in the unit, unit)."""
    unit = draw(st.sampled_from(sorted(UNITS)))
    form = draw(st.sampled_from(["fraction_of", "half_a", "half_hyphen", "unit_and_a_half", "n_and_a_half", "digits", "words"]))
    if form == "fraction_of":
        den = draw(st.sampled_from([2, 3, 4]))
        num = draw(st.sampled_from([n for n in (1, 2, 3) if n < den]))
        one, many = FRACTIONS[den]
        lead = draw(st.sampled_from(["a", "one"])) if num == 1 else NUM_WORDS[num]
        joint = draw(st.sampled_from([" ", "-"])) if num > 1 else " "
        return f"{lead}{joint}{one if num == 1 else many} of {_art(unit)} {unit}", Fraction(num, den), unit
    if form == "half_a":
        return f"half {_art(unit)} {unit}", Fraction(1, 2), unit
    if form == "half_hyphen":
        return f"a half-{unit}", Fraction(1, 2), unit
    if form == "unit_and_a_half":
        return f"{draw(st.sampled_from([_art(unit), 'one']))} {unit} and a half", Fraction(3, 2), unit
    n = draw(st.integers(min_value=1, max_value=9) if form != "words" else st.sampled_from(sorted(NUM_WORDS)))
    units = PLURAL.get(unit, unit + "s")
    if form == "n_and_a_half":
        return f"{n} and a half {units}", n + Fraction(1, 2), unit
    name = unit if n == 1 else units
    return (f"{n} {name}" if form == "digits" else f"{NUM_WORDS[n]} {name}"), Fraction(n), unit


FRAMES = ["{} ", "It takes {}.", "Check-in closes {} before departure.", "Please arrive {} early.",
          "You have {} after delivery to return it.", "The course lasts {} in total.", "Allow {} for the transfer.",
          "Refunds are paid within {} of the request.", "It ends {} later, so plan ahead."]


#: frames with a word that introduces a duration: there "a <unit>" alone is one ("the minimum period is a fortnight",
#: "it takes a day"), not a rate's period ("£5 a day")
LEAD_FRAMES = ["It takes {}.", "The course lasts {} in total.", "Refunds are paid within {} of the request.",
               "The minimum period is {}.", "Check-in closes {} before departure.", "Leases run for {} at least."]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(UNITS)), st.sampled_from(LEAD_FRAMES))
def test_one_unit_with_its_article_equals_its_amount_in_every_other_unit(unit, frame) -> None:  # type: ignore[no-untyped-def]
    """"a fortnight" = 14 days = two weeks; "a decade" = 10 years = 120 months; "a day" = 24 hours — both ways, in the
    checker (the context in one unit, the answer in another), and one more of the smaller unit is another value."""
    from groundtest import check

    base, size = UNITS[unit]
    for other, (b2, s2) in UNITS.items():
        if other == unit or b2 != base or s2 > size or size % s2 or size // s2 > 200:  # (not "20160 minutes")
            continue
        n = size // s2
        one, many = frame.format(f"{_art(unit)} {unit}"), frame.format(f"{n} {PLURAL.get(other, other + 's')}")
        for context, answer in ((one, many), (many, one)):
            v = check(answer + " Ask the office for details.", [context + " Ask the office for details."])
            assert v.hallucination == "clean", (context, answer, v.findings)
        wrong = frame.format(f"{n + 1} {PLURAL.get(other, other + 's')}")
        v = check(wrong + " Ask the office for details.", [one + " Ask the office for details."])
        assert v.hallucination == "hallucinated", (one, wrong, v.findings)


def _canonical(amount: Fraction, unit: str) -> str:
    base, size = UNITS[unit]
    return f"{float(amount * size)!r} {base}s"


@settings(max_examples=400, deadline=None)
@given(durations(), st.sampled_from(FRAMES))
def test_a_duration_is_one_value_equal_to_its_amount_in_the_base_unit(d, frame) -> None:  # type: ignore[no-untyped-def]
    phrase, amount, unit = d
    text = frame.format(phrase)
    values = [v for v in extract_values(text) if v.kind == "quantity"]
    assert len(values) == 1, (text, values)
    assert same_value(values[0], parse_value(_canonical(amount, unit))), (text, values[0], _canonical(amount, unit))


@settings(max_examples=300, deadline=None)
@given(durations(), durations(), st.sampled_from(FRAMES))
def test_a_duration_supports_only_its_own_amount(a, b, frame) -> None:  # type: ignore[no-untyped-def]
    """In `must_include` matching too: a text with one form finds every form of the same amount and
    no form of another amount."""
    text = frame.format(a[0])
    same = UNITS[a[2]][0] == UNITS[b[2]][0] and a[1] * UNITS[a[2]][1] == b[1] * UNITS[b[2]][1]
    assert TextIndex(text).contains(b[0]) is same, (text, b[0])


@settings(max_examples=150, deadline=None)
@given(durations(), durations())
def test_the_checker_reads_the_same_grammar(a, b) -> None:  # type: ignore[no-untyped-def]
    """Through `groundtest.check`: an answer stating the context's duration in another form is clean;
    another amount is a critical `value` finding."""
    from groundtest import check

    context = f"Check-in closes {a[0]} before departure for international flights."
    answer = f"For international flights, check-in closes {b[0]} before departure."
    same = UNITS[a[2]][0] == UNITS[b[2]][0] and a[1] * UNITS[a[2]][1] == b[1] * UNITS[b[2]][1]
    v = check(answer, [context])
    if same:
        assert v.hallucination == "clean", (context, answer, v.findings)
    else:
        # a value the context lacks, or the context's own frame given another amount (frame_value)
        assert v.hallucination == "hallucinated" and any(f.rule in ("value", "frame_value") for f in v.findings), \
            (context, answer, v.findings)


# ---------------------------------------------------------------- number grammar
from hypothesis import given as _given  # noqa: E402
from hypothesis import strategies as _st  # noqa: E402

from groundtest.text.matching import extract_values as _ev  # noqa: E402


def _one(text):
    return [(v.kind, v.amount, v.unit) for v in _ev(text)]


def test_vulgar_fractions_ranges_dozens_and_minor_units():
    assert _one("17½ weeks") == [("quantity", 122.5, "day")]
    assert _one("2¼ hours") == [("quantity", 135.0, "minute")]
    assert _one("21–22 weeks")[0] == ("quantity", 147.0, "day")
    assert _one("ten to twelve weeks")[0] == ("quantity", 70.0, "day")
    assert _one("3-4 hours")[0] == ("quantity", 180.0, "minute")
    assert _one("two dozen sessions") == [("quantity", 24.0, "session")]
    assert _one("two pounds fifty") == [("money", 2.5, "gbp")]
    assert _one("5 dollars 99 each") == [("money", 5.99, "usd")]
    assert _one("ten pounds 20 minutes later") == [("money", 10.0, "gbp"), ("quantity", 20.0, "minute")]
    assert _one("1 extra day") == [("quantity", 1.0, "day")]
    assert _one("five to eight working days")[0][0] == "quantity"  # a range, not 7:55
    assert _one("we open at ten to eight")[0][0] == "time"


@_given(_st.integers(1, 60), _st.integers(1, 30), _st.sampled_from([("weeks", 7.0, "day"), ("hours", 60.0, "minute"),
                                                                     ("days", 1.0, "day"), ("years", 12.0, "month")]))
def test_range_ends_share_the_unit_property(a, d, unit):
    word, factor, canon = unit
    got = _ev(f"roughly {a}–{a + d} {word}")
    assert [(v.amount, v.unit) for v in got] == [(a * factor, canon), ((a + d) * factor, canon)]


@_given(_st.integers(1, 99), _st.sampled_from(["½", "¼", "¾"]), _st.sampled_from([("weeks", 7.0), ("days", 1.0)]))
def test_vulgar_fraction_property(n, frac, unit):
    word, factor = unit
    (v,) = _ev(f"{n}{frac} {word}")
    assert v.amount == (n + {"½": 0.5, "¼": 0.25, "¾": 0.75}[frac]) * factor


@_given(_st.integers(1, 20), _st.integers(1, 99))
def test_pounds_and_pence_in_words_property(pounds, pence):
    (v,) = _ev(f"it costs {pounds} pounds {pence}.")
    assert v.kind == "money" and abs(v.amount - (pounds + pence / 100)) < 1e-9


@_given(_st.integers(1, 11), _st.integers(1, 11), _st.sampled_from(["am", "pm"]))
def test_hour_range_opening_end_property(a, span, part):
    """"a–bpm": the opening hour is a clock time, in the closing one's half of the day when earlier in it."""
    b = a + span
    if b > 12:
        return
    got = _ev(f"open {a}–{b}{part} daily")
    assert [v.kind for v in got] == ["time", "time"]
    close = (b % 12 + (12 if part == "pm" else 0)) * 60
    assert got[1].amount == close
    assert got[0].amount == (a % 12) * 60 + (720 if part == "pm" and (a % 12) * 60 < close - 720 else 0)
