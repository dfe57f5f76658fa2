"""Markdown emphasis is no working (frames._WRITTEN_WORKING): "**أربع سنوات**" has a star, not a multiplication
sign, so the claim's figures are its own, not operands and results of a working whose result is no frame's — a
sentence that restates a context sentence's two periods in order, bold or not, with a citation marker, is no swap;
the same sentence with the two periods exchanged still is; "2 * 3" is still working."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

import groundtest
from groundtest.text.arabic.frames import _WRITTEN_WORKING, swapped

WORDS = {2: "سنتين", 3: "ثلاث سنوات", 4: "أربع سنوات", 5: "خمس سنوات", 6: "ست سنوات"}
CTX = "تخضع السيارات الخاصة لأول فحص فني بعد {first} سنوات من تاريخ أول جولان، ثم كل سنتين حتى بلوغها {until} سنوات، ثم كل سنة."


def _claim(first: str, until: str, bold: bool, marker: bool) -> str:
    b = "**" if bold else ""
    tail = " [٢]" if marker else ""
    return (f"السيارات الخاصة تعمل أول فحص فني بعد {b}{first}{b} من تاريخ أول جولان، ومن بعد {b}كل عامين{b} "
            f"حتى تبلغ {until}، ومن بعد كل سنة{tail}.")


@settings(max_examples=30, deadline=None)
@given(first=st.sampled_from([3, 4, 5, 6]), until=st.sampled_from([8, 10, 12]), bold=st.booleans(), marker=st.booleans(),
       words=st.booleans())
def test_a_sentence_restated_in_order_is_no_swap(first, until, bold, marker, words):
    said = WORDS[first] if words else f"{first} سنوات"
    claim = _claim(said, f"{until} سنوات", bold, marker)
    assert swapped(claim, CTX.format(first=first, until=until), {}) is None


@settings(max_examples=20, deadline=None)
@given(first=st.sampled_from([3, 4, 5]), until=st.sampled_from([8, 10, 12]), bold=st.booleans(), marker=st.booleans())
def test_a_period_of_another_subject_is_still_flagged(first, until, bold, marker):
    bus = first + 3  # the buses' period, said of the private cars' first inspection
    ctx = [{"title": "دورية-الفحص.md", "text": CTX.format(first=first, until=until) + f" الحافلات تُفحص كل {bus} سنوات مهما كان عمرها."}]
    claim = _claim(f"{bus} سنوات", f"{until} سنوات", bold, marker)
    v = groundtest.check(claim, ctx, "كل قداش لازمني نعمل الفحص الفني؟")
    assert [f for f in v.findings if f.severity == "critical"], (claim, v.findings)


def test_emphasis_is_no_working_and_a_star_between_figures_is():
    assert _WRITTEN_WORKING.search("بعد **أربع سنوات** حتى **١٠ سنوات**") is None
    assert _WRITTEN_WORKING.search("*15 دينارًا* للشخص") is None
    for w in ("2 * 3 = 6", "٥ × ٢", "10 + 5", "٣٠ ÷ ٣"):
        assert _WRITTEN_WORKING.search(w) is not None
