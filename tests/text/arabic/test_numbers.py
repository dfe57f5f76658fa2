"""Arabic values (groundtest.text.arabic.numbers) and the matching hook: number words in their
case and gender forms, duals, units, currencies, percentages, ranges, fractions; property tests
over the grammar."""
from __future__ import annotations

import pytest
import groundtest
from hypothesis import given, strategies as st, settings

from groundtest.text.arabic.numbers import extract, words_to_number
from groundtest.text.arabic.normalise import fold_text
from groundtest.text.matching import TextIndex, extract_values, parse_value
from groundtest.text.arabic.numbers import extract as arabic_values


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


# --- the bare riyal, thousandth parts, agreement, units of measure, midnight

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


def _critical(v) -> list[str]:
    return [f.rule for f in v.findings if f.severity == "critical"]


# ------------------------------------------------------------------ values
@pytest.mark.parametrize(("text", "want"), [
    ("مترًا وعشرين سنتيمترًا", ("quantity", 120, "cm")),
    ("ساعة وعشرين دقيقة", ("quantity", 80, "minute")),
    ("ساعتين وثلاثين دقيقة", ("quantity", 150, "minute")),
    ("سنة وثلاثة أشهر", ("quantity", 15, "month")),
    ("ثلاثة أيام وساعتين", ("quantity", 3 * 1440 + 120, "minute")),
    ("120 سنتيمترًا", ("quantity", 120, "cm")),
    ("خمسمئة واثنان وستون جنيهًا ونصف", ("money", 562.5, "egp")),
    ("3 كيلوغرامات ونصف", ("quantity", 3.5, "kg")),
    ("يوم تجربة مجاني واحد", ("quantity", 1, "day")),
    ("حوالي الساعة 8", ("time", 480, "~08:00")),
    ("الساعة 15", ("time", 900, "15:00")),
])
def test_value_forms(text, want):
    assert one(text) == want


@pytest.mark.parametrize("text", [
    "بين ثلاثة وخمسة أيام",       # a range's ends, not one measure's parts
    "خمسة أيام وعشرة أشهر",       # the smaller unit first: two figures
    "شهر واحد ويومين",             # months and days: no exact sum
])
def test_not_compounds(text):
    assert len(extract(text)) == 2


def test_one_after_needs_the_units_own_words():
    assert not extract("يوم عمل، واحد")  # a clause mark between: no count
    assert not any(v.amount == 1 for v in extract("يوم الأحد وواحد من الموظفين"))


@given(st.integers(1, 9), st.integers(1, 59))
def test_hours_and_minutes_add(h, m):
    from groundtest.text.arabic.numbers import _UNITS_W  # the number words, as data
    words = {v: w for w, v in _UNITS_W.items() if v <= 10}
    text = f"{h} ساعات و{m} دقيقة"
    vs = extract(text)
    assert [(v.kind, v.amount, v.unit) for v in vs] == [("quantity", h * 60 + m, "minute")]
    assert words  # the table is there


@given(st.integers(1, 9), st.integers(1, 99))
def test_metres_and_centimetres_add(n, cm):
    vs = extract(f"{n} متر و{cm} سنتيمترًا")
    assert [(v.kind, v.amount, v.unit) for v in vs] == [("quantity", n * 100 + cm, "cm")]


@given(st.integers(1, 999), st.sampled_from(["ريالًا", "درهمًا", "جنيهًا", "دينارًا"]))
def test_a_currency_and_a_half(n, cur):
    [v] = extract(f"{n} {cur} ونصف")
    assert v.kind == "money" and v.amount == n + 0.5


@given(st.integers(1, 23), st.sampled_from(["", ":15", ":30"]))
def test_the_clock_hour(h, mi):
    [v] = extract(f"عند الساعة {h}{mi} تقريبًا")
    assert v.kind == "time" and v.amount == h * 60 + (int(mi[1:]) if mi else 0)
    assert v.unit.startswith("~") == (h <= 12)


# ------------------------------------------------------------------ through groundtest.check
SHIPPING = [{"title": "t", "text": "ولا يتجاوز الحد الأقصى لأبعاد الطرد 120 سنتيمترًا لأي ضلع، ويُحتفظ بالشحنات 14 يومًا."}]


def test_a_measure_in_two_units():
    ok = groundtest.check("ألّا يتجاوز أي ضلع من أضلاع الطرد **مترًا وعشرين سنتيمترًا**.", SHIPPING)
    assert "value" not in _critical(ok), ok.findings
    bad = groundtest.check("ألّا يتجاوز أي ضلع من أضلاع الطرد **مترًا وثلاثين سنتيمترًا**.", SHIPPING)
    assert "value" in _critical(bad) or bad.hallucination == "hallucinated"


