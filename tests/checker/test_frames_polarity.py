"""Frames (checker/frames.py): polarity (``frame_polarity``) — a claim restating a context clause with the other
polarity is a contradiction even when every word is in the context. Where a negation's scope ends (a condition's
clause boundary, a relative clause on the subject, an aside of examples), whose subject a flip must share (a pronoun, a
relative clause's antecedent, a name for the context's "we"), a member of a forbidden list allowed, an exclusion the
context lifts elsewhere. Each class is tried both ways over generated variants: a correct neighbour that must stay
clean and a flipped one that must still be caught."""
from __future__ import annotations
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.checker import check
from groundtest.checker.context import index_context
from groundtest.checker.frames import check as frame_check


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["at no charge", "at no extra cost", "for no additional charge", "with no fee"]),
       st.sampled_from(["Steaming and pressing", "Gift wrapping", "Parking"]))
def test_a_price_of_nothing_is_no_negation(phrase, thing):
    """'included at no charge' for 'included free of charge' keeps the polarity; 'not included' is still
    the other polarity."""
    ctx = [{"title": "terms.md", "text": f"{thing} before collection is included free of charge."}]
    assert "frame_polarity" not in rules(check(f"{thing} before you collect is **included {phrase}**.", ctx))
    assert "frame_polarity" not in rules(check(f"{thing} before you collect is included {phrase.replace('no ', '**no ')}**.", ctx))
    assert check(f"{thing} before collection is not included.", ctx).hallucination == "hallucinated"


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("LifeFlow", "pay donors"), ("The hostel", "provide towels"), ("Brightside Gym", "charge a joining fee"),
                        ("The cattery", "accept unvaccinated cats")]),
       st.sampled_from(["{s} **does** {v} a small amount for their time.", "{s} does {v}, so you are covered.",
                        "- {s} will {v} for you."]),
       st.sampled_from(["{s} does not {v}", "{s} doesn't {v}", "{s} will not {v}"]))
def test_a_negated_clause_said_whole_with_the_other_polarity(subject_verb, claim, negated):
    """'LifeFlow does not pay donors' / 'LifeFlow **does** pay donors a small amount for their time': the claim holds
    the negated clause's words whole, in order, with the other polarity; what it adds around them ('a small amount')
    does not hide the flip. The negated restatements stay clean."""
    s, v = subject_verb
    ctx = [{"title": "faq.md", "text": f"{negated.format(s=s, v=v)}, but we reimburse parking up to £5 per visit. "
                                       "Opening hours are 9am to 5pm on weekdays."}]
    bad = check(claim.format(s=s, v=v), ctx)
    assert bad.hallucination == "hallucinated"  # (with words the context lacks, "a small amount", read first)
    assert "frame_polarity" in rules(check(claim.format(s=s, v=v).replace(" a small amount for their time", "")
                                           .replace(", so you are covered", "").replace(" for you", ""), ctx))
    for good in (f"{s} does not {v}, but parking is reimbursed up to £5 per visit.",
                 f"Sadly {s} doesn't {v}; parking is reimbursed up to £5 per visit.",
                 f"{s} never {v.replace(' ', 's ', 1) if not v.startswith('pay') else 'pays ' + v[4:]}; parking is reimbursed."):
        assert "frame_polarity" not in rules(check(good, ctx))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("store", ["food", "plants", "animals", "gas bottles", "firearms"]),
                        ("bring", ["glass bottles", "drones", "dogs", "fireworks", "barbecues"])]),
       st.integers(min_value=0, max_value=4), st.sampled_from(["- **{m}:** ✅ fine to {v}.", "{m} can be {vd} here.",
                                                               "- {m}: allowed"]))
