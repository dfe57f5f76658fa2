"""Arabic values (groundtest.text.arabic.numbers) and the matching hook: number words in their
case and gender forms, duals, units, currencies, percentages, ranges, fractions; property tests
over the grammar."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from groundtest.text.arabic.numbers import extract, words_to_number
from groundtest.text.arabic.normalise import fold_text
from groundtest.text.matching import TextIndex, extract_values, parse_value


def one(text):
    vs = extract(text)
    assert len(vs) == 1, vs
    v = vs[0]
    assert text[v.start:v.end] == v.raw
    return v.kind, v.amount, v.unit


@pytest.mark.parametrize(("text", "want"), [
    ("ثلاثين يومًا", ("quantity", 30, "day")),
    ("ثلاثون يوما", ("quantity", 30, "day")),
    ("واحد وعشرين يومًا", ("quantity", 21, "day")),
    ("مائة وثمانين يومًا", ("quantity", 180, "day")),
    ("مئة وثمانون يوماً", ("quantity", 180, "day")),
    ("ست ساعات", ("quantity", 360, "minute")),
    ("ستة أشهر", ("quantity", 6, "month")),
    ("ثمانٍ وأربعين ساعة", ("quantity", 2880, "minute")),
    ("ثماني ساعات", ("quantity", 480, "minute")),
    ("أربعة عشر يومًا", ("quantity", 14, "day")),
    ("إحدى عشرة سنة", ("quantity", 132, "month")),
    ("يومين", ("quantity", 2, "day")),
    ("يومان", ("quantity", 2, "day")),
    ("شهرين", ("quantity", 2, "month")),
    ("أسبوعين", ("quantity", 14, "day")),
    ("نصف شهر", ("quantity", 0.5, "month")),
    ("ربع ساعة", ("quantity", 15, "minute")),
    ("٢٥٬٠٠٠ درهم", ("money", 25000, "aed")),
    ("١٥ ريالًا", ("money", 15, "riyal")),
    ("15 ر.س", ("money", 15, "sar")),
    ("٧٥٠ د.إ", ("money", 750, "aed")),
    ("1 د.أ", ("money", 1, "jod")),
    ("دينار أردني واحد", ("money", 1, "jod")),
    ("250 جنيهًا", ("money", 250, "egp")),
    ("500 ليرة لبنانية", ("money", 500, "lbp")),
    ("ثلاثة آلاف ريال", ("money", 3000, "riyal")),
    ("25 ألف درهم", ("money", 25000, "aed")),
    ("٥٠٪", ("percent", 50, None)),
    ("خمسين في المائة", ("percent", 50, None)),
    ("10 بالمئة", ("percent", 10, None)),
    ("10 صباحًا", ("time", 600, "10:00")),
    ("4 مساءً", ("time", 960, "16:00")),
    ("5 أيام عمل", ("quantity", 5, "working day")),
    ("مليون ونصف ريال عماني", ("money", 1_500_000, "omr")),
    ("أربعة أخماس", ("percent", 80, None)),
    ("ثلاثة أرباع", ("percent", 75, None)),
    ("3 ساعات ونصف", ("quantity", 210, "minute")),
    ("ساعة ونصف", ("quantity", 90, "minute")),
    ("العاشرة صباحًا", ("time", 600, "10:00")),
    ("الحادية عشرة ليلًا", ("time", 1380, "23:00")),
    ("الثانية عشرة ظهرًا", ("time", 720, "12:00")),
    ("الثانية والنصف ظهرًا", ("time", 870, "14:30")),
])
def test_values(text, want):
    kind, amount, unit = one(text)
    assert (kind, unit) == (want[0], want[2]) and amount == pytest.approx(want[1])


def test_ranges_share_the_unit():
    vs = extract("من 5 إلى 10 أيام عمل")
    assert [(v.amount, v.unit) for v in vs] == [(5, "working day"), (10, "working day")]
    vs = extract("خلال 3 إلى 5 أيام")
    assert [(v.amount, v.unit) for v in vs] == [(3, "day"), (5, "day")]


def test_not_values():
    assert extract("أحد الموظفين") == []  # "one of" / anyone, not 1
    assert extract("رمضان كريم") == []    # a month name alone is no date


# ------------------------------------------------------------------ property tests
_UNITS = ["", "واحد", "اثنان", "ثلاثة", "أربعة", "خمسة", "ستة", "سبعة", "ثمانية", "تسعة"]
_UNITS_GEN = ["", "واحد", "اثنين", "ثلاث", "أربع", "خمس", "ست", "سبع", "ثماني", "تسع"]
_TENS = {2: "عشرين", 3: "ثلاثين", 4: "أربعين", 5: "خمسين", 6: "ستين", 7: "سبعين", 8: "ثمانين", 9: "تسعين"}
_TENS_NOM = {2: "عشرون", 3: "ثلاثون", 4: "أربعون", 5: "خمسون", 6: "ستون", 7: "سبعون", 8: "ثمانون", 9: "تسعون"}
_HUNDREDS = {1: "مائة", 2: "مائتين", 3: "ثلاثمائة", 4: "أربعمائة", 5: "خمسمائة", 6: "ستمائة", 7: "سبعمائة",
             8: "ثمانمائة", 9: "تسعمائة"}


def spell(n: int, nominative: bool, feminine: bool) -> str:
    """Arabic words for 1 ≤ n ≤ 999 (the grammar the extractor claims to read)."""
    h, rest = divmod(n, 100)
    parts = [_HUNDREDS[h]] if h else []
    t, u = divmod(rest, 10)
    units = _UNITS_GEN if feminine else _UNITS
    if rest:
        if rest < 10:
            parts.append(units[rest])
        elif rest == 10:
            parts.append("عشر" if feminine else "عشرة")
        elif rest < 20:
            parts.append((units[u] if u > 2 else ("أحد" if u == 1 else "اثنا")) + " " + ("عشر" if not feminine else "عشرة"))
        else:
            tens = (_TENS_NOM if nominative else _TENS)[t]
            parts.append(f"{units[u]} و{tens}" if u else tens)
    return " و".join(parts)


@given(st.integers(1, 999), st.booleans(), st.booleans())
def test_number_words_read_back(n, nominative, feminine):
    words = spell(n, nominative, feminine)
    # 1 and 2 follow the noun ("يوم واحد", "يومان اثنان"); 3–10 take the plural, 11+ the accusative
    text = {1: "يوم واحد", 2: "يومان"}.get(n) or words + (" أيام" if n <= 10 else " يومًا")
    vs = extract(text)
    assert len(vs) == 1 and vs[0].amount == n and vs[0].unit == "day", (words, vs)


@given(st.integers(1, 999), st.integers(1, 999), st.sampled_from(["ريال", "درهم", "جنيه"]))
def test_thousands(k, n, cur):
    words = f"{spell(k, True, False)} {'ألف' if k == 1 or k > 10 else 'آلاف'} و{spell(n, True, False)} {cur}"
    vs = extract(words)
    assert len(vs) == 1 and vs[0].amount == k * 1000 + n and vs[0].kind == "money", (words, vs)


@given(st.integers(0, 10 ** 7), st.sampled_from(["ascii", "arabic", "persian"]), st.booleans())
def test_digits_in_any_script_are_the_same_value(n, script, grouped):
    s = f"{n:,}" if grouped else str(n)
    if script == "arabic":
        s = s.translate(str.maketrans("0123456789,", "٠١٢٣٤٥٦٧٨٩٬"))
    elif script == "persian":
        s = s.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))
    index = TextIndex(f"الرسوم {s} درهم شهريًا")
    assert index.contains(f"{n:,} درهم") and index.contains(f"{n} AED")
    assert not index.contains(f"{n + 1} درهم")


def test_words_to_number_rejects_non_numbers():
    assert words_to_number([fold_text("يوم")]) is None


# ------------------------------------------------------------------ the matching hook
def test_must_include_understands_arabic_values():
    text = "فإنك تستحق إجازة سنوية لا تقل عن ثلاثين يومًا، وعن ١٠ ساعات: ٦٠٠ ريال."
    index = TextIndex(text)
    assert index.contains("30 يومًا") and index.contains("30 days")
    assert index.contains("600 ريال") and index.contains("600 SAR")
    assert not index.contains("31 يومًا") and not index.contains("600 درهم")
    assert parse_value("30 يومًا").kind == "quantity" and parse_value("المادة 109").kind == "phrase"
    assert not TextIndex("المادة 111 من نظام العمل").contains("المادة 109")
    assert TextIndex("وفقًا للمادةِ 109 من النظام").contains("المادة 109")


def test_english_values_are_untouched():
    assert [(v.kind, v.amount, v.unit) for v in extract_values("Refunds within 30 days cost $15.")] == [
        ("quantity", 30, "day"), ("money", 15, "usd")]


# ------------------------------------------------------------------ issue 24, second pass
@given(st.integers(3, 99), st.integers(3, 99), st.booleans())
def test_two_numbers_joined_by_wa_are_two_values_unless_they_compound(a, b, nominative):
    """"بين ثمانية واثني عشر أسبوعًا" is 8 and 12 weeks; "خمسة وعشرون" is 25: a و joins one
    number only from the larger part to the smaller, or a unit to its tens."""
    text = f"بين {spell(a, nominative, False)} و{spell(b, nominative, False)} أسبوعًا"
    amounts = [v.amount for v in extract(text)]
    compound = (a < 10 and b >= 20 and b % 10 == 0) or (a >= 20 and a % 10 == 0 and False)
    if compound:
        assert amounts == [7 * (a + b)], (text, amounts)
    else:
        assert amounts == [7 * a, 7 * b], (text, amounts)


@given(st.integers(3, 10), st.sampled_from([("السنوات", 12, "month"), ("الأشهر", 1, "month"), ("الأيام", 1, "day"),
                                            ("الساعات", 60, "minute")]), st.booleans())
def test_a_cardinal_after_its_unit_noun_with_the_article(n, unit, prefix):
    """"خلال السنوات الخمس الماضية" = 5 years: the cardinal follows its noun and takes the article."""
    noun, factor, want = unit
    word = "ال" + spell(n, False, True)
    vs = extract(f"{'وخلال' if prefix else 'خلال'} {noun} {word} الماضية")
    assert [(v.kind, v.amount, v.unit) for v in vs] == [("quantity", n * factor, want)]


@given(st.integers(1, 999), st.sampled_from([("قرشًا", "egp"), ("هللة", "sar")]), st.sampled_from(["ascii", "arabic"]))
def test_hundredth_parts_of_a_currency(n, sub, script):
    digits = str(n) if script == "ascii" else str(n).translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))
    [v] = extract(f"السعر {digits} {sub[0]} للوحدة")
    assert v.kind == "money" and v.unit == sub[1] and v.amount == pytest.approx(n / 100)


@given(st.integers(1, 9999), st.sampled_from([("عماني", "omr"), ("قطري", "qar"), ("سعودي", "sar")]), st.booleans())
def test_a_currency_adjective_in_the_accusative(n, adj, accusative):
    word, code = adj
    [v] = extract(f"المجموع {n} ريالًا {word + 'ًا' if accusative else word}")
    assert (v.kind, v.amount, v.unit) == ("money", n, code)


@pytest.mark.parametrize(("text", "want"), [
    ("خلال يومي عمل", ("quantity", 2, "working day")),
    ("خلال يومَين من أيام العمل", ("quantity", 2, "working day")),
    ("مرتين يوميًا", ("quantity", 2, "time")),
    ("ثلاث مرات", ("quantity", 3, "time")),
    ("ضعف الرسوم", ("quantity", 2, "time")),
    ("ثلاثة أضعاف الرسوم", ("quantity", 3, "time")),
    ("1215 ريالًا عمانيًا", ("money", 1215, "omr")),
])
def test_second_pass_values(text, want):
    vs = extract(text)
    assert len(vs) == 1, vs
    assert (vs[0].kind, vs[0].unit) == (want[0], want[2]) and vs[0].amount == pytest.approx(want[1])
    assert text[vs[0].start:vs[0].end] == vs[0].raw


def test_a_daily_adjective_is_not_two_days():
    assert extract("اشتراك يومي مجاني") == []
    assert [(v.amount, v.unit) for v in extract("يوما واحدا")] == [(1, "day")]


def test_value_hint_sees_number_words_units_and_dates():
    from groundtest.text.arabic.numbers import value_hint

    assert value_hint("يحصل الطلاب على خصم الربع")
    assert value_hint("تستغرق المعالجة ثمانية أسابيع")
    assert value_hint("الموعد ١٥ رمضان")
    assert value_hint("برنامج الموازي ضعف الرسوم")
    assert not value_hint("لا يجوز الاحتفاظ بجواز السفر دون موافقة العامل")


# --- third pass (issue 24): the decimal comma, the thousands point, half a percent, the bare dinar

from hypothesis import given, strategies as st  # noqa: E402

from groundtest.text.matching import same_value  # noqa: E402


@given(st.integers(0, 999), st.integers(1, 99))
def test_decimal_comma_in_arabic_prose(whole: int, frac: int) -> None:
    text = f"نسبة {whole},{frac}% من المبلغ"
    vs = [v for v in TextIndex(text).values if v.kind == "percent"]
    assert len(vs) == 1 and abs(vs[0].amount - float(f"{whole}.{frac}")) < 1e-9


@given(st.integers(10, 999), st.integers(0, 999))
def test_thousands_point_in_arabic_prose(high: int, low: int) -> None:
    text = f"حد أدنى قدره {high}.{low:03d} درهم"
    (v,) = [v for v in TextIndex(text).values if v.kind == "money"]
    assert v.amount == high * 1000 + low
    (d,) = [v for v in TextIndex(f"غرامة {high}.{low:03d} د.ك").values if v.kind == "money"]
    assert abs(d.amount - (high + low / 1000)) < 1e-9  # the dinar counts fils: a decimal


def test_european_grouping_and_english_untouched() -> None:
    (v,) = TextIndex("بحد أدنى 1.500,00 درهم").values
    assert v.amount == 1500.0
    assert [x.amount for x in TextIndex("rate 4,5% a year").values] != [4.5]  # English text is not reread


def test_half_a_percent_and_wishes() -> None:
    (v,) = TextIndex("النسبة نصف في المائة من مبلغ القرض").values
    assert (v.kind, v.amount) == ("percent", 0.5)
    assert TextIndex("ألف ألف مبروك التخرج!").values == []
    assert TextIndex("ألف درهم").values[0].amount == 1000.0
    (h,) = TextIndex("شكيت من شهر ونص").values
    assert (h.amount, h.unit) == (1.5, "month")


def test_bare_dinar_is_any_countrys() -> None:
    bare = TextIndex("غرامته 50 ديناراً").values[0]
    assert same_value(bare, TextIndex("٥٠ د.ك").values[0])
    assert not same_value(bare, TextIndex("٦٠ د.ك").values[0])
    assert not same_value(TextIndex("50 ريالاً").values[0], TextIndex("٥٠ د.ك").values[0])


# --- fourth pass (issue 24): the bare riyal, thousandth parts, agreement, units of measure, midnight

@given(st.integers(1, 9999), st.sampled_from([("عماني", "omr"), ("قطري", "qar"), ("سعودي", "sar"), ("يمني", "yer")]),
       st.sampled_from(["ريالًا {}ًا", "ريالات {}ة", "ريال {}"]))
def test_a_bare_riyal_is_any_countrys(n, adj, form):
    """"١٢ ريالاً" in an answer over "12 ريالاً عُمانياً": a riyal without a country is the context's riyal,
    the adjective in any agreement (عماني، عمانيًا، عمانية، عمانيان) names the country."""
    word, code = adj
    [v] = extract(f"الرسوم {n} {form.format(word)} سنويًا")
    assert (v.kind, v.amount, v.unit) == ("money", n, code)
    [bare] = extract(f"الرسوم {n} ريالًا")
    assert bare.unit == "riyal" and same_value(bare, v) and same_value(v, bare)
    assert not same_value(bare, TextIndex(f"{n + 1} {form.format(word)}").values[0])
    assert not same_value(bare, TextIndex(f"{n} درهمًا").values[0])
    assert TextIndex(f"{n} SAR").contains(f"{n} ريال") and TextIndex(f"{n} riyals").contains(f"{n} ر.س")


@given(st.integers(1, 999), st.sampled_from([("مليم", "millimes", "tnd"), ("بيسة", "baisas", "omr")]))
def test_thousandth_parts_in_either_language(n, sub):
    ar, en, code = sub
    [v] = extract(f"السعر {n} {ar} للرسالة")
    assert (v.kind, v.unit) == ("money", code) and v.amount == pytest.approx(n / 1000)
    assert TextIndex(f"{n} {en} per message ({n / 1000:.3f} {code.upper()})").contains(f"{n / 1000:.3f} {code.upper()}")
    assert same_value(v, TextIndex(f"{n} {en}").values[0])


@given(st.integers(1, 999), st.integers(0, 999))
def test_a_lone_zero_before_the_comma_is_a_decimal(whole, frac):
    """No thousands group starts with 0: "0,250 دينار" is a quarter of a dinar (a comma before
    three digits after any other number stays a thousands separator)."""
    [v] = TextIndex(f"بـ 0,{frac:03d} دينار للدقيقة").values
    assert v.amount == pytest.approx(frac / 1000)
    [w] = TextIndex(f"بـ {whole},{frac:03d} دينار").values
    assert w.amount == whole * 1000 + frac


@given(st.integers(1, 300), st.sampled_from([("كم/ساعة", "30 km/h", "km"), ("كم", "30 km", "km"), ("كجم", "5 kg", "kg"),
                                            ("جيجابايت", "10 GB", "gb"), ("متر", "100 meters", "meter")]),
       st.booleans())
def test_units_of_measure_are_the_english_units(n, unit, arabic_digits):
    word, _, code = unit
    s = str(n).translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")) if arabic_digits else str(n)
    [v] = extract(f"بمقدار {s} {word} فقط")
    assert (v.kind, v.amount, v.unit) == ("quantity", n, code)
    assert not same_value(v, TextIndex(f"{n} ديناراً").values[0])  # a speed is no fine
    vs = extract(f"من {n} إلى {n + 10} {word}")
    assert [(x.amount, x.unit) for x in vs] == [(n, code), (n + 10, code)]


@pytest.mark.parametrize(("text", "want"), [
    ("حتى 12 منتصف الليل", "00:00"),
    ("حتى ١٢:٠٠ منتصف الليل", "00:00"),
    ("حتى منتصف الليل", "00:00"),
    ("حتى منتصف النهار", "12:00"),
])
def test_midnight_and_noon(text, want):
    [v] = TextIndex(text).values
    assert (v.kind, v.unit) == ("time", want)


def test_mid_month_is_no_time():
    assert extract("في منتصف الشهر") == []
    assert not TextIndex("حتى ١٢:٠٠ منتصف الليل").contains("12:00")


@given(st.sampled_from([("ألفا", 2000), ("ألفي", 2000), ("مليونا", 2_000_000), ("مليوني", 2_000_000)]),
       st.sampled_from(["ريال", "درهم", "دينار"]))
def test_a_scale_in_the_dual_before_its_noun(scale, cur):
    word, n = scale
    [v] = extract(f"دفع {word} {cur} مقدمًا")
    assert (v.kind, v.amount) == ("money", n)
    assert [x.amount for x in extract("عشرون ألفًا")] == [20000]  # the accusative after a count: one thousand each


@given(st.integers(1, 99), st.booleans())
def test_the_percent_sign_before_the_figure(n, arabic_digits):
    s = str(n).translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")) if arabic_digits else str(n)
    [v] = extract(f"بنسبة ٪{s} من الراتب")
    assert (v.kind, v.amount) == ("percent", n)
