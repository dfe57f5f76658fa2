"""Scaffolding: the sentences and words of a chat answer that hold it together but state nothing.

Chat answers open with sympathy ("I'm sorry to hear you're in pain!"), close with wishes and
offers ("Have a great trip! ✈️", "Is there anything else I can help with?"), advise the user to
check with the organisation the documents come from ("I'd suggest checking with HubWorks
directly"), and reason between supported facts ("so a request at 60 days falls outside the
window"). None of that is a claim about the world; a *new detail* inside it is: a suggestion
that names a channel, person, place, time, fee or condition the file lacks ("you can also email
the HOD by Friday") is a claim.

Everything here is a word list read by a small function; the rules decide with it:

- :data:`SOCIAL`: the words of pleasantries, wishes, sympathy and offers;
- :data:`REASONING`: the words that join supported facts ("falls outside", "which puts you in
  the second band", "comes to", "in total"); they are no new content;
- :data:`DETAIL`: the words that make a suggestion a claim (channels, people, places, fees,
  conditions, deadlines);
- :func:`is_scaffolding`: a sentence (or clause) of social and advice words only, with no
  value, no capitalised name the context and question lack, and no detail word;
- the grammars of a chat answer's advice and remarks, each data read by a small function that
  asks :func:`names_nothing` for evidence of a new fact: advice to ask them (:data:`ASK_THEM`,
  :func:`asks_them`), to prepare for asking (:data:`PREPARE`, :func:`prepares_to_ask`), a remark
  on the user's situation (:data:`_REMARK`, :func:`remarks_on_the_user`), the lead-in of an
  advice list (:data:`ADVICE_LIST_LEAD`) and the stakes of a wrong answer (:data:`STAKES`).
"""
from __future__ import annotations

import re
from typing import Protocol

from ..text.emotive import (EVALUATIVE_EN, FEELINGS_EN, FOREIGN_WISHES, GENERIC_NOUNS_EN, INTERJECTIONS_EN,
                            PURPOSE_VERBS_EN, SYMPATHY_EN)
from .doc import words_of
from .lexicon import HEDGES, NONCONTENT, fold

#: words of pleasantries, sympathy, wishes and offers (folded)
SOCIAL = frozenset("""
sorry hear hearing pain painful hope hoping hopefully glad happy pleased delighted love lovely great good nice
wonderful fantastic brilliant awesome excellent exciting excited congratulations congrats welcome enjoy enjoying
enjoyed wish wishing wishes luck lucky best safe safely travels trip journey visit stay day days time soon better
feel feeling recovery speedy quick quickly well get gets seen smoothly fun luck goes going fingers crossed cheers
thanks thank thankful pleasure help helped helping helps assist assistance ask asking questions question anything else
further details detail know let reach hesitate need needs needed want like would glad further
more information info happy cover covers explore planning plan prepare prepared ready worry worries worried
stress stressful frustrating frustration understand understandable completely totally absolutely certainly
sure course definitely really truly appreciate appreciated patience sounds sound look looking forward great
productive relaxing restful memorable amazing lovely perfect ideal magical special treat celebrate celebration
occasion new home move moving first big step journey exam test result results luck you've got this
hi hello hey there dear rephrase something another correct correcting reply replied earlier confusion mistake mix misunderstanding
sensible thing smart idea
annoying nervous nerves aw oh ah wow timing decent important right hands starts somewhere giving go hear
""".split())

#: words that join or compare supported facts without stating anything new
REASONING = frozenset("""
falls fall falling outside inside within past beyond exceed exceeds exceeding qualify qualifies qualifying eligible
band bands bracket tier threshold cutoff allowance window windows comes works means therefore hence puts leaves
remaining difference combined already enough comfortably safely exactly precisely applies apply case situation
scenario example instance calculation breakdown equals worth mind track keeping request requests requested altogether
actually indeed saving savings compared comparison versus total totals potentially counting
""".split())

#: words that turn a suggestion into a claim: a channel, a person, a place, a fee, a condition, a deadline
DETAIL = frozenset("""
email emails emailing phone phoning call calling ring texting sms whatsapp chatbot app apps website online
portal forms posting letter fax branch branches counter desk office offices reception kiosk machine
hotline helpline transfer transfers bank cash card cheque paypal direct debit in-person
person manager supervisor registrar hod head team department officer advisor adviser agent staff nurse doctor
pharmacist receptionist coordinator administrator fee fees charge charges charged cost costs price prices free
refund refunds deposit fines penalty surcharge discount voucher credit unless complimentary
required mandatory appointment waiver exemption
id passport identification licence license certificate badge wristband voucher proof
floor floors level storey basement lobby entrance exit gate platform wing block building hall studio room rooms
parking garage lift elevator stairs reception locker lockers
monday tuesday wednesday thursday friday saturday sunday weekend weekday weekdays tomorrow tonight today morning
afternoon evening noon midnight mondays tuesdays wednesdays thursdays fridays saturdays sundays
""".split())

#: the ways to reach an organisation: a new one is a new fact wherever it is said ("the ClearView app")
CHANNELS = frozenset("""email emails emailing phone phoning call calling ring texting sms whatsapp chatbot app apps
website online portal hotline helpline""".split())

#: the words of a condition or a requirement: with new words they state a rule ("as long as it's
#: double-wrapped", "you'll need your photo ID to collect it", "provided you book first")
CONDITION = re.compile(r"\b(?:as\s+long\s+as|so\s+long\s+as|provided(?:\s+that)?|providing|only\s+if|unless|on\s+condition|"
                       r"must|need\s+to|needs\s+to|have\s+to|has\s+to|required|requires|mandatory|you'?ll\s+need|"
                       # a cap on a quantity ("any increase is capped at the rate of inflation", "can't exceed the deposit")
                       r"(?:is|are|be|been|being)\s+[*_]{0,2}(?:capped|limited|restricted)\s+(?:at|to)|(?:cannot|can['’]t|may\s+not|will\s+not|won['’]t)\s+[*_]{0,2}exceed)\b", re.I)
#: the same in Arabic (issue 24): on condition that, as long as, must, it is required — not "ما يجب" (what must be done,
#: asked about) nor a requirement denied ("لا يجب", "مش لازم"); read on text with Arabic only
AR_CONDITION = re.compile(r"(?<![\w])(?<!ما\s)(?<!لا\s)(?<!مش\s)(?<!مو\s)[وف]?(?:بشرط|شريطة|طالما|مادام|ما\s+دام|يجب|يلزم|لازم)(?![\w])")

#: the ways to reach or use an organisation, as nouns, with the words a context may use for the same
#: way: a claim naming one the context lacks names a new channel ("you can also pause it in the app")
CHANNEL_NOUNS: dict[str, frozenset[str]] = {w: frozenset(group) for group in (
    ("email", "emails", "e-mail", "emailing", "mail", "inbox"),
    ("app", "apps"),  # (not "application": a form one submits — "licence applications", "your application" — not an app)
    ("website", "online", "web", "site", "internet", "webpage", "portal", "account"),
    ("phone", "telephone", "hotline", "helpline", "phoning", "calls", "number", "line", "lines"),
    ("whatsapp",), ("chatbot", "chat", "livechat"), ("sms", "texts", "texting"),
) for w in group}

#: scope words: with new words they state a rule ("only in higher-risk areas", "free for all")
SCOPE = frozenset("all every free unlimited always never only".split())
#: "claim-free", "interest-free": the compound's own "free"; and the compounds "free" opens that name no price
#: ("free-range", "free-standing", "freehold", "free-form"): a kind of thing, not a fee waived
_FREE_OPENS = r"-(?:range|standing|flowing|form|lance|lancer|lancing|hold|holder|style|wheeling|spirited|falling|born)\b"
COMPOUND_FREE = re.compile(r"\w-free\b|(?<![\w-])free" + _FREE_OPENS, re.I)
_FREE = re.compile(r"(?<![\w-])free\b(?!" + _FREE_OPENS + ")", re.I)


def free_only_in_compounds(text: str) -> bool:
    """Every "free" of the text is a compound's own word ("claim-free", "interest-free"): no fee waived,
    no scope widened."""
    return COMPOUND_FREE.search(text) is not None and _FREE.search(text) is None

_ALLOWED = SOCIAL | REASONING | NONCONTENT
#: the words a user's choice is judged with ("Great choice!", "Good call", "Smart pick"): a pleasantry's head and, with
#: what was chosen, a set phrase (:data:`SET_PHRASES`, :data:`PLEASANTRY_HEAD`)
_JUDGED = r"(?:great|good|nice|lovely|excellent|brilliant|smart|wise|sensible)"
#: set phrases of offers whose words would otherwise read as details ("feel free to ask"), of caveats that the
#: figures may change ("as fees can change"), and of the answer's own source ("according to the documents I have")
SET_PHRASES = (
    r"feel\s+free", r"any\s+time", r"anytime", r"in\s+the\s+meantime",
    r"(?:as|since|because)\s+(?:prices|fees|rates|charges|costs|details|times|hours|timetables|terms|policies|things"
    r"|information|arrangements)\s+(?:can|may|might|do|sometimes|often)\s+(?:sometimes\s+|occasionally\s+)?change",
    # the stakes of a figure, as a topic ("Prices can make a big difference to your budget", "fees vary"): no fee said
    r"(?:prices|fees|rates|charges|costs|minimums|requirements)\s+(?:(?:can|may|might|do|often|really)\s+)?(?:vary|differ|change|matter"
    r"|make\s+a\s+(?:big|real|huge|significant)\s+difference)",
    r"(?:according\s+to|going\s+by|based\s+on)\s+(?:the|my)\s+(?:documents|information|notes|details|sources)"
    r"(?:\s+(?:i|we)\s+(?:have|was\s+given|were\s+given|can\s+see))?",
    # a judgement of the user's timing ("it's never too early to think about it") and the user's own thinking
    # ("if you think you'll need to cancel", "if you're unsure"): no scope word, no writer's guess
    r"never\s+too\s+(?:early|late|soon)", r"(?:if|when|whether|unless)\s+you\s+(?:think|believe|suppose|guess|expect)",
    # what the advice is for: no surprises ("so there are no surprises on the platform"; the place is the user's trip's)
    r"(?:so\s+(?:that\s+)?)?(?:there\s+are|there['’]?s|you\s+(?:have|get))\s+no\s+(?:nasty\s+|unexpected\s+)?surprises"
    r"(?:\s+(?:on|at)\s+the\s+[a-z]+)?",
    # everything on a topic, no scope of a claim ("they'll know all about the climb")
    r"all\s+about",
    # what is asked after, not said to be so ("confirm what's required before you apply", "ask what's needed")
    r"what(?:'s|\s+is|\s+are|\s+would\s+be|\s+will\s+be|\s+might\s+be)\s+(?:required|needed|necessary|involved|allowed|permitted"
    r"|expected|possible)",
    # the user's own booking, the time the advice is for ("check with them before booking an appointment")
    r"(?:before|when)\s+(?:you\s+)?(?:book|booking|make|making|arrange|arranging)\s+(?:an?|your)\s+(?:[a-z-]+\s+){0,2}appointment",
    # the manner of a payment or a delivery, no scope ("rather than paid all at once", "in one go", "all in one go")
    r"all\s+at\s+once", r"(?:all\s+)?in\s+one\s+go", r"all\s+in\s+one\s+(?:payment|instalment|lump(?:\s+sum)?)",
    # permission given to a person ("you're past it and free to end the lease", "she's free to leave"): no thing given
    # free (a thing "free to use", "free to members" is priced, and keeps its "free")
    r"(?:you(?:['’]re|\s+are|['’]ll\s+be|\s+will\s+be|['’]d\s+be|\s+would\s+be)|she(?:['’]s|\s+is)|he(?:['’]s|\s+is))"
    r"(?:\s+(?!free\b)[\w'’]+){0,4}?\s+free\s+to",
    # the user's choice judged ("Great team-building choice!", "Good call"): what was chosen is the user's
    # (not a day, a time or a scope word in it: "Great Saturday choice!" says when)
    rf"{_JUDGED}\s+(?:(?!(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b"
    r"|week(?:end|day)s?\b|morning|afternoon|evening|night|free\b|cheap|every\b|all\b|only\b)[a-z]+(?:-[a-z]+)?\s+)?(?:choice|call|pick)",
    # a decision judged, the call no phone call ("that's the right call", "your call", "a judgement call", "a close call")
    r"(?:the\s+)?(?:right|wrong)\s+call", r"(?:a\s+)?(?:judgement|judgment|tough|close|hard)\s+call", r"your\s+call(?!\s+(?:to|with|from))",
)
SET_PHRASE_RE = re.compile(r"(?=[faisbgnwuyhlecmprt])\b(?:" + "|".join(SET_PHRASES) + r")\b", re.I)
_DIGIT = re.compile(r"\d")
#: a question the writer asks (a wh-word first, marks and a heading's hashes aside; Arabic and its dialects'
#: question words) …
_WH_QUESTION = re.compile(r"^[\W_]*(?:why|what|how|when|where|which|who|لماذا|لم|ليش|ليه|علاش|علاه|شو|ايش|إيش|ماذا|وش|كيف|كيفاش"
                          r"|متى|امتى|إمتى|وين|فين|أين|هل)(?![\w'])", re.I)
#: … that ends in its question mark (marks and an emoji after it aside)
_ASKED = re.compile(r"[?\u061f][\W_]*$")
#: a suggestion to check with the organisation or one's own papers ("I'd suggest checking with
#: HubWorks directly", "it's best to confirm with the practice", "double-check your policy documents")
ADVICE = re.compile(  # (the look-ahead: the letters a match can start with; the same matches, faster)
    r"(?=[abcdgimrstvw])(?:\b(?:i'?d|i\s+would|i|we'?d|we)\s+(?:(?:strongly|also|really)\s+)?(?:suggest|recommend|advise|encourage)\b"
    r"|\b(?:it'?s|it\s+is|it\s+would\s+be|it\s+might\s+be|it\s+may\s+be)\s+(?:always\s+)?(?:best|wise|worth|a\s+good\s+(?:idea|thing\s+to)|sensible|advisable)\b"
    r"|\b(?:best|worth|wise)\s+(?:to\s+)?(?:check|checking|confirm|confirming|double-?check|asking|ask|contacting|contact)\b"
    r"|\b(?:double-?check|check|confirm|verify|contact|ask|speak\s+to|talk\s+to|get\s+in\s+touch\s+with)\b"
    r"[^.!?]{0,60}\b(?:directly|first|beforehand|to\s+be\s+sure|to\s+confirm|in\s+advance)\b"
    r"|\b(?:check|confirm|double-?check)\s+(?:with|your|the)\b"
    r"|\b(?:speak|talk)\s+(?:to|with)\s+(?:the|them|someone|a\s+member)\b"
    r"|\b(?:should|can|will|could|would|may)\s+(?:be\s+able\s+to\s+)?(?:confirm|tell\s+you|advise|help|clarify|let\s+you\s+know)\b"
    r"|\b(?:the\s+ones?|the\s+people|the\s+team|best\s+placed)\s+to\s+(?:ask|contact|confirm|speak\s+to|advise|help|recommend)\b"
    r"|\b(?:best|right)\s+(?:people|person|place|team|ones?)\s+to\s+(?:ask|check|confirm|contact)\b"
    r"|\bthe\s+place\s+to\s+(?:check|confirm|ask|look)\b)",
    re.I,
)
#: the ask-them form, as data: advice to ask the organisation (or the user's own people) about the question,
#: "I'd suggest asking the venue directly", "they'll be able to tell you about ceremony options", "Her teacher
#: will be best placed to advise on a routine", "SecureLet itself is the best place to confirm this". Who is to be
#: asked and about what are named, not claimed; a channel, a new person or place (:data:`DETAIL`), a time, a
#: scope word or a hedge in it is a claim after all (:func:`asks_them`).
ASK_LEADS = ("i'd rather you", "i would rather you", "i'd", "it's best to", "it's good to", "it's always good to", "it is good to",
             "it's always a good idea to", "it's always wise to", "it's always sensible to", "it is best to", "it would be best to", "it'd be best to", "it's worth", "it is worth",
             "it's really worth", "it is really worth", "it's definitely worth", "it's well worth", "it is well worth",
             "it would really be worth", "it'd be worth", "it's also worth",
             "it would be worth", "it might be worth", "it may be worth", "it's always worth", "it's a good idea to",
             "it would be a good idea to", "it's a good thing to", "it is a good thing to", "it's wise to", "it would be wise to", "it's sensible to",
             "the best option would be to", "the best option is to", "the best thing would be to", "your best bet is to",
             "your best bet would be to", "best to", "you could", "you may want to", "you might want to", "please",
             "do", "just")
ASK_VERBS = ("ask", "asking", "check with", "checking with", "check directly with", "checking directly with", "contact",
             "contacting", "speak to", "speaking to", "speak with", "speaking with", "talk to", "talking to",
             "confirm with", "confirming with", "double-check with", "get in touch with", "getting in touch with",
             "raise it with", "raising it with", "raise with", "raising with", "reach out to", "reaching out to", "check", "checking", "confirm",
             "find out from", "finding out from", "hear from", "hearing from",
             "confirming", "double-check", "double-checking")
TELL_VERBS = ("tell you", "confirm", "advise", "advise you", "let you know", "clarify", "explain", "help", "answer",
              "help you", "talk you through", "give you", "point you in the right direction", "point you the right way",
              "sort this out", "sort it out", "help you with this", "help with this", "help with that",
              # what they hold ("The centre should have the details", "they'll have that information")
              "have the details", "have those details", "have the information", "have that information", "have the answer",
              "have more details", "have full details", "have the full details")
#: what may follow who is asked (or whose own pages to look at: "the airline's own booking pages may show the
#: options"): what about ("about ceremony options"), what for ("to confirm their arrangements"),
#: when ("before you book"), or the thing to confirm ("the current amount")
ASK_TAILS = ("about", "on", "regarding", "re", "over", "whether", "if", "what", "which", "how", "when", "where",
             "for", "to confirm", "to check", "to find out", "to ask", "to make sure", "to be sure", "before", "once",
             "after", "as", "so", "while", "the", "this", "that", "it", "these", "those", "any", "your", "their", "its", "our",
             "his", "her", "with", "more",
             # the answer's caution, as the alternative the advice is preferred to ("than rely on a guess")
             "than rely on", "than relying on", "than risk", "than risking",
             # the answer they give, by how good it will be ("give you an accurate timescale", "a firm date")
             "an accurate", "an exact", "a firm", "a definite", "a definitive", "a precise", "a reliable", "an up-to-date",
             "a proper", "a clear")


def _alts(phrases: tuple[str, ...]) -> str:
    return "(?:" + "|".join(re.escape(p).replace(r"\ ", r"\s+").replace("'", "'?") for p in
                            sorted(phrases, key=len, reverse=True)) + ")"


#: the answer got from them: "getting the exact criteria from Cowley Car Club itself", "get confirmation from the school"
GET_VERBS = ("get", "getting", "obtain", "obtaining", "request", "requesting", "ask for", "asking for", "seek", "seeking")
GET_THINGS = ("criteria", "details", "information", "info", "answer", "answers", "rules", "terms", "confirmation", "figures",
              "policy", "guidance", "advice", "requirements", "facts", "picture", "position", "word", "breakdown",
              # the asked thing, pointed back to ("I'd rather you get it straight from the site")
              "it", "this", "that")
#: "I'd (strongly) suggest", "we recommend", "I would advise"
_I_SUGGEST = (r"(?:i'?d|i\s+would|i|we'?d|we\s+would|we)\s+(?:(?:strongly|also|really|always|definitely|gently|personally|honestly"
              r"|politely)\s+)?(?:suggest|recommend|advise)")