TRIAL = [{"title": "t", "text": "يحق لغير الأعضاء الحصول على يوم تجربة مجاني واحد، بشرط التسجيل المسبق في مكتب الاستقبال."}]


def test_one_day_said_after_its_words():
    ok = groundtest.check("يوجد يوم تجربة مجاني لغير الأعضاء، وتذكّر أنه **يوم واحد فقط** بشرط التسجيل المسبق.", TRIAL)
    assert "value" not in _critical(ok), ok.findings
    bad = groundtest.check("يوجد يوم تجربة مجاني لغير الأعضاء، وتذكّر أنهما **يومان فقط** بشرط التسجيل المسبق.", TRIAL)
    assert "value" in _critical(bad)


CLUB = [{"title": "t", "text": "يفتح النادي من 2 ظهرًا حتى 10 مساءً يوم الجمعة."}]


def test_the_users_clock_hour_compared():
    q = "أريد التمرّن يوم الجمعة صباحًا، حوالي الساعة 8. هل النادي مفتوح؟"
    ok = groundtest.check("الساعة ٨ صباحًا يوم الجمعة تقع قبل موعد الافتتاح (٢ ظهرًا).", CLUB, query=q)
    assert not {"value", "adopted_premise"} & set(_critical(ok)), ok.findings
    bad = groundtest.check("نعم، يفتح النادي يوم الجمعة من الساعة ٨ صباحًا حتى 10 مساءً.", CLUB, query=q)
    assert bad.hallucination == "hallucinated"


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 9))
def test_a_compound_measure_is_checked_by_meaning(extra):
    ctx = [{"title": "t", "text": f"الحد الأقصى للطول {100 + extra * 10} سنتيمترًا."}]
    words = {2: "عشرين", 3: "ثلاثين", 4: "أربعين", 5: "خمسين", 6: "ستين", 7: "سبعين", 8: "ثمانين", 9: "تسعين"}
    ok = groundtest.check(f"الحد الأقصى للطول مترًا و{words[extra]} سنتيمترًا.", ctx)
    assert "value" not in _critical(ok)
    other = 2 if extra != 2 else 3
    bad = groundtest.check(f"الحد الأقصى للطول مترًا و{words[other]} سنتيمترًا.", ctx)
    assert "value" in _critical(bad) or bad.hallucination == "hallucinated"


def _critical_kinds(v) -> set[str]:
    return {f.rule or f.type for f in v.findings if f.severity == "critical"}


_UNIT_NOUNS = {"day": ("اليوم", "يوم واحد"), "week": ("الأسبوع", "أسبوع واحد"), "month": ("الشهر", "شهر واحد"),
               "year": ("العام", "عام واحد"), "time": ("المرة", "مرة واحدة")}


@given(st.sampled_from(sorted(_UNIT_NOUNS)), st.sampled_from(["", "في ", "و", "ل"]))
def test_the_definite_one_is_one_of_the_unit(unit, before):
    from groundtest.text.matching import TextIndex, same_value

    definite, indefinite = _UNIT_NOUNS[unit]
    one = "الواحدة" if definite.endswith("ة") else "الواحد"
    if before in ("و", "ل"):
        definite = before + ("ل" + definite[2:] if before == "ل" else definite)  # "لليوم"، "واليوم"
        before = ""
    [a] = [v for v in TextIndex(f"{before}{definite} {one}").values]
    [b] = [v for v in TextIndex(indefinite).values]
    assert same_value(a, b), (a, b)


def test_one_oclock_is_no_count():
    from groundtest.text.matching import TextIndex

    assert [v.kind for v in TextIndex("الساعة الواحدة ظهرًا").values] == ["time"]


TINS = "يتوفر حليب الأطفال في جميع الفروع، ولا يُباع أكثر من 6 علب للشخص في المرة الواحدة."


def test_once_restates_the_definite_one():
    lead = "لا يُباع أكثر من ٦ علب للشخص في المرة الواحدة.\n\n"
    ok = groundtest.check(lead + "لذلك لن تتمكني من شراء العلب الثماني كلها في مرة واحدة.", TINS,
                          "أحتاج 8 علب. هل أستطيع شراءها دفعة واحدة؟")
    assert "value" not in _critical_kinds(ok), ok.findings
    bad = groundtest.check(lead + "ويمكنك شراء العلب كلها على ثلاث مرات في الأسبوع.", TINS)
    assert "value" in _critical_kinds(bad), bad.findings


@given(st.integers(1, 9999), st.sampled_from(["dirham", "riyal", "dinar", "dollar", "euro", "pound"]))
def test_a_hyphenated_amount_is_money(n, currency):
    from groundtest.text.matching import TextIndex, same_value

    [a] = TextIndex(f"a {n}-{currency} fee").values
    [b] = TextIndex(f"a fee of {n} {currency}s").values
    assert a.kind == "money" and same_value(a, b), (a, b)


