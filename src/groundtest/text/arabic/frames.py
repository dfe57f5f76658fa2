"""Arabic value frames (issue 24): a value said of the wrong subject.

A claim's value that the context states, but in another clause than the one the claim restates:
"بما أن العقد سكني، يجب على المؤجّر توجيه الإنذار … قبل شهرين" over a context whose clause about
the landlord's notice says "قبل ستة أشهر" and whose "شهران" belongs to non-residential leases. The
clause the claim restates is the context clause sharing most of its words (at least three, and two
more than the clause holding the value); when that clause holds another value of the same kind and
unit and not the claim's, the value is swapped. The English counterpart is :mod:`groundtest.checker.frames`.
"""
from __future__ import annotations

import re
from functools import lru_cache

from ...text.matching import TextIndex, same_value
from .behaviour import STOPWORDS, STRONG_WORKING, _yours
from .citations import SOURCE_WORDS
from .normalise import fold_text, has_arabic, stem_candidates
from .numbers import MEASURES, UNITS, is_number_word, value_hint
from .ordinals import ORDINAL_RE, ORDINAL_WORDS
from .polarity import _KEPT, _WORD, COST_LABELS, clauses

__all__ = ["swapped", "column_swapped", "anchored", "bracketed", "floor_dropped", "per_of", "per_changed", "bound_of", "bound_flipped", "ceiling_dropped", "FLOORS", "BELOW", "ABOVE", "RANGE_OPENERS", "RANGE_JOINTS"]

_UNIT_KINDS = ("quantity", "money", "percent")
#: the kinds a value said of another subject is read for: the measures and the clock ("تفتح البوابات الساعة ٩
#: صباحًا يوم التأهيل" over "١٠ صباحًا في يومَي التجارب والتأهيل، و٩ صباحًا يوم السباق")
_FRAME_KINDS = _UNIT_KINDS + ("time", "date")
_VALUE_CLAUSE = re.compile(r"(?:[!?\n;؛،؟]|\.(?!\d))+|,\s")  # clause punctuation (not a thousands comma, nor a decimal point)


@lru_cache(maxsize=1024)
def _values(text: str) -> tuple:
    """The values of a claim sentence, once (both frame rules read them); not the numbers of its source markers."""
    values = TextIndex(text).values
    if "[" not in text:
        return tuple(values)
    marks = [m.span() for m in _FOOTNOTE.finditer(text)]  # (in order: one walk over them and the values by start)
    cited, k = set(), 0
    for v in sorted(values, key=lambda x: x.start):
        while k < len(marks) and marks[k][1] <= v.start:
            k += 1
        if k < len(marks) and marks[k][0] <= v.start and v.end <= marks[k][1]:
            cited.add(id(v))
    return tuple(v for v in values if id(v) not in cited)


#: THE SOURCE MARKER'S NUMBER: a bracketed run of numbers ("[1]"، "[٢]"، "[1، 2]"، "[1][2]") cites a source, no figure of
#: the claim's ("| بطاقة المنشأة | 1,200 درهم | [2] |" ties 1,200 to no "2" of the context's)
_FOOTNOTE = re.compile(r"\[\s*\d{1,2}(?:\s*[,،]\s*\d{1,2})*\s*\]")


def _words(text: str) -> list[frozenset[str]]:
    """The stem sets of a text's content words; a word said twice, with a proclitic or without
    ("السعر … فالسعر"), counts once."""
    ws = [w for w in _WORD.findall(fold_text(text)) if len(w) > 1 and (w in _KEPT or w not in STOPWORDS)]
    out: list[frozenset[str]] = []
    seen: set[str] = set()
    for stems in dict.fromkeys(_with_measure(w, stem_candidates(w)) for w in ws):
        if seen.isdisjoint(stems):
            out.append(stems)
            seen |= stems
    return out


def _with_measure(word: str, stems: frozenset[str]) -> frozenset[str]:
    """THE MEASURE'S ONE NAME: a unit of measure's abbreviation and its word are one subject word ("كغ" in "٢٥ درهماً
    للطرد حتى ١ كغ" and "كيلوغرام" in "| أول كيلوغرام | 25 درهم |"): the unit's code joins its stems
    (text.arabic.numbers.MEASURES)."""
    core = word[2:] if word.startswith("ال") and word[2:] in MEASURES else word
    unit = MEASURES.get(core)
    return stems | {"unit:" + unit} if unit else stems


def _overlap(a: list[frozenset[str]], b: list[frozenset[str]]) -> int:
    return sum(1 for x in a if any(not x.isdisjoint(y) for y in b))


#: (not a decimal point: the folded "٠٫٧٥٠" is "0.750", one figure)
_SENTENCE_END = re.compile(r"(?:[!?\n؟]|\.(?!\d))+")


def _context_frames(context: str, memo: dict) -> list[tuple[list[frozenset[str]], list, int]]:
    """The context's clauses as (words, values, the number of the sentence they are in)."""
    hit = memo.get("arabic_frames")
    if hit is None:
        # (a clause of whom, elided, stands apart from the clause before it that it takes its subject from: not a
        # condition of it — the sentence number of its own, -1 - n)
        hit = memo["arabic_frames"] = [(_clause_words(head + c), [v for v in TextIndex(c).values if v.kind in _FRAME_KINDS],
                                        -1 - n if whole.startswith(_WHOM) else n)
                                       for n, sentence in enumerate(_SENTENCE_END.split(fold_text(context)))
                                       for whole in _elided_heads(clauses(_unbracket(sentence)))
                                       for head, c in _items(whole.removeprefix(_WHOM)) if _WORD.search(c)]
    return hit


def _clause_words(clause: str) -> list[frozenset[str]]:
    """A context clause's words (:func:`_words`), the X of its "لغير X" (THE OTHER THAN) kept apart as the word it excludes."""
    m = _OTHER_THAN.search(clause)
    if m is None:
        return _words(clause)
    return _words(clause[:m.start("x")] + clause[m.end("x"):]) + [frozenset(_NOT + s for s in stem_candidates(m.group("x")))]


def _excludes(mine: list[frozenset[str]], theirs: list[frozenset[str]], claim: str) -> bool:
    """The context clause excludes what the claim names (THE OTHER THAN): the claim names its X, and no "غير X" of its own."""
    out = {s[1:] for y in theirs for s in y if s.startswith(_NOT)}
    return bool(out) and any(not x.isdisjoint(out) for x in mine) and _OTHER_THAN.search(fold_text(claim)) is None


#: THE DENIED AMOUNT: a context clause that says no amount at all is paid back or due for its subject ("ولا يُسترجع أي
#: مبلغ بعد انطلاق القطار"، "غير قابل للاسترداد"): a table row that names that subject with a share or sum of its own
#: ("| بعد انطلاق القطار | ٥٠٪ |") gives it an amount the context denies (:func:`_row_swapped`)
NO_AMOUNT = ("لا يسترجع أي مبلغ | لا يسترد أي مبلغ | لا يرد أي مبلغ | لا يعاد أي مبلغ | لا يسترجع شيء | لا يسترد شيء"
             " | غير قابل للاسترداد | غير قابلة للاسترداد | غير مستردة | غير مسترد")
_NO_AMOUNT = re.compile(r"(?<![^\W\d_])[وف]?(?:" + "|".join(
    re.escape(fold_text(x.strip())).replace(r"\ ", r"\s+") for x in NO_AMOUNT.split("|")) + r")(?![^\W\d_])")


def _denied_frames(context: str, memo: dict) -> list[tuple[list[frozenset[str]], str]]:
    """The context's clauses that deny any amount (:data:`NO_AMOUNT`): (their words, the denying phrase)."""
    hit = memo.get("arabic_denied")
    if hit is None:
        hit = memo["arabic_denied"] = [(_words(c), m.group(0)) for sentence in _SENTENCE_END.split(fold_text(context))
                                       if _NO_AMOUNT.search(sentence)
                                       for c in clauses(_unbracket(sentence)) if (m := _NO_AMOUNT.search(c)) is not None]
    return hit


#: a clause that opens with its figure ("…، و١٫٥٠٠ دينار لباقي المحافظات"): its subject elided
_FIGURE_FIRST = re.compile(r"^\s*[*_]*(?:و\s*)?[*_]*\d")


#: THE ELIDED BASE OF A SHARE: a share with its base after it ("يُسترجع ٩٠٪ من ثمن التذكرة إذا …") lends that base
#: to the share of the next clause that opens with its figure and names none ("…، و٥٠٪ إذا تم الإلغاء بين …"): the
#: second is also a share of the ticket's price
_SHARE_BASE = re.compile(r"\d+(?:[.,]\d+)?\s*[%٪]\s*(?P<base>من(?:\s+[^\W\d_]+){1,2})")
_SHARE_FIRST = re.compile(r"^\s*[*_]*(?:و\s*)?[*_]*\d+(?:[.,]\d+)?\s*[%٪](?!\s*من\s)")


#: THE ELIDED CLAUSE OF WHOM: a clause that opens with و and a ل-phrase of whom right before its figure, no verb ("رسوم
#: الساعة … لطلبة البكالوريوس البحرينيين 40 دينارًا، ولغير البحرينيين 80 دينارًا"، "… للمقيمين ٥ دنانير، وللعمالة المنزلية
#: دينار واحد"): its subject is the clause's before it, that clause's own ل-phrase left out, as for a clause that opens
#: with its figure. (A phrase of when, "وخلال الأسبوع الثاني 50%", was tried too: its ordinal is no content word, so the
#: two weeks' clauses could not be told apart — left.)
_PHRASE_FIRST = re.compile(r"^\s*[*_]*و\s*ل(?:ل|غير\s+)?[^\W\d_]{2,}(?:\s+(?!(?:من|حتى|إلى|الى|فوق|دون|بين|تحت)\s)[^\W\d_]+){0,2}\s*[*_:]*\s*\d"
                           # THE COUNTED WHOM: the ل-phrase of a count ("سعر طاولة السحور لـ 4 أشخاص 60 دينارًا، ولـ 8 أشخاص 110
                           # دنانير": the second is also the table's price, for eight)
                           r"|^\s*[*_]*و\s*ل\s*\d+\s+[^\W\d_]+\s*[*_:]*\s*\d")
#: (not a phrase whose figure is a bound or a range of its own, "وللمركب من 8 إلى 12 متراً 700 دولار": the range names the
#: clause's own subject, no figure of the clause)


def _without_phrase(head: str) -> str:
    """The head of the clause before an elided one (:data:`_PHRASE_FIRST`) without its own ل-phrase, which runs to the
    figure ("لطلبة البكالوريوس البحرينيين" where "ولغير البحرينيين 80" follows): that phrase is the first clause's alone."""
    words = head.split()
    for j in range(len(words) - 1, -1, -1):
        w = words[j].lstrip("و")
        if w.startswith("ل") and len(w) > 2 or w == "ل" and j + 1 < len(words) and words[j + 1][:1].isdigit():
            return " ".join(words[:j])
    return head


#: THE OTHER THAN: "لغير X" names all but X — X is no word of the clause's subject but one it excludes ("ولغير البحرينيين
#: 80 دينارًا" is not said of "البحريني"): a claim that names X without "غير" is not that clause's
_OTHER_THAN = re.compile(r"(?<![^\s*_(])[وف]?لغير\s+(?P<x>[^\W\d_]+)")
_NOT = "¬"
_WHOM = "\x00"  # the mark of a clause of whom, elided (:func:`_elided_heads`)


def _elided_heads(parts: list[str]) -> list[str]:
    """The clauses of a sentence, each that opens with its figure given the words before the first figure of the
    clause before it: "رسوم التوصيل ٠٫٧٥٠ دينار … العاصمة وحولي، و١٫٥٠٠ دينار لباقي المحافظات" — the second is also
    a delivery fee (the comma-joined twin of :func:`_items`, whose items are joined by و alone); a share that names
    no base takes the base of the share before it (:data:`_SHARE_BASE`)."""
    out: list[str] = []
    for k, c in enumerate(parts):
        phrase = _PHRASE_FIRST.match(c) if k else None
        if k and (_FIGURE_FIRST.match(c) or phrase) and (m := _FIRST_DIGIT.search(out[-1])) is not None:
            head = out[-1][:m.start()]
            if phrase is not None:
                head = _WHOM + _without_phrase(head)
            if _SHARE_FIRST.match(c) and (b := _SHARE_BASE.match(out[-1], m.start())) is not None:
                head = head + " " + b.group("base")
            c = head.rstrip(" *_و") + " " + c
        out.append(c)
    return out


