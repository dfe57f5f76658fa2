"""False premise: the question asserts something the context contradicts; ``expect: answer`` with
the correct value required (the answer should correct the premise, not adopt it).

Tried in order: (1) the answer's value, when the query states it, is changed (``Can I borrow 8
books?`` → ``Can I borrow 10 books?``); (2) the clause stating the answer's value is restated with
the value changed before the question (``I was told that the loan period is 14 days. How long is
the loan period?``), or, when that clause is long, only the value (``I thought it was 60 days.``);
(3) a name the query shares with the context is swapped for a neighbouring one of the corpus
with the same head word (``Westbrook Library`` → ``Eastfield Library``; the real name is then
required). Values change the way people misremember them (groundtest.derive.values), and a changed
value is stated nowhere in the case's context or query (checked by meaning): a value the context
gives a neighbouring item would make the premise true of something the context says. A clause is
restated only when it reads as a statement a user would type (a subject and a verb, not an
instruction such as "Report an unrecognised transaction within 90 days"); otherwise only the value
is said (``I thought it was 60 days.``).
"""
from __future__ import annotations

import random
import re

from ..model import Case
from ..text import split_sentences
from .common import NUMERIC, Corpus, in_range, key_value, make, query_text_of, with_query_text
from .values import alter

#: longest context sentence restated as a premise
MAX_PREMISE = 240
#: longest clause (in words) restated as a premise; beyond it only the value is said
MAX_CLAUSE_WORDS = 12
_CLAUSE_END = re.compile(r"[,;:()]|\s(?:and|but|unless|as long as|so|while|which|where)\s", re.I)
#: a finite verb: what makes a clause a statement ("two-day shipping costs $12", "you can renew a loan once")
_FINITE = re.compile(
    r"\b(?:is|are|was|were|be|costs?|takes?|lasts?|gets?|has|have|can|cannot|could|may|might|must|will|would|should|"
    r"shall|opens?|closes?|comes?|starts?|ends?|runs?|applies|apply|needs?|requires?|includes?|covers?|allows?|"
    r"offers?|charges?|expires?|arrives?|ships?|stays?|remains?|does|do|gives?|holds?|keeps?)\b", re.I)
#: first words of a clause that is a statement (a subject, or a phrase of time or place before it)
_SUBJECTS = frozenset(
    "a an the your our my their its this that these those each every all any some no you we they it there "
    "on in at for from after before within during until by".split())
#: what follows a verb that opens an instruction ("Report an …", "Call us …", "Bring your …")
_OBJECTS = frozenset("a an the your our my their this that these those us it them any all each every".split())
_NAME = re.compile(r"\b[A-Z][A-Za-z0-9]*[a-z0-9][A-Za-z0-9]*\b")
_NOT_NAMES = frozenset(
    "i monday tuesday wednesday thursday friday saturday sunday january february march april may june july "
    "august september october november december".split()
)


def false_premise(case: Case, rng: random.Random, corpus: Corpus) -> Case | str:
    """A query contradicting the context, or why none can be made."""
    text = query_text_of(case.query)
    if text is None:
        return "no_user_turn"
    if not case.context:
        return "empty_context"
    for attempt in (_query_value, _premise, _name):
        made = attempt(case, text, rng, corpus)
        if made is not None:
            return made
    return "no_value_or_name_to_change"


def _query_value(case: Case, text: str, rng: random.Random, corpus: Corpus) -> Case | None:
    """The answer's value, stated by the user (and the context), changed. A value of the query that
    is not the answer (``two-day`` in "How much is two-day shipping?") is left alone: the changed
    question could be a different, answerable one, and the case would require the wrong thing."""
    q = corpus.index(text)
    ctx = [corpus.index(c.text) for c in case.context]
    answers = [corpus.index(a) for g in case.must_include for a in g]
    for v in q.values:
        if v.kind not in NUMERIC or in_range(q, v):
            continue
        if not any(a.contains(v) for a in answers):
            continue
        hit = next((h for ix in ctx if (h := ix.find(v)) is not None), None)
        new = alter(v, rng, [*ctx, q]) if hit is not None else None
        if hit is not None and new is not None:
            changed = text[: v.start] + new + text[v.end:]
            return _made(case, changed, [hit.raw], how="query_value", was=v.raw, now=new)
    return None


