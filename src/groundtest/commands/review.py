"""``groundtest review RUN|RESULTS.jsonl``: label uncertain cases (and a sample of the rest) in a local page."""
from __future__ import annotations

import argparse
from pathlib import Path

from ..errors import EXIT_OK
from ..runs.store import DEFAULT_PATH, Store
from ._options import _count

HELP = "label the uncertain cases (and a random sample of the rest) in a local web page"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("target", metavar="RUN|RESULTS.jsonl", help="a stored run (id, last, last~N) or a results file")
    p.add_argument("--cases", metavar="CASES.jsonl", help="the case file (query, context, response); "
                   "a stored run uses the one recorded with it")
    p.add_argument("--sample", type=_count, default=20, metavar="N",
                   help="also queue N random cases that are not uncertain (default 20; 0 for none)")
    p.add_argument("--seed", type=int, default=0, help="seed of the sample (default 0: the same queue every time)")
    p.add_argument("--port", type=_count, default=0, metavar="P", help="port on 127.0.0.1 (default: a free one)")
    p.add_argument("--store", metavar="PATH", help="run store, where labels are saved (default .groundtest/groundtest.db)")


def run(args: argparse.Namespace) -> int:
    from ..review.app import Review, create_app
    from ..review.labels import labels_for
    from ..review.queue import build_queue, load_review_set
    from ..review.server import ReviewServer

    store_path = Path(args.store) if args.store else DEFAULT_PATH
    rs = load_review_set(args.target, args.cases, store_path)
    queue = build_queue(rs.results, args.sample, args.seed)
    with Store.open(store_path):
        pass  # create or migrate the store (the labels table) before serving
    review = Review(rs, queue, store_path)
    server = ReviewServer(create_app(review), args.port)
    uncertain = sum(1 for r in queue if r.hallucination == "uncertain" or r.judge_error)
    print(f"groundtest review: {len(queue)} case(s) of {rs.title} to label "
          f"({uncertain} uncertain, {len(queue) - uncertain} sampled); labels are saved in {store_path}")
    print(f"open {server.url}  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    db = review.connect()
    try:
        done = sum(1 for k in labels_for(db, rs.source) if k in review.index)
    finally:
        db.close()
    print(f"stopped: {done} of {len(queue)} case(s) labelled; export with: groundtest labels export", flush=True)
    return EXIT_OK