#: a list of figure-and-subject items within one clause, each opened by و and its figure ("… ٢٠٠ ريال عن كل
#: وكالة و٣٠٠ ريال عن كل إقرار"): each item is a frame of its own; not a bare figure and the next, one unit written
#: after both ("في باقتي ١٢ و٢٤ ساعة": 12 hours and 24 hours, one item, the unit shared)
_ITEM_JOINT = re.compile(r"(?<!\d)\s(?=و\d)")


def _items(clause: str) -> list[tuple[str, str]]:
    """(the words the item shares, the item) for each item of a clause's figure list: the first item is the
    clause up to the second; each later one shares the words before the first figure ("تُحتسب كل ليلة إضافية
    بسعر 2,500 جنيه في الغرفة المزدوجة و4,000 جنيه في الغرفة المفردة": the second is also a night's price)."""
    parts = _ITEM_JOINT.split(clause)
    if len(parts) == 1:
        return [("", clause)]
    m = _FIRST_DIGIT.search(parts[0])
    head = (parts[0][:m.start()] if m else parts[0]) + " "
    return [("", parts[0])] + [(head, p) for p in parts[1:]]


_FIRST_DIGIT = re.compile(r"\d")


#: a bracket within one line, and the clause commas in it
_BRACKET = re.compile(r"\([^()\n]{0,120}\)")
_BRACKET_COMMA = re.compile(r"[،,؛;]")


def _unbracket(sentence: str) -> str:
    """The sentence with the commas of its brackets taken out: a list in brackets ("حالات الطوارئ (ألم شديد،
    تورّم، كسر سن) … حتى الساعة ٩ مساءً") is part of its clause, which goes on after it."""
    if "(" not in sentence:
        return sentence
    return _BRACKET.sub(lambda m: _BRACKET_COMMA.sub(" ", m.group()), sentence)


def swapped(claim: str, context: str, memo: dict) -> tuple[str, str] | None:
    """(the claim's value, the context's value for the clause it restates) when swapped, else None."""
    if not value_hint(claim):
        return None
    from .behaviour import changed_by, negated_before

    # (a value the claim denies is no value it says of a subject: "٣ ريالات و٥٠٠ بيسة (وليس ٣ ريالات كما ذكرتُ سابقًا)",
    # an earlier turn's figure corrected; nor is the amount of a change: "زادت بـ ٥٠ درهمًا", a difference; both are
    # still figures the sentence states beside its own: "١٥ يومًا (بدلًا من ٣٠ يومًا في الدعاوى العادية)" sets both)
    said = [v for v in _values(claim) if v.kind in _FRAME_KINDS and v.amount is not None]
    values = [v for v in said if not negated_before(claim[max(0, v.start - 24):v.start]) and not changed_by(claim, v.start)]
    if values and _WRITTEN_WORKING.search(claim) is not None:
        values = [v for v in values if not _result_of_working(v, _values(claim))]
    values = [v for v in values if not _compared_to(claim, v) and not _of_the_compared(claim, v)]
    if not values:
        return None
    frames = _context_frames(context, memo)
    denied = _denied_frames(context, memo)
    if (row := _row_swapped(claim, values, frames, denied)) is not None:
        return row
    if (line := _label_swapped(claim, values, frames, denied)) is not None:
        return line
    for v in values:
        # the claim's words: the whole sentence (a condition in another clause, "بما أنك أمضيت ست سنوات،
        # فإنك تستحق …", ties it to the context's clause that continues the first)
        # (the claim's own "غير X" is X excluded, as the context's: THE OTHER THAN)
        mine = _clause_words(_without_compared(_without_excluded(_without_source(_without_values(claim, tuple(_values(claim)), v)))))
        if len(mine) < 3:
            continue
        holders = [k for k, (_, vs, _) in enumerate(frames) if any(same_value(v, x) for x in vs)]
        if not holders:
            continue  # not the context's value: the value rule's business
        scored = [(_overlap(mine, ws), k) for k, (ws, _, _) in enumerate(frames)]
        best = max(s for s, _ in scored)
        held = max((s for s, j in scored if j in holders and not _excludes(mine, frames[j][0], claim)), default=0)
        for s_, k in scored:  # each clause the claim's words fit best (a tie: the one that names a rival)
            if s_ != best or best < 3 or k in holders or (
                    best < held + 2 and not (best > held and _told_apart(mine, frames, k, holders))):
                continue
            rivals = [x for x in frames[k][1] if x.kind == v.kind and _same_unit(x, v) and not same_value(v, x)]
            if len(rivals) == 1 and not any(same_value(rivals[0], x) or (x.amount == rivals[0].amount and _same_unit(x, rivals[0]))
                                            for x in said) \
                    and not _elided(rivals[0], v, claim, frames[k][0], [frames[j][0] for j in holders]):  # a list states both ("0.750 دينار" for "٠٫٧٥٠ دينار كويتي")
                return v.raw, rivals[0].raw
    return None


#: THE FIGURE COMPARED TO: a figure right after a comparative and "من" that follows another figure and its noun ("٩ أيام
#: أقل من ١٥ يومًا"، "15 طناً أقل من 20 طناً"): the threshold the first is measured against, said of no subject of the
#: sentence's own (whether the threshold is the context's is the value rule's business)
COMPARATIVES = "أقل أكثر أكبر أصغر أطول أقصر أعلى أدنى"
_COMPARED_TO = re.compile(r"\d[\d.,]*[*_]*\s+[*_]*[^\W\d_]+(?:\s+[^\W\d_]+)?[*_]*\s+[*_]*(?:"
                          + "|".join(fold_text(w) for w in COMPARATIVES.split()) + r")[*_]*\s+من\s*[*_]*$")


def _compared_to(claim: str, v) -> bool:
    """Whether the value is the figure a comparison measures another against (:data:`_COMPARED_TO`)."""
    return v.start > 0 and _COMPARED_TO.search(fold_text(claim[max(0, v.start - 48):v.start])) is not None


#: THE COMPARED SUBJECT: the words right after a word of comparison ("ضعف بسطة الحرف"، "أرخص من تذكرتين"، "مقارنةً بسعر
#: اليوم الواحد"، "بدلاً من التذكرة الفردية"، "أوفر من التذاكر المنفردة") name the other subject the claim's is measured
#: against, not the claim's own (the words after one, three at most, to the clause's end); a figure right after them
#: ("العائلية تساوي ضعف الفردية (200 ريال)") is said of that other subject, whatever clause of the context it restates
COMPARING_WORDS = "ضعف ضعفي أضعاف مقارنة مقارنةً بمقارنة مقابل بدلا بدلاً أوفر أرخص أغلى"
_COMPARING_ALT = "|".join(sorted({fold_text(w) for w in COMPARING_WORDS.split()}, key=len, reverse=True))
_COMPARED_SUBJECT = re.compile(r"(?<![^\W\d_])[وفب]?(?:" + _COMPARING_ALT + r")(?![^\W\d_])(?:\s+(?:ب|من|عن|ل)(?=\s|[^\W\d_]))?"
                       r"(?:[\s*_]+[^\W\d_]+){1,3}")
_OF_THE_COMPARED = re.compile(r"(?<![^\W\d_])[وفب]?(?:" + _COMPARING_ALT + r")(?![^\W\d_])(?:[\s*_]+[^\W\d_]+){1,3}[\s*_]*\(?[\s*_]*$")


def _without_compared(claim: str) -> str:
    """The claim without the subject it is compared to (:data:`COMPARING_WORDS`)."""
    folded = fold_text(claim)
    return _COMPARED_SUBJECT.sub(" ", folded) if _COMPARED_SUBJECT.search(folded) else claim


def _of_the_compared(claim: str, v) -> bool:
    """The figure stands right after the subject a comparison names (:data:`COMPARING_WORDS`): said of that subject."""
    return v.start > 0 and _OF_THE_COMPARED.search(fold_text(claim[max(0, v.start - 48):v.start])) is not None


#: the words that name what a claim's subject is not ("خارج الموسم العالي"، "عدا يوم الجمعة"، "باستثناء الأطفال"): the
#: words after one (to the clause's end, three at most) name another subject, the one the claim sets it apart from
EXCLUDING_WORDS = "خارج وخارج عدا ماعدا باستثناء وباستثناء سوى"
_EXCLUDED = re.compile(r"(?<![^\W\d_])(?:ما\s+)?(?:" + "|".join(sorted({fold_text(w) for w in EXCLUDING_WORDS.split()}, key=len, reverse=True))
                       + r")(?![^\W\d_])(?:[\s*_]+[^\W\d_]+){1,3}")


def _without_excluded(claim: str) -> str:
    """The claim without the subjects it sets itself apart from (:data:`EXCLUDING_WORDS`)."""
    folded = fold_text(claim)
    return _EXCLUDED.sub(" ", folded) if _EXCLUDED.search(folded) else claim


def _without_values(claim: str, values: tuple, v) -> str:
    """The claim without the value, the currencies of its other sums and its source markers: a currency word is
    part of its sum, no subject word ("٥٪ × ٨٠٠٬٠٠٠ = ٤٠٬٠٠٠ درهم" names no subject by its "درهم", and the clause
    of another subject that also counts dirhams is no better fit for it); "(المصدر: رسوم-الدخول.md)" names a
    source, whose words are no subject either. (A measure's unit stays: "تذكرة ليوم واحد" names its ticket.)"""
    return _bare_claim(claim, values).replace(_figure_of(v), " ")


#: THE SOURCE NAMED: a claim's lead-in naming where it reads its rule ("بحسب اللائحة المحدثة الصادرة عام 1444هـ،"،
#: "وفقًا للمادة (٥)،"، "حسب الجدول:") names a source, and its words no subject: the context's clause that carries the
#: source's title (a chunk's heading, "(اللائحة المحدَّثة الصادرة عام ١٤٤٤هـ) إذا تأخر …") is no better fit for the figure
SOURCE_LEADS = "بحسب | حسب | وفق | وفقا ل | وفقا | طبقا ل | بموجب | استنادا إلى | استنادا الى | بناء على | كما ورد في | كما تنص"
_SOURCE_LEAD = re.compile(r"^[\s*_#>-]*(?:" + "|".join(sorted((re.escape(fold_text(w.strip())).replace(r"\ ", r"\s*")
                                                                   for w in SOURCE_LEADS.split("|")), key=len, reverse=True))
                          + r")\s*[^،,:؛\n]{0,90}[،,:؛]")


def _without_source(claim: str) -> str:
    """The claim without its lead-in naming its source (:data:`SOURCE_LEADS`)."""
    folded = fold_text(claim)
    m = _SOURCE_LEAD.match(folded)
    return folded[m.end():] if m is not None else claim


def _figure_of(x) -> str:
    """A value as :func:`_bare_claim` leaves it: a sum's figure without its currency, any other whole."""
    if x.kind == "money" and not x.raw[-1:].isdigit():
        m = re.match(r"[\d٠-٩.,٫٬\s]*", x.raw)
        return x.raw[:m.end()].rstrip() if m and m.end() else x.raw
    return x.raw


@lru_cache(maxsize=1024)
def _bare_claim(claim: str, values: tuple) -> str:
    """The claim with its sums' currencies and its source markers taken out, once per claim."""
    out = claim
    for x in values:
        if x.kind == "money" and not x.raw[-1:].isdigit():
            out = out.replace(x.raw, " " + _figure_of(x) + " ")
    if "(" in out or "[" in out:
        out = _MARKER.sub(" ", out)
    return out


#: a source marker: "(المصدر: …)"، "[المرجع: ٢]"، or a bracketed file name "(fees.md)"
_MARKER = re.compile(r"[(\[]\s*(?:(?:" + "|".join(SOURCE_WORDS.split()) + r")\s*[:：]?[^()\[\]\n]{0,120}"
                     r"|[^()\[\]\n]{0,80}\.(?:md|txt|pdf|docx?|html?|csv|json))\s*[)\]]", re.I)


