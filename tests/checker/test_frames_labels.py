"""Frames (checker/frames.py): polarity (``frame_polarity``) of labels and marks. A label — a heading, a table's
label cell, a bold lead — names a thing and asserts nothing of it, so it cannot be the other polarity of a context
that says "no joining fee" or "not the materials fee"; and a cross (❌) on a part that already says no marks it as one
of the answer's no's, not a second negation. Each class is tried over generated neighbours (other things, other
label forms) that must stay clean, and over the real flips (a positive clause of the negated thing, a cross on a
welcome thing) that must still be caught."""
from __future__ import annotations
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.checker import check


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


_THINGS = ["joining fee", "booking fee", "deposit", "materials fee", "registration charge", "cleaning fee"]
_LABELS = ["**2. {T}**\nThe {t} is £{n}.", "### {T}\nIt is £{n}.", "| Item | Cost |\n|---|---|\n| {T} (first year only) | £{n} |\n"
           "| Annual subscription | £180 |", "- **{T}:** £{n}", "**{T}**\n- £{n} for everyone else."]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(_THINGS), st.sampled_from(_LABELS), st.integers(min_value=20, max_value=90),
       st.sampled_from(["Under-18s", "Students", "Members under 18"]))
def test_a_label_is_no_assertion_of_polarity(thing, label, n, person):
    """'**2. Joining fee**' (a heading), '| Joining fee (first year only) | £50 |' (a label cell) or '**Joining fee:**'
    name what the context says no of ('Members under 18 pay … no joining fee'): no flip. The positive clause of the
    negated subject ('Under-18s pay a joining fee') is still the other polarity."""
    T = thing[0].upper() + thing[1:]
    for negated in (f"{person} pay a £60 annual subscription and no {thing}.", f"{person} pay no {thing}."):
        ctx = [{"title": "fees.md", "text": f"Membership costs £180 a year plus a £{n} {thing} (first year only). {negated} "
                                            "Work parties are held on the first Saturday of March and October."}]
        assert "frame_polarity" not in rules(check(label.format(T=T, t=thing, n=n), ctx))
    ctx = [{"title": "fees.md", "text": f"Membership costs £180 a year plus a £{n} {thing}. Students pay no {thing}. "
                                        "Work parties are held on the first Saturday of March."}]
    assert "frame_polarity" in rules(check(f"Students pay a {thing}.", ctx))
    assert "frame_polarity" in rules(check(f"Students must pay the {thing}.", ctx))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(_THINGS), st.sampled_from(_LABELS[:4]), st.integers(min_value=20, max_value=90))
def test_a_label_names_what_a_not_the_phrase_excludes(thing, label, n):
    """'(not the materials fee)' negates a noun phrase: the heading '**2. Materials fee**' names it and keeps its
    value; 'The discount applies to the materials fee' is still the other polarity."""
    T = thing[0].upper() + thing[1:]
    for excluded in (f"An early-bird discount of 10% off the course fee (not the {thing}) applies if you book four weeks ahead.",
                     f"The discount applies to the course fee, not the {thing}."):
        ctx = [{"title": "courses.md", "text": f"Term courses cost £240, plus a {thing} of £{n} per term. {excluded}"}]
        assert "frame_polarity" not in rules(check(label.format(T=T, t=thing, n=n).replace(" (first year only)", ""), ctx))
    assert "frame_polarity" in rules(check(f"The discount applies to the {thing}.", ctx))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("Candles", "prohibited"), ("Confetti", "banned"), ("Smoking", "not allowed"), ("Drones", "forbidden"),
                        ("Glass bottles", "not permitted")]),
       st.sampled_from(["throughout the building", "anywhere on site", "in the gallery"]),
       st.sampled_from(["\u274c {x} are **{w} {where}**.", "- \u274c {x}: {w} {where}", "\u2716 **{x}** are {w} {where}."]))
def test_a_cross_on_a_negative_part_is_no_double_negation(thing_word, where, form):
    """'❌ Candles are **prohibited throughout the building**' for 'Candles and confetti are prohibited throughout
    the building': the cross agrees with the words. A cross on what the context allows ('❌ Children are welcome at
    weddings' for 'Children are welcome at weddings') is still its other polarity."""
    x, w = thing_word
    ctx = [{"title": "house-rules.md", "text": f"{x} and balloons are {w} {where}. Red wine is not allowed in the Main "
                                               "Hall, but it may be served in the Print Room. Children are welcome at weddings. "
                                               "Music must end by 11pm."}]
    assert "frame_polarity" not in rules(check(form.format(x=x, w=w, where=where), ctx))
    for crossed in ("\u274c Children are welcome at weddings.", "- \u274c Children welcome at weddings"):
        assert "frame_polarity" in rules(check(crossed, ctx))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("stop on the way for", ["shopping", "prescriptions", "errands", "visits", "deliveries"]),
                        ("store", ["food", "plants", "animals", "gas bottles", "firearms"])]),
       st.integers(min_value=0, max_value=3),
       st.sampled_from(["You may need to arrange for someone else to see to the {m}.", "You may well need to sort the {m} out "
                        "separately.", "You can also want to plan the {m} for another day."]))
def test_may_need_to_is_no_permission(verb_items, k, form):
    """'You may need to arrange for someone else to collect her prescription' against 'cannot stop on the way for
    shopping, prescriptions or other errands': a possibility of a need, not a permission of a forbidden member. The
    member allowed ('Patient transport can stop on the way for prescriptions') is still the other polarity."""
    verb, items = verb_items
    ctx = [{"title": "rules.md", "text": f"Patient transport cannot {verb} {', '.join(items[:-1])} or {items[-1]}. "
                                         "Drivers help passengers to the front door."}]
    m = items[k]
    assert "frame_polarity" not in rules(check(form.format(m=m), ctx))
    assert "frame_polarity" in rules(check(f"Patient transport can {verb} {m}.", ctx))
    assert "frame_polarity" in rules(check(f"Patient transport may {verb} {m}.", ctx))
