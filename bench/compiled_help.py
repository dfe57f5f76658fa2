"""What compiled libraries would give the offline checker (issue 17, part 3): PyStemmer, rapidfuzz,
the ``regex`` module and a compiled tokeniser (Hugging Face ``tokenizers``), each measured on the
dev files before any of it is adopted.

    pip install pystemmer rapidfuzz regex tokenizers      # into the bench's venv, not the package
    python bench/compiled_help.py [DATA.jsonl ...] [--repeat 7] [--json figures.json]
    (default: ../shared/bench/dev/*.jsonl)

For each candidate and each file, three figures:

(a) **operation** — the exact calls the checker makes (recorded once from a checker pass over the
    file with every cache cold, then replayed in a tight loop): the checker's own code against the
    library doing the same job. CPU seconds of the replay, best of ``--repeat``.
(b) **share** — that replayed time over the CPU time of one whole-checker pass over the file (the
    same cold state): the most any faster implementation of the operation could take off. For
    stemming also the *cached no-op substitute*: the checker with its stem caches filled
    beforehand with its own stems (verdicts identical), i.e. stemming at the cost of a dict look-up.
(c) **swap** — the library swapped in by monkeypatching inside this process (the package is not
    changed): whole-checker cases per CPU-second before/after (best of ``--repeat`` alternating
    passes: before, after, before, …), in two states: ``cold`` (every pass starts with the
    checker's caches emptied: stems, compiled look-up patterns, indexed contexts — one
    ``groundtest score`` of the file in a new process) and ``warm`` (each timed pass follows an
    untimed pass on the same side: a long-running process, as bench/detect.py times it); and what
    the swap changes: cases whose verdict or sentence counts differ (the ``shared`` lines of
    bench/verdict_dump.py), hallucination-label changes, and balanced accuracy against the human
    labels before → after (a flagged case is one not ``clean``, as bench/detect.py counts). The first
    swap row (``today again``) is today's checker on both sides: the harness's noise. ``faster
    patterns → regex`` swaps only the patterns the replay of (a) found faster under ``regex`` on the
    same file (an optimistic, in-sample choice).

Timing is ``time.process_time`` of this one process (the machine is shared): best of the passes.
"""
from __future__ import annotations

import argparse
import functools
import importlib.util
import json
import re
import sys
import time
import types
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

sys.path.insert(0, str(Path(__file__).resolve().parent))
import detect  # noqa: E402  (the benchmark's loader, metrics and checker call)

from groundtest.checker import CheckerConfig, check_analysis, index_context  # noqa: E402
from groundtest.checker import lexicon, lookups  # noqa: E402
from groundtest.checker.context import forget_contexts  # noqa: E402
from groundtest.model import Case  # noqa: E402
from groundtest.text.abstention import make_detector  # noqa: E402
from groundtest.text.analysis import analyse  # noqa: E402

DEV = Path(__file__).resolve().parents[2] / "shared" / "bench" / "dev"
PACKAGES = ("groundtest.checker", "groundtest.text")
_CFG = CheckerConfig()
_DET = make_detector([])
ORIGINAL_STEM_KEY = lexicon.stem_key
ORIGINAL_STEMS = lexicon.stems
ORIGINAL_NEAR_VERBATIM = lookups._near_verbatim


# ---------------------------------------------------------------------------------- the checker
def check(case: Case):
    """One case as the scorer checks it (a context several responses share is indexed once)."""
    return check_analysis(analyse(case.response or "", _DET), index_context(case.context, case.query_text), _CFG)


def checker_modules() -> list[types.ModuleType]:
    return [m for n, m in sorted(sys.modules.items())
            if m is not None and any(n == p or n.startswith(p + ".") for p in PACKAGES)]


def clear_caches() -> None:
    """The checker's process state as a new process has it (imports done): no indexed context,
    no cached stem, no cached compiled pattern or look-up."""
    forget_contexts()
    lexicon._STEM_KEYS.clear()
    for mod in checker_modules():
        for value in list(vars(mod).values()):
            if callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", None) == mod.__name__:
                value.cache_clear()
    from groundtest.text import abstention

    abstention._FINDERS.clear()


