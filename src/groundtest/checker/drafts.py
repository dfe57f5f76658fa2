"""Does a sentence draft a fact about the world? The reading an empty retrieval's sentence gets when the scaffold
grammar (:mod:`.scaffold`, word lists) did not pass it.

With nothing retrieved, any fact the answer states is invented; what may stand is the answer talking about itself, about
the user, or about where to ask. The word-list grammar asks "is every content word social, advice or the question's?",
so a new word ("That's a really common **worry**", "have some **photos** of the **damage** ready") makes a decline a
draft. This reading asks the structural question instead: cut the sentence into clauses, and decide each clause by its
subject and predicate, not by its vocabulary.

A clause states nothing about the world when it is

- the writer's own act or state: ``I``-clauses ("I haven't been given any documents that cover …", "I'd hate for you to
  make a wasted trip", "I'm happy to help you compare options") — unless the writer vouches for a fact ("I think",
  "I can tell you that", "I'd expect");
- hypothetical or the user's: a clause led by "if", "unless", "in case", "whether", or "when/once/before … you";
  the user's state ("you're definitely not alone in asking");
- a judgement of the question or of the user's plan ("That's a really common worry", "Good question", "Taking your bike
  along is a great way to explore", "that would be handy if …");
- advice to ask, in its frames: "it might help to have … ready", "it would be worth contacting …", "the safest step is to
  check with …", "X would be the best place to check …", "X will be able to confirm …", "it depends on …", or an
  imperative to ask ("put the question directly to …");
- the writer's lack: "there's nothing in the information available to me about …";
- a fragment with no verb made of social words ("Good luck", "Unfortunately", "in the meantime").

Any other clause (a third party doing or being something, "you'll need", "you can pay", "there is a waiting list")
states the world: the sentence drafts. So does any sentence with a figure, a span of time in words, a way to reach
someone (a channel), a hedge ("usually", "most", "typically": the shape of a guess), a weekday or a name the question
never gave. Linear in the sentence: one pass to cut, one anchored match per clause.
"""

from __future__ import annotations

import re

from .doc import words_of
from .scaffold import CHANNELS

__all__ = ["states_world"]

#: where a sentence is cut into clauses: punctuation, and a conjunction or subordinator after a space
_CUT = re.compile(r"\s*(?:[;:\u2013\u2014()]|\s-\s|,|\.\.\.|\u2026)\s*"
                  r"|\s+(?=(?:and|but|because|since|though|although|while|whereas|if|unless|when|once|until|before|after)\s"
                  r"|so\s+(?:that|the|they|he|she|it|we|you|your|their|there)\b)",
                  re.I)
_MARKUP = re.compile(r"[*_`#>\[\]|~]+|[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200d]")
#: the openers a clause may carry before its subject ("so", "and", "unfortunately", "in the meantime", "good luck —")
_OPENERS = re.compile(r"^(?:(?:and|but|so|or|also|then|though|just|still|honestly|unfortunately|sadly|alas|otherwise|"
                      r"however|that\s+said|in\s+the\s+meantime|meanwhile|for\s+now|for\s+that|of\s+course|either\s+way|"
                      r"in\s+any\s+case|anyway|ideally|personally|really|actually|please|oh|ah|hmm|well|okay|ok|"
                      r"rather\s+than\s+guess(?:ing)?|to\s+be\s+safe|to\s+be\s+honest)\b[\s,!.]*)+", re.I)

