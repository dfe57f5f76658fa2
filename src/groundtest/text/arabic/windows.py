"""Issue 24: an Arabic judgement that the user's case falls inside a window the context states.

The grammar (the Arabic counterpart of ``checker.derive._INSIDE``/``_JUDGED``/``_OUTSIDE``)::

    judgement := CUE … INSIDE … | INSIDE … CUE …      (no OUTSIDE word anywhere in the sentence)
    INSIDE    := ضمن | خلال | داخل | في حدود              (+ proclitics و ف ب)
    CUE       := "still" (ما زلت، لا تزال، مازال، لسه …) | "so" (فأنت، يعني، لذلك، وبالتالي، بما أن …)
    OUTSIDE   := a negation (لا، لم، لن، ليس، لست، مش، مو، ما, غير), "outside/past/late" (خارج، تجاوز، فات،
                 متأخر، انتهت), or a condition (إذا، لو، إلا، قبل، بعد، حتى) — a condition or a negation makes it no
                 plain judgement of the user's case, so it is left alone

"still" is written with a negation particle ("ما زلت"، "لا تزال": literally "not ceased"): those phrases are taken out
before the negation is looked for. The window's figure and the user's two clock times are read by
:meth:`groundtest.checker.derive.Ledger.window_misjudged`.
"""

from __future__ import annotations

import re

from .normalise import ARABIC_LETTER, fold_text

_B = "(?<![" + ARABIC_LETTER + "])"
_E = "(?![" + ARABIC_LETTER + "])"


def _alt(words: str) -> str:
    return "|".join(sorted({re.escape(fold_text(w)) for w in words.split()}, key=len, reverse=True))


#: "still": a negation particle with "cease" ("ما زلت"، "لا تزال"، "مازال") and the dialects' "لسه/لسا/بعدك"
_STILL = re.compile(_B + r"[وف]?(?:(?:ما|لا)\s*(?:" + _alt("زلت زلتي زال زالت تزال يزال نزال زلنا زلتم") + r")|"
                    + _alt("لسه لسا لساتك لسّا بعدك") + ")" + _E)
_INSIDE = re.compile(_B + r"[وفب]?(?:" + _alt("ضمن خلال داخل") + r"|في\s+حدود)" + _E)
_SO = re.compile(_B + r"[وف]?(?:" + _alt("انت أنت إذن إذاً يعني لذلك لذا بالتالي") + r"|بما\s+[أإ]ن\w*)" + _E)
_OUTSIDE = re.compile(_B + r"[وف]?(?:" + _alt(
    "لا لم لن ليس لست ليست لستِ مش مو ما مب غير خارج خارجه تجاوز تجاوزت تجاوزتي يتجاوز تتجاوز فات فاتت فاتك"
    " تفوت يفوت متأخر متأخرة متأخرا تأخرت انتهت انتهى ينتهي تنتهي انقضت يلغى يُلغى ألغي إلغاء ملغى سيلغى"
    " إذا اذا لو إلا الا قبل بعد حتى") + ")" + _E)


def judged_inside(text: str) -> bool:
    """The sentence judges the user's case to be inside a window ("فأنت ما زلت ضمن المهلة"، "يعني أنت خلال
    الفترة المسموحة"), with no negation, "outside" word or condition that would make it something else."""
    t = fold_text(text)
    if not _INSIDE.search(t):
        return False
    judged = _STILL.search(t) is not None or _SO.search(t) is not None
    rest = _STILL.sub(" ", t)
    return judged and _OUTSIDE.search(rest) is None
