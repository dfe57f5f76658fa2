"""Classes of correct chat answers graded hallucinated in the tenth English dev set (issue 22 items 1, 2, 3 and 7), each
with the hallucinated neighbours that must still be caught. Builds on test_false_alarm_scaffolding_s16.py.

- advice to ask the organisation itself, after an empty retrieval, drafts nothing: the best place "to find out" is the
  role slot like "to ask"; the user's own act in it ("before you head over": the word after a subject is its verb, no
  person or place); the answer's caution leading it ("Rather than guess,") is no hedge of the world; a condition on the
  user led by a dash's conjunction ("— and if you can share their terms, I'd …") is a condition. A channel, a time or a
  fee of its own in the advice is still drafted;
"""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check, load_cases, score

SORRY = "I'm sorry — I couldn't find anything about that in the documents available to me, so I can't tell you. "


# ---------------------------------------------------------------- ask the organisation itself, after an empty retrieval
@given(org=st.sampled_from(["the shop", "the guild", "the club", "the library", "the upholsterer", "the venue"]),
       form=st.sampled_from(["It would be worth checking with {o} itself before you head over.",
                             "It would be worth checking with {o} itself before you'll head there.",
                             "{O} itself would be the best place to find out their schedule.",
                             "{O} would be the right place to find out about opening times.",
                             "Rather than guess, I'd suggest checking directly with {o}, who'll be able to give you their "
                             "current timescales.",
                             "Please check with {o} directly — and if you can share their terms, I'd be happy to go "
                             "through them with you."]))
@settings(max_examples=60, deadline=None)
def test_advice_to_ask_them_after_an_empty_retrieval_drafts_nothing(org, form):
    response = SORRY + form.format(o=org, O=org[:1].upper() + org[1:])
    v = check(response, [], "When is it open?")
    assert v.hallucination != "hallucinated", (response, v.findings)


@given(org=st.sampled_from(["the shop", "the guild", "the club"]),
       form=st.sampled_from(["It would be worth checking with {o} itself before you head over — they open at 9am on Saturdays.",
                             "{O} itself would be the best place to find out their schedule: call 01632 960 123.",
                             "{O}'s WhatsApp line would be the best place to find out their schedule.",
                             "Rather than guess, I'd suggest checking directly with {o}, who usually opens on Sundays.",
                             "Please check with {o} on WhatsApp — and if you can share their terms, I'd be happy to go "
                             "through them with you.",
                             "It would be worth checking with {o} itself before you head over; entry is £5."]))
@settings(max_examples=40, deadline=None)
def test_advice_to_ask_them_naming_a_detail_of_its_own_still_drafts(org, form):
    response = SORRY + form.format(o=org, O=org[:1].upper() + org[1:])
    v = check(response, [], "When is it open?")
    assert v.hallucination == "hallucinated", (response, v.findings)


def test_the_word_after_a_subject_is_its_verb_only_there():
    from groundtest.checker.scaffold import names_nothing
    assert names_nothing("check with the shop before you head over")
    assert not names_nothing("check with the head of the shop")  # a person the context lacks
    assert not names_nothing("check with your head teacher before you call at the front desk")


def test_ask_them_after_an_empty_retrieval_through_score(tmp_path):
    base = {"type": "unanswerable", "expect": "abstain", "query": "Is the shop open on Sundays?", "context": []}
    good = SORRY + "It would be worth checking with the shop itself before you head over."
    bad = SORRY + "It would be worth checking with the shop itself before you head over — it opens at 10am on Sundays."
    path = tmp_path / "cases.jsonl"
    path.write_text("\n".join(json.dumps({**base, "id": k, "response": r}) for k, r in (("good", good), ("bad", bad))),
                    encoding="utf-8")
    got = {r.id: r for r in score(load_cases(path, require_response=True))}
    assert not got["good"].hallucinated and got["bad"].hallucinated