#: who is asked: a definite or possessive noun phrase, a pronoun, or a name (never "a coach": that one exists)
_PARTY = r"(?!(?:a|an|some|any|one|another)\b)[\w'&-]+(?:\s+(?!(?:will|'ll|should|can|could|would|may|might|is|are|'s|'re|'d|that|who|which|whom)\b)[\w'&-]+){0,6}?"
_ASK_TAIL = rf"(?:[\s,]+{_alts(ASK_TAILS)}\b[^.!?;:\u2013\u2014]*)?"
#: who is asked, described by the user's dealings with them rather than named: "the team that sent his appointment letter",
#: "the company your cat's chip is registered with", "whoever issued your ticket" (the relative clause holds the user or
#: theirs: "the team that runs the Saturday clinic" describes the organisation, and stays unread)
_REL = (r"(?:\s+(?:that|who|which)\s+(?:[\w'&-]+\s+){0,3}?(?:you|your|his|her|my)\b(?:\s+[\w'&-]+){0,4}?"
        # "the team that manages it", "whoever issued them": a verb on what was just named, nothing new said of it
        r"|\s+(?:that|who|which)\s+(?!(?:is|are|was|were|has|have|had)\b)[\w'-]+\s+(?:(?:after|over|for|up|out)\s+)?"
        r"(?:it|them|this|that|these|those)\b"  # ("the trust that looks after it")
        # (or the thing named after it: "the organisation that manages that stretch of canal")
        r"(?:\s+(?!(?:will|'ll|should|can|could|would|may|might|is|are)\b)[\w'-]+){0,3}"
        r"|\s+(?:you|your|his|her|my)\b(?:\s+[\w'&-]+){1,5}?)")
#: a condition the advice hangs on: the user's case ("if you're unsure what to bring,") or the answer's ("if it is,",
#: "if so,", "if not,")
_IF_SO = (r"(?:if|when|once)\s+(?:you|it|they|so|not|that|this)\b[^,.!?]{0,60},\s+"
          # an option the user asked about, not open to them ("If Saturdays aren't possible,", "If that day isn't available,")
          r"|if\s+(?:[\w'-]+\s+){1,3}?(?:isn't|aren't|is\s+not|are\s+not)\s+(?:possible|available|an\s+option|suitable|convenient),\s+")
#: what the advice is for, said first ("To avoid giving you the wrong answer,", "To be safe,", "Just to be sure,", "In the
#: meantime,") or the gap it follows from ("Because medicines aren't covered here,", "Since the documents don't say,"):
#: the answer's own caution, no claim
_WHY_ASK = (r"(?:(?:just\s+|so\s+)?to\s+(?:avoid|be\s+(?:safe|sure|certain|on\s+the\s+safe\s+side)|make\s+sure|get\s+(?:an?\s+|the\s+)?"
            r"(?:accurate|reliable|definite|correct|right|up-to-date|firm)|save\s+you)\b[^,.!?]{0,60},\s+"
            r"|(?:in\s+the\s+meantime|meanwhile|for\s+now|until\s+then|either\s+way|in\s+any\s+case|so|otherwise|failing\s+that),?\s+"
            # the answer's own caution, as the alternative it turns down ("Rather than guess,", "Instead of guessing,")
            r"|(?:rather\s+than|instead\s+of)\s+(?:guess(?:ing)?|speculat(?:e|ing)|assum(?:e|ing))(?:\s+(?:here|at\s+(?:it|this)))?"
            # (both: "Rather than guess and risk giving you the wrong answer,")
            r"(?:\s+and\s+risk(?:ing)?\s+(?:giv(?:e|ing)\s+you\s+|tell(?:ing)?\s+you\s+)?(?:the\s+|an?\s+)?"
            r"(?:wrong|incorrect|inaccurate|outdated|out-of-date|misleading)\s+(?:answer|information|info|details|figure|advice))?,?\s+"
            # … or as the risk it turns down ("Rather than risk giving you the wrong answer,", "To avoid giving you outdated
            # information,"), and the kind of rule the question is about ("As this is a safety rule,")
            r"|(?:rather\s+than|instead\s+of)\s+(?:risk(?:ing)?\s+)?(?:giv(?:e|ing)\s+you\s+|tell(?:ing)?\s+you\s+)?(?:the\s+|an?\s+)?"
            r"(?:wrong|incorrect|inaccurate|outdated|out-of-date|misleading)\s+(?:answer|information|info|details|figure|time|date|price|advice),?\s+"
            r"|(?:because|since|as)\s+(?:this|it|that)(?:['’]s|\s+is)\s+(?:an?\s+)?(?:safety|health|legal|medical|financial|money|insurance)"
            r"\s+(?:rule|matter|question|issue|thing|point|requirement),?\s+"
            r"|(?:because|since|as)\s+[^,.!?]{1,60}?\s+(?:(?:is|are)(?:n'?t|\s+not)\s+(?:covered|mentioned|listed|included|specified|addressed"
            r"|stated|given)(?:\s+(?:here|there|anywhere))?|(?:do|does)(?:n'?t|\s+not)\s+(?:say|mention|cover|specify|list|address))"
            r"[^,.!?]{0,40},\s+"
            # or how much getting it right matters ("Because it's important to get this right,", "As this matters,")
            r"|(?:because|since|as|given\s+that)\s+(?:it|this|that)(?:['’]s|\s+is)\s+(?:(?:really|so|very|quite|particularly)\s+)?"
            r"(?:important|essential|vital|crucial)\s+to\s+(?:get\s+(?:this|it|that)\s+right|be\s+(?:sure|certain|safe)|know\s+for\s+sure),\s+"
            r"|(?:because|since|as)\s+(?:it|this|that)\s+(?:really\s+)?matters,\s+"
            # or the kind of question it is ("Since it's a safety question,", "As this is a legal matter,")
            r"|(?:because|since|as)\s+(?:it|this|that)(?:['’]s|\s+is)\s+an?\s+(?:[\w-]+\s+){0,2}?(?:question|matter|issue|topic|point)"
            r"(?:\s+(?:for\s+you|for\s+your\s+[\w-]+))?,\s+)")
#: what makes the advice matter, said first and still read for details: the topic's stakes ("Because this is about your
#: pet's health,", "it's really important to get an accurate answer,", "Minimums can make a big difference to your
#: budget, so", "Since insurance requirements matter before you can start cooking,", "Since your booking is so soon,")
_STAKES_LEAD = (r"(?:(?:because|since|as|given\s+that)\s+)?(?:(?:this|it|that)(?:['’]s|\s+is)\s+(?:about|to\s+do\s+with|regarding)\s+"
                r"[^,.!?]{1,40}"
                r"|(?:it|this|that)(?:['’]s|\s+is)\s+(?:(?:really|so|very|particularly)\s+)?(?:important|essential|vital|crucial|key)\s+to\s+"
                r"(?:get|have|give\s+you)\s+(?:an?|the)\s+(?:accurate|reliable|right|correct|definite|firm|up-to-date|clear)\s+"
                r"(?:answer|figure|picture|information|details)"
                r"|(?:[\w'’-]+\s+){1,4}?(?:(?:really\s+)?matters?|can\s+(?:really\s+)?(?:make\s+a\s+(?:big|real|huge|significant)\s+difference"
                r"|vary|change|differ)|(?:is|are)\s+(?:so\s+|very\s+)?soon)\b[^,.!?]{0,40}),\s+(?:so\s+)?")
#: the question itself put as one to take to them ("This is definitely one to confirm with the test centre", "That's
#: something worth checking with the club", "It's a question to raise with your landlord")
_ONE_TO = (r"(?:this|that|it)(?:['’]s|\s+is|\s+would\s+be|\s+will\s+be)\s+(?:(?:definitely|probably|really|certainly|also|very\s+much)\s+)?"
           r"(?:one|something|a\s+(?:question|point|thing|detail|matter))\s+(?:to|worth)")
#: the advice as the best or safest course ("the safest option is to", "your surest bet would be to", "the best way to find
#: out is to")
_BEST_COURSE = (r"(?:the|your|my)\s+(?:safest|best|surest|most\s+reliable|quickest|simplest|easiest)\s+(?:next\s+)?(?:option|thing(?:\s+to\s+do)?"
                r"|bet|move|way(?:\s+to\s+(?:find\s+out|be\s+sure|know|check|get\s+an?\s+\w+\s+answer))?|route|course(?:\s+of\s+action)?"
                r"|approach|step)\s+(?:here\s+)?(?:is|would\s+be|will\s+be|'?s|'?d\s+be)\s+(?:probably\s+|just\s+|simply\s+)?to")
#: why they are the ones to ask, after the advice: "— they'll know exactly what goes in each box", "; they'd be able to
#: tell you for sure", "as they can confirm which applies" (its words are still read for details: a hedge, a figure, a
#: channel or a new detail in it is no reason but a claim)
_ASK_REASON = (r"(?:\s*[-\u2013\u2014;,]\s*|\s+(?:as|since|because)\s+)(?:they|he|she|the\s+[\w-]+(?:\s+[\w-]+)?)"
               r"(?:['’]ll|\s+will|\s+would|['’]d|\s+should|\s+can|\s+could)\s+(?:(?:be\s+able\s+to|definitely|certainly)\s+)?"
               r"(?:know|have|tell\s+you|confirm|say|advise(?:\s+you)?|explain(?:\s+(?:their|the|its)\s+(?:terms|rules|policy|options|process"
               r"|requirements|details))?)\b(?:\s+(?:exactly|for\s+sure|for\s+certain|precisely|definitely))?"
               r"(?:\s+(?:what|which|how|whether|if|when|where|who)\b[^.!?]*"
               # or the thing they will tell, as the advice's own tail ("they'll be able to tell you the current rents",
               # "they'll be able to confirm your allowance", "they'll know all about the climb")
               rf"|(?:\s+all)?{_ASK_TAIL})?")
#: a tip for when they are asked, after the advice: "— it may help to have your proof of purchase to hand when you do",
#: "and it's worth bringing your booking reference" (what the user holds; its words are still read for details)
_ASK_TIP = (r"(?:\s*[-\u2013\u2014;,]\s*|\s+and\s+|,\s+and\s+)(?:(?:it\s+(?:may|might|will|would|could)\s+(?:also\s+)?help\s+to"
            r"|it(?:['\u2019]s|\s+is)\s+(?:worth|useful|helpful|a\s+good\s+idea)(?:\s+to)?)\s+(?:have|bring|keep|take|having|bringing|keeping)\s+"
            r"[^.!?]*"
            # or a look at the user's own cover ("and you might also want to look at whether your own home insurance covers it")
            r"|you\s+(?:might|may|could)\s+(?:also\s+)?(?:want\s+to\s+)?(?:look\s+at|check|look\s+into)\s+(?:whether|if)\s+your\s+own\s+[^.!?]*)")
#: an offer after the advice, in the same sentence ("— would you like help with anything else in the meantime?")
_ASK_OFFER = (r"(?:\s*[-\u2013\u2014;,]\s*|\s+and\s+)(?:would\s+you\s+like|do\s+you\s+want|shall\s+i|can\s+i|is\s+there)"
              r"\s+[^.!?]*\??")
ASK_THEM = re.compile(
    rf"""^[\W_]*(?:(?:for|as\s+for|on)\s+[^,.!?]{{1,60}},\s+|{_IF_SO}|{_WHY_ASK}|{_STAKES_LEAD}){{0,3}}(?:
        (?:(?:{_I_SUGGEST}|{_BEST_COURSE}|{_ONE_TO}|{_alts(ASK_LEADS)})\s+)?(?:(?:strongly|also|really|always|probably|just)\s+)?(?:try\s+)?{_alts(ASK_VERBS)}
            (?:\s+(?:directly\s+)?(?:with\s+)?{_PARTY})?(?:\s+(?:directly|itself|themselves|yourself|first|beforehand|in\s+advance))?{_ASK_TAIL}
      | (?:(?:{_I_SUGGEST}|{_BEST_COURSE}|{_alts(ASK_LEADS)})\s+)?(?:(?:also|really|always|just)\s+)?{_alts(GET_VERBS)}\s+
            (?:(?:the|their|its|an?)\s+)?(?:[\w-]+\s+){{0,2}}?{_alts(GET_THINGS)}\s+(?:(?:directly|straight|first-hand)\s+)?from\s+{_PARTY}
            (?:\s+(?:directly|itself|themselves|first|beforehand|in\s+advance))?{_ASK_TAIL}
      | {_PARTY}(?:{_REL})?(?:\s+(?:itself|themselves|directly))?\s*(?:\s|'ll|'d)(?:will|should|can|could|would|may|might)?\s*
            (?:be\s+(?:able|happy|best\s+placed|well\s+placed|the\s+(?:best|right)\s+(?:people|person|ones?|team)|the\s+ones?)\s+to\s+)?
            {_alts(TELL_VERBS)}\b(?:\s+(?:exactly|precisely|for\s+(?:sure|certain)|definitively|definitely))?{_ASK_TAIL}
      | {_PARTY}\s+own\s+(?:[\w-]+\s+){{0,2}}?[\w-]+\s+(?:will|should|can|could|would|may|might)\s+(?:show|list|say|have|give|include|explain|
            {_alts(TELL_VERBS)})\b{_ASK_TAIL}
      | {_PARTY}(?:\s+(?:or|and)\s+{_PARTY})?(?:{_REL})?(?:\s+(?:itself|themselves))?\s*(?:\s(?:is|are|would\s+be|will\s+be)|'s|'re|'d\s+be|'ll\s+be)
            \s+the\s+(?:(?:best|right|most\s+reliable)\s+|(?=(?:people|person|ones?)\s+to\s+ask\b))
            (?:(?:place|people|person|team|ones?)\s+to\s+(?:ask|check|confirm|contact|find(?:\s+out)?|enquire
                |{_alts(GET_VERBS)}\s+
                (?:(?:the|their|its|an?|your)\s+)?(?:(?:accurate|exact|definite|definitive|proper|clear|reliable|firm|up-to-date|current|precise
                |full)\s+)?(?:quote|price|figure|{_alts(GET_THINGS)}))\b
            |(?:source|sources|place\s+to\s+look|point\s+of\s+contact)\b){_ASK_TAIL}
      | (?:the|your)\s+(?:best|right|most\s+reliable|surest)\s+(?:source|sources|place\s+to\s+(?:ask|check|look|find\s+out)
            |(?:people|person|team|ones?)\s+to\s+ask|point\s+of\s+contact)\s+(?:(?:here|for\s+this|for\s+that)\s+)?
            (?:is|are|will\s+be|would\s+be|'s|'d\s+be|'ll\s+be)\s+{_PARTY}(?:\s+(?:or|and)\s+{_PARTY})?(?:{_REL})?
    )(?:{_ASK_REASON})?(?:{_ASK_TIP})?(?:{_ASK_OFFER})?[\W_]*$""",
    re.I | re.X,
)


def asks_them(text: str, known: "_Words | None" = None) -> bool:
    """Advice to ask the organisation (:data:`ASK_THEM`) that names no channel, new person or place, time,
    scope word, hedge or figure of its own: who is asked and about what are words of the question or none
    of the file's details. A list's number before it is the list's ("1. Ask them directly …"). The grammar's own slot
    for who is asked, "the right person", "the best place", "the best people" (:data:`ROLE_SLOT`), names no one new."""
    text = unnumbered(text)
    if ASK_THEM.match(text) is None:
        return False
    lead = _WHY_LEAD.match(text)  # "Rather than guess, …": the answer's own caution, its words no detail of the world
    text = _described_party(_NOT_GUESSING.sub(" ", text[lead.end():] if lead else text))
    return names_nothing(_asked_after(_itself(_asked_thing(ROLE_SLOT.sub(" ", text)))), known, parties=True)


#: a question the advice asks after, embedded ("confirm how printing is charged", "tell you what permits are required",
#: "check whether a deposit is needed"): up to the clause's end
_EMBEDDED = re.compile(r"\b(?:what|which|how|whether)\b[^,.!?;:\u2013\u2014]*?"
                       r"(?=\s+(?:and|but|so|or|then)\s+(?:they|it|you|we|there|he|she|the)\b|[,.!?;:\u2013\u2014]|$)", re.I)


def _asked_after(text: str) -> str:
    """The advice with the predicate of a question it asks after blanked (:data:`_EMBEDDED`: "how printing is charged",
    "what permits are required" ask, they say no charge and no requirement): only a detail word right after a copula
    (:data:`_COPULAS`: "is", "are", "be", "gets" …) is the asked predicate; a figure, a channel, a place, a day or time, a scope word and a fee in the
    question stay read ("whether the £5 fee applies", "what he finds difficult at the front desk")."""
    low = text.lower()
    if "wh" not in low and "how" not in low:  # (a capitalised "What" as well: :data:`_EMBEDDED` ignores case)
        return text
    def drop(m: "re.Match[str]") -> str:
        out = m.group().split()
        for k in range(1, len(out)):
            w = fold(out[k].strip(".,;:!?'\"()"))
            if out[k - 1].lower() in _COPULAS and w in DETAIL and w not in _STILL_ASKED:
                out[k] = " "
        return " ".join(out)
    return _EMBEDDED.sub(drop, text)


_COPULAS = frozenset(("is", "are", "be", "was", "were", "being", "get", "gets"))


#: who is asked, described by the user's dealings with them: "the organisation that issues your licence", "whoever
#: sent your letter" — the relative clause up to the advice's verb (:data:`_REL`)
_DESCRIBED = re.compile(r"\b(?:that|who|which|whoever)\s+(?:[\w'&-]+\s+){0,3}?(?:you|your|his|her|my)\b(?:\s+[\w'&-]+){0,4}?"
                        r"(?=\s+(?:would|will|should|can|could|may|might|is|are)\b|['’](?:ll|d|s|re)\b)", re.I)


_STILL_READ = CHANNELS | HEDGES


def _described_party(text: str) -> str:
    """The advice with the words that describe who is asked by the user's dealings with them blanked ("the organisation
    that issues your licence would be the right people to confirm": the user's licence describes the party, it states no
    requirement); a figure, a channel or a hedge in that clause stays read ("the team that answers your emails")."""
    m = _DESCRIBED.search(text)
    if m is None:
        return text
    kept = " ".join(w for w in m.group().split() if any(c.isdigit() for c in w) or fold(w.strip(".,;:!?")) in _STILL_READ)
    return f"{text[:m.start()]} {kept} {text[m.end():]}"


#: the party asked as the organisation itself: one noun after "the"/"your", marked "directly", "itself" or "themselves"
#: ("checking with the studio directly", "ask the clinic itself", "check directly with the surgery"): the provider named
#: by its kind, no new place or person. Two words ("the front desk directly") or a channel ("call the helpline
#: directly") stay read.
_ITSELF = re.compile(r"\b(?:the|your)\s+([a-z]+)(?=\s+(?:directly|itself|themselves)\b)"
                     r"|\bdirectly\s+with\s+(?:the|your)\s+([a-z]+)(?=[\W_]*$|\s*[,;(\u2013\u2014]|\s+(?:who|which|that|to|about|for|before|first)\b)",
                     re.I)


def _itself(text: str) -> str:
    """The advice without the organisation asked by its kind (:data:`_ITSELF`)."""
    if "direct" not in text and "itself" not in text and "themselves" not in text:
        return text
    def drop(m: "re.Match[str]") -> str:
        k = 1 if m.group(1) else 2
        w = fold(m.group(k))
        return m.group(0) if w in CHANNELS or w in _WHEN else m.group(0)[:m.start(k) - m.start()]
    return _ITSELF.sub(drop, text)


