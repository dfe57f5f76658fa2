"""Frames (checker/frames.py): a value's qualifier (``frame_qualifier``) — a floor or a limit ("from £12",
"up to 30 days ahead", "at least 21"), a deduction, a case the context restricts a value to. A claim that restates or
explains the context's qualifier in its own words stays clean; a bound turned the other way, a floor stated as the
price, a qualifier dropped or given to another case is still caught. Each class both ways over generated variants."""
from __future__ import annotations
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.checker import check
from groundtest.checker.context import index_context
from groundtest.checker.frames import check as frame_check


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=5, max_value=90), st.sampled_from(["تبدأ **من {v}**", "**تبدأ من {v}**", "تبدأ من **{v}**",
                                                              "*تبدأ* من {v}", "تبدأ __من {v}__"]))
def test_an_arabic_starting_price_keeps_its_bound_through_emphasis(price, form):
    """'تبدأ **من 12 دينارًا**' keeps the context's 'starting from' whatever the emphasis marks; the
    bare price is still the starting price read as the price."""
    ctx = [{"title": "shipping.md", "text": f"الشحن الدولي عبر أرامكس يبدأ من {str(price).translate(AR_DIGITS)} دينارًا ويستغرق من ٥ إلى ١٠ أيام عمل."}]
    kept = check("- **التكلفة:** " + form.format(v=f"{price} دينارًا") + "، وقد تكون الكلفة أعلى.", ctx)
    assert "frame_qualifier" not in rules(kept), kept
    assert "frame_qualifier" in rules(check(f"تكلفة الشحن الدولي عبر أرامكس {price} دينارًا.", ctx))


PRICES = st.integers(min_value=3, max_value=400)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["cake", "portrait", "website", "bouquet"]), PRICES,
       st.sampled_from(['The "from" matters: £{p} is the starting point, and the final price depends on the design.',
                        "£{p} is the starting price for a small {t}; the final price depends on the design.",
                        "A small {t} is £{p} or more, depending on the design.",
                        "The minimum for a small {t} is £{p}."]))
def test_a_floor_said_in_words_of_the_claims_own(thing, price, said):
    """A claim that says in its own words that the value is a lower bound (or names the qualifier it explains)
    keeps the qualifier; the bare price for the thing drops it."""
    ctx = [{"title": "prices.md", "text": f"Prices start from £{price} for a small {thing}; the final price depends on "
                                          "the design. A 50% deposit is due at booking."}]
    assert "frame_qualifier" not in rules(check(said.format(p=price, t=thing), ctx))
    bad = check(f"A small {thing} costs £{price}.", ctx)
    assert bad.hallucination == "hallucinated" and "frame_qualifier" in rules(bad)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("The last booster must have been given", "arrival"), ("The course must be booked", "the start date"),
                        ("Your passport must be valid", "travel")]),
       st.sampled_from([(14, "days"), (3, "weeks"), (48, "hours")]),
       st.sampled_from(["at least {n} {u} before {e}", "{n} {u} or more before {e}", "a minimum of {n} {u} before {e}"]),
       st.sampled_from(["within {n} {u} of {e}", "no more than {n} {u} before {e}", "at most {n} {u} before {e}"]))
def test_a_limit_bounded_the_other_way(rule, span, stated, flipped):
    """A limit's direction is part of its frame: 'within 14 days of arrival' for 'at least 14 days before arrival' is
    the other bound on the same requirement (critical); the same bound in other words is clean; the other side of
    a threshold ('with less than 48 hours' notice …') states another case, not the rule flipped."""
    subject, event = rule
    n, u = span
    ctx = [{"title": "rules.md", "text": f"{subject} at least {n} {u} before {event}. Bookings made more than {n} {u} "
                                         f"before {event} get the deposit back in full; within {n} {u} the deposit is kept."}]
    assert "frame_qualifier" not in rules(check(f"{subject} {stated.format(n=n, u=u, e=event)}.", ctx))
    bad = check(f"{subject} {flipped.format(n=n, u=u, e=event)}.", ctx)
    assert bad.hallucination == "hallucinated" and "frame_qualifier" in rules(bad)
    assert "frame_qualifier" not in rules(check(f"Within {n} {u} of {event} the deposit is kept.", ctx))
    assert "frame_qualifier" not in rules(check(f"With less than {n} {u} before {event}, the deposit is kept.", ctx))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("Flexi fares", "refunded in full"), ("Annual passes", "refunded in full"),
                        ("Unused lessons", "credited to your account")]),
       st.sampled_from(["minus a £{n} admin charge", "less a £{n} handling fee", "after deducting a £{n} fee"]),
       st.integers(min_value=2, max_value=40), st.sampled_from(["sentence", "bullet"]))