def _q(text: str) -> list[tuple[str, float | None, str | None]]:
    return [(v.kind, v.amount, v.unit) for v in extract_values(text)]


_COUNTS = {"ثلاثة": 3, "ثلاث": 3, "خمسة": 5, "سبعة": 7}


_PLURAL = {"أرباع": 4, "أخماس": 5, "أثمان": 8, "أعشار": 10}


_UNIT = {"ساعة": ("minute", 60.0), "الساعة": ("minute", 60.0), "يوم": ("day", 1.0), "اليوم": ("day", 1.0)}


@given(st.sampled_from(sorted(_COUNTS)), st.sampled_from(sorted(_PLURAL)), st.sampled_from(sorted(_UNIT)))
def test_a_plural_fraction_of_a_unit_is_that_share_of_it(count, plural, unit):
    n, d = _COUNTS[count], _PLURAL[plural]
    if n >= d:
        return
    [(kind, amount, u)] = _q(f"{count} {plural} {unit}")
    assert kind == "quantity" and u == _UNIT[unit][0]
    assert amount == pytest.approx(n / d * _UNIT[unit][1])


@given(st.sampled_from(["ربع", "نصف", "ثلث"]), st.sampled_from(["ساعة", "الساعة"]))
def test_a_fraction_before_the_definite_unit(frac, unit):
    [(kind, amount, u)] = _q(f"{frac} {unit}")
    assert (kind, u) == ("quantity", "minute")
    assert amount == pytest.approx({"ربع": 15, "نصف": 30, "ثلث": 20}[frac])


def test_a_plural_fraction_alone_stays_a_share():
    assert _q("ثلاثة أرباع المبلغ") == [("percent", 75.0, None)]


HAMMAM = "جلسة الحمّام التقليدي مدتها ٤٥ دقيقة بسعر ٣٥٠ درهمًا."


def test_three_quarters_of_an_hour_glosses_45_minutes():
    ok = groundtest.check("جلسة الحمّام: 350 درهمًا لمدة 45 دقيقة (ثلاثة أرباع الساعة).", HAMMAM)
    assert "value" not in _critical_kinds(ok), ok.findings
    bad = groundtest.check("جلسة الحمّام: 350 درهمًا لمدة ساعة ونصف.", HAMMAM)
    assert bad.hallucination == "hallucinated", bad.findings


_BIG = {"أسبوعين": 14, "أسبوعان": 14, "3 أسابيع": 21, "أسبوع": None}


_SMALL_DAY = ["يوم", "يومًا"]


@given(st.sampled_from([k for k, v in _BIG.items() if v]), st.sampled_from(["و", "و "]), st.sampled_from(_SMALL_DAY))
def test_weeks_and_a_day(big, joint, small):
    assert _q(f"{big} {joint}{small}") == [("quantity", _BIG[big] + 1, "day")]


@given(st.sampled_from(["ساعتين", "3 ساعات", "سنتين", "سنتان"]))
def test_a_larger_unit_and_one_smaller(big):
    small = "دقيقة" if "ساع" in big else "شهر"
    [(kind, amount, unit)] = _q(f"{big} و{small}")
    expect = {"ساعتين": 121, "3 ساعات": 181, "سنتين": 25, "سنتان": 25}[big]
    assert (kind, amount) == ("quantity", expect)


@pytest.mark.parametrize("text, first", [
    ("أسبوعين ويوم الجمعة", 14),   # a weekday after: a date, not a day more
    ("يومين ويوم", 2),             # not a smaller unit
    ("شهرين ويوم 5", 2),           # a day of the month
])
def test_what_is_not_one_more(text, first):
    assert _q(text)[0][1] == first


TRAINS = "يُفتح الحجز قبل موعد القطار بـ15 يومًا عبر الموقع الإلكتروني أو التطبيق أو شبابيك المحطات."


def test_two_weeks_and_a_day_is_the_contexts_15_days():
    ok = groundtest.check("يفتح الحجز قبل ميعاد القطار بأسبوعين ويوم (15 يوم) عبر الموقع أو التطبيق.", TRAINS)
    assert "value" not in _critical_kinds(ok), ok.findings
    bad = groundtest.check("يفتح الحجز قبل ميعاد القطار بأسبوعين ويومين عبر الموقع أو التطبيق.", TRAINS)
    assert bad.hallucination == "hallucinated", bad.findings


@given(st.integers(2, 40), st.sampled_from(["أشخاص", "شخصًا", "أفراد"]))
def test_people_counted(n, noun):
    assert _q(f"{n} {noun}") == [("quantity", float(n), "person")]


@given(st.sampled_from(["شخصان", "شخصين", "للشخصين", "وشخصين", "فردين"]))
def test_two_people_in_the_dual(word):
    assert _q(word) == [("quantity", 2.0, "person")]


