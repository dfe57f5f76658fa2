"""Threshold reasoning (checker/thresholds.py): a verdict about the user's own figure (from the
question) against the limit the context binds to the thing the sentence names. Each class is
generated with different words, figures and units, right conclusions (clean) and wrong neighbours
(flagged): a figure short of the limit, a limit of another subject, the other polarity."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.checker.thresholds import contradicted

_DAYS = {"days": 1, "weeks": 7, "months": 30.4375}
_THINGS = [("piano", "moved", "move", "tuned", "settle", "settled"),
           ("floor", "sanded", "sanding", "oiled", "dry", "dried"),
           ("tattoo", "done", "session", "touched up", "heal", "healed")]


@settings(max_examples=150, deadline=None)
@given(n=st.integers(1, 6), unit=st.sampled_from(sorted(_DAYS)), x=st.integers(2, 60), xunit=st.sampled_from(["days", "weeks"]),
       thing=st.sampled_from(_THINGS), tail=st.sampled_from(["booking for tomorrow should be fine",
                                                             "you can go ahead and book it"]))
def test_a_wait_is_a_floor_compared_across_units(n, unit, x, xunit, thing, tail):
    """"wait 2 to 3 weeks after a move" — "11 days since the move, so it has settled": 11 < 14."""
    noun, done, event, action, verb, verbed = thing
    ctx = f"After a {noun} has been {done}, wait {n} to {n + 1} {unit} before having it {action} so it can {verb}."
    query = f"Our {noun} was {done} {x} {xunit} ago. Can we book for tomorrow?"
    sentence = f"It's been {x} {xunit} since the {event}, so it should have {verbed} by now, and {tail}."
    have, need = x * _DAYS[xunit], n * _DAYS[unit]
    if abs(have - need) < 1:
        return
    hit = contradicted(sentence, query, ctx)
    assert (hit is not None) == (have < need), (sentence, ctx, hit)


_ALTERNATIVES = [("transatlantic crossings", "transatlantic crossing"), ("polar expeditions", "polar expedition"),
                 ("river cruises", "river cruise")]


@settings(max_examples=150, deadline=None)
@given(a=st.integers(3, 9), b=st.integers(10, 24), x=st.integers(3, 30), alt=st.sampled_from(_ALTERNATIVES),
       who=st.sampled_from(["daughter", "son", "baby"]))
def test_the_limit_of_the_named_subject_not_the_general_one(a, b, x, alt, who):
    """"at least 6 months old, or 12 months old for transatlantic crossings" — "at 9 months she can
    sail on a transatlantic crossing": the crossing's 12 binds, not the 6 the sentence restates."""
    plural, single = alt
    ctx = (f"Infants must be at least {a} months old on the day of embarkation, or {b} months old for {plural}. "
           "Children under 2 sail free of fare but pay port taxes.")
    query = f"We're taking our {x}-month-old on a {single}. Is that allowed?"
    sentence = (f"Infants must be at least **{a} months old** on embarkation day for most voyages, so at {x} months "
                f"your {who} can sail on a {single}.")
    if x == b:
        return
    assert (contradicted(sentence, query, ctx) is not None) == (x < b), sentence
    # the general case (no subject of the alternative named): a right conclusion is never flagged
    general = f"Infants must be at least {a} months old on embarkation day, so at {x} months your {who} can sail."
    if x > a:
        assert contradicted(general, query, ctx) is None, general


_MODELS = [("1967 Ford Mustang", "Mustang"), ("Jaguar E-Type", "Jaguar"), ("Porsche 911", "Porsche")]


@settings(max_examples=150, deadline=None)
@given(a=st.integers(21, 25), b=st.integers(26, 35), x=st.integers(18, 50), model=st.sampled_from(_MODELS),
       who=st.sampled_from(["husband", "wife", "partner"]))
def test_a_restated_limit_of_another_subject_does_not_decide(a, b, x, model, who):
    """"meets the minimum age of 25, so he'll be fine to drive the Mustang": the Mustang's drivers
    must be at least 30 — the restated 25 is another class's limit."""
    full, short = model
    ctx = (f"Minimum driver age is {a} for our standard classics (MG B, Morris Minor, VW Beetle). For high-performance "
           f"cars ({full}, Aston Martin DB5) drivers must be at least {b} and have held a full licence for 5 years.")
    query = f"My {who} is {x} — so they can drive the {short} then?"
    sentence = f"Yes — at {x} your {who} meets the minimum age of **{a}**, so they'll be fine to drive the {short}."
    if x in (a, b):
        return
    assert (contradicted(sentence, query, ctx) is not None) == (x < b), sentence


