"""Polarity in Arabic: a claim that restates a context clause whole, with the other polarity
("يمكن إلغاء التحويل الفوري بعد إرساله" where the context says "لا يمكن إلغاء التحويل الفوري بعد
إرساله").

A clause is negated when it holds a verbal negator (لا، لم، لن، ليس، ليست، لست, with و/ف) or a
prohibitive word (يمنع، ممنوع، يحظر، محظور، يتعذر). Its words are its content words (the Arabic
stopwords and light words left out) plus the words that change what a negation covers (قبل، بعد،
خلال، حتى، دون، فقط، إلا). Two words are one when their light stems meet
(:func:`.normalise.stem_candidates`).

A flip needs all of it: the context clause has at least three such words and the claim restates
every one of them (at least 85% of a clause longer than five), the claim's own words are mostly
the context clause's (60%), and no context clause of the claim's polarity is restated as well. A
paraphrase with its own negative word (يُمنع for لا يجوز) keeps its polarity.
"""
from __future__ import annotations

import re
from functools import lru_cache

from .. import DASH_JOINT
from ..sections import items_under
from .behaviour import STOPWORDS
from .normalise import has_arabic, ARABIC_LETTER, fold_text, stem_candidates
from .ordinals import ORDINAL_RE, ordinal_value

__all__ = ["NEGATORS", "PROHIBITIVE", "KEPT", "CROSSES", "clauses", "polar_clauses", "read", "flip", "crossed", "kind_left_out",
           "forbidden_items", "as_forbidden", "allows"]

_L = ARABIC_LETTER
NEGATORS = "لا لم لن ليس ليست لست ولا فلا ولم فلم ولن فلن وليس وليست"
#: THE SPOKEN NEGATORS: the dialects' "not" before a predicate, a noun or a figure — Egyptian and Levantine "مش"
#: ("صور الأشعة مش مشمولة")، Gulf "مو"/"موب"/"مب" ("مو مجاني"، "مب متاح") — the standard "ليس"/"غير" said aloud; with
#: their proclitics ("ومش"، "فمو"). ("ما" is read apart: it is also the relative "what", :func:`_spoken_negation`.)
SPOKEN_NEGATORS = "مش ومش فمش موش مو ومو فمو موب مب ومب"
#: (and the fused "there is no": Iraqi "ماكو"، Levantine and Gulf "مافي"، Egyptian "مفيش"/"مافيش": "ماكو رسوم إضافية")
SPOKEN_NEGATORS += " ماكو وماكو مافي ومافي مافيش ومافيش مفيش ومفيش"
NEGATORS = NEGATORS + " " + SPOKEN_NEGATORS
PROHIBITIVE = "يمنع تمنع ممنوع ممنوعة يحظر تحظر محظور محظورة يتعذر يستحيل مستحيل"
#: THE DENYING NOUNS: the verbal noun of prohibiting (منع، حظر) heading what it forbids ("منع لمس الشعاب المرجانية"،
#: "ومنع إطعام الطيور" for the context's "يمنع لمس …"، "يمنع إطعام …"): a rule said as a list item's noun phrase is negated
#: as the verb's clause is. Not the noun of not doing (عدم): "عدم دفع الأجرة خلال ١٥ يوماً" names a ground, the context's
#: negated condition ("إذا لم يدفع المستأجر …"), whose negation is the condition's, no negation of the clause
PROHIBITIVE_NOUNS = "منع حظر"
KEPT = "قبل بعد خلال حتى دون بدون فقط إلا"
_NEG = frozenset(fold_text(w) for w in NEGATORS.split())
_PROHIBIT = frozenset(fold_text(w) for w in (PROHIBITIVE + " " + PROHIBITIVE_NOUNS).split())
_KEPT = frozenset(fold_text(w) for w in KEPT.split())
_WORD = re.compile(rf"[{_L}]+")
_ALA, _BALA = fold_text("ألا"), fold_text("بألا")
#: "ألا" (that … not) with its proclitics, before a verb of comparison: "وألا تقل مدة الخدمة عن ٣ أشهر"
_ALA_FORMS = frozenset(fold_text(w) for w in "ألا بألا وألا فألا وبألا".split())
_BEFORE_ALA = frozenset(fold_text(w) for w in "على وعلى بشرط شريطة يجب ينبغي يشترط".split())
#: THE BEING DENIED: "ألا" before a form of "to be" ("ألا يكون لديه مسكن مناسب آخر"، "الشرط الوحيد ألا تكون الناقة قد
#: فازت …") is "that … not" wherever it stands — "إلا" (except) never takes a verb of being after it
BE_FORMS = "يكون تكون يكونا تكونا يكونوا يكن تكن"
_BE_FORMS = frozenset(fold_text(w) for w in BE_FORMS.split())
#: obligation in its forms (one key, so "يجب شراء …" restates "شراء … إلزامي"); "optional" is its negation
MUST = ("يجب ويجب فيجب يلزم ويلزم لازم لازمة إلزامي إلزامية الزامي إجباري إجبارية واجب واجبة ملزم ملزمة مطلوب مطلوبة"
        " يشترط ويشترط تشترط وتشترط شرط")
#: "optional" and "preferable" (advice: not required): "يُفضَّل الحجز المسبق" over "يُشترط الحجز المسبق" weakens the rule
OPTIONAL = "اختياري اختيارية يفضل ويفضل فيفضل يستحسن ويستحسن يحبذ مستحسن"
_MUST = frozenset(fold_text(w) for w in MUST.split())
_OPTIONAL = frozenset(fold_text(w) for w in OPTIONAL.split())
_MUST_KEY = "الزم"
#: THE COUNTED-IN VERBS: "enter into", "be counted in", "fall within" before ضمن / في / من are one predicate ("لا تدخل الأمراض
#: المزمنة ضمن هذا السقف" is said the other way by "تُحتسب ضمن هذا السقف")
COUNTED_IN = "تدخل يدخل وتدخل ويدخل تحتسب يحتسب وتحتسب ويحتسب تحسب يحسب وتحسب ويحسب تندرج يندرج وتندرج ويندرج"
_COUNTED_IN = frozenset(fold_text(w) for w in COUNTED_IN.split())
_WITHIN = frozenset(fold_text(w) for w in "ضمن في من".split())
_COUNTED_IN_KEY = "دخل"
#: THE INCLUDING WORDS: "include", "contain", "included" in their verbs and participles are one predicate, so a claim
#: that says with one what the context denies with another ("وجبة الغداء مشمولة" over "لا تتضمن الرسوم وجبة الغداء") is
#: the other polarity
INCLUDING = ("يشمل تشمل ويشمل وتشمل فيشمل فتشمل يتضمن تتضمن ويتضمن وتتضمن فيتضمن فتتضمن مشمول مشمولة ومشمول ومشمولة"
             " متضمن متضمنة ومتضمن ومتضمنة مشمولين مشمولان مشمولتين مشمولات متضمنين متضمنات")
_INCLUDING = frozenset(fold_text(w) for w in INCLUDING.split())
_INCLUDING_KEY = "~شمل"
#: THE AMOUNT'S APPOSITION: "البالغة ١٬١٠٠ ريال"، "وقدرها 50 دينارًا" after a noun names the figure the noun
#: has (the value rules read it), no word of the clause's predicate: left out of the words polarity compares
_AMOUNTING = re.compile(rf"(?<![{_L}])(?:ال)?(?:بالغ|بالغه|قدره|قدرها|وقدره|وقدرها)\s+[*_]*\d[\d.,٫٬]*[*_]*(?:\s+[{_L}]+)?")
_GHAIR = frozenset(fold_text(w) for w in "غير وغير".split())
#: the words غير negates as a rule ("غير إلزامي"، "غير مسموح"); "غير محدود" (unlimited) is no negation
_GHAIR_OF = _MUST | frozenset(fold_text(w) for w in """مسموح مسموحة متاح متاحة متوفر متوفرة ممكن ممكنة مقبول مقبولة
مشمول مشمولة جائز جائزة مستحق مستحقة قابل قابلة مطلوب مطلوبة""".split())
#: ... in their dual and plural agreement too: a predicate shared by two subjects ("التبييض والتقويم غير
#: مشمولَين"، "الأطفال غير مسموحين"، "الخدمتان غير متاحتين"، "الحقائب غير مقبولة")
_GHAIR_OF = _GHAIR_OF | frozenset(w + e for w in _GHAIR_OF if not w.endswith("ه") for e in ("ين", "ان", "ون")) \
    | frozenset(w[:-1] + e for w in _GHAIR_OF if w.endswith("ه") for e in ("ات", "تان", "تين"))
_WITHOUT = frozenset(fold_text(w) for w in "من ب".split())
#: the words that open a clause of purpose ("… لضمان توفر المقاعد"، "… لتجنب الغرامة"): the writer's reason, a clause
#: of its own (a rule restated with a reason added is still that rule)
PURPOSE = "لضمان لتضمن لتجنب لتفادي لكي كي تجنبا ضمانا حرصا"
#: (a point, comma or colon between two digits is part of a figure: "0.750", "1,200", "8:00"); an emoji between two
#: clauses is the chat writer's stop ("ما تحتاجون تجيبون شي 👍 السنارات متوفرة بدون رسوم"): a negation's scope ends at it
EMOJI = "\U0001F300-\U0001FAFF\u2600-\u27BF"
_CLAUSE = re.compile(r"(?:[!?\n;،؛؟" + EMOJI + r"]|(?<!\d)[.:,]|[.:,](?!\d))+|\s+-\s+|" + DASH_JOINT + r"|[\s*_]+(?=(?:"
                     + "|".join(fold_text(w) for w in PURPOSE.split()) + rf")(?![{_L}]))")
#: a value denied in a correction ("٦٥ دينارًا وليس ٧٥"، "لا ٦٠ يومًا"): the negator speaks of the figure
#: (a value the value rule checks), not of the clause
DENIED_VALUE = "ليس ليست لا وليس وليست ولا مش ومش مو ومو مب"
_DENIED_VALUE = re.compile(rf"(?<![{_L}])(?:{'|'.join(fold_text(w) for w in DENIED_VALUE.split())})\s*[*_]*\s*\d[\d.,٫٬]*")


#: a denied figure set right by another after it ("ليست 90 يومًا، بل 60"، "لا 5 دنانير وإنما 10"، "مش 90 يوم، 60 بس")
CORRECTING = "بل وإنما إنما وانما وإنّما"
_CORRECTED = re.compile(rf"[\s*_،,:-]*(?:{'|'.join(sorted({fold_text(w) for w in CORRECTING.split()}, key=len, reverse=True))})"
                        rf"(?![{_L}])[^.!?؟\n]*?\d")


#: THE DENIED PERIOD IN WORDS: a correction's denied value said as a period's noun, bare or in the dual, with the part
#: of it after ("بساعة ونصف وليس ساعة"، "بيومين وليس أسبوعين"، "وليس بساعة وربع"), after a period the clause asserts
#: (a figure, or a period's noun: "قبل المغرب بساعة ونصف"): the negator speaks of that period, not of the clause
_PERIOD_NOUNS = "|".join(sorted({fold_text(w) for w in (
    "ساعة ساعتين ساعتان يوم يومين يومان أسبوع أسبوعين أسبوعان شهر شهرين شهران سنة سنتين سنتان عام عامين "
    "دقيقة دقيقتين").split()}, key=len, reverse=True))
_DENIED_PERIOD = re.compile(rf"(?<![{_L}])(?:{'|'.join(fold_text(w) for w in DENIED_VALUE.split())})\s*[*_]*\s*[بل]?"
                            rf"(?:{_PERIOD_NOUNS})(?:\s+و\s*(?:نصف|نص|ربع|ثلث))?(?![{_L}])")
_PERIOD_SAID = re.compile(rf"(?<![{_L}])[بل]?(?:{_PERIOD_NOUNS})(?![{_L}])")


def _undenied(clause: str) -> str:
    """The clause without the values it denies after asserting another ("هو ٦٥ دينارًا وليس ٧٥"، "بساعة ونصف وليس
    ساعة": THE DENIED PERIOD IN WORDS); a denial with no figure before it ("الرسوم ليست ٦٥ دينارًا") negates the clause."""
    out, at = [], 0
    for m in _DENIED_VALUE.finditer(clause):
        if any(c.isdigit() for c in clause[:m.start()]):
            out += [clause[at:m.start()], " "]
            at = m.end()
    clause = "".join(out) + clause[at:] if out else clause
    if _DENIED_PERIOD.search(clause) is None:
        return clause
    out, at = [], 0
    for m in _DENIED_PERIOD.finditer(clause):
        before = clause[:m.start()]
        if any(c.isdigit() for c in before) or _PERIOD_SAID.search(before) is not None:
            out += [clause[at:m.start()], " "]
            at = m.end()
    return "".join(out) + clause[at:] if out else clause


def clauses(text: str) -> list[str]:
    """The clauses of a text (split at sentence and clause punctuation)."""
    return [c for c in _CLAUSE.split(fold_text(text)) if c.strip()]


