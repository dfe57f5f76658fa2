"""Every threshold of the offline checker, in one dataclass, saved as TOML or JSON.

``calibrate --fit`` writes this file; ``score --checker-config FILE`` and ``check --config FILE``
read it. Unknown keys and wrong types are reported as ``FILE: key: message`` (exit 2).
"""
from __future__ import annotations

import json
import tomllib
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from ..errors import InputError, Problem


@dataclass(slots=True)
class CheckerConfig:
    """Thresholds and switches of :func:`groundtest.checker.check`."""

    #: a sentence needs at least this many content words to be judged on word overlap
    min_content_words: int = 2
    #: share of a sentence's content words absent from the context → moderate finding
    #: ("mostly absent, with no atom to check: cannot be confirmed")
    moderate_novel_share: float = 0.85
    #: ... and at least this many absent words
    moderate_novel_words: int = 3
    #: share and count of absent content words that make a sentence critical; 0 words = never
    #: (by default a sentence of new words without atoms is only unconfirmed: moderate)
    critical_novel_share: float = 0.75
    critical_novel_words: int = 0
    #: a clause of a supported sentence whose content words are absent → critical "extra clause"
    clause_novel_share: float = 1.0
    clause_novel_words: int = 4
    #: a whole sentence of new words beside a supported one is an extra clause too: critical
    #: when at least this many of its content words, and this share, are absent from the context
    #: and another sentence of the response is supported (moderate when none is)
    extra_sentence_novel_words: int = 3
    extra_sentence_novel_share: float = 0.75
    #: a sentence counts as supported when at most this share of its content words is new
    supported_novel_share: float = 0.25
    #: a short response (at most this many words) is judged word by word: this many absent
    #: content words make a moderate finding (a bare answer has no room for paraphrase)
    short_response_words: int = 20
    short_novel_words: int = 1
    #: response-level: this share of all content words absent → moderate finding (0 disables),
    #: for responses of at least ``response_min_words`` content words
    response_novel_share: float = 0.22
    response_min_words: int = 12
    #: the same share for a response over structured (JSON) context, which it must verbalise
    structured_novel_share: float = 0.35
    #: check atoms: values, names, quotes, citations, legal citations, URLs/emails/phones, times
    check_values: bool = True
    check_names: bool = True
    check_quotes: bool = True
    check_citations: bool = True
    #: a quote is near-verbatim when this share of its word trigrams is in the context; 1.0 (the
    #: default): word for word, only case, punctuation, quotation marks and ellipses may differ
    quote_similarity: float = 1.0
    #: every answering sentence must cite a retrieved chunk title
    require_citations: bool = False
    #: severity of "could not confirm" findings (word overlap): moderate → uncertain (review),
    #: critical → hallucinated (fails the case)
    unconfirmed_severity: str = "moderate"
    #: a value or name only the user stated (in the query), asserted as fact: "said" (accepted),
    #: "moderate" (could not confirm: the user's words are not a source) or "critical"
    query_atoms: str = "critical"
    #: content words only the query has: "support", "neutral" (neither) or "novel"
    query_words: str = "neutral"
    #: a value only the user stated, asserted where the context gives another value of its kind
    flag_adopted_premise: bool = True
    #: pairs of adjacent content words that share no context sentence count against support
    pair_support: bool = True
    #: weight of such a pair against a new word in the response-level share
    pair_weight: float = 0.75
    #: a short response with this many such pairs is unsupported: its words are in the context,
    #: but not in one place of it (support is local)
    short_apart_pairs: int = 1
    apart_severity: str = "moderate"
    #: ... for a bare answer (one short sentence with no value, figure, name or citation of its own to
    #: check): its words are its whole claim, so a pair the context keeps apart leaves it unsupported
    bare_apart_severity: str = "critical"
    #: a short response with this many absent content words is unsupported (critical); fewer
    #: (at least ``short_novel_words``) are unconfirmed; 0: never critical
    short_critical_words: int = 3
    #: severity of the response-level share above (a response too much of which has no home in
    #: the context): fitted on the dev sets, where these responses were hallucinated two times in three
    response_share_severity: str = "critical"
    #: structured (JSON) context: an attribute that is false/null/"no" is not a positive fact
    structured_attributes: bool = True
    #: word-overlap rules also for responses over structured (JSON) context, which a response
    #: has to put in words of its own (false: only values, names and attributes are checked there)
    structured_lexical: bool = True
    #: claims (:mod:`.claims`): a clause with at least this many content words the context lacks,
    #: and this share of its content words, beside a supported clause of the sentence, is an
    #: extra clause (critical); 0 turns the rule off. Range: 1–5 words, share 0.3–1.0
    claim_novel_words: int = 3
    claim_novel_share: float = 0.5
    #: ... also when the supported claim is another sentence of the response (not only the same sentence)
    claim_beside_sentences: bool = False
    #: ... counting, when it has at least two new words, the words the context has only as a
    #: synonym away from the sentence holding most of the clause's words
    claim_local: bool = True
    #: a scope word ("both", "free", "unlimited", "always", "never", "every") the context
    #: sentence a claim rests on does not say is critical
    check_scope: bool = True
    #: the frames read weekdays and months as the values a subject is tied to ("yoga is on Thursdays" when
    #: the context ties Thursdays to spin: a ``frame_swap``), as they read figures
    check_binding: bool = True
    #: a value that is a simple product, sum or difference of two stated values (the context's,
    #: the question's, the sentence's own) is supported: "2 points per dollar" → "a $20 order earns 40"
    check_arithmetic: bool = True
    #: a claim made only of the user's words, none of them in the context, is unsupported: critical
    check_echo: bool = True
    #: a hedge ("usually", "probably", "I believe") before words the context lacks is a guess: critical
    check_hedges: bool = True
    #: ... in an answering sentence, when at least this share of the hedged claim's content words is new
    hedge_novel_share: float = 0.34
    #: guard: replace the whole answer when this share of sentences is critical
    max_critical_share: float = 0.5
    #: the team's severities per rule id (:mod:`.severity`): ``{"frame_swap": "moderate"}`` sends the rule's
    #: critical findings to review (``uncertain``), ``"critical"`` makes its moderate ones fail, ``"off"`` drops it
    rule_severity: dict[str, str] = field(default_factory=dict)

    @classmethod
    def from_mapping(cls, data: dict[str, Any], source: str = "<config>") -> "CheckerConfig":
        """Build from a mapping (a ``[checker]`` table is accepted too), validating every key."""
        if isinstance(data.get("checker"), dict):
            data = data["checker"]
        cfg = cls()
        problems: list[Problem] = []
        types = {f.name: f.type for f in fields(cls)}
        for key, value in data.items():
            name = key.replace("-", "_")
            if name not in types:
                problems.append(Problem(source, None, key, "unknown checker setting"))
                continue
            want = getattr(cfg, name)
            if name == "rule_severity":
                table, bad = _rule_severity(value)
                problems.extend(Problem(source, None, f"{key}.{k}" if k else key, msg) for k, msg in bad)
                cfg.rule_severity = table
                continue
            try:
                setattr(cfg, name, _coerce(value, want, name))
            except (TypeError, ValueError) as exc:
                problems.append(Problem(source, None, key, str(exc)))
        if problems:
            raise InputError(problems)
        return cfg

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def load(cls, path: str | Path) -> "CheckerConfig":
        """Read a TOML (``.toml``) or JSON file."""
        p = Path(path)
        try:
            raw = p.read_bytes()
        except FileNotFoundError:
            raise InputError(Problem(str(p), None, None, "no such file")) from None
        except OSError as exc:
            raise InputError(Problem(str(p), None, None, f"cannot read: {exc.strerror}")) from None
        try:
            if p.suffix.lower() == ".json":
                data = json.loads(raw.decode("utf-8"))
            else:
                data = tomllib.loads(raw.decode("utf-8"))
        except (ValueError, UnicodeDecodeError) as exc:
            kind = "JSON" if p.suffix.lower() == ".json" else "TOML"
            raise InputError(Problem(str(p), None, None, f"not valid {kind}: {exc}")) from None
        if not isinstance(data, dict):
            raise InputError(Problem(str(p), None, None, "expected a table of checker settings"))
        return cls.from_mapping(data, str(p))

    def dump(self, path: str | Path) -> None:
        """Write as JSON (``.json``) or TOML (any other suffix)."""
        p = Path(path)
        if p.suffix.lower() == ".json":
            p.write_text(json.dumps(self.to_dict(), indent=2) + "\n", encoding="utf-8")
            return
        lines = ["# groundtest offline checker thresholds", "[checker]"]
        for key, value in self.to_dict().items():
            lines.append(f"{key} = {_toml(value)}")
        p.write_text("\n".join(lines) + "\n", encoding="utf-8")


