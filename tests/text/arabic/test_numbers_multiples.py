"""Multiples said in words (derive._MULTIPLE / derive._multiple): the root ض-ع-ف in its noun and
verb forms, with or without short vowels ("ضعف", "يُضاعَف", "تضاعف", "مضاعفة") is ×2, "ثلاثة أضعاف"
×3, where the context says the same multiple: "غرامة ٢٠٠ ريال تُضاعف عند التكرار" → "أي ٤٠٠ ريال".
A wrong product, or a multiple the context does not state, stays flagged."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

import groundtest
from groundtest.checker.derive import _MULTIPLE, _multiple

WORD_AMOUNTS = {100: "مئة", 200: "مئتا", 300: "ثلاثمئة", 400: "أربعمئة", 500: "خمسمئة", 600: "ستمئة",
                800: "ثمانمئة", 900: "تسعمئة"}
CTX_VERBS = ["تُضاعف عند التكرار", "تضاعف في حال التكرار", "يُضاعَف عند تكرار المخالفة", "وتكون مضاعفة عند التكرار"]
ANS_VERBS = ["وتُضاعف عند التكرار — أي", "وتتضاعف لو تكررت، يعني", "ومضاعفة عند التكرار:", "وعند التكرار ضعفها، أي"]
CURRENCIES = [("ريال عماني", "ريال"), ("دينار كويتي", "دينار"), ("درهم", "درهم")]


@pytest.mark.parametrize(("word", "times"), [
    ("ضعف", 2.0), ("ضعفي", 2.0), ("يُضاعَف", 2.0), ("تضاعف", 2.0), ("مضاعفة", 2.0), ("double", 2.0),
    ("ثلاثة أضعاف", 3.0), ("أربعة أضعاف", 4.0), ("triple", 3.0)])
def test_the_multiple_a_word_says(word, times):
    [m] = list(_MULTIPLE.finditer(word))
    assert _multiple(m.group(0)) == times


@pytest.mark.parametrize("word", ["ضعيف", "الضعيفة", "weak", "weakly"])
def test_words_of_weakness_are_no_multiple(word):
    assert not list(_MULTIPLE.finditer(word))


def _case(base: int, cur: int, cv: int, av: int, said: int, digits: bool):
    full, short = CURRENCIES[cur]
    ctx = [{"title": "المخالفات.md", "text": f"يُعاقب على ترك المخلفات بغرامة قدرها {base} {full} {CTX_VERBS[cv]}."}]
    said_text = f"{said} {short}" if digits else f"{WORD_AMOUNTS[said]} {short}"
    resp = f"غرامة ترك المخلفات **{base} {full}** {ANS_VERBS[av]} **{said_text}** في المرة الثانية."
    return resp, ctx


@settings(max_examples=25, deadline=None)
@given(base=st.sampled_from([100, 200, 300, 400]), cur=st.integers(0, 2), cv=st.integers(0, 3),
       av=st.integers(0, 3), digits=st.booleans())
def test_a_doubled_fine_is_supported(base, cur, cv, av, digits):
    resp, ctx = _case(base, cur, cv, av, 2 * base, digits)
    v = groundtest.check(resp, ctx, "كم الغرامة؟")
    assert not [f for f in v.findings if f.rule == "value"], (resp, v.findings)


@settings(max_examples=25, deadline=None)
@given(base=st.sampled_from([100, 200, 300, 400]), cur=st.integers(0, 2), cv=st.integers(0, 3),
       av=st.integers(0, 3), digits=st.booleans(), wrong=st.sampled_from([3, "plus"]))
def test_a_wrong_multiple_stays_flagged(base, cur, cv, av, digits, wrong):
    said = 3 * base if wrong == 3 else 2 * base + 100
    if said not in WORD_AMOUNTS:
        digits = True
    resp, ctx = _case(base, cur, cv, av, said, digits)
    v = groundtest.check(resp, ctx, "كم الغرامة؟")
    assert [f for f in v.findings if f.rule == "value"], (resp, v.findings)


def test_a_doubling_the_context_does_not_state_stays_flagged():
    ctx = [{"title": "المخالفات.md", "text": "يُعاقب على ترك المخلفات بغرامة قدرها ٢٠٠ ريال عماني."}]
    v = groundtest.check("الغرامة ٢٠٠ ريال عماني، وتُضاعف عند التكرار — أي أربعمئة ريال.", ctx, "كم الغرامة؟")
    assert [f for f in v.findings if f.rule == "value"], v.findings
