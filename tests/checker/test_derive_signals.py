"""Derivations in the operations the words signal (issue 22 item 5), not a search over every pair:
an amount brought "down to" by a refund is a difference; "n times as often" is a ratio; a period
written in words is an operand ("a six-week course … £20 a class"); a percentage step needs a
percentage written, and a share is never a sum of periods. Each right figure with its wrong neighbour."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check
from groundtest.text.matching import extract_values

WORDS = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]


def _bad(text: str, ctx: str, query: str | None = None) -> bool:
    return check(text, [{"title": "a.md", "text": ctx}], query).hallucination == "hallucinated"


@settings(max_examples=30, deadline=None)
@given(st.integers(60, 400), st.integers(15, 55))
def test_a_refund_brings_a_fee_down(fee: int, refund: int) -> None:
    ctx = f"An assessment costs £{fee}. If you go ahead within 6 months, we refund £{refund} of the assessment fee."
    lead = f"£{refund} of the fee is refunded. "
    ok = lead + f"On the £{fee} fee, that would bring your net cost down to £{fee - refund}."
    assert not _bad(ok, ctx), ok
    # (a stated figure restated is no wrong neighbour, nor one the two steps the issue allows make
    # of the same figures: 70 - 49 + 7 = 28 = 49 - (70 - 49))
    if fee - refund + 7 not in (refund, fee, 2 * refund - fee):
        assert _bad(lead + f"On the £{fee} fee, that would bring your net cost down to £{fee - refund + 7}.", ctx)


def test_no_percentage_step_without_a_percentage() -> None:
    ctx = "An assessment costs £120. We refund £50 of the assessment fee."
    lead = "£50 of the fee is refunded. On the £120 fee, that would bring your net cost down to "
    assert not _bad(lead + "£70.", ctx)
    assert _bad(lead + "£60.", ctx)  # (120 less "50%" of it: no percentage is written)


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 4), st.integers(2, 6))
def test_times_as_often_is_a_ratio(short: int, k: int) -> None:
    long_ = short * k
    if long_ > 13:
        return
    ctx = f"Women can give whole blood every {long_} weeks. Plasma donors can donate every {short} weeks."
    text = (f"So plasma lets you donate far more often — a {WORDS[short - 2]}-week gap instead of a {WORDS[long_ - 2]}-week one, "
            f"which is {WORDS[k - 2]} times as frequent.")
    assert not _bad(text, ctx), text
    wrong = WORDS[k - 1] if k < 12 else WORDS[k - 3]
    assert _bad(text.replace(f"which is {WORDS[k - 2]} times", f"which is {wrong} times"), ctx)


@settings(max_examples=20, deadline=None)
@given(st.integers(4, 10), st.integers(5, 30))
def test_a_period_in_words_is_an_operand(weeks: int, per: int) -> None:
    price = weeks * per
    ctx = f"Puppy Foundation is a {weeks}-week course and costs £{price}."
    ok = f"As the {WORDS[weeks - 2]}-week course costs £{price}, one class works out at £{per}."
    assert not _bad(ok, ctx), ok
    if per + 3 != 7 * weeks:  # (known: the course's length in days is taken for money, "£28" for a four-week course)
        assert _bad(f"As the {WORDS[weeks - 2]}-week course costs £{price}, one class works out at £{per + 3}.", ctx)


def test_a_share_is_no_sum_of_periods() -> None:
    ctx = ("Cases arrive every 8 weeks by default, and you can switch to every 4 weeks or every 12 weeks. Members get 15% off any "
           "extra bottles.")
    lead = "- By default, a case arrives **every eight weeks**.\n- You can switch to **every four weeks** or **every twelve weeks**.\n\n"
    assert not _bad(lead + "Yes! Members get **15% off** any extra bottles.", ctx)
    assert _bad(lead + "Yes! Members get **one-fifth off** any extra bottles.", ctx)


@given(st.integers(20, 200), st.sampled_from(["an hour", "a day", "a night", "a week"]))
def test_a_price_for_a_period_is_a_rate(price: int, period: str) -> None:
    vals = extract_values(f"The lesson is **£{price}** for {period}.")
    assert [v.kind for v in vals] == ["money"]
    if period != "a night":  # (a night alone is no duration of the grammar)
        assert [v.kind for v in extract_values(f"The lesson lasts for {period}.")] == ["quantity"]


@settings(max_examples=30, deadline=None, derandomize=True)
@given(st.integers(8, 30), st.integers(9, 25), st.sampled_from([20, 30, 50]), st.integers(1, 9))
def test_a_balance_is_the_total_less_the_part_paid(kids: int, price: int, deposit: int, off: int) -> None:
    ctx = (f"Birthday parties cost £{price} per skater, with a minimum of 8 skaters. A £{deposit} non-refundable deposit "
           "secures the date; the balance is due 7 days before the party.")
    total = kids * price
    table = (f"**Total cost**\n{kids} skaters × £{price} = **£{total}**\n\n| Payment | Amount |\n|---|---|\n"
             f"| Deposit | £{deposit} |\n| Balance | £{{}} |\n")
    q = f"We'd have {kids} kids. What's the total and when do I pay?"
    assert check(table.format(total - deposit), [{"title": "a.md", "text": ctx}], q).hallucination != "hallucinated"
    wrong = total - deposit + off * 3
    # (known, left alone: a multiple of the price by the context's "7 days" passes, £17 × 7 = £119; and a count
    # taken as a percentage in one step, £50 less or more "8%" for 8 kids = £46 or £54)
    spurious = {round(a + s * a * n / 100, 2) for a in (deposit, total, price) for n in (kids, 7, 8) for s in (1, -1)}
    if wrong not in (total, price, deposit) and wrong % price and wrong not in spurious:
        assert check(table.format(wrong), [{"title": "a.md", "text": ctx}], q).hallucination == "hallucinated"
