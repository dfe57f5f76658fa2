"""The ``hf:MODEL`` judge, through the real loading and inference code, on tiny models made here.

Every model is a 2-layer BERT (hidden size 32) with a word-level tokenizer, saved with
``save_pretrained`` to a temporary folder. Where a test needs to know what the model will
predict, its weights are set by hand (said in the test); otherwise they are random (seed 0).
No network.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from groundtest.cli import main
from tests.helpers import write_jsonl

pytestmark = pytest.mark.models
torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")
tokenizers = pytest.importorskip("tokenizers")

from groundtest.judges.hf import HFOptions, best_windows, fill, pack_windows, support_reader  # noqa: E402
from groundtest.errors import UsageError  # noqa: E402

WORDS = ("a the and it is are of to per day days card costs fee replacement late returns loan period ships free "
         "renewals shipping standard hope this helps how much sorry notes don't cover that").split()
VOCAB = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + sorted(set(WORDS)) + list("$0123456789.,?!'")
CONTEXT = [{"title": "fees.md", "text": "The replacement card fee is $3. Late returns cost $1 per day. Renewals are free."}]
NLI = {0: "entailment", 1: "neutral", 2: "contradiction"}


def _tokenizer(path: Path) -> None:
    from tokenizers import Tokenizer, models, normalizers, pre_tokenizers, processors
    from transformers import PreTrainedTokenizerFast

    ids = {w: i for i, w in enumerate(VOCAB)}
    t = Tokenizer(models.WordLevel(ids, unk_token="[UNK]"))
    t.normalizer = normalizers.BertNormalizer(lowercase=True)
    t.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    t.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]", pair="[CLS] $A [SEP] $B:1 [SEP]:1",
        special_tokens=[("[CLS]", ids["[CLS]"]), ("[SEP]", ids["[SEP]"])])
    PreTrainedTokenizerFast(tokenizer_object=t, unk_token="[UNK]", pad_token="[PAD]", cls_token="[CLS]",
                            sep_token="[SEP]", mask_token="[MASK]", model_max_length=128).save_pretrained(path)


def _config(id2label: dict[int, str]) -> Any:
    return transformers.BertConfig(vocab_size=len(VOCAB), hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                                   intermediate_size=64, max_position_embeddings=128, num_labels=len(id2label),
                                   id2label=id2label, label2id={v: k for k, v in id2label.items()})


def sequence_model(path: Path, id2label: dict[int, str] = NLI, bias: list[float] | None = None, seed: int = 0) -> Path:
    """A random sentence-pair classifier; with ``bias`` its head ignores the input and predicts softmax(bias)."""
    torch.manual_seed(seed)
    model = transformers.BertForSequenceClassification(_config(id2label))
    if bias is not None:
        with torch.no_grad():
            model.classifier.weight.zero_()
            model.classifier.bias.copy_(torch.tensor(bias))
    model.save_pretrained(path)
    _tokenizer(path)
    return path


def token_model(path: Path, flagged: tuple[str, ...] = (), seed: int = 0, engineered: bool = True) -> Path:
    """A token classifier (0 = supported, 1 = hallucinated). Engineered: the encoder passes each token's
    embedding through unchanged (its linear layers are zero), only the ``flagged`` words have a
    non-zero embedding, and the head maps that to "hallucinated" — so exactly those words are flagged."""
    torch.manual_seed(seed)
    model = transformers.BertForTokenClassification(_config({0: "supported", 1: "hallucinated"}))
    if engineered:
        with torch.no_grad():
            for module in model.bert.encoder.modules():
                if isinstance(module, torch.nn.Linear):
                    module.weight.zero_()
                    module.bias.zero_()
            emb = model.bert.embeddings
            emb.word_embeddings.weight.zero_()
            emb.position_embeddings.weight.zero_()
            emb.token_type_embeddings.weight.zero_()
            for w in flagged:
                emb.word_embeddings.weight[VOCAB.index(w), 0] = 10.0
            model.classifier.weight.zero_()
            model.classifier.weight[1, 0] = 4.0
            model.classifier.bias.copy_(torch.tensor([1.0, 0.0]))  # unflagged: P(supported) = 0.73
    model.save_pretrained(path)
    _tokenizer(path)
    return path


def _case(ident: str, response: str, **kw: Any) -> dict[str, Any]:
    return {"id": ident, "type": "answerable", "expect": "answer", "query": "How much is a replacement card?",
            "context": CONTEXT, "response": response, **kw}


def _score(tmp_path: Path, model: Path, rows: list[dict[str, Any]], *extra: str) -> tuple[int, list[dict[str, Any]]]:
    cases = write_jsonl(tmp_path / "cases.jsonl", rows)
    results = tmp_path / "results.jsonl"
    code = main(["score", str(cases), "--judge", f"hf:{model}", "--results", str(results), *extra])
    return code, [json.loads(line) for line in results.read_text().splitlines()]


def _options(tmp_path: Path, **opts: Any) -> str:
    path = tmp_path / "groundtest.toml"
    path.write_text("[judge_options]\n" + "".join(f"{k} = {json.dumps(v)}\n" for k, v in opts.items()))
    return str(path)


# ---------------------------------------------------------------------------------------------
# sequence classification


def test_sequence_model_flags_each_unsupported_sentence(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # the head always predicts softmax([-2, 0, 2]): entailment 0.0159, neutral 0.1173, contradiction 0.8668
    model = sequence_model(tmp_path / "nli", bias=[-2.0, 0.0, 2.0])
    code, (r,) = _score(tmp_path, model, [_case("x", "A replacement card costs $3. Late returns cost $1 per day.")])
    out = capsys.readouterr()
    assert code == 1
    assert r["hallucinated"] and r["judge"]["label"] == "hallucinated"
    assert r["judge"]["support"] == [{"sentence": 0, "support": 0.0159}, {"sentence": 1, "support": 0.0159}]
    assert r["judge"]["score"] == pytest.approx(1 + 4 * 0.0159, abs=1e-3)
    assert [(f["type"], f["content"], f["severity"], f["sentence"]) for f in r["findings"]] == [
        ("invented_fact", "A replacement card costs $3.", "critical", 0),
        ("invented_fact", "Late returns cost $1 per day.", "critical", 1)]
    assert r["findings"][0]["notes"] == f"support 0.016 < 0.5 (hf:{model})"
    assert "Loading" not in out.err and "Traceback" not in out.err


def test_label_override_and_threshold_from_the_config_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    model = sequence_model(tmp_path / "nli", bias=[-2.0, 0.0, 2.0])
    rows = [_case("x", "A replacement card costs $3.")]
    # read "contradiction" (0.867) as the supported class: every sentence is supported
    code, (r,) = _score(tmp_path, model, rows, "--config", _options(tmp_path, hf_supported_label="Contradiction"))
    assert code == 0 and r["judge"]["label"] == "clean" and r["findings"] == []
    assert r["judge"]["support"] == [{"sentence": 0, "support": 0.8668}]
    # by index: "hallucinated" = neutral (0.1173), so support 0.8827
    _, (r,) = _score(tmp_path, model, rows, "--config", _options(tmp_path, hf_hallucinated_label="1"))
    assert r["judge"]["support"] == [{"sentence": 0, "support": 0.8827}]
    # a threshold under the entailment probability (0.016) passes the default reading
    _, (r,) = _score(tmp_path, model, rows, "--config", _options(tmp_path, hf_threshold=0.01))
    assert r["judge"]["label"] == "clean"
    # the same options as flags
    _, (r,) = _score(tmp_path, model, rows, "--judge-option", "hf_supported_label=Contradiction")
    assert r["judge"]["support"] == [{"sentence": 0, "support": 0.8668}]
    _, (r,) = _score(tmp_path, model, rows, "--judge-option", "hf_threshold=0.01")
    assert r["judge"]["label"] == "clean"
    assert main(["score", str(tmp_path / "cases.jsonl"), "--judge", f"hf:{model}", "--config",
                 _options(tmp_path, hf_supported_label="maybe")]) == 2
    assert capsys.readouterr().err.endswith(
        "hf judge option hf_supported_label: 'maybe' is not a label of the model (0=entailment, 1=neutral, 2=contradiction)\n")


def test_random_model_matches_direct_inference_and_is_deterministic(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    model = sequence_model(tmp_path / "rand", seed=0)
    rows = [_case("x", "A replacement card costs $3. I'm sorry, the notes don't cover shipping. Late returns cost $1 per day."),
            _case("y", "Renewals are free.")]
    _, first = _score(tmp_path, model, rows)
    _, second = _score(tmp_path, model, rows)
    assert first == second
    tok = transformers.AutoTokenizer.from_pretrained(model)
    net = transformers.AutoModelForSequenceClassification.from_pretrained(model).eval()
    context = CONTEXT[0]["text"]
    for r, sentences in zip(first, [{0: "A replacement card costs $3.", 2: "Late returns cost $1 per day."},
                                     {0: "Renewals are free."}]):
        want = []
        for i, text in sentences.items():  # the refusal (sentence 1 of x) is not a claim: not scored
            with torch.no_grad():
                p = torch.softmax(net(**tok(context, text, return_tensors="pt")).logits, -1)[0, 0].item()
            want.append({"sentence": i, "support": pytest.approx(p, abs=1e-4)})
        assert r["judge"]["support"] == want
        flagged = [f["sentence"] for f in r["findings"]]
        assert flagged == [w["sentence"] for w in want if w["support"].expected < 0.5]
        assert r["judge"]["label"] == ("hallucinated" if flagged else "clean")
        assert 1.0 <= r["judge"]["score"] <= 5.0


def test_long_context_is_scored_in_windows(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    model = sequence_model(tmp_path / "rand", seed=1)
    filler = " ".join(f"Late returns cost ${d} per day." for d in range(2, 9))
    ctx = [{"title": "fees.md", "text": f"{filler} The replacement card fee is $3. {filler}"}]
    rows = [_case("x", "A replacement card costs $3.", context=ctx)]
    _, (r,) = _score(tmp_path, model, rows, "--config", _options(tmp_path, hf_max_length=32, hf_windows=2))
    tok = transformers.AutoTokenizer.from_pretrained(model)
    net = transformers.AutoModelForSequenceClassification.from_pretrained(model).eval()
    from groundtest.text import split_sentences

    pieces = [s.text for s in split_sentences(ctx[0]["text"])]
    windows = pack_windows(pieces, [len(tok(p, add_special_tokens=False)["input_ids"]) for p in pieces], 32 - 8 - 3)
    assert len(windows) > 4  # the context really is cut
    chosen = best_windows(windows, "A replacement card costs $3.", 2)
    assert any("replacement card" in windows[i] for i in chosen)
    with torch.no_grad():
        probs = [torch.softmax(net(**tok(windows[i], "A replacement card costs $3.", truncation="only_first", max_length=32,
                                         return_tensors="pt")).logits, -1)[0, 0].item() for i in chosen]
    assert r["judge"]["support"] == [{"sentence": 0, "support": pytest.approx(max(probs), abs=1e-4)}]


def test_window_helpers() -> None:
    assert fill(["Cats sleep.", "The card fee is $3.", "Dogs bark.", "The card is blue."], [3, 6, 3, 4],
                "A replacement card fee.", 10) == "The card fee is $3. The card is blue."  # best two, in document order
    assert fill(["Cats sleep.", "Dogs bark."], [3, 3], "nothing shared", 1) == "Cats sleep."  # at least one piece
    assert pack_windows(["a b", "c", "d e f", "g"], [2, 1, 3, 1], 3) == ["a b c", "d e f", "g"]
    assert pack_windows(["long piece"], [10], 3) == ["long piece"]
    windows = ["cats sleep", "the replacement card fee", "dogs bark", "card fee again"]
    assert best_windows(windows, "A replacement card costs $3.", 2) == [1, 3]
    assert best_windows(windows, "nothing shared", 2) == [0, 1]


def test_label_reading() -> None:
    o = HFOptions()
    assert support_reader(NLI, "sequence", o)([0.7, 0.2, 0.1]) == 0.7
    assert support_reader({0: "CONTRADICTION", 1: "NEUTRAL", 2: "ENTAILMENT"}, "sequence", o)([0.7, 0.2, 0.1]) == 0.1
    assert support_reader({0: "LABEL_0", 1: "LABEL_1"}, "sequence", o)([0.3, 0.7]) == 0.7  # HHEM: 1 = consistent
    assert support_reader({0: "hallucinated", 1: "other"}, "sequence", o)([0.25, 0.75]) == 0.75
    assert support_reader({0: "LABEL_0", 1: "LABEL_1"}, "token", o)([0.8, 0.2]) == 0.8  # LettuceDetect: 1 = hallucinated
    assert support_reader({0: "O", 1: "hallucinated", 2: "other"}, "token", o)([0.5, 0.25, 0.25]) == 0.75
    assert support_reader({0: "LABEL_0"}, "sequence", o)([0.9]) == 0.9  # one sigmoid logit
    with pytest.raises(UsageError, match="set the judge option hf_supported_label"):
        support_reader({0: "LABEL_0", 1: "LABEL_1", 2: "LABEL_2"}, "sequence", o)


# ---------------------------------------------------------------------------------------------
# token classification


def test_token_model_reports_exact_hallucinated_spans(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    model = token_model(tmp_path / "tok", flagged=("ships", "free"))
    rows = [_case("x", "A replacement card costs $3, and it ships free. Late returns are free."),
            _case("y", "A replacement card costs $3.")]
    # "free" is in the context too ("Renewals are free."): context tokens are never findings
    code, (x, y) = _score(tmp_path, model, rows)
    assert code == 1
    assert [(f["content"], f["sentence"], f["severity"]) for f in x["findings"]] == [
        ("ships free", 0, "critical"), ("free", 1, "critical")]
    assert x["findings"][0]["notes"] == f"hallucination probability 1.00 (hf:{model})"
    assert x["judge"]["label"] == "hallucinated" and x["hallucinated"]
    assert y["judge"]["label"] == "clean" and y["findings"] == [] and not y["hallucinated"]
    assert y["judge"]["score"] == pytest.approx(1 + 4 * 0.7311, abs=1e-3)  # lowest token support sigmoid(1)


def test_token_model_with_a_long_context_and_a_random_model(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    model = token_model(tmp_path / "tok", flagged=("ships",))
    filler = " ".join(f"Late returns cost ${d} per day." for d in range(2, 9))
    rows = [_case("x", "A replacement card costs $3, and it ships free.",
                  context=[{"title": "f", "text": f"{filler} The replacement card fee is $3. {filler}"}])]
    _, (r,) = _score(tmp_path, model, rows, "--config", _options(tmp_path, hf_max_length=40))
    assert [f["content"] for f in r["findings"]] == ["ships"]
    rand = token_model(tmp_path / "rand", engineered=False)
    _, first = _score(tmp_path, rand, rows)
    _, second = _score(tmp_path, rand, rows)
    assert first == second
    text = rows[0]["response"]
    for f in first[0]["findings"]:  # whatever the random model flags is an exact piece of the answer
        assert f["content"] and f["content"] in text and f["content"] == f["content"].strip() and f["sentence"] == 0


def test_declines_need_no_model_and_empty_context_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    model = sequence_model(tmp_path / "nli", bias=[4.0, 0.0, -4.0])  # would call everything supported
    rows = [_case("d", "I'm sorry, the notes don't cover that.", type="unanswerable", expect="abstain"),
            _case("e", "The fee is $3.", context=[])]
    _, (d, e) = _score(tmp_path, model, rows)
    assert d["judge"]["label"] == "clean" and d["judge"]["reason"].startswith("no claims to check")
    assert e["judge"]["label"] == "hallucinated" and e["judge"]["reason"] == "the response makes claims but the context is empty"


# ---------------------------------------------------------------------------------------------
# errors


def test_load_errors_are_usage_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    cases = write_jsonl(tmp_path / "cases.jsonl", [_case("x", "A replacement card costs $3.")])
    missing = tmp_path / "missing"
    assert main(["score", str(cases), "--judge", f"hf:{missing}"]) == 2
    assert capsys.readouterr().err == f"groundtest: error: hf judge: no model directory at '{missing}'\n"
    assert main(["score", str(cases), "--judge", "hf"]) == 2
    assert capsys.readouterr().err == "groundtest: error: the hf judge needs a model: --judge hf:PATH_OR_HUB_ID\n"
    three = sequence_model(tmp_path / "three", id2label={0: "LABEL_0", 1: "LABEL_1", 2: "LABEL_2"})
    assert main(["score", str(cases), "--judge", f"hf:{three}"]) == 2
    assert "cannot tell which label means supported (0=LABEL_0, 1=LABEL_1, 2=LABEL_2)" in capsys.readouterr().err
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "config.json").write_text("{}")
    assert main(["score", str(cases), "--judge", f"hf:{broken}"]) == 2
    assert capsys.readouterr().err.startswith(f"groundtest: error: hf judge: cannot load '{broken}': ")
    assert main(["score", str(cases), "--judge", f"hf:{three}", "--config", _options(tmp_path, hf_threshold=2)]) == 2
    assert "hf_threshold in 0..1" in capsys.readouterr().err
    monkeypatch.setitem(sys.modules, "transformers", None)
    assert main(["score", str(cases), "--judge", f"hf:{three}"]) == 2
    assert capsys.readouterr().err == (
        "groundtest: error: the hf judge needs the 'transformers' package: pip install 'groundtest[models]'\n")


def test_console_script_smoke(tmp_path: Path) -> None:
    model = token_model(tmp_path / "tok", flagged=("ships",))
    cases = write_jsonl(tmp_path / "cases.jsonl", [_case("x", "A replacement card costs $3, and it ships free.")])
    exe = Path(sys.executable).with_name("groundtest")
    proc = subprocess.run([str(exe), "score", str(cases), "--judge", f"hf:{model}", "--format", "json"],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 1, proc.stderr
    summary = json.loads(proc.stdout)
    assert summary["passed"] is False and summary["hallucination_rate"] == 1.0
    assert "Traceback" not in proc.stderr and "Loading" not in proc.stderr
