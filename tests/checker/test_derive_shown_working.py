"""How answers show working the derivation ledger could not reconstruct (checker/derive.py), each tied to what the
sentence's words signal and to operands the answer or the user shows — and the wrong neighbours of each still caught.

Grammar of the classes:

- SIZE := LENGTH ("x" | "×" | "by") LENGTH — "| 6m x 9m | 50 |" is a size, not working for the next cell (its product is
  only ever an area); a seat count equal to the product is no more supported than any other.
- EXAMPLE-LINE := under an "Example" heading, a line opening with FIGURE, then straight to a consequence (=, →, would,
  you'd …): the figure is the writer's case; the consequence is checked.
- MONTHS-LEFT := "valid for V months" … "at A months … still has V − A months left" (the period on the line before).
- INCREMENT := "N extra|additional|further|more UNIT" … a result word ("would give you", "in total") … B + N UNIT, B a
  figure of the unit the context states or the answer shows; never a figure added to itself unsaid ("two further
  months" is no "four months").
- FLOOR := "D ÷ d = q …, with r left": q the whole part, r the remainder (D = q·d + r).
- SUBUNIT: "٣٥ سنتًا" is $0.35 (the English "35 cents"); "one and a half to two weeks" is a range, never a clock time;
  n working days said "around" in weeks within the calendar days they take.
"""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.cli import main


def _flagged(response: str, context, query: str | None = None) -> bool:
    return check(response, context, query).hallucination == "hallucinated"


# ------------------------------------------------------------------ a size is no working

@settings(max_examples=25, deadline=None)
@given(st.integers(3, 20), st.integers(3, 20), st.integers(10, 400), st.sampled_from(["x", "×", "X"]))
def test_a_size_in_a_table_is_no_working(length, width, seats, by):
    if seats == length * width:
        seats += 1
    ctx = f"A {length}m x {width}m marquee seats {seats} guests for dinner."
    row = f"| Size | Dinner seats |\n|---|---|\n| {length}m {by} {width}m | {{}} |"
    assert not _flagged(row.format(seats), ctx), row.format(seats)
    assert _flagged(row.format(987), ctx)


@pytest.mark.parametrize(("length", "width", "seats"), [(6, 9, 50), (9, 12, 90), (12, 18, 160), (5, 7, 40), (10, 10, 60)])
def test_the_product_of_a_size_is_no_seat_count(length, width, seats):
    # (fixed cases: the "%" step of two bare figures, a search coincidence the module's docstring names, is avoided)
    ctx = f"A {length}m x {width}m marquee seats {seats} guests for dinner."
    row = f"| Size | Dinner seats |\n|---|---|\n| {length}m x {width}m | {length * width} |"
    assert _flagged(row, ctx), row


def test_an_area_worked_from_a_size_is_still_checked():
    ctx = "A 6m x 9m marquee seats 50 guests."
    assert _flagged("The 6m x 9m marquee seats 50 guests, and its floor is 6m x 9m = 60 m².", ctx)


# ------------------------------------------------------------------ a line of a worked example

_HOURS = ("Rootfinder's Starter Search costs £120 and covers 10 hours of research. Additional hours cost £{rate} each. "
          "Certificate copies are passed on at cost, currently £12.50 each.")


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 9), st.integers(11, 30), st.sampled_from(["**For example**", "### Example", "**Example:**"]))
def test_an_example_line_opens_with_its_case(n, rate, heading):
    ctx = _HOURS.format(rate=rate)
    head = f"Additional research time is charged at **£{rate} each** extra hour.\n\n{heading}\n"
    ok = f"{head}- {n} extra hours = {n} × £{rate} = **£{n * rate}**\n"
    assert not _flagged(ok, ctx), ok
    wrong = f"{head}- {n} extra hours = {n} × £{rate} = **£{n * rate + 5}**\n"
    assert _flagged(wrong, ctx), wrong
    # the same line with no Example heading: the count is a claim (the context states no such count)
    outside = f"Additional research time is charged at **£{rate} each** extra hour.\n\n- {n} extra hours are included free.\n"
    assert _flagged(outside, ctx), outside


_REFILL = ("Our loyalty card gives you one stamp for every £10 spent; 10 stamps earn a £5 voucher. Refill Tuesday: 10% off "
           "all liquid refills every Tuesday.")


