"""Arabic dates: Gregorian with Arabic month names (both naming systems) and Hijri dates.

Read on the folded text of :mod:`.normalise`:

- ``21/12/2025م`` (day/month/year, the Arabic order, ``م`` = ميلادي), ``1/7/1447هـ`` and
  ``1447/07/01هـ`` (``هـ`` = هجري);
- a day, a month name and a year: "1 يناير 2025"، "15 كانون الثاني 2026"، "15 رمضان 1447هـ"،
  "٢٣ شعبان ١٤٢٦ هـ"; a month name and a year ("مارس 2025" → ``2025-03``); a day and a month
  ("25 ديسمبر" → ``--12-25``); the day as an ordinal ("الخامس عشر من رمضان"، "الأول من يناير") or as
  the month's first ("غرة رمضان 1446هـ"، "غرة شهر محرم"), "من شهر" between day and month; the other naming's month in parentheses ("30 ديسمبر (كانون الأول) 2025",
  "1 آذار (مارس) 2025") is the same month. Month names: يناير … ديسمبر (Egypt and the Gulf) and كانون الثاني …
  كانون الأول (the Levant); Hijri months محرم … ذو الحجة;
- weekdays with the article (الأحد … السبت) → ``weekday:sunday`` ….

A Hijri day is converted to its Umm al-Qura Gregorian date with ``hijridate`` (MIT; the
official Umm al-Qura table, 1343–1500 AH), so "1/9/1447هـ" and "18/2/2026م" are the same value
(``date``, unit ``2026-02-18``): a correct conversion matches, a wrong one does not. A Hijri day
outside the table, or one the month does not have (30 in a 29-day month), is kept as the
identifier ``hijri:YYYY-MM-DD`` (equal only to itself); a Hijri month and year is
``hijri:YYYY-MM``.
"""
from __future__ import annotations

import re
from datetime import date
from functools import lru_cache
from typing import TYPE_CHECKING

from .normalise import ARABIC_LETTER, fold, fold_text, to_original
from .ordinals import ORDINAL_RE, ordinal_value

__all__ = ["GREGORIAN_MONTHS", "HIJRI_MONTHS", "WEEKDAYS", "hijri_to_gregorian", "gregorian_to_hijri", "hijri_stated_by",
           "extract", "extract_folded", "FEAST_DAYS", "feast_day", "EQUIVALENT_LEADS", "glossed_equivalent"]

if TYPE_CHECKING:
    from ..matching import Value

_L = ARABIC_LETTER
_NA = rf"(?![{_L}])"

#: THE EQUIVALENT DATE: a date glossed as another's equivalent in the other calendar ("١٣ شعبان ١٤٣٣هـ، الموافق ٣ يوليو
#: ٢٠١٢م"، "ويوافق"، "ما يقابله"، "أي ما يعادل") is a conversion, the same day or wrong — never a day reached by counting
#: from a date the context states (a month before 13/8/1433H is no "الموافق ٣ يونيو ٢٠١٢")
EQUIVALENT_LEADS = "الموافق الموافقة الموافقه يوافق توافق ويوافق ويوافقه يوافقه الموافق له ما يوافق يقابله يقابلها ما يقابل المقابل ما يعادل يعادل أي"
_EQUIVALENT = re.compile(rf"(?<![{_L}])(?:[وف])?(?:" + "|".join(sorted((re.escape(fold_text(w)) for w in EQUIVALENT_LEADS.split()),
                                                                         key=len, reverse=True)) + rf"){_NA}(?:\s*ل)?[\s*_:()\-–]*$")


def glossed_equivalent(text: str, start: int) -> bool:
    """Whether the date at ``start`` of ``text`` is glossed as another date's equivalent (:data:`EQUIVALENT_LEADS` right
    before it)."""
    return start > 0 and _EQUIVALENT.search(fold_text(text[max(0, start - 24):start])) is not None

GREGORIAN_MONTHS: dict[str, int] = {}
for _m, _names in enumerate((
    "يناير|كانون الثاني|جانفي", "فبراير|شباط|فيفري", "مارس|آذار", "أبريل|إبريل|ابريل|نيسان|أفريل",
    "مايو|أيار|ماي", "يونيو|يونيه|حزيران|جوان", "يوليو|يوليه|تموز|جويلية", "أغسطس|اغسطس|آب|أوت",
    "سبتمبر|أيلول", "أكتوبر|اكتوبر|تشرين الأول", "نوفمبر|تشرين الثاني", "ديسمبر|كانون الأول",
), start=1):
    for _n in _names.split("|"):
        GREGORIAN_MONTHS[fold_text(_n)] = _m
HIJRI_MONTHS: dict[str, int] = {}
for _m, _names in enumerate((
    "محرم|المحرم", "صفر", "ربيع الأول|ربيع الاول", "ربيع الآخر|ربيع الثاني|ربيع الاخر",
    "جمادى الأولى|جمادى الاولى|جمادى الأول", "جمادى الآخرة|جمادى الثانية|جمادى الآخر|جمادى الاخرة",
    "رجب", "شعبان", "رمضان", "شوال", "ذو القعدة|ذي القعدة", "ذو الحجة|ذي الحجة",
), start=1):
    for _n in _names.split("|"):
        HIJRI_MONTHS[fold_text(_n)] = _m