#: THE LABELLED LINE: a list line or a sentence "label: value" ("- **الرجال:** من 9 صباحًا إلى 2 بعد الظهر"، "تمر الخلاص:
#: ريالان للكيلو") is a row of two cells: its label is its subject, read as a row's subject cell is (:func:`_row_swapped`).
#: Its values are one, or one range ("من 9 … إلى 2"), and none of them in the label; a range's rival is the context's
#: range in the subject's clause, each end for its place ("من 9 … إلى 2" against "من ٣ … إلى ١٠": 9 for 3)
_LABEL_LINE = re.compile(r"^[\s*_#>\-–•]{0,12}(?:\d{1,2}[.)][\s*_]{0,6})?(?P<label>[^\s*_:：|\n\d][^:：|\n\d]{1,59}?)[\s*_]{0,8}[:：](?P<rest>.+)$", re.S)
#: how many words may stand between the label's colon and its value ("من"، "ابتداءً من"، "حتى") and after it ("للكيلو"،
#: "للقطع الواحد"، "بعد الظهر"): more is a sentence of its own, not the label's value
LABEL_LEAD = 2
LABEL_TAIL = 4
_LABEL_WORKING = frozenset(fold_text(w) for w in STRONG_WORKING.split())
#: THE COST LABEL: a noun of what a thing costs ("سعر الكيلومتر:"، "المصروفات:"، "الرسوم:") names no subject of its own
#: (text.arabic.polarity.COST_LABELS, and the school's expenses): the label's other words are its subject
LABEL_COSTS = COST_LABELS + " المصروفات مصروفات المصاريف مصاريف"
_LABEL_COSTS = frozenset(fold_text(w) for w in LABEL_COSTS.split())
#: the joint of a range between two values ("من 9 صباحًا إلى 2 بعد الظهر"، "9–2")
_RANGE_JOINT = re.compile(r"[\s*_]*(?:إلى|الى|حتى|حتي|لغاية|[-–—])[\s*_]*")


def _label_swapped(claim: str, values: list, frames: list, denied: "list | tuple" = ()) -> tuple[str, str] | None:
    """A labelled line's value the context gives of another subject (:data:`_LABEL_LINE`): (the line's value, the
    context's value for its label), else None."""
    m = _LABEL_LINE.match(claim)
    if m is None or _ROW.match(claim) is not None:
        return None
    every = [x for x in _values(claim) if x.start >= m.start("rest")]  # (not a list item's number: "1. …")
    if not 1 <= len(values) <= 2 or len(every) != len(values) or values[0].start < m.start("rest"):
        return None
    if len(values) == 2 and not (values[0].kind == values[1].kind and _same_unit(values[0], values[1])
                                 and _RANGE_JOINT.fullmatch(claim, values[0].end, values[1].start) is not None):
        return None  # two values are one range or none of the label's
    lead, tail = claim[m.start("rest"):values[0].start], claim[values[-1].end:]
    if len(_WORD.findall(fold_text(lead))) > LABEL_LEAD or len(_WORD.findall(fold_text(tail))) > LABEL_TAIL \
            or _VALUE_CLAUSE.search(tail.rstrip(" .*_")) is not None:
        return None  # a sentence after the colon, no value of the label's ("الشحن: بما أن طلبك يزيد على 20 ريالاً، …")
    label = _WORD.findall(fold_text(m.group("label")))
    if any(w in _LABEL_WORKING or _yours(w) or w in ORDINAL_WORDS for w in label):
        # a total of the answer's working, the user's own, or a place in the answer's own list of the user's things
        # ("مجموع الرسوم: 7 دنانير"، "تذكرتك: 145 ديناراً"، "القط الثاني: ٣ دنانير" for the context's "لكل قطة إضافية")
        return None
    # (the label's own "غير X" is X excluded, as a context clause's: THE OTHER THAN; its cost nouns name no subject)
    mine = [x for x in _clause_words(fold_text(m.group("label"))) if x.isdisjoint(_LABEL_COSTS)]
    if not 1 <= len(mine) <= MAX_ROW_SUBJECT:
        return None
    for place, v in enumerate(values):
        hit = _subject_swapped(mine, v, frames, denied, place, len(values))
        if hit is not None and not _worked_from(v, hit[1]):
            return hit
    return None


#: THE LINE WORKED FROM ITS OWN: a labelled line whose value is a small multiple or the half of the one the context
#: gives its label ("- العلوم الإنسانية: 120 دينارًا" under "البرنامج الموازي: ضعف رسوم البرنامج العادي، أي:", over
#: "60 دينارًا أردنيًا لكليات العلوم الإنسانية"): the answer's working over the subject's own figure, no swap
WORKED_FACTORS = (2.0, 3.0, 4.0, 0.5)


def _worked_from(v, theirs: str) -> bool:
    """Whether the value ``v`` is one of :data:`WORKED_FACTORS` times the context's value ``theirs`` (not a clock)."""
    if v.kind == "time" or not v.amount:
        return False
    rival = next((x for x in _values(theirs) if x.amount), None)
    return rival is not None and any(abs(v.amount - f * rival.amount) < 1e-9 for f in WORKED_FACTORS)


#: a table row: cells between pipes ("| الذكر | 45 ديناراً |")
_ROW = re.compile(r"^\s*\|(?P<cells>.*)\|\s*$")
#: the most content words a row's subject cell has (a longer cell is a description, no subject)
MAX_ROW_SUBJECT = 4


def _row_swapped(claim: str, values: list, frames: list, denied: "list | tuple" = ()) -> tuple[str, str] | None:
    """A table row whose value the context gives of another subject: (the row's value, the value the
    context gives its subject), else None. A row states "subject | value" with no verb, so its few words
    never outweigh a clause (:func:`swapped` wants three); its subject cell decides: the clause that
    names every word of it gives another value of the unit (one), and no clause holding the row's value
    names the subject whole ("| الذكر | 45 ديناراً |" over "الإناث: ٤٥ ديناراً، والذكور: ٣٠ ديناراً").
    A row with more than one value (a worked row: "| 5 كيلو | 3 ريالات | 15 ريالاً |") is not read."""
    m = _ROW.match(claim)
    if m is None or len(values) != 1:
        return None
    cells = [c for c in m.group("cells").split("|") if _WORD.search(fold_text(c))]
    v = values[0]
    subject = [c for c in cells if v.raw not in c]
    if len(subject) != 1 or len(cells) > 3:
        return None
    mine = _words(subject[0])
    if not 1 <= len(mine) <= MAX_ROW_SUBJECT:
        return None
    return _subject_swapped(mine, v, frames, denied)


#: THE SUBJECT COLUMNS: a comparison table whose header names a subject above each value column, its first cell empty
#: or a word of the compared feature ("| | **العائلية** | **الذهبية** |" over "| السعر السنوي | ٥٠ ريالاً | ٣٥ ريالاً |"):
#: each cell's value is said of its column's subject, read as a row's subject cell is (:func:`_subject_swapped`). Not a
#: header of attributes ("| البند | النسبة | تُحسب من |": its rows are the subjects)
COLUMN_LEADS = "الميزة المقارنة وجه الخاصية المعيار"
_COLUMN_LEADS = frozenset(fold_text(w) for w in COLUMN_LEADS.split())
#: the attribute words a column may be headed by (with the cost nouns, :data:`_LABEL_COSTS`)
COLUMN_ATTRIBUTES = "النسبة نسبة المدة مدة القيمة قيمة المبلغ مبلغ الوقت وقت الموعد موعد العدد عدد الحد حد تحسب يحسب المصدر الشرط الشروط"
_COLUMN_ATTRIBUTES = frozenset(fold_text(w) for w in COLUMN_ATTRIBUTES.split())


def _sentence_names(mine: list[frozenset[str]], v, frames: list, others: list[list[frozenset[str]]]) -> bool:
    """A context sentence holding the value names the column's subject anywhere in it (its heading before a colon, "المخيم
    البدوي التقليدي: خيام …، ٣٥ دينارًا للشخص") and no other column's: the value is that subject's, however its clauses
    are cut (a sentence naming both subjects is left to its clauses)."""
    def sentence(n: int) -> int:
        return n if n >= 0 else -1 - n

    def names(subject: list[frozenset[str]], words: list[frozenset[str]]) -> bool:
        return all(any(not x.isdisjoint(y) for y in words) for x in subject)
    for _, vs, n in frames:
        if any(same_value(v, x) for x in vs):
            words = [y for ws, _, m in frames if sentence(m) == sentence(n) for y in ws]
            if names(mine, words) and not any(names(o, words) for o in others):
                return True
    return False


def column_swapped(cells: list[str], header: list[str], context: str, memo: dict) -> tuple[str, str] | None:
    """A row's value the context gives another subject than its column's (:data:`COLUMN_LEADS`): (the value, the
    context's value for the column's subject), else None. Each value column holds one value; two subject columns at
    least, none a cost word (a column "السعر" names the attribute, its rows the subjects)."""
    if len(header) < 3 or len(cells) != len(header):
        return None
    lead = _WORD.findall(fold_text(header[0]))
    if lead and not set(lead) <= _COLUMN_LEADS:
        return None
    if any(not _COLUMN_ATTRIBUTES.isdisjoint(_WORD.findall(fold_text(h))) for h in header[1:]):
        return None
    subjects = [[x for x in _words(h) if x.isdisjoint(_LABEL_COSTS)] for h in header[1:]]
    if any(not 1 <= len(m) <= MAX_ROW_SUBJECT for m in subjects):
        return None
    frames = _context_frames(context, memo)
    denied = _denied_frames(context, memo)
    for mine, cell in zip(subjects, cells[1:]):
        said = [v for v in _values(cell) if v.kind in _FRAME_KINDS and v.amount is not None]
        others = [m for m in subjects if m is not mine]
        if len(said) != 1 or _sentence_names(mine, said[0], frames, others):
            continue
        hit = _subject_swapped(mine, said[0], frames, denied)
        if hit is not None:
            return hit
    return None


def _subject_swapped(mine: list[frozenset[str]], v, frames: list, denied: "list | tuple" = (), place: int = 0,
                     count: int = 1) -> tuple[str, str] | None:
    """The value ``v`` a row or a labelled line gives its subject (``mine``: its words) where the context gives the
    subject another: (v, the context's), else None. ``count`` values of one range in the line, ``v`` the one at
    ``place``: the context's range for the subject stands against it end for end."""
    def names(ws: list[frozenset[str]]) -> bool:
        return all(any(not x.isdisjoint(y) for y in ws) for x in mine)

    def labelled(k: int) -> list[frozenset[str]]:  # "والذكور: ٣٠ ديناراً": the label before a colon names the value
        ws, _, n = frames[k]
        if k and frames[k - 1][2] == n and not frames[k - 1][1]:
            return frames[k - 1][0] + ws
        return ws

    def named(ws: list[frozenset[str]]) -> int:  # how many words of the subject the clause names
        return sum(1 for x in mine if any(not x.isdisjoint(y) for y in ws))

    holders = [k for k, (_, vs, _) in enumerate(frames) if any(same_value(v, x) for x in vs)]
    if not holders or any(names(labelled(k)) for k in holders):
        return None
    if v.kind in ("percent", "money") and v.amount:
        for ws, phrase in denied[:MAX_ROW_SUBJECT * 8]:
            if names(ws):  # "| بعد انطلاق القطار | ٥٠٪ |" over "ولا يُسترجع أي مبلغ بعد انطلاق القطار" (THE DENIED AMOUNT)
                return v.raw, phrase
    rivals = [x for k, (_, vs, _) in enumerate(frames) if k not in holders and vs and names(labelled(k))
              for x in vs if x.kind == v.kind and _same_unit(x, v) and not same_value(v, x)]
    if not rivals and len(mine) >= 2:
        # no clause names the subject whole, its singular against the context's broken plural ("| أنت (طالب جامعة) |"
        # over "٢٥٠ جنيهًا لطلاب الجامعات"): the one clause naming most of it, at least half, and more than any
        # clause holding the value does
        scores = [(named(labelled(k)), k) for k, (_, vs, _) in enumerate(frames) if vs]
        held = max((sc for sc, k in scores if k in holders), default=0)
        best = max((sc for sc, _ in scores), default=0)
        tops = [k for sc, k in scores if sc == best]
        if 2 * best >= len(mine) and best > held and len(tops) == 1 and tops[0] not in holders \
                and not _holder_told(mine, labelled(tops[0]), [labelled(k) for k in holders]):
            rivals = [x for x in frames[tops[0]][1] if x.kind == v.kind and _same_unit(x, v) and not same_value(v, x)]
    if len(rivals) == count:
        return v.raw, rivals[place].raw
    return None


