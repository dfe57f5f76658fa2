"""Options shared by the commands that score (score, audit, the pytest plugin), and settings from them."""
from __future__ import annotations

import argparse
import difflib
from pathlib import Path
from typing import Any

from ..errors import UsageError
from ..judges import EXTRA_OPTIONS
from ..model import CASE_TYPES
from ..settings import Settings, load_settings


def _workers(text: str) -> int | None:
    from ..workers import parse_workers

    try:
        return parse_workers(text)
    except UsageError as exc:
        raise argparse.ArgumentTypeError(str(exc).removeprefix("--workers: ")) from None


def add_workers_option(p: "argparse.ArgumentParser | argparse._ArgumentGroup", what: str = "the offline checks") -> None:
    """``--workers N|auto``: processes for the offline work (default auto: every usable CPU)."""
    p.add_argument("--workers", type=_workers, default=None, metavar="N|auto",
                   help=f"processes for {what} (default auto: every usable CPU, one for a small input); "
                        "results are identical and in input order whatever N")


def add_line_limit_option(p: argparse.ArgumentParser) -> None:
    """``--max-line-bytes N``: the longest input line read (a longer one is bad input naming its line)."""
    from ..infile import MAX_LINE_BYTES

    p.add_argument("--max-line-bytes", type=_positive, default=None, metavar="N",
                   help=f"the longest input line read, in bytes (default {MAX_LINE_BYTES:,}; "
                        "a longer line is an error naming it)")


def add_response_arguments(p: argparse.ArgumentParser) -> None:
    """``check`` and ``guard``: one response (``--context``, ``--response``) or many (``--batch``)."""
    p.add_argument("--context", metavar="FILE", help="plain text, or JSON list of {title, text} chunks")
    p.add_argument("--response", metavar="FILE", help="the response text ('-' reads standard input)")
    b = p.add_argument_group("many responses")
    b.add_argument("--batch", metavar="FILE.jsonl",
                   help="instead of --context/--response: one JSON object {id?, query?, context, response} a line; "
                        "prints one JSON line per line, in input order")
    b.add_argument("--output", "-o", metavar="FILE", help="with --batch: write the JSON lines here instead of stdout")
    add_workers_option(b, "--batch")


def batch_mode(args: argparse.Namespace) -> bool:
    """``--batch FILE`` or ``--context`` with ``--response``, never both (check and guard)."""
    from ..outputs import refuse_overwrite

    if args.batch:
        if args.context or args.response:
            raise UsageError(f"groundtest {args.command}: --batch FILE replaces --context and --response; give one or the other")
        refuse_overwrite([args.batch], {"--output": args.output})
        return True
    if not (args.context and args.response):
        raise UsageError(f"groundtest {args.command}: give --context FILE and --response FILE, or --batch FILE.jsonl")
    if args.output or args.workers is not None:
        raise UsageError(f"groundtest {args.command}: --output and --workers go with --batch FILE.jsonl")
    return False