TRANSFER = "النقل من مطار مراكش المنارة وإليه بـ٢٥٠ درهمًا للسيارة (حتى ٣ أشخاص)."


def test_people_in_an_english_answer_over_an_arabic_context():
    ok = groundtest.check("An airport transfer costs MAD 250 per car (up to 3 people).", TRANSFER)
    assert "value" not in _critical_kinds(ok), ok.findings
    bad = groundtest.check("An airport transfer costs MAD 250 per car (up to 5 people).", TRANSFER)
    assert "value" in _critical_kinds(bad), bad.findings


TAX = "تُضاف ضريبة الإقامة السياحية بقيمة ٣٠ درهمًا للشخص البالغ عن كل ليلة."


def test_a_written_working_with_two_people_in_the_dual():
    q = "حجزت غرفة لثلاث ليالٍ لي ولزوجي. كم ضريبة الإقامة؟"
    ok = groundtest.check("الضريبة: 30 درهمًا × شخصان × 3 ليالٍ = 180 درهمًا.", TAX, q)
    assert "value" not in _critical_kinds(ok), ok.findings
    bad = groundtest.check("الضريبة: 30 درهمًا × شخصان × 3 ليالٍ = 210 درهمًا.", TAX, q)
    assert bad.hallucination == "hallucinated", bad.findings


def _q_arabic(text: str) -> list[tuple[str, float | None, str | None]]:
    return [(v.kind, v.amount, v.unit) for v in arabic_values(text)]


_HOURS = {"الواحدة": 1, "الثانية": 2, "الثالثة": 3, "الرابعة": 4, "الخامسة": 5, "السادسة": 6, "السابعة": 7,
          "الثامنة": 8, "التاسعة": 9, "العاشرة": 10, "الحادية عشرة": 11, "الثانية عشرة": 12}


_PARTS = {"": 0, "والنصف": 30, "والربع": 15, "والثلث": 20, "إلا ربعًا": -15, "إلا ربع": -15, "إلا الثلث": -20}


_PM = ["مساءً", "ليلًا", "مساء"]


_AM = ["صباحًا", "صباحا"]


@given(st.sampled_from(sorted(_HOURS)), st.sampled_from(sorted(_PARTS)), st.sampled_from(["", "**"]),
       st.sampled_from(_PM + _AM))
def test_an_ordinal_hour_with_its_part_of_the_day_is_a_clock_time(hour, part, emph, ap):
    h, mins = _HOURS[hour], _PARTS[part]
    text = f"الساعة {emph}{hour} {part}{emph} {ap}".replace("  ", " ")
    [(kind, amount, unit)] = _q_arabic(text)
    t = (h * 60 + mins) % 720 + (720 if ap in _PM else 0)
    assert kind == "time" and amount == t and unit == f"{t // 60:02d}:{t % 60:02d}"


@given(st.sampled_from(sorted(_HOURS)), st.sampled_from(sorted(k for k in _PARTS if k)))
def test_an_ordinal_hour_with_a_part_of_the_hour_and_no_part_of_the_day_is_either_half(hour, part):
    h, mins = _HOURS[hour], _PARTS[part]
    [(kind, amount, unit)] = _q_arabic(f"آخر دخول في {hour} {part}.")
    t = (h * 60 + mins) % 720
    t += 720 if t < 60 else 0  # the twelfth hour is 12, not 0
    assert kind == "time" and amount == t and unit == f"~{t // 60:02d}:{t % 60:02d}"


@pytest.mark.parametrize("text", ["في الخامسة", "المادة الخامسة من النظام", "الطفل في الخامسة والنصف من عمره",
                                  "السنة الثالثة"])
def test_an_ordinal_alone_or_an_age_is_no_clock_time(text):
    assert not [v for v in _q_arabic(text) if v[0] == "time"]


_MUSEUM = ("يفتح المتحف من الثلاثاء إلى الأحد من 10:00 صباحًا حتى 6:00 مساءً، ويمتد الدوام يوم الجمعة حتى 10:00 مساءً. "
           "آخر دخول قبل الإغلاق بنصف ساعة.")


@pytest.mark.parametrize("answer", [
    "يمتد الدوام يوم الجمعة حتى 10:00 مساءً، وآخر دخول الساعة **التاسعة والنصف** ليلًا.",
    "يفتح المتحف حتى 6:00 مساءً، وآخر دخول الساعة الخامسة والنصف مساءً.",
])
def test_a_derived_ordinal_clock_time_is_clean(answer):
    assert "value" not in _critical_kinds(groundtest.check(answer, [_MUSEUM]))