def _holder_told(mine: list[frozenset[str]], theirs: list[frozenset[str]], held: list[list[frozenset[str]]]) -> bool:
    """THE HOLDER'S OWN WORD: a subject named only in part by the clause that fits it best is still the value's own where
    one of its words is named by a clause holding the value and not by that rival ("| الإيجار الأسبوعي للمخيم القياسي |
    ١٥٠ دينارًا |" over "إيجار الموسم الكامل لمخيم قياسي 1,200 … الإيجار الأسبوعي 150"; "| كرة القدم السباعي | ٢٥٠ |"
    over "ملعب كرة القدم الخماسي ١٥٠، والملعب السباعي ٢٥٠"): the word that tells the two apart (الأسبوعي، السباعي) is the
    holder's, the words shared with the rival (the kind of thing both price) decide nothing."""
    def hit(x: frozenset[str], ws: list[frozenset[str]]) -> bool:
        return any(not x.isdisjoint(y) for y in ws)

    return any(not hit(x, theirs) and any(hit(x, h) for h in held) for x in mine)


def _elided(rival, v, claim: str, theirs: list[frozenset[str]], held: list[list[frozenset[str]]]) -> bool:
    """The claim states the rival's amount too, its unit left out after the value's own ("٦٠ دولار للشخص
    الأول + ٢٠ للشخص الإضافي = ٨٠ دولار"): a bare number of the rival's amount after the value, followed by
    a word of the rival's clause (``theirs``) that no clause holding the value (``held``) has: the list
    states both, each of its own subject."""
    if rival.kind != v.kind:
        return False
    for x in _values(claim):
        if x.kind == "number" and x.amount == rival.amount and x.start > v.start:
            after = _words(" ".join(claim[x.end:x.end + 40].split()[:3]))
            own = [w for w in after if any(not w.isdisjoint(y) for y in theirs)]
            if any(not any(not w.isdisjoint(y) for ws in held for y in ws) for w in own):
                return True
    return False


#: a date's unit that names one day of one year
_DAY_UNIT = re.compile(r"\d{4}-\d\d-\d\d")


def _same_unit(x, v) -> bool:
    """The same unit; for money, the same currency (a bare riyal may be the context's Omani one); any two clock times."""
    if x.kind == "time" and v.kind == "time":
        return True
    if x.kind == "date" and v.kind == "date":  # any two days of the calendar ("27 جوان 2026" against "6 جويلية 2026")
        return _DAY_UNIT.fullmatch(x.unit or "") is not None and _DAY_UNIT.fullmatch(v.unit or "") is not None
    if x.kind == "money" and v.kind == "money":
        from .numbers import same_currency

        return same_currency(x.unit, v.unit)
    return x.unit == v.unit


#: the words of a value itself (its currency or unit, its period): no subject of a clause
_VALUE_WORDS = frozenset(fold_text(w) for w in """ريال ريالا ريالات درهم درهما دراهم دينار دينارا دنانير جنيه جنيها
يوميا شهريا سنويا أسبوعيا للشحنة للساعة لكل مقابل بسعر""".split())


def _told_apart(mine: list[frozenset[str]], frames: list, k: int, holders: list[int]) -> bool:
    """The claim's words tell the rival clause from the value's own, when the overlaps alone are
    close ("| التأمين الشامل | ٢ ر.ع يوميًا |" over "التأمين الشامل … 4 ريالات يوميًا" and "تأمين الزجاج
    والإطارات مقابل 2 ريال يوميًا"): a word of the claim only the rival has, none only the value's
    clause has, and the value's clause names a subject of its own (two words the claim lacks). An
    elliptical clause ("وبين الإمارات 30 درهمًا", its subject the clause before) names none."""
    def hit(x: frozenset[str], ws: list[frozenset[str]]) -> bool:
        return any(not x.isdisjoint(y) for y in ws)

    theirs = frames[k][0]
    # the value's clause with the clauses before it in its sentence (its condition: "وإذا … بين الساعة 10
    # مساءً والساعة 4 صباحًا، استحق … 50%")
    held = []
    for j in holders:
        i, ws = j, []
        while i >= 0 and frames[i][2] == frames[j][2]:
            ws += frames[i][0]
            i -= 1
        held.append(ws)
    rival_own = [x for x in mine if hit(x, theirs) and not any(hit(x, h) for h in held)]
    holder_own = [x for x in mine if any(hit(x, h) for h in held) and not hit(x, theirs)]
    if not rival_own or holder_own:
        return False
    return all(sum(1 for y in h if not hit(y, mine) and _VALUE_WORDS.isdisjoint(y)) >= 2 for h in held)


def _weekday(v) -> bool:
    return v.kind == "date" and (v.unit or "").startswith("weekday:")


def _anchor_eq(a, x) -> bool:
    """The same figure, a unit aside ("50 km/h" and "50 كم/ساعة", read as a bare 50). A bare number
    written in words ("ثلاث خدمات") counts its own noun: it lost no unit."""
    if same_value(a, x):
        return True
    bare = a if a.kind == "number" else x if x.kind == "number" else None
    return (bare is not None and _digits(bare.raw) and a.amount is not None and a.amount == x.amount
            and a.kind != "date" and x.kind != "date")


def _bound_side(text: str, start: int) -> str | None:
    """"above" or "below" where a bound's words (:data:`ABOVE`, :data:`BELOW`) stand right before the figure at
    ``start``, else None."""
    if start <= 0:
        return None
    before = fold_text(text[max(0, start - 30):start]).lower()
    return "above" if _ABOVE.search(before) else "below" if _BELOW.search(before) else None


def _bare_figure(v) -> float | None:
    """The figure a value is written with, in digits ("5" of "5 سنوات", "٥" of "٥ أيام"), or None (words, a date)."""
    if v.kind == "date":
        return None
    m = re.match(r"\s*([0-9]+(?:\.[0-9]+)?)", fold_text(v.raw))
    return float(m.group(1)) if m else None


def _digits(raw: str) -> bool:
    return any(c.isdigit() for c in raw)


#: the signs of working written out ("٢٥ + ١٠ = ٣٥ درهمًا"): a value beside one is an operand or a
#: result, which the derivations judge
_WORKING_SIGN = re.compile(r"[+×÷=*/−]")
_MARKUP = re.compile(r"[\s*_]*")
#: a sentence that writes working out: a sign of it, where "*" is a sign only between two figures ("2 * 3"); the
#: Markdown emphasis "**أربع سنوات**" is no working (its figures are the claim's own, not operands and results)
_WRITTEN_WORKING = re.compile(r"[+×÷=/−]|[\d٠-٩]\s*(?<!\*)\*(?!\*)\s*[\d٠-٩]")


#: the signs of an operation between two figures (a slash after a unit is a rate: "٥٠ كم/ساعة"; a hyphen
#: between two figures with no space is a range: "٤-١٢ سنة")
_OPERATION_SIGN = re.compile(r"[+×÷=*−]")
_SPACED_MINUS = re.compile(r"\s-\s")


def _operand(claim: str, v) -> bool:
    """The figure is an operand of working written out ("١٢٬٠٠٠ − ٥٬٠٠٠ = ٧٬٠٠٠")."""
    return _worked(claim, v, _OPERATION_SIGN) or v.start >= 0 and (
        _SPACED_MINUS.match(claim, v.end) is not None or _SPACED_MINUS.match(claim, max(0, v.start - 3)) is not None)


def _worked(claim: str, v, signs: re.Pattern[str] = _WORKING_SIGN) -> bool:
    """The value stands beside a sign of working (before or after it, markup aside)."""
    if v.start < 0:
        return False
    before = claim[max(0, v.start - 8):v.start].rstrip(" *_")
    after = claim[v.end:v.end + 8].lstrip(" *_")
    return bool(before) and signs.fullmatch(before[-1]) is not None or \
        bool(after) and signs.fullmatch(after[0]) is not None


#: the most figures of a sentence read as operands of its working (a sentence is short: pairs of them are few)
MAX_OPERANDS = 8


def _result_of_working(v, values) -> bool:
    """The value is what two other figures of the sentence make by the working it writes out ("| تعديل بيانات
    السجل | 2 × 100 | 200 ريال |"، "٢ × ٦٠ = ١٢٠ ديناراً"): the answer's own result, said of no subject of the
    context's (a wrong result is the derivations' business)."""
    others = [x.amount for x in values if x is not v and x.amount is not None and x.kind != "date"][:MAX_OPERANDS]
    target = v.amount
    for i, a in enumerate(others):
        for b in others[i + 1:]:
            for r in (a * b, a + b, abs(a - b), a / b if b else None, b / a if a else None):
                if r is not None and abs(r - target) <= 1e-6 * max(1.0, abs(target)):
                    return True
    return False


def _same_dimension(x, b) -> bool:
    """Both money (whatever the currency: a bare riyal may be the context's Omani one), or both the
    same kind and unit."""
    return x.kind == b.kind and (x.kind == "money" or x.unit == b.unit)


#: a period adjective right after a fraction word: "الربع سنوي" (quarterly), "نصف شهري" (twice a month)
_PERIOD_ADJECTIVE = re.compile(r"^[\s*_]*(?:ال)?(?:سنوي|شهري|أسبوعي|اسبوعي|يومي)")


def _period_compound(claim: str, a) -> bool:
    """A fraction word that with the period adjective after it names a period ("الاشتراك الربع سنوي": the
    quarterly subscription), not a figure to anchor a value to."""
    return a.start >= 0 and not _digits(a.raw) and _PERIOD_ADJECTIVE.match(claim[a.end:a.end + 12]) is not None


def _clause_of(text: str):
    """The number of the clause (between clause punctuation, as the context is cut) a value of ``text`` stands in:
    "السعر: ٨ ريالات للبالغ، و٤ للطفل من ٤ إلى ١٢ سنة" has the adult's price in its first clause and the child's
    ages in its second."""
    ends = [m.end() for m in _VALUE_CLAUSE.finditer(text)]

    def cut(v) -> int:
        return sum(1 for e in ends if e <= v.start) if v.start >= 0 else -1
    return cut


#: a lead-in that opens a list ("تذاكر السباق (صالحة للأيام الثلاثة): المدرج الرئيسي ١٨٠ ديناراً، …")
_LEAD_COLON = re.compile(r":(?!\d)")


def _lead_out(clause: str, values: list) -> list:
    """A clause's values without those of a lead-in that opens a list: a figure before the colon
    (the three days every ticket is valid for) is said of every item of the list, not of the first
    one that shares its clause."""
    m = _LEAD_COLON.search(clause)
    if m is None or not any(v.start >= m.end() for v in values):
        return list(values)
    return [v for v in values if v.start < 0 or v.start >= m.end()]


#: THE DEFINITE COUNT: a count with the article on its noun and its cardinal ("للأيام الثلاثة"، "السنوات الخمس"، "أيام
#: المهرجان الثلاثة") names a period already known — "the three days" — and anchors no value: "١٤٥ ديناراً للأيام الثلاثة"
#: is not tied to the other price the context gives "لتذكرة الأيام الثلاثة" (the value itself is still checked); "اليوم
#: الواحد" (per one day) still anchors
_DEFINITE_COUNT = re.compile(r"^(?:[وفب]?ال|[وف]?لل|[وبلفك]?[^\W\d_]+\s+(?:ال|لل))[^\W\d_]+\s+(?!الواحد)ال[^\W\d_]+$")


def _definite_count(v) -> bool:
    """Whether ``v`` is a count said definite (:data:`_DEFINITE_COUNT`)."""
    return v.kind == "quantity" and _DEFINITE_COUNT.match(fold_text(v.raw).strip()) is not None