def polar_clauses(text: str) -> list[str]:
    """The clauses of a text as polarity reads them: :func:`clauses`, where an aside in brackets is a clause of
    its own ("فلا تُضاف الضريبة (تُضاف على غير السعوديين فقط)": two assertions, each with its own polarity; the
    clause reads on without it) and a contrast "X لا Y" is two clauses (:func:`_contrasted`)."""
    out: list[str] = []
    for sentence in _SENTENCE_END.split(fold_text(text)):
        asides: list[str] = []
        if "(" in sentence:  # (the aside out of its clause, which reads on without it)
            sentence = _ASIDE.sub(lambda m: _aside(m, asides), sentence)
        for part in (sentence, *asides):
            prev: str | None = None
            for c in _CLAUSE.split(part):
                if not c.strip():
                    continue
                out.extend(_contrasted(c, prev))
                prev = c
    return out


#: how many of a negated cell's words (with its row's label) a negated context clause must share to account for it
CELL_SUPPORT = 4
_BRACKETS = re.compile(r"[()]")


def row_clauses(text: str, context: list[str]) -> list[str] | None:
    """THE CELL'S OWN POLARITY: the clauses of a table row read cell by cell (each with the row's label, its bracket
    kept) where a negated cell is the context's own negation ("| سباق العائلة ٢٫٥ كم | لا يوجد (بمرافقة ولي الأمر) |
    ٤٠ درهمًا |" over "ولا يوجد حد أدنى لسباق العائلة بشرط مرافقة ولي الأمر": no minimum age, not no race nor no
    fee); None for any other text (then :func:`polar_clauses`, the whole row: a negated cell the context does not
    negate is still read against the row's other cells). ``context``: the context's folded clauses."""
    folded = fold_text(text).strip()
    if not folded.startswith("|") or "\n" in folded:
        return None
    cells = [c.strip() for c in folded.strip("|").split("|")]
    if len(cells) < 3:
        return None
    parts = [f"{cells[0]} {_BRACKETS.sub(' ', c)}" for c in cells[1:] if c]
    negated = [read(p)[0] for p in parts if read(p)[1]]
    if not negated:
        return None
    theirs = [ws for ws, cneg in map(read, context) if cneg]
    for mine in negated:
        if not any(sum(1 for m in mine if any(not m.isdisjoint(t) for t in ws)) >= CELL_SUPPORT for ws in theirs):
            return None
    return parts


def _aside(m: "re.Match[str]", asides: list[str]) -> str:
    """An aside with words taken out of its clause (kept in ``asides``); a bracket of figures or marks stays."""
    if _WORD.search(m.group(1)) is None:
        return m.group(0)
    asides.append(m.group(1))
    return " "


#: an aside in brackets (no bracket inside): a clause of its own
_ASIDE = re.compile(r"\(([^()]{3,200})\)")
_SENTENCE_END = re.compile(r"[.!?؟\n]+(?!\d)")
#: a contrast's negators: "تُقوَّم بسعر السوق لا بسعر الشراء"، "يُدفع نقدًا وليس بالبطاقة"
CONTRAST_NEGATORS = "لا وليس ليس وليست ليست مش ومش مو ومو"  # (with the spoken ones: "نقدًا مش بالبطاقة")
_CONTRAST = frozenset(fold_text(w) for w in CONTRAST_NEGATORS.split())
#: THE CONTRASTED PERSON: a contrast's negator before a personal pronoun ("ويدفعها صاحب العمل الجديد وليس أنت"، "هو
#: المسؤول لا أنتم") denies the person alone, the assertion before it stands: two clauses, as a parallel phrase makes
CONTRAST_PRONOUNS = "أنت أنتِ انتي إنت إنتي أنتم انتو إنتو أنتما أنا انا نحن احنا إحنا هو هي هم هما"
_CONTRAST_PRONOUNS = frozenset(fold_text(w) for w in CONTRAST_PRONOUNS.split())
#: the prepositions a contrasted phrase may open with (a proclitic ب ل ك is read from the word itself)
CONTRAST_PREPOSITIONS = "في على من عن إلى عند لدى عبر خلال قبل بعد"
_CONTRAST_PREP = frozenset(fold_text(w) for w in CONTRAST_PREPOSITIONS.split())


def _opener(w: str) -> str | None:
    """What opens a contrasted phrase ("بسعر" → "ب"، "في" → "في"، "الشيكات" → "ال"), or None: a verb or an
    indefinite noun after لا is a negation of its own ("لا يجوز"، "لا زكاة فيها")."""
    if w in _CONTRAST_PREP:
        return w
    if w[:1] in "بلك" and len(w) >= 4 and w[1:3] != "ل" * 2:
        return "ب" if w[:1] == "ب" else w[:1]
    if w.startswith("ال") and len(w) >= 4:
        return "ال"
    return None


def _contrasted(clause: str, prev: str | None) -> list[str]:
    """A clause with a contrast "X P-A لا P-B" as two: the assertion "X P-A" and its denied other "X لا P-B" (X:
    the words before the phrase parallel to P-B, one opened the same way); a clause opened by the contrast
    ("…، لا بسعر الشراء") takes its X from the clause before it. A negated head is no contrast ("لا يشمل
    الرسوم ولا المشروبات": a list denied)."""
    ws = clause.split()
    for k, w in enumerate(ws):
        bare = w.strip("*_")
        if bare not in _CONTRAST or k + 1 >= len(ws):
            continue
        if k and ws[k + 1].strip("*_.،,") in _CONTRAST_PRONOUNS and not read(" ".join(ws[:k]))[1]:
            return [" ".join(ws[:k]), " ".join(ws[k:])]  # THE CONTRASTED PERSON: "ويدفعها صاحب العمل الجديد وليس أنت"
        op = _opener(ws[k + 1].strip("*_"))
        if op is None:
            continue
        head = ws[:k] if k else (prev.split() if prev is not None else [])
        if not head or read(" ".join(head))[1]:
            return [clause]
        # (a definite phrase opens at its noun, not at its adjective or a member joined by و: "النقد والبطاقات البنكية")
        at = next((j for j in range(len(head) - 1, -1, -1) if _opener(head[j].strip("*_")) == op
                   and not (op == "ال" and j and head[j - 1].strip("*_").lstrip("و").startswith("ال"))), None)
        if not at:
            return [clause]  # (no parallel phrase after a subject: the contrast's own clause, as written)
        denied = " ".join([*head[:at], bare, *ws[k + 1:]])
        return [" ".join(ws[:k]), denied] if k else [denied]
    return [clause]


#: verbs of failing to do (forget, neglect, hesitate, miss): a negator before one is an imperative to do
#: it ("لا تنسَ توثيق المحضر" = document the record; "لا تتردد في التواصل"), no negation of the clause.
#: The stems take the jussive's prefixes (ت you, ن we, ي he) and its suffixes (ي، وا، ا، ين)
FAILING_STEMS = "نس نسي غفل همل تردد فوت تجاهل تتأخر"
_FAILING = re.compile(rf"^[تني](?:{'|'.join(fold_text(w) for w in FAILING_STEMS.split())})(?:ي|وا|ا|ين|ك|كم)?$")


#: THE NOTHING-PREVENTS GRAMMAR: a negator before what prevents ("لا يوجد ما يمنع الجمع …"، "ليس هناك ما يمنع"، "لا شيء
#: يمنع"، "ما في شي يمنع"، "لا مانع من …") is two negations, a permission: read as "يجوز" (may), the word a rule's
#: prohibition "لا يجوز" negates, so "لا يوجد ما يمنع الجمع بين البعثة والوظيفة" restates "لا يجوز الجمع بين البعثة
#: والوظيفة" with the other polarity
NOTHING_PREVENTS = ("لا | ولا | فلا | ليس | وليس | فليس | ما | مش | مو", "يوجد | هناك | ثمة | فيه | في | يوجد هناك",
                    "ما | شيء | شي | أي شيء", "يمنع | تمنع | يحول دون | يمنعك | يمنعكم")
_NP_NEG, _NP_THERE, _NP_WHAT, _NP_STOP = ("(?:" + "|".join(r"\s+".join(fold_text(w).split()) for w in part.split("|")) + ")"
                                          for part in NOTHING_PREVENTS)
_NOTHING_PREVENTS = re.compile(rf"(?<![{_L}]){_NP_NEG}\s+(?:{_NP_THERE}\s+)?{_NP_WHAT}\s+{_NP_STOP}(?![{_L}])"
                               rf"|(?<![{_L}]){_NP_NEG}\s+{fold_text('مانع')}(?![{_L}])")
_MAY = fold_text("يجوز")


def _double_negative(ws: list[str]) -> set[int]:
    """The positions of negators that negate a verb of failing (and of the verbs): "ولا تنس"."""
    out: set[int] = set()
    for k, w in enumerate(ws[:-1]):
        if w in _NEG and _FAILING.match(ws[k + 1]):
            out.update((k, k + 1))
    return out


#: the spoken negator "ما" before an imperfect verb ("ما تحتاج تصريح"، "ما نقدر نرجع المبلغ"): a negation, unless the
#: "ما" is the relative "what" — after a word that takes a relative ("كل ما"، "حسب ما"، "هو ما"), before a verb that carries
#: its object pronoun ("ما تتناوله المستندات"), or in a fixed phrase of measure ("ما يصل إلى"، "ما يلي"، "ما يعادل")
_MA = fold_text("ما")
#: (not the first person, "ما أستطيع قوله": "what I can say" as often as "I can't")
#: (with the spoken ب of the indicative: "ما بتنرد"، "ما بيقدر"، "ما بنقدر")
_IMPERFECT = re.compile(rf"^ب?[يتن][{_L}]{{2,}}$")
_OBJECT_SUFFIX = re.compile(r"(?:ه|ها|هم|هما|هن|ك|كم|كي|ني|نا)$")
_MA_RELATIVE = frozenset(fold_text(w) for w in """كل وكل حسب بحسب هو هي هذا هذه ذلك تلك بعض أكثر اكثر أفضل افضل مثل على إلى الى عن في
من بين عند لدى أول اول آخر اخر أقل اقل أهم اهم نفس إليك اليك وإليك
قبل وقبل بعد وبعد زي وزي لحد ولحد لغاية ولغاية""".split())
#: (the last line: THE TIME CONJUNCTION — "قبل ما تنطلقوا" before you set off, "بعد ما تدفع" after you pay, "زي ما
#: قلتلك" as I told you, "لحد ما يوصل" until it arrives: the spoken "ما" after a preposition of time or manner makes
#: its clause a when, no negation)
#: the spoken negator with the conjunction on it ("وما تتحمل تكلفة العطل" and you don't bear the cost; "فما تحتاج"):
#: the same negator as "ما" alone (its relative "what", "وما تحتاجه"، is told apart as for "ما")
_MA_JOINED = frozenset(fold_text(w) for w in "ما وما فما".split())
_MA_FIXED = frozenset(fold_text(w) for w in """يلي تلي يصل تصل يعادل تعادل يقارب تقارب يزيد تزيد يتجاوز تتجاوز يكفي يناسب يناسبك
يخص تخص يتعلق تتعلق يحدث يلزم يجب ينبغي يمكن""".split())


#: THE RESUMED-RELATIVE GRAMMAR: a preposition carrying the pronoun that returns to a relative "ما" ("ما تنص عليه
#: اللائحة" what the regulation states, "ما تحتاج إليه"، "ما يترتب عليها"، "ما تشمله"): the verb's object stands after it,
#: so the "ما" is "what", no negator. (A negated verb takes no such pronoun of its own: "ما تنص اللائحة على ذلك".)
RESUMING = "عليه عليها عليهم فيه فيها فيهم به بها بهم منه منها منهم له لها لهم إليه إليها إليهم عنه عنها عنهم"
_RESUMING = frozenset(fold_text(w) for w in RESUMING.split())


#: THE SPOKEN NEGATED NECESSITY: "ما" before a verb of need ("ما يلزم أي خبرة سابقة"، "ما يلزم خبرة سابقة"، "ما يشترط
#: حجز") is the negator where the verb's indefinite subject follows: "any" (أي, said only under a negation or a
#: question), a word with no article, no attached preposition and no pronoun of the object, or an indefinite feminine
#: noun with its adjective ("خبره سابقه": ة folds as ه, as a pronoun does). The relative "what is needed" takes its
#: object resumed or a preposition ("ما يجب فعله"، "ما يلزم من أوراق"، "ما يلزم لحجزك"، "اتخاذ ما يلزم"): no negator.
NEED_VERBS = "يلزم تلزم يشترط تشترط يتطلب تتطلب"
_NEED = frozenset(fold_text(w) for w in NEED_VERBS.split())
_ANY = frozenset(fold_text(w) for w in "أي أية".split())
_PARTICLES = frozenset(fold_text(w) for w in """من في على عن إلى الى مع عند لدى حتى قبل بعد إذا اذا لو أن ان إن
هو هي هذا هذه ذلك شي شيء""".split())