def run_pass(cases: list[Case]) -> float:
    """CPU seconds of one whole-checker pass (contexts indexed afresh)."""
    forget_contexts()
    t0 = time.process_time()
    for c in cases:
        check(c)
    return time.process_time() - t0


def dump_lines(cases: list[Case]) -> list[str]:
    """bench/verdict_dump.py's ``shared`` lines: the verdict with its findings and each sentence's counts."""
    clear_caches()
    out = []
    for c in cases:
        rep = check(c)
        counts = [None if r is None else [r.index, r.content, r.novel, r.pairs, r.apart, r.hedged] for r in rep.sentences]
        out.append(json.dumps([c.id, rep.verdict.to_dict(), counts]))
    return out


# ---------------------------------------------------------------------------------- patching
def patch_everywhere(original: Any, replacement: Any) -> list[tuple[types.ModuleType, str, Any]]:
    """Bind ``replacement`` wherever a checker module holds ``original`` (``from .lexicon import x``
    copies the name); returns what to restore."""
    undo = []
    for mod in checker_modules():
        for name, value in list(vars(mod).items()):
            if value is original:
                undo.append((mod, name, value))
                setattr(mod, name, replacement)
    return undo


def restore(undo: list[tuple[types.ModuleType, str, Any]]) -> None:
    for mod, name, value in reversed(undo):
        setattr(mod, name, value)


@contextmanager
def nothing() -> Iterator[None]:
    yield


@contextmanager
def today_again() -> Iterator[None]:
    """The control: today's checker on both sides, with a swap's cache clearing (the harness's noise)."""
    clear_caches()
    try:
        yield
    finally:
        clear_caches()


# ---------------------------------------------------------------------------------- PyStemmer
def _snowball():
    import Stemmer

    # no cache of its own (maxCacheSize 0): the checker caches stems in its own dict, and
    # PyStemmer's cache makes a first call about 3x dearer than the stemming itself
    return Stemmer.Stemmer("english", 0)


def snowball_stem_key(stemmer) -> Callable[[str], str]:
    """``stem_key`` with Snowball's stem, cached in the same dict the context index reads."""
    cache = lexicon._STEM_KEYS
    stem = stemmer.stemWord

    def stem_key(word: str) -> str:
        key = cache.get(word)
        if key is not None:
            return key
        key = stem(word)
        if len(cache) < 200_000:
            cache[word] = key
        return key

    return stem_key


def snowball_stems(stemmer) -> Callable[[str], tuple[str, ...]]:
    """``stems`` (the prefixes a word's variants are looked up by) from Snowball's one stem."""
    stem = stemmer.stemWord

    @functools.lru_cache(maxsize=1 << 16)
    def stems(word: str) -> tuple[str, ...]:
        s = stem(word)
        if s != word and len(s) >= 4:
            return (s,)
        return (word[:-1],) if len(word) >= 6 else ()

    return stems


@contextmanager
def pystemmer_keys() -> Iterator[None]:
    undo = patch_everywhere(ORIGINAL_STEM_KEY, snowball_stem_key(_snowball()))
    clear_caches()
    try:
        yield
    finally:
        restore(undo)
        clear_caches()


@contextmanager
def pystemmer_all() -> Iterator[None]:
    stemmer = _snowball()
    undo = patch_everywhere(ORIGINAL_STEM_KEY, snowball_stem_key(stemmer))
    undo += patch_everywhere(ORIGINAL_STEMS, snowball_stems(stemmer))
    clear_caches()
    try:
        yield
    finally:
        restore(undo)
        clear_caches()


def prefill(keys: list[str], stem_words: list[str]) -> None:
    for w in keys:
        ORIGINAL_STEM_KEY(w)
    for w in stem_words:
        ORIGINAL_STEMS(w)