def anchored(claim: str, context: str, memo: dict) -> tuple[str, str] | None:
    """A value tied to the wrong figure, in any language pair: the claim states an anchor figure
    (found in the context) and a value of another kind or unit; every context clause holding the
    anchor gives that kind and unit another value, and none gives the claim's ("Speeding more than
    50 km/h: one month" over "شهرين … بأكثر من 50 كم/ساعة، ولمدة شهر واحد في حالة الوقوف").
    Returns (the claim's value, the context's) or None."""
    if not any(c.isdigit() for c in claim):
        return None  # an anchor is a figure
    # (a weekday anchors a value too: "أيام الأحد … ٦ دراهم" over "On Sundays the toll is AED 4 all day")
    values = [v for v in _values(claim) if (v.amount is not None and v.kind in _UNIT_KINDS + ("number",)) or _weekday(v)]
    if len(values) < 2:
        return None
    pairs = memo.get("value_clause_pairs")
    if pairs is None:
        pairs = memo["value_clause_pairs"] = [(c, vs) for c, vs in ((c, _lead_out(c, TextIndex(c).values))
                                                                    for c in _VALUE_CLAUSE.split(context)) if vs]
    hit = [vs for _, vs in pairs]
    cut = _clause_of(claim)
    for b in values:
        if b.kind not in _UNIT_KINDS or not any(same_value(b, x) for vs in hit for x in vs) or _worked(claim, b):
            continue  # only a value the context states (else the value rule's business), not worked out
        for a in values:
            if a is b or (a.kind == b.kind and a.unit == b.unit) or _period_compound(claim, a):
                continue
            if cut(a) != cut(b) or _operand(claim, a) or _definite_count(a):
                continue  # an anchor ties a value of its own clause only, and an operand of working ties none
            # the anchor's figure in the context is of another kind than the value: a bare "2" (two engines)
            # is not the context's "ريالان" beside the value's riyals
            holders = [vs for vs in hit if any(_anchor_eq(a, x) and not _same_dimension(x, b) for x in vs)]
            if (side := _bound_side(claim, a.start)) is not None and (fig := _bare_figure(a)) is not None:
                # an anchor said as a bound ("8 سنوات (أكثر من 5)") is the context's figure said as the same bound
                # ("أكثر من 5 سنوات"), not the same figure said otherwise ("سنواته الخمس الأولى")
                bounded = [vs for c, vs in pairs if any(_bare_figure(x) == fig and not _same_dimension(x, b)
                                                         and _bound_side(c, x.start) == side for x in vs)]
                holders = bounded or holders
            if not holders or any(any(same_value(b, x) for x in vs) for vs in holders):
                continue
            if _bare_figure(a) is not None and any(any(same_value(b, x) for x in vs) and any(
                    x.kind == "quantity" and _bare_figure(x) == _bare_figure(a) for x in vs) for vs in hit):
                continue  # "8 سنوات (أكثر من 5) | 150 دولاراً" over "150 دولاراً … أكثر من 5 سنوات": a bare figure names
                # the context's same figure with its unit too, whose clause gives the value
            rivals = [[x for x in vs if x.kind == b.kind and x.unit == b.unit] for vs in holders]
            if all(len(r) == 1 for r in rivals) and not any(same_value(r[0], x) for r in rivals for x in values):
                return b.raw, rivals[0][0].raw
    return None


# ------------------------------------------------------------------ brackets
#: a bound before a figure, in either language of the pair: below ("بأقل من 20 كم/ساعة"، "لا يتجاوز")
#: and above ("بأكثر من 40"، "يتجاوز"); a range opened by من/بين and joined by إلى/و ("من 20 إلى 40")
BELOW = ("أقل من | اقل من | دون | لا يتجاوز | لا تتجاوز | لا يزيد على | لا تزيد على | لا يزيد عن | لا تزيد عن | حتى"
         " | less than | under | below | up to | not exceeding | not more than")
ABOVE = ("أكثر من | اكثر من | أكتر من | اكتر من | يتجاوز | تتجاوز | يزيد على | تزيد على | يزيد عن | تزيد عن | فوق | أعلى من"
         " | more than | over | above | exceeding")
RANGE_OPENERS = "من | بين | from | between"
RANGE_JOINTS = "إلى | الى | حتى | و | - | – | to | and"


def _cue_re(table: str, at_end: bool) -> re.Pattern[str]:
    alts = sorted({fold_text(x.strip()).lower() for x in table.split("|") if x.strip()}, key=len, reverse=True)
    body = "(?:" + "|".join(re.escape(a).replace(r"\ ", r"\s+") for a in alts) + ")"
    # a proclitic ب/و/ف/ل may lead an Arabic cue ("بأقل من")
    return re.compile(rf"(?:^|[^\w])[وبفل]?{body}\s*[*_]*\s*$" if at_end else rf"^\s*[*_]*\s*{body}\s*[*_]*\s*$")


_BELOW = _cue_re(BELOW, True)
_ABOVE = _cue_re(ABOVE, True)
_OPEN = _cue_re(RANGE_OPENERS, True)
_JOIN = _cue_re(RANGE_JOINTS, False)
_INF = float("inf")


def _dim(v) -> tuple | None:
    """A measured dimension a bracket may bound: a quantity with its unit (money and dates are outcomes)."""
    return ("quantity", v.unit) if v.kind == "quantity" and v.unit and v.amount is not None else None


def _read_brackets(clause: str) -> tuple[list[tuple], list]:
    """(brackets: (dimension, low, high, low inclusive, high inclusive), the clause's other values)."""
    vs = list(TextIndex(clause).values)
    brackets: list[tuple] = []
    used: set[int] = set()
    for k, v in enumerate(vs):
        d = _dim(v)
        if d is None or k in used:
            continue
        before = fold_text(clause[max(0, v.start - 24):v.start]).lower()
        nxt = vs[k + 1] if k + 1 < len(vs) else None
        if nxt is not None and _dim(nxt) == d and _OPEN.search(before) \
                and _JOIN.match(fold_text(clause[v.end:nxt.start]).lower()):
            brackets.append((d, v.amount, nxt.amount, True, True))  # "من 20 إلى 40 كم/ساعة"
            used.update((k, k + 1))
        elif _BELOW.search(before):
            brackets.append((d, -_INF, v.amount, False, False))
            used.add(k)
        elif _ABOVE.search(before):
            brackets.append((d, v.amount, _INF, False, False))
            used.add(k)
    return brackets, [v for k, v in enumerate(vs) if k not in used and _dim(v) is None and v.amount is not None]


def _inside(x: float, b: tuple) -> bool:
    _, lo, hi, lo_in, hi_in = b
    return (lo < x or (lo_in and lo == x)) and (x < hi or (hi_in and hi == x))


def bracketed(claim: str, context: str, memo: dict) -> tuple[str, str] | None:
    """A value the context gives for another bracket of a figure than the claim's, in any language
    pair: the context's clauses give outcomes by brackets of a measure ("التجاوز بأقل من 20 كم/ساعة
    غرامته 30 ديناراً، والتجاوز من 20 إلى 40 كم/ساعة غرامته 50 ديناراً"); the claim states a figure of
    that measure with no bound of its own ("بمقدار ٣٠ كم/ساعة") and, in the same clause, an outcome
    the context gives for a bracket that excludes it ("٣٠ ديناراً") while the bracket holding the
    figure gives another ("50 ديناراً"). Returns (the claim's value, the context's) or None."""
    if not any(c.isdigit() for c in claim):
        return None
    table = memo.get("arabic_brackets")
    if table is None:
        table = memo["arabic_brackets"] = [r for r in map(_read_brackets, _VALUE_CLAUSE.split(context)) if r[0] and r[1]]
    if len(table) < 2:
        return None  # a bracket table has two rows at least
    for part in _VALUE_CLAUSE.split(claim):
        brackets, outcomes = _read_brackets(part)
        figures = [v for v in TextIndex(part).values if _dim(v) is not None and v.amount is not None]
        free = [v for v in figures if not any(v.amount in (b[1], b[2]) for b in brackets)]
        if len(free) != 1 or not outcomes:
            continue  # one figure the claim states as its case, not as a bound
        a, x_ = free[0], float(free[0].amount or 0.0)
        for b in outcomes:
            rows = [(bs, outs) for bs, outs in table if any(x[0] == _dim(a) for x in bs)
                    and any(_same_dimension(o, b) for o in outs)]
            if not any(any(same_value(b, o) for o in outs) for _, outs in rows):
                continue  # not an outcome the context gives by this measure: the value rule's business
            holding = [outs for bs, outs in rows if any(x[0] == _dim(a) and _inside(x_, x) for x in bs)]
            if not holding or any(any(same_value(b, o) for o in outs) for outs in holding):
                continue
            rivals = [o for outs in holding for o in outs if _same_dimension(o, b)]
            if rivals:
                return b.raw, rivals[0].raw
    return None


# ------------------------------------------------------------------ starting prices
#: a lower bound before a price: "تبدأ من 12,500 درهم" is a starting price, not the price (English
#: frames' ``floor``: "from £12", "starting at")
#: (a minimum, "بحد أدنى 100 دينار", is a rule's floor that an answer may apply: not here)
FLOORS = ("تبدأ من | يبدأ من | تبدأ أسعارها من | تبدأ الأسعار من | ابتداء من | ابتداءً من | بدءا من | بدءًا من"
          " | starting at | starting from | starts at | starts from | from")
_FLOOR = _cue_re(FLOORS, True)


#: the same bound after the figure: "١٩٥ درهمًا كحد أدنى"، "… لأن ١٩٥ درهمًا هو الحد الأدنى"، "٣٠٠ ريال فأكثر"
FLOORS_AFTER = ("كحد أدنى | بحد أدنى | حدا أدنى | هو الحد الأدنى | هي الحد الأدنى | الحد الأدنى | على الأقل | فأكثر | فما فوق"
                " | أو أكثر | وما فوق | at least | minimum | or more | and up")
_FLOOR_AFTER = re.compile(r"^[\s*_]*(?:" + "|".join(
    re.escape(fold_text(x.strip()).lower()).replace(r"\ ", r"\s+") for x in sorted(FLOORS_AFTER.split("|"), key=len, reverse=True)
) + r")(?![^\W\d_])")
#: a figure supposed, not asserted: "إذا كان سعر التذكرة ١٩٥ درهمًا، فبعد التخفيض …" (a condition opened in
#: the figure's clause)
SUPPOSING = "إذا | إذا كان | إذا كانت | إن كان | إن كانت | لو | لو كان | لو كانت | لنفترض | بافتراض | في حال | if | suppose | say"
_SUPPOSING = re.compile(r"(?:^|[^\w])[وف]?(?:" + "|".join(
    re.escape(fold_text(x.strip()).lower()).replace(r"\ ", r"\s+") for x in sorted(SUPPOSING.split("|"), key=len, reverse=True)
) + r")(?![^\W\d_])")
_CLAUSE_START = re.compile(r".*[.!?\n;؛،؟:,]", re.S)


#: Markdown emphasis inside a bound's words ("تبدأ **من 12 دينارًا**"): no word of it
_EMPHASIS = re.compile(r"[*_`]+")


def _floored(text: str, v) -> bool:
    before = _EMPHASIS.sub("", text[max(0, v.start - 34):v.start])
    return _FLOOR.search(fold_text(before).lower()) is not None \
        or (v.end >= 0 and _FLOOR_AFTER.match(fold_text(_EMPHASIS.sub("", text[v.end:v.end + 34])).lower()) is not None)


def _supposed(text: str, v) -> bool:
    """The figure's clause opens a condition before it ("إذا كان السعر ١٩٥ درهمًا")."""
    before = text[max(0, v.start - 60):v.start]
    m = _CLAUSE_START.match(before)
    return _SUPPOSING.search(fold_text(before[m.end():] if m else before).lower()) is not None


#: THE MINIMUM NAMED BEFORE: "الحد الأدنى للجولة الخاصة (40 ديناراً)": the minimum, its thing, then the figure in brackets
#: or after a colon — the claim keeps the floor in its own words
_MINIMUM_BEFORE = re.compile(r"(?:ال)?حد\s+(?:ال)?ادن[يى](?:\s+[^\s\d()]+){0,3}\s*[(:]\s*$")


def _bounded(text: str, v) -> bool:
    """The claim's figure carries a bound of its own (THE OWN BOUND): a word of above or below right before it ("فقد يزيد
    على 40 ديناراً"، "يتجاوز ٧٠ ريالاً": compared with the floor, not stated as the price), or the minimum named before it
    (:data:`_MINIMUM_BEFORE`)."""
    if v.start <= 0:
        return False
    return _bound_side(text, v.start) is not None or \
        _MINIMUM_BEFORE.search(fold_text(_EMPHASIS.sub("", text[max(0, v.start - 60):v.start]))) is not None


