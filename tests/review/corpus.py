"""A small run for the page tests: cases with recorded responses and their results, with an XSS corpus.

Every payload tries to run ``alert(...)`` or to leave an element carrying ``data-pwn``; the tests
assert that no dialog opens and no such element (nor an extra script, image or javascript: link)
exists in the page.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from groundtest.model import Finding, Result

XSS = [
    "<script>alert('x-script')</script>",
    "<img src=x onerror=\"alert('x-img')\" data-pwn>",
    "<a href=\"javascript:alert('x-link')\" data-pwn>click</a>",
    "\"><svg onload=alert('x-attr') data-pwn>",
    "</script><script>alert('x-close')</script>",
    "</textarea><b data-pwn onmouseover=alert('x-ta')>hover</b>",
    "{{ 7*7 }}<style>body{display:none}</style>",
]
PAYLOAD = " ".join(XSS)

RETURNS = "Items can be returned within 30 days of delivery for a full refund. Items must be unused and in their original packaging."
SHIPPING = "Standard shipping costs $4.99. Express shipping costs $12 and arrives in 1 to 2 business days."
OLD_FEES = "Until 2023 the card replacement fee was $5."
FEES = "The replacement card fee is $3. Late returns cost $0.25 per day."


def _case(cid: str, ctype: str, expect: str, query: Any, context: list[dict], response: str, **kw: Any) -> dict:
    return {"id": cid, "type": ctype, "expect": expect, "query": query, "context": context, "response": response, **kw}


def cases() -> list[dict]:
    """Eight cases: clean, hallucinated, uncertain, over-refused, stale, two XSS carriers, and a clean extra."""
    return [
        _case("ok-return", "answerable", "answer", "How long do I have to return something?",
              [{"title": "returns.md", "text": RETURNS}],
              "You can return items within 30 days of delivery for a full refund.", must_include=["30 days"]),
        _case("bad-fee", "stale_context", "answer", "How much is a new card?",
              [{"title": "fees-2022.md", "text": OLD_FEES, "status": "superseded"}, {"title": "fees.md", "text": FEES}],
              "A replacement card costs $5.", must_include=["$3"], must_not_include=["$5"]),
        _case("unc-hours", "answerable", "answer", "When does the Main St branch open on Sundays?",
              [{"title": "hours.md", "text": "The Main St branch opens at 10am on Sundays."}, {"title": "shipping.md", "text": SHIPPING}],
              "The Main St branch opens at 10am on Sundays and stays open until 9pm."),
        _case("refuse-ship", "answerable", "answer", "How much is express shipping?",
              [{"title": "shipping.md", "text": SHIPPING}],
              "I'm sorry, I can't help with shipping questions.", must_include=["$12"]),
        _case("ok-ship", "answerable", "answer", "How fast is express shipping?",
              [{"title": "shipping.md", "text": SHIPPING}], "Express shipping arrives in 1 to 2 business days."),
        _case("xss-</script><img src=x onerror=alert('x-id') data-pwn>", "unanswerable", "abstain",
              "Tell me " + PAYLOAD, [{"title": "<img src=x onerror=alert('x-title') data-pwn>", "text": "Nothing here. " + PAYLOAD}],
              "Sure! " + PAYLOAD, tags=["bait"]),
        _case("xss-2", "answerable", "answer", [{"role": "user", "content": "Hi " + XSS[1]}, {"role": "assistant", "content": XSS[2]}],
              [{"title": "<script>alert('x-title2')</script>", "text": FEES}],
              "The fee is $3. " + XSS[2] + " " + XSS[0], must_include=["$3"]),
        _case("ok-fee", "answerable", "answer", "What does a replacement card cost?",
              [{"title": "fees.md", "text": FEES}], "It costs $3.", must_include=["$3"]),
    ]


def _result(c: dict, findings: list[Finding], *, hallucinated: bool = False, over_refused: bool = False,
            abstained: bool = False, missing: list[str] | None = None) -> Result:
    crit = any(f.severity == "critical" for f in findings)
    label = "hallucinated" if crit else ("uncertain" if findings else "clean")
    return Result(c["id"], c["type"], c["expect"], abstained, hallucinated or crit, over_refused,
                  [f.content for f in findings if f.type == "forbidden_value"], missing or [], label, findings,
                  {"name": "test", "score": 5 if not findings else 2, "label": label, "reason": "scripted verdict"},
                  {}, list(c.get("tags", [])))


def results() -> list[Result]:
    """The verdicts of :func:`cases`, written by hand (what a judge would say)."""
    cs = {c["id"]: c for c in cases()}
    xss_id = cases()[5]["id"]
    return [
        _result(cs["ok-return"], []),
        _result(cs["bad-fee"], [Finding("forbidden_value", "$5", "critical", 0, "forbidden: $5 (superseded)"),
                                Finding("missing_value", "$3", "critical", None, "the expected value is not stated")],
                missing=["$3"]),
        _result(cs["unc-hours"], [Finding("invented_fact", "stays open until 9pm", "moderate", 0, "no closing time in the context")]),
        _result(cs["refuse-ship"], [Finding("missing_value", "$12", "moderate", None, "the expected value is not stated")],
                over_refused=True, abstained=True, missing=["$12"]),
        _result(cs["ok-ship"], []),
        _result(cs[xss_id], [Finding("unexpected_answer", XSS[1], "critical", 1, XSS[3]),
                             Finding("invented_fact", XSS[0], "moderate", None, XSS[4])]),
        _result(cs["xss-2"], [Finding("invented_fact", XSS[2], "moderate", 1, XSS[5])]),
        _result(cs["ok-fee"], []),
    ]


def write(tmp: Path) -> tuple[Path, Path]:
    """Write the case file and the results file; return their paths."""
    cases_path, results_path = tmp / "cases.jsonl", tmp / "results.jsonl"
    cases_path.write_text("".join(json.dumps(c) + "\n" for c in cases()), encoding="utf-8")
    results_path.write_text("".join(json.dumps(r.to_dict()) + "\n" for r in results()), encoding="utf-8")
    return cases_path, results_path


def store_run(store_path: Path, cases_path: Path) -> int:
    """Record :func:`results` as a complete run in a store; returns its id."""
    from groundtest.settings import Settings
    from groundtest.runs.store import Store
    from groundtest.summary import summarize

    rs = results()
    with Store.open(store_path) as store:
        run_id = store.start_run(str(cases_path), Settings(judge="none"))
        store.add_results(run_id, 0, rs)
        store.finish_run(run_id, summarize(rs), "0" * 64)
    return run_id