# ---------------------------------------------------------------------------------- regex
_FLAG_NAMES = ("IGNORECASE", "MULTILINE", "DOTALL", "VERBOSE", "ASCII")


def regex_flags(flags: int):
    import regex

    out = 0
    for name in _FLAG_NAMES:
        if flags & getattr(re, name):
            out |= getattr(regex, name)
    return out


def to_regex(p: "re.Pattern[str]"):
    import regex

    return regex.compile(p.pattern, regex_flags(p.flags))


def regex_shim() -> types.SimpleNamespace:
    """A stand-in for the ``re`` name of a checker module: the same calls, answered by ``regex``."""
    import regex

    def compile(pattern, flags=0):  # noqa: A001
        return regex.compile(pattern, regex_flags(flags) if isinstance(flags, (int, re.RegexFlag)) else flags)

    ns = types.SimpleNamespace(
        compile=compile, escape=re.escape, Pattern=re.Pattern, Match=re.Match,
        sub=lambda p, r, s, count=0, flags=0: compile(p, flags).sub(r, s, count),
        search=lambda p, s, flags=0: compile(p, flags).search(s),
        match=lambda p, s, flags=0: compile(p, flags).match(s),
        fullmatch=lambda p, s, flags=0: compile(p, flags).fullmatch(s),
        findall=lambda p, s, flags=0: compile(p, flags).findall(s),
        finditer=lambda p, s, flags=0: compile(p, flags).finditer(s),
        split=lambda p, s, maxsplit=0, flags=0: compile(p, flags).split(s, maxsplit),
    )
    for name in _FLAG_NAMES + ("I", "M", "S", "X", "A", "U", "UNICODE"):
        setattr(ns, name, getattr(re, name))
    return ns


def _pattern_slots() -> list[tuple[Any, Any, "re.Pattern[str]"]]:
    """Every compiled pattern a checker module holds: (holder, key, pattern) for module
    attributes and for the values of module-level dicts, lists and tuples."""
    slots = []
    for mod in checker_modules():
        for name, value in list(vars(mod).items()):
            if isinstance(value, re.Pattern):
                slots.append((mod, name, value))
            elif isinstance(value, dict):
                slots.extend((value, k, v) for k, v in value.items() if isinstance(v, re.Pattern))
            elif isinstance(value, list):
                slots.extend((value, k, v) for k, v in enumerate(value) if isinstance(v, re.Pattern))
    return slots


def _tuple_slots() -> list[tuple[types.ModuleType, str, tuple]]:
    out = []
    for mod in checker_modules():
        for name, value in list(vars(mod).items()):
            if isinstance(value, tuple) and any(isinstance(v, re.Pattern) for v in value):
                out.append((mod, name, value))
    return out


def _put(holder: Any, key: Any, value: Any) -> None:
    if isinstance(holder, types.ModuleType):
        setattr(holder, key, value)
    else:
        holder[key] = value


@contextmanager
def patterns_replaced(convert: Callable[[Any], Any], re_name: Any) -> Iterator[int]:
    """Every pattern of the checker through ``convert``, and each module's ``re`` name bound to ``re_name``."""
    slots, tuples = _pattern_slots(), _tuple_slots()
    for holder, key, p in slots:
        _put(holder, key, convert(p))
    for mod, name, value in tuples:
        setattr(mod, name, tuple(convert(v) if isinstance(v, re.Pattern) else v for v in value))
    undo = patch_everywhere(re, re_name)
    clear_caches()
    try:
        yield len(slots) + sum(isinstance(v, re.Pattern) for _, _, t in tuples for v in t)
    finally:
        restore(undo)
        for mod, name, value in tuples:
            setattr(mod, name, value)
        for holder, key, p in slots:
            _put(holder, key, p)
        clear_caches()


@contextmanager
def regex_module() -> Iterator[None]:
    with patterns_replaced(to_regex, regex_shim()):
        yield


