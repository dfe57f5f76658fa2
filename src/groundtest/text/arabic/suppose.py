"""A figure an Arabic answer supposes, not states (issue 24): the counterpart of the English
cues of :mod:`groundtest.checker.derive` ("for example", "say", "if you …").

A chat answer works an example: "فلو زادت أمتعتك 4 كجم مثلًا، تدفع ريالين"، "مثلًا حوالة بـ150
دينارًا رسومها ديناران"، "يعني لو رحلتك يوم 20 من الشهر، تقدر تحجز من يوم 5"، "ولو كان عمره 9 سنين
مثلًا …". The supposed figure (4 كجم، 150 دينارًا، 20، 9 سنين) is the writer's, an operand; what it leads
to (ريالين، ديناران، 5) is still checked, as a derivation.

Grammar, read on the folded clause the figure is in (a clause ends at . ! ? ؟ ، , ; ؛ or a line):

- a cue opens the clause before the figure: an example word (مثلًا، على سبيل المثال، مثال، كمثال،
  لنفترض، افترض، فرضًا، لنقل) or a condition (لو، إذا، لنفرض; with و or ف; not إن, folded as أن), or
  "مثلًا" follows the figure in its clause;
- between the cue and the figure stands no other figure (a digit), no answer of the condition
  opened by ف ("إذا احتجتما توصيلة فهي بـ250 درهمًا"، "فالسعر"، "فستدفع") and no word of consequence
  (تدفع، يكلف، رسومها، يصبح، سيكون، المجموع …): what comes after those is what the supposition
  leads to;
- the word right before the figure is no bound (خلال، قبل، بعد، حتى، فوق، تحت، أكثر، أقل، على، عن،
  من، إلى، أقصى، أدنى، حد …): "إذا ألغيت قبل 48 ساعة" states the rule's figure, never supposes it.
"""
from __future__ import annotations

import re

from .normalise import ARABIC_LETTER, fold_text

__all__ = ["supposed", "supposed_month", "supposition_ops", "supposed_working", "EXAMPLE_CUES", "CONDITIONS", "CONSEQUENCES", "BOUNDS"]

_L = ARABIC_LETTER
EXAMPLE_CUES = "مثلا مثلًا مثال كمثال لنفترض نفترض افترض افترضنا فرضا فرضًا لنقل نقول"
#: "على سبيل المثال" and "على سبيل الفرض" as phrases
EXAMPLE_PHRASES = ("على سبيل المثال", "على سبيل الفرض")
CONDITIONS = "لو إذا اذا لنفرض"  # not إن: it folds as أن ("تذكّر أن …")
CONSEQUENCES = """تدفع يدفع ندفع تدفعون يدفعون تدفعين هتدفع بتدفع حتدفع هيدفع بيدفع تدفعي يكلف تكلف يكلفك تكلفك تكلفة
رسوم رسومها رسومه سعر سعرها سعره يكون تكون يصبح تصبح سيكون ستكون يساوي تساوي المجموع الإجمالي المبلغ ينتهي
فينتهي تنتهي فتنتهي يصير تصير يبقى تبقى تحصل يحصل تسترد يسترد تستحق يستحق يخصم تخصم يعني فيكون فتكون"""
BOUNDS = """خلال قبل بعد حتى لغاية لحد فوق تحت أكثر أقل أدنى أقصى حد بحد على عن من إلى الى عند تتجاوز يتجاوز تتعدى
يتعدى أقصاها أدناها أكثرها الأقل الأكثر ضمن مدة بمدة"""

_EXAMPLES = frozenset(fold_text(w) for w in EXAMPLE_CUES.split())
_CONDITIONS = frozenset(fold_text(w) for w in CONDITIONS.split())
_CONSEQUENCES = frozenset(fold_text(w) for w in CONSEQUENCES.split())
_BOUNDS = frozenset(fold_text(w) for w in BOUNDS.split())
_PHRASES = tuple(fold_text(p) for p in EXAMPLE_PHRASES)
_CLAUSE_END = re.compile(r"[.!?؟،,;؛\n]")
_WORD = re.compile(rf"[{_L}]+")
_DIGIT = re.compile(r"[0-9٠-٩۰-۹]")
_KINDS = frozenset(("quantity", "number", "money", "time"))
#: how far back a cue is looked for, and how far after the figure "مثلًا" may stand
WINDOW = 60
AFTER = 14