_MONTHS = ["March", "April", "May", "June", "July"]


@settings(max_examples=150, deadline=None)
@given(cut=st.integers(1, 28), cm=st.integers(0, 3), close=st.integers(1, 28), x=st.integers(1, 28), xm=st.integers(0, 4),
       perk=st.sampled_from([("T-shirt sizes are", "T-shirt size is"), ("Medal engravings are", "medal engraving is")]))
def test_a_deadline_of_the_named_perk_is_a_ceiling_on_dates(cut, cm, close, x, xm, perk):
    """"sizes only guaranteed for entries received by 31 May" — "5 June is before the 30 June close,
    so your size is guaranteed": the perk's cut-off binds, not the registration close."""
    perks, one = perk
    ctx = (f"Registration closes on {close} {_MONTHS[cm + 1]}. Every runner receives a medal and a T-shirt, but {perks} "
           f"only guaranteed for entries received by {cut} {_MONTHS[cm]}.")
    query = f"If I register on {x} {_MONTHS[xm]}, will my {one.split()[0]} still be guaranteed?"
    sentence = (f"Since {x} {_MONTHS[xm]} is before the {close} {_MONTHS[cm + 1]} closing date, your entry will be in time "
                f"and your {one} guaranteed.")
    mine, limit = (xm, x), (cm, cut)
    if mine == limit or mine >= (cm + 1, close):
        return  # on the cut-off, or not before the close (the sentence's own comparison is then wrong: another class)
    assert (contradicted(sentence, query, ctx) is not None) == (mine > limit), sentence


@settings(max_examples=120, deadline=None)
@given(g=st.integers(8, 14), x=st.integers(5, 17), lead=st.sampled_from(["At {x}, he", "As he's {x}, he"]))
def test_a_figure_that_names_a_group_decides_only_inside_it(g, x, lead):
    """"juniors under 12 must be accompanied": at 13 (outside the group) "he can fish on his own" is
    not contradicted; at 10 (inside) it is. "Pets aged 8 or over pay a co-payment" says nothing of
    eligibility at 7."""
    ctx = f"Juniors under {g} must be accompanied by an adult permit holder. Juniors must carry their permit at all times."
    query = f"My son is {x}. Can he fish without me?"
    sentence = lead.format(x=x) + " can fish on his own with his own permit."
    if x == g:
        return
    assert (contradicted(sentence, query, ctx) is not None) == (x < g), sentence
    pets = f"Pets aged {g} or over pay a 20% co-payment on each claim. New policies can be started for pets of any age."
    assert contradicted(f"At {x}, your cat is still eligible for a new policy.", f"My cat is {x}.", pets) is None


@settings(max_examples=80, deadline=None)
@given(b=st.integers(18, 35), x=st.integers(16, 45))
def test_the_other_polarity_and_a_hedge(b, x):
    ctx = f"For high-performance cars drivers must be at least {b}."
    query = f"I'm {x}. Can I drive one of the high-performance cars?"
    if x == b:
        return
    neg = f"At {x}, you're too young for the high-performance cars."
    assert (contradicted(neg, query, ctx) is not None) == (x > b), neg
    assert contradicted(f"If you're {x} you can drive the high-performance cars.", query, ctx) is None
    # no limit bound to the sentence's subject: nothing concluded
    assert contradicted(f"At {x}, you can book the picnic hamper.", query, ctx) is None


PIANO = [{"title": "care-advice.md", "text": "We recommend tuning a home piano twice a year. After a piano has been moved, "
          "wait 2 to 3 weeks before having it tuned so it can settle into the new room."},
         {"title": "prices.md", "text": "A standard tuning costs £80."}]


def test_through_check_a_wrong_conclusion_is_critical_and_a_right_one_clean():
    for days, bad in ((11, True), (25, False)):
        v = check(f"After a move, wait **2 to 3 weeks** before tuning. It's been **{days} days** since the move, so it "
                  "should have settled by now, and booking for tomorrow should be fine.", PIANO,
                  f"Our piano was moved {days} days ago. Can we book a tuning for tomorrow?")
        assert any(f.rule == "threshold" for f in v.findings) == bad, v.findings


_PREPS = [("puppy", "first vaccination", "puppies", "class"), ("kitten", "flea treatment", "kittens", "session"),
          ("rabbit", "health check", "rabbits", "visit")]