def regex_where_faster(faster: list[list]) -> Callable[[], Any]:
    """Only the patterns the replay found faster under ``regex`` swapped (a cherry-picked adoption)."""
    picked = {tuple(p) for p in faster}

    @contextmanager
    def side() -> Iterator[None]:
        with patterns_replaced(lambda p: to_regex(p) if (p.pattern, p.flags) in picked else p, re):
            yield

    return side


class Recording:
    """A compiled ``re`` pattern that logs every call made on it (for the replay)."""

    __slots__ = ("_p", "_log")
    _METHODS = ("search", "match", "fullmatch", "sub", "subn", "findall", "finditer", "split")

    def __init__(self, p, log):
        self._p, self._log = p, log

    def __getattr__(self, name):
        attr = getattr(self._p, name)
        if name not in self._METHODS:
            return attr
        log, p = self._log, self._p

        def call(*args, **kwargs):
            log.append((p, name, args, kwargs))
            result = attr(*args, **kwargs)
            if name == "finditer":
                return (_RecordedMatch(m, self) for m in result)
            if isinstance(result, re.Match):
                return _RecordedMatch(result, self)
            return result

        return call


class _RecordedMatch:
    """A match whose ``.re`` is the recording pattern (matching.py tests ``m.re is _NUMWORDS_FAST``)."""

    __slots__ = ("_m", "re")

    def __init__(self, m, pattern):
        self._m, self.re = m, pattern

    def __getattr__(self, name):
        return getattr(self._m, name)

    def __getitem__(self, key):
        return self._m[key]


def recording_shim(log: list) -> types.SimpleNamespace:
    def compile(pattern, flags=0):  # noqa: A001
        return Recording(re.compile(pattern, flags), log)

    ns = types.SimpleNamespace(
        compile=compile, escape=re.escape, Pattern=re.Pattern, Match=re.Match,
        sub=lambda p, r, s, count=0, flags=0: compile(p, flags).sub(r, s, count),
        search=lambda p, s, flags=0: compile(p, flags).search(s),
        match=lambda p, s, flags=0: compile(p, flags).match(s),
        fullmatch=lambda p, s, flags=0: compile(p, flags).fullmatch(s),
        findall=lambda p, s, flags=0: compile(p, flags).findall(s),
        finditer=lambda p, s, flags=0: compile(p, flags).finditer(s),
        split=lambda p, s, maxsplit=0, flags=0: compile(p, flags).split(s, maxsplit),
    )
    for name in _FLAG_NAMES + ("I", "M", "S", "X", "A", "U", "UNICODE"):
        setattr(ns, name, getattr(re, name))
    return ns


# ---------------------------------------------------------------------------------- rapidfuzz
def rapidfuzz_near_verbatim(toks: list[str], ctx, similarity: float) -> bool:
    """A quote is near-verbatim when it stands word for word in the context, or else when the
    best-aligned stretch of the context is ``similarity`` alike (``fuzz.partial_ratio``)."""
    from rapidfuzz import fuzz

    joined = " ".join(toks)
    flat = ctx.flat
    if f" {joined} " in flat:
        return True
    return fuzz.partial_ratio(joined, flat, score_cutoff=similarity * 100) > 0


@contextmanager
def rapidfuzz_quotes() -> Iterator[None]:
    undo = patch_everywhere(ORIGINAL_NEAR_VERBATIM, rapidfuzz_near_verbatim)
    clear_caches()
    try:
        yield
    finally:
        restore(undo)
        clear_caches()


