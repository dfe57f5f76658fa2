"""THE CHILD OF AN AGE (text.arabic.polarity._child_ages): "ابن"/"ابنة"/"بنت" before a feminine ordinal, the year left
unsaid ("ابن الرابعة" is a child of four, "بنت السابعة" of seven), is that many years, as "عمره 4 سنوات" is: under
the context's free limit ("والأطفال دون ٦ سنوات مجاناً") "ابن الرابعة: مجاناً" is the context's free; a child at or
over the limit ("ابن السادسة"، "بنت التاسعة") is no case of it and stays flagged. "الابن الرابع" (the fourth son) and
"ابنه الثالث" (his third son) say no age."""
from __future__ import annotations

from hypothesis import assume, given, settings, strategies as st

from groundtest.text.arabic.normalise import fold_text
from groundtest.text.arabic.polarity import _word_years, free_unsaid

FEMININE = ["الثانية", "الثالثة", "الرابعة", "الخامسة", "السادسة", "السابعة", "الثامنة", "التاسعة", "العاشرة",
            "الحادية عشرة", "الثانية عشرة", "الثالثة عشرة"]
LIMITS = [("دون ٦ سنوات", 6), ("تحت ١٠ سنوات", 10), ("حتى ١٢ سنة", 12)]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(list(enumerate(FEMININE, start=2))), st.sampled_from(LIMITS),
       st.sampled_from(["ابن", "ابنة", "بنت"]), st.sampled_from(["{}: مجاناً", "| {} | مجاناً |", "- {}: مجانًا"]))
def test_the_child_under_the_limit_is_free(age, limit, noun, form):
    n, ordinal = age
    words, bound = limit
    assume(n != bound)  # the figure equal to the limit is read as the limit restated, digits or words alike
    context = f"رسوم الجولة ٣ دنانير للبالغ، و١٫٥ دينار للأطفال الأكبر، والأطفال {words} مجاناً."
    inside = n < bound
    assert (free_unsaid(form.format(f"{noun} {ordinal}"), context) is None) is inside


def test_the_answer():
    context = "رسوم الجولة المرشدة ٣ دنانير بحرينية للبالغ، و١٫٥ دينار للأطفال من ٦ إلى ١٢ سنة، والأطفال دون ٦ سنوات مجاناً."
    assert free_unsaid("- ابن الرابعة: مجاناً", context) is None
    assert free_unsaid("- ابن السابعة: مجاناً", context) is not None


def test_no_age_without_the_childs_construct():
    assert _word_years(fold_text("ابن الرابعة")) == {"4"}
    assert _word_years(fold_text("وبنت الثانية عشرة")) == {"12"}
    assert _word_years(fold_text("الابن الرابع")) == set()
    assert _word_years(fold_text("ابنه الثالث")) == set()
    assert _word_years(fold_text("ابن الأولى")) == set()