_NEG = r"(?:n['’]t|\s+not|\s+never|\s+cannot)"
#: the writer vouching for a fact about the world ("I think", "I can tell you that", "I'd expect", "I know")
_VOUCHES = re.compile(r"^(?:i|we)(?:['’](?:d|ll|m)|\s+would|\s+can|\s+could|\s+will|\s+do)?\s+(?:(?:also|really|definitely|"
                      r"certainly|honestly|personally|strongly)\s+)?(?:say|think|believe|expect|imagine|know|understand|reckon|"
                      r"guess|suspect|recall|remember|confirm|assume|gather|hear|tell\s+you\s+(?:that|it|they|the)|"
                      r"be\s+(?:surprised|confident|sure)|(?:am|['’]m)\s+(?:sure|confident|certain|pretty\s+sure|fairly\s+sure))\b"
                      # "I'm afraid drones aren't permitted", "I'm happy to say the pool is open": the fact, regretted or told
                      r"|^i(?:['’]m|\s+am)\s+(?:afraid|sorry\s+to\s+say|happy\s+to\s+(?:say|report|confirm)|glad\s+to\s+(?:say|report|confirm)|"
                      r"pleased\s+to\s+(?:say|report|confirm))\s+(?!i\b|i['’]|that\s+i\b|we\b|we['’]|not\b|so\b|"
                      r"(?:that|this|it)(?:\s+is|['’]s|\s+isn['’]t)\s+(?:not\s+)?(?:something|a\s+detail|a\s+question|not)\b|there)",
                      re.I)
_WRITER = re.compile(r"^(?:i(?:['’](?:m|d|ve|ll)|\s|$)|me\b|my\s+(?:advice|suggestion|recommendation|apologies|aim|job|goal)\b"
                     r"|what\s+i(?:['’]d|\s+would)?\s+(?:suggest|recommend|advise)\b)", re.I)
#: a reason clause is judged by what it gives as the reason ("since it depends on …", "since your booking is so soon")
_REASON = re.compile(r"^(?:since|because|as|given\s+that|seeing\s+as)\s+", re.I)
#: the user's own situation, judged ("your booking is so soon", "your question is a good one")
_YOURS = re.compile(r"^your\s+[\w-]+(?:\s+[\w-]+)?\s+(?:is|are|['’]s)\s+(?:(?:so|very|quite|really|pretty|fairly|rather)\s+)?"
                    r"(?:soon|close|near|short|tight|urgent|important|tricky|busy|big|small|exciting|understandable)$", re.I)
#: a clause with no subject of its own, continuing the one before ("… who, if anyone, needs to be informed",
#: "or to go through their details"): it is read with that one
_CONTINUES = re.compile(r"^(?:is|are|was|were|has|have|had|needs?|applies|apply|to\s+[a-z]+)\b", re.I)
#: what may go on as the object of an asking ("… confirm their hire periods and any charges", "check availability and
#: what it costs") or its time ("ask them directly before booking"): a quantifier, a possessive, a question word, an
#: infinitive, a gerund's time (a bare noun may begin a clause of its own:
#: "… — parties run on weekend afternoons")
_OBJECT = re.compile(r"^(?:any|their|its|his|her|what|which|how|who|whom|whether|where|when|why|to|an?\s+(?:upcoming|possible)|"
                     r"(?:possible|upcoming|current|latest|exact)\s|(?:before|after|when|while|once|until)\s+[a-z]+ing\b)\b", re.I)
#: an offer of help listed as a gerund ("Putting together a list of questions to ask the society")
_OFFERED = re.compile(r"^(?:putting\s+together|drafting|writing|preparing|listing|comparing|working\s+out|planning|thinking\s+through"
                      r"|making|creating|building|sketching|summari[sz]ing|turning)\b", re.I)
_HYPOTHETICAL = re.compile(r"^(?:if|unless|in\s+case|whether|even\s+if|assuming|should\s+you)\b"
                           r"|^(?:when|whenever|once|before|after|until|as\s+soon\s+as|while)\s+(?:you|your)\b", re.I)
_USERS_STATE = re.compile(r"^you(?:['’]re|\s+are|['’]ve|\s+have)\s+(?:(?:definitely|certainly|absolutely|really|so|very|"
                          r"clearly|probably)\s+)?(?:not\s+(?:alone|the\s+first|the\s+only)|right|welcome|wise|smart|sensible|"
                          r"thinking\s+ahead|asking\s+(?:the\s+)?right|doing\s+the\s+right|in\s+good\s+hands|got\s+this)\b", re.I)