def _need_subject(ws: list[str], k: int) -> bool:
    """Whether ``ws[k]`` opens the indefinite subject of a negated verb of need (:data:`NEED_VERBS`)."""
    if k >= len(ws):
        return False
    w = ws[k]
    if w in _ANY:
        return True
    if len(w) < 3 or w.startswith("ال") or w in _PARTICLES or w in _RESUMING or w[0] in "لب" or _IMPERFECT.match(w):
        return False
    if _OBJECT_SUFFIX.search(w) is None:
        return True
    nxt = ws[k + 1] if k + 1 < len(ws) else ""
    return w.endswith("ه") and nxt.endswith("ه") and not nxt.startswith("ال") and len(nxt) >= 4


def _needed(w: str) -> bool:
    """A verb of need (:data:`NEED_VERBS`), bare or with the "you" it binds ("يلزمك"، "يلزمكم")."""
    return w in _NEED or _YOU.sub("", w) in _NEED


_YOU = re.compile(r"(?:كم|كي|ك)$")


def _spoken_negation(ws: list[str]) -> bool:
    return any(w in _MA_JOINED and k + 1 < len(ws) and not (k and ws[k - 1] in _MA_RELATIVE) and (
        (_needed(ws[k + 1]) and _need_subject(ws, k + 2))
        or (_IMPERFECT.match(ws[k + 1]) is not None and ws[k + 1] not in _MA_FIXED
            and _OBJECT_SUFFIX.search(ws[k + 1]) is None and not (k + 2 < len(ws) and ws[k + 2] in _RESUMING)))
        for k, w in enumerate(ws))


#: the conditional particles whose negated condition ("إذا لم"، "لو لم"، "لو ما") is no negation of the clause
#: ("إن" folds as "أن", "that", whose "أن لا" does negate: it is left out)
CONDITIONALS = "إذا وإذا فإذا لو ولو فلو"
_CONDITIONAL = frozenset(fold_text(w) for w in CONDITIONALS.split())
#: THE NEGATED-CONDITION GRAMMAR, with "إن": "إن لم تفز يُعاد إليك الضمان"، "فإن لم تُستلم أُعيدت إلى الأرشيف"، "وإن لم". "إن"
#: folds as "أن" (that), but "أن" takes the subjunctive ("أن لا"، "ألا"، "أن لن") and never the jussive's "لم": before "لم"
#: it can only be the conditional, whose negator negates the condition, not the clause's answer
IN_CONDITIONALS = "إن وإن فإن"
_IN_CONDITIONAL = frozenset(fold_text(w) for w in IN_CONDITIONALS.split())
_LAM = fold_text("لم")
#: THE BOUND GRAMMAR: a negator before a verb of comparison ("لا تقل عن 90 يومًا" at least 90 days, "لا يزيد على"،
#: "لا يتجاوز" at most, "على ألا تقل المسافة عن كيلومتر") states a bound on the figure, the same as "90 يومًا على الأقل"
#: or "كحد أقصى": no negation of the clause. Which bound it is, and a bound turned the other way, are read by
#: text.arabic.frames (bound_of, bound_flipped); a verb of comparison with no negator keeps its own word
#: (and in the dialects, negated by "ما … ش": "ما يزيدش عن ٣٠ كيلو"، "في أجل ما يفوتش ١٥ يوم"، "ما يقلش سنه على ٢٠ سنة")
#: the verbs of going above and of going below a figure: the bound grammar's verbs, and the words of a condition's side
#: (ABOVE_WORDS, BELOW_WORDS) with its adverbs
ABOVE_VERBS = "تزيد يزيد تتجاوز يتجاوز تجاوز تفوق يفوق تتعدى يتعدى"
BELOW_VERBS = "تقل يقل"
COMPARATIVE_VERBS = f"{ABOVE_VERBS} {BELOW_VERBS} يجاوز"
SPOKEN_COMPARATIVE_VERBS = "يقلش تقلش يزيدش تزيدش يتجاوزش تتجاوزش يفوتش تفوتش يعديش تعديش"
_COMPARATIVE_VERB = frozenset(fold_text(w) for w in COMPARATIVE_VERBS.split())
_SPOKEN_COMPARATIVE = frozenset(fold_text(w) for w in SPOKEN_COMPARATIVE_VERBS.split())


@lru_cache(maxsize=8192)
def _bounds(clause: str) -> tuple[tuple[frozenset[str], bool], ...]:
    """The verbs of comparison of a folded clause, each (its stems, whether a bound's negator stands before it): "لا تقل"
    → (تقل, True), "تتجاوز" → (تتجاوز, False), the spoken "ما يزيدش" → (يزيد, True)."""
    ws = _WORD.findall(clause)
    out = []
    for k, w in enumerate(ws):
        if w in _COMPARATIVE_VERB:
            out.append((stem_candidates(w), k > 0 and (ws[k - 1] in _NEG or ws[k - 1] in _ALA_FORMS)))
        elif w in _SPOKEN_COMPARATIVE and k > 0 and ws[k - 1] == _MA:
            out.append((stem_candidates(w[:-1]), True))
    return tuple(out)


def _turned(mine: tuple[tuple[frozenset[str], bool], ...], theirs: tuple[tuple[frozenset[str], bool], ...]) -> bool:
    """The claim's bound is the context clause's turned the other way: the same verb of comparison, negated in one of
    them only ("تتجاوز" over "ألا تتجاوز"; THE BOUND GRAMMAR reads neither negator as the clause's)."""
    return any(a != b and not x.isdisjoint(y) for x, a in mine for y, b in theirs) and \
        not any(a == b and not x.isdisjoint(y) for x, a in mine for y, b in theirs)


def _unbound(ws: list[str]) -> list[str]:
    """The words without a bound's negators: "على ألا تقل" restricts nothing (its "ألا" folds as "إلا", except)."""
    bound = _bound_negators(ws) if len(ws) > 1 else set()
    return [w for k, w in enumerate(ws) if k not in bound] if bound else ws


def _bound_negators(ws: list[str]) -> set[int]:
    """The positions of the negators of a bound ("لا تقل"، "ألا يتجاوز"، "بألا تزيد"، "ما يزيدش"): :data:`COMPARATIVE_VERBS`."""
    return {k for k, w in enumerate(ws[:-1]) if ((w in _NEG or w in _ALA_FORMS) and ws[k + 1] in _COMPARATIVE_VERB)
            or (w == _MA and ws[k + 1] in _SPOKEN_COMPARATIVE)}


def _named_forbidden(w: str) -> bool:
    """A prohibitive word with its article (and its conjunction): "الممنوع"، "والمحظور"."""
    core = w[1:] if w[:1] in "وف" and w[1:3] == "ال" else w
    return core[:2] == "ال" and core[2:] in _PROHIBIT


#: THE CIRCUMFIX NEGATION: the dialects' "ما … ش" around a verb (Egyptian, Levantine, Maghrebi: "ما بيشملش"، "ما
#: تتطلبش"، "ما يلزمهاش"، Moroccan with its ك of the present, "ما كيحتاجش"): a negation wherever it stands (the ش
#: leaves no reading of "ما" as "what"), and the verb is the verb without it ("ما تتطلبش" restates "لا تتطلب", and
#: "ما بيشملش" denies "يشمل"). The present's prefixes before the person (ب، ك، كا) are left off with it. Words whose
#: own last letter is ش (يعيش، يفتش) are no circumfix; the verb is four letters at least with the ش
CIRCUMFIX_ROOT_SH = "يعيش تعيش نعيش بيعيش بتعيش يفتش تفتش يطيش يرش ترش ينعش تنعش"
_CIRCUMFIX_ROOT_SH = frozenset(fold_text(w) for w in CIRCUMFIX_ROOT_SH.split())
_CIRCUMFIX_PRESENT = re.compile(r"^(?:كا|ك|ب)(?=[يتنا])")
#: the Maghrebi "if" ("كان الفاتورة ما تخلّصتش"): "كان" opening the clause, before a circumfix (elsewhere it is "was")
KAN_IF = "كان وكان"
_KAN_IF = frozenset(fold_text(w) for w in KAN_IF.split())


def _circumfixed(ws: list[str]) -> dict[int, str]:
    """{position: the verb without its "ش" and its present's prefix} of each verb after "ما" closed by "ش" (one pass)."""
    out = {}
    for k in range(1, len(ws)):
        w = ws[k]
        if ws[k - 1] == _MA and len(w) >= 4 and w.endswith("ش") and w not in _CIRCUMFIX_ROOT_SH \
                and w not in _SPOKEN_COMPARATIVE:  # ("ما يقلش عن ٢٠ سنة": a bound, the bound grammar's, no negation)
            out[k] = _CIRCUMFIX_PRESENT.sub("", w[:-1])
    return out


@lru_cache(maxsize=8192)
def read(clause: str) -> tuple[tuple[frozenset[str], ...], bool]:
    """(the stem sets of the clause's words, whether it is negated) of one folded clause."""
    if _NOTHING_PREVENTS.search(clause) is not None:
        clause = _NOTHING_PREVENTS.sub(f" {_MAY} ", clause)  # "لا يوجد ما يمنع …" = "يجوز …"
    if any(c.isdigit() for c in clause):
        clause = _AMOUNTING.sub(" ", clause)
    ws = _WORD.findall(_undenied(clause))
    circumfixed = _circumfixed(ws)
    # (a circumfix after a condition's opener negates the condition, "إذا الفاتورة ما تخلصتش"، Tunisian "كان الفاتورة ما
    # تخلّصتش بعد 30 يوم": if it is not paid; as "إذا لم تُدفع", no negation of the clause)
    opened = next((k for k, w in enumerate(ws) if w in _CONDITIONAL or (k == 0 and w in _KAN_IF)), len(ws))
    circumfix_negates = any(k < opened for k in circumfixed)
    if circumfixed:
        ws = [circumfixed.get(k, w) for k, w in enumerate(ws) if not (k + 1 in circumfixed and w == _MA)]
    if len(ws) > 1 and (double := _double_negative(ws)):
        ws = [w for k, w in enumerate(ws) if k not in double]
    if len(ws) > 1 and not _CONDITIONAL.isdisjoint(ws):
        # "وإذا لم تستوفِ الوثائق الشروط قد تُعاد": the negator negates the condition, not what follows it
        ws = [w for k, w in enumerate(ws) if not (w in _NEG and k and ws[k - 1] in _CONDITIONAL)]
    if len(ws) > 1 and _LAM in ws and not _IN_CONDITIONAL.isdisjoint(ws):
        ws = [w for k, w in enumerate(ws) if not (w == _LAM and k and ws[k - 1] in _IN_CONDITIONAL)]
    if len(ws) > 1 and (bound := _bound_negators(ws)):
        ws = [w for k, w in enumerate(ws) if k not in bound]
    # (a prohibitive word with its article names the forbidden thing: "الممنوع فقط جولات صباح الجمعة")
    neg = circumfix_negates or any(w in _NEG or w in _PROHIBIT or (w[:1] in "وف" and w[1:] in _PROHIBIT) or _named_forbidden(w)
                                   for w in ws) or (not _MA_JOINED.isdisjoint(ws) and _spoken_negation(ws))
    # "غير إلزامي"، "غير مسموح": غير before a word (not "من غير"/"بغير" = without) negates it
    neg = neg or any(w in _GHAIR and k + 1 < len(ws) and ws[k + 1] in _GHAIR_OF and not (k and ws[k - 1] in _WITHOUT)
                     for k, w in enumerate(ws))
    # any other word after "غير" is a property of its own, no negation ("غير محدودة" unlimited, "غير المنقولة"
    # immovable): one compound word, which the plain word (or its verb, "لم تنقل") does not restate
    ws = [("غير" + w if k and ws[k - 1] in _GHAIR and w not in _GHAIR_OF and not (k > 1 and ws[k - 2] in _WITHOUT) else w)
          for k, w in enumerate(ws)]
    optional = any(w in _OPTIONAL for w in ws)
    neg = neg != optional  # "اختياري" is "not obligatory"
    ws = [_MUST_KEY if (w in _MUST or w in _OPTIONAL) else w for w in ws if w not in _GHAIR]
    ws = [_COUNTED_IN_KEY if w in _COUNTED_IN and k + 1 < len(ws) and ws[k + 1] in _WITHIN else w for k, w in enumerate(ws)]
    ws = [_INCLUDING_KEY if w in _INCLUDING else w for w in ws]
    # "ألا" (أن + لا) folds to "الا" like "إلا" (except): a negation after "على"، "بشرط"، "يجب"، or as "بألا"
    that_not = {k for k, w in enumerate(ws) if w == _BALA or (w == _ALA and k and (
        ws[k - 1] in _BEFORE_ALA or ws[k - 1] == _MUST_KEY or (ws[k - 1][:1] in "وف" and ws[k - 1][1:] in _BEFORE_ALA)))
        or ((w == _ALA or w in _ALA_FORMS) and k + 1 < len(ws) and ws[k + 1] in _BE_FORMS)}
    neg = neg or bool(that_not)
    words = [w for k, w in enumerate(ws) if w not in _NEG and w not in _PROHIBIT and len(w) > 1 and k not in that_not
             and (w in _KEPT or w not in STOPWORDS)]
    return tuple(dict.fromkeys(stem_candidates(w) for w in words)), neg


