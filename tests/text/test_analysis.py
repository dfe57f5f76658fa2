"""The analysed response (groundtest.text.analysis): one tokenisation of the whole response gates
every sentence for the refusal patterns (issue 17), deciding exactly as gating each sentence did."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from groundtest.text.abstention import DEFAULT
from groundtest.text.analysis import analyse

DEV = Path(__file__).resolve().parents[2].parent / "shared" / "bench" / "dev"
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "claims"


class Counting:
    """The default detector, counting its calls (``cue=False``: without the whole-text gate, as a
    detector that only gates one sentence at a time)."""

    def __init__(self, cue: bool = True):
        self.calls = {"cue_positions": 0, "might_refuse": 0, "is_refusal": 0, "is_filler": 0}
        if cue:
            self.cue_positions = self._cue_positions

    def _cue_positions(self, text):
        self.calls["cue_positions"] += 1
        return DEFAULT.cue_positions(text)

    def might_refuse(self, text):
        self.calls["might_refuse"] += 1
        return DEFAULT.might_refuse(text)

    def is_refusal(self, sentence):
        self.calls["is_refusal"] += 1
        return DEFAULT.is_refusal(sentence)

    def is_filler(self, sentence):
        self.calls["is_filler"] += 1
        return DEFAULT.is_filler(sentence)


TEXT = ("The loan period is 21 days. Renewals are free online. The notes don't say whether DVDs renew, "
        "but books do. Fines are small, but DVDs cost more. Hope this helps! Ask at the desk for more.")


def test_one_tokenisation_gates_every_sentence():
    det = Counting()
    a = analyse(TEXT, det)
    assert len(a.sentences) == 6
    assert a.declines  # the gap clause of sentence 2
    assert [a.gap_clauses(i) != [] for i in range(6)] == [False, False, True, False, False, False]
    # the whole text tokenised once; only the sentence with a cue word ("don't") reaches the patterns
    assert det.calls["cue_positions"] == 1
    assert det.calls["might_refuse"] == 0
    assert det.calls["is_refusal"] == 1 + 2  # the sentence, then its two clauses (asked once: cached spans)


def test_a_response_without_a_cue_word_is_never_split():
    det = Counting()
    a = analyse("The loan period is 21 days. Renewals are free online.", det)
    assert not a.declines and a.refusals == frozenset()
    assert a._sentences is None  # no sentence split for the refusal gate
    assert det.calls["is_refusal"] == 0


def _texts() -> list[str]:
    texts = [TEXT, "", "   ", "No.", "I don't know", "Not in the notes.\n- I can't say.\n* No idea, sorry!",
             "It's not mentioned. The fee isn’t listed — sorry. Café hours aren't given.",  # not ASCII
             "Die Straße isn’t mentioned. Not listed.", "ﬁne. No ﬁle is provided.", "İ can't say. No.",  # casefold moves offsets
             "Dr. No. said: \"I can't help.\" Then he left. 1. Not specified. (b) None.", "cannot\ncannot\tcan't",
             "It is not\nnot mentioned in the notes.", "No\nno information is given."]
    for path in sorted(DEV.glob("*.jsonl")):
        with path.open(encoding="utf-8") as fh:
            for line in fh:
                r = json.loads(line)
                resp = r.get("response")
                texts.append(resp if isinstance(resp, str) else (resp or {}).get("text", ""))
    for name in ("cases.jsonl", "refusals.jsonl"):
        with (FIXTURES / name).open(encoding="utf-8") as fh:
            for line in fh:
                r = json.loads(line)
                resp = r.get("response", r.get("text"))
                texts.append(resp if isinstance(resp, str) else (resp or {}).get("text", ""))
    return texts


def test_the_shared_gate_decides_as_gating_each_sentence():
    texts = _texts()
    if len(texts) < 100:
        pytest.skip("the dev files are not beside the repository")
    shared_path = 0
    for text in texts:
        new, old = analyse(text, Counting()), analyse(text, Counting(cue=False))
        assert new.refusals == old.refusals, text
        assert new.declines == old.declines, text
        assert new.fillers == old.fillers, text
        assert [new.gap_clauses(i) for i in range(len(new.sentences))] == \
            [old.gap_clauses(i) for i in range(len(old.sentences))], text
        shared_path += new._cue is not None
    assert shared_path > 50  # most responses went through the shared gate


def test_a_cue_outside_every_sentence_falls_back_to_gating_each_sentence():
    a = analyse("Not here. Nor there.", DEFAULT)
    assert a._sentences_at([0, 10]) == frozenset({0, 1})
    assert a._sentences_at([9]) is None  # the space between the sentences


def test_declines_is_decided_once_and_again_after_a_model_override():
    det = Counting()
    a = analyse(TEXT, det)
    assert a.declines and a.declines
    calls = det.calls["is_refusal"]
    assert a.declines
    assert det.calls["is_refusal"] == calls  # not decided again
    a.set_refusals(frozenset(), False)
    assert not a.declines
    a.declines_override = None  # the patterns again, with the model's (empty) refusals
    assert a.declines  # sentence 2's gap clause still names a gap