def test_a_member_of_a_forbidden_list_allowed(verb_items, k, form):
    """'You must not store food, plants, animals, gas bottles or firearms': a claim allowing one member (by its head
    word, or a compound ending in it: 'houseplants') flips the list's polarity (critical); a member the context
    allows elsewhere, or the member said not allowed, is clean."""
    verb, items = verb_items
    listed = ", ".join(items[:-1]) + " or " + items[-1]
    ctx = [{"title": "rules.md", "text": f"You must not {verb} {listed} at the site. Tyres are accepted, and household "
                                         f"furniture is allowed. Opening hours are 8am to 6pm."}]
    member = items[k]
    vd = {"store": "stored", "bring": "brought"}[verb]
    said = form.format(m=member.capitalize(), v=verb, vd=vd)
    bad = check(said, ctx)
    assert bad.hallucination == "hallucinated"
    assert "frame_polarity" in rules(check(f"- **{member.capitalize()}:** ✅ allowed.", ctx))
    assert "frame_polarity" not in rules(check("- **Tyres:** ✅ accepted.", ctx))
    assert "frame_polarity" not in rules(check(f"- **{member.capitalize()}:** ❌ not allowed.", ctx))


def test_a_compound_naming_a_listed_member():
    ctx = [{"title": "rules.md", "text": "You must not store food, plants, animals, gas bottles or firearms at StoreSafe. "
                                         "Tyres are accepted. Household furniture is allowed."}]
    query = "Can I keep a few houseplants in my unit?"
    assert "frame_polarity" in rules(check("- **Houseplants:** ✅ allowed.", ctx, query=query))
    assert "frame_polarity" not in rules(check("- **Houseplants:** ❌ not allowed.", ctx, query=query))


RULES = [("Glasses", "passport photos", "medical reasons", "a signed letter"),
         ("Hats", "the exam hall", "religious reasons", "a note from your tutor"),
         ("Gloves", "the clean room", "a skin condition", "a doctor's note"),
         ("Earrings", "the pool", "cultural reasons", "a waiver form")]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(RULES), st.sampled_from(["must not", "may not", "cannot"]))
def test_an_exception_restated_is_no_flip_and_the_rule_flipped_is(rule, modal):
    """'X must not be worn unless you cannot remove them …, in which case you need a letter': the comma that closes
    the condition closes the negation's scope, so restating the exception and its consequence keeps the polarity;
    the condition bounds the rule (its words are not what the rule says), so 'X can be worn in P' flips it."""
    thing, place, why, doc = rule
    ctx = [{"title": "rules.md", "text": f"{thing} {modal} be worn in {place} unless you cannot remove them for {why}, "
                                         f"in which case you need {doc}. Phones are never allowed."}]
    for said in (f"…**unless** you can't remove them for **{why}**, in which case you'll need **{doc}**.",
                 f"{thing} {modal} be worn in {place}, unless you can't remove them for {why}, in which case you'll need {doc}."):
        assert "frame_polarity" not in rules(check(said, ctx)), said
    for flipped in (f"{thing} can be worn in {place}.", f"{thing} may be worn in {place}."):
        assert "frame_polarity" in rules(check(flipped, ctx)), flipped


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("Tickets", "use", "donated back to the orchestra"), ("Vouchers", "redeem", "passed on to a friend"),
                        ("Seats", "fill", "released to the waiting list")]),
       st.sampled_from(["you cannot", "you can't", "that you don't"]))
def test_a_negation_in_the_subjects_relative_clause_is_the_subjects(thing, rel):
    """'Tickets you cannot use can be donated back': the negation restricts the subject, the sentence is positive —
    'you can donate the ticket back' restates it; 'tickets cannot be donated back' flips it."""
    noun, verb, done = thing
    ctx = [{"title": "x.md", "text": f"Holders can exchange one free of charge. {noun} {rel} {verb} can be {done}; "
                                     f"we do not give refunds."}]
    assert "frame_polarity" not in rules(check(f"{noun} can be {done}, but there are no refunds.", ctx))
    assert "frame_polarity" in rules(check(f"{noun} cannot be {done}.", ctx))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("VAT", "charged", "the premium", "the hammer price"),
                        ("Tax", "added", "the service fee", "the ticket price"),
                        ("Interest", "charged", "the balance", "the deposit")]),
       st.sampled_from(["Harrowgate & Finch", "Topline", "the auction house"]))