# ---------------------------------------------------------------------------------- recording
def record(cases: list[Case]) -> dict[str, Any]:
    """Every call of the candidate operations in one cold pass over ``cases``, and that pass's time."""
    keys: list[str] = []
    stem_words: list[str] = []
    tokenised: list[str] = []
    quotes: list[tuple] = []
    calls: list[tuple] = []

    def rec_key(w):
        keys.append(w)
        return ORIGINAL_STEM_KEY(w)

    def rec_stems(w):
        stem_words.append(w)
        return ORIGINAL_STEMS(w)

    def rec_words(s):
        tokenised.append(s)
        return original_words(s)

    def rec_quote(toks, ctx, sim):
        quotes.append((toks, ctx.flat, sim))
        return ORIGINAL_NEAR_VERBATIM(toks, ctx, sim)

    original_words = lexicon.words
    undo = patch_everywhere(ORIGINAL_STEM_KEY, rec_key)
    undo += patch_everywhere(ORIGINAL_STEMS, rec_stems)
    undo += patch_everywhere(original_words, rec_words)
    undo += patch_everywhere(ORIGINAL_NEAR_VERBATIM, rec_quote)
    with patterns_replaced(lambda p: Recording(p, calls), recording_shim(calls)):
        for c in cases:
            check(c)
    restore(undo)
    return {"keys": keys, "stems": stem_words, "words": tokenised, "quotes": quotes, "regex": calls}


def best_of(fn: Callable[[], Any], repeat: int, setup: Callable[[], Any] = lambda: None) -> float:
    best = float("inf")
    for _ in range(repeat):
        setup()
        t0 = time.process_time()
        fn()
        best = min(best, time.process_time() - t0)
    return best


def micro(rec: dict[str, Any], repeat: int) -> dict[str, dict[str, float]]:
    """(a): each recorded call stream replayed through today's code and through the library."""
    out: dict[str, dict[str, float]] = {}
    keys, stem_words = rec["keys"], rec["stems"]
    snow: dict[str, Any] = {}

    def today_stemming():
        for w in keys:
            ORIGINAL_STEM_KEY(w)
        for w in stem_words:
            ORIGINAL_STEMS(w)

    def snow_stemming():
        key, stems = snow["key"], snow["stems"]
        for w in keys:
            key(w)
        for w in stem_words:
            stems(w)

    def cold_both():  # every repeat from nothing: empty caches, a new stemmer
        lexicon._STEM_KEYS.clear()
        ORIGINAL_STEMS.cache_clear()
        stemmer = snow["stemmer"] = _snowball()
        snow.update(key=snowball_stem_key(stemmer), stems=snowball_stems(stemmer))

    distinct = sorted(set(keys) | set(stem_words))
    out["pystemmer"] = {
        "calls": len(keys) + len(stem_words), "distinct_words": len(distinct),
        "today_s": best_of(today_stemming, repeat, cold_both),
        "library_s": best_of(snow_stemming, repeat, cold_both),
        "today_distinct_s": best_of(lambda: [ORIGINAL_STEM_KEY(w) for w in distinct], repeat, cold_both),
        "library_distinct_s": best_of(lambda: snow["stemmer"].stemWords(distinct), repeat, cold_both),
    }
    lexicon._STEM_KEYS.clear()

    calls = rec["regex"]
    converted = {id(p): to_regex(p) for p, *_ in calls}
    as_re = [(getattr(p, name), a, k) for p, name, a, k in calls]
    as_regex = [(getattr(converted[id(p)], name), a, k) for p, name, a, k in calls]

    def replay(bound):
        for fn, a, k in bound:
            r = fn(*a, **k)
            if type(r).__name__ in ("callable_iterator", "Scanner", "Splitter") or hasattr(r, "__next__"):
                for _ in r:
                    pass

    out["regex"] = {"calls": len(calls), "patterns": len(converted),
                    "today_s": best_of(lambda: replay(as_re), repeat),
                    "library_s": best_of(lambda: replay(as_regex), repeat)}
    # per pattern: would swapping only the patterns regex runs faster pay?
    by_pattern: dict[int, list[int]] = {}
    for k, (p, *_) in enumerate(calls):
        by_pattern.setdefault(id(p), []).append(k)
    rows = []
    for pid, ks in by_pattern.items():
        mine_re, mine_regex = [as_re[k] for k in ks], [as_regex[k] for k in ks]
        first = calls[ks[0]][0]
        rows.append(((first.pattern, first.flags), len(ks), best_of(lambda: replay(mine_re), repeat),
                     best_of(lambda: replay(mine_regex), repeat)))
    rows.sort(key=lambda r: -r[2])
    out["regex"]["per_pattern"] = [{"pattern": p[0][:60], "calls": n, "today_s": a, "library_s": b} for p, n, a, b in rows]
    out["regex"]["cherry_picked_saving_s"] = sum(max(0.0, a - b) for _, _, a, b in rows)
    out["regex"]["faster"] = [list(p) for p, _, a, b in rows if b < a]

    quotes = rec["quotes"]
    flat_ctx = [(toks, types.SimpleNamespace(flat=flat), sim) for toks, flat, sim in quotes]
    out["rapidfuzz"] = {"calls": len(quotes),
                        "today_s": best_of(lambda: [ORIGINAL_NEAR_VERBATIM(*q) for q in flat_ctx], repeat),
                        "library_s": best_of(lambda: [rapidfuzz_near_verbatim(*q) for q in flat_ctx], repeat)}

    from tokenizers import pre_tokenizers

    pre = pre_tokenizers.Whitespace().pre_tokenize_str
    texts = rec["words"]
    out["tokenizers"] = {"calls": len(texts), "chars": sum(map(len, texts)),
                         "today_s": best_of(lambda: [lexicon.words(s) for s in texts], repeat),
                         "library_s": best_of(lambda: [pre(s) for s in texts], repeat)}
    return out


