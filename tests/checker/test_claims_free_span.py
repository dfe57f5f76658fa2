""""Free" of a span of time the context charges only after (checker/claims.py ``scope``, ``_free_allowance``,
``_CHARGED_LATER``, ``_FIRST_FREE``): "holds your watch free for ninety days" over "We hold uncollected watches for 90
days … After that, a storage fee of £5 per month applies", "past the free period", "the first 30 minutes in the car
park are free" over "the first 30 minutes of parking are free" — the context's own free, said in other words. The wrong
neighbours are still a widening: a free thing ("a free watch strap"), a free span where the context charges from the
start, or charges nothing after it. Through ``check`` and ``score``."""
from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import load_cases, score
from groundtest.checker import check

SPANS = [("90 days", "ninety days"), ("30 days", "thirty days"), ("14 days", "a fortnight"), ("6 months", "six months")]
THINGS = [("watches", "watch"), ("bikes", "bike"), ("parcels", "parcel"), ("coats", "coat")]
AFTER = ["After that, a storage fee of £5 per month applies.", "After that, we charge £5 a month for storage.",
         "Beyond that, storage costs £5 a month."]


def scope_rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical" and f.rule == "scope"}


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(SPANS), st.sampled_from(THINGS), st.sampled_from(AFTER), st.booleans())
def test_free_for_the_span_the_context_charges_after(span, thing, after, worded):
    figure, words = span
    plural, one = thing
    ctx = [{"title": "collection.md", "text": f"We hold uncollected {plural} for {figure} after we tell you they are ready. {after}"}]
    said = words if worded else figure
    answer = f"We hold your {one} **free for {said}** after letting you know it's ready. After that, it's £5 a month."
    assert not scope_rules(check(answer, ctx)), answer
    assert not scope_rules(check("If you come in later, you're past the free period and pay £5 a month.", ctx))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(SPANS), st.sampled_from(THINGS))
def test_the_wrong_neighbours_are_still_widenings(span, thing):
    figure, _ = span
    plural, one = thing
    charged_from_start = [{"title": "collection.md", "text": f"We hold uncollected {plural} for {figure} after we tell you "
                           f"they are ready, at £5 a month."}]
    v = check(f"We hold your {one} free for {figure} after letting you know it's ready.", charged_from_start)
    assert v.hallucination == "hallucinated", v
    after = [{"title": "collection.md", "text": f"We hold uncollected {plural} for {figure}. After that, a storage fee of £5 "
              f"per month applies."}]
    v = check(f"We hold your {one} for {figure}, and you get a free {one} strap when you collect it.", after)
    assert scope_rules(v), v


def test_the_first_span_the_context_says_is_free():
    ctx = [{"title": "tariffs.md", "text": "At St Aldric's Hospital the first 30 minutes of parking are free. Up to 2 hours "
            "costs £3.50."},
           {"title": "penalties.md", "text": "Car parks are monitored by ANPR cameras."}]
    assert not scope_rules(check("(The first **30 minutes** in the car park are free too.)", ctx))
    assert check("The first 2 hours in the car park are free too.", ctx).hallucination == "hallucinated"


def test_through_score(tmp_path):
    ctx = [{"title": "collection.md", "text": "We hold uncollected watches for 90 days after we tell you they are ready. "
            "After that, a storage fee of £5 per month applies."}]
    base = {"type": "answerable", "expect": "answer", "query": "How long do you keep a repaired watch?", "context": ctx}
    tail = " After that, there's a storage charge of £5 a month."
    good = dict(base, id="span", response="We hold your watch **free for ninety days** after letting you know it's ready." + tail)
    bad = dict(base, id="thing", response="We hold your watch for 90 days, and you get a free strap when you collect it." + tail)
    p = tmp_path / "cases.jsonl"
    p.write_text("\n".join(json.dumps(c) for c in (good, bad)) + "\n")
    results = {r.id: r for r in score(load_cases(p))}
    assert not results["span"].hallucinated
    assert results["thing"].hallucinated
