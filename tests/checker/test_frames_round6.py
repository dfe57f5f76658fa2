"""Frames, round 6 (checker/frames.py): reading errors behind frame false alarms on fresh sets — where a negation's
scope ends (a condition's clause boundary, a relative clause on the subject), whose subject a flip must share, what
a table cell of none says, who a document's opening label is, what a discount is taken off, a fraction glyph's own
segment, irregular plurals as subjects, and a price for everyone given to one group. Each class is tried both ways
over generated variants: a correct neighbour that must stay clean and a wrong one (flipped, swapped) that must
still be caught."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.checker.context import index_context
from groundtest.checker.frames import check as frame_check


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


RULES = [("Glasses", "passport photos", "medical reasons", "a signed letter"),
         ("Hats", "the exam hall", "religious reasons", "a note from your tutor"),
         ("Gloves", "the clean room", "a skin condition", "a doctor's note"),
         ("Earrings", "the pool", "cultural reasons", "a waiver form")]


GROOM = [{"title": "prices.md", "text": "Full groom (bath, dry, clip, nails and ears): small dogs £38, medium £48, large £60, "
                                        "giant breeds from £75. Bath and brush only: small £25, medium £32, large £40."}]


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(["—", "–", "-", "n/a", "none"]))
def test_a_cell_of_none_gives_the_subject_nothing(none):
    """'| Giant breeds | from £75 | — |': the empty cell says giant breeds have no bath-and-brush price (as the
    context lists none), not that the full-groom line's words are bath and brush's. A price in that cell is."""
    head = "| Dog size | Full groom | Bath and brush only |\n|---|---|---|\n| Small | £38 | £25 |\n"
    assert "frame_swap" not in rules(check(head + f"| Giant breeds | from £75 | {none} |", GROOM))
    assert "frame_swap" in rules(check(head + "| Giant breeds | — | from £75 |", GROOM))


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(["SnapID", "PhotoBox", "Kwik Pix"]), st.sampled_from(["we took", "our staff took", "we printed"]))
def test_a_documents_opening_label_is_the_speaker_of_another_documents_we(name, took):
    """'SnapID Passport Photos: …' opening one document, 'Our acceptance guarantee: if HMPO rejects a photo we
    took, we retake it free within 30 days' in another: 'a photo SnapID took' names the speaker, not another
    subject. Two labels of one document stay siblings (the guarantee given to another plan is still a swap)."""
    ctx = [{"title": "prices.md", "text": f"{name} Passport Photos: a set of 4 printed photos costs £9.50."},
           {"title": "visiting.md", "text": "Walk-ins are welcome Monday to Saturday. Our acceptance guarantee: if HM Passport "
                                            f"Office rejects a photo {took}, we retake it free of charge within 30 days of the original sitting."}]
    said = f"If HM Passport Office rejects a photo {name} took, you get a free retake within 30 days of your original sitting."
    assert "frame_swap" not in rules(check(said, ctx))
    plans = [{"title": "plans.md", "text": "Basic plan: two photos, emailed. Premium plan: we retake rejected photos free "
                                           "within 30 days of the original sitting."}]
    assert "frame_swap" in rules(check("The Basic plan retakes rejected photos free within 30 days of the original sitting.", plans))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["Snooker", "Squash", "Padel"]), st.integers(min_value=6, max_value=30),
       st.sampled_from(["every hourly rate", "all hourly rates", "the hourly rate"]), st.sampled_from(["£2", "£3", "20%"]))
def test_what_a_discount_is_taken_off_is_the_bases_word(sport, price, base, off):
    """'Members receive £2 off every hourly rate': the rate is what the £2 is taken off (another figure's subject),
    so 'Evening rate (after 5pm): £P per hour' keeps its own price. The snooker price given to pool is still a
    swap."""
    late, pool = price + 3, price + 7
    ctx = [{"title": "t.md", "text": f"{sport} tables: £{price} per hour before 5pm, £{late} per hour after 5pm. "
                                     f"Pool tables: £{pool} per hour. Members receive {off} off {base}."}]
    assert "frame_swap" not in rules(check(f"- Evening rate (after 5pm): £{late} per hour\n- Member discount: {off}", ctx))
    assert "frame_swap" in rules(check(f"Pool tables: £{late} per hour", ctx))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["⅓", "½", "¼", "⅔"]), st.sampled_from([("Family", 35, 60), ("Group", 40, 50)]))
def test_a_fraction_glyph_holds_its_own_segment(glyph, card):
    """'Adults ⅓ off, children 60% off': the glyph is a figure (the value reader does not read it), so its segment
    is not the 60%'s subject; 'children' (an irregular plural) is a subject word like 'adults'. Another card's
    percentage in the children's cell is still a swap."""
    name, cost, pct = card
    ctx = [{"title": "c.md", "text": f"The {name} Card costs £{cost} a year and gives adults one third off and children {pct}% off "
                                     f"when travelling together. The Senior Card costs £30 a year and gives 20% off."}]
    head = "| Card | Annual cost | Discount |\n|---|---|---|\n"
    assert "frame_swap" not in rules(check(head + f"| {name} Card | £{cost} | Adults {glyph} off, children {pct}% off |", ctx))
    assert "frame_swap" in rules(check(head + f"| {name} Card | £{cost} | Adults {glyph} off, children 20% off |", ctx))
    assert "frame_swap" in rules(check(f"The {name} Card gives children 20% off.", ctx))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("Skate hire", "Admission"), ("Racket hire", "Entry"), ("Locker", "Admission")]),
       st.sampled_from([("Child, age 9", "children"), ("Senior, 70", "seniors"), ("Student", "students")]),
       st.integers(min_value=2, max_value=5))