WEEKDAYS = {fold_text(k): v for k, v in {
    "الأحد": "sunday", "الاثنين": "monday", "الإثنين": "monday", "الثلاثاء": "tuesday",
    "الأربعاء": "wednesday", "الخميس": "thursday", "الجمعة": "friday", "السبت": "saturday",
}.items()}


def _alt(words) -> str:
    return "(?:" + "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True)) + ")"


#: THE MONTH'S FIRST AND LAST DAY IN WORDS: the first day of a month by name ("غرة رمضان"، "غرة شهر محرم"، "أول مارس"،
#: "مطلع أبريل"، "أول يوم من مايو") is its 1st; the last day ("آخر يوم من فبراير ٢٠٢٨"، and "آخر مايو" as the end of a
#: span from a day, "من أول مارس لين آخر مايو"، "من ١ مارس حتى آخر مايو") is the Gregorian month's last day (February's
#: 28th, or 29th in a leap year named), and no day of a Hijri month (29 or 30 days); "آخر مايو" alone, and "بداية"/"نهاية"
#: (the beginning, the end: a part of the month, no day) stay the month
FIRST_DAY_WORDS = "غرة مستهل أول اول مطلع"
LAST_DAY_WORDS = "آخر اخر لآخر بآخر"
_FIRST_DAY = "(?:" + "|".join(sorted({fold_text(w) for w in FIRST_DAY_WORDS.split()}, key=len, reverse=True)) + ")"
_LAST_DAY = "(?:" + "|".join(sorted({fold_text(w) for w in LAST_DAY_WORDS.split()}, key=len, reverse=True)) + ")"
_DAY_OF = rf"(?:{fold_text('يوم')}\s+(?:{fold_text('من')}\s+)?|{fold_text('أيام')}\s+)?"
#: a date value's unit that names its day ("--03-01", "2026-03-01"), not its month alone ("--03")
_A_DAY = re.compile(r"-\d\d-\d\d$")
#: the days of each Gregorian month (February's in a common year)
MONTH_DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


#: how far before "آخر" a day may end to open the span "آخر MONTH" closes ("من ١ مارس حتى آخر مايو")
SPAN_OPEN_REACH = 40


def _day_before(out: list, numeric: int, at: int) -> bool:
    """A date with its day among ``out`` (the first ``numeric`` of them read in order, the rest in order after them)
    that ends within :data:`SPAN_OPEN_REACH` characters before ``at``: a bounded look back, not a scan of every date."""
    for lo, hi in ((numeric, len(out)), (0, numeric)):
        for k in range(hi - 1, lo - 1, -1):
            v, _, e = out[k]
            if e < at - SPAN_OPEN_REACH:
                break
            if e <= at and v.unit and _A_DAY.search(v.unit):
                return True
    return False


def month_last_day(month: int, year: int | None) -> int:
    """The last day of the Gregorian ``month`` (1–12) of ``year`` (None: a common year)."""
    leap = year is not None and year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    return 29 if month == 2 and leap else MONTH_DAYS[month - 1]
