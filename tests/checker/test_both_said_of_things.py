""""BOTH" SAID OF THINGS IS NO GROUP OF PEOPLE: "Both run 9.30am–4pm" (of two courses) in an answer to a user asking for
themselves leaves a table's "£95" the price the user pays, as "£95 per person" (frames._GROUP_COUNT reads "both" as a
group only when said of people: "you both", "both of you"; "they both" may be the courses). Said of people, the price per person dropped is
still read as dropped."""
from __future__ import annotations

import pytest

from groundtest import check

_CTX = [{"title": "courses.md", "text": "Our one-day Soft Cheese workshop runs on Saturdays and costs £95 per person. The "
                                        "two-day Hard Cheese course costs £210 per person and runs on a Friday and Saturday."}]
_TABLE = ("| Course | Days | Price |\n|---|---|---|\n| **Soft Cheese** | Saturday | £95 |\n| **Hard Cheese** | Friday + "
          "Saturday | £210 |\n\n")


@pytest.mark.parametrize("tail", ["Both run 9.30am–4pm.", "Both include lunch.", "They both run on Saturdays."])
def test_both_of_the_courses_leaves_the_price_the_users(tail):
    v = check(_TABLE + tail.replace("9.30am–4pm", "on Saturday"), _CTX, "Which cheese course is on a Friday, and what do I pay?")
    assert not any(f.rule == "frame_period" for f in v.findings), [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("tail", ["You both would enjoy them.", "Both of you can come."])
def test_both_said_of_people_is_a_group(tail):
    v = check(_TABLE + tail, _CTX, "Which cheese course is on a Friday, and what do I pay?")
    assert any(f.rule == "frame_period" for f in v.findings)


@pytest.mark.parametrize("tail", ["You can both come.", "You'll both enjoy it.", "We both want to go.", "You two will love it."])
def test_both_with_a_modal_is_still_people(tail):
    v = check(_TABLE + tail, _CTX, "Which cheese course is on a Friday, and what do I pay?")
    assert any(f.rule == "frame_period" for f in v.findings)