#: the words that join a list's members in a denial or an alternative ("ولا"، "أو")
LIST_JOINERS = "ولا أو"
_LIST_JOINERS = frozenset(fold_text(w) for w in LIST_JOINERS.split())


def _list_mates(clause: str, mine: tuple[frozenset[str], ...]) -> int:
    """How many words of a context clause the claim lacks but names a member of the same list joined by و:
    a rule restated for one member of its list ("البطارية مشمولة" for "لا يشمل الضمان الإطارات والبطاريات")."""
    raw = _WORD.findall(clause)
    # a member joined by و, or after a joining negator or "or" ("ولا يشمل الرسوم ولا المشروبات"، "أو الإكراميات")
    pairs = [(w, (w.startswith("و") and len(w) > 3) or (k > 0 and raw[k - 1] in _LIST_JOINERS))
             for k, w in enumerate(raw) if len(w) > 1 and w not in STOPWORDS]
    ws = [w for w, _ in pairs]
    joined = [j for _, j in pairs]
    have = [any(not stem_candidates(w).isdisjoint(m) for m in mine) for w in ws]
    n = 0
    mate = [False] * len(ws)
    for k in range(len(ws) - 1):
        if joined[k + 1] and mate[k] and not have[k + 1]:
            mate[k + 1] = True  # the list goes on: "… الرسوم ولا المشروبات ولا الإكراميات ولا الغسيل"
            n += 1
            continue
        if joined[k + 1] and have[k] != have[k + 1]:
            mate[k + 1] = not have[k + 1]
            n += 1  # one of the pair is the claim's, the other its list-mate
            # the mate's own modifiers ("والتقويم التجميلي"، "التقويم التجميلي والتبييض"): a run of the
            # claim's missing words on the mate's side of the و
            # (one or two words, closed on the far side by a word of the claim: the mate stands between the
            # claim's subject and its predicate)
            step, j = (1, k + 2) if have[k] else (-1, k - 1)
            run = 0
            while 0 <= j < len(ws) and not have[j] and not joined[j] and run < 3:
                run += 1
                j += step
            if 0 < run <= 2 and (j < 0 or (j < len(ws) and have[j])):  # (or the clause's start)
                n += run
    return n


#: the prepositions that open a predicate's complement ("مشمول بالتأمين"، "مسموح داخل القاعة"، "متاح ضمن الباقة")
COMPLEMENT_OPENERS = "ب في ضمن داخل من ل عبر"
_COMPLEMENT_WORDS = frozenset(fold_text(w) for w in COMPLEMENT_OPENERS.split() if len(w) > 1)


def _complement_said(clause: str, claim: str) -> int:
    """The claim's words of its complement (1 or 2), when the claim restates the context clause's predicate of
    :data:`_GHAIR_OF` ("مشمولين") and gives it a complement of its own for the context's one word ("مشمول ضمن التغطية" for "غير مشمولَين بالتأمين"): the
    complement paraphrased, the predicate and its subject kept; else 0. Only a one-word complement right after
    the predicate, opened by a preposition (ب… or في / ضمن / داخل …), and only when the claim's is opened so too.
    The context's complement counts as one word restated."""
    cws = [w for w in _WORD.findall(clause) if w not in _GHAIR]
    mws = _WORD.findall(claim)
    for k, w in enumerate(cws[:-1]):
        if w not in _GHAIR_OF or k + 2 != len(cws):
            continue
        comp = cws[k + 1]
        if not (comp.startswith("ب") and len(comp) > 4):
            continue
        pred = stem_candidates(w)
        for j, m in enumerate(mws[:-1]):
            if pred.isdisjoint(stem_candidates(m)):
                continue
            nxt = mws[j + 1]
            opened = nxt in _COMPLEMENT_WORDS or (nxt.startswith("ب") and len(nxt) > 4)
            said = mws[j + 2] if nxt in _COMPLEMENT_WORDS and j + 2 < len(mws) else nxt
            if opened and stem_candidates(comp).isdisjoint(stem_candidates(said)):
                return 1 + (nxt != said and nxt not in STOPWORDS)  # (and the preposition, when a content word: داخل)
    return 0


def _covered(a: tuple[frozenset[str], ...], b: tuple[frozenset[str], ...]) -> int:
    """How many words of ``a`` are words of ``b``."""
    return sum(1 for x in a if any(not x.isdisjoint(y) for y in b))


#: "even in" and "except in": a negated rule "لا يقبل … حتى في الحالات الطارئة" denies the exception the
#: context makes ("لا يقبل … إلا في الحالات الطارئة")
_EVEN = re.compile(rf"(?<![{_L}])(?:و)?(?:حتي|ولو|حتي\s+لو)\s+(?:في\s+|ل|ب)?(?P<w>(?:[{_L}]+\s*){{1,2}})")
_EXCEPT = re.compile(rf"(?<![{_L}])(?:و)?(?:الا|عدا|باستثناء|ما\s+عدا)\s+(?:في\s+|ل|ب)?(?P<w>(?:[{_L}]+\s*){{1,2}})")


def _exception_denied(claim: str, neg: bool, context: list[str]) -> str | None:
    """The context's exception ("إلا في الحالات الطارئة") that a negated claim says holds "even" there."""
    if not neg:
        return None
    m = _EVEN.search(claim)
    if m is None:
        return None
    said = [stem_candidates(w) for w in _WORD.findall(m.group("w")) if w not in STOPWORDS]
    if not said:
        return None
    for c in context:
        for e in _EXCEPT.finditer(c):
            theirs = [stem_candidates(w) for w in _WORD.findall(e.group("w")) if w not in STOPWORDS]
            if theirs and all(any(not x.isdisjoint(y) for y in theirs) for x in said):
                return c
    return None


#: words that restrict a denial to a part ("لا يسمح … لغير الحاملين"، "إلا"، "سوى"): not a denial of the whole
RESTRICTING = "غير لغير بغير إلا الا سوى عدا باستثناء ماعدا خارج دون بدون"
_RESTRICTS = frozenset(fold_text(w) for w in RESTRICTING.split())
_ONLY = fold_text("فقط")


#: the two sides of a condition on a figure: above it ("تزيد قيمتها على 1,000") and below it ("أقل من
#: ١٬٠٠٠"); "لا يتجاوز" is below. A claim of the other polarity on the other side of the context's
#: condition states its converse ("لا يلزمك إرفاق فاتورة" for a gift below the figure above which the
#: context requires one), not a flip
ABOVE_WORDS = f"{ABOVE_VERBS} أكثر فوق"
BELOW_WORDS = f"{BELOW_VERBS} أقل دون تحت"
_ABOVE_W = frozenset(fold_text(w) for w in ABOVE_WORDS.split())
_BELOW_W = frozenset(fold_text(w) for w in BELOW_WORDS.split())


def _side(folded: str) -> str | None:
    """Which side of a figure a folded clause's condition takes: "above", "below" or None (neither, or both)."""
    ws = _WORD.findall(folded)
    sides = set()
    for k, w in enumerate(ws):
        core = w[1:] if w[:1] in "وفب" and w[1:] in (_ABOVE_W | _BELOW_W) else w
        # (negated by لا، by "ألا" (that … not), or in the dialects by "ما … ش": "ما يقلش")
        negated = k > 0 and (ws[k - 1] in _NEG or ws[k - 1] in _ALA_FORMS or (ws[k - 1] == _MA and w in _SPOKEN_COMPARATIVE))
        if w in _SPOKEN_COMPARATIVE and k and ws[k - 1] == _MA:
            core = w[:-1]
        if core in _ABOVE_W:
            sides.add("below" if negated else "above")
        elif core in _BELOW_W:
            sides.add("above" if negated else "below")
    return sides.pop() if len(sides) == 1 else None


#: every day: a claim that something is open or held "يوميًا"، "كل يوم"، "طوال أيام الأسبوع"، "7 أيام في الأسبوع"
#: denies each weekday the context says it is closed ("المتحف مغلق يوم الإثنين"، "وتُغلق يوم الجمعة")
_EVERY_DAY = re.compile(r"(?<![\w])(?:يوميا|كل\s+يوم|كل\s+الايام|طوال\s+(?:ايام\s+)?الاسبوع|طيله\s+(?:ايام\s+)?الاسبوع"
                        r"|(?:7|سبعه)\s+ايام\s+(?:في|ب)\s*الاسبوع|علي\s+مدار\s+الاسبوع)(?![\w])")
OPEN_WORDS = "يفتح تفتح يفتحون مفتوح مفتوحة يعمل تعمل الدوام دوام يستقبل تستقبل متاح متاحة"
CLOSED_WORDS = "مغلق مغلقة يغلق تغلق يُغلق تُغلق مقفل مقفلة مسكر مسكرة"
_OPEN = frozenset(fold_text(w) for w in OPEN_WORDS.split())
_CLOSED = frozenset(fold_text(w) for w in CLOSED_WORDS.split())
_WEEKDAY_NAMES = frozenset(fold_text(w) for w in "الأحد الإثنين الاثنين الثلاثاء الأربعاء الخميس الجمعة السبت".split())
_EXCEPTING = frozenset(fold_text(w) for w in "عدا ماعدا باستثناء إلا الا سوى ما خلا".split())


def _every_day_denied(folded: str, neg: bool, context: list[str]) -> str | None:
    """The context clause closing a weekday ("المتحف مغلق يوم الإثنين") that a claim of opening every day
    ("يفتح المتحف يوميًا") denies, about the same subject (a shared content word, or none named in the
    context's clause: "وتُغلق يوم الجمعة"), or None. A claim with its own exception (عدا، إلا …) denies nothing."""
    if neg or _EVERY_DAY.search(folded) is None:
        return None
    ws = _WORD.findall(folded)
    if _OPEN.isdisjoint(w[1:] if w[:1] in "وف" and w[1:] in _OPEN else w for w in ws) or not _EXCEPTING.isdisjoint(ws):
        return None
    mine = [stem_candidates(w) for w in ws if w not in STOPWORDS and w not in _OPEN and w not in _NOT_SUBJECT and len(w) > 2]
    for k, c in enumerate(context):
        cws = _WORD.findall(c)
        closed = [w for w in cws if w in _CLOSED or (w[:1] in "وف" and w[1:] in _CLOSED)]
        if not closed or _WEEKDAY_NAMES.isdisjoint(w[1:] if w[:1] in "وب" else w for w in cws) or not _EXCEPTING.isdisjoint(cws):
            continue
        if any(w in _NEG for w in cws):
            continue  # "لا يغلق يوم الجمعة"
        rest = _subject_words(cws, closed)
        if not rest and k and c.lstrip().startswith("و"):  # "فرع خلدا يعمل …، ويُغلق يوم الجمعة": the clause it joins
            rest = _subject_words(_WORD.findall(context[k - 1]), [])
        if not rest:
            return c
        # the same subject: the claim names every word of it ("فرع خلدا"، not "فرع الشميساني"; "المتحف")
        if len(rest) <= MAX_SUBJECT_WORDS and all(any(not stem_candidates(w).isdisjoint(m) for m in mine) for w in rest):
            return c
    return None


#: the most words a closed clause's subject has for the claim to name it whole (a longer clause is no subject)
MAX_SUBJECT_WORDS = 4
#: words of a clause that name no subject: the clock and the parts of the day
_NOT_SUBJECT = frozenset(fold_text(w) for w in "الساعة ساعة صباحًا صباحا مساءً مساء ظهرًا ظهرا ليلًا ليلا منتصف الليل يوم يومي".split())


def _subject_words(cws: list[str], closed: list[str]) -> list[str]:
    return [w for w in cws if w not in STOPWORDS and w not in closed and len(w) > 2 and w not in _NOT_SUBJECT
            and w not in _OPEN and (w[1:] if w[:1] in "وب" else w) not in _WEEKDAY_NAMES]


#: a cross that opens a list item ("- ❌ رسوم دخول المواقع الأثرية"، "🚫 التدخين"): the item is denied, as by لا. A
#: cross on an item that already says no ("❌ لا يشمل …"، "⛔ ممنوع …") is its own (no double negation)
CROSSES = "\u274c\u2716\u2717\u2718\U0001f6ab\u26d4\u274e"
_CROSSED = re.compile(rf"^[\s*_>#|•·\-–—\d.)]*[{CROSSES}]")


#: the words that already say an item is left out ("❌ **مستثنى:** …"، "❌ غير مشمول"): a cross beside one agrees with
#: it and adds no negation of its own
EXCLUDING = ("مستثنى مستثناة مستثناه مستثنيات المستثنيات مستبعد مستبعدة يستثنى تستثنى يستبعد تستبعد استثناء الاستثناءات"
             " غير ممنوع ممنوعة يمنع محظور محظورة لا ليس ليست لم لن بدون")
_EXCLUDING = frozenset(fold_text(w) for w in EXCLUDING.split())