def floor_dropped(claim: str, context: str, memo: dict) -> str | None:
    """A price the context gives only as a starting price ("باقة المكتب المرن تبدأ من 12,500 درهم")
    that the claim states as the price, with no bound of its own and not as an operand of working
    written out. Returns the claim's value or None."""
    if not any(c.isdigit() for c in claim):
        return None
    from .behaviour import says_floor

    if says_floor(claim):
        return None  # "149 درهمًا هو سعر الدرجة الثانية "ابتداءً من"": the claim keeps the qualifier in its own words
    stated = memo.get("arabic_money")
    if stated is None:
        stated = memo["arabic_money"] = [(v, _floored(context, v)) for v in TextIndex(context).values if v.kind == "money"]
    for v in _values(claim):
        if v.kind != "money" or _worked(claim, v) or _floored(claim, v) or _supposed(claim, v) or _bounded(claim, v):
            continue
        same = [floor for x, floor in stated if same_value(v, x)]
        if same and all(same):
            return v.raw
    return None


# ------------------------------------------------------------------ what a value is per
#: what a value is stated per, after it: "كل" with its noun, maybe counted ("عن كل 500 غرام"، "لكل كيلوغرام"،
#: "في كل دخول"), a period adverb or phrase ("يوميًا"، "في الشهر"، "للساعة"), or a total ("في المجموع")
PER_PERIODS = {"day": "يوميا | يومي | في اليوم | لليوم", "week": "أسبوعيا | في الأسبوع | للأسبوع",
               "month": "شهريا | في الشهر | للشهر", "year": "سنويا | في السنة | للسنة | في العام | للعام",
               "hour": "للساعة | في الساعة"}
#: the same periods in English, for an Arabic answer over an English context ("BD 4,000 per month" restated
#: "4,000 دينار بحريني سنويًا"; issue 24's mixed language: its figures and their periods are still checked)
PER_PERIODS_EN = {"day": "per day | a day | daily | each day | every day | /day",
                  "week": "per week | a week | weekly | each week | every week | /week",
                  "month": "per month | a month | monthly | each month | every month | /month | pcm",
                  "year": "per year | a year | annually | yearly | each year | every year | per annum | /year",
                  "hour": "per hour | an hour | hourly | /hour"}
PER_PERIODS = {k: f"{v} | {PER_PERIODS_EN[k]}" for k, v in PER_PERIODS.items()}
TOTALS = "في المجموع | بالمجموع | في مجموعها | في مجملها | إجمالا | إجمالًا | إجمالاً"


def _phrases_re(table: str) -> str:
    alts = sorted({fold_text(x.strip()) for x in table.split("|") if x.strip()}, key=len, reverse=True)
    return "(?:" + "|".join(re.escape(a).replace(r"\ ", r"\s+") for a in alts) + r")(?![^\W\d_])"


_LEAD = r"^[\s*_]*"
_PER_KUL = re.compile(_LEAD + r"(?:عن|ل|في|ب)?\s*كل\s+(?:(?P<n>\d[\d.,]*)\s+)?(?P<w>[^\W\d_]+)")
_PER_PERIOD = [(unit, re.compile(_LEAD + _phrases_re(table))) for unit, table in PER_PERIODS.items()]
#: THE PER-ONE GRAMMAR: "ل" with a noun and "الواحد" after it ("٣ دنانير للخاتم الواحد"، "ديناران للقطع الواحد"، "١٠٠ ريال
#: للشخص الواحد"، "٥٠ ريالًا للساعة الواحدة"): per one of that noun, as "لكل خاتم" is — the noun keyed as a "كل" noun's
_PER_ONE_NOUN = re.compile(_LEAD + r"ل(?:ل)?(?P<w>[^\W\d_]{2,})\s+(?:ال)?واحد[ةه]?(?![^\W\d_])")
_TOTAL = re.compile(_LEAD + _phrases_re(TOTALS))
#: a counted "كل" noun's measure, in grams, metres or litres (so "كل 500 غرام" is half of "كل كيلوغرام")
_PER_SIZES = {fold_text(k): v for k, v in {
    "غرام": ("g", 1.0), "جرام": ("g", 1.0), "كيلوغرام": ("g", 1000.0), "كيلوجرام": ("g", 1000.0), "كغ": ("g", 1000.0),
    "كجم": ("g", 1000.0), "كيلو": ("g", 1000.0), "متر": ("m", 1.0), "كيلومتر": ("m", 1000.0), "كم": ("m", 1000.0),
    "لتر": ("l", 1.0)}.items()}


#: "each one" (لكل واحد، عن كل واحدة): the item counted before, whatever its noun — the same "per" as any counted
#: noun of the context's ("٣٦ درهمًا لكل واحد" after "عن كل طفل من الرابع إلى السادس"), never a period
EACH_ONE = "واحد واحده"
_EACH_ONE = frozenset(EACH_ONE.split())
PER_EACH = "~each"


def per_of(text: str, v) -> str | None:
    """What the value ``v`` of ``text`` is stated per (a key: "g:500", "day", "~total", "~each" or the stem
    of a counted noun), or None when no per-phrase follows it in its clause."""
    if v.end < 0:
        return None
    after = fold_text(text[v.end:v.end + 40 + (BASE_REACH if v.kind == "percent" else 0)])
    return _per_at(_past_base(after) if v.kind == "percent" else after)[0]


def pers_of(text: str, v) -> frozenset[str]:
    """Every per-phrase that follows the value ``v`` in a chain ("٣٦ درهمًا شهريًا عن كل طفل": per month and per
    child): a rate of two denominators restated with one of them keeps that one."""
    if v.end < 0:
        return frozenset()
    after = fold_text(text[v.end:v.end + 60 + (BASE_REACH if v.kind == "percent" else 0)])
    if v.kind == "percent":
        after = _past_base(after)
    out: set[str] = set()
    for _ in range(3):
        key, end = _per_at(after)
        if key is None:
            break
        out.add(key)
        after = after[end:]
    return frozenset(out)


#: THE PERCENTAGE'S BASE BEFORE ITS PER: a share's base ("من" and up to :data:`BASE_WORDS` words) may stand between the
#: figure and what it is per ("0.4% من الضريبة غير المسددة عن كل شهر تأخير" is 0.4% per month, as "0.4% عن كل أسبوع
#: تأخير على الضريبة" is per week): the per-phrase after the base is the figure's
BASE_WORDS = 4
BASE_REACH = 40
_BASE = re.compile(r"^[\s*_]*من\s+")
_BASE_WORD = re.compile(r"[^\W\d_]+\s*")


def _past_base(after: str) -> str:
    """``after`` (folded) past a percentage's base when a per-phrase follows it, else ``after`` itself."""
    m = _BASE.match(after)
    if m is None:
        return after
    at = m.end()
    for _ in range(BASE_WORDS):
        w = _BASE_WORD.match(after, at)
        if w is None:
            break
        at = w.end()
        if _per_at(after[at:])[0] is not None:
            return after[at:]
    return after


def _per_at(after: str) -> tuple[str | None, int]:
    """The per-phrase at the start of ``after`` (folded) and where it ends."""
    if (m := _TOTAL.match(after)) is not None:
        return "~total", m.end()
    for unit, rx in _PER_PERIOD:
        if (m := rx.match(after)) is not None:
            return unit, m.end()
    m = _PER_KUL.match(after)
    if m is None:
        if (one := _PER_ONE_NOUN.match(after)) is not None:
            return _noun_key(one.group("w"), 1.0), one.end()
        return None, 0
    if m.group("w") == "من" and not m.group("n"):
        return None, 0  # "١٦٬٠٠٠ ريال لكلٍّ من المستويين": each of the levels named costs it, no unit it is per
    counted = _counted_per(after, m.start("n") if m.group("n") else m.start("w"))
    if counted is not None:
        return counted
    return _kul_key(m), m.end()


#: THE COUNTED PERIOD IN ANY SPELLING: a "كل" period counted in digits of either script, in words, as a dual or as a
#: fraction ("لكل ثلاثة أشهر"، "لكل 3 أشهر"، "كل شهرين"، "عن كل ربع ساعة"، "لكل ١٥ دقيقة"، "لكل ساعة ونصف") is read by
#: the value reader, its length in minutes, days or months, and keyed by the largest period it is a whole number of
#: ("لكل ٣٠ دقيقة" and "لكل نصف ساعة" are both "hour:0.5"; "لكل ١٤ يومًا" and "لكل أسبوعين" both "week:2")
_PER_DIMENSIONS = {"minute": ((1440, "day"), (60, "hour")), "day": ((7, "week"), (1, "day")),
                   "month": ((12, "year"), (1, "month"))}


def _counted_per(after: str, at: int) -> tuple[str, int] | None:
    """The per-key of a period counted at ``after[at:]`` (folded) and where its phrase ends, or None when no counted
    period of :data:`_PER_DIMENSIONS` starts there."""
    v = next((x for x in _values(after) if x.start == at), None)
    if v is None or v.kind != "quantity" or not v.amount:
        return None
    if v.unit not in _PER_DIMENSIONS:
        # another noun counted in words ("لكل ثلاثة أشخاص"): keyed as its count in digits is ("لكل 3 أشخاص")
        noun = v.raw.split()[-1]
        return (_noun_key(noun, v.amount), v.end) if is_number_word(v.raw.split()[0]) and noun != v.raw else None
    size, unit = next(((k, u) for k, u in _PER_DIMENSIONS[v.unit] if v.amount % k == 0), (60, "hour"))
    n = v.amount / size
    return (unit if n == 1 else f"{unit}:{n:g}"), v.end


def _kul_key(m: "re.Match[str]") -> str:
    w = m.group("w")
    if w in _EACH_ONE and not m.group("n"):
        return PER_EACH
    return _noun_key(w, float(m.group("n").replace(",", "")) if m.group("n") else 1.0)


def _shortest_first(stem: str) -> tuple[int, str]:
    """The order a noun's light stems are chosen in: the shortest, and among as short ones the first by its letters (a
    set's own order changes with each process's hash seed: "ليله" gave "يله" or "ليل" by chance)."""
    return len(stem), stem


#: THE NIGHT'S NOUN: "ليلة" counted ("عن كل ليلة"، "لكل ليلة") and after the merged article ("لليلة الواحدة" = ل + الليلة,
#: whose lam is the noun's own: :data:`_PER_ONE_NOUN` leaves "يلة") is one key, the night — no stem of either spelling
#: (known, left: another noun whose own first letter is lam, "للعبة الواحدة", is still read without it)
NIGHT_NOUNS = "ليلة ليله يلة يله"
_NIGHT_NOUNS = frozenset(fold_text(w) for w in NIGHT_NOUNS.split())
NIGHT = "night"


def _noun_key(w: str, n: float) -> str:
    """The per-key of a counted noun (folded): its measure in grams, metres or litres, its period, or its stem."""
    core = w[2:] if w.startswith("ال") and len(w) > 4 else w
    if core in _PER_SIZES:
        dim, size = _PER_SIZES[core]
        return f"{dim}:{n * size:g}"
    for unit, rx in _PER_PERIOD:
        if rx.match("في " + core) or rx.match("لل" + core):
            return unit if n == 1 else f"{unit}:{n:g}"
    if core in _NIGHT_NOUNS:
        return NIGHT if n == 1 else f"{NIGHT}:{n:g}"
    stem = min(stem_candidates(core), key=_shortest_first)  # (ties broken by the letters: one key in every process)
    return stem if n == 1 else f"{stem}:{n:g}"


def _per_agrees(mine: str, theirs: frozenset[str]) -> bool:
    """The claim's per-phrase is one of the context's chain, or "each one" where the context counts a noun."""
    if mine in theirs:
        return True
    return mine == PER_EACH and any(p not in PER_PERIODS and not p.startswith("~") and ":" not in p for p in theirs)


