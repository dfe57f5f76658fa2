"""Arabic names without capitals (groundtest.text.arabic.names): found by the word before them."""
from __future__ import annotations

import pytest
import groundtest
from groundtest.text.arabic.names import cued_names, language, name_in, glossed
from groundtest.text.arabic.normalise import fold_text


def test_cued_names_and_their_spans():
    text = "يمكنك تقديم شكوى عبر منصة ودّي أو الاتصال بالرقم 19911، أو مراجعة وزارة الموارد البشرية."
    got = [(n, text[a:b]) for _, n, a, b in cued_names(text)]
    # the ministry the user is referred to (مراجعة وزارة …) is advice; the platform and the number are checked
    assert got == [("ودّي", "ودّي"), ("19911", "19911")]
    said = "تصدر وزارة الموارد البشرية، عبر منصة **«بحري»** مباشرةً للاستفسار."
    assert [n for _, n, _, _ in cued_names(said)] == ["الموارد البشرية", "بحري"]


def test_name_in_context_is_folded():
    ctx = fold_text("قدّم الطلب عبر منصة قوى التابعة لوزارة الموارد البشرية.")
    assert name_in("قوى", ctx) and name_in("الموارد البشرية", ctx)
    assert not name_in("ودي", ctx)


def test_language():
    assert language("رسوم الشريحة ١٥ ريالًا") == "ar"
    assert language("The SIM fee is 15 SAR") == "en"
    assert language("The fee رسوم الشريحة is 15") == "mixed"


def test_a_number_cue_names_only_a_number():
    """"الرقم الصحيح ٣٠ يومًا" is "the right figure", no name; "الرقم الموحد 19911" names the line."""
    assert cued_names("إذاً زميلك محق، والرقم الصحيح ٣٠ يوماً على الأقل.") == []
    assert [n for _, n, _, _ in cued_names("اتصل على الرقم الموحد 19911.")] == ["19911"]


def test_a_quoted_name_is_read_as_written():
    from groundtest.checker.lexicon import Vocabulary
    from groundtest.text.arabic.names import quoted_at

    text = "احجز عبر تطبيق **«جوازك»** على الموبايل."
    [(_, name, a, _)] = cued_names(text)
    assert name == "جوازك" and quoted_at(text, a)
    assert not quoted_at("احجز عبر تطبيق جوازك.", 15)
    vocab = Vocabulary({fold_text(w) for w in "جواز السفر الجوازات لمصلحة".split()})
    assert vocab.has(fold_text("جوازك"))  # the light stem meets "جواز" ...
    assert not vocab.written(fold_text("جوازك"))  # ... but a quoted name is its written form
    assert vocab.written(fold_text("مصلحة")) and vocab.written(fold_text("والجوازات"))  # proclitics aside


def test_a_cue_word_as_a_common_noun_with_its_adjective():
    """"خدمة إلكترونية سريعة"، "منصة حكومية رسمية"، "الدكتور المختص سيراجع طلبك": a description, no name."""
    for text in ("قدّم الطلب عبر خدمة إلكترونية سريعة.", "وهي منصة حكومية رسمية.", "الدكتور المختص سيراجع طلبك.",
                 "قدّم الطلب عبر موقع الجوازات الإلكتروني."):
        assert all(fold_text(n).split()[0] not in ("الكترونيه", "حكوميه", "المختص") for _, n, _, _ in cued_names(text)), text
    assert [n for _, n, _, _ in cued_names("قدّم الطلب عبر موقع الجوازات الإلكتروني.")] == ["الجوازات"]
    assert [n for _, n, _, _ in cued_names("حمّل تطبيق توكلنا الجديد.")] == ["توكلنا"]


