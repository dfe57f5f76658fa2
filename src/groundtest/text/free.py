"""One reading of "this is free" for the whole checker, English and Arabic.

A context says a thing costs nothing in many ways — "free", "free of charge", "no charge", "at no extra
cost", "without any fee", "costs nothing", "members under 18 pay nothing", "the office does not charge for
advice", "complimentary", "waived", "included in the price", "prices include delivery", مجاني، دون مقابل، بلا
رسوم، معفى — and an answer restates any of them as "free". Before this module the checker had six readings of
it, each with its own subset of these phrases; a context saying "pay nothing" or "does not charge" made a
correct "it's free" a scope finding (issue 22, "free" in the left-alone list).

The grammar is written over raw or folded text alike: words may be separated by any whitespace, and a
contraction may arrive whole ("doesn't"), apostrophe-less ("doesnt") or split by the word tokeniser
("doesn t").

- :data:`PHRASE` — the phrases without the bare word "free" (where a caller reads the word itself by its own
  rule, e.g. as a word of its own rather than inside "allergen-free");
- :data:`SAID` — :data:`PHRASE` or "free" as a word of its own;
- :data:`SAID_AR` / :func:`says_free` — the same with the Arabic forms (over text folded by
  :func:`groundtest.text.arabic.normalise.fold_text`), and :data:`OTHER_AR` without the word مجاني itself.

Not here: a table cell read as an amount of zero ("Free", "Included", "—": ``checker.derive``), which is a value,
not a claim that something is free.
"""
from __future__ import annotations

import re

_S = r"[\s\u00a0]+"
#: a verb denied: "does not", "doesn't", "doesnt", "doesn t", "will not", "won't", "we do not" …
_DENIED = (r"(?:(?:does|do|did|will|would|shall|can)" + _S + r"not|(?:doesn|don|didn|won|wouldn|shan|can)(?:['\u2019]?t|" + _S + "t))")
_AMOUNT = r"(?:charges?|costs?|fees?|payments?)"
_EXTRA = r"(?:(?:any|extra|additional|further|added)" + _S + r")?"
#: up to two words naming the charge ("no booking fee", "without a late-return charge"), not a limit ("no more than")
_NAMED = r"(?:(?!(?:more|less|fewer|than|later|earlier|longer)\b)[a-z][\w-]*" + _S + r"){0,2}?"

_PHRASES = [
    r"\bno" + _S + _NAMED + _AMOUNT + r"\b",                                  # no charge, no extra cost, no booking fee
    r"\bat" + _S + r"no" + _S + _EXTRA + r"(?:charge|cost)\b",                # at no (extra) cost
    r"\bwithout" + _S + _NAMED + _AMOUNT + r"\b",                             # without (any extra) charge
    r"\bfree" + _S + r"of" + _S + r"(?:any" + _S + r")?charge\b",             # free of charge
    r"\b(?:costs?|costing)" + _S + r"nothing\b",                              # costs nothing
    r"\b(?:pays?|paying|paid)" + _S + r"nothing\b|\bnothing" + _S + r"to" + _S + r"pay\b",
    # does not charge (for advice); not the route of a bill ("we do not bill insurers directly", "don't bill your
    # insurer"): who is billed, not what costs nothing
    r"\b" + _DENIED + _S + r"(?:charge|bill)\b(?!" + _S + r"(?:[\w-]+" + _S + r"){0,2}?directly\b)(?!" + _S
    + r"(?:your" + _S + r"|the" + _S + r"|any" + _S + r")?(?:insurers?|insurance|health" + _S + r"funds?|employers?|the" + _S + r"nhs)\b)",
    r"\bnot" + _S + r"charged\b",                                             # not charged
    r"\b" + _DENIED + _S + r"(?:incur|attract|carry)" + _S + r"(?:an?" + _S + r"|any" + _S + r")?" + _NAMED + _AMOUNT + r"\b",
    # (broken needles don't incur a charge, does not attract a fee)
    r"\bcomplimentary\b",
    r"\bwaived\b",
    r"\bincluded" + _S + r"in" + _S + r"the" + _S + r"(?:\w+" + _S + r")?(?:price|fee|cost|rate)s?\b",
    r"\b(?:price|fee|rate|cost)s?" + _S + r"(?:also" + _S + r")?includes?\b",  # prices include delivery
]
#: the phrases that say a thing costs nothing, without the bare word "free"
PHRASE = re.compile("|".join(_PHRASES), re.I)
#: "free" as a word of its own (not "allergen-free", "free-standing"), or one of :data:`PHRASE`
SAID = re.compile(r"(?<![\w-])free(?![\w-])|" + PHRASE.pattern, re.I)

#: the Arabic forms, over folded Arabic text (hamza seats and taa marbuta folded: معفاه for معفاة)
_AR = r"مجان|(?:دون|بلا|بدون|من\s+غير)\s+(?:اي\s+)?(?:مقابل|رسوم|تكلفه|تكلفة)|معفي|معفاه|معفى|يعفي|تعفي"
SAID_AR = re.compile(_AR + r"|" + SAID.pattern + r"|\bexempt\b", re.I)
#: the same without the word مجاني itself (the context's free said in other words)
OTHER_AR = re.compile(_AR.replace("مجان|", "", 1) + r"|" + SAID.pattern + r"|\bexempt\b", re.I)


