"""Frames (checker/frames.py, :func:`_predicate_flip`): permission and requirement read as a frame — a subject, a
predicate, a polarity. The predicate is a modal passive ("can be posted" / "cannot be posted", "may not be
transferred"), or a one-word permission or requirement after a copula ("are not allowed" / "are fine", "is compulsory"
/ "is optional"). A claim that says the context's predicate of the context's subject with the other polarity is a
contradiction (``frame_polarity``), however the subject is named: its own words, a compound of them ("your merchandise
bundle"), a pronoun after a sentence that names it ("… It can be posted"), after a fronted condition ("If you miss the
desk, it can be posted"), or a kind the predicate is said of by "including" ("skates are fine, including ones with the
brake pads removed"). The same polarity in other words, the predicate of another group ("optional for adults" beside
"compulsory for under-12s"), and a context predicate with an exception or a bound ("unless the show is cancelled",
"after 1 May") stay free of the rule."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest import check

THINGS = [("Merchandise", "merchandise bundle"), ("Gift vouchers", "gift voucher"), ("Season tickets", "season ticket"),
          ("Hire bikes", "hire bike"), ("Locker keys", "locker key")]
VERBS = ["posted", "refunded", "transferred", "exchanged", "reserved"]
NO = ["cannot", "can't", "may not"]
YES = ["can", "may", "can also"]


def polar(v) -> bool:
    return any(f.rule == "frame_polarity" and f.severity == "critical" for f in v.findings)


def predicate_flip(v) -> bool:
    """A finding of :func:`_predicate_flip` itself (its note)."""
    return any(f.rule == "frame_polarity" and f.notes.startswith("the context says the other polarity") for f in v.findings)


def flipped(v) -> bool:
    """A critical finding of the frames' polarity or of a requirement made advice (``frame_qualifier``, the modality
    rule that reads "compulsory" / "optional" first when the two sentences are alike word for word)."""
    return any(f.rule in ("frame_polarity", "frame_qualifier") and f.severity == "critical" for f in v.findings)


def _ctx(text: str) -> list[dict]:
    return [{"title": "terms.md", "text": f"{text} The desk opens 2 hours before doors. Payment is by card."}]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(THINGS), st.sampled_from(VERBS), st.sampled_from(NO), st.sampled_from(YES), st.booleans())
def test_a_modal_passive_said_with_the_other_polarity_is_a_flip(thing, verb, no, yes, context_says_no):
    plural, compound = thing
    ctx_word, flip, same = (no, yes, "can't") if context_says_no else (yes, "cannot", "can")
    ctx = _ctx(f"{plural} {ctx_word} be {verb}.")
    wrong = [f"{plural} {flip} be {verb}.",
             f"Your {compound} is kept at the desk. It {flip} be {verb}.",
             f"Your {compound} is kept at the desk. If you ask at the desk, it {flip} be {verb}."]
    right = [f"{plural} {same} be {verb}.",
             f"Your {compound} is kept at the desk. It {same} be {verb}.",
             f"The desk opens 2 hours before doors, and {plural.lower()} {same} be {verb}."]
    for w in wrong:
        assert polar(check(w, ctx)), (w, ctx)
    for r in right:
        assert not polar(check(r, ctx)), (r, ctx)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(THINGS), st.sampled_from(VERBS), st.sampled_from([
    ("unless the show is cancelled", "if the show is cancelled"), ("after 1 May", "before 1 May"),
    ("unless you pay the postage fee", "if you pay the postage fee"), ("once the event has started", "before the event has started")]))
def test_an_exception_or_a_bound_on_the_contexts_predicate_is_kept_by_its_complement(thing, verb, qualifiers):
    plural, _ = thing
    theirs, mine = qualifiers
    ctx = _ctx(f"{plural} cannot be {verb} {theirs}.")
    assert not polar(check(f"{plural} can be {verb} {mine}.", ctx)), (ctx, mine)


PEOPLE = [("under-12s", "adults"), ("under-16s", "adults"), ("juniors", "seniors")]
ITEMS = ["Helmets", "Wrist guards", "Life jackets"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(ITEMS), st.sampled_from(PEOPLE), st.sampled_from(["optional", "not required", "not compulsory"]),
       st.sampled_from(["compulsory", "required", "mandatory"]))
def test_a_requirement_said_optional_for_its_own_group_is_a_flip(item, people, optional, required):
    group, other = people
    ctx = _ctx(f"{item} are compulsory for {group}, and we lend them free of charge.")
    tail = ", and we lend them free of charge. The desk opens 2 hours before doors."
    assert flipped(check(f"{item} are {optional} for {group}{tail}", ctx))
    assert not flipped(check(f"{item} are {required} for {group}{tail}", ctx))
    # (another group: no flip of the predicate frame's; whether it is supported at all is the other rules')
    assert not predicate_flip(check(f"{item} are {optional} for {other}{tail}", ctx))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["not allowed", "prohibited", "not permitted", "banned"]),
       st.sampled_from(["fine", "allowed", "welcome", "permitted"]), st.booleans())
def test_a_prohibition_said_allowed_of_the_kind_it_names_is_a_flip(no, ok, including):
    ctx = _ctx(f"Outdoor skates must be wiped down at the entrance, and inline skates with their brake pads removed are {no} "
               "on the rink.")
    more = " The desk opens 2 hours before doors."
    wrong = ("Inline skates are {ok} to bring, including ones with the brake pads removed." if including
             else "Inline skates with the brake pads removed are {ok} on the rink.").format(ok=ok)
    assert polar(check(wrong + more, ctx)), wrong
    # the kind the context keeps out, said not allowed; skates in general, said allowed: no flip of the predicate frame
    assert not polar(check("Inline skates with the brake pads removed are not allowed on the rink." + more, ctx))
    assert not predicate_flip(check(f"Inline skates are {ok} on the rink." + more, ctx))


def test_the_issue_case():
    ctx = [{"title": "vip-terms.md", "text": "Merchandise is collected at the VIP desk on the night and cannot be posted. "
                                             "The VIP desk opens 2 hours before doors. If the show is cancelled, packages are refunded."}]
    bad = ("- Your **exclusive merchandise bundle** is normally collected at the **VIP desk on the night**.\n"
           "- If you can't make it to the desk, it can be posted to you after the show instead.")
    good = ("- Your **exclusive merchandise bundle** is collected at the **VIP desk on the night**.\n"
            "- It can't be posted, so if you're arriving late, the VIP desk opens 2 hours before doors.")
    assert polar(check(bad, ctx)) and check(bad, ctx).hallucination == "hallucinated"
    assert not polar(check(good, ctx))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Dogs", "Bikes", "Prams"]), st.sampled_from([("on court", "on the clubhouse terrace"),
                                                                      ("in the pool hall", "in the café"),
                                                                      ("inside the gallery", "in the garden")]))
def test_a_thing_allowed_in_one_place_and_not_another_is_told_by_the_place(thing, places):
    no, yes = places
    ctx = _ctx(f"{thing} are not allowed {no}, but {thing.lower()} on leads are welcome {yes}.")
    more = " The desk opens 2 hours before doors."
    assert not predicate_flip(check(f"The area {yes}, where {thing.lower()} on leads are welcome ({thing.lower()} aren't "
                                    f"allowed {no}).{more}", ctx))
    assert polar(check(f"{thing} are allowed {no}.{more}", ctx))


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(VERBS), st.sampled_from(["7-day", "28-day", "1-month"]))
def test_a_subject_told_by_its_figure_is_another_subject(verb, kind):
    ctx = _ctx(f"Annual passes can be {verb} pro-rata, minus a £5 admin fee. Day tickets and {kind} passes cannot be {verb}.")
    more = " The desk opens 2 hours before doors."
    assert not predicate_flip(check(f"Annual passes can be {verb} pro-rata, minus a £5 admin fee.{more}", ctx))
    assert predicate_flip(check(f"{kind.capitalize()} passes can be {verb}.{more}", ctx))