@settings(max_examples=25, deadline=None)
@given(st.integers(3, 40).filter(lambda n: n not in (5, 10)))
def test_an_example_amount_leads_to_its_discounted_price(pounds):
    head = "### Refill Tuesday\n- Every Tuesday, **liquid refills** are **ten per cent off**.\n\n### Example\n"
    ok = f"{head}- £{pounds}.00 of liquid refills on a Tuesday → you'd pay **£{pounds * 0.9:.2f}**.\n"
    assert not _flagged(ok, _REFILL), ok
    wrong = f"{head}- £{pounds}.00 of liquid refills on a Tuesday → you'd pay **£{pounds * 0.8 - 0.5:.2f}**.\n"
    assert _flagged(wrong, _REFILL), wrong
    # a figure stated with its verb is the rule's, not a case, under an Example heading too
    stated = f"{head}- £{pounds}.00 is the refill price, so you'd pay **£{pounds * 0.9:.2f}**.\n"
    assert _flagged(stated, _REFILL), stated


# ------------------------------------------------------------------ months left of a period on the line before

@settings(max_examples=25, deadline=None)
@given(st.integers(6, 36), st.data())
def test_months_left_of_the_period_on_the_line_before(valid, data):
    age = data.draw(st.integers(2, valid - 1))
    ctx = f"A deposit of £50 secures a place. Gift vouchers are valid for {valid} months."
    q = f"I was given a gift voucher {age} months ago. Is it still valid?"
    head = f"- Gift vouchers are currently valid for **{valid} months**.\n"
    ok = f"{head}- At **{age} months** old, yours still has about **{valid - age} months** left."
    assert not _flagged(ok, ctx, q), ok


@pytest.mark.parametrize(("valid", "age", "left"), [(18, 14, 5), (18, 14, 6), (12, 7, 3), (30, 21, 11), (24, 9, 13)])
def test_months_left_wrong_stay_flagged(valid, age, left):
    # (exact, not said round; the "%" step of two bare figures, a search coincidence left alone, is avoided: the
    # module's docstring names it)
    ctx = f"A deposit of £50 secures a place. Gift vouchers are valid for {valid} months."
    q = f"I was given a gift voucher {age} months ago. Is it still valid?"
    wrong = f"- Gift vouchers are currently valid for **{valid} months**.\n- At **{age} months** old, yours still has **{left} months** left."
    assert _flagged(wrong, ctx, q), wrong


# ------------------------------------------------------------------ an increment named by its own words

@settings(max_examples=25, deadline=None)
@given(st.integers(5, 40), st.integers(2, 9), st.sampled_from(["extra", "additional", "more"]))
def test_an_increment_added_to_its_base(base, n, word):
    ctx = f"The Starter Search costs £120 and covers {base} hours of research. Additional hours cost £14 each."
    q = f"OK, so if I want {n} {word} hours, what does it cost?"
    head = f"So for {n} {word} hours:\n- {n} × £14 = **£{n * 14}**\n\n"
    ok = f"{head}That would give you **{base + n} hours** of research."
    assert not _flagged(ok, ctx, q), ok
    # (a wrong total a step apart; "%" steps of two bare figures are left to the search: see the module's note)
    assert _flagged(f"{head}That would give you **{base + n + 1}.5 hours** of research.", ctx, q)


@pytest.mark.parametrize(("base", "n"), [(10, 3), (10, 4), (40, 3), (25, 6), (15, 7)])
def test_a_figure_not_named_an_increment_is_no_addend(base, n):
    # the user's figure is no increment by its words, and the sentence signals no sum: an invented total
    ctx = f"The Starter Search costs £120 and covers {base} hours of research. Additional hours cost £14 each."
    q = f"I can only spare {n} hours a week. How does it work?"
    r = f"You'd spend {n} hours a week with us. That would give you **{base + n} hours** of research."
    assert _flagged(r, ctx, q), r


_SAR = ("We will respond within one calendar month of receiving both your request and proof of identity. For complex "
        "requests this can be extended by up to two further months, and we will tell you within the first month if so.")


def test_periods_summed_and_a_figure_never_added_to_itself():
    head = ("- **One calendar month** from receipt of your request and ID.\n"
            "- The deadline can be **extended by up to two further months**.\n\n")
    assert not _flagged(f"{head}So the longest you could be waiting is three calendar months in total.", _SAR)
    for wrong in ("four", "five"):  # 2 + 2, and no other step: one figure standing for two
        assert _flagged(f"{head}So the longest you could be waiting is {wrong} calendar months in total.", _SAR), wrong


