"""Cost of the ``hf:MODEL`` judge on CPU, and what ``calibrate --fit`` gains on the labelled dev data.

No model is downloaded: the hf figures use randomly-initialised BERT models of real sizes
(``base``: 12 layers, hidden 768 — the size of common NLI/HHEM-style detectors; ``small``:
4 layers, hidden 256) with a word-level tokenizer built from the dev data, so they measure
inference cost, not detection quality. The fit figures run the real command on each dev file
with a hash-based holdout, so the holdout row is an out-of-sample estimate.

    .venv/bin/python bench/model_judges.py [--hf-cases 20] [--sizes small,base] [--no-fit] [--write]

``--write`` records the figures in bench/RESULTS.md under "## Model judges and calibration (issue 4)".
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEV = ROOT.parent / "shared" / "bench" / "dev"
SECTION = "## Model judges and calibration (issue 4)"
SIZES = {"small": dict(hidden_size=256, num_hidden_layers=4, num_attention_heads=4, intermediate_size=1024),
         "base": dict(hidden_size=768, num_hidden_layers=12, num_attention_heads=12, intermediate_size=3072)}


def build_model(path: Path, size: str, task: str, vocab_words: list[str]) -> Path:
    import torch
    import transformers
    from tokenizers import Tokenizer, models, normalizers, pre_tokenizers, processors

    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + vocab_words
    ids = {w: i for i, w in enumerate(vocab)}
    tok = Tokenizer(models.WordLevel(ids, unk_token="[UNK]"))
    tok.normalizer = normalizers.BertNormalizer(lowercase=True)
    tok.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    tok.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]", pair="[CLS] $A [SEP] $B:1 [SEP]:1", special_tokens=[("[CLS]", 2), ("[SEP]", 3)])
    transformers.PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="[UNK]", pad_token="[PAD]", cls_token="[CLS]",
                                        sep_token="[SEP]", mask_token="[MASK]", model_max_length=512).save_pretrained(path)
    labels = {0: "entailment", 1: "neutral", 2: "contradiction"} if task == "sequence" else {0: "supported", 1: "hallucinated"}
    cfg = transformers.BertConfig(vocab_size=len(vocab), max_position_embeddings=512, num_labels=len(labels),
                                  id2label=labels, label2id={v: k for k, v in labels.items()}, **SIZES[size])
    torch.manual_seed(0)
    cls = transformers.BertForSequenceClassification if task == "sequence" else transformers.BertForTokenClassification
    cls(cfg).save_pretrained(path)
    return path


def dev_vocab(n: int = 30000) -> list[str]:
    counts: collections.Counter[str] = collections.Counter()
    for f in sorted(DEV.glob("*.jsonl")):
        for line in f.open(encoding="utf-8"):
            row = json.loads(line)
            text = row["response"] + " " + " ".join(c["text"] for c in row["context"])
            counts.update(re.findall(r"\w+|[^\w\s]", text.lower()))
    return [w for w, _ in counts.most_common(n)]


def bench_hf(n_cases: int, sizes: list[str], tmp: Path) -> list[dict]:
    from groundtest.text.abstention import make_detector
    from groundtest.cases import CaseReader
    from groundtest.judges import make_judge
    from groundtest.scoring import analyse_case

    cases = [c for _, c in zip(range(n_cases), CaseReader(DEV / "ragtruth.jsonl", allow_fields=("gold", "gold_detail", "source")))]
    detector = make_detector([])
    analyses = [analyse_case(c, detector) for c in cases]
    vocab, rows = dev_vocab(), []
    for size in sizes:
        for task in ("sequence", "token"):
            path = build_model(tmp / f"{size}-{task}", size, task, vocab)
            t0 = time.perf_counter()
            judge = make_judge(f"hf:{path}", {})
            load = time.perf_counter() - t0
            t0 = time.perf_counter()
            results = [judge.judge(c, a) for c, a in zip(cases, analyses)]
            secs = time.perf_counter() - t0
            sentences = sum(len(a.answering) for a in analyses)
            assert not any(r.failed for r in results)
            rows.append({"size": size, "task": task, "cases": len(cases), "sentences": sentences, "load_s": load,
                         "seconds": secs, "cases_per_s": len(cases) / secs, "sentences_per_s": sentences / secs})
            print(rows[-1], flush=True)
    return rows


def bench_fit(tmp: Path) -> list[dict]:
    exe = Path(sys.executable).with_name("groundtest")
    rows = []
    for name in ("halueval_qa", "ragtruth", "faithbench"):
        f = DEV / f"{name}.jsonl"
        t0 = time.perf_counter()
        proc = subprocess.run([str(exe), "calibrate", str(f), "--fit", str(f), "--write-config", str(tmp / f"{name}.toml"),
                               "--holdout", "0.3", "--min-kappa", "0", "--format", "json"], capture_output=True, text=True)
        secs = time.perf_counter() - t0
        data = json.loads(proc.stdout)
        rows.append({"file": name, "seconds": secs, **{k: data[k] for k in ("n_fit", "n_holdout", "evaluations", "before",
                                                                              "after", "holdout_before", "holdout_after", "changed")}})
        print(name, f"{secs:.1f}s", data["holdout_before"]["balanced_accuracy"], "->", data["holdout_after"]["balanced_accuracy"], flush=True)
    return rows


def render(hf: list[dict], fit: list[dict], argv: str) -> str:
    out = [SECTION, "", f"`.venv/bin/python bench/model_judges.py {argv}` on the 2-core dev machine (CPU only, shared with other jobs).", ""]
    if hf:
        out += ["**`hf:MODEL` judge** — randomly-initialised BERT models (cost only, not quality), first "
                f"{hf[0]['cases']} RAGTruth dev cases (long summaries; contexts cut into windows, up to 3 per sentence):", "",
                "| model | task | answering sentences | load s | seconds | cases/s | sentences/s |", "|---|---|---|---|---|---|---|"]
        out += [f"| {r['size']} | {r['task']} | {r['sentences']} | {r['load_s']:.1f} | {r['seconds']:.1f} | {r['cases_per_s']:.2f} | "
                f"{r['sentences_per_s']:.1f} |" for r in hf]
        out.append("")
    if fit:
        def ba(d: dict | None) -> str:
            return "n/a" if not d or d["balanced_accuracy"] is None else f"{d['balanced_accuracy']:.3f}"
        out += ["**`calibrate --fit`** on each dev file (`--holdout 0.3` by id hash; gold labels as the human labels; "
                "balanced accuracy of the local checker, before → after):", "",
                "| file | fit cases | holdout cases | candidates | seconds | fit slice | holdout | changed |", "|---|---|---|---|---|---|---|---|"]
        for r in fit:
            changed = ", ".join(f"{k} {v['from']}→{v['to']}" for k, v in r["changed"].items()) or "nothing"
            out.append(f"| {r['file']} | {r['n_fit']} | {r['n_holdout']} | {r['evaluations']} | {r['seconds']:.0f} | "
                       f"{ba(r['before'])} → {ba(r['after'])} | {ba(r['holdout_before'])} → {ba(r['holdout_after'])} | {changed} |")
        out.append("")
    return "\n".join(out) + "\n"


def write_section(text: str) -> None:
    path = ROOT / "bench" / "RESULTS.md"
    old = path.read_text(encoding="utf-8") if path.exists() else ""
    start = old.find(SECTION)
    if start >= 0:
        end = old.find("\n## ", start + len(SECTION))
        old = old[:start] + (old[end + 1:] if end >= 0 else "")
    path.write_text(old.rstrip("\n") + "\n\n" + text if old.strip() else text, encoding="utf-8")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hf-cases", type=int, default=20)
    p.add_argument("--sizes", default="small,base")
    p.add_argument("--no-hf", action="store_true")
    p.add_argument("--no-fit", action="store_true")
    p.add_argument("--write", action="store_true")
    args = p.parse_args()
    if not DEV.is_dir():
        sys.exit(f"no dev data at {DEV}")
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    with tempfile.TemporaryDirectory() as d:
        hf = [] if args.no_hf else bench_hf(args.hf_cases, args.sizes.split(","), Path(d))
        fit = [] if args.no_fit else bench_fit(Path(d))
    text = render(hf, fit, " ".join(sys.argv[1:]))
    print(text)
    if args.write:
        write_section(text)


if __name__ == "__main__":
    main()
