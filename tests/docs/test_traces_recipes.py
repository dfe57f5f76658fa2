"""The two recipes of docs/traces.md ("Producing the file"), run as written in a subprocess: the
OTLP JSON file exporter (the real opentelemetry-sdk and OpenInference conventions), and the
Langfuse export against a local server speaking the public API's paging; each file is then read
by the real ``groundtest import``."""
from __future__ import annotations

import base64
import json
import os
import re
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlparse

from groundtest.cli import main
from tests.traces.test_import_langfuse import OBSERVATIONS, T

DOC = Path(__file__).resolve().parents[2] / "docs" / "traces.md"


def _block(first_line: str) -> str:
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    (block,) = [b for b in blocks if b.startswith(first_line)]
    return block


def _run(tmp_path: Path, name: str, code: str, *args: str, env: dict[str, str] | None = None):
    script = tmp_path / name
    script.write_text(code)
    return subprocess.run([sys.executable, str(script), *args], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120, env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(tmp_path),
                                            **(env or {})})


def test_the_otlp_exporter_recipe_writes_a_file_import_reads(tmp_path, capsys):
    proc = _run(tmp_path, "otlp_json_file.py", _block("# otlp_json_file.py"), "traces.jsonl")
    assert proc.returncode == 0, proc.stderr
    out = tmp_path / "cases.jsonl"
    assert main(["import", str(tmp_path / "traces.jsonl"), "--from", "otlp", "--as", "cases", "-o", str(out)]) == 0
    assert capsys.readouterr().out.splitlines()[0] == f"wrote {out}: 1 answerable case(s) from 1 trace(s), 2 span(s)"
    (case,) = [json.loads(line) for line in out.read_text().splitlines()]
    assert case["query"] == "How much is a replacement card?" and case["response"] == "A replacement card costs $3."
    assert case["context"] == [{"title": "fees.md", "text": "A replacement card costs $3."}]
    assert case["must_include"] == ["$3"]


class _Langfuse(BaseHTTPRequestHandler):
    """GET /api/public/observations?page=N&limit=L with Basic auth, two observations a page."""

    seen: list[str] = []

    def do_GET(self):  # noqa: N802 - http.server's name
        url = urlparse(self.path)
        want = "Basic " + base64.b64encode(b"pk-test:sk-test").decode()
        if url.path != "/api/public/observations" or self.headers.get("Authorization") != want:
            self.send_response(401)
            self.end_headers()
            return
        q = parse_qs(url.query)
        page = int(q["page"][0])
        self.seen.append(url.query)
        per = 2
        body = {"data": OBSERVATIONS[(page - 1) * per: page * per],
                "meta": {"page": page, "limit": per, "totalItems": len(OBSERVATIONS),
                         "totalPages": -(-len(OBSERVATIONS) // per)}}
        raw = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    def log_message(self, *args):
        pass


def test_the_langfuse_export_recipe_pages_through_the_api(tmp_path, capsys):
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Langfuse)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        env = {"LANGFUSE_HOST": f"http://127.0.0.1:{server.server_port}", "LANGFUSE_PUBLIC_KEY": "pk-test",
               "LANGFUSE_SECRET_KEY": "sk-test"}
        proc = _run(tmp_path, "langfuse_export.py", _block("# langfuse_export.py"), "observations.jsonl", env=env)
    finally:
        server.shutdown()
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == f"wrote observations.jsonl: {len(OBSERVATIONS)} observation(s)"
    assert [q.split("page=")[1] for q in _Langfuse.seen] == ["1", "2", "3"]
    assert "sk-test" not in (tmp_path / "observations.jsonl").read_text()
    out = tmp_path / "cases.jsonl"
    assert main(["import", str(tmp_path / "observations.jsonl"), "--from", "langfuse", "--as", "cases", "-o", str(out)]) == 0
    capsys.readouterr()
    (case,) = [json.loads(line) for line in out.read_text().splitlines()]
    assert case["id"] == T and case["must_include"] == ["$3"]
