"""Reading a folder of source texts for the registry: plain text, Markdown or HTML, with
front matter (``---`` lines of ``key: value``) or a sidecar ``NAME.json`` / ``NAME.toml``.

Metadata: ``key`` (the citation, e.g. ``DIFC Law No. 2 of 2019`` or ``[2021] DIFC CFI 045``),
``jurisdiction``, ``kind`` (statute, regulation, case, document), optional ``title`` and
``aliases``. Articles/sections come from headings (``## Article 62``, ``Section 5 - Notice``);
judgment paragraphs from numbered paragraphs (``23.`` or ``[23]``), as ``para 23``.
"""
from __future__ import annotations

import json
import re
import tomllib
from html.parser import HTMLParser
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator

from ..errors import InputError, Problem
from ..text import normalize
from .extract import extract, title_key
from .policies import norm_court
from .registry import Source

if TYPE_CHECKING:
    from ..text.arabic.citations import _Heading

TEXT_SUFFIXES = (".txt", ".md", ".markdown", ".html", ".htm")
KINDS = {"statute": "statute", "law": "statute", "act": "statute", "regulation": "regulation",
         "case": "case", "judgment": "case", "judgement": "case", "decision": "case", "document": "document"}
REQUIRED = ("key", "jurisdiction", "kind")
_HEADING = re.compile(
    r"^\s*(?:#{1,6}\s*)?(?:Article|Art\.|Section|Sec\.|Regulation|Rule|§)\s*(?P<num>\d{1,4}[A-Za-z]?)\b\s*(?P<rest>.*)$"
)
_PARA = re.compile(r"^\s*(?:\[(?P<a>\d{1,4})\]|(?P<b>\d{1,4})\.)\s+\S")
_FM_LINE = re.compile(r"^(?P<k>[A-Za-z_][\w-]*)\s*:\s*(?P<v>.*)$")


