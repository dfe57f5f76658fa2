"""THE PERSON'S PRICE ACROSS LANGUAGES: an Arabic claim giving one kind of person (adult, child, student, senior,
resident, infant, or the second or third of a row) the price or share an English context gives another kind is swapped;
each person's own figure is clean, and a claim naming two persons, or none, is not read."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.persons import person_swapped

_PERSONS = [("adults", "البالغ", 130), ("students", "الطالب", 65), ("children", "الأطفال", 30),
            ("seniors", "كبار السن", 45)]
_CTX = "Hassan II Mosque tours. Prices: " + ", ".join(f"{en} MAD {p}" for en, _, p in _PERSONS) + "; under 6 free."
_FORMS = st.sampled_from(["- **تذكرة {ar}**: **{p} درهمًا**.", "| {ar} | {p} درهم |", "سعر التذكرة لفئة {ar} هو {p} درهمًا."])


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(range(len(_PERSONS))), st.sampled_from(range(len(_PERSONS))), _FORMS)
def test_a_persons_price_given_another_person(i, j, form):
    _, ar, _ = _PERSONS[i]
    p = _PERSONS[j][2]
    claim = form.format(ar=ar, p=p)
    hit = person_swapped(claim, _CTX, {})
    assert (hit is None) == (i == j)
    verdict = check(claim, [{"title": "tours-en.md", "text": _CTX}], query="كم سعر التذكرة؟").hallucination
    assert (verdict == "hallucinated") == (i != j)


_SIBLINGS = "The school offers a sibling discount: 10% off tuition for the second child and 15% off for the third and any further children."


@settings(max_examples=10, deadline=None)
@given(st.sampled_from([("الثاني", "١٠٪", True), ("الثالث", "١٥٪", True), ("الثاني", "١٥٪", False), ("الثالث", "١٠٪", False)]))
def test_the_ordinal_counts_the_child(row):
    place, share, right = row
    claim = f"| الطفل {place} | {share} |"
    assert (person_swapped(claim, _SIBLINGS, {}) is None) == right


def test_not_read():
    # two persons in one claim; no person; a context in Arabic (the frames of one language read it)
    assert person_swapped("تذكرة البالغ 130 درهمًا، أو 60 درهمًا للمقيمين.", _CTX, {}) is None
    assert person_swapped("التذكرة 30 درهمًا.", _CTX, {}) is None
    assert person_swapped("تذكرة الطالب 30 درهمًا.", "الطلاب 65 درهمًا، والأطفال 30 درهمًا.", {}) is None