def crossed(sentence: str) -> bool:
    """The sentence is a list item opened by a cross marker, and no word of it says no already."""
    if _CROSSED.match(sentence) is None:
        return False
    ws = _WORD.findall(fold_text(sentence))
    return _EXCLUDING.isdisjoint(w[1:] if w[:1] in "وف" and w[1:] in _EXCLUDING else w for w in ws)


#: a scope widened: the claim says "all the N" ("في جميع الشواحن"، "لكل الرحلات") where the context restricts the same
#: N by "only" ("في الشواحن السريعة فقط"، "فقط للرحلات الداخلية") and never says all of them (English "free for all"
#: over "for members only")
_ALL_OF = re.compile(rf"(?<![{_L}])(?:[وفبل]|في\s+)?(?:جميع|كل|كافه)\s+(?P<n>ال[{_L}]{{3,}})")


def _only_widened(claim: str, context: list[str]) -> str | None:
    """The context clause that restricts by فقط the noun the (folded) claim says all of, else None."""
    for m in _ALL_OF.finditer(claim):
        noun = re.escape(m.group("n"))
        only = re.compile(rf"(?<![{_L}])(?:[وفبل]|لل)?{noun}(?:\s+[{_L}]+)?\s+فقط(?![{_L}])|(?<![{_L}])فقط\s+(?:(?:في|على|عند)\s+)?(?:[وفبل]|لل)?{noun}(?![{_L}])")
        every = re.compile(rf"(?:جميع|كل|كافه)\s+{noun}(?![{_L}])")
        if any(every.search(c) for c in context):
            continue
        for c in context:
            if only.search(c):
                return c
    return None


#: "whether A or B" ("سواء متصلة أو متفرقة"، "سواء بالبطاقة أو نقدًا"): the claim says its rule holds either way
EITHER = "سواء سواءً"
_EITHER = re.compile(rf"(?<![{_L}])(?:{'|'.join(sorted({fold_text(w) for w in EITHER.split()}, key=len, reverse=True))})"
                     rf"\s+(?:(?:كان|كانت|كنت)\s+)?(?P<a>[{_L}]{{3,}})\s+(?:او|ام)\s+(?P<b>[{_L}]{{3,}})")


def _either_widened(claim: str, context: list[str]) -> str | None:
    """The context clause that restricts by one side of the claim's "whether A or B" ("أكثر من ٧ أيام متصلة" for
    "أكثر من 7 أيام، سواء متصلة أو متفرقة"): the context says A and never B, so "either way" widens its rule; None when
    the context says both, or neither."""
    for m in _EITHER.finditer(claim):
        a, b = stem_candidates(m.group("a")), stem_candidates(m.group("b"))
        said_a = said_b = None
        for c in context:
            ws = [stem_candidates(w) for w in _WORD.findall(c)]
            if said_a is None and any(not a.isdisjoint(w) for w in ws):
                said_a = c
            if any(not b.isdisjoint(w) for w in ws):
                said_b = c
                break
        if said_a is not None and said_b is None:
            return said_a
    return None


#: THE CONDITION WAIVED: the claim does a thing "without (needing) X" ("دون حاجة إلى إذن المحكمة"، "بدون موافقة") where
#: the context allows it only with X ("لا يجوز … إلا بإذن من المحكمة"، "بشرط موافقة"): the other polarity of its rule.
#: The claim's sentence and the context's clause share two more content words (the same act), and a claim that
#: denies ("لا يجوز التصرف دون إذن") keeps the rule
_WAIVED = re.compile(rf"(?<![{_L}])(?:ب?دون|من\s+(?:غير|دون))\s+(?:(?:ال)?حاجه\s+(?:الي|ل)\s+)?(?P<w>[{_L}]{{3,}})")
_ONLY_WITH = re.compile(rf"(?<![{_L}])(?:الا\s+(?:ب|بعد\s+)|بشرط\s+|شريطه\s+)(?P<w>[{_L}]{{3,}})")


def _condition_waived(claim: str, context: list[str], sentence: str) -> str | None:
    """The context clause whose condition ("إلا بإذن") an undenied claim waives ("دون حاجة إلى إذن"), or None."""
    m = _WAIVED.search(claim)
    if m is None:
        return None
    waived = stem_candidates(m.group("w"))
    mine = [stem_candidates(w) for w in _WORD.findall(fold_text(sentence)) if w not in STOPWORDS and len(w) > 2]
    for c in context:
        for o in _ONLY_WITH.finditer(c):
            if waived.isdisjoint(stem_candidates(o.group("w"))):
                continue
            theirs = [stem_candidates(w) for w in _WORD.findall(c[:o.start()]) if w not in STOPWORDS and len(w) > 2]
            if sum(any(not t.isdisjoint(x) for x in mine) for t in theirs) >= 2:
                return c
    return None


def flip(claim: str, context: list[str], sentence: str | None = None) -> str | None:
    """The context clause the claim restates with the other polarity, or None. ``context``: the
    context's folded clauses (:func:`clauses`); ``sentence``: the claim's whole sentence, whose
    condition on a figure may stand in another clause ("أي أقل من ١٬٠٠٠ درهم، لذا لا يلزمك …")."""
    folded = fold_text(claim)
    mine, neg = read(folded)
    neg = neg or crossed(sentence if sentence is not None else claim)
    if (exc := _exception_denied(folded, neg, context)) is not None:
        return exc
    if (shut := _every_day_denied(folded, neg, context)) is not None:
        return shut
    if not neg and (wide := _only_widened(folded, context)) is not None:
        return wide
    if not neg and (wide := _either_widened(folded, context)) is not None:
        return wide
    if not neg and (waived := _condition_waived(folded, context, sentence if sentence is not None else claim)) is not None:
        return waived
    corrected = None
    if neg and sentence is not None and (d := _DENIED_VALUE.search(folded)) is not None:
        said = fold_text(sentence)
        at = said.find(d.group())
        if at >= 0 and _CORRECTED.search(said, at + len(d.group())) is not None:
            corrected = frozenset(_FIGURE.findall(d.group()))
    if neg and corrected is None and (d := _DENIED_VALUE.search(folded)) is not None \
            and not read(_DENIED_VALUE.sub(" ", folded))[1] and not crossed(sentence if sentence is not None else claim):
        corrected = frozenset(_FIGURE.findall(d.group()))  # THE DENIED OTHER FIGURE: "سن الزواج ليس ١٦ سنة" (below)
    if len(mine) < 3:
        return None
    best_same = 0.0
    best_other, other = 0.0, None
    # a denial of part of a clause the context states ("لا يُسمح بالدفع بالتقسيط" over "يُسمح بالدفع
    # بالتقسيط على ثلاث دفعات"): every word of the claim is the clause's, none restricts it (غير، إلا …)
    restricted = not _RESTRICTS.isdisjoint(_unbound(_WORD.findall(folded)))
    denial = neg and not restricted
    said = fold_text(sentence) if sentence is not None else folded
    side = _side(said) if any(ch.isdigit() for ch in said) else None
    my_bounds = _bounds(folded)
    for c in context:
        theirs, cneg = read(c)
        if len(theirs) < 3:
            continue
        full = theirs
        if (why := _REASON.search(c)) is not None:  # THE REASON ADJUNCT: why the clause holds, not what it says
            core, core_neg = read(c[:why.start()])
            if len(core) >= REASON_CORE and core_neg == cneg:
                theirs = core
        if cneg and (joint := _DENIED_CONJUNCT.search(c)) is not None:  # THE DENIED SECOND CONJUNCT: "X ولا Y"
            core, core_neg = read(c[:joint.start()])
            if len(core) >= REASON_CORE and not core_neg and _covered(mine, core) == _covered(mine, full):
                theirs, cneg = core, core_neg
        # (a bound turned the other way is the other polarity: "الأقساط تتجاوز 40%" over "يجب ألا تتجاوز الأقساط 40%")
        turned = bool(my_bounds) and _turned(my_bounds, _bounds(c))
        differ = (cneg != neg) != turned
        if side is not None and differ and not turned and (cside := _side(c)) is not None and cside != side:
            continue  # the converse: the other polarity on the other side of the figure
        if restricted and differ and _RESTRICTS.isdisjoint(_unbound(_WORD.findall(c))):
            continue  # "لا يُسمح … إلا لحاملي البطاقات" restates "يُسمح … لحاملي البطاقات": only them, no flip
        comp = _complement_said(c, folded) if differ else 0  # (the claim's complement words, a paraphrase)
        whole = (_covered(theirs, mine) + (_list_mates(c, mine) + min(comp, 1) if differ else 0)) / len(theirs)
        # (not of a clause the context restricts, "… على غير السعوديين فقط": a denial of the rest is its complement)
        part = denial and not cneg and whole >= 0.5 and _covered(mine, theirs) == len(mine) \
            and _RESTRICTS.isdisjoint(_unbound(cws := _WORD.findall(c))) and _ONLY not in cws
        if whole < (1.0 if len(theirs) <= 5 else 0.85) and differ and not part:
            continue
        if (_covered(mine, full) + comp) / len(mine) < 0.6:
            continue
        if not differ:
            best_same = max(best_same, whole)
        elif whole > best_other:
            best_other, other = whole, c
    if other is not None and best_other > best_same:
        if corrected is not None and {f"{float(x):g}" for x in corrected}.isdisjoint(_clause_figures(other)):
            return None  # "ليست 90 يومًا، بل 60 يومًا": a figure set right (not the context's own denied); THE DENIED
            # OTHER FIGURE: "سن الزواج ليس ١٦ سنة" over "سن الزواج ثماني عشرة سنة" — the negation is the figure's alone,
            # and the figure is not the clause's (in digits or in words): the user's figure denied, the rule kept
        return other
    return None


#: THE REASON ADJUNCT: a context clause's reason or purpose after what it says ("لا تشحن التعاونية حاليًا إلى خارج لبنان
#: بسبب متطلبات شهادات التصدير"، "… حفاظًا على سلامتهم"): why the rule holds, not the rule — a claim that restates the
#: rest with the other polarity flips it ("بتشحن التعاونية لخارج لبنان") without saying the reason; only a reason after
#: :data:`REASON_CORE` content words of the clause's own (a rule with its subject: "الملابس الصناعية مثل البوليستر
#: ممنوعة لأنها …" leaves a bare noun phrase, which a table's cell restates under a heading of its polarity), and of the
#: clause's polarity
REASON_CORE = 4
REASONS = "بسبب | نظرا | نظرًا | لأن | لان | لأنه | لأنها | حفاظا على | حفاظًا على | حرصا على | حرصًا على | لدواعي | لأسباب | بداعي"
_REASON = re.compile(r"(?<![" + _L + r"])(?:" + "|".join(sorted({r"\s+".join(fold_text(w).split()) for w in REASONS.split("|")},
                                                                key=len, reverse=True)) + r")(?![" + _L + r"])")


#: THE DENIED SECOND CONJUNCT: a context clause that states a thing and then denies another after "و" and a negator
#: ("تُغلق الأبواب بعد بدء العرض بخمس دقائق ولا يُسمح بالدخول بعدها"): a claim that restates only the first conjunct
#: ("أبواب IMAX تُغلق بعد بدء العرض بخمس دقائق") takes its polarity, not the denial's — said as it is, it agrees; denied
#: ("لا تُغلق الأبواب …"), it flips it. Only a first conjunct of :data:`REASON_CORE` content words of its own, positive,
#: and a claim with no word of the second conjunct's
_DENIED_CONJUNCT = re.compile(r"(?<![" + _L + r"])و(?:لا|لم|لن|ليس|ليست)(?![" + _L + r"])")


def _clause_figures(clause: str) -> set[str]:
    """The figures of a folded clause, in digits and in words ("ثماني عشره سنه" → "18")."""
    from .numbers import extract, leading_amount

    values = extract(clause)
    return {f"{float(x):g}" for x in _FIGURE.findall(clause)} \
        | {f"{v.amount:g}" for v in values if v.amount is not None and v.kind != "date"} \
        | {f"{a:g}" for v in values if (a := leading_amount(v.raw)) is not None}


def context_clauses(text: str, memo: dict) -> list[str]:
    """The context's clauses with Arabic words, once per context (``memo``: the context's memo)."""
    hit = memo.get("arabic_clauses")
    if hit is None:
        hit = memo["arabic_clauses"] = [c for c in polar_clauses(text) if _WORD.search(c) and not _SLUG.fullmatch(c)]
    return hit


#: THE SLUG TITLE: a chunk's title written as a file name, its words joined by hyphens ("التجديد-الالكتروني-والغرامات",
#: ".md" or not): it names the document and states nothing, so it has no polarity a claim could turn
_SLUG = re.compile(r"\s*[^\W_]+(?:[-_][^\W_]+)+(?:\.[a-z]{1,4})?\s*")


#: "free" in its forms: a scope word (the English ``SCOPE_WORDS``' "free") — a fee waived that the
#: context must say somewhere ("إعادة الاختبار للمرة الثانية مجانية" over a context with no free)
FREE = "مجاني مجانية مجانا مجانًا مجانيا بالمجان"
_FREE = frozenset(fold_text(w) for w in FREE.split())
#: the context's free in any words, and without the word مجاني (then no neighbourhood is checked): text.free
from ..free import OTHER_AR as _OTHER_FREE, SAID_AR as _FREE_SAID, search_said  # noqa: E402
_DENY = frozenset(fold_text(w) for w in "لا ليس ليست غير لم لن ولا وليس".split())


