"""Stale context: a superseded copy of the supporting chunk with its key value changed, beside the
current one (``stale_context``) or instead of it (``stale_only``: the answer must say it may be out
of date)."""
from __future__ import annotations

import random
import re

from ..text.matching import Value
from ..model import Case, Chunk
from .common import Corpus, flat, key_value, make
from .values import alter

#: title suffixes of superseded copies (none is also a hedge phrase below)
SUFFIXES = ("(v1)", "(old)", "(earlier copy)")
#: any one of these shows the answer says its only source may be out of date (``stale_only``)
HEDGES = ["out of date", "out-of-date", "outdated", "superseded", "may have changed", "might have changed",
          "no longer current", "not be current", "not be up to date", "older version", "previous version"]


def _retitle(title: str, rng: random.Random) -> str:
    suffix = rng.choice(SUFFIXES)
    m = re.fullmatch(r"(.+?)(\.[A-Za-z0-9]{1,5})", title)
    return f"{m.group(1)} {suffix}{m.group(2)}" if m else f"{title} {suffix}"


def superseded(case: Case, rng: random.Random, corpus: Corpus) -> tuple[int, int, Value, str, Chunk] | str:
    """``(group, chunk index, current value, old value, superseded copy)`` or why none can be made."""
    if not case.must_include:
        return "no_must_include"
    found = key_value(case, corpus)
    if found is None:
        return "no_value_to_change"
    g, i, current = found
    if sum(corpus.index(c.text).contains(current) for c in case.context) > 1:
        return "value_in_several_chunks"
    avoid = [corpus.index(c.text) for c in case.context] + [corpus.index(case.query_text)]
    old = alter(current, rng, avoid)
    if old is None:
        return "no_value_to_change"
    chunk = case.context[i]
    text = chunk.text[: current.start] + old + chunk.text[current.end:]
    if corpus.index(text).contains(current):
        return "value_stated_twice"  # the copy would still state the current value
    return g, i, current, old, Chunk(_retitle(chunk.title, rng), text, "superseded")


def stale_context(case: Case, rng: random.Random, corpus: Corpus) -> Case | str:
    """Both versions present: the current value required, the superseded one forbidden."""
    made = superseded(case, rng, corpus)
    if isinstance(made, str):
        return made
    g, i, current, old, copy = made
    context = list(case.context)
    context.insert(rng.choice((i, i + 1)), copy)
    return make(case, "stale_context", type="stale_context", expect="answer", context=context,
                must_not_include=[old], current_value=current.raw, superseded_value=old,
                superseded_chunk=copy.title)


def stale_only(case: Case, rng: random.Random, corpus: Corpus) -> Case | str:
    """Only the superseded version present: the answer states its value and says it may be out of
    date (any of :data:`HEDGES`); the current value, which the context no longer has, is forbidden."""
    made = superseded(case, rng, corpus)
    if isinstance(made, str):
        return made
    g, i, current, old, copy = made
    if corpus.index(case.query_text).contains(current):
        return "answer_in_query"
    context = list(case.context)
    context[i] = copy
    keep = [grp for k, grp in enumerate(case.must_include) if k != g]
    return make(case, "stale_only", type="stale_context", expect="answer", context=context,
                must_include=[[old], list(HEDGES), *keep], must_not_include=flat([case.must_include[g]]),
                current_value=current.raw, superseded_value=old, superseded_chunk=copy.title)
