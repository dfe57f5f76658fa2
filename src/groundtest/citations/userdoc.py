"""The user's own document as a source (a contract clause pasted into the question): figures an
answer attributes to that document ("the clause gives 14 days' notice") are the user's, not
misquotes of the statute cited beside them; a figure stated as the law ("the notice period can be
up to 120 days") is not supported by the user having written it."""
from __future__ import annotations

import re

from .support import numbers

#: a clause about the user's document or situation, not about the law
USER_DOC = re.compile(
    r"\b(?:(?:the|this|that|your|their|its)\s+(?:clause|contract|agreement|draft|document|lease|offer(?:\s+letter)?|"
    r"term|terms|policy|letter|wording)|you\s+(?:wrote|quoted|provided|pasted|sent|shared|supplied|cited))\b",
    re.IGNORECASE)  # not a bare "you": "you are entitled to 120 days" states the law to the user
#: where one clause of a sentence ends and the next begins
_CLAUSES = re.compile(r"[,;:]\s+|\s+(?:while|whereas|but|although|though|which|below|above|under|exceeding|"
                      r"short\s+of|more\s+than|less\s+than|than)\s+", re.IGNORECASE)


def user_figures(sentence: str, said: frozenset[str]) -> frozenset[str]:
    """The numbers of ``sentence`` that the user's text (``said``: its numbers) holds and that the
    sentence attributes to the user's document, clause by clause."""
    if not said:
        return frozenset()
    out: set[str] = set()
    for part in _CLAUSES.split(sentence):
        if part and USER_DOC.search(part):
            out.update(n for n in numbers(part) if n in said)
    return frozenset(out)