#: a third-person pronoun standing for the sentence's subject before its predicate ("وهي مجانية"، "فهو مجاني")
PRONOUN_SUBJECTS = "هي وهي فهي هو وهو فهو هم وهم فهم هما وهما فهما كلها وكلها"
_PRONOUN_SUBJECTS = frozenset(fold_text(w) for w in PRONOUN_SUBJECTS.split())


def free_unsaid(claim: str, context: str) -> str | None:
    """The word "free" (مجاني …) a claim asserts when the context says nothing is free, or None."""
    ws = _WORD.findall(fold_text(claim))
    for k, w in enumerate(ws):
        core = w[1:] if w[:1] in "وفب" and w[1:] in _FREE else w
        if core not in _FREE:
            continue
        if not _DENY.isdisjoint(ws[max(0, k - 3):k]):
            continue  # "ليست مجانية": a scope denied is no widening
        folded = fold_text(context)
        if not search_said(_FREE_SAID, folded):
            return w
        before = ws[max(0, k - 4):k]
        if k and ws[k - 1] in _PRONOUN_SUBJECTS:
            before = ws[:min(k - 1, 4)]  # "المواقف الرسمية تفتح قبل 4 ساعات، وهي مجانية": the pronoun's noun opens the sentence
            # ... or closes the clause right before it (THE PRONOUN'S NEAR NOUN: "بتقدر تسأل العيادة وقت الاستشارة، وهي
            # مجانية": the consultation is free)
            before = before + ws[max(min(k - 1, 4), k - 3):k - 1]
            # ... or opens the consequence of a condition before it ("إن كانت عطلتك السبت فورشة سترة هي المتاحة، وهي
            # مجانية": THE CONSEQUENCE'S SUBJECT, its ف taken off)
            then = next((j for j in range(k - 2, 0, -1) if ws[j][:1] == "ف" and len(ws[j]) > 3 and ws[j] not in _PRONOUN_SUBJECTS), None)
            if then is not None and not _CONDITIONS.isdisjoint(ws[:then]):
                before = before + [ws[then][1:]] + ws[then + 1:then + 2]
        before = before + _labelled_thing(claim, w)
        case, limit = _figures_before(claim, w), _limit_after(claim, w)
        if has_arabic(folded) and _OTHER_FREE.search(folded) is None and \
                not _free_of(before, folded, case | limit, _conditioned(ws[:k]), frozenset() if limit else case):
            return w  # the context's free is another thing's ("تركيب مجاني"، not "الشهر الأول … مجاني")
    return None


#: THE FREE LABEL: the free word closing a label, its thing after the colon ("**مشمول مجاناً:** ختم المترجم المحلّف"،
#: "مجاني: التوصيل داخل المدينة"): the words after the colon, up to the clause's end, name what is free
_FREE_LABEL_COLON = re.compile(r"[\s*_]*[:：][\s*_]*")


def _labelled_thing(claim: str, word: str) -> list[str]:
    """The first words after the colon a free word ``word`` closes its label with (:data:`_FREE_LABEL_COLON`), or none."""
    low = fold_text(claim)
    at = low.find(word)
    if at < 0:
        return []
    colon = _FREE_LABEL_COLON.match(low, at + len(word))
    if colon is None:
        return []
    return _WORD.findall(_CLAUSE_END.split(low[colon.end():colon.end() + 120])[0])[:FREE_NEAR]


def says_free(text: str) -> bool:
    """Whether ``text`` says something is free (مجاني، دون مقابل، معفى، "free", "no charge" …)."""
    return search_said(_FREE_SAID, fold_text(text))


def _figures_before(claim: str, word: str) -> frozenset[str]:
    """The figures of the claim's clause before its free word ``word`` (folded: any digit set)."""
    low = fold_text(claim)
    at = low.find(word)
    if at < 0:
        return frozenset()
    parts = _CLAUSE_END.split(low[max(0, at - 120):at])
    figures = _figures(parts[-1]) | _word_years(parts[-1])
    if not figures and len(parts) > 1 and _CONSEQUENCE.match(parts[-1]):
        figures = _figures(parts[-2]) | _word_years(parts[-2])  # "أقل من 4 سنين، فسفرها مجاني": the condition's figure
    return frozenset(figures)


def _word_years(clause: str) -> set[str]:
    """THE AGE IN WORDS: the whole years a folded clause says in words, a dual or a count ("الطفل ذو السنتين"،
    "عمره ثلاث سنوات" → "2", "3"), as the digits of "دون 3 سنوات" are read: no figure written in digits (those are
    :func:`_figures`'), and none in months ("ستة أشهر" is no age in years)."""
    if not has_arabic(clause):
        return set()
    from .numbers import extract

    return {f"{v.amount / 12:g}" for v in extract(clause)
            if v.kind == "quantity" and v.unit == "month" and v.amount and v.amount % 12 == 0
            and not _FIGURE.search(v.raw) and _YEAR_WORD.search(fold_text(v.raw))} | _child_ages(clause)


#: THE CHILD OF AN AGE: "ابن"/"ابنة"/"بنت" (no article, a proclitic allowed) before a feminine ordinal, the year left
#: unsaid ("ابن الرابعة" is a child of four, "بنت السابعة" of seven): that many years. Not "الابن الرابع" (the fourth
#: son: the article, a masculine ordinal) nor "ابنه الثالث" (his third son)
CHILD_OF = "ابن ابنة بنت"
_CHILD_AGE = re.compile(r"(?<![^\s(*_|:])[وفل]?(?:" + "|".join(fold_text(w) for w in CHILD_OF.split())
                        + r")\s+(?P<o>(?:" + ORDINAL_RE + r"))(?![^\s)*_|:.,،؛!?؟])")


def _child_ages(clause: str) -> set[str]:
    """The ages of :data:`_CHILD_AGE` in the folded ``clause``, as digit strings ("ابن الرابعه" → "4"); only the
    feminine ordinals (its first word ends in ه)."""
    out = set()
    for m in _CHILD_AGE.finditer(clause):
        n = ordinal_value(m.group("o"))
        if n is not None and n > 1 and m.group("o").split()[0].endswith("ه"):
            out.add(str(n))
    return out


#: the words of a year in its forms (سنة سنتين سنوات سنين عام عامين أعوام)
_YEAR_WORD = re.compile(r"سن[هتوي]|عام|اعوام")


def _limit_after(claim: str, word: str) -> frozenset[str]:
    """The figures of a limit that follows the claim's free word in its own clause or bracket
    ("مجاناً (دون 12 سنة)"، "مجانًا لمن هم تحت 5 سنوات"، "| مجاناً | أقل من 3 سنوات |"): the
    condition of the free thing, written after it (a table cell, a parenthesis). Only a figure a
    limit word introduces (دون، تحت، أقل من، حتى، لغاية …) — a price after it is another thing's."""
    low = fold_text(claim)
    at = low.find(word)
    if at < 0:
        return frozenset()
    return _limit_figures(low[at + len(word):at + len(word) + 60])


def _limit_figures(after: str) -> frozenset[str]:
    """The figures of the limits in the stretch ``after`` a free word (folded), up to its clause's end: a digit or an
    age said as an ordinal (:data:`_LIMIT_ORDINAL`)."""
    rest = _AFTER_END.split(after)[0]
    return frozenset(m.group("n") for m in _LIMIT_FIGURE.finditer(rest)) | _ordinal_ages(rest)


#: THE AGE ORDINAL: an age limit said as an ordinal, "دون الرابعة" (under four), "تحت السادسة" (under six), "فوق
#: الثانية عشرة" (over twelve), "قبل سن العاشرة" (before the age of ten) — a limit word, "سن"/"عمر" optionally, and the
#: feminine or masculine ordinal (text.arabic.ordinals): the same figure as "دون 4 سنوات"
AGE_LIMITS = "دون | لدون | تحت | أقل من | أصغر من | فوق | أكبر من | أكثر من | قبل | بعد | حتى | لغاية"
_LIMIT_ORDINAL = re.compile(r"(?<![^\s(*_|])(?:" + "|".join(r"\s+".join(fold_text(w).split()) for w in AGE_LIMITS.split("|"))
                            + r")\s+(?:(?:ال)?(?:عمر|سن)\s+)?(?P<o>" + ORDINAL_RE + ")")


def _ordinal_ages(text: str) -> frozenset[str]:
    """The ages of :data:`_LIMIT_ORDINAL` in folded ``text``, as digit strings ("دون الرابعه" → "4")."""
    out = set()
    for m in _LIMIT_ORDINAL.finditer(text):
        n = ordinal_value(m.group("o"))
        if n is not None:
            out.add(str(n))
    return frozenset(out)


def _figures(clause: str) -> set[str]:
    """The figures of a folded clause: its digits, and the ages it says as ordinals (:data:`_LIMIT_ORDINAL`)."""
    return set(_FIGURE.findall(clause)) | _ordinal_ages(clause)


#: the end of the stretch after a free word that can still be its condition (a clause, a cell, a line)
_AFTER_END = re.compile(r"[.!?؟،,;؛\n|]")
#: a limit word and its figure: "دون 12"، "تحت ٥"، "أقل من 3"، "حتى عمر 6"، "لغاية سن 4"
_LIMIT_FIGURE = re.compile(r"(?<![^\s(*_])(?:ل?دون|تحت|اقل\s+من|اصغر\s+من|حتي|لغايه|لحد)\s+(?:(?:ال)?(?:عمر|سن)\s+)?(?P<n>\d+(?:\.\d+)?)")


#: a clause that opens as the consequence of the one before it ("…، فسفرها مجاني"، "…، لذا الدخول مجاني")
_CONSEQUENCE = re.compile(r"[\s*_]*(?:ف[^\s]{2,}|(?:لذا|لذلك|اذن|يعني|وبالتالي|بالتالي)(?:\s|$))")


#: the words that open a condition (the clause a consequence's ف answers)
CONDITIONS = "إن ان إذا اذا لو لما طالما"
_CONDITIONS = frozenset(fold_text(w) for w in CONDITIONS.split())
#: a preposition with the pronoun of the thing the context's sentence is about ("والدخول إليها مجاني"): its noun opens
#: that sentence
PRONOUN_OBJECTS = "إليها إليه لها له فيها فيه عليها عليه منها منه"
_PRONOUN_OBJECTS = frozenset(fold_text(w) for w in PRONOUN_OBJECTS.split())


#: THE FREE THING'S CONDITION: a preposition that opens the condition on which a thing is free ("الراوتر مجاني مع
#: عقد ١٢ شهراً"، "مجاني عند الحجز المبكر"، "بشرط"): the context writes it after its free word, a claim often before
#: ("أما مع عقد سنة كاملة فيكون مجاني"); the condition's nouns (:data:`CONDITION_NOUNS` of them) name the free case
FREE_CONDITIONS = "مع ومع فمع عند وعند فعند بشرط وبشرط شريطة"
_FREE_CONDITIONS = frozenset(fold_text(w) for w in FREE_CONDITIONS.split())
CONDITION_NOUNS = 2


def _conditioned(ws: list[str]) -> frozenset[str]:
    """The folded nouns of the conditions (:data:`FREE_CONDITIONS`) among the words ``ws``: the first
    :data:`CONDITION_NOUNS` content words after each condition preposition."""
    out: set[str] = set()
    for k, w in enumerate(ws):
        if w in _FREE_CONDITIONS:
            out.update([x for x in ws[k + 1:k + 4] if x not in STOPWORDS and len(x) > 2][:CONDITION_NOUNS])
    return frozenset(out)


#: the conditions of :data:`FREE_CONDITIONS` that name an occasion, a case of the thing ("مجانية عند الإصدار الأول"),
#: not a thing it comes with ("مجاني مع الترجمة": the translation itself is not free)
FREE_OCCASIONS = "عند وعند فعند"
_FREE_OCCASIONS = frozenset(fold_text(w) for w in FREE_OCCASIONS.split())


def _first_condition(ws: list[str]) -> list[str]:
    """The folded nouns of the first occasion (:data:`FREE_OCCASIONS`) among the words ``ws``, opening them: the
    first :data:`CONDITION_NOUNS` content words after it, an ordinal among them ("عند الإصدار الأول" → الاصدار، الاول:
    the first issue is no second), or none."""
    for k, w in enumerate(ws[:2]):
        if w in _FREE_OCCASIONS:
            return [x for x in ws[k + 1:k + 4] if (x not in STOPWORDS or ordinal_value(x) is not None) and len(x) > 2][:CONDITION_NOUNS]
    return []


_WORD_REST = re.compile(rf"[{_L}]*")