class _Text(HTMLParser):
    """HTML to plain text; headings become Markdown headings so provisions are found."""

    BLOCK = {"p", "div", "br", "li", "tr", "section", "article", "header", "footer", "blockquote", "pre", "table", "ul", "ol"}
    SKIP = {"script", "style", "head", "template", "noscript"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.skip = 0
        self.title = ""
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag == "title":
            self._in_title = True
        if tag in self.SKIP:
            self.skip += 1
        elif re.fullmatch(r"h[1-6]", tag):
            self.out.append("\n\n" + "#" * int(tag[1]) + " ")
        elif tag in self.BLOCK:
            self.out.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        if tag in self.SKIP:
            self.skip = max(0, self.skip - 1)
        elif tag in self.BLOCK or re.fullmatch(r"h[1-6]", tag):
            self.out.append("\n")

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data
        if not self.skip:
            self.out.append(data)


def html_to_text(html: str) -> tuple[str, str]:
    """Plain text and ``<title>`` of an HTML page (standard library parser)."""
    p = _Text()
    p.feed(html)
    p.close()
    text = re.sub(r"[ \t\r\f\v]+", " ", "".join(p.out))
    text = re.sub(r" *\n *", "\n", text)
    return re.sub(r"\n{3,}", "\n\n", text).strip(), p.title.strip()


def _scalar(v: str) -> Any:
    v = v.strip()
    if len(v) >= 2 and v[0] == v[-1] and v[0] in "\"'":
        return v[1:-1]
    if v.startswith("[") and v.endswith("]"):
        return [_scalar(x) for x in re.findall(r"\"[^\"]*\"|'[^']*'|[^,]+", v[1:-1]) if x.strip()]
    return v


def parse_front_matter(text: str, file: str) -> tuple[dict[str, Any], str, int]:
    """``(metadata, body, body_line_offset)``; the simple subset: ``key: value``, ``[a, b]`` and ``- item`` lists."""
    lines = text.split("\n")
    if not lines or lines[0].strip() != "---":
        return {}, text, 0
    meta: dict[str, Any] = {}
    last: str | None = None
    for i, line in enumerate(lines[1:], 2):
        s = line.strip()
        if s in ("---", "..."):
            return meta, "\n".join(lines[i:]), i
        if not s or s.startswith("#"):
            continue
        m = _FM_LINE.match(s)
        if s.startswith("- ") and last is not None and isinstance(meta.get(last), list):
            meta[last].append(_scalar(s[2:]))
        elif m:
            last = m.group("k").lower()
            meta[last] = _scalar(m.group("v")) if m.group("v").strip() else []
        else:
            raise InputError(Problem(file, i, None, f"front matter: expected 'key: value', got {s[:40]!r}"))
    raise InputError(Problem(file, 1, None, "front matter: no closing '---' line"))


def _sidecar(path: Path) -> tuple[dict[str, Any], str | None]:
    for suffix in (".json", ".toml"):
        side = path.with_suffix(suffix)
        if side.is_file():
            try:
                data = json.loads(side.read_text("utf-8")) if suffix == ".json" else tomllib.loads(side.read_text("utf-8"))
            except (ValueError, UnicodeDecodeError) as exc:
                raise InputError(Problem(str(side), getattr(exc, "lineno", None), None, f"not valid {suffix[1:].upper()}: {exc}")) from None
            if not isinstance(data, dict):
                raise InputError(Problem(str(side), None, None, "must be an object of metadata"))
            return {k.lower(): v for k, v in data.items()}, str(side)
    return {}, None


def _arabic_heading(line: str) -> "re.Match[str] | _Heading | None":
    """An Arabic article heading ("## المادة (٦٢)", "المادة الثانية"), issue 24."""
    if line.isascii():
        return None
    from ..text.arabic.citations import heading

    return heading(line)


def split_provisions(text: str, kind: str) -> dict[str, str]:
    """Articles/sections by heading (label ``"62"``); for judgments, numbered paragraphs (``"para 23"``)."""
    out: dict[str, str] = {}
    label: str | None = None
    buf: list[str] = []
    for line in text.split("\n"):
        m = (_HEADING.match(line) or _arabic_heading(line)) if len(line.split()) <= 14 else None
        p = _PARA.match(line) if kind == "case" else None
        new = m.group("num").upper() if m else (f"para {p.group('a') or p.group('b')}" if p else None)
        if new is not None and new not in out and new != label:
            if label is not None:
                out[label] = "\n".join(buf).strip()
            label, buf = new, []
        buf.append(line)
    if label is not None:
        out[label] = "\n".join(buf).strip()
    return out


def _string(meta: dict[str, Any], k: str, where: str, problems: list[Problem]) -> str:
    v = meta.get(k, "")
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        v = str(v)
    if not isinstance(v, str):
        problems.append(Problem(where, None, k, "must be a string"))
        return ""
    return v.strip()


def read_source(path: Path, root: Path) -> Source:
    """One source file with its metadata; raise :class:`InputError` naming the file and field."""
    file = str(path)
    try:
        raw = path.read_text("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(Problem(file, None, None, f"not valid UTF-8 (byte {exc.start})")) from None
    meta, body, _ = parse_front_matter(raw, file)
    side, side_file = _sidecar(path)
    meta.update(side)
    where = side_file or file
    html_title = ""
    if path.suffix.lower() in (".html", ".htm"):
        body, html_title = html_to_text(body)
    problems: list[Problem] = []
    for k in REQUIRED:
        if not meta.get(k):
            problems.append(Problem(where, None, k, "missing: every source needs key, jurisdiction and kind (front matter or sidecar)"))
    kind = KINDS.get(_string(meta, "kind", where, problems).lower(), "")
    if meta.get("kind") and not kind:
        problems.append(Problem(where, None, "kind", f"unknown kind {meta['kind']!r}; expected one of {', '.join(sorted(set(KINDS.values())))}"))
    aliases = meta.get("aliases", [])
    aliases = [aliases] if isinstance(aliases, str) else aliases
    if not isinstance(aliases, list) or not all(isinstance(a, str) for a in aliases):
        problems.append(Problem(where, None, "aliases", "must be a list of strings"))
        aliases = []
    key, juris = _string(meta, "key", where, problems), _string(meta, "jurisdiction", where, problems)
    title = _string(meta, "title", where, problems) or html_title or key
    if not body.strip():
        problems.append(Problem(file, None, None, "no text"))
    if problems:
        raise InputError(problems)
    return _source(key, juris, kind, title, body, tuple(a.strip() for a in aliases if a.strip()), path, root, meta)


def _source(key: str, juris: str, kind: str, title: str, body: str, aliases: tuple[str, ...],
            path: Path, root: Path, meta: dict[str, Any]) -> Source:
    keys: list[str] = [f"raw:{normalize(key)}"]
    court = year = number = neutral = None
    for i, text in enumerate((key, title, *aliases)):
        cites = extract(text)
        for c in cites:
            keys.extend(c.keys)
            if c.kind == "case" and c.neutral and neutral is None:
                court, year, number, neutral = norm_court(c.court or ""), c.year, c.number, c.keys[0]
            elif year is None and c.year and c.kind in ("case", "statute", "regulation"):
                year, number = c.year, c.number
        if i and not any(c.kind not in ("title", "provision") for c in cites):
            keys.append(f"title:{title_key(text)}")
    extra = {k: v for k, v in meta.items() if k not in (*REQUIRED, "title", "aliases") and isinstance(v, (str, int, float, bool, list))}
    return Source(
        key=key, jurisdiction=juris.upper(), kind=kind, title=title, text=body.strip(), aliases=aliases,
        lookup_keys=tuple(dict.fromkeys(k for k in keys if not k.endswith(":"))), provisions=split_provisions(body, kind),
        court=court, year=year, number=number, neutral_key=neutral, path=str(path.relative_to(root)), meta=extra,
    )


def source_files(root: Path) -> Iterator[Path]:
    """Text files under ``root`` in a stable order (sidecars, README files and hidden files skipped).
    A symbolic link is followed only when it points inside ``root``: a link to a file elsewhere (a
    key, another project's notes) is never indexed, and so never printed by ``registry search``."""
    inside = root.resolve()
    for p in sorted(root.rglob("*")):
        hidden = any(part.startswith(".") for part in p.relative_to(root).parts)
        if p.is_file() and p.suffix.lower() in TEXT_SUFFIXES and not hidden and p.stem.upper() != "README":
            try:
                if not p.resolve().is_relative_to(inside):
                    continue
            except (OSError, RuntimeError):  # a link loop
                continue
            yield p


def read_directory(root: str | Path) -> list[Source]:
    """Every source under ``root``; raise :class:`InputError` listing every bad file."""
    base = Path(root)
    if not base.is_dir():
        raise InputError(Problem(str(root), None, None, "not a directory"))
    sources: list[Any] = []
    problems: list[Problem] = []
    seen: dict[str, str] = {}
    for p in source_files(base):
        try:
            s = read_source(p, base)
        except InputError as exc:
            problems.extend(exc.problems)
            continue
        if s.key in seen:
            problems.append(Problem(str(p), None, "key", f"duplicate key {s.key!r} (also in {seen[s.key]})"))
        seen[s.key] = str(p)
        sources.append(s)
    if problems:
        raise InputError(problems)
    if not sources:
        raise InputError(Problem(str(root), None, None, f"no source files ({', '.join(TEXT_SUFFIXES)})"))
    return sources
