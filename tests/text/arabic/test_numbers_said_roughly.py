"""THE ROUNDED FIGURE (text.arabic.numbers.said_roughly, read by checker.derive): an Arabic figure said to be rounded — a
word of approximation before it ("نحو ٦٦٫٧ ريال"، "حوالي"، "قرابة"، "ما يقارب") or "تقريبًا" after it, past its unit and
per-phrase ("٦٦٫٧ ريال للشخص تقريبًا") — may be a quotient worked out to its last written digit (٢٠٠ ÷ ٣ ≈ ٦٦٫٧), as the
English "about £66.70" may (only an amount of money with a fraction or of three figures: "حوالي ٢٥ درهماً" is a guess's
round figure as often). Not said to be rounded, the same figure is no quotient (٢٠٠ ÷ ٣ is not ٦٦٫٧ exactly); said
to be rounded, a figure off by more than half its last unit is still no quotient."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.numbers import said_roughly
from groundtest.text.matching import extract_values

AR_DIGITS = str.maketrans("0123456789.", "٠١٢٣٤٥٦٧٨٩٫")
BEFORE = ("نحو", "حوالي", "تقريبًا", "قرابة", "ما يقارب", "بحدود")
CURRENCIES = [("ريال", "ريالاً"), ("دينار", "ديناراً"), ("جنيه", "جنيهاً")]
# (whole, count in words, the quotient rounded as written)
SPLITS = [(200, "ثلاثة", "66.7"), (100, "ثلاثة", "33.3"), (1100, "أربعة عشر", "78.6"), (50, "ستة", "8.3"), (44000, "ثلاثة", "14667")]


def _n(raw: str, arabic: bool) -> str:
    return raw.translate(AR_DIGITS) if arabic else raw


def _at(text: str, raw: str) -> bool:
    v = next(v for v in extract_values(text) if v.raw == raw)
    return said_roughly(text, v)


def test_the_words_around_the_figure():
    assert _at("أي نحو 14,667 دج للشخص", "14,667 دج")
    assert _at("أي 14,667 دج للشخص تقريبًا", "14,667 دج")
    assert _at("| نحو ٦٫٧ ريال |", "٦٫٧ ريال")
    assert not _at("الرسوم 150 ريالاً فقط", "150 ريالاً")
    assert not _at("الرسوم 150 ريالاً، وتقريبًا كل", "150 ريالاً")  # (past the clause: another's)
    assert not _at("غالباً تكون في حدود ٢٥ درهماً شهرياً", "٢٥ درهماً")  # (a small round amount: a guess's as often)
    assert not _at("يكون حوالي 2% من المبلغ", "2%")


def _claim(whole: int, count: str, share: str, cur: str, arabic: bool, rough: str, after: bool) -> str:
    before = "" if after or not rough else rough + " "
    tail = " تقريبًا" if after and rough else ""
    return (f"الكبينة بـ {_n(str(whole), arabic)} {cur} للمجموعة. لو كنتم {count} فهي {before}{_n(share, arabic)} {cur} "
            f"للشخص{tail}.")


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(SPLITS), st.sampled_from(BEFORE), st.booleans(), st.sampled_from(CURRENCIES), st.booleans())
def test_a_rounded_quotient(split, rough, after, currency, arabic):
    whole, count, share = split
    ctx = [f"استئجار الكبينة {_n(str(whole), arabic)} {currency[1]} للمجموعة لمدة أقصاها ٦ ساعات."]
    q = "كم يدفع كل واحد؟"
    ok = check(_claim(whole, count, share, currency[1], arabic, rough, after), ctx, q)
    assert ok.hallucination != "hallucinated", ok.findings
    off = f"{float(share) + 3.1:.1f}" if "." in share else str(int(share) + 10)
    bad = check(_claim(whole, count, off, currency[1], arabic, rough, after), ctx, q)
    assert bad.hallucination == "hallucinated", bad.findings
    if "." in share:  # (not said to be rounded: no quotient)
        exact = check(_claim(whole, count, share, currency[1], arabic, "", after), ctx, q)
        assert exact.hallucination == "hallucinated", exact.findings
