"""Arabic names without capitals (groundtest.text.arabic.names): found by the word before them."""
from __future__ import annotations

from groundtest.text.arabic.names import cued_names, language, name_in
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
