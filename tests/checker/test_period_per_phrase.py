"""THE PER-PHRASE (checker/frames.py :func:`_period_changed`): a value stated per a compound whose head is the noun the
context states it per ("£18 per guest day pass" for "guest day passes cost £18 each") keeps its period; "per person"
says "per participant" (whoever takes part, of no one kind). Another period, another kind of person, or another noun
is still a changed period."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

COMPOUNDS = [("guest day pass", "passes"), ("family swim session", "sessions"), ("extra locker key", "keys")]


@settings(deadline=None)
@given(st.sampled_from(COMPOUNDS), st.integers(3, 90))
def test_the_head_of_a_per_compound(compound, amount):
    noun, plural = compound
    head_words = noun.split()
    ctx = [{"title": "prices.md", "text": f"Additional {' '.join(head_words[:-1])} {plural} cost £{amount} each. "
                                          f"Members get 3 free {plural} per month."}]
    v = check(f"| Extra {plural} | £{amount} per {noun} |", ctx)
    assert not any(f.rule == "frame_period" for f in v.findings), [(f.rule, f.notes) for f in v.findings]
    v = check(f"Extra {plural} cost £{amount} per month.", ctx)
    assert any(f.rule == "frame_period" for f in v.findings), [(f.rule, f.notes) for f in v.findings]


@pytest.mark.parametrize("per", ["participant", "attendee", "head"])
def test_per_person_says_per_participant(per):
    ctx = [{"title": "insurance.md", "text": f"Personal injury cover is optional and costs £6 per {per}. It pays up to "
                                             f"£2,000 towards physiotherapy."}]
    v = check("It's optional: if you'd like it, it's **£6 per person** and pays up to **£2,000** towards physio.", ctx)
    assert not any(f.rule == "frame_period" for f in v.findings), [(f.rule, f.notes) for f in v.findings]


@pytest.mark.parametrize("said", ["It costs £6 per booking.", "It costs £6 a month."])
def test_another_unit_is_still_changed(said):
    ctx = [{"title": "insurance.md", "text": "Personal injury cover is optional and costs £6 per participant. It pays up to "
                                             "£2,000 towards physiotherapy."}]
    assert check(said, ctx).hallucination == "hallucinated"


def test_another_kind_of_person_is_still_changed():
    ctx = [{"title": "prices.md", "text": "Entry costs £6 per child and £9 per adult."}]
    v = check("Entry costs £6 per adult.", ctx)
    assert v.hallucination == "hallucinated"