#: the Maghrebi "if" (إلا، إيلا، يلا; Moroccan and Algerian) before the conditional copula ("إلا كانت عندك هدايا
#: بقيمة ١٬٨٠٠ درهم"، "إيلا كنتي …"): a condition, as لو/إذا. Not after a negation in its clause, nor before any
#: other word: there إلا is the standard "except"/"only" ("ما عليك إلا أن تدفع 50 درهمًا", "لا يُقبل إلا كان …")
DIALECT_IF = "إلا الا إيلا ايلا يلا وإلا"
COPULA = "كان كانت كنت كنتي كنتِ كانو كانوا كنتو كنتوا"
_DIALECT_IF = frozenset(fold_text(w) for w in DIALECT_IF.split())
_COPULA = frozenset(fold_text(w) for w in COPULA.split())
_NEGATIONS = frozenset(fold_text(w) for w in "لا ما ليس ليست لم لن مش ماشي غير".split())


def _dialect_if(found: list, k: int) -> bool:
    """The word ``found[k]`` of a clause is the Maghrebi conditional: إلا before a form of كان, no negation before it."""
    if found[k].group() not in _DIALECT_IF or k + 1 >= len(found) or found[k + 1].group() not in _COPULA:
        return False
    return not any(m.group() in _NEGATIONS or m.group()[:1] in "م" and m.group()[1:] in _NEGATIONS for m in found[:k])


#: THE STANDARD "IF" BEFORE THE COPULA: إن (with و/ف) before a form of كان ("فإن كنتم شخصين"، "وإن كان عمره 9 سنوات")
#: opens a condition, as لو/إذا do. Folded, إن is أن ("بعد أن كانت الرسوم 100 ريال" states a figure), so the clause must
#: spell it with the hamza below (:data:`STANDARD_IF`), and the copula must follow it
STANDARD_IF = "إن فإن وإن"
STANDARD_IF_COPULA = COPULA + " كنتم كنتما"
_STANDARD_IF = frozenset(fold_text(w) for w in STANDARD_IF.split())
_STANDARD_IF_COPULA = frozenset(fold_text(w) for w in STANDARD_IF_COPULA.split())
_IF_SPELLED = re.compile(rf"(?<![{_L}])[وف]?إ[\u064b-\u0652]*ن[\u064b-\u0652]*\s+[\u064b-\u0652]*ك")


def _standard_if(found: list, k: int, clause: str) -> bool:
    """The word ``found[k]`` of the folded clause is the conditional إن before the copula, spelled so in ``clause``."""
    return found[k].group() in _STANDARD_IF and k + 1 < len(found) and found[k + 1].group() in _STANDARD_IF_COPULA \
        and _IF_SPELLED.search(clause) is not None


def _cue(word: str) -> bool:
    for w in (word, word[1:] if word[:1] in "وف" and len(word) > 2 else ""):
        if w and (w in _EXAMPLES or w in _CONDITIONS):
            return True
    return False


def supposed(kind: str, raw: str, text: str, start: int) -> bool:
    """Whether the figure ``raw`` of kind ``kind`` at ``start`` of the sentence ``text`` is one the
    answer supposes (see the module)."""
    if kind not in _KINDS:
        return False
    before = text[max(0, start - WINDOW):start]
    cut = None
    for cut in _CLAUSE_END.finditer(before):
        pass
    clause = before[cut.end():] if cut is not None else before
    # "مثال عملي: إذا …": a colon ends the cue, not the clause
    low = fold_text(clause)
    found = list(_WORD.finditer(low))
    if found:
        last = found[-1].group()
        bare = last[1:] if last[:1] in "بل" and len(last) > 2 else last
        if (last in _BOUNDS or bare in _BOUNDS) and not (bare in _SPAN_WORDS and _example_opens(low)):
            return False  # "قبل 48 ساعة", "بحد أدنى": the rule's figure
    after = fold_text(text[start + len(raw):start + len(raw) + AFTER])
    after = _CLAUSE_END.split(after, maxsplit=1)[0]
    if any(w in _EXAMPLES for w in _WORD.findall(after)):
        return True  # "4 كجم مثلًا", "9 سنين مثلًا"
    at = max((low.rfind(p) + len(p) for p in _PHRASES if p in low), default=-1)
    for k in range(len(found) - 1, -1, -1):
        m = found[k]
        if m.end() <= at:
            break
        if _cue(m.group()) or _dialect_if(found, k) or _standard_if(found, k, clause):
            at = m.end()
            break
    if at < 0 and cut is not None:  # "على سبيل المثال، حجزت 3 ليالٍ": the example cue ends the clause before
        prev = fold_text(before[:cut.start()]).rstrip()
        pw = _WORD.findall(prev[-24:])
        if (prev.endswith(_PHRASES) or (pw and pw[-1] in _EXAMPLES)) and not _DIGIT.search(prev[-24:]):
            at = 0
    return at >= 0 and _clear(low[at:])