@pytest.mark.parametrize("answer", [
    "يمتد الدوام يوم الجمعة حتى 10:00 مساءً، وآخر دخول الساعة **الثامنة والنصف** ليلًا.",
    "يفتح المتحف حتى 6:00 مساءً، وآخر دخول الساعة الرابعة والربع مساءً.",
])
def test_a_wrong_ordinal_clock_time_is_caught(answer):
    assert "value" in _critical_kinds(groundtest.check(answer, [_MUSEUM]))


_FRAC = {"نصف": 0.5, "ربع": 0.25, "ثلث": 1 / 3}


_CUR = {"ريال": "riyal", "دينار": "dinar", "درهم": "aed", "جنيه": "egp", "دولار": "usd"}


@given(st.sampled_from(sorted(_FRAC)), st.sampled_from(sorted(_CUR)), st.sampled_from(["", "ب", "و"]))
def test_a_fraction_before_a_currency_is_that_share_of_it(frac, cur, pre):
    [(kind, amount, unit)] = _q_arabic(f"يُحتسب {pre}{frac} {cur} لكل كيلوجرام")
    assert kind == "money" and unit == _CUR[cur] and amount == pytest.approx(_FRAC[frac])


def test_a_fraction_before_a_currency_keeps_its_country():
    assert _q_arabic("نصف ريال عماني") == [("money", 0.5, "omr")]


_FERRY = "يُسمح لكل راكب بـ25 كجم من الأمتعة مجانًا، وما زاد يُحتسب بـ0.500 ريال لكل كيلوجرام."


def test_half_a_riyal_for_the_contexts_0_500_is_clean():
    v = groundtest.check("لكل راكب 25 كيلوجرامًا مجانًا، وما يزيد عليها يُحتسب بنصف ريال لكل كيلوجرام.", [_FERRY])
    assert "value" not in _critical_kinds(v)


def test_a_quarter_riyal_for_the_contexts_0_500_is_caught():
    v = groundtest.check("لكل راكب 25 كيلوجرامًا مجانًا، وما يزيد عليها يُحتسب بربع ريال لكل كيلوجرام.", [_FERRY])
    assert "value" in _critical_kinds(v)


_RARE = {"خُمس": 20.0, "سُدس": 100 / 6, "سُبع": 100 / 7, "ثُمن": 12.5, "تُسع": 100 / 9, "عُشر": 10.0}


@given(st.sampled_from(sorted(_RARE)), st.sampled_from(["", "ال", "بال", "و"]))
def test_a_rare_fraction_with_its_damma_is_a_share(frac, pre):
    [(kind, amount, _)] = _q_arabic(f"خصم {pre}{frac} من قيمة التذاكر")
    assert kind == "percent" and amount == pytest.approx(_RARE[frac])


@pytest.mark.parametrize("text, want", [("خمس سنوات", ("quantity", 60.0, "month")),
                                         ("ثمن التذكرة 50 ريالًا", ("money", 50.0, "riyal")),
                                         ("سبع ساعات", ("quantity", 420.0, "minute"))])
def test_without_its_damma_the_word_is_a_cardinal_or_a_noun(text, want):
    assert _q_arabic(text) == [want]


_GROUPS = "تحصل المجموعات المكوّنة من 15 شخصًا فأكثر على خصم 20% بشرط الحجز المسبق قبل 48 ساعة على الأقل."


def test_a_fifth_for_the_contexts_20_percent_is_clean():
    v = groundtest.check("المجموعات من 15 شخصًا فأكثر تحصل على خصم الخُمس بشرط الحجز قبل 48 ساعة.", [_GROUPS])
    assert "value" not in _critical_kinds(v)


def test_a_quarter_for_the_contexts_20_percent_is_caught():
    v = groundtest.check("المجموعات من 15 شخصًا فأكثر تحصل على خصم الرُبع بشرط الحجز قبل 48 ساعة.", [_GROUPS])
    assert "value" in _critical_kinds(v)


@given(st.sampled_from(["30", "٣٠", "ثلاثين"]), st.sampled_from(["كيلو", "كيلوغرام", "كجم"]))
def test_kilo_alone_is_the_kilogram(n, unit):
    assert _q_arabic(f"الوزن لحد {n} {unit} فقط") == [("quantity", 30.0, "kg")]


def test_kilo_metre_in_two_words_is_the_kilometre():
    assert _q_arabic("المسافة 5 كيلو متر") == [("quantity", 5.0, "km")]


_MONTHS = {"يناير": 1, "كانون الثاني": 1, "فبراير": 2, "شباط": 2, "أبريل": 4, "نيسان": 4, "يونيو": 6, "حزيران": 6,
           "سبتمبر": 9, "أيلول": 9, "أكتوبر": 10, "تشرين الأول": 10, "ديسمبر": 12, "كانون الأول": 12}


