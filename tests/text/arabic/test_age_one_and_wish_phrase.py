"""Two Arabic grammars: a bare unit noun after an age word is one of it ("عمرها سنة" = 1 year, as "لمدة سنة"), not a
year named by a figure ("عمره سنة 2019") nor a noun after another word; and a wish said as a noun of the occasion and
an adjective of good ("إقامة ممتعة في جربة!"، "غوصًا ممتعًا") is a pleasantry, while a clause after it, or the same
noun and adjective stating a fact, is not."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_filler
from groundtest.text.matching import extract_values

AGES = ["عمره", "عمرها", "عمري", "عمرك", "بعمر"]
UNITS = [("سنة", 12.0, "month"), ("شهر", 1.0, "month"), ("أسبوع", 7.0, "day")]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(AGES), st.sampled_from(UNITS))
def test_a_bare_unit_after_an_age_word_is_one(age, unit):
    word, amount, canon = unit
    got = [(v.amount, v.unit) for v in extract_values(f"بنتي {age} {word} فقط.") if v.kind == "quantity"]
    assert got == [(amount, canon)], got
    # wrong neighbours: a year named by its figure, the noun after another word
    assert [v.amount for v in extract_values(f"{age} سنة 2019")] == [2019.0]
    assert [v for v in extract_values(f"عمر الطفل {word}") if v.kind == "quantity"] == []


WISHES = ["إقامة ممتعة", "غوصًا ممتعًا", "عطلة موفقة", "رحلتك آمنة", "عطلة سعيدة"]
TAILS = ["", " في جربة", " مع العائلة", " لكم", " إن شاء الله"]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(WISHES), st.sampled_from(TAILS), st.sampled_from(["!", " 🏖️", "."]))
def test_a_wish_of_noun_and_adjective_is_filler(wish, tail, end):
    assert is_filler(f"{wish}{tail}{end}")
    # wrong neighbours: a clause after the wish, a fact with the same words
    assert not is_filler(f"{wish} والمسبح مفتوح يوميًا{end}")
    assert not is_filler(f"{wish} تشمل زيارة ثلاثة مواقع{end}")


_HOTEL = ("يقع فندق «نخلة جربة» في منطقة سيدي مهرز. سعر الغرفة المزدوجة 280 دينارًا تونسيًا لليلة في الموسم العالي و190 دينارًا "
          "في بقية السنة. الأطفال دون سنتين مجانًا، ومن 2 إلى 11 سنة بخصم 50% عند الإقامة في غرفة الوالدين. معلوم الإقامة 3 دنانير للشخص "
          "البالغ في الليلة.")
_Q = "ابني عمره ٨ سنين ونبي نقيم بغرفتنا في الفندق. عنده خصم؟ وبنتي عمرها سنة؟"


def test_check_the_users_one_year_old_and_a_wish():
    r = ("- **بنتك (سنة واحدة):** مجانًا، لأن الأطفال **دون سنتين** لا يدفعون.\n"
         "- **ابنك (8 سنوات):** يحصل على **خصم 50%** لأنه ضمن الفئة **من 2 إلى 11 سنة**، بشرط الإقامة في غرفة الوالدين.\n\n"
         "إقامة ممتعة في جربة! 🏖️")
    assert check(r, _HOTEL, query=_Q).hallucination != "hallucinated", check(r, _HOTEL, query=_Q)
    bad = r.replace("(سنة واحدة)", "(3 سنوات)")
    assert check(bad, _HOTEL, query=_Q).hallucination == "hallucinated"