#: THE EXAMPLE'S SPAN: a noun of duration right before the figure ("لمدة"، "بمدة") is a bound of the rule in a condition
#: ("إذا استمر الغياب لمدة 15 يومًا") but the length of the case in an example the clause opens with an example word
#: ("**مثال:** إذا كانت إقامتك لمدة سنتين: 2 × 100 = 200"، "مثلًا لو حجزت لمدة ثلاث ليالٍ"): supposed there
SPAN_WORDS = "مدة"
_SPAN_WORDS = frozenset(fold_text(w) for w in SPAN_WORDS.split())


def _example_opens(clause: str) -> bool:
    """Whether an example word or phrase (:data:`EXAMPLE_CUES`, :data:`EXAMPLE_PHRASES`) stands in the folded ``clause``."""
    return any(p in clause for p in _PHRASES) or any(w in _EXAMPLES or w[1:] in _EXAMPLES for w in _WORD.findall(clause))


#: the answer of a condition opens with ف ("إذا احتجتما توصيلة فهي بـ250 درهمًا"، "فالسعر"، "فستدفع"):
#: what follows it is the rule's, not supposed
_APODOSIS = re.compile(rf"(?<![{_L}])ف(?:هي|هو|هما|هم|هذا|هذه|ذلك|ال[{_L}]{{2,}}|ان|سوف|س[{_L}]{{3,}}|لا|لن|قد|عليك|"
                       rf"عليكم|يجب|يمكن|يكون|تكون|تدفع|يدفع|تصبح|يصبح|سعر[{_L}]*|رسوم[{_L}]*|تكلف[{_L}]*)(?![{_L}])")


#: THE EXAMPLE'S WORTH: a bare noun of charge and a word of worth right before the figure ("مثلًا رسوم بقيمة ٥ ملايين
#: ليرة بتصير ٤٫٥ ملايين"، "على سبيل المثال فاتورة قدرها 200 ريال") name the thing the example supposes, a fee of that
#: figure (English "say, a fee of 5 million"): the noun is its subject, no word of consequence. Anything before the
#: noun is still read ("لو حجزت، تدفع رسوم بقيمة 500": تدفع is the consequence, the 500 the rule's)
WORTH_NOUNS = "رسوم سعر تكلفة مبلغ فاتورة غرامة قسط"
WORTH_WORDS = "بقيمة قيمتها قيمته قدرها قدره بمبلغ"
_WORTH_NOUNS = frozenset(fold_text(w) for w in WORTH_NOUNS.split())
_WORTH_WORDS = frozenset(fold_text(w) for w in WORTH_WORDS.split())


def _clear(tail: str) -> bool:
    """No figure, no answer of the condition (ف…) and no word of consequence between the cue and the figure."""
    if _DIGIT.search(tail) or _APODOSIS.search(tail):
        return False
    words = _WORD.findall(tail)
    if len(words) >= 2 and words[-1] in _WORTH_WORDS and words[-2] in _WORTH_NOUNS:
        words = words[:-2]  # "مثلًا رسوم بقيمة": the supposed thing (:data:`WORTH_NOUNS`)
    return not any(w in _CONSEQUENCES or _bare(w) in _CONSEQUENCES for w in words)


def _bare(w: str) -> str:
    """The word without و/ف and the article ("والرسوم" → "رسوم")."""
    for p in ("وال", "فال", "ال", "و", "ف"):
        if w.startswith(p) and len(w) - len(p) >= 3:
            return w[len(p):]
    return w


#: a condition on a figure, then its answer opened by ف after a comma ("لو كان عمرك ٥٠ سنة، فأقصى مدة متاحة لك
#: ٢٠ سنة"، "إذا حجزت 3 ليالٍ، فالمجموع …"): the answer is worked from the supposed figure
_SUPPOSED_ANSWER = re.compile(rf"(?<![{_L}])[وف]?(?:لو|اذا)\s+[^.!?؟،,:\n]{{0,40}}[0-9٠-٩][^.!?؟،,:\n]{{0,20}}(?:[،,]|(?P<colon>:))\s*[*_]*"
                              rf"(?:ف[{_L}]{{2,}}|(?P<then>(?:[{_L}]+\s+){{0,1}}[{_L}]{{3,}}))")


def supposition_ops(text: str) -> frozenset[str]:
    """The operations a sentence that supposes a figure and answers the supposition with ف signals: its answer
    is the rule's figure shifted by the supposed one (a sum or a difference: "if you are 50, the longest term is
    70 − 50 = 20 years"); else nothing. (The narrow reading; :func:`supposed_working` is the one wired.)"""
    low = fold_text(text)
    return frozenset(("+", "-")) if any(m.group("then") is None for m in _SUPPOSED_ANSWER.finditer(low)) else frozenset()