#: the reason or caution the advice is led by (:data:`_WHY_ASK`)
_WHY_LEAD = re.compile(rf"^[\W_]*{_WHY_ASK}", re.I)


#: the slot of the ask-them form that says who is asked by their role in the advice ("they'd be the right person to ask",
#: "the company itself would be the best place to get a quote"): the party is named before it, the slot adds no one
ROLE_SLOT = re.compile(r"\bthe\s+(?:best|right|most\s+reliable)\s+(?:place|people|person|team|ones?)\s+(?=to\s)", re.I)


#: the slot of the ask-them form that says what they will give by how good it is: "the best source for the current fee",
#: "confirm the exact price", "give you the latest timetable" — the thing the question asks about, not a new one (a channel
#: or a time in the slot, "the current email", stays read; so does any figure after it)
ASKED_THING = re.compile(r"\b(?:the|their|its|an?)\s+(?:current|exact|latest|up-to-date|accurate|precise|definitive|correct"
                         r"|final|firm)\s+([a-z-]+(?:\s+(?:and|or|&)\s+(?:the\s+)?[a-z-]+)?)"
                         r"(?=[\W_]*$|\s*[,;(\u2013\u2014]|\s+(?:for|from|with|on|before|if|when|so|as)\b)",
                         re.I)


def _asked_thing(text: str) -> str:
    """The advice without the thing asked for by its quality (:data:`ASKED_THING`)."""
    def drop(m: "re.Match[str]") -> str:  # ("the current dates and prices": two things asked, each read)
        ws = [fold(w) for w in m.group(1).split() if w.lower() not in ("and", "or", "&", "the")]
        return m.group(0) if any(w in CHANNELS or w in _WHEN for w in ws) else " "
    return ASKED_THING.sub(drop, text)


#: a list's number a sentence opens with ("1. Ask them directly …", "2) It may help to …")
_LIST_NUMBER = re.compile(r"^[\W_]*\d{1,2}[.)]\s+(?=\D)")


def unnumbered(text: str) -> str:
    """The sentence without the number of the list item it opens ("2. It may help to …")."""
    return _LIST_NUMBER.sub("", text, count=1) if text[:4].lstrip(" *_([").startswith(tuple("0123456789")) else text


#: papers sent to the user (the detail words of :data:`DETAIL` that are documents, not ways of reaching them)
_PAPERS = frozenset(("letter", "letters"))


def names_nothing(text: str, known: "_Words | None" = None, *, parties: bool = False, names: bool = False) -> bool:
    """No evidence of a new fact in advice or a remark to the user: no figure but the question's (``known.said``),
    no hedge, no channel, no weekday or time of day, no wide scope word (all, every, free,
    unlimited), no detail word (:data:`DETAIL`: a person, place, fee, condition) the context and question lack —
    ``parties``: the generic ones asked (the team, the office) aside — and, with ``names``, no capitalised word
    they lack."""
    toks = words_of(SET_PHRASE_RE.sub(" ", text))
    said = getattr(known, "said", None)  # the question's own words (a figure must be the user's)
    # the user's own people and papers, who may be asked ("your housing officer", "your landlord's letting agent")
    held = _held(text) if parties and not _HOLDABLE.isdisjoint(toks) else frozenset()
    for k, w in enumerate(toks):
        if w in held:
            continue
        if parties and w in _PAPERS and k and said is not None and said(toks[k - 1]):
            continue  # "the clinic's appointment letter" for "my clinic appointment": the user's paper about their own thing
        if w in HEDGES:
            return False  # "ask them — they usually …": a guess beside the advice
        if w[:1].isdigit():
            if said is not None and said(w):
                continue  # "ask whether 11+ preparation is covered": the user's own figure
            return False  # a figure of its own ("ask about the 2-for-1 offer", "contact Room 210")
        if known is not None and w in known:
            continue
        if w in NONCONTENT:
            continue
        if w in DETAIL and w not in _CONTACT_VERBS and _after_subject(toks, k):
            continue  # "before you head over", "once they staff it": the word after a subject is its verb, no person or place
        if w in DETAIL and k and toks[k - 1] == "any" and w not in CHANNELS:
            continue  # "tell you about parking and any charges": what is asked about, whether there is one, asserts none
        if w in CHANNELS or w in _WIDE or w in _WHEN or (w in DETAIL and not (parties and w in ADVICE_WORDS)):
            return False
    return not (names and known is not None and _new_name(toks, text, known))  # "the Riverside Café": a name never given


#: detail words that, as verbs, are a way of reaching them ("when you call them", "once you email"): a channel still
_CONTACT_VERBS = frozenset("call ring phone email e-mail text fax sms message".split())
#: subject pronouns: the word after one (or after its contracted auxiliary, "you'll head") is its verb
_SUBJECTS = frozenset(("you", "we", "they", "i"))


def _after_subject(toks: list[str], k: int) -> bool:
    """The ``k``-th word follows a subject pronoun, directly or after its contraction ("you head", "you'll head")."""
    if k and toks[k - 1] in _SUBJECTS:
        return True
    return k > 1 and toks[k - 1] in ("ll", "d") and toks[k - 2] in _SUBJECTS


# ------------------------------------------------------------------------------ advice to prepare for asking them
#: advice on what to have ready or say when the user asks them ("It may help to have your membership details to
#: hand when you ask", "Have your image file ready", "mention your child's specific needs, so they can tell you what
#: would suit", "keep a note of what they tell you"): the user's own things and needs, no claim about the
#: organisation — unless it names a channel, a figure, a day, a fee, a document the organisation requires (an ID, a
#: card: :data:`DETAIL`), a scope word or a hedge (:func:`prepares_to_ask`). The grammar's words are data:
PREP_LEADS = ASK_LEADS + ("it may help to", "it might help to", "it could help to", "it would help to", "it can help to",
                          "it helps to", "it'd help to", "it's helpful to", "it is helpful to", "it would be helpful to",
                          "it might be helpful to", "it may be helpful to", "remember to", "don't forget to",
                          "make sure you", "make sure to", "be sure to", "try to", "you'll want to", "you may wish to")
#: having one's things ready: "have your details to hand"
PREP_HOLD = ("have", "keep", "get", "bring up", "dig out", "find")
PREP_READY = ("to hand", "ready", "handy", "on hand", "at hand", "nearby", "with you", "in front of you", "close by",
              "close to hand")
#: saying what one needs: "mention your child's needs", "let them know about your dates"
PREP_SAY = ("mention", "explain", "describe", "share", "raise", "tell them", "tell them about", "let them know",
            "let them know about", "give them", "be clear about", "be upfront about")
#: keeping what they say: "keep a note of what they tell you", "write down their answer"
PREP_NOTE = ("keep a note of", "make a note of", "take a note of", "note down", "write down", "jot down", "keep a record of")
#: checking one's own things first: "measure your car's height with the roof box fitted"
PREP_OWN = ("measure", "check", "double-check", "look up", "gather", "collect", "find", "note")


#: words up to the next clause: no joint (, ; : dashes) and no new subject joined by "and" ("… and they'll waive the fee");
#: bounded, so a failed match tries few splits
_PHRASE_ON = (r"(?:(?!\s(?:and|but|or|because|since|while)\s+(?:they|it|you|we|there|the|this|that|he|she)\b)"
              r"[^.!?;:,\u2013\u2014]){0,100}")
#: when the user asks ("when you ask", "before you book") and what for (", so they can tell you what would suit")
_PREP_TAIL = (rf"(?:[\s,]+(?:when|before|as|once|if|in\s+case|while)\s+you\b{_PHRASE_ON})?"
              rf"(?:,?\s+so\s+(?:that\s+)?(?:they|the\s+team|the\s+staff|[\w'&-]+)\s+(?:can|will|'ll|could|are\s+able\s+to)\s+"
              rf"{_alts(TELL_VERBS)}\b{_PHRASE_ON})?")
PREPARE = re.compile(
    rf"""^[\W_]*(?:{_IF_SO})?(?:(?:{_I_SUGGEST}|{_alts(PREP_LEADS)})\s+(?:(?:that\s+)?you\s+)?)?(?:(?:also|just|really|always)\s+)?(?:
        {_alts(PREP_HOLD)}\s+(?:your|the|any|all\s+your)\s+(?:[\w'-]+\s+){{0,4}}?{_alts(PREP_READY)}\b
      | {_alts(PREP_SAY)}\s+(?:your|what|how|whether|why|which|when|if|any)\b{_PHRASE_ON}
      | {_alts(PREP_NOTE)}\s{_PHRASE_ON}
      | {_alts(PREP_OWN)}\s+your\b{_PHRASE_ON}
    ){_PREP_TAIL}[\W_]*$""",
    re.I | re.X,
)


def prepares_to_ask(text: str, known: "_Words | None" = None) -> bool:
    """Advice to prepare for asking them (:data:`PREPARE`) that names nothing of the organisation's
    (:func:`names_nothing`): "It may help to have your membership details to hand when you ask"."""
    text = unnumbered(text)
    return PREPARE.match(text) is not None and names_nothing(text, known)


# ------------------------------------------------------------------------------ remarks on the user's situation
#: a remark on what the user is doing or asking ("it's really important to find a session where your child feels
#: comfortable", "that's really important to know before you go", "it's never too early to think about Christmas",
#: "that's really sensible with a roof box", "that's a really sensible thing to check before you buy"): a judgement of
#: the user's aim, no claim about the organisation — unless it names something (:func:`names_nothing`, names too) or
#: goes on to say that something is so ("it's important to know that the pool closes early"). The grammar's words:
REMARK_JUDGEMENTS = ("important", "so important", "sensible", "wise", "smart", "sound", "fair", "good", "great",
                     "lovely", "wonderful", "brilliant", "exciting", "understandable", "natural", "normal", "reasonable",
                     "helpful", "useful", "worth knowing", "worth checking", "worth asking", "worth thinking about",
                     "good to know", "never too early", "never too late", "never too soon", "tricky", "hard", "tough",
                     "frustrating", "a shame", "a pity", "such a shame", "a big decision", "a big step")
#: what a judged thing may be ("a sensible thing to check", "a great idea")
REMARK_NOUNS = ("thing", "idea", "question", "point", "plan", "step", "decision", "choice", "move", "way", "project",
                "goal", "thought", "consideration")
#: what the user is judged to do, with a thing of theirs ("… to find the right fit for your daughter", "… to think
#: about Christmas") or with none ("… to know before you go": "to know the pool is heated" would say what is so)
REMARK_VERBS = ("find", "want", "think about", "plan", "plan for", "choose", "consider", "look into", "look for", "sort out",
                "get right", "prepare for", "ask about")
REMARK_BARE = ("know", "check", "ask", "think", "feel", "understand", "be sure", "get it right", "get this right",
               "keep in mind", "bear in mind", "plan ahead", "think ahead")
_REMARK = re.compile(
    rf"""^[\W_]*(?:(?:and|but|so|oh|wow)\W+)?(?:it'?s|that'?s|it\s+is|that\s+is|this\s+is|what\s+a)\s+
        (?:(?:really|so|very|always|such|absolutely|definitely|totally|completely|a|an|incredibly|super)\s+)*
        {_alts(REMARK_JUDGEMENTS)}(?:\s+{_alts(REMARK_NOUNS)})?\b
        (?:\s+to\s+(?:{_alts(REMARK_VERBS)}\b(?!\s+(?:that|whether|if|how)\b){_PHRASE_ON}|{_alts(REMARK_BARE)}\b)
          |\s+that\s+(?:you|your)\b{_PHRASE_ON})?
        (?:[\s,]+(?:before|when|if|with|for|while|as|where|about|ahead\s+of)\b{_PHRASE_ON})?
        (?:[\s,]+(?:though|too|however|of\s+course|all\s+the\s+same))?[\W_]*$""",
    re.I | re.X,
)


#: the lead-in of a list of advice ("What you could do:", "A few suggestions:", "What I'd suggest:", "Here are some things
#: to try:"): it names the list, the list's items are read for themselves
ADVICE_LIST_HEADS = ("what i'd suggest", "what i would suggest", "what i suggest", "what i'd recommend", "what i would recommend",
                     "what i recommend", "what we'd suggest", "what we'd recommend", "what i'd do", "what i would do",
                     "what you could do", "what you can do", "what you might do", "what you may want to do",
                     "what you could try", "what you can try", "what to do", "suggestions", "suggestion", "ideas",
                     "tips", "options", "your options", "pointers", "recommendations", "recommendation", "next steps",
                     "next step", "my advice", "advice", "things to try", "things you could do", "things you can do",
                     "things to do", "ways forward", "what next", "where to go from here")
ADVICE_LIST_LEAD = re.compile(
    rf"""^[\W_]*(?:(?:so|in\s+the\s+meantime|for\s+now|instead)[\s,]+)?(?:here(?:'s|\s+is|\s+are)\s+)?
        (?:(?:a\s+few|some|my|our|a\s+couple\s+of|a\s+few\s+more|other)\s+)?{_alts(ADVICE_LIST_HEADS)}
        (?:\s+(?:instead|next|now|for\s+now|in\s+the\s+meantime|from\s+here|for\s+you))?[\s*_]*:[\W_]*$""",
    re.I | re.X,
)


#: what a wrong answer could cost the user, said as the reason to decline ("Getting this wrong could mean damage to
#: your car", "if I got it wrong you might miss your train"): a possibility, no claim
STAKES = re.compile(
    r"^[\W_]*(?:(?:and|but|as|since|because)\s+)?(?:getting\s+(?:this|that|it)\s+wrong|if\s+(?:i|we)\s+(?:get|got)\s+(?:this|that|it)\s+wrong"
    r"|a\s+wrong\s+(?:answer|figure|guess)(?:\s+(?:here|from\s+me))?)[\s,]+(?:(?:it|that|this|you)\s+)?(?:could|might|would|may|can)\s+"
    rf"[a-z]+\b{_PHRASE_ON}[\W_]*$",
    re.I,
)


def remarks_on_the_user(text: str, known: "_Words | None" = None) -> bool:
    """A remark on the user's situation (:data:`_REMARK`) that names nothing new (:func:`names_nothing`)."""
    m = _REMARK.match(text)
    if m is None:
        return False
    return names_nothing(_REMARK_VERB.sub(" ", text), known, names=True)


#: the remark's own verb of thinking ("never too early to think about it"): no hedge
_REMARK_VERB = re.compile(r"\bto\s+(?:think|guess|suppose|believe)\b", re.I)


_WIDE = frozenset("free unlimited every all".split())


#: the closed classes a clause can open with that are no verb: determiners, pronouns, prepositions, conjunctions,
#: wh-words, negators and degree words (an imperative's first word is none of them)
_NOT_A_VERB = frozenset("""the a an this that these those it its there here you your yours we our they their them i my me he
his she her no not none all each every some any both either neither one only even just also too if when whenever as so
because since while though although unless until what which who whom whose how where why whether within outside inside
before after during including like with without for from to into onto at on in by of about above below under over
through across between among around near per via than then instead plus more most less least many much few several
such very quite rather really almost nearly and but or nor yet please do""".split())
#: a clause that opens with a bare verb put to the user, after a joint ("so leave the fleeces at home", "bring a brolly just
#: in case", "count back carefully around weekends"): the writer's advice, not a rule of the world. The verb is read by its
#: place, not listed: the clause's first word is no closed-class word, value word, gerund, -ly or third-person -s form
#: ("Includes the", "Having the", "Half the"), and what follows it is the verb's object or particle (a determiner, a
#: possessive, an object pronoun, a particle, a manner adverb).
IMPERATIVE = re.compile(r"^[\W_]*(?:(?:so|and|but|just|also|then|or|please|do)[\W_]+)*([a-z]+)(?<!ly)(?<![^s]s)\s+"
                        r"(?:a|an|the|your|yours|it|them|this|these|those|some|any|extra|plenty|back|up|out|off|down|away|aside|along"
                        r"|ahead|around|carefully|early|well)\b", re.I)


def imperative(text: str, value_words: "frozenset[str]" = frozenset()) -> bool:
    """The clause opens with a bare verb put to the user (:data:`IMPERATIVE`): advice. Whether it names a new
    detail (a channel, a fee, a place, a time) is for :func:`names_nothing` or the caller's evidence."""
    m = IMPERATIVE.match(text)
    if m is None:
        return False
    w = m.group(1).lower()
    if w.endswith("ing") and any(c in "aeiouy" for c in w[:-3]):
        return False  # "Using the app is …": a gerund, the clause's subject ("bring", "sing": a verb of one syllable)
    return w not in _NOT_A_VERB and w not in value_words and w not in SOCIAL_NOUNS and w not in DEALINGS and w not in DETAIL


#: verbs of dealing with the organisation: an imperative of one ("book an early slot", "pay the balance online", "apply
#: before you go") says how its process works — that it takes bookings, payments, applications — and stays a claim; the
#: user's own preparation ("leave the fleeces at home", "bring a brolly") does not
DEALINGS = frozenset("""book books reserve order buy purchase pay join register enrol enroll sign apply submit send post
return cancel renew claim request collect upgrade transfer top redeem exchange swap switch hire rent""".split())


#: the nouns of pleasantries a clause can open with ("thanks a lot", "cheers"): no verb of advice
SOCIAL_NOUNS = frozenset("thanks thank cheers congratulations congrats sorry".split())


#: words of an advice sentence itself ("suggest checking with X directly")
ADVICE_WORDS = frozenset("""suggest suggests recommend recommends advise encourage check checking confirm confirming
double-check doublecheck verify verifying contact contacting ask asking speak talk touch directly first beforehand
advance best wise worth idea sensible advisable whether details specifics situation circumstances documents papers
policy terms own yours organisers organizers organiser organizer provider providers company team staff office support
service customer services exact precise latest current able clarify tell ones people contract hr payroll manager
line supervisor school practice clinic surgery council department sign commit decide book booking
requirements place reasonable evidence proof longer shorter other further specific particular information info question questions queries support system systems options availability
amount amounts figure figures administrator administrators""".split())