@given(st.sampled_from(["في", "خلال", "شهر", "حتى نهاية", "بداية"]), st.lists(st.sampled_from(sorted(_MONTHS)), min_size=1,
                                                                             max_size=3, unique=True))
def test_months_alone_after_a_lead_and_listed_after_it(lead, months):
    text = f"يُدفع القسط {lead} " + " و".join(months) + "."
    got = [v[2] for v in _q_arabic(text) if v[0] == "date"]
    assert got == [f"--{_MONTHS[m]:02d}" for m in months]


@pytest.mark.parametrize("text", ["مارس المهنة عشر سنوات", "ثلاثة أشهر (سبتمبر وأكتوبر ونوفمبر).", "أب وأم", "سيارة نيسان",
                                  "في شهر رمضان"])
def test_a_month_word_with_no_lead_or_another_word_is_no_date(text):
    assert not [v for v in _q_arabic(text) if v[0] == "date"]


_TERMS = ("خدمة النقل المدرسي: الاشتراك السنوي ١٦٠٠ دولار للمنطقة (ب). يُدفع الاشتراك على أقساط متساوية في أيلول "
          "وكانون الثاني ونيسان.")


def test_an_english_answer_names_the_arabic_contexts_months():
    ok = groundtest.check("The annual fee for zone (ب) is $1,600, paid in instalments in September, January and April.", [_TERMS])
    bad = groundtest.check("The annual fee for zone (ب) is $1,600, paid in instalments in September, February and April.", [_TERMS])
    assert "value" not in _critical_kinds(ok)
    assert _critical_kinds(bad)


_ONE = {"يوم": ("day", 1.0), "أسبوع": ("day", 7.0), "شهر": ("month", 1.0), "سنة": ("month", 12.0), "عام": ("month", 12.0),
        "ساعة": ("minute", 60.0), "دقيقة": ("minute", 1.0)}


@given(st.sampled_from(["لمدة", "مدة", "على مدى", "طوال"]), st.sampled_from(sorted(_ONE)), st.sampled_from(["", " كاملة", " واحدة"]))
def test_one_unit_after_a_word_of_duration(lead, unit, tail):
    if (lead, unit, tail) == ("مدة", "دقيقة", ""):
        return  # after a bare مدة, دقيقة alone is the adjective "precise" (tests/text/test_arabic_minute_adjective.py)
    [(kind, amount, u)] = _q_arabic(f"يستمر العرض {lead} {unit}{tail}.")
    assert kind == "quantity" and (u, amount) == _ONE[unit]


@given(st.sampled_from(["طول", "طوال"]), st.sampled_from(["السنة", "الشهر", "الأسبوع", "اليوم"]))
def test_the_whole_unit_with_its_article(lead, unit):
    [(kind, amount, u)] = _q_arabic(f"مفتوح {lead} {unit}.")
    assert kind == "quantity" and (u, amount) == _ONE[unit[2:]]


@pytest.mark.parametrize("text", ["خلال شهر من التسليم", "أكثر من شهر", "بعد يوم الجمعة", "لمدة سنة 2019", "هذه السنة",
                                  "خلال الأسبوع", "قبل الساعة 8 صباحًا"])
def test_a_bound_an_offset_or_a_definite_unit_is_no_length(text):
    assert not [v for v in _q_arabic(text) if v[0] == "quantity"]


_GYM = "الاشتراك الشهري ٣٥٠ ريالًا، والاشتراك السنوي ٣٠٠٠ ريال."


_WHOLE_YEAR = "ايش الأوفر لي: أشترك شهري طول السنة ولا سنوي مباشرة؟"


def test_twelve_months_for_the_questions_whole_year_is_clean_and_ten_is_caught():
    ok = groundtest.check("الاشتراك الشهري 350 ريالًا تدفعها لمدة 12 شهرًا، والسنوي 3,000 ريال.", [_GYM], query=_WHOLE_YEAR)
    bad = groundtest.check("الاشتراك الشهري 350 ريالًا تدفعها لمدة 14 شهرًا، والسنوي 3,000 ريال.", [_GYM], query=_WHOLE_YEAR)
    assert "value" not in _critical_kinds(ok)
    assert "value" in _critical_kinds(bad)


def _times(text: str) -> list[tuple[float | None, str | None]]:
    return [(v.amount, v.unit) for v in arabic_values(text) if v.kind == "time"]


_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


#: the phrase, and the 24-hour clock it gives each hour 1-12 (written independently of the grammar)
_DAY_PARTS = {
    "الصبح": lambda h: h % 12, "في الصباح": lambda h: h % 12, "ديال الصباح": lambda h: h % 12,
    "العصر": lambda h: h % 12 + 12, "المسا": lambda h: h % 12 + 12, "بالمساء": lambda h: h % 12 + 12,
    "بعد الظهر": lambda h: h % 12 + 12, "بعد العصر": lambda h: h % 12 + 12,
    "ديال الليل": lambda h: 0 if h == 12 else (h + 12 if h >= 6 else h),
    "بالليل": lambda h: 0 if h == 12 else (h + 12 if h >= 6 else h),
    "تاع الليل": lambda h: 0 if h == 12 else (h + 12 if h >= 6 else h),
    "بعد منتصف الليل": lambda h: h % 12,
}