_JUDGED = (r"(?:great|good|common|understandable|handy|lovely|fair|sensible|smart|wise|reasonable|important|natural|normal|"
           r"helpful|exciting|fun|brilliant|excellent|interesting|tricky|frustrating|annoying|worrying|stressful|nice|"
           r"thoughtful|useful|valid|perfect|wonderful|fantastic|big|real|genuine|very\s+common|really\s+common|"
           r"completely\s+understandable|totally\s+understandable)")
#: what a judgement may be of: the question or the user's thinking, not a thing of the world
_TOPIC = r"(?:question|idea|thinking|plan|point|thought|call|choice|catch|one|worry|concern|query|request|thing\s+to\s+(?:ask|check|know))"
_INTENS = r"(?:(?:a|an|such\s+a|so|really|very|definitely|totally|completely|perfectly|quite|such|absolutely|truly)\s+)*"
_JUDGEMENT = re.compile(
    rf"^(?:that|this|it|which|what\s+a|such\s+a)(?:['’]s|\s+is|\s+was|\s+would\s+be|['’]d\s+be|\s+sounds(?:\s+like)?|\s+seems(?:\s+like)?"
    rf"|\s+must\s+be|\s+could\s+be|\s+can\s+be)?\s+{_INTENS}{_JUDGED}(?:\s+{_TOPIC})?"
    rf"(?:\s*$|\s+(?:to\s+(?:ask|check|know|hear|think|wonder|consider|plan)|of\s+you|that\s+you|if\b|for\s+you\b))"
    rf"|^{_INTENS}{_JUDGED}\s+{_TOPIC}\b"
    # the user's plan, judged ("Taking your bike along is a great way to explore")
    rf"|^[a-z]+ing\s+(?:your|you|yourself)\b[^,;]*?\s(?:is|['’]s|would\s+be|can\s+be|sounds\s+like)\s+{_INTENS}{_JUDGED}\s+"
    rf"(?:way|idea|plan|move|choice|thing|option|step)\b", re.I)
#: the verbs of asking, checking and preparing to ask: what advice may tell the user to do
#: the acts of asking, checking and preparing to ask — what advice may tell the user to do — each a verb (its first word)
#: and what follows it; written once, read as the bare verb ("ask", "to check") and as its gerund ("asking", "checking")
_ASK_ACTS = ("ask", "check", "contact", "confirm", "speak", "talk", r"get\s+in\s+touch", r"reach\s+out", "enquire", "inquire",
             "double-check", "mention", "raise", r"put\s+(?:the|your|this|that)\s+question", r"find\s+out", "clarify", "verify",
             r"look\s+into", r"run\s+it\s+past", "flag", r"let\s+them\s+know", r"tell\s+them",
             r"have\b[^,;]*?\b(?:ready|to\s+hand|handy|on\s+hand|with\s+you|nearby)", r"keep\s+(?:a\s+)?(?:note|record|copy)",
             r"note\s+down", r"write\s+down", r"jot\s+down", r"go\s+straight\s+to", r"go\s+direct(?:ly)?\s+to", "consult",
             r"review\s+your", r"read\s+your", r"look\s+(?:at|over|through)\s+(?:your|the\s+(?:paperwork|papers|documents?|contract"
             r"|agreement|receipt|confirmation|terms|small\s+print)\b)")
#: verbs whose last consonant doubles before "-ing" ("put" → "putting")
_DOUBLED = frozenset("put get run flag let jot".split())


def _gerund(act: str) -> str:
    """The act with its verb in "-ing" ("get\\s+in\\s+touch" → "getting\\s+in\\s+touch", "raise" → "raising")."""
    verb, rest = re.match(r"([a-z-]+)(.*)", act, re.S).groups()  # type: ignore[union-attr]
    if verb in _DOUBLED:
        verb += verb[-1]
    elif verb == "have" or (verb.endswith("e") and not verb.endswith("ee")):
        verb = verb[:-1]
    return verb + "ing" + rest