def test_a_flip_needs_the_claims_subject(case, firm):
    """'At F, VAT is not charged on the hammer price' beside 'F charges a premium of 25% of the hammer price' and 'VAT
    is charged on the premium, not on the hammer price': the subject is VAT (the noun phrase before the verb, after the
    comma), which the premium sentence does not hold — no flip of it. Dropping the 'not' is still read against the
    context's own VAT sentence."""
    tax, verb, yes, no = case
    ctx = [{"title": "p.md", "text": f"{firm} charges a buyer's premium on {no} of each lot. "
                                     f"{tax} is {verb} on {yes} at the standard rate, not on {no}."}]
    assert "frame_polarity" not in rules(check(f"At {firm}, {tax} is **not** {verb} on {no}.", ctx))
    assert "frame_polarity" in rules(check(f"{firm} does not charge a buyer's premium on {no}.", ctx))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("ticket", "Under-4s go free but still need a ticket."),
                        ("seat", "Infants travel free but still need a seat."),
                        ("bag", "Small items are free but still need a bag.")]),
       st.sampled_from(["don't need", "do not need"]))
def test_a_thing_a_value_is_stated_per_is_a_word_of_polarity(thing, denial):
    """'still need a ticket': 'ticket' is a unit a price may be stated per, which a frame leaves out — but polarity
    reads it as the thing needed, so 'don't need a ticket' flips it while 'still need a ticket' restates it."""
    noun, sentence = thing
    ctx = [{"title": "t.md", "text": f"Adults £12, children £8. {sentence} Each show lasts 40 minutes."}]
    assert "frame_polarity" in rules(check(f"They go **free**, and **{denial} a {noun}**.", ctx))
    assert "frame_polarity" not in rules(check(f"They go free, but they still need a {noun}.", ctx))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["Paws & Suds", "Happy Tails", "The Dog House"]),
       st.sampled_from([("groom dogs that are in season", "We cannot groom dogs that are in season or have active fleas."),
                        ("bath dogs with open wounds", "We cannot bath dogs with open wounds or stitches.")]))
def test_a_name_for_the_contexts_we_is_its_speaker(name, rule):
    """'Paws & Suds can groom dogs that are in season' for 'We cannot groom dogs that are in season': the claim names
    the speaker the context calls 'we' (a name the context never writes), so the claim flips the rule; the rule
    restated with the name stays clean."""
    act, sentence = rule
    ctx = index_context([{"title": "health.md", "text": f"All dogs must be fully vaccinated. {sentence} "
                                                        "Flea treatment is charged at £15."}])
    hit = frame_check(0, f"{name} **can** {act}, as long as they have no fleas.", ctx)
    assert hit is not None and hit.rule == "frame_polarity"
    assert frame_check(0, f"{name} cannot {act}.", ctx) is None


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("Snub-nosed breeds", "pugs and French bulldogs", "accepted on summer flights"),
                        ("Large dogs", "mastiffs and great danes", "allowed in the cabin"),
                        ("Exotic pets", "snakes and lizards", "accepted on long-haul flights")]),
       st.sampled_from(["such as", "e.g.", "including"]))
def test_an_aside_of_examples_parts_no_clause(rule, lead):
    """'Snub-nosed breeds (such as pugs and French bulldogs) are only accepted on summer flights' for '… are not
    accepted on summer flights': the bracketed examples are an aside of the subject, which stays with its verb, so
    the claim flips the rule; restating it with the aside stays clean."""
    subject, examples, done = rule
    ctx = [{"title": "w.md", "text": f"We never sedate pets. {subject} such as {examples} are not {done} between June and August."}]
    assert "frame_polarity" in rules(check(f"- **{subject}** ({lead} {examples}) **are only {done}** between June and August.", ctx))
    assert "frame_polarity" not in rules(check(f"- **{subject}** ({lead} {examples}) **are not {done}** between June and August.", ctx))


# (thing, figure, verb, group, extra): "There is a one-off {thing} of {figure}, which is {verb} for {group} …"
WAIVED = [("joining fee", "£25", "waived", "students", "with a valid student card"),
          ("booking fee", "£4", "refunded", "members", "who cancel in time"),
          ("registration charge", "€30", "waived", "pensioners", "with a bus pass"),
          ("cleaning deposit", "$50", "returned", "tenants", "who leave the flat clean")]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(WAIVED), st.sampled_from(["Unfortunately this", "This", "It"]))
