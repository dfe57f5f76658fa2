"""Frames (checker/frames.py): a value given to another subject (``frame_swap``, ``frame_value``) — what a frame's
subject is (a table row's subject cell, a list item's words before an aside, an irregular plural, a document's opening
label, the noun a value names), when a figure is no rival's (the user's own, a share or a difference worked out, a
value the claim denies, a cell of none), and when two frames are the same relation. Each class is tried both ways over
generated variants: a clean answer that must stay clean and a swapped neighbour that must still be caught."""
from __future__ import annotations
import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.checker import check
from groundtest.checker.context import index_context
from groundtest.checker.frames import check as frame_check


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("men", "women", "man", "woman")]),
       st.lists(st.integers(min_value=2, max_value=30), min_size=2, max_size=2, unique=True))
def test_an_irregular_plural_is_its_singular(nouns, weeks):
    """'as a woman … every 16 weeks' for 'men every 12 weeks and women every 16 weeks' is the women's
    interval; the women's figure for the men is still a swap. (Left: the men's figure said of a woman
    is read as hers, because her word is in the sentence that states it, gapped.)"""
    one_pl, other_pl, one, other = nouns
    a, b = weeks
    ctx = [{"title": "intervals.md", "text": f"{one_pl.capitalize()} can give blood every {a} weeks and {other_pl} every {b} weeks."}]
    assert "frame_swap" not in rules(check(f"As a {other}, you can give blood every {b} weeks.", ctx))
    assert check(f"{one_pl.capitalize()} can give blood every {b} weeks.", ctx).hallucination == "hallucinated"


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("basic", "premium"), ("simple", "traditional"), ("standard", "deluxe")]),
       st.sampled_from(["which adds a private room and one extra visit", "with a private room and one extra visit",
                        "including a private room and one extra visit"]),
       st.lists(st.integers(min_value=100, max_value=5000), min_size=2, max_size=2, unique=True))
def test_a_subject_before_an_aside_owns_the_value_after_it(kinds, aside, prices):
    """'A premium package, which adds …, costs £4,800': the premium package's price, not the aside's
    alone; the basic package's price for the premium one is still a swap."""
    one, two = kinds
    a, b = prices
    ctx = [{"title": "packages.md", "text": f"A {one} package costs £{a}. A {two} package, {aside}, costs £{b}."}]
    assert "frame_swap" not in rules(check(f"**{two.capitalize()} package — £{b}**", ctx))
    assert check(f"The {two} package costs £{a}.", ctx).hallucination == "hallucinated"


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("6pm", "5pm"), ("7pm", "5pm"), ("6pm", "4pm")]),
       st.sampled_from(["an hour after riders finish", "after the riders finish for the day", "later than riders work"]))
def test_the_users_figure_placed_against_the_contexts_is_no_swap(times, relation):
    """The user's '6pm' set against the riders' hours ('a 6pm collection would be after riders finish') is
    reasoning, not the riders' time; the riders said to finish at the user's time is still a swap."""
    asked, _ = times
    ctx = [{"title": "hours.md", "text": "Riders operate Monday to Friday 7am to 8pm and Saturday 9am to 5pm. "
            f"Same-day bookings must be placed by {asked} on weekdays."}]
    query = f"Can you collect a parcel at {asked} this Saturday?"
    clean = check(f"A {asked} collection would be {relation}, so it falls outside the Saturday hours.", ctx, query=query)
    assert "frame_swap" not in rules(clean)
    assert check(f"On Saturday riders operate 9am to {asked}.", ctx, query=query).hallucination == "hallucinated"


AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=1, max_value=9), st.integers(min_value=100, max_value=900).filter(lambda n: n % 10),
       st.integers(min_value=11, max_value=40))
def test_an_arabic_decimal_is_one_figure(whole, frac, free):
    """'٠٫٧٥٠ دينار' is one figure (0.750), not '0' and '750': a claim restating each fee with the
    free-delivery threshold keeps them; the threshold said of the fee is still another value."""
    fee = f"{whole}.{frac}"
    ar = fee.translate(AR_DIGITS).replace(".", "٫")
    ctx = [{"title": "delivery.md", "text": f"خدمة التوصيل: رسوم التوصيل {ar} دينار كويتي داخل محافظتي العاصمة وحولي، "
            f"و{ar}٠ دينار لباقي المحافظات. التوصيل مجاني للطلبات التي تزيد قيمتها على {str(free).translate(AR_DIGITS)} دنانير."}]
    kept = check(f"**الرسوم:** {fee} دينار في العاصمة وحولي، و{fee}0 دينار لبقية المحافظات، ومجانًا إذا تجاوز الطلب {free} دنانير.", ctx)
    assert "frame_value" not in rules(kept), kept


@pytest.mark.parametrize("fraction", ["الربع", "النصف"])
def test_a_fraction_before_a_period_adjective_is_no_anchor(fraction):
    """'الاشتراك الربع سنوي' is the quarterly subscription, not the figure 'a quarter' to tie a price to."""
    ctx = [{"title": "prices.md", "text": f"الاشتراك الشهري ٣٥٠ ريالًا، والاشتراك {fraction} سنوي ٩٠٠ ريال. "
            "الحصص الجماعية مشمولة في الاشتراك السنوي فقط، وسعر الحصة الواحدة لغيرهم ٤٠ ريالًا."}]
    v = check(f"أما إن اخترت الشهري أو {fraction} سنوي فتدفع 40 ريالًا عن كل حصة.", ctx)
    assert "frame_value" not in rules(v), v


