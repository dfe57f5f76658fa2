"""The review app through a real uvicorn server on 127.0.0.1 (httpx as the client)."""
from __future__ import annotations

import json
import re
import sqlite3
from html.parser import HTMLParser

import httpx
import pytest

from groundtest.review.app import Review, create_app
from groundtest.review.labels import iter_labels
from groundtest.review.queue import build_queue, load_review_set
from groundtest.review.server import ReviewServer
from groundtest.runs.store import Store
from tests.review import corpus


@pytest.fixture()
def served(tmp_path):
    cases_path, results_path = corpus.write(tmp_path)
    db = tmp_path / "gt.db"
    Store.open(db).close()
    rs = load_review_set(str(results_path), str(cases_path), db)
    review = Review(rs, build_queue(rs.results, 2, seed=0), db)
    with ReviewServer(create_app(review)) as server:
        with httpx.Client(base_url=server.url.rstrip("/"), timeout=10) as client:
            yield server, review, client


class _Tags(HTMLParser):
    """Every start tag and its attributes, as a browser's parser would see them."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def _post(client, review, **body):
    return client.post("/api/labels", json=body, headers={"X-Groundtest-Token": review.token})


def test_server_binds_loopback_only_on_a_free_port(served):
    server, review, client = served
    assert server.url == f"http://127.0.0.1:{server.port}/" and server.port > 0
    assert server.sock.getsockname()[0] == "127.0.0.1"


def test_home_goes_to_the_first_unlabelled_case(served):
    _, review, client = served
    r = client.get("/", follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == "/case/0"
    assert _post(client, review, id=review.queue[0].id, label="clean").status_code == 200
    assert client.get("/", follow_redirects=False).headers["location"] == "/case/1"


def test_a_case_page_shows_query_highlights_and_progress(served):
    _, review, client = served
    assert [r.id for r in review.queue][:2] == ["unc-hours", "refuse-ship"]
    r = client.get("/case/0")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    page = r.text
    assert "When does the Main St branch open on Sundays?" in page
    assert '<mark class="moderate" title="moderate invented_fact: no closing time in the context">stays open until 9pm</mark>' in page
    assert '<mark class="support" title="supports the response">The Main St branch opens at 10am on Sundays.</mark>' in page
    assert "0 of 5 labelled" in page and "case 1 of 5" in page
    assert r.headers["content-security-policy"].startswith("default-src 'none'; script-src 'self'")
    assert r.headers["x-frame-options"] == "DENY"
    assert client.get("/case/5").status_code == 404


def test_untrusted_text_is_escaped_everywhere(served):
    _, review, client = served
    i = next(i for i, r in enumerate(review.queue) if r.id.startswith("xss-<"))
    _post(client, review, id=review.queue[i].id, label="hallucinated", note=corpus.PAYLOAD)
    page = client.get(f"/case/{i}").text
    parser = _Tags()
    parser.feed(page)
    scripts = [a for t, a in parser.tags if t == "script"]
    assert scripts == [{"type": "application/json", "id": "review-data"}, {"src": "/static/review.js"}]
    assert not [t for t, a in parser.tags if "data-pwn" in a or t in ("img", "svg", "style", "b")]
    assert not [a for t, a in parser.tags if any(k.startswith("on") for k in a)]
    assert not [a for t, a in parser.tags if str(a.get("href", "")).startswith("javascript")]
    data = page.split('id="review-data">')[1].split("</script>")[0]
    assert "<" not in data and ">" not in data  # the embedded JSON cannot close its script element
    assert json.loads(data)["note"] == corpus.PAYLOAD
    assert "&lt;script&gt;alert(&#39;x-script&#39;)&lt;/script&gt;" in page


def test_saving_needs_the_token_and_a_known_case_and_label(served):
    _, review, client = served
    cid = review.queue[0].id
    assert client.post("/api/labels", json={"id": cid, "label": "clean"}).status_code == 403
    r = client.post("/api/labels", json={"id": cid, "label": "clean"}, headers={"X-Groundtest-Token": "guess"})
    assert r.status_code == 403 and r.json() == {"error": "missing or wrong token: reload the page"}
    assert _post(client, review, id="nope", label="clean").status_code == 404
    assert _post(client, review, id=cid, label="fine").status_code == 400
    assert _post(client, review, id=cid, label="clean", note="x" * 4001).status_code == 400
    bad = client.post("/api/labels", content=b"{", headers={"X-Groundtest-Token": review.token})
    assert bad.status_code == 400 and bad.json()["error"] == "body must be JSON"
    assert client.get("/api/labels").json() == []


def test_each_label_is_committed_when_saved_and_the_last_one_wins(served):
    _, review, client = served
    cid = review.queue[1].id
    r = _post(client, review, id=cid, label="hallucinated", note="made up a fee")
    assert r.status_code == 200
    body = r.json()
    assert (body["id"], body["label"], body["note"], body["labelled"], body["total"]) == (cid, "hallucinated", "made up a fee", 1, 5)
    db = sqlite3.connect(review.db_path)  # another connection: already on disk
    assert [(x.id, x.label, x.note) for x in iter_labels(db)] == [(cid, "hallucinated", "made up a fee")]
    _post(client, review, id=cid, label="clean", note="")
    assert [(x.id, x.label, x.note) for x in iter_labels(db)] == [(cid, "clean", "")]
    db.close()
    page = client.get("/case/1").text
    assert 'aria-pressed="true">Clean' in page and "1 of 5 labelled" in page
    assert re.search(r'<a href="/case/1" class="clean current"', page)


def test_only_loopback_host_names_are_answered(served):
    server, review, client = served
    r = client.get("/case/0", headers={"Host": f"evil.example:{server.port}"})
    assert r.status_code == 400
    assert client.get("/case/0", headers={"Host": f"localhost:{server.port}"}).status_code == 200


def test_static_files_are_the_page_assets_only(served):
    _, _, client = served
    assert client.get("/static/review.js").headers["content-type"].startswith("text/javascript")
    assert "--accent" in client.get("/static/style.css").text
    assert client.get("/static/review.html").status_code == 404
    assert client.get("/static/..%2Fapp.py").status_code == 404


def test_an_empty_queue_says_what_to_do(tmp_path):
    cases_path, results_path = corpus.write(tmp_path)
    db = tmp_path / "gt.db"
    Store.open(db).close()
    rs = load_review_set(str(results_path), str(cases_path), db)
    with ReviewServer(create_app(Review(rs, [], db))) as server:
        r = httpx.get(server.url)
    assert r.status_code == 200 and "Nothing to review" in r.text and "--sample N" in r.text


def test_a_long_queue_shows_a_window_of_progress_squares(tmp_path):
    from groundtest.model import Result
    from groundtest.review.app import DOTS
    from groundtest.review.queue import ReviewSet

    db = tmp_path / "gt.db"
    Store.open(db).close()
    results = [Result(f"c{i}", "answerable", "answer", False, False, False, [], [], "uncertain", [], None, {}) for i in range(1000)]
    review = Review(ReviewSet("file:/r.jsonl", "r", results, {}), results, db)
    dots = review.context(500)["dots"]
    assert len(dots) == DOTS and dots[0]["index"] == 500 - DOTS // 2
    assert [d["index"] for d in review.context(0)["dots"]][:2] == [0, 1] and review.context(999)["dots"][-1]["index"] == 999
    assert len(review.context(999)["dots"]) == DOTS


def _raw_post(server, review, body: bytes, **headers: str) -> tuple[int, dict]:
    """A POST through a plain socket (full control of Host, Origin and the body)."""
    import socket

    head = {"Host": f"127.0.0.1:{server.port}", "Content-Type": "application/json", "Content-Length": str(len(body)),
            "X-Groundtest-Token": review.token, "Connection": "close", **{k.replace("_", "-"): v for k, v in headers.items()}}
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as s:
        s.sendall(b"POST /api/labels HTTP/1.1\r\n" + "".join(f"{k}: {v}\r\n" for k, v in head.items()).encode() + b"\r\n")
        try:
            s.sendall(body)
        except OSError:  # the server answered (413) and closed before reading it all
            pass
        data = b""
        while True:
            try:
                chunk = s.recv(65536)
            except OSError:
                break
            if not chunk:
                break
            data += chunk
    status = int(data.split(b" ", 2)[1])
    payload = data.partition(b"\r\n\r\n")[2]
    try:
        return status, json.loads(payload)
    except ValueError:
        return status, {"raw": payload.decode("latin-1")}


@pytest.mark.parametrize("headers", [{"Origin": "http://evil.example"}, {"Origin": "null"},
                                     {"Origin": "http://127.0.0.1:1"}, {"Sec-Fetch-Site": "cross-site"},
                                     {"Sec-Fetch-Site": "same-site"}])
def test_a_post_with_the_token_from_another_origin_is_refused(served, headers):
    server, review, _ = served
    body = json.dumps({"id": review.queue[0].id, "label": "clean"}).encode()
    status, reply = _raw_post(server, review, body, **headers)
    assert status == 403 and "refused" in reply["error"]
    assert review.labels() == {}
    ok = {"Origin": f"http://127.0.0.1:{server.port}", "Sec-Fetch-Site": "same-origin"}
    assert _raw_post(server, review, body, **ok)[0] == 200


def test_a_host_with_the_wrong_port_is_refused(served):
    server, review, client = served
    for host in (f"localhost:{server.port + 1}", "localhost:1234", "127.0.0.1", "evil.example:%d" % server.port):
        assert client.get("/api/labels", headers={"Host": host}).status_code == 400, host
    assert client.get("/api/labels", headers={"Host": f"localhost:{server.port}"}).status_code == 200


def test_a_huge_body_is_refused_with_413_unread(served):
    server, review, _ = served
    big = b'{"id": "x", "label": "clean", "note": "' + b"a" * (8 << 20) + b'"}'
    status, reply = _raw_post(server, review, big)
    assert status == 413 and "a label is small" in reply["error"]


@pytest.mark.parametrize("body, words", [(b'{"id": ' + b"[" * 5_000 + b"]" * 5_000 + b"}", "nested too deeply"),
                                         (b'{"id": "%s", "label": "clean", "note": "a\\ud800"}', "lone surrogate"),
                                         (b'{"id": "%s", "label": "clean", "note": NaN}', "NaN")])
def test_odd_json_bodies_are_400_with_a_message_not_500(served, body, words, capfd):
    server, review, _ = served
    if b"%s" in body:
        body = body.replace(b"%s", review.queue[0].id.encode())
    status, reply = _raw_post(server, review, body)
    assert status == 400 and words in reply["error"], reply
    assert "Traceback" not in capfd.readouterr().err