def test_a_relative_clause_keeps_its_antecedent_and_a_pronoun_its_subject(row, opener):
    """Class: a non-restrictive relative clause ("a fee of £25, which is waived for students") says its verb of the
    noun phrase before the comma, and a claim whose subject is "this"/"it" says its verb of the subject of the
    sentence before it. Both operands were lost: the context part had no subject, the claim part only two words.
    The same polarity must stay clean; the other polarity must be caught."""
    thing, figure, verb, group, extra = row
    ctx = [{"title": "terms.md", "text": f"Membership costs {figure} a month. There is a one-off {thing} of {figure}, "
                                         f"which is {verb} for {group} {extra}. Drivers must be at least 21."}]
    lead = f"The one-off **{thing} is {figure}**."
    same = f"{lead} {opener} is {verb} for {group} {extra}."
    flipped = f"{lead} {opener} isn't {verb} for {group}, so you'll pay it when you sign up."
    assert "frame_polarity" not in rules(check(same, ctx)), same
    assert "frame_polarity" in rules(check(flipped, ctx)), flipped
    # the subject named in full flips too (the context's relative clause alone carries the operand)
    assert "frame_polarity" in rules(check(f"The {thing} is not {verb} for {group}.", ctx))
    assert "frame_polarity" not in rules(check(f"The {thing} is {verb} for {group}.", ctx))


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(WAIVED))
def test_a_pronoun_after_a_sentence_of_another_subject_is_not_given_it(row):
    """'it' stands for the sentence before's subject only: a person ("You must …") or an empty "there" is no
    antecedent, so a pleasantry after them is not read as a flip."""
    thing, figure, verb, group, extra = row
    ctx = [{"title": "terms.md", "text": f"There is a one-off {thing} of {figure}, which is {verb} for {group} {extra}."}]
    said = f"You must bring your card. It is {verb} for {group} {extra}, which is great."
    assert "frame_polarity" not in rules(check(said, ctx)), said


# (subject, verb, prep, kept, excluded): "{subject} {verb} only {prep} {kept}, not {prep} {excluded}."
EXCLUDED = [("The optional damage waiver", "covers", "", "accidental damage", "theft"),
            ("Items you pack yourself", "are covered", "for", "total loss", "breakage"),
            ("The travel pass", "is valid", "on", "weekday buses", "night trams"),
            ("Photography without flash", "is permitted", "in", "the permanent galleries", "the aquarium"),
            ("The student discount", "applies", "to", "evening classes", "private lessons")]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(EXCLUDED), st.sampled_from([" but not", ", not"]), st.sampled_from(["only ", ""]))
def test_an_elliptic_exclusion_is_flipped_when_the_excluded_thing_is_joined_to_the_verb(row, joint, only):
    """Class: an exclusion by ellipsis ('covers accidental damage but not theft', 'covered only for total loss, not
    for breakage'): the negated part has no words but the excluded thing, so a claim that joins that thing to the
    same verb and the kept thing ('covers accidental damage and also theft', 'covered for breakage as well as total
    loss') was read as no flip. Restating the exclusion, the kept thing alone, or the excluded thing in a clause of
    its own stays clean."""
    subject, verb, prep, kept, out = row
    p = f"{prep} " if prep else ""
    ctx = [{"title": "policy.md", "text": f"Prices start at £12 a day. {subject} {verb} {only}{p}{kept}{joint} {p}{out}. "
                                          f"Claims must be made within 7 days."}]
    clean = [f"{subject} {verb} {p}{kept} {joint.strip(', ')} {p}{out}.",
             f"{subject} {verb} {p}{kept}.",
             f"{subject} {verb} {p}{kept}, and {out} must be reported within 7 days."]
    for said in clean:
        assert "frame_polarity" not in rules(check(said, ctx)), said
    for wrong in (f"{subject} {verb} {p}**{kept}** and also {p}**{out}**.",
                  f"{subject} {verb} {p}{out} as well as {p}{kept}."):
        assert "frame_polarity" in rules(check(wrong, ctx)), wrong


def test_an_exclusion_the_context_lifts_elsewhere_is_no_flip():
    """The excluded thing said positively with the same verb elsewhere in the context (an add-on that covers it)
    is no exclusion to flip."""
    ctx = [{"title": "waiver.md", "text": "The basic waiver covers accidental damage but not theft. "
                                          "The premium waiver covers theft for an extra £2 a day."}]
    assert "frame_polarity" not in rules(check("The premium waiver covers accidental damage and also theft.", ctx))
