"""Abstention detection: does one sentence decline, or name a gap in what the system knows?

groundtest's notion of a refusal is about the *answer*, not the world. A sentence is a refusal
when it

- declines in the first person: "I can't help with that", "I'm unable to answer",
  "I must decline", "I don't know", "I do not have enough information", "I couldn't find …";
- states a gap in the sources: "the notes don't say …", "the documents don't mention …",
  "the context does not contain …", "there is no information about …", "not specified in the
  policy", "it isn't in the policy", "no details are given", "that information is not
  available";
- or says the question cannot be answered: "this cannot be determined from the context".

Negation about the world is an answer, not a refusal: "You do not need a receipt", "Refunds are
not available after 30 days", "Late fees don't apply to children's books", "We cannot refund
digital purchases", "The warranty doesn't cover water damage". Normative sources (policy,
rules, terms, contract) only make a gap with verbs of *saying* ("the policy doesn't say/mention
…"), since "the policy doesn't cover X" usually answers the question. Quoted or narrated
refusals ('"I cannot help," Alice said.', "For example: I cannot help.") are not refusals, and
neither is a first-person limit that goes on to answer or offer in the same sentence ("I cannot
access the internet, but I can explain the process", "We cannot confirm the exact date, but it
was approximately June"); a named gap stays a gap even then ("The notes don't say whether you
can renew online, but the loan period is 21 days" declines for the gap).

Text is normalised first (case, curly apostrophes, whitespace), and missing apostrophes are
accepted ("dont", "cant", "couldnt"). The default detector is one precompiled regex search per
sentence behind a cheap cue test.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from .analysis import RefusalDetector
from .matching import _trie
from . import _TRANS, normalize, split_sentences
from .memo import once
from .arabic import behaviour as _arabic, has_arabic

__all__ = ["PatternDetector", "PinnedDetector", "DEFAULT", "make_detector"]

# ------------------------------------------------------------------------------ vocabulary

_NT = r"(?:n'?t|\s+not)"
# Sources whose silence is a gap whatever the verb ("the notes don't cover it").
_INFO_SOURCES = frozenset("""
documents document docs doc notes note context contexts sources source passages passage excerpts excerpt
materials material texts text information info faq faqs manual handbook base articles article pages page
files file snippets snippet chunks chunk results references reference documentation corpus content
transcript transcripts provided supplied shared retrieved given attached uploaded
syllabus syllabi schedule schedules timetable timetables catalog catalogs catalogue catalogues brochure brochures
guide guides website websites site sites record records report reports memo memos notice notices letter letters
email emails message messages form forms invoice invoices receipt receipts statement statements listing listings
description descriptions specification specifications spec specs readme wiki calendar calendars agenda minutes
circular circulars bulletin bulletins newsletter newsletters announcement announcements post posts thread threads
""".split())
# Normative sources: "the policy doesn't cover X" usually answers; only verbs of saying make a gap.
_NORM_SOURCES = frozenset("""
policy policies rules rule guidelines guideline terms contract agreement regulations regulation section
sections print handbook data dataset list lists leaflet leaflets menu menus table tables sheet sheets
""".split())
_SOURCE_RE = "(?:" + "|".join(sorted(_INFO_SOURCES | _NORM_SOURCES, key=len, reverse=True)) + ")"
_DET = r"(?:(?:the|these|those|your|our|this|that|my|any|all|(?:any|none)\s+of\s+the)\s+)?+"
_ADJ = r"(?:[a-z][\w'-]*+\s+){0,2}?"
_ADV = r"(?:(?:explicitly|clearly|actually|specifically|directly|really|seem\s+to|appear\s+to|even|also|anywhere)\s+)?"
_SAY = (
    r"(?:say|mention|specify|state|address|discuss|describe|indicate|explain|detail|clarify|define|list"
    r"|spell\s+out|go\s+into|talk\s+about|touch\s+on|reference|note|make\s+clear|tell|answer|confirm|support|back\s+up"
    r"|give\s+(?:a|any|the)\s+[*_]*\w+)"
)
_HOLD = r"(?:cover|include|contain|provide|have|give|offer|show|hold|feature)"
_PARTICIPLE = (
    r"(?:mentioned|covered|specified|stated|provided|included|listed|given|addressed|described|found|detailed"
    r"|discussed|documented|indicated|explained|defined|contained|present|shown|available|spelled\s+out|clear)"
)
_INFO_NOUNS = frozenset("""
information info mention details detail data guidance indication reference specifics documentation answer
record word explanation description figure figures number numbers date dates time times price prices
amount amounts
""".split())
_INFO_NOUN = "(?:" + "|".join(sorted(_INFO_NOUNS, key=len, reverse=True)) + ")"
_ASSIST = (
    r"(?:help|assist|answer|respond|provide|share|disclose|reveal|divulge|give|find|locate|confirm|verify|tell|say"
    r"|comment|advise|discuss|comply|fulfil|fulfill|support\s+(?:that|this|your)|offer|access|look\s+up|see|check"
    r"|determine|do\s+that|do\s+this|continue|accept\s+(?:your|this|that)\s+request)"
)
# Verbs after "I can't" that are idioms, not declines: "I can't wait", "I cannot help but".
_NOT_A_DECLINE = (
    r"(?!help\s+but|wait|believe|imagine|overstate|overemphasi[sz]e|stress|emphasi[sz]e|thank|stop|resist"
    r"|agree\s+(?:more|with)|praise|forget|get\s+over|contain|put\s+it|say\s+enough|only\b"
    r"|(?:tell\s+you|explain|describe|express|say)\s+how\s+(?:much|happy|grateful|excited|glad|thankful|pleased|proud|effective|well|good|great|important)"
    r"|take\s+(?:credit|your\s+word)|(?:accept|endorse)\s+(?:this|that|the|these|how)\b(?!\s+(?:request|instruction|demand))"
    r"|refus|declin|reject|deny|denying|withh|hid|ignor)"
)

# ------------------------------------------------------------------------------ patterns
# Each family runs only when the sentence has one of its words, and each pattern starts with a
# literal, so sre's fast substring search does the scanning.

# At a source word: "documents don't mention", "notes do not say", "policy doesn't specify".
_SOURCE_GAP_AT = re.compile(
    rf"(?P<src>{_SOURCE_RE})(?:\s+(?:that\s+)?(?:i|we|you)\s+(?:have|had|was\s+given|were\s+given|received|got|can\s+see|gave\s+me|provided|shared))?"
    rf"\s+(?:(?:do|does|did|is|are|has|have|can|could|will|would){_NT}\s+{_ADV}"
    rf"(?:(?P<say>{_SAY})|{_HOLD})|(?:is|are)\s+silent)\b"
)
# Around a source word: "not mentioned in the notes", "nothing in the documents says",
# "beyond the scope of the context".
_SOURCE_GAP = re.compile(
    rf"""(?:not|n't|nowhere)\s+(?:(?:explicitly|clearly|specifically|directly|actually|anywhere)\s+)?(?:{_PARTICIPLE}\s+)?
           (?:anywhere\s+)?(?:in|within|by|among|from)\s+{_DET}{_ADJ}{_SOURCE_RE}\b
      | (?:nothing|none)\s+(?:of\s+)?(?:in\s+|within\s+|from\s+)?{_DET}{_ADJ}{_SOURCE_RE}\s+{_ADV}(?:{_SAY}|{_HOLD})s?\b
      | nothing\s+(?:about|on|regarding|concerning)\s+[^.;!?]{{1,60}}?\s+(?:in|within)\s+{_DET}{_ADJ}{_SOURCE_RE}\b
      | nothing\s+(?:in|within)\s+{_DET}{_ADJ}{_SOURCE_RE}\s+(?:about|on|regarding|concerning)\b
      | beyond\s+(?:the\s+scope\s+of\s+|what\s+){_DET}{_ADJ}{_SOURCE_RE}
      | outside\s+(?:of\s+)?(?:the\s+scope\s+of\s+|what\s+){_DET}{_ADJ}{_SOURCE_RE}""",
    re.X,
)
# A source named, then a pronoun for it that does not say: "the museum information I have tells me where
# the café is, but it doesn't give its closing time" (only verbs of saying: "they don't include a gym" may be
# the rooms). Searched from the source word on.
_PRONOUN_GAP = re.compile(
    rf"(?:,|;|\s[-\u2013\u2014]|\bbut|\band|\bthough|\balthough|\byet|\bhowever)\s+(?:it|they)\s+(?:do|does|did){_NT}\s+{_ADV}"
    rf"(?P<say>{_SAY})\b"
)
# "that information is not available", "there is no mention of", "no details are given".
_INFO_GAP = re.compile(
    rf"""(?:that|this|the|such|any|those|these)\s+(?:specific\s+|exact\s+|current\s+|relevant\s+)?{_INFO_NOUN}
           \s+(?:is|are|was|were){_NT}\s+(?:(?:explicitly|currently|publicly|directly)\s+)?{_PARTICIPLE}\b
      | there(?:'s|\s+is|\s+are|\s+was|\s+were)?(?:\s+no|n'?t\s+any|\s+not\s+any|\s+nothing|\s+little)\s+
           (?:(?:specific|explicit|further|additional|such|relevant|clear|direct|mention\s+or)\s+)*(?:{_INFO_NOUN}|mention)\b
      | no(?<![a-z]no)\s+(?:(?:specific|explicit|further|such|relevant|clear)\s+)*{_INFO_NOUN}\s+(?:is|are|was|were|has\s+been|have\s+been)\s+{_PARTICIPLE}\b""",
    re.X,
)
# What a first-person "I don't want to give you …" withholds ("a figure that might not suit", "a timescale").
_WITHHELD = (r"(?:figure|figures|number|answer|date|price|time|timescale|timeframe|estimate|amount|information|details?"
             r"|advice|guess|quote)")
# An adverb between the negated auxiliary and its verb: "I don't actually have any information", "I don't
# currently have their price list", "we don't yet know".
_HAVE_ADV = r"(?:(?:actually|currently|really|yet|personally|specifically|presently|unfortunately|at\s+the\s+moment)\s+)?"
# "I can't tell you how glad I am", "… how much we appreciate it": the idiom of feeling, not a gap ("I can't tell you
# how much perfume you can bring back", "… how long it lasts" are gaps): "how", at most "much"/"many" and two words,
# then the writer as subject, or what it "means to me".
_TELL_HOW_FEELING = r"\s+(?:you\s+)?how\s+(?:(?:much|many)\s+)?(?:[a-z'-]+\s+){0,3}(?:(?:i|we)\b|means?\s+to\s+(?:me|us)\b)"
# First person: "I don't know", "I couldn't find", "I can't help with that", "we are unable to answer".
# Matched at the start of a subject word (found by token), so no boundary test is needed.
_FIRST_AT = re.compile(
    rf"""(?P<know>
        (?:i|we)\s+(?:really\s+|honestly\s+|just\s+|simply\s+|still\s+)?(?:do|did){_NT}\s+{_HAVE_ADV}
            (?:know\b|see\s+(?:any|that|this|it|the|a|information|mention|anything)\b
              |have\s+(?:enough|sufficient|any|anything\s+(?:on|about|regarding|covering|for)|the|that|this|those|specific|access|information|details|data|context|visibility|an?\s+answer)\b)
      # the writer lacks someone's information: "I don't have Studio Nineteen's opening hours", "… Paws & Suds' price list"
      | i\s+(?:really\s+|just\s+)?(?:do|did){_NT}\s+{_HAVE_ADV}have\s+(?:[a-z0-9&.-]+\s+){{0,3}}?[a-z0-9&.-]+(?:'s|s')\s+[a-z]
      | (?:i|we)\s+have\s+no\s+(?:information|details|data|record|way|access|knowledge|idea|visibility|answer)\b
      | (?:i|we)\s+(?:found|find|could\s+find|see|saw)\s+(?:nothing\s+(?:about|on|regarding|concerning|relevant|related|specific|in)\b
            |no\s+(?:mention|information|details?|record|reference)\b)
      | (?:i'?m|i\s+am|we'?re|we\s+are)\s+not\s+(?:sure|certain|aware)\b(?!\s+(?:if\s+you|you|whether\s+you))
      | (?:i|we)\s+(?:can'?t|cannot|can\s+not|couldn'?t|could\s+not|was\s+unable\s+to|were\s+unable\s+to|wasn'?t\s+able\s+to|weren'?t\s+able\s+to
                   |haven'?t\s+been\s+able\s+to|have\s+not\s+been\s+able\s+to)\s+
            (?:seem\s+to\s+)?(?:find|locate|see|determine|confirm|verify|tell(?!{_TELL_HOW_FEELING})|answer|say|know|identify|access|look\s+up)\b
    )
    | (?P<decline>
        (?:i|(?:this|the)\s+(?:assistant|model|ai))
            (?:'m|\s+am|'ll|\s+will|\s+would|\s+is|'d)?\s*(?:(?:really|truly|unfortunately|honestly|afraid|sorry|just|simply|still|currently|therefore|also)\s+(?:that\s+)?(?:i\s+)?)*
            (?:(?:can'?t|cannot|can\s+not|couldn'?t|could\s+not|won'?t|will\s+not|be\s+unable\s+to|not\s+be\s+able\s+to
                 |(?:am\s+|'m\s+|is\s+)?(?:unable|not\s+able|not\s+in\s+a\s+position|not\s+permitted|not\s+allowed|not\s+authori[sz]ed
                    |not\s+supposed|not\s+going|not\s+programmed|programmed\s+not)\s+to
                 |(?:am\s+|'m\s+|is\s+)?(?:prohibited|forbidden)\s+from|(?:am\s+|'m\s+|is\s+)?not\s+capable\s+of
                 |(?:must|have\s+to|need\s+to)\s+refrain\s+from)
               (?:\s+(?:safely|responsibly|ethically|in\s+good\s+conscience|currently|really|actually|directly|personally|and\s+won'?t)|,\s+and\s+will\s+not,)*
               (?:\s+{_NOT_A_DECLINE}\w+|\s*[.!;]|\s*$)
             | (?:would\s+)?(?:prefer|rather)\s+not\b)
      | (?:we|we'?re|we\s+are)\s+(?:(?:really|truly|unfortunately|afraid|sorry|just|simply|currently)\s+)*
            (?:(?:can'?t|cannot|can\s+not|couldn'?t|could\s+not|won'?t|will\s+not|(?:are\s+)?(?:unable|not\s+able|not\s+in\s+a\s+position|not\s+permitted|not\s+allowed)\s+to)
                \s+(?:(?:safely|currently|directly)\s+)?{_ASSIST}\b
              |(?:are\s+)?(?:prohibited|forbidden)\s+from\s+(?!withh|hid|refus|declin|reject|ignor)\w+ing\b)
      | (?:i|we|(?:the|this)\s+(?:assistant|model))
            \s+(?:must|have\s+to|need\s+to|will\s+have\s+to|'ll\s+have\s+to|would\s+have\s+to|(?:am\s+|'m\s+)?going\s+to)?\s*(?:respectfully\s+|politely\s+)?
            (?:decline[sd]?|refuses?)\b(?!\s+to\s+(?:give\s+(?:up|in)\b(?!\s+the)|accept\s+defeat|(?:accept|endorse)\s+(?:this|that|the|these)\s+(?!request|instruction|demand)))
      | (?:i|we)(?:'ll|\s+will)?\s+(?:have\s+to\s+|must\s+)?(?:pass\s+on\s+(?:this|that)|say\s+no\b|turn\s+down\s+(?:that|this|your)\s+request)
      | (?:i|we)\s+(?:don'?t|do\s+not)\s+think\s+(?:i|we)\s+(?:can|could|should)\s+(?:help|assist|answer|provide)\b
      | (?:i|we)\s+(?:really\s+)?(?:don'?t|do\s+not|wouldn'?t|would\s+not)\s+want\s+you\s+to\s+(?:rely|depend|count)\s+on\s+
            (?:me|us|my\s+\w+|our\s+\w+|this|that|it|what\s+i\s+say)\b
      | (?:i|we)(?:\s+(?:really\s+)?(?:don'?t|do\s+not|wouldn'?t|would\s+not|won'?t|will\s+not)\s+(?:want\s+to|like\s+to)
                 |(?:'d|\s+would)\s+(?:really\s+)?hate\s+to)\s+
            (?:guess|speculate|risk\s+(?:giving|quoting|getting)|mislead\s+you
              |(?:give|quote|offer|provide|tell)\s+you\s+(?:a|an|any|the)\s+(?:\w+\s+)?{_WITHHELD}
              |(?:give|quote|offer|provide)\s+(?:a|an|any|the)\s+(?:\w+\s+)?{_WITHHELD})\b
    )""",
    re.X,
)
# The rest: "this cannot be determined", "not specified.", "not something I can do", "I am
# unable to …" without a subject, safety refusals ("goes against my guidelines").
_OTHER = re.compile(
    r"""(?P<gap>
        (?:cannot|can'?t|could\s+not|couldn'?t|is\s+not|isn'?t)\s+be(?:en)?\s+(?:answered|determined|confirmed|verified|found|inferred|established|worked\s+out)\b
      | not(?<![a-z]not)\s+(?:specified|mentioned|stated|documented|addressed|discussed|known|indicated|clear)\s*(?:[.!]|$|\s+(?:in|by|from|anywhere|here))
      | (?:nothing|none)\s+(?:is|are|was|were)\s+(?:listed|mentioned|said|given|stated|shown|specified)\b
      # nothing surfaced in the search, by any verb of appearing ("nothing came up in the documents I can see",
      # "nothing relevant turned up", "nothing has come back")
      | nothing\s+(?:(?:relevant|useful|related|specific|at\s+all)\s+)?(?:(?:has|have)\s+)?(?:c[ao]me\s+(?:back|up)|turned?\s+up
            |showed?\s+up|popped\s+up|appeared|matched|was\s+(?:found|returned|retrieved))\b
      | ^(?:but\s+)?nothing\s+(?:at\s+all\s+)?(?:about|on|regarding|concerning)(?:\s+[a-z'-]+){1,4}\s*[.!]?$
      # the sources' verb of saying, its subject the clause before ("The information covers the price … — but says
      # nothing about lending the ticket", "…, but mentions nothing on transfers")
      | ^(?:(?:but|and|though|however|yet)[,\s]+)?(?:it\s+|they\s+)?(?:says?|mentions?|covers?|gives?|contains?)\s+nothing
            \s+(?:at\s+all\s+)?(?:about|on|regarding|concerning|as\s+to|to\s+do\s+with)\b
      | (?:is|are|was|were)(?:n'?t|\s+not)\s+(?:mentioned|listed|specified|stated)\s*(?:[.!;,]|$|\s+(?:in|on|anywhere|at\s+all|there|here))
      # on none of the documents' lists ("Cardboard isn't on either list in the documents I have", "it's not in any of
      # the tables"): either or any list — not a list named ("isn't on the accepted list" says what the list says)
      | (?:is|are|was|were)(?:n'?t|\s+not)\s+(?:on|in)\s+(?:either|any)\s+(?:of\s+(?:the|their|those|these)\s+)?(?:lists?|tables?|sections?)\b
      | no\s+(?:[\w-]+\s+){0,2}(?:documents?|results?|sources?|files?|pages?|records?|passages?|matches)
            (?:\s+(?:about|on|for|regarding|concerning|covering|matching|mentioning|from|related\s+to|relating\s+to)\s+[^.;!?,]{1,60}?)?
            \s+(?:came\s+(?:back|up)|turned\s+up|showed\s+up|(?:was|were|(?:has|have)\s+been)\s+(?:found|returned|retrieved|provided|shared|supplied))\b
      # a pronoun for the sources, opening the sentence, that does not say (an indirect question after it):
      # "However, they don't say how long the list is", "It doesn't mention whether dogs are allowed"
      | ^(?:(?:however|but|though|unfortunately|sadly|that\s+said|still|and|what)[,\s]+)?(?:it|they)\s+(?:do|does|did)(?:n'?t|\s+not)\s+
            (?:(?:actually|explicitly|specifically|really|seem\s+to|appear\s+to)\s+)?(?:say|mention|specify|state|tell\s+(?:me|us|you)|explain|indicate|confirm)
            \s+(?:how|whether|what|when|where|which|who|if|why|anything\s+(?:about|on|regarding))\b
      # the retrieval itself came back empty: "the search didn't return any documents", "my search came back empty"
      | (?:the|my|our|this|that)\s+(?:document\s+|knowledge[\s-]base\s+)?(?:search|searches|lookup|look-up|retrieval|query)
            \s+(?:(?:didn'?t|did\s+not|doesn'?t|does\s+not|hasn'?t|has\s+not|couldn'?t|could\s+not|failed\s+to)\s+
                  (?:return|find|bring\s+up|turn\s+up|surface|retrieve|produce|pull\s+up|come\s+back\s+with)\s+(?:any|anything)\b
                |(?:came\s+back|was|returned)\s+(?:empty|nothing|no\s+(?:results?|documents?|matches))\b)
    )
    | (?P<decline>
        (?:not|n't)\s+something\s+(?:i|we)(?:'m|\s+am|'re|\s+are|\s+can|'ll|\s+will|\s+could)\b
      | (?:is(?<![\w']is)|would(?<![\w']would)\s+be|it(?<![\w']it)'?s)\s+(?:not\s+(?:appropriate|ethical|possible)|inappropriate|unethical)(?:\s+(?:or|and)\s+\w+)?\s+(?:for\s+me\s+)?to\s+(?:provide|help|give|share|assist|discuss|answer|do|write|create|offer)\b
      | (?:that|this|your)\s+(?:request|question)\s+(?:is\s+denied|violates|goes\s+against|is\s+not\s+(?:ethical|appropriate))\b
      | (?:goes\s+against|violates)\s+(?:my|our)\s+(?:\w+\s+)?(?:guidelines|policy|policies|programming|principles)\b
      | blocked\s+by\s+(?:our\s+)?content\s+filters?\b
      | unable\s+to\s+(?:answer|help|assist|find|provide|say|determine|confirm|locate)\b
      | (?:cannot|can'?t)\s+(?:answer|help|assist|find|provide|say|determine|confirm)\b
      | (?:sorry|apologies|apologi[sz]e)[,;]?\s+(?:but\s+)?(?:no\b(?!\s+(?:problem|worries|need))|not\s+possible|absolutely\s+not|definitely\s+no|that\s+won'?t\s+be\s+possible)
      | (?:that|this)\s+(?:would\s+not\s+be|wouldn'?t\s+be|is\s+not|isn'?t)\s+(?:appropriate|ethical|legal)\s*(?:[.!]|$|for\s+(?:me|this|us))
      | not\s+being\s+able\s+to\s+(?:help|assist|answer|provide)\b
      | (?:request|requested\s+\w+|(?:that|this|the)\s+information)\s+(?:cannot|can'?t|won'?t|will\s+not)\s+be\s+(?:fulfilled|accommodated|provided|shared|disclosed|given|answered)\b
      | prevents?\s+(?:me|us)\s+from\s+(?!withh|hid|refus|declin|reject|ignor)\w+ing\b
    )""",
    re.X,
)
# After a first-person decline: the sentence goes on to answer or to offer something instead.
_GOES_ON = re.compile(
    rf"""(?:,|;|\s)\s*(?:but|though|although|however|yet|instead)\b
      | ;\s*here\b | \bhere(?:'s|\s+is|\s+are)\b | \bbased\s+on\b(?!\s+{_DET}{_ADJ}{_SOURCE_RE}\b)""",
    re.X,
)
# "I cannot recommend this enough": praise, not a refusal.
_IDIOM = re.compile(r"\b(?:enough|more\s+(?:strongly|highly)|any\s+more|better\b[^.;]*?\bthan)\b")
# Quoted spans: a refusal inside quotes, with other words outside them, is mentioned, not made.
_QUOTED = re.compile(r"\"[^\"]*\"|(?<![a-z0-9])'.*?'(?![a-z0-9])")
_JSON_KEY = re.compile(r"\"\w+\"\s*:")
# Narrated or exemplified refusals.
_NARRATED = re.compile(
    r"""(?:,|\s-+)\s+(?:[\w.]+\s+){0,6}(?:said|says|replied|responded|answered|sighed|whispered|shouted|told\s+\w+)\b[^.!?]*[.!?]?$
      | (?:,|\s-+)\s+(?:\w+\s+)?(?:said|says|replied|responded|answered)\s+(?:the|a|an|[a-z]+)\b
      | ^(?:\w+\s+){0,4}(?:said|says|wrote|writes|replied|reads|read)\s*:
      | ^(?:for\s+example|for\s+instance|e\.g\.|i\.e\.|example|such\s+as)[,:]?\s
      | ^(?:user|human|customer|alice|bob|the\s+guard|guard|narrator|character)\s*:
    """,
    re.X,
)
_LEAD = re.compile(r"^(?:[\W_\d]*\s*)(?:(?:assistant|response|answer|ai|output)\s*:\s*)?")

# Word sets that gate the families (tokens are lower-case ASCII letters, digits and ').
_NEG_WORDS = """not no cannot none nothing nowhere never unable decline declines declined declining refuse
refuses refused sorry apologies apologise apologize unfortunately silent beyond outside denied violates
violate blocked prohibited forbidden refrain prevents prevent hate empty failed""".split()
_NT_WORDS = "don doesn didn isn aren wasn weren hasn haven hadn can couldn won wouldn shouldn mustn needn ain".split()
_CUES = frozenset(w.encode() for w in _NEG_WORDS) | frozenset(
    (w + t).encode() for w in _NT_WORDS for t in ("'t", "t")  # "don't", "dont"
)
_SOURCE_TOKENS = frozenset(w.encode() for w in _INFO_SOURCES | _NORM_SOURCES)
# Sources that, named, keep "I couldn't find X in the documents, but …" a gap.
_NAMED_SOURCE_TOKENS = frozenset(w.encode() for w in """documents document docs notes note context sources source
passages passage excerpts excerpt materials policy policies rules guidelines faq manual handbook documentation
snippets transcript transcripts""".split())
_INFO_TOKENS = frozenset(w.encode() for w in _INFO_NOUNS | {"there", "there's", "theres"})
_FIRST_TOKENS = frozenset(w.encode() for w in "i i'm im i've i'd i'll we we're were we've we'll assistant model ai".split())
_OTHER_TOKENS = frozenset(w.encode() for w in """be been specified mentioned stated documented addressed nothing none no
discussed known indicated clear something appropriate ethical possible inappropriate unethical request
question guidelines policy policies programming principles blocked unable cannot can't cant sorry apologies
apologize apologise legal request requested information prevents prevent being isn't isnt search searches
lookup look-up retrieval query it they""".split())
_NARRATION_TOKENS = frozenset(w.encode() for w in """said says replied replies responded answered told sighed
asked whispered shouted added explained muttered wrote writes reads read user human customer guard""".split())
_EXAMPLE_PREFIXES = ("for example", "for instance", "e.g.", "i.e.", "example", "such as")
_GOES_ON_TOKENS = frozenset(w.encode() for w in "but though although however yet instead here here's based".split())
_IDIOM_TOKENS = frozenset(w.encode() for w in "enough more better".split())
_TOKEN_BYTES = bytes(c if (97 <= c <= 122 or 48 <= c <= 57 or c == 39) else 32 for c in range(256))
#: a cue word as a whole token of the blanked text (" " + tokens + " "); a trie, so a failed match costs little
_CUE_AT = re.compile((" " + _trie(sorted(w.decode() for w in _CUES)) + "(?= )").encode())
_WS = re.compile(r"\s+")
_TRAILING = " .!?…:;,\"')]*_-"
#: a figure beyond a list number: a currency sign, a decimal or a second number
_FIGURE_LINE = re.compile(r"[£$€¥₹%]|\d[.,]\d|\d\D+\d")


def _prepare(sentence: str) -> tuple[str, list[bytes]]:
    """The normalised sentence and its word tokens (for the family gates)."""
    s = _normal(sentence)
    return s, s.encode("ascii", "replace").translate(_TOKEN_BYTES).split()


def _tokens(s: str) -> set[bytes]:
    """The word tokens of a normalised text (those :func:`_prepare` gives)."""
    return set(s.encode("ascii", "replace").translate(_TOKEN_BYTES).split())


def _normal(sentence: str) -> str:
    """The normalised sentence of :func:`_prepare`, without its tokens."""
    if sentence.isascii():
        s = sentence.lower()
        if "*" in s or "_" in s:
            s = _unemphasised(s)
        if "  " in s or "\n" in s or "\t" in s:
            s = _WS.sub(" ", s)
        return s.strip()
    return once(_normal_wide, sentence)  # (read once per check: .memo)


def _normal_wide(sentence: str) -> str:
    return _unemphasised(normalize(sentence))


#: markdown emphasis ("the documents **don't mention** it", "*not* listed", "__no information__"): the marks, not the words
_EMPHASIS = re.compile(r"\*+|(?<![a-z0-9])_+|_+(?![a-z0-9])")


def _unemphasised(s: str) -> str:
    """The text without markdown emphasis marks, so a bolded gap reads as one ("they **don't say** how long …")."""
    if "*" not in s and "_" not in s:
        return s
    return _EMPHASIS.sub("", s)


def _inside_quotes(s: str, pos: int) -> bool:
    """Whether ``pos`` lies inside a quotation that has other words outside it."""
    for q in _QUOTED.finditer(s):
        if q.start() <= pos < q.end():
            outside = _JSON_KEY.sub(" ", s[:q.start()] + " " + s[q.end():])  # {"answer": "…"} is not a quote
            return any(c.isalpha() for c in outside)
    return False


def _in_order(s: str, words: "set[bytes]") -> list[str]:
    """``words`` (tokens of ``s``) decoded, in the order of their first occurrence in ``s``."""
    firsts = ((_word_finder(w.decode()).search(s), w.decode()) for w in words)
    return [w for _, w in sorted((m.start(), w) for m, w in firsts if m is not None)]


def _find_refusal(s: str, words: set[bytes]) -> re.Match[str] | None:
    """The first refusal pattern in the normalised sentence ``s`` (with its word set), or None."""
    # (the words are tried in the order they first occur in the sentence, not the set's: a set's order changes with the
    # hash seed, and the first pattern found decides the kind — a verdict must not depend on PYTHONHASHSEED)
    if not words.isdisjoint(_SOURCE_TOKENS):
        for word in _in_order(s, words & _SOURCE_TOKENS):
            for hit in _word_finder(word).finditer(s):
                m = _SOURCE_GAP_AT.match(s, hit.start())
                if m is not None and m.group("src") == word and (word in _INFO_SOURCES or m.group("say")):
                    return m
        m = _SOURCE_GAP.search(s)
        if m is not None:
            return m
        hits = (_word_finder(w.decode()).search(s) for w in words & _SOURCE_TOKENS)
        m = _PRONOUN_GAP.search(s, min((h.start() for h in hits if h is not None), default=len(s)))
        if m is not None:
            return m
    if not words.isdisjoint(_INFO_TOKENS):
        m = _INFO_GAP.search(s)
        if m is not None:
            return m
    if not words.isdisjoint(_FIRST_TOKENS):
        for pos, word in sorted((hit.start(), w.decode()) for w in words & _FIRST_TOKENS
                                for hit in _word_finder(w.decode()).finditer(s)):
            if word in ("assistant", "model", "ai"):  # "the assistant cannot …"
                prev = s.rfind(" ", 0, pos - 1) + 1
                if s[prev:pos - 1] not in ("the", "this"):
                    continue
                pos = prev
            m = _FIRST_AT.match(s, pos)
            if m is not None:
                return m
    if not words.isdisjoint(_OTHER_TOKENS):
        return _OTHER.search(s)
    return None


_FINDERS: dict[str, re.Pattern[str]] = {}


def _word_finder(word: str) -> re.Pattern[str]:
    pattern = _FINDERS.get(word)
    if pattern is None:
        w = re.escape(word)
        pattern = _FINDERS[word] = re.compile(rf"{w}(?![a-z0-9'])(?<![a-z0-9']{w})")
    return pattern


class PatternDetector:
    """The default detector: common declines and gap statements, by pattern."""

    __slots__ = ()

    def cue_positions(self, text: str) -> list[int] | None:
        """Where ``text``'s refusal cue words start, from one tokenisation of the whole text (the
        tokens of :meth:`might_refuse`): empty when no sentence can be a refusal; None for a text
        whose normalisation changes its length ("ß" → "ss"), so each sentence is gated alone.
        A sentence without a cue word is never a refusal (:meth:`is_refusal` tests the same tokens
        first), so only the sentences holding these positions need the patterns."""
        if text.isascii():
            tb = text.lower().encode().translate(_TOKEN_BYTES)
        else:  # normalised as each sentence would be (quotes straightened, casefolded), if that moves nothing
            if has_arabic(text):  # Arabic refusals have their own table: gate each sentence (issue 24)
                return None
            low = text.translate(_TRANS).casefold()
            if len(low) != len(text):  # "ß" casefolds to "ss": offsets would move
                return None
            tb = low.encode("ascii", "replace").translate(_TOKEN_BYTES)
        # a token is a run between blanks: " word" before a blank, at the token's offset in text
        return [m.start() for m in _CUE_AT.finditer(b" " + tb + b" ")]

    def might_refuse(self, text: str) -> bool:
        """Cheap whole-text gate: False when no sentence of ``text`` can be a refusal."""
        if text.isascii():  # the tokens of _prepare: spacing is blanked by the translation anyway
            return not _CUES.isdisjoint(text.lower().encode().translate(_TOKEN_BYTES).split())
        return not _CUES.isdisjoint(_prepare(text)[1]) or (has_arabic(text) and _arabic.might_refuse(text))

    def is_refusal(self, sentence: str) -> bool:
        """Whether this one sentence declines or states a gap in the sources."""
        if sentence.isascii():  # the cue gate first, on _prepare's tokens (spacing does not change them)
            tokens = sentence.lower().encode().translate(_TOKEN_BYTES).split()
            if _CUES.isdisjoint(tokens):
                return False
            s = _normal(sentence)
        else:
            if has_arabic(sentence) and _arabic.is_refusal(sentence):  # issue 24
                return True
            s, tokens = _prepare(sentence)
            if _CUES.isdisjoint(tokens):
                return False
        words = set(tokens)
        m = _find_refusal(s, words)
        if m is None:
            return False
        if (not words.isdisjoint(_NARRATION_TOKENS) or s.startswith(_EXAMPLE_PREFIXES) or ":" in s[:24]) \
                and _NARRATED.search(s):
            return False
        if ('"' in s or "'" in s) and _inside_quotes(s, m.start()):
            return False
        kind = m.lastgroup
        if kind == "gap":
            return True
        goes_on = _GOES_ON.search(s, m.end()) if not words.isdisjoint(_GOES_ON_TOKENS) else None
        if goes_on is not None:
            # "I cannot access the internet, but I can explain": an offer, unless the gap names a source ("I couldn't
            # find it in the documents, but …"); a source named after the turn is the answer's ("I'm not sure, but
            # according to the documents it's £690")
            if kind == "decline" or _NAMED_SOURCE_TOKENS.isdisjoint(_tokens(s[:goes_on.start()])):
                return False
        if kind == "decline" and not words.isdisjoint(_IDIOM_TOKENS) and _IDIOM.search(s, m.end()):
            return False
        return True

    def is_filler(self, sentence: str) -> bool:
        """Whether this sentence is a pleasantry that states nothing ("Hope this helps!")."""
        if not sentence.isascii() and has_arabic(sentence) and _arabic.is_filler(sentence) and not _NEWS.search(sentence):  # issue 24
            return True
        return _is_filler(_normal(sentence))


#: a pleasantry that goes on to tell news ("نتمنى لقطتك رحلة آمنة، والخبر الحلو إن الفحص مجاني", "… and the good news is
#: that it's free"): the news is an assertion of the world, so the sentence is no filler
_NEWS = re.compile(r"(?:ال)?خبر\s+(?:ال)?(?:حلو|جميل|سار|السار|جيد|طيب|الحلو|الجميل|الجيد|الطيب)\s+(?:إن|ان|أن|انه|أنه|إنه|هو)"
                   r"|\bgood\s+news\s+is\b|\bthe\s+best\s+(?:part|bit|news)\s+is\b", re.I)


_FILLER = re.compile(
    r"""^(?:
        (?:i\s+)?hope\s+(?:this|that|it)\s+helps?(?:\s+[\w']+){0,3}
      | (?:is\s+there\s+)?anything\s+else(?:\s+i\s+can\s+(?:help|assist)(?:\s+you)?\s+with)?(?:\s+today)?
      | is\s+there\s+anything\s+else\s+(?:i\s+can|you\s+(?:need|want|would\s+like))(?:\s+[\w']+){0,6}
      | (?:please\s+)?(?:let\s+me\s+know|feel\s+free\s+to\s+(?:ask|reach\s+out|contact\s+\w+))(?:\s+[\w']+){0,12}
      | (?:please\s+)?(?:don'?t|do\s+not)\s+hesitate\s+to(?:\s+[\w']+){1,10}
      | (?:i'?m|i\s+am|we'?re)\s+(?:always\s+)?(?:happy|glad)\s+to\s+help(?:\s+[\w']+){0,4}
      | happy\s+to\s+help(?:[\s,]+[\w']+){0,12} | glad\s+(?:i\s+could|to)\s+help | you'?re\s+(?:very\s+)?welcome
      | (?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:always\s+|more\s+than\s+)?(?:happy|glad)\s+to\s+(?:help|assist|take\s+a\s+look|look\s+into\s+it|check)(?:[\s,]+[\w']+){0,12}
      | if\s+you\s+(?:can|could|'d\s+like|would\s+like|want|need|have\s+(?:any\s+)?(?:other|more|further|follow-up)\s+(?:questions|queries))\b[^.!?]{0,80}?,?\s+(?:i'?m|i\s+am|i\s+can|i'?d\s+be|i\s+would\s+be|we'?re|just)\s+(?:happy|glad|able)?\s*(?:to\s+)?(?:help|take\s+a\s+look|look|check|ask|let\s+me\s+know)[^.!?]{0,40}
      | (?:thanks|thank\s+you)(?:\s+(?:so|very)\s+much)?(?:\s+for\s+(?:asking|your\s+(?:question|patience|message)|reaching\s+out|contacting\s+us))?(?:\s+[\w']+)?
      | (?:great|good|excellent|interesting)\s+question | sure | certainly | of\s+course | absolutely | okay | ok | no\s+problem
      | (?:i'?m\s+|i\s+am\s+|we'?re\s+)?(?:so\s+|very\s+|really\s+)?sorry(?:\s+(?:about\s+that|for\s+the\s+(?:confusion|inconvenience|delay|wait)|to\s+hear\s+that))?
      | (?:my\s+)?apologies(?:\s+for\s+the\s+(?:confusion|inconvenience|delay|wait))? | i\s+apologi[sz]e(?:\s+for\s+the\s+(?:confusion|inconvenience|delay|wait))?
      | have\s+a\s+(?:great|good|nice|wonderful|lovely)\s+(?:day|one|evening|weekend)(?:\s+[\w']+)?
      | here(?:'s|\s+is|\s+are)\s+(?:what\s+i\s+found|the\s+(?:answer|information|details)|some\s+information)
      | good\s+luck | take\s+care | cheers | best\s+regards | regards
      | (?:it'?s|it\s+is|that'?s|that\s+is)\s+(?:a\s+)?(?:really\s+|very\s+)?(?:sensible|good|great|smart|wise)\s+(?:thing|question|idea|point)
        \s+to\s+(?:check|ask|confirm|raise|look\s+into)(?:\s+(?:before|first|beforehand|in\s+advance|before\s+you\s+(?:go|book|travel|visit)))?
    )\W*$""",
    re.X,
)


#: an invitation to return with more questions: "Please do come back if there's anything else I can look into for you", "Do
#: come back any time", "Feel free to pop back if anything else comes up" (a figure, a weekday or a scope word in it is a claim)
_COME_BACK = re.compile(
    r"""^(?:please\s+)?(?:do\s+|just\s+)?(?:feel\s+free\s+to\s+)?(?:come\s+back|pop\s+back|check\s+back|get\s+back\s+(?:in\s+touch|to\s+(?:me|us))
        |drop\s+(?:me|us)\s+a\s+(?:line|message|note)|ask\s+(?:me\s+)?again)(?:\s+(?:to\s+(?:me|us)|here|any\s*time|at\s+any\s+time))*
        (?:,?\s+(?:if|whenever|when)\s+(?:there'?s|there\s+is|you\s+(?:have|need|think\s+of|want)|anything|something)\b[^.!?]{0,80})?\W*$""",
    re.X,
)


#: how an offer is set beside a decline ("In the meantime, if you have other questions …", "For now, feel free to …")
_MEANTIME = re.compile(r"^(?:in\s+the\s+meantime|in\s+the\s+mean\s+time|meanwhile|for\s+now|until\s+then|otherwise|either\s+way),?\s+")


def _is_filler(s: str) -> bool:
    whole = s
    s = _LEAD.sub("", s, count=1).strip(_TRAILING)
    if s[:1] in "imfuoe":
        s = _MEANTIME.sub("", s, count=1)
    if not s:
        # only marks, emoji or list numbers; a line of working ("£1,322.50 − £264.50 = £1,085.00") states figures
        return not _FIGURE_LINE.search(whole)
    if _FILLER.match(s) is not None:
        return not s.startswith("if ") or _names_nothing(s)  # "If you can share the letter they post on Mondays, …"
    if _COME_BACK.match(s) is not None:
        return _names_nothing(s)  # "Please do come back if there's anything else I can look into" ("… on Monday" names a day)
    return offers_to_read(s)


# ------------------------------------------------------------------------------ offers to read
# An offer to read what the user holds: "If you have any of their price lists to hand, feel free to paste them
# and I'll help you make sense of them", "If you can share any brochure they've sent you, I'd be glad to go
# through it with you", "Feel free to paste their guidance here and I'll help you work out what applies". The
# documents it names are the user's own, offered to the assistant, not a claim about the organisation. The
# grammar's words are data (below); the form is: [if you HOLD|SHARE docs] [feel free to SHARE them] I-WILL READ.
_OFFER_HOLD = ("have", "have got", "'ve got", "got", "still have", "happen to have", "can find", "find", "get", "receive",
               "can get", "can dig out", "dig out", "can get hold of", "get hold of")
_OFFER_SHARE = ("share", "paste", "send", "forward", "upload", "attach", "copy", "post", "drop", "pass on")
_OFFER_READ = ("go through", "go over", "look at", "look over", "look through", "look for", "look up", "take a look", "have a look", "read",
               "read through", "check", "review", "make sense of", "work out", "figure out", "interpret", "explain",
               "understand", "decode", "compare", "pick out", "summarise", "summarize", "find", "help", "plan")
_OFFER_I = (r"(?:i'?ll|i\s+will|i\s+can|i\s+could|i'?d|i\s+would|i'?m|i\s+am|we'?ll|we\s+will|we\s+can|we'?d|we\s+would"
            r"|we'?re|we\s+are)")


def _alts(words: tuple[str, ...]) -> str:
    return "(?:" + "|".join(w.replace(" ", r"\s+") for w in sorted(words, key=len, reverse=True)) + ")"


#: what in the documents the offer reads ("the options", "the relevant part", "the key points")
_OFFER_THINGS = ("details", "figures", "numbers", "terms", "wording", "small print", "fine print", "options", "choices",
                 "prices", "part", "parts", "bit", "bits", "section", "sections", "points", "rules", "conditions",
                 "information", "info", "clause", "clauses", "lines", "page", "pages")
#: what the offer reads: the documents again ("them", "it"), a part of them ("the relevant part", "the options"),
#: or what they say ("what applies to you")
_OFFER_OBJECT = (rf"(?:\s+(?:you\s+)?(?:with\s+)?(?:them|it|that|this|those|these|(?:the|their|any)\s+"
                 rf"(?:(?:relevant|key|important|main|right|useful|different|available)\s+)?{_alts(_OFFER_THINGS)}"
                 # (what the writer will find in them, a noun phrase: "the last Sunday sailing", "your best option")
                 r"|(?:the|their|your)\s+(?:[a-z'-]+\s+){0,3}[a-z'-]+"
                 r"|(?:what|how|which|whether|if)\b[^.!?]{0,60}))?"
                 # (a list of what it reads: "the costs, dates and anything else you'd like to know"; a second thing set
                 # off by dashes: "the likely turnaround - and the cost -")
                 r"(?:(?:,\s+[a-z'-]+){1,4}(?=,?\s+(?:and|or)\s))?(?:,?\s+(?:and|or)\s+(?:anything|everything)\s+else\b[^.!?0-9]{0,50})?"
                 r"(?:\s+-+\s+and\s+(?:the|their|its)\s+[a-z'-]+\s+-+)?"
                 r"(?:\s+(?:with\s+you|for\s+you|for\s+your\s+[a-z'-]+|together|here|too|as\s+well))?")
#: ... and a second reading of them joined to the first ("go through them with you and find the relevant part")
_OFFER_WHAT = rf"{_OFFER_OBJECT}(?:,?\s+(?:and|to)\s+(?:help\s+(?:you\s+)?(?:to\s+)?)?{_alts(_OFFER_READ)}\b{_OFFER_OBJECT})?"
_OFFER_HELP = (rf"{_OFFER_I}\s+(?:be\s+)?(?:(?:very|really|more\s+than|always)\s+)?(?:(?:happily|gladly)\s+)?"
               rf"(?:(?:happy|glad|pleased)\s+)?(?:to\s+)?(?:help\s+(?:you\s+)?(?:to\s+)?)?{_alts(_OFFER_READ)}\b{_OFFER_WHAT}")
_OFFER_PASS = (rf"(?:(?:feel\s+free\s+to|please|just|do)\s+)?{_alts(_OFFER_SHARE)}\s+(?:(?:them|it|those|these|that|this)\s+)?"
               rf"(?:(?:here|over|below|in|with\s+me|in\s+the\s+chat)\s*)?")
_OFFER_TO_READ = re.compile(
    rf"""^(?:(?:and|so|but|or)\s+)?(?:
        if\s+you(?:\s+|(?=')|'d\s+like\s+to\s+)(?:(?:can|could|do|would\s+like\s+to|want\s+to|wish\s+to)\s+)?
            (?:{_alts(_OFFER_HOLD)}|{_alts(_OFFER_SHARE)})\b(?P<docs>[^.!?]{{1,140}}?)[\s,;:\u2013\u2014-]*
            (?:{_OFFER_PASS}[\s,;:\u2013\u2014-]*(?:and\s+)?)?{_OFFER_HELP}
      | (?:feel\s+free\s+to|please|just|do)\s+{_alts(_OFFER_SHARE)}\b(?P<docs2>[^.!?]{{1,140}}?)[\s,]*(?:and|,|-|\u2014)\s+{_OFFER_HELP}
      | {_OFFER_HELP}\s+if\s+you\s+(?:(?:can|could|want\s+to|'d\s+like\s+to)\s+)?{_alts(_OFFER_SHARE)}\b[^.!?]{{0,80}}
    )(?:\s*[\u2013\u2014-]+\s*and\s+(?:with\s+)?anything\s+else\b[^.!?0-9]{{0,70}}
      # (or the organisation asked instead: "- or the school itself will be able to confirm")
      | \s*[\u2013\u2014-]+\s*or\s+(?:(?:the|your)\s+)?[a-z'&-]+(?:\s+[a-z'&-]+){{0,3}}?(?:\s+(?:itself|themselves|directly))?
        \s*(?:will|'ll|would|'d|can|could|should)\s+(?:(?:be\s+able|be\s+happy)\s+to\s+)?(?:confirm|tell\s+you|advise|help)\b[^.!?0-9]{{0,50}}
    )?\W*$""",
    re.X,
)
#: words that make an offer to read a claim after all: a figure, a weekday, a scope ("the pack they send to
#: every member"), said of the organisation's documents ("today", the user's own day, is no claim)
_SCOPE_NOT = frozenset("noon midnight every always never only unlimited free".split())
#: a weekday that names the kind of thing looked for ("the last Sunday sailing", "their Saturday timetable"), not a
#: day the offer sets ("what to do before Monday")
_ATTRIBUTIVE_DAY = re.compile(r"\b(?<=the |eir |our )(?:[a-z'-]+\s+){0,2}?(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?=[a-z])")
_OFFER_NOT = frozenset(w + s for w in "monday tuesday wednesday thursday friday saturday sunday weekend weekday".split()
                       for s in ("", "s")) | _SCOPE_NOT


def offers_to_read(s: str) -> bool:
    """An offer to read documents the user may share (the normalised sentence ``s``): no claim, unless
    it names a figure, a weekday or a scope word (:data:`_OFFER_NOT`)."""
    if not s.startswith(("if", "feel", "please", "just", "do", "and", "so", "but", "or", "i", "we")):
        return False
    m = _OFFER_TO_READ.match(s)
    if m is None:
        return False
    # a weekday in what the writer offers to find in them is the thing looked for ("I'll happily find the last Sunday
    # sailing for you"), not a claim; in the documents' own part ("the Saturday list they send") it is one
    if m.group("docs") is None:
        return _names_nothing(s)
    end = m.end("docs")  # (what follows the documents: the offer and what it looks for)
    looked_for = _ATTRIBUTIVE_DAY.sub(" ", s[end:])  # (only a weekday naming the thing: "the last Sunday sailing")
    return _names_nothing(s[:end]) and _names_nothing(looked_for)


def _names_nothing(s: str) -> bool:
    """A conditional offer names no figure, weekday or scope word (:data:`_OFFER_NOT`)."""
    return _ASCII_DIGIT.search(s) is None and _OFFER_NOT.isdisjoint(_LETTERS.findall(s.replace("feel free", " ")))


_LETTERS = re.compile(r"[a-z]+")


_ASCII_DIGIT = re.compile(r"[0-9]")


def _pin_key(sentence: str) -> str:
    """Normalised form for pinned refusals: case, quotes, whitespace and end punctuation ignored."""
    return normalize(sentence).strip(_TRAILING + " ")


class PinnedDetector:
    """Refusals are exactly the pinned sentences (``--refusal TEXT``), after normalisation.

    A pinned refusal of several sentences ("I can't answer that. Please call the desk.") counts
    its first sentence as the refusal and the rest as pleasantries, since the response is split
    into sentences before detection. Pleasantries are otherwise those of the default detector.
    """

    __slots__ = ("_refusals", "_extra_fillers")

    def __init__(self, sentences: Sequence[str]) -> None:
        if isinstance(sentences, str):
            sentences = [sentences]
        refusals: set[str] = set()
        extra: set[str] = set()
        for text in sentences:
            parts = [p.text for p in split_sentences(text)] or [text]
            whole = _pin_key(text)
            if whole:
                refusals.add(whole)
            first = _pin_key(parts[0])
            if first:
                refusals.add(first)
            extra.update(k for k in (_pin_key(p) for p in parts[1:]) if k)
        self._refusals = frozenset(refusals)
        self._extra_fillers = frozenset(extra - refusals)

    def is_refusal(self, sentence: str) -> bool:
        return _pin_key(sentence) in self._refusals

    def is_filler(self, sentence: str) -> bool:
        return _pin_key(sentence) in self._extra_fillers or _is_filler(normalize(sentence))


DEFAULT = PatternDetector()


class AddedDetector:
    """The default detection plus wordings of the team's own (``--also-refusal``, ``refusals_extra``):
    a sentence that contains one (case, quotes, spacing and end punctuation ignored) is a refusal too."""

    __slots__ = ("_wordings",)

    def __init__(self, wordings: Sequence[str]) -> None:
        self._wordings = tuple(k for k in (_pin_key(w) for w in wordings) if k)

    def is_refusal(self, sentence: str) -> bool:
        if DEFAULT.is_refusal(sentence):
            return True
        key = _pin_key(sentence)
        return any(w in key for w in self._wordings)

    def is_filler(self, sentence: str) -> bool:
        return DEFAULT.is_filler(sentence)


def make_detector(pinned: Sequence[str] = (), extra: Sequence[str] = ()) -> RefusalDetector:
    """The detector for a run: the pinned sentences when given (``--refusal``), else the default;
    ``extra`` wordings (``--also-refusal``) are added to either."""
    if isinstance(pinned, str):
        pinned = [pinned]
    pinned = [p for p in pinned if p and p.strip()]
    extra = [e for e in ([extra] if isinstance(extra, str) else extra) if e and e.strip()]
    if pinned:
        return PinnedDetector(pinned + extra)
    return AddedDetector(extra) if extra else DEFAULT