def _free_of(before: list[str], context: str, nums: frozenset[str] = frozenset(),
             conditions: frozenset[str] = frozenset(), cases: frozenset[str] = frozenset()) -> bool:
    """Whether a thing the claim says is free (the four words before "مجاني", and the figures of
    its clause before it: ``nums``) is one the context says is free (the words of the clause before
    its "مجاني", the last :data:`FREE_NEAR` words, the adjective following its noun; or a figure of it: "أقل من ٤
    سنين مجانًا" for "دون 4 سنوات مجانًا"; where both name a figure, the figure decides); with no content word
    and no figure before it, it is not checked. A limit after the context's free word ("مجاني للأطفال دون ٦ سنوات")
    is its condition too: a figure of the claim's that it names confirms (it never rules out: the claim's figure may
    be the user's case, "قبل ٣٦ ساعة … فالإلغاء مجاني" over "مجاني حتى ٢٤ ساعة"). ``cases``: the claim's figures before
    its free word when it states no limit of its own, each confirmed inside the context's upper limit (:func:`_under_limit`)."""
    mine = [stem_candidates(w) for w in before if w not in STOPWORDS and w not in _DENY and w not in _COST_LABELS and len(w) > 2]
    if not mine and not nums:
        return True
    for m in _FREE_AT.finditer(context):
        window = context[max(0, m.start() - 80):m.start()]
        if nums and not nums.isdisjoint(_limit_figures(context[m.end():m.end() + 60])):
            return True  # the context's condition after its free word: "مجاني للأطفال دون ٦ سنوات"
        if nums and not nums.isdisjoint(_free_amount(context, m.end())):
            return True  # THE FREE AMOUNT: "فترة التجربة المجانية خمسة عشر يومًا" for the claim's "15 يومًا مجانًا"
        end = _WORD_REST.match(context, m.end()).end()  # type: ignore[union-attr]
        after = _WORD.findall(_CLAUSE_END.split(context[end:end + 80])[0])
        if mine and any(any(not f.isdisjoint(x) for x in mine) for h in _free_for(context[end:end + 80]) for f in _construct_forms(h)):
            return True  # THE FREE FOR WHOM: "دخول مجاني لجلسات الرصد" for the claim's "جلسات الرصد … مجانًا"
        if conditions:  # the same condition, the claim's before its free word, the context's after it ("مجاني مع عقد")
            theirs = _conditioned(after)
            if any(not stem_candidates(a).isdisjoint(stem_candidates(b)) for a in conditions for b in theirs):
                return True
        # THE CONDITION AS THE SUBJECT: the context's free thing is free on a condition it names after its free word
        # ("البطاقة مجانية عند الإصدار الأول"), and the claim makes that case the subject ("الإصدار الأول مجاني"):
        # every noun of the condition named (:data:`CONDITION_NOUNS`; "الإصدار الثاني" names another case)
        case_nouns = _first_condition(after)
        if case_nouns and all(any(not stem_candidates(c).isdisjoint(stem_candidates(x)) for x in before) for c in case_nouns):
            return True
        figures = _figures(_CLAUSE_END.split(window)[-1])
        if nums and figures:  # both name a figure: the figure decides ("دون 4 سنوات" is not "أقل من 10 سنين")
            if not nums.isdisjoint(figures) or _under_limit(cases, _CLAUSE_END.split(window)[-1]):
                return True
            continue
        last = _WORD.findall(window)[-FREE_NEAR:]
        near = [stem_candidates(x) for x in last if x not in STOPWORDS]
        # THE FREE CLAUSE'S SUBJECT: the thing the clause opens on, its verb's subject, however many words of time or
        # manner stand between it and the free word ("يُصدر مستخرج شهادة الميلاد لأول مرة مجانًا": the extract is free)
        # (THE LABELLED LIST: a clause after a label's colon opens on its own subject, "فعاليات المهرجان: عرض الألعاب
        # النارية في منتزه السودة كل خميس الساعة ١٠ مساءً مجاناً" — the fireworks are free, not the festival's label)
        opening_words = [x for x in _WORD.findall(_CLAUSE_END.split(window)[-1].rsplit(":", 1)[-1])
                         if x not in STOPWORDS][:FREE_OPENING]
        near += [stem_candidates(x) for x in opening_words]
        if not _PRONOUN_OBJECTS.isdisjoint(last):  # "ورشة سترة …، والدخول إليها مجاني": the sentence's opening noun,
            # named whole by the claim ("ورشة سترة", not "ورشة المحرق")
            opening = [stem_candidates(x) for x in _WORD.findall(_SENTENCE.split(context[:m.start()])[-1])[:2]
                       if x not in STOPWORDS]
            if opening and all(any(not o.isdisjoint(x) for x in mine) for o in opening):
                return True
        if any(not m.isdisjoint(n) for m in mine for n in near):
            return True
    return False


#: THE FREE FOR WHOM: the context's free word followed by the ones it is free for or to, each behind its ل — the first
#: right after the free word, every further one joined by و ("والدخول مجاني للأطفال دون ١٢ سنة ولذوي الإعاقة مع مرافق
#: واحد"، "دخول مجاني لجلسات الرصد الشهرية"): each such phrase's head noun names a free thing, as the words before the
#: free word do; a phrase carrying a figure is left to the figure rules ("للأطفال دون ١٢ سنة": the age decides)
_FOR_HEAD = re.compile(rf"(?P<j>و)?ل(?P<l>ل)?(?P<h>[{_L}]{{2,}})")


def _free_for(rest: str) -> list[str]:
    """The heads of the ل-phrases right after a context's free word (:data:`_FOR_HEAD`), ``rest`` the folded text after
    the free word's own word, up to its clause's end; none when the first word is no ل-phrase, and none of a phrase with
    a figure."""
    heads: list[str] = []
    figured = False
    for k, tok in enumerate(_FOR_TOKEN.findall(_CLAUSE_END.split(rest)[0])):
        head = _FOR_HEAD.fullmatch(tok)
        if head is not None and (head.group("j") is None) is (k == 0):
            heads.append(("ال" if head.group("l") else "") + head.group("h"))
            figured = False
        elif heads and heads[-1] in _POSSESSORS and not _FIGURE.fullmatch(tok):
            heads[-1] = tok  # "لذوي الإعاقة": the possessor's complement names them (ذوو، ذوي: one word in two cases)
        elif k == 0:
            return []
        elif _FIGURE.fullmatch(tok) and heads and not figured:
            heads.pop()
            figured = True
    return heads


def _construct_forms(head: str) -> list[frozenset[str]]:
    """The stems of a ل-phrase's head, and of its other case when it is a plural in construct ("لحاملي البطاقة": حاملي
    is حاملو as a subject, "حاملو البطاقة")."""
    forms = [stem_candidates(head)]
    if len(head) > 3 and head[-1] in "وي":
        forms += [stem_candidates(head[:-1] + e) for e in ("و", "ي", "ون", "ين")]
    return forms


#: the nouns of possession a ل-phrase may open on ("لذوي الإعاقة"، "لذوات الدخل المحدود"): the word after them is the head
POSSESSORS = "ذو ذوو ذوي ذات ذوات ذوا ذوى أصحاب"
_POSSESSORS = frozenset(fold_text(w) for w in POSSESSORS.split())
_FOR_TOKEN = re.compile(rf"[{_L}]+|\d+(?:\.\d+)?")


#: THE FREE AMOUNT: the free word as an adjective, its noun's amount right after it in the same clause ("فترة التجربة
#: المجانية خمسة عشر يومًا"، "الحصة المجانية 30 دقيقة"): the amount that is free, in digits or in words, as the
#: claim's figure before its own free word says it ("15 يومًا مجانًا"); only right after the free word's own word,
#: the amount opening the rest (a figure further on in the clause is another thing's)
def _free_amount(context: str, end: int) -> frozenset[str]:
    """The figures of the amount right after the context's free word ending at ``end`` (folded), up to its clause's
    end (:data:`_AFTER_END`), or nothing when no figure opens the rest."""
    rest_at = _WORD_REST.match(context, end)
    at = rest_at.end() if rest_at is not None else end
    rest = _AFTER_END.split(context[at:at + 60])[0]
    from .numbers import extract

    values = [v for v in extract(rest) if v.amount is not None and v.kind != "date"]
    if not values or rest[:values[0].start].strip(" *_"):
        return frozenset()
    return frozenset(_clause_figures(rest[:values[0].end]))


#: THE GENERIC COST LABEL: a noun of what a thing costs, in any form ("**التكلفة:** مجانية"، "السعر: مجاناً"، "الرسوم
#: مجانية"), names no thing of its own: the free thing is the one the answer is about (its heading, the sentence
#: before), so it is not matched against the context's free thing ("رسوم الشحن مجانية" still names the shipping)
COST_LABELS = "التكلفة الكلفة التكاليف السعر الأسعار الرسوم الرسم الثمن القيمة الأجرة الأجر المقابل تكلفة سعر رسوم رسم ثمن"
_COST_LABELS = frozenset(fold_text(w) for w in COST_LABELS.split())
#: how many words of the context's clause before its "مجاني" name the thing it says is free
FREE_NEAR = 4
#: and how many content words that clause opens on (its verb and the verb's subject: THE FREE CLAUSE'S SUBJECT)
FREE_OPENING = 2
_FREE_AT = re.compile(r"(?<![\w])[وفب]?(?:ال)?مجان|بالمجان")
_CLAUSE_END = re.compile(r"[.!?؟،,;؛\n]")
_FIGURE = re.compile(r"\d+(?:\.\d+)?")

#: THE CASE UNDER THE LIMIT: the context's free clause bounds its figure from above ("بعمر ١٢ سنة فما دون مجانًا"،
#: "دون ٦ سنوات"، "حتى ١٢ سنة") and the claim's figure is the user's case inside it ("الابن (11) | مجانًا"): free too.
#: "دون"/"تحت"/"أقل من"/"أصغر من" bound strictly, "حتى"/"لغاية" and a trailing "فما دون"/"فأقل" take the figure in;
#: a figure over the bound (13 over "١٢ فما دون") is no case of it
_UPPER_BEFORE = re.compile(r"(?<![^\s(*_])(?P<w>ل?دون|تحت|اقل\s+من|اصغر\s+من|حتي|لغايه)\s+(?:(?:ال)?(?:عمر|سن)\s+)?(?P<n>\d+(?:\.\d+)?)")
_UPPER_AFTER = re.compile(r"(?P<n>\d+(?:\.\d+)?)\s+(?:[^\W\d_]+\s+)?(?:[فو]ما\s+(?:دون|اقل)|فاقل|او\s+اقل)(?![^\W\d_])")


def _under_limit(nums: frozenset[str], clause: str) -> bool:
    """Whether a figure of ``nums`` lies inside an upper limit the folded ``clause`` states (:data:`_UPPER_BEFORE`,
    :data:`_UPPER_AFTER`)."""
    mine = [float(n) for n in nums if _FIGURE.fullmatch(n)]
    if not mine:
        return False
    for m in _UPPER_BEFORE.finditer(clause):
        bound, strict = float(m.group("n")), m.group("w") not in ("حتي", "لغايه")
        if any(0 < n < bound or (n == bound and not strict) for n in mine):
            return True
    return any(0 < n <= float(m.group("n")) for m in _UPPER_AFTER.finditer(clause) for n in mine)


#: modal words between a negation and its verb ("لا يمكن استبدالها"، "لا يجوز تمديد"): the predicate is
#: the word after them
MODALS = "يمكن يجوز يحق يتم تتم يسمح يسمح يستطيع تستطيع يمكنك بالإمكان"
#: THE MODAL'S PERSONS: "can" with the person it is said of, as a pronoun on it ("يمكنكم قطف الثمار"، "يمكنه"،
#: "بإمكانكم") or in its own ending ("تستطيعون"), and with و/ف before it ("ويمكنكم") — one predicate with the bare "يمكن"
MODAL_PERSONS = "ك كم كما كي ه ها هم هما ني نا"
_MODAL_BASES = ("يمكن", "بإمكان", "بامكان")
_MODALS = frozenset(fold_text(p + w) for w in MODALS.split() for p in ("", "و", "ف")) \
    | frozenset(fold_text(p + b + e) for b in _MODAL_BASES for e in MODAL_PERSONS.split() for p in ("", "و", "ف")) \
    | frozenset(fold_text(p + w) for w in "تستطيعون يستطيعون تستطيعين نستطيع أستطيع" .split() for p in ("", "و", "ف"))
_SENTENCE = re.compile(r"[.!?\n؟]+")


#: the punctuation that ends a clause: a negator before it is not the next modal's ("ولا الطاولات، ويمكن إضافتها")
_MODAL_CLAUSE_STOP = re.compile(r"[،,؛;:.!?؟\n]")