#: a total named before its figure in the clause ("بوزن إجمالي لا يتجاوز 30 كجم"، "بمجموع 90 يومًا")
#: (and "together", "combined": "لا يتجاوز وزنهما معًا ٤٠ كيلوغرامًا" is their weight in total)
TOTAL_WORDS = "اجمالي اجماليه مجموع مجموعه معا مجتمعين مجتمعه مجتمعان"
_TOTAL_BEFORE = re.compile(r"(?<![^\s*_])(?:[وفب]|بال|وال|ال)?(?:" + "|".join(sorted(TOTAL_WORDS.split(), key=len, reverse=True))
                           + r")(?![^\W\d_])")
#: "each" before its figure: "كل" with an indefinite singular noun ("وكل شنطة وزنها لحد 30 كيلو"); "كل الرسوم"
#: (all the fees) is no "each"
_KUL_BEFORE = re.compile(r"(?<![^\s*_])[وفلب]?كل\s+(?P<w>(?!ال)[^\W\d_]{2,})")
_CLAUSE_CUT = re.compile(r"[.!?؟،,;؛:\n|]")


def per_before(text: str, v, every: bool = False):
    """What the value ``v`` of ``text`` is stated per by a word before it in its clause: "~total" (إجمالي،
    مجموع) or the stem of the noun after an "each" (كل شنطة), the nearer of the two; or None. ``every``:
    the set of all of them ("لكل راكب … بوزن إجمالي": per passenger and a total)."""
    if v.start <= 0:
        return set() if every else None
    clause = _CLAUSE_CUT.split(fold_text(text[max(0, v.start - 60):v.start]))[-1]
    found = [(m.start(), "~total") for m in _TOTAL_BEFORE.finditer(clause)]
    found += [(m.start(), min(stem_candidates(m.group("w")), key=_shortest_first)) for m in _KUL_BEFORE.finditer(clause)]
    if every:
        return {k for _, k in found}
    return max(found)[1] if found else None


def _total_against_each(mine: str | None, theirs: set) -> bool:
    """A total said of each item, or an item's figure said as the total: one side "~total", the other an item."""
    if mine is None or not theirs:
        return False
    if mine == "~total":
        return "~total" not in theirs and all(":" not in p for p in theirs)
    return "~total" in theirs and mine not in theirs and ":" not in mine


def _bare_of(x, v) -> bool:
    """The context's figure ``x`` is the claim's ``v`` with its currency or unit written in a way the
    reading left bare ("BD 4,000" for "4,000 دينار بحريني"): the same amount, in digits."""
    return x.kind == "number" and v.kind != "number" and x.amount == v.amount and _digits(x.raw) and x.amount >= 10


def _glossed_result(claim: str, v) -> bool:
    """The value glosses the result of working written before it, in a bracket of its own ("3,000 − 2,400 = 600 ريال
    للمجموعة (150 ريالًا لكل شخص)"): the result restated per unit, the derivations' to judge."""
    if v.start < 0:
        return False
    opened = claim.rfind("(", 0, v.start)
    return opened >= 0 and ")" not in claim[opened:v.start] and "=" in claim[:opened] and ")" in claim[v.end:]


def per_changed(claim: str, context: str, memo: dict) -> tuple[str, str] | None:
    """A value the claim states per something (or as a total) that every place of the context holding
    it states per something else ("حتى ٩٠ يومًا في كل دخول" over "90 يومًا في المجموع"؛ "١٢ درهمًا عن كل
    كيلوغرام" over "12 درهمًا عن كل 500 غرام"): (the claim's value, what the context has it per), or None.
    Not for a value beside a sign of working (an operand, judged by the derivations)."""
    if not any(c.isdigit() for c in claim) and not value_hint(claim):
        return None
    stated = memo.get("arabic_pers")
    if stated is None:
        stated = memo["arabic_pers"] = [(x, pers_of(context, x)) for x in TextIndex(context).values
                                        if x.kind in ("money", "quantity", "number", "percent") and x.amount is not None]
    latin = not has_arabic(context)  # (an English context: its "BD 4,000" is read bare)
    for v in _values(claim):
        if v.kind not in ("money", "quantity", "percent") or v.amount is None or _worked(claim, v) or _glossed_result(claim, v):
            continue
        mine = per_of(claim, v)
        if v.kind == "percent" and (mine is None or mine not in PER_PERIODS):
            continue  # (a share per a period only, "0.4% عن كل شهر" over "0.4% عن كل أسبوع": the rate's period changed)
        if mine is None:
            # an "each" or a total before the figure, against the context's ("وكل شنطة … 30 كيلو" over
            # "بحقيبتين بوزن إجمالي لا يتجاوز 30 كجم"): only a total against an item's figure
            before = per_before(claim, v)
            if before is None:
                continue
            found = [set(q) | per_before(context, x, every=True) for x, q in stated if same_value(v, x)]
            if found and all(_total_against_each(before, ps) for ps in found):
                return v.raw, sorted(found[0])[0]
            continue
        theirs = [p for x, p in stated if same_value(v, x) or (latin and _bare_of(x, v))]
        if theirs and all(p and not _per_agrees(mine, p) for p in theirs):
            return v.raw, min(theirs[0])
    return None


# ------------------------------------------------------------------ an article cited for another's rule
#: how many more of the claim's words the rival article's provision must share than the cited one's
#: (and at least how many it shares): a rule restated under another article's number
CITED_MARGIN = 3
CITED_MIN = 4


#: a citation closing its sentence in a bracket: "(المادة 42)." — what follows it up to the sentence's end
_CLOSING_CITATION = re.compile(r"\s*\)?\s*(?:[.؛;\n]|$)")


def trailing_citation(text: str, start: int, end: int) -> bool:
    """THE CITATION AFTER ITS RULE: the article citation at ``text[start:end]`` stands in a bracket at the end of
    its sentence ("… بما لا يزيد على 6 أشهر أخرى (المادة 42). ويُرفع طلب …"), so it labels the sentence before
    it, not the one after. Only a bracketed citation: "وفق المادة 54." in running text is not read so."""
    opened = text.rfind("(", max(0, start - 3), start)
    if opened < 0 or text[opened + 1:start].strip():
        return False
    return _CLOSING_CITATION.match(text, end) is not None


def _provisions(context: str, memo: dict) -> list[tuple[str, str, list[frozenset[str]]]]:
    """The context's article provisions: (key, raw, the words from the article's citation to the next
    one's; for a citation after its rule, :func:`trailing_citation`, the words from the citation before it
    to this one), once per context; none when the context cites fewer than two articles."""
    hit = memo.get("arabic_provisions")
    if hit is None:
        from .citations import extract

        arts = [c for c in extract(context) if c.key.startswith("article:")]
        hit = []
        if len({c.key for c in arts}) >= 2:
            for k, c in enumerate(arts):
                if trailing_citation(context, c.start, c.end):
                    begin = arts[k - 1].end if k else 0
                    hit.append((c.key, c.raw, _words(context[begin:c.start])))
                    continue
                end = arts[k + 1].start if k + 1 < len(arts) else len(context)
                hit.append((c.key, c.raw, _words(context[c.end:end])))
        memo["arabic_provisions"] = hit
    return hit


def cited_elsewhere(claim: str, context: str, memo: dict) -> tuple[str, str] | None:
    """An article the context has, cited for a rule the context gives under another article ("…
    قبل انتهاء مدة العقد بستين يومًا … وفق المادة (١٥)" where that rule is المادة (12)'s and (15) forbids
    a rent increase): the claim cites one article, and another provision shares at least
    :data:`CITED_MIN` of its words and :data:`CITED_MARGIN` more than the cited one's. Returns (the
    claim's citation, the article the context gives the rule under) or None."""
    if "الماد" not in fold_text(claim) and "م " not in claim:
        return None
    from .citations import extract

    cited = [c for c in extract(claim) if c.key.startswith("article:")]
    if len({c.key for c in cited}) != 1:
        return None  # one article named: the rule is its
    provisions = _provisions(context, memo)
    own = [ws for key, _, ws in provisions if key == cited[0].key]
    if not own:
        return None  # an article the context lacks: the citation rule's business
    c = cited[0]
    mine = _words(claim[:c.start] + " " + claim[c.end:])
    held = max(_overlap(mine, ws) for ws in own)
    best, raw = max(((_overlap(mine, ws), r) for key, r, ws in provisions if key != c.key), default=(0, ""))
    if best >= CITED_MIN and best >= held + CITED_MARGIN:
        return c.raw, raw
    return None


# ------------------------------------------------------------------ a bound turned the other way
#: the words that make a figure a maximum or a minimum, before it in its clause or right after it, in both
#: languages (a claim and its context may be in either): "لا يجوز أن يتجاوز … ثلاثة أشهر" is at most three months,
#: "three months' rent at least" / "لا يقل عن ثلاثة أشهر" at least
MAX_BEFORE = ("لا يتجاوز | لا تتجاوز | لا يجوز أن يتجاوز | لا يجوز أن تتجاوز | ألا يتجاوز | ألا تتجاوز | لا يزيد | لا تزيد"
              " | ما يزيدش | ما تزيدش | ما يتجاوزش | ما تتجاوزش | ما يفوتش | ما تفوتش | ما يعديش | ما تعديش"
              " | بحد أقصى | حد أقصى | الحد الأقصى | أقصى | القصوى | قصوى | أقصاه | أقصاها | حتى | لغاية | ما لا يزيد | up to | at most | no more than | not more than"
              " | maximum of | a maximum | not exceed | cannot exceed | can't exceed | capped at")
MAX_AFTER = "كحد أقصى | بحد أقصى | حدا أقصى | على الأكثر | فأقل | أو أقل | at most | maximum | or less | or fewer"
MIN_BEFORE = ("لا يقل | لا تقل | ألا يقل | ألا تقل | ما يقلش | ما تقلش | على الأقل | بحد أدنى | حد أدنى | الحد الأدنى | أدنى | أدناه | أدناها | at least | no less than"
              " | not less than | minimum of | a minimum | no fewer than")
MIN_AFTER = "على الأقل | كحد أدنى | بحد أدنى | حدا أدنى | فأكثر | فما فوق | أو أكثر | at least | minimum | or more | or above"


def _bound_re(table: str) -> re.Pattern[str]:
    alts = sorted({fold_text(x.strip()).lower() for x in table.split("|") if x.strip()}, key=len, reverse=True)
    body = "|".join(re.escape(a).replace(r"\ ", r"\s+") for a in alts)
    return re.compile(rf"(?<![^\W\d_])[وف]?(?:{body})(?![^\W\d_])")


_MAX_B, _MIN_B = _bound_re(MAX_BEFORE), _bound_re(MIN_BEFORE)
_MAX_A, _MIN_A = _bound_re(MAX_AFTER), _bound_re(MIN_AFTER)
_BOUND_CUT = re.compile(r"(?:[!?\n;؛،؟:]|\.(?!\d)|,\s)")
#: how far before a figure, within its clause, its bound word may stand ("لا يجوز أن يتجاوز مبلغ التأمين … بدل
#: إيجار ثلاثة أشهر": the subject between)
BOUND_REACH = 90


#: "until" (حتى، لغاية) before a figure that a word of "before" follows: the deadline's distance from its event
_UNTIL = re.compile(r"(?<![^\W\d_])[وف]?(?:حتي|لغايه)[\s*_]*$")
_BEFORE_EVENT = re.compile(r"[\s*_]*(?:من\s+)?(?:قبل|سابقه)(?![^\W\d_])")


#: THE POSTPOSED BOUND: a bound word right after an earlier figure and its unit ("100 درهم حدًا أدنى و1,000 درهم حدًا
#: أقصى") is that figure's bound, not one before the next figure
_POSTPOSED = re.compile(r"[0-9٠-٩][0-9٠-٩,.٫٬]*\s*(?:[^\W\d_]+\s*){0,2}[(\s]*(?:ك|ب)?$")


#: THE ORDINAL RANGE'S END: "until" (حتى، لغاية) before an ordinal ends a run of places or items ("من المركز الرابع حتى
#: العاشر ٢٠ ألف درهم لكل مركز"): its object is the last place, so it bounds no figure after it
_RANGE_END = re.compile(rf"[\s*_]*(?:[^\W\d_]+\s+)?{ORDINAL_RE}")


