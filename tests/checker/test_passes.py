"""The passes after the sentence step (checker/passes.py): one registry, in order, each applying
only where its condition holds."""
from __future__ import annotations

from dataclasses import replace

from groundtest.checker import check, passes
from groundtest.model import Finding


def test_the_registry_runs_in_the_documented_order():
    names = [p.name for p in passes.PASSES]
    assert names == ["claims", "frames", "arabic_polarity", "extra_sentence", "response_share", "mixed_language"]
    doc = passes.__doc__ or ""
    assert all(f"``{n}``" in doc for n in names)  # the module's table names every pass


def test_a_pass_runs_only_where_it_applies(monkeypatch):
    seen: list[str] = []

    def spy(p):
        def run(r):
            seen.append(p.name)
            return p.run(r)
        return replace(p, run=run)

    monkeypatch.setattr(passes, "PASSES", tuple(spy(p) for p in passes.PASSES))
    ctx = [{"title": "a.md", "text": "The pool opens at 7am."}]
    check("The pool opens at 7am. It closes at 9pm.", ctx)
    assert seen[:2] == ["claims", "frames"] and "arabic_polarity" not in seen and "mixed_language" not in seen
    seen.clear()
    check("يفتح المسبح الساعة 7 صباحًا.", ctx)  # an Arabic answer over an English context
    assert "arabic_polarity" in seen and "mixed_language" in seen


def test_a_pass_can_change_the_verdict_and_the_others_see_its_findings(monkeypatch):
    def invent(r):
        return r.findings + [Finding("invented_fact", "x", "critical", 0, "test pass", rule="test")]

    extra = passes.Pass("test", "nothing", lambda r: True, invent)
    monkeypatch.setattr(passes, "PASSES", (extra,) + passes.PASSES)
    v = check("The pool opens at 7am.", [{"title": "a.md", "text": "The pool opens at 7am."}])
    assert v.hallucination == "hallucinated" and v.findings[0].rule == "test"