#: a necessary condition of :data:`SAID_AR` (and so of :data:`SAID`, :data:`PHRASE`, :data:`OTHER_AR`): each of their
#: alternatives holds one of these keys, read under the same flags. A cheap literal scan that rules out most
#: texts before the full grammar (tried at every position) runs; keep it in step with the phrases above.
_KEYS = re.compile("free|charg|cost|fee|payment|nothing|bill|complimentary|waived|includ|exempt"
                   "|مجان|مقابل|رسوم|تكلف|معف|يعفي|تعفي", re.I)


#: the first letters any alternative of :data:`SAID_AR` (so of :data:`SAID`) opens with, under the same flags: a
#: lookahead on them lets the regex engine skip the other positions before trying every alternative at each. Each
#: English alternative opens at a word's start (``\b`` or ``(?<![\w-])`` before its first letter), so a Latin first
#: letter is tried only after a non-word character; the Arabic ones may open inside a word.
_FIRST = "(?:(?<!\\w)(?=[fnawcpdsire])|(?=[مدبيت]))"
_FAST = {p: re.compile(_FIRST + "(?:" + p.pattern + ")", p.flags) for p in (SAID, SAID_AR, PHRASE, OTHER_AR)}


def search_said(pattern: "re.Pattern[str]", text: str) -> bool:
    """``pattern.search(text) is not None`` for :data:`SAID_AR`, :data:`SAID`, :data:`PHRASE` or :data:`OTHER_AR`,
    with the literal keys tried first (the same answer, cheaper on a text that names no cost)."""
    if text.isascii():  # (the keys' ASCII ones, case-blind as the pattern reads them: a substring test each, not a
        low = text.lower()  # regex tried at every position of a whole context)
        if not any(k in low for k in _ASCII_KEYS):
            return False
    elif _KEYS.search(text) is None:
        return False
    return _FAST.get(pattern, pattern).search(text) is not None


#: :data:`_KEYS` that ASCII text can hold
_ASCII_KEYS = tuple(k for k in _KEYS.pattern.split("|") if k.isascii())


def says_free(text: str) -> bool:
    """Whether ``text`` says something costs nothing, in English or Arabic (folded here)."""
    from .arabic.normalise import fold_text

    return search_said(SAID_AR, fold_text(text))


# ------------------------------------------------------------------------------ the price of nothing, for polarity
# The checker's polarity pass (checker/frames.py ``_free_read``) reads the price of nothing as the one word "free", so
# that "there is no charge for X" (a negation) restates "X is free" (none). It takes a narrower set than :data:`PHRASE`:
# a named charge keeps its own words ("no booking fee" denies the booking fee, it does not make the thing free), and
# "waived", "included in the price" and "does not charge" keep their own polarity readings.
#   NO_CHARGE   := [at|for|with] no [extra|additional|further] charge/cost/fee[s] | "free of [any] charge" | "for free"
#                | "complimentary" | cost(s) nothing | "without" [any] [extra] charge/cost/fee[s]        → "free"
#   CHARGED_FOR := (be|is|are|get|gets|was|were) charged for | there (is|are|'s) a [WORD] charge/fee/cost for
#                                                                                              → "not free for"
NO_CHARGE = re.compile(r"(?:\b(?:at|for|with)[\s*_]+)?\bno[\s*_]+(?:(?:extra|additional|further)[\s*_]+)?(?:charges?|costs?|fees?)\b"
                       r"|\bfree[\s*_]+of[\s*_]+(?:any[\s*_]+)?charge\b|\bfor[\s*_]+free\b|\bcomplimentary\b|\bcosts?[\s*_]+nothing\b"
                       r"|\bwithout[\s*_]+(?:any[\s*_]+)?(?:(?:extra|additional)[\s*_]+)?(?:charges?|costs?|fees?)\b", re.I)
CHARGED_FOR = re.compile(r"\b(?:be|is|are|get|gets|was|were)[\s*_]+charged[\s*_]+for\b"
                         r"|\bthere(?:[\s*_]+is|[\s*_]+are|['\u2019]s)[\s*_]+(?:a|an)[\s*_]+(?:[\w-]+[\s*_]+)?(?:charge|fee|cost)[\s*_]+for\b", re.I)
#: a necessary condition of :data:`NO_CHARGE`, :data:`CHARGED_FOR` and "free" (a cheap scan first)
PRICE_KEYS = re.compile(r"charge|cost|fee|free|complimentary", re.I)

#: "free" said of the thing as a predicate ("registering a new boat is free", "it's completely free"), not a table cell
#: under a column ("| Delivery | Free |"), a thing offered free ("a free drink"), or a share of what is included
PREDICATE = re.compile(r"(?:\b(?:is|are|comes|remains|stays)|['\u2019]s)[\s*_]+(?:(?:completely|totally|entirely|always|"
                       r"absolutely|still|also)[\s*_]+)?(?:\*\*|__)?free\b(?![\w-])(?!\s+(?:to|of|from|for|with|if|when|on|at|"
                       r"during|until|before|after)\b)", re.I)
