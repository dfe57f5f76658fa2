"""Two Arabic readings beside a superseded price (checker.claims, checker.lookups):

- THE STALE CUE'S OWN WORDS: "هذا السعر لم يعد ساريًا، أي أن الثمن ارتفع بـ 30 درهمًا" — the out-of-date cue ("لم يعد
  ساريًا") is the answer's label of the old price, no words of a claim of its own (English "no longer valid"); a
  clause of new words beside it is still an extra claim;
- THE BARE DIRHAM'S CODE: "(MAD 129)" beside the context's bare "129 درهمًا" is the Moroccan dirham's code, no name
  (a bare dirham says no country); a code of a currency the context never uses stays a name the context lacks.
"""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_OLD = ("بطاقة «Carte Jeune» مخصصة للشباب من 12 إلى 25 سنة، وثمنها 99 درهمًا وهي صالحة لسنة واحدة، وتمنح تخفيضًا بنسبة 50% "
        "على قطارات الأطلس.")
_NEW = ("ابتداءً من 1 يناير 2025، أصبح ثمن بطاقة «Carte Jeune» 129 درهمًا، وهي صالحة لسنة واحدة للشباب من 12 إلى 25 سنة، "
        "وتمنح تخفيضًا بنسبة 50% على قطارات الأطلس.")
_CTX = [{"title": "2024.md", "text": _OLD, "status": "superseded"}, {"title": "2025.md", "text": _NEW, "status": "current"}]
_Q = "كم ثمن بطاقة Carte Jeune الآن؟ عمري ٢٢ سنة."


def _answer(code: str, note: str) -> str:
    return ("بما أن عمرك **٢٢ سنة**، فأنت ضمن الفئة المستهدفة (من 12 إلى 25 سنة) ✅\n\n"
            f"**الثمن الحالي:** **129 درهمًا{code}**، وذلك **ابتداءً من 1 يناير 2025**.\n\n"
            f"> ملاحظة: كان ثمن البطاقة سابقًا **99 درهمًا**، لكن {note}\n\n"
            "**مزايا البطاقة:** تخفيض بنسبة 50% على قطارات الأطلس.\n\n**الصلاحية:** سنة واحدة.")


NOTES = ["هذا السعر لم يعد ساريًا، أي أن الثمن ارتفع بـ 30 درهمًا.", "هذا الثمن لم يعد ساريًا."]


@pytest.mark.parametrize("note", NOTES)
@pytest.mark.parametrize("code", ["", " (MAD 129)"])
def test_the_old_price_labelled_passes(code, note):
    assert check(_answer(code, note), _CTX, query=_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("note", ["هذا السعر لم يعد ساريًا بسبب ارتفاع تكاليف الوقود والصيانة والرواتب في الشركة.",
                                  "هذا السعر لم يعد ساريًا، أي أن الثمن ارتفع بـ 40 درهمًا."])
def test_a_new_claim_beside_the_cue_is_caught(note):
    assert check(_answer("", note), _CTX, query=_Q).hallucination == "hallucinated"


def test_a_code_of_another_currency_is_caught():
    assert check(_answer(" (QAR 129)", NOTES[1]), _CTX, query=_Q).hallucination == "hallucinated"


def test_score_reads_both(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX, "response": r}
            for i, r in (("cue", _answer(" (MAD 129)", NOTES[0])), ("cue-bad", _answer("", "هذا السعر لم يعد ساريًا، أي أن الثمن ارتفع بـ 40 درهمًا.")))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"cue": False, "cue-bad": True}