# ---------------------------------------------------------------------------------- the swap
def rates(cases: list[Case], side: Callable[[], Any], repeat: int, warm: bool,
          prepare: Callable[[], None] = lambda: None) -> tuple[float, float]:
    """Best cases per CPU-second of today's checker and of ``side``, alternating passes."""
    best = {"before": float("inf"), "after": float("inf")}
    for _ in range(repeat):
        for which, ctx in (("before", nothing), ("after", side)):
            with ctx():
                clear_caches()
                if which == "after":
                    prepare()
                if warm:
                    run_pass(cases)
                best[which] = min(best[which], run_pass(cases))
    return len(cases) / best["before"], len(cases) / best["after"]


def changes(cases: list[Case], gold: list[bool], side: Callable[[], Any], base: list[str]) -> dict[str, Any]:
    with side():
        lines = dump_lines(cases)
    labels_before = [json.loads(x)[1]["hallucination"] for x in base]
    labels_after = [json.loads(x)[1]["hallucination"] for x in lines]
    acc = lambda labels: detect.metrics([lab != "clean" for lab in labels], gold)["balanced_accuracy"]  # noqa: E731
    moved: dict[str, int] = {}
    for b, a in zip(labels_before, labels_after):
        if a != b:
            moved[f"{b}->{a}"] = moved.get(f"{b}->{a}", 0) + 1
    return {"differ": sum(a != b for a, b in zip(base, lines)), "labels_changed": sum(moved.values()),
            "moves": moved, "bal_acc_before": acc(labels_before), "bal_acc_after": acc(labels_after)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", nargs="*", metavar="DATA.jsonl")
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    args = ap.parse_args(argv)
    missing = [pip for mod, pip in (("Stemmer", "pystemmer"), ("rapidfuzz", "rapidfuzz"), ("regex", "regex"),
                                    ("tokenizers", "tokenizers")) if importlib.util.find_spec(mod) is None]
    if missing:
        ap.error(f"the candidates are not installed: pip install {' '.join(missing)}")
    files = args.data or sorted(str(p) for p in DEV.glob("*.jsonl"))
    rows = []
    for path in files:
        cases, gold = detect.load(path)
        name = Path(path).name
        clear_caches()
        base = dump_lines(cases)
        clear_caches()
        rec = record(cases)
        clear_caches()
        pass_s = best_of(lambda: run_pass(cases), args.repeat, clear_caches)
        m = micro(rec, args.repeat)
        print(f"\n{name}: {len(cases)} cases; one cold whole-checker pass {pass_s * 1e3:.1f} ms CPU "
              f"({len(cases) / pass_s:.0f} cases/CPU-s)")
        print(f"  (a) operation, replayed      {'calls':>7}{'today ms':>10}{'library ms':>11}{'speed-up':>9}   (b) share of a pass")
        labels = {"pystemmer": "stem_key+stems → PyStemmer", "regex": "every pattern → regex",
                  "rapidfuzz": "_near_verbatim → rapidfuzz", "tokenizers": "words() → tokenizers"}
        for key, row in m.items():
            print(f"  {labels[key]:<29}{row['calls']:>7}{row['today_s'] * 1e3:>10.2f}{row['library_s'] * 1e3:>11.2f}"
                  f"{row['today_s'] / row['library_s']:>8.2f}×   {100 * row['today_s'] / pass_s:5.1f} %")
        rx = m["regex"]
        faster = [r for r in rx["per_pattern"] if r["library_s"] < r["today_s"]]
        print(f"  regex per pattern: {len(faster)} of {rx['patterns']} patterns faster under regex; swapping only those "
              f"would save {rx['cherry_picked_saving_s'] * 1e3:.2f} ms ({100 * rx['cherry_picked_saving_s'] / pass_s:.1f} % of a pass); "
              f"dearest today: " + ", ".join(f"{r['pattern'][:24]!r} {r['today_s'] * 1e3:.1f} ms "
                                             f"({r['today_s'] / r['library_s']:.2f}×)" for r in rx["per_pattern"][:3]))
        st = m["pystemmer"]
        print(f"  stemming per distinct word ({st['distinct_words']}): today {st['today_distinct_s'] * 1e3:.2f} ms, "
              f"Stemmer.stemWords {st['library_distinct_s'] * 1e3:.2f} ms "
              f"({st['today_distinct_s'] / st['library_distinct_s']:.2f}×)")
        # (b) the cached no-op substitute for stemming: today's stems, looked up
        no_op = rates(cases, nothing, args.repeat, warm=False, prepare=lambda: prefill(rec["keys"], rec["stems"]))
        print(f"  stems prefilled (cached no-op substitute), cold pass: {no_op[0]:.0f} → {no_op[1]:.0f} cases/CPU-s "
              f"({no_op[1] / no_op[0]:.3f}×): the most a faster stemmer could give")
        print(f"  (c) swapped in               {'cold before→after':>22}{'ratio':>7}{'warm before→after':>22}{'ratio':>7}"
              f"{'differ':>8}{'labels':>7}  bal.acc")
        row = {"file": name, "cases": len(cases), "pass_cpu_s": pass_s, "micro": m,
               "stems_prefilled": {"before": no_op[0], "after": no_op[1]}, "swaps": {}}
        for key, label, side in (("control", "today again (A/A: the noise)", today_again),
                                 ("pystemmer_keys", "stem_key → PyStemmer", pystemmer_keys),
                                 ("pystemmer_all", "stem_key+stems → PyStemmer", pystemmer_all),
                                 ("regex", "every pattern → regex", regex_module),
                                 ("regex_faster", "faster patterns → regex", regex_where_faster(m["regex"]["faster"])),
                                 ("rapidfuzz", "_near_verbatim → rapidfuzz", rapidfuzz_quotes)):
            cold = rates(cases, side, args.repeat, warm=False)
            warm = rates(cases, side, args.repeat, warm=True)
            ch = changes(cases, gold, side, base)
            row["swaps"][key] = {"cold": cold, "warm": warm, **ch}
            print(f"  {label:<29}{cold[0]:>10.0f} → {cold[1]:<9.0f}{cold[1] / cold[0]:>6.3f}×{warm[0]:>10.0f} → "
                  f"{warm[1]:<9.0f}{warm[1] / warm[0]:>6.3f}×{ch['differ']:>8}{ch['labels_changed']:>7}  "
                  f"{ch['bal_acc_before']:.3f} → {ch['bal_acc_after']:.3f}  {ch['moves'] or ''}")
        rows.append(row)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
