"""How often a response's text is folded, tokenised and looked up on its way to a verdict (issue 22, item 8:
"a response's text visits lookups 14 times and fold 9 times").

    python bench/text_visits.py [FILE ...]      # default: the English and Arabic blind development sets

Runs ``groundtest.checker.check`` over each case under a profile hook (``sys.setprofile``) and prints, per response, the calls of the
text layer's fold/normalise/tokenise functions and of the functions of ``checker/lookups.py`` (the value,
name, citation and contact lookups), with the number of *distinct* lookups functions entered (by name, as the
former cProfile count did; a generator is counted once per run, not at each resumption). Counts, not time:
they do not depend on the machine.

Each count is followed by the calls on *distinct* arguments within one response (a profile hook reads each
call's arguments: a text function's first argument, the string it folds or splits; a lookups function's
positional arguments, hashable ones by value and any other object by identity) and the *repeats*
(calls - distinct): a text folded once per response has no repeats. ``--top N`` lists the N functions with the
most repeats per response. A function that reads through the check's memo (``groundtest.text.memo``) names
the reading it memoises as its ``__wrapped__``: that reading's calls are the ones counted.
"""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from types import CodeType, FrameType
from typing import Any

from groundtest import load_cases
from groundtest.checker import check

ROOT = Path(__file__).resolve().parents[1]
FIX = ROOT / "tests" / "fixtures" / "verdict"
DEFAULT = [FIX / "blind5-en-dev.jsonl", FIX / "blind5-ar-dev.jsonl"]

#: (file suffix, function name): the text layer's folds, normalisers and tokenisers
TEXT = [("text/__init__.py", "normalize"), ("checker/lexicon.py", "fold"), ("checker/lexicon.py", "words"),
        ("text/arabic/normalise.py", "fold"), ("text/arabic/normalise.py", "fold_text"),
        ("text/arabic/normalise.py", "tokens"), ("text/arabic/behaviour.py", "_fold"),
        ("citations/support.py", "tokens")]


def _targets() -> dict[CodeType, tuple[str, bool]]:
    """The code objects watched: (label, whether all positional arguments make the key) by code."""
    import importlib

    out: dict[CodeType, tuple[str, bool]] = {}
    for suffix, name in TEXT:
        mod = importlib.import_module("groundtest." + suffix[:-3].replace("/", "."))
        fn = getattr(mod, name)
        fn = getattr(fn, "__wrapped__", fn)
        out[fn.__code__] = (f"{suffix}:{name}", False)
    look = importlib.import_module("groundtest.checker.lookups")
    for obj in vars(look).values():
        code = getattr(getattr(obj, "__wrapped__", obj), "__code__", None)
        if code is not None and code.co_filename == look.__file__:
            out[code] = (f"lookups.{code.co_name}:{code.co_firstlineno}", True)
    todo = [c for c, (label, _) in out.items() if label.startswith("lookups.")]
    while todo:  # functions, comprehensions and generators defined inside a lookups function
        for const in todo.pop().co_consts:
            if isinstance(const, CodeType) and const not in out:
                out[const] = (f"lookups.{const.co_name}:{const.co_firstlineno}", True)
                todo.append(const)
    return out


def _key(value: Any, alive: list) -> Any:
    """An argument as a key: a hashable one by value (a frozen Value by its fields), any other by identity,
    kept alive for the response so that no later object takes its id."""
    try:
        hash(value)
    except TypeError:
        alive.append(value)
        return ("id", id(value))
    alive.append(value)
    return value


class Distinct:
    """Calls and calls on distinct arguments per watched function, the arguments reset per response."""

    def __init__(self) -> None:
        self.targets = _targets()
        self.calls: Counter[str] = Counter()
        self.distinct: Counter[str] = Counter()
        self.seen: set[tuple[str, Any]] = set()
        self.alive: list = []
        #: a generator's frame reports a call at each resumption: only the one at its first instruction is counted
        self.start: dict[CodeType, int] = {}

    def hook(self, frame: FrameType, event: str, arg: Any) -> None:
        if event != "call":
            return
        hit = self.targets.get(frame.f_code)
        if hit is None:
            return
        label, every = hit
        code, loc = frame.f_code, frame.f_locals
        if code.co_flags & 0x20:  # CO_GENERATOR
            if self.start.setdefault(code, frame.f_lasti) != frame.f_lasti:
                return
        names = code.co_varnames[: code.co_argcount] if every else code.co_varnames[:1]
        key = (label, tuple(_key(loc.get(n), self.alive) for n in names))
        self.calls[label] += 1
        if key not in self.seen:
            self.seen.add(key)
            self.distinct[label] += 1

    def next_response(self) -> None:
        self.seen.clear()
        self.alive.clear()


def main(argv: list[str]) -> int:
    top = int(argv[argv.index("--top") + 1]) if "--top" in argv else 0
    if "--top" in argv:
        k = argv.index("--top")
        argv = argv[:k] + argv[k + 2:]
    files = [Path(a) for a in argv] or DEFAULT
    seen = Distinct()
    for path in files:
        cases = load_cases(path, require_response=True)
        seen.calls.clear()
        seen.distinct.clear()
        sys.setprofile(seen.hook)
        try:
            for c in cases:
                seen.next_response()
                check(c.response.text if hasattr(c.response, "text") else c.response, c.context, c.query_text)
        finally:
            sys.setprofile(None)
        n = len(cases)
        print(f"{path.name}: {n} responses")
        for suffix, name in TEXT:
            label = f"{suffix}:{name}"
            calls, d = seen.calls[label], seen.distinct[label]
            if calls:
                print(f"  {label:<36} {calls / n:8.1f} calls per response, {d / n:8.1f} on distinct strings, "
                      f"{(calls - d) / n:8.1f} repeats")
        lc = sum(v for k, v in seen.calls.items() if k.startswith("lookups."))
        ld = sum(v for k, v in seen.distinct.items() if k.startswith("lookups."))
        entered = len({k.split(":")[0] for k, v in seen.calls.items() if k.startswith("lookups.") and v})
        print(f"  {'checker/lookups.py':<36} {lc / n:8.1f} calls per response, {entered} distinct functions entered, "
              f"{ld / n:.1f} on distinct arguments, {(lc - ld) / n:.1f} repeats")
        tc, td = sum(seen.calls.values()), sum(seen.distinct.values())
        print(f"  {'all of them':<36} {tc / n:8.1f} calls per response, {td / n:8.1f} distinct, {(tc - td) / n:8.1f} repeats")
        if top:
            rep = sorted(((seen.calls[k] - seen.distinct[k]) / n, k) for k in seen.calls)
            for r, k in reversed(rep[-top:]):
                print(f"    {k:<44} {seen.calls[k] / n:8.1f} calls {r:8.1f} repeats per response")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