_ASK = "(?:" + "|".join(_ASK_ACTS) + ")"
_ASKING = "(?:" + "|".join(_gerund(a) for a in _ASK_ACTS) + ")"
#: the writer's clauses that are the writer's own act: what it lacks or cannot do (any negated verb), how it feels, what it
#: suggests, and the help it offers with the user's own planning and papers — not a service of the organisation's it
#: promises ("I'll upgrade your cabin", "I'll find the free sailing for you", "I've booked you in")
_WRITERS_ACT = re.compile(
    r"^(?:my\s|what\s)"
    r"|^i(?:['’]\w+|\s+\w+)?(?:\s+(?:really|also|just|still|honestly|genuinely|simply|unfortunately|sadly))?" + _NEG +
    r"|^i(?:['’]m|\s+am)\s+(?:(?:so|very|really|truly)\s+)?(?:sorry|afraid|happy|glad|delighted|pleased|here|always|keen|around|"
    r"available|unable|not\s)"
    r"|^i(?:['’]d|\s+would)\s+(?:(?:really|also|strongly|always|gently|personally|definitely)\s+)?(?:suggest|recommend|advise|urge|"
    r"encourage)\s+(?:that\s+)?(?:you\s+)?(?:to\s+)?(?:" + _ASKING + "|" + _ASK + r")\b"
    r"|^i(?:['’]d|\s+would)\s+(?:(?:really|also|strongly|always|gently|personally|definitely)\s+)?(?:hate|love|rather|prefer|"
    r"be\s+(?:happy|glad|delighted|pleased)|like\s+to\s+help|say\s+it(?:['’]s|\s+is)\s+worth)"
    r"|^i(?:['’]ll|\s+will|\s+can|\s+could|['’]d\s+be\s+happy\s+to|\s+am\s+happy\s+to)?\s*(?:(?:also|gladly|happily|then|just)\s+)?"
    r"(?:help|try|draft|write|put\s+together|go\s+through|take\s+a\s+look|look\s+(?:over|at|through)|pull\s+out|summari[sz]e|"
    r"work\s+(?:out|through)|compare|turn|explain|walk\s+you|talk\s+you|suggest|recommend|answer|make\s+(?:a|you\s+a)\s+"
    r"(?:list|checklist|plan)|prepare|sketch|share\s+(?:some\s+)?(?:general|what)|give\s+you\s+(?:an?\s+)?(?:idea|sense|overview)"
    r"|read|check\s+(?:it|them|that|this|your))\b", re.I)
_MODAL = r"(?:['’]s|['’]d|\s+is|\s+would|\s+might|\s+may|\s+could|\s+can|\s+will|['’]ll|\s+should)?"
_ADVICE = re.compile(
    # "it might help to have some photos ready", "it would be worth contacting …", "it's a good idea to ask …"
    rf"^(?:it|this|that){_MODAL}(?:\s+(?:be|also|always|really|definitely|probably|certainly|still|just|well))*\s+"
    rf"(?:help(?:ful)?|worth(?:\s+while)?|worthwhile|a\s+(?:good|great|smart|sensible|wise)\s+(?:idea|plan|move|step)|wise|"
    rf"sensible|best|safest|smart|advisable|important|useful|good|better|a\s+good\s+call)\s+(?:(?:to|for\s+you\s+to)\s+{_ASK}|{_ASKING})\b"
    # "the safest step is to check with …", "your best bet would be asking …"
    rf"|^(?:the|your|my)\s+(?:safest|best|surest|simplest|quickest|easiest|most\s+reliable|next)\s+(?:step|option|thing(?:\s+to\s+do)?|"
    rf"way(?:\s+forward)?|bet|approach|route|course(?:\s+of\s+action)?|move)\s+(?:is|['’]s|would\s+be|will\s+be|here\s+is)\s+"
    rf"(?:(?:to|probably\s+to|simply\s+to|just\s+to)\s+{_ASK}|{_ASKING})\b"
    # "it depends on who manages that location", "this can vary"
    rf"|^(?:it|this|that|the\s+answer|everything)(?:\s+(?:all|really|probably|likely|may|might|can|could|will|would))*\s+"
    rf"(?:depends?|vary|varies|differs?)\b"
    # an imperative to ask ("put the question directly to the company", "ask them about …")
    rf"|^(?:please\s+|just\s+|do\s+|definitely\s+|perhaps\s+|maybe\s+)?{_ASK}\b"
    # "I'd suggest/recommend asking …" is the writer's clause; "you could/might ask …", "you may want to check …"
    rf"|^you(?:['’]d|\s+could|\s+might|\s+may|\s+can|\s+should|\s+would)(?:\s+(?:also|always|just|still|perhaps|want\s+to|"
    rf"like\s+to|wish\s+to|find\s+it\s+(?:helpful|useful)\s+to))*\s+{_ASK}\b", re.I)
