"""THE LATIN ABBREVIATION as a gloss (text.arabic.names.abbreviation, glossed): a Latin abbreviation in brackets right
after an Arabic term the context states — capitals with dots, hyphens or a lower-case letter among them ("Wi-Fi", "eSIM",
"PhD"), at least half its letters capitals — names the context's own thing, as "APR" does. A Latin word or a brand
("Starlink", "iPhone") is no abbreviation, and an abbreviation after a term the context does not state stays a name."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.names import abbreviation, glossed

LOUNGE = ("صالة رجال الأعمال في المطار: رسم الدخول ٣٥ دولارًا للشخص لمدة أقصاها ٣ ساعات. يشمل الرسم المشروبات الساخنة "
          "والباردة والوجبات الخفيفة وخدمة الإنترنت اللاسلكي. الوجبات الساخنة غير مشمولة.")


@pytest.mark.parametrize(("name", "key"), [("APR", "APR"), ("Wi-Fi", "WiFi"), ("eSIM", "eSIM"), ("PhD", "PhD"),
                                           ("U.S.", "US"), ("Starlink", None), ("iPhone", None), ("Wifi", None),
                                           ("A", None), ("عربي", None)])
def test_what_an_abbreviation_is(name, key):
    assert abbreviation(name) == key


@pytest.mark.parametrize(("text", "name", "ok"), [
    ("- ✅ الإنترنت اللاسلكي (Wi-Fi)", "Wi-Fi", True),
    ("خدمة الإنترنت اللاسلكي (WiFi) مشمولة", "WiFi", True),
    ("الإنترنت اللاسلكي (Starlink)", "Starlink", False),  # a brand: no abbreviation
    ("الإنترنت الفضائي (Wi-Fi)", "Wi-Fi", False),  # a term the context does not state
    ("الإنترنت اللاسلكي (Wi-Fi)", "WiFi6", False),
])
def test_glossed(text, name, ok):
    assert glossed(name, text, LOUNGE) is ok


@pytest.mark.parametrize(("answer", "ok"), [
    ("يشمل رسم الدخول المشروبات الساخنة والباردة والوجبات الخفيفة والإنترنت اللاسلكي (Wi-Fi).", True),
    ("يشمل رسم الدخول المشروبات الساخنة والباردة والوجبات الخفيفة والإنترنت الفضائي (Starlink).", False),
])
def test_check(answer, ok):
    got = check(answer, [LOUNGE], "ماذا يشمل رسم الدخول إلى الصالة؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