def _postposed(before: str, m: re.Match[str]) -> bool:
    """Whether the bound word ``m`` of ``before`` is an earlier figure's, right after it and its unit
    (:data:`_POSTPOSED`), with no "و" or "ف" of a new clause before the bound word."""
    if m.group(0)[:1] in "وف":
        return False
    if _POSTPOSED.search(before, 0, m.start()) is not None:
        return True
    # (a figure in words: "ساعة واحدة كحد أدنى و٣ ساعات يومياً كحد أقصى", "ثلاث سنوات حدًا أقصى" — a number word among
    # the three words before the bound word, none of them opening a new clause with و;
    # the dual of a unit counts as well: "ساعتين حدًا أدنى")
    words = before[:m.start()].split()[-3:]
    return any(is_number_word(w) or UNITS.get(w, ("", 0.0))[1] == 2.0 for w in words) \
        and not any(w[:1] == "و" and not is_number_word(w) for w in words)


def bound_of(text: str, v) -> str | None:
    """"max" or "min": the bound the figure ``v`` of ``text`` is stated as (the nearest bound word before it in
    its clause, else one right after it), or None."""
    if v.start < 0:
        return None
    before = _BOUND_CUT.split(fold_text(_EMPHASIS.sub("", text[max(0, v.start - BOUND_REACH):v.start])).lower())[-1]
    hits = [(m.end(), side) for rx, side in ((_MAX_B, "max"), (_MIN_B, "min")) for m in rx.finditer(before)
            if not _postposed(before, m) and not (side == "max" and _RANGE_END.match(before, m.end())
                                                  and _UNTIL.search(before[:m.end()]))]
    if hits:
        end, side = max(hits)
        if side == "max" and _UNTIL.search(before[:end]) and _BEFORE_EVENT.match(fold_text(text[v.end:v.end + 16])):
            return "min"  # "حتى 24 ساعة قبل المباراة": a deadline before the event, so at least 24 hours before it
        return side
    after = fold_text(_EMPHASIS.sub("", text[v.end:v.end + 24])).lower()
    after = _BOUND_CUT.split(after)[0]
    m = re.match(r"[\s'’]*(?:s\s+|rent\s+|\S+\s+)?", after)
    for rx, side in ((_MAX_A, "max"), (_MIN_A, "min")):
        if (h := rx.search(after)) is not None and h.start() <= (m.end() if m else 0) + 1:
            return side
    return None


def bound_flipped(claim: str, context: str, memo: dict) -> tuple[str, str] | None:
    """A figure the claim states as a minimum that every place of the context holding it states as a
    maximum, or the reverse ("at least three months' rent" over "لا يجوز أن يتجاوز … ثلاثة أشهر"): (the claim's
    value, the context's bound), or None. Not for a figure supposed or worked out."""
    if not any(c.isdigit() for c in claim) and not value_hint(claim) and claim.isascii() and not re.search(
            r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b", claim, re.I):
        return None
    stated = memo.get("arabic_bounds")
    if stated is None:
        stated = memo["arabic_bounds"] = [(x, bound_of(context, x)) for x in TextIndex(context).values
                                          if x.kind in _UNIT_KINDS and x.amount is not None]
    for v in _values(claim):
        if v.kind not in _UNIT_KINDS or v.amount is None or _worked(claim, v) or _supposed(claim, v):
            continue
        mine = bound_of(claim, v)
        if mine is None:
            continue
        theirs = [b for x, b in stated if same_value(v, x)]
        if theirs and all(b is not None and b != mine for b in theirs):
            return v.raw, "a maximum" if theirs[0] == "max" else "a minimum"
    return None


# ------------------------------------------------------------------ a ceiling dropped
#: a ceiling said by a negated verb of comparison before the figure ("بغرامة لا تزيد على ٥٠٬٠٠٠ ريال"، "إجازة مرضية بأجر لا
#: تزيد على ثلاثين يومًا"، "ألا يتجاوز"): THE BOUND GRAMMAR of text.arabic.polarity, whose negator is the bound's, not the clause's
_NEGATED_CEILING = re.compile(r"(?<![^\W\d_])(?:(?:[وف]?لا|[وفب]?الا|ما\s+لا)\s+[يت](?:زيد|تجاوز|جاوز|تعدي|فوق)"
                              r"|ما\s+[يت](?:زيد|تجاوز|فوت|عدي)ش)(?![^\W\d_])")
#: the words of a claim's clause that set its figure against a bound of its own ("مبلغك يتجاوز 3,000"، "أقل من الحد"): it
#: measures, it restates no fixed amount
COMPARING = "يتجاوز تتجاوز تجاوز يزيد تزيد يفوق تفوق يتعدى تتعدى أكثر أقل فوق تحت دون ضمن حد الحد حدود أقصى أقصاه أقصاها حتى لغاية"
_COMPARING = frozenset(fold_text(w) for w in COMPARING.split())
#: the words that name a limit anywhere in the claim's sentence ("القيمة القصوى … ٢٠٠٠ درهم"، "كانت تحدد الحد فـ …"): the
#: figure is the limit, named as such
LIMIT_NAMES = "حد الحد بحد لحد كحد حدود القصوى قصوى أقصى الأقصى سقف السقف أقصاه أقصاها"
_LIMIT_NAMES = frozenset(fold_text(w) for w in LIMIT_NAMES.split())
#: the fewest content words a claim's clause shares with the context's sentence of the ceiling for the figure to be its
CEILING_WORDS = 2
#: how many words either side of the claim's figure a word of comparison may stand ("دون قيد" further off is "without")
COMPARING_NEAR = 3


def _kept_ceiling(claim: str, v) -> bool:
    """THE CEILING KEPT: the claim's figure governed by a negated verb of comparison before it, read as the context's is
    (within 40 characters, no figure between: "على ألا يزيد الرصيد المتراكم على ١٢٠ يومًا") — the claim keeps the bound,
    though the verb stands further from the figure than :data:`COMPARING_NEAR` words."""
    before = _BOUND_CUT.split(fold_text(_EMPHASIS.sub("", claim[max(0, v.start - 40):v.start])))[-1]
    m = None
    for m in _NEGATED_CEILING.finditer(before):
        pass
    return m is not None and not any(ch.isdigit() for ch in before[m.end():])


def ceiling_dropped(claim: str, context: str, memo: dict) -> tuple[str, str] | None:
    """THE DROPPED-CEILING GRAMMAR: a figure the context gives only as a ceiling by a negated verb of comparison ("يُعاقب …
    بغرامة لا تزيد على ٥٠٬٠٠٠ ريال") that the claim states as the fixed amount ("بغرامة قدرها 50,000 ريال"، "تستحق ثلاثين
    يومًا … حق ثابت"): no bound of its own, not worked, not supposed, no word of comparison near it nor a limit named in its
    sentence (:data:`LIMIT_NAMES`), not a table row, and two content words of the context's sentence. Returns (the claim's value, the context's bound) or None. A claim that keeps the
    ceiling in any words ("لا تتجاوز"، "كحد أقصى"، "حتى") is read by :func:`bound_flipped`."""
    if not any(c.isdigit() for c in claim) and not value_hint(claim):
        return None
    ceilings = memo.get("arabic_ceilings")
    if ceilings is None:
        ceilings = memo["arabic_ceilings"] = []
        for sentence in _SENTENCE_END.split(context):
            for x in TextIndex(sentence).values:
                if x.kind not in _UNIT_KINDS or x.amount is None or x.start < 0:
                    continue
                before = _BOUND_CUT.split(fold_text(_EMPHASIS.sub("", sentence[max(0, x.start - 40):x.start])))[-1]
                m = None
                for m in _NEGATED_CEILING.finditer(before):
                    pass
                # (the bound governs the figure right after it: its words and its own figure's, nothing between)
                capped = m is not None and not any(ch.isdigit() for ch in before[m.end():])
                ceilings.append((x, capped, _words(sentence.replace(x.raw, " ")), m.group(0) if m else ""))
    if not any(capped for _, capped, _, _ in ceilings):
        return None
    if claim.lstrip().startswith("|") or not _LIMIT_NAMES.isdisjoint(
            w[1:] if w[:1] in "وفب" and w[1:] in _LIMIT_NAMES else w for w in _WORD.findall(fold_text(claim))):
        return None  # (a table row is read under its header, which may name the limit: "| المهلة القصوى |")
    ends = [m.end() for m in _VALUE_CLAUSE.finditer(claim)]
    for v in _values(claim):
        if v.kind not in _UNIT_KINDS or v.amount is None or v.start < 0 or bound_of(claim, v) is not None \
                or _worked(claim, v) or _supposed(claim, v):
            continue
        same = [(capped, ws, cue) for x, capped, ws, cue in ceilings if same_value(v, x)]
        if not same or not all(capped for capped, _, _ in same):
            continue
        lo = max([e for e in ends if e <= v.start], default=0)
        hi = min([e for e in ends if e > v.end], default=len(claim))
        clause = claim[lo:hi]
        near = _WORD.findall(fold_text(claim[lo:v.start]))[-COMPARING_NEAR:] + \
            _WORD.findall(fold_text(claim[v.end:hi]))[:COMPARING_NEAR]
        if not _COMPARING.isdisjoint(w[1:] if w[:1] in "وفب" and w[1:] in _COMPARING else w for w in near):
            continue
        if _kept_ceiling(claim, v):
            continue  # "بشرط ألّا يزيد الرصيد المتراكم على ١٢٠ يومًا": the claim keeps the context's ceiling, read as it is
        mine = _words(clause.replace(v.raw, " "))
        if any(_overlap(mine, ws) >= CEILING_WORDS for _, ws, _ in same):
            return v.raw, same[0][2]
    return None


# ------------------------------------------------------------------ a figure above its cap
#: the fewest content words a claim's clause shares with the context's capped clause for the cap to be its
CAP_WORDS = 2
#: how near before a cap another figure stated as a maximum takes the bound word for its own
CAP_GAP = 24


def over_cap(claim: str, context: str, memo: dict) -> tuple[str, str] | None:
    """A money figure the claim gives a thing above the maximum the context sets for it ("الرسوم الإدارية ١٪ من مبلغ
    التمويل بحد أقصى ٥٬٠٠٠ ريال" → "الرسوم الإدارية: 9,000 ريال"): the claim's clause shares two content words with
    the context's sentence that states the cap, in the same currency, and states neither the cap nor a bound of its
    own. A worked result counts (the working may be right and the cap forgotten). Returns (the claim's value, the
    cap) or None."""
    if not any(c.isdigit() for c in claim) and not value_hint(claim):
        return None
    caps = memo.get("arabic_caps")
    if caps is None:
        caps = memo["arabic_caps"] = []
        for sentence in _SENTENCE_END.split(context):
            found = TextIndex(sentence).values
            for x in found:
                # (the bound word governs the nearest figure after it: "حتى ٢٠ غرامًا ٠٫٩٠٠ دينار" caps the weight)
                if x.kind == "money" and x.amount and bound_of(sentence, x) == "max" \
                        and not any(y is not x and x.start - CAP_GAP <= y.end <= x.start and bound_of(sentence, y) == "max"
                                    for y in found):
                    # (its subject: the words before the sentence's first figure, "الرسوم الإدارية ١٪ من مبلغ التمويل")
                    first = _FIRST_DIGIT.search(sentence)
                    subject = _words(sentence[:first.start()]) if first else []
                    caps.append((x, _words(sentence.replace(x.raw, " ")), subject))
    if not caps:
        return None
    values = _values(claim)
    ends = [m.end() for m in _VALUE_CLAUSE.finditer(claim)]
    from .behaviour import worked_heading

    topic = worked_heading(claim)  # "### 💰 الرسوم لإيجار 60,000 درهم": its first figure is the user's thing, no fee
    for v in values:
        if v.kind != "money" or not v.amount or v.start < 0 or bound_of(claim, v) is not None:
            continue
        if topic and not any(ch.isdigit() for ch in claim[:v.start]):
            continue
        lo = max([e for e in ends if e <= v.start], default=0)
        hi = min([e for e in ends if e > v.end], default=len(claim))
        mine = _words(claim[lo:hi].replace(v.raw, " "))
        for x, theirs, subject in caps:
            if v.amount > x.amount and _same_unit(x, v) and _overlap(mine, theirs) >= CAP_WORDS and _overlap(mine, subject) \
                    and not any(same_value(x, u) for u in values):
                return v.raw, x.raw
    return None
