"""An invitation to go to a thing presupposes it (checker/scaffold.py ``_PRESUPPOSED``, ``presupposed_new``;
checker/claims.py ``evidence``): "Happy beekeeping — and do pop along to the association's annual honey show in
September!" invents the show when the context has none — positive evidence, critical, though its words are plain.
Its neighbours stay pleasantries: an invitation to a thing the context names ("do come along to the monthly meeting"),
or a wish with nothing presupposed ("Happy beekeeping!"). Through ``check`` and ``score``."""
from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import load_cases, score
from groundtest.checker import check

CTX = [{"title": "membership.md", "text": "Vale Beekeepers' Association full membership costs £38 a year and includes "
        "third-party insurance and the monthly newsletter. Members meet at the monthly meeting in the village hall. The "
        "membership year runs from 1 October to 30 September."}]
OPEN = "Your membership year runs from **1 October to 30 September**, so it's due for renewal each **1 October**.\n\n"
INVITE = ["do pop along to", "come along to", "check out", "do drop in at"]  # (not 'head down to': 'head' is a person's detail word)
NEW = ["the association's annual honey show", "the summer honey fair", "the spring swarm-catching workshop",
       "our candle-making evening"]
KNOWN = ["the monthly meeting", "the monthly meeting in the village hall"]


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(INVITE), st.sampled_from(NEW))
def test_an_invitation_to_a_thing_the_context_lacks_invents_it(invite, thing):
    answer = f"{OPEN}Happy beekeeping — and {invite} {thing} in September, it's a great chance to meet other members! 🍯"
    v = check(answer, CTX, query="When does my membership need renewing?")
    assert v.hallucination == "hallucinated", v


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(INVITE), st.sampled_from(KNOWN))
def test_an_invitation_to_the_contexts_own_thing_is_a_pleasantry(invite, thing):
    answer = f"{OPEN}Happy beekeeping — and {invite} {thing}, it's a great chance to meet other members! 🍯"
    v = check(answer, CTX, query="When does my membership need renewing?")
    assert v.hallucination != "hallucinated", v


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["Enjoy the trip together!", "Enjoy the game together!", "Enjoy the conference, and have a great time "
                        "networking!", "Enjoy the fresh-smelling pup!"]))
def test_a_wish_is_no_invitation(wish):
    """'Enjoy the trip together!': what every occasion has, wished — no thing of the organisation's presupposed."""
    v = check(OPEN + wish, CTX, query="When does my membership need renewing?")
    assert v.hallucination != "hallucinated", v


def test_through_score(tmp_path):
    base = {"type": "answerable", "expect": "answer", "query": "When does my membership need renewing?", "context": CTX}
    good = dict(base, id="wish", response=OPEN + "Happy beekeeping! 🐝")
    bad = dict(base, id="show", response=OPEN + "Happy beekeeping — and do pop along to the association's annual honey show "
                                              "in September, it's a great chance to meet other members! 🍯")
    p = tmp_path / "cases.jsonl"
    p.write_text("\n".join(json.dumps(c) for c in (good, bad)) + "\n")
    results = {r.id: r for r in score(load_cases(p))}
    assert not results["wish"].hallucinated
    assert results["show"].hallucinated
