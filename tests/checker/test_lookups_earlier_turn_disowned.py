"""Values (checker/lookups.py) with a chat query: a figure of an earlier assistant turn that the answer owns as its own
earlier word and disowns ("I said 50 earlier, which isn't correct") is the correction's old value, set aside — not a
fact the answer states. The earlier turn is no evidence: the same figure kept ("… and that's right"), a figure no
earlier turn gave, or a new wrong value beside the correction is still a finding. Tried over generated wordings."""
from __future__ import annotations
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.checker import check
from tests.helpers import cli_scored

CTX = [{"title": "minimums.md", "text": "The minimum is 40 guests for evening dinners. For a Shabbat kiddush the minimum is 25 guests."}]


def chat(old: int) -> list:
    return [{"role": "user", "content": "What's the minimum number of guests?"},
            {"role": "assistant", "content": f"The minimum is {old} guests for all events."},
            {"role": "user", "content": "My friend said it's different for a kiddush — can you check?"}]


def values(v) -> list:
    return [f.content for f in v.findings if f.severity == "critical" and f.rule == "value"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([50, 60, 35]), st.sampled_from([
    "Your friend is right — I said {old} earlier, which isn't correct. For a kiddush the minimum is **25 guests**.",
    "Sorry, I gave {old} in my last message and that was wrong: the kiddush minimum is 25 guests.",
    "My previous answer of {old} was a mistake, I apologise. It's 25 guests for a kiddush and 40 for dinners."]))
def test_an_earlier_figure_disowned_is_set_aside(old, form):
    said = form.format(old=old)
    assert str(old) not in values(check(said, CTX, chat(old))), said


def test_the_earlier_figure_kept_or_a_new_one_is_still_a_finding():
    assert "50" in values(check("I said 50 earlier and that's right for all events.", CTX, chat(50)))
    assert "60" in values(check("Sorry — I said 60 earlier, which isn't correct. It's 25 for a kiddush.", CTX, chat(50)))
    assert "30" in values(check("Sorry, I said 50 earlier; it's actually 30 for a kiddush.", CTX, chat(50)))
    assert "50" in values(check("Sorry — I said 50 earlier, which isn't correct. It's 25 for a kiddush.", CTX,
                                "What's the minimum number of guests?"))  # (no earlier turn: nothing to set right)


def test_score_reads_the_earlier_turns(tmp_path):
    """Through ``groundtest score`` (the CLI entry point): the case's chat query carries its earlier turn to the check."""
    said = "Your friend is right — I said 50 earlier, which isn't correct. For a kiddush the minimum is **25 guests**."
    rows = [{"id": "fixed", "type": "answerable", "expect": "answer", "query": chat(50), "context": CTX, "response": said},
            {"id": "kept", "type": "answerable", "expect": "answer", "query": chat(50), "context": CTX,
             "response": "I said 50 earlier, and that's right: the minimum is 50 guests for all events."}]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"fixed": False, "kept": True}
