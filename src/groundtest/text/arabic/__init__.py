"""Arabic for the text layer (issue 24): language data and functions, kept apart from the
English tables so the rules stay language-neutral.

- :mod:`.normalise` — folding for matching with an offset map; tokens; a light stemmer;
- :mod:`.numbers` — number words, duals, units, currencies, percentages, ranges, fractions →
  :class:`groundtest.text.matching.Value`;
- :mod:`.dates` — Gregorian dates with Arabic month names, Hijri dates (Umm al-Qura);
- :mod:`.behaviour` — refusal/gap phrases, hedges, out-of-date cues, pleasantries and offers,
  clause joints, as data tables the rules read;
- :mod:`.citations` — Arabic legal citations, keyed the same whatever the digits.

The English text layer calls in with a few hooks, each guarded by :func:`has_arabic` so
English text never pays for it.
"""
from __future__ import annotations

from .normalise import fold, fold_text, has_arabic, to_original

__all__ = ["fold", "fold_text", "has_arabic", "to_original"]
