"""Derivations: a value the answer computes from the context's values (and the user's) is
checked by arithmetic, not guessed.

A chat answer works things out: "3 nights × £85 + the £20 cleaning fee = £275", "£1,200 less
the £150 deductible is £1,050", "8% of your £45 order is £3.60", "5 working days after
Thursday 5 March is Thursday 12 March", "14 March 2026 is a Saturday". Such a figure is not
in the context, yet it is supported when the arithmetic holds. Where the arithmetic cannot be
reconstructed the value stays what the value rules make it: unsupported.

What may be combined (:class:`Ledger`), so that a derivation is not a search over every pair
of figures:

- *operands shown*: the figures of the answer that are themselves supported (found in the
  context or the question, derived before, or a hypothetical the answer sets up: "on a £50
  sale"), and the question's figures;
- *the context's figures* (at most :data:`MAX_CONTEXT` of them);
- one step always has an operand shown; a second step needs a cue of working in the sentence
  ("total", "comes to", "=", "×", "+", "less", "after", "each", "per", "so"). An answer figure
  that is not itself supported is never an operand (a list of invented consecutive figures
  does not support itself: 5001 is not 5000 + 1 when 5000 is invented).

Written working ("3 × £85 + £20 = £275", "£14,400 ÷ 52 ≈ £276.92") is checked as written; when it
says it rounds (≈, "about") its operands' own rounding is carried ("5 × £276.92 ≈ £1,384.62" for
£14,400 ÷ 52 × 5). It supports its result only when no operand is a figure found unsupported
before ("£165 × 44 = £7,160" wrong, then "£7,160 ÷ 3" is no support) and every amount of money
in it is supported; a count in it is vouched for by it. Calendar constants (12 months, 52
weeks, 7 days, 24 hours, 60 minutes, 4 quarters, 100 for a percentage) and 2 for a journey
"each way" are operands where the sentence names their units.

How answers show working, read as such (each tied to the words that signal it and to figures the answer or the user
shows): a measure named as an increment by its own words ("3 extra hours", "two further months") added to a base of its
unit in a sentence that states a result ("That would give you 13 hours", "three calendar months in total"); a few
months left of a period on the line before ("valid for 18 months" / "at 14 months … about four months left"); a line
under an "Example" heading that opens with its figure and leads straight to a consequence ("- £8.00 of refills → you'd
pay £7.20"); a division's whole part and its remainder ("50 ÷ 6 = 8 crossings, with AED 2 left"). A size is no working
("| 6m x 9m | 50 |": two lengths side by side multiply only into an area). One figure is never two operands: not
added to, multiplied by or taken a share of itself unless the words count it twice ("both clocks", "twice"), and a
duration's two amounts ("5 hours": 300 minutes and 5) never combine. Left alone, measured: the "%" step of two figures
neither of which is a percentage (120 + 12% of 120 …) still finds coincidences; restricting it (a stated percentage
among the operands) cost six dev false alarms of correct answers the coincidence happened to pass, for no miss.

What the answer supposes ("for example, a crew of 3 working for 4 hours", "say 10 prints",
"if you're applying for two programmes", "Example: for a 7pm class") is the writer's figure, an
operand; what it leads to is checked. A bound is never supposed ("within 45 days").

Calendar: the weekday of a stated date; a date n days, weeks or working days after (or
before) a supported date, n from the context or the question ("days 0, 7 and 21" too); the day
after ("the following day"); the days between two supported dates; the nth of the month n days
before the nth; a month or year an age is reached, from an age the question ties to a time. Put
another way: the first age past a band, "three in five" for 61%, a period or a rate roughly in
another unit (a month is 28–31 days). Work is bounded: at most :data:`MAX_SHOWN` shown operands,
:data:`MAX_CONTEXT` context figures, two steps; each check is a constant number of set lookups per
operand (pairs only among the capped shown operands or supported dates).
"""
from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import lru_cache
from datetime import date, timedelta
from typing import Any, NamedTuple

from ..text.arabic.dates import glossed_equivalent as _glossed_equivalent
from ..text.matching import _DURATIONS, _VULGAR, METRIC_UNITS, SMALL_NUMBERS, WEEKDAYS
from ..text.party import party_counts
from .kinds import IRREGULAR, KINDS

#: at most this many shown operands and context figures take part (explicit caps: the search is combinatorial)
MAX_SHOWN = 16
#: how many of the last distinct days said before a sentence with fewer than two of its own pair up, consecutively,
#: as the ends of a span it counts (three: the two spans of a timeline of three dates)
SPAN_DAYS_BACK = 3
MAX_CONTEXT = 48

#: working days counted backwards from a day ("Counting back from a Friday exam:", "working back from the deadline")
_COUNT_BACK = re.compile(r"\b(?:counting|count|working|work)\s+back(?:wards)?\b", re.I)
#: what a sum leaves after a whole number of a thing ("leaves £16", "£4 left", "remaining", "change of £3")
_LEFT_OVER = re.compile(r"\b(?:leaves?|leaving|left(?:\s+over)?|remaining|remainder|change(?:\s+of)?|spare)\b", re.I)
#: the kinds of people a price may be stated for, by the words for them
_KIND_OF = {"adult": "adult", "adults": "adult", "child": "child", "children": "child", "kid": "child", "kids": "child",
            "junior": "child", "juniors": "child", "senior": "senior", "seniors": "senior", "student": "student",
            "students": "student", "teen": "teen", "teens": "teen", "teenager": "teen", "teenagers": "teen",
            "infant": "infant", "infants": "infant", "concession": "concession", "concessions": "concession",
            "member": "member", "members": "member", "non-member": "non-member", "non-members": "non-member",
            "person": "person", "head": "person"}  # (a price per person is every kind's: .Ledger._mixed_party)
_KIND_WORDS = "|".join(sorted(_KIND_OF, key=len, reverse=True))
#: a count of people of one kind ("two adults", "1 child")
_PARTY_KIND = re.compile(r"\b(\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(" + _KIND_WORDS + r")\b", re.I)
#: a count of people by their age ("a 12-year-old", "two 9-year-olds")
_PARTY_AGED = re.compile(r"\b(\d{1,2}|an?|one|two|three|four|five|six)\s+(?:\*\*|__)?(\d{1,2})-year-olds?\b", re.I)
#: an amount of money, in pounds, dollars or euros or in pence
_KIND_AMOUNT = r"(?:[£$€]\s?(?P<a>\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?)(?![\d.])|(?P<p>\d{1,3})p\b)"
#: a price said for a kind of person: the kind within four words after it ("£28 for an adult", "£14 per child aged 5-16")
#: or right before it, a label or a verb of paying between ("Adult £28", "Child (5–16): £14", "children pay £14")
_KIND_AFTER = re.compile(_KIND_AMOUNT + r"(?:\s+(?!and\b|or\b)[\w()–-]+){0,3}?\s+(?:an?\s+|per\s+|each\s+|every\s+)?(?P<k>"
                         + _KIND_WORDS + r")\b", re.I)
_KIND_BEFORE = re.compile(r"\b(?P<k>" + _KIND_WORDS + r")\b(?:[\s:|*()–,-]|\d|aged|pay|pays|costs?|is|are|tickets?|price|fee|at)*?"
                          r"[\s:|*(–-]" + _KIND_AMOUNT, re.I)

#: the words that signal each operation (a derivation uses only the operations its sentence signals)
_ADD = re.compile(r"\b(?:rises?|rose|risen|increases?|increased|goes\s+up|go\s+up|went\s+up|gone\s+up|go\s+to|goes\s+to|up\s+by|in\s+total|total|totals|totalling|totaling|altogether|in\s+all|comes?\s+to|came\s+to|adds?\s+up|plus|combined|"
                  r"sum|together|on\s+top|including|in\s+addition|extra|additional|and\s+a|as\s+well|makes?\s+it|brings?\s+(?:it|the\s+total|that)|"
                  r"all-in|all\s+in|sub-?total|takes?\s+(?:you|it|the\s+total)\s+to|grand\s+total|bringing|add|adds|adding|added|"
                  r"up\s*-?\s*front|to\s+start\s+with|at\s+the\s+start|on\s+the\s+day\s+in\s+all|"  # what is paid at once
                  # two things taken together (THE BOTH GRAMMAR): "if you borrow both", "for both", "the two together"
                  r"(?:for|borrow|borrowing|book|booking|buy|buying|take|taking|hire|hiring|get|getting|order|ordering|rent|renting"
                  r"|join|joining)\s+(?:them\s+)?both|both\s+together|the\s+two\s+together"
                  # the people of the party taken together ("£115 for the two of you", "for you both", "for us two"), and a
                  # total said as what the parts make ("…, making £115", "which makes £115")
                  r"|for\s+(?:the\s+(?:two|three|four|five|six)\s+of\s+(?:you|us|them)|(?:you|us|them)\s+(?:both|two|three|all))"
                  r"|making|which\s+makes"
                  # what the user is said to face, all parts together ("so you're looking at £34 per m² fitted")
                  r"|(?:you'?re|you\s+are|you'?d\s+be|you'?ll\s+be|you\s+would\s+be|you\s+will\s+be)\s+looking\s+at)\b|\+"
                  # a thing with an add-on, priced ("a tour with brunch would cost", "the room with breakfast is")
                  # (each side up to three words: "a 15,000ft jump with the media package would be")
                  r"|\b(?:an?|the|your)\s+(?:[\w,-]+\s+){0,2}[\w-]+\s+with\s+(?:an?\s+|the\s+|your\s+)?(?:[\w&-]+\s+){0,2}[\w-]+"
                  r"\s+(?:would|will|comes?|costs?|is|starts?)\b", re.I)
#: a span between two deadlines or days said as a lead ("9 working days ahead of the deadline", "earlier than")
_AHEAD_OF = re.compile(r"\b(?:ahead\s+of|earlier\s+than|sooner\s+than|before\s+the\s+deadline|to\s+spare)\b", re.I)
#: a group named by a number ("19s" of "under-19s", "the over 65s")
_GROUP_PLURAL = re.compile(r"\d{1,3}s")
#: (an age group, "under-19s", "the over 65s", is no operation)
_SUB = re.compile(r"\b(?:less|minus|after|leave|leaves|leaving|left|saving|saves?|difference|change|off|discount|back|remaining|net|down\s+to|"
                  r"balance|outstanding|"
                  r"reduc(?:e|es|ed|ing|tion)|"
                  r"deduct\w*|take\s+away|cheaper|dearer|more|less|extra|over(?![\s-]?\d+s\b)|under(?![\s-]?\d+s\b)|short|between|inside|within|to\s+go|still|higher|lower|"
                  r"rise|rises|rose|increase|increased|up\s+from|down\s+from|drop|dropped|fall|fell|adds|added|past|beyond|"
                  # a change in all its forms ("both have gone up … a standard room by £5"): its size is a difference
                  r"(?:go|goes|went|gone|going)\s+(?:up|down)|risen|rising|increases|increasing|decreas(?:e|es|ed|ing)|"
                  r"falls|fallen|falling|drops|dropping|climb(?:s|ed|ing)?|"
                  # a difference of two measures, by its comparative ("20 minutes longer", "3°C warmer", "2kg lighter")
                  r"longer|shorter|later|earlier|sooner|bigger|smaller|larger|heavier|lighter|further|farther|older|younger|"
                  r"faster|slower|wider|narrower|taller|thicker|thinner|warmer|cooler|colder|hotter|deeper|shallower|"
                  r"(?:going|moving|switching|upgrading|changing|stepping)\s+(?:up\s+|down\s+)?from)\b|\s[-−–]\s", re.I)
_MUL = re.compile(r"\b(?:times|each|per|every|between\s+(?:you|them|us)(?:\s+(?:all|both))?|a\s+(?:night|day|week|month|year|person|head|item|hour|minute|mile)|"
                  r"multiplied|double|twice|triple|in\s+total|over\s+(?:the|a|your|\d)|for\s+(?:the|all|each)|price\s+of)\b|[×*]|\d\s?x\s?\d", re.I)
_DIV = re.compile(r"\b(?:per|each|divided|split|a\s+(?:night|day|week|month|year|person|head|item)|average|works?\s+out)\b|÷|\s/\s"
                  r"|[£$€]\s?\d[\d,.]*(?:\*\*|__)?\s+(?:a|an)\s+[a-z]+", re.I)
#: working shown: a sentence with one of these may compute with any earlier supported figure
_STRONG = re.compile(r"\b(?:in\s+total|total|altogether|in\s+all|comes?\s+to|came\s+to|adds?\s+up|works?\s+out|difference|"
                     r"more\s+(?:\w+\s+){0,3}than|less\s+(?:\w+\s+){0,3}than|cheaper|saving|saves?|making|which\s+makes|"
                     r"combined|short\s+of|left\s+over|to\s+spare|after\s+the\s+(?:second|third|next)|"
                     r"so\s+(?:that'?s|you'?d|you\s+would|it'?s)|(?:would|will|that'?d|it'?d)\s+(?:make|bring)|makes?\s+it|brings?\s+(?:it|the\s+total)|"
                     r"(?:that|this|it)\s+would\s+be|that'?d\s+be|would\s+come\s+to|"
                     r"so\s+you'?ll|so\s+you\s+will|so\s+you'?re|so\s+you\s+are|bringing|adds|all-in|all\s+in|sub-?total|takes?\s+(?:you|it|the\s+total)\s+to|grand\s+total)\b|[=×÷→⇒]|=>|\s[+−]\s|\d\s*(?:\*\*|__)?\s*(?:more|less|cheaper|dearer|extra|higher|lower)\b", re.I)
#: the rest of a share, and one amount as a share of another (.Ledger._percent)
_REST = re.compile(r"\b(?:balance|remaining|remainder|rest|left|outstanding|pay|paying|pays|other|remain)\b", re.I)
_SHARE = re.compile(r"\b(?:off|saving|save|saves|cheaper|less|discount|of|which\s+is|that'?s|works?\s+out)\b", re.I)
_PER_TIME = re.compile(r"\b(?:per|a|an|each)\s+(minute|hour|day|night|week|month|year)\b", re.I)
#: a unit of time as the value grammar keeps it (canonical unit, how many of it make one)
_TIME_UNITS = {"minute": ("minute", 1.0), "hour": ("minute", 60.0), "day": ("day", 1.0), "night": ("day", 1.0),
               "week": ("day", 7.0), "month": ("month", 1.0), "year": ("month", 12.0)}
_OF_AMOUNT = re.compile(r"\s*(?:\*\*|__)?\s*(?:off|of)\s+(?:the\s+|your\s+|a\s+|an\s+)?[£$€]\s?(\d[\d,]*(?:\.\d+)?)", re.I)
#: THE PART-OF GRAMMAR: a fraction word, then what it is a part of ("half the length", "a third of the price", "a
#: quarter of its steps"), and the bound that makes one a comparison ("fewer than half the steps", "more than a third of")
_PART_OF = re.compile(r"\s*(?:\*\*|__)?\s+(?:of\s+)?(?:the|its|their|that|this|his|her)\s+[a-z]", re.I)
#: ... and in Arabic, the fraction in construct with a definite noun of a price ("بنصف السعر"، "ثلث المبلغ"، "ربع
#: الرسوم"): a part of one sum of money shown against another (English "half the price"; sums only — "نصف الأجر"
#: beside counts of days is no ratio of those days)
PRICE_NOUNS = "السعر المبلغ الرسوم الرسم التكلفة الكلفة الثمن القيمة الأجرة الأجر"
_AR_PART_OF = re.compile(r"[\s*_]*\s(?:" + "|".join(w.replace("أ", "[أا]").replace("ة", "[ةه]") for w in PRICE_NOUNS.split())
                         + r")(?![\u0621-\u064a])")
_PART_BOUND = re.compile(r"\b(?:fewer|less|under|below|more|over|above)\s+than\s+(?:(?:\*\*|__)\s*)?$", re.I)
#: THE SHARE OF A WHOLE: "a of b" between two figures ("150 من 350"، "150 out of 350", "150 of 350", "19 of the 26"), and
#: what may stand between the whole and the percentage that is its share: brackets, markup, an arrow or a restating
#: "which is" ("19 out of 26 → about 73%", "29 of 45, which is roughly 64%") and an approximation word only
_SHARE_OF = re.compile(r"[\s*_]*(?:من|out\s+of|of(?:\s+the)?)[\s*_]*", re.I)
_SHARE_GAP = re.compile(r"[\s*_(]*(?:(?:,|→|=)[\s*_]*)?(?:(?:which|that|this)(?:['’]s|\s+is)[\s*_]*)?"
                        r"(?:(?:حوالي|حوالى|تقريبا|تقريبًا|نحو|قرابة|about|around|roughly|approximately|~|≈)[\s*_]*)?", re.I)
#: a ratio said after its figure ("eight times as frequent", "3 times more")
#: a sentence that opens by restating the one before as a figure ("That's 8 months", "That is", "Which makes")
_THAT_IS = re.compile(r"[\W_]*(?:that|this|which|it)(?:['’]s|\s+is|\s+makes|\s+comes\s+to|\s+gives\s+you)\b", re.I)
#: a run that happens in each month of a span ("monthly from March to October", "every month", "March to October
#: inclusive"): its months are counted with both ends
_EACH_MONTH = re.compile(r"\b(?:monthly|each\s+month|every\s+month|inclusive)\b", re.I)
_TIMES_AS = re.compile(r"\s*(?:\*\*|__)?\s*(?:as|more|less|fewer|the|over|what)\b", re.I)
#: a fraction word's price, named after it ("half the adult price", "a third of the full fee", "a quarter of the standard
#: rate"): up to two words naming which price
_FRACTION_OF_PRICE = re.compile(r"\s*(?:\*\*|__)?\s*(?:of\s+)?(?:the|your|their|an?)\s+(?P<name>(?:[a-z][\w-]*\s+){0,2}?)"
                                r"(?:price|fee|cost|rate|charge|fare|amount)s?\b", re.I)
#: the rest of a total still to pay ("Balance | £138", "the remaining £138", "£138 outstanding"), or what a total costs
#: net of a part that comes back or comes off ("the £95 deposit is refundable, so your actual cost is £1,080")
_BALANCE = re.compile(r"\b(?:balance|remaining|remainder|outstanding|left\s+to\s+pay|still\s+to\s+pay|still\s+owe"
                      r"|(?:actual|net|real|true)\s+(?:cost|price|spend|outlay)|out\s+of\s+pocket"
                      r"|(?:is|are|gets?|being)\s+refund(?:able|ed)|comes?\s+off|deducted)\b", re.I)
#: the part of a split payment the context names by what is left, not by its amount ("£700 on application and the
#: remainder on approval", "the balance is due 14 days before", "the rest on the day")
_REST_NAMED = re.compile(r"\bthe\s+(?:remainder|balance|rest|remaining\s+(?:amount|balance|sum|fee|cost))\b", re.I)
_DAY_BOUND_BEFORE = re.compile(r"\b(?:from|by|until|till|before|after|on|for|to|than|next|following)\s+(?:the\s+)?(?:\*\*|__)?$", re.I)
#: a figure said to be rough anywhere in the sentence ("about", "roughly", "تقريبًا", "حوالي")
_ROUGHLY = re.compile(r"\b(?:about|around|roughly|approximately|approx|nearly|almost|just\s+(?:over|under))\b|تقريب|حوالي|نحو", re.I)
#: the units spans are kept in (text.matching): a span of one is never worked from a span of another
_SPAN_DIMS = frozenset(("minute", "day", "month"))
#: a rate per a unit of each span dimension ("2.5 hours a week", "£40 per month", "hourly")
_PER_SPAN = {"minute": re.compile(r"\b(?:a|an|per|each|every)\s+(?:hour|minute)\b|\bhourly\b", re.I),
             "day": re.compile(r"\b(?:a|per|each|every)\s+(?:day|week|fortnight|night)\b|\b(?:daily|weekly|fortnightly|nightly)\b", re.I),
             "month": re.compile(r"\b(?:a|per|each|every)\s+(?:month|year|quarter)\b|\b(?:monthly|yearly|annually|quarterly)\b", re.I)}
_DURATION_WORDS = frozenset(("second", "minute", "hour", "day", "night", "week", "fortnight", "month", "year"))
#: a figure written as a rate per one unit a span is written in ("two classes a week", "£6 a day"), by that unit
#: (.Ledger._at_rate_per; compiled once)
_RATE_PER_UNIT = {w: re.compile(rf"(?:\*\*|__)?\s*(?:[a-z-]+\s+){{0,2}}(?:a|an|per|each|every)\s+{w}\b", re.I)
                  for w in _DURATION_WORDS - {"second"}}
_PERCENT_WRITTEN = re.compile(r"%|\bper\s*cent\b|\bpercent\b|\bhalf\b|\bquarter\b|\bthird\b|٪|بالمئة|في\s*المئة", re.I)
_PCT = re.compile(r"%|\bper\s*cent\b|\bpercent\b|\bof\b", re.I)
_EXAMPLE = re.compile(r"(?:\b(?:for\s+example|for\s+instance|e\.g\.|say|let'?s\s+say|imagine|suppose|supposing|assuming|as\s+an\s+example|"
                      r"example\s*(?:\*\*|__)?\s*:)(?:\*\*|__)?(?!\w)(?P<tail>[^.;:]{0,30})"
                      r"|\bif\s+you(?:'re|'d|\s+are|\s+were)?\s+(?:\w+\s+){0,2}|\bon\s+an?\s+)$", re.I)
#: a case the answer marks as an example and puts in the past, from its cue to the figure: "if, for example, you booked
#: … and cancelled", "say you'd arrived …" — the writer's supposition, however far its clause runs (a bracketed source
#: in it is no break)
_IF_EXAMPLE = re.compile(r"\b(?:if,?\s+(?:for\s+example|for\s+instance|say),?|(?:for\s+example|for\s+instance),?\s+if|say)\s+you"
                         r"(?:'d|\s+had|\s+were|\s+(?:(?:only|then|just)\s+)?[a-z]{2,}ed)\b"
                         r"(?P<case>(?:\([^()\n]{0,80}\)|[^.;:!?\n=()])*)$", re.I)
#: a consequence denied ("you wouldn't get a refund", "there's no refund", "you'd lose the deposit")
_DENIED_AFTER = re.compile(r"\b(?:no|not|never|nothing|lose|lost|forfeit|forfeited)\b|n't\b", re.I)
#: a source cited in brackets ("(source: workshops.md)")
_CITED = re.compile(r"\([^()\n]{0,80}\)")
#: a supposition in the past subjunctive ("if you were collected", "if you'd arrived", "if you had booked")
_SUBJUNCTIVE = re.compile(r"if\s+you(?:\s+were|\s+had|'d|\s+was|\s+did)\b", re.I)
#: a conditional clause the answer sets up as its case, up to the figure ("If your painting sells for a hammer price
#: of £2,000:", "if the lot goes for £400,"): its subject, then words without a clause break or a consequence
_IF_CASE = re.compile(r"\b(?:if|suppose|supposing|imagine|say)\s+(?:you|your|the|a|an|it|we|our|they|their|my)\b"
                      r"(?P<clause>[^.,;:!?=()\n]{0,70})$", re.I)
#: what may follow a supposed figure: the end of its clause ("…£2,000:", "…£400, you'd pay", "…£400 — then")
_CLAUSE_END = re.compile(r"\s*(?:\*\*|__)?\s*(?:[,:;)\u2013\u2014]|$|\s-\s|\s*\n)")
#: what a supposition leads to: the figure after it is worked out, not supposed
_CONSEQUENCE = re.compile(r"\b(?:would|will|costs?|comes?\s+to|gives?|means|makes?|works?\s+out|that'?s|so|then|is|are|be|"
                          r"pays?|saves?|earns?|gets?|totals?)\b|[=→]", re.I)
_AMOUNTS_TO = re.compile(r"\b(?:comes?|came|amounts?|adds?\s+up)\s+to\s+(?:\*\*|__)?$", re.I)
#: what only a consequence says (never a condition's own verb: "if a journey cost you £18" states the case)
_LEADS_TO = re.compile(r"\b(?:would|will|so|then|that'?s|means|gives?|works?\s+out)\b|[=→]|'d\b|'ll\b", re.I)
#: a conditional clause closed by its comma and followed by its main clause with a modal ("…£18, you could claim back")
_MAIN_CLAUSE_AFTER = re.compile(r"\s*(?:\*\*|__)?\s*,\s*(?:then\s+)?(?:you|you'?d|you'?ll|we|we'?d|it|it'?d|that|they|the\s+\w+)"
                                r"(?:\s+(?:could|would|can|will|should|might|may|'d|'ll)|'d|'ll)\b"
                                # … or a main clause stating what follows of the supposed day ("if your first class is
                                # on 10 June, the pass is valid until …", "…, your voucher expires on …")
                                r"|\s*(?:\*\*|__)?\s*,\s*(?:then\s+)?(?:the|your)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:is|are|runs?|lasts?|"
                                r"expires?|ends?|stays?|remains?)\b", re.I)
_LAST_WORD = re.compile(r"([A-Za-z]{2,})\W*$")
_DISCOUNT = re.compile(r"\b(?:discount|off|saving|saves?|reduction|rebate)\b", re.I)
#: an amount said to come off a price ("your £15 is knocked off", "the £15 trial fee is taken off the price", "£10 off"):
#: a deduction, whatever the sentence's other words
_OFF_AFTER = re.compile(r"(?:\s*(?:\*\*|__))?(?:\s+[a-z-]+){0,2}?\s+(?:(?:is|are|gets?|will\s+be|would\s+be|being)\s+)?"
                        r"(?:knocked\s+off|taken\s+off|deducted|comes?\s+off|off)\b", re.I)
_PAYS = re.compile(r"\b(?:pay|pays|paying|payable|costs?|comes?\s+to|price|fare|total)\b", re.I)
_ROUNDING = re.compile(r"\bround(?:ed|ing|s)?\s+(?:(?P<how>down|up)\s+)?to\s+the\s+nearest\s+"
                       r"(?P<step>\d+\s*(?:p|c|pence|cents?)\b|[£$€]\s?\d+|penny|cent|pound|dollar|euro|\d+\s*(?:pounds|dollars|euros))", re.I)
_EXAMPLE_HEADING = re.compile(r"^\W*(?:(?:a|an|worked|quick|simple|some|a\s+few|two|three|more)\s+)?(?:example|illustration|scenario)s?\b|\bfor\s+(?:example|instance)\b", re.I)
_LABEL_LINE = re.compile(r"^\s*(?:\*\*|__)?[^*_\n]{1,40}(?:\*\*|__)\s*:?\s*$")
#: words that count one figure twice ("both clocks", "the two of you", "twice", "each way"): a figure with itself
_TWO_OF = re.compile(r"\b(?:both|the\s+two|two\s+of|double[ds]?|doubling|twice|each\s+way|both\s+ways|there\s+and\s+back|either\s+side|each\s+side|both\s+sides)\b", re.I)
#: a clock time in digits alone, without its half of the day ("9:15", "٩:١٥")
_BARE_CLOCK = re.compile(r"[\d٠-٩]{1,2}[:.][\d٠-٩]{2}")
#: the multiplication sign after a factor ("1 × 12.5 kg bag")
_ONE_TIMES = re.compile(r"\s?(?:×|x\s|\*\s)", re.I)
#: a measure named as an increment by its own words ("3 extra hours", "two further months", "5 more days")
_INCREMENT = re.compile(r"\b(?:extra|additional|further|more|another)\b", re.I)
#: a sentence that states a result ("That would give you 13 hours", "three months in total", "the longest … is")
_TOTALLED = re.compile(r"\b(?:in\s+total|total|totals|altogether|in\s+all|combined|all\s+told|overall|gives?|giving|"
                       r"(?:would|will|'d|'ll)\s+(?:give|get|have|make|bring|be)|makes?|brings?|takes?\s+(?:you|it)\s+to|"
                       r"longest|at\s+most|maximum|up\s+to|that'?s|so)\b|[=→]", re.I)
#: what may come before the figure a line of a worked example opens with ("- **£8.00** of …", "On a £50 order")
_LINE_OPENING = re.compile(r"[\W_]*(?:(?:on|for|with|if|say|take|imagine)\s+(?:you\s+\w+\s+)?)?(?:an?\s+)?(?:\*\*|__)?", re.I)
#: an ordinal in digits ("the 4th adult")
_ORDINAL = re.compile(r"\d{1,3}(?:st|nd|rd|th)", re.I)
#: a count that earns a free one ("Ten stamps earn a free 45-minute lesson", "buy 5 coffees and get one free")
_EARNS_FREE = re.compile(r"\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+"
                         r"(?:[a-z-]+\s+){1,3}?(?:earns?|gets?|gives?|wins?)\b[^.;]{0,40}?\bfree\b", re.I)
#: a sentence that says a thing is free
_FREE_SAID = re.compile(r"\b(?:free|on\s+the\s+house|complimentary|at\s+no\s+(?:extra\s+)?(?:cost|charge))\b", re.I)
#: a lead-in that opens with its case ("For 30 students with 4 adults:", "- With two children:"), ending in its colon
_CASE_LEAD = re.compile(r"^[\W_]*(?:for|with|on|say|take|imagine)\s[^:\n]{1,80}:[\s*_]*$", re.I)
#: (or the case's own subject, indefinite: "A 60-minute session at £62 would cost …")
_CASE_OPENING = re.compile(r"^\W*(?:(?:on|for|with|if|say|take|imagine)\s+(?:you\s+\w+\s+)?)?an?\s", re.I)
_DOING_FOR = re.compile(r"\b[a-z]{3,}ing\b(?:\s+[\w'-]+){0,4}?\s+for\s+(?:\*\*|__)?$", re.I)
_WOULD = re.compile(r"\s*(?:\*\*|__)?(?:\s+[\w,'-]+){0,4}?\s+would\b", re.I)
_COUNT_LABEL = re.compile(r"^\W*(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten)\s+[a-z][\w-]*(?:\s+[\w(),-]+){0,2}?"
                          r"\s*(?:\*\*|__)?\s*(?:\||:|[-–—]\s|=|→)", re.I)  # ("- 3 adults = £66": the line's cost)
_ADDS_BEFORE = re.compile(r"\b(?:adds?|adding|plus|surcharge\s+of|supplement\s+of|an\s+extra|an\s+additional|carr(?:y|ies|ying)\s+an?"
                          # a change by a sum ("Prices rise by £10 if bought on site", "goes up by £2 at weekends")
                          r"|(?:rises?|rose|risen|increases?|increased|(?:go|goes|went|gone)\s+up)\s+by)"
                          r"\s+(?:\*\*|__)?$", re.I)  # ("which carries a £45 administration charge")
#: a fall by a sum, its twin ("drops by £5 after 6pm")
_TAKES_BEFORE = re.compile(r"\b(?:falls?|fell|fallen|drops?|dropped|decreases?|decreased|(?:is|are)\s+reduced|(?:go|goes|went|gone)\s+down)"
                           r"\s+by\s+(?:\*\*|__)?$", re.I)
_ADD_DAY = re.compile(r"\b(?:add|adding|added|extra|another|extend\w*|one\s+more)\b", re.I)
_TIME_WORD = re.compile(r"\b(second|minute|hour|day|night|week|month|year)s?\b", re.I)
#: the cue of a supposed case, up to the figure in its own clause (.Ledger.supposed_date)
_SUPPOSING = re.compile(r"\b(?:for\s+example|for\s+instance|e\.g\.|say|let'?s\s+say|imagine|suppose|supposing|assuming)\b"
                        r"(?P<case>[^.;:!?]*)$", re.I)
#: THE SUPPOSITION GRAMMAR (.Ledger.supposed): a figure of any kind (a date, a month, a weekday, a time, a quantity,
#: an amount of money, a count) the answer supposes for a worked example is the writer's operand, not a claim about the
#: world. Its marker: an example's cue ("say", "for example", "e.g.", "suppose", "imagine", "let's say", "Example:"), an
#: if-clause of the user's case ending in its copula ("if your round trip is", "if you're"), or a case's own subject
#: measured ("a passenger at", "a child of" … "would")
_SUPPOSE_CUE = re.compile(r"(?P<iff>\b(?:if|say|let'?s\s+say|suppose|supposing|imagine)\s+(?:your|you)\b(?:\s+[\w'-]+){0,4}?\s+(?:is|are|was|were)\b"
                          r"|\b(?:if|say|suppose|imagine)\s+you(?:'re|\s+are|\s+were)\b)"
                          # the party supposed by its size ("If there are four of you", "say there were 6 of us")
                          r"|\b(?:if|say|suppose|supposing|assuming|imagine)\s+there(?:\s+are|['\u2019]re|\s+were|\s+will\s+be)\b"
                          r"|\b(?:(?:for\s+example|for\s+instance|say|let'?s\s+say|imagine|suppose|supposing|assuming|"
                          r"as\s+an\s+example)\b|e\.g\.|examples?\s*(?:\*\*|__)?\s*:)(?:\*\*|__)?,?"
                          r"|(?P<one>\b(?:an?|one)\s+[a-z][\w-]+\s+(?:at|of|weighing|aged)\b)", re.I)  # ("while one placed at 4pm")
#: THE SUPPOSED CLOCK TIME (.Ledger.supposed): where the context gives no clock time, an event's time the answer supposes —
#: in an if-clause of its start or end ("if the class starts at 7pm", "say the session begins at 10:30") or as the
#: time naming the event ("for a 2pm session", "with a 10am slot") — is the writer's operand; what it leads to ("be there
#: by 7:20pm", "aim for 1:45pm") is still worked from the context's lengths and checked
_TIME_CASE = re.compile(r"\b(?:if|say|suppose|supposing|assuming|imagine)\s+(?:the|your|a|an)\b[^.;:!?,=→—–\d]{0,40}?"
                        r"\b(?:starts?|begins?|finish(?:es)?|ends?|is|are|'s)\s+(?:at|from)\s+(?:\*\*|__)?$", re.I)
_TIME_NAMES_BEFORE = re.compile(r"\b(?:for|with|on|book|booking|take|join)\s+(?:a|an|your)\s+(?:\*\*|__)?$", re.I)
_TIME_NAMES_AFTER = re.compile(r"(?:\*\*|__)?\s+(?:session|class|lesson|slot|appointment|booking|tour|show|screening|"
                               r"performance|start|sitting|swim|visit|match|game|departure|flight|train|ride|trip|event|"
                               r"treatment|massage|course|workshop|round|tee\s+time)\b", re.I)
#: between the marker and the supposed figure: no clause break (what follows one is no longer the case)
_CASE_BREAK = re.compile(r"[.;:!?\n]")
#: how a supposed case opens after its cue: at once with the figure ("say, 1 June"), with the user's case ("if you …",
#: "you booked …", "your …", "charging …") or an indefinite one ("a passenger at", "on a", "for an"); never with a definite subject
#: ("for example, the late fee is £15", "e.g. the arena closes at 5pm": facts stated as an example)
_CASE_OPEN = re.compile(r"^[\s,*_(]*(?:$|(?:if|when|once|you|your|you'?re|you'?d|an?|on|at|in|for|with|around|about|roughly|"
                        r"[a-z]{3,}ing)\b)", re.I)  # (or the user's act: "charging 100 kWh would cost …")
#: a range's or an alternative's first end, supposed, then its joiner: "say 2pm to 5pm", "e.g. Friday or Saturday"
_RANGE_CASE = re.compile(r"^\W*[\w£$€.,:]+(?:\s+[a-z]{1,6})?\W*?\s*(?:to|through|until|till|or|and|[-–—+&])\s*(?:\*\*|__)?\s*$", re.I)
#: the day of the month a rule gives in the month after another ("by the 5th of the following month")
_NEXT_MONTH_DAY = re.compile(r"\b(?:(\d{1,2})(?:st|nd|rd|th)?|first)\s+(?:day\s+)?of\s+the\s+(?:(?:following|next)\s+month|"
                             r"month\s+(?:after|following))\b", re.I)
#: words that count minutes past a time ("Minutes late", "after 6pm", "past")
_PAST_TIME = re.compile(r"\b(?:late|later|after|past|over|minutes?|mins?)\b", re.I)
#: a charge by blocks of a measure ("£5 for each 10 minutes (or part of 10 minutes)", "£2 per 15 minutes or part thereof")
_PER_BLOCK = re.compile(r"[£$€]\s?(?P<rate>\d+(?:\.\d+)?)\s+(?:for\s+)?(?:each|every|per)\s+(?P<size>\d+)\s+(?:minutes?|hours?|miles?|km|kg)"
                        r"(?P<part>\s*\(?\s*or\s+(?:any\s+)?part)?", re.I)
#: a month named right after a supposition's cue ("e.g. May journeys": "May" is read as no date on its own)
_MONTH_NAMES = "january february march april may june july august september october november december".split()
_CUE_MONTH = re.compile(r"\b(?:for\s+example|for\s+instance|say|e\.g\.)\W{0,4}(" + "|".join(_MONTH_NAMES) + r")\b", re.I)
#: a wish inside an if-clause: its condition, no consequence ("if you'd like them fitted on Friday")
_WISHED = re.compile(r"(?:'d|\s+would)\s+(?:like|prefer|rather|love|want)\b", re.I)
#: a line under an example's heading that opens with the user's case, up to the figure ("If you store them from April …")
_IF_OPENING = re.compile(r"^[\W_]*(?:so\s+|say\s+)?if\s+(?:you|your)\b[^.,;:!?=→\n]*$", re.I)
#: the words that span the case's own period ("from April to September"): no bound of a rule
_SPAN_BEFORE = re.compile(r"\b(?:from|to|between|and)\s+(?:the\s+)?(?:\*\*|__)?$", re.I)
#: a suggestion closed by its example's cue, from the modal to the figure and from it to the cue ("You could make it
#: Friday + Saturday, or Saturday + Sunday, for example."): the options offered are supposed, not stated
_OFFERED_BEFORE = re.compile(r"\b(?:you|we)\s+(?:could|might|can)\b[^.;:!?\n]*$", re.I)
_EXAMPLE_AFTER = re.compile(r"[^.;:!?\n]{0,40}?,\s*(?:for\s+example|for\s+instance|say)\s*[.!)]", re.I)
#: the first cell of a table row ("| 6:05pm | 5 | £5 |")
_ROW_FIRST = re.compile(r"^\s*\|\s*(?:\*\*|__)?\s*$")
#: a weekday supposed: the opener of a supposition, its clause, then "on [a] WEEKDAY" ("if you leave on a Saturday")
_SUPPOSED_WEEKDAY = re.compile(r"\b(?:if|say|let'?s\s+say|suppose|supposing|imagine|for\s+example|for\s+instance|e\.g\.)\b"
                               r"(?P<case>(?:[^.;:!?,]|(?<=\d)[:.](?=\d))*?)\bon\s+(?:an?\s+)?(?:\*\*|__)?$", re.I)  # (a clock
# time's colon breaks no case: "if your booking is at 7:30pm on a Saturday")
#: a point in time a conditional clause supposes: "if … in N months' time", "if … in 3 weeks from now" (the clause unbroken)
#: THE SUPPOSED DAY OF THE MONTH (.Ledger.supposed_date): the user's case by a day's ordinal alone, in the clause that
#: supposes it ("if you pay on the 10th", "say your delivery arrived on the 3rd", "e.g. you borrow on the 1st")
_SUPPOSED_DAY_OF_MONTH = re.compile(r"\b(?:if|say|let'?s\s+say|suppose|supposing|imagine|for\s+example|for\s+instance|e\.g\.)\b"
                                    r"(?P<case>[^.;:!?,]*?)\bon\s+the\s+(?:\*\*|__)?$", re.I)
#: a day of the month said as one, by its ordinal alone ("on the 25th", "by the 7th", "until the 17th")
_DAY_OF_MONTH_SAID = re.compile(r"\b(?:on|by|until|till|from|before|after|to|and|or)\s+the\s+(?:\*\*|__)?$", re.I)
#: a context sentence that counts days back from an event (.Ledger._days_ahead)
_AHEAD_SAID = re.compile(r"\b(?:before|prior|in\s+advance|ahead|notice)\b", re.I)
#: a day of the month in the month after its base ("the 3rd of the following month")
_OF_NEXT_MONTH = re.compile(r"\s*(?:\*\*|__)?\s*of\s+the\s+(?:following|next)\s+month\b", re.I)
_IF_IN_TIME = re.compile(r"\bif\b[^.;:,!?]{0,100}\bin\s+(?:(?:about|around|roughly)\s+)?(?:\*\*|__)?$", re.I)
_TIME_FROM_NOW = re.compile(r"(?:'|’)?\s*(?:\*\*|__)?\s*(?:time|from\s+now)\b", re.I)
#: an example's label opening its line ("Example: …", "**Worked example:** …", "E.g. …")
_EXAMPLE_LABEL = re.compile(r"^[\s*_>#-]*(?:worked\s+)?(?:example|e\.g\.)\s*(?:\*\*|__)?\s*:", re.I)
_EVENT_DAY = re.compile(r"\bon\s+(?:the\s+)?(?:\*\*|__)?$", re.I)
#: a bound before a figure ("within 45 days", "by 7am", "more than 10 minutes"): the rule's own figure, never supposed
_BOUND_BEFORE = re.compile(r"\b(?:within|over|under|more\s+than|less\s+than|fewer\s+than|longer\s+than|later\s+than|at\s+least|"
                           r"at\s+most|up\s+to|before|after|by|until|till|beyond|past|than|minimum|maximum|min|max|from|to)"
                           r"\s+(?:the\s+)?(?:\*\*|__)?$", re.I)
#: a span said as a rule's bound right before it ("within 7 days", "at least 21 days", "no later than", "up to")
_WITHIN_BEFORE = re.compile(r"\b(?:within|at\s+least|at\s+most|up\s+to|no\s+later\s+than|no\s+more\s+than|no\s+less\s+than)"
                            r"\s+(?:the\s+)?(?:\*\*|__)?$", re.I)  # (not "more than": a comparison, often worked out)
#: a bound after a figure ("if you cancel 14 days before", "30 minutes or more"): the rule's figure too
_BOUND_AFTER = re.compile(r"\s*(?:\*\*|__)?\s*(?:or\s+(?:more|less|longer|fewer|over|under|earlier|later)|before|after|ahead|"
                          r"in\s+advance|early|late|earlier|later|prior|beforehand|notice|of\s+notice)\b", re.I)
_FOR_ARTICLE = re.compile(r"\bfor\s+an?\s*$", re.I)
#: what a figure supposed with "for a" measures ("for a 100 kWh charge", "for a 2-hour session")
_SUPPOSED_NOUN = re.compile(r"\s*(?:[\w-]+\s+)?(?:charge|charging\s+session|session|top-?up|load|ride|job|print\s+run|order|booking)\b", re.I)
#: a case the answer supposes, by its length ("a weekday job taking 45 minutes", "a visit lasting 3 hours")
_SUPPOSED_LENGTH = re.compile(r"\b(?:an?|say)\s+(?:[\w-]+\s+){0,2}?(?:job|visit|call|call-out|session|ride|stay|trip|booking|lesson|"
                              r"repair|appointment|class|hire|rental|journey|shift)\s+(?:that\s+)?(?:taking|takes|lasting|lasts|of|with|needing|involving)\s+(?:\*\*|__)?$", re.I)
_ARTICLE = re.compile(r"(?:^|\b)(?:an?|on\s+an?|for\s+an?)\s*$", re.I)
#: THE HYPOTHETICAL INSTANCE GRAMMAR (.Ledger.hypothetical): a worked example's case, measured by its figure and
#: followed by what it would lead to. The case opens indefinitely, "(for|on|with|take) a|an [word] FIGURE NOUN"
#: ("for a 7pm class", "on a £50 lot", "with a 9:30 start"), or as an indefinite thing with its participle ("a lot
#: selling for £50", "an order costing £80", "a class starting at 7pm"); the sentence then says what follows with a
#: modal ("you'd need to", "would give you", "you could", "will earn"). Never supposed: the organisation's charge
#: ("for a £10 fee", "with a £20 deposit"), a bound ("for orders over £50"), a rate ("a £25-an-hour session"), or a
#: case with no consequence ("for a £300 membership you get parking": a fact stated, checked)
_INSTANCE_OPEN = re.compile(r"\b(?:for|on|with|take|imagine|picture)\s+an?\s+(?:\*\*|__)?$", re.I)
_INSTANCE_NOUN = re.compile(r"(?:\*\*|__)?\s*(?:-\s*)?(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)(?:\*\*|__)?\s+)?(?P<noun>[a-z][a-z-]*)\b", re.I)
# (a clock time between: "for a Saturday 2pm session")
_INSTANCE_DOING = re.compile(r"\ban?\s+(?:[a-z][\w-]*\s+){1,2}?(?:selling|sold|going|costing|priced|valued|bought|booked|worth|"
                             r"starting|finishing|ending|beginning|arriving|leaving|departing)(?:\s+(?:for|at))?\s+(?:\*\*|__)?$", re.I)
#: … or counted, by what the case does with the things ("a choir borrowing 15 copies would pay", "a family booking
#: 3 rooms could", "a group of 12 would"): the count is the writer's case; never a bound ("a minimum of 15", "a total
#: of 20", "up to 8") or a charge's count
_INSTANCE_COUNT = re.compile(r"\ban?\s+(?!(?:minimum|maximum|total|max|min|limit|cap|fee|charge|fine|discount|group\s+discount)\b)"
                             r"(?:[a-z][\w-]*\s+){1,2}?(?:borrowing|booking|buying|ordering|renting|hiring|bringing|taking|"
                             r"needing|using|sending|reserving|registering|entering|printing|returning|of)\s+(?:\*\*|__)?$", re.I)
_INSTANCE_LEADS = re.compile(r"[^.;:!?\n]{0,80}?(?:\b(?:would|could|can|will|should|might|need\s+to|have\s+to)\b|(?:you|it|that|they)(?:'d|'ll)\b|=|→)", re.I)
#: what an instance may never be measured as: a charge of the organisation's, or a bound, limit or rate
_CHARGE_NOUNS = frozenset("fee fees charge surcharge supplement deposit fine penalty cost price rate discount refund credit voucher "
                          "allowance cap limit minimum maximum excess premium levy tax commission".split())
#: THE ATTRIBUTIVE INSTANCE GRAMMAR (.Ledger._attributive_instance): a figure worn as an indefinite thing's adjective,
#: "a|an FIGURE-UNIT [word]{0,2} NOUN … would|'d|=|→" ("So a three-hour weekend shoot would be", "a 25-minute delay would
#: add", "a 600kg load would cost"): the thing is one the writer supposes, measured by its figure, and what it leads to is
#: checked. Never supposed: a charge or a rule's term ("a 10-day notice period would", "a 2-hour minimum"), an age ("a
#: 15-year-old would"), or a thing the context measures in the same unit ("Sessions last 90 minutes" / "a 60-minute
#: session would cost £30": the context's own thing, its length changed)
_ATTRIBUTIVE_OPEN = re.compile(r"\b(?:a|an)\s+(?:\*\*|__)?$", re.I)
_ATTRIBUTIVE_RAW = re.compile(r"(?:\d[\d,.]*|[a-z]+(?:-[a-z]+)?)(?:\s*-\s*[a-z]+|[a-z]{1,3})", re.I)
_COUNTED_SUBJECT = re.compile(r"\W*(?:(?:so|then|and|say|e\.g\.|for\s+example|for\s+instance)\W+)?(?:\*\*|__)?", re.I)
_COUNTED_OF = re.compile(r"(?:\*\*|__)?\s+of\s+(?:the\s+|an?\s+|your\s+)?(?P<np>(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)", re.I)
_AGED_CASE = re.compile(r"\d{1,2}-year", re.I)
_AGED_COUNT = re.compile(r"\b(?:an?|one|two|three|four|five|six|\d)\s+(?:\*\*|__)?$", re.I)
_AGED_AFTER = re.compile(r"\s+(?:\*\*|__)?\d{1,2}-year-olds?\b", re.I)
_AGED_OLD = re.compile(r"-olds?\b", re.I)
_MONEY_AHEAD = re.compile(r"[£$€]\s?\d|\d\s?(?:p|pence|dollars?|pounds?|euros?)\b", re.I)
_ATTRIBUTIVE_NOUN = re.compile(r"(?:\*\*|__)?\s+(?P<np>(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)", re.I)
_TERM_NOUNS = frozenset("period window notice deadline guarantee warranty grace cooling-off term contract wait waiting cap "
                        "allowance limit minimum maximum policy rule max min old".split())
_INSTANCE_IF = re.compile(r"\b(?:if|when|whenever|once)\s+(?:you|your)\b(?P<clause>[^.,;:!?=()\n]{0,70})$", re.I)
_TRANSACTION = re.compile(r"\s*(?:[\w-]+\s+)?(?:order|sale|purchase|bill|spend|basket|transaction|booking|shop|invoice|"
                          r"payment|withdrawal|top-?up|transfer|claim|loan|balance)s?\b"
                          # (not the charge named after it: "a £5 transfer fee", "a £20 booking charge" is a fee stated)
                          r"(?![\s*_]+(?:fee|fees|charge|charges|cost|costs|surcharge|supplement|levy|penalty)\b)", re.I)
_PERIOD_NOUN = re.compile(r"\s*(?:[\w-]+\s+)?(?:month|year|week|trip|stay|holiday|visit|break|journey)\b", re.I)  # ("a one-hour Saturday visit")
_NEXT_DAY = re.compile(r"\b(?:following|next|day\s+after|day\s+before|previous|tomorrow|yesterday|(?:last|final)\s+(?:full\s+)?day)\b", re.I)
#: a sentence about the day a thing is done or back: a step from the day it starts is counted forward
_READY = re.compile(r"\b(?:ready|back|done|finished|completed?|collect(?:ed|ion)?|delivered|arrives?|due)\b", re.I)
_BEFORE_WORDS = re.compile(r"\b(?:ahead|before|earlier|prior|in\s+advance|within|notice|last\s+(?:moment|chance|minute|opportunity)|"
                           r"deadline|cut-?off)\b")  # ("48 hours' notice … book by Wednesday"; "the last moment to join is Friday")
#: an obligation, which makes a day named with "by" a deadline even for a thing that arrives ("it would need to arrive by")
_OBLIGED = re.compile(r"\b(?:needs?\s+to|must|ha(?:ve|s)\s+to|should)\b")
#: a weekday named as a deadline ("add it by Friday", "by the Thursday"): the day a step before another is counted to
_BY_DAY = re.compile(r"\bby\s+(?:\*\*|__)?(?:(?:the\s+)?(?:same\s+time|end\s+of\s+(?:the\s+)?day|noon|midday|midnight|close\s+of\s+business"
                     r"|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?)\s+on\s+)?"  # (or a clock time: "by 8pm on Saturday")
                     r"(?:the\s+)?(?:\*\*|__)?$", re.I)  # (or "by the same time on Friday", "by midday on the Thursday")
_AFTER_WORDS = re.compile(r"\b(?:after|later|following|afterwards)\b")
#: a day of the month as a deadline before another ("cancel by the 13th", "the last day to cancel", "آخر موعد"), or after it
_DEADLINE_WORDS = re.compile(r"\b(?:by|latest|deadline|last\s+day)\b|قبل|آخر\s+موعد|أقصى")
_AFTER_WORDS_AR = re.compile(r"بعد")
#: a day of the month named with the word for day: "يوم 20", "اليوم 13", "day 20"
_DAY_WORD_BEFORE = re.compile(r"(?:\bday|يوم|اليوم)\s*(?:\*\*|__)?$", re.I)
_DAY_WORD_NUMBER = re.compile(r"(?:\bday|يوم|اليوم)\s*(?:\*\*|__)?(\d{1,2})(?!\d)", re.I)
_WEEKDAYS = WEEKDAYS
#: THE BARE-YEAR GRAMMAR: a year written on its own ("Expo 2025", "the 2026 season", "in 2024"): four digits from
#: 1980 to 2049, not part of an amount, a decimal, a clock time or a measure ("2025 m²", "£2,025", "20:25")
_BARE_YEAR = re.compile(r"(?<![\d.,:£$€#])\b(19[89]\d|20[0-4]\d)\b(?![.,:]?\d|\s*(?:%|m²|m2|sq|km|kg|mi|ft|points?|pts|am|pm)\b)", re.I)
MAX_YEAR_SCAN = 20000  # (characters of a text searched for bare years: the guard stays linear)
_A_MONDAY = date(2024, 1, 1).toordinal()  # (a Monday: weekdays counted from it)
#: the words that say a few months are worked out from two periods ("six months to go", "3 months more")
_MONTHS_WORKED = re.compile(r"\b(?:to\s+go|left|remaining|remain|more|longer|later|short|still|difference|between|another|further|"
                            r"in\s+total|altogether|in\s+all|combined)\b", re.I)
_MONTHS_ADDED = frozenset(("in total", "altogether", "in all", "combined", "another", "further"))
#: an age reached ("once you turn 25"), and what puts a figure at the top of a band or just above it in the context
#: a difference between two amounts of money, said after the amount ("£5 per hour less", "£2 more", "£3 cheaper")
_RELATION = re.compile(r"\s*(?:(?:per|a|an|each)\s+[a-z]+\s+)?(less|cheaper|lower|more|extra|higher|dearer)\s+(?:than|per|a|an|each|at|for|on|if)\b"
                       r"|\s*(?:\*\*|__)?\s*(off)\s+(?:every|each|all|any|the|your|an?)\b", re.I)
_MORE_WORDS = frozenset(("more", "extra", "higher", "dearer"))
_TURN_BEFORE = re.compile(r"\b(?:turn|turns|turning|turned|reach|reaches|reaching|hit|hits)\s+(?:\*\*|__)?$", re.I)
_UPPER_END_BEFORE = re.compile(r"(?:\d\s*(?:[-–—]|to)\s*|\bup\s+to\s+|\bmaximum(?:\s+age)?(?:\s+of)?\s+|\baged?\s+up\s+to\s+)$", re.I)
#: "more than" right before a count ("don't try more than twice"), and "after" right before the context's count of
#: what sets something off ("after 3 wrong attempts"): .Ledger._short_of_trigger (Arabic: text.arabic.behaviour)
_MORE_THAN_BEFORE = re.compile(r"\b(?:more\s+than|over|beyond|exceed)\s+(?:\*\*|__)?$", re.I)
_AFTER_COUNT_BEFORE = re.compile(r"\b(?:after|upon|following)\s+(?:\*\*|__)?$", re.I)


def _month_of_length(u, text: str) -> "int | None":
    """The month whose length the figure ``u`` is said as ("June has 30 days"; Arabic: text.arabic.dates)."""
    if text.isascii():
        m = _MONTH_NAMED_HAS.search(text, max(0, u.start - 24), u.start)
        return _MONTH_NUMBERS.get(m.group(1).lower()[:3]) if m else None
    from ..text.arabic.dates import month_of_length

    return month_of_length(text, u.start, u.end)


#: a count of days said of a month (THE MONTH WALK): "30 days in April", "31 in May", "21 days to the end of March", "21
#: days left in March", "8 days into June" (right after the count)
_MONTHS_ALT = r"(?P<month>january|february|march|april|may|june|july|august|september|october|november|december)"
#: the words that say a count is what is left of the month
_REST_OF_MONTH = r"(?:left|remaining)\s+(?:in|of)|to\s+the\s+end\s+of|until\s+the\s+end\s+of|till\s+the\s+end\s+of|in\s+the\s+rest\s+of"
_MONTH_NAMED = r"\s+(?:the\s+month\s+of\s+)?(?:\*\*|__)?" + _MONTHS_ALT + r"\b"
_MONTH_WALK = re.compile(r"\s*(?:\*\*|__)?\s*(?:(?P<rest>" + _REST_OF_MONTH + r")|(?P<into>into)|in|of)" + _MONTH_NAMED, re.I)
#: the same, read back from the month ("… 30 days in April": the count, then the month)
_MONTH_WALK_BACK = re.compile(r"\d+\s*(?:more\s+)?(?:days?)?\s*(?:\*\*|__)?\s*(?:" + _REST_OF_MONTH + r"|into|in|of)" + _MONTH_NAMED, re.I)
#: a line that adds one figure to the total before it ("- + 30 days in April =", "+ £20 =")
_ADD_LINE = re.compile(r"[\s>*_-]*(?:\d+[.)]\s+)?(?:\*\*|__)?\s*(?:\+|plus\b|add\b|and\s+another\b)", re.I)
_MONTH_NUMBERS = {m: k for k, m in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split(), start=1)}
_MONTH_NAMED_HAS = re.compile(r"\b(january|february|march|april|may|june|july|august|september|october|november|december)"
                              r"(?:\s+\d{4})?\s*(?:\*\*|__)?\s*(?:has|had|is|:|=|\(|with)?\s*(?:only\s+)?(?:\*\*|__)?\s*$", re.I)


#: a sentence that counts a span through its first day, or says the end depends on it ("counting the first day",
#: "inclusive", "depending on how you count"): the end a day sooner is right too (Arabic: text.arabic.dates)
_FIRST_DAY_COUNTED = re.compile(r"\b(?:counting\s+(?:the\s+)?(?:first|start(?:ing)?)\s+day|inclusive(?:ly)?|including\s+the\s+"
                                r"(?:first|start(?:ing)?)\s+day|depending\s+on\s+how\s+you\s+count)\b", re.I)


def _counts_first_day(text: str) -> bool:
    if _FIRST_DAY_COUNTED.search(text):
        return True
    if text.isascii():
        return False
    from ..text.arabic.dates import counts_first_day

    return counts_first_day(text)


def _ar_more_than(before: str) -> bool:
    from ..text.arabic.behaviour import more_than_before

    return more_than_before(before)


def _ar_times(raw: str) -> bool:
    from ..text.arabic.numbers import says_times_plural

    return not raw.isascii() and says_times_plural(raw)


def _one_currency(a: str, b: str) -> bool:
    """Two unit words are one currency's: a bare riyal, dinar or lira and a country's (``money:riyal``, ``money:qar``)."""
    from ..text.arabic.numbers import same_currency

    return a.startswith("money:") and b.startswith("money:") and same_currency(a[6:], b[6:])


def _ar_twice(raw: str) -> bool:
    from ..text.arabic.numbers import says_twice

    return not raw.isascii() and says_twice(raw)


def _ar_after_count(before: str) -> bool:
    from ..text.arabic.behaviour import after_count_before

    return after_count_before(before)


_BELOW_BEFORE = re.compile(r"\b(?:under|below|younger\s+than|less\s+than)\s+(?:the\s+age\s+of\s+)?$", re.I)
#: "n in m", "n out of m", "n of every m": a share put as a count
_IN_EVERY = re.compile(r"\s+(?:in|out\s+of|of\s+every|in\s+every)\s+((?:\w+[\s-]){0,2}\w+)\b", re.I)
_IN_EVERY_BEFORE = re.compile(r"\b(\w+)\s+(?:in|out\s+of|of\s+every|in\s+every)\s+$", re.I)
_APPROX = re.compile(r"\b(?:about|around|roughly|approximately|nearly|almost|just\s+(?:over|under)|close\s+to|some)\s*(?:\*\*|__)?\s*$|[~≈]\s*$",
                     re.I)
#: said to be rough, before a figure or a range's first end ("roughly 21–22 weeks")
#: a bare count restated as a part of another ("three of your six", "2 out of the 4")
_RESTATED_COUNT = re.compile(r"\s+(?:of|out\s+of)\s+(?:your|the|their|his|her|our|those|these|all)?\s*(?:\*\*|__)?\s*(?:\d|[a-z]+\b)", re.I)
#: a day then its count of one: "1 September: 1 day", "Sat 4 May = 1 day"
_ONE_DAY_AFTER = re.compile(r"\s*(?:\*\*|__)?\s*[:=→-]\s*(?:\*\*|__)?\s*", re.I)
_RATIO_SIDE = re.compile(r"\b(?:just\s+(over|under)|(nearly|almost))\s*(?:\*\*|__)?\s*$", re.I)
_APPROX_RANGE = re.compile(r"(?:\b(?:about|around|roughly|approximately|nearly|almost|just\s+(?:over|under)|close\s+to|some)|[~≈])"
                           r"\s*(?:\*\*|__)?\s*(?:(?:\d[\d.,]*|[a-z]+)\s*(?:[-–]|to)\s*)?$", re.I)
#: a rate per period after a figure ("8 a month", "£40 per week") and a rate stated with its figure ("two classes a week")
_PER_AFTER = re.compile(r"\s*(?:[\w-]+\s+)?(?:a|an|per|each|every)\s+(day|week|month|year)\b", re.I)
_RATE_PHRASE = re.compile(r"((?:[\w£$€.,-]+\s+){1,2}?)(?:[\w-]+\s+)?(?:a|an|per|each|every)\s+(day|week|month|year)\b", re.I)
#: an age spoken of, and two ages compared ("two years short of the minimum age", "أصغر بسنتين")
_AGE_TALK = re.compile(r"\b(?:age|ages|aged|old|older|young|younger|birthday)\b"
                       r"|\b(?:is|are|am|['’]re|['’]m|turns?|turning|at)\s+(?:\*\*|__)?\d{1,2}(?![\d]|[:.]\d)\b|عمر|سن\b|السن", re.I)
_AGE_COMPARED = re.compile(r"\b(?:younger|older|short|too\s+(?:young|old)|under|over|below|above|beyond|past|ahead|behind|inside"
                           r"|until|more|to\s+go|wait|away|eligible"
                           r"|old\s+enough|not\s+yet)\b|"
                           r"أصغر|أكبر|أقل|أكثر|باقي|تبقى", re.I)
#: a month holding four or five of a week's days: "four or five of your sessions", "4 or 5 weeks", "4–5 Tuesdays"
_FOUR_OR_FIVE = re.compile(r"\b(?:four|4)\s*(?:or|to|[–-])\s*(?:five|5)\b", re.I)
#: between a rate and its restatement per another period: no other figure and no step of working
_FIGURE_OR_STEP = re.compile(r"\d|[×÷+=−]|\b(?:less|minus|plus|after|discount|off|times|divided|each|per\s+person)\b", re.I)
#: ... and words that restate it: "that works out at", "that's", "which is", "or", "(about"
_RESTATED_AS = re.compile(r"\b(?:works?\s+out|worked\s+out|that'?s|that\s+is|which\s+is|or|equivalent|equals|comes?\s+to|"
                          r"i\.e\.|about|roughly|around|approximately|so|making)\b|\(", re.I)
#: how many of one period make another, low and high (a month is 28 to 31 days)
_PERIOD_RATIO = {("day", "week"): (7.0, 7.0), ("week", "month"): (4.0, 31 / 7), ("day", "month"): (28.0, 31.0),
                 ("month", "year"): (12.0, 12.0), ("week", "year"): (52.0, 366 / 7), ("day", "year"): (365.0, 366.0)}
#: THE PERIOD A RATE IS TOTALLED OVER: "over a full year", "for the whole month", "a year's worth", "annually"
_OVER_PERIOD = re.compile(r"\b(?:over|for|across|in|during)\s+(?:a|one|the)\s+(?:(?:full|whole|entire|complete)\s+)?(day|week|month|year)\b"
                          r"|\b(day|week|month|year)['\u2019]s\s+worth\b|\b(annual(?:ly)?|yearly)\b", re.I)
_PERIOD_RATIO.update({(b, a): (1 / hi, 1 / lo) for (a, b), (lo, hi) in list(_PERIOD_RATIO.items())})
#: an age tied to a time ("turns 2 in July 2026", "turn 56 in 2029") and an age the answer says is reached
#: THE AGE LIMIT GRAMMAR: a figure the context states as a minimum or maximum age — "at least 14", "aged 16 or
#: over", "must be 17 or older", "under 12s", "the minimum age is 18", "over-65s" — before it or after it
_AGE_LIMIT_BEFORE = re.compile(r"\b(?:at\s+least|aged?|over|under|older\s+than|younger\s+than|minimum\s+age(?:\s+is)?(?:\s+of)?"
                               r"|maximum\s+age(?:\s+is)?(?:\s+of)?|age\s+of|be|turned|reached"
                               # "the minimum age for the cold process workshop is 16"
                               r"|(?:minimum|maximum|lower|upper)\s+age\s+(?:limit\s+)?(?:for|to|on)\s+[^.;:\d]{1,40}?\s+is)\s+(?:\*\*|__)?$", re.I)
_AGE_LIMIT_AFTER = re.compile(r"(?:\*\*|__)?\s*(?:\+|(?:years?\s+(?:old|of\s+age)|or\s+(?:over|older|above|under|younger)"
                              r"|and\s+(?:over|above|under)))", re.I)
#: the upper end of an age band ("aged 18 to 75", "ages 5–15"): a limit as much as its lower end
_AGE_RANGE_END = re.compile(r"\b(?:aged?|ages)\s+(?:\*\*|__)?\d{1,3}(?:\*\*|__)?\s*(?:to|–|-|and)\s*(?:\*\*|__)?$", re.I)
_AGE_AT = re.compile(r"\s*(?:years?\s+old\s*)?(?:in|on|by|during)\s+(?:the\s+)?(?:year\s+)?", re.I)
_AGE_BEFORE = re.compile(r"\b(?:turn|turns|turning|reach|reaches|reaching|you'?re|you\s+are|she'?s|he'?s|they'?re|be|aged?)"
                         r"\s+(?:\*\*|__)?$", re.I)
_TIME_CANON = frozenset(("minute", "day", "month"))
#: days numbered from a first one ("on days 0, 7 and 21", "day 3")
#: a step of one day the context names without a number ("ready the next working day", "the following business day")
_NEXT_DAY_STEP = re.compile(r"\b(?:next|following)\s+(?:(working|business)\s+)?day\b", re.I)
#: a sentence that says what is saved ("would save you £17.50", "a saving of", "£17.50 less in total")
_SAVINGS_CUE = re.compile(r"\b(?:sav(?:e|es|ed|ing|ings)|cheaper|less\s+in\s+total|knock(?:s|ed)?\s+off)\b", re.I)
#: THE RATIO A GROUP NEEDS: "one adult is required for every 6 pupils", "1 instructor per 8 riders", "one leader to every
#: 10 children": the one thing, and the count of the others each one covers
_ONE_PER_EVERY = re.compile(r"\b(?:one|1|an?)\s+([a-z]+)\s+(?:[a-z]+\s+){0,4}?(?:for|per|to)\s+(?:every|each)?\s*(\d{1,3})\s+([a-z]+)",
                            re.I)
#: a weekday the context says is off ("always have Fridays off", "closed on Mondays", "every day except Sunday")
_DAY_OFF = re.compile(r"\b(?:(?:have|has|take|takes)\s+(?:the\s+)?|closed\s+(?:on\s+)?|except\s+(?:on\s+)?|not\s+on\s+)"
                      r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?(?:\s+off)?\b", re.I)
#: THE NTH WEEKDAY OF A MONTH: "on the first Sunday of each month", "the last Friday of every month"
_NTH_WEEKDAY = re.compile(r"\b(first|second|third|fourth|last|1st|2nd|3rd|4th)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
                          r"\s+(?:of|in)\s+(?:each|every|the|a)\s+month\b", re.I)
#: THE WEEKDAY BEFORE OR AFTER A DAY: "by the Monday before each market", "on the Friday after the course"
_WEEKDAY_BEFORE = re.compile(r"\b(?:the|a)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+(before|after|following|prior\s+to)\b",
                             re.I)
_NTH = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "last": -1}
#: a strict bound in days ("more than 21 days before", "fewer than 14 days"): its edge day is a day past the count
_STRICT_DAYS = re.compile(r"\b(more|longer|greater|fewer|less)\s+than\s+(\d{1,3}|[a-z]+)\s+(?:calendar\s+)?days?\b", re.I)
_DAY_LIST = re.compile(r"\b[Dd]ays?\s+(\d{1,3}(?:\s*(?:,|and|&|or)\s*\d{1,3})*)\b")
#: a total's label: a row's first cell or the words before a figure ("**Total**", "Grand total:", "الإجمالي")
_TOTAL = re.compile(r"\b(?:sub-?)?total\b|\bin\s+total\b|\ball\s+together\b|\baltogether\b|\boverall\b|الإجمالي|المجموع", re.I)
#: a label that multiplies a count by a rate ("2 weeks × £12 per week", "3 x £8 a night")
_TIMES_LABEL = re.compile(r"\d\s*(?:[a-z]+\s*)?[×x*]\s*(?:\*\*|__)?[£$€]?\d", re.I)
#: a row labelled what is paid at one time, the rows above summed ("| **Paid up front** | **£74** |", "| Due today |",
#: "| **Paid at start of term** | **£21** |")
_DUE_LABEL = re.compile(r"[\W_]*(?:(?:paid|payable|due|to\s+pay|you\s+pay)\s+(?:up\s*front|now|today|on\s+booking|on\s+the\s+day"
                        r"|on\s+arrival|at\s+booking|in\s+advance|at\s+the\s+(?:start|beginning)\s+of\s+(?:the\s+)?[a-z]+"
                        r"|at\s+(?:start|beginning)\s+of\s+[a-z]+)"
                        r"|up\s*front\s+(?:total|cost|payment))\b", re.I)
_TOTAL_LEAD = re.compile(r"^\W*(?:(?:grand|your|the|first[- ]year|overall)\s+)?(?:sub-?)?total(?:\s+[a-z-]+){0,3}\s*(?:\*\*|__)?\s*[:=]"
                         r"|^\W*(?:الإجمالي|المجموع)\s*(?:\*\*|__)?\s*:", re.I)
#: an item taken off a total: by its sign ("−£10") or, maybe, by its words ("Discount", "less the deductible")
_MINUS = re.compile(r"[−-]\s*(?:\*\*|__)?\s*[£$€]?\s*\d", re.I)
_DEDUCTED = re.compile(r"\b(?:discount\w*|off|less|minus|deduct\w*|saving|credit\w*|refund\w*|rebate|voucher)\b|خصم|حسم", re.I)
#: an item that costs nothing ("Free", "included", "—")
_FREE = re.compile(r"\b(?:free|included|waived|none|nil|no\s+charge)\b|^\W*[—–-]?\W*$|مجان|مشمول", re.I)
#: a rate written after an amount or in a row's label ("£6 a day", "Price per kWh"): not an amount of the bill
_RATE_AFTER = re.compile(r"\s*(?:\*\*|__)?\s*\b(?:per|a|an|each|every)\s+(?!total\b)[a-z]+|.*\bper\s+[a-z]+", re.I)
#: where written working gives its result ("= £875", "→ £26.10")
_RESULT = re.compile(r"=|→|⇒|\bcomes\s+to\b|\bmakes\b", re.I)
#: between the two ends of a run of weekdays ("Monday to Friday", "Mon–Fri", "Tuesday through Saturday") or of clock times
#: ("6–8pm")
_WEEKDAY_RUN = re.compile(r"\s*(?:\*\*|__)?\s*(?:to|through|until|till|[-–—])\s*(?:\*\*|__)?\s*", re.I)
_DAYS_OF_MONTH = frozenset(float(d) for d in range(1, 32))
#: words that say a number of days is the span between two dates ("that's 19 days later")
_SPAN = re.compile(r"\b(?:later|earlier|after|before|between|apart|from|since|until|till|to|gap|difference|elapsed|passed|"
                   r"that'?s|which\s+is|it'?s)\b")
_SUMMABLE = ("money", "quantity", "number", "percent")
#: the value-added tax a context may name without its rate, and its standard rate by the currency of the context's
#: amounts (a fact of the tax law, like the calendar's constants): UK 20%, Saudi Arabia 15%, the UAE 5%
_VAT = re.compile(r"\bVAT\b|\bvalue[- ]added\s+tax\b|ضريبة\s+القيمة\s+المضافة", re.I)
_STANDARD_VAT = {"gbp": 20.0, "sar": 15.0, "aed": 5.0}
#: the rate written as the tax's ("VAT (20%)", "VAT at 20%", "VAT of 20%"; "20% VAT")
_VAT_BEFORE = re.compile(r"(?:\bVAT|ضريبة\s+القيمة\s+المضافة)\s*(?:\*\*|__)?\s*(?:\(|at\s+|of\s+|@\s*|بنسبة\s+|:\s*)(?:\*\*|__)?\s*$", re.I)
_VAT_NEAR = re.compile(r"(?:\bVAT\b|ضريبة\s+القيمة\s+المضافة)[^.;\n%٪]*$", re.I)
_VAT_AFTER = re.compile(r"\s*(?:\*\*|__)?\s*(?:VAT\b|ضريبة\s+القيمة\s+المضافة)", re.I)


def _bound_before_cue(window: str, cue, at: int | None = None) -> bool:
    """A bound the example's cue interrupts ("within, for example, 45 days", "by, say, 9 April"): the rule's figure."""
    if cue is None:
        return False
    head = window[:cue.start() if at is None else at].rstrip(" ,(\u2013\u2014-")
    return bool(head) and _BOUND_BEFORE.search(head[-16:] + " ") is not None


def _q(x: float) -> float:
    return round(x, 2)


class Ledger:
    """What one response may compute with, filled in as its sentences are checked in order."""

    __slots__ = ("asked", "before", "last", "shown", "_context", "ctx", "dates", "_years", "_ctx_days", "_ctx_clock", "cue", "pending",
                 "vouched", "vouched_at", "vouched_amounts", "units", "_rates", "items", "_bare", "clock", "days_said", "weekdays", "_unasked",
                 "_stated_values", "_deltas", "seen", "rejected", "days_of_month", "undated", "undated_hijri", "counted", "_anchors", "_limits", "_sentence",
                 "_run", "_item", "_kind", "why", "_periods", "columns", "lead", "_parts", "months", "_stated_md",
                 "_ctx_units", "written", "deducted", "section", "_gates", "_told", "_graces", "_shares", "_noun_prices", "multipliers", "_heading", "_results", "worked_days", "_week", "_recur", "_vat",
                 "increments", "sections", "_twins", "_canon", "_next_days", "_blocks", "_named", "_rest_parts", "_pcts", "measures", "_ctx_measures", "header",
                 "_last_supposed")

    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.asked: list[tuple[float, bool]] = []  # the question's figures (amount, is money)
        self.before: list[tuple[float, bool]] = []  # the answer's supported figures before this sentence
        self.last: list[tuple[float, bool]] = []  # the previous sentence's
        self.shown: list[tuple[float, bool]] = []  # this sentence's supported figures
        self.dates: list[int] = []  # ordinals of supported dates
        self.days_of_month: list[int] = []  # supported days named by their ordinal alone ("on the 20th")
        self.undated: list[tuple[int, int]] = []  # supported dates without a year the context or answer gives (month, day)
        self.undated_hijri: list[tuple[int, int]] = []  # and those of the Hijri calendar ("20 ربيع الأول": (3, 20))
        self._context: list[tuple[float, bool]] | None = None
        self._years: list[int] | None = None
        self._bare: list[int] | None = None
        self._ctx_days: list[tuple[int, bool]] | None = None
        self._ctx_clock: bool | None = None
        #: words that signal operations for the sentence from outside it (a table row's header cells)
        self.cue = ""
        #: a table row's header cells, column by column ("| Metal | Per tonne | Per kg |": what each cell is a rate per)
        self.header: tuple[str, ...] = ()
        #: how many list items or table rows follow this sentence (what "with four devices:" counts), and how
        #: many columns a table right after it compares (its header cells after the first)
        self.items = 0
        #: how many headings follow the lead-in this sentence is, right above the first (what "two kinds:" counts)
        self.sections = 0
        self.columns = 0
        #: the line that leads into the list the sentence is an item of ("…double the regular fee, i.e.:")
        self.lead = ""
        #: clock times the answer worked out (operands from then on)
        self.clock: list[float] = []
        #: the days the answer stated, in order (a day without its year in a common year): the ends of a span
        self.days_said: list[date] = []
        self.worked_days: list[date] = []  # the days the answer worked out (derived, not stated), the latest last
        #: weekdays supported or worked out so far ("weekday:wednesday")
        self.weekdays: set[str] = set()
        #: the sentence's figures not found (a count or period shown as the multiplier of a price)
        self.pending: list = []
        #: ids of pending figures a derivation used as its multiplier
        #: (the objects are kept: an id alone could be reused by a later value once the vouched one is freed)
        self.vouched: dict[int, object] = {}
        #: ids of the pending figures that are counts written as words ("two children"): never flagged, only multipliers
        self.written: set[int] = set()
        #: amounts of money the answer worked out as a discount ("the discount is £13.30"): what a price is paid less
        self.deducted: list[float] = []
        #: the heading the sentence is under ("### Example": its figures set up a case)
        self.section = ""
        #: (sentence head, start) of the operands of written-out working that checked out
        self.vouched_at: set[tuple[str, int]] = set()
        self.vouched_amounts: set[tuple[str, float]] = set()
        #: every supported figure of the answer so far, and the figures it states that were found unsupported
        #: (never an operand: "£165 × 44 = £7,160" wrong, then "£7,160 ÷ 3 ≈ £2,386.67" is no support)
        self.seen: set[tuple[float, bool]] = set()
        self.rejected: set[tuple[float, str]] = set()  # (amount, the word it is counted in)
        #: plain counts the answer worked out (restated later with their noun)
        self.counted: set[float] = set()
        self._anchors: list[tuple[int, int, bool]] | None = None
        self._limits: list[float] | None = None
        self._sentence: tuple[str, list] | None = None
        #: the unit word of each shown figure ("dollar", "night", "point"), for the context's rates
        self.units: dict[tuple, str] = {}
        self._rates: list | None = None
        #: the question's figures are read on first use (a response with no figure never needs them)
        self._unasked = bool(ctx.query)
        self._stated_values: tuple | None = None
        self._deltas: list[float] | None = None
        #: the list items or table rows just above the sentence (their lines), and the one being read (.enter)
        self._run: list[str] = []
        self._item: str | None = None
        self._kind = ""
        #: why a figure was found wrong, by the id of the figure (a total the items above do not sum to)
        self.why: dict[int, str] = {}
        self._periods: list[tuple[int, int]] | None = None
        self._parts: dict[tuple, "tuple[float, int, int] | None"] = {}
        #: months named alone that were found supported (.months), and the stated dates as (month, day)
        self.months: list[int] = []
        self._stated_md: list | None = None
        #: the unit word of each of the context's figures (what it counts), for which steps may add it to money
        self._ctx_units: dict[tuple, str] = {}
        #: the context's shares granted only from a count ("Groups of 10 or more drivers get 10% off"), read on first
        #: need, and the answer's sentences so far (what it counts: "8 drivers × £65")
        self._gates: list[tuple[float, float, str]] | None = None
        self._told: list[str] = []
        #: the context's rates charged only after a free allowance ("40p per minute starts 10 minutes after …")
        self._graces: list[tuple[float, float, str]] | None = None
        self._week: int | None = None  # working days a week: 6 where the context counts Saturday as one
        #: the context's recurrences: (days apart, how many times or None) — "six weekly sessions" is (7, 6)
        self._recur: list[tuple[int, int | None]] | None = None
        #: the counts of equal parts the context divides a sum into ("three equal instalments", "ثلاثة أقساط")
        self._shares: list[float] | None = None
        #: the context's prices by the (folded) noun their sentence names, for an Arabic dual ("حشوتان": حشوه)
        self._noun_prices: dict[str, list[float]] = {}
        self._named: list[tuple[str, float]] | None = None  # (a thing's name, its price): _named_step
        self._last_supposed: tuple[str, str, int] | None = None  # (sentence, kind, end) of the last figure supposed
        self._rest_parts: list[float] | None = None  # the amounts the context pays beside "the remainder": _paid_in_parts
        self._pcts: list[float] | None = None  # the context's percentages: _stated_percents
        #: the counts written working multiplied one price by ("$16 × 2 people × 10 days = $320": 20), the latest last
        self.multipliers: list[float] = []
        #: the content words of the heading the sentence is under, and the results worked out under it
        #: (amount, whether an alternative: "(If you book a suite, …: $400)" is no part of the bill)
        self._heading: set[str] = set()
        self._results: list[tuple[float, bool]] = []
        #: the standard rate of the VAT the context names without a rate (read on first need; 0.0 for none)
        self._vat: float | None = None
        #: the periods and measures the answer or the question names as an increment by their own words ("3 extra
        #: hours", "two further months", "5 more days"): (amount, unit), what a total adds to a base of its unit
        self.increments: list[tuple[float, str]] = []
        #: a duration's two amounts (canonical, as written: "5 hours" is 300 and 5), one figure never an operand of itself
        self._twins: set[tuple[float, float]] = set()
        self._canon: set[float] = set()  # the canonical amounts of every figure added (a written twin may be one too)
        self._blocks: list[tuple[float, float, bool]] | None = None  # the context's charges by blocks (._per_block)
        self._next_days: list[int] | None = None  # the days of the month after another the context gives (read on need)
        #: the metric measures supported so far (the question's and the answer's) and the context's, each as (dimension,
        #: amount in its smallest unit): "800kg" is ("mass", 8e8), "1 tonne" ("mass", 1e9) (._metric_step)
        self.measures: list[tuple[str, float]] = []
        self._ctx_measures: list[tuple[str, float]] | None = None

    def _ask(self) -> None:
        """Read the question's figures, as the first operands (before any of the answer's)."""
        self._unasked = False
        for v in self.ctx.query_values.values:
            self.add(v)
        self.asked, self.shown = self.shown, []

    # -------------------------------------------------------------- operands
    def add(self, v) -> None:
        """A supported value of the answer (or the question): an operand from now on."""
        if self._unasked:
            self._ask()
        if v.kind == "time":
            if v.amount is not None and len(self.clock) < MAX_SHOWN:
                self.clock.append(v.amount)
            return
        if v.kind == "date" and (v.unit or "").startswith("weekday:"):
            self.weekdays.add(v.unit)
            return
        if v.kind == "date":
            o = self._ordinal(v)
            if o is not None:
                self.add_date(o)
            elif re.fullmatch(r"--\d\d-\d\d", v.unit or "") and len(self.undated) < MAX_SHOWN:
                self.undated.append((int(v.unit[2:4]), int(v.unit[5:7])))
            elif _HIJRI_UNDATED.fullmatch(v.unit or "") and len(self.undated_hijri) < MAX_SHOWN:
                self.undated_hijri.append((int(v.unit[8:10]), int(v.unit[11:13])))
            d = _day_of(v)
            if d is not None and (not self.days_said or self.days_said[-1] != d):  # (the day restated in another
                # naming of its month, "3 جوان 2026 | 3 يونيو 2026", is one day said, not two)
                self.days_said = (self.days_said + [d])[-MAX_SHOWN:]
            return
        if v.kind == "number" and v.unit == "ordinal" and v.amount in _DAYS_OF_MONTH and len(self.days_of_month) < MAX_SHOWN:
            self.days_of_month.append(int(v.amount))
        if v.kind == "quantity" and v.amount and v.unit and _INCREMENT.search(v.raw) and len(self.increments) < MAX_SHOWN:
            self.increments.append((v.amount, v.unit))
        if v.kind == "quantity" and (m := _metric(v)) is not None and len(self.measures) < MAX_SHOWN:
            self.measures.append(m)
        if v.kind in _SUMMABLE and v.amount is not None and math.isfinite(v.amount):
            self.seen.update((a, v.kind == "money") for a in _amounts(v))
        if v.kind in _SUMMABLE and v.amount is not None and math.isfinite(v.amount) and len(self.shown) < MAX_SHOWN:
            both = _amounts(v)
            if len(self._canon) < 4 * MAX_SHOWN:
                self._canon.add(both[0])
            if len(both) == 2 and len(self._twins) < 4 * MAX_SHOWN:
                self._twins.add((both[0], both[1]))  # (canonical, as written)
            for a in both:  # a duration by its canonical amount and as written ("44 weeks": 308 days and 44)
                self.shown.append((a, v.kind == "money"))
                self.units[(a, v.kind == "money")] = _unit_word(v)

    def said_day(self, v) -> None:
        """A day a sentence the value rules skip states (every figure of it the context's): an end of a span counted after
        it ("valid until **31 October**. From 20 September, that's 41 days"), no operand of anything else (a day carried
        over a month's end, "31 August" beside a said "1 September", stays the answer's own days' reasoning)."""
        d = _day_of(v)
        if d is not None and (not self.days_said or self.days_said[-1] != d):
            self.days_said = (self.days_said + [d])[-MAX_SHOWN:]

    def example(self, v, text: str, start: int) -> bool:
        """A figure the answer sets up as a hypothetical ("on a £50 sale", "say you spend £40", "for
        example, a crew of 3 working for 4 hours", "Example: for a 7pm class"): the writer's
        supposition, not a fact, and an operand from then on (what it leads to is still checked).
        A bound is never supposed ("for example, within 45 days" states the rule's figure)."""
        if self._unasked:
            self._ask()
        if v.amount is None:
            return False
        window = text[max(0, start - 40):start]
        m = _EXAMPLE.search(window)
        if m is None and v.kind in ("quantity", "number") and (label := _EXAMPLE_LABEL.match(text)) is not None \
                and start - label.end() <= 120 and not _CONSEQUENCE.search(text, label.end(), start) \
                and not _BOUND_BEFORE.search(text, max(0, start - 16), start) and not _BOUND_AFTER.match(text, start + len(v.raw)):
            self.add(v)  # "Example: one adult and three kids aged 4, 6 and 5 = £12": the labelled case, up to what it
            return True  # leads to, however long its setting (what it leads to is checked)
        if v.kind == "quantity":
            w = _IF_EXAMPLE.search(text, max(0, start - 200), start)
            if w is not None and not _CONSEQUENCE.search(_CITED.sub(" ", w.group("case"))) and self._supposed_bound_judged(v, text, start):
                self.add(v)  # "So if, for example, you booked Italic at £150 (source: …) and cancelled a fortnight before":
                return True  # the user's case, marked an example and put in the past, up to the figure (no consequence yet)
        if m is not None and m.group("tail") and _CONSEQUENCE.search(m.group("tail")) and (
                _LEADS_TO.search(m.group("tail")) or not _MAIN_CLAUSE_AFTER.match(text, start + len(v.raw))):
            return False  # "for example, charging 100 kWh would cost £59": what the supposition leads to, checked
            # (not the case's own verb in a clause its comma closes: "say a journey is £36.40, then you'd get …")
        bound = _BOUND_BEFORE.search(text[max(0, start - 16):start]) is not None or \
            _BOUND_AFTER.match(text, start + len(v.raw)) is not None or _bound_before_cue(window, m)
        if bound and m is not None and v.kind == "quantity" and _SUBJUNCTIVE.match(m.group(0)):
            bound = False  # "if you were collected 45 minutes after landing": the writer's case (a past subjunctive),
            # not the rule's bound ("if you cancel 14 days before" states the rule, in the present)
        if v.kind in ("quantity", "time") and m is not None and not bound and not m.group(0).lower().startswith(("if", "on")) \
                and _CASE_OPEN.match(m.group("tail") or ""):  # (not "for example, the office closes at 5pm")
            self.add(v)  # "for example, … 4 hours", "Example: for a 7pm class", "say 10 prints"
            return True
        if v.kind == "quantity" and m is not None and not bound and m.group(0).lower().startswith("if"):
            self.add(v)  # "if you're applying for two programmes", "if you needed 4 hours": the user's case, supposed
            return True
        if v.kind == "quantity" and (v.unit or "") in ("day", "month", "minute") and not bound and \
                _IF_IN_TIME.search(text, max(0, start - 120), start) and _TIME_FROM_NOW.match(text, start + len(v.raw)) \
                and self._supposed_time_judged(v, text, start):
            self.add(v)  # "if … something wasn't right in five months' time, it would still be within …": the time the
            return True  # user's case supposes, where the sentence's judgement of it against its bound holds
        if m is None and v.kind in ("money", "quantity", "number") and not bound and _EXAMPLE_HEADING.search(self.section) \
                and _LINE_OPENING.fullmatch(text, 0, start) and (led := _LEADS_TO.search(text, start + len(v.raw))) is not None \
                and not _CONSEQUENCE.search(text, start + len(v.raw), led.start()):
            # under an "Example" heading, a line that opens with its figure and leads straight to a consequence ("- 5
            # extra hours = 5 × £14 = £70", "- £8.00 of refills on a Tuesday → you'd pay £7.20"): the case supposed, an
            # operand; what it leads to is still checked (not a figure stated with its verb: "£62 is the price, so …")
            self.add(v)
            return True
        if v.kind == "number" and v.unit is None and v.amount in (2, 3, 4, 5, 6) and start >= 0 and self.ctx.query \
                and _OWN_SET_BEFORE.search(text, max(0, start - 16), start) and v.amount in _QUERY_LIST.counts(self.ctx.query):
            self.add(v)  # "Here's what applies to your three:" for the user's "the kids (ages 5, 9 and 14)": their
            return True  # own things, counted (THE USER'S LIST: a run of figures or names joined by commas and "and")
        if v.kind == "number" and _ORDINAL.fullmatch(v.raw) and v.amount is not None and (v.amount, False) in self.seen:
            self.add(v)  # "with 4 adults" … "the 4th adult pays $25": the last of a count the answer has, by its place
            return True
        if m is None and v.kind in ("quantity", "number") and not bound and _EXAMPLE_HEADING.search(self.section) \
                and _CASE_LEAD.match(text) and not _CONSEQUENCE.search(text):
            # under an "Example" heading, a lead-in that sets up the case the list under it works through ("For 30
            # students with 4 adults:", "With 3 children and 2 adults:"): its counts are supposed (the working is checked)
            self.add(v)
            return True
        if v.kind == "quantity":
            before, after = text[max(0, start - 12):start], text[start + len(v.raw):start + len(v.raw) + 20]
            noun = (v.unit or "").split(" ")[-1]
            if _SUPPOSED_LENGTH.search(text, max(0, start - 48), start) and not bound:
                self.add(v)  # "a weekday job taking 45 minutes would be …": the length of a case the answer supposes
                return True
            if (v.unit or "") in ("day", "month", "minute") and not bound and _DOING_FOR.search(text, max(0, start - 48), start) \
                    and _WOULD.match(text, start + len(v.raw)):
                self.add(v)  # "keeping embryos stored for 2 years in total would be £650 + £350": the case's length, supposed
                return True
            if _ARTICLE.search(before) and (_PERIOD_NOUN.match(after) or (
                    _FOR_ARTICLE.search(before) and _SUPPOSED_NOUN.match(after))):
                self.add(v)  # "over a 30-day month", "a 10-day trip", "for a 100 kWh charge": what the answer supposes
                return True
            if v.amount <= 10 and noun and noun not in _SPAN_DIMS and self.ctx.query and (noun in self.ctx.query_vocab.words or
                                                              _singular(noun) in self.ctx.query_vocab.words or
                                                              _QUERY_LIST.search(self.ctx.query, noun, int(v.amount))):
                self.add(v)  # "1 toilet" for the user's "an old toilet": the user's own things, counted (not a span: "two
                # days before" is no count of the question's "day ticket")
                return True
            return False
        if v.kind not in ("money", "number"):
            return False
        if m is None and v.kind == "money" and _ARTICLE.search(text[max(0, start - 8):start]) and \
                _TRANSACTION.match(text, start + len(v.raw)):
            self.add(v)  # "a $20 order", "on a £50 sale": a hypothetical amount of the user's kind, not a fee
            return True
        if m is None and v.kind == "money" and _EXAMPLE_HEADING.search(self.section):
            # under an "Example" heading: "On a lot with a hammer price of £800:" sets up the case worked through
            case = _CASE_OPENING.search(text, 0, start)
            if case is not None and not _CONSEQUENCE.search(text, case.end(), start) and not _BOUND_BEFORE.search(text[max(0, start - 16):start]):
                self.add(v)
                return True
        if m is None and v.kind == "money" and self._if_case(v, text, start):
            self.add(v)  # "If your painting sells for a hammer price of £2,000:": the case the lines under it work through
            return True
        if m is None or (v.kind != "money" and m.group(0).lower().startswith("on")):
            return False
        self.add(v)
        return True

    def note_supposed(self, v, text: str, start: int) -> None:
        """A figure of ``text`` was taken as supposed: one joined to it may follow (:meth:`joined_to_supposed`)."""
        self._last_supposed = (text, v.kind, start + len(v.raw))

    def joined_to_supposed(self, v, text: str, start: int) -> bool:
        """THE SUPPOSED LIST: a figure joined by a comma, "and", "or", "&" or a range's dash or "to" to the figure supposed
        right before it, of its kind, is supposed with it ("Example: two adults and two kids aged 3 and 5": both ages the
        case's; "say 10, 12 or 15 prints"). The joint is all that stands between them."""
        last = self._last_supposed
        if last is None or last[0] != text or last[1] != v.kind or last[2] > start or v.amount is None:
            return False
        if _SUPPOSED_JOINT.fullmatch(text, last[2], start) is None:
            return False
        self.add(v)
        return True

    def _supposed_time_judged(self, v, text: str, start: int) -> bool:
        """The sentence's judgement of a supposed time against a bound of the same unit it names ("in five months'
        time, it would still be within the six-month guarantee"): inside where the time is at most the bound, outside
        where it is past it. A sentence that judges nothing, or names no such bound, leaves the supposition alone."""
        after = text[start + len(v.raw):]
        bounds = [u for u in self._values_of(text)[:MAX_SHOWN] if u.kind == "quantity" and u.start > start
                  and u.unit == v.unit and u.amount]
        if not bounds:
            return True
        bound = bounds[0].amount or 0.0
        if _OUTSIDE.search(after):
            return (v.amount or 0.0) > bound
        if _INSIDE.search(after) or re.search(r"\b(?:still|covered)\b", after, re.I):
            return (v.amount or 0.0) <= bound
        return True

    def _supposed_bound_judged(self, v, text: str, start: int) -> bool:
        """A supposed time put as a bound of the user's act ("cancelled a fortnight before") and what the sentence says
        follows from it agree with a bound of the same unit the context states ("cancel at least 7 days before"): a
        consequence granted where the time reaches the bound, denied where it falls short. A time that is no bound, or
        a context without such a bound, leaves the supposition alone."""
        end = start + len(v.raw)
        if not _BOUND_AFTER.match(text, end) or not v.amount:
            return True
        rules = {u.amount for u in self.ctx.values.values if u.kind == "quantity" and u.unit == v.unit and u.amount}
        if not rules:
            return True
        after = text[end:]
        denied = _DENIED_AFTER.search(after[after.find(","):]) is not None if "," in after else False
        return any((v.amount >= b) != denied for b in rules)

    @staticmethod
    def _if_case(v, text: str, start: int) -> bool:
        """An amount of money that closes a conditional clause setting up the user's case ("If your painting sells
        for a hammer price of £2,000:", "if you win a lot at £400,"): the clause has its subject, no consequence
        before the figure ("if you book now you pay £300": the rule's price), the figure is no rate ("if you hire it
        for £25 an hour") and no bound ("if your order is over £50"), and the clause ends after it."""
        m = _IF_CASE.search(text, max(0, start - 90), start)
        if m is None:
            return False
        if _CONSEQUENCE.search(m.group("clause")) and not (
                not _LEADS_TO.search(m.group("clause")) and _MAIN_CLAUSE_AFTER.match(text, start + len(v.raw))):
            # a verb of the case inside the clause ("if a journey cost you £18, you could claim back £9") is its
            # condition, not a consequence, where a comma closes the clause and a main clause with a modal follows
            return False
        before = text[max(0, start - 16):start]
        if (_BOUND_BEFORE.search(before) and not _AMOUNTS_TO.search(before)) or _RATE_AFTER.match(text, start + len(v.raw)):
            return False  # (a sum "comes to" its figure: no bound)
        return _CLAUSE_END.match(text, start + len(v.raw)) is not None

    def supposed_date(self, v, text: str, start: int) -> bool:
        """A date the answer supposes for the user's case ("for example, if your pet arrives on 20 June",
        "say you travel on 3 May"): an event's day after an example's cue, in the supposition's own clause
        (no consequence yet), never a bound ("by 20 June", "before 3 May" state a rule's date). An operand
        from then on; what it leads to ("the AHC can be issued no earlier than 10 June") is still checked."""
        if v.kind == "date" and (v.unit or "").startswith("weekday:"):
            # "if you submit on a Friday evening", "So if you leave on a Saturday, …", "say you arrive on Monday": the
            # day of the user's case, in the clause that supposes it (what it leads to is still checked)
            c = _SUPPOSED_WEEKDAY.search(text, max(0, start - 60), start)
            if c is None:
                return False
            led_by_if = c.group(0)[:2].lower() == "if"
            if (_LEADS_TO if led_by_if else _CONSEQUENCE).search(_WISHED.sub(" ", c.group("case"))):
                return False  # (an if-clause's own verb is its condition, "if you get back on a Sunday"; only what a
                # consequence says breaks it, as in _if_case)
            self.add(v)
            return True
        if v.kind == "number" and v.unit == "ordinal" and v.amount in _DAYS_OF_MONTH:
            c = _SUPPOSED_DAY_OF_MONTH.search(text, max(0, start - 80), start)
            if c is None or _LEADS_TO.search(_WISHED.sub(" ", c.group("case"))):
                return False  # (what a consequence says is no supposition: "if you pay late you'll owe … on the 10th")
            self.add(v)  # THE SUPPOSED DAY OF THE MONTH: an operand from now on ("… so until the 17th", .Ledger._calendar_count)
            return True
        if v.kind != "date":
            return False
        m = _SUPPOSING.search(text, max(0, start - 80), start)
        if m is None and _EVENT_DAY.search(text, max(0, start - 8), start) and (
                _EXAMPLE_HEADING.search(self.section) or _EXAMPLE_LABEL.search(text, 0, start)) \
                and not _LEADS_TO.search(text, 0, start) and not any(c.isdigit() for c in text[:max(0, start - 8)]):
            # the first day of a line under an example's heading or label, the event's ("### Example" / "- First class
            # on **10 June** → the pass is valid until …"; "Example: first class on 10 June → …"): its case, supposed
            self.add(v)
            return True
        if m is None or _CONSEQUENCE.search(m.group("case")) or not _EVENT_DAY.search(text, max(0, start - 8), start):
            return False
        self.add(v)
        return True

    def supposed(self, v, text: str, start: int) -> bool:
        """A figure of any kind the answer supposes for a worked example (the supposition grammar, :data:`_SUPPOSE_CUE`):
        "So if you lost something on, say, 1 June", "e.g. March journeys", "if your round trip is 10 miles a day",
        "say 2pm to 5pm", "a passenger at 18 stone would …", or the first cell of a row under an "Examples" heading
        ("| 6:05pm | 5 | £5 |"). The writer's operand from then on; what it leads to ("you'd have until 30 August",
        "by 5 April", "| 5 | £5 |") is still derived and checked. Never supposed: a bound ("for example, within 45
        days", "by 5 April"), a figure after a consequence or a copula stating a fact ("for example, the late fee is
        £15"), or a second figure of the case that is no range's other end ("March journeys by 5 April")."""
        if self._unasked:
            self._ask()
        end = start + len(v.raw)
        if (_BOUND_BEFORE.search(text[max(0, start - 16):start]) is None and _BOUND_AFTER.match(text, end) is None
                and _EXAMPLE_HEADING.search(self.section) and _ROW_FIRST.match(text, 0, start)):
            return self._suppose(v)  # "**Some examples**" … "| 6:05pm | 5 | £5 |": the row's case, supposed
        if _EXAMPLE_HEADING.search(self.section) and _IF_OPENING.match(text, 0, start) \
                and not _LEADS_TO.search(_WISHED.sub(" ", text[:start])) and _BOUND_AFTER.match(text, end) is None \
                and (_BOUND_BEFORE.search(text[max(0, start - 16):start]) is None or _SPAN_BEFORE.search(text[max(0, start - 16):start])):
            return self._suppose(v)  # "### Example" / "If you store them from April to September, …": the case supposed
        if v.kind in ("date", "time", "quantity") and _OFFERED_BEFORE.search(text, max(0, start - 80), start) \
                and _EXAMPLE_AFTER.match(text, end) and not _BOUND_BEFORE.search(text[max(0, start - 16):start]):
            return self._suppose(v)  # "You could make it … Saturday + Sunday, for example.": an option offered
        if v.kind == "time" and v.amount is not None and not self._context_clock() and (
                _TIME_CASE.search(text, max(0, start - 70), start)
                or (_TIME_NAMES_BEFORE.search(text, max(0, start - 16), start) and _TIME_NAMES_AFTER.match(text, end))):
            return self._suppose(v)  # "if the class starts at 7pm", "for a 2pm session" (THE SUPPOSED CLOCK TIME)
        cue = None
        for cue in _SUPPOSE_CUE.finditer(text, max(0, start - 60), start):
            pass  # (the marker nearest the figure)
        if cue is None:
            return False
        case = text[cue.end():start]
        if _CASE_BREAK.search(case) or _LEADS_TO.search(case) or len(case) > 48:
            return False  # "say, 1 June, you'd have until 30 August": 30 August is what the case leads to, checked
        if cue.group("iff") is not None and case.strip(" *_").lower() not in ("", "at", "on", "around", "about", "from"):
            return False  # "if you're a member, the fee is £37": the copula is the case's only when the figure follows it
            # (or its preposition: "if your booking is at 3pm on a Saturday")
        if cue.group("one") is not None and (case.strip(" *_") or not _WOULD.match(text, end)):
            return False  # ("a passenger at 18 stone would": the case's subject measured, then what it would do)
        if cue.group("iff") is None and cue.group("one") is None and _CONSEQUENCE.search(case) \
                and not _MAIN_CLAUSE_AFTER.match(text, end):
            return False  # "for example, the late fee is £15": a fact stated as an example, checked
        ranged = _RANGE_CASE.match(case) is not None
        if not ranged and cue.group("iff") is None and cue.group("one") is None and not _CASE_OPEN.match(case):
            return False  # "for example, the arena closes at 5pm": a definite subject's fact, not a case supposed
        if any(cue.end() <= u.start < start for u in self._values_of(text)) and not ranged:
            return False  # "e.g. March journeys by 5 April": the case's own figure is March; 5 April is led to
        if _bound_before_cue(text[max(0, cue.start() - 24):cue.end()], cue, cue.start() - max(0, cue.start() - 24)):
            return False  # "claim within, for example, 45 days": the rule's bound, the cue inside it
        if not ranged and (_BOUND_BEFORE.search(text[max(0, start - 16):start]) or _BOUND_AFTER.match(text, end)):
            return False  # "for example, within 45 days": the rule's bound, never supposed
        return self._suppose(v)

    def hypothetical(self, v, text: str, start: int) -> bool:
        """A figure that measures a worked example's case (the hypothetical instance grammar, :data:`_INSTANCE_OPEN`):
        "So for a 7pm class, you'd need to cancel by 7am", "a lot selling for £50 would give you £45", "if you get
        the text at 10:45, you can expect them at 11:15". The writer's operand from then on; what it leads to is
        still derived and checked."""
        if v.kind not in ("money", "time", "quantity", "date", "number") or (v.amount is None and v.kind != "date"):
            return False
        end = start + len(v.raw)
        before = text[max(0, start - 16):start]
        if _BOUND_BEFORE.search(before) or _BOUND_AFTER.match(text, end):
            return False
        if v.kind == "quantity" and self._attributive_instance(v, text, start, end):
            return self._suppose(v)
        if v.kind == "quantity" and _AGED_CASE.fullmatch(v.raw) and _AGED_OLD.match(text, end) \
                and _AGED_COUNT.search(text, max(0, start - 10), start) and (lead := _INSTANCE_LEADS.match(text, end)) \
                and _MONEY_AHEAD.search(text, lead.end()):
            return self._suppose(v)  # "a family of two adults and a 12-year-old would pay £35": a person of the case,
            # priced (the sum is checked: .Ledger._mixed_party); never an age judged ("a 12-year-old can climb")
        if v.kind == "number" and not v.unit and _AGED_AFTER.match(text, end) and (lead := _INSTANCE_LEADS.match(text, end)) \
                and _MONEY_AHEAD.search(text, lead.end()):
            return self._suppose(v)  # "… and three 10-year-olds would pay £35": how many of them, in the priced case
        leads = _INSTANCE_LEADS.match(text, end)
        if leads is None:
            return v.kind in ("time", "date") and self._supposed_in_if(v, text, start, end)
        if v.kind in ("number", "quantity") and (v.unit or "") not in ("minute", "day", "month") and v.amount is not None \
                and v.amount == int(v.amount) and _INSTANCE_COUNT.search(text, max(0, start - 48), start):
            self.counted.add(v.amount)  # (restated bare in the working: "since 15 × £1.20 is only £18")
            return self._suppose(v)  # "a choir borrowing 15 copies would pay the £25 minimum"
        if v.kind == "number" or (v.kind == "quantity" and (v.unit or "") not in ("minute", "day", "month")):
            return False  # (a length only: a count of things is the user's or the context's, but for a counted case)
        if _INSTANCE_OPEN.search(text, max(0, start - 24), start):
            noun = _INSTANCE_NOUN.match(text, end)
            if noun is None or noun.group("noun").lower() in _CHARGE_NOUNS or _RATE_AFTER.match(text, end):
                return False
            return self._suppose(v)
        if v.kind != "quantity" and _INSTANCE_DOING.search(text, max(0, start - 48), start):
            return self._suppose(v)
        return v.kind in ("time", "date") and self._supposed_in_if(v, text, start, end)

    def _attributive_instance(self, v, text: str, start: int, end: int) -> bool:
        """THE ATTRIBUTIVE INSTANCE (:data:`_ATTRIBUTIVE_OPEN`): "So a three-hour weekend shoot would be 3 × £110 + £40",
        "a 25-minute delay would add £4", "a 600kg load would cost £45": a figure worn as the adjective of an indefinite
        thing whose clause leads on with a modal, "=" or "→" is the writer's case. Not where the thing is a charge or a
        rule's term, an age, or a thing the context measures in the figure's unit (then it is the context's thing)."""
        if not v.unit:
            return False
        if _ATTRIBUTIVE_RAW.fullmatch(v.raw) and _ATTRIBUTIVE_OPEN.search(text, max(0, start - 8), start):
            noun = _ATTRIBUTIVE_NOUN.match(text, end)
        elif _COUNTED_SUBJECT.fullmatch(text, 0, start):
            # THE COUNTED SUBJECT: "So two hours of the indoor park with a coach would be £300": the count opens the
            # sentence as its subject, of a thing, and the case is priced
            noun = _COUNTED_OF.match(text, end)
            if noun is None or not _MONEY_AHEAD.search(text, noun.end()):
                return False
        else:
            return False
        if noun is None or _INSTANCE_LEADS.match(text, noun.end()) is None:
            return False
        words = [w.lower() for w in noun.group("np").split()]
        if any(w in _CHARGE_NOUNS or w in _TERM_NOUNS or _singular(w) in _CHARGE_NOUNS or _singular(w) in _TERM_NOUNS
               for w in words) or "year" in v.raw.lower():
            return False
        stems = [w[:5] for w in words if len(w) >= 4]
        ctx = self.ctx.text
        for u in self.ctx.values.values[:MAX_CONTEXT]:
            if u.kind == "quantity" and u.unit == v.unit and u.amount != v.amount and u.start >= 0 \
                    and not _BOUND_BEFORE.search(ctx, max(0, u.start - 16), u.start) and not _BOUND_AFTER.match(ctx, u.end):
                # (a bound is no measure: "loads over 1,000kg are free" / "a 600kg load would cost £45")
                a = max(ctx.rfind(".", 0, u.start), ctx.rfind("\n", 0, u.start)) + 1
                b = min((i for i in (ctx.find(".", u.end), ctx.find("\n", u.end)) if i >= 0), default=len(ctx))
                sentence = ctx[a:b].lower()
                if any(st in sentence for st in stems):
                    return False  # "Sessions last 90 minutes" / "a 60-minute session would cost £30": the context's thing
        return True

    def _supposed_in_if(self, v, text: str, start: int, end: int) -> bool:
        """A time or date inside the user's if-clause, closed by its comma before the main clause ("if you want to
        collect on 20 December, you'd need to order by …", "if your first class is on 10 June, the pass is valid until
        10 October"): supposed, whether or not the main clause has a modal."""
        m = _INSTANCE_IF.search(text, max(0, start - 90), start)
        if m is not None and not _LEADS_TO.search(m.group("clause")) and _MAIN_CLAUSE_AFTER.match(text, end):
            return self._suppose(v)  # "if you get the text at 10:45, you can …": the clause closed by its comma
        return False

    def _days_ahead(self) -> frozenset:
        """The numbers of days the context counts back from an event ("cancel at least 7 days before the renewal date",
        "14 days' notice"): in a context sentence that says before, prior, in advance, ahead or notice (read once per
        context)."""
        got = self.ctx.memo.get("derive_days_ahead")
        if got is None:
            from ..text.matching import extract_values

            got = self.ctx.memo["derive_days_ahead"] = frozenset(
                int(u.amount) for sent in _CTX_SENTENCE.split(self.ctx.text)[:4 * MAX_CONTEXT] if _AHEAD_SAID.search(sent)
                for u in extract_values(sent) if u.kind == "quantity" and u.unit == "day" and u.amount
                and u.amount == int(u.amount))
        return got

    def _context_clock(self) -> bool:
        """The context (or the question) states a clock time (read once)."""
        if self._ctx_clock is None:
            vals = list(self.ctx.values.values) + (list(self.ctx.query_values.values) if self.ctx.query else [])
            self._ctx_clock = any(u.kind == "time" for u in vals)
        return self._ctx_clock

    def _suppose(self, v) -> bool:
        """Take a supposed figure as an operand (a month named alone is kept as a month)."""
        if v.kind == "date" and re.fullmatch(r"--\d\d", v.unit or ""):
            if int(v.unit[2:]) not in self.months and len(self.months) < MAX_SHOWN:
                self.months.append(int(v.unit[2:]))
            return True
        if v.amount is None and v.kind not in ("date",):
            return False
        self.add(v)
        return True

    def _next_month_day(self, v, text: str) -> bool:
        """The day a rule gives in the month after another ("by the 5th of the following month"), after a month
        the sentence supports or supposes before it ("e.g. March journeys by 5 April")."""
        if self._next_days is None:
            self._next_days = [int(m.group(1) or 1) for m in _NEXT_MONTH_DAY.finditer(self.ctx.text)][:MAX_CONTEXT]
        d = _day_of(v)
        if not self._next_days or d is None or d.day not in self._next_days:
            return False
        anchors = self._anchors_md()  # a month named alone and supported, or a supported day of it ("sign up on 18 March")
        before = [int(u.unit[2:4]) for u in self._values_of(text) if u.kind == "date" and u.start < v.start
                  and (u.unit or "").startswith("--") and len(u.unit or "") in (4, 7)
                  and (int(u.unit[2:4]) in self.months or _month_day(u) in anchors)]
        before = before + [
            _MONTH_NAMES.index(c.group(1).lower()) + 1 for c in _CUE_MONTH.finditer(text, 0, max(0, v.start))][:MAX_SHOWN]
        return any(m % 12 + 1 == d.month for m in before)

    def _budget_split(self, v, text: str) -> bool:
        """THE BUDGET SPLIT: a line that says how many of a thing a sum buys and what it leaves ("2 hours (leaves £16)"
        under "What your £60 could cover", "| Net + bowling machine | £37 | 1 hour (leaves £23) |"): the count is the whole
        part of the sum over a price the line shows, the amount left the sum less that many times the price. The sum is
        the question's (the user's budget, gift card, voucher); the cue of what is left is in the line ("leaves", "left",
        "remaining", "change"). A few operands each: constant work."""
        if v.amount is None or v.start < 0 or not _LEFT_OVER.search(text):
            return False
        if self._unasked:
            self._ask()
        sums = [a for a, m in self.asked if m and a > 0][:MAX_SHOWN]  # (the user's own sum: any amount of the answer's
        # would make "fewer than 14 days left" a whole part of £142.50 over a £10 fee)
        prices = [u.amount for u in self._values_of(text)[:MAX_SHOWN] if u.kind == "money" and u.amount and 0 <= u.start < v.start
                  and not _LEFT_OVER.search(text, max(0, u.start - 16), u.start)]  # (the price before it, not what is left)
        if not sums or not prices:
            return False
        for b in sums:
            for p in prices:
                if p >= b:
                    continue
                whole = math.floor(b / p + 1e-9)
                if v.kind == "money" and _LEFT_OVER.search(text, max(0, v.start - 16), v.start) and _near(b - whole * p, v.amount):
                    return True
                if v.kind in ("quantity", "number") and any(_near(whole, a) for a in _amounts(v)):
                    return True
        return False

    def _mixed_party(self, v, text: str) -> bool:
        """THE MIXED PARTY: a sentence that counts people of two kinds or more ("two adults and two children", "2 adults,
        1 senior") and states one amount for them all: the sum of each kind's count times a price the context states
        for that kind ("£28 for an adult and £14 for a child"). At most two prices a kind (a few sums, constant work)."""
        groups: dict[str, float] = {}
        for m in _PARTY_KIND.finditer(text):
            kind = _KIND_OF[m.group(2).lower()]
            n = m.group(1).lower()
            if kind == "person":
                continue  # ("four people" counts the kinds again)
            groups[kind] = groups.get(kind, 0.0) + float(SMALL_NUMBERS.get(n, 0) or (1 if n in ("a", "an") else 0)
                                                         or (int(n) if n.isdigit() else 0))
        for m in _PARTY_AGED.finditer(text):  # "a 12-year-old", "two 9-year-olds": a person of that age
            n, age = m.group(1).lower(), int(m.group(2))
            kind = "child" if age < 18 else ("senior" if age >= 65 else "adult")
            groups[kind] = groups.get(kind, 0.0) + float(SMALL_NUMBERS.get(n, 0) or (1 if n in ("a", "an") else 0)
                                                         or (int(n) if n.isdigit() else 0))
        if len(groups) < 2 or not all(groups.values()) or v.amount is None:
            return False
        prices = self._kind_prices()
        each_person = prices.get("person", ())[:2]
        totals = [0.0]
        for kind, n in groups.items():
            each = prices.get(kind, ())[:2] or each_person  # (a price per person is every kind's, where none is its own)
            if not each:
                return False
            totals = [t + n * p for t in totals for p in each]
        return any(_near(t, v.amount) for t in totals)

    def _kind_prices(self) -> dict[str, tuple[float, ...]]:
        """The context's prices by the kind of person each is said for ("£28 for an adult", "Child (5–16): £14",
        "children pay £14"): an amount with a kind word within a few words of it, in one sentence (read once)."""
        got = self.ctx.memo.get("derive_kind_prices")
        if got is None:
            found: dict[str, list[float]] = {}
            for m in [*_KIND_AFTER.finditer(self.ctx.text), *_KIND_BEFORE.finditer(self.ctx.text)]:
                kind = _KIND_OF.get(m.group("k").lower())
                amount = float(m.group("a").replace(",", "")) if m.group("a") else float(m.group("p")) / 100
                if kind is not None and amount not in found.setdefault(kind, []) and len(found[kind]) < 4:
                    found[kind].append(amount)
            got = self.ctx.memo["derive_kind_prices"] = {k: tuple(a) for k, a in found.items()}
        return got

    def _context_figures(self) -> list[tuple[float, bool]]:
        if self._context is None:
            seen: dict[tuple, None] = {}
            for v in self.ctx.values.values:
                key = (v.amount, v.kind == "money")
                if v.kind in _SUMMABLE and v.amount is not None and math.isfinite(v.amount) and key not in seen:
                    seen[key] = None
                    self._ctx_units.setdefault(key, _unit_word(v))  # (what it counts: money adds to no count of months)
                    if len(seen) >= MAX_CONTEXT:
                        break
            self._context = list(seen)
        return self._context

    # -------------------------------------------------------------- arithmetic
    def derived(self, v, text: str) -> bool:
        """``v`` is worked out from supported figures (one or two steps, see the module)."""
        if v.kind == "money" and v.amount and (self._below_gate(v, text) or self._grace_dropped(v, text)):
            return False
        if v.kind == "number" and _GROUP_PLURAL.fullmatch(v.raw):
            return False  # "Under-19s aren't allowed": a group of ages is the context's or invented, never worked out
            # (20% of the £95 driver experience is 19, no age)
        if self._derived(v, text) or (v.kind == "money" and (self._rounded(v, text) or self._paid_less(v, text))):
            if v.kind == "money" and v.amount and v.start >= 0 and _RESULT_BEFORE.search(text, max(0, v.start - 24), v.start) \
                    and len(self._results) < MAX_SHOWN and not _CHAIN_GOES_ON.match(text, v.end):
                self._results.append((v.amount, _ALTERNATIVE.match(text) is not None or _IF_CASE.search(text) is not None))
            if v.kind == "number" and v.amount is not None:
                self.counted.add(v.amount)
            if v.kind == "date":
                d = _day_of(v)
                if d is not None:
                    self.worked_days = (self.worked_days + [d])[-MAX_SHOWN:]
            if v.kind == "money" and v.amount and _DISCOUNT.search(text) and len(self.deducted) < MAX_SHOWN:
                self.deducted.append(v.amount)
            return True
        return False

    def _context_gates(self) -> list[tuple[float, float, str]]:
        """(share, least count, what is counted) of each share the context grants only from a count: "Groups of 10
        or more drivers get 10% off", "at least 5 nights: 15% off", "more than 3 children … 20% discount" (at most
        :data:`MAX_CONTEXT`)."""
        if self._gates is None:
            self._gates = []
            for sent in _CTX_SENTENCE.split(self.ctx.text):
                if not _GRANTED.search(sent):
                    continue
                pcts = [float(m.group(1)) for m in _PCT_FIGURE.finditer(sent)]
                for g in _GATE.finditer(sent):
                    n = float(g.group("n1") or g.group("n2"))
                    if g.group("how") and g.group("how").lower() in ("more than", "over"):
                        n += 1
                    noun = (g.group("w1") or g.group("w2")).lower()
                    if noun in _GATE_NOT_COUNTS or (noun.rstrip("s") in _DURATION_WORDS and noun.rstrip("s") != "night"):
                        continue
                    self._gates.extend((p, n, noun) for p in pcts if 0 < p < 100)
                if len(self._gates) >= MAX_CONTEXT:
                    break
        return self._gates

    def _grace_dropped(self, v, text: str) -> bool:
        """``v`` is a rate the context charges only after a free allowance ("An idle fee of 40p per minute starts 10
        minutes after your session finishes", "after the first 2 hours", "the first 30 minutes are free") times the
        whole of a duration the sentence names that is longer than the allowance ("40 minutes × 40p = £16": the
        first 10 minutes are free, so 30 are charged). A sentence that takes something off shows its own working."""
        if self._graces is None:
            from ..text.matching import extract_values

            self._graces = []
            for sent in _CTX_SENTENCE.split(self.ctx.text):
                g = _GRACE.search(sent)
                if g is None:
                    continue
                vals = extract_values(sent)
                free = [u for u in vals if u.kind == "quantity" and u.amount and g.start() <= u.start < g.end()]
                rates = [u.amount for u in vals if u.kind == "money" and u.amount and u.end <= g.start()
                         and _PER_UNIT_AFTER.match(sent, u.end)]  # "40p per minute … starts": the rate the allowance is of
                if len(free) == 1 and rates:
                    self._graces.append((rates[-1], float(free[0].amount or 0), free[0].unit or ""))
        if not self._graces or _TAKEN_OFF.search(text):
            return False
        from ..text.matching import extract_values

        asked = {u.amount for u in self.ctx.query_values.values if u.kind == "quantity"} if self.ctx.query else set()
        spans = [u for u in extract_values(text) if u.kind == "quantity" and u.amount and u.amount in asked]  # the user's whole stay
        for rate, allowance, unit in self._graces:
            for u in spans:
                if u.unit == unit and (u.amount or 0) > allowance and any(_near(a * rate, v.amount) for a in _amounts(u)):
                    self.why[id(v)] = f"the rate starts only after {allowance:g} {unit}s; {u.raw} is charged in full"
                    return True
        return False

    def _below_gate(self, v, text: str) -> bool:
        """``v`` takes a share off (or is the share of) an amount shown, where the context grants that share only
        from a count the answer's own count of the same things is below ("Groups of 10 or more drivers get 10% off"
        applied to "8 drivers × £65 = £520": −£52, £468). Where the answer or the question also counts enough of
        them ("with 10 drivers it would be …"), the share may be theirs: no finding."""
        gates = self._context_gates()
        if not gates:
            return False
        said = " ".join(self._told[-MAX_SHOWN:] + [text, self.ctx.query or ""])
        bases = [a for a, am in list(dict.fromkeys(self.shown + self.last + self.before + self.asked)) if am and a > v.amount][:MAX_SHOWN]
        for p, n, noun in gates:
            if not any(_near(a * p / 100, v.amount) or _near(a * (1 - p / 100), v.amount) for a in bases):
                continue
            stem = re.escape(noun[:-1] if noun.endswith("s") else noun)
            read = (_count_of(m.group(1)) for m in re.finditer(
                rf"(?<![£$€\d.,])\b(\d{{1,4}}|{_COUNT_ALT})\s+(?:(?!(?:per|a|an|each|every|or|and|of|more|fewer|than)\b)[a-z-]+\s+)?{stem}s?\b",
                said, re.I))
            counts = [c for c in read if c is not None]
            if counts and max(counts) < n:
                self.why[id(v)] = f"the context gives {p:g}% only from {n:g} {noun}; the answer counts {max(counts):g}"
                return True
        return False

    def _rounded(self, v, text: str) -> bool:
        """An amount of money rounded as the sentence (or the context, where the sentence says it rounds) says:
        "rounded down to the nearest 5p" (£13.33: £13.30), "to the nearest pound"; from an amount shown or
        worked out just before."""
        m = _ROUNDING.search(text)
        if m is None and re.search(r"\bround", text, re.I):
            m = _ROUNDING.search(self.ctx.text)
        if m is None or v.amount is None:
            return False
        step = _rounding_step(m.group("step"))
        if not step:
            return False
        how = (m.group("how") or "").lower()
        for a, am in list(dict.fromkeys(self.shown + self.last))[:MAX_SHOWN]:
            if not am or a <= 0 or _near(a, v.amount):
                continue
            k = a / step
            r = math.floor(k + 1e-9) if how == "down" else math.ceil(k - 1e-9) if how == "up" else math.floor(k + 0.5)
            if _near(r * step, v.amount):
                self.add(v)
                return True
        return False

    def _paid_less(self, v, text: str) -> bool:
        """What is paid after a discount the answer worked out ("the discount is £13.30 … you'd pay £26.70" on
        £40): a price shown just before, less that discount."""
        if not self.deducted or v.amount is None or not _PAYS.search(text):
            return False
        prices = [a for a, am in list(dict.fromkeys(self.shown + self.last + self.before[-MAX_SHOWN:] + self.asked)) if am][:MAX_SHOWN]
        if any(_near(p - d, v.amount) for p in prices for d in self.deducted[-4:] if p > d):
            self.add(v)
            return True
        return False

    def _derived(self, v, text: str) -> bool:
        if self._unasked:
            self._ask()
        if self.vouched.get(id(v)) is v or (text[:40], v.start) in self.vouched_at or (
                v.kind in ("quantity", "number") and (text[:40], v.amount) in self.vouched_amounts):
            return True  # the multiplier or an operand of working this sentence showed ("£198 over 12 months")
        # (an Arabic row shorter than the key, "| الكشف العام | 2 × 150 | 300 ريال |", vouches its operands under its own
        # words too, as they are looked up above, not only under the words with the cue after them)
        own = text[:40] if self.cue and not text.isascii() else None
        text = f"{text} {self.cue}" if self.cue else text
        if "×" in text or "x" in text or "X" in text or " by " in text:
            if v.start < 0 or not (_AREA.match(text, v.end) or (v.unit or "").startswith("square")):
                # "| 3m × 4m | 12 |": a size is no working, its sign no cue and its lengths no factors (blanked, the
                # spans kept), but for an area ("3m × 4m = 12 m²")
                text = _SIZE.sub(lambda m: " " * len(m.group()), text)
        if v.kind == "date":
            if (v.unit or "").startswith("weekday:"):
                if self._weekday(v, text):
                    self.weekdays.add(v.unit or "")
                    return True
                return False
            return self._next_month_day(v, text) or self._date(v, text) or _feast_day(v, text) or self._walked_month(v, text)
        if v.amount is None:
            return False
        if v.kind == "time":
            return v.amount in self.clock or self._clock(v)
        if v.kind not in _SUMMABLE or not math.isfinite(v.amount):
            return False
        if v.kind == "number" and v.unit == "ordinal" and v.amount in _DAYS_OF_MONTH and v.start >= 0 \
                and _DAY_OF_MONTH_SAID.search(text, max(0, v.start - 12), v.start):
            # a day of the month said as one ("due back on the 25th"): counted on the calendar from another day or the
            # one said before, never a sum of the answer's other figures (a £45 deposit and a supposed 16th)
            if v.amount in self.days_of_month or self._calendar_count(v, text):
                self.add(v)
                return True
            return False
        if self._clock_gap(v, text) or self._per_block(v):
            self.add(v)
            return True
        if v.kind == "percent" and self._vat_rate(v, text):
            self.add(v)
            return True  # "£850 + VAT (20%)", "With VAT at 20%": the standard rate of the tax the context names
        if v.kind == "money" and self._vat_added(v, text):
            self.add(v)
            return True  # "£995 ÷ 2 = £497.50, plus VAT → £597": the amount just shown, with the tax at its standard rate
        if v.kind == "money" and self._named_step(v, text):
            self.add(v)
            return True  # "£2.50 per person, so a Classic Afternoon Tea would be £17": the named thing's price plus it
        if not text.isascii() and self._rest_of(v, text):
            self.add(v)
            return True  # "ترسل خمسة آلاف دولار في يوم، والـ2,000 الباقية" for the user's 7,000: the whole less the part
        if v.kind == "percent" and not text.isascii() and self._rest_share(v, text):
            self.add(v)
            return True  # "الباقي (70٪)" under "الدفعة المقدمة: 30٪" of the context's "30٪ مقدماً … والباقي": the whole less it
        if v.kind in ("number", "quantity") and (v.unit or "") not in ("minute", "month") and not text.isascii() \
                and v.amount == int(v.amount) and v.amount in _ordinal_range_counts(text):
            return True  # "للمراكز من الرابع إلى العاشر (7 مراكز)": the places of an ordinal range, both ends counted
            # (a count said beside its range, no operand after: with it, 7 × 20,000 ± 20,000 would pass as working)
        if v.kind == "number" and v.amount == 2 and not v.unit and v.raw.strip().isdigit() and not text.isascii() \
                and _restates_dual(text, v.start, v.end):
            self.add(v)
            return True  # "شخصان في غرفة مزدوجة … = (٤٥٠ × ٢)": the dual's count, a factor (text.arabic.numbers.restates_dual)
        if v.kind == "number" and v.unit == "ordinal" and self._ordinal_in_span(v, text):
            return True  # "from 10 to 13 March is 3 nights (the 10th, 11th and 12th)": the days of a supported span listed
        if v.kind == "number" and not v.unit and v.start >= 0 and (v.amount, False) in self.shown \
                and _CHAIN_GOES_ON.match(text, v.end):
            return True  # "four months → 4 × 2 = 8": a figure this sentence shows, restated as the working's operand
        strong = _STRONG.search(text) is not None or (not text.isascii() and _arabic_working(text))
        xs = [v.amount]  # the result in its canonical unit (a written number is an operand's alternative only)
        money, unit = v.kind == "money", _unit_word(v)
        # (a dual as a factor, "| ١٤٠ × ليلتين | ٢٨٠ ديناراً |", is a count: the cell's bare figure the context's price)
        dual = _dual_factors(text) != text
        # (and in an Arabic table, a bare working cell whose figures hold one of the context's prices: "| ١٦٠ + (٢ × ٤٥)
        # | ٢٥٠ د.ب |": the working column of an Arabic table, where the currency is written once, in the next cell)
        worked = _expression(text, v, self._ctx_prices() if dual or _arabic_cell(text) else frozenset())
        if dual and worked is not None and self._people_left_out(worked):
            worked = None  # "30 درهمًا × ليلتين = 60" of "30 درهمًا للشخص البالغ عن كل ليلة": the nights, not the people
        if worked is not None and (worked.gives(v) or _floored(worked, v, text)) and self._grounded(worked):  # the working is written out ("3 × £85 + £20 = £275"): checked as written
            self.vouched_at.update((text[:40], a) for a in worked.at)  # its operands are shown working
            # and the count it multiplies, written out before ("twelve monthly tickets would cost 12 × £312")
            self.vouched_amounts.update((text[:40], a) for a in worked.amounts)
            if own is not None and own != text[:40]:
                self.vouched_at.update((own, a) for a in worked.at)
                self.vouched_amounts.update((own, a) for a in worked.amounts)
            if not worked.gives(v) and (rest := _remainder_stated(worked, v, text)) >= 0:
                self.vouched_at.add((text[:40], rest))  # "50 ÷ 6 = 8 crossings, with AED 2 left": the remainder checked
            self._multiplier(v, worked)
            self.add(v)
            return True
        if worked is not None and _CHAIN_GOES_ON.match(text, v.end) and self._grounded(worked) and \
                any(_near(t, a) for t in _terms(text, worked) for a in _amounts(v)):
            self.add(v)  # "(60 × 22p) + (40 × 14p) = £13.20 + £5.60 = £18.80": each term of the working, evaluated
            return True
        if self._age_gap(v, text) or self._from_tomorrow(v, text) or (worked is None and (
                self._gap(v, text) or self._per_unit(v, text) or _party_sum(v, text))):  # (working written out is
            # checked as written: "£230 ÷ 12 hours ≈ £21.67" is wrong whatever else is £21.67 an hour)
            self.add(v)
            return True
        if v.kind in ("number", "quantity") and self._times_in_period(v, text):
            self.add(v)
            return True  # "one free key every quarter — that's four a year": the context's frequency, counted over a period
        if self._weeks_in_month(v, text):
            self.add(v)
            return True
        if self._budget_split(v, text):
            self.add(v)  # "| Net only | £22 | 2 hours (leaves £16) |" of the user's £60: how many it buys, and what is left
            return True
        if v.kind == "money" and self._mixed_party(v, text):
            self.add(v)  # "a family of two adults and two children would pay £84": each kind's price times its count
            return True
        if self._over_period(v, text) or self._ratio_needed(v) or self._savings_total(v, text) or self._sessions_of_a_span(v):
            self.add(v)  # a rate over a longer period, a group's ratio, savings added up, the hours of counted sessions
            return True
        converted = self._conversion(v, text)
        if converted is not None:  # "£540 a year … roughly £54 a month": a rate put per another period, checked as that
            if converted:
                self.add(v)
            return converted
        listed = self._listed(v, text) if v.kind == "money" or (v.kind == "number" and v.unit is None) else \
            (True if v.kind == "percent" and self._percent_total(v, text) else None)
        if listed is not None:
            if listed:
                self.add(v)
            return listed  # a total under a list or table rows: their sum, or wrong ("Total: £935" for £875 + £45 + £25)
        if self._row_product(v, text):
            self.add(v)
            return True  # "| Adults | 4 | £16 | £64 |": the row's count times its price, written in columns
        if any(x == a and m == money and self.units.get((a, m)) == unit for x in xs for a, m in self.shown + self.before):
            self.add(v)
            return True  # the figure a derivation gave before, restated ("12 full days … 12 × £32")
        if v.kind == "quantity" and v.amount in self.counted and (v.unit or "") not in _TIME_CANON:
            self.add(v)
            return True  # a count worked out before, restated with its noun ("about 8 a month" … "at 8 classes")
        if v.kind == "number" and v.unit is None and v.amount in self.counted and (v.amount, False) in self.seen:
            return True  # a count supposed before, restated bare ("a choir borrowing 15 copies … 15 × £1.20")
        if self._row_count(v, text):
            self.add(v)
            return True  # "| Boat licence | 1 | 20 OMR | 20 OMR |": the count the row's price is multiplied by
        if self._calendar_length(v, text):
            self.add(v)
            return True  # "A year is 365 days", "(52 weeks in a year)": the length of a named period, a fact of the calendar
        if self._rate_multiplied(v, text):
            self.add(v)
            return True  # "double points — so 2 points for every £1": the context's rate, doubled as it says
        if _constant_operand(v, text) or self._calendar_count(v, text) or self._month_length(v, text) or self._one_day(v, text) \
                or self._past_bound(v, text) or self._short_of_trigger(v, text) or self._ratio(v, text) or self._share_of(v, text) \
                or self._converted(v, text) or self._per_period(v, text) or self._age_date(v, text):
            self.add(v)
            return True
        if v.kind == "number" and v.unit is None and v.raw[:1].isdigit() and any(x == a for x in xs for a, _ in self.before):
            self.add(v)
            return True  # restated bare, its unit left off ("10% of 600 = 60 dinars. But 60 is below the minimum")
        if v.kind == "number" and v.unit is None and v.start >= 0 and _RESTATED_COUNT.match(text, v.end) \
                and any(x == a and not m for x in xs for a, m in self.shown):
            self.add(v)
            return True  # "on three separate days … use three of your six guest visits": the count this sentence supposed
            # or worked out, restated bare as a share of another ("three of your six"), its noun left off
        if v.kind == "number" and v.raw[:1].isdigit() and self._year_stepped(v, text):
            self.add(v)
            return True  # "passed in 2024 … valid for 2 years … runs out in 2026": a year counted on
        if v.kind == "number" and (not v.raw[:1].isdigit() or (1000 <= v.amount <= 2999 and v.amount == int(v.amount)
                                                                and not _GROUPED.search(v.raw))):
            return False  # "Eighty-Eight", "2019": a year is no sum, a number word no working ("1,170" is no year)
        if v.kind == "percent" and v.end >= 0 and not any(c.isdigit() for c in v.raw) and _PART_OF.match(text, v.end):
            if self._part_of(v, text) or self._part_of_named_price(v, text):  # "half the length": a fraction of one
                self.add(v)  # shown figure against another; "90 QAR, half the adult price": of the price named
                return True
            return False
        if v.kind == "percent" and v.end >= 0 and not v.raw.isascii() and not any(c.isdigit() for c in v.raw) \
                and _AR_PART_OF.match(text, v.end) and self._ar_part_of(v, text):
            self.add(v)  # "بنصف السعر": the same, in Arabic (where it fails, the share is read as any other: "يوفّر
            return True  # عليك نصف المبلغ" is a saving of 50 on 25 + 25)
        if v.kind == "quantity" and v.unit == "time" and self._multiple_of_increase(v):
            self.add(v)
            return True  # "بضعف السعر" of the context's "بزيادة ١٠٠٪ على السعر": twice the price is the price plus 100%
        if v.kind == "quantity" and v.unit == "time" and v.end >= 0 and _TIMES_AS.match(text, v.end):
            return self._times_as(v, text)  # "eight times as frequent": a ratio of two figures, and nothing else
        if v.kind == "quantity" and v.unit == "time" and v.end >= 0 and _ar_times(v.raw) and self._times_as(v, text):
            return True  # "تسع أضعاف مدة الدم الكامل": the plural is the comparative, a ratio of two figures shown
        if v.kind == "quantity" and v.unit == "time" and v.end >= 0 and _ar_twice(v.raw) and self._twice_stated(text):
            self.add(v)
            return True  # "١٨٠ دولاراً (ضعف العادية)" beside 90: "ضعف" alone is twice another figure shown, as the plural
        if self._between_dates(v, text) or self._day_index(v, text):
            self.add(v)
            return True
        if v.kind == "number" and v.amount == 1 and v.end >= 0 and _ONE_TIMES.match(text, v.end):
            return True  # "| Clay | 1 × 12.5 kg bag | £22 |": one of the thing, the identity of a product (its result checked)
        if self._incremented(v, text):
            self.add(v)
            return True  # "3 extra hours … That would give you 13 hours" over the context's "covers 10 hours"
        if self._next_free(v, text):
            return True  # "ten stamps get you a free lesson — so your 11th lesson is on the house"
        if self._remainder(v, text):
            self.add(v)
            return True  # "27 ÷ 5 = 5 crossings, with AED 2 left": what the whole part leaves
        if self._month_rest(v, text) or self._month_walk(v, text):
            self.add(v)
            return True  # "مارس فيه 31 يوم → باقي 21 يوم في مارس" after "10 مارس": the days left of the month; "21 days
            # to the end of March", "+ 30 days in April" (THE MONTH WALK)
        if self._running_total(v, text):
            self.add(v)
            return True  # "- 21 days to the end of March" / "- + 30 days in April = 51": the last total and the addend
        if self._step_to_result(v, text):
            self.add(v)
            return True  # "April 30 days → total 51 / add 9 days of May → 60": what takes the running total to the result
        if v.kind == "quantity" and v.unit == "month" and self._months_between(v, text):
            self.add(v)
            return True  # "18 months ago … within the two-year window, about six months to go"
        if v.kind == "quantity" and not text.isascii() and v.start > 0 and self._past_the_end(v, text):
            self.add(v)
            return True  # "بعد انتهاء فترة الضمان (3 أشهر) بشهرين" for the user's 5 months: the time gone less the period
        if v.kind in ("number", "quantity") and v.amount <= 10 and not strong and not (v.unit or "").startswith(("minute", "day")) \
                and not ((v.unit or "").endswith("working day") and _AHEAD_OF.search(text)):
            return False  # "two", "3": too easily a sum of something, unless the working is shown ("30GB − 22GB = 8GB")
        if v.kind == "quantity" and (v.unit or "") == "minute" and self._between_times(v, text):
            return True
        if self._between_weekdays(v, text):
            self.add(v)
            return True
        # operands shown: this sentence's, the one before and the question's; the answer's earlier
        # figures too only where the sentence shows its working ("in total", "more than", "=")
        shown = list(dict.fromkeys(self.near(wide=strong) + self._cue_figures()))
        if self._per_every(v, text):
            return True
        if v.kind == "quantity" and self._how_many(v, text, shown):
            self.add(v)
            return True
        if worked is not None:
            return False  # working written out that does not give it: wrong arithmetic
        if v.kind == "percent" and self._percent(v, text, shown):
            return True
        if v.kind == "money" and self._paid_in_parts(v, text):
            self.add(v)
            return True  # "£1,160, paid as £700 on application and £460 once approved" (the context's "the remainder")
        if v.kind == "money" and (_BALANCE.search(text) or (self._item is not None and _BALANCE.search(self._item))) \
                and self._balance(v.amount):  # (the cue may be the list item's label: "2. **Balance on the day** — …")
            self.add(v)
            return True  # "Balance | £138" after "12 × £14 = £168" and a £30 deposit: the total less the part paid
        if v.kind == "money" and self._section_total(v, text):
            self.add(v)  # "### Onboard extras" … "= $320" … "= $250" … "Estimated onboard extras: $570"
            return True
        if v.kind == "money" and self._section_total_wrong(v, text):
            return False  # "2 × £140 = £280" … "10 × £8 = £80" … "**Estimated total: £350**": the results add up to £360
        if v.kind == "money" and self._parallel(v, text):
            self.add(v)  # "(If you book a suite, it's $20 per person per day: $400.)" after "$16 × 2 people × 10 days"
            return True
        if v.kind == "money" and not text.isascii() and self._dual_priced(v.amount, text):
            self.add(v)  # "حشوتان لسنّين | ابتداءً من 700 ريال" at 350 a filling, "قيمة التذكرتين: 900" at 450 a ticket
            for u in self.pending:  # "| تذكرتان ذهبيتان | 2 × 25 | 50 دينارًا |": the dual's count, also written in digits
                if u.kind in ("quantity", "number") and u.amount == 2 and not u.unit:
                    self.vouched[id(u)] = u
            return True
        if v.kind == "money" and self._equal_part(v, text, shown):
            self.add(v)
            return True  # "1600 دولار، يعني قسط 533.33 دولار تقريبًا بكل دفعة" for the context's three equal instalments
        if v.kind == "money" and self._at_time_rate(v, text):
            self.add(v)
            return True  # "£67.50 per hour … 15 minutes of overtime would be £16.88": a rate for a duration in another unit
        if v.kind == "money" and self._related(v.amount, shown):
            self.add(v)
            return True
        if v.kind == "quantity" and _year_of_payments(v, text):
            self.add(v)
            return True  # "£250 per annum — £50 less than twelve monthly payments": a year counted in its periods
        if v.kind == "quantity" and self._metric_step(v, text):
            self.add(v)
            return True  # "800kg … add more than 200kg and it would go over 1 tonne": a step across the units of one dimension
        return any(self._derive(v, x, text, strong, shown) for x in xs)

    def _past_the_end(self, v, text: str) -> bool:
        """THE PAST-THE-END GRAMMAR (text.arabic.behaviour.past_the_end_before): an amount said as how far a day falls
        after the end of a period is the difference of two figures of its unit shown (the sentence's, the one before,
        the question's): the time gone less the period, and nothing else."""
        from ..text.arabic.behaviour import past_the_end_before

        if not past_the_end_before(text[max(0, v.start - 80):v.start]):
            return False
        unit = _unit_word(v)
        shown = [a for a, money in self.near() if not money and a not in (0, 1) and self.units.get((a, False), unit) == unit]
        return any(_near(a - b, v.amount) for a in shown for b in shown if a != b)

    def _metric_step(self, v, text: str) -> bool:
        """THE STEP ACROSS UNITS: a metric measure that is the sum or the difference of a measure supported so far (the
        question's or the answer's) and another of the same dimension (those or the context's), each in its own unit
        ("about 800kg" and "over 1 tonne": "more than 200kg" to go over), where the sentence signals the step (a word
        of adding or of a difference). One step, one operand shown; a constant number of pairs (capped lists)."""
        m = _metric(v)
        if m is None or not self.measures or not (_SUB.search(text) or _ADD.search(text)):
            return False
        if self._ctx_measures is None:
            self._ctx_measures = [x for x in (_metric(u) for u in self.ctx.values.values if u.kind == "quantity") if x][:MAX_CONTEXT]
        dim, target = m
        others = self.measures + self._ctx_measures
        for sdim, s in self.measures:
            if sdim != dim:
                continue
            for cdim, c in others:
                if cdim == dim and c != s and (_near(abs(c - s), target) or _near(c + s, target)):
                    return True
        return False

    def _twinned(self, a: float, b: float) -> bool:
        """``a`` and ``b`` are one duration's two amounts ("5 hours": 300 and 5), the written one no other figure's
        ("two years" beside the user's "2 months" are two figures)."""
        return ((a, b) in self._twins and b not in self._canon) or ((b, a) in self._twins and a not in self._canon)

    def _incremented(self, v, text: str) -> bool:
        """A measure that is a base of its unit plus an increment the answer or the question names as one by its own
        words ("3 extra hours", "two further months"), in a sentence that states a result ("That would give you 13
        hours" over the context's "covers 10 hours"; "one calendar month … extended by up to two further months … three
        calendar months in total"). The base is a figure of the same unit the context states or the answer shows (never
        an increment itself); the increment's words are the operation's cue, so a base of one counts too."""
        if v.kind != "quantity" or not v.amount or not v.unit or not self.increments or _INCREMENT.search(v.raw) \
                or not _TOTALLED.search(text):
            return False
        incs = {a for a, u in self.increments if u == v.unit}
        if not incs:
            return False
        word = _unit_word(v)
        bases = {u.amount for u in self.ctx.values.values[:4 * MAX_CONTEXT]
                 if u.kind == "quantity" and u.unit == v.unit and u.amount and not _INCREMENT.search(u.raw)}
        bases |= {a for a, m in self.near(wide=True) if not m and self.units.get((a, m)) == word and a not in incs}
        return any(_near(b + i, v.amount) for b in bases for i in incs)

    def _next_free(self, v, text: str) -> bool:
        """THE FREE ONE AFTER A COUNT: an ordinal one past a count the context says earns a free one ("Ten stamps earn a
        free lesson", "Five stamps earn a free course"), in a sentence that says that one is free ("your 11th lesson is
        on the house"): the count's next, whatever the writer calls it."""
        if v.kind != "number" or v.amount is None or v.amount != int(v.amount) or not 2 <= v.amount <= 101 \
                or not _ORDINAL.fullmatch(v.raw) or _FREE_SAID.search(text) is None:
            return False
        return any((int(m.group(1)) if m.group(1).isdigit() else SMALL_NUMBERS[m.group(1).lower()]) == v.amount - 1
                   for m in _EARNS_FREE.finditer(self.ctx.text))

    def _remainder(self, v, text: str) -> bool:
        """The remainder of a division written just before it with its whole part ("27 ÷ 5 = 5 crossings, with AED 2
        left"): dividend − whole part × divisor, the whole part the floor of the quotient."""
        if v.start < 0 or not v.amount or v.amount < 0:
            return False
        vals = [u for u in self._values_of(text)[:MAX_SHOWN] if u.end <= v.start and u.kind in _SUMMABLE and u.amount is not None]
        if len(vals) < 3:
            return False
        a, b, q = vals[-3:]
        if not b.amount or not _DIVIDED.fullmatch(text, a.end, b.start) and not _DIVIDED_BY.fullmatch(text, a.end, b.start) \
                or not _EQUALS_ONLY.fullmatch(text, b.end, q.start):
            return False
        whole = math.floor(a.amount / b.amount + 1e-9)
        return q.amount == whole and _near(a.amount - whole * b.amount, v.amount) and 0 < v.amount < b.amount

    def _rest_of(self, v, text: str) -> bool:
        """THE FIGURE-REMAINDER GRAMMAR (Arabic): a figure the participle "left" follows ("والـ2,000 الباقية"، "والـ100
        الباقية"، "الـ3 أيام المتبقية") is one figure less another: a whole the question, the context or the answer
        states, less a part this sentence or the one before shows (one step). Money comes from money; a bare figure
        (its noun left off, "الـ2,000" after "خمسة آلاف دولار") from money or from bare figures; a measure from
        figures of its unit word. Never a figure the remainder of itself, nor of a figure found unsupported."""
        if v.start < 0 or v.end > len(text) or not v.amount or v.amount <= 0 or v.kind not in ("money", "number", "quantity"):
            return False
        from ..text.arabic.behaviour import remainder_follows

        if not remainder_follows(text[v.end:]):
            return False
        bare, word = v.kind == "number" and not v.unit, _unit_word(v)

        def fits(key: tuple) -> bool:
            if key[1]:
                return bare or v.kind == "money"
            return v.kind != "money" and (bare or self._counts(key) == word)

        x = v.amount
        parts = [k for k in dict.fromkeys(self.shown + self.last) if k[0] and k[0] != x and fits(k)]
        wholes = [k for k in dict.fromkeys(self.asked + self.shown + self.last + self.before[-MAX_SHOWN:]
                                           + self._context_figures()) if k[0] and k[0] > x and fits(k)]
        pair = next(((w, p) for w in wholes for p in parts if p[1] == w[1] and _near(w[0] - p[0], x)), None)
        if pair is None:
            return False
        if bare and pair[0][1]:  # the money it is the rest of: an amount from now on ("| 2,000 دولار | 30 دولار |")
            self.seen.add((x, True))
            if len(self.shown) < MAX_SHOWN:
                self.shown.append((x, True))
                self.units[(x, True)] = self._counts(pair[0])
        return True

    def _rest_share(self, v, text: str) -> bool:
        """THE SHARE-REMAINDER GRAMMAR (Arabic, :func:`~groundtest.text.arabic.behaviour.rest_share_before`): a
        percentage after "الباقي" or "على الأقل" is 100% less a share the context states and the answer shows in this
        sentence or the one before ("الباقي (70٪)" after "30٪"); one subtraction, never of a share found unsupported."""
        if v.start < 0 or not v.amount or not 0 < v.amount < 100:
            return False
        from ..text.arabic.behaviour import rest_share_before

        if not rest_share_before(text[max(0, v.start - 40):v.start]):
            return False
        rest = 100 - v.amount
        own = [u.amount for u in self._values_of(text)[:MAX_SHOWN] if u.kind == "percent" and u.start != v.start]
        if not any(_near(a, rest) for a in own + [a for a, m in self.shown + self.last if not m]):
            return False
        return any(u.kind == "percent" and u.amount is not None and _near(u.amount, rest)
                   for u in self.ctx.values.values[:4 * MAX_CONTEXT])

    def _month_rest(self, v, text: str) -> bool:
        """The days left of a month after a day of it the answer or the question states, where the sentence gives the
        month's length just before ("March has 31 days → 21 days left in March" after "10 March"; "مارس فيه 31 يوم →
        باقي 21 يوم في مارس"): the length less the day, or through it (one more)."""
        if v.kind != "quantity" or v.unit != "day" or not v.amount or v.start < 0:
            return False
        from . import months as M

        for u in self._values_of(text)[:MAX_SHOWN]:
            if u.end > v.start or u.kind not in ("number", "quantity") or u.amount is None or not 28 <= u.amount <= 31:
                continue
            month = _month_of_length(u, text)
            if month is None or int(u.amount) not in M.month_length(month):
                continue
            days = [d.day for d in self.days_said if d.month == month] + [d for m, d in self.undated if m == month]
            if any(v.amount in (u.amount - d, u.amount - d + 1) for d in days):
                return True
        return False

    def _month_walk(self, v, text: str) -> bool:
        """THE MONTH WALK, a count of days said of a month by the calendar (:data:`_MONTH_WALK`): its length ("30 days in
        April", "31 in May"), or what is left of it after a day of it the question, the context or the answer gives ("21
        days to the end of March", "21 days left in March" after "10 March": the length less the day, or through it)."""
        if v.kind != "quantity" or v.unit != "day" or not v.amount or v.start < 0 or v.end < 0:
            return False
        m = _MONTH_WALK.match(text, v.end)
        if m is None:
            return False
        from . import months as M

        month = _MONTH_NUMBERS[m.group("month").lower()[:3]]
        lengths = M.month_length(month)
        if m.group("rest"):
            days = [d for mo, d in self._days_given() if mo == month]
            return any(v.amount in (n - d, n - d + 1) for n in lengths for d in days)
        return not m.group("into") and int(v.amount) in lengths and v.amount == int(v.amount)

    def _days_given(self) -> list[tuple[int, int]]:
        """The days of a month (month, day) the walk may start from: the answer's supported dates so far (with a year or
        without) and the question's."""
        query = [d for d in (_day_of(u) for u in self.ctx.query_values.values if u.kind == "date") if d is not None]
        return [(d.month, d.day) for d in self.days_said] + list(self.undated) + [(d.month, d.day) for d in query]

    def _walked_month(self, v, text: str) -> bool:
        """A month named alone as the month a count of days is said of (":data:`_MONTH_WALK`: "+ 30 days in April", "8 days
        into June"): the walk's month, no date of its own (the count is checked)."""
        if not re.fullmatch(r"--\d\d", v.unit or "") or v.start < 0:
            return False
        month = int(v.unit[2:])
        if not any(m.end("month") == v.end and _MONTH_NUMBERS[m.group("month").lower()[:3]] == month
                   for m in _MONTH_WALK_BACK.finditer(text, max(0, v.start - 48), v.end)):
            return False
        # the walk goes between the days given (the question's, the context's, the answer's so far): a month outside
        # them is no step of it ("… 31 in July" on the way from 1 February to 1 May)
        anchors = sorted({mo for mo, _ in self._days_given()})
        if not anchors:
            return False
        # (one month given: the walk goes on from it, its end not yet said)
        return len(anchors) == 1 or anchors[0] <= month <= anchors[-1]

    def _running_total(self, v, text: str) -> bool:
        """A running total on a line that adds to the last one ("- + 30 days in April = 51" after "- 21 days to the end of
        March"; "+ £20 cleaning fee = £275" after "3 × £85 = £255"): the line opens with "+", one addend, then "=" and ``v``;
        ``v`` is the previous line's figure plus the addend. One step, the line's own addend only."""
        if v.kind not in ("number", "quantity", "money") or v.amount is None or v.start < 0:
            return False
        head = text[:v.start]
        eq = _EQUALS_BEFORE.search(head)
        lead = _ADD_LINE.match(head)
        if eq is None or lead is None:
            return False
        from ..text.matching import extract_values

        addends = [u for u in extract_values(head[lead.end():eq.start()]) if u.amount is not None and u.kind in _SUMMABLE]
        if len(addends) != 1:
            return False
        money = v.kind == "money"
        if (addends[0].kind == "money") != money:
            return False
        add = _amounts(addends[0])[-1]
        totals = [a for a, m in self.last[:4] if m == money] + [a for a, m in self.shown[-2:] if m == money]
        return any(_near(t + add, v.amount) for t in totals)

    def _step_to_result(self, v, text: str) -> bool:
        """An addend whose result the sentence writes right after it, behind an arrow or "=" ("add 9 days of May → 60",
        "زيد 9 أيام من ماي → 60"): the result, a supported figure of the sentence, less the figure the answer showed
        just before (the running total, "→ total 51") is the addend. One step, the line's own result only."""
        if v.kind not in ("number", "quantity") or not v.amount or v.end < 0 or v.start < 0:
            return False
        m = _ARROW_RESULT.match(text, v.end)
        if m is None:
            return False
        after = [u for u in self._values_of(text)[:MAX_SHOWN] if u.start >= m.end() and u.amount is not None]
        if not after or after[0].start - m.end() > 6:
            return False
        r = after[0]
        if r.kind not in ("number", "quantity") or not ((r.amount, False) in self.seen or self.ctx.values.find(r) is not None):
            return False
        written = _amounts(v)[-1]
        totals = [a for a, money in self.last[:4] if not money]
        return any(_near(t + written, r.amount) or _near(t + written, _amounts(r)[-1]) for t in totals)

    def _how_many(self, v, text: str, shown: list) -> bool:
        """How many units an amount of money buys at a rate per that unit the sentence names ("saves an extra
        £2 an hour, so the £55 pays off after about 28 hours"; "17p per kWh, so the £7.99 fee pays for itself
        after roughly 47 kWh"): a shown amount ÷ the rate, rounded only where the sentence says so ("about");
        the rate must be per the unit the result is counted in, and supported."""
        unit = _TIME_WORD.search(v.raw) or _LAST_WORD.search(v.raw)
        written = _amounts(v)[-1]
        if unit is None or not written or v.start < 0:
            return False
        # the rate is per one of the result's units ("At £1 a share, £2,000 gets you 2,000 shares")
        noun = _singular(unit.group(1).lower())
        per = re.compile(rf"(?:\*\*|__)?\s*(?:a|an|per|each|every)\s+{re.escape(noun)}(?:e?s)?\b", re.I)
        rates = [u.amount for u in self._values_of(text)[:MAX_SHOWN]
                 if u.kind == "money" and u.amount and u.end >= 0 and per.match(text, u.end)][:4]
        if not rates:
            return False
        slack = _half_unit(v.raw) if _APPROX.search(text, max(0, v.start - 24), v.start) else 0.0
        money = [a for a, am in shown if am and a > 0]
        return any(r > 0 and a != r and abs(a / r - written) <= slack + 1e-9 for r in rates if (r, True) in self.seen
                   for a in money)

    def _paid_in_parts(self, v, text: str) -> bool:
        """THE REST OF A SPLIT PAYMENT: the context pays a total in parts, one named by its amount and the other as what is
        left ("£700 on application and the remainder once the licence is approved"), and the answer's sentence states that
        amount beside ``v`` ("paid as £700 on application and £460 once approved"): ``v`` is in the remainder's place, to be
        checked as the total less that part (:meth:`_balance`)."""
        if self._rest_parts is None:
            self._rest_parts = []
            for sent in _CTX_SENTENCE.split(self.ctx.text):
                if _REST_NAMED.search(sent) and len(self._rest_parts) < MAX_CONTEXT:
                    from ..text.matching import extract_values

                    self._rest_parts += [u.amount for u in extract_values(sent)[:MAX_SHOWN] if u.kind == "money" and u.amount]
        if not self._rest_parts or v.amount is None:
            return False
        money = [u for u in self._values_of(text) if u.kind == "money" and u.amount and u.start != v.start]
        parts = [u.amount for u in money if u.amount in self._rest_parts]
        # the total: one stated before ``v`` in its own sentence ("Total: £1,160, paid as …"), or else the last sum shown
        # (not any earlier figure: "Base fee: £1,100" less the £700 is no rest of £1,160)
        totals = [u.amount for u in money if u.start < v.start and u.amount not in parts] or [a for a, m in self.last[-1:] if m]
        return any(_near(t - p, v.amount) for t in totals for p in parts if p < t)

    def _balance(self, x: float) -> bool:
        """The balance of a total the answer worked out or stated before, less one amount of money the
        context or the answer states (a deposit, a part paid): one step, money from money only."""
        totals = [a for a, m in self.before[-MAX_SHOWN:] + self.last if m and a > x]
        parts = [a for a, m in list(dict.fromkeys(self.shown + self.last + self._context_figures())) if m and a > 0]
        return any(_near(t - p, x) for t in totals for p in parts if p < t)

    def _counts(self, key: tuple) -> str:
        """What a figure counts (its unit word: "month", "follow-up"), the answer's or the context's; "" for a bare figure."""
        return self.units.get(key) or self._ctx_units.get(key, "")

    def _times_as(self, v, text: str) -> bool:
        """"n times as often/much" (or "n times more"): the ratio of two figures of one kind the sentence
        (or the one before) shows, supported ones only; never a sum or a two-step search."""
        x = v.amount
        if not x:
            return False
        # a ratio said to be rough ("just over three times", "roughly four times as long") is the ratio rounded to a
        # whole number; "just over"/"just under" also say which side of it the ratio lies
        slack = 0.5 if v.start >= 0 and _APPROX.search(text, max(0, v.start - 24), v.start) else 0.0
        side = _RATIO_SIDE.search(text, max(0, v.start - 24), v.start) if slack else None
        over = side is not None and (side.group(1) or "").lower() == "over"  # "nearly", "almost", "just under": below it
        lo, hi = (x, x + slack) if over else (x - slack, x) if side else (x - slack, x + slack)
        if any(lo - 1e-9 <= r <= hi + 1e-9 or _near(r, x) for a, b in self._figure_pairs(v, text) for r in (a / b, b / a)):
            self.add(v)
            return True
        return False

    def _part_of(self, v, text: str) -> bool:
        """A fraction of another figure, said in words (THE PART-OF GRAMMAR, :data:`_PART_OF`): "the Crystal Chamber is
        half the length" (45 and 90 minutes shown above), "a third of the price": two supported figures of one kind the
        sentence or the lines just before show, as :meth:`_times_as` reads them, in that ratio; never a figure of its
        own. A comparison ("fewer than half the steps") is not read (which two figures it compares is not known)."""
        x = (v.amount or 0) / 100
        if not 0 < x < 1:
            return False
        if _PART_BOUND.search(text, max(0, v.start - 24), v.start):
            return False  # a comparison ("fewer than half the steps"): any pair of the answer's figures would satisfy
            # one side or the other, so it is not read as worked out (which two figures it compares is not known)
        return any(_near(min(a, b) / max(a, b), x) for a, b in self._figure_pairs(v, text))

    def _ar_part_of(self, v, text: str) -> bool:
        """THE ARABIC PART-OF (:data:`_AR_PART_OF`): "الحصة الفردية 20 دولاراً، أي أن الجماعية بنصف السعر" — the sum
        the sentence names last before the fraction, supported, against another supported sum of its currency shown
        (the answer's before it): the two in that ratio. Only that sum is the fraction's reference (any pair of the
        answer's sums would find coincidences: 200 of 800 for "ربع المبلغ" said of 4,800 against 9,600)."""
        x = (v.amount or 0) / 100
        if not 0 < x < 1:
            return False
        own = [u for u in self._values_of(text)[:MAX_SHOWN] if u.kind == "money" and u.amount and 0 <= u.end <= v.start]
        if not own or not ((own[-1].amount, True) in self.seen or self.ctx.values.find(own[-1]) is not None):
            return False
        a, unit = own[-1].amount, _unit_word(own[-1])
        others = [b for b, money in self.last + self.before[-MAX_SHOWN:] if money and self.units.get((b, True), unit) == unit]
        others += [u.amount for u in own[:-1]]
        return any(b and b != a and _near(min(a, b) / max(a, b), x) for b in others)

    def _twice_stated(self, text: str) -> bool:
        """THE ARABIC TWICE (:func:`~groundtest.text.arabic.numbers.says_twice`): two figures of one unit word the
        context states, one twice the other, the sentence showing one and the sentence or the answer just before it the
        other ("| ١٨٠ دولاراً (ضعف العادية) |" under "| ٩٠ دولاراً |"). Only stated figures: a figure the answer
        works out from "ضعف" itself ("4 ريالات، أي ضعف السعر العادي" of 2) would vouch for it in a circle."""
        stated = set(self._context_figures())
        own = [(u.amount, _unit_word(u)) for u in self._values_of(text)[:MAX_SHOWN]
               if u.kind in _SUMMABLE and u.amount and self.ctx.values.find(u) is not None]
        if not own:
            return False
        ahead = own + [(a, self.units.get((a, m)) or self._ctx_units.get((a, m), ""))
                       for a, m in self.last + self.before[-MAX_SHOWN:] if (a, m) in stated]
        doubles: dict[float, list[str]] = {}
        for a, unit in ahead:
            doubles.setdefault(2 * a, []).append(unit)
            doubles.setdefault(a / 2, []).append(unit)
        return any(ua == ub or _one_currency(ua, ub) for a, ua in own for ub in doubles.get(a, ()))

    def _figure_pairs(self, v, text: str) -> "Iterator[tuple[float, float]]":
        """Pairs of distinct supported figures of one unit word, from the sentence and the answer just before it
        (lazily: a caller stops at the first pair that fits)."""
        own = [u for u in self._values_of(text)[:MAX_SHOWN] if u.start != v.start and u.amount]
        # each figure by its canonical amount only ("twelve-week": 84 days, never its written 12 against its own 84)
        figures = [(u.amount, _unit_word(u), u.start) for u in own
                   if (u.amount, u.kind == "money") in self.seen or self.ctx.values.find(u) is not None]
        figures += [(a, self.units.get((a, m), ""), -1 - k) for k, (a, m) in enumerate(self.last + self.before[-MAX_SHOWN:])]
        return ((a, b) for k, (a, ua, ia) in enumerate(figures) for b, ub, ib in figures[k + 1:]
                if ia != ib and a != b and ua == ub and a and b)

    def reject(self, v) -> None:
        """A figure of the answer found unsupported: never an operand after."""
        if v.kind in _SUMMABLE and v.amount is not None:
            self.rejected.update((a, _unit_word(v)) for a in _amounts(v))

    def _grounded(self, worked: "Working") -> bool:
        """Written working rests on the sources: no operand is a figure found unsupported, and every
        amount of money in it is supported (a count may be the working's own: "2 people × £4.50 × 10")."""
        for u in worked.operands:
            if any((a, _unit_word(u)) in self.rejected for a in _amounts(u)):
                return False
            keys = [(a, u.kind == "money") for a in _amounts(u)]
            if u.kind == "money" and not any(k in self.seen for k in keys) and self.ctx.values.find(u) is None and not (
                    self.ctx.query and self.ctx.query_values.find(u) is not None) and (keys[0] not in self._cue_figures()):
                return False
        return True

    def _percent(self, v, text: str, shown: list) -> bool:
        """A percentage worked out from the context's: the rest of a stated share ("a 30% deposit
        … the balance (70%)", "25% off, so you'd pay three-quarters"), or one amount as a share of
        another ("$3 of $15 is 20%", "£12 off £60 is 20% off")."""
        x = v.amount
        if _REST.search(text):
            for a, am in shown + self._context_figures():
                if not am and 0 < a < 100 and _near(100 - a, x):
                    self.add(v)
                    return True
        if self._fraction_of_amount(v, text):
            # "لكان الإجمالي ٤٬٨٠٠ ريال فقط، أي نصف المبلغ الصحيح": the sentence's last amount before the fraction, as a
            # share of another amount the answer shows
            before = [u.amount for u in self._values_of(text) if u.kind == "money" and u.amount and u.end <= v.start]
            if before and any(_near(100 * before[-1] / b, x) for b, bm in shown if bm and b > before[-1]):
                self.add(v)
                return True
            if not before and self._shown_share(x, shown):
                self.add(v)
                return True
            return False
        if not _SHARE.search(text):
            return False
        money = [a for a, am in list(dict.fromkeys(shown + self._context_figures())) if am and a > 0][:MAX_SHOWN]
        named = _OF_AMOUNT.match(text, v.end) if 0 <= v.end <= len(text) else None
        bases = [float(named.group(1).replace(",", ""))] if named else money  # "20% off the $15": of that one
        # one of the two amounts is shown (the sentence's, the one before, the question's, or the base the share is
        # named "of"): a share is never read off two of the context's figures the answer does not mention ("a quarter
        # off" is not £2 of the £8 junior fee where the context gives 20% off)
        own = {a for a, am in shown if am} | ({bases[0]} if named else set())
        for a in money:
            for b in bases:
                if a != b and (a in own or b in own) and (_near(100 * a / b, x) or (a < b and _near(100 * (b - a) / b, x))):
                    self.add(v)
                    return True
        return False

    @staticmethod
    def _shown_share(x: float, shown: list) -> bool:
        """THE SHARE BETWEEN TWO SHOWN AMOUNTS: a fraction of an amount in a sentence with no amount of its own ("أي أن
        العقد في المحكمة يوفّر عليك نصف المبلغ" after "٥٠ ديناراً" and "٢٥ ديناراً") is one amount the answer shows as a
        share of a larger one it shows, or the saving between them ((b − a) / b); never of the context's figures alone.
        At most :data:`MAX_SHOWN` amounts, so a bounded number of pairs."""
        money = [a for a, am in dict.fromkeys(shown) if am and a > 0][:MAX_SHOWN]
        return any(a < b and (_near(100 * a / b, x) or _near(100 * (b - a) / b, x)) for a in money for b in money)

    def _part_of_named_price(self, v, text: str) -> bool:
        """THE FRACTION OF A NAMED PRICE: "Children pay 90 QAR, half the adult price" — the sentence's last amount of
        money before the fraction word, as that share of a price the context states in a sentence holding every word
        that names it ("Adult tickets are 180 QAR"; :data:`_FRACTION_OF_PRICE`)."""
        named = _FRACTION_OF_PRICE.match(text, v.end) if v.amount and 0 <= v.end <= len(text) else None
        if named is None:
            return False
        before = [u.amount for u in self._values_of(text) if u.kind == "money" and u.amount and u.end <= v.start]
        return bool(before) and any(b > before[-1] and _near(100 * before[-1] / b, v.amount)
                                    for b in self._named_prices(named.group("name")))

    def _named_prices(self, name: str) -> list[float]:
        """The amounts of money in the context's sentences that hold every word of ``name`` ("adult", "adult ticket")."""
        from .lexicon import stem_key

        want = {stem_key(w) for w in name.lower().split() if w.isalpha()}
        if not want:
            return []
        text, out = self.ctx.text, []
        for c in self.ctx.values.values[:4 * MAX_CONTEXT]:
            if c.kind != "money" or not c.amount or c.start < 0:
                continue
            a = max(text.rfind(".", 0, c.start), text.rfind("\n", 0, c.start)) + 1
            b = text.find(".", c.end)
            if want <= {stem_key(w) for w in re.findall(r"[a-z]+", text[a:b if b >= 0 else len(text)].lower())}:
                out.append(c.amount)
        return out[:MAX_SHOWN]

    @staticmethod
    def _fraction_of_amount(v, text: str) -> bool:
        """An Arabic fraction word before a noun of amount ("أي نصف المبلغ الصحيح"): a share of one figure in another."""
        if text.isascii() or v.end < 0 or v.end > len(text):
            return False
        from ..text.arabic.behaviour import fraction_of_amount

        return fraction_of_amount(text[v.end:])

    def _carried(self, v, x: float, text: str, shown: list) -> bool:
        """THE RESULT OF THE SENTENCE BEFORE: a sentence that opens by giving a result ("So each night costs $95",
        "That makes $95 a night") of two figures the answer shows, in an operation the words of the sentence before it
        signal ("Your second pet adds $10 per overnight"). Only shown figures: "So a concession ticket costs £10" is
        not £2 off the £12 the context gives as the lowest of a range the answer never names."""
        if not _RESULT_OPEN.match(text):
            return False
        prior = [t for t in self._told[-3:] if t != text]
        if not prior:
            return False
        ops = _ops(prior[-1]) - {"%"}
        if _MORE.search(prior[-1]):
            ops = ops | {"+"}  # "A second pet is $10 more per overnight": a charge on top
        money = v.kind == "money"
        figures = [(a, am) for a, am in shown if am == money][:MAX_SHOWN]
        for i, (a, _) in enumerate(figures):
            for b, _ in figures[i + 1:]:
                if a != b and _one(a, b, x, ops):
                    self.add(v)
                    return True
        return False

    def _derive(self, v, x: float, text: str, strong: bool, shown: list) -> bool:
        # a list item computes with the multiple its lead-in says (its operation only: "double" is ×)
        if self._carried(v, x, text, shown):
            return True
        ops = _ops(text) | ({"*"} if self.lead and self._multiples(self.lead) else frozenset())
        if (v.unit or "").endswith("working day") and _AHEAD_OF.search(text):
            ops = ops | {"-"}  # "20 working days before, which is 9 working days ahead of the deadline" of 11: a difference
        if "*" not in ops and _COUNT_LABEL.match(text):
            ops = ops | {"*"}  # "| 2 adults | £80 |", "- 3 nights: £390": a line labelled by a count of things is their cost
        # "| 5 كيلو | 3 ريالات/كيلو | 15 ريالاً |": a rate per a unit with a count of it; "| الاشتراك لـ ١٢ شهرًا | ١٨٠ |":
        # a row whose label counts (a period or things) multiplies what it applies to (one step only: the row's own
        # product, never the start of a two-step search)
        one_step = ops | {"*"} if "*" not in ops and v.kind == "money" and (
            any(u.kind == "money" and u.end >= 0 and _RATE_SLASH.match(text, u.end) for u in self._values_of(text)[:MAX_SHOWN])
            or self._counted_row(text) or self._counted_column()) else ops
        # a run of weekdays the sentence names is a count of days ("Monday to Friday": 5), and a multiple the sentence
        # or its lead-in says in a word the context states ("double"): operands written in it, of any kind
        spans = self._weekday_spans(text) + self._multiples(f"{text} {self.lead}" if self.lead else text)
        shown = shown + [c for c in spans if c not in shown]
        if v.kind == "money" and (self._percent_of(x, shown) or self._per_time(x, text, shown) or self._share_base(x, text, shown)):
            self.add(v)
            return True
        if shown and self._by_rate(v, shown):
            return True
        if shown and self._at_rate_per(v, text, shown):
            self.add(v)
            return True
        if not ops or not shown:
            return False
        money = v.kind == "money"  # money needs money among its operands; any other figure none (dimensions)
        # "roughly €52" for 1,250 ÷ 24 = 52.08: a result said to be rounded, within half its last written unit
        slack = _half_unit(v.raw) if v.start >= 0 and (_APPROX.search(text, max(0, v.start - 24), v.start)
                                                      or _roughly_ar(text, v)) else 0.0
        # conversion factors (a month to a year) only for money: durations are compared in one unit already
        vat = [(self._standard_vat(), False)] if money and self._standard_vat() and _VAT.search(text) else []
        pool = list(dict.fromkeys(shown + self._context_figures() + (_constants(text) + vat if money else [])))
        shown_set = set(shown) | set(_constants(text)) | set(vat)
        # a figure that is no money takes a step by a percentage the context states only where this sentence writes
        # a percentage: a share stated for a price ("a 25% deposit") is no step on a period ("8 weeks" less 25% is no
        # "6 weeks"); the % step of two bare figures (150 × 200 / 100) is not one of a stated percentage
        # nor is a stated percentage added to or taken from it ("25%" and "7 days" give no "5 days" and no "32 days")
        # (a figure the context states both as a percentage and otherwise may be either)
        shares = set() if money or _PERCENT_WRITTEN.search(text) else \
            {u.amount for u in self.ctx.values.values[:MAX_CONTEXT] if u.kind == "percent" and u.amount}
        if shares:
            shares -= {u.amount for u in self.ctx.values.values[:MAX_CONTEXT] if u.kind != "percent"}
            # nor one this sentence writes as no percentage: "إذا كان تجديدك يوم 20 … فآخر موعد يوم 13" (20 − 7
            # days) supposes a day, whatever share of 20% the context also grants
            shares -= {u.amount for u in self._values_of(text)[:MAX_SHOWN] if u.kind != "percent"}
        unshared = ops - {"%", "+", "-"} if v.kind != "percent" else ops - {"%"}
        pcts = {u.amount for u in [*self.ctx.values.values[:MAX_CONTEXT], *self._values_of(text)[:MAX_SHOWN]]
                if u.kind == "percent" and u is not v} if v.kind == "percent" else set()
        doubled = _TWO_OF.search(text) is not None  # ("with both clocks added together": 75 + 75 minutes)
        dim = _unit_word(v)  # (a span's dimension, in the unit the grammar keeps it in: minute, day or month)
        # (days and months are one dimension where the sentence says it is rough: "about two weeks" for half a month)
        other_dims = _SPAN_DIMS - {dim} - ({"day", "month"} if dim in ("day", "month") and _ROUGHLY.search(text) else set())
        twice = self._stated_twice() if not text.isascii() else frozenset()
        for a, am in shown:
            for b, bm in pool:
                if money and (am or bm) and not (am and bm):  # a price times a count: the count must be shown
                    if (b, bm) not in shown_set and not bm and "%" not in text:
                        continue
                    # a count with its unit ("12 minutes", "3 nights") is never the percentage of a % step
                    unit = self._counts((b, bm) if am else (a, am))
                    step = one_step & ({"*", "/"} if unit else {"*", "/", "%"})
                    if "/" in step and unit in _DURATION_WORDS and v.start >= 0 and _PER_PERSON.match(text, v.end):
                        step = step - {"/"}  # THE RATE'S OWN UNIT: an amount said per person is no price divided by a
                        # span ("عربون 50 جنيه للفرد" is no 200 ÷ "4 ساعات"; times a span it may be: 150 × 3 nights each)
                    if _one(a, b, x, step, slack):
                        if "*" in one_step:
                            self._vouch(x, pool)
                        self.add(v)
                        return True
                    continue
                if money and not (am and bm):
                    continue  # money from money: sums and differences of two amounts
                if money:
                    # (an amount with itself stays: "£650 per arch … upper and lower, £1,300" pairs it in words no
                    # table lists; measured, refusing it cost two dev false alarms for no miss)
                    if _one(a, b, x, ops & {"+", "-"}, slack):
                        self.add(v)
                        return True
                    continue
                if v.kind == "percent" and (self.units.get((a, am)) in _DURATION_WORDS or self.units.get((b, bm)) in _DURATION_WORDS):
                    continue  # a share is no sum of periods ("every 8 weeks … 12 weeks" gives no "one-fifth off")
                if v.kind == "percent" and "%" in ops and a not in pcts and b not in pcts:
                    # a percentage is a share of a percentage, never a product of two counts: "around 10% off for
                    # over-65s" is no 65 × 16 / 100 of the question's age and the child fare
                    if not (am or bm) and _one(a, b, x, ops - {"%"} - ({"+", "*"} if a == b and not doubled else set()), slack):
                        self.add(v)
                        return True
                    continue  # (one count written as a share of another, "19 out of 26 → about 73%": ._share_of)
                # a figure added to or multiplied by itself ("two further months" twice is no "four months"): a doubling
                # is said ("double", "twice": .multiples), never read off one figure standing for two
                own_ops = (unshared if a in shares or b in shares else ops) - (
                    {"+", "*", "%"} if a == b and not doubled and not (a in twice and "+" in ops) else set())
                if "%" in ops and (a in shares or b in shares) and dim and self._counts((a, am)) == dim and dim not in _SPAN_DIMS:
                    own_ops = own_ops | {"%"}  # a share of a count of the same things ("up to 10% more" of 30 people: 3
                    # people), the context's percentage of the sentence's count, whatever the sentence writes
                if not money and self._twinned(a, b):
                    continue  # "5 hours" as 300 minutes times its own 5: one figure, not two
                if not money and dim in _SPAN_DIMS and (ua := self._counts((a, am))) != dim \
                        and (ub := self._counts((b, bm))) != dim and (ua in other_dims or ub in other_dims) \
                        and not (ua in other_dims and ub in other_dims and _PER_SPAN[dim].search(text)):
                    continue  # a span of this dimension from one of another takes an operand of its own ("2.5 hours a
                    # week × 6 weeks = 15 hours"), or two of the other by a rate per its unit ("15 hours at 2.5 hours a
                    # week: 6 weeks"); never a bare ratio or share ("90 minutes ÷ 15 minutes", "15 minutes ÷ 3" are no months)
                if not money and dim in _SPAN_DIMS and (self.units.get((a, am)) in other_dims
                                                        or self.units.get((b, bm)) in other_dims):
                    # "5 years" (60 months) is no sum or difference of "60 minutes": a span of another dimension (a rate
                    # over a span multiplies: "2.5 hours a week × 6 weeks = 15 hours")
                    if _one(a, b, x, ops & {"*", "/"} - ({"*"} if a == b and not doubled else set()), slack):
                        self.add(v)
                        return True
                    continue
                if not (am or bm) and _one(a, b, x, own_ops, slack):
                    if money and "*" in ops:
                        self._vouch(x, pool)
                    self.add(v)
                    return True
        if money and self._multiplied(v, x, ops, pool):
            self.add(v)
            return True

        if not strong:
            return False  # two steps only where the sentence shows its working
        if not money and dim in _SPAN_DIMS and v.start >= 0 and _WITHIN_BEFORE.search(text, max(0, v.start - 16), v.start) \
                and not (self.ctx.query and self.ctx.query_values.find(v) is not None):  # (the user's own span: the premise
            # rules' to read, as before)
            return False  # a rule's bound ("Cancel within **7 days** of collection") is the context's or one step from
            # figures shown, never two steps of whatever the search finds (21 − 25 + … makes 7 of anything)
        # two steps: (a ∘ b) ∘ c = x, a shown: the first step's results (and whether money went in) in a
        # dict, the second step looked up by its inverse
        first: dict[float, bool] = {}
        exact: dict[float, list[float]] = {}
        # the first step's results whose operands are both shown: a second step may take its operand from the
        # context unseen only after one of these (at most one figure the reader never sees: "(£65 + £20) × 8" of
        # a junior price and a minimum group size the answer never names is a coincidence, not working)
        seen_first: dict[float, bool] = {}
        # a percentage step only where a percentage is written (£120 less £50 is no "50% of £120" step)
        steps = ops if _PERCENT_WRITTEN.search(text) else ops - {"%"}
        # a span's two steps take no figure of another span's dimension ("90 minutes ÷ 15 minutes" is a ratio, no
        # "6 months"; one step may: "2.5 hours a week × 6 weeks" is checked above)
        alien = {f for f in pool if self._counts(f) in other_dims} if not money and dim in _SPAN_DIMS else set()
        for a, am in shown:
            for b, bm in pool:
                if (a, am) in alien or (b, bm) in alien:
                    continue
                if a not in (0, 1) and b not in (0, 1) and (money or not (am or bm)) and not self._twinned(a, b):
                    # money adds only to money or a bare figure ("£60 less 6 months" is no step); a count multiplies it
                    counted = am != bm and bool(self._counts((a, am)) if not am else self._counts((b, bm)))
                    own = steps - ({"+"} if a == b and not money and not doubled else set())  # (not doubled unsaid)
                    for r in _results(a, b, own - {"+", "-"} if counted else own):
                        q = _q(r)
                        first[q] = first.get(q, False) or am or bm
                        if len(exact.setdefault(q, [])) < 4:
                            exact[q].append(r)  # (the step's own value: the second step is checked on it, not on its rounding)
                        if (b, bm) in shown_set:
                            seen_first[q] = seen_first.get(q, False) or am or bm
        said = _said_rounding(v, text) if slack or _ROUGH_SAID.search(text) else 0.0  # (how far a result said to be
        # rough may lie from the second step: "تقريبًا 6,540" for 85,000 ÷ 13 = 6,538.46, to the tens it is written to)
        inverse = []  # (the first step's result for operand c, whether the step adds, the second step forward)
        if "+" in ops:
            inverse.append((lambda c: x - c, True, lambda r, c: r + c))
        if "-" in ops:
            inverse += [(lambda c: x + c, True, lambda r, c: r - c), (lambda c: c - x, True, lambda r, c: c - r)]
        if "*" in ops:
            inverse.append((lambda c: x / c, False, lambda r, c: r * c))
        if "/" in ops:
            inverse.append((lambda c: x * c, False, lambda r, c: r / c))
        for c, cm in pool:
            if c in (0, 1) or (c, cm) in alien:
                continue
            for inv, adds, forward in inverse:
                if adds and money and not cm and self._counts((c, cm)):
                    continue  # money adds only to money or a bare figure (a count of months is no money)
                t = inv(c)
                if t != 0:
                    used = (first if (c, cm) in shown_set else seen_first).get(_q(t))
                    # money plus or minus money only: a product of two counts ("10 or more" × "10%") is no amount
                    if used is not None and (((used and cm) if adds else (used or cm)) if money else not cm) \
                            and any(_near(forward(r, c), x) or abs(forward(r, c) - x) <= said for r in exact.get(_q(t), ())):
                        # (the second step on the first's own value: "5% of 5" is 0.25, and 0.25 × 120 is 30, no "£30.35",
                        # whatever 30.35 ÷ 120 rounds to)
                        self.add(v)
                        return True
        return False

    def _stated_twice(self) -> frozenset:
        """THE FIGURE STATED TWICE: the durations the context states at two places ("خلال ٣٠ يومًا … تمديد هذه المدة ٣٠
        يومًا إضافية"): two periods, so the sum of the figure with itself is no doubling read off one figure (for an
        Arabic sentence: "أي أن الحد الأقصى مع التمديد ستون يومًا"). Once per context."""
        got = self.ctx.memo.get("derive_twice")
        if got is None:
            seen: dict[float, int] = {}
            for u in self.ctx.values.values[:MAX_CONTEXT]:
                if u.kind == "quantity" and u.amount:
                    seen[u.amount] = seen.get(u.amount, 0) + 1
            got = self.ctx.memo["derive_twice"] = frozenset(a for a, n in seen.items() if n >= 2)
        return got

    def _multiplied(self, v, x: float, ops: frozenset, pool: list) -> bool:
        """A price times a count or period the sentence shows ("£16.50 a month … over 12 months"), or times
        two counts ("for two of you over 7 days" at $16 per person per day): the counts are the sentence's
        figures not found, and those it writes as words ("two children"), which count what they multiply
        (a multiplication word is needed only for a count written in digits); the second count may be one
        of the sentence's supported figures. Every count so used is vouched for."""
        counts = [u for u in self.pending[:MAX_SHOWN] if u is not v and u.kind in ("quantity", "number")
                  and u.amount and u.amount == int(u.amount) and ("*" in ops or "/" in ops or id(u) in self.written)]
        if not counts:
            return False
        prices = [b for b, bm in pool if bm]
        if "/" in ops and _PART_WORD.search(self._sentence[0] if self._sentence else ""):
            # "paid in three equal instalments (about $533.33 each)": a sum shown, split into the parts the sentence counts
            for u in counts:
                if u.amount >= 2 and any(_near(b / u.amount, x) for b, bm in self.shown + self.last if bm and b > x):
                    self.vouched[id(u)] = u
                    return True
        if "*" not in ops and not any(id(u) in self.written for u in counts):
            return False
        for k, u in enumerate(counts):
            n = u.amount / 30 if (u.unit or "") == "day" and u.amount % 30 == 0 else u.amount
            for b in prices:
                if _near(b * u.amount, x) or _near(b * n, x):
                    self.vouched[id(u)] = u
                    return True
        if "*" not in ops:
            return False
        seconds = [(w, w.amount) for w in counts] + \
            [(None, a) for a, am in self.shown if not am and 2 <= a <= 100 and a == int(a)][:MAX_SHOWN]
        for k, u in enumerate(counts):  # two counts: people × days
            for w, a in seconds[k + 1:]:
                if u.amount == 1:
                    continue
                for b in prices:
                    if _near(b * u.amount * a, x):
                        self.vouched[id(u)] = u
                        if w is not None:
                            self.vouched[id(w)] = w
                        return True
        return False

    def _named_step(self, v, text: str) -> bool:
        """THE NAMED PRICE OPERAND: the amount is one step (+, or − where the sentence takes off) from the context's price of a thing the sentence names
        without its price, and a sum of money the answer has shown: "Supplement: £2.50 per person, so a Classic Afternoon
        Tea would be £17" (the context's "Classic Afternoon Tea costs £14.50 per person"). A thing is named by its own
        name, two to five capitalised words the context prices in one sentence ("Classic Afternoon Tea costs £14.50",
        "The Deluxe Room is £180"); the sentence must hold the name, and the other operand must have been shown."""
        if self._named is None:
            self._named = []
            for m in _NAMED_PRICE.finditer(self.ctx.text):
                name = re.sub(r"^(?:the|a|an)\s+", "", " ".join(m.group("name").split()).lower())
                if len(name.split()) >= 2 and len(self._named) < MAX_CONTEXT:
                    self._named.append((name, float(m.group("amount").replace(",", ""))))
        if not self._named or v.amount is None:
            return False
        low = text.lower()
        prices = [p for name, p in self._named if name in low and f"{p:g}" not in text and f"{p:.2f}" not in text]
        if not prices:
            return False
        shown = [a for a, m in self.shown[-MAX_SHOWN:] if m and a != v.amount]
        less = _DISCOUNT.search(text) is not None  # (taken off only where the sentence says so: "£2 off", "less")
        return any(_near(p + b, v.amount) or (less and _near(p - b, v.amount)) for p in prices for b in shown if b not in prices)

    def _relations(self) -> list[float]:
        """The signed differences the context states between amounts of money ("online lessons cost £5 per
        hour less than in-home lessons", "£2 more at weekends"): −5, +2."""
        if self._deltas is None:
            self._deltas = []
            text = self.ctx.text
            for c in self.ctx.values.values[:4 * MAX_CONTEXT]:
                if c.kind != "money" or not c.amount or c.end < 0:
                    continue
                m = _RELATION.match(text, c.end, min(len(text), c.end + 40))
                if m is not None and len(self._deltas) < MAX_SHOWN:  # ("£2 off every hourly rate": less)
                    self._deltas.append(c.amount if (m.group(1) or "").lower() in _MORE_WORDS else -c.amount)
                elif c.start >= 0 and _ADDS_BEFORE.search(text, max(0, c.start - 24), c.start) and len(self._deltas) < MAX_SHOWN:
                    self._deltas.append(c.amount)  # "Express service (collection within 30 minutes) adds £6"
                elif c.start >= 0 and _TAKES_BEFORE.search(text, max(0, c.start - 24), c.start) and len(self._deltas) < MAX_SHOWN:
                    self._deltas.append(-c.amount)  # "drops by £5 after 6pm"
        return self._deltas

    def _dual_priced(self, x: float, text: str) -> bool:
        """Two of a thing the context prices, counted by the Arabic dual of its noun (a count the reader never sees
        written: "حشوتان" is two fillings, "التذكرتين" the two tickets): the amount is twice a price shown or the context's."""
        nouns = [n for n in (_dual_noun(w) for w in _DUAL.findall(text)[:4]) if n and self.ctx.vocab.has(n)]
        if not text.isascii():  # the masculine dual in ين, no sound plural the context writes ("سدرين وسط" of "السدر")
            from ..text.arabic.numbers import duals_of_named

            nouns += [n for n in duals_of_named(text, self.ctx.text)[:4] if n not in nouns and self.ctx.vocab.has(n)]
        if not nouns:
            return False
        per_person = self._prices_of("")  # (the context's rates per person: not a price of one thing)
        shown = [b for b, bm in self.shown + self.last + self.asked if bm and b not in per_person]
        return any(_near(2 * b, x) for b in shown + [p for n in nouns for p in self._prices_of(n)])

    def _multiple_of_increase(self, v) -> bool:
        """THE MULTIPLE AS AN INCREASE: an Arabic multiple of a thing ("ضعف"، "ضعفي"، "ثلاثة أضعاف": n times) where the
        context adds (n − 1) × 100% to it ("بزيادة ١٠٠٪ على السعر"، "رسوم إضافية ٢٠٠٪"): the same amount, said as a
        multiple (a count of times, "مرتين", is no multiple of an amount: only the words of multiples)."""
        if v.raw.isascii() or not v.amount or v.amount <= 1 or not _MULTIPLE_WORD.search(v.raw):
            return False
        want = (v.amount - 1) * 100
        for u in self.ctx.values.values[:4 * MAX_CONTEXT]:
            if u.kind == "percent" and u.amount and _near(u.amount, want) and u.start >= 0 \
                    and _INCREASE_BEFORE.search(self.ctx.text, max(0, u.start - 30), u.start):
                return True
        return False

    def _people_left_out(self, worked: "Working") -> bool:
        """Working that multiplies a price the context gives per person, with no count of people among its operands
        (as :meth:`_dual_priced`: a rate per person is no price of one thing)."""
        per_person = self._prices_of("")
        return any(u.amount in per_person for u in worked.operands) and not any(_people(u) for u in worked.operands)

    def _ctx_prices(self) -> frozenset:
        """The context's amounts of money (a bare figure of a working cell that is one is a price: :func:`_cell_working`;
        read once per context)."""
        got = self.ctx.memo.get("ctx_prices")
        if got is None:
            got = self.ctx.memo["ctx_prices"] = frozenset(u.amount for u in self.ctx.values.values if u.kind == "money" and u.amount)
        return got

    def _prices_of(self, noun: str) -> list[float]:
        """The amounts of money of the context's chunks that name ``noun`` (folded) or its broken plural, read once per noun."""
        got = self._noun_prices.get(noun)
        if got is None:
            from ..text.matching import extract_values
            from .doc import words_of

            got = []
            key = _skeleton(noun)
            if not noun:  # the context's amounts stated per person ("30 درهمًا للشخص البالغ")
                got = [u.amount for u in self.ctx.values.values[:4 * MAX_CONTEXT] if u.kind == "money" and u.amount
                       and u.end >= 0 and _PER_PERSON.match(self.ctx.text, u.end, u.end + 40)]
                self._noun_prices[noun] = got
                return got
            for sent in [c.text for c in self.ctx.chunks][:MAX_CONTEXT]:  # (a chunk: its subject runs across sentences)
                named = (re.sub(r"^(?:و|ف)?(?:ب|ل|ك)?ال", "", w) for w in words_of(sent))
                # the noun, or its broken plural (تذكره: تذاكر, one skeleton of consonants)
                if any(w == noun or (len(key) >= 3 and _skeleton(w) == key) for w in named):
                    # (a rate per person too is no price of one thing: "30 درهمًا للشخص البالغ عن كل ليلة" × ليلتين
                    # leaves the people out)
                    got += [u.amount for u in extract_values(sent) if u.kind == "money" and u.amount and u.end >= 0
                            and not _PER_PERSON.match(sent, u.end, u.end + 40)]
            self._noun_prices[noun] = got = got[:MAX_SHOWN]
        return got

    def _counted_column(self) -> bool:
        """The table's header counts what a column multiplies ("| | Per application | 3 people |", "| Each | For 4 |"):
        a whole count among the header's figures, no money and no year (one step only, as a counted row)."""
        return any(not m and a == int(a) and 2 <= a <= 100 for a, m in self._cue_figures())

    def _counted_row(self, text: str) -> bool:
        """A table row whose label (first cell) holds a count or a period and no money ("| For 12 months |",
        "| الاشتراك لـ ١٢ شهرًا |")."""
        if not text.lstrip().startswith("|"):
            return False
        cells = _cells(text)
        if not cells:
            return False
        from ..text.matching import extract_values

        got = [u for u in extract_values(cells[0]) if u.amount]
        return bool(got) and all(u.kind in ("number", "quantity") for u in got)

    def _section_total(self, v, text: str) -> bool:
        """A line that totals the section it closes: its label says total or restates the heading's words
        ("### Onboard extras" … "**Estimated onboard extras: $570**"), and the amount is the sum of the results worked
        out under the heading (two or more, alternatives left out: "(If you book a suite, …: $400)")."""
        parts = [a for a, alt in self._results if not alt]
        if len(parts) < 2 or v.start < 0 or v.amount is None:
            return False
        label = _LABEL_BEFORE.search(text, 0, v.start)
        if label is None:
            return False
        words = _content_words(label.group(1))
        if not (_TOTAL.search(label.group(1)) or (self._heading and words & self._heading)):
            return False
        return _near(sum(parts), v.amount)

    def _section_total_wrong(self, v, text: str) -> bool:
        """A line labelled a total ("**Estimated total: £350**") under two to six results the answer worked out (their
        alternatives left out) no part of which adds up to it, alone or with one more amount the answer stated (a fee it
        names without working: "Booking fee: £10"): the total is wrong (its reason in :attr:`why`), whatever other
        figures the arithmetic search could combine into it. At most 64 sums × 17 amounts: constant work."""
        parts = [a for a, alt in self._results if not alt]
        if not 2 <= len(parts) <= 6 or v.start < 0 or v.amount is None:
            return False  # (six results at most: their sums are read one by one, 64 of them)
        label = _LABEL_BEFORE.search(text, 0, v.start)
        if label is None or not _TOTAL.search(label.group(1)):
            return False
        sums = {0.0}
        for a in parts:
            sums |= {t + a for t in sums}
        extra = [0.0] + [a for a, m in self.seen if m and a > 0][:MAX_SHOWN]
        if any(_near(t + a, v.amount) for t in sums for a in extra):
            return False  # some of the results, and perhaps one more amount stated (another option's results are no part
            # of it: "Option A … £78" then "Option B: £55 + £13 … Total: £68")
        self.why[id(v)] = f"money: the results worked out above add up to {_money(sum(parts), v.raw)}, not {v.raw}"
        return True

    def _multiplier(self, v, worked: "Working") -> None:
        """Keep the count written working multiplied one price by ("$16 × 2 people × 10 days = $320": 20)."""
        money = [u for u in worked.operands if u.kind == "money" and u.amount]
        if not money and v.kind == "money" and not (v.raw or "").isascii():
            # "2 × 3,200 = 6,400 ريال": the bare operand that is a price the answer showed is the price multiplied
            money = [u for u in worked.operands if u.kind == "number" and u.amount and (u.amount, True) in self.seen]
        if v.kind != "money" or len(money) != 1 or len(worked.operands) < 2 or not money[0].amount:
            return
        k = worked.total / money[0].amount
        if 2 <= k <= 1000 and abs(k - round(k)) < 1e-9 and _near(k * money[0].amount, worked.total):
            self.multipliers = (self.multipliers + [round(k)])[-4:]

    def _parallel(self, v, text: str) -> bool:
        """The same working as a line before, for another rate the sentence states: the count an earlier line
        multiplied its price by, times a rate here ("$16 × 2 people × 10 days = $320 … (a suite is $20 per person per
        day: $400)"). The rate must be established (the context's or the answer's) and written as a rate."""
        if not self.multipliers or v.amount is None:
            return False
        rates = [u.amount for u in self._values_of(text)[:MAX_SHOWN] if u.kind == "money" and u.amount and u.end >= 0
                 and u.start != v.start and (_RATE_AFTER.match(text, u.end) or _rate_after_ar(text, u.end))
                 and ((u.amount, True) in self.seen or self.ctx.values.find(u) is not None)]
        return any(_near(r * k, v.amount) for r in rates for k in self.multipliers)

    def _equal_part(self, v, text: str, shown: list) -> bool:
        """An amount that is a sum shown split into the equal parts the context counts ("paid in three equal
        instalments" / "ثلاثة أقساط متساوية"), where the sentence names a part ("each instalment", "بكل قسط"):
        1600 ÷ 3 ≈ 533.33 (to the penny), 1200 ÷ 3 = 400."""
        if v.amount is None or not _PART_WORD.search(text):
            return False
        if self._shares is None:
            from ..text.matching import extract_values

            ctx = self.ctx.text
            self._shares = [u.amount for u in extract_values(ctx) if u.kind in ("number", "quantity") and u.amount
                            and 2 <= u.amount <= 24 and u.amount == int(u.amount) and u.end >= 0
                            and _PARTS_AFTER.match(ctx, u.end)][:MAX_SHOWN]
            if not ctx.isascii():
                from ..text.arabic.behaviour import splits_in_two

                if splits_in_two(ctx):  # "يُسدَّد الرسم على قسطين متساويين": a split into two
                    self._shares.append(2.0)
        for n in self._shares:
            if any(_near(a / n, v.amount) for a, am in shown if am and a > v.amount):
                for u in self.pending[:MAX_SHOWN]:
                    if u.kind in ("quantity", "number") and u.amount == n:
                        self.vouched[id(u)] = u  # "in three equal instalments": the count the sum is split into
                return True
        return False

    def _at_time_rate(self, v, text: str) -> bool:
        """An amount that is an established rate (the context's, or the answer's own: "£67.50 per hour", "£20 per 15
        minutes", "8p per gram") for an amount of its measure the sentence states in any unit of the same dimension
        ("15 minutes of overtime would be £16.88": 67.50 × 15 / 60, to the penny; "a 30-minute session would be £40":
        20 × 30 / 15), or the same rate put per another unit of its dimension ("£80 per kilo" for 8p per gram; "£24 an
        hour" for 40p a minute). Each rate is read once per sentence it is in; the rates are the last :data:`MAX_SHOWN`
        sentences' and the context's (capped), the amounts measured the sentence's own (:func:`_rates`)."""
        if v.amount is None:
            return False
        rates = [r for t in self._told[-MAX_SHOWN:] for r in _rates(t) if (r[0], True) in self.seen]
        rates += list(_rates(self.ctx.text))[:MAX_CONTEXT]
        rates = rates[:MAX_CONTEXT + MAX_SHOWN]
        per = _rate_unit(text, v.end) if v.end >= 0 else None
        if per is None and self.header and v.start >= 0 and text.lstrip().startswith("|"):
            col = text.count("|", 0, v.start) - 1  # a cell under a "Per kg" header: a rate per its unit
            if 0 <= col < len(self.header) and _HEADER_PER.match(self.header[col]):
                per = _rate_unit(" " + self.header[col].strip(" *_"), 0)
        if per is not None:  # the amount is itself a rate: only the same rate, per another unit of its dimension
            return any(dim == per[0] and size != per[1] and _near(a * per[1] / size, v.amount) for a, dim, size in rates)
        measured = [m for m in (_measure(u) for u in self._values_of(text) if u.kind == "quantity" and u.amount) if m]
        if not measured:
            return False
        for a, dim, size in rates:
            for d, (ddim, amount) in measured:
                if ddim == dim and amount != size and _near(a * amount / size, v.amount):
                    for u in self.pending[:MAX_SHOWN]:  # the duration, shown working ("three 30-minute rides")
                        if u.kind == "quantity" and u.amount == d.amount and u.unit == d.unit:
                            self.vouched[id(u)] = u
                    return True
        return False

    def _related(self, x: float, shown: list) -> bool:
        """An amount that is a shown amount with a difference the context states applied ("£5 less at every
        level": in-home £45, online £40), item by item: the base must be an amount the answer shows near it."""
        deltas = self._relations()
        return any(am and _near(a + d, x) for a, am in shown for d in deltas)

    def _percent_of(self, x: float, shown: list) -> bool:
        """An amount the answer shows times a percentage the context states (1% too: "1% of the
        £30,000 you declare is £300"), or that amount with it added or taken off."""
        pcts = self._stated_percents()[:MAX_CONTEXT]
        for a, am in shown:
            if not am:
                continue
            for p in pcts:
                part = a * p / 100
                if _near(part, x) or _near(a + part, x) or _near(a - part, x):
                    return True
        return False

    def _stated_percents(self) -> list[float]:
        """The context's percentages, in its order (read once per check: every money figure asks for them)."""
        if self._pcts is None:
            self._pcts = [u.amount for u in self.ctx.values.values if u.kind == "percent" and u.amount]
        return self._pcts

    def _share_base(self, x: float, text: str, shown: list) -> bool:
        """THE SPEND A CAPPED SHARE NEEDS: the amount whose share (a percentage the context states) is an amount the
        answer shows, where the sentence says what it takes to reach it ("the grant covers 75% … up to $2,500", so "to
        reach the full $2,500, your costs would need to be at least about $3,334": 2,500 ÷ 75%), to the penny or, where
        the sentence rounds ("about", "at least", "roughly"), to the whole unit either side."""
        if _REACH.search(text) is None:
            return False
        pcts = [p for p in self._stated_percents() if 0 < p < 100][:MAX_CONTEXT]
        rounded = _ROUNDED_WORDS.search(text) is not None
        for a, am in shown:
            if not am or a == x:
                continue
            for p in pcts:
                base = a * 100 / p
                if _near(base, x) or (rounded and (x == math.ceil(base - 1e-9) or x == math.floor(base + 1e-9))):
                    return True
        return False

    def _per_time(self, x: float, text: str, shown: list) -> bool:
        """A price per the unit of time the sentence names ("cost per minute: 20p" for £12 a 60-minute
        class): an amount the answer shows divided by a duration the context states, in that unit."""
        m = _PER_TIME.search(f"{text} {self.cue}")
        if m is None:
            return False
        unit, factor = _TIME_UNITS[m.group(1).lower()]
        spans = [u.amount / factor for u in self.ctx.values.values
                 if u.kind == "quantity" and u.unit == unit and u.amount][:MAX_CONTEXT]
        return any(am and d and _near(a / d, x) for a, am in shown for d in spans)

    def vouch_working(self, v, text: str) -> None:
        """``v`` is supported (the context states it): the working written out before it, when it
        checks out, vouches for its operands ("2 × 40 = 80" where the context gives 80)."""
        if v.kind not in _SUMMABLE or v.amount is None or v.start < 0 or "=" not in text[:v.start]:
            return
        worked = _expression(text, v)
        if worked is not None and _near(worked[0], v.amount):
            self.vouched_at.update((text[:40], a) for a in worked[1])
            self.vouched_amounts.update((text[:40], a) for a in worked[2])

    def note_deduction(self, v, text: str) -> None:
        """``v`` is supported and said to come off ("your £15 is knocked off"): what is paid after it is a
        price less it (:meth:`_paid_less`)."""
        if v.kind == "money" and v.amount and v.end >= 0 and len(self.deducted) < MAX_SHOWN \
                and _OFF_AFTER.match(text, v.end, v.end + 40):
            self.deducted.append(v.amount)

    def miscalculated(self, v, text: str) -> "str | None":
        """``v`` is a figure the context states, given as the result of working written out before it
        with "=" ("two would be 2 × £35 = £60" where the context's £60 is another price): when every
        operand is supported and the working, computed as written, gives another figure, the answer's
        arithmetic is wrong, and the context stating the figure elsewhere does not make it right. Only
        exact working ("=", not "≈" or "about") whose operands are all figures with digits; None when
        the working checks out or cannot be read."""
        if v.kind not in _SUMMABLE or v.kind == "percent" or v.amount is None or v.start < 0:
            return None
        eq = _EQUALS_BEFORE.search(text[:v.start])
        cell = _CELL_BEFORE.search(text, 0, v.start) if eq is None else None  # "| 1 x £31 | £25 |": a row's working
        prices = self._ctx_prices() if cell is not None else frozenset()
        if (cell is None or not _cell_working(cell.group(1), v, prices)) and (
                eq is None or "=" not in eq.group(0) or _ROUNDED.search(eq.group(0))):
            return None
        if _CHAIN_GOES_ON.match(text, v.end):
            return None  # "… = €1 + 25 × €0.25 = €7.25": the figure opens the next working, it is no result
        worked = _expression(text, v, prices)
        if worked is None or worked.rounded or worked.gives(v) or _floored(worked, v, text) or len(worked.operands) < 2:
            return None
        if any(u.kind == "percent" or not re.search(r"\d", u.raw) for u in worked.operands):
            return None  # a share or a count in words: the reading needs the words
        if v.kind == "money" and all(u.kind == "quantity" and u.unit and u.unit != "time" and self.ctx.values.find(u) is not None
                                     for u in worked.operands):
            return None  # "Family ticket (2 adults + 2 children) = £48": counts of things the context states, no money among
            # them, name what the priced item is made of; the price is no result of adding them (a count times a price
            # has money in it; a count of the context's item it lacks, "2 adults + 3 children", is still read)
        if not self._grounded(worked) or not all(
                u.kind != "money" or self.ctx.values.find(u) is not None or any((a, True) in self.seen for a in _amounts(u))
                for u in worked.operands):
            return None
        if abs(worked.total - v.amount) <= max(0.01, 0.005 * abs(v.amount)):
            return None
        return f"the working written before it gives {worked.total:g}, not {v.amount:g}"

    def window_misjudged(self, text: str, values: list) -> "str | None":
        """A sentence that judges the user's case inside a window the context states ("You return on 10 May, so
        you're inside the eight-week window"; "That's still within the 48-hour window"), where the two days the
        question names are further apart than the window: 1 March to 10 May is 70 days, past 8 weeks; Tuesday
        afternoon to Friday morning is at least 2 days, past 48 hours. Only two days the question names (two dates,
        or two weekdays counted forward, the least span between them), and only a window the context gives."""
        if not text.isascii() and self.ctx.query:
            from ..text.arabic.normalise import has_arabic

            if has_arabic(text):  # issue 24: the Arabic grammar, and clock times
                return self._arabic_clock_window(text, values)
        if not _INSIDE.search(text) or _OUTSIDE.search(text) or not _JUDGED.search(text) or not self.ctx.query:
            return None
        windows = [v for v in values if v.kind == "quantity" and v.amount and v.unit in ("minute", "day", "month")
                   and self.ctx.values.find(v) is not None and v.start >= 0 and _INSIDE_BEFORE.search(text, 0, v.start)]
        if not windows and _THE_WINDOW.search(text):
            # "still within the window" with no figure: the context's one window ("within 14 days of the injury")
            ctx_text = self.ctx.text
            found = {(u.amount, u.unit): u for u in self.ctx.values.values[:MAX_CONTEXT]
                     if u.kind == "quantity" and u.amount and u.unit in ("minute", "day", "month") and u.start >= 0
                     and _INSIDE_BEFORE.search(ctx_text, max(0, u.start - 24), u.start)}
            windows = list(found.values())
        if len(windows) != 1:
            return None
        w = windows[0]
        qv = self.ctx.query_values.values
        days = list(dict.fromkeys(d for d in (_day_of(v) for v in qv if v.kind == "date") if d is not None))
        weekdays = list(dict.fromkeys(v.unit for v in qv if v.kind == "date" and (v.unit or "").startswith("weekday:")))
        if len(days) == 2 and not weekdays:
            a, b = days
            span = (b - a).days if b >= a else (b - a).days + 365  # (a day of the next year: "20 December … 5 January")
            least_hours = max(0, span - 1) * 24
        elif len(weekdays) == 2 and not days:
            a_, b_ = (_WEEKDAYS.index(u.split(":")[1]) if u.split(":")[1] in _WEEKDAYS else -1 for u in weekdays)
            if a_ < 0 or b_ < 0 or a_ == b_:
                return None
            span = (b_ - a_) % 7
            # the least hours between them: from the end of the first day's part to the start of the second's
            # ("Tuesday afternoon" ends by 6pm, "Friday morning" starts at midnight: at least 54 hours)
            first, second = (_DAY_PART.match(self.ctx.query, m.end()) if m else None for m in
                             (re.search(rf"\b{u.split(':')[1]}\b", self.ctx.query, re.I) for u in weekdays))
            least_hours = (span - 1) * 24 + (24 - _PART_ENDS.get(first.group(1).lower(), 24) if first else 0) + \
                (_PART_STARTS.get(second.group(1).lower(), 0) if second else 0)
        else:
            return None
        if w.unit == "minute":
            over = least_hours > w.amount / 60
        elif w.unit == "day":
            over = span > w.amount + 1
        else:
            over = span > w.amount * 31 + 1
        if not over:
            return None
        return f"judged inside the {w.raw} window, but the question's days are {span} days apart"

    def _arabic_clock_window(self, text: str, values: list) -> "str | None":
        """Issue 24: an Arabic judgement that the user is inside a window of minutes the context states ("موعد حجزك
        5:00، ومهلة الانتظار 10 دقائق … فأنت ما زلت ضمن المهلة"), where the question's two clock times are further
        apart than the window (5:00 to 5:15 is 15 minutes, past 10). The window is the sentence's one duration the
        context states; the span the least a 12-hour clock allows ("٥:٠٠ العصر" to "٥:١٥": 15 minutes, not 12 hours
        15). Only two clock times the question names, and only a plain judgement (.text.arabic.windows)."""
        from ..text.arabic.windows import judged_inside

        if not judged_inside(text):
            return None
        windows = [v for v in values if v.kind == "quantity" and v.amount and v.unit == "minute"
                   and self.ctx.values.find(v) is not None]
        if len(windows) != 1:
            return None
        times = list(dict.fromkeys(v.amount for v in self.ctx.query_values.values if v.kind == "time" and v.amount is not None))
        if len(times) != 2:
            return None
        span = (times[1] - times[0]) % 1440 % 720
        w = windows[0]
        if span <= w.amount:
            return None
        return f"judged inside the {w.raw} window, but the question's times are {span:g} minutes apart"

    def _between_dates(self, v, text: str) -> bool:
        """A duration that is the span between two days stated one after the other, in the sentence
        or just before it ("from 1 September to 30 November — three months", "8 December 2025 to 4
        January 2026: 28 days", "15 Ramadan, 14 days after the 1st"), counted to the last day or through it."""
        if v.kind != "quantity" or v.amount is None or v.unit not in ("day", "month", "night"):
            return False
        from ..text.matching import extract_values

        said = extract_values(text)
        if v.unit == "night":  # "from 10 to 13 March is 3 nights": the nights between two days, the last day not counted
            own = [d for d in (_day_of(u) for u in said if u.kind == "date") if d is not None][:MAX_SHOWN]
            return any(0 < (b - a).days == v.amount for a, b in (_shared_year(a, b) for a, b in zip(own, own[1:])))
        if v.unit == "month" and _months_apart(said, v.amount):
            return True
        own = [d for d in (_day_of(u) for u in said if u.kind == "date") if d is not None][:MAX_SHOWN]
        way = _span_rounding(text, v)
        # (with fewer than two days of its own, the consecutive pairs of the last three days said before: "between the
        # start and the results 24 days, and between the results and the resit 9 days" after a table of the three dates)
        days = own if len(own) >= 2 else self.days_said[-SPAN_DAYS_BACK:] + [d for d in own if d not in self.days_said[-SPAN_DAYS_BACK:]]
        for a, b in zip(days, days[1:]):
            a, b = _shared_year(a, b)
            if b < a and _spans(b, a, v.amount, v.unit):  # the later day said first ("the trial is on 14 September, and
                return True  # she turns one on 10 September, so she'll be 4 days past it")
            if b < a and a.year == b.year and _bare(a):  # "1 November to 31 January": into the next year
                try:
                    b = b.replace(year=a.year + 1)
                except ValueError:  # 29 February: the next leap year
                    b = b.replace(year=a.year + 4)
            if _spans(min(a, b), max(a, b), v.amount, v.unit) or (
                    not text.isascii() and _hijri_months(min(a, b), max(a, b), v.amount, v.unit)):
                return True
            if way is not None and _rough_span(min(a, b), max(a, b), v, way):
                return True  # "from 16 June to 14 March — so roughly nine months", "just over five weeks" (THE ROUGH SPAN)
        if v.unit == "day":  # "from the 1st to the 12th is 11 days": days of one month named by their ordinals alone
            ords = [int(m.group(1)) for m in _DAY_ORDINAL.finditer(text)][:MAX_SHOWN]
            if any(_spans(date(_COMMON_YEAR, 1, a), date(_COMMON_YEAR, 1, b), v.amount, "day")
                   for a, b in zip(ords, ords[1:]) if 1 <= a < b <= 31):
                return True
        # a day the sentence or the one before states, against the last days the answer worked out ("60 days from
        # 1 March … brings you to 30 April. Signing on 20 April would be inside the window — by about ten days")
        worked = self.worked_days[-2:]
        for a in (own or self.days_said[-1:]):
            for b in worked:
                a2, b2 = _shared_year(a, b)
                if a2 != b2 and _spans(min(a2, b2), max(a2, b2), v.amount, v.unit):
                    return True
        return False

    def _between_times(self, v, text: str) -> bool:
        """A duration that is the time between two clock times the sentence or the context states
        ("08:30 to 12:00 — three and a half hours"; "22:00 to 07:00 — nine hours", across midnight)."""
        if self._between_day_times(v, text):
            self.add(v)
            return True
        times = [u.amount for u in self._values_of(text) if u.kind == "time" and u.amount is not None]
        if len(times) < 2:
            times += [u.amount for u in self.ctx.values.values if u.kind == "time" and u.amount is not None][:MAX_CONTEXT]
        times = times[:MAX_CONTEXT]
        own = [u for u in self._values_of(text) if u.kind == "time" and u.amount is not None and u.start >= 0]
        for a, b in zip(times, times[1:]):
            gaps = ((b - a) % 1440, (a - b) % 1440)  # "from 11am until 1pm", "until 1pm instead of 11am"
            if any(gap and _near(gap, v.amount) for gap in gaps):
                self.add(v)
                return True
        for a, b in zip(own, own[1:]):  # "from 10am today to 2pm tomorrow is 28 hours": the second on the next day
            if _NEXT_DAY_AT.search(text, a.end, min(len(text), b.end + 16)) and \
                    _near((b.amount - a.amount) % 1440 + 1440, v.amount):  # type: ignore[operator]
                self.add(v)
                return True
        # the sentence's time against the question's or the context's ("arriving at 7:12pm would be 12
        # minutes after" a 7pm start the user gave); a time written bare ("٩:١٥", "9:15") in either half of the day
        own = times[:2] + [u.amount + 720 for u in self._values_of(text)[:MAX_SHOWN] if u.kind == "time" and u.amount is not None
                           and u.amount < 720 and _BARE_CLOCK.fullmatch(u.raw.strip())][:2]
        for a in own:
            for b in self._times():
                if b != a and (_near(abs(a - b), v.amount) or _near(1440 - abs(a - b), v.amount)):
                    self.add(v)
                    return True
        # a time the answer worked out in an earlier sentence against a stated one ("it finishes at about 4:30pm. The
        # lockers aren't emptied until 5pm. That leaves you roughly half an hour"): the time between them, later first
        for a in self.clock[:MAX_SHOWN]:
            for b in self._times():
                if b != a and _near(abs(a - b), v.amount):
                    self.add(v)
                    return True
        return False

    def _between_day_times(self, v, text: str) -> bool:
        """A duration between two clock times the sentence gives each on a weekday, in order ("from 7pm on
        Thursday to 11am on Saturday is 40 hours"): whole days between the weekdays, plus the hours."""
        own = self._values_of(text)
        days = [(u.start, u.end, _WEEKDAYS.index((u.unit or "").split(":", 1)[1])) for u in own
                if u.kind == "date" and (u.unit or "").startswith("weekday:")]
        at: list[list[float]] = []  # each time's readings: on any weekday written next to it
        for u in own:
            if u.kind != "time" or u.amount is None or u.start >= v.start:
                continue
            # (next to it: "on Friday at 10am", "Tuesday evening (say 7pm)")
            near = [d * 1440 + u.amount for s, e, d in days if min(abs(u.start - e), abs(s - u.end)) <= 16][:2]
            if near and len(at) < MAX_SHOWN:
                at.append(near)
        return any(_near((b - a) % (7 * 1440), v.amount) for xs, ys in zip(at, at[1:]) for a in xs for b in ys if a != b)

    def _clock_gap(self, v, text: str) -> bool:
        """Minutes past a time the context states, from a time the sentence gives before them (supported or
        supposed): "| 6:25pm | 25 | £15 |" under "Minutes late" with the context's "after 6pm" (25); the sentence
        (or its row's header) says it counts past the time ("late", "after", "past", "minutes")."""
        if v.kind not in ("number", "quantity") or (v.kind == "quantity" and v.unit != "minute") or not v.amount:
            return False
        if not _PAST_TIME.search(f"{text} {self.cue}"):
            return False
        own = [u.amount for u in self._values_of(text) if u.kind == "time" and u.amount is not None and u.start < v.start
               and u.amount in self.clock][:MAX_SHOWN]
        if not own:
            return False
        stated = [u.amount for u in self.ctx.values.values if u.kind == "time" and u.amount is not None][:MAX_CONTEXT]
        return any(_near(t - t0, v.amount) for t in own for t0 in stated if 0 < t - t0 <= 720)

    def _per_block(self, v) -> bool:
        """A charge by whole blocks of a measure the context states ("£5 for each 10 minutes (or part of 10 minutes)
        that they are late"): the blocks a supported count of the sentence takes, rounded up where a part counts as
        a whole ("25" minutes late: 3 blocks, £15), times the rate."""
        if v.kind != "money" or not v.amount or not self.shown:
            return False
        if self._blocks is None:
            self._blocks = [(float(m.group("rate")), float(m.group("size")), bool(m.group("part")))
                            for m in _PER_BLOCK.finditer(self.ctx.text)][:MAX_CONTEXT]
        counts = [a for a, money in self.shown[:MAX_SHOWN] if not money and a > 0]
        return any(_near((math.ceil(c / size - 1e-9) if part else math.floor(c / size + 1e-9)) * rate, v.amount)
                   for rate, size, part in self._blocks for c in counts if size > 0)

    def _stated(self) -> tuple:
        """The question's values, then the context's (read once per response)."""
        if self._stated_values is None:
            self._stated_values = tuple(self.ctx.query_values.values if self.ctx.query else ()) + tuple(self.ctx.values.values)
        return self._stated_values

    def _times(self) -> list[float]:
        """The clock times of the question, the context and the answer so far (at most MAX_CONTEXT)."""
        vals = self._stated()
        out = [u.amount for u in vals if u.kind == "time" and u.amount is not None][:MAX_CONTEXT]
        return list(dict.fromkeys(out + self.clock))[:MAX_CONTEXT]

    def _clock(self, v) -> bool:
        """A clock time a stated duration before or after a supported one ("arrive 15 minutes before
        a 7pm game": 6:45pm; "back by 5:30pm" with "a full day (8 hours)": set off by 9:30am)."""
        if v.amount is None:
            return False
        spans: dict[float, None] = {}
        vals = self._stated()
        for u in vals[:4 * MAX_CONTEXT]:
            if u.kind == "quantity" and u.unit == "minute" and u.amount and u.amount < 1440:
                spans[u.amount] = None
        # (a time said without its half of the day, "quarter past one", "ten o'clock": either half)
        ats = (v.amount, v.amount + 720) if v.amount < 720 and ((v.unit or "").startswith("~") or _BARE_CLOCK.fullmatch(
            v.raw.strip())) else (v.amount,)  # ("get there by 8:15" under an 8pm booking held 15 minutes)
        for a in self._times():
            for d in list(spans)[:MAX_CONTEXT]:
                if any(_near((a + d) % 1440, t) or _near((a - d) % 1440, t) for t in ats):
                    self.clock.append(v.amount)
                    return True
        return False

    def _per_every(self, v, text: str) -> bool:
        """"£5 for every £100", "5p in every pound": a percentage of the context's, put as a ratio."""
        if v.kind != "money":
            return False
        m = _EVERY.search(text)
        if m is None:
            return False
        from ..text.matching import extract_values

        vals = [u for u in extract_values(m.group(0)) if u.kind == "money" and u.amount]
        if len(vals) != 2:
            return False
        part, whole = vals[0].amount, vals[1].amount
        assert part is not None and whole is not None  # kept only with an amount
        ratio = 100 * part / whole
        if any(c.kind == "percent" and c.amount is not None and abs(c.amount - ratio) < 1e-6 for c in self.ctx.values.values):
            self.add(v)
            return True
        return False

    def _at_rate_per(self, v, text: str, shown: list) -> bool:
        """THE RATE-PER GRAMMAR: how many periods an amount lasts at a rate per period the answer names ("a 10-class
        pass … at two classes a week, about five weeks"; "£120 of credit at £6 a day lasts 20 days"): a span, in the
        unit it is written in, is the quotient of two shown figures of one unit (both money, or both counts of one
        thing), the divisor written in this sentence or the one before as the rate per that unit ("two classes a week",
        "£6 a day"). Nothing else: no figure of another unit, no rate unsaid."""
        if v.kind != "quantity" or v.unit not in _SPAN_DIMS or v.start < 0:
            return False
        word = _singular(v.raw.strip().split()[-1].lower().strip("*_")) if v.raw.strip() else ""
        per = _RATE_PER_UNIT.get(word)
        if per is None:
            return False
        rates: set[tuple[float, bool]] = set()  # the figures written as that rate ("two classes a week", "£6 a day")
        for line in ([text, self._told[-2]] if len(self._told) > 1 else [text]):
            rates.update((u.amount, u.kind == "money") for u in self._values_of(line)[:MAX_SHOWN]
                         if u.amount and u.end >= 0 and per.match(line, u.end, u.end + 40))
        if not rates:
            return False
        want = _amounts(v)[-1]  # as written ("five weeks": 5)
        for a, am in shown:
            for b, bm in shown:
                if am != bm or (b, bm) not in rates or b in (0, 1) or a <= b or not _near(a / b, want):
                    continue
                if am or (self._counts((a, am)) and self._counts((a, am)) == self._counts((b, bm))
                          and self._counts((a, am)) not in _SPAN_DIMS):
                    return True
        return False

    def _by_rate(self, v, shown) -> bool:
        """``v`` is a figure the answer shows times a rate the context states, the units agreeing:
        "2 points per dollar" × "$20" = "40 points" (the context's words signal the operation)."""
        if self._rates is None:
            self._rates = []
            text = self.ctx.text
            for c in self.ctx.values.values:
                if c.amount is None or c.kind not in ("money", "quantity", "number") or c.end < 0:
                    continue
                m = _RATE.match(text, c.end, min(len(text), c.end + 30))
                if m is not None and len(self._rates) < MAX_CONTEXT:  # "2 points per $1": per a unit of money
                    self._rates.append((c.amount, _unit_word(c), _singular(m.group(1).lower()) if m.group(1) else "dollar"))
        if not self._rates or not v.amount:
            return False
        want = _unit_word(v)
        text = self._sentence[0] if self._sentence else ""
        # a multiple the answer says (here or before) and the context states ("Students … earn double points"): the
        # rate doubled, for the case the answer names
        mults = [1.0] + [k for k, _ in self._multiples(" ".join(self._told))]
        low = text.lower()
        for amount, unit, per in self._rates:
            if not amount:
                continue
            if unit == want:
                for a, am in shown:
                    have = self.units.get((a, am), "")
                    if (have == per or (am and per in _CURRENCY_WORDS) or _a_kind_of(have, per)) \
                            and any(_near(a * amount * m, v.amount) for m in mults):
                        self.add(v)
                        return True
            # the rate read backwards: what an amount of its unit costs ("70 more points … at 1 point per £1, that's
            # £70", "£35 at double points"): an amount counted in the rate's unit (or a bare figure where the sentence
            # names that unit) over the rate
            if (want == per or (v.kind == "money" and per in _CURRENCY_WORDS)) and unit:
                for a, am in shown:
                    have = self.units.get((a, am), "")
                    if am or not (have == unit or (not have and unit in low)):
                        continue
                    if any(_near(a / (amount * m), v.amount) for m in mults):
                        self.add(v)
                        return True
        if v.kind == "money" and self._rates_with_fee(v, shown):
            self.add(v)
            return True
        return False

    def _rates_with_fee(self, v, shown) -> bool:
        """THE RATE WITH ITS FEE: a count the answer shows in a rate's unit times the context's rate per that unit, or
        the sum of two rates per it (the hall and the coach, both per hour), plus at most one amount the context charges
        once ("£110 per hour at weekends, plus a £40 steward fee per booking": three hours are 3 × £110 + £40 = £370;
        "£120 per hour … a coach for £30 per hour": two hours with the coach are 2 × (£120 + £30) = £300). Nothing else
        is searched: the count is the answer's, in the unit the rate is per."""
        want = _unit_word(v)
        rates = [(amount, per) for amount, unit, per in self._rates or [] if unit == want and amount]
        if not rates or not v.amount:
            return False
        fees = self._fixed_fees(want)
        for a0, am in shown:
            have = self.units.get((a0, am), "")
            if am or not a0 or not have:
                continue
            for per in dict.fromkeys(per for _, per in rates):
                canon, factor = _DURATIONS.get(per, (per, 1.0))  # (a span is kept in its canonical unit: 3 hours,
                # 180 minutes: the value reader's own table)
                a = a0 / factor if have == canon else a0
                if a != int(a) or a > 1000 or not (per == have or canon == have or _a_kind_of(have, per)):
                    continue
                rs = list(dict.fromkeys(r for r, p in rates if p == per))[:MAX_SHOWN]
                for k, r in enumerate(rs):
                    for total in [r] + [r + r2 for r2 in rs[k + 1:]]:
                        base = a * total
                        if (total != r and _near(base, v.amount)) or any(_near(base + f, v.amount) for f in fees):
                            return True
        return False

    def _fixed_fees(self, want: str) -> list[float]:
        """The context's amounts in the unit ``want`` stated as no rate ("a £40 steward fee per booking" is charged once
        a booking; "£110 per hour" is a rate). Once per context."""
        key = "derive_fees:" + want
        got = self.ctx.memo.get(key)
        if got is None:
            text = self.ctx.text
            got = []
            for c in self.ctx.values.values[:MAX_CONTEXT]:
                if c.kind == "money" and c.amount and c.end >= 0 and _unit_word(c) == want and c.amount not in got:
                    m = _RATE.match(text, c.end, min(len(text), c.end + 30))
                    if m is None or (m.group(1) or "").lower() in _ONCE_PER:
                        got.append(c.amount)
            self.ctx.memo[key] = got
        return got

    @staticmethod
    def _calendar_length(v, text: str) -> bool:
        """A duration said to be the length of a named period ("A year is 365 days", "a week has 7 days", "a day = 24
        hours", "52 weeks in a year", "12 months per year"): true only where the amount is that period's length (a
        year 365 or 366 days, 52 weeks, 12 months; a week 7 days; a fortnight 14 days; a day 24 hours; an hour 60
        minutes). Any other amount is left to the other readings (and flagged where none holds)."""
        if v.kind != "quantity" or not v.amount or v.start < 0 or v.end < 0:
            return False
        m = _PERIOD_IS.search(text, max(0, v.start - 32), v.start) or _IN_PERIOD.match(text, v.end)
        if m is None:
            return False
        unit = (v.unit or "").rpartition(" ")[2]
        return (unit, v.amount) in _PERIOD_LENGTHS.get(m.group("p").lower(), frozenset())

    def _rate_multiplied(self, v, text: str) -> bool:
        """A rate of the context's restated with a multiple the answer says and the context states applied ("Students
        earn double points" over "1 point for every £1": "so 2 points for every £1"): ``v`` is followed by the rate's
        "per" and is the rate times the multiple."""
        if v.kind not in ("quantity", "number") or not v.amount or v.end < 0 or \
                not _RATE.match(text, v.end, min(len(text), v.end + 30)):
            return False
        mults = [k for k, _ in self._multiples(" ".join(self._told))]
        if not mults:
            return False
        self._by_rate(v, [])  # (the context's rates, read once)
        want = _unit_word(v)
        return any(unit == want and _near(amount * m, v.amount) for amount, unit, _ in self._rates or [] for m in mults)

    def _cue_figures(self) -> list:
        """The figures of a table row's header ("Return (2 × single)", "12 months for the price of 10")."""
        if not self.cue:
            return []
        from ..text.matching import extract_values

        return [(u.amount, u.kind == "money") for u in extract_values(self.cue) if u.amount is not None][:MAX_SHOWN]

    def _vouch(self, x: float, pool: list) -> None:
        """The sentence's figures not found that are the count a price was multiplied by
        ("twelve monthly tickets would cost 12 × £312 = £3,744"): shown working, vouched for."""
        for u in self.pending:
            if u.kind in ("quantity", "number") and u.amount:
                for b, bm in pool:
                    if bm and _near(b * u.amount, x):
                        self.vouched[id(u)] = u
                        break

    def near(self, wide: bool = False) -> list[tuple[float, bool]]:
        """The shown operands a sentence may compute with: its own supported figures, the
        previous sentence's (all the answer's before it when ``wide``) and the question's (at
        most :data:`MAX_SHOWN`)."""
        if self._unasked:
            self._ask()
        before = self.before[::-1] if wide or self.cue else self.last  # a table row: the rows above it too
        return list(dict.fromkeys(self.shown + before + self.asked))[:MAX_SHOWN]

    def next_sentence(self) -> None:
        """A sentence is done: its figures stay operands for the next one, with up to four of those
        kept from before it ("Weekend total: £85. (An older figure was £10.) That's about £28.33
        each"); a sentence with no figure leaves the operands as they were."""
        if self.shown:
            self.last = self.shown + [x for x in self.last if x not in self.shown][:4]
            self.before = (self.before + self.shown)[-MAX_SHOWN:]
            self.shown = []

    # -------------------------------------------------------------- lists and tables
    def enter(self, kind: str, text: str, starts_line: bool) -> None:
        """The layout of the next sentence (``kind`` a :class:`~.blocks.Block` kind): the list items or table
        rows directly above it are what a total under them adds up (a sentence on an item's line is part of it)."""
        self._told = (self._told + [text])[-MAX_SHOWN:]
        if not starts_line and self._item is not None:
            self._item += " " + text  # the item goes on
            return
        if kind == "heading":
            self._heading = _content_words(text)  # "### Onboard extras": what a line restating it totals
            self._results = []
        if kind == "heading" or _LABEL_LINE.match(text):
            self.section = text  # "### Example", "**Worked example**": what the lines under it are
        if self._item is not None:
            self._run = (self._run + [self._item])[-MAX_SHOWN:]
        elif kind != "rule" and not (kind == "row" and self._kind == "rule"):
            self._run = []  # not under a list or rows: nothing to add up
        if kind == "header":
            self._run = []
        self._item = text if kind in ("row", "bullet") else None
        self._kind = kind

    def _items_total(self, v, text: str) -> "tuple[list[float], bool] | None":
        """The sums of the amounts of the list items or table rows directly above ``v`` (a row's in the column of
        ``v``), and whether ``v`` is labelled their total ("| **Total** | | £233 |", "**Total: £935**"). None unless
        there are two or more and each is one line amount: a single amount of the currency of ``v`` or the result of
        working written in it ("7 nights × £125 = £875"), never a rate ("£6 a day"), or nothing for a free item.
        An item said to be taken off ("Discount: −£10") counts negative; one whose words only may say so ("Beds
        (with member discount)") either way, so there are two sums. An item labelled a total (a subtotal) stands
        for the items above it."""
        if len(self._run) < 2 or v.start < 0:
            return None
        row = text.lstrip().startswith("|")
        col = text.count("|", 0, v.start) - (1 if row else 0)
        own = [u for u in self._values_of(text) if u.kind == v.kind and u.amount is not None]
        if row:
            cell = _cells(text)
            if not 0 < col < len(cell):
                return None
            first = [u for u in own if text.count("|", 0, u.start) - 1 == col]
            labelled = (_TOTAL.search(cell[0]) is not None or _DUE_LABEL.match(cell[0]) is not None) and bool(first) \
                and first[0].start == v.start
        else:
            labelled = bool(own) and own[0].start == v.start and _TOTAL_LEAD.search(text, 0, v.start) is not None
        parts: list[tuple[float, float]] = []  # each item's amount, as words that may say "taken off" read: off, and on
        # (a sentence right under a table sums the table's one column of amounts of its kind: "That's £5,000 in prize
        # money across the top three" under "| 🥇 First | £3,000 |" …)
        under = not row and all(line.lstrip().startswith("|") for line in self._run)
        if under:
            column = self._amount_column(v)
            if column is None:
                return None
            col, labelled = column, False
        for line in self._run:
            if row != line.lstrip().startswith("|") and not under:
                return None
            if row or under:
                cs = _cells(line)
                if len(cs) <= col:
                    return None
                label, part = cs[0], cs[col]
            else:
                label, part = line, line
            key = (part, v.kind, v.unit)
            if key not in self._parts:  # each item read once, not once per figure under it
                self._parts[key] = _line_amount(part, v.kind, v.unit)
            got = self._parts[key]
            if got is None:
                return None
            amount, at, end = got
            if _RATE_AFTER.match(part, end) or (row and _RATE_AFTER.search(label) and not _TIMES_LABEL.search(label)
                                                 and not _per_the_due_period(label, text)):
                return None  # a rate, not an amount of the bill (but a label that multiplies the rate out, "| 2 weeks ×
                # £12 per week | £24 |", names the row's product; and a rate per the very period the total row says it is
                # paid for, "| Loan fee (per term) | £6 |" over "| **Paid at start of term** | **£21** |", is that period's)
            if _TOTAL.search(label if row else part[:at]):
                parts = _subtotalled(parts, amount)  # a subtotal stands for the items above it that it sums
            minus = _MINUS.search(part, max(0, at - 4), at + 3)  # ("− £8.40": the sign, a space and the currency first)
            if minus is not None and minus.start() < at:
                parts.append((-amount, -amount))
            elif _DEDUCTED.search(label):
                parts.append((-amount, amount))
            else:
                parts.append((amount, amount))
        sums = [sum(a for a, _ in parts), sum(b for _, b in parts)]
        return list(dict.fromkeys(sums)), labelled

    def _amount_column(self, v) -> "int | None":
        """The one column of the table rows directly above ``v`` whose every cell holds an amount of its kind and unit
        (None where no column or more than one does)."""
        cols: "set[int] | None" = None
        for line in self._run:
            cs = _cells(line)
            have = {k for k in range(1, len(cs)) if _line_amount(cs[k], v.kind, v.unit) is not None}
            cols = have if cols is None else cols & have
            if not cols:
                return None
        return next(iter(cols)) if cols is not None and len(cols) == 1 else None

    def _listed(self, v, text: str) -> "bool | None":
        """``v`` is the total of the items listed directly above it (True), a total that they do not add up to
        (False: a wrong derivation, its reason in :attr:`why`), or neither (None)."""
        got = self._items_total(v, text)
        if got is None or v.amount is None:
            return None
        sums, labelled = got
        if any(_near(t, v.amount) for t in sums):
            return True
        alt = _decimal_reading(v)
        if alt is not None and any(_near(t, alt) for t in sums):
            from dataclasses import replace

            self.add(replace(v, amount=alt))  # (restated after: "يعني الفاتورة عشرة دنانير و750 فلسًا")
            return True
        # the case the list works through, named in its lead-in ("If you win a lot at £400:" over "Premium: £100",
        # "Surcharge: £12", "£512 plus VAT"): the bill is that amount with the items added (or taken off: "leaving")
        from ..text.matching import extract_values

        bases = [u.amount for u in extract_values(self.lead)[:4] if u.kind == v.kind and u.amount
                 and (u.amount, u.kind == "money") in self.seen] if self.lead else []
        if any(_near(b + t, v.amount) or _near(b - t, v.amount) for b in bases for t in sums if t):
            return True
        # flagged only where the total line computes nothing else ("Total for 2 adults: £50", "£25 each, so £50 in
        # total" multiply: the list is then no bill)
        others = [u for u in self._values_of(text) if u.start != v.start and u.kind in ("number", "quantity", "money")]
        own = text
        if text.lstrip().startswith("|") and v.start >= 0:
            # a total row: its label and the total's own cell (the other columns' totals are theirs, and the header's
            # "× 3" names a column, not what this row computes: "| **Total** | **£90** | **£260** |" under "| × 3 |")
            line_end = text.find("\n", v.start)
            row = text[:line_end if line_end >= 0 else len(text)]
            cells, col = _cells(row), row.count("|", 0, v.start) - (1 if row.lstrip().startswith("|") else 0)
            own = f"{cells[0]} {cells[col]}" if 0 < col < len(cells) else row
            others = [u for u in others if u.start < len(row) and row.count("|", 0, u.start) in (1, row.count("|", 0, v.start))]
        if labelled and not others and not _MUL.search(own.replace("**", "").replace("__", "")) and (
                len(sums) == 1 or not self._chained(v)):
            # (an item whose words only may say it is taken off, "Refundable deposit", either way: neither sum is it;
            # unless a line works on the one above it, "rent before the discount: 245" / "245 − 24.5 = 220.5": a
            # running computation, no list of items)
            said = " or ".join(_money(t, v.raw) for t in sorted(sums, key=lambda t: -t))
            self.why[id(v)] = f"money: the items listed above it add up to {said}, not {v.raw}"
            return False
        return None

    def _percent_total(self, v, text: str) -> bool:
        """THE SHARE TOTAL: a percentage on a line labelled a total ("| **المجموع** | **13%** | **8%** |", "Total: 13%")
        is the sum of the percentages of the rows or items directly above it, in its column (12% + 1%): the shares of
        one base added. Only a labelled total, and only its sum (a wrong one is left to the value rule)."""
        got = self._items_total(v, text)
        return got is not None and got[1] and v.amount is not None and any(_near(t, v.amount) for t in got[0])

    def _chained(self, v) -> bool:
        """A line of the run above works on the amount of the line before it (its figure among the line's operands,
        before the line's own amount): the lines are steps of one computation, not items of a bill."""
        from ..text.matching import extract_values

        prev: float | None = None
        for line in self._run:
            row = line.lstrip().startswith("|")
            got = _line_amount(line, v.kind, v.unit) if not row else None
            vals = extract_values(line)[:MAX_SHOWN]
            last = next((u for u in reversed(vals) if u.kind == v.kind), None)  # the line's own amount, in a row
            if row and _TOTAL.search(_cells(line)[0]):  # "| Parts subtotal (£24 + £38) | £62 |": a subtotal names what
                prev = last.amount if last is not None else None  # it sums, no step on a line
                continue
            # (an earlier figure of a row is what works on the row above, never the row's own amount: "| Chain | £21 |"
            # under "| Cassette | £21 |" is two items at one price)
            mine = last if row else None
            if prev is not None and any(u.amount is not None and _near(u.amount, prev) and (got is None or u.start < got[1])
                                        and u is not mine for u in vals):
                return True
            prev = got[0] if got is not None else (last.amount if last is not None else None)
        return False

    # -------------------------------------------------------------- calendar
    def _weekday(self, v, text: str) -> bool:
        """A weekday written beside a date it is the weekday of ("Saturday 14 March 2026")."""
        unit = v.unit or ""
        if not unit.startswith("weekday:"):
            return False
        if unit in self.weekdays:
            return True  # a day worked out (or supported) before, named again
        day = unit.split(":", 1)[1]
        own = self._values_of(text)
        if self._around_day_off(v, day, text, own):
            return True
        for d in own:
            if d.kind == "date" and abs(d.start - v.start) <= 40 or (d.kind == "date" and abs(d.start - v.end) <= 40):
                if day in self._weekdays_of_date(d):
                    return True
            if d.kind == "date" and re.fullmatch(r"--\d\d-\d\d", d.unit or "") and min(abs(d.start - v.end), abs(v.start - d.end)) <= 12 \
                    and self._weekday_of_undated(d.unit or "", day):
                return True
        # a weekday n days before or after a weekday the sentence, the question or the answer so far states,
        # n a number of days the context or the question states ("up to 4 days ahead … for Saturday: Tuesday")
        k = _WEEKDAYS.index(day)
        stated = self._weekdays([u for u in own if u.start != v.start])  # (never counted from itself)
        steps = {n for n, working in self._days() if not working and 0 < n < 7}
        low = text.lower()
        ahead = _BEFORE_WORDS.search(low) is not None or (  # "4 days ahead" of Saturday: Tuesday
            _BY_DAY.search(text, max(0, v.start - 40), max(0, v.start)) is not None
            and (not _READY.search(low) or _OBLIGED.search(low) is not None))  # "add it by Friday", "it must arrive by Tuesday"
        later = _AFTER_WORDS.search(low) is not None
        if any((ahead and (s - k) % 7 in steps) or (later and (k - s) % 7 in steps) for s in stated):
            return True
        if not ahead and _READY.search(low) and any((k - s) % 7 in steps for s in stated):
            return True  # "drop them in on a Monday, they'd be ready on Tuesday" (24 hours): forward, the day it is done
        if _COUNT_BACK.search(text) and any(k in self._counted_weekdays(s, own, back=True) for s in stated):
            return True  # "Counting back from a Friday exam: Thursday (1), Wednesday (2), …, the previous Friday (5)"
        if later or not ahead:  # n working days after a stated day ("7 working days after a Monday is the Wednesday
            # of the following week", "an order on Tuesday would be ready by Thursday": forward unless said to be before)
            works = [n for n, working in self._days() if working and 0 < n <= 366]
            if any(date.fromordinal(_working_days(_A_MONDAY + s, n, self.week())).weekday() == k for s in stated for n in works):
                return True
            # the working days counted one by one, each with its index ("Day 1: Wednesday", "5–7 | Monday–Wednesday")
            if any(k in self._counted_weekdays(s, own) for s in stated):
                return True
        # the last day to act n working days ahead of a stated day ("to travel on a Thursday you'd need to phone by the
        # Tuesday at the latest", "the last two working days before Saturday are Thursday and Friday, so phone by
        # Thursday"): the working days from it up to the stated day, that day not counted, are n
        if (ahead or _LATEST.search(low)) and (not _READY.search(low) or _OBLIGED.search(low)):
            # (not "ready by Friday at the latest": forward; but "it would need to arrive by the Tuesday": a deadline)
            works = [n for n, working in self._days() if working and 0 < n <= 14]
            if works and any(_working_between(k, s, self.week()) in works for s in stated if s != k):
                return True
        # a day between two days the question states, in the order it states them ("dropping her off on Friday and
        # collecting on Monday": Saturday and Sunday nights), never past either end
        asked = [(u.start, _WEEKDAYS.index((u.unit or "").split(":", 1)[1])) for u in
                 (self.ctx.query_values.values[:MAX_CONTEXT] if self.ctx.query else ())
                 if u.kind == "date" and (u.unit or "").startswith("weekday:")]
        # (a day the span only contains: never a bound or a step the sentence works out, "for Saturday you can order
        # from Wednesday", "4 days ahead")
        counted = _DAY_BOUND_BEFORE.search(text, max(0, v.start - 16), max(0, v.start)) is None and not any(
            u.kind == "quantity" and (u.unit or "").endswith("day") for u in own)
        # the day the question says it is now opens the span, wherever the question names it ("My clean is booked for
        # Thursday … It's now Tuesday": Tuesday to Thursday, Wednesday between)
        spanned = asked[::-1] if len(asked) == 2 and self.ctx.query and \
            _NOW_DAY.search(self.ctx.query, max(0, asked[1][0] - 24), asked[1][0]) and \
            not _NOW_DAY.search(self.ctx.query, max(0, asked[0][0] - 24), asked[0][0]) else asked
        # an end of a span the sentence measures ("From Tuesday 8pm to Wednesday 8pm is 24 hours"): a step through the
        # user's span, not a bound worked out
        counted = counted or (_MEASURED_SPAN.search(text) is not None and len(asked) == 2)
        for (_, a), (_, b) in zip(spanned, spanned[1:]) if counted else ():
            if a != b and 0 < (k - a) % 7 < (b - a) % 7:
                return True
        # the day just before or after the run of days the question states, added to it ("Saturday and Sunday
        # night … add the Friday or Monday night"): one day out at either end, where the sentence adds a day
        if len(asked) >= 2 and _ADD_DAY.search(text) and asked[0][1] != asked[-1][1] \
                and k in ((asked[0][1] - 1) % 7, (asked[-1][1] + 1) % 7):
            return True
        if _NEXT_DAY.search(text):  # "ordered on Tuesday … next-working-day (Wednesday)": the day after a stated day
            before = {_WEEKDAYS[(k - 1) % 7]} | ({"friday"} if k == 0 and "working" in low else set())
            if any((u.unit or "").startswith("weekday:") and u.unit.split(":", 1)[1] in before
                   for u in self._stated()[:4 * MAX_CONTEXT]):
                return True
        return False

    def week(self) -> int:
        """Working days a week: 6 where the context counts Saturday as one, else 5 (Monday to Friday)."""
        if self._week is None:
            self._week = 6 if _SATURDAY_WORKS.search(self.ctx.text) else 5
        return self._week

    def _around_day_off(self, v, day: str, text: str, own: list) -> bool:
        """THE WEEK ROUND A DAY OFF: the run of weekdays from the day after a weekday the context says is off to the day
        before it ("always have Fridays off" … "the best days are Saturday to Thursday"), both ends of one run written
        "X to Y" in the sentence."""
        offs = self.ctx.memo.get("derive_days_off")
        if offs is None:
            offs = [_WEEKDAYS.index(m.group(1).lower()) for m in _DAY_OFF.finditer(self.ctx.text[:200000])][:7]
            self.ctx.memo["derive_days_off"] = offs
        if not offs:
            return False
        days = [u for u in own if (u.unit or "").startswith("weekday:")]
        for a, b in zip(days, days[1:]):
            if v.start not in (a.start, b.start) or not _WEEKDAY_RUN.fullmatch(text, a.end, b.start):
                continue
            ka, kb = _WEEKDAYS.index((a.unit or "")[8:]), _WEEKDAYS.index((b.unit or "")[8:])
            if any(ka == (off + 1) % 7 and kb == (off - 1) % 7 for off in offs):
                return True
        return False

    def _weekday_of_undated(self, unit: str, day: str) -> bool:
        """The weekday of a day given without its year, by a day of the question or the context given with
        its weekday ("my consultation is on Thursday 24 July": 2 July is a Wednesday), in either kind of year."""
        vals = [u for u in self._stated()[:4 * MAX_CONTEXT] if u.kind == "date"]
        k = _WEEKDAYS.index(day)
        for a, b in zip(vals, vals[1:]):
            for w, d in ((a, b), (b, a)):
                if not (w.unit or "").startswith("weekday:") or not re.fullmatch(r"--\d\d-\d\d", d.unit or "") or \
                        min(abs(w.end - d.start), abs(d.end - w.start)) > 12:
                    continue
                w0 = _WEEKDAYS.index((w.unit or "").split(":", 1)[1])
                for year in (2001, 2000):
                    try:
                        gap = date(year, int(unit[2:4]), int(unit[5:7])) - date(year, int(d.unit[2:4]), int(d.unit[5:7]))  # type: ignore[index]
                    except ValueError:
                        continue
                    if (w0 + gap.days) % 7 == k:
                        return True
        return False

    def _counted_weekdays(self, start: int, own: list, back: bool = False) -> set[int]:
        """The weekdays (indexes) reached by counting k working days from the weekday ``start`` (``back``: before it), k
        a whole number the sentence (or its table header) shows, at most a number of working days the context states."""
        most = max((n for n, working in self._days() if working), default=0)
        ks = {int(u.amount) for u in own[:MAX_SHOWN] if u.kind in ("number", "quantity") and u.amount is not None
              and u.amount == int(u.amount) and 0 < u.amount <= most}
        sign = -1 if back else 1
        return {date.fromordinal(_working_days(_A_MONDAY + start, sign * n, self.week())).weekday() for n in ks}

    def _day_index(self, v, text: str) -> bool:
        """A count of working days that lands, from a weekday the sentence or the question states, on a
        weekday the sentence names ("Working day 5–7: Monday–Wednesday next week", counted from a Monday),
        at most a number of working days the context states."""
        if v.kind not in ("number", "quantity") or v.amount is None or v.amount != int(v.amount) or v.amount < 1:
            return False
        if v.kind == "quantity" and not (v.unit or "").endswith("day"):
            return False
        if v.amount > max((n for n, working in self._days() if working), default=0):
            return False
        own = self._values_of(text)
        named = {_WEEKDAYS.index((u.unit or "").split(":", 1)[1]) for u in own
                 if u.kind == "date" and (u.unit or "").startswith("weekday:")}
        stated = self._weekdays([u for u in own if u.start < v.start])
        if not stated:
            stated = [s for s in self._weekdays([]) if s not in named] or self._weekdays([])
        end = {date.fromordinal(_working_days(_A_MONDAY + s, int(v.amount), self.week())).weekday() for s in stated}
        return bool(end & named)

    def _weekdays(self, own: list) -> list[int]:
        """The weekdays the sentence (its values, ``own``) and the question state (indexes into _WEEKDAYS)."""
        vals = own + (list(self.ctx.query_values.values) if self.ctx.query else [])
        return list(dict.fromkeys(_WEEKDAYS.index((u.unit or "").split(":", 1)[1]) for u in vals[:MAX_CONTEXT]
                                  if u.kind == "date" and (u.unit or "").startswith("weekday:")))

    def _between_weekdays(self, v, text: str) -> bool:
        """A number of days between two weekdays the sentence names ("Saturday is 5 days after Monday")."""
        if v.kind != "quantity" or v.unit != "day" or v.amount is None or not 0 < v.amount < 7:
            return False
        days = [(u.start, _WEEKDAYS.index((u.unit or "").split(":", 1)[1])) for u in self._values_of(text)
                if u.kind == "date" and (u.unit or "").startswith("weekday:")]
        left = [d for p, d in days if p < v.start and v.start - p <= 40]
        right = [d for p, d in days if p > v.start and p - v.start <= 40]
        if len(left) >= 2 and not right and _SPAN_AFTER_DAY.search(text, max(0, v.start - 12), v.end + 12):
            # "Today is Sunday, so Friday is five days away", "اليوم الأحد، والجمعة بعد خمسة أيام": counted forward
            # from the first day to the second
            return v.amount == (left[-1] - left[-2]) % 7
        if not left or not right:
            return False  # the two days around the number ("Saturday is 5 days after Monday")
        a, b = left[-1], right[0]
        return a != b and v.amount in ((a - b) % 7, (b - a) % 7)

    def _ordinal(self, d) -> int | None:
        if d.amount is not None:
            return int(d.amount)
        unit = d.unit or ""
        if unit.startswith("--") and len(unit) == 7:
            for y in self._year_hints():
                try:
                    return date(y, int(unit[2:4]), int(unit[5:7])).toordinal()
                except ValueError:
                    continue
        return None

    def _weekdays_of_date(self, d) -> set[str]:
        """The weekday names a date can fall on: its own with its year; one for each year the context or the
        question states where it is given without one ("Monday 13 October" beside "BuildTech Expo 2025")."""
        if d.amount is not None:
            return {_WEEKDAYS[date.fromordinal(int(d.amount)).weekday()]}
        unit = d.unit or ""
        out: set[str] = set()
        if unit.startswith("--") and len(unit) == 7:
            for y in dict.fromkeys(self._year_hints() + self._bare_years()):
                try:
                    out.add(_WEEKDAYS[date(y, int(unit[2:4]), int(unit[5:7])).weekday()])
                except ValueError:
                    continue
        return out

    def _bare_years(self) -> list[int]:
        """A year the context or the question names on its own ("BuildTech Expo 2025", "the 2026 season": THE
        BARE-YEAR GRAMMAR, _BARE_YEAR), at most three: only for the weekday of a date given without one, never to
        place a date a step is counted from (a founding year, "since 1987", is no year of the answer's calendar)."""
        if self._bare is None:
            years: dict[int, None] = {}
            for text in (self.ctx.text, self.ctx.query or ""):
                for m in _BARE_YEAR.finditer(text[:MAX_YEAR_SCAN]):
                    years.setdefault(int(m.group(1)), None)
            self._bare = list(years)[:3]
        return self._bare

    def _year_hints(self) -> list[int]:
        if self._years is None:
            years: dict[int, None] = {}
            for o in self.dates:
                years[date.fromordinal(o).year] = None
            for v in self.ctx.values.values:
                if v.kind == "date" and v.amount is not None:
                    years[date.fromordinal(int(v.amount)).year] = None
            self._years = list(years)[:3]
        return self._years

    def _days(self) -> list[tuple[int, bool]]:
        """Numbers of days the context and the question state (durations), each with whether it
        counts working days, for date steps."""
        if self._ctx_days is None:
            out: dict[tuple[int, bool], None] = {}
            vals = list(self.ctx.values.values) + (list(self.ctx.query_values.values) if self.ctx.query else [])
            for v in vals:
                if v.kind == "quantity" and v.amount is not None and (v.unit or "").endswith("day") and v.amount == int(v.amount):
                    out[(int(v.amount), (v.unit or "").startswith(("business", "working")))] = None
                elif v.kind == "quantity" and v.unit == "minute" and v.amount and v.amount % 1440 == 0:
                    out[(int(v.amount // 1440), False)] = None  # "48 hours after the assessment": two whole days
            for src in (self.ctx.text, self.ctx.query or ""):  # "given on days 0, 7 and 21": days counted from a first one
                for m in _NEXT_DAY_STEP.finditer(src):  # "ready the next working day": one day on, working where it says
                    out[(1, m.group(1) is not None)] = None
                for m in _DAY_LIST.finditer(src):
                    for n in re.findall(r"\d+", m.group(1))[:MAX_SHOWN]:
                        out[(int(n), False)] = None
            self._ctx_days = list(out)[:MAX_CONTEXT]
        return self._ctx_days

    def _edge_days(self) -> list[int]:
        """The edge day of each strict bound in days the context states: "more than 21 days before the exam" is
        met first 22 days before it, "less than 14 days before" from 13 days before (the last day out, the first in)."""
        edges = self.ctx.memo.get("derive_edge_days")
        if edges is None:
            out: dict[int, None] = {}
            for m in _STRICT_DAYS.finditer(self.ctx.text[:200000]):
                n = _count_of(m.group(2))
                if n is None or not 1 < n <= 366:
                    continue
                out[int(n) + 1 if m.group(1).lower() in ("more", "longer", "greater") else int(n) - 1] = None
                if len(out) >= MAX_SHOWN:
                    break
            edges = self.ctx.memo["derive_edge_days"] = list(out)
        return edges

    def _context_dates(self) -> list[int]:
        out: list[int] = []
        for c in self.ctx.values.values:
            if c.kind == "date" and c.amount is not None and len(out) < MAX_CONTEXT:
                out.append(int(c.amount))
        return out

    def _date(self, v, text: str) -> bool:
        """A date n days, weeks or working days after (or before) a supported date, n a count the
        context or the question states; or a day inside that window (the days counted one by one);
        or the day after ("the following day"); or one of a recurrence the context states from its date."""
        x = self._ordinal(v)
        if x is None:
            return self._month(v) or self._age_date(v, text) or self._undated_step(v, text) or self._month_reasoned(v, text) \
                or self._in_listed_span(v, text) or self._recurring(v)
        if x in self.dates:
            return True  # a date supported before, restated ("on Sunday 15 March it is open 8am–4pm")
        if self._year_given(date.fromordinal(x)):
            self.add_date(x)
            return True
        if not text.isascii() and v.start >= 0 and _glossed_equivalent(text, v.start):
            return False  # THE EQUIVALENT DATE: "١٣ شعبان ١٤٣٣هـ، الموافق ٣ يونيو ٢٠١٢م" converts, it counts no step
        bases = list(dict.fromkeys(self.dates[:MAX_SHOWN] + self._context_dates()))
        if not bases:
            if self._weekday_rule(x, bases):
                self.add_date(x)  # "the first Sunday of each month": a day of no base
                return True
            return False
        steps = self._days()
        periods = self._month_periods()
        if not text.isascii():  # THE SENTENCE'S OWN PERIOD: "لو طُبقت القاعدة القديمة (ثلاثة أشهر) لما أمكنك التجديد قبل
            # ١٥ رمضان": a period in months this sentence names is a step too (the period itself is checked as a value)
            own = [(int(u.amount), 0) for u in self._values_of(text) if u.kind == "quantity" and u.unit == "month"
                   and u.amount and u.amount == int(u.amount) and 0 < u.amount <= 120]
            periods = list(dict.fromkeys(periods + own))[:MAX_SHOWN + 2]
        for b in bases:
            if periods and any(x in _stepped(date.fromordinal(b), m, d) for m, d in periods):
                self.add_date(x)  # "by the third anniversary" of 14 March 2022: 14 March 2025
                return True
            if periods and not text.isascii() and any(x in _hijri_stepped(b, m, d) for m, d in periods):
                self.add_date(x)  # "ستة أشهر هجرية قبل ١٥ ذو الحجة": ١٥ جمادى الآخرة (the Hijri months counted)
                return True
            if abs(x - b) == 1 and _NEXT_DAY.search(text):
                self.add_date(x)
                return True
            if abs(x - b) in self._edge_days():
                self.add_date(x)  # the edge day of a strict bound: "more than 21 days before 14 March" last holds on 20 February
                return True
            for n, working in steps:
                if not working and (abs(x - b) == n or (n > 1 and abs(x - b) == n - 1 and _counts_first_day(text))):
                    self.add_date(x)  # (a day sooner where the sentence counts the first day: "حسب احتساب اليوم الأول")
                    return True
                if not working:
                    continue
                end = _working_days(b, n, self.week())
                if x == end:
                    self.add_date(x)
                    return True
                if b < x < end and date.fromordinal(x).weekday() < 5 and not re.search(rf"(?<![\d.]){n}(?![\d.])", text):
                    self.add_date(x)  # the working days counted one by one ("1. Friday 6 March … 5. Thursday 12 March")
                    return True
        if self._month_reasoned(v, text) or self._recurring(v) or self._weekday_rule(x, bases):
            self.add_date(x)
            return True
        return False

    def _weekday_rules(self) -> tuple:
        """The context's weekday rules: (nth, weekday) of "the first Sunday of each month", and (weekday, before) of "the
        Monday before each market" (read once per context)."""
        rules = self.ctx.memo.get("derive_weekday_rules")
        if rules is None:
            text = self.ctx.text[:200000]
            rules = ([(_NTH[m.group(1).lower()], _WEEKDAYS.index(m.group(2).lower())) for m in _NTH_WEEKDAY.finditer(text)][:MAX_SHOWN],
                     [(_WEEKDAYS.index(m.group(1).lower()), m.group(2).lower() == "before" or m.group(2).lower().startswith("prior"))
                      for m in _WEEKDAY_BEFORE.finditer(text)][:MAX_SHOWN])
            self.ctx.memo["derive_weekday_rules"] = rules
        return rules

    def _undated_weekday_rule(self, v, m: int, d: int, text: str) -> bool:
        """The weekday just before or after a supported day, both without a year ("by the Monday before each market" …
        "Monday 31 March" for Sunday 6 April): the rule's weekday written beside the day, the supported day within the
        week on the rule's side (the weekday itself is the writer's; with no year it cannot be checked)."""
        near = self._weekday_rules()[1]
        if not near or v.start < 0:
            return False
        before_text = text[max(0, v.start - 14):v.start].lower()
        for wd, before in near:
            if _WEEKDAYS[wd] not in before_text:
                continue
            for bm, bd in self.undated[:MAX_SHOWN]:
                for year in (2001, 2000):
                    try:
                        gap = (date(year, bm, bd) - date(year, m, d)).days
                    except ValueError:
                        continue
                    gap = gap if abs(gap) < 200 else gap - 365 if gap > 0 else gap + 365  # (across the new year)
                    if 0 < (gap if before else -gap) <= 7:
                        return True
        return False

    def _weekday_rule(self, x: int, bases: list[int]) -> bool:
        """A day the context's weekday rules give: the nth weekday of its month ("on the first Sunday of each month":
        6 July 2025), or the weekday just before or after a supported day ("by the Monday before each market": Monday
        30 June for Sunday 6 July). Read once per context."""
        nth, near = self._weekday_rules()
        d = date.fromordinal(x)
        for n, wd in nth:
            if d.weekday() != wd:
                continue
            if (n > 0 and (d.day - 1) // 7 + 1 == n) or (n < 0 and (d + timedelta(days=7)).month != d.month):
                return True
        for wd, before in near:
            if d.weekday() != wd:
                continue
            if any(0 < (b - x if before else x - b) <= 7 for b in bases):
                return True
        return False

    def _recurrences(self) -> list[tuple[int, int | None]]:
        if self._recur is None:
            out: dict[tuple[int, int | None], None] = {}
            for m in _RECURRENCE.finditer(self.ctx.text[:200000]):
                every = m.group("every") or m.group("unit")
                days = _RECUR_DAYS.get(every.lower()) if every else None
                if days is None:
                    continue
                n = _count_of(m.group("n")) if m.group("n") else None
                out[(days, int(n) if n else None)] = None
                if len(out) >= MAX_SHOWN:
                    break
            self._recur = list(out)
        return self._recur

    def _recurring(self, v) -> bool:
        """A day of a recurrence the context states from one of its own dates: "six weekly sessions …
        starts on Tuesday 1 October" gives 8, 15, 22, 29 October and 5 November (the first and five more),
        never a seventh week, a day off the step, or a step from a day the answer worked out."""
        md = _month_day(v)
        if md is None or md[1] is None:
            return False
        recur = self._recurrences()
        if not recur:
            return False
        self._anchors_md()  # the context's and the question's (month, day)s, read once
        for bm, bd in (self._stated_md or [])[:MAX_CONTEXT]:
            if bd is None:
                continue
            try:
                gap = (date(_COMMON_YEAR, md[0], md[1]) - date(_COMMON_YEAR, bm, bd)).days % 365
            except ValueError:
                continue
            for step, n in recur:
                if step == 1 and not n:
                    continue  # "open daily from 1 March": every day, no day in particular (only "five daily sessions" counts days)
                k, r = divmod(gap, step)
                if r == 0 and 1 <= k <= (n - 1 if n else MAX_RECURRENCE):
                    return True
        return False

    # -------------------------------------------------------------- months (.months)
    def _ordinal_in_span(self, v, text: str) -> bool:
        """A day of the month named by its ordinal alone, one of a list of them ("the 10th, 11th and 12th"), inside the
        span between two supported days of one month (the question's "from 10 to 13 March"): the days the answer counts
        between the span's ends, never past them."""
        x = v.amount
        if x is None or x != int(x) or not 1 <= x <= 31:
            return False
        listed = [u for u in self._values_of(text) if u.kind == "number" and u.unit == "ordinal" and u.start != v.start]
        if not listed:
            return False  # a single day is a claim of its own, not a run counted out
        by_month: dict[int, list[int]] = {}
        for m, d in self._anchors_md():
            if d is not None:
                by_month.setdefault(m, []).append(d)
        return any(min(days) <= x <= max(days) and 0 < max(days) - min(days) <= 31 for days in by_month.values() if len(days) > 1)

    def _in_listed_span(self, v, text: str) -> bool:
        """A day of a run of days the sentence lists ("booking on 5, 6 or 7 March would be too soon"), inside the
        span between two supported days of one month at most a week apart (5 March the age rule, 8 March one week
        after the jab): the days the answer counts between its own bounds, never past either."""
        md = _month_day(v)
        if md is None or md[1] is None:
            return False
        listed = [u for u in self._values_of(text) if u.kind == "date" and u.start != v.start and _month_day(u) is not None]
        if not listed:
            return False  # a single day is a claim of its own, not a run counted out
        days = sorted({d for m, d in self._anchors_md() if m == md[0] and d is not None})
        return any(a <= md[1] <= b and 0 < b - a <= 7 for a in days for b in days)

    def _anchors_md(self) -> list:
        """The supported dates and months as (month, day or None): the answer's so far, the question's and the context's."""
        if self._stated_md is None:
            out: list = []
            for u in self._stated()[:4 * MAX_CONTEXT]:
                md = _month_day(u)
                if md is not None:
                    out.append(md)
            self._stated_md = list(dict.fromkeys(out))[:MAX_CONTEXT]
        own = [(date.fromordinal(o).month, date.fromordinal(o).day) for o in self.dates[:MAX_SHOWN]]
        return list(dict.fromkeys(own + self.undated[:MAX_SHOWN] + [(m, None) for m in self.months] + self._stated_md))

    def _month_reasoned(self, v, text: str) -> bool:
        """A month named alone, a month's last day, or the day at the edge of a "before"/"after" date,
        worked out from supported dates and stated periods (.months)."""
        from . import months as M

        md = _month_day(v)
        if md is None:
            return False
        anchors = self._anchors_md()
        month, day = md
        if day is None:
            named = [_month_day(u) for u in self._values_of(text) if u.kind == "date" and u.start != v.start]
            ends = [a for a in named if a is not None and a[1] is not None and a in anchors]  # days, not months named alone
            # moved by a period the sentence writes (its own figure, checked as such): "nine months ahead of a June
            # wedding … September", never by every period the sources state
            said = [u for u in self._values_of(text)[:MAX_SHOWN] if u.kind == "quantity" and u.amount and u.amount == int(u.amount)]
            days = [int(u.amount) for u in said if u.unit == "day"]
            periods = [int(u.amount) for u in said if u.unit == "month"]
            low = text.lower()  # the way the words say it is moved ("nine months ahead", "eight weeks before", "later")
            signs = ((-1,) if _BEFORE_WORDS.search(low) or "previous" in low else ()) + ((1,) if _AFTER_WORDS.search(low) else ())
            counted = v.end >= 0 and M.length_after(text, v.end, month) and M.inside(month, anchors)
            # ("August: 31 days" between the question's 20 July and 1 September: a month counted whole, by its length)
            if M.in_month(month, anchors) or M.between(month, ends) or counted or (signs and M.shifted(month, anchors, days, periods, signs)):
                if month not in self.months and len(self.months) < MAX_SHOWN:
                    self.months.append(month)
                return True
            return False
        own = self._values_of(text)
        steps = [int(u.amount) for u in own[:MAX_SHOWN] if u.kind == "quantity" and u.unit == "day" and u.amount
                 and u.amount == int(u.amount) and u.start != v.start]
        if steps and (day == 1 or day in M.month_length(month)) and M.stepped((month, day), [a for a in anchors if a[1] is not None], steps):
            return True  # "Counting from 1 March … 30 days takes you to 31 March": counted month by month, to its end
        # (the answer's own days only: a context's "31 March" makes no "1 April" of the answer's right)
        asked = {self._ordinal(u) for u in self.ctx.query_values.values[:MAX_SHOWN] if u.kind == "date"}
        said_days = [(date.fromordinal(o).month, date.fromordinal(o).day) for o in self.dates[:MAX_SHOWN] if o not in asked] \
            + self.undated[:MAX_SHOWN]
        if M.carried_over((month, day), said_days):
            return True  # "… to 31 May = 8 days, and from 1 June …": the count carried over the month's end, from the
            # answer's own days (the question's "bought on 30 April" makes no "until 1 May 2021" of the answer's right)
        dated: list = [(a, u.start, u.end) for u in own if u.kind == "date" and u.start != v.start
                       for a in [_month_day(u)] if a is not None and a[1] is not None and a in anchors]
        if day == 1 and any(a[0] == month and a[1] > 1 and start > v.start for a, start, _ in dated):
            return True  # THE MONTH'S FIRST DAY: "من 1 إلى 15 مايو"، "1–15 May" up to a supported 15 May — a span counted
            # from the start of that day's own month (the first of another month, or a later day, is no such start)
        return M.edge_of(text, v.start, (month, day), dated)

    def _one_day(self, v, text: str) -> bool:
        """"1 September: 1 day": a supported day counted on its own, as one step of a count of days (THE ONE DAY
        GRAMMAR, :data:`_ONE_DAY_AFTER`); any other count after a single day is not read."""
        if v.kind != "quantity" or v.unit != "day" or v.amount != 1 or v.start < 0:
            return False
        prior = [u for u in self._values_of(text) if u.kind == "date" and u.end >= 0 and u.end <= v.start]
        if not prior or not _ONE_DAY_AFTER.fullmatch(text, prior[-1].end, v.start):
            return False
        md = _month_day(prior[-1])
        return md is not None and md[1] is not None and md in self._anchors_md()

    def _month_length(self, v, text: str) -> bool:
        """A number of days that is the length of the month written beside it ("30 in June")."""
        from . import months as M

        if v.kind not in ("number", "quantity") or v.amount is None or v.start < 0 or (v.kind == "quantity" and v.unit != "day"):
            return False
        named = [(md[0], u.start, u.end) for u in self._values_of(text) if u.kind == "date"
                 for md in [_month_day(u)] if md is not None and md[1] is None]  # a month named alone ("30 in June")
        if M.length_beside(text, v.start, v.end, v.amount, named):
            return True
        if not text.isascii() and v.amount == int(v.amount) and 28 <= v.amount <= 31:  # issue 24: "مارس فيه 31 يوم"
            from ..text.arabic.dates import month_of_length

            month = month_of_length(text, v.start, v.end)
            return month is not None and int(v.amount) in M.month_length(month)
        return False

    def _undated_step(self, v, text: str) -> bool:
        """A date without a year n days (n stated) after or before a supported one without a year, or the
        day after ("start on 8 June … the second dose, day 7: 15 June")."""
        unit = v.unit or ""
        if _HIJRI_UNDATED.fullmatch(unit):
            return self._undated_hijri_step(unit, text)
        if not re.fullmatch(r"--\d\d-\d\d", unit) or not self.undated:
            return False
        steps = {n for n, working in self._days() if not working}
        week = self.week()
        for n, working in self._days():
            if working and n > 0:
                # n working days from a day of no known weekday (no year): whole weeks are 7 days each; a remainder
                # crosses a weekend or not, by the weekday ("5 working days before 20 June" is 13 June, whatever year)
                whole, rest = divmod(n, week)
                steps.add(7 * whole + rest)
                if rest:
                    steps.add(7 * whole + rest + 7 - week)
        if _NEXT_DAY.search(text):
            steps.add(1)
        steps.update(self._edge_days())  # the edge day of a strict bound ("more than 21 days before")
        if _counts_first_day(text):
            steps |= {n - 1 for n in steps if n > 1}  # the first day counted: a day sooner ("8 أو 9 ماي حسب احتساب اليوم الأول")
        m, d = int(unit[2:4]), int(unit[5:7])
        if self._undated_weekday_rule(v, m, d, text):
            if len(self.undated) < MAX_SHOWN:
                self.undated.append((m, d))
            return True
        periods = self._month_periods()
        for bm, bd in self.undated[:MAX_SHOWN]:
            for year in (2001, 2000):  # a year unknown: either kind of February
                try:
                    gap = abs(date(year, m, d).toordinal() - date(year, bm, bd).toordinal())
                    here = date(year, m, d)
                    base = date(year, bm, bd)
                except ValueError:
                    continue
                # months across the new year: the base in the year before or after too
                if periods and any(here.replace(year=here.year + k) in _stepped_days(base, p, q)
                                   for p, q in periods for k in (-1, 0, 1) if not (here.month == 2 and here.day == 29)):
                    if len(self.undated) < MAX_SHOWN:
                        self.undated.append((m, d))
                    return True  # "up to a month minus a day" before 20 May: 21 April
                # THE NEW YEAR CROSSED: the later day in the year after ("120 days after 31 December": 30 April, or 29
                # April when the year after is a leap one — 2000 is)
                crossed = set()
                for a, b in (((m, d), (bm, bd)), ((bm, bd), (m, d))):
                    try:
                        crossed.add(date(year, *a).toordinal() - date(year - 1, *b).toordinal())
                    except ValueError:
                        continue
                if (gap and gap in steps) or not crossed.isdisjoint(steps):
                    if len(self.undated) < MAX_SHOWN:
                        self.undated.append((m, d))
                    return True
        return False

    def _undated_hijri_step(self, unit: str, text: str) -> bool:
        """THE HIJRI DAY WITHOUT A YEAR: a Hijri day n days (n stated, not working days) after or before a supported
        Hijri day without a year ("ينطلق 20 ربيع الأول … يُغلق التسجيل قبل انطلاقه بـ 10 أيام": 10 ربيع الأول), counted
        in its month or across into the next; a month of the year unknown is 29 or 30 days, either is taken."""
        if not self.undated_hijri:
            return False
        steps = {n for n, working in self._days() if not working}
        if _NEXT_DAY.search(text):
            steps.add(1)
        m, d = int(unit[8:10]), int(unit[11:13])
        for bm, bd in self.undated_hijri[:MAX_SHOWN]:
            (m1, d1), (m2, d2) = sorted(((m, d), (bm, bd)))
            if m1 == m2:
                gaps = {d2 - d1}
            elif m2 - m1 == 1 or (m1, m2) == (1, 12):
                first, last = ((m2, d2), (m1, d1)) if (m1, m2) == (1, 12) else ((m1, d1), (m2, d2))
                gaps = {length - first[1] + last[1] for length in (29, 30)}
            else:
                continue
            if steps & {g for g in gaps if g > 0}:
                if (m, d) not in self.undated_hijri and len(self.undated_hijri) < MAX_SHOWN:
                    self.undated_hijri.append((m, d))
                return True
        return False

    def _year_given(self, d: date) -> bool:
        """A day the context gives without its year ("runs from Friday 18 July to Sunday 20 July"), with a year
        the context states ("Meadowlark Festival 2025"): "20 July 2025" is that day, in a year of its sources."""
        key = f"--{d.month:02d}-{d.day:02d}"
        vals = list(self.ctx.values.values)[:4 * MAX_CONTEXT]
        if not any(u.kind == "date" and u.unit == key for u in vals):
            return False
        for u in vals:
            if u.kind == "date" and u.amount is not None and date.fromordinal(int(u.amount)).year == d.year:
                return True
            if u.kind == "date" and re.fullmatch(r"\d{4}-\d{2}", u.unit or "") and int((u.unit or "0")[:4]) == d.year:
                return True
            if u.kind in ("number", "quantity") and u.amount == d.year and _YEAR_WRITTEN.match(u.raw):
                return True
        return False

    def _month_periods(self) -> list[tuple[int, int]]:
        """The periods in months the context and the question state, for steps between dates: (months, days),
        the days those of a period joined to it ("a month minus a day": (1, −1)), and the years of an ordinal
        anniversary ("by the third anniversary": (36, 0)), and a year for "every year"."""
        if self._periods is None:
            out: dict[tuple[int, int], None] = {}
            for src, index in ((self.ctx.text, self.ctx.values), (self.ctx.query or "", self.ctx.query_values if self.ctx.query else None)):
                if index is None:
                    continue
                vals = [u for u in list(index.values)[:4 * MAX_CONTEXT] if u.kind == "quantity" and u.amount]
                for k, u in enumerate(vals):
                    if u.unit != "month" or u.amount != int(u.amount or 0) or not 0 < (u.amount or 0) <= 120:
                        continue
                    out[(int(u.amount or 0), 0)] = None
                    nxt = vals[k + 1] if k + 1 < len(vals) else None
                    if nxt is not None and nxt.unit == "day" and nxt.amount == int(nxt.amount or 0) and u.end >= 0:
                        j = _JOINED.fullmatch(src, u.end, nxt.start)
                        if j is not None:
                            out[(int(u.amount or 0), int(nxt.amount or 0) * (-1 if j.group(1).lower() in ("minus", "less") else 1))] = None
                for m in _ANNIVERSARY.finditer(src[:20000]):
                    n = _ORDINALS.get(m.group(1).lower()) or int(re.sub(r"\D", "", m.group(1)) or 0)
                    if 0 < n <= 100:
                        out[(12 * n, 0)] = None
                if _EVERY_YEAR.search(src[:20000]):
                    out[(12, 0)] = None
            self._periods = list(out)[:MAX_SHOWN]
        return self._periods

    def _month(self, v) -> bool:
        """A month of a year n months or years after (or before) a supported month, n a period the
        context or the question states: bought in March 2025 with "12 months of updates" runs
        until March 2026."""
        unit = v.unit or ""
        if not re.fullmatch(r"\d{4}-\d{2}", unit):
            return False
        x = int(unit[:4]) * 12 + int(unit[5:]) - 1
        bases: dict[int, None] = {}
        for o in self.dates[:MAX_SHOWN]:
            d = date.fromordinal(o)
            bases[d.year * 12 + d.month - 1] = None
        steps: dict[int, None] = {}
        vals = list(self.ctx.values.values) + (list(self.ctx.query_values.values) if self.ctx.query else [])
        for u in vals[:4 * MAX_CONTEXT]:
            if u.kind == "date" and re.fullmatch(r"\d{4}-\d{2}", u.unit or ""):
                bases[int(u.unit[:4]) * 12 + int(u.unit[5:]) - 1] = None
            elif u.kind == "date" and u.amount is not None:
                d = date.fromordinal(int(u.amount))
                bases[d.year * 12 + d.month - 1] = None
            elif u.kind == "quantity" and u.unit == "month" and u.amount and u.amount == int(u.amount):
                steps[int(u.amount)] = None
        return any(abs(x - b) in steps for b in list(bases)[:MAX_CONTEXT])

    def _calendar_count(self, v, text: str) -> bool:
        """A count of the calendar worked out: the day of the month n days before or after a supported
        one ("out on the 20th … tell them by the 13th (7 days before)"); the days between two supported
        dates ("1 March … 20 March: that's 19 days later"); a number of working days the context states,
        as weeks ("10 working days: two weeks")."""
        x = v.amount
        if x is None or x != int(x):
            return False
        low = text.lower()
        day_word = v.kind == "number" and v.start >= 0 and _DAY_WORD_BEFORE.search(text, max(0, v.start - 8), v.start) is not None
        if v.kind == "number" and (v.unit == "ordinal" or day_word) and x in _DAYS_OF_MONTH:
            before = _BEFORE_WORDS.search(low) is not None or _DEADLINE_WORDS.search(low) is not None
            after = _AFTER_WORDS.search(low) is not None or _AFTER_WORDS_AR.search(low) is not None
            # "يوم 20 … آخر موعد … يوم 13": days of the month named with the word for day, the sentence's supported ones
            named = [int(m.group(1)) for m in _DAY_WORD_NUMBER.finditer(text)][:MAX_SHOWN]
            bases = self.days_of_month + [d for d in named if d != x and (float(d), False) in self.seen]
            for b in bases:
                for n, working in self._days():
                    if not working and n and ((before and b - x == n) or (after and x - b == n)):
                        return True
            # a day the answer counts on from the last days of the month it named ("if it arrived on the 3rd, you'd have
            # until the 17th", the context's 14 days; "due back on the 15th … lost if not back by the 22nd"), into the
            # next month where it says so ("until the 3rd of the following month", a month of 28 to 31 days)
            nxt = v.end >= 0 and _OF_NEXT_MONTH.match(text, v.end) is not None
            ahead = self._days_ahead()  # (a span the context counts back, "at least 7 days before the renewal", never on)
            for b in self.days_of_month[-SPAN_DAYS_BACK:]:
                for n, working in self._days():
                    if not working and n and n not in ahead and (
                            x - b == n if not nxt else any(x + month - b == n for month in (28, 29, 30, 31))):
                        return True
            return False
        if v.kind == "quantity" and v.unit == "month":
            return self._months_named(v, text)
        if v.kind != "quantity" or v.unit != "day":
            return False
        if x % 7 == 0 and (int(x) // 7 * 5, True) in self._days():
            return True  # "10 working days … the Monday two weeks after"
        if not _SPAN.search(low):
            return False
        dated = self.dates[:MAX_SHOWN]
        if any(abs(a - b) == x for k, a in enumerate(dated) for b in dated[k + 1:]):
            return True
        undated = self.undated[:MAX_SHOWN]
        for k, (m1, d1) in enumerate(undated):
            for m2, d2 in undated[k + 1:]:
                for year in (2001, 2000):  # a year unknown: either kind of February
                    try:
                        if abs(date(year, m1, d1).toordinal() - date(year, m2, d2).toordinal()) == x:
                            return True
                    except ValueError:
                        continue
        return False

    def _months_named(self, v, text: str) -> bool:
        """The months between two months the sentence names, in the order it names them ("chipped in January, now
        September: eight months"; "from November to March, four months"), forward round the year: one of the two may be
        the question's where the sentence names the other. "About", "roughly", "nearly" allow one month either way."""
        x = v.amount
        if x is None or x != int(x) or not 0 < x < 24 or v.start < 0:
            return False
        listed = [int(u.unit[2:4]) for u in self._values_of(text)
                  if u.kind == "date" and u.unit and re.fullmatch(r"--\d\d", u.unit) and u.start < v.start]
        if len(listed) >= 3 and x == len(listed) and all((b - a) % 12 == 1 for a, b in zip(listed, listed[1:])):
            return True  # "March, April and May is three months": the months listed one by one, counted
        named = listed[-2:]
        if not named and _THAT_IS.match(text):  # "… monthly from March to October. That's 8 months": the sentence before's
            told = self._told[:-1] if self._told and text.startswith(self._told[-1]) else self._told
            before = told[-1] if told else ""
            named = [int(u.unit[2:4]) for u in self._values_of(before)
                     if u.kind == "date" and u.unit and re.fullmatch(r"--\d\d", u.unit)][-2:]
            if len(named) != 2:
                return False
            text = before + " " + text
        if not named:
            return False
        if len(named) == 1:  # the other end is the question's ("You chipped her in January" … "now September")
            asked = [int(u.unit[2:4]) for u in (self.ctx.query_values.values[:MAX_CONTEXT] if self.ctx.query else ())
                     if u.kind == "date" and u.unit and re.fullmatch(r"--\d\d", u.unit) and int(u.unit[2:4]) != named[0]]
            if len(asked) != 1:
                return False
            named = asked + named
        slack = 1 if _APPROX.search(text, max(0, v.start - 24), v.start) else 0
        gap = (named[1] - named[0]) % 12
        if gap > 0 and _EACH_MONTH.search(text) and abs(gap + 1 - x) <= slack:
            return True  # "monthly from March to October, which is 8 months": the months of a monthly run, both ends counted
        return gap > 0 and abs(gap - x) <= slack

    def _year_stepped(self, v, text: str) -> bool:
        """A year that is a year the question, the context or the answer states, plus or minus a whole number of years
        the context or the question states (a CBT passed in 2024, valid for 2 years: it runs out in 2026), where the
        sentence says which way ("after", "until", "runs out", "expires", "renew", "from", "since", "ago")."""
        x = v.amount
        if x is None or x != int(x) or not 1900 <= x <= 2199 or not _YEAR_STEP.search(text):
            return False
        years = {int(u.amount) for u in list(self.ctx.query_values.values if self.ctx.query else ())[:MAX_CONTEXT]
                 + list(self.ctx.values.values)[:MAX_CONTEXT] + self._values_of(text)[:MAX_SHOWN]
                 if u.kind == "number" and u.amount and u.amount == int(u.amount) and 1900 <= u.amount <= 2199 and u.amount != x}
        years |= {int(a) for a, m in self.before[-MAX_SHOWN:] if not m and a == int(a) and 1900 <= a <= 2199 and a != x}
        steps = {int(u.amount // 12) for u in list(self.ctx.values.values)[:4 * MAX_CONTEXT]
                 + list(self.ctx.query_values.values if self.ctx.query else ())[:MAX_CONTEXT]
                 if u.kind == "quantity" and u.unit == "month" and u.amount and u.amount % 12 == 0}
        return any(abs(x - y) in steps for y in years)

    def _past_bound(self, v, text: str) -> bool:
        """The first age past a band the context states ("drivers aged 21–24 … once you turn 25",
        "ages 18 to 29 … once you turn 30", "under 25s … when you turn 25"): the band's end, counted on."""
        x = v.amount
        if v.kind != "number" or x is None or x != int(x) or not 0 < x < 150 or v.start < 0:
            return False
        if _TURN_BEFORE.search(text, max(0, v.start - 16), v.start) is None:
            return False
        ctx = self.ctx.text
        for c in self.ctx.values.values[:4 * MAX_CONTEXT]:
            if c.kind not in ("number", "quantity") or c.unit in _TIME_CANON or c.start < 0 or c.amount not in (x - 1, x):
                continue
            before = ctx[max(0, c.start - 16):c.start]
            if (c.amount == x - 1 and _UPPER_END_BEFORE.search(before)) or (c.amount == x and _BELOW_BEFORE.search(before)):
                return True
        return False

    def _short_of_trigger(self, v, text: str) -> bool:
        """The most tries short of a count the context says something happens after ("after 3 wrong attempts the
        wallet locks" … "don't try more than twice"; "بعد 3 محاولات خاطئة تُقفل المحفظة" … "لا تحاول أكثر من مرتين"): a
        count said after "more than" that is one less than a count the context puts after "after"."""
        x = v.amount
        if v.kind not in ("number", "quantity") or x is None or x != int(x) or not 1 <= x < 100 or v.start < 0 \
                or (v.unit or "") in _TIME_CANON:
            return False
        before = text[max(0, v.start - 24):v.start]
        if _MORE_THAN_BEFORE.search(before) is None and not (not before.isascii() and _ar_more_than(before)):
            return False
        ctx = self.ctx.text
        for c in self.ctx.values.values[:4 * MAX_CONTEXT]:
            if c.kind not in ("number", "quantity") or c.amount != x + 1 or c.start < 0 or (c.unit or "") in _TIME_CANON:
                continue
            back = ctx[max(0, c.start - 16):c.start]
            if _AFTER_COUNT_BEFORE.search(back) or (not back.isascii() and _ar_after_count(back)):
                return True
        return False

    def _ratio(self, v, text: str) -> bool:
        """A percentage the context states, put as "n in m" ("61% … roughly three in five teams"): n is
        the nearest count out of m when the sentence says it rounds, the exact one otherwise (both
        figures of the pair are the percentage's)."""
        if v.kind not in ("number", "quantity") or v.amount is None or v.start < 0 or v.end > len(text):
            return False
        from ..text.matching import extract_values

        m = _IN_EVERY.match(text, v.end)
        if m is not None:
            part, whole, at = v.amount, next((u.amount for u in extract_values(m.group(1)) if u.amount), None), v.start
        else:
            m = _IN_EVERY_BEFORE.search(text, max(0, v.start - 40), v.start)
            if m is None:
                return False
            part, whole, at = next((u.amount for u in extract_values(m.group(1)) if u.amount), None), v.amount, m.start()
        if part is None or whole is None or not 1 < whole <= 1000 or part > whole:
            return False
        rounded = _APPROX.search(text, max(0, at - 24), at) is not None
        pcts = [u.amount for u in list(self.ctx.values.values)[:4 * MAX_CONTEXT] if u.kind == "percent" and u.amount is not None]
        return any(abs(100 * part / whole - p) <= (50 / whole if rounded else 0.5) for p in pcts)

    def _share_of(self, v, text: str) -> bool:
        """THE SHARE OF A WHOLE: a percentage written right after "a of b" ("حصتك 150 من 350 (حوالي ٤٣٪)", "19 out of 26 → about 73%", "150 out
        of 350 (about 43%)") is 100·a/b, to the unit it is written in (rounded either way), where a and b are figures
        the question, the context or the answer gives; nothing else between (:data:`_SHARE_OF`)."""
        if v.kind != "percent" or v.amount is None or v.start < 0:
            return False
        from ..text.matching import extract_values

        lo = max(0, v.start - 48)
        window = text[lo:v.start]
        vals = [u for u in extract_values(window) if u.amount is not None and u.kind in ("number", "quantity", "money")]
        if len(vals) < 2:
            return False
        a, b = vals[-2], vals[-1]
        if not b.amount or not _SHARE_OF.fullmatch(window, a.end, b.start) or not _SHARE_GAP.fullmatch(window, b.end):
            return False
        known = {k[0] for k in self.seen} | {k[0] for k in self.asked} | {k[0] for k in self._context_figures()}
        if a.amount not in known or b.amount not in known or a.amount >= b.amount:
            return False
        return abs(100 * a.amount / b.amount - v.amount) <= _half_unit(v.raw) + 1e-9

    def _converted(self, v, text: str) -> bool:
        """A period the answer shows, put roughly in another unit of the calendar ("5 months (roughly
        21–22 weeks)", "112 days, about 4 months"): a month is 28 to 31 days, so a rounded figure
        that overlaps that span is the same period."""
        if v.kind != "quantity" or not v.amount or v.start < 0:
            return False
        if _APPROX_RANGE.search(text, max(0, v.start - 40), v.start) is None and not _span_roughly_ar(text, v):
            return False
        written = _written(v) or _written_words(v) or v.amount
        size, half = v.amount / written, 0.5 * v.amount / written  # one written unit, and half of it, in the kept unit
        lo, hi = v.amount - half, v.amount + half
        if size > 1:  # "about one to two working weeks" for "5 to 8 working days": a figure of the sources, in the coarser unit
            for c in list(self.ctx.values.values)[:4 * MAX_CONTEXT]:
                # (strictly inside: a figure halfway between two written units rounds to neither — "about 2 hours" is not
                # the context's "an hour and a half", nor "about two weeks" its 10 days)
                if c.kind == "quantity" and c.unit == v.unit and c.amount and lo < c.amount < hi and \
                        c.amount / (_written(c) or c.amount) < size:
                    return True
        if v.unit not in ("day", "month"):
            return False
        other = "month" if v.unit == "day" else "day"
        for a, m in self.near():
            if m or not a or self.units.get((a, m)) != other:
                continue
            span = (28 * a, 31 * a) if other == "month" else (a / 31, a / 28)
            # (days counted roughly in a round figure: "three months is roughly 90 days", within 84 to 93)
            if lo <= span[1] and hi >= span[0] and (size >= (7 if v.unit == "day" else 1) or written % 10 == 0):
                return True
        return False

    def _per_period(self, v, text: str) -> bool:
        """A rate per one period put roughly per another ("two classes a week (about 8 a month)"):
        a month is 4 to 4.43 weeks, a year 52 to 52.3; the rate is one the sentence or the question states."""
        if v.kind not in ("number", "quantity", "money") or not v.amount or v.start < 0 or v.end > len(text):
            return False
        after = _PER_AFTER.match(text, v.end)
        if after is None or _APPROX.search(text, max(0, v.start - 24), v.start) is None:
            return False
        to = after.group(1).lower()
        from ..text.matching import extract_values

        half = _half_unit(v.raw)
        for source in (text[max(0, v.start - 400):v.start], (self.ctx.query or "")[:4000]):
            for m in _RATE_PHRASE.finditer(source):
                frm = m.group(2).lower()
                span = _PERIOD_RATIO.get((frm, to))
                if span is None:
                    continue
                rate = next((u for u in extract_values(m.group(1)) if u.amount and u.kind == v.kind), None)
                if rate is None or rate.amount is None:
                    continue
                if v.amount - half <= rate.amount * span[1] + 1e-9 and v.amount + half >= rate.amount * span[0] - 1e-9:
                    return True
        return False

    def _from_tomorrow(self, v, text: str) -> bool:
        """THE DAY OF TOMORROW: days from tomorrow to a day a count of days away, one fewer than that count ("سأسافر
        بعد ٧ أيام" and "إذا أخذت اللقاح غدًا": "٦ أيام"), where the sentence or the question says tomorrow in Arabic
        (text.arabic.behaviour.TOMORROW) and the count is the question's or one this sentence or the one before shows."""
        if v.kind != "quantity" or v.unit != "day" or not v.amount or text.isascii():
            return False
        from ..text.arabic.behaviour import says_tomorrow

        if not says_tomorrow(text) and not says_tomorrow(self.ctx.query or ""):
            return False
        days = [a for a, m in list(dict.fromkeys(self.asked + self.near()))[:MAX_SHOWN]
                if not m and self.units.get((a, m)) == "day"]
        return any(_near(a - 1, v.amount) for a in days)

    def _age_gap(self, v, text: str) -> bool:
        """Whole years between two ages the answer compares ("at 14 he is two years short of the minimum age of
        16", "ابنك عمره 14 سنة، أي أنه أصغر بسنتين" of the context's 16): the difference of two ages shown in this
        sentence or the one before (bare or in years), named by a word of comparison; never another difference."""
        if v.kind != "quantity" or v.unit != "month" or not v.amount or v.amount % 12 or v.amount > 1200 \
                or not _AGE_TALK.search(text) or not _AGE_COMPARED.search(text):
            return False
        years = v.amount / 12
        # (an age in years is shown as written too: "14 سنة" is 168 months and 14)
        ages = list(dict.fromkeys(a for a, m in self.near(wide=True) if not m and 0 < a <= 120 and a != v.amount))[:MAX_SHOWN]
        limits = ages + [a for a in self._age_limits() if a not in ages]  # the context's own minimum age, said or not
        return any(abs(a - b - years) < 1e-9 or abs(b - a - years) < 1e-9 for a in ages for b in limits)

    def _gap(self, v, text: str) -> bool:
        """THE GAP GRAMMAR (:data:`_GAP_AFTER`): a measure, a duration or a count said as how far one figure lies from
        another ("your case is 55cm, so there's 5cm to spare" under the context's 60cm; "at 5 months your puppy is one
        month over the limit" of "at least 4 months old"; "at 20 weeks you're four weeks ahead of that" of 16 weeks;
        "nine more after that" of six and fifteen stamps): the difference of a figure this sentence or the question
        states and another of the same dimension (the context's or this sentence's), one step. Lists capped: a
        constant number of lookups."""
        if v.kind not in ("quantity", "number") or not v.amount or v.start < 0 or v.amount < 0:
            return False
        if not (_GAP_AFTER.match(text, v.end) or _GAP_IN.search(v.raw) or _GAP_BEFORE.search(text, max(0, v.start - 32), v.start)):
            return False
        key = _gap_key(v)
        if key is None:
            return False
        own = [u for u in self._values_of(text)[:MAX_SHOWN] if (u.start, u.end) != (v.start, v.end)]
        asked = list(self.ctx.query_values.values)[:MAX_SHOWN] if self.ctx.query else []
        # (a count is a difference of counts of anything: "nine more" of the rows "| 6 |" and "| 15 |" above it, or of
        # the context's "six stamps … fifteen stamps"; "3 additional passes" for the user's 5 guests and 2 free passes;
        # the answer's figures just before are its operands too)
        counts = key[0] == "number" or key[0].startswith("unit:")

        def kin(k: "tuple[str, float] | None") -> bool:
            return k is not None and (k[0] == key[0] or (counts and (k[0] == "number" or k[0].startswith("unit:"))))

        others = {round(k[1], 6) for k in map(_gap_key, [*self.ctx.values.values[:MAX_CONTEXT], *own, *asked]) if k and kin(k)}
        mine = [k[1] for k in map(_gap_key, own + asked) if k and kin(k)]
        if counts:
            mine += [a for a, money in self.near() if not money]
        # where the question states figures of the kind, the gap is the user's: one of its two ends is the question's
        # ("4 additional passes" of the context's 6-guest maximum less 2 free ones is no gap of the user's 5 guests)
        theirs = {round(k[1], 6) for k in map(_gap_key, asked) if k and kin(k)}
        return any(b in others and (not theirs or round(a, 6) in theirs or b in theirs)
                   for a in mine for b in (round(a + key[1], 6), round(a - key[1], 6)))

    def _per_unit(self, v, text: str) -> bool:
        """THE RATE OF TWO COUNTS (:data:`_PER_THING_AFTER`): a count of things or an amount said per another unit ("8
        sessions over 4 weekends (two sessions per weekend)", "12 classes over 6 weeks, so 2 classes a week", "£130 …
        10 group lessons … £13 per lesson"): the quotient of a figure of the things and a figure of the unit, each the
        context's, the question's or this sentence's (an amount also one shown just before). One step, no search;
        lists capped."""
        if v.kind not in ("quantity", "money") or not v.amount or v.start < 0 or (v.unit or "") in _TIME_CANON:
            return False
        m = _PER_THING_AFTER.match(text, v.end)
        if m is None:
            return False
        per, what = _singular(m.group("y").lower()), _unit_word(v)
        pool = [*self.ctx.values.values[:MAX_CONTEXT], *self._values_of(text)[:MAX_SHOWN],
                *(list(self.ctx.query_values.values)[:MAX_SHOWN] if self.ctx.query else [])]
        things = {u.amount for u in pool if u.kind == v.kind and u.amount and _unit_word(u) == what
                  and (u.start, u.end) != (v.start, v.end)}
        if v.kind == "money":  # (a price per lesson of the amount shown just before: "£130 … 10 group lessons … £13 per lesson")
            things |= {a for a, money in self.near() if money}
        spans = {a for u in pool if u.kind == "quantity" and u.amount and per in u.raw.lower() for a in _amounts(u) if a}
        # (money to the penny its figure is written to: "£160 over 6 sessions, £26.67 a session")
        slack = 0.0051 if v.kind == "money" else 1e-9
        return any(abs(t / k - v.amount) < slack for t in things for k in spans if k != 1)

    def _age_limits(self) -> list[float]:
        """The ages the context sets as limits (THE AGE LIMIT GRAMMAR, :data:`_AGE_LIMIT_BEFORE`): "at least 14",
        "17 or over", "aged 16+", "the minimum age is 18"; at most :data:`MAX_SHOWN`, read once."""
        if self._limits is None:
            text, found = self.ctx.text, []
            for u in list(self.ctx.values.values)[:4 * MAX_CONTEXT]:
                if u.amount is None or not 0 < u.amount <= 120 or u.start < 0 or not (
                        u.kind == "number" or (u.kind == "quantity" and u.unit == "month" and u.amount % 12 == 0)):
                    continue
                age = u.amount if u.kind == "number" else u.amount / 12
                if _AGE_LIMIT_BEFORE.search(text, max(0, u.start - 64), u.start) or _AGE_LIMIT_AFTER.match(text, u.end) \
                        or _AGE_RANGE_END.search(text, max(0, u.start - 24), u.start):
                    found.append(age)
                    if len(found) >= MAX_SHOWN:
                        break
            self._limits = found
        return self._limits

    def _times_in_period(self, v, text: str) -> bool:
        """THE FREQUENCY COUNTED (:data:`_FREQUENCY`, :data:`_COUNT_PER_PERIOD`): a count said per a period ("four a
        year", "twelve free coffees a year", "about 26 a year", "two a month") that is the number of times something
        the context says happens "every quarter", "each fortnight", "monthly" or "twice a week" happens in that period
        (rounded either way where the periods do not divide: 365 ÷ 14 = 26.07 is 26). The count must be followed by its
        period; nothing else is searched."""
        if v.amount is None or v.amount < 1 or v.amount != int(v.amount) or v.start < 0 or (
                v.kind == "quantity" and _unit_word(v) in _SPAN_DIMS):
            return False
        per = _COUNT_PER_PERIOD.match(text, v.end)
        if per is None:
            return False
        days = _PERIOD_DAYS[per.group("p").lower()]
        rates = self.ctx.memo.get("derive_frequencies")
        if rates is None:
            rates = []
            for m in _FREQUENCY.finditer(self.ctx.text):
                times = _TIMES_WORD.get((m.group("t") or "once").lower().strip(), 1)
                n = (m.group("n") or "").lower()
                count = 2.0 if n == "other" else float(n) if n.isdigit() else float(SMALL_NUMBERS.get(n, 1) or 1)
                period = (m.group("p") or m.group("ly") or "").lower()
                length = _PERIOD_DAYS.get(period) or _PERIOD_DAYS.get(_ADVERB_PERIOD.get(period, ""), 0)
                if length and count and len(rates) < MAX_CONTEXT:
                    rates.append(times / (count * length))
            self.ctx.memo["derive_frequencies"] = rates
        return any(math.floor(r * days + 1e-9) <= v.amount <= math.ceil(r * days - 1e-9) for r in rates)

    def _weeks_in_month(self, v, text: str) -> bool:
        """A weekly figure put per month where the sentence says a month holds four or five of the week's
        sessions ("3 hours a week … 12–15 hours a month, as the month has four or five of your sessions"): the
        counts 4 and 5 are the calendar's (a weekday comes four or five times in a month), and the month's figure
        is the week's times either; any other multiple is not."""
        if v.amount is None or v.start < 0 or not _FOUR_OR_FIVE.search(text) or "month" not in text.lower():
            return False
        if v.kind == "number" and v.amount in (4.0, 5.0):
            return True
        if v.kind not in ("number", "quantity", "money"):
            return False
        told = self._told[:-1] if self._told and text.startswith(self._told[-1]) else self._told
        said = " ".join([*told[-2:], text[:v.start], (self.ctx.query or "")[:4000]])
        from ..text.matching import extract_values

        for m in list(_RATE_PHRASE.finditer(said))[-MAX_SHOWN:]:
            if m.group(2).lower() != "week":
                continue
            for u in extract_values(m.group(0))[:2]:  # ("2 sessions a week": its noun with it)
                if u.amount and u.kind == v.kind and (u.unit or "") == (v.unit or "") and \
                        any(_near(u.amount * k, v.amount) for k in (4.0, 5.0)):
                    return True
        return False

    def _conversion(self, v, text: str) -> "bool | None":
        """A rate restated per another period straight after it, nothing else between ("£540 a year. That works
        out at roughly £54 a month", "£12 a week (about £52 a month)"): right only as the rate times the periods'
        ratio (a month 4 to 4.43 weeks), within half the figure's last unit, or 5% where it is said to be rough.
        None where the figure is no such restatement (another figure or working between: "£10 a month; with the
        discount, £8 a month")."""
        if v.kind not in ("money", "number", "quantity") or not v.amount or v.start < 0 or v.end > len(text):
            return None
        after = _PER_AFTER.match(text, v.end)
        if after is None:
            return None
        before = text[:v.start]
        told = self._told[:-1] if self._told and text.startswith(self._told[-1]) else self._told  # (this sentence is told on entry)
        window = (f"{told[-1]} " if told else "") + before
        window = window[-400:]
        last = None
        for m in _RATE_PHRASE.finditer(window):
            last = m
        if last is None:
            return None
        frm, to = last.group(2).lower(), after.group(1).lower()
        span = _PERIOD_RATIO.get((frm, to)) if "day" not in (frm, to) else None  # (days a week: 7, 5 or the user's 3)
        between = window[last.end():]
        if span is None or _FIGURE_OR_STEP.search(between) or not _RESTATED_AS.search(between):
            return None
        rest = re.split(r"[.;:!?\n]|\s[—–-]\s", text[after.end():], maxsplit=1)[0]
        if _FIGURE_OR_STEP.search(rest) or re.search(r"\b(?:two|three|four|five|six|seven|eight|nine|ten)\b", rest, re.I):
            return None  # "£41.25 a week over 3 days": another operand after it, working
        from ..text.matching import extract_values

        rate = next((u for u in extract_values(last.group(0))[:2] if u.amount and u.kind == v.kind
                     and (u.unit or "") == (v.unit or "")), None)
        if rate is None or rate.amount is None:
            return None
        rough = _APPROX.search(text, max(0, v.start - 24), v.start) is not None
        slack = max(_half_unit(v.raw), 0.05 * v.amount if rough else 0.0)
        lo, hi = rate.amount * span[0], rate.amount * span[1]
        if lo - slack - 1e-9 <= v.amount <= hi + slack + 1e-9:
            return True
        self.why[id(v)] = (f"{v.kind} put per {to} from {rate.raw} a {frm}: that is "
                           f"{_money(lo, rate.raw) if v.kind == 'money' else f'{lo:g}'} a {to}, not {v.raw}")
        return False

    def _sessions_of_a_span(self, v) -> bool:
        """THE HOURS OF COUNTED SESSIONS: a count of sessions times the length of the clock span each runs ("4 Thursday
        evenings (6–8pm)" … "That's 8 hours of evening sessions"): a duration that is a supported count (2 to 60) times
        the length of a span between two clock times the context writes one after the other ("6–8pm")."""
        if v.kind != "quantity" or v.unit != "minute" or not v.amount:
            return False
        spans = self.ctx.memo.get("derive_clock_spans")
        if spans is None:
            text = self.ctx.text
            times = [u for u in self.ctx.values.values[:4 * MAX_CONTEXT] if u.kind == "time" and u.amount is not None and u.start >= 0]
            spans = list(dict.fromkeys(b.amount - a.amount for a, b in zip(times, times[1:])
                                       if 0 < b.amount - a.amount <= 720 and _WEEKDAY_RUN.fullmatch(text, a.end, b.start)))[:MAX_SHOWN]
            self.ctx.memo["derive_clock_spans"] = spans
        if not spans:
            return False
        counts = {a for a, am in list(self.shown) + self.before[-MAX_SHOWN:] + self.asked
                  if not am and a == int(a) and 2 <= a <= 60 and self.units.get((a, am), "") != "minute"}
        return any(_near(c * span, v.amount) for c in counts for span in spans if not _near(span, v.amount))

    def _savings_total(self, v, text: str) -> bool:
        """THE SAVINGS ADDED UP: what several lines' savings come to, each line before giving a price and its lower price
        ("| Buttercream | £55 | £49.50 |", "| Fondant | £120 | £108 |" … "Doing both would save you £17.50"): the sum of
        two of those lines' differences, or of all of them, where the sentence says it saves."""
        if v.kind != "money" or not v.amount or _SAVINGS_CUE.search(text) is None:
            return False
        told = self._told[:-1] if self._told and text.startswith(self._told[-1]) else self._told
        diffs: list[float] = []
        for line in told[-MAX_SHOWN:]:
            amounts = [u.amount for u in self._values_of(line) if u.kind == "money" and u.amount and (u.unit or "") == (v.unit or "")]
            if len(amounts) == 2 and amounts[0] > amounts[1] and (amounts[0], True) in self.seen and (amounts[1], True) in self.seen:
                diffs.append(amounts[0] - amounts[1])
        if len(diffs) < 2:
            return False
        return _near(sum(diffs), v.amount) or any(_near(a + b, v.amount) for k, a in enumerate(diffs) for b in diffs[k + 1:])

    def _ratio_needed(self, v) -> bool:
        """THE RATIO A GROUP NEEDS: how many of one thing a count of others needs, where the context states one for every
        n of them ("one adult is required for every 6 pupils": 28 pupils need 5 adults), rounded up; the two nouns the
        context's (or kinds of them), the count one the answer or the question shows."""
        if v.kind != "quantity" or not v.amount or v.amount != int(v.amount) or not v.unit:
            return False
        rules = self.ctx.memo.get("derive_one_per_every")
        if rules is None:
            rules = [(_noun_one(m.group(1)), int(m.group(2)), _noun_one(m.group(3)))
                     for m in _ONE_PER_EVERY.finditer(self.ctx.text[:200000])][:MAX_SHOWN]
            self.ctx.memo["derive_one_per_every"] = rules
        noun = v.unit.rsplit(" ", 1)[-1]
        for one, n, other in rules:
            if n < 2 or not (noun == one or _a_kind_of(noun, one)):
                continue
            for a, am in list(dict.fromkeys(self.shown + self.before[-MAX_SHOWN:] + self.asked))[:2 * MAX_SHOWN]:
                have = self.units.get((a, am), "")
                if not am and a > 0 and (have.rsplit(" ", 1)[-1] == other or _a_kind_of(have, other)) \
                        and math.ceil(a / n - 1e-9) == v.amount:
                    return True
        return False

    def _over_period(self, v, text: str) -> bool:
        """A rate totalled over the longer period the sentence names ("£3.50 a month, or £36 a year (over a full year
        £42 vs £36)"): an amount of money the rate, written per a shorter period in this sentence or the one before,
        times the whole periods in it (12 months or 52 weeks a year, 7 days a week; a month of weeks is no whole
        number and is left to :meth:`_conversion`)."""
        if v.kind != "money" or not v.amount or v.start < 0:
            return False
        over = _OVER_PERIOD.search(text)
        if over is None:
            return False
        to = (over.group(1) or over.group(2) or "year").lower()
        for line in ([self._told[-2], text] if len(self._told) > 1 else [text]):
            for u in self._values_of(line)[:MAX_SHOWN]:
                if u.kind != "money" or not u.amount or u.end < 0 or (u.unit or "") != (v.unit or "") or u.amount >= v.amount:
                    continue
                per = _PER_AFTER.match(line, u.end)
                ratio = _PERIOD_RATIO.get((per.group(1).lower(), to)) if per is not None else None
                if ratio is not None and ratio[0] >= 1 and (u.amount, True) in self.seen \
                        and any(_near(u.amount * r, v.amount) for r in {ratio[0], round(ratio[1])}):
                    return True
        return False

    def _standard_vat(self) -> float:
        """The standard rate of the value-added tax the context names without stating a rate ("£850 plus VAT", "VAT
        is charged at the standard rate"), by the one currency its amounts are in (:data:`_STANDARD_VAT`): a fact of
        the tax law like a calendar constant. 0.0 where the context names no VAT, states a percentage in a sentence
        naming it ("VAT at 5%": that figure is the context's own), or prices in no currency the table knows."""
        if self._vat is None:
            self._vat = 0.0
            text = self.ctx.text
            if _VAT.search(text[:20000]):
                vals = self.ctx.values.values[:4 * MAX_CONTEXT]
                # the context's own rate: a percentage within a few words of the tax ("VAT at 5%", "VAT is charged at
                # 20%", "15% VAT"), not any share of the sentence ("50% of our fixed fee, plus VAT")
                stated = any(u.kind == "percent" and u.start >= 0 and (
                    _VAT_NEAR.search(text, max(0, u.start - 28), u.start) or _VAT_AFTER.match(text, u.end)) for u in vals)
                asked = self.ctx.query_values.values[:MAX_CONTEXT] if self.ctx.query else []
                units = {u.unit for u in list(vals) + list(asked) if u.kind == "money" and u.amount}  # (or the user's)
                if not stated and len(units) == 1:
                    self._vat = _STANDARD_VAT.get(next(iter(units)) or "", 0.0)
        return self._vat

    def _vat_rate(self, v, text: str) -> bool:
        """A percentage that names the standard VAT rate as the rate of the tax the context names without one, written
        as the tax's rate ("VAT (20%)", "VAT at 20%", "20% VAT", "+ 20% VAT", "VAT of 20%"); never a sentence that
        asserts the rate itself ("The UK standard rate is 20%") nor another figure ("VAT at 25%")."""
        rate = self._standard_vat()
        if not rate or v.amount != rate or v.start < 0:
            return False
        return bool(_VAT_BEFORE.search(text, max(0, v.start - 32), v.start) or _VAT_AFTER.match(text, v.end))

    def _vat_added(self, v, text: str) -> bool:
        """An amount of money right after the VAT the context names without its rate ("£497.50, plus VAT → £597",
        "£1,050 + VAT = £1,260", "VAT: £170"): a supported amount the sentence (or the one before) shows, with the tax
        at its standard rate added, or the tax itself. One step only, from an amount shown."""
        rate = self._standard_vat()
        if not rate or not v.amount or v.start < 0 or not _VAT.search(text, max(0, v.start - 30), v.start):
            return False
        shown = [a for a, am in list(dict.fromkeys(self.shown + self.last + self.asked))[:MAX_SHOWN] if am and a > 0]
        return any(_near(a * (1 + rate / 100), v.amount) or _near(a * rate / 100, v.amount) for a in shown)

    def _row_product(self, v, text: str) -> bool:
        """A table row that writes its working in columns ("| Adults | 4 | £16 | £64 |" under "| | Qty | Price |
        Subtotal |", "| Nights | 3 nights | £120 | £360 |"): the amount of money in a cell is a supported price in an
        earlier cell times a whole count that fills another earlier cell alone. The count must be one the reader sees
        grounded (the question's, the context's or one the answer found supported): "| Adults | 5 | £16 | £80 |" for
        the user's four adults is a count the answer made up, and its product is not vouched for. The header's words
        are not needed: the row's columns are the working ("Qty" no more than "No." or "People")."""
        if v.kind != "money" or not v.amount or v.start < 0 or not text.lstrip().startswith("|"):
            return False
        line_end = text.find("\n", v.start)
        row = text[:line_end if line_end >= 0 else len(text)]
        if row.count("|") < 4:
            return False
        col = row.count("|", 0, v.start)
        vals = [u for u in self._values_of(text)[:MAX_SHOWN] if 0 <= u.start < v.start and u.amount]
        by_cell: dict[int, list] = {}
        for u in vals:
            by_cell.setdefault(row.count("|", 0, u.start), []).append(u)
        prices = [u.amount for c, us in by_cell.items() if c < col for u in us
                  if u.kind == "money" and (u.amount, True) in self.seen]
        if not prices:
            return False
        grounded = {a for a, m in self.seen | set(self.asked) if not m}  # (a count the context states is seen once found)
        for c, us in by_cell.items():
            if c >= col:
                continue
            n = us[0] if len(us) == 1 else _cell_result(row, us, grounded)
            if n is None:
                continue
            if n.kind not in ("number", "quantity") or (n.unit or "") in _TIME_CANON or n.amount != int(n.amount) \
                    or not 2 <= n.amount <= 1000 or n.amount not in grounded:
                continue
            if any(_near(p * n.amount, v.amount) for p in prices):
                self.vouched[id(n)] = n
                return True
        return False

    def _row_count(self, v, text: str) -> bool:
        """A whole count in a table row whose supported price, times it, is the row's supported total in a later cell
        ("| Engine registration | 2 | 10 OMR | 20 OMR |", "| Boat licence | 1 | 20 OMR | 20 OMR |"): the row's working."""
        if not self.cue or v.kind not in ("number", "quantity") or v.amount is None or v.amount != int(v.amount) or \
                not 0 < v.amount <= 1000 or not text.lstrip().startswith("|") or v.start < 0:
            return False
        # (the price may stand before the count, "| الثالثة | ١٠ ر.ق | ١ | ١٠ ر.ق |" under "| السعر | العدد | المجموع |":
        # the total after both)
        line_end = text.find("\n", v.end)
        row_end = line_end if line_end >= 0 else len(text)
        money = [u for u in self._values_of(text) if u.kind == "money" and u.amount and u.start != v.start
                 and u.start < row_end][:MAX_SHOWN]
        ok = [u for u in money if (u.amount, True) in self.seen]
        return any(_near(p.amount * v.amount, t.amount) and t.start > p.start and t.start > v.end  # type: ignore[operator]
                   for p in ok for t in ok if t is not p)

    def _multiples(self, text: str) -> list[tuple[float, bool]]:
        """A multiple the sentence (or the line leading into its list) says in a word and the context states too
        ("Parallel programme: double the regular fee" over "- Engineering: 170 dinars", the context saying
        "ضعف رسوم البرنامج العادي"): an operand. The answer's own "double" where the context says "1.5 times"
        is not (it would vouch for the wrong rate)."""
        if _MULTIPLE.search(text) is None:
            return []
        said = {_multiple(m.group(0)) for m in _MULTIPLE.finditer(self.ctx.text[:20000])}
        return [(k, False) for k in dict.fromkeys(_multiple(m.group(0)) for m in _MULTIPLE.finditer(text)) if k in said]

    def _weekday_spans(self, text: str) -> list[tuple[float, bool]]:
        """The days a run of weekdays the sentence names counts, both ends included ("Monday to Friday": 5,
        "Tue–Sat": 5): a fact of the calendar, an operand like the calendar constants."""
        days = [u for u in self._values_of(text) if u.kind == "date" and (u.unit or "").startswith("weekday:")][:MAX_SHOWN]
        out: list[tuple[float, bool]] = []
        for a, b in zip(days, days[1:]):
            if a.end >= 0 and _WEEKDAY_RUN.fullmatch(text, a.end, b.start):
                n = (_WEEKDAYS.index(b.unit.split(":", 1)[1]) - _WEEKDAYS.index(a.unit.split(":", 1)[1])) % 7 + 1  # type: ignore[union-attr]
                if n > 1 and (float(n), False) not in out:
                    out.append((float(n), False))
        return out

    def _values_of(self, text: str) -> list:
        """The values of the sentence being checked (read once per sentence, not once per figure)."""
        if self._sentence is None or self._sentence[0] != text:
            from ..text.matching import extract_values

            self._sentence = (text, extract_values(text))
        return self._sentence[1]

    def _age_anchors(self) -> list[tuple[int, int, bool]]:
        """Ages the question or the context ties to a time ("my daughter turns 2 in July 2026", "I'll
        turn 56 in 2029"): (age in months, the time as a month count or a year, whether only the year is known)."""
        if self._anchors is None:
            self._anchors = []
            for src, index in ((self.ctx.query or "", self.ctx.query_values if self.ctx.query else None), (self.ctx.text, self.ctx.values)):
                vals = list(index.values)[:4 * MAX_CONTEXT] if index is not None else []
                for a, t in zip(vals, vals[1:]):
                    if a.kind != "number" or a.amount is None or not 0 <= a.amount < 130 or a.start < 0 or \
                            _TURN_BEFORE.search(src, max(0, a.start - 16), a.start) is None or \
                            not _AGE_AT.fullmatch(src, a.end, t.start):
                        continue
                    when = _month_count(t)
                    if when is not None and len(self._anchors) < MAX_SHOWN:
                        self._anchors.append((int(a.amount * 12), when[0], when[1]))
        return self._anchors

    def _age_date(self, v, text: str) -> bool:
        """The time an age is reached, from an age the question ties to a time: turning 2 in July 2026,
        she is 2 years 6 months in January 2027; turning 56 in 2029, 57 is in 2030."""
        anchors = self._age_anchors() if v.kind in ("date", "number") else []
        if not anchors:
            return False
        when = _month_count(v)
        if when is None:
            return False
        for b in self._values_of(text)[:MAX_SHOWN]:
            if b.start == v.start or b.amount is None or b.start < 0 or \
                    _AGE_BEFORE.search(text, max(0, b.start - 16), b.start) is None:
                continue
            if b.kind == "number" and 0 < b.amount < 130 and b.amount == int(b.amount):
                age = int(b.amount) * 12
            elif b.kind == "quantity" and b.unit == "month" and b.amount == int(b.amount):
                age = int(b.amount)
            else:
                continue
            target = when[0] if when[1] else when[0] // 12  # the year it falls in
            for months, at, year_only in anchors:
                if year_only:  # only the year known: the years apart are the ages apart
                    if (age - months) % 12 == 0 and at + (age - months) // 12 == target:
                        return True
                elif (at + age - months) // 12 == target if when[1] else at + age - months == when[0]:
                    return True
        return False

    def _months_between(self, v, text: str) -> bool:
        """A few months that are the sum or difference of two periods in months the answer shows here,
        just before or the question states (a small figure is no sum of figures of other kinds)."""
        m = _MONTHS_WORKED.search(text)
        if m is None:
            return False
        add = m.group(0).lower() in _MONTHS_ADDED
        here = [a for a, m in dict.fromkeys(self.shown + self.asked) if not m and self.units.get((a, m)) == "month"]
        # the other period may be the line just before ("valid for 18 months." / "At 14 months old, yours still has
        # about four months left"): one of the two is always this sentence's or the question's
        months = list(dict.fromkeys(here + [a for a, m in self.last if not m and self.units.get((a, m)) == "month"]))
        x = v.amount
        return any((not add and abs(a - b) == x) or (add and a + b == x) for k, a in enumerate(here) for b in months[k + 1:] if a and b)

    def add_date(self, o: int) -> None:
        if self._unasked:
            self._ask()
        if len(self.dates) < MAX_SHOWN:
            self.dates.append(o)


class _QueryList:
    """The user's own things, listed in the question: by name before their noun ("the Reserve and Mixed Dozen plans"
    are two plans: :meth:`search`), or as a run of figures or names ("ages 5, 9 and 14", "Amy, Ben and Cal":
    :meth:`counts`)."""

    _AT = re.compile(r"\b((?:[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*)(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+))+"
                     r"[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*\s+(\w+)")
    _ITEM = re.compile(r"[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*")
    #: a run of figures or names joined by commas and a last "and"/"&"
    _RUN = re.compile(r"(?<![\w.,])(?:\d{1,3}|[A-Z][a-z]+)(?:\s*,\s*(?:\d{1,3}|[A-Z][a-z]+)){0,6}\s*,?\s+(?:and|&)\s+"
                      r"(?:\d{1,3}|[A-Z][a-z]+)(?![\w.,]\d)")
    _RUN_ITEM = re.compile(r"\d{1,3}|[A-Z][a-z]+")

    def search(self, query: str, noun: str, n: int) -> bool:
        for m in self._AT.finditer(query[:4000]):
            if _singular(m.group(2).lower()) == _singular(noun) and len(self._ITEM.findall(m.group(0)[:m.start(2) - m.start()])) == n:
                return True
        return False

    def counts(self, query: str) -> set[int]:
        """How many things each run of the user's list holds (all figures or all names)."""
        out = set()
        for m in self._RUN.finditer(query[:4000]):
            items = self._RUN_ITEM.findall(m.group())
            if all(i.isdigit() for i in items) or not any(i.isdigit() for i in items):
                out.add(len(items))
        return out


_QUERY_LIST = _QueryList()
#: the user's own set, pointed at as a whole before its count ("your three", "all four of them", "both")
_OWN_SET_BEFORE = re.compile(r"\b(?:your|all|these|those|the)\s+(?:\*\*|__)?$", re.I)


def _month_count(v) -> "tuple[int, bool] | None":
    """A time as a count of months (year × 12 + month − 1), or a year alone: (count or year, whether only the year)."""
    unit = v.unit or ""
    if v.kind == "number" and v.amount is not None and 1000 <= v.amount <= 2999 and v.amount == int(v.amount):
        return int(v.amount), True
    if v.kind != "date":
        return None
    if re.fullmatch(r"\d{4}-\d{2}", unit):
        return int(unit[:4]) * 12 + int(unit[5:]) - 1, False
    if v.amount is not None:
        d = date.fromordinal(int(v.amount))
        return d.year * 12 + d.month - 1, False
    return None


#: a Hijri day without its year, as text.arabic.dates writes it ("hijri:--03-20")
_HIJRI_UNDATED = re.compile(r"hijri:--\d\d-\d\d")


def _add_months(d: date, n: int) -> date:
    """The same day ``n`` months on (or back), at the month's last day when it has no such day."""
    k = d.year * 12 + d.month - 1 + n
    y, m = divmod(k, 12)
    for day in (d.day, 30, 29, 28):
        if day <= d.day:
            try:
                return date(y, m + 1, day)
            except ValueError:
                continue
    return date(y, m + 1, 28)


def _stepped_days(base: date, months: int, days: int) -> tuple[date, ...]:
    """The dates a period of ``months`` and ``days`` after and before ``base`` ("a month minus a day": (1, −1))."""
    try:
        return (_add_months(base, months) + timedelta(days=days), _add_months(base, -months) - timedelta(days=days))
    except (ValueError, OverflowError):
        return ()


def _stepped(base: date, months: int, days: int) -> tuple[int, ...]:
    return tuple(d.toordinal() for d in _stepped_days(base, months, days))


#: a time said to be on the next day ("2pm tomorrow", "7am the next day")
#: the question's day said to be now ("It's now Tuesday", "today is Friday", "it's currently Monday")
_NOW_DAY = re.compile(r"\b(?:now|today|currently|at\s+the\s+moment|tonight|this\s+(?:morning|afternoon|evening))\b(?:\s+(?:is|it'?s))?\s*(?:\*\*|__)?\s*$"
                      r"|\b(?:today|now)\s+is\s+(?:\*\*|__)?$", re.I)
#: a span the sentence measures between two named ends ("From Tuesday 8pm to Wednesday 8pm is 24 hours")
_MEASURED_SPAN = re.compile(r"\bfrom\b[^.;]{1,40}?\b(?:to|until|till)\b[^.;]{1,40}?\b(?:is|are|=|makes?|gives?)\b[^.;]{0,20}?"
                            r"\d+\s*(?:\*\*|__)?\s*(?:hours?|days?|nights?)\b|\bfrom\b[^.;]{1,40}?\b(?:to|until|till)\b[^.;]{1,40}?"
                            r"\bis\s+(?:another|a\s+further)\s+\d+\s*(?:hours?|days?)\b", re.I)
#: the lengths of the calendar's periods, in the canonical units of the figures (days, minutes, months)
_PERIOD_LENGTHS = {"year": frozenset({("day", 365.0), ("day", 366.0), ("day", 364.0), ("month", 12.0)}),
                   "week": frozenset({("day", 7.0)}), "fortnight": frozenset({("day", 14.0)}),
                   "day": frozenset({("minute", 1440.0)}), "hour": frozenset({("minute", 60.0)})}
#: a named period said to be a length ("A year is", "a week has", "one day =") and a length said to be in one ("in a year")
_PERIOD_IS = re.compile(r"\b(?:a|an|one|each|every)\s+(?P<p>year|week|fortnight|day|hour)\s+(?:is|has|equals|=|lasts|contains|"
                        r"is\s+made\s+up\s+of)\s+(?:about\s+|roughly\s+|around\s+)?(?:\*\*|__)?$", re.I)
_IN_PERIOD = re.compile(r"\s*(?:\*\*|__)?\s*(?:in|per|to)\s+(?:a|an|one|each|every|the)\s+(?P<p>year|week|fortnight|day|hour)\b", re.I)
_NEXT_DAY_AT = re.compile(r"\b(?:tomorrow|next\s+day|following\s+day|day\s+after|next\s+morning|overnight)\b", re.I)
#: a year as written: four digits, no separator ("2025", "2025 runs")
#: a sentence that counts a year on from another ("runs out in 2026", "until 2029", "renew in 2027", "2 years after")
_YEAR_STEP = re.compile(r"\b(?:after|later|until|till|runs?\s+out|expires?|expiry|ends?|renew\w*|from|since|ago|before|"
                        r"valid|lasts?|due|next)\b|[→]", re.I)
_YEAR_WRITTEN = re.compile(r"(?:19|20)\d\d(?![\d,.])")
#: two periods joined into one ("a month minus a day", "a year and a day")
_JOINED = re.compile(r"\s+(minus|less|plus|and)\s+", re.I)
_ORDINALS = {w: k for k, w in enumerate("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split(), 1)}
#: "the third anniversary", "its 10th anniversary": that many years on
_ANNIVERSARY = re.compile(r"\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\d{1,3}(?:st|nd|rd|th))"
                          r"\s+(?:[a-z]+\s+)?anniversary\b", re.I)
_EVERY_YEAR = re.compile(r"\b(?:every|each)\s+year\b|\bannually\b|\byearly\b", re.I)


def _working_between(first: int, day: int, week: int = 5) -> int:
    """The working days from weekday ``first`` (counted) up to weekday ``day`` (not counted), Monday to Friday, or
    to Saturday where ``week`` is 6 (Tuesday to Thursday: 2; Thursday to Saturday: 2; Friday to Monday: 1)."""
    return sum(1 for j in range((day - first) % 7) if (first + j) % 7 < week)


#: the last moment to act, said of the day after it ("by Tuesday at the latest", "latest by Thursday")
_LATEST = re.compile(r"\b(?:at\s+the\s+latest|latest\s+by|no\s+later\s+than)\b", re.I)


def _working_days(start: int, n: int, week: int = 5) -> int:
    """The date ``n`` working days after ``start``: Monday to Friday, or to Saturday where ``week`` is 6 (the
    context counts Saturday as a working day)."""
    d = date.fromordinal(start)
    if d.weekday() >= week:  # from a day off, count from the last working day before
        d -= timedelta(days=d.weekday() - (week - 1))
    weeks, left = divmod(n, week)
    d += timedelta(days=7 * weeks)
    while left > 0:  # at most five more days
        d += timedelta(days=1)
        if d.weekday() < week:
            left -= 1
    return d.toordinal()


#: the context counts Saturday among the working days ("Saturday counts as a working day", "working days are Monday
#: to Saturday", "we count Saturdays as working days")
_SATURDAY_WORKS = re.compile(r"\bsaturdays?\s+(?:also\s+)?(?:counts?|is|are)\s+(?:also\s+)?(?:as\s+|counted\s+as\s+)?(?:an?\s+)?working\s+days?\b"
                             r"|\bworking\s+days?\s+(?:are|is|means?|run)\s+(?:from\s+)?monday\s+(?:to|through|until|-|–)\s+saturday\b"
                             r"|\bcount\s+saturdays?\s+as\s+(?:an?\s+)?working\s+days?\b", re.I)


_EVERY = re.compile(r"[£$€]?\d[\d,.]*p?\s+(?:for|in|out\s+of|of)\s+every\s+[£$€]?\d[\d,.]*|[£$€]?\d[\d,.]*p?\s+in\s+every\s+(?:pound|dollar|euro)",
                    re.I)
_RATE = re.compile(r"\s*(?:per|a|an|each|for\s+every|every|for\s+each)\s+(?:[£$€]\s?1(?!\d|[.,]\d)|([a-z]+))", re.I)  # ("£1," ends the amount: "£1.50" does not)
#: what joins a figure to the one supposed before it (:meth:`Ledger.joined_to_supposed`)
_SUPPOSED_JOINT = re.compile(r"\s*(?:\*\*|__)?\s*(?:,\s*(?:and\s+|or\s+)?|and|or|&|to|[-–—])\s*(?:\*\*|__)?\s*", re.I)
#: THE FREQUENCY (.Ledger._times_in_period): how often the context says a thing happens — "every quarter", "each
#: fortnight", "every 3 months", "once a week", "twice a month", "3 times a year", "monthly", "quarterly"
_FREQUENCY = re.compile(r"\b(?:(?P<t>once|twice|three\s+times|four\s+times|\d\s+times)\s+(?:a|an|per|each|every)\s+"
                        r"|(?:every|each)\s+(?:(?P<n>\d{1,2}|two|three|four|six|other)\s+)?)"
                        r"(?P<p>day|week|fortnight|month|quarter|year)s?\b|\b(?P<ly>daily|weekly|fortnightly|monthly|quarterly|"
                        r"annually|yearly)\b", re.I)
_TIMES_WORD = {"once": 1, "twice": 2, "three times": 3, "four times": 4, **{f"{k} times": k for k in range(1, 10)}}
_ADVERB_PERIOD = {"daily": "day", "weekly": "week", "fortnightly": "fortnight", "monthly": "month", "quarterly": "quarter",
                  "annually": "year", "yearly": "year"}
_PERIOD_DAYS = {"day": 1.0, "week": 7.0, "fortnight": 14.0, "month": 365 / 12, "quarter": 365 / 4, "year": 365.0}
#: a count said per a period right after it ("four a year", "twelve free coffees a year", "26 sessions per year")
_COUNT_PER_PERIOD = re.compile(r"(?:\*\*|__)?(?:\s+(?!a\b|an\b|per\b|each\b|every\b)[a-z][\w-]*){0,3}?\s+(?:\*\*|__)?"
                               r"(?:a|an|per|each|every|in\s+a)\s+(?P<p>day|week|fortnight|month|quarter|year)\b(?!\s*(?:old|later|ago))",
                               re.I)
#: what a charge is "per" when it is charged once for the whole case ("a £40 steward fee per booking")
_ONCE_PER = frozenset("booking bookings order orders visit hire reservation party group event session stay transaction".split())
_CURRENCY_WORDS = frozenset("dollar pound euro pence penny cent dirham riyal rupee yen franc".split())


def _rate_after_ar(text: str, end: int) -> bool:
    """An Arabic sum made a rate by what follows it ("4,500 ريال شهريًا": text.arabic.behaviour.RATE_AFTER)."""
    if text.isascii():
        return False
    from ..text.arabic.behaviour import rate_after

    return rate_after(text[end:])


def _bare_of(a: "str | None", b: "str | None", kind: str) -> bool:
    """THE BARE CURRENCY IN A COLUMN: a bare dinar, riyal or lira beside a country's ("| دينار واحد |" in the rows of
    "المجموع: 4 دنانير بحرينية") is one currency (text.arabic.numbers.same_currency), as the value grammar reads it."""
    if kind != "money":
        return False
    from ..text.arabic.numbers import same_currency

    return same_currency(a, b)


def _line_amount(part: str, kind: str, unit: "str | None") -> "tuple[float, int, int] | None":
    """The one amount a list item or a table cell states, and where: its single amount of money (in ``unit``), or
    the result of working written in it ("7 nights × £125 = £875"); 0 for a free item; None when it states none
    or several otherwise ("under £20, so delivery costs £2.50": which one is the item's is not said)."""
    from ..text.matching import extract_values

    vals = [u for u in extract_values(part) if u.amount is not None and u.kind in ("money", kind)]
    if any(u.kind != kind or (u.unit != unit and not _bare_of(u.unit, unit, kind)) for u in vals):
        return None  # another currency, or an amount of money in a column of bare figures: not like amounts
    money = vals
    if not money:
        return (0.0, 0, 0) if _FREE.search(part) else None
    if len(money) > 1:
        eq = [m.end() for m in _RESULT.finditer(part)]
        after = [u for u in money if eq and u.start >= eq[-1]]
        if len(after) != 1:
            return None
        money = after
    return money[0].amount, money[0].start, money[0].end  # type: ignore[return-value]


def _subtotalled(parts: "list[tuple[float, float]]", amount: float) -> "list[tuple[float, float]]":
    """The items above a subtotal, with the run of the last ones it sums replaced by it ("| Chain | £24 |", "| Cassette
    | £38 |", "| Parts subtotal | £62 |" under "| Service | £65 |": the service stays an item of the bill); where no run
    of two or more sums to it, it stands for every item above (the subtotal is the bill so far)."""
    off = on = 0.0
    for k in range(len(parts) - 1, -1, -1):  # the runs ending at the last item, shortest first
        off, on = off + parts[k][0], on + parts[k][1]
        if len(parts) - k >= 2 and (_near(off, amount) or _near(on, amount)):
            return parts[:k]
    return []


def _cell_result(row: str, us: list, grounded: set) -> Any:
    """The count a cell works out in writing ("| 3,400 − 3,000 = 400 |", "| 2 + 3 = 5 |"): its value after the "=",
    when the two figures before it are grounded counts and give it by the sign between them; else None."""
    if len(us) != 3 or "=" not in row[us[1].end:us[2].start] or any(u.amount not in grounded for u in us[:2]):
        return None
    sign = row[us[0].end:us[1].start].strip()
    a, b, n = (u.amount for u in us)
    works = {"-": a - b, "\u2212": a - b, "\u2013": a - b, "+": a + b, "x": a * b, "\u00d7": a * b, "*": a * b}.get(sign)
    return us[2] if works is not None and _near(works, n) else None


def _cells(line: str) -> list[str]:
    """The cells of a Markdown table row as written (marks kept: offsets count the bars)."""
    body = line.strip()
    body = body[1:] if body.startswith("|") else body
    return (body[:-1] if body.endswith("|") else body).split("|")


def _money(x: float, like: str) -> str:
    """An amount written like a figure of the answer (its currency sign, pence when it has them)."""
    sign = next((c for c in like if c in "£$€"), "")
    text = f"{x:,.2f}" if abs(x - round(x)) > 0.004 else f"{round(x):,}"
    return f"{sign}{text}" if sign else text


def _singular(w: str) -> str:
    return w[:-1] if w.endswith("s") and len(w) > 3 else w


def _unit_word(v) -> str:
    """The word a value is counted in: its currency for money, its unit's last word otherwise."""
    if v.kind == "money":
        return "money:" + (v.unit or "")
    if v.kind == "quantity" and v.unit:
        return _singular(v.unit.split(" ")[-1])
    return ""


#: calendar constants: how many of one unit make the next, with the words that name the two units
#: ("£1,200 a month × 12 = £14,400 a year", "£14,400 ÷ 52 a week", "£5 a quarter is £20 a year")
_PERIOD_WORDS = {"12": ("month", "year", "annual", "monthly"), "52": ("week", "year", "annual", "weekly"),
                 "7": ("day", "week", "daily", "weekly"), "365": ("day", "year", "daily", "annual"),
                 "24": ("hour", "day", "hourly", "daily"), "60": ("minute", "hour", "minutes", "hourly"),
                 "4": ("quarter", "year", "quarterly", "annual"), "3": ("month", "quarter", "monthly", "quarterly"),
                 "13": ("week", "quarter", "weekly", "quarterly"), "100": ("%", "%", "percent", "per cent")}
#: a price for one way of a journey, counted both ways ("£25 each way = £50"): the constant 2
_BOTH_WAYS = re.compile(r"\b(?:each\s+way|both\s+ways|each\s+direction|both\s+directions|there\s+and\s+back|round\s+trip|"
                        r"out\s+and\s+back|return\s+(?:trip|journey|fare|ticket)s?)\b", re.I)
#: a multiple said in a word ("double", "twice", "treble", "ضعف")
#: Arabic: the root ض-ع-ف in its noun and verb forms, with or without short vowels ("ضعف", "ضعفي",
#: "يُضاعَف", "تضاعف", "مضاعفة"), ×2; "ثلاثة أضعاف" (a count word before the plural) that count
_AR_MARKS = "[\u064b-\u0652]*"
_MULTIPLE = re.compile(r"\b(?:double|doubled|twice|triple|tripled|treble|thrice)\b"
                       rf"|(?:ثلاث|أربع|خمس)ة?\s+أض{_AR_MARKS}ع{_AR_MARKS}ا{_AR_MARKS}ف"
                       rf"|ض{_AR_MARKS}(?:ا{_AR_MARKS})?ع{_AR_MARKS}ف", re.I)
_MULTIPLES = {"triple": 3.0, "tripled": 3.0, "treble": 3.0, "thrice": 3.0}
_AR_TIMES = {"ثلاث": 3.0, "أربع": 4.0, "خمس": 5.0}


def _multiple(word: str) -> float:
    """The multiple a word of ``_MULTIPLE`` says: "double"/"ضعف"/"يضاعف" 2, "triple" 3, "ثلاثة أضعاف" 3."""
    head = word.split()[0].rstrip("ة") if " " in word else ""
    return _AR_TIMES.get(head) or _MULTIPLES.get(word.lower(), 2.0)
#: an operator written beside a figure ("÷ 52", "12 ×", "divide by 52")
_OPERATOR_BEFORE = re.compile(r"(?:[×*÷/]|\bx|\btimes|\bby|\bover)\s*(?:\*\*|__)?\s*$", re.I)
_OPERATOR_AFTER = re.compile(r"\s*(?:\*\*|__)?\s*(?:[×*÷/]|x\b|times\b)", re.I)


#: (the Arabic "that is" after written working is its "=": "٤ × ٤ أمتار، أي ١٦ متراً مربعاً"، "٣ × ٧٫٥، يعني ٢٢٫٥")
_EQUALS_BEFORE = re.compile(r"(?:=|≈|≃|equals|comes\s+to|makes|(?<![\u0621-\u064a])(?:أي|يعني))\s*(?:\*\*|__)?\s*(?:(?:about|around|roughly|approximately)\s+|~\s*)?$", re.I)
#: working said to be rounded: its result may round its operands' rounding (".Ledger.derived")
_LEAD_OPERANDS = re.compile(r"(?:(?<![\w.,])[£$€]?\d[\d,]*(?:\.\d+)?\s*(?:×|x|\*|÷|/|\+|−|-)\s*)+$")
#: a measure written as an adjective ("15-minute", "2-hour", "30-day") and the noun it describes after it ("blocks")
_MEASURE_ADJECTIVE = re.compile(r"\d[\d.,]*-(?:second|minute|min|hour|hr|day|night|week|month|year|mile|km|kilometre|metre)", re.I)
_NOUN_AFTER = re.compile(r"\s+(?!per\b|each\b|at\b|x\b|times\b)[a-z][a-z-]*", re.I)
#: a figure (and up to two words of what it counts) right before a bracket, and an operator right after the bracket
_GLOSSED = re.compile(r"(?<![\w.,])[£$€]?\d[\d,]*(?:\.\d+)?(?:\s*(?!(?:x|times|plus|minus|less|and|by|of)\b)[^\W\d_]+){0,2}\s*$", re.I)
_GLOSS_JOINED = re.compile(r"\s*(?:\*\*|__)?\s*(?:[×*÷/]|\bx\b|\btimes\b)", re.I)
#: a table cell right before a figure's cell, and working in it: figures joined by an operator ("2 × £63", "٢ × ٦٣ درهمًا")
_CELL_BEFORE = re.compile(r"\|([^|\n]*)\|\s*(?:\*\*|__)?\s*$")
_CELL_WORKING = re.compile(r"\d[^|]*?(?:[×*÷+−]|\sx\s|\s-\s)[^|]*?\d")
#: a bracket closed and joined by an operator to what follows ("(60 × 22p) + ", "(2 × £5) × ")
_GROUP_JOINED = re.compile(r"\)\s*(?:\*\*|__)?\s*(?:[×*÷/+−]|-|\bx\b|\bplus\b|\bminus\b|\btimes\b)\s*(?:\*\*|__)?\s*$", re.I)
_ROUNDED = re.compile(r"[≈≃~]|\b(?:about|around|roughly|approximately)\b", re.I)
_PAREN_AFTER = re.compile(r"\s*(?:\*\*|__)?\s*\(([^()]*[×x*+÷/−-][^()]*)\)")
_EXPR_START = re.compile(r"[:(\[;→]|\|(?=[^|]*\d[^|]*$)|\*\*(?=\s*\d)|\s[-\u2013\u2014]\s|,\s+(?:and|so|which|then)\s|^")
# (a table's cell opens the working written in it, "| 28+ days before | The £25 fee minus a £3 admin charge = £22 |": the
# label cell's figures are no operands; only a cell holding a figure before the "=" opens it)
#: a verb between two figures ends a chain of working: "a one-year membership plus one exchange comes to £149 + £189 =":
#: the working starts after "comes to", and the labels' figures before it are no operands; so after a modal's "be" ("For
#: 15 children, pizza and squash would be 15 × £5.50 =": the case's count joined by "and" to the working is no term)
_CHAIN_BREAK = re.compile(r"\b(?:comes?\s+to|came\s+to|is|are|was|were|be|means?|meant|would|will|(?:that|it|which|there|here)['\u2019]s|makes|gives|totals?|costs?|equals|works?\s+out\s+(?:at|to)"
                          r"|start(?:s|ing)?\s+(?:from|at))\b", re.I)  # ("with two-tone paint and decals would start from £1,850 + …")
#: the operators of written working, by the words between two figures; the last is THE PRICE OF EACH: a count, up to three
#: words of what it counts, then "at" and the price of one ("3 nights at £85 plus the £20 cleaning fee comes to £275", "2
#: adults at £63 and 3 children at £40 =") — a product (only the whole gap, so "at" elsewhere joins nothing)
_OPS = ((re.compile(r"×|\bx\b|\s\*\s|\btimes\b|\bmultiplied\s+by\b", re.I), "*"),
        (re.compile(r"÷|/|\bdivided\s+by\b", re.I), "/"),
        (re.compile(r"\+|\bplus\b|\band\b", re.I), "+"),
        (re.compile(r"−|(?<![a-z])-(?![a-z])|\bminus\b|\bless\b", re.I), "-"),
        (re.compile(r"\A\s*(?:[^\W\d_][\w'-]*\s+){0,3}(?:at|@)\s*\Z", re.I), "*"))


#: the join after a figure and its purpose ("£55 for the ticket plus", "£12 for the stand and"): the figure is a term of
#: its own, and the working after the join may have its own "=" (:func:`_expression`)
_LABELLED_JOIN = re.compile(r"[\s*_]*for\s+(?:the\s+|your\s+|a\s+|an\s+|each\s+)?[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}[\s*_]+"
                            r"(?:plus|and|\+)\s*", re.I)


class Working(NamedTuple):
    """Working written out beside a figure: its value, where its operands are, their amounts, and
    how far its result may be from the value when the working says it rounds ("£14,400 ÷ 52 ≈
    £276.92", then "5 × £276.92 ≈ £1,384.62": the operands' own rounding, carried through)."""

    total: float
    at: list[int]
    amounts: list[float]
    operands: list
    rounded: bool = False
    slack: float = 0.0

    def gives(self, v) -> bool:
        """Whether the working gives ``v`` (in its canonical unit or as written: "24 × 1.5 = 36 hours"; a sum in a
        currency's part as its count: "٣ × ١٥٠ = ٤٥٠ فلسًا", text.arabic.numbers.part_count)."""
        for a in _amounts(v) + _part_counted(v):
            if _near(self.total, a):
                return True
            if self.rounded and abs(self.total - a) <= self.slack + _half_unit(v.raw) * (a / (_written(v) or a)) + 1e-9:
                return True
        # THE METRIC STEP: an operand in grams and the result in kilograms ("١٢ كبة × ١٠٠ غرام = ١٫٢ كيلوغرام"، "4 × 250
        # ml = 1 litre"): the total put in the result's unit of the same dimension
        for u in self.operands:
            step = _METRIC_STEPS.get((u.unit or "", v.unit or "")) if v.kind == "quantity" and u.kind == "quantity" else None
            if step is not None and v.amount is not None and _near(self.total * step, v.amount):
                return True
        return False


#: (an operand's unit, the result's unit): what the total is multiplied by to be in the result's unit
_METRIC_STEPS = {("gram", "kg"): 0.001, ("kg", "gram"): 1000.0, ("ml", "liter"): 0.001, ("ml", "litre"): 0.001,
                 ("liter", "ml"): 1000.0, ("litre", "ml"): 1000.0, ("meter", "km"): 0.001, ("km", "meter"): 1000.0,
                 ("cm", "meter"): 0.01, ("meter", "cm"): 100.0}


_DIVIDED_BY = re.compile(r"\s*(?:\*\*|__)?\s*(?:÷|/|divided\s+by)\s*(?:\*\*|__)?\s*", re.I)
_EQUALS_ONLY = re.compile(r"\s*(?:\*\*|__)?\s*=\s*(?:\*\*|__)?\s*")
_WHOLE = re.compile(r"\b(?:full|whole|complete|left\s+over|leftover|remain\w*|spare|rounded\s+down)\b", re.I)
_DIVIDED = re.compile(r"÷|\s/\s|\bdivided\s+by\b", re.I)


def _floored(worked: "Working", v, text: str) -> bool:
    """A division written out whose result is given as its whole part, the sentence saying so ("1,240 ÷ 500 =
    2 full vouchers, with points left over")."""
    if v.amount is None or v.amount != int(v.amount) or worked.total == int(worked.total) or worked.total <= 0:
        return False
    if v.amount != math.floor(worked.total) or _DIVIDED.search(text) is None:
        return False
    if _WHOLE.search(text) is not None or _remainder_stated(worked, v, text) >= 0 or _used_stated(worked, v, text):
        return True
    if text.isascii():
        return False
    from ..text.arabic.behaviour import says_floored  # issue 24: "٥٠ ÷ ٦ = ٨ عبورات، ويتبقى درهمان"

    return says_floored(text)


def _remainder_stated(worked: "Working", v, text: str) -> int:
    """One division written out, its whole part given and then its remainder, as a figure of the sentence after it
    ("50 ÷ 6 = 8 crossings, with 2 left", "٥٠ ÷ ٦ = ٨ عبورات، ويتبقى درهمان"): the remainder is checked, not the
    words that name it (dividend = whole part × divisor + remainder). Where the remainder starts in ``text``, or -1."""
    if len(worked.amounts) != 2 or v.end < 0 or not worked.amounts[1] or v.amount is None:
        return -1
    a, b = worked.amounts
    rest = a - v.amount * b
    if rest <= 0 or rest >= b:
        return -1
    from ..text.matching import extract_values

    tail = text[v.end:v.end + 60]
    return next((v.end + u.start for u in extract_values(tail)[:4]
                 if u.kind in _SUMMABLE and u.amount is not None and _near(u.amount, rest)), -1)


def _used_stated(worked: "Working", v, text: str) -> bool:
    """One division written out, its whole part given and then what that whole part uses of the dividend ("£50 ÷ £7
    = 7 sessions, using £49"): the whole part times the divisor, short of the dividend by less than the divisor."""
    if len(worked.amounts) != 2 or v.end < 0 or not worked.amounts[1] or v.amount is None:
        return False
    a, b = worked.amounts
    used = v.amount * b
    if not 0 < a - used < b:
        return False
    from ..text.matching import extract_values

    return any(u.kind in _SUMMABLE and u.amount is not None and _near(u.amount, used)
               for u in extract_values(text[v.end:v.end + 60])[:4])


#: a sentence that says a result is rough, anywhere in it ("roughly the cost of more than a month and a half", "≈")
_ROUGH_SAID = re.compile(r"\b(?:about|around|roughly|approximately|nearly|almost|just\s+(?:over|under)|more\s+than|less\s+than)\b|[~≈]|تقريب|حوالي|نحو", re.I)


def _said_rounding(v, text: str) -> float:
    """How far a result said to be rough may lie from its working: half the place of its last written digit, or of its
    last non-zero digit for a whole number ending in zeros ("6,540": 5; "£1,200": 50), and a quarter for a half said in
    words ("a month and a half")."""
    amount = v.amount or 0.0
    digits = re.sub(r"[^0-9.]", "", v.raw.translate(_INDIC).replace("٫", "."))
    if not digits:
        return 0.25 if amount * 2 == int(amount * 2) else 0.0
    if "." in digits:
        return _half_unit(v.raw)
    zeros = len(digits) - len(digits.rstrip("0"))
    return 0.5 * 10 ** zeros if digits.strip("0") else 0.5


def _half_unit(raw: str) -> float:
    """Half the place of a figure's last written digit ("£276.92": 0.005, "£277": 0.5, "12½": 0.125):
    how far a rounded figure may be off."""
    m = _WRITTEN.search(raw)
    if m is None:
        return 0.0
    if m.group(1):
        return 0.125 if m.group(1) in "½¼¾⅛" else 1 / 6  # a fraction written as one character: its own place
    _, dot, decimals = m.group(0).partition(".")
    return 0.5 * 10.0 ** -len(decimals) if dot else 0.5


def _written_number(raw: str) -> float | None:
    """The number as written at the head of a figure's text, with a fraction written as one character
    ("44 weeks": 44; "12½ hours": 12.5; "17¾": 17.75), or None."""
    m = _WRITTEN.search(raw)
    if m is None:
        return None
    try:
        n = float(m.group(0).rstrip("½¼¾⅓⅔⅛").replace(",", ""))
    except ValueError:
        return None
    return n + _VULGAR[m.group(1)] if m.group(1) else n


def _written_words(v) -> float | None:
    """The number of a figure written in words ("two working weeks": 2), or None."""
    from ..text.matching import extract_values

    head = v.raw.split()[0] if v.raw.split() else ""
    got = [u for u in extract_values(f"{head} things") if u.amount is not None] if head.isalpha() else []
    return got[0].amount if got else None


def _written(v) -> float | None:
    """The number as written in a figure's text ("44 weeks": 44, "12½ hours": 12.5), or None."""
    return _written_number(v.raw)


#: a bracketed label straight after a figure and before the operator that joins it ("£395 (2-hour package) + £110"):
#: words inside, no operator between spaces
_OPERAND_LABEL = re.compile(r"((?:\d|%|\*\*|__)[*_]*\s*)\((?=[^()]*[a-z]{3})(?![^()]*\s[-+−×÷x*/=]\s)[^()]{1,40}\)"
                            r"(?=[\s*_]*[-+−×÷x*/=](?:\s|[*_£$€\d]))", re.I)


#: THE DUAL AS A FACTOR: an Arabic feminine dual (-تان/-تين) right after or before a multiplication sign ("١٤٠ ×
#: ليلتين"، "١٥ × ٤ أشخاص × ليلتين"، "تذكرتين × ٢٥") counts two of its noun — an operand of the working, read as 2 (the
#: masculine -ان is a broken plural's ending as often, "٣ أسنان × ٣٥٠": left alone)
_DUAL_FACTOR = re.compile(r"(?:(?<=[×*])|(?<=[×*]\s))(?:ال)?[\u0621-\u064a\u064b-\u0652]{2,}(?:تان|تين)(?![\u0621-\u064a])"
                          r"|[\u0621-\u064a\u064b-\u0652]{3,}(?:تان|تين)(?=\s?[×*])")


#: the Arabic words of a multiple ("ضعف"، "بضعفي"، "أضعاف"; text.arabic.numbers reads them as n times)
_MULTIPLE_WORD = re.compile(r"ضعف|أضعاف|اضعاف")
#: an increase named right before a percentage ("بزيادة ١٠٠٪"، "رسوم إضافية بنسبة ٥٠٪"، "يُضاف ١٠٠٪"، "a 100% surcharge")
_INCREASE_BEFORE = re.compile(r"(?:زيادة|بزيادة|إضافي|إضافية|اضافية|يضاف|يُضاف|تضاف|تُضاف|extra|surcharge|more)"
                              r"(?:\s+\S+){0,2}\s*[(*_]*\s*$", re.I)


def _dual_factors(text: str) -> str:
    """``text`` with each dual written as a factor (:data:`_DUAL_FACTOR`) as the figure 2, spans kept (the word's
    other letters blanked); a dual the value reader already counts ("شهرين"، "شخصين") is left as written."""
    if text.isascii() or ("×" not in text and "*" not in text):
        return text
    from ..text.matching import extract_values

    def two(m: "re.Match[str]") -> str:
        w = m.group(0)
        if not _dual_noun(w) or extract_values(w):
            return w
        return "2" + " " * (len(w) - 1)

    return _DUAL_FACTOR.sub(two, text)


def _expression(text: str, v, prices: frozenset = frozenset()) -> "Working | None":
    """The value of the working written just before ``= v`` ("3 nights × £85 + the £20 cleaning
    fee = £275"), operators taking their usual precedence; None when there is no such working."""
    if v.start < 0:
        return None
    text = _dual_factors(text)
    head = text[:v.start]
    if "(" in head:  # "£395 (2-hour package) + £110 =": a label in brackets between a figure and its operator names the
        # figure (blanked, the spans kept); its own figures are no operands
        head = _OPERAND_LABEL.sub(lambda m: m.group(1) + " " * (len(m.group(0)) - len(m.group(1))), head)
    eq = _EQUALS_BEFORE.search(head)
    rounded = eq is not None and _ROUNDED.search(eq.group(0)) is not None
    blanked, at, cut = False, 0, 0
    cell = _CELL_BEFORE.search(head) if eq is None else None
    if cell is not None and _cell_working(cell.group(1), v, prices):
        # "| 2 adults | 2 × £63 | £126 |": the working in the cell before, the column boundary its "="
        eq, expr, at, blanked = cell, cell.group(1), cell.start(1), True
    elif eq is None:
        after = _PAREN_AFTER.match(text, v.end)  # "£55.80 (£62 − £6.20)": the working in brackets after it
        if after is None:
            return None
        expr = after.group(1)
    else:
        left = head[:eq.start()]
        starts = [m.end() for m in _EXPR_START.finditer(left)]
        at = starts[-1] if starts else 0
        while left.count(")", at) > left.count("(", at) and at > 0:  # "(£1,050 + £45) ÷ 10 =": back to its "("
            at = left.rfind("(", 0, at) if "(" in left[:at] else 0
        lead = _LEAD_OPERANDS.search(left, 0, at) if at > 0 and left[at:at + 1] == "(" else None
        if lead is not None:
            at = lead.start()  # "3 × (€1 + €7.50) =": the figures multiplying the bracket are the working's too
        while at > 0 and left[at:at + 1] == "(" and (joined := _GROUP_JOINED.search(left, 0, at)) is not None:
            opening = _opening(left, joined.start())  # "(60 × 22p) + (40 × 14p) =": the bracket before, joined to it
            if opening < 0:
                break
            at = opening
        glossed = _GLOSSED.search(left, 0, at) if lead is None and at > 0 and left[at:at + 1] == "(" else None
        close = _closing(left, at) if glossed is not None else -1
        expr = left[at:]
        if glossed is not None and close > 0 and _GLOSS_JOINED.match(left, close + 1) and \
                _gloss_counts(left[glossed.start():at], left[at + 1:close]):
            # "4 people (your wife + 3 children) × £750 =": the bracket right after a figure says what it counts
            # (its gloss, not an operand); the working starts at the figure
            expr = left[glossed.start():at] + " " * (close + 1 - at) + left[close + 1:]
            at = glossed.start()
            blanked = True
    from ..text.matching import extract_values

    vals = _fils_of_result([u for u in extract_values(expr) if u.amount is not None and u.kind in _SUMMABLE], v)
    j = len(vals) - 1  # the working is the last chain of figures joined by operators ("…charge, so £1,050 + £45 ÷ 10 =");
    # an "=" between two figures ends it: the figure before is an earlier step's result ("1 kg = 2 halves × 15 = 30")
    while j > 0 and "=" not in expr[vals[j - 1].end:vals[j].start] and not _CHAIN_BREAK.search(expr, vals[j - 1].end, vals[j].start) and (any(rx.search(expr[vals[j - 1].end:vals[j].start].replace("(", " ").replace(")", " ")) for rx, _ in _OPS)
                     or (j == 1 and len(vals) == 2 and vals[0].kind == "percent" and _OF.fullmatch(expr, vals[0].end, vals[1].start))):
        j -= 1
    if j > 0:
        cut = vals[j].start
        while cut > 0 and expr[cut - 1] in "( *_":
            cut -= 1
        expr = expr[cut:]
        vals = _fils_of_result([u for u in extract_values(expr) if u.amount is not None and u.kind in _SUMMABLE], v)
    if v.kind != "quantity" and len(vals) > 2:
        # "3 × 15-minute blocks × £20 = £60": a measure written as the adjective of the thing counted is its unit, not
        # a factor (3 blocks, each of 15 minutes, at £20 a block); a result in that measure keeps it ("2 × 15-minute
        # blocks = 30 minutes")
        vals = [u for k, u in enumerate(vals) if not (
            0 < k and u.kind == "quantity" and _MEASURE_ADJECTIVE.fullmatch(u.raw) and _NOUN_AFTER.match(expr, u.end)
            and re.search(r"×|\bx\b|\*|\btimes\b", expr[vals[k - 1].end:u.start]))]
    if len(vals) < 2:
        return None
    if _sized(expr, vals) and not _AREA.match(text, v.end) and not (v.unit or "").startswith("square"):
        return None  # "| 6m x 9m | 50 |", "a 10 ft × 12 ft room": a size, two lengths side by side, no working (its product
        # is an area, the result only of an area: "6m × 9m = 54 m²")
    tail = expr[vals[-1].end:]
    if any(rx.search(tail) for rx, _ in _OPS[:2]) or re.search(r"[+−]|\s-\s", tail):
        return None  # "£45 + £3 + the delivery fee": an operand in words, not checked as written
    if "(" in expr or ")" in expr:
        total = _bracketed(expr, vals)
        if total is None or v.kind == "percent" or any(u.kind == "percent" for u in vals):
            return None
        offset = at + cut if blanked else text.find(expr) if eq is None else text.rfind(expr, 0, v.start)
        return Working(total, [offset + u.start for u in vals] if offset >= 0 else [], [a for u in vals for a in _amounts(u)], vals)
    nums: list[float] = []
    errs: list[float] = []  # each operand's own rounding, when the working says it rounds (a whole number is exact)
    ops: list[str] = []
    for k, u in enumerate(vals):
        amounts = _amounts(u)
        nums.append(amounts[-1])  # as written ("3 weeks" is 3 in "3 weeks × £80")
        errs.append(_half_unit(u.raw) if rounded and "." in u.raw else 0.0)
        if k:
            gap = expr[vals[k - 1].end:u.start]
            op = next((o for rx, o in _OPS if rx.search(gap)), None)
            if op is None and len(vals) == 2 and vals[0].kind == "percent" and _OF.fullmatch(gap):
                op = "*"  # "2.5% of 300 =", "٢٫٥٪ من ٣٠٠ ="
            if op is None:
                return None
            if ops and ops[-1] == "*" and vals[k - 1].kind == "quantity" and _OPS[-1][0].search(gap):
                # "4 × half hour at £22": a measure multiplied, then priced, is the unit the price is of, not a factor
                nums.pop(-2)
                errs.pop(-2)
                ops.pop()
            ops.append(op)
    # × and ÷ first, then + and −; each term with how far its operands' rounding may carry it
    acc, err = [nums[0]], [errs[0]]
    pending: list[str] = []
    for op, n, e in zip(ops, nums[1:], errs[1:]):
        if op == "*":
            acc[-1], err[-1] = acc[-1] * n, abs(acc[-1]) * e + abs(n) * err[-1] + err[-1] * e
        elif op == "/":
            if abs(n) <= e or n == 0:
                return None
            acc[-1], err[-1] = acc[-1] / n, (err[-1] + abs(acc[-1] / n) * e) / (abs(n) - e)
        else:
            pending.append(op)
            acc.append(n)
            err.append(e)
    total = acc[0]
    for op, n in zip(pending, acc[1:]):
        total = total + n if op == "+" else total - n
    if len(vals) == 2 and ops == ["*"] and v.kind != "percent" and sum(u.kind == "percent" for u in vals) == 1:
        total = nums[0] * nums[1] / 100  # "5% × 650 = 32.5": a share of an amount, written out
    elif v.kind == "percent" and all(u.kind in ("percent", "number") for u in vals) and not any(
            op in "*/" and vals[k].kind == vals[k + 1].kind == "percent" for k, op in enumerate(ops)):
        pass  # "3 × 20% = 60%", "20% + 5% = 25%": percentage points counted or added, as written (never a share of a share)
    elif v.kind == "percent" or any(u.kind == "percent" for u in vals):
        return None  # "12.8% of £50 + 30p": the percentage's reading needs the words, left to the search
    offset = at + cut if blanked else text.find(expr) if eq is None else text.rfind(expr, 0, v.start)
    worked = Working(total, [offset + u.start for u in vals] if offset >= 0 else [], [a for u in vals for a in _amounts(u)],
                     vals, rounded, sum(err) if rounded else 0.0)
    if eq is not None and not blanked and offset >= 0 and len(vals) > 2 and not worked.gives(v):
        # "you'd pay £55 for the ticket plus 4 × £32 = £128 in lifts": a figure with its purpose, then "plus" and a working
        # whose "=" is its own — the equation of the terms after the join, when the whole does not give the value ("£180
        # for membership plus 10 × £38 = £560" gives it whole)
        k = next((k for k in range(len(vals) - 2, 0, -1) if _LABELLED_JOIN.fullmatch(expr, vals[k - 1].end, vals[k].start)), 0)
        if k:
            start = offset + vals[k].start
            return _expression(" " * start + text[start:], v, prices) or worked
    return worked


#: a window named without its figure ("still within the window"): the context's one window (.Ledger.window_misjudged)
_THE_WINDOW = re.compile(r"\b(?:within|inside)\s+(?:the|that|your|this)\s+(?:window|period|deadline|time\s+limit|limit|timeframe"
                         r"|time\s+frame)\b", re.I)
#: a judgement that the user's case is inside a window (.Ledger.window_misjudged), and one that it is not
_INSIDE = re.compile(r"\b(?:inside|within)\b", re.I)
_OUTSIDE = re.compile(r"\b(?:not|outside|beyond|past|missed|late|no\s+longer|over|exceed\w*|isn'?t|aren'?t|won'?t|can'?t|cannot|"
                      r"unless|if|before|until|by)\b|n't\b", re.I)
#: a rate's free allowance (.Ledger._grace_dropped), and working that takes something off
_GRACE = re.compile(r"\b(?:starts?|begins?|applies|appl(?:y|ies)|charged|kicks?\s+in)\s+(?:only\s+)?\d+\s*(?:minutes?|mins?|hours?|days?)\s+after\b"
                    r"|\bafter\s+the\s+first\s+\d+\s*(?:minutes?|mins?|hours?|days?)\b"
                    r"|\bfirst\s+\d+\s*(?:minutes?|mins?|hours?|days?)\s+(?:are\s+|is\s+)?free\b", re.I)
_PER_UNIT_AFTER = re.compile(r"\s*(?:\*\*|__)?\s*(?:per|an?|each|every)\s+(?:minute|min|hour|day|night|week)\b", re.I)
_TAKEN_OFF = re.compile(r"[−]|\s-\s|\b(?:minus|less|after\s+the\s+first|free|grace|chargeable|deduct\w*|subtract\w*)\b", re.I)
_INSIDE_BEFORE = re.compile(r"\b(?:inside|within)\s+(?:(?:the|your|that|this)\s+)?(?:\*\*|__)?$", re.I)
_DAY_PART = re.compile(r"\s+(morning|afternoon|evening|night)\b", re.I)
_PART_ENDS = {"morning": 12, "afternoon": 18}
_PART_STARTS = {"afternoon": 12, "evening": 18, "night": 18}
_JUDGED = re.compile(r"\b(?:so|that'?s|you'?re|you\s+are|still|which\s+means|it'?s|you'?ll\s+be)\b", re.I)
#: a share the context grants from a count ("Groups of 10 or more drivers get 10% off") (.Ledger._context_gates)
#: what it takes to reach an amount (.Ledger._share_base): "to reach the full $2,500", "to get the maximum", "to claim it all"
_REACH = re.compile(r"\b(?:to\s+(?:reach|get|claim|receive|qualify\s+for|hit|max\s+out|use\s+up)|the\s+(?:full|maximum|whole)|"
                    r"(?:would|will)\s+need\s+to\s+(?:spend|be|cost)|the\s+point\s+(?:where|at\s+which)|break[-\s]?even|equals?)\b", re.I)
#: a rounded result's words
_ROUNDED_WORDS = re.compile(r"\b(?:about|around|roughly|approximately|approx|at\s+least|just\s+(?:over|under)|nearly|almost)\b|~|≈", re.I)
#: a thing the context prices by its name ("Classic Afternoon Tea costs £14.50 per person", "The Deluxe Room is £180 a
#: night"): two to five capitalised words, then the price (.Ledger._named_step)
_NAMED_PRICE = re.compile(r"(?<![\w£$€])(?P<name>(?:(?:The|A|An)\s+)?[A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*){1,4})\s+"
                          r"(?:costs?|is|are|priced\s+at|starts?\s+at)\s+(?:from\s+|only\s+|just\s+)?[£$€]\s?(?P<amount>\d[\d,]*(?:\.\d{1,2})?)\b")
_CTX_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_GRANTED = re.compile(r"\b(?:off|discount\w*|reduction|saving|rebate)\b", re.I)
_PCT_FIGURE = re.compile(r"(\d+(?:\.\d+)?)\s*(?:%|per\s*cent\b|percent\b)", re.I)
_GATE = re.compile(r"\b(?:(?P<n1>\d{1,4})\s+or\s+more\s+(?P<w1>[a-z]+)|(?P<how>at\s+least|a\s+minimum\s+of|more\s+than|over)"
                   r"\s+(?P<n2>\d{1,4})\s+(?P<w2>[a-z]+))", re.I)
_GATE_NOT_COUNTS = frozenset(("of", "and", "or", "per", "a", "the", "in", "to", "for", "on", "at", "off", "percent", "pounds",
                              "dollars", "euros", "people's", "times"))
_COUNT_WORDS = {w: float(k) for k, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                                   "fourteen fifteen sixteen seventeen eighteen nineteen twenty".split())}

_COUNT_ALT = "|".join(_COUNT_WORDS)


#: the units of length a size is written in ("6m x 9m", "10 ft × 12 ft", "2 x 3 metres")
_LENGTHS = frozenset(("m", "mm", "cm", "km", "metre", "meter", "millimetre", "millimeter", "centimetre", "centimeter", "ft", "foot",
                      "feet", "inch", "in", "yard", "yd"))
_BY = re.compile(r"\s*(?:\*\*|__)?\s*(?:×|x|\*|by)\s*(?:\*\*|__)?\s*", re.I)
#: what follows an area ("54 m²", "54 sq m", "54 square metres")
_AREA = re.compile(r"\s*(?:m²|m2\b|ft²|sq\.?\s|square\b)", re.I)


_LENGTH_UNIT = r"(?:m|mm|cm|km|metres?|meters?|ft|foot|feet|inch(?:es)?|in|yards?|yd)"
#: a size written out: two lengths, the first one's unit perhaps left to the second ("6m x 9m", "2 by 3 metres")
_SIZE = re.compile(rf"(?<![\w.])\d+(?:\.\d+)?\s?(?:{_LENGTH_UNIT}\s?)?(?:×|x|X|by)\s?\d+(?:\.\d+)?\s?{_LENGTH_UNIT}(?![\w²])")


def _sized(expr: str, vals: list) -> bool:
    """The working multiplies a length by a length: a size ("6m x 9m", "2 x 3 metres": the first length's unit
    left to the second), whose product is only ever an area."""
    for a, b in zip(vals, vals[1:]):
        if _BY.fullmatch(expr, a.end, b.start) and b.kind == "quantity" and (b.unit or "") in _LENGTHS and (
                (a.kind == "quantity" and (a.unit or "") in _LENGTHS) or (a.kind == "number" and a.raw.strip().isdigit())):
            return True
    return False


def _count_of(word: str) -> float | None:
    """A count written in digits or as a word up to twenty ("8", "eight"), or None."""
    return float(word) if word.isdigit() else _COUNT_WORDS.get(word.lower())


#: working that goes on after a figure ("= €1 + 25 × €0.25"): the figure is an operand, not a result
#: the words after an addend up to its result behind an arrow or "=" ("9 أيام من ماي → 60", "9 days of May → 60")
_ARROW_RESULT = re.compile(r"(?:\s*(?:\*\*|__)?\s*[^\W\d_]+){0,3}\s*(?:\*\*|__)?\s*(?:→|⇒|=|->|=>)\s*(?:\*\*|__)?\s*")
_CHAIN_GOES_ON = re.compile(r"\s*(?:\*\*|__)?\s*(?:[a-z]+\s+){0,2}?(?:[×÷/+−]|\*\s|x\s|-\s|times\b|plus\b|minus\b|less\b)", re.I)

_PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2}


def _bracketed(expr: str, vals: list) -> float | None:
    """Working with brackets, as written ("(£1,050 + £45) ÷ 10"): tokens read from the gaps between
    the values, evaluated with the usual precedence (shunting-yard; linear in the tokens)."""
    toks: list = []
    pos = 0
    for k, u in enumerate(vals):
        gap = expr[pos:u.start]
        if k:
            op = next((o for rx, o in _OPS if rx.search(gap.replace("(", " ").replace(")", " "))), None)
            if op is None:
                return None
            toks += [")"] * gap.count(")") + [op] + ["("] * gap.count("(")
        else:
            toks += ["("] * gap.count("(")
        toks.append(_amounts(u)[-1])
        pos = u.end
    toks += [")"] * expr[pos:].count(")")
    out: list[float] = []
    stack: list[str] = []

    def apply() -> bool:
        op = stack.pop()
        if len(out) < 2 or op == "(":
            return False
        b, a = out.pop(), out.pop()
        if op == "/" and b == 0:
            return False
        out.append(a + b if op == "+" else a - b if op == "-" else a * b if op == "*" else a / b)
        return True

    for t in toks:
        if isinstance(t, float):
            out.append(t)
        elif t == "(":
            stack.append(t)
        elif t == ")":
            while stack and stack[-1] != "(":
                if not apply():
                    return None
            if not stack:
                return None
            stack.pop()
        else:
            while stack and stack[-1] != "(" and _PRECEDENCE[stack[-1]] >= _PRECEDENCE[t]:
                if not apply():
                    return None
            stack.append(t)
    while stack:
        if stack[-1] == "(" or not apply():
            return None
    return out[0] if len(out) == 1 else None


def _fils_of_result(vals: list, v) -> list:
    """THE FILS OF THE RESULT: a working read alone loses the text's dinar, so its fils are read as the dirham's
    hundredths (text.arabic.numbers.FILS); where the result is a dinar's ("5 × 500 فلس = 2.5 دينار", "20 م² × 500 فلس =
    10 دنانير") an operand in fils is that dinar's thousandth, as the whole text reads it."""
    from ..text.arabic.numbers import DIRHAMS, FILS_DINARS, is_fils

    if v.kind != "money" or v.unit not in FILS_DINARS or not any(u.unit in DIRHAMS and is_fils(u) for u in vals):
        return vals
    return [replace(u, amount=round(u.amount / 10, 6), unit=v.unit) if u.unit in DIRHAMS and is_fils(u) else u
            for u in vals]


def _restates_dual(text: str, start: int, end: int) -> bool:
    from ..text.arabic.numbers import restates_dual

    return restates_dual(text, start, end)


def _arabic_cell(text: str) -> bool:
    """An Arabic table row: its bare working cells are read against the context's prices (:func:`_cell_working`)."""
    if text.isascii() or "|" not in text:
        return False
    from ..text.arabic.normalise import has_arabic

    return has_arabic(text)


def _cell_working(cell: str, v, prices: frozenset = frozenset()) -> bool:
    """A table cell holds the working of the figure in the next cell: figures joined by an operator, one of them of
    the figure's kind where it is money ("2 × £63" for "£126"; not "1 × 12.5 kg bag" for "£22", nor a label
    "Family (2 adults + children under 18)" for "£720"). THE BARE PRICE IN A WORKING COLUMN: a cell of bare figures
    only ("| ٢ × ٧ | ١٢ ديناراً |", "| 2 × 7 | £12 |"), one of them a price the context states (``prices``), is the
    working too: the currency is the next cell's."""
    if not _CELL_WORKING.search(cell):
        return False
    if v.kind != "money":
        return True
    from ..text.matching import extract_values

    found = extract_values(cell)
    if any(u.kind == "money" for u in found):
        return True
    bare = [u.amount for u in found if u.kind == "number"]
    # (every bare figure the context's price but one, the count: "١٦٠ + (٢ × ٥٥)" for a price of 45 is no working of it)
    return bool(prices) and bool(found) and all((u.kind == "number" and not u.unit) or _people(u) for u in found) \
        and any(a in prices for a in bare) and sum(a not in prices for a in bare) <= 1


def _noun_one(word: str) -> str:
    """A noun's singular, irregular plurals too ("children": child)."""
    low = word.lower()
    return IRREGULAR.get(low) or _singular(low)


def _per_the_due_period(label: str, text: str) -> bool:
    """A row's rate label ("Loan fee (per term)") is per the period the total row below says it is paid for ("| **Paid at
    start of term** |"): the rate is that period's amount of the bill."""
    per = re.search(r"\bper\s+([a-z]+)", label, re.I)
    if per is None:
        return False
    due = _DUE_LABEL.match(_cells(text)[0]) if text.lstrip().startswith("|") and _cells(text) else None
    return due is not None and re.search(rf"\b{re.escape(per.group(1))}\b", due.group(0), re.I) is not None


def _a_kind_of(have: str, per: str) -> bool:
    """A count is of the thing a rate is per: "100 evening guests" at "£16 per head", "3 kids" at "£8 per child" (the
    count's noun, its last word, a kind of the per-unit: :data:`kinds.KINDS`; a head is a person)."""
    noun = have.rsplit(" ", 1)[-1] if have else ""
    per = "person" if per == "head" else per
    return bool(noun) and (noun == per or noun in KINDS.get(per, ()))


def _people(u) -> bool:
    """A count of people written in a working cell ("١٥ × ٤ أشخاص × ليلتين"): a factor, as a bare count is."""
    return u.kind == "quantity" and u.unit == "person"


#: THE PARTY SUM (_party_sum): the word that says what a list of people makes, just before the count
_PARTY_LINK = re.compile(r"(?:\bmakes?|\bis|\bare|=|\bcomes?\s+to|\bthat['’]s|\bgives?|\bmeans|\bso)[\s*_]*"
                         r"(?:(?:a\s+(?:group|party|team|total)\s+of|in\s+all|altogether)[\s*_]*)?$", re.I)
#: a person named without a count: one of the party ("your son", "you", "my partner")
_ONE_PERSON = re.compile(r"^(?:(?:your|my|his|her|our|their|the)\s+)?(?:you|yourself|me|myself|i|him|her|son|daughter|partner|wife"
                         r"|husband|child|kid|friend|mum|mom|dad|father|mother|brother|sister|grandparent|grandma|grandad"
                         r"|grandpa|nephew|niece|cousin|baby|toddler|boy|girl|fiancée?|boyfriend|girlfriend|carer|guest)"
                         r"(?:\s+\w+)?$", re.I)


def _party_sum(v, text: str) -> bool:
    """THE PARTY SUM: a count of people that is the sum of the party the sentence lists just before it ("Your son plus 7
    friends makes 8 players", "you, your partner and 3 children is 5 people"): each part a count written or one person
    named; a part that is neither is no party. Linear in the clause."""
    if v.kind not in ("quantity", "number") or not v.amount or v.amount > 60 or v.start < 0 or (v.unit or "") in _TIME_CANON:
        return False
    head = text[:v.start]
    link = _PARTY_LINK.search(head, max(0, v.start - 40))
    if link is None:
        return False
    cut = max(head.rfind(c, 0, link.start()) for c in ".;:!?(\n—–")
    clause = re.sub(r"[*_]", " ", head[cut + 1:link.start()]).strip()
    parts = [p.strip() for p in re.split(r"\+|,|\band\b|\bplus\b|\bwith\b", clause, flags=re.I) if p.strip()]
    if len(parts) < 2:
        return False
    total = _listed_total(parts, lambda p: _ONE_PERSON.match(p) is not None)
    return total is not None and _near(total, v.amount)


def _gloss_counts(figure: str, gloss: str) -> bool:
    """A bracket after a figure glosses it: a list of what it counts ("your wife + 3 children", "الزوجة + 3 أبناء") sums to
    it, a figure written for each part and 1 for a part named without one; a gloss that is no list is a description."""
    from ..text.matching import extract_values

    parts = [p for p in re.split(r"\+|,|،|\band\b|\s+و", gloss) if p.strip()]
    if len(parts) < 2:
        return True
    head = [u for u in extract_values(figure) if u.amount is not None]
    if not head:
        return False
    total = _listed_total(parts, lambda p: True)
    return total is not None and _near(total, head[0].amount or 0.0)


def _listed_total(parts: "list[str]", one: "Callable[[str], bool]") -> "float | None":
    """What a list of parts counts: each part's own figure, or 1 for a part ``one`` accepts as a single thing named
    without one; None where a part is neither (shared by :func:`_gloss_counts` and :func:`_party_sum`)."""
    from ..text.matching import extract_values

    total = 0.0
    for p in parts:
        got = [u.amount for u in extract_values(p) if u.amount is not None and u.kind in ("quantity", "number")]
        if got:
            total += got[0]
        elif one(p):
            total += 1
        else:
            return None
    return total


def _closing(text: str, opening: int) -> int:
    """Where the bracket opened at ``opening`` closes (-1 when it does not)."""
    depth = 0
    for j in range(opening, len(text)):
        if text[j] == "(":
            depth += 1
        elif text[j] == ")":
            depth -= 1
            if depth == 0:
                return j
    return -1


def _opening(text: str, close: int) -> int:
    """Where the bracket closed at ``close`` opens (-1 when it does not)."""
    depth = 0
    for j in range(close, -1, -1):
        if text[j] == ")":
            depth += 1
        elif text[j] == "(":
            depth -= 1
            if depth == 0:
                return j
    return -1


def _terms(text: str, worked: "Working") -> list[float]:
    """The values of the additive terms of written working, as written ("(60 × 22p) + (40 × 14p)": 13.2 and 5.6;
    "3 × £85 + £20": 255 and 20): the terms the next step of a chain restates ("= £13.20 + £5.60 = £18.80"). Linear
    in the working's figures; [] where its figures cannot be placed or a term holds a percentage."""
    ops = worked.operands
    if len(worked.at) != len(ops) or len(ops) < 2 or any(u.kind == "percent" for u in ops):
        return []
    from ..text.matching import extract_values

    out: list[float] = []
    first, depth = 0, 0
    for k in range(1, len(ops) + 1):
        if k < len(ops):
            gap = text[worked.at[k - 1] + (ops[k - 1].end - ops[k - 1].start):worked.at[k]]
            depth += gap.count("(") - gap.count(")")
            bare = gap.replace("(", " ").replace(")", " ")
            op = next((o for rx, o in _OPS if rx.search(bare)), None)
            if op is None or op not in "+-" or depth > 0:
                continue
        end = worked.at[k - 1] + (ops[k - 1].end - ops[k - 1].start)
        term = text[worked.at[first]:end]
        opened = term.count("(") - term.count(")")
        term = term + ")" * opened if opened > 0 else term  # "(60 × 22p": its bracket closes in the gap after it
        vals = [u for u in extract_values(term) if u.amount is not None and u.kind in _SUMMABLE]
        value = _amounts(vals[0])[-1] if len(vals) == 1 else _bracketed(term.lstrip("( ") if opened > 0 and term.count("(") > opened else term, vals) if vals else None
        if value is None:
            return []
        out.append(value)
        first = k
    return out if len(out) >= 2 else []


#: an Arabic word in the dual: the feminine -تان/-تين (never a plural) and -ان (a plural's -ين is left alone)
_DUAL = re.compile(r"[\u0621-\u064a\u064b-\u0652]{3,}(?:تان|تين|ان)(?![\u0621-\u064a])")
def _dual_noun(dual: str) -> str:
    """The (folded) singular of an Arabic dual: "حشوتان" حشوه, "التذكرتين" تذكره, "بالغان" بالغ; "" when too short."""
    from .lexicon import fold

    w = fold(dual)
    w = re.sub(r"^(?:و|ف)?(?:ب|ل|ك)?(?:ال)", "", w) if len(w) > 6 else w
    stem = w[:-3] + "ه" if w.endswith(("تان", "تين")) else w[:-2] if w.endswith("ان") else ""
    return stem if len(stem) >= 3 else ""


def _skeleton(word: str) -> str:
    """A folded Arabic word without its long vowels and final ه: a noun and its broken plural share it (تذكره, تذاكر: تذكر)."""
    return re.sub(r"[اويى]", "", word[:-1] if word.endswith("ه") else word)


#: a rate stated per person after a price ("للشخص البالغ", "لكل فرد", "per adult")
_PER_PERSON = re.compile(r"\W*(?:\S+\s+)?(?:للشخص|للفرد|لكل\s+(?:شخص|فرد)|عن\s+كل\s+(?:شخص|فرد)|per\s+(?:person|adult|head|guest)|للبالغ)", re.I)
#: a number of days said to lie ahead ("five days away", "in 5 days", "بعد خمسة أيام")
_SPAN_AFTER_DAY = re.compile(r"\b(?:away|later|from\s+now|in|after)\b|بعد|خلال", re.I)
#: a result's sign before a figure ("= $320", "→ £26.10", ": £400"), an alternative line ("(If you book a suite …)"),
#: and a line's label before its figure ("**Estimated onboard extras: $570**")
_RESULT_BEFORE = re.compile(r"(?:=|→|⇒|:)\s*(?:\*\*|__)?\s*$")
_ALTERNATIVE = re.compile(r"^\W*\(|^\W*(?:or|alternatively|if|otherwise)\b", re.I)
_LABEL_BEFORE = re.compile(r"^\W*([A-Za-z][\w\s'-]{2,60}?)\s*(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*$")


def _content_words(text: str) -> set[str]:
    """The words of a heading or label that name its subject (four letters or more, a plural's -s off)."""
    return {w[:-1] if w.endswith("s") else w for w in re.findall(r"[a-z]{4,}", text.lower())} - {"your", "with", "estimated",
                                                                                                  "approx", "approximate", "about", "total"}


#: a rate written with a slash after an amount ("£3/kg", "3 ريالات/كيلو", "2.5 ريال/عبوة")
_RATE_SLASH = re.compile(r"\s*/\s*[^\W\d_]")
#: a part of a sum split equally ("each instalment", "per payment", "بكل قسط"), and the parts counted after a figure
_PART_WORD = re.compile(r"\b(?:each|apiece|instal?ments?|payments?)\b|قسط|أقساط|دفعة|دفعات", re.I)
_PARTS_AFTER = re.compile(r"\s*(?:\*\*|__)?\s*(?:equal\s+)?(?:monthly\s+|termly\s+)?(?:instal?ments|payments|parts)\b|\s*(?:أقساط|دفعات)", re.I)

#: the units a rate may be per, by dimension: (the dimension's canonical unit, how many of it make one); time is kept
#: as the value grammar keeps it (minutes, days, months), the others in their smallest unit here
_MEASURES = {"minute": ("minute", 1.0), "min": ("minute", 1.0), "hour": ("minute", 60.0), "hr": ("minute", 60.0),
             "day": ("day", 1.0), "night": ("day", 1.0), "week": ("day", 7.0), "month": ("month", 1.0), "year": ("month", 12.0),
             "gram": ("gram", 1.0), "gramme": ("gram", 1.0), "g": ("gram", 1.0), "kilo": ("gram", 1000.0),
             "kilogram": ("gram", 1000.0), "kilogramme": ("gram", 1000.0), "kg": ("gram", 1000.0), "tonne": ("gram", 1e6),
             "millilitre": ("ml", 1.0), "milliliter": ("ml", 1.0), "ml": ("ml", 1.0), "litre": ("ml", 1000.0),
             "liter": ("ml", 1000.0), "l": ("ml", 1000.0),
             "metre": ("metre", 1.0), "meter": ("metre", 1.0), "m": ("metre", 1.0), "centimetre": ("metre", 0.01),
             "cm": ("metre", 0.01), "kilometre": ("metre", 1000.0), "kilometer": ("metre", 1000.0), "km": ("metre", 1000.0)}
_MEASURE_ALT = "|".join(sorted(_MEASURES, key=len, reverse=True))
#: what a rate is per, after its amount: "per gram", "an hour", "per 15 minutes", "/kg", "for every 2 hours"
_RATE_UNIT = re.compile(rf"\s*(?:\*\*|__)?\s*(?:per|a|an|each|every|for\s+every|for\s+each|/)\s*(?:(\d+(?:\.\d+)?)\s*|one\s+)?"
                        rf"({_MEASURE_ALT})(?:e?s)?\b", re.I)


def _rate_unit(text: str, end: int) -> "tuple[str, float] | None":
    """What the amount ending at ``end`` is a rate per, as (dimension, size in its canonical unit): "per 15 minutes"
    is ("minute", 15), "per kilo" ("gram", 1000); None if it is no rate."""
    m = _RATE_UNIT.match(text, end)
    if m is None:
        return None
    dim, factor = _MEASURES[m.group(2).lower()]
    return dim, factor * (float(m.group(1)) if m.group(1) else 1.0)


def _measure(u) -> "tuple[Any, tuple[str, float]] | None":
    """A quantity as (itself, (dimension, amount in the canonical unit)): "30-minute" (minute, 30), "2 kg" (gram, 2000)."""
    unit = (u.unit or "").lower()
    if unit in _TIME_CANON:
        return u, (unit, u.amount)
    hit = _MEASURES.get(unit) or _MEASURES.get(unit[:-1] if unit.endswith("s") else unit)
    if hit is None or hit[0] in _TIME_CANON:
        return None
    return u, (hit[0], u.amount * hit[1])


#: a header cell that is a rate's unit ("Per kg", "per tonne", "/kg")
_HEADER_PER = re.compile(r"^[\s*_]*(?:per\b|/)", re.I)
#: THE RATE LEAD: a sentence's lead that says what each amount after it is per ("prices this week, per tonne: copper
#: £5,900; lead £1,250"), up to the sentence's end
_RATE_LEAD = re.compile(rf"\b(?:per|each|a)\s+({_MEASURE_ALT})s?\b\s*(?:\)|\*\*|__)?\s*[:\u2014\u2013-]\s", re.I)
_SENTENCE_END = re.compile(r"[.!?](?=\s+[A-Z])|\n")


@lru_cache(maxsize=512)
def _rates(text: str) -> tuple:
    """The amounts of money ``text`` states per an amount of a measure: ((20.0, "minute", 15.0), (0.08, "gram", 1.0), …),
    each by the unit after it or by a lead that gives the unit of all the amounts after it in its sentence (:data:`_RATE_LEAD`)."""
    from ..text.matching import extract_values

    leads = [(m.end(), (m2.start() if (m2 := _SENTENCE_END.search(text, m.end())) else len(text)), _MEASURES[m.group(1).lower()])
             for m in _RATE_LEAD.finditer(text)] if ":" in text or "\u2014" in text or "\u2013" in text or " - " in text else []
    out = []
    for u in extract_values(text):
        if u.kind == "money" and u.amount and u.end >= 0:
            per = _rate_unit(text, u.end)
            if per is None:
                per = next((unit for start, end, unit in leads if start <= u.start < end), None)
            if per is not None and per[1] > 0:
                out.append((u.amount, per[0], per[1]))
    return tuple(out)


def _constants(text: str) -> list:
    """Conversion factors within a dimension the sentence's words name both ends of ("£4 a month
    (£48 a year)": 12): operands like the context's figures."""
    low = text.lower()
    out = []
    for k, (a, b, c, d) in _PERIOD_WORDS.items():
        if a != b and (a in low or c in low) and (b in low or d in low):  # (100 for a percentage: only written out)
            out.append((float(k), False))
    if _BOTH_WAYS.search(text):
        out.append((2.0, False))
    # the reader's party, counted in words ("£90 for you and your friend", "a pair would be £130": text.party)
    out += [(float(n), False) for n in party_counts(text) if (float(n), False) not in out]
    if not text.isascii():  # issue 24: the Arabic period words (text.arabic.behaviour.PERIODS)
        from ..text.arabic.behaviour import period_constants

        out += [(k, False) for k in period_constants(text)]
    return out


def _constant_operand(v, text: str) -> bool:
    """A calendar constant written as an operand of working whose sentence names one of its units
    ("£14,400 ÷ 52 a week", "£1,200 × 12"): a fact of the calendar, not of the sources."""
    if v.kind != "number" or not v.raw.isdigit() or v.start < 0:
        return False
    names = _PERIOD_WORDS.get(v.raw)
    if names is None:
        return False
    low = text.lower()
    if not any(w in low for w in names):
        return False
    return _OPERATOR_BEFORE.search(text, max(0, v.start - 14), v.start) is not None or \
        _OPERATOR_AFTER.match(text, v.end) is not None


#: the year a day without its year is counted in (a common year: spans between such days are the same in any)
_COMMON_YEAR = 2001
#: the year 29 February without its year is counted in (a leap year no text names)
_LEAP_STAND_IN = 4


#: a month named with its year ("2019-03")
_YEAR_MONTH = re.compile(r"\d{4}-\d\d")
#: a day of the month named by its ordinal alone, with its article: "the 1st", "the **12th**", "the 3rd of"
#: (never "the 2nd instalment", "the 5th floor": an ordinal before a noun counts that noun)
_DAY_ORDINAL = re.compile(r"\bthe\s+(?:\*\*|__)?([1-9]|[12]\d|3[01])(?:st|nd|rd|th)\b(?:\*\*|__)?(?!\s*(?!of\b)[a-z])", re.I)


#: a recurrence and how many times it happens: "six weekly sessions", "runs weekly", "every fortnight", "8 daily doses"
_RECURRENCE = re.compile(r"\b(?:(?P<n>\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+)?"
                         r"(?P<every>weekly|fortnightly|daily)\b|\bevery\s+(?P<unit>week|fortnight|day)\b", re.I)
_RECUR_DAYS = {"week": 7, "weekly": 7, "fortnight": 14, "fortnightly": 14, "day": 1, "daily": 1}
#: the most steps of a recurrence whose count the context does not give (a year of weeks)
MAX_RECURRENCE = 52


def _bare(d: date) -> bool:
    """``d`` is a day written without its year (counted in a stand-in year)."""
    return d.year in (_COMMON_YEAR, _LEAP_STAND_IN)


def _month_day(v) -> "tuple[int, int | None] | None":
    """A date value as (month, day), day None for a month named alone ("June", "2025-06"); None for a
    weekday, a span of years or anything else."""
    if v.kind != "date":
        return None
    unit = v.unit or ""
    if v.amount is not None:
        d = date.fromordinal(int(v.amount))
        return d.month, d.day
    if unit.startswith("--") and len(unit) == 7 and unit[2:4].isdigit() and unit[5:7].isdigit():
        return int(unit[2:4]), int(unit[5:7])
    if unit.startswith("--") and len(unit) == 4 and unit[2:4].isdigit():
        return int(unit[2:4]), None
    if len(unit) == 7 and unit[4] == "-" and unit[:4].isdigit() and unit[5:7].isdigit():
        return int(unit[5:7]), None
    return None


def _months_apart(values: list, months: float) -> bool:
    """``months`` is the span between two months named with their years one after the other ("from March 2019 to
    November 2025 = 6 years and 8 months", "من مارس 2019 إلى نوفمبر 2025 = 6 سنوات و8 أشهر"): dates without a day,
    so counted month to month, to the last month or through it, in either order. Consecutive pairs only (linear)."""
    named = [int(u.unit[:4]) * 12 + int(u.unit[5:7]) for u in values
             if u.kind == "date" and u.unit and _YEAR_MONTH.fullmatch(u.unit)][:MAX_SHOWN]
    return any((n := abs(q - p)) and months in (n, n + 1) for p, q in zip(named, named[1:]))


def _day_of(v) -> date | None:
    """The day a date value names: its own, or for a day without its year ("--09-01") that day of a common year."""
    if v.amount is not None:
        return date.fromordinal(int(v.amount))
    unit = v.unit or ""
    if unit.startswith("--") and len(unit) == 7:
        month, day = int(unit[2:4]), int(unit[5:7])
        try:
            return date(_LEAP_STAND_IN if (month, day) == (2, 29) else _COMMON_YEAR, month, day)
        except ValueError:
            return None
    return None


def _shared_year(a: date, b: date) -> tuple[date, date]:
    """A range whose one end is written without its year takes the other end's ("1 August to 20
    August 2025", "من ١ أغسطس حتى ٢٠ أغسطس ٢٠٢٥": both in 2025; "1 December to 15 January 2026": the
    start in 2025), so its length is counted within one calendar, never across the stand-in year."""
    if _bare(a) and _bare(b) and a.year != b.year:  # 29 February and another bare day: one leap year
        return a.replace(year=_LEAP_STAND_IN), b.replace(year=_LEAP_STAND_IN)
    if _bare(a) == _bare(b):
        return a, b
    try:
        if _bare(a):  # the start bare: on or before the end
            moved = a.replace(year=b.year)
            return (moved if moved <= b else a.replace(year=b.year - 1)), b
        moved = b.replace(year=a.year)  # the end bare: on or after the start
        return a, (moved if moved >= a else b.replace(year=a.year + 1))
    except ValueError:  # 29 February of a common year
        return a, b


#: THE ROUGH SPAN: the words just before a span that say it is rounded, and which way the true span lies from it —
#: ``near`` either side by half the written unit ("about", "roughly", "حوالي"), ``over`` above it by up to half ("just
#: over", "a little over"), ``under`` below it by up to half ("nearly", "almost", "just under"); a bare "over" ("over a
#: year, that adds up to …") is no rounding, and "more than", "less than", "within" or "under" state a rule's bound ("more
#: than 14 days before the session"), not a rounding of a span
_SPAN_ROUNDED = re.compile(
    r"(?:(?P<near>\b(?:about|around|roughly|approximately|approx\.?|some|close\s+to|more\s+or\s+less|give\s+or\s+take)"
    r"|حوالي|حوالى|نحو|قرابة|ما\s+يقارب|ما\s+يقرب\s+من|تقريبًا|تقريبا|[~≈])"
    r"|(?P<over>\b(?:just|a\s+(?:little|bit)|slightly)\s+(?:over|more\s+than)|\bjust\s+past)"
    r"|(?P<under>\b(?:nearly|almost|not\s+quite|(?:just|a\s+(?:little|bit)|slightly)\s+(?:under|less\s+than|short\s+of))))"
    r"\s*(?:\*\*|__)?\s*$", re.I)
#: the written unit of a span in days, by its word, when it is not a day ("five weeks" is 35 days in whole weeks)
_SPAN_UNIT_WORDS = (("fortnight", 14), ("week", 7), ("أسبوع", 7), ("اسبوع", 7), ("أسابيع", 7), ("اسابيع", 7))
_YEAR_SPAN_WORDS = ("year", "سنة", "سنوات", "سنتين", "سنتان", "عام", "أعوام", "عامين", "عامان")
#: a mean month and year in days, for a span said rough ("roughly nine months" of 271 days)
_MEAN_MONTH_DAYS = 365.2425 / 12


def _span_rounding(text: str, v) -> "str | None":
    """Which way a span is said rough (THE ROUGH SPAN): by the words just before it, or "تقريبًا" just after it."""
    if v.start < 0:
        return None
    m = _SPAN_ROUNDED.search(text, max(0, v.start - 24), v.start)
    if m is not None:
        return m.lastgroup
    if not text.isascii() and v.end >= 0 and re.match(r"\s*(?:\*\*|__)?\s*تقريب", text[v.end:v.end + 12]):
        return "near"
    return None


def _rough_span(a: date, b: date, v, way: str) -> bool:
    """THE ROUGH SPAN: the span from ``a`` to ``b`` (counted to the last day) is the figure ``v`` said rough ``way``,
    in the figure's written unit: within half of it (``near``), above or below it by up to half (``over``, ``under``)."""
    days = (b - a).days
    if days <= 0 or not v.amount:
        return False
    raw = v.raw.lower()
    if v.unit == "month":
        size = 12.0 if any(w in raw for w in _YEAR_SPAN_WORDS) else 1.0
        said, true = v.amount / size, days / (_MEAN_MONTH_DAYS * size)
    elif v.unit in ("day", "night"):
        size = next((n for w, n in _SPAN_UNIT_WORDS if w in raw), 1)
        said, true = v.amount / size, days / size
    else:
        return False
    if way == "near":
        return abs(true - said) <= 0.5
    if way == "over":
        return said < true <= said + 0.5
    return said - 0.5 <= true < said  # (under)


def _spans(a: date, b: date, amount: float, unit: str) -> bool:
    """``amount`` days or months is the span from ``a`` to ``b``, to the last day or through it."""
    if unit == "day":
        n = (b - a).days
        return n > 0 and amount in (n, n + 1)
    if amount != int(amount):
        return False
    for end in (b, b + timedelta(days=1)):
        months = (end.year - a.year) * 12 + end.month - a.month
        if end.day == a.day and months > 0 and months == amount:
            return True
    return False


def _hijri_stepped(base: int, months: int, days: int) -> tuple[int, ...]:
    """THE HIJRI STEP: the days ``months`` Hijri months (and ``days`` days) after and before the day ``base`` (an
    ordinal), the same day of the Hijri month (an Arabic answer counts "ستة أشهر هجرية" back from ١٥ ذو الحجة to
    ١٥ جمادى الآخرة, which Gregorian months miss by days); () outside the Umm al-Qura table."""
    d = date.fromordinal(base)
    if not 1937 <= d.year <= 2076 or not 0 < months <= 120:
        return ()
    from ..text.arabic.dates import gregorian_to_hijri, hijri_to_gregorian

    h = gregorian_to_hijri(d.isoformat())
    if h is None:
        return ()
    out = []
    for sign in (1, -1):
        y, m = divmod(h[0] * 12 + h[1] - 1 + sign * months, 12)
        g = hijri_to_gregorian(y, m + 1, h[2])
        if g is not None:
            out.append(g.toordinal() + sign * days)
    return tuple(out)


def _hijri_months(a: date, b: date, amount: float, unit: str) -> bool:
    """``amount`` months is the span from ``a`` to ``b`` in the Hijri calendar (an Arabic answer's
    "أربعة أشهر" between ١ جمادى الأولى and ١ رمضان; issue 24), to the same day of the month."""
    if unit != "month" or amount != int(amount) or a.year < 1937 or b.year > 2076:
        return False
    from ..text.arabic.dates import gregorian_to_hijri

    ha, hb = gregorian_to_hijri(a.isoformat()), gregorian_to_hijri(b.isoformat())
    if ha is None or hb is None or ha[2] != hb[2]:
        return False
    return (hb[0] - ha[0]) * 12 + hb[1] - ha[1] == amount > 0


_OF = re.compile(r"\s*(?:of|من)\s*", re.I)
_GROUPED = re.compile(r"\d[,\u066c]\d{3}")  # a thousands separator: "1,170" / "١٬١٧٠" is a sum, never a year
_WRITTEN = re.compile(r"\d[\d,]*(?:\.\d+)?([½¼¾⅓⅔⅛])?")


#: THE YEAR OF PAYMENTS: how many of a periodic thing make a year ("twelve monthly payments", "52 weekly instalments",
#: "four quarterly bills"), counted where the sentence names the year
_PER_YEAR = {"monthly": 12.0, "weekly": 52.0, "quarterly": 4.0, "fortnightly": 26.0}
_YEAR_NAMED = re.compile(r"\b(?:years?|yearly|annual|annually|annum|a\s+year|per\s+year|twelve\s+months|12\s+months)\b", re.I)


def _year_of_payments(v, text: str) -> bool:
    """A count of periodic things that is a year of them, in a sentence that names the year: a fact of the calendar."""
    adj = (v.unit or "").split(" ", 1)[0]
    return adj in _PER_YEAR and " " in (v.unit or "") and v.amount == _PER_YEAR[adj] and _YEAR_NAMED.search(text) is not None


#: THE RATE OF TWO COUNTS (.Ledger._per_unit): right after a count, the unit it is per ("two sessions per weekend")
_PER_THING_AFTER = re.compile(r"(?:\*\*|__)?\s*(?:per|a|an|each|every)\s+(?P<y>[a-z]{3,})\b", re.I)
#: THE GAP GRAMMAR's words (.Ledger._gap): right after a figure, a word saying the figure is the distance between two
#: ("5cm to spare", "one month over", "eight years below the upper limit", "four weeks ahead of that", "nine more")
_GAP_AFTER = re.compile(r"(?:\*\*|__)?\s*(?:more|fewer|less|older|younger|longer|shorter|later|earlier|higher|lower|heavier"
                        r"|lighter|taller|bigger|smaller|wider|narrower|over|under|below|above|beyond|past|ahead|behind|short"
                        r"|to\s+spare|to\s+go|left|remaining|extra|early|late|inside)\b", re.I)
#: or as the label before it ("Sessions remaining: **8**", "| Left to pay | 3 |")
_GAP_BEFORE = re.compile(r"\b(?:remaining|left|to\s+go|difference|outstanding|unused|still\s+to\s+(?:use|go|come|pay))\b"
                         r"(?:[\s*_]+[a-z]+){0,2}[\s*_]*(?:[:|=→-][\s*_]*)?$", re.I)  # ("**unused months:** 8")
#: and inside the figure's own words ("two extra months", "three more sessions")
_GAP_IN = re.compile(r"\b(?:extra|more|fewer|further|additional)\b", re.I)


def _gap_key(u) -> "tuple[str, float] | None":
    """A figure's dimension and amount for THE GAP GRAMMAR: a metric measure in its smallest unit, a duration in its
    canonical unit, another quantity by its unit word, a bare count or ordinal as itself; None for anything else."""
    if u.amount is None or not math.isfinite(u.amount):
        return None
    m = _metric(u)
    if m is not None:
        return "metric:" + m[0], m[1]
    if u.kind == "quantity" and u.unit in _TIME_CANON:
        return "time:" + u.unit, u.amount
    if u.kind == "quantity" and u.unit:
        return "unit:" + _unit_word(u), u.amount
    if u.kind == "number" and u.unit in (None, "ordinal"):
        return "number", u.amount
    return None


def _metric(v) -> "tuple[str, float] | None":
    """A metric quantity as (dimension, amount in its smallest unit), or None (text.matching.METRIC_UNITS)."""
    hit = METRIC_UNITS.get(v.unit or "") if v.amount is not None else None
    return None if hit is None else (hit[0], v.amount * hit[1])


def _amounts(v) -> list[float]:
    """A figure's amount, and for a duration also the number as written ("44 weeks": 308 and 44)."""
    out = [v.amount]
    if v.kind == "quantity" and v.unit in ("minute", "day", "month"):
        w = _written_number(v.raw)
        if w is None:  # in words: "six-week" (6), "two working weeks" (2)
            w = _number_word(re.split(r"[\s-]", v.raw.strip().lower(), maxsplit=1)[0])
        if not v.raw.isascii() and v.raw.strip().split()[:1] and v.raw.strip().split()[0] in _AR_DUALS:
            w = _AR_DUALS[v.raw.strip().split()[0]]  # an Arabic dual: "سنتين" (24 months: 2), "أسبوعين" (14 days: 2)
        if w is not None and w != v.amount:
            out.append(w)
    return out


_POINT_GROUP = re.compile(r"[\s*_]*([0-9٠-٩]{2,3})[.٫]([0-9٠-٩]{3})[\s*_]*$")


def _decimal_reading(v) -> float | None:
    """THE AMBIGUOUS POINT: a bare figure written with two or three digits, a point and three digits ("10.750") is
    read as thousands (text.arabic.normalise.thousands_points), but is also the decimal a dinar's three places write
    (10.75): the other reading, or None for any other figure. Only a total's check takes it (the items above it add up
    to it: "2.650 + 3.600 + 4.500" under a "(دينار)" column)."""
    m = _POINT_GROUP.match(v.raw) if v.amount is not None and "." in v.raw or "٫" in v.raw else None
    if m is None:
        return None
    whole, part = (int(g.translate(_INDIC)) for g in m.groups())
    if v.amount != whole * 1000 + part:
        return None
    return whole + part / 1000


_INDIC = str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789")


def _feast_day(v, text: str) -> bool:
    """A Hijri day-and-month named beside its feast (text.arabic.dates.feast_day): "عيد الفطر في ١ شوال"."""
    if not (v.unit or "").startswith("hijri:--"):
        return False
    from ..text.arabic.dates import feast_day

    return feast_day(text, v.start, v.unit)


def _part_counted(v) -> list[float]:
    """A result said in a currency's part alone, as the count written (text.arabic.numbers.part_count), or nothing."""
    if v.kind != "money" or v.raw.isascii():
        return []
    from ..text.arabic.numbers import part_count

    w = part_count(v)
    return [w] if w is not None and w != v.amount else []


_AR_DUALS = {"سنتين": 2.0, "سنتان": 2.0, "عامين": 2.0, "عامان": 2.0, "أسبوعين": 2.0, "أسبوعان": 2.0,
             "اسبوعين": 2.0, "اسبوعان": 2.0, "ساعتين": 2.0, "ساعتان": 2.0}  # the count of a dual duration


@lru_cache(maxsize=256)
def _rounding_step(step: str) -> float:
    """The step "to the nearest …" names, in the currency's unit: "5p" 0.05, "penny" 0.01, "£5" 5, "pound" 1."""
    step = step.lower().replace(" ", "")
    if step in ("penny", "cent"):
        return 0.01
    if step in ("pound", "dollar", "euro"):
        return 1.0
    digits = re.search(r"\d+", step)
    if digits is None:
        return 0.0
    n = float(digits.group(0))
    return n / 100 if re.search(r"\d(?:p|c|pence|cents?)$", step) else n


def _number_word(head: str) -> float | None:
    """The number a word names ("six": 6, "twelve": 12), or None."""
    if not head.isalpha():
        return None
    from ..text.matching import extract_values

    got = [u for u in extract_values(f"{head} things") if u.amount is not None]
    # (a share is no count: "half", "نصف" read alone are 50%, never the 50 of "half an hour")
    return got[0].amount if got and got[0].kind in ("number", "quantity") else None


#: a sentence that opens by adding a thing to the case ("So with a wetsuit, your two hours would be £36", "With the
#: cleaning fee, the total is …"): its price is added
_WITH_ADDED = re.compile(r"^\W*(?:so\s+|and\s+|but\s+)?with\s+(?:an?|the|your)\s+[\w-]+(?:\s+[\w-]+){0,2}\s*,", re.I)


#: a charge on top ("A second pet is $10 more per overnight")
_MORE = re.compile(r"\b(?:more|extra|on\s+top)\b", re.I)
#: a sentence that opens by giving the result of working the sentence before it shows ("Your second pet adds $10 per
#: overnight. So each night costs $95."; "… That makes $95 a night."): the working words of that sentence are its own
_RESULT_OPEN = re.compile(r"^\W*(?:so|thus|therefore|hence|altogether|overall|in\s+other\s+words"
                          r"|(?:that|this|which)(?:'s|\s+is|\s+makes?|\s+comes?\s+to|\s+brings?|\s+means|\s+gives?|\s+works?\s+out))\b", re.I)


def _ops(text: str) -> frozenset:
    """The operations the sentence's words signal."""
    out = {"%"}  # a percentage operand signals its own operation ("a 10% discount" on "£62" is £6.20)
    if _ADD.search(text) or _WITH_ADDED.match(text):
        out.add("+")
    if _SUB.search(text):
        out.add("-")
    if _MUL.search(text):
        out.add("*")
    if _DIV.search(text):
        out.add("/")
    if _PCT.search(text):
        out.add("%")
    if not text.isascii():  # issue 24: Arabic words of working (text.arabic.behaviour.WORKING)
        from ..text.arabic.behaviour import working_ops

        # (with no word of working, a supposition answered: "لو كان عمرك ٥٠ سنة، فأقصى مدة ٢٠ سنة": suppose.supposed_working)
        out.update(working_ops(text))
    return frozenset(out)


def _ordinal_range_counts(text: str) -> frozenset:
    from ..text.arabic.ordinals import ordinal_range_counts

    return ordinal_range_counts(text)


def _roughly_ar(text: str, v) -> bool:
    """An Arabic figure said to be rounded ("نحو ٦٫٧ ريال"، "14,667 دج للشخص تقريبًا": text.arabic.numbers.said_roughly)."""
    if text.isascii():
        return False
    from ..text.arabic.numbers import said_roughly

    return said_roughly(text, v)


def _span_roughly_ar(text: str, v) -> bool:
    """An Arabic period said to be rough ("يعني تقريباً **8 أسابيع**"، "نحو ثلاثة أشهر": text.arabic.numbers.span_said_roughly)."""
    if text.isascii():
        return False
    from ..text.arabic.numbers import span_said_roughly

    return span_said_roughly(text, v.start, v.end)


def _arabic_working(text: str) -> bool:
    from ..text.arabic.behaviour import shows_working

    return shows_working(text)


def _results(a: float, b: float, ops: frozenset) -> list[float]:
    out = []
    if "+" in ops:
        out.append(a + b)
    if "-" in ops:
        out += [a - b, b - a]
    if "*" in ops:
        out.append(a * b)
    if "%" in ops:
        out += [a * b / 100, a + a * b / 100, a - a * b / 100, b + a * b / 100, b - a * b / 100]
    if "/" in ops:
        if b:
            out.append(a / b)
        if a:
            out.append(b / a)
    return out


def _one(a: float, b: float, x: float, ops: frozenset, slack: float = 0.0) -> bool:
    if a in (0, 1) or b in (0, 1):
        return False  # ×1, +1: no working shown
    return any(_near(r, x) or abs(r - x) <= slack for r in _results(a, b, ops))


def _near(r: float, x: float) -> bool:
    return abs(r - x) <= max(0.005, 1e-6 * abs(x)) + 1e-9  # a half-penny either way rounds to the penny
