"""WHOSE "THINK" (checker.claims.hedged, _OTHERS_THINK): "think" marks the writer's guess only when the writer thinks
("I think she'd need her own laptop", "I'd think it's open late"); the thinking the writer offers to help with ("or
help you think about a first project") or supposes of the user or another ("if you think she'd enjoy it") is no
guess. A writer's guess in the same sentence is still one."""
from __future__ import annotations

import pytest

from groundtest import check

_CTX = [{"title": "club.md", "text": "The robotics club meets on Tuesdays at 7pm. Membership is £40 a year."}]
_Q = "Can my daughter join the robotics club?"
_BASE = "The club meets on Tuesdays at 7pm and membership is £40 a year. "


@pytest.mark.parametrize("tail", ["If you'd like, I can suggest some questions she could ask on the night, or help you think about a first project.",
                                  "I'm happy to help you think through which night suits her.",
                                  "Let me know if you think she'd enjoy it!"])
def test_another_persons_thinking(tail):
    assert check(_BASE + tail, _CTX, _Q).hallucination != "hallucinated"


@pytest.mark.parametrize("tail", ["I think she'd need to bring her own laptop.",
                                  "If you think she'd enjoy it, I think she'd need to bring her own laptop.",
                                  "I think sessions run until 9pm."])
def test_the_writers_guess(tail):
    assert check(_BASE + tail, _CTX, _Q).hallucination == "hallucinated"