#: who a referral names (a pronoun, "the …" up to nine words, or a capitalised name) and the modal after it: the shared
#: opening of :data:`_TELLS`'s alternatives (`_WILL`: the modal of what they will do)
_WHO = r"^(?:they|he|she|the\s+[\w'’&-]+(?:\s+[\w'’&-]+){0,8}?|[A-Z][\w'’&-]*(?:\s+[\w'’&-]+){0,5}?)"
_WILL = r"(?:['’]ll|['’]d|\s+will|\s+would|\s+should|\s+could|\s+can|\s+may|\s+might)"
#: a party that will be able to tell the user ("the skip hire company you're booking with will be able to confirm …",
#: "the arena itself would be the best place to check live availability", "they should be able to explain")
_TELLS = re.compile(
    _WHO + _WILL + r"(?:\s+(?:definitely|certainly|also|surely|"
    r"probably|be\s+happy\s+to|be\s+glad\s+to))*\s+(?:be\s+(?:able|best\s+placed|well\s+placed|happy|glad|the\s+(?:best|right|"
    r"ideal|quickest|surest)\s+(?:place|people|person|team|source|ones?|point\s+of\s+contact|contact))\s+to\s+)?"
    r"(?:confirm|check|tell|explain|advise|help(?=\s*$|\s+(?:you\s*$|you\s+(?:out|further|decide|with\s+(?:that|this|it|any))|out))|answer|clarify|let\s+you\s+know|go\s+through|talk\s+you\s+through|"
    r"walk\s+you\s+through|point\s+you|update\s+you|know|say|sort|assist|look\s+into|look\s+up|find\s+out)\b"
    # what they would give: the answer, not a discount
    r"|" + _WHO + _WILL + r"(?:\s+be\s+able\s+to)?\s+give\s+you\s+"
    r"(?:the\s+|an?\s+|their\s+)?(?:(?:definite|clear|proper|full|accurate|current|up-to-date|exact|definitive)\s+)?"
    r"(?:details|information|info|answer|idea|update|overview|advice|guidance|picture|figures?|confirmation)\b"
    # who is the one to ask ("the organisation that runs the allotments would be the best place to ask"): asking, after the
    # slot only (a bare "they'll ask for your ID" is no referral)
    r"|" + _WHO + r"(?:" + _WILL + r"|\s+is|\s+are|['’]s|['’]re)(?:\s+(?:definitely|certainly|"
    r"also|surely|probably))*\s+(?:be\s+)?the\s+(?:best|right|ideal|quickest|surest)\s+(?:place|people|person|team|source|ones?|"
    r"point\s+of\s+contact|contact)\s+to\s+(?:ask|enquire|inquire|contact|speak\s+to|talk\s+to|get\s+in\s+touch\s+with)\b", re.I)
#: the writer's lack, as an existential ("there's nothing in the information available to me about …")
_LACK = re.compile(r"^there(?:['’]s|\s+is|\s+are|\s+was|\s+were)\s+(?:no|nothing)\b.*\b(?:information|documents?|details|"
                   r"material|files?|context|sources?|(?:available|given|provided|shared)\s+to\s+me|i\s+(?:have|can\s+see|was\s+given|"
                   r"['’]ve\s+been\s+given))\b", re.I)
