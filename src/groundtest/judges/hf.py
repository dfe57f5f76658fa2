"""The ``hf:MODEL`` judge: a local detector model through ``transformers`` (``groundtest[models]``), on CPU.

Two kinds, chosen from the model config's architecture (or the ``hf_task`` option):

* sequence classification (NLI- or HHEM-style): premise = context, hypothesis = each answering
  sentence; a sentence whose support probability is under ``hf_threshold`` is a finding.
* token classification (LettuceDetect-style): the answer's tokens are labelled supported or
  hallucinated; each contiguous run of hallucinated tokens is a finding with its exact text.

Which label means "supported" (or "hallucinated") is read from ``config.id2label``; the options
``hf_supported_label`` / ``hf_hallucinated_label`` (a name or an index) override it. A context
longer than the model's window is cut into windows of whole sentences: each sentence is scored
against the ``hf_windows`` windows that share most words with it (its support is the best one);
a token model sees the context sentences that share most words with the answer, as many as fit.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ..text.analysis import Analysis
from ..errors import MissingExtra, UsageError
from ..model import Case, Finding, JudgeResult
from ..text import split_sentences
from . import register

SUPPORT_NAMES = {"entailment", "entailed", "entails", "supported", "support", "consistent", "grounded",
                 "faithful", "factual", "correct", "true", "yes"}
HALLUCINATED_NAMES = {"hallucinated", "hallucination", "contradiction", "unsupported", "not_supported",
                      "inconsistent", "not_entailment", "unfaithful", "ungrounded", "false", "no"}
_WORD = re.compile(r"\w{3,}")


@dataclass(slots=True)
class HFOptions:
    """Options of the ``hf`` judge (keys ``hf_*`` of ``judge_options``)."""

    threshold: float = 0.5
    batch_size: int = 16
    max_length: int = 512
    windows: int = 3
    task: str | None = None
    supported_label: str | None = None
    hallucinated_label: str | None = None
    tokenizer: str | None = None
    trust_remote_code: bool = False

    @classmethod
    def from_options(cls, options: dict[str, Any]) -> "HFOptions":
        o = cls()
        try:
            o.threshold = float(options.get("hf_threshold", o.threshold))
            o.batch_size = int(options.get("hf_batch_size", o.batch_size))
            o.max_length = int(options.get("hf_max_length", o.max_length))
            o.windows = int(options.get("hf_windows", o.windows))
        except (TypeError, ValueError) as exc:
            raise UsageError(f"hf judge option: {exc}") from None
        if not 0.0 <= o.threshold <= 1.0 or o.batch_size < 1 or o.max_length < 16 or o.windows < 1:
            raise UsageError("hf judge options: hf_threshold in 0..1, hf_batch_size >= 1, hf_max_length >= 16, hf_windows >= 1")
        o.task = options.get("hf_task")
        if o.task not in (None, "sequence", "token"):
            raise UsageError(f"hf judge option hf_task: 'sequence' or 'token', got {o.task!r}")
        for k in ("supported_label", "hallucinated_label", "tokenizer"):
            v = options.get(f"hf_{k}")
            setattr(o, k, None if v is None else str(v))
        o.trust_remote_code = bool(options.get("hf_trust_remote_code", False))
        return o


def _norm(label: str) -> str:
    return re.sub(r"[\s\-]+", "_", str(label).strip().lower())


def _index(id2label: dict[int, str], wanted: str, option: str) -> int:
    if wanted.isdigit() and int(wanted) in id2label:
        return int(wanted)
    for i, name in id2label.items():
        if _norm(name) == _norm(wanted):
            return i
    raise UsageError(f"hf judge option {option}: {wanted!r} is not a label of the model ({_labels(id2label)})")


def _labels(id2label: dict[int, str]) -> str:
    return ", ".join(f"{i}={n}" for i, n in sorted(id2label.items()))


def support_reader(id2label: dict[int, str], task: str, o: HFOptions) -> Callable[[Sequence[float]], float]:
    """A function from one row of class probabilities to the probability of "supported"."""
    id2label = {int(i): str(n) for i, n in id2label.items()}
    if o.supported_label is not None:
        i = _index(id2label, o.supported_label, "hf_supported_label")
        return lambda p: p[i]
    if o.hallucinated_label is not None:
        i = _index(id2label, o.hallucinated_label, "hf_hallucinated_label")
        return lambda p: 1.0 - p[i]
    names = {i: _norm(n) for i, n in sorted(id2label.items())}
    sup = next((i for i, n in names.items() if n in SUPPORT_NAMES), None)
    hal = next((i for i, n in names.items() if n in HALLUCINATED_NAMES), None)
    if task == "token" and hal is not None:  # a token model is read for its "hallucinated" class first
        return lambda p: 1.0 - p[hal]
    if sup is not None and (task == "sequence" or len(names) == 2):
        return lambda p: p[sup]
    if hal is not None and len(names) == 2:
        return lambda p: 1.0 - p[hal]
    if len(names) == 1:  # one logit (sigmoid): support for a sentence model, hallucination for a token model
        return (lambda p: p[0]) if task == "sequence" else (lambda p: 1.0 - p[0])
    if len(names) == 2:  # unnamed labels: HHEM scores "consistent" as class 1; LettuceDetect "hallucinated" as 1
        return (lambda p: p[1]) if task == "sequence" else (lambda p: p[0])
    raise UsageError(f"hf judge: cannot tell which label means supported ({_labels(id2label)}); "
                     "set the judge option hf_supported_label (or hf_hallucinated_label)")


def _words(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text)}


def pack_windows(pieces: list[str], lengths: list[int], budget: int) -> list[str]:
    """Consecutive pieces joined into windows of at most ``budget`` tokens (a longer piece stands alone)."""
    windows: list[str] = []
    cur: list[str] = []
    used = 0
    for piece, n in zip(pieces, lengths):
        if cur and used + n > budget:
            windows.append(" ".join(cur))
            cur, used = [], 0
        cur.append(piece)
        used += n
    if cur:
        windows.append(" ".join(cur))
    return windows


def fill(pieces: list[str], lengths: list[int], text: str, room: int) -> str:
    """The context pieces sharing most words with ``text`` that fit in ``room`` tokens, in document order."""
    want = _words(text)
    ranked = sorted(range(len(pieces)), key=lambda i: (-len(want & _words(pieces[i])), i))
    chosen: list[int] = []
    used = 0
    for i in ranked:
        if used + lengths[i] <= room or not chosen:
            chosen.append(i)
            used += lengths[i]
    return " ".join(pieces[i] for i in sorted(chosen))


def best_windows(windows: list[str], text: str, k: int) -> list[int]:
    """Indices of the ``k`` windows sharing most words with ``text``, in document order."""
    want = _words(text)
    ranked = sorted(range(len(windows)), key=lambda i: (-len(want & _words(windows[i])), i))
    return sorted(ranked[:k])


class HFJudge:
    """A transformers detector model behind the judge protocol (CPU, batched, deterministic)."""

    concurrency = 1

    def __init__(self, model: Any, tokenizer: Any, task: str, support: Callable[[Sequence[float]], float],
                 options: HFOptions, model_name: str, name: str = "hf"):
        import torch

        self.torch, self.model, self.tok, self.task = torch, model.eval(), tokenizer, task
        self.support, self.o, self.model_name, self.name = support, options, model_name, name
        limits = [options.max_length, getattr(model.config, "max_position_embeddings", None) or options.max_length,
                  getattr(tokenizer, "model_max_length", None) or options.max_length]
        self.max_length = int(min(limits))
        self.budget = max(8, self.max_length - min(128, self.max_length // 4) - tokenizer.num_special_tokens_to_add(pair=True))

    def judge(self, case: Case, analysis: Analysis) -> JudgeResult:
        sentences = analysis.answering
        if not sentences:
            return JudgeResult(self.name, label="clean", reason="no claims to check: the response declines or is empty")
        if not case.context_text.strip():
            return JudgeResult(self.name, score=1.0, label="hallucinated", reason="the response makes claims but the context is empty")
        pieces = [s.text for s in split_sentences(case.context_text)] or [case.context_text]
        lengths = [len(ids) for ids in self.tok(pieces, add_special_tokens=False)["input_ids"]]
        if self.task == "token":
            findings, lowest, detail = self._token(analysis, sentences, pieces, lengths)
        else:
            findings, lowest, detail = self._sequence(analysis, sentences, pack_windows(pieces, lengths, self.budget))
        label = "hallucinated" if findings else "clean"
        unit = "span(s)" if self.task == "token" else "sentence(s)"
        reason = (f"{len(findings)} unsupported {unit}; lowest support {lowest:.3f}" if findings
                  else f"every claim supported (lowest support {lowest:.3f})")
        return JudgeResult(self.name, score=round(1 + 4 * lowest, 3), label=label, reason=reason, findings=findings,
                           extra={"model": self.model_name, "threshold": self.o.threshold, **detail})

    def _probs(self, premises: list[str], hypotheses: list[str], tokens: bool = False) -> list[Any]:
        """Per pair, in input order: class probabilities (a row), or for ``tokens`` the answer's
        ``(start, end, row)`` per token. Pairs run in batches of similar length (less padding)."""
        order = sorted(range(len(premises)), key=lambda k: len(premises[k]) + len(hypotheses[k]))
        out: list[Any] = [None] * len(order)
        for i in range(0, len(order), self.o.batch_size):
            idx = order[i:i + self.o.batch_size]
            enc = self.tok([premises[k] for k in idx], [hypotheses[k] for k in idx], truncation="only_first",
                           max_length=self.max_length, padding=True, return_tensors="pt", return_offsets_mapping=tokens)
            inputs = {k: v for k, v in enc.items() if k != "offset_mapping"}
            with self.torch.no_grad():
                logits = self.model(**inputs).logits.float()
            probs = (self.torch.sigmoid(logits) if logits.shape[-1] == 1 else self.torch.softmax(logits, dim=-1)).tolist()
            for j, k in enumerate(idx):
                if not tokens:
                    out[k] = probs[j]
                    continue
                seq = enc.sequence_ids(j)
                out[k] = [(s, e, probs[j][t]) for t, (s, e) in enumerate(enc["offset_mapping"][j].tolist())
                          if seq[t] == 1 and e > s]
        return out

    def _sequence(self, analysis: Analysis, sentences: list[int], windows: list[str]) -> tuple[list[Finding], float, dict]:
        pairs = [(i, w) for i in sentences for w in best_windows(windows, analysis.sentences[i].text, self.o.windows)]
        rows = self._probs([windows[w] for _, w in pairs], [analysis.sentences[i].text for i, _ in pairs])
        best: dict[int, float] = {}
        for (i, _), row in zip(pairs, rows):
            p = float(self.support(row))
            best[i] = max(best.get(i, 0.0), p)
        findings = [Finding("invented_fact", analysis.sentences[i].text, "critical", i,
                            f"support {p:.3f} < {self.o.threshold:g} ({self.name}:{self.model_name})")
                    for i, p in sorted(best.items()) if p < self.o.threshold]
        detail = {"support": [{"sentence": i, "support": round(p, 4)} for i, p in sorted(best.items())]}
        return findings, min(best.values()), detail

    def _token(self, analysis: Analysis, sentences: list[int], pieces: list[str], lengths: list[int]) -> tuple[list[Finding], float, dict]:
        segments = self._segments(analysis, sentences)
        text, extra = analysis.text, self.tok.num_special_tokens_to_add(pair=True)
        premises = [fill(pieces, lengths, text[a:b], self.max_length - n - extra) for (a, b), n in
                    zip(segments, (len(self.tok(text[a:b], add_special_tokens=False)["input_ids"]) for a, b in segments))]
        flagged: list[tuple[int, int, float]] = []
        lowest = 1.0
        for (base, _), tokens in zip(segments, self._probs(premises, [text[a:b] for a, b in segments], tokens=True)):
            for s, e, row in tokens:
                p = float(self.support(row))
                lowest = min(lowest, p)
                if p < self.o.threshold:
                    flagged.append((base + s, base + e, 1.0 - p))
        return self._spans(analysis, flagged), lowest, {}

    def _segments(self, analysis: Analysis, sentences: list[int]) -> list[tuple[int, int]]:
        """Runs of consecutive answering sentences, each short enough to leave room for context."""
        segs: list[tuple[int, int]] = []
        limit = self.max_length // 2
        prev, used = None, 0
        for i in sentences:
            s = analysis.sentences[i]
            n = len(self.tok(s.text, add_special_tokens=False)["input_ids"])
            if segs and prev == i - 1 and used + n <= limit:
                segs[-1] = (segs[-1][0], s.end)
                used += n
            else:
                segs.append((s.start, s.end))
                used = n
            prev = i
        return segs

    def _spans(self, analysis: Analysis, flagged: list[tuple[int, int, float]]) -> list[Finding]:
        text = analysis.text
        spans: list[tuple[int, int, float]] = []
        for s, e, p in sorted(flagged):
            if spans and not text[spans[-1][1]:s].strip():
                spans[-1] = (spans[-1][0], max(e, spans[-1][1]), max(p, spans[-1][2]))
            else:
                spans.append((s, e, p))
        out = []
        for s, e, p in spans:
            sentence = next((i for i, x in enumerate(analysis.sentences) if x.start <= s < x.end), None)
            out.append(Finding("invented_fact", text[s:e], "critical", sentence,
                               f"hallucination probability {p:.2f} ({self.name}:{self.model_name})"))
        return out

    def close(self) -> None:
        pass


def load(model_arg: str, o: HFOptions) -> HFJudge:
    """Load config, tokenizer and weights from a local path or a hub id (no download here)."""
    try:
        import torch  # noqa: F401
        import transformers
    except ImportError:
        raise MissingExtra("transformers", "models", "the hf judge") from None
    transformers.utils.logging.set_verbosity_error()
    transformers.utils.logging.disable_progress_bar()
    trc = o.trust_remote_code
    if model_arg.startswith((".", "/", "~")) and not os.path.isdir(os.path.expanduser(model_arg)):
        raise UsageError(f"hf judge: no model directory at {model_arg!r}")
    try:
        config = transformers.AutoConfig.from_pretrained(model_arg, trust_remote_code=trc)
        task = o.task or _task_of(config)
        auto = transformers.AutoModelForTokenClassification if task == "token" else transformers.AutoModelForSequenceClassification
        model = auto.from_pretrained(model_arg, config=config, trust_remote_code=trc)
        tokenizer = transformers.AutoTokenizer.from_pretrained(o.tokenizer or model_arg, trust_remote_code=trc)
    except (OSError, ValueError, KeyError) as exc:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise UsageError(f"hf judge: cannot load {model_arg!r}: {first}") from None
    if not getattr(tokenizer, "is_fast", False):
        raise UsageError(f"hf judge: {model_arg!r} needs a fast tokenizer (tokenizer.json)")
    model.to("cpu")
    return HFJudge(model, tokenizer, task, support_reader(config.id2label, task, o), o, model_arg)


def _task_of(config: Any) -> str:
    for arch in getattr(config, "architectures", None) or []:
        if arch.endswith("ForTokenClassification"):
            return "token"
        if arch.endswith("ForSequenceClassification"):
            return "sequence"
    raise UsageError(f"hf judge: the model's architecture {getattr(config, 'architectures', None)} is neither "
                     "sequence nor token classification; set the judge option hf_task")


@register("hf")
def _factory(options: dict[str, Any]) -> HFJudge:
    model_arg = options.get("model_arg")
    if not model_arg:
        raise UsageError("the hf judge needs a model: --judge hf:PATH_OR_HUB_ID")
    return load(str(model_arg), HFOptions.from_options(options))
