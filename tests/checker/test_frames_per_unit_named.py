"""A price's per-unit named where the claim stands (checker/frames.py ``unit_named``, ``scope_above``, and
checker/kinds.py): a claim that drops the context's "per pet" / "per child" / "per person" drops nothing when its
label, its subject, or an abbreviation after the figure ("£25 pp") names the unit or a kind of it, singular or plural — and still drops it when it names a group it counts ("both dogs", "your
two children") or names no such thing at all. Each both ways, through ``check`` and ``score``."""
from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import load_cases, score
from groundtest.checker import check
from groundtest.checker.frames import unit_named
from groundtest.checker.kinds import KINDS, PER_ABBREVIATIONS

VET = [{"title": "fees.md", "text": "VetsOnWheels charges a home visit fee of £65 for the first pet and £25 for each "
        "additional pet seen at the same address during the same visit. The visit fee covers the consultation only."},
       {"title": "vaccinations.md", "text": "An annual booster costs £48 per pet plus the visit fee."}]
TOURS = [{"title": "tours.md", "text": "Coastline Kayak Co runs a 3-hour half-day tour for £55 per adult and £40 per child "
          "aged 10–15. The minimum age for any tour is 10."}]
AXE = [{"title": "sessions.md", "text": "At Bullseye Axe Club a 1-hour session costs £25 per person and a 2-hour session "
        "costs £40 per person."}]

OPEN = "Here's the picture for your visit 🐾\n\n### Visit fee\n- First pet: £65\n"


def period_rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical" and f.rule == "frame_period"}


# ----------------------------------------------------------------------------- the grammar of the naming
PET_KINDS = sorted(KINDS["pet"])
ORDINALS = ["Second", "Third", "Each additional", "Another", "One more"]
GROUPS = ["Both", "Your two", "All three", "Your 3", "Both of your"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(ORDINALS), st.sampled_from(PET_KINDS + ["pet"]))
def test_a_label_naming_one_of_the_unit_or_a_kind_keeps_it(ordinal, kind):
    """'Second dog: £25' for '£25 for each additional pet': the label names the one pet the price is for."""
    v = check(OPEN + f"- {ordinal} {kind}: £25\n\nWould you like anything else?", VET)
    assert not period_rules(v), v


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(GROUPS), st.sampled_from(PET_KINDS + ["pet"]))
def test_a_label_counting_a_group_of_the_unit_still_drops_it(group, kind):
    """'Both dogs: £25': the group's price, where the context's £25 is each pet's — the wrong neighbour."""
    plural = kind[:-1] + "ies" if kind.endswith("y") and kind[-2] not in "aeiou" else kind + "s"
    v = check(OPEN + f"- {group} {plural}: £25\n\nWould you like anything else?", VET)
    assert v.hallucination == "hallucinated", v  # (the dropped per-pet, or a count the context and question lack)
    if group.startswith("Both"):
        assert period_rules(v), v


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Extra visit", "Home visit", "Call-out", "Same-day visit", "Follow-up"]))
def test_a_label_naming_no_such_unit_still_drops_it(label):
    v = check(OPEN + f"- {label}: £25\n\nWould you like anything else?", VET)
    assert period_rules(v), v


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["puppy", "dog", "kitten", "cat", "rabbit"]))
def test_the_subject_a_kind_of_the_unit(kind):
    """'Once your puppy is grown, an annual booster costs £48' for '£48 per pet'; without the puppy, in an answer
    about pets, the per-pet is dropped."""
    kept = f"Once your {kind} is grown, an **annual booster** costs **£48** plus the visit fee."
    assert not period_rules(check(kept, VET)), kept
    assert period_rules(check("For the household, an annual booster costs £48 plus the visit fee.", VET))


def test_an_irregular_plural_names_the_unit():
    """'Children aged 10–15 can join … at £40' for '£40 per child aged 10–15' (children: child)."""
    assert not period_rules(check("Children aged **10–15** can join the **half-day tour** at **£40**.", TOURS))
    assert period_rules(check("Your two children can join the half-day tour at £40.", TOURS))
    assert check("The whole family can join the half-day tour at £40.", TOURS).hallucination == "hallucinated"


# ----------------------------------------------------------------------------- abbreviations
@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["pp", "p.p.", "PP"]), st.booleans())
def test_pp_after_a_price_is_per_person(abbr, bracket):
    row = f"(£25 {abbr})" if bracket else f"£25 {abbr}"
    table = f"| Session | Full price |\n|---|---|\n| 1 hour {row} | £300 |\n| 2 hours (£40 pp) | £480 |"
    assert not period_rules(check("Here's the comparison for 12 people:\n\n" + table, AXE))
    assert period_rules(check("Here's the comparison for 12 people:\n\n| Session | Price |\n|---|---|\n| 1 hour | £25 |\n"
                              "| 2 hours | £40 |", AXE))


def test_an_abbreviation_of_another_unit_is_a_changed_period():
    """'£25 pcm' for '£25 per person': another per-unit, the period rule's."""
    v = check("A 1-hour session costs £25 pcm.", AXE)
    assert period_rules(v), v


def test_the_abbreviations_read_only_after_money():
    assert set(PER_ABBREVIATIONS) >= {"pp", "pppn", "pcm", "pa"}
    assert "pm" not in PER_ABBREVIATIONS  # a clock time


# ----------------------------------------------------------------------------- the helper
def test_unit_named_reads_kinds_plurals_and_groups():
    assert unit_named(["second", "dog"], "pet")
    assert unit_named(["children", "aged"], "child")
    assert unit_named(["puppies"], "pet")
    assert unit_named(["people"], "person")
    assert not unit_named(["both", "dogs"], "pet")
    assert not unit_named(["your", "two", "children"], "child")
    assert not unit_named(["visit", "fee"], "pet")
    assert unit_named(["one", "dog"], "pet")


def test_through_score(tmp_path):
    base = {"type": "answerable", "expect": "answer", "query": "What would a visit cost for my two dogs?",
            "context": VET}
    good = dict(base, id="kept", response=OPEN + "- Second dog: £25\n- **Subtotal: £90**")
    bad = dict(base, id="dropped", response=OPEN + "- Both dogs: £25")
    p = tmp_path / "cases.jsonl"
    p.write_text("\n".join(json.dumps(c) for c in (good, bad)) + "\n")
    results = {r.id: r for r in score(load_cases(p))}
    assert not results["kept"].hallucinated
    assert results["dropped"].hallucinated