_ERA = rf"(?:\s*(?P<era>ه|م){_NA}\.?)?"
_NUMERIC = re.compile(
    r"(?<![0-9/.])(?:(?P<d>\d{1,2})/(?P<m>\d{1,2})/(?P<y>\d{4})|(?P<Y>\d{4})/(?P<M>\d{1,2})/(?P<D>\d{1,2}))(?![0-9/])"
    + _ERA
)
_MONTH_RE = _alt(list(GREGORIAN_MONTHS) + list(HIJRI_MONTHS))
#: THE MONTH'S EPITHET: a Hijri month named with its customary epithet ("رمضان المبارك"، "محرم الحرام"، "صفر الخير"،
#: "رمضان المعظم"، "شهر رمضان الكريم"): the same month, its year after the epithet ("من الخامس حتى الخامس عشر من شهر
#: رمضان المبارك 1447هـ" is 5–15 Ramadan 1447)
HIJRI_EPITHETS = "المبارك الحرام المعظم الخير الكريم الفضيل المكرم"
_EPITHET = _alt(fold_text(w) for w in HIJRI_EPITHETS.split())
#: (THE EMPHASISED MONTH: a markdown emphasis around the month, "١٢ **ربيع الأول** ١٤٤٧هـ", stands between the date's
#: parts as a space does)
_NAMED = re.compile(
    rf"(?<![0-9])(?:(?:(?P<d>\d{{1,2}})(?:\s+|\s*[*_]{{1,2}}\s*)(?:من\s+)?|(?<![{_L}])(?P<od>{ORDINAL_RE})\s+من\s+|(?<![{_L}])(?:(?P<first>{_FIRST_DAY})|(?P<last>{_LAST_DAY}))\s+{_DAY_OF})"
    rf"(?:{fold_text('شهر')}\s+)?)?(?P<mon>{_MONTH_RE}){_NA}"
    rf"(?:\s+{_EPITHET}{_NA})?"  # "رمضان المبارك 1447هـ": the month's epithet before its year
    rf"(?:\s*\(\s*(?P<gloss>{_MONTH_RE})\s*\))?"  # "30 ديسمبر (كانون الأول) 2025": the month in the other naming
    rf"(?:[\s*_]*,?\s*(?:(?:من\s+)?(?:عام|سنة|سنه|لسنة|لسنه)\s+)?(?P<y>\d{{4}})(?![0-9]))?" + _ERA
)
#: THE PART OF A PERIOD: a fraction with the article before the ordinal ("النصف الأول من مايو" the first half of May,
#: "الربع الثاني من العام"): the ordinal counts the parts, no day of the month
_PART_OF_PERIOD = re.compile(rf"(?<![{_L}])(?:[وفب]|وب|فب|في)?ال(?:نصف|ربع|ثلث)[\s*_]+$")
#: a weekday's name: with the article, after a proclitic و/ف/ب ("والجمعة"), or bare after "يوم"/"ليلة"
#: ("يوم خميس") or in a pair of weekdays joined by و ("خميس وجمعة", "الخميس وجمعة"): a bare "أحد"/"اثنين"
#: alone is a count ("one", "two") and "جمعة" alone may be the week, never a day
_BARE_DAYS = {k[2:]: v for k, v in WEEKDAYS.items()}
_DAY_NOUN = "(?:" + "|".join(fold_text(w) for w in ("يوم", "يومي", "ليلة", "ليلتي")) + ")"
#: the bare names that are no other word (not أحد "anyone", اثنين "two", جمعة "week", سبت): after "every" they are the
#: day ("كل ثلاثاء"، "كل خميس" = every Tuesday, Thursday)
EVERY_BARE_DAYS = "ثلاثاء أربعاء خميس"
_EVERY = "(?:" + "|".join(fold_text(w) for w in ("كل", "بكل")) + ")"
_WEEKDAY = re.compile(
    rf"(?<![{_L}])(?:و?(?:{_DAY_NOUN})\s+(?P<b>{_alt(_BARE_DAYS)}){_NA}"
    rf"|{_EVERY}\s+(?P<e>{_alt(fold_text(w) for w in EVERY_BARE_DAYS.split())}){_NA}"
    rf"|(?P<p>[وفب])?(?P<w>{_alt(WEEKDAYS)}){_NA}"
    rf"|(?P<x>{_alt(_BARE_DAYS)})(?=\s+و(?:ال)?{_alt(_BARE_DAYS)}{_NA}))"
    rf"|(?<=[{_L}]\sو)(?P<y>{_alt(_BARE_DAYS)}){_NA}")
_WEEKDAY_GATE = frozenset(WEEKDAYS) | frozenset(_BARE_DAYS) | frozenset("و" + w for w in (*WEEKDAYS, *_BARE_DAYS)) \
    | frozenset(p + w for p in "فب" for w in WEEKDAYS)


_TOKEN = re.compile(rf"[{_L}]+")
#: THE TWO PRICED: "الاثنين" right after a preposition with a plural or dual pronoun and right before a figure ("ولكم
#: الاثنين **40 ريال**"، "يعني لكم الاثنين 300 درهم"، "عليكم الاثنين: 90 دينارًا") is the party of two the sentence prices,
#: no Monday ("لكم يوم الاثنين"، "لكم الاثنين والخميس"، "لكم الاثنين القادم" stay days)
BOTH_ADDRESSED = "لكم لكما إلكم الكم عليكم عليكما معكم معكما منكم منكما لهم لهما عليهم عليهما إلهم الهم"
_BOTH_ADDRESSED = re.compile(rf"(?<![{_L}])[وف]?{_alt(fold_text(w) for w in BOTH_ADDRESSED.split())}\s+$")
_PRICED_AFTER = re.compile(rf"[\s*_:=]*[0-9٠-٩][0-9٠-٩.,٬٫]*[\s*_]*(?P<cur>[{_L}]+)")


def _two_priced(low: str, start: int, end: int) -> bool:
    """"الاثنين" at ``start:end`` of the folded text is the two priced (:data:`_BOTH_ADDRESSED`): a sum of money after it."""
    from .numbers import CURRENCIES

    m = _PRICED_AFTER.match(low, end)
    return m is not None and m.group("cur") in CURRENCIES and _BOTH_ADDRESSED.search(low, max(0, start - 16), start) is not None
#: what "الاثنين" (the two) stands in apposition to: a dual or plural pronoun ("أنتما الاثنين"، "هما الاثنين"، "كلاكما"),
#: a definite noun in the dual or the sound plural ("الطرفين الاثنين"، "الزوجين الاثنين"), with a proclitic too (the
#: article after ل written لل: "للفكين الاثنين"، "بالطرفين الاثنين", THE PROCLITIC DUAL), or a verb of the dual
_BOTH_BEFORE = re.compile(
    rf"(?<![{_L}])(?:(?:{_alt(fold_text(w) for w in ('أنتما', 'انتما', 'هما', 'أنتم', 'انتم', 'هم', 'نحن', 'كلاكما', 'كلاهما', 'كليهما'))})"
    rf"|(?:[وفبك]?ال|[وف]?لل)[{_L}]{{2,}}(?:ين|ان)"
    # or a verb of the second person dual, whose subject "the two" restates ("لو سكنتما الاثنين"، "إذا سجلتما الاثنين")
    rf"|[{_L}]{{2,}}تما)\s+$")
