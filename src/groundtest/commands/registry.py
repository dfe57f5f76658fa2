"""``groundtest registry add DIR | list | search QUERY``: the source registry for citation checks."""
from __future__ import annotations

import argparse
import json

from ..citations.registry import DEFAULT_DB
from ..errors import EXIT_OK

HELP = "index authoritative source texts for citation checks (add, list, search)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    sub = p.add_subparsers(dest="action", metavar="ACTION", required=True)
    add = sub.add_parser("add", help="index a folder of statutes/judgments (text, Markdown, HTML with metadata)")
    add.add_argument("dir", metavar="DIR")
    ls = sub.add_parser("list", help="list the sources in the registry")
    ls.add_argument("--jurisdiction", metavar="ID")
    search = sub.add_parser("search", help="full-text search of the registry")
    search.add_argument("query", metavar="QUERY")
    search.add_argument("--jurisdiction", metavar="ID")
    search.add_argument("--limit", type=int, default=10, metavar="N")
    for q in (add, ls, search):
        q.add_argument("--db", default=DEFAULT_DB, metavar="PATH", help=f"registry file (default {DEFAULT_DB})")
    for q in (ls, search):
        q.add_argument("--format", choices=("table", "json"), default="table")


def run(args: argparse.Namespace) -> int:
    return {"add": _add, "list": _list, "search": _search}[args.action](args)


def _add(args: argparse.Namespace) -> int:
    from ..citations.ingest import read_directory
    from ..citations.registry import SqliteRegistry

    sources = read_directory(args.dir)
    reg = SqliteRegistry.create(args.db)
    try:
        counts = reg.put_all(sources)
        total = len(reg.sources())
    finally:
        reg.close()
    provisions = sum(len(s.provisions) for s in sources)
    print(f"{args.db}: {counts['added']} added, {counts['updated']} updated, {counts['unchanged']} unchanged "
          f"({len(sources)} file(s), {provisions} article(s)/paragraph(s)); {total} source(s) in the registry")
    return EXIT_OK


def _list(args: argparse.Namespace) -> int:
    from ..citations.registry import SqliteRegistry

    reg = SqliteRegistry.open(args.db)
    rows = reg.sources(args.jurisdiction)
    if args.format == "json":
        print(json.dumps([{"key": s.key, "jurisdiction": s.jurisdiction, "kind": s.kind, "title": s.title,
                           "provisions": n} for s, n in rows], indent=2, ensure_ascii=False))
        return EXIT_OK
    table: list[tuple[str, ...]] = [("jurisdiction", "kind", "key", "title", "provisions")]
    table += [(s.jurisdiction, s.kind, s.key, s.title, str(n)) for s, n in rows]
    _print_table(table)
    print(f"{len(rows)} source(s)")
    return EXIT_OK


def _search(args: argparse.Namespace) -> int:
    from ..citations.registry import SqliteRegistry

    reg = SqliteRegistry.open(args.db)
    hits = reg.search(args.query, jurisdiction=args.jurisdiction, limit=max(1, args.limit))
    if args.format == "json":
        print(json.dumps([{"key": h.source.key, "jurisdiction": h.source.jurisdiction, "kind": h.source.kind,
                           "title": h.source.title, "score": h.score, "snippet": h.snippet} for h in hits],
                         indent=2, ensure_ascii=False))
        return EXIT_OK
    for h in hits:
        print(f"{h.source.jurisdiction}  {h.source.key}  ({h.source.title})")
        print("    " + " ".join(h.snippet.split()))
    print(f"{len(hits)} match(es)")
    return EXIT_OK


def _print_table(rows: list[tuple[str, ...]]) -> None:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())