def test_names_through_check_both_ways():
    import groundtest

    ctx = ("يمكن تقديم طلب جواز السفر عبر بوابة «أبشر» أو في أقرب فرع للجوازات، وتصدر الوثيقة خلال 5 أيام عمل. "
           "رسوم الإصدار 300 ريال لمدة خمس سنوات.")
    base = "رسوم الإصدار 300 ريال لمدة خمس سنوات.\n\n"
    for said in ("يمكنك تقديم الطلب عبر خدمة إلكترونية سريعة في بوابة «أبشر».",
                 "يمكنك التقديم عبر بوابة «أبشر»، وهي منصة حكومية رسمية."):
        v = groundtest.check(base + said, ctx)
        assert not any(f.rule == "name" for f in v.findings), (said, v.findings)
    for said, name in (("يمكنك التقديم عبر تطبيق توكلنا.", "توكلنا"), ("راجع السيد أحمد الزهراني في الفرع.", "أحمد الزهراني"),
                       ("قدّم الطلب عبر منصة «مسار».", "مسار")):
        v = groundtest.check(base + said, ctx)
        assert any(f.rule == "name" and f.severity == "critical" and f.content == name for f in v.findings), (said, v.findings)


def _critical(v) -> set[str]:
    return {f.rule or f.type for f in v.findings if f.severity == "critical"}


@pytest.mark.parametrize("count", ["واحدة", "وحيدة", "اثنتين"])
def test_a_count_after_a_cue_word_is_no_name(count):
    from groundtest.text.arabic.names import cued_names

    names = [n for _, n, _, _ in cued_names(f"ما تذكره المستندات هو خدمة لقاح {count} فقط:")]
    assert all(count not in n for n in names), names


LUGGAGE = [{"title": "t", "text": "يُسمح لكل مسافر في قطارات البراق بحقيبتين كبيرتين وحقيبة يد واحدة دون رسوم إضافية."}]


def test_a_denied_fee_and_the_contexts_name_in_latin_letters():
    q = "Since Al Boraq charges 50 dirhams for each extra suitcase, how much will I pay?"
    ok = groundtest.check("The documents **don't mention any 50-dirham fee**. On Al Boraq, each passenger may bring "
                          "**two large suitcases and one hand bag at no extra charge**.", LUGGAGE, q)
    assert not ({"value", "query_only", "name"} & _critical(ok)), ok.findings
    bad = groundtest.check("On Al Boraq each extra suitcase costs a 50-dirham fee, payable at Casa Voyageurs station.",
                           LUGGAGE, q)
    assert bad.hallucination == "hallucinated"


@pytest.mark.parametrize(("name", "context", "found"), [
    ("Al Boraq", "قطارات البراق", True), ("Deliveroo", "اطلب عبر ديليفرو", True), ("Mohammed", "السيد محمد", True),
    ("ديليفرو", "Order via Deliveroo", True), ("Talabat", "عبر تطبيق هنقرستيشن", False), ("Noon", "متجر أمازون", False),
    ("Karam Foods", "تمر وحليب", False),
])
def test_a_name_spelled_in_the_other_script(name, context, found):
    from groundtest.text.arabic.names import spelled_in

    assert spelled_in(name, context, {}) is found


_MARGIN = ("يبدأ هامش الربح السنوي على تمويل المرابحة السكني من ٤٫٩٩٪ (معدل النسبة السنوي من ٥٫٣٢٪). "
           "تخضع المنتجات لرقابة البنك المركزي السعودي.")


@pytest.mark.parametrize("text, acr", [("- **معدل النسبة السنوي (APR):** من **٥٫٣٢٪**.", "APR"),
                                       ("هامش الربح السنوي (APR) يبدأ من ٤٫٩٩٪", "APR"),
                                       ("برقابة البنك المركزي السعودي (SAMA)", "SAMA")])
def test_an_acronym_glossing_the_contexts_term_names_the_contexts_thing(text, acr):
    assert glossed(acr, text, _MARGIN)


@pytest.mark.parametrize("text, acr", [("- **معدل الفائدة الثابت (APR):** من ٥٪", "APR"), ("معدل النسبة السنوي (APY)", "APR"),
                                       ("وفق هيئة السوق المالية (CMA)", "CMA"), ("معدل النسبة السنوي APR", "APR"),
                                       ("معدل النسبة السنوي (Apr)", "Apr")])
def test_an_acronym_after_another_term_or_not_in_brackets_is_no_gloss(text, acr):
    assert not glossed(acr, text, _MARGIN)