#: ... or what says the two are taken together after it ("فتقدر تحضر الاثنين في نفس اليوم"، "جرّب الاثنين معًا"، "خذ
#: الاثنين سوا"): "both", the object of the verb, no Monday (THE BOTH TOGETHER: a day is not "on the same day" as itself)
_BOTH_AFTER = re.compile(
    rf"\s+(?:(?:في|فى|ب)\s+(?:نفس\s+(?:ال)?(?:يوم|وقت|الوقت|المره|الزياره)|(?:ال)?(?:يوم|وقت)\s+(?:نفسه|ذاته)|(?:ال)?(?:مره|زياره)\s+(?:نفسها|ذاتها))"
    rf"|{_alt(fold_text(w) for w in ('معًا', 'معا', 'سوا', 'سوى', 'سويا', 'سوية', 'كلاهما', 'كليهما'))}(?![{_L}]))")
_DAY_BEFORE = re.compile(rf"(?<![{_L}])[وف]?(?:يوم|كل)\s+$")
#: every word of a month name (a cheap gate before the month pattern)
_MONTH_WORDS = frozenset(w for name in (*GREGORIAN_MONTHS, *HIJRI_MONTHS) for w in name.split())


@lru_cache(maxsize=4096)
def hijri_to_gregorian(y: int, m: int, d: int) -> date | None:
    """The Umm al-Qura Gregorian date of a Hijri day, or None outside the table or invalid."""
    try:
        from hijridate import Hijri
    except ImportError:  # pragma: no cover - a declared dependency
        return None
    try:
        return Hijri(y, m, d).to_gregorian()
    except (ValueError, OverflowError):
        return None


@lru_cache(maxsize=4096)
def gregorian_to_hijri(iso: str) -> tuple[int, int, int] | None:
    """The Umm al-Qura (year, month, day) of a Gregorian ``YYYY-MM-DD``, or None outside the table."""
    try:
        from hijridate import Gregorian
    except ImportError:  # pragma: no cover - a declared dependency
        return None
    try:
        h = Gregorian.fromisoformat(iso).to_hijri()
    except (ValueError, OverflowError):
        return None
    return h.year, h.month, h.day


def hijri_stated_by(req: str, unit: str) -> bool:
    """Whether a date with the unit ``unit`` states the partial Hijri date ``req``: a day and a month
    without a year ("١٥ رمضان" = ``hijri:--09-15``) or a month and a year ("رمضان 1446هـ" =
    ``hijri:1446-09``) is stated by a day of the text that falls on it on Umm al-Qura, however the
    text writes it ("15 رمضان 1446هـ", "15 مارس 2025")."""
    part = req[len("hijri:"):]
    if unit.startswith("hijri:"):  # a Hijri day outside the table, kept as written
        return unit[len("hijri:"):].endswith(part[1:]) if part.startswith("--") else unit.startswith(req + "-")
    if len(unit) != 10 or unit[4] != "-":
        return False
    h = gregorian_to_hijri(unit)
    if h is None:
        return False
    if part.startswith("--"):
        return part == f"--{h[1]:02d}-{h[2]:02d}"
    return part == f"{h[0]:04d}-{h[1]:02d}"


def _date_value(y: int, m: int, d: int | None, hijri: bool):
    """(kind, amount, unit) of a (Hijri or Gregorian) day or month, or None if impossible."""
    if hijri:
        if d is None:
            return ("date", None, f"hijri:{y:04d}-{m:02d}") if 1 <= m <= 12 else None
        g = hijri_to_gregorian(y, m, d)
        if g is None:
            return ("date", None, f"hijri:{y:04d}-{m:02d}-{d:02d}") if 1 <= m <= 12 and 1 <= d <= 30 else None
        return "date", float(g.toordinal()), g.isoformat()
    if d is None:
        return ("date", None, f"{y:04d}-{m:02d}") if 1 <= m <= 12 else None
    try:
        g = date(y, m, d)
    except ValueError:
        return None
    return "date", float(g.toordinal()), g.isoformat()


#: words of time that lead a month named alone ("في سبتمبر"، "شهر أيلول"، "حتى نهاية ديسمبر")
#: (and the dual in construct, "خلال شهري يوليو وأغسطس": the two months named after it)
MONTH_LEADS = "في شهر شهري خلال بداية نهاية منتصف مطلع أواخر أوائل أول آخر حتى منذ من إلى الى بحلول قبل بعد"
_MONTH_LEAD = re.compile(rf"(?<![{_L}])[وف]?(?:{_alt([fold_text(w) for w in MONTH_LEADS.split()])})\s+$")
_MONTH_LEAD_STRICT = re.compile(rf"(?<![{_L}])[وف]?(?:{fold_text('شهر')}|{fold_text('شهري')}|{fold_text('بشهر')}|{fold_text('لشهر')})\s+$")
#: month names that are also common words: alone, a month only after "شهر" or beside another month
_MONTH_AMBIGUOUS = frozenset(fold_text(w) for w in "مارس آب ماي".split())
_MONTH_BEFORE = re.compile(rf"(?:(?<![{_L}])|(?<=\sو))(?P<mon>{_MONTH_RE})\s*(?:،|,|و|او|أو|ثم|إلى|الى|حتى|-|–)\s*(?:و)?$")


