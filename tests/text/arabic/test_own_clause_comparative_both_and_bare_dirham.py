"""Four Arabic grammars (text.arabic.behaviour, text.arabic.dates, text.arabic.numbers, text.matching):

- THE FIGURE'S OWN CLAUSE: "سمعت إن لازم يكون عمري ٢١ سنة …، وأنا عمري ١٩" — the belief ("سمعت") is the earlier
  clause's; the 19 of the first-person clause after the comma is the user's own age, restated as theirs ("وعمرك 19");
- THE COMPARATIVE BY AN AMOUNT: "أعلى من المكتب المرن (12,500) بـ6,500 درهم" (also أطول، أقصر) signals a difference,
  as "أغلى"، "أرخص" do: 19,000 − 12,500;
- THE PROCLITIC DUAL: "للفكين الاثنين" — "the two" after a definite dual with ل (written لل) is "both", no Monday;
- THE BARE DIRHAM: "130 درهمًا" (no nationality, no sign) is the context's "130 درهمًا مغربيًا"; a national dirham of
  another country is not.

Each correct form passes; the same shape with an invented figure (or the other nation's dirham) is still caught."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest import check
from groundtest.text.arabic.behaviour import first_person, working_ops
from groundtest.text.arabic.numbers import bare_dirham
from groundtest.text.matching import extract_values, same_value
from tests.helpers import cli_scored

_DONOR = ("شروط التبرع بالدم:\n- العمر من ١٨ إلى ٦٥ عاماً.\n- الوزن لا يقل عن ٥٠ كغ.\n"
          "يمكن حجز موعد التبرع بالاتصال على الرقم ٤٤٣٩١٠٨١.")
_DONOR_Q = "سمعت إن لازم يكون عمري ٢١ سنة عشان أتبرع بالدم، وأنا عمري ١٩. يعني لازم أنتظر سنتين؟"


def _donor(age: str) -> str:
    return (f"لا، ما تحتاج تنتظر! 😊\n\n- العمر المطلوب للتبرع **من 18 إلى 65 سنة**، مو 21.\n"
            f"- وعمرك **{age}**، يعني **تقدر تتبرع من الحين**.\n- للحجز: **44391081**.")


def test_the_figures_own_clause_is_the_users():
    assert first_person("سمعت إن لازم يكون عمري ٢١ سنة عشان أتبرع بالدم، وأنا عمري ") is True
    assert first_person("سمعت إن لازم يكون عمري ") is False  # the belief's own clause
    assert check(_donor("19"), _DONOR, query=_DONOR_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("wrong", ["17", "70"])
def test_a_premise_the_user_did_not_give_is_still_caught(wrong):
    assert check(_donor(wrong), _DONOR, query=_DONOR_Q).hallucination == "hallucinated"


_ZONE = ("Dunes Free Zone licence packages: The Flexi-Desk licence costs AED 12,500 per year and includes up to 2 residence "
         "visa allocations. The Small Office licence costs AED 19,000 per year and includes up to 4 visa allocations.")
_ZONE_Q = "أحتاج ٣ تأشيرات إقامة. تكفيني رخصة المكتب المرن؟"
COMPARATIVES = ["أعلى", "أغلى"]


def _zone(word: str, diff: str) -> str:
    return ("- رخصة المكتب المرن تشمل **حتى تأشيرتين** فقط، وأنت تحتاج **3**.\n"
            f"- رخصة المكتب الصغير تكلفتها **19,000 درهم سنوياً**، يعني {word} من المكتب المرن (12,500) بـ**{diff} درهم**.")


@settings(max_examples=6, deadline=None)
@given(st.sampled_from(COMPARATIVES))
def test_higher_by_an_amount_is_a_difference(word):
    assert "-" in working_ops(f"{word} من المكتب المرن بـ6,500 درهم")
    assert check(_zone(word, "6,500"), _ZONE, query=_ZONE_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("wrong", ["7,500", "5,500", "6,000"])
def test_a_difference_the_figures_do_not_give_is_caught(wrong):
    assert check(_zone("أعلى", wrong), _ZONE, query=_ZONE_Q).hallucination == "hallucinated"


_ORTHO = "المثبّت (الريتينر) بعد فك التقويم يكلف ٦٠ ديناراً للفك الواحد. المراجعات الدورية كل ٤ إلى ٦ أسابيع."
_ORTHO_Q = "كم بيكلف الريتينر للفكين؟"


@pytest.mark.parametrize("both", ["للفكين الاثنين", "للفكين الإثنين", "والفكين الاثنين"])
def test_the_two_after_a_proclitic_dual_is_both(both):
    text = f"- **ستين ديناراً** للفك الواحد.\n- {both}: 2 × 60 = **120 ديناراً**."
    assert check(text, _ORTHO, query=_ORTHO_Q).hallucination != "hallucinated"
    assert not any(v.kind == "date" for v in extract_values(both))
    # wrong neighbour: the product miscounted
    assert check(text.replace("**120 ديناراً**", "**140 ديناراً**"), _ORTHO, query=_ORTHO_Q).hallucination == "hallucinated"


def test_monday_is_still_a_day():
    assert any(v.kind == "date" for v in extract_values("المراجعة يوم الاثنين"))


_MOSQUE = ("سعر تذكرة الجولة للبالغين 130 درهمًا مغربيًا، وللطلاب 65 درهمًا عند تقديم بطاقة الطالب. زيارة متحف المسجد "
           "برسم إضافي قدره 30 درهمًا.")
_MOSQUE_Q = "كم سعر تذكرة الجولة للبالغ؟"


@pytest.mark.parametrize("sum_", ["130 درهمًا", "130 درهم", "١٣٠ درهمًا", "130 درهمًا مغربيًا"])
def test_a_bare_dirham_is_the_contexts_dirham(sum_):
    assert check(f"سعر تذكرة البالغ **{sum_}**.", _MOSQUE, query=_MOSQUE_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("sum_", ["120 درهمًا", "130 درهمًا إماراتيًا", "130 د.إ", "150 درهمًا"])
def test_another_sum_or_another_nations_dirham_is_caught(sum_):
    assert check(f"سعر تذكرة البالغ **{sum_}**.", _MOSQUE, query=_MOSQUE_Q).hallucination == "hallucinated"


def test_bare_dirham_reads_the_words():
    assert bare_dirham("130 درهمًا") and bare_dirham("٣٠ دراهم")
    assert not bare_dirham("130 درهمًا إماراتيًا") and not bare_dirham("130 د.إ") and not bare_dirham("AED 130")
    a, b = extract_values("130 درهمًا")[0], extract_values("130 درهمًا مغربيًا")[0]
    assert same_value(a, b) and same_value(b, a)


def test_score_reads_the_four(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": q, "context": [{"title": "c.md", "text": c}],
             "response": r}
            for i, q, c, r in (("own", _DONOR_Q, _DONOR, _donor("19")), ("own-bad", _DONOR_Q, _DONOR, _donor("17")),
                               ("diff", _ZONE_Q, _ZONE, _zone("أعلى", "6,500")),
                               ("diff-bad", _ZONE_Q, _ZONE, _zone("أعلى", "7,500")),
                               ("dirham", _MOSQUE_Q, _MOSQUE, "سعر تذكرة البالغ **130 درهمًا**."),
                               ("dirham-bad", _MOSQUE_Q, _MOSQUE, "سعر تذكرة البالغ **130 درهمًا إماراتيًا**."))]
    got = cli_scored(tmp_path, rows, "hallucinated")
    assert got == {"own": False, "own-bad": True, "diff": False, "diff-bad": True, "dirham": False, "dirham-bad": True}
