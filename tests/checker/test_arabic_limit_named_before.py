"""THE LIMIT NAMED BEFORE ITS FIGURE (passes._arabic_standing, text.arabic.behaviour.limit_figure_next): in "وزنها ٩ كغ،
والحد الأقصى المسموح ١٥ كغ، فهي ضمن الحد" the figure nearest the words of standing is the limit — the limit's cue
closes the words before it — and the user's figure is the one before: 9 kg within 15 kg holds. A figure over the limit
said to be within it, in either order, is still a contradiction."""
from __future__ import annotations

import pytest

from groundtest.checker import check

_CTX = "ميدان الطائرات النموذجية: يُسمح بطيران الطائرات التي يصل وزنها إلى 15 كغ. الحد الأقصى للارتفاع 120 متراً."


def _q(kg: int) -> str:
    return f"هل يمكنني الطيران بطائرتي؟ وزنها {kg} كغ."


@pytest.mark.parametrize(("kg", "answer"), [
    (9, "وزنها ٩ كغ، والحد الأقصى المسموح ١٥ كغ، فهي ضمن الحد."),
    (9, "وزنها ٩ كغ، والحد الأقصى: ١٥ كغ، فأنت ضمن الحد."),
    (12, "طائرتك ١٢ كغ والحد الأقصى ١٥ كغ، فهي ضمن الحد المسموح."),
    (9, "الحد الأقصى ١٥ كغ، ووزنها ٩ كغ، فهي ضمن الحد."),
])
def test_within_the_limit_named_before_its_figure(kg, answer):
    v = check(answer, _CTX, query=_q(kg))
    assert not [f for f in v.findings if f.rule == "comparison"], v.findings


@pytest.mark.parametrize("answer", [
    "وزنها ٩ كغ، والحد الأقصى المسموح ١٥ كغ، فهي ضمن الحد.",
    "وزنها ٩ كغ، والحد الأقصى: ١٥ كغ، فأنت ضمن الحد.",
])
def test_the_answer_passes(answer):
    assert check(answer, _CTX, query=_q(9)).hallucination != "hallucinated"


@pytest.mark.parametrize(("kg", "answer"), [
    (18, "وزنها ١٨ كغ، والحد الأقصى المسموح ١٥ كغ، فهي ضمن الحد."),
    (18, "طائرتك ١٨ كغ والحد الأقصى ١٥ كغ، فهي ضمن الحد المسموح."),
    (18, "الحد الأقصى ١٥ كغ، ووزنها ١٨ كغ، فهي ضمن الحد."),
])
def test_over_the_limit_said_within_is_flagged(kg, answer):
    v = check(answer, _CTX, query=_q(kg))
    assert [f for f in v.findings if f.rule == "comparison"], v.findings