PRICES = st.integers(min_value=3, max_value=400)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Cases", "Boxes", "Parcels"]), st.sampled_from([(8, 4), (6, 3), (10, 5)]), PRICES)
def test_a_rows_subject_cell_is_told_by_its_own_words(noun, weeks, price):
    """A table row's first cell is its subject: another column's header ('Cases per year') describes that column's
    value, not the subject's ('Every 4 weeks'), so it cannot make the subject another's. A value in a cell is still
    read with the row's subject: the wrong figure for a row is a swap."""
    usual, other = weeks
    ctx = [{"title": "plans.md", "text": f"{noun} arrive every {usual} weeks by default, and you can switch to every {other} "
                                         f"weeks. Each delivery costs £{price}."}]
    table = (f"| Frequency | {noun} per year | Yearly cost |\n|---|---|---|\n"
             f"| Every {usual} weeks | {52 // usual} | £{price * (52 // usual)} |\n"
             f"| Every {other} weeks | {52 // other} | £{price * (52 // other)} |")
    assert "frame_swap" not in rules(check(table, ctx))


def test_a_rows_cell_keeps_the_rows_subject():
    ctx = [{"title": "warranty.md", "text": "Solar panels carry a 25-year performance warranty. Inverters carry a 10-year "
                                            "manufacturer warranty. Our installation workmanship is guaranteed for 5 years."}]
    good = "| Component | Warranty | Source |\n|---|---|---|\n| Inverter | 10 years | warranty.md |\n| Installation workmanship | 5 years | warranty.md |"
    bad = "| Component | Warranty | Source |\n|---|---|---|\n| Inverter | 10 years | warranty.md |\n| Installation workmanship | 10 years | warranty.md |"
    assert check(good, ctx).hallucination != "hallucinated"
    assert check(bad, ctx).hallucination == "hallucinated"


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("Full", "7-day"), ("Standard", "7-day")]), st.sampled_from([("5-day", "Monday to Friday"),
                                                                                      ("3-day", "Friday to Sunday")]),
       st.sampled_from(["Intermediate", "Junior", "Country"]))
def test_a_figure_modifying_a_list_items_subject_before_an_aside(first, second, third):
    """'5-day membership (Monday to Friday) £1,050; Intermediate (ages 18 to 29) £690': the words before the aside
    are the value's subject even when a figure of another kind ('5-day') modifies them; a ';' ends the item, so the
    next item's words are not its. The two prices given their right subjects stay clean; swapped, they are caught."""
    a, a_days = first
    b_days, b_span = second
    ctx = [{"title": "fees.md", "text": f"Annual subscriptions: {a} {a_days} membership £1,450; {b_days} membership "
                                        f"({b_span}) £1,050; {third} (ages 18 to 29) £690; Junior (under 18) £150."}]
    assert check(f"Once you turn 30 you'd fall outside the {third} band, and the next options would be {a} (£1,450) or "
                 f"{b_days} (£1,050) membership.", ctx).hallucination != "hallucinated"
    assert check(f"The {b_days} membership is £1,050 a year.", ctx).hallucination != "hallucinated"
    assert check(f"The {third} rate is £1,050 a year.", ctx).hallucination == "hallucinated"
    assert check(f"{b_days} membership is £690 a year.", ctx).hallucination == "hallucinated"


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([(1000, 250, 15), (500, 100, 9), (1200, 300, 20)]), st.sampled_from(["down", "lowers it"]))
def test_a_change_from_one_figure_to_another(figures, verb):
    """'brings your excess down from £1,000 to £250' joins two statements of the context (the excess, and the
    cover that reduces it to £250): the cover's words belong to the £250 end, not to the £1,000. A range within one
    statement ('from 7:30am to 11am') is one relation and is still read for swaps (test_frames)."""
    high, low, fee = figures
    ctx = [{"title": "cover.md", "text": f"Basic insurance is included, with an excess of £{high:,}. You can reduce the excess "
                                         f"to £{low} by adding Excess Cover for £{fee} per day."}]
    phrase = "down from" if verb == "down" else "lowers it from"
    said = f"### Adding Excess Cover\n- Excess Cover is £{fee} per day.\n- It brings your excess {phrase} £{high:,} to £{low}." \
        if verb == "down" else f"### Adding Excess Cover\n- Excess Cover is £{fee} per day.\n- It {phrase} £{high:,} to £{low}."
    assert "frame_swap" not in rules(check(said, ctx))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("homes", "bedrooms"), ("groups", "people"), ("boats", "metres"), ("orders", "items")]),
       st.sampled_from([(120, 150), (45, 60), (300, 420)]), st.sampled_from([(3, 4), (5, 6), (10, 11)]),
       st.sampled_from(["{who} with up to {n} {what} pay £{p}.", "For {who} with up to {n} {what}, the price is £{p}.",
                        "- Up to {n} {what}: £{p}"]))
def test_a_price_given_the_other_conditions_partner(nouns, prices, counts, form):
    """'£120 for homes with up to 3 bedrooms and £150 for homes with 4 or more bedrooms': a claim pairing the
    3 with £150 gives the price the other condition's partner (critical); the right pairs stay clean, and a claim
    whose two figures the context states together is no swap."""
    who, what = nouns
    low, high = prices
    small, big = counts
    ctx = [{"title": "prices.md", "text": f"An assessment costs £{low} for {who} with up to {small} {what} and £{high} for {who} "
                                          f"with {big} or more {what}. The visit takes 60 to 90 minutes."}]
    assert check(form.format(who=who.capitalize(), n=small, what=what, p=low), ctx).hallucination != "hallucinated"
    bad = check(form.format(who=who.capitalize(), n=small, what=what, p=high), ctx)
    assert bad.hallucination == "hallucinated" and "frame_swap" in rules(bad)
    assert check(f"{who.capitalize()} with {big} or more {what} pay £{high}.", ctx).hallucination != "hallucinated"
    assert "frame_swap" not in rules(check(f"The £{low} visit takes 60 to 90 minutes.", ctx))


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
