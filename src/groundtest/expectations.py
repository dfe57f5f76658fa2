"""Expectations that contradict themselves: a case that can never pass, or whose type and
expected behaviour disagree (DESIGN §1's case types).

``type`` says what a case probes and ``expect`` what passes. The pairs:

============== ========= ========= =========
type           answer    abstain   partial
============== ========= ========= =========
answerable     ok        **error** warning
unanswerable   **error** ok        warning
false_premise  ok        warning   warning
stale_context  ok        warning   warning
partial        warning   warning   ok
============== ========= ========= =========

An *error* is a case that says two opposite things (the context answers it, yet it passes by
declining; or it cannot be answered, yet it passes only by answering): the file is rejected.
A *warning* is an unusual pairing with a reading that makes sense (a false premise the system
should decline to build on; a partial case where a full answer is expected) and is reported by
``validate``. A value both required (``must_include``) and forbidden (``must_not_include``),
compared by meaning (``$3`` and ``3 dollars``), is an error: no response can pass.
"""
from __future__ import annotations

from .text.matching import parse_value, same_value

OK, WARNING, ERROR = "ok", "warning", "error"
NATURAL = {"answerable": "answer", "unanswerable": "abstain", "false_premise": "answer",
           "stale_context": "answer", "partial": "partial"}
ERRORS = {("answerable", "abstain"), ("unanswerable", "answer")}


def pairing(ctype: str, expect: str) -> str:
    """``ok``, ``warning`` or ``error`` for a type and an expect (both valid names)."""
    if NATURAL.get(ctype) == expect:
        return OK
    return ERROR if (ctype, expect) in ERRORS else WARNING


def pairing_message(ctype: str, expect: str) -> str:
    natural = NATURAL.get(ctype, "?")
    if (ctype, expect) == ("answerable", "abstain"):
        why = "an answerable case's context answers it, so declining cannot be what passes"
    elif (ctype, expect) == ("unanswerable", "answer"):
        why = "an unanswerable case passes by abstaining; expecting an answer asks the system to invent one"
    else:
        why = f"a {ctype} case usually expects {natural!r}"
    return f"type {ctype!r} with expect {expect!r}: {why} (use expect {natural!r}, or another type)"


def contradictions(ctype: object, expect: object, must: list[list[str]], must_not: list[str]) -> list[tuple[str, str]]:
    """``(field, message)`` for every error: a contradictory type/expect pair, and every
    ``must_include`` group all of whose options are forbidden by ``must_not_include``."""
    problems: list[tuple[str, str]] = []
    if isinstance(ctype, str) and isinstance(expect, str) and pairing(ctype, expect) == ERROR:
        problems.append(("expect", pairing_message(ctype, expect)))
    if must and must_not:
        forbidden = [(f, parse_value(f)) for f in must_not]
        for group in must:
            clash = []
            for option in group:
                v = parse_value(option)
                hit = next((f for f, fv in forbidden if same_value(v, fv)), None)
                if hit is None:
                    break
                clash.append((option, hit))
            else:
                pairs = ", ".join(f"{o!r} (must_include) is {f!r} (must_not_include)" if o != f else f"{o!r}"
                                  for o, f in clash)
                problems.append(("must_not_include", f"contradicts must_include: {pairs}; no response can pass"))
    return problems