def add_scoring_options(p: argparse.ArgumentParser) -> None:
    """Judge, abstention and budget flags; each overrides the config file."""
    p.add_argument("--judge", help="none, local (default), openai, azure, hf:MODEL, or A+B")
    p.add_argument("--refusal", action="append", metavar="TEXT", help="pin an exact refusal sentence (repeatable)")
    p.add_argument("--also-refusal", action="append", metavar="TEXT",
                   help="add a refusal wording to the usual detection: a sentence containing it declines (repeatable)")
    p.add_argument("--missing-counts-as", choices=("hallucinated", "incomplete"))
    p.add_argument("--judge-errors", choices=("fail", "exclude"), help="judge errors count as hallucinated (fail) or are excluded")
    p.add_argument("--checker-config", metavar="FILE", help="offline checker settings: thresholds (from calibrate --fit) and per-rule severities ([checker.rule_severity])")
    p.add_argument("--config", metavar="FILE", help="settings file (default: nearest groundtest.toml or pyproject.toml)")
    p.add_argument("--registry", metavar="DB", help="check every citation against this source registry (as audit --registry); "
                                                   "its findings count toward the verdict")
    p.add_argument("--policies", metavar="FILE", help="with --registry: jurisdiction policies (TOML) over the shipped ones")
    b = p.add_argument_group("budgets")
    b.add_argument("--max-hallucination-rate", type=_rate, metavar="RATE",
                   help="highest hallucination rate; '<RATE' (e.g. '<0.01') means strictly under it")
    b.add_argument("--strict-budgets", action="store_true", default=None,
                   help="every rate budget must be strictly under its value (the rubric's '< 1%%')")
    b.add_argument("--max-over-refusal-rate", type=_rate, metavar="RATE")
    b.add_argument("--max-bait-hallucinations", type=_count, metavar="N")
    b.add_argument("--max-incomplete-rate", type=_rate, metavar="RATE")
    b.add_argument("--max-uncertain-rate", type=_rate, metavar="RATE",
                   help="gate on review load: the share of cases judged uncertain (default off)")
    b.add_argument("--max-failures", action="append", type=_type_count, metavar="TYPE=N", help="per-type failure limit (repeatable)")
    _add_judge_options(p)


#: judge flag → key in Settings.judge_options (read by the model judges, judges/openai.py)
JUDGE_OPTIONS = ("model", "base_url", "api_key_env", "concurrency", "timeout", "max_retries", "cache", "no_cache",
                 "price_per_1k", "abstention_judge")


def _add_judge_options(p: argparse.ArgumentParser) -> None:
    j = p.add_argument_group("judge")
    j.add_argument("--model", help="model (or Azure deployment) of the openai judge (default gpt-4o-mini)")
    j.add_argument("--base-url", metavar="URL", help="OpenAI-compatible endpoint (default $OPENAI_BASE_URL)")
    j.add_argument("--api-key-env", metavar="NAME", help="environment variable holding the API key (default OPENAI_API_KEY)")
    j.add_argument("--concurrency", type=_positive, metavar="N", help="judge requests in flight (default 8)")
    j.add_argument("--timeout", type=_seconds, metavar="S", help="total deadline per judge request (connect + reply), seconds (default 60)")
    j.add_argument("--max-retries", type=_count, metavar="N", help="retries on timeouts, 429 and 5xx (default 3)")
    j.add_argument("--cache", metavar="PATH", help="judge cache (default .groundtest/cache.db)")
    j.add_argument("--no-cache", action="store_true", default=None, help="neither read nor write the judge cache")
    j.add_argument("--price-per-1k", type=_seconds, metavar="USD", help="price per 1,000 tokens, for an estimated cost")
    j.add_argument("--abstention-judge", choices=("openai",), help="a model decides which sentences decline")
    j.add_argument("--judge-option", action="append", type=_judge_option, metavar="KEY=VALUE",
                   help="any other judge option (repeatable): " + ", ".join(EXTRA_OPTIONS))


def _judge_option(text: str) -> tuple[str, Any]:
    """``KEY=VALUE``: a number, true/false, or text; KEY one of :data:`EXTRA_OPTIONS`."""
    key, sep, raw = text.partition("=")
    key = key.strip().replace("-", "_")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE, got {text!r}")
    if key not in EXTRA_OPTIONS:
        hint = difflib.get_close_matches(key, list(EXTRA_OPTIONS), n=1)
        known = f"did you mean {hint[0]!r}?" if hint else f"known: {', '.join(EXTRA_OPTIONS)}"
        raise argparse.ArgumentTypeError(f"unknown judge option {key!r} ({known})")
    raw = raw.strip()
    if raw.lower() in ("true", "false"):
        return key, raw.lower() == "true"
    for kind in (int, float):
        try:
            return key, kind(raw)
        except ValueError:
            pass
    return key, raw


def _positive(text: str) -> int:
    v = _count(text)
    if v < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, got {text!r}")
    return v


