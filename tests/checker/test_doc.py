"""Each text folded and tokenised once per check (issue 22 item 8): :mod:`groundtest.checker.doc` (a text's
folded form and words, read once) on :mod:`groundtest.text.memo` (a memo scoped to one ``check()``)."""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

from groundtest import load_cases
from groundtest.checker import check, lexicon
from groundtest.checker import doc as doc_module
from groundtest.checker.context import forget_contexts
from groundtest.checker.doc import Doc, doc, folded_of, words_of
from groundtest.text import memo
from groundtest.text.matching import TextIndex, extract_values

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "verdict"

TEXTS = [
    "The loan period is 21 days, and you can renew twice online.",
    "Wi-Fi is free; the customer's off-peak fare is £4.50 — “Único” café, naïve résumé.",
    "Doors open 9am–5pm Monday to Friday (closed on 26 December).",
    "",
    "   ",
    "رسوم التسجيل ٢٥٠ درهمًا، وتُدفع مرة واحدة عند الحجز.",
    "يبدأ الدوام الساعة ٨:٣٠ صباحًا، ويمكن للطالب تأجيل القسط حتى ١٥ مارس.",
    "Mixed: الرسوم 30 درهمًا per adult, عبد الله's office.",
    "€ • © symbols only",
]


def _cases(name: str, n: int) -> list:
    return load_cases(FIX / name, require_response=True)[:n]


def _run(cases) -> None:
    for c in cases:
        check(c.response.text if hasattr(c.response, "text") else c.response, c.context, c.query_text)


# ------------------------------------------------------------------ the Doc reads as the old functions did
@pytest.mark.parametrize("text", TEXTS)
def test_doc_equals_fold_and_words(text):
    want_fold = lexicon.fold(text)
    want_words = lexicon.words(want_fold)
    for d in (Doc.of(text), doc(text)):
        assert d.text == text and d.folded == want_fold and d.words == tuple(want_words)
    assert folded_of(text) == want_fold and words_of(text) == want_words
    with memo.scope():
        assert doc(text).folded == want_fold and doc(text).words == tuple(want_words)
        assert doc(text) is doc(text)  # one reading per check
        first = words_of(text)
        first.append("changed")  # a caller may change its list: the next one is fresh
        assert words_of(text) == want_words


@pytest.mark.parametrize("text", TEXTS)
def test_values_read_once_equal_a_fresh_reading(text):
    fresh, index = extract_values(text), TextIndex(text).values
    with memo.scope():
        a, b = extract_values(text), extract_values(text)
        assert a == fresh and b == fresh and TextIndex(text).values == index
        # each call its own values (the ledger tells values apart by identity) and its own list
        assert all(x is not y for x, y in zip(a, b)) and a is not b


def test_doc_is_frozen():
    d = Doc.of("A text.")
    with pytest.raises(AttributeError):
        d.folded = "x"  # type: ignore[misc]


# ------------------------------------------------------------------ the memo: scoped to one check, then dropped
def test_outside_a_check_nothing_is_kept():
    assert memo.active() is None
    calls = Counter()

    def reading(text: str) -> str:
        calls[text] += 1
        return text.upper()

    assert memo.once(reading, "a") == "A" and memo.once(reading, "a") == "A"
    assert calls["a"] == 2  # no scope: computed afresh each time, nothing stored


def test_scope_keeps_one_reading_and_drops_it():
    calls = Counter()

    def reading(text: str) -> str:
        calls[text] += 1
        return text.upper()

    with memo.scope() as texts:
        assert memo.active() is texts
        with memo.scope() as inner:  # a scope inside another is the same check
            assert inner is texts
            memo.once(reading, "a")
        memo.once(reading, "a")
        memo.once(reading, "b")
        assert calls == {"a": 1, "b": 1} and len(texts) == 2
    assert memo.active() is None and len(texts) == 0


def test_scope_is_dropped_when_the_check_fails():
    with pytest.raises(ValueError):
        with memo.scope() as texts:
            memo.once(str.upper, "x")
            raise ValueError
    assert memo.active() is None and len(texts) == 0


def test_memory_stays_flat_over_a_stream_of_checks(monkeypatch):
    """Every memo a check opens is emptied when it returns, and none stays active."""
    made: list[memo.Texts] = []
    init = memo.Texts.__init__

    def spy(self) -> None:
        init(self)
        made.append(self)

    monkeypatch.setattr(memo.Texts, "__init__", spy)
    cases = _cases("blind5-en-dev.jsonl", 15) + _cases("blind5-ar-dev.jsonl", 10)
    _run(cases)
    assert len(made) == len(cases)  # one memo per check (check_analysis's scope is inside check_report's)
    assert all(len(t) == 0 and not t.kinds for t in made)
    assert memo.active() is None


# ------------------------------------------------------------------ a check folds each distinct string once
def test_a_check_reads_each_distinct_string_once(monkeypatch):
    """Through the Doc, each distinct string is folded and tokenised at most once per check."""
    folded: Counter = Counter()
    seen_fold = doc_module.fold

    def counting(text: str) -> str:
        folded[text] += 1
        return seen_fold(text)

    monkeypatch.setattr(doc_module, "fold", counting)
    for c in _cases("blind5-en-dev.jsonl", 20) + _cases("blind5-ar-dev.jsonl", 10):
        folded.clear()
        forget_contexts()
        check(c.response.text if hasattr(c.response, "text") else c.response, c.context, c.query_text)
        assert folded and max(folded.values()) == 1, folded.most_common(3)


def _repeats(cases, functions) -> tuple[int, int]:
    """Calls of ``functions`` and calls on a string already passed to the same function in the same check."""
    codes = {f.__code__: f.__name__ for f in functions}
    calls, repeats, seen = 0, 0, set()

    def hook(frame, event, arg):
        nonlocal calls, repeats
        name = codes.get(frame.f_code) if event == "call" else None
        if name is not None:
            key = (name, frame.f_locals[frame.f_code.co_varnames[0]])
            calls += 1
            repeats += key in seen
            seen.add(key)

    forget_contexts()
    old = sys.getprofile()
    sys.setprofile(hook)
    try:
        for c in cases:
            seen.clear()
            check(c.response.text if hasattr(c.response, "text") else c.response, c.context, c.query_text)
    finally:
        sys.setprofile(old)
    return calls, repeats


def test_fold_and_words_hardly_repeat_in_a_check():
    """Before the Doc, over half the folds and tokenisations of a check repeated one already made (71.6 of
    130.1 per response on blind5-en-dev; the Arabic fold 43.7 of 85.8 on blind5-ar-dev); now only the few folds
    outside the Doc repeat."""
    from groundtest.text.arabic import normalise

    calls, repeats = _repeats(_cases("blind5-en-dev.jsonl", 30), [lexicon.fold, lexicon.words])
    assert calls > 0 and repeats <= 0.1 * calls, (calls, repeats)
    calls, repeats = _repeats(_cases("blind5-ar-dev.jsonl", 15), [lexicon.fold, lexicon.words, normalise.fold.__wrapped__])  # type: ignore[attr-defined]
    assert calls > 0 and repeats <= 0.1 * calls, (calls, repeats)
