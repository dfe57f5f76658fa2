"""Malformed and odd inputs thrown at every command and at the checker: any internal error is a bug.

    python bench/fuzz.py cli SEED ITERATIONS       # every command, in-process, with broken files
    python bench/fuzz.py checker SEED ITERATIONS   # check / guard / score on random texts

``cli`` writes broken case, context, response, results, label and outputs files (bad JSON, wrong
types, binary bytes, odd statuses, and the odd-JSON classes of issue 15: integers of over 4,300
digits, 100,000-deep nesting, lone surrogates, NaN/Infinity/1e400, duplicate ids, a JSON object
as context) and runs each command through ``groundtest.cli.main``, reading some inputs from
``-`` (standard input, non-UTF-8 too) or a FIFO nobody writes to, and writing some outputs to a
directory, under a regular file or into a read-only folder; a run that prints "internal error"
or a traceback, exits other than 0, 1 or 2, leaves a ``.tmp`` behind or prints or writes the
value of ``OPENAI_API_KEY`` (planted in responses and contexts) is reported. ``checker``
builds responses and contexts from values, names, citations, quotes, Unicode and control
characters and calls ``check``, ``guard`` and ``score`` with the local judge. Prints the bugs
found (none, when all is well) and exits 1 if there were any.
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import random
import sys
import tempfile
import traceback
from pathlib import Path

GOOD = {"id": "c1", "type": "answerable", "expect": "answer", "query": "How much is a card?",
        "context": [{"title": "fees.md", "text": "A replacement card costs $3."}], "response": "A card costs $3.",
        "must_include": ["$3"]}
WEIRD = [None, True, 0, -1, 1e308, 3.5, "", " ", "\x00", "\u202e", [], {}, [[]], [{}], [None], [1, 2], {"a": 1},
         "x" * 5000, ["$3", ["$4", None]], [["$3"]], {"title": 1, "text": 2}, [{"text": None}],
         [{"title": "a", "text": "b", "status": "weird"}], [{"title": "a", "text": "b", "status": None}], "[1]", "{}", 10**30]
#: issue 15: JSON texts no command may turn into an internal error, put raw into a line
ODD_JSON = ["1" * 4400, "[" * 100_000 + "]" * 100_000, '"a\\ud800"', '"\\udfff"', "NaN", "-Infinity", "1e400", "-1e999",
            '{"a": ' * 500 + "1" + "}" * 500]
#: planted in texts: it must never be printed or written (groundtest.masking)
SECRET = "sk-fuzz-0123456789abcdef-SECRET"
FIELDS = list(GOOD) + ["must_not_include", "tags", "meta", "answerable", "unknown_field"]
PIECES = ["$1,200", "$1200", "75%", "three-quarters", "21 days", "Friday", "5pm", "17:00", "[1]", "[fees.md]", "【2†source】",
          '"quoted text"', "\u201cquote\u201d", "Law No. 2 of 2019", "[2021] DIFC CFI 045", "Article 62", "Smith v Jones",
          "https://x.example/a?b=1", "a@b.co", "+1 (555) 123-4567", "U.N.", "Wi-Fi", "e.g.", "No.", "1.", "(b)", "\n- ",
          "\n\n", "...", "?!", "\u202e", "\u00a0", "é", "ß", "İ", "ﬁ", "™", "½", "²", "٣", "𝟓", "\t", "\x00", "\x01", "—", "'s",
          "not", "never", "I don't know.", "The documents don't say.", "previously", "out of date", "older version of the list",
          "The", "card", "costs", "fee", "is", "and", "but", "Monday to Friday", "31/02/2026", "2026-13-45", "1e309", "0.0.1",
          "10^9", "1/3", "one-third", "twice", "noon", "midnight", "Q3", "v2.1", "COVID-19", "$", "%", "[", "]", '"', "{", "}",
          # issue 23: the adversarial families, in small doses (bench/adversarial.py times them at size)
          "thirty " * 40, "one hundred and twenty three thousand " * 8, ", ".join(str(50_000 + k) for k in range(60)),
          "42 U.S.C. § 1983 " * 10, "U.S. " * 30, "(US) ", "$$ -- $5-$6 — – ", "https://x.example/a?b=1 " * 10,
          "😀🎉👍🏽👨‍👩‍👧", "e\u0301\u0301\u0301", "\u202eשלום\u202c"]
#: issue 23: settings of the wrong type or shape (pyproject.toml and groundtest.toml in the working folder)
BAD_SETTINGS = ['[tool.groundtest]\nrefusals = "I cannot answer."\n', "[tool.groundtest]\nmax_hallucination_rate = true\n",
                "[tool.groundtest]\nmax_bait_hallucinations = inf\n", "[tool.groundtest]\nmax_failures = {unanswerable = inf}\n",
                "[tool.groundtest]\njudge = 5\n", '[tool.groundtest]\njudge_options = "x"\n', "tool = 5\n",
                "[tool]\ngroundtest = 5\n", "[[tool.groundtest]]\njudge = 'none'\n", "[tool.groundtest]\nmissing_counts_as = 7\n",
                "[tool.groundtest]\njudge_errors = []\n", "[tool.groundtest]\nchecker_config = 5\n"]


def fuzz_cli(rng: random.Random, iterations: int) -> list[str]:
    from groundtest.cli import main

    tmp = Path(tempfile.mkdtemp())
    os.chdir(tmp)
    os.environ["GROUNDTEST_DEBUG"] = "1"
    os.environ["OPENAI_API_KEY"] = SECRET
    os.environ["GROUNDTEST_FIFO_WAIT"] = "0.05"
    (tmp / "adir").mkdir(exist_ok=True)
    (tmp / "afile").write_text("x")
    locked = tmp / "locked"
    locked.mkdir(exist_ok=True)
    locked.chmod(0o555)
    fifo = tmp / "nobody.fifo"
    if not fifo.exists():
        os.mkfifo(fifo)
    bad_outputs = [str(tmp / "adir"), str(tmp / "afile" / "x.jsonl"), str(locked / "x.jsonl"),
                   "/sys/x.jsonl" if os.geteuid() == 0 else str(locked / "y.jsonl")]

    def odd(text: str) -> str:
        """``text`` (a JSON line) with one value swapped for an odd JSON text."""
        value = rng.choice(ODD_JSON)
        if text.endswith("}") and len(text) > 2:
            return text[:-1] + f', "{rng.choice(["meta", "note", "id", "x"])}": {value}}}'
        return value

    def mutate(row: dict) -> dict:
        row = json.loads(json.dumps(row))
        for _ in range(rng.randint(1, 3)):
            f = rng.choice(FIELDS)
            if rng.random() < 0.2:
                row.pop(f, None)
            else:
                row[f] = rng.choice(WEIRD)
        return row

    def write(name: str, lines: list[str] | None = None, data: bytes | None = None) -> str:
        p = tmp / name
        if data is not None:
            p.write_bytes(data)
        else:
            p.write_text("\n".join(lines or []) + "\n", encoding="utf-8")
        return str(p)

    bugs = []
    for it in range(iterations):
        planted = dict(GOOD, response=f"A card costs $3. Key {SECRET}.", context=[{"title": "k", "text": SECRET}])
        lines = [json.dumps(mutate(GOOD)) if rng.random() < 0.6 else
                 odd(json.dumps(GOOD)) if rng.random() < 0.5 else
                 rng.choice(["", "{", "[]", "null", "1", '"x"', '{"id": 1}', json.dumps(GOOD) + " trailing",
                             json.dumps(planted), json.dumps(GOOD)])  # GOOD twice: a duplicate id
                 for _ in range(rng.randint(1, 4))]
        cases = write(f"cases{it}.jsonl", lines)
        ctx = write(f"ctx{it}.json", [rng.choice([json.dumps(rng.choice(WEIRD)), "plain text $3", '[{"title": "a"}]', "",
                                                  odd('[{"title": "a", "text": "b"}]'), '{"documents": ["x"]}',
                                                  json.dumps([{"title": "k", "text": SECRET}])])])
        resp = write(f"resp{it}.txt", [rng.choice(["A card costs $3.", "", "\u202e[1] x", "{}", "x" * 3000, SECRET])])
        result = {"id": "c1", "hallucinated": True, "over_refused": False, "type": "answerable", "expect": "answer",
                  "hallucination": "clean", "findings": []}
        results = write(f"res{it}.jsonl", [rng.choice([json.dumps(mutate(result)), "{", "", "[]", odd(json.dumps(result))])
                                           for _ in range(3)])
        labels = write(f"lab{it}.jsonl", [rng.choice([json.dumps({"id": rng.choice(["c1", 1, 10**20, 1.5]),
                                                                  "label": rng.choice(["clean", "x", None, 1])}), "{",
                                                      odd('{"id": "c1", "label": "clean"}')])])
        row = {"id": "o1", "output_type": "chat", "query": "q", "context": "A card costs $3.", "response": "A card costs $3."}
        outputs = write(f"out{it}.jsonl", [rng.choice([json.dumps(row), json.dumps(dict(row, response=SECRET)),
                                                       odd(json.dumps(row)), "{"]) for _ in range(rng.randint(1, 3))])
        store = str(tmp / "s.db")
        settings = tmp / rng.choice(["pyproject.toml", "groundtest.toml"])
        settings.write_text(rng.choice(BAD_SETTINGS), encoding="utf-8") if rng.random() < 0.3 else None
        traces = write(f"tr{it}.json", data=rng.choice([b"", '{"resourceSpans": []}'.encode("utf-16"), b'{"a": "\xff"}\n',
                                                         b"[" * 5000 + b"]" * 5000]))
        stdin_data = rng.choice([b"A card costs $3.\n", b"\xff\xfe bad", "\n".join(lines).encode("utf-8", "surrogatepass")])
        commands = [
            ["score", cases, "--no-store", "--judge", rng.choice(["none", "local"]),
             "--format", rng.choice(["table", "json", "markdown", "junit", "html"])],
            ["score", cases, "--store", store, "--judge", "none", "--results", str(tmp / "r.jsonl")],
            ["validate", cases], ["check", "--context", ctx, "--response", resp, "--query", rng.choice(["", "q", "\x00"])],
            ["guard", "--context", ctx, "--response", resp], ["compare", results, results], ["calibrate", results, labels],
            ["derive", cases, "-o", str(tmp / f"d{it}.jsonl")], ["audit", results],
            ["import", cases, "--from", rng.choice(["otlp", "langfuse"]), "--as", rng.choice(["audit", "cases"]),
             "-o", str(tmp / f"i{it}.jsonl")],
            ["show", rng.choice(["last", "last~3", "zzz", "-1"]), "--store", store], ["runs", "--store", store],
            ["score", write(f"bin{it}.jsonl", data=bytes(rng.randrange(256) for _ in range(50))), "--no-store"],
            ["check", "--context", write(f"binctx{it}", data=bytes(rng.randrange(256) for _ in range(50))), "--response", resp],
            ["audit", outputs, "--results", str(tmp / "ar.jsonl")],
            ["validate", "-"], ["score", "-", "--no-store", "--judge", "none"],
            [rng.choice(["check", "guard"]), "--context", ctx, "--response", "-"],
            [rng.choice(["validate", "score", "audit"]), str(fifo)],
            ["score", cases, "--no-store", "--judge", "none", rng.choice(["--results", "--output"]), rng.choice(bad_outputs)],
            ["derive", cases, "-o", rng.choice(bad_outputs)],
            ["import", traces, "--from", rng.choice(["otlp", "langfuse"]), "-o", str(tmp / f"it{it}.jsonl")],
            ["score", cases, "--no-store", "--judge", "none", "--max-line-bytes", rng.choice(["10", "100000"])],
            ["compare", results, results],
        ]
        for argv in commands:
            err, out = io.StringIO(), io.StringIO()
            stdin = sys.stdin
            sys.stdin = io.TextIOWrapper(io.BytesIO(stdin_data), encoding="utf-8")
            with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
                try:
                    code = main(argv)
                except BaseException:  # noqa: BLE001 - anything escaping main is the bug looked for
                    code, err = -1, io.StringIO(traceback.format_exc())
                finally:
                    sys.stdin = stdin
            text = err.getvalue()
            if code not in (0, 1, 2) or "internal error" in text or "Traceback" in text:
                given = f" stdin={stdin_data[:300]!r}" if "-" in argv else ""
                bugs.append(f"{argv}: exit {code}:{given} {text[-800:]}")
            if SECRET in text or SECRET in out.getvalue():
                bugs.append(f"{argv[0]} {argv[1:3]}: printed the planted key")
            left = [p.name for p in tmp.rglob("*.tmp")]
            if left:
                bugs.append(f"{argv[0]} {argv[1:3]}: left temporaries {left}")
                for p in tmp.rglob("*.tmp"):
                    p.unlink()
        for name in ("pyproject.toml", "groundtest.toml"):
            (tmp / name).unlink(missing_ok=True)
        for p in tmp.iterdir():  # written files: never the planted key (inputs aside)
            if p.is_file() and p.suffix in (".jsonl", ".html", ".md", ".json", ".xml") and p.name.startswith(("r", "d", "ar")):
                if SECRET.encode() in p.read_bytes():
                    bugs.append(f"{p.name}: holds the planted key")
    locked.chmod(0o755)
    return bugs


def fuzz_checker(rng: random.Random, iterations: int) -> list[str]:
    from groundtest.checker import check, guard
    from groundtest.model import Case, Chunk
    from groundtest.scoring import score

    def text(n: int) -> str:
        return " ".join(rng.choice(PIECES) for _ in range(rng.randint(0, n)))

    bugs = []
    for it in range(iterations):
        chunks = [Chunk(rng.choice(["fees.md", "", "[1]", "a" * 300, "Smith v Jones"]), text(40),
                        rng.choice(["current", "current", "superseded"])) for _ in range(rng.randint(0, 3))]
        if rng.random() < 0.1:
            chunks.append(Chunk("data.json", rng.choice(['{"WiFi": "no", "Parking": null, "a": {"b": [1, false]}}',
                                                         "[1, 2", "[[[[[]]]]]"])))
        response, query = text(30), text(8)
        try:
            check(response, chunks, query)
            guard(response, chunks, query)
            check(response, chunks, query, require_citations=True)
            case = Case(f"c{it}", rng.choice(["answerable", "unanswerable", "false_premise", "stale_context", "partial"]),
                        rng.choice(["answer", "abstain", "partial"]), query, chunks, response,
                        must_include=[rng.choice(PIECES)], must_not_include=[rng.choice(PIECES)])
            list(score([case], "local"))
        except Exception:  # noqa: BLE001 - any exception is the bug looked for
            bugs.append(f"{response!r} / {query!r} / {chunks!r}: {traceback.format_exc()[-800:]}")
    return bugs


def main(argv: list[str]) -> int:
    if len(argv) != 3 or argv[0] not in ("cli", "checker"):
        print(__doc__, file=sys.stderr)
        return 2
    rng = random.Random(int(argv[1]))
    bugs = (fuzz_cli if argv[0] == "cli" else fuzz_checker)(rng, int(argv[2]))
    for b in bugs[:10]:
        print("=" * 60, "\n" + b)
    print(f"{argv[0]}: {int(argv[2])} iterations, {len(bugs)} bug(s)")
    return 1 if bugs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
