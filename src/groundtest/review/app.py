"""The review web app (Starlette + Jinja2 with autoescape) and its server (uvicorn on 127.0.0.1).

Routes: ``/`` → the first unlabelled case; ``/case/N`` → one case; ``POST /api/labels``
saves a label (one SQLite transaction each); ``GET /api/labels`` lists them; ``/static/…``
serves the page's own CSS and JS. Only ``127.0.0.1``/``localhost`` Host headers are answered
(no DNS rebinding), and a POST needs the page's token in a header (no cross-site writes).
"""
from __future__ import annotations

import hmac
import secrets
import sqlite3
from importlib import resources
from pathlib import Path
from typing import Any, MutableMapping, Sequence

from .. import __version__
from ..errors import GroundtestError, MissingExtra
from ..jsonin import BadJSON, loads
from ..model import LABELS, Result
from .labels import MAX_NOTE, REVIEW_TYPES, Label, labels_for, save_label
from .queue import ReviewSet
from .views import CaseView, case_view

SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
    "img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}
STATIC = {"style.css": "text/css", "review.js": "text/javascript"}
#: largest POST body accepted (a label and a note of MAX_NOTE characters, JSON-escaped, fit)
MAX_BODY = 64 * 1024
#: progress squares shown around the current case (a long queue shows a window of it)
DOTS = 300


def _imports() -> Any:
    try:
        import jinja2
        import starlette  # noqa: F401
    except ImportError as exc:
        raise MissingExtra(exc.name or "starlette", "review", "groundtest review") from None
    return jinja2