def _month_alone(low: str, a: int, b: int, mon: str, prev: int) -> bool:
    """Whether the Gregorian month name ``low[a:b]`` standing alone names a month (see the caller):
    a word of time leads it, or it is listed right after a month that did (``prev``: where the last
    month taken alone ends). A list with no lead ("(سبتمبر وأكتوبر ونوفمبر)" for a range) is not read."""
    before = low[max(0, a - 24):a]
    if (lb := _MONTH_BEFORE.search(before)) is not None and max(0, a - 24) + lb.end("mon") == prev:
        return True
    if mon in _MONTH_AMBIGUOUS:
        return bool(_MONTH_LEAD_STRICT.search(before))
    return _MONTH_LEAD.search(before) is not None


def extract_folded(low: str) -> list[tuple[Value, int, int]]:
    """(value, start, end) for the dates of already folded text (spans in the folded text)."""
    from ..matching import Value

    out: list[tuple[Value, int, int]] = []
    taken: list[tuple[int, int]] = []

    def add(kmu, a: int, b: int) -> None:
        if kmu is None:
            return
        out.append((Value(kmu[0], kmu[1], kmu[2], low[a:b], a, b), a, b))
        taken.append((a, b))

    toks = set(_TOKEN.findall(low))
    years: dict[int, set[int]] = {}  # the Hijri years the text names of each Hijri month (THE MONTH'S YEAR, below)
    for m in (_NUMERIC.finditer(low) if "/" in low else ()):
        era = m.group("era")
        if m.group("y"):
            y, mo, d = int(m.group("y")), int(m.group("m")), int(m.group("d"))
        else:
            y, mo, d = int(m.group("Y")), int(m.group("M")), int(m.group("D"))
        hijri = era == "ه" or (era is None and 1300 <= y <= 1500)
        if era is None and not hijri:
            continue  # a plain d/m/y: the English extractor reads it
        if hijri:
            years.setdefault(mo, set()).add(y)
        add(_date_value(y, mo, d, hijri), m.start(), m.end())
    prev = -1  # where the last month named alone ends (a list of months after a lead)
    numeric = len(out)  # (the numeric dates come first, in order; the named ones after them, in order)
    for m in (_NAMED.finditer(low) if not toks.isdisjoint(_MONTH_WORDS) else ()):
        if any(s < m.end() and m.start() < e for s, e in taken):
            continue
        mon = re.sub(r"\s+", " ", m.group("mon"))
        ds, ys = m.group("d"), m.group("y")
        if m.group("od"):  # "الخامس عشر من رمضان"
            n = ordinal_value(m.group("od"))
            ds = str(n) if n is not None and n <= 31 and not _PART_OF_PERIOD.search(low, max(0, m.start() - 12), m.start()) else None
        elif m.group("first"):  # "غرة رمضان"، "أول مارس"
            ds = "1"
        elif m.group("last"):  # "آخر يوم من مايو"، "من أول مارس حتى آخر مايو" (a Gregorian month's only)
            gm = GREGORIAN_MONTHS.get(mon) if mon not in HIJRI_MONTHS else None
            if gm is None:
                continue
            if fold_text("يوم") in low[m.start():m.start("mon")] or _day_before(out, numeric, m.start()):
                ds = str(month_last_day(gm, int(ys) if ys else None))
        gloss = m.group("gloss")
        if gloss is not None and GREGORIAN_MONTHS.get(re.sub(r"\s+", " ", gloss)) != GREGORIAN_MONTHS.get(mon):
            ys = None  # "30 ديسمبر (تشرين الثاني) 2025": two months; the day is read with the first, no year
        if ds is None and ys is None:
            # a Hijri month alone ("رمضان", "صفر" = zero) is no date; a Gregorian month alone is the month of
            # any year ("--09", as English "September") when a word of time leads it or it is listed with
            # another month ("في أيلول وكانون الثاني ونيسان"); not a word that is also another word
            # ("مارس" practised, "آب"/"أب" father, "ماي") without one of them
            if mon in GREGORIAN_MONTHS and mon not in HIJRI_MONTHS and _month_alone(low, m.start("mon"), m.end("mon"), mon, prev):
                add(("date", None, f"--{GREGORIAN_MONTHS[mon]:02d}"), m.start("mon"), m.end("mon"))
                prev = m.end("mon")
            continue
        hijri = mon in HIJRI_MONTHS and (mon not in GREGORIAN_MONTHS)
        month = HIJRI_MONTHS[mon] if hijri else GREGORIAN_MONTHS[mon]
        # the first day of a range or a choice of days in the one month ("11–12 مارس 2026"، "8 أو 9 ماي"): a date of
        # that month and year too
        first = _DAY_FIRST.search(low, max(0, m.start() - 16), m.start()) if ds and m.group("d") else None
        days: list[tuple[int | None, int, int]] = [(int(ds) if ds else None, m.start(), m.end())]
        if first is not None and 1 <= int(first.group(1)) <= 31 and not any(s < first.end(1) and first.start(1) < e for s, e in taken):
            days.insert(0, (int(first.group(1)), first.start(1), first.end(1)))
        if hijri and ys is not None:
            years.setdefault(month, set()).add(int(ys))
        for nth, a, b in days:
            if ys is None:
                if nth is not None and hijri:
                    add(("date", None, f"hijri:--{month:02d}-{nth:02d}"), a, b)
                elif nth is not None and 1 <= nth <= 31:
                    add(("date", None, f"--{month:02d}-{nth:02d}"), a, b)
                continue
            add(_date_value(int(ys), month, nth, hijri), a, b)
    for m in (_DAY_MONTH.finditer(low) if "/" in low else ()):
        d, mo = int(m.group("d")), int(m.group("m"))
        if not (1 <= d <= 31 and 1 <= mo <= 12) or any(s < m.end() and m.start() < e for s, e in taken):
            continue
        lead = low[max(0, m.start() - 24):m.start()]
        glossing = _GLOSS_OPEN.search(lead) is not None and any(
            _GLOSS_GAP.fullmatch(low, e, m.start()) for v, _, e in out if v.kind == "date" and e <= m.start())
        if glossing or _DAY_MONTH_LEAD.search(lead):
            add(("date", None, f"--{mo:02d}-{d:02d}"), m.start(), m.end())
    for m in (_WEEKDAY.finditer(low) if not toks.isdisjoint(_WEEKDAY_GATE) else ()):
        if any(s < m.end() and m.start() < e for s, e in taken):
            continue
        if m.group("y") is not None and not _after_weekday(low, m.start("y")):
            continue  # "… وسبت" after no weekday: not a pair of days
        g = next(k for k in ("w", "b", "x", "y", "e") if m.group(k) is not None)
        day = WEEKDAYS[m.group(g)] if g == "w" else _BARE_DAYS[m.group(g)]
        if g == "w" and day == "friday" and m.start("w") == m.start() and _MID_WEEK.search(low, max(0, m.start() - 8), m.start()):
            continue  # "بنص الجمعة": the middle of the week (Levantine الجمعة = week), no Friday
        if g == "w" and day == "monday" and not m.group("p") and _BOTH_BEFORE.search(low, max(0, m.start() - 24), m.start()):
            continue  # "حضوركما أنتما الاثنين"، "الطرفين الاثنين": "the two" in apposition to a dual, no Monday
        if g == "w" and day == "monday" and not m.group("p") and _two_priced(low, m.start(), m.end()):
            continue  # "ولكم الاثنين **40 ريال**": the two priced (THE TWO PRICED), no Monday
        if g == "w" and day == "monday" and not m.group("p") and _BOTH_AFTER.match(low, m.end()) \
                and not _DAY_BEFORE.search(low, max(0, m.start() - 8), m.start()):
            continue  # "تحضر الاثنين في نفس اليوم": both, no Monday
        add(("date", None, "weekday:" + day), m.start(g), m.end())
    return _years_given(out, years) if years else out