_CHOICES = {"unconfirmed_severity": ("moderate", "critical"), "apart_severity": ("moderate", "critical"),
            "bare_apart_severity": ("moderate", "critical"),
            "response_share_severity": ("moderate", "critical"), "query_atoms": ("said", "moderate", "critical"), "query_words": ("support", "neutral", "novel")}


def _rule_severity(value: Any) -> tuple[dict[str, str], list[tuple[str, str]]]:
    """A ``rule_severity`` table, checked: each key a rule id the checker writes, each value a level."""
    from .severity import LEVELS, RULES

    if not isinstance(value, dict):
        return {}, [("", f"expected a table of rule = severity, got {value!r}")]
    table: dict[str, str] = {}
    bad: list[tuple[str, str]] = []
    for rule, level in value.items():
        if rule not in RULES:
            bad.append((str(rule), f"unknown rule (the checker's rules: {', '.join(sorted(RULES))})"))
        elif level not in LEVELS:
            bad.append((str(rule), f"expected one of {', '.join(LEVELS)}, got {level!r}"))
        else:
            table[rule] = level
    return table, bad


def _coerce(value: Any, like: Any, name: str = "") -> Any:
    if isinstance(like, str):
        choices = _CHOICES.get(name, ())
        if not isinstance(value, str) or (choices and value not in choices):
            raise ValueError(f"expected one of {', '.join(choices)}, got {value!r}")
        return value
    if isinstance(like, bool):
        if not isinstance(value, bool):
            raise TypeError(f"expected true or false, got {value!r}")
        return value
    if isinstance(like, int):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise TypeError(f"expected a whole number >= 0, got {value!r}")
        return value
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"expected a number, got {value!r}")
    if not 0.0 <= float(value) <= 1.0:
        raise ValueError(f"expected a share between 0 and 1, got {value!r}")
    return float(value)


def _toml(value: Any) -> str:
    if isinstance(value, dict):  # an inline table (rule_severity)
        return "{" + ", ".join(f"{k} = {_toml(v)}" for k, v in value.items()) + "}"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value)
    return repr(value)


def load_config(source: "CheckerConfig | str | Path | dict[str, Any] | None") -> CheckerConfig:
    """A config from an object, a path, a mapping, or the defaults."""
    if source is None:
        return CheckerConfig()
    if isinstance(source, CheckerConfig):
        return source
    if isinstance(source, dict):
        return CheckerConfig.from_mapping(source)
    return CheckerConfig.load(source)
