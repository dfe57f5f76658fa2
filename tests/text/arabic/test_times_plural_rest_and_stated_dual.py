"""Three Arabic grammars of figures said without their working (text.arabic.numbers, text.arabic.behaviour):

- THE ARABIC TIMES-PLURAL GRAMMAR: "تسع أضعاف مدة الدم الكامل" — the plural "أضعاف" is itself the comparative, so
  the count before it is a ratio of two figures the answer shows (90 ÷ 10 = 9), as English "nine times as long";
- THE FIGURE-REMAINDER GRAMMAR: "والـ2,000 الباقية" — a figure the participle "left" follows is one figure less
  another (the user's 7,000 less the 5,000 cap), a bare figure (its noun left off) the rest of two amounts of money;
- THE STATED-DUAL COUNT: "تشمل حتى تأشيرتي إقامة" counts two visas by the dual alone; the answer's "حتى 2" under
  "التأشيرات" restates that count.

Each correct form passes; the same shape with an invented figure is still caught."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest import check
from groundtest.text.arabic.behaviour import remainder_follows
from groundtest.text.arabic.numbers import dual_stems, names_stem, says_times_plural
from tests.helpers import cli_scored

_BLOOD = ("يستغرق التبرع بالدم الكامل نحو ١٠ دقائق، بينما يستغرق التبرع بالصفائح الدموية نحو ٩٠ دقيقة. تستغرق الزيارة "
          "كاملةً قرابة ٤٥ دقيقة شاملةً التسجيل والفحص والاستراحة.")
_BLOOD_Q = "كم ياخذ التبرع بالصفائح الدموية مقارنة بالتبرع بالدم العادي؟"
_COUNTS = {9: ["تسع", "تسعة", "9", "٩"], 7: ["سبع", "7"], 12: ["اثنا عشر", "12"]}


def _blood(n: str) -> str:
    return ("| نوع التبرع | المدة |\n|---|---|\n| الدم الكامل | حوالي **10 دقائق** |\n| الصفائح الدموية | حوالي **90 دقيقة** |\n\n"
            f"- يعني التبرع بالصفائح أطول بكثير: **{n} أضعاف** مدة الدم الكامل تقريباً.")


@settings(max_examples=8, deadline=None)
@given(st.sampled_from(_COUNTS[9]))
def test_times_plural_is_the_ratio_of_two_shown_figures(nine):
    assert says_times_plural(f"{nine} أضعاف")
    assert check(_blood(nine), _BLOOD, query=_BLOOD_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("wrong", _COUNTS[7] + _COUNTS[12])
def test_a_times_plural_the_figures_do_not_give_is_caught(wrong):
    assert check(_blood(wrong), _BLOOD, query=_BLOOD_Q).hallucination == "hallucinated"


def test_times_plural_reads_only_the_plural():
    assert not says_times_plural("10 دقائق")
    assert not says_times_plural("ضعف")  # "ضعف" is twice, read by the value grammar itself


_REMIT = ("رسوم التحويل لدى الوكيل: ١٫٥٪ من قيمة الحوالة، بحد أدنى ٥ دولارات أمريكية. الحد الأقصى للحوالة الواحدة ٥٬٠٠٠ "
          "دولار، ولا يجوز للمرسل الواحد تجاوز هذا الحد في اليوم.")
_REMIT_Q = "أقدر أرسل ٧٠٠٠ دولار في حوالة وحدة لأخوي؟"
_REST_WORDS = ["الباقية", "الباقيه", "المتبقية", "الباقي"]


def _remit(rest: str, word: str) -> str:
    return ("- **الحد الأقصى للحوالة الواحدة 5,000 دولار**، ولا يجوز تجاوزه في اليوم.\n"
            f"- ترسل **خمسة آلاف دولار** في يوم، والـ**{rest}** {word} في يوم تاني.")


@settings(max_examples=8, deadline=None)
@given(st.sampled_from(_REST_WORDS))
def test_a_figure_left_is_the_whole_less_the_part(word):
    assert remainder_follows(f"** {word} في يوم")
    assert check(_remit("2,000", word), _REMIT, query=_REMIT_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("wrong", ["2,500", "1,500", "3,000"])
@pytest.mark.parametrize("word", _REST_WORDS[:2])
def test_a_figure_left_the_figures_do_not_give_is_caught(wrong, word):
    assert check(_remit(wrong, word), _REMIT, query=_REMIT_Q).hallucination == "hallucinated"


def test_no_remainder_word_no_remainder():
    assert not remainder_follows(" في يوم تاني")
    assert not remainder_follows(" الباقة")  # a package, not "left"
    text = "- ترسل **خمسة آلاف دولار** في يوم، والـ**2,000** في يوم تاني."
    # no word of remainder: the bare 2,000 is no difference the sentence signals
    assert check(text, _REMIT, query=_REMIT_Q).hallucination == "hallucinated"


_ZONE = ("باقات الرخص في المنطقة الحرة: رخصة المكتب المرن بقيمة ١٢٬٥٠٠ درهم سنوياً وتشمل حتى تأشيرتي إقامة، ورخصة المكتب "
         "الصغير بقيمة ١٩٬٠٠٠ درهم سنوياً وتشمل حتى ٤ تأشيرات.")
_ZONE_Q = "كم تأشيرة تشمل كل رخصة؟"


def _zone(flexi: str, header: str = "التأشيرات") -> str:
    return (f"| الرخصة | الرسوم السنوية | {header} |\n|---|---|---|\n| المكتب المرن | 12,500 درهم | حتى {flexi} |\n"
            "| المكتب الصغير | 19,000 درهم | حتى 4 |\n\nبالتوفيق!")


@pytest.mark.parametrize("header", ["التأشيرات", "تأشيرات الإقامة", "عدد التأشيرات"])
def test_a_stated_dual_is_the_count_two(header):
    assert "تاشير" in dual_stems(_ZONE)
    assert names_stem(dual_stems(_ZONE), header)
    assert check(_zone("2", header), _ZONE, query=_ZONE_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("wrong", ["3", "5", "6"])
def test_a_count_the_dual_does_not_state_is_caught(wrong):
    assert check(_zone(wrong), _ZONE, query=_ZONE_Q).hallucination == "hallucinated"


@pytest.mark.parametrize("text", ["زيارة الرحلتين", "فستان جميل", "بروتين", "ساعتين", "سيارتي الجديدة"])
def test_no_dual_count(text):
    assert dual_stems(text) == frozenset()


def test_score_reads_the_three(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": q, "context": [{"title": "c.md", "text": c}],
             "response": r}
            for i, q, c, r in (("times", _BLOOD_Q, _BLOOD, _blood("تسع")), ("times-bad", _BLOOD_Q, _BLOOD, _blood("سبع")),
                               ("rest", _REMIT_Q, _REMIT, _remit("2,000", "الباقية")),
                               ("rest-bad", _REMIT_Q, _REMIT, _remit("2,500", "الباقية")),
                               ("dual", _ZONE_Q, _ZONE, _zone("2")), ("dual-bad", _ZONE_Q, _ZONE, _zone("3")))]
    got = cli_scored(tmp_path, rows, "hallucinated")
    assert got == {"times": False, "times-bad": True, "rest": False, "rest-bad": True, "dual": False, "dual-bad": True}