#: a noun phrase with its determiner after a comma: an apposition ("asking Sarah, the head groomer, …"), not a list's member
_DETERMINED = re.compile(r"^(?:the|a|an|my|our|their|his|her)\b", re.I)
#: how much a thing matters, said of no value ("late fees and loan terms can make a real difference", "prices can vary")
_MATTERS = re.compile(r"^(?:[\w'’-]+\s+){1,8}?(?:(?:can|could|may|might|will|would|do|does|often|really|all)\s+)*"
                      r"(?:make\s+(?:a|all\s+the)\s+(?:(?:real|big|huge|significant|considerable|massive)\s+)?difference"
                      r"|matters?|vary|varies|differ|differs)$", re.I)
#: the user's own doing, restated ("so you've used 3 of your 10 classes"): its figures are the question's (checked before)
_RESTATED = re.compile(r"^you(?:['’]ve|\s+have)?\s+(?:already\s+)?(?:used|paid|spent|bought|booked|had|attended|done|completed"
                       r"|taken|got)\b", re.I)
#: and what that leaves ("leaving 7 unused"): a gerund of the remainder, no verb of its own
_LEAVES = re.compile(r"^(?:leaving|which\s+leaves|that\s+leaves|so\s+that\s+leaves)\b", re.I)
_QUESTION = re.compile(r"^(?:would|could|do|shall|can|should|did|have|are)\s+(?:you|i)\b", re.I)
_FINITE = re.compile(r"\b(?:is|are|was|were|be|been|being|am|has|have|had|do|does|did|will|would|shall|should|can|could|may|might|"
                     r"must|need|needs|['’](?:s|re|ll|d|ve|m))\b|n['’]t\b", re.I)
#: the words a verbless fragment may be made of ("Good luck", "Unfortunately", "for example", "if anyone")
_FRAGMENT_WORDS = frozenset("""good great luck best wishes sorry unfortunately sadly thanks thank you cheers interesting question
questions fair point example instance meantime anyway anyone anything everyone anywhere happy planning hi hello hey there
welcome the a an of for in to with and or if then now just so oh ah well quick note details info information sharing""".split())
_SPAN = re.compile(r"\b(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+few|several|a\s+couple\s+of|"
                   r"half\s+an?)\s+(?:working\s+|business\s+)?(?:minute|hour|day|week|month|year|fortnight)s?\b", re.I)
_WEEKDAY = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?:january|february|march|april|june|july|august|"
                      r"september|october|november|december)\b|\b(?:am|pm)\b|\bo['’]clock\b", re.I)
#: the shape of a guess: how things usually are
_HEDGED = frozenset("usually normally typically generally often mostly most commonly tend tends probably likely".split())
#: a person named by title ("speak to Mrs Patel"): a new detail even as the party to ask
_PERSON = re.compile(r"\b(?:mr|mrs|ms|miss|dr|prof)\.?\s+[A-Z]", re.I)
_FREE_THING = re.compile(r"\bfree\s+(?!to\b|of\b|from\b|for\s+you\s+to\b|time\b)[a-z]", re.I)
#: what the organisation would give or where the user would go: named only if the question named it
_OFFERED_THINGS = frozenset("""discount discounts complimentary refund refunds voucher vouchers upgrade upgrades desk counter
reception receptionist kiosk portal website online branch branches hotline helpline manager supervisor""".split())
_ARABIC = re.compile(r"[\u0600-\u06ff]")