@given(st.integers(1, 12), st.sampled_from(sorted(_DAY_PARTS)), st.booleans(), st.sampled_from(["", "الساعة ", "مع "]))
def test_an_hour_with_a_day_part_phrase_is_a_clock_time(h, part, indic, lead):
    digits = str(h).translate(_INDIC) if indic else str(h)
    want = _DAY_PARTS[part](h)
    assert _times(f"نوصلو {lead}{digits} {part}، واش عادي؟") == [(float(want * 60), f"{want:02d}:00")]


@pytest.mark.parametrize("text, want", [
    ("الساعة الثانية بعد الظهر", "14:00"), ("الحادية عشرة الصبح", "11:00"), ("السادسة ديال الليل", "18:00"),
    ("العاشرة والنصف الصبح", "10:30"), ("الساعة 10:30 الصبح", "10:30"), ("12 الظهر", "12:00"),
    ("من ٨ مساءً حتى ٢ بعد منتصف الليل", "02:00"), ("الساعة 10 من صباح الجمعة", "10:00"),
])
def test_ordinal_and_minute_hours_take_the_phrase_too(text, want):
    assert want in [u for _, u in _times(text)]


@pytest.mark.parametrize("text", ["3 أيام في الصباح", "حتى منتصف الليل", "المادة 5 من العصر الحديث"])
def test_no_hour_or_midnight_itself_is_left_as_it_was(text):
    got = [u for _, u in _times(text)]
    assert got in ([], ["00:00"]) and (got == ["00:00"]) == ("منتصف" in text)


_RIAD = "تسجيل الدخول ابتداءً من الساعة 2 بعد الظهر، والمغادرة قبل 11 صباحاً."


@pytest.mark.parametrize("answer", [
    "تسجيل الدخول متاح ابتداءً من الساعة 2 ظهراً.",
    "يبدأ تسجيل الدخول من الساعة الثانية بعد الظهر.",
    "تسجيل الدخول من ١٤:٠٠، والمغادرة قبل الحادية عشرة صباحاً.",
])
def test_the_afternoon_hour_restated_is_clean(answer):
    assert "value" not in _critical_kinds(groundtest.check(answer, [_RIAD]))


@pytest.mark.parametrize("answer", [
    "تسجيل الدخول متاح ابتداءً من الساعة 3 بعد الظهر.",
    "يبدأ تسجيل الدخول من الساعة الثالثة بعد الظهر.",
    "تسجيل الدخول ابتداءً من الساعة 4 العصر.",
])
def test_a_wrong_hour_or_half_of_the_day_is_caught(answer):
    assert "value" in _critical_kinds(groundtest.check(answer, [_RIAD]))


@pytest.mark.parametrize("asked, said", [
    ("نوصلو مع 6 ديال الليل، واش عادي؟", "6 مساءً"), ("بنوصل 7 بالليل، في مشكلة؟", "7 مساءً"),
    ("نوصل الساعة ١٠ الصبح، عادي؟", "10 صباحاً"),
])
def test_the_users_hour_restated_in_the_standard_language_is_clean(asked, said):
    answer = f"تسجيل الدخول ابتداءً من الساعة 2 بعد الظهر، ووصولكم الساعة {said} مناسب."
    assert "value" not in _critical_kinds(groundtest.check(answer, [_RIAD], query=asked))


def test_another_hour_than_the_users_is_caught():
    answer = "تسجيل الدخول ابتداءً من الساعة 2 بعد الظهر، ووصولكم الساعة 9 مساءً مناسب."
    assert "value" in _critical_kinds(groundtest.check(answer, [_RIAD], query="نوصلو مع 6 ديال الليل، واش عادي؟"))


def _money(text: str) -> list[tuple[float | None, str | None]]:
    return [(v.amount, v.unit) for v in arabic_values(text) if v.kind == "money"]


@given(st.integers(2, 999), st.sampled_from([("ريالاً", "بيسة", 1000, "omr"), ("جنيهات", "قرشاً", 100, "egp"),
                                             ("ريالات", "هللة", 100, "sar"), ("دنانير", "مليم", 1000, "tnd")]),
       st.integers(1, 99), st.booleans(), st.sampled_from([" و", " و "]))
