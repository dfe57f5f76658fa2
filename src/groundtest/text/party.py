"""THE PARTY GRAMMAR: the people a sentence counts together with the reader.

An answer works out a price for the user's company in its own words — "£90 for you and your friend", "£135 for
you and your two kids", "for yourself, your partner and a friend", "your sister and you" — without writing the
count. The count is the reader plus each companion named: a relation alone is one ("your friend", "a colleague"),
a counted relation is its count ("your two kids", "3 mates"), twins two, triplets three and parents two. A relation in the
plural without a count ("you and your friends") counts nobody: the party is read only where every member is
counted.

    PARTY     := SELF (SEP | AND) MEMBER ((SEP | AND) MEMBER)* | MEMBER ((SEP | AND) MEMBER)* AND SELF
    SELF      := "you" | "yourself"
    MEMBER    := DET? COUNT? ADJ? RELATION | DET? "twins" | DET? "triplets" | DET? "parents"
    DET       := "your" | "a" | "an" | "one"
    COUNT     := digits | "two" … "ten"
    SEP       := ","        AND := ","? ("and" | "plus" | "&")

A pair named as such ("a pair would be £130", "for the pair") is two.

Linear in the text: one scan with one regular expression of bounded repetition.
"""

from __future__ import annotations

import re

from .matching import SMALL_NUMBERS

#: the people a question names beside the user, by their relation ("my partner", "two friends": checker.lookups._COMPANY)
NAMED_RELATION = (r"partner|wife|husband|spouse|boyfriend|girlfriend|fianc[ée]e?|friend|mate|colleague|mum|mom|mother|dad"
                  r"|father|son|daughter|brother|sister|cousin|nephew|niece|grandson|granddaughter|grandma|grandpa|child|kid"
                  r"|baby|sibling")
#: the people an answer may count in the reader's party: those, and the others a user may bring or book for
RELATION = NAMED_RELATION + (r"|grandchild|grandmother|grandfather|aunt|uncle|neighbour|neighbor|guest|teen|teenager|toddler"
                             r"|parent|flatmate|housemate")
_COUNT = r"\d{1,2}|two|three|four|five|six|seven|eight|nine|ten"
_MEMBER = (r"(?:(?:your|a|an|one)\s+)?(?:(?P<n{i}>" + _COUNT + r")\s+)?(?:(?:little|older|younger|best|other|teenage|grown-up"
           r"|eldest|youngest|adult)\s+)?(?P<w{i}>(?:" + RELATION + r")(?:s|ren)?|twins|triplets|parents)\b")
_SELF = r"(?:you|yourself)\b"
_AND = r"\s*,?\s+(?:and|plus|&)\s+"
_MAX = 4  # members besides the reader, at most


def _members(first: int) -> str:
    """Up to :data:`_MAX` members, separated by commas, the last after "and"."""
    one = [_MEMBER.replace("{i}", str(first + k)) for k in range(_MAX)]
    tail = one[-1]
    for m in reversed(one[:-1]):
        tail = m + r"(?:(?:\s*,\s*|" + _AND + r")" + tail + r")?"
    return tail


_PARTY = re.compile(r"\b(?:" + _SELF + r"(?:\s*,\s*|" + _AND + r")" + _members(0) + r"|" + _members(_MAX) + _AND + _SELF + r")", re.I)
#: a party that goes on past what was read ("you, your partner and some colleagues"): counted nowhere
_GOES_ON = re.compile(r"\s*(?:,\s*|,?\s+(?:and|plus|&)\s+)(?:(?:your|a|an|one|some|several|other|\d{1,2}|" + _COUNT + r")\b|"
                      r"(?:" + RELATION + r"))", re.I)
_PAIR = re.compile(r"\b(?:a|the|per|each)\s+pair\b", re.I)
_MULTIPLE = {"twins": 2, "triplets": 3, "parents": 2}  # ("your parents": both of them)


def _count(word: str, n: "str | None") -> int | None:
    low = word.lower()
    if low in _MULTIPLE:
        return _MULTIPLE[low]
    if n:
        return int(n) if n.isdigit() else SMALL_NUMBERS.get(n.lower())
    if low.endswith(("s", "ren")) and not low.endswith("ss"):
        return None  # "your friends": a plural with no count counts nobody
    return 1


def party_counts(text: str) -> frozenset[int]:
    """The sizes of the parties the sentence names with the reader ("you and your friend": 2; "you and your two kids":
    3), and 2 for a pair named as such; empty where none is counted."""
    out: set[int] = set()
    for m in _PARTY.finditer(text):
        if _GOES_ON.match(text, m.end()):
            continue
        total = 1
        for i in range(2 * _MAX):
            w = m.group(f"w{i}")
            if w is None:
                continue
            c = _count(w, m.group(f"n{i}"))
            if c is None:
                total = 0
                break
            total += c
        if total >= 2:
            out.add(total)
    if _PAIR.search(text):
        out.add(2)
    return frozenset(out)
