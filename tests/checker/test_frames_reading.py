"""How checker/frames.py reads the context (issue 22, speed): the lines a claim needs are read on
demand, and the answers equal those of reading the whole context, whatever order the claims
come in; the shortcuts that skip work change no result."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check, claims, lookups
from groundtest.checker import frames as F
from groundtest.checker.context import ContextIndex
from groundtest.checker.lexicon import NEGATORS

CONTEXT = [
    {"title": "fees.md", "text": "A replacement card costs $3. Express cards cost $12 per card and ship in 2 days.\n"
                                 "Weekday passes are £9 and weekend passes are £6; children under 5 travel free.\n"
                                 "The deposit is non-refundable. Pets are not allowed in the garden rooms.\n"
                                 "Late returns cost 20p a day, from £12 for a lost book, and 3% above the base rate."},
    {"title": "hours.md", "text": "The office opens at 9am on weekdays. Members get 12 free visits a year.\n"
                                  "Refunds take 10 working days. There are 2 branches and 2 car parks."},
    {"title": "vets.md", "text": "At Oakfield Vets the annual booster costs £58 for dogs and £52 for cats."},
]
ANSWERS = [
    "Weekend passes are £9 and weekday passes are £6.", "Weekday passes are £9.", "The deposit is refundable.",
    "Pets are allowed in the garden rooms.", "Express cards cost $12 per month.", "Refunds take 10 days.",
    "Late returns cost 20p a day.", "A lost book costs £12.", "Members get 12 free visits a year.",
    "There are 2 branches.", "The annual booster costs £52 for dogs.", "| Pet | Booster |\n|---|---|\n| Dog | £52 |\n| Cat | £58 |", "The office opens at 9am on weekdays and a replacement card costs $3.",
]


def _whole(ctx) -> list:
    lines = F._context_lines(ctx)
    return [f for k in range(len(lines)) for f in F.read_line(lines, k)]


def test_lines_read_on_demand_equal_the_whole_reading():
    ctx = ContextIndex(CONTEXT)
    whole = _whole(ctx)
    lazy = F._frames_of(ctx)
    assert bool(lazy) == bool(whole)
    keys = {F._key(f.value) for f in whole}
    for key in sorted(keys, key=repr):
        assert lazy.get(key) == [f for f in whole if F._key(f.value) == key]
    assert lazy.get(("money", "$", 999.0)) is None
    for places in ({0}, {2, 5}, {len(F._context_lines(ctx)) - 1}):
        near = lazy.near(places)
        assert near == [f for f in whole if any(abs(f.sentence - p) <= 2 for p in places)]
    assert lazy.all() == whole
    assert F.context_frames(ctx)[0] == whole


def test_verdicts_do_not_depend_on_which_claims_came_first():
    """One context index shared by many answers (as the scorer shares it): each answer's verdict
    is the one it gets against a fresh index, in any order."""
    alone = {a: check(a, CONTEXT).to_dict() for a in ANSWERS}
    for order in (ANSWERS, ANSWERS[::-1], ANSWERS[1::2] + ANSWERS[::2]):
        from groundtest.checker import CheckerConfig, check_analysis
        from groundtest.text.abstention import make_detector
        from groundtest.text.analysis import analyse

        ctx, det = ContextIndex(CONTEXT), make_detector([])
        for a in order:
            assert check_analysis(analyse(a, det), ctx, CheckerConfig()).verdict.to_dict() == alone[a], a


_PIECES = ["not", "no", "non", "nonfat", "non-", "n't", "nothing", "cannot", "never", "but", "so", "and", "while",
           "except", "if", "unless", "rather than", "instead of", "only", "doubt", ",", ";", ":", "(", ")", " - ", "\u2014",
           "5", "£5", "No.", "x", "the", "it", "is", "allowed", "\u2716", "\u274c", "_", "'", "t", "n", "You"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(_PIECES), st.sampled_from(["", " "])), min_size=1, max_size=14))
def test_a_part_without_a_negator_is_not_negated(pieces):
    """The negation test's shortcuts: a part with no negator and no "non" is not negated (its
    rewrites only blank spans), and a line with none has no negated part."""
    line = "".join(a + b for a, b in pieces)
    for part in [line, *F._POLAR_SPLIT.split(line)]:
        full = F._NEG.search(F._plain(part)) is not None
        assert F._negated(part) == full
        if not F._may_negate(line) and part != line:
            assert not F._may_negate(part)


def test_one_list_of_negation_words():
    assert claims._NEGATORS is NEGATORS and lookups.NEGATORS is NEGATORS
    assert {"not", "no", "never", "nothing", "nor", "neither", "without", "t"} <= NEGATORS
