"""THE USER'S QUESTION, AIM OR WORRY, JUDGED: "it's a really common question and a sensible one to check", "four rounds
is a great target", "Totally understandable concern", "It's a fair question to ask" (scaffold._ASKING_EVAL, _ASKED_NOUNS,
_ASKING_VERBS, and a second judgement "and a sensible one" in the copular evaluation). No fact of the organisation's;
the same shapes with a figure, a fee or a channel of their own are claims."""
from __future__ import annotations

import itertools

import pytest

from groundtest import check
from groundtest.checker.scaffold import evaluative_remark

_ADJ = ["common", "natural", "fair", "sensible", "reasonable", "good", "great", "important"]
_NOUN_VERB = [("question", "ask"), ("question", "check"), ("thing", "check"), ("one", "raise"), ("point", "clarify")]


@pytest.mark.parametrize("adj,nv", list(itertools.product(_ADJ, _NOUN_VERB)))
def test_a_judged_question_is_a_remark(adj, nv):
    noun, verb = nv
    art = "an" if adj[0] in "aeiou" else "a"
    assert evaluative_remark(f"That's {art} {adj} {noun} to {verb}!")
    assert evaluative_remark(f"Thank you for asking — it's a really {adj} {noun} and a sensible one to {verb}.")


@pytest.mark.parametrize("text", [
    "That's a common question and a free one to ask.",          # "free": a scope word, not a judgement
    "That's a sensible thing to check with the £20 deposit.",   # a figure
    "That's a sensible thing to check on our app.",             # the verb goes on to a channel
])
def test_the_same_shapes_with_a_detail_are_not_remarks(text):
    assert not evaluative_remark(text)


_CTX = [{"title": "a.md", "text": "Entry costs £20 per round."}]
_Q = "I want to do four rounds this season. How much is entry?"


@pytest.mark.parametrize("answer,ok", [
    ("Nice — four rounds is a great target! Entry costs £20 per round.", True),
    ("Totally understandable concern! Entry costs £20 per round.", True),
    ("Nice — four rounds is a great target, and the fifth is free! Entry costs £20 per round.", False),  # a free thing
])
def test_the_users_aim_judged(answer, ok):
    v = check(answer, _CTX, _Q)
    assert (v.hallucination != "hallucinated") is ok, [(f.rule, f.content) for f in v.findings]