def _seconds(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not v >= 0 or v == float("inf"):
        raise argparse.ArgumentTypeError(f"must be a finite number of 0 or more, got {text!r}")
    return v


def share(text: str, *, one: bool = True) -> float:
    """argparse type: a share from 0 to 1, 1 itself included only with ``one`` (``guard
    --max-critical-share 1`` never replaces; ``calibrate --holdout 1`` would leave nothing to fit)."""
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0.0 <= v <= 1.0 or (v == 1.0 and not one):
        raise argparse.ArgumentTypeError(f"a share between 0 and 1{'' if one else ' (1 not included)'}, got {text!r}")
    return v


class StrictRate(float):
    """A rate budget written ``<0.01``: the rate must be under it."""


def _rate(text: str) -> float:
    strict = text.strip().startswith("<")
    body = text.strip().lstrip("<").strip()
    try:
        v = float(body.rstrip("%")) / (100 if body.endswith("%") else 1)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a rate: {text!r}") from None
    if not 0 <= v <= 1:
        raise argparse.ArgumentTypeError(f"a rate between 0 and 1 (or 0%–100%), got {text!r}")
    return StrictRate(v) if strict else v


def _count(text: str) -> int:
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if v < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, got {text!r}")
    return v


def _type_count(text: str) -> tuple[str, int]:
    t, sep, n = text.partition("=")
    if not sep or t not in CASE_TYPES:
        raise argparse.ArgumentTypeError(f"expected TYPE=N with TYPE one of {', '.join(CASE_TYPES)}, got {text!r}")
    return t, _count(n)


def check_legal(s: Settings) -> None:
    """Open the registry and read the policies now: a bad path is one clear error, not one per case."""
    if s.policies and not s.registry:
        raise UsageError("--policies: goes with --registry DB (or registry = \"DB\" in the settings)")
    if s.registry:
        from ..citations.policies import load_policies
        from ..citations.registry import SqliteRegistry

        SqliteRegistry.open(s.registry).close()
        load_policies(s.policies)


def settings_from_args(args: argparse.Namespace) -> Settings:
    """The config file's settings with every given flag applied on top."""
    if getattr(args, "config", None):
        from ..settings import _read_toml, config_section, settings_from_mapping

        path = Path(args.config)
        if not path.is_file():
            raise UsageError(f"--config: no such file: {args.config}")
        data = _read_toml(path)
        s = settings_from_mapping(config_section(data, path, pyproject=path.name == "pyproject.toml"), str(path))
    else:
        s = load_settings()
    b = s.budgets
    for name in ("max_hallucination_rate", "max_over_refusal_rate", "max_bait_hallucinations", "max_incomplete_rate",
                 "max_uncertain_rate"):
        v = getattr(args, name, None)
        if v is not None:
            setattr(b, name, float(v) if name != "max_bait_hallucinations" else v)
            if isinstance(v, StrictRate) and name not in b.strict:
                b.strict.append(name)
            elif not isinstance(v, StrictRate) and name in b.strict and not getattr(args, "strict_budgets", False):
                b.strict.remove(name)  # the flag, as written, overrides the file's form
    if getattr(args, "strict_budgets", False):
        from ..settings import RATE_BUDGETS

        b.strict = list(RATE_BUDGETS)
    if getattr(args, "max_failures", None):
        b.max_failures.update(dict(args.max_failures))
    if getattr(args, "refusal", None):
        s.refusals = list(args.refusal)
    if getattr(args, "also_refusal", None):
        s.refusals_extra = [*s.refusals_extra, *args.also_refusal]
    for name in ("missing_counts_as", "judge_errors", "judge", "checker_config", "registry", "policies"):
        v = getattr(args, name, None)
        if v is not None:
            setattr(s, name, v)
    check_legal(s)
    for name in JUDGE_OPTIONS:
        v = getattr(args, name, None)
        if v is not None:
            s.judge_options[name] = v
    for key, value in getattr(args, "judge_option", None) or ():
        s.judge_options[key] = value
    return s