def _years_given(out: list, years: dict[int, set[int]]) -> list:
    """THE MONTH'S YEAR: a Hijri day written without its year ("من 25 رمضان حتى 29 رمضان") in a text that names one year
    of that month and no other ("بداية شهر رمضان 1447هـ يوم الأربعاء 18 فبراير 2026م") is that year's day — its Umm
    al-Qura date, as "25 رمضان 1447هـ" is ("السبت ١٤ مارس ٢٠٢٦" states it). A text naming two years of the month
    ("رمضان 1446هـ … رمضان 1447هـ") leaves the day yearless, as does a year of another month only."""
    res = []
    for v, a, b in out:
        unit = v.unit or ""
        if unit.startswith("hijri:--") and len(years.get(int(unit[8:10]), ())) == 1:
            kmu = _date_value(next(iter(years[int(unit[8:10])])), int(unit[8:10]), int(unit[11:13]), True)
            if kmu is not None and kmu[1] is not None:
                v = type(v)(kmu[0], kmu[1], kmu[2], v.raw, v.start, v.end)
        res.append((v, a, b))
    return res


#: THE DAY AND MONTH IN FIGURES: "٣١/٧"، "15/9" (day/month, the Arabic order, no year) is a day of any year ("--07-31")
#: where it glosses a date just written ("الحادي والثلاثون من تموز (٣١/٧)": in parentheses after it) or a word of a day
#: leads it (:data:`DAY_MONTH_LEADS`: "يوم ١٥/٩"، "قبل 30/9"، "بتاريخ 1/10"); elsewhere it may be a fraction, a ratio, an
#: article and its paragraph or a file number ("5/2"، "م/51"), and stays the identifier the English reader makes of it
DAY_MONTH_LEADS = "يوم بتاريخ تاريخ قبل بعد حتى لغاية غاية موعد الموعد"
_DAY_MONTH = re.compile(r"(?<![0-9/.,:\-])(?P<d>[0-9]{1,2})/(?P<m>[0-9]{1,2})(?![0-9/:]|[.,]\d|\s*[0-9])")
_DAY_MONTH_LEAD = re.compile(rf"(?<![{_L}])[وف]?{_alt([fold_text(w) for w in DAY_MONTH_LEADS.split()])}[\s*_:]*$")
_GLOSS_OPEN = re.compile(r"\(\s*$")
_GLOSS_GAP = re.compile(r"[\s*_]*\(\s*")

#: a day before the day of a named date, as the first of a range or a choice ("11–12 مارس"، "8 أو 9 ماي"، "من 3 إلى 5 يونيو")
DAY_RANGE_JOINTS = "- – — إلى الى أو او حتى"
_DAY_FIRST = re.compile(rf"(?<![0-9.,/:])([0-9]{{1,2}})\s*(?:[-–—]|(?:{'|'.join(w for w in (fold_text(x) for x in DAY_RANGE_JOINTS.split()) if w.isalpha())})\s)\s*$")