#: how wishes, thanks, sympathy and offers open ("How exciting — …", "Thanks for sharing …")
PLEASANTRY_HEAD = re.compile(
    r"^[\W_]*(?:(?:oh|wow|aw+|ah|and|but|so|well|hi|hello|hey|hiya|hi\s+there|hello\s+there)\W+)*(?:thanks|so\s+glad|hopefully|nice\s+(?:timing|one|choice)|"
    r"here'?s\s+(?:the|your|a|an)\s+(?:full\s+|quick\s+|short\s+)?(?:cost|costs|breakdown|rundown|summary|overview|checklist|plan|picture)"
    r"(?=[\W_]*$)|that'?s\s+(?:so\s+|really\s+)?(?:annoying|frustrating|disappointing|a\s+hassle|a\s+pain|no\s+fun)|thank\s+you|many\s+thanks|good\s+luck|best\s+of\s+luck|wishing|best\s+wishes|"
    r"how\s+(?:exciting|lovely|wonderful|great|nice|fun)|what\s+(?:a|an)\s+\w+|congratulations|congrats|enjoy|have\s+(?:a|an|fun)|"
    r"(?:i|we)\s+(?:really\s+)?hope|hope\s+|(?:i'?m|we'?re|i\s+am|we\s+are)\s+(?:so\s+|really\s+|very\s+)?(?:sorry|glad|happy|"
    r"delighted|excited|thrilled)|(?:i'?d|we'?d|i\s+would|we\s+would)\s+love\s+to|(?:we|i)\s+look\s+forward|welcome|"
    r"sorry\s+to\s+hear|glad\s+to|happy\s+to|safe\s+travels|take\s+care|fingers\s+crossed|great\s+(?:question|choice|news)|"
    # the user's choice judged, with a word of what was chosen between ("Great team-building choice!", "Good call to
    # double-check")
    rf"{_JUDGED}\s+(?:[a-z]+(?:-[a-z]+)?\s+)?(?:choice|call|pick|idea)\b|"
    r"sorry\s+(?:that\s+)?you(?:'re|\s+are|'ve\s+been|\s+have\s+been)\s+(?:dealing\s+with|going\s+through|having|stuck\s+with|facing)|"
    # the answer's own earlier turn owned as wrong ("my earlier answer was wrong, sorry about that")
    r"(?:my|the)\s+(?:earlier|previous|last|first)\s+(?:answer|reply|message|response)\s+(?:was|had\s+been)\s+(?:wrong|incorrect"
    r"|mistaken|a\s+mistake|an\s+error)|"
    r"that\s+sounds|sounds\s+(?:like|great|lovely|exciting)|"
    r"that'?s\s+(?:a\s+|an\s+|so\s+|really\s+)?(?:big|great|lovely|exciting|wonderful|tough|hard|shame|pity|good|fair|understandable)|"
    # a sign-off wish of two words, the whole sentence ("Clear skies!", "Tight lines!", "Fair winds!", "Calm seas! ⛵")
    r"(?:clear|blue|calm|fair|smooth|tight|safe|warm|dry|bon|sunny)\s+[a-z]+(?=[\W_]*$)|"
    r"good\s+news|oh\s+no|happy\s+(?!to\b)\w+(?![\w'-]*(?:\s+[\w'-]+){0,2}?(?:\s+|'s\s+)(?:is|are|was|were|has|have|had|does|do|did|will|can|offers?|runs?|opens?|closes?|charges?|provides?|holds?|based|located)\b)|(?:i|we)\s+(?:wouldn'?t|would\s+not|don'?t)\s+want\s+to\s+(?:give|guess|mislead|risk|point\s+you\s+in\s+the\s+wrong\s+direction|steer\s+you\s+wrong|lead\s+you\s+astray)|merry\s+\w+|sorry\s+(?:i|we)\s+(?:can'?t|couldn'?t|cannot)\s+be\s+(?:more|of\s+more)\s+help|"
    r"that'?s\s+(?:a\s+|an\s+)?(?:fair|good|great|reasonable|important|sensible|really\s+good|very\s+good)\s+(?:question|point|thing\s+to\s+(?:ask|check))|poor\s+\w+|woo+ho+|let\s+me\s+correct|i\s+need\s+to\s+correct|correction\b|"
    r"(?:it'?s\s+)?(?:great|lovely|nice|good|wonderful)\s+(?:that|to\s+hear|you'?re)|good\s+(?:thinking|idea|plan)|smart\s+(?:thinking|move)|"
    r"sorry\s+(?:for|about)|(?:my\s+)?apologies|that'?s\s+(?:a\s+)?(?:sensible|smart|wise)|if\s+you'?d\s+like|"
    r"it'?s\s+(?:completely\s+|totally\s+|perfectly\s+)?(?:natural|normal|understandable|common)\s+to\s+(?:feel|be|worry|want)|"
    r"(?:i|we)\s+(?:completely\s+|totally\s+|fully\s+|really\s+|can\s+)?understand\s+(?:wanting|needing|why\s+you|how\s+(?:important|"
    r"frustrating|stressful|worrying)|(?:your|the)\s+(?:concern|worry|frustration)))", re.I)


#: what the retrieved documents are about, said of the documents ("I can see that the documents I have cover access
#: arrangements, pausing plans and cancellation notice in general terms", "The information I have only mentions refunds"):
#: a statement about the source, no fact of the world, when the topics listed are the file's or the question's own words
_COVERS = re.compile(r"^[\W_]*(?:(?:i\s+can\s+see|i\s+see|i\s+can\s+tell\s+you)\s+(?:that\s+)?|(?:from\s+what\s+i\s+can\s+see|as\s+far\s+as"
                     r"\s+i\s+can\s+see),?\s+)?(?:the|my)\s+(?:documents?|information|notes|pages?|details|sources?|files?|policy\s+documents?)"
                     r"(?:\s+(?:i\s+have|i['’]ve\s+got|available(?:\s+to\s+me)?|provided|here|i\s+can\s+see|you['’]ve\s+shared))?\s+"
                     r"(?:only\s+|do\s+|does\s+)?(?:cover|covers|mention|mentions|include|includes|talk\s+about|talks\s+about|deal\s+with|"
                     r"deals\s+with|touch\s+on|touches\s+on|describe|describes)\s+(?P<topics>[^:;.!?()\d]+?)"
                     r"(?:\s+(?:in\s+general(?:\s+terms)?|generally|only|broadly|in\s+outline))?[\s.!]*$", re.I)


def covers_topics(text: str, known: "_Words | None") -> bool:
    """A sentence saying only what the documents cover (:data:`_COVERS`), each topic listed named by a word of the
    context or the question (a topic the file lacks would misreport the source)."""
    if known is None or "cover" not in text.lower() and not _COVER_VERBS.intersection(words_of(text)):
        return False
    m = _COVERS.match(text)
    if m is None:
        return False
    items = [words_of(p) for p in _LIST_SPLIT.split(m.group("topics").replace("*", " "))]
    items = [[w for w in item if w not in NONCONTENT] for item in items]
    # each topic named by a word of the file or the question ("access arrangements" for "get access")
    return all(any(w in known for w in item) for item in items if item) and any(items)


