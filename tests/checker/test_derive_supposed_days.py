"""Calendar reasoning from a day the answer supposes or the user gives (checker/derive.py
``Ledger.supposed_date``, ``Ledger._days``): "for example, if your pet arrives on 20 June, the
certificate can be issued no earlier than 10 June"; "48 hours after a Monday is Wednesday" (whole
days written in hours are day steps). Each both ways: a wrong day is still flagged, and a date
stated as a rule (no supposition) is no operand."""
from __future__ import annotations

from datetime import date, timedelta

import pytest

from groundtest import check

MONTHS = "January February March April May June July August September October November December".split()
WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()


def _value_flags(verdict) -> list:
    return [f for f in verdict.findings if f.severity == "critical" and f.rule == "value"]


def _day(d: date) -> str:
    return f"{d.day} {MONTHS[d.month - 1]}"


CUES = ["So, for example, if your pet arrives in the EU on {a},", "Say your pet arrives in the EU on {a}:",
        "For instance, if you arrive on {a},", "Suppose you travel on {a} —"]


@pytest.mark.parametrize("cue", CUES)
@pytest.mark.parametrize("n", [10, 5, 14])
@pytest.mark.parametrize("arrive", [date(2001, 6, 20), date(2001, 3, 3), date(2001, 11, 30)])
def test_a_step_back_from_a_supposed_day(cue, n, arrive):
    ctx = [{"title": "ahc.md", "text": f"The certificate must be issued by a vet no more than {n} days before your pet arrives."}]
    q = "How long before travel do I need the certificate?"
    right = f"{cue.format(a=_day(arrive))} the certificate can be issued no earlier than {_day(arrive - timedelta(days=n))}."
    assert not _value_flags(check(right, ctx, q))
    wrong = right.replace(_day(arrive - timedelta(days=n)), _day(arrive - timedelta(days=n + 2)))
    assert _value_flags(check(wrong, ctx, q))


def test_a_date_stated_as_a_rule_is_no_supposition():
    ctx = [{"title": "ahc.md", "text": "The certificate must be issued no more than 10 days before your pet arrives."}]
    q = "How long before travel do I need the certificate?"
    assert _value_flags(check("The certificate must be issued by 20 June, for example.", ctx, q))
    assert _value_flags(check("For example, the deadline is 20 June.", ctx, q))  # (no event day, a bound)


@pytest.mark.parametrize("hours", [24, 48, 72, 96])
@pytest.mark.parametrize("start", range(7))
def test_whole_days_in_hours_step_a_weekday(hours, start):
    ctx = [{"title": "care.md", "text": f"We need at least {hours} hours after the assessment to set up a new care package."}]
    q = f"The assessment was on {WEEKDAYS[start]} morning. When could care start?"
    end = WEEKDAYS[(start + hours // 24) % 7]
    text = f"The assessment was on {WEEKDAYS[start]} morning, so {hours} hours later takes you to {{}} morning."
    assert not _value_flags(check(text.format(end), ctx, q))
    assert _value_flags(check(text.format(WEEKDAYS[(start + hours // 24 + 1) % 7]), ctx, q))


@pytest.mark.parametrize("first", range(7))
@pytest.mark.parametrize("length", [2, 3])
def test_a_day_added_at_either_end_of_the_users_run(first, length):
    """derive.Ledger._weekday: "Saturday and Sunday night … add the Friday or Monday night": one day out at
    either end of the question's run of days; two days out, or a day inside no run, is flagged."""
    days = [WEEKDAYS[(first + i) % 7] for i in range(length)]
    ctx = [{"title": "stay.md", "text": "Minimum stay is 2 nights, or 4 nights over bank holidays."}]
    q = f"We want to stay {' and '.join(days)} night over the bank holiday. Is that OK?"
    before, after = WEEKDAYS[(first - 1) % 7], WEEKDAYS[(first + length) % 7]
    far = WEEKDAYS[(first + length + 1) % 7]
    assert not _value_flags(check(f"If you add the {before} or {after} night, you'd meet the 4-night minimum.", ctx, q))
    if far not in days and far != before:
        assert _value_flags(check(f"If you add the {far} night, you'd meet the 4-night minimum.", ctx, q))
    assert _value_flags(check(f"The {after} night is always free.", ctx, q))  # no day added: a claim of its own


@pytest.mark.parametrize("years", [2, 3, 4])
@pytest.mark.parametrize("lead", ["So keeping embryos stored for", "Storing them with us for"])
def test_a_supposed_length_of_a_costed_case(years, lead):
    """derive.Ledger.example (_DOING_FOR … would): "keeping embryos stored for 2 years in total would be
    £650 + £350": the length is the case supposed; its cost is still checked."""
    ctx = [{"title": "fees.md", "text": "Embryo freezing costs £650, which includes the first year of storage; "
                                        "storage after that is £350 a year."}]
    q = "How much is embryo freezing?"
    total = 650 + 350 * (years - 1)
    extra = " + ".join(["£350"] * (years - 1))
    assert not _value_flags(check(f"{lead} {years} years in total would be £650 + {extra} = **£{total:,}**.", ctx, q))
    assert _value_flags(check(f"{lead} {years} years in total would be £650 + {extra} = **£{total + 350:,}**.", ctx, q))
    assert _value_flags(check(f"Embryos are stored for {years + 8} years.", ctx, q))  # a length stated, not supposed


@pytest.mark.parametrize("age_day,jab_day", [(5, 1), (10, 7), (20, 15)])
def test_the_days_counted_between_two_worked_out_days(age_day, jab_day):
    """derive.Ledger._in_listed_span: "booking on 5, 6 or 7 March would be too soon", between the age date the
    question gives and one week after the jab; a day past either bound, or a single day, is flagged."""
    ctx = [{"title": "h.md", "text": "Puppies can have their first groom from 12 weeks old, at least one week after their second vaccination."}]
    q = f"My puppy had her second vaccination on {jab_day} March and turns 12 weeks old on {age_day} March. Earliest groom?"
    ok = jab_day + 7
    lead = f"Her second jab was on **{jab_day} March**, so one week later is **{ok} March**, the earliest date.\n\n"
    run = list(range(age_day, ok))
    listed = ", ".join(str(d) for d in run[:-1]) + f" or {run[-1]} March"
    assert not _value_flags(check(lead + f"Booking on {listed} would be too soon.", ctx, q))
    past = ", ".join(str(d) for d in run) + f" or {ok + 2} March"
    assert _value_flags(check(lead + f"Booking on {past} would be too soon.", ctx, q))
    assert _value_flags(check(lead + f"The salon is closed on {run[-1]} March.", ctx, q))
