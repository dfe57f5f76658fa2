"""THE ONE PERIOD TOLD APART: one of a period in an Arabic claim ("يوم واحد"، "شهر واحد") where the context states a thing
per that period in words ("التصريح اليومي"، "الاشتراك الشهري": text.arabic.numbers.ONE_PERIOD) and also states another
amount of the unit ("التصريح الأسبوعي (٧ أيام)"، "الاشتراك الثلاثي (ثلاثة أشهر)"). The other amount belongs to the other
offer, not to this one, when the claim tells the two apart:

- it names the period's own adjective and no other period's ("| يومي | 100 درهم | يوم واحد |": the daily permit lasts one
  day), or
- it states every other amount of the unit the context holds beside the one ("| المدة | شهر واحد | ثلاثة أشهر |": the
  two offers' periods side by side).

A claim that names another period's adjective ("| أسبوعي | 400 درهم | يوم واحد |"), or neither adjective nor the
other amounts, tells nothing apart: its one period stays unsupported. Read by
:func:`groundtest.checker.lookups._one_in_english`."""
from __future__ import annotations

import re

from ..matching import TextIndex
from .normalise import ARABIC_LETTER, fold_text

__all__ = ["PERIOD_ADJECTIVES", "one_period_told"]

#: each one period's adjective (its stem: with the article, a proclitic, the feminine or the adverb's ending)
PERIOD_ADJECTIVES = {("day", 1.0): "يومي", ("day", 7.0): "أسبوعي", ("month", 1.0): "شهري", ("month", 12.0): "سنوي"}
_ADJECTIVE = {k: re.compile(rf"(?<![{ARABIC_LETTER}])[وفبل]?(?:ال|لل)?{fold_text(w)}(?:[هةا]|ين|ون)?(?![{ARABIC_LETTER}])")
              for k, w in PERIOD_ADJECTIVES.items()}


def one_period_told(unit: str | None, amount: float | None, claim: str, rivals: "list[float]") -> bool:
    """Whether the Arabic ``claim`` tells its one period (``unit``, ``amount``) apart from the context's other amounts of
    the unit (``rivals``): its own adjective named alone, or every rival stated beside it. One pass over the claim per
    adjective, and over its values."""
    key = (unit or "", amount or 0.0)
    if key not in _ADJECTIVE:
        return False
    folded = fold_text(claim)
    named = {k for k, rx in _ADJECTIVE.items() if rx.search(folded) is not None}
    if named == {key}:
        return True
    if named - {key} or not rivals:
        return False
    stated = {x.amount for x in TextIndex(claim).values if x.kind == "quantity" and x.unit == unit}
    return all(r in stated for r in rivals)