class Review:
    """The state behind the pages: the queue, its case views (built on first view) and the label database."""

    def __init__(self, rs: ReviewSet, queue: Sequence[Result], db_path: str | Path, token: str | None = None):
        self.rs, self.queue, self.db_path = rs, list(queue), Path(db_path)
        self.token = token or secrets.token_urlsafe(24)
        self.index = {r.id: i for i, r in enumerate(self.queue)}
        self._views: dict[int, CaseView] = {}

    def connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.db_path, isolation_level=None, timeout=10.0)
        db.execute("PRAGMA busy_timeout = 10000")
        return db

    def labels(self) -> dict[str, Label]:
        db = self.connect()
        try:
            return {k: v for k, v in labels_for(db, self.rs.source).items() if k in self.index}
        finally:
            db.close()

    def save(self, case_id: str, label: str, note: str, finding_type: str | None = None) -> Label:
        db = self.connect()
        try:
            return save_label(db, self.rs.source, case_id, label, note, finding_type)
        finally:
            db.close()

    def view(self, i: int) -> CaseView:
        if i not in self._views:
            r = self.queue[i]
            self._views[i] = case_view(r, self.rs.cases.get(r.id))
        return self._views[i]

    def context(self, i: int | None) -> dict[str, Any]:
        """Everything the template needs for case ``i`` (None: the empty queue)."""
        labels = self.labels()
        total = len(self.queue)
        ctx: dict[str, Any] = {"title": self.rs.title, "total": total, "labelled": len(labels), "version": __version__,
                               "v": None, "data": {}, "finding_types": REVIEW_TYPES, "finding_type": None}
        if i is None:
            return ctx
        r = self.queue[i]
        lab = labels.get(r.id)
        prev, nxt = (i - 1 if i > 0 else None), (i + 1 if i + 1 < total else None)
        start = max(0, min(i - DOTS // 2, total - DOTS))
        ctx.update(
            v=self.view(i), index=i, prev=prev, next=nxt, label=lab.label if lab else None, note=lab.note if lab else "",
            finding_type=lab.finding_type if lab else None,
            dots=[{"index": j, "id": self.queue[j].id, "label": labels[self.queue[j].id].label if self.queue[j].id in labels else ""}
                  for j in range(start, min(total, start + DOTS))],
        )
        ctx["data"] = {"token": self.token, "id": r.id, "index": i, "total": total, "prev": prev, "next": nxt,
                       "label": ctx["label"], "note": ctx["note"]}
        return ctx


def create_app(review: Review) -> Any:
    """The Starlette application for ``review``."""
    jinja2 = _imports()
    from starlette.applications import Starlette
    from starlette.concurrency import run_in_threadpool
    from starlette.middleware import Middleware
    from starlette.requests import Request
    from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
    from starlette.routing import Route

    env = jinja2.Environment(
        loader=jinja2.PackageLoader("groundtest", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
    )
    from markupsafe import Markup

    from .markdown import render_segments

    # the response's Markdown (review/markdown.py escapes every character itself; no raw HTML passes)
    env.filters["markdown"] = lambda segs: Markup(render_segments(segs))
    template = env.get_template("review.html")

    def page(i: int | None, status: int = 200) -> Response:
        return HTMLResponse(template.render(review.context(i)), status, headers=SECURITY_HEADERS)

    def error(message: str, status: int) -> Response:
        return JSONResponse({"error": message}, status, headers=SECURITY_HEADERS)

    async def home(request: Request) -> Response:
        if not review.queue:
            return await run_in_threadpool(page, None)
        labels = await run_in_threadpool(review.labels)
        first = next((i for i, r in enumerate(review.queue) if r.id not in labels), 0)
        return RedirectResponse(f"/case/{first}", 303, headers=SECURITY_HEADERS)

    async def case(request: Request) -> Response:
        i = request.path_params["n"]
        if not 0 <= i < len(review.queue):
            return HTMLResponse("<!doctype html><title>not found</title><p>No such case in this queue. <a href='/'>Back</a></p>",
                                404, headers=SECURITY_HEADERS)
        return await run_in_threadpool(page, i)

    async def post_label(request: Request) -> Response:
        if not hmac.compare_digest(request.headers.get("x-groundtest-token", ""), review.token):
            return error("missing or wrong token: reload the page", 403)
        why = cross_origin(request.headers, request.scope)
        if why:
            return error(why, 403)
        declared = request.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > MAX_BODY:
            return error(f"body is over {MAX_BODY} bytes (a label is small)", 413)
        raw = bytearray()
        async for chunk in request.stream():
            raw += chunk
            if len(raw) > MAX_BODY:
                return error(f"body is over {MAX_BODY} bytes (a label is small)", 413)
        try:
            body = loads(bytes(raw))
        except UnicodeDecodeError:
            return error("body must be JSON (UTF-8)", 400)
        except BadJSON as exc:  # nested too deeply, a lone surrogate, NaN: say which
            return error("body must be JSON" + ("" if exc.msg.startswith("not valid JSON") else f": {exc}"), 400)
        if not isinstance(body, dict):
            return error("body must be a JSON object", 400)
        case_id, label, note = body.get("id"), body.get("label"), body.get("note") or ""
        ftype = body.get("finding_type") or None
        if not isinstance(case_id, str) or case_id not in review.index:
            return error("unknown case id", 404)
        if label not in LABELS or not isinstance(note, str) or len(note) > MAX_NOTE:
            return error(f"label must be one of {', '.join(LABELS)} and the note at most {MAX_NOTE} characters", 400)
        if ftype is not None and (ftype not in REVIEW_TYPES or label != "hallucinated"):
            return error(f"finding_type must be one of {', '.join(REVIEW_TYPES)}, and only with the label hallucinated", 400)
        try:
            saved = await run_in_threadpool(review.save, case_id, label, note, ftype)
            labelled = len(await run_in_threadpool(review.labels))
        except (sqlite3.Error, GroundtestError) as exc:
            return error(f"could not save: {exc}", 500)
        return JSONResponse({**saved.to_dict(), "labelled": labelled, "total": len(review.queue)}, headers=SECURITY_HEADERS)

    async def get_labels(request: Request) -> Response:
        labels = await run_in_threadpool(review.labels)
        return JSONResponse([lab.to_dict() for lab in labels.values()], headers=SECURITY_HEADERS)

    async def static(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in STATIC:
            return Response("not found", 404, media_type="text/plain")
        text = resources.files("groundtest").joinpath("templates", name).read_text(encoding="utf-8")
        return Response(text, media_type=STATIC[name], headers=SECURITY_HEADERS)

    return Starlette(
        routes=[
            Route("/", home),
            Route("/case/{n:int}", case),
            Route("/api/labels", post_label, methods=["POST"]),
            Route("/api/labels", get_labels, methods=["GET"]),
            Route("/static/{name}", static),
        ],
        middleware=[Middleware(_LocalHost)],
    )


class _LocalHost:
    """Answer only ``Host: 127.0.0.1:PORT`` or ``localhost:PORT``, PORT being the one served (a
    page on another local port, or a rebinding DNS name, is refused)."""

    def __init__(self, app: Any):
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            host = dict(scope.get("headers") or []).get(b"host", b"").decode("latin-1")
            if host not in _allowed_hosts(scope):
                from starlette.responses import PlainTextResponse

                await PlainTextResponse("Invalid host header", 400)(scope, receive, send)
                return
        await self.app(scope, receive, send)


def _allowed_hosts(scope: "MutableMapping[str, Any]") -> set[str]:
    server = scope.get("server")
    port = server[1] if server else None
    return {f"{name}:{port}" for name in ("127.0.0.1", "localhost")} if port else {"127.0.0.1", "localhost"}


def cross_origin(headers: Any, scope: "MutableMapping[str, Any]") -> str | None:
    """Why a POST is refused as cross-site (None if it is not): a browser sends ``Origin`` (and
    ``Sec-Fetch-Site``); both must say this very page. A client that sends neither (curl, a script
    holding the token) is allowed."""
    origin = headers.get("origin")
    if origin is not None and origin.removeprefix("http://") not in _allowed_hosts(scope):
        return f"cross-origin request refused (Origin: {origin[:80]})"
    site = headers.get("sec-fetch-site")
    if site is not None and site not in ("same-origin", "none"):
        return f"cross-site request refused (Sec-Fetch-Site: {site[:40]})"
    return None
