"""A permission kept for one kind, or a ban extended to a case (checker/frames.py ``_exception_flip``, THE EXCEPTION FLIP).

Grammar: CONTEXT := "only" MOD HEADs ("may" | "can") VERB …  — CLAIM := MOD' HEADs ("can" | "may") ["also"] VERB …, MOD'
another kind than MOD: the other polarity of the context's restriction ("only senior crews may go out" / "junior crews can
also go out"). CONTEXT := THINGs "are not allowed" …, "even in" CASE — CLAIM := THING … "can" … CASE (or "it can stay in
your car"): the ban lifted for the case it was extended to. Right neighbours — the same kind permitted, the claim negated —
carry no such finding.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check
from tests.helpers import scored_hallucinated

KINDS = [("senior", "junior", "crews", "go out"), ("adult", "child", "members", "use the sauna"),
         ("full", "associate", "members", "vote"), ("registered", "visiting", "coaches", "book courts")]


def _flip_rules(text: str, ctx: list, query: str = "Can we?") -> list:
    return [f for f in check(text, ctx, query).findings if f.rule == "frame_polarity"]


@pytest.mark.parametrize(("kept", "other", "head", "verb"), KINDS)
def test_the_other_kind_permitted_is_a_flip(kept, other, head, verb):
    ctx = [{"title": "rules.md", "text": f"On an amber flag, only {kept} {head} may {verb}, and they must tell the duty officer."}]
    wrong = f"{other.capitalize()} {head} can also {verb} on amber, as long as they tell the duty officer."
    assert check(wrong, ctx, "Can we?").hallucination == "hallucinated", wrong
    right = f"On amber, {kept} {head} may {verb}, and they must tell the duty officer."
    assert not _flip_rules(right, ctx), right
    denied = f"{other.capitalize()} {head} can't {verb} on amber."
    assert not _flip_rules(denied, ctx), denied


@pytest.mark.parametrize(("thing", "case"), [("dogs", "car"), ("bikes", "yard"), ("pets", "van")])
def test_the_case_a_ban_extends_to(thing, case):
    ctx = [{"title": "site.md", "text": f"{thing.capitalize()} are not allowed on site, even in {'the' if case == 'yard' else 'your'} {case}."}]
    wrong = f"Your {thing[:-1]} can stay in the {case} while you do the walk."
    assert check(wrong, ctx, "Can we bring one?").hallucination == "hallucinated", wrong
    right = f"{thing.capitalize()} aren't allowed on site, not even in the {case}."
    assert not _flip_rules(right, ctx), right


def test_through_score(tmp_path):
    ctx = [{"title": "river.md", "text": "On an amber flag, only senior crews may go out, and they must be accompanied by a launch."}]
    right = "On an **amber flag**, only **senior crews** may go out, with a launch."
    wrong = "On an **amber flag**, senior crews may go out — and junior crews can also go out with a coach in the launch."
    assert scored_hallucinated(tmp_path, [right, wrong], ctx, "Can my junior crew go out on amber?") == [False, True]