def test_a_unit_and_its_part_is_one_amount(n, cur, part, indic, joint):
    unit, sub, per, code = cur
    digits = (lambda x: str(x).translate(_INDIC)) if indic else str
    p = part * (10 if per == 1000 else 1)
    got = _money(f"المجموع {digits(n)} {unit}{joint}{digits(p)} {sub} فقط")
    assert got == [(round(n + p / per, 6), code)]


@pytest.mark.parametrize("text", ["22 ريالاً و500 درهم", "22 ريالاً، و500 بيسة للشحن", "22.5 ريالاً و500 بيسة"])
def test_another_currency_a_comma_or_a_fractional_unit_is_no_sum(text):
    assert len(_money(text)) == 2


_DATES_SHOP = "ودبس التمر بسعر ٢٫٥ ريال للعبوة. الشحن داخل السلطنة بريال ونصف، ومجاني للطلبات التي تزيد على ٢٠ ريالاً عُمانياً."


def test_the_total_in_riyals_and_baisa_is_clean_and_a_wrong_one_caught():
    right = "الإجمالي 22.5 ريال عماني (أي 22 ريالاً و500 بيسة)، والشحن مجاني لأن الطلب يزيد على 20 ريالاً."
    wrong = "الإجمالي 22.5 ريال عماني (أي 22 ريالاً و400 بيسة)، والشحن مجاني لأن الطلب يزيد على 20 ريالاً."
    ctx = [_DATES_SHOP, "تمر الخلاص: 15 ريالاً، ودبس التمر: 7.5 ريال، المجموع 22.5 ريال."]
    assert "value" not in _critical_kinds(groundtest.check(right, ctx))
    assert "value" in _critical_kinds(groundtest.check(wrong, ctx))


@pytest.mark.parametrize("text, want", [("الشحن بريال ونصف", 1.5), ("التذكرة بدينار ونص", 1.5), ("بجنيه ونصف", 1.5)])
def test_a_bare_currency_and_a_half_is_one_and_a_half_of_it(text, want):
    assert [a for a, _ in _money(text)] == [want]


def test_shipping_at_one_and_a_half_riyals_restated_is_clean_and_two_caught():
    assert "value" not in _critical_kinds(groundtest.check("الشحن داخل السلطنة 1.5 ريال.", [_DATES_SHOP]))
    assert {"value", "frame_value"} & _critical_kinds(groundtest.check("الشحن داخل السلطنة 2.5 ريال عماني للطلب الواحد.", [_DATES_SHOP]))
    assert "value" in _critical_kinds(groundtest.check("الشحن داخل السلطنة 3 ريالات.", [_DATES_SHOP]))


_CURRENCIES = [("جنيهًا", "egp"), ("درهمًا", "aed"), ("دينارًا", "kwd"), ("ريالًا", "sar")]


@given(st.integers(11, 900), st.integers(2, 900), st.sampled_from(_CURRENCIES),
       st.sampled_from(["في الأولى أو", "للكبار و", "أو", "للدرجة الأولى، و"]), st.booleans())
def test_a_bare_figure_coordinated_after_a_sum_takes_its_currency(a, b, cur, gap, indic):
    x, y = (str(a), str(b)) if not indic else (str(a).translate(_INDIC), str(b).translate(_INDIC))
    got = _money(f"السعر {x} {cur[0]} {gap} {y} في التانية.")
    assert len(got) == 2 and got[1][0] == float(b) and got[0][1] == got[1][1]


@pytest.mark.parametrize("text", ["دفعت 150 جنيهًا. 3 أطفال معي.", "السعر 150 جنيهًا لمدة 3 أيام وعددهم 4",
                                  "150 جنيهًا (انظر البند 4)", "الرسوم 150 جنيهًا: 4 أشخاص"])
def test_a_figure_not_coordinated_with_the_sum_keeps_no_currency(text):
    assert len(_money(text)) == 1


@given(st.sampled_from(_CURRENCIES), st.integers(100, 900), st.sampled_from(["= ", "بزيادة ", "بفارق ", "(بزيادة **"]),
       st.booleans())
def test_a_bare_result_after_equals_or_a_difference_takes_the_sentences_currency(cur, n, lead, indic):
    x = str(n).translate(_INDIC) if indic else str(n)
    got = _money(f"المبلغ {x} {cur[0]} {lead}{x} تقريبًا")
    assert len(got) == 2 and got[-1] == (float(n), got[0][1])


@pytest.mark.parametrize("text", ["الرسوم 10 دنانير و5 ريالات، بفارق 5", "عدد الطلاب 30 = 3 صفوف",
                                  "المبلغ 150 دينارًا. بزيادة 5 عن الحد", "بفارق 5 أيام عن 150 دينارًا"])
def test_a_bare_result_with_no_single_currency_before_it_in_its_sentence_stays_bare(text):
    assert [v.raw for v in arabic_values(text) if v.kind == "money" and not any(ch.isalpha() for ch in v.raw)] == []