def _after_weekday(low: str, start: int) -> bool:
    """The word before "و" at ``start`` - 1 is a weekday's name ("الخميس وجمعة", "خميس وجمعة")."""
    words = _TOKEN.findall(low, max(0, start - 16), start - 1)
    word = words[-1] if words else ""
    word = word[1:] if word[:1] in "وفب" and (word[1:] in WEEKDAYS or word[1:] in _BARE_DAYS) else word
    return word in WEEKDAYS or word in _BARE_DAYS


#: a part of the week before "الجمعة" (Levantine الجمعة = the week): "بنص الجمعة"، "نص الجمعة"، "بنصّ الجمعة"
_MID_WEEK = re.compile(rf"(?<![{_L}])(?:ب|ف|و)?(?:نص|نصف)\s+$")


def extract(text: str) -> list:
    """The Arabic dates of ``text`` as values with spans in ``text``."""
    from ..matching import Value

    low, offsets = fold(text)
    low = low.lower()
    res = []
    for v, a, b in extract_folded(low):
        s, e = to_original(offsets, a, b)
        res.append(Value(v.kind, v.amount, v.unit, text[s:e], s, e))
    return res


#: the words between a Gregorian month named and its length in days, as a grammar: the month (its year maybe), then
#: "has" in any dialect or a mark, then the figure ("مارس فيه 31 يوم"، "أبريل **30 يوم**"، "فبراير 2026 فيه 28 يوم"،
#: "شهر مارس عدد أيامه 31"، "مارس = 31 يوم"); or the figure, then "in" and the month ("31 يومًا في شهر مارس")
MONTH_HAS = "فيه فيها فيو فيهم عنده عندو عندها يحتوي تحتوي يضم على طوله طولها مدته مدتها هو هي عدد أيامه ايامه أيام"
_MONTH_HAS = re.compile(rf"^(?:\s*\d{{4}})?(?:\s*(?:{_alt([fold_text(w) for w in MONTH_HAS.split()])}{_NA}|[=:،,\-–→(]))*\s*$")
_GREGORIAN_RE = _alt(list(GREGORIAN_MONTHS))
_MONTH_LAST = re.compile(rf"(?<![{_L}])(?:[وفب]|ال)?(?:{fold_text('شهر')}\s+)?(?P<m>{_GREGORIAN_RE}){_NA}(?!.*(?<![{_L}]){_GREGORIAN_RE}{_NA})")
_IN_MONTH = re.compile(rf"^[^{_L}0-9]*(?:{fold_text('يوم')}|{fold_text('يوما')}|{fold_text('أيام')})?[^{_L}0-9]*(?:في|ب)\s*"
                       rf"(?:{fold_text('شهر')}\s+)?(?P<m>{_GREGORIAN_RE}){_NA}")
#: how far before a length its month may be named (the month, a year, "has" and markup between)
MONTH_LENGTH_REACH = 32


def month_of_length(text: str, start: int, end: int) -> int | None:
    """The Gregorian month (1–12) whose length the days figure at ``text[start:end]`` is said as (:data:`MONTH_HAS`),
    or None; the caller checks the figure is that month's length."""
    before = re.sub(r"[*_]+", "", fold_text(text[max(0, start - MONTH_LENGTH_REACH):start]))
    m = _MONTH_LAST.search(before)
    if m is not None and _MONTH_HAS.match(before[m.end():]):
        return GREGORIAN_MONTHS.get(m.group("m"))
    after = re.sub(r"[*_]+", "", fold_text(text[end:end + MONTH_LENGTH_REACH]))
    m = _IN_MONTH.match(after)
    return GREGORIAN_MONTHS.get(m.group("m")) if m is not None else None


#: a sentence that counts a span through its first day, or says its end depends on that ("حسب احتساب اليوم الأول"،
#: "حسب احتساب يوم البداية"، "مع احتساب يوم التجديد"، "شاملاً اليوم الأول"): the end a day sooner is right too
FIRST_DAY_COUNTED = ("احتساب اليوم الأول | احتساب يوم البداية | احتساب أول يوم | احتساب يوم | حساب اليوم الأول | حساب يوم البداية"
                     " | شاملا اليوم الأول | بما فيه اليوم الأول | بما فيها اليوم الأول | مع اليوم الأول | حسب طريقة الحساب"
                     " | حسب طريقة العد | عد اليوم الأول")
_FIRST_DAY_COUNTED = re.compile(_alt([fold_text(x.strip()) for x in FIRST_DAY_COUNTED.split("|")]))


def counts_first_day(text: str) -> bool:
    """Whether the Arabic sentence counts a span through its first day (:data:`FIRST_DAY_COUNTED`)."""
    return _FIRST_DAY_COUNTED.search(re.sub(r"[*_]+", "", fold_text(text))) is not None