def test_both_says_a_figure_counts_twice():
    ctx = "Each player has 75 minutes on the clock, plus a 15-second increment per move."
    r = "- Each player gets **75 minutes** on their clock.\n\nWith both clocks added together, that's 150 minutes before any increments."
    assert not _flagged(r, ctx)
    assert _flagged(r.replace("150", "160"), ctx)


# ------------------------------------------------------------------ floor division with its remainder

@settings(max_examples=30, deadline=None)
@given(st.integers(20, 200), st.integers(3, 9))
def test_a_whole_part_with_its_remainder(balance, toll):
    q, rest = divmod(balance, toll)
    if rest == 0:
        balance, rest = balance + 1, 1
    ctx = f"The sticker costs AED 100, of which AED {balance} is usable balance. Peak crossings cost AED {toll} each."
    head = f"With AED {balance} of balance at AED {toll} a crossing:\n\n"
    ok = f"{head}{balance} ÷ {toll} = {q} crossings, with AED {rest} left."
    assert not _flagged(ok, ctx), ok
    assert _flagged(f"{head}{balance} ÷ {toll} = {q + 1} crossings, with AED {rest} left.", ctx)
    if rest + 1 < toll:
        assert _flagged(f"{head}{balance} ÷ {toll} = {q} crossings, with AED {rest + 1} left.", ctx)


def test_an_arabic_whole_part_with_its_remainder():
    ctx = "يُباع ملصق سالك بسعر ١٠٠ درهم، منها ٥٠ درهمًا رصيد قابل للاستخدام. رسم العبور في الذروة ٦ دراهم."
    assert not _flagged("- رسم العبور في الذروة: **٦ دراهم**.\n- ٥٠ ÷ ٦ = ٨ عبورات، ويتبقى **درهمان**.", ctx)
    assert _flagged("- رسم العبور في الذروة: **٦ دراهم**.\n- ٥٠ ÷ ٦ = ٩ عبورات، ويتبقى **درهمان**.", ctx)


# ------------------------------------------------------------------ value forms the working rests on

_TARIFF = ("تسعيرة المولدات عن شهر تشرين الأول: ٣٥ سنتًا أمريكيًا للكيلوواط ساعة، يُضاف إليها رسم ثابت شهري قدره ٩ دولارات "
           "لاشتراك ١٠ أمبير.")


@settings(max_examples=20, deadline=None)
@given(st.integers(50, 900))
def test_arabic_cents_are_hundredths_of_the_dollar(kwh):
    q = f"صرفت {kwh} كيلوواط بتشرين الأول، قديش لازم ادفع؟"
    cost = kwh * 35 / 100
    fig = f"{cost:g}"
    ok = f"ثمن الاستهلاك: {kwh} ك.و.س × 0.35 دولار = **{fig} دولارًا**"
    assert not _flagged(ok, _TARIFF, q), ok
    assert _flagged(f"ثمن الاستهلاك: {kwh} ك.و.س × 0.35 دولار = **{cost + 3:g} دولارًا**", _TARIFF, q)


@pytest.mark.parametrize("kwh", [200, 150, 80, 300])
def test_an_invented_rate_in_arabic_working_is_flagged(kwh):
    q = f"صرفت {kwh} كيلوواط بتشرين الأول، قديش لازم ادفع؟"
    r = f"ثمن الاستهلاك: {kwh} ك.و.س × 0.37 دولار = **{kwh * 37 / 100:g} دولارًا**"
    assert _flagged(r, _TARIFF, q), r


def test_half_to_an_hour_word_is_a_range_not_a_clock_time():
    from groundtest.text.matching import extract_values

    got = [(u.kind, u.amount) for u in extract_values("so around one and a half to two weeks")]
    assert got == [("quantity", 10.5), ("quantity", 14.0)]
    assert [u.kind for u in extract_values("at a quarter to two")] == ["time"]


@settings(max_examples=20, deadline=None)
@given(st.integers(5, 30))
def test_working_days_said_round_in_weeks(n):
    ctx = f"Turnaround is normally {n} working days."
    weeks = n / 5
    ok = f"A service normally takes {n} working days — so around {weeks:g} weeks."
    assert not _flagged(ok, ctx), ok
    assert _flagged(f"A service normally takes {n} working days — so around {weeks + 2:g} weeks.", ctx)