_LIST_SPLIT = re.compile(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", re.I)
_COVER_VERBS = frozenset("mention mentions include includes talk talks deal deals touch touches describe describes".split())


#: a wish or a tip that presupposes a thing of the organisation's: "Enjoy the free hot chocolate we hand out at the end",
#: "Don't miss the cake stall at the finish", "look out for the welcome pack" — the thing (its words up to a function
#: word) exists if the wish is true
_PRESUPPOSED = re.compile(r"\b(?:enjoy(?:ing)?|don['’]?t\s+miss|do\s+not\s+miss|look\s+out\s+for|keep\s+an\s+eye\s+out\s+for|"
                          r"make\s+sure\s+(?:you\s+)?(?:try|grab|get|visit|catch|pick\s+up)|treat\s+yourself\s+to|"
                          r"(?:be\s+sure\s+to|remember\s+to)\s+(?:try|grab|visit|catch|pick\s+up)|"
                          # an invitation to go to it ("do pop along to the annual honey show", "come along to our open
                          # day", "head down to the summer fair", "check out the craft market")
                          r"(?:pop|come|head|go|drop|swing|get)\s+(?:along|down|over|by|round|in)\s+(?:to|at)|come\s+to|"
                          r"check\s+out|join\s+(?:us|in)\s+(?:at|for)|"
                          # a meeting there or a reminder of it ("see you at the yard's spring open day", "don't forget the
                          # club's open day each May")
                          r"see\s+you\s+(?:at|on)|don['’]?t\s+forget(?:\s+about)?)\s+(?:the|our|their|its)\s+"
                          r"((?:[\w'’-]+\s+){0,3}[\w'’-]+)", re.I)
#: what every occasion has, enjoyed without being offered ("enjoy the views", "enjoy the sunshine", "enjoy the ride")
_OCCASION_THINGS = frozenset("""views view scenery sunshine sun weather ride walk run race show tour atmosphere music
fresh air peace quiet company rest break moment moments day days evening night morning afternoon weekend trip stay visit
experience holiday adventure occasion celebration event journey drive outing party game match course class session
wedding weddings birthday anniversary reunion honeymoon christening graduation hen stag proposal""".split())


def presupposes_new(text: str, known: "_Words | None") -> bool:
    """A wish or a tip (:data:`_PRESUPPOSED`) whose thing has a common noun the context and question lack and that no
    occasion has anyway: "Enjoy the free hot chocolate …" presupposes hot chocolate is given; "Enjoy the tour" does not."""
    return known is not None and presupposed_word(text, known) is not None


class _NotNew:
    """Known words: all but the new ones."""

    __slots__ = ("new",)

    def __init__(self, new: "list[str]") -> None:
        self.new = frozenset(new)

    def __contains__(self, w: str) -> bool:
        return w not in self.new


#: an invitation to go to a thing of the organisation's (the invitations of :data:`_PRESUPPOSED`): "do pop along to the
#: annual honey show", "come along to our open day", "check out the craft market"
_INVITED = re.compile(r"\b(?:(?:pop|come|head|go|drop|swing|get)\s+(?:along|down|over|by|round|in)\s+(?:to|at)|come\s+to|check\s+out|"
                      r"join\s+(?:us|in)\s+(?:at|for))\s+(?:the|our|their|its)\s+((?:[\w'’-]+\s+){0,3}[\w'’-]+)", re.I)


def presupposed_new(text: str, novel: "list[str]") -> str | None:
    """The first of the ``novel`` words that names the thing an invitation presupposes ("do pop along to the
    association's annual honey show": honey) — or None. (A wish's thing, "Enjoy the trip together!", is what every
    occasion has: the scaffolding reads wishes, :func:`presupposes_new`.)"""
    return presupposed_word(text, _NotNew(novel), _INVITED) if _INVITED.search(text) else None


def presupposed_word(text: str, known: "_Words", pattern: "re.Pattern[str]" = _PRESUPPOSED) -> str | None:
    """The common noun of a presupposed thing (``pattern``: :data:`_PRESUPPOSED`) that ``known`` lacks and no occasion
    has anyway, or None."""
    for m in pattern.finditer(text):
        for raw in m.group(1).split():
            if fold(raw.strip("*_'’")) in NONCONTENT:
                break  # the thing ends at a function word ("the cake stall at the finish")
            if raw[:1].isupper():
                continue  # "Enjoy the Highlands!": a place of the user's trip, named (the name rules read names)
            for w in words_of(raw):  # ("candle-making": each of its words)
                if w not in known and w not in SOCIAL and w not in _OCCASION_THINGS and w not in _ALLOWED and w not in NONCONTENT:
                    return w
    return None


#: a wish that goes on to say something ("Happy anniversary — you get a bonus day off!"): read clause by clause
_AFTER_WISH = re.compile(r"(?:\s[-\u2013\u2014]\s|[;:]\s)(?:you|your|it|there|the|this|that|we|they)\b", re.I)


_EXCLAIM = re.compile(r"\b(?:sounds?|looks?|seems?)\s+(?:so\s+|really\s+)?(?:amazing|lovely|great|fun|fantastic|brilliant|exciting|"
                      r"wonderful|perfect|ideal|like\s+(?:a|an)\s+\w+)\b", re.I)


#: an offer put as a question to the user ("Would you like me to estimate a weekly total?")
_OFFER = re.compile(r"^[\W_]*(?:would\s+you\s+like|do\s+you\s+want|shall\s+i|should\s+i|want\s+me\s+to|can\s+i\s+help|"
                    r"is\s+there\s+anything|anything\s+else|need\s+(?:a\s+hand|help|anything)|would\s+it\s+help"
                    # the elliptic offer, its "do you" left out ("Want help planning assessments for the rest of your team?",
                    # "Fancy a hand working out the total?")
                    r"|(?:want|fancy|need)\s+(?:some\s+|any\s+|a\s+bit\s+of\s+)?(?:help|a\s+hand))\b", re.I)


#: a thing said to be free ("your first month of membership is free", "a drink on the house"): a claim, in a wish too
_FREE_SAID = re.compile(r"\b(?:is|are|['’]s|will\s+be|comes?)\s+(?:completely\s+|totally\s+|absolutely\s+|also\s+)?free\b(?!\s+to\b)"
                        r"|\bfor\s+free\b|\bfree\s+of\s+charge\b|\bon\s+the\s+house\b", re.I)
#: a thing offered free ("a free dessert", "free delivery"), not "feel free" nor a compound ("sugar-free")
_FREE_THING = re.compile(r"(?<!feel )(?<![\w-])free\s+(?!(?:to|of|time|for)\b)[a-z]", re.I)

_WHEN = frozenset("""monday tuesday wednesday thursday friday saturday sunday tomorrow tonight today morning afternoon
evening noon midnight mondays tuesdays wednesdays thursdays fridays saturdays sundays""".split())


class _Words(Protocol):
    """What ``known`` is asked: whether it holds a word (a set, or the checker's context-and-question words)."""

    def __contains__(self, w: str, /) -> bool: ...


def is_scaffolding(text: str, known: "_Words | None" = None, *, advice: bool = True) -> bool:
    """A sentence all of whose clauses are scaffolding (:func:`_scaffolding`). A sentence of several clauses
    with a hedge is read clause by clause ("I'd suggest asking the clinic — they usually allow it": the
    advice, then a guess)."""
    parts = None
    if not HEDGES.isdisjoint(words_of(text)) and not HEDGES.isdisjoint(words_of(_NOT_GUESSING.sub(" ", _USERS_THINKING.sub(" ", text)))):
        parts = [p for p in _CLAUSES.split(text) if p and p.strip(" \t-\u2013\u2014,;:!?.")]
    if (parts is None or len(parts) < 2) and _scaffolding(text, known, advice):
        return True
    if parts is None:
        parts = [p for p in _CLAUSES.split(text) if p and p.strip(" \t-\u2013\u2014,;:!?.")]
    return len(parts) > 1 and all(_scaffolding(p, known, advice) for p in parts)


#: the user's own thinking, offered help with ("help you think through your next steps", "if you think you'd like it"):
#: "think" there is no hedge of the writer's
_USERS_THINKING = re.compile(r"\b(?:help(?:ing)?\s+you(?:\s+to)?|let\s+you|if\s+you|you(?:['’]d|\s+might|\s+may|\s+can|\s+could)?)\s+think\b", re.I)
#: the writer declining to guess ("Rather than guess,", "I'd rather not guess", "instead of guessing"): no guess made
_NOT_GUESSING = re.compile(r"\b(?:(?:rather\s+than|instead\s+of|(?:i['’]?d|i\s+would)\s+rather\s+not|not\s+to|(?:do\s+not|don['’]?t)\s+want\s+to)"
                           r"\s+guess(?:ing)?"
                           # … or the guess the advice is preferred to ("get it from the site than rely on a guess")
                           r"|than\s+(?:rely(?:ing)?\s+on|go(?:ing)?\s+(?:on|with))\s+(?:a|my)\s+guess)\b", re.I)
_CLAUSES = re.compile(r"(?=\s[-\u2013\u2014]|[;!?,])(?:\s[-\u2013\u2014]\s|[;!?]\s|,\s(?=(?:and\s|but\s|so\s)?(?:i|we|good|thanks|hope|have|enjoy|feel|let)\b|so\s+it\b))")


def foreign_greeting(text: str) -> bool:
    """A greeting or a wish in the user's language, marked as one (text.emotive.FOREIGN_WISHES: "¡Ánimo!", "¡Mucha
    suerte!", "Bon voyage!"): all its words greeting words, opened by "¡" or "¿" or closed by "!"."""
    body = _DECORATION.sub(" ", text).strip()
    if not body or not (body[:1] in "\u00a1\u00bf" or body.endswith("!")):
        return False
    toks = [w.casefold() for w in _LETTERS.findall(body)]
    return bool(toks) and len(toks) <= 4 and all(w in FOREIGN_WISHES for w in toks)


_LETTERS = re.compile(r"[^\W\d_]+")
#: a span of time written in words ("they usually reply within a day", "at least two weeks", "up to an hour"): a figure
#: as much as "within 2 days" is (a wish's "have a lovely day" has no such lead)
_WORDED_SPAN = re.compile(r"\b(?:within|after|up\s+to|at\s+least|at\s+most|per)\s+(?:an?|one|two|three|four|five|six|seven|eight|nine"
                          r"|ten|twelve|a\s+few|several|a\s+couple\s+of)\s+(?:working\s+|business\s+|full\s+)?"
                          r"(?:minute|hour|day|week|month|year|fortnight)s?\b", re.I)


def _scaffolding(text: str, known, advice: bool) -> bool:
    """A sentence or clause of pleasantries, offers or advice only: no figure, no detail word,
    and every content word social, reasoning or (for advice) an advice word. ``known``: words
    the context or the question have (the organisation's name in "check with HubWorks
    directly" is theirs, not new). A list's number is no figure ("2. It may help to …")."""
    text = unnumbered(text)
    if advice and addressed_act(text, known):
        return True  # "If you can share their timetable, I'd be happy to help you plan your day!" (a speech act)
    if advice and (asks_them(text, known) or prepares_to_ask(text, known)):
        return True  # "1. Ask Bounce Republic directly whether …", "Have your image file ready when you ask"
    if covers_topics(text, known):
        return True  # "I can see that the documents I have cover access arrangements and pausing plans in general terms"
    if ADVICE_LIST_LEAD.match(text) or remarks_on_the_user(text, known) or (STAKES.match(text) and names_nothing(text, known)):
        return True  # "it's really important to find a session where your child feels comfortable"
    if evaluative_remark(text, known) or foreign_greeting(text):
        return True  # "Exciting — parish registers are a brilliant place to start!", "Thanks for thinking ahead — it really helps"
    if _DIGIT.search(text) or _WORDED_SPAN.search(text):
        return False
    if _WH_QUESTION.match(text) and _ASKED.search(text):
        # "**Why do you need to act quickly?**", "### What happens if you wait?", "**علاش لازم تتحرك بالزربة؟**": the
        # writer's own question, heading the answer that follows: it asks, and states nothing — unless it names a
        # detail of its own ("Why not message us on WhatsApp?", "ليش ما تتواصل معنا عبر الواتساب؟")
        if text.isascii():
            return names_nothing(text, known)
        from ..text.arabic.behaviour import channels_named

        return not channels_named(text) and not _DIGIT.search(text)
    toks = words_of(SET_PHRASE_RE.sub(" ", text))
    if _OFFER.match(text) and text.rstrip().endswith("?"):
        # "Would you like me to price a longer stay?": an offer to the user, unless it names a day or a time
        # (nor a free thing: "Would you like me to add a free dessert too?" offers what the context may not give)
        # (nor a way to reach them the context and question lack: "Want help booking it through the app?" offers a channel)
        # (the user's own device is no way to reach them: "a reminder list you can save on your phone")
        low = text.lower()
        return not any(w in _WHEN or (w in CHANNELS and not (known is not None and w in known) and f"your {w}" not in low
                                      and f"your own {w}" not in low) for w in toks) \
            and not _FREE_THING.search(text)
    if PLEASANTRY_HEAD.match(text) and (text.rstrip()[-1:] in "!?" or len(toks) <= 20) and not _AFTER_WISH.search(text) \
            and not presupposes_new(text, known) and not _FREE_SAID.search(text):
        # "Good luck with your exams!", "Wishing you and your family all the best!": a wish or a
        # thank-you is no claim unless it names a detail ("good luck at Monday's interview")
        # (a time the user named is theirs: "good luck tomorrow")
        return not any(w in DETAIL and w not in MONEY_NOUNS and not (known is not None and w in known) for w in toks) \
            and not (known is not None and _THAT_CLAUSE.search(text) and _new_name(toks, text, known))
        # (a wish may name the user's place, "Enjoy the Highlands!"; "it's lovely that the Riverside Café stays open late" says
        # something of a name the question never gave)
    content = [w for w in toks if w not in _ALLOWED and len(w) > 1]
    if _EXCLAIM.search(text) and text.rstrip(" \t*_\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F").endswith("!") and known is not None \
            and all(w in known and w not in DETAIL for w in content):
        return True  # "the giant squid sounds amazing!": a delight in the user's own topic
    if any(w not in ADVICE_WORDS and w not in DETAIL and (known is None or w not in known) and not _name_like(w, text)
           for w in content):
        return False  # a word no reading below lets pass (advice or not): skip the advice search
    is_advice = advice and ADVICE.search(text) is not None
    if is_advice and known is not None:
        known = _OrgNames(known, text)  # "Alpine Peaks Ski School would be the best people to confirm": their name, in full
    rest = []
    yours = set(words_of(" ".join(_YOUR_THING.findall(text)))) if known is not None else set()
    for w in content:
        if w in yours and w in known:  # type: ignore[operator]
            continue  # "for your son": the user's own, named as theirs
        if is_advice and w in ADVICE_WORDS:
            continue  # "your contract or the HR team should be able to confirm": the organisation, generically
        if w in DETAIL:
            if is_advice and known is not None and w in known and w != "free":
                continue  # "check with the office": the file's own office (but "ask them for free boxes" offers a thing)
            return False
        if known is not None and w in known and (is_advice or _name_like(w, text)):
            continue
        rest.append(w)
    # a bare name of the question's ("Lord Black of London") is no pleasantry: a social or advice word must carry it
    return not rest and (is_advice or any(w in SOCIAL for w in toks if w not in NONCONTENT))


_CAP_RUN = re.compile(r"[A-Z][\w'’&-]*(?:\s+(?:&\s+)?[A-Z][\w'’&-]*)*")


class _OrgNames:
    """The known words, and every word of a run of capitalised words one of which is known (the
    organisation's name written out in full in advice to ask them)."""

    def __init__(self, known, text: str) -> None:
        self.known = known
        self.extra: set[str] = set()
        for m in _CAP_RUN.finditer(text):
            run = words_of(m.group(0))
            if len(run) > 1 and any(w in known for w in run):
                self.extra.update(run)

    def __contains__(self, w: str) -> bool:
        return w in self.extra or w in self.known


_YOUR_THING = re.compile(r"\byour\s+((?:[\w-]+\s+)?[\w-]+)", re.I)


#: a that-clause about someone other than the user ("… that the café stays open late", not "… that your son is keen")
_THAT_CLAUSE = re.compile(r"\bthat\s+(?!you\b|your\b|you'|it'?s\b)\w", re.I)


def _new_name(toks: "list[str]", text: str, known: "_Words") -> bool:
    """A word written with a capital (not the sentence's first) that neither the context nor the question has."""
    first = words_of(text[:40])[:1]
    return any(w not in known and _name_like(w, text) and w not in first for w in toks if len(w) > 1)


def _name_like(word: str, text: str) -> bool:
    """The word is written with a capital in the text (a name: the pet, the user, the company) — as a word of its own:
    "so" is not capitalised by "Sorry", nor "pen" by "Penrith"."""
    cap = word[:1].upper() + word[1:]
    at = text.find(cap)
    while at >= 0:
        end = at + len(cap)
        if (at == 0 or not text[at - 1].isalnum()) and (end >= len(text) or not text[end].isalnum()):
            return True
        at = text.find(cap, at + 1)
    return False


#: money nouns: beside a figure of money (or a percentage) they only name it
MONEY_NOUNS = frozenset("fee fees charge charges charged cost costs price prices discount".split())
#: the detail words a question asked after still names (:func:`_asked_after`): a channel, a day or time, a scope word, a fee
#: or a deposit (not the verb "charged": "how printing is charged" asks)
_STILL_ASKED = CHANNELS | _WIDE | _WHEN | (MONEY_NOUNS - {"charged"}) | {"deposit"}
#: "fine" as a penalty ("costs a fine", "the fine is"), not as "that's fine"
_A_FINE = re.compile(r"\b(?:a|the|any|late|parking)\s+fine\b", re.I)
PRICED = re.compile(r"[£$€¥₹]\s?\d|\d\s?(?:p\b|pence\b|pounds\b|dollars\b|euros\b|%|percent\b|per\s+cent\b)", re.I)
#: a thing pointed back to ("everyone in that room", "the same desk"): said before, no new detail ("that" only after a
#: preposition: "note that reception closes at 6" is a that-clause)
_POINTED = re.compile(r"(?:\b(?:in|at|on|from|to|for|of|by|with|into|through)\s+that|\bthis|\bthese|\bthose|\bsame)\s+([\w-]+)", re.I)
#: the words of a condition (:data:`CONDITION`): evidence only as a condition stated on new words (:func:`stated_condition`)
CONDITION_WORDS = frozenset("unless required requires mandatory must".split())


#: an email the assistant offers to draft for the user to send to their own people ("Want me to draft a short invite
#: email for your colleagues?", "I can write you a reminder email to your team"): a thing it writes, no way of reaching
#: the organisation (not one to it: "draft an email to the club", "write to them")
DRAFTED_FOR_USER = re.compile(
    r"\b(?:me\s+to|I\s+can|I\s+could|shall\s+I|should\s+I|happy\s+to|glad\s+to)\s+(?:help\s+(?:you\s+)?)?"
    r"(?:draft|write|compose|put\s+together|prepare|jot\s+down)\s+(?:you\s+|up\s+)?(?:a|an|the|your|some)\s+"
    r"(?:[\w-]+\s+){0,3}?e-?mails?\b(?!\s+(?:to|for)\s+(?:the|them|us|their|our|it|him|her)\b)"
    r"(?!\s+(?:to|for)\s+(?-i:[A-Z]))", re.I)


#: a device charged, its battery, no fee ("if you need to charge a phone or work on board", "charging your laptop")
_CHARGED_DEVICE = re.compile(r"\b(?:charge|charging|recharge|recharging)\s+(?:a|your|my|the|their)\s+(?:mobile\s+)?"
                             r"(?:phones?|laptops?|devices?|tablets?|batter(?:y|ies)|e-?bikes?|cars?)\b", re.I)


def detail_words(novel: "list[str]", text: str = "") -> list[str]:
    """The new words that are evidence of a new fact (a channel, a person, a place, a fee, a day).
    Beside a figure of money or a percentage in ``text``, a money noun ("a flat fee … £30", "the 20%
    bulk discount") only names the figure, which the value rule checks; a word pointed back to
    ("everyone in that room") was said before; a condition's word is judged as a condition."""
    priced = bool(text) and PRICED.search(text) is not None
    pointed = {w for m in _POINTED.findall(text) for w in words_of(m)} if text else set()
    if text:  # the call of a decision judged ("that's the right call", "your call") and a device charged ("charge a phone")
        if "call" in text:  # (only the call: "feel free … the puppy spa package" is still read for its details)
            pointed |= {w for m in SET_PHRASE_RE.finditer(text) if "call" in m.group(0).lower() for w in words_of(m.group(0))}
        if "charg" in text and (c := _CHARGED_DEVICE.search(text)) is not None:
            pointed |= set(words_of(c.group(0)))
    drafted = DRAFTED_FOR_USER.search(text) if text and "mail" in text else None
    if drafted is not None:  # an email the assistant offers to write for the user: a thing it writes, and the people
        # it is for the user's own ("for your team", "to send round the office"), but a channel named after it
        pointed |= {"email", "emails", "e-mail"} | {w for w in words_of(text[drafted.end():]) if w not in CHANNELS}
    return [w for w in novel if (w in DETAIL or (w == "fine" and _A_FINE.search(text) is not None))
            and not (priced and w in MONEY_NOUNS) and w not in pointed and w not in CONDITION_WORDS]


#: a requirement denied ("you won't need to", "no need to", "nobody needs to", "doesn't require"): it adds no condition
_DENIED_NEED = re.compile(r"(?:\b(?:no|not|never|nobody|neither)|n['’]?t)\s+(?:\w+\s+)?$", re.I)
#: the writer as the one a requirement binds ("I need to correct my last message", "I have to say")
_WRITER_NEED = re.compile(r"\bi(?:['’]ll|\s+will|['’]d|\s+would|\s+just|\s+first)?\s+$", re.I)
#: a condition's clause that opens by supposing the user's case ("if you only have to miss a session", "when you need to
#: leave early"): its requirement word is the user's situation
_USERS_CASE = re.compile(r"\b(?:if|when|whenever|in\s+case)\s+(?:you|you['’]re|your\s+\w+)\b[^.;:!?\u2013\u2014]*$", re.I)
#: after a condition's word, the user's own party doing something ("as long as the group can agree", "provided you're
#: all happy", "as long as everyone can make it")
_USERS_DOING = re.compile(r"[\s*_]*(?:you|you\s+all|all\s+of\s+you|the\s+group|your\s+group|everyone|everybody|the\s+two\s+of\s+you)"
                          r"(?:['\u2019]re|\s+are)?\s+(?:all\s+)?(?:can|could|are\s+able\s+to|manage\s+to|agree|decide|happy|okay|ok|"
                          r"fine|free|make\s+it)\b", re.I)
#: an indirect question the requirement word sits in ("whether you'd need to renew it", "whether a deposit is required"):
#: what is asked is not stated
_WHETHER_CLAUSE = re.compile(r"\bwhether\b[^.;:!?\u2013\u2014]*$", re.I)
#: a conclusion about the user's case ("so she", "so you'll", "which means your son"), just before a requirement word
_SO_WHO = re.compile(r"\b(?:so|which\s+means|that\s+means|meaning|therefore)\s+(?:you|you['’]ll|you['’]d|she|he|they|it|your\s+[\w-]+"
                     r"|her|his)\s+(?:still\s+|just\s+|only\s+|would\s+|will\s+)?$", re.I)
#: what the requirement asks of the user's case is a figure worked out: waiting, paying or adding so much more
_WAIT_FIGURE = re.compile(r"\s+(?:wait|pay|add|allow|save|top\s+up|find)\s+(?:for\s+)?(?:just\s+|only\s+|another\s+|a\s+further\s+)?"
                          r"[*_]{0,2}(?:[£$€]\s?)?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few)", re.I)
#: where a condition's clause ends (a sentence mark, a dash, a bracket, a comma)
_CLAUSE_MARK = re.compile(r"[.;:!?()\u2013\u2014\u061f\u061b]|[,\u060c]\s")


#: a limit on a figure ("up to 6 months", "within 10 working days", "at least 2 years"): a condition when new words carry it
LIMIT = re.compile(r"\b(?:up\s+to|within|at\s+least|at\s+most|no\s+more\s+than|no\s+later\s+than|a\s+maximum\s+of|"
                   r"a\s+minimum\s+of)\s+(?:a\s+|an\s+)?(?=\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|"
                   r"fourteen|thirty|a\s+week|a\s+month|a\s+year)\b)", re.I)


def stated_condition(novel: "list[str]", text: str) -> str | None:
    """The condition or requirement (:data:`CONDITION`) the text states on new words: "as long as they're kept on a
    lead", "you'll need it to collect your badge" (the words of the condition, named), or None: a requirement
    denied ("so you won't need to keep the whole slot clear") adds none, and a condition whose clause has no new
    word but social or reasoning ones ("(unless the waiver applies)") restates the context's."""
    new = {w for w in novel if w not in SOCIAL and w not in REASONING and w not in CONDITION_WORDS}
    if not new:
        return None
    norule: "list[tuple[int, int]] | None" = None
    for m in [*CONDITION.finditer(text), *(() if text.isascii() else AR_CONDITION.finditer(text))]:
        if _DENIED_NEED.search(text[max(0, m.start() - 24):m.start()]):
            continue
        if norule is None:
            norule = [(r.start(), r.end()) for r in _SOMEONE_ELSE.finditer(text)]
        if any(m.start() < b and a < m.end() for a, b in norule):
            continue  # "you'll need someone else": no rule of the organisation's
        if _WRITER_NEED.search(text[max(0, m.start() - 16):m.start()]):
            continue  # "Before answering, I need to correct my last message": the writer's own task, no rule of the world
        start = 0
        for b in _CLAUSE_MARK.finditer(text, 0, m.start()):
            start = b.end()
        end = _CLAUSE_MARK.search(text, m.end())
        if _USERS_CASE.search(text, start, m.start()) or _WHETHER_CLAUSE.search(text, start, m.start()):
            continue  # "useful if you only have to miss a session or two": the user's case supposed, no requirement stated;
            # "whether you'd need to renew it depends on …": a requirement asked about, not stated
        if _USERS_DOING.match(text, m.end()):
            continue  # "as long as the group can agree on a new date": the user's own party able to do it, no rule of theirs
        if _SO_WHO.search(text, max(0, m.start() - 40), m.start()) and _WAIT_FIGURE.match(text, m.end()):
            continue  # "so she needs to wait **2 more days** before …": the rule applied to the user's case, its figure worked
        if not new.isdisjoint(words_of(text[start:end.start() if end else len(text)])):
            return m.group(0)
    limit = LIMIT.search(text)  # a limit bounds what the sentence says, in whichever clause ("backdated …, up to 6 months")
    if limit is not None and not new.isdisjoint(words_of(text)):
        return limit.group(0).strip()
    return None


# ------------------------------------------------------------------------------ speech acts addressed to the user
# A sentence addressed to the user — advice, an offer, a request for their details, a wish, an evaluation of their
# situation — is no claim about the world: every clause of it has the speaker or the user as its subject (or is an
# imperative put to the user, an impersonal recommendation, an exclamation over the user's situation), its verb is
# one of advising, offering, requesting, wishing or evaluating, and the sentence names no checkable atom
# (:func:`no_atom`: a figure, a weekday, month or clock time, a fee, a channel, a new name, a person or place of
# the organisation's, a scope word, a condition). The same clause naming such an atom is a claim; a clause with
# another subject ("they open at 9am", "the salon offers a puppy package") is read as an assertion, so the sentence
# is not a speech act at all. The grammar, clause type by clause type, as data:

#: how a clause opens when the speaker is its subject: "I'd be very happy to", "I'll help you", "I can work out",
#: "we'd be glad to", "happy to help"
SPEAKER_HEADS = ("i'd", "i would", "i'll", "i will", "i can", "i could", "i'm", "i am", "we'd", "we would", "we'll",
                 "we will", "we can", "we could", "we're", "we are", "then i'll", "then i can", "and i'll", "and i can",
                 "i", "we")
#: the speaker's acts: offering help, working something out for the user, wishing, empathising
#: (not "I know …", "I hope …", "I'd recommend …", "I can check …": over a clause of the world they assert it; advice
#: and wishes have their own clauses, :data:`ASK_THEM` and the user-subject wish)
SPEAKER_ACTS = ("be happy to", "be glad to", "be delighted to", "be very happy to", "be more than happy to", "be really happy to",
                "be very glad to", "be pleased to", "love to", "happy to", "glad to", "delighted to", "pleased to",
                "very happy to", "more than happy to", "really happy to", "very glad to", "always happy to",
                "help", "gladly help", "happily help", "work out", "calculate", "estimate", "put together", "figure out",
                "price up", "look into", "look for", "look up", "go through", "walk you through", "talk you through",
                "can help", "can work out",
                # working on what the user sends ("I'll check it for you straight away", "I'll pull out the dates for you",
                # "I can compare this plan with the Keyholder plan side by side"): the act on the user's own material
                "check it", "check them", "check that", "check this", "read it", "read through it", "look through it",
                "look it over", "go through it", "have a look", "take a look", "pull out", "pick out", "compare",
                "summarise", "summarize", "help you think", "help you work out", "help you compare", "help you plan")
#: the user asked for something of theirs: "let me know your roof size", "feel free to share it", "tell me a bit more"
REQUESTS = ("let me know", "do let me know", "just let me know", "please let me know", "tell me", "please tell me",
            "feel free to share", "feel free to send", "feel free to tell me", "feel free to ask", "feel free to let me know",
            "share", "send me", "send over", "give me", "drop me", "pop", "paste", "just share", "please share", "please send",
            # the user's own material, asked for ("send it over and I'll …", "forward it to me")
            "send it over", "send it across", "send them over", "send it through", "send that over", "forward it",
            "pass it on", "pass it over", "paste it", "share it", "share them", "upload it",
            "feel free to paste", "feel free to upload", "feel free to forward", "feel free to drop")
#: evaluative words of the user's situation ("a big milestone", "a perfect fit", "a great weekend")
EVALUATIVE = ("big", "huge", "great", "lovely", "perfect", "wonderful", "exciting", "special", "memorable", "fantastic",
              "brilliant", "fun", "nice", "good", "amazing", "important", "real", "proper", "ideal", "tough", "hard",
              "positive", "sensible", "smart", "wise", "brave", "courageous",
              "stressful", "worrying", "magical", "relaxing", "fab", "fabulous", "excellent", "cracking",
              # how the user's situation felt (sympathy): "that must have been very frightening"
              "frightening", "scary", "upsetting", "distressing", "difficult", "frustrating", "exhausting", "overwhelming",
              "nerve-wracking", "awful", "horrible", "terrifying", "unsettling", "worrying", "daunting", "confusing")
EVALUATED = ("milestone", "moment", "occasion", "step", "day", "fit", "match", "choice", "idea", "decision", "treat", "time",
             "weekend", "trip", "stay", "visit", "break", "holiday", "adventure", "experience", "achievement", "question",
             "plan", "event", "celebration", "first", "one", "start", "outing", "night", "evening", "thing", "ritual",
             "tradition", "way")

#: nouns of the user's situation an evaluation may go on about with an infinitive ("an important thing to agree …")
_SITUATIONS = ("thing", "step", "decision", "milestone", "question", "consideration", "moment")
_EVAL = rf"(?:(?:such\s+)?(?:a|an)\s+)?(?:(?:really|very|so|truly|absolutely|real|proper|lovely)\s+)*{_alts(EVALUATIVE)}"
#: the user, or someone or something of theirs (a pronoun for the pet, the child, the trip)
_USER_SUBJ = r"(?:you|you're|you'll|you've|you'd|she|she's|she'll|he|he's|he'll|they|they're|they'll|it|it's|that|that's|this|this\s+is|your\s+[\w'-]+(?:\s+[\w'-]+)?)"
SPEECH_CLAUSES: dict[str, re.Pattern[str]] = {
    # "if you have any other questions", "if you can share their opening times or a link", "when you book"
    "user_condition": re.compile(r"^(?:if|when|once|whenever|as\s+soon\s+as|in\s+case)\s+(?:you|you['’](?:ve|re|d|ll))\b"
                                 # the offer's own use to the user ("if it helps", "if that would be useful"), what else the user
                                 # may want ("if there's anything else I can look up"), and a condition on the answer to the
                                 # question before ("2. If so, whether …")
                                 r"|^if\s+(?:it|that|this)\s+(?:helps|would\s+help|is\s+(?:useful|helpful)|would\s+be\s+(?:useful|helpful))$"
                                 r"|^if\s+there(?:['’]s|\s+is|\s+are)\s+(?:anything|any)\b|^if\s+(?:so|not)$", re.I),
    # "I'd be very happy to help you plan your day", "I'll help you work out the cost", "I can work out a rough price"
    "speaker_act": re.compile(rf"^(?:so\s+|then\s+)?{_alts(SPEAKER_HEADS)}\s+(?:(?:really|also|gladly|happily|just|certainly|definitely"
                              rf"|always)\s+)?{_alts(SPEAKER_ACTS)}\b(?!\s+(?:that|whether)\b)", re.I),
    # "let me know your roof size", "feel free to share it", "tell me a bit more about what you need"
    "request": re.compile(rf"^(?:(?:please|just|do|so)\s+)?{_alts(REQUESTS)}\b", re.I),
    # "How lovely", "What a milestone", "Lovely"
    "exclamation": re.compile(rf"^(?:oh\s+|wow\s+|aw+\s+)?(?:how|what)\s+{_EVAL}(?:\s+{_alts(EVALUATED)})?[\W_]*$"
                              rf"|^(?:oh\s+|wow\s+)?what\s+(?:a|an)\s+(?:[\w-]+\s+)?{_alts(EVALUATED)}[\W_]*$", re.I),
    # "you're going to have a great weekend", "she should be a perfect fit", "a first groom is a big milestone"
    "evaluation": re.compile(rf"^(?:so\s+|and\s+)?(?:{_USER_SUBJ}|(?:a|an|the|your|his|her|my)\s+(?:[\w'-]+\s+){{0,3}}?[\w'-]+"
                             # what the user is doing, as a gerund ("Reaching out for debt advice is a really positive step")
                             rf"|(?:reaching|asking|planning|getting|looking|thinking|checking|taking|making|booking|starting)"
                             rf"(?:\s+[\w'-]+){{0,4}}?)\s+"
                             rf"(?:(?:(?:is|are|was|'s|'re)\s+)?(?:going\s+to|sure\s+to|bound\s+to)\s+(?:have|be|love|enjoy)|(?:is|are|'s|'re|will\s+be|'ll\s+be"
                             rf"|should\s+be|would\s+be|'d\s+be|must\s+be|must\s+have\s+been|sounds\s+like|sound\s+like|looks\s+like"
                             rf"|makes?\s+for|sounds|sound|looks|seems)"
                             rf"|(?:will|'ll|should|would)\s+(?:have|love|enjoy))\s+{_EVAL}(?:\s+(?:[\w'-]+\s+)?{_alts(EVALUATED)})?[\W_]*$"
                             # "that's an important thing to agree before your au pair arrives", "this is such a big step":
                             # the pronoun and its verb, and what the user is doing in an infinitive after a noun of the
                             # user's situation (not "a good idea to …": advice, read as advice; its words checked by no_atom)
                             rf"|^(?:so\s+|and\s+|oh\s+)?(?:that|this)(?:'s|\s+is|\s+was|\s+sounds\s+like)\s+{_EVAL}"
                             rf"\s+(?:{_alts(_SITUATIONS)})(?:\s+to\s+(?:be\s+)?(?:[\w'-]+\s+){{0,8}}?[\w'-]+)?[\W_]*$"
                             # the writer's gladness at what the user is doing ("and I'm glad you're doing it")
                             rf"|^(?:and\s+|so\s+)?(?:i['’]m|i\s+am)\s+(?:so\s+|really\s+|very\s+)?(?:glad|pleased|happy|delighted)\s+(?:that\s+)?"
                             rf"you(?:['’]re|\s+are|['’]ve|\s+have)?\s+(?:doing|asking|asked|looking|thinking|getting|reaching|planning|checking"
                             rf"|taking)\b(?:\s+[\w'-]+){{0,4}}[\W_]*$"
                             # "it's a wonderful ritual", "that's a lovely tradition": the pronoun glued to its verb
                             rf"|^(?:so\s+|and\s+)?(?:it|that|this)['’]s\s+{_EVAL}(?:\s+(?:[\w'-]+\s+)?{_alts(EVALUATED)})?[\W_]*$", re.I),
    # "I hope she enjoys her long weekend", "hope you get clear answers soon", "enjoy your stay"
    "wish": re.compile(rf"^(?:(?:i|we)\s+)?(?:really\s+)?(?:hope|wish)\s+(?:that\s+)?{_USER_SUBJ}\s+(?:has|have|get|gets|enjoy|enjoys"
                       rf"|love|loves|find|finds)\b|^(?:enjoy|have)\s+(?:your|the|a|an|that|this|those|these|every|each)\b", re.I),
    # "it's worth asking the salon about the price", "the salon itself will be able to confirm its hours" (:data:`ASK_THEM`)
    "ask_them": ASK_THEM,
    # "success rates are something Hartwell's own team would be best placed to discuss with you": the question's topic
    # fronted, then who is to be asked
    "ask_them_fronted": re.compile(rf"^(?:[\w'-]+\s+){{1,4}}?(?:is|are)\s+(?:something|one|a\s+question|a\s+thing)\s+(?:that\s+)?"
                                   rf"{_PARTY}\s*(?:\s|'d|'ll)(?:would|will|could|can|should|might)?\s*(?:be\s+(?:best|well|better)\s+placed\s+to|be\s+able\s+to)\s+"
                                   rf"(?:discuss|answer|advise\s+on|talk\s+through|explain|{_alts(TELL_VERBS)})\b", re.I),
    # "safety on the water is too important for me to guess": the stakes, as the speaker's reason not to guess
    "stakes": re.compile(r"^(?:and\s+|but\s+|as\s+|since\s+|because\s+)?(?:[\w'-]+\s+){1,5}?(?:is|are|feels|seems|'s)\s+(?:far\s+|much\s+|just\s+"
                         r"|simply\s+|really\s+)?too\s+(?:important|serious|risky|critical|big|significant|sensitive)\s+(?:a\s+[\w-]+\s+)?"
                         r"(?:for\s+me\s+)?to\s+(?:guess|guess\s+at|speculate|speculate\s+on|get\s+wrong|risk|leave\s+to\s+chance)$", re.I),
    # "since missing the last boat would be a real problem", "being late for your test would be a nightmare": the user's
    # mishap, supposed, as the reason for the advice beside it (a gerund subject: no fact of the world)
    "mishap": re.compile(r"^(?:and\s+|but\s+|as\s+|since\s+|because\s+)?(?:missing|being\s+late(?:\s+for)?|losing|getting\s+stuck|"
                         r"getting\s+caught|running\s+late|turning\s+up\s+late|arriving\s+late|ending\s+up)\b(?:\s+[\w'-]+){0,5}?\s+"
                         r"(?:would|could|might|will|can)\s+(?:be|mean|cause)\s+(?:a\s+|an\s+|such\s+a\s+)?(?:real\s+|big\s+|serious\s+|major\s+"
                         r"|huge\s+)?(?:problem|issue|hassle|pain|nuisance|disaster|nightmare|shame|worry|headache|trouble)s?"
                         r"(?:\s+for\s+you)?$", re.I),
    # "It happens to all of us!", "That's easily done", "Don't worry", "We've all been there": the user's mishap made
    # ordinary — sympathy, no fact (a clause that goes on, "it happens to all members after three missed sessions", is
    # not this form: the clause must end where the grammar does)
    "reassurance": re.compile(r"^(?:oh\s+|honestly\s+|and\s+)?(?:(?:it|that|this)\s+(?:happens|can\s+happen)\s+(?:to\s+(?:all\s+of\s+us|us\s+all|everyone"
                              r"|everybody|the\s+best\s+of\s+us|lots\s+of\s+people|plenty\s+of\s+people|so\s+many\s+people)|all\s+the\s+time"
                              r"|more\s+often\s+than\s+you(?:['’]d|\s+would|\s+might)\s+think)"
                              r"|(?:it['’]s|that['’]s|it\s+is|that\s+is)\s+(?:so\s+|really\s+|very\s+|completely\s+|totally\s+|perfectly\s+|such\s+an?\s+)?"
                              r"(?:easily\s+done|easy\s+to\s+do|normal|understandable|common|(?:easy|common)\s+mistake)"
                              r"|(?:please\s+)?(?:don['’]t|do\s+not|try\s+not\s+to)\s+worry|no\s+worries|not\s+to\s+worry"
                              r"|(?:we['’]ve|we\s+have)\s+all\s+been\s+there|you['’]re\s+(?:not|definitely\s+not|far\s+from)\s+(?:alone|the\s+first))$",
                              re.I),
    # "I'm sorry I can't be more helpful on this one", "sorry about that": the speaker's apology
    "apology": re.compile(r"^(?:(?:i['’]?m|i\s+am|we['’]?re|we\s+are)\s+)?(?:so\s+|really\s+|very\s+|truly\s+)?sorry(?:\s+(?:about\s+that"
                          # sympathy: "I'm so sorry to hear about your son's reaction", "sorry to hear that"
                          r"|to\s+hear\s+(?:that|about\s+(?:that|this|(?:your|his|her|their)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+))"
                          r"|for\s+(?:that|the\s+(?:confusion|inconvenience|trouble|wait))|(?:that\s+)?(?:i|we)\s+(?:can['’]?t|cannot|couldn['’]?t)\s+"
                          r"(?:be\s+(?:more\s+helpful|of\s+more\s+help|more\s+help)|help\s+(?:more|further))(?:\s+(?:on|with)\s+(?:this|that|it)"
                          r"(?:\s+one)?)?(?:\s+(?:right\s+now|today|here))?))?$", re.I),
    # condolences: "My deepest condolences to you and your family", "Please accept our sincere sympathy for your loss",
    # "Our thoughts are with you at this difficult time", "May she rest in peace" (not "the condolence payment is £200")
    "condolence": re.compile(r"^(?:please\s+accept\s+)?(?:(?:my|our)\s+)?(?:(?:deepest|deep|sincere|sincerest|heartfelt|warmest|warm"
                             r"|very\s+sincere)\s+)?(?:condolences|condolence|sympathies|sympathy)(?:\s+(?:(?:go\s+out\s+)?to\s+(?:you|your\s+family)"
                             r"(?:\s+and\s+(?:your|the)\s+(?:whole\s+)?(?:family|loved\s+ones))?|for\s+your\s+loss|on\s+(?:the|your)\s+loss"
                             r"(?:\s+of\s+(?:your\s+)?[\w'-]+(?:\s+[\w'-]+)?)?|at\s+this\s+(?:difficult|sad|hard|painful)\s+time))*$"
                             r"|^(?:my|our)\s+thoughts\s+are\s+with\s+(?:you|your\s+family)(?:\s+and\s+(?:your|the)\s+(?:whole\s+)?family)?"
                             r"(?:\s+at\s+this\s+(?:difficult|sad|hard|painful)\s+time)?$|^may\s+(?:he|she|they|your\s+[\w'-]+)\s+rest\s+in\s+peace$", re.I),
    # "the salon will be able to give you an accurate answer": who is to be asked, and the answer they will give
    "ask_them_answer": re.compile(rf"^{_PARTY}(?:\s+(?:itself|themselves|directly))?\s*(?:\s|'ll|'d)(?:will|should|can|could|would|may|might)?"
                                  rf"\s*(?:be\s+(?:able|happy|best\s+placed|well\s+placed)\s+to\s+)?give\s+you\s+(?:an?|the|a\s+more|their)\s+"
                                  rf"(?:(?:accurate|exact|definite|definitive|proper|clear|reliable|firm|up-to-date|current|precise|full)\s+)?"
                                  rf"(?:answer|figure|price|quote|picture|breakdown|confirmation|details|information)$", re.I),
    # "so it's probably safest to bring all the tackle you'll need rather than count on buying it there", "it would be wise
    # to pack your own lunch": what the user had best do about a gap the answer named (the hedge weighs the advice, it
    # guesses no fact; a reason of the world after it — "as the shop closes early" — is a clause of its own, unread)
    "advise_user": re.compile(r"^(?:so\s+|and\s+|but\s+)?(?:it['’]s|it\s+is|it\s+would\s+be|it['’]d\s+be|it\s+might\s+be|it\s+may\s+be)\s+"
                              r"(?:probably\s+|likely\s+|always\s+|definitely\s+|still\s+|just\s+)?(?:the\s+)?(?:safest|safer|best|wisest"
                              r"|wise|sensible|a\s+good\s+idea|worth)\s+(?:bet\s+)?to\s+(?:bring|take|pack|carry|keep|plan\s+for|plan\s+on"
                              r"|budget\s+for|allow|set\s+aside)\s+(?:(?:all\s+)?(?:the|your|some|a\s+few|any|enough|extra|spare)\s+)?"
                              r"(?:own\s+)?(?:[\w'-]+\s+){0,3}?[\w'-]+(?:\s+(?:you['’]ll|you\s+will|you|you['’]d)\s+need)?"
                              r"(?:\s+(?:with\s+you|yourself|along))?"
                              r"(?:\s+(?:rather\s+than|instead\s+of)\s+(?:count(?:ing)?\s+on|rely(?:ing)?\s+on|hop(?:e|ing)\s+(?:to|for)"
                              r"|risk(?:ing)?)\s+(?:[\w'-]+\s+){0,5}?[\w'-]+)?$", re.I),
    # "So there's no benefit in adding extra for paper", "so it's not worth paying for the bigger voucher": what the fact just
    # given means for the user's choice (led by "so": the fact is the sentence before; "there's no need to book" states a
    # rule of theirs and is not this form)
    "consequence": re.compile(r"^so\s+(?:(?:there['’]s|there\s+is|there['’]d\s+be|there\s+would\s+be)\s+(?:really\s+)?(?:no|little)\s+"
                              r"(?:benefit|point|advantage|sense|gain)\s+(?:in\s+)?|(?:it['’]s|it\s+is|it\s+would(?:n['’]t|\s+not)\s+be|it['’]d\s+not\s+be)"
                              r"\s*(?:not\s+)?(?:really\s+)?worth\s+)(?:you\s+)?[a-z]+ing\b(?:\s+[\w'-]+){0,5}$", re.I),
    # "Having all of that ready will help your adviser get a clear picture quickly", "bringing these with you can speed
    # things up": the user's own preparation, and what it helps — advice, no fact of the organisation's
    "preparation": re.compile(r"^(?:and\s+|so\s+)?(?:having|bringing|keeping|gathering|getting)\s+(?:all\s+(?:of\s+)?|both\s+(?:of\s+)?)?"
                              r"(?:that|this|these|those|everything|them|it|the\s+above|the\s+documents|your\s+(?:[\w'-]+\s+){0,2}?[\w'-]+)"
                              r"(?:\s+(?:ready|to\s+hand|with\s+you|handy|together|in\s+order|sorted|organi[sz]ed))?"
                              r"(?:\s+(?:in\s+advance|beforehand|ahead\s+of\s+time))?\s+(?:will|should|can|could|would|may|might)\s+"
                              r"(?:really\s+|also\s+)?(?:help|make|speed|save)\b(?:\s+[\w'-]+){0,8}$", re.I),
    # "You may need to arrange for someone else to collect her prescription", "you might want to ask a friend to drive her":
    # the user's own arrangement with their own people, where the answer said the organisation will not (no one of theirs
    # is its subject: "arrange for the pharmacy to deliver it" names a service)
    "own_arrangement": re.compile(r"^(?:so\s+)?you(?:['’]ll|\s+will|\s+may|\s+might|['’]d|\s+would|\s+could)?\s+(?:(?:also\s+|probably\s+)?"
                                  r"(?:need|want|have)\s+to\s+)?(?:arrange\s+for|ask|get)\s+(?:someone|somebody|a\s+friend|a\s+family\s+member"
                                  r"|a\s+relative|a\s+neighbour|another\s+person|a\s+carer)(?:\s+else)?(?:\s+you\s+trust)?\s+to\s+"
                                  r"(?:[\w'-]+\s+){0,5}?[\w'-]+$", re.I),
    # "rather than guess and risk you arriving too late", "so there are no surprises on the day", "ideally in the context
    # of your own circumstances": why the act is done, or how, said of the user
    "purpose": re.compile(r"^(?:rather\s+than\s+(?:guess|guessing|speculate|speculating|risk)|instead\s+of\s+(?:guessing|speculating)"
                          r"|so\s+(?:that\s+)?(?:there(?:['’]s|\s+is|\s+are)\s+no|you(?:['’]re|\s+are|\s+can|['’]ll|\s+won['’]t|\s+don['’]t|\s+know)|nothing)\b"
                          r"|(?:ideally|preferably)\s+(?:in|with|for|at|on|before|after|once)\b)", re.I),
}
#: a word each costly clause needs, searched first (the ask-them grammar is long; most clauses have none of its verbs)
_GATES: dict[str, frozenset[str]] = {
    "ask_them": frozenset("""ask asking check checking contact contacting speak speaking talk talking confirm confirming double-check
double-checking get getting reach reaching find finding hear hearing raise raising tell advise let clarify explain help answer
give obtain obtaining request requesting seek seeking show list say have include point sort""".split()),
    "ask_them_fronted": frozenset(("placed", "able")),
    "ask_them_answer": frozenset(("give",)),
    "stakes": frozenset(("too",)),
    "mishap": frozenset("missing being losing getting running turning arriving ending".split()),
    "advise_user": frozenset("safest safer best wisest wise sensible idea worth".split()),
    "consequence": frozenset("benefit point advantage sense gain worth".split()),
    "own_arrangement": frozenset("someone somebody friend family relative neighbour another carer".split()),
    "preparation": frozenset("having bringing keeping gathering getting".split()),
    "apology": frozenset(("sorry",)),
    "reassurance": frozenset("happens happen done normal understandable common mistake worry worries been alone first".split()),
    "condolence": frozenset("condolences condolence sympathies sympathy thoughts rest".split()),
}
#: clauses: at a dash, a semicolon or colon, a comma (with the and/or/but it brings), or "and" before the speaker
_SPEECH_SPLIT = re.compile(r"\s*(?:\s[-\u2013\u2014]+\s+(?:(?:and|or|but)\s+)?|[;:]\s+|,\s+(?:(?:and|or|but)\s+)?|\s+(?:and|but)\s+(?=(?:i|i['’]ll|i['’]d|i['’]m|we|we['’]ll|let)\b))", re.I)
#: an example the user is asked for, in brackets ("(for example, the date and type of event)"): part of the request
_EXAMPLE_ASIDE = re.compile(r"\s*\((?:for\s+example|for\s+instance|e\.g\.|such\s+as|like)\b[^()]*\)", re.I)
#: the acts (at least one clause of the sentence is one; a condition or a purpose alone is none)
_ACTS = (frozenset(SPEECH_CLAUSES) - {"user_condition", "purpose"}) | {"question", "indirect_question"}
#: generic price words: every organisation has prices, so advice or an offer about "the price" or "the cost" names no
#: fee of its own (a specific one — a deposit, a booking fee, a refund — is still a detail)
_GENERIC_PRICE = frozenset("price prices cost costs pricing".split())
#: periods of the user's own occasion in a wish or an evaluation ("have a great weekend", "enjoy your evening"): no
#: date of the organisation's
_OCCASION = frozenset("weekend weekends evening morning afternoon".split())
#: number words that are a figure (not "one of", "a couple")
_NUMBER_WORDS = frozenset("two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty hundred".split())
_MONTHS = frozenset("""january february march april june july august september october november december""".split())


#: a finite verb of the world inside the speaker's clause ("I can help you book the class, which runs on Fridays"): the
#: offer carries an assertion
#: (a word of both kinds after a determiner or in a list of nouns is the noun: "help you work out timings or costs",
#: "check the charges", "your needs")
_WORLD_VERB = re.compile(r"(?<!\bthe\s)(?<!\bany\s)(?<!\byour\s)(?<!\btheir\s)(?<!\bits\s)(?<!\bour\s)(?<!\bor\s)(?<!\band\s)(?<!\bof\s)"
                         r"\b(?:is|are|was|were|has|had|offers|opens|closes|runs|charges|costs|includes|provides|allows|accepts"
                         r"|requires|needs|takes|isn't|aren't|doesn't|don't|won't)\b", re.I)


def speech_clauses(text: str, *, until_none: bool = False) -> list[tuple[str, str | None]]:
    """The clauses of a sentence, each with its speech-act type (a key of :data:`SPEECH_CLAUSES`) or None
    (``until_none``: up to the first clause of no type, which settles that the sentence is no speech act)."""
    body = _EXAMPLE_ASIDE.sub("", text.strip().replace("\u2019", "'")) if "(" in text else text.strip().replace("\u2019", "'")
    body = _DECORATION.sub(" ", body)
    out: list[tuple[str, str | None]] = []
    for part in _SPEECH_SPLIT.split(body):
        raw = part
        part = part.strip(" \t.!?,;:\u2013\u2014-")
        if not part:
            continue
        toks = set(part.lower().split())
        kind = next((k for k, rx in SPEECH_CLAUSES.items() if (k not in _GATES or not _GATES[k].isdisjoint(toks)) and rx.match(part)),
                    None)
        if kind == "speaker_act" and _WORLD_VERB.search(part):
            kind = None  # "I'll help you book it — it opens at 9" read whole: an assertion inside the offer
        if kind is None:
            kind = _asking_kind(part, raw, out[-1][1] if out else None)
        out.append((part, kind))
        if kind is None and until_none:
            break
    return out


_DECORATION = re.compile(r"[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F*_#]+")


def without_acts(text: str, known: "_Words | None" = None) -> str:
    """The text with its speech acts blanked: each run of clauses (:data:`_SPEECH_SPLIT`) all of a speech-act type
    (:data:`SPEECH_CLAUSES`, :func:`_asking_kind`), one at least an act, that is an act addressed to the user on its own
    (:func:`addressed_act`: no checkable atom, no new product to book, no new thing presupposed).
    "So you'll need someone else, but if there are any other jobs from that list, I'd be happy to help you price them
    up" keeps its first clause only: the offer's words ("price them up") name no detail of the world. One pass."""
    pieces: list[tuple[int, int, "str | None"]] = []
    pos = 0
    for m in [*_SPEECH_SPLIT.finditer(text), None]:
        end = m.start() if m is not None else len(text)
        raw = text[pos:end]
        part = _DECORATION.sub(" ", raw.replace("\u2019", "'")).strip(" \t.!?,;:\u2013\u2014-")
        if part:
            toks = set(part.lower().split())
            kind = next((k for k, rx in SPEECH_CLAUSES.items() if (k not in _GATES or not _GATES[k].isdisjoint(toks))
                         and rx.match(part)), None)
            if kind == "speaker_act" and _WORLD_VERB.search(part):
                kind = None
            if kind is None:
                kind = _asking_kind(part, raw, pieces[-1][2] if pieces else None)
            pieces.append((pos, end, kind))
        if m is not None:
            pos = m.end()
    out = text
    k = 0
    while k < len(pieces):
        if pieces[k][2] is None:
            k += 1
            continue
        j = k
        while j + 1 < len(pieces) and pieces[j + 1][2] is not None:
            j += 1
        a, b = pieces[k][0], pieces[j][1]
        if any(p[2] in _ACTS for p in pieces[k:j + 1]) and addressed_act(text[a:b], known):
            out = out[:a] + " " * (b - a) + out[b:]
        k = j + 1
    return out

# Questions assert nothing. A chat answer asks the user ("Would that be useful?", "Does that help?") and lists what the
# user might ask the organisation, as indirect questions ("1. Whether they work at weekends at all", "for example, what
# the price includes and whether you need a consultation first"), or names the topics of an offer ("anything else I can
# look up — lessons, opening times or prices —"). The clause types, read in order:
#: a direct question put to the user about the answer or the offer (its subject the speaker, the user or the answer
#: itself, never the organisation: "do they open on Sundays?" is read as a question of the world's, not typed)
_QUESTION = re.compile(r"^(?:and\s+|so\s+)?(?:would|will|could|can|shall|should|does|do|did|is|was|has|might)\s+(?:that|this|it|you|i|we)\b"
                       r"(?:\s+[\w'-]+){0,6}$", re.I)
#: an indirect yes/no question: a whether-clause states nothing, presupposes nothing ("whether the rate is different")
_WHETHER = re.compile(r"^(?:(?:and|or)\s+)?whether\b", re.I)
#: an indirect wh-question ("what the price includes"): a question only beside another question or after an example
#: marker — alone, a wh-clause may be the subject of an assertion ("what they charge depends on the size")
_WH = re.compile(r"^(?:(?:and|or)\s+)?(?:what|which|how(?:\s+(?:much|many|long|often|far|soon))?|when|where|who)\s+(?!(?:a|an)\s)\w", re.I)
#: the marker of examples ("for example", "e.g.", "such as")
_EXAMPLE = re.compile(r"^(?:for\s+example|for\s+instance|e\.g|eg|such\s+as|say)$", re.I)
_EXAMPLE_HEAD = re.compile(r"(?:for\s+example|for\s+instance|e\.g\.?|such\s+as)[\s,]+", re.I)
#: a clause that is a short list of topics with no verb ("lessons", "opening times or prices")
_TOPIC = re.compile(r"^(?:(?:and|or)\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}(?:(?:\s*,\s*|\s+(?:and|or)\s+)[\w'-]+(?:\s+[\w'-]+){0,3}){0,4}$", re.I)
_FINITE = re.compile(r"\b(?:is|are|was|were|be|been|has|have|had|will|would|can|could|shall|should|may|might|must|does|do|did"
                     r"|'s|'re|'ll|'d|isn't|aren't|doesn't|don't|won't|can't)\b", re.I)
#: the clause kinds after which a list of topics names what the act is about
_TOPIC_AFTER = frozenset(("user_condition", "speaker_act", "request", "example", "topics"))
_ASKED_AFTER = frozenset(("example", "indirect_question", "ask_them", "question"))


#: A LEAD-IN TO QUESTIONS FOR THE ORGANISATION: the speaker offers to draft a question, an enquiry or a message ("I can
#: help you draft an enquiry covering:", "write a quick message asking:", "a short question for the shop, such as:"), or
#: the user is told what to ask ("you could ask them:", "worth asking:"). The items under it are what to ask, not what is so.
#: ("The form asks for:", "you can ask for:" lead into things asked for, "They will write an email with:" into what the
#: organisation does: claims.)
_ASKING_LEAD = re.compile(
    r"\b(?:i|i['\u2019](?:d|ll)|me|you|we)\b[^:.!?]{0,40}?\b(?:draft|write|compose|put\s+together|prepare|jot\s+down)\b[^:.!?]{0,60}?\b(?:questions?|enquir(?:y|ies)|"
    r"inquir(?:y|ies)|message|email|e-mail|note)\b[^:.!?]{0,60}:[\W_]*$"
    r"|\b(?:ask|asking)(?:\s+(?:them|him|her|the\s+[\w'-]+(?:\s+[\w'-]+)?))?(?:\s+(?:about|whether|things\s+like))?[\W_]*:[\W_]*$"
    # the questions worth putting to them, named as such ("### Questions you might want to ask", "Things to ask:", "you
    # might also want to check:", "It's worth confirming:")
    r"|^[\W_]*(?:questions?|things)\s+(?:(?:you\s+(?:might|may|could)\s+(?:want\s+to\s+|like\s+to\s+)?)|(?:worth\s+)|to\s+)"
    r"(?:ask|check|raise|put\s+to\s+them)\b[^:.!?]{0,30}?[\W_]*:?[\W_]*$"
    r"|\b(?:want|like|need)\s+to\s+(?:check|ask|confirm)(?:\s+(?:about|whether|with\s+them))?[\W_]*:[\W_]*$"
    r"|\bworth\s+(?:checking|asking|confirming)(?:\s+(?:about|whether|with\s+them))?[\W_]*:[\W_]*$",
    re.I)


def asking_lead(text: str) -> bool:
    """The line leading into a list is a lead-in to questions for the organisation (:data:`_ASKING_LEAD`)."""
    return _ASKING_LEAD.search(text) is not None


def only_asks(text: str) -> bool:
    """Every clause of the text is an indirect question ("how many spaces there are, or whether there's parking at all"):
    what a gap named beside it leaves open, asked, not said."""
    parts = [p.strip(" \t.!?,;:\u2013\u2014-*_") for p in _SPEECH_SPLIT.split(_DECORATION.sub(" ", text.replace("\u2019", "'")))]
    parts = [q for p in parts if p for q in re.split(r"\s+(?:and|or)\s+(?=(?:whether|what|which|how|when|where|who)\b)", p, flags=re.I)]
    return bool(parts) and all(_WHETHER.match(p) or _WH.match(p) for p in parts)


#: a speaker's act going on after "or"/"and" with its subject left out ("…, or help you think about who to nominate")
_ACT_GOES_ON = re.compile(rf"^(?:(?:or|and|then|also)\s+)?(?:to\s+)?(?:(?:just|also|happily|gladly)\s+)?{_alts(SPEAKER_ACTS)}\b(?!\s+(?:that|whether)\b)",
                          re.I)


#: AN EMBEDDED QUESTION ON ITS OWN: a wh-word, up to three words, then its clause's subject before the verb ("how many
#: recording days your book might need", "how any corrections fit into the schedule", "what they charge for pick-ups")
_EMBEDDED_ORDER = re.compile(r"^(?:how|what|which|whether|when|where|who)\b(?:\s+(?:many|much|long|often|soon|far))?(?:\s+[\w'-]+){0,3}?"
                             r"\s+(?:they|you|it|we|he|she|your\s+[\w'-]+|their\s+[\w'-]+|any\s+[\w'-]+)\s+[\w'-]+", re.I)


#: a condition on the user that goes on after a comma, its subject the condition's "you" ("…, or can share the cottage
#: information", "…, or would like me to compare them"; the split at ", or" leaves the verb first)
_CONDITION_GOES_ON = re.compile(r"^(?:(?:or|and)\s+)?(?:if\s+)?(?:you\s+)?(?:can|could|want|wish|need|would\s+like|'d\s+like|"
                                r"happen\s+to)\b(?!\s+(?:i|we)\b)", re.I)


def _asking_kind(part: str, raw: str, before: "str | None") -> "str | None":
    """The kind of a clause no act of :data:`SPEECH_CLAUSES` matched: a direct question to the user ("question"), an
    indirect one ("indirect_question"), an example marker ("example"), a list of topics after an act ("topics"), or None."""
    if _QUESTION.match(part) and raw.rstrip(" \t.,;:\u2013\u2014-").endswith("?"):
        return "question"
    m = _EXAMPLE_HEAD.match(part)
    if m is not None and m.end() < len(part):  # "e.g. what the price includes": the marker, then the examples
        part, before = part[m.end():], "example"
    # "what the price includes and whether you need a consultation first": each question of the list
    items = [p for p in re.split(r"\s+(?:and|or)\s+(?=(?:whether|what|which|how|when|where|who)\b)", part, flags=re.I) if p]
    if items and all(_WHETHER.match(p) or (_WH.match(p) and (before in _ASKED_AFTER or k > 0 or any(_WHETHER.match(q) for q in items)))
                     for k, p in enumerate(items)):
        return "indirect_question"
    if before is None and _EMBEDDED_ORDER.match(part) and not raw.rstrip(" \t*_").endswith((".", "!")) \
            and not _WORLD_VERB.search(part):
        return "indirect_question"  # "- How many finished hours they typically produce per recording day": a question
        # listed for the user to ask, in the order of an embedded question (its subject before its verb), no statement
    if _EXAMPLE.match(part):
        return "example"
    if before == "user_condition" and _CONDITION_GOES_ON.match(part) and not _WORLD_VERB.search(part):
        return "user_condition"  # "If you have another question, or can share the cottage information, …": the condition goes on
    if before == "speaker_act" and _ACT_GOES_ON.match(part) and not _WORLD_VERB.search(part):
        return "speaker_act"  # "I can compare the two plans, or help you think about who to nominate": the act goes on
    if before in _TOPIC_AFTER and _TOPIC.match(part) and not _FINITE.search(part) and not _WORLD_VERB.search(part):
        return "topics"
    return None


#: what the user holds: a thing of theirs ("his appointment letter", "your cat's chip", "your local branch") or what they
#: are asked to have or share ("if you have the appointment letter or any transport leaflet handy", "if you can share any
#: details from their website"): the user's own papers and sources, no channel or place the organisation is said to have
_HELD = re.compile(r"\b(?:your|his|her|my)\s+((?:(?!(?:by|via|through|over|using|on|at|in|to|for|from|with|and|or)\b)[\w'-]+\b\s*){1,3})"
                   r"|\b(?:(?:if|when|once)\s+you(?:['\u2019]ve|\s+(?:can|could|still|already|have))*\s+|feel\s+free\s+to\s+)"
                   r"(?:have|got|share|send|paste|forward|find|dig\s+out|keep)\s+((?:(?!(?:by|via|through|over|using|on|at|in)\b)[^,;:!?()"
                   r"\u2013\u2014\s]+\s*)+)", re.I)
#: the detail words the user may hold (papers, sources, places of theirs), not a fee, a free thing, a rule or a time
_HOLDABLE = (DETAIL | CHANNELS) - MONEY_NOUNS - _WHEN - frozenset("""free refund refunds deposit fines penalty surcharge
discount voucher credit unless complimentary required mandatory waiver exemption call calling phoning ring texting emailing
posting id passport identification licence license certificate badge wristband proof""".split())
#: (an identity document is what an organisation requires: "have your photo ID ready" states a condition of theirs)


def _held(text: str) -> frozenset[str]:
    """The words of what the user holds (:data:`_HELD`) that may be details of theirs (:data:`_HOLDABLE`)."""
    out: set[str] = set()
    for m in _HELD.finditer(text):
        out.update(w for w in words_of(m.group(1) or m.group(2)) if w in _HOLDABLE)
        if m.group(2) and (more := _HELD_LIST_GOES_ON.match(text, m.end())) is not None:
            out.update(w for w in words_of(more.group(0)) if w in _HOLDABLE)  # "a quote, schedule or studio pack"
    return frozenset(out)


#: the rest of a list of the user's papers after its first item: ", schedule or studio information pack" (up to four
#: words an item, closed by "or"/"and" and the last item)
_HELD_LIST_GOES_ON = re.compile(r"(?:[*_]*,\s*[*_]*(?:[\w'-]+\s+){0,3}?[\w'-]+[*_]*)*[*_]*,?\s+(?:or|and)\s+[*_]*(?:[\w'-]+\s+){0,3}?[\w'-]+")


#: a "must" or "need" that states no rule: the speaker's inference about the user's experience ("that must have been very
#: frightening", "you must be so excited") and what the user will need, as an object ("all the tackle you'll need")
#: the organisation does not do it, so the user needs another to ("for the boiler you'll need someone else", "you'll have
#: to find somebody else"): no rule of the organisation's
_SOMEONE_ELSE = re.compile(r"\b(?:needs?\s+(?:to\s+(?:find|get|use|ask|call|book|try)\s+)?|(?:have|has)\s+to\s+(?:find|get|use|ask|call"
                           r"|book|try)\s+)(?:someone|somebody)\s+else\b", re.I)
_NO_RULE = re.compile(rf"\bmust\s+(?:have\s+been|be)\s+{_EVAL}\b"
                      r"|\b(?:everything|anything|whatever|(?:all\s+)?the\s+[\w'-]+(?:\s+[\w'-]+)?)\s+you['’]?ll\s+need\b"
                      # the user's need to arrange something with their own people: "you may need to arrange for someone else to"
                      r"|\byou(?:['’]ll|\s+will|\s+may|\s+might|['’]d|\s+would)?\s+(?:also\s+|probably\s+)?(?:need|have)\s+to\s+(?=(?:arrange\s+for|ask|get)"
                      r"\s+(?:someone|somebody|a\s+friend|a\s+family\s+member|a\s+relative|a\s+neighbour|another\s+person|a\s+carer)\b)"
                      r"|" + _SOMEONE_ELSE.pattern, re.I)


def no_atom(text: str, known: "_Words | None" = None, *, occasion: bool = False, asked: frozenset[str] = frozenset()) -> bool:
    """No checkable atom in a speech act: no figure but the user's, no number word, weekday, month or clock word
    (with ``occasion``, a period of the user's occasion — "weekend", "evening" — aside) the context and question lack,
    no channel, no scope word, no condition, no detail (:data:`DETAIL`: a person, place, fee) the context and
    question lack — generic prices and the generic parties asked (the team, the office) aside — and no capitalised
    name they lack."""
    if CONDITION.search(text) and CONDITION.search(_NO_RULE.sub(" ", text)):
        return False
    toks = words_of(SET_PHRASE_RE.sub(" ", text))
    said = getattr(known, "said", None)
    held = _held(text) if not _HOLDABLE.isdisjoint(toks) else frozenset()
    for w in toks:
        if w in held:
            continue  # "the team that sent his appointment letter": the user's letter, no channel of the organisation's
        if w[:1].isdigit():
            if said is not None and said(w):
                continue
            return False
        if known is not None and w in known:
            continue
        if w in NONCONTENT and w not in _NUMBER_WORDS:
            continue
        if occasion and w in _OCCASION:
            continue
        if w in _NUMBER_WORDS or w in _MONTHS or w in _WHEN or w in CHANNELS or w in _WIDE:
            return False
        if w in DETAIL and w not in _GENERIC_PRICE and w not in ADVICE_WORDS and w not in asked:
            return False
    return known is None or not _new_name(toks, text, known)


def addressed_act(text: str, known: "_Words | None" = None) -> bool:
    """A sentence addressed to the user (the grammar above): every clause a speech act, a condition on the user or
    the act's purpose, one at least an act, and no checkable atom (:func:`no_atom`)."""
    clauses = speech_clauses(unnumbered(text), until_none=True)
    if not clauses or any(k is None for _, k in clauses) or not any(k in _ACTS for _, k in clauses):
        return False
    occasion = all(k in ("exclamation", "evaluation", "wish", "user_condition", "purpose") for _, k in clauses)
    if known is not None and any(k in ("speaker_act", "request") and _new_product(c, known) for c, k in clauses):
        return False  # "I'll help you book the puppy package": a thing of the organisation's the context lacks
    if known is not None and any(k == "wish" and presupposes_new(c, known) for c, k in clauses):
        return False  # "Enjoy the free hot chocolate we hand out": a thing of the organisation's, presupposed
    # a fee, a person or a place asked about in a question ("whether any materials charges apply") is not said to exist
    asked = frozenset(w for c, k in clauses if k in ("question", "indirect_question") for w in words_of(c))
    # … and the topic the speaker offers to look at with the user ("I can also help you check the fees or the refund
    # rules", "happy to go through the cancellation terms"): named to be read, not said to hold anything
    asked |= frozenset(w for c, k in clauses if k == "speaker_act" for m in _OFFERED_TOPIC.finditer(c) for w in words_of(m.group(1)))
    # … and whom the questions it offers to draft are for ("a list of questions for the studio"): the party to ask
    asked |= frozenset(w for c, k in clauses if k == "speaker_act" for m in _QUESTIONS_FOR.finditer(c) for w in words_of(m.group(1)))
    return no_atom(text, known, occasion=occasion, asked=asked)


#: whom the questions a speaker offers to draft are for: "a list of questions for the studio", "questions to ask the
#: agency"
_QUESTIONS_FOR = re.compile(r"\bquestions?\s+(?:for|to\s+ask|to\s+put\s+to)\s+((?:the|your|their)\s+[\w'-]+)", re.I)
#: what a speaker's act offers to look at: "check the fees", "go through the refund rules", "look over the cancellation terms"
_OFFERED_TOPIC = re.compile(r"\b(?:check|look\s+(?:at|into|up|over|through)|go\s+(?:through|over)|compare|work\s+out|understand|"
                            r"talk\s+(?:you\s+)?through|walk\s+(?:you\s+)?through)\s+((?:the|your|their|its|any)\s+[^.;:!?]{1,60})", re.I)


#: what an offer or a request would have the user book, buy or join: a thing of the organisation's
_TRANSACTION = re.compile(r"\b(?:book|buy|order|reserve|join|sign\s+up\s+for|enrol\s+(?:her|him|them)?\s*(?:in|on))\s+"
                          r"(?:(?:the|a|an|their|one\s+of\s+their)\s+)((?:[\w'-]+\s+){0,2}[\w'-]+)", re.I)
#: what is booked that every organisation has ("book a slot", "book a visit")
_GENERIC_BOOKED = frozenset("slot slots time times place spot visit session one it them something date day".split())


def _new_product(clause: str, known: "_Words") -> bool:
    """The clause would have the user book, buy or join a thing whose words the context and question lack."""
    m = _TRANSACTION.search(clause)
    if m is None:
        return False
    return any(w not in known and w not in NONCONTENT and w not in SOCIAL and w not in _GENERIC_BOOKED
               for w in words_of(m.group(1)))


# ------------------------------------------------------------------------------ evaluative remarks and acknowledgements
# A chat answer judges the user's topic ("Exciting — parish registers are a brilliant place to start!", "Cherry season is
# such a treat!", "Lovely — twins' adventure day!", "I think he's going to be absolutely thrilled.", "it really helps the
# team") and acknowledges what the user did or asked ("Thanks for thinking ahead", "Good call moving coins to a hardware
# wallet", "Totally understandable"). Such a clause evaluates, it describes nothing: its predicate is an evaluative word
# (text.emotive: an evaluative adjective or noun, a feeling, an interjection), its subject the user's own topic (the words
# of the question or context), a pronoun or a generic noun, and it names no value, date, channel, fee, condition, person
# or place the context lacks. The same shape with a describing predicate ("the workshop is free on Saturdays") or a new
# detail is a claim. The grammar, clause by clause:

#: how an asked thing is judged ("a really common question", "a totally understandable concern", "a fair point"): the
#: user's question or worry judged, no fact
_ASKING_EVAL = frozenset("common natural understandable reasonable fair valid important".split())
_EVAL_ADJ = EVALUATIVE_EN | SYMPATHY_EN | _ASKING_EVAL
#: the nouns of what the user asks, aims at or worries about, judged ("a great target", "an understandable concern")
_ASKED_NOUNS = frozenset("target aim concern worry precaution habit".split())
#: the verbs of the user's asking, after a judged question ("a sensible one to check", "a good thing to ask")
_ASKING_VERBS = frozenset("check ask raise know clarify confirm consider".split())
#: degree words and the article before an evaluation ("such a", "absolutely", "a really")
_DEGREE = r"(?:(?:really|so|very|truly|absolutely|such|quite|just|genuinely|incredibly|super|pretty|totally|definitely|always|a|an)\s+)*"
#: an interjection clause: "Exciting", "How lovely", "What a treat", "Nice one", "Oh, wow", "Good news"
_INTERJECTION = re.compile(rf"^(?:(?:oh|wow|aw+|ooh|ah|and|so|well)\s+)*(?:(?:how|what)\s+)?{_DEGREE}(?P<eval>[a-z-]+)"
                           r"(?:\s+(?P<noun>news|stuff|one|[a-z-]+))?$", re.I)
#: the speaker's hedge on an evaluation ("I think he's going to be thrilled", "I'm sure she'll love it"): no guess of a fact
_EVAL_LEAD = (r"(?:(?:oh|and|so|but|honestly|well|wow)\s+)*(?:(?:i\s+(?:really\s+)?(?:think|reckon|bet|imagine|suspect|expect|feel|just\s+know)"
              r"|i['’]?m\s+(?:sure|certain|confident)|i\s+have\s+no\s+doubt)\s+(?:that\s+)?)?")
_COPULA = (r"(?:['’]s|['’]re|\s+is|\s+are|\s+was|\s+were|\s+will\s+be|['’]ll\s+be|\s+would\s+be|['’]d\s+be|\s+should\s+be"
           r"|\s+must\s+be|\s+sounds?(?:\s+like)?|\s+looks?(?:\s+like)?|\s+seems?(?:\s+like)?|\s+makes?\s+for"
           # the user's plan judged as what it would make ("That would make a gorgeous wedding!", "it'll make for a fun day")
           r"|(?:\s+would|['’]d|\s+will|['’]ll|\s+could|\s+should)\s+make(?:\s+for)?"
           r"|(?:['’]s|['’]re|\s+is|\s+are)\s+(?:going|bound|sure)\s+to\s+be|['’]ll\s+(?:feel|look)|\s+will\s+(?:feel|look))")
#: a copular evaluation: "parish registers are a brilliant place to start", "cherry season is such a treat", "he's going to
#: be absolutely thrilled", "that sounds like a lovely way to spend the day"
_COPULAR_EVAL = re.compile(rf"^{_EVAL_LEAD}(?P<subj>[\w'’-]+(?:\s+[\w'’-]+){{0,4}}?){_COPULA}\s+{_DEGREE}(?!(?:going|bound|sure)\s+to\b)(?P<eval>[a-z-]+)"
                           r"(?:\s+(?P<noun>[a-z-]+))?"
                           # a second judgement of the same thing ("a really common question and a sensible one")
                           rf"(?:\s+and\s+{_DEGREE}(?P<eval2>[a-z-]+)\s+one)?"
                           r"(?:\s+(?:to|for)\s+(?P<verb>[a-z]+)(?P<obj>(?:\s+[\w'’-]+){0,4}))?$", re.I)
#: what the user's act does for others: "it really helps the team", "that makes a big difference", "it means a lot to us"
_HELPS = re.compile(rf"^{_EVAL_LEAD}(?:it|that|this)\s+(?:(?:really|genuinely|truly|so|always|does|honestly|all)\s+)*(?:helps|help"
                    r"|makes\s+(?:such\s+)?a\s+(?:(?:big|real|huge|great|massive|world\s+of)\s+)?difference|means\s+(?:such\s+)?a\s+lot"
                    r"|is\s+(?:(?:always|really|so|very|much)\s+)*(?:appreciated|helpful)|is\s+(?:(?:such|a|really)\s+)*(?:big|great|real|huge)\s+help)"
                    r"(?:\s+(?:to|for))?(?:\s+(?:the\s+(?:team|organisers|organizers|staff|volunteers|shift\s+leaders?)|everyone|everybody|us"
                    r"|them|others|other\s+(?:people|volunteers|members|guests)))?$", re.I)
#: what someone of the user's will feel about the plan: "your mum is going to love it", "she'll love every minute", "your twins
#: are going to have a blast", "you'll have a brilliant time"
_WILL_ENJOY = re.compile(rf"^{_EVAL_LEAD}(?P<subj>[\w'’-]+(?:\s+[\w'’-]+){{0,3}}?)(?:['’]s|['’]re|\s+is|\s+are)?\s*(?:going\s+to|sure\s+to|bound\s+to"
                         r"|['’]ll|will|would|['’]d)\s+(?:(?:absolutely|really|definitely|just|so)\s+)*(?:(?:love|adore|enjoy)(?P<obj>\s+(?:it|this|that"
                         r"|them|every\s+(?:minute|second|bit)(?:\s+of\s+it)?|(?:the|their|his|her|your)(?:\s+[\w'’-]+){1,3}))?"
                         rf"|have\s+(?:(?:a|an|such\s+a|the)\s+)?{_DEGREE}(?:(?:great|brilliant|lovely|wonderful|fantastic|fab|amazing|fun|good)\s+)?"
                         r"(?:blast|ball|time|fun|day|evening|afternoon|morning|laugh))$", re.I)
#: praise of the user's choice: "You've picked a fantastic course!", "you've chosen a lovely spot"
_CHOSE = re.compile(rf"^{_EVAL_LEAD}you(?:['’]ve|\s+have)?\s+(?:picked|chosen|found|made|got|gone\s+for)\s+(?:yourself\s+)?(?:(?:a|an|such\s+a)\s+)?"
                    rf"{_DEGREE}(?P<eval>[a-z-]+)(?P<obj>(?:\s+[\w'’-]+){{1,3}})$", re.I)
#: an evaluative noun ("such a treat", "a real joy"): judged, not described (not "a must": a requirement)
_EVAL_NOUNS = frozenset("treat joy delight pleasure gem blast highlight winner dream".split())
#: the words an evaluation's subject and object are written with besides the user's topic: pronouns, determiners, generic
#: nouns, occasions
_EVAL_FREE = GENERIC_NOUNS_EN | PURPOSE_VERBS_EN | frozenset("""it that this they he she you we i your his her their them
him everything started going minute second bit across with about through""".split())
#: a bare noun phrase after an interjection ("Lovely — twins' adventure day!"): no verb, the user's topic named
_BARE_NP = re.compile(r"^(?:(?:a|an|the|your|their|his|her|this|that|what\s+a|such\s+a)\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,3}$", re.I)
#: clauses of an evaluative sentence: at a dash, a semicolon, a comma
_EVAL_SPLIT = re.compile(r"\s+[-\u2013\u2014]+\s+|;\s+|,\s+|!\s+")


def _topic_words(text: str, known: "_Words | None") -> bool:
    """Every word of ``text`` is the user's topic (the question's or the context's words), a function word, a generic
    noun, an occasion or a word of pleasantry — and no value: an evaluation's subject, object or exclaimed phrase."""
    if _DIGIT.search(text):
        return False
    for w in words_of(text):
        if w in NONCONTENT or w in _EVAL_FREE or w in _OCCASION_THINGS or w in _EVAL_ADJ or w in FEELINGS_EN:
            continue
        if known is not None and w in known:
            continue
        return False
    return True


def _evaluative_clause(part: str, known: "_Words | None", after_interjection: bool) -> tuple[str, str] | None:
    """The kind of an evaluative clause ("interjection", "evaluation", "helps", "exclaimed") and the words of it that could
    name something (its subject and object, the phrase exclaimed over), or None."""
    m = _INTERJECTION.match(part)
    if m is not None:
        ev, noun = m.group("eval").lower(), (m.group("noun") or "").lower()
        if (ev in _EVAL_ADJ or ev in INTERJECTIONS_EN or ev in FEELINGS_EN) and (not noun or noun in ("news", "stuff", "one")
                                                                                or noun in GENERIC_NOUNS_EN or noun in _EVAL_NOUNS):
            return "interjection", ""
        if ev in _EVAL_NOUNS and not noun:
            return "interjection", ""  # "What a treat", "Such a joy"
    m = _COPULAR_EVAL.match(part)
    if m is not None:
        ev, noun = m.group("eval").lower(), (m.group("noun") or "").lower()
        if ev in _EVAL_ADJ or ev in FEELINGS_EN:
            ok = not noun or noun in GENERIC_NOUNS_EN or noun in _EVAL_NOUNS or noun in _OCCASION_THINGS or noun in _ASKED_NOUNS
        else:
            ok = ev in _EVAL_NOUNS and not noun
        if m.group("eval2") and m.group("eval2").lower() not in _EVAL_ADJ:
            ok = False
        verb = (m.group("verb") or "").lower()
        asking = verb in _ASKING_VERBS and noun in ("question", "thing", "one", "point") and not (m.group("obj") or "").strip()
        if ok and (not verb or verb in PURPOSE_VERBS_EN or asking) and _topic_words(m.group("subj"), known) \
                and _topic_words(m.group("obj") or "", known):
            return "evaluation", f"{m.group('subj')} {m.group('obj') or ''}"
    m = _WILL_ENJOY.match(part)
    if m is not None and _topic_words(m.group("subj"), known) and _topic_words(m.group("obj") or "", known):
        return "evaluation", f"{m.group('subj')} {m.group('obj') or ''}"
    m = _CHOSE.match(part)
    if m is not None and m.group("eval").lower() in _EVAL_ADJ and _topic_words(m.group("obj"), known):
        return "evaluation", m.group("obj")
    if _HELPS.match(part):
        return "helps", ""  # ("it really helps the team": the user's act judged, the team its generic beneficiary)
    if after_interjection and _BARE_NP.match(part) and _topic_words(part, known):
        return "exclaimed", part  # "Lovely — twins' adventure day!": the user's topic, exclaimed over
    return None


def evaluative_remark(text: str, known: "_Words | None" = None) -> bool:
    """A sentence of evaluative clauses only (:func:`_evaluative_clause`), acknowledgements (:func:`acknowledgement`) and
    presentations of what follows (:func:`presents`), whose subjects and objects name nothing new (:func:`names_nothing`):
    "Exciting — parish registers are a brilliant place to start!", "Cherry season is such a treat!", "I think he's going to
    be absolutely thrilled." ("Exciting — the workshop is free on Saturdays!" has a clause of the world.)"""
    if _DIGIT.search(text) or _EVAL_TRIGGERS.isdisjoint(words_of(text)):
        return False  # (every clause of the grammar has one of these words: none, and the sentence is read no further)
    body = _DECORATION.sub(" ", text.replace("\u2019", "'")).strip(" \t.!,;:")
    if not body:
        return False
    parts = [p.strip(" \t.!,;:") for p in _EVAL_SPLIT.split(body)]
    parts = [p for p in parts if p]
    kinds: list[str] = []
    read: list[str] = []
    for p in parts:
        got = _evaluative_clause(p, known, bool(kinds) and kinds[-1] == "interjection")
        if got is None:
            if acknowledgement(p, known):
                got = "acknowledgement", ""  # (its own words read by acknowledgement)
            elif presents(p, known):
                got = "presentation", ""
            else:
                return False
        kinds.append(got[0])
        read.append(got[1])
    return names_nothing(" , ".join(read), known, names=True)


#: the words one of which every clause :func:`evaluative_remark` accepts holds: an evaluation, a feeling, an interjection,
#: an evaluated generic noun ("such a treat"), an acknowledgement's head or a presentation's "here" (a cheap gate before the
#: clause grammar)
_EVAL_TRIGGERS = EVALUATIVE_EN | SYMPATHY_EN | FEELINGS_EN | INTERJECTIONS_EN | GENERIC_NOUNS_EN | frozenset(
    """thanks thank cheers call thinking move choice question idea plan shout point pick spot catch instinct understandable
    understand get sense fair here good great smart wise nice excellent brilliant sensible clever sorry let""".split())

#: an acknowledgement of the user's act or question: "Thanks for thinking ahead", "Thank you for checking", "Good call
#: moving coins to a hardware wallet", "Great question", "Totally understandable", "Fair enough", "Makes sense"
ACK_HEADS = ("thanks", "thank you", "many thanks", "cheers", "thanks so much", "thank you so much", "thanks a lot")
ACK_JUDGED = ("call", "thinking", "move", "choice", "question", "idea", "plan", "shout", "point", "pick", "spot", "catch", "instinct")
_ACK = re.compile(
    rf"""^(?:(?:oh|and|so|well|honestly)\s+)*(?:
        {_alts(ACK_HEADS)}\s+for\s+(?:(?:your|the)\s+[\w'’-]+|[a-z]+ing\b(?:\s+[\w'’-]+){{0,6}})
      | (?:(?:really|very|such\s+a|a\s+really|a)\s+)?(?:good|great|smart|wise|nice|fair|excellent|brilliant|sensible|clever)\s+{_alts(ACK_JUDGED)}
          (?:\s+(?:on|with|about|there)(?:\s+[\w'’-]+){{0,5}}|\s+[a-z]+ing\b(?:\s+[\w'’-]+){{0,6}})?
      | (?:(?:i\s+)?(?:totally|completely|fully|absolutely|perfectly|entirely|really)\s+)?(?:understandable|understand(?:\s+(?:that|it|this|why|the\s+worry|your\s+\w+))?|get\s+(?:that|it|this))
      | (?:that\s+)?(?:fair\s+enough|makes\s+(?:(?:total|perfect|complete|a\s+lot\s+of)\s+)?sense)
      | (?:i['’]?m|i\s+am)\s+(?:(?:so|really|very|truly|terribly|awfully)\s+)?sorry(?:\s+to\s+hear\s+(?:that|this|it))?
    )$""", re.I | re.X)
#: the acknowledgement's own head words (a "call" judged good is no phone call; "thanks" no detail)
_ACK_HEAD_WORDS = re.compile(rf"\b(?:good|great|smart|wise|nice|fair|excellent|brilliant|sensible|clever)\s+(?={_alts(ACK_JUDGED)}\b)"
                             rf"{_alts(ACK_JUDGED)}\b", re.I)


def acknowledgement(text: str, known: "_Words | None" = None) -> bool:
    """An acknowledgement of the user's act or question (:data:`_ACK`) that names nothing new (:func:`names_nothing`):
    "Thanks for thinking ahead", "Good call moving coins to a hardware wallet" ("Thanks for booking through our app"
    names a channel)."""
    body = _DECORATION.sub(" ", text.replace("\u2019", "'")).strip(" \t.!,;:")
    return bool(body) and _ACK.match(body) is not None and not _DIGIT.search(body) \
        and names_nothing(_ACK_HEAD_WORDS.sub(" ", body), known, names=True)


#: a presentation of what follows ("here's a head-to-head to help you decide", "here's a step-by-step guide for your first
#: visit"): the answer naming its own form
PRESENTATION_NOUNS = ("head-to-head", "comparison", "guide", "step-by-step guide", "breakdown", "rundown", "summary", "overview",
                      "checklist", "plan", "picture", "table", "side-by-side", "side-by-side comparison", "run-through",
                      "walkthrough", "walk-through", "list", "round-up", "roundup", "look", "quick look", "recap", "run-down")
_PRESENTS = re.compile(rf"^(?:(?:so|ok|okay|right|now)\s+)?here(?:['’]s|\s+is|\s+are)\s+(?:(?:a|an|the|your|some)\s+)?"
                       rf"(?:(?:quick|short|full|simple|handy|clear|brief|easy|little|detailed)\s+)*(?P<form>{_alts(PRESENTATION_NOUNS)})"
                       rf"(?:\s+(?:to\s+help\s+you\s+(?:decide|choose|plan|compare|see|check|work\s+it\s+out)|for\s+(?:you|your\s+[\w'’-]+(?:\s+[\w'’-]+)?)"
                       rf"|of\s+(?:what|how|the\s+(?:options|two|differences?|key\s+points|steps|details))(?:\s+[\w'’-]+){{0,4}}))?$", re.I)


#: the answer's lead-in to its own working ("Let's run the numbers with your figures", "Let me break that down for you",
#: "Let's do the maths", "Let's work it out step by step"): it presents what follows, in words of a closed grammar
#:     LEAD := (so|ok|right|now|first)? (let's|let me|let us) (quickly|just)? VERB OBJ? PARTICLE? THING? WITH? TAIL?
_WORKS = re.compile(
    r"^(?:(?:so|ok|okay|right|now|first)\s*,?\s+)?let(?:'s|\s+me|\s+us)\s+(?:quickly\s+|just\s+)?"
    r"(?:run|crunch|do|work|break|go|walk|add|tot|look|check|compare|figure|map|lay|put|see|sum|tally)"
    r"(?:\s+(?:it|this|that|them|these|those|things|everything))?(?:\s+(?:through|out|up|down|over|at|together))?"
    r"(?:\s+(?:(?:the|your|those|these|both|all\s+the|each|some)\s+)?(?:numbers|figures|maths|math|sums?|costs|options|prices"
    r"|totals?|details|arithmetic|working|it|this|that|them))?"
    r"(?:\s+(?:with|for|using|on|from)\s+(?:your|the|those|these)\s+(?:own\s+)?(?:figures|numbers|dates|details|situation|case"
    r"|plans?|options|costs|example))?(?:\s+(?:for\s+you|together|quickly|step\s+by\s+step))?$", re.I)


def presents(text: str, known: "_Words | None" = None) -> bool:
    """A sentence presenting what follows (:data:`_PRESENTS`, or the answer's working: :data:`_WORKS`) that names nothing
    new."""
    body = _DECORATION.sub(" ", text.replace("\u2019", "'")).strip(" \t.!,;:")
    if _WORKS.match(body) is not None:
        return True  # (a closed grammar: its words name no thing of the world)
    m = _PRESENTS.match(body)
    # (the form's own name is no detail: "a head-to-head" names no head of department)
    return m is not None and names_nothing(body[:m.start("form")] + " " + body[m.end("form"):], known, names=True)