def test_a_price_for_everyone_holds_for_each_group(items, who, hire):
    """'Skate hire costs £3 per session' beside 'admission is £6 for children': a row '| Child, age 9 | £6 | £3 |'
    gives the child the everyone-price (no swap), and a figure of the first cell read with the next header word
    ('9 Skate') is no value. One group's price given to another is still a swap."""
    item, entry = items
    row, group = who
    ctx = [{"title": "s.md", "text": f"{entry} is £9 for adults and £6 for {group}. {item} costs £{hire} per session."}]
    table = f"| Who | {entry} | {item} | Subtotal |\n|---|---|---|---|\n| Adult | £9 | £{hire} | £{9 + hire} |\n" \
            f"| {row} | £6 | £{hire} | £{6 + hire} |"
    assert not {"frame_swap", "frame_value"} & rules(check(table, ctx))
    # (a price stated for a group, given to another group, is still theirs: the value's own place names people)
    assert "frame_swap" in rules(check(f"{entry} for adults is £6.", ctx))
    assert "frame_swap" in rules(check(f"{entry} for {group} is £9.", ctx))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("renew", "renewals", "Renewals"), ("register", "registrations", "Registrations"),
                        ("enrol", "enrolments", "Enrolments")]),
       st.sampled_from([("1 March", "15 April", "1 May"), ("3 June", "30 June", "14 July")]))
def test_a_verb_says_what_its_derived_noun_says(forms, days):
    """'Existing subscribers renew between 1 March and 15 April' for 'Season ticket renewals open on 1 March and close
    on 15 April … New subscribers are allocated seats from 1 May': 'renew' is the frame's 'renewals' (a noun derived
    from the verb), so the subscribers' word gives the date to no other subject. New subscribers given the renewal
    date is still a swap."""
    verb, noun, _cap = forms
    opens, closes, later = days
    ctx = [{"title": "r.md", "text": f"Season ticket {noun} open on {opens} and close on {closes}, and your seats are held "
                                     f"until then. New subscribers are allocated seats from {later}."}]
    said = f"Existing subscribers {verb} between **{opens} and {closes}**, and their seats are held until then."
    assert "frame_swap" not in rules(check(said, ctx))
    assert "frame_swap" in rules(check(f"New subscribers are allocated seats from {opens}.", ctx))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("two-night", "2 nights", "3 nights"), ("one-night", "1 night", "2 nights")]),
       st.sampled_from(["won't quite work", "isn't enough", "doesn't work", "won't be accepted"]))
def test_a_value_the_claim_denies_is_given_to_no_subject(short, denial):
    """'A two-night stay won't work for that weekend' where the minimum is 2 nights, or 3 nights on bank holiday
    weekends: the claim denies the short stay of the weekend — the weekend's own rule applied, not the value given
    to it. Saying the short stay works for the weekend is still a swap."""
    word, usual, holiday = short
    ctx = [{"title": "a.md", "text": f"Huts cost £130 a night. Minimum stay is {usual}, or {holiday} on bank holiday weekends."}]
    assert "frame_swap" not in rules(check(f"Unfortunately, a {word} stay {denial} for the bank holiday weekend.", ctx))
    assert "frame_swap" in rules(check(f"A {word} stay works for the bank holiday weekend.", ctx))


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=20, max_value=90), st.sampled_from(["Deposit (20%): **£{x}**", "20% deposit = £{x}",
                                                                 "The 20% deposit would be £{x}"]))
def test_a_share_worked_out_is_no_figure_of_another_subject(area, form):
    """'Deposit (20%): £850' where 20% of the clay-tile total happens to equal the flat scaffolding £850: the figure
    is the percentage applied (the derivations judge it), not the scaffolding's figure given to the deposit. A figure
    given to another subject with no percentage worked is still a swap."""
    ctx = [{"title": "r.md", "text": "Concrete tiles: £65 per square metre. Clay tiles: £85 per square metre. "
                                     "Scaffolding is charged at a flat £850."},
           {"title": "p.md", "text": "A 20% deposit is due when you accept the quote, with the balance on completion."}]
    said = "**Clay tiles**\n- Scaffolding: £850\n- Total: £4,250\n- " + form.format(x="850")
    assert "frame_swap" not in rules(check(said, ctx))
    assert "frame_swap" in rules(check("Clay tiles cost £65 per square metre.", ctx))
    assert "frame_swap" in rules(check("Scaffolding: £65", ctx))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["cheaper", "less"]), st.sampled_from([(35, 6), (40, 7), (52, 9)]))