def test_score_reads_a_worked_example(tmp_path):
    ctx = _HOURS.format(rate=14)
    head = "Additional research time is charged at **£14 each** extra hour.\n\n**For example**\n"
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": "What's the rate for extra hours?", "context": ctx,
             "response": f"{head}- 5 extra hours = 5 × £14 = **£70**\n"},
            {"id": "wrong", "type": "answerable", "expect": "answer", "query": "What's the rate for extra hours?", "context": ctx,
             "response": f"{head}- 5 extra hours = 5 × £14 = **£75**\n"}]
    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    out = tmp_path / "results.jsonl"
    assert main(["score", str(cases), "--no-store", "--results", str(out)]) in (0, 1)
    got = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert not got["ok"]["hallucinated"]
    assert got["wrong"]["hallucinated"]


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 5), st.sampled_from([15, 30, 45]), st.sampled_from(["minutes", "mins"]))
def test_a_compound_duration_in_the_context_is_found_by_meaning(hours, minutes, word):
    ctx = f"The Intermediate exam has 45 questions in {hours} hour{'s' if hours > 1 else ''} {minutes} minutes."
    total = hours * 60 + minutes
    assert not _flagged(f"The Intermediate exam takes {total} {word}.", ctx)
    assert _flagged(f"The Intermediate exam takes {total + 10} {word}.", ctx)
    # one figure is never an operand of itself: "45" twice is no "90 minutes"
    other = f"The Intermediate exam has 45 questions in {hours + 6} hours."
    assert _flagged("The Intermediate exam has 45 questions and takes 90 minutes.", other)


# ------------------------------------------------------------------ a total row under an item its words may take off

@settings(max_examples=25, deadline=None)
@given(st.integers(2, 6), st.sampled_from([30, 35, 45]), st.sampled_from([50, 75, 150]))
def test_a_total_row_is_the_sum_of_the_rows_above(weeks, rate, deposit):
    ctx = (f"Transit wheelchairs cost £8 per day or £{rate} per week. A refundable deposit of £{deposit} applies to "
           "wheelchairs.")
    q = f"I need a transit wheelchair for {weeks} weeks. What do I pay up front?"
    head = (f"| Item | Calculation | Cost |\n|---|---|---|\n| Hire | {weeks} weeks × £{rate} | £{weeks * rate} |\n"
            f"| Refundable deposit | wheelchairs | £{deposit} |\n")
    ok = f"{head}| **Total up front** | | **£{weeks * rate + deposit}** |"
    assert not _flagged(ok, ctx, q), ok
    wrong = f"{head}| **Total up front** | | **£{weeks * rate + deposit - 10}** |"
    assert _flagged(wrong, ctx, q), wrong


def test_one_times_a_thing_is_no_claimed_count():
    ctx = "Clay costs £22 per 12.5 kg bag. Firing costs £4 per piece."
    table = "| Item | Calculation | Cost |\n|---|---|---|\n| Clay | 1 × 12.5 kg bag | £{} |"
    assert not _flagged(table.format("22.00"), ctx, "I used one bag of clay.")
    assert _flagged(table.format("24.00"), ctx, "I used one bag of clay.")


def test_an_arabic_number_in_the_accusative_is_read():
    ctx = ("يكون الحد الأقصى لساعات العمل العادية ثماني وأربعين ساعة في الأسبوع، عدا شهر رمضان حيث يكون الحد الأقصى "
           "لساعات العمل ستًا وثلاثين ساعة في الأسبوع بواقع ست ساعات في اليوم.")
    assert not _flagged("في شهر رمضان يكون الحد الأقصى **٦ ساعات يوميًا** (**٣٦ ساعة أسبوعيًا**).", ctx)
    assert _flagged("في شهر رمضان يكون الحد الأقصى **٦ ساعات يوميًا** (**٤٠ ساعة أسبوعيًا**).", ctx)


def test_a_bare_clock_time_may_be_in_the_evening():
    ctx = "يمتد الدوام يوم الجمعة حتى 10:00 مساءً. آخر دخول قبل الإغلاق بنصف ساعة."
    q = "بنوصل المتحف يوم الجمعة الساعة ٩:١٥ بالليل، نلحق ندخل؟"
    head = "- **آخر دخول** يكون قبل الإغلاق بنصف ساعة، أي الساعة **٩:٣٠ مساءً**.\n"
    assert not _flagged(f"{head}- أنتم ستصلون الساعة **٩:١٥**، أي قبل آخر دخول بربع ساعة ✅", ctx, q)
    assert _flagged(f"{head}- أنتم ستصلون الساعة **٩:١٥**، أي قبل آخر دخول بعشرين دقيقة ✅", ctx, q)
