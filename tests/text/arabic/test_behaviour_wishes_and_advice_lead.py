"""Wishes and the advice's lead as fillers: a time of the day or a feast wished well ("نهارك حلو!"، "ليلة سعيدة"، "عيد
سعيد"), the feast's "every year and you are well" in its persons ("وكل عام وأنت بخير!"، "كل سنة وانتو طيبين"), and the
suggestion named by a clause of what ("ما أقترحه عليك:") state nothing; the same openings with a clause of their own
after them still state it, and over an empty retrieval an invented fact beside them is still flagged."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_filler

_TIMES = st.sampled_from(["نهارك", "نهاركم", "ليلة", "صباحك", "عيد", "يومك", "سهرة"])
_GOOD = st.sampled_from(["حلو", "حلوة", "سعيد", "سعيدة"])
_EVERY = st.sampled_from(["كل عام وأنت بخير", "وكل عام وأنتم بخير", "كل سنة وانتو طيبين", "وكل عام وانتي بخير"])
_LEADS = st.sampled_from(["ما أقترحه عليك:", "**ما أقترحه عليك:**", "ما أنصحك به:", "اللي بنصحك فيه:"])


@settings(max_examples=25, deadline=None)
@given(_TIMES, _GOOD, st.sampled_from(["!", "", " ☀️", "."]))
def test_a_time_wished_well(time, good, end):
    assert is_filler(f"{time} {good}{end}")
    assert not is_filler(f"{time} {good} والمسبح مفتوح يوميًا من 8 صباحًا.")


@settings(max_examples=10, deadline=None)
@given(_EVERY, st.sampled_from(["!", "", " 🌙"]))
def test_every_year_and_you_are_well(wish, end):
    assert is_filler(f"{wish}{end}")
    assert not is_filler("كل عام والمتحف مفتوح في العيد.")


@settings(max_examples=10, deadline=None)
@given(_LEADS)
def test_the_advice_lead_with_a_clause_of_what(lead):
    assert is_filler(lead)


@settings(max_examples=10, deadline=None)
@given(_EVERY, _LEADS)
def test_over_an_empty_retrieval(wish, lead):
    q = "هل قلعة الزبارة مفتوحة في العيد؟"
    right = (f"للأسف، لا توجد لديّ أي معلومات في المستندات المتاحة عن مواعيد القلعة.\n\n{lead}\n"
             f"- الاستفسار من الجهة المسؤولة قبل زيارتك.\n\n{wish}!")
    assert check(right, [], query=q).hallucination != "hallucinated"
    wrong = right + "\nالقلعة مفتوحة في العيد من 9 صباحًا حتى 5 مساءً."
    assert check(wrong, [], query=q).hallucination == "hallucinated"