def _premise(case: Case, text: str, rng: random.Random, corpus: Corpus) -> Case | None:
    """The sentence stating the answer's value, with the value changed, said before the question."""
    found = key_value(case, corpus)
    if found is None:
        return None
    g, i, v = found
    chunk = case.context[i].text
    sentence = next((s for s in split_sentences(chunk) if s.start <= v.start < s.end), None)
    if sentence is None or len(sentence.text) > MAX_PREMISE or v.end > sentence.end:
        return None
    q = corpus.index(text)
    new = alter(v, rng, [corpus.index(c.text) for c in case.context] + [q])  # stated nowhere in the context or query
    if new is None:
        return None
    start, end = _clause(chunk, sentence.start, sentence.end, v.start, v.end)
    said = (chunk[start: v.start] + new + chunk[v.end: end]).strip().rstrip(" .!?;:,")
    # a whole sentence of the context, or an instruction ("Report … within 90 days"), is not what a user says
    if len(said.split()) > MAX_CLAUSE_WORDS or not _statement(said, chunk):
        return _made(case, f"I thought it was {new}. {text}", case.must_include[g], how="premise", was=v.raw, now=new)
    first = said.split(maxsplit=1)[0]
    if (first == "A" or (first[0].isupper() and first[1:].islower())) and not _is_name(first, chunk):
        said = said[0].lower() + said[1:]  # "The loan period ..." → "the loan period ..."
    return _made(case, f"I was told that {said}. {text}", case.must_include[g], how="premise", was=v.raw, now=new)


def _clause(text: str, s_start: int, s_end: int, v_start: int, v_end: int) -> tuple[int, int]:
    """The clause of a sentence around a value: from the last clause break before it to the first after."""
    start = s_start
    for m in _CLAUSE_END.finditer(text, s_start, v_start):
        start = m.end()
    after = _CLAUSE_END.search(text, v_end, s_end)
    return start, (after.start() if after else s_end)


def _statement(said: str, chunk: str) -> bool:
    """Whether a clause reads as a statement after "I was told that": a verb after its first word, and
    not an instruction (a sentence-initial verb before its object: "Report an …", "Call us …")."""
    words = said.split()
    if len(words) < 2 or not _FINITE.search(" ".join(words[1:])):
        return False
    first = words[0]
    if first.lower() in _SUBJECTS:
        return True
    return not (first[0].isupper() and not _is_name(first, chunk) and words[1].lower() in _OBJECTS)


def _is_name(word: str, text: str) -> bool:
    """Capitalised somewhere other than at the start of a sentence: a name."""
    return re.search(rf"(?<=[a-z0-9,;:)] ){re.escape(word)}\b", text) is not None


def _name(case: Case, text: str, rng: random.Random, corpus: Corpus) -> Case | None:
    """A name of the context, used in the query (not at its start), swapped for a neighbouring one:
    a name the corpus uses before the same head word (``Westbrook Library`` → ``Eastfield
    Library``, ``Pro plan`` → ``Team plan``) that this case's context never mentions. An invented
    name reads like no question a person asks, so without a neighbour nothing is made."""
    context = "\n".join(c.text for c in case.context)
    for m in _NAME.finditer(text):
        word = m.group()
        if m.start() == 0 or re.search(r"[.!?]\s*$", text[: m.start()]) or word.lower() in _NOT_NAMES:
            continue
        if not re.search(rf"\b{re.escape(word)}\b", context):
            continue
        head = re.match(r"\s+([A-Za-z]+)", text[m.end():])
        if head is None:
            continue
        others = _neighbours(word, head.group(1), case, corpus)
        if not others:
            continue
        other = rng.choice(others)
        return _made(case, text[: m.start()] + other + text[m.end():], [word], how="name", was=word, now=other)
    return None


def _neighbours(word: str, head: str, case: Case, corpus: Corpus) -> list[str]:
    """Names the corpus puts before ``head`` (not sentence-initial), other than ``word``, that this
    case's context and query never mention; sorted, so the seed alone decides."""
    mine = "\n".join([case.query_text, *(c.text for c in case.context)])
    pattern = re.compile(rf"(?<=[a-z0-9,;:)] )([A-Z][A-Za-z0-9]*[a-z0-9][A-Za-z0-9]*) {re.escape(head)}\b")
    found: set[str] = set()
    for other in corpus.cases:
        for t in [other.query_text, *(c.text for c in other.context)]:
            for m in pattern.finditer(t):
                name = m.group(1)
                if name != word and name.lower() not in _NOT_NAMES and not re.search(rf"\b{re.escape(name)}\b", mine):
                    found.add(name)
    return sorted(found)


def _made(case: Case, query_text: str, correct: list[str], **premise: str) -> Case:
    return make(case, "false_premise", type="false_premise", expect="answer",
                query=with_query_text(case.query, query_text), must_include=[list(correct)], premise=premise)