def _clauses(text: str) -> list[tuple[str, str]]:
    """The sentence cut at its punctuation and conjunctions: each clause, stripped of markup and its openers, with what
    cut it off (the punctuation, or "" before a conjunction; "" for the first)."""
    out = []
    text = _MARKUP.sub(" ", text)
    cut, at = "", 0
    for m in _CUT.finditer(text):
        out.append((cut, text[at:m.start()]))
        cut, at = m.group(0).strip(), m.end()
    out.append((cut, text[at:]))
    clauses: list[tuple[str, str]] = []
    for cut, part in out:
        low = part.strip(" \t\n,.!?\"'").lower()
        part = _OPENERS.sub("", part.strip(" \t\n,.!?\"'")).strip(" ,.!")
        if part:
            if clauses and cut == "" and low.startswith(("and ", "or ")) and _REASON.match(clauses[-1][1]) \
                    and not _FINITE.search(clauses[-1][1]):
                clauses[-1] = (clauses[-1][0], f"{clauses[-1][1]} {part}")  # "Because late fees | and loan terms can …":
                continue  # a reason's subject cut at its own "and", read whole
            clauses.append(("and" if low.startswith(("and ", "or ")) else cut, part))
    return clauses


def _idle(clause: str) -> str:
    """How a clause states nothing about the world (see the module's list): "ask" (the writer's act, advice to ask, a party
    that can tell, a question to the user: what follows it in the sentence may be its object), "if" (a hypothesis: what
    follows it may be part of it), "idle" (a judgement, the user's state, the writer's lack, a social fragment), or ""
    (it states the world)."""
    clause = _REASON.sub("", clause)
    if _WRITER.match(clause):
        return "" if _VOUCHES.match(clause) or not _WRITERS_ACT.match(clause) else "ask"
    if _ADVICE.match(clause) or _TELLS.match(clause) or _QUESTION.match(clause):
        return "ask"
    if _HYPOTHETICAL.match(clause):
        return "if"
    if _USERS_STATE.match(clause) or _YOURS.match(clause) or _JUDGEMENT.match(clause) or _LACK.match(clause) \
            or _MATTERS.match(clause) or _RESTATED.match(clause) or _LEAVES.match(clause):
        return "idle"
    # a fragment with no verb: of social words only ("Good luck", "Interesting question"), or an offer listed
    if not _FINITE.search(clause) and (_OFFERED.match(clause) or all(w in _FRAGMENT_WORDS for w in words_of(clause))):
        return "idle"
    return ""


def states_world(text: str, known=None) -> bool:
    """Whether ``text`` (one sentence of an answer with nothing retrieved) states a fact about the world. ``known``: the
    words of the context and the question (the checker's ``_Known``; with nothing retrieved, the question's): the user's
    own figure is theirs, and a discount or desk they named may be asked about. Names are not read: a name in advice is
    the party to ask. English only: Arabic text drafts (its word lists read it)."""
    if _ARABIC.search(text):
        return True
    words = words_of(text)
    if any(any(c.isdigit() for c in w) and not (known is not None and w in known) for w in words) or _SPAN.search(text) \
            or _WEEKDAY.search(text):
        return True  # a figure (not the user's own: "a group of 12"), a span of time, a day
    if any(w in CHANNELS or w in _HEDGED for w in words):
        return True
    if _PERSON.search(text) or _FREE_THING.search(text):
        return True  # a person by title; a free thing ("book the free puppy taster")
    if any(w in _OFFERED_THINGS and not (known is not None and w in known) for w in words):
        return True  # a discount, a desk, a portal the question never named
    kind = None
    for cut, clause in _clauses(text):
        if (kind and _CONTINUES.match(clause)) or ((kind == "ask" or (kind == "if" and cut in ("(", "and")))
                                                  and not _FINITE.search(clause) and _OBJECT.match(clause)) \
                or (kind == "ask" and (cut in ("and", "or") or (cut == "," and not _DETERMINED.match(clause)))
                    and not _FINITE.search(clause) and len(words_of(clause)) <= 4):
            # (a bare noun phrase joined to what is asked is more of its object: "will be able to confirm the deadline
            # and entry fees", "I'd be glad to … summarise the lessons, costs and materials")
            # the object of the asking before it ("… confirm their hire periods and any charges"), or a thing the
            # hypothesis adds ("if the make matters for your practice (or an upcoming exam)")
            continue
        kind = _idle(clause)
        if not kind:
            return True
    return False