def supposed_working(text: str) -> frozenset[str]:
    """The operations a sentence that supposes a figure and answers the supposition signals, when no word of
    working says which (:func:`groundtest.text.arabic.behaviour.working_ops` falls back on it): its answer is
    the rule's figure worked with the supposed one — a sum or a difference ("لو كان عمرك ٥٠ سنة، فأقصى مدة ٢٠
    سنة": 70 − 50), or a rate times the supposed amount ("لو زادت أمتعتك 4 كجم مثلًا، تدفع ريالين" at 0.500 a
    kilo). The answer opens, after the comma, with ف or with a word of consequence (تدفع، بتدفع، كان هيدفع،
    يكون …); else nothing."""
    low = fold_text(text)
    for m in _SUPPOSED_ANSWER.finditer(low):
        then = m.group("then")
        if then is None or m.group("colon") or any(w in _CONSEQUENCES or _bare(w) in _CONSEQUENCES for w in then.split()):
            return frozenset(("+", "-", "*"))
    return frozenset()


#: the part of a month a date names before the month ("نهاية ديسمبر", "في أول مارس"): no bound
_MONTH_PART = frozenset(fold_text(w) for w in "في بداية نهاية أول اول آخر اخر منتصف مطلع أواخر أوائل نص شهر".split())


#: the endings of the perfect's second (and first) person, standard and dialect: تي، تم، تو، توا ("اشتغلتي"، "سجلتم"،
#: "جيتو"), and يت of a weak verb ("بديت"، "اشتريت"، "جيت": the third person feminine is بدت، اشترت); a bare ت after a
#: consonant is also the third person feminine ("إذا كانت رخصتك تنتهي …"、"إذا انتهت"), the rule's subject: not the user's
USER_PERFECT_ENDINGS = ("تي", "تم", "توا", "تو", "يت")
#: the copula's first and second person ("لو كنت …")
USER_COPULA = "كنت كنتي كنتو كنتوا كنتم"
_USER_COPULA = frozenset(fold_text(w) for w in USER_COPULA.split())


def _users_perfect(w: str) -> bool:
    """A verb in the perfect of the second or first person (:data:`USER_PERFECT_ENDINGS`): not a noun's plural
    (ات), an article's noun, nor a short word."""
    if w in _USER_COPULA:
        return True
    return len(w) >= 4 and not w.startswith("ال") and w.endswith(USER_PERFECT_ENDINGS) and not w.endswith(("ات", "وت"))


def supposed_month(text: str, start: int) -> bool:
    """A month the answer supposes for the user's case ("يعني مثلًا إذا كانت رخصتك تنتهي في نهاية ديسمبر"، "لو بديت
    الشغل في بداية يناير"): an example cue (مثلًا، على سبيل المثال، لنفترض …) or a condition on what the user did (لو/إذا
    and a verb of the perfect's second person; not a bare condition, which may state a rule's month)
    opens the month's clause, no figure stands between, and the words right before the month are none of a
    bound ("من نهاية سبتمبر"، "قبل ديسمبر" state the month the rule leads to, never the one supposed)."""
    before = text[max(0, start - WINDOW):start]
    cut = None
    for cut in _CLAUSE_END.finditer(before):
        pass
    low = fold_text(before[cut.end():] if cut is not None else before)
    found = [m.group() for m in _WORD.finditer(low)]
    k = len(found)
    while k and found[k - 1] in _MONTH_PART:
        k -= 1
    if k and (found[k - 1] in _BOUNDS or (found[k - 1][:1] in "بل" and found[k - 1][1:] in _BOUNDS)):
        return False
    at = max((low.rfind(p) + len(p) for p in _PHRASES if p in low), default=-1)
    prev = ""
    for m in _WORD.finditer(low):
        w = m.group()
        if w in _EXAMPLES or (w[:1] in "وف" and w[1:] in _EXAMPLES):
            at = max(at, m.end())
        elif prev in _CONDITIONS and _users_perfect(w):
            at = max(at, m.end())  # "لو بديت الشغل في بداية يناير": a condition on what the user did, their case
        prev = w[1:] if w[:1] in "وف" and w[1:] in _CONDITIONS else w
    if at < 0 and cut is not None:  # "على سبيل المثال، لو كانت …": the cue ends the clause before
        prev = fold_text(before[:cut.start()]).rstrip()
        words = _WORD.findall(prev)
        if not (prev.endswith(_PHRASES) or (words and (words[-1] in _EXAMPLES or words[-1][1:] in _EXAMPLES))):
            return False
        at = 0
    return at >= 0 and not _DIGIT.search(low, at)