@settings(max_examples=150, deadline=None)
@given(n=st.integers(2, 14), x=st.integers(1, 20), prep=st.sampled_from(_PREPS),
       verdict=st.sampled_from(["she's all set to start", "she can start tomorrow", "you can bring her along"]))
def test_a_verdict_that_leaves_the_users_figure_unsaid(n, x, prep, verdict):
    """"she's all set to start" after "had her first vaccination 3 days ago" — the floor "at least 7
    days before the first class" binds by the sentence's subject (the question's one measure)."""
    pet, step, pets, meeting = prep
    ctx = f"{pets.capitalize()} must have had their {step} at least {n} days before the first {meeting}. Bring treats."
    query = f"My {pet} had her {step} {x} days ago — she can start tomorrow, right?"
    sentence = f"Yes — since your {pet} has already had her {step}, {verdict}!"
    if x == n:
        return
    assert (contradicted(sentence, query, ctx) is not None) == (x < n), sentence
    # a bare count in the question ("six of us") is never the unsaid figure: its subject is the question's
    assert contradicted(f"Your {pet} is welcome — {verdict}.", f"There'll be {x} of us plus our {pet}.",
                        f"{pets.capitalize()} are welcome on all boats, with a maximum of {n} per boat.") is None


@settings(max_examples=100, deadline=None)
@given(n=st.integers(2, 90), word=st.sampled_from(["dogs", "people", "bikes", "tickets"]))
def test_a_count_is_not_read_as_an_age(n, word):
    from groundtest.checker.thresholds import measure, values_of

    for text in (f"Groups of {n} {word} are welcome.", f"There are {n} of us.", f"a maximum of {n} per boat"):
        assert all((measure(v, text) or ("",))[0] != "age" for v in values_of(text)), text
    for text in (f"I'm {n}.", f"My husband is {n} — can he drive?", f"aged {n} or over", f"Under-{n}s must", f"At {n}, you"):
        assert any((measure(v, text) or ("",))[0] == "age" for v in values_of(text)), text


_AR_PLACES = [("السبا", "يدخل السبا"), ("المسبح", "يسبح في المسبح"), ("النادي", "يشترك في النادي")]


@settings(max_examples=120, deadline=None)
@given(floor=st.integers(12, 21), x=st.integers(8, 30), place=st.sampled_from(_AR_PLACES),
       mark=st.sampled_from(["✅", "ومسموح له"]))
def test_an_arabic_age_floor_against_a_plain_positive_verdict(floor, x, place, mark):
    """"يُسمح بدخول السبا لمن بلغوا ١٦ سنة فما فوق" — "ابنك عمره 15 سنة … بيقدر يدخل السبا ✅": 15 < 16."""
    noun, verb = place
    ctx = f"جلسة الطين ٤٥ ديناراً. يُسمح بدخول {noun} لمن بلغوا {floor} سنة فما فوق. الشاطئ مجاني للنزلاء."
    query = f"ابني عمره {x} سنة، بقدر يروح على {noun}؟"
    sentence = f"ابنك عمره **{x} سنة**، وبالتالي بيقدر {verb} معك {mark}"
    if x == floor:
        return
    assert (contradicted(sentence, query, ctx) is not None) == (x < floor), sentence
    # a negated or conditional verdict is not read
    assert contradicted(f"ابنك عمره {x} سنة، وإذا كان معك بيقدر {verb} ✅", query, ctx) is None
    assert contradicted(f"ابنك عمره {x} سنة، فما بيقدر {verb}", query, ctx) is None


@settings(max_examples=100, deadline=None)
@given(years=st.integers(2, 4), held=st.sampled_from([("سنة ونص", 18), ("سنتين", 24), ("ثلاث سنوات", 36), ("ستة أشهر", 6)]))
def test_an_arabic_duration_floor_across_units(years, held):
    """"رخصة قيادة سارية منذ سنتين على الأقل" — "رخصتك صادرة منذ سنة ونصف … ✅": 18 months < 24."""
    words_, months = held
    need = {2: "سنتين", 3: "ثلاث سنوات", 4: "أربع سنوات"}[years]
    ctx = f"يُشترط حمل رخصة قيادة سارية منذ {need} على الأقل وخوذة معتمدة. السعر ٦٥ ديناراً."
    query = f"طلعت رخصتي قبل {words_}، وعندي خوذة. أقدر أشارك؟"
    sentence = f"رخصتك سارية منذ **{words_}**، فهذا الشرط ✅."
    if months == years * 12:
        return
    assert (contradicted(sentence, query, ctx) is not None) == (months < years * 12), sentence