def test_a_difference_worked_out_gives_its_figure_to_no_subject(word, prices):
    """'That's £6 cheaper than the full kit' where nitrox fills happen to cost £6: the figure is the difference of two
    others, and what follows 'than' is the other term of the comparison (the full kit's £35), not the £6's subject.
    The wetsuit given the nitrox price is still a swap."""
    full, nitrox = prices
    ctx = [{"title": "k.md", "text": f"Full kit hire (BCD, regulator, wetsuit, mask, fins, cylinder) is £{full} per day. "
                                     f"Individual items: BCD £12, regulator £12, wetsuit £8. Nitrox fills cost £{nitrox} extra per cylinder."}]
    assert "frame_swap" not in rules(check(f"That's **£{nitrox} {word}** than the full kit.", ctx))
    assert "frame_swap" in rules(check(f"The wetsuit costs £{nitrox}.", ctx))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("Advanced Open Water", "Rescue Diver"), ("Junior Sailing", "Keelboat Skipper"),
                        ("Climbing Taster", "Lead Climbing")]),
       st.sampled_from([(12, 15), (8, 16), (10, 18)]), st.sampled_from(["bullets", "sentence"]))
def test_a_number_after_age_is_an_age_and_can_be_swapped(courses, ages, form):
    """'minimum age 12': the bare number after 'age' is an age (a count of years, as 'aged 12' and '12 years old' are
    read), so the two courses' minimum ages given to each other are a swap, and kept are clean."""
    a, b = courses
    x, y = ages
    ctx = [{"title": "courses.md", "text": f"{a}: 2 days, £329, minimum age {x}. {b}: 3 days, £379, minimum age {y}."}]

    def said(first: int, second: int) -> str:
        if form == "bullets":
            return f"### {a}\n- **Price:** £329\n- **Minimum age:** {first}\n\n### {b}\n- **Price:** £379\n- **Minimum age:** {second}"
        return f"{a} costs £329 with a minimum age of {first}; {b} costs £379 with a minimum age of {second}."
    assert not {"frame_swap", "frame_value"} & rules(check(said(x, y), ctx))
    assert "frame_swap" in rules(check(said(y, x), ctx))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("finance", "plan"), ("credit", "option"), ("instalment", "scheme")]),
       st.sampled_from([(0, 10), (0, 15), (2, 20)]), st.integers(min_value=30, max_value=90))
def test_the_noun_a_value_names_is_its_kind_not_the_rivals_subject(words_, rates, price):
    """'Topline offers 0% finance over 12 months …; A 10% deposit is required for finance plans': 'the 0% plan' names
    the value's kind, which 'for finance plans' covers — no swap. A claim giving the rival's own subject to the value
    ('a 0% deposit') is still a swap."""
    noun, kind = words_
    rate, deposit = rates
    ctx = [{"title": "f.md", "text": f"Topline offers {rate}% {noun} over 12 months on jobs over £3,000, subject to a credit check. "
                                     f"A {deposit}% deposit is required for {noun} {kind}s."}]
    said = f"For example, on a £{price * 100:,} roof on the {rate}% {kind}, the deposit would be £{price * deposit * 10:,}."
    assert "frame_swap" not in rules(check(said, ctx))
    assert "frame_swap" in rules(check(f"A {rate}% deposit is required for {noun} {kind}s.", ctx))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("mini-season", "concerts"), ("taster pack", "classes"), ("starter bundle", "lessons")]),
       st.sampled_from([(6, 8), (5, 7), (4, 9)]))
def test_a_count_the_context_never_writes_against_its_own_frames_count(thing, counts):
    """'A mini-season of any 6 concerts' and 'a mini-season lets you choose any 8 concerts', where no '8' is in the
    context at all: the count changed in its own frame is read too (not only a figure the context has elsewhere).
    The context's own count stays clean, and the user's own figure is theirs to reason with."""
    name, unit = thing
    right, wrong = counts
    chunks = [{"title": "s.md", "text": f"A full season of 12 {unit} costs £300. A {name} of any {right} {unit} costs £165 in the stalls."}]
    ctx = index_context(chunks)
    hit = frame_check(0, f"A {name} lets you choose **any {wrong} {unit}**.", ctx)
    assert hit is not None and hit.rule == "frame_value"
    assert frame_check(0, f"A {name} lets you choose **any {right} {unit}**.", ctx) is None
    asked = index_context(chunks, query=f"I want to see {wrong} {unit}. Is a {name} enough?")
    assert frame_check(0, f"A {name} covers any {right} {unit}, so for your {wrong} {unit} you'd need more.", asked) is None