#: THE FEAST'S DAY: the Hijri month and day a named feast falls on, a fact of the calendar as "a week has 7 days" is
#: ("عيد الفطر في ١ شوال"، "يوم عرفة ٩ ذو الحجة"): a day-and-month the answer names beside its feast is no claim of
#: the context's
FEAST_DAYS: dict[str, tuple[int, int]] = {
    "عيد الفطر": (10, 1), "أول أيام عيد الفطر": (10, 1), "عيد الأضحى": (12, 10), "أول أيام عيد الأضحى": (12, 10),
    "يوم عرفة": (12, 9), "وقفة عرفات": (12, 9), "وقفة عرفة": (12, 9), "رأس السنة الهجرية": (1, 1), "يوم عاشوراء": (1, 10),
    "عاشوراء": (1, 10),
}
_FEASTS = {fold_text(k): v for k, v in FEAST_DAYS.items()}
_FEAST_RE = re.compile(rf"(?<![{_L}])(?:ال|و|ف|ب|ل)?(?P<f>{_alt(_FEASTS)}){_NA}")
#: how far before its date a feast's name may stand ("عيد الفطر في ١ شوال"، "عيد الفطر يوافق **١ شوال**")
FEAST_REACH = 32


def feast_day(text: str, start: int, unit: str | None) -> bool:
    """Whether the Hijri day-and-month ``unit`` ("hijri:--MM-DD") of a date at ``start`` in ``text`` is the day of a
    feast named right before it (:data:`FEAST_DAYS`)."""
    m = re.fullmatch(r"hijri:--(\d\d)-(\d\d)", unit or "")
    if m is None or start < 0:
        return False
    want = (int(m.group(1)), int(m.group(2)))
    low = fold_text(text[max(0, start - FEAST_REACH):start])
    return any(_FEASTS[f.group("f")] == want for f in _FEAST_RE.finditer(low))


#: THE DAY OUTSIDE THE RANGE, DENIED: a weekday or a month the answer says there is none of ("لا يعمل يومي الجمعة
#: والسبت"، "أي أن الجمعة ليست من أيام الاستقبال"، "ولا في الأشهر من مايو إلى سبتمبر") where the context states a range
#: of its kind that leaves it out ("من الأحد إلى الخميس فقط"، "من أكتوبر إلى أبريل") and names it nowhere: the range's
#: complement, read off the context (the English frames.ranged_days' closed days). A clause with "إلا" is no denial
#: ("لا يعمل إلا الجمعة" says it works on Friday); a day inside a range, or one the context names, is not read so.
_DENIALS_OF = frozenset(fold_text(w) for w in (
    "لا ولا فلا ليس ليست وليست لن ولن غير عدا ماعدا وماعدا باستثناء مغلق مغلقة مغلقا مغلقه تغلق يغلق").split())
_EXCEPT = frozenset((fold_text("إلا"), fold_text("الا")))
_RANGE_BETWEEN = re.compile(r"[\s*_]*(?:الي|الى|حتي|لغايه|-|–|—)[\s*_]*")
_CLAUSE_STOP = re.compile(r"[.!?؟;؛\n،,]")
_WORDS = re.compile(rf"[{_L}]+")
_WEEK = ("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday")


def _position(unit: str) -> tuple[str, int, int] | None:
    """A weekday's or a month's kind, place and cycle ("weekday:friday" → ("day", 5, 7); "--05" → ("month", 4, 12))."""
    if unit.startswith("weekday:") and unit[8:] in _WEEK:
        return "day", _WEEK.index(unit[8:]), 7
    if len(unit) == 4 and unit.startswith("--") and unit[2:].isdigit() and 1 <= int(unit[2:]) <= 12:
        return "month", int(unit[2:]) - 1, 12
    return None


def _context_ranges(context: str, memo: dict) -> tuple[list[tuple[str, int, int, int]], frozenset[str]]:
    """The context's runs of weekdays and of months (kind, first, last, cycle) and every weekday and month it names,
    once per context (``memo``)."""
    hit = memo.get("arabic_day_ranges")
    if hit is None:
        vals = [v for v in extract(context) if v.kind == "date" and _position(v.unit or "") is not None]
        runs = []
        for a, b in zip(vals, vals[1:]):
            pa, pb = _position(a.unit or ""), _position(b.unit or "")
            if pa and pb and pa[0] == pb[0] and _RANGE_BETWEEN.fullmatch(fold_text(context[a.end:b.start])):
                runs.append((pa[0], pa[1], pb[1], pa[2]))
        hit = memo["arabic_day_ranges"] = (runs, frozenset(v.unit or "" for v in vals))
    return hit


def outside_range_denied(unit: str, claim: str, start: int, context: str, memo: dict) -> bool:
    """Whether the weekday or month ``unit`` at ``start`` in the Arabic ``claim`` is said to have none (a denial in its
    clause) and lies outside every range of its kind the Arabic ``context`` states, a day the context names nowhere
    (:data:`_DENIALS_OF`)."""
    place = _position(unit)
    if place is None or start < 0:
        return False
    runs, named = _context_ranges(context, memo)
    mine = [r for r in runs if r[0] == place[0]]
    if not mine or unit in named:
        return False
    if any((place[1] - lo) % n <= (hi - lo) % n for _, lo, hi, n in mine):
        return False
    head = _CLAUSE_STOP.split(claim[max(0, start - 80):start])[-1]
    tail = _CLAUSE_STOP.split(claim[start:start + 80])[0]
    words = _WORDS.findall(fold_text(head + tail))
    return not _DENIALS_OF.isdisjoint(words) and _EXCEPT.isdisjoint(words)
