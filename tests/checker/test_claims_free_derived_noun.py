"""Claims (checker/claims.py, ``scope``): a thing said free whose noun is made of a word the context has ("a free
collection" over "we can collect donated furniture free of charge"; "free removal" over "we remove it free") is the
context's thing, by the same suffixes the subject check reads (now "-ion" and "-al" too). A thing the context never
names ("a free assembly") is still a widening. (The noun itself is still no word of the context's: "Book a free
collection alongside your delivery" is then read by the word rules, which do not know "collection" for "collect".)"""
from __future__ import annotations
import pytest
from groundtest.checker import check


def scope(v) -> list:
    return [f for f in v.findings if f.severity == "critical" and f.rule == "scope"]


@pytest.mark.parametrize("ctx_text, said", [
    ("We can collect donated furniture free of charge. Delivery is a flat fee of £25.",
     "They offer a free collection of donated furniture."),
    ("We can collect donated furniture free of charge. Delivery is a flat fee of £25.",
     "Book a free collection alongside your delivery."),
    ("We remove your old mattress free when we deliver a new one. Delivery is £30.",
     "Book a free removal alongside your delivery."),
    ("Our team will inspect the boiler free of charge on the first visit. Repairs are quoted separately.",
     "You'll get a free inspection of the boiler on the first visit."),
])
def test_a_noun_made_of_the_contexts_verb(ctx_text, said):
    assert not scope(check(said, [{"title": "info.md", "text": ctx_text}], "What is free?"))


def test_a_thing_the_context_never_names_is_still_a_widening():
    ctx = [{"title": "info.md", "text": "We can collect donated furniture free of charge. Delivery is a flat fee of £25."}]
    assert scope(check("They offer a free assembly with every delivery.", ctx, "What is free?"))