def _predicates(ws: list[str], text: str | None = None) -> list[tuple[frozenset[str], bool]]:
    """(stems, negated) of the words a modal governs ("يمكن استبدالها" / "لا يمكن استبدالها"). With ``text`` (the
    folded words' text), a negator counts only in the modal's own clause (no clause punctuation between them)."""
    out = []
    spans = [m.span() for m in _WORD.finditer(text)] if text is not None else None
    for k, w in enumerate(ws):
        if w not in _MODALS:
            continue
        neg = any(ws[j] in _NEG and (spans is None or _MODAL_CLAUSE_STOP.search(text or "", spans[j][1], spans[k][0]) is None)
                  for j in range(max(0, k - 2), k))
        # (not the one the modal permits, "يجوز للمتدرج المرافعة"، "لا يحق للمستأجر": its ل-complement)
        nxt = next((x for x in ws[k + 1:k + 4] if x not in STOPWORDS and len(x) > 2 and not x.startswith("لل")), None)
        if nxt is not None:
            out.append((stem_candidates(nxt), neg))
    return out


@lru_cache(maxsize=256)
def _context_predicates(context: str) -> tuple[tuple[str, list[str], list[tuple[frozenset[str], bool]]], ...]:
    out = []
    for sent in _SENTENCE.split(fold_text(context)):
        cws = _WORD.findall(sent)
        theirs = _predicates(cws, sent)
        if theirs:
            out.append((sent, cws, theirs))
    return tuple(out)


#: THE PERMISSION OF THE FORBIDDEN: a thing the claim says needs permission ("استخدام الطائرات المسيّرة يحتاج إلى إذن
#: مسبق") is allowed with it — the other polarity of a context that forbids it outright ("لا يُسمح إطلاقًا باستخدام
#: الطائرات المسيّرة") and names no permission for it. The need: a verb or phrase of needing, then the permission noun
NEEDS = "يحتاج تحتاج يحتاجون تحتاجون يتطلب تتطلب يستلزم تستلزم يستوجب تستوجب بحاجة يلزمه يلزمها يلزمك يشترط تشترط مشروط مشروطة"
PERMITS = "إذن الإذن إذنًا تصريح التصريح تصريحًا موافقة الموافقة ترخيص الترخيص"
FORBIDS = "لا يُسمح | لا تُسمح | لا يجوز | يُمنع | تُمنع | ممنوع | ممنوعة | يُحظر | محظور | محظورة | غير مسموح | لا يُسمَح"
_NEEDS_PERMIT = re.compile(r"(?<![\w])(?:" + "|".join(fold_text(w) for w in NEEDS.split()) + r")[\s*_]+(?:(?:ال[يى]|ل|ب)ـ?[\s*_]*)?(?:"
                           + "|".join(fold_text(w) for w in PERMITS.split()) + r")(?![\w])")
_FORBIDS = re.compile(r"(?<![\w])(?:" + "|".join(r"\s+".join(fold_text(w).split()) for w in FORBIDS.split("|")) + r")(?![\w])")
_PERMIT_WORDS = frozenset(fold_text(w) for w in PERMITS.split())


@lru_cache(maxsize=64)
def _context_forbids(context: str) -> tuple[tuple[str, frozenset[str], bool], ...]:
    """The context's sentences, each with its content stems and whether it forbids outright (no permission, no
    exception named in it)."""
    out = []
    for sent in _SENTENCE.split(fold_text(context)):
        cws = _WORD.findall(sent)
        stems = frozenset(x for w in cws if w not in STOPWORDS and len(w) > 2 for x in stem_candidates(w))
        forbids = _FORBIDS.search(sent) is not None and _PERMIT_WORDS.isdisjoint(cws) and _EXCEPTING.isdisjoint(cws)
        out.append((sent.strip(), stems, forbids))
    return tuple(out)


def permission_of_forbidden(claim: str, context: str) -> str | None:
    """The context sentence forbidding outright what the claim says needs permission (THE PERMISSION OF THE
    FORBIDDEN), or None: the claim's subject (its content words before the need, at least two) is that sentence's
    more than any other context sentence's (one pass over the context: linear)."""
    low = fold_text(claim)
    m = _NEEDS_PERMIT.search(low)
    if m is None:
        return None
    ws = _WORD.findall(low[:m.start()])
    if not _NEG.isdisjoint(ws[-3:]) or _FORBIDS.search(low):
        return None  # "لا يحتاج إلى إذن"، "ممنوع إلا بإذن": no permission claimed, or the prohibition kept
    mine = [stem_candidates(w) for w in ws if w not in STOPWORDS and len(w) > 2 and w not in _NEG]
    if len(mine) < 2:
        return None
    best, hit = 1, None
    for sent, stems, forbids in _context_forbids(context):
        shared = sum(1 for x in mine if not x.isdisjoint(stems))
        if shared > best or (shared == best and hit is not None and not forbids):
            best, hit = shared, (sent if forbids else None)
    return hit


#: the exceptions a context rule may carry ("ما لم"، "إلا إذا"، "بشرط"): a conditioned claim of the other polarity may be
#: restating one (:func:`modal_flip`)
UNLESS = "ما لم | إلا إذا | الا اذا | إلا في حال | إلا | الا | بشرط | شريطة | عدا | باستثناء"
_UNLESS = re.compile(rf"(?<![{_L}])(?:" + "|".join(sorted({r"\s+".join(fold_text(w).split()) for w in UNLESS.split("|")}, key=len, reverse=True))
                     + rf")(?![{_L}])")


def modal_flip(claim: str, context: str) -> str | None:
    """The context sentence whose modal predicate ("يمكن استبدالها") the claim states with the
    other polarity ("لا يمكن استبدالها"), about the same subject (two more shared words), or None;
    or one that forbids outright what the claim says needs permission (:func:`permission_of_forbidden`)."""
    low = fold_text(claim)
    ws = _WORD.findall(low)
    mine = _predicates(ws, low)
    if not mine:
        return permission_of_forbidden(claim, context)
    restricted = not _RESTRICTS.isdisjoint(_unbound(ws))  # "لا يُسمح … إلا لحاملي البطاقات": only them
    conditioned = not _CONDITIONAL.isdisjoint(ws)
    words = {w for w in ws if w not in STOPWORDS and w not in _MODALS and w not in _NEG and len(w) > 2}
    flipped: dict[int, str] = {}  # by the claim's predicate (its index in ``mine``)
    flip_shared: dict[int, int] = {}
    same_shared: dict[int, int] = {}
    for sent, cws, theirs in _context_predicates(context):
        if restricted and _RESTRICTS.isdisjoint(_unbound(cws)):
            continue
        if conditioned and _UNLESS.search(sent) is not None:
            continue  # THE EXCEPTION RESTATED: "لا يمكن تجديد الكتاب إذا كان محجوزًا" over "ويمكن تجديد الإعارة مرتين ما
            # لم يكن الكتاب محجوزًا": the claim's condition is the context rule's own exception, said the other way round
        for k, (stems, neg) in enumerate(mine):
            same = [n for s, n in theirs if not s.isdisjoint(stems)]
            if not same:
                continue
            cwords = {w for w in cws if w not in STOPWORDS and len(w) > 2}
            shared = sum(1 for w in words if any(not stem_candidates(w).isdisjoint(stem_candidates(c)) for c in cwords))
            if neg in same:
                same_shared[k] = max(same_shared.get(k, 0), shared)
            elif shared >= 3 and shared > flip_shared.get(k, 0):
                flipped[k], flip_shared[k] = sent.strip(), shared
    for k, sent in sorted(flipped.items()):
        if flip_shared[k] > same_shared.get(k, 0):
            return sent  # THE NEARER SAME RULE: a context sentence that says the claim's modal with its polarity, of as many
            # of its words ("لا يُسمح ببيع التمور المستوردة" over "لا يُسمح ببيع التمور المستوردة" beside "يُسمح ببيع منتجات
            # التمور المصنّعة محليًا"), is the one it restates: another of the other polarity is of another thing
    return permission_of_forbidden(claim, context)


#: THE KINDS LEFT OUT: a kind the context says a price or a package does not include ("ولا يشمل الوجبات"، "الطعام غير
#: مشمول")، and the things of that kind a claim could say it includes ("ويشمل … ووجبة الإفطار"): kind | members, by
#: their bare folded forms (with the article and a proclitic on either)
KINDS_LEFT_OUT = (
    ("وجبات وجبه طعام اكل", "افطار فطور غداء عشاء سحور وجبه وجبات بوفيه"),
    ("مشروبات", "قهوه شاي عصير عصاير مشروبات"),
    ("مواصلات نقل تنقل", "مواصلات نقل توصيل حافله باص تذاكر طيران"),
    ("اقامه سكن مبيت", "اقامه سكن مبيت فندق فنادق غرفه غرف"),
)


def _bare_re(words: str) -> "re.Pattern[str]":
    return re.compile(rf"(?<![{_L}])(?:[وفبل]?(?:ال|لل)?)(?P<w>{'|'.join(sorted(words.split(), key=len, reverse=True))})(?![{_L}])")


_KINDS = tuple((_bare_re(k), _bare_re(m)) for k, m in KINDS_LEFT_OUT)


def _including(clause: str) -> bool:
    return any(w in _INCLUDING for w in _WORD.findall(clause))


def kind_left_out(claim: str, context: str) -> str | None:
    """The context clause that leaves a kind out of what is included ("ولا يشمل الوجبات"), when the claim says, with a
    word of including and no negation, that it includes a thing of that kind the context never names ("ويشمل القبطان
    والوقود ووجبة الإفطار"), or None. A member the context names (its own exception: "لا يشمل الوجبات عدا الإفطار")
    is the polarity rule's."""
    folded_ctx = fold_text(context)
    left: list[tuple[int, str]] = []
    for c in polar_clauses(context):
        if not _including(c) or not read(c)[1]:
            continue
        left += [(k, c) for k, (kind, _) in enumerate(_KINDS) if kind.search(c) is not None]
    if not left:
        return None
    for part in polar_clauses(claim):
        if not _including(part) or read(part)[1] or _CONDITIONAL.intersection(_WORD.findall(part)):
            continue
        for k, c in left:
            for m in _KINDS[k][1].finditer(part):
                if _bare_re(m.group("w")).search(folded_ctx) is None:
                    return c
    return None


#: THE FORBIDDING HEADING: a heading that names what is not allowed ("### الممنوعات"، "**ممنوع:**"، "المحظورات:") gives
#: its polarity to each list item under it, which names the forbidden thing alone ("- 🔥 **إشعال النار والشواء** على
#: الرمل" under "### الممنوعات" restates "يُمنع إشعال النار والشواء على الرمل", not its other polarity); a heading that
#: also names what is allowed ("المسموح والممنوع") gives none
FORBIDDING_HEADS = "ممنوع ممنوعة ممنوعه الممنوع الممنوعة الممنوعه ممنوعات الممنوعات محظور محظورة المحظور المحظورة محظورات المحظورات"
ALLOWING_HEADS = "مسموح مسموحة مسموحه المسموح المسموحة المسموحه مسموحات المسموحات يسمح يجوز مباح المباح متاح المتاح"
_FORBIDDING_HEADS = frozenset(fold_text(w) for w in FORBIDDING_HEADS.split())
_ALLOWING_HEADS = frozenset(fold_text(w) for w in ALLOWING_HEADS.split())
#: a list line
_LIST_LINE = re.compile(r"^\s*(?:[-*•+]|\d{1,2}[.)])\s+")
#: the marks before an item's first word (its bullet, emoji, emphasis)
_ITEM_LEAD = re.compile(rf"^\s*(?:\d{{1,2}}[.)])?[^{_L}\d]*")
_FORBIDDEN_WORD = fold_text("ممنوع")


def _forbids(head: str) -> bool:
    ws = set(_WORD.findall(fold_text(head)))
    return not ws.isdisjoint(_FORBIDDING_HEADS) and ws.isdisjoint(_ALLOWING_HEADS)


def forbidden_items(text: str, starts: "list[int]") -> frozenset[int]:
    """The sentences on the list lines under a forbidding heading (:data:`FORBIDDING_HEADS`), by their starts in
    ``text``: one pass over the lines and the starts (:func:`..sections.items_under`)."""
    return items_under(text, starts, _forbids, _LIST_LINE)


#: the words that allow outright: only a context clause that says one of them turns a forbidden item — a bare fragment
#: of a list ("يُمنع إدخال الطعام، والمظلات الكبيرة، والطائرات بدون طيار": its last clause, cut from its verb) says no
#: allowance of its own
ALLOWING = ALLOWING_HEADS + " ويسمح فيسمح تسمح وتسمح يسمحون ويجوز فيجوز يمكن ويمكن فيمكن يمكنك ويمكنك بإمكانك مسموحين"
_ALLOWING = frozenset(fold_text(w) for w in ALLOWING.split())


def allows(clause: str) -> bool:
    """Whether the (folded) clause says a word that allows (:data:`ALLOWING`)."""
    return not _ALLOWING.isdisjoint(_WORD.findall(clause))


def as_forbidden(item: str) -> str:
    """A forbidden item (:func:`forbidden_items`) as the clause it stands for: "ممنوع" before its first word, unless
    the item carries a polarity of its own ("- لا يُسمح بالزجاج")."""
    if read(fold_text(item))[1]:
        return item
    m = _ITEM_LEAD.match(item)
    at = m.end() if m is not None else 0
    return item[:at] + _FORBIDDEN_WORD + " " + item[at:]