def test_a_deduction_dropped_from_the_clause_it_belongs_to(subject_verb, deduction, fee, place):
    """'refunded in full up to 24 hours before departure, minus a £3 admin charge': a claim restating the clause
    without the deduction, which the answer names nowhere, gives another amount (critical); the clause with its
    deduction, or the deduction named in another sentence of the answer, is clean."""
    subject, verb = subject_verb
    cut = deduction.format(n=fee)
    ctx = [{"title": "terms.md", "text": f"Standard fares are non-refundable; {subject.lower()} can be {verb} up to 24 hours "
                                         f"before departure, {cut}. Changes cost £{fee + 50}."}]
    lead = "- " if place == "bullet" else ""
    bad = check(f"{lead}{subject} can be {verb} up to 24 hours before departure.", ctx)
    assert bad.hallucination == "hallucinated" and "frame_qualifier" in rules(bad)
    assert "frame_qualifier" not in rules(check(f"{lead}{subject} can be {verb} up to 24 hours before departure, {cut}.", ctx))
    assert "frame_qualifier" not in rules(check(f"{lead}{subject} can be {verb} up to 24 hours before departure.\n\n"
                                                f"{lead}Remember that £{fee} is kept as a charge.", ctx))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("Silver", "Gold"), ("Standard", "Premium"), ("Off-peak", "Anytime")]),
       st.sampled_from([(7, 14), (3, 10), (5, 21)]), st.sampled_from(["ahead", "in advance"]))
def test_up_to_n_ahead_keeps_its_bound_in_a_table_and_a_booking_window_is_a_maximum(tiers, days, ahead):
    """'book up to 7 days ahead': a booking window, at most 7 days ahead (a deadline, 'cancel up to 48 hours before',
    is at least 48 hours ahead); '| Book ahead | Up to 7 days |' says the same words with the event word moved to
    the header. 'At least 7 days ahead' bounds it the other way."""
    a, b = tiers
    x, y = days
    ctx = [{"title": "m.md", "text": f"{a} membership: £40 a year, book up to {x} days {ahead}. {b} membership: £95 a year, "
                                     f"book up to {y} days {ahead}. Cancel free of charge up to 48 hours before your session."}]
    table = f"| | {a} | {b} |\n|---|---|---|\n| Book {ahead} | Up to {x} days | Up to {y} days |"
    assert "frame_qualifier" not in rules(check(table, ctx))
    assert "frame_qualifier" not in rules(check(f"{a} members can book no more than {x} days {ahead}.", ctx))
    assert "frame_qualifier" in rules(check(f"{a} members can book at least {x} days {ahead}.", ctx))
    assert "frame_qualifier" not in rules(check("You can cancel free at least 48 hours before your session.", ctx))
    assert "frame_qualifier" in rules(check("You can cancel free within 48 hours of your session.", ctx))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("Memberships can be paused for up to 3 months", "for medical reasons only",
                         ["including if you're relocating", "even if you're moving abroad", "also for holidays abroad"]),
                        ("Lessons can be rescheduled once", "for illness only",
                         ["including if you're travelling", "even when the weather turns", "for any reason at all"])]),
       st.integers(min_value=0, max_value=2))
def test_a_case_the_context_restricts_to_dropped_and_another_added(rule, k):
    """'paused for up to 3 months for medical reasons only': the claim that drops the restricted case and adds another
    ('including if you're relocating') widens it; the claim that keeps 'for medical reasons', or adds a discourse
    'also' ('it's also worth knowing …'), does not."""
    said, only, wider = rule
    ctx = index_context([{"title": "terms.md", "text": f"Memberships are non-refundable once activated. {said} {only}."}])
    hit = frame_check(0, f"{said}, {wider[k]}.", ctx)
    assert hit is not None and hit.rule == "frame_qualifier"
    assert frame_check(0, f"{said} {only.replace(' only', '')}, and only then.", ctx) is None
    assert frame_check(0, f"It's also worth knowing that {said[0].lower() + said[1:]} {only}.", ctx) is None


# (thing, kept group, other group): "Membership includes {thing} for {kept} members only."
GROUPS = [("ECF Silver membership", "adult", "junior"),
          ("free towel hire", "senior", "student"),
          ("a locker", "adult", "child"),
          ("the newsletter", "student", "pensioner")]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(GROUPS), st.sampled_from(["Since {o} membership includes {t}, you won't need to pay for it separately.",
                                                 "{O} membership includes {t}.",
                                                 "Because {o} membership includes {t}, there's nothing more to pay."]))
def test_a_restriction_to_one_group_given_to_another(row, wrong):
    """Class: the context gives a thing to one group only ('for adult members only') and the claim gives it to
    another group the context names ('junior membership includes ECF Silver'), also as the reason clause of a
    sentence whose main clause is negated ('Since …, you won't need …': the reason is a claim of its own).
    The kept group, or the restriction restated, stays clean."""
    thing, kept, other = row
    ctx = [{"title": "membership.md", "text": f"Adult membership is £45 a year; {other}s pay £20 a year. "
                                              f"Membership includes {thing} for {kept} members only."}]
    said = wrong.format(o=other, O=other.capitalize(), t=thing)
    index = index_context(ctx)

    def rule(text):
        found = frame_check(0, text, index)
        return found.rule if found is not None else None

    assert rule(said) == "frame_qualifier", said
    for fine in (f"{kept.capitalize()} membership includes {thing}.",
                 f"Membership includes {thing} for {kept} members only, so as a {other} you won't get it.",
                 f"Since {kept} membership includes {thing}, you won't need to pay for it separately.",
                 f"{other.capitalize()}s pay £20 a year."):
        assert rule(fine) is None, fine
